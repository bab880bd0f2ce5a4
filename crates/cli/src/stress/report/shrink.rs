//! Shrinking a failing input: the fewer blanks, the easier a failure is
//! to follow by hand, so a failing input is shrunk by filling its blanks
//! with the digits of its lexicographically smallest solution (so the
//! expected answer does not change, even for 2239) while it stays legal
//! and the program still fails with the same verdict: first all blanks at
//! once, then halves, quarters and so on down to one blank at a time,
//! repeated until no single blank can be filled. A program that fails on
//! every input (a crash, a loop) is shrunk to the full grid in one run.
//!
//! A candidate is accepted only when it fails reproducibly: a TLE must be
//! TLE again in each of its [`RERUNS`](crate::stress::run::confirm::RERUNS) re-runs ([`confirm`]), so noise is
//! never taken for a smaller failing input. A flaky failure is not shrunk,
//! and the shrunk input is saved only when its saved copy, read back from
//! the disk, fails again.

use std::io;
use std::path::Path;
use std::time::{Duration, Instant};

use sudoku_lab::Problem;
use sudoku_lab::grid::Grid;
use sudoku_lab::judge::Verdict;
use sudoku_lab::stress::Shrinker;
use sudoku_lab::units::thousands;

use crate::error::Error;
use crate::messages;
use crate::stress::judge::Trial;
use crate::stress::report;
use crate::stress::report::save;
use crate::stress::run::Program;
use crate::stress::run::confirm::confirm;
use crate::stress::run::session::Failure;

/// What [`shrink`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk {
    /// Blanks of the input shrunk.
    pub blanks_before: usize,
    /// The smallest failing input found and its run (same verdict), or
    /// `None` when no blank could be filled.
    pub trial: Option<Trial>,
    /// Runs of the program spent.
    pub runs: usize,
    /// True when the time budget ran out before the end (each run that
    /// still times out costs a whole time limit).
    pub stopped: bool,
}

impl Shrunk {
    /// Blanks of the result (the input's when nothing was filled).
    pub fn blanks_after(&self) -> usize {
        self.trial.as_ref().map_or(self.blanks_before, |t| t.puzzle.blanks())
    }
}

/// Shrinks a failing input (see the module doc): fills blanks from the
/// lexicographically smallest solution while the input stays [`crate::stress::legal`] and
/// `program` still fails with `verdict`. No new run starts after
/// `max_time`; what was found by then is returned. `on_run(runs, current)`
/// is called before each run, for progress.
///
/// # Errors
/// When `sh` cannot be started.
pub fn shrink(
    program: &Program,
    problem: Problem,
    puzzle: &Grid,
    verdict: Verdict,
    max_time: Duration,
    on_run: &mut dyn FnMut(usize, &Grid),
) -> io::Result<Shrunk> {
    let start = Instant::now();
    let blanks_before = puzzle.blanks();
    let mut shrunk = Shrunk {
        blanks_before,
        trial: None,
        runs: 0,
        stopped: false,
    };
    // The loop is the library's (the book's page runs the same one).
    let mut shrinker = Shrinker::new(problem, puzzle);
    while let Some(candidate) = shrinker.candidate() {
        if start.elapsed() >= max_time {
            shrunk.stopped = true;
            return Ok(shrunk);
        }
        on_run(shrunk.runs, &shrinker.current());
        shrunk.runs += 1;
        let trial = confirm(program, problem, program.trial(problem, &candidate)?)?;
        let reproducible = trial
            .confirmation
            .as_ref()
            .is_none_or(|c| report::reproduces(trial.verdict, c));
        let fails = trial.verdict == verdict && reproducible;
        if fails {
            shrunk.trial = Some(trial);
        }
        shrinker.result(fails);
    }
    Ok(shrunk)
}

pub use sudoku_lab::stress::timing::SHRINK_TIME;

/// What a shrink came to, after its header: ` from 49 to 3 blanks in 25
/// runs`, then why it ended: when nothing was filled, "every blank is
/// needed" only when it ran to its end, and when its time bound `bound`
/// stopped it, that (the input kept is then the smallest it reached, not a
/// minimal one). The rest of the line, for a shrunk input, is
/// [`super::shrunk_lines`]'s.
pub fn outcome(shrunk: &Shrunk, bound: Duration) -> String {
    let mut text = messages::SHRINK_RESULT.fill(&[&shrunk.blanks_before, &shrunk.blanks_after(), &shrunk.runs]);
    match (&shrunk.trial, shrunk.stopped) {
        (Some(_), true) => text.push_str(&messages::SHRINK_STOPPED.fill(&[&bound.as_secs()])),
        (Some(_), false) => {}
        (None, true) => text.push_str(messages::SHRINK_STOPPED_EMPTY.text()),
        (None, false) => text.push_str(messages::SHRINK_MINIMAL.text()),
    }
    text
}

/// What came of one failure's shrink ([`shrink_failure`]): its lines, and
/// the error of a save that failed (for stderr; nothing is lost: the
/// input is then in the lines).
pub struct ShrinkReport {
    /// The lines to print, from the blank line before the header on.
    pub text: String,
    /// A shrunk input that could not be saved ([`save::keep_confirmed`]).
    pub lost: Option<String>,
}

