//! macOS's half of the Unix runner ([`super`]), on `libproc` (through
//! `libc`'s bindings): a run's processes are its process group, their
//! descendants (`proc_listpids` by group and by parent) and the processes
//! of it seen before ([`pure::walk`]); each is described by `proc_pidinfo`
//! (its parent, group, start time and threads) and `proc_pid_rusage` (its
//! CPU time with its waited-for children's, in Mach time units, and its
//! physical footprint).
//!
//! - **Processes**: an ordinary user's run has `RLIMIT_NPROC`, soft and
//!   hard, set in its first process to the user's processes now plus the
//!   bound (as on Linux; on macOS it counts processes, not threads), so the
//!   kernel refuses the fork past it and the runs go one at a time. Root,
//!   whom `RLIMIT_NPROC` does not bind, has the watchdog: each sample counts
//!   the run's processes and threads and kills them past the bound, which a
//!   fork bomb can outrun ([`Containment::Watchdog`] says it is not exact).
//!   Threads are counted by the samples only.
//! - **Memory**: the largest sum, in a sample, of the run's processes'
//!   physical footprints (`ri_phys_footprint`; a page a forked child shares
//!   with its parent counts in each), the wrapper shell left out, and at
//!   least the largest `ru_maxrss` of one process (`wait4`; bytes on
//!   macOS).
//! - **CPU time**: the samples' `proc_pid_rusage` (user + system, with
//!   each process's waited-for children), and at the end `wait4`'s.
//!
//! **What macOS cannot catch** (no subreaper, no pidfd, no cgroup, no
//! parent-death signal): a process that leaves the run's group (`setsid`)
//! and whose parent dies within one sample ([`super::SAMPLE_EVERY`]) is
//! launchd's child, unseen and never killed; between a sample and a kill a
//! pid of the run can be reused (each kill is checked against the
//! process's start time first, which narrows it to that instant); several
//! processes at their peaks between two samples are missed; and when
//! `stress` is killed with `SIGKILL` its runs in progress are not (on any
//! other terminating signal they are).

mod pure;

use std::collections::BTreeMap;
use std::io;
use std::os::unix::process::CommandExt;
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::Instant;

use rustix::process::Resource as R;

use self::pure::Row;
use super::{Finished, Nproc, Peaks, Sampled};
use crate::{Containment, Limits, OuterLimit, Stop, Unsupported};

/// `proc_listpids`'s kinds (`sys/proc_info.h`).
const PROC_PGRP_ONLY: u32 = 2;
const PROC_RUID_ONLY: u32 = 5;
const PROC_PPID_ONLY: u32 = 6;

/// The mechanism of this process, chosen once: `RLIMIT_NPROC` for an
/// ordinary user, the watchdog for root or when
/// `SUDOKU_LAB_STRESS_CONTAIN=watchdog` asks for it (a cgroup is Linux's:
/// asked for, it falls to the next).
pub fn containment() -> Result<&'static Containment, Unsupported> {
    static CHOSEN: OnceLock<Containment> = OnceLock::new();
    Ok(CHOSEN.get_or_init(|| {
        let asked = std::env::var("SUDOKU_LAB_STRESS_CONTAIN").unwrap_or_default();
        if rustix::process::geteuid().is_root() || asked == "watchdog" {
            Containment::Watchdog
        } else {
            Containment::Rlimit
        }
    }))
}

pub fn environment(limits: &Limits) -> Result<(), OuterLimit> {
    super::lift_inherited(limits)?;
    if !rustix::process::geteuid().is_root() {
        // RLIMIT_NPROC binds an ordinary user: every process of the user
        // counts against it, this one and every run's.
        let user_tasks = user_processes();
        let needed = user_tasks + limits.tasks;
        super::lift(R::Nproc, Some(needed)).map_err(|limit| OuterLimit::HardNproc {
            limit,
            user_tasks,
            tasks: limits.tasks,
        })?;
    }
    Ok(())
}

/// The runs in progress, by token: each run's process group.
static RUNS: Mutex<BTreeMap<u64, libc::pid_t>> = Mutex::new(BTreeMap::new());
static NEXT_TOKEN: AtomicU64 = AtomicU64::new(0);

