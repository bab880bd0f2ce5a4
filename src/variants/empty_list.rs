//! `empty-list`: the blanks collected in a list while reading, then a
//! recursion over that list that tests each digit with `isPromising`.
//!
//! **Post.** "\[백준2580\] 스도쿠 / Java" by 개발하는 사막여우, 2021-01-12
//! (Baekjoon 2580, Java, class `Sudoku_2580`; seed `001`); more of the
//! author's code at <https://github.com/dwkim-97/CodingTest>. Solves
//! <https://www.acmicpc.net/problem/2580>.
//!
//! **Idea.** While reading the board, every blank's `{row, col}` goes into
//! `ArrayList<int[]> empty_spots`, "so the search need not walk the whole
//! board". `sudoku(count)` fills `empty_spots[count]`: it returns `true`
//! once `count == empty_spots.size()`, otherwise tries 1..9, keeping each
//! digit that `isPromising(matrix, n, m, num)` allows. `isPromising` reads
//! the row and the column in one loop (`matrix[n][i]`, then `matrix[i][m]`),
//! then the block. The program prints `matrix` after the search, whether it
//! succeeded or not.
//!
//! **Cost.** One call per blank instead of per cell, but each digit test
//! still reads up to 27 cells of the board.
//!
//! **Kept from the post.** `matrix` as a 9x9 array; `empty_spots` as a
//! growable list of `[row, col]`, built before the search in row-major
//! order; `sudoku(count) -> bool` returning `true` on success and clearing
//! the cell after each failed digit; `isPromising` with the post's reading
//! order and its `len = matrix.length` loop bound.
//!
//! **Departures.**
//! - The board holds `u8` rather than `int`; `empty_spots` is a
//!   `Vec<[usize; 2]>`, allocated once before the search.
//! - When the placement budget is spent, `sudoku` returns `true` too, so
//!   the recursion unwinds the way it does after a solution; the shared
//!   [`Meter`] records which of the two happened.
//! - Printing lives in [`crate::program`], which prints the board this
//!   search leaves, as the post's `main` does.
//! - `isPromising` starts with an `assert!` that the blank is on the board:
//!   it lets the compiler drop the bounds check of every read (Java checks
//!   every read). The book's experiment `bounds-assert` counts the
//!   instructions it saves.
//! - The shared [`Meter`] counts calls, digit tests and placements.
//!   `isPromising` itself is the post's, untouched: the number of cells it
//!   read goes to the observer through `is_promising_reads`, which replays
//!   its scan only when an observer asks ([`crate::CellsRead`]).

use super::{Original, Post, Prints};
use crate::grid::{Cell, Grid, House};
use crate::problem::Problem;
use crate::search::state::{PostState, Rejection, board_digits, scan};
use crate::search::{Budget, Meter, Observer, Report};

/// The post, and what its program prints: 9 lines `d d d d d d d d d \n` (`BufferedWriter` after the search); with no solution, the board after the search: the input, zeros included.
pub const POST: Post = Post {
    name: "empty-list",
    summary: "Java, list of empty cells, `isPromising` scans the board.",
    title: "[백준2580] 스도쿠 / Java",
    problem: Problem::Boj2580,
    functions: "sudoku(count), isPromising(matrix, n, m, num)",
    names: &["matrix", "empty_spots", "count", "isPromising"],
    seed: "001_48f4ca92f47885a0",
    prints: Prints {
        space_after_digit: true,
        extra_newline: false,
        board_when_unsolved: true,
    },
    original: Original {
        lines: [147, 226],
        drop_first_line: Some("package Baekjoon;"),
        file: "Sudoku_2580.java",
        sha256: "939bedc98f643dc07445ad7a3fc17e335aef633abd50f2d07be221df952a9704",
    },
};

/// Solves `puzzle` the way the empty-list post does.
///
/// Returns the first completion in the post's search order (the
/// lexicographically smallest), [`crate::Outcome::NoSolution`] (with the
/// input board restored in [`Report::board`]), or
/// [`crate::Outcome::Stopped`] when `budget` ran out. Conflicting givens
/// are not rejected. Every placement and undo is reported to `observer`.
pub fn solve<O: Observer>(puzzle: &Grid, budget: Budget, observer: &mut O) -> Report {
    let mut s = EmptyList {
        empty_spots: Vec::with_capacity(81),
        matrix: [[0; 9]; 9],
        meter: Meter::new(budget, observer),
    };
    // post: the reading loop of main(); blanks go into empty_spots.
    for i in 0..9 {
        for j in 0..9 {
            s.matrix[i][j] = puzzle.at(i, j);
            if s.matrix[i][j] == 0 {
                s.empty_spots.push([i, j]);
            }
        }
    }
    let found = s.sudoku(0);
    let board = Grid::new(std::array::from_fn(|k| s.matrix[k / 9][k % 9])).expect("digits 0..=9");
    s.meter.finish(found, board)
}

