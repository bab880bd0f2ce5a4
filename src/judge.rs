//! The checker: judges a program's output for one input of Baekjoon 2580
//! or 2239, the way a testlib checker does, with a verdict and a reason a
//! person can act on.
//!
//! **Order of checks.**
//! 1. The judge's own input, read strictly in the problem's layout
//!    ([`validate::parse_strict`]); malformed input, conflicting givens or
//!    no solution is [`Verdict::Fail`] (the test is broken, not the answer).
//! 2. The length: more than [`OUTPUT_LIMIT`] bytes is [`Verdict::Ole`].
//! 3. The answer: the first 81 non-whitespace characters of the output,
//!    each a digit 1-9, then nothing but whitespace. Otherwise
//!    [`Verdict::Wa`], with the line and column.
//! 4. The completion: it keeps every given, repeats no digit in a house,
//!    and for 2239 is the lexicographically smallest completion (the
//!    [`crate::reference`] solver's). 2580 has a special judge: any valid
//!    completion is accepted. Otherwise [`Verdict::Wa`], naming the cells.
//! 5. The layout, by [`Whitespace`] mode (every one of the 9 lines): 2580 wants 9 lines of 9 digits
//!    separated by single spaces, 2239 9 lines of 9 digits with no
//!    separators. A right answer in the wrong layout is [`Verdict::Pe`].
//!
//! The posts' 2580 programs print a space after every digit, and
//! full-scan an extra empty line at the end; Baekjoon accepts them, which
//! is what [`Whitespace::Boj`] (the default) models.

use std::fmt;
use std::str::FromStr;

mod reason;
pub use reason::{Expected, Layout, Reason};

use crate::diagnostic::{column, describe, is_space};
use crate::grid::{Cell, Grid};
use crate::problem::Problem;
use crate::reference;
use crate::search::Outcome;
use crate::validate;

/// How strictly the layout of the output is checked.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Whitespace {
    /// Baekjoon's rule: whitespace at the end of a line and empty lines at
    /// the end of the output are ignored (so is a missing final newline);
    /// everything else must match the layout.
    #[default]
    Boj,
    /// Byte for byte: 9 lines, each ended by `\n`, nothing else.
    Exact,
    /// Whitespace is ignored altogether: only the 81 digits count, so
    /// there is no [`Verdict::Pe`].
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

/// Baekjoon's verdicts, the one list for the judge and for `stress`.
///
/// [`judge`] gives `AC`, `WA`, `PE`, `OLE` or `FAIL` (testlib's verdicts
/// and the output limit, from the output alone); running a program can
/// also end in `TLE`, `MLE` or `RE`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Verdict {
    /// Accepted (맞았습니다!!).
    Ac,
    /// Wrong answer (틀렸습니다).
    Wa,
    /// Presentation error: the right answer in the wrong layout (출력 형식이
    /// 잘못되었습니다).
    Pe,
    /// Time limit exceeded (시간 초과).
    Tle,
    /// Memory limit exceeded (메모리 초과): the run's peak resident memory
    /// went over the problem's memory limit (see `stress`).
    Mle,
    /// Runtime error: a non-zero exit status or a signal (런타임 에러).
    Re,
    /// Output limit exceeded (출력 초과).
    Ole,
    /// The checker failed: the judge's input is broken, not the answer.
    Fail,
}

impl Verdict {
    /// The verdicts a run of a program on a legal test can get, in the
    /// order of `stress`'s summary table (`FAIL` is the test's fault).
    pub const RUN: [Verdict; 7] = [
        Verdict::Ac,
        Verdict::Wa,
        Verdict::Pe,
        Verdict::Tle,
        Verdict::Mle,
        Verdict::Re,
        Verdict::Ole,
    ];

    /// The short name: `AC`, `WA`, `PE`, `TLE`, `MLE`, `RE`, `OLE`, `FAIL`.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Pe => "PE",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
            Verdict::Re => "RE",
            Verdict::Ole => "OLE",
            Verdict::Fail => "FAIL",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A verdict and why: what [`judge`] returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// AC, WA, PE, OLE or FAIL.
    pub verdict: Verdict,
    /// Why, typed; its `Display` is one English line for a person, e.g.
    /// `5 appears twice in row 2 (r2c3, r2c7)`.
    pub reason: Reason,
}

impl Judgement {
    fn new(verdict: Verdict, reason: Reason) -> Judgement {
        Judgement { verdict, reason }
    }
}

impl fmt::Display for Judgement {
    /// `WA: 5 appears twice in row 2 (r2c3, r2c7)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.verdict, self.reason)
    }
}

