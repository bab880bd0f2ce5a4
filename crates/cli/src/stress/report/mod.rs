//! Step 4, what a person gets: the shrunk input ([`shrink`]), the files
//! saved ([`save`]), and the text of every line `stress` prints, which
//! [`print`](mod@print) alone writes: a failure as it happens ([`failure_lines`],
//! [`sample_lines`]), a shrink ([`shrunk_lines`]), the summary
//! ([`summary`]): the table,
//! CPU and wall time of every TLE and of the slowest AC, with a warning
//! when that AC is near the limit ([`AT_RISK`]); the head of a failing
//! run's stderr ([`stderr_lines`]); the command that replays a saved
//! input by hand ([`replay`]). Every text is from [`messages`].

pub(crate) mod print;
pub(crate) mod save;
pub(crate) mod shrink;

use std::path::Path;
use std::time::Duration;

use sudoku_lab::grid::Grid;
use sudoku_lab::judge::Verdict;
use sudoku_lab::stress::baekjoon;
use sudoku_lab::units::{Unit, duration, thousands};
use sudoku_lab::validate::CNT_LIMIT;
use sudoku_lab::{Problem, format};
use sudoku_lab_runner::shell;

use crate::messages;
use crate::stress::run::confirm::RERUNS;
use crate::stress::run::judge::Reruns;
use crate::stress::run::judge::{self, Trial, beside_limit};
use crate::stress::run::load::Load;
use crate::stress::run::memory;
use crate::stress::run::session::{Executor, Record, Tally};
use crate::stress::run::{PROCESS_LIMIT, Program};
use save::ShrunkCopy;

use crate::output::table;

pub(crate) use sudoku_lab::stress::timing::{AT_RISK, FIT_FROM_CNT, at_risk};
use sudoku_lab::stress::timing::{Outlook, outlook};

/// The lines after the runs: the table (with what its columns are), each
/// TLE's times and re-runs, the runs that were TLE only under load, the
/// slowest AC (with a warning when at risk). In the console's language
/// ([`messages::ui`]).
pub(crate) fn summary(record: &Record, program: &Program, problem: Problem) -> String {
    let mut out = String::from("\n");
    out.push_str(&table(
        &[
            messages::COL_VERDICT.text(),
            messages::COL_TESTS.text(),
            messages::COL_FIRST.text(),
            messages::COL_CPU.text(),
            messages::COL_WALL.text(),
        ],
        rows(&record.tally, program.time_limit),
    ));
    out.push_str(messages::TABLE_NOTE.text());
    out.push('\n');
    for f in record.summary.failures.iter().filter(|f| f.verdict == Verdict::Tle) {
        let Some(seen) = record.seen.get(&f.index) else {
            continue;
        };
        let mut reason = crate::stress::run::judge::reason(&seen.reason);
        if let Some(c) = &seen.reruns {
            reason.push_str("; ");
            reason.push_str(&describe(c));
        }
        out.push_str(&messages::TLE_LINE.fill(&[&(f.index + 1), &reason]));
        out.push('\n');
        let cnt = crate::stress::generate::cnt(&f.puzzle);
        if baekjoon::harder_than_data(problem, cnt) {
            out.push_str(&messages::HARDER_THAN_DATA.fill_named(&[
                ("test", &(f.index + 1)),
                ("cnt", &thousands(cnt)),
                ("data_cnt", &thousands(baekjoon::slowest(problem).cnt)),
                ("cap_cnt", &thousands(CNT_LIMIT - 1)),
            ]));
            out.push('\n');
        }
    }
    if !record.summary.under_load.is_empty() {
        let tests: Vec<String> = record.summary.under_load.iter().map(|i| (i + 1).to_string()).collect();
        out.push_str(&messages::TLE_UNDER_LOAD.fill(&[&RERUNS, &tests.join(", ")]));
        out.push('\n');
    }
    if let Some(s) = record.tally.slowest(Verdict::Ac) {
        let limit = duration(program.time_limit, Unit::Limit);
        out.push_str(&messages::SLOWEST_AC.fill_named(&[
            ("test", &(s.index + 1)),
            ("cpu", &beside_limit(s.cpu, program.time_limit)),
            ("wall", &beside_limit(s.wall, program.time_limit)),
            ("limit", &limit),
            ("cnt", &thousands(s.cnt)),
        ]));
        out.push('\n');
        if at_risk(s.cpu, program.time_limit) {
            let percent = format!("{:.0}", AT_RISK * 100.0);
            out.push_str(&messages::AT_RISK_WARNING.fill_named(&[
                ("cpu", &beside_limit(s.cpu, program.time_limit)),
                ("limit", &limit),
                ("percent", &percent),
            ]));
            // How busy the machine was: a time this near the limit may be
            // the machine's.
            if let Some(load) = Load::now() {
                out.push_str("; ");
                out.push_str(&load.describe());
            }
            out.push('\n');
        }
    }
    out.push_str(&growth_lines(
        &record.tally.ac_times,
        program.time_limit,
        problem,
        failed_near_cap(&record.tally),
    ));
    out
}