fn runs() -> MutexGuard<'static, BTreeMap<u64, libc::pid_t>> {
    RUNS.lock().unwrap_or_else(|e| e.into_inner())
}

/// The signal thread ([`super::signal_thread`]): on every catchable
/// terminating signal, the runs in progress are killed and this process
/// exits with 128 + its number. (No subreaper and no janitor: macOS has
/// neither a `PR_SET_CHILD_SUBREAPER` nor a parent-death signal.)
pub fn guard() -> io::Result<()> {
    super::default_sigchld();
    super::signal_thread(on_signal)
}

fn on_signal(sig: libc::c_int) {
    // Held until exit: no new run starts.
    let r = runs();
    for &group in r.values() {
        // SAFETY: killpg takes plain values; the group's leader is not
        // reaped while it is registered, so the id is the run's.
        unsafe { libc::killpg(group, libc::SIGKILL) };
    }
    std::process::exit(128 + sig);
}

/// Nothing: without a subreaper no escaped process is this process's to
/// sweep (each run kills the ones its samples saw, [`Run::finish`]).
pub fn drain_all() -> usize {
    0
}

/// The Mach timebase (`mach_timebase_info`), read once. (`libc` marks its
/// Mach items deprecated in favour of the `mach2` crate; this one call is
/// the same in both.)
#[allow(deprecated)]
fn timebase() -> (u32, u32) {
    static BASE: OnceLock<(u32, u32)> = OnceLock::new();
    *BASE.get_or_init(|| {
        let mut info = libc::mach_timebase_info { numer: 1, denom: 1 };
        // SAFETY: a valid pointer to a mach_timebase_info to fill.
        let r = unsafe { libc::mach_timebase_info(&mut info) };
        if r == 0 { (info.numer, info.denom) } else { (1, 1) }
    })
}

/// The pids `proc_listpids` lists of kind `kind` for `arg` (a group, a
/// real user id, a parent).
fn list(kind: u32, arg: u32) -> Vec<i32> {
    let mut len = 256;
    loop {
        let mut buffer = vec![0i32; len];
        let bytes = (len * std::mem::size_of::<i32>()) as libc::c_int;
        // SAFETY: a buffer of `bytes` bytes, written by the call.
        let got = unsafe { libc::proc_listpids(kind, arg, buffer.as_mut_ptr().cast(), bytes) };
        let (pids, full) = pure::listed(&buffer, got);
        if !full || len >= 1 << 20 {
            return pids;
        }
        len *= 4;
    }
}

/// The processes of this process's real user: what `RLIMIT_NPROC` counts
/// on macOS.
fn user_processes() -> u64 {
    list(PROC_RUID_ONLY, rustix::process::getuid().as_raw()).len() as u64
}

/// `pid` described, or `None` when it is gone (or not this user's).
fn describe(pid: i32) -> Option<Row> {
    // SAFETY: zeroed plain-data structs are valid; each call fills its own
    // out-parameter of the size it is given.
    unsafe {
        let mut bsd: libc::proc_bsdinfo = std::mem::zeroed();
        let size = std::mem::size_of::<libc::proc_bsdinfo>() as libc::c_int;
        if libc::proc_pidinfo(pid, libc::PROC_PIDTBSDINFO, 0, (&raw mut bsd).cast(), size) != size {
            return None;
        }
        let mut task: libc::proc_taskinfo = std::mem::zeroed();
        let size = std::mem::size_of::<libc::proc_taskinfo>() as libc::c_int;
        let threads = if libc::proc_pidinfo(pid, libc::PROC_PIDTASKINFO, 0, (&raw mut task).cast(), size) == size {
            task.pti_threadnum.max(1) as u64
        } else {
            1
        };
        let mut usage: libc::rusage_info_v4 = std::mem::zeroed();
        let (cpu, footprint) = if libc::proc_pid_rusage(
            pid,
            libc::RUSAGE_INFO_V4,
            (&raw mut usage).cast::<libc::rusage_info_t>(),
        ) == 0
        {
            (
                usage.ri_user_time + usage.ri_system_time + usage.ri_child_user_time + usage.ri_child_system_time,
                usage.ri_phys_footprint,
            )
        } else {
            (0, 0)
        };
        Some(Row {
            pid,
            ppid: bsd.pbi_ppid as i32,
            pgid: bsd.pbi_pgid as i32,
            start: bsd.pbi_start_tvsec * 1_000_000 + bsd.pbi_start_tvusec,
            threads,
            cpu,
            footprint,
        })
    }
}

