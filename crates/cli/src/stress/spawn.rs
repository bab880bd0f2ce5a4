//! One run of a learner's program ([`Program::run`]): `sh -c COMMAND` in a
//! process group of its own, inside the run's bound ([`super::contain`]:
//! a pids cgroup, or the watchdog), the input on stdin, stdout kept up to
//! [`Program::output_limit`] bytes and stderr up to [`STDERR_LIMIT`] (both
//! read as they come, with `poll`, on the run's one thread, so a chatty
//! program cannot block on a full pipe).
//!
//! Time is CPU time, as judges measure it: user + system time of the shell
//! and every process it waited for (from `wait4`), so a loaded machine
//! does not turn a fast program into a TLE. While the run goes on, the CPU
//! time of its process group is sampled from `/proc` (Linux) and the group
//! is killed once it is over [`Program::time_limit`]; a program that
//! sleeps or blocks is killed at the wall-clock cap,
//! [`WALL_FACTOR`] × the limit, not counting the time it waited for a CPU
//! (Linux, `/proc/PID/schedstat`: a program starved by load is not
//! sleeping), and never later than [`HARD_FACTOR`] × the limit.
//!
//! Memory is the peak resident memory of the whole process tree, as a
//! judge counts a submission ([`super::memory`]): the sum of the resident
//! sets (`/proc/PID/stat` `rss`) of the run's processes, sampled every
//! [`SAMPLE_EVERY`], and at the end at least the largest single
//! process's `ru_maxrss` (from `wait4`, which catches a peak between two
//! samples). Over [`Program::memory_limit`] the run is killed: MLE.
//!
//! The whole run (its group, its cgroup) is killed with `SIGKILL` at a
//! limit, past [`super::contain::PROCESS_LIMIT`] tasks, when stdout goes
//! over its bound, when the session stops (`stop`), and when the shell
//! exits, so no background child outlives its run; a process that left
//! the group (`setsid`) is killed with its cgroup, or without one by
//! [`super::reaper::sweep`] before the run returns.

use std::io::{self, Read, Write};
use std::os::fd::AsRawFd;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use sudoku_lab::Problem;
use sudoku_lab::judge::Whitespace;

use super::contain::{self, Bound, PROCESS_LIMIT};
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

/// How often a running group's CPU time, memory and tasks are sampled from
/// `/proc`.
pub const SAMPLE_EVERY: Duration = Duration::from_millis(10);

/// How long the pipes of a run whose shell has ended are read before they
/// are given up (every process of the run is killed by then; a process
/// that holds them still is out of reach).
const DRAIN: Duration = Duration::from_secs(2);

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
    /// Memory limit of one run, in bytes (the peak resident memory of the
    /// process tree, [`super::memory`]); more is `MLE`.
    pub memory_limit: u64,
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
    /// Peak resident memory of the process tree, in bytes (see the module
    /// doc).
    pub peak_memory: u64,
    /// Over [`Program::memory_limit`] (and killed, when seen running).
    pub memory_exceeded: bool,
    /// Tried to have more than [`PROCESS_LIMIT`] processes and threads at
    /// once (and killed).
    pub too_many_processes: bool,
    /// The most tasks (processes and threads) seen at once.
    pub peak_tasks: u64,
    /// Killed because the session stopped (`stop`): not a verdict.
    pub cancelled: bool,
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

/// Why a run was killed before its shell ended by itself.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kill {
    Time,
    WallCap,
    Output,
    Memory,
    Processes,
    Stopped,
}

/// A pipe being read: its bytes, how many to keep, whether it is open.
struct Pipe<R> {
    reader: Option<R>,
    kept: Vec<u8>,
    keep: usize,
    seen: usize,
}

