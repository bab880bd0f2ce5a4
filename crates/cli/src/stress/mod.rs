//! `sudoku-lab stress`: runs a learner's own solution (any language, any
//! shell command) on many legal test inputs of Baekjoon 2580 or 2239 and
//! gives Baekjoon's verdict on each, with the smallest failing input it can
//! find.
//!
//! - [`spawn`]: one run ([`Program::run`]) in its own process group, under
//!   a time limit and an output bound.
//! - [`trial`]: one input, one run, one [`Verdict`] ([`Program::trial`]),
//!   and which inputs are [`legal`] tests.
//! - [`inputs`]: generated inputs ([`TestKind`]) or those of a file.
//! - [`session`]: many runs on several threads ([`Session`]) and their
//!   [`Summary`].
//! - [`shrink`](mod@shrink): the smallest failing input ([`shrink()`]).
//! - [`save`](mod@save): a run's files for a person ([`save()`]).
//! - [`memory`]: the memory limit of a run and how a run's memory is
//!   read.
//! - [`confirm`](mod@confirm): a TLE re-run alone ([`confirm()`]).
//! - [`lang`]: `--lang` and the guess of the language from `--cmd`
//!   ([`Lang`], [`lang::guess`]); the time rules themselves are the
//!   library's ([`sudoku_lab::problem::Language`]).
//! - [`edge`]: the edge boards mixed into the inputs (the library's,
//!   [`sudoku_lab::stress`], which also makes the tests, judges a run's
//!   output and holds the shrinking loop, for this command and the book's
//!   page alike).
//! - the runner crate ([`sudoku_lab_runner`]): a run's limits, its
//!   measures, its containment, and no process of a solution outliving
//!   `stress` ([`sudoku_lab_runner::guard`]).
//! - [`report`]: what is printed (the summary).
//! - [`help`]: `stress --help`'s text, its facts from the constants.
//!
//! This module holds the subcommand: its arguments and [`run`], which
//! runs the command on the problem's sample first (and stops there when it
//! cannot start or crashes), saves each failure as it happens in the run's
//! own folder ([`save::RunDir`]), shrinks the first of each verdict and
//! prints the summary.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::judge::Whitespace;
use sudoku_lab::units::{Unit, duration};
use sudoku_lab::{Problem, format as grid_format};

use crate::args;
use crate::error::Error;
use crate::exit::Code;
use crate::output::write_stdout;

pub mod confirm;
pub mod help;
pub mod inputs;
pub mod lang;
pub mod memory;
pub mod report;
pub mod save;
pub mod session;
pub mod shrink;
pub mod spawn;
pub mod trial;

pub use confirm::{Confirmation, RERUNS, confirm};
pub use help::{after_help, stress_help};
pub use inputs::TestKind;
pub use lang::Lang;
pub use save::save;
pub use session::{Failure, Session, Summary, Tally};
pub use shrink::{Shrunk, shrink};
pub use spawn::{Execution, HARD_FACTOR, OUTPUT_LIMIT, PROCESS_LIMIT, Program, STDERR_LIMIT, WALL_FACTOR};
pub use sudoku_lab::judge::Verdict;
pub use sudoku_lab::stress::edge;
pub use trial::{Trial, legal, verdict};

use crate::messages::{self, Ui};
use help::memory_limit_help;
use inputs::Inputs;
use save::RunDir;

