//! What the CLI's test files share: running the binary on the fixtures of
//! testdata/originals, and the stress tests' fixture programs and scratch
//! directories.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The `sudoku-lab` binary.
pub fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
}

/// The workspace root, where the data lives.
pub fn root() -> PathBuf {
    sudoku_lab_test::data::root()
}

/// A file of testdata/originals.
pub fn fixture(name: &str) -> PathBuf {
    root().join("testdata/originals").join(name)
}

/// Runs the binary with `args` and `stdin`.
pub fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = bin()
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // A usage error exits before reading stdin: a closed pipe here is
    // not the test's failure.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

/// Bytes as text, for messages.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The BOJ 2580 sample, in its format.
pub fn sample() -> String {
    std::fs::read_to_string(fixture("sample2580.2580.txt")).unwrap()
}

/// The sample's solution, in the same format.
pub const SAMPLE_SOLUTION: &str = "\
1 3 5 4 6 9 2 7 8
7 8 2 1 3 5 6 4 9
4 6 9 2 7 8 1 3 5
3 2 1 5 4 6 8 9 7
8 7 4 9 1 3 5 2 6
5 9 6 8 2 7 4 1 3
9 1 7 6 5 2 3 8 4
6 4 3 7 8 1 9 5 2
2 5 8 3 9 4 7 6 1
";

/// The cases of testdata/originals: `sample2580` for `sample2580.2580.txt`.
pub fn original_cases() -> Vec<String> {
    let mut cases: Vec<String> = std::fs::read_dir(root().join("testdata/originals"))
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".2580.txt").map(str::to_string)
        })
        .collect();
    cases.sort();
    cases
}

/// A fixture program of the stress tests: `testdata/stress/NAME`.
pub fn stress_fixture(name: &str) -> String {
    root().join("testdata/stress").join(name).display().to_string()
}

/// A fresh, empty directory under the test target's tmp dir for one
/// test's saved failures (not created: `stress` creates it when it saves).
pub fn scratch(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "stress-{name}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Fails the test with the Debian package to install when `tool` is
/// missing.
pub fn require(tool: &str, arg: &str, package: &str) {
    let found = std::process::Command::new(tool)
        .arg(arg)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    assert!(found, "`{tool}` is needed: install the Debian package {package}");
}
