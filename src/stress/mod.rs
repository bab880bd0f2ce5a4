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
//! - [`Stress`]: a whole session as a state machine too, the one policy
//!   of every front end (which test next, when to stop, what counts, a
//!   TLE's re-runs alone, what is shrunk): one run at a time
//!   ([`Stress::step`], [`Stress::report`]; [`run_all`], the same driven
//!   by a closure that runs one input), or several tests in flight at
//!   once ([`Stress::next_test`], [`Stress::report_test`],
//!   [`Stress::confirm_test`]) for a driver with threads. Its
//!   [`Stress::summary`] is the facts the summary states (runs per
//!   verdict, every failure, the shrunk inputs).
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
mod facts;
mod session;
mod shrink;
pub mod timing;
mod verdict;

pub use facts::{Confirmation, Failure, Next, NotShrunk, RERUNS, Reported, Shrunk, Summary, Test};
pub use session::{Stress, run_all};
pub use shrink::{NO_SHRINK_TLE_CNT, Shrinker, worth_shrinking};
pub use verdict::{Cause, Ending, Run, Signs, decide, judge_output, judged};

use crate::generate::{self, Generated, Generator, Options};
use crate::grid::Grid;
use crate::{Problem, format, validate};

use edge::EdgeShape;

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
    /// Only edge boards ([`edge::EdgeShape`]).
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
/// [`EdgeShape::nth`] on (a full grid always is).
fn pick(problem: Problem, kind: Kind, i: usize, g: &Generated, pool: &[Grid]) -> Grid {
    if kind == Kind::Boj && (i + 1) >= NEAR_CAP_FIRST && (i + 1 - NEAR_CAP_FIRST).is_multiple_of(NEAR_CAP_EVERY) {
        return pool[(i + 1 - NEAR_CAP_FIRST) / NEAR_CAP_EVERY % pool.len()];
    }
    let nth = match kind {
        Kind::Edge => i,
        Kind::Boj if (i + 1).is_multiple_of(edge::EVERY) => (i + 1) / edge::EVERY - 1,
        _ => return g.puzzle,
    };
    (nth..nth + EdgeShape::ALL.len())
        .map(|n| EdgeShape::nth(n).carve(&g.solution))
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

#[cfg(test)]
mod tests;
