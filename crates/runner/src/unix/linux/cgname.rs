//! The names of this process's cgroups (`sudoku-lab-stress-PID-nsINODE`):
//! who made one and in which pid namespace. Used where they are made
//! ([`super::contain`], [`super::memcg`]) and where stale ones are found
//! (`contain::remove_stale`), so neither module needs the other for it.

use std::fs;

/// The pid namespace of this process: the inode of `/proc/self/ns/pid`
/// (0 where it cannot be read).
pub(crate) fn pid_namespace() -> u64 {
    use std::os::unix::fs::MetadataExt;
    fs::metadata("/proc/self/ns/pid").map_or(0, |m| m.ino())
}

/// The name of this process's cgroups: `sudoku-lab-stress-PID-nsINODE`,
/// its pid and the inode of its pid namespace (a pid means a process only
/// in its namespace: see `contain::remove_stale`).
pub(crate) fn own_name() -> String {
    format!("sudoku-lab-stress-{}-ns{}", std::process::id(), pid_namespace())
}

/// Which process made the cgroup `name` (see [`own_name`]): its pid and,
/// in the current form, its pid namespace; `None` for another name. (The
/// form before the namespace, `sudoku-lab-stress-PID`, has no namespace.)
pub(crate) fn maker(name: &str) -> Option<(u32, Option<u64>)> {
    let rest = name.strip_prefix("sudoku-lab-stress-")?;
    match rest.split_once("-ns") {
        Some((pid, ns)) => Some((pid.parse().ok()?, Some(ns.parse().ok()?))),
        None => Some((rest.parse().ok()?, None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cgroup_s_name_says_who_made_it_and_in_which_namespace() {
        assert_eq!(maker("sudoku-lab-stress-42-ns4026531836"), Some((42, Some(4026531836))));
        assert_eq!(maker("sudoku-lab-stress-42"), Some((42, None)));
        assert_eq!(maker("sudoku-lab-stress-x"), None);
        assert_eq!(maker("run-0"), None);
        assert_eq!(maker(&own_name()).map(|m| m.0), Some(std::process::id()));
    }
}
