//! Helpers shared by the integration tests: the bundled puzzle files under
//! `data/`, the fixtures under `tests/fixtures/originals/`, and the one list
//! of dataset puzzles that need more placements than the tests allow.

// Each integration test crate compiles its own copy of this module and uses
// only part of it.
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

use sudoku_lab::{Format, Grid, format};

/// The dataset files whose every puzzle the tests run through all five
/// variants, as paths under `data/`: `tests/variants.rs` the first four,
/// `tests/differential.rs` all six. (`tdoku/puzzles3_magictour_top1465` is
/// left out: 1,465 puzzles, 708 of them over 100,000 placements.)
pub const DATA_FILES: [&str; 6] = [
    "projecteuler/easy50.txt",
    "norvig/top95.txt",
    "plb/sudoku.txt",
    "tdoku/test_puzzles",
    "tdoku/puzzles1_unbiased_first1000",
    "tdoku/puzzles7_serg_benchmark",
];

/// The placement budget every dataset puzzle runs under. A naive
/// backtracker needs up to 116,038,117 placements on these files; with all
/// five ports (the slowest, full-scan, costs ~75 ns a placement in the test
/// profile) 200,000 keeps the whole run to a few seconds while still
/// solving 125 of the 208 puzzles to the end.
pub const BUDGET: u64 = 200_000;

/// A dataset puzzle that needs more than [`BUDGET`] placements.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Slow {
    /// The file, under `data/`.
    pub file: &'static str,
    /// The 1-based line the puzzle is on (`#` header lines counted).
    pub line: usize,
    /// Placements the five ports make to finish (solve, or exhaust the
    /// tree for tdoku lines 19-28, which have no solution), measured
    /// without a budget; all five agree.
    pub placements: u64,
}

/// Every puzzle of [`DATA_FILES`] that needs more than [`BUDGET`]
/// placements, by file, then line: the one list of slow dataset puzzles.
/// `trace_equality_*` in `tests/variants.rs` and `dataset_*` in
/// `tests/differential.rs` assert that exactly these stop at the budget
/// (all five at the same placement), and the ignored
/// `slow_list_placements_are_exact` re-measures the counts.
/// `tdoku/puzzles7_serg_benchmark` has no entry: none of its 10,000
/// puzzles needs more than 972 placements.
pub const SLOW: &[Slow] = &[
    Slow {
        file: "norvig/top95.txt",
        line: 2,
        placements: 9_727_396,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 3,
        placements: 3_252_580,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 5,
        placements: 392_885,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 6,
        placements: 112_256_361,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 7,
        placements: 291_405,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 8,
        placements: 6_996_435,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 9,
        placements: 5_688_442,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 10,
        placements: 4_803_035,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 11,
        placements: 11_470_999,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 12,
        placements: 932_579,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 15,
        placements: 205_662,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 16,
        placements: 6_166_464,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 17,
        placements: 1_000_582,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 18,
        placements: 6_310_445,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 19,
        placements: 2_722_716,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 22,
        placements: 4_756_268,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 24,
        placements: 4_415_397,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 25,
        placements: 1_724_414,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 27,
        placements: 1_961_373,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 29,
        placements: 376_158,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 35,
        placements: 2_658_865,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 37,
        placements: 7_282_030,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 38,
        placements: 282_913,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 40,
        placements: 1_506_454,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 42,
        placements: 116_038_117,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 43,
        placements: 437_194,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 47,
        placements: 8_668_982,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 48,
        placements: 465_218,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 50,
        placements: 421_008,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 51,
        placements: 1_256_697,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 52,
        placements: 1_332_304,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 53,
        placements: 236_474,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 56,
        placements: 808_529,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 58,
        placements: 210_906,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 59,
        placements: 792_756,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 63,
        placements: 5_178_247,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 64,
        placements: 286_732,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 65,
        placements: 3_473_734,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 67,
        placements: 396_837,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 70,
        placements: 519_075,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 71,
        placements: 1_905_037,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 72,
        placements: 22_849_955,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 74,
        placements: 494_909,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 77,
        placements: 2_046_667,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 79,
        placements: 507_037,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 82,
        placements: 251_079,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 84,
        placements: 1_626_558,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 90,
        placements: 12_301_177,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 94,
        placements: 478_555,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 95,
        placements: 655_165,
    },
    Slow {
        file: "norvig/top95.txt",
        line: 96,
        placements: 9_468_668,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 1,
        placements: 69_175_316,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 2,
        placements: 1_114_771,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 4,
        placements: 1_984_465,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 6,
        placements: 262_014,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 7,
        placements: 304_053,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 8,
        placements: 791_411,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 12,
        placements: 2_154_463,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 13,
        placements: 18_297_262,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 14,
        placements: 1_081_552,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 16,
        placements: 1_686_405,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 17,
        placements: 26_590_293,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 18,
        placements: 6_943_195,
    },
    Slow {
        file: "plb/sudoku.txt",
        line: 19,
        placements: 628_808,
    },
    Slow {
        file: "projecteuler/easy50.txt",
        line: 13,
        placements: 243_098,
    },
    Slow {
        file: "tdoku/puzzles1_unbiased_first1000",
        line: 45,
        placements: 1_016_205,
    },
    Slow {
        file: "tdoku/puzzles1_unbiased_first1000",
        line: 210,
        placements: 286_949,
    },
    Slow {
        file: "tdoku/puzzles1_unbiased_first1000",
        line: 430,
        placements: 400_771,
    },
    Slow {
        file: "tdoku/puzzles1_unbiased_first1000",
        line: 763,
        placements: 301_801,
    },
    Slow {
        file: "tdoku/puzzles1_unbiased_first1000",
        line: 865,
        placements: 342_520,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 10,
        placements: 1_686_405,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 11,
        placements: 202_707,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 12,
        placements: 1_079_667,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 13,
        placements: 2_199_237,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 15,
        placements: 441_541,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 16,
        placements: 1_325_857,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 17,
        placements: 1_744_643,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 18,
        placements: 753_521,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 19,
        placements: 10_208_811,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 20,
        placements: 1_473_036,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 21,
        placements: 1_457_090,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 22,
        placements: 3_006_014,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 23,
        placements: 1_425_856,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 24,
        placements: 2_411_649,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 25,
        placements: 9_421_729,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 26,
        placements: 3_095_742,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 27,
        placements: 985_667,
    },
    Slow {
        file: "tdoku/test_puzzles",
        line: 28,
        placements: 11_042_308,
    },
];

