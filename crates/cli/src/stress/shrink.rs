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
//! TLE again in each of its [`RERUNS`](super::confirm::RERUNS) re-runs ([`confirm`]), so noise is
//! never taken for a smaller failing input. A flaky failure is not shrunk,
//! and the shrunk input is saved only when its saved copy, read back from
//! the disk, fails again.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::grid::Grid;
use sudoku_lab::judge::Verdict;
use sudoku_lab::stress::Shrinker;
use sudoku_lab::{Problem, format};

use super::confirm::confirm;
use super::report;
use super::save::save;
use super::session::Failure;
use super::spawn::Program;
use super::trial::Trial;
use crate::error::Error;
use crate::messages;
use crate::output::write_stdout;

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
/// lexicographically smallest solution while the input stays [`super::legal`] and
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

/// How long the shrinking of one failure may take: a run that still times
/// out costs a whole time limit.
const SHRINK_TIME: Duration = Duration::from_secs(60);

/// Shrinks one failure of a session with a spinner, saves the result in
/// `dir/shrunk/` (when its saved copy fails again) and prints it. A
/// failure that was TLE at first and another verdict in every re-run alone
/// is shrunk as that verdict; a flaky one is not shrunk. A shrink stopped
/// by [`SHRINK_TIME`] says so and keeps the smallest input it reached.
///
/// # Errors
/// [`Error::BadInput`] when `sh` cannot be started for a run of the
/// shrink or of its saved copy.
pub(crate) fn shrink_and_print(
    problem: Problem,
    program: &Program,
    failure: &Failure,
    dir: Option<&Path>,
) -> Result<(), Error> {
    let head = format!(
        "\n{}",
        messages::SHRUNK_HEAD.fill(&[&(failure.index + 1), &messages::verdict(failure.verdict)])
    );
    if failure.puzzle.blanks() == 0 {
        write_stdout(format!("{head}{}\n", messages::SHRINK_FULL.text()).as_bytes());
        return Ok(());
    }
    if let Some(c) = failure
        .confirmation
        .as_ref()
        .filter(|c| !report::reproduces(failure.verdict, c))
    {
        write_stdout(format!("{head}{}\n", messages::SHRINK_FLAKY.fill(&[&report::describe(c)])).as_bytes());
        return Ok(());
    }
    let shrunk = shrink_with_spinner(problem, program, failure)?;
    let mut text = format!("{head}{}", outcome(&shrunk, SHRINK_TIME));
    if let Some(trial) = &shrunk.trial {
        text.push_str(&save_confirmed(problem, program, trial, dir)?);
    }
    write_stdout(text.as_bytes());
    Ok(())
}

/// What a shrink came to, after its header: ` from 49 to 3 blanks in 25
/// runs`, then why it ended: when nothing was filled, "every blank is
/// needed" only when it ran to its end, and when its time bound `bound`
/// stopped it, that (the input kept is then the smallest it reached, not a
/// minimal one). The rest of the line, for a shrunk input, is
/// [`save_confirmed`]'s.
fn outcome(shrunk: &Shrunk, bound: Duration) -> String {
    let mut text = messages::SHRINK_RESULT.fill(&[&shrunk.blanks_before, &shrunk.blanks_after(), &shrunk.runs]);
    match (&shrunk.trial, shrunk.stopped) {
        (Some(_), true) => text.push_str(&messages::SHRINK_STOPPED.fill(&[&bound.as_secs()])),
        (Some(_), false) => {}
        (None, true) => text.push_str(messages::SHRINK_STOPPED_EMPTY.text()),
        (None, false) => text.push_str(messages::SHRINK_MINIMAL.text()),
    }
    text
}

/// Runs [`shrink`] with a spinner.
///
/// # Errors
/// [`Error::BadInput`] when `sh` cannot be started.
fn shrink_with_spinner(problem: Problem, program: &Program, failure: &Failure) -> Result<Shrunk, Error> {
    let spinner = ProgressBar::new_spinner()
        .with_style(ProgressStyle::with_template("{spinner} {msg}, {elapsed}").expect("a valid template"));
    let blanks = failure.puzzle.blanks();
    let mut on_run = |runs: usize, current: &Grid| {
        spinner.set_message(messages::SHRINKING.fill(&[
            &(failure.index + 1),
            &messages::verdict(failure.verdict),
            &blanks,
            &current.blanks(),
            &(runs + 1),
        ]));
        spinner.tick();
    };
    let shrunk = shrink(
        program,
        problem,
        &failure.puzzle,
        failure.verdict,
        SHRINK_TIME,
        &mut on_run,
    )
    .map_err(|e| Error::BadInput(messages::CANNOT_RUN_SH.fill(&[&e])))?;
    spinner.finish_and_clear();
    Ok(shrunk)
}

