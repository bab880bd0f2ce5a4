//! What `/proc` says about the processes of a run: used to find this
//! process's children (escaped ones are swept up by [`super::reaper`]) and
//! to measure a run while it runs ([`sample`]): its CPU time, so a run over
//! its CPU limit is killed without waiting for the wall-clock cap; the time
//! it waited for a CPU, which the cap does not count; its memory, each
//! page once (the sum of its processes' proportional set sizes,
//! [`memory`]), and its number of tasks (threads of all its
//! processes, [`Sample::tasks`]).

use std::os::unix::fs::MetadataExt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use super::kfile;

/// One process, from `/proc/PID/stat`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Proc {
    pub pid: libc::pid_t,
    pub ppid: libc::pid_t,
    pub pgrp: libc::pid_t,
    /// User + system time of the process and of its children it waited
    /// for, in clock ticks.
    pub ticks: u64,
    /// When it started (clock ticks after boot): with `pid`, which
    /// process it is (a pid may be reused during a run).
    pub start: u64,
    /// It ignores `SIGCHLD` (`SIG_IGN`): the kernel reaps its children as
    /// they end, and their CPU time is added to no one's.
    pub ignores_sigchld: bool,
    /// Its (main thread's) state is `R`: running, or waiting for a CPU.
    pub runnable: bool,
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
    /// Each living task's (thread's) time on and waiting for a CPU so far,
    /// and whether it is runnable now: kept by the caller when it ends.
    pub queued: Vec<super::super::Waited>,
    /// Tasks (threads of every process) at once.
    pub tasks: u64,
    /// The processes sampled.
    pub pids: Vec<libc::pid_t>,
    /// The same, as `/proc/PID/stat` said them ([`CpuLedger`] keeps their
    /// time once they end).
    pub procs: Vec<Proc>,
    /// Those of them outside the run's process group (`setsid`,
    /// `setpgid`): found by [`sample_group`] only.
    pub outside: Vec<libc::pid_t>,
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
/// `RLIMIT_NPROC` counts. One file a process (`/proc/PID/status`, which
/// has both its owner and its threads).
pub(crate) fn user_tasks(uid: u32) -> u64 {
    let Ok(dir) = std::fs::read_dir("/proc") else { return 0 };
    dir.flatten()
        .filter(|e| {
            e.file_name()
                .to_str()
                .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
        })
        .filter_map(|e| std::fs::read_to_string(e.path().join("status")).ok())
        .filter_map(|status| {
            let field = |name: &str| status.lines().find_map(|l| l.strip_prefix(name)).map(str::trim);
            let owner: u32 = field("Uid:")?.split_whitespace().next()?.parse().ok()?;
            let threads: u64 = field("Threads:")?.parse().ok()?;
            (owner == uid).then_some(threads)
        })
        .sum()
}

/// The children of `pid`, from each of its threads' `children` file (a
/// child is listed under the thread that forked it); `None` where the
/// kernel has no such file (`CONFIG_PROC_CHILDREN`) or `pid` is gone.
fn children_of(pid: libc::pid_t, threads: u64) -> Option<Vec<libc::pid_t>> {
    let read = |tid: libc::pid_t| -> Option<Vec<libc::pid_t>> {
        kfile::with_text(format!("/proc/{pid}/task/{tid}/children"), |text| {
            text.split_whitespace().filter_map(|p| p.parse().ok()).collect()
        })
    };
    if threads <= 1 {
        return read(pid);
    }
    let mut all = Vec::new();
    for e in std::fs::read_dir(format!("/proc/{pid}/task")).ok()?.flatten() {
        if let Some(tid) = e.file_name().to_str().and_then(|t| t.parse().ok()) {
            all.extend(read(tid).unwrap_or_default());
        }
    }
    Some(all)
}

/// The proportional set size of `pid` in bytes, from
/// `/proc/PID/smaps_rollup` (`Pss:`, in kB); 0 when it is gone.
fn pss(pid: libc::pid_t) -> u64 {
    smaps_rollup_kb(pid, "Pss:") << 10
}

