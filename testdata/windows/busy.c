/* A busy loop: CPU time until it is killed (TLE). */
int main(void) {
    volatile unsigned long n = 0;
    for (;;) n++;
}
