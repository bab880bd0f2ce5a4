//! What `sudoku-lab stress` does that is not running a process, in one
//! place for every front end: the command line (crate `sudoku-lab-cli`,
//! which runs programs as processes) and the book's page (crate
//! `sudoku-lab-wasm`, which runs Python in the browser).
//!
//! - [`Kind`] and [`inputs`]: the tests from a seed, each a [`legal`]
//!   test of both problems, with [edge boards](edge) and tests of the hard
//!   pool ([`parse_pool`]) mixed in.
//! - [`judged`]: the verdict from how a run ended and what it printed
//!   ([`Run`]), with [`crate::judge::judge`] for the output.
//! - [`Shrinker`]: the shrinking loop as a state machine: it proposes the
//!   next smaller input ([`Shrinker::candidate`]) and is told whether the
//!   program still fails the same way ([`Shrinker::result`]); the caller
//!   runs the program however it can, and stops it when it likes.
//! - [`Stress`]: a whole session, one run at a time, as a state machine
//!   too ([`Stress::step`], [`Stress::report`]): the tests, then the
//!   first failure of each verdict shrunk; and [`run`], the same driven by
//!   a closure that runs one input. Its [`Stress::summary`] is the facts
//!   the summary states (runs per verdict, the first failure of each
//!   verdict, the shrunk inputs).
//!
//! - [`timing`]: what the times of a session say (an AC at risk, the
//!   line through the AC times against 12095's `cnt` and what it says of
//!   Baekjoon's data, the shrink's time bound), the same for every front
//!   end.
//!
//! The library has no clock (it builds for `wasm32-unknown-unknown`):
//! the time a run took and its time limit are the caller's, and so is
//! keeping the shrink's time bound ([`timing::SHRINK_TIME`],
//! [`Shrinker::stop`]).

pub mod baekjoon;
pub mod edge;
pub mod timing;

use crate::generate::{self, Generated, Generator, Options};
use crate::grid::{Cell, Grid};
use crate::judge::{self, Verdict, Whitespace};
use crate::search::Outcome;
use crate::{Problem, format, reference, validate};

use edge::Shape;

/// Which generated tests: every kind keeps the promise of 2580 and 2239
/// (problem 12095's backtracker solves it with `cnt` under 10,000,000), so
/// every test is legal for both problems. `stress --kind` names them
/// ([`Kind::name`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Legal BOJ tests with 40 to 50 blanks (`generate --boj`); every
    /// [`edge::EVERY`]th is an edge board, and every [`NEAR_CAP_EVERY`]th,
    /// from test [`NEAR_CAP_FIRST`] on, a test of the pool as hard as
    /// Baekjoon's slowest test of the problem ([`baekjoon::slowest`];
    /// before an edge board where both fall on one test): its verdict is
    /// the one Baekjoon would give.
    #[default]
    Boj,
    /// Exactly one solution, 40 to 55 blanks.
    Unique,
    /// 55 to 64 blanks, so almost always several solutions (for 2239 only
    /// the smallest is accepted).
    Multi,
    /// Near 12095's cap: the hard pool in an order given by the seed. The
    /// promise's worst, harder than Baekjoon's data
    /// ([`baekjoon::harder_than_data`]).
    Hard,
    /// Only edge boards ([`edge::Shape`]).
    Edge,
}

impl Kind {
    /// Every kind, in `--kind`'s order.
    pub const ALL: [Kind; 5] = [Kind::Boj, Kind::Unique, Kind::Multi, Kind::Hard, Kind::Edge];

    /// The generator options for `count` puzzles from `seed`.
    pub fn options(self, count: usize, seed: u64) -> Options {
        let base = Options {
            count,
            seed,
            boj: true,
            ..Options::default()
        };
        match self {
            Kind::Boj | Kind::Edge => base,
            Kind::Unique => Options {
                unique: true,
                blanks: 40..=55,
                ..base
            },
            Kind::Multi => Options {
                blanks: 55..=64,
                ..base
            },
            Kind::Hard => Options { hard: true, ..base },
        }
    }

