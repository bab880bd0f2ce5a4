//! Test support for sudoku-lab (`publish = false`): what the tests, the
//! fuzz targets and the benchmarks share, kept out of the library.
//!
//! - [`datasets`]: the names of the public puzzle files bundled under
//!   `data/` (not in the published library's package, so named here).
//! - [`data`]: the bundled puzzle files under `data/`, the original
//!   programs' outputs under `testdata/originals/`, the list of slow dataset
//!   puzzles (`testdata/slow.txt`).
//! - [`agree`]: [`agree::five_agree`], the one check that the five ports
//!   explore the same search tree.
//! - [`transform`]: validity-preserving grid shuffles and puzzle recipes,
//!   the metamorphic relations of the property tests and fuzzers.
//! - [`fuzzing`]: the checks behind the `cargo fuzz` targets in `fuzz/`, so
//!   that `cargo test` replays the saved inputs on stable.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod agree;
pub mod data;
pub mod datasets;
pub mod fuzzing;
pub mod python;
pub mod transform;