/// What the AC tests' CPU times against 12095's `cnt` say of the tests
/// they did not reach, against the model of Baekjoon's data (the
/// library's [`outlook`]): a warning when the line goes over `limit` at
/// the `cnt` of Baekjoon's slowest test of `problem` (probably TLE on
/// Baekjoon); a note when it stays under there but goes over at the
/// promise's cap (probably accepted, not safe); a note when no AC test
/// came near enough to say and no failure did (`failed_near`: the TLE a
/// session stopped at came near); else nothing.
pub(crate) fn growth_lines(ac: &[(u64, Duration)], limit: Duration, problem: Problem, failed_near: bool) -> String {
    let text = match outlook(ac, limit, problem, failed_near) {
        Some(Outlook::ProbablyTle {
            growth,
            at_data,
            data_cnt,
        }) => messages::CAP_WARNING.fill_named(&[
            ("tests", &ac.len()),
            ("largest_cnt", &thousands(growth.max_cnt)),
            ("time", &beside_limit(at_data, limit)),
            ("limit", &duration(limit, Unit::Limit)),
            ("data_cnt", &thousands(data_cnt)),
        ]),
        Some(Outlook::OverAtCap {
            growth,
            at_data,
            data_cnt,
            at_cap,
            cap_cnt,
        }) => messages::CAP_NOTE.fill_named(&[
            ("tests", &ac.len()),
            ("largest_cnt", &thousands(growth.max_cnt)),
            ("time", &beside_limit(at_data, limit)),
            ("limit", &duration(limit, Unit::Limit)),
            ("data_cnt", &thousands(data_cnt)),
            ("cap_time", &beside_limit(at_cap, limit)),
            ("cap_cnt", &thousands(cap_cnt)),
        ]),
        Some(Outlook::NothingNear { largest_cnt, data_cnt }) => {
            messages::NO_NEAR_CAP.fill(&[&thousands(largest_cnt), &thousands(data_cnt)])
        }
        None => return String::new(),
    };
    text + "\n"
}

