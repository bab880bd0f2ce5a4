//! The Linux runner: `sh -c COMMAND` (or `exec COMMAND` through it, for a
//! simple command line: [`exec_line`]) in a process group of its
//! own, inside the run's bound ([`contain`]), the input on stdin, stdout
//! and stderr read as they come (with `poll`, on the run's one thread, so a
//! chatty program cannot block on a full pipe).
//!
//! **Time** is CPU time, as judges measure it: user + system time of the
//! command and every process it waited for (`wait4`), so a loaded machine
//! does not turn a fast program into a TLE. While the run goes on, the CPU
//! time of its processes is sampled from `/proc` every [`SAMPLE_EVERY`]
//! and the run killed once over the limit; a program that sleeps or blocks
//! is killed at the wall-clock cap, not counting the time it waited for a
//! CPU (`/proc/PID/schedstat`), and never later than the hard cap.
//!
//! **Memory** is counted once per page. Where the run has a memory cgroup
//! ([`memcg`]: root, or a delegated v2 subtree), the kernel's own peak of
//! it, exact at every instant. Everywhere, each sample sums the
//! proportional set sizes (`Pss` in `/proc/PID/smaps_rollup`) of the run's
//! processes, so a page a forked child shares with its parent counts once,
//! not twice, and the wrapper shell is left out; at the end the peak is at
//! least the largest resident set of one process (`ru_maxrss` from
//! `wait4`, Linux's kibibytes, the largest of the leader and every process
//! it waited for), which catches one process's peak between two samples
//! and is exactly what `/usr/bin/time` reports for a one-process program.
//! What stays approximate without a memory cgroup: several processes at
//! their peaks at once between two samples (every [`SAMPLE_EVERY`]).
//!
//! **Ending.** The leader's exit is seen without reaping it (`waitid` with
//! `WNOWAIT`); then the group and the run's cgroup are killed, the pipes
//! read to their end (for at most [`DRAIN`]), and only then is the leader
//! reaped ([`reaper::Registration::reap`]), so no pid of the run can be
//! reused while it is signalled.

mod child;
mod contain;
mod environ;
mod janitor;
mod memcg;
mod procfs;
mod reaper;

use std::io::{self, Read, Write};
use std::os::fd::AsFd;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rustix::event::{PollFd, PollFlags};
use rustix::fs::OFlags;

use self::contain::Bound;
use crate::{Containment, Limits, Outcome, Stop, Unsupported};

/// How often a running group's CPU time, memory and tasks are sampled from
/// `/proc`.
pub const SAMPLE_EVERY: Duration = Duration::from_millis(10);

/// How long the pipes of a run whose leader has ended are read before they
/// are given up (every process of the run is killed by then; a process
/// that holds them still is out of reach).
const DRAIN: Duration = Duration::from_secs(2);

pub fn containment() -> Result<&'static Containment, Unsupported> {
    Ok(contain::mechanism())
}

pub use environ::environment;

pub fn guard() -> io::Result<()> {
    reaper::guard()
}

pub fn drain_all() -> usize {
    reaper::drain_all()
}

/// Whether descriptor 1 was closed at start, noted by
/// [`note_closed_stdout`] before Rust's runtime starts.
static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

/// Notes [`CLOSED_AT_START`]; run by the loader before `main` (and before
/// Rust's runtime), from `.init_array`.
extern "C" fn note_closed_stdout() {
    // SAFETY: F_GETFD only reads the flags of a descriptor number; no
    // memory is passed. (rustix's `fcntl_getfd` needs a borrowed fd, which
    // a closed descriptor cannot be.)
    if unsafe { libc::fcntl(1, libc::F_GETFD) } == -1 {
        CLOSED_AT_START.store(true, Ordering::SeqCst);
    }
}

/// The loader runs every function of `.init_array` before `main`.
#[used]
#[unsafe(link_section = ".init_array")]
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
    writer: Option<ChildStdin>,
    rest: &'a [u8],
}

