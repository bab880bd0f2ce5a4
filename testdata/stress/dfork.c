/* Issue 53, N2: a double-forked `setsid` grandchild that outlives its
   run. The first process forks a child that forks the grandchild and
   exits; the grandchild (adopted by stress, a child subreaper) calls
   setsid, puts /dev/null on its standard descriptors (no pipe of the run
   tells anyone it is there) and execs argv[1], argv[2], ... (`dfork sleep
   900.123`). The first process returns 0 once the grandchild is in its
   own session. */
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2)
        return 2;
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
        int null = open("/dev/null", O_RDWR);
        for (int fd = 0; fd < 3; fd++)
            dup2(null, fd);
        if (write(told[1], "s", 1) != 1)
            _exit(1);
        close(told[0]);
        close(told[1]);
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    waitpid(child, NULL, 0);
    close(told[1]);
    char c;
    return read(told[0], &c, 1) == 1 ? 0 : 4;
}
