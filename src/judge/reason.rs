//! Why the judge gave its verdict, typed ([`Reason`]): each reason with its
//! fields, so that a console can say it in its own language (the command
//! line renders every variant in English and Korean with an exhaustive
//! match). [`Reason`]'s `Display` is the English, the one line a person
//! reads: `3 appears twice in row 1 (r1c1, r1c6)`.

use std::fmt;

use super::BojRule;
use crate::diagnostic::Found;
use crate::grid::{Cell, Conflict};
use crate::validate::Invalid;

/// Why [`super::judge`] gave its verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// AC for 2580: `a valid completion`.
    ValidCompletion,
    /// AC for 2239: `the lexicographically smallest completion`.
    SmallestCompletion,
    /// FAIL: the judge's input is not legal in the problem's strict format.
    BadInput(Invalid),
    /// FAIL: the judge's input has conflicting givens.
    InputConflict(Conflict),
    /// FAIL: the judge's input has no solution.
    InputNoSolution,
    /// OLE: the output is longer than `limit` bytes.
    OutputLimit {
        /// [`super::OUTPUT_LIMIT`].
        limit: usize,
    },
    /// WA: something stands after the 81st digit.
    AfterBoard {
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
        /// What stands there ([`crate::diagnostic::describe`]).
        found: Found,
        /// It is a digit: a second solution, or the board twice?
        digit: bool,
    },
    /// WA: a byte that is not a digit 1-9 among the first 81.
    NotADigit {
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
        /// What stands there ([`crate::diagnostic::describe`]).
        found: Found,
    },
    /// WA: fewer than 81 digits.
    TooFewDigits {
        /// How many there are.
        found: usize,
    },
    /// WA: a given changed.
    GivenChanged {
        /// The cell.
        cell: Cell,
        /// The output's digit there.
        found: u8,
        /// The puzzle's.
        given: u8,
    },
    /// WA: a digit twice in a house.
    Repeated(Conflict),
    /// WA (2239): a valid completion, not the smallest.
    NotSmallest {
        /// The first cell where it differs from the smallest.
        cell: Cell,
        /// The output's digit there.
        found: u8,
        /// The smallest completion's.
        smallest: u8,
    },
    /// PE: the right digits in the wrong layout; WA when 2580's special
    /// judge (AC or WA only) reads two digits side by side as one number.
    Layout {
        /// What is wrong with the layout.
        error: Layout,
        /// In `exact` mode, when `boj` mode would accept the output: the
        /// rule by which it would ([`BojRule::of`] the problem).
        boj_would_accept: Option<BojRule>,
    },
}

/// What is wrong with the layout of a right answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// A line's character is not what the layout wants there.
    Unexpected {
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
        /// What the layout wants.
        expected: Expected,
        /// What stands there ([`crate::diagnostic::describe`]), or `None`
        /// for the end of the line.
        found: Option<Found>,
    },
    /// Fewer than 9 lines.
    TooFewLines {
        /// 2580's layout (digits separated by single spaces).
        spaced: bool,
        /// How many lines there are.
        found: usize,
    },
    /// A tenth line (in `exact` mode): `None` when it is empty, else what
    /// starts it.
    ExtraLine {
        /// What starts the tenth line, or `None` when it is empty.
        found: Option<Found>,
    },
    /// The ninth line has no newline (in `exact` mode).
    NoFinalNewline {
        /// The column after its last character.
        column: usize,
    },
}

/// What the layout wants at a place.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A digit.
    Digit,
    /// A single space (2580).
    Space,
    /// Whitespace between two digits (2580's special judge reads them as
    /// one number).
    Whitespace,
    /// The end of the line.
    EndOfLine,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::Digit => "a digit",
            Expected::Space => "a single space",
            Expected::Whitespace => "whitespace (two digits side by side are one number)",
            Expected::EndOfLine => "end of line",
        })
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Layout::Unexpected {
                line,
                column,
                expected,
                found,
            } => write!(
                f,
                "your output, line {line}, column {column}: expected {expected}, found {}",
                found
                    .as_ref()
                    .map_or_else(|| "end of line".to_string(), Found::to_string)
            ),
            Layout::TooFewLines { spaced, found } => {
                let digits = if *spaced {
                    "9 digits separated by single spaces"
                } else {
                    "9 digits"
                };
                write!(f, "expected 9 lines of {digits}, found {found} lines")
            }
            Layout::ExtraLine { found } => write!(
                f,
                "your output, line 10, column 1: expected end of output, found {}",
                found
                    .as_ref()
                    .map_or_else(|| "an empty line".to_string(), Found::to_string)
            ),
            Layout::NoFinalNewline { column } => {
                write!(
                    f,
                    "your output, line 9, column {column}: expected end of line, found end of file"
                )
            }
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::ValidCompletion => f.write_str("a valid completion"),
            Reason::SmallestCompletion => f.write_str("the lexicographically smallest completion"),
            Reason::BadInput(e) => write!(f, "judge input: {e}"),
            Reason::InputConflict(c) => write!(f, "judge input: {c}"),
            Reason::InputNoSolution => f.write_str("judge input: the puzzle has no solution"),
            Reason::OutputLimit { limit } => write!(f, "more than {limit} bytes of output (the output limit, 1 MiB)"),
            Reason::AfterBoard {
                line,
                column,
                found,
                digit,
            } => write!(
                f,
                "your output, line {line}, column {column}: expected only whitespace after the 81st digit, found {found}: the output goes on after a complete board{}",
                if *digit { " (a second solution?)" } else { "" }
            ),
            Reason::NotADigit { line, column, found } => {
                write!(
                    f,
                    "your output, line {line}, column {column}: expected a digit 1-9, found {found}"
                )
            }
            Reason::TooFewDigits { found } => {
                write!(f, "the output ends after {found} digits; expected 81 (9 lines of 9)")
            }
            Reason::GivenChanged { cell, found, given } => {
                write!(f, "{cell} is {found} but the puzzle gives {given} there")
            }
            Reason::Repeated(c) => write!(
                f,
                "{} appears twice in {} ({}, {})",
                c.digit, c.house, c.first, c.second
            ),
            Reason::NotSmallest { cell, found, smallest } => write!(
                f,
                "a valid completion, but not the lexicographically smallest: {cell} is {found} where the smallest has {smallest}"
            ),
            Reason::Layout {
                error,
                boj_would_accept,
            } => {
                error.fmt(f)?;
                match boj_would_accept {
                    None => Ok(()),
                    Some(BojRule::Lines) => f.write_str(
                        " (boj mode would accept it: Baekjoon forgives whitespace at line ends and empty lines at the end)",
                    ),
                    Some(BojRule::Numbers) => f.write_str(
                        " (boj mode would accept it: this problem's special judge reads 81 numbers, whatever whitespace stands around them)",
                    ),
                }
            }
        }
    }
}
