//! The console's words, in English and Korean: one catalog, whose text is
//! data a translator edits without Rust. The messages are Project Fluent's
//! (`fluent-bundle`), one file per language, `crates/cli/i18n/en/sudoku-lab.ftl`
//! and `crates/cli/i18n/ko/sudoku-lab.ftl`, built into the binary; the Rust
//! side names each message once ([`ALL`], one [`Msg`] each, with its
//! variables), and a unit test checks that every message is in both files
//! with the same variables. Left in English: the help texts, and the rare
//! errors of a machine in trouble (a thread that cannot start, the
//! generator's own errors).
//!
//! The language ([`Ui`]) is chosen once per run ([`Ui::choose`]): `--lang-ui
//! ko|en`, else the environment variable `SUDOKU_LAB_LANG` (`ko` or `en`),
//! else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: the first one set,
//! as POSIX reads them; `ko_KR.UTF-8`, `ko_KR` or `ko` is Korean), else
//! English. A Korean locale whose codeset is not UTF-8 (`ko_KR.EUC-KR`,
//! `ko_KR.CP949`) gets English: its terminal would show UTF-8 Hangul as
//! mojibake, and the console has no other encoding. An explicit
//! `SUDOKU_LAB_LANG=ko` or `--lang-ui ko` still gives Korean, in UTF-8.
//! The Korean uses Baekjoon's own verdict names ([`verdict`]:
//! 맞았습니다!!, 틀렸습니다, …), plain short sentences (해라체) and the
//! posts' words (빈칸, 솔버).
//!
//! Typed reasons are rendered by exhaustive matches that choose a
//! message (a reason added without its message does not compile): here,
//! the library's and the runner's ([`judge_reason_in`], [`invalid_in`],
//! [`input_error_in`], [`found_in`], [`ended_in`], [`trace_error_in`],
//! [`containment`], [`outer_limit`], …); beside their types, the CLI's own
//! (a run's reason, `stress::trial::reason_in`; a kind of tests,
//! `stress::TestKind::shown`; an input error's hint, `error::Hint`). This
//! module depends on no other module of the CLI. Particles after a
//! filled-in word take the form the word wants ([`josa::resolve`]:
//! `숫자가`, `'0'이`). What stays English: the help texts, serde_json's
//! words in a trace that is not JSON of the format, Unicode's names of
//! invisible characters (`NO-BREAK SPACE`) and Windows' names of its
//! statuses (`STATUS_ACCESS_VIOLATION`), which are what a search finds.

mod catalog;
pub mod josa;
#[cfg(test)]
mod tests;

pub use catalog::*;

use sudoku_lab::judge::Verdict;
use sudoku_lab::units::thousands;

/// What breaks the library's rules for a step trace
/// ([`sudoku_lab::step::TraceError`]) in `ui`; the English is the
/// library's (`Display`). An exhaustive match.
pub fn trace_error_in(e: &sudoku_lab::step::TraceError, ui: Ui) -> String {
    use sudoku_lab::step::{EventError as V, StepKind, TraceError as T, VERSION};
    match e {
        T::Version { version } => TRACE_RULE_VERSION.fill_in(ui, &[&VERSION, version]),
        T::End {
            recorded,
            max_events,
            events,
        } => TRACE_RULE_END.fill_in(ui, &[recorded, max_events, events]),
        T::Event { event, problem } => {
            let what = match problem {
                V::OffBoard { cell, digit } => TRACE_RULE_OFF_BOARD.fill_in(ui, &[cell, digit]),
                V::NotBlank {
                    kind,
                    digit,
                    cell,
                    given,
                    held,
                } => {
                    let on = match kind {
                        StepKind::Place => TRACE_RULE_PLACE_ON,
                        StepKind::Test => TRACE_RULE_TEST_ON,
                        StepKind::Undo => TRACE_RULE_UNDO_ON,
                    };
                    let whose = if *given { TRACE_RULE_GIVEN } else { TRACE_RULE_PLACED };
                    on.fill_in(ui, &[digit, cell, &whose.text_in(ui), held])
                }
                V::UndoNotHeld { digit, cell, held } => TRACE_RULE_UNDO_NOT_HELD.fill_in(ui, &[digit, cell, held]),
            };
            TRACE_RULE_EVENT.fill_in(ui, &[event, &what])
        }
    }
}