/// What the re-runs alone of a run that was TLE found, in the console's
/// language: `reproducible 3/3 alone (CPU 1.01 s, 1.02 s, 1.01 s)`, `flaky
/// 1/3 alone (…)`, or, when no re-run was TLE, what they were instead:
/// `TLE at first while other runs were going, then WA in all 3 re-runs
/// alone: judged WA`.
pub(crate) fn describe(c: &Reruns) -> String {
    let times: Vec<String> = c.cpu.iter().map(|&d| beside_limit(d, c.limit)).collect();
    let times = times.join(", ");
    // Beside a TLE that held alone: the machine's load, which "alone"
    // does not cover.
    let load = c.load.map_or(String::new(), |l| format!(", {}", l.describe()));
    let (failed, runs, verdicts) = (c.confirmation.failed(), c.confirmation.runs(), &c.confirmation.verdicts);
    if c.confirmation.reproducible() {
        return messages::CONFIRM_REPRODUCIBLE.fill_named(&[("tle", &failed), ("reruns", &runs), ("cpu", &times)])
            + &load;
    }
    if failed > 0 {
        return messages::CONFIRM_FLAKY.fill_named(&[("tle", &failed), ("reruns", &runs), ("cpu", &times)]) + &load;
    }
    // "while other runs were going" only when there were others (jobs > 1).
    let (changed, mixed) = match c.crowded {
        true => (&messages::CONFIRM_CHANGED, &messages::CONFIRM_MIXED),
        false => (&messages::CONFIRM_CHANGED_ALONE, &messages::CONFIRM_MIXED_ALONE),
    };
    match verdicts.first() {
        Some(&v) if verdicts.iter().all(|&w| w == v) => changed.fill(&[&messages::verdict(v), &verdicts.len()]),
        _ => {
            let seen: Vec<&str> = verdicts.iter().map(|&v| messages::verdict(v)).collect();
            mixed.fill(&[&seen.join(", ")])
        }
    }
}

/// How many lines of a failing run's stderr the console shows: the first
/// [`STDERR_HEAD`] and the last [`STDERR_TAIL`] (a Python traceback ends
/// with the error, a Java stack trace starts with it).
pub(crate) const STDERR_HEAD: usize = 6;

/// See [`STDERR_HEAD`].
pub(crate) const STDERR_TAIL: usize = 3;

/// The longest stderr line shown, in characters (the rest is cut with `…`).
const STDERR_WIDTH: usize = 160;

/// A run's stderr for the console, each line indented by `indent`:
/// `header` (or `empty` when there is none), then its first and last
/// lines.
pub(crate) fn stderr_lines(stderr: &[u8], header: &messages::Msg, empty: &messages::Msg, indent: &str) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().collect();
    if lines.iter().all(|l| l.trim().is_empty()) {
        return format!("{}\n", empty.text());
    }
    let mut out = format!("{}\n", header.text());
    let cut_out = lines.len() > STDERR_HEAD + STDERR_TAIL + 1;
    for (i, line) in lines.iter().enumerate() {
        if cut_out && i == STDERR_HEAD {
            let more = lines.len() - STDERR_HEAD - STDERR_TAIL;
            out.push_str(&messages::STDERR_MORE.fill(&[&more]));
            out.push('\n');
        }
        if cut_out && (STDERR_HEAD..lines.len() - STDERR_TAIL).contains(&i) {
            continue;
        }
        out.push_str(indent);
        out.push_str(&cut(line, STDERR_WIDTH));
        out.push('\n');
    }
    out
}

/// `line` cut to `width` characters, with `…` when it was longer; control
/// characters but tabs shown as `?`.
fn cut(line: &str, width: usize) -> String {
    let clean = |c: char| if c.is_control() && c != '\t' { '?' } else { c };
    if line.chars().count() <= width {
        return line.chars().map(clean).collect();
    }
    let mut s: String = line.chars().take(width - 1).map(clean).collect();
    s.push('…');
    s
}

/// The one shell command that replays a saved input by hand:
/// `python3 my.py < stress-failures/2580-seed1/test1-WA/input.txt`; a
/// command that is more than one simple command (`cd d && …`, `a; b`)
/// is wrapped in `sh -c '…'` so that the input reaches the whole of it.
pub(crate) fn replay(command: &str, input: &Path) -> String {
    format!("{} < {}", runnable(command), quote(&input.display().to_string()))
}

/// The command that replays `input` given inline, for when it could be
/// saved nowhere: `printf '%s\n' '0 3 5 …' … | python3 my.py`.
pub(crate) fn replay_inline(command: &str, input: &str) -> String {
    let lines: Vec<String> = input.lines().map(quote).collect();
    format!("printf '%s\\n' {} | {}", lines.join(" "), runnable(command))
}

