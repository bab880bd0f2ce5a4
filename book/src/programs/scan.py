# A correct BOJ 2580 solution in Python that tests each digit by scanning
# the board (the full-scan and empty-list posts' approach), written for the
# book's chapter "Your Baekjoon submission" to be timed against the time
# limit. Not from any of the five posts.
import sys


def can_place(board, r, c, d):
    for i in range(9):
        if board[r][i] == d or board[i][c] == d:
            return False
    br, bc = r // 3 * 3, c // 3 * 3
    for i in range(br, br + 3):
        for j in range(bc, bc + 3):
            if board[i][j] == d:
                return False
    return True


def solve(board, blanks, k):
    if k == len(blanks):
        return True
    r, c = blanks[k]
    for d in range(1, 10):
        if can_place(board, r, c, d):
            board[r][c] = d
            if solve(board, blanks, k + 1):
                return True
            board[r][c] = 0
    return False


def main():
    board = [list(map(int, sys.stdin.readline().split())) for _ in range(9)]
    blanks = [(r, c) for r in range(9) for c in range(9) if board[r][c] == 0]
    solve(board, blanks, 0)
    print("\n".join(" ".join(map(str, row)) for row in board))


main()
