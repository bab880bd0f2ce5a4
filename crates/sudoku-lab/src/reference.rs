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
//! `benches/reference.rs`.

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

/// A node budget with no limit, for [`solve`].
pub const UNLIMITED: u64 = u64::MAX;

/// The lexicographically smallest completion of `puzzle`.
///
/// `max_nodes` bounds the search in *nodes*: a node is one digit tried at a
/// branching cell (the first cell, row-major, that propagation left with
/// two or more candidates), followed by propagation. The search stops with
/// [`Outcome::Stopped`] when it is about to try node `max_nodes + 1`; pass
/// [`UNLIMITED`] for no limit. The hardest bundled puzzles take a few
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

/// Every digit 1..=9, bit `d` for digit `d`.
const ALL: u16 = 0x3FE;

/// `count[h][d]` once `d` is placed in house `h`: the at most 8 later
/// decrements leave it far above the values 0 and 1 that trigger work.
const PLACED: u8 = 64;

/// Every cell, bit `c` for cell `c`.
const ALL_CELLS: u128 = (1 << 81) - 1;

/// The 27 houses as cell indices: rows, columns, blocks.
const HOUSES: [[u8; 9]; 27] = {
    let mut h = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut k = 0;
        while k < 9 {
            h[i][k] = (i * 9 + k) as u8;
            h[9 + i][k] = (k * 9 + i) as u8;
            h[18 + i][k] = ((i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3) as u8;
            k += 1;
        }
        i += 1;
    }
    h
};

/// The three houses of each cell: its row, column and block, as indices
/// into [`HOUSES`].
const HOUSES_OF: [[u8; 3]; 81] = {
    let mut t = [[0u8; 3]; 81];
    let mut c = 0;
    while c < 81 {
        t[c] = [(c / 9) as u8, (9 + c % 9) as u8, (18 + c / 27 * 3 + c % 9 / 3) as u8];
        c += 1;
    }
    t
};

/// The cells of each house as a bitset over cells.
const HOUSE_CELLS: [u128; 27] = {
    let mut m = [0u128; 27];
    let mut h = 0;
    while h < 27 {
        let mut k = 0;
        while k < 9 {
            m[h] |= 1 << HOUSES[h][k];
            k += 1;
        }
        h += 1;
    }
    m
};

/// The peers of each cell as a bitset over cells.
const PEER_CELLS: [u128; 81] = {
    let mut m = [0u128; 81];
    let mut c = 0;
    while c < 81 {
        let mut k = 0;
        while k < 20 {
            m[c] |= 1 << PEERS[c][k];
            k += 1;
        }
        c += 1;
    }
    m
};

/// The 20 peers of each cell: the other cells of its row, column and block.
const PEERS: [[u8; 20]; 81] = {
    let mut p = [[0u8; 20]; 81];
    let mut c = 0;
    while c < 81 {
        let (r, k, b) = (c / 9, c % 9, c / 27 * 3 + c % 9 / 3);
        let mut n = 0;
        let mut o = 0;
        while o < 81 {
            let (r2, k2, b2) = (o / 9, o % 9, o / 27 * 3 + o % 9 / 3);
            if o != c && (r == r2 || k == k2 || b == b2) {
                p[c][n] = o as u8;
                n += 1;
            }
            o += 1;
        }
        c += 1;
    }
    p
};

