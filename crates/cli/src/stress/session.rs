//! A session: the program on many inputs, on several threads, each run
//! seen as it ends, and the [`Summary`] of all of them: counts per verdict
//! ([`Tally`]) and every [`Failure`].
//!
//! Timing stays honest: runs hold a shared gate while they run, and a TLE
//! is confirmed ([`confirm`]) holding it alone, so its re-runs start only
//! when every other run has ended and no other starts before they are
//! done.

use std::io;
use std::sync::{Mutex, RwLock};
use std::thread;
use std::time::Duration;

use sudoku_lab::Problem;
use sudoku_lab::generate;
use sudoku_lab::grid::Grid;
use sudoku_lab::judge::Verdict;

use super::confirm::{Confirmation, confirm};
use super::spawn::Program;
use super::trial::Trial;

/// The position of a run's verdict in [`Verdict::RUN`] (the summary
/// table's order).
pub(crate) fn verdict_index(verdict: Verdict) -> usize {
    Verdict::RUN
        .iter()
        .position(|&v| v == verdict)
        .expect("a run's verdict")
}

/// How a session runs.
#[derive(Clone, Debug)]
pub struct Session {
    /// The problem whose format and judge apply.
    pub problem: Problem,
    /// The program under test.
    pub program: Program,
    /// Runs at the same time (at least 1).
    pub jobs: usize,
    /// Run every input; otherwise no new run starts after the first
    /// failure (the runs already started finish).
    pub keep_going: bool,
}

/// A failing run, without its output (the `on_trial` callback of
/// [`Session::run`] sees the whole [`Trial`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// 0-based index of the input.
    pub index: usize,
    /// The input.
    pub puzzle: Grid,
    /// Not [`Verdict::Ac`].
    pub verdict: Verdict,
    /// Why.
    pub reason: String,
    /// For a TLE: its re-runs alone.
    pub confirmation: Option<Confirmation>,
}

/// The slowest run of a verdict.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Slowest {
    /// 0-based index of the input.
    pub index: usize,
    /// Its CPU time.
    pub cpu: Duration,
    /// Its wall-clock time.
    pub wall: Duration,
}

/// Counts per verdict.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Runs per verdict, indexed like [`Verdict::RUN`].
    pub counts: [usize; 6],
    /// The slowest run per verdict, by CPU time.
    pub slowest: [Option<Slowest>; 6],
    /// The 0-based index of the first input per verdict.
    pub first: [Option<usize>; 6],
}

impl Tally {
    /// Runs with `verdict`.
    pub fn count(&self, verdict: Verdict) -> usize {
        self.counts[verdict_index(verdict)]
    }

    /// All runs.
    pub fn total(&self) -> usize {
        self.counts.iter().sum()
    }

    /// True when every run was AC.
    pub fn all_accepted(&self) -> bool {
        self.total() == self.count(Verdict::Ac)
    }

    /// The slowest run with `verdict`.
    pub fn slowest(&self, verdict: Verdict) -> Option<Slowest> {
        self.slowest[verdict_index(verdict)]
    }

    fn add(&mut self, index: usize, trial: &Trial) {
        let i = verdict_index(trial.verdict);
        self.counts[i] += 1;
        let run = Slowest {
            index,
            cpu: trial.execution.cpu,
            wall: trial.execution.elapsed,
        };
        if self.slowest[i].is_none_or(|s| run.cpu > s.cpu) {
            self.slowest[i] = Some(run);
        }
        self.first[i] = Some(self.first[i].map_or(index, |f| f.min(index)));
    }
}

/// What [`Session::run`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Counts per verdict.
    pub tally: Tally,
    /// Every failing run, by index.
    pub failures: Vec<Failure>,
    /// The runs that were TLE while other jobs ran but never when re-run
    /// alone (counted by their verdict alone), by index.
    pub tle_under_load: Vec<usize>,
}

