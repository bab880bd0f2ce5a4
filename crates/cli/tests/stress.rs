//! `sudoku-lab stress` against fixture solutions in testdata/stress/:
//! a correct one and one per verdict (WA twice, PE, TLE, RE, OLE). Each gets
//! its verdict; each wrong one a saved, shrunk input with fewer blanks that
//! still fails the same way when run again.
//!
//! And what a learner reads (issue 26): a command that cannot start is
//! stopped on the sample with its own stderr, nothing shrunk; an RE shows
//! the program's traceback; every saved failure names the command that
//! replays it, and that command does; the wrappers people write around
//! `python3` keep Python's limit; `--count 0` is a usage error; each run
//! saves in a folder of its own; a TLE that is WA alone is a WA; the
//! console speaks Korean under a Korean locale.
//!
//! Bounded in time: a handful of inputs each, short time limits. A test
//! that needs `python3` or `cc` fails, naming the Debian package to
//! install, when it is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

#[allow(dead_code)] // each test file uses part of it
use crate::support;
use sudoku_lab::Problem;
use sudoku_lab::format;
use sudoku_lab_cli::stress::{self, Program, Verdict};
use support::{root, scratch, stress_fixture as fixture};

fn python() {
    support::python3();
}

/// Runs `sudoku-lab stress` with `args`, saving under `save`, with an
/// English console whatever the machine's locale.
fn stress(args: &[&str], save: &Path) -> Output {
    stress_env(args, save, &[("SUDOKU_LAB_LANG", "en")])
}

/// Runs `sudoku-lab stress` with `args` and the environment variables
/// `vars` (the locale's own removed first).
fn stress_env(args: &[&str], save: &Path, vars: &[(&str, &str)]) -> Output {
    let mut c = support::bin();
    c.arg("stress").args(args).arg("--save").arg(save);
    for var in ["SUDOKU_LAB_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        c.env_remove(var);
    }
    c.envs(vars.iter().copied())
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .expect("the binary starts")
}

/// Checks that the last line of the summary fits 100 columns.
fn assert_last_line_fits(stdout: &str) {
    let last = stdout.lines().last().unwrap_or("");
    assert!(last.chars().count() <= 100, "{} columns: {last}", last.chars().count());
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
    assert_last_line_fits(&stdout);

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

    let dir = save.join(format!("{problem}-seed1/test{test}-{verdict}"));
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
    let again = Program {
        command: support::with_path(&program.command),
        ..program.clone()
    }
    .trial(problem, &shrunk)
    .unwrap();
    assert_eq!(again.verdict, verdict, "{}", again.reason);

    // Each saved failure names the command that replays it by hand; for a
    // program whose output does not depend on time, it prints the saved
    // output again.
    for at in [dir.clone(), dir.join("shrunk")] {
        let replay = format!(
            "  run it by hand: {program_cmd} < {}/input.txt",
            at.display(),
            program_cmd = program.command
        );
        assert!(stdout.contains(&replay), "no {replay:?} in:\n{stdout}");
        if matches!(verdict, Verdict::Wa | Verdict::Pe) {
            let by_hand = Command::new("sh")
                .env("PATH", support::path())
                .arg("-c")
                .arg(replay.trim_start().trim_start_matches("run it by hand: "))
                .current_dir(root())
                .output()
                .unwrap();
            assert_eq!(text(&by_hand.stdout), text(&read(at.join("output.txt"))), "{replay}");
        }
    }
}

fn program(problem: Problem, cmd: &str, ms: u64) -> Program {
    Program {
        time_limit: Duration::from_millis(ms),
        ..Program::new(cmd, problem)
    }
}

/// Runs `cmd` on 2580 with seed 1, six tests, `ms` of CPU a run and the
/// arguments `more`, saving under `save`.
fn failing_session(cmd: &str, ms: u64, more: &[&str], save: &Path) -> Output {
    failing_session_on(Problem::Boj2580, cmd, ms, more, save)
}

/// [`failing_session`] on `problem`.
fn failing_session_on(problem: Problem, cmd: &str, ms: u64, more: &[&str], save: &Path) -> Output {
    let (t, p) = (ms.to_string(), problem.to_string());
    let mut args = vec!["-p", &p, "--cmd", cmd, "-n", "6", "-s", "1", "-t", &t];
    args.extend(more);
    stress(&args, save)
}

/// Runs `cmd` on 2580 with seed 1 and checks that it fails with `verdict`.
fn check_failing(cmd: &str, ms: u64, verdict: Verdict) {
    check_failing_on(Problem::Boj2580, cmd, ms, verdict);
}

/// [`check_failing`] on `problem`.
fn check_failing_on(problem: Problem, cmd: &str, ms: u64, verdict: Verdict) {
    let save = scratch(&format!("{}-{problem}", verdict.name()));
    let out = failing_session_on(problem, cmd, ms, &[], &save);
    assert_fails(problem, &program(problem, cmd, ms), &out, &save, verdict);
}

/// `python3 no_undo.py` (WA) in a [`failing_session`] with one job, run
/// once for the two tests that read it (its shrink takes 25 runs of
/// Python): the command, where it saved, what stress printed.
fn no_undo_session() -> &'static (String, PathBuf, Output) {
    static SESSION: std::sync::OnceLock<(String, PathBuf, Output)> = std::sync::OnceLock::new();
    SESSION.get_or_init(|| {
        let cmd = format!("python3 {}", fixture("no_undo.py"));
        let save = scratch("no-undo");
        let out = failing_session(&cmd, 10_000, &["-j", "1"], &save);
        (cmd, save, out)
    })
}

