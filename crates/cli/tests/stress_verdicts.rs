//! `sudoku-lab stress` verdicts a learner can trust (issue 14): CPU time
//! decides TLE, so a near-limit program stays AC under heavy load; the
//! wall-clock cap catches a program that sleeps; a TLE is confirmed alone
//! and a flaky one is never saved as a shrunk failure; the default kind
//! finds a crash on a full board; the edge boards and the hard pool are
//! legal tests; `--whitespace` is the judge's; a C program that touches
//! 400 MB is MLE while the correct Python and Java solutions stay AC with
//! their peak memory shown.
//!
//! These tests assert verdicts, never durations: the machine may be loaded
//! (that is the point). Each is bounded: short limits, a handful of inputs,
//! busy loops that end by themselves within a minute and are killed at the
//! end of the test.

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};

#[allow(dead_code)] // each test file uses part of it
use crate::support;
use sudoku_lab::Problem;
use sudoku_lab::generate::{Generator, Options};
use sudoku_lab_cli::stress;
use sudoku_lab_cli::stress::edge::EdgeShape;
use support::{root, scratch, stress_fixture as fixture};

use crate::support::require;

fn python() {
    support::python3();
}

fn stress(args: &[&str], save: &Path) -> Output {
    support::bin()
        .arg("stress")
        .args(args)
        .arg("--save")
        .arg(save)
        // The English console whatever the locale of the machine.
        .env("SUDOKU_LAB_LANG", "en")
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .expect("the binary starts")
}

/// Stdout and stderr, for messages.
fn text(out: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Busy loops, one process group each, that stop by themselves after a
/// minute and are killed when dropped.
struct Load(Vec<Child>);

impl Load {
    fn start(n: usize) -> Load {
        let spin = "import time\nend = time.time() + 60\nwhile time.time() < end: pass";
        Load(
            (0..n)
                .map(|_| {
                    Command::new("python3")
                        .env("PATH", support::path())
                        .args(["-c", spin])
                        .process_group(0)
                        .spawn()
                        .unwrap()
                })
                .collect(),
        )
    }
}

impl Drop for Load {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// Slow and loads both cores for up to a minute: not to share them with
/// the timing-sensitive tests. Run it alone: `cargo test -p sudoku-lab-cli
/// --test cli stress_verdicts::a_near_limit -- --ignored --test-threads 1`.
#[test]
#[ignore = "four 60-second busy loops: run alone (see the doc comment)"]
fn a_near_limit_program_stays_accepted_under_heavy_load() {
    python();
    // 0.6 s of CPU against a 1 s limit, with four busy loops on the cores:
    // the wall clock says 1.5 s or more, the CPU time stays 0.6 s.
    let _load = Load::start(4);
    let cmd = format!("python3 {} 0.6", fixture("burn.py"));
    let save = scratch("load");
    let out = stress(
        &[
            "-p", "2580", "--cmd", &cmd, "--lang", "c", "-n", "3", "-s", "5", "-k", "unique", "-j", "1",
        ],
        &save,
    );
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains("time limit 1 s CPU (native: 1 s x 1 + 0 s, --lang)"),
        "{stdout}"
    );
    assert!(stdout.contains("slowest AC: test "), "{stdout}");
    assert!(!save.exists(), "nothing saved");
}

#[test]
fn a_program_sleeping_past_the_wall_clock_cap_is_a_time_limit_exceeded() {
    // Answers the problem's sample at once; sleeps on every test.
    let save = scratch("sleep");
    let cmd = support::after_the_sample("cat > /dev/null; sleep 30");
    // Eight runs end at the cap (the test, the shrink's one, each with
    // three re-runs alone): 0.09 s each.
    let out = stress(&["-p", "2580", "--cmd", &cmd, "-t", "30", "-n", "2", "-s", "1"], &save);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(
        stdout.contains("test 1: TLE: still running at the wall-clock cap, 0.09 s"),
        "{stdout}"
    );
    assert!(stdout.contains("reproducible 3/3 alone"), "{stdout}");
    let verdict = std::fs::read_to_string(save.join("2580-seed1/test1-TLE/verdict.txt")).unwrap();
    assert!(verdict.contains("re-run: TLE reproducible 3/3"), "{verdict}");
}

#[test]
fn a_crash_only_on_a_full_board_is_found_by_the_default_kind() {
    python();
    let save = scratch("full");
    let cmd = format!("python3 {}", fixture("full_crash.py"));
    let out = stress(&["-p", "2580", "--cmd", &cmd, "-n", "8", "-s", "1"], &save);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("test 4: RE: exit status 1"), "{stdout}");
    assert!(
        stdout.contains("shrunk test 4 (RE): nothing to shrink, it fails on a board with no blank"),
        "{stdout}"
    );
    let input = std::fs::read_to_string(save.join("2580-seed1/test4-RE/input.txt")).unwrap();
    assert!(!input.split_whitespace().any(|t| t == "0"), "{input}");
}

