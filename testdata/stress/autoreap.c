/* Issue 53, N3: CPU time in children the kernel reaps itself. SIGCHLD is
   ignored (SIG_IGN), so no child's time is ever added to this process's
   (no wait4 collects it); then N children (argv[1]) are started one
   after another, each burning MS milliseconds of CPU (argv[2]) and
   exiting, before the solver (argv[3], argv[4], ...) is exec'ed:
   `autoreap 20 90 python3 correct.py` uses 1.8 s of CPU. A runner that
   counts only the living processes and what they waited for sees the
   solver's time alone. */
#include <signal.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 4)
        return 2;
    int n = atoi(argv[1]);
    double seconds = atof(argv[2]) / 1000.0;
    signal(SIGCHLD, SIG_IGN);
    for (int i = 0; i < n; i++) {
        int done[2];
        if (pipe(done))
            return 3;
        pid_t child = fork();
        if (child < 0)
            return 3;
        if (child == 0) {
            close(done[0]);
            volatile unsigned long spin = 0;
            while ((double)clock() / CLOCKS_PER_SEC < seconds)
                spin++;
            _exit(0);
        }
        close(done[1]);
        char c;
        /* The pipe's end: the child has exited (and is already reaped). */
        while (read(done[0], &c, 1) > 0)
            ;
        close(done[0]);
    }
    /* Back to the default, as the solver expects. */
    signal(SIGCHLD, SIG_DFL);
    execvp(argv[3], argv + 3);
    return 127;
}
