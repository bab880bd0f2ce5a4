//! A bound around one run: at most [`PROCESS_LIMIT`] processes and threads
//! at once, enforced even when `stress` runs as root, and every process of
//! the run found and killed when it ends, whatever it did to its process
//! group or its pipes.
//!
//! Two mechanisms, chosen once per `stress` process ([`Mechanism`]):
//!
//! - **cgroup** (Linux, where `stress` may create a pids cgroup: as root,
//!   with the `pids` controller mounted, cgroup v1 or v2): `stress` makes
//!   `sudoku-lab-stress-PID/` inside its own pids cgroup, and each run gets
//!   `run-N/` in it with `pids.max` = [`PROCESS_LIMIT`]; the run's shell
//!   enters it before `exec` (so nothing it starts is outside). The kernel
//!   refuses the fork or thread past the bound (`EAGAIN`); `pids.events`
//!   counts the refusals, and a run with one is killed and judged RE ("too
//!   many processes"). At the end of the run every process in the cgroup
//!   (`cgroup.procs`: escapees of `setsid` included) is killed and the
//!   cgroup removed.
//! - **watchdog** (anywhere else): each sample of the run
//!   (`super::procfs`) counts the tasks (threads) of the run's processes,
//!   those of its process group and every descendant of them; past the
//!   bound the group and those descendants are killed (RE, "too many
//!   processes"). A fork bomb can outrun a sampler between two samples, so
//!   this bound is approximate; the cgroup's is exact.
//!
//! `SUDOKU_LAB_STRESS_CONTAIN=watchdog` forces the watchdog (for tests and
//! for a machine where cgroups are shared with something else).

use std::ffi::CString;
use std::fs;
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

/// The most processes and threads one run may have at once (each thread
/// counts, as in the kernel's pids controller): room for a JVM (about 20
/// threads on 2 cores, a few dozen on a large machine) and for a shell
/// pipeline, far below what takes a machine down.
pub const PROCESS_LIMIT: u64 = 256;

/// How a run is bounded, chosen once per process.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mechanism {
    /// A pids cgroup per run, under this directory (`…/sudoku-lab-stress-PID`).
    Cgroup(PathBuf),
    /// The sampling watchdog.
    Watchdog,
}

impl Mechanism {
    /// `cgroup (pids.max 256)` or `watchdog (256 tasks)`, for the summary.
    pub fn describe(&self) -> String {
        match self {
            Mechanism::Cgroup(_) => format!("pids cgroup, pids.max {PROCESS_LIMIT}"),
            Mechanism::Watchdog => format!("watchdog, {PROCESS_LIMIT} tasks"),
        }
    }
}

static MECHANISM: OnceLock<Mechanism> = OnceLock::new();
static NEXT_RUN: AtomicU64 = AtomicU64::new(0);

/// The mechanism of this process: a pids cgroup when one can be made,
/// the watchdog otherwise (see the module doc).
pub fn mechanism() -> &'static Mechanism {
    MECHANISM.get_or_init(|| {
        if std::env::var("SUDOKU_LAB_STRESS_CONTAIN").is_ok_and(|v| v == "watchdog") {
            return Mechanism::Watchdog;
        }
        match make_parent() {
            Some(dir) => {
                // The parent goes when this process exits (each run's
                // cgroup goes when its run ends); a test binary that runs
                // programs without `stress::run` leaves nothing either.
                // SAFETY: registers a plain `extern "C"` function.
                unsafe { libc::atexit(cleanup_at_exit) };
                Mechanism::Cgroup(dir)
            }
            None => Mechanism::Watchdog,
        }
    })
}

extern "C" fn cleanup_at_exit() {
    kill_all_runs();
}

/// Kills every process in every run's cgroup of this process (on SIGINT
/// or SIGTERM, and before `stress` exits), removes those cgroups and the
/// parent.
pub fn kill_all_runs() {
    let Some(Mechanism::Cgroup(dir)) = MECHANISM.get() else {
        return;
    };
    if let Ok(entries) = fs::read_dir(dir) {
        for e in entries.flatten() {
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                drop(Bound { cgroup: Some(e.path()) });
            }
        }
    }
    cleanup();
}

