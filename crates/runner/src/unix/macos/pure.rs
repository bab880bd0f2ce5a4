//! The arithmetic and bookkeeping of macOS's half of the runner, with no
//! system call in it: compiled on macOS with [`super`], and on Linux in
//! the unit tests (so a change to it is tested on every push).
//!
//! - [`nanos`]: `proc_pid_rusage`'s CPU times are in Mach absolute time
//!   units (`mach_timebase_info`: 1/1 on Intel, 125/3 on Apple silicon);
//! - [`walk`]: the run's processes from what `libproc` lists (its process
//!   group, each process's children, the processes seen before);
//! - [`totals`]: one sample's CPU time, tasks and memory.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

/// One process as `libproc` describes it (`proc_pidinfo` with
/// `PROC_PIDTBSDINFO` and `PROC_PIDTASKINFO`, `proc_pid_rusage`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Row {
    pub pid: i32,
    pub ppid: i32,
    pub pgid: i32,
    /// When it started, in microseconds since the epoch: with `pid`, which
    /// process it is (a pid can be reused, a start time with it cannot).
    pub start: u64,
    /// Its threads.
    pub threads: u64,
    /// User + system time of it and of its children it waited for, in
    /// Mach absolute time units.
    pub cpu: u64,
    /// Its physical footprint in bytes (`ri_phys_footprint`: what Activity
    /// Monitor calls its memory; a page shared with another process is
    /// counted in each).
    pub footprint: u64,
}

/// Mach absolute time units as nanoseconds, by the timebase `numer /
/// denom` (`mach_timebase_info`); a zero denominator (no timebase) is
/// taken as 1/1.
pub(crate) fn nanos(units: u64, numer: u32, denom: u32) -> u64 {
    if denom == 0 {
        return units;
    }
    let n = u128::from(units) * u128::from(numer) / u128::from(denom);
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// The processes of the run whose process group is `group`: those in it
/// (`in_group`), every descendant of one of the run's processes (found by
/// `children`), and every process seen in an earlier sample (`known`, by
/// pid and start time) that is still the same process, such as one that
/// left the group with `setsid` and whose parent has died since (macOS
/// has no subreaper: it is then launchd's child, and only this memory of
/// it keeps it in the run). `info` describes a living process (`None`:
/// gone).
pub(crate) fn walk(
    group: i32,
    in_group: &[i32],
    known: &BTreeMap<i32, u64>,
    info: impl Fn(i32) -> Option<Row>,
    children: impl Fn(i32) -> Vec<i32>,
) -> Vec<Row> {
    // (pid, whether its parent is one of the run's processes)
    let mut todo: Vec<(i32, bool)> = in_group.iter().map(|&p| (p, false)).collect();
    todo.extend(known.keys().map(|&p| (p, false)));
    let mut seen = BTreeSet::new();
    let mut rows = Vec::new();
    while let Some((pid, child_of_ours)) = todo.pop() {
        if pid <= 0 || !seen.insert(pid) {
            continue;
        }
        let Some(row) = info(pid) else { continue };
        let ours = row.pgid == group || child_of_ours || known.get(&pid) == Some(&row.start);
        if !ours {
            continue;
        }
        todo.extend(children(pid).into_iter().map(|c| (c, true)));
        rows.push(row);
    }
    rows.sort_by_key(|r| r.pid);
    rows
}

/// What one sample of a run adds up to.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Totals {
    /// CPU time of the processes and the children they waited for.
    pub cpu: Duration,
    /// Processes (what `RLIMIT_NPROC` counts on macOS).
    pub processes: u64,
    /// Tasks: the threads of every process.
    pub tasks: u64,
    /// The summed physical footprint, the wrapper shell left out.
    pub memory: u64,
}

/// The totals of `rows`, `shell` (the wrapper shell, when it stays) left
/// out of the memory, CPU times converted by the timebase `numer / denom`.
pub(crate) fn totals(rows: &[Row], shell: Option<i32>, numer: u32, denom: u32) -> Totals {
    Totals {
        cpu: Duration::from_nanos(nanos(rows.iter().map(|r| r.cpu).sum(), numer, denom)),
        processes: rows.len() as u64,
        tasks: rows.iter().map(|r| r.threads.max(1)).sum(),
        memory: rows.iter().filter(|r| Some(r.pid) != shell).map(|r| r.footprint).sum(),
    }
}

