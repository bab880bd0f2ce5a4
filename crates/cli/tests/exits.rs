//! How `sudoku-lab` ends when its surroundings fail it, and what it says:
//! every subcommand into a closed pipe, into a full disk (`/dev/full`) and
//! with stdout closed (`>&-`), stderr on a full disk, one file given twice
//! to `judge`, a multi-megabyte token, the two odd whitespace bytes, and
//! the exit codes of the README's table against each `--help`.

use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};

use clap::CommandFactory;
use sudoku_lab_test::datasets::{EASY50, PLB};

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
    /// No descriptor at all (`>&-`, `2>&-`): closed in the child before
    /// it runs the binary.
    Closed,
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
            Sink::Closed => Stdio::null(),
        }
    }
}

/// Fails with a message when `/dev/full` is missing (the kernel's devtmpfs
/// provides it; in a bare chroot, Debian's `makedev` package makes it:
/// `MAKEDEV std`), rather than passing without testing.
fn dev_full() {
    assert!(
        Path::new("/dev/full").exists(),
        "/dev/full is missing: these tests need it (devtmpfs; in a chroot, Debian's makedev package: MAKEDEV std)"
    );
}

/// Runs the binary with `args` and `stdin`, stdout and stderr into the
/// sinks given.
fn run_into(args: &[String], stdin: &[u8], stdout: Sink, stderr: Sink) -> Output {
    let mut command = bin();
    let closed: Vec<i32> = [(1, &stdout), (2, &stderr)]
        .into_iter()
        .filter(|(_, sink)| matches!(sink, Sink::Closed))
        .map(|(fd, _)| fd)
        .collect();
    // SAFETY: close(2) is async-signal-safe and touches no memory.
    unsafe {
        command.pre_exec(move || {
            for &fd in &closed {
                libc::close(fd);
            }
            Ok(())
        });
    }
    let mut child = command
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
        (s(&["compare", EASY50.path]), vec![], 0),
        (s(&["compare", &unsolvable]), vec![], 1),
        (s(&["trace", "hole-array"]), sample.clone(), 0),
        (s(&["trace", "hole-array", &unsolvable]), vec![], 1),
        (s(&["trace", "-f", "json", "hole-array"]), sample.clone(), 0),
        (s(&["trace", "-f", "json", "hole-array", &unsolvable]), vec![], 1),
        (s(&["check-trace", &path(&trace_file())]), vec![], 0),
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

/// A step trace of the sample (`trace --format json bitmask`), written
/// once.
fn trace_file() -> PathBuf {
    static TRACE: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    TRACE
        .get_or_init(|| {
            let out = run_into(
                &["trace", "-f", "json", "bitmask"].map(String::from),
                sample().as_bytes(),
                Sink::Piped,
                Sink::Piped,
            );
            assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
            scratch("sample.bitmask.json", &out.stdout)
        })
        .clone()
}

#[test]
fn a_closed_pipe_inside_the_json_writer_keeps_the_verdicts_code() {
    // `trace --format json … | head -1` on a trace far larger than a pipe
    // holds: the reader goes away while serde_json is writing an event.
    let plb = scratch("plb1.txt", &std::fs::read(root().join(PLB.path)).unwrap()[..82]);
    let mut child = bin()
        .args(["trace", "-f", "json", "--max-placements", "5000", "check-arrays"])
        .arg(&plb)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("{\"format\":\"sudoku-lab-trace\""), "{first}");
    let out = child.wait_with_output().unwrap();
    no_panic(&out, "trace -f json | head -1");
    // Stopped by --max-placements: the verdict is 1, and it is kept.
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "", "a closed pipe is not an error");
}