/// Arguments of `stress`.
#[derive(Debug, Args)]
pub struct StressArgs {
    /// The problem whose input format and judge apply.
    #[arg(long, short = 'p', value_parser = args::problem())]
    problem: Problem,
    /// The solution to test, run with `sh -c` (Windows: `cmd /C`) in the
    /// current directory (not empty).
    #[arg(long, short = 'c', value_name = "CMD", value_parser = args::command())]
    cmd: String,
    /// How many inputs, at least 1 [default: 100; with --inputs, all of
    /// them (or the first N)].
    #[arg(long, short = 'n', value_name = "N", value_parser = at_least_one)]
    count: Option<usize>,
    /// The seed of the generated inputs (default: a random one, printed).
    #[arg(long, short = 's', value_name = "S", conflicts_with = "inputs")]
    seed: Option<u64>,
    /// CPU time limit per run in milliseconds [default: Baekjoon's for the
    /// problem and --lang]; the wall-clock cap is 3 times it.
    #[arg(long, short = 't', value_name = "MS", value_parser = args::number_in(1..=u64::MAX))]
    time_limit: Option<u64>,
    /// The solution's language, for its time limit [default: guessed from
    /// CMD].
    #[arg(long, short = 'l', value_enum, value_name = "LANG")]
    lang: Option<Lang>,
    /// Runs at the same time [default: half the cores, at least 1, so each
    /// run has a core and timing stays honest].
    #[arg(long, short = 'j', value_name = "J", value_parser = args::number_in(1..=u64::MAX))]
    jobs: Option<u64>,
    /// Read the inputs from FILE (any format `solve` reads) instead of
    /// generating them; puzzles that are not legal tests are skipped.
    #[arg(long, value_name = "FILE")]
    inputs: Option<PathBuf>,
    /// Which inputs to generate.
    #[arg(long, short = 'k', value_enum, default_value_t = TestKind::Boj, conflicts_with = "inputs")]
    kind: TestKind,
    /// How whitespace in the output is judged, as in `judge`.
    #[arg(long, short = 'w', value_parser = args::whitespace(), default_value_t = Whitespace::Boj)]
    whitespace: Whitespace,
    /// Where failing inputs, outputs and expected answers are saved.
    #[arg(long, value_name = "DIR", default_value = "stress-failures")]
    save: PathBuf,
    /// Run every input instead of stopping at the first failure.
    #[arg(long)]
    keep_going: bool,
    // Memory limit per run: its help is memory_limit_help(), from the
    // library's rules.
    #[arg(long, short = 'm', value_name = "MB", help = memory_limit_help(), value_parser = args::number_in(1..=1 << 20))]
    memory_limit: Option<u64>,
    /// The console's language [default: Korean under a Korean locale or
    /// with SUDOKU_LAB_LANG=ko, else English].
    #[arg(long, value_enum, value_name = "UI")]
    lang_ui: Option<Ui>,
}

/// `--count`: a number of tests, at least 1 (0 would "pass" without
/// running anything).
///
/// # Errors
/// Why `s` is refused, in the console's language: 0, or not a number.
fn at_least_one(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err(messages::COUNT_AT_LEAST_ONE.text().to_string()),
        Ok(n) => Ok(n),
        Err(e) => Err(messages::int_error_in(&e, messages::ui())),
    }
}

/// Runs the session, saves and shrinks failures, prints the summary.
/// Installs [`sudoku_lab_runner::guard`] first: no process of the
/// solution outlives `stress`, even on a terminating signal. The console's
/// language is chosen first ([`Ui::choose`]). On a platform without a
/// runner it stops at once, saying so (exit 2).
///
/// # Errors
/// [`Error::BadInput`] on a platform without a runner, when stress's
/// own threads cannot start, under a limit every run would inherit, when
/// `sh` cannot be started, when a limit outside stress refused a fork, or
/// when `--inputs` holds no legal test; [`Error::Read`], [`Error::TooLarge`]
/// or [`Error::Input`] when `--inputs` cannot be read or parsed. A failing
/// run is not an error: it is the verdict (exit 1).
pub fn run(args: StressArgs) -> Result<Code, Error> {
    messages::init(args.lang_ui);
    if let Err(why) = sudoku_lab_runner::containment() {
        return Err(Error::BadInput(messages::UNSUPPORTED.fill(&[&why])));
    }
    if let Err(e) = sudoku_lab_runner::guard() {
        // A hard RLIMIT_NPROC the user's tasks already fill refuses
        // stress's own threads before the runs': named as the limit it is,
        // as the check before the first run names it (exit 2).
        if let Err(limit) = sudoku_lab_runner::environment(&session(&args).0.program.limits()) {
            return Err(Error::BadInput(messages::environment_limit(&limit)));
        }
        return Err(Error::BadInput(format!("cannot start stress's own threads: {e}")));
    }
    let result = run_guarded(&args);
    sudoku_lab_runner::drain_all();
    result
}

