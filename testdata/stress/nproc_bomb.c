/* A fork bomb that first lifts its own bound: it raises its soft
   RLIMIT_NPROC to its hard one, then forks for ever (issue 42: with only
   the soft limit lowered, it reached the outer cap of 3,000 tasks). Run
   only inside a bound: stress's tests do (crates/cli/tests/stress_processes.rs). */
#include <sys/resource.h>
#include <unistd.h>

int main(void) {
    struct rlimit l;
    if (getrlimit(RLIMIT_NPROC, &l) == 0) {
        l.rlim_cur = l.rlim_max;
        setrlimit(RLIMIT_NPROC, &l);
    }
    for (;;)
        fork();
}
