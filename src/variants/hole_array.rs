//! `hole-array`: the blanks in a fixed array `hole[81]`, three used-digit
//! tables, and a global finish flag.
//!
//! **Post.** "\[BOJ\] 2580.스도쿠" (Baekjoon 2580, C++; seed `004`), a
//! Jekyll blog post (category PS, tag BOJ) that names no author, blog or
//! address of its own. Solves
//! <https://www.acmicpc.net/problem/2580>.
//!
//! **Idea.** While reading with `scanf`, each blank's `(y, x)` goes into
//! `pair<int,int> hole[81]` at `hIdx++`; each given is marked in
//! `checkRow[y][d]`, `checkCol[x][d]` and `checkSeq[cell(y, x)][d]`.
//! `fillBoard(idx)` fills `hole[idx]`: at `idx == hIdx` it sets
//! `finishFlag` and returns; otherwise it tries 1..9, marking the three
//! tables and the board before recursing, returning at once if
//! `finishFlag` is set afterwards, and unmarking otherwise. `main` prints
//! the board after the search, solved or not.
//!
//! **Cost.** One call per blank, three table reads per digit tested, no
//! board scans: with `bitmask`, the cheapest of the five.
//!
//! **Kept from the post.** `board` as 9x9, `hole` as a fixed array of 81
//! `(row, col)` pairs with its count `hIdx`; `checkRow`, `checkCol`,
//! `checkSeq` as `bool[10][10]`; the `cell(y, x)` block index;
//! `fillBoard(idx)` returning nothing, with `finishFlag` checked after each
//! recursive call, and the post's marking order.
//!
//! **Departures.**
//! - Globals become the fields of one struct; `cell(y, x)` is a function,
//!   not a macro; the board holds `u8` and `hole` holds `u8` pairs.
//! - The digit test `!checkRow[y][i] && !checkCol[x][i] && !checkSeq[b][i]`
//!   uses `&` instead of `&&`: the three reads have no side effects, so
//!   evaluating all three gives the same answer with one branch instead of
//!   three (the tests' outcomes are unpredictable, and each branch can
//!   miss). The book's experiment `and` (`book/src/figures/experiments.csv`)
//!   times both, rolled and unrolled (see [`crate::variants`]).
//! - When the placement budget is spent, `finishFlag` is set too, so the
//!   recursion unwinds as after a solution; the shared [`Meter`] records
//!   which of the two happened.
//! - Printing lives in [`crate::program`], which prints the board this
//!   search leaves, as the post's `main` does.

use super::{Original, Post, Prints};
use crate::grid::{Cell, Grid};
use crate::problem::Problem;
use crate::search::state::{PostState, Rejection, board_digits, first_used, table_masks};
use crate::search::{Budget, Meter, Observer, Report};
use crate::step::{By, Name};

/// The post, and what its program prints: 9 lines `d d d d d d d d d \n` (`printf("%d ")`); with no solution, the board after the search: the input, zeros included.
pub const POST: Post = Post {
    name: "hole-array",
    summary: "C++, `hole[81]` array with `checkRow`/`checkCol`/`checkSeq`.",
    title: "[BOJ] 2580.스도쿠",
    problem: Problem::Boj2580,
    functions: "fillBoard(idx)",
    names: &["board", "hole", "idx", "hIdx", "checkRow", "checkCol", "checkSeq"],
    seed: "004_b231fae8d065f0b3",
    prints: Prints {
        space_after_digit: true,
        extra_newline: false,
        board_when_unsolved: true,
    },
    original: Original {
        lines: [26, 102],
        drop_first_line: None,
        file: "main.cpp",
        sha256: "19931798ec548fbc4a0f4c6c0aad0dd147df594bad6d3c6737ff1ada54c9a3cf",
    },
};

/// Solves `puzzle` the way the hole-array post does.
///
/// Returns the first completion in the post's search order (the
/// lexicographically smallest), [`crate::Outcome::NoSolution`] (with the
/// input board restored in [`Report::board`]), or
/// [`crate::Outcome::Stopped`] when `budget` ran out. Conflicting givens
/// are not rejected. Every placement and undo is reported to `observer`.
pub fn solve<O: Observer>(puzzle: &Grid, budget: Budget, observer: &mut O) -> Report {
    let mut s = HoleArray {
        hole: [(0, 0); 81],
        board: [[0; 9]; 9],
        h_idx: 0,
        check_row: [[false; 10]; 10],
        check_col: [[false; 10]; 10],
        check_seq: [[false; 10]; 10],
        finish_flag: false,
        meter: Meter::new(budget, observer),
    };
    // post: the scanf loop of main().
    for i in 0..9 {
        for j in 0..9 {
            s.board[i][j] = puzzle.at(i, j);
            if s.board[i][j] == 0 {
                // 빈칸이면 좌표 배열에 저장한다.
                s.hole[s.h_idx] = (i as u8, j as u8);
                s.h_idx += 1;
            } else {
                // 빈칸이 아니면 해당 숫자가 나왔다는 표시를 한다.
                let d = s.board[i][j] as usize;
                s.check_row[i][d] = true;
                s.check_col[j][d] = true;
                s.check_seq[cell(i, j)][d] = true;
            }
        }
    }
    s.fill_board(0);
    let found = s.finish_flag;
    let board = Grid::new(std::array::from_fn(|k| s.board[k / 9][k % 9])).expect("digits 0..=9");
    s.meter.finish(found, board)
}