/// # Errors
/// As [`run`], once the runner's guard is installed.
fn run_guarded(args: &StressArgs) -> Result<Code, Error> {
    let (session, limit_note, memory_note) = session(args);
    let count = args.count;
    let inputs = match &args.inputs {
        Some(file) => Inputs::from_file(args.problem, file, count)?,
        None => Inputs::generated(args.problem, args.kind, args.seed, count),
    };
    let (total, source, prefix) = (inputs.total, inputs.source.clone(), inputs.prefix.clone());
    let run_dir = RunDir::new(&args.save, &prefix);
    // The limits stress itself runs under, which every run would inherit:
    // lifted, or named before anything runs (exit 2).
    if let Err(limit) = sudoku_lab_runner::environment(&session.program.limits()) {
        return Err(Error::BadInput(messages::environment_limit(&limit)));
    }
    if let Some(code) = sample_failed(&session, &run_dir)? {
        return Ok(code);
    }
    let summary = run_session(&session, inputs, &run_dir)?;
    shrink_first_of_each_verdict(&session, &summary, &run_dir);
    let outcome = match summary.failures.first() {
        None => messages::ALL_AC.text().to_string(),
        Some(first) => messages::FAILED_FIRST.fill(&[&(first.index + 1), &messages::verdict(first.verdict)]),
    };
    let mut text = report::summary(&summary, &session.program);
    text.push_str(&report::memory_lines(&summary, &memory_note));
    text.push_str(&limit_note);
    text.push('\n');
    text.push_str(&messages::LAST_LINE.fill(&[
        &summary.tally.total(),
        &total,
        &source,
        &session.problem,
        &summary.jobs,
        &outcome,
    ]));
    text.push('\n');
    write_stdout(text.as_bytes());
    // A failure is never FAIL (an illegal input is the runner's fault and
    // judged WA), so this is exit 1; a closed stdout does not change it.
    Ok(summary
        .failures
        .first()
        .map_or(Code::Success, |f| Code::of_verdict(f.verdict)))
}

