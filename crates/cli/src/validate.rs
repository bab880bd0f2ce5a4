//! `sudoku-lab validate`: is this a legal Baekjoon test input?

use std::path::PathBuf;

use clap::Args;
use sudoku_lab::validate;

use super::{CliError, ProblemArg, Status, read_input, write_stdout};

pub const VALIDATE_HELP: &str = "\
Checks, like a testlib validator: the exact layout (single spaces for 2580,
no separators for 2239, every line ended by \\n, nothing after the ninth
line, digits 0-9), consistent givens, that a solution exists, and for 2580
the statement's promise: problem 12095's reference backtracker (the
check-arrays port) counts its calls of go(z) in cnt and gives up when cnt
reaches 100,000, so a legal input is solved by a call with cnt <= 99,999.
Prints `valid (cnt = N)` or the reason with its position.

Exit codes:
  0  valid
  1  invalid
  2  bad usage";

/// Arguments of `validate`.
#[derive(Debug, Args)]
pub struct ValidateArgs {
    /// The problem whose input rules apply.
    #[arg(long, short = 'p', value_enum)]
    problem: ProblemArg,
    /// The input to check; `-` reads standard input.
    #[arg(value_name = "INPUT|-")]
    input: Option<PathBuf>,
}

/// Validates one input.
pub fn run(args: ValidateArgs) -> Result<Status, CliError> {
    let (name, bytes) = read_input(args.input.as_ref())?;
    match validate::validate(args.problem.problem(), &bytes) {
        Ok(valid) => {
            write_stdout(format!("{valid}\n").as_bytes())?;
            Ok(Status::Success)
        }
        Err(invalid) => {
            write_stdout(format!("invalid: {name}: {invalid}\n").as_bytes())?;
            Ok(Status::Failure)
        }
    }
}
