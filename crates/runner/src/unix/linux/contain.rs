//! The bound around one run: at most [`Limits::tasks`](crate::Limits)
//! processes and threads at once, and every process of the run found and
//! killed when it ends, whatever it did to its process group or its pipes.
//!
//! Three mechanisms, the strongest this process can have, chosen once
//! ([`Containment`], [`mechanism`]):
//!
//! - **cgroup** (root with the `pids` controller, cgroup v1 or v2; or a v2
//!   subtree delegated to the user): `sudoku-lab-stress-PID-nsINODE/` (its
//!   pid and pid namespace: [`own_name`]) inside this
//!   process's own pids cgroup, and `run-N/` in it for each run with
//!   `pids.max` = the bound; the run's first process enters it before
//!   `exec`. The kernel refuses the fork past the bound (`EAGAIN`);
//!   `pids.events` counts the refusals. At the end every process of the
//!   cgroup is killed (`cgroup.kill` on v2; on v1 each member, through a
//!   pidfd checked to still be in the cgroup) and the cgroup removed, or
//!   on v1 kept for the next run when a reset makes it as good as new
//!   ([`kept`]); the run's first process enters it by writing `0` to its
//!   `tasks` on v1 ([`Bound::enter`] says why).
//! - **rlimit** (an ordinary user, where no cgroup can be made):
//!   `RLIMIT_NPROC` in the run's first process set, soft and hard, to the
//!   user's task count now plus the bound (a program can raise a soft limit
//!   to its hard one, and an ordinary user can never raise a hard one). The kernel refuses a fork past it for any process
//!   of the user, so the runs go one at a time; a sample that finds the
//!   user at the limit ends the run. `RLIMIT_NPROC` does not bind root.
//! - **watchdog** (root without a pids cgroup): each sample counts the
//!   tasks of the run's process group and its descendants and kills them
//!   past the bound. A fork bomb can outrun a sampler: the summary says so.
//!
//! **The environment's limits.** A fork can also be refused by a limit
//! outside the run: a pids cgroup above `stress` (a container, a CI
//! runner), the user's own `RLIMIT_NPROC`, the user's other processes.
//! When that happens while the run is below its bound, [`Bound::seen`]
//! names the outer limit, and the failure is not the program's.
//!
//! `SUDOKU_LAB_STRESS_CONTAIN=cgroup`, `rlimit` or `watchdog` asks for a
//! mechanism (for tests, and for a machine whose cgroups are someone
//! else's); one that cannot be had falls to the next.

use std::ffi::CString;
use std::fs;
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use rustix::process::{Pid, PidfdFlags, Resource, Signal};

use super::super::Nproc;
use super::cgname::{maker, own_name, pid_namespace};
use super::kept::{self, Counted, IdleCgroups};
use super::{kfile, memcg, procfs, rawcg};
use crate::{Containment, OuterLimit};

/// This process's mechanism and what it needs.
#[derive(Debug)]
struct Chosen {
    containment: Containment,
    /// The parent of the runs' cgroups (cgroup mechanism).
    parent: Option<PathBuf>,
    /// Where the runs' memory cgroups are made, where they can be.
    memory: Option<memcg::Parent>,
    /// Where the runs' cgroup v1 `cpuacct` cgroups are made, where they
    /// can be (v2 counts CPU time in the runs' own cgroups).
    cpuacct: Option<PathBuf>,
    /// The pids cgroups this process is in, its own and its ancestors',
    /// that have a `pids.max`: the environment's bounds.
    outer: Vec<PathBuf>,
    /// The memory cgroups this process is in, its own and its ancestors'
    /// ([`memcg::enclosing`]): where a memory limit above the runs is.
    outer_memory: Vec<(PathBuf, bool)>,
}

static CHOSEN: OnceLock<Chosen> = OnceLock::new();
static NEXT_RUN: AtomicU64 = AtomicU64::new(0);

fn chosen() -> &'static Chosen {
    CHOSEN.get_or_init(|| {
        let asked = std::env::var("SUDOKU_LAB_STRESS_CONTAIN").unwrap_or_default();
        let own = own_pids_cgroup();
        let outer = own.as_ref().map(|(dir, at, _)| ancestors(dir, at)).unwrap_or_default();
        let root = rustix::process::geteuid().is_root();
        let cgroup = if matches!(asked.as_str(), "rlimit" | "watchdog") {
            None
        } else {
            own.as_ref()
                .and_then(|(dir, _, v2)| make_parent(dir, *v2).map(|p| (p, *v2)))
        };
        let (containment, parent) = match cgroup {
            Some((parent, v2)) => {
                // The parent goes when this process exits (each run's
                // cgroup goes when its run ends).
                // SAFETY: registers a plain `extern "C"` function.
                unsafe { libc::atexit(cleanup_at_exit) };
                (Containment::Cgroup { v2 }, Some(parent))
            }
            None if !root && asked != "watchdog" => (Containment::Rlimit, None),
            None => (Containment::Watchdog, None),
        };
        let memory = match (&containment, &parent) {
            (Containment::Cgroup { v2 }, Some(dir)) => memcg::parent(dir, *v2),
            _ => None,
        };
        let cpuacct = match (&containment, &parent) {
            (Containment::Cgroup { v2: false }, Some(_)) => memcg::v1_parent("cpuacct", "cpuacct.usage"),
            _ => None,
        };
        // The stale v1 cgroups of dead processes, only where this process
        // could make its own (see [`make_parent`]).
        for (controller, made) in [
            ("memory", memory.as_ref().is_some_and(|m| !m.v2)),
            ("cpuacct", cpuacct.is_some()),
        ] {
            if let Some(own) = made.then(|| memcg::own_v1(controller)).flatten() {
                remove_stale(&own);
            }
        }
        Chosen {
            containment,
            parent,
            cpuacct,
            memory,
            outer,
            outer_memory: memcg::enclosing(),
        }
    })
}

