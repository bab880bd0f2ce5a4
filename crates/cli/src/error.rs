//! [`Error`]: everything that ends a subcommand early, with its exit code
//! and its message, printed once by [`crate::main`].

use std::io;

use clap::error::ErrorKind;
use sudoku_lab::InputError;

use crate::exit::Code;
use crate::messages::Ui;
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
    /// were read (CONTRIBUTING.md, "The command line in full", **Limits.**).
    #[error("cannot read {name}: larger than {}, the limit of {what}", size(*limit))]
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
    /// A usage error a subcommand found after clap's parsing (exit 2):
    /// clap's error without the usage line, which the crate root adds
    /// before it is printed ([`Error::with_usage`]).
    #[error("{error}")]
    SubcommandUsage {
        /// The subcommand whose usage line is shown: `judge`.
        subcommand: &'static str,
        /// Clap's error, its kind and message.
        error: clap::Error,
    },
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
/// in its language ([`Hint::in_ui`]); `Display` is
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

impl Hint {
    /// The hint in `ui`, with its leading space: a message of the catalog
    /// for each variant, by an exhaustive match.
    pub fn in_ui(self, ui: Ui) -> String {
        use crate::messages::{HINT_CHOOSE_FORMAT, HINT_READ_AS, HINT_READS};
        match self {
            Hint::None => String::new(),
            Hint::ReadAs(format) => HINT_READ_AS.fill_in(ui, &[&format]),
            Hint::Reads(variant) => HINT_READS.fill_in(ui, &[&variant, &variant.problem()]),
            Hint::ChooseFormat => HINT_CHOOSE_FORMAT.text_in(ui).to_string(),
        }
    }
}

impl std::fmt::Display for Hint {
    /// The hint in English ([`Hint::in_ui`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_ui(Ui::En))
    }
}

impl Error {
    /// A usage error of `subcommand` found after clap's parsing: clap's
    /// error of `kind` saying `message`, given the subcommand's usage line
    /// by [`Error::with_usage`] before it is printed (exit 2).
    pub fn usage(subcommand: &'static str, kind: ErrorKind, message: String) -> Error {
        Error::SubcommandUsage {
            subcommand,
            error: clap::Error::raw(kind, message),
        }
    }

    /// A subcommand's usage error ([`Error::usage`]) formatted by clap
    /// with the usage line of its subcommand in `cli`, the whole command
    /// line (the crate root's); any other error as it is.
    pub fn with_usage(self, cli: impl FnOnce() -> clap::Command) -> Error {
        let Error::SubcommandUsage { subcommand, error } = self else {
            return self;
        };
        let mut cli = cli();
        // The program name as clap's own errors show it: argv[0]'s file name.
        if let Some(name) = std::env::args_os().next().as_deref().map(std::path::Path::new)
            && let Some(name) = name.file_name().and_then(|n| n.to_str())
        {
            cli = cli.bin_name(name.to_string());
        }
        cli.build();
        let command = cli.find_subcommand_mut(subcommand).expect("a subcommand");
        Error::Usage(error.format(command))
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
                use crate::messages::{input_error_in, ui};
                let (why, hint) = (input_error_in(source, ui()), hint.in_ui(ui()));
                stderr_line(format_args!(
                    "sudoku-lab: {}: {name}: {why}{hint}",
                    crate::messages::ERROR.text()
                ));
            }
            Error::Read { .. } | Error::TooLarge { .. } => stderr_line(format_args!(
                "sudoku-lab: {}: {}",
                crate::messages::ERROR.text(),
                self.read_error_in(crate::messages::ui())
            )),
            other => stderr_line(format_args!("sudoku-lab: {}: {other}", crate::messages::ERROR.text())),
        }
    }

    /// A read error ([`Error::Read`], [`Error::TooLarge`]) in `ui`: the
    /// common reasons (no such file, no permission, a directory) and the
    /// kinds of file from the catalog, any other reason in the system's
    /// words; the English is the `Display`. Anything else: its `Display`.
    fn read_error_in(&self, ui: Ui) -> String {
        use crate::messages as m;
        match self {
            Error::Read { name, source } => {
                let code = source.raw_os_error().unwrap_or(0);
                let why = match source.kind() {
                    io::ErrorKind::NotFound if code != 0 => m::READ_NOT_FOUND.fill_in(ui, &[&code]),
                    io::ErrorKind::PermissionDenied if code != 0 => m::READ_PERMISSION_DENIED.fill_in(ui, &[&code]),
                    io::ErrorKind::IsADirectory if code != 0 => m::READ_IS_A_DIRECTORY.fill_in(ui, &[&code]),
                    _ => source.to_string(),
                };
                m::CANNOT_READ.fill_in(ui, &[name, &why])
            }
            Error::TooLarge { name, limit, what } => {
                let what = match *what {
                    "a puzzle file" => m::WHAT_PUZZLE_FILE.text_in(ui),
                    "a trace" => m::WHAT_TRACE.text_in(ui),
                    "a judge's input" => m::WHAT_JUDGE_INPUT.text_in(ui),
                    other => other,
                };
                m::CANNOT_READ_TOO_LARGE.fill_named_in(ui, &[("name", name), ("size", &size(*limit)), ("what", &what)])
            }
            other => other.to_string(),
        }
    }

    /// A closed pipe, however wrapped ([`crate::output::is_closed_pipe`]);
    /// never a read error (the input's own failure).
    fn is_closed_pipe(&self) -> bool {
        !matches!(self, Error::Read { .. } | Error::TooLarge { .. }) && crate::output::is_closed_pipe(self)
    }
}

