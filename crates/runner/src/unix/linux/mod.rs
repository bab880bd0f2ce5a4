//! Linux's half of the Unix runner ([`super`]): how a run is started
//! ([`spawn`]: as `posix_spawn` starts one, without copying this
//! process), bounded and seen. Its bound is the strongest this process can
//! have ([`contain`]: a pids cgroup, `RLIMIT_NPROC`, or a watchdog); its
//! processes are found and measured in `/proc` ([`procfs`]) and, where it
//! has one, its memory cgroup ([`memcg`]); this process is a child subreaper ([`reaper`]), so
//! a process that escapes its group with `setsid` is adopted and killed,
//! and a janitor process ([`janitor`]) kills the runs when this one is
//! killed with `SIGKILL`.
//!
//! **Time**: the samples' CPU time of the run's processes (`/proc/PID/stat`,
//! with the children they waited for), and the time each task waited for a
//! CPU (`/proc/PID/schedstat`, and the wait a runnable task is in now,
//! which the kernel counts only once it ends), which the wall-clock limit
//! does not count.
//!
//! **Memory** is counted once per page. Where the run has a memory cgroup
//! ([`memcg`]: root, or a delegated v2 subtree), the kernel's own peak of
//! it, exact at every instant. Everywhere, each sample sums the
//! proportional set sizes (`Pss` in `/proc/PID/smaps_rollup`) of the run's
//! processes, so a page a forked child shares with its parent counts once,
//! not twice, and the wrapper shell is left out; at the end the peak is at
//! least the largest resident set of one process (`ru_maxrss` from
//! `wait4`, Linux's kibibytes, the largest of the leader and every process
//! it waited for), which catches one process's peak between two samples
//! and is exactly what `/usr/bin/time` reports for a one-process program.
//! What stays approximate without a memory cgroup: several processes at
//! their peaks at once between two samples (every [`super::SAMPLE_EVERY`]).
//! The PSS are read on a thread of the run's own
//! ([`procfs::MemoryReader`]), which a sample waits for at most 20 ms: a
//! forking process holds its memory map, and a fork bomb kept a sampler
//! that read it itself from ending the run for up to 142 s.

mod cgname;
mod child;
mod contain;
mod environ;
mod janitor;
mod kept;
mod kfile;
mod memcg;
mod procfs;
mod rawcg;
mod reaper;
mod spawn;

use std::io;
use std::process::Command;
use std::time::Instant;

use self::contain::Bound;
use super::{Finished, Peaks, Sampled, Spawned};
use crate::{Containment, Limits, Stop, Unsupported};

pub fn containment() -> Result<&'static Containment, Unsupported> {
    Ok(contain::mechanism())
}

pub use environ::environment;

pub fn guard() -> io::Result<()> {
    reaper::guard()
}

pub fn drain_all() -> usize {
    reaper::drain_all()
}

/// One run, Linux's half of it (the seam, see [`super`]): its bound and
/// its place in the subreaper's registry.
pub(crate) struct Run {
    bound: Bound,
    registration: reaper::Registration,
    /// The run's processes outside its group already told to the janitor.
    escapees: std::collections::BTreeSet<libc::pid_t>,
    /// Reads the run's memory on a thread of its own (`None` when that
    /// thread could not start: the sampler reads it then).
    memory: Option<procfs::MemoryReader>,
    /// The CPU time of the run's processes that ended uncollected.
    cpu: procfs::CpuLedger,
    /// The memory files (memfds, `/dev/shm` files) a sample saw the run's
    /// processes hold: their memory counts, and those in `/dev/shm` the
    /// run made are removed when it ends ([`Run::remove_shm`]).
    shm: std::collections::BTreeMap<(u64, u64), procfs::ShmFile>,
    /// When the run started, by the system's clock (a `/dev/shm` file is
    /// the run's only if made after it).
    started: std::time::SystemTime,
    /// A pidfd of the leader, readable once it has ended (Linux 5.3), so
    /// the run loop wakes at its end rather than at its next poll.
    pidfd: Option<std::os::fd::OwnedFd>,
}