/// The parents of this process's runs' cgroups (chosen now if not yet),
/// as the janitor needs them before its fork ([`rawcg::Parents`]): the
/// pids parent, and the v1 memory and `cpuacct` ones; none without
/// cgroups.
pub(crate) fn run_parents() -> rawcg::Parents {
    let c = chosen();
    let v2 = matches!(c.containment, Containment::Cgroup { v2: true });
    rawcg::Parents::new(
        c.parent
            .as_deref()
            .map(|d| (d, v2))
            .into_iter()
            .chain(c.memory.as_ref().filter(|m| !m.v2).map(|m| (m.dir.as_path(), false)))
            .chain(c.cpuacct.as_deref().map(|d| (d, false))),
    )
}

/// The mechanism of this process (see the module doc).
pub(crate) fn mechanism() -> &'static Containment {
    &chosen().containment
}

extern "C" fn cleanup_at_exit() {
    kill_all_runs();
}

/// Kills every process in every run's cgroup of this process (on a signal,
/// and before exit), removes those cgroups and the parent.
pub(crate) fn kill_all_runs() {
    kept::forget_all();
    if let Some(dir) = CHOSEN.get().and_then(|c| c.parent.as_ref()) {
        remove_runs(dir);
    }
    if let Some(memory) = CHOSEN.get().and_then(|c| c.memory.as_ref()).filter(|m| !m.v2) {
        remove_runs(&memory.dir);
    }
    if let Some(cpuacct) = CHOSEN.get().and_then(|c| c.cpuacct.as_ref()) {
        remove_runs(cpuacct);
    }
}

/// Empties and removes every run's cgroup under `dir` (a
/// `sudoku-lab-stress-PID-nsINODE/`), then `dir`.
fn remove_runs(dir: &Path) {
    if let Ok(entries) = fs::read_dir(dir) {
        for e in entries.flatten() {
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                drop(Bound::cgroup(e.path()));
            }
        }
    }
    for _ in 0..50 {
        match fs::remove_dir(dir) {
            Ok(()) => return,
            // Someone else's (root's, as an ordinary user): no retry.
            Err(e) if refused(&e) => return,
            Err(_) if !dir.exists() => return,
            Err(_) => thread::sleep(Duration::from_millis(10)),
        }
    }
}

/// Whether `e` is a refusal for want of permission (`EPERM`, `EACCES`),
/// which no retry changes.
fn refused(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::PermissionDenied
}

/// This process's own pids cgroup: its directory, the hierarchy's mount
/// point, and whether it is v2. v1 is a `pids` hierarchy; v2 the unified
/// one when its controllers list `pids`.
fn own_pids_cgroup() -> Option<(PathBuf, PathBuf, bool)> {
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
            ok.then(|| Some((h.get(3)?.to_string(), h.get(4)?.to_string())))?
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
        return Some((dir, PathBuf::from(at), v2));
    }
    None
}

/// `dir` and its ancestors up to the mount point `at` that have a
/// `pids.max` (the hierarchy's root has none).
fn ancestors(dir: &Path, at: &Path) -> Vec<PathBuf> {
    dir.ancestors()
        .take_while(|d| d.starts_with(at))
        .filter(|d| d.join("pids.max").exists())
        .map(Path::to_path_buf)
        .collect()
}

/// Makes `sudoku-lab-stress-PID-nsINODE/` ([`own_name`]) in `own` and checks that a run's cgroup
/// in it gets `pids.max` and can be entered. The stale cgroups of dead
/// processes in `own` are removed only once this process could make its
/// own there: where it cannot (an ordinary user in root's cgroup) it owns
/// nothing, and spends no time on cgroups it cannot remove.
fn make_parent(own: &Path, v2: bool) -> Option<PathBuf> {
    let parent = own.join(own_name());
    fs::create_dir(&parent).ok()?;
    remove_stale(own);
    if v2 {
        // The controller must be enabled for the runs' cgroups. This
        // process's own cgroup is not changed: when it does not give `pids`
        // to its children, the probe below fails.
        let _ = fs::write(parent.join("cgroup.subtree_control"), "+pids");
    }
    let probe = parent.join("probe");
    let works = fs::create_dir(&probe).is_ok()
        && fs::write(probe.join("pids.max"), "1").is_ok()
        && fs::metadata(probe.join("cgroup.procs")).is_ok_and(|m| !m.permissions().readonly())
        && (v2 || fs::metadata(probe.join("tasks")).is_ok_and(|m| !m.permissions().readonly()));
    let _ = fs::remove_dir(&probe);
    if works {
        Some(parent)
    } else {
        let _ = fs::remove_dir(&parent);
        None
    }
}

