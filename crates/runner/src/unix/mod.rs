//! The Unix runner, shared by Linux and macOS: `sh -c COMMAND` (or, for a
//! simple command line ([`exec_line`]), the program itself, as the shell
//! would `exec` it, without a shell started first: [`start`]) in a
//! process group of its own, inside the run's bound, the input on stdin,
//! stdout and stderr read as they come (with `poll`, on the run's one
//! thread, so a chatty program cannot block on a full pipe); the run loop
//! and its limits (CPU time, wall-clock time not counting the time waited
//! for a CPU, the hard cap, output, the caller's cancel flag), the kill order,
//! `wait4` with its rusage, the signal thread ([`signal_thread`]), the
//! resource limits a run inherits ([`lift`]) and what a sample at the user's
//! `RLIMIT_NPROC` means ([`nproc_verdict`]).
//!
//! **The seam.** What differs is how a running tree is seen and bounded,
//! and each platform's module (`os`: [`linux`] or `macos`, as std's
//! `sys/unix` has its `os/` modules) gives the run loop one type, `os::Run`,
//! with five calls:
//!
//! - `Run::start(command, limits)`: spawn the command in its process group,
//!   inside its bound (and say when it was spawned: the run's wall clock
//!   starts there, not while the bound was made) (Linux: its cgroup or `RLIMIT_NPROC`, a subreaper's
//!   registry and the janitor; macOS: `RLIMIT_NPROC` soft and hard);
//! - `Run::sample(limits, shell, peaks)`: **list the run's processes and
//!   sample their CPU and memory** (Linux: `/proc` and a memory cgroup;
//!   macOS: `libproc`), keep the peaks, and say which limit on tasks or
//!   memory the run is over;
//! - `Run::kill()`: **kill what belongs to the run** (its group, its
//!   cgroup, the processes a sample found outside its group);
//! - `Run::sweep()`: kill what escaped runs that are over (Linux: the
//!   subreaper's adopted children; macOS: nothing it can reach);
//! - `Run::finish(peaks, killed)`: kill, reap the leader with `wait4` and
//!   read what the bound saw ([`Finished`]); `killed`: a limit of the run's
//!   own (or the caller) ended it.
//!
//! **Ending.** The leader's exit is seen without reaping it ([`ended`]:
//! `waitid` with `WNOWAIT`); then what belongs to the run is killed, the
//! pipes read to their end (for at most [`DRAIN`]), and only then is the
//! leader reaped, so no pid of the run (the group's id is the leader's)
//! can be reused while it is signalled.

#[cfg(target_os = "linux")]
pub(crate) mod linux;
#[cfg(target_os = "linux")]
use linux as os;

#[cfg(target_os = "macos")]
mod macos;
#[cfg(target_os = "macos")]
use macos as os;

// The macOS module's arithmetic (no system call in it) is tested on Linux
// too, so a change to it is tested on every push.
#[cfg(all(test, not(target_os = "macos")))]
#[path = "macos/pure.rs"]
mod macos_pure;

use std::io::{self, Read, Write};
use std::os::fd::AsFd;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rustix::event::{PollFd, PollFlags};
use rustix::fs::OFlags;
use rustix::process::{Resource as R, Rlimit};

use crate::{Limits, Outcome, OuterLimit, Stop};

pub use os::{containment, drain_all, environment, guard};

/// How often a running group's CPU time, memory and tasks are sampled.
pub const SAMPLE_EVERY: Duration = Duration::from_millis(10);

/// How long the pipes of a run whose leader has ended are read before they
/// are given up (every process of the run is killed by then; a process
/// that holds them still is out of reach).
const DRAIN: Duration = Duration::from_secs(2);

/// Whether descriptor 1 was closed at start, noted by
/// [`note_closed_stdout`] before Rust's runtime starts.
static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

/// Notes [`CLOSED_AT_START`]; run by the loader before `main` (and before
/// Rust's runtime): from `.init_array` on Linux, `__mod_init_func` on
/// macOS.
extern "C" fn note_closed_stdout() {
    // SAFETY: F_GETFD only reads the flags of a descriptor number; no
    // memory is passed. (rustix's `fcntl_getfd` needs a borrowed fd, which
    // a closed descriptor cannot be.)
    if unsafe { libc::fcntl(1, libc::F_GETFD) } == -1 {
        CLOSED_AT_START.store(true, Ordering::SeqCst);
    }
}

/// The loader runs every function of this section before `main`.
#[used]
#[cfg_attr(target_os = "linux", unsafe(link_section = ".init_array"))]
#[cfg_attr(target_os = "macos", unsafe(link_section = "__DATA,__mod_init_func"))]
static NOTE_CLOSED_STDOUT: extern "C" fn() = note_closed_stdout;

pub fn stdout_closed_at_start() -> bool {
    // Read the noting function's pointer, so that the linker keeps it.
    // SAFETY: a read of an initialised static.
    let _ = unsafe { std::ptr::read_volatile(&raw const NOTE_CLOSED_STDOUT) };
    CLOSED_AT_START.load(Ordering::SeqCst)
}

