//! What a search reports: its outcome, exact counters, and a trace of every
//! placement and undo; plus the placement budget that bounds it.
//!
//! This is the one piece the five ports share. It changes nothing of a
//! post's search: each port calls [`Meter`] at the points where its post
//! calls its recursive function, tests a digit, writes a digit into a blank
//! and clears it again.
//!
//! The observer is a generic parameter, so with [`NoTrace`] every call
//! inlines to nothing (see `crates/bench/benches/wikipedia.rs`, which measures the ports
//! with [`NoTrace`] and with [`TraceHash`]).

use crate::grid::{Cell, Grid};

mod observers;
pub mod state;
pub use observers::{CellsRead, Event, Recorder, TraceHash};
pub use state::{PostState, Rejection};

/// Sees every placement and every undo of a search, in order, and on
/// request every digit test and the post's state after each event.
///
/// All four methods default to doing nothing; [`NoTrace`] is the observer that
/// costs nothing.
// ANCHOR: observer
pub trait Observer {
    /// `digit` (1..=9) was written into the blank `cell`.
    #[inline(always)]
    fn place(&mut self, cell: Cell, digit: u8) {
        let _ = (cell, digit);
    }

    /// The placement of `digit` in `cell` was given up (the search
    /// backtracked over it).
    #[inline(always)]
    fn undo(&mut self, cell: Cell, digit: u8) {
        let _ = (cell, digit);
    }

    /// The post is about to test `digit` (1..=9) at the blank `cell`.
    /// Whether its test accepted the digit is the next event: a placement
    /// of `digit` at `cell`, or not. `cells_read` says how many cells of the
    /// board the test reads (1 to 27) for the posts whose test scans the
    /// board (full-scan's `possibility`, empty-list's `isPromising`), and 0
    /// for the posts that keep used-digit tables; it is a closure so that
    /// an observer that does not ask for it costs nothing. [`CellsRead`]
    /// adds the reads up.
    ///
    /// The count lives here rather than in [`Stats`] on purpose: counted
    /// inside the search, it costs full-scan's scan in every run (the
    /// distinct exits of the scan stop the compiler from merging its
    /// compares), while through an observer it costs nothing when unused.
    #[inline(always)]
    fn digit_test(&mut self, cell: Cell, digit: u8, cells_read: impl Fn() -> u64) {
        let _ = (cell, digit, cells_read);
    }

    /// The post's own bookkeeping right after the event just reported
    /// (the port's [`PostState`], borrowed from it). The step trace's
    /// recorder copies it.
    #[inline(always)]
    fn state<S: PostState + ?Sized>(&mut self, state: &S) {
        let _ = state;
    }
}
// ANCHOR_END: observer

// ANCHOR: no_trace
/// The observer that records nothing; every call compiles away.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoTrace;

impl Observer for NoTrace {}
// ANCHOR_END: no_trace

impl<O: Observer + ?Sized> Observer for &mut O {
    #[inline(always)]
    fn place(&mut self, cell: Cell, digit: u8) {
        (**self).place(cell, digit)
    }
    #[inline(always)]
    fn undo(&mut self, cell: Cell, digit: u8) {
        (**self).undo(cell, digit)
    }
    #[inline(always)]
    fn digit_test(&mut self, cell: Cell, digit: u8, cells_read: impl Fn() -> u64) {
        (**self).digit_test(cell, digit, cells_read)
    }
    #[inline(always)]
    fn state<S: PostState + ?Sized>(&mut self, state: &S) {
        (**self).state(state)
    }
}

/// Two observers at once: `(TraceHash::default(), CellsRead::default())`.
impl<A: Observer, B: Observer> Observer for (A, B) {
    #[inline(always)]
    fn place(&mut self, cell: Cell, digit: u8) {
        self.0.place(cell, digit);
        self.1.place(cell, digit);
    }
    #[inline(always)]
    fn undo(&mut self, cell: Cell, digit: u8) {
        self.0.undo(cell, digit);
        self.1.undo(cell, digit);
    }
    #[inline(always)]
    fn digit_test(&mut self, cell: Cell, digit: u8, cells_read: impl Fn() -> u64) {
        self.0.digit_test(cell, digit, &cells_read);
        self.1.digit_test(cell, digit, &cells_read);
    }
    #[inline(always)]
    fn state<S: PostState + ?Sized>(&mut self, state: &S) {
        self.0.state(state);
        self.1.state(state);
    }
}

/// Exact, deterministic counters of one search.
///
/// `placements`, `backtracks` and `digit_tests` are the same for all
/// five ports on every input (they explore one search tree); `calls`
/// depends on the port. The board cells read by a digit test are reported
/// to the observer instead ([`Observer::digit_test`], [`CellsRead`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stats {
    /// Digits written into blanks.
    pub placements: u64,
    /// Placements given up again (undone).
    pub backtracks: u64,
    /// Calls of the post's recursive function (`dfs`, `sudoku`, `go`,
    /// `solve`, `fillBoard`), the first call included. For check-arrays
    /// this is Baekjoon problem 12095's `cnt`.
    pub calls: u64,
    /// Digits tested at a blank (each test of one digit at one cell).
    pub digit_tests: u64,
}

/// How far a search may go before it stops: a number of placements.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    max_placements: u64,
}

impl Budget {
    /// No limit.
    pub const UNLIMITED: Budget = Budget {
        max_placements: u64::MAX,
    };

