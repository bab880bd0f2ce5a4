/* Issue 53, N1: the run's first process leaves its own process group for
   the group of its parent (stress's): setpgid(0, getpgid(getppid())).
   Then it burns SECONDS of CPU (argv[1], default 1.2), touches MB
   megabytes (argv[2], default 600) and waits for ever (pause), reading
   no input and answering nothing. A runner that kills the run's group
   and checks that a process is in it before killing it by pid never
   kills it: the run has no limit left, and stress never ends.
   Its own RLIMIT_AS (MB + 64 MB) is set first, so a runner that never
   kills it cannot take more than that of the machine. */
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    double seconds = argc > 1 ? atof(argv[1]) : 1.2;
    size_t mb = argc > 2 ? (size_t)atol(argv[2]) : 600;
    struct rlimit as = {(mb + 64) << 20, (mb + 64) << 20};
    if (setrlimit(RLIMIT_AS, &as) != 0)
        return 3;
    if (setpgid(0, getpgid(getppid())) != 0)
        return 4;
    volatile unsigned long spin = 0;
    while ((double)clock() / CLOCKS_PER_SEC < seconds)
        spin++;
    volatile char *p = malloc(mb << 20);
    if (!p)
        return 5;
    for (size_t i = 0; i < (mb << 20); i += 4096)
        p[i] = 1;
    for (;;)
        pause();
}
