#!/usr/bin/env bash
# The Windows test set, under Wine: the command line cross-built for
# x86_64-pc-windows-gnu (scripts/windows/build.sh) runs `--version`, the
# demo, and `stress` on C programs built with x86_64-w64-mingw32-gcc
# (testdata/windows/): a correct solver (AC, with CRLF output), a wrong
# one (WA, exit 1), a busy loop (TLE), a 400 MB allocation (MLE), a
# CreateProcess loop (bounded, RE) and a child that outlives its parent
# (gone before the next run). Each case is a check that can fail; the
# table says what each took and what Wine could not do, and the last line
# is "N passed, N failed".
#
#   scripts/windows/test.sh [PATH/TO/sudoku-lab.exe]
#
# Wine 8 lacks bcryptprimitives.dll's ProcessPrng, which Rust's standard
# library calls at start: scripts/windows/processprng.c, built here as
# bcryptprimitives.dll beside the .exe, fills it (the harness's only; real
# Windows has it). The Wine prefix lives in target/wine (WINEPREFIX).
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
exe=${1:-target/windows/x86_64-pc-windows-gnu/debug/sudoku-lab.exe}
[ -f "$exe" ] || { echo "no $exe: run scripts/windows/build.sh first" >&2; exit 2; }
for tool in wine wineserver x86_64-w64-mingw32-gcc; do
  command -v "$tool" >/dev/null || { echo "$tool is missing (apt-get install wine mingw-w64)" >&2; exit 2; }
done

