//! `sudoku-lab stress`: runs a learner's own solution (any language, any
//! shell command) on many legal test inputs of Baekjoon 2580 or 2239 and
//! gives Baekjoon's verdict on each, with the smallest failing input it can
//! find.
//!
//! - [`spawn`]: one run ([`Program::run`]) in its own process group, under
//!   a time limit and an output bound.
//! - [`trial`]: one input, one run, one [`Verdict`] ([`Program::trial`]),
//!   and which inputs are [`legal`] tests.
//! - [`inputs`]: generated inputs ([`Kind`]) or those of a file.
//! - [`session`]: many runs on several threads ([`Session`]) and their
//!   [`Summary`].
//! - [`shrink`](mod@shrink): the smallest failing input ([`shrink()`]).
//! - [`save`](mod@save): a run's files for a person ([`save()`]).
//!
//! - [`confirm`](mod@confirm): a TLE re-run alone ([`confirm()`]).
//! - [`lang`]: the time limit of a language ([`Lang`]).
//! - [`edge`]: the edge boards mixed into the inputs.
//! - [`reaper`]: no process of a solution outlives `stress` ([`reaper::guard`]).
//! - [`report`]: what is printed ([`Out`], the summary).
//!
//! This module holds the subcommand: its arguments and [`run`], which
//! saves each failure as it happens, shrinks the first of each verdict and
//! prints the summary.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::Problem;
use sudoku_lab::judge::Whitespace;

use crate::args;
use crate::error::Error;
use crate::exit::{self, Code};

pub mod confirm;
pub mod contain;
pub mod edge;
pub mod inputs;
pub mod lang;
pub mod memory;
mod procfs;
pub mod reaper;
pub mod report;
pub mod save;
pub mod session;
pub mod shrink;
pub mod spawn;
pub mod trial;

pub use confirm::{Confirmation, RERUNS, confirm};
pub use inputs::Kind;
pub use lang::Lang;
pub use report::Out;
pub use save::save;
pub use session::{Failure, Session, Summary, Tally};
pub use shrink::{Shrunk, shrink};
pub use spawn::{Execution, HARD_FACTOR, OUTPUT_LIMIT, Program, STDERR_LIMIT, WALL_FACTOR};
pub use sudoku_lab::judge::Verdict;
pub use trial::{Trial, legal, verdict};

use inputs::Inputs;

/// What `stress --help` says after the options, before the exit codes.
const STRESS_HELP: &str = "\
Runs CMD with `sh -c` once per input, the puzzle on stdin in the problem's
format (2580: 9 lines of 9 space-separated numbers; 2239: 9 lines of 9
digits), and judges each run like Baekjoon:
  AC   accepted (2580: any valid completion; 2239: the smallest one)
  WA   wrong answer          PE   right digits, wrong layout (--whitespace)
  TLE  CPU time (user + system of the whole process tree) over the time
       limit, or still running at the wall-clock cap: 3 x the limit, not
       counting time spent waiting for a CPU (Linux), at most 10 x
  MLE  peak memory (resident memory of the whole process tree) over the
       memory limit: 256 MB, Java and Kotlin x 2 + 16 MB, Python x 2 +
       32 MB, PyPy x 2 + 128 MB (--memory-limit overrides it)
  RE   non-zero exit status or a signal, or more than 256 processes and
       threads at once (\"too many processes\": a pids cgroup where stress
       can make one, else a watchdog; the run is killed)
  OLE  more than 1 MiB on stdout

The time limit is the problem's (1 s for 2580, 2 s for 2239) adjusted for
the language by Baekjoon's rule: Java and Kotlin x 2 + 1 s, Python and PyPy
x 3 + 2 s. The language is --lang, or guessed from CMD (python3, pypy3,
java, kotlin, a .py or .jar; anything else is native); --time-limit
overrides it. A TLE is run again 3 times with no other run going and is
reported reproducible or flaky (k/3); one that never fails alone is not a
failure. The slowest AC's CPU time is shown, with a warning over 70% of the
limit.

The inputs are legal tests (they pass `sudoku-lab validate`): generated from
--seed (printed, so a run can be repeated) or read from --inputs (where the
puzzles that are not legal tests are skipped with a warning). --kind boj
(the default) makes every 4th test an edge board (no blank, one blank in the
first or last cell, a blank row, column or block, 5 blanks in one block);
--kind edge makes only those; the other kinds make none. Each failure is
saved at once under --save DIR, in a folder such as 2580-seed7-test3-WA/
with input.txt, output.txt, expected.txt, stderr.txt and verdict.txt. Then
the first failure of each verdict is shrunk: its blanks are filled from its
smallest solution while the program still fails the same way, reproducibly
(for at most a minute); the result is saved in the folder's shrunk/ when
its saved copy fails again, and printed.

On SIGINT or SIGTERM every running solution's process group is killed and
stress exits 130 or 143; on Linux, stress is a child subreaper, so
processes that escape with setsid are killed too.