/// A pipe being read: its bytes, how many to keep, whether it is open.
struct Pipe<R> {
    reader: Option<R>,
    kept: Vec<u8>,
    keep: usize,
    seen: usize,
}

impl<R: Read + AsFd> Pipe<R> {
    fn new(reader: R, keep: usize) -> io::Result<Pipe<R>> {
        let flags = rustix::fs::fcntl_getfl(&reader)?;
        rustix::fs::fcntl_setfl(&reader, flags | OFlags::NONBLOCK)?;
        Ok(Pipe {
            reader: Some(reader),
            kept: Vec::new(),
            keep,
            seen: 0,
        })
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

    fn is_open(&self) -> bool {
        self.reader.is_some()
    }
}

/// The run's input, written as its pipe takes it (without blocking, from
/// the watch loop), then closed; a program that does not read it all is
/// not an error (`EPIPE` ends the writing).
struct Feed<'a> {
    writer: Option<std::fs::File>,
    rest: &'a [u8],
}

impl<'a> Feed<'a> {
    fn new(writer: std::fs::File, input: &'a [u8]) -> Feed<'a> {
        let nonblocking = rustix::fs::fcntl_getfl(&writer)
            .and_then(|flags| rustix::fs::fcntl_setfl(&writer, flags | OFlags::NONBLOCK))
            .is_ok();
        let mut feed = Feed {
            writer: Some(writer),
            rest: input,
        };
        if !nonblocking {
            // Cannot happen on a pipe; written at once rather than never.
            if let Some(w) = feed.writer.as_mut() {
                let _ = w.write_all(input);
            }
            feed.writer = None;
        }
        feed.write_available();
        feed
    }

    /// Writes what the pipe takes now; closes it when all is written or
    /// the program closed its end.
    fn write_available(&mut self) {
        let Some(w) = self.writer.as_mut() else { return };
        while !self.rest.is_empty() {
            match w.write(self.rest) {
                Ok(0) => break,
                Ok(n) => self.rest = &self.rest[n..],
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return,
                Err(_) => break,
            }
        }
        self.writer = None;
    }
}

/// Waits up to `timeout` for either pipe to have something (or end), the
/// input's pipe to take more, or the leader to end (`exited`: a pidfd,
/// readable once it has ended, where the system has one; else the loop
/// finds its end at the next wake, at most `timeout` late).
fn poll_pipes<A: Read + AsFd, B: Read + AsFd>(
    input: &Feed<'_>,
    a: &Pipe<A>,
    b: &Pipe<B>,
    exited: Option<std::os::fd::BorrowedFd<'_>>,
    timeout: Duration,
) {
    let mut fds: Vec<PollFd<'_>> = [
        a.reader.as_ref().map(|r| r.as_fd()),
        b.reader.as_ref().map(|r| r.as_fd()),
        exited,
    ]
    .into_iter()
    .flatten()
    .map(|fd| PollFd::from_borrowed_fd(fd, PollFlags::IN))
    .collect();
    if let Some(w) = input.writer.as_ref() {
        fds.push(PollFd::from_borrowed_fd(w.as_fd(), PollFlags::OUT));
    }
    if fds.is_empty() {
        std::thread::sleep(timeout);
        return;
    }
    let timeout = rustix::event::Timespec::try_from(timeout).ok();
    let _ = rustix::event::poll(&mut fds, timeout.as_ref());
}

/// The most a run's samples saw at once.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Peaks {
    /// Bytes of memory, each page once.
    pub memory: u64,
    /// Tasks (processes and threads).
    pub tasks: u64,
    /// A sample found the user at the run's `RLIMIT_NPROC`.
    pub at_nproc: bool,
}

/// One sample of a run, as the run loop uses it ([`os::Run::sample`]
/// keeps the peaks itself).
#[derive(Clone, Debug, Default)]
pub(crate) struct Sampled {
    /// CPU time so far, user + system, of the run's processes and the
    /// children they waited for.
    pub cpu: Duration,
    /// What each task (thread) says of its time on and waiting for a CPU
    /// (Linux; empty where the system does not say).
    pub queued: Vec<Waited>,
    /// The limit on tasks or memory the run is over.
    pub stop: Option<Stop>,
}

/// What the end of a run says ([`os::Run::finish`]).
#[derive(Clone, Debug)]
pub(crate) struct Finished {
    /// The leader's exit status.
    pub status: ExitStatus,
    /// CPU time of the leader and every process it waited for (`wait4`).
    pub cpu: Duration,
    /// The largest resident set of one process (`ru_maxrss`), in bytes.
    pub maxrss: u64,
    /// The kernel's peak of the run's memory (a memory cgroup), or 0.
    pub memory_peak: u64,
    /// The most tasks the bound saw (a cgroup's `pids.peak`), or 0.
    pub peak_tasks: u64,
    /// The run tried to have more than its tasks.
    pub over: bool,
    /// A limit outside the run refused it a process or thread.
    pub outer: Option<OuterLimit>,
}