/// Every verdict case with stdout as `sink`: no panic; a success that
/// writes becomes 2, a failure keeps its code (stress too: its report
/// records the error and keeps the verdict); the error is said on stderr
/// (`message`) exactly when the command writes something.
fn stdout_fails_as(sink: fn() -> Sink, message: &str) {
    for ((args, stdin, code), writes) in verdicts().into_iter().zip(writes()) {
        let out = run_into(&args, &stdin, sink(), Sink::Piped);
        no_panic(&out, &format!("{args:?}"));
        let stderr = text(&out.stderr);
        let want = if code == 0 && writes { 2 } else { code };
        assert_eq!(out.status.code(), Some(want), "{args:?}: {stderr}");
        assert_eq!(stderr.contains(message), writes, "{args:?}: {stderr}");
    }
}

/// For each of [`verdicts`], whether it writes to stdout when it can
/// (some runs write nothing: an unsolvable puzzle): run once, for both
/// tests of [`stdout_fails_as`].
fn writes() -> Vec<bool> {
    static WRITES: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    WRITES
        .get_or_init(|| {
            verdicts()
                .into_iter()
                .map(|(args, stdin, _)| !run_into(&args, &stdin, Sink::Piped, Sink::Piped).stdout.is_empty())
                .collect()
        })
        .clone()
}

