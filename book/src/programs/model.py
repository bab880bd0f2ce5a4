# BOJ 2580, a model solution in Python 3 (this book's).
# Like check-arrays: three tables of used digits.
# The blanks in row-major order, the digits 1 to 9:
# stop at the first completion.
import sys


def main():
    board = list(map(int, sys.stdin.buffer.read().split()))
    row = [[False] * 10 for _ in range(9)]  # row[r][d]: d is in row r
    col = [[False] * 10 for _ in range(9)]  # col[c][d]: d is in column c
    box = [[False] * 10 for _ in range(9)]  # box[b][d]: d is in block b
    blanks = []
    for i, d in enumerate(board):
        r, c = divmod(i, 9)
        b = r // 3 * 3 + c // 3
        if d:
            row[r][d] = col[c][d] = box[b][d] = True
        else:
            blanks.append((i, r, c, b))

    def solve(k):
        if k == len(blanks):
            return True
        i, r, c, b = blanks[k]
        for d in range(1, 10):
            if row[r][d] or col[c][d] or box[b][d]:
                continue
            row[r][d] = col[c][d] = box[b][d] = True
            board[i] = d
            if solve(k + 1):
                return True
            row[r][d] = col[c][d] = box[b][d] = False
        board[i] = 0
        return False

    solve(0)
    lines = (" ".join(map(str, board[r * 9:r * 9 + 9])) for r in range(9))
    sys.stdout.write("\n".join(lines) + "\n")


main()