#[test]
fn a_correct_solution_is_accepted_on_both_problems() {
    python();
    let cmd = format!("python3 {}", fixture("correct.py"));
    // Seed 1: five tests CPython solves in a fraction of a second each
    // (seed 3's third multi test has a cnt near 6 million, seconds of CPU;
    // the near-cap tests have their own).
    for (p, kind) in [("2580", "boj"), ("2239", "multi")] {
        let save = scratch("correct");
        let out = stress(
            &["-p", p, "--cmd", &cmd, "-n", "5", "-s", "1", "-t", "10000", "-k", kind],
            &save,
        );
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
        assert_eq!(count(&stdout, Verdict::Ac), 5, "{stdout}");
        assert!(
            stdout.contains(&format!("5 of 5 tests run (seed 1, kind {kind}, problem {p}")),
            "{stdout}"
        );
        assert!(stdout.trim_end().ends_with("all AC"), "{stdout}");
        assert_last_line_fits(&stdout);
        assert!(
            stdout.contains("(Python: 1 s x 3 + 2 s, guessed from `python3` in --cmd)")
                || stdout.contains("(--time-limit)"),
            "{stdout}"
        );
        assert!(!save.exists(), "nothing to save");
    }
}

#[test]
fn forgetting_to_undo_is_a_wrong_answer() {
    python();
    let problem = Problem::Boj2580;
    let (cmd, save, out) = no_undo_session();
    assert_fails(problem, &program(problem, cmd, 10_000), out, save, Verdict::Wa);
}

#[test]
fn a_wrong_block_index_is_a_wrong_answer() {
    python();
    check_failing(&format!("python3 {}", fixture("wrong_block.py")), 10_000, Verdict::Wa);
}

/// 2580's special judge reads 81 numbers and answers AC or WA only: the
/// 2239 layout, digits side by side, is one number to it, so 틀렸습니다
/// on Baekjoon (WA), not PE.
#[test]
fn the_2239_layout_on_2580_is_a_wrong_answer() {
    python();
    check_failing(&format!("python3 {}", fixture("layout_2239.py")), 10_000, Verdict::Wa);
}

/// 2239 has no special judge: its output is compared line by line, so the
/// right digits in 2580's layout are PE (출력 형식이 잘못되었습니다).
#[test]
fn the_2580_layout_on_2239_is_a_presentation_error() {
    python();
    check_failing_on(
        Problem::Boj2239,
        &format!("python3 {}", fixture("layout_2580.py")),
        10_000,
        Verdict::Pe,
    );
}

#[test]
fn an_endless_loop_is_a_time_limit_exceeded() {
    python();
    // 50 ms of CPU: Python (the interpreter itself, see support::path)
    // starts in a fifth of that, then loops.
    check_failing(&format!("python3 {}", fixture("forever.py")), 50, Verdict::Tle);
}

#[test]
fn ten_megabytes_of_output_is_an_output_limit_exceeded() {
    python();
    check_failing(&format!("python3 {}", fixture("flood.py")), 10_000, Verdict::Ole);
}

#[test]
fn a_segfault_is_a_runtime_error() {
    let exe = support::built("crash.c", "crash", &["cc", "-o", "{out}", "{src}"], "gcc");
    let cmd = exe.display().to_string();
    // It crashes on every input, the sample first: stopped there, with
    // the signal named and nothing shrunk.
    let save = scratch("segfault");
    let out = stress(&["-p", "2580", "--cmd", &cmd, "-n", "6", "-s", "1"], &save);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.starts_with(&format!(
            "your command failed on the sample before any test: `{cmd}` ended with exit status 139: killed by signal 11 (SIGSEGV)"
        )),
        "{stdout}"
    );
    assert!(!stdout.contains("shrunk test"), "{stdout}");
    assert!(save.join("2580-seed1/sample-RE/verdict.txt").is_file());
    let e = program(Problem::Boj2580, &cmd, 10_000).run(b"0 0 0\n").unwrap();
    assert_eq!(
        stress::describe_status(&e),
        "exit status 139: killed by signal 11 (SIGSEGV)"
    );
}

/// Issue 42: a program that exits with status 139 was not killed by a
/// signal: RE with its exit status, and the signal a shell would mean by
/// it, never "killed by signal 11".
#[test]
fn an_exit_status_of_139_is_not_called_a_signal() {
    let cmd = "cat > /dev/null; exit 139";
    let e = program(Problem::Boj2580, cmd, 10_000).run(b"0 0 0\n").unwrap();
    let said = "exit status 139 (128 + 11: a shell's status for a command killed by signal 11 (SIGSEGV))";
    assert_eq!(stress::describe_status(&e), said);
    let save = scratch("exit139");
    let out = stress(&["-p", "2580", "--cmd", cmd, "-n", "1", "-s", "1"], &save);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains(&format!("`{cmd}` ended with {said}")), "{stdout}");
    assert!(!stdout.contains("killed by signal 11 (SIGSEGV)\n"), "{stdout}");
}

#[test]
fn a_timeout_kills_the_whole_process_group() {
    // hang.sh waits on one `sleep 300` with another in the background
    // holding stdout open: killing only the shell would leave the run
    // waiting for the end of stdout for five minutes. Each of its dozen
    // runs (the sample, the test, the shrink's, each with three re-runs,
    // the check's) ends at the 0.075 s wall-clock cap (time spent waiting
    // for a CPU not counted: time enough for sh to start both sleeps).
    let start = Instant::now();
    check_failing(&format!("sh {}", fixture("hang.sh")), 25, Verdict::Tle);
    assert!(start.elapsed() < Duration::from_secs(60), "{:?}", start.elapsed());
}