/// Removes the cgroups (`sudoku-lab-stress-PID-nsINODE/`) that processes
/// no longer running left in `own` (killed with `SIGKILL` along with their
/// janitor), killing what is still in them. A process of that pid that is
/// running keeps its cgroups, whether or not it is the one that made them.
/// Only a cgroup made in this process's pid namespace is judged: a pid of
/// another namespace (a stress under `unshare --pid`, in a container) is
/// not in this one's `/proc`, alive or dead, so such a cgroup is left to
/// its own namespace (issue 53, N4: one removed a live stress's cgroups).
/// A name without a namespace (an older stress's) is judged by `/proc`.
fn remove_stale(own: &Path) {
    let Ok(entries) = fs::read_dir(own) else { return };
    let ns = pid_namespace();
    for e in entries.flatten() {
        let Some((pid, made_in)) = e.file_name().to_str().and_then(maker) else {
            continue;
        };
        if made_in.is_some_and(|m| m != ns) {
            continue;
        }
        if pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() {
            remove_runs(&e.path());
        }
    }
}

/// The refusals a pids cgroup counted: `pids.events.local` where the kernel
/// has it (forks refused in this cgroup, whichever limit refused them),
/// else `pids.events` (v1: the same; v2: refusals at this cgroup's limit).
fn refusals(dir: &Path) -> u64 {
    // Whether the kernel has `pids.events.local`, learnt once (cgroup v1
    // never has it: a failed open a read saved).
    static LOCAL: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);
    refusals_learning(dir, &LOCAL)
}

/// [`refusals`], with what is known of the files in `known` (0: nothing
/// yet, 1: `pids.events.local` is there, 2: it is not).
fn refusals_learning(dir: &Path, known: &std::sync::atomic::AtomicU8) -> u64 {
    let (local, learnt) = (known.load(Ordering::Relaxed), known);
    let read = |name: &str| {
        kfile::with_text(dir.join(name), |events| {
            events
                .lines()
                .find_map(|l| l.strip_prefix("max ")?.trim().parse().ok())
                .unwrap_or(0)
        })
    };
    let refused = match local {
        1 => read("pids.events.local"),
        2 => read("pids.events"),
        _ => match read("pids.events.local") {
            Some(n) => {
                learnt.store(1, Ordering::Relaxed);
                Some(n)
            }
            None => read("pids.events").inspect(|_| learnt.store(2, Ordering::Relaxed)),
        },
    };
    refused.unwrap_or(0)
}

/// The pids cgroup `dir` as an outer limit: its `pids.max` and its path.
fn describe_cgroup(dir: &Path) -> OuterLimit {
    let max = fs::read_to_string(dir.join("pids.max")).unwrap_or_default();
    OuterLimit::PidsCgroup {
        max: max.trim().to_string(),
        path: dir.to_path_buf(),
    }
}

fn read_number(path: &Path) -> Option<u64> {
    kfile::number(path)
}

/// The pids cgroup above this process with the least room left (its
/// `pids.max` less its `pids.current`), and that room; `None` when none
/// has a number for a limit. A run needs its whole bound of tasks under
/// every one of them, or a fork it makes is refused by the machine's
/// limit before its own ([`crate::environment`] checks it before any run).
pub(crate) fn tightest_outer_room() -> Option<(OuterLimit, u64)> {
    chosen()
        .outer
        .iter()
        .filter_map(|d| {
            let max = read_number(&d.join("pids.max"))?;
            let current = read_number(&d.join("pids.current")).unwrap_or(0);
            Some((max.saturating_sub(current), d))
        })
        .min()
        .map(|(room, d)| (describe_cgroup(d), room))
}

/// How long a count of the user's tasks is used for the next runs' bounds.
const USER_TASKS_KEPT: Duration = Duration::from_secs(1);

/// The user's tasks (what `RLIMIT_NPROC` counts), counted at most once a
/// [`USER_TASKS_KEPT`]: a count is a read of every process's status (85
/// files on a quiet machine, most of an ordinary user's cost a test before
/// it was kept), and between two runs, which go one at a time, the user's
/// other processes change little. A count a little high gives a run a few
/// more tasks than its bound, which the samples still see (`Stop::Tasks`);
/// a little low, a few fewer, which the samples name as the user's other
/// processes (`OuterLimit::OtherProcesses`) if the run needs them.
fn user_tasks_lately() -> u64 {
    static LAST: std::sync::Mutex<Option<(Instant, u64)>> = std::sync::Mutex::new(None);
    let mut last = LAST.lock().unwrap_or_else(|e| e.into_inner());
    match *last {
        Some((at, n)) if at.elapsed() < USER_TASKS_KEPT => n,
        _ => {
            let n = procfs::user_tasks(rustix::process::getuid().as_raw());
            *last = Some((Instant::now(), n));
            n
        }
    }
}

