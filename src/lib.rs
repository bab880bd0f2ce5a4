//! sudoku-lab: five public blog posts' backtracking Sudoku solvers for
//! Baekjoon problems 2580 and 2239, ported faithfully to Rust, with what is
//! needed to check them against each other and against the originals.
//!
//! - [`variants`]: one module per post, everything about that post in it
//!   (its search, its metadata, what its program prints), and [`Variant`]
//!   to loop over them. `CONTRIBUTING.md` says how to add a sixth.
//! - [`search`]: what a search reports ([`Report`], [`Stats`], [`Outcome`]),
//!   the [`Observer`] that sees every placement, undo and digit test, and
//!   the [`Budget`].
//! - [`step`]: the step trace of one port's run, with the post's own
//!   state after each event (for the book's stepper and `trace --format json`).
//! - [`problem`]: what a Baekjoon problem is ([`Problem`]: number, layout,
#![forbid(unsafe_code)]
//!   time limit, which answers it accepts).
//! - [`mod@format`]: the shared parsers and printers (`boj2580`, `boj2239`,
//!   `line`) with positioned [`InputError`]s; [`diagnostic`] describes an
//!   offending byte the same way for every parser and the judge.
//! - [`program`]: the exact stdout bytes of each post's program.
//! - [`grid`]: [`Grid`], [`Cell`], [`House`] and givens [`Conflict`]s.
//!
//! Beside the five ports, not among them:
//! - [`mod@reference`]: a fast constraint-propagation solver (not a blog
//!   port) that returns the same lexicographically smallest completion and
//!   counts solutions.
//! - [`judge`]: Baekjoon-style verdicts ([`Verdict`]: AC, WA, PE, OLE,
//!   FAIL) for an output.
//! - [`validate`]: a strict testlib-style check of a judge input, with the
//!   2580 promise (problem 12095's `cnt`).
//! - [`generate`]: seeded, reproducible puzzles (unique, BOJ-legal, hard).
//! - [`stress`]: what `stress` does that is not running a process (the
//!   tests from a seed, the verdict of a run, the shrinking loop), for the
//!   command line and the book's page alike.
//!
//! The library has no dependency on a command line, a terminal or a process
//! runner: the `sudoku-lab` command (crate `sudoku-lab-cli`) runs learners'
//! programs, the test-support crate holds the fuzz oracles and the names of
//! the puzzle files under `data/`, and `xtask`
//! draws the book's figures.
//!
//! ```
//! use sudoku_lab::{format, Budget, NoTrace, Outcome, Problem, Variant};
//!
//! // BOJ 2580's sample: 9 lines of 9 space-separated numbers, 0 a blank.
//! let sample = Problem::Boj2580.sample().as_bytes();
//! let puzzle = format::parse_first(sample, format::Format::Boj2580).unwrap();
//! let report = Variant::HoleArray.solve(&puzzle, Budget::UNLIMITED, &mut NoTrace);
//! let Outcome::Solved(solution) = report.outcome else { panic!() };
//! assert!(solution.completes(&puzzle));
//! // every blank holds exactly one placement that was never undone
//! assert_eq!(report.stats.placements - report.stats.backtracks, puzzle.blanks() as u64);
//! ```

#![deny(missing_docs)]

pub mod diagnostic;
pub mod format;
pub mod generate;
pub mod grid;
pub mod judge;
pub mod problem;
pub mod program;
pub mod reference;
pub mod search;
pub mod step;
pub mod stress;
pub mod units;
pub mod validate;
pub mod variants;

pub use format::{Format, InputError};
pub use grid::{Cell, Conflict, Grid, House, HouseKind};
pub use judge::{Judgement, Verdict};
pub use problem::{Language, Problem};
pub use search::{Budget, CellsRead, Event, NoTrace, Observer, Outcome, Recorder, Report, Stats, TraceHash};
pub use variants::Variant;

/// The README's Rust example, compiled and run as a doc test.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