/// The shared memory of `pid` in bytes that its proportional set size
/// holds (`Pss_Shmem` in `/proc/PID/smaps_rollup`, in kB): the mapped part
/// of its memfds, `/dev/shm` files and shared anonymous memory; 0 when
/// unknown.
pub(crate) fn pss_shmem(pid: libc::pid_t) -> u64 {
    smaps_rollup_kb(pid, "Pss_Shmem:") << 10
}

/// The kB of the line of `/proc/PID/smaps_rollup` that starts with
/// `field` (its name and colon); 0 when it cannot be read.
fn smaps_rollup_kb(pid: libc::pid_t, field: &str) -> u64 {
    kfile::with_text(format!("/proc/{pid}/smaps_rollup"), |s| {
        s.lines()
            .find_map(|l| l.strip_prefix(field))?
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse::<u64>()
            .ok()
    })
    .flatten()
    .unwrap_or(0)
}

/// A memory file a process of a run holds open: a memfd or a file of
/// `/dev/shm` (tmpfs), whose pages are memory that no process need map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ShmFile {
    /// Which file it is: its device and inode.
    pub key: (u64, u64),
    /// Its path under `/dev/shm`, while it has one (a memfd has none).
    pub path: Option<std::path::PathBuf>,
    /// Bytes of memory it holds (its allocated blocks).
    pub bytes: u64,
    /// The process seen holding it.
    pub holder: libc::pid_t,
}

/// The memory files (memfds, `/dev/shm` files) that the processes `pids`
/// hold open, from their `/proc/PID/fd` links; each file's size is read
/// through the link (`stat` follows it to the file itself).
pub(crate) fn shm_files(pids: &[libc::pid_t]) -> Vec<ShmFile> {
    let mut found = Vec::new();
    for &pid in pids {
        let Ok(dir) = std::fs::read_dir(format!("/proc/{pid}/fd")) else {
            continue;
        };
        for e in dir.flatten() {
            let Ok(target) = std::fs::read_link(e.path()) else {
                continue;
            };
            let text = target.to_string_lossy();
            let memfd = text.starts_with("/memfd:");
            if !(memfd || text.starts_with("/dev/shm/")) {
                continue;
            }
            let Ok(m) = std::fs::metadata(e.path()) else { continue };
            let path = (!memfd && !text.ends_with(" (deleted)")).then_some(target);
            found.push(ShmFile {
                key: (m.dev(), m.ino()),
                path,
                bytes: m.blocks() * 512,
                holder: pid,
            });
        }
    }
    found
}

/// Nanoseconds a task has run and has spent runnable but waiting for a
/// CPU, from its `schedstat` (the first two fields); 0 when unknown.
fn schedstat(path: &str) -> (u64, u64) {
    kfile::with_text(path, |text| {
        let mut f = text.split_whitespace().map(|n| n.parse().unwrap_or(0));
        (f.next().unwrap_or(0), f.next().unwrap_or(0))
    })
    .unwrap_or((0, 0))
}

/// Whether the task whose `stat` is at `path` is runnable (state `R`).
fn runnable(path: &str) -> bool {
    kfile::with_text(path, |s| {
        s.rsplit_once(')')
            .is_some_and(|(_, tail)| tail.trim_start().starts_with('R'))
    })
    .unwrap_or(false)
}

/// The time each thread of `p` has run and waited for a CPU, by thread
/// id, and whether it is runnable: every thread's
/// `/proc/PID/task/TID/schedstat` and state (a process's own `schedstat`
/// is its main thread's alone).
fn queued(p: &Proc) -> Vec<super::super::Waited> {
    use super::super::Waited;
    if p.threads <= 1 {
        let (ran, waited) = schedstat(&format!("/proc/{}/schedstat", p.pid));
        return vec![Waited {
            tid: p.pid,
            ran,
            waited,
            runnable: p.runnable,
        }];
    }
    let Ok(dir) = std::fs::read_dir(format!("/proc/{}/task", p.pid)) else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<libc::pid_t>().ok())
        .map(|tid| {
            let (ran, waited) = schedstat(&format!("/proc/{}/task/{tid}/schedstat", p.pid));
            let runnable = runnable(&format!("/proc/{}/task/{tid}/stat", p.pid));
            Waited {
                tid,
                ran,
                waited,
                runnable,
            }
        })
        .collect()
}