#[test]
fn keep_going_runs_and_saves_every_input() {
    python();
    let save = scratch("keep-going");
    let cmd = format!("python3 {}", fixture("layout_2239.py"));
    let out = stress(
        &["-p", "2580", "--cmd", &cmd, "-n", "3", "-s", "9", "--keep-going"],
        &save,
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert_eq!(count(&stdout, Verdict::Wa), 3, "{stdout}");
    assert!(stdout.contains("3 of 3 tests run"), "{stdout}");
    for i in 1..=3 {
        assert!(save.join(format!("2580-seed9/test{i}-WA/input.txt")).is_file());
    }
    assert_eq!(stdout.matches("shrunk test ").count(), 1, "one shrink per verdict");
}

#[test]
fn inputs_from_a_file_skip_puzzles_that_are_not_legal_tests() {
    python();
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
    // Issue 53, N11: with -n 1 the file is validated only up to its first
    // legal test, so the illegal second puzzle is never looked at.
    let out = stress(
        &[
            "-p",
            "2580",
            "--cmd",
            &cmd,
            "-n",
            "1",
            "--inputs",
            mixed.to_str().unwrap(),
        ],
        &save,
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("1 of 1 tests run"), "{stdout}");
    assert!(!stderr.contains("skipped"), "validated lazily: {stderr}");
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

/// The folders directly under `save`, sorted.
fn folders(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_command_that_cannot_start_is_stopped_on_the_sample_with_its_stderr() {
    python();
    let save = scratch("nonexist");
    let out = stress(
        &["-p", "2580", "--cmd", "python3 nonexist.py", "-n", "5", "-s", "1"],
        &save,
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(
        out.status.code(),
        Some(1),
        "RE's code, as README says: {stdout}{stderr}"
    );
    assert!(
        stdout.starts_with(
            "your command failed on the sample before any test: `python3 nonexist.py` ended with exit status 2"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("can't open file"),
        "python's own error on the console: {stdout}"
    );
    assert!(stdout.contains("no test was run and nothing was shrunk"), "{stdout}");
    assert!(!stdout.contains("shrunk test"), "{stdout}");
    assert!(!stdout.contains("test 1:"), "{stdout}");
    assert!(
        stdout.contains("  python3 nonexist.py < ") && stdout.contains("2580-seed1/sample-RE/input.txt"),
        "{stdout}"
    );
    assert_eq!(folders(&save), ["2580-seed1"]);
    assert_eq!(folders(&save.join("2580-seed1")), ["sample-RE"], "no test saved");
    let saved = std::fs::read_to_string(save.join("2580-seed1/sample-RE/stderr.txt")).unwrap();
    assert!(saved.contains("can't open file"), "{saved}");

    // The shell's own "not found" is the same story.
    let out = stress(&["-p", "2239", "--cmd", "no-such-solver-x", "-n", "3"], &save);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("(the shell could not find the command)"), "{stdout}");
    assert!(stdout.contains("not found"), "sh's message: {stdout}");
}

#[test]
fn a_runtime_error_shows_the_programs_own_traceback() {
    python();
    let save = scratch("traceback");
    let cmd = format!("python3 {}", fixture("raise_on_blanks.py"));
    let out = stress(
        &["-p", "2580", "--cmd", &cmd, "-n", "3", "-s", "1", "-k", "unique"],
        &save,
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains("test 1: RE: exit status 1\n  its stderr (all of it in stderr.txt):\n    Traceback"),
        "{stdout}"
    );
    assert!(
        stdout.contains("    ValueError: the centre cell is blank (55 blanks)\n"),
        "{stdout}"
    );
    // Shrunk to the last input that still raises: the centre cell alone.
    assert!(
        stdout.contains("shrunk test 1 (RE) from 55 to 1 blanks in "),
        "{stdout}"
    );
    assert!(stdout.contains("still RE: exit status 1"), "{stdout}");
}

#[test]
fn the_wrappers_people_write_keep_pythons_limit() {
    python();
    let correct = fixture("correct.py");
    let save = scratch("wrappers");
    for cmd in [
        format!("env python3 {correct}"),
        format!("/usr/bin/env python3 {correct}"),
        format!("exec python3 {correct}"),
        format!("command python3 {correct}"),
        format!("timeout 10 python3 {correct}"),
        format!("nice python3 {correct}"),
        format!("cd /tmp && python3 {correct}"),
        format!("sh -c 'python3 {correct}'"),
        // Issue 53, N20: a group was guessed native (1 s).
        format!("{{ python3 {correct}; }}"),
    ] {
        let out = stress(&["-p", "2580", "--cmd", &cmd, "-n", "1", "-s", "2"], &save);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{cmd}: {stdout}{}", text(&out.stderr));
        assert!(
            stdout.contains("time limit 5 s CPU (Python: 1 s x 3 + 2 s, guessed from `python3` in --cmd)"),
            "{cmd}: {stdout}"
        );
    }
    let out = stress(&["-p", "2580", "--cmd", "true", "--lang", "kotlin", "-n", "1"], &save);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("time limit 3 s CPU (Kotlin: 1 s x 2 + 1 s, --lang)"),
        "{stdout}"
    );
    let out = stress(&["-p", "2580", "--cmd", "true", "-n", "1"], &save);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("time limit 1 s CPU (native: 1 s x 1 + 0 s, guessed: --cmd runs no Python"),
        "{stdout}"
    );
}

#[test]
fn count_zero_is_a_usage_error() {
    let save = scratch("count0");
    let out = stress(&["-p", "2580", "--cmd", "true", "--count", "0"], &save);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("stress needs at least 1 test"), "{stderr}");
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert!(!save.exists());
    // Issue 34: an empty command is not run, judged and shrunk.
    for cmd in ["", "  "] {
        let out = stress(&["-p", "2580", "--cmd", cmd, "-n", "1"], &save);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains("the command is empty"), "{stderr}");
        assert!(out.stdout.is_empty() && !save.exists(), "{stderr}");
    }
}

