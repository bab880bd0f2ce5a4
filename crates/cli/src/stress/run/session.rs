//! A session: the program on many inputs, on several threads, each run
//! seen as it ends, and the [`Summary`] of all of them: counts per verdict
//! ([`Tally`]) and every [`Failure`].
//!
//! Timing stays honest: runs hold a shared gate while they run, and a TLE
//! is confirmed ([`confirm`]) holding it alone, so its re-runs start only
//! when every other run has ended and no other starts before they are
//! done.
//!
//! Without [`Session::keep_going`], the first failure stops the session
//! at once: no new run starts, the runs in flight are killed
//! ([`Program::run_until`]) and neither counted nor confirmed (a TLE
//! waiting for its re-runs is dropped too).
//!
//! Each job is a thread made with [`thread::Builder`]: when fewer can be
//! made than asked for, the session runs with those it has
//! ([`Summary::jobs`]); when none can, it is an error ([`Error::Thread`]).

use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, RwLock};
use std::thread;
use std::time::Duration;

use sudoku_lab::Problem;
use sudoku_lab::generate;
use sudoku_lab::grid::Grid;
use sudoku_lab::judge::Verdict;

use crate::stress::judge::Confirmation;
use crate::stress::judge::Trial;
use crate::stress::run::Program;
use crate::stress::run::confirm::confirm;

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
    /// Run every input; otherwise the session stops at the first failure
    /// (the runs in flight are killed, not counted).
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
    pub reason: crate::stress::judge::Reason,
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
    /// Its peak resident memory, in bytes ([`crate::stress::run::memory`]).
    pub peak_memory: u64,
    /// Problem 12095's `cnt` for its input ([`crate::stress::generate::cnt`]).
    pub cnt: u64,
}

/// Counts per verdict.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Runs per verdict, indexed like [`Verdict::RUN`].
    pub counts: [usize; VERDICTS],
    /// The slowest run per verdict, by CPU time.
    pub slowest: [Option<Slowest>; VERDICTS],
    /// The 0-based index of the first input per verdict.
    pub first: [Option<usize>; VERDICTS],
    /// The run with the largest peak memory per verdict.
    pub largest: [Option<Largest>; VERDICTS],
    /// Every AC run's 12095 `cnt` and CPU time, in the order they ended:
    /// what [`crate::stress::report::growth`] fits.
    pub ac_times: Vec<(u64, Duration)>,
}

/// How many verdicts a run can get ([`Verdict::RUN`]'s length).
pub const VERDICTS: usize = Verdict::RUN.len();

