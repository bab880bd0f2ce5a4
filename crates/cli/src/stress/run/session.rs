//! The executor of a session: the library's [`Stress`] says which test
//! runs next, which runs count, when to stop and what to confirm; this
//! module runs the program on several threads, each run seen as it ends,
//! and keeps what it measured ([`Record`]: times per verdict in a
//! [`Tally`], and what was seen of each failure, [`FailureSeen`]).
//!
//! Timing stays honest: runs hold a shared gate while they run, and a TLE
//! is confirmed ([`confirm`]) holding it alone, so its re-runs start only
//! when every other run has ended and no other starts before they are
//! done.
//!
//! Without [`Executor::keep_going`], the first failure stops the session
//! at once (the library's [`Reported::Counted`]): no new run starts, the
//! runs in flight are killed
//! ([`Program::run_until`]) and neither counted nor confirmed (a TLE
//! waiting for its re-runs is dropped too).
//!
//! Each job is a thread made with [`thread::Builder`]: when fewer can be
//! made than asked for, the session runs with those it has
//! ([`Record::jobs`]); when none can, it is an error ([`Error::Thread`]).

use std::collections::BTreeMap;
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, RwLock};
use std::thread;
use std::time::Duration;

use sudoku_lab::Problem;
use sudoku_lab::generate;
use sudoku_lab::judge::Verdict;
use sudoku_lab::stress::{CountedTests, Reported, Stress, Summary, Test};

use crate::stress::run::judge::{Reruns, Trial};
use crate::stress::run::{Program, confirm};

/// The position of a run's verdict in [`Verdict::RUN`] (the summary
/// table's order).
pub(crate) fn verdict_index(verdict: Verdict) -> usize {
    Verdict::RUN
        .iter()
        .position(|&v| v == verdict)
        .expect("a run's verdict")
}

/// The executor of a session: how its runs are made (which runs, and what
/// they mean, is the library's [`Stress`]).
#[derive(Clone, Debug)]
pub(crate) struct Executor {
    /// The problem whose format and judge apply.
    pub(crate) problem: Problem,
    /// The program under test.
    pub(crate) program: Program,
    /// Runs at the same time (at least 1).
    pub(crate) jobs: usize,
    /// Run every input; otherwise the session stops at the first failure
    /// (the runs in flight are killed, not counted).
    pub(crate) keep_going: bool,
}

/// What the executor saw of a failing run besides the library's
/// [`Failure`](sudoku_lab::stress::Failure): why, in full, and its re-runs' times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FailureSeen {
    /// Why.
    pub(crate) reason: crate::stress::run::judge::RunReason,
    /// For a TLE: its re-runs alone.
    pub(crate) reruns: Option<Reruns>,
}

/// The slowest run of a verdict.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct SlowestRun {
    /// 0-based index of the input.
    pub(crate) index: usize,
    /// Its CPU time.
    pub(crate) cpu: Duration,
    /// Its wall-clock time.
    pub(crate) wall: Duration,
    /// Its peak resident memory, in bytes ([`crate::stress::run::memory`]).
    pub(crate) peak_memory: u64,
    /// Problem 12095's `cnt` for its input ([`crate::stress::generate::cnt`]).
    pub(crate) cnt: u64,
}

/// Counts per verdict.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Runs per verdict, indexed like [`Verdict::RUN`].
    pub(crate) counts: [usize; VERDICTS],
    /// The slowest run per verdict, by CPU time.
    pub(crate) slowest: [Option<SlowestRun>; VERDICTS],
    /// The 0-based index of the first input per verdict.
    pub(crate) first: [Option<usize>; VERDICTS],
    /// The run with the largest peak memory per verdict.
    pub(crate) largest: [Option<Largest>; VERDICTS],
    /// Every AC run's 12095 `cnt` and CPU time, in the order they ended:
    /// what [`sudoku_lab::stress::timing::growth`] fits.
    pub(crate) ac_times: Vec<(u64, Duration)>,
}

/// How many verdicts a run can get ([`Verdict::RUN`]'s length).
pub(crate) const VERDICTS: usize = Verdict::RUN.len();

/// The run of a verdict with the largest peak memory.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Largest {
    /// 0-based index of the input.
    pub(crate) index: usize,
    /// Its peak resident memory, in bytes ([`crate::stress::run::memory`]).
    pub(crate) peak_memory: u64,
}