/// Why a number option's value was refused ([`std::num::ParseIntError`])
/// in `ui`; the English is Rust's own text.
pub fn int_error_in(e: &std::num::ParseIntError, ui: Ui) -> String {
    use std::num::IntErrorKind as K;
    let msg = match e.kind() {
        K::Empty => NUMBER_EMPTY,
        K::InvalidDigit => NUMBER_INVALID,
        K::PosOverflow => NUMBER_TOO_LARGE,
        _ => return e.to_string(),
    };
    msg.text_in(ui).to_string()
}

/// How runs are held to `tasks` processes and threads, in the console's
/// language ([`ui`]): `pids cgroup v1, pids.max 256`, `RLIMIT_NPROC, …`.
/// An exhaustive match: a new mechanism without Korean does not compile.
pub fn containment(c: &sudoku_lab_runner::Containment, tasks: u64) -> String {
    containment_in(c, tasks, ui())
}

/// [`containment`] in `ui`.
pub fn containment_in(c: &sudoku_lab_runner::Containment, tasks: u64, ui: Ui) -> String {
    use sudoku_lab_runner::Containment as C;
    match c {
        C::Cgroup { v2 } => CONTAINMENT_CGROUP.fill_in(ui, &[&if *v2 { "v2" } else { "v1" }, &tasks]),
        C::Rlimit => CONTAINMENT_RLIMIT.fill_in(ui, &[&tasks]),
        C::Watchdog => CONTAINMENT_WATCHDOG.fill_in(ui, &[&tasks]),
        C::Job => CONTAINMENT_JOB.fill_in(ui, &[&tasks]),
    }
}

/// A limit outside the runs ([`sudoku_lab_runner::OuterLimit`]), in the
/// console's language ([`ui`]): `pids.max 40 of the cgroup
/// /sys/fs/cgroup/pids/ci`, `the user's hard RLIMIT_NPROC (30 tasks; …)`.
pub fn outer_limit(o: &sudoku_lab_runner::OuterLimit) -> String {
    outer_limit_in(o, ui())
}

/// [`outer_limit`] in `ui`. An exhaustive match: a new kind of limit
/// without its Korean does not compile.
pub fn outer_limit_in(o: &sudoku_lab_runner::OuterLimit, ui: Ui) -> String {
    use sudoku_lab_runner::OuterLimit as O;
    match o {
        O::PidsCgroup { max, path } => OUTER_PIDS_CGROUP.fill_in(ui, &[max, &path.display()]),
        O::HardNproc {
            limit,
            user_tasks,
            tasks,
        } => OUTER_HARD_NPROC.fill_in(ui, &[limit, user_tasks, tasks]),
        O::OtherProcesses {
            limit,
            run_tasks,
            tasks,
        } => OUTER_OTHER_PROCESSES.fill_in(ui, &[limit, run_tasks, tasks]),
        O::Unnamed { in_use, tasks } => OUTER_UNNAMED.fill_in(ui, &[in_use, tasks]),
        O::Resource { resource, hard, needed } => {
            let needed = match needed {
                None => OUTER_NEEDS_NO_LIMIT.text_in(ui).to_string(),
                Some(n) => OUTER_NEEDS_AT_LEAST.fill_in(ui, &[n]),
            };
            OUTER_RESOURCE.fill_in(ui, &[&resource.name(), hard, &needed])
        }
    }
}

/// Why stress does not start under a limit it runs under
/// ([`sudoku_lab_runner::environment`]), in the console's language: the
/// limit and what to do.
pub fn environment_limit(o: &sudoku_lab_runner::OuterLimit) -> String {
    environment_limit_in(o, ui())
}

