/* Two children of 150 MB each, both at their peak together for 5 ms, then
   gone: 300 MB at once for a moment, more than 2580's 256 MB, in a spike
   that samples every 10 ms miss (issue 42). Reads no input and prints
   nothing: run it before a solution (`spike && python3 correct.py`). */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
    int ready[2], go[2];
    if (pipe(ready) || pipe(go))
        return 1;
    for (int i = 0; i < 2; i++) {
        if (fork() == 0) {
            size_t n = (size_t)150 << 20;
            char *p = malloc(n), c;
            if (!p)
                _exit(1);
            memset(p, 1, n);
            if (write(ready[1], "r", 1) != 1 || read(go[0], &c, 1) != 1)
                _exit(1);
            usleep(5000);
            _exit(p[n - 1] == 1 ? 0 : 1);
        }
    }
    char c;
    for (int i = 0; i < 2; i++)
        if (read(ready[0], &c, 1) != 1)
            return 1;
    if (write(go[1], "gg", 2) != 2)
        return 1;
    while (wait(NULL) > 0)
        ;
    return 0;
}
