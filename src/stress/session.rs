//! A whole `stress` session as a state machine, the one policy of every
//! front end: which test runs next, when the session stops, which runs
//! count, what a TLE's re-runs alone confirm, which failures are shrunk
//! and how. The front ends only run programs: the book's page one run at
//! a time ([`Stress::step`], [`Stress::report`]; [`run_all`] is such a
//! driver), the command line several at once on its threads
//! ([`Stress::next_test`], [`Stress::report_test`],
//! [`Stress::confirm_test`]), then the shrinks one run at a time.

use std::fmt;

use crate::Problem;
use crate::format;
use crate::generate;
use crate::grid::Grid;
use crate::judge::Verdict;

use super::CountedTests;
use super::facts::{Confirmation, Failure, Next, NotShrunk, Reported, Shrunk, Summary, Test};
use super::shrink::{Shrinker, worth_shrinking};

/// Which run a report is about, in the one-at-a-time driving.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Awaited {
    Test(usize),
    Candidate,
}

/// A whole `stress` session (see the module doc): the tests in order,
/// several in flight at once if the driver likes, stopping at the first
/// failure (or running them all with `keep_going`), a TLE confirmed by
/// its re-runs alone when the driver confirms; then the first failure of
/// each verdict shrunk ([`Shrinker`]) unless it is [`NotShrunk`].
pub struct Stress {
    problem: Problem,
    tests: std::iter::Fuse<CountedTests>,
    next_index: usize,
    given_back: Vec<Test>,
    keep_going: bool,
    confirming: bool,
    /// Tests handed out and not counted yet.
    in_flight: Vec<(usize, Grid)>,
    /// No test is handed out any more, and (without `keep_going`) a run
    /// reported now is dropped.
    ended: bool,
    error: Option<generate::Error>,
    summary: Summary,
    /// The failures still to shrink (indices into `summary.failures`),
    /// once the tests are over.
    to_shrink: Option<Vec<usize>>,
    shrinking: Option<(Failure, Shrinker)>,
    awaiting: Option<Awaited>,
    /// The run whose re-runs [`Stress::confirm`] awaits.
    to_confirm: Option<Awaited>,
}

impl fmt::Debug for Stress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Stress")
            .field("problem", &self.problem)
            .field("next_index", &self.next_index)
            .field("in_flight", &self.in_flight)
            .field("ended", &self.ended)
            .field("summary", &self.summary)
            .finish_non_exhaustive()
    }
}

impl Stress {
    /// A session of `tests` for `problem` ([`super::inputs`] makes them).
    pub fn new(problem: Problem, tests: Vec<Grid>, keep_going: bool) -> Stress {
        Stress::counted(problem, Box::new(tests.into_iter().map(|t| Ok((t, None)))), keep_going)
    }

    /// A session of `tests`, each with its 12095 `cnt` when known, made
    /// as they are needed ([`super::inputs_counted`]); a generator error
    /// ends the tests ([`Stress::take_error`]).
    pub fn counted(problem: Problem, tests: CountedTests, keep_going: bool) -> Stress {
        Stress {
            problem,
            tests: tests.fuse(),
            next_index: 0,
            given_back: Vec::new(),
            keep_going,
            confirming: false,
            in_flight: Vec::new(),
            ended: false,
            error: None,
            summary: Summary::default(),
            to_shrink: None,
            shrinking: None,
            awaiting: None,
            to_confirm: None,
        }
    }

    /// The same session, a TLE confirmed by [`RERUNS`](super::RERUNS) re-runs alone
    /// ([`Reported::Confirm`]): for a driver whose times depend on the
    /// load (the command line's runs in parallel).
    pub fn confirming(mut self) -> Stress {
        self.confirming = true;
        self
    }

    /// The next test to run, or `None` when no test is handed out any
    /// more (they are over, or the session stopped). Several may be in
    /// flight at once; each is reported by [`Stress::report_test`] (or
    /// [`Stress::abandon`]ed, or [`Stress::give_back`]).
    pub fn next_test(&mut self) -> Option<Test> {
        if self.ended || self.to_shrink.is_some() {
            return None;
        }
        let test = match self.given_back.pop() {
            Some(t) => t,
            None => match self.tests.next()? {
                Ok((puzzle, cnt)) => {
                    self.next_index += 1;
                    Test {
                        index: self.next_index - 1,
                        puzzle,
                        cnt,
                    }
                }
                Err(e) => {
                    self.error.get_or_insert(e);
                    self.ended = true;
                    return None;
                }
            },
        };
        self.in_flight.push((test.index, test.puzzle));
        Some(test)
    }

