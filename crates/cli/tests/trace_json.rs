//! `sudoku-lab trace --format json`: the step trace the book's stepper
//! reads, its `--max-events` bound and its errors.

use std::process::{Command, Output};

use sudoku_lab::Variant;
use sudoku_lab::step::StepTrace;

const SAMPLE: &str = sudoku_lab::Problem::Boj2580.sample();

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
    assert_eq!((trace.variant, trace.end.truncated), (Variant::HoleArray, false));
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
    check_trace_in(text, "C")
}

/// [`check_trace`] under the locale `lang` (`LANG`).
fn check_trace_in(text: &str, lang: &str) -> (String, Option<i32>) {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let path = std::env::temp_dir().join(format!("check-trace-{}-{n}.json", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .arg("check-trace")
        .arg(&path)
        .env_remove("SUDOKU_LAB_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
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

    // One event changed: its number, its line, the field, what the port
    // writes and what the file says.
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
    assert_eq!(
        stdout,
        format!(
            "invalid: FILE: line {}: event {k}: field \"digit\": expected {digit}, found {other}\n",
            k + 1
        )
    );
}

/// Issue 42: on a Korean console `check-trace` speaks Korean: the valid
/// line, the frame of a JSON error (serde_json's own words stay English),
/// another version, a field that differs.
#[test]
fn check_trace_speaks_the_console_s_language() {
    let ko = "ko_KR.UTF-8";
    let out = trace(&["--format", "json", "hole-array"], SAMPLE);
    let text = String::from_utf8(out.stdout).unwrap();
    let events = text.lines().count() - 2;
    assert_eq!(
        check_trace_in(&text, ko),
        (format!("올바른 트레이스: 이벤트 {events}개\n"), Some(0))
    );
    let cut = &text[..text.len() / 2];
    let (stdout, code) = check_trace_in(cut, ko);
    assert_eq!(code, Some(1));
    let line = cut.lines().count();
    assert!(
        stdout.starts_with(&format!("잘못된 트레이스: FILE: {line}번째 줄 ")),
        "{stdout}"
    );
    assert!(stdout.contains("JSON으로 읽을 수 없다: EOF while parsing"), "{stdout}");
    let (stdout, _) = check_trace_in(&text.replacen("\"version\":1", "\"version\":2", 1), ko);
    assert_eq!(
        stdout,
        "잘못된 트레이스: FILE: sudoku-lab의 버전 1 트레이스가 아니다: 버전 2\n"
    );
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let k = lines.iter().position(|l| l.contains("\"e\":\"place\"")).unwrap();
    let digit = lines[k].split("\"digit\":").nth(1).unwrap().chars().next().unwrap();
    let other = if digit == '9' { '8' } else { char::from(digit as u8 + 1) };
    lines[k] = lines[k].replacen(&format!("\"digit\":{digit}"), &format!("\"digit\":{other}"), 1);
    let (stdout, code) = check_trace_in(&lines.join("\n"), ko);
    assert_eq!(code, Some(1));
    assert_eq!(
        stdout,
        format!(
            "잘못된 트레이스: FILE: {}번째 줄: {k}번째 이벤트: 필드 \"digit\": 다시 실행하면 {digit}인데 파일에는 {other}\n",
            k + 1
        )
    );
}

/// `text` with the first `from` on line `line` (1-based) replaced by `to`;
/// panics when there is none, so that an edit always happens.
fn edit(text: &str, line: usize, from: &str, to: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert!(
        lines[line - 1].contains(from),
        "line {line} has no {from:?}: {}",
        lines[line - 1]
    );
    lines[line - 1] = lines[line - 1].replacen(from, to, 1);
    lines.join("\n") + "\n"
}

/// The first line (1-based) of `text` holding every one of `parts`.
fn line_with(text: &str, parts: &[&str]) -> usize {
    1 + text
        .lines()
        .position(|l| parts.iter().all(|p| l.contains(p)))
        .unwrap_or_else(|| panic!("no line with {parts:?}"))
}

#[test]
fn check_trace_names_each_edited_field() {
    let out = trace(&["--format", "json", "bitmask"], SAMPLE);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(check_trace(&text).1, Some(0), "the real trace is valid");
    let trace: StepTrace = serde_json::from_str(&text).unwrap();
    let placements = trace.end.placements;
    let undos = trace.end.undos;
    let rejected = line_with(&text, &["\"ok\":false", "\"by\":\"rowbit[1] & 1 << 1\""]);
    let placed = line_with(&text, &["\"e\":\"place\"", "[\"rowbit\",0,1022]"]);
    let cases: Vec<(String, String)> = vec![
        (
            edit(&text, 1, "\"variant\":\"bitmask\"", "\"variant\":\"check-arrays\""),
            "field \"variant\": expected \"bitmask\", found \"check-arrays\"".into(),
        ),
        (
            edit(&text, 1, "\"outcome\":\"solved\"", "\"outcome\":\"no solution\""),
            "field \"end.outcome\": expected \"solved\", found \"no solution\"".into(),
        ),
        (
            edit(
                &text,
                1,
                &format!("\"placements\":{placements}"),
                &format!("\"placements\":{}", placements + 1),
            ),
            format!(
                "field \"end.placements\": expected {placements}, found {}",
                placements + 1
            ),
        ),
        (
            edit(&text, 1, &format!("\"undos\":{undos}"), "\"undos\":99"),
            format!("field \"end.undos\": expected {undos}, found 99"),
        ),
        (
            edit(&text, 1, "\"truncated\":false", "\"truncated\":true"),
            "field \"end.truncated\": expected false, found true".into(),
        ),
        // The state after the first event: map, cell r1c3 (index 2).
        (
            edit(&text, 1, "[\"map\",[0,3,5,", "[\"map\",[0,3,6,"),
            "field \"state.map[2]\": expected 5, found 6".into(),
        ),
        // Another post's name: the row is named.
        (
            edit(&text, 1, "[\"rowbit\",[", "[\"c2\",["),
            "field \"state[1]\": expected the row \"rowbit\", found the row \"c2\"".into(),
        ),
        // No post's name: refused as it is read, at its line and column.
        {
            let edited = edit(&text, 1, "[\"rowbit\",[", "[\"rowbits\",[");
            let column = edited.find("[\"rowbits\",[").unwrap() + "[\"rowbits\",[".len();
            let want = format!(
                "line 1, column {column}: invalid value: string \"rowbits\", expected a name from a post's code: a row of its state, or what its digit test reads"
            );
            (edited, want)
        },
        // A change `d` of a placement.
        (
            edit(&text, placed, "[\"rowbit\",0,1022]", "[\"rowbit\",0,1020]"),
            format!(
                "line {placed}: event {}: field \"d[1]\": expected [\"rowbit\",0,1022], found [\"rowbit\",0,1020]",
                placed - 1
            ),
        ),
        // A reason `why` of a rejected test, and its cell.
        (
            edit(
                &text,
                rejected,
                "\"by\":\"rowbit[1] & 1 << 1\"",
                "\"by\":\"colbit[1] & 1 << 1\"",
            ),
            format!(
                "line {rejected}: event {}: field \"why.by\": expected \"rowbit[1] & 1 << 1\", found \"colbit[1] & 1 << 1\"",
                rejected - 1
            ),
        ),
        (
            edit(&text, rejected, "\"house\":\"row\"", "\"house\":\"block\""),
            format!(
                "line {rejected}: event {}: field \"why.house\": expected \"row\", found \"block\"",
                rejected - 1
            ),
        ),
        (
            edit(&text, rejected, "\"ok\":false", "\"ok\":true"),
            format!(
                "line {rejected}: event {}: field \"ok\": expected false, found true",
                rejected - 1
            ),
        ),
        // More events than end.max_events allows.
        (
            edit(
                &edit(&text, 1, "\"max_events\":200000", "\"max_events\":5"),
                1,
                "\"truncated\":false",
                "\"truncated\":true",
            ),
            "line 7: event 6: expected the end of the events (end.max_events is 5), found {\"e\":\"place\",\"cell\":13,\"digit\":3,\"d\":[[\"… (105 bytes)".into(),
        ),
        // The last event dropped (and end.events with it): the file ends
        // early.
        {
            let last = trace.events.len() + 1;
            let mut lines: Vec<&str> = text.lines().collect();
            lines.remove(last - 1);
            let before = lines[last - 2].trim_end_matches(',').to_string();
            let mut lines: Vec<String> = lines.into_iter().map(str::to_string).collect();
            lines[last - 2] = before;
            let n = trace.end.events;
            let cut = edit(
                &(lines.join("\n") + "\n"),
                1,
                &format!("\"events\":{n},"),
                &format!("\"events\":{},", n - 1),
            );
            (cut, format!("field \"end.events\": expected {n}, found {}", n - 1))
        },
    ];
    for (edited, want) in cases {
        let (stdout, code) = check_trace(&edited);
        assert_eq!(code, Some(1), "{want}: {stdout}");
        assert_eq!(stdout, format!("invalid: FILE: {want}\n"));
    }
}

#[test]
fn check_trace_quotes_at_most_40_bytes_of_a_token() {
    let out = trace(&["--format", "json", "bitmask"], SAMPLE);
    let text = String::from_utf8(out.stdout).unwrap();
    // 1 MiB: the message gives its length (1048576 bytes, or a little
    // more with its JSON), never the token.
    let huge = "x".repeat(1 << 20);
    let rejected = line_with(&text, &["\"by\":\"rowbit[1] & 1 << 1\""]);
    let cases = [
        (1, "\"variant\":\"bitmask\"", format!("\"variant\":\"{huge}\"")),
        (1, "\"format\":\"sudoku-lab-trace\"", format!("\"format\":\"{huge}\"")),
        (1, "\"outcome\":\"solved\"", format!("\"outcome\":\"{huge}\"")),
        (2, "\"e\":\"test\"", format!("\"e\":\"{huge}\"")),
        (2, "\"cell\":0", format!("\"cell\":\"{huge}\"")),
        (rejected, "\"by\":\"rowbit[1] & 1 << 1\"", format!("\"by\":\"{huge}\"")),
        (3, "[\"map\",", format!("[\"{huge}\",")),
    ];
    for (line, from, to) in cases {
        let (stdout, code) = check_trace(&edit(&text, line, from, &to));
        assert_eq!(code, Some(1), "{from}: {:.200}", stdout);
        assert!(stdout.len() < 300, "{from}: {} bytes: {:.300}", stdout.len(), stdout);
        // An excerpt of the token (40 bytes of it, or of its JSON), cut.
        assert!(stdout.contains(&"x".repeat(30)), "{from}: {stdout}");
        assert!(stdout.contains("x…") && stdout.contains(" (1048"), "{from}: {stdout}");
    }
}

#[test]
fn check_trace_rejects_unknown_keys_and_names_invisible_characters() {
    // Issue 34: a key the format does not have, at the top level, in
    // `end` or in an event, is an error that names it.
    let out = trace(&["--format", "json", "bitmask"], SAMPLE);
    let text = String::from_utf8(out.stdout).unwrap();
    let end = line_with(&text, &["\"outcome\":"]);
    for (line, from, to) in [
        (1, "\"variant\":", "\"extra\":1,\"variant\":"),
        (2, "\"e\":", "\"x\":true,\"e\":"),
        (end, "\"outcome\":", "\"note\":\"hi\",\"outcome\":"),
    ] {
        let (stdout, code) = check_trace(&edit(&text, line, from, to));
        assert_eq!(code, Some(1), "{to}: {stdout}");
        assert!(stdout.contains("unknown field `"), "{to}: {stdout}");
    }
    // A zero-width space in a value is named, not printed raw.
    let (stdout, code) = check_trace(&edit(&text, end, "\"solved\"", "\"sol\u{200B}ved\""));
    assert_eq!(code, Some(1), "{stdout}");
    assert!(stdout.contains("<U+200B ZERO WIDTH SPACE>"), "{stdout}");
    assert!(!stdout.contains('\u{200B}'), "{stdout}");
}

#[test]
fn a_forged_given_is_named_in_the_puzzle_field() {
    // Issue 34: a puzzle edited by one cell (a given added, changed or
    // removed) was reported as `state[0]` or `state.map[1]`; the state and
    // the events are a run on the original puzzle, so the puzzle is named.
    let out = trace(&["--format", "json", "bitmask"], SAMPLE);
    let text = String::from_utf8(out.stdout).unwrap();
    // The field: the sample's 81 digits, 0 for a blank.
    let digits = SAMPLE.replace([' ', '\n'], "");
    let from = format!("\"puzzle\":\"{digits}\"");
    // r1c1 (a blank) given a 1, r2c5 (a blank) given a 3, r2c1 (a given 7)
    // made a blank.
    for (cell, digit, want) in [
        (0, "1", "expected '0' at r1c1"),
        (13, "3", "expected '0' at r2c5"),
        (9, "0", "expected '7' at r2c1"),
    ] {
        let mut forged = digits.clone();
        forged.replace_range(cell..=cell, digit);
        let to = format!("\"puzzle\":\"{forged}\"");
        let (stdout, code) = check_trace(&edit(&text, 1, &from, &to));
        assert_eq!(code, Some(1), "{stdout}");
        assert!(
            stdout.starts_with(&format!("invalid: FILE: field \"puzzle\": {want} (the puzzle")),
            "{to}: {stdout}"
        );
    }
}
