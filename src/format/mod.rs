//! Reading and writing puzzles: the Baekjoon 2580 and 2239 layouts and the
//! one-puzzle-per-line form of the public datasets.
//!
//! Parsing is shared by every variant, the CLI and the program emulation;
//! no port parses on its own. Every format accepts CRLF line endings and a
//! UTF-8 byte order mark. Errors carry 1-based line and column numbers
//! (columns count characters, not bytes).
//!
//! | format | a puzzle is | blanks |
//! |---|---|---|
//! | `boj2580` | 9 lines of 9 integers separated by whitespace | `0` |
//! | `boj2239` | 9 lines of 9 digits, no separators | `0` |
//! | `line` | one line of 81 characters; after them, anything that follows whitespace, `:` or a TAB is ignored; `#` lines and empty lines are skipped | `0` or `.` |
//!
//! In the two Baekjoon formats a file may hold several puzzles one after
//! another, with or without empty lines between them; leading and trailing
//! whitespace on a line is allowed (the strict layout check belongs to the
//! validator, not to the parser). Whitespace is one set of bytes for every
//! format, [`diagnostic::is_space`](crate::diagnostic::is_space): space,
//! tab, vertical tab, form feed and carriage return (beside the line
//! feed), as Java's `Scanner`, C++'s `cin` and Python's `split()` skip
//! them.

use std::fmt;
use std::str::FromStr;

use crate::diagnostic::is_space;
use crate::grid::Grid;

/// A puzzle layout.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Baekjoon 2580: 9 lines of 9 integers 0..=9 separated by whitespace.
    Boj2580,
    /// Baekjoon 2239: 9 lines of 9 digits with no separators.
    Boj2239,
    /// One puzzle per line: 81 characters, `.` or `0` for blanks.
    Line,
}

impl Format {
    /// All three, as named on the command line.
    pub const ALL: [Format; 3] = [Format::Boj2580, Format::Boj2239, Format::Line];

    /// One line for `--help`, e.g. `BOJ 2580: 9 lines of 9 numbers separated
    /// by spaces, 0 for a blank`.
    pub const fn description(self) -> &'static str {
        match self {
            Format::Boj2580 => "BOJ 2580: 9 lines of 9 numbers separated by spaces, 0 for a blank",
            Format::Boj2239 => "BOJ 2239: 9 lines of 9 digits, no separators, 0 for a blank",
            Format::Line => "One puzzle per line: 81 characters, '.' or '0' for a blank",
        }
    }

    /// The name used on the command line: `boj2580`, `boj2239`, `line`.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Boj2580 => "boj2580",
            Format::Boj2239 => "boj2239",
            Format::Line => "line",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Format::ALL.into_iter().find(|f| f.name() == s).ok_or_else(|| {
            format!(
                "unknown format {} (expected boj2580, boj2239 or line)",
                crate::diagnostic::quoted(s.as_bytes())
            )
        })
    }
}

/// Input that is not a puzzle in the expected format. Lines and columns
/// are 1-based; columns count characters.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    /// A character or number that does not belong where it stands.
    #[error("line {line}, column {column}: expected {expected}, found {found}")]
    Unexpected {
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
        /// What would have been accepted.
        expected: crate::diagnostic::Wanted,
        /// What stood there, quoted for a character (`'x'`), bare for a
        /// number (`10`), described by [`crate::diagnostic`] (a long
        /// number is cut to an excerpt).
        found: crate::diagnostic::Found,
    },
    /// A line with the wrong number of numbers, digits or cells.
    #[error("line {line}: expected {expected} {what}, found {found}")]
    Count {
        /// 1-based line.
        line: usize,
        /// How many there should be.
        expected: usize,
        /// What is counted: `numbers`, `digits` or `cells`.
        what: Counted,
        /// How many there are.
        found: usize,
    },
    /// The input ended inside a puzzle.
    #[error("expected 9 rows, found {found} (the puzzle starts at line {line})")]
    MissingRows {
        /// The line on which the incomplete puzzle starts.
        line: usize,
        /// How many rows it has.
        found: usize,
    },
    /// Nothing but empty lines and comments.
    #[error("no puzzle found in the input")]
    Empty,
    /// A line longer than [`MAX_LINE`] bytes ([`Stream`] stops reading
    /// there: a puzzle's line is under 200 bytes).
    #[error("line {line}: longer than {limit} bytes (the longest line a puzzle file may have)")]
    LineTooLong {
        /// 1-based line.
        line: usize,
        /// The limit, [`MAX_LINE`].
        limit: usize,
    },
}

/// What [`InputError::Count`] counts on a line; `Display` is the English
/// plural (`numbers`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Counted {
    /// `numbers` (a `boj2580` row).
    Numbers,
    /// `digits` (a `boj2239` row).
    Digits,
    /// `cells` (a `line` puzzle).
    Cells,
}