/// [`environment_limit`] in `ui`.
pub fn environment_limit_in(o: &sudoku_lab_runner::OuterLimit, ui: Ui) -> String {
    use sudoku_lab_runner::OuterLimit as O;
    let fix = match o {
        O::Resource { resource, needed, .. } => format!(
            "prlimit --pid $$ {}={}",
            resource.prlimit_option(),
            needed.map_or_else(|| "unlimited".to_string(), |n| n.to_string())
        ),
        O::HardNproc { user_tasks, tasks, .. } => format!("prlimit --pid $$ --nproc={}", user_tasks + tasks),
        O::PidsCgroup { .. } | O::OtherProcesses { .. } | O::Unnamed { .. } => String::new(),
    };
    ENVIRONMENT_LIMIT.fill_in(ui, &[&outer_limit_in(o, ui), &fix])
}

/// A verdict's name on the console: `WA`, or Baekjoon's Korean name,
/// `틀렸습니다`.
pub fn verdict(v: Verdict) -> &'static str {
    verdict_in(v, ui())
}

/// A verdict's name in `ui`. An exhaustive match on the enum: a verdict
/// added to the library without its Korean here does not compile.
pub fn verdict_in(v: Verdict, ui: Ui) -> &'static str {
    match v {
        Verdict::Ac => VERDICT_AC,
        Verdict::Wa => VERDICT_WA,
        Verdict::Pe => VERDICT_PE,
        Verdict::Tle => VERDICT_TLE,
        Verdict::Mle => VERDICT_MLE,
        Verdict::Re => VERDICT_RE,
        Verdict::Ole => VERDICT_OLE,
        Verdict::Fail => VERDICT_FAIL,
    }
    .text_in(ui)
}

/// The judge's reason in `ui`: English is the library's own text;
/// Korean names the same fields. What the output holds (`'0'`, `a
/// space`, `U+00A0 NO-BREAK SPACE …`) is quoted as the library describes
/// it.
pub fn judge_reason_in(r: &sudoku_lab::judge::Reason, ui: Ui) -> String {
    use sudoku_lab::judge::{BojRule, Reason as J};
    match r {
        J::ValidCompletion => JUDGE_VALID_COMPLETION.text_in(ui).to_string(),
        J::SmallestCompletion => JUDGE_SMALLEST_COMPLETION.text_in(ui).to_string(),
        J::BadInput(e) => JUDGE_BAD_INPUT.fill_in(ui, &[&invalid_in(e, ui)]),
        J::InputConflict(c) => JUDGE_INPUT_CONFLICT.fill_in(ui, &[&twice(c, ui)]),
        J::InputNoSolution => JUDGE_INPUT_NO_SOLUTION.text_in(ui).to_string(),
        J::OutputLimit { limit } => JUDGE_OUTPUT_LIMIT.fill_in(ui, &[limit]),
        J::AfterBoard {
            line,
            column,
            found,
            digit,
        } => {
            let second = if *digit { JUDGE_SECOND_SOLUTION.text_in(ui) } else { "" };
            JUDGE_AFTER_BOARD.fill_in(ui, &[line, column, &found_in(found, ui), &second])
        }
        J::NotADigit { line, column, found } => JUDGE_NOT_A_DIGIT.fill_in(ui, &[line, column, &found_in(found, ui)]),
        J::TooFewDigits { found } => JUDGE_TOO_FEW_DIGITS.fill_in(ui, &[found]),
        J::GivenChanged { cell, found, given } => JUDGE_GIVEN_CHANGED.fill_in(ui, &[cell, found, given]),
        J::Repeated(c) => twice(c, ui),
        J::NotSmallest { cell, found, smallest } => JUDGE_NOT_SMALLEST.fill_in(ui, &[cell, found, smallest]),
        J::Layout {
            error,
            boj_would_accept,
        } => {
            let boj = match boj_would_accept {
                None => "",
                Some(BojRule::Lines) => JUDGE_BOJ_LINES.text_in(ui),
                Some(BojRule::Numbers) => JUDGE_BOJ_NUMBERS.text_in(ui),
            };
            layout_in(error, ui) + boj
        }
    }
}

/// A digit twice in a house in `ui`: `3 appears twice in row 1 (r1c1,
/// r1c6)` / `3이 1행에 두 번 나온다 (r1c1, r1c6)`.
fn twice(c: &sudoku_lab::Conflict, ui: Ui) -> String {
    use sudoku_lab::House;
    let house = match c.house {
        House::Row(i) => HOUSE_ROW.fill_in(ui, &[&(i + 1)]),
        House::Col(i) => HOUSE_COLUMN.fill_in(ui, &[&(i + 1)]),
        House::Block(i) => HOUSE_BLOCK.fill_in(ui, &[&(i + 1)]),
    };
    TWICE.fill_in(ui, &[&c.digit, &house, &c.first, &c.second])
}