    /// A test handed out that the driver could not run (no process could
    /// be made): handed out again next.
    pub fn give_back(&mut self, test: Test) {
        self.in_flight.retain(|&(i, _)| i != test.index);
        self.given_back.push(test);
    }

    /// A test handed out that was stopped as the session stopped: not
    /// counted.
    pub fn abandon(&mut self, index: usize) {
        self.in_flight.retain(|&(i, _)| i != index);
    }

    /// Ends the tests for the driver's own error: no test is handed out
    /// any more, and (without `keep_going`) none reported is counted.
    pub fn end(&mut self) {
        self.ended = true;
    }

    /// True when no test is handed out any more.
    pub fn ended(&self) -> bool {
        self.ended
    }

    /// The generator's error that ended the tests, if one did.
    pub fn take_error(&mut self) -> Option<generate::Error> {
        self.error.take()
    }

    /// The verdict of test `index` ([`Stress::next_test`]): counted, or
    /// to confirm first (a TLE when [`Stress::confirming`]), or dropped
    /// when the session stopped meanwhile.
    pub fn report_test(&mut self, index: usize, verdict: Verdict) -> Reported {
        let Some(at) = self.in_flight.iter().position(|&(i, _)| i == index) else {
            return Reported::Dropped;
        };
        if self.ended && !self.keep_going {
            self.in_flight.remove(at);
            return Reported::Dropped;
        }
        if verdict == Verdict::Tle && self.confirming {
            return Reported::Confirm;
        }
        let (_, puzzle) = self.in_flight.remove(at);
        self.count(index, puzzle, verdict, None)
    }

    /// The re-runs alone of test `index`, a TLE ([`Reported::Confirm`]):
    /// counted with [`Confirmation::verdict`], or dropped when the session
    /// stopped meanwhile.
    pub fn confirm_test(&mut self, index: usize, confirmation: Confirmation) -> Reported {
        let Some(at) = self.in_flight.iter().position(|&(i, _)| i == index) else {
            return Reported::Dropped;
        };
        let (_, puzzle) = self.in_flight.remove(at);
        if self.ended && !self.keep_going {
            return Reported::Dropped;
        }
        let verdict = confirmation.verdict();
        if verdict != Verdict::Tle {
            let at = self.summary.under_load.partition_point(|&i| i < index);
            self.summary.under_load.insert(at, index);
        }
        self.count(index, puzzle, verdict, Some(confirmation))
    }

    fn count(&mut self, index: usize, puzzle: Grid, verdict: Verdict, confirmation: Option<Confirmation>) -> Reported {
        if let Some(i) = Verdict::RUN.iter().position(|&v| v == verdict) {
            self.summary.counts[i] += 1;
        }
        let stops = verdict != Verdict::Ac && !self.keep_going;
        if verdict != Verdict::Ac {
            let at = self.summary.failures.partition_point(|f| f.index < index);
            let failure = Failure {
                index,
                puzzle,
                verdict,
                confirmation,
            };
            self.summary.failures.insert(at, failure);
            self.ended |= stops;
        }
        Reported::Counted { stops }
    }

    /// What to run next, one run at a time; the same step again until
    /// [`Stress::report`] is called. After the tests, the first failure
    /// of each verdict: [`Next::Kept`], or its shrink's candidates then
    /// [`Next::Shrunk`].
    pub fn step(&mut self) -> Next {
        match self.awaiting {
            Some(Awaited::Test(index)) => {
                if let Some(&(_, puzzle)) = self.in_flight.iter().find(|&&(i, _)| i == index) {
                    return Next::Test { index, puzzle };
                }
                self.awaiting = None;
            }
            Some(Awaited::Candidate) | None => {}
        }
        if let Some(test) = self.next_test() {
            self.awaiting = Some(Awaited::Test(test.index));
            return Next::Test {
                index: test.index,
                puzzle: test.puzzle,
            };
        }
        if !self.in_flight.is_empty() {
            return Next::Wait;
        }
        let to_shrink = self.to_shrink.get_or_insert_with(|| {
            // The tests are over: the first failure of each verdict.
            let mut seen = Vec::new();
            let mut first = Vec::new();
            for (i, f) in self.summary.failures.iter().enumerate() {
                if !seen.contains(&f.verdict) {
                    seen.push(f.verdict);
                    first.push(i);
                }
            }
            first.reverse();
            first
        });
        if let Some((failure, shrinker)) = &mut self.shrinking {
            if let Some(puzzle) = shrinker.candidate() {
                self.awaiting = Some(Awaited::Candidate);
                return Next::Shrink {
                    failure: failure.clone(),
                    puzzle,
                };
            }
            let (failure, shrinker) = self.shrinking.take().expect("a shrink under way");
            let shrunk = Shrunk {
                failure,
                puzzle: shrinker.current(),
                runs: shrinker.runs(),
                stopped: shrinker.stopped(),
            };
            self.summary.shrunk.push(shrunk.clone());
            return Next::Shrunk(shrunk);
        }
        let Some(i) = to_shrink.pop() else {
            return Next::Done;
        };
        let failure = self.summary.failures[i].clone();
        if let Some(why) = kept(&failure) {
            return Next::Kept { failure, why };
        }
        let shrinker = Shrinker::new(self.problem, &failure.puzzle);
        self.shrinking = Some((failure, shrinker));
        self.step()
    }

