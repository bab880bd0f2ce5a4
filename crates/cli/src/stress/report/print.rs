//! The one printer of `stress`: every line it writes goes out from here,
//! on stdout through `output::write_stdout` (which ends the output quietly when
//! stdout is a closed pipe, `stress … | head -1`, so that the exit code is
//! still the verdict's), and its notes and the errors that do not stop it
//! on stderr, with the progress bar and the shrink's spinner drawn around
//! them. The texts are [`super`]'s, from the catalog ([`messages`]).

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::Problem;
use sudoku_lab::grid::Grid;
use sudoku_lab::judge::Verdict;

use super::save;
use super::shrink::{SHRINK_TIME, Shrunk, outcome, shrink};
use crate::error::Error;
use crate::messages;
use crate::output::{stderr_line, write_stdout};
use crate::stress::judge::Trial;
use crate::stress::run::Program;
use crate::stress::run::session::{Failure, Session, Summary, verdict_index};

/// A note on stderr, `sudoku-lab: TEXT` (the text says what it is:
/// `note: …`, or an input file's skipped puzzles).
pub fn note(text: &str) {
    stderr_line(format_args!("sudoku-lab: {text}"));
}

/// An error that does not stop the session, on stderr: `sudoku-lab:
/// error: …` (a failure that could not be saved, a shrink that could not
/// run).
pub fn error(text: &dyn std::fmt::Display) {
    stderr_line(format_args!("sudoku-lab: {}: {text}", messages::ERROR.text()));
}

/// The progress bar of the tests, with the verdicts so far; a failure is
/// announced above it as it happens.
pub struct Progress {
    bar: ProgressBar,
    counts: Mutex<[usize; Verdict::RUN.len()]>,
}

impl Progress {
    /// A bar of `total` tests, drawn on stderr (hidden when it is not a
    /// terminal).
    pub fn new(total: usize) -> Progress {
        let style = ProgressStyle::with_template(&messages::PROGRESS.fill(&[
            &"{bar:30}",
            &"{pos}",
            &"{len}",
            &"{msg}",
            &"{elapsed}",
        ]))
        .expect("a valid template");
        Progress {
            bar: ProgressBar::new(total as u64).with_style(style),
            counts: Mutex::new([0; Verdict::RUN.len()]),
        }
    }

    /// Announces the failure of test `index` (from 0): where it was saved,
    /// or, when `saved` is an error, that error on stderr (the failure
    /// `name` in the run's folder, [`save::RunDir::intended_for`]) and its
    /// input inline. The verdict and its exit code stand either way.
    pub fn failure(&self, session: &Session, index: usize, trial: &Trial, saved: io::Result<PathBuf>, name: &Path) {
        let at = match saved {
            Ok(at) => Some(at),
            Err(e) => {
                let message = messages::CANNOT_SAVE.fill(&[&(index + 1), &name.display(), &e]);
                self.bar.suspend(|| error(&message));
                None
            }
        };
        let text = super::failure_lines(session, index, trial, at.as_deref());
        self.bar.suspend(|| write_stdout(text.as_bytes()));
    }

    /// One more test judged `verdict`.
    pub fn count(&self, verdict: Verdict) {
        let mut c = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        c[verdict_index(verdict)] += 1;
        self.bar.set_message(super::tally(&c[..]));
        self.bar.inc(1);
    }

    /// Clears the bar (the summary follows).
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// Prints the failure on the sample ([`super::sample_lines`]); when it
/// could not be saved (`saved` an error), says so on stderr first, naming
/// where it would have gone (`name`).
pub fn sample_failure(session: &Session, trial: &Trial, saved: io::Result<PathBuf>, name: &Path) {
    let at = match saved {
        Ok(at) => Some(at),
        Err(e) => {
            error(&messages::CANNOT_SAVE.fill(&[&"sample", &name.display(), &e]));
            None
        }
    };
    write_stdout(super::sample_lines(session, trial, at.as_deref()).as_bytes());
}

/// Shrinks one failure of a session with a spinner, keeps the result in
/// `dir/shrunk/` when its saved copy fails again ([`save::keep_confirmed`])
/// and prints it. A failure that was TLE at first and another verdict in
/// every re-run alone is shrunk as that verdict; a flaky one is not
/// shrunk. A shrink stopped by [`SHRINK_TIME`] says so and keeps the
/// smallest input it reached.
///
/// # Errors
/// [`Error::BadInput`] when `sh` cannot be started for a run of the
/// shrink or of its saved copy.
pub fn shrunk(problem: Problem, program: &Program, failure: &Failure, dir: Option<&Path>) -> Result<(), Error> {
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
        .filter(|c| !super::reproduces(failure.verdict, c))
    {
        write_stdout(format!("{head}{}\n", messages::SHRINK_FLAKY.fill(&[&super::describe(c)])).as_bytes());
        return Ok(());
    }
    let shrunk = shrink_with_spinner(problem, program, failure)?;
    let mut text = format!("{head}{}", outcome(&shrunk, SHRINK_TIME));
    if let Some(trial) = &shrunk.trial {
        let (kept, lost) = save::keep_confirmed(problem, program, trial, dir)?;
        if let Some(lost) = lost {
            error(&lost);
        }
        text.push_str(&super::shrunk_lines(problem, program, trial, &kept));
    }
    write_stdout(text.as_bytes());
    Ok(())
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

/// Prints the closing lines ([`super::closing`]).
pub fn closing(summary: &Summary, session: &Session, notes: (&str, &str), total: usize, source: &str) {
    write_stdout(super::closing(summary, session, notes, total, source).as_bytes());
}