pub fn run(command: &str, input: &[u8], limits: &Limits, cancel: &AtomicBool) -> io::Result<Outcome> {
    default_sigchld();
    let line = exec_line(command);
    let (child, mut run, start) = start(command, &line, limits)?;
    // The wrapper shell's memory is not the program's: left out when the
    // shell stays (a command line it does not `exec`).
    let shell = (line == command).then_some(run.group());
    // The input is written by the watch loop as the program reads it, so
    // that a program that reads none of a large input is still watched.
    let mut stdin = Feed::new(child.stdin, input);
    let (out, err) = (child.stdout, child.stderr);
    let mut watch = Watch {
        limits,
        run: &mut run,
        shell,
        start,
        peaks: Peaks::default(),
        sampled_cpu: Duration::ZERO,
    };
    let waited = Pipe::new(out, limits.stdout)
        .and_then(|out| Ok((out, Pipe::new(err, limits.stderr)?)))
        .and_then(|(mut out, mut err)| {
            let kill = watch.wait(cancel, &mut stdin, &mut out, &mut err)?;
            Ok((kill, out, err))
        });
    let wall = start.elapsed();
    let peaks = watch.peaks;
    let sampled_cpu = watch.sampled_cpu;
    // The leader is gone (or could not be waited for): whatever it left
    // behind goes too; then the leader is reaped.
    let killed = waited.as_ref().is_ok_and(|(kill, _, _)| kill.is_some());
    let finished = run.finish(&peaks, killed);
    let (kill, out, err) = waited?;
    let finished = finished?;
    let over_tasks = kill == Some(Stop::Tasks) || finished.over;
    let peak_memory = peaks.memory.max(finished.maxrss).max(finished.memory_peak);
    // A run over its own memory limit is the program's MLE, whoever
    // killed it.
    let outer = match finished.outer {
        Some(OuterLimit::MemoryCgroup { .. }) if peak_memory > limits.memory => None,
        Some(OuterLimit::MemoryCgroup { limit, path, .. }) => Some(OuterLimit::MemoryCgroup {
            limit,
            path,
            run_limit: limits.memory,
        }),
        outer => outer,
    };
    let mut stdout = out.kept;
    stdout.truncate(limits.stdout + 1);
    let mut stderr = err.kept;
    stderr.truncate(limits.stderr);
    Ok(Outcome {
        stdout,
        stdout_len: out.seen,
        stderr,
        status: finished.status,
        wall,
        cpu: finished.cpu.max(sampled_cpu),
        peak_memory,
        peak_tasks: peaks.tasks.max(finished.peak_tasks),
        stop: kill,
        over_tasks,
        outer_limit: if over_tasks { None } else { outer },
    })
}

/// A run's leader as spawned (`os::Run::start`): its pid and this
/// process's end of each of its three pipes.
pub(crate) struct Spawned {
    /// Its pid, the id of its process group.
    pub pid: libc::pid_t,
    /// Its standard input's writing end.
    pub stdin: std::fs::File,
    /// Its standard output's reading end.
    pub stdout: std::fs::File,
    /// Its standard error's reading end.
    pub stderr: std::fs::File,
}

#[cfg(target_os = "macos")]
impl From<std::process::Child> for Spawned {
    /// A child spawned with three piped streams.
    fn from(mut child: std::process::Child) -> Spawned {
        let file = |fd: std::os::fd::OwnedFd| std::fs::File::from(fd);
        Spawned {
            pid: child.id() as libc::pid_t,
            stdin: file(child.stdin.take().expect("stdin is piped").into()),
            stdout: file(child.stdout.take().expect("stdout is piped").into()),
            stderr: file(child.stderr.take().expect("stderr is piped").into()),
        }
    }
}

/// `cmd` with the run's process group and its three pipes.
fn piped(mut cmd: Command) -> Command {
    cmd.process_group(0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

/// Starts the run of `command` ([`os::Run::start`]): a simple command line
/// (`line` is `exec COMMAND`, [`exec_line`]) is executed directly, its
/// words as its arguments, as `sh` would `exec` it: the shell's own start
/// (a second `exec`, a few hundred microseconds a run: a third of a small
/// C++ program's whole run) is not paid. When that fails (not found, not
/// executable, a script without `#!`), the run is `sh -c LINE` after all,
/// so the shell says why, with its exit status (127, 126) and message, or
/// runs the script, as it always did. Any other command line is
/// `sh -c LINE`.
fn start(command: &str, line: &str, limits: &Limits) -> io::Result<(Spawned, os::Run, Instant)> {
    // A `Command` keeps a word with a NUL byte as a placeholder that Linux's
    // spawn cannot tell from a real word ([`Command::get_program`]).
    if command.contains('\0') {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "a NUL byte in the command line",
        ));
    }
    let shell = || {
        let mut sh = Command::new("sh");
        sh.arg("-c").arg(line);
        piped(sh)
    };
    if line != command
        && let Some(words) = crate::shell::plain_words(command)
        && let Some((program, args)) = words.split_first()
    {
        let mut direct = Command::new(program);
        direct.args(args);
        match os::Run::start(&mut piped(direct), limits) {
            Ok(started) => return Ok(started),
            // No process could be made: the shell would fare no better.
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => return Err(e),
            Err(_) => {}
        }
    }
    os::Run::start(&mut shell(), limits)
}

