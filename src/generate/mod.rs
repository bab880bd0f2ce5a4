//! The generator: random puzzles from a seed, the same bytes on every
//! machine.
//!
//! **Randomness.** One ChaCha8 stream ([`rand_chacha::ChaCha8Rng`]) per
//! run, keyed by the seed: the 32-byte key is the seed's 8 little-endian
//! bytes followed by 24 zero bytes. ChaCha8's output is fixed by its
//! specification, and every draw here is made by this module (a uniform
//! number below `n` by rejection from 32-bit outputs), so no library's
//! sampling code can change the puzzles. Same [`Options`] (seed included)
//! give the same puzzles; asking for more puzzles only appends to the
//! list.
//!
//! **Each puzzle.**
//! 1. A complete grid: the [`crate::reference`] search from the empty board,
//!    trying each branching cell's candidates in a random order.
//! 2. A number of blanks `K`, uniform in [`Options::blanks`].
//! 3. The cells in a random order. Without `unique` or `boj`, the first
//!    `K` are blanked. Otherwise each cell in turn is blanked only if the
//!    puzzle keeps its properties: exactly one solution (`unique`, by
//!    [`reference::count_solutions`]) and 2580's promise (`boj`, by
//!    [`validate::cnt_12095`]); it stops at `K` blanks. When the cells run
//!    out first, it starts again from a new grid (at most
//!    [`MAX_ATTEMPTS`] times).
//! 4. With `hard`, a test near problem 12095's cap (`cnt` close to
//!    [`validate::CNT_LIMIT`], ten million calls), made the way the
//!    Wikipedia puzzle defeats a row-major backtracker and then brought
//!    back under the cap:
//!    - the grid's digits are renamed so that its first row reads
//!      `9 8 7 6 5 4 3 2 1`: 12095's `go` tries 1 to 9, so at the first
//!      cells the right digit is the last one it tries;
//!    - its cells are blanked, the top band's 27 first and each band's in a
//!      random order, each kept blank only while exactly one solution
//!      remains (a minimal puzzle; [`Options::blanks`] does not apply);
//!    - when 12095's backtracker solves that puzzle under the cap, the grid
//!      is dropped and a new one drawn; when it gives up, givens of the
//!      solution are put back one at a time: each step tries
//!      [`HARD_SAMPLES`] random blanks and keeps the one with the largest
//!      `cnt` under the cap, if any (the puzzle is done), else a random one
//!      of them (still over the cap: another step). A correct given only
//!      removes nodes from the search tree, so `cnt` never grows on the way
//!      down, and the first step under the cap lands as close to it as
//!      those samples allow.
//!
//!    `hard` implies `boj` and `unique`. A hard puzzle costs a few seconds
//!    (each `cnt` over the cap is ten million placements), which is why
//!    `stress --kind hard` draws from a shipped pool instead
//!    (`cargo xtask hard-pool`).

use std::ops::RangeInclusive;

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

use crate::grid::{Cell, Grid};
use crate::reference;
use crate::validate;

mod hard;

pub use hard::lower;

/// How many complete grids one puzzle may take before the generator gives
/// up (see [`Error::GaveUp`]).
pub const MAX_ATTEMPTS: u32 = 100;

/// Random blanks tried at each step of a `hard` puzzle's way back under the
/// cap (see the module doc): more lands closer to the cap and costs more.
pub const HARD_SAMPLES: u32 = 16;

/// A legal 2580 test with a long search for its size: 12095 `cnt` 99,978,
/// and every port makes 69,549 placements on it. It was made by an earlier
/// generator that climbed towards a cap of 100,000 (an older copy of the
/// 12095 statement's); today's cap is a hundred times higher, so it is a
/// medium test, not a hard one. It stays because its search is long enough
/// to measure and short enough to run under callgrind: the CLI's demo
/// shows it, and `cargo xtask instructions` counts the ports' instructions
/// on it.
pub const HARD_2580: &str = "1..589.6.35.6.....96.73..2..8.........93...4..1..7863.8....3.....6..7..4.348....6";

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// How many puzzles.
    pub count: usize,
    /// The seed of the random stream.
    pub seed: u64,
    /// Blanks per puzzle, drawn uniformly from this range (`k..=k` for a
    /// fixed number); at most 81.
    pub blanks: RangeInclusive<usize>,
    /// Exactly one solution.
    pub unique: bool,
    /// The promise of Baekjoon 2580 and 2239: problem 12095's backtracker
    /// solves the puzzle with `cnt <= 9,999,999`, so [`validate::validate`]
    /// accepts it.
    pub boj: bool,
    /// A test near 12095's cap (see the module doc). Implies `boj` and
    /// `unique`; [`Options::blanks`] does not apply.
    pub hard: bool,
}

