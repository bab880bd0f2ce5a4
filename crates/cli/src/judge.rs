//! `sudoku-lab judge`: Baekjoon's verdict on an output.

use std::path::{Path, PathBuf};

use clap::Args;
use clap::error::ErrorKind;
use sudoku_lab::Problem;
use sudoku_lab::judge::{self, Verdict, Whitespace};

use crate::args;
use crate::error::Error;
use crate::exit::{self, Code};
use crate::input::{JUDGE_INPUT_LIMIT, read_limited, read_prefix};
use crate::output::write_stdout;

/// The verdicts the judge gives, in the order `--help` names them.
const VERDICTS: [Verdict; 5] = [Verdict::Ac, Verdict::Wa, Verdict::Pe, Verdict::Ole, Verdict::Fail];

/// What `judge --help` says after the options, before the exit codes.
const JUDGE_HELP: &str = "\
Prints the verdict (AC, WA, PE, OLE or FAIL) on the first line and the
reason on the second. FAIL means the judge's own input is at fault:
malformed in the problem's strict format, conflicting givens, or no
solution. OUTPUT is read up to Baekjoon's output limit, 1 MiB: a longer one
is OLE (`yes | sudoku-lab judge -p 2580 in.txt -` ends at once). INPUT may
hold at most 1 MiB.

For 2580 every valid completion is AC (special judge); for 2239 only the
lexicographically smallest completion is.";

/// `judge --help` after the options: what is printed, and the exit code of
/// each verdict (from [`Code::of_verdict`]).
pub fn after_help() -> String {
    let codes = exit::help([
        &exit::verdicts_with(Code::Success, &VERDICTS),
        &exit::verdicts_with(Code::Failure, &VERDICTS),
        &format!("{}, or bad usage", exit::verdicts_with(Code::BadInput, &VERDICTS)),
    ]);
    format!("{JUDGE_HELP}\n\n{}\n\n{codes}", args::whitespace_rules())
}

/// Arguments of `judge`.
#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// The problem whose rules apply.
    #[arg(long, short = 'p', value_parser = args::problem())]
    problem: Problem,
    /// The judge's input (the puzzle), strictly in the problem's format;
    /// `-` reads standard input (then OUTPUT must be a file).
    #[arg(value_name = "INPUT|-")]
    input: PathBuf,
    /// The output to judge; `-` reads standard input (then INPUT must be a
    /// file).
    #[arg(value_name = "OUTPUT|-")]
    output: PathBuf,
    /// How whitespace in the output is judged: `boj` is Baekjoon's rule for
    /// the problem (below); `exact` forgives nothing; `tokens` ignores all
    /// whitespace (never PE).
    #[arg(long, short = 'w', value_parser = args::whitespace(), default_value_t = Whitespace::Boj)]
    whitespace: Whitespace,
}

/// The identity of a file argument (`-` is standard input; the device
/// and inode on Unix, the volume and file index on Windows, by the
/// `same-file` crate), to tell when INPUT and OUTPUT are one file by two
/// names (`- /dev/stdin`, `/dev/stdin /dev/fd/0`, a file and a link to
/// it); `None` when it cannot be looked at (reading it will say why).
fn identity(path: &Path) -> Option<same_file::Handle> {
    if path.as_os_str() == "-" {
        same_file::Handle::stdin().ok()
    } else {
        same_file::Handle::from_path(path).ok()
    }
}

/// Judges one output against one input; exits with the verdict's code.
pub fn run(args: JudgeArgs) -> Result<Code, Error> {
    if args.input.as_os_str() == "-" && args.output.as_os_str() == "-" {
        return Err(Error::usage(
            "judge",
            ErrorKind::ArgumentConflict,
            crate::messages::JUDGE_BOTH_STDIN.text().to_string(),
        ));
    }
    if let (Some(a), Some(b)) = (identity(&args.input), identity(&args.output))
        && a == b
    {
        return Err(Error::usage(
            "judge",
            ErrorKind::ArgumentConflict,
            crate::messages::JUDGE_ONE_FILE.fill(&[&args.input.display(), &args.output.display()]),
        ));
    }
    let (_, input) = read_limited(Some(&args.input), JUDGE_INPUT_LIMIT, "a judge's input")?;
    // One byte past the limit tells the judge there is more: OLE.
    let (_, output, _) = read_prefix(Some(&args.output), judge::OUTPUT_LIMIT as u64 + 1)?;
    let judgement = judge::judge(args.problem, &input, &output, args.whitespace);
    // The verdict's short name, then the reason in the console's language.
    crate::messages::init(None);
    let reason = crate::messages::judge_reason_in(&judgement.reason, crate::messages::ui());
    write_stdout(format!("{}\n{reason}\n", judgement.verdict.name()).as_bytes());
    Ok(Code::of_verdict(judgement.verdict))
}
