//! The `hard` puzzles of the generator (the module doc's step 4): a grid
//! whose first row reads backwards, blanked to a minimal puzzle, then
//! brought back under problem 12095's cap with [`lower`]'s steps.

use super::{Draw, Error, Generated, Generator, HARD_SAMPLES, MAX_ATTEMPTS, nth};
use crate::grid::{Cell, Grid};
use crate::{reference, validate};

impl Generator {
    /// A `hard` puzzle (see the module doc).
    pub(super) fn hard_one(&mut self) -> Result<Generated, Error> {
        for _ in 0..MAX_ATTEMPTS {
            let rng = &mut self.rng;
            let grid = reference::random_completion(&Grid::EMPTY, &mut |n| rng.below(n))
                .expect("the empty grid has completions");
            let solution = backwards_first_row(&grid);
            let mut order = self.rng.shuffled_cells();
            order.sort_by_key(|c| c.row() / 3); // stable: each band keeps its random order
            let mut puzzle = solution;
            for &c in &order {
                puzzle.set(c, 0);
                if reference::count_solutions(&puzzle, 2) != 1 {
                    puzzle.set(c, solution.get(c));
                }
            }
            if validate::cnt_12095(&puzzle).is_some() {
                continue; // under the cap already: not a hard one
            }
            let (puzzle, cnt) = descend(puzzle, &solution, validate::CNT_LIMIT, &mut self.rng);
            return Ok(Generated {
                puzzle,
                solution,
                cnt: Some(cnt),
            });
        }
        Err(Error::GaveUpHard { index: self.index })
    }
}

/// `puzzle` made easier for problem 12095's backtracker until its `cnt` is
/// under `cap`: givens of `solution` (its only completion) are put back
/// one at a time, each step trying [`HARD_SAMPLES`] random blanks and
/// keeping the one with the largest `cnt` under `cap`, if any (done),
/// else a random one of them (another step), as a `hard` puzzle comes
/// back under the cap (module doc). A correct given only removes nodes
/// from the search tree, so `cnt` never grows on the way, and the result
/// lands as close under `cap` as those samples allow. Returns the puzzle
/// and its `cnt`; `puzzle` itself when its `cnt` is under `cap` already.
/// The same arguments give the same puzzle (`seed` keys the draws as
/// [`Options::seed`](super::Options::seed) does).
///
/// This is how the default kind of `stress` gets tests as hard as
/// Baekjoon's slowest (`cargo xtask boj-pools` lowers the hard pool to
/// [`crate::stress::baekjoon`]'s estimate for each problem).
///
/// # Panics
/// When `cap` is 82 or less (even the solution itself, with no blank,
/// costs 82 calls) or `solution` does not complete `puzzle`.
pub fn lower(puzzle: &Grid, solution: &Grid, cap: u64, seed: u64) -> (Grid, u64) {
    assert!(cap > 82, "a cap of {cap} calls: even a full grid needs 82");
    assert!(
        crate::grid::Cell::all().all(|c| puzzle.get(c) == 0 || puzzle.get(c) == solution.get(c)),
        "the solution does not complete the puzzle"
    );
    if let Some(cnt) = validate::cnt_12095_under(puzzle, cap) {
        return (*puzzle, cnt);
    }
    descend(*puzzle, solution, cap, &mut Draw::new(seed))
}

/// The steps of [`lower`] from a `puzzle` whose `cnt` is `cap` or more.
fn descend(mut puzzle: Grid, solution: &Grid, cap: u64, rng: &mut Draw) -> (Grid, u64) {
    loop {
        let blanks = puzzle.blanks() as u32;
        let mut over = Vec::new();
        let mut best: Option<(u64, Grid)> = None;
        for _ in 0..HARD_SAMPLES {
            let c = nth(&puzzle, |d| d == 0, rng.below(blanks) as usize);
            let mut next = puzzle;
            next.set(c, solution.get(c));
            match validate::cnt_12095_under(&next, cap) {
                Some(n) if best.is_none_or(|(b, _)| n > b) => best = Some((n, next)),
                Some(_) => {}
                None => over.push(next),
            }
        }
        if let Some((n, puzzle)) = best {
            return (puzzle, n);
        }
        puzzle = over[rng.below(over.len() as u32) as usize];
    }
}

/// `grid` with its digits renamed so that its first row reads `9 8 7 6 5 4
/// 3 2 1`.
fn backwards_first_row(grid: &Grid) -> Grid {
    let mut name = [0u8; 10];
    for (col, c) in Cell::all().take(9).enumerate() {
        name[grid.get(c) as usize] = 9 - col as u8;
    }
    let mut out = *grid;
    for c in Cell::all() {
        out.set(c, name[grid.get(c) as usize]);
    }
    out
}