    /// At most `n` placements: the search stops when it is about to make
    /// placement `n + 1`, so every port stops at exactly the same point.
    pub const fn placements(n: u64) -> Budget {
        Budget { max_placements: n }
    }

    /// The limit, or `None` when unlimited.
    pub fn max_placements(self) -> Option<u64> {
        (self.max_placements != u64::MAX).then_some(self.max_placements)
    }
}

impl Default for Budget {
    fn default() -> Self {
        Budget::UNLIMITED
    }
}

/// How a search ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The first completion reached; with digits tried 1..9 at the first
    /// blank in row-major order, that is the lexicographically smallest.
    Solved(Grid),
    /// The search tree was exhausted without a completion.
    NoSolution,
    /// The placement budget ran out first.
    Stopped,
}

impl Outcome {
    /// A short word for tables: `solved`, `no solution`, `stopped`.
    pub fn label(&self) -> &'static str {
        match self {
            Outcome::Solved(_) => "solved",
            Outcome::NoSolution => "no solution",
            Outcome::Stopped => "stopped",
        }
    }
}

/// What one search returns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// How it ended.
    pub outcome: Outcome,
    /// Its counters.
    pub stats: Stats,
    /// The port's own board when the search ended: the solution, the input
    /// again after an exhausted search (every placement undone), or a
    /// half-filled board when the budget stopped it. The program emulation
    /// prints this, as the posts' programs print their board.
    pub board: Grid,
}

/// The instrumentation a port carries through its search: counters, the
/// budget and the observer.
///
/// Ports call [`Meter::call`] on entry to their recursive function,
/// [`Meter::digit_test`] before each digit test, [`Meter::place`] just before
/// writing a digit (it answers `false` when the budget is spent, and the
/// port then unwinds the way it unwinds after a solution), and
/// [`Meter::undo`] after clearing one.
pub struct Meter<O: Observer> {
    /// The counters so far.
    pub stats: Stats,
    /// Set when [`Meter::place`] refused a placement.
    pub stopped: bool,
    budget: u64,
    observer: O,
}

impl<O: Observer> Meter<O> {
    /// A fresh meter.
    #[inline]
    pub fn new(budget: Budget, observer: O) -> Meter<O> {
        Meter {
            stats: Stats::default(),
            stopped: false,
            budget: budget.max_placements,
            observer,
        }
    }

    /// Counts one call of the post's recursive function.
    #[inline(always)]
    pub fn call(&mut self) {
        self.stats.calls += 1;
    }

    // ANCHOR: meter
    /// Counts one digit test, just before the post makes it: `digit` at
    /// the blank in 0-based `row` and `col` (each `0..9`), and tells the
    /// observer, for the posts that keep used-digit tables (their test
    /// reads no cell of the board). With [`NoTrace`] this is one increment:
    /// the cell is built without a bounds check (checked in debug builds),
    /// so nothing else survives. (It is called before the test, not after
    /// it with its answer: the answer would then have to be kept, which
    /// slows every port.)
    #[inline(always)]
    pub fn digit_test(&mut self, row: usize, col: usize, digit: u8) {
        self.stats.digit_tests += 1;
        self.observer.digit_test(Cell::at_debug_checked(row, col), digit, || 0);
    }

    /// [`Meter::digit_test`] for the posts whose test scans the board:
    /// `reads(board, row, col, digit)` counts the cells the test reads, and
    /// runs only when the observer asks ([`CellsRead`]). The board and the
    /// function are passed apart, not as a closure that borrows the board:
    /// such a closure, even unused, makes LLVM unroll the digit loop less
    /// (`cargo xtask instructions` would show it).
    #[inline(always)]
    pub fn digit_test_scanning<B: ?Sized>(
        &mut self,
        (row, col, digit): (usize, usize, u8),
        board: &B,
        reads: fn(&B, usize, usize, u8) -> u64,
    ) {
        self.stats.digit_tests += 1;
        self.observer.digit_test(Cell::at_debug_checked(row, col), digit, || {
            reads(board, row, col, digit)
        });
    }

    /// Asks to write `digit` into `cell`. `false` means the budget is
    /// spent: nothing was counted and the port must unwind.
    #[inline(always)]
    #[must_use]
    pub fn place(&mut self, cell: Cell, digit: u8) -> bool {
        if self.stats.placements == self.budget {
            self.stopped = true;
            return false;
        }
        self.stats.placements += 1;
        self.observer.place(cell, digit);
        true
    }

    // ANCHOR_END: meter
    /// Counts the undo of `digit` at `cell`.
    #[inline(always)]
    pub fn undo(&mut self, cell: Cell, digit: u8) {
        self.stats.backtracks += 1;
        self.observer.undo(cell, digit);
    }

    /// Tells the observer the post's state after the event just reported
    /// (plain borrows of the port's fields; nothing with [`NoTrace`]).
    #[inline(always)]
    pub fn state<S: PostState + ?Sized>(&mut self, state: &S) {
        self.observer.state(state);
    }

    /// The report, given whether the port found a completion and its board.
    pub fn finish(self, found: bool, board: Grid) -> Report {
        let outcome = if self.stopped {
            Outcome::Stopped
        } else if found {
            Outcome::Solved(board)
        } else {
            Outcome::NoSolution
        };
        Report {
            outcome,
            stats: self.stats,
            board,
        }
    }
}
