//! A trial: one input, one run, one verdict. The verdict is given in this
//! order: `OLE` (stdout over the bound), `RE` "too many processes" (past
//! [`super::spawn::PROCESS_LIMIT`] processes and threads at once), `MLE`
//! (peak memory over the limit), `TLE` (CPU time over the limit, or
//! killed at the wall-clock cap), `RE` (non-zero exit or a signal), then
//! [`judge::judge`] with the program's [`Program::whitespace`]: `AC`, `WA`,
//! `PE` ([`sudoku_lab::stress::judge_output`], the library's, which the
//! book's page calls too).

use std::io;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use sudoku_lab::grid::Grid;
use sudoku_lab::judge::{self, Verdict};
use sudoku_lab::{Problem, format};

use super::confirm::Confirmation;
use super::spawn::{Execution, PROCESS_LIMIT, Program};

/// Why a run got its verdict, typed: the judge's reason, or the limit the
/// run went over, or how it ended. The console says it in its language
/// ([`crate::messages::reason`], an exhaustive match: a reason without
/// its Korean does not compile).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// AC, WA or PE: the judge's reason.
    Judge(judge::Reason),
    /// OLE: more than `limit` bytes on stdout.
    OutputLimit {
        /// The bound on stdout, in bytes.
        limit: usize,
    },
    /// RE: more than `limit` processes and threads at once.
    TooManyProcesses {
        /// [`PROCESS_LIMIT`].
        limit: u64,
    },
    /// MLE: the peak memory (each page counted once) over the limit.
    Memory {
        /// The run's peak, in bytes.
        peak: u64,
        /// The limit, in bytes.
        limit: u64,
        /// The run's CPU time.
        cpu: Duration,
    },
    /// MLE on Windows: the job refused an allocation past the limit, so
    /// the peak (committed memory) stayed under it.
    MemoryRefused {
        /// The run's peak, in bytes.
        peak: u64,
        /// The limit, in bytes.
        limit: u64,
        /// The run's CPU time.
        cpu: Duration,
    },
    /// TLE: CPU time over the limit.
    Cpu {
        /// The run's CPU time.
        cpu: Duration,
        /// The limit.
        limit: Duration,
        /// The run's wall-clock time.
        wall: Duration,
    },
    /// TLE: still running at the wall-clock cap (sleeping or blocked).
    WallCap {
        /// The cap.
        cap: Duration,
        /// The run's CPU time.
        cpu: Duration,
        /// The CPU time limit.
        limit: Duration,
    },
    /// RE: a non-zero exit status or a signal, as the runner describes it
    /// (`exit status 139: killed by signal 11 (SIGSEGV)`).
    Status(sudoku_lab_runner::Ended),
}

impl std::fmt::Display for Reason {
    /// The reason in English ([`crate::messages::reason_in`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::messages::reason_in(self, crate::messages::Ui::En))
    }
}

/// One input, one run, one verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trial {
    /// The input puzzle.
    pub puzzle: Grid,
    /// The verdict.
    pub verdict: Verdict,
    /// Why: the judge's reason, the exit status, the limit.
    pub reason: Reason,
    /// The run itself.
    pub execution: Execution,
    /// For a run that was TLE first: its re-runs alone
    /// ([`super::confirm::confirm`]).
    pub confirmation: Option<Confirmation>,
}

impl Program {
    /// Runs the command on `puzzle`, written in `problem`'s format, and
    /// judges the run (see [`verdict`]).
    ///
    /// # Errors
    /// When `sh` cannot be started.
    pub fn trial(&self, problem: Problem, puzzle: &Grid) -> io::Result<Trial> {
        self.trial_until(problem, puzzle, &AtomicBool::new(false))
    }

    /// [`Program::trial`], its run killed as soon as `stop` is set (then
    /// its [`Execution::cancelled`] is true and its verdict means nothing).
    ///
    /// # Errors
    /// When `sh` cannot be started.
    pub fn trial_until(&self, problem: Problem, puzzle: &Grid, stop: &AtomicBool) -> io::Result<Trial> {
        let input = format::write(puzzle, problem.format());
        let execution = self.run_until(input.as_bytes(), stop)?;
        let (verdict, reason) = verdict(problem, input.as_bytes(), &execution, self);
        Ok(Trial {
            puzzle: *puzzle,
            verdict,
            reason,
            execution,
            confirmation: None,
        })
    }
}

