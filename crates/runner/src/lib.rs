//! Runs one command the way an online judge runs a submission: under
//! limits on CPU time, wall-clock time, memory, processes and output; it
//! measures the run (CPU time, wall time, peak memory, peak tasks), kills
//! everything the run started, and says why the run stopped. The verdicts
//! (AC, TLE, MLE, RE, …) are the caller's: `sudoku-lab stress` turns an
//! [`Outcome`] into one.
//!
//! One interface ([`run`], [`Limits`], [`Outcome`], [`containment`],
//! [`environment`], [`guard`], [`drain_all`]; [`shell`], how a command line
//! is read and quoted, the same everywhere) and one module per platform behind it:
//!
//! | platform | what it has |
//! |---|---|
//! | Linux | everything: a process group per run that inherits nothing of the caller's but its environment (default signal dispositions, an empty signal mask, no descriptor but its three), CPU time and memory sampled from `/proc` and a memory cgroup's peak where one can be made, the strongest bound on processes it can have ([`Containment`]), the caller's own limits checked first ([`environment`]), a child subreaper that catches `setsid` escapees, every terminating signal handled, a janitor process that kills the runs when the caller is killed with `SIGKILL` |
//! | macOS | the same run loop (a process group per run, the same inheritance, `wait4`, the caller's limits checked, every terminating signal handled); the run's processes seen through `libproc`: CPU time from `proc_pid_rusage`, memory as their summed physical footprint and at least one process's `ru_maxrss`; [`Containment::Rlimit`] (counting processes, not threads) for an ordinary user, the watchdog for root. Out of reach: a `setsid` escapee whose parent ends within one sample (no subreaper), and the runs of a caller killed with `SIGKILL` |
//! | Windows | a Job Object per run ([`Containment::Job`]): its process and memory limits, its CPU accounting and peak memory, killed on close so nothing outlives a run or the caller; the command through `cmd /C` |
//! | anything else | [`containment`] and [`run`] answer [`Unsupported`] at once, never a wrong measure |
//!
//! Linux and macOS share one `unix` module (the run loop, the limits, the
//! kill order, the signal thread, `wait4`) behind a narrow seam: each
//! gives it a `Run` that starts the command in its bound, samples the
//! run's processes (CPU, memory, tasks), kills what belongs to the run and
//! reaps it.
//!
//! All `unsafe` code lives in the platform modules (Linux and macOS: on
//! `rustix` where it has the call, `libc` for `wait4` with its rusage, the
//! signal mask, Linux's `clone` of a run's first process
//! (`CLONE_VM | CLONE_VFORK`, as `posix_spawn`), macOS's `pre_exec` and
//! `libproc`; Windows: on `windows-sys`).

#![deny(unsafe_code)]
#![deny(missing_docs)]

use std::fmt;
use std::io;
use std::process::ExitStatus;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

pub mod shell;

#[cfg(any(target_os = "linux", target_os = "macos"))]
#[allow(unsafe_code)]
mod unix;
#[cfg(any(target_os = "linux", target_os = "macos"))]
use unix as sys;

#[cfg(windows)]
#[allow(unsafe_code)]
mod windows;
#[cfg(windows)]
use windows as sys;

#[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
mod unsupported;
#[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
use unsupported as sys;

/// The limits of one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// CPU time (user + system of every process of the run); over it the
    /// run is killed: [`Stop::Cpu`].
    pub cpu: Duration,
    /// Wall-clock time not counting the time the run waited for a CPU
    /// (a program starved by load is not sleeping); over it: [`Stop::Wall`].
    pub wall: Duration,
    /// Wall-clock time, however long the run waited for a CPU; over it:
    /// [`Stop::Wall`].
    pub hard_wall: Duration,
    /// Peak memory, in bytes (each page counted once, see
    /// [`Outcome::peak_memory`]); over it: [`Stop::Memory`].
    pub memory: u64,
    /// Processes and threads at once (each thread counts, as in the
    /// kernel's pids controller); past it: [`Stop::Tasks`].
    pub tasks: u64,
    /// Bytes of stdout kept; more is [`Stop::Output`].
    pub stdout: usize,
    /// Bytes of stderr kept (the rest is read and dropped).
    pub stderr: usize,
}

