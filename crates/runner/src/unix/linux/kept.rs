//! cgroup v1 run cgroups kept from one run to the next, so a run of a
//! stress of many tests does not make and remove three cgroups (pids,
//! memory, `cpuacct`): a memory cgroup's making and removal is most of the
//! cost (allocations for every CPU, freed later by the kernel's workers),
//! about 0.15 ms a run of the process's own time, more in the kernel's
//! workers.
//!
//! A run's cgroups are kept only when a reset makes them as good as new
//! for the next run ([`clean`], by the counts the run's end read once:
//! [`Counted`]): every process killed, no refused fork
//! (`pids.events`, which cannot be reset), a `pids.peak` (which cannot be
//! reset either) of at most one task, so the next run's peak, at least
//! one, reads exactly; and no out-of-memory kill in its memory cgroup.
//! What is reset when a kept one is taken ([`IdleCgroups::reset`]): the memory
//! peak (`memory.max_usage_in_bytes`), counted from the usage at the reset
//! (the page cache an earlier run was charged for is not this run's: over
//! [`LEFT_CHARGED`] it is reclaimed first, `memory.force_empty`, so the
//! kernel cannot reclaim it while the run grows and make the run's peak
//! read that much low), and the CPU time (`cpuacct.usage`). cgroup v2 runs are not kept: a v2
//! memory peak is reset only for the descriptor that resets it.

use std::fs;
use std::path::PathBuf;
use std::sync::Mutex;

use super::kfile;

/// The cgroups of one run, kept.
#[derive(Debug)]
pub(crate) struct IdleCgroups {
    /// The pids cgroup.
    pub pids: PathBuf,
    /// The memory cgroup (v1), where there is one.
    pub memory: Option<PathBuf>,
    /// The `cpuacct` cgroup (v1), where there is one.
    pub cpu: Option<PathBuf>,
    /// Its `pids.max`.
    pub max: u64,
}

/// The charge an earlier run may leave in a kept memory cgroup before a
/// reset reclaims it: at most this much can be reclaimed during a run and
/// read as a lower peak (1 MiB against limits of 256 MB and more).
const LEFT_CHARGED: u64 = 1 << 20;

static IDLE: Mutex<Vec<IdleCgroups>> = Mutex::new(Vec::new());

/// A kept run's cgroups, if there is one.
pub(crate) fn take() -> Option<IdleCgroups> {
    IDLE.lock().unwrap_or_else(|e| e.into_inner()).pop()
}

/// Keeps a run's cgroups for the next run.
pub(crate) fn keep(k: IdleCgroups) {
    IDLE.lock().unwrap_or_else(|e| e.into_inner()).push(k);
}

/// Forgets every kept one (their cgroups are being removed).
pub(crate) fn forget_all() {
    IDLE.lock().unwrap_or_else(|e| e.into_inner()).clear();
}

impl IdleCgroups {
    /// Resets the memory peak and the CPU time for a new run; the memory
    /// usage at the reset, in bytes (the new run's peak is counted from
    /// it). The peak is reset first and the usage read after it, once,
    /// unless it is over [`LEFT_CHARGED`]: then the cgroup is emptied, the
    /// peak reset and the usage read again.
    pub(crate) fn reset(&self) -> u64 {
        if let Some(d) = &self.cpu {
            let _ = fs::write(d.join("cpuacct.usage"), "0");
        }
        let Some(d) = &self.memory else { return 0 };
        let peak = d.join("memory.max_usage_in_bytes");
        let usage = d.join("memory.usage_in_bytes");
        let _ = fs::write(&peak, "0");
        let left = kfile::number(&usage).unwrap_or(0);
        if left <= LEFT_CHARGED {
            return left;
        }
        // The page cache an earlier run left charged here (a JVM's or an
        // interpreter's files, what it wrote): reclaimed now, while the
        // cgroup has no task, so the kernel cannot reclaim it during the
        // run and make the run's peak read low.
        let _ = fs::write(d.join("memory.force_empty"), "0");
        let _ = fs::write(&peak, "0");
        kfile::number(&usage).unwrap_or(0)
    }
}

/// What a run's cgroups counted by its end, read once there (the
/// run's verdict reads them too) and judged by [`clean`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Counted {
    /// The forks its pids cgroup refused (the `max` of its
    /// `pids.events`, or `pids.events.local` where the kernel has it).
    pub refusals: u64,
    /// Its pids cgroup's `pids.peak`, the most tasks it had at once;
    /// `None` when unknown.
    pub peak: Option<u64>,
    /// The processes the out-of-memory killer ended in its memory cgroup
    /// (v1's `memory.oom_control`, v2's `memory.events`); `None` without a
    /// memory cgroup or when not read (a refused fork: then it is not
    /// kept whatever they are).
    pub oom_kills: Option<u64>,
}

impl Counted {
    /// Whether the run had one task only, ever (a peak of one): it forked
    /// nothing and made no thread, so no process of it can have been
    /// adopted by this process (the sweep after it can be left out). Not
    /// counted: a process that moved itself out of the cgroup, which only
    /// root's can; what it leaves is swept after a later run or at the end
    /// (`drain_all`).
    pub(crate) fn one_task(&self) -> bool {
        self.peak == Some(1)
    }
}

/// Whether a run's cgroups whose processes are all killed can be kept, by
/// what they counted: no refused fork, a peak of at most one task (see the
/// module doc), and no out-of-memory kill in its memory cgroup.
pub(crate) fn clean(c: &Counted) -> bool {
    c.refusals == 0 && c.peak.unwrap_or(0) <= 1 && c.oom_kills.unwrap_or(0) == 0
}