/// Not in the post: what the step trace shows of it, the board `matrix`,
/// the blanks `empty_spots` and `sudoku(count)`'s `count`, and
/// `isPromising`'s answer.
pub struct State<'a> {
    /// The board `matrix`.
    pub matrix: &'a [[u8; 9]; 9],
    /// The blanks `[n, m]`, in row-major order.
    pub empty_spots: &'a [[usize; 2]],
    /// `count` of `sudoku(count)`: the index into `empty_spots`.
    pub count: usize,
}

impl PostState for State<'_> {
    fn board(&self, row: usize, col: usize) -> u8 {
        self.matrix[row][col]
    }

    fn fields(&self) -> Vec<(&'static str, Vec<u32>)> {
        let spots = self
            .empty_spots
            .iter()
            .flat_map(|&[n, m]| [n as u32, m as u32])
            .collect();
        vec![
            ("matrix", board_digits(self)),
            ("empty_spots", spots),
            ("count", vec![self.count as u32]),
        ]
    }

    /// `isPromising`'s scan: the row and the column in turn, then the block.
    fn rejection(&self, cell: Cell, digit: u8) -> Option<Rejection> {
        let order = scan_order(cell.row(), cell.col());
        scan("isPromising", "matrix", order, |i, j| self.matrix[i][j], digit)
    }
}

/// The post's static fields `empty_spots` and `matrix`, plus the meter.
struct EmptyList<O: Observer> {
    empty_spots: Vec<[usize; 2]>,
    matrix: [[u8; 9]; 9],
    meter: Meter<O>,
}

impl<O: Observer> EmptyList<O> {
    // ANCHOR: search
    /// post: `static boolean sudoku(int count)`.
    fn sudoku(&mut self, count: usize) -> bool {
        self.meter.call();
        if count == self.empty_spots.len() {
            return true; // 종료조건: every blank is filled
        }
        let [n, m] = self.empty_spots[count]; // 다음 빈칸의 위치
        for i in 1..10 {
            self.meter
                .digit_test_scanning((n, m, i), &self.matrix, is_promising_reads);
            self.meter.state(state!(self; matrix, empty_spots; count));
            if is_promising(&self.matrix, n, m, i) {
                if !self.meter.place(Cell::at(n, m), i) {
                    return true; // budget spent: unwind like a success
                }
                self.matrix[n][m] = i;
                self.meter.state(state!(self; matrix, empty_spots; count));
                if self.sudoku(count + 1) {
                    return true;
                } else {
                    self.matrix[n][m] = 0; // 해당 칸 초기화
                    self.meter.undo(Cell::at(n, m), i);
                    self.meter.state(state!(self; matrix, empty_spots; count));
                }
            }
        }
        false
    }
    // ANCHOR_END: search
}

// ANCHOR: is_promising
/// post: `static boolean isPromising(int[][] matrix, int n, int m, int num)`:
/// may `num` go at row `n`, column `m`? Row and column in one loop, then the
/// block.
#[inline(always)]
#[allow(clippy::needless_range_loop)] // the post's index loops, kept as written
fn is_promising(matrix: &[[u8; 9]; 9], n: usize, m: usize, num: u8) -> bool {
    assert!(n < 9 && m < 9, "a cell of the board"); // not in the post: see the module doc
    let len = matrix.len();
    let n_block = n / 3; // 현재 블록의 세로 위치
    let m_block = m / 3; // 현재 블록의 가로 위치

    for i in 0..len {
        // 조건1: 가로세로 판단
        if matrix[n][i] == num {
            return false;
        }
        if matrix[i][m] == num {
            return false;
        }
    }
    for i in 0..3 {
        // 조건2: 같은 블록 내 판단
        for j in 0..3 {
            if matrix[(n_block * 3) + i][(m_block * 3) + j] == num {
                return false;
            }
        }
    }
    true
}
// ANCHOR_END: is_promising

/// Not in the post: the 27 cells `isPromising(matrix, n, m, num)` reads, in
/// its order (the row and the column cell by cell, `matrix[n][i]` then
/// `matrix[i][m]`, then the block), each with the house it is read for. The
/// one description of the post's scan outside `isPromising` itself: the
/// observer's `cells read` ([`crate::CellsRead`]) and the step trace's
/// rejection reasons ([`crate::step`]) both follow it.
fn scan_order(n: usize, m: usize) -> impl Iterator<Item = (usize, usize, House)> {
    let (n_block, m_block) = ((n / 3) * 3, (m / 3) * 3);
    let lines = (0..18).map(move |k| match k % 2 {
        0 => (n, k / 2, House::Row(n as u8)),
        _ => (k / 2, m, House::Col(m as u8)),
    });
    let block = House::Block((n_block + m / 3) as u8);
    lines.chain((0..9).map(move |k| (n_block + k / 3, m_block + k % 3, block)))
}

/// Not in the post: how many cells `isPromising(matrix, n, m, num)` reads
/// before it answers (1 to 27), by [`scan_order`]. Called only by an
/// observer that asks.
fn is_promising_reads(matrix: &[[u8; 9]; 9], n: usize, m: usize, num: u8) -> u64 {
    let read = scan_order(n, m).take_while(|&(i, j, _)| matrix[i][j] != num).count();
    read.min(26) as u64 + 1
}