/// Why a run was killed before it ended by itself.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// CPU time over [`Limits::cpu`].
    Cpu,
    /// Wall-clock time over [`Limits::wall`] or [`Limits::hard_wall`].
    Wall,
    /// Memory over [`Limits::memory`].
    Memory,
    /// More than [`Limits::tasks`] processes and threads (tried or seen).
    Tasks,
    /// Stdout over [`Limits::stdout`].
    Output,
    /// The caller's `cancel` flag was set.
    Cancelled,
}

/// What one run did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Stdout, at most [`Limits::stdout`] + 1 bytes (one more than the
    /// bound shows that it was passed).
    pub stdout: Vec<u8>,
    /// How many bytes the run wrote on stdout in all (what was read of it).
    pub stdout_len: usize,
    /// Stderr, at most [`Limits::stderr`] bytes.
    pub stderr: Vec<u8>,
    /// The exit status of the command (after a kill, `SIGKILL`).
    pub status: ExitStatus,
    /// Wall-clock time from spawn to exit (or to the kill).
    pub wall: Duration,
    /// CPU time, user + system, of the command and every process it
    /// waited for; after a kill, at least what was sampled before it.
    pub cpu: Duration,
    /// Peak memory of the run in bytes, each page counted once (macOS: the
    /// largest sum of the run's processes' physical footprints seen in a
    /// sample, a page shared by two processes counted in each, and at
    /// least one process's `ru_maxrss`): on Linux
    /// the kernel's peak of the run's memory cgroup where one can be made
    /// (root, a delegated v2 subtree), and everywhere the largest sum of
    /// the proportional set sizes (PSS, a shared page divided among the
    /// processes that share it) of the run's processes seen in a sample,
    /// and at least the largest resident set of one process
    /// (`ru_maxrss`). Without a memory cgroup, processes at their peaks
    /// together between two samples can be missed. The wrapper shell is not counted when the
    /// command was run through one.
    pub peak_memory: u64,
    /// The most tasks (processes and threads) seen at once.
    pub peak_tasks: u64,
    /// Why the run was killed, when it was.
    pub stop: Option<Stop>,
    /// The run tried to have more than [`Limits::tasks`] at once (the bound
    /// refused it, or the watchdog saw it).
    pub over_tasks: bool,
    /// A limit outside the run (a pids cgroup above it, the user's
    /// `RLIMIT_NPROC`, the other processes of the user) refused a fork or
    /// a thread while the run was below [`Limits::tasks`], as the kernel's
    /// counters say (never the run's own words on stderr): the run's
    /// failure is the environment's, not the command's. Says which limit.
    pub outer_limit: Option<OuterLimit>,
}

