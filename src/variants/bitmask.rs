//! `bitmask`: Baekjoon 2239 with one bit mask per row, column and block.
//!
//! **Post.** "백준 2239 스도쿠 \[자바\]" (Baekjoon 2239, Java, class
//! `BJ2239_스도쿠`; seed `003`), a Jekyll blog post whose front matter names
//! no author, blog or address of its own. Solves
//! <https://www.acmicpc.net/problem/2239>, which reads 9 lines of 9 digits
//! with no spaces and wants the lexicographically smallest completion.
//!
//! **Idea.** Three arrays of `int` masks, `rowbit`, `colbit` and `mapbit`
//! (blocks, indexed by `getidx(i, j)`), hold bit `1 << d` for each digit `d`
//! used. `solve(rc)` first skips forward over filled cells with a `while`
//! loop, returns `true` past cell 80, and otherwise tries 1..9: a digit
//! whose bit is set in any of the three masks is skipped; otherwise it is
//! written, its bits set with `|`, and `solve(rc + 1)` called; on failure
//! the cell is cleared and the bits removed with `^`. The program prints
//! `map` after the search, solved or not.
//!
//! **Cost.** The cheapest digit test of the five (three AND operations),
//! and one call per blank.
//!
//! **Kept from the post.** `map` as 9x9; `rowbit`, `colbit`, `mapbit` as
//! nine masks each, with bit `d` for digit `d`; `getidx`; `solve(rc) ->
//! bool` with its skip loop, its three tests in the post's order, setting
//! with OR and undoing with XOR.
//!
//! **Departures.**
//! - Masks are `u16` rather than Java's 32-bit `int` (bits 1..=9 are used);
//!   the board holds `u8`.
//! - When the placement budget is spent, `solve` returns `true`, so the
//!   recursion unwinds as after a solution; the shared [`Meter`] records
//!   which of the two happened.
//! - Printing lives in [`crate::program`], which prints the board this
//!   search leaves, as the post's `main` does.

use super::{Original, Post, Prints};
use crate::grid::{Cell, Grid};
use crate::problem::Problem;
use crate::search::state::{PostState, Rejection, board_digits, first_used, mask_bits};
use crate::search::{Budget, Meter, Observer, Report};
use crate::step::{By, Name};

/// The post, and what its program prints: 9 lines `ddddddddd\n` (the 2239 layout); with no solution, the board after the search: the input, zeros included.
pub const POST: Post = Post {
    name: "bitmask",
    summary: "Java (BOJ 2239), `rowbit`/`colbit`/`mapbit` bit masks.",
    title: "백준 2239 스도쿠 [자바]",
    problem: Problem::Boj2239,
    functions: "solve(rc), getidx(i, j)",
    names: &["map", "rowbit", "colbit", "mapbit", "rc"],
    seed: "003_e13b812844d8f2ae",
    prints: Prints {
        space_after_digit: false,
        extra_newline: false,
        board_when_unsolved: true,
    },
    original: Original {
        lines: [103, 174],
        drop_first_line: None,
        file: "BJ2239_스도쿠.java",
        sha256: "47e2cc257c0fb4107a4618c3f9492f92a884a060fb208325df4237ccc3474ffb",
    },
};

/// Solves `puzzle` the way the bitmask post does.
///
/// Returns the first completion in the post's search order (the
/// lexicographically smallest, as 2239 asks), [`crate::Outcome::NoSolution`]
/// (with the input board restored in [`Report::board`]), or
/// [`crate::Outcome::Stopped`] when `budget` ran out. Conflicting givens
/// are not rejected. Every placement and undo is reported to `observer`.
pub fn solve<O: Observer>(puzzle: &Grid, budget: Budget, observer: &mut O) -> Report {
    let mut s = Bitmask {
        map: [[0; 9]; 9],
        rowbit: [0; 9],
        colbit: [0; 9],
        mapbit: [0; 9],
        meter: Meter::new(budget, observer),
    };
    // post: the reading loop of main() sets the givens' bits.
    for i in 0..9 {
        for j in 0..9 {
            s.map[i][j] = puzzle.at(i, j);
            if s.map[i][j] != 0 {
                s.colbit[j] |= 1 << s.map[i][j];
                s.rowbit[i] |= 1 << s.map[i][j];
                s.mapbit[getidx(i, j)] |= 1 << s.map[i][j];
            }
        }
    }
    let found = s.solve(0);
    let board = Grid::new(std::array::from_fn(|k| s.map[k / 9][k % 9])).expect("digits 0..=9");
    s.meter.finish(found, board)
}