impl<R: Read + AsRawFd> Pipe<R> {
    fn new(reader: R, keep: usize) -> Pipe<R> {
        // SAFETY: fcntl on a descriptor this process owns.
        unsafe {
            let fd = reader.as_raw_fd();
            let flags = libc::fcntl(fd, libc::F_GETFL);
            libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
        Pipe {
            reader: Some(reader),
            kept: Vec::new(),
            keep,
            seen: 0,
        }
    }

    /// Reads what is there without blocking; closes the pipe at its end.
    fn read_available(&mut self) {
        let Some(r) = self.reader.as_mut() else { return };
        let mut buf = [0u8; 64 << 10];
        loop {
            match r.read(&mut buf) {
                Ok(0) => {
                    self.reader = None;
                    return;
                }
                Ok(n) => {
                    self.seen += n;
                    let room = (self.keep + 1).saturating_sub(self.kept.len()).min(n);
                    self.kept.extend_from_slice(&buf[..room]);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return,
                Err(_) => {
                    self.reader = None;
                    return;
                }
            }
        }
    }

    fn fd(&self) -> Option<libc::c_int> {
        self.reader.as_ref().map(AsRawFd::as_raw_fd)
    }
}

/// Waits up to `timeout` for either pipe to have something (or end).
fn poll_pipes(fds: [Option<libc::c_int>; 2], timeout: Duration) {
    let mut polled: Vec<libc::pollfd> = fds
        .iter()
        .flatten()
        .map(|&fd| libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        })
        .collect();
    if polled.is_empty() {
        thread::sleep(timeout);
        return;
    }
    // SAFETY: a valid array of `polled.len()` pollfd structures.
    unsafe {
        libc::poll(
            polled.as_mut_ptr(),
            polled.len() as libc::nfds_t,
            timeout.as_millis() as libc::c_int,
        )
    };
}

impl Program {
    /// `command` with Baekjoon's time and memory limits for `problem` (for
    /// C, C++ and Rust; see [`super::lang`] and [`super::memory`] for the
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
    pub fn wall_cap(&self) -> Duration {
        self.time_limit * WALL_FACTOR
    }

    /// Runs the command once with `input` on stdin (see the module doc).
    ///
    /// # Errors
    /// When `sh` cannot be started or waited for.
    pub fn run(&self, input: &[u8]) -> io::Result<Execution> {
        self.run_until(input, &AtomicBool::new(false))
    }

    /// [`Program::run`], killed as soon as `stop` is set (then
    /// [`Execution::cancelled`]).
    ///
    /// # Errors
    /// When `sh` cannot be started or waited for.
    pub fn run_until(&self, input: &[u8], stop: &AtomicBool) -> io::Result<Execution> {
        let bound = Bound::new().unwrap_or_else(|_| Bound::watchdog());
        let start = Instant::now();
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(&self.command)
            .process_group(0)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(procs) = bound.procs_path() {
            // SAFETY: `contain::enter` makes only async-signal-safe calls.
            unsafe { command.pre_exec(move || contain::enter(&procs)) };
        }
        let mut child = reaper::spawn_registered(&mut command)?;
        let group = child.id() as libc::pid_t;
        // An input is at most a few hundred bytes, less than any pipe
        // buffer, so this write cannot block; a program that does not read
        // its input is not an error (EPIPE is ignored).
        if let Some(mut stdin) = child.stdin.take() {
            let _ = stdin.write_all(input);
        }
        let mut out = Pipe::new(child.stdout.take().expect("stdout is piped"), self.output_limit);
        let mut err = Pipe::new(child.stderr.take().expect("stderr is piped"), STDERR_LIMIT);
        let waited = self.wait(group, start, &bound, stop, &mut out, &mut err);
        let elapsed = start.elapsed();
        // The shell is gone (or could not be waited for): whatever it left
        // behind goes too, in its group, its cgroup or out of both.
        reaper::kill_group(group);
        bound.kill_all();
        reaper::unregister(group);
        reaper::sweep();
        let (ended, mut s) = waited?;
        let seen = bound.seen();
        drop(bound);
        out.kept.truncate(self.output_limit + 1);
        err.kept.truncate(STDERR_LIMIT);
        let output_exceeded = ended.kill == Some(Kill::Output) || out.seen > self.output_limit;
        s.peak_memory = s.peak_memory.max(ended.maxrss);
        let memory_exceeded = !output_exceeded && s.peak_memory > self.memory_limit;
        let too_many_processes = ended.kill == Some(Kill::Processes) || seen.over;
        let wall_capped = ended.kill == Some(Kill::WallCap);
        let timed_out = !output_exceeded && (wall_capped || ended.cpu > self.time_limit);
        Ok(Execution {
            stdout: out.kept,
            stderr: err.kept,
            status: ended.status,
            elapsed,
            cpu: ended.cpu,
            timed_out,
            wall_capped: wall_capped && !output_exceeded,
            output_exceeded,
            peak_memory: s.peak_memory,
            memory_exceeded,
            too_many_processes,
            peak_tasks: s.peak_tasks.max(seen.peak),
            cancelled: ended.kill == Some(Kill::Stopped),
        })
    }