impl<'a> Feed<'a> {
    fn new(writer: ChildStdin, input: &'a [u8]) -> Feed<'a> {
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

/// Waits up to `timeout` for either pipe to have something (or end), or
/// the input's pipe to take more.
fn poll_pipes<A: Read + AsFd, B: Read + AsFd>(input: &Feed<'_>, a: &Pipe<A>, b: &Pipe<B>, timeout: Duration) {
    let mut fds: Vec<PollFd<'_>> = [
        a.reader.as_ref().map(|r| r.as_fd()),
        b.reader.as_ref().map(|r| r.as_fd()),
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
struct Peaks {
    memory: u64,
    tasks: u64,
    /// A sample found the user at the run's `RLIMIT_NPROC`.
    at_nproc: bool,
}

pub fn run(command: &str, input: &[u8], limits: &Limits, stop: &AtomicBool) -> io::Result<Outcome> {
    let bound = Bound::new(limits.tasks)?;
    let start = Instant::now();
    let line = exec_line(command);
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(&line)
        .process_group(0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let prepare = child::Prepare {
        parent: std::process::id() as libc::pid_t,
        enter: bound.enter(),
    };
    // SAFETY: `Prepare::apply` makes only async-signal-safe calls.
    unsafe { cmd.pre_exec(move || prepare.apply()) };
    let (mut child, registration) = reaper::spawn_registered(&mut cmd)?;
    // The wrapper shell's memory is not the program's: left out when the
    // shell stays (a command line it does not `exec`).
    let shell = (line == command).then_some(registration.group());
    // The input is written by the watch loop as the program reads it, so
    // that a program that reads none of a large input is still watched.
    let mut stdin = Feed::new(child.stdin.take().expect("stdin is piped"), input);
    let out = child.stdout.take().expect("stdout is piped");
    let err = child.stderr.take().expect("stderr is piped");
    let mut watch = Watch {
        limits,
        bound: &bound,
        registration: &registration,
        shell,
        start,
        peaks: Peaks::default(),
        sampled_cpu: Duration::ZERO,
        escapees: Default::default(),
    };
    let waited = Pipe::new(out, limits.stdout)
        .and_then(|out| Ok((out, Pipe::new(err, limits.stderr)?)))
        .and_then(|(mut out, mut err)| {
            let kill = watch.wait(stop, &mut stdin, &mut out, &mut err)?;
            Ok((kill, out, err))
        });
    let wall = start.elapsed();
    // The leader is gone (or could not be waited for): whatever it left
    // behind goes too, in its group, its cgroup or out of both; then the
    // leader is reaped.
    registration.kill_group();
    bound.kill_all();
    let peaks = watch.peaks;
    let sampled_cpu = watch.sampled_cpu;
    let reaped = registration.reap();
    reaper::sweep();
    let (kill, out, err) = waited?;
    let (status, cpu, maxrss) = reaped?;
    let seen = bound.seen(peaks.tasks, peaks.at_nproc);
    let kernel_peak = bound.memory_peak().unwrap_or(0);
    drop(bound);
    let over_tasks = kill == Some(Stop::Tasks) || seen.over;
    let mut stdout = out.kept;
    stdout.truncate(limits.stdout + 1);
    let mut stderr = err.kept;
    stderr.truncate(limits.stderr);
    Ok(Outcome {
        stdout,
        stdout_len: out.seen,
        stderr,
        status,
        wall,
        cpu: cpu.max(sampled_cpu),
        peak_memory: peaks.memory.max(maxrss).max(kernel_peak),
        peak_tasks: peaks.tasks.max(seen.peak),
        stop: kill,
        over_tasks,
        outer_limit: if over_tasks { None } else { seen.outer },
    })
}

/// The time a run's tasks waited for a CPU: the last value seen of each
/// task (thread), kept when it ends, so that a child's wait still counts
/// once it has exited.
#[derive(Default)]
struct Queued {
    by_task: std::collections::BTreeMap<libc::pid_t, u64>,
}

impl Queued {
    fn add(&mut self, seen: &[(libc::pid_t, u64)]) {
        for &(tid, ns) in seen {
            let kept = self.by_task.entry(tid).or_default();
            *kept = (*kept).max(ns);
        }
    }

    fn total(&self) -> Duration {
        Duration::from_nanos(self.by_task.values().sum())
    }
}

/// A run being watched: its limits, its bound, what the samples saw.
struct Watch<'a> {
    limits: &'a Limits,
    bound: &'a Bound,
    registration: &'a reaper::Registration,
    shell: Option<libc::pid_t>,
    start: Instant,
    peaks: Peaks,
    sampled_cpu: Duration,
    /// The run's processes outside its group already told to the janitor.
    escapees: std::collections::BTreeSet<libc::pid_t>,
}

impl Watch<'_> {
    /// Waits for the leader while reading its pipes and sampling the run;
    /// kills the run at a limit; once the leader has ended, reads the
    /// pipes to their end (for at most [`DRAIN`]), killing whatever still
    /// holds them. Returns why the run was killed, if it was.
    fn wait<O: Read + AsFd, E: Read + AsFd>(
        &mut self,
        stop: &AtomicBool,
        input: &mut Feed<'_>,
        out: &mut Pipe<O>,
        err: &mut Pipe<E>,
    ) -> io::Result<Option<Stop>> {
        let mut queued = Queued::default();
        let mut next_sample = Duration::ZERO;
        let mut kill = None;
        let mut drain_until: Option<Instant> = None;
        loop {
            poll_pipes(input, out, err, Duration::from_millis(2));
            input.write_available();
            out.read_available();
            err.read_available();
            if let Some(until) = drain_until {
                if (!out.is_open() && !err.is_open()) || Instant::now() > until {
                    return Ok(kill);
                }
                // Something outside the leader holds the pipes.
                self.registration.kill_group();
                self.bound.kill_all();
                reaper::sweep();
                continue;
            }
            if self.registration.ended()? {
                input.writer = None;
                self.registration.kill_group();
                self.bound.kill_all();
                drain_until = Some(Instant::now() + DRAIN);
                continue;
            }
            if kill.is_none() && out.seen > self.limits.stdout {
                kill = Some(Stop::Output);
            }
            if kill.is_none() && stop.load(Ordering::SeqCst) {
                kill = Some(Stop::Cancelled);
            }
            let elapsed = self.start.elapsed();
            if kill.is_none() && elapsed >= next_sample {
                next_sample = elapsed + SAMPLE_EVERY;
                kill = self.sample(&mut queued);
            }
            if kill.is_none() {
                if elapsed.saturating_sub(queued.total()) > self.limits.wall || elapsed > self.limits.hard_wall {
                    kill = Some(Stop::Wall);
                } else if self.sampled_cpu > self.limits.cpu {
                    kill = Some(Stop::Cpu);
                }
            }
            if kill.is_some() {
                self.registration.kill_group();
                self.bound.kill_all();
            }
        }
    }

    /// One sample of the run: its CPU time and tasks, then (unless it is
    /// over its tasks already) its memory; the limit it is over, tasks
    /// first (a fork bomb's memory adds up too, and reading it would only
    /// give the bomb time).
    fn sample(&mut self, queued: &mut Queued) -> Option<Stop> {
        let group = self.registration.group();
        let sample = match self.bound.members() {
            Some(pids) => procfs::sample(&pids),
            None => procfs::sample_group(group).unwrap_or_default(),
        };
        // Without a cgroup, a process that left the run's group is out of
        // the group's kill: the janitor holds it too (a pidfd), in case
        // this process is killed with SIGKILL.
        for &pid in &sample.outside {
            if self.escapees.insert(pid) {
                janitor::escapee(group, pid);
            }
        }
        self.sampled_cpu = self.sampled_cpu.max(sample.cpu);
        queued.add(&sample.queued);
        self.peaks.tasks = self.peaks.tasks.max(sample.tasks);
        // The user at the run's RLIMIT_NPROC: the run holding all the room
        // it had, or (one more scan of /proc, only for a run holding much of
        // it) the user's tasks at the limit.
        if let Some((nproc, before)) = self.bound.nproc()
            && (sample.tasks + before >= nproc
                || (sample.tasks * 2 > self.limits.tasks
                    && procfs::user_tasks(rustix::process::getuid().as_raw()) >= nproc))
        {
            self.peaks.at_nproc = true;
        }
        let stop = if sample.tasks > self.limits.tasks || self.bound.seen(self.peaks.tasks, self.peaks.at_nproc).over {
            Some(Stop::Tasks)
        } else {
            // The kernel's peak first, where the run has a memory
            // cgroup: exact, and one file.
            let kernel = self.bound.memory_peak().unwrap_or(0);
            let memory = if kernel > self.limits.memory {
                kernel
            } else {
                procfs::memory(&sample.pids, self.shell, || self.bound.refused()).max(kernel)
            };
            self.peaks.memory = self.peaks.memory.max(memory);
            (memory > self.limits.memory).then_some(Stop::Memory)
        };
        if stop.is_some() && !self.bound.is_cgroup() {
            // Without a cgroup the run's descendants may have left its
            // group: each is killed through a pidfd, once checked to be
            // in the group or a child of a process of the run still.
            self.registration.kill_group();
            for &pid in &sample.pids {
                contain::kill_checked(pid, |p| {
                    procfs::stat(p.as_raw_nonzero().get())
                        .is_some_and(|s| s.pgrp == group || sample.pids.contains(&s.ppid))
                });
            }
        }
        stop
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

/// `wait4(pid)`, blocking: the exit status, the CPU time (user + system,
/// with the children it waited for) and the largest `ru_maxrss` among
/// them, in bytes.
fn wait4(pid: libc::pid_t) -> io::Result<(ExitStatus, Duration, u64)> {
    loop {
        let mut status = 0;
        // SAFETY: an all-zero rusage is valid; wait4 fills it and `status`.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: valid pointers to the two out-parameters.
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == pid {
            let time = |t: libc::timeval| Duration::new(t.tv_sec.max(0) as u64, t.tv_usec.max(0) as u32 * 1000);
            let cpu = time(usage.ru_utime) + time(usage.ru_stime);
            // Linux gives ru_maxrss in kibibytes.
            let maxrss = (usage.ru_maxrss.max(0) as u64) << 10;
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
            // `sh` reports a command killed by signal N as 128 + N.
            129..=192 => signal(code - 128),
            _ => Ended::Code(code.into()),
        };
    }
    // A program the shell `exec`ed reports its signal itself: shown as the
    // shell would show it (`echo $?` gives 128 + N), the same either way.
    match status.signal() {
        Some(sig) => signal(sig),
        None => Ended::Other(status.to_string()),
    }
}

fn signal(sig: i32) -> crate::Ended {
    let name = match sig {
        libc::SIGABRT => Some("SIGABRT"),
        libc::SIGBUS => Some("SIGBUS"),
        libc::SIGFPE => Some("SIGFPE"),
        libc::SIGKILL => Some("SIGKILL"),
        libc::SIGSEGV => Some("SIGSEGV"),
        libc::SIGPIPE => Some("SIGPIPE"),
        libc::SIGTERM => Some("SIGTERM"),
        libc::SIGXCPU => Some("SIGXCPU"),
        _ => None,
    };
    crate::Ended::Signal { signal: sig, name }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tasks_wait_for_a_cpu_is_kept_after_it_ends() {
        let mut q = Queued::default();
        q.add(&[(10, 5), (11, 7)]);
        // Task 11 ended; 10 waited one more nanosecond.
        q.add(&[(10, 6)]);
        assert_eq!(q.total(), Duration::from_nanos(13));
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
}
