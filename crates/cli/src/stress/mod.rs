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
//! This module holds the subcommand: its arguments and [`run`], which
//! saves each failure as it happens, shrinks the first of each verdict and
//! prints the summary.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::Problem;

use crate::args;
use crate::error::Error;
use crate::exit::{self, Code};
use crate::output::{human, table, write_stdout};

pub mod inputs;
pub mod save;
pub mod session;
pub mod shrink;
pub mod spawn;
pub mod trial;

pub use inputs::Kind;
pub use save::save;
pub use session::{Failure, Session, Summary, Tally};
pub use shrink::{Shrunk, shrink};
pub use spawn::{Execution, OUTPUT_LIMIT, Program, STDERR_LIMIT};
pub use sudoku_lab::judge::Verdict;
pub use trial::{Trial, legal, verdict};

use inputs::Inputs;

/// What `stress --help` says after the options, before the exit codes.
const STRESS_HELP: &str = "\
Runs CMD with `sh -c` once per input, the puzzle on stdin in the problem's
format (2580: 9 lines of 9 space-separated numbers; 2239: 9 lines of 9
digits), and judges each run like Baekjoon:
  AC   accepted (2580: any valid completion; 2239: the smallest one)
  WA   wrong answer          PE   right digits, wrong layout
  TLE  over --time-limit (wall clock; the whole process group is killed)
  RE   non-zero exit status or a signal
  OLE  more than 1 MiB on stdout

The inputs are legal tests (they pass `sudoku-lab validate`): generated from
--seed (printed, so a run can be repeated) or read from --inputs (where the
puzzles that are not legal tests are skipped with a warning). Each
failure is saved at once under --save DIR, in a folder such as
2580-seed7-test3-WA/ with input.txt, output.txt, expected.txt, stderr.txt
and verdict.txt. Then the first failure of each verdict is shrunk: its
blanks are filled from its smallest solution while the program still fails
the same way (for at most a minute), and the result is saved in the
folder's shrunk/ and printed.

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
        &format!("a run failed ({failed})"),
        "bad usage, no legal test in --inputs, or sh could not run",
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
    /// Time limit per run in milliseconds, wall clock [default: Baekjoon's,
    /// 1000 for 2580 and 2000 for 2239].
    #[arg(long, short = 't', value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
    time_limit: Option<u64>,
    /// Runs at the same time [default: the number of cores].
    #[arg(long, short = 'j', value_name = "J", value_parser = clap::value_parser!(u64).range(1..))]
    jobs: Option<u64>,
    /// Read the inputs from FILE (any format `solve` reads) instead of
    /// generating them; puzzles that are not legal tests are skipped.
    #[arg(long, value_name = "FILE")]
    inputs: Option<PathBuf>,
    /// Which inputs to generate.
    #[arg(long, short = 'k', value_enum, default_value_t = Kind::Boj, conflicts_with = "inputs")]
    kind: Kind,
    /// Where failing inputs, outputs and expected answers are saved.
    #[arg(long, value_name = "DIR", default_value = "stress-failures")]
    save: PathBuf,
    /// Run every input instead of stopping at the first failure.
    #[arg(long)]
    keep_going: bool,
}

/// Runs the session, saves and shrinks failures, prints the summary.
pub fn run(args: StressArgs) -> Result<Code, Error> {
    let session = session(&args);
    let inputs = match &args.inputs {
        Some(file) => Inputs::from_file(args.problem, file, args.count)?,
        None => Inputs::generated(args.problem, args.kind, args.seed, args.count)?,
    };
    let (total, source, prefix) = (inputs.total, inputs.source.clone(), inputs.prefix.clone());
    let summary = run_session(&session, inputs, &args.save)?;
    shrink_first_of_each_verdict(&session, &summary, &args.save, &prefix)?;
    let outcome = match summary.failures.first() {
        None => "all AC".to_string(),
        Some(first) => format!("failed (first: test {}, {})", first.index + 1, first.verdict),
    };
    let jobs = session.jobs;
    let mut out = String::from("\n");
    out.push_str(&table(&["verdict", "tests", "first", "slowest"], rows(&summary.tally)));
    out.push_str(&format!(
        "{} of {total} tests run ({source}, problem {}, time limit {} ms, {jobs} job{}): {outcome}\n",
        summary.tally.total(),
        session.problem,
        session.program.time_limit.as_millis(),
        if jobs == 1 { "" } else { "s" },
    ));
    write_stdout(out.as_bytes())?;
    // A failure is never FAIL (an illegal input is the runner's fault and
    // judged WA), so this is exit 1.
    Ok(summary
        .failures
        .first()
        .map_or(Code::Success, |f| Code::of_verdict(f.verdict)))
}