/// post: `getidx(int i, int j)`: the index into `mapbit` of row `i`,
/// column `j`.
#[inline(always)]
fn getidx(i: usize, j: usize) -> usize {
    (i / 3) * 3 + j / 3
}

/// Not in the post: what the step trace shows of it, the board `map`, the
/// masks `rowbit`, `colbit`, `mapbit` (bit `1 << d` for digit `d`) and
/// `solve(rc)`'s `rc`, and which mask says no to a digit.
pub struct State<'a> {
    /// The board `map`.
    pub map: &'a [[u8; 9]; 9],
    /// One mask per row.
    pub rowbit: &'a [u16; 9],
    /// One mask per column.
    pub colbit: &'a [u16; 9],
    /// One mask per block, indexed by `getidx(i, j)`.
    pub mapbit: &'a [u16; 9],
    /// `rc` of `solve(rc)` after its skip loop: the cell `0..=81`.
    pub rc: usize,
}

impl PostState for State<'_> {
    fn board(&self, row: usize, col: usize) -> u8 {
        self.map[row][col]
    }

    fn fields(&self) -> Vec<(&'static str, Vec<u32>)> {
        vec![
            ("map", board_digits(self)),
            ("rowbit", mask_bits(self.rowbit)),
            ("colbit", mask_bits(self.colbit)),
            ("mapbit", mask_bits(self.mapbit)),
            ("rc", vec![self.rc as u32]),
        ]
    }

    /// `solve`'s test: `rowbit[i]`, then `colbit[j]`, then
    /// `mapbit[getidx(i, j)]`, each `& 1 << d`.
    fn rejection(&self, cell: Cell, digit: u8) -> Option<Rejection> {
        let (r, c, b, d) = (cell.row(), cell.col(), cell.block(), digit as usize);
        let masks = [self.rowbit[r], self.colbit[c], self.mapbit[b]];
        let used = masks.map(|m| m & 1 << d != 0);
        let names = ["rowbit", "colbit", "mapbit"];
        first_used(self, cell, digit, used, |k, index| By::Mask {
            mask: Name::new(names[k]),
            index,
            digit,
        })
    }
}

/// The post's static `map`, `rowbit`, `colbit`, `mapbit`, plus the meter.
struct Bitmask<O: Observer> {
    map: [[u8; 9]; 9],
    rowbit: [u16; 9],
    colbit: [u16; 9],
    mapbit: [u16; 9],
    meter: Meter<O>,
}

impl<O: Observer> Bitmask<O> {
    // ANCHOR: search
    /// post: `public static boolean solve(int rc)`.
    fn solve(&mut self, mut rc: usize) -> bool {
        self.meter.call();
        // 넣을 위치 찾기: skip filled cells.
        while rc < 81 && self.map[rc / 9][rc % 9] != 0 {
            rc += 1;
        }
        if rc >= 81 {
            return true;
        }
        let r = rc / 9;
        let c = rc % 9;
        for i in 1..10u8 {
            self.meter.digit_test(r, c, i);
            self.meter.state(state!(self; map, rowbit, colbit, mapbit; rc));
            // 넣을 수 없는 상황이면 다음걸로
            if (self.rowbit[r] & 1 << i) > 0
                || (self.colbit[c] & 1 << i) > 0
                || (self.mapbit[getidx(r, c)] & 1 << i) > 0
            {
                continue;
            }
            if !self.meter.place(Cell::at(r, c), i) {
                return true; // budget spent: unwind like a success
            }
            // 넣기
            self.map[r][c] = i;
            self.rowbit[r] |= 1 << i;
            self.colbit[c] |= 1 << i;
            self.mapbit[getidx(r, c)] |= 1 << i;
            self.meter.state(state!(self; map, rowbit, colbit, mapbit; rc));
            if self.solve(rc + 1) {
                return true;
            }
            // 통과 못했으면, 원위치
            self.map[r][c] = 0;
            self.rowbit[r] ^= 1 << i;
            self.colbit[c] ^= 1 << i;
            self.mapbit[getidx(r, c)] ^= 1 << i;
            self.meter.undo(Cell::at(r, c), i);
            self.meter.state(state!(self; map, rowbit, colbit, mapbit; rc));
        }
        false // 아무것도 못넣으면 불가능
    }
    // ANCHOR_END: search
}