    /// The name on the command line: `boj`, `unique`, `multi`, `hard`,
    /// `edge`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Boj => "boj",
            Kind::Unique => "unique",
            Kind::Multi => "multi",
            Kind::Hard => "hard",
            Kind::Edge => "edge",
        }
    }

    /// The kind named `name` ([`Kind::name`]), if any.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// In [`Kind::Boj`], tests `NEAR_CAP_FIRST`, `NEAR_CAP_FIRST +
/// NEAR_CAP_EVERY`, … (counted from 1) come from the pool as hard as
/// Baekjoon's slowest test of the problem: 4 of a default run's 100, the
/// first early enough that `-n 10` meets one. Baekjoon's own data holds
/// such a test (the statements' reference times and the accepted
/// submissions' recorded times say how hard: [`baekjoon`]), so a default
/// run must too; a few suffice to show a program that is too slow there,
/// and the rest keep the run about right answers and cheap.
pub const NEAR_CAP_EVERY: usize = 25;
/// The first near-cap test of [`Kind::Boj`], counted from 1.
pub const NEAR_CAP_FIRST: usize = 10;

/// A TLE on a test whose 12095 `cnt` is this or more is not shrunk
/// ([`worth_shrinking`]).
pub const NO_SHRINK_TLE_CNT: u64 = 1_000_000;

/// True when a failure with `verdict` on `puzzle` is worth shrinking: it
/// has a blank to fill, and it is not a TLE on a test with a long search
/// (12095 `cnt` [`NO_SHRINK_TLE_CNT`] or more, as every test of the
/// pools is). Such a program is slow because the search is long: filling
/// a blank from the solution only shortens the search (the `cnt` never
/// grows), so a smaller input would not be slow, and each try would cost
/// a whole time limit and its re-runs. The failure is kept as it failed.
/// Costs at most [`NO_SHRINK_TLE_CNT`] placements of the 12095 search
/// (milliseconds).
pub fn worth_shrinking(verdict: Verdict, puzzle: &Grid) -> bool {
    puzzle.blanks() > 0 && (verdict != Verdict::Tle || validate::cnt_12095_under(puzzle, NO_SHRINK_TLE_CNT).is_some())
}

/// The tests of a hard pool file (`crates/cli/data/hard-pool.txt`, written
/// by `cargo xtask hard-pool`): one 81-character line each, then a tab and
/// its 12095 `cnt`, after `#` comments.
///
/// # Panics
/// When a line does not parse: the pool is shipped data, checked by the
/// tests.
pub fn parse_pool(text: &str) -> Vec<(Grid, u64)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let p = format::parse_first(l.as_bytes(), format::Format::Line).expect("the shipped pool parses");
            let cnt = l.split('\t').nth(1).and_then(|c| c.trim().parse().ok());
            (p, cnt.expect("each pool line gives its cnt after a tab"))
        })
        .collect()
}

/// The `count` tests of `kind` from `seed` for `problem`, `pool` being the
/// near-cap tests `kind` draws from ([`parse_pool`]; the puzzles only):
/// the hard pool for [`Kind::Hard`], the problem's pool as hard as
/// Baekjoon's slowest test for [`Kind::Boj`] (`crates/cli/data/`). What
/// `sudoku-lab stress --kind KIND --seed SEED --count COUNT` runs, in its
/// order. Each item is a test or the generator's error.
///
/// # Panics
/// When `pool` is empty and a test of it is due.
pub fn inputs(
    problem: Problem,
    kind: Kind,
    seed: u64,
    count: usize,
    pool: &[Grid],
) -> Box<dyn Iterator<Item = Result<Grid, generate::Error>> + Send> {
    Box::new(inputs_counted(problem, kind, seed, count, pool).map(|t| t.map(|(puzzle, _)| puzzle)))
}