/// A layout error of an output in `ui`. An exhaustive match.
fn layout_in(e: &sudoku_lab::judge::Layout, ui: Ui) -> String {
    use sudoku_lab::judge::{Expected, Layout};
    match e {
        Layout::Unexpected {
            line,
            column,
            expected,
            found,
        } => {
            let expected = match expected {
                Expected::Digit => EXPECTED_DIGIT,
                Expected::Space => EXPECTED_SPACE,
                Expected::Whitespace => EXPECTED_WHITESPACE,
                Expected::EndOfLine => EXPECTED_END_OF_LINE,
            };
            let found = found
                .as_ref()
                .map_or_else(|| FOUND_END_OF_LINE.text_in(ui).to_string(), |f| found_in(f, ui));
            LAYOUT_UNEXPECTED.fill_in(ui, &[line, column, &expected.text_in(ui), &found])
        }
        Layout::TooFewLines { spaced, found } => {
            let digits = if *spaced { LAYOUT_SPACED_DIGITS } else { LAYOUT_DIGITS };
            LAYOUT_TOO_FEW_LINES.fill_in(ui, &[&digits.text_in(ui), found])
        }
        Layout::ExtraLine { found } => {
            let found = found
                .as_ref()
                .map_or_else(|| LAYOUT_EMPTY_LINE.text_in(ui).to_string(), |f| found_in(f, ui));
            LAYOUT_EXTRA_LINE.fill_in(ui, &[&found])
        }
        Layout::NoFinalNewline { column } => LAYOUT_NO_FINAL_NEWLINE.fill_in(ui, &[column]),
    }
}

/// What stands in the input ([`sudoku_lab::diagnostic::Found`]) in `ui`:
/// `a space` / `공백`, `'가' (U+AC00, bytes 0xEA 0xB0 0x80)` / `'가'
/// (U+AC00, 바이트 0xEA 0xB0 0x80)`. An exhaustive match; the English is
/// the library's (`Display`).
pub fn found_in(f: &sudoku_lab::diagnostic::Found, ui: Ui) -> String {
    use sudoku_lab::diagnostic::{Found as F, char_name};
    let bytes = |c: &char| {
        let b = c.encode_utf8(&mut [0; 4]).as_bytes().to_vec();
        let hex: Vec<String> = b.iter().map(|b| format!("0x{b:02X}")).collect();
        let noun = if b.len() == 1 { FOUND_BYTE } else { FOUND_BYTES };
        noun.fill_in(ui, &[&hex.join(" ")])
    };
    match f {
        F::EndOfFile => FOUND_END_OF_FILE.text_in(ui).to_string(),
        F::EndOfLine => FOUND_END_OF_LINE.text_in(ui).to_string(),
        F::Space => FOUND_SPACE.text_in(ui).to_string(),
        F::Tab => FOUND_TAB.text_in(ui).to_string(),
        F::CarriageReturn => FOUND_CARRIAGE_RETURN.text_in(ui).to_string(),
        F::Ascii(c) => format!("'{c}'"),
        F::Char(c) => match char_name(*c) {
            Some(name) => format!("U+{:04X} {name} ({})", *c as u32, bytes(c)),
            None if c.is_control() => format!("U+{:04X} ({})", *c as u32, bytes(c)),
            None => format!("'{c}' (U+{:04X}, {})", *c as u32, bytes(c)),
        },
        F::NotUtf8(b) => FOUND_NOT_UTF8.fill_in(ui, &[&format!("0x{b:02X}")]),
        F::Token { shown, cut, quoted } => match (cut, quoted) {
            (None, false) => shown.clone(),
            (None, true) => format!("'{shown}'"),
            (Some(len), false) => FOUND_CUT.fill_in(ui, &[shown, len]),
            (Some(len), true) => FOUND_CUT_QUOTED.fill_in(ui, &[shown, len]),
        },
    }
}

