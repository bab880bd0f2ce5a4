//! `sudoku-lab run VARIANT [FILE|-]`: a post's whole program, byte for byte.

use std::path::PathBuf;

use clap::Args;
use sudoku_lab::{Variant, program};

use super::{CliError, Status, VariantArg, read_input, write_stdout};

/// Arguments of `run`.
#[derive(Debug, Args)]
pub struct RunArgs {
    /// Whose program to run. bitmask reads and writes the BOJ 2239 format;
    /// the other four read and write BOJ 2580.
    #[arg(value_enum)]
    variant: VariantArg,
    /// The input file; `-` or nothing reads standard input. Only the first
    /// puzzle is read, as the original programs read nine lines.
    #[arg(value_name = "FILE|-")]
    file: Option<PathBuf>,
}

/// Writes what the original program would write; exit 0 as the originals
/// do, whatever they print (some print nothing when there is no solution).
pub fn run(args: RunArgs) -> Result<Status, CliError> {
    let variant = Variant::from(args.variant);
    let (name, bytes) = read_input(args.file.as_ref())?;
    let out = program::run(variant, &bytes).map_err(|source| CliError::Input {
        name,
        source,
        hint: format!(" ({variant} reads the BOJ {} format)", variant.problem()),
    })?;
    write_stdout(&out)?;
    Ok(Status::Success)
}
