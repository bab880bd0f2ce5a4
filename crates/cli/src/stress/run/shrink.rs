//! The shrinks of a session, run one candidate at a time as the library's
//! session asks ([`Stress::step`]: which failures, which candidates, what
//! a candidate's verdict means, a TLE confirmed by its re-runs alone).
//! This module only runs the candidates, keeps the run of the smallest
//! failing input, and keeps the shrink's time bound
//! ([`sudoku_lab::stress::timing::SHRINK_TIME`]), as the library has no
//! clock.

use std::io;
use std::time::{Duration, Instant};

use sudoku_lab::Problem;
use sudoku_lab::grid::Grid;
use sudoku_lab::stress::{Failure, Next, NotShrunk, Reported, Shrunk, Stress};

use crate::stress::run::judge::Trial;
use crate::stress::run::{Program, confirm};

/// How the first failure of a verdict came out of the shrinks
/// ([`shrink_all`]).
#[derive(Debug)]
pub enum ShrinkEnd {
    /// Kept as it failed, for the library's reason.
    Kept(Failure, NotShrunk),
    /// Shrunk: the library's facts, and the run of the smallest failing
    /// input found (`None` when no blank could be filled).
    Shrunk(Shrunk, Option<Box<Trial>>),
    /// `sh` could not be started for one of its runs.
    Failed(Failure, io::Error),
}

impl ShrinkEnd {
    /// The failure it is about.
    pub(crate) fn failure(&self) -> &Failure {
        match self {
            ShrinkEnd::Kept(f, _) | ShrinkEnd::Failed(f, _) => f,
            ShrinkEnd::Shrunk(s, _) => &s.failure,
        }
    }
}

/// Runs every shrink `stress` asks for with `program`, starting no new
/// run of a shrink after `bound`; `on_run(failure, runs, current)` before
/// each run (for progress), `on_end` as each first failure of a verdict is
/// done with.
pub fn shrink_all(
    program: &Program,
    problem: Problem,
    stress: &mut Stress,
    bound: Duration,
    on_run: &mut dyn FnMut(&Failure, usize, &Grid),
    on_end: &mut dyn FnMut(ShrinkEnd),
) {
    let mut started: Option<(usize, Instant)> = None;
    let mut last = None;
    let mut failed = None;
    loop {
        match stress.step() {
            Next::Done | Next::Wait | Next::Test { .. } => return,
            Next::Kept { failure, why } => on_end(ShrinkEnd::Kept(failure, why)),
            Next::Shrunk(shrunk) => {
                started = None;
                let trial = last.take();
                on_end(match failed.take() {
                    Some((failure, e)) => ShrinkEnd::Failed(failure, e),
                    None => ShrinkEnd::Shrunk(shrunk, trial),
                });
            }
            Next::Shrink { failure, puzzle } => {
                let start = match started {
                    Some((index, at)) if index == failure.index => at,
                    _ => started.insert((failure.index, Instant::now())).1,
                };
                if start.elapsed() >= bound {
                    stress.stop_shrink();
                    continue;
                }
                if let Some((_, current, runs)) = stress.shrinking() {
                    on_run(&failure, runs, &current);
                }
                match candidate(program, problem, stress, &puzzle) {
                    Ok(Some(trial)) => last = Some(Box::new(trial)),
                    Ok(None) => {}
                    Err(e) => {
                        failed = Some((failure, e));
                        stress.stop_shrink();
                    }
                }
            }
        }
    }
}

/// Runs one candidate and reports it (with its re-runs alone when the
/// session asks): its run when it failed the same way.
///
/// # Errors
/// When `sh` cannot be started.
fn candidate(program: &Program, problem: Problem, stress: &mut Stress, puzzle: &Grid) -> io::Result<Option<Trial>> {
    let trial = program.trial(problem, puzzle)?;
    let (trial, reported) = match stress.report(trial.verdict) {
        Reported::Confirm => {
            let trial = confirm::rerun(program, problem, trial, false)?;
            let confirmation = trial.confirmation.as_ref().expect("re-run").confirmation.clone();
            let reported = stress.confirm(confirmation);
            (trial, reported)
        }
        reported => (trial, reported),
    };
    Ok(matches!(reported, Reported::Candidate { fails: true }).then_some(trial))
}
