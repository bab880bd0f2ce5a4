//! How the layout of a right answer is judged: the three modes
//! ([`Whitespace`]), Baekjoon's rule for each problem ([`BojRule`], what
//! the default mode applies) and what that rule rests on ([`Evidence`]:
//! the shapes of accepted submissions' outputs).
//!
//! **2580 has a special judge**, which reads the answer as 81 numbers:
//! whitespace of any kind and amount may stand before, between and after
//! them, and each digit must stand alone. Accepted 2580 submissions print
//! a space after every row's last digit, an empty line after the grid, and
//! one an empty line *before* it, which a line-by-line comparison calls PE:
//! the checker does not compare lines. **2239 has none**: its output is
//! compared line by line, whitespace at the end of a line and empty lines
//! at the end forgiven (accepted 2239 submissions print an empty line after
//! the grid; none prints an empty line first, a space at a line end, a tab
//! or no final newline, so those stay as Baekjoon's usual rule has them).
//! The counts are [`BojRule::evidence`]'s.

use std::fmt;
use std::str::FromStr;

use super::reason::{Expected, Layout};
use crate::diagnostic::{column, describe, is_space};
use crate::problem::Problem;

/// How strictly the layout of the output is checked.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Whitespace {
    /// Baekjoon's rule for the problem ([`BojRule::of`]): for 2580 its
    /// special judge's (81 numbers, any whitespace around them), for 2239
    /// the usual line-by-line comparison (whitespace at the end of a line
    /// and empty lines at the end forgiven, so is a missing final newline).
    #[default]
    Boj,
    /// Byte for byte: 9 lines, each ended by `\n`, nothing else.
    Exact,
    /// Whitespace is ignored altogether: only the 81 digits count, so
    /// there is no [`super::Verdict::Pe`].
    Tokens,
}

impl Whitespace {
    /// All three, as named on the command line.
    pub const ALL: [Whitespace; 3] = [Whitespace::Boj, Whitespace::Exact, Whitespace::Tokens];

    /// The name used on the command line: `boj`, `exact`, `tokens`.
    pub const fn name(self) -> &'static str {
        match self {
            Whitespace::Boj => "boj",
            Whitespace::Exact => "exact",
            Whitespace::Tokens => "tokens",
        }
    }
}

impl fmt::Display for Whitespace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Whitespace {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Whitespace::ALL.into_iter().find(|w| w.name() == s).ok_or_else(|| {
            format!(
                "unknown whitespace mode {} (expected boj, exact or tokens)",
                crate::diagnostic::quoted(s.as_bytes())
            )
        })
    }
}

/// Baekjoon's rule for the layout of one problem's output: what
/// [`Whitespace::Boj`] applies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BojRule {
    /// No special judge (2239): the output is compared line by line;
    /// whitespace at the end of a line and empty lines at the end are
    /// forgiven (so is a missing final newline), anything else must match
    /// the layout.
    Lines,
    /// A special judge that reads 81 numbers (2580): any whitespace, of any
    /// kind and amount, before, between and after them; each digit must
    /// stand alone (two digits side by side are one number, a wrong answer:
    /// a special judge says AC or WA, never PE).
    Numbers,
}

impl BojRule {
    /// The rule Baekjoon judges `problem` by.
    pub const fn of(problem: Problem) -> BojRule {
        match problem {
            Problem::Boj2580 => BojRule::Numbers,
            Problem::Boj2239 => BojRule::Lines,
        }
    }

    /// What the rule rests on.
    pub const fn evidence(self) -> Evidence {
        match self {
            BojRule::Numbers => Evidence {
                problem: Problem::Boj2580,
                accepted: 42,
                shapes: &[
                    (Shape::SpaceAtLineEnd, 34),
                    (Shape::EmptyLineAfter, 7),
                    (Shape::EmptyLineBefore, 1),
                ],
            },
            BojRule::Lines => Evidence {
                problem: Problem::Boj2239,
                accepted: 35,
                shapes: &[(Shape::EmptyLineAfter, 6)],
            },
        }
    }
}

/// The evidence for a [`BojRule`]: the outputs of accepted submissions
/// (each recorded as accepted, with its time and memory, by the
/// submitter's archive of accepted solutions, and run here on the
/// problem's sample), counted by shape.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Evidence {
    /// The problem.
    pub problem: Problem,
    /// How many accepted submissions' outputs were looked at.
    pub accepted: u32,
    /// How many of them have each shape that departs from the problem's
    /// layout (a submission can have several); every other output is the
    /// layout byte for byte.
    pub shapes: &'static [(Shape, u32)],
}

