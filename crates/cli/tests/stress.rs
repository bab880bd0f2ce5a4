//! `sudoku-lab stress` against fixture solutions in testdata/stress/:
//! a correct one and one per verdict (WA twice, PE, TLE, RE, OLE). Each gets
//! its verdict; each wrong one a saved, shrunk input with fewer blanks that
//! still fails the same way when run again.
//!
//! Bounded in time: a handful of inputs each, short time limits. Fixtures
//! in Python are skipped (with a message) when `python3` is missing, the C
//! one when `cc` is.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

#[allow(dead_code)] // each test file uses part of it
use crate::support;
use sudoku_lab::Problem;
use sudoku_lab::format;
use sudoku_lab_cli::stress::{self, Program, Verdict};
use support::{root, scratch, stress_fixture as fixture};

fn has(tool: &str, arg: &str) -> bool {
    let found = Command::new(tool)
        .arg(arg)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        eprintln!("skipped: `{tool}` is not available");
    }
    found
}

fn python() -> Option<()> {
    has("python3", "--version").then_some(())
}

/// Runs `sudoku-lab stress` with `args`, saving under `save`.
fn stress(args: &[&str], save: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .arg("stress")
        .args(args)
        .arg("--save")
        .arg(save)
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .expect("the binary starts")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The count in the `verdict` row of the summary table.
fn count(stdout: &str, verdict: Verdict) -> usize {
    stdout
        .lines()
        .find_map(|l| {
            let mut words = l.split_whitespace();
            (words.next() == Some(verdict.name())).then(|| words.next().unwrap().parse().unwrap())
        })
        .unwrap_or_else(|| panic!("no {verdict} row in:\n{stdout}"))
}

/// Checks a failing run: exit 1, `verdict` in the summary, the first
/// failure saved, and its shrunk input saved, with fewer blanks, still
/// failing with `verdict` when the program runs on it again.
fn assert_fails(problem: Problem, program: &Program, out: &Output, save: &Path, verdict: Verdict) {
    let stdout = text(&out.stdout);
    let context = format!("stdout:\n{stdout}\nstderr:\n{}", text(&out.stderr));
    assert_eq!(out.status.code(), Some(1), "{context}");
    assert!(count(&stdout, verdict) >= 1, "{context}");
    assert!(stdout.contains("failed (first: test "), "{context}");

    // `shrunk test N (V) from A to B blanks in R runs; still V: …`
    let line = stdout
        .lines()
        .find(|l| l.starts_with("shrunk test "))
        .unwrap_or_else(|| panic!("no shrink report; {context}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    let (test, shown, before, after) = (words[2], words[3], words[5], words[7]);
    assert_eq!(shown, format!("({verdict})"), "{line}");
    let (before, after): (usize, usize) = (before.parse().unwrap(), after.parse().unwrap());
    assert!(after < before, "{line}");
    assert!(line.contains(&format!("still {verdict}")), "{line}");

    let dir = save.join(format!("{problem}-seed1-test{test}-{verdict}"));
    for f in ["input.txt", "output.txt", "expected.txt", "stderr.txt", "verdict.txt"] {
        assert!(dir.join(f).is_file(), "{} missing; {context}", dir.join(f).display());
        assert!(dir.join("shrunk").join(f).is_file(), "shrunk/{f} missing");
    }
    let read = |p: PathBuf| std::fs::read(p).unwrap();
    let original = format::parse_first(&read(dir.join("input.txt")), problem.format()).unwrap();
    assert_eq!(original.blanks(), before);
    let verdict_txt = text(&read(dir.join("verdict.txt")));
    assert!(verdict_txt.starts_with(&format!("{verdict}: ")), "{verdict_txt}");

    let shrunk_input = read(dir.join("shrunk/input.txt"));
    let shrunk = format::parse_first(&shrunk_input, problem.format()).unwrap();
    assert_eq!(shrunk.blanks(), after);
    assert!(stress::legal(problem, &shrunk));
    let solution = text(&read(dir.join("expected.txt")));
    assert_eq!(
        text(&read(dir.join("shrunk/expected.txt"))),
        solution,
        "filled from the same solution"
    );
    let again = program.trial(problem, &shrunk).unwrap();
    assert_eq!(again.verdict, verdict, "{}", again.reason);
}

fn program(problem: Problem, cmd: &str, ms: u64) -> Program {
    Program {
        time_limit: Duration::from_millis(ms),
        ..Program::new(cmd, problem)
    }
}

/// Runs `cmd` on 2580 with seed 1 and checks that it fails with `verdict`.
fn check_failing(cmd: &str, ms: u64, verdict: Verdict) {
    let problem = Problem::Boj2580;
    let save = scratch(verdict.name());
    let t = ms.to_string();
    let out = stress(&["-p", "2580", "--cmd", cmd, "-n", "6", "-s", "1", "-t", &t], &save);
    assert_fails(problem, &program(problem, cmd, ms), &out, &save, verdict);
}

#[test]
fn a_correct_solution_is_accepted_on_both_problems() {
    let Some(()) = python() else { return };
    let cmd = format!("python3 {}", fixture("correct.py"));
    for (p, kind) in [("2580", "boj"), ("2239", "multi")] {
        let save = scratch("correct");
        let out = stress(
            &["-p", p, "--cmd", &cmd, "-n", "5", "-s", "3", "-t", "10000", "-k", kind],
            &save,
        );
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
        assert_eq!(count(&stdout, Verdict::Ac), 5, "{stdout}");
        assert!(
            stdout.contains(&format!("5 of 5 tests run (seed 3, kind {kind}, problem {p}")),
            "{stdout}"
        );
        assert!(stdout.trim_end().ends_with("all AC"), "{stdout}");
        assert!(!save.exists(), "nothing to save");
    }
}

#[test]
fn forgetting_to_undo_is_a_wrong_answer() {
    let Some(()) = python() else { return };
    check_failing(&format!("python3 {}", fixture("no_undo.py")), 10_000, Verdict::Wa);
}

#[test]
fn a_wrong_block_index_is_a_wrong_answer() {
    let Some(()) = python() else { return };
    check_failing(&format!("python3 {}", fixture("wrong_block.py")), 10_000, Verdict::Wa);
}

#[test]
fn the_2239_layout_on_2580_is_a_presentation_error() {
    let Some(()) = python() else { return };
    check_failing(&format!("python3 {}", fixture("layout_2239.py")), 10_000, Verdict::Pe);
}

#[test]
fn an_endless_loop_is_a_time_limit_exceeded() {
    let Some(()) = python() else { return };
    check_failing(&format!("python3 {}", fixture("forever.py")), 150, Verdict::Tle);
}

#[test]
fn ten_megabytes_of_output_is_an_output_limit_exceeded() {
    let Some(()) = python() else { return };
    check_failing(&format!("python3 {}", fixture("flood.py")), 10_000, Verdict::Ole);
}

#[test]
fn a_segfault_is_a_runtime_error() {
    if !has("cc", "--version") {
        return;
    }
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("stress-crash-{}", std::process::id()));
    let built = Command::new("cc")
        .arg("-o")
        .arg(&exe)
        .arg(fixture("crash.c"))
        .status()
        .expect("cc runs");
    assert!(built.success(), "cc could not build crash.c");
    let cmd = exe.display().to_string();
    check_failing(&cmd, 10_000, Verdict::Re);
    let e = program(Problem::Boj2580, &cmd, 10_000).run(b"0 0 0\n").unwrap();
    assert_eq!(e.describe_status(), "exit status 139: killed by signal 11 (SIGSEGV)");
}

#[test]
fn a_timeout_kills_the_whole_process_group() {
    // hang.sh waits on one `sleep 300` with another in the background
    // holding stdout open: killing only the shell would leave the run
    // waiting for the end of stdout for five minutes.
    let start = Instant::now();
    check_failing(&format!("sh {}", fixture("hang.sh")), 150, Verdict::Tle);
    assert!(start.elapsed() < Duration::from_secs(60), "{:?}", start.elapsed());
}

#[test]
fn keep_going_runs_and_saves_every_input() {
    let Some(()) = python() else { return };
    let save = scratch("keep-going");
    let cmd = format!("python3 {}", fixture("layout_2239.py"));
    let out = stress(
        &["-p", "2580", "--cmd", &cmd, "-n", "3", "-s", "9", "--keep-going"],
        &save,
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert_eq!(count(&stdout, Verdict::Pe), 3, "{stdout}");
    assert!(stdout.contains("3 of 3 tests run"), "{stdout}");
    for i in 1..=3 {
        assert!(save.join(format!("2580-seed9-test{i}-PE/input.txt")).is_file());
    }
    assert_eq!(stdout.matches("shrunk test ").count(), 1, "one shrink per verdict");
}

#[test]
fn inputs_from_a_file_skip_puzzles_that_are_not_legal_tests() {
    let Some(()) = python() else { return };
    let cmd = format!("python3 {}", fixture("correct.py"));
    let save = scratch("inputs");
    let sample = root().join("testdata/originals/sample2580.2580.txt");
    let sample = sample.to_str().unwrap();
    let out = stress(&["-p", "2580", "--cmd", &cmd, "--inputs", sample], &save);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("1 of 1 tests run (inputs "), "{stdout}");

    // Conflicting givens: not a test, so not the program's fault; such
    // puzzles are skipped with a warning, and none left is bad input.
    let grid = format::parse_first(&std::fs::read(sample).unwrap(), format::Format::Boj2580).unwrap();
    let conflict = format!("55{}\n", ".".repeat(79));
    let mixed = save.with_extension("mixed.txt");
    std::fs::write(&mixed, format!("{grid}\n{conflict}")).unwrap();
    let out = stress(
        &["-p", "2580", "--cmd", &cmd, "--inputs", mixed.to_str().unwrap()],
        &save,
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("1 of 1 tests run"), "{stdout}");
    assert!(
        stderr.contains(
            "skipped 1 of 2 puzzles that are not legal 2580 tests; the first, puzzle 2 (line 2): givens conflict"
        ),
        "{stderr}"
    );
    let bad = save.with_extension("bad.txt");
    std::fs::write(&bad, conflict).unwrap();
    let out = stress(&["-p", "2580", "--cmd", &cmd, "--inputs", bad.to_str().unwrap()], &save);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("no legal 2580 test; puzzle 1 (line 1): givens conflict: 5 appears twice"),
        "{stderr}"
    );

    let out = stress(&["-p", "2580", "--cmd", &cmd, "--jobs", "0"], &save);
    assert_eq!(out.status.code(), Some(2), "bad usage");
}
