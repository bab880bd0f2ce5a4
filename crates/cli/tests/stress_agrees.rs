//! One implementation (issue 43): the library's stress core
//! ([`sudoku_lab::stress::run_all`], which the book's 반례 page drives through
//! its WebAssembly module) and `sudoku-lab stress` find the same first
//! failing test and the same shrunk input for the book's `buggy.py`, byte
//! for byte, on 5 seeds × 3 kinds. The library is driven here with CPython
//! as a process (the page runs the same state machine with Pyodide; its
//! own browser test checks that it shows the library's shrunk input).
//! Slow (about 30 runs of CPython per shrink): `#[ignore]`d, run by
//! `.ci/run`.

use std::process::Stdio;

use sudoku_lab::stress::{self as core, Kind};
use sudoku_lab::{Problem, format};
use sudoku_lab_cli::stress::pool;

use crate::support::{self, root, scratch};

/// `buggy.py` run by the library's core on `sudoku-lab stress`'s tests:
/// the first failure's number and verdict and the shrunk input (the
/// failure's own when it was not shrunk), or `None` when all are AC.
fn core_result(
    problem: Problem,
    kind: Kind,
    seed: u64,
    count: usize,
    program: &str,
) -> Option<(usize, String, String)> {
    let tests: Vec<_> = core::inputs(problem, kind, seed, count, &pool(problem, kind))
        .map(|t| t.expect("a test"))
        .collect();
    let program = std::path::Path::new(program);
    let summary = core::run_all(problem, tests, false, |input| {
        sudoku_lab_test::python::verdict(problem, program, input)
    })
    .expect("python3 runs");
    let first = summary.failures.first()?;
    let shrunk = summary.shrunk.first().map_or(first.puzzle, |s| s.puzzle);
    Some((
        first.index + 1,
        first.verdict.name().to_string(),
        format::write(&shrunk, problem.format()),
    ))
}

/// The same from `sudoku-lab stress`'s saved files (`test3-WA/` and its
/// `shrunk/input.txt`).
fn cli_result(kind: Kind, seed: u64, count: usize, program: &str) -> Option<(usize, String, String)> {
    let save = scratch("agrees");
    let out = support::bin()
        .args(["stress", "-p", "2580", "-j", "1", "--kind", kind.name()])
        .args(["--seed", &seed.to_string(), "-n", &count.to_string()])
        .arg("--cmd")
        .arg(format!("python3 {program}"))
        .arg("--save")
        .arg(&save)
        .env("SUDOKU_LAB_LANG", "en")
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .expect("sudoku-lab runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let run = save.join(format!("2580-seed{seed}"));
    let failure = std::fs::read_dir(&run)
        .ok()?
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .next();
    let Some(failure) = failure else {
        assert_eq!(out.status.code(), Some(0), "{stdout}");
        return None;
    };
    let (n, verdict) = failure
        .trim_start_matches("test")
        .split_once('-')
        .expect("testN-VERDICT");
    let dir = run.join(&failure);
    let shrunk = dir.join("shrunk/input.txt");
    let input = std::fs::read_to_string(if shrunk.is_file() {
        shrunk
    } else {
        dir.join("input.txt")
    })
    .expect("saved");
    let _ = std::fs::remove_dir_all(&save);
    Some((n.parse().expect("a number"), verdict.to_string(), input))
}

#[test]
#[ignore = "slow: 15 stress runs of CPython with their shrinks; run by .ci/run"]
fn the_cli_and_the_library_core_agree_on_buggy_py() {
    support::python3();
    let program = root().join("book/src/programs/buggy.py").display().to_string();
    let mut failed = 0;
    for kind in [Kind::Boj, Kind::Unique, Kind::Multi] {
        for seed in 1..=5 {
            let core = core_result(Problem::Boj2580, kind, seed, 20, &program);
            let cli = cli_result(kind, seed, 20, &program);
            assert_eq!(core, cli, "kind {}, seed {seed}", kind.name());
            failed += usize::from(core.is_some());
        }
    }
    // The comparison means something only where buggy.py fails.
    assert!(failed >= 10, "buggy.py failed in only {failed} of 15 runs");
}