/// Parses one `/proc/PID/stat` line (its owner is `uid`) (see proc(5)): the command name is in
/// parentheses and may itself hold spaces and parentheses, so the fields
/// are counted from the last `)`.
fn parse(line: &str, uid: u32) -> Option<Proc> {
    let (head, tail) = line.rsplit_once(')')?;
    let pid = head.split_once(' ')?.0.trim().parse().ok()?;
    // After `)`: state(3) ppid(4) pgrp(5) … utime(14) stime(15)
    // cutime(16) cstime(17) … num_threads(20) … starttime(22) …
    // sigignore(33), numbered as in proc(5).
    let f: Vec<&str> = tail.split_whitespace().collect();
    let field = |n: usize| f.get(n - 3).and_then(|s| s.parse::<i64>().ok());
    let ticks = (14..=17).map(field).sum::<Option<i64>>()?;
    let sigignore = f.get(33 - 3).and_then(|s| s.parse::<u64>().ok()).unwrap_or(0);
    Some(Proc {
        pid,
        ppid: field(4)? as libc::pid_t,
        pgrp: field(5)? as libc::pid_t,
        ticks: ticks.max(0) as u64,
        start: field(22).unwrap_or(0).max(0) as u64,
        ignores_sigchld: sigignore & (1 << (libc::SIGCHLD - 1)) != 0,
        runnable: f.first() == Some(&"R"),
        threads: field(20).unwrap_or(1).max(0) as u64,
        uid,
    })
}

pub(crate) fn stat(pid: libc::pid_t) -> Option<Proc> {
    let uid = std::fs::metadata(format!("/proc/{pid}")).ok()?.uid();
    kfile::with_text(format!("/proc/{pid}/stat"), |line| parse(line, uid)).flatten()
}

/// The children of this process: its threads' `children` files (a few
/// reads, whatever else runs on the machine), else a scan of `/proc`.
pub(crate) fn children() -> Vec<libc::pid_t> {
    let me = std::process::id() as libc::pid_t;
    children_of(me, u64::MAX).unwrap_or_else(|| scan().into_iter().filter(|p| p.ppid == me).map(|p| p.pid).collect())
}

/// A sample of the processes `pids` (a run's cgroup's members); those that
/// are gone by now are skipped.
pub(crate) fn sample(pids: &[libc::pid_t]) -> Sample {
    summed(pids.iter().filter_map(|&p| stat(p)).collect())
}

/// A sample of the run whose process group is `group` (its leader's pid),
/// as the watchdog and `RLIMIT_NPROC` find it without a cgroup: the leader
/// and every descendant, and every child of this process in the group
/// (the run's orphans, adopted by this subreaper) with its descendants.
/// With `adopted` (the run is the only one in progress: see the module
/// doc of [`super::reaper`]) every adopted child `adopted` accepts is
/// taken with its descendants, whatever its group: a grandchild that
/// called `setsid` once its parent had ended (a double fork) is this
/// run's, since no other run could have left it.
/// Walked through the `children` files, so its cost is the run's size, not
/// the machine's; where the kernel has none, every process of `/proc` in
/// the group or descended from one (`None` without `/proc`).
pub(crate) fn sample_group(group: libc::pid_t, adopted: Option<&dyn Fn(libc::pid_t) -> bool>) -> Option<Sample> {
    let orphans: Vec<libc::pid_t> = children().into_iter().filter(|&c| c != group).collect();
    let mut todo = vec![group];
    todo.extend(
        orphans
            .iter()
            .copied()
            .filter(|&c| adopted.is_some_and(|take| take(c)) || stat(c).is_some_and(|p| p.pgrp == group)),
    );
    let mut seen = std::collections::BTreeSet::new();
    let mut procs = Vec::new();
    while let Some(pid) = todo.pop() {
        if !seen.insert(pid) {
            continue;
        }
        let Some(p) = stat(pid) else { continue };
        match children_of(pid, p.threads) {
            Some(kids) => todo.extend(kids),
            None => return scan_group(group, adopted),
        }
        procs.push(p);
    }
    let outside = procs.iter().filter(|p| p.pgrp != group).map(|p| p.pid).collect();
    Some(Sample {
        outside,
        ..summed(procs)
    })
}

