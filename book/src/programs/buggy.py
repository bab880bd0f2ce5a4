# 흔한 실수가 하나 들어 있는 BOJ 2580 풀이. 이 책의 "백준에 제출하기" 장을
# 위해 썼다: `sudoku-lab stress`가 실수를 찾아 틀리는 입력을 줄이고, 장에서
# 고치는 법을 보여 준다. 블로그 글에서 가져온 코드가 아니다.
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


# ANCHOR: solve
def solve(k):
    if k == len(blanks):
        return True
    r, c = blanks[k]
    b = r // 3 * 3 + c // 3
    for d in range(1, 10):
        if not row[r][d] and not col[c][d] and not box[b][d]:
            board[r][c] = d
            row[r][d] = col[c][d] = box[b][d] = True
            if solve(k + 1):
                return True
            board[r][c] = 0
            # ANCHOR: undo
            row[r][d] = col[c][d] = False  # 실수: box[b][d]는 True로 남는다
            # ANCHOR_END: undo
    return False
# ANCHOR_END: solve


solve(0)
print("\n".join(" ".join(map(str, r)) for r in board))