/// Shrinks one failure of a session ([`shrink`], `on_run` before each
/// run), keeps the result in `dir/shrunk/` when its saved copy fails again
/// ([`save::keep_confirmed`]) and says what came of it. A failure that was
/// TLE at first and another verdict in every re-run alone is shrunk as
/// that verdict; a flaky one is not shrunk, nor a TLE of a long search
/// ([`sudoku_lab::stress::worth_shrinking`]: it is kept as it failed, at
/// once). A shrink stopped by
/// [`SHRINK_TIME`] says so and keeps the smallest input it reached.
///
/// # Errors
/// [`Error::BadInput`] when `sh` cannot be started for a run of the
/// shrink or of its saved copy.
pub fn shrink_failure(
    problem: Problem,
    program: &Program,
    failure: &Failure,
    dir: Option<&Path>,
    on_run: &mut dyn FnMut(usize, &Grid),
) -> Result<ShrinkReport, Error> {
    let head = format!(
        "\n{}",
        messages::SHRUNK_HEAD.fill(&[&(failure.index + 1), &messages::verdict(failure.verdict)])
    );
    let said = |text: String| ShrinkReport { text, lost: None };
    if failure.puzzle.blanks() == 0 {
        return Ok(said(format!("{head}{}\n", messages::SHRINK_FULL.text())));
    }
    if let Some(c) = failure
        .confirmation
        .as_ref()
        .filter(|c| !report::reproduces(failure.verdict, c))
    {
        return Ok(said(format!(
            "{head}{}\n",
            messages::SHRINK_FLAKY.fill(&[&report::describe(c)])
        )));
    }
    if !sudoku_lab::stress::worth_shrinking(failure.verdict, &failure.puzzle) {
        // A TLE of a long search: a smaller input would not be slow (no
        // run spent; its re-runs were the only ones).
        let cnt = thousands(crate::stress::generate::cnt(&failure.puzzle));
        return Ok(said(format!("{head}{}\n", messages::SHRINK_LONG_SEARCH.fill(&[&cnt]))));
    }
    let shrunk = shrink(program, problem, &failure.puzzle, failure.verdict, SHRINK_TIME, on_run)
        .map_err(|e| Error::BadInput(messages::CANNOT_RUN_SH.fill(&[&e])))?;
    let mut text = format!("{head}{}", outcome(&shrunk, SHRINK_TIME));
    let mut lost = None;
    if let Some(trial) = &shrunk.trial {
        let kept;
        (kept, lost) = save::keep_confirmed(problem, program, trial, dir)?;
        text.push_str(&report::shrunk_lines(problem, program, trial, &kept));
    }
    Ok(ShrinkReport { text, lost })
}

#[cfg(test)]
mod tests {
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;

    use sudoku_lab::grid::Cell;

    use super::*;
    use crate::stress::run::Execution;

    fn shrunk(trial: Option<Trial>, stopped: bool) -> Shrunk {
        Shrunk {
            blanks_before: 60,
            trial,
            runs: 52,
            stopped,
        }
    }

    fn trial(blanks: usize) -> Trial {
        let mut puzzle = Grid::new([0; 81]).expect("81 cells");
        for c in Cell::all().skip(blanks) {
            puzzle.set(c, 1);
        }
        Trial {
            puzzle,
            verdict: Verdict::Tle,
            reason: crate::stress::judge::Reason::Cpu {
                cpu: Duration::from_millis(10_100),
                limit: Duration::from_secs(1),
                wall: Duration::from_secs(10),
            },
            execution: Execution {
                stdout: Vec::new(),
                stderr: Vec::new(),
                status: ExitStatus::from_raw(9),
                elapsed: Duration::from_secs(10),
                cpu: Duration::from_secs(10),
                stdout_len: 0,
                stop: Some(sudoku_lab_runner::Stop::Cpu),
                peak_memory: 0,
                over_tasks: false,
                peak_tasks: 0,
                outer_limit: None,
            },
            confirmation: None,
        }
    }

    #[test]
    fn a_shrink_stopped_by_its_bound_says_so() {
        let minute = Duration::from_secs(60);
        // Issue 26, item 15: stopped, nothing filled, is not "every blank
        // is needed".
        let text = outcome(&shrunk(None, true), minute);
        assert_eq!(
            text,
            " from 60 to 60 blanks in 52 runs: stopped by its time bound before any blank could be filled; \
             the input is kept as it failed\n"
        );
        assert!(!text.contains("every blank is needed"));
        assert_eq!(
            outcome(&shrunk(None, false), minute),
            " from 60 to 60 blanks in 52 runs: every blank is needed for the failure\n"
        );
        let text = outcome(&shrunk(Some(trial(59)), true), minute);
        assert_eq!(
            text,
            " from 60 to 59 blanks in 52 runs (stopped by its time bound, 60 s: the smallest input reached so far; \
             it may shrink further)"
        );
        assert_eq!(
            outcome(&shrunk(Some(trial(59)), false), minute),
            " from 60 to 59 blanks in 52 runs"
        );
    }
}
