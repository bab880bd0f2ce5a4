//! `sudoku-lab validate`: is this a legal Baekjoon test input?

use std::path::PathBuf;

use clap::Args;
use sudoku_lab::{Problem, Variant, validate};

use crate::args;
use crate::error::Error;
use crate::exit::{self, Code};
use crate::input::{PUZZLE_FILE_LIMIT, read_limited};
use crate::output::write_stdout;

/// `validate --help` after the options: what is checked, and the exit
/// codes.
pub fn after_help() -> String {
    format!(
        "\
Checks, like a testlib validator: the exact layout (single spaces for 2580,
no separators for 2239, every line ended by \\n, nothing after the ninth
line, digits 0-9), consistent givens, that a solution exists, and for 2580
the statement's promise: problem 12095's reference backtracker (the
{} port) counts its calls of go(z) in cnt and gives up when cnt
reaches 100,000, so a legal input is solved by a call with cnt <= 99,999.
Prints `valid (cnt = N)` or the reason with its position.

{}",
        backtracker_12095(),
        exit::help(["valid", "invalid", "bad usage"])
    )
}

/// The port of problem 12095's reference backtracker: the one whose search
/// function is `go(z)`, whose calls 12095's `cnt` counts.
fn backtracker_12095() -> Variant {
    Variant::ALL
        .into_iter()
        .find(|v| v.post().functions.starts_with("go(z)"))
        .expect("a port searches with go(z)")
}

/// Arguments of `validate`.
#[derive(Debug, Args)]
pub struct ValidateArgs {
    /// The problem whose input rules apply.
    #[arg(long, short = 'p', value_parser = args::problem())]
    problem: Problem,
    /// The input to check; `-` reads standard input.
    #[arg(value_name = "INPUT|-")]
    input: Option<PathBuf>,
}

/// Validates one input.
pub fn run(args: ValidateArgs) -> Result<Code, Error> {
    use crate::stress::messages;
    // In the console's language, chosen as stress and judge choose it.
    messages::init(None);
    let (name, bytes) = read_limited(args.input.as_deref(), PUZZLE_FILE_LIMIT, "a puzzle file")?;
    match validate::validate(args.problem, &bytes) {
        Ok(valid) => {
            let line = match valid.cnt {
                Some(n) => messages::VALID_CNT.fill(&[&n]),
                None => messages::VALID_GIVES_UP.text().to_string(),
            };
            write_stdout(format!("{line}\n").as_bytes());
            Ok(Code::Success)
        }
        Err(invalid) => {
            let why = messages::invalid_in(&invalid, messages::ui());
            write_stdout(format!("{}\n", messages::INVALID.fill(&[&name, &why])).as_bytes());
            Ok(Code::Failure)
        }
    }
}