/// Where a shrunk input was kept.
enum Kept {
    /// In the failure's folder, `dir/shrunk/`.
    Saved(PathBuf),
    /// Nowhere (`--save` could not take it): the console shows it.
    Inline,
}

/// Saves the shrunk `trial` in `dir/shrunk/` (when there is a `dir`),
/// runs the program again on the saved `input.txt` and keeps the folder
/// only when that run fails the same way; the rest of the report line.
/// When it cannot be saved there (no folder for the run, a full disk), the
/// error goes to stderr and nothing is lost: the input is shown inline,
/// with the command that replays it (no copy is left in the temporary
/// directory).
///
/// # Errors
/// [`Error::BadInput`] when `sh` cannot be started for the run of the
/// saved copy. A copy that cannot be saved is not an error: it is said on
/// stderr and the input is shown inline.
fn save_confirmed(problem: Problem, program: &Program, trial: &Trial, dir: Option<&Path>) -> Result<String, Error> {
    let input = format::write(&trial.puzzle, problem.format());
    let kept = match dir.map(|d| save(d, "shrunk", problem, program, trial)) {
        Some(Ok(at)) => Kept::Saved(at),
        other => {
            if let (Some(Err(e)), Some(d)) = (other, dir) {
                let at = d.join("shrunk");
                let _ = std::fs::remove_dir_all(&at);
                let message = messages::CANNOT_SAVE_SHRUNK.fill(&[&at.display(), &e]);
                crate::output::stderr_line(format_args!("sudoku-lab: {}: {message}", crate::messages::ERROR.text()));
            }
            Kept::Inline
        }
    };
    let file = match &kept {
        Kept::Saved(at) => Some(at.join("input.txt")),
        Kept::Inline => None,
    };
    // The copy read back, when there is one: what the learner will run.
    let saved = file
        .as_ref()
        .map_or_else(|| Some(input.clone().into_bytes()), |f| std::fs::read(f).ok());
    let again = saved
        .and_then(|s| format::parse_first(&s, problem.format()).ok())
        .map(|p| program.trial(problem, &p))
        .transpose()
        .map_err(|e| Error::BadInput(messages::CANNOT_RUN_SH.fill(&[&e])))?;
    if again.as_ref().is_none_or(|a| a.verdict != trial.verdict) {
        match &kept {
            Kept::Saved(at) => {
                let _ = std::fs::remove_dir_all(at);
            }
            Kept::Inline => {}
        }
        let seen = again.map_or("unreadable", |a| messages::verdict(a.verdict));
        return Ok(messages::SHRINK_NOT_KEPT.fill(&[&seen]));
    }
    let confirmed = match &trial.confirmation {
        Some(c) => format!(" ({})", report::describe(c)),
        None => String::new(),
    };
    let mut text = messages::SHRINK_STILL.fill(&[
        &messages::verdict(trial.verdict),
        &confirmed,
        &super::trial::reason(&trial.reason),
    ]);
    text.push('\n');
    let replay = match &kept {
        Kept::Saved(at) => {
            text.push_str(&messages::SAVED_IN.fill(&[&at.display()]));
            report::replay(&program.command, &at.join("input.txt"))
        }
        Kept::Inline => {
            text.push_str(messages::NOT_SAVED_INLINE.text());
            report::replay_inline(&program.command, &input)
        }
    };
    text.push('\n');
    text.push_str(&messages::REPLAY.fill(&[&replay]));
    text.push('\n');
    text.push_str(&input);
    Ok(text)
}

#[cfg(test)]
mod tests {
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;

    use sudoku_lab::grid::Cell;

    use super::*;
    use crate::stress::spawn::Execution;

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
            reason: crate::stress::trial::Reason::Cpu {
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
