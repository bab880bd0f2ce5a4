/* A wrong Baekjoon 2580 solution: prints its input back, blanks and all
 * (WA). */
#include <stdio.h>

int main(void) {
    int g[81];
    for (int i = 0; i < 81; i++)
        if (scanf("%d", &g[i]) != 1) return 2;
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) printf("%d%c", g[r * 9 + c], c == 8 ? '\n' : ' ');
    return 0;
}
