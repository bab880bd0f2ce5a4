//! `sudoku-lab trace --format json VARIANT FILE`: the step trace of one
//! puzzle ([`sudoku_lab::step`]), one event per line, bounded by
//! `--max-events`.

use std::io::{BufWriter, Write};

use sudoku_lab::format::Parsed;
use sudoku_lab::step::TraceOutcome;
use sudoku_lab::{Budget, Variant, step};

use crate::error::Error;
use crate::exit::Code;
use crate::messages;
use crate::output;

/// The default of `--max-events`: the book's stepper loads this many in
/// well under 2 s.
pub const MAX_EVENTS: u64 = 200_000;

/// Writes the step trace of the input's one puzzle to stdout.
///
/// # Errors
/// [`Error::BadInput`] when the input holds no puzzle or more than one.
pub fn run(variant: Variant, parsed: &Parsed, budget: Budget, max_events: u64) -> Result<Code, Error> {
    let puzzle = match parsed.puzzles.as_slice() {
        [one] => one,
        [] => return Err(Error::BadInput(messages::TRACE_JSON_NO_PUZZLE.text().to_string())),
        [_, second, ..] => {
            let many = messages::TRACE_JSON_MANY.fill(&[&parsed.puzzles.len(), &second.line]);
            return Err(Error::BadInput(many));
        }
    };
    let trace = step::record(variant, &puzzle.grid, budget, max_events);
    if trace.end.truncated {
        output::stderr_line(messages::TRACE_JSON_TRUNCATED.fill_named(&[
            ("recorded", &trace.events.len()),
            ("events", &trace.end.events),
            ("max_events", &max_events),
        ]));
    }
    let mut out = BufWriter::new(output::stdout());
    if let Err(e) = step::write_json(&mut out, &trace).and_then(|()| out.flush()) {
        output::record(e);
    }
    Ok(if trace.end.outcome == TraceOutcome::Solved {
        Code::Success
    } else {
        Code::Failure
    })
}