work=$root/target/windows-test
rm -rf "$work" && mkdir -p "$work"
cp "$exe" "$work/sudoku-lab.exe"
cc=(x86_64-w64-mingw32-gcc -O2 -Wall -Werror)
"${cc[@]}" -shared -o "$work/bcryptprimitives.dll" scripts/windows/processprng.c -ladvapi32 || exit 2
for src in testdata/windows/*.c; do
  name=$(basename "$src" .c)
  "${cc[@]}" -o "$work/$name.exe" "$src" || exit 2
done

export WINEPREFIX=$root/target/wine WINEARCH=win64 WINEDEBUG=-all
# The shim first; no Mono or Gecko installer prompts in a new prefix.
export WINEDLLOVERRIDES="bcryptprimitives=n,b;mscoree=;mshtml="
# One wineserver for the whole set (each `wine` otherwise starts one).
wineserver -p 60
trap 'wineserver -k >/dev/null 2>&1' EXIT
start=$(date +%s)
wine cmd /c exit >/dev/null 2>&1 # makes the prefix the first time
echo "wine prefix ready in $(( $(date +%s) - start )) s ($(wine --version))"

cd "$work"
rows=()
passed=0
failed=0
out=$work/out.txt
err=$work/err.txt

# run SECONDS ARGS...: the CLI under Wine, bounded; sets $status, $secs.
run() {
  local bound=$1
  shift
  local t0 tenths
  t0=$(date +%s%N)
  timeout "$bound" wine sudoku-lab.exe "$@" >"$out" 2>"$err"
  status=$?
  tenths=$(( ($(date +%s%N) - t0) / 100000000 ))
  secs="$((tenths / 10)).$((tenths % 10))"
}

# record CASE EXPECTED GOT NOTE OK: one row of the table.
record() {
  local verdict=FAIL
  if [ "$5" = 1 ]; then
    verdict=pass
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "--- $1: expected $2, got $3; stdout:" >&2
    cat "$out" >&2
    echo "--- stderr:" >&2
    tail -20 "$err" >&2
  fi
  rows+=("$(printf '| %-14s | %-22s | %-28s | %6s s | %-6s | %s |' "$1" "$2" "$3" "$secs" "$verdict" "$4")")
}

has() { grep -q -- "$1" "$out"; }
first() { grep -o 'first: test [0-9]*, [A-Z]*' "$out" | head -1 | sed 's/.*, //'; }

# 1. --version
run 60 --version
got="exit $status: $(head -1 "$out")"
ok=0; [ $status = 0 ] && grep -q '^sudoku-lab [0-9]' "$out" && ok=1
record "--version" "sudoku-lab VERSION" "$got" "" $ok

# 2. the demo
run 120
ok=0; [ $status = 0 ] && has "All five agree" && ok=1
record "demo" "exit 0, All five agree" "exit $status, $(grep -c . "$out") lines" "" $ok

stress() { run "$1" stress -p 2580 -n 1 -s 1 --jobs 1 --save saves --lang-ui en "${@:2}"; }

# 3. AC: a correct solver, its output in CRLF.
stress 120 --cmd solve.exe
ok=0; [ $status = 0 ] && has "all AC" && ok=1
record "AC (CRLF)" "AC, exit 0" "exit $status, $(grep -o 'all AC' "$out" | head -1)" "printf's \\n is \\r\\n on a Windows pipe" $ok

# 4. WA
stress 120 --cmd wrong.exe
v=$(first)
ok=0; [ $status = 1 ] && [ "$v" = WA ] && ok=1
record "WA" "WA, exit 1" "exit $status, $v" "" $ok

# 5. TLE: a busy loop, at a 500 ms limit (and its three re-runs alone).
stress 180 --cmd busy.exe --time-limit 500
v=$(first)
ok=0; [ $status = 1 ] && [ "$v" = TLE ] && ok=1
if has "still running at the wall-clock cap"; then
  note="Wine: no CPU time of another process (job accounting and GetProcessTimes answer 0): killed at the wall-clock cap, 1.5 s"
else
  note="CPU time over the limit (the job's accounting)"
fi
record "TLE" "TLE, exit 1" "exit $status, $v" "$note" $ok

# 6. MLE: 400 MB against 256 MB.
stress 180 --cmd alloc.exe
v=$(first)
ok=0; [ $status = 1 ] && [ "$v" = MLE ] && ok=1
if grep -q "allocation past" "$out"; then
  note="the job refused the allocation (JOB_OBJECT_LIMIT_JOB_MEMORY)"
else
  note="Wine: no job memory limit (JOB_OBJECT_LIMIT_JOB_MEMORY not enforced); a sample saw the peak"
fi
record "MLE" "MLE, exit 1" "exit $status, $v" "$note" $ok

# 7. RE: a CreateProcess loop, bounded at 256 processes. Each process
# commits a megabyte or more (Wine: 1.6 MB), so 256 of them pass the
# 256 MB memory limit first: 2 GB here, the bound on processes is what is
# tested. Wine starts about 40 processes a second, and reports a kernel
# time for each that adds up to tens of seconds: a 1000 s limit.
stress 300 --cmd spawn_loop.exe --time-limit 1000000 --memory-limit 2048
ok=0
if [ $status = 1 ] && { has "too many processes" || has "CreateProcess refused after 25[0-9] children"; }; then ok=1; fi
if has "too many processes"; then
  got="exit $status, RE (too many processes)"
elif grep -q "CreateProcess refused" "$out"; then
  got="exit $status, RE ($(grep -o 'refused after [0-9]* children' "$out" | head -1))"
else
  got="exit $status, $(first)"
fi
if grep -q "CreateProcess refused" "$out"; then
  note="the job refused CreateProcess (JOB_OBJECT_LIMIT_ACTIVE_PROCESS)"
else
  note="Wine: ActiveProcessLimit not enforced (nor any limit message); the samples counted the job's ActiveProcesses and killed it"
fi
record "RE (processes)" "RE, bounded at 256" "$got" "$note" $ok

# 8. A child that outlives its parent: its file must never appear, after
# all of stress's runs of it (the child writes 3 s after its start).
rm -f escaped.txt
stress 120 --cmd outlive.exe
sleep 5
ok=0; [ $status = 1 ] && [ ! -e escaped.txt ] && ok=1
if [ -e escaped.txt ]; then got="escaped.txt written"; else got="exit $status, $(first), no escaped.txt"; fi
record "outliving child" "killed with its run" "$got" "" $ok

echo
echo "Windows test set under $(wine --version), $(date -u +%Y-%m-%d):"
echo
echo "| case           | expected               | got                          |   time   | check  | note |"
echo "|----------------|------------------------|------------------------------|----------|--------|------|"
printf '%s\n' "${rows[@]}"
echo
echo "windows: $passed passed, $failed failed"
[ "$failed" = 0 ]
