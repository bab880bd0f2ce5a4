//! The library's and the runner's typed reasons and names in the
//! console's language, each by an exhaustive match: a variant added
//! without its words here does not compile. English is the type's own
//! `Display` where it has one (the library's words); the Korean and the
//! CLI's own English are the catalog's messages.

use sudoku_lab::judge::Verdict;
use sudoku_lab::units::thousands;

use super::*;

/// What breaks the library's rules for a step trace
/// ([`sudoku_lab::step::TraceError`]) in `ui`; the English is its
/// `Display`. An exhaustive match.
pub fn trace_error_in(e: &sudoku_lab::step::TraceError, ui: Ui) -> String {
    use sudoku_lab::step::{EventError as V, StepKind, TraceError as T, VERSION};
    if ui == Ui::En {
        return e.to_string();
    }
    josa::resolve(&match e {
        T::Version { version } => {
            format!("sudoku-lab의 버전 {VERSION} 트레이스가 아니다: 버전 {version}")
        }
        T::End {
            recorded,
            max_events,
            events,
        } => format!("end: 이벤트가 {recorded}개 기록되어 있는데 end에는 max_events {max_events}, events {events}"),
        T::Event { event, problem } => {
            let what = match problem {
                V::OffBoard { cell, digit } => format!("칸 {cell}, 숫자 {digit}은(는) 보드 밖이다"),
                V::NotBlank {
                    kind,
                    digit,
                    cell,
                    given,
                    held,
                } => {
                    let did = match kind {
                        StepKind::Place => "놓았는데",
                        StepKind::Test | StepKind::Undo => "검사했는데",
                    };
                    let whose = if *given { "주어진 숫자" } else { "놓은 숫자" };
                    format!("{cell}에 {digit}을(를) {did} 그 칸에는 {whose} {held}이(가) 있다")
                }
                V::UndoNotHeld { digit, cell, held } => {
                    format!("{cell}에서 {digit}을(를) 되돌렸는데 그 칸에는 {held}이(가) 있다")
                }
            };
            format!("{event}번째 이벤트: {what}")
        }
    })
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
    use sudoku_lab::judge::Reason as J;
    if ui == Ui::En {
        return r.to_string();
    }
    let text = match r {
        J::ValidCompletion => "올바르게 채운 답".to_string(),
        J::SmallestCompletion => "사전순으로 가장 앞선 답".to_string(),
        J::BadInput(e) => format!("채점 입력이 잘못되었다: {}", invalid_in(e, Ui::Ko)),
        J::InputConflict(c) => format!("채점 입력에서 {}", conflict_ko(c)),
        J::InputNoSolution => "채점 입력에 해가 없다".to_string(),
        J::OutputLimit { limit } => format!("출력이 {limit}바이트(출력 제한 1 MiB)를 넘었다"),
        J::AfterBoard {
            line,
            column,
            found,
            digit,
        } => format!(
            "출력 {line}번째 줄 {column}번째 글자: 81번째 숫자 뒤에는 공백만 와야 하는데 {}이(가) 있다. 완성된 보드 뒤에도 출력이 이어진다{}",
            found_in(found, Ui::Ko),
            if *digit { " (해를 두 번 출력했나?)" } else { "" }
        ),
        J::NotADigit { line, column, found } => {
            format!(
                "출력 {line}번째 줄 {column}번째 글자: 1-9 숫자가 와야 하는데 {}이(가) 있다",
                found_in(found, Ui::Ko)
            )
        }
        J::TooFewDigits { found } => format!("출력이 숫자 {found}개에서 끝난다. 81개(9줄에 9개씩)가 필요하다"),
        J::GivenChanged { cell, found, given } => {
            format!("{cell}은(는) {found}인데 문제에서는 {given}이(가) 주어졌다")
        }
        J::Repeated(c) => conflict_ko(c),
        J::NotSmallest { cell, found, smallest } => format!(
            "올바른 답이지만 사전순으로 가장 앞선 답이 아니다: {cell}이(가) {found}인데 가장 앞선 답은 {smallest}"
        ),
        J::Layout {
            error,
            boj_would_accept,
        } => {
            use sudoku_lab::judge::BojRule;
            let mut text = layout_ko(error);
            match boj_would_accept {
                None => {}
                Some(BojRule::Lines) => {
                    text.push_str(" (boj 모드라면 맞았다: 백준은 줄 끝 공백과 끝의 빈 줄을 봐준다)");
                }
                Some(BojRule::Numbers) => {
                    text.push_str(" (boj 모드라면 맞았다: 이 문제의 스페셜 저지는 공백이 어떻든 수 81개를 읽는다)")
                }
            }
            text
        }
    };
    josa::resolve(&text)
}