#[test]
fn a_flaky_time_limit_exceeded_is_never_saved_as_a_shrunk_failure() {
    python();
    // Loops on its first run only: TLE while the session runs, never in
    // the three re-runs alone, so it is not a failure and nothing is saved.
    let save = scratch("flaky-first");
    let cmd = format!("python3 {} {}", fixture("flaky.py"), save.with_extension("n").display());
    let out = stress(
        &[
            "-p",
            "2580",
            "--cmd",
            &format!("{cmd} first"),
            // 0.3 s: a correct re-run (0.05 s of CPU, 0.1 s under a
            // pyenv interpreter) stays well under it and far from the
            // 0.9 s wall-clock cap, which does not count time spent
            // waiting for a CPU; each loop burns only 0.3 s.
            "-t",
            "300",
            "-n",
            "2",
            "-s",
            "1",
            "-j",
            "1",
        ],
        &save,
    );
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("never in 3 re-runs alone"), "{stdout}");
    assert!(!save.exists(), "nothing saved: {stdout}");

    // Loops on every other run: flaky 1/3, saved as it happened, not shrunk.
    let save = scratch("flaky-odd");
    let cmd = format!("python3 {} {}", fixture("flaky.py"), save.with_extension("n").display());
    let out = stress(
        &[
            "-p", "2580", "--cmd", &cmd, "-t", "300", "-n", "2", "-s", "1", "-j", "1",
        ],
        &save,
    );
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("flaky 1/3 alone"), "{stdout}");
    assert!(stdout.contains("shrunk test 1 (TLE): not shrunk"), "{stdout}");
    assert!(save.join("2580-seed1/test1-TLE/input.txt").is_file());
    assert!(!save.join("2580-seed1/test1-TLE/shrunk").exists(), "{stdout}");
}

#[test]
fn every_edge_board_is_a_legal_test_of_both_problems() {
    let solutions = Generator::new(Options {
        count: 3,
        seed: 2,
        boj: true,
        ..Options::default()
    })
    .unwrap();
    for g in solutions {
        let solution = g.unwrap().solution;
        for n in 0..EdgeShape::ALL.len() * 3 {
            let board = EdgeShape::nth(n).carve(&solution);
            for p in [Problem::Boj2580, Problem::Boj2239] {
                assert!(stress::legal(p, &board), "{p} {:?}\n{board}", EdgeShape::nth(n));
            }
        }
    }
}

#[test]
fn kind_edge_runs_edge_boards_and_whitespace_is_the_judges() {
    python();
    let save = scratch("edge");
    let cmd = format!("python3 {}", fixture("correct.py"));
    let out = stress(
        &["-p", "2239", "--cmd", &cmd, "-k", "edge", "-n", "7", "-s", "4"],
        &save,
    );
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("7 of 7 tests run (seed 4, kind edge"), "{stdout}");

    // The 2239 layout on 2580 is WA by Baekjoon's rule, AC by tokens.
    let cmd = format!("python3 {}", fixture("layout_2239.py"));
    let out = stress(
        &["-p", "2580", "--cmd", &cmd, "-n", "3", "-s", "1", "-w", "tokens"],
        &save,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out).0);
}

/// A program in the shape of a 2580 submission Baekjoon accepted (an empty
/// line before the grid, a space after every digit) is AC under the
/// default whitespace rule, Baekjoon's for 2580 (its special judge reads
/// 81 numbers); byte for byte (`-w exact`) it is PE.
#[test]
fn an_accepted_2580_shape_with_an_empty_first_line_is_ac() {
    python();
    let save = scratch("blank-first");
    let cmd = format!("python3 {}", fixture("blank_first_line.py"));
    // Nine: the default kind's 10th test is near 12095's cap, seconds of
    // CPython.
    let out = stress(&["-p", "2580", "--cmd", &cmd, "-n", "9", "-s", "5"], &save);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("9 of 9 tests run (seed 5"), "{stdout}");
    let out = stress(
        &["-p", "2580", "--cmd", &cmd, "-n", "1", "-s", "5", "-w", "exact"],
        &save,
    );
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("PE"), "{stdout}");
}