/// The tests of [`inputs_counted`]: each with its 12095 `cnt` when known,
/// or the generator's error.
pub type CountedTests = Box<dyn Iterator<Item = Result<(Grid, Option<u64>), generate::Error>> + Send>;

/// [`inputs`], each test with its 12095 `cnt` when the generator worked
/// it out already ([`Generated::cnt`]: a generated test's, not a pool's
/// or an edge board's), so a caller that needs it does not work it out
/// again.
///
/// # Panics
/// When `pool` is empty and a test of it is due.
pub fn inputs_counted(problem: Problem, kind: Kind, seed: u64, count: usize, pool: &[Grid]) -> CountedTests {
    match kind {
        Kind::Hard => Box::new(
            shuffled(pool.to_vec(), seed)
                .into_iter()
                .cycle()
                .take(count)
                .map(|p| Ok((p, None))),
        ),
        _ => {
            let generator = Generator::new(kind.options(count, seed)).expect("every kind's blank range can be met");
            let pool = shuffled(pool.to_vec(), seed);
            Box::new(generator.enumerate().map(move |(i, g)| {
                g.map(|g| {
                    let test = pick(problem, kind, i, &g, &pool);
                    (test, g.cnt.filter(|_| test == g.puzzle))
                })
            }))
        }
    }
}

/// The `i`th (0-based) input of `kind`: the generated puzzle; in
/// [`Kind::Boj`], a test of `pool` (already in the seed's order)
/// every [`NEAR_CAP_EVERY`]th; or for an edge board one carved from the
/// generated puzzle's solution, the first legal one of the shapes from
/// [`Shape::nth`] on (a full grid always is).
fn pick(problem: Problem, kind: Kind, i: usize, g: &Generated, pool: &[Grid]) -> Grid {
    if kind == Kind::Boj && (i + 1) >= NEAR_CAP_FIRST && (i + 1 - NEAR_CAP_FIRST).is_multiple_of(NEAR_CAP_EVERY) {
        return pool[(i + 1 - NEAR_CAP_FIRST) / NEAR_CAP_EVERY % pool.len()];
    }
    let nth = match kind {
        Kind::Edge => i,
        Kind::Boj if (i + 1).is_multiple_of(edge::EVERY) => (i + 1) / edge::EVERY - 1,
        _ => return g.puzzle,
    };
    (nth..nth + Shape::ALL.len())
        .map(|n| Shape::nth(n).carve(&g.solution))
        .find(|p| legal(problem, p))
        .unwrap_or(g.puzzle)
}

/// `pool` in an order given by `seed` (Fisher-Yates with SplitMix64).
pub fn shuffled(mut pool: Vec<Grid>, seed: u64) -> Vec<Grid> {
    let mut state = seed;
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    for i in (1..pool.len()).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        pool.swap(i, j);
    }
    pool
}

/// True when `puzzle`, written in `problem`'s format, is a legal test:
/// [`validate::validate`] accepts it (for 2580, the 12095 promise too).
pub fn legal(problem: Problem, puzzle: &Grid) -> bool {
    validate::validate(problem, format::write(puzzle, problem.format()).as_bytes()).is_ok()
}

/// The verdict on `stdout`, the output of a run that ended normally, for
/// `input`, and the judge's reason: [`judge::judge`] with `whitespace`,
/// a judge `FAIL` (an illegal input) given as `WA` ([`legal`] inputs never
/// give one).
pub fn judge_output(problem: Problem, input: &[u8], stdout: &[u8], whitespace: Whitespace) -> (Verdict, judge::Reason) {
    let v = judge::judge(problem, input, stdout, whitespace);
    let verdict = match v.verdict {
        Verdict::Fail => Verdict::Wa,
        other => other,
    };
    (verdict, v.reason)
}

