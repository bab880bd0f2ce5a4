/* A child that outlives its parent: the parent starts a copy of itself
 * ("child DIR"), prints a wrong answer and exits at once; the child,
 * detached from the parent's console, waits 3 s and then writes
 * DIR\escaped.txt. The runner ends the run's job when the parent ends, so
 * the file must never appear. */
#include <stdio.h>
#include <string.h>
#include <windows.h>

int main(int argc, char **argv) {
    if (argc > 2 && strcmp(argv[1], "child") == 0) {
        Sleep(3000);
        char path[MAX_PATH + 32];
        snprintf(path, sizeof path, "%s\\escaped.txt", argv[2]);
        FILE *f = fopen(path, "w");
        if (f) {
            fputs("a child outlived its run\n", f);
            fclose(f);
        }
        return 0;
    }
    char self[MAX_PATH], dir[MAX_PATH];
    GetModuleFileNameA(NULL, self, MAX_PATH);
    GetCurrentDirectoryA(MAX_PATH, dir);
    char line[2 * MAX_PATH + 32];
    snprintf(line, sizeof line, "\"%s\" child \"%s\"", self, dir);
    STARTUPINFOA si = {sizeof si};
    PROCESS_INFORMATION pi;
    if (!CreateProcessA(NULL, line, NULL, NULL, FALSE, DETACHED_PROCESS, NULL, NULL, &si, &pi)) {
        fprintf(stderr, "CreateProcess failed: error %lu\n", GetLastError());
        return 2;
    }
    printf("0\n");
    return 0;
}
