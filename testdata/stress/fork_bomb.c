/* A fork bomb in C: forks for ever, every process (stress's fork-bomb
   tests, crates/cli/tests/stress_processes.rs; run only inside a bound). */
#include <unistd.h>

int main(void) {
    for (;;)
        fork();
}
