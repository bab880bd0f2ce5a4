//! Nothing left behind: every run is registered while it runs, under a
//! token of its own ([`Registration`]), so that a terminating signal to
//! this process kills them all ([`guard`]); and this process is a child
//! subreaper (`PR_SET_CHILD_SUBREAPER`), so a process that escapes its
//! group with `setsid` is reparented here instead of to init when its
//! parent dies, and [`sweep`] kills it.
//!
//! What is guaranteed:
//! - at the end of each run (exit, a limit, the caller's stop) the run's
//!   process group is killed with `SIGKILL`, before its leader is reaped:
//!   the leader stays a zombie until then, so its pid, which is the
//!   group's id, cannot be reused by anyone while the group is signalled;
//! - with [`guard`] installed: on every terminating signal that can be
//!   caught (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
//!   SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT and the
//!   real-time signals) every running group and every run's cgroup is
//!   killed before this process exits with 128 + the signal's number; a
//!   process that left its group (`setsid`, `setpgid`) is killed too once
//!   its parent in the run is gone, after each run and before exit; one
//!   whose parent outside the run keeps it (a daemon started through a
//!   service manager) is out of reach;
//! - adopted children (escapees, orphans of a killed run) are reaped as
//!   they die by a thread of their own, so a run that leaves many behind
//!   does not fill the process table with zombies.
//! - with [`guard`] installed, when this process is killed with `SIGKILL`
//!   (which no thread can answer), the janitor ([`super::janitor`]) kills
//!   the groups of the runs in progress and removes their cgroups, and
//!   each run's first process dies with it (`PR_SET_PDEATHSIG`); a later
//!   process removes the cgroups that a dead one left
//!   ([`super::contain`]). When the janitor is killed too (`kill -9` of
//!   both, issue 53 N10), only the first processes die (`PR_SET_PDEATHSIG`
//!   is not inherited by their children). What they started stays in the
//!   run's cgroup until a later stress removes it as stale (root), or,
//!   without a cgroup (an ordinary user), is adopted by init, where no
//!   process of the user can tell it from the user's own. What still binds
//!   each such process is what the kernel keeps without anyone watching:
//!   its `RLIMIT_CPU` (the run's CPU limit rounded up plus a second, soft
//!   and hard: `SIGKILL` once it has used that much CPU), its
//!   `RLIMIT_NPROC` as a user (it cannot fork past the run's bound), and
//!   its stack and core limits. So a busy process ends within seconds of
//!   CPU; one that sleeps or waits (`sleep`, a blocked read) uses no CPU
//!   and stays until it ends by itself or is killed by hand (as root, the
//!   next stress removes it with its stale cgroup). Nothing short of a
//!   cgroup or a pid namespace of its own (which an ordinary user's runs
//!   do not get) ends such a process whoever is killed.
//!
//! **Which run an adopted child is.** A child of this process that is in
//! a run's process group is that run's. One in a group of its own (a
//! grandchild that called `setsid` after its parent ended: a double fork)
//! says nothing of where it came from once it is adopted: its parent is
//! this process, its group and session its own. When one run is in
//! progress ([`alone`]: always so for an ordinary user, whose runs go one
//! at a time under `RLIMIT_NPROC`, and with `--jobs 1`), every adopted
//! child is that run's: its samples measure it (CPU, memory, tasks), its
//! limits kill it, and the janitor holds it. With several runs at once and
//! no cgroup (root without a pids cgroup, `--jobs` above 1) it is no
//! run's: it is not measured, and is killed when the next run ends (a
//! sweep). A cgroup per run (root) has no such question: the escapee is
//! in its run's cgroup.
//!
//! What it takes over: every child of this process that is not a run in
//! progress is taken for an escapee, reaped when it ends and killed by the
//! sweeps ([`crate::guard`] says so to the caller).

use std::collections::BTreeMap;
use std::io;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::thread;
use std::time::Duration;

use rustix::process::{Pid, Signal};

use super::{contain, janitor, procfs};
use crate::unix::Spawned;

/// The runs in progress, by token: each run's leader (the leader of its
/// process group), and whether [`guard`] is installed.
struct Registry {
    runs: BTreeMap<u64, libc::pid_t>,
    reaping: bool,
}

static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
    runs: BTreeMap::new(),
    reaping: false,
});
static NEXT_TOKEN: AtomicU64 = AtomicU64::new(0);

