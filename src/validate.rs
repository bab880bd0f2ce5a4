//! The input validator: is this file a legal test input for Baekjoon 2580
//! or 2239? Checks what a testlib validator checks, in order:
//!
//! 1. **Layout**, strictly (unlike [`crate::format`], which is lenient):
//!    9 lines, each ended by `\n` (no `\r`, no BOM), nothing after the
//!    ninth. A 2580 line is 9 integers 0-9 separated by single spaces,
//!    with no space before the first or after the last; a 2239 line is 9
//!    digits 0-9 with nothing between them.
//! 2. **Givens** do not conflict (no digit twice in a house).
//! 3. **A solution exists** (by the [`crate::reference`] solver).
//! 4. **The promise** both statements make under 제한: "12095번 문제에 있는
//!    소스로 풀 수 있는 입력만 주어진다" (only inputs that the code of problem
//!    12095 can solve are given). That program, as the 12095 statement
//!    prints it, counts its calls of `go(z)` and gives up at a cap of ten
//!    million:
//!
//!    ```text
//!    bool go(int z) {
//!        cnt += 1;
//!        if (cnt >= 10000000) {
//!            return true;
//!        }
//!        if (z == 81) { /* print a, return true */ }
//!    ```
//!
//!    so an input is legal when the call that reaches `z == 81` has
//!    `cnt <= 9,999,999` ([`CNT_LIMIT`] is 10,000,000). That call count is
//!    the check-arrays port's [`Stats::calls`](crate::Stats::calls) on a
//!    solved outcome (the port is 12095's algorithm,
//!    [`Variant::CheckArrays`]); the port runs with a budget of
//!    [`CNT_LIMIT`] placements, so it never runs long (each placement is
//!    followed by a call, so a search that needs more placements than that
//!    would need more calls too). The worst case, an input over the cap,
//!    costs that budget: about 0.15 s of one core here (`cargo bench -p
//!    sudoku-lab-bench --bench validate`).
//!
//! The statements' reference times under the same line (2580: C++14 80 ms,
//! Java 292 ms, PyPy3 1172 ms; 2239: C++17 180 ms, Java 15 528 ms, PyPy3
//! 2064 ms) are what a 12095-style backtracker needs near this cap, which
//! the book's calibration table checks (chapter "Submitting to Baekjoon").
//! An older copy of the 12095 page capped `cnt` at 100,000; the cap here is
//! the one the statement prints today, quoted above.

use std::fmt;

use crate::diagnostic::{Found, Wanted, column, describe};
use crate::grid::{Conflict, Grid};
use crate::problem::Problem;
use crate::reference;
use crate::search::{Budget, NoTrace, Outcome};
use crate::units::thousands;
use crate::variants::Variant;

/// Problem 12095's cap: its backtracker gives up when `cnt` reaches this
/// (`if (cnt >= 10000000) return true;` in the statement's `go`), so a
/// legal input has `cnt` at most `CNT_LIMIT - 1`.
pub const CNT_LIMIT: u64 = 10_000_000;

/// A legal input.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Valid {
    /// The puzzle, `0` for blanks.
    pub puzzle: Grid,
    /// Problem 12095's `cnt` when its backtracker reaches `z == 81`: at
    /// most `CNT_LIMIT - 1`.
    pub cnt: u64,
}

/// Why an input is not legal. Positions are 1-based lines and columns.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Invalid {
    /// The bytes break the strict layout.
    #[error("line {line}, column {column}: expected {expected}, found {found}")]
    Layout {
        /// 1-based line.
        line: usize,
        /// 1-based column (the input is ASCII up to this point, so bytes
        /// and characters agree).
        column: usize,
        /// What the layout requires here.
        expected: Wanted,
        /// What stands there, as [`describe`] says it
        /// (`'x'`, `a space`, `end of line`, `U+000C FORM FEED (byte
        /// 0x0C)`, ...), or a quoted number such as `'10'`
        /// ([`Found::token`], cut to an excerpt when long).
        found: Found,
    },
    /// A digit given twice in a house.
    #[error(transparent)]
    Conflict(#[from] Conflict),
    /// No completion exists.
    #[error("the puzzle has no solution")]
    NoSolution,
    /// The statements' promise is broken: problem 12095's backtracker
    /// gives up.
    #[error("{}", promise_message(*cnt))]
    Promise {
        /// The backtracker's `cnt` when it solves the puzzle
        /// ([`CNT_LIMIT`] or more), or `None` when it needs more than
        /// [`CNT_LIMIT`] placements (so more calls still: the message says
        /// "more than 10,000,000 calls", the count 12095 caps).
        cnt: Option<u64>,
    },
}

fn promise_message(cnt: Option<u64>) -> String {
    let cap = thousands(CNT_LIMIT);
    let head = format!("problem 12095's backtracker gives up (cnt reaches {cap}) before it solves the puzzle");
    match cnt {
        Some(n) => format!("{head}: it would solve it at cnt = {}", thousands(n)),
        // Stopped by the placement budget: more than CNT_LIMIT placements,
        // each followed by a call, so `cnt` would pass the cap too.
        None => format!("{head}: it needs more than {cap} calls"),
    }
}

