#!/usr/bin/env bash
# Runs the test suite against a deliberate mutant port and saves what the
# failing tests print, for the book's chapter "Verifying the ports"
# (book/src/runs/mutant-*.txt). The mutant: hole-array's block index
# `cell(y, x)` written with `%` for `/` (`y / 3 * 3 + x % 3`), a classic
# slip. A one-off run (it builds the workspace once more, about two
# minutes); rerun after changing the tests it quotes.
#
#   scripts/mutant-demo.sh
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=$ROOT/target/mutant-demo
OUT=$ROOT/book/src/runs
rm -rf "$WORK"
git -C "$ROOT" worktree prune
git -C "$ROOT" worktree add --quiet --detach "$WORK" HEAD
trap 'git -C "$ROOT" worktree remove --force "$WORK"' EXIT
file=$WORK/src/variants/hole_array.rs
grep -q '(y / 3 \* 3) + (x / 3)' "$file" || { echo "mutant-demo: hole-array's cell() is not as expected" >&2; exit 2; }
sed -i 's|(y / 3 \* 3) + (x / 3)|(y / 3 * 3) + (x % 3)|' "$file"
export CARGO_TARGET_DIR=$ROOT/target/mutant-demo-target INSTA_UPDATE=no CI=true RUST_BACKTRACE=0
cd "$WORK"
# Keeps the lines from the first panic on, without the build noise, with
# the worktree's path made relative.
excerpt() { sed -n '/panicked at/,$p' | grep -v '^note: run with\|^error: test failed\|^   Compiling\|^    Finished\|^     Running' | sed "s|$WORK/||g" | head -n "$1"; }
{
  echo "$ cargo test -p sudoku-lab --test integration differential::dataset_projecteuler_easy50"
  cargo test -q -p sudoku-lab --test integration differential::dataset_projecteuler_easy50 2>&1 | excerpt 6 || true
} >"$OUT/mutant-differential.txt"
{
  echo "$ cargo test -p sudoku-lab --test integration properties::any_board_is_searched_alike_by_all_five"
  # quickcheck prints every failure it meets while shrinking; keep the
  # first and its verdict on the smallest input.
  log=$(cargo test -q -p sudoku-lab --test integration properties::any_board_is_searched_alike_by_all_five 2>&1 || true)
  printf '%s\n' "$log" | excerpt 4
  echo "[... one failure per shrinking step ...]"
  printf '%s\n' "$log" | grep -A4 'TEST FAILED' | sed "s|$WORK/||g" | head -8
} >"$OUT/mutant-quickcheck.txt"
{
  echo "$ cargo test -p sudoku-lab-cli --test cli snapshots::stats"
  cargo test -q -p sudoku-lab-cli --test cli snapshots::stats 2>&1 | sed -n '/^-old snapshot/,/^──*$/p;/Snapshot Summary/,/^──*$/p' | sed "s|$WORK/||g" | head -40 || true
} >"$OUT/mutant-snapshot.txt"
echo "wrote $OUT/mutant-differential.txt, mutant-quickcheck.txt, mutant-snapshot.txt"
