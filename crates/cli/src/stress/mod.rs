//! `sudoku-lab stress`: runs a learner's own solution (any language, any
//! shell command) on many legal test inputs of Baekjoon 2580 or 2239 and
//! gives Baekjoon's verdict on each, with the smallest failing input it can
//! find.
//!
//! It goes in four steps, one module each:
//!
//! 1. [`generate`]: the inputs, generated from a seed and a [`TestKind`]
//!    (the library's [`sudoku_lab::stress`] makes them, and [`edge`]
//!    boards are mixed in) or read from a file.
//! 2. [`run`](mod@run): the executor of the library's session
//!    ([`sudoku_lab::stress::Stress`], the one policy: which test next,
//!    when to stop, which runs count, what is confirmed and shrunk): one
//!    run of the learner's [`Program`] through the runner crate
//!    ([`sudoku_lab_runner`]: the limits, the measures, the containment, no
//!    process outliving `stress`), and with it what sets a run's limits
//!    ([`run::lang`]: `--lang` and the guess from `--cmd`; [`run::memory`])
//!    and how runs are made: many at once ([`run::session`]: [`Executor`],
//!    [`Record`]), a TLE re-run alone ([`run::confirm`]), the shrinks'
//!    candidates ([`run::shrink`]). No program is started outside it.
//! 3. [`run::judge`]: one input, one run, one [`Verdict`] and its reason
//!    ([`Program::trial`], [`run::judge::verdict`]: what the runner saw, in the
//!    library's one order, [`sudoku_lab::stress::decide`]), and which
//!    inputs are [`legal`] tests.
//! 4. [`report`]: what a person gets: what came of each shrink
//!    ([`report::shrink`]), the saved files ([`report::save`]), and every
//!    line `stress` prints, written from [`report`] alone.
//!
//! [`help`] holds `stress --help`'s text, its facts from the constants.

//! This module holds the subcommand: its arguments and [`run()`], which
//! runs the command on the problem's sample first (and stops there when it
//! cannot start or crashes), saves each failure as it happens in the run's
//! own folder ([`save::RunDir`]), shrinks the first of each verdict and
//! prints the summary.

use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use sudoku_lab::Problem;
use sudoku_lab::judge::Whitespace;
use sudoku_lab::units::{Unit, duration};

use crate::args;
use crate::error::Error;
use crate::exit::Code;

mod generate;
mod help;
mod report;
pub(crate) mod run;

// What the command line's own tests use; the rest is the crate's.
pub use generate::{BOJ_POOL_2239, BOJ_POOL_2580, boj_pool_cnts, hard_pool, hard_pool_cnts, pool};
pub use run::judge::{RunReason, Trial, legal};
pub use run::shrink::{ShrinkEnd, shrink_all};
pub use run::{Execution, Program, describe_status};
pub use sudoku_lab::judge::Verdict;
pub use sudoku_lab::stress::edge;

pub(crate) use generate::TestKind;
pub(crate) use help::after_help;
pub(crate) use run::confirm::RERUNS;
pub(crate) use run::lang::Lang;
pub(crate) use run::session::{Executor, Record};
pub(crate) use run::{HARD_FACTOR, OUTPUT_LIMIT, PROCESS_LIMIT, WALL_FACTOR};

use report::{print, save, shrink};
use run::{lang, memory};

use crate::messages::{self, Ui};
use generate::Inputs;
use help::memory_limit_help;
use save::RunDir;
use sudoku_lab::stress::Stress;

