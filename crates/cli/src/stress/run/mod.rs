//! One run of a learner's program ([`Program::run`]) through the runner
//! crate ([`sudoku_lab_runner::run`]), under stress's limits: the
//! problem's CPU time limit for the language, the wall-clock cap
//! ([`WALL_FACTOR`] × the limit, not counting the time the run waited for
//! a CPU; never later than [`HARD_FACTOR`] × the limit), Baekjoon's memory
//! limit (each page counted once: [`crate::stress::run::memory`]), at most
//! [`PROCESS_LIMIT`] processes and threads, [`Program::output_limit`]
//! bytes of stdout and [`STDERR_LIMIT`] of stderr. The runner measures and
//! kills; this module keeps what a verdict needs ([`Execution`]).

pub(crate) mod confirm;
pub(crate) mod judge;
pub(crate) mod lang;
pub(crate) mod load;
pub(crate) mod memory;
pub(crate) mod session;
pub(crate) mod shrink;

use std::io;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use sudoku_lab::grid::Grid;
use sudoku_lab::judge::Whitespace;
use sudoku_lab::{Problem, format};
use sudoku_lab_runner::Limits;

/// The most processes and threads one run may have at once (each thread
/// counts, as in the kernel's pids controller): room for a JVM (about 20
/// threads on 2 cores, a few dozen on a large machine) and for a shell
/// pipeline, far below what takes a machine down.
pub(crate) const PROCESS_LIMIT: u64 = 256;

/// The default bound on a program's stdout: 1 MiB (a right answer is 162
/// or 90 bytes), the judge's ([`sudoku_lab::judge::OUTPUT_LIMIT`]).
pub(crate) const OUTPUT_LIMIT: usize = sudoku_lab::judge::OUTPUT_LIMIT;

/// How much of a program's stderr is kept: 64 KiB (the rest is read and
/// dropped).
pub(crate) const STDERR_LIMIT: usize = 64 << 10;

/// The wall-clock cap is this many times the CPU time limit: a run still
/// going then (sleeping, blocked on input, starved) is killed and judged
/// TLE.
pub(crate) const WALL_FACTOR: u32 = 3;

/// A run is killed at this many times the CPU time limit of wall-clock
/// time, however long it waited for a CPU.
pub(crate) const HARD_FACTOR: u32 = 10;

/// The CPU time limit of the run on the sample, at most
/// ([`Program::sample_trial`]).
pub(crate) const SAMPLE_LIMIT: Duration = Duration::from_secs(1);

/// A learner's solution: a shell command, its limits and how its output
/// is judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// Run as `sh -c COMMAND` in the current directory (the program
    /// itself, without a shell, when it is one simple command:
    /// [`sudoku_lab_runner::run`]); on Windows as
    /// `cmd /D /S /C "COMMAND"`.
    pub command: String,
    /// CPU time limit of one run (user + system of the process tree).
    pub time_limit: Duration,
    /// Bound on stdout, in bytes; more is `OLE`.
    pub output_limit: usize,
    /// Memory limit of one run, in bytes; more is `MLE`. What is held to
    /// it is the runner's peak memory of the process tree, each page
    /// counted once ([`sudoku_lab_runner::Outcome::peak_memory`]): on
    /// Linux the kernel's peak of the run's memory cgroup where stress can
    /// make one (root), else the largest sum of the processes' PSS
    /// (proportional set size: a shared page divided among the processes
    /// that share it) seen in a sample every 10 ms, and at least one
    /// process's own peak resident set; on Windows the Job Object's peak
    /// committed memory ([`crate::stress::run::memory`]).
    pub memory_limit: u64,
    /// How whitespace in the output is judged.
    pub whitespace: Whitespace,
}

/// What one run did: the runner's [`sudoku_lab_runner::Outcome`] as it
/// is, its limits [`Program::limits`]'s: stdout holds at most
/// [`Program::output_limit`] + 1 bytes, stderr [`STDERR_LIMIT`], `over_tasks`
/// says more than [`PROCESS_LIMIT`] processes and threads were tried or
/// seen, and `stop` why the runner killed the run (which limit decides the
/// verdict when more than one was passed is
/// [`crate::stress::run::judge::verdict`]'s; [`sudoku_lab_runner::Stop::Cancelled`], the
/// session's stop, is not a verdict).
pub type Execution = sudoku_lab_runner::Outcome;

/// How the run ended, in English ([`crate::messages::ended_in`] of
/// [`sudoku_lab_runner::ended`]): `exit status 3`, `exit status 139:
/// killed by signal 11 (SIGSEGV)` (a signal), `exit status 139 (128 + 11:
/// …)` (an exit status, [`sudoku_lab_runner::shell_signal`]).
pub fn describe_status(e: &Execution) -> String {
    crate::messages::ended_in(&sudoku_lab_runner::ended(e.status), crate::messages::Ui::En)
}

impl Program {
    /// `command` with Baekjoon's time and memory limits for `problem` (for
    /// C, C++ and Rust; see [`crate::stress::run::lang`] and [`crate::stress::run::memory`] for the
    /// others), [`OUTPUT_LIMIT`] and Baekjoon's whitespace rule.
    pub fn new(command: impl Into<String>, problem: Problem) -> Program {
        Program {
            command: command.into(),
            time_limit: problem.time_limit(),
            output_limit: OUTPUT_LIMIT,
            memory_limit: problem.memory_limit(),
            whitespace: Whitespace::Boj,
        }
    }

