//! A Python program run the way the book's tools and the agreement test
//! drive the library's stress core ([`sudoku_lab::stress::run_all`]): one
//! `python3` process per input, judged by [`sudoku_lab::stress::judged`].

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use sudoku_lab::Problem;
use sudoku_lab::judge::{Verdict, Whitespace};
use sudoku_lab::stress::{Ending, Run, judged};

/// The verdict of `python3 program` on `input` (its stdin) for `problem`,
/// as `stress` judges a run (Baekjoon's whitespace rule): `RE` when it
/// exits with an error, else the judge's verdict of its stdout. No time
/// or memory limit: the programs it serves end by themselves.
///
/// # Errors
///
/// `python3` cannot start (the Debian package `python3` is missing), or
/// writing its stdin or reading its stdout fails.
pub fn verdict(problem: Problem, program: &Path, input: &[u8]) -> std::io::Result<Verdict> {
    let mut child = Command::new("python3")
        .arg(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    child.stdin.take().expect("stdin is piped").write_all(input)?;
    let out = child.wait_with_output()?;
    let ended = if out.status.success() {
        Ending::Normally
    } else {
        Ending::Error
    };
    let run = Run {
        stdout: out.stdout,
        ended,
    };
    Ok(judged(problem, input, &run, Whitespace::Boj).0)
}
