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
use sudoku_lab::grid::Grid;
use sudoku_lab::judge::Verdict;

use super::shrink::ShrinkReport;
use crate::messages;
use crate::output::{stderr_line, write_stdout};
use crate::stress::run::judge::Trial;
use crate::stress::run::session::{Executor, Record, verdict_index};
use sudoku_lab::stress::Failure;

/// A note on stderr, `sudoku-lab: TEXT` (the text says what it is:
/// `note: …`, or an input file's skipped puzzles).
pub(crate) fn note(text: &str) {
    stderr_line(format_args!("sudoku-lab: {text}"));
}

/// An error that does not stop the session, on stderr: `sudoku-lab:
/// error: …` (a failure that could not be saved, a shrink that could not
/// run).
pub(crate) fn error(text: &dyn std::fmt::Display) {
    stderr_line(format_args!("sudoku-lab: {}: {text}", messages::ERROR.text()));
}

/// The progress bar of the tests, with the verdicts so far; a failure is
/// announced above it as it happens.
pub(crate) struct Progress {
    bar: ProgressBar,
    counts: Mutex<[usize; Verdict::RUN.len()]>,
}

impl Progress {
    /// A bar of `total` tests, drawn on stderr (hidden when it is not a
    /// terminal).
    pub(crate) fn new(total: usize) -> Progress {
        let style = ProgressStyle::with_template(&messages::PROGRESS.fill_named(&[
            ("bar", &"{bar:30}"),
            ("pos", &"{pos}"),
            ("len", &"{len}"),
            ("msg", &"{msg}"),
            ("elapsed", &"{elapsed}"),
        ]))
        .expect("a valid template");
        Progress {
            bar: ProgressBar::new(total as u64).with_style(style),
            counts: Mutex::new([0; Verdict::RUN.len()]),
        }
    }

    /// Announces the failure of test `index` (from 0): where it was saved,
    /// or, when `saved` is an error, that error on stderr (the failure
    /// `name` in the run's folder, [`super::save::RunDir::intended_for`]) and its
    /// input inline. The verdict and its exit code stand either way.
    pub(crate) fn failure(
        &self,
        session: &Executor,
        index: usize,
        trial: &Trial,
        saved: io::Result<PathBuf>,
        name: &Path,
    ) {
        let at = match saved {
            Ok(at) => Some(at),
            Err(e) => {
                let message = messages::CANNOT_SAVE.fill_named(&[
                    ("test", &(index + 1)),
                    ("folder", &name.display()),
                    ("why", &e),
                ]);
                self.bar.suspend(|| error(&message));
                None
            }
        };
        let text = super::failure_lines(session, index, trial, at.as_deref());
        self.bar.suspend(|| write_stdout(text.as_bytes()));
    }

    /// One more test judged `verdict`.
    pub(crate) fn count(&self, verdict: Verdict) {
        let mut c = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        c[verdict_index(verdict)] += 1;
        self.bar.set_message(super::tally(&c[..]));
        self.bar.inc(1);
    }

    /// Clears the bar (the summary follows).
    pub(crate) fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// Prints the failure on the sample ([`super::sample_lines`]); when it
/// could not be saved (`saved` an error), says so on stderr first, naming
/// where it would have gone (`name`).
pub(crate) fn sample_failure(session: &Executor, trial: &Trial, saved: io::Result<PathBuf>, name: &Path) {
    let at = match saved {
        Ok(at) => Some(at),
        Err(e) => {
            error(&messages::CANNOT_SAVE.fill_named(&[("test", &"sample"), ("folder", &name.display()), ("why", &e)]));
            None
        }
    };
    write_stdout(super::sample_lines(session, trial, at.as_deref()).as_bytes());
}

/// The spinner of one failure's shrink: what it is at, and its runs.
pub(crate) struct Spinner {
    bar: ProgressBar,
    index: usize,
    verdict: Verdict,
    blanks: usize,
}

impl Spinner {
    /// A spinner for the shrink of `failure`, drawn on stderr (hidden when
    /// it is not a terminal).
    pub(crate) fn new(failure: &Failure) -> Spinner {
        let bar = ProgressBar::new_spinner()
            .with_style(ProgressStyle::with_template("{spinner} {msg}, {elapsed}").expect("a valid template"));
        Spinner {
            bar,
            index: failure.index,
            verdict: failure.verdict,
            blanks: failure.puzzle.blanks(),
        }
    }

    /// Before run `runs` (from 0) of the shrink, at `current`.
    pub(crate) fn run(&self, runs: usize, current: &Grid) {
        self.bar.set_message(messages::SHRINKING.fill_named(&[
            ("test", &(self.index + 1)),
            ("verdict", &messages::verdict(self.verdict)),
            ("from", &self.blanks),
            ("to", &current.blanks()),
            ("run", &(runs + 1)),
        ]));
        self.bar.tick();
    }

    /// Clears the spinner (the shrink's lines follow).
    pub(crate) fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// The bar of `--inputs`'s validation, drawn on stderr (hidden when it
/// is not a terminal): each puzzle is checked against the promise before
/// it is a test, up to 0.2 s for one near the cap.
pub(crate) struct Checking {
    bar: ProgressBar,
}

impl Default for Checking {
    fn default() -> Checking {
        Checking::new()
    }
}

impl Checking {
    /// A bar with no length yet.
    pub(crate) fn new() -> Checking {
        let bar = ProgressBar::new(0)
            .with_style(ProgressStyle::with_template("{bar:30} {msg}, {elapsed}").expect("a valid template"));
        Checking { bar }
    }

    /// After `checked` of `of` puzzles, `legal` of them legal.
    pub(crate) fn at(&self, checked: usize, of: usize, legal: usize) {
        self.bar.set_length(of as u64);
        self.bar.set_position(checked as u64);
        self.bar.set_message(messages::CHECKING_INPUTS.fill_named(&[
            ("checked", &checked),
            ("puzzles", &of),
            ("legal", &legal),
        ]));
    }

    /// Clears the bar (the tests' bar follows).
    pub(crate) fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// Prints what came of one failure's shrink ([`ShrinkReport`]): a save
/// that failed on stderr first, then its lines.
pub(crate) fn shrunk(report: &ShrinkReport) {
    if let Some(lost) = &report.lost {
        error(lost);
    }
    write_stdout(report.text.as_bytes());
}

/// Prints the closing lines ([`super::closing`]).
pub(crate) fn closing(record: &Record, session: &Executor, notes: (&str, &str), total: usize, source: &str) {
    write_stdout(super::closing(record, session, notes, total, source).as_bytes());
}