/// The bound of one run.
#[derive(Debug)]
pub(crate) struct Bound {
    /// The run's cgroup (cgroup mechanism).
    cgroup: Option<PathBuf>,
    /// The run's memory cgroup and whether it is v2 (then it is `cgroup`
    /// itself).
    memory: Option<(PathBuf, bool)>,
    /// The cgroup that counts the run's CPU time and whether it is v2
    /// (then it is `cgroup` itself; v1: a `cpuacct` cgroup).
    cpu: Option<(PathBuf, bool)>,
    /// The bound on tasks.
    tasks: u64,
    /// The `RLIMIT_NPROC` of the run (rlimit mechanism), the user's
    /// tasks when it was set, and whether the user's hard limit made it
    /// lower than asked for.
    nproc: Option<(u64, u64, bool)>,
    /// The refusals each outer cgroup had counted when the run started.
    outer_before: Vec<u64>,
    /// The out-of-memory kills each enclosing memory cgroup had counted
    /// when the run started.
    oom_before: Vec<u64>,
    /// cgroup v1: the run's cgroups may be kept for the next run
    /// ([`kept`]).
    keep: bool,
    /// The memory cgroup's usage when the run started (a kept one's), in
    /// bytes: the run's peak is counted from it.
    memory_base: u64,
    /// The run's cgroup was seen empty after a kill ([`Bound::kill_all`]):
    /// nothing can enter it again (a process enters only by a fork of one
    /// in it, or as the run's first process before its `exec`), so a later
    /// kill has nothing to read or kill.
    emptied: AtomicBool,
    /// What the kernel counted in the run's cgroups, read once at the run's
    /// end, after they were emptied ([`Bound::count_end`]): the counts are
    /// final, and what the run's verdict read, its cgroups' keeping uses.
    end: Option<Counted>,
}

/// What the bound saw of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Seen {
    /// The run tried to go over its bound (the kernel refused) or went over
    /// it (the watchdog saw it).
    pub over: bool,
    /// The most tasks seen at once (the cgroup's `pids.peak` where the
    /// kernel keeps one, else 0: the samples' maximum is the caller's).
    pub peak: u64,
    /// A limit outside the run refused a fork while the run was below its
    /// bound: which one.
    pub outer: Option<OuterLimit>,
}

impl Bound {
    /// A new bound of `tasks` for one run: its cgroup is made now, or its
    /// `RLIMIT_NPROC` computed.
    ///
    /// # Errors
    /// When the run's cgroup cannot be made or limited.
    pub(crate) fn new(tasks: u64) -> io::Result<Bound> {
        let c = chosen();
        let outer_before = c.outer.iter().map(|d| refusals(d)).collect();
        // cgroup v1 counts an out-of-memory kill in the victim's memory
        // cgroup alone: with a v1 memory cgroup of the run's own, the
        // enclosing ones never count the run's, and are not read.
        let own_v1_memory = matches!(&c.memory, Some(m) if !m.v2);
        let oom_before = if own_v1_memory {
            Vec::new()
        } else {
            c.outer_memory.iter().map(|(d, v2)| memcg::oom_kills(d, *v2)).collect()
        };
        let mut bound = Bound {
            oom_before,
            cgroup: None,
            memory: None,
            cpu: None,
            tasks,
            nproc: None,
            outer_before,
            keep: false,
            memory_base: 0,
            emptied: AtomicBool::new(false),
            end: None,
        };
        if matches!(c.containment, Containment::Cgroup { v2: false })
            && let Some(k) = kept::take()
        {
            // From here a failure drops `bound`, which removes them.
            bound.cgroup = Some(k.pids.clone());
            bound.memory = k.memory.clone().map(|d| (d, false));
            bound.cpu = k.cpu.clone().map(|d| (d, false));
            if k.max != tasks {
                fs::write(k.pids.join("pids.max"), tasks.to_string())?;
            }
            bound.memory_base = k.reset();
            bound.keep = true;
        }
        match &c.containment {
            Containment::Cgroup { .. } if bound.keep => {}
            Containment::Cgroup { v2 } => {
                let parent = c.parent.as_ref().expect("the cgroup mechanism has a parent");
                let dir = parent.join(format!("run-{}", NEXT_RUN.fetch_add(1, Ordering::Relaxed)));
                fs::create_dir(&dir)?;
                // From here a failure drops `bound`, which removes the cgroup.
                bound.cgroup = Some(dir.clone());
                fs::write(dir.join("pids.max"), tasks.to_string())?;
                match &c.memory {
                    Some(m) if m.v2 => bound.memory = Some((dir.clone(), true)),
                    Some(m) => {
                        let mem = m.dir.join(dir.file_name().expect("run-N"));
                        fs::create_dir(&mem)?;
                        bound.memory = Some((mem, false));
                    }
                    None => {}
                }
                match (&c.containment, &c.cpuacct) {
                    (Containment::Cgroup { v2: true }, _) => bound.cpu = Some((dir.clone(), true)),
                    (_, Some(parent)) => {
                        let acct = parent.join(dir.file_name().expect("run-N"));
                        fs::create_dir(&acct)?;
                        bound.cpu = Some((acct, false));
                    }
                    _ => {}
                }
                // Made whole: it may be kept when the run ends.
                bound.keep = !v2;
            }
            Containment::Rlimit => {
                let now = user_tasks_lately();
                let hard = rustix::process::getrlimit(Resource::Nproc).maximum.unwrap_or(u64::MAX);
                let want = now + tasks;
                bound.nproc = Some((want.min(hard), now, hard < want));
            }
            // A Job Object is Windows's: never chosen here.
            Containment::Watchdog | Containment::Job => {}
        }
        Ok(bound)
    }