/// How a run ended, as a front end without process limits sees it (the
/// book's page): the command line's runner tells more (memory, processes,
/// the output bound) and orders those first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// It ended by itself without an error (exit status 0).
    Normally,
    /// It ended with an error: an uncaught exception, a non-zero exit
    /// status.
    Error,
    /// It was stopped at the time limit.
    TimedOut,
}

/// One run of a program on one input, as [`judged`] needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// What it wrote on stdout.
    pub stdout: Vec<u8>,
    /// How it ended.
    pub ended: Ended,
}

/// Why a [`Run`] got its verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// AC, WA, PE or OLE: the judge's reason.
    Judge(judge::Reason),
    /// TLE: stopped at the time limit.
    TimedOut,
    /// RE: it ended with an error.
    Error,
}

/// The verdict on `run` for `input` (`problem`'s format) and why: `TLE`
/// when it was stopped, `RE` when it ended with an error, else the judge's
/// ([`judge_output`]), as `stress` orders them.
pub fn judged(problem: Problem, input: &[u8], run: &Run, whitespace: Whitespace) -> (Verdict, Why) {
    match run.ended {
        Ended::TimedOut => (Verdict::Tle, Why::TimedOut),
        Ended::Error => (Verdict::Re, Why::Error),
        Ended::Normally => {
            let (v, r) = judge_output(problem, input, &run.stdout, whitespace);
            (v, Why::Judge(r))
        }
    }
}

/// The shrinking loop of a failing input, as a state machine. The fewer
/// blanks, the easier a failure is to follow by hand, so a failing input
/// is shrunk by filling its blanks with the digits of its
/// lexicographically smallest solution (so the expected answer does not
/// change, even for 2239) while it stays [`legal`] and the program still
/// fails the same way: first all blanks at once, then halves, quarters and
/// so on down to one blank at a time, repeated until no single blank can
/// be filled. A program that fails on every input (a crash, a loop) is
/// shrunk to the full grid in one run.
///
/// [`Shrinker::candidate`] gives the next candidate to run; the caller runs
/// it and calls [`Shrinker::result`] with whether it failed the same way
/// (for the command line: reproducibly, its TLE re-run alone).
#[derive(Clone, Debug)]
pub struct Shrinker {
    problem: Problem,
    /// The smallest completion, or `None` for an input without one.
    solution: Option<Grid>,
    current: Grid,
    blanks_before: usize,
    size: usize,
    /// The blanks of this pass and the position of its next chunk.
    pass: Option<(Vec<Cell>, usize)>,
    changed: bool,
    pending: Option<Grid>,
    runs: usize,
    filled: bool,
    stopped: bool,
    done: bool,
}

impl Shrinker {
    /// A shrinker of `puzzle`, a failing test of `problem`.
    pub fn new(problem: Problem, puzzle: &Grid) -> Shrinker {
        let solution = match reference::solve(puzzle, reference::NO_NODE_LIMIT).outcome {
            Outcome::Solved(s) => Some(s),
            _ => None,
        };
        Shrinker {
            problem,
            solution,
            current: *puzzle,
            blanks_before: puzzle.blanks(),
            size: puzzle.blanks(),
            pass: None,
            changed: false,
            pending: None,
            runs: 0,
            filled: false,
            stopped: false,
            done: solution.is_none(),
        }
    }

