//! A trial: one input, one run, one verdict. The verdict is given in this
//! order: `OLE` (stdout over the bound), `TLE` (killed at the time limit),
//! `RE` (non-zero exit or a signal), then [`judge::judge`] with
//! [`Whitespace::Boj`]: `AC`, `WA`, `PE`.

use std::io;

use sudoku_lab::grid::Grid;
use sudoku_lab::judge::{self, Verdict, Whitespace};
use sudoku_lab::{Problem, format, validate};

use super::spawn::{Execution, Program};

/// One input, one run, one verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trial {
    /// The input puzzle.
    pub puzzle: Grid,
    /// The verdict.
    pub verdict: Verdict,
    /// Why, for a person: the judge's reason, the exit status, the limit.
    pub reason: String,
    /// The run itself.
    pub execution: Execution,
}

impl Program {
    /// Runs the command on `puzzle`, written in `problem`'s format, and
    /// judges the run (see [`verdict`]).
    ///
    /// # Errors
    /// When `sh` cannot be started.
    pub fn trial(&self, problem: Problem, puzzle: &Grid) -> io::Result<Trial> {
        let input = format::write(puzzle, problem.format());
        let execution = self.run(input.as_bytes())?;
        let (verdict, reason) = verdict(problem, input.as_bytes(), &execution, self);
        Ok(Trial {
            puzzle: *puzzle,
            verdict,
            reason,
            execution,
        })
    }
}

/// The verdict on `execution` of `program` for `input`, and why (see the
/// module doc for the order). A judge `FAIL` (an illegal input) is reported
/// as `WA` with the judge's reason; [`legal`] inputs never give one.
pub fn verdict(problem: Problem, input: &[u8], execution: &Execution, program: &Program) -> (Verdict, String) {
    if execution.output_exceeded {
        return (
            Verdict::Ole,
            format!("more than {} bytes on stdout", program.output_limit),
        );
    }
    if execution.timed_out {
        return (
            Verdict::Tle,
            format!("killed after {} ms", program.time_limit.as_millis()),
        );
    }
    if !execution.status.success() {
        return (Verdict::Re, execution.describe_status());
    }
    let v = judge::judge(problem, input, &execution.stdout, Whitespace::Boj);
    let verdict = match v.verdict {
        Verdict::Fail => Verdict::Wa,
        other => other,
    };
    (verdict, v.reason)
}

/// True when `puzzle`, written in `problem`'s format, is a legal test:
/// [`validate::validate`] accepts it (for 2580, the 12095 promise too).
pub fn legal(problem: Problem, puzzle: &Grid) -> bool {
    validate::validate(problem, format::write(puzzle, problem.format()).as_bytes()).is_ok()
}
