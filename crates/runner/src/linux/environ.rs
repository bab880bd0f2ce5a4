//! The resource limits this process runs under, which every run would
//! inherit ([`crate::environment`]): lifted where the soft limit is below
//! the hard one, else named; and a pids cgroup above it with less room
//! than a run's bound, named.

use rustix::process::{Resource as R, Rlimit};

use super::procfs;
use crate::{Limits, OuterLimit, Resource};

/// The least open descriptors a run needs (a JVM opens a few dozen).
const OPEN_FILES: u64 = 256;

pub fn environment(limits: &Limits) -> Result<(), OuterLimit> {
    for (resource, which, needed) in [
        (Resource::AddressSpace, R::As, None),
        (Resource::Cpu, R::Cpu, None),
        (Resource::FileSize, R::Fsize, None),
        (Resource::OpenFiles, R::Nofile, Some(OPEN_FILES)),
    ] {
        lift(which, needed).map_err(|hard| OuterLimit::Resource { resource, hard, needed })?;
    }
    // A pids cgroup above stress (a container's, a CI runner's) with less
    // room than a run's bound would refuse a run's forks before the run's
    // own bound does: a fork bomb would then look like the machine's fault,
    // and a program that needs many threads like the program's.
    if let Some((limit, room)) = super::contain::tightest_outer_room()
        && room < limits.tasks
    {
        return Err(limit);
    }
    if !rustix::process::geteuid().is_root() {
        // RLIMIT_NPROC binds an ordinary user: this process's own threads
        // and every run's tasks count against it.
        let user_tasks = procfs::user_tasks(rustix::process::getuid().as_raw());
        let needed = user_tasks + limits.tasks;
        lift(R::Nproc, Some(needed)).map_err(|limit| OuterLimit::HardNproc {
            limit,
            user_tasks,
            tasks: limits.tasks,
        })?;
    }
    Ok(())
}

/// Whether `value` (`None`: no limit) is at least `needed` (`None`: no
/// limit at all).
fn enough(value: Option<u64>, needed: Option<u64>) -> bool {
    match (value, needed) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(v), Some(n)) => v >= n,
    }
}

/// Raises the soft limit of `which` to what a run needs (`needed`, `None`:
/// no limit), as far as its hard limit allows; answers the hard limit when
/// that is below it.
fn lift(which: R, needed: Option<u64>) -> Result<(), u64> {
    let now = rustix::process::getrlimit(which);
    if enough(now.current, needed) {
        return Ok(());
    }
    if !enough(now.maximum, needed) {
        return Err(now.maximum.unwrap_or(u64::MAX));
    }
    // The hard limit is enough: the soft one goes up to it (for a count of
    // descriptors, only to what is needed: some programs walk every
    // descriptor up to their soft limit).
    let current = match (which, needed) {
        (R::Nofile, Some(n)) => Some(n),
        _ => now.maximum,
    };
    let _ = rustix::process::setrlimit(
        which,
        Rlimit {
            current,
            maximum: now.maximum,
        },
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_limit_is_enough_only_when_it_covers_the_need() {
        assert!(enough(None, None) && enough(None, Some(5)));
        assert!(!enough(Some(u64::MAX - 1), None));
        assert!(enough(Some(5), Some(5)) && !enough(Some(4), Some(5)));
    }
}
