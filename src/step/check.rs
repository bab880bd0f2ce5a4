//! [`StepTrace::check`]: is a trace one this library could have written
//! for its puzzle? The same rules the book's stepper applies to a file a
//! reader loads.

use super::{StepKind, StepTrace, VERSION};
use crate::grid::Cell;

/// What is wrong with a step trace; `event` is 1-based, as the stepper
/// counts. Typed, so that a console can say it in its own language; the
/// `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TraceError {
    /// A version of the format this library does not read.
    #[error("not a sudoku-lab trace of version {VERSION}: version {version}")]
    Version {
        /// The file's `version`.
        version: u32,
    },
    /// `end` does not fit the events recorded: more of them than
    /// `end.max_events` or `end.events`, or `end.truncated` wrong.
    #[error("end: {recorded} events recorded, but end says {max_events} of {events}")]
    End {
        /// How many events the file records.
        recorded: u64,
        /// `end.max_events`.
        max_events: u64,
        /// `end.events`.
        events: u64,
    },
    /// An event does not fit the puzzle and the events before it.
    #[error("event {event}: {problem}")]
    Event {
        /// 1-based.
        event: usize,
        /// What is wrong with it.
        problem: EventError,
    },
}

/// Why an event does not fit the puzzle and the events before it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EventError {
    /// `cell 81 digit 3 is off the board`: a cell past 80 or a digit
    /// outside 1-9.
    #[error("cell {cell} digit {digit} is off the board")]
    OffBoard {
        /// The event's `cell`.
        cell: u8,
        /// The event's `digit`.
        digit: u8,
    },
    /// `Place of 4 at r1c2, which holds the given 3`: a test or a placement
    /// at a cell that is not blank.
    #[error("{kind:?} of {digit} at {cell}, which holds the {} {held}", if *given { "given" } else { "placed" })]
    NotBlank {
        /// Test or place.
        kind: StepKind,
        /// The event's digit.
        digit: u8,
        /// The cell.
        cell: Cell,
        /// The cell holds a given (else a placement).
        given: bool,
        /// The digit it holds.
        held: u8,
    },
    /// `undo of 4 at r1c1, which holds 0`: an undo of a digit the cell
    /// does not hold.
    #[error("undo of {digit} at {cell}, which holds {held}")]
    UndoNotHeld {
        /// The event's digit.
        digit: u8,
        /// The cell.
        cell: Cell,
        /// The digit it holds (0: blank).
        held: u8,
    },
}

impl StepTrace {
    /// Checks the header and replays the events on the puzzle: each test
    /// and placement at a blank, each undo of the digit placed there, the
    /// recorded events no more than `end.max_events`, no more than
    /// `end.events`.
    pub fn check(&self) -> Result<(), TraceError> {
        if self.version != VERSION {
            return Err(TraceError::Version { version: self.version });
        }
        let mut board = *self.puzzle.cells();
        let (recorded, end) = (self.events.len() as u64, &self.end);
        if recorded > end.max_events || recorded > end.events || end.truncated != (end.events > recorded) {
            return Err(TraceError::End {
                recorded,
                max_events: end.max_events,
                events: end.events,
            });
        }
        for (k, step) in self.events.iter().enumerate() {
            let fail = |problem: EventError| Err(TraceError::Event { event: k + 1, problem });
            let Some(cell) = Cell::new(step.cell as usize).filter(|_| (1..=9).contains(&step.digit)) else {
                return fail(EventError::OffBoard {
                    cell: step.cell,
                    digit: step.digit,
                });
            };
            let held = board[cell.index()];
            let given = self.puzzle.get(cell) != 0;
            match step.kind {
                StepKind::Test | StepKind::Place if held != 0 => {
                    return fail(EventError::NotBlank {
                        kind: step.kind,
                        digit: step.digit,
                        cell,
                        given,
                        held,
                    });
                }
                StepKind::Place => board[cell.index()] = step.digit,
                StepKind::Undo if held != step.digit => {
                    return fail(EventError::UndoNotHeld {
                        digit: step.digit,
                        cell,
                        held,
                    });
                }
                StepKind::Undo => board[cell.index()] = 0,
                StepKind::Test => {}
            }
        }
        Ok(())
    }
}
