/* A test-harness shim, never shipped: Wine 8's bcryptprimitives.dll lacks
 * ProcessPrng, which Rust's standard library calls at start on Windows
 * (real Windows 10 and later has it). This DLL, named
 * bcryptprimitives.dll beside the .exe under test and loaded with
 * WINEDLLOVERRIDES=bcryptprimitives=n,b, supplies it from RtlGenRandom
 * (advapi32's SystemFunction036). Built by scripts/windows/test.sh. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, n)) return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}
