//! Stress testing: runs a learner's own solution (any language, any shell
//! command) on many legal test inputs of Baekjoon 2580 or 2239 and gives
//! Baekjoon's verdict on each, with the smallest failing input it can find.
//!
//! **One run** ([`Program::run`]): `sh -c COMMAND` in a process group of
//! its own, the input on stdin, stdout kept up to [`Program::output_limit`]
//! bytes and stderr up to [`STDERR_LIMIT`] (both read on threads, so a
//! chatty program cannot block on a full pipe). When the wall-clock time
//! limit passes or stdout goes over its bound, the whole process group is
//! killed with `SIGKILL`; it is killed too when the shell exits, so no
//! background child outlives its run.
//!
//! **The verdict** ([`Verdict`]), in this order: `OLE` (stdout over the
//! bound), `TLE` (killed at the time limit), `RE` (non-zero exit or a
//! signal), then [`judge::judge`] with [`Whitespace::Boj`]: `AC`, `WA`,
//! `PE`.
//!
//! **Inputs** are legal tests: from the generator ([`Kind`]), which keeps
//! 2580's promise for both problems, or any puzzles that pass
//! [`validate::validate`] ([`legal`]).
//!
//! **Shrinking** ([`shrink`]): the fewer blanks, the easier a failure is to
//! follow by hand, so a failing input is shrunk by filling its blanks with
//! the digits of its lexicographically smallest solution (so the expected
//! answer does not change, even for 2239) while it stays legal and the
//! program still fails with the same verdict: first all blanks at once,
//! then halves, quarters and so on down to one blank at a time, repeated
//! until no single blank can be filled. A program that fails on every
//! input (a crash, a loop) is shrunk to the full grid in one run.

use std::fs;
use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use sudoku_lab::Problem;
use sudoku_lab::format;
use sudoku_lab::generate::{self, Options};
use sudoku_lab::grid::{Cell, Grid};
use sudoku_lab::judge::{self, Whitespace};
use sudoku_lab::reference;
use sudoku_lab::search::Outcome;
use sudoku_lab::validate;

/// The default bound on a program's stdout: 1 MiB (a right answer is 162
/// or 90 bytes).
pub const OUTPUT_LIMIT: usize = 1 << 20;

/// How much of a program's stderr is kept: 64 KiB (the rest is read and
/// dropped).
pub const STDERR_LIMIT: usize = 64 << 10;

pub use sudoku_lab::judge::Verdict;

/// The position of a run's verdict in [`Verdict::RUN`] (the summary
/// table's order).
pub(crate) fn verdict_index(verdict: Verdict) -> usize {
    Verdict::RUN
        .iter()
        .position(|&v| v == verdict)
        .expect("a run's verdict")
}

/// A learner's solution: a shell command and its limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// Run as `sh -c COMMAND` in the current directory.
    pub command: String,
    /// Wall-clock time limit of one run.
    pub time_limit: Duration,
    /// Bound on stdout, in bytes; more is `OLE`.
    pub output_limit: usize,
}

/// What one run did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Execution {
    /// Stdout, at most [`Program::output_limit`] bytes (plus what one read
    /// brought beyond it when the bound was passed).
    pub stdout: Vec<u8>,
    /// Stderr, at most [`STDERR_LIMIT`] bytes.
    pub stderr: Vec<u8>,
    /// The shell's exit status (after a kill, `SIGKILL`).
    pub status: ExitStatus,
    /// Wall-clock time from spawn to exit (or to the kill).
    pub elapsed: Duration,
    /// Killed at the time limit.
    pub timed_out: bool,
    /// Killed because stdout went over its bound.
    pub output_exceeded: bool,
}

impl Execution {
    /// `exit status 3`, `exit status 139: killed by signal 11 (SIGSEGV)`, ….
    pub fn describe_status(&self) -> String {
        describe_status(self.status)
    }
}

fn describe_status(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        let hint = match code {
            127 => " (the shell could not find the command)".to_string(),
            126 => " (the shell could not execute the command)".to_string(),
            // `sh` reports a command killed by signal N as 128 + N.
            129..=192 => format!(": {}", describe_signal(code - 128)),
            _ => String::new(),
        };
        return format!("exit status {code}{hint}");
    }
    match status.signal() {
        Some(sig) => describe_signal(sig),
        None => status.to_string(),
    }
}