/// The pids a `proc_listpids` buffer holds: it answers a count of bytes
/// (`bytes`), and a buffer it filled may be too small (`full`: list again
/// with a larger one).
pub(crate) fn listed(buffer: &[i32], bytes: i32) -> (Vec<i32>, bool) {
    let n = (bytes.max(0) as usize / std::mem::size_of::<i32>()).min(buffer.len());
    let pids = buffer[..n].iter().copied().filter(|&p| p > 0).collect();
    (pids, n == buffer.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mach_time_is_converted_by_the_timebase() {
        // Intel: 1/1. Apple silicon: 125/3 (24 MHz ticks).
        assert_eq!(nanos(1_000, 1, 1), 1_000);
        assert_eq!(nanos(24_000_000, 125, 3), 1_000_000_000);
        assert_eq!(nanos(7, 1, 0), 7);
        assert_eq!(nanos(u64::MAX, 125, 3), u64::MAX);
    }

    fn row(pid: i32, ppid: i32, pgid: i32, start: u64) -> Row {
        Row {
            pid,
            ppid,
            pgid,
            start,
            threads: 1,
            cpu: 24_000_000,
            footprint: 1 << 20,
        }
    }

    #[test]
    fn the_runs_processes_are_its_group_its_descendants_and_the_ones_it_had() {
        // 100 leads group 100; 101 is in it; 102 left with setsid but its
        // parent 101 is alive; 103 (child of 102) too; 200 left earlier
        // and its parent died (ppid 1): known from the last sample; 300
        // took the pid of a process once known (another start time); 400
        // is someone else's.
        let table = [
            row(100, 50, 100, 1),
            row(101, 100, 100, 2),
            row(102, 101, 102, 3),
            row(103, 102, 102, 4),
            row(200, 1, 200, 5),
            row(300, 1, 300, 99),
            row(400, 1, 400, 7),
        ];
        let info = |pid: i32| table.iter().find(|r| r.pid == pid).copied();
        let children = |pid: i32| {
            table
                .iter()
                .filter(|r| r.ppid == pid)
                .map(|r| r.pid)
                .collect::<Vec<_>>()
        };
        let known = BTreeMap::from([(200, 5), (300, 6)]);
        let rows = walk(100, &[100, 101], &known, info, children);
        let pids: Vec<i32> = rows.iter().map(|r| r.pid).collect();
        assert_eq!(pids, vec![100, 101, 102, 103, 200]);
        // Nothing known, the leader gone (a zombie is not described): its
        // group still is.
        let rows = walk(
            100,
            &[100, 101],
            &BTreeMap::new(),
            |p| info(p).filter(|r| r.pid != 100),
            children,
        );
        assert_eq!(rows.iter().map(|r| r.pid).collect::<Vec<_>>(), vec![101, 102, 103]);
    }

    #[test]
    fn a_sample_sums_cpu_tasks_and_footprints_without_the_shell() {
        let mut rows = vec![row(100, 50, 100, 1), row(101, 100, 100, 2)];
        rows[1].threads = 4;
        let t = totals(&rows, Some(100), 125, 3);
        assert_eq!(t.cpu, Duration::from_secs(2));
        assert_eq!((t.processes, t.tasks, t.memory), (2, 5, 1 << 20));
        assert_eq!(totals(&rows, None, 1, 1).memory, 2 << 20);
    }

    #[test]
    fn a_listing_is_counted_in_bytes_and_a_full_one_is_asked_again() {
        let buffer = [5, 6, 7, 0];
        assert_eq!(listed(&buffer, 12), (vec![5, 6, 7], false));
        assert_eq!(listed(&buffer, 16), (vec![5, 6, 7], true));
        assert_eq!(listed(&buffer, -1), (vec![], false));
    }
}