#[test]
fn each_run_saves_in_a_folder_of_its_own() {
    python();
    // The first run: no_undo.py's session, shared with
    // `forgetting_to_undo_is_a_wrong_answer` (the runs here add folders
    // beside its own and read it, never write it).
    let (_, save, first) = no_undo_session();
    let args = |cmd: &str| -> Vec<String> {
        ["-p", "2580", "--cmd", cmd, "-n", "2", "-s", "1", "-j", "1"]
            .map(String::from)
            .to_vec()
    };
    let run = |cmd: &str| {
        let a = args(cmd);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        stress(&a, save)
    };
    assert_eq!(first.status.code(), Some(1), "{}", text(&first.stdout));
    assert!(save.join("2580-seed1/test1-WA/shrunk/input.txt").is_file());
    // The same seed again, with a program that fails on a full board
    // only: not shrunk, and it must not find the first run's shrunk/.
    let printing_zeros = "cat > /dev/null; for i in 1 2 3 4 5 6 7 8 9; do echo 0 0 0 0 0 0 0 0 0; done";
    let second = run(printing_zeros);
    let stdout = text(&second.stdout);
    assert_eq!(second.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("saved in "), "{stdout}");
    assert_eq!(folders(save), ["2580-seed1", "2580-seed1-2"], "{stdout}");
    assert!(save.join("2580-seed1-2/test1-WA/input.txt").is_file(), "{stdout}");
    assert!(
        std::fs::read_to_string(save.join("2580-seed1-2/test1-WA/verdict.txt"))
            .unwrap()
            .contains(printing_zeros),
        "the second run's own verdict"
    );
    assert!(
        std::fs::read_to_string(save.join("2580-seed1/test1-WA/verdict.txt"))
            .unwrap()
            .contains("no_undo.py"),
        "the first run's folder is untouched"
    );
    // A third run (the one that fails on a full board: one run to shrink).
    let third = run(printing_zeros);
    assert_eq!(third.status.code(), Some(1));
    assert_eq!(folders(save), ["2580-seed1", "2580-seed1-2", "2580-seed1-3"]);
}

#[test]
fn a_time_limit_exceeded_that_is_wrong_alone_is_a_wrong_answer() {
    python();
    let save = scratch("tle-then-wa");
    let cmd = format!(
        "python3 {} {}",
        fixture("tle_then_wa.py"),
        save.with_extension("n").display()
    );
    let out = stress(
        &[
            "-p", "2580", "--cmd", &cmd, "-t", "300", "-n", "2", "-s", "1", "-j", "1",
        ],
        &save,
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains("TLE at first, then WA in all 3 re-runs: judged WA"),
        "{stdout}"
    );
    // Issue 34: with --jobs 1 no other run was going.
    assert!(!stdout.contains("while other runs were going"), "{stdout}");
    assert!(!stdout.contains("0/3 alone"), "{stdout}");
    assert!(
        !stdout.contains("not shrunk"),
        "a WA in every re-run reproduces: {stdout}"
    );
    assert!(stdout.contains("shrunk test 1 (WA) from "), "{stdout}");
    assert!(save.join("2580-seed1/test1-WA/shrunk/input.txt").is_file(), "{stdout}");
}