/// [`sample_group`] by a scan of every process of `/proc`.
fn scan_group(group: libc::pid_t, adopted: Option<&dyn Fn(libc::pid_t) -> bool>) -> Option<Sample> {
    let all = scan();
    if all.is_empty() {
        return None;
    }
    let me = std::process::id() as libc::pid_t;
    let mut inside: std::collections::BTreeSet<libc::pid_t> = all
        .iter()
        .filter(|p| p.pgrp == group || (p.ppid == me && adopted.is_some_and(|take| take(p.pid))))
        .map(|p| p.pid)
        .collect();
    loop {
        let before = inside.len();
        let more: Vec<libc::pid_t> = all.iter().filter(|p| inside.contains(&p.ppid)).map(|p| p.pid).collect();
        inside.extend(more);
        if inside.len() == before {
            break;
        }
    }
    let procs: Vec<Proc> = all.into_iter().filter(|p| inside.contains(&p.pid)).collect();
    let outside = procs.iter().filter(|p| p.pgrp != group).map(|p| p.pid).collect();
    Some(Sample {
        outside,
        ..summed(procs)
    })
}

/// The sample of `procs`, all but its memory ([`memory`], read apart: it
/// is the costly part, and a fork bomb is ended on its tasks without it);
/// the time waited for a CPU (one more file per thread) is read only
/// when there are few processes, so that a fork bomb is seen as fast as it
/// can be.
fn summed(procs: Vec<Proc>) -> Sample {
    let few = procs.len() <= FEW;
    Sample {
        cpu: from_ticks(procs.iter().map(|p| p.ticks).sum()),
        queued: if few {
            procs.iter().flat_map(queued).collect()
        } else {
            Vec::new()
        },
        tasks: procs.iter().map(|p| p.threads).sum(),
        pids: procs.iter().map(|p| p.pid).collect(),
        outside: Vec::new(),
        procs,
    }
}

/// The CPU time of a run's processes that end without anyone collecting
/// it (issue 53, N3): a process's time goes to its parent's (`cutime`,
/// which the samples read) only when the parent waits for it. It is lost
/// when the parent ignores `SIGCHLD` (the kernel reaps the child itself:
/// 20 children of 90 ms each were "CPU 0.09 s"), and when the child was
/// adopted by this process (a subreaper reaps it with no run to give its
/// time to). The ledger keeps the last time the samples saw of each
/// process of the run (by pid and start time) with its parent; when one
/// is gone at the next sample and its parent would not have collected it
/// (the parent ignored `SIGCHLD` when last seen, or was this process), its
/// last seen time is kept for good.
///
/// What stays out of reach without a cgroup: a process that ends within
/// one sample (10 ms) of starting, and the time since the last sample of
/// one that ends, when its time is lost so. (With a cgroup the kernel
/// counts them: the run's CPU is also read there where it can be.)
#[derive(Default)]
pub(crate) struct CpuLedger {
    /// The processes the last sample saw: (pid, start) → (its time with
    /// its waited-for children's, in ticks; whether its time would be
    /// lost when it ends).
    last: std::collections::BTreeMap<(libc::pid_t, u64), (u64, bool)>,
    /// Ticks of processes that ended uncollected.
    lost: u64,
}

