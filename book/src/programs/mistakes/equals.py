# BOJ 2580 with a mistake, written for the book's chapter "Common mistakes":
# one line of the undo compares where it should assign.
import sys

board = [list(map(int, sys.stdin.readline().split())) for _ in range(9)]
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
            # ANCHOR: bug
            board[r][c] = 0
            row[r][d] = False
            col[c][d] == False  # the mistake: == compares, = assigns
            box[b][d] = False
            # ANCHOR_END: bug
    return False


solve(0)
for line in board:
    print(*line)