#[test]
fn a_stdout_closed_from_the_start_fails_a_success_and_keeps_a_failure() {
    stdout_fails_as(
        || Sink::Closed,
        "sudoku-lab: error: cannot write the output: stdout is closed",
    );
    for args in [&["--help"][..], &["--version"], &["judge", "--help"]] {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let out = run_into(&args, b"", Sink::Closed, Sink::Piped);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            text(&out.stderr).contains(": stdout is closed"),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    // Closed stderr: nothing to say it on, the verdict's code all the same.
    let out = run_into(&["solve".into()], b"", Sink::Piped, Sink::Closed);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_full_disk_is_reported_and_keeps_a_failing_verdict() {
    dev_full();
    stdout_fails_as(
        || Sink::Full,
        "sudoku-lab: error: cannot write the output: No space left on device",
    );
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
    dev_full();
    let s = |v: &[&str]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let unsolvable = path(&fixture("unsolvable.2580.txt"));
    // One puzzle that is not a legal 2580 test, then one that is: stress
    // says it skipped the first (it validates until -n 1 legal tests).
    let line: String = sample().split_whitespace().collect();
    let mixed = path(&scratch(
        "mixed.txt",
        format!("{}\n{line}\n", "1".repeat(81)).as_bytes(),
    ));
    let saved = path(&PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("exits-stress-full"));
    let cases = [
        (s(&["solve"]), b"".to_vec(), 2),
        (s(&["solve", &unsolvable]), vec![], 1),
        (s(&["solve", "--stats"]), sample().into_bytes(), 0),
        (s(&["solve", &path(&fixture("conflict.2580.txt"))]), vec![], 2),
        (s(&["run", "bitmask"]), sample().into_bytes(), 2),
        (s(&["run", "nope"]), vec![], 2),
        (s(&["judge", "-p", "2580", "-", "-"]), vec![], 2),
        (s(&["generate", "--unique", "--blanks", "75"]), vec![], 1),
        // Truncated: a line on stderr.
        (
            s(&["trace", "-f", "json", "--max-events", "5", "bitmask"]),
            sample().into_bytes(),
            0,
        ),
        (
            s(&[
                "stress", "-p", "2580", "--inputs", &mixed, "--cmd", "true", "-n", "1", "-j", "1", "--save", &saved,
            ]),
            vec![],
            1,
        ),
    ];
    for (args, stdin, code) in cases {
        let said = run_into(&args, &stdin, Sink::Piped, Sink::Piped);
        assert_eq!(said.status.code(), Some(code), "{args:?}: {}", text(&said.stderr));
        assert!(!said.stderr.is_empty(), "{args:?}: the case writes to stderr");
        let out = run_into(&args, &stdin, Sink::Piped, Sink::Full);
        no_panic(&out, &format!("{args:?}"));
        assert_eq!(out.status.code(), Some(code), "{args:?}");
        let out = run_into(&args, &stdin, Sink::Full, Sink::Full);
        // Stdout full as well: a success that wrote is lost (2).
        let writes = args.iter().any(|a| a == "--stats" || a == "json");
        if args[0] == "stress" {
            // stress's own report::Out returns the write error (pending,
            // as in a_full_disk_is_reported_and_keeps_a_failing_verdict).
            assert!(matches!(out.status.code(), Some(1 | 2)), "{args:?}");
        } else {
            assert_eq!(out.status.code(), Some(if writes { 2 } else { code }), "{args:?}");
        }
    }
}

#[test]
fn a_multi_megabyte_token_gives_a_short_message() {
    let huge = scratch("huge.txt", format!("{}\n", "1".repeat(5 << 20)).as_bytes());
    // The same bytes under a second name: judge refuses one file twice.
    let huge_too = path(&scratch("huge-too.txt", &std::fs::read(&huge).unwrap()));
    let huge = path(&huge);
    let cases: [&[&str]; 5] = [
        &["solve", "-i", "boj2580", &huge],
        &["solve", &huge],
        &["run", "full-scan", &huge],
        &["validate", "-p", "2580", &huge],
        &["judge", "-p", "2580", &huge, &huge_too],
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
fn judge_refuses_one_file_as_input_and_output() {
    let input = path(&fixture("sample2580.2580.txt"));
    let link = scratch("link-dir", b"").with_file_name("sample-link.txt");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&input, &link).unwrap();
    let link = path(&link);
    let pairs = [
        ["/dev/stdin", "/dev/stdin"],
        ["-", "/dev/stdin"],
        ["/dev/stdin", "-"],
        ["/dev/fd/0", "-"],
        [&input, &input],
        [&input, &link],
    ];
    for [a, b] in pairs {
        let args = ["judge", "-p", "2580", a, b].map(String::from);
        let out = run_into(&args, SAMPLE_SOLUTION.as_bytes(), Sink::Piped, Sink::Piped);
        assert_eq!(out.status.code(), Some(2), "{a} {b}: {}", text(&out.stdout));
        assert!(out.stdout.is_empty(), "{a} {b}: no verdict");
        assert!(
            text(&out.stderr).contains("INPUT and OUTPUT are one file"),
            "{a} {b}: {}",
            text(&out.stderr)
        );
    }
    // Stdin that is the input file itself (`< input`), named twice.
    let mut child = bin()
        .args(["judge", "-p", "2580", "-", &input])
        .stdin(File::open(&input).unwrap())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    // Two files with the same bytes are two files: judged (not AC: the
    // input has blanks).
    let copy = path(&scratch("sample-copy.txt", sample().as_bytes()));
    let out = run_into(
        &["judge", "-p", "2580", &input, &copy].map(String::from),
        b"",
        Sink::Piped,
        Sink::Piped,
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    // And stdin against a file, the usual way, is judged.
    let out = run_into(
        &["judge", "-p", "2580", &input, "-"].map(String::from),
        SAMPLE_SOLUTION.as_bytes(),
        Sink::Piped,
        Sink::Piped,
    );
    assert_eq!(
        (out.status.code(), text(&out.stdout).lines().next()),
        (Some(0), Some("AC"))
    );
}

#[test]
fn stdout_and_stderr_are_written_only_through_the_output_module() {
    // `eprintln!` panics when stderr is full, `println!` when stdout is:
    // every write goes through crates/cli/src/output.rs. (Clippy's
    // print_stdout and print_stderr lints, denied in lib.rs, say the same
    // at `cargo clippy`; this says it at `cargo test`.)
    let mut files = vec![root().join("crates/cli/src")];
    let mut seen = 0;
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let source = std::fs::read_to_string(&p).unwrap();
        seen += 1;
        for (n, line) in source.lines().enumerate() {
            for banned in [
                "println!(",
                "print!(",
                "eprint!(",
                "dbg!(",
                "io::stderr()",
                "io::stdout()",
            ] {
                let allowed = banned.starts_with("io::") && p.ends_with("output.rs");
                assert!(
                    allowed || !line.contains(banned),
                    "{}:{}: {banned} outside output.rs: {line}",
                    p.display(),
                    n + 1
                );
            }
        }
    }
    assert!(seen > 20, "only {seen} source files under crates/cli/src");
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
