//! The fuzz targets' checks under plain `cargo test`: every saved input
//! under `fuzz/regressions/<target>/` (crashes found once, and inputs worth
//! keeping) goes through the same `sudoku_lab_test::fuzzing` function as under
//! `cargo fuzz`, decoded the same way (`arbitrary::Unstructured`), and so
//! does every seed built from `data/` (`fuzzing::data_seeds`, which
//! `cargo xtask seed-corpora` writes under `fuzz/corpus/`).

use std::fs;
use std::path::{Path, PathBuf};

use sudoku_lab::{Format, Outcome, format, reference};
use sudoku_lab_test::fuzzing::{self, JUDGE_CASES, TARGETS};

fn root() -> PathBuf {
    sudoku_lab_test::data::root()
}

fn seeds(target: &str) -> Vec<Vec<u8>> {
    fuzzing::data_seeds(target)
}

/// The files of `dir`, sorted, or none when it does not exist.
fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("a readable directory").path())
        .filter(|p| p.is_file() && !p.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.')))
        .collect();
    files.sort();
    files
}

#[test]
fn saved_regressions_pass() {
    let dir = root().join("fuzz/regressions");
    let mut seen = 0;
    for target in TARGETS {
        for path in files(&dir.join(target)) {
            let bytes = fs::read(&path).expect("readable");
            println!("{target}: {}", path.display());
            fuzzing::run(target, &bytes).expect("a known target");
            seen += 1;
        }
    }
    assert!(seen > 0, "no regressions found under {}", dir.display());
    for entry in fs::read_dir(&dir).expect("fuzz/regressions") {
        let name = entry.expect("readable").file_name();
        let name = name.to_string_lossy();
        assert!(
            name.starts_with('.') || name == "README.md" || TARGETS.contains(&&*name),
            "fuzz/regressions/{name} is not a fuzz target"
        );
    }
}

#[test]
fn seeds_from_data_pass_and_are_interesting() {
    for target in TARGETS {
        let seeds = seeds(target);
        assert!(seeds.len() >= 20, "{target}: only {} seeds", seeds.len());
        let kept = seeds.iter().filter(|s| fuzzing::run(target, s) == Some(true)).count();
        // Most dataset puzzles are too hard for the `programs` budget; their
        // cheaper cousins are not.
        assert!(
            kept * 3 >= seeds.len(),
            "{target}: only {kept} of {} seeds are interesting",
            seeds.len()
        );
    }
}

#[test]
fn judge_cases_hold_their_smallest_completion() {
    for (puzzle, least) in JUDGE_CASES.iter() {
        let p = format::parse_first(puzzle.as_bytes(), Format::Line).unwrap();
        let l = format::parse_first(least.as_bytes(), Format::Line).unwrap();
        assert_eq!(
            reference::solve(&p, reference::NO_NODE_LIMIT).outcome,
            Outcome::Solved(l),
            "{puzzle}"
        );
    }
}

#[test]
fn debug_shows_the_puzzle_line() {
    let bytes = [0xFFu8; 16];
    let input: fuzzing::DifferentialInput =
        arbitrary::Arbitrary::arbitrary_take_rest(arbitrary::Unstructured::new(&bytes)).unwrap();
    let shown = format!("{input:?}");
    let line = shown.split('"').nth(1).expect("a quoted puzzle");
    let p = format::parse_first(line.as_bytes(), Format::Line).unwrap();
    assert_eq!(p, input.recipe.puzzle());
    assert_eq!(p.blanks(), fuzzing::MAX_BLANKS as usize);
}
