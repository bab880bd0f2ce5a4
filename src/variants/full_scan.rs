//! `full-scan`: a depth-first search over all 81 cells that tests each digit
//! by scanning the board itself.
//!
//! **Post.** "백준 2580(스도쿠) - 백트래킹" (Baekjoon 2580, Java, class
//! `Step34_2580`; seed `000`). The post gives no address of its own; it
//! credits <https://st-lab.tistory.com/119> for the approach and solves
//! <https://www.acmicpc.net/problem/2580>.
//!
//! **Idea.** `dfs(row, col)` walks every cell, given or blank, in row-major
//! order: at the end of a row it calls `dfs(row + 1, 0)`; at `row == 9`
//! every blank is filled and it prints the board; on a given it moves on to
//! `dfs(row, col + 1)`; on a blank it tries 1..9, keeping each digit that
//! `possibility(row, col, n)` allows and recursing. `possibility` reads the
//! column, then the row, then the block, straight off the board `arr`: no
//! tables, so each test costs up to 27 cell reads.
//!
//! **Cost.** The slowest of the five per placement (about 27 board reads
//! per digit tested, and one call per cell, given or not). The catch: the
//! search stops only through `System.exit(0)`.
//!
//! **Kept from the post.** The board `arr` as a 9x9 array; the recursion
//! `dfs(row, col)` with its three cases in the post's order; `possibility`
//! scanning column, row, block (the post's comments call the first loop
//! "가로줄", the row, but it scans the column: the order is kept); after the
//! digit loop the cell is cleared and `dfs` returns. Between two digits the
//! post does not clear the cell: the previous digit stays in `arr` until the
//! next one overwrites it. That is kept too (it cannot change a test, since
//! `possibility` looks for a different digit).
//!
//! **Departures.**
//! - `System.exit(0)` after printing becomes an early return: `dfs` returns
//!   [`ControlFlow::Break`] and every caller passes it up with `?`. Printing
//!   happens in [`crate::program`], from the board this search leaves.
//! - The board holds `u8` rather than Java's `int` (values are 0..=9).
//! - The shared [`Meter`] counts calls, digit tests and placements and
//!   stops the search when the placement budget is spent. `possibility`
//!   itself is the post's, untouched: the number of cells it read goes to
//!   the observer through `possibility_reads`, which replays its scan only
//!   when an observer asks ([`crate::CellsRead`]).
//!   The post has no explicit undo: the trace reports one when `dfs` for
//!   the next cell returns, which is when the post gives the digit up.

use std::ops::ControlFlow;

use super::{Original, Post, Prints};
use crate::grid::{Cell, Grid, House};
use crate::problem::Problem;
use crate::search::state::{PostState, Rejection, board_digits, scan};
use crate::search::{Budget, Meter, Observer, Report};

/// The post, and what its program prints: 9 lines `d d d d d d d d d \n`, then one more `\n`; nothing when there is no solution (`dfs` returns and `main` ends).
pub const POST: Post = Post {
    name: "full-scan",
    summary: "Java, `dfs(row, col)` over all 81 cells, `possibility` scans the board.",
    title: "백준 2580(스도쿠) - 백트래킹",
    problem: Problem::Boj2580,
    functions: "dfs(row, col), possibility(row, col, n)",
    names: &["arr", "row", "col", "possibility"],
    seed: "000_e072ca6c2b524ca7",
    prints: Prints {
        space_after_digit: true,
        extra_newline: true,
        board_when_unsolved: false,
    },
    original: Original {
        lines: [130, 219],
        drop_first_line: None,
        file: "Step34_2580.java",
        sha256: "d1b62496c890d00f566badf4b8980fe6dffa81db2e848da6d28dccafb02b365c",
    },
};

/// Solves `puzzle` the way the full-scan post does.
///
/// Returns the first completion in the post's search order (the
/// lexicographically smallest), [`crate::Outcome::NoSolution`], or
/// [`crate::Outcome::Stopped`] when `budget` ran out. Conflicting givens
/// are not rejected: like the post, the search only checks the digits it
/// places. Every placement and undo is reported to `observer`.
pub fn solve<O: Observer>(puzzle: &Grid, budget: Budget, observer: &mut O) -> Report {
    let mut s = FullScan {
        arr: [[0; 9]; 9],
        meter: Meter::new(budget, observer),
    };
    for i in 0..9 {
        for j in 0..9 {
            s.arr[i][j] = puzzle.at(i, j);
        }
    }
    let found = s.dfs(0, 0).is_break() && !s.meter.stopped;
    let board = Grid::new(std::array::from_fn(|k| s.arr[k / 9][k % 9])).expect("digits 0..=9");
    s.meter.finish(found, board)
}

