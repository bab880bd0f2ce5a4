/* Reads the puzzle, then allocates 400 MB and writes every page (so it is
 * resident, not only reserved; through a volatile pointer, so no compiler
 * removes the allocation), then exits 0 without an answer: over a 256 MB
 * memory limit, MLE. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int d, n = 0;
    while (scanf("%d", &d) == 1) n++;
    size_t size = (size_t)400 << 20;
    volatile char *p = malloc(size);
    if (!p) return 3;
    for (size_t i = 0; i < size; i += 4096) p[i] = (char)(n | 1);
    return 0;
}
