/* A correct Baekjoon 2580 solution (backtracking), for stress under
 * Windows: reads 9 lines of 9 numbers, prints the completion with
 * printf, whose "\n" becomes "\r\n" on a Windows pipe (text mode): the
 * CRLF output Baekjoon never sees, judged as Baekjoon would. */
#include <stdio.h>

static int g[81];

static int ok(int cell, int d) {
    int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;
    for (int i = 0; i < 9; i++) {
        if (g[r * 9 + i] == d || g[i * 9 + c] == d) return 0;
        if (g[(br + i / 3) * 9 + bc + i % 3] == d) return 0;
    }
    return 1;
}

static int go(int cell) {
    while (cell < 81 && g[cell]) cell++;
    if (cell == 81) return 1;
    for (int d = 1; d <= 9; d++) {
        if (ok(cell, d)) {
            g[cell] = d;
            if (go(cell + 1)) return 1;
            g[cell] = 0;
        }
    }
    return 0;
}

int main(void) {
    for (int i = 0; i < 81; i++)
        if (scanf("%d", &g[i]) != 1) return 2;
    go(0);
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) printf("%d%c", g[r * 9 + c], c == 8 ? '\n' : ' ');
    return 0;
}