/// Sends `SIGKILL` to `pid` if it is still the process that started at
/// `start` (a reused pid is left alone, but for the instant between the
/// check and the signal).
fn kill_if_same(pid: i32, start: u64) {
    if describe(pid).is_some_and(|r| r.start == start) {
        let _ = rustix::process::Pid::from_raw(pid)
            .map(|p| rustix::process::kill_process(p, rustix::process::Signal::KILL));
    }
}

/// One run, macOS's half of it (the seam, see [`super`]).
pub(crate) struct Run {
    token: u64,
    group: libc::pid_t,
    /// The run's `RLIMIT_NPROC`, the user's processes when it was set and
    /// whether the user's hard limit made it lower than asked for.
    nproc: Option<(u64, u64, bool)>,
    /// The run's processes the last sample saw, by pid: their start times.
    known: BTreeMap<i32, u64>,
    /// The run's bound on tasks.
    tasks: u64,
}

impl Run {
    /// Spawns `cmd` (in a process group of its own) with the run's
    /// `RLIMIT_NPROC` (an ordinary user), registered for the signal thread;
    /// the instant just before the spawn (the run's wall clock starts
    /// there).
    ///
    /// # Errors
    /// When the command cannot be spawned.
    pub(crate) fn start(cmd: &mut Command, limits: &Limits) -> io::Result<(super::Spawned, Run, Instant)> {
        let nproc = match containment().expect("macOS has a runner") {
            Containment::Rlimit => {
                let before = user_processes();
                let hard = rustix::process::getrlimit(R::Nproc).maximum.unwrap_or(u64::MAX);
                let want = before + limits.tasks;
                Some((want.min(hard), before, hard < want))
            }
            _ => None,
        };
        let limit = nproc.map(|(n, _, _)| n as libc::rlim_t);
        // SAFETY: the closure makes only async-signal-safe calls
        // (sigaction, sigprocmask, fcntl, setrlimit) on locals.
        let memory = limits.memory;
        unsafe { cmd.pre_exec(move || prepare(limit, memory)) };
        let mut r = runs();
        let start = Instant::now();
        let child: super::Spawned = cmd.spawn()?.into();
        let token = NEXT_TOKEN.fetch_add(1, Ordering::Relaxed);
        let group = child.pid;
        r.insert(token, group);
        Ok((
            child,
            Run {
                token,
                group,
                nproc,
                known: BTreeMap::new(),
                tasks: limits.tasks,
            },
            start,
        ))
    }

    /// The run's process group (its leader's pid).
    pub(crate) fn group(&self) -> libc::pid_t {
        self.group
    }