/// What a parser or the validator wanted ([`sudoku_lab::diagnostic::Wanted`])
/// in `ui`. An exhaustive match.
pub fn wanted_in(w: sudoku_lab::diagnostic::Wanted, ui: Ui) -> String {
    use sudoku_lab::diagnostic::Wanted as W;
    match w {
        W::Space => WANTED_SPACE,
        W::EndOfLine => WANTED_END_OF_LINE,
        W::EndOfFile => WANTED_END_OF_FILE,
        W::Digit => WANTED_DIGIT,
        W::Integer => WANTED_INTEGER,
        W::Number => WANTED_NUMBER,
        W::Cell => WANTED_CELL,
        W::EndOfPuzzle => WANTED_END_OF_PUZZLE,
    }
    .text_in(ui)
    .to_string()
}

/// `line 3, column 7: expected …, found …` / `3번째 줄 7번째 글자: …이(가)
/// 와야 하는데 …이(가) 있다` (글자, a character: 칸 is a Sudoku cell).
fn unexpected_in(
    line: usize,
    column: usize,
    expected: sudoku_lab::diagnostic::Wanted,
    found: &sudoku_lab::diagnostic::Found,
    ui: Ui,
) -> String {
    UNEXPECTED.fill_in(ui, &[&line, &column, &wanted_in(expected, ui), &found_in(found, ui)])
}

/// Why the validator refuses an input ([`sudoku_lab::validate::Invalid`])
/// in `ui`; the English is the library's (`Display`). An exhaustive match:
/// a reason added without its message does not compile.
pub fn invalid_in(e: &sudoku_lab::validate::Invalid, ui: Ui) -> String {
    use sudoku_lab::validate::Invalid as I;
    match e {
        I::Layout {
            line,
            column,
            expected,
            found,
        } => unexpected_in(*line, *column, *expected, found, ui),
        I::Conflict(c) => conflict_in(c, ui),
        I::NoSolution => INVALID_NO_SOLUTION.text_in(ui).to_string(),
        I::Promise { cnt } => {
            let cap = thousands(sudoku_lab::validate::CNT_LIMIT);
            match cnt {
                Some(n) => PROMISE_SOLVED_AT.fill_in(ui, &[&cap, &thousands(*n)]),
                None => PROMISE_MORE_CALLS.fill_in(ui, &[&cap]),
            }
        }
    }
}

/// Why a parser refuses an input ([`sudoku_lab::InputError`]) in `ui`; the
/// English is the library's (`Display`). An exhaustive match.
pub fn input_error_in(e: &sudoku_lab::InputError, ui: Ui) -> String {
    use sudoku_lab::InputError as E;
    use sudoku_lab::format::Counted;
    match e {
        E::Unexpected {
            line,
            column,
            expected,
            found,
        } => unexpected_in(*line, *column, *expected, found, ui),
        E::Count {
            line,
            expected,
            what,
            found,
        } => {
            let what = match what {
                Counted::Numbers => COUNTED_NUMBERS,
                Counted::Digits => COUNTED_DIGITS,
                Counted::Cells => COUNTED_CELLS,
            };
            INPUT_COUNT.fill_in(ui, &[line, expected, &what.text_in(ui), found])
        }
        E::MissingRows { line, found } => INPUT_MISSING_ROWS.fill_in(ui, &[line, found]),
        E::Empty => INPUT_EMPTY.text_in(ui).to_string(),
        E::LineTooLong { line, limit } => INPUT_LINE_TOO_LONG.fill_in(ui, &[line, limit]),
    }
}

/// How a run ended ([`sudoku_lab_runner::Ended`]) in the console's
/// language ([`ui`]).
pub fn ended(e: &sudoku_lab_runner::Ended) -> String {
    ended_in(e, ui())
}

