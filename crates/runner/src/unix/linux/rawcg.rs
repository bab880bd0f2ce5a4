//! The runs' cgroups emptied and removed with raw system calls and buffers
//! on the stack, for the janitor's forked child ([`super::janitor`]): a
//! child forked from a process with other threads may call only
//! async-signal-safe functions, so it allocates nothing (no `read_dir`, no
//! `PathBuf`, no `String`). Each path it needs is made before the fork
//! ([`Parents`]); after it, directories are opened and read by descriptor
//! (`openat`, `getdents64`, `unlinkat`).
//!
//! What it does is what [`super::contain`]'s `kill_all_runs` does in a
//! living process: every process of every run's cgroup under each parent
//! killed (v2: `cgroup.kill` first; each member through a pidfd opened and
//! then checked to be a member still, so a pid reused meanwhile by a
//! process outside is never hit), the emptied cgroup removed, then the
//! parent.

use std::ffi::{CStr, CString};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// The parents of the runs' cgroups (at most three: pids, and the v1
/// memory and `cpuacct` ones), each with whether it is on cgroup v2; made
/// before the fork.
#[derive(Debug, Default)]
pub(crate) struct Parents {
    dirs: [Option<(CString, bool)>; 3],
}

impl Parents {
    /// The parents `dirs` (a fourth and later are left out).
    pub(crate) fn new<'a>(dirs: impl IntoIterator<Item = (&'a Path, bool)>) -> Parents {
        let mut p = Parents::default();
        for (slot, (dir, v2)) in p.dirs.iter_mut().zip(dirs) {
            *slot = CString::new(dir.as_os_str().as_bytes()).ok().map(|c| (c, v2));
        }
        p
    }

    /// Empties and removes every run's cgroup under each parent, then the
    /// parent.
    ///
    /// # Safety
    /// None beyond a fork's child's: only async-signal-safe calls, no
    /// allocation.
    pub(crate) unsafe fn remove_all(&self) {
        for (dir, v2) in self.dirs.iter().flatten() {
            // SAFETY: a valid C string; raw calls only.
            unsafe { remove_runs(dir, *v2) };
        }
    }
}

/// Sleeps `ms` milliseconds (`nanosleep`).
fn sleep_ms(ms: i64) {
    let t = libc::timespec {
        tv_sec: 0,
        tv_nsec: ms * 1_000_000,
    };
    // SAFETY: a valid timespec; no remainder wanted.
    unsafe { libc::nanosleep(&t, std::ptr::null_mut()) };
}

/// Every run's cgroup in `dir` emptied and removed, then `dir`.
///
/// # Safety
/// Raw calls on a valid C string.
unsafe fn remove_runs(dir: &CStr, v2: bool) {
    // SAFETY: (all of the block) system calls on a valid C string, our own
    // descriptors and a buffer on the stack, whose length is passed.
    unsafe {
        let fd = libc::open(dir.as_ptr(), libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC);
        if fd < 0 {
            return;
        }
        // Removing entries while reading them may hide others from the
        // same read: read again until a pass finds none.
        for _ in 0..8 {
            let mut found = false;
            libc::lseek(fd, 0, libc::SEEK_SET);
            let mut buf = [0u8; 4096];
            loop {
                let n = libc::syscall(libc::SYS_getdents64, fd, buf.as_mut_ptr(), buf.len());
                if n <= 0 {
                    break;
                }
                let mut at = 0usize;
                while at + 19 < n as usize {
                    // linux_dirent64: ino u64, off i64, reclen u16, type u8, name.
                    let reclen = u16::from_ne_bytes([buf[at + 16], buf[at + 17]]) as usize;
                    let kind = buf[at + 18];
                    let name = CStr::from_ptr(buf.as_ptr().add(at + 19).cast());
                    if kind == libc::DT_DIR && name.to_bytes() != b"." && name.to_bytes() != b".." {
                        found = true;
                        empty_and_remove(fd, name, v2);
                    }
                    if reclen == 0 {
                        break;
                    }
                    at += reclen;
                }
            }
            if !found {
                break;
            }
        }
        libc::close(fd);
        for _ in 0..50 {
            if libc::rmdir(dir.as_ptr()) == 0 || *libc::__errno_location() != libc::EBUSY {
                return;
            }
            sleep_ms(10);
        }
    }
}