/// A way an accepted output departs from its problem's layout.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A space after the last digit of every row.
    SpaceAtLineEnd,
    /// An empty line after the ninth row.
    EmptyLineAfter,
    /// An empty line before the first row.
    EmptyLineBefore,
}

impl Shape {
    /// `answer` (the problem's layout, 9 lines each ended by `\n`) in this
    /// shape.
    pub fn apply(self, answer: &str) -> String {
        match self {
            Shape::SpaceAtLineEnd => answer.replace('\n', " \n"),
            Shape::EmptyLineAfter => format!("{answer}\n"),
            Shape::EmptyLineBefore => format!("\n{answer}"),
        }
    }
}

impl fmt::Display for Shape {
    /// `a space at the end of every line`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Shape::SpaceAtLineEnd => "a space at the end of every line",
            Shape::EmptyLineAfter => "an empty line after the grid",
            Shape::EmptyLineBefore => "an empty line before the grid",
        })
    }
}

/// Checks the layout of an output whose 81 digits are right, by `mode`
/// (not [`Whitespace::Tokens`], which checks none).
pub(super) fn check(problem: Problem, output: &[u8], mode: Whitespace) -> Result<(), Layout> {
    match (mode, BojRule::of(problem)) {
        (Whitespace::Boj, BojRule::Numbers) => numbers(output),
        (Whitespace::Boj, BojRule::Lines) => lines(problem, output, true),
        _ => lines(problem, output, false),
    }
}

/// [`BojRule::Numbers`]: each digit stands alone. The output holds only
/// the 81 digits and whitespace (the answer was read), so two bytes side
/// by side that are not whitespace are two digits read as one number.
fn numbers(output: &[u8]) -> Result<(), Layout> {
    match (1..output.len()).find(|&i| !is_space(output[i - 1]) && !is_space(output[i])) {
        None => Ok(()),
        Some(i) => {
            let (line, column) = super::position(output, i);
            Err(Layout::Unexpected {
                line,
                column,
                expected: Expected::Whitespace,
                found: Some(describe(output, i)),
            })
        }
    }
}

/// The problem's layout line by line: `forgiving` is [`BojRule::Lines`],
/// otherwise [`Whitespace::Exact`].
fn lines(problem: Problem, output: &[u8], forgiving: bool) -> Result<(), Layout> {
    let mut lines: Vec<&[u8]> = output.split(|&b| b == b'\n').collect();
    // `split` yields one piece after the last `\n`: empty when the output
    // ends with a newline.
    let ended = lines.last().is_some_and(|l| l.is_empty());
    if forgiving {
        for l in &mut lines {
            let keep = l.iter().rposition(|&b| !is_space(b)).map_or(0, |i| i + 1);
            *l = &l[..keep];
        }
        while lines.last().is_some_and(|l| l.is_empty()) {
            lines.pop();
        }
    } else if ended {
        lines.pop();
    }
    let spaced = problem == Problem::Boj2580;
    let width = if spaced { 17 } else { 9 };
    for (r, line) in lines.iter().enumerate().take(9) {
        for k in 0..=width {
            let (ok, expected) = if k == width {
                (k == line.len(), Expected::EndOfLine)
            } else if spaced && k % 2 == 1 {
                (line.get(k) == Some(&b' '), Expected::Space)
            } else {
                (line.get(k).is_some_and(u8::is_ascii_digit), Expected::Digit)
            };
            if !ok {
                return Err(Layout::Unexpected {
                    line: r + 1,
                    column: column(line, k),
                    expected,
                    found: line.get(k).map(|_| describe(line, k)),
                });
            }
        }
    }
    if lines.len() < 9 {
        return Err(Layout::TooFewLines {
            spaced,
            found: lines.len(),
        });
    }
    if !forgiving {
        if lines.len() > 9 {
            let found = (!lines[9].is_empty()).then(|| describe(lines[9], 0));
            return Err(Layout::ExtraLine { found });
        }
        if !ended {
            return Err(Layout::NoFinalNewline { column: width + 1 });
        }
    }
    Ok(())
}
