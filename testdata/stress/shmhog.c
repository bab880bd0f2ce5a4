/* Issue 53, N12 and N13: memory that no process maps. Writes MB megabytes
   (argv[2]) into a memfd (argv[1] `memfd`) or into the file /dev/shm/NAME
   (argv[1] `shm`, NAME argv[3]) with write(2), never mapping them, keeps
   the descriptor open (not close-on-exec) and execs the solver (argv[4],
   argv[5], ...): `shmhog shm 300 sl-x python3 correct.py`. The pages are
   tmpfs's, in no process's resident set, so the samples of the run's
   processes' memory do not see them; and the /dev/shm file stays after
   the run unless someone removes it. RLIMIT_FSIZE (MB + 1 MB) is set
   first, so it cannot write more than that. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 5)
        return 2;
    size_t mb = (size_t)atol(argv[2]);
    struct rlimit fsize = {(mb + 1) << 20, (mb + 1) << 20};
    if (setrlimit(RLIMIT_FSIZE, &fsize) != 0)
        return 3;
    int fd;
    if (strcmp(argv[1], "memfd") == 0) {
        fd = memfd_create("shmhog", 0);
    } else {
        char path[4096];
        snprintf(path, sizeof path, "/dev/shm/%s", argv[3]);
        fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    }
    if (fd < 0)
        return 4;
    static char block[1 << 20];
    memset(block, 1, sizeof block);
    for (size_t i = 0; i < mb; i++)
        if (write(fd, block, sizeof block) != (ssize_t)sizeof block)
            return 5;
    execvp(argv[4], argv + 4);
    return 127;
}