fn describe_signal(sig: i32) -> String {
    let name = match sig {
        libc::SIGABRT => " (SIGABRT)",
        libc::SIGBUS => " (SIGBUS)",
        libc::SIGFPE => " (SIGFPE)",
        libc::SIGKILL => " (SIGKILL)",
        libc::SIGSEGV => " (SIGSEGV)",
        libc::SIGPIPE => " (SIGPIPE)",
        libc::SIGTERM => " (SIGTERM)",
        _ => "",
    };
    format!("killed by signal {sig}{name}")
}

/// One input, one run, one verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trial {
    /// The input puzzle.
    pub puzzle: Grid,
    /// The verdict.
    pub verdict: Verdict,
    /// Why, for a person: the judge's reason, the exit status, the limit.
    pub reason: String,
    /// The run itself.
    pub execution: Execution,
}

impl Program {
    /// `command` with Baekjoon's time limit for `problem` and
    /// [`OUTPUT_LIMIT`].
    pub fn new(command: impl Into<String>, problem: Problem) -> Program {
        Program {
            command: command.into(),
            time_limit: problem.time_limit(),
            output_limit: OUTPUT_LIMIT,
        }
    }

    /// Runs the command once with `input` on stdin (see the module doc).
    ///
    /// # Errors
    /// When `sh` cannot be started or waited for.
    pub fn run(&self, input: &[u8]) -> io::Result<Execution> {
        let start = Instant::now();
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(&self.command)
            .process_group(0)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let pgid = child.id() as libc::pid_t;
        let kill_group = move || {
            // SAFETY: kill(2) with a negative pid signals the process group
            // that `process_group(0)` made for the child; it touches no memory.
            unsafe { libc::kill(-pgid, libc::SIGKILL) };
        };
        // An input is at most a few hundred bytes, less than any pipe
        // buffer, so this write cannot block; a program that does not read
        // its input is not an error (EPIPE is ignored).
        if let Some(mut stdin) = child.stdin.take() {
            let _ = stdin.write_all(input);
        }
        let exceeded = AtomicBool::new(false);
        let mut out_pipe = child.stdout.take().expect("stdout is piped");
        let mut err_pipe = child.stderr.take().expect("stderr is piped");
        let limit = self.output_limit;
        let (status, timed_out, stdout, stderr, elapsed) = thread::scope(|s| {
            let exceeded = &exceeded;
            let out = s.spawn(move || {
                let mut kept = Vec::new();
                let mut buf = [0u8; 64 << 10];
                loop {
                    match out_pipe.read(&mut buf) {
                        Ok(0) => break,
                        Ok(n) => {
                            kept.extend_from_slice(&buf[..n]);
                            if kept.len() > limit {
                                exceeded.store(true, Ordering::SeqCst);
                                kill_group();
                                break;
                            }
                        }
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                        Err(_) => break,
                    }
                }
                kept
            });
            let err = s.spawn(move || {
                let mut kept = Vec::new();
                let mut buf = [0u8; 16 << 10];
                loop {
                    match err_pipe.read(&mut buf) {
                        Ok(0) => break,
                        Ok(n) => {
                            let room = STDERR_LIMIT.saturating_sub(kept.len()).min(n);
                            kept.extend_from_slice(&buf[..room]);
                        }
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                        Err(_) => break,
                    }
                }
                kept
            });
            let mut timed_out = false;
            let waited = loop {
                match child.try_wait() {
                    Ok(Some(status)) => break Ok(status),
                    Ok(None) => {}
                    Err(e) => break Err(e),
                }
                if start.elapsed() > self.time_limit {
                    timed_out = true;
                    kill_group();
                    break child.wait();
                }
                thread::sleep(Duration::from_millis(2));
            };
            let elapsed = start.elapsed();
            // The shell is gone (or could not be waited for); whatever it
            // left behind (a background job holding stdout open) goes too,
            // so the readers reach the end of their pipes.
            kill_group();
            if waited.is_err() {
                let _ = child.wait();
            }
            let stdout = out.join().expect("the stdout reader does not panic");
            let stderr = err.join().expect("the stderr reader does not panic");
            waited.map(|status| (status, timed_out, stdout, stderr, elapsed))
        })?;
        let output_exceeded = exceeded.load(Ordering::SeqCst);
        Ok(Execution {
            stdout,
            stderr,
            status,
            elapsed,
            timed_out: timed_out && !output_exceeded,
            output_exceeded,
        })
    }

