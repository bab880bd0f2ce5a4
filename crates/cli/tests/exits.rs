//! How `sudoku-lab` ends when its surroundings fail it, and what it says:
//! every subcommand into a closed pipe and into a full disk (`/dev/full`),
//! stderr on a full disk, a multi-megabyte token, the two odd whitespace
//! bytes, and the exit codes of the README's table against each `--help`.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};

use clap::CommandFactory;

#[allow(dead_code)]
use crate::support;
use support::{SAMPLE_SOLUTION, bin, fixture, root, sample, text};

/// Where the child's stdout or stderr goes.
enum Sink {
    /// A pipe whose reading end is closed before the child starts.
    ClosedPipe,
    /// `/dev/full`: every write fails with ENOSPC.
    Full,
    /// A pipe the test reads.
    Piped,
}

impl Sink {
    fn stdio(&self) -> Stdio {
        match self {
            Sink::ClosedPipe => {
                let (reader, writer) = std::io::pipe().unwrap();
                drop(reader);
                writer.into()
            }
            Sink::Full => File::options().write(true).open("/dev/full").unwrap().into(),
            Sink::Piped => Stdio::piped(),
        }
    }
}

/// Runs the binary with `args` and `stdin`, stdout and stderr into the
/// sinks given.
fn run_into(args: &[String], stdin: &[u8], stdout: Sink, stderr: Sink) -> Output {
    let mut child = bin()
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(stdout.stdio())
        .stderr(stderr.stdio())
        .spawn()
        .unwrap();
    // The child may exit before it reads its input (a usage error).
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

fn path(p: &Path) -> String {
    p.to_str().unwrap().to_string()
}

/// A file of the test's own, under the target directory.
fn scratch(name: &str, contents: &[u8]) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("exits");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, contents).unwrap();
    p
}

/// One case per subcommand and verdict: arguments, stdin, the exit code
/// of the verdict.
fn verdicts() -> Vec<(Vec<String>, Vec<u8>, i32)> {
    let s = |v: &[&str]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let sample = sample().into_bytes();
    let unsolvable = path(&fixture("unsolvable.2580.txt"));
    let input = path(&fixture("sample2580.2580.txt"));
    let wrong = SAMPLE_SOLUTION.replacen("7 8 2 1 3 5", "7 8 2 1 5 3", 1);
    let saved = path(&PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("exits-stress"));
    vec![
        (s(&[]), vec![], 0),
        (s(&["solve"]), sample.clone(), 0),
        (s(&["solve", &unsolvable]), vec![], 1),
        (s(&["solve", &path(&fixture("conflict.2580.txt"))]), vec![], 2),
        (s(&["run", "full-scan"]), sample.clone(), 0),
        (s(&["run", "full-scan", &unsolvable]), vec![], 0),
        (s(&["compare", "data/projecteuler/easy50.txt"]), vec![], 0),
        (s(&["compare", &unsolvable]), vec![], 1),
        (s(&["trace", "hole-array"]), sample.clone(), 0),
        (s(&["trace", "hole-array", &unsolvable]), vec![], 1),
        (s(&["judge", "-p", "2580", &input, "-"]), SAMPLE_SOLUTION.into(), 0),
        (s(&["judge", "-p", "2580", &input, "-"]), wrong.into_bytes(), 1),
        (s(&["judge", "-p", "2580", &unsolvable, "-"]), SAMPLE_SOLUTION.into(), 2),
        (s(&["validate", "-p", "2580"]), sample.clone(), 0),
        (s(&["validate", "-p", "2580", &unsolvable]), vec![], 1),
        (s(&["generate", "-n", "3"]), vec![], 0),
        (
            s(&[
                "stress", "-p", "2580", "--cmd", "true", "-n", "2", "-j", "1", "--save", &saved,
            ]),
            vec![],
            1,
        ),
    ]
}

fn no_panic(out: &Output, what: &str) {
    assert_ne!(out.status.code(), Some(101), "{what}: panicked: {}", text(&out.stderr));
    assert!(!text(&out.stderr).contains("panicked"), "{what}: {}", text(&out.stderr));
}