impl Run {
    /// Spawns `cmd`'s program with its arguments (in a process group of
    /// its own, its three standard streams pipes: [`spawn`]) inside a new
    /// bound of `limits.tasks`, registered with the subreaper and the
    /// janitor; the instant just before the spawn (the run's wall clock
    /// starts there).
    ///
    /// # Errors
    /// When the bound cannot be made or the command spawned.
    pub(crate) fn start(cmd: &mut Command, limits: &Limits) -> io::Result<(Spawned, Run, Instant)> {
        // The reader's thread first: as a user, it is counted before the
        // bound counts the user's tasks. An earlier run's, when one is idle.
        let memory = procfs::MemoryReader::take().ok();
        let bound = Bound::new(limits.tasks)?;
        let prepare = child::Prepare {
            parent: std::process::id() as libc::pid_t,
            enter: bound.enter(),
            memory: limits.memory,
            cpu: limits.cpu,
        };
        let start = Instant::now();
        let (child, registration) = reaper::spawn_registered(|| spawn::spawn(cmd, &prepare))?;
        // The leader is this process's child, not reaped before the run
        // ends: its pid is its own until then.
        let pidfd = rustix::process::Pid::from_raw(child.pid)
            .and_then(|pid| rustix::process::pidfd_open(pid, rustix::process::PidfdFlags::empty()).ok());
        Ok((
            child,
            Run {
                bound,
                registration,
                escapees: Default::default(),
                memory,
                cpu: Default::default(),
                shm: Default::default(),
                // A file's times are the kernel's coarse clock, a tick or
                // so behind this one.
                started: std::time::SystemTime::now() - std::time::Duration::from_millis(50),
                pidfd,
            },
            start,
        ))
    }

    /// The run's process group (its leader's pid).
    pub(crate) fn group(&self) -> libc::pid_t {
        self.registration.group()
    }

