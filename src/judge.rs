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
//! 5. The layout, by [`Whitespace`] mode. The problems' layouts: 2580
//!    wants 9 lines of 9 digits separated by single spaces, 2239 9 lines
//!    of 9 digits with no separators; `exact` checks every line of them,
//!    byte for byte. The default, [`Whitespace::Boj`], is Baekjoon's rule
//!    for the problem ([`BojRule`]): 2580's special judge reads 81
//!    numbers, whatever whitespace stands around them; 2239 is compared
//!    line by line, forgiving whitespace at line ends and empty lines at
//!    the end. A right answer in a layout the mode refuses is
//!    [`Verdict::Pe`], except under 2580's special judge, which answers
//!    AC or WA only: two digits side by side are one number to it, so
//!    [`Verdict::Wa`] (Baekjoon's 틀렸습니다), with the layout as the
//!    reason.
//!
//! The posts' 2580 programs print a space after every digit, and
//! full-scan an extra empty line at the end; Baekjoon accepts them, and so
//! does [`Whitespace::Boj`].

use std::fmt;

mod reason;
mod whitespace;
pub use reason::{Expected, Layout, Reason};
pub use whitespace::{BojRule, Evidence, Shape, Whitespace};

use crate::diagnostic::{describe, is_space};
use crate::grid::{Cell, Grid};
use crate::problem::Problem;
use crate::reference;
use crate::search::Outcome;
use crate::validate;

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
        && let Err(error) = whitespace::check(problem, output, mode)
    {
        let boj_would_accept = (mode == Whitespace::Exact
            && whitespace::check(problem, output, Whitespace::Boj).is_ok())
        .then(|| BojRule::of(problem));
        // A special judge answers AC or WA: 2580's reads two digits side
        // by side as one number, a wrong one (틀렸습니다 on Baekjoon). Only
        // a line-by-line comparison (2239, or `exact`) says PE.
        let verdict = if mode == Whitespace::Boj && BojRule::of(problem) == BojRule::Numbers {
            Verdict::Wa
        } else {
            Verdict::Pe
        };
        return Judgement::new(
            verdict,
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
pub(crate) fn position(text: &[u8], at: usize) -> (usize, usize) {
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
