/* Touches 150 MiB, forks a child that sleeps 0.3 s while it shares those
   pages, waits for it, then runs the solver its arguments name (argv[1..])
   on its own stdin. The run's memory, each page counted once, is about
   150 MiB; counted once per process it would be twice that (stress's
   memory test, crates/cli/tests/stress_processes.rs). */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    size_t n = (size_t)150 << 20;
    char *p = malloc(n);
    if (argc < 2 || p == NULL)
        return 3;
    memset(p, 1, n);
    pid_t child = fork();
    if (child == 0) {
        usleep(300000);
        _exit(p[n - 1] == 1 ? 0 : 1);
    }
    waitpid(child, NULL, 0);
    execvp(argv[1], argv + 1);
    return 4;
}
