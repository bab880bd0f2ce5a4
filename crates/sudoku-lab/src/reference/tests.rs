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
    let r = solve(&Grid::EMPTY, UNLIMITED);
    let Outcome::Solved(g) = r.outcome else { panic!() };
    assert_eq!(
        g.to_string(),
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
    );
}