Examples:
  sudoku-lab stress -p 2580 --cmd 'python3 my.py' --count 300
  sudoku-lab stress -p 2239 --cmd './a.out' --kind multi --seed 7
  sudoku-lab stress -p 2239 --cmd 'java Main' --inputs data/norvig/top95.txt";

/// `stress --help` after the options, with the exit codes (a failed run is
/// any verdict of [`Verdict::RUN`] that [`Code::of_verdict`] maps to 1).
pub fn after_help() -> String {
    let failed = exit::verdicts_with(Code::Failure, &Verdict::RUN);
    let codes = exit::help([
        "every run was AC",
        &format!("a run failed ({failed}), also when stdout or --save could not be written (said on stderr)"),
        "bad usage, no legal test in --inputs, sh could not run, or all AC but stdout could not be written",
    ]);
    format!("{STRESS_HELP}\n\n{codes}")
}

/// Arguments of `stress`.
#[derive(Debug, Args)]
pub struct StressArgs {
    /// The problem whose input format and judge apply.
    #[arg(long, short = 'p', value_parser = args::problem())]
    problem: Problem,
    /// The solution to test, run with `sh -c` in the current directory.
    #[arg(long, short = 'c', value_name = "CMD")]
    cmd: String,
    /// How many inputs (with --inputs: the first N; default all of them).
    #[arg(long, short = 'n', value_name = "N")]
    count: Option<usize>,
    /// The seed of the generated inputs (default: a random one, printed).
    #[arg(long, short = 's', value_name = "S", conflicts_with = "inputs")]
    seed: Option<u64>,
    /// CPU time limit per run in milliseconds [default: Baekjoon's for the
    /// problem and --lang]; the wall-clock cap is 3 times it.
    #[arg(long, short = 't', value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
    time_limit: Option<u64>,
    /// The solution's language, for its time limit [default: guessed from
    /// CMD].
    #[arg(long, short = 'l', value_enum, value_name = "LANG")]
    lang: Option<Lang>,
    /// Runs at the same time [default: half the cores, at least 1, so each
    /// run has a core and timing stays honest].
    #[arg(long, short = 'j', value_name = "J", value_parser = clap::value_parser!(u64).range(1..))]
    jobs: Option<u64>,
    /// Read the inputs from FILE (any format `solve` reads) instead of
    /// generating them; puzzles that are not legal tests are skipped.
    #[arg(long, value_name = "FILE")]
    inputs: Option<PathBuf>,
    /// Which inputs to generate.
    #[arg(long, short = 'k', value_enum, default_value_t = Kind::Boj, conflicts_with = "inputs")]
    kind: Kind,
    /// How whitespace in the output is judged, as in `judge`.
    #[arg(long, short = 'w', value_parser = args::whitespace(), default_value_t = Whitespace::Boj)]
    whitespace: Whitespace,
    /// Where failing inputs, outputs and expected answers are saved.
    #[arg(long, value_name = "DIR", default_value = "stress-failures")]
    save: PathBuf,
    /// Run every input instead of stopping at the first failure.
    #[arg(long)]
    keep_going: bool,
    /// Memory limit per run in MB (2^20 bytes) [default: Baekjoon's for
    /// the problem and --lang: 256 MB, Java and Kotlin x 2 + 16 MB, Python
    /// x 2 + 32 MB, PyPy x 2 + 128 MB].
    #[arg(long, short = 'm', value_name = "MB", value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    memory_limit: Option<u64>,
}

/// Runs the session, saves and shrinks failures, prints the summary.
/// Installs [`reaper::guard`] first: no process of the solution outlives
/// `stress`, even on SIGINT or SIGTERM.
pub fn run(args: StressArgs) -> Result<Code, Error> {
    reaper::guard().map_err(|e| Error::BadInput(format!("cannot start stress's own threads: {e}")))?;
    let result = run_guarded(&args);
    reaper::drain_all();
    result
}

fn run_guarded(args: &StressArgs) -> Result<Code, Error> {
    let (mut session, limit_note) = session(args);
    let memory_note = memory::configure(
        &mut session.program,
        args.problem,
        args.lang,
        &args.cmd,
        args.memory_limit,
    );
    let inputs = match &args.inputs {
        Some(file) => Inputs::from_file(args.problem, file, args.count)?,
        None => Inputs::generated(args.problem, args.kind, args.seed, args.count)?,
    };
    let (total, source, prefix) = (inputs.total, inputs.source.clone(), inputs.prefix.clone());
    let out = Out::default();
    let summary = run_session(&session, inputs, &args.save, &out)?;
    shrink_first_of_each_verdict(&session, &summary, &args.save, &prefix, &out);
    let outcome = match summary.failures.first() {
        None => "all AC".to_string(),
        Some(first) => format!("failed (first: test {}, {})", first.index + 1, first.verdict),
    };
    let jobs = summary.jobs;
    let mut text = report::summary(&summary, &session.program);
    text.push_str(&memory::summary_lines(&summary, &memory_note));
    text.push_str(&format!(
        "{} of {total} tests run ({source}, problem {}, {limit_note}, wall-clock cap {}, {jobs} job{}): {outcome}\n",
        summary.tally.total(),
        session.problem,
        trial::limit(session.program.wall_cap()),
        if jobs == 1 { "" } else { "s" },
    ));
    out.write(&text)?;
    // A failure is never FAIL (an illegal input is the runner's fault and
    // judged WA), so this is exit 1; a closed stdout does not change it.
    Ok(summary
        .failures
        .first()
        .map_or(Code::Success, |f| Code::of_verdict(f.verdict)))
}

