//! The reference solver: a sixth solver, **not** a blog port, used to check
//! the five ports, to judge answers, to validate inputs and to generate
//! puzzles.
//!
//! **What it is.** A constraint-propagation solver over candidate bitsets:
//! each cell holds a `u16` with bit `d` set while digit `d` (1..=9) is still
//! possible there. Placing a digit removes it from the cell's 20 peers
//! (the other cells of its row, column and block); propagation repeats two
//! deductions until neither applies:
//! - *naked single*: a cell with one candidate left gets that digit;
//! - *hidden single*: a digit with one possible cell left in a house goes
//!   there.
//!
//! A cell with no candidate left, or a house in which some digit has no
//! possible cell, is a *contradiction*: the branch is dead. Hidden singles
//! are found without scanning houses: the state keeps, for each house and
//! digit, how many open cells could still take it (a hidden single is a
//! count falling to 1, a contradiction one falling to 0), and for each
//! digit the bitset of open cells that could take it, which finds the peers
//! to update and the cell of a hidden single in a few word operations.
//!
//! **Two searches.**
//! - [`count_solutions`] branches on an open cell with the fewest
//!   candidates and stops once it has counted `limit` completions.
//! - [`solve`] returns the **lexicographically smallest** completion (the
//!   smallest 81-digit number, as Baekjoon 2239 demands), so it agrees with
//!   the five ports on every solvable input. It enumerates in the ports'
//!   order, the first open cell in row-major order with digits ascending,
//!   but prunes with propagation.
//!
//! **Why [`solve`] returns the minimum.** A search state stands for the set
//! `S` of completions of the puzzle that keep every cell within its
//! candidates. Propagation is *sound*: it only removes a candidate (or
//! declares a contradiction) when no completion of the current placements
//! uses it, so it never changes `S`; a contradiction means `S` is empty.
//! After propagation, let `c` be the first cell in row-major order with two
//! or more candidates. Every cell before `c` has exactly one candidate, so
//! all completions in `S` agree on cells `0..c`, and their order is decided
//! first by the digit at `c`. Splitting `S` into `S_d` (the completions
//! with digit `d` at `c`) for the candidates `d` of `c` in ascending order,
//! every member of `S_d` is smaller than every member of `S_e` for `d < e`;
//! so the minimum of `S` is the minimum of the first non-empty `S_d`. The
//! search tries `d` ascending, a contradiction proves `S_d` empty, and by
//! induction on the number of cells with two or more candidates, the first
//! completion it reaches is the minimum of `S_d` and therefore of `S`. When
//! no cell has two or more candidates and there is no contradiction, every
//! cell holds one digit that was removed from all its peers: `S` is exactly
//! that one valid completion.
//!
//! **Conflicting givens** (a digit given twice in a house) have no
//! completion: [`solve`] reports [`Outcome::NoSolution`] and
//! [`count_solutions`] returns 0. (The ports don't check givens and may
//! "solve" such a puzzle; see [`crate::program`].)
//!
//! **Cost.** A state is about 600 bytes (candidates, counts, bitsets),
//! copied on each branch; the recursion is at most 81 deep, one fixed-size
//! queue of pending singles serves the whole search, and nothing is
//! allocated. On the magictour top1465 set, counting to 2 tries about 90
//! digits at branching cells and makes 660 placements per puzzle; see
//! `crates/bench/benches/reference.rs`.

use crate::grid::Grid;
use crate::search::Outcome;

/// What [`solve`] returns: how the search ended and the nodes it used (a
/// port's search returns a [`crate::Report`] instead, with its counters).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// [`Outcome::Solved`] with the lexicographically smallest completion,
    /// [`Outcome::NoSolution`] (conflicting givens included), or
    /// [`Outcome::Stopped`] when the node budget ran out.
    pub outcome: Outcome,
    /// Search nodes used: digits tried at a branching cell, each followed
    /// by propagation. A puzzle that propagation alone solves uses 0.
    pub nodes: u64,
}

/// No limit on the reference solver's search *nodes*, for [`solve`]. (The
/// ports count *placements*; their no-limit budget is
/// [`Budget::UNLIMITED`](crate::Budget::UNLIMITED).)
pub const NO_NODE_LIMIT: u64 = u64::MAX;

/// The lexicographically smallest completion of `puzzle`.
///
/// `max_nodes` bounds the search in *nodes*: a node is one digit tried at a
/// branching cell (the first cell, row-major, that propagation left with
/// two or more candidates), followed by propagation. The search stops with
/// [`Outcome::Stopped`] when it is about to try node `max_nodes + 1`; pass
/// [`NO_NODE_LIMIT`] for no limit. The hardest bundled puzzles take a few
/// thousand nodes.
pub fn solve(puzzle: &Grid, max_nodes: u64) -> Answer {
    let mut nodes = 0;
    let mut q = Queue::new();
    let outcome = match State::new(puzzle, &mut q) {
        None => Outcome::NoSolution,
        Some(s) if s.open == 0 => Outcome::Solved(s.grid()),
        Some(s) => match s.least(&mut q, &mut nodes, max_nodes) {
            Step::Found(g) => Outcome::Solved(g),
            Step::Dead => Outcome::NoSolution,
            Step::Stopped => Outcome::Stopped,
        },
    };
    Answer { outcome, nodes }
}

/// The number of completions of `puzzle`, counting stops at `limit`: the
/// result is `min(true count, limit)`. `count_solutions(p, 2) == 1` means
/// `p` has exactly one solution. Conflicting givens have 0; a full valid
/// grid has 1.
pub fn count_solutions(puzzle: &Grid, limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    let mut q = Queue::new();
    match State::new(puzzle, &mut q) {
        None => 0,
        Some(s) if s.open == 0 => 1,
        Some(s) => {
            let mut found = 0;
            s.count(&mut q, limit, &mut found);
            found
        }
    }
}

/// Whether the givens among the 20 peers of `cell` (its row, column and
/// block) hold eight different digits, so that a blank there can hold one
/// digit only (a naked single). Used by [`crate::generate`], which skips
/// the count of such a blank's completions.
pub(crate) fn naked_single(puzzle: &Grid, cell: usize) -> bool {
    let digits = tables::PEERS[cell]
        .iter()
        .fold(0u16, |seen, &p| seen | 1 << puzzle.cells()[p as usize]);
    (digits >> 1).count_ones() == 8
}

/// A random completion of `puzzle`, or `None` when it has none: the same
/// search as [`count_solutions`], trying the candidates of each branching
/// cell in an order drawn from `below`, where `below(n)` returns a number
/// in `0..n`. Used by [`crate::generate`].
pub(crate) fn random_completion(puzzle: &Grid, below: &mut impl FnMut(u32) -> u32) -> Option<Grid> {
    let mut q = Queue::new();
    let s = State::new(puzzle, &mut q)?;
    if s.open == 0 {
        return Some(s.grid());
    }
    s.random(&mut q, below)
}

mod state;
mod tables;
#[cfg(test)]
mod tests;

use state::{Queue, State, Step};