impl CpuLedger {
    /// Takes one sample's processes (`leader` the run's first process);
    /// answers the run's CPU time so far: the living processes' (with what
    /// they collected) and the lost.
    pub(crate) fn add(&mut self, procs: &[Proc], leader: libc::pid_t) -> Duration {
        let me = std::process::id() as libc::pid_t;
        let by_pid: std::collections::BTreeMap<libc::pid_t, &Proc> = procs.iter().map(|p| (p.pid, p)).collect();
        let now: std::collections::BTreeMap<(libc::pid_t, u64), (u64, bool)> = procs
            .iter()
            .map(|p| {
                // The leader (this process's child) is reaped by the run,
                // which reads its time with `wait4`: not lost.
                let parent_ignores = by_pid.get(&p.ppid).is_some_and(|q| q.ignores_sigchld);
                let adopted = p.ppid == me && p.pid != leader;
                ((p.pid, p.start), (p.ticks, parent_ignores || adopted))
            })
            .collect();
        for (key, &(ticks, lost)) in &self.last {
            if lost && !now.contains_key(key) {
                self.lost += ticks;
            }
        }
        self.last = now;
        from_ticks(procs.iter().map(|p| p.ticks).sum::<u64>() + self.lost)
    }
}

/// Up to this many processes a sample reads each thread's time waited for
/// a CPU, and the memory twice ([`memory`]).
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

/// Reads a run's memory ([`memory`]) on a thread of its own, so that the
/// sampler never waits long for it: reading a process's PSS waits for its
/// memory map, which a process forking without end holds nearly all the
/// time. (A fork bomb at its cgroup's `pids.max` kept the sampler in
/// `show_smaps_rollup` for up to 142 s, so its run went on that long.) The
/// sampler asks and waits at most [`MemoryReader::WAIT`]; an answer that
/// comes later is taken by the next sample, and no new read is asked while
/// one is under way. A reader with no read under way at its run's end is
/// kept for the next run ([`MemoryReader::take`], [`MemoryReader::give_back`]):
/// a thread made and ended per run was a tenth of a short run's own cost;
/// one whose read is still under way is dropped (its thread ends with
/// that read), so no run is ever answered with another's memory.
pub(crate) struct MemoryReader {
    ask: Option<mpsc::Sender<(Vec<libc::pid_t>, Option<libc::pid_t>)>>,
    answer: mpsc::Receiver<u64>,
    pending: bool,
    /// Set when the run ends: a read under way stops at its next group of
    /// processes ([`FEW`]).
    done: Arc<AtomicBool>,
}

impl MemoryReader {
    /// How long a sample waits for the memory: a read of a few processes
    /// takes well under a millisecond.
    pub(crate) const WAIT: Duration = Duration::from_millis(20);

    /// An idle reader kept by an earlier run ([`MemoryReader::give_back`]),
    /// else a new one ([`MemoryReader::new`]).
    ///
    /// # Errors
    /// When a new one's thread cannot be started.
    pub(crate) fn take() -> std::io::Result<MemoryReader> {
        match IDLE.lock().unwrap_or_else(|e| e.into_inner()).pop() {
            Some(reader) => Ok(reader),
            None => MemoryReader::new(),
        }
    }

    /// Keeps this reader for the next run when it has no read under way
    /// and its thread is alive; else drops it.
    pub(crate) fn give_back(self) {
        if !self.pending && self.ask.is_some() {
            IDLE.lock().unwrap_or_else(|e| e.into_inner()).push(self);
        }
    }