/// post: `#define cell(y, x)`: the block of row `y`, column `x`.
#[inline(always)]
fn cell(y: usize, x: usize) -> usize {
    (y / 3 * 3) + (x / 3)
}

/// Not in the post: what the step trace shows of it, the board, `hole[]`
/// (the first `hIdx` entries), `fillBoard(idx)`'s `idx` and the tables
/// `checkRow`, `checkCol`, `checkSeq`, and which table says no to a digit.
pub struct State<'a> {
    /// The board `board`.
    pub board: &'a [[u8; 9]; 9],
    /// `hole`: `(row, col)` of each blank, the first `hIdx` used.
    pub hole: &'a [(u8, u8); 81],
    /// `hIdx`: the number of blanks.
    pub h_idx: usize,
    /// `idx` of `fillBoard(idx)`: the index into `hole`.
    pub idx: usize,
    /// `checkRow[y][i]`: digit `i` used in row `y`.
    pub check_row: &'a [[bool; 10]; 10],
    /// `checkCol[x][i]`: digit `i` used in column `x`.
    pub check_col: &'a [[bool; 10]; 10],
    /// `checkSeq[cell(y, x)][i]`: digit `i` used in the block.
    pub check_seq: &'a [[bool; 10]; 10],
}

impl PostState for State<'_> {
    fn board(&self, row: usize, col: usize) -> u8 {
        self.board[row][col]
    }

    fn fields(&self) -> Vec<(&'static str, Vec<u32>)> {
        let hole = self.hole[..self.h_idx].iter().flat_map(|&(y, x)| [y as u32, x as u32]);
        vec![
            ("board", board_digits(self)),
            ("hole", hole.collect()),
            ("idx", vec![self.idx as u32]),
            ("hIdx", vec![self.h_idx as u32]),
            ("checkRow", table_masks(self.check_row)),
            ("checkCol", table_masks(self.check_col)),
            ("checkSeq", table_masks(self.check_seq)),
        ]
    }

    /// `fillBoard`'s test: `checkRow`, then `checkCol`, then `checkSeq`.
    fn rejection(&self, cell: Cell, digit: u8) -> Option<Rejection> {
        let (r, c, b, d) = (cell.row(), cell.col(), cell.block(), digit as usize);
        let used = [self.check_row[r][d], self.check_col[c][d], self.check_seq[b][d]];
        let names = ["checkRow", "checkCol", "checkSeq"];
        first_used(self, cell, digit, used, |k, index| By::Table {
            table: Name::new(names[k]),
            index,
            digit,
        })
    }
}

/// The post's globals, plus the meter.
struct HoleArray<O: Observer> {
    /// 빈칸 좌표 저장: `(row, col)` of each blank, `h_idx` of them.
    hole: [(u8, u8); 81],
    board: [[u8; 9]; 9],
    /// 빈칸 개수: the post's `hIdx`.
    h_idx: usize,
    check_row: [[bool; 10]; 10],
    check_col: [[bool; 10]; 10],
    check_seq: [[bool; 10]; 10],
    /// 모든 빈칸이 알맞게 채워졌는지: the post's `finishFlag`.
    finish_flag: bool,
    meter: Meter<O>,
}

impl<O: Observer> HoleArray<O> {
    // ANCHOR: search
    /// post: `void fillBoard(int idx)`.
    fn fill_board(&mut self, idx: usize) {
        self.meter.call();
        // 기저 사례: 빈칸이 모두 채워진 경우
        if idx == self.h_idx {
            self.finish_flag = true;
            return;
        }
        let nowy = self.hole[idx].0 as usize;
        let nowx = self.hole[idx].1 as usize;
        for i in 1..10 {
            // 행, 열, 박스 모두 없는 숫자인 경우 빈칸에 추가한다.
            // post: `!checkRow[nowy][i] && !checkCol[nowx][i] && !checkSeq[…][i]`;
            // `&` for `&&`: see the module doc.
            self.meter.digit_test(nowy, nowx, i as u8);
            self.meter
                .state(state!(self; board, hole, check_row, check_col, check_seq; h_idx: self.h_idx, idx));
            if !self.check_row[nowy][i] & !self.check_col[nowx][i] & !self.check_seq[cell(nowy, nowx)][i] {
                if !self.meter.place(Cell::at(nowy, nowx), i as u8) {
                    self.finish_flag = true; // budget spent: unwind like a success
                    return;
                }
                self.check_row[nowy][i] = true;
                self.check_col[nowx][i] = true;
                self.check_seq[cell(nowy, nowx)][i] = true;
                self.board[nowy][nowx] = i as u8;
                self.meter
                    .state(state!(self; board, hole, check_row, check_col, check_seq; h_idx: self.h_idx, idx));
                self.fill_board(idx + 1);
                // 모두 찾았다면 함수를 나간다.
                if self.finish_flag {
                    return;
                }
                // 아닌 경우 다시 빈칸으로 만든다.
                self.board[nowy][nowx] = 0;
                self.check_row[nowy][i] = false;
                self.check_col[nowx][i] = false;
                self.check_seq[cell(nowy, nowx)][i] = false;
                self.meter.undo(Cell::at(nowy, nowx), i as u8);
                self.meter
                    .state(state!(self; board, hole, check_row, check_col, check_seq; h_idx: self.h_idx, idx));
            }
        }
    }
    // ANCHOR_END: search
}