    /// Waits for the shell (whose pid is `group`) while reading its pipes
    /// and sampling the run; kills the run at a limit (see [`Kill`]); once
    /// the shell has ended, reads the pipes to their end (for at most
    /// [`DRAIN`]), killing whatever still holds them.
    fn wait<O: Read + AsRawFd, E: Read + AsRawFd>(
        &self,
        group: libc::pid_t,
        start: Instant,
        bound: &Bound,
        stop: &AtomicBool,
        out: &mut Pipe<O>,
        err: &mut Pipe<E>,
    ) -> io::Result<(Ended, Peaks)> {
        let mut peaks = Peaks::default();
        let mut sampled = Duration::ZERO;
        let mut queued = Duration::ZERO;
        let mut next_sample = Duration::ZERO;
        let mut kill = None;
        let mut ended: Option<Ended> = None;
        let mut drain_until = None;
        loop {
            poll_pipes([out.fd(), err.fd()], Duration::from_millis(2));
            out.read_available();
            err.read_available();
            if let Some(e) = ended {
                let until = *drain_until.get_or_insert_with(|| Instant::now() + DRAIN);
                if (out.fd().is_none() && err.fd().is_none()) || Instant::now() > until {
                    return Ok((e, peaks));
                }
                ended = Some(e);
                // Something outside the shell holds the pipes.
                reaper::kill_group(group);
                bound.kill_all();
                reaper::sweep();
                continue;
            }
            if let Some((status, cpu, maxrss)) = wait4(group, libc::WNOHANG)? {
                reaper::kill_group(group);
                bound.kill_all();
                ended = Some(Ended {
                    status,
                    cpu: cpu.max(sampled),
                    maxrss,
                    kill,
                });
                continue;
            }
            if kill.is_none() && out.seen > self.output_limit {
                kill = Some(Kill::Output);
            }
            if kill.is_none() && stop.load(Ordering::SeqCst) {
                kill = Some(Kill::Stopped);
            }
            let elapsed = start.elapsed();
            if kill.is_none() && elapsed >= next_sample {
                next_sample = elapsed + SAMPLE_EVERY;
                let sample = match bound.members() {
                    Some(pids) => procfs::sample(&pids),
                    None => procfs::sample_group(group).unwrap_or_default(),
                };
                (sampled, queued) = (sample.cpu.max(sampled), sample.queued.max(queued));
                peaks.peak_memory = peaks.peak_memory.max(sample.rss);
                peaks.peak_tasks = peaks.peak_tasks.max(sample.tasks);
                // Processes first: a fork bomb's resident sets add up too
                // (each process's shared pages count in each).
                if sample.tasks > PROCESS_LIMIT || bound.seen().over {
                    kill = Some(Kill::Processes);
                } else if sample.rss > self.memory_limit {
                    kill = Some(Kill::Memory);
                }
                if kill.is_some() && !bound.is_cgroup() {
                    // The watchdog's run: its descendants may have left
                    // the group.
                    for pid in &sample.pids {
                        // SAFETY: kill(2) touches no memory.
                        unsafe { libc::kill(*pid, libc::SIGKILL) };
                    }
                }
            }
            if kill.is_none() {
                if elapsed.saturating_sub(queued) > self.wall_cap() || elapsed > self.time_limit * HARD_FACTOR {
                    kill = Some(Kill::WallCap);
                } else if sampled > self.time_limit {
                    kill = Some(Kill::Time);
                }
            }
            if kill.is_some() {
                reaper::kill_group(group);
                bound.kill_all();
            }
        }
    }
}

/// How a run ended, from [`Program::wait`].
struct Ended {
    status: ExitStatus,
    cpu: Duration,
    /// `ru_maxrss` of the largest process the shell waited for (or of the
    /// shell), in bytes.
    maxrss: u64,
    kill: Option<Kill>,
}

/// The most a run's samples saw at once.
#[derive(Copy, Clone, Debug, Default)]
struct Peaks {
    peak_memory: u64,
    peak_tasks: u64,
}

/// `wait4(pid, flags)`: the exit status, the CPU time (user + system,
/// with the children it waited for) and the largest `ru_maxrss` among
/// them, in bytes, once the process has ended.
fn wait4(pid: libc::pid_t, flags: libc::c_int) -> io::Result<Option<(ExitStatus, Duration, u64)>> {
    loop {
        let mut status = 0;
        // SAFETY: an all-zero rusage is valid; wait4 fills it and `status`.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: valid pointers to the two out-parameters.
        let r = unsafe { libc::wait4(pid, &mut status, flags, &mut usage) };
        if r == pid {
            let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
            let cpu = time(usage.ru_utime) + time(usage.ru_stime);
            // Linux gives ru_maxrss in kibibytes.
            let maxrss = (usage.ru_maxrss.max(0) as u64) << 10;
            return Ok(Some((ExitStatus::from_raw(status), cpu, maxrss)));
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