    fn cgroup(dir: PathBuf) -> Bound {
        Bound {
            cgroup: Some(dir),
            memory: None,
            cpu: None,
            tasks: 0,
            nproc: None,
            outer_before: Vec::new(),
            oom_before: Vec::new(),
            keep: false,
            memory_base: 0,
            emptied: AtomicBool::new(false),
            end: None,
        }
    }

    /// What the run's first process does before `exec`
    /// ([`Enter::apply`]). On cgroup v1 it writes `0` to each cgroup's
    /// `tasks`, not its `cgroup.procs`: between the spawn and `exec` it has
    /// one thread, so moving that thread moves the process, and the kernel
    /// moves the calling thread alone without taking its global
    /// `cgroup_threadgroup_rwsem` for writing, which waits for an RCU grace
    /// period unless another move came shortly before (1 to 15 ms on a
    /// shared 2-core machine, once a run: most of root's cost per test
    /// over an ordinary user's in issue 53; a child writing `0` to `tasks`
    /// took at most 0.11 ms, to `cgroup.procs` up to 19 ms). cgroup v2 has
    /// no `tasks`: its runs write `cgroup.procs`.
    pub(crate) fn enter(&self) -> Enter {
        let v1 = matches!(
            CHOSEN.get().map(|c| &c.containment),
            Some(Containment::Cgroup { v2: false })
        );
        let entry = |d: &Path, v1: bool| {
            let file = if v1 { "tasks" } else { "cgroup.procs" };
            CString::new(d.join(file).as_os_str().as_bytes()).ok()
        };
        Enter {
            procs: self.cgroup.as_ref().and_then(|d| entry(d, v1)),
            memory_procs: self
                .memory
                .as_ref()
                .filter(|(_, v2)| !v2)
                .and_then(|(d, _)| entry(d, true)),
            cpuacct_procs: self
                .cpu
                .as_ref()
                .filter(|(_, v2)| !v2)
                .and_then(|(d, _)| entry(d, true)),
            nproc: self.nproc.map(|(n, _, _)| n),
        }
    }

    /// Whether the run's cgroup has refused a fork (`pids.events`): the
    /// run is at a bound, its own or one above it. False without a cgroup.
    pub(crate) fn refused(&self) -> bool {
        self.cgroup.as_ref().is_some_and(|d| refusals(d) > 0)
    }

    /// The kernel's peak of the run's memory, in bytes, where the run has a
    /// memory cgroup ([`memcg`]).
    pub(crate) fn memory_peak(&self) -> Option<u64> {
        self.memory
            .as_ref()
            .map(|(d, v2)| memcg::peak(d, *v2).saturating_sub(self.memory_base))
    }

    /// The CPU time the kernel counted for the run (every process it ever
    /// had, one reaped by no one too), where it has a cgroup that counts
    /// it ([`memcg::cpu_usage`]).
    pub(crate) fn cpu_usage(&self) -> Option<Duration> {
        self.cpu.as_ref().and_then(|(d, v2)| memcg::cpu_usage(d, *v2))
    }

    /// True when the kernel bounds the run's tasks itself (a cgroup of its
    /// own): the sampler need not kill what it finds outside the group.
    pub(crate) fn is_cgroup(&self) -> bool {
        self.cgroup.is_some()
    }

    /// The bound on tasks.
    pub(crate) fn tasks(&self) -> u64 {
        self.tasks
    }

    /// The `RLIMIT_NPROC` the run has and the user's tasks when it was set
    /// (rlimit mechanism).
    pub(crate) fn nproc(&self) -> Option<(u64, u64)> {
        self.nproc.map(|(n, before, _)| (n, before))
    }

    /// The processes of the run (its cgroup's `cgroup.procs`), or `None`
    /// without a cgroup (the caller finds them in `/proc`).
    pub(crate) fn members(&self) -> Option<Vec<libc::pid_t>> {
        let dir = self.cgroup.as_ref()?;
        let members = kfile::with_text(dir.join("cgroup.procs"), |t| {
            t.lines().filter_map(|l| l.trim().parse().ok()).collect()
        });
        Some(members.unwrap_or_default())
    }

