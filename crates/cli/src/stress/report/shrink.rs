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
//! TLE again in each of its [`RERUNS`](crate::stress::run::confirm::RERUNS)
//! re-runs alone, so noise is never taken for a smaller failing input. A
//! flaky failure is not shrunk, and the shrunk input is saved only when
//! its saved copy, read back from the disk, fails again.
//!
//! That policy is the library's session ([`sudoku_lab::stress::Stress`]),
//! the runs are [`crate::stress::run::shrink`]'s; this module says what
//! came of each shrink ([`said`]).

use std::path::Path;
use std::time::Duration;

use sudoku_lab::Problem;
use sudoku_lab::stress::{NotShrunk, Shrunk};
use sudoku_lab::units::thousands;

use crate::error::Error;
use crate::messages;
use crate::stress::report;
use crate::stress::report::save;
use crate::stress::run::Program;
use crate::stress::run::session::Record;
use crate::stress::run::shrink::ShrinkEnd;

pub(crate) use sudoku_lab::stress::timing::SHRINK_TIME;

/// What a shrink came to, after its header: ` from 49 to 3 blanks in 25
/// runs`, then why it ended: when nothing was filled, "every blank is
/// needed" only when it ran to its end, and when its time bound `bound`
/// stopped it, that (the input kept is then the smallest it reached, not a
/// minimal one). The rest of the line, for a shrunk input, is
/// [`super::shrunk_lines`]'s.
pub(crate) fn outcome(shrunk: &Shrunk, bound: Duration) -> String {
    let before = shrunk.failure.puzzle.blanks();
    let mut text = messages::SHRINK_RESULT.fill_named(&[
        ("from", &before),
        ("to", &shrunk.puzzle.blanks()),
        ("runs", &shrunk.runs),
    ]);
    match (shrunk.filled(), shrunk.stopped) {
        (true, true) => text.push_str(&messages::SHRINK_STOPPED.fill(&[&bound.as_secs()])),
        (true, false) => {}
        (false, true) => text.push_str(messages::SHRINK_STOPPED_EMPTY.text()),
        (false, false) => text.push_str(messages::SHRINK_MINIMAL.text()),
    }
    text
}

/// What came of one failure's shrink ([`crate::stress::run::shrink::shrink_all`]): its lines, and
/// the error of a save that failed (for stderr; nothing is lost: the
/// input is then in the lines).
pub(crate) struct ShrinkReport {
    /// The lines to print, from the blank line before the header on.
    pub(crate) text: String,
    /// A shrunk input that could not be saved ([`save::keep_confirmed`]).
    pub(crate) lost: Option<String>,
}

/// What came of the shrink of one failure of a session, `end`
/// ([`crate::stress::run::shrink::shrink_all`]), in lines: kept as it
/// failed and why (a full grid; a flaky TLE, with its re-runs from
/// `record`; a TLE of a long search,
/// [`sudoku_lab::stress::worth_shrinking`]), or shrunk, its result kept in
/// `dir/shrunk/` when its saved copy fails again
/// ([`save::keep_confirmed`], the copy run by `replay`). A shrink stopped
/// by [`SHRINK_TIME`] says so and keeps the smallest input it reached.
///
/// # Errors
/// [`Error::BadInput`] when `sh` could not be started for a run of the
/// shrink or of its saved copy.
pub(crate) fn said(
    end: ShrinkEnd,
    record: &Record,
    problem: Problem,
    program: &Program,
    dir: Option<&Path>,
    replay: &dyn Fn(&sudoku_lab::grid::Grid) -> std::io::Result<sudoku_lab::judge::Verdict>,
) -> Result<ShrinkReport, Error> {
    let head = |f: &sudoku_lab::stress::Failure| {
        format!(
            "\n{}",
            messages::SHRUNK_HEAD.fill(&[&(f.index + 1), &messages::verdict(f.verdict)])
        )
    };
    let said = |text: String| ShrinkReport { text, lost: None };
    let (shrunk, trial) = match end {
        ShrinkEnd::Failed(_, e) => return Err(Error::BadInput(messages::CANNOT_RUN_SH.fill(&[&e]))),
        ShrinkEnd::Kept(failure, why) => {
            let reason = match why {
                NotShrunk::Full => messages::SHRINK_FULL.text().to_string(),
                NotShrunk::Flaky => {
                    let reruns = record.seen.get(&failure.index).and_then(|s| s.reruns.as_ref());
                    let describe = reruns.map_or(String::new(), report::describe);
                    messages::SHRINK_FLAKY.fill(&[&describe])
                }
                NotShrunk::LongSearch => {
                    // A smaller input would not be slow (no run spent; its
                    // re-runs were the only ones).
                    let cnt = thousands(crate::stress::generate::cnt(&failure.puzzle));
                    messages::SHRINK_LONG_SEARCH.fill(&[&cnt])
                }
            };
            return Ok(said(format!("{}{reason}\n", head(&failure))));
        }
        ShrinkEnd::Shrunk(shrunk, trial) => (shrunk, trial),
    };
    let mut text = format!("{}{}", head(&shrunk.failure), outcome(&shrunk, SHRINK_TIME));
    let mut lost = None;
    if let Some(trial) = trial.as_deref() {
        let kept;
        (kept, lost) = save::keep_confirmed(problem, program, trial, dir, replay)?;
        text.push_str(&report::shrunk_lines(problem, program, trial, &kept));
    }
    Ok(ShrinkReport { text, lost })
}

#[cfg(test)]
mod tests {
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;

    use sudoku_lab::grid::Cell;

    use std::time::Duration;

    use sudoku_lab::grid::Grid;
    use sudoku_lab::judge::Verdict;

    use super::*;
    use crate::stress::run::Execution;
    use crate::stress::run::judge::Trial;

    fn shrunk(found: Option<Trial>, stopped: bool) -> Shrunk {
        let failure = sudoku_lab::stress::Failure {
            index: 0,
            puzzle: trial(60).puzzle,
            verdict: Verdict::Tle,
            confirmation: None,
        };
        Shrunk {
            puzzle: found.map_or(failure.puzzle, |t| t.puzzle),
            failure,
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
            reason: crate::stress::run::judge::RunReason::Cpu {
                cpu: Duration::from_millis(10_100),
                limit: Duration::from_secs(1),
                wall: Duration::from_secs(10),
            },
            execution: Execution {
                stdout: Vec::new(),
                stderr: Vec::new(),
                status: ExitStatus::from_raw(9),
                wall: Duration::from_secs(10),
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
