/* Reads the puzzle, then allocates 400 MB and touches every page (so it is
 * resident, not only reserved), then prints nothing: over a 256 MB memory
 * limit, MLE. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    int d, n = 0;
    while (scanf("%d", &d) == 1) n++;
    size_t size = (size_t)400 << 20;
    char *p = malloc(size);
    if (!p) return 3;
    memset(p, n & 0x7f, size);
    return p[size - 1] == 1 ? 1 : 0;
}