/// `command` as one simple command a redirection applies to whole: as it
/// is when it is plain words ([`shell::plain_words`]), or wrapped in
/// `sh -c '…'` when it is more than one simple command (`cd d && …`,
/// `a; b`), has a comment (`python3 x.py # c`, which would comment the
/// redirection out), anything else the shell reads, or an `exec` (`exec
/// python3 x.py`, which would replace the learner's own shell).
fn runnable(command: &str) -> String {
    match shell::plain_words(command) {
        Some(words) if !words.contains(&"exec") => command.trim().to_string(),
        _ => format!("sh -c {}", quote(command)),
    }
}

/// `word` quoted for `sh` when it needs it ([`shell::quote`]).
fn quote(word: &str) -> String {
    shell::quote(word).into_owned()
}

/// A run that was not AC had a 12095 `cnt` of [`FIT_FROM_CNT`] or more
/// (each verdict's slowest run is kept with its `cnt`).
fn failed_near_cap(t: &Tally) -> bool {
    Verdict::RUN
        .iter()
        .zip(&t.slowest)
        .any(|(&v, s)| v != Verdict::Ac && s.is_some_and(|s| s.cnt >= FIT_FROM_CNT))
}

/// The summary table: one row per verdict of [`Verdict::RUN`], with the
/// CPU and wall time of the slowest run (by CPU time).
fn rows(t: &Tally, limit: Duration) -> Vec<Vec<String>> {
    Verdict::RUN
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let (cpu, wall) = t.slowest[i].map_or(("-".into(), "-".into()), |s| {
                (beside_limit(s.cpu, limit), beside_limit(s.wall, limit))
            });
            vec![
                messages::verdict(v).to_string(),
                t.counts[i].to_string(),
                t.first[i].map_or("-".into(), |f| (f + 1).to_string()),
                cpu,
                wall,
            ]
        })
        .collect()
}

/// The summary's lines on memory and processes: the peak memory of the
/// largest and of the slowest AC against the limit (`note`, from
/// [`memory::configure`]), the bound on processes and how it is enforced, and
/// whether fewer jobs ran than asked for.
pub(crate) fn memory_lines(record: &Record, note: &str) -> String {
    let mut out = match (record.tally.largest(Verdict::Ac), record.tally.slowest(Verdict::Ac)) {
        (Some(l), Some(s)) => messages::PEAK_MEMORY.fill_named(&[
            ("largest", &memory::mb(l.peak_memory)),
            ("largest_test", &(l.index + 1)),
            ("slowest", &memory::mb(s.peak_memory)),
            ("slowest_test", &(s.index + 1)),
            ("limit", &note),
        ]),
        _ => messages::MEMORY_LIMIT.fill(&[&note]),
    };
    out.push('\n');
    if let Ok(containment) = sudoku_lab_runner::containment() {
        out.push_str(
            &messages::PROCESS_BOUND.fill(&[&PROCESS_LIMIT, &messages::containment(containment, PROCESS_LIMIT)]),
        );
        out.push('\n');
        if cfg!(target_os = "macos") {
            out.push_str(messages::MACOS_BLIND_SPOTS.text());
            out.push('\n');
        }
        if !containment.exact() {
            out.push_str(messages::WATCHDOG_WARNING.text());
            out.push('\n');
        }
    }
    if let Some(fewer) = &record.fewer_jobs {
        out.push_str(&messages::NOTE.fill(&[fewer]));
        out.push('\n');
    }
    out
}

/// The lines that announce the failure of test `index` (from 0), saved at
/// `at`; when it could not be saved, its input is shown inline
/// ([`unsaved`]), with the command that replays it.
pub(crate) fn failure_lines(session: &Executor, index: usize, trial: &Trial, at: Option<&Path>) -> String {
    let mut reason = judge::reason(&trial.reason);
    if let Some(c) = &trial.confirmation {
        reason.push_str("; ");
        reason.push_str(&describe(c));
    }
    let text = messages::TEST_FAILED.fill_named(&[
        ("test", &(index + 1)),
        ("verdict", &messages::verdict(trial.verdict)),
        ("reason", &reason),
    ]);
    let stderr = (trial.verdict == Verdict::Re).then_some((&messages::STDERR_HEAD, &messages::STDERR_EMPTY, "    "));
    with_replay(text, stderr, session, trial, at, &messages::REPLAY)
}