    /// The next candidate to run (legal, one or more blanks of the
    /// current input filled), or `None` when the shrink is over. Until
    /// [`Shrinker::result`] is called, it gives the same candidate again.
    pub fn candidate(&mut self) -> Option<Grid> {
        if let Some(p) = self.pending {
            return Some(p);
        }
        let solution = self.solution?;
        loop {
            if self.done {
                return None;
            }
            let (blanks, at) = match &mut self.pass {
                Some(pass) => pass,
                None => {
                    let blanks: Vec<Cell> = Cell::all().filter(|&c| self.current.get(c) == 0).collect();
                    if blanks.is_empty() {
                        self.done = true;
                        return None;
                    }
                    self.size = self.size.clamp(1, blanks.len());
                    self.changed = false;
                    self.pass.insert((blanks, 0))
                }
            };
            if *at < blanks.len() {
                let end = (*at + self.size).min(blanks.len());
                let mut candidate = self.current;
                for &c in &blanks[*at..end] {
                    candidate.set(c, solution.get(c));
                }
                *at = end;
                if legal(self.problem, &candidate) {
                    self.pending = Some(candidate);
                    return Some(candidate);
                }
                continue;
            }
            self.pass = None;
            if self.size == 1 {
                if !self.changed {
                    self.done = true;
                }
            } else {
                self.size = self.size.div_ceil(2);
            }
        }
    }

    /// The candidate [`Shrinker::candidate`] gave was run: `fails` when it
    /// failed the same way (then it is the current input).
    pub fn result(&mut self, fails: bool) {
        if let Some(candidate) = self.pending.take() {
            self.runs += 1;
            if fails {
                self.current = candidate;
                self.changed = true;
                self.filled = true;
            }
        }
    }

    /// Ends the shrink before its end (its time bound): the input kept is
    /// the smallest reached so far, not a minimal one.
    pub fn stop(&mut self) {
        if !self.done {
            self.stopped = true;
            self.done = true;
            self.pending = None;
        }
    }

    /// The smallest failing input so far (the input itself at first).
    pub fn current(&self) -> Grid {
        self.current
    }

    /// Blanks of the input shrunk.
    pub fn blanks_before(&self) -> usize {
        self.blanks_before
    }

    /// Candidates run so far.
    pub fn runs(&self) -> usize {
        self.runs
    }

    /// True when at least one blank was filled.
    pub fn filled(&self) -> bool {
        self.filled
    }

    /// True when [`Shrinker::stop`] ended it before its end.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// True when the shrink is over.
    pub fn done(&self) -> bool {
        self.done && self.pending.is_none()
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
    /// Runs of the program spent.
    pub runs: usize,
    /// True when [`Stress::stop_shrink`] stopped it (its time bound).
    pub stopped: bool,
}

/// What a [`Stress`] session asks its driver for next.
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
    /// Nothing more to run.
    Done,
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

/// A whole `stress` session, one run at a time, as a state machine: the
/// tests in order, stopping at the first failure (or running them all
/// with `keep_going`), then the first failure of each verdict shrunk
/// ([`Shrinker`]) when it is [`worth_shrinking`]. The driver asks
/// [`Stress::step`] what to run and tells [`Stress::report`] its verdict;
/// [`run`] is such a driver.
#[derive(Clone, Debug)]
pub struct Stress {
    problem: Problem,
    tests: Vec<Grid>,
    keep_going: bool,
    next_test: usize,
    summary: Summary,
    /// The failures still to shrink (indices into `summary.failures`).
    to_shrink: Vec<usize>,
    shrinking: Option<(Failure, Shrinker)>,
    awaiting: bool,
}

impl Stress {
    /// A session of `tests` for `problem` ([`inputs`] makes them).
    pub fn new(problem: Problem, tests: Vec<Grid>, keep_going: bool) -> Stress {
        Stress {
            problem,
            tests,
            keep_going,
            next_test: 0,
            summary: Summary::default(),
            to_shrink: Vec::new(),
            shrinking: None,
            awaiting: false,
        }
    }

    /// The tests of the session.
    pub fn tests(&self) -> &[Grid] {
        &self.tests
    }

