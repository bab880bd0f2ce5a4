//! The step trace: one port's run on one puzzle, event by event, with the
//! post's own state after each event, for the book's stepper and
//! `sudoku-lab trace --format json`.
//!
//! Every port reports its bookkeeping through [`Observer::state`] right
//! after each event (its own [`PostState`], defined in its file);
//! [`StepRecorder`] copies it into a
//! [`StepTrace`]. Nothing is recomputed: the boards, tables, masks, lists
//! and positions are the port's own, and a rejected digit's reason is read
//! from the tables or board the post's test reads ([`PostState::rejection`]).
//!
//! # The JSON format, version 1
//!
//! With the `serde` feature, [`StepTrace`] (de)serializes as one JSON
//! object (`serde_json`), written by `write_json` (or `to_json`) with
//! one event on a line:
//!
//! ```text
//! { "format": "sudoku-lab-trace", "version": 1,
//!   "variant": "check-arrays",            // the port (Variant::name)
//!   "puzzle": "035469278...",             // 81 digits, 0 for a blank
//!   "state": [["a", [0,3,5,...]], ["c", [1020,998,...]], ..., ["z", [0]]],
//!   "end": {"outcome": "solved", "placements": 14, "undos": 0, "tests": 62,
//!           "calls": 82, "events": 76, "max_events": 10000, "truncated": false},
//!   "events": [
//!     {"e": "test",  "cell": 0, "digit": 1, "ok": true},
//!     {"e": "place", "cell": 0, "digit": 1, "d": [["a", 0, 1], ["c", 0, 1022], ...]},
//!     {"e": "test",  "cell": 13, "digit": 1, "ok": false,
//!      "why": {"by": "c[1][1]", "house": "row", "index": 1, "at": 12},
//!      "d": [["z", 0, 13]]},
//!     ... ] }
//! ```
//!
//! (check-arrays on the BOJ 2580 sample, the built book's `traces/sample.check-arrays.js`.)
//!
//! - `cell` is the row-major index `0..81`; `digit` is 1..=9.
//! - `state` is the post's state after the first event, as named rows of
//!   numbers in the post's names and order ([`PostState::fields`]): boards as
//!   81 digits, used-digit tables and masks as nine masks with bit `d` for
//!   digit `d`, cell lists as flat `row, col` pairs, positions as one
//!   number. Each later event's `d` lists what changed after it, as
//!   `[name, index, value]` (absent when nothing changed).
//! - A `test` is `ok` when the post's test accepted the digit (a `place`
//!   of it follows, unless the budget stopped the search); otherwise `why`
//!   says what said no in the post's terms, the house (`row`, `column`,
//!   `block`, 0-based `index`) and the cell `at` that holds the digit.
//! - Every field is typed, none is free text: `format` is
//!   [`TraceFormat`], `variant` a [`Variant`], `puzzle` a [`Grid`], the
//!   names of `state` and `d` are [`Name`]s (a post's own names, those of
//!   [`Post::names`](crate::variants::Post::names)), `why.by` a [`By`],
//!   `why.house` a [`HouseKind`], `end.outcome` a [`TraceOutcome`]. A file
//!   holding anything else is refused as it is read, with its line and
//!   column.
//! - `end` counts the whole search, also past `max_events`: `events` is
//!   every event the search made, and `truncated` says the file holds only
//!   the first `max_events` of them.
//!
//! Another `version` is a different format; readers must refuse it.

mod check;
#[cfg(feature = "serde")]
mod json;
mod names;

pub use crate::search::{PostState, Rejection};
pub use check::{EventError, TraceError};
#[cfg(feature = "serde")]
pub use json::{to_json, write_json};
pub use names::{By, Name};

use crate::grid::{Cell, Grid, HouseKind};
use crate::search::{Budget, Observer, Outcome};
use crate::variants::Variant;

/// The `format` field of every step trace: one value, written
/// `sudoku-lab-trace`; a file with another is refused when it is read.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TraceFormat {
    /// `sudoku-lab-trace`.
    #[default]
    #[cfg_attr(feature = "serde", serde(rename = "sudoku-lab-trace"))]
    SudokuLabTrace,
}

/// The version of the format this library writes and reads.
pub const VERSION: u32 = 1;

/// One port's run on one puzzle; see the [module](self) for its JSON form.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StepTrace {
    /// Always [`TraceFormat::SudokuLabTrace`].
    pub format: TraceFormat,
    /// [`VERSION`] when written by this library.
    pub version: u32,
    /// The port, written as its [`Variant::name`].
    pub variant: Variant,
    /// The puzzle, written as 81 digits, `0` for a blank.
    pub puzzle: Grid,
    /// The post's state after the first event (empty with no event).
    pub state: Vec<(Name, Vec<u32>)>,
    /// How the search ended and its counters.
    pub end: End,
    /// The events, at most `end.max_events` (last, so that a writer can
    /// put one event on a line).
    pub events: Vec<Step>,
}

/// What a [`Step`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum StepKind {
    /// The post tests a digit at a blank.
    Test,
    /// A digit is written into a blank.
    Place,
    /// A placement is given up.
    Undo,
}

/// One event and what it changed in the post's state.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Step {
    /// Test, placement or undo.
    #[cfg_attr(feature = "serde", serde(rename = "e"))]
    pub kind: StepKind,
    /// The cell, row-major `0..81`.
    pub cell: u8,
    /// The digit, 1..=9.
    pub digit: u8,
    /// For a test: whether the post's test accepted the digit.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub ok: Option<bool>,
    /// For a rejected test: why.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub why: Option<Why>,
    /// What changed in the post's state: `(name, index, value)`.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Vec::is_empty"))]
    pub d: Vec<(Name, u32, u32)>,
}

