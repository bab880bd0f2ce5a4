//! Snapshots (insta) of the text a person reads on the command line: every
//! kind of CLI error message, each subcommand's `--help`, and the demo
//! (the library's counters and traces are snapshotted by the library's own
//! tests, `tests/snapshots.rs` at the root); see "Reviewing snapshots" in
//! the README. Each post's exact program output is checked
//! against `testdata/originals/*.out` instead (`tests/cli.rs`).

use std::path::PathBuf;
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    sudoku_lab_test::data::root()
}

// --- the command line --------------------------------------------------------

/// Runs the binary with `args` and `stdin`, at a fixed help width, and
/// describes the result: the exit code, then stdout and stderr.
fn cli(args: &[&str], stdin: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .args(args)
        .current_dir(root())
        .env("COLUMNS", "100")
        .env_remove("LINES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    {
        use std::io::Write;
        let mut pipe = child.stdin.take().unwrap();
        // A closed pipe is fine: some commands never read stdin.
        let _ = pipe.write_all(stdin);
    }
    let out = child.wait_with_output().unwrap();
    let mut s = format!("$ sudoku-lab {}\nexit {:?}\n", args.join(" "), out.status.code());
    if !out.stdout.is_empty() {
        s.push_str(&format!("--- stdout\n{}", String::from_utf8_lossy(&out.stdout)));
    }
    if !out.stderr.is_empty() {
        s.push_str(&format!("--- stderr\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    s
}

/// A CLI error case: what it shows, the arguments, and stdin.
type Case = (&'static str, Vec<&'static str>, String);

/// Bad input: not puzzles in the format read, a missing file,
/// conflicting givens.
fn input_error_cases(sample: &str, dots: &str) -> Vec<Case> {
    vec![
        (
            "a character that is not a digit (boj2580)",
            vec!["solve"],
            sample.replacen("0 6 0 2 7", "0 x 0 2 7", 1),
        ),
        ("a number over 9", vec!["solve"], sample.replacen("0 3 5", "10 3 5", 1)),
        (
            "a row with 8 numbers",
            vec!["solve"],
            sample.replace("2 5 8 3 9 4 7 6 0", "2 5 8 3 9 4 7 6"),
        ),
        (
            "7 rows of 9",
            vec!["solve"],
            sample.lines().take(7).map(|l| format!("{l}\n")).collect(),
        ),
        ("nothing at all", vec!["solve"], "# only a comment\n\n".into()),
        (
            "a row with 8 digits (boj2239)",
            vec!["solve", "--input-format", "boj2239"],
            "12345678\n".repeat(9),
        ),
        (
            "a non-digit (boj2239)",
            vec!["solve", "--input-format", "boj2239"],
            "1234x6789\n".repeat(9),
        ),
        ("80 cells (line)", vec!["solve"], format!("{}\n", &dots[1..])),
        (
            "a bad character (line)",
            vec!["solve"],
            format!("{}x{}\n", &dots[..40], &dots[41..]),
        ),
        ("an 82nd cell (line)", vec!["solve"], format!("{dots}x\n")),
        ("a missing file", vec!["solve", "no/such/file"], String::new()),
        (
            "conflicting givens",
            vec!["solve"],
            sample.replacen("0 3 5", "3 3 5", 1),
        ),
    ]
}

/// Everything else: puzzles without a solution, budgets, programs, usage,
/// verdicts.
fn command_error_cases(sample: &str, dots: &str) -> Vec<Case> {
    vec![
        (
            "no solution",
            vec!["solve", "testdata/originals/unsolvable.2580.txt"],
            String::new(),
        ),
        (
            "the placement budget",
            vec!["solve", "--variant", "bitmask", "--max-placements", "10"],
            format!("{dots}\n"),
        ),
        (
            "the wrong format for a post's program",
            vec!["run", "full-scan"],
            std::fs::read_to_string(root().join("testdata/originals/sample2239.2239.txt")).unwrap(),
        ),
        ("an unknown variant", vec!["run", "nope"], String::new()),
        (
            "the reference solver's budget",
            vec!["solve", "--max-nodes", "0"],
            format!("{dots}\n"),
        ),
        (
            "a port's budget with the reference solver",
            vec!["solve", "--max-placements", "10"],
            format!("{dots}\n"),
        ),
        (
            "the reference solver's budget with a port",
            vec!["solve", "--variant", "bitmask", "--max-nodes", "10"],
            format!("{dots}\n"),
        ),
        ("an unknown subcommand", vec!["sovle"], String::new()),
        ("a missing required option", vec!["judge", "a", "b"], String::new()),
        (
            "judge: the judge's input is broken",
            vec![
                "judge",
                "--problem",
                "2580",
                "testdata/originals/conflict.2580.txt",
                "-",
            ],
            sample.to_string(),
        ),
        (
            "judge: a wrong answer",
            vec![
                "judge",
                "--problem",
                "2580",
                "testdata/originals/sample2580.2580.txt",
                "-",
            ],
            "123\n".into(),
        ),
        (
            "validate: an illegal input",
            vec![
                "validate",
                "--problem",
                "2580",
                "testdata/originals/unsolvable.2580.txt",
            ],
            String::new(),
        ),
        (
            "generate: blanks out of range",
            vec!["generate", "--blanks", "90"],
            String::new(),
        ),
        (
            "generate: no puzzle asked for",
            vec!["generate", "--hard", "-n", "0"],
            String::new(),
        ),
        (
            "generate: impossible options",
            vec!["generate", "--unique", "--blanks", "75"],
            String::new(),
        ),
    ]
}

#[test]
fn every_kind_of_cli_error_message() {
    let sample = std::fs::read_to_string(root().join("testdata/originals/sample2580.2580.txt")).unwrap();
    let dots = ".".repeat(81);
    let mut cases = input_error_cases(&sample, &dots);
    cases.extend(command_error_cases(&sample, &dots));
    let mut s = String::new();
    for (what, args, stdin) in &cases {
        s.push_str(&format!("### {what}\n{}\n", cli(args, stdin.as_bytes())));
    }
    insta::assert_snapshot!("cli_errors", s);
}

/// The subcommands whose help is snapshotted: every one in clap's own
/// command tree, so a new subcommand gets its snapshot (and a review) the
/// first time the tests run.
fn subcommands() -> Vec<String> {
    use clap::CommandFactory;
    let cli = sudoku_lab_cli::Cli::command();
    cli.get_subcommands().map(|c| c.get_name().to_string()).collect()
}

#[test]
fn top_level_help() {
    let out = cli(&["--help"], b"");
    assert!(out.contains("exit Some(0)"), "{out}");
    insta::assert_snapshot!("help", out);
}

#[test]
fn each_subcommands_help() {
    let subs = subcommands();
    assert!(subs.len() >= 9, "{subs:?}");
    for sub in &subs {
        let out = cli(&[sub, "--help"], b"");
        assert!(out.contains("exit Some(0)"), "{out}");
        insta::assert_snapshot!(format!("help_{sub}"), out);
    }
}

#[test]
fn the_demo() {
    let out = cli(&[], b"");
    assert!(out.contains("All five agree"), "{out}");
    insta::assert_snapshot!("demo", redact_times(&out));
}

/// The last column of the demo's table: a time such as `466 ns` or
/// `1.6 µs`, right-aligned (so its padding varies too), becomes ` [time]`
/// (what insta's regex filter `(?m) +[0-9.]+ (?:ns|µs|ms|s)$` did, without
/// building regex for one test).
fn redact_times(out: &str) -> String {
    let mut redacted = String::with_capacity(out.len());
    for line in out.split_inclusive('\n') {
        let (body, end) = line.strip_suffix('\n').map_or((line, ""), |b| (b, "\n"));
        redacted.push_str(&time_at_end(body).map_or_else(|| body.to_string(), |at| format!("{} [time]", &body[..at])));
        redacted.push_str(end);
    }
    redacted
}

/// Where ` +[0-9.]+ (ns|µs|ms|s)` ends `line`, if it does: the byte
/// offset of its first space.
fn time_at_end(line: &str) -> Option<usize> {
    let number = ["ns", "µs", "ms", "s"]
        .iter()
        .find_map(|unit| line.strip_suffix(unit)?.strip_suffix(' '))?;
    let digits = number.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
    if digits.len() == number.len() {
        return None;
    }
    let spaces = digits.trim_end_matches(' ');
    (spaces.len() < digits.len()).then_some(spaces.len())
}

#[test]
fn the_demos_time_redaction_is_insta_regex_filters() {
    assert_eq!(
        redact_times("a   466 ns\nb  1.6 µs\nc 12 ms\nd 3 s"),
        "a [time]\nb [time]\nc [time]\nd [time]"
    );
    // Not a time at the end of the line: unchanged.
    for kept in ["x 12 msx", "x ns", "x12 ms", "x 1 hs", ""] {
        assert_eq!(redact_times(kept), kept);
    }
}