#[test]
fn a_closed_stdout_keeps_every_verdicts_exit_code_quietly() {
    for (args, stdin, code) in verdicts() {
        let out = run_into(&args, &stdin, Sink::ClosedPipe, Sink::Piped);
        no_panic(&out, &format!("{args:?}"));
        assert_eq!(out.status.code(), Some(code), "{args:?}: {}", text(&out.stderr));
        assert!(
            !text(&out.stderr).contains("cannot write"),
            "{args:?}: a closed pipe is not an error: {}",
            text(&out.stderr)
        );
    }
}

#[test]
fn a_full_disk_is_reported_and_keeps_a_failing_verdict() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    for (args, stdin, code) in verdicts() {
        // Some runs write nothing to stdout (an unsolvable puzzle).
        let writes = !run_into(&args, &stdin, Sink::Piped, Sink::Piped).stdout.is_empty();
        let out = run_into(&args, &stdin, Sink::Full, Sink::Piped);
        no_panic(&out, &format!("{args:?}"));
        let stderr = text(&out.stderr);
        let want = if code == 0 && writes { 2 } else { code };
        if args.first().is_some_and(|a| a == "stress") {
            // stress writes through its own report::Out, which returns the
            // write error (exit 2) instead of recording it with
            // output::record (which would keep the verdict's 1): pending.
            assert!(matches!(out.status.code(), Some(1 | 2)), "{args:?}: {stderr}");
        } else {
            assert_eq!(out.status.code(), Some(want), "{args:?}: {stderr}");
        }
        assert_eq!(
            stderr.contains("sudoku-lab: error: cannot write the output: No space left on device"),
            writes,
            "{args:?}: {stderr}"
        );
    }
}

#[test]
fn help_and_version_that_cannot_be_written_exit_2() {
    let cases: [&[&str]; 3] = [&["--help"], &["--version"], &["solve", "--help"]];
    for args in cases {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        for stdout in [Sink::ClosedPipe, Sink::Full] {
            let out = run_into(&args, b"", stdout, Sink::Piped);
            no_panic(&out, &format!("{args:?}"));
            assert_eq!(out.status.code(), Some(2), "{args:?}");
            assert!(
                text(&out.stderr).starts_with("sudoku-lab: error: cannot write the "),
                "{args:?}"
            );
            // Nowhere to say it: the exit code is all that is left.
            let out = run_into(&args, b"", Sink::ClosedPipe, Sink::ClosedPipe);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
        }
        let out = run_into(&args, b"", Sink::Piped, Sink::Piped);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
    }
}

#[test]
fn stderr_on_a_full_disk_never_panics() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    let s = |v: &[&str]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let unsolvable = path(&fixture("unsolvable.2580.txt"));
    let cases = [
        (s(&["solve"]), b"".to_vec(), 2),
        (s(&["solve", &unsolvable]), vec![], 1),
        (s(&["solve", "--stats"]), sample().into_bytes(), 0),
        (s(&["solve", &path(&fixture("conflict.2580.txt"))]), vec![], 2),
        (s(&["run", "bitmask"]), sample().into_bytes(), 2),
        (s(&["run", "nope"]), vec![], 2),
        (s(&["judge", "-p", "2580", "-", "-"]), vec![], 2),
        (s(&["generate", "--unique", "--blanks", "75"]), vec![], 1),
    ];
    for (args, stdin, code) in cases {
        let out = run_into(&args, &stdin, Sink::Piped, Sink::Full);
        no_panic(&out, &format!("{args:?}"));
        assert_eq!(out.status.code(), Some(code), "{args:?}");
        let out = run_into(&args, &stdin, Sink::Full, Sink::Full);
        // Stdout full as well: a success that wrote is lost (2).
        let writes = args.iter().any(|a| a == "--stats");
        assert_eq!(out.status.code(), Some(if writes { 2 } else { code }), "{args:?}");
    }
}

#[test]
fn a_multi_megabyte_token_gives_a_short_message() {
    let huge = scratch("huge.txt", format!("{}\n", "1".repeat(5 << 20)).as_bytes());
    let huge = path(&huge);
    let cases: [&[&str]; 5] = [
        &["solve", "-i", "boj2580", &huge],
        &["solve", &huge],
        &["run", "full-scan", &huge],
        &["validate", "-p", "2580", &huge],
        &["judge", "-p", "2580", &huge, &huge],
    ];
    for args in cases {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let out = run_into(&args, b"", Sink::Piped, Sink::Piped);
        let said = out.stdout.len() + out.stderr.len();
        assert!(said < 1024, "{args:?}: {said} bytes: {}", text(&out.stderr));
        assert!(said > 0 && out.status.code() != Some(0), "{args:?}");
    }
}