#[test]
fn the_hard_pool_holds_200_tests_every_fortieth_legal_with_its_cnt() {
    assert_eq!(hard_pool_legal(40), 5);
}

/// Every 40th puzzle of the pool in every `cargo test` (above: validating
/// one runs the 12095 backtracker to near 10,000,000 calls, twice); all
/// 200 in CI (.ci/run runs this ignored test).
#[test]
#[ignore = "all 200 puzzles of the hard pool validated for both problems (about a minute of CPU): run by .ci/run"]
fn the_hard_pool_holds_200_legal_tests() {
    assert_eq!(hard_pool_legal(1), 200);
}

/// Asserts that every `every`-th puzzle of the hard pool (the first, then
/// every `every`-th after it) is a legal test of both problems whose 12095
/// `cnt` is the one its line gives, at least 5,000,000 (what `--kind hard`'s
/// help says), and that the pool holds 200; returns how many were checked.
fn hard_pool_legal(every: usize) -> usize {
    let pool = stress::hard_pool_cnts();
    assert_eq!(pool.len(), 200);
    let mut checked = 0;
    for (i, (p, cnt)) in pool.iter().enumerate().step_by(every) {
        for problem in [Problem::Boj2580, Problem::Boj2239] {
            let input = sudoku_lab::format::write(p, problem.format());
            let v = sudoku_lab::validate::validate(problem, input.as_bytes())
                .unwrap_or_else(|e| panic!("puzzle {}: {e}", i + 1));
            assert_eq!(v.cnt, *cnt, "puzzle {}", i + 1);
        }
        assert!(*cnt >= 5_000_000, "puzzle {}: cnt {cnt}", i + 1);
        checked += 1;
    }
    checked
}

/// The pool is `generate --hard --count 200 --seed 14` (`cargo xtask
/// hard-pool` writes it): its first three puzzles regenerated, about 10 s
/// (all 200 take ten minutes).
#[test]
#[ignore = "regenerates the hard pool's first 3 puzzles: run by .ci/run"]
fn the_hard_pool_starts_with_the_generator_output() {
    let options = Options {
        count: 3,
        seed: 14,
        boj: true,
        unique: true,
        hard: true,
        ..Options::default()
    };
    let made: Vec<_> = Generator::new(options).unwrap().map(|g| g.unwrap().puzzle).collect();
    assert_eq!(made, stress::hard_pool()[..3]);
}

/// The default kind's pools (`cargo xtask boj-pools`): made for the
/// model's estimate of Baekjoon's slowest test of each problem (a model
/// that changed makes them stale here), 50 tests each, every line's `cnt`
/// at most that estimate and at least 90% of it, every 10th a legal test
/// of its problem with that `cnt`.
#[test]
fn the_boj_pools_are_as_hard_as_the_models_estimate() {
    for problem in Problem::ALL {
        let target = sudoku_lab::stress::baekjoon::slowest(problem).cnt;
        let text = match problem {
            Problem::Boj2580 => stress::BOJ_POOL_2580,
            Problem::Boj2239 => stress::BOJ_POOL_2239,
        };
        let header = format!("# The default kind's near-Baekjoon tests of {problem}: 12095 cnt at most {target}\n");
        assert!(
            text.starts_with(&header),
            "{problem}: the pool was made for another estimate: run `cargo xtask boj-pools`\n{}",
            text.lines().next().unwrap_or("")
        );
        let pool = stress::boj_pool_cnts(problem);
        assert_eq!(pool.len(), 50, "{problem}");
        for (i, (p, cnt)) in pool.iter().enumerate() {
            assert!(
                *cnt <= target && *cnt as f64 >= target as f64 * 0.9,
                "{problem} line {}: cnt {cnt}, estimate {target}",
                i + 1
            );
            if i % 10 == 0 {
                let input = sudoku_lab::format::write(p, problem.format());
                let v = sudoku_lab::validate::validate(problem, input.as_bytes())
                    .unwrap_or_else(|e| panic!("{problem} line {}: {e}", i + 1));
                assert_eq!(v.cnt, *cnt, "{problem} line {}", i + 1);
            }
        }
    }
}

