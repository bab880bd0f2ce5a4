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
//! 4. With `hard`, a hill climb over which cells are blank: each step
//!    swaps one random blank with one random given (so `K` stays), and
//!    keeps the swap when the properties still hold and problem 12095's
//!    `cnt` does not go down. `hard` implies `boj`: `cnt` stays under the
//!    cap of 100,000.

use std::ops::RangeInclusive;

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

use crate::grid::{Cell, Grid};
use crate::reference;
use crate::validate;

/// How many complete grids one puzzle may take before the generator gives
/// up (see [`Error::GaveUp`]).
pub const MAX_ATTEMPTS: u32 = 100;

/// Hill-climbing steps per puzzle that a plain `--hard` asks for.
pub const HARD_STEPS: u32 = 300;

/// A hard legal 2580 test: `sudoku-lab generate --hard --count 12 --seed
/// 2580`, puzzle 6, whose 12095 `cnt` (99,978) is the closest to the cap of
/// 99,999 among the twelve (the demo computes it, and its snapshot shows
/// it); every port makes 69,549 placements on it. The CLI's demo shows it
/// and `cargo xtask instructions` counts the ports' instructions on it.
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
    /// Baekjoon 2580's promise: problem 12095's backtracker solves the
    /// puzzle with `cnt <= 99,999`, so [`validate::validate`] accepts it.
    pub boj: bool,
    /// Hill-climbing steps that maximise the 12095 `cnt` under the cap
    /// (0: no climb). Implies `boj`.
    pub hard: u32,
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
            hard: 0,
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
    /// `None` when that backtracker gives up; after a hill climb, the best
    /// `cnt` reached.
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
        Ok(Generator { options, rng, index: 0 })
    }

    fn one(&mut self) -> Result<Generated, Error> {
        let o = &self.options;
        let (lo, hi) = (*o.blanks.start(), *o.blanks.end());
        let k = lo + self.rng.below((hi - lo + 1) as u32) as usize;
        let boj = o.boj || o.hard > 0;
        let keeps = |p: &Grid| {
            (!o.unique || reference::count_solutions(p, 2) == 1) && (!boj || validate::cnt_12095(p).is_some())
        };
        for _ in 0..MAX_ATTEMPTS {
            let rng = &mut self.rng;
            let solution = reference::random_completion(&Grid::EMPTY, &mut |n| rng.below(n))
                .expect("the empty grid has completions");
            let order = rng.shuffled_cells();
            let mut puzzle = solution;
            let mut blanked = 0;
            for &c in &order {
                if blanked == k {
                    break;
                }
                puzzle.set(c, 0);
                if (o.unique || boj) && !keeps(&puzzle) {
                    puzzle.set(c, solution.get(c));
                } else {
                    blanked += 1;
                }
            }
            if blanked < k {
                continue;
            }
            let mut cnt = validate::cnt_12095(&puzzle);
            for _ in 0..o.hard {
                if k == 0 || k == 81 {
                    break;
                }
                let blank = nth(&puzzle, |d| d == 0, self.rng.below(k as u32) as usize);
                let given = nth(&puzzle, |d| d != 0, self.rng.below(81 - k as u32) as usize);
                let mut next = puzzle;
                next.set(blank, solution.get(blank));
                next.set(given, 0);
                if o.unique && reference::count_solutions(&next, 2) != 1 {
                    continue;
                }
                let Some(n) = validate::cnt_12095(&next) else { continue };
                if cnt.is_none_or(|best| n >= best) {
                    puzzle = next;
                    cnt = Some(n);
                }
            }
            return Ok(Generated { puzzle, solution, cnt });
        }
        Err(Error::GaveUp {
            index: self.index,
            blanks: k,
        })
    }
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
