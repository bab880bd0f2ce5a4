/* A CreateProcess loop, bounded: starts copies of itself ("child", each
 * sleeping 20 s) until CreateProcess fails or 600 are running; a refusal
 * is reported and ends the loop with exit 1 (RE). The runner's job bound
 * (256 processes) refuses the 257th, or its samples see it and kill the
 * run. */
#include <stdio.h>
#include <string.h>
#include <windows.h>

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "child") == 0) {
        Sleep(20000);
        return 0;
    }
    char self[MAX_PATH];
    GetModuleFileNameA(NULL, self, MAX_PATH);
    char line[MAX_PATH + 16];
    snprintf(line, sizeof line, "\"%s\" child", self);
    for (int i = 0; i < 600; i++) {
        STARTUPINFOA si = {sizeof si};
        PROCESS_INFORMATION pi;
        if (!CreateProcessA(NULL, line, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi)) {
            fprintf(stderr, "CreateProcess refused after %d children: error %lu\n", i, GetLastError());
            return 1;
        }
        CloseHandle(pi.hThread);
        CloseHandle(pi.hProcess);
    }
    fprintf(stderr, "600 children started, none refused\n");
    return 1;
}