/// A limit of the environment, outside the runs: one that refused a run a
/// process or thread ([`Outcome::outer_limit`]), or one the caller runs
/// under that would be blamed on the runs and cannot be lifted
/// ([`environment`]). Typed, so that a console can say it in its own
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OuterLimit {
    /// A pids cgroup above the runs (a container, a CI runner, a test's
    /// bound) refused a fork: its `pids.max` and its directory.
    PidsCgroup {
        /// Its `pids.max` as the file says it (`40`, `max`).
        max: String,
        /// The cgroup's directory.
        path: std::path::PathBuf,
    },
    /// The user's hard `RLIMIT_NPROC` leaves a run less room than
    /// [`Limits::tasks`] (an ordinary user; it does not bind root).
    HardNproc {
        /// The hard limit.
        limit: u64,
        /// The user's tasks when it was read.
        user_tasks: u64,
        /// [`Limits::tasks`].
        tasks: u64,
    },
    /// The user's other processes took the room `RLIMIT_NPROC` gave the
    /// run.
    OtherProcesses {
        /// The run's `RLIMIT_NPROC`.
        limit: u64,
        /// The run's tasks when the user was found at the limit.
        run_tasks: u64,
        /// [`Limits::tasks`].
        tasks: u64,
    },
    /// A memory cgroup above the runs (a container's, a CI runner's, a
    /// systemd unit's `MemoryMax`) whose limit made the kernel's
    /// out-of-memory killer end a process of a run below its own memory
    /// limit: the tightest such limit and its directory.
    MemoryCgroup {
        /// The limit in bytes (`memory.max`, v1's `memory.limit_in_bytes`).
        limit: u64,
        /// The cgroup's directory.
        path: std::path::PathBuf,
        /// The run's own memory limit ([`Limits::memory`]), which it was
        /// below.
        run_limit: u64,
    },
    /// A fork was refused with `in_use` of the run's `tasks` in use, by a
    /// limit the runner cannot name.
    Unnamed {
        /// The run's tasks at the refusal.
        in_use: u64,
        /// [`Limits::tasks`].
        tasks: u64,
    },
    /// A resource limit the caller runs under (`prlimit`, `ulimit`) whose
    /// hard value is below what a run needs: it cannot be lifted, and a
    /// run under it would fail for the environment's reason.
    Resource {
        /// Which limit.
        resource: Resource,
        /// Its hard value, in the resource's unit.
        hard: u64,
        /// The least a run needs, in the same unit (`None`: no limit at
        /// all).
        needed: Option<u64>,
    },
}

/// A resource limit ([`OuterLimit::Resource`], `setrlimit(2)`), with the
/// unit of its values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Resource {
    /// `RLIMIT_AS`, bytes of address space (`ulimit -v` in KiB, `prlimit
    /// --as`).
    AddressSpace,
    /// `RLIMIT_CPU`, seconds of CPU time (`ulimit -t`, `prlimit --cpu`).
    Cpu,
    /// `RLIMIT_NOFILE`, open descriptors (`ulimit -n`, `prlimit
    /// --nofile`).
    OpenFiles,
    /// `RLIMIT_FSIZE`, bytes of one file (`ulimit -f` in 512-byte
    /// blocks, `prlimit --fsize`).
    FileSize,
    /// `RLIMIT_DATA`, bytes of data segment and private mappings (`ulimit
    /// -d` in KiB, `prlimit --data`).
    Data,
    /// `RLIMIT_STACK`, bytes of the main thread's stack (`ulimit -s` in
    /// KiB, `prlimit --stack`).
    Stack,
}

impl Resource {
    /// The C name: `RLIMIT_AS`.
    pub fn name(self) -> &'static str {
        match self {
            Resource::AddressSpace => "RLIMIT_AS",
            Resource::Cpu => "RLIMIT_CPU",
            Resource::OpenFiles => "RLIMIT_NOFILE",
            Resource::FileSize => "RLIMIT_FSIZE",
            Resource::Data => "RLIMIT_DATA",
            Resource::Stack => "RLIMIT_STACK",
        }
    }

    /// `prlimit`'s option for it: `--as`.
    pub fn prlimit_option(self) -> &'static str {
        match self {
            Resource::AddressSpace => "--as",
            Resource::Cpu => "--cpu",
            Resource::OpenFiles => "--nofile",
            Resource::FileSize => "--fsize",
            Resource::Data => "--data",
            Resource::Stack => "--stack",
        }
    }
}