impl fmt::Display for Counted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Counted::Numbers => "numbers",
            Counted::Digits => "digits",
            Counted::Cells => "cells",
        })
    }
}

impl InputError {
    /// The 1-based line the error points at, if any.
    pub fn line(&self) -> Option<usize> {
        match *self {
            InputError::Unexpected { line, .. }
            | InputError::Count { line, .. }
            | InputError::MissingRows { line, .. }
            | InputError::LineTooLong { line, .. } => Some(line),
            InputError::Empty => None,
        }
    }

    /// The 1-based column the error points at, if any.
    pub fn column(&self) -> Option<usize> {
        match *self {
            InputError::Unexpected { column, .. } => Some(column),
            _ => None,
        }
    }
}

/// One puzzle read from an input, with where it starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The board, `0` for blanks.
    pub grid: Grid,
    /// The 1-based line on which the puzzle starts.
    pub line: usize,
}

/// Every puzzle of an input, and the format it was read in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The format used (recognised from the content when none was given).
    pub format: Format,
    /// The puzzles, in input order; never empty.
    pub puzzles: Vec<Puzzle>,
}

/// Reads every puzzle of `input` in `format`, or in the format recognised
/// from the content when `format` is `None` (see [`detect`]).
///
/// # Errors
/// The first [`InputError`] met; [`InputError::Empty`] when there is no
/// puzzle at all.
pub fn parse(input: &[u8], format: Option<Format>) -> Result<Parsed, InputError> {
    let format = format.unwrap_or_else(|| detect(input));
    let puzzles = Puzzles::new(input, format).collect::<Result<Vec<_>, _>>()?;
    if puzzles.is_empty() {
        return Err(InputError::Empty);
    }
    Ok(Parsed { format, puzzles })
}

/// Reads only the first puzzle of `input` in `format` and ignores what
/// follows, as the posts' programs read 9 lines and stop.
///
/// # Errors
/// An [`InputError`] in the first puzzle, or [`InputError::Empty`].
pub fn parse_first(input: &[u8], format: Format) -> Result<Grid, InputError> {
    match Puzzles::new(input, format).next() {
        Some(p) => p.map(|p| p.grid),
        None => Err(InputError::Empty),
    }
}

/// Recognises the format from the first line that is not empty and not a
/// `#` comment: if its first whitespace-separated token has 41 or more
/// characters or a `.`, `line` (a dataset line may carry a name after a
/// TAB); else whitespace inside the line means `boj2580`; else `boj2239`.
pub fn detect(input: &[u8]) -> Format {
    let first = Lines::new(input)
        .map(|(_, l)| trim(l).1)
        .find(|l| !l.is_empty() && l[0] != b'#');
    first.map_or(Format::Line, detect_line)
}

/// [`detect`] on the first line that is not empty and not a comment,
/// already trimmed.
fn detect_line(line: &[u8]) -> Format {
    let token = line.split(|&b| is_space(b)).next().unwrap_or_default();
    if token.len() >= 41 || token.contains(&b'.') {
        Format::Line
    } else if token.len() < line.len() {
        Format::Boj2580
    } else {
        Format::Boj2239
    }
}

/// Writes `grid` in `format`, ending with a newline: 9 lines of
/// `d d d d d d d d d` for `boj2580` (single spaces, none at the end), 9
/// lines of `ddddddddd` for `boj2239` (blanks as `0`), one line of 81
/// characters for `line` (blanks as `.`).
pub fn write(grid: &Grid, format: Format) -> String {
    let mut s = String::with_capacity(170);
    match format {
        Format::Line => {
            s.push_str(&grid.to_string());
            s.push('\n');
        }
        Format::Boj2580 | Format::Boj2239 => {
            for r in 0..9 {
                for c in 0..9 {
                    if c > 0 && format == Format::Boj2580 {
                        s.push(' ');
                    }
                    s.push((b'0' + grid.at(r, c)) as char);
                }
                s.push('\n');
            }
        }
    }
    s
}

/// Writes several grids in `format`; in the Baekjoon formats an empty line
/// separates two puzzles. [`parse`] reads the result back.
pub fn write_all<'a>(grids: impl IntoIterator<Item = &'a Grid>, format: Format) -> String {
    let mut s = String::new();
    for (i, g) in grids.into_iter().enumerate() {
        if i > 0 && format != Format::Line {
            s.push('\n');
        }
        s.push_str(&write(g, format));
    }
    s
}

mod read;
mod stream;
#[cfg(test)]
mod tests;

pub use read::Puzzles;
use read::{Lines, trim};
pub use stream::{MAX_LINE, Stream, StreamError};
