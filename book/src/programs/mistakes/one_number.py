# BOJ 2239 with a mistake, written for the book's chapter "Common mistakes":
# it reads each line of digits the way 2580's lines are read.
import sys

# ANCHOR: read
board = [list(map(int, sys.stdin.readline().split())) for _ in range(9)]
# ANCHOR_END: read
row = [[False] * 10 for _ in range(9)]
col = [[False] * 10 for _ in range(9)]
box = [[False] * 10 for _ in range(9)]
blanks = []
for r in range(9):
    for c in range(9):
        d = board[r][c]
        if d:
            row[r][d] = col[c][d] = box[r // 3 * 3 + c // 3][d] = True
        else:
            blanks.append((r, c))


def solve(k):
    if k == len(blanks):
        return True
    r, c = blanks[k]
    b = r // 3 * 3 + c // 3
    for d in range(1, 10):
        if not row[r][d] and not col[c][d] and not box[b][d]:
            board[r][c] = d
            row[r][d] = col[c][d] = box[b][d] = True
            if solve(k + 1):
                return True
            row[r][d] = col[c][d] = box[b][d] = False
            board[r][c] = 0
    return False


solve(0)
print("\n".join("".join(map(str, line)) for line in board))