/// Not in the post: what the step trace shows of it, `dfs(row, col)`'s
/// arguments and the board `arr` (the post leaves a digit it gave up in its
/// cell until the next one overwrites it), and `possibility`'s answer.
pub struct State<'a> {
    /// The board `arr`, givens and placed digits.
    pub arr: &'a [[u8; 9]; 9],
    /// `row` of `dfs(row, col)`.
    pub row: usize,
    /// `col` of `dfs(row, col)`.
    pub col: usize,
}

impl PostState for State<'_> {
    fn board(&self, row: usize, col: usize) -> u8 {
        self.arr[row][col]
    }

    fn fields(&self) -> Vec<(&'static str, Vec<u32>)> {
        let (row, col) = (self.row as u32, self.col as u32);
        vec![("arr", board_digits(self)), ("row", vec![row]), ("col", vec![col])]
    }

    /// `possibility`'s scan: the column, the row, then the block.
    fn rejection(&self, cell: Cell, digit: u8) -> Option<Rejection> {
        let order = scan_order(cell.row(), cell.col());
        scan("possibility", "arr", order, |i, j| self.arr[i][j], digit)
    }
}

/// The post's static state: `arr`, plus the shared meter.
struct FullScan<O: Observer> {
    arr: [[u8; 9]; 9],
    meter: Meter<O>,
}

impl<O: Observer> FullScan<O> {
    // ANCHOR: search
    /// post: `dfs(int row, int col)`. `Break` stands for `System.exit(0)`
    /// (or the budget running out).
    fn dfs(&mut self, row: usize, col: usize) -> ControlFlow<()> {
        self.meter.call();
        // 한 줄이 다 체크되면 다음 줄로 이동: end of a row, go to the next.
        if col == 9 {
            return self.dfs(row + 1, 0);
        }
        // 모든 줄이 다 체크됐으면 출력: every row done, the board is solved.
        if row == 9 {
            return ControlFlow::Break(()); // post: println(sb); System.exit(0);
        }
        // 빈 칸이면 1부터 9까지: a blank, try 1..9.
        if self.arr[row][col] == 0 {
            for i in 1..10 {
                self.meter
                    .digit_test_scanning((row, col, i), &self.arr, possibility_reads);
                self.meter.state(state!(self; arr; row, col));
                if self.possibility(row, col, i) {
                    if !self.meter.place(Cell::at(row, col), i) {
                        return ControlFlow::Break(());
                    }
                    self.arr[row][col] = i;
                    self.meter.state(state!(self; arr; row, col));
                    self.dfs(row, col + 1)?;
                    // The post leaves `i` in the cell here; the next digit
                    // overwrites it, or the line after the loop clears it.
                    self.meter.undo(Cell::at(row, col), i);
                    self.meter.state(state!(self; arr; row, col));
                }
            }
            self.arr[row][col] = 0;
            return ControlFlow::Continue(());
        }
        // 0이 아니면 다음 칸: a given, go to the next cell.
        self.dfs(row, col + 1)
    }
    // ANCHOR_END: search

    // ANCHOR: possibility
    /// post: `possibility(int row, int col, int n)`: may `n` go at
    /// (`row`, `col`)? Reads the board: column, row, then block.
    #[inline(always)]
    fn possibility(&self, row: usize, col: usize, n: u8) -> bool {
        for i in 0..9 {
            if self.arr[i][col] == n {
                return false;
            }
        }
        for i in 0..9 {
            if self.arr[row][i] == n {
                return false;
            }
        }
        let n_row = (row / 3) * 3;
        let n_col = (col / 3) * 3;
        for i in n_row..n_row + 3 {
            for j in n_col..n_col + 3 {
                if self.arr[i][j] == n {
                    return false;
                }
            }
        }
        true
    }
    // ANCHOR_END: possibility
}

/// Not in the post: the 27 cells `possibility(row, col, n)` reads, in its
/// order (the column, the row, then the block), each with the house it is
/// read for. The one description of the post's scan outside `possibility`
/// itself: the observer's `cells read` ([`crate::CellsRead`]) and the step
/// trace's rejection reasons ([`crate::step`]) both follow it.
fn scan_order(row: usize, col: usize) -> impl Iterator<Item = (usize, usize, House)> {
    let (n_row, n_col) = ((row / 3) * 3, (col / 3) * 3);
    let column = (0..9).map(move |i| (i, col, House::Col(col as u8)));
    let line = (0..9).map(move |i| (row, i, House::Row(row as u8)));
    let block = House::Block(((row / 3) * 3 + col / 3) as u8);
    column
        .chain(line)
        .chain((0..9).map(move |k| (n_row + k / 3, n_col + k % 3, block)))
}

/// Not in the post: how many cells `possibility(row, col, n)` reads before
/// it answers (1 to 27), by [`scan_order`]. Called only by an observer that
/// asks.
fn possibility_reads(arr: &[[u8; 9]; 9], row: usize, col: usize, n: u8) -> u64 {
    let read = scan_order(row, col).take_while(|&(i, j, _)| arr[i][j] != n).count();
    read.min(26) as u64 + 1
}