/// Runs the command once on the problem's sample, before any test. When
/// it cannot start or crashes (RE: `python3 nonexist.py`, a wrong Java
/// classpath), the tests would all fail the same way and a shrink would
/// only fill the board: so its stderr is shown, the run is saved as
/// `sample-RE/`, and `stress` stops with RE's exit code. Any other verdict
/// on the sample goes on to the tests, which judge it.
///
/// # Errors
/// [`Error::BadInput`] when `sh` cannot be started, or a limit outside
/// stress refused the sample's fork.
fn sample_failed(session: &Session, run_dir: &RunDir) -> Result<Option<Code>, Error> {
    let problem = session.problem;
    let sample = grid_format::parse_first(problem.sample().as_bytes(), problem.format()).expect("the sample parses");
    // Bounded to one second of CPU (three of wall clock): a command that
    // cannot start fails at once; one still running is left to the tests.
    let mut program = session.program.clone();
    program.time_limit = program.time_limit.min(SAMPLE_LIMIT);
    let trial = program
        .trial(problem, &sample)
        .map_err(|e| Error::BadInput(messages::CANNOT_RUN_SH.fill(&[&e])))?;
    if let Some(message) = trial::outer_limit(None, &trial, 1) {
        return Err(Error::BadInput(message));
    }
    if trial.verdict != Verdict::Re {
        return Ok(None);
    }
    let mut text = messages::SAMPLE_FAILED.fill(&[&session.program.command, &trial::reason(&trial.reason)]);
    text.push('\n');
    text.push_str(&report::stderr_lines(
        &trial.execution.stderr,
        &messages::SAMPLE_STDERR,
        &messages::SAMPLE_NO_STDERR,
        "  ",
    ));
    let name = format!("sample-{}", trial.verdict);
    let saved = run_dir
        .get()
        .and_then(|dir| save::save(&dir, &name, problem, &session.program, &trial));
    let replay = match saved {
        Ok(at) => {
            text.push_str(&messages::SAVED_IN.fill(&[&at.display()]));
            text.push('\n');
            report::replay(&session.program.command, &at.join("input.txt"))
        }
        Err(e) => {
            // Said on stderr; the console still shows how to replay it.
            let message = messages::CANNOT_SAVE.fill(&[&"sample", &args_save(run_dir, &name), &e]);
            crate::output::stderr_line(format_args!("sudoku-lab: {}: {message}", crate::messages::ERROR.text()));
            let (lines, replay) = unsaved(&session.program.command, problem, &trial.puzzle);
            text.push_str(&lines);
            replay
        }
    };
    text.push_str(&messages::SAMPLE_HINT.fill(&[&replay]));
    text.push('\n');
    write_stdout(text.as_bytes());
    Ok(Some(Code::of_verdict(trial.verdict)))
}

/// The CPU time limit of the run on the sample, at most.
const SAMPLE_LIMIT: Duration = Duration::from_secs(1);

/// Where a failure named `name` goes (or would have gone), for a message:
/// the whole path, `stress-failures/2580-seed1/test1-WA`.
fn args_save(run_dir: &RunDir, name: &str) -> String {
    run_dir.intended().join(name).display().to_string()
}

/// For an input that could not be saved under `--save`: the lines that
/// say so, the input following on the console, and the command that
/// replays it with the input inline (`printf … |`). Nothing is written
/// elsewhere: a copy in the temporary directory would outlive the run
/// (issue 42: 20 files for one `--keep-going` run).
pub(crate) fn unsaved(command: &str, problem: Problem, puzzle: &sudoku_lab::Grid) -> (String, String) {
    let input = grid_format::write(puzzle, problem.format());
    (
        format!("{}\n{input}", messages::NOT_SAVED_INLINE.text()),
        report::replay_inline(command, &input),
    )
}

/// The folder name of a failure in its run's folder: `test3-WA`.
fn failure_name(index: usize, verdict: Verdict) -> String {
    format!("test{}-{verdict}", index + 1)
}

/// Shrinks the first failure of each verdict and prints the result; it is
/// saved in the failure's folder, in `shrunk/`. A failure to save (no
/// folder, a full disk) is reported on stderr and loses nothing: the
/// shrink runs all the same and its input is printed, with the command
/// that replays it inline; the verdict and the
/// summary stand.
fn shrink_first_of_each_verdict(session: &Session, summary: &Summary, run_dir: &RunDir) {
    let mut shrunk_verdicts = Vec::new();
    for failure in &summary.failures {
        if shrunk_verdicts.contains(&failure.verdict) {
            continue;
        }
        shrunk_verdicts.push(failure.verdict);
        let dir = run_dir
            .made()
            .map(|d| d.join(failure_name(failure.index, failure.verdict)));
        if let Err(e) = shrink::shrink_and_print(session.problem, &session.program, failure, dir.as_deref()) {
            crate::output::stderr_line(format_args!("sudoku-lab: {}: {e}", crate::messages::ERROR.text()));
        }
    }
}