/// Why a session stopped early.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The generator gave up.
    #[error(transparent)]
    Generate(#[from] generate::Error),
    /// `sh` could not be started.
    #[error("cannot run sh: {0}")]
    Spawn(#[from] io::Error),
}

impl Session {
    /// Runs the program on every input with [`Session::jobs`] threads, in
    /// index order of dispatch; `on_trial(index, trial)` sees each run as
    /// it ends (from a worker thread), so it can save a failure before
    /// anything else happens.
    ///
    /// # Errors
    /// The first generator or spawn error; no new run starts after it.
    pub fn run<I>(&self, inputs: I, on_trial: &(dyn Fn(usize, &Trial) + Sync)) -> Result<Summary, Error>
    where
        I: Iterator<Item = Result<Grid, generate::Error>> + Send,
    {
        let gate = RwLock::new(());
        let shared = Mutex::new(Shared {
            inputs: inputs.enumerate(),
            stop: false,
            error: None,
            summary: Summary::default(),
        });
        thread::scope(|s| {
            for _ in 0..self.jobs.max(1) {
                s.spawn(|| self.work(&shared, &gate, on_trial));
            }
        });
        let mut shared = shared.into_inner().expect("no worker panicked");
        if let Some(e) = shared.error {
            return Err(e);
        }
        shared.summary.failures.sort_by_key(|f| f.index);
        shared.summary.tle_under_load.sort_unstable();
        Ok(shared.summary)
    }

    /// One worker: takes the next input, runs it (holding `gate` shared,
    /// a TLE's re-runs holding it alone), records the trial, until the
    /// inputs end or the session stops.
    fn work<I>(&self, shared: &Mutex<Shared<I>>, gate: &RwLock<()>, on_trial: &(dyn Fn(usize, &Trial) + Sync))
    where
        I: Iterator<Item = Result<Grid, generate::Error>>,
    {
        let lock = || shared.lock().expect("no worker panics holding the lock");
        loop {
            // Not in a `while let`: the guard would be held through the body.
            let next = lock().next_input();
            let Some((index, puzzle)) = next else { return };
            let first = {
                let _shared = gate.read().unwrap_or_else(|e| e.into_inner());
                self.program.trial(self.problem, &puzzle)
            };
            let trial = first.and_then(|t| match t.verdict {
                Verdict::Tle => {
                    let _alone = gate.write().unwrap_or_else(|e| e.into_inner());
                    confirm(&self.program, self.problem, t)
                }
                _ => Ok(t),
            });
            let trial = match trial {
                Ok(t) => t,
                Err(e) => return lock().fail(e.into()),
            };
            on_trial(index, &trial);
            let mut g = lock();
            g.summary.tally.add(index, &trial);
            if trial.verdict != Verdict::Tle && trial.confirmation.is_some() {
                g.summary.tle_under_load.push(index);
            }
            if trial.verdict != Verdict::Ac {
                g.summary.failures.push(Failure {
                    index,
                    puzzle,
                    verdict: trial.verdict,
                    reason: trial.reason,
                    confirmation: trial.confirmation,
                });
                g.stop |= !self.keep_going;
            }
        }
    }
}

/// What the workers of a session share, behind a lock.
struct Shared<I> {
    inputs: std::iter::Enumerate<I>,
    stop: bool,
    error: Option<Error>,
    summary: Summary,
}

impl<I: Iterator<Item = Result<Grid, generate::Error>>> Shared<I> {
    /// The next input and its index, or `None` when the session stops (at
    /// the end of the inputs, or at a generator error).
    fn next_input(&mut self) -> Option<(usize, Grid)> {
        if self.stop {
            return None;
        }
        match self.inputs.next()? {
            (i, Ok(p)) => Some((i, p)),
            (_, Err(e)) => {
                self.fail(e.into());
                None
            }
        }
    }

    /// Stops the session with its first error.
    fn fail(&mut self, e: Error) {
        self.stop = true;
        self.error.get_or_insert(e);
    }
}
