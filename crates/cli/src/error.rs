//! [`Error`]: everything that ends a subcommand early, with its exit code
//! and its message, printed once by [`crate::main`].

use std::io;

use clap::CommandFactory;
use clap::error::ErrorKind;
use sudoku_lab::InputError;

use crate::exit::Code;
use crate::output::stderr_line;

/// What went wrong. [`crate::main`] prints it with [`Error::print`] and
/// exits with [`Error::code`].
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The input is not puzzles in the expected format (exit 2).
    #[error("{name}: {source}{hint}")]
    Input {
        /// The file name, or `<stdin>`.
        name: String,
        /// The positioned error.
        source: InputError,
        /// What to do about it: which format was assumed, when it was
        /// recognised automatically, or which the command reads.
        hint: Hint,
    },
    /// The input could not be read (exit 2).
    #[error("cannot read {name}: {source}")]
    Read {
        /// The file name, or `<stdin>`.
        name: String,
        /// Why.
        source: io::Error,
    },
    /// The input is over its limit (exit 2): only `limit + 1` bytes of it
    /// were read (README, "Limits").
    #[error("cannot read {name}: larger than {}, the limit of {what}", crate::input::size(*limit))]
    TooLarge {
        /// The file name, or `<stdin>`.
        name: String,
        /// The limit in bytes.
        limit: u64,
        /// What kind of file: `a puzzle file`, `a trace`.
        what: &'static str,
    },
    /// Options that clap accepts one by one but not together (exit 2),
    /// formatted by clap with the usage line.
    #[error(transparent)]
    Usage(#[from] clap::Error),
    /// Bad input or options found while running, e.g. no legal test in
    /// `--inputs` (exit 2).
    #[error("{0}")]
    BadInput(String),
    /// The work could not be done, e.g. the generator gave up or the ports
    /// disagreed (exit 1). Printed without `error:`: it is a finding.
    #[error("{0}")]
    Failed(String),
}

/// The hint after an input error, typed so that the console can say it
/// in its language ([`crate::messages::hint_in`]); `Display` is
/// the English, with its leading space.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Nothing to add.
    None,
    /// ` (read as line; choose another with --input-format)`.
    ReadAs(sudoku_lab::Format),
    /// ` (hole-array reads the BOJ 2580 format)`.
    Reads(sudoku_lab::Variant),
    /// ` (choose a file in boj2580, boj2239 or line format)`.
    ChooseFormat,
}

impl std::fmt::Display for Hint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Hint::None => Ok(()),
            Hint::ReadAs(format) => write!(f, " (read as {format}; choose another with --input-format)"),
            Hint::Reads(variant) => write!(f, " ({variant} reads the BOJ {} format)", variant.problem()),
            Hint::ChooseFormat => f.write_str(" (choose a file in boj2580, boj2239 or line format)"),
        }
    }
}

impl Error {
    /// A usage error of `subcommand` found after clap's parsing, formatted
    /// by clap with the subcommand's usage line (exit 2).
    pub fn usage(subcommand: &str, kind: ErrorKind, message: String) -> Error {
        let mut cli = crate::Cli::command();
        // The program name as clap's own errors show it: argv[0]'s file name.
        if let Some(name) = std::env::args_os().next().as_deref().map(std::path::Path::new)
            && let Some(name) = name.file_name().and_then(|n| n.to_str())
        {
            cli = cli.bin_name(name.to_string());
        }
        cli.build();
        let command = cli.find_subcommand_mut(subcommand).expect("a subcommand");
        Error::Usage(command.error(kind, message))
    }

    /// The exit code: 1 for [`Error::Failed`], 0 for a closed pipe, 2 for
    /// everything else.
    pub fn code(&self) -> Code {
        match self {
            Error::Failed(_) => Code::Failure,
            _ if self.is_closed_pipe() => Code::Success,
            _ => Code::BadInput,
        }
    }

    /// Prints the error to stderr: the one place where errors are printed
    /// (called by [`crate::main`]). Clap formats a usage error (with
    /// colours on a terminal); a closed pipe prints nothing (`sudoku-lab …
    /// | head` is not an error). Never panics: when stderr cannot be
    /// written, the exit code is all that is left.
    pub fn print(&self) {
        match self {
            _ if self.is_closed_pipe() => {}
            // In Korean on a Korean console, as clap's own usage errors.
            Error::Usage(e) if crate::usage::print_in_korean(e) => {}
            Error::Usage(e) => {
                let _ = e.print();
            }
            Error::Failed(m) => stderr_line(format_args!("sudoku-lab: {m}")),
            // In the console's language (English unless `stress` or
            // `judge` chose Korean).
            Error::Input { name, source, hint } => {
                use crate::messages::{hint_in, input_error_in, ui};
                let (why, hint) = (input_error_in(source, ui()), hint_in(*hint, ui()));
                stderr_line(format_args!(
                    "sudoku-lab: {}: {name}: {why}{hint}",
                    crate::messages::ERROR.text()
                ));
            }
            other => stderr_line(format_args!("sudoku-lab: {}: {other}", crate::messages::ERROR.text())),
        }
    }

    /// A closed pipe, however wrapped ([`crate::output::is_closed_pipe`]);
    /// never a read error (the input's own failure).
    fn is_closed_pipe(&self) -> bool {
        !matches!(self, Error::Read { .. } | Error::TooLarge { .. }) && crate::output::is_closed_pipe(self)
    }
}
