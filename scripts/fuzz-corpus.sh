#!/usr/bin/env bash
# Builds the seed corpora of the fuzz targets from the puzzles under data/:
# fuzz/corpus/<target>/seed-NNN, one directory per target (see fuzz/README.md).
# fuzz/corpus is ignored by git: seeds are rebuilt, never committed.
#
# Usage: scripts/fuzz-corpus.sh [DIR]    (default: fuzz/corpus)
#
# The seeds are made by sudoku_lab_test::fuzzing::seeds through the ignored test
# `write_seed_corpora` in crates/test-support/tests/fuzz_regressions.rs, so they are encoded by
# the same code that decodes them; it runs on a stable toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

dir="${1:-fuzz/corpus}"
mkdir -p "$dir"
FUZZ_CORPUS_DIR="$(cd "$dir" && pwd)" \
  cargo test --quiet -p sudoku-lab-test --test fuzz_regressions -- --ignored --exact write_seed_corpora --nocapture
