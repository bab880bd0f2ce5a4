# A correct 2580 solution in the shape of a submission Baekjoon accepted:
# an empty line first, then the nine rows, each digit followed by a space.
# 2580's special judge reads 81 numbers, so the shape does not matter there;
# a line-by-line comparison would call it PE.
import sys


def solve(board):
    """Fills the blanks (0) of `board` in row-major order; True when done."""
    for i in range(81):
        r, c = divmod(i, 9)
        if board[r][c]:
            continue
        seen = set(board[r]) | {board[k][c] for k in range(9)}
        br, bc = r - r % 3, c - c % 3
        seen |= {board[br + a][bc + b] for a in range(3) for b in range(3)}
        for d in range(1, 10):
            if d not in seen:
                board[r][c] = d
                if solve(board):
                    return True
        board[r][c] = 0
        return False
    return True


numbers = [int(t) for t in sys.stdin.read().split()]
grid = [numbers[r * 9:r * 9 + 9] for r in range(9)]
solve(grid)
out = ["\n"]
for row in grid:
    out.append("".join(f"{d} " for d in row) + "\n")
sys.stdout.write("".join(out))
