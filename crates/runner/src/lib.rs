//! Runs one command the way an online judge runs a submission: under
//! limits on CPU time, wall-clock time, memory, processes and output; it
//! measures the run (CPU time, wall time, peak memory, peak tasks), kills
//! everything the run started, and says why the run stopped. The verdicts
//! (AC, TLE, MLE, RE, …) are the caller's: `sudoku-lab stress` turns an
//! [`Outcome`] into one.
//!
//! One interface ([`run`], [`Limits`], [`Outcome`], [`containment`],
//! [`guard`], [`drain_all`]) and one module per platform behind it:
//!
//! | platform | what it has |
//! |---|---|
//! | Linux | everything: a process group per run, CPU time and memory sampled from `/proc`, the strongest bound on processes it can have ([`Containment`]), a child subreaper that catches `setsid` escapees, every terminating signal handled |
//! | Windows | a Job Object per run ([`Containment::Job`]): its process and memory limits, its CPU accounting and peak memory, killed on close so nothing outlives a run or the caller; the command through `cmd /C` |
//! | anything else (macOS) | [`containment`] and [`run`] answer [`Unsupported`] at once, never a wrong measure |
//!
//! All `unsafe` code lives in the platform modules (Linux: on `rustix`
//! where it has the call, `libc` for `wait4` with its rusage, the signal
//! mask and `pre_exec`; Windows: on `windows-sys`).

#![deny(unsafe_code)]
#![deny(missing_docs)]

use std::fmt;
use std::io;
use std::process::ExitStatus;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
mod linux;
#[cfg(target_os = "linux")]
use linux as sys;

#[cfg(windows)]
#[allow(unsafe_code)]
mod windows;
#[cfg(windows)]
use windows as sys;

