//! The machine's load, said beside a time verdict near the limit (a TLE,
//! an AC at risk): a run's CPU time stretches on a busy machine too (shared
//! caches, memory bandwidth, frequency), by 5% beside busy loops and 15-25%
//! beside builds and other runs (issue 53), so a verdict this near the
//! limit is to be confirmed when the machine is quiet. "Alone" in a TLE's
//! re-runs means no other run of this stress, not a quiet machine.

use std::fs;

use crate::messages;

/// The 1-minute load average and the CPUs it is spread over.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Load {
    /// The 1-minute load average (`/proc/loadavg`'s first number: tasks
    /// running or waiting for a CPU, this stress's runs included), in
    /// hundredths.
    pub(crate) hundredths: u64,
    /// The CPUs online (`/sys/devices/system/cpu/online`), which the load
    /// average counts over.
    pub(crate) cpus: usize,
}

impl Load {
    /// The load now; `None` where the system does not say (not Linux).
    pub(crate) fn now() -> Option<Load> {
        let loadavg = fs::read_to_string("/proc/loadavg").ok()?;
        let cpus = fs::read_to_string("/sys/devices/system/cpu/online")
            .ok()
            .and_then(|s| cpus_online(&s))
            .or_else(|| std::thread::available_parallelism().ok().map(usize::from))?;
        Load::parse(&loadavg, cpus)
    }

    /// From `/proc/loadavg`'s text (`12.40 11.02 9.00 3/400 1234`).
    fn parse(loadavg: &str, cpus: usize) -> Option<Load> {
        let one_minute: f64 = loadavg.split_whitespace().next()?.parse().ok()?;
        let hundredths = (one_minute * 100.0).round() as u64;
        Some(Load { hundredths, cpus })
    }

    /// More tasks want a CPU than there are CPUs, on average over the last
    /// minute: the runs share their cores, caches and memory.
    pub(crate) fn busy(&self) -> bool {
        self.hundredths > self.cpus as u64 * 100
    }

    /// `machine load 0.52 on 2 CPUs (1-minute average)`, and what to do
    /// when it is [`Load::busy`], in the console's language.
    pub(crate) fn describe(&self) -> String {
        let load = format!("{}.{:02}", self.hundredths / 100, self.hundredths % 100);
        let message = if self.busy() {
            &messages::MACHINE_BUSY
        } else {
            &messages::MACHINE_LOAD
        };
        message.fill(&[&load, &self.cpus])
    }
}

/// The number of CPUs in a CPU list (`0-1`, `0,2-3`).
fn cpus_online(list: &str) -> Option<usize> {
    list.trim().split(',').try_fold(0, |n, range| {
        let (lo, hi) = range.split_once('-').unwrap_or((range, range));
        let (lo, hi): (usize, usize) = (lo.parse().ok()?, hi.parse().ok()?);
        Some(n + hi.checked_sub(lo)? + 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_load_is_read_and_said_with_what_to_do_when_busy() {
        messages::init(Some(messages::Ui::En));
        assert_eq!(cpus_online("0-1\n"), Some(2));
        assert_eq!(cpus_online("0,2-3"), Some(3));
        assert_eq!(cpus_online("x"), None);
        let busy = Load::parse("12.40 11.02 9.00 3/400 1234\n", 2).unwrap();
        assert_eq!(busy.hundredths, 1240);
        assert!(busy.busy());
        let said = busy.describe();
        assert!(said.starts_with("machine load 12.40 on 2 CPUs"), "{said}");
        assert!(said.contains("re-run stress when the machine is quiet"), "{said}");
        let quiet = Load::parse("0.52 0.40 0.30 1/90 17", 2).unwrap();
        assert!(!quiet.busy());
        assert_eq!(quiet.describe(), "machine load 0.52 on 2 CPUs (1-minute average)");
        assert_eq!(Load::parse("", 2), None);
        if cfg!(target_os = "linux") {
            assert!(Load::now().is_some_and(|l| l.cpus >= 1));
        }
    }
}
