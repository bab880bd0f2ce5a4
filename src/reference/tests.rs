//! Unit tests of the reference solver.

use super::tables::*;
use super::*;

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
