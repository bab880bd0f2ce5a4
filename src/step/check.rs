//! [`StepTrace::check`]: is a trace one this library could have written
//! for its puzzle? The same rules the book's stepper applies to a file a
//! reader loads.

use super::{StepKind, StepTrace, VERSION};
use crate::grid::Cell;

/// What is wrong with a step trace; `event` is 1-based, as the stepper
/// counts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TraceError {
    /// A version of the format this library does not read.
    #[error("not a sudoku-lab trace of version {VERSION}: version {version}")]
    Version {
        /// The file's `version`.
        version: u32,
    },
    /// A field of the header is wrong.
    #[error("{field}: {message}")]
    Header {
        /// `end`.
        field: &'static str,
        /// What is wrong.
        message: String,
    },
    /// An event does not fit the puzzle and the events before it.
    #[error("event {event}: {message}")]
    Event {
        /// 1-based.
        event: usize,
        /// What is wrong.
        message: String,
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
        let header = |field, message: String| TraceError::Header { field, message };
        let mut board = *self.puzzle.cells();
        let (recorded, end) = (self.events.len() as u64, &self.end);
        if recorded > end.max_events || recorded > end.events || end.truncated != (end.events > recorded) {
            let message = format!(
                "{recorded} events recorded, but end says {} of {}",
                end.max_events, end.events
            );
            return Err(header("end", message));
        }
        for (k, step) in self.events.iter().enumerate() {
            let fail = |message: String| Err(TraceError::Event { event: k + 1, message });
            let Some(cell) = Cell::new(step.cell as usize).filter(|_| (1..=9).contains(&step.digit)) else {
                return fail(format!("cell {} digit {} is off the board", step.cell, step.digit));
            };
            let held = board[cell.index()];
            let given = self.puzzle.get(cell) != 0;
            match step.kind {
                StepKind::Test | StepKind::Place if held != 0 => {
                    let what = if given { "the given" } else { "the placed" };
                    return fail(format!(
                        "{:?} of {} at {cell}, which holds {what} {held}",
                        step.kind, step.digit
                    ));
                }
                StepKind::Place => board[cell.index()] = step.digit,
                StepKind::Undo if held != step.digit => {
                    return fail(format!("undo of {} at {cell}, which holds {held}", step.digit));
                }
                StepKind::Undo => board[cell.index()] = 0,
                StepKind::Test => {}
            }
        }
        Ok(())
    }
}