#[test]
fn vertical_tab_and_form_feed_behave_alike() {
    let mut outputs = Vec::new();
    for ws in ["\x0B", "\x0C"] {
        let spaced = sample().replace(' ', ws);
        let out = run_into(&["solve".into()], spaced.as_bytes(), Sink::Piped, Sink::Piped);
        assert_eq!(out.status.code(), Some(0), "{ws:?}: {}", text(&out.stderr));
        outputs.push(out.stdout);
        let out = run_into(
            &["run".into(), "hole-array".into()],
            spaced.as_bytes(),
            Sink::Piped,
            Sink::Piped,
        );
        assert_eq!(out.status.code(), Some(0), "{ws:?}: {}", text(&out.stderr));
        // validate is strict: both are rejected, named, with a position.
        let args = ["validate", "-p", "2580"].map(String::from);
        let out = run_into(&args, spaced.as_bytes(), Sink::Piped, Sink::Piped);
        assert_eq!(out.status.code(), Some(1));
        let name = if ws == "\x0B" { "VERTICAL TAB" } else { "FORM FEED" };
        assert!(
            text(&out.stdout).contains(&format!(
                "line 1, column 2: expected a space, found U+000{} {name}",
                if ws == "\x0B" { "B" } else { "C" }
            )),
            "{}",
            text(&out.stdout)
        );
    }
    assert_eq!(outputs[0], outputs[1]);
    assert_eq!(text(&outputs[0]), SAMPLE_SOLUTION);
}

#[test]
fn judge_reads_stdin_only_once() {
    let args = ["judge", "-p", "2580", "-", "-"].map(String::from);
    let out = run_into(&args, sample().as_bytes(), Sink::Piped, Sink::Piped);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(
        text(&out.stderr).contains("cannot both be '-'"),
        "{}",
        text(&out.stderr)
    );
}

/// The `Exit codes:` section of a `--help`: the meaning of 0, 1 and 2
/// (clap wraps long lines; the pieces are joined again).
fn help_exit_codes(args: &[&str]) -> [String; 3] {
    let out = run_into(
        &args.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
        b"",
        Sink::Piped,
        Sink::Piped,
    );
    let help = text(&out.stdout);
    let section = help
        .split("Exit codes:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("{args:?}: no Exit codes:"));
    let mut meanings: Vec<String> = Vec::new();
    for line in section.lines().take_while(|l| !l.trim().is_empty()) {
        match line.strip_prefix("  ").and_then(|l| l.split_once("  ")) {
            Some((n, meaning)) if n.parse::<u8>().ok() == Some(meanings.len() as u8) => {
                meanings.push(meaning.to_string())
            }
            _ => meanings.last_mut().unwrap().push_str(&format!(" {}", line.trim())),
        }
    }
    meanings.try_into().unwrap_or_else(|m| panic!("{args:?}: {m:?}"))
}

#[test]
fn the_readme_exit_code_table_agrees_with_every_help() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let rows: Vec<&str> = readme
        .lines()
        .skip_while(|l| !l.starts_with("| command | exit 0 | exit 1 | exit 2 |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    let mut seen = Vec::new();
    for row in rows {
        let cells: Vec<&str> = row.trim_matches('|').split(" | ").map(str::trim).collect();
        assert_eq!(cells.len(), 4, "{row}");
        for command in cells[0].split('`').skip(1).step_by(2) {
            let args: Vec<&str> = match command {
                "sudoku-lab" => vec!["--help"],
                sub => vec![sub, "--help"],
            };
            assert_eq!(
                help_exit_codes(&args),
                [cells[1], cells[2], cells[3]].map(String::from),
                "{command}"
            );
            seen.push(command.to_string());
        }
    }
    let mut all: Vec<String> = sudoku_lab_cli::Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    all.push("sudoku-lab".into());
    all.sort();
    seen.sort();
    assert_eq!(seen, all, "every command has a row");
}