/// A digit twice in a house, in Korean: `3이(가) 1행에 두 번 나온다 (r1c1, r1c6)`.
fn conflict_ko(c: &sudoku_lab::Conflict) -> String {
    use sudoku_lab::House;
    let house = match c.house {
        House::Row(i) => format!("{}행", i + 1),
        House::Col(i) => format!("{}열", i + 1),
        House::Block(i) => format!("{}번 블록", i + 1),
    };
    josa::resolve(&format!(
        "{}이(가) {house}에 두 번 나온다 ({}, {})",
        c.digit, c.first, c.second
    ))
}

/// A layout error, in Korean.
fn layout_ko(e: &sudoku_lab::judge::Layout) -> String {
    use sudoku_lab::judge::{Expected, Layout};
    match e {
        Layout::Unexpected {
            line,
            column,
            expected,
            found,
        } => {
            let expected = match expected {
                Expected::Digit => "숫자",
                Expected::Space => "공백 한 칸",
                Expected::Whitespace => "공백(붙어 있는 두 숫자는 한 수로 읽힌다)",
                Expected::EndOfLine => "줄 끝",
            };
            let found = found
                .as_ref()
                .map_or_else(|| "줄 끝".to_string(), |f| found_in(f, Ui::Ko));
            format!("출력 {line}번째 줄 {column}번째 글자: {expected}이(가) 와야 하는데 {found}이(가) 있다")
        }
        Layout::TooFewLines { spaced, found } => {
            let digits = if *spaced {
                "공백 한 칸으로 구분한 숫자 9개"
            } else {
                "숫자 9개"
            };
            format!("{digits}씩 9줄이어야 하는데 {found}줄이다")
        }
        Layout::ExtraLine { found } => format!(
            "출력 10번째 줄 1번째 글자: 출력이 끝나야 하는데 {}이(가) 있다",
            found
                .as_ref()
                .map_or_else(|| "빈 줄".to_string(), |f| found_in(f, Ui::Ko))
        ),
        Layout::NoFinalNewline { column } => {
            format!("출력 9번째 줄 {column}번째 글자: 줄이 끝나야 하는데(줄바꿈) 파일이 끝난다")
        }
    }
}

/// What stands in the input ([`sudoku_lab::diagnostic::Found`]) in `ui`:
/// `a space` / `공백`, `'가' (U+AC00, bytes 0xEA 0xB0 0x80)` / `'가'
/// (U+AC00, 바이트 0xEA 0xB0 0x80)`. An exhaustive match.
pub fn found_in(f: &sudoku_lab::diagnostic::Found, ui: Ui) -> String {
    use sudoku_lab::diagnostic::{Found as F, char_name};
    if ui == Ui::En {
        return f.to_string();
    }
    let bytes = |c: &char| {
        let b = c.encode_utf8(&mut [0; 4]).as_bytes().to_vec();
        let hex: Vec<String> = b.iter().map(|b| format!("0x{b:02X}")).collect();
        format!("바이트 {}", hex.join(" "))
    };
    match f {
        F::EndOfFile => "파일 끝".to_string(),
        F::EndOfLine => "줄 끝".to_string(),
        F::Space => "공백".to_string(),
        F::Tab => "탭".to_string(),
        F::CarriageReturn => "캐리지 리턴(\\r)".to_string(),
        F::Ascii(c) => format!("'{c}'"),
        F::Char(c) => match char_name(*c) {
            Some(name) => format!("U+{:04X} {name} ({})", *c as u32, bytes(c)),
            None if c.is_control() => format!("U+{:04X} ({})", *c as u32, bytes(c)),
            None => format!("'{c}' (U+{:04X}, {})", *c as u32, bytes(c)),
        },
        F::NotUtf8(b) => format!("바이트 0x{b:02X} (UTF-8 아님)"),
        F::Token { shown, cut, quoted } => match (cut, quoted) {
            (None, false) => shown.clone(),
            (None, true) => format!("'{shown}'"),
            (Some(len), false) => format!("{shown}… ({len}바이트)"),
            (Some(len), true) => format!("'{shown}…' ({len}바이트)"),
        },
    }
}

/// What a parser or the validator wanted ([`sudoku_lab::diagnostic::Wanted`])
/// in `ui`. An exhaustive match.
pub fn wanted_in(w: sudoku_lab::diagnostic::Wanted, ui: Ui) -> String {
    use sudoku_lab::diagnostic::Wanted as W;
    if ui == Ui::En {
        return w.to_string();
    }
    match w {
        W::Space => "공백 한 칸",
        W::EndOfLine => "줄 끝",
        W::EndOfFile => "파일 끝",
        W::Digit => "0-9 숫자",
        W::Integer => "0-9 정수",
        W::Number => "0-9 수",
        W::Cell => "1-9 숫자, '0' 또는 '.'",
        W::EndOfPuzzle => "81칸 뒤의 퍼즐 끝(그 뒤에는 공백, ':' 또는 탭)",
    }
    .to_string()
}

