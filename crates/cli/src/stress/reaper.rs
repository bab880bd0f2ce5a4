//! Nothing left behind: every run's process group is registered while it
//! runs (`spawn_registered`), so that SIGINT or SIGTERM to `stress` kills
//! them all ([`guard`]), and on Linux `stress` is a child subreaper
//! (`PR_SET_CHILD_SUBREAPER`), so a process that escapes its group with
//! `setsid` is reparented to `stress` instead of to init when its parent
//! dies, and [`sweep`] kills it.
//!
//! What is guaranteed:
//! - everywhere: at the end of each run (exit, time limit, output bound)
//!   the run's process group is killed with `SIGKILL`; on SIGINT or SIGTERM
//!   every running group is killed before `stress` exits (130 or 143);
//! - on Linux, with [`guard`] installed (the `stress` subcommand does it):
//!   a process that left its group (`setsid`, `setpgid`) is killed too once
//!   its parent in the run is gone, after each run and before `stress`
//!   exits; a process whose parent outside the run keeps it (a daemon
//!   started through a service manager, `systemd-run`) is out of reach;
//! - elsewhere, such an escaped process is not found;
//! - on Linux, adopted children (escapees, orphans of a killed run) are
//!   reaped as they die by a thread of their own ([`guard`]), so a run that
//!   leaves many behind does not fill the process table with zombies (a
//!   zombie still counts against a pids cgroup's bound);
//! - every run's pids cgroup ([`super::contain`]) is emptied and removed
//!   at the run's end, on SIGINT or SIGTERM and before `stress` exits.

use std::collections::BTreeSet;
use std::io;
use std::process::{Child, Command};
use std::sync::{Mutex, MutexGuard};
use std::thread;
use std::time::Duration;

use super::{contain, procfs};

/// The process groups of the runs in progress (each run's shell is the
/// leader of its group), and whether [`guard`] is installed.
struct Registry {
    groups: BTreeSet<libc::pid_t>,
    reaping: bool,
}

static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
    groups: BTreeSet::new(),
    reaping: false,
});

fn registry() -> MutexGuard<'static, Registry> {
    REGISTRY.lock().unwrap_or_else(|e| e.into_inner())
}

/// Spawns `command` (which must ask for `process_group(0)`) and registers
/// its group, both under the registry's lock, so that [`sweep`] never sees
/// the new shell unregistered.
///
/// # Errors
/// When the command cannot be spawned.
pub(crate) fn spawn_registered(command: &mut Command) -> io::Result<Child> {
    let mut r = registry();
    let child = command.spawn()?;
    r.groups.insert(child.id() as libc::pid_t);
    Ok(child)
}

/// Forgets a group once its run is over (its shell reaped, the group
/// killed).
pub(crate) fn unregister(group: libc::pid_t) {
    registry().groups.remove(&group);
}

/// Sends `SIGKILL` to every process of `group`.
pub(crate) fn kill_group(group: libc::pid_t) {
    // SAFETY: kill(2) with a negative pid signals a process group; it
    // touches no memory.
    unsafe { libc::kill(-group, libc::SIGKILL) };
}

/// Makes this process a child subreaper (Linux), blocks SIGINT, SIGTERM
/// and SIGHUP in this thread and every thread it starts later, and starts a
/// thread that waits for them: it kills every registered group and every
/// run's cgroup, sweeps up escaped processes and exits with 128 + the
/// signal's number; and (Linux) a thread that reaps adopted children as
/// they die. Call it before starting any other thread.
///
/// # Errors
/// When a thread cannot be made (the signals are unblocked again).
pub fn guard() -> io::Result<()> {
    #[cfg(target_os = "linux")]
    // SAFETY: prctl(PR_SET_CHILD_SUBREAPER, 1) changes only this process's
    // reparenting rule.
    unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    }
    registry().reaping = cfg!(target_os = "linux");
    let set = signals();
    // SAFETY: `set` is an initialised signal set; blocking signals in this
    // thread is inherited by the threads it starts (std resets the mask in
    // spawned processes).
    unsafe { libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut()) };
    let waiter = thread::Builder::new().name("stress-signals".into()).spawn(move || {
        let mut sig = 0;
        // SAFETY: sigwait on an initialised set, with a valid out pointer.
        while unsafe { libc::sigwait(&set, &mut sig) } != 0 {}
        // Held until exit: no new run starts.
        let r = registry();
        for &g in &r.groups {
            kill_group(g);
        }
        contain::kill_all_runs();
        drain(&r);
        std::process::exit(128 + sig);
    });
    if let Err(e) = waiter {
        // SAFETY: as above.
        unsafe { libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut()) };
        return Err(e);
    }
    if cfg!(target_os = "linux") {
        thread::Builder::new()
            .name("stress-reaper".into())
            .spawn(reap_adopted)?;
    }
    Ok(())
}

/// Reaps every child of this process that has ended, except a run's shell
/// (its run waits for it, for its exit status and CPU time), forever.
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
        if reg.groups.contains(&pid) {
            drop(reg);
            thread::sleep(Duration::from_millis(2));
            continue;
        }
        let mut status = 0;
        // SAFETY: waitpid on a child that has ended, under the registry's
        // lock (no run's shell is spawned or registered meanwhile).
        unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
    }
}

fn signals() -> libc::sigset_t {
    // SAFETY: sigemptyset initialises the set before sigaddset reads it.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for s in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
            libc::sigaddset(&mut set, s);
        }
        set
    }
}

/// Kills and reaps every child of this process that is not the shell of a
/// run in progress nor in the group of one: processes that escaped a run
/// that is over. Returns how many. Does nothing unless [`guard`] made this
/// process a subreaper.
pub fn sweep() -> usize {
    let r = registry();
    sweep_locked(&r)
}

fn sweep_locked(r: &Registry) -> usize {
    if !r.reaping {
        return 0;
    }
    let mut n = 0;
    for pid in procfs::children() {
        if in_a_run(r, pid) {
            continue;
        }
        // SAFETY: getpgid, kill and waitpid on a child of this process:
        // no memory is touched but the status word.
        unsafe {
            let group = libc::getpgid(pid);
            if group == pid {
                libc::kill(-pid, libc::SIGKILL); // its own group (setsid)
            }
            libc::kill(pid, libc::SIGKILL);
            let mut status = 0;
            libc::waitpid(pid, &mut status, 0);
        }
        n += 1;
    }
    n
}

/// Whether the child `pid` is the shell of a run in progress or in the
/// group of one (a group its run kills, and whose shell its run reaps).
fn in_a_run(r: &Registry, pid: libc::pid_t) -> bool {
    // SAFETY: getpgid touches no memory.
    r.groups.contains(&pid) || r.groups.contains(&unsafe { libc::getpgid(pid) })
}

/// Empties and removes every run's cgroup, then sweeps until no escaped
/// process is left (a killed one's own children are reparented here in
/// turn), for at most about a second.
pub fn drain_all() -> usize {
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
        if n == 0 && procfs::children().iter().all(|&p| in_a_run(r, p)) {
            break;
        }
        thread::sleep(Duration::from_millis(10));
    }
    total
}
