/* 400 MB allocated and written, over the 256 MB limit (MLE); then it
 * sleeps so that a sample sees the memory held. A refused allocation
 * (the job's memory limit) exits 3. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <windows.h>

int main(void) {
    size_t size = (size_t)400 << 20;
    char *p = malloc(size);
    if (!p) {
        fprintf(stderr, "malloc(400 MB) refused\n");
        return 3;
    }
    memset(p, 1, size);
    Sleep(5000);
    printf("%d\n", p[size - 1]);
    return 0;
}