/// `{line}번째 줄 {column}번째 글자: …이(가) 와야 하는데 …이(가) 있다` (글자, a
/// character: 칸 is a Sudoku cell).
fn unexpected_ko(
    line: usize,
    column: usize,
    expected: sudoku_lab::diagnostic::Wanted,
    found: &sudoku_lab::diagnostic::Found,
) -> String {
    josa::resolve(&format!(
        "{line}번째 줄 {column}번째 글자: {}이(가) 와야 하는데 {}이(가) 있다",
        wanted_in(expected, Ui::Ko),
        found_in(found, Ui::Ko)
    ))
}

/// Why the validator refuses an input ([`sudoku_lab::validate::Invalid`])
/// in `ui`; the English is its `Display`. An exhaustive match: a reason
/// added without its Korean does not compile.
pub fn invalid_in(e: &sudoku_lab::validate::Invalid, ui: Ui) -> String {
    use sudoku_lab::validate::Invalid as I;
    if ui == Ui::En {
        return e.to_string();
    }
    match e {
        I::Layout {
            line,
            column,
            expected,
            found,
        } => unexpected_ko(*line, *column, *expected, found),
        I::Conflict(c) => conflict_in(c, Ui::Ko),
        I::NoSolution => "퍼즐에 해가 없다".to_string(),
        I::Promise { cnt } => {
            let cap = thousands(sudoku_lab::validate::CNT_LIMIT);
            let head = format!("12095번 문제의 백트래킹이 퍼즐을 풀기 전에 포기한다(cnt가 {cap}에 이른다)");
            match cnt {
                Some(n) => format!("{head}: cnt = {}에서야 풀린다", thousands(*n)),
                None => format!("{head}: {cap}번보다 많이 호출해야 한다"),
            }
        }
    }
}

/// Why a parser refuses an input ([`sudoku_lab::InputError`]) in `ui`; the
/// English is its `Display`. An exhaustive match.
pub fn input_error_in(e: &sudoku_lab::InputError, ui: Ui) -> String {
    use sudoku_lab::InputError as E;
    use sudoku_lab::format::Counted;
    if ui == Ui::En {
        return e.to_string();
    }
    match e {
        E::Unexpected {
            line,
            column,
            expected,
            found,
        } => unexpected_ko(*line, *column, *expected, found),
        E::Count {
            line,
            expected,
            what,
            found,
        } => {
            let what = match what {
                Counted::Numbers => "수",
                Counted::Digits => "숫자",
                Counted::Cells => "칸",
            };
            josa::resolve(&format!(
                "{line}번째 줄: {what}이(가) {expected}개 있어야 하는데 {found}개다"
            ))
        }
        E::MissingRows { line, found } => {
            format!("9행이 있어야 하는데 {found}행이다 (퍼즐은 {line}번째 줄에서 시작한다)")
        }
        E::Empty => "입력에 퍼즐이 없다".to_string(),
        E::LineTooLong { line, limit } => {
            format!("{line}번째 줄: {limit}바이트보다 길다 (퍼즐 파일의 줄은 그보다 길 수 없다)")
        }
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
    if let E::Code(code) = e
        && let Some((signal, name)) = shell_signal(*code)
    {
        let name = name.map_or(String::new(), |n| format!(" ({n})"));
        return match ui {
            Ui::En => format!(
                "exit status {code} (128 + {signal}: a shell's status for a command killed by signal {signal}{name})"
            ),
            Ui::Ko => format!(
                "종료 코드 {code} (128 + {signal}: 셸은 시그널 {signal}{}로 강제 종료된 명령의 종료 코드를 이렇게 준다)",
                name.trim_start()
            ),
        };
    }
    if ui == Ui::En {
        return e.to_string();
    }
    match e {
        E::Code(code) => format!("종료 코드 {code}"),
        E::NotFound(code) => format!("종료 코드 {code} (셸이 명령을 찾지 못했다)"),
        E::NotExecutable => "종료 코드 126 (셸이 명령을 실행하지 못했다)".to_string(),
        E::Signal { signal, name } => format!(
            "종료 코드 {}: 시그널 {signal}{}로 강제 종료되었다",
            128 + signal,
            name.map_or(String::new(), |n| format!("({n})"))
        ),
        E::Windows { code, name: None } => format!("종료 코드 0x{code:08X}"),
        E::Windows { code, name: Some(name) } => format!("종료 코드 0x{code:08X} ({name})"),
        E::KilledByRunner(code) => format!("종료 코드 {code} (실행기가 강제 종료했다)"),
        E::Other(text) => format!("종료: {text}"),
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
    match ui {
        Ui::En => c.to_string(),
        Ui::Ko => format!("주어진 숫자가 충돌한다: {}", conflict_ko(c)),
    }
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
