//! `sudoku-lab validate`: is this a legal Baekjoon test input?

use std::path::PathBuf;

use clap::Args;
use sudoku_lab::units::thousands;
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
line, digits 0-9), consistent givens, that a solution exists, and the
promise both statements make under 제한 (2580 and 2239 alike): \"12095번
문제에 있는 소스로 풀 수 있는 입력만 주어진다\", only inputs that problem
12095's code solves. That backtracker (the {} port) counts
its calls of go(z) in cnt and gives up when cnt reaches {}
(`if (cnt >= 10000000)` in the 12095 statement), so a legal input is solved
by a call with cnt <= {}. Prints `valid (cnt = N)` or the reason
with its position. An input over the cap costs about 0.2 s to reject.

{}",
        backtracker_12095(),
        thousands(validate::CNT_LIMIT),
        thousands(validate::CNT_LIMIT - 1),
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
    use crate::messages;
    // In the console's language, chosen as stress and judge choose it.
    messages::init(None);
    let (name, bytes) = read_limited(args.input.as_deref(), PUZZLE_FILE_LIMIT, "a puzzle file")?;
    match validate::validate(args.problem, &bytes) {
        Ok(valid) => {
            let line = messages::VALID_CNT.fill(&[&thousands(valid.cnt)]);
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
