#!/usr/bin/env bash
# Builds the seed corpora of the fuzz targets from the puzzles under data/:
# fuzz/corpus/<target>/seed-NNN, one directory per target (see fuzz/README.md).
# fuzz/corpus is ignored by git: seeds are rebuilt, never committed.
#
# Usage: scripts/fuzz-corpus.sh [DIR]    (default: fuzz/corpus)
#
# The seeds are made by `cargo xtask seed-corpora` (xtask/src/seed_corpora.rs)
# with sudoku_lab_test::fuzzing::data_seeds, so they are encoded by the same
# code that decodes them; it runs on a stable toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

dir="${1:-fuzz/corpus}"
mkdir -p "$dir"
cargo xtask seed-corpora "$(cd "$dir" && pwd)"
