//! `sudoku-lab trace VARIANT [FILE|-]`: every placement and undo; with
//! `--format json`, the step trace of one puzzle ([`crate::trace_json`]).

use std::io::{BufWriter, Write};

use clap::Args;
use sudoku_lab::{Cell, Observer, Outcome, Variant};

use crate::args::{self, BudgetArgs, InputArgs};
use crate::error::Error;
use crate::exit::{self, Code};
use crate::input::read_puzzles;
use crate::messages;
use crate::output;
use crate::output::position;

/// What `trace --help` says after the options.
const TRACE_HELP: &str = "\
Output, one line per event:
  # puzzle 1 (line 1)      before each puzzle
  + r1c3 4                 placement: digit 4 written into row 1, column 3
  - r1c3 4                 undo: that 4 given up again (a backtrack)
  # solved 1354692...      after each puzzle: `solved` and the 81-digit
                           solution, `no solution`, or `stopped after N
                           placements`
All {ports} ports print the same events on every input.

--format json writes the step trace of one puzzle for the book's stepper:
every digit test, placement and undo with the post's own state after it
(format: the docs of sudoku_lab::step), at most --max-events events; when
that many are reached, the file says \"truncated\": true and stderr says so.";

/// `trace --help` after the options: the output format and the exit codes.
pub fn after_help() -> String {
    let [success, _, bad_input] = exit::GENERAL;
    let codes = exit::help([
        success,
        "a puzzle had no solution or hit the placement budget",
        bad_input,
    ]);
    let ports = output::number_word(Variant::ALL.len());
    format!("{}\n\n{codes}", TRACE_HELP.replace("{ports}", &ports))
}

/// Arguments of `trace`.
#[derive(Debug, Args)]
pub struct TraceArgs {
    /// Whose search to trace.
    #[arg(value_parser = args::variant())]
    variant: Variant,
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    budget: BudgetArgs,
    /// `text`: one line per placement or undo; `json`: the step trace of
    /// one puzzle, with digit tests and the post's state.
    #[arg(long, short = 'f', value_parser = ["text", "json"], default_value = "text")]
    format: String,
    /// With --format json: the most events the file holds.
    #[arg(long, value_name = "N", default_value_t = crate::trace_json::MAX_EVENTS)]
    max_events: u64,
}

/// An observer that writes each event as a line. A closed pipe ends the
/// process at once with the exit code of the puzzles traced so far
/// (`trace … | head` must not keep searching for minutes); another write
/// error is recorded ([`output::record`]) and reported after the search.
struct Lines<W: Write> {
    out: W,
    /// The exit code of the puzzles traced so far.
    status: Code,
    failed: bool,
}

impl<W: Write> Lines<W> {
    fn line(&mut self, args: std::fmt::Arguments<'_>) {
        if self.failed {
            return;
        }
        if let Err(e) = self.out.write_fmt(args) {
            let closed = output::is_closed_pipe(&e);
            output::record(e);
            if closed {
                std::process::exit(self.status.number().into());
            }
            self.failed = true;
        }
    }
}

impl<W: Write> Observer for Lines<W> {
    fn place(&mut self, cell: Cell, digit: u8) {
        self.line(format_args!("+ {cell} {digit}\n"));
    }
    fn undo(&mut self, cell: Cell, digit: u8) {
        self.line(format_args!("- {cell} {digit}\n"));
    }
}

/// Traces every puzzle of the input with one port.
///
/// # Errors
/// As [`crate::input::read_puzzles`]; with `--format json`, as
/// [`crate::trace_json::run`].
pub fn run(args: TraceArgs) -> Result<Code, Error> {
    let (_, parsed) = read_puzzles(&args.input)?;
    let variant = args.variant;
    if args.format == "json" {
        return crate::trace_json::run(variant, &parsed, args.budget.budget(), args.max_events);
    }
    let mut lines = Lines {
        out: BufWriter::new(output::stdout()),
        status: Code::Success,
        failed: false,
    };
    for (i, p) in parsed.puzzles.iter().enumerate() {
        lines.line(format_args!("# {}\n", position(i, p.line)));
        if let Some(c) = p.grid.conflict() {
            let conflict = messages::conflict_in(&c, messages::ui());
            lines.line(format_args!("# {}\n", messages::TRACE_CONFLICT.fill(&[&conflict])));
        }
        let report = variant.solve(&p.grid, args.budget.budget(), &mut lines);
        let end = match report.outcome {
            Outcome::Solved(g) => messages::TRACE_SOLVED.fill(&[&g]),
            Outcome::NoSolution => messages::TRACE_NO_SOLUTION.text().to_string(),
            Outcome::Stopped => messages::TRACE_STOPPED.fill(&[&report.stats.placements]),
        };
        if !matches!(report.outcome, Outcome::Solved(_)) {
            lines.status = Code::Failure;
        }
        lines.line(format_args!("# {end}\n"));
    }
    if !lines.failed
        && let Err(e) = lines.out.flush()
    {
        output::record(e);
    }
    Ok(lines.status)
}