/// The verdict on `execution` of `program` for `input`, and why (see the
/// module doc for the order). A judge `FAIL` (an illegal input) is reported
/// as `WA` with the judge's reason; [`legal`] inputs never give one.
pub fn verdict(problem: Problem, input: &[u8], execution: &Execution, program: &Program) -> (Verdict, Reason) {
    if execution.output_exceeded {
        return (
            Verdict::Ole,
            Reason::OutputLimit {
                limit: program.output_limit,
            },
        );
    }
    if execution.too_many_processes {
        return (Verdict::Re, Reason::TooManyProcesses { limit: PROCESS_LIMIT });
    }
    if execution.memory_exceeded && execution.peak_memory <= program.memory_limit {
        // Windows: the job refused the allocation that would have passed
        // the limit, so the peak never went over it.
        return (
            Verdict::Mle,
            Reason::MemoryRefused {
                peak: execution.peak_memory,
                limit: program.memory_limit,
                cpu: execution.cpu,
            },
        );
    }
    if execution.memory_exceeded {
        return (
            Verdict::Mle,
            Reason::Memory {
                peak: execution.peak_memory,
                limit: program.memory_limit,
                cpu: execution.cpu,
            },
        );
    }
    if execution.timed_out {
        return (Verdict::Tle, tle_reason(execution, program));
    }
    if !execution.status.success() {
        return (Verdict::Re, Reason::Status(execution.ended()));
    }
    let (verdict, reason) = sudoku_lab::stress::judge_output(problem, input, &execution.stdout, program.whitespace);
    (verdict, Reason::Judge(reason))
}

/// When a failed `trial`'s fork or thread was refused by a limit outside
/// stress ([`Execution::outer_limit`]): the message that stops the session
/// (exit 2), naming the limit, with `test` the test's number (`None` for
/// the sample, which runs alone) and `jobs` the runs that went at once:
/// `--jobs 1` is advised only when it would change something.
pub fn outer_limit(test: Option<usize>, trial: &Trial, jobs: usize) -> Option<String> {
    use crate::messages::{OUTER_LIMIT, OUTER_LIMIT_RAISE, OUTER_LIMIT_RAISE_OR_ONE_JOB, OUTER_LIMIT_SAMPLE};
    let limit = crate::messages::outer_limit(trial.execution.outer_limit.as_ref()?);
    let advice = match (test, jobs) {
        (Some(_), 2..) => OUTER_LIMIT_RAISE_OR_ONE_JOB,
        _ => OUTER_LIMIT_RAISE,
    };
    (trial.verdict != Verdict::Ac).then(|| {
        let what = match test {
            Some(n) => OUTER_LIMIT.fill(&[&n, &limit, &PROCESS_LIMIT]),
            None => OUTER_LIMIT_SAMPLE.fill(&[&limit, &PROCESS_LIMIT]),
        };
        format!("{what} {}", advice.text())
    })
}

pub use sudoku_lab::stress::legal;

/// Why a run is TLE: `CPU 1.23 s over the 1 s limit (wall 1.30 s)`, or
/// killed at the wall-clock cap.
fn tle_reason(e: &Execution, program: &Program) -> Reason {
    if e.wall_capped && e.cpu <= program.time_limit {
        Reason::WallCap {
            cap: program.wall_cap(),
            cpu: e.cpu,
            limit: program.time_limit,
        }
    } else {
        Reason::Cpu {
            cpu: e.cpu,
            limit: program.time_limit,
            wall: e.elapsed,
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;
    use std::time::Duration;

    use super::*;

    /// An RE whose fork a limit outside stress refused.
    fn refused() -> Trial {
        Trial {
            puzzle: Grid::EMPTY,
            verdict: Verdict::Re,
            reason: Reason::Status(sudoku_lab_runner::Ended::Code(1)),
            execution: Execution {
                stdout: Vec::new(),
                stderr: Vec::new(),
                status: ExitStatus::from_raw(1 << 8),
                elapsed: Duration::from_millis(5),
                cpu: Duration::from_millis(5),
                timed_out: false,
                wall_capped: false,
                output_exceeded: false,
                peak_memory: 0,
                memory_exceeded: false,
                too_many_processes: false,
                peak_tasks: 40,
                cancelled: false,
                outer_limit: Some(sudoku_lab_runner::OuterLimit::PidsCgroup {
                    max: "40".into(),
                    path: "/x".into(),
                }),
            },
            confirmation: None,
        }
    }

    /// Issue 42: `--jobs 1` is advised only when more than one run went at
    /// once; the sample runs alone.
    #[test]
    fn one_job_is_advised_only_when_several_ran() {
        let trial = refused();
        let several = outer_limit(Some(3), &trial, 2).unwrap();
        assert!(several.starts_with("test 3: "), "{several}");
        assert!(several.ends_with("Raise that limit or use --jobs 1."), "{several}");
        for text in [
            outer_limit(Some(3), &trial, 1).unwrap(),
            outer_limit(None, &trial, 1).unwrap(),
            outer_limit(None, &trial, 4).unwrap(),
        ] {
            assert!(text.ends_with("Raise that limit."), "{text}");
            assert!(!text.contains("--jobs"), "{text}");
        }
        let accepted = Trial {
            verdict: Verdict::Ac,
            ..refused()
        };
        assert_eq!(outer_limit(Some(3), &accepted, 2), None);
    }
}