/// [`ended`] in `ui`: `exit status 139: killed by signal 11 (SIGSEGV)` /
/// `종료 코드 139: 시그널 11(SIGSEGV)로 강제 종료되었다` for a process a
/// signal killed; for an exit status of 129 to 192 (Unix), which a shell
/// also gives for a command a signal killed, the status and what it may
/// stand for: `exit status 139 (128 + 11: a shell's status for a command
/// killed by signal 11 (SIGSEGV))`. An exhaustive match. A Windows status
/// keeps its constant's name and gloss in English (the names a search
/// finds).
pub fn ended_in(e: &sudoku_lab_runner::Ended, ui: Ui) -> String {
    use sudoku_lab_runner::Ended as E;
    match e {
        E::Code(code) => match shell_signal(*code) {
            Some((signal, None)) => ENDED_SHELL_SIGNAL.fill_in(ui, &[code, &signal]),
            Some((signal, Some(name))) => ENDED_SHELL_SIGNAL_NAMED.fill_in(ui, &[code, &signal, &name]),
            None => ENDED_CODE.fill_in(ui, &[code]),
        },
        E::NotFound(code) if *code == 127 => ENDED_NOT_FOUND_SH.fill_in(ui, &[code]),
        E::NotFound(code) => ENDED_NOT_FOUND_CMD.fill_in(ui, &[code]),
        E::NotExecutable => ENDED_NOT_EXECUTABLE.text_in(ui).to_string(),
        E::Signal { signal, name: None } => ENDED_SIGNAL.fill_in(ui, &[&(128 + signal), signal]),
        E::Signal {
            signal,
            name: Some(name),
        } => ENDED_SIGNAL_NAMED.fill_in(ui, &[&(128 + signal), signal, name]),
        E::Windows { code, name: None } => ENDED_WINDOWS.fill_in(ui, &[&format!("0x{code:08X}")]),
        E::Windows { code, name: Some(name) } => ENDED_WINDOWS_NAMED.fill_in(ui, &[&format!("0x{code:08X}"), name]),
        E::KilledByRunner(code) => ENDED_KILLED_BY_RUNNER.fill_in(ui, &[code]),
        E::Other(text) => ENDED_OTHER.fill_in(ui, &[text]),
    }
}

/// The signal an exit status of 129 to 192 stands for when a shell gives
/// it (128 + N), with its name (`SIGSEGV`) when the runner knows it;
/// `None` for any other status, and off Unix.
fn shell_signal(code: i64) -> Option<(i32, Option<&'static str>)> {
    #[cfg(unix)]
    if (129..=192).contains(&code) {
        use std::os::unix::process::ExitStatusExt;
        let signal = i32::try_from(code - 128).ok()?;
        // A wait status whose low bits are N: killed by signal N.
        let name = match sudoku_lab_runner::ended(std::process::ExitStatus::from_raw(signal)) {
            sudoku_lab_runner::Ended::Signal { name, .. } => name,
            _ => None,
        };
        return Some((signal, name));
    }
    let _ = code;
    None
}

/// A language's name for a person ([`sudoku_lab::problem::Language`]) in
/// the console's language ([`ui`]): `native` / `네이티브`; the others keep
/// their names (Baekjoon writes them so). An exhaustive match.
pub fn language(l: sudoku_lab::problem::Language) -> &'static str {
    language_in(l, ui())
}

/// [`language`] in `ui`.
pub fn language_in(l: sudoku_lab::problem::Language, ui: Ui) -> &'static str {
    use sudoku_lab::problem::Language as L;
    match l {
        L::Native => LANGUAGE_NATIVE.text_in(ui),
        L::Java | L::Kotlin | L::Python | L::Pypy => l.name(),
    }
}

/// Givens in conflict ([`sudoku_lab::Conflict`]) in `ui`: `givens conflict:
/// 3 appears twice in row 1 (r1c1, r1c6)` / `주어진 숫자가 충돌한다: …`.
pub fn conflict_in(c: &sudoku_lab::Conflict, ui: Ui) -> String {
    CONFLICT.fill_in(ui, &[&twice(c, ui)])
}

/// How a search ended ([`sudoku_lab::Outcome`]) in the console's language:
/// `solved` / `풀었다`. An exhaustive match.
pub fn outcome(o: &sudoku_lab::Outcome) -> &'static str {
    use sudoku_lab::Outcome as O;
    match o {
        O::Solved(_) => OUTCOME_SOLVED,
        O::NoSolution => OUTCOME_NO_SOLUTION,
        O::Stopped => OUTCOME_STOPPED,
    }
    .text()
}