/// Baekjoon's output limit as this judge applies it: 1 MiB (a right
/// answer is 162 or 90 bytes). An output longer than this is
/// [`Verdict::Ole`], whatever it starts with: a reader of the output (the
/// `judge` command, `stress`) stops after `OUTPUT_LIMIT + 1` bytes.
pub const OUTPUT_LIMIT: usize = 1 << 20;

/// Judges `output` as the answer of `problem` for `input`; see the module
/// doc for the checks and their order. An output over [`OUTPUT_LIMIT`]
/// bytes is [`Verdict::Ole`] (after the input's own checks).
pub fn judge(problem: Problem, input: &[u8], output: &[u8], mode: Whitespace) -> Judgement {
    let puzzle = match validate::parse_strict(problem, input) {
        Ok(p) => p,
        Err(e) => return Judgement::new(Verdict::Fail, Reason::BadInput(e)),
    };
    if let Some(c) = puzzle.conflict() {
        return Judgement::new(Verdict::Fail, Reason::InputConflict(c));
    }
    let Outcome::Solved(least) = reference::solve(&puzzle, reference::NO_NODE_LIMIT).outcome else {
        return Judgement::new(Verdict::Fail, Reason::InputNoSolution);
    };
    if output.len() > OUTPUT_LIMIT {
        return Judgement::new(Verdict::Ole, Reason::OutputLimit { limit: OUTPUT_LIMIT });
    }
    let answer = match read_answer(output) {
        Ok(g) => g,
        Err(reason) => return Judgement::new(Verdict::Wa, reason),
    };
    if let Some(reason) = wrong(problem, &puzzle, &answer, &least) {
        return Judgement::new(Verdict::Wa, reason);
    }
    if mode != Whitespace::Tokens
        && let Err(error) = layout(problem, output, mode == Whitespace::Boj)
    {
        let boj_would_accept = mode == Whitespace::Exact && layout(problem, output, true).is_ok();
        return Judgement::new(
            Verdict::Pe,
            Reason::Layout {
                error,
                boj_would_accept,
            },
        );
    }
    let what = match problem {
        Problem::Boj2580 => Reason::ValidCompletion,
        Problem::Boj2239 => Reason::SmallestCompletion,
    };
    Judgement::new(Verdict::Ac, what)
}

/// The 1-based line and column of byte offset `at` in `text` (columns
/// count characters).
fn position(text: &[u8], at: usize) -> (usize, usize) {
    let line_start = text[..at].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let line = text[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let column = crate::diagnostic::column(&text[line_start..], at - line_start);
    (line, column)
}

/// The 81 digits of the answer, or why there aren't.
fn read_answer(output: &[u8]) -> Result<Grid, Reason> {
    let mut cells = [0u8; 81];
    let mut n = 0;
    let mut i = 0;
    while i < output.len() {
        let b = output[i];
        if is_space(b) {
            i += 1;
            continue;
        }
        if n == 81 {
            // Printing every solution, or the board twice, is a common
            // mistake: say so, not only which byte it is.
            let (line, column) = position(output, i);
            return Err(Reason::AfterBoard {
                line,
                column,
                found: describe(output, i),
                digit: b.is_ascii_digit(),
            });
        }
        if !(b'1'..=b'9').contains(&b) {
            let (line, column) = position(output, i);
            return Err(Reason::NotADigit {
                line,
                column,
                found: describe(output, i),
            });
        }
        cells[n] = b - b'0';
        n += 1;
        i += 1;
    }
    if n < 81 {
        return Err(Reason::TooFewDigits { found: n });
    }
    Ok(Grid::new(cells).expect("digits 1..=9"))
}

/// Why `answer` is not an accepted completion of `puzzle`, if it isn't.
fn wrong(problem: Problem, puzzle: &Grid, answer: &Grid, least: &Grid) -> Option<Reason> {
    if let Some(c) = Cell::all().find(|&c| puzzle.get(c) != 0 && puzzle.get(c) != answer.get(c)) {
        return Some(Reason::GivenChanged {
            cell: c,
            found: answer.get(c),
            given: puzzle.get(c),
        });
    }
    if let Some(c) = answer.conflict() {
        return Some(Reason::Repeated(c));
    }
    if problem == Problem::Boj2239
        && let Some(c) = Cell::all().find(|&c| answer.get(c) != least.get(c))
    {
        return Some(Reason::NotSmallest {
            cell: c,
            found: answer.get(c),
            smallest: least.get(c),
        });
    }
    None
}

/// Checks the layout of an output whose 81 digits are right. `forgiving`
/// is [`Whitespace::Boj`]; otherwise [`Whitespace::Exact`].
fn layout(problem: Problem, output: &[u8], forgiving: bool) -> Result<(), Layout> {
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