    /// None: the run loop finds the leader's end at its next poll.
    pub(crate) fn exited(&self) -> Option<std::os::fd::BorrowedFd<'_>> {
        None
    }

    /// Kills what belongs to the run: its group, and each process the last
    /// sample saw that is still the same process (one that left the
    /// group).
    pub(crate) fn kill(&self) {
        // SAFETY: killpg and kill take plain values; the leader is not
        // reaped yet, so its pid (the group's id) is not reused: killed by
        // pid too, in case it left its group (issue 53, N1).
        unsafe {
            libc::killpg(self.group, libc::SIGKILL);
            libc::kill(self.group, libc::SIGKILL);
        }
        for (&pid, &start) in &self.known {
            kill_if_same(pid, start);
        }
    }

    /// Nothing: without a subreaper no escapee is this process's child.
    pub(crate) fn sweep(&self) {}

    /// One sample of the run: its processes, their CPU time, threads and
    /// physical footprints; the limit it is over, tasks first.
    pub(crate) fn sample(&mut self, limits: &Limits, shell: Option<libc::pid_t>, peaks: &mut Peaks) -> Sampled {
        let rows = self.walk();
        self.known = rows.iter().map(|r| (r.pid, r.start)).collect();
        let (numer, denom) = timebase();
        let t = pure::totals(&rows, shell, numer, denom);
        peaks.tasks = peaks.tasks.max(t.tasks);
        if let Some((nproc, before, _)) = self.nproc
            && (t.processes + before >= nproc || (t.processes * 2 > limits.tasks && user_processes() >= nproc))
        {
            peaks.at_nproc = true;
        }
        let stop = if t.tasks > limits.tasks || self.verdict(peaks) == Nproc::Own {
            Some(Stop::Tasks)
        } else {
            peaks.memory = peaks.memory.max(t.memory);
            (t.memory > limits.memory).then_some(Stop::Memory)
        };
        Sampled {
            cpu: t.cpu,
            queued: Vec::new(),
            stop,
        }
    }

    /// The run's processes now ([`pure::walk`]).
    fn walk(&self) -> Vec<Row> {
        pure::walk(
            self.group,
            &list(PROC_PGRP_ONLY, self.group as u32),
            &self.known,
            describe,
            |pid| list(PROC_PPID_ONLY, pid as u32),
        )
    }

    fn verdict(&self, peaks: &Peaks) -> Nproc {
        match self.nproc {
            Some((nproc, before, lowered)) => {
                super::nproc_verdict(nproc, before, lowered, peaks.at_nproc, peaks.tasks, self.tasks)
            }
            None => Nproc::Fine,
        }
    }

    /// Kills what is left of the run, reaps its leader (`wait4`) and says
    /// what its `RLIMIT_NPROC` saw.
    ///
    /// # Errors
    /// When the leader cannot be waited for.
    pub(crate) fn finish(mut self, peaks: &Peaks, _killed: bool) -> io::Result<Finished> {
        self.kill();
        // What left the group and was started since the last sample: one
        // more look, and its kill, while the leader (whose pid is the
        // group's id) is not reaped yet.
        self.known = self.walk().iter().map(|r| (r.pid, r.start)).collect();
        self.kill();
        let reaped = {
            let mut r = runs();
            let reaped = super::wait4(self.group);
            r.remove(&self.token);
            reaped
        };
        let (status, cpu, maxrss) = reaped?;
        let (over, outer) = match self.verdict(peaks) {
            Nproc::Fine => (false, None),
            Nproc::Own => (true, None),
            Nproc::Outer(limit) => (false, Some(limit)),
        };
        Ok(Finished {
            status,
            cpu,
            maxrss,
            memory_peak: 0,
            peak_tasks: 0,
            over,
            outer,
        })
    }
}

/// What a run's first process does before `exec`, so that it starts as a
/// judge starts a submission: every signal's disposition back to its
/// default and an empty mask (the caller's signal thread blocks the
/// terminating ones, and `exec` keeps what is blocked or ignored), every
/// descriptor above 2 closed on `exec`, no core file and a stack of the
/// memory limit (`memory`, [`super::set_run_rlimits`]), and its `RLIMIT_NPROC` (`limit`,
/// soft and hard: a program may raise a soft limit to its hard one, never
/// past it). Only async-signal-safe calls.
fn prepare(limit: Option<libc::rlim_t>, memory: u64) -> io::Result<()> {
    super::set_run_rlimits(memory, None)?;
    // SAFETY: sigaction, sigprocmask, fcntl and setrlimit take plain values
    // or pointers to locals; all are async-signal-safe.
    unsafe {
        // macOS has 31 signals (NSIG is 32, `sys/signal.h`).
        for sig in 1..32 {
            let mut dfl: libc::sigaction = std::mem::zeroed();
            dfl.sa_sigaction = libc::SIG_DFL;
            libc::sigaction(sig, &dfl, std::ptr::null_mut());
        }
        let mut empty: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut empty);
        libc::sigprocmask(libc::SIG_SETMASK, &empty, std::ptr::null_mut());
        for fd in 3..libc::getdtablesize().min(4096) {
            libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC);
        }
        if let Some(n) = limit {
            let rl = libc::rlimit {
                rlim_cur: n,
                rlim_max: n,
            };
            if libc::setrlimit(libc::RLIMIT_NPROC, &rl) != 0 {
                return Err(io::Error::last_os_error());
            }
        }
    }
    Ok(())
}
