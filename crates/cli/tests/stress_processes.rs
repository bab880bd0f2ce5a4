//! What `sudoku-lab stress` guarantees about the processes it starts, and
//! its stdout: SIGINT to its process group (Ctrl-C) and SIGTERM leave no
//! process of the solution alive, with two jobs running; a process that
//! escapes with `setsid` after answering is killed (Linux: stress is a child
//! subreaper); a closed stdout ends the output quietly and keeps the
//! verdict's exit code.
//!
//! Each solution here sleeps for a duration no other process uses (it holds
//! this test's pid), so its processes can be found in `/proc`; every test
//! kills what it finds at the end, so a failing test leaves nothing behind,
//! and waits at most a few seconds for anything.

#![cfg(target_os = "linux")]

use std::io::{BufRead, BufReader};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    sudoku_lab_test::data::root()
}

/// A sleep duration of its own, `9NN.PID`, and the command that sleeps it.
fn marker() -> String {
    static N: AtomicUsize = AtomicUsize::new(0);
    format!("{}.{}", 900 + N.fetch_add(1, Ordering::SeqCst), std::process::id())
}

/// The pids of the processes whose command line holds `sleep MARKER`.
fn running(marker: &str) -> Vec<i32> {
    let needle = format!("sleep\0{marker}");
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<i32>().ok())
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|c| String::from_utf8_lossy(&c).contains(&needle))
        })
        .collect()
}

/// Kills whatever of `marker` is left: the test's own cleanup.
fn kill_all(marker: &str) {
    for pid in running(marker) {
        // SAFETY: kill(2) touches no memory.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
}

/// Polls `ok` every 20 ms for at most `secs` seconds.
fn within(secs: u64, mut ok: impl FnMut() -> bool) -> bool {
    let end = Instant::now() + Duration::from_secs(secs);
    while Instant::now() < end {
        if ok() {
            return true;
        }
        thread::sleep(Duration::from_millis(20));
    }
    ok()
}

fn stress(args: &[&str], save: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"));
    c.arg("stress")
        .args(args)
        .arg("--save")
        .arg(save)
        .current_dir(root())
        .stdin(Stdio::null());
    c
}

fn scratch(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("stress-proc-{name}-{}", std::process::id()))
}

/// Waits at most 20 s for `child`, killing it after that.
fn wait(child: &mut Child) -> Option<ExitStatus> {
    let mut status = None;
    within(20, || {
        status = child.try_wait().unwrap();
        status.is_some()
    });
    if status.is_none() {
        let _ = child.kill();
        let _ = child.wait();
    }
    status
}

/// Starts stress with two jobs of `sleep MARKER` in a process group of
/// its own, waits until both run, sends `signal` to the group or to stress
/// alone, and checks the exit code and that no sleep is left.
fn interrupt(signal: i32, to_group: bool, code: i32) {
    let marker = marker();
    let cmd = format!("sleep {marker}");
    let mut child = stress(
        &[
            "-p", "2580", "-n", "4", "-s", "1", "-j", "2", "-t", "100000", "--cmd", &cmd,
        ],
        &scratch("signal"),
    )
    .process_group(0)
    .stdout(Stdio::null())
    .stderr(Stdio::null())
    .spawn()
    .unwrap();
    let pid = child.id() as i32;
    let both_ran = within(10, || running(&marker).len() == 2);
    // SAFETY: kill(2) touches no memory.
    unsafe { libc::kill(if to_group { -pid } else { pid }, signal) };
    let status = wait(&mut child);
    let gone = within(3, || running(&marker).is_empty());
    let left = running(&marker);
    kill_all(&marker);
    assert!(both_ran, "the two solutions never ran together");
    assert_eq!(status.and_then(|s| s.code()), Some(code));
    assert!(gone, "still running after stress exited: {left:?}");
}

#[test]
fn ctrl_c_to_the_group_leaves_no_solution_running() {
    interrupt(libc::SIGINT, true, 130);
}

#[test]
fn sigterm_leaves_no_solution_running() {
    interrupt(libc::SIGTERM, false, 143);
}

#[test]
fn a_solution_escaping_with_setsid_after_answering_is_killed() {
    if !Command::new("setsid").arg("true").status().is_ok_and(|s| s.success()) {
        eprintln!("skipped: `setsid` is not available");
        return;
    }
    let marker = marker();
    // Answers (wrongly, it does not matter), then leaves a process in a
    // session of its own that outlives the shell.
    let cmd = format!("cat > /dev/null; echo 0; setsid sleep {marker} &");
    let mut child = stress(&["-p", "2580", "-n", "2", "-s", "1", "--cmd", &cmd], &scratch("setsid"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let status = wait(&mut child);
    let gone = within(3, || running(&marker).is_empty());
    let left = running(&marker);
    kill_all(&marker);
    assert_eq!(status.and_then(|s| s.code()), Some(1), "the WA verdict");
    assert!(gone, "escaped and still running: {left:?}");
}

/// Runs stress with its stdout a pipe that is closed after `lines` lines.
fn closed_after(lines: usize, cmd: &str) -> (Option<i32>, String) {
    let mut child = stress(&["-p", "2580", "-n", "3", "-s", "1", "--cmd", cmd], &scratch("pipe"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    for _ in 0..lines {
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
    }
    drop(out);
    let mut stderr = child.stderr.take().unwrap();
    let status = wait(&mut child);
    let mut text = String::new();
    std::io::Read::read_to_string(&mut stderr, &mut text).unwrap();
    (status.and_then(|s| s.code()), text)
}

#[test]
fn a_closed_stdout_ends_the_output_quietly_and_keeps_the_verdict() {
    // `stress … --cmd true | head -1`: WA, exit 1, nothing on stderr.
    let (code, stderr) = closed_after(1, "true");
    assert_eq!(code, Some(1), "{stderr}");
    assert!(!stderr.contains("cannot write"), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    let (code, stderr) = closed_after(0, "cat > /dev/null; exit 3");
    assert_eq!(code, Some(1), "RE, exit 1: {stderr}");
    assert!(stderr.is_empty(), "{stderr}");
}