    /// Runs the command on `puzzle`, written in `problem`'s format, and
    /// judges the run (see [`verdict`]).
    ///
    /// # Errors
    /// When `sh` cannot be started.
    pub fn trial(&self, problem: Problem, puzzle: &Grid) -> io::Result<Trial> {
        let input = format::write(puzzle, problem.format());
        let execution = self.run(input.as_bytes())?;
        let (verdict, reason) = verdict(problem, input.as_bytes(), &execution, self);
        Ok(Trial {
            puzzle: *puzzle,
            verdict,
            reason,
            execution,
        })
    }
}

/// The verdict on `execution` of `program` for `input`, and why (see the
/// module doc for the order). A judge `FAIL` (an illegal input) is reported
/// as `WA` with the judge's reason; [`legal`] inputs never give one.
pub fn verdict(problem: Problem, input: &[u8], execution: &Execution, program: &Program) -> (Verdict, String) {
    if execution.output_exceeded {
        return (
            Verdict::Ole,
            format!("more than {} bytes on stdout", program.output_limit),
        );
    }
    if execution.timed_out {
        return (
            Verdict::Tle,
            format!("killed after {} ms", program.time_limit.as_millis()),
        );
    }
    if !execution.status.success() {
        return (Verdict::Re, execution.describe_status());
    }
    let v = judge::judge(problem, input, &execution.stdout, Whitespace::Boj);
    let verdict = match v.verdict {
        Verdict::Fail => Verdict::Wa,
        other => other,
    };
    (verdict, v.reason)
}

/// True when `puzzle`, written in `problem`'s format, is a legal test:
/// [`validate::validate`] accepts it (for 2580, the 12095 promise too).
pub fn legal(problem: Problem, puzzle: &Grid) -> bool {
    validate::validate(problem, format::write(puzzle, problem.format()).as_bytes()).is_ok()
}

/// Which generated inputs: every kind keeps 2580's promise (so it is legal
/// for both problems).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Kind {
    /// Legal BOJ tests with 40 to 50 blanks (`generate --boj`).
    #[default]
    Boj,
    /// Exactly one solution, 40 to 55 blanks.
    Unique,
    /// 55 to 64 blanks, so almost always several solutions (for 2239 only
    /// the smallest is accepted).
    Multi,
    /// Hill-climbed towards 12095's cap (`generate --hard`): the most
    /// backtracking a legal test can ask for.
    Hard,
}

impl Kind {
    /// The generator options for `count` puzzles from `seed`.
    pub fn options(self, count: usize, seed: u64) -> Options {
        let base = Options {
            count,
            seed,
            boj: true,
            ..Options::default()
        };
        match self {
            Kind::Boj => base,
            Kind::Unique => Options {
                unique: true,
                blanks: 40..=55,
                ..base
            },
            Kind::Multi => Options {
                blanks: 55..=64,
                ..base
            },
            Kind::Hard => Options {
                hard: generate::HARD_STEPS,
                ..base
            },
        }
    }
}

/// How a session runs.
#[derive(Clone, Debug)]
pub struct Session {
    /// The problem whose format and judge apply.
    pub problem: Problem,
    /// The program under test.
    pub program: Program,
    /// Runs at the same time (at least 1).
    pub jobs: usize,
    /// Run every input; otherwise no new run starts after the first
    /// failure (the runs already started finish).
    pub keep_going: bool,
}

/// A failing run, without its output (the `on_trial` callback of
/// [`Session::run`] sees the whole [`Trial`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// 0-based index of the input.
    pub index: usize,
    /// The input.
    pub puzzle: Grid,
    /// Not [`Verdict::Ac`].
    pub verdict: Verdict,
    /// Why.
    pub reason: String,
}

