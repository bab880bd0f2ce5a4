//! The resource limits this process runs under, which every run would
//! inherit ([`crate::environment`]): lifted where the soft limit is below
//! the hard one, else named; and a pids cgroup above it with less room
//! than a run's bound, named.

use rustix::process::Resource as R;

use super::super::lift;
use super::procfs;
use crate::{Limits, OuterLimit};

pub fn environment(limits: &Limits) -> Result<(), OuterLimit> {
    super::super::lift_inherited(limits)?;
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
