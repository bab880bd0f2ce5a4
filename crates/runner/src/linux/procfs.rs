//! What `/proc` says about the processes of a run: used to find this
//! process's children (escaped ones are swept up by [`super::reaper`]) and
//! to measure a run while it runs ([`sample`]): its CPU time, so a run over
//! its CPU limit is killed without waiting for the wall-clock cap; the time
//! it waited for a CPU, which the cap does not count; its memory, each
//! page once (the sum of its processes' proportional set sizes,
//! [`memory`]), and its number of tasks (threads of all its
//! processes, [`Sample::tasks`]).

use std::os::unix::fs::MetadataExt;
use std::time::Duration;

/// One process, from `/proc/PID/stat`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Proc {
    pub pid: libc::pid_t,
    pub ppid: libc::pid_t,
    pub pgrp: libc::pid_t,
    /// User + system time of the process and of its children it waited
    /// for, in clock ticks.
    pub ticks: u64,
    /// Its threads (`num_threads`).
    pub threads: u64,
    /// Its owner (the user id of `/proc/PID`).
    pub uid: u32,
}

/// One sample of a run's processes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sample {
    /// CPU time so far (each process's own and its waited-for children's).
    pub cpu: Duration,
    /// Time its living processes spent runnable, waiting for a CPU.
    pub queued: Duration,
    /// Tasks (threads of every process) at once.
    pub tasks: u64,
    /// The processes sampled.
    pub pids: Vec<libc::pid_t>,
}

/// Every process `/proc` shows (none where there is no `/proc`).
pub(crate) fn scan() -> Vec<Proc> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<libc::pid_t>().ok())
        .filter_map(stat)
        .collect()
}

/// The tasks (threads of every process) owned by `uid`: what
/// `RLIMIT_NPROC` counts.
pub(crate) fn user_tasks(uid: u32) -> u64 {
    scan().iter().filter(|p| p.uid == uid).map(|p| p.threads).sum()
}

/// The proportional set size of `pid` in bytes, from
/// `/proc/PID/smaps_rollup` (`Pss:`, in kB); 0 when it is gone.
fn pss(pid: libc::pid_t) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/smaps_rollup"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Pss:"))?
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<u64>()
                .ok()
        })
        .map_or(0, |kb| kb << 10)
}

/// Nanoseconds `pid` has spent runnable but waiting for a CPU, from
/// `/proc/PID/schedstat` (its second field); 0 when unknown.
fn queued(pid: libc::pid_t) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/schedstat"))
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse().ok())
        .unwrap_or(0)
}

/// Parses one `/proc/PID/stat` line (its owner is `uid`) (see proc(5)): the command name is in
/// parentheses and may itself hold spaces and parentheses, so the fields
/// are counted from the last `)`.
fn parse(line: &str, uid: u32) -> Option<Proc> {
    let (head, tail) = line.rsplit_once(')')?;
    let pid = head.split_once(' ')?.0.trim().parse().ok()?;
    // After `)`: state(3) ppid(4) pgrp(5) … utime(14) stime(15)
    // cutime(16) cstime(17) … num_threads(20), numbered as in proc(5).
    let f: Vec<&str> = tail.split_whitespace().collect();
    let field = |n: usize| f.get(n - 3).and_then(|s| s.parse::<i64>().ok());
    let ticks = (14..=17).map(field).sum::<Option<i64>>()?;
    Some(Proc {
        pid,
        ppid: field(4)? as libc::pid_t,
        pgrp: field(5)? as libc::pid_t,
        ticks: ticks.max(0) as u64,
        threads: field(20).unwrap_or(1).max(0) as u64,
        uid,
    })
}

pub(crate) fn stat(pid: libc::pid_t) -> Option<Proc> {
    let uid = std::fs::metadata(format!("/proc/{pid}")).ok()?.uid();
    parse(&std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?, uid)
}

/// The children of this process.
pub(crate) fn children() -> Vec<libc::pid_t> {
    let me = std::process::id() as libc::pid_t;
    scan().into_iter().filter(|p| p.ppid == me).map(|p| p.pid).collect()
}

/// A sample of the processes `pids` (a run's cgroup's members); those that
/// are gone by now are skipped.
pub(crate) fn sample(pids: &[libc::pid_t]) -> Sample {
    summed(pids.iter().filter_map(|&p| stat(p)).collect())
}

