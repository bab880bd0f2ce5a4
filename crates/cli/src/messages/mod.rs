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

use std::collections::HashMap;
use std::fmt::Display;
use std::sync::OnceLock;

use clap::ValueEnum;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
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

/// The catalogs, built into the binary (`include_str!`): one Fluent file
/// per language, `crates/cli/i18n/<language>/sudoku-lab.ftl`.
const FTL: [(&str, &str); 2] = [
    ("en", include_str!("../../i18n/en/sudoku-lab.ftl")),
    ("ko", include_str!("../../i18n/ko/sudoku-lab.ftl")),
];

/// One language's messages (Fluent's, shareable between threads).
type Bundle = FluentBundle<FluentResource>;

/// The bundle of `ui`, parsed once per process.
fn bundle(ui: Ui) -> &'static Bundle {
    static BUNDLES: OnceLock<[Bundle; 2]> = OnceLock::new();
    let [en, ko] = BUNDLES.get_or_init(|| FTL.map(|(lang, source)| load(lang, source)));
    match ui {
        Ui::En => en,
        Ui::Ko => ko,
    }
}

/// A bundle of `source`, the catalog of `lang`. Fluent's isolation marks
/// (U+2068, U+2069 around each variable) are off: the console's bytes are
/// the text and the values, and a Korean particle must see its word.
fn load(lang: &str, source: &str) -> Bundle {
    // The built-in catalogs parse and hold each id once (`tests`).
    let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(_, e)| panic!("{lang}: {e:?}"));
    let mut bundle = FluentBundle::new_concurrent(vec![lang.parse().expect("a language id")]);
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .unwrap_or_else(|e| panic!("{lang}: {e:?}"));
    bundle
}

/// The message `id` in `ui` with `args` (Fluent's variables). A message
/// the catalog lacks is shown as its id (`tests` checks there is none).
fn format(ui: Ui, id: &str, args: Option<&FluentArgs>) -> String {
    let bundle = bundle(ui);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_string();
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    debug_assert!(errors.is_empty(), "{id}: {errors:?}");
    text.into_owned()
}

/// One console message: its entry in the catalogs, in every language.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    /// The entry's name in Rust (`TEST_FAILED`); its Fluent id is the name
    /// in lower case with dashes (`test-failed`, [`Msg::id`]).
    pub name: &'static str,
    /// Its variables in Fluent (`$test`, `$verdict`, …), in the order
    /// [`Msg::fill`] takes their values.
    pub args: &'static [&'static str],
}

impl Msg {
    /// The message's Fluent id: `test-failed` for `TEST_FAILED`.
    pub fn id(&self) -> String {
        self.name.to_ascii_lowercase().replace('_', "-")
    }

    /// The message in the console's language ([`ui`]).
    pub fn text(&self) -> &'static str {
        self.text_in(ui())
    }

    /// The message in `ui`, for a message without variables (one with
    /// them is [`Msg::fill_in`]'s).
    pub fn text_in(&self, ui: Ui) -> &'static str {
        static TEXTS: OnceLock<[HashMap<&'static str, String>; 2]> = OnceLock::new();
        debug_assert!(self.args.is_empty(), "{} has variables", self.name);
        let texts = TEXTS.get_or_init(|| {
            [Ui::En, Ui::Ko].map(|ui| {
                let plain = ALL.iter().filter(|m| m.args.is_empty());
                plain.map(|m| (m.name, format(ui, &m.id(), None))).collect()
            })
        });
        let texts = &texts[usize::from(ui == Ui::Ko)];
        texts.get(self.name).map_or(self.name, String::as_str)
    }

    /// The message in the console's language with its variables set to
    /// `args`, in the order of [`Msg::args`].
    pub fn fill(&self, args: &[&dyn Display]) -> String {
        self.fill_in(ui(), args)
    }

    /// The message in `ui` with its variables set to `args`, and each
    /// Korean particle written in both forms after one reduced to the form
    /// its word takes ([`josa::resolve`]: `테스트 {$test}을(를)` is `테스트
    /// 3을`).
    pub fn fill_in(&self, ui: Ui, args: &[&dyn Display]) -> String {
        debug_assert_eq!(args.len(), self.args.len(), "{}", self.name);
        let mut values = FluentArgs::with_capacity(args.len());
        for (name, value) in self.args.iter().zip(args) {
            values.set(*name, value.to_string());
        }
        josa::resolve(&format(ui, &self.id(), Some(&values)))
    }
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