/// Removes this process's parent cgroup (once every run's is gone).
fn cleanup() {
    if let Some(Mechanism::Cgroup(dir)) = MECHANISM.get() {
        for _ in 0..50 {
            if fs::remove_dir(dir).is_ok() || !dir.exists() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
    }
}

/// The directory of this process's own pids cgroup: v1 (a `pids`
/// hierarchy) or v2 (the unified one, when its controllers list `pids`),
/// and whether it is v2.
fn own_pids_cgroup() -> Option<(PathBuf, bool)> {
    let cgroups = fs::read_to_string("/proc/self/cgroup").ok()?;
    let mounts = fs::read_to_string("/proc/self/mountinfo").ok()?;
    // mountinfo: ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTS... - FSTYPE SOURCE SUPEROPTS
    let mount = |v2: bool| -> Option<(String, String)> {
        mounts.lines().find_map(|l| {
            let (head, tail) = l.split_once(" - ")?;
            let h: Vec<&str> = head.split(' ').collect();
            let t: Vec<&str> = tail.split(' ').collect();
            let ok = if v2 {
                t.first() == Some(&"cgroup2")
            } else {
                t.first() == Some(&"cgroup") && t.get(2)?.split(',').any(|o| o == "pids")
            };
            if ok {
                Some((h.get(3)?.to_string(), h.get(4)?.to_string()))
            } else {
                None
            }
        })
    };
    for line in cgroups.lines() {
        let mut f = line.splitn(3, ':');
        let (_, controllers, path) = (f.next()?, f.next()?, f.next()?);
        let v1 = controllers.split(',').any(|c| c == "pids");
        let v2 = controllers.is_empty();
        if !(v1 || v2) {
            continue;
        }
        let Some((root, at)) = mount(v2) else { continue };
        let rel = path.strip_prefix(root.trim_end_matches('/')).unwrap_or(path);
        let dir = Path::new(&at).join(rel.trim_start_matches('/'));
        if v2 {
            let controllers = fs::read_to_string(dir.join("cgroup.controllers")).unwrap_or_default();
            if !controllers.split_whitespace().any(|c| c == "pids") {
                continue;
            }
        }
        return Some((dir, v2));
    }
    None
}

/// Makes `sudoku-lab-stress-PID/` in this process's pids cgroup and checks
/// that a run's cgroup in it gets `pids.max`.
fn make_parent() -> Option<PathBuf> {
    let (own, v2) = own_pids_cgroup()?;
    let parent = own.join(format!("sudoku-lab-stress-{}", std::process::id()));
    fs::create_dir(&parent).ok()?;
    if v2 {
        // The controller must be enabled for the runs' cgroups. This
        // process's own cgroup is not changed: when it does not give `pids`
        // to its children, the probe below fails and the watchdog is used.
        let _ = fs::write(parent.join("cgroup.subtree_control"), "+pids");
    }
    let probe = parent.join("probe");
    let works = fs::create_dir(&probe).is_ok() && fs::write(probe.join("pids.max"), "1").is_ok();
    let _ = fs::remove_dir(&probe);
    if works {
        Some(parent)
    } else {
        let _ = fs::remove_dir(&parent);
        None
    }
}

/// The bound of one run: a cgroup of its own, or nothing (the watchdog
/// works from [`super::procfs`] samples).
#[derive(Debug)]
pub(crate) struct Bound {
    cgroup: Option<PathBuf>,
}

/// What the bound saw of a run.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Seen {
    /// The run tried to go over [`PROCESS_LIMIT`] (the kernel refused) or
    /// went over it (the watchdog saw it).
    pub over: bool,
    /// The most tasks seen at once (the cgroup's `pids.peak` where the
    /// kernel keeps one, else the samples' maximum).
    pub peak: u64,
}