/// One task's (thread's) time on and waiting for a CPU, as a sample saw
/// it (Linux: `/proc/PID/task/TID/schedstat` and its state).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Waited {
    /// The task's id.
    pub tid: libc::pid_t,
    /// Nanoseconds it has run on a CPU (schedstat's first field).
    pub ran: u64,
    /// Nanoseconds it has waited for a CPU (schedstat's second field):
    /// the kernel adds a wait only when it ends (the task gets a CPU), so
    /// a wait in progress is not in it.
    pub waited: u64,
    /// It is runnable now (state `R`): running, or waiting for a CPU.
    pub runnable: bool,
}

/// The time a run's tasks waited for a CPU: the last value seen of each
/// task (thread), kept when it ends, so that a child's wait still counts
/// once it has exited; and the wait each runnable task is in now, which
/// the kernel has not counted yet (issue 53: under load a run waiting for
/// a CPU was killed at the wall-clock cap with 15.9 ms of CPU time).
#[derive(Default)]
struct Queued {
    by_task: std::collections::BTreeMap<libc::pid_t, Task>,
}

/// One task in [`Queued`].
#[derive(Default)]
struct Task {
    /// The last sample's values and when it was taken.
    last: Waited,
    at: Duration,
    /// The wall-clock time since the task was last seen sleeping that
    /// neither its running nor its counted waits explain, while it stayed
    /// runnable: the wait it is in now, not yet counted by the kernel.
    pending: Duration,
    /// Seen in the latest sample.
    alive: bool,
}

impl Queued {
    /// Takes a sample taken at `at` (the run's elapsed time).
    fn add(&mut self, seen: &[Waited], at: Duration) {
        for t in self.by_task.values_mut() {
            t.alive = false;
        }
        for w in seen {
            let t = self.by_task.entry(w.tid).or_insert_with(|| Task {
                last: Waited { waited: 0, ..*w },
                at,
                ..Task::default()
            });
            let interval = at.saturating_sub(t.at);
            let explained =
                Duration::from_nanos(w.ran.saturating_sub(t.last.ran) + w.waited.saturating_sub(t.last.waited));
            // Runnable at both ends: the time it did not run and the kernel
            // has not counted as a wait is a wait in progress (the kernel
            // counts it when the wait ends, and then `explained` takes it
            // back). A task seen sleeping has no wait in progress.
            t.pending = if w.runnable && t.last.runnable {
                (t.pending + interval).saturating_sub(explained)
            } else {
                Duration::ZERO
            };
            t.last = Waited {
                waited: t.last.waited.max(w.waited),
                ..*w
            };
            t.at = at;
            t.alive = true;
        }
    }

    fn total(&self) -> Duration {
        self.by_task
            .values()
            .map(|t| Duration::from_nanos(t.last.waited) + if t.alive { t.pending } else { Duration::ZERO })
            .sum()
    }
}

/// A run being watched: its limits, its platform half, what the samples
/// saw.
struct Watch<'a> {
    limits: &'a Limits,
    run: &'a mut os::Run,
    shell: Option<libc::pid_t>,
    start: Instant,
    peaks: Peaks,
    sampled_cpu: Duration,
}

impl Watch<'_> {
    /// Waits for the leader while reading its pipes and sampling the run;
    /// kills the run at a limit; once the leader has ended, reads the
    /// pipes to their end (for at most [`DRAIN`]), killing whatever still
    /// holds them. Returns why the run was killed, if it was.
    fn wait<O: Read + AsFd, E: Read + AsFd>(
        &mut self,
        cancel: &AtomicBool,
        input: &mut Feed<'_>,
        out: &mut Pipe<O>,
        err: &mut Pipe<E>,
    ) -> io::Result<Option<Stop>> {
        let mut queued = Queued::default();
        let mut next_sample = Duration::ZERO;
        let mut kill = None;
        let mut drain_until: Option<Instant> = None;
        loop {
            if drain_until.is_some() && !out.is_open() && !err.is_open() {
                return Ok(kill);
            }
            // Once the leader has ended its pidfd stays readable: only the
            // pipes are waited for then.
            let exited = if drain_until.is_none() { self.run.exited() } else { None };
            poll_pipes(input, out, err, exited, Duration::from_millis(2));
            input.write_available();
            out.read_available();
            err.read_available();
            if let Some(until) = drain_until {
                if (!out.is_open() && !err.is_open()) || Instant::now() > until {
                    return Ok(kill);
                }
                // Something outside the leader holds the pipes.
                self.run.kill();
                self.run.sweep();
                continue;
            }
            if leader_ended(self.run.group())? {
                input.writer = None;
                self.run.kill();
                drain_until = Some(Instant::now() + DRAIN);
                continue;
            }
            if kill.is_none() && out.seen > self.limits.stdout {
                kill = Some(Stop::Output);
            }
            if kill.is_none() && cancel.load(Ordering::SeqCst) {
                kill = Some(Stop::Cancelled);
            }
            let elapsed = self.start.elapsed();
            if kill.is_none() && elapsed >= next_sample {
                next_sample = elapsed + SAMPLE_EVERY;
                let sample = self.run.sample(self.limits, self.shell, &mut self.peaks);
                self.sampled_cpu = self.sampled_cpu.max(sample.cpu);
                queued.add(&sample.queued, elapsed);
                kill = sample.stop;
            }
            if kill.is_none() {
                if elapsed.saturating_sub(queued.total()) > self.limits.wall || elapsed > self.limits.hard_wall {
                    kill = Some(Stop::Wall);
                } else if self.sampled_cpu > self.limits.cpu {
                    kill = Some(Stop::Cpu);
                }
            }
            if kill.is_some() {
                self.run.kill();
            }
        }
    }
}

