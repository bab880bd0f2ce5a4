//! The `sudoku-lab` command line as a library: argument parsing, shared
//! input and output handling, one module per subcommand, and the stress
//! runner ([`stress`]: spawning a learner's program with limits). The
//! binary (`src/main.rs`) only calls [`main`]; the tests use [`stress`]
//! directly. Nothing else is exported (the modules are private), so the
//! compiler names dead code.
//!
//! Every list of choices the library owns comes from it (see `args.rs`);
//! every subcommand returns an [`exit::Code`] or an [`error::Error`], which
//! [`main`] prints in one place.

#![forbid(unsafe_code)]
#![warn(missing_docs)]
// These docs are for the crate's contributors: they link to its own
// modules, private since only what `main` and the tests use is exported
// (`cargo doc --document-private-items` renders every link).
#![allow(rustdoc::private_intra_doc_links)]
// Stdout and stderr are written only through `output` (a closed pipe, a
// full disk or a closed descriptor must never panic): no print macros.
#![deny(clippy::print_stdout, clippy::print_stderr)]
// The 80-line rule (clippy.toml) is for the code; a test that walks every
// case of a table (`run::judge`'s `every_reason`) may be longer.
#![cfg_attr(test, allow(clippy::too_many_lines))]

use std::io::{self, Write};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand};

mod args;
mod check_trace;
mod compare;
mod demo;
mod error;
mod exit;
mod generate;
mod input;
pub mod install;
mod judge;
mod messages;
mod output;
mod run;
mod size;
mod solve;
pub mod stress;
mod trace;
mod trace_json;
mod usage;
mod validate;

use error::Error;
use exit::Code;

/// The console's language (`--lang-ui`), which [`install::text_in`]
/// takes.
pub use messages::Ui;

/// The `Exit codes:` section shared by the top level (the demo) and
/// `compare`.
fn general_exit_codes() -> String {
    exit::help(exit::GENERAL)
}

/// The top level's help after the options: how to install, then the exit
/// codes.
fn top_after_help() -> String {
    format!("{}\n\n{}", install::text_in(messages::Ui::En), general_exit_codes())
}

/// Five Korean blog posts' backtracking solvers for Baekjoon 2580 and 2239,
/// ported faithfully to Rust, side by side.
///
/// With no subcommand, solves the BOJ 2580 sample with all five ports,
/// prints each post's exact output and compares their work.
///
/// The book that teaches the five, in English and in Korean (한국어판):
/// https://sudoku-lab.github.io/sudoku-lab/ (한국어판: .../ko/).
// The doc comment is `--help`'s text, read in a terminal: a bare URL there.
#[allow(rustdoc::bare_urls)]
#[derive(Debug, Parser)]
#[command(name = "sudoku-lab", version, after_help = top_after_help())]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Solve every puzzle of the input with one solver.
    #[command(after_help = solve::after_help())]
    Solve(solve::SolveArgs),
    /// Run a post's whole program: read one puzzle in the post's format and
    /// write exactly the bytes the original program writes to stdout.
    #[command(after_help = run::after_help())]
    Run(run::RunArgs),
    /// Run all five ports on every puzzle and check that they agree.
    #[command(after_help = general_exit_codes())]
    Compare(compare::CompareArgs),
    /// Print every placement and undo of one port's search.
    #[command(after_help = trace::after_help())]
    Trace(trace::TraceArgs),
    /// Check a step trace file (from `trace --format json`): could this
    /// sudoku-lab have written it for its puzzle?
    #[command(name = "check-trace", after_help = check_trace::after_help())]
    CheckTrace(check_trace::CheckTraceArgs),
    /// Judge an output like Baekjoon: AC, WA, PE, OLE or FAIL, with the reason.
    #[command(after_help = judge::after_help())]
    Judge(judge::JudgeArgs),
    /// Check that an input is a legal Baekjoon test, like a testlib
    /// validator.
    #[command(after_help = validate::after_help())]
    Validate(validate::ValidateArgs),
    /// Generate puzzles from a seed: unique, BOJ-legal or hard.
    #[command(after_help = generate::after_help())]
    Generate(generate::GenerateArgs),
    /// Run your own solution (any language) on many fresh legal inputs:
    /// Baekjoon's verdicts and the smallest failing input.
    #[command(after_help = stress::after_help())]
    Stress(stress::StressArgs),
}

/// Parses the arguments, runs the subcommand, prints an error if there is
/// one (the only place errors are printed) and exits with its code, or
/// with 2 when writing stdout failed after a success (see
/// `output::finish`; a closed pipe keeps the code).
pub fn main() -> ExitCode {
    usage::choose_console();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_exit(&e),
    };
    let code = match run_code(cli) {
        Ok(code) => code,
        Err(e) => {
            let e = e.with_usage(Cli::command);
            e.print();
            e.code()
        }
    };
    output::finish(code).into()
}

/// Prints clap's help, version or usage error and exits with clap's code,
/// except that a help or a version that cannot be written (a closed pipe,
/// a full disk) exits 2, with a message on stderr when stderr can take it:
/// never 0 with the output lost.
fn clap_exit(e: &clap::Error) -> ExitCode {
    if usage::print_in_korean(e) {
        return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(Code::BadInput.number()));
    }
    let printed = e.print().and_then(|()| output::stdout().flush()).and_then(|()| {
        // Clap's own print takes the help silently when stdout was closed
        // at the start.
        match output::closed_at_start() && e.exit_code() == 0 {
            true => Err(io::Error::new(io::ErrorKind::NotConnected, "stdout is closed")),
            false => Ok(()),
        }
    });
    match printed {
        Err(err) if e.exit_code() == 0 => {
            let what = if e.kind() == ErrorKind::DisplayVersion {
                messages::CANNOT_WRITE_VERSION
            } else {
                messages::CANNOT_WRITE_HELP
            };
            let error = messages::ERROR.text();
            output::stderr_line(format_args!("sudoku-lab: {error}: {}", what.fill(&[&err])));
            Code::BadInput.into()
        }
        _ => ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(Code::BadInput.number())),
    }
}

/// Runs the subcommand `cli` names (the demo when none): the exit code of
/// a run that ended as documented, or the error that ended it early.
///
/// # Errors
/// Bad input or options, unreadable input, or a failure that stops the
/// work (see [`Error`]). Stdout's failures are not errors here: they are
/// recorded and reported with the verdict's exit code (`output::finish`).
fn run_code(cli: Cli) -> Result<Code, Error> {
    let code = match cli.command {
        None => Ok(demo::run()),
        Some(Command::Solve(a)) => solve::run(a),
        Some(Command::Run(a)) => run::run(a),
        Some(Command::Compare(a)) => compare::run(a),
        Some(Command::Trace(a)) => trace::run(a),
        Some(Command::CheckTrace(a)) => check_trace::run(a),
        Some(Command::Judge(a)) => judge::run(a),
        Some(Command::Validate(a)) => validate::run(a),
        Some(Command::Generate(a)) => generate::run(a),
        Some(Command::Stress(a)) => stress::run(a),
    }?;
    Ok(code)
}