/// A sample of the processes of `group` and every descendant of them (the
/// run, as the watchdog finds it without a cgroup); `None` without
/// `/proc`.
pub(crate) fn sample_group(group: libc::pid_t) -> Option<Sample> {
    let all = scan();
    if all.is_empty() {
        return None;
    }
    let mut inside: std::collections::BTreeSet<libc::pid_t> =
        all.iter().filter(|p| p.pgrp == group).map(|p| p.pid).collect();
    loop {
        let before = inside.len();
        let more: Vec<libc::pid_t> = all.iter().filter(|p| inside.contains(&p.ppid)).map(|p| p.pid).collect();
        inside.extend(more);
        if inside.len() == before {
            break;
        }
    }
    Some(summed(all.into_iter().filter(|p| inside.contains(&p.pid)).collect()))
}

/// The sample of `procs`, all but its memory ([`memory`], read apart: it
/// is the costly part, and a fork bomb is ended on its tasks without it);
/// the time waited for a CPU (one more file per process) is read only
/// when there are few processes, so that a fork bomb is seen as fast as it
/// can be.
fn summed(procs: Vec<Proc>) -> Sample {
    let few = procs.len() <= FEW;
    Sample {
        cpu: from_ticks(procs.iter().map(|p| p.ticks).sum()),
        queued: Duration::from_nanos(procs.iter().filter(|_| few).map(|p| queued(p.pid)).sum()),
        tasks: procs.iter().map(|p| p.threads).sum(),
        pids: procs.iter().map(|p| p.pid).collect(),
    }
}

/// Up to this many processes a sample reads each one's time waited for a
/// CPU, and the memory twice ([`memory`]).
const FEW: usize = 64;

/// The memory of the processes `pids` but `shell`, in bytes, each page
/// once: the sum of their proportional set sizes.
///
/// The PSS are read one after the other, not at one instant: while one
/// process releases its memory (it exits, or `exec`s) the pages it shared
/// become the others' alone, and a sum that read it before and the others
/// after counts those pages up to one and a half times (as when a parent
/// `exec`s while its child still shares its pages: the pages read as half
/// the parent's are read again as all the child's). So with few processes the sum is read twice, forward and
/// backward, and the smaller taken: whichever process is releasing, one of
/// the two orders reads it after the others, and that sum counts no page
/// twice.
///
/// With many processes, `stop` is asked every [`FEW`] of them and the sum
/// so far answered when it says yes: reading a process's PSS waits for its
/// memory map, which a fork bomb's failing forks hold nearly all the time,
/// and the bomb must be ended on its tasks, not measured.
pub(crate) fn memory(pids: &[libc::pid_t], shell: Option<libc::pid_t>, stop: impl Fn() -> bool) -> u64 {
    let counted: Vec<libc::pid_t> = pids.iter().copied().filter(|&p| Some(p) != shell).collect();
    if counted.len() > FEW {
        let mut sum = 0;
        for chunk in counted.chunks(FEW) {
            if stop() {
                break;
            }
            sum += chunk.iter().map(|&p| pss(p)).sum::<u64>();
        }
        return sum;
    }
    let forward: u64 = counted.iter().map(|&p| pss(p)).sum();
    forward.min(counted.iter().rev().map(|&p| pss(p)).sum())
}

fn from_ticks(ticks: u64) -> Duration {
    let per_second = rustix::param::clock_ticks_per_second().max(1);
    Duration::from_nanos(ticks.saturating_mul(1_000_000_000) / per_second)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stat_line_with_parentheses_in_the_name_is_parsed() {
        let line = "42 (a (b) c) R 7 42 42 0 -1 0 0 0 0 0 30 10 5 5 20 0 3 0 99 4096 77";
        let p = parse(line, 1000).unwrap();
        assert_eq!((p.pid, p.ppid, p.pgrp, p.ticks), (42, 7, 42, 50));
        assert_eq!((p.threads, p.uid), (3, 1000));
    }

    #[test]
    fn this_process_is_seen_with_its_memory_and_owner() {
        let me = std::process::id() as libc::pid_t;
        let found = scan().into_iter().find(|p| p.pid == me).expect("this process in /proc");
        assert_eq!(found.uid, rustix::process::getuid().as_raw());
        assert!(user_tasks(found.uid) >= found.threads);
        // A test binary touches at least a few hundred kB.
        assert!(pss(me) > 100 << 10, "{}", pss(me));
        assert_eq!(memory(&[me], Some(me), || false), 0);
        assert!(memory(&[me, me], None, || false) >= pss(me));
        let many = vec![me; 3 * FEW];
        assert_eq!(memory(&many, None, || true), 0);
    }
}
