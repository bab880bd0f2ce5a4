# BOJ 2580 with a mistake, written for the book's chapter "Common mistakes":
# the search finds the completion, and the way back out undoes it.
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
found = False


# ANCHOR: solve
def solve(k):
    global found
    if k == len(blanks):
        found = True
        return
    r, c = blanks[k]
    b = r // 3 * 3 + c // 3
    for d in range(1, 10):
        if not row[r][d] and not col[c][d] and not box[b][d]:
            board[r][c] = d
            row[r][d] = col[c][d] = box[b][d] = True
            solve(k + 1)
            row[r][d] = col[c][d] = box[b][d] = False
            board[r][c] = 0  # the mistake: undone before the check below
            if found:
                return
# ANCHOR_END: solve


solve(0)
for line in board:
    print(*line)