/// A TLE on a near-cap test is kept as it failed, at once: its re-runs
/// are its only runs (issue 52: a minute of "shrinking" to no effect).
/// `--kind hard` tests are harder than Baekjoon's data, which the summary
/// says; the exit code is TLE's.
#[test]
fn a_near_cap_time_limit_exceeded_is_kept_as_it_failed_and_named_harder_than_the_data() {
    python();
    let save = scratch("near-cap-tle");
    let cmd = format!("python3 {}", fixture("forever.py"));
    let out = stress(
        &[
            "-p", "2580", "--cmd", &cmd, "--kind", "hard", "-t", "100", "-n", "1", "-s", "1", "-j", "1",
        ],
        &save,
    );
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("test 1: TLE"), "{stdout}");
    assert!(
        stdout.contains("shrunk test 1 (TLE): not shrunk, kept as it failed: its 12095 cnt is"),
        "{stdout}"
    );
    assert!(!stdout.contains("blanks in"), "no shrink run: {stdout}");
    assert!(!save.join("2580-seed1/test1-TLE/shrunk").exists(), "{stdout}");
    assert!(
        stdout.contains("note: test 1 (12095 cnt") && stdout.contains("is harder than Baekjoon's data"),
        "{stdout}"
    );
}

/// The peak memory the summary gives for the largest AC, in MB.
fn largest_ac_peak(stdout: &str) -> f64 {
    let line = stdout
        .lines()
        .find(|l| l.starts_with("peak memory: largest AC "))
        .unwrap_or_else(|| panic!("no peak memory line: {stdout}"));
    line["peak memory: largest AC ".len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no number: {line}"))
}

#[test]
fn a_program_touching_400_mb_is_a_memory_limit_exceeded() {
    require("prlimit", "--version", "util-linux");
    let hog = support::built("hog.c", "hog", &["cc", "-O2", "-o", "{out}", "{src}"], "gcc");
    // A memory hog runs only inside a bound made first: 1 GiB of address
    // space, whatever stress does.
    let cmd = format!("prlimit --as=1073741824 {}", hog.display());
    let out = stress(&["-p", "2580", "-n", "2", "-s", "1", "--cmd", &cmd], &scratch("hog"));
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("test 1: MLE: memory "), "{stdout}");
    assert!(stdout.contains("over the 256 MB limit"), "{stdout}");
    assert!(stdout.contains("(first: test 1, MLE)"), "{stdout}");
}

#[test]
fn the_correct_python_solution_stays_accepted_with_its_peak_shown() {
    python();
    let cmd = format!("python3 {}", fixture("correct.py"));
    let out = stress(
        &["-p", "2239", "-n", "3", "-s", "4", "--cmd", &cmd],
        &scratch("py-peak"),
    );
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    let peak = largest_ac_peak(&stdout);
    eprintln!("python3 correct.py: peak {peak} MB");
    assert!(peak > 1.0 && peak < 256.0, "{stdout}");
    assert!(stdout.contains("limit 544 MB (Python: 256 MB x 2 + 32 MB)"), "{stdout}");
}

#[test]
fn the_correct_java_solution_stays_accepted_with_its_peak_shown() {
    require("java", "-version", "openjdk-17-jdk-headless");
    let main = support::built(
        "Main.java",
        "Main.class",
        &["javac", "-d", "{dir}", "{src}"],
        "openjdk-17-jdk-headless",
    );
    let classes = main.parent().unwrap();
    // One test (and the sample before it): a JVM start is the cost.
    let cmd = format!("java -cp {} Main", classes.display());
    let out = stress(
        &["-p", "2580", "-n", "1", "-s", "4", "--cmd", &cmd],
        &scratch("java-peak"),
    );
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    let peak = largest_ac_peak(&stdout);
    eprintln!("java Main: peak {peak} MB");
    assert!(peak > 1.0 && peak < 256.0, "{stdout}");
    assert!(stdout.contains("limit 528 MB (Java: 256 MB x 2 + 16 MB)"), "{stdout}");
}
