//! The shrinking loop of a failing input ([`Shrinker`]) and which failures
//! are worth it ([`worth_shrinking`]).

use crate::grid::{Cell, Grid};
use crate::judge::Verdict;
use crate::search::Outcome;
use crate::{Problem, reference, validate};

use super::legal;

/// A TLE on a test whose 12095 `cnt` is this or more is not shrunk
/// ([`worth_shrinking`]).
pub const NO_SHRINK_TLE_CNT: u64 = 1_000_000;

/// True when a failure with `verdict` on `puzzle` is worth shrinking: it
/// has a blank to fill, and it is not a TLE on a test with a long search
/// (12095 `cnt` [`NO_SHRINK_TLE_CNT`] or more, as every test of the
/// pools is). Such a program is slow because the search is long: filling
/// a blank from the solution only shortens the search (the `cnt` never
/// grows), so a smaller input would not be slow, and each try would cost
/// a whole time limit and its re-runs. The failure is kept as it failed.
/// Costs at most [`NO_SHRINK_TLE_CNT`] placements of the 12095 search
/// (milliseconds).
pub fn worth_shrinking(verdict: Verdict, puzzle: &Grid) -> bool {
    puzzle.blanks() > 0 && (verdict != Verdict::Tle || validate::cnt_12095_under(puzzle, NO_SHRINK_TLE_CNT).is_some())
}

/// The shrinking loop of a failing input, as a state machine. The fewer
/// blanks, the easier a failure is to follow by hand, so a failing input
/// is shrunk by filling its blanks with the digits of its
/// lexicographically smallest solution (so the expected answer does not
/// change, even for 2239) while it stays [`legal`] and the program still
/// fails the same way: first all blanks at once, then halves, quarters and
/// so on down to one blank at a time, repeated until no single blank can
/// be filled. A program that fails on every input (a crash, a loop) is
/// shrunk to the full grid in one run.
///
/// [`Shrinker::candidate`] gives the next candidate to run; the caller runs
/// it and calls [`Shrinker::result`] with whether it failed the same way
/// (for the command line: reproducibly, its TLE re-run alone).
#[derive(Clone, Debug)]
pub struct Shrinker {
    problem: Problem,
    /// The smallest completion, or `None` for an input without one.
    solution: Option<Grid>,
    current: Grid,
    blanks_before: usize,
    size: usize,
    /// The blanks of this pass and the position of its next chunk.
    pass: Option<(Vec<Cell>, usize)>,
    changed: bool,
    pending: Option<Grid>,
    runs: usize,
    filled: bool,
    stopped: bool,
    done: bool,
}

impl Shrinker {
    /// A shrinker of `puzzle`, a failing test of `problem`.
    pub fn new(problem: Problem, puzzle: &Grid) -> Shrinker {
        let solution = match reference::solve(puzzle, reference::NO_NODE_LIMIT).outcome {
            Outcome::Solved(s) => Some(s),
            _ => None,
        };
        Shrinker {
            problem,
            solution,
            current: *puzzle,
            blanks_before: puzzle.blanks(),
            size: puzzle.blanks(),
            pass: None,
            changed: false,
            pending: None,
            runs: 0,
            filled: false,
            stopped: false,
            done: solution.is_none(),
        }
    }

    /// The next candidate to run (legal, one or more blanks of the
    /// current input filled), or `None` when the shrink is over. Until
    /// [`Shrinker::result`] is called, it gives the same candidate again.
    pub fn candidate(&mut self) -> Option<Grid> {
        if let Some(p) = self.pending {
            return Some(p);
        }
        let solution = self.solution?;
        loop {
            if self.done {
                return None;
            }
            let (blanks, at) = match &mut self.pass {
                Some(pass) => pass,
                None => {
                    let blanks: Vec<Cell> = Cell::all().filter(|&c| self.current.get(c) == 0).collect();
                    if blanks.is_empty() {
                        self.done = true;
                        return None;
                    }
                    self.size = self.size.clamp(1, blanks.len());
                    self.changed = false;
                    self.pass.insert((blanks, 0))
                }
            };
            if *at < blanks.len() {
                let end = (*at + self.size).min(blanks.len());
                let mut candidate = self.current;
                for &c in &blanks[*at..end] {
                    candidate.set(c, solution.get(c));
                }
                *at = end;
                if legal(self.problem, &candidate) {
                    self.pending = Some(candidate);
                    return Some(candidate);
                }
                continue;
            }
            self.pass = None;
            if self.size == 1 {
                if !self.changed {
                    self.done = true;
                }
            } else {
                self.size = self.size.div_ceil(2);
            }
        }
    }

    /// The candidate [`Shrinker::candidate`] gave was run: `fails` when it
    /// failed the same way (then it is the current input).
    pub fn result(&mut self, fails: bool) {
        if let Some(candidate) = self.pending.take() {
            self.runs += 1;
            if fails {
                self.current = candidate;
                self.changed = true;
                self.filled = true;
            }
        }
    }

    /// Ends the shrink before its end (its time bound): the input kept is
    /// the smallest reached so far, not a minimal one.
    pub fn stop(&mut self) {
        if !self.done {
            self.stopped = true;
            self.done = true;
            self.pending = None;
        }
    }

    /// The smallest failing input so far (the input itself at first).
    pub fn current(&self) -> Grid {
        self.current
    }

    /// Blanks of the input shrunk.
    pub fn blanks_before(&self) -> usize {
        self.blanks_before
    }

    /// Candidates run so far.
    pub fn runs(&self) -> usize {
        self.runs
    }

    /// True when at least one blank was filled.
    pub fn filled(&self) -> bool {
        self.filled
    }

    /// True when [`Shrinker::stop`] ended it before its end.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// True when the shrink is over.
    pub fn done(&self) -> bool {
        self.done && self.pending.is_none()
    }
}