#[cfg(not(any(target_os = "linux", windows)))]
mod unsupported;
#[cfg(not(any(target_os = "linux", windows)))]
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
    /// The caller's `stop` flag was set.
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
    /// Peak memory of the run in bytes, each page counted once: the
    /// largest sum of the proportional set sizes (PSS, a shared page
    /// divided among the processes that share it) of the run's processes
    /// seen in a sample, and at least the largest resident set of one
    /// process (`ru_maxrss`). The wrapper shell is not counted when the
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
    /// a thread while the run was below [`Limits::tasks`]: the run's
    /// failure is the environment's, not the command's. Says which limit.
    pub outer_limit: Option<String>,
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
    /// a time ([`Containment::per_run`] is false). Ordinary users.
    Rlimit,
    /// Sampling: a fork bomb can outrun it between two samples (root
    /// without a pids cgroup, where `RLIMIT_NPROC` does not bind).
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

    /// `pids cgroup v1, pids.max 256`, `RLIMIT_NPROC, 256 tasks over the
    /// user's`, `watchdog, 256 tasks`, `Job Object, 256 processes`: for a
    /// summary line.
    pub fn describe(&self, tasks: u64) -> String {
        match self {
            Containment::Cgroup { v2 } => {
                format!("pids cgroup {}, pids.max {tasks}", if *v2 { "v2" } else { "v1" })
            }
            Containment::Rlimit => format!("RLIMIT_NPROC, {tasks} tasks over the user's own"),
            Containment::Watchdog => format!("watchdog, {tasks} tasks"),
            Containment::Job => format!("Job Object, {tasks} processes"),
        }
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

/// Runs `command` once with `input` on stdin under `limits`, until it ends,
/// a limit kills it, or `stop` is set ([`Stop::Cancelled`]). On Linux the
/// command is `sh -c COMMAND` (`exec`ed directly when it is a simple
/// command line, so no shell is measured) in a process group of its own;
/// on Windows `cmd /D /S /C "COMMAND"` in a Job Object of its own. Every
/// process of the run is killed before this returns.
///
/// # Errors
/// When the command cannot be started or waited for (a resource shortage
/// is [`io::ErrorKind::WouldBlock`], `EAGAIN`); [`Unsupported`] (as
/// [`io::ErrorKind::Unsupported`]) on a platform without a runner.
pub fn run(command: &str, input: &[u8], limits: &Limits, stop: &AtomicBool) -> io::Result<Outcome> {
    sys::run(command, input, limits, stop)
}

/// Installs what keeps runs from outliving the caller: on Linux this
/// process becomes a child subreaper, every terminating signal that can be
/// caught (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, …)
/// kills every run in progress and exits with 128 + its number, and
/// adopted children are reaped as they die. Call it before starting any
/// other thread.
///
/// # Errors
/// On Linux, when a thread cannot be made; on a platform without a runner
/// (not Linux or Windows), [`Unsupported`]. Windows needs no thread: its
/// Job Objects end with the process.
pub fn guard() -> io::Result<()> {
    sys::guard()
}

/// Kills whatever escaped the runs that are over, and the runs' cgroups;
/// returns how many processes it killed. Call it before exiting.
pub fn drain_all() -> usize {
    sys::drain_all()
}

/// Whether descriptor 1 was closed when this process started
/// (`sudoku-lab solve f >&-`): noted before Rust's runtime starts (Linux,
/// from `.init_array`), since the runtime then opens `/dev/null` in its
/// place, after which a closed stdout can no longer be told from
/// `>/dev/null`. False elsewhere. (A fact of the process rather than of a
/// run; it lives here because all of the workspace's platform code does.)
pub fn stdout_closed_at_start() -> bool {
    sys::stdout_closed_at_start()
}

/// `exit status 3`, `exit status 139: killed by signal 11 (SIGSEGV)`,
/// `exit status 0xC0000005 (STATUS_ACCESS_VIOLATION: …)`, …: the English
/// of [`ended`].
pub fn describe_status(status: ExitStatus) -> String {
    ended(status).to_string()
}

/// How a run ended, typed ([`Ended`]), so that a console can say it in its
/// own language.
pub fn ended(status: ExitStatus) -> Ended {
    sys::ended(status)
}

/// How a run ended, for a message; `Display` is the English
/// ([`describe_status`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// `exit status 3`.
    Code(i64),
    /// `exit status 127 (the shell could not find the command)`, or on
    /// Windows `exit status 9009 (cmd could not find the command)`.
    NotFound(i64),
    /// `exit status 126 (the shell could not execute the command)`.
    NotExecutable,
    /// `exit status 139: killed by signal 11 (SIGSEGV)`: killed by a
    /// signal (or the shell's 128 + N for a command it ran so).
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
            Ended::Code(code) => write!(f, "exit status {code}"),
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

/// The user's locale as the system names it, where the system has one
/// beyond the environment's `LANG`: on Windows the user's default locale
/// (`ko-KR` on a Korean Windows); `None` elsewhere. For choosing the
/// console's language (it lives here because all of the workspace's
/// platform code does).
pub fn system_locale() -> Option<String> {
    #[cfg(windows)]
    {
        sys::system_locale()
    }
    #[cfg(not(windows))]
    {
        None
    }
}

/// `command` as the shell should run it: `exec COMMAND` when it is one
/// simple command (no `;`, `&`, `|`, `<`, `>`, `(`, `` ` ``, `$`, `#`,
/// `{`, newline or `\\`, no `VAR=value` first) whose first word is a program
/// (a path, or a file found in `PATH`; not a shell builtin such as
/// `command` or `cd`), so that the shell becomes the program instead of
/// waiting for it; else unchanged.
pub fn exec_line(command: &str) -> String {
    let simple = !command.chars().any(|c| {
        matches!(
            c,
            ';' | '&' | '|' | '<' | '>' | '(' | ')' | '`' | '$' | '#' | '\n' | '\\' | '{' | '}'
        )
    });
    let program = command
        .split_whitespace()
        .next()
        .is_some_and(|first| !first.contains(['=', '\'', '"']) && (first.contains('/') || in_path(first)));
    if simple && program {
        format!("exec {command}")
    } else {
        command.to_string()
    }
}

/// Whether `name` is a file in one of `PATH`'s directories.
fn in_path(name: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(name).is_file()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_simple_command_is_execed() {
        assert_eq!(exec_line("python3 my.py"), "exec python3 my.py");
        assert_eq!(exec_line("java -Xss64m Main"), "exec java -Xss64m Main");
        for kept in [
            "cd x && python3 a.py",
            "a | b",
            "a; b",
            "a > f",
            "python3 x.py # c",
            "exec python3 a.py",
            "",
            "$X",
            "X=1 python3 a.py",
            "! a",
        ] {
            assert_eq!(exec_line(kept), kept);
        }
    }

    #[test]
    fn the_containments_say_what_they_are() {
        assert_eq!(
            Containment::Cgroup { v2: false }.describe(256),
            "pids cgroup v1, pids.max 256"
        );
        assert!(Containment::Rlimit.describe(256).contains("RLIMIT_NPROC"));
        assert!(!Containment::Rlimit.per_run() && Containment::Watchdog.per_run());
        assert!(!Containment::Watchdog.exact() && Containment::Rlimit.exact());
    }
}
