//! What a run's first process does between its `clone` ([`super::spawn`])
//! and `exec`, so that it starts as a judge starts a submission and
//! inherits nothing of the caller's but its environment and its three
//! standard descriptors:
//!
//! - **signals**: every disposition back to its default and an empty
//!   signal mask. `exec` keeps a signal that is ignored ignored and a
//!   blocked one blocked; the standard library no longer empties the mask
//!   in a child (rust-lang/rust#101077), and [`crate::guard`] blocks the
//!   terminating signals in the caller's threads for its signal thread, so
//!   without this a program's own `SIGTERM` (`multiprocessing.Pool`'s
//!   `terminate()`) or `SIGALRM` (`setitimer`) would never arrive;
//! - **descriptors**: every descriptor above 2 is closed on `exec`
//!   (`close_range` with `CLOSE_RANGE_CLOEXEC`), whatever the caller
//!   inherited without `O_CLOEXEC` (a jobserver's pipe, a shell's fd 3);
//! - **its parent's death**: `PR_SET_PDEATHSIG` with `SIGKILL`, so the run's
//!   first process dies with the thread of the caller that started it
//!   (stress killed with `SIGKILL`); the rest of its group and its cgroups
//!   are the janitor's ([`super::janitor`]);
//! - **its resource limits**: no core file, a stack of the memory limit
//!   ([`super::super::set_run_rlimits`]);
//! - **its bound**: the run's cgroup or `RLIMIT_NPROC` ([`Enter`]).
//!
//! Only system calls, no allocation: the child runs in the caller's
//! memory until it execs ([`super::spawn`]), and the caller has other
//! threads.

use std::io;

use super::contain::Enter;

/// What the run's first process does before `exec` ([`Prepare::apply`]).
#[derive(Clone, Debug)]
pub(crate) struct Prepare {
    /// The caller's pid: a first process whose parent is already another
    /// one (the caller died between the spawn and `prctl`) does not start.
    pub parent: libc::pid_t,
    /// Its bound.
    pub enter: Enter,
    /// The memory limit, in bytes: its stack's soft limit
    /// ([`super::super::set_run_rlimits`], with no core file).
    pub memory: u64,
    /// The CPU limit: each process's `RLIMIT_CPU` a second or two above
    /// it ([`super::super::set_run_rlimits`]).
    pub cpu: std::time::Duration,
}

impl Prepare {
    /// Applies it to the calling process (the child, before `exec`).
    ///
    /// # Errors
    /// When the parent is gone already, or the limits cannot be set or the
    /// bound entered: the run does not start.
    pub(crate) fn apply(&self) -> Result<(), Failed> {
        // SAFETY: prctl, getppid, sigaction, sigprocmask and close_range
        // take plain values or pointers to locals; all are
        // async-signal-safe.
        unsafe {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong, 0, 0, 0) != 0 {
                return Err(Failed::os(Failed::PREPARE));
            }
            if libc::getppid() != self.parent {
                return Err(Failed {
                    step: Failed::PARENT_GONE,
                    errno: 0,
                });
            }
            reset_signals();
            // Linux 5.11 and later; on an older kernel the descriptors stay
            // as they were (everything the runner opens is O_CLOEXEC).
            libc::syscall(libc::SYS_close_range, 3u32, u32::MAX, libc::CLOSE_RANGE_CLOEXEC);
        }
        let step = |e: io::Error| Failed {
            step: Failed::PREPARE,
            errno: e.raw_os_error().unwrap_or(libc::EINVAL),
        };
        super::super::set_run_rlimits(self.memory, Some(self.cpu)).map_err(step)?;
        self.enter.apply().map_err(step)
    }
}

/// Why a run's first process did not reach its program: the step that
/// failed and its `errno`, kept without allocating (the child shares the
/// caller's memory).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Failed {
    /// One of [`Failed::STDIO`], [`Failed::GROUP`], [`Failed::PREPARE`],
    /// [`Failed::PARENT_GONE`], [`Failed::DIRECTORY`], [`Failed::EXEC`].
    pub step: u8,
    /// The `errno` of the failed call (0 for [`Failed::PARENT_GONE`]).
    pub errno: libc::c_int,
}

