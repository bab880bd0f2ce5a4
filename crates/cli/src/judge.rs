//! `sudoku-lab judge`: Baekjoon's verdict on an output.

use std::path::PathBuf;

use clap::Args;
use sudoku_lab::judge::{self, Verdict, Whitespace};

use super::{CliError, ProblemArg, Status, read_input, write_stdout};

pub const JUDGE_HELP: &str = "\
Prints the verdict (AC, WA, PE or FAIL) on the first line and the reason on
the second. FAIL means the judge's own input is at fault: malformed in the
problem's strict format, conflicting givens, or no solution.

For 2580 every valid completion is AC (special judge); for 2239 only the
lexicographically smallest completion is.

Exit codes:
  0  AC
  1  WA or PE
  2  FAIL, or bad usage";

/// Arguments of `judge`.
#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// The problem whose rules apply.
    #[arg(long, short = 'p', value_enum)]
    problem: ProblemArg,
    /// The judge's input (the puzzle), strictly in the problem's format.
    #[arg(value_name = "INPUT")]
    input: PathBuf,
    /// The output to judge; `-` reads standard input.
    #[arg(value_name = "OUTPUT|-")]
    output: PathBuf,
    /// How whitespace in the output is judged. `boj` forgives spaces at the
    /// end of a line and empty lines at the end (as Baekjoon does); `exact`
    /// forgives nothing; `tokens` ignores all whitespace (never PE).
    #[arg(long, short = 'w', value_enum, default_value_t = WhitespaceArg::Boj)]
    whitespace: WhitespaceArg,
}

/// `--whitespace`, as named on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum WhitespaceArg {
    /// Trailing spaces and trailing empty lines are forgiven.
    Boj,
    /// Byte for byte.
    Exact,
    /// Only the digits count.
    Tokens,
}

/// Judges one output against one input.
pub fn run(args: JudgeArgs) -> Result<Status, CliError> {
    let (_, input) = read_input(Some(&args.input))?;
    let (_, output) = read_input(Some(&args.output))?;
    let mode = match args.whitespace {
        WhitespaceArg::Boj => Whitespace::Boj,
        WhitespaceArg::Exact => Whitespace::Exact,
        WhitespaceArg::Tokens => Whitespace::Tokens,
    };
    let verdict = judge::judge(args.problem.problem(), &input, &output, mode);
    write_stdout(format!("{}\n{}\n", verdict.verdict.name(), verdict.reason).as_bytes())?;
    Ok(match verdict.verdict {
        Verdict::Ac => Status::Success,
        Verdict::Fail => Status::BadInput,
        _ => Status::Failure,
    })
}