impl Bound {
    /// A new bound for one run: its cgroup is made now.
    ///
    /// # Errors
    /// When the run's cgroup cannot be made or limited.
    pub fn new() -> io::Result<Bound> {
        let Mechanism::Cgroup(parent) = mechanism() else {
            return Ok(Bound { cgroup: None });
        };
        let dir = parent.join(format!("run-{}", NEXT_RUN.fetch_add(1, Ordering::Relaxed)));
        fs::create_dir(&dir)?;
        if let Err(e) = fs::write(dir.join("pids.max"), PROCESS_LIMIT.to_string()) {
            let _ = fs::remove_dir(&dir);
            return Err(e);
        }
        Ok(Bound { cgroup: Some(dir) })
    }

    /// No cgroup: the watchdog bounds the run (a cgroup that could not be
    /// made for it).
    pub fn watchdog() -> Bound {
        Bound { cgroup: None }
    }

    /// The path of `cgroup.procs` that the child writes `0` to before
    /// `exec` (see [`enter`]), when there is a cgroup.
    pub fn procs_path(&self) -> Option<CString> {
        let dir = self.cgroup.as_ref()?;
        CString::new(dir.join("cgroup.procs").as_os_str().as_bytes()).ok()
    }

    /// True when the bound is a cgroup.
    pub fn is_cgroup(&self) -> bool {
        self.cgroup.is_some()
    }

    /// The processes of the run (its cgroup's `cgroup.procs`), or `None`
    /// for the watchdog (the caller finds them in `/proc`).
    pub fn members(&self) -> Option<Vec<libc::pid_t>> {
        let dir = self.cgroup.as_ref()?;
        let text = fs::read_to_string(dir.join("cgroup.procs")).unwrap_or_default();
        Some(text.lines().filter_map(|l| l.trim().parse().ok()).collect())
    }

    /// What the cgroup's counters say: refusals past `pids.max`
    /// (`pids.events`) and `pids.peak` (kernels from 6.1; else 0).
    pub fn seen(&self) -> Seen {
        let Some(dir) = &self.cgroup else {
            return Seen::default();
        };
        let events = fs::read_to_string(dir.join("pids.events")).unwrap_or_default();
        let refused: u64 = events
            .lines()
            .find_map(|l| l.strip_prefix("max ")?.trim().parse().ok())
            .unwrap_or(0);
        let peak = fs::read_to_string(dir.join("pids.peak"))
            .ok()
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(0);
        Seen {
            over: refused > 0,
            peak,
        }
    }

    /// Kills every process of the cgroup until it is empty (a process
    /// forking while it is killed is killed in the next round), for at
    /// most about two seconds; nothing to do for the watchdog. Returns
    /// whether it is empty.
    pub fn kill_all(&self) -> bool {
        let deadline = Instant::now() + Duration::from_secs(2);
        loop {
            let Some(members) = self.members() else { return true };
            if members.is_empty() {
                return true;
            }
            for pid in members {
                // SAFETY: kill(2) touches no memory.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
            if Instant::now() > deadline {
                return false;
            }
            thread::sleep(Duration::from_millis(1));
        }
    }
}

impl Drop for Bound {
    /// Kills what is left and removes the run's cgroup.
    fn drop(&mut self) {
        if let Some(dir) = &self.cgroup {
            self.kill_all();
            for _ in 0..100 {
                if fs::remove_dir(dir).is_ok() || !dir.exists() {
                    return;
                }
                self.kill_all();
                thread::sleep(Duration::from_millis(5));
            }
        }
    }
}

/// In the child, between `fork` and `exec`: moves it into the cgroup whose
/// `cgroup.procs` is `procs` (writing `0` means "this process"). Only
/// async-signal-safe calls.
///
/// # Errors
/// When the file cannot be opened or written: the run does not start
/// outside its bound.
pub(crate) fn enter(procs: &CString) -> io::Result<()> {
    // SAFETY: open/write/close on a valid C string and a 1-byte buffer.
    unsafe {
        let fd = libc::open(procs.as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        let n = libc::write(fd, b"0".as_ptr().cast(), 1);
        let e = io::Error::last_os_error();
        libc::close(fd);
        if n != 1 {
            return Err(e);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mechanism_is_described() {
        assert!(Mechanism::Watchdog.describe().contains("256"));
        assert!(
            Mechanism::Cgroup(PathBuf::from("/x"))
                .describe()
                .contains("pids.max 256")
        );
    }
}