impl Failed {
    /// Its standard streams could not be set (`dup2`).
    pub const STDIO: u8 = 1;
    /// Its process group could not be made (`setpgid`).
    pub const GROUP: u8 = 2;
    /// Its parent's death signal, limits or bound could not be set.
    pub const PREPARE: u8 = 3;
    /// The caller ended before the run started.
    pub const PARENT_GONE: u8 = 4;
    /// Its directory could not be entered (`chdir`).
    pub const DIRECTORY: u8 = 5;
    /// No `execve` along `PATH` succeeded.
    pub const EXEC: u8 = 6;

    /// `step` with the calling thread's `errno`.
    pub fn os(step: u8) -> Failed {
        Failed {
            step,
            errno: Failed::errno(),
        }
    }

    /// The calling thread's `errno`.
    pub fn errno() -> libc::c_int {
        // SAFETY: the C library's pointer to this thread's errno.
        unsafe { *libc::__errno_location() }
    }
}

impl From<Failed> for io::Error {
    /// The `errno` as the error, as `Command::spawn` reported a failure
    /// in its child; the caller's end in words.
    fn from(f: Failed) -> io::Error {
        if f.step == Failed::PARENT_GONE {
            io::Error::other("the runner ended before the run started")
        } else {
            io::Error::from_raw_os_error(f.errno)
        }
    }
}

/// Every signal's disposition back to `SIG_DFL`, then an empty mask.
///
/// # Safety
/// Only between the spawn and `exec`: it undoes the caller's handlers.
unsafe fn reset_signals() {
    for sig in 1..=64 {
        // SAFETY: as the function's.
        unsafe { default_disposition(sig) };
    }
    // SAFETY: an initialised empty set; sigprocmask is async-signal-safe.
    unsafe {
        let mut empty: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut empty);
        libc::sigprocmask(libc::SIG_SETMASK, &empty, std::ptr::null_mut());
    }
}

/// The kernel's `struct sigaction` on the architectures whose layout is
/// the generic one.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64", target_arch = "riscv64"))]
#[repr(C)]
struct KernelSigaction {
    handler: usize,
    flags: libc::c_ulong,
    restorer: usize,
    mask: u64,
}

/// `sig` back to `SIG_DFL` through the system call itself: the C library's
/// `sigaction` refuses its own real-time signals (32 and 33 in glibc),
/// which a caller may still have ignored, and `exec` keeps them ignored.
/// Fails harmlessly (`EINVAL`) for SIGKILL and SIGSTOP.
///
/// # Safety
/// Only between the spawn and `exec`.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64", target_arch = "riscv64"))]
unsafe fn default_disposition(sig: libc::c_int) {
    let dfl = KernelSigaction {
        handler: libc::SIG_DFL,
        flags: 0,
        restorer: 0,
        mask: 0,
    };
    // SAFETY: a valid kernel sigaction and its mask's size (8 bytes).
    unsafe {
        libc::syscall(
            libc::SYS_rt_sigaction,
            sig,
            &raw const dfl,
            std::ptr::null_mut::<KernelSigaction>(),
            8usize,
        );
    }
}

/// `sig` back to `SIG_DFL` (the C library's signals excepted).
///
/// # Safety
/// Only between the spawn and `exec`.
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64", target_arch = "riscv64")))]
unsafe fn default_disposition(sig: libc::c_int) {
    // SAFETY: a zeroed sigaction is SIG_DFL with an empty mask.
    unsafe {
        let mut dfl: libc::sigaction = std::mem::zeroed();
        dfl.sa_sigaction = libc::SIG_DFL;
        libc::sigaction(sig, &dfl, std::ptr::null_mut());
    }
}