    /// A reader with its thread. A read under way stops at the run's end
    /// (between two groups of [`FEW`] processes); the sampler never waits
    /// for it more than [`Self::WAIT`], so nothing else needs to stop it.
    ///
    /// # Errors
    /// When its thread cannot be started (the caller reads on its own
    /// thread then).
    pub(crate) fn new() -> std::io::Result<MemoryReader> {
        let (ask, asked) = mpsc::channel::<(Vec<libc::pid_t>, Option<libc::pid_t>)>();
        let (tell, answer) = mpsc::channel();
        let done = Arc::new(AtomicBool::new(false));
        let ended = Arc::clone(&done);
        std::thread::Builder::new()
            .name("runner-memory".into())
            .spawn(move || {
                for (pids, shell) in asked {
                    let m = memory(&pids, shell, || ended.load(Ordering::Relaxed));
                    if tell.send(m).is_err() {
                        break;
                    }
                }
            })?;
        Ok(MemoryReader {
            ask: Some(ask),
            answer,
            pending: false,
            done,
        })
    }

    /// The memory of `pids` but `shell` ([`memory`]), or of the processes
    /// an earlier sample asked about when that answer came only now;
    /// `None` while a read is still under way after [`Self::WAIT`]. When
    /// its thread is gone, the read is made here.
    pub(crate) fn read(&mut self, pids: &[libc::pid_t], shell: Option<libc::pid_t>) -> Option<u64> {
        if !self.pending {
            let sent = self
                .ask
                .as_ref()
                .is_some_and(|ask| ask.send((pids.to_vec(), shell)).is_ok());
            if !sent {
                self.ask = None;
                return Some(memory(pids, shell, || false));
            }
            self.pending = true;
        }
        match self.answer.recv_timeout(Self::WAIT) {
            Ok(m) => {
                self.pending = false;
                Some(m)
            }
            Err(mpsc::RecvTimeoutError::Timeout) => None,
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                self.ask = None;
                self.pending = false;
                Some(memory(pids, shell, || false))
            }
        }
    }
}

/// The readers no run is using ([`MemoryReader::take`]): at most one per
/// job that ran at once.
static IDLE: std::sync::Mutex<Vec<MemoryReader>> = std::sync::Mutex::new(Vec::new());

impl Drop for MemoryReader {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        // Its thread ends once its read under way returns.
        self.ask = None;
    }
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
        assert_eq!((p.start, p.ignores_sigchld), (99, false));
        assert_eq!((p.threads, p.uid), (3, 1000));
    }

    #[test]
    fn this_process_is_seen_with_its_memory_and_owner() {
        let me = std::process::id() as libc::pid_t;
        let found = scan().into_iter().find(|p| p.pid == me).expect("this process in /proc");
        assert_eq!(found.uid, rustix::process::getuid().as_raw());
        assert!(user_tasks(found.uid) >= found.threads);
        // This process's children, as the kernel lists them and as a scan
        // of /proc finds them.
        use std::os::unix::process::CommandExt;
        let mut child = std::process::Command::new("sleep")
            .arg("30")
            .process_group(0)
            .spawn()
            .unwrap();
        assert!(children().contains(&(child.id() as libc::pid_t)));
        let walked = sample_group(child.id() as libc::pid_t, None).unwrap();
        assert_eq!(walked.pids, vec![child.id() as libc::pid_t]);
        assert_eq!(scan_group(child.id() as libc::pid_t, None).unwrap().pids, walked.pids);
        child.kill().unwrap();
        child.wait().unwrap();
        // A test binary touches at least a few hundred kB.
        assert!(pss(me) > 100 << 10, "{}", pss(me));
        assert_eq!(memory(&[me], Some(me), || false), 0);
        assert!(memory(&[me, me], None, || false) >= pss(me));
        // This test binary has its harness's threads: each is read. Other
        // tests' threads start and end between the count and the reads, so
        // the two are compared a few times, until one pair was read while
        // no thread came or went.
        let counts: Vec<(u64, u64)> = (0..50)
            .map(|_| {
                let me_now = scan().into_iter().find(|p| p.pid == me).unwrap();
                (queued(&me_now).len() as u64, me_now.threads)
            })
            .collect();
        assert!(counts.iter().any(|(read, threads)| read == threads), "{counts:?}");
        let many = vec![me; 3 * FEW];
        assert_eq!(memory(&many, None, || true), 0);
    }
}
