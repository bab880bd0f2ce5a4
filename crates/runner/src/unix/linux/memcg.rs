//! The runs' memory cgroups, where this process can make them (root, or a
//! delegated v2 subtree, with the pids cgroups): the kernel's peak of the
//! run's memory, every page charged once, at every instant rather than at
//! the samples' (`memory.peak` on v2, `memory.max_usage_in_bytes` on v1).
//! So a spike between two samples spread over several processes (two
//! children of 150 MB each, held 5 ms) is seen; the samples' sum of PSS
//! misses it (see [`super::procfs::memory`]).
//!
//! What the kernel's peak counts besides the run's own memory: the page
//! cache of files the run was the first to read or write (a file read
//! before by anyone is charged to whoever read it first), and on v2 the
//! kernel's memory for the run (page tables, stacks): a few MB for an
//! interpreter started cold, none for the inputs of these problems.
//!
//! v2: the runs' pids cgroups get the memory controller too (the same
//! directory). v1: a `sudoku-lab-stress-PID-nsINODE/run-N/` of their own in this
//! process's memory cgroup, entered with the pids cgroup.

use std::fs;
use std::path::{Path, PathBuf};

use super::kfile;

/// Where the runs' memory cgroups are made.
#[derive(Clone, Debug)]
pub(crate) struct Parent {
    /// The parent directory (v2: the pids parent itself).
    pub dir: PathBuf,
    /// cgroup v2 (the same directory as the pids cgroups).
    pub v2: bool,
}

/// The memory parent for runs whose pids cgroups are made in
/// `pids_parent` (`v2`: on the unified hierarchy), if one can be had.
pub(crate) fn parent(pids_parent: &Path, v2: bool) -> Option<Parent> {
    if v2 {
        let _ = fs::write(pids_parent.join("cgroup.subtree_control"), "+memory");
        let probe = pids_parent.join("memory-probe");
        let works = fs::create_dir(&probe).is_ok() && probe.join("memory.peak").exists();
        let _ = fs::remove_dir(&probe);
        return works.then(|| Parent {
            dir: pids_parent.to_path_buf(),
            v2: true,
        });
    }
    v1_parent("memory", "memory.max_usage_in_bytes").map(|dir| Parent { dir, v2: false })
}

/// `sudoku-lab-stress-PID-nsINODE/` made in this process's own cgroup v1 of
/// `controller` (`memory`, `cpuacct`), once a run's cgroup in it is seen
/// to have `file` and a `tasks` that can be written (the runs enter it
/// there). The caller removes the stale ones of dead processes once it is
/// made (in `contain`, which uses this module and not the reverse).
pub(crate) fn v1_parent(controller: &str, file: &str) -> Option<PathBuf> {
    let own = own_v1(controller)?;
    let dir = own.join(super::cgname::own_name());
    fs::create_dir(&dir).ok()?;
    let probe = dir.join("probe");
    let works = fs::create_dir(&probe).is_ok()
        && probe.join(file).exists()
        && fs::metadata(probe.join("tasks")).is_ok_and(|m| !m.permissions().readonly());
    let _ = fs::remove_dir(&probe);
    if works {
        Some(dir)
    } else {
        let _ = fs::remove_dir(&dir);
        None
    }
}

/// The memory cgroups this process is in, its own and each ancestor's up
/// to the hierarchy's root (v1's `memory` hierarchy, else v2's unified
/// one when it has the memory controller), each with whether it is v2:
/// where a memory limit above the runs is, and where the kernel counts
/// the processes its out-of-memory killer ended ([`oom_kills`]).
pub(crate) fn enclosing() -> Vec<(PathBuf, bool)> {
    if let Some((own, at)) = own_v1_at("memory") {
        return own
            .ancestors()
            .take_while(|d| d.starts_with(&at))
            .map(|d| (d.to_path_buf(), false))
            .collect();
    }
    let Some((own, at)) = own_v2_at() else {
        return Vec::new();
    };
    own.ancestors()
        .take_while(|d| d.starts_with(&at))
        .filter(|d| d.join("memory.events").exists() || d.join("memory.max").exists())
        .map(|d| (d.to_path_buf(), true))
        .collect()
}

