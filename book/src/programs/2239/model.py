# BOJ 2239, a model solution in Python 3 (this book's).
# Like check-arrays: three tables of used digits.
# The blanks in row-major order, the digits 1 to 9:
# the first completion found is the smallest one.
import sys


def main():
    lines = sys.stdin.read().split()
    board = [int(ch) for line in lines[:9] for ch in line[:9]]
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
            return True  # the first completion: stop here
        i, r, c, b = blanks[k]
        for d in range(1, 10):  # smallest digit first
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
    out = ("".join(map(str, board[r * 9:r * 9 + 9])) for r in range(9))
    sys.stdout.write("\n".join(out) + "\n")  # 9 digits a line, no spaces


main()
