# BOJ 2580 with a mistake, written for the book's chapter "Common mistakes":
# a blank keeps its last digit when the search backs out of it.
import sys

board = [list(map(int, sys.stdin.readline().split())) for _ in range(9)]
blanks = [(r, c) for r in range(9) for c in range(9) if board[r][c] == 0]


def fits(r, c, d):
    br, bc = r // 3 * 3, c // 3 * 3
    for i in range(9):
        if board[r][i] == d or board[i][c] == d:
            return False
        if board[br + i // 3][bc + i % 3] == d:
            return False
    return True


def solve(k):
    if k == len(blanks):
        return True
    r, c = blanks[k]
    for d in range(1, 10):
        if fits(r, c, d):
            board[r][c] = d
            if solve(k + 1):
                return True
    # ANCHOR: bug
    return False  # the mistake: no board[r][c] = 0 before giving up
    # ANCHOR_END: bug


solve(0)
for line in board:
    print(*line)
