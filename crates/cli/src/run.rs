//! `sudoku-lab run VARIANT [FILE|-]`: a post's whole program, byte for byte.

use std::path::PathBuf;

use clap::Args;
use sudoku_lab::format::InputError;
use sudoku_lab::{Budget, NoTrace, Problem, Variant, program};

use crate::args;
use crate::error::Error;
use crate::exit::{self, Code};
use crate::input::{stream, stream_error};
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
    let others = match of_2580.len() {
        0 => "no".to_string(),
        n => crate::output::number_word(n),
    };
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
///
/// # Errors
/// [`Error::Read`] when the input cannot be read; [`Error::Input`] when
/// its first puzzle is not in the post's format, or there is none.
pub fn run(args: RunArgs) -> Result<Code, Error> {
    let variant = args.variant;
    let format = variant.problem().format();
    let hint = |e: Error| match e {
        Error::Input { name, source, .. } => Error::Input {
            name,
            source,
            hint: crate::error::Hint::Reads(variant),
        },
        other => other,
    };
    // Only the first puzzle is read, line by line (`yes | sudoku-lab run
    // hole-array` stops at its first line), as the originals read 9 lines.
    let (name, mut puzzles) = stream(args.file.as_deref(), Some(format)).map_err(hint)?;
    let puzzle = match puzzles.next() {
        Some(Ok(p)) => p.grid,
        Some(Err(e)) => return Err(hint(stream_error(&name, e, Some(format), None))),
        None => {
            return Err(hint(Error::Input {
                name,
                source: InputError::Empty,
                hint: crate::error::Hint::None,
            }));
        }
    };
    let report = variant.solve(&puzzle, Budget::UNLIMITED, &mut NoTrace);
    write_stdout(&program::output(variant, &report));
    Ok(Code::Success)
}