/// The [`SLOW`] entry for `file` and `line`, if the puzzle there is slow.
pub fn slow(file: &str, line: usize) -> Option<&'static Slow> {
    SLOW.iter().find(|s| s.file == file && s.line == line)
}

/// A puzzle from a dataset file, with where it came from.
#[derive(Clone, Debug)]
pub struct DataPuzzle {
    /// The file, under `data/`.
    pub file: &'static str,
    /// The 1-based line.
    pub line: usize,
    /// The puzzle.
    pub grid: Grid,
    /// The whole line, trailers included (tdoku's `:N:solution`, plb's
    /// names), without its line ending.
    pub text: String,
}

impl DataPuzzle {
    /// `file:line`, for assertion messages.
    pub fn name(&self) -> String {
        format!("{}:{}", self.file, self.line)
    }
}

fn read(path: &Path) -> Vec<u8> {
    fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every puzzle of `data/{file}`, read with format detection as the CLI
/// reads them.
///
/// # Panics
/// When the file is missing, does not parse as `line` format, or holds no
/// puzzle.
pub fn data_puzzles(file: &'static str) -> Vec<DataPuzzle> {
    let bytes = read(&root().join("data").join(file));
    let parsed = format::parse(&bytes, None).unwrap_or_else(|e| panic!("data/{file}: {e}"));
    assert_eq!(
        parsed.format,
        Format::Line,
        "data/{file} is not recognised as line format"
    );
    let lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    parsed
        .puzzles
        .into_iter()
        .map(|p| {
            let raw = lines[p.line - 1];
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            DataPuzzle {
                file,
                line: p.line,
                grid: p.grid,
                text: String::from_utf8_lossy(raw).into_owned(),
            }
        })
        .collect()
}

/// The puzzle on 1-based `line` of `data/{file}`.
///
/// # Panics
/// When no puzzle starts on that line.
pub fn data_puzzle(file: &'static str, line: usize) -> DataPuzzle {
    data_puzzles(file)
        .into_iter()
        .find(|p| p.line == line)
        .unwrap_or_else(|| panic!("no puzzle on data/{file} line {line}"))
}

/// The first puzzle of `tests/fixtures/originals/{name}`, read in the
/// format its name ends with: `.2580.txt` or `.2239.txt`.
///
/// # Panics
/// When the file is missing, has another extension, or does not parse.
pub fn fixture(name: &str) -> Grid {
    let format = if name.ends_with(".2580.txt") {
        Format::Boj2580
    } else if name.ends_with(".2239.txt") {
        Format::Boj2239
    } else {
        panic!("{name}: a fixture input ends in .2580.txt or .2239.txt")
    };
    let bytes = read(&root().join("tests/fixtures/originals").join(name));
    format::parse_first(&bytes, format).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Runs all five variants on `puzzle` under `budget` with a
/// [`TraceHash`](sudoku_lab::TraceHash), asserts that they reach the same
/// outcome, the same shared counters (`placements`, `backtracks`,
/// `candidate_checks`) and the same trace, and returns each variant's
/// report (in [`Variant::ALL`](sudoku_lab::Variant::ALL) order) and the
/// common trace hash. `what` names the puzzle in failure messages.
///
/// # Panics
/// When two variants differ, naming both and what differs.
pub fn five_agree(
    puzzle: &Grid,
    budget: sudoku_lab::Budget,
    what: &str,
) -> ([sudoku_lab::Report; 5], sudoku_lab::TraceHash) {
    use sudoku_lab::{TraceHash, Variant};
    let runs: [(sudoku_lab::Report, TraceHash); 5] = std::array::from_fn(|i| {
        let mut hash = TraceHash::default();
        let report = Variant::ALL[i].solve(puzzle, budget, &mut hash);
        (report, hash)
    });
    let (r0, h0) = runs[0];
    let v0 = Variant::ALL[0];
    for (v, (r, h)) in Variant::ALL.iter().zip(&runs).skip(1) {
        assert_eq!(r.outcome, r0.outcome, "{what}: outcome of {v} differs from {v0}");
        assert_eq!(
            (r.stats.placements, r.stats.backtracks, r.stats.candidate_checks),
            (r0.stats.placements, r0.stats.backtracks, r0.stats.candidate_checks),
            "{what}: (placements, backtracks, candidate_checks) of {v} differ from {v0}"
        );
        assert_eq!(*h, h0, "{what}: trace of {v} differs from {v0}");
    }
    (runs.map(|(r, _)| r), h0)
}

/// Asserts that the lines of `data/{file}` that stopped at [`BUDGET`]
/// are exactly those [`SLOW`] lists for that file, so the list stays true.
pub fn assert_stopped_are_slow(file: &str, stopped: &[usize]) {
    let expected: Vec<usize> = SLOW.iter().filter(|s| s.file == file).map(|s| s.line).collect();
    assert_eq!(
        stopped, expected,
        "data/{file}: the lines that stop at {BUDGET} placements differ from common::SLOW"
    );
}