/// Candidate count of a mask (bits 1..=9).
const POPCOUNT: [u8; 1024] = {
    let mut t = [0u8; 1024];
    let mut i = 0;
    while i < 1024 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// The singles found and not yet placed: naked ones as cells, hidden ones
/// as `(house, digit)`. One queue serves a whole search: it is empty
/// whenever propagation ends without a contradiction, and cleared after
/// one.
///
/// A cell is pushed when its mask goes from two candidates to one, a
/// `(house, digit)` when its count of open cells goes from two to one;
/// each happens at most once per state, so 81 and 243 slots suffice.
struct Queue {
    naked: [u8; 81],
    naked_len: usize,
    hidden: [(u8, u8); 243],
    hidden_len: usize,
}

impl Queue {
    fn new() -> Queue {
        Queue {
            naked: [0; 81],
            naked_len: 0,
            hidden: [(0, 0); 243],
            hidden_len: 0,
        }
    }

    fn clear(&mut self) {
        self.naked_len = 0;
        self.hidden_len = 0;
    }
}

/// How a branch of the lexicographic search ended.
enum Step {
    Found(Grid),
    Dead,
    Stopped,
}

/// A search state: the candidates of every cell, how many open cells of
/// each house still have each digit, the open cells of each digit, and the
/// cells not yet placed. A placed cell's mask is its digit's bit.
#[derive(Copy, Clone)]
struct State {
    cand: [u16; 81],
    /// `count[h][d]`: open cells of house `h` with candidate `d`, or
    /// [`PLACED`] (minus what was counted down since) once `d` is placed
    /// in `h`.
    count: [[u8; 10]; 27],
    /// `pos[d]`: the open cells with candidate `d`, bit `c` for cell `c`.
    pos: [u128; 10],
    open: u128,
}

impl State {
    /// The puzzle's givens placed and propagated; `None` on a
    /// contradiction (conflicting givens included).
    fn new(puzzle: &Grid, q: &mut Queue) -> Option<State> {
        let mut s = State {
            cand: [ALL; 81],
            count: [[9; 10]; 27],
            pos: [ALL_CELLS; 10],
            open: ALL_CELLS,
        };
        for (c, &d) in puzzle.cells().iter().enumerate() {
            if d == 0 {
                continue;
            }
            let bit = 1u16 << d;
            if s.cand[c] & bit == 0 || !s.place(c, bit, q) {
                q.clear();
                return None;
            }
        }
        s.propagate(q).then_some(s)
    }

    #[inline(always)]
    fn is_open(&self, c: usize) -> bool {
        self.open >> c & 1 != 0
    }

    /// One open cell of house `h` lost candidate `d`; `false`
    /// when no cell is left for `d` there.
    #[inline(always)]
    fn lose(&mut self, h: usize, d: usize, q: &mut Queue) -> bool {
        let n = self.count[h][d] - 1;
        self.count[h][d] = n;
        if n <= 1 {
            if n == 0 {
                return false;
            }
            q.hidden[q.hidden_len] = (h as u8, d as u8);
            q.hidden_len += 1;
        }
        true
    }

    /// Places digit `bit` (one bit, among `c`'s candidates) in open cell
    /// `c` and removes it from the peers; `false` on a contradiction.
    #[inline(always)]
    fn place(&mut self, c: usize, bit: u16, q: &mut Queue) -> bool {
        let houses = HOUSES_OF[c];
        let d = bit.trailing_zeros() as usize;
        for h in houses {
            self.count[h as usize][d] = PLACED;
        }
        let cell = 1u128 << c;
        // The cell's other candidates leave its houses.
        let mut others = self.cand[c] & !bit;
        while others != 0 {
            let e = others.trailing_zeros() as usize;
            others &= others - 1;
            self.pos[e] &= !cell;
            for h in houses {
                if !self.lose(h as usize, e, q) {
                    return false;
                }
            }
        }
        self.cand[c] = bit;
        self.open &= !cell;
        // No placed peer holds `d`: it would have removed `d` from `c`.
        let mut hit = self.pos[d] & PEER_CELLS[c];
        self.pos[d] &= !(hit | cell);
        while hit != 0 {
            let p = hit.trailing_zeros() as usize;
            hit &= hit - 1;
            let m = self.cand[p] ^ bit;
            if m == 0 {
                return false; // a peer left without candidates
            }
            self.cand[p] = m;
            if m & (m - 1) == 0 {
                q.naked[q.naked_len] = p as u8;
                q.naked_len += 1;
            }
            // Houses shared with `c` have `d` placed now: their count stays
            // far above 1.
            for h in HOUSES_OF[p] {
                if !self.lose(h as usize, d, q) {
                    return false;
                }
            }
        }
        true
    }

    /// Places the queued naked and hidden singles, and those they make,
    /// until none is left; `false` on a contradiction (the queue is then
    /// cleared).
    fn propagate(&mut self, q: &mut Queue) -> bool {
        let ok = self.drain(q);
        if !ok {
            q.clear();
        }
        ok
    }

    #[inline(always)]
    fn drain(&mut self, q: &mut Queue) -> bool {
        loop {
            if q.naked_len > 0 {
                q.naked_len -= 1;
                let c = q.naked[q.naked_len] as usize;
                if self.is_open(c) && !self.place(c, self.cand[c], q) {
                    return false;
                }
            } else if q.hidden_len > 0 {
                q.hidden_len -= 1;
                let (h, d) = (q.hidden[q.hidden_len].0 as usize, q.hidden[q.hidden_len].1 as usize);
                if self.count[h][d] != 1 {
                    continue; // placed meanwhile
                }
                // The one open cell of `h` that still has the digit.
                let only = self.pos[d] & HOUSE_CELLS[h];
                debug_assert_eq!(only.count_ones(), 1, "count[h][d] == 1 names one open cell");
                if !self.place(only.trailing_zeros() as usize, 1 << d, q) {
                    return false;
                }
            } else {
                return true;
            }
        }
    }

    /// The open cell with the fewest candidates (the first such in
    /// row-major order). `self.open` must not be empty.
    #[inline]
    fn fewest(&self) -> usize {
        let mut best = 0;
        let mut best_n = u8::MAX;
        let mut o = self.open;
        while o != 0 {
            let c = o.trailing_zeros() as usize;
            o &= o - 1;
            let n = POPCOUNT[self.cand[c] as usize];
            if n < best_n {
                best = c;
                best_n = n;
                if n == 2 {
                    break;
                }
            }
        }
        best
    }

    /// The state after placing `bit` in `c` and propagating, or `None`.
    #[inline(always)]
    fn child(&self, q: &mut Queue, c: usize, bit: u16) -> Option<State> {
        let mut t = *self;
        if t.place(c, bit, q) && t.propagate(q) {
            Some(t)
        } else {
            q.clear();
            None
        }
    }

    fn count(&self, q: &mut Queue, limit: usize, found: &mut usize) {
        let c = self.fewest();
        let mut m = self.cand[c];
        while m != 0 {
            let bit = m & m.wrapping_neg();
            m ^= bit;
            if let Some(t) = self.child(q, c, bit) {
                if t.open == 0 {
                    *found += 1;
                } else {
                    t.count(q, limit, found);
                }
                if *found >= limit {
                    return;
                }
            }
        }
    }

    /// The lexicographic search: first open cell in row-major order,
    /// digits ascending (the lowest bit first).
    fn least(&self, q: &mut Queue, nodes: &mut u64, max_nodes: u64) -> Step {
        let c = self.open.trailing_zeros() as usize;
        let mut m = self.cand[c];
        while m != 0 {
            let bit = m & m.wrapping_neg();
            m ^= bit;
            if *nodes == max_nodes {
                return Step::Stopped;
            }
            *nodes += 1;
            if let Some(t) = self.child(q, c, bit) {
                if t.open == 0 {
                    return Step::Found(t.grid());
                }
                match t.least(q, nodes, max_nodes) {
                    Step::Dead => {}
                    done => return done,
                }
            }
        }
        Step::Dead
    }

    fn random(&self, q: &mut Queue, below: &mut impl FnMut(u32) -> u32) -> Option<Grid> {
        let c = self.fewest();
        let mut digits = [0u16; 9];
        let mut n = 0;
        let mut m = self.cand[c];
        while m != 0 {
            let bit = m & m.wrapping_neg();
            m ^= bit;
            digits[n] = bit;
            n += 1;
        }
        for i in 0..n {
            // Fisher-Yates, drawing each next digit as it is needed.
            let j = i + below((n - i) as u32) as usize;
            digits.swap(i, j);
            if let Some(t) = self.child(q, c, digits[i]) {
                if t.open == 0 {
                    return Some(t.grid());
                }
                if let Some(g) = t.random(q, below) {
                    return Some(g);
                }
            }
        }
        None
    }

    /// The placed digits as a grid, `0` for open cells.
    fn grid(&self) -> Grid {
        Grid::new(std::array::from_fn(|c| {
            if self.is_open(c) {
                0
            } else {
                self.cand[c].trailing_zeros() as u8
            }
        }))
        .expect("digits 1..=9")
    }
}

#[cfg(test)]
mod tests {
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
}