/// How runs are bounded on processes, chosen once per process (see
/// [`containment`]), strongest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Containment {
    /// A pids cgroup (and where it can have one, a memory cgroup) of its
    /// own for each run: exact, the kernel refuses the fork past the
    /// bound. Root (cgroup v1 or v2), or a v2 subtree delegated to the
    /// user.
    Cgroup {
        /// cgroup v2 (the unified hierarchy) rather than v1.
        v2: bool,
    },
    /// `RLIMIT_NPROC` set in each run's first process to the user's task
    /// count plus the bound: exact for the user's total, so runs go one at
    /// a time ([`Containment::per_run`] is false). Ordinary users (on
    /// macOS it counts the user's processes, not threads: the run's
    /// threads are bounded by the samples).
    Rlimit,
    /// Sampling: a fork bomb can outrun it between two samples (root
    /// without a pids cgroup, where `RLIMIT_NPROC` does not bind; root on
    /// macOS).
    Watchdog,
    /// Windows: a Job Object of its own for each run, whose
    /// `ActiveProcessLimit` refuses the `CreateProcess` past the bound
    /// (Windows counts processes there, not threads).
    Job,
}

impl Containment {
    /// Whether each run has a bound of its own, so that runs can go side
    /// by side; false for [`Containment::Rlimit`], which bounds the user's
    /// processes as a whole.
    pub fn per_run(&self) -> bool {
        !matches!(self, Containment::Rlimit)
    }

    /// Whether the kernel enforces the bound (a fork past it fails); false
    /// for the watchdog, which a fork bomb can outrun.
    pub fn exact(&self) -> bool {
        !matches!(self, Containment::Watchdog)
    }
}

/// This platform has no runner yet: what it lacks, for a clear message at
/// start instead of a wrong verdict.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub &'static str);

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for Unsupported {}

impl From<Unsupported> for io::Error {
    fn from(u: Unsupported) -> io::Error {
        io::Error::new(io::ErrorKind::Unsupported, u)
    }
}

/// The bound on processes of this process's runs (chosen on the first
/// call): a cgroup where one can be made, else `RLIMIT_NPROC` for an
/// ordinary user, else the watchdog; on Windows a Job Object. `SUDOKU_LAB_STRESS_CONTAIN=cgroup`,
/// `rlimit` or `watchdog` asks for one (a mechanism that cannot be had
/// falls to the next).
///
/// # Errors
/// [`Unsupported`] on a platform without a runner.
pub fn containment() -> Result<&'static Containment, Unsupported> {
    sys::containment()
}

/// The resource limits this process runs under that a run would inherit,
/// read before the first run: those it can lift (a soft limit below its
/// hard one) are lifted for this process and so for every run; the first
/// whose hard value is below what a run under `limits` needs is answered,
/// for the caller to name it and stop rather than blame runs on it. What a
/// run needs: no limit on address space (`RLIMIT_AS`: a JVM reserves
/// gigabytes it never touches; memory is measured, not limited, by the
/// runner), on CPU time (`RLIMIT_CPU`: it counts the caller's own time,
/// and the runner measures the runs') or on a file's size
/// (`RLIMIT_FSIZE`); at least 256 open descriptors (`RLIMIT_NOFILE`); a
/// data segment (`RLIMIT_DATA`) and a hard stack limit (`RLIMIT_STACK`) of
/// at least [`Limits::memory`] (each run's stack is the memory limit, as on
/// Baekjoon, and it has no core file: `RLIMIT_CORE` 0); as an
/// ordinary user, room for [`Limits::tasks`] more tasks than the user has
/// (`RLIMIT_NPROC`, which does not bind root); room for [`Limits::tasks`]
/// under every pids cgroup above the caller (Linux: a container's, a CI
/// runner's; [`OuterLimit::PidsCgroup`] names the tightest). Windows and
/// other platforms: nothing to check.
///
/// What a run may change of its own limits: it may lower any, and raise a
/// soft one up to its hard one. The bounds the runner sets are out of its
/// reach: the hard `RLIMIT_NPROC` of an ordinary user's run (the bound
/// itself), the run's pids cgroup, and the CPU time, wall-clock time and
/// memory the runner watches from outside.
///
/// # Errors
/// The limit that cannot be lifted.
pub fn environment(limits: &Limits) -> Result<(), OuterLimit> {
    sys::environment(limits)
}

