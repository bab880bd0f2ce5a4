//! Unit tests of the reference solver.

use super::tables::*;
use super::*;
use crate::grid::Cell;

#[test]
fn peers_and_houses_are_the_sudoku_ones() {
    for (c, peers) in PEERS.iter().enumerate() {
        let mut seen = peers.to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 20);
        assert!(!seen.contains(&(c as u8)));
        assert_eq!(PEER_CELLS[c].count_ones(), 20);
    }
    for (h, cells) in HOUSES.iter().enumerate() {
        for &c in cells {
            assert!(HOUSES_OF[c as usize].contains(&(h as u8)));
        }
    }
}

#[test]
fn empty_grid_has_many_solutions_and_a_known_least_one() {
    assert_eq!(count_solutions(&Grid::EMPTY, 5), 5);
    let r = solve(&Grid::EMPTY, NO_NODE_LIMIT);
    let Outcome::Solved(g) = r.outcome else { panic!() };
    assert_eq!(
        g.to_string(),
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
    );
}

/// A grid with nothing left to branch on counts as one solution: a full
/// valid grid, and a puzzle whose blanks propagation alone fills (the BOJ
/// 2580 sample: every blank has one candidate in turn). Its completion is
/// the one `solve` finds. (Mutation testing found the no-branch case
/// untested.)
#[test]
fn a_puzzle_propagation_fills_has_one_solution() {
    let p = crate::Problem::Boj2580;
    let puzzle = crate::format::parse_first(p.sample().as_bytes(), p.format()).unwrap();
    let Outcome::Solved(full) = solve(&puzzle, NO_NODE_LIMIT).outcome else {
        panic!("the sample has a solution")
    };
    assert_eq!(count_solutions(&full, 2), 1);
    assert_eq!(count_solutions(&puzzle, 2), 1);
    let mut below = |n: u32| n - 1;
    assert_eq!(random_completion(&full, &mut below), Some(full));
    assert_eq!(random_completion(&puzzle, &mut below), Some(full));
}

/// A blank whose peers' givens hold the eight other digits is a naked
/// single; one with a second candidate is not.
#[test]
fn a_naked_single_is_one_whose_peers_hold_eight_digits() {
    let solution = random_completion(&Grid::EMPTY, &mut |n| n / 2).expect("a completion");
    let c = Cell::at(4, 4);
    let mut puzzle = solution;
    puzzle.set(c, 0);
    assert!(naked_single(&puzzle, c.index()));
    // Another cell of its block blanked: its digit is still a given of
    // the row or the column, so `c` is still a naked single (the block alone
    // would leave two candidates).
    let mut by_lines = solution;
    by_lines.set(c, 0);
    by_lines.set(Cell::at(3, 3), 0);
    assert!(naked_single(&by_lines, c.index()));
    // A digit blanked in its row and in its block is a given of its
    // column only, outside the block: `c` is still a naked single.
    let mut by_column = solution;
    by_column.set(c, 0);
    let f = solution.get(Cell::at(4, 0));
    for p in Cell::all().filter(|&p| p == Cell::at(4, 0) || (p.block() == 4 && solution.get(p) == f)) {
        by_column.set(p, 0);
    }
    assert!(naked_single(&by_column, c.index()));
    // The cells of its row, column and block that hold another digit
    // `d` blanked too: `d` is a second candidate.
    let d = solution.get(c) % 9 + 1;
    for p in Cell::all().filter(|&p| p.row() == 4 || p.col() == 4 || p.block() == 4) {
        if solution.get(p) == d {
            puzzle.set(p, 0);
        }
    }
    assert!(!naked_single(&puzzle, c.index()));
    // Every other peer blanked: nine candidates.
    let mut bare = solution;
    for p in Cell::all().filter(|p| p.row() == 4 || p.col() == 4 || p.block() == 4) {
        bare.set(p, 0);
    }
    assert!(!naked_single(&bare, c.index()));
}
