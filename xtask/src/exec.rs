//! Running one program as `sudoku-lab stress` runs a learner's: through
//! sudoku-lab-runner, with its CPU and wall-clock measure and bound. Used
//! by `cargo xtask originals` (the posts' programs) and by the book's
//! models ([`crate::models`]), so neither of them depends on the other.

use std::ffi::OsStr;
use std::fmt::Debug;
use std::path::Path;
use std::process::Output;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use sudoku_lab_runner::{self as runner, shell};

/// One finished process: its output, its wall time and its CPU time
/// (user + system, its children's included), as the runner measured them.
pub struct Ran {
    pub o: Output,
    pub wall: Duration,
    pub cpu: Duration,
    /// The runner stopped it at its CPU or wall-clock bound ([`exec_within`]).
    pub stopped: bool,
}

/// What [`exec`] gives a program: a CPU time it never needs.
const CPU: Duration = Duration::from_secs(20 * 60);

/// Runs `argv` in `dir` with `input` on stdin, in a UTF-8 locale (the
/// JVM needs it for the class `BJ2239_스도쿠`), through the runner of
/// `sudoku-lab stress` (sudoku-lab-runner: its CPU and wall-clock
/// measure, its stdin writer that a program may stop reading).
pub fn exec<S: AsRef<OsStr> + Debug>(argv: &[S], input: &[u8], dir: &Path) -> Result<Ran, String> {
    exec_within(argv, input, dir, CPU)
}

/// [`exec`], stopped at `cpu` of CPU time (or twice that of wall-clock
/// time, plus a minute): [`Ran::stopped`].
pub fn exec_within<S: AsRef<OsStr> + Debug>(
    argv: &[S],
    input: &[u8],
    dir: &Path,
    cpu: Duration,
) -> Result<Ran, String> {
    let tool = argv[0].as_ref().to_string_lossy();
    let package = match tool.rsplit('/').next() {
        Some("java" | "javac") => "default-jdk-headless",
        Some("kotlinc") => "kotlin",
        Some(t @ ("g++" | "pypy3" | "python3")) => t,
        _ => "the package that has it",
    };
    let words: Vec<String> = argv.iter().map(|w| w.as_ref().to_string_lossy().into_owned()).collect();
    let dir = dir.to_string_lossy();
    let line = format!(
        "cd {} && LC_ALL=C.UTF-8 exec {}",
        shell::quote(&dir),
        shell::join(words.iter().map(String::as_str))
    );
    let wall = cpu * 2 + Duration::from_secs(60);
    let limits = runner::Limits {
        cpu,
        wall,
        hard_wall: wall * 2,
        memory: 16 << 30,
        // A JVM's and javac's threads.
        tasks: 1024,
        stdout: 1 << 30,
        stderr: 1 << 20,
    };
    let ran = runner::run(&line, input, &limits, &AtomicBool::new(false)).map_err(|e| format!("{tool}: {e}"))?;
    if let runner::Ended::NotFound(_) = runner::ended(ran.status) {
        return Err(format!("cannot run {tool} (not found): install {package}"));
    }
    let stopped = matches!(ran.stop, Some(runner::Stop::Cpu | runner::Stop::Wall));
    if let Some(stop) = ran.stop.filter(|_| !stopped) {
        return Err(format!("{tool}: stopped by the runner ({stop:?})"));
    }
    let o = Output {
        status: ran.status,
        stdout: ran.stdout,
        stderr: ran.stderr,
    };
    Ok(Ran {
        o,
        wall: ran.wall,
        cpu: ran.cpu,
        stopped,
    })
}

/// Runs `argv` in `dir` with no input, in a UTF-8 locale, as a plain
/// child process, not through the runner: for `sudoku-lab stress`, which
/// bounds every run it makes and refuses to start under a limit its runs
/// would inherit (the runner gives every process of a run an `RLIMIT_CPU`).
pub fn exec_unbounded<S: AsRef<OsStr> + Debug>(argv: &[S], dir: &Path) -> Result<Output, String> {
    std::process::Command::new(argv[0].as_ref())
        .args(&argv[1..])
        .current_dir(dir)
        .env("LC_ALL", "C.UTF-8")
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {argv:?}: {e}"))
}

/// [`exec`], failing with its stdout and stderr unless the program exits 0.
pub fn exec_ok<S: AsRef<OsStr> + Debug>(argv: &[S], input: &[u8], dir: &Path) -> Result<Ran, String> {
    let ran = exec(argv, input, dir)?;
    if ran.o.status.success() {
        return Ok(ran);
    }
    let out = String::from_utf8_lossy(&[&ran.o.stdout[..], &ran.o.stderr].concat()).into_owned();
    Err(format!("{argv:?}: {}: {out}", ran.o.status))
}