/// The processes the out-of-memory killer ended in the cgroup `dir`: v2's
/// `oom_kill` of `memory.events` (with its descendants'), v1's of
/// `memory.oom_control` (its own: v1 counts a kill in the victim's cgroup
/// alone); 0 when unknown.
pub(crate) fn oom_kills(dir: &Path, v2: bool) -> u64 {
    let file = if v2 { "memory.events" } else { "memory.oom_control" };
    kfile::with_text(dir.join(file), |s| {
        s.lines().find_map(|l| l.strip_prefix("oom_kill ")?.trim().parse().ok())
    })
    .flatten()
    .unwrap_or(0)
}

/// The memory limit of the cgroup `dir` in bytes (v2's `memory.max`, v1's
/// `memory.limit_in_bytes`), or `None` without one (`max`, or v1's
/// "unlimited", a number near 2^63).
pub(crate) fn limit(dir: &Path, v2: bool) -> Option<u64> {
    let file = if v2 { "memory.max" } else { "memory.limit_in_bytes" };
    let n = kfile::number(dir.join(file))?;
    (n < 1 << 60).then_some(n)
}

/// This process's own cgroup v1 cgroup of `controller`.
pub(crate) fn own_v1(controller: &str) -> Option<PathBuf> {
    own_v1_at(controller).map(|(dir, _)| dir)
}

/// This process's own cgroup v2 cgroup and the hierarchy's mount point.
fn own_v2_at() -> Option<(PathBuf, PathBuf)> {
    let cgroups = fs::read_to_string("/proc/self/cgroup").ok()?;
    let path = cgroups.lines().find_map(|l| l.strip_prefix("0::"))?.to_string();
    let mounts = fs::read_to_string("/proc/self/mountinfo").ok()?;
    let (root, at) = mounts.lines().find_map(|l| {
        let (head, tail) = l.split_once(" - ")?;
        let h: Vec<&str> = head.split(' ').collect();
        (tail.split(' ').next() == Some("cgroup2")).then(|| Some((h.get(3)?.to_string(), h.get(4)?.to_string())))?
    })?;
    let rel = path.strip_prefix(root.trim_end_matches('/')).unwrap_or(&path);
    Some((Path::new(&at).join(rel.trim_start_matches('/')), PathBuf::from(at)))
}

/// This process's own cgroup v1 cgroup of `controller` and the
/// hierarchy's mount point.
fn own_v1_at(controller: &str) -> Option<(PathBuf, PathBuf)> {
    let cgroups = fs::read_to_string("/proc/self/cgroup").ok()?;
    let path = cgroups.lines().find_map(|l| {
        let mut f = l.splitn(3, ':');
        let (_, controllers, path) = (f.next()?, f.next()?, f.next()?);
        controllers
            .split(',')
            .any(|c| c == controller)
            .then(|| path.to_string())
    })?;
    let mounts = fs::read_to_string("/proc/self/mountinfo").ok()?;
    // mountinfo: ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTS... - FSTYPE SOURCE SUPEROPTS
    let (root, at) = mounts.lines().find_map(|l| {
        let (head, tail) = l.split_once(" - ")?;
        let h: Vec<&str> = head.split(' ').collect();
        let t: Vec<&str> = tail.split(' ').collect();
        (t.first() == Some(&"cgroup") && t.get(2)?.split(',').any(|o| o == controller))
            .then(|| Some((h.get(3)?.to_string(), h.get(4)?.to_string())))?
    })?;
    let rel = path.strip_prefix(root.trim_end_matches('/')).unwrap_or(&path);
    Some((Path::new(&at).join(rel.trim_start_matches('/')), PathBuf::from(at)))
}

/// The peak memory of the cgroup `dir`, in bytes (0 when unknown).
pub(crate) fn peak(dir: &Path, v2: bool) -> u64 {
    let file = if v2 { "memory.peak" } else { "memory.max_usage_in_bytes" };
    kfile::number(dir.join(file)).unwrap_or(0)
}

/// The CPU time the kernel counted for the cgroup `dir` (every task that
/// ever was in it, those reaped by no one too): v2's `usage_usec` of
/// `cpu.stat`, v1's `cpuacct.usage` (nanoseconds); `None` when unknown.
pub(crate) fn cpu_usage(dir: &Path, v2: bool) -> Option<std::time::Duration> {
    if v2 {
        let usec = kfile::with_text(dir.join("cpu.stat"), |stat| {
            stat.lines()
                .find_map(|l| l.strip_prefix("usage_usec "))?
                .trim()
                .parse()
                .ok()
        })??;
        Some(std::time::Duration::from_micros(usec))
    } else {
        let ns = kfile::number(dir.join("cpuacct.usage"))?;
        Some(std::time::Duration::from_nanos(ns))
    }
}
