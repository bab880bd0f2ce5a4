#!/usr/bin/env bash
# Mutation testing of the library (README.md, "Mutation testing"): runs
# cargo-mutants on each part of src with its bounds, and
# records what each run found as rows of book/src/figures/mutants.csv (the
# book's "Verifying the ports" quotes them through {{#measure mutants.…}}).
#
#   scripts/mutants.sh RUN [PART ...]    RUN names the rows: first, final, ...
#
# PART is one of: variants judge validate format reference (all by
# default). Each part's mutants are tested against the library's own tests
# only (--test-package sudoku-lab). For every part but the ports, the build and
# the tests are narrowed to the unit tests and the one integration binary
# (--cargo-arg=--lib --cargo-arg=--test=integration) and the test profile is built at
# opt-level 1 (faster to build, fast enough to run). 2 jobs, 60 s (ports:
# 90 s) a test run, 10 minutes a build. On this 2-core machine: the ports
# about 45 minutes (opt-level 2, every test target), the other parts a few
# minutes each. Needs
# `cargo install cargo-mutants --locked` (27.x). Equivalent mutants are
# excluded, each with its reason, in .cargo/mutants.toml.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
RUN=${1:?usage: scripts/mutants.sh RUN [PART ...]}
shift
PARTS=("$@")
[ ${#PARTS[@]} -gt 0 ] || PARTS=(variants judge validate format reference)
CSV=book/src/figures/mutants.csv
OUT=target/mutants

# The files and the test targets of each part.
part_args() {
  case $1 in
    variants) echo "--file src/variants/*.rs --timeout 90" ;;
    judge) echo "--file src/judge.rs --timeout 60 --cargo-arg=--lib --cargo-arg=--test=integration" ;;
    validate) echo "--file src/validate.rs --timeout 60 --cargo-arg=--lib --cargo-arg=--test=integration" ;;
    format) echo "--file src/format/*.rs --timeout 60 --cargo-arg=--lib --cargo-arg=--test=integration" ;;
    reference) echo "--file src/reference/*.rs --timeout 60 --cargo-arg=--lib --cargo-arg=--test=integration" ;;
    *) echo "mutants.sh: unknown part $1" >&2; exit 2 ;;
  esac
}

[ -f "$CSV" ] || {
  echo "# Mutation testing runs of scripts/mutants.sh (cargo-mutants), one row per run and part."
  echo "# tested = caught + missed + timeouts + unviable; minutes: wall time on a 2-core machine."
  echo "run,module,tested,caught,missed,timeouts,unviable,minutes"
} >"$CSV"

for part in "${PARTS[@]}"; do
  start=$(date +%s)
  # part_args is split into arguments on purpose, its globs left to
  # cargo-mutants (noglob).
  set -f
  opt=1
  [ "$part" = variants ] && opt=2
  # shellcheck disable=SC2046
  CARGO_PROFILE_TEST_OPT_LEVEL=$opt cargo mutants --package sudoku-lab --test-package sudoku-lab --jobs 2 --build-timeout 600 \
    --output "$OUT/$part" $(part_args "$part") || true
  set +f
  minutes=$(( ($(date +%s) - start + 30) / 60 ))
  count() { [ -f "$OUT/$part/mutants.out/$1.txt" ] && grep -c . "$OUT/$part/mutants.out/$1.txt" || echo 0; }
  caught=$(count caught) missed=$(count missed) timeouts=$(count timeout) unviable=$(count unviable)
  tested=$((caught + missed + timeouts + unviable))
  grep -v "^$RUN,$part," "$CSV" >"$CSV.tmp" || true
  echo "$RUN,$part,$tested,$caught,$missed,$timeouts,$unviable,$minutes" >>"$CSV.tmp"
  mv "$CSV.tmp" "$CSV"
  echo "mutants.sh: $part: $tested tested, $caught caught, $missed missed, $timeouts timeouts, $unviable unviable, $minutes min"
  [ "$missed" = 0 ] || sed 's/^/  missed: /' "$OUT/$part/mutants.out/missed.txt"
done