/// `limit` bytes for a person: `16 MiB`, `1 MiB`.
fn size(limit: u64) -> String {
    if limit >= 1 << 20 && limit.is_multiple_of(1 << 20) {
        format!("{} MiB", limit >> 20)
    } else {
        format!("{limit} bytes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hangul(s: &str) -> bool {
        s.chars().any(|c| ('가'..='힣').contains(&c))
    }

    /// Issue 53, N18: `solve /nonexistent` on a Korean console said
    /// "오류: cannot read …". Each read error is in the console's language,
    /// and its English is what it always was (the `Display`).
    #[test]
    fn a_read_error_is_said_in_the_consoles_language() {
        let errors = [
            Error::Read {
                name: "/nonexistent".into(),
                source: std::fs::read("/nonexistent/x").unwrap_err(),
            },
            Error::Read {
                name: "/".into(),
                source: std::fs::read("/").unwrap_err(),
            },
            Error::TooLarge {
                name: "big.txt".into(),
                limit: 16 << 20,
                what: "a puzzle file",
            },
            Error::TooLarge {
                name: "t.json".into(),
                limit: 48 << 20,
                what: "a trace",
            },
            Error::TooLarge {
                name: "in.txt".into(),
                limit: 1 << 20,
                what: "a judge's input",
            },
        ];
        for e in &errors {
            assert_eq!(e.read_error_in(Ui::En), e.to_string());
            let ko = e.read_error_in(Ui::Ko);
            assert!(hangul(&ko) && !ko.contains("cannot read"), "{ko}");
        }
        assert_eq!(
            errors[2].read_error_in(Ui::Ko),
            "big.txt를 읽을 수 없다: 퍼즐 파일의 제한인 16 MiB보다 크다"
        );
    }

    #[test]
    fn every_hint_has_its_korean() {
        use crate::error::Hint as H;
        for h in [
            H::ReadAs(sudoku_lab::Format::Line),
            H::Reads(sudoku_lab::Variant::ALL[0]),
            H::ChooseFormat,
        ] {
            assert_eq!(h.in_ui(Ui::En), h.to_string());
            assert!(hangul(&h.in_ui(Ui::Ko)), "{h}");
        }
        assert_eq!(H::None.in_ui(Ui::Ko), "");
        assert_eq!(
            H::ReadAs(sudoku_lab::Format::Boj2239).to_string(),
            " (read as boj2239; choose another with --input-format)"
        );
    }
}
