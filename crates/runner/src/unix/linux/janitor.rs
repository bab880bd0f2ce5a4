//! The janitor: a process of its own, forked by [`super::reaper::guard`],
//! that outlives this one just long enough to kill what its runs left. It
//! holds the read end of a pipe whose only write end this process keeps
//! (`O_CLOEXEC`: no run inherits it); this process tells it each run's
//! process group as the run starts and ends ([`watch`], [`forget`]), and,
//! without a cgroup, each process of a run found outside its group
//! ([`escapee`]: the janitor opens a pidfd for it at once, so a later kill
//! is of that process and no other). When the pipe ends, this process has
//! ended, however it ended (`SIGKILL` included): the janitor kills the
//! process groups of the runs that were in progress and the escapees it
//! holds, empties and removes the runs' cgroups, and exits.
//!
//! It ignores every signal that can be ignored and leaves this process's
//! session (`setsid`), so a Ctrl-C to the terminal's group does not end it
//! before its work; its descriptors are the pipe and `/dev/null`, so it
//! holds no pipe of the caller's open. It is not a run's escapee: [`pid`]
//! is left alone by the sweep.
//!
//! What it cannot reach: without a cgroup around the run (an ordinary
//! user's runs), a process that left the run's group less than a sample
//! (10 ms) before this process was killed, or was started by one that
//! left.
//!
//! **The fork.** [`start`] forks a process that may have other threads
//! already (a test harness's, a caller's). POSIX allows a child of such a
//! fork only async-signal-safe calls until it `exec`s or exits (another
//! thread may have held the allocator's lock at the fork, and would never
//! release it in the child), and that is the precondition the child keeps,
//! whenever the fork happens: it calls the kernel directly (`read`,
//! `kill`, `pidfd_*`, `openat`, `getdents64`, `unlinkat`, `nanosleep`,
//! `_exit`) and allocates nothing. Its memory is made before the fork:
//! the two lists it keeps (a `Vec` with room for 4096 groups and one for
//! 4096 escapees, pushed only while there is room, so never grown), and
//! the C paths of the runs' cgroups' parents ([`rawcg::Parents`]), which
//! it reads and removes by descriptor with buffers on its stack.

use std::io;
use std::sync::atomic::{AtomicI32, Ordering};

use super::rawcg;

/// The write end of the janitor's pipe (-1 without a janitor).
static PIPE: AtomicI32 = AtomicI32::new(-1);
/// The janitor's pid (0 without one).
static PID: AtomicI32 = AtomicI32::new(0);

/// Starts the janitor; `cgroups`: the parents of the runs' cgroups (none
/// without cgroups), which it empties and removes when this process ends.
///
/// # Errors
/// When the pipe or the process cannot be made.
pub(crate) fn start(cgroups: rawcg::Parents) -> io::Result<()> {
    if PID.load(Ordering::SeqCst) != 0 {
        return Ok(());
    }
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills a two-element array.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    let (read, write) = (fds[0], fds[1]);
    // Allocated before the fork: the child allocates nothing (see the
    // module doc).
    let mut groups: Vec<libc::pid_t> = Vec::with_capacity(4096);
    let mut escapees: Vec<(libc::pid_t, libc::c_int)> = Vec::with_capacity(4096);
    // SAFETY: fork, in a process that may have other threads: the child
    // runs `serve`, which never returns and makes only async-signal-safe
    // calls on memory allocated before the fork (see the module doc).
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
        // SAFETY: the child of the fork, with its own copy of everything;
        // `serve` keeps the child's precondition.
        unsafe { serve(read, write, &mut groups, &mut escapees, &cgroups) }
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

/// A record's kinds.
const WATCH: i32 = 1;
const FORGET: i32 = 2;
const ESCAPEE: i32 = 3;

/// Tells the janitor that the run whose process group is `group` started.
pub(crate) fn watch(group: libc::pid_t) {
    send([WATCH, group, 0]);
}

/// Tells the janitor that the run whose process group is `group` is over
/// (its escapees too).
pub(crate) fn forget(group: libc::pid_t) {
    send([FORGET, group, 0]);
}

/// Tells the janitor that `pid`, a process of the run whose group is
/// `group`, is outside that group.
pub(crate) fn escapee(group: libc::pid_t, pid: libc::pid_t) {
    send([ESCAPEE, group, pid]);
}

/// One record, 12 bytes: its kind, a group, a pid. A write of at most
/// `PIPE_BUF` bytes to a pipe is atomic, and so is its read.
fn send(record: [i32; 3]) {
    let fd = PIPE.load(Ordering::SeqCst);
    if fd < 0 {
        return;
    }
    let mut bytes = [0u8; 12];
    for (chunk, v) in bytes.chunks_mut(4).zip(record) {
        chunk.copy_from_slice(&v.to_ne_bytes());
    }
    // SAFETY: a write of a 12-byte local to our pipe.
    unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
}

/// The janitor's life: reads records until the pipe ends, then kills and
/// removes what is left, and exits. Only async-signal-safe calls, and no
/// allocation: `groups` and `escapees` are pushed only below their
/// capacity, and `retain` moves elements in place.
///
/// # Safety
/// Only in the child of `fork`.
unsafe fn serve(
    read: libc::c_int,
    write: libc::c_int,
    groups: &mut Vec<libc::pid_t>,
    escapees: &mut Vec<(libc::pid_t, libc::c_int)>,
    cgroups: &rawcg::Parents,
) -> ! {
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
            let mut bytes = [0u8; 12];
            let n = libc::read(3, bytes.as_mut_ptr().cast(), bytes.len());
            if n < 0 && *libc::__errno_location() == libc::EINTR {
                continue;
            }
            if n != 12 {
                break;
            }
            let field =
                |i: usize| i32::from_ne_bytes([bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2], bytes[4 * i + 3]]);
            let (kind, group, pid) = (field(0), field(1), field(2));
            match kind {
                WATCH if groups.len() < groups.capacity() => groups.push(group),
                FORGET => {
                    groups.retain(|&g| g != group);
                    escapees.retain(|&(g, fd)| {
                        if g == group {
                            libc::close(fd);
                        }
                        g != group
                    });
                }
                ESCAPEE if escapees.len() < escapees.capacity() => {
                    let fd = libc::syscall(libc::SYS_pidfd_open, pid, 0) as libc::c_int;
                    if fd >= 0 {
                        escapees.push((group, fd));
                    }
                }
                _ => {}
            }
        }
        // The caller is gone: its runs' groups go, then their escapees and
        // their cgroups. A group's id is its leader's pid, which stays
        // unused while any process of the group lives; an escapee is
        // signalled through its pidfd, so only that process can be hit.
        for &g in groups.iter() {
            libc::kill(-g, libc::SIGKILL);
        }
        for &(_, fd) in escapees.iter() {
            libc::syscall(
                libc::SYS_pidfd_send_signal,
                fd,
                libc::SIGKILL,
                std::ptr::null::<libc::siginfo_t>(),
                0,
            );
        }
        cgroups.remove_all();
        libc::_exit(0)
    }
}
