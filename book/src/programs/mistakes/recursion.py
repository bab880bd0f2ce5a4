# BOJ 2580 with a mistake, written for the book's chapter "Common mistakes":
# every step of the search, forward or back, is one more nested call.
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
            blanks.append((r, c, r // 3 * 3 + c // 3))


# ANCHOR: step
def step(k):
    # give blank k its next digit that fits and go on, or empty it and go back
    if k == len(blanks):
        return
    r, c, b = blanks[k]
    d = board[r][c]
    row[r][d] = col[c][d] = box[b][d] = False  # d == 0: index 0 is unused
    d += 1
    while d <= 9 and (row[r][d] or col[c][d] or box[b][d]):
        d += 1
    if d <= 9:
        board[r][c] = d
        row[r][d] = col[c][d] = box[b][d] = True
        k += 1
    else:
        board[r][c] = 0
        k -= 1
    step(k)  # the mistake: one call deeper for every step
# ANCHOR_END: step


step(0)
for line in board:
    print(*line)