/// Counts per verdict.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Runs per verdict, indexed like [`Verdict::RUN`].
    pub counts: [usize; 6],
    /// The slowest run per verdict.
    pub slowest: [Duration; 6],
    /// The 0-based index of the first input per verdict.
    pub first: [Option<usize>; 6],
}

impl Tally {
    /// Runs with `verdict`.
    pub fn count(&self, verdict: Verdict) -> usize {
        self.counts[verdict_index(verdict)]
    }

    /// All runs.
    pub fn total(&self) -> usize {
        self.counts.iter().sum()
    }

    /// True when every run was AC.
    pub fn all_accepted(&self) -> bool {
        self.total() == self.count(Verdict::Ac)
    }

    fn add(&mut self, index: usize, verdict: Verdict, elapsed: Duration) {
        let i = verdict_index(verdict);
        self.counts[i] += 1;
        self.slowest[i] = self.slowest[i].max(elapsed);
        self.first[i] = Some(self.first[i].map_or(index, |f| f.min(index)));
    }
}

/// What [`Session::run`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Counts per verdict.
    pub tally: Tally,
    /// Every failing run, by index.
    pub failures: Vec<Failure>,
}

/// Why a session stopped early.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The generator gave up.
    #[error(transparent)]
    Generate(#[from] generate::Error),
    /// `sh` could not be started.
    #[error("cannot run sh: {0}")]
    Spawn(#[from] io::Error),
}

impl Session {
    /// Runs the program on every input with [`Session::jobs`] threads, in
    /// index order of dispatch; `on_trial(index, trial)` sees each run as
    /// it ends (from a worker thread), so it can save a failure before
    /// anything else happens.
    ///
    /// # Errors
    /// The first generator or spawn error; no new run starts after it.
    pub fn run<I>(&self, inputs: I, on_trial: &(dyn Fn(usize, &Trial) + Sync)) -> Result<Report, Error>
    where
        I: Iterator<Item = Result<Grid, generate::Error>> + Send,
    {
        struct Shared<I> {
            inputs: std::iter::Enumerate<I>,
            stop: bool,
            error: Option<Error>,
            report: Report,
        }
        let shared = Mutex::new(Shared {
            inputs: inputs.enumerate(),
            stop: false,
            error: None,
            report: Report::default(),
        });
        thread::scope(|s| {
            for _ in 0..self.jobs.max(1) {
                s.spawn(|| {
                    loop {
                        let (index, puzzle) = {
                            let mut g = shared.lock().expect("no worker panics holding the lock");
                            if g.stop {
                                return;
                            }
                            match g.inputs.next() {
                                None => return,
                                Some((i, Ok(p))) => (i, p),
                                Some((_, Err(e))) => {
                                    g.stop = true;
                                    g.error.get_or_insert(e.into());
                                    return;
                                }
                            }
                        };
                        let trial = match self.program.trial(self.problem, &puzzle) {
                            Ok(t) => t,
                            Err(e) => {
                                let mut g = shared.lock().expect("no worker panics holding the lock");
                                g.stop = true;
                                g.error.get_or_insert(e.into());
                                return;
                            }
                        };
                        on_trial(index, &trial);
                        let mut g = shared.lock().expect("no worker panics holding the lock");
                        g.report.tally.add(index, trial.verdict, trial.execution.elapsed);
                        if trial.verdict != Verdict::Ac {
                            g.report.failures.push(Failure {
                                index,
                                puzzle,
                                verdict: trial.verdict,
                                reason: trial.reason,
                            });
                            g.stop |= !self.keep_going;
                        }
                    }
                });
            }
        });
        let mut shared = shared.into_inner().expect("no worker panicked");
        if let Some(e) = shared.error {
            return Err(e);
        }
        shared.report.failures.sort_by_key(|f| f.index);
        Ok(shared.report)
    }
}

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
/// lexicographically smallest solution while the input stays [`legal`] and
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
    let Outcome::Solved(solution) = reference::solve(puzzle, reference::UNLIMITED).outcome else {
        return Ok(shrunk); // not a legal input: nothing to fill from
    };
    let mut current = *puzzle;
    let mut size = blanks_before;
    loop {
        let blanks: Vec<Cell> = Cell::all().filter(|&c| current.get(c) == 0).collect();
        if blanks.is_empty() {
            break;
        }
        size = size.clamp(1, blanks.len());
        let mut changed = false;
        for chunk in blanks.chunks(size) {
            let mut candidate = current;
            for &c in chunk {
                candidate.set(c, solution.get(c));
            }
            if !legal(problem, &candidate) {
                continue;
            }
            if start.elapsed() >= max_time {
                shrunk.stopped = true;
                return Ok(shrunk);
            }
            on_run(shrunk.runs, &current);
            shrunk.runs += 1;
            let trial = program.trial(problem, &candidate)?;
            if trial.verdict == verdict {
                current = candidate;
                shrunk.trial = Some(trial);
                changed = true;
            }
        }
        if size == 1 {
            if !changed {
                break;
            }
        } else {
            size = size.div_ceil(2);
        }
    }
    Ok(shrunk)
}

