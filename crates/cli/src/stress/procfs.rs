//! What `/proc/*/stat` says about the processes of a run (Linux; empty
//! elsewhere): used to find this process's children (escaped ones are
//! swept up by [`super::reaper`]) and to measure a run's CPU time while it
//! runs, so a run over its CPU limit is killed without waiting for the
//! wall-clock cap, and the time it waited for a CPU, which the cap does not
//! count.

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
}

/// Every process `/proc` shows (none where there is no `/proc`).
pub(crate) fn scan() -> Vec<Proc> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<libc::pid_t>().ok())
        .filter_map(|pid| parse(&std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?))
        .collect()
}

/// Nanoseconds `pid` has spent runnable but waiting for a CPU, from
/// `/proc/PID/schedstat` (its second field); 0 when unknown.
fn queued(pid: libc::pid_t) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/schedstat"))
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse().ok())
        .unwrap_or(0)
}

/// Parses one `/proc/PID/stat` line (see proc(5)): the command name is in
/// parentheses and may itself hold spaces and parentheses, so the fields
/// are counted from the last `)`.
fn parse(line: &str) -> Option<Proc> {
    let (head, tail) = line.rsplit_once(')')?;
    let pid = head.split_once(' ')?.0.trim().parse().ok()?;
    // After `)`: state(3) ppid(4) pgrp(5) … utime(14) stime(15)
    // cutime(16) cstime(17), numbered as in proc(5).
    let f: Vec<&str> = tail.split_whitespace().collect();
    let field = |n: usize| f.get(n - 3).and_then(|s| s.parse::<i64>().ok());
    let ticks = (14..=17).map(field).sum::<Option<i64>>()?;
    Some(Proc {
        pid,
        ppid: field(4)? as libc::pid_t,
        pgrp: field(5)? as libc::pid_t,
        ticks: ticks.max(0) as u64,
    })
}

/// The children of this process.
pub(crate) fn children() -> Vec<libc::pid_t> {
    let me = std::process::id() as libc::pid_t;
    scan().into_iter().filter(|p| p.ppid == me).map(|p| p.pid).collect()
}

/// The CPU time used so far by the processes of `group` (counting what
/// each one's waited-for children used), and the time its living
/// processes spent waiting for a CPU (starved by load, not by their own
/// doing); `None` without `/proc`.
pub(crate) fn group_times(group: libc::pid_t) -> Option<(Duration, Duration)> {
    let all = scan();
    if all.is_empty() {
        return None;
    }
    let members = || all.iter().filter(|p| p.pgrp == group);
    let ticks: u64 = members().map(|p| p.ticks).sum();
    let queued: u64 = members().map(|p| queued(p.pid)).sum();
    Some((from_ticks(ticks), Duration::from_nanos(queued)))
}

fn from_ticks(ticks: u64) -> Duration {
    // SAFETY: sysconf reads a constant of the system.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    Duration::from_nanos(ticks.saturating_mul(1_000_000_000) / per_second)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stat_line_with_parentheses_in_the_name_is_parsed() {
        let line = "42 (a (b) c) R 7 42 42 0 -1 0 0 0 0 0 30 10 5 5 20 0 1 0";
        let p = parse(line).unwrap();
        assert_eq!((p.pid, p.ppid, p.pgrp, p.ticks), (42, 7, 42, 50));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn this_process_is_seen() {
        let me = std::process::id() as libc::pid_t;
        assert!(scan().iter().any(|p| p.pid == me));
    }
}
