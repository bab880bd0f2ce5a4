//! `sudoku-lab trace --format json`: the step trace the book's stepper
//! reads, its `--max-events` bound and its errors.

use std::process::{Command, Output};

use sudoku_lab::step::StepTrace;

const SAMPLE: &str = "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n\
3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n\
9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";

fn trace(args: &[&str], input: &str) -> Output {
    // One file per call: tests run in parallel, some with the same args.
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("trace-json-{}-{n}", std::process::id()));
    std::fs::write(&dir, input).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .arg("trace")
        .args(args)
        .arg(&dir)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&dir);
    out
}

#[test]
fn json_is_the_librarys_step_trace_one_event_a_line() {
    let out = trace(&["--format", "json", "hole-array"], SAMPLE);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let trace: StepTrace = serde_json::from_str(&text).unwrap();
    trace.check().unwrap();
    assert_eq!((trace.variant.as_str(), trace.end.truncated), ("hole-array", false));
    assert_eq!(text.lines().count(), trace.events.len() + 2);
    assert!(out.stderr.is_empty());
}

#[test]
fn max_events_says_so_in_the_file_and_on_stderr() {
    let out = trace(&["-f", "json", "--max-events", "7", "bitmask"], SAMPLE);
    let trace: StepTrace = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(trace.events.len(), 7);
    assert!(trace.end.truncated);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("recorded the first 7 of 76 events (--max-events 7)"),
        "{stderr}"
    );
}

#[test]
fn json_wants_one_puzzle_and_bad_input_is_positioned() {
    let two = format!("{}\n{}\n", "0".repeat(81), "1".repeat(81));
    let out = trace(&["-f", "json", "bitmask"], &two);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("traces one puzzle, but the input holds 2 (the second starts on line 2)"),
        "{stderr}"
    );
    let out = trace(&["-f", "json", "bitmask"], "0 3 x\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("line 1, column 5"));
}

/// `sudoku-lab check-trace` on `text`: (stdout, exit code).
fn check_trace(text: &str) -> (String, Option<i32>) {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let path = std::env::temp_dir().join(format!("check-trace-{}-{n}.json", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .arg("check-trace")
        .arg(&path)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    let stdout = String::from_utf8_lossy(&out.stdout).replace(&path.display().to_string(), "FILE");
    (stdout, out.status.code())
}

#[test]
fn check_trace_accepts_the_cli_s_trace_and_positions_what_is_wrong() {
    let out = trace(&["--format", "json", "hole-array"], SAMPLE);
    let text = String::from_utf8(out.stdout).unwrap();
    let events = text.lines().count() - 2;
    assert_eq!(check_trace(&text), (format!("valid: {events} events\n"), Some(0)));

    // Cut short: a JSON error with its line and column.
    let cut = &text[..text.len() / 2];
    let line = cut.lines().count();
    let (stdout, code) = check_trace(cut);
    assert_eq!(code, Some(1));
    assert!(
        stdout.starts_with(&format!("invalid: FILE: line {line}, column ")),
        "{stdout}"
    );
    assert!(stdout.contains("EOF while parsing"), "{stdout}");

    // Another version.
    let (stdout, code) = check_trace(&text.replacen("\"version\":1", "\"version\":2", 1));
    assert_eq!(code, Some(1));
    assert!(stdout.contains("not a sudoku-lab trace of version 1"), "{stdout}");

    // One event changed: its number, its line, and what the port does.
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let k = lines
        .iter()
        .position(|l| l.contains("\"e\":\"test\"") && l.contains("\"ok\":true"))
        .unwrap();
    let digit = lines[k].split("\"digit\":").nth(1).unwrap().chars().next().unwrap();
    let other = if digit == '9' { '8' } else { char::from(digit as u8 + 1) };
    lines[k] = lines[k].replacen(&format!("\"digit\":{digit}"), &format!("\"digit\":{other}"), 1);
    let (stdout, code) = check_trace(&lines.join("\n"));
    assert_eq!(code, Some(1));
    assert!(
        stdout.contains(&format!("line {}: event {}: the trace says test of {other}", k + 1, k)),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("hole-array's search makes test of {digit}")),
        "{stdout}"
    );
}