    /// Whether the run tried to go over its bound or went over it: what
    /// [`Bound::seen`] says of it (its `over`), without looking for a
    /// limit outside the run, which only the run's end needs (a sample
    /// asks this every time).
    pub(crate) fn over(&self, sampled: u64, at_nproc: bool) -> bool {
        if let Some((nproc, before, lowered)) = self.nproc
            && super::super::nproc_verdict(nproc, before, lowered, at_nproc, sampled, self.tasks) == Nproc::Own
        {
            return self.outer_named().is_none();
        }
        self.cgroup.as_ref().is_some_and(|dir| {
            refusals(dir) > 0 && read_number(&dir.join("pids.peak")).unwrap_or(0).max(sampled) >= self.tasks
        })
    }

    /// What the run's cgroups counted (none without a cgroup): its pids
    /// cgroup's refusals and peak and, when it refused no fork (only then
    /// does anything ask: a refusal names a limit, and a cgroup that
    /// refused one is not kept), its memory cgroup's out-of-memory kills.
    fn count(&self) -> Option<Counted> {
        let dir = self.cgroup.as_ref()?;
        let refusals = refusals(dir);
        Some(Counted {
            refusals,
            peak: read_number(&dir.join("pids.peak")),
            oom_kills: self
                .memory
                .as_ref()
                .filter(|_| refusals == 0)
                .map(|(d, v2)| memcg::oom_kills(d, *v2)),
        })
    }

    /// [`Bound::count`] at the run's end, its processes killed and its
    /// leader reaped, for [`Bound::seen`]; kept for the cgroups' keeping
    /// (`Drop`) when the cgroup was seen empty, so the counts are final.
    pub(crate) fn count_end(&mut self) -> Option<Counted> {
        let end = self.count();
        if self.emptied.load(Ordering::Relaxed) {
            self.end = end;
        }
        end
    }

    /// What the kernel's counters say, given what the run's cgroups
    /// counted at its end (`end`, [`Bound::count_end`]), the most tasks the
    /// samples saw (`sampled`) and whether a sample found the user at
    /// `RLIMIT_NPROC` (`at_nproc`, rlimit mechanism): the cgroups'
    /// `pids.events`, the user's task count, the run's own tasks. Never the
    /// run's words: a program may print "Resource temporarily unavailable"
    /// for reasons of its own. (A shell bomb under `RLIMIT_NPROC` whose
    /// forks fail and end it between two samples is then judged by how it
    /// ended.)
    pub(crate) fn seen(&self, end: Option<&Counted>, sampled: u64, at_nproc: bool) -> Seen {
        let mut seen = Seen::default();
        if let Some(end) = end {
            seen.peak = end.peak.unwrap_or(0);
            let peak = seen.peak.max(sampled);
            if end.refusals > 0 {
                // Refused below the bound: a limit above the run's did it.
                seen.over = peak >= self.tasks;
                if !seen.over {
                    seen.outer = self.outer_named().or_else(|| self.tightest_outer());
                    seen.outer.get_or_insert(OuterLimit::Unnamed {
                        in_use: peak,
                        tasks: self.tasks,
                    });
                }
            }
        }
        if let Some((nproc, before, lowered)) = self.nproc {
            match super::super::nproc_verdict(nproc, before, lowered, at_nproc, sampled, self.tasks) {
                Nproc::Fine => {}
                Nproc::Outer(limit) => seen.outer = Some(limit),
                // The run holds most of its room: its own doing, unless a
                // cgroup above refused it (below).
                Nproc::Own => seen.over = self.outer_named().is_none(),
            }
        }
        if seen.outer.is_none() && !seen.over {
            seen.outer = self.outer_named();
        }
        if seen.outer.is_none() && !seen.over {
            seen.outer = self.out_of_memory(end.and_then(|e| e.oom_kills));
        }
        seen
    }

    /// The memory limit above the run, named, when the kernel's
    /// out-of-memory killer ended a process while the run went on (issue
    /// 53, N6: inside a 120 MB memory cgroup a correct program of 150 MB
    /// was RE "killed by signal 9"): counted in an enclosing memory cgroup
    /// (v2 counts a kill in every ancestor of the victim's; v1 only in the
    /// victim's, which is the run's own memory cgroup or, without one,
    /// this process's), the tightest limit among them is named. The runs'
    /// own cgroups have no memory limit, so only a limit above them (or
    /// the machine's own memory) kills so. `own`: the run's memory
    /// cgroup's kills, when they were read already.
    fn out_of_memory(&self, own: Option<u64>) -> Option<OuterLimit> {
        let c = chosen();
        let grew = c
            .outer_memory
            .iter()
            .zip(&self.oom_before)
            .any(|((d, v2), &before)| memcg::oom_kills(d, *v2) > before)
            || self
                .memory
                .as_ref()
                .is_some_and(|(d, v2)| own.unwrap_or_else(|| memcg::oom_kills(d, *v2)) > 0);
        if !grew {
            return None;
        }
        let (limit, dir) = c
            .outer_memory
            .iter()
            .filter_map(|(d, v2)| Some((memcg::limit(d, *v2)?, d)))
            .min()?;
        Some(OuterLimit::MemoryCgroup {
            limit,
            path: dir.clone(),
            // The caller knows it ([`super::super::run`]).
            run_limit: 0,
        })
    }