/// The lines that say the command failed on the problem's sample (RE),
/// with the head of its stderr, where it was saved (`at`, or inline) and
/// how to replay it.
pub(crate) fn sample_lines(session: &Executor, trial: &Trial, at: Option<&Path>) -> String {
    let text = messages::SAMPLE_FAILED.fill(&[&session.program.command, &judge::reason(&trial.reason)]);
    let stderr = Some((&messages::SAMPLE_STDERR, &messages::SAMPLE_NO_STDERR, "  "));
    with_replay(text, stderr, session, trial, at, &messages::SAMPLE_HINT)
}

/// A failure's first line `text`, then the head of its stderr when
/// `stderr` gives its header, the line for none and the indent, where it
/// was saved (or its input inline), and `hint` filled with the command
/// that replays it.
fn with_replay(
    mut text: String,
    stderr: Option<(&messages::Msg, &messages::Msg, &str)>,
    session: &Executor,
    trial: &Trial,
    at: Option<&Path>,
    hint: &messages::Msg,
) -> String {
    text.push('\n');
    if let Some((header, empty, indent)) = stderr {
        text.push_str(&stderr_lines(&trial.execution.stderr, header, empty, indent));
    }
    let replay = saved_or_inline(&mut text, session, trial, at);
    text.push_str(&hint.fill(&[&replay]));
    text.push('\n');
    text
}

/// Adds "saved in AT" (or the input inline, [`unsaved`]) to `text`; the
/// command that replays it.
fn saved_or_inline(text: &mut String, session: &Executor, trial: &Trial, at: Option<&Path>) -> String {
    match at {
        Some(at) => {
            text.push_str(&messages::SAVED_IN.fill(&[&at.display()]));
            text.push('\n');
            replay(&session.program.command, &at.join("input.txt"))
        }
        None => {
            let (lines, replay) = unsaved(&session.program.command, session.problem, &trial.puzzle);
            text.push_str(&lines);
            replay
        }
    }
}

/// For an input that could not be saved under `--save`: the lines that
/// say so, the input following on the console, and the command that
/// replays it with the input inline (`printf … |`). Nothing is written
/// elsewhere: a copy in the temporary directory would outlive the run
/// (issue 42: 20 files for one `--keep-going` run).
pub(crate) fn unsaved(command: &str, problem: Problem, puzzle: &Grid) -> (String, String) {
    let input = format::write(puzzle, problem.format());
    (
        format!("{}\n{input}", messages::NOT_SAVED_INLINE.text()),
        replay_inline(command, &input),
    )
}

/// `AC 12  WA 1`: the verdicts seen so far (`counts` in the order of
/// [`Verdict::RUN`]), for the progress bar.
pub(crate) fn tally(counts: &[usize]) -> String {
    Verdict::RUN
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(&v, n)| format!("{} {n}", messages::verdict(v)))
        .collect::<Vec<_>>()
        .join("  ")
}

/// The rest of a shrink's line once its input was kept as `kept`
/// ([`save::keep_confirmed`]): that it still fails (with its re-runs and
/// reason), where it is or the input inline, the replay, and the input.
pub(crate) fn shrunk_lines(problem: Problem, program: &Program, trial: &Trial, kept: &ShrunkCopy) -> String {
    let input = format::write(&trial.puzzle, problem.format());
    let at = match kept {
        ShrunkCopy::NotKept(seen) => return messages::SHRINK_NOT_KEPT.fill(&[seen]),
        ShrunkCopy::Saved(at) => Some(at),
        ShrunkCopy::Inline => None,
    };
    let confirmed = match &trial.confirmation {
        Some(c) => format!(" ({})", describe(c)),
        None => String::new(),
    };
    let mut text = messages::SHRINK_STILL.fill_named(&[
        ("verdict", &messages::verdict(trial.verdict)),
        ("reruns", &confirmed),
        ("reason", &judge::reason(&trial.reason)),
    ]);
    text.push('\n');
    let replay = match at {
        Some(at) => {
            text.push_str(&messages::SAVED_IN.fill(&[&at.display()]));
            replay(&program.command, &at.join("input.txt"))
        }
        None => {
            text.push_str(messages::NOT_SAVED_INLINE.text());
            replay_inline(&program.command, &input)
        }
    };
    text.push('\n');
    text.push_str(&messages::REPLAY.fill(&[&replay]));
    text.push('\n');
    // Labelled: a bare board reads as the program's output.
    text.push_str(messages::SHRUNK_INPUT.text());
    text.push('\n');
    text.push_str(&input);
    text
}

