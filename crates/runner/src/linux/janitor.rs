//! The janitor: a process of its own, forked by [`super::reaper::guard`],
//! that outlives this one just long enough to kill what its runs left. It
//! holds the read end of a pipe whose only write end this process keeps
//! (`O_CLOEXEC`: no run inherits it); this process tells it each run's
//! process group as the run starts and ends ([`watch`], [`forget`]). When
//! the pipe ends, this process has ended, however it ended (`SIGKILL`
//! included): the janitor kills the process groups of the runs that were
//! in progress, empties and removes the runs' cgroups, and exits.
//!
//! It ignores every signal that can be ignored and leaves this process's
//! session (`setsid`), so a Ctrl-C to the terminal's group does not end it
//! before its work; its descriptors are the pipe and `/dev/null`, so it
//! holds no pipe of the caller's open. It is not a run's escapee: [`pid`]
//! is left alone by the sweep.
//!
//! What it cannot reach: a process of a run that left the run's group
//! (`setsid`) without a cgroup around the run (an ordinary user's runs),
//! once this process, its subreaper, is gone: it is then init's.

use std::io;
use std::sync::atomic::{AtomicI32, Ordering};

/// The write end of the janitor's pipe (-1 without a janitor).
static PIPE: AtomicI32 = AtomicI32::new(-1);
/// The janitor's pid (0 without one).
static PID: AtomicI32 = AtomicI32::new(0);

/// Starts the janitor; `cgroups`: whether the runs have cgroups (the
/// mechanism is chosen before: the janitor's copy of it names their
/// parent).
///
/// # Errors
/// When the pipe or the process cannot be made.
pub(crate) fn start(cgroups: bool) -> io::Result<()> {
    if PID.load(Ordering::SeqCst) != 0 {
        return Ok(());
    }
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills a two-element array.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    let (read, write) = (fds[0], fds[1]);
    // Allocated before the fork: the child only reads and kills.
    let mut groups: Vec<libc::pid_t> = Vec::with_capacity(4096);
    // SAFETY: fork; the child runs `serve`, which never returns.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        let e = io::Error::last_os_error();
        // SAFETY: closing our own descriptors.
        unsafe {
            libc::close(read);
            libc::close(write);
        }
        return Err(e);
    }
    if pid == 0 {
        // SAFETY: the child of the fork, with its own copy of everything.
        unsafe { serve(read, write, &mut groups, cgroups) }
    }
    // SAFETY: closing our copy of the read end.
    unsafe { libc::close(read) };
    PIPE.store(write, Ordering::SeqCst);
    PID.store(pid, Ordering::SeqCst);
    Ok(())
}

/// The janitor's pid, if there is one.
pub(crate) fn pid() -> Option<libc::pid_t> {
    Some(PID.load(Ordering::SeqCst)).filter(|&p| p != 0)
}

/// Tells the janitor that the run whose process group is `group` started.
pub(crate) fn watch(group: libc::pid_t) {
    send(group);
}

/// Tells the janitor that the run whose process group is `group` is over.
pub(crate) fn forget(group: libc::pid_t) {
    send(-group);
}

/// One record, 4 bytes: a group (started) or its negation (over). A write
/// of at most `PIPE_BUF` bytes to a pipe is atomic.
fn send(record: libc::pid_t) {
    let fd = PIPE.load(Ordering::SeqCst);
    if fd < 0 {
        return;
    }
    let bytes = record.to_ne_bytes();
    // SAFETY: a write of a 4-byte local to our pipe.
    unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
}

/// The janitor's life: reads records until the pipe ends, then kills and
/// removes what is left, and exits.
///
/// # Safety
/// Only in the child of `fork`.
unsafe fn serve(read: libc::c_int, write: libc::c_int, groups: &mut Vec<libc::pid_t>, cgroups: bool) -> ! {
    // SAFETY: plain system calls on values and locals of this process.
    unsafe {
        libc::close(write);
        libc::setsid();
        let mut ign: libc::sigaction = std::mem::zeroed();
        ign.sa_sigaction = libc::SIG_IGN;
        for sig in 1..=64 {
            libc::sigaction(sig, &ign, std::ptr::null_mut());
        }
        let mut empty: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut empty);
        libc::sigprocmask(libc::SIG_SETMASK, &empty, std::ptr::null_mut());
        // The pipe on 3, /dev/null on 0, 1 and 2, nothing else.
        libc::dup2(read, 3);
        libc::syscall(libc::SYS_close_range, 4u32, u32::MAX, 0u32);
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
        for fd in 0..3 {
            libc::dup2(null, fd);
        }
        if null > 2 {
            libc::close(null);
        }
        libc::chdir(c"/".as_ptr());
        loop {
            let mut record = [0u8; 4];
            let n = libc::read(3, record.as_mut_ptr().cast(), record.len());
            if n < 0 && *libc::__errno_location() == libc::EINTR {
                continue;
            }
            if n != 4 {
                break;
            }
            let group = libc::pid_t::from_ne_bytes(record);
            if group > 0 {
                if groups.len() < groups.capacity() {
                    groups.push(group);
                }
            } else if let Some(i) = groups.iter().position(|&g| g == -group) {
                groups.swap_remove(i);
            }
        }
        // The caller is gone: its runs' groups go, then their cgroups. A
        // group's id is its leader's pid, which stays unused while any
        // process of the group lives.
        for &g in groups.iter() {
            libc::kill(-g, libc::SIGKILL);
        }
        if cgroups {
            super::contain::kill_all_runs();
        }
        libc::_exit(0)
    }
}
