//! The reference solver's search state: candidate sets, a propagation
//! queue, and the searches for the least completion, a count and a random
//! completion.

use super::tables::*;
use crate::grid::Grid;

/// The singles found and not yet placed: naked ones as cells, hidden ones
/// as `(house, digit)`. One queue serves a whole search: it is empty
/// whenever propagation ends without a contradiction, and cleared after
/// one.
///
/// A cell is pushed when its mask goes from two candidates to one, a
/// `(house, digit)` when its count of open cells goes from two to one;
/// each happens at most once per state, so 81 and 243 slots suffice.
pub(super) struct Queue {
    naked: [u8; 81],
    naked_len: usize,
    hidden: [(u8, u8); 243],
    hidden_len: usize,
}

impl Queue {
    pub(super) fn new() -> Queue {
        Queue {
            naked: [0; 81],
            naked_len: 0,
            hidden: [(0, 0); 243],
            hidden_len: 0,
        }
    }

    pub(super) fn clear(&mut self) {
        self.naked_len = 0;
        self.hidden_len = 0;
    }
}

/// How a branch of the lexicographic search ended.
pub(super) enum Step {
    Found(Grid),
    Dead,
    Stopped,
}

/// A search state: the candidates of every cell, how many open cells of
/// each house still have each digit, the open cells of each digit, and the
/// cells not yet placed. A placed cell's mask is its digit's bit.
#[derive(Copy, Clone)]
pub(super) struct State {
    cand: [u16; 81],
    /// `count[h][d]`: open cells of house `h` with candidate `d`, or
    /// [`PLACED`] (minus what was counted down since) once `d` is placed
    /// in `h`.
    count: [[u8; 10]; 27],
    /// `pos[d]`: the open cells with candidate `d`, bit `c` for cell `c`.
    pos: [u128; 10],
    pub(super) open: u128,
}

impl State {
    /// The puzzle's givens placed and propagated; `None` on a
    /// contradiction (conflicting givens included).
    pub(super) fn new(puzzle: &Grid, q: &mut Queue) -> Option<State> {
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
    pub(super) fn is_open(&self, c: usize) -> bool {
        self.open >> c & 1 != 0
    }

    /// One open cell of house `h` lost candidate `d`; `false`
    /// when no cell is left for `d` there.
    #[inline(always)]
    pub(super) fn lose(&mut self, h: usize, d: usize, q: &mut Queue) -> bool {
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

    // ANCHOR: place
    /// Places digit `bit` (one bit, among `c`'s candidates) in open cell
    /// `c` and removes it from the peers; `false` on a contradiction.
    #[inline(always)]
    pub(super) fn place(&mut self, c: usize, bit: u16, q: &mut Queue) -> bool {
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
    // ANCHOR_END: place

    /// Places the queued naked and hidden singles, and those they make,
    /// until none is left; `false` on a contradiction (the queue is then
    /// cleared).
    pub(super) fn propagate(&mut self, q: &mut Queue) -> bool {
        let ok = self.drain(q);
        if !ok {
            q.clear();
        }
        ok
    }

    #[inline(always)]
    pub(super) fn drain(&mut self, q: &mut Queue) -> bool {
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
    pub(super) fn fewest(&self) -> usize {
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
    pub(super) fn child(&self, q: &mut Queue, c: usize, bit: u16) -> Option<State> {
        let mut t = *self;
        if t.place(c, bit, q) && t.propagate(q) {
            Some(t)
        } else {
            q.clear();
            None
        }
    }

    pub(super) fn count(&self, q: &mut Queue, limit: usize, found: &mut usize) {
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

    // ANCHOR: least
    /// The lexicographic search: first open cell in row-major order,
    /// digits ascending (the lowest bit first).
    pub(super) fn least(&self, q: &mut Queue, nodes: &mut u64, max_nodes: u64) -> Step {
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
    // ANCHOR_END: least

    pub(super) fn random(&self, q: &mut Queue, below: &mut impl FnMut(u32) -> u32) -> Option<Grid> {
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
    pub(super) fn grid(&self) -> Grid {
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