/// The last lines: the summary ([`summary`]), the memory lines, the time
/// limit's note, and the one-line outcome (`total` tests from `source`).
pub(crate) fn closing(record: &Record, session: &Executor, notes: (&str, &str), total: usize, source: &str) -> String {
    let (limit_note, memory_note) = notes;
    let outcome = match record.summary.failures.first() {
        None => messages::ALL_AC.text().to_string(),
        Some(first) => messages::FAILED_FIRST.fill(&[&(first.index + 1), &messages::verdict(first.verdict)]),
    };
    let mut text = summary(record, &session.program, session.problem);
    text.push_str(&memory_lines(record, memory_note));
    text.push_str(limit_note);
    text.push('\n');
    text.push_str(&messages::LAST_LINE.fill_named(&[
        ("run", &record.tally.total()),
        ("tests", &total),
        ("source", &source),
        ("problem", &session.problem),
        ("jobs", &record.jobs),
        ("outcome", &outcome),
    ]));
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stress::run::session::SlowestRun;
    use sudoku_lab::stress::Confirmation;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn program(limit_ms: u64) -> Program {
        Program {
            command: "./sol".into(),
            time_limit: ms(limit_ms),
            output_limit: 1 << 20,
            memory_limit: 256 << 20,
            whitespace: sudoku_lab::judge::Whitespace::Boj,
        }
    }

    fn ac_summary(runs: &[(u64, u64)]) -> Record {
        let mut summary = Record::default();
        let i = Verdict::RUN.iter().position(|&v| v == Verdict::Ac).unwrap();
        summary.tally.counts[i] = runs.len();
        summary.tally.ac_times = runs.iter().map(|&(c, t)| (c, ms(t))).collect();
        summary
    }

    /// The summary's last lines in English, against the model of
    /// Baekjoon's data: the warning when the line crosses the limit at the
    /// `cnt` of Baekjoon's slowest test; the note that Baekjoon will
    /// probably accept it when it crosses only at the promise's cap;
    /// nothing when it crosses at neither; the note when no test came
    /// near enough to say.
    #[test]
    fn the_summary_warns_at_baekjoons_slowest_test_and_notes_the_cap() {
        messages::init(Some(messages::Ui::En));
        let problem = Problem::Boj2580;
        let data = baekjoon::slowest(problem).cnt;
        // 50 ms + 0.6 ms per thousand cnt.
        let line = |c: u64| (c, 50 + c * 6 / 10_000);
        let growing = ac_summary(&[line(300), line(5_000_000), line(2_500_000)]);
        let at_data = ms(50 + data * 6 / 10_000);
        let text = summary(&growing, &program(at_data.as_millis() as u64 - 10), problem);
        let want = format!(
            "warning: probably TLE on Baekjoon. Your CPU time grows with 12095's cnt: a straight line \
             through the 3 AC tests (cnt up to 5,000,000) gives about {} at cnt {}",
            duration(at_data, Unit::Seconds),
            thousands(data)
        );
        assert!(text.contains(&want), "{want}\n{text}");
        let text = summary(&growing, &program(at_data.as_millis() as u64 + 10), problem);
        assert!(!text.contains("warning: probably TLE"), "{text}");
        assert!(
            text.contains("note: Baekjoon will probably accept it") && text.contains("where it gives 6.05 s"),
            "{text}"
        );
        let text = summary(&growing, &program(7_000), problem);
        assert!(!text.contains("warning:") && !text.contains("note:"), "{text}");
        let small = ac_summary(&[(300, 50), (5_000, 60), (90_000, 80)]);
        let text = summary(&small, &program(5_000), problem);
        let want = format!(
            "note: no AC test here was as hard as Baekjoon's slowest test of this problem (12095 cnt about {}; \
             the largest here 90,000)",
            thousands(data)
        );
        assert!(text.contains(&want), "{want}\n{text}");
    }

    /// Issue 53: a session that stopped at a TLE on a near-cap test was
    /// told "no AC test here came near 12095's cap … run `--kind hard`
    /// too": the TLE was the near-cap test.
    #[test]
    fn a_failure_near_the_cap_is_not_told_to_run_near_the_cap() {
        messages::init(Some(messages::Ui::En));
        let mut stopped = ac_summary(&[(300, 50), (5_000, 60), (90_000, 80)]);
        let tle = Verdict::RUN.iter().position(|&v| v == Verdict::Tle).unwrap();
        stopped.tally.counts[tle] = 1;
        stopped.tally.slowest[tle] = Some(SlowestRun {
            index: 9,
            cpu: ms(5_100),
            wall: ms(5_200),
            peak_memory: 0,
            cnt: 9_300_000,
        });
        let text = summary(&stopped, &program(5_000), Problem::Boj2580);
        assert!(!text.contains("note: no AC test"), "{text}");
        // A TLE far from the cap leaves the note.
        stopped.tally.slowest[tle].as_mut().unwrap().cnt = 4_000;
        let text = summary(&stopped, &program(5_000), Problem::Boj2580);
        assert!(
            text.contains("note: no AC test here was as hard as Baekjoon's slowest"),
            "{text}"
        );
    }

    /// Issue 53: beside a TLE that held alone and an AC at risk, the
    /// machine's load ("alone" is not a quiet machine), and when it is
    /// busy, what to do.
    #[test]
    fn a_time_near_the_limit_is_said_with_the_machines_load() {
        messages::init(Some(messages::Ui::En));
        let c = Reruns {
            cpu: vec![ms(8_030); 3],
            limit: ms(8_000),
            load: Some(Load {
                hundredths: 1_240,
                cpus: 2,
            }),
            confirmation: Confirmation {
                first: Verdict::Tle,
                verdicts: vec![Verdict::Tle; 3],
            },
            crowded: false,
        };
        let said = describe(&c);
        assert!(
            said.starts_with(
                "reproducible 3/3 alone (CPU 8.03 s, 8.03 s, 8.03 s), machine load 12.40 on 2 CPUs (1-minute average): \
                 a busy machine stretches CPU time too, so re-run stress when the machine is quiet"
            ),
            "{said}"
        );
        let at_risk = ac_summary(&[(300, 950)]);
        let ac = Verdict::RUN.iter().position(|&v| v == Verdict::Ac).unwrap();
        let mut at_risk = at_risk;
        at_risk.tally.slowest[ac] = Some(SlowestRun {
            index: 0,
            cpu: ms(950),
            wall: ms(960),
            peak_memory: 0,
            cnt: 300,
        });
        let text = summary(&at_risk, &program(1_000), Problem::Boj2580);
        assert!(
            text.contains("at risk (over 70% of the limit); machine load "),
            "{text}"
        );
    }

    #[test]
    fn other_runs_are_named_only_when_there_were_others() {
        let mut c = Reruns {
            cpu: vec![Duration::from_millis(10); 3],
            limit: Duration::from_secs(1),
            load: None,
            confirmation: Confirmation {
                first: Verdict::Tle,
                verdicts: vec![Verdict::Wa; 3],
            },
            crowded: true,
        };
        assert_eq!(
            describe(&c),
            "TLE at first while other runs were going, then WA in all 3 re-runs alone: judged WA"
        );
        c.crowded = false;
        assert_eq!(describe(&c), "TLE at first, then WA in all 3 re-runs: judged WA");
    }

    /// Issue 53, N19: under `--time-limit 1` the re-runs' times were
    /// "CPU 0.00 s, 0.00 s, 0.00 s"; beside a limit under a second they are
    /// shown to the millisecond, as the TLE's own reason is.
    #[test]
    fn re_run_times_beside_a_limit_under_a_second_show_milliseconds() {
        let c = Reruns {
            cpu: vec![
                Duration::from_millis(4),
                Duration::from_micros(2_500),
                Duration::from_millis(3),
            ],
            limit: Duration::from_millis(1),
            load: None,
            confirmation: Confirmation {
                first: Verdict::Tle,
                verdicts: vec![Verdict::Tle; 3],
            },
            crowded: false,
        };
        let said = describe(&c);
        assert!(said.contains("0.004 s, 0.003 s, 0.003 s"), "{said}");
        let c = Reruns {
            limit: Duration::from_secs(1),
            cpu: vec![Duration::from_millis(1_010); 3],
            ..c
        };
        assert!(
            describe(&c).contains("(CPU 1.01 s, 1.01 s, 1.01 s)"),
            "{}",
            describe(&c)
        );
    }

    #[test]
    fn a_replay_is_one_command_a_person_can_paste() {
        let at = Path::new("stress-failures/2580-seed1/test1-WA/input.txt");
        assert_eq!(
            replay("python3 my.py", at),
            "python3 my.py < stress-failures/2580-seed1/test1-WA/input.txt"
        );
        assert_eq!(
            replay("cd d && ./a.out", Path::new("my runs/input.txt")),
            "sh -c 'cd d && ./a.out' < 'my runs/input.txt'"
        );
        assert_eq!(replay("echo '$X'", Path::new("i")), r#"sh -c "echo '"'$X'"'" < i"#);
        // A Korean file name is a plain word to `sh`: no `sh -c` around it.
        assert_eq!(replay("python3 문제.py", Path::new("i")), "python3 문제.py < i");
        assert_eq!(
            replay("PYTHONHASHSEED=0 python3 my.py", Path::new("i")),
            "sh -c 'PYTHONHASHSEED=0 python3 my.py' < i"
        );
        // Issue 34: a comment would swallow the redirection, an `exec`
        // would replace the learner's shell.
        assert_eq!(
            replay("python3 x.py # c", Path::new("i")),
            "sh -c 'python3 x.py # c' < i"
        );
        assert_eq!(
            replay("exec python3 x.py", Path::new("i")),
            "sh -c 'exec python3 x.py' < i"
        );
        assert_eq!(
            replay_inline("./a.out", "1 2\n3 4\n"),
            "printf '%s\\n' '1 2' '3 4' | ./a.out"
        );
    }

    #[test]
    fn a_long_stderr_shows_its_head_and_its_tail() {
        let stderr: String = (1..=20).map(|i| format!("line {i}\n")).collect();
        let shown = stderr_lines(
            stderr.as_bytes(),
            &messages::STDERR_HEAD,
            &messages::STDERR_EMPTY,
            "    ",
        );
        assert!(
            shown.starts_with("  its stderr (all of it in stderr.txt):\n    line 1\n"),
            "{shown}"
        );
        assert!(
            shown.contains("    line 6\n    … 11 more lines …\n    line 18\n"),
            "{shown}"
        );
        assert!(shown.ends_with("    line 20\n"), "{shown}");
        assert!(!shown.contains("line 7\n"), "{shown}");
        let short = stderr_lines(b"boom\n", &messages::STDERR_HEAD, &messages::STDERR_EMPTY, "    ");
        assert_eq!(short, "  its stderr (all of it in stderr.txt):\n    boom\n");
        let none = stderr_lines(b"", &messages::STDERR_HEAD, &messages::STDERR_EMPTY, "    ");
        assert_eq!(none, "  it wrote nothing on stderr\n");
    }
}
