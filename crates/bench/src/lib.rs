//! Criterion benchmarks of sudoku-lab: see `benches/` and the README.