/// Whether the leader `pid` (a child of this process) has ended, without
/// reaping it (`waitid` with `WNOWAIT`): it stays a zombie, holding its
/// pid and its group's id.
///
/// # Errors
/// When it cannot be waited for.
pub(crate) fn leader_ended(pid: libc::pid_t) -> io::Result<bool> {
    let pid = rustix::process::Pid::from_raw(pid).expect("a spawned pid is positive");
    let flags = rustix::process::WaitIdOptions::EXITED
        | rustix::process::WaitIdOptions::NOHANG
        | rustix::process::WaitIdOptions::NOWAIT;
    loop {
        match rustix::process::waitid(rustix::process::WaitId::Pid(pid), flags) {
            Ok(s) => return Ok(s.is_some()),
            Err(rustix::io::Errno::INTR) => {}
            Err(e) => return Err(e.into()),
        }
    }
}

/// `command` as the shell should run it: `exec COMMAND` when it is one
/// simple command of plain words ([`crate::shell::plain_words`]: no
/// operator, quote, expansion, comment or `VAR=value`) whose first word is
/// a program (a path, or a file found in `PATH`; not a shell builtin such
/// as `command` or `cd`), so that the shell becomes the program instead of
/// waiting for it; else unchanged.
fn exec_line(command: &str) -> String {
    let words = crate::shell::plain_words(command);
    let program = words
        .and_then(|w| w.first().copied())
        .is_some_and(|first| first.contains('/') || in_path(first));
    if program {
        format!("exec {command}")
    } else {
        command.to_string()
    }
}

/// Whether `name` is a file in one of `PATH`'s directories.
fn in_path(name: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(name).is_file()))
}

/// `ru_maxrss` in bytes: Linux gives it in kibibytes, macOS in bytes
/// (getrusage(2) on each).
fn maxrss_bytes(raw: libc::c_long, in_kib: bool) -> u64 {
    let raw = raw.max(0) as u64;
    if in_kib { raw << 10 } else { raw }
}

/// `wait4(pid)`, blocking: the exit status, the CPU time (user + system,
/// with the children it waited for) and the largest `ru_maxrss` among
/// them, in bytes.
pub(crate) fn wait4(pid: libc::pid_t) -> io::Result<(ExitStatus, Duration, u64)> {
    loop {
        let mut status = 0;
        // SAFETY: an all-zero rusage is valid; wait4 fills it and `status`.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: valid pointers to the two out-parameters.
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == pid {
            let time = |t: libc::timeval| Duration::new(t.tv_sec.max(0) as u64, t.tv_usec.max(0) as u32 * 1000);
            let cpu = time(usage.ru_utime) + time(usage.ru_stime);
            let maxrss = maxrss_bytes(usage.ru_maxrss, cfg!(target_os = "linux"));
            return Ok((ExitStatus::from_raw(status), cpu, maxrss));
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

pub fn ended(status: ExitStatus) -> crate::Ended {
    use crate::Ended;
    if let Some(code) = status.code() {
        return match code {
            127 => Ended::NotFound(127),
            126 => Ended::NotExecutable,
            // 129 to 192 is an exit status too (`./sol; exit 139`, or `sh`
            // reporting a command killed by signal N as 128 + N): which
            // signal it may stand for is [`shell_signal`]'s.
            _ => Ended::Code(code.into()),
        };
    }
    // A program the shell `exec`ed reports its signal itself: shown as the
    // shell would show it (`echo $?` gives 128 + N).
    match status.signal() {
        Some(sig) => Ended::Signal {
            signal: sig,
            name: signal_name(sig),
        },
        None => Ended::Other(status.to_string()),
    }
}

pub fn shell_signal(code: i64) -> Option<(i32, Option<&'static str>)> {
    if !(129..=192).contains(&code) {
        return None;
    }
    let sig = i32::try_from(code - 128).ok()?;
    Some((sig, signal_name(sig)))
}

fn signal_name(sig: i32) -> Option<&'static str> {
    match sig {
        libc::SIGABRT => Some("SIGABRT"),
        libc::SIGBUS => Some("SIGBUS"),
        libc::SIGFPE => Some("SIGFPE"),
        libc::SIGKILL => Some("SIGKILL"),
        libc::SIGSEGV => Some("SIGSEGV"),
        libc::SIGPIPE => Some("SIGPIPE"),
        libc::SIGTERM => Some("SIGTERM"),
        libc::SIGXCPU => Some("SIGXCPU"),
        _ => None,
    }
}

/// Puts `SIGCHLD` back to its default disposition in this process, once
/// (issue 53, N8): a caller started with it ignored (a parent's `SIG_IGN`
/// is inherited through `exec`) would have its children reaped by the
/// kernel as they end, so no run could be waited for (`wait4`: `ECHILD`,
/// "No child processes") and no run's CPU time read. Called by
/// [`crate::guard`] and before each run.
pub(crate) fn default_sigchld() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: a zeroed sigaction is SIG_DFL with no flags and an empty
        // mask; sigaction only reads it. SIGCHLD's default is to ignore
        // the signal without reaping: no handler of anyone's is replaced
        // but an inherited SIG_IGN (this library installs none).
        unsafe {
            let mut old: libc::sigaction = std::mem::zeroed();
            libc::sigaction(libc::SIGCHLD, std::ptr::null(), &mut old);
            if old.sa_sigaction == libc::SIG_IGN || old.sa_flags & libc::SA_NOCLDWAIT != 0 {
                let dfl: libc::sigaction = std::mem::zeroed();
                libc::sigaction(libc::SIGCHLD, &dfl, std::ptr::null_mut());
            }
        }
    });
}

