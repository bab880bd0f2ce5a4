# BOJ 2580, a model solution in Python 3 (this book's), for CPython.
# Bit masks of used digits, and the blank with the fewest candidates
# first: 2580 accepts any valid completion, so the order is free.
# Not for 2239: another order can find another completion first.
import sys


def main():
    board = list(map(int, sys.stdin.buffer.read().split()))
    ALL = 0b1111111110  # bits 1 to 9
    row = [0] * 9  # bit d of row[r]: d is in row r
    col = [0] * 9  # bit d of col[c]: d is in column c
    box = [0] * 9  # bit d of box[b]: d is in block b
    blanks = []
    for i, d in enumerate(board):
        r, c = divmod(i, 9)
        b = r // 3 * 3 + c // 3
        if d:
            row[r] |= 1 << d
            col[c] |= 1 << d
            box[b] |= 1 << d
        else:
            blanks.append((i, r, c, b))
    DIGITS = [(d, 1 << d) for d in range(1, 10)]

    def solve(k):
        if k == len(blanks):
            return True
        # Move the blank with the fewest free digits to position k.
        best, best_free, best_n = k, 0, 10
        for j in range(k, len(blanks)):
            _, r, c, b = blanks[j]
            free = ALL & ~(row[r] | col[c] | box[b])
            n = bin(free).count("1")
            if n < best_n:
                best, best_free, best_n = j, free, n
                if n <= 1:
                    break
        if best_n == 0:
            return False  # a blank with no digit left: a dead end
        blanks[k], blanks[best] = blanks[best], blanks[k]
        i, r, c, b = blanks[k]
        for d, bit in DIGITS:
            if best_free & bit:
                row[r] |= bit
                col[c] |= bit
                box[b] |= bit
                board[i] = d
                if solve(k + 1):
                    return True
                row[r] ^= bit
                col[c] ^= bit
                box[b] ^= bit
        board[i] = 0
        return False

    solve(0)
    lines = (" ".join(map(str, board[r * 9:r * 9 + 9])) for r in range(9))
    sys.stdout.write("\n".join(lines) + "\n")


main()
