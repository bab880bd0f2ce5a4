//! What a [`Stress`](super::Stress) session hands out and gathers: the
//! steps it asks its driver for ([`Next`], [`Test`]), what it made of a
//! verdict ([`Reported`]), a TLE's re-runs alone ([`Confirmation`]), and
//! the facts of its summary ([`Summary`]: every [`Failure`], each
//! [`Shrunk`] or [`NotShrunk`]).

use crate::grid::Grid;
use crate::judge::Verdict;

/// How many times a driver that confirms ([`Stress::confirming`](super::Stress::confirming)(super::Stress::confirming)) runs a
/// TLE again, alone, before it is believed.
pub const RERUNS: usize = 3;

/// What the re-runs alone of a run that was TLE gave ([`RERUNS`] of
/// them): a TLE is reproducible when every re-run is TLE, flaky when some
/// are, and not a TLE at all when none is (load made it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Confirmation {
    /// The verdict of the first run (TLE).
    pub first: Verdict,
    /// The verdict of each re-run, in order.
    pub verdicts: Vec<Verdict>,
}

impl Confirmation {
    /// Re-runs made.
    pub fn runs(&self) -> usize {
        self.verdicts.len()
    }

    /// Re-runs that were TLE again.
    pub fn failed(&self) -> usize {
        self.verdicts.iter().filter(|&&v| v == Verdict::Tle).count()
    }

    /// Every re-run was TLE: the failure does not depend on load.
    pub fn reproducible(&self) -> bool {
        self.failed() == self.runs()
    }

    /// The run's verdict: TLE when any re-run was TLE, else the last
    /// re-run's (say AC: the TLE was the load's).
    pub fn verdict(&self) -> Verdict {
        match self.verdicts.last() {
            Some(&last) if self.failed() == 0 => last,
            _ => self.first,
        }
    }

    /// True when a failure with `verdict`, confirmed so, fails the same
    /// way every time: every re-run TLE for a TLE; every re-run that
    /// verdict for one a TLE turned into when alone.
    pub fn reproduces(&self, verdict: Verdict) -> bool {
        if verdict == Verdict::Tle {
            self.reproducible()
        } else {
            !self.verdicts.is_empty() && self.verdicts.iter().all(|&v| v == verdict)
        }
    }
}

/// A failing test of a [`Stress`](super::Stress) session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// 0-based index of the test.
    pub index: usize,
    /// The test.
    pub puzzle: Grid,
    /// Not [`Verdict::Ac`].
    pub verdict: Verdict,
    /// For a run that was TLE first: its re-runs alone.
    pub confirmation: Option<Confirmation>,
}

/// A shrunk failure: what [`Stress`](super::Stress) found for the first failure of a
/// verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk {
    /// The failure shrunk.
    pub failure: Failure,
    /// The smallest failing input found (the failure's own when no blank
    /// could be filled).
    pub puzzle: Grid,
    /// Runs of the program spent (re-runs alone not counted).
    pub runs: usize,
    /// True when [`Stress::stop_shrink`](super::Stress::stop_shrink) stopped it (its time bound).
    pub stopped: bool,
}

impl Shrunk {
    /// True when at least one blank was filled.
    pub fn filled(&self) -> bool {
        self.puzzle != self.failure.puzzle
    }
}

/// Why the first failure of a verdict is kept as it failed, not shrunk.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NotShrunk {
    /// The input has no blank.
    Full,
    /// A TLE that its re-runs alone did not always reproduce.
    Flaky,
    /// A TLE of a long search ([`worth_shrinking`](super::worth_shrinking)).
    LongSearch,
}

/// One test to run, as [`Stress::next_test`](super::Stress::next_test) hands it out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Test {
    /// 0-based index of the test.
    pub index: usize,
    /// The input.
    pub puzzle: Grid,
    /// Problem 12095's `cnt` for it, when the generator knew it.
    pub cnt: Option<u64>,
}

/// What a [`Stress`](super::Stress) session asks its driver for next ([`Stress::step`](super::Stress::step)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Run test `index` (0-based), `puzzle`.
    Test {
        /// 0-based index of the test.
        index: usize,
        /// The input.
        puzzle: Grid,
    },
    /// Run a candidate of the shrink of `failure`.
    Shrink {
        /// The failure being shrunk.
        failure: Failure,
        /// The candidate.
        puzzle: Grid,
    },
    /// Nothing to run: the first failure of a verdict is kept as it
    /// failed, for `why`.
    Kept {
        /// The failure.
        failure: Failure,
        /// Why it is not shrunk.
        why: NotShrunk,
    },
    /// Nothing to run: a shrink is over (also in [`Summary::shrunk`]).
    Shrunk(Shrunk),
    /// Nothing to run until a test handed out by [`Stress::next_test`](super::Stress::next_test)
    /// is reported.
    Wait,
    /// Nothing more to run.
    Done,
}

/// What the session made of a verdict ([`Stress::report`](super::Stress::report),
/// [`Stress::report_test`](super::Stress::report_test), [`Stress::confirm`](super::Stress::confirm)).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reported {
    /// A test's run is counted; `stops` when the session stops with it
    /// (its first failure without `keep_going`): the driver stops the
    /// runs in flight, whose reports are then dropped.
    Counted {
        /// The session stops here.
        stops: bool,
    },
    /// A shrink's candidate: `fails` when it failed the same way (then it
    /// is the shrink's current input).
    Candidate {
        /// It failed as the failure shrunk did.
        fails: bool,
    },
    /// A TLE to confirm: run it again [`RERUNS`] times alone and give
    /// their verdicts ([`Stress::confirm`](super::Stress::confirm), [`Stress::confirm_test`](super::Stress::confirm_test)).
    Confirm,
    /// Not counted: the session had stopped, or nothing was awaited.
    Dropped,
}

/// The facts of a session's summary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Runs per verdict, indexed like [`Verdict::RUN`].
    pub counts: [usize; Verdict::RUN.len()],
    /// Every failing test, in test order.
    pub failures: Vec<Failure>,
    /// The shrink of the first failure of each verdict, in order.
    pub shrunk: Vec<Shrunk>,
    /// The tests that were TLE at first and never when re-run alone
    /// (counted by the re-runs' verdict), in test order.
    pub under_load: Vec<usize>,
}

impl Summary {
    /// Runs with `verdict`.
    pub fn count(&self, verdict: Verdict) -> usize {
        Verdict::RUN
            .iter()
            .position(|&v| v == verdict)
            .map_or(0, |i| self.counts[i])
    }

    /// Tests run.
    pub fn total(&self) -> usize {
        self.counts.iter().sum()
    }
}