#[test]
fn the_console_speaks_korean_under_a_korean_locale() {
    python();
    let save = scratch("korean");
    let cmd = format!("python3 {}", fixture("no_undo.py"));
    let args = ["-p", "2580", "--cmd", &cmd, "-n", "3", "-s", "1", "-j", "1"];
    let out = stress_env(&args, &save, &[("LANG", "ko_KR.UTF-8")]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    for expected in [
        "테스트 1: 틀렸습니다: 출력 1번째 줄 1번째 글자: 1-9 숫자가 와야 하는데 '0'이 있다",
        "  반례를 저장한 곳: ",
        "  직접 실행: python3 ",
        "테스트 1 (틀렸습니다)의 반례 줄이기: 빈칸 49개에서 3개로",
        "맞았습니다!!",
        "출력 형식이 잘못되었습니다",
        "시간 초과",
        "런타임 에러",
        "출력 초과",
        "--cmd의 `python3`에서 추측",
        "): 실패 (처음: 테스트 1, 틀렸습니다)",
    ] {
        assert!(stdout.contains(expected), "no {expected:?} in:\n{stdout}");
    }
    assert!(!stdout.contains("saved in"), "{stdout}");
    assert!(!stdout.contains("tests run"), "{stdout}");

    // LC_ALL outranks LANG; SUDOKU_LAB_LANG and --lang-ui outrank both.
    for (vars, flag, korean) in [
        (&[("LANG", "en_US.UTF-8"), ("LC_ALL", "ko_KR.UTF-8")][..], None, true),
        (&[("LANG", "ko_KR.UTF-8"), ("SUDOKU_LAB_LANG", "en")][..], None, false),
        (&[("LANG", "ko_KR.UTF-8")][..], Some("en"), false),
        (&[][..], Some("ko"), true),
    ] {
        let mut a = vec!["-p", "2580", "--cmd", "cat >/dev/null; echo 0", "-n", "1", "-s", "1"];
        if let Some(ui) = flag {
            a.extend(["--lang-ui", ui]);
        }
        let stdout = text(&stress_env(&a, &save, vars).stdout);
        assert_eq!(stdout.contains("틀렸습니다"), korean, "{vars:?} {flag:?}: {stdout}");
    }
}

#[test]
fn a_shrink_out_of_time_keeps_what_it_had_and_says_it_stopped() {
    // No time at all: no run, nothing filled, and `stopped` (so the report
    // cannot claim that every blank is needed).
    let problem = Problem::Boj2580;
    let puzzle = format::parse_first(problem.sample().as_bytes(), problem.format()).unwrap();
    let program = program(problem, "cat > /dev/null; echo 0", 1000);
    let shrunk = shrink_one(&program, problem, puzzle, Duration::ZERO);
    assert!(shrunk.stopped);
    assert_eq!((shrunk.runs, shrunk.puzzle.blanks()), (0, puzzle.blanks()));
    assert!(!shrunk.filled());
    // Time enough: it ends by itself, not stopped, at no blank at all.
    let shrunk = shrink_one(&program, problem, puzzle, Duration::from_secs(600));
    assert!(!shrunk.stopped);
    assert_eq!(shrunk.puzzle.blanks(), 0);
}

/// The shrink, within `bound`, of a session whose one test, `puzzle`, was
/// WA: the library's session asks, `stress`'s executor runs.
fn shrink_one(
    program: &Program,
    problem: Problem,
    puzzle: sudoku_lab::grid::Grid,
    bound: Duration,
) -> sudoku_lab::stress::Shrunk {
    use sudoku_lab::stress::{Next, Stress};
    use sudoku_lab_cli::stress::{ShrinkEnd, shrink_all};
    let mut session = Stress::new(problem, vec![puzzle], false).confirming();
    assert!(matches!(session.step(), Next::Test { .. }));
    session.report(Verdict::Wa);
    let mut shrunk = None;
    shrink_all(program, problem, &mut session, bound, &mut |_, _, _| {}, &mut |end| {
        if let ShrinkEnd::Shrunk(s, _) = end {
            shrunk = Some(s);
        }
    });
    shrunk.expect("the WA is shrunk")
}

#[test]
fn a_failed_save_loses_nothing() {
    // Issue 34: `--save` on a path that cannot be made (under /dev/null, a
    // regular file, a FIFO): the error names the whole path, and the
    // failure and its shrink are still printed in full: the shrunk input,
    // and a replay command that carries it inline. Issue 42: nothing is
    // left in the temporary directory (copies there outlived the run).
    let file = scratch("save-file");
    std::fs::write(&file, "not a directory\n").unwrap();
    let fifo = scratch("save-fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let tmp = scratch("save-tmpdir");
    std::fs::create_dir_all(&tmp).unwrap();
    for save in [Path::new("/dev/null/x"), &file, &fifo] {
        let out = stress_env(
            &[
                "-p",
                "2580",
                "-n",
                "3",
                "-s",
                "1",
                "--keep-going",
                "--cmd",
                "cat > /dev/null; echo 0",
            ],
            save,
            &[("TMPDIR", tmp.to_str().unwrap())],
        );
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
        let path = format!("cannot save test 1 in {}/2580-seed1/test1-WA: ", save.display());
        assert!(stderr.contains(&path), "{stderr}");
        assert!(stdout.contains("test 1: WA: "), "{stdout}");
        // Printing zeros fails on a full board too: shrunk to no blank.
        let shrunk = stdout.split("\nshrunk test 1 (WA) from ").nth(1).expect(&stdout);
        assert!(shrunk.contains(" to 0 blanks in 1 runs; still WA: "), "{stdout}");
        let replays: Vec<&str> = stdout
            .lines()
            .filter_map(|l| l.strip_prefix("  run it by hand: printf '%s\\n' "))
            .collect();
        assert_eq!(replays.len(), 4, "3 failures and a shrink: {stdout}");
        assert!(
            replays
                .iter()
                .all(|r| r.ends_with(" | sh -c 'cat > /dev/null; echo 0'")),
            "{stdout}"
        );
        // The shrunk input is printed in full after its replay command,
        // under its label (issue 50: a bare board read as the program's
        // output), and the command carries it.
        let (_, after_replay) = shrunk.split_once("  run it by hand: ").unwrap();
        let (label, board) = after_replay.split_once('\n').unwrap().1.split_once('\n').unwrap();
        assert_eq!(label, "  the shrunk input:", "{stdout}");
        let board = format::parse_first(board.as_bytes(), format::Format::Boj2580).unwrap();
        assert_eq!(board.blanks(), 0);
        let first_row = format::write(&board, format::Format::Boj2580)
            .lines()
            .next()
            .unwrap()
            .to_string();
        assert!(replays[3].starts_with(&format!("'{first_row}' ")), "{stdout}");
        assert!(stdout.contains(" verdict  tests"), "the summary: {stdout}");
        let left: Vec<_> = std::fs::read_dir(&tmp).unwrap().collect();
        assert!(left.is_empty(), "left in TMPDIR: {left:?}");
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "not a directory\n");
}

/// Words a Korean console keeps in Latin letters: units, the streams,
/// the process bound's mechanisms, the languages' names (Baekjoon writes
/// them so), signal names, Unicode's and the judge's mode name.
const KEPT: &[&str] = &[
    "x",
    "s",
    "ms",
    "ns",
    "MB",
    "MiB",
    "CPU",
    "stdout",
    "stderr",
    "stress",
    "pids",
    "cgroup",
    "max",
    "v1",
    "v2",
    "RLIMIT_NPROC",
    "Python",
    "PyPy",
    "Java",
    "Kotlin",
    "UTF",
    "U",
    "cnt",
    "Boj",
    "boj",
    "SIGSEGV",
    "SIGABRT",
    "SIGKILL",
    "SIGFPE",
    "SIGBUS",
    "SIGPIPE",
    "SIGTERM",
    "SIGXCPU",
];

/// What is left in English on a Korean console: each line that, after
/// removing `commands` (and words in backticks), `sudoku-lab`, paths,
/// options, numbers and punctuation, still has a word in Latin letters
/// that is not [`KEPT`] (a line with Hangul) or not a unit (a line without
/// Hangul: so a line of kept words alone is English too). The program's
/// own stderr (quoted, indented, under its header) is its own. Returns
/// each such line with its words.
fn english_lines(console: &str, commands: &[&str]) -> Vec<String> {
    let hangul = |l: &str| l.chars().any(|c| ('가'..='힣').contains(&c));
    let mut quoting = false;
    let mut left = Vec::new();
    for line in console.lines() {
        if quoting && line.starts_with("  ") && !hangul(line) {
            continue;
        }
        quoting = line.contains("stderr 출력");
        let mut rest = line.to_string();
        for cmd in commands.iter().chain(&["sudoku-lab"]) {
            rest = rest.replace(cmd, " ");
        }
        // A command's word quoted in backticks (`python3`).
        while let Some((head, tail)) = rest.split_once('`')
            && let Some((_, after)) = tail.split_once('`')
        {
            rest = format!("{head} {after}");
        }
        let words: Vec<String> = rest
            .split_whitespace()
            .filter(|t| !is_path(t) && !t.contains("--") && !t.starts_with("0x"))
            .flat_map(|t| t.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')))
            .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
            .map(str::to_string)
            .collect();
        let english = if hangul(line) {
            words
                .iter()
                .any(|w| !KEPT.contains(&w.as_str()) && !is_code_point(w) && !is_cell(w))
        } else {
            // Units go with their numbers (`13.0 µs`).
            words
                .iter()
                .any(|w| !["s", "ms", "ns", "MB", "MiB"].contains(&w.as_str()))
        };
        if english {
            left.push(format!("{line}   <- {}", words.join(" ")));
        }
    }
    left
}

/// `a/b`, `input.txt`: a path or a file's name.
fn is_path(t: &str) -> bool {
    t.contains('/')
        || t.rsplit_once('.')
            .is_some_and(|(_, ext)| ext.chars().any(|c| c.is_ascii_alphabetic()))
}

/// `r1c6`: a cell.
fn is_cell(w: &str) -> bool {
    let b = w.as_bytes();
    b.len() == 4 && b[0] == b'r' && b[2] == b'c' && b[1].is_ascii_digit() && b[3].is_ascii_digit()
}

/// `AC00` of `U+AC00`.
fn is_code_point(w: &str) -> bool {
    w.len() >= 4 && w.chars().all(|c| c.is_ascii_hexdigit())
}

#[test]
fn a_korean_console_has_no_english_line_left() {
    // Issue 34: WA, TLE, MLE and RE under LANG=ko_KR.UTF-8, stdout and
    // stderr, and judge's reasons (WA, PE, and FAIL on an input the
    // validator refuses): no English left but commands, paths, numbers and
    // the program's own stderr.
    python();
    support::require("prlimit", "--version", "util-linux");
    let hog = support::built("hog.c", "hog", &["cc", "-O2", "-o", "{out}", "{src}"], "gcc");
    let runs = [
        (format!("python3 {}", fixture("no_undo.py")), "-n", "1", "틀렸습니다"),
        (format!("python3 {}", fixture("forever.py")), "-t", "100", "시간 초과"),
        (
            format!("prlimit --as=1073741824 {}", hog.display()),
            "-n",
            "1",
            "메모리 초과",
        ),
        (
            format!("python3 {}", fixture("full_crash.py")),
            "-n",
            "4",
            "런타임 에러",
        ),
    ];
    // The four sessions at once (each with one job): most of their time
    // is waiting on a time limit or a process's start.
    std::thread::scope(|scope| {
        let sessions: Vec<_> = runs
            .iter()
            .enumerate()
            .map(|(i, (cmd, option, value, verdict))| {
                scope.spawn(move || {
                    let save = scratch(&format!("korean-{i}"));
                    let out = stress_env(
                        &["-p", "2580", "-s", "1", "-j", "1", option, value, "--cmd", cmd],
                        &save,
                        &[("LANG", "ko_KR.UTF-8")],
                    );
                    (cmd, *verdict, save, out)
                })
            })
            .collect();
        for session in sessions {
            let (cmd, verdict, save, out) = session.join().expect("a session's thread");
            let console = format!("{}{}", text(&out.stdout), text(&out.stderr));
            assert_eq!(out.status.code(), Some(1), "{console}");
            assert!(console.contains(&format!(": {verdict}: ")), "{console}");
            assert_eq!(english_lines(&console, &[cmd]), Vec::<String>::new(), "{console}");
            // The saved verdict.txt speaks the console's language.
            let dir = std::fs::read_dir(save.join("2580-seed1"))
                .unwrap()
                .next()
                .unwrap()
                .unwrap();
            let saved = std::fs::read_to_string(dir.path().join("verdict.txt")).unwrap();
            assert!(saved.starts_with(&format!("{verdict}: ")), "{saved}");
            assert!(saved.contains("\n문제: 2580\n"), "{saved}");
            assert_eq!(english_lines(&saved, &[cmd]), Vec::<String>::new(), "{saved}");
        }
    });

    // judge: its first line is the verdict's code (AC, WA, ...: what a
    // script reads), its second the reason in Korean.
    let dir = scratch("korean-judge");
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("input.txt");
    std::fs::write(&input, support::sample()).unwrap();
    let solution = support::SAMPLE_SOLUTION;
    let wa = solution.replacen('1', "0", 1);
    // Two digits side by side: one number to 2580's special judge, WA.
    let joined = solution.replacen(' ', "", 1);
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, support::sample().replacen('0', "가", 1)).unwrap();
    for (input, output, code) in [
        (&input, wa, "WA"),
        (&input, joined, "WA"),
        (&bad, solution.to_string(), "FAIL"),
    ] {
        let output_file = dir.join("output.txt");
        std::fs::write(&output_file, output).unwrap();
        let out = support::bin()
            .args(["judge", "-p", "2580"])
            .arg(input)
            .arg(&output_file)
            .env("LANG", "ko_KR.UTF-8")
            .output()
            .unwrap();
        let console = format!("{}{}", text(&out.stdout), text(&out.stderr));
        let (first, reason) = console.split_once('\n').expect(&console);
        assert_eq!(first, code, "{console}");
        assert_eq!(english_lines(reason, &[]), Vec::<String>::new(), "{console}");
    }

    // validate, on a legal input and on one it refuses.
    for (file, code) in [(&input, 0), (&bad, 1)] {
        let out = support::bin()
            .args(["validate", "-p", "2580"])
            .arg(file)
            .env("LANG", "ko_KR.UTF-8")
            .output()
            .unwrap();
        let console = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(code), "{console}");
        assert!(
            console.contains("올바른 입력") || console.contains("올바르지 않은 입력"),
            "{console}"
        );
        assert_eq!(english_lines(&console, &[]), Vec::<String>::new(), "{console}");
    }

    // stress --inputs: a file whose first puzzle is not a legal test (its
    // reason from the validator), then one whose only puzzle is not.
    let legal = format::write(
        &format::parse_first(support::sample().as_bytes(), format::Format::Boj2580).unwrap(),
        format::Format::Line,
    );
    let conflict = format!("11{}\n", "0".repeat(79));
    for (name, puzzles, code) in [
        ("mixed.txt", format!("{conflict}{legal}"), 1),
        ("none.txt", conflict.clone(), 2),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, puzzles).unwrap();
        let cmd = "cat > /dev/null; echo 0";
        let args = [
            "-p",
            "2580",
            "-n",
            "1",
            "--inputs",
            file.to_str().unwrap(),
            "--cmd",
            cmd,
        ];
        let out = stress_env(&args, &scratch("korean-inputs"), &[("LANG", "ko_KR.UTF-8")]);
        let console = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(code), "{console}");
        assert!(console.contains("1이 1행에 두 번 나온다"), "{console}");
        let replay = format!("sh -c '{cmd}'");
        assert_eq!(english_lines(&console, &[&replay]), Vec::<String>::new(), "{console}");
    }

    // solve: a conflict, a solution with its counters, a stopped search and
    // the summary, on stderr; then a parser's error with its hint; compare's
    // table and report.
    let mixed = dir.join("mixed.txt");
    for (args, code) in [
        (&["solve", "--stats"][..], 2),
        (&["solve", "--variant", "hole-array", "--max-placements", "3"][..], 2),
        (&["solve", "--input-format", "boj2239"][..], 2),
        (&["compare", "--max-placements", "300"][..], 1),
    ] {
        let out = support::bin()
            .args(args)
            .arg(&mixed)
            .env("LANG", "ko_KR.UTF-8")
            .output()
            .unwrap();
        let stderr = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
        // The solvers' names are --variant's values.
        let mut solvers: Vec<String> = sudoku_lab::Variant::ALL.iter().map(|v| v.to_string()).collect();
        solvers.push("reference".into());
        let solvers: Vec<&str> = solvers.iter().map(String::as_str).collect();
        assert_eq!(english_lines(&stderr, &solvers), Vec::<String>::new(), "{stderr}");
    }

    // Usage errors (clap's): a refused value (`--count 0`, its reason from
    // stress's own parser; a number that is not one, out of range, or
    // refused by clap's own parser of numbers (`generate --count`); an
    // empty command and one that is not UTF-8), a value outside a list, a
    // missing and an unknown argument; in English, clap's own words,
    // unchanged.
    use std::os::unix::ffi::OsStrExt;
    let not_utf8 = std::ffi::OsStr::from_bytes(b"./a\xff");
    for args in [
        &["stress", "-p", "2580", "--cmd", "x", "--count", "0"][..],
        &["stress", "-p", "2580", "--cmd", "x", "--count", "x"][..],
        &["stress", "-p", "2580", "--cmd", "x", "-t", "abc"][..],
        &["stress", "-p", "2580", "--cmd", "x", "-m", "0"][..],
        &["stress", "-p", "2580", "--cmd", "x", "-j", "99999999999999999999"][..],
        &["generate", "--count", "x"][..],
        &["stress", "-p", "2580", "--cmd", ""][..],
        &["stress", "-p", "2580", "--cmd", "NOT_UTF8"][..],
        &["stress", "-p", "2580", "--cmd", "x", "--seed", "1", "--inputs", "y"][..],
        &["stress", "-p", "2580", "--cmd", "x", "-n", "1", "-n", "2"][..],
        &["solve", "--max-placements"][..],
        &["solve", "--max-placements", "5"][..],
        &["judge", "-p", "2580", "-", "-"][..],
        &["stress", "-p", "2580", "--cmd", "x", "--kind", "nope"][..],
        &["stress", "--cmd", "x"][..],
        &["stress", "-p", "2580", "--cmd", "x", "--bogus"][..],
        &["solve", "--lang-ui", "ko", "--nope"][..],
    ] {
        let args: Vec<&std::ffi::OsStr> = args
            .iter()
            .map(|&a| {
                if a == "NOT_UTF8" {
                    not_utf8
                } else {
                    std::ffi::OsStr::new(a)
                }
            })
            .collect();
        let out = support::bin().args(&args).env("LANG", "ko_KR.UTF-8").output().unwrap();
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.starts_with("오류: "), "{args:?}: {stderr}");
        // Options, the value given and the values taken stay as typed.
        let kept = [
            "--count <N>",
            "--count <COUNT>",
            "--time-limit <MS>",
            "--memory-limit <MB>",
            "--jobs <J>",
            "--cmd <CMD>",
            "--seed <S>",
            "--inputs <FILE>",
            "--max-placements <N>",
            "--max-nodes <N>",
            "--kind <KIND>",
            "--problem <PROBLEM>",
            "--bogus",
            "--nope",
            "--help",
            "'nope'",
            "'x'",
            "'abc'",
            "'python3 my.py'",
            "UTF-8",
            "'--variant reference'",
            "INPUT",
            "OUTPUT",
            "boj, unique, multi, hard, edge",
        ];
        let usage = stderr
            .lines()
            .filter(|l| l.starts_with("사용법: "))
            .map(|l| &l["사용법: ".len()..]);
        // The usage line first: the options in it are replaced after it.
        let mut kept: Vec<&str> = usage.chain(kept).collect::<Vec<&str>>();
        kept.dedup();
        assert_eq!(
            english_lines(&stderr, &kept),
            Vec::<String>::new(),
            "{args:?}: {stderr}"
        );
        // Without a Korean locale (and without --lang-ui ko), clap's English.
        if !args.contains(&std::ffi::OsStr::new("--lang-ui")) {
            let english = support::bin().args(&args).env("LANG", "C").output().unwrap();
            assert!(text(&english.stderr).starts_with("error: "), "{args:?}");
        }
    }

    // The scan finds English where it is left, in a line of its own or
    // inside a Korean one, and passes commands, paths and numbers.
    let found = english_lines(
        "테스트 1: 틀렸습니다\nsaved in x/\n1 2 3\n테스트 4: 런타임 에러: 비정상 종료: exit status 1\n메모리 제한 256 MB (native)\n  직접 실행: python3 a.py < /tmp/x/input.txt\nCPU 1 s\n'가' (U+AC00, 바이트 0xEA 0xB0 0x80)이(가) 있다",
        &["python3 a.py"],
    );
    let words: Vec<&str> = found.iter().map(|l| l.split("   <- ").nth(1).unwrap()).collect();
    assert_eq!(words, ["saved in", "exit status", "MB native", "CPU s"]);
}