    /// The wall-clock cap: [`WALL_FACTOR`] × [`Program::time_limit`].
    pub(crate) fn wall_cap(&self) -> Duration {
        self.time_limit * WALL_FACTOR
    }

    /// The runner's limits for one run of this program.
    pub(crate) fn limits(&self) -> Limits {
        Limits {
            cpu: self.time_limit,
            wall: self.wall_cap(),
            hard_wall: self.time_limit * HARD_FACTOR,
            memory: self.memory_limit,
            tasks: PROCESS_LIMIT,
            stdout: self.output_limit,
            stderr: STDERR_LIMIT,
        }
    }

    /// Runs the command once with `input` on stdin (see the module doc).
    ///
    /// # Errors
    /// When `sh` cannot be started or waited for.
    pub fn run(&self, input: &[u8]) -> io::Result<Execution> {
        self.run_until(input, &AtomicBool::new(false))
    }

    /// [`Program::run`], killed as soon as `cancel` is set (then its
    /// `stop` is [`sudoku_lab_runner::Stop::Cancelled`]).
    ///
    /// # Errors
    /// When `sh` cannot be started or waited for.
    pub(crate) fn run_until(&self, input: &[u8], cancel: &AtomicBool) -> io::Result<Execution> {
        sudoku_lab_runner::run(&self.command, input, &self.limits(), cancel)
    }
}

impl Program {
    /// Runs the command on `puzzle`, written in `problem`'s format, and
    /// judges the run (see [`crate::stress::run::judge::verdict`]).
    ///
    /// # Errors
    /// When `sh` cannot be started.
    pub fn trial(&self, problem: Problem, puzzle: &Grid) -> io::Result<crate::stress::run::judge::Trial> {
        self.trial_until(problem, puzzle, &AtomicBool::new(false))
    }

    /// The verdict of a run on `puzzle` (a shrunk input's saved copy, run
    /// again: [`crate::stress::report::save::keep_confirmed`]).
    ///
    /// # Errors
    /// When `sh` cannot be started.
    pub(crate) fn verdict_on(&self, problem: Problem, puzzle: &Grid) -> io::Result<sudoku_lab::judge::Verdict> {
        self.trial(problem, puzzle).map(|t| t.verdict)
    }

    /// A run on the problem's sample, before any test, bounded to
    /// [`SAMPLE_LIMIT`] of CPU (three times it of wall clock): a command
    /// that cannot start fails at once; one still running is left to the
    /// tests.
    ///
    /// # Errors
    /// When `sh` cannot be started.
    pub(crate) fn sample_trial(&self, problem: Problem) -> io::Result<crate::stress::run::judge::Trial> {
        let sample = format::parse_first(problem.sample().as_bytes(), problem.format()).expect("the sample parses");
        let program = Program {
            time_limit: self.time_limit.min(SAMPLE_LIMIT),
            ..self.clone()
        };
        program.trial(problem, &sample)
    }

    /// [`Program::trial`], its run killed as soon as `cancel` is set (then
    /// its `stop` is [`sudoku_lab_runner::Stop::Cancelled`] and its verdict means nothing).
    ///
    /// # Errors
    /// When `sh` cannot be started.
    pub(crate) fn trial_until(
        &self,
        problem: Problem,
        puzzle: &Grid,
        cancel: &AtomicBool,
    ) -> io::Result<crate::stress::run::judge::Trial> {
        let input = format::write(puzzle, problem.format());
        let execution = self.run_until(input.as_bytes(), cancel)?;
        let (verdict, reason) = crate::stress::run::judge::verdict(problem, input.as_bytes(), &execution, self);
        Ok(crate::stress::run::judge::Trial {
            puzzle: *puzzle,
            verdict,
            reason,
            execution,
            confirmation: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use sudoku_lab::judge::Verdict;

    use super::*;

    #[test]
    fn the_limits_are_the_programs() {
        let mut p = Program::new("x", Problem::Boj2580);
        p.time_limit = Duration::from_millis(500);
        let l = p.limits();
        assert_eq!(
            (l.cpu, l.wall, l.hard_wall),
            (p.time_limit, p.time_limit * 3, p.time_limit * 10)
        );
        assert_eq!((l.memory, l.tasks, l.stdout), (256 << 20, PROCESS_LIMIT, OUTPUT_LIMIT));
    }

    #[test]
    fn a_run_is_measured_and_judged_by_its_limits() {
        let p = Program {
            time_limit: Duration::from_millis(200),
            output_limit: 1000,
            ..Program::new("sleep 30", Problem::Boj2580)
        };
        let e = p.run(b"").unwrap();
        assert_eq!(e.stop, Some(sudoku_lab_runner::Stop::Wall), "{e:?}");
        assert_eq!(
            crate::stress::run::judge::verdict(Problem::Boj2580, b"", &e, &p).0,
            Verdict::Tle
        );
        let yes = Program {
            command: "yes".into(),
            ..p
        };
        let e = yes.run(b"").unwrap();
        assert_eq!(e.stop, Some(sudoku_lab_runner::Stop::Output), "{e:?}");
        assert_eq!(
            crate::stress::run::judge::verdict(Problem::Boj2580, b"", &e, &yes).0,
            Verdict::Ole
        );
    }
}