    /// A descriptor that becomes readable when the leader ends (its
    /// pidfd), where the kernel has pidfds.
    pub(crate) fn exited(&self) -> Option<std::os::fd::BorrowedFd<'_>> {
        use std::os::fd::AsFd;
        self.pidfd.as_ref().map(|fd| fd.as_fd())
    }

    /// Kills what belongs to the run: its group and its cgroup.
    pub(crate) fn kill(&self) {
        self.registration.kill_group();
        self.bound.kill_all();
    }

    /// Kills and reaps the adopted children that are no run's.
    pub(crate) fn sweep(&self) {
        reaper::sweep();
    }

    /// One sample of the run: its processes, their CPU time and tasks,
    /// then (unless it is over its tasks already) their memory; the limit
    /// it is over, tasks first (a fork bomb's memory adds up too, and
    /// reading it would only give the bomb time).
    pub(crate) fn sample(&mut self, limits: &Limits, shell: Option<libc::pid_t>, peaks: &mut Peaks) -> Sampled {
        let group = self.registration.group();
        // The only run in progress owns every adopted child (a double-forked
        // `setsid` grandchild, whatever its group): see [`reaper`].
        let alone = reaper::alone(group);
        let adoptable = |pid: libc::pid_t| reaper::adoptable(pid);
        let adopted: Option<&dyn Fn(libc::pid_t) -> bool> = alone.then_some(&adoptable);
        let sample = match self.bound.members() {
            Some(pids) => procfs::sample(&pids),
            None => procfs::sample_group(group, adopted).unwrap_or_default(),
        };
        // Without a cgroup, a process that left the run's group is out of
        // the group's kill: the janitor holds it too (a pidfd), in case
        // this process is killed with SIGKILL.
        for &pid in &sample.outside {
            if self.escapees.insert(pid) {
                janitor::escapee(group, pid);
            }
        }
        peaks.tasks = peaks.tasks.max(sample.tasks);
        // The user at the run's RLIMIT_NPROC: the run holding all the room
        // it had, or (one more scan of /proc, only for a run holding much of
        // it) the user's tasks at the limit.
        if let Some((nproc, before)) = self.bound.nproc()
            && (sample.tasks + before >= nproc
                || (sample.tasks * 2 > limits.tasks && procfs::user_tasks(rustix::process::getuid().as_raw()) >= nproc))
        {
            peaks.at_nproc = true;
        }
        let stop = if sample.tasks > limits.tasks || self.bound.over(peaks.tasks, peaks.at_nproc) {
            Some(Stop::Tasks)
        } else {
            // The kernel's peak first, where the run has a memory
            // cgroup: exact, and one file.
            let kernel = self.bound.memory_peak().unwrap_or(0);
            let memory = if kernel > limits.memory {
                kernel
            } else {
                // Read on the reader's thread: a sample whose read is not
                // back within its wait sees no memory this time, and the
                // tasks and the time are sampled all the same.
                let read = match &mut self.memory {
                    Some(reader) => reader.read(&sample.pids, shell),
                    None => Some(procfs::memory(&sample.pids, shell, || self.bound.refused())),
                };
                (read.unwrap_or(0) + self.unmapped_shm(&sample.pids)).max(kernel)
            };
            peaks.memory = peaks.memory.max(memory);
            (memory > limits.memory).then_some(Stop::Memory)
        };
        if stop.is_some() && !self.bound.is_cgroup() {
            // Without a cgroup the run's descendants may have left its
            // group: each is killed through a pidfd, once checked to be
            // in the group or a child of a process of the run still, or
            // (the only run in progress) an adopted child of this process.
            self.registration.kill_group();
            let me = std::process::id() as libc::pid_t;
            for &pid in &sample.pids {
                contain::kill_checked(pid, |p| {
                    let pid = p.as_raw_nonzero().get();
                    procfs::stat(pid).is_some_and(|s| {
                        s.pgrp == group || sample.pids.contains(&s.ppid) || (alone && s.ppid == me && adoptable(pid))
                    })
                });
            }
        }
        // The living processes' time and that of those that ended with
        // no one to collect it (the ledger), or the kernel's count of the
        // run's cgroup where it keeps one: the larger.
        let cpu = self
            .cpu
            .add(&sample.procs, group)
            .max(self.bound.cpu_usage().unwrap_or_default());
        Sampled {
            cpu,
            queued: sample.queued,
            stop,
        }
    }

    /// The memory of the memory files (memfds, `/dev/shm` files) the run's
    /// processes hold or held that their proportional set sizes do not
    /// hold (issue 53, N12: 400 MB written into a memfd or a `/dev/shm`
    /// file, never mapped, was AC at 2.3 MB as a user; a memory cgroup
    /// charges them to the run, the samples did not see them): each file's
    /// allocated bytes, less the shared memory its holders map
    /// (`Pss_Shmem`), so a file both mapped and counted is not counted
    /// twice. A file seen once is followed by its path while it is there.
    /// Out of reach: a file written and closed between two samples, a
    /// memfd or file passed to a process outside the run.
    fn unmapped_shm(&mut self, pids: &[libc::pid_t]) -> u64 {
        if pids.len() > 64 {
            return 0;
        }
        let open = procfs::shm_files(pids);
        let mut holders: Vec<libc::pid_t> = open.iter().map(|f| f.holder).collect();
        let open_keys: std::collections::BTreeSet<(u64, u64)> = open.iter().map(|f| f.key).collect();
        for f in open {
            self.shm.insert(f.key, f);
        }
        if self.shm.is_empty() {
            return 0;
        }
        // Closed since: counted while its path still names it.
        self.shm.retain(|key, f| {
            if open_keys.contains(key) {
                return true;
            }
            use std::os::unix::fs::MetadataExt;
            match f.path.as_ref().and_then(|p| std::fs::metadata(p).ok()) {
                Some(m) if (m.dev(), m.ino()) == *key => {
                    f.bytes = m.blocks() * 512;
                    true
                }
                // A memfd no process of the run holds is gone with them.
                _ => false,
            }
        });
        let files: u64 = self.shm.values().map(|f| f.bytes).sum();
        holders.sort_unstable();
        holders.dedup();
        let mapped: u64 = holders.iter().map(|&p| procfs::pss_shmem(p)).sum();
        files.saturating_sub(mapped)
    }

    /// Removes the files of `/dev/shm` the run made and a sample saw it
    /// hold (issue 53, N13: a killed run's files stayed, and a shrink's
    /// re-runs multiplied them): only a file still of the same inode, owned
    /// by this process's user and made after the run started. A file the
    /// run made but was never seen holding, or one it found there, stays.
    fn remove_shm(&self) {
        use std::os::unix::fs::MetadataExt;
        let me = rustix::process::geteuid().as_raw();
        for (key, f) in &self.shm {
            let Some(path) = f.path.as_ref().filter(|p| p.starts_with("/dev/shm/")) else {
                continue;
            };
            let Ok(m) = std::fs::symlink_metadata(path) else {
                continue;
            };
            let made = m.created().or_else(|_| m.modified()).is_ok_and(|t| t >= self.started);
            if (m.dev(), m.ino()) == *key && m.uid() == me && m.file_type().is_file() && made {
                let _ = std::fs::remove_file(path);
            }
        }
    }

    /// Kills what is left of the run, reaps its leader
    /// ([`reaper::Registration::reap`]) and escapees, and reads what the
    /// bound saw; the bound's cgroups go. Each counter of the run's cgroups
    /// is read once ([`Bound::count_end`]); the sweep for escapees is left
    /// out after a run whose pids cgroup never had a second task (no
    /// process of it can have been adopted). A run under `RLIMIT_NPROC` that
    /// failed by itself (`killed` false: no limit of its own ended it) is
    /// looked at once more: when the user's other processes now leave it
    /// less than half its bound, a fork or thread it was refused between
    /// two samples was their doing (issue 53, N7: `java` "Cannot create VM
    /// thread" beside another stress's fork bomb was RE).
    ///
    /// # Errors
    /// When the leader cannot be waited for.
    pub(crate) fn finish(self, peaks: &Peaks, killed: bool) -> io::Result<Finished> {
        self.kill();
        self.remove_shm();
        let Run {
            mut bound,
            registration,
            memory,
            ..
        } = self;
        if let Some(reader) = memory {
            reader.give_back();
        }
        let reaped = registration.reap();
        let end = bound.count_end();
        if !(reaped.is_ok() && end.is_some_and(|e| e.one_task())) {
            reaper::sweep();
        }
        let (status, cpu, maxrss) = reaped?;
        let mut peaks = *peaks;
        if !killed
            && !status.success()
            && let Some((nproc, _)) = bound.nproc()
        {
            let others = procfs::user_tasks(rustix::process::getuid().as_raw());
            if nproc.saturating_sub(others) * 2 < bound.tasks() {
                peaks.at_nproc = true;
            }
        }
        // The kernel's count where the run has a cgroup that keeps one:
        // it has the time of processes no one waited for.
        let cpu = cpu.max(bound.cpu_usage().unwrap_or_default());
        let seen = bound.seen(end.as_ref(), peaks.tasks, peaks.at_nproc);
        let memory_peak = bound.memory_peak().unwrap_or(0);
        drop(bound);
        Ok(Finished {
            status,
            cpu,
            maxrss,
            memory_peak,
            peak_tasks: seen.peak,
            over: seen.over,
            outer: seen.outer,
        })
    }
}
