//! One run of a learner's program ([`Program::run`]): `sh -c COMMAND` in a
//! process group of its own, the input on stdin, stdout kept up to
//! [`Program::output_limit`] bytes and stderr up to [`STDERR_LIMIT`] (both
//! read on threads, so a chatty program cannot block on a full pipe).
//!
//! Time is CPU time, as judges measure it: user + system time of the shell
//! and every process it waited for (from `wait4`), so a loaded machine
//! does not turn a fast program into a TLE. While the run goes on, the CPU
//! time of its process group is sampled from `/proc` (Linux) and the group
//! is killed once it is over [`Program::time_limit`]; a program that
//! sleeps or blocks is killed at the wall-clock cap,
//! [`WALL_FACTOR`] × the limit, not counting the time it waited for a CPU
//! (Linux, `/proc/PID/schedstat`: a program starved by load is not
//! sleeping), and never later than [`HARD_FACTOR`] × the limit. The whole group is killed with `SIGKILL`
//! at a limit, when stdout goes over its bound, and when the shell exits,
//! so no background child outlives its run (see [`super::reaper`] for
//! those that leave the group).

use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{ChildStderr, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use sudoku_lab::Problem;
use sudoku_lab::judge::Whitespace;

use super::{procfs, reaper};

/// The default bound on a program's stdout: 1 MiB (a right answer is 162
/// or 90 bytes).
pub const OUTPUT_LIMIT: usize = 1 << 20;

/// How much of a program's stderr is kept: 64 KiB (the rest is read and
/// dropped).
pub const STDERR_LIMIT: usize = 64 << 10;

/// The wall-clock cap is this many times the CPU time limit: a run still
/// going then (sleeping, blocked on input, starved) is killed and judged
/// TLE.
pub const WALL_FACTOR: u32 = 3;

/// A run is killed at this many times the CPU time limit of wall-clock
/// time, however long it waited for a CPU.
pub const HARD_FACTOR: u32 = 10;

/// How often the CPU time of a running group is sampled from `/proc`.
const SAMPLE_EVERY: Duration = Duration::from_millis(40);

/// A learner's solution: a shell command, its limits and how its output
/// is judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// Run as `sh -c COMMAND` in the current directory.
    pub command: String,
    /// CPU time limit of one run (user + system of the process tree).
    pub time_limit: Duration,
    /// Bound on stdout, in bytes; more is `OLE`.
    pub output_limit: usize,
    /// How whitespace in the output is judged.
    pub whitespace: Whitespace,
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
    /// CPU time, user + system, of the shell and the processes it waited
    /// for; after a kill, at least what was sampled before it.
    pub cpu: Duration,
    /// Over the time limit: CPU time over [`Program::time_limit`], or
    /// killed at the wall-clock cap.
    pub timed_out: bool,
    /// Killed at the wall-clock cap ([`Program::wall_cap`]).
    pub wall_capped: bool,
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
        libc::SIGXCPU => " (SIGXCPU)",
        _ => "",
    };
    format!("killed by signal {sig}{name}")
}

/// How a run ended, from [`Program::wait`].
struct Ended {
    status: ExitStatus,
    cpu: Duration,
    wall_capped: bool,
}

impl Program {
    /// `command` with Baekjoon's time limit for `problem` (for C, C++ and
    /// Rust; see [`super::lang`] for the others), [`OUTPUT_LIMIT`] and
    /// Baekjoon's whitespace rule.
    pub fn new(command: impl Into<String>, problem: Problem) -> Program {
        Program {
            command: command.into(),
            time_limit: problem.time_limit(),
            output_limit: OUTPUT_LIMIT,
            whitespace: Whitespace::Boj,
        }
    }

    /// The wall-clock cap: [`WALL_FACTOR`] × [`Program::time_limit`].
    pub fn wall_cap(&self) -> Duration {
        self.time_limit * WALL_FACTOR
    }