/// Shrinks the first failure of each verdict and prints the result; it is
/// saved in the failure's folder under `save`, in `shrunk/`.
fn shrink_first_of_each_verdict(session: &Session, summary: &Summary, save: &Path, prefix: &str, out: &Out) {
    let mut shrunk_verdicts = Vec::new();
    for failure in &summary.failures {
        if shrunk_verdicts.contains(&failure.verdict) {
            continue;
        }
        shrunk_verdicts.push(failure.verdict);
        let dir = save.join(format!("{prefix}-test{}-{}", failure.index + 1, failure.verdict));
        // A failure to save is reported; the verdict and the summary stand.
        if let Err(e) = shrink::shrink_and_print(session.problem, &session.program, failure, &dir, out) {
            crate::output::stderr_line(format_args!("sudoku-lab: error: {e}"));
        }
    }
}

/// The session the arguments ask for, and how its time limit was chosen:
/// `time limit 5 s CPU (python: 1 s x 3 + 2 s, guessed from --cmd)`.
fn session(args: &StressArgs) -> (Session, String) {
    let mut program = Program::new(args.cmd.clone(), args.problem);
    program.whitespace = args.whitespace;
    let base = args.problem.time_limit();
    let (lang, how) = match args.lang {
        Some(l) => (l, "--lang"),
        None => (Lang::detect(&args.cmd), "guessed from --cmd"),
    };
    program.time_limit = lang.limit(base);
    let (factor, extra) = lang.rule();
    let mut note = format!(
        "time limit {} CPU ({}: {} x {factor} + {extra} s, {how})",
        trial::limit(program.time_limit),
        lang.name(),
        trial::limit(base)
    );
    if let Some(ms) = args.time_limit {
        program.time_limit = Duration::from_millis(ms);
        note = format!("time limit {} CPU (--time-limit)", trial::limit(program.time_limit));
    }
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1)),
        |j| j as usize,
    );
    let session = Session {
        problem: args.problem,
        program,
        jobs,
        keep_going: args.keep_going,
    };
    (session, note)
}

/// Runs the session with a progress bar; each failure is saved under
/// `save` and announced as it happens.
fn run_session(session: &Session, inputs: Inputs, save: &Path, out: &Out) -> Result<Summary, Error> {
    let bar = ProgressBar::new(inputs.total as u64).with_style(
        ProgressStyle::with_template("stress {bar:30} {pos}/{len} {msg}, {elapsed}").expect("a valid template"),
    );
    let counts = Mutex::new([0usize; session::VERDICTS]);
    let prefix = &inputs.prefix;
    let on_trial = |index: usize, trial: &Trial| {
        if trial.verdict != Verdict::Ac {
            let name = format!("{prefix}-test{}-{}", index + 1, trial.verdict);
            // A failure to save is reported and the run goes on: the
            // verdict and its exit code stand.
            let saved = match save::save(save, &name, session.problem, &session.program, trial) {
                Ok(at) => format!("  saved in {}/\n", at.display()),
                Err(e) => {
                    bar.suspend(|| {
                        crate::output::stderr_line(format_args!(
                            "sudoku-lab: error: cannot save test {} in {}: {e}",
                            index + 1,
                            save.join(&name).display()
                        ))
                    });
                    String::new()
                }
            };
            let again = trial
                .confirmation
                .as_ref()
                .map_or(String::new(), |c| format!("; {}", c.describe()));
            // A write error is recorded by `out` and reported at the end.
            let _ = bar.suspend(|| {
                out.write(&format!(
                    "test {}: {}: {}{again}\n{saved}",
                    index + 1,
                    trial.verdict,
                    trial.reason,
                ))
            });
        }
        let mut c = counts.lock().unwrap_or_else(|e| e.into_inner());
        c[session::verdict_index(trial.verdict)] += 1;
        bar.set_message(tally_message(&c));
        bar.inc(1);
    };
    let result = session.run(inputs.puzzles, &on_trial);
    bar.finish_and_clear();
    result.map_err(|e| Error::BadInput(e.to_string()))
}

/// `AC 12  WA 1`: the verdicts seen so far.
fn tally_message(counts: &[usize; session::VERDICTS]) -> String {
    Verdict::RUN
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(v, n)| format!("{v} {n}"))
        .collect::<Vec<_>>()
        .join("  ")
}