/// Runs `command` once with `input` on stdin under `limits`, until it ends,
/// a limit kills it, or `cancel` is set ([`Stop::Cancelled`]). On Linux and
/// macOS the command is `sh -c COMMAND` in a process group of its own; a
/// simple command line (`./a.out`, `python3 my.py`: plain words, a program
/// for the first) is executed directly, as `sh` would `exec` it, so no
/// shell is started or measured (when that fails, `sh -c` runs it after
/// all and says why: exit status 127 or 126 and its message);
/// on Windows `cmd /D /S /C "COMMAND"` in a Job Object of its own. Every
/// process of the run is killed before this returns.
///
/// # Errors
/// When the command cannot be started or waited for (a resource shortage
/// is [`io::ErrorKind::WouldBlock`], `EAGAIN`); [`Unsupported`] (as
/// [`io::ErrorKind::Unsupported`]) on a platform without a runner.
pub fn run(command: &str, input: &[u8], limits: &Limits, cancel: &AtomicBool) -> io::Result<Outcome> {
    sys::run(command, input, limits, cancel)
}

/// Installs what keeps runs from outliving the caller: on Linux this
/// process becomes a child subreaper, every terminating signal that can be
/// caught (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, …)
/// kills every run in progress and exits with 128 + its number, and
/// adopted children are reaped as they die; a janitor process kills the
/// runs in progress and their cgroups if this process is killed with
/// `SIGKILL`; and the cgroups that earlier processes killed so left behind
/// are removed. On macOS only the signals are handled so (no subreaper, no
/// janitor). Call it before starting any other thread.
///
/// **On Linux it takes over this process's children.** From then on every child of
/// this process that is not a run in progress is taken for a run's
/// escapee: it is reaped when it ends (a `Child::wait` of the caller's own
/// then fails with `ECHILD`) and killed after each run and by
/// [`drain_all`]. A caller that starts processes of its own must start
/// them before calling it in a process of its own, or not call it.
///
/// # Errors
/// On Linux and macOS, when a thread cannot be made; on a platform without
/// a runner (not Linux, macOS or Windows), [`Unsupported`]. Windows needs no thread: its
/// Job Objects end with the process.
pub fn guard() -> io::Result<()> {
    sys::guard()
}

/// Kills whatever escaped the runs that are over, and the runs' cgroups;
/// returns how many processes it killed. Call it before exiting.
pub fn drain_all() -> usize {
    sys::drain_all()
}

/// How a run ended, typed ([`Ended`]), so that a console can say it in its
/// own language.
pub fn ended(status: ExitStatus) -> Ended {
    sys::ended(status)
}

/// The signal an exit status of 129 to 192 may stand for (Unix): a
/// shell's status for a command a signal killed is 128 + N, with the
/// signal's name (`SIGSEGV`) for the common ones. Such a status is still
/// an exit status ([`Ended::Code`]: `./sol; exit 139` gives it too); only a
/// process a signal killed is [`Ended::Signal`]. The one place this rule
/// lives: consoles call it. `None` for any other status, and off Unix.
pub fn shell_signal(code: i64) -> Option<(i32, Option<&'static str>)> {
    sys::shell_signal(code)
}

