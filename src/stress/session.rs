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
use super::shrink::{Shrinker, worth_shrinking};

/// How many times a driver that confirms ([`Stress::confirming`]) runs a
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

/// A failing test of a [`Stress`] session.
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

/// A shrunk failure: what [`Stress`] found for the first failure of a
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
    /// True when [`Stress::stop_shrink`] stopped it (its time bound).
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
pub enum Kept {
    /// The input has no blank.
    Full,
    /// A TLE that its re-runs alone did not always reproduce.
    Flaky,
    /// A TLE of a long search ([`worth_shrinking`]).
    LongSearch,
}

/// One test to run, as [`Stress::next_test`] hands it out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Test {
    /// 0-based index of the test.
    pub index: usize,
    /// The input.
    pub puzzle: Grid,
    /// Problem 12095's `cnt` for it, when the generator knew it.
    pub cnt: Option<u64>,
}

/// What a [`Stress`] session asks its driver for next ([`Stress::step`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
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
        why: Kept,
    },
    /// Nothing to run: a shrink is over (also in [`Summary::shrunk`]).
    Shrunk(Shrunk),
    /// Nothing to run until a test handed out by [`Stress::next_test`]
    /// is reported.
    Wait,
    /// Nothing more to run.
    Done,
}

/// What the session made of a verdict ([`Stress::report`],
/// [`Stress::report_test`], [`Stress::confirm`]).
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
    /// their verdicts ([`Stress::confirm`], [`Stress::confirm_test`]).
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
/// each verdict shrunk ([`Shrinker`]) unless it is [`Kept`].
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

    /// The same session, a TLE confirmed by [`RERUNS`] re-runs alone
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
    /// of each verdict: [`Step::Kept`], or its shrink's candidates then
    /// [`Step::Shrunk`].
    pub fn step(&mut self) -> Step {
        match self.awaiting {
            Some(Awaited::Test(index)) => {
                if let Some(&(_, puzzle)) = self.in_flight.iter().find(|&&(i, _)| i == index) {
                    return Step::Test { index, puzzle };
                }
                self.awaiting = None;
            }
            Some(Awaited::Candidate) | None => {}
        }
        if let Some(test) = self.next_test() {
            self.awaiting = Some(Awaited::Test(test.index));
            return Step::Test {
                index: test.index,
                puzzle: test.puzzle,
            };
        }
        if !self.in_flight.is_empty() {
            return Step::Wait;
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
                return Step::Shrink {
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
            return Step::Shrunk(shrunk);
        }
        let Some(i) = to_shrink.pop() else {
            return Step::Done;
        };
        let failure = self.summary.failures[i].clone();
        if let Some(why) = kept(&failure) {
            return Step::Kept { failure, why };
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
fn kept(failure: &Failure) -> Option<Kept> {
    if failure.puzzle.blanks() == 0 {
        Some(Kept::Full)
    } else if failure
        .confirmation
        .as_ref()
        .is_some_and(|c| !c.reproduces(failure.verdict))
    {
        Some(Kept::Flaky)
    } else if !worth_shrinking(failure.verdict, &failure.puzzle) {
        Some(Kept::LongSearch)
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
            Step::Done => return Ok(stress.into_summary()),
            Step::Kept { .. } | Step::Shrunk(_) => continue,
            Step::Wait => unreachable!("one run at a time: none is in flight"),
            Step::Test { puzzle, .. } | Step::Shrink { puzzle, .. } => puzzle,
        };
        let verdict = run_one(format::write(&puzzle, problem.format()).as_bytes())?;
        stress.report(verdict);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::stress::{Kind, inputs, legal};

    fn pool() -> Vec<Grid> {
        (0..3)
            .map(|i| {
                let mut g =
                    format::parse_first(Problem::Boj2580.sample_answer().as_bytes(), format::Format::Boj2580).unwrap();
                g.set(Cell::at(0, i), 0);
                g
            })
            .collect()
    }

    /// A "program" that fails while the first row has a blank is shrunk
    /// until only such a blank is left; one that always fails to the
    /// full grid in one run.
    #[test]
    fn the_shrinker_fills_what_the_failure_does_not_need() {
        let problem = Problem::Boj2580;
        let tests: Vec<Grid> = inputs(problem, Kind::Unique, 3, 2, &pool())
            .map(|t| t.unwrap())
            .collect();
        let first_row_blank = |g: &Grid| (0..9).any(|c| g.get(Cell::at(0, c)) == 0);
        let summary = run_all(problem, tests.clone(), false, |input| {
            let g = format::parse_first(input, problem.format()).unwrap();
            Ok::<_, ()>(if first_row_blank(&g) { Verdict::Wa } else { Verdict::Ac })
        })
        .unwrap();
        let first = summary.failures.first().expect("a test with a blank in row 1");
        assert_eq!(summary.shrunk.len(), 1);
        let shrunk = &summary.shrunk[0];
        assert_eq!(shrunk.failure, *first);
        assert_eq!(shrunk.puzzle.blanks(), 1, "{}", shrunk.puzzle);
        assert!(first_row_blank(&shrunk.puzzle));
        assert!(legal(problem, &shrunk.puzzle));
        let mut always = Shrinker::new(problem, &tests[0]);
        let full = always.candidate().unwrap();
        assert_eq!(full.blanks(), 0);
        always.result(true);
        assert_eq!(always.candidate(), None);
        assert_eq!((always.runs(), always.current()), (1, full));
    }

    /// Several tests in flight: a failure stops the session, a run
    /// reported after it is dropped; a TLE is counted by its re-runs
    /// alone (here AC: the load's), and failures come in test order.
    #[test]
    fn tests_in_flight_stop_at_the_first_failure() {
        let problem = Problem::Boj2580;
        let tests: Vec<Grid> = inputs(problem, Kind::Unique, 5, 6, &pool())
            .map(|t| t.unwrap())
            .collect();
        let mut stress = Stress::new(problem, tests, false).confirming();
        let a = stress.next_test().unwrap();
        let b = stress.next_test().unwrap();
        let c = stress.next_test().unwrap();
        assert_eq!((a.index, b.index, c.index), (0, 1, 2));
        assert_eq!(stress.report_test(b.index, Verdict::Tle), Reported::Confirm);
        let load = Confirmation {
            first: Verdict::Tle,
            verdicts: vec![Verdict::Tle, Verdict::Ac, Verdict::Ac],
        };
        assert_eq!(
            (load.failed(), load.verdict(), load.reproducible()),
            (1, Verdict::Tle, false)
        );
        let alone = Confirmation {
            verdicts: vec![Verdict::Ac; RERUNS],
            ..load
        };
        assert_eq!(stress.confirm_test(b.index, alone), Reported::Counted { stops: false });
        assert_eq!(
            stress.report_test(c.index, Verdict::Wa),
            Reported::Counted { stops: true }
        );
        assert_eq!(stress.next_test(), None);
        assert_eq!(stress.report_test(a.index, Verdict::Wa), Reported::Dropped);
        let summary = stress.summary();
        assert_eq!(
            (summary.count(Verdict::Ac), summary.count(Verdict::Wa), summary.total()),
            (1, 1, 2)
        );
        assert_eq!(summary.under_load, vec![1]);
        assert_eq!(summary.failures.iter().map(|f| f.index).collect::<Vec<_>>(), vec![2]);
        assert!(matches!(stress.step(), Step::Shrink { .. }), "the WA is shrunk");
    }
}
