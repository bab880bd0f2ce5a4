# A correct solver that always answers in the 2580 layout (9 digits
# separated by spaces): on 2239 the right digits in the wrong layout.
import sys


def read():
    tokens = sys.stdin.read().split()
    if len(tokens) == 9:  # 2239: 9 lines of 9 digits
        return [[int(ch) for ch in t] for t in tokens], False
    return [[int(x) for x in tokens[r * 9:r * 9 + 9]] for r in range(9)], True


def main():
    board, spaced = read()
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

    def go(k):
        if k == len(blanks):
            return True
        r, c = blanks[k]
        b = r // 3 * 3 + c // 3
        for d in range(1, 10):
            if not (row[r][d] or col[c][d] or box[b][d]):
                row[r][d] = col[c][d] = box[b][d] = True
                board[r][c] = d
                if go(k + 1):
                    return True
                row[r][d] = col[c][d] = box[b][d] = False
                board[r][c] = 0
        return False

    go(0)
    sep = " "
    print("\n".join(sep.join(map(str, line)) for line in board))


main()
