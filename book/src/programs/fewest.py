# BOJ 2580의 Python 3 모범 답안(이 책에서 씀), CPython용.
# 사용한 숫자를 비트마스크로 기록하고, 후보가 가장 적은 빈칸부터 채운다.
# 2580은 올바른 답이면 무엇이든 받아 주므로 순서를 바꿔도 된다.
# 2239에는 쓰지 말 것: 순서가 다르면 다른 답을 먼저 찾을 수 있다.
import sys


def main():
    board = list(map(int, sys.stdin.buffer.read().split()))
    ALL = 0b1111111110  # 비트 1~9
    row = [0] * 9  # row[r]의 비트 d: r행에 d가 있다
    col = [0] * 9  # col[c]의 비트 d: c열에 d가 있다
    box = [0] * 9  # box[b]의 비트 d: b번 박스에 d가 있다
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
        # 넣을 수 있는 숫자가 가장 적은 빈칸을 k번 자리로 옮긴다.
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
            return False  # 넣을 숫자가 없는 빈칸: 막다른 곳
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