#[test]
fn an_unknown_console_language_is_warned_about_and_a_korean_locale_in_another_encoding_gets_english() {
    let cmd = "cat > /dev/null; echo 0";
    for (var, value) in [("SUDOKU_LAB_LANG", "fr"), ("LANG", "ko_KR.EUC-KR")] {
        let out = stress_env(
            &["-p", "2580", "-n", "1", "-s", "1", "--cmd", cmd],
            &scratch("fr"),
            &[(var, value)],
        );
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert!(stdout.contains("test 1: WA: "), "{value}: {stdout}");
        assert!(!stdout.chars().any(|c| ('가'..='힣').contains(&c)), "{value}: {stdout}");
        let warned = stderr
            .matches("SUDOKU_LAB_LANG=fr is not a language of the console")
            .count();
        assert_eq!(warned, usize::from(value == "fr"), "{value}: {stderr}");
    }
    // An explicit choice wins over the locale's encoding: Korean, as asked.
    for (vars, flag) in [
        (&[("LANG", "ko_KR.EUC-KR"), ("SUDOKU_LAB_LANG", "ko")][..], None),
        (&[("LC_ALL", "ko_KR.CP949")][..], Some("ko")),
    ] {
        let mut a = vec!["-p", "2580", "-n", "1", "-s", "1", "--cmd", cmd];
        a.extend(flag.iter().flat_map(|f| ["--lang-ui", f]));
        let stdout = text(&stress_env(&a, &scratch("told"), vars).stdout);
        assert!(stdout.contains("테스트 1: 틀렸습니다: "), "{vars:?}: {stdout}");
    }
}
