//! The five ports, one module per blog post, and [`Variant`], which lists
//! them once so tests, the CLI and the book can loop over them.
//!
//! Every module exposes the same entry point,
//! `solve<O: Observer>(puzzle: &Grid, budget: Budget, observer: &mut O) -> Report`.
//! All five try digits 1..9 at the first blank in row-major order, so on
//! every input they make the same placements and undos in the same order,
//! reach the same [`Outcome`](crate::Outcome), and report the same
//! `placements`, `backtracks` and `candidate_checks`. They differ in their
//! data structures, in how they unwind, in what a digit test costs, and in
//! what their programs print.
//!
//! **Build.** Each port tests the digits in a loop of nine iterations whose
//! body holds the recursive call. The repository's `.cargo/config.toml`
//! raises LLVM's unroll threshold (`-C llvm-args=-unroll-threshold=1500`)
//! so that the compiler unrolls those loops; the source keeps the posts'
//! loops. On the Wikipedia puzzle this makes the five ports 17-27% faster
//! (bitmask 0.90 s -> 0.73 s); the numbers are in that file. A `RUSTFLAGS`
//! environment variable replaces cargo's configured flags, and a crate that
//! depends on this library builds it with its own flags.

use std::fmt;
use std::str::FromStr;

use crate::format::Problem;
use crate::grid::Grid;
use crate::search::{Budget, Observer, Report};

pub mod bitmask;
pub mod check_arrays;
pub mod empty_list;
pub mod full_scan;
pub mod hole_array;

/// One of the five ported posts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Java DFS over all 81 cells, `possibility` scans the board (seed 000).
    FullScan,
    /// Java list of empty cells, `isPromising` scans the board (seed 001).
    EmptyList,
    /// Python `go(z)` with `c`, `c2`, `c3` used-digit tables (seed 002).
    CheckArrays,
    /// Java 2239 solver with `rowbit`, `colbit`, `mapbit` masks (seed 003).
    Bitmask,
    /// C++ `hole[81]` array with `checkRow`/`checkCol`/`checkSeq` (seed 004).
    HoleArray,
}

/// Where a variant comes from: one public blog post.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Post {
    /// The post's title, as written.
    pub title: &'static str,
    /// The language of the post's program.
    pub language: &'static str,
    /// The Baekjoon problem it solves.
    pub problem: Problem,
    /// The names of the post's search function and digit test.
    pub functions: &'static str,
    /// The seed file under `shared/seeds` this port was made from.
    pub seed: &'static str,
}

impl Variant {
    /// All five, in the order of the posts (seeds 000 to 004).
    pub const ALL: [Variant; 5] = [
        Variant::FullScan,
        Variant::EmptyList,
        Variant::CheckArrays,
        Variant::Bitmask,
        Variant::HoleArray,
    ];

    /// The kebab-case name used on the command line and in reports:
    /// `full-scan`, `empty-list`, `check-arrays`, `bitmask`, `hole-array`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::FullScan => "full-scan",
            Variant::EmptyList => "empty-list",
            Variant::CheckArrays => "check-arrays",
            Variant::Bitmask => "bitmask",
            Variant::HoleArray => "hole-array",
        }
    }

    /// The post this variant ports.
    pub const fn post(self) -> Post {
        match self {
            Variant::FullScan => Post {
                title: "백준 2580(스도쿠) - 백트래킹",
                language: "Java",
                problem: Problem::Boj2580,
                functions: "dfs(row, col), possibility(row, col, n)",
                seed: "000_e072ca6c2b524ca7",
            },
            Variant::EmptyList => Post {
                title: "[백준2580] 스도쿠 / Java",
                language: "Java",
                problem: Problem::Boj2580,
                functions: "sudoku(count), isPromising(matrix, n, m, num)",
                seed: "001_48f4ca92f47885a0",
            },
            Variant::CheckArrays => Post {
                title: "[Gold IV] 스도쿠 - 2580",
                language: "Python",
                problem: Problem::Boj2580,
                functions: "go(z), square(x, y)",
                seed: "002_d67590bf8df41292",
            },
            Variant::Bitmask => Post {
                title: "백준 2239 스도쿠 [자바]",
                language: "Java",
                problem: Problem::Boj2239,
                functions: "solve(rc), getidx(i, j)",
                seed: "003_e13b812844d8f2ae",
            },
            Variant::HoleArray => Post {
                title: "[BOJ] 2580.스도쿠",
                language: "C++",
                problem: Problem::Boj2580,
                functions: "fillBoard(idx)",
                seed: "004_b231fae8d065f0b3",
            },
        }
    }

    /// The problem whose input and output format the post's program uses.
    pub const fn problem(self) -> Problem {
        self.post().problem
    }

    /// Runs this variant's search on `puzzle`; see the variant's module
    /// for what it keeps from its post.
    #[inline]
    pub fn solve<O: Observer>(self, puzzle: &Grid, budget: Budget, observer: &mut O) -> Report {
        match self {
            Variant::FullScan => full_scan::solve(puzzle, budget, observer),
            Variant::EmptyList => empty_list::solve(puzzle, budget, observer),
            Variant::CheckArrays => check_arrays::solve(puzzle, budget, observer),
            Variant::Bitmask => bitmask::solve(puzzle, budget, observer),
            Variant::HoleArray => hole_array::solve(puzzle, budget, observer),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of the five variants.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant '{0}' (expected one of: full-scan, empty-list, check-arrays, bitmask, hole-array)")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}