fn registry() -> MutexGuard<'static, Registry> {
    REGISTRY.lock().unwrap_or_else(|e| e.into_inner())
}

impl Registry {
    fn is_leader(&self, pid: libc::pid_t) -> bool {
        self.runs.values().any(|&l| l == pid)
    }
}

/// A run in the registry: its token and its leader's pid. The leader is
/// reaped, and the run forgotten, only by [`Registration::reap`].
#[derive(Debug)]
pub(crate) struct Registration {
    token: u64,
    leader: libc::pid_t,
}

/// Spawns a run's leader with `spawn` (which puts it in a process group
/// of its own) and registers it, both under the registry's lock, so that
/// [`sweep`] never sees the new leader unregistered (nor reaps a leader
/// that failed before `exec`, which `spawn` reaps itself).
///
/// # Errors
/// When the command cannot be spawned.
pub(crate) fn spawn_registered(spawn: impl FnOnce() -> io::Result<Spawned>) -> io::Result<(Spawned, Registration)> {
    let mut r = registry();
    let child = spawn()?;
    let token = NEXT_TOKEN.fetch_add(1, Ordering::Relaxed);
    let leader = child.pid;
    r.runs.insert(token, leader);
    janitor::watch(leader);
    Ok((child, Registration { token, leader }))
}

impl Registration {
    /// The run's process group (its leader's pid).
    pub(crate) fn group(&self) -> libc::pid_t {
        self.leader
    }

    /// Sends `SIGKILL` to every process of the run's group, and to the
    /// leader by its pid: a leader that left its own group
    /// (`setpgid(0, getpgid(getppid()))` puts it in the caller's group) is
    /// no longer reached by the group's kill, and without this it would
    /// have no limit left. Safe while the leader is not reaped (see the
    /// module doc): it is this process's child, so its pid cannot be
    /// reused before [`Registration::reap`].
    pub(crate) fn kill_group(&self) {
        if let Some(pid) = Pid::from_raw(self.leader) {
            let _ = rustix::process::kill_process_group(pid, Signal::KILL);
            let _ = rustix::process::kill_process(pid, Signal::KILL);
        }
    }

    /// Reaps the leader (blocking until it has ended: kill the group first)
    /// and forgets the run, under the registry's lock: its exit status, its
    /// CPU time (user + system, with every child it waited for) and the
    /// largest `ru_maxrss` among them, in bytes.
    ///
    /// # Errors
    /// When it cannot be waited for.
    pub(crate) fn reap(self) -> io::Result<(std::process::ExitStatus, Duration, u64)> {
        let mut r = registry();
        // Before the leader's pid can be reused.
        janitor::forget(self.leader);
        let reaped = super::super::wait4(self.leader);
        r.runs.remove(&self.token);
        reaped
    }
}

/// Whether the run whose group is `group` is the only run in progress
/// (and [`guard`] made this process a subreaper): then every child of this
/// process but its leader and the janitor is an escapee of that run, and
/// its samples take them whatever their group ([`adoptable`]).
pub(crate) fn alone(group: libc::pid_t) -> bool {
    let r = registry();
    r.reaping && r.runs.len() == 1 && r.is_leader(group)
}

/// Whether the child `pid` of this process may be taken for an escapee of
/// the only run in progress ([`alone`]): it is no run's leader and not the
/// janitor.
pub(crate) fn adoptable(pid: libc::pid_t) -> bool {
    janitor::pid() != Some(pid) && !registry().is_leader(pid)
}

/// Makes this process a child subreaper, starts the janitor
/// ([`janitor`]), blocks every catchable
/// terminating signal in this thread and every thread it starts later, and
/// starts a thread that waits for them: it kills every registered group
/// and every run's cgroup, sweeps up escaped processes and exits with 128 +
/// the signal's number; and a thread that reaps adopted children as they
/// die. Call it before starting any other thread.
///
/// # Errors
/// When the janitor or a thread cannot be made. Without the signal thread the signals are
/// unblocked again; without the reaper the signal thread still answers
/// them (adopted children are then reaped by `drain_all` only).
pub(crate) fn guard() -> io::Result<()> {
    // Before anything is forked: an inherited SIG_IGN reaps every child.
    super::super::default_sigchld();
    let _ = rustix::process::set_child_subreaper(Some(rustix::process::getpid()));
    // Forked before this process has threads of its own.
    janitor::start(contain::run_parents())?;
    registry().reaping = true;
    super::super::signal_thread(on_signal)?;
    thread::Builder::new()
        .name("runner-reaper".into())
        .spawn(reap_adopted)?;
    Ok(())
}

