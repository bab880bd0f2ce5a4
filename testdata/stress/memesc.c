/* Issue 53, N2: memory in a double-forked `setsid` grandchild. The run's
   first process forks a child that forks the grandchild and exits, so the
   grandchild is adopted by stress (a child subreaper); the grandchild
   calls setsid, bounds its own address space (MB + 64 MB), touches MB
   megabytes (argv[1]), says so through a pipe, holds them 0.3 s and
   exits. The first process waits for that word, then execs the solver
   (argv[2], argv[3], ...): `memesc 300 python3 correct.py`. A runner that
   takes adopted children only when they are in the run's process group
   never sees the 300 MB: AC at a few MB. */
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3)
        return 2;
    size_t mb = (size_t)atol(argv[1]);
    int told[2];
    if (pipe(told))
        return 3;
    pid_t child = fork();
    if (child < 0)
        return 3;
    if (child == 0) {
        pid_t parent = getpid();
        if (fork() != 0)
            _exit(0);
        while (getppid() == parent)
            usleep(1000);
        setsid();
        struct rlimit as = {(mb + 64) << 20, (mb + 64) << 20};
        if (setrlimit(RLIMIT_AS, &as) != 0)
            _exit(1);
        volatile char *p = malloc(mb << 20);
        if (!p)
            _exit(1);
        for (size_t i = 0; i < (mb << 20); i += 4096)
            p[i] = 1;
        if (write(told[1], "m", 1) != 1)
            _exit(1);
        struct timespec hold = {0, 300 * 1000 * 1000};
        nanosleep(&hold, NULL);
        _exit(0);
    }
    waitpid(child, NULL, 0);
    close(told[1]);
    char c;
    if (read(told[0], &c, 1) != 1)
        return 4;
    close(told[0]);
    execvp(argv[2], argv + 2);
    return 127;
}
