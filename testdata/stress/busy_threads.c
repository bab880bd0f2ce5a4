/* Three threads, each busy for 0.4 s of its own CPU time, then joined: a
   program whose main thread sleeps while its threads wait for a CPU. Run
   on one CPU (taskset -c 0) it takes about 1.2 s of wall-clock time, most
   of each thread's spent waiting for the CPU: the runner must not take
   that wait for sleeping (crates/runner/tests/processes.rs). */
#include <pthread.h>
#include <stdio.h>
#include <time.h>

static void *busy(void *arg) {
    (void)arg;
    struct timespec t;
    do {
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    } while (t.tv_sec == 0 && t.tv_nsec < 400000000L);
    return NULL;
}

int main(void) {
    pthread_t t[3];
    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, busy, NULL);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    puts("done");
    return 0;
}
