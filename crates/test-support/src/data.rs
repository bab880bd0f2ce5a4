//! Helpers shared by the integration tests: the bundled puzzle files under
//! `data/`, the fixtures under `testdata/originals/`, and the one list
//! of dataset puzzles that need more placements than the tests allow.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use sudoku_lab::{Format, Grid, format};

use crate::datasets;

/// The dataset files whose every puzzle the tests run through all five
/// variants, as paths under `data/` ([`datasets`]): `tests/variants.rs` the
/// first four, `tests/differential.rs` the last two. ([`datasets::TDOKU_MAGICTOUR`]
/// is left out: 1,465 puzzles, 708 of them over 100,000 placements.)
pub const DATA_FILES: [&str; 6] = [
    datasets::EASY50.file,
    datasets::TOP95.file,
    datasets::PLB.file,
    datasets::TDOKU_TEST.file,
    datasets::TDOKU_UNBIASED.file,
    datasets::TDOKU_SERG.file,
];

/// The placement budget every dataset puzzle runs under. A naive
/// backtracker needs up to 116,038,117 placements on these files; with all
/// five ports 200,000 keeps the whole run to a few seconds while still
/// solving most puzzles to the end (125 of the 208 of the first four
/// files; those it stops are in [`slow_list`]).
pub const BUDGET: u64 = 200_000;

/// A dataset puzzle that needs more than [`BUDGET`] placements: one line of
/// `testdata/slow.txt`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slow {
    /// The file, under `data/`.
    pub file: String,
    /// The 1-based line the puzzle is on (`#` header lines counted).
    pub line: usize,
    /// Placements the five ports make to finish (solve, or exhaust the
    /// tree for tdoku lines 19-28, which have no solution), measured
    /// without a budget; all five agree.
    pub placements: u64,
}

/// Every puzzle of [`DATA_FILES`] that needs more than [`BUDGET`]
/// placements, by file, then line: the one list of slow dataset puzzles,
/// read from `testdata/slow.txt` (see its header).
///
/// # Panics
/// When the file is missing or a line is not `FILE LINE PLACEMENTS`.
pub fn slow_list() -> &'static [Slow] {
    static LIST: OnceLock<Vec<Slow>> = OnceLock::new();
    LIST.get_or_init(|| {
        let path = root().join("testdata/slow.txt");
        let text = String::from_utf8(read(&path)).expect("testdata/slow.txt is UTF-8");
        text.lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|(i, l)| {
                let bad = || {
                    panic!(
                        "testdata/slow.txt line {}: expected FILE LINE PLACEMENTS, found {l:?}",
                        i + 1
                    )
                };
                let mut words = l.split_whitespace();
                let (Some(file), Some(line), Some(placements), None) =
                    (words.next(), words.next(), words.next(), words.next())
                else {
                    bad()
                };
                Slow {
                    file: file.to_string(),
                    line: line.parse().unwrap_or_else(|_| bad()),
                    placements: placements.parse().unwrap_or_else(|_| bad()),
                }
            })
            .collect()
    })
}

/// The slow-list entry for `file` and `line`, if the puzzle there is slow.
pub fn slow(file: &str, line: usize) -> Option<&'static Slow> {
    slow_list().iter().find(|s| s.file == file && s.line == line)
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

/// The workspace root: the directory that holds `data/` and `testdata/`.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
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

/// The first puzzle of `testdata/originals/{name}`, read in the
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
    let bytes = read(&root().join("testdata/originals").join(name));
    format::parse_first(&bytes, format).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Asserts that the lines of `data/{file}` that stopped at [`BUDGET`]
/// are exactly those [`slow_list`] lists for that file, so the list stays true.
pub fn assert_stopped_are_slow(file: &str, stopped: &[usize]) {
    let expected: Vec<usize> = slow_list().iter().filter(|s| s.file == file).map(|s| s.line).collect();
    assert_eq!(
        stopped, expected,
        "data/{file}: the lines that stop at {BUDGET} placements differ from testdata/slow.txt"
    );
}