impl Default for Options {
    /// One puzzle from seed 0 with 40 to 50 blanks, no other property.
    fn default() -> Self {
        Options {
            count: 1,
            seed: 0,
            blanks: 40..=50,
            unique: false,
            boj: false,
            hard: false,
        }
    }
}

/// One generated puzzle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle, `0` for blanks.
    pub puzzle: Grid,
    /// The complete grid it was cut from: a completion of it, its only
    /// one when [`Options::unique`].
    pub solution: Grid,
    /// Problem 12095's `cnt` for the puzzle ([`validate::cnt_12095`]), or
    /// `None` when that backtracker gives up (only without `boj` or
    /// `hard`).
    pub cnt: Option<u64>,
}

/// Why generation failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// Options that cannot be met.
    #[error("bad options: {0}")]
    Options(String),
    /// No grid out of [`MAX_ATTEMPTS`] gave a puzzle with the properties
    /// asked for (too many blanks for a unique or a 2580 puzzle).
    #[error(
        "gave up on puzzle {} after {MAX_ATTEMPTS} grids: no puzzle with {blanks} blanks and the properties asked for",
        .index + 1
    )]
    GaveUp {
        /// 0-based index of the puzzle in the run (the message counts
        /// from 1, as every message does).
        index: usize,
        /// The number of blanks it was drawn to have.
        blanks: usize,
    },
    /// No grid out of [`MAX_ATTEMPTS`] gave a minimal puzzle over 12095's
    /// cap to start a `hard` puzzle from (about one grid in five does).
    #[error("gave up on hard puzzle {} after {MAX_ATTEMPTS} grids: none started over 12095's cap", .index + 1)]
    GaveUpHard {
        /// 0-based index of the puzzle in the run.
        index: usize,
    },
}

/// All `options.count` puzzles.
///
/// # Errors
/// See [`Error`]; nothing is returned when one puzzle fails.
pub fn generate(options: &Options) -> Result<Vec<Generated>, Error> {
    Generator::new(options.clone())?.collect()
}

/// The puzzles of one run, one at a time (for progress reporting).
pub struct Generator {
    options: Options,
    rng: Draw,
    index: usize,
    /// [`unique_under_cap`] first (off only in the test that checks it
    /// against the blank-by-blank checks).
    speculate: bool,
}

impl Generator {
    /// A run of `options`.
    ///
    /// # Errors
    /// [`Error::Options`] when the blank range is empty or goes past 81.
    pub fn new(options: Options) -> Result<Generator, Error> {
        let (lo, hi) = (*options.blanks.start(), *options.blanks.end());
        if lo > hi || hi > 81 {
            return Err(Error::Options(format!("blanks {lo}..={hi}: need min <= max <= 81")));
        }
        let rng = Draw::new(options.seed);
        Ok(Generator {
            options,
            rng,
            index: 0,
            speculate: true,
        })
    }

    fn one(&mut self) -> Result<Generated, Error> {
        if self.options.hard {
            return self.hard_one();
        }
        let o = &self.options;
        let (lo, hi) = (*o.blanks.start(), *o.blanks.end());
        let k = lo + self.rng.below((hi - lo + 1) as u32) as usize;
        // The `cnt` the last check computed (`boj`): the puzzle's own when
        // that check kept its blank, so it is not computed again.
        let checked = std::cell::Cell::new(None);
        let keeps = |p: &Grid| {
            (!o.unique || reference::count_solutions(p, 2) == 1)
                && (!o.boj || {
                    checked.set(validate::cnt_12095(p));
                    checked.get().is_some()
                })
        };
        for _ in 0..MAX_ATTEMPTS {
            let rng = &mut self.rng;
            let solution = reference::random_completion(&Grid::EMPTY, &mut |n| rng.below(n))
                .expect("the empty grid has completions");
            let order = rng.shuffled_cells();
            if self.speculate
                && let Some(found) = unique_under_cap(&solution, &order, k, o)
            {
                return Ok(found);
            }
            let mut puzzle = solution;
            let mut blanked = 0;
            // The puzzle's `cnt` as it is now, when a check computed it.
            let mut known = None;
            for &c in &order {
                if blanked == k {
                    break;
                }
                puzzle.set(c, 0);
                if (o.unique || o.boj) && !keeps(&puzzle) {
                    puzzle.set(c, solution.get(c));
                } else {
                    blanked += 1;
                    known = if o.boj { checked.get() } else { None };
                }
            }
            if blanked < k {
                continue;
            }
            let cnt = known.or_else(|| validate::cnt_12095(&puzzle));
            return Ok(Generated { puzzle, solution, cnt });
        }
        Err(Error::GaveUp {
            index: self.index,
            blanks: k,
        })
    }
}

