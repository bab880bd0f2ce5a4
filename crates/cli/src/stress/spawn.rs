//! One run of a learner's program ([`Program::run`]): `sh -c COMMAND` in a
//! process group of its own, the input on stdin, stdout kept up to
//! [`Program::output_limit`] bytes and stderr up to [`STDERR_LIMIT`] (both
//! read on threads, so a chatty program cannot block on a full pipe). When
//! the wall-clock time limit passes or stdout goes over its bound, the
//! whole process group is killed with `SIGKILL`; it is killed too when the
//! shell exits, so no background child outlives its run.

use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, ChildStderr, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use sudoku_lab::Problem;

/// The default bound on a program's stdout: 1 MiB (a right answer is 162
/// or 90 bytes).
pub const OUTPUT_LIMIT: usize = 1 << 20;

/// How much of a program's stderr is kept: 64 KiB (the rest is read and
/// dropped).
pub const STDERR_LIMIT: usize = 64 << 10;

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
        let group = Group(child.id() as libc::pid_t);
        // An input is at most a few hundred bytes, less than any pipe
        // buffer, so this write cannot block; a program that does not read
        // its input is not an error (EPIPE is ignored).
        if let Some(mut stdin) = child.stdin.take() {
            let _ = stdin.write_all(input);
        }
        let exceeded = AtomicBool::new(false);
        let out_pipe = child.stdout.take().expect("stdout is piped");
        let err_pipe = child.stderr.take().expect("stderr is piped");
        let limit = self.output_limit;
        let (status, timed_out, stdout, stderr, elapsed) = thread::scope(|s| {
            let exceeded = &exceeded;
            let out = s.spawn(move || read_stdout(out_pipe, limit, exceeded, group));
            let err = s.spawn(move || read_stderr(err_pipe));
            let (waited, timed_out) = self.wait(&mut child, start, group);
            let elapsed = start.elapsed();
            // The shell is gone (or could not be waited for); whatever it
            // left behind (a background job holding stdout open) goes too,
            // so the readers reach the end of their pipes.
            group.kill();
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

    /// Waits for the shell, killing its group at the time limit: its
    /// status, and whether it was killed for time.
    fn wait(&self, child: &mut Child, start: Instant, group: Group) -> (io::Result<ExitStatus>, bool) {
        loop {
            match child.try_wait() {
                Ok(Some(status)) => return (Ok(status), false),
                Ok(None) => {}
                Err(e) => return (Err(e), false),
            }
            if start.elapsed() > self.time_limit {
                group.kill();
                return (child.wait(), true);
            }
            thread::sleep(Duration::from_millis(2));
        }
    }
}

/// The process group `process_group(0)` made for a child: its id is the
/// child's pid.
#[derive(Copy, Clone)]
struct Group(libc::pid_t);

impl Group {
    /// Sends `SIGKILL` to every process of the group.
    fn kill(self) {
        // SAFETY: kill(2) with a negative pid signals the process group
        // that `process_group(0)` made for the child; it touches no memory.
        unsafe { libc::kill(-self.0, libc::SIGKILL) };
    }
}

/// Reads stdout until it ends or goes over `limit` bytes; then sets
/// `exceeded` and kills the group.
fn read_stdout(mut pipe: ChildStdout, limit: usize, exceeded: &AtomicBool, group: Group) -> Vec<u8> {
    let mut kept = Vec::new();
    let mut buf = [0u8; 64 << 10];
    loop {
        match pipe.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                kept.extend_from_slice(&buf[..n]);
                if kept.len() > limit {
                    exceeded.store(true, Ordering::SeqCst);
                    group.kill();
                    break;
                }
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    kept
}

/// Reads stderr to its end, keeping the first [`STDERR_LIMIT`] bytes.
fn read_stderr(mut pipe: ChildStderr) -> Vec<u8> {
    let mut kept = Vec::new();
    let mut buf = [0u8; 16 << 10];
    loop {
        match pipe.read(&mut buf) {
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