    /// The verdict of the step [`Stress::step`] gave last.
    pub fn report(&mut self, verdict: Verdict) -> Reported {
        let awaited = self.awaiting.take();
        let reported = match awaited {
            None => return Reported::Dropped,
            Some(Awaited::Test(index)) => self.report_test(index, verdict),
            Some(Awaited::Candidate) if verdict == Verdict::Tle && self.confirming => Reported::Confirm,
            Some(Awaited::Candidate) => self.candidate_result(verdict, None),
        };
        if reported == Reported::Confirm {
            self.to_confirm = awaited;
        }
        reported
    }

    /// The re-runs alone of the step [`Stress::report`] answered with
    /// [`Reported::Confirm`].
    pub fn confirm(&mut self, confirmation: Confirmation) -> Reported {
        match self.to_confirm.take() {
            None => Reported::Dropped,
            Some(Awaited::Test(index)) => self.confirm_test(index, confirmation),
            Some(Awaited::Candidate) => self.candidate_result(confirmation.verdict(), Some(&confirmation)),
        }
    }

    /// A candidate's verdict: it fails when it is the failure's verdict,
    /// every re-run alone agreeing.
    fn candidate_result(&mut self, verdict: Verdict, confirmation: Option<&Confirmation>) -> Reported {
        let Some((failure, shrinker)) = &mut self.shrinking else {
            return Reported::Dropped;
        };
        let fails = verdict == failure.verdict && confirmation.is_none_or(|c| c.reproduces(verdict));
        shrinker.result(fails);
        Reported::Candidate { fails }
    }

    /// Stops the shrink under way (its time bound): it keeps the smallest
    /// input reached.
    pub fn stop_shrink(&mut self) {
        if let Some((_, shrinker)) = &mut self.shrinking {
            shrinker.stop();
        }
        self.awaiting = None;
        self.to_confirm = None;
    }

    /// The summary's facts so far.
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// The summary's facts.
    pub fn into_summary(self) -> Summary {
        self.summary
    }

    /// The shrink under way: the failure, the smallest input so far and
    /// the runs spent.
    pub fn shrinking(&self) -> Option<(&Failure, Grid, usize)> {
        self.shrinking.as_ref().map(|(f, s)| (f, s.current(), s.runs()))
    }
}

/// Why `failure`, the first of its verdict, is not shrunk, if it is not.
fn kept(failure: &Failure) -> Option<NotShrunk> {
    if failure.puzzle.blanks() == 0 {
        Some(NotShrunk::Full)
    } else if failure
        .confirmation
        .as_ref()
        .is_some_and(|c| !c.reproduces(failure.verdict))
    {
        Some(NotShrunk::Flaky)
    } else if !worth_shrinking(failure.verdict, &failure.puzzle) {
        Some(NotShrunk::LongSearch)
    } else {
        None
    }
}

/// Runs a whole [`Stress`] session one run at a time with `run_one`,
/// which runs the program on one input (in `problem`'s format) and gives
/// its verdict.
///
/// # Errors
/// The first error of `run_one`.
pub fn run_all<E>(
    problem: Problem,
    tests: Vec<Grid>,
    keep_going: bool,
    mut run_one: impl FnMut(&[u8]) -> Result<Verdict, E>,
) -> Result<Summary, E> {
    let mut stress = Stress::new(problem, tests, keep_going);
    loop {
        let puzzle = match stress.step() {
            Next::Done => return Ok(stress.into_summary()),
            Next::Kept { .. } | Next::Shrunk(_) => continue,
            Next::Wait => unreachable!("one run at a time: none is in flight"),
            Next::Test { puzzle, .. } | Next::Shrink { puzzle, .. } => puzzle,
        };
        let verdict = run_one(format::write(&puzzle, problem.format()).as_bytes())?;
        stress.report(verdict);
    }
}