    /// What to run next; the same step again until [`Stress::report`]
    /// is called.
    pub fn step(&mut self) -> Step {
        let testing = self.summary.failures.is_empty() || self.keep_going;
        if self.shrinking.is_none() && testing && self.next_test < self.tests.len() {
            self.awaiting = true;
            return Step::Test {
                index: self.next_test,
                puzzle: self.tests[self.next_test],
            };
        }
        if self.shrinking.is_none() && self.to_shrink.is_empty() && self.summary.shrunk.is_empty() {
            // The tests are over: the first failure of each verdict.
            let mut seen = Vec::new();
            for (i, f) in self.summary.failures.iter().enumerate() {
                if !seen.contains(&f.verdict) {
                    seen.push(f.verdict);
                    self.to_shrink.push(i);
                }
            }
            self.to_shrink.reverse();
        }
        loop {
            if let Some((failure, shrinker)) = &mut self.shrinking {
                if let Some(puzzle) = shrinker.candidate() {
                    self.awaiting = true;
                    return Step::Shrink {
                        failure: failure.clone(),
                        puzzle,
                    };
                }
                self.finish_shrink();
            }
            let Some(i) = self.to_shrink.pop() else {
                return Step::Done;
            };
            let failure = self.summary.failures[i].clone();
            if !worth_shrinking(failure.verdict, &failure.puzzle) {
                continue; // a full grid, or a TLE of a long search: kept as it failed
            }
            let shrinker = Shrinker::new(self.problem, &failure.puzzle);
            self.shrinking = Some((failure, shrinker));
        }
    }

    fn finish_shrink(&mut self) {
        if let Some((failure, shrinker)) = self.shrinking.take() {
            self.summary.shrunk.push(Shrunk {
                failure,
                puzzle: shrinker.current(),
                runs: shrinker.runs(),
                stopped: shrinker.stopped(),
            });
        }
    }

    /// The verdict of the step [`Stress::step`] gave last.
    pub fn report(&mut self, verdict: Verdict) {
        if !std::mem::take(&mut self.awaiting) {
            return;
        }
        if let Some((failure, shrinker)) = &mut self.shrinking {
            shrinker.result(verdict == failure.verdict);
            return;
        }
        let index = self.next_test;
        self.next_test += 1;
        if let Some(i) = Verdict::RUN.iter().position(|&v| v == verdict) {
            self.summary.counts[i] += 1;
        }
        if verdict != Verdict::Ac {
            self.summary.failures.push(Failure {
                index,
                puzzle: self.tests[index],
                verdict,
            });
        }
    }

    /// Stops the shrink under way (its time bound): it keeps the smallest
    /// input reached.
    pub fn stop_shrink(&mut self) {
        if let Some((_, shrinker)) = &mut self.shrinking {
            shrinker.stop();
        }
        self.awaiting = false;
    }

    /// The summary's facts so far.
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// The shrink under way: the failure and the smallest input so far.
    pub fn shrinking(&self) -> Option<(&Failure, Grid, usize)> {
        self.shrinking.as_ref().map(|(f, s)| (f, s.current(), s.runs()))
    }
}

/// Runs a whole [`Stress`] session with `run_one`, which runs the program
/// on one input (in `problem`'s format) and gives its verdict.
///
/// # Errors
/// The first error of `run_one`.
pub fn run<E>(
    problem: Problem,
    tests: Vec<Grid>,
    keep_going: bool,
    mut run_one: impl FnMut(&[u8]) -> Result<Verdict, E>,
) -> Result<Summary, E> {
    let mut stress = Stress::new(problem, tests, keep_going);
    loop {
        let puzzle = match stress.step() {
            Step::Done => return Ok(stress.summary),
            Step::Test { puzzle, .. } | Step::Shrink { puzzle, .. } => puzzle,
        };
        let verdict = run_one(format::write(&puzzle, problem.format()).as_bytes())?;
        stress.report(verdict);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let summary = run(problem, tests.clone(), false, |input| {
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

    #[test]
    fn kinds_are_named_as_on_the_command_line() {
        for k in Kind::ALL {
            assert_eq!(Kind::from_name(k.name()), Some(k));
        }
        assert_eq!(Kind::from_name("nope"), None);
    }
}