    /// Runs the command once with `input` on stdin (see the module doc).
    ///
    /// # Errors
    /// When `sh` cannot be started or waited for.
    pub fn run(&self, input: &[u8]) -> io::Result<Execution> {
        let start = Instant::now();
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(&self.command)
            .process_group(0)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = reaper::spawn_registered(&mut command)?;
        let group = child.id() as libc::pid_t;
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
        let (ended, stdout, stderr, elapsed) = thread::scope(|s| {
            let exceeded = &exceeded;
            let out = s.spawn(move || read_stdout(out_pipe, limit, exceeded, group));
            let err = s.spawn(move || read_stderr(err_pipe));
            let ended = self.wait(group, start);
            let elapsed = start.elapsed();
            // The shell is gone (or could not be waited for); whatever it
            // left behind (a background job holding stdout open) goes too,
            // so the readers reach the end of their pipes.
            reaper::kill_group(group);
            reaper::unregister(group);
            // A process that left the group (setsid) may still hold the
            // pipes: the sweep kills it once it is this process's child.
            while !(out.is_finished() && err.is_finished()) {
                if reaper::sweep() == 0 {
                    thread::sleep(Duration::from_millis(5));
                }
            }
            let stdout = out.join().expect("the stdout reader does not panic");
            let stderr = err.join().expect("the stderr reader does not panic");
            (ended, stdout, stderr, elapsed)
        });
        let ended = ended?;
        let output_exceeded = exceeded.load(Ordering::SeqCst);
        let timed_out = !output_exceeded && (ended.wall_capped || ended.cpu > self.time_limit);
        Ok(Execution {
            stdout,
            stderr,
            status: ended.status,
            elapsed,
            cpu: ended.cpu,
            timed_out,
            wall_capped: ended.wall_capped && !output_exceeded,
            output_exceeded,
        })
    }

    /// Waits for the shell (whose pid is `group`), killing its group once
    /// its sampled CPU time is over the limit or at the wall-clock cap.
    fn wait(&self, group: libc::pid_t, start: Instant) -> io::Result<Ended> {
        let mut sampled = Duration::ZERO;
        let mut queued = Duration::ZERO;
        let mut next_sample = self.time_limit / 2;
        let mut wall_capped = false;
        let mut flags = libc::WNOHANG;
        loop {
            if let Some((status, cpu)) = wait4(group, flags)? {
                return Ok(Ended {
                    status,
                    cpu: cpu.max(sampled),
                    wall_capped,
                });
            }
            let elapsed = start.elapsed();
            if elapsed >= next_sample {
                next_sample = elapsed + SAMPLE_EVERY;
                let (cpu, waited) = procfs::group_times(group).unwrap_or_default();
                (sampled, queued) = (cpu.max(sampled), waited.max(queued));
            }
            if elapsed.saturating_sub(queued) > self.wall_cap() || elapsed > self.time_limit * HARD_FACTOR {
                wall_capped = true;
            }
            if wall_capped || sampled > self.time_limit {
                reaper::kill_group(group);
                flags = 0; // the shell dies now: wait for it
                continue;
            }
            thread::sleep(Duration::from_millis(2));
        }
    }
}

/// `wait4(pid, flags)`: the exit status and the CPU time (user + system,
/// with the children it waited for) once the process has ended.
fn wait4(pid: libc::pid_t, flags: libc::c_int) -> io::Result<Option<(ExitStatus, Duration)>> {
    loop {
        let mut status = 0;
        // SAFETY: an all-zero rusage is valid; wait4 fills it and `status`.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: valid pointers to the two out-parameters.
        let r = unsafe { libc::wait4(pid, &mut status, flags, &mut usage) };
        if r == pid {
            let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
            let cpu = time(usage.ru_utime) + time(usage.ru_stime);
            return Ok(Some((ExitStatus::from_raw(status), cpu)));
        }
        if r == 0 {
            return Ok(None);
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

/// Reads stdout until it ends or goes over `limit` bytes; then sets
/// `exceeded` and kills the group.
fn read_stdout(mut pipe: ChildStdout, limit: usize, exceeded: &AtomicBool, group: libc::pid_t) -> Vec<u8> {
    let mut kept = Vec::new();
    let mut buf = [0u8; 64 << 10];
    loop {
        match pipe.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                kept.extend_from_slice(&buf[..n]);
                if kept.len() > limit {
                    exceeded.store(true, Ordering::SeqCst);
                    reaper::kill_group(group);
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
            time_limit: Duration::from_millis(ms),
            output_limit: 1000,
            ..Program::new(command, Problem::Boj2580)
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