/// The signals whose default action ends the process and that can be
/// caught, asynchronous ones only (a fault's SIGSEGV is the process's own);
/// Linux adds SIGPWR, SIGSTKFLT and the real-time signals.
fn terminating_signals() -> libc::sigset_t {
    // SAFETY: sigemptyset initialises the set before sigaddset reads it.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        let named = [
            libc::SIGINT,
            libc::SIGTERM,
            libc::SIGHUP,
            libc::SIGQUIT,
            libc::SIGUSR1,
            libc::SIGUSR2,
            libc::SIGALRM,
            libc::SIGVTALRM,
            libc::SIGPROF,
            libc::SIGXCPU,
            libc::SIGXFSZ,
        ];
        for s in named {
            libc::sigaddset(&mut set, s);
        }
        // SIGIO's default ends a process on Linux; macOS ignores it.
        #[cfg(target_os = "linux")]
        for s in [libc::SIGIO, libc::SIGPWR, libc::SIGSTKFLT]
            .into_iter()
            .chain(libc::SIGRTMIN()..=libc::SIGRTMAX())
        {
            libc::sigaddset(&mut set, s);
        }
        set
    }
}

/// Blocks every catchable terminating signal ([`terminating_signals`]) in
/// this thread and every thread it starts later, and starts a thread that
/// waits for them and calls `on_signal` with the first one's number
/// (which kills the runs in progress and exits with 128 + it). Call it
/// before starting any other thread.
///
/// # Errors
/// When the thread cannot be made (the signals are unblocked again).
pub(crate) fn signal_thread(on_signal: fn(libc::c_int)) -> io::Result<()> {
    let set = terminating_signals();
    // SAFETY: `set` is an initialised signal set; blocking signals in this
    // thread is inherited by the threads it starts, and by the processes
    // they start: a run's first process empties its mask before `exec`
    // (the standard library no longer does, rust-lang/rust#101077).
    unsafe { libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut()) };
    let waiter = std::thread::Builder::new()
        .name("runner-signals".into())
        .spawn(move || {
            let mut sig = 0;
            // SAFETY: sigwait on an initialised set, with a valid out pointer.
            while unsafe { libc::sigwait(&set, &mut sig) } != 0 {}
            on_signal(sig);
        });
    if let Err(e) = waiter {
        // SAFETY: as above.
        unsafe { libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut()) };
        return Err(e);
    }
    Ok(())
}

/// The resource limits a run's first process sets on itself before `exec`
/// (async-signal-safe: `getrlimit` and `setrlimit` only), as a judge
/// sets a submission's: no core file (`RLIMIT_CORE` 0, soft and hard: a
/// crashing run under a caller's `ulimit -c unlimited` would leave `core`
/// files in the working directory), and a stack as large as the memory
/// limit (`RLIMIT_STACK`, soft; Baekjoon's stack is its memory limit, so a
/// C program with a 20 MB local array does not depend on the caller's
/// `ulimit -s`), up to the hard limit ([`lift_inherited`] names a hard
/// stack limit below it before any run).
///
/// With `cpu` (the run's CPU limit; Linux), `RLIMIT_CPU` too, soft and
/// hard, at the limit rounded up to a second plus one: inherited by every
/// process of the run, a bound the kernel keeps on each of them (`SIGKILL`
/// at the hard limit) even when this process and its janitor are both
/// killed with `SIGKILL` (issue 53, N10: as an ordinary user a busy
/// process the run left then ran for ever). The samples end a run at its
/// CPU limit long before; a process the kernel ends so has used more than
/// the limit, and is judged TLE by its time.
pub(crate) fn set_run_rlimits(memory: u64, cpu: Option<Duration>) -> io::Result<()> {
    let none = Rlimit {
        current: Some(0),
        maximum: Some(0),
    };
    rustix::process::setrlimit(R::Core, none)?;
    if let Some(cpu) = cpu {
        let secs = cpu.as_secs().saturating_add(u64::from(cpu.subsec_nanos() > 0) + 1);
        let bound = Rlimit {
            current: Some(secs),
            maximum: Some(secs),
        };
        rustix::process::setrlimit(R::Cpu, bound)?;
    }
    let stack = rustix::process::getrlimit(R::Stack);
    let soft = match stack.maximum {
        Some(hard) => memory.min(hard),
        None => memory,
    };
    rustix::process::setrlimit(
        R::Stack,
        Rlimit {
            current: Some(soft),
            maximum: stack.maximum,
        },
    )?;
    Ok(())
}