    /// The outer pids cgroup whose refusals grew during the run, named.
    fn outer_named(&self) -> Option<OuterLimit> {
        let c = chosen();
        c.outer
            .iter()
            .zip(&self.outer_before)
            .find(|&(dir, &before)| refusals(dir) > before)
            .map(|(dir, _)| describe_cgroup(dir))
    }

    /// The tightest pids cgroup above the run (cgroup v1 counts a refusal
    /// in the cgroup that forked, the run's, whichever limit refused it).
    fn tightest_outer(&self) -> Option<OuterLimit> {
        chosen()
            .outer
            .iter()
            .filter_map(|d| Some((read_number(&d.join("pids.max"))?, d)))
            .min()
            .map(|(_, d)| describe_cgroup(d))
    }

    /// Kills every process of the cgroup until it is empty (a process
    /// forking while it is killed is killed in the next round), for at
    /// most about two seconds; nothing to do without a cgroup. Each member
    /// is signalled through a pidfd opened and then checked to be in the
    /// cgroup still, so a pid reused by another process is never hit; v2's
    /// `cgroup.kill` kills them all at once. Returns whether it is empty.
    /// A cgroup seen empty once is not read again (see `emptied`).
    pub(crate) fn kill_all(&self) -> bool {
        self.emptied.load(Ordering::Relaxed) || self.kill_members() == Killed::Emptied
    }

    /// [`Bound::kill_all`], saying why it stopped: the cgroup is empty, a
    /// member is another user's (`EPERM`: no retry kills it), or the time
    /// is up.
    fn kill_members(&self) -> Killed {
        let Some(dir) = &self.cgroup else {
            return Killed::Emptied;
        };
        // Not on v1, which has no such file (a write would only be
        // refused). `CHOSEN` is read as it is, never made here: stale
        // cgroups are removed while it is being made (a call to `chosen`
        // there would wait for itself for ever).
        let v1 = matches!(
            CHOSEN.get().map(|c| &c.containment),
            Some(Containment::Cgroup { v2: false })
        );
        if !v1 {
            let _ = fs::write(dir.join("cgroup.kill"), "1");
        }
        let tag = dir.file_name().map(|n| format!("/{}", n.to_string_lossy()));
        let deadline = Instant::now() + Duration::from_secs(2);
        loop {
            let members = self.members().unwrap_or_default();
            if members.is_empty() {
                self.emptied.store(true, Ordering::Relaxed);
                return Killed::Emptied;
            }
            for pid in members {
                let sent = signal_checked(pid, |p| {
                    kfile::with_text(format!("/proc/{}/cgroup", p.as_raw_nonzero()), |c| {
                        tag.as_ref().is_some_and(|t| c.lines().any(|l| l.ends_with(t.as_str())))
                    })
                    .unwrap_or(false)
                });
                if sent == Err(rustix::io::Errno::PERM) {
                    // Someone else's process (a stale cgroup of root's,
                    // found by an ordinary user): no retry makes it ours.
                    return Killed::Refused;
                }
            }
            if Instant::now() > deadline {
                return Killed::TimedOut;
            }
            thread::sleep(Duration::from_millis(1));
        }
    }
}

/// How [`Bound::kill_members`] ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Killed {
    Emptied,
    Refused,
    TimedOut,
}

impl Drop for Bound {
    /// Kills what is left and removes the run's cgroups.
    fn drop(&mut self) {
        // Kept for the next run when it is as good as new ([`kept`]), by
        // the counts the run's end read, else read now.
        if self.keep
            && let Some(dir) = &self.cgroup
            && self.kill_all()
            && self.end.or_else(|| self.count()).is_some_and(|c| kept::clean(&c))
        {
            kept::keep(IdleCgroups {
                pids: dir.clone(),
                memory: self.memory.as_ref().map(|(d, _)| d.clone()),
                cpu: self.cpu.as_ref().map(|(d, _)| d.clone()),
                max: self.tasks,
            });
            return;
        }
        // A cgroup the run's end emptied (the kernel refuses to remove one
        // with a process in it: `EBUSY`) goes at once; else its processes
        // are killed first, as below.
        if let Some(dir) = &self.cgroup
            && fs::remove_dir(dir).is_err()
            && dir.exists()
        {
            let mut killed = self.kill_members();
            for _ in 0..100 {
                match fs::remove_dir(dir) {
                    Ok(()) => break,
                    Err(_) if !dir.exists() => break,
                    // Not this process's to remove, or holding another
                    // user's processes: no retry changes that (an ordinary
                    // user's stress met root's stale cgroups with 100
                    // retries of a 2 s kill).
                    Err(e) if refused(&e) => break,
                    Err(_) if killed == Killed::Refused => break,
                    Err(_) => {}
                }
                killed = self.kill_members();
                thread::sleep(Duration::from_millis(5));
            }
        }
        for (dir, v2) in [&self.memory, &self.cpu].into_iter().flatten() {
            if !v2 {
                // Its processes were the pids cgroup's, all killed by now.
                drop(Bound::cgroup(dir.clone()));
            }
        }
    }
}