/// Checks `input` as a test input of `problem`: layout, givens, a
/// solution, and the 12095 promise, which 2580 and 2239 both make (see the
/// module doc). Costs at most [`CNT_LIMIT`] placements of the check-arrays
/// port.
///
/// # Errors
/// The first rule broken, in the order above.
pub fn validate(problem: Problem, input: &[u8]) -> Result<Valid, Invalid> {
    let puzzle = parse_strict(problem, input)?;
    if let Some(c) = puzzle.conflict() {
        return Err(Invalid::Conflict(c));
    }
    if reference::count_solutions(&puzzle, 1) == 0 {
        return Err(Invalid::NoSolution);
    }
    let report = Variant::CheckArrays.solve(&puzzle, Budget::placements(CNT_LIMIT), &mut NoTrace);
    let cnt = match report.outcome {
        Outcome::Solved(_) => Some(report.stats.calls),
        Outcome::Stopped => None,
        Outcome::NoSolution => unreachable!("the reference solver found a solution"),
    };
    match cnt {
        Some(n) if n < CNT_LIMIT => Ok(Valid { puzzle, cnt: n }),
        _ => Err(Invalid::Promise { cnt }),
    }
}

/// Problem 12095's `cnt` for `puzzle`: the check-arrays port's call count
/// when it reaches `z == 81`, or `None` when that is [`CNT_LIMIT`] or more
/// (the backtracker gives up) or the search finds no completion. Givens
/// are not checked.
pub fn cnt_12095(puzzle: &Grid) -> Option<u64> {
    cnt_12095_under(puzzle, CNT_LIMIT)
}

/// [`cnt_12095`] with a lower cap: the `cnt` when it is under `cap`, else
/// `None`, at a cost of at most `cap` placements (a search that needs
/// `cap` placements needs as many calls). `cap` above [`CNT_LIMIT`] is
/// taken as [`CNT_LIMIT`]: the 12095 backtracker gives up there.
pub fn cnt_12095_under(puzzle: &Grid, cap: u64) -> Option<u64> {
    let cap = cap.min(CNT_LIMIT);
    let report = Variant::CheckArrays.solve(puzzle, Budget::placements(cap), &mut NoTrace);
    match report.outcome {
        Outcome::Solved(_) if report.stats.calls < cap => Some(report.stats.calls),
        _ => None,
    }
}

/// Reads `input` in `problem`'s layout, strictly (see the module doc);
/// checks nothing else.
///
/// # Errors
/// [`Invalid::Layout`] at the first byte that breaks the layout.
pub fn parse_strict(problem: Problem, input: &[u8]) -> Result<Grid, Invalid> {
    let mut r = Reader {
        input,
        at: 0,
        line: 1,
        line_start: 0,
    };
    let mut cells = [0u8; 81];
    for row in 0..9 {
        for col in 0..9 {
            if col > 0 && problem == Problem::Boj2580 {
                r.expect(b' ', Wanted::Space)?;
            }
            cells[row * 9 + col] = r.digit(problem)?;
        }
        r.expect(b'\n', Wanted::EndOfLine)?;
        r.line += 1;
        r.line_start = r.at;
    }
    if r.at < input.len() {
        return Err(r.error(Wanted::EndOfFile));
    }
    Ok(Grid::new(cells).expect("digits 0..=9"))
}

/// A cursor over the input with its line and column.
struct Reader<'a> {
    input: &'a [u8],
    at: usize,
    line: usize,
    line_start: usize,
}

impl Reader<'_> {
    fn error(&self, expected: Wanted) -> Invalid {
        Invalid::Layout {
            line: self.line,
            column: column(&self.input[self.line_start..], self.at - self.line_start),
            expected,
            found: describe(self.input, self.at),
        }
    }

    fn expect(&mut self, byte: u8, expected: Wanted) -> Result<(), Invalid> {
        if self.input.get(self.at) == Some(&byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }

    /// One digit 0-9. For 2580, where the cell is an integer token, a
    /// longer number (`10`, `05`) is reported whole.
    fn digit(&mut self, problem: Problem) -> Result<u8, Invalid> {
        let Some(&b) = self.input.get(self.at).filter(|b| b.is_ascii_digit()) else {
            return Err(self.error(Wanted::Digit));
        };
        if problem == Problem::Boj2580 {
            let len = self.input[self.at..].iter().take_while(|b| b.is_ascii_digit()).count();
            if len > 1 {
                let mut e = self.error(Wanted::Integer);
                if let Invalid::Layout { found, .. } = &mut e {
                    *found = Found::token(&self.input[self.at..self.at + len], true);
                }
                return Err(e);
            }
        }
        self.at += 1;
        Ok(b - b'0')
    }
}

impl fmt::Display for Valid {
    /// `valid (cnt = 9,685,216)`: problem 12095's `cnt`, its digits grouped
    /// ([`thousands`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "valid (cnt = {})", thousands(self.cnt))
    }
}
