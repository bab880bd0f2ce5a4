//! `check-arrays`: `go(z)` over the 81 cells, testing digits against three
//! used-digit tables `c`, `c2`, `c3`.
//!
//! **Post.** "[Gold IV] 스도쿠 - 2580" (Baekjoon 2580, Python; seed `002`),
//! from the blog at <https://do-heewan.tistory.com> (the post links its
//! neighbour, <https://do-heewan.tistory.com/149>). Solves
//! <https://www.acmicpc.net/problem/2580>. It is the same algorithm as the
//! reference code of Baekjoon problem 12095, whose call counter `cnt` is
//! this port's [`Stats::calls`](crate::Stats::calls).
//!
//! **Idea.** The board is copied into `a`, and every given is marked in
//! three 10x10 flag tables: `c[x][i]` (digit `i` used in row `x`),
//! `c2[y][i]` (in column `y`) and `c3[square(x, y)][i]` (in the block).
//! `go(z)` visits cell `z` (row `z // 9`, column `z % 9`): at `z == 81` it
//! prints and calls `exit(0)`; a given recurses straight to `go(z + 1)`; a
//! blank tries 1..9, marking the three tables before recursing and clearing
//! them after. A digit test costs three table reads.
//!
//! **Kept from the post.** `a`, `c`, `c2`, `c3` as 10x10 tables (the post
//! sizes them 10x10 though only 9 rows are used); `square(x, y)`; `go(z)`
//! over all 81 cells in row-major order with the post's two branches; the
//! marking and unmarking order.
//!
//! **Departures.**
//! - Python's `exit(0)` at `z == 81` becomes an early return:
//!   `go` returns [`ControlFlow::Break`] and callers pass it up with `?`.
//!   Because `exit(0)` comes first, the post's `return True` is never
//!   reached; `Continue` stands for its `return False`.
//! - Tables hold `u8` and `bool` rather than Python ints and bools.
//! - Printing lives in [`crate::program`].
//! - The shared [`Meter`] counts and bounds the search; a spent budget
//!   unwinds like `exit(0)`.

use std::ops::ControlFlow;

use super::{Original, Post, Prints};
use crate::grid::{Cell, Grid};
use crate::problem::Problem;
use crate::search::state::{PostState, Rejection, board_digits, first_used, table_masks};
use crate::search::{Budget, Meter, Observer, Report};
use crate::step::{By, Name};

/// The post, and what its program prints: 9 lines `d d d d d d d d d \n` (`print(.., end=' ')`, then `print()`); nothing when there is no solution (`exit(0)` is never reached).
pub const POST: Post = Post {
    name: "check-arrays",
    summary: "Python, `go(z)` with the `c`, `c2`, `c3` used-digit tables.",
    title: "[Gold IV] 스도쿠 - 2580",
    problem: Problem::Boj2580,
    functions: "go(z), square(x, y)",
    names: &["a", "c", "c2", "c3", "z"],
    seed: "002_d67590bf8df41292",
    prints: Prints {
        space_after_digit: true,
        extra_newline: false,
        board_when_unsolved: false,
    },
    original: Original {
        lines: [55, 108],
        drop_first_line: None,
        file: "sudoku_2580.py",
        sha256: "3a4c92e24b69b9ea9c1430370a1927aa4445c7d4f979f97ba76235c290177890",
    },
};

/// Solves `puzzle` the way the check-arrays post does.
///
/// Returns the first completion in the post's search order (the
/// lexicographically smallest), [`crate::Outcome::NoSolution`], or
/// [`crate::Outcome::Stopped`] when `budget` ran out. Conflicting givens
/// are not rejected. [`Report::stats`]`.calls` is problem 12095's `cnt`.
pub fn solve<O: Observer>(puzzle: &Grid, budget: Budget, observer: &mut O) -> Report {
    let mut s = CheckArrays {
        a: [[0; 10]; 10],
        c: [[false; 10]; 10],
        c2: [[false; 10]; 10],
        c3: [[false; 10]; 10],
        meter: Meter::new(budget, observer),
    };
    // post: the loop before go(0) copies the board and marks the givens.
    for i in 0..9 {
        for j in 0..9 {
            s.a[i][j] = puzzle.at(i, j);
            let d = s.a[i][j] as usize;
            if d != 0 {
                s.c[i][d] = true;
                s.c2[j][d] = true;
                s.c3[square(i, j)][d] = true;
            }
        }
    }
    let found = s.go(0).is_break();
    let board = Grid::new(std::array::from_fn(|k| s.a[k / 9][k % 9])).expect("digits 0..=9");
    s.meter.finish(found, board)
}