/// Sends `SIGKILL` to `pid` only if it is still the process `check`
/// accepts: a pidfd is opened first, so the check and the signal are about
/// the same process even if `pid` is reused meanwhile. Returns whether it
/// was sent.
pub(crate) fn kill_checked(pid: libc::pid_t, check: impl Fn(Pid) -> bool) -> bool {
    signal_checked(pid, check) == Ok(true)
}

/// [`kill_checked`], with why it was not sent when the kernel refused it
/// (`EPERM`: another user's process); `Ok(false)` when the check failed or
/// the process is gone.
fn signal_checked(pid: libc::pid_t, check: impl Fn(Pid) -> bool) -> Result<bool, rustix::io::Errno> {
    let Some(p) = Pid::from_raw(pid) else { return Ok(false) };
    let Ok(fd) = rustix::process::pidfd_open(p, PidfdFlags::empty()) else {
        return Ok(false);
    };
    if !check(p) {
        return Ok(false);
    }
    match rustix::process::pidfd_send_signal(&fd, Signal::KILL) {
        Ok(()) => Ok(true),
        Err(rustix::io::Errno::SRCH) => Ok(false),
        Err(e) => Err(e),
    }
}

/// How the run's first process enters its bound between the spawn and `exec`
/// (with the rest of [`super::child::Prepare`]): enter the run's cgroup,
/// set its `RLIMIT_NPROC`. Only async-signal-safe calls.
#[derive(Clone, Debug)]
pub(crate) struct Enter {
    /// The run's pids cgroup's `tasks` (v1) or `cgroup.procs` (v2).
    procs: Option<CString>,
    /// The run's v1 memory cgroup's `tasks`.
    memory_procs: Option<CString>,
    /// The run's v1 `cpuacct` cgroup's `tasks`.
    cpuacct_procs: Option<CString>,
    nproc: Option<u64>,
}

impl Enter {
    /// No bound: for the spawn's own tests.
    #[cfg(test)]
    pub(crate) fn nothing() -> Enter {
        Enter {
            procs: None,
            memory_procs: None,
            cpuacct_procs: None,
            nproc: None,
        }
    }

    /// Applies it to the calling process (the child, before `exec`).
    ///
    /// # Errors
    /// When the cgroup cannot be entered or the limit set: the run does
    /// not start outside its bound.
    pub(crate) fn apply(&self) -> io::Result<()> {
        for procs in [&self.procs, &self.memory_procs, &self.cpuacct_procs]
            .into_iter()
            .flatten()
        {
            // SAFETY: open/write/close on a valid C string and a 1-byte
            // buffer (writing `0` to `tasks` means "this thread", the
            // only one; to `cgroup.procs`, "this process").
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
        }
        if let Some(n) = self.nproc {
            // Soft and hard: a program may raise its soft limit up to its
            // hard one, never past it (an ordinary user cannot raise a
            // hard limit), so the bound holds whatever the run does.
            let limit = rustix::process::Rlimit {
                current: Some(n),
                maximum: Some(n),
            };
            rustix::process::setrlimit(Resource::Nproc, limit)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_are_read_from_pids_events() {
        let dir = std::env::temp_dir().join(format!("runner-events-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let fresh = || std::sync::atomic::AtomicU8::new(0);
        assert_eq!(refusals_learning(&dir, &fresh()), 0);
        fs::write(dir.join("pids.events"), "max 7\n").unwrap();
        let v1 = fresh();
        assert_eq!(refusals_learning(&dir, &v1), 7);
        fs::write(dir.join("pids.events.local"), "max 9\n").unwrap();
        // Learnt: this kernel has no `pids.events.local`.
        assert_eq!(refusals_learning(&dir, &v1), 7);
        assert_eq!(refusals_learning(&dir, &fresh()), 9);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_ancestor_chain_stops_at_the_mount_point() {
        let root = std::env::temp_dir().join(format!("runner-chain-{}", std::process::id()));
        let leaf = root.join("a/b");
        fs::create_dir_all(&leaf).unwrap();
        fs::write(leaf.join("pids.max"), "30").unwrap();
        fs::write(root.join("pids.max"), "max").unwrap();
        assert_eq!(ancestors(&leaf, &root.join("a")), vec![leaf.clone()]);
        assert_eq!(ancestors(&leaf, &root), vec![leaf, root.clone()]);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_process_that_fails_the_check_is_not_signalled() {
        let mut child = std::process::Command::new("sleep").arg("30").spawn().unwrap();
        let pid = child.id() as libc::pid_t;
        assert!(!kill_checked(pid, |_| false));
        assert!(child.try_wait().unwrap().is_none(), "killed though the check failed");
        assert!(kill_checked(pid, |p| p.as_raw_nonzero().get() == pid));
        assert!(child.wait().unwrap().code().is_none());
    }
}
