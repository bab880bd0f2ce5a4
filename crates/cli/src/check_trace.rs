//! `sudoku-lab check-trace FILE`: is a step trace (from `trace --format
//! json`, or made by hand for the book's stepper) one this library could
//! have written for its puzzle? The same rules the stepper applies to a
//! file a reader loads ([`sudoku_lab::step::StepTrace::check`]), with the
//! position of what is wrong.

use std::path::PathBuf;

use clap::Args;
use sudoku_lab::step::{self, Kind, StepTrace, TraceError};
use sudoku_lab::{Budget, Cell, Format, Variant, format};

use crate::error::Error;
use crate::exit::{self, Code};
use crate::input::read_input;
use crate::output::write_stdout;

/// `check-trace --help` after the arguments: what is checked, the exit
/// codes.
pub fn after_help() -> String {
    format!(
        "\
Checks that the file is JSON of the trace format (a JSON error names its
line and column), that its format and version are the ones this sudoku-lab
writes, and runs its port on its puzzle again: every event (digit test,
placement, undo) must be the one that port's search makes there. A wrong
event is
named by its number, by what the port does instead and, in the layout
`trace --format json` writes (one event per line), by its line. Prints
`valid: N events` or the reason.

{}",
        exit::help([
            "a valid trace",
            "an invalid trace",
            "bad usage, or the file cannot be read"
        ])
    )
}

/// Arguments of `check-trace`.
#[derive(Debug, Args)]
pub struct CheckTraceArgs {
    /// The trace file; `-` reads standard input.
    #[arg(value_name = "FILE|-")]
    file: Option<PathBuf>,
}

/// Checks one trace file.
pub fn run(args: CheckTraceArgs) -> Result<Code, Error> {
    let (name, bytes) = read_input(args.file.as_deref())?;
    let verdict = match serde_json::from_slice::<StepTrace>(&bytes) {
        Err(e) => {
            // serde_json says "… at line L column C": say it our way.
            let what = e.to_string();
            let what = what.split(" at line ").next().unwrap_or_default().to_string();
            Err(format!("line {}, column {}: {what}", e.line(), e.column()))
        }
        Ok(trace) => match trace.check() {
            Ok(()) => replay(&trace).map(|()| trace.events.len()).map_err(|(k, why)| {
                position(
                    &TraceError::Event { event: k, message: why },
                    &bytes,
                    trace.events.len(),
                )
            }),
            Err(e) => Err(position(&e, &bytes, trace.events.len())),
        },
    };
    match verdict {
        Ok(n) => {
            write_stdout(format!("valid: {n} events\n").as_bytes())?;
            Ok(Code::Success)
        }
        Err(why) => {
            write_stdout(format!("invalid: {name}: {why}\n").as_bytes())?;
            Ok(Code::Failure)
        }
    }
}

/// Runs the trace's port on its puzzle again and compares every recorded
/// event (kind, cell, digit, accepted or not): the first that differs, as
/// (1-based event, what the port does instead).
fn replay(trace: &StepTrace) -> Result<(), (usize, String)> {
    let variant: Variant = trace.variant.parse().expect("check() accepted the variant");
    let puzzle = format::parse_first(trace.puzzle.as_bytes(), Format::Line).expect("check() accepted the puzzle");
    // Enough placements to make every recorded event, not the whole search.
    let placements = trace.events.iter().filter(|e| e.kind == Kind::Place).count() as u64;
    let n = trace.events.len();
    let fresh = step::record(variant, &puzzle, Budget::placements(placements + 1), n as u64);
    let show = |e: &step::Step| {
        let cell = Cell::new(e.cell as usize).map_or(format!("cell {}", e.cell), |c| c.to_string());
        let ok = match e.ok {
            Some(true) => " (accepted)",
            Some(false) => " (rejected)",
            None => "",
        };
        format!("{:?} of {} at {cell}{ok}", e.kind, e.digit).to_lowercase()
    };
    for (k, (a, b)) in trace.events.iter().zip(&fresh.events).enumerate() {
        if (a.kind, a.cell, a.digit, a.ok) != (b.kind, b.cell, b.digit, b.ok) {
            return Err((
                k + 1,
                format!("the trace says {}, {variant}'s search makes {}", show(a), show(b)),
            ));
        }
    }
    match fresh.events.len() < n {
        true => Err((
            fresh.events.len() + 1,
            format!("{variant}'s search ends before this event"),
        )),
        false => Ok(()),
    }
}

/// The error with its line when the file has `trace --format json`'s
/// layout: the header and `[` on line 1, event `k` on line `k + 1`, `]}`
/// last.
fn position(e: &TraceError, bytes: &[u8], events: usize) -> String {
    let lines = bytes.split(|&b| b == b'\n').filter(|l| !l.is_empty()).count();
    match e {
        TraceError::Event { event, .. } if lines == events + 2 => format!("line {}: {e}", event + 1),
        _ => e.to_string(),
    }
}