/// post: `square(x, y)`: the block of row `x`, column `y`.
#[inline(always)]
fn square(x: usize, y: usize) -> usize {
    (x / 3) * 3 + (y / 3)
}

/// Not in the post: what the step trace shows of it, the board `a`, the
/// used-digit tables `c` (rows), `c2` (columns), `c3` (blocks) and
/// `go(z)`'s `z`, and which table says no to a digit.
pub struct State<'a> {
    /// The board `a` (10x10, rows and columns 0..9 used).
    pub a: &'a [[u8; 10]; 10],
    /// `c[x][i]`: digit `i` used in row `x`.
    pub c: &'a [[bool; 10]; 10],
    /// `c2[y][i]`: digit `i` used in column `y`.
    pub c2: &'a [[bool; 10]; 10],
    /// `c3[square(x, y)][i]`: digit `i` used in the block.
    pub c3: &'a [[bool; 10]; 10],
    /// `z` of `go(z)`: the cell `0..=81`.
    pub z: usize,
}

impl PostState for State<'_> {
    fn board(&self, row: usize, col: usize) -> u8 {
        self.a[row][col]
    }

    fn fields(&self) -> Vec<(&'static str, Vec<u32>)> {
        vec![
            ("a", board_digits(self)),
            ("c", table_masks(self.c)),
            ("c2", table_masks(self.c2)),
            ("c3", table_masks(self.c3)),
            ("z", vec![self.z as u32]),
        ]
    }

    /// `go`'s test: `c[x][i]`, then `c2[y][i]`, then `c3[square(x, y)][i]`.
    fn rejection(&self, cell: Cell, digit: u8) -> Option<Rejection> {
        let (r, c, b, d) = (cell.row(), cell.col(), cell.block(), digit as usize);
        let used = [self.c[r][d], self.c2[c][d], self.c3[b][d]];
        first_used(self, cell, digit, used, |k, index| By::Table {
            table: Name::new(["c", "c2", "c3"][k]),
            index,
            digit,
        })
    }
}

/// The post's module-level `a`, `c`, `c2`, `c3`, plus the meter.
struct CheckArrays<O: Observer> {
    a: [[u8; 10]; 10],
    /// 상하 in the post's comment: `c[x][i]`, digit `i` used in row `x`.
    c: [[bool; 10]; 10],
    /// 좌우: `c2[y][i]`, digit `i` used in column `y`.
    c2: [[bool; 10]; 10],
    /// 3x3 공간: `c3[square(x, y)][i]`, digit `i` used in the block.
    c3: [[bool; 10]; 10],
    meter: Meter<O>,
}

impl<O: Observer> CheckArrays<O> {
    // ANCHOR: search
    /// post: `def go(z)`. `Break` stands for `exit(0)` (or the budget
    /// running out).
    fn go(&mut self, z: usize) -> ControlFlow<()> {
        self.meter.call();
        if z == 81 {
            return ControlFlow::Break(()); // post: print the board, exit(0)
        }
        let x = z / 9;
        let y = z % 9;
        if self.a[x][y] != 0 {
            return self.go(z + 1); // 0이 아니면 다음 칸으로
        }
        for i in 1..10 {
            // 1 ~ 9의 값을 넣어봄
            self.meter.digit_test(x, y, i as u8);
            self.meter.state(state!(self; a, c, c2, c3; z));
            if !self.c[x][i] && !self.c2[y][i] && !self.c3[square(x, y)][i] {
                if !self.meter.place(Cell::at(x, y), i as u8) {
                    return ControlFlow::Break(());
                }
                self.c[x][i] = true;
                self.c2[y][i] = true;
                self.c3[square(x, y)][i] = true;
                self.a[x][y] = i as u8; // 값을 넣고
                self.meter.state(state!(self; a, c, c2, c3; z));
                self.go(z + 1)?; // post: if (go(z+1)): return True
                self.a[x][y] = 0; // 빈칸으로 바꾸고
                self.c[x][i] = false;
                self.c2[y][i] = false;
                self.c3[square(x, y)][i] = false;
                self.meter.undo(Cell::at(x, y), i as u8);
                self.meter.state(state!(self; a, c, c2, c3; z));
            }
        }
        ControlFlow::Continue(()) // post: return False
    }
    // ANCHOR_END: search
}
