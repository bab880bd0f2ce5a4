//! Transformations that keep a Sudoku grid valid, and puzzles built from
//! them: the raw material of the property tests and the fuzzers.
//!
//! A [`Shuffle`] relabels the digits, permutes the rows within each band
//! (three rows of blocks), the bands, the columns within each stack, the
//! stacks, and optionally transposes. Each of these maps a valid completion
//! to a valid completion and keeps houses as houses, so for any puzzle `p`
//! with solution set `S`, the solutions of `shuffle.apply(p)` are exactly
//! `shuffle.apply(s)` for `s` in `S`: the metamorphic relation the tests
//! check (note that the *lexicographically smallest* solution is not kept
//! in general, only the set).
//!
//! A [`Recipe`] is a shuffle of [`canonical`] plus a set of blanks: every
//! recipe is a solvable puzzle (the shuffled grid is a solution), and every
//! part of it can be drawn from plain numbers, so `quickcheck` and
//! `arbitrary` can both build one, and shrinking the blank mask towards 0
//! shrinks towards fewer blanks.

use sudoku_lab::{Cell, Grid};

/// The pattern grid `(3 * (r % 3) + r / 3 + c) % 9 + 1`: a valid completed
/// grid to shuffle.
pub fn canonical() -> Grid {
    let cells = std::array::from_fn(|k| {
        let (r, c) = (k / 9, k % 9);
        ((3 * (r % 3) + r / 3 + c) % 9 + 1) as u8
    });
    Grid::new(cells).expect("digits 1..=9")
}

/// The permutation of `0..N` that sorts `keys` (ties broken by index):
/// any keys give a permutation, random keys a random one, and all-equal
/// keys the identity.
pub fn permutation<const N: usize>(keys: [u64; N]) -> [u8; N] {
    let mut p: [u8; N] = std::array::from_fn(|i| i as u8);
    p.sort_by_key(|&i| (keys[i as usize], i));
    p
}

/// A validity-preserving transformation of a grid. Permutations map new
/// positions to old ones: row `r` of the result is row `rows_of(r)` of the
/// input.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shuffle {
    /// `relabel[d - 1]` is the new digit for digit `d`; a permutation of
    /// `0..9`, stored as 0-based digits.
    pub relabel: [u8; 9],
    /// Which band of the input each band of the result comes from.
    pub bands: [u8; 3],
    /// Within band `b` of the result, which row of the input's band.
    pub rows: [[u8; 3]; 3],
    /// Which stack of the input each stack of the result comes from.
    pub stacks: [u8; 3],
    /// Within stack `s` of the result, which column of the input's stack.
    pub cols: [[u8; 3]; 3],
    /// Transpose after the permutations.
    pub transpose: bool,
}

impl Shuffle {
    /// The shuffle that changes nothing.
    pub const IDENTITY: Shuffle = Shuffle {
        relabel: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        bands: [0, 1, 2],
        rows: [[0, 1, 2]; 3],
        stacks: [0, 1, 2],
        cols: [[0, 1, 2]; 3],
        transpose: false,
    };

    /// A shuffle from 36 numbers (any values; see [`permutation`]) and a
    /// flag: the relabelling takes keys 0..9, the bands 9..12, the rows
    /// 12..21, the stacks 21..24, the columns 24..33; keys 33..36 are
    /// unused and keep the shape round.
    pub fn from_keys(keys: [u64; 36], transpose: bool) -> Shuffle {
        let part = |from: usize| -> [u64; 3] { std::array::from_fn(|i| keys[from + i]) };
        Shuffle {
            relabel: permutation(std::array::from_fn(|i| keys[i])),
            bands: permutation(part(9)),
            rows: [permutation(part(12)), permutation(part(15)), permutation(part(18))],
            stacks: permutation(part(21)),
            cols: [permutation(part(24)), permutation(part(27)), permutation(part(30))],
            transpose,
        }
    }

    /// The 0-based row of the input that row `r` of the result comes from.
    fn source_row(&self, r: usize) -> usize {
        self.bands[r / 3] as usize * 3 + self.rows[r / 3][r % 3] as usize
    }

    /// The 0-based column of the input that column `c` of the result comes
    /// from.
    fn source_col(&self, c: usize) -> usize {
        self.stacks[c / 3] as usize * 3 + self.cols[c / 3][c % 3] as usize
    }

    /// The cell of the input that `cell` of the result comes from.
    pub fn source(&self, cell: Cell) -> Cell {
        let (r, c) = if self.transpose {
            (cell.col(), cell.row())
        } else {
            (cell.row(), cell.col())
        };
        Cell::at(self.source_row(r), self.source_col(c))
    }

    /// Applies the shuffle: blanks stay blanks, digits are relabelled.
    pub fn apply(&self, grid: &Grid) -> Grid {
        let mut out = Grid::EMPTY;
        for cell in Cell::all() {
            let d = grid.get(self.source(cell));
            out.set(cell, if d == 0 { 0 } else { self.relabel[d as usize - 1] + 1 });
        }
        out
    }
}

/// A solvable puzzle: a shuffled [`canonical`] grid with some cells blank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Recipe {
    /// How the canonical grid is shuffled.
    pub shuffle: Shuffle,
    /// Bit `k` (of 81) set: cell `k` is blank. Bits 81..128 are ignored.
    pub blanks: u128,
}

impl Recipe {
    /// The completed grid the puzzle is cut from (one of its solutions).
    pub fn solution(&self) -> Grid {
        self.shuffle.apply(&canonical())
    }

    /// The puzzle: the solution with the blank cells cleared.
    pub fn puzzle(&self) -> Grid {
        let mut g = self.solution();
        for cell in Cell::all() {
            if self.blanks >> cell.index() & 1 == 1 {
                g.set(cell, 0);
            }
        }
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_is_a_valid_grid() {
        let g = canonical();
        assert!(g.is_full() && g.conflict().is_none(), "{g}");
    }

    #[test]
    fn shuffles_keep_grids_valid_and_are_not_trivial() {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..200u64 {
            let keys = std::array::from_fn(|i| {
                seed.wrapping_mul(6364136223846793005)
                    .wrapping_add((i as u64).wrapping_mul(1442695040888963407))
                    .rotate_left(i as u32)
            });
            let s = Shuffle::from_keys(keys, seed % 2 == 1);
            let g = s.apply(&canonical());
            assert!(g.is_full() && g.conflict().is_none(), "{s:?} broke the grid: {g}");
            seen.insert(g);
        }
        assert!(seen.len() > 150, "shuffles should differ: {}", seen.len());
        assert_eq!(Shuffle::IDENTITY.apply(&canonical()), canonical());
        assert_eq!(Shuffle::from_keys([0; 36], false), Shuffle::IDENTITY);
    }

    #[test]
    fn recipes_are_puzzles_their_solution_completes() {
        let r = Recipe {
            shuffle: Shuffle::from_keys(std::array::from_fn(|i| (i * 7 % 11) as u64), true),
            blanks: (1u128 << 81) - 1 - (1 << 40),
        };
        let p = r.puzzle();
        assert_eq!(p.blanks(), 80);
        assert!(r.solution().completes(&p));
    }
}