/// How a run ended, for a message; `Display` is the English (`exit status
/// 3`, `exit status 139: killed by signal 11 (SIGSEGV)`, `exit status
/// 0xC0000005 (STATUS_ACCESS_VIOLATION: …)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// `exit status 3`; from 129 to 192 (Unix) with the signal it may
    /// stand for ([`shell_signal`]): `exit status 139 (128 + 11: a shell's
    /// status for a command killed by signal 11 (SIGSEGV))`.
    Code(i64),
    /// `exit status 127 (the shell could not find the command)`, or on
    /// Windows `exit status 9009 (cmd could not find the command)`.
    NotFound(i64),
    /// `exit status 126 (the shell could not execute the command)`.
    NotExecutable,
    /// `exit status 139: killed by signal 11 (SIGSEGV)`: the process was
    /// killed by a signal (shown as a shell shows it, 128 + N).
    Signal {
        /// The signal's number.
        signal: i32,
        /// Its name, for the common ones (`SIGSEGV`).
        name: Option<&'static str>,
    },
    /// `exit status 0xC0000005 (STATUS_ACCESS_VIOLATION: a bad memory
    /// access)`: a Windows status, named by the system's own constant and
    /// an English gloss (or nothing but the code).
    Windows {
        /// The status, as a code.
        code: u32,
        /// Its constant and gloss, when known.
        name: Option<&'static str>,
    },
    /// Killed by the runner itself (Windows).
    KilledByRunner(i64),
    /// Anything else, as the standard library says it.
    Other(String),
}

impl std::fmt::Display for Ended {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ended::Code(code) => match shell_signal(*code) {
                Some((signal, name)) => {
                    write!(
                        f,
                        "exit status {code} (128 + {signal}: a shell's status for a command killed by signal {signal}"
                    )?;
                    match name {
                        Some(name) => write!(f, " ({name}))"),
                        None => f.write_str(")"),
                    }
                }
                None => write!(f, "exit status {code}"),
            },
            Ended::NotFound(code) if *code == 127 => {
                write!(f, "exit status {code} (the shell could not find the command)")
            }
            Ended::NotFound(code) => write!(f, "exit status {code} (cmd could not find the command)"),
            Ended::NotExecutable => write!(f, "exit status 126 (the shell could not execute the command)"),
            Ended::Signal { signal, name } => {
                write!(f, "exit status {}: killed by signal {signal}", 128 + signal)?;
                match name {
                    Some(name) => write!(f, " ({name})"),
                    None => Ok(()),
                }
            }
            Ended::Windows { code, name: None } => write!(f, "exit status 0x{code:08X}"),
            Ended::Windows { code, name: Some(name) } => write!(f, "exit status 0x{code:08X} ({name})"),
            Ended::KilledByRunner(code) => write!(f, "exit status {code} (killed by the runner)"),
            Ended::Other(text) => f.write_str(text),
        }
    }
}

/// Facts of this process for a console, not of a run: they live in this
/// crate because all of the workspace's platform code (and its `unsafe`)
/// does.
pub mod console {
    /// Whether descriptor 1 was closed when this process started
    /// (`sudoku-lab solve f >&-`): noted before Rust's runtime starts (Linux,
    /// from `.init_array`), since the runtime then opens `/dev/null` in its
    /// place, after which a closed stdout can no longer be told from
    /// `>/dev/null`. False elsewhere. (A fact of the process rather than of a
    /// run; it lives here because all of the workspace's platform code does.)
    pub fn stdout_closed_at_start() -> bool {
        crate::sys::stdout_closed_at_start()
    }

    /// The user's locale as the system names it, where the system has one
    /// beyond the environment's `LANG`: on Windows the user's default locale
    /// (`ko-KR` on a Korean Windows); `None` elsewhere. For choosing the
    /// console's language (it lives here because all of the workspace's
    /// platform code does).
    pub fn system_locale() -> Option<String> {
        #[cfg(windows)]
        {
            crate::sys::system_locale()
        }
        #[cfg(not(windows))]
        {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_containments_say_how_they_bound() {
        assert!(!Containment::Rlimit.per_run() && Containment::Watchdog.per_run());
        assert!(!Containment::Watchdog.exact() && Containment::Rlimit.exact());
        assert_eq!(Resource::AddressSpace.name(), "RLIMIT_AS");
        assert_eq!(Resource::Cpu.prlimit_option(), "--cpu");
    }
}
