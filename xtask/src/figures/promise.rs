//! What the promise of 2580 and 2239 does not cover (`book/src/figures/promise.csv`,
//! `book/src/puzzles/wikipedia-mirrored.2580.txt`): problem 12095's cap,
//! `cnt <= 9,999,999`, bounds the search that tries the blanks in row-major
//! order and the digits from 1 to 9, and no other.
//!
//! The mirror of a puzzle swaps every given `d` for `10 - d` and breaks no
//! rule. A 9-to-1 search on a puzzle makes, step for step, the moves of a
//! 1-to-9 search on its mirror (the digit it tries `k`-th at a blank is free
//! exactly when the other's is), so the 9-to-1 search on the mirrored
//! Wikipedia puzzle is as long as the 1-to-9 one on the puzzle itself (69
//! million placements), while `validate` accepts the mirror as a 2580 test.
//! [`count`] runs both orders; [`table`] checks that equality.

use sudoku_lab::Grid;
use sudoku_lab_test::datasets::PLB;

/// The orders in which a search tries the digits at a blank: 1 to 9 (the
/// posts' order and problem 12095's), 9 to 1 (the "optimisation" of
/// full-scan's exercise 2).
pub const UP: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
pub const DOWN: [u8; 9] = [9, 8, 7, 6, 5, 4, 3, 2, 1];

/// What one search did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    /// Calls of `go(z)`, the solving call (`z == 81`) included: 12095's `cnt`.
    pub calls: u64,
    /// Digits written into blanks.
    pub placements: u64,
    /// Whether a completion was reached.
    pub solved: bool,
}

/// The `d -> 10 - d` mirror of `puzzle`: blanks stay blank.
pub fn mirror(puzzle: &Grid) -> Grid {
    let cells = puzzle.cells().map(|d| if d == 0 { 0 } else { 10 - d });
    Grid::new(cells).expect("10 - d is a digit")
}

/// Problem 12095's backtracker (`go(z)` over the 81 cells in row-major
/// order, a given cell passed straight to `go(z + 1)`, three tables of
/// used digits, stop at the first completion), trying the digits in
/// `order`, with no cap: it counts what 12095 would count past its cap of 10,000,000.
pub fn count(puzzle: &Grid, order: [u8; 9]) -> Count {
    /// The used-digit tables of cell `z`'s row, column and block.
    fn houses(z: usize) -> [usize; 3] {
        [z / 9, 9 + z % 9, 18 + z / 27 * 3 + z % 9 / 3]
    }
    /// `go(z)`; a cell after `z` is never filled yet, so `board` (the
    /// puzzle) answers whether `z` is a given.
    fn go(z: usize, board: &[u8; 81], used: &mut [[bool; 10]; 27], order: [u8; 9], count: &mut Count) -> bool {
        count.calls += 1;
        if z == 81 {
            return true;
        }
        if board[z] != 0 {
            return go(z + 1, board, used, order, count);
        }
        for d in order.map(usize::from) {
            if houses(z).iter().any(|&h| used[h][d]) {
                continue;
            }
            houses(z).into_iter().for_each(|h| used[h][d] = true);
            count.placements += 1;
            if go(z + 1, board, used, order, count) {
                return true;
            }
            houses(z).into_iter().for_each(|h| used[h][d] = false);
        }
        false
    }
    let board = puzzle.cells();
    let mut used = [[false; 10]; 27];
    for (z, &d) in board.iter().enumerate().filter(|(_, d)| **d != 0) {
        houses(z).into_iter().for_each(|h| used[h][d as usize] = true);
    }
    let mut count = Count::default();
    count.solved = go(0, board, &mut used, order, &mut count);
    count
}

/// `promise.csv`: the Wikipedia puzzle and its mirror, each searched in
/// both orders. An error when the runs disagree with the chapter: the
/// mirror's 1-to-9 count is not `validate`'s (check-arrays, capped), the
/// mirror is no legal 2580 test, or a search on the mirror is not as long
/// as the other order's on the original.
pub fn table(wikipedia: &Grid) -> Result<String, String> {
    let mirrored = mirror(wikipedia);
    let puzzles = [("wikipedia", wikipedia), ("wikipedia-mirrored", &mirrored)];
    let orders = |(name, p): (&'static str, &Grid)| [UP, DOWN].map(|o| (name, o, count(p, o)));
    let runs: Vec<_> = puzzles.into_iter().flat_map(orders).collect();
    let cnt = sudoku_lab::validate::cnt_12095(&mirrored)
        .ok_or("the mirrored Wikipedia puzzle is not a legal 2580 test: its 12095 cnt reaches 10,000,000")?;
    if runs[2].2.calls != cnt {
        return Err(format!(
            "promise.csv: the 1-to-9 search on the mirror makes {} calls, validate's cnt is {cnt}",
            runs[2].2.calls
        ));
    }
    if runs[3].2 != runs[0].2 || runs[2].2 != runs[1].2 {
        return Err("promise.csv: a 9-to-1 search on the mirror differs from a 1-to-9 search on the original".into());
    }
    let mut out = format!(
        "# Written by `cargo xtask figures` (xtask/src/figures/promise.rs): problem 12095's backtracker,\n\
         # go(z) over the cells in row-major order, the digits tried in ORDER, run with no cap.\n\
         # calls is 12095's cnt (the call that reaches z == 81 included); the puzzle is legal for 2580 and 2239\n\
         # when the 1-9 row's calls are at most 9,999,999. wikipedia: line 1 of {};\n\
         # wikipedia-mirrored: its digits d -> 10 - d (book/src/puzzles/wikipedia-mirrored.2580.txt).\n\
         puzzle,order,solved,calls,placements\n",
        PLB.path
    );
    for (name, order, c) in runs {
        let (solved, calls, placements) = (c.solved, c.calls, c.placements);
        out += &format!("{name},{}-{},{solved},{calls},{placements}\n", order[0], order[8]);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_lab::format::{self, Format};
    use sudoku_lab::{Budget, NoTrace, Outcome, Variant};

    fn puzzle(text: &str) -> Grid {
        format::parse_first(text.as_bytes(), Format::Boj2580).unwrap()
    }

    const SMALL: &str = include_str!("../../../book/src/puzzles/small.txt");
    const SAMPLE: &str = sudoku_lab::Problem::Boj2580.sample();

    #[test]
    fn mirroring_twice_gives_the_puzzle_and_keeps_the_rules() {
        let p = puzzle(SMALL);
        let m = mirror(&p);
        assert_ne!(m, p);
        assert_eq!(mirror(&m), p);
        assert_eq!(m.blanks(), p.blanks());
        assert!(m.conflict().is_none());
    }

    #[test]
    fn the_up_count_is_12095s_cnt_and_the_ports_placements() {
        for p in [puzzle(SMALL), puzzle(SAMPLE)] {
            let up = count(&p, UP);
            assert!(up.solved);
            assert_eq!(Some(up.calls), sudoku_lab::validate::cnt_12095(&p));
            let report = Variant::CheckArrays.solve(&p, Budget::UNLIMITED, &mut NoTrace);
            assert!(matches!(report.outcome, Outcome::Solved(_)));
            assert_eq!(up.placements, report.stats.placements);
        }
    }

    #[test]
    fn a_down_search_is_an_up_search_on_the_mirror() {
        let p = puzzle(SMALL);
        let down = count(&p, DOWN);
        assert_eq!(down, count(&mirror(&p), UP));
        // And it is another search: the small puzzle's two orders differ.
        assert_ne!(down, count(&p, UP));
    }
}