/// Why a test was rejected ([`Rejection`] as data).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Why {
    /// What said no, in the post's terms (`c2[3][4]`, `rowbit[0] & 1 << 4`).
    pub by: By,
    /// `row`, `column` or `block`.
    pub house: HouseKind,
    /// The house's 0-based index.
    pub index: u8,
    /// The cell holding the digit, row-major `0..81`.
    pub at: Option<u8>,
}

/// How the search ended, and its counters (the whole search).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct End {
    /// `solved`, `no solution` or `stopped`.
    pub outcome: TraceOutcome,
    /// Placements made.
    pub placements: u64,
    /// Placements undone.
    pub undos: u64,
    /// Digits tested.
    pub tests: u64,
    /// Calls of the post's recursive function.
    pub calls: u64,
    /// Every event of the search, recorded or not.
    pub events: u64,
    /// The most events the file may hold.
    pub max_events: u64,
    /// Whether events were left out because of `max_events`.
    pub truncated: bool,
}

/// How a recorded search ended: an [`Outcome`] without its grid.
/// Serializes as [`Outcome::label`]: `solved`, `no solution`, `stopped`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TraceOutcome {
    /// The search found a solution.
    #[cfg_attr(feature = "serde", serde(rename = "solved"))]
    Solved,
    /// The search ended without one.
    #[cfg_attr(feature = "serde", serde(rename = "no solution"))]
    NoSolution,
    /// The budget stopped the search.
    #[cfg_attr(feature = "serde", serde(rename = "stopped"))]
    Stopped,
}

impl From<&Outcome> for TraceOutcome {
    fn from(outcome: &Outcome) -> TraceOutcome {
        match outcome {
            Outcome::Solved(_) => TraceOutcome::Solved,
            Outcome::NoSolution => TraceOutcome::NoSolution,
            Outcome::Stopped => TraceOutcome::Stopped,
        }
    }
}

/// An observer that records a [`StepTrace`]'s events and states, keeping
/// the first `limit` events (the rest are only counted).
#[derive(Clone, Debug, Default)]
pub struct StepRecorder {
    /// The events kept.
    pub events: Vec<Step>,
    /// The state after the first event.
    pub first: Vec<(Name, Vec<u32>)>,
    /// Every event seen.
    pub seen: u64,
    limit: u64,
    last: Vec<(&'static str, Vec<u32>)>,
    waiting: bool,
}

impl StepRecorder {
    /// A recorder keeping at most `limit` events.
    pub fn with_limit(limit: u64) -> StepRecorder {
        StepRecorder {
            limit,
            ..StepRecorder::default()
        }
    }

    fn push(&mut self, kind: StepKind, cell: Cell, digit: u8) {
        self.seen += 1;
        self.waiting = self.seen <= self.limit;
        if self.waiting {
            let cell = cell.index() as u8;
            self.events.push(Step {
                kind,
                cell,
                digit,
                ok: None,
                why: None,
                d: Vec::new(),
            });
        }
    }
}

impl Observer for StepRecorder {
    fn place(&mut self, cell: Cell, digit: u8) {
        self.push(StepKind::Place, cell, digit);
    }
    fn undo(&mut self, cell: Cell, digit: u8) {
        self.push(StepKind::Undo, cell, digit);
    }
    fn digit_test(&mut self, cell: Cell, digit: u8, _cells_read: impl Fn() -> u64) {
        self.push(StepKind::Test, cell, digit);
    }
    fn state<S: PostState + ?Sized>(&mut self, state: &S) {
        if !std::mem::take(&mut self.waiting) {
            return;
        }
        let fields = state.fields();
        let step = self.events.last_mut().expect("an event before its state");
        if step.kind == StepKind::Test {
            let cell = Cell::new(step.cell as usize).expect("a cell");
            let rejection = state.rejection(cell, step.digit);
            step.ok = Some(rejection.is_none());
            step.why = rejection.map(why);
        }
        if self.last.is_empty() {
            self.first = fields.iter().map(|&(n, ref v)| (Name::new(n), v.clone())).collect();
        } else {
            for ((name, new), (_, old)) in fields.iter().zip(&self.last) {
                let changed = new.iter().enumerate().filter(|(i, v)| old.get(*i) != Some(v));
                step.d.extend(changed.map(|(i, &v)| (Name::new(name), i as u32, v)));
            }
        }
        self.last = fields;
    }
}

fn why(r: Rejection) -> Why {
    Why {
        by: r.by,
        house: r.house.kind(),
        index: r.house.index(),
        at: r.at.map(|c| c.index() as u8),
    }
}

/// Runs `variant` on `puzzle` under `budget` and records its step trace,
/// keeping at most `max_events` events.
pub fn record(variant: Variant, puzzle: &Grid, budget: Budget, max_events: u64) -> StepTrace {
    let mut recorder = StepRecorder::with_limit(max_events);
    let report = variant.solve(puzzle, budget, &mut recorder);
    let stats = report.stats;
    StepTrace {
        format: TraceFormat::SudokuLabTrace,
        version: VERSION,
        variant,
        puzzle: *puzzle,
        state: recorder.first,
        end: End {
            outcome: TraceOutcome::from(&report.outcome),
            placements: stats.placements,
            undos: stats.backtracks,
            tests: stats.digit_tests,
            calls: stats.calls,
            events: recorder.seen,
            max_events,
            truncated: recorder.seen > max_events,
        },
        events: recorder.events,
    }
}
