//! The catalog itself: the language ([`Ui`]), the Fluent bundles of
//! `crates/messages/i18n/`, and every message ([`ALL`], one [`Msg`] each).

use std::collections::HashMap;
use std::fmt::Display;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use crate::josa;

/// The language of the console (`--lang-ui`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Ui {
    /// English.
    #[default]
    #[cfg_attr(feature = "clap", value(help = "English"))]
    En,
    /// Korean (한국어), with Baekjoon's verdict names.
    #[cfg_attr(feature = "clap", value(help = "Korean (한국어), with Baekjoon's verdict names"))]
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

/// The catalogs, built in (`include_str!`): one Fluent file per
/// language, `crates/messages/i18n/<language>/sudoku-lab.ftl`, as
/// (language, source).
pub const FTL: [(&str, &str); 2] = [
    ("en", include_str!("../i18n/en/sudoku-lab.ftl")),
    ("ko", include_str!("../i18n/ko/sudoku-lab.ftl")),
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
pub(crate) fn format(ui: Ui, id: &str, args: Option<&FluentArgs>) -> String {
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
    /// [`Msg::fill`] takes their values (one or two; three or more are
    /// filled by name, [`Msg::fill_named`]).
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
    /// `args`, in the order of [`Msg::args`]: for a message of one or two
    /// variables (more are named, [`Msg::fill_named`]).
    pub fn fill(&self, args: &[&dyn Display]) -> String {
        self.fill_in(ui(), args)
    }

    /// The message in `ui` with its variables set to `args`, and each
    /// Korean particle written in both forms after one reduced to the form
    /// its word takes ([`josa::resolve`]: `테스트 {$test}을(를)` is `테스트
    /// 3을`).
    pub fn fill_in(&self, ui: Ui, args: &[&dyn Display]) -> String {
        debug_assert_eq!(args.len(), self.args.len(), "{}", self.name);
        debug_assert!(
            args.len() <= 2,
            "{}: three variables or more are filled by name",
            self.name
        );
        let mut values = FluentArgs::with_capacity(args.len());
        for (name, value) in self.args.iter().zip(args) {
            values.set(*name, value.to_string());
        }
        josa::resolve(&format(ui, &self.id(), Some(&values)))
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
    SHRINK_LONG_SEARCH(cnt),
    SHRINK_RESULT(from, to, runs),
    SHRINK_STOPPED(seconds),
    SHRINK_STOPPED_EMPTY,
    SHRINK_MINIMAL,
    SHRINK_STILL(verdict, reruns, reason),
    SHRINK_NOT_KEPT(verdict),
    SHRINKING(test, verdict, from, to, run),
    SHRUNK_INPUT,
    COL_VERDICT,
    COL_TESTS,
    COL_FIRST,
    COL_CPU,
    COL_WALL,
    TABLE_NOTE,
    TLE_LINE(test, reason),
    TLE_UNDER_LOAD(reruns, tests),
    SLOWEST_AC(test, cpu, wall, limit, cnt),
    CAP_WARNING(tests, largest_cnt, time, limit, data_cnt),
    CAP_NOTE(tests, largest_cnt, time, limit, data_cnt, cap_time, cap_cnt),
    NO_NEAR_CAP(largest_cnt, data_cnt),
    HARDER_THAN_DATA(test, cnt, data_cnt, cap_cnt),
    AT_RISK_WARNING(cpu, limit, percent),
    MACHINE_LOAD(load, cpus),
    MACHINE_BUSY(load, cpus),
    LIMIT(limit, rule, cap),
    LIMIT_OPTION(limit, cap),
    RULE_LANG(language, base, factor, extra),
    RULE_GUESSED(language, base, factor, extra, word),
    RULE_NATIVE(language, base, factor, extra),
    RULE_SPEED(baekjoon, language, factor),
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
    GENERATE_COUNT_AT_LEAST_ONE,
    ERROR,
    CANNOT_READ(name, why),
    CANNOT_READ_TOO_LARGE(name, size, what),
    READ_NOT_FOUND(code),
    READ_PERMISSION_DENIED(code),
    READ_IS_A_DIRECTORY(code),
    WHAT_PUZZLE_FILE,
    WHAT_TRACE,
    WHAT_JUDGE_INPUT,
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
    OUTER_MEMORY(test, limit, bound),
    OUTER_MEMORY_SAMPLE(limit, bound),
    OUTER_LIMIT_RAISE,
    OUTER_LIMIT_RAISE_OR_ONE_JOB,
    ENVIRONMENT_LIMIT(limit, fix),
    ENVIRONMENT_FIX_COMMAND(command),
    ENVIRONMENT_FIX_CGROUP(command),
    ENVIRONMENT_FIX_OTHER_PROCESSES,
    ENVIRONMENT_FIX_NONE,
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
    CHECKING_INPUTS(checked, puzzles, legal),
    CANNOT_RUN_SH(why),
    CANNOT_MAKE_RUN_DIR(folder, why),
    REASON_OUTPUT_LIMIT(limit),
    REASON_TOO_MANY_PROCESSES(limit),
    REASON_MEMORY(peak, limit, cpu),
    REASON_MEMORY_REFUSED(peak, limit, cpu),
    REASON_CPU(cpu, limit, wall),
    REASON_WALL_CAP(cap, cpu, limit),
    REASON_STATUS(ended),
    KIND_BOJ,
    KIND_UNIQUE,
    KIND_MULTI,
    KIND_HARD,
    KIND_EDGE,
    HINT_READ_AS(format),
    HINT_READS(variant, problem),
    HINT_CHOOSE_FORMAT,
    VERDICT_AC,
    VERDICT_WA,
    VERDICT_PE,
    VERDICT_TLE,
    VERDICT_MLE,
    VERDICT_RE,
    VERDICT_OLE,
    VERDICT_FAIL,
    OUTCOME_SOLVED,
    OUTCOME_NO_SOLUTION,
    OUTCOME_STOPPED,
    LANGUAGE_NATIVE,
    CONTAINMENT_CGROUP(version, tasks),
    CONTAINMENT_RLIMIT(tasks),
    CONTAINMENT_WATCHDOG(tasks),
    CONTAINMENT_JOB(tasks),
    OUTER_PIDS_CGROUP(max, path),
    OUTER_HARD_NPROC(limit, user_tasks, tasks),
    OUTER_OTHER_PROCESSES(limit, run_tasks, tasks),
    OUTER_UNNAMED(in_use, tasks),
    OUTER_MEMORY_CGROUP(limit, path),
    OUTER_RESOURCE(resource, hard, needed),
    OUTER_NEEDS_NO_LIMIT,
    OUTER_NEEDS_AT_LEAST(least),
    JUDGE_VALID_COMPLETION,
    JUDGE_SMALLEST_COMPLETION,
    JUDGE_BAD_INPUT(why),
    JUDGE_INPUT_CONFLICT(twice),
    JUDGE_INPUT_NO_SOLUTION,
    JUDGE_OUTPUT_LIMIT(limit),
    JUDGE_AFTER_BOARD(line, column, found, second),
    JUDGE_SECOND_SOLUTION,
    JUDGE_NOT_A_DIGIT(line, column, found),
    JUDGE_TOO_FEW_DIGITS(found),
    JUDGE_GIVEN_CHANGED(cell, found, given),
    JUDGE_NOT_SMALLEST(cell, found, smallest),
    JUDGE_BOJ_LINES,
    JUDGE_BOJ_NUMBERS,
    TWICE(digit, house, first, second),
    CONFLICT(twice),
    HOUSE_ROW(number),
    HOUSE_COLUMN(number),
    HOUSE_BLOCK(number),
    LAYOUT_UNEXPECTED(line, column, expected, found),
    EXPECTED_DIGIT,
    EXPECTED_SPACE,
    EXPECTED_WHITESPACE,
    EXPECTED_END_OF_LINE,
    LAYOUT_TOO_FEW_LINES(digits, found),
    LAYOUT_SPACED_DIGITS,
    LAYOUT_DIGITS,
    LAYOUT_EXTRA_LINE(found),
    LAYOUT_EMPTY_LINE,
    LAYOUT_NO_FINAL_NEWLINE(column),
    FOUND_END_OF_FILE,
    FOUND_END_OF_LINE,
    FOUND_SPACE,
    FOUND_TAB,
    FOUND_CARRIAGE_RETURN,
    FOUND_BYTES(hex),
    FOUND_NOT_UTF8(byte),
    FOUND_CUT(shown, bytes),
    FOUND_CUT_QUOTED(shown, bytes),
    WANTED_SPACE,
    WANTED_END_OF_LINE,
    WANTED_END_OF_FILE,
    WANTED_DIGIT,
    WANTED_INTEGER,
    WANTED_NUMBER,
    WANTED_CELL,
    WANTED_END_OF_PUZZLE,
    UNEXPECTED(line, column, expected, found),
    INVALID_NO_SOLUTION,
    PROMISE_SOLVED_AT(cap, cnt),
    PROMISE_MORE_CALLS(cap),
    INPUT_COUNT(line, expected, what, found),
    COUNTED_NUMBERS,
    COUNTED_DIGITS,
    COUNTED_CELLS,
    INPUT_MISSING_ROWS(line, found),
    INPUT_EMPTY,
    INPUT_LINE_TOO_LONG(line, limit),
    FOUND_BYTE(hex),
    ENDED_CODE(code),
    ENDED_SHELL_SIGNAL(code, signal),
    ENDED_SHELL_SIGNAL_NAMED(code, signal, name),
    ENDED_NOT_FOUND_SH(code),
    ENDED_NOT_FOUND_CMD(code),
    ENDED_NOT_EXECUTABLE,
    ENDED_SIGNAL(code, signal),
    ENDED_SIGNAL_NAMED(code, signal, name),
    ENDED_WINDOWS(code),
    ENDED_WINDOWS_NAMED(code, name),
    ENDED_KILLED_BY_RUNNER(code),
    ENDED_OTHER(how),
    TRACE_RULE_VERSION(expected, version),
    TRACE_RULE_END(recorded, max_events, events),
    TRACE_RULE_EVENT(event, problem),
    TRACE_RULE_OFF_BOARD(cell, digit),
    TRACE_RULE_PLACE_ON(digit, cell, whose, held),
    TRACE_RULE_TEST_ON(digit, cell, whose, held),
    TRACE_RULE_UNDO_ON(digit, cell, whose, held),
    TRACE_RULE_GIVEN,
    TRACE_RULE_PLACED,
    TRACE_RULE_UNDO_NOT_HELD(digit, cell, held),
    MACOS_BLIND_SPOTS,
    GENERATE_PROGRESS(bar, pos, len, msg, elapsed),
    GENERATE_BEST_SO_FAR(cnt),
    GENERATE_BEST_CNT(cnt, cap),
    GENERATE_BLANKS_NOT_A_NUMBER(value),
    GENERATE_BLANKS_OUT_OF_RANGE(value),
    GENERATE_BAD_OPTIONS(why),
    GENERATE_GAVE_UP(puzzle, grids, blanks),
    GENERATE_GAVE_UP_HARD(puzzle, grids),
    TRACE_CONFLICT(conflict),
    TRACE_SOLVED(solution),
    TRACE_NO_SOLUTION,
    TRACE_STOPPED(placements),
    TRACE_JSON_NO_PUZZLE,
    TRACE_JSON_MANY(puzzles, line),
    TRACE_JSON_TRUNCATED(recorded, events, max_events),
    READING_TERMINAL,
    CANNOT_WRITE_HELP(why),
    CANNOT_WRITE_VERSION(why),
    USAGE_UNKNOWN_SUBCOMMAND(subcommand),
    USAGE_SIMILAR_SUBCOMMAND(suggested),
    DEMO_INTRO(ports),
    DEMO_SAMPLE(blanks),
    DEMO_PRINTS,
    DEMO_OUTPUT(variant, bytes, first, rest, language, problem, title),
    DEMO_ONE_EMPTY_LINE,
    DEMO_EMPTY_LINES(lines),
    DEMO_SAME_WORK(ports, placements, backtracks),
    DEMO_NO_BACKTRACK,
    DEMO_ONE_BACKTRACK,
    DEMO_BACKTRACKS(backtracks),
    DEMO_WORK_DIFFERS,
    DEMO_HARD(cnt, cap),
    DEMO_OVER_THE_CAP,
    COL_CALLS,
    COL_DIGIT_TESTS,
    COL_CELLS_READ,
    COL_TIME_PER_SOLVE,
    DEMO_AGREE(ports, placements, backtracks, cells_read, calls, book),
    DEMO_DISAGREE(ports),
    DEMO_NEXT(traced),
    INSTALL,
}