/// The session the arguments ask for, how its time limit was chosen and
/// how its memory limit was (both from the one language, given or
/// guessed once):
/// `time limit 5 s CPU (Python: 1 s x 3 + 2 s, guessed from `python3` in
/// --cmd), wall-clock cap 15 s`.
fn session(args: &StressArgs) -> (Session, String, String) {
    let mut program = Program::new(args.cmd.clone(), args.problem);
    program.whitespace = args.whitespace;
    let base = args.problem.time_limit();
    let (language, word) = match args.lang {
        Some(l) => (l.0, None),
        None => {
            let g = lang::guess(&args.cmd);
            (g.language, Some(g.word))
        }
    };
    program.time_limit = language.limit(base);
    let (factor, extra) = language.rule();
    let name = messages::language(language);
    let rule_args: [&dyn std::fmt::Display; 4] = [&name, &duration(base, Unit::Limit), &factor, &extra];
    let rule = match word {
        None => messages::RULE_LANG.fill(&rule_args),
        Some(Some(word)) => {
            let mut a = rule_args.to_vec();
            a.push(&word);
            messages::RULE_GUESSED.fill(&a)
        }
        Some(None) => messages::RULE_NATIVE.fill(&rule_args),
    };
    let mut note = messages::LIMIT.fill(&[
        &duration(program.time_limit, Unit::Limit),
        &rule,
        &duration(program.wall_cap(), Unit::Limit),
    ]);
    if let Some(ms) = args.time_limit {
        program.time_limit = Duration::from_millis(ms);
        note = messages::LIMIT_OPTION.fill(&[
            &duration(program.time_limit, Unit::Limit),
            &duration(program.wall_cap(), Unit::Limit),
        ]);
    }
    let memory_note = memory::configure(&mut program, args.problem, language, args.memory_limit);
    let mut jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1)),
        |j| j as usize,
    );
    if jobs > 1 && sudoku_lab_runner::containment().is_ok_and(|c| !c.per_run()) {
        let note = messages::NOTE.fill(&[&messages::ONE_JOB.fill(&[&jobs])]);
        crate::output::stderr_line(format_args!("sudoku-lab: {note}"));
        jobs = 1;
    }
    let session = Session {
        problem: args.problem,
        program,
        jobs,
        keep_going: args.keep_going,
    };
    (session, note, memory_note)
}

/// Runs the session with a progress bar; each failure is saved in the
/// run's folder and announced as it happens: the verdict and why, where it
/// was saved, the command that replays it by hand, and for an RE the
/// first lines of its stderr.
///
/// # Errors
/// [`Error::BadInput`] with the session's first generator or spawn
/// error ([`Session::run`]).
fn run_session(session: &Session, inputs: Inputs, run_dir: &RunDir) -> Result<Summary, Error> {
    let bar = ProgressBar::new(inputs.total as u64).with_style(
        ProgressStyle::with_template(&messages::PROGRESS.fill(&[
            &"{bar:30}",
            &"{pos}",
            &"{len}",
            &"{msg}",
            &"{elapsed}",
        ]))
        .expect("a valid template"),
    );
    let counts = Mutex::new([0usize; Verdict::RUN.len()]);
    let on_trial = |index: usize, trial: &Trial| {
        if trial.verdict != Verdict::Ac {
            let name = failure_name(index, trial.verdict);
            // A failure to save is reported and the run goes on: the
            // verdict and its exit code stand.
            let saved = run_dir
                .get()
                .and_then(|dir| save::save(&dir, &name, session.problem, &session.program, trial));
            let at = match saved {
                Ok(at) => Some(at),
                Err(e) => {
                    let message = messages::CANNOT_SAVE.fill(&[&(index + 1), &args_save(run_dir, &name), &e]);
                    bar.suspend(|| {
                        crate::output::stderr_line(format_args!(
                            "sudoku-lab: {}: {message}",
                            crate::messages::ERROR.text()
                        ))
                    });
                    None
                }
            };
            // A write error is recorded and reported at the end.
            bar.suspend(|| write_stdout(announce(session, index, trial, at.as_deref()).as_bytes()));
        }
        let mut c = counts.lock().unwrap_or_else(|e| e.into_inner());
        c[session::verdict_index(trial.verdict)] += 1;
        bar.set_message(tally_message(&c[..]));
        bar.inc(1);
    };
    let result = session.run(inputs.puzzles, &on_trial);
    bar.finish_and_clear();
    result.map_err(|e| Error::BadInput(e.to_string()))
}