/// The cgroup `name` in the directory `parent` emptied (for at most about
/// two seconds) and removed.
///
/// # Safety
/// Raw calls on an open directory and a valid C string.
unsafe fn empty_and_remove(parent: libc::c_int, name: &CStr, v2: bool) {
    // SAFETY: (all of the block) system calls on our descriptors, valid C
    // strings and a one-byte literal.
    unsafe {
        let cg = libc::openat(
            parent,
            name.as_ptr(),
            libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC,
        );
        if cg < 0 {
            return;
        }
        if v2 {
            let k = libc::openat(cg, c"cgroup.kill".as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
            if k >= 0 {
                libc::write(k, b"1".as_ptr().cast(), 1);
                libc::close(k);
            }
        }
        for _ in 0..200 {
            if libc::unlinkat(parent, name.as_ptr(), libc::AT_REMOVEDIR) == 0 {
                break;
            }
            let e = *libc::__errno_location();
            if e != libc::EBUSY {
                break;
            }
            kill_members(cg);
            sleep_ms(10);
        }
        libc::close(cg);
    }
}

/// At most this many members are held (by pidfd) at once; the rest are
/// killed in the next round.
const HELD: usize = 256;

/// Kills the members of the open cgroup `cg`: each listed in its
/// `cgroup.procs` gets a pidfd, and is signalled only if it is listed
/// there again once the pidfd is open (the pidfd is then of that member:
/// its pid could be reused only after it was reaped, and a process that
/// took it is in the cgroup, which a later round kills).
///
/// # Safety
/// Raw calls on an open directory.
unsafe fn kill_members(cg: libc::c_int) {
    let mut held = [(0 as libc::pid_t, -1 as libc::c_int, false); HELD];
    let mut count = 0;
    // SAFETY: (all of the block) pidfd calls on pids read from the kernel
    // and on our own descriptors.
    unsafe {
        for_each_member(cg, |pid| {
            if count < HELD {
                let fd = libc::syscall(libc::SYS_pidfd_open, pid, 0) as libc::c_int;
                if fd >= 0 {
                    held[count] = (pid, fd, false);
                    count += 1;
                }
            }
        });
        for_each_member(cg, |pid| {
            for h in held[..count].iter_mut() {
                if h.0 == pid {
                    h.2 = true;
                }
            }
        });
        for &(_, fd, listed) in &held[..count] {
            if listed {
                libc::syscall(
                    libc::SYS_pidfd_send_signal,
                    fd,
                    libc::SIGKILL,
                    std::ptr::null::<libc::siginfo_t>(),
                    0,
                );
            }
            libc::close(fd);
        }
    }
}

/// Calls `each` with every pid listed in the open cgroup `cg`'s
/// `cgroup.procs`, read in chunks into a buffer on the stack.
///
/// # Safety
/// Raw calls on an open directory.
unsafe fn for_each_member(cg: libc::c_int, mut each: impl FnMut(libc::pid_t)) {
    // SAFETY: (all of the block) openat/read/close on our descriptor, a C
    // string literal and a buffer on the stack whose length is passed.
    unsafe {
        let fd = libc::openat(cg, c"cgroup.procs".as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC);
        if fd < 0 {
            return;
        }
        let mut buf = [0u8; 1024];
        let mut pid: i64 = 0;
        let mut digits = false;
        loop {
            let n = libc::read(fd, buf.as_mut_ptr().cast(), buf.len());
            if n <= 0 {
                break;
            }
            for &b in &buf[..n as usize] {
                if b.is_ascii_digit() {
                    pid = pid.saturating_mul(10).saturating_add(i64::from(b - b'0'));
                    digits = true;
                } else {
                    if digits && pid > 0 && pid <= i64::from(i32::MAX) {
                        each(pid as libc::pid_t);
                    }
                    pid = 0;
                    digits = false;
                }
            }
        }
        if digits && pid > 0 && pid <= i64::from(i32::MAX) {
            each(pid as libc::pid_t);
        }
        libc::close(fd);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parent_s_runs_are_removed_then_the_parent() {
        // Plain directories stand for cgroups (no member, no cgroup.kill):
        // what is read and removed, by descriptor.
        let root = std::env::temp_dir().join(format!("runner-rawcg-{}", std::process::id()));
        for run in ["run-0", "run-1", "run-17"] {
            std::fs::create_dir_all(root.join(run)).unwrap();
        }
        let parents = Parents::new([(root.as_path(), false)]);
        // SAFETY: a test process; raw calls on its own directory.
        unsafe { parents.remove_all() };
        assert!(
            !root.exists(),
            "{root:?} left: {:?}",
            std::fs::read_dir(&root).map(|d| d.count())
        );
    }

    #[test]
    fn members_are_read_across_chunks() {
        let dir = std::env::temp_dir().join(format!("runner-rawcg-procs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let pids: Vec<i32> = (1..=400).map(|i| 100_000 + i).collect();
        let text: String = pids.iter().map(|p| format!("{p}\n")).collect();
        assert!(text.len() > 1024, "spans more than one read");
        std::fs::write(dir.join("cgroup.procs"), text).unwrap();
        let c = CString::new(dir.as_os_str().as_bytes()).unwrap();
        let mut seen = Vec::new();
        // SAFETY: a test process; raw calls on its own directory.
        unsafe {
            let fd = libc::open(c.as_ptr(), libc::O_RDONLY | libc::O_DIRECTORY);
            assert!(fd >= 0);
            for_each_member(fd, |p| seen.push(p));
            libc::close(fd);
        }
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(seen, pids);
    }
}
