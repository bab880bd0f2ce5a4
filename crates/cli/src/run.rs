//! `sudoku-lab run VARIANT [FILE|-]`: a post's whole program, byte for byte.

use std::path::PathBuf;

use clap::Args;
use sudoku_lab::{Problem, Variant, program};

use crate::args;
use crate::error::Error;
use crate::exit::{self, Code};
use crate::input::read_input;
use crate::output::write_stdout;

/// Arguments of `run`.
#[derive(Debug, Args)]
pub struct RunArgs {
    // Whose program to run: the help names the posts by their problem.
    #[arg(value_parser = args::variant(), help = variant_help())]
    variant: Variant,
    /// The input file; `-` or nothing reads standard input. Only the first
    /// puzzle is read, as the original programs read nine lines.
    #[arg(value_name = "FILE|-")]
    file: Option<PathBuf>,
}

/// The help of `VARIANT`: which posts' programs read and write which
/// problem's format, from [`Variant::problem`].
fn variant_help() -> String {
    let (of_2239, of_2580): (Vec<Variant>, Vec<Variant>) =
        Variant::ALL.into_iter().partition(|v| v.problem() == Problem::Boj2239);
    let names: Vec<&str> = of_2239.iter().map(|v| v.name()).collect();
    let verb = if names.len() == 1 {
        "reads and writes"
    } else {
        "read and write"
    };
    let others = ["no", "one", "two", "three", "four", "five"]
        .get(of_2580.len())
        .map_or_else(|| of_2580.len().to_string(), |w| w.to_string());
    format!(
        "Whose program to run. {} {verb} the BOJ {} format; the other {others} read and write BOJ {}",
        names.join(" and "),
        Problem::Boj2239,
        Problem::Boj2580
    )
}

/// What `run --help` says after the options: the exit codes. `run` is
/// the original program, exit status included: the originals exit 0
/// whether or not they find a solution (`cargo xtask originals check` compares
/// the exit codes too), so `run` never exits 1.
pub fn after_help() -> String {
    let [_, _, bad_input] = exit::GENERAL;
    let codes = exit::help([
        "the program ran; stdout is the original's, solution or not",
        "never: the originals exit 0 without a solution too (`solve` exits 1)",
        bad_input,
    ]);
    format!(
        "\
Stdout and the exit code are the original program's: a puzzle without a
solution prints what the original prints then (nothing, or the board as it
was left) and exits 0.

{codes}"
    )
}

/// Writes what the original program would write; exit 0 as the originals
/// do, whatever they print (some print nothing when there is no solution).
pub fn run(args: RunArgs) -> Result<Code, Error> {
    let variant = args.variant;
    let (name, bytes) = read_input(args.file.as_deref())?;
    let out = program::run(variant, &bytes).map_err(|source| Error::Input {
        name,
        source,
        hint: format!(" ({variant} reads the BOJ {} format)", variant.problem()),
    })?;
    write_stdout(&out)?;
    Ok(Code::Success)
}