/// The lines that announce a failure saved at `at`; when it could not be
/// saved, its input is shown inline ([`unsaved`]), with the command that
/// replays it.
fn announce(session: &Session, index: usize, trial: &Trial, at: Option<&Path>) -> String {
    let mut reason = trial::reason(&trial.reason);
    if let Some(c) = &trial.confirmation {
        reason.push_str("; ");
        reason.push_str(&report::describe(c));
    }
    let mut text = messages::TEST_FAILED.fill(&[&(index + 1), &messages::verdict(trial.verdict), &reason]);
    text.push('\n');
    if trial.verdict == Verdict::Re {
        text.push_str(&report::stderr_lines(
            &trial.execution.stderr,
            &messages::STDERR_HEAD,
            &messages::STDERR_EMPTY,
            "    ",
        ));
    }
    let replay = match at {
        Some(at) => {
            text.push_str(&messages::SAVED_IN.fill(&[&at.display()]));
            text.push('\n');
            report::replay(&session.program.command, &at.join("input.txt"))
        }
        None => {
            let (lines, replay) = unsaved(&session.program.command, session.problem, &trial.puzzle);
            text.push_str(&lines);
            replay
        }
    };
    text.push_str(&messages::REPLAY.fill(&[&replay]));
    text.push('\n');
    text
}

/// `AC 12  WA 1`: the verdicts seen so far.
fn tally_message(counts: &[usize]) -> String {
    Verdict::RUN
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(&v, n)| format!("{} {n}", messages::verdict(v)))
        .collect::<Vec<_>>()
        .join("  ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The help's facts are the constants', every placeholder filled, and
    /// no line wider than the layout's 79 columns.
    #[test]
    fn the_help_states_the_limits_the_code_has() {
        let help = stress_help();
        assert!(!help.contains('{') && !help.contains('\u{a0}'), "{help}");
        for fact in [
            format!("wall-clock cap: {WALL_FACTOR} x the limit"),
            format!("at most {HARD_FACTOR} x"),
            format!("more than {PROCESS_LIMIT} processes"),
            format!("more than {} MiB on stdout", OUTPUT_LIMIT >> 20),
            format!("run again {RERUNS}"),
            format!("warning over {:.0}% of the", report::AT_RISK * 100.0),
            format!("every {}th test", edge::EVERY),
            format!("({} for 2580,", duration(Problem::Boj2580.time_limit(), Unit::Limit)),
        ] {
            let flat = help.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains(&fact), "the help does not say {fact:?}:\n{help}");
        }
        for line in help.lines() {
            assert!(line.chars().count() <= 79, "too wide: {line:?}");
        }
    }

    /// CONTRIBUTING.md ("stress in full") states the same limits as the
    /// code: a test that fails when either changes alone.
    #[test]
    fn the_guide_states_the_limits_the_code_has() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../CONTRIBUTING.md");
        let readme = std::fs::read_to_string(path).unwrap();
        let flat = readme.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
        for fact in [
            format!("**wall-clock cap**: {WALL_FACTOR} × the limit"),
            format!("never later than {HARD_FACTOR} × the limit"),
            format!("every TLE is run again {RERUNS} times"),
            format!("used more than {:.0}% of the limit", report::AT_RISK * 100.0),
            format!("({PROCESS_LIMIT} tasks a run)"),
            format!("the user's task count plus {PROCESS_LIMIT}"),
        ] {
            assert!(flat.contains(&fact), "CONTRIBUTING.md does not say {fact:?}");
        }
    }
}