/// The run of a verdict with the largest peak memory.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Largest {
    /// 0-based index of the input.
    pub index: usize,
    /// Its peak resident memory, in bytes ([`crate::stress::run::memory`]).
    pub peak_memory: u64,
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

    /// The run with `verdict` with the largest peak memory.
    pub fn largest(&self, verdict: Verdict) -> Option<Largest> {
        self.largest[verdict_index(verdict)]
    }

    fn add(&mut self, index: usize, trial: &Trial, cnt: u64) {
        let i = verdict_index(trial.verdict);
        self.counts[i] += 1;
        let run = Slowest {
            index,
            cpu: trial.execution.cpu,
            wall: trial.execution.elapsed,
            peak_memory: trial.execution.peak_memory,
            cnt,
        };
        if trial.verdict == Verdict::Ac {
            self.ac_times.push((cnt, trial.execution.cpu));
        }
        if self.slowest[i].is_none_or(|s| run.cpu > s.cpu) {
            self.slowest[i] = Some(run);
        }
        let big = Largest {
            index,
            peak_memory: trial.execution.peak_memory,
        };
        if self.largest[i].is_none_or(|l| big.peak_memory > l.peak_memory) {
            self.largest[i] = Some(big);
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
    /// The jobs that ran (fewer than [`Session::jobs`] when no more
    /// threads could be made).
    pub jobs: usize,
    /// Why there were fewer jobs than asked for, when there were.
    pub fewer_jobs: Option<String>,
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
    /// Not one job's thread could be made.
    #[error("cannot start a job: {0} (too many threads or processes on this machine?)")]
    Thread(io::Error),
    /// A limit outside stress refused a run's fork or thread
    /// ([`crate::stress::judge::outer_limit`]): the message.
    #[error("{0}")]
    OuterLimit(String),
}

impl Session {
    /// Runs the program on every input with [`Session::jobs`] threads, in
    /// index order of dispatch; `on_trial(index, trial)` sees each run as
    /// it ends (from a worker thread), so it can save a failure before
    /// anything else happens. Each input comes with its 12095 `cnt` when
    /// it is known already (the generator's: [`sudoku_lab::stress::inputs_counted`]),
    /// else it is worked out here ([`crate::stress::generate::cnt`]).
    ///
    /// # Errors
    /// The first generator or spawn error; no new run starts after it.
    pub fn run<I>(&self, inputs: I, on_trial: &(dyn Fn(usize, &Trial) + Sync)) -> Result<Summary, Error>
    where
        I: Iterator<Item = Result<(Grid, Option<u64>), generate::Error>> + Send,
    {
        let gate = RwLock::new(());
        let cancel = AtomicBool::new(false);
        let shared = Mutex::new(Shared {
            inputs: inputs.enumerate(),
            returned: Vec::new(),
            active: 0,
            retired: None,
            ended: false,
            error: None,
            summary: Summary::default(),
        });
        let wanted = self.jobs.max(1);
        let (jobs, refused) = thread::scope(|s| {
            let mut refused = None;
            let mut jobs = 0;
            for n in 0..wanted {
                let (shared, gate, cancel) = (&shared, &gate, &cancel);
                shared.lock().unwrap_or_else(|e| e.into_inner()).active += 1;
                let job = thread::Builder::new()
                    .name(format!("stress-job-{n}"))
                    .spawn_scoped(s, move || self.work(shared, gate, cancel, on_trial));
                match job {
                    Ok(_) => jobs += 1,
                    Err(e) => {
                        shared.lock().unwrap_or_else(|e| e.into_inner()).active -= 1;
                        refused = Some(e);
                        break;
                    }
                }
            }
            (jobs, refused)
        });
        let mut shared = shared.into_inner().unwrap_or_else(|e| e.into_inner());
        if jobs == 0 {
            return Err(Error::Thread(refused.expect("no job started: refused")));
        }
        if let Some(e) = shared.error {
            return Err(e);
        }
        shared.summary.jobs = jobs;
        shared.summary.fewer_jobs = refused
            .map(|e| format!("{jobs} of {wanted} jobs: cannot make more threads: {e}"))
            .or(shared.retired.take());
        shared.summary.failures.sort_by_key(|f| f.index);
        shared.summary.tle_under_load.sort_unstable();
        Ok(shared.summary)
    }

    /// One worker: takes the next input, runs it (holding `gate` shared,
    /// a TLE's re-runs holding it alone), records the trial, until the
    /// inputs end or the session stops.
    fn work<I>(
        &self,
        shared: &Mutex<Shared<I>>,
        gate: &RwLock<()>,
        cancel: &AtomicBool,
        on_trial: &(dyn Fn(usize, &Trial) + Sync),
    ) where
        I: Iterator<Item = Result<(Grid, Option<u64>), generate::Error>>,
    {
        let lock = || shared.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            // Not in a `while let`: the guard would be held through the body.
            // A job that ends says so under the same lock, so a job that
            // retires never gives an input back to a job already gone.
            let next = {
                let mut g = lock();
                let next = g.next_input();
                g.active -= usize::from(next.is_none());
                next
            };
            let Some((index, (puzzle, known))) = next else { return };
            let first = {
                let _shared = gate.read().unwrap_or_else(|e| e.into_inner());
                self.program.trial_until(self.problem, &puzzle, cancel)
            };
            let trial = first.and_then(|t| match t.verdict {
                _ if t.execution.cancelled() => Ok(None),
                Verdict::Tle => {
                    let _alone = gate.write().unwrap_or_else(|e| e.into_inner());
                    if cancel.load(Ordering::SeqCst) {
                        Ok(None) // the session stopped while it waited
                    } else {
                        let crowded = self.jobs > 1;
                        confirm(&self.program, self.problem, t).map(|mut t| {
                            if let Some(c) = &mut t.confirmation {
                                c.crowded = crowded;
                            }
                            Some(t)
                        })
                    }
                }
                _ => Ok(Some(t)),
            });
            let trial = match trial {
                Ok(Some(t)) => t,
                Ok(None) => return lock().active -= 1,
                Err(e) => {
                    let mut g = lock();
                    g.active -= 1;
                    // No process could be made (EAGAIN) while other jobs
                    // run: this job retires and gives its input back.
                    if e.kind() == std::io::ErrorKind::WouldBlock && g.active > 0 {
                        g.returned.push((index, (puzzle, known)));
                        let note = format!("fewer jobs: cannot make more processes: {e}");
                        g.retired.get_or_insert(note);
                        return;
                    }
                    cancel.store(true, Ordering::SeqCst);
                    return g.fail(e.into());
                }
            };
            if let Some(message) = crate::stress::judge::outer_limit(Some(index + 1), &trial, self.jobs) {
                // The machine's limit, not the program's: nothing is
                // judged, saved or shrunk.
                cancel.store(true, Ordering::SeqCst);
                let mut g = lock();
                g.active -= 1;
                return g.fail(Error::OuterLimit(message));
            }
            {
                // A run that ended as the session stopped is not counted;
                // a failure stops the others before it is saved.
                let mut g = lock();
                if g.ended && !self.keep_going {
                    return g.active -= 1;
                }
                if trial.verdict != Verdict::Ac && !self.keep_going {
                    g.ended = true;
                    cancel.store(true, Ordering::SeqCst);
                }
            }
            on_trial(index, &trial);
            // Outside the lock: a near-cap input not in the pool costs 0.1 s.
            let cnt = known.unwrap_or_else(|| crate::stress::generate::cnt(&puzzle));
            let mut g = lock();
            g.summary.tally.add(index, &trial, cnt);
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
            }
        }
    }
}

/// What the workers of a session share, behind a lock.
struct Shared<I> {
    inputs: std::iter::Enumerate<I>,
    /// Inputs given back by a job that retired before running them.
    returned: Vec<(usize, (Grid, Option<u64>))>,
    /// Jobs still working.
    active: usize,
    /// Why a job retired early (no process could be made), when one did.
    retired: Option<String>,
    /// No input is given out any more: a generator error, or (without
    /// `--keep-going`) the first failure.
    ended: bool,
    error: Option<Error>,
    summary: Summary,
}

impl<I: Iterator<Item = Result<(Grid, Option<u64>), generate::Error>>> Shared<I> {
    /// The next input and its index (with its `cnt` when known), or `None`
    /// when the session stops (at the end of the inputs, or at a generator
    /// error).
    fn next_input(&mut self) -> Option<(usize, (Grid, Option<u64>))> {
        if self.ended {
            return None;
        }
        if let Some(returned) = self.returned.pop() {
            return Some(returned);
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
        self.ended = true;
        self.error.get_or_insert(e);
    }
}