/// Shrinks the first failure of each verdict and prints the result; it is
/// saved in the failure's folder under `save`, in `shrunk/`.
fn shrink_first_of_each_verdict(session: &Session, summary: &Summary, save: &Path, prefix: &str) -> Result<(), Error> {
    let mut shrunk_verdicts = Vec::new();
    for failure in &summary.failures {
        if shrunk_verdicts.contains(&failure.verdict) {
            continue;
        }
        shrunk_verdicts.push(failure.verdict);
        let dir = save.join(format!("{prefix}-test{}-{}", failure.index + 1, failure.verdict));
        shrink::shrink_and_print(session.problem, &session.program, failure, &dir)?;
    }
    Ok(())
}

/// The session the arguments ask for.
fn session(args: &StressArgs) -> Session {
    let mut program = Program::new(args.cmd.clone(), args.problem);
    if let Some(ms) = args.time_limit {
        program.time_limit = Duration::from_millis(ms);
    }
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |j| j as usize,
    );
    Session {
        problem: args.problem,
        program,
        jobs,
        keep_going: args.keep_going,
    }
}

/// Runs the session with a progress bar; each failure is saved under
/// `save` and announced as it happens.
fn run_session(session: &Session, inputs: Inputs, save: &Path) -> Result<Summary, Error> {
    let bar = ProgressBar::new(inputs.total as u64).with_style(
        ProgressStyle::with_template("stress {bar:30} {pos}/{len} {msg}, {elapsed}").expect("a valid template"),
    );
    let counts = Mutex::new([0usize; 6]);
    let save_error = Mutex::new(None);
    let prefix = &inputs.prefix;
    let on_trial = |index: usize, trial: &Trial| {
        if trial.verdict != Verdict::Ac {
            let name = format!("{prefix}-test{}-{}", index + 1, trial.verdict);
            let saved = save::save(save, &name, session.problem, &session.program, trial);
            bar.suspend(|| match &saved {
                // A closed stdout is not an error here; the summary's
                // write reports it.
                Ok(at) => {
                    let _ = writeln!(
                        io::stdout().lock(),
                        "test {}: {}: {}\n  saved in {}/",
                        index + 1,
                        trial.verdict,
                        trial.reason,
                        at.display()
                    );
                }
                Err(e) => {
                    save_error.lock().unwrap().get_or_insert(format!(
                        "cannot save test {} in {}: {e}",
                        index + 1,
                        save.join(&name).display()
                    ));
                }
            });
        }
        let mut c = counts.lock().unwrap();
        c[session::verdict_index(trial.verdict)] += 1;
        bar.set_message(tally_message(&c));
        bar.inc(1);
    };
    let result = session.run(inputs.puzzles, &on_trial);
    bar.finish_and_clear();
    let summary = result.map_err(|e| Error::BadInput(e.to_string()))?;
    match save_error.into_inner().unwrap() {
        Some(message) => Err(Error::BadInput(message)),
        None => Ok(summary),
    }
}

/// The summary table: one row per verdict of [`Verdict::RUN`].
fn rows(t: &Tally) -> Vec<Vec<String>> {
    Verdict::RUN
        .iter()
        .enumerate()
        .map(|(i, v)| {
            vec![
                v.name().to_string(),
                t.counts[i].to_string(),
                t.first[i].map_or("-".into(), |f| (f + 1).to_string()),
                if t.counts[i] == 0 {
                    "-".into()
                } else {
                    human(t.slowest[i])
                },
            ]
        })
        .collect()
}

/// `AC 12  WA 1`: the verdicts seen so far.
fn tally_message(counts: &[usize; 6]) -> String {
    Verdict::RUN
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(v, n)| format!("{v} {n}"))
        .collect::<Vec<_>>()
        .join("  ")
}
