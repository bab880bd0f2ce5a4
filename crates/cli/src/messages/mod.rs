//! Every message `stress` prints on its console, in English and Korean: one
//! catalog ([`ALL`]), one entry per message ([`Msg`]), so that no message
//! of it is written in one language only (a unit test checks that each has
//! its Korean, with the same placeholders). Left in English: the help
//! texts, and the rare errors of a machine in trouble (a thread that
//! cannot start, the generator's own errors).
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
//! posts' words (빈칸, 솔버). The reasons are typed ([`reason_in`]: the
//! library's [`sudoku_lab::judge::Reason`] and the runs'
//! [`crate::stress::trial::Reason`]) and rendered here by exhaustive matches, so a
//! reason added without its Korean does not compile; `verdict.txt` is in
//! the console's language ([`VERDICT_FILE`]). So are the validator's and
//! the parsers' reasons ([`invalid_in`], [`input_error_in`]), what the
//! library found in an input ([`found_in`]: `a space` / `공백`), how a run
//! ended ([`ended_in`]: `exit status 139: killed by signal 11 (SIGSEGV)` /
//! `종료 코드 139: 시그널 11(SIGSEGV)로 강제 종료되었다`), the languages'
//! rules ([`language`]) and the kinds of tests ([`kind`]), each from typed
//! data by an exhaustive match; so are `check-trace`'s verdicts and reasons
//! ([`trace_error_in`], the `TRACE_*` entries) and clap's reasons for a
//! refused number ([`int_error_in`]). Particles after a filled-in word
//! take the form the word wants ([`josa::resolve`]: `숫자가`, `'0'이`).
//! What stays English: the help texts, serde_json's words in a trace that
//! is not JSON of the format,
//! Unicode's names of invisible characters
//! (`NO-BREAK SPACE`) and Windows' names of its statuses
//! (`STATUS_ACCESS_VIOLATION`), which are what a search finds.
//!
//! A message's placeholders are `{0}`, `{1}`, …, filled by [`Msg::fill`].

use std::fmt::Display;
use std::sync::OnceLock;

use clap::ValueEnum;
use sudoku_lab::judge::Verdict;
use sudoku_lab::units::thousands;

pub mod josa;

/// The language of `stress`'s console.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Ui {
    /// English.
    #[default]
    #[value(help = "English")]
    En,
    /// Korean (한국어), with Baekjoon's verdict names.
    #[value(help = "Korean (한국어), with Baekjoon's verdict names")]
    Ko,
}

/// The language of this run, set once by [`set`].
static UI: OnceLock<Ui> = OnceLock::new();

/// Sets the console's language for this process (the first call wins).
pub fn set(ui: Ui) {
    let _ = UI.set(ui);
}

/// The console's language: what [`set`] chose, English before that.
pub fn ui() -> Ui {
    UI.get().copied().unwrap_or_default()
}

impl Ui {
    /// The language asked for: `flag` (`--lang-ui`), else
    /// `SUDOKU_LAB_LANG`, else the locale (`LC_ALL`, `LC_MESSAGES`,
    /// `LANG`, the first that is set and not empty), else English.
    /// `var` reads an environment variable (`std::env::var` in the program,
    /// a table in the tests).
    pub fn choose(flag: Option<Ui>, var: impl Fn(&str) -> Option<String>) -> Ui {
        if let Some(ui) = flag {
            return ui;
        }
        let set = |name: &str| var(name).filter(|v| !v.is_empty());
        if let Some(v) = set("SUDOKU_LAB_LANG") {
            return Ui::of_locale(&v);
        }
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(set)
            .map_or(Ui::En, |v| Ui::of_locale(&v))
    }

    /// Korean for `ko`, `ko_KR.UTF-8`, `ko-KR`; English otherwise, and for
    /// a Korean locale in another encoding (`ko_KR.EUC-KR`, `ko_KR.CP949`):
    /// its terminal would show the UTF-8 Hangul as mojibake.
    fn of_locale(value: &str) -> Ui {
        let lang = value.split(['_', '-', '.', '@']).next().unwrap_or("");
        let codeset = value.split_once('.').map(|(_, c)| c.split('@').next().unwrap_or(""));
        let utf8 = codeset.is_none_or(|c| {
            let c = c.replace('-', "");
            c.eq_ignore_ascii_case("utf8")
        });
        if lang.eq_ignore_ascii_case("ko") && utf8 {
            Ui::Ko
        } else {
            Ui::En
        }
    }

    /// The warning for a `SUDOKU_LAB_LANG` that names no language of the
    /// console (`fr`): English is used, and said so.
    pub fn unknown(var: impl Fn(&str) -> Option<String>) -> Option<String> {
        let v = var("SUDOKU_LAB_LANG").filter(|v| !v.is_empty())?;
        let lang = v.split(['_', '-', '.', '@']).next().unwrap_or("");
        let known = ["ko", "en", "c", "posix"].iter().any(|k| lang.eq_ignore_ascii_case(k));
        (!known).then(|| {
            format!(
                "sudoku-lab: warning: SUDOKU_LAB_LANG={v} is not a language of the console (ko or en); using English"
            )
        })
    }
}

/// Chooses the console's language from `flag` and the environment
/// ([`Ui::choose`]) and sets it ([`set`]); an unknown `SUDOKU_LAB_LANG` is
/// warned about on stderr, once per process.
pub fn init(flag: Option<Ui>) {
    // The locale: the environment's, else (Windows) the system's.
    let env = |name: &str| {
        std::env::var(name).ok().or_else(|| {
            (name == "LANG")
                .then(sudoku_lab_runner::console::system_locale)
                .flatten()
        })
    };
    static WARNED: std::sync::Once = std::sync::Once::new();
    if flag.is_none()
        && let Some(warning) = Ui::unknown(env)
    {
        WARNED.call_once(|| crate::output::stderr_line(&warning));
    }
    set(Ui::choose(flag, env));
}

/// One console message in both languages.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    /// The entry's name in the catalog.
    pub name: &'static str,
    /// English.
    pub en: &'static str,
    /// Korean.
    pub ko: &'static str,
}

impl Msg {
    /// The message in the console's language ([`ui`]).
    pub fn text(&self) -> &'static str {
        self.text_in(ui())
    }

    /// The message in `ui`.
    pub fn text_in(&self, ui: Ui) -> &'static str {
        match ui {
            Ui::En => self.en,
            Ui::Ko => self.ko,
        }
    }

    /// The message in the console's language with `{0}`, `{1}`, … replaced
    /// by `args`.
    pub fn fill(&self, args: &[&dyn Display]) -> String {
        fill(self.text(), args)
    }

    /// The message in `ui` with `{0}`, `{1}`, … replaced by `args`.
    pub fn fill_in(&self, ui: Ui, args: &[&dyn Display]) -> String {
        fill(self.text_in(ui), args)
    }
}

/// `template` with each `{N}` replaced by `args[N]`, and each Korean
/// particle written in both forms after one reduced to the form its word
/// takes ([`josa::resolve`]: `테스트 {0}을(를)` is `테스트 3을`).
fn fill(template: &str, args: &[&dyn Display]) -> String {
    josa::resolve(&fill_args(template, args))
}