/// Declares the catalog's messages: `NAME` or `NAME(variable, …)`, each
/// a [`Msg`] whose text is in the Fluent files, and [`ALL`].
macro_rules! catalog {
    ($($name:ident $(($($arg:ident),*))?,)*) => {
        $(
            #[doc = concat!("The catalog's `", stringify!($name), "`", $(" (variables:", $(" $", stringify!($arg),)* ")",)? ".")]
            pub const $name: Msg = Msg { name: stringify!($name), args: &[$($(stringify!($arg)),*)?] };
        )*
        /// Every message of the catalog.
        pub const ALL: &[Msg] = &[$($name),*];
    };
}

catalog! {
    SAMPLE_FAILED(command, ended),
    SAMPLE_STDERR,
    SAMPLE_NO_STDERR,
    SAMPLE_HINT(replay),
    TEST_FAILED(test, verdict, reason),
    SAVED_IN(folder),
    VERDICT_FILE(verdict, reason, problem, blanks, status, cpu_ms, wall_ms, limit_ms, cap_ms, reruns, command, replay),
    VERDICT_FILE_RERUN(found, verdicts),
    NOT_SAVED_INLINE,
    REPLAY(command),
    STDERR_HEAD,
    STDERR_EMPTY,
    STDERR_MORE(lines),
    CONFIRM_REPRODUCIBLE(tle, reruns, cpu),
    CONFIRM_FLAKY(tle, reruns, cpu),
    CONFIRM_CHANGED(verdict, reruns),
    CONFIRM_MIXED(verdicts),
    CONFIRM_CHANGED_ALONE(verdict, reruns),
    CONFIRM_MIXED_ALONE(verdicts),
    SHRUNK_HEAD(test, verdict),
    SHRINK_FULL,
    SHRINK_FLAKY(reruns),
    SHRINK_RESULT(from, to, runs),
    SHRINK_STOPPED(seconds),
    SHRINK_STOPPED_EMPTY,
    SHRINK_MINIMAL,
    SHRINK_STILL(verdict, reruns, reason),
    SHRINK_NOT_KEPT(verdict),
    SHRINKING(test, verdict, from, to, run),
    COL_VERDICT,
    COL_TESTS,
    COL_FIRST,
    COL_CPU,
    COL_WALL,
    TABLE_NOTE,
    TLE_LINE(test, reason),
    TLE_UNDER_LOAD(reruns, tests),
    SLOWEST_AC(test, cpu, wall, limit, cnt),
    CAP_WARNING(tests, largest_cnt, time, limit, cap_cnt),
    NO_NEAR_CAP(largest_cnt, cap_cnt),
    AT_RISK_WARNING(cpu, limit, percent),
    LIMIT(limit, rule, cap),
    LIMIT_OPTION(limit, cap),
    RULE_LANG(language, base, factor, extra),
    RULE_GUESSED(language, base, factor, extra, word),
    RULE_NATIVE(language, base, factor, extra),
    PEAK_MEMORY(largest, largest_test, slowest, slowest_test, limit),
    MEMORY_OPTION(limit),
    MEMORY_PLAIN(limit, language),
    MEMORY_RULE(limit, language, problem_limit, factor, extra),
    PROGRESS(bar, pos, len, msg, elapsed),
    VALID_CNT(cnt),
    INVALID(name, why),
    POSITION(puzzle, line),
    NO_LEGAL_TEST(file, problem, first),
    USAGE_BAD_VALUE(option, value, why),
    USAGE_CONFLICT(option, other),
    USAGE_TWICE(option),
    USAGE_NO_VALUE(option),
    USAGE_OWN(why),
    JUDGE_BOTH_STDIN,
    JUDGE_ONE_FILE(input, output),
    SOLVE_WRONG_BUDGET_NODES(option, variant, instead),
    SOLVE_WRONG_BUDGET_PLACEMENTS(option, variant, instead),
    USAGE_NOT_ONE_OF(option, value, values),
    USAGE_MISSING(options),
    USAGE_UNKNOWN(argument),
    USAGE_LINE(usage),
    USAGE_MORE,
    TRACE_VALID(events),
    TRACE_INVALID(file, why),
    TRACE_JSON(line, column, why),
    TRACE_LINE(line, why),
    TRACE_EVENT(event),
    TRACE_FIELD(field),
    TRACE_DIFFERS(expected, found),
    TRACE_NOTHING,
    TRACE_ROW(row),
    TRACE_END_OF_EVENTS,
    TRACE_END_OF_EVENTS_MAX(max_events),
    TRACE_END_OF_EVENTS_SEARCH(port, events),
    TRACE_GOES_ON(outcome, placements),
    TRACE_FORGED(digit, cell),
    CMD_EMPTY,
    CMD_NOT_UTF8,
    NUMBER_EMPTY,
    NUMBER_INVALID,
    NUMBER_TOO_LARGE,
    NUMBER_TOO_SMALL(value, least),
    NUMBER_OUT_OF_RANGE(value, least, most),
    COUNT_AT_LEAST_ONE,
    ERROR,
    SPENT_PLACEMENTS(placements),
    SPENT_NODES(nodes),
    STATS_PORT(placements, backtracks, calls, tests),
    SOLVE_NO_SOLUTION(position),
    SOLVE_STOPPED(position, spent, option),
    SOLVE_SUMMARY(input, solved, read, variant, no_solution, stopped, conflicts),
    COMPARE_PROGRESS(prefix, bar, pos, len, elapsed, eta),
    COMPARING,
    COL_VARIANT,
    COL_SOLVED,
    COL_NO_SOLUTION,
    COL_STOPPED,
    COL_PLACEMENTS,
    COL_BACKTRACKS,
    COL_TIME,
    COL_PER_PLACEMENT,
    COMPARE_AGREE(puzzles, input, events, ports),
    COMPARE_CONFLICTS(puzzles),
    COMPARE_TIMES,
    COMPARE_REFERENCE(aside, ports),
    COMPARE_REFERENCE_ASIDE,
    COMPARE_STOPPED(puzzles, budget, positions, more),
    NODES(nodes),
    MEMORY_LIMIT(limit),
    PROCESS_BOUND(bound, how),
    WATCHDOG_WARNING,
    ONE_JOB(jobs),
    OUTER_LIMIT(test, limit, bound),
    OUTER_LIMIT_SAMPLE(limit, bound),
    OUTER_LIMIT_RAISE,
    OUTER_LIMIT_RAISE_OR_ONE_JOB,
    ENVIRONMENT_LIMIT(limit, fix),
    UNSUPPORTED(why),
    NOTE(why),
    LAST_LINE(run, tests, source, problem, jobs, outcome),
    ALL_AC,
    FAILED_FIRST(test, verdict),
    SOURCE_SEED(seed, kind),
    SOURCE_FILE(file),
    CANNOT_SAVE(test, folder, why),
    CANNOT_SAVE_SHRUNK(folder, why),
    CANNOT_WRITE(why),
    INPUTS_SKIPPED(file, skipped, puzzles, problem, first),
    CANNOT_RUN_SH(why),
    CANNOT_MAKE_RUN_DIR(folder, why),
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

    /// The variables `pattern` refers to, in any placeable (a selector's
    /// variants and a function's arguments included).
    fn variables(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
        fn inline(e: &ast::InlineExpression<&str>, into: &mut BTreeSet<String>) {
            match e {
                ast::InlineExpression::VariableReference { id } => {
                    into.insert(id.name.to_string());
                }
                ast::InlineExpression::Placeable { expression } => expression_of(expression, into),
                ast::InlineExpression::FunctionReference { arguments, .. } => {
                    arguments.positional.iter().for_each(|a| inline(a, into));
                    arguments.named.iter().for_each(|a| inline(&a.value, into));
                }
                _ => {}
            }
        }
        fn expression_of(e: &ast::Expression<&str>, into: &mut BTreeSet<String>) {
            match e {
                ast::Expression::Inline(e) => inline(e, into),
                ast::Expression::Select { selector, variants } => {
                    inline(selector, into);
                    variants.iter().for_each(|v| variables(&v.value, into));
                }
            }
        }
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_of(expression, into);
            }
        }
    }

    /// Each message of a catalog file and its variables; a file that does
    /// not parse, a message without a value or one written twice fails.
    fn messages_of(lang: &str, source: &str) -> BTreeMap<String, BTreeSet<String>> {
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, e)| panic!("{lang}: {e:?}"));
        let mut messages = BTreeMap::new();
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    let value = m
                        .value
                        .as_ref()
                        .unwrap_or_else(|| panic!("{lang}: {} has no text", m.id.name));
                    variables(value, &mut vars);
                    let twice = messages.insert(m.id.name.to_string(), vars).is_some();
                    assert!(!twice, "{lang}: {} twice", m.id.name);
                }
                ast::Entry::Comment(_) | ast::Entry::GroupComment(_) | ast::Entry::ResourceComment(_) => {}
                other => panic!("{lang}: not a message: {other:?}"),
            }
        }
        messages
    }

    /// Issue 46: every message of the catalog is in both `.ftl` files, with
    /// the variables the Rust side fills in, and nothing else is there.
    #[test]
    fn every_message_has_both_languages_and_the_same_variables() {
        let [(_, en), (_, ko)] = FTL;
        let (en, ko) = (messages_of("en", en), messages_of("ko", ko));
        let rust: BTreeMap<String, BTreeSet<String>> = ALL
            .iter()
            .map(|m| (m.id(), m.args.iter().map(|a| a.to_string()).collect()))
            .collect();
        assert!(ALL.len() >= 40, "{}", ALL.len());
        assert_eq!(rust.len(), ALL.len(), "two messages share an id");
        for (id, vars) in &rust {
            assert_eq!(en.get(id), Some(vars), "en: {id}");
            assert_eq!(ko.get(id), Some(vars), "ko: {id}");
        }
        let stray = |file: &BTreeMap<_, _>| {
            file.keys()
                .filter(|id| !rust.contains_key(*id))
                .cloned()
                .collect::<Vec<String>>()
        };
        assert_eq!(stray(&en), Vec::<String>::new(), "en: messages no code uses");
        assert_eq!(stray(&ko), Vec::<String>::new(), "ko: messages no code uses");
        for m in ALL {
            let shown: Vec<String> = m.args.iter().map(|a| format!("<{a}>")).collect();
            let shown: Vec<&dyn Display> = shown.iter().map(|a| a as &dyn Display).collect();
            let (en, ko) = (m.fill_in(Ui::En, &shown), m.fill_in(Ui::Ko, &shown));
            assert!(!en.trim().is_empty(), "{}: no English", m.name);
            assert_ne!(en, ko, "{}: the Korean is the English", m.name);
            assert!(hangul(&ko), "{}: no Hangul in {ko:?}", m.name);
            // A message's lines and its ending are the same in both.
            assert_eq!(en.matches('\n').count(), ko.matches('\n').count(), "{}", m.name);
            assert!(!en.contains(['\u{2068}', '\u{2069}']), "{}: isolation marks", m.name);
        }
    }

    #[test]
    fn variables_are_filled_by_name_in_any_order() {
        assert_eq!(
            TEST_FAILED.fill_in(Ui::Ko, &[&3, &"틀렸습니다", &"why"]),
            "테스트 3: 틀렸습니다: why"
        );
        // CONFIRM_CHANGED says its verdict twice; josa after a variable.
        assert_eq!(
            CONFIRM_CHANGED_ALONE.fill_in(Ui::En, &[&"WA", &3]),
            "TLE at first, then WA in all 3 re-runs: judged WA"
        );
        assert_eq!(
            CANNOT_SAVE.fill_in(Ui::Ko, &[&3, &"x", &"why"]),
            "테스트 3을 x에 저장할 수 없다: why"
        );
        // Spaces and newlines at the ends, kept as string literals.
        assert_eq!(SAVED_IN.fill_in(Ui::En, &[&"d"]), "  saved in d/");
        assert_eq!(TRACE_EVENT.fill_in(Ui::Ko, &[&2]), "2번째 이벤트: ");
        assert_eq!(
            SHRINK_MINIMAL.text_in(Ui::En),
            ": every blank is needed for the failure\n"
        );
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