/// Saves a run under `dir/name/`: `input.txt` (what the program read),
/// `output.txt` (its stdout, as far as it was kept), `expected.txt` (the
/// reference solver's answer, the lexicographically smallest completion,
/// in the problem's format; for 2580 any valid completion is accepted),
/// `stderr.txt` and `verdict.txt` (verdict, reason, exit status, time,
/// command). Creates the directories; overwrites the files.
///
/// # Errors
/// When a directory or file cannot be written.
pub fn save(dir: &Path, name: &str, problem: Problem, program: &Program, trial: &Trial) -> io::Result<PathBuf> {
    let at = dir.join(name);
    fs::create_dir_all(&at)?;
    let fmt = problem.format();
    fs::write(at.join("input.txt"), format::write(&trial.puzzle, fmt))?;
    fs::write(at.join("output.txt"), &trial.execution.stdout)?;
    let expected = match reference::solve(&trial.puzzle, reference::UNLIMITED).outcome {
        Outcome::Solved(s) => format::write(&s, fmt),
        _ => "no solution\n".to_string(),
    };
    fs::write(at.join("expected.txt"), expected)?;
    fs::write(at.join("stderr.txt"), &trial.execution.stderr)?;
    let e = &trial.execution;
    let verdict = format!(
        "{}: {}\nproblem: {}\nblanks: {}\nstatus: {}\ntime: {} ms (limit {} ms)\ncommand: {}\n",
        trial.verdict,
        trial.reason,
        problem,
        trial.puzzle.blanks(),
        e.describe_status(),
        e.elapsed.as_millis(),
        program.time_limit.as_millis(),
        program.command,
    );
    fs::write(at.join("verdict.txt"), verdict)?;
    Ok(at)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(command: &str, ms: u64) -> Program {
        Program {
            command: command.into(),
            time_limit: Duration::from_millis(ms),
            output_limit: 1000,
        }
    }

    #[test]
    fn a_background_child_holding_stdout_is_killed_with_the_group() {
        let start = Instant::now();
        let e = program("sleep 30 & echo started", 5000).run(b"").unwrap();
        assert!(e.status.success());
        assert_eq!(e.stdout, b"started\n");
        assert!(start.elapsed() < Duration::from_secs(10), "{:?}", start.elapsed());
    }

    #[test]
    fn time_and_output_limits_kill_the_group() {
        let e = program("sleep 30; echo late", 200).run(b"").unwrap();
        assert!(e.timed_out && !e.output_exceeded && e.stdout.is_empty());
        let e = program("yes", 5000).run(b"").unwrap();
        assert!(e.output_exceeded && !e.timed_out);
        let e = program("cat; echo oops >&2; exit 3", 5000).run(b"abc").unwrap();
        assert_eq!(
            (e.stdout.as_slice(), e.stderr.as_slice()),
            (&b"abc"[..], &b"oops\n"[..])
        );
        assert_eq!(e.describe_status(), "exit status 3");
    }
}