/// The least open descriptors a run needs (a JVM opens a few dozen).
const OPEN_FILES: u64 = 256;

/// The resource limits every run inherits, lifted where their soft value
/// is below their hard one, else answered ([`crate::environment`]):
/// address space, CPU time and file size without limit, at least
/// [`OPEN_FILES`] descriptors, a data segment of at least the memory limit
/// (`RLIMIT_DATA`, which bounds `malloc`'s heap and private mappings: a
/// lower one makes a correct program fail to allocate, RE, or not,
/// depending on how it allocates); and a hard stack limit of at least the
/// memory limit (each run's soft one is set to it: [`set_run_rlimits`]).
///
/// # Errors
/// The first limit that cannot be lifted.
pub(crate) fn lift_inherited(limits: &Limits) -> Result<(), OuterLimit> {
    for (resource, which, needed) in [
        (crate::Resource::AddressSpace, R::As, None),
        (crate::Resource::Cpu, R::Cpu, None),
        (crate::Resource::FileSize, R::Fsize, None),
        (crate::Resource::OpenFiles, R::Nofile, Some(OPEN_FILES)),
        (crate::Resource::Data, R::Data, Some(limits.memory)),
    ] {
        lift(which, needed).map_err(|hard| OuterLimit::Resource { resource, hard, needed })?;
    }
    let stack = rustix::process::getrlimit(R::Stack);
    if !enough(stack.maximum, Some(limits.memory)) {
        return Err(OuterLimit::Resource {
            resource: crate::Resource::Stack,
            hard: stack.maximum.unwrap_or(u64::MAX),
            needed: Some(limits.memory),
        });
    }
    Ok(())
}

/// Whether `value` (`None`: no limit) is at least `needed` (`None`: no
/// limit at all).
fn enough(value: Option<u64>, needed: Option<u64>) -> bool {
    match (value, needed) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(v), Some(n)) => v >= n,
    }
}

/// Raises the soft limit of `which` to what a run needs (`needed`, `None`:
/// no limit), as far as its hard limit allows; answers the hard limit when
/// that is below it.
pub(crate) fn lift(which: R, needed: Option<u64>) -> Result<(), u64> {
    let now = rustix::process::getrlimit(which);
    if enough(now.current, needed) {
        return Ok(());
    }
    if !enough(now.maximum, needed) {
        return Err(now.maximum.unwrap_or(u64::MAX));
    }
    // The hard limit is enough: the soft one goes up to it (for a count of
    // descriptors, only to what is needed: some programs walk every
    // descriptor up to their soft limit).
    let current = match (which, needed) {
        (R::Nofile, Some(n)) => Some(n),
        _ => now.maximum,
    };
    let _ = rustix::process::setrlimit(
        which,
        Rlimit {
            current,
            maximum: now.maximum,
        },
    );
    Ok(())
}

/// What a run under `RLIMIT_NPROC` met, from its bound and its samples.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Nproc {
    /// Nothing: no sample found the user at the limit.
    Fine,
    /// The run held most of its room: its own doing (unless a limit
    /// above it refused it).
    Own,
    /// A limit outside the run: the user's hard limit made the run's lower
    /// than its bound, or the user's other processes took the room.
    Outer(OuterLimit),
}