/// Arguments of `stress`.
#[derive(Debug, Args)]
pub(crate) struct StressArgs {
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
pub(crate) fn run(args: StressArgs) -> Result<Code, Error> {
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
/// As [`run()`], once the runner's guard is installed.
fn run_guarded(args: &StressArgs) -> Result<Code, Error> {
    let (session, limit_note, memory_note) = session(args);
    let count = args.count;
    let inputs = match &args.inputs {
        Some(file) => {
            let checking = print::Checking::new();
            let inputs = Inputs::from_file(args.problem, file, count, &mut |checked, of, legal| {
                checking.at(checked, of, legal)
            });
            checking.finish();
            inputs?
        }
        None => Inputs::generated(args.problem, args.kind, args.seed, count),
    };
    if let Some(skipped) = &inputs.skipped {
        print::note(skipped);
    }
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
    let (mut stress, record) = run_session(&session, inputs, &run_dir)?;
    shrink_first_of_each_verdict(&session, &mut stress, &record, &run_dir);
    print::closing(&record, &session, (&limit_note, &memory_note), total, &source);
    // A failure is never FAIL (an illegal input is the runner's fault and
    // judged WA), so this is exit 1; a closed stdout does not change it.
    Ok(record
        .summary
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
fn sample_failed(session: &Executor, run_dir: &RunDir) -> Result<Option<Code>, Error> {
    let problem = session.problem;
    let trial = session
        .program
        .sample_trial(problem)
        .map_err(|e| Error::BadInput(messages::CANNOT_RUN_SH.fill(&[&e])))?;
    if let Some(message) = run::judge::outer_limit(None, &trial, 1) {
        return Err(Error::BadInput(message));
    }
    if trial.verdict != Verdict::Re {
        return Ok(None);
    }
    let name = format!("sample-{}", trial.verdict);
    let saved = save::failure(run_dir, &name, problem, &session.program, &trial);
    print::sample_failure(session, &trial, saved, &run_dir.intended_for(&name));
    Ok(Some(Code::of_verdict(trial.verdict)))
}

/// Shrinks the first failure of each verdict as the library's session
/// asks ([`run::shrink::shrink_all`]) and prints the result; it is saved
/// in the failure's folder, in `shrunk/`. A failure to save (no folder, a
/// full disk) is reported on stderr and loses nothing: the shrink runs all
/// the same and its input is printed, with the command that replays it
/// inline; the verdict and the summary stand.
fn shrink_first_of_each_verdict(session: &Executor, stress: &mut Stress, record: &Record, run_dir: &RunDir) {
    let (problem, program) = (session.problem, &session.program);
    let spinner: std::cell::RefCell<Option<print::Spinner>> = std::cell::RefCell::new(None);
    let replay = |p: &sudoku_lab::grid::Grid| program.verdict_on(problem, p);
    run::shrink::shrink_all(
        program,
        problem,
        stress,
        shrink::SHRINK_TIME,
        &mut |failure, runs, current| {
            let mut spinner = spinner.borrow_mut();
            spinner
                .get_or_insert_with(|| print::Spinner::new(failure))
                .run(runs, current);
        },
        &mut |end| {
            if let Some(s) = spinner.borrow_mut().take() {
                s.finish();
            }
            // The failure's folder, when its save worked (a failed one left
            // none): the shrunk input goes in it, else is shown inline.
            let failure = end.failure();
            let dir = run_dir
                .made()
                .map(|d| d.join(save::failure_name(failure.index, failure.verdict)))
                .filter(|d| d.is_dir());
            match shrink::said(end, record, problem, program, dir.as_deref(), &replay) {
                Ok(report) => print::shrunk(&report),
                Err(e) => print::error(&e),
            }
        },
    );
}

/// The session the arguments ask for, how its time limit was chosen and
/// how its memory limit was (both from the one language, given or
/// guessed once). The time limit is Baekjoon's for the language in CPU
/// time here: divided by how fast Baekjoon runs the language against the
/// calibration machine ([`sudoku_lab::stress::baekjoon::time_factor`]),
/// unless `--time-limit` sets it:
/// `time limit 5 s CPU (Python: 1 s x 3 + 2 s, guessed from `python3` in
/// --cmd), wall-clock cap 15 s`.
fn session(args: &StressArgs) -> (Executor, String, String) {
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
    // Baekjoon's limit, in CPU time of the calibration machine: Baekjoon
    // runs some languages faster (PyPy3) or slower (Java) than it.
    let baekjoon = language.limit(base);
    let speed = sudoku_lab::stress::baekjoon::time_factor(language);
    // To a tenth of a second: the limit reads 8.3 s, not 8.333 s.
    program.time_limit = Duration::from_millis((baekjoon.as_millis() as f64 / speed / 100.0).round() as u64 * 100);
    let (factor, extra) = language.rule();
    let name = messages::language(language);
    let base = duration(base, Unit::Limit);
    let rule_args: [(&str, &dyn std::fmt::Display); 4] = [
        ("language", &name),
        ("base", &base),
        ("factor", &factor),
        ("extra", &extra),
    ];
    let mut rule = match word {
        None => messages::RULE_LANG.fill_named(&rule_args),
        Some(Some(word)) => {
            let mut a = rule_args.to_vec();
            a.push(("word", &word));
            messages::RULE_GUESSED.fill_named(&a)
        }
        Some(None) => messages::RULE_NATIVE.fill_named(&rule_args),
    };
    if speed != 1.0 {
        rule.push_str(&messages::RULE_SPEED.fill_named(&[
            ("baekjoon", &duration(baekjoon, Unit::Limit)),
            ("language", &name),
            ("factor", &format!("{speed:.2}")),
        ]));
    }
    let mut note = messages::LIMIT.fill_named(&[
        ("limit", &duration(program.time_limit, Unit::Limit)),
        ("rule", &rule),
        ("cap", &duration(program.wall_cap(), Unit::Limit)),
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
        print::note(&messages::NOTE.fill(&[&messages::ONE_JOB.fill(&[&jobs])]));
        jobs = 1;
    }
    let session = Executor {
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
/// error ([`Executor::run`]).
fn run_session(session: &Executor, inputs: Inputs, run_dir: &RunDir) -> Result<(Stress, Record), Error> {
    let progress = print::Progress::new(inputs.total);
    let on_trial = |index: usize, trial: &Trial| {
        if trial.verdict != Verdict::Ac {
            // A failure to save is reported and the run goes on: the
            // verdict and its exit code stand.
            let name = save::failure_name(index, trial.verdict);
            let saved = save::failure(run_dir, &name, session.problem, &session.program, trial);
            progress.failure(session, index, trial, saved, &run_dir.intended_for(&name));
        }
        progress.count(trial.verdict);
    };
    let result = session.run(inputs.puzzles, &on_trial);
    progress.finish();
    result.map_err(|e| Error::BadInput(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use help::stress_help;

    /// The help's facts are the constants', every placeholder filled, and
    /// no line wider than the layout's 79 columns.
    #[test]
    fn the_help_states_the_limits_the_code_has() {
        let help = stress_help();
        // A placeholder is `{name}`; a shell group, `{ ...; }`, is text.
        let placeholder = help
            .match_indices('{')
            .any(|(i, _)| help[i + 1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'));
        assert!(!placeholder && !help.contains('\u{a0}'), "{help}");
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