/// Reaps every child of this process that has ended, except a run's
/// leader (its run reaps it), forever.
fn reap_adopted() {
    loop {
        // SAFETY: an all-zero siginfo_t is valid; waitid fills it.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        // SAFETY: waitid with WNOWAIT only looks: nothing is reaped here.
        let r = unsafe { libc::waitid(libc::P_ALL, 0, &mut info, libc::WEXITED | libc::WNOHANG | libc::WNOWAIT) };
        // SAFETY: si_pid is valid for a SIGCHLD-kind siginfo (0 when none).
        let pid = if r == 0 { unsafe { info.si_pid() } } else { 0 };
        if pid == 0 {
            thread::sleep(Duration::from_millis(10));
            continue;
        }
        let reg = registry();
        if reg.is_leader(pid) {
            drop(reg);
            thread::sleep(Duration::from_millis(2));
            continue;
        }
        if let Some(p) = Pid::from_raw(pid) {
            // Under the registry's lock: no run's leader is spawned or
            // registered meanwhile.
            let _ = rustix::process::waitpid(Some(p), rustix::process::WaitOptions::NOHANG);
        }
    }
}

/// What the signal thread does on a terminating signal `sig`: kills every
/// registered group and every run's cgroup, sweeps up escaped processes
/// and exits with 128 + `sig`.
fn on_signal(sig: libc::c_int) {
    // Held until exit: no new run starts.
    let r = registry();
    for &leader in r.runs.values() {
        if let Some(pid) = Pid::from_raw(leader) {
            let _ = rustix::process::kill_process_group(pid, Signal::KILL);
        }
    }
    contain::kill_all_runs();
    drain(&r);
    std::process::exit(128 + sig);
}

/// Kills and reaps every child of this process that is not the leader of
/// a run in progress nor in the group of one: processes that escaped a
/// run that is over. Returns how many. Does nothing unless [`guard`] made
/// this process a subreaper.
pub(crate) fn sweep() -> usize {
    let r = registry();
    sweep_locked(&r)
}

fn sweep_locked(r: &Registry) -> usize {
    if !r.reaping {
        return 0;
    }
    let mut n = 0;
    for pid in procfs::children() {
        let Some(p) = Pid::from_raw(pid) else { continue };
        if in_a_run(r, p) {
            continue;
        }
        // A child of this process that nobody else reaps (the reaper
        // thread waits for this lock): its pid cannot be reused until the
        // `waitpid` below, so signalling it by pid is exact.
        if rustix::process::getpgid(Some(p)).is_ok_and(|g| g == p) {
            let _ = rustix::process::kill_process_group(p, Signal::KILL); // its own group (setsid)
        }
        let _ = rustix::process::kill_process(p, Signal::KILL);
        let _ = rustix::process::waitpid(Some(p), rustix::process::WaitOptions::empty());
        n += 1;
    }
    n
}

/// Whether the child `pid` is the leader of a run in progress or in the
/// group of one (a group its run kills, and whose leader its run reaps),
/// or the janitor.
fn in_a_run(r: &Registry, pid: Pid) -> bool {
    // The janitor is no escapee: it is left to end with this process.
    janitor::pid() == Some(pid.as_raw_nonzero().get())
        || r.is_leader(pid.as_raw_nonzero().get())
        || rustix::process::getpgid(Some(pid)).is_ok_and(|g| r.is_leader(g.as_raw_nonzero().get()))
}

/// Empties and removes every run's cgroup, then sweeps until no escaped
/// process is left (a killed one's own children are reparented here in
/// turn), for at most about a second.
pub(crate) fn drain_all() -> usize {
    let r = registry();
    contain::kill_all_runs();
    drain(&r)
}

fn drain(r: &Registry) -> usize {
    let mut total = 0;
    for _ in 0..100 {
        let n = sweep_locked(r);
        total += n;
        // What is left is what the sweep leaves: the runs' groups, killed
        // whole by the caller (on a signal, their processes stay unreaped
        // children until exit: waiting for them would wait the full bound).
        if n == 0
            && procfs::children()
                .iter()
                .filter_map(|&p| Pid::from_raw(p))
                .all(|p| in_a_run(r, p))
        {
            break;
        }
        thread::sleep(Duration::from_millis(10));
    }
    total
}