/// What it means that a sample found the user at the run's `RLIMIT_NPROC`
/// (`at_nproc`): `nproc` the run's limit, `before` the user's tasks when
/// it was set, `lowered` whether the user's hard limit made it lower than
/// `before + tasks`, `sampled` the most tasks the samples saw, `tasks` the
/// bound. Never the run's words: a program may print "Resource temporarily
/// unavailable" for reasons of its own.
pub(crate) fn nproc_verdict(nproc: u64, before: u64, lowered: bool, at_nproc: bool, sampled: u64, tasks: u64) -> Nproc {
    if !at_nproc {
        Nproc::Fine
    } else if lowered && sampled < tasks {
        Nproc::Outer(OuterLimit::HardNproc {
            limit: nproc,
            user_tasks: before,
            tasks,
        })
    } else if sampled * 2 <= tasks {
        Nproc::Outer(OuterLimit::OtherProcesses {
            limit: nproc,
            run_tasks: sampled,
            tasks,
        })
    } else {
        Nproc::Own
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(tid: libc::pid_t, ran: u64, waited: u64, runnable: bool) -> Waited {
        Waited {
            tid,
            ran,
            waited,
            runnable,
        }
    }

    /// Issue 51: 129 to 192 is an exit status (the signal it may stand
    /// for is [`shell_signal`]'s); only a process a signal killed is one.
    #[test]
    fn an_exit_status_of_139_is_a_code_and_a_kill_by_11_a_signal() {
        use std::os::unix::process::ExitStatusExt;
        use std::process::ExitStatus;
        assert_eq!(ended(ExitStatus::from_raw(139 << 8)), crate::Ended::Code(139));
        assert_eq!(
            ended(ExitStatus::from_raw(libc::SIGSEGV)),
            crate::Ended::Signal {
                signal: libc::SIGSEGV,
                name: Some("SIGSEGV")
            }
        );
        assert_eq!(shell_signal(139), Some((11, Some("SIGSEGV"))));
        assert_eq!(shell_signal(128), None);
        assert_eq!(shell_signal(193), None);
        assert_eq!(
            crate::Ended::Code(139).to_string(),
            "exit status 139 (128 + 11: a shell's status for a command killed by signal 11 (SIGSEGV))"
        );
    }

    #[test]
    fn a_tasks_wait_for_a_cpu_is_kept_after_it_ends() {
        let mut q = Queued::default();
        let at = Duration::from_millis(10);
        q.add(&[w(10, 0, 5, false), w(11, 0, 7, false)], at);
        // Task 11 ended; 10 waited one more nanosecond.
        q.add(&[w(10, 0, 6, false)], at * 2);
        assert_eq!(q.total(), Duration::from_nanos(13));
    }

    #[test]
    fn a_wait_in_progress_counts_before_the_kernel_counts_it() {
        // Runnable for a second without running: the kernel says it waited
        // nothing yet (it adds a wait when the task gets a CPU).
        let ms = Duration::from_millis;
        let mut q = Queued::default();
        q.add(&[w(10, 1_000_000, 0, true)], ms(0));
        for i in 1..=100 {
            q.add(&[w(10, 1_000_000, 0, true)], ms(10 * i));
        }
        assert_eq!(q.total(), ms(1000));
        // It gets a CPU for 2 ms after 1010 ms of waiting: the kernel
        // counts the whole wait now, and it is not counted twice.
        q.add(&[w(10, 3_000_000, 1_010_000_000, true)], ms(1012));
        assert_eq!(q.total(), ms(1010));
        // A task seen sleeping is in no wait: its sleep is not a wait.
        q.add(&[w(10, 3_000_000, 1_010_000_000, false)], ms(3000));
        assert_eq!(q.total(), ms(1010));
        q.add(&[w(10, 3_000_000, 1_010_000_000, false)], ms(5000));
        assert_eq!(q.total(), ms(1010));
    }

    #[test]
    fn only_a_simple_command_is_execed() {
        assert_eq!(exec_line("python3 my.py"), "exec python3 my.py");
        assert_eq!(exec_line("java -Xss64m Main"), "exec java -Xss64m Main");
        for kept in [
            "cd x && python3 a.py",
            "a | b",
            "a; b",
            "a > f",
            "python3 x.py # c",
            "exec python3 a.py",
            "",
            "$X",
            "X=1 python3 a.py",
            "! a",
            "python3 'my file.py'",
            "nosuchprogram-here x",
        ] {
            assert_eq!(exec_line(kept), kept);
        }
    }

    #[test]
    fn a_limit_is_enough_only_when_it_covers_the_need() {
        assert!(enough(None, None) && enough(None, Some(5)));
        assert!(!enough(Some(u64::MAX - 1), None));
        assert!(enough(Some(5), Some(5)) && !enough(Some(4), Some(5)));
    }

    #[test]
    fn maxrss_is_kibibytes_on_linux_and_bytes_on_macos() {
        assert_eq!(maxrss_bytes(400 << 10, true), 400 << 20);
        assert_eq!(maxrss_bytes(400 << 20, false), 400 << 20);
        assert_eq!(maxrss_bytes(-1, true), 0);
    }

    #[test]
    fn a_sample_at_nproc_names_whose_limit_it_was() {
        assert_eq!(nproc_verdict(300, 44, false, false, 250, 256), Nproc::Fine);
        // The run holds most of its room: its own.
        assert_eq!(nproc_verdict(300, 44, false, true, 250, 256), Nproc::Own);
        // The user's hard limit left less room than the bound.
        assert!(matches!(
            nproc_verdict(100, 44, true, true, 56, 256),
            Nproc::Outer(OuterLimit::HardNproc {
                limit: 100,
                user_tasks: 44,
                tasks: 256
            })
        ));
        // The user's other processes took the room.
        assert!(matches!(
            nproc_verdict(300, 44, false, true, 12, 256),
            Nproc::Outer(OuterLimit::OtherProcesses { run_tasks: 12, .. })
        ));
    }
}