/// `template` with each `{N}` replaced by `args[N]`.
fn fill_args(template: &str, args: &[&dyn Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16 * args.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}');
        match close.and_then(|c| after[..c].parse::<usize>().ok().map(|n| (c, n))) {
            Some((c, n)) if n < args.len() => {
                out.push_str(&args[n].to_string());
                rest = &after[c + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

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
    match (c, ui) {
        (C::Cgroup { v2 }, Ui::En) => {
            format!("pids cgroup {}, pids.max {tasks}", if *v2 { "v2" } else { "v1" })
        }
        (C::Rlimit, Ui::En) => format!("RLIMIT_NPROC, {tasks} tasks over the user's own"),
        (C::Watchdog, Ui::En) => format!("watchdog, {tasks} tasks"),
        (C::Job, Ui::En) => format!("Job Object, {tasks} processes"),
        (C::Cgroup { v2 }, Ui::Ko) => {
            format!("pids cgroup {}, pids.max {tasks}", if *v2 { "v2" } else { "v1" })
        }
        (C::Rlimit, Ui::Ko) => format!("RLIMIT_NPROC, 사용자가 이미 쓰는 것에 {tasks}개를 더한 한도"),
        (C::Watchdog, Ui::Ko) => format!("감시자, {tasks}개"),
        (C::Job, Ui::Ko) => format!("작업 개체(Job Object), 프로세스 {tasks}개"),
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
    match (o, ui) {
        (O::PidsCgroup { max, path }, Ui::En) => format!("pids.max {max} of the cgroup {}", path.display()),
        (O::PidsCgroup { max, path }, Ui::Ko) => format!("cgroup {}의 pids.max {max}", path.display()),
        (
            O::HardNproc {
                limit,
                user_tasks,
                tasks,
            },
            Ui::En,
        ) => format!(
            "the user's hard RLIMIT_NPROC ({limit} tasks; the user had {user_tasks} and a run may have {tasks})"
        ),
        (
            O::HardNproc {
                limit,
                user_tasks,
                tasks,
            },
            Ui::Ko,
        ) => format!(
            "사용자의 hard RLIMIT_NPROC(태스크 {limit}개. 사용자가 이미 {user_tasks}개를 쓰고 있고 실행 하나는 {tasks}개까지 쓸 수 있다)"
        ),
        (
            O::OtherProcesses {
                limit,
                run_tasks,
                tasks,
            },
            Ui::En,
        ) => format!(
            "RLIMIT_NPROC {limit}: the user's other processes took the room (the run had {run_tasks} of its {tasks} tasks)"
        ),
        (
            O::OtherProcesses {
                limit,
                run_tasks,
                tasks,
            },
            Ui::Ko,
        ) => format!(
            "RLIMIT_NPROC {limit}: 사용자의 다른 프로세스가 자리를 차지했다(실행은 {tasks}개 중 {run_tasks}개를 쓰고 있었다)"
        ),
        (O::Unnamed { in_use, tasks }, Ui::En) => {
            format!("a fork was refused with {in_use} of the run's {tasks} tasks in use")
        }
        (O::Unnamed { in_use, tasks }, Ui::Ko) => {
            format!("실행이 태스크 {tasks}개 중 {in_use}개만 쓰고 있을 때 fork가 거부되었다")
        }
        (O::Resource { resource, hard, needed }, Ui::En) => format!(
            "{} {hard}, where a run needs {}",
            resource.name(),
            needed.map_or_else(|| "no limit".to_string(), |n| format!("at least {n}"))
        ),
        (O::Resource { resource, hard, needed }, Ui::Ko) => format!(
            "{} {hard}. 실행에는 {}",
            resource.name(),
            needed.map_or_else(|| "제한이 없어야 한다".to_string(), |n| format!("{n} 이상이 필요하다"))
        ),
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
    if ui == Ui::En {
        return v.name();
    }
    match v {
        Verdict::Ac => "맞았습니다!!",
        Verdict::Wa => "틀렸습니다",
        Verdict::Pe => "출력 형식이 잘못되었습니다",
        Verdict::Tle => "시간 초과",
        Verdict::Mle => "메모리 초과",
        Verdict::Re => "런타임 에러",
        Verdict::Ole => "출력 초과",
        Verdict::Fail => "채점 실패",
    }
}

/// A run's reason in the console's language ([`ui`]).
pub fn reason(r: &crate::stress::trial::Reason) -> String {
    reason_in(r, ui())
}

/// A run's reason in `ui`: the judge's ([`judge_reason_in`]) or the
/// limit's, each variant matched exhaustively (a reason added without its
/// Korean does not compile). A CPU time beside a limit under a second is
/// shown to the millisecond (`CPU 0.004 s over the 0.001 s limit`).
pub fn reason_in(r: &crate::stress::trial::Reason, ui: Ui) -> String {
    use crate::stress::memory::{limit_mb, mb};
    use crate::stress::trial::Reason as R;
    use sudoku_lab::units::{Unit, duration};
    let limit = |d| duration(d, Unit::Limit);
    let beside = |d: std::time::Duration, limit: std::time::Duration| {
        if limit < std::time::Duration::from_secs(1) {
            duration(d, Unit::Millis)
        } else {
            duration(d, Unit::Seconds)
        }
    };
    match (r, ui) {
        (R::Judge(j), ui) => judge_reason_in(j, ui),
        (R::OutputLimit { limit }, Ui::En) => format!("more than {limit} bytes on stdout"),
        (R::OutputLimit { limit }, Ui::Ko) => format!("stdout 출력이 {limit}바이트를 넘었다"),
        (R::TooManyProcesses { limit }, Ui::En) => {
            format!("too many processes: more than {limit} processes and threads at once (killed)")
        }
        (R::TooManyProcesses { limit }, Ui::Ko) => {
            format!("프로세스가 너무 많다: 프로세스와 스레드가 동시에 {limit}개를 넘어 강제 종료했다")
        }
        (R::Memory { peak, limit, cpu }, Ui::En) => format!(
            "memory {} over the {} limit (peak memory of the process tree, each page counted once; CPU {})",
            mb(*peak),
            limit_mb(*limit),
            duration(*cpu, Unit::Seconds)
        ),
        (R::Memory { peak, limit, cpu }, Ui::Ko) => format!(
            "메모리 {}, 제한 {} 초과 (프로세스 트리 전체의 최대 메모리, 같은 페이지는 한 번만 센다; CPU {})",
            mb(*peak),
            limit_mb(*limit),
            duration(*cpu, Unit::Seconds)
        ),
        (R::MemoryRefused { peak, limit, cpu }, Ui::En) => format!(
            "memory: an allocation past the {} limit was refused (peak {} of committed memory of the process tree; CPU {})",
            limit_mb(*limit),
            mb(*peak),
            duration(*cpu, Unit::Seconds)
        ),
        (R::MemoryRefused { peak, limit, cpu }, Ui::Ko) => format!(
            "메모리: 제한 {}을 넘는 할당이 거부되었다 (프로세스 트리의 최대 커밋 메모리 {}; CPU {})",
            limit_mb(*limit),
            mb(*peak),
            duration(*cpu, Unit::Seconds)
        ),
        (R::Cpu { cpu, limit: l, wall }, Ui::En) => format!(
            "CPU {} over the {} limit (wall {})",
            beside(*cpu, *l),
            limit(*l),
            beside(*wall, *l)
        ),
        (R::Cpu { cpu, limit: l, wall }, Ui::Ko) => format!(
            "CPU {}, 제한 {} 초과 (경과 {})",
            beside(*cpu, *l),
            limit(*l),
            beside(*wall, *l)
        ),
        (R::WallCap { cap, cpu, limit: l }, Ui::En) => format!(
            "still running at the wall-clock cap, {} (CPU {} of {}; time spent waiting for a CPU not counted): sleeping or blocked",
            limit(*cap),
            beside(*cpu, *l),
            limit(*l)
        ),
        (R::WallCap { cap, cpu, limit: l }, Ui::Ko) => format!(
            "경과 시간 상한 {}에도 끝나지 않았다 (CPU는 {} 중 {}, CPU를 기다린 시간은 빼고 셈): 잠들었거나 입력을 기다리며 멈춰 있다",
            limit(*cap),
            limit(*l),
            beside(*cpu, *l)
        ),
        (R::Status(status), Ui::En) => ended_in(status, Ui::En),
        (R::Status(status), Ui::Ko) => format!("비정상 종료: {}", ended_in(status, Ui::Ko)),
    }
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
    if ui == Ui::En {
        return l.name();
    }
    match l {
        L::Native => "네이티브",
        L::Java => "Java",
        L::Kotlin => "Kotlin",
        L::Python => "Python",
        L::Pypy => "PyPy",
    }
}

/// A kind of tests (`--kind`) for the console ([`ui`]): its value on the
/// command line in English (`boj`), a short Korean name in Korean. An
/// exhaustive match.
pub fn kind(k: crate::stress::inputs::TestKind) -> String {
    use crate::stress::inputs::TestKind as K;
    if ui() == Ui::En {
        return k.name();
    }
    match k {
        K::Boj => "백준형",
        K::Unique => "유일해",
        K::Multi => "다중해",
        K::Hard => "최대 백트래킹",
        K::Edge => "경계 보드",
    }
    .to_string()
}

/// The hint after an input error ([`crate::error::Hint`]) in `ui`, with
/// its leading space. An exhaustive match.
pub fn hint_in(h: crate::error::Hint, ui: Ui) -> String {
    use crate::error::Hint as H;
    if ui == Ui::En {
        return h.to_string();
    }
    match h {
        H::None => String::new(),
        H::ReadAs(format) => format!(" ({format} 형식으로 읽었다. 다른 형식은 --input-format으로 고른다)"),
        H::Reads(variant) => josa::resolve(&format!(" ({variant}은(는) BOJ {} 형식을 읽는다)", variant.problem())),
        H::ChooseFormat => " (boj2580, boj2239, line 형식의 파일을 골라라)".to_string(),
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
    match (o, ui()) {
        (o, Ui::En) => o.label(),
        (O::Solved(_), Ui::Ko) => "풀었다",
        (O::NoSolution, Ui::Ko) => "해가 없다",
        (O::Stopped, Ui::Ko) => "멈췄다",
    }
}

macro_rules! catalog {
    ($($(#[$doc:meta])* $name:ident { en: $en:expr, ko: $ko:expr $(,)? })*) => {
        $(
            $(#[$doc])*
            pub const $name: Msg = Msg { name: stringify!($name), en: $en, ko: $ko };
        )*
        /// Every message of the catalog.
        pub const ALL: &[Msg] = &[$($name),*];
    };
}

catalog! {
    /// The first line when the run on the sample fails: `{0}` the command,
    /// `{1}` how it ended.
    SAMPLE_FAILED {
        en: "your command failed on the sample before any test: `{0}` ended with {1}",
        ko: "테스트 전에 예제 입력에서 명령이 실패했다: `{0}`, {1}",
    }
    /// The sample run's stderr follows.
    SAMPLE_STDERR {
        en: "its stderr:",
        ko: "stderr 출력:",
    }
    /// The sample run wrote nothing on stderr.
    SAMPLE_NO_STDERR {
        en: "it wrote nothing on stderr",
        ko: "stderr에는 아무것도 쓰지 않았다",
    }
    /// What to do after a failure on the sample: `{0}` the replay command.
    SAMPLE_HINT {
        en: "no test was run and nothing was shrunk; run it by hand on the sample:\n  {0}",
        ko: "테스트는 하나도 돌리지 않았고 줄이지도 않았다. 예제로 직접 실행해 보라:\n  {0}",
    }
    /// A failing test: `{0}` its number, `{1}` the verdict, `{2}` the reason.
    TEST_FAILED {
        en: "test {0}: {1}: {2}",
        ko: "테스트 {0}: {1}: {2}",
    }
    /// Where a failure was saved: `{0}` the folder.
    SAVED_IN {
        en: "  saved in {0}/",
        ko: "  반례를 저장한 곳: {0}/",
    }
    /// A saved failure's `verdict.txt`: `{0}` the verdict, `{1}` the reason,
    /// `{2}` the problem, `{3}` the blanks, `{4}` the exit status, `{5}`
    /// CPU ms, `{6}` wall ms, `{7}` the limit in ms, `{8}` the cap in ms,
    /// `{9}` the re-runs line (or nothing), `{10}` the command, `{11}` the
    /// replay.
    VERDICT_FILE {
        en: "{0}: {1}\nproblem: {2}\nblanks: {3}\nstatus: {4}\ntime: CPU {5} ms, wall {6} ms (limit {7} ms CPU, wall-clock cap {8} ms)\n{9}command: {10}\nreplay: {11}\n",
        ko: "{0}: {1}\n문제: {2}\n빈칸: {3}\n종료 상태: {4}\n시간: CPU {5} ms, 경과 {6} ms (제한 CPU {7} ms, 경과 시간 상한 {8} ms)\n{9}명령: {10}\n직접 실행: {11}\n",
    }
    /// The re-runs line of `verdict.txt`: `{0}` what they found, `{1}` their
    /// verdicts.
    VERDICT_FILE_RERUN {
        en: "re-run: TLE {0} (verdicts alone: {1})\n",
        ko: "재실행: 시간 초과 {0} (단독 실행 결과: {1})\n",
    }
    /// A failure could not be saved under --save; its input follows.
    NOT_SAVED_INLINE {
        en: "  not saved (the error is on stderr); its input:",
        ko: "  저장하지 못했다(오류는 stderr에 있다). 입력:",
    }
    /// The command that replays a saved input by hand: `{0}`.
    REPLAY {
        en: "  run it by hand: {0}",
        ko: "  직접 실행: {0}",
    }
    /// The head of an RE's stderr follows.
    STDERR_HEAD {
        en: "  its stderr (all of it in stderr.txt):",
        ko: "  stderr 출력 (전체는 stderr.txt에 있다):",
    }
    /// An RE wrote nothing on stderr.
    STDERR_EMPTY {
        en: "  it wrote nothing on stderr",
        ko: "  stderr에는 아무것도 쓰지 않았다",
    }
    /// Lines of stderr left out: `{0}`.
    STDERR_MORE {
        en: "    … {0} more lines …",
        ko: "    … {0}줄 생략 …",
    }
    /// Every re-run alone was TLE: `{0}` of `{1}`, CPU times `{2}`.
    CONFIRM_REPRODUCIBLE {
        en: "reproducible {0}/{1} alone (CPU {2})",
        ko: "단독 재실행 {1}번 중 {0}번 시간 초과, 재현된다 (CPU {2})",
    }
    /// Some re-runs alone were TLE: `{0}` of `{1}`, CPU times `{2}`.
    CONFIRM_FLAKY {
        en: "flaky {0}/{1} alone (CPU {2})",
        ko: "불안정: 단독 재실행 {1}번 중 {0}번만 시간 초과 (CPU {2})",
    }
    /// TLE at first, then the same other verdict `{0}` in all `{1}` re-runs
    /// alone.
    CONFIRM_CHANGED {
        en: "TLE at first while other runs were going, then {0} in all {1} re-runs alone: judged {0}",
        ko: "처음에는 다른 실행과 함께 돌아 시간 초과였지만, 단독 재실행 {1}번 모두 {0}: 판정은 {0}",
    }
    /// TLE at first, then the verdicts `{0}` in the re-runs alone (the
    /// last one counts).
    CONFIRM_MIXED {
        en: "TLE at first while other runs were going, then {0} alone: judged by the last one",
        ko: "처음에는 다른 실행과 함께 돌아 시간 초과였지만, 단독 재실행에서는 {0}: 마지막 결과로 판정",
    }
    /// [`CONFIRM_CHANGED`] with `--jobs 1`: no other run was going.
    CONFIRM_CHANGED_ALONE {
        en: "TLE at first, then {0} in all {1} re-runs: judged {0}",
        ko: "처음에는 시간 초과였지만, 재실행 {1}번 모두 {0}: 판정은 {0}",
    }
    /// [`CONFIRM_MIXED`] with `--jobs 1`.
    CONFIRM_MIXED_ALONE {
        en: "TLE at first, then {0} in the re-runs: judged by the last one",
        ko: "처음에는 시간 초과였지만, 재실행에서는 {0}: 마지막 결과로 판정",
    }
    /// The header of a shrink report: `{0}` the test, `{1}` its verdict.
    SHRUNK_HEAD {
        en: "shrunk test {0} ({1})",
        ko: "테스트 {0} ({1})의 반례 줄이기",
    }
    /// Nothing to shrink: the board has no blank.
    SHRINK_FULL {
        en: ": nothing to shrink, it fails on a board with no blank (every cell given)",
        ko: ": 줄일 것이 없다. 빈칸이 없는 보드(모든 칸이 주어짐)에서 실패한다",
    }
    /// Not shrunk: a flaky failure (`{0}` the re-runs).
    SHRINK_FLAKY {
        en: ": not shrunk, it is {0}: shrinking needs a failure that reproduces",
        ko: ": 줄이지 않았다. {0}: 줄이려면 재현되는 실패가 필요하다",
    }
    /// A shrink's result: from `{0}` to `{1}` blanks in `{2}` runs.
    SHRINK_RESULT {
        en: " from {0} to {1} blanks in {2} runs",
        ko: ": 빈칸 {0}개에서 {1}개로, 실행 {2}번",
    }
    /// The shrink ran into its time bound of `{0}` seconds.
    SHRINK_STOPPED {
        en: " (stopped by its time bound, {0} s: the smallest input reached so far; it may shrink further)",
        ko: " (시간 한도 {0}초에 걸려 멈췄다: 지금까지 찾은 가장 작은 반례이고, 더 줄어들 수도 있다)",
    }
    /// The shrink ran into its bound before any blank could be filled.
    SHRINK_STOPPED_EMPTY {
        en: ": stopped by its time bound before any blank could be filled; the input is kept as it failed\n",
        ko: ": 시간 한도에 걸려 빈칸을 하나도 채우기 전에 멈췄다. 반례는 실패한 그대로 둔다\n",
    }
    /// The shrink ended: no single blank can be filled.
    SHRINK_MINIMAL {
        en: ": every blank is needed for the failure\n",
        ko: ": 실패하려면 모든 빈칸이 필요하다\n",
    }
    /// The shrunk input still fails: `{0}` the verdict, `{1}` its re-runs,
    /// `{2}` the reason.
    SHRINK_STILL {
        en: "; still {0}{1}: {2}",
        ko: "; 여전히 {0}{1}: {2}",
    }
    /// The saved shrunk input did not fail again (`{0}` its verdict).
    SHRINK_NOT_KEPT {
        en: "; but its saved copy did not fail again ({0}), so it was not kept\n",
        ko: "; 그런데 저장한 반례로 다시 돌리니 실패하지 않아({0}) 남기지 않았다\n",
    }
    /// The spinner while shrinking: test `{0}` (`{1}`), `{2}` -> `{3}`
    /// blanks, run `{4}`.
    SHRINKING {
        en: "shrinking test {0} ({1}): {2} -> {3} blanks, run {4}",
        ko: "테스트 {0} ({1})의 반례 줄이는 중: 빈칸 {2} -> {3}, 실행 {4}번째",
    }
    /// The summary table's header: the verdict.
    COL_VERDICT {
        en: "verdict",
        ko: "결과",
    }
    /// The summary table's header: how many tests.
    COL_TESTS {
        en: "tests",
        ko: "테스트 수",
    }
    /// The summary table's header: the first test with the verdict.
    COL_FIRST {
        en: "first",
        ko: "처음",
    }
    /// The summary table's header: the largest CPU time.
    COL_CPU {
        en: "max CPU",
        ko: "최대 CPU",
    }
    /// The summary table's header: the largest wall-clock time.
    COL_WALL {
        en: "max wall",
        ko: "최대 경과",
    }
    /// What the table's columns are.
    TABLE_NOTE {
        en: "max CPU, max wall: each verdict's slowest run (by CPU time); first: its first test",
        ko: "최대 CPU, 최대 경과: 결과마다 가장 느린 실행(CPU 시간 기준), 처음: 그 결과가 처음 나온 테스트",
    }
    /// A TLE in the summary: `{0}` the test, `{1}` the reason (and its
    /// re-runs alone, when there were any).
    TLE_LINE {
        en: "TLE test {0}: {1}",
        ko: "시간 초과 테스트 {0}: {1}",
    }
    /// The runs that were TLE only under load: `{0}` re-runs, `{1}` tests.
    TLE_UNDER_LOAD {
        en: "TLE at first, never in {0} re-runs alone (load or chance; counted by their verdict alone): test {1}",
        ko: "처음에는 시간 초과였지만 단독 재실행 {0}번에서는 한 번도 아니었다 (부하나 우연, 단독 실행 결과로 셌다): 테스트 {1}",
    }
    /// The slowest AC: test `{0}`, CPU `{1}`, wall `{2}`, limit `{3}`.
    SLOWEST_AC {
        en: "slowest AC: test {0} (12095 cnt {4}), CPU {1}, wall {2}, limit {3}",
        ko: "가장 느린 맞았습니다!!: 테스트 {0} (12095 cnt {4}), CPU {1}, 경과 {2}, 제한 {3}",
    }
    /// The AC runs' CPU time grows with 12095's `cnt` so that a test at
    /// the cap would be over the limit ([`crate::stress::report::growth`]): `{0}`
    /// AC tests fitted, `{1}` their largest `cnt`, `{2}` the time at the
    /// cap, `{3}` the limit, `{4}` the cap's `cnt`.
    CAP_WARNING {
        en: "warning: your CPU time grows with 12095's cnt. A straight line through the {0} AC tests (cnt up to {1}) gives about {2} at cnt {4}, over the limit of {3}; Baekjoon's tests go up to that cnt (see `--kind hard`)",
        ko: "경고: CPU 시간이 12095의 cnt를 따라 늘어난다. 맞은 테스트 {0}개(cnt 최대 {1})를 지나는 직선으로 보면 cnt {4}에서 약 {2}가 걸려 제한 {3}을 넘는다. 백준의 테스트는 그 cnt까지 간다 (`--kind hard` 참고)",
    }
    /// No AC test came near 12095's cap, so nothing can be said of a test
    /// there: `{0}` the largest `cnt` run, `{1}` the cap's.
    NO_NEAR_CAP {
        en: "note: no AC test here came near 12095's cap (largest cnt {0}); Baekjoon's tests go up to cnt {1}: run `--kind hard` too",
        ko: "참고: 여기서 맞은 테스트 중 12095의 상한 근처까지 간 것이 없다(cnt 최대 {0}). 백준의 테스트는 cnt {1}까지 가므로 `--kind hard`도 돌려 보자",
    }
    /// The slowest AC is near the limit: `{0}` of `{1}`, over `{2}`%.
    AT_RISK_WARNING {
        en: "warning: AC, but {0} of {1}: at risk (over {2}% of the limit)",
        ko: "경고: 맞았지만 {1} 중 {0}을 썼다. 위험하다 (제한의 {2}% 초과)",
    }
    /// How the limit was chosen: `{0}` the limit, `{1}` the rule, `{2}` the
    /// wall-clock cap.
    LIMIT {
        en: "time limit {0} CPU ({1}), wall-clock cap {2}",
        ko: "시간 제한 CPU {0} ({1}), 경과 시간 상한 {2}",
    }
    /// The limit from `--time-limit`: `{0}` the limit, `{1}` the cap.
    LIMIT_OPTION {
        en: "time limit {0} CPU (--time-limit), wall-clock cap {1}",
        ko: "시간 제한 CPU {0} (--time-limit), 경과 시간 상한 {1}",
    }
    /// The rule from `--lang`: `{0}` language, `{1}` base, `{2}` factor,
    /// `{3}` extra seconds.
    RULE_LANG {
        en: "{0}: {1} x {2} + {3} s, --lang",
        ko: "{0} 규칙: {1} x {2} + {3} s, --lang으로 지정",
    }
    /// The rule guessed from a word of `--cmd`: as [`RULE_LANG`], `{4}`
    /// the word.
    RULE_GUESSED {
        en: "{0}: {1} x {2} + {3} s, guessed from `{4}` in --cmd",
        ko: "{0} 규칙: {1} x {2} + {3} s, --cmd의 `{4}`에서 추측",
    }
    /// The rule when `--cmd` shows no slower language.
    RULE_NATIVE {
        en: "{0}: {1} x {2} + {3} s, guessed: --cmd runs no Python, PyPy, Java or Kotlin",
        ko: "{0} 규칙: {1} x {2} + {3} s, 추측: --cmd에 Python, PyPy, Java, Kotlin이 보이지 않는다",
    }
    /// The peak memory of the largest and of the slowest AC: `{0}` the
    /// largest peak and `{1}` its test, `{2}` the slowest's peak and `{3}`
    /// its test, `{4}` the limit and its rule.
    PEAK_MEMORY {
        en: "peak memory: largest AC {0} (test {1}), slowest AC {2} (test {3}); limit {4}",
        ko: "최대 메모리: 가장 큰 맞았습니다!! {0} (테스트 {1}), 가장 느린 맞았습니다!! {2} (테스트 {3}); 제한 {4}",
    }
    /// How the memory limit was chosen, from `--memory-limit`: `{0}` the
    /// limit.
    MEMORY_OPTION {
        en: "{0} (--memory-limit)",
        ko: "{0} (--memory-limit로 지정)",
    }
    /// How the memory limit was chosen, the problem's own for the
    /// language: `{0}` the limit, `{1}` the language.
    MEMORY_PLAIN {
        en: "{0} ({1})",
        ko: "{0} ({1}: 문제의 제한 그대로)",
    }
    /// How the memory limit was chosen, Baekjoon's rule for the language:
    /// `{0}` the limit, `{1}` the language, `{2}` the problem's limit,
    /// `{3}` the factor, `{4}` the extra MB.
    MEMORY_RULE {
        en: "{0} ({1}: {2} x {3} + {4} MB)",
        ko: "{0} ({1} 규칙: {2} x {3} + {4} MB)",
    }
    /// The progress bar's template (indicatif's): `{pos}/{len}` tests, the
    /// tally in `{msg}`.
    PROGRESS {
        en: "stress {bar:30} {pos}/{len} {msg}, {elapsed}",
        ko: "stress {bar:30} 테스트 {pos}/{len} {msg}, 경과 {elapsed}",
    }
    /// `validate` on a legal input: `{0}` problem 12095's `cnt` (as
    /// [`sudoku_lab::validate::Valid`]'s `Display` says it).
    VALID_CNT {
        en: "valid (cnt = {0})",
        ko: "올바른 입력 (cnt = {0})",
    }
    /// `validate` on an input that is not legal: `{0}` its name, `{1}` why
    /// ([`invalid_in`]).
    INVALID {
        en: "invalid: {0}: {1}",
        ko: "올바르지 않은 입력: {0}: {1}",
    }
    /// A puzzle of a file: `{0}` its number, `{1}` its line (as
    /// `output::position` says it).
    POSITION {
        en: "puzzle {0} (line {1})",
        ko: "퍼즐 {0} ({1}번째 줄)",
    }
    /// `--inputs` holds no legal test: `{0}` the file, `{1}` the problem,
    /// `{2}` the first puzzle's position and why.
    NO_LEGAL_TEST {
        en: "{0}: no legal {1} test; {2}",
        ko: "{0}: 올바른 {1} 테스트가 하나도 없다. {2}",
    }
    /// A command-line value a parser refused: `{0}` the option, `{1}` the
    /// value, `{2}` why (clap's usage errors on a Korean console,
    /// `crate::usage`).
    USAGE_BAD_VALUE {
        en: "error: invalid value '{1}' for '{0}': {2}",
        ko: "오류: '{0}'의 값 '{1}'은(는) 쓸 수 없다: {2}",
    }
    /// Two options that cannot go together: `{0}` the one given, `{1}` the
    /// other.
    USAGE_CONFLICT {
        en: "error: the argument '{0}' cannot be used with '{1}'",
        ko: "오류: '{0}'은(는) '{1}'과(와) 함께 쓸 수 없다",
    }
    /// An option given twice: `{0}` the option.
    USAGE_TWICE {
        en: "error: the argument '{0}' cannot be used multiple times",
        ko: "오류: '{0}'은(는) 한 번만 쓸 수 있다",
    }
    /// An option without its value: `{0}` the option.
    USAGE_NO_VALUE {
        en: "error: a value is required for '{0}' but none was supplied",
        ko: "오류: '{0}'에 값을 줘야 한다",
    }
    /// A usage error of a subcommand's own (`judge - -`): `{0}` why, already
    /// in the console's language.
    USAGE_OWN {
        en: "error: {0}",
        ko: "오류: {0}",
    }
    /// `judge - -`.
    JUDGE_BOTH_STDIN {
        en: "INPUT and OUTPUT cannot both be '-': standard input can be read only once; give one of them as a file",
        ko: "INPUT과 OUTPUT이 둘 다 '-'일 수는 없다: 표준 입력은 한 번만 읽을 수 있으니 하나는 파일로 준다",
    }
    /// `judge a a`: `{0}` INPUT, `{1}` OUTPUT.
    JUDGE_ONE_FILE {
        en: "INPUT and OUTPUT are one file ('{0}' and '{1}'): a pipe or standard input can be read only once, and a puzzle is not its own answer; give the program's output as OUTPUT",
        ko: "INPUT과 OUTPUT이 같은 파일이다('{0}', '{1}'): 파이프나 표준 입력은 한 번만 읽을 수 있고, 퍼즐은 그 자신의 답이 아니다. OUTPUT으로 프로그램의 출력을 준다",
    }
    /// `solve`: the other solver's budget option: `{0}` the option given,
    /// `{1}` the solver, `{2}` the option to use.
    SOLVE_WRONG_BUDGET_NODES {
        en: "the argument '{0} <N>' cannot be used with '--variant {1}' (the default): it counts search nodes; bound it with '{2} <N>'",
        ko: "'{0} <N>'은(는) '--variant {1}'(기본값)과(와) 함께 쓸 수 없다: 이 솔버는 탐색 노드를 센다. '{2} <N>'으로 제한한다",
    }
    /// `solve`: the reference solver's budget option on a port.
    SOLVE_WRONG_BUDGET_PLACEMENTS {
        en: "the argument '{0} <N>' cannot be used with '--variant {1}': a port counts placements; bound it with '{2} <N>'",
        ko: "'{0} <N>'은(는) '--variant {1}'과(와) 함께 쓸 수 없다: 포팅은 놓기를 센다. '{2} <N>'으로 제한한다",
    }
    /// A value outside a fixed list: `{0}` the option, `{1}` the value,
    /// `{2}` the values it takes.
    USAGE_NOT_ONE_OF {
        en: "error: invalid value '{1}' for '{0}' [possible values: {2}]",
        ko: "오류: '{0}'의 값 '{1}'은(는) 쓸 수 없다 (쓸 수 있는 값: {2})",
    }
    /// Options the command needs and did not get: `{0}` their names.
    USAGE_MISSING {
        en: "error: the following required arguments were not provided: {0}",
        ko: "오류: 꼭 필요한 인자가 빠졌다: {0}",
    }
    /// An argument the command does not take: `{0}`.
    USAGE_UNKNOWN {
        en: "error: unexpected argument '{0}' found",
        ko: "오류: 모르는 인자 '{0}'이(가) 있다",
    }
    /// The usage line after a usage error: `{0}` the usage.
    USAGE_LINE {
        en: "Usage: {0}",
        ko: "사용법: {0}",
    }
    /// The hint after a usage error.
    USAGE_MORE {
        en: "For more information, try '--help'.",
        ko: "자세한 설명은 '--help'로 본다.",
    }
    /// `check-trace`: a valid trace of `{0}` events.
    TRACE_VALID {
        en: "valid: {0} events",
        ko: "올바른 트레이스: 이벤트 {0}개",
    }
    /// `check-trace`: an invalid trace: `{0}` the file, `{1}` why.
    TRACE_INVALID {
        en: "invalid: {0}: {1}",
        ko: "잘못된 트레이스: {0}: {1}",
    }
    /// `check-trace`: not JSON of the format: `{0}` line, `{1}` column,
    /// `{2}` serde_json's own words (kept in English: they name JSON's
    /// tokens).
    TRACE_JSON {
        en: "line {0}, column {1}: {2}",
        ko: "{0}번째 줄 {1}번째 글자: JSON으로 읽을 수 없다: {2}",
    }
    /// `check-trace`: the line of an event in `trace --format json`'s
    /// layout: `{0}` the line, `{1}` what is wrong.
    TRACE_LINE {
        en: "line {0}: {1}",
        ko: "{0}번째 줄: {1}",
    }
    /// `check-trace`: the event a difference is at: `{0}`.
    TRACE_EVENT {
        en: "event {0}: ",
        ko: "{0}번째 이벤트: ",
    }
    /// `check-trace`: the field a difference is at: `{0}`, quoted.
    TRACE_FIELD {
        en: "field {0}: ",
        ko: "필드 {0}: ",
    }
    /// `check-trace`: `{0}` what a fresh run writes, `{1}` what the file
    /// says.
    TRACE_DIFFERS {
        en: "expected {0}, found {1}",
        ko: "다시 실행하면 {0}인데 파일에는 {1}",
    }
    /// `check-trace`: no value.
    TRACE_NOTHING {
        en: "nothing",
        ko: "없음",
    }
    /// `check-trace`: a row of the state: `{0}` its name.
    TRACE_ROW {
        en: "the row {0}",
        ko: "행 {0}",
    }
    /// `check-trace`: the events end there.
    TRACE_END_OF_EVENTS {
        en: "the end of the events",
        ko: "이벤트의 끝",
    }
    /// `check-trace`: the events end there, at `end.max_events`: `{0}`.
    TRACE_END_OF_EVENTS_MAX {
        en: "the end of the events (end.max_events is {0})",
        ko: "이벤트의 끝 (end.max_events가 {0})",
    }
    /// `check-trace`: the events end there, where the port's search ends:
    /// `{0}` the port, `{1}` its events.
    TRACE_END_OF_EVENTS_SEARCH {
        en: "the end of the events ({0}'s search makes {1})",
        ko: "이벤트의 끝 ({0}의 탐색은 이벤트 {1}개)",
    }
    /// `check-trace`: a `stopped` outcome where the search goes on: `{0}`
    /// the outcome, `{1}` the placements.
    TRACE_GOES_ON {
        en: "{0} (the search goes on after {1} placements)",
        ko: "{0} (탐색은 놓기 {1}번 뒤에도 이어진다)",
    }
    /// `check-trace`: the puzzle the state and the events were made on:
    /// `{0}` the digit, `{1}` the cell.
    TRACE_FORGED {
        en: "'{0}' at {1} (the puzzle the state and the events were made on)",
        ko: "{1}에 '{0}' (상태와 이벤트를 만든 퍼즐)",
    }
    /// `stress --cmd ''` (or only spaces).
    CMD_EMPTY {
        en: "the command is empty: give the solution to run, e.g. --cmd 'python3 my.py'",
        ko: "명령이 비어 있다: 실행할 풀이를 준다. 예: --cmd 'python3 my.py'",
    }
    /// `stress --cmd` with bytes that are not UTF-8.
    CMD_NOT_UTF8 {
        en: "the command is not UTF-8: write it in UTF-8 (a file whose name is not can be run through a link with a UTF-8 name)",
        ko: "명령이 UTF-8이 아니다: UTF-8로 쓴다 (이름이 UTF-8이 아닌 파일은 UTF-8 이름의 링크로 실행할 수 있다)",
    }
    /// A number option's value is empty.
    NUMBER_EMPTY {
        en: "cannot parse integer from empty string",
        ko: "값이 비어 있다: 수를 준다",
    }
    /// A number option's value is not a whole number 0 or more.
    NUMBER_INVALID {
        en: "invalid digit found in string",
        ko: "0 이상의 정수가 아니다 (숫자 0-9만 쓴다)",
    }
    /// A number option's value is too large for its type.
    NUMBER_TOO_LARGE {
        en: "number too large to fit in target type",
        ko: "수가 너무 크다",
    }
    /// A number option's value below its least: `{0}` the value, `{1}` the
    /// least.
    NUMBER_TOO_SMALL {
        en: "{0} is less than {1}",
        ko: "{0}은(는) {1}보다 작다",
    }
    /// A number option's value outside its range: `{0}` the value, `{1}`
    /// the least, `{2}` the most.
    NUMBER_OUT_OF_RANGE {
        en: "{0} is not in {1}..={2}",
        ko: "{0}은(는) {1}부터 {2}까지의 범위 밖이다",
    }
    /// `stress --count 0`.
    COUNT_AT_LEAST_ONE {
        en: "stress needs at least 1 test",
        ko: "stress에는 테스트가 1개 이상 필요하다",
    }
    /// The word before an error on stderr: `sudoku-lab: error: …`.
    ERROR {
        en: "error",
        ko: "오류",
    }
    /// `solve`: what a port's budget counts, as spent.
    SPENT_PLACEMENTS {
        en: "{0} placements",
        ko: "놓기 {0}번",
    }
    /// `solve`: what the reference solver's budget counts, as spent.
    SPENT_NODES {
        en: "{0} search nodes",
        ko: "탐색 노드 {0}개",
    }
    /// `solve --stats`: a port's counters.
    STATS_PORT {
        en: "{0} placements, {1} backtracks, {2} calls, {3} digit tests",
        ko: "놓기 {0}번, 되돌리기 {1}번, 호출 {2}번, 후보 검사 {3}번",
    }
    /// `solve`: `{0}` the puzzle's position.
    SOLVE_NO_SOLUTION {
        en: "{0}: no solution",
        ko: "{0}: 해가 없다",
    }
    /// `solve`: `{0}` the puzzle's position, `{1}` what was spent, `{2}`
    /// the option that bounds it.
    SOLVE_STOPPED {
        en: "{0}: stopped after {1} ({2}) before finding a solution",
        ko: "{0}: 해를 찾기 전에 {1}에서 멈췄다 ({2})",
    }
    /// `solve`'s last line: `{0}` the input, `{1}` solved, `{2}` read,
    /// `{3}` the solver, `{4}` no solution, `{5}` stopped, `{6}` conflicts.
    SOLVE_SUMMARY {
        en: "{0}: solved {1} of {2} puzzles with {3} ({4} with no solution, {5} stopped by the budget, {6} with conflicting givens)",
        ko: "{0}: 퍼즐 {2}개 중 {1}개를 {3}(으)로 풀었다 (해가 없음 {4}개, 예산에 걸려 멈춤 {5}개, 주어진 숫자 충돌 {6}개)",
    }
    /// `compare`'s progress bar (indicatif's template).
    COMPARE_PROGRESS {
        en: "{prefix} {bar:30} {pos}/{len} puzzles, {elapsed} (eta {eta})",
        ko: "{prefix} {bar:30} 퍼즐 {pos}/{len}, 경과 {elapsed} (남은 시간 {eta})",
    }
    /// `compare`'s progress bar's prefix.
    COMPARING {
        en: "comparing",
        ko: "비교 중",
    }
    /// `compare`'s table: the solver.
    COL_VARIANT {
        en: "variant",
        ko: "솔버",
    }
    /// `compare`'s table.
    COL_SOLVED {
        en: "solved",
        ko: "풀었음",
    }
    /// `compare`'s table.
    COL_NO_SOLUTION {
        en: "no solution",
        ko: "해 없음",
    }
    /// `compare`'s table.
    COL_STOPPED {
        en: "stopped",
        ko: "멈춤",
    }
    /// `compare`'s table.
    COL_PLACEMENTS {
        en: "placements",
        ko: "놓기",
    }
    /// `compare`'s table.
    COL_BACKTRACKS {
        en: "backtracks",
        ko: "되돌리기",
    }
    /// `compare`'s table.
    COL_TIME {
        en: "time",
        ko: "시간",
    }
    /// `compare`'s table.
    COL_PER_PLACEMENT {
        en: "ns/placement",
        ko: "놓기당 ns",
    }
    /// `compare`'s report: `{0}` puzzles, `{1}` the input, `{2}` trace
    /// events per port, `{3}` how many ports (a word in English, a number
    /// in Korean).
    COMPARE_AGREE {
        en: "all {3} ports agree on all {0} puzzles of {1}: same outcomes, counters and traces ({2} events each)",
        ko: "포트 {3}개가 {1}의 퍼즐 {0}개 모두에서 일치한다: 결과, 카운터, 트레이스가 같다 (각각 이벤트 {2}개)",
    }
    /// `compare`'s report: `{0}` puzzles with conflicting givens.
    COMPARE_CONFLICTS {
        en: "{0} of them have conflicting givens, which the ports search anyway, as the posts do",
        ko: "그중 {0}개는 주어진 숫자가 충돌하지만, 포트는 글에서처럼 그래도 탐색한다",
    }
    /// `compare`'s report: what its times hold.
    COMPARE_TIMES {
        en: "(times include hashing every trace event; `sudoku-lab solve --stats` times a port alone)",
        ko: "(시간에는 트레이스 이벤트마다 해시하는 시간이 들어 있다. 포트 하나의 시간은 `sudoku-lab solve --stats`로 잰다)",
    }
    /// `compare`'s report on the reference solver: `{0}`
    /// [`COMPARE_REFERENCE_ASIDE`] or nothing, `{1}` how many ports (as in
    /// [`COMPARE_AGREE`]).
    COMPARE_REFERENCE {
        en: "* the reference solver is not a blog port: it agrees with the {1} wherever they finish{0}",
        ko: "* reference 솔버는 블로그 포트가 아니다: 포트 {1}개가 끝나는 퍼즐에서는 모두 같은 결과를 낸다{0}",
    }
    /// [`COMPARE_REFERENCE`]'s aside when some givens conflict.
    COMPARE_REFERENCE_ASIDE {
        en: " (puzzles with conflicting givens aside: it finds them unsolvable)",
        ko: " (주어진 숫자가 충돌하는 퍼즐은 빼고: reference는 그런 퍼즐을 풀 수 없다고 본다)",
    }
    /// `compare`'s report: `{0}` puzzles stopped, `{1}` the budget, `{2}`
    /// the first ten positions, `{3}` `, ...` when there are more.
    COMPARE_STOPPED {
        en: "{0} puzzles stopped at the budget of {1} placements: {2}{3}",
        ko: "퍼즐 {0}개가 놓기 {1}번 예산에서 멈췄다: {2}{3}",
    }
    /// The reference solver's search nodes, in `compare`'s table.
    NODES {
        en: "{0} nodes",
        ko: "노드 {0}개",
    }
    /// The memory limit when no run was AC: `{0}` the limit and its rule.
    MEMORY_LIMIT {
        en: "memory limit {0}",
        ko: "메모리 제한 {0}",
    }
    /// The bound on one run's processes: `{0}` the bound, `{1}` how it is
    /// enforced (a pids cgroup, `RLIMIT_NPROC`, a Job Object, or a
    /// watchdog).
    PROCESS_BOUND {
        en: "processes: at most {0} processes and threads per run ({1})",
        ko: "프로세스: 실행 하나에 프로세스와 스레드 최대 {0}개 ({1})",
    }
    /// What macOS's runner cannot see, under the summary's processes line
    /// there.
    MACOS_BLIND_SPOTS {
        en: "macOS: memory is the sum of the run's physical footprints sampled every 10 ms and at least one process's ru_maxrss; threads are bounded by the samples only (RLIMIT_NPROC counts processes); out of reach: a process that leaves the run's group (setsid) and whose parent ends within a sample, and the runs of a stress killed with SIGKILL",
        ko: "macOS: 메모리는 10 ms마다 살핀 실행 프로세스들의 물리 메모리 사용량(phys footprint) 합이고, 적어도 프로세스 하나의 ru_maxrss다. 스레드는 살필 때만 제한된다(RLIMIT_NPROC는 프로세스만 센다). 잡지 못하는 것: 실행의 프로세스 그룹을 떠나고(setsid) 한 번 살피는 사이에 부모가 끝난 프로세스, 그리고 SIGKILL로 죽은 stress의 실행",
    }
    /// The watchdog bounds the runs: a fork bomb can outrun it.
    WATCHDOG_WARNING {
        en: "warning: no pids cgroup and no RLIMIT_NPROC (root without a pids controller): a sampling watchdog bounds the processes, and a fork bomb can outrun it between two samples",
        ko: "경고: pids cgroup도 RLIMIT_NPROC도 쓸 수 없어서(pids 컨트롤러가 없는 root) 주기적으로 살피는 감시자가 프로세스 수를 제한한다. 포크 폭탄은 두 번 살피는 사이에 그 제한을 넘을 수 있다",
    }
    /// RLIMIT_NPROC bounds the user's processes as a whole: `{0}` jobs
    /// asked for.
    ONE_JOB {
        en: "1 of {0} jobs: RLIMIT_NPROC bounds all of the user's processes together, so the runs go one at a time",
        ko: "동시 실행 {0}개 중 1개만: RLIMIT_NPROC는 사용자의 프로세스 전체를 함께 제한하므로 한 번에 하나씩 실행한다",
    }
    /// A limit outside stress refused a fork: `{0}` the test's number, `{1}`
    /// the limit, `{2}` stress's own bound.
    OUTER_LIMIT {
        en: "test {0}: a process or thread could not be made because of a limit outside stress ({1}) while the run had fewer than {2}: the machine's limit, not the program's fault; nothing was judged, shrunk or saved.",
        ko: "테스트 {0}: stress 바깥의 제한({1}) 때문에 프로세스나 스레드를 만들지 못했다(실행은 {2}개 미만이었다). 프로그램의 잘못이 아니라 이 컴퓨터의 제한이므로 채점도, 줄이기도, 저장도 하지 않았다.",
    }
    /// [`OUTER_LIMIT`] on the sample, before any test: `{0}` the limit,
    /// `{1}` stress's own bound.
    OUTER_LIMIT_SAMPLE {
        en: "the sample: a process or thread could not be made because of a limit outside stress ({0}) while the run had fewer than {1}: the machine's limit, not the program's fault; nothing was judged, shrunk or saved.",
        ko: "예제: stress 바깥의 제한({0}) 때문에 프로세스나 스레드를 만들지 못했다(실행은 {1}개 미만이었다). 프로그램의 잘못이 아니라 이 컴퓨터의 제한이므로 채점도, 줄이기도, 저장도 하지 않았다.",
    }
    /// What to do after [`OUTER_LIMIT`] when one run went at a time (the
    /// sample, `--jobs 1`).
    OUTER_LIMIT_RAISE {
        en: "Raise that limit.",
        ko: "그 제한을 늘려라.",
    }
    /// What to do after [`OUTER_LIMIT`] when several runs went at once.
    OUTER_LIMIT_RAISE_OR_ONE_JOB {
        en: "Raise that limit or use --jobs 1.",
        ko: "그 제한을 늘리거나 --jobs 1로 실행하라.",
    }
    /// stress runs under a limit a run would fail for, which it cannot
    /// lift: `{0}` the limit, `{1}` the command that lifts it.
    ENVIRONMENT_LIMIT {
        en: "stress itself runs under a limit that every run would inherit and that it cannot lift: {0}. A run would fail for the machine's limit, not the program's fault, so nothing was run. Lift it in the shell that starts stress (a hard limit only root can raise), e.g. `{1}`, or start stress from a shell without it",
        ko: "stress 자체가 모든 실행이 물려받을 제한 아래에서 돌고 있고 stress는 그것을 풀 수 없다: {0}. 실행이 프로그램의 잘못이 아니라 이 컴퓨터의 제한 때문에 실패할 것이므로 아무것도 실행하지 않았다. stress를 시작하는 셸에서 그 제한을 풀어라(hard 제한은 root만 올릴 수 있다). 예: `{1}`. 또는 그 제한이 없는 셸에서 stress를 시작하라",
    }
    /// This platform has no runner: `{0}` what it lacks.
    UNSUPPORTED {
        en: "{0}",
        ko: "stress는 리눅스, macOS, Windows에서만 프로그램을 실행한다. solve, run, judge, validate, generate는 여기서도 된다 ({0})",
    }
    /// Fewer jobs ran than asked for: `{0}` why.
    NOTE {
        en: "note: {0}",
        ko: "참고: {0}",
    }
    /// The last line: `{0}` runs of `{1}` tests, `{2}` inputs, `{3}`
    /// problem, `{4}` jobs, `{5}` the outcome.
    LAST_LINE {
        en: "{0} of {1} tests run ({2}, problem {3}, jobs {4}): {5}",
        ko: "테스트 {1}개 중 {0}개 실행 ({2}, 문제 {3}, 동시 실행 {4}개): {5}",
    }
    /// The outcome when every run was AC.
    ALL_AC {
        en: "all AC",
        ko: "모두 맞았습니다!!",
    }
    /// The outcome of a failed run: `{0}` the first failing test, `{1}`
    /// its verdict.
    FAILED_FIRST {
        en: "failed (first: test {0}, {1})",
        ko: "실패 (처음: 테스트 {0}, {1})",
    }
    /// Generated inputs: `{0}` the seed, `{1}` the kind.
    SOURCE_SEED {
        en: "seed {0}, kind {1}",
        ko: "시드 {0}, 종류 {1}",
    }
    /// Inputs from a file: `{0}`.
    SOURCE_FILE {
        en: "inputs {0}",
        ko: "입력 파일 {0}",
    }
    /// A failure could not be saved: `{0}` the test, `{1}` where, `{2}` why.
    CANNOT_SAVE {
        en: "cannot save test {0} in {1}: {2}",
        ko: "테스트 {0}을(를) {1}에 저장할 수 없다: {2}",
    }
    /// The shrunk input could not be saved: `{0}` where, `{1}` why.
    CANNOT_SAVE_SHRUNK {
        en: "cannot save the shrunk input in {0}: {1}",
        ko: "줄인 반례를 {0}에 저장할 수 없다: {1}",
    }
    /// Stdout could not be written: `{0}` why.
    CANNOT_WRITE {
        en: "cannot write the output: {0}",
        ko: "출력을 쓸 수 없다: {0}",
    }
    /// Puzzles of `--inputs` that are not legal tests: `{0}` the file,
    /// `{1}` how many were skipped of `{2}`, `{3}` the problem, `{4}` the
    /// first and why.
    INPUTS_SKIPPED {
        en: "{0}: skipped {1} of {2} puzzles that are not legal {3} tests; the first, {4}",
        ko: "{0}: 퍼즐 {2}개 중 올바른 {3} 테스트가 아닌 {1}개를 건너뛰었다. 첫 번째는 {4}",
    }
    /// `sh` could not be started: `{0}` why.
    CANNOT_RUN_SH {
        en: "cannot run sh: {0}",
        ko: "sh를 실행할 수 없다: {0}",
    }
    /// A run's folder could not be made: `{0}` where, `{1}` why.
    CANNOT_MAKE_RUN_DIR {
        en: "cannot make the folder of this run under {0}: {1}",
        ko: "{0} 아래에 이번 실행의 폴더를 만들 수 없다: {1}",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The placeholders of a template: `{0}`, `{1}`, … in order.
    fn placeholders(template: &str) -> Vec<String> {
        let mut found: Vec<String> = template
            .match_indices('{')
            .filter_map(|(i, _)| {
                let rest = &template[i + 1..];
                let close = rest.find('}')?;
                rest[..close].parse::<usize>().ok().map(|n| format!("{{{n}}}"))
            })
            .collect();
        found.sort();
        found.dedup();
        found
    }

    #[test]
    fn no_message_lacks_its_korean() {
        assert!(ALL.len() >= 40, "{}", ALL.len());
        for m in ALL {
            assert!(!m.en.trim().is_empty(), "{}: no English", m.name);
            assert!(!m.ko.trim().is_empty(), "{}: no Korean", m.name);
            assert_ne!(m.en, m.ko, "{}: the Korean is the English", m.name);
            assert!(
                m.ko.chars().any(|c| ('가'..='힣').contains(&c)),
                "{}: no Hangul in {:?}",
                m.name,
                m.ko
            );
            assert_eq!(placeholders(m.en), placeholders(m.ko), "{}", m.name);
            // A message's lines and its ending are the same in both.
            assert_eq!(m.en.matches('\n').count(), m.ko.matches('\n').count(), "{}", m.name);
        }
        let mut names: Vec<&str> = ALL.iter().map(|m| m.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len(), "two messages share a name");
    }

    #[test]
    fn every_verdict_of_a_run_has_baekjoons_korean_name() {
        let mut names = Vec::new();
        for v in Verdict::RUN {
            let ko = verdict_in(v, Ui::Ko);
            assert_ne!(ko, v.name(), "{v} has no Korean name");
            names.push(ko);
        }
        assert_eq!(verdict_in(Verdict::Ac, Ui::Ko), "맞았습니다!!");
        assert_eq!(verdict_in(Verdict::Wa, Ui::Ko), "틀렸습니다");
        assert_eq!(verdict_in(Verdict::Re, Ui::Ko), "런타임 에러");
        assert_eq!(verdict_in(Verdict::Re, Ui::En), "RE");
        names.dedup();
        assert_eq!(names.len(), Verdict::RUN.len());
    }

    /// One of each reason a run can have, the judge's included.
    fn every_reason() -> Vec<crate::stress::trial::Reason> {
        use crate::stress::trial::Reason as R;
        use std::time::Duration;
        use sudoku_lab::judge::{Expected, Layout, Reason as J};
        use sudoku_lab::{Cell, Conflict, House};
        let ms = Duration::from_millis;
        let conflict = Conflict {
            digit: 3,
            house: House::Row(0),
            first: Cell::at(0, 0),
            second: Cell::at(0, 5),
        };
        let layouts = [
            Layout::Unexpected {
                line: 9,
                column: 2,
                expected: Expected::Space,
                found: Some(sudoku_lab::diagnostic::Found::Ascii('5')),
            },
            Layout::Unexpected {
                line: 1,
                column: 2,
                expected: Expected::Whitespace,
                found: Some(sudoku_lab::diagnostic::Found::Ascii('3')),
            },
            Layout::TooFewLines { spaced: true, found: 8 },
            Layout::ExtraLine { found: None },
            Layout::NoFinalNewline { column: 18 },
        ];
        let mut judged = vec![
            J::ValidCompletion,
            J::SmallestCompletion,
            J::InputConflict(conflict),
            J::InputNoSolution,
            J::OutputLimit { limit: 1 << 20 },
            J::AfterBoard {
                line: 10,
                column: 1,
                found: sudoku_lab::diagnostic::Found::Ascii('1'),
                digit: true,
            },
            J::NotADigit {
                line: 1,
                column: 1,
                found: sudoku_lab::diagnostic::Found::Ascii('0'),
            },
            J::TooFewDigits { found: 80 },
            J::GivenChanged {
                cell: Cell::at(0, 1),
                found: 4,
                given: 3,
            },
            J::Repeated(conflict),
            J::NotSmallest {
                cell: Cell::at(0, 0),
                found: 2,
                smallest: 1,
            },
        ];
        judged.extend(layouts.into_iter().map(|error| J::Layout {
            error,
            boj_would_accept: Some(sudoku_lab::judge::BojRule::Lines),
        }));
        judged.extend([None, Some(sudoku_lab::judge::BojRule::Numbers)].map(|rule| J::Layout {
            error: Layout::NoFinalNewline { column: 18 },
            boj_would_accept: rule,
        }));
        let mut reasons: Vec<R> = judged.into_iter().map(R::Judge).collect();
        reasons.extend([
            R::OutputLimit { limit: 1 << 20 },
            R::TooManyProcesses { limit: 256 },
            R::Memory {
                peak: 300 << 20,
                limit: 256 << 20,
                cpu: ms(170),
            },
            R::MemoryRefused {
                peak: 250 << 20,
                limit: 256 << 20,
                cpu: ms(170),
            },
            R::Cpu {
                cpu: ms(4),
                limit: ms(1),
                wall: ms(6),
            },
            R::WallCap {
                cap: ms(3000),
                cpu: ms(10),
                limit: ms(1000),
            },
            R::Status(sudoku_lab_runner::Ended::Code(1)),
        ]);
        reasons
    }

    /// Issue 42: `check-trace`'s rule errors in Korean, each particle in
    /// the form its word takes.
    #[test]
    fn every_trace_error_has_its_korean() {
        use sudoku_lab::step::{EventError as V, StepKind, TraceError as T};
        let cell = sudoku_lab::Cell::at(0, 1);
        let errors = [
            T::Version { version: 2 },
            T::End {
                recorded: 5,
                max_events: 4,
                events: 4,
            },
            T::Event {
                event: 3,
                problem: V::OffBoard { cell: 81, digit: 3 },
            },
            T::Event {
                event: 3,
                problem: V::NotBlank {
                    kind: StepKind::Place,
                    digit: 4,
                    cell,
                    given: true,
                    held: 3,
                },
            },
            T::Event {
                event: 3,
                problem: V::UndoNotHeld {
                    digit: 4,
                    cell,
                    held: 0,
                },
            },
        ];
        for e in &errors {
            assert_eq!(trace_error_in(e, Ui::En), e.to_string());
            let ko = trace_error_in(e, Ui::Ko);
            assert!(hangul(&ko) && !ko.contains("(가)") && !ko.contains("(를)"), "{ko}");
        }
        assert_eq!(
            trace_error_in(&errors[3], Ui::Ko),
            "3번째 이벤트: r1c2에 4를 놓았는데 그 칸에는 주어진 숫자 3이 있다"
        );
        assert_eq!(
            errors[3].to_string(),
            "event 3: Place of 4 at r1c2, which holds the given 3"
        );
    }

    #[test]
    fn every_reason_has_its_korean() {
        for r in every_reason() {
            let en = reason_in(&r, Ui::En);
            let ko = reason_in(&r, Ui::Ko);
            assert_eq!(en, r.to_string());
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{en}: {ko}");
            // Each particle in the form its word takes, never both.
            assert!(
                !["이(가)", "은(는)", "을(를)"].iter().any(|m| ko.contains(m)),
                "{en}: {ko}"
            );
        }
        let conflict = every_reason().remove(9);
        assert_eq!(conflict.to_string(), "3 appears twice in row 1 (r1c1, r1c6)");
        assert_eq!(reason_in(&conflict, Ui::Ko), "3이 1행에 두 번 나온다 (r1c1, r1c6)");
    }

    fn hangul(s: &str) -> bool {
        s.chars().any(|c| ('가'..='힣').contains(&c))
    }

    #[test]
    fn every_input_error_and_invalid_input_has_its_korean() {
        use sudoku_lab::InputError as E;
        use sudoku_lab::diagnostic::{Found, Wanted};
        use sudoku_lab::format::Counted;
        use sudoku_lab::validate::Invalid as I;
        use sudoku_lab::{Cell, Conflict, House};
        let wanted = [
            Wanted::Space,
            Wanted::EndOfLine,
            Wanted::EndOfFile,
            Wanted::Digit,
            Wanted::Integer,
            Wanted::Number,
            Wanted::Cell,
            Wanted::EndOfPuzzle,
        ];
        let found = [
            Found::EndOfFile,
            Found::EndOfLine,
            Found::Space,
            Found::Tab,
            Found::CarriageReturn,
            Found::Ascii('x'),
            Found::Char('가'),
            Found::Char('\u{A0}'),
            Found::Char('\u{1}'),
            Found::NotUtf8(0xFF),
            Found::token(b"10", true),
            Found::token(&[b'1'; 100], false),
        ];
        let mut invalid = vec![
            I::Conflict(Conflict {
                digit: 3,
                house: House::Block(0),
                first: Cell::at(0, 0),
                second: Cell::at(1, 1),
            }),
            I::NoSolution,
            I::Promise { cnt: None },
            I::Promise { cnt: Some(123_456) },
        ];
        let mut errors = vec![
            E::MissingRows { line: 1, found: 3 },
            E::Empty,
            E::LineTooLong {
                line: 2,
                limit: 1 << 20,
            },
        ];
        for what in [Counted::Numbers, Counted::Digits, Counted::Cells] {
            errors.push(E::Count {
                line: 1,
                expected: 9,
                what,
                found: 8,
            });
        }
        for (w, f) in wanted.iter().flat_map(|w| found.iter().map(move |f| (w, f))) {
            invalid.push(I::Layout {
                line: 1,
                column: 2,
                expected: *w,
                found: f.clone(),
            });
            errors.push(E::Unexpected {
                line: 1,
                column: 2,
                expected: *w,
                found: f.clone(),
            });
        }
        for f in &found {
            let ko = found_in(f, Ui::Ko);
            assert_eq!(found_in(f, Ui::En), f.to_string());
            let english = ["end", "space", "tab", "carriage", "byte", "not"];
            assert!(!english.iter().any(|w| ko.contains(w)), "{ko}");
        }
        for w in wanted {
            assert!(hangul(&wanted_in(w, Ui::Ko)), "{w}");
        }
        for e in &invalid {
            assert_eq!(invalid_in(e, Ui::En), e.to_string());
            assert!(hangul(&invalid_in(e, Ui::Ko)), "{e}");
            let judged = sudoku_lab::judge::Reason::BadInput(e.clone());
            assert!(!judge_reason_in(&judged, Ui::Ko).contains("expected"), "{e}");
        }
        for e in &errors {
            assert_eq!(input_error_in(e, Ui::En), e.to_string());
            assert!(hangul(&input_error_in(e, Ui::Ko)), "{e}");
        }
        let e = I::Layout {
            line: 3,
            column: 7,
            expected: Wanted::Digit,
            found: Found::Char('가'),
        };
        assert_eq!(
            e.to_string(),
            "line 3, column 7: expected a digit 0-9, found '가' (U+AC00, bytes 0xEA 0xB0 0x80)"
        );
        assert_eq!(
            invalid_in(&e, Ui::Ko),
            "3번째 줄 7번째 글자: 0-9 숫자가 와야 하는데 '가' (U+AC00, 바이트 0xEA 0xB0 0x80)가 있다"
        );
    }

    #[test]
    fn every_hint_has_its_korean() {
        use crate::error::Hint as H;
        for h in [
            H::ReadAs(sudoku_lab::Format::Line),
            H::Reads(sudoku_lab::Variant::ALL[0]),
            H::ChooseFormat,
        ] {
            assert_eq!(hint_in(h, Ui::En), h.to_string());
            assert!(hangul(&hint_in(h, Ui::Ko)), "{h}");
        }
        assert_eq!(hint_in(H::None, Ui::Ko), "");
        assert_eq!(
            H::ReadAs(sudoku_lab::Format::Boj2239).to_string(),
            " (read as boj2239; choose another with --input-format)"
        );
    }

    #[test]
    fn every_end_of_a_run_and_language_and_kind_has_its_korean() {
        use sudoku_lab_runner::Ended as E;
        for e in [
            E::Code(1),
            E::NotFound(127),
            E::NotFound(9009),
            E::NotExecutable,
            E::Signal {
                signal: 11,
                name: Some("SIGSEGV"),
            },
            E::Signal { signal: 40, name: None },
            E::Windows {
                code: 0xC000_0005,
                name: Some("STATUS_ACCESS_VIOLATION: a bad memory access"),
            },
            E::Windows {
                code: 0xC000_1234,
                name: None,
            },
            E::KilledByRunner(137),
            E::Other("signal: 9 (core dumped)".into()),
        ] {
            assert_eq!(ended_in(&e, Ui::En), e.to_string());
            let ko = ended_in(&e, Ui::Ko);
            assert!(hangul(&ko) && !ko.contains("exit status"), "{ko}");
        }
        let segv = E::Signal {
            signal: 11,
            name: Some("SIGSEGV"),
        };
        assert_eq!(segv.to_string(), "exit status 139: killed by signal 11 (SIGSEGV)");
        assert_eq!(
            ended_in(&segv, Ui::Ko),
            "종료 코드 139: 시그널 11(SIGSEGV)로 강제 종료되었다"
        );
        // Issue 42: an exit status of 139 is not a signal (`./sol; exit
        // 139`); it is shown as what a shell would mean by it.
        #[cfg(unix)]
        {
            assert_eq!(
                ended_in(&E::Code(139), Ui::En),
                "exit status 139 (128 + 11: a shell's status for a command killed by signal 11 (SIGSEGV))"
            );
            assert_eq!(
                ended_in(&E::Code(139), Ui::Ko),
                "종료 코드 139 (128 + 11: 셸은 시그널 11(SIGSEGV)로 강제 종료된 명령의 종료 코드를 이렇게 준다)"
            );
            assert_eq!(ended_in(&E::Code(193), Ui::En), "exit status 193");
            assert_eq!(ended_in(&E::Code(128), Ui::En), "exit status 128");
        }
        assert_eq!(language_in(sudoku_lab::problem::Language::Native, Ui::Ko), "네이티브");
        for l in sudoku_lab::problem::Language::ALL {
            assert_eq!(language_in(l, Ui::En), l.name());
        }
    }

    #[test]
    fn every_outer_limit_is_said_in_both_languages() {
        use sudoku_lab_runner::{OuterLimit as O, Resource};
        let all = [
            O::PidsCgroup {
                max: "40".into(),
                path: "/sys/fs/cgroup/pids/ci".into(),
            },
            O::HardNproc {
                limit: 30,
                user_tasks: 12,
                tasks: 256,
            },
            O::OtherProcesses {
                limit: 300,
                run_tasks: 3,
                tasks: 256,
            },
            O::Unnamed { in_use: 7, tasks: 256 },
            O::Resource {
                resource: Resource::AddressSpace,
                hard: 200_000_000,
                needed: None,
            },
            O::Resource {
                resource: Resource::OpenFiles,
                hard: 20,
                needed: Some(256),
            },
        ];
        for o in &all {
            let (en, ko) = (outer_limit_in(o, Ui::En), outer_limit_in(o, Ui::Ko));
            assert!(!en.chars().any(|ch| ('가'..='힣').contains(&ch)), "{en}");
            assert!(ko.chars().any(|ch| ('가'..='힣').contains(&ch)), "{ko}");
        }
        assert_eq!(
            outer_limit_in(&all[0], Ui::En),
            "pids.max 40 of the cgroup /sys/fs/cgroup/pids/ci"
        );
        let said = environment_limit_in(&all[4], Ui::En);
        assert!(
            said.contains("RLIMIT_AS") && said.contains("200000000") && said.contains("--as=unlimited"),
            "{said}"
        );
        let said = environment_limit_in(&all[1], Ui::En);
        assert!(said.contains("RLIMIT_NPROC") && said.contains("268"), "{said}");
    }

    #[test]
    fn every_containment_has_its_korean() {
        use sudoku_lab_runner::Containment as C;
        for c in [
            C::Cgroup { v2: false },
            C::Cgroup { v2: true },
            C::Rlimit,
            C::Watchdog,
            C::Job,
        ] {
            let en = containment_in(&c, 256, Ui::En);
            assert!(
                en.contains("256") && !en.chars().any(|ch| ('가'..='힣').contains(&ch)),
                "{en}"
            );
            let ko = containment_in(&c, 256, Ui::Ko);
            let named = matches!(c, C::Cgroup { .. }) || ko.chars().any(|ch| ('가'..='힣').contains(&ch));
            assert!(named && ko.contains("256"), "{ko}");
        }
    }

    #[test]
    fn a_limit_under_a_second_is_shown_to_the_millisecond() {
        // Issue 34: `--time-limit 1` said "CPU 0.00 s over the 0.001 s limit".
        let tle = every_reason()
            .into_iter()
            .find(|r| matches!(r, crate::stress::trial::Reason::Cpu { .. }));
        let tle = tle.unwrap();
        assert_eq!(tle.to_string(), "CPU 0.004 s over the 0.001 s limit (wall 0.006 s)");
    }

    #[test]
    fn placeholders_are_filled_in_any_order() {
        assert_eq!(fill("{1} and {0}, {x} {9}", &[&"a", &2]), "2 and a, {x} {9}");
        assert_eq!(
            fill(TEST_FAILED.text_in(Ui::Ko), &[&3, &"틀렸습니다", &"why"]),
            "테스트 3: 틀렸습니다: why"
        );
    }

    #[test]
    fn the_locale_chooses_korean() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
        };
        assert_eq!(Ui::choose(None, env(&[])), Ui::En);
        assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR.UTF-8")])), Ui::Ko);
        assert_eq!(Ui::choose(None, env(&[("LANG", "en_US.UTF-8")])), Ui::En);
        assert_eq!(Ui::choose(None, env(&[("LANG", "en_US"), ("LC_ALL", "ko_KR")])), Ui::Ko);
        assert_eq!(
            Ui::choose(None, env(&[("LANG", "ko_KR"), ("LC_MESSAGES", "C")])),
            Ui::En
        );
        assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR"), ("LC_ALL", "")])), Ui::Ko);
        assert_eq!(
            Ui::choose(None, env(&[("LANG", "C"), ("SUDOKU_LAB_LANG", "ko")])),
            Ui::Ko
        );
        assert_eq!(
            Ui::choose(None, env(&[("LANG", "ko_KR"), ("SUDOKU_LAB_LANG", "en")])),
            Ui::En
        );
        assert_eq!(Ui::choose(Some(Ui::En), env(&[("LANG", "ko_KR")])), Ui::En);
        // Issue 34: another encoding gets English, never mojibake.
        assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR.EUC-KR")])), Ui::En);
        assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR.utf8")])), Ui::Ko);
        // A Korean locale in another encoding gets English (its terminal
        // would show UTF-8 Hangul as mojibake); an explicit choice wins.
        let with = |flag: Option<Ui>, pairs: &[(&str, &str)]| {
            Ui::choose(flag, |name: &str| {
                pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
            })
        };
        for other in ["ko_KR.EUC-KR", "ko_KR.eucKR", "ko_KR.CP949", "ko_KR.euckr@x"] {
            assert_eq!(
                with(None, &[("LANG", "ko_KR.UTF-8"), ("LC_ALL", other)]),
                Ui::En,
                "{other}"
            );
            assert_eq!(
                with(None, &[("LANG", other), ("SUDOKU_LAB_LANG", "ko")]),
                Ui::Ko,
                "{other}"
            );
            assert_eq!(with(Some(Ui::Ko), &[("LANG", other)]), Ui::Ko, "{other}");
        }
        assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR.UTF-8@euro")])), Ui::Ko);
        assert!(Ui::unknown(env(&[("SUDOKU_LAB_LANG", "fr")])).is_some());
        assert!(Ui::unknown(env(&[("SUDOKU_LAB_LANG", "ko")])).is_none());
        assert!(Ui::unknown(env(&[("LANG", "fr_FR.UTF-8")])).is_none());
        assert_eq!(Ui::choose(Some(Ui::Ko), env(&[])), Ui::Ko);
    }
}
