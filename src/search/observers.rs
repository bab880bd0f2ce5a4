//! The observers the crate ships besides [`NoTrace`](super::NoTrace):
//! [`CellsRead`] adds up the cells a scanning post reads, [`Recorder`]
//! keeps every placement and undo ([`Event`]), [`TraceHash`] folds them
//! into one number.

use std::fmt;

use super::Observer;
use crate::grid::Cell;

/// An observer that adds up the board cells read by digit tests: the work
/// of full-scan's `possibility` and empty-list's `isPromising` (up to 27
/// cells per digit tested). Zero for the ports that keep used-digit tables.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CellsRead(pub u64);

impl Observer for CellsRead {
    #[inline(always)]
    fn digit_test(&mut self, _cell: Cell, _digit: u8, cells_read: impl Fn() -> u64) {
        self.0 += cells_read();
    }
}

/// One step of a search trace.
///
/// Displays in the trace format of `sudoku-lab trace`: `+ r1c3 4` for a
/// placement of 4 in row 1, column 3, and `- r1c3 4` for its undo.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A digit written into a blank.
    Place {
        /// Where.
        cell: Cell,
        /// Which digit, 1..=9.
        digit: u8,
    },
    /// A placement given up.
    Undo {
        /// Where.
        cell: Cell,
        /// The digit that was there, 1..=9.
        digit: u8,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::Place { cell, digit } => write!(f, "+ {cell} {digit}"),
            Event::Undo { cell, digit } => write!(f, "- {cell} {digit}"),
        }
    }
}

/// An observer that keeps the whole trace, up to `limit` events (the rest
/// are counted in `dropped`).
#[derive(Clone, Debug, Default)]
pub struct Recorder {
    /// The events seen, in order, at most `limit` of them.
    pub events: Vec<Event>,
    /// Events seen after `limit` was reached.
    pub dropped: u64,
    limit: usize,
}

impl Recorder {
    /// A recorder that keeps at most `limit` events.
    pub fn with_limit(limit: usize) -> Recorder {
        Recorder {
            events: Vec::new(),
            dropped: 0,
            limit,
        }
    }

    fn push(&mut self, e: Event) {
        if self.events.len() < self.limit {
            self.events.push(e);
        } else {
            self.dropped += 1;
        }
    }
}

impl Observer for Recorder {
    fn place(&mut self, cell: Cell, digit: u8) {
        self.push(Event::Place { cell, digit });
    }
    fn undo(&mut self, cell: Cell, digit: u8) {
        self.push(Event::Undo { cell, digit });
    }
}

/// An observer that folds the trace into a 64-bit FNV-1a hash, so two
/// searches of millions of steps can be compared without storing them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TraceHash {
    /// The hash so far.
    pub hash: u64,
    /// The number of events folded in.
    pub events: u64,
}

impl Default for TraceHash {
    fn default() -> Self {
        TraceHash {
            hash: 0xcbf2_9ce4_8422_2325,
            events: 0,
        }
    }
}

impl TraceHash {
    #[inline]
    fn fold(&mut self, byte: u8) {
        self.hash = (self.hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
    }
}

impl Observer for TraceHash {
    #[inline]
    fn place(&mut self, cell: Cell, digit: u8) {
        self.fold(cell.index() as u8);
        self.fold(digit);
        self.events += 1;
    }
    #[inline]
    fn undo(&mut self, cell: Cell, digit: u8) {
        self.fold(0x80 | cell.index() as u8);
        self.fold(digit);
        self.events += 1;
    }
}