/// The puzzle [`Generator::one`] makes of `solution` with `k` blanks in
/// `order` when it is both `unique` and `boj`, with its `cnt`, found with
/// one run of problem 12095's backtracker instead of one per blank: the
/// blanks are chosen on uniqueness alone, then the `cnt` of the result is
/// worked out once. When it is under the cap, so is the `cnt` of every
/// puzzle on the way: each is the result with some correct givens put
/// back, and a correct given of a puzzle's only completion only removes
/// nodes from the backtracker's search before it reaches that completion
/// (see [`hard::lower`]), so the one check per blank would have kept every
/// blank this kept, and the result is the same puzzle. `None` when that
/// cannot be said (other options, fewer than `k` blanks, the result over
/// the cap): the caller makes the puzzle blank by blank.
fn unique_under_cap(solution: &Grid, order: &[Cell], k: usize, o: &Options) -> Option<Generated> {
    if !(o.unique && o.boj) || o.hard {
        return None;
    }
    let mut puzzle = *solution;
    let mut blanked = 0;
    for &c in order {
        if blanked == k {
            break;
        }
        puzzle.set(c, 0);
        // The puzzle before this blank had one completion, `solution`: a
        // blank that can hold one digit only keeps it the only one, and
        // its completions need no count (issue 53: the count, started
        // afresh for each blank, was most of making a test).
        if reference::naked_single(&puzzle, c.index()) || reference::count_solutions(&puzzle, 2) == 1 {
            blanked += 1;
        } else {
            puzzle.set(c, solution.get(c));
        }
    }
    let cnt = (blanked == k).then(|| validate::cnt_12095(&puzzle))??;
    Some(Generated {
        puzzle,
        solution: *solution,
        cnt: Some(cnt),
    })
}

impl Iterator for Generator {
    type Item = Result<Generated, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.index == self.options.count {
            return None;
        }
        let item = self.one();
        self.index += 1;
        if item.is_err() {
            self.index = self.options.count; // stop after an error
        }
        Some(item)
    }
}

/// The `i`-th cell (row-major, 0-based) whose value satisfies `pick`.
fn nth(g: &Grid, pick: impl Fn(u8) -> bool, i: usize) -> Cell {
    Cell::all()
        .filter(|&c| pick(g.get(c)))
        .nth(i)
        .expect("i is below the number of such cells")
}

/// The random stream and the only ways this module draws from it.
struct Draw(ChaCha8Rng);

impl Draw {
    fn new(seed: u64) -> Draw {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        Draw(ChaCha8Rng::from_seed(key))
    }

    /// Uniform in `0..n` (`n >= 1`): rejection from 32-bit outputs, so no
    /// value is favoured.
    fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n >= 1);
        let n = n as u64;
        let zone = (1u64 << 32) - (1u64 << 32) % n;
        loop {
            let x = self.0.next_u32() as u64;
            if x < zone {
                return (x % n) as u32;
            }
        }
    }

    /// The 81 cells in a uniformly random order (Fisher-Yates).
    fn shuffled_cells(&mut self) -> [Cell; 81] {
        let mut cells: [Cell; 81] = std::array::from_fn(|i| Cell::new(i).expect("i < 81"));
        for i in (1..81).rev() {
            let j = self.below(i as u32 + 1) as usize;
            cells.swap(i, j);
        }
        cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`unique_under_cap`] makes the puzzle itself for `stress --kind
    /// unique`'s options: `k` blanks, one completion, its `cnt` under the
    /// cap.
    #[test]
    fn one_cnt_for_a_unique_puzzle_makes_a_puzzle() {
        let options = Options {
            unique: true,
            boj: true,
            ..Options::default()
        };
        let mut rng = Draw::new(3);
        let solution = reference::random_completion(&Grid::EMPTY, &mut |n| rng.below(n)).expect("a completion");
        let order = rng.shuffled_cells();
        let made = unique_under_cap(&solution, &order, 45, &options).expect("45 blanks can be made");
        assert_eq!(made.puzzle.blanks(), 45);
        assert_eq!(reference::count_solutions(&made.puzzle, 2), 1);
        assert_eq!(made.cnt, validate::cnt_12095(&made.puzzle));
        assert!(made.solution.completes(&made.puzzle));
    }

    /// [`unique_under_cap`] gives the puzzles (and `cnt`s) the checks blank
    /// by blank give, for `stress --kind unique`'s options.
    #[test]
    fn one_cnt_for_a_unique_puzzle_makes_the_same_puzzles() {
        for seed in 0..8 {
            let options = Options {
                count: 25,
                seed,
                unique: true,
                boj: true,
                blanks: 40..=55,
                ..Options::default()
            };
            let fast: Vec<Generated> = Generator::new(options.clone()).unwrap().map(Result::unwrap).collect();
            let mut slow = Generator::new(options).unwrap();
            slow.speculate = false;
            let slow: Vec<Generated> = slow.map(Result::unwrap).collect();
            assert_eq!(fast, slow, "seed {seed}");
        }
    }
}