impl Tally {
    /// All runs.
    pub(crate) fn total(&self) -> usize {
        self.counts.iter().sum()
    }

    /// The slowest run with `verdict`.
    pub(crate) fn slowest(&self, verdict: Verdict) -> Option<SlowestRun> {
        self.slowest[verdict_index(verdict)]
    }

    /// The run with `verdict` with the largest peak memory.
    pub(crate) fn largest(&self, verdict: Verdict) -> Option<Largest> {
        self.largest[verdict_index(verdict)]
    }

    fn add(&mut self, index: usize, trial: &Trial, cnt: u64) {
        let i = verdict_index(trial.verdict);
        self.counts[i] += 1;
        let run = SlowestRun {
            index,
            cpu: trial.execution.cpu,
            wall: trial.execution.wall,
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

/// What [`Executor::run`] found: the library's [`Summary`] of the tests
/// (the policy's facts) and what the executor measured.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Record {
    /// The session's facts: counts, every failure in test order, the
    /// runs that were TLE only under load.
    pub(crate) summary: Summary,
    /// Counts and times per verdict.
    pub(crate) tally: Tally,
    /// What was seen of each failing run, by test index.
    pub(crate) seen: BTreeMap<usize, FailureSeen>,
    /// The jobs that ran (fewer than [`Executor::jobs`] when no more
    /// threads could be made).
    pub(crate) jobs: usize,
    /// Why there were fewer jobs than asked for, when there were.
    pub(crate) fewer_jobs: Option<String>,
}

/// Why a session stopped early.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
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
    /// ([`crate::stress::run::judge::outer_limit`]): the message.
    #[error("{0}")]
    OuterLimit(String),
}

impl Executor {
    /// Runs the tests of `inputs` with [`Executor::jobs`] threads, as the
    /// library's session hands them out ([`Stress::next_test`]); a TLE it
    /// asks to confirm is re-run holding the gate alone
    /// ([`confirm::rerun`]). `on_trial(index, trial)` sees each counted
    /// run as it ends (from a worker thread), so it can save a failure
    /// before anything else happens. Each input comes with its 12095 `cnt`
    /// when it is known already (the generator's:
    /// [`sudoku_lab::stress::inputs_counted`]), else it is worked out here
    /// ([`crate::stress::generate::cnt`]). Returns the session, whose
    /// shrinks are still to run, and the [`Record`] of the tests.
    ///
    /// # Errors
    /// The first generator or spawn error; no new run starts after it.
    pub(crate) fn run(
        &self,
        inputs: CountedTests,
        on_trial: &(dyn Fn(usize, &Trial) + Sync),
    ) -> Result<(Stress, Record), Error> {
        let gate = RwLock::new(());
        let cancel = AtomicBool::new(false);
        let shared = Mutex::new(Shared {
            stress: Stress::counted(self.problem, inputs, self.keep_going).confirming(),
            active: 0,
            retired: None,
            error: None,
            record: Record::default(),
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
        if let Some(e) = shared.stress.take_error() {
            return Err(e.into());
        }
        let mut record = shared.record;
        record.summary = shared.stress.summary().clone();
        record.jobs = jobs;
        record.fewer_jobs = refused
            .map(|e| format!("{jobs} of {wanted} jobs: cannot make more threads: {e}"))
            .or(shared.retired.take());
        Ok((shared.stress, record))
    }

    /// One worker: takes the next test the session hands out, runs it
    /// (holding `gate` shared, a TLE's re-runs holding it alone), reports
    /// it and records the trial, until the session hands out no more.
    fn work(
        &self,
        shared: &Mutex<Shared>,
        gate: &RwLock<()>,
        cancel: &AtomicBool,
        on_trial: &(dyn Fn(usize, &Trial) + Sync),
    ) {
        let lock = || shared.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            // Not in a `while let`: the guard would be held through the body.
            // A job that ends says so under the same lock, so a job that
            // retires never gives a test back to a job already gone.
            let next = {
                let mut g = lock();
                let next = g.stress.next_test();
                g.active -= usize::from(next.is_none());
                next
            };
            let Some(test) = next else { return };
            let Some((trial, reported)) = self.run_one(&test, shared, gate, cancel) else {
                return;
            };
            if let Some(message) = crate::stress::run::judge::outer_limit(Some(test.index + 1), &trial, self.jobs) {
                // The machine's limit, not the program's: nothing is
                // judged, saved or shrunk.
                cancel.store(true, Ordering::SeqCst);
                let mut g = lock();
                g.active -= 1;
                return g.fail(Error::OuterLimit(message));
            }
            match reported {
                // A run that ended as the session stopped is not counted.
                Reported::Counted { stops } => {
                    if stops {
                        // A failure stops the others before it is saved.
                        cancel.store(true, Ordering::SeqCst);
                    }
                }
                _ => return lock().active -= 1,
            }
            on_trial(test.index, &trial);
            // Outside the lock: a near-cap input not in the pool costs 0.1 s.
            let cnt = test.cnt.unwrap_or_else(|| crate::stress::generate::cnt(&test.puzzle));
            let mut g = lock();
            g.record.tally.add(test.index, &trial, cnt);
            if trial.verdict != Verdict::Ac {
                let seen = FailureSeen {
                    reason: trial.reason,
                    reruns: trial.confirmation,
                };
                g.record.seen.insert(test.index, seen);
            }
        }
    }

    /// Runs `test` and reports it to the session, its re-runs alone when
    /// the session asks to confirm it: the trial and what the session made
    /// of it, or `None` when this job ends (the session stopped, or no
    /// process could be made).
    fn run_one(
        &self,
        test: &Test,
        shared: &Mutex<Shared>,
        gate: &RwLock<()>,
        cancel: &AtomicBool,
    ) -> Option<(Trial, Reported)> {
        let lock = || shared.lock().unwrap_or_else(|e| e.into_inner());
        let first = {
            let _shared = gate.read().unwrap_or_else(|e| e.into_inner());
            self.program.trial_until(self.problem, &test.puzzle, cancel)
        };
        let trial = match first {
            Ok(t) if t.execution.stop == Some(sudoku_lab_runner::Stop::Cancelled) => return lock().stop(test.index),
            Ok(t) => t,
            Err(e) => return lock().spawn_failed(*test, e, cancel),
        };
        let reported = lock().stress.report_test(test.index, trial.verdict);
        if reported != Reported::Confirm {
            return Some((trial, reported));
        }
        let _alone = gate.write().unwrap_or_else(|e| e.into_inner());
        if cancel.load(Ordering::SeqCst) {
            return lock().stop(test.index); // the session stopped while it waited
        }
        match confirm::rerun(&self.program, self.problem, trial, self.jobs > 1) {
            Ok(t) => {
                let confirmation = t.confirmation.as_ref().expect("re-run").confirmation.clone();
                let reported = lock().stress.confirm_test(test.index, confirmation);
                Some((t, reported))
            }
            Err(e) => lock().spawn_failed(*test, e, cancel),
        }
    }
}

/// What the workers of a session share, behind a lock.
struct Shared {
    /// The library's session: the one policy.
    stress: Stress,
    /// Jobs still working.
    active: usize,
    /// Why a job retired early (no process could be made), when one did.
    retired: Option<String>,
    error: Option<Error>,
    record: Record,
}

impl Shared {
    /// Test `index` was stopped as the session stopped: not counted, and
    /// this job ends.
    fn stop<T>(&mut self, index: usize) -> Option<T> {
        self.stress.abandon(index);
        self.active -= 1;
        None
    }

    /// `test` could not be run: no process could be made (EAGAIN) while
    /// other jobs run, so this job retires and gives it back; or the
    /// session stops with the error.
    fn spawn_failed<T>(&mut self, test: Test, e: io::Error, cancel: &AtomicBool) -> Option<T> {
        self.active -= 1;
        if e.kind() == io::ErrorKind::WouldBlock && self.active > 0 {
            self.stress.give_back(test);
            let note = format!("fewer jobs: cannot make more processes: {e}");
            self.retired.get_or_insert(note);
            return None;
        }
        cancel.store(true, Ordering::SeqCst);
        self.stress.abandon(test.index);
        self.fail(e.into());
        None
    }

    /// Stops the session with its first error (the job ends).
    fn fail(&mut self, e: Error) {
        self.stress.end();
        self.error.get_or_insert(e);
    }
}
