//! What the CLI's test files share: running the binary on the fixtures of
//! testdata/originals, and the stress tests' fixture programs and scratch
//! directories.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use sudoku_lab::Problem;

/// The `sudoku-lab` binary, with [`path`] as its `PATH` (so the
/// programs `stress` runs find the interpreter [`python3`] chose), and no
/// locale (an English console).
pub fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"));
    c.env("PATH", path());
    // The console's language is English unless a test asks for another.
    for var in ["SUDOKU_LAB_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        c.env_remove(var);
    }
    c
}

/// The `PATH` of the programs the tests run: this binary's own `PATH`
/// with, first, a directory holding only `python3`, a link to the
/// interpreter itself ([`python3`]). The stress fixtures start Python
/// hundreds of times; a version manager's `python3` on `PATH` (pyenv's
/// shim: a bash script that runs `pyenv exec`, 100 ms of CPU a start, ten
/// times the interpreter's own start-up) would make most of the suite's
/// time. The commands still say `python3`, as a learner's do.
pub fn path() -> String {
    static PATH: OnceLock<String> = OnceLock::new();
    PATH.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("python3-bin");
        let old = std::env::var("PATH").unwrap_or_default();
        let Some(python) = interpreter() else {
            // No python3: the tests that need it fail in [`python3`].
            return old;
        };
        std::fs::create_dir_all(&dir).unwrap();
        let link = dir.join("python3");
        if std::fs::read_link(&link).ok().as_deref() != Some(python.as_path()) {
            // Made under a name of its own, then renamed over the link:
            // another test binary may be doing the same.
            let tmp = dir.join(format!("python3.{}", std::process::id()));
            let _ = std::fs::remove_file(&tmp);
            std::os::unix::fs::symlink(&python, &tmp).unwrap();
            std::fs::rename(&tmp, &link).unwrap();
        }
        format!("{}:{old}", dir.display())
    })
    .clone()
}

/// The Python interpreter behind `python3`: Debian's `/usr/bin/python3`
/// when it is there (the package the tests name), else what `python3` on
/// `PATH` says it is (`sys.executable`); `None` when there is none.
fn interpreter() -> Option<PathBuf> {
    let debian = Path::new("/usr/bin/python3");
    if debian.is_file() {
        return Some(debian.to_path_buf());
    }
    let out = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .stderr(Stdio::null())
        .output()
        .ok()
        .filter(|o| o.status.success())?;
    let exe = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    exe.is_file().then_some(exe)
}

/// Fails the test, naming the Debian package, when there is no `python3`
/// (see [`path`]).
pub fn python3() {
    assert!(
        interpreter().is_some(),
        "`python3` is needed: install the Debian package python3 (apt-get install python3)"
    );
}

/// `cmd` for `sh -c` from this process (a [`Program`] of the stress
/// library run by the test itself): with [`path`] as its `PATH`, like the
/// commands `stress` runs.
///
/// [`Program`]: sudoku_lab_cli::stress::Program
pub fn with_path(cmd: &str) -> String {
    format!("export PATH='{}'; {cmd}", path())
}

/// A fixture program of testdata/stress built once: `build` (a compiler
/// and its arguments, `{src}`, `{out}` and `{dir}` standing for the
/// source, the result and its directory) run on `source` into a directory
/// under the test target's tmp dir named after the source's bytes and the
/// command, so a warm run finds it built and an edited source is built
/// again. Returns the result's path (`{dir}/out_name`). When it must be
/// built and the compiler (`build[0]`) is missing, fails naming the
/// Debian `package`.
pub fn built(source: &str, out_name: &str, build: &[&str], package: &str) -> PathBuf {
    use std::hash::{Hash, Hasher};
    let src = root().join("testdata/stress").join(source);
    let bytes = std::fs::read(&src).unwrap();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (bytes, build).hash(&mut h);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("built-{source}-{:016x}", h.finish()));
    let out = dir.join(out_name);
    if out.exists() {
        return out;
    }
    let tool = build[0];
    require(tool, if tool == "javac" { "-version" } else { "--version" }, package);
    // Built in a directory of its own, then renamed into place: two test
    // binaries may build it at once.
    let tmp = dir.with_extension(format!("tmp{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).unwrap();
    let args: Vec<String> = build[1..]
        .iter()
        .map(|a| {
            a.replace("{src}", &src.display().to_string())
                .replace("{out}", &tmp.join(out_name).display().to_string())
                .replace("{dir}", &tmp.display().to_string())
        })
        .collect();
    let status = Command::new(tool).args(&args).status().expect("the compiler runs");
    assert!(status.success(), "{tool} {args:?} failed");
    if std::fs::rename(&tmp, &dir).is_err() {
        // Another binary got there first: its build is as good.
        let _ = std::fs::remove_dir_all(&tmp);
    }
    assert!(out.exists(), "{} missing after {tool}", out.display());
    out
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

/// The BOJ 2580 sample, in its format (the library's `Problem::sample`).
pub fn sample() -> String {
    Problem::Boj2580.sample().to_string()
}

/// The sample's solution, in the same format (the library's
/// `Problem::sample_answer`).
pub const SAMPLE_SOLUTION: &str = Problem::Boj2580.sample_answer();

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

/// A `--cmd` for `sh -c` that answers its first run (the problem's
/// sample, which stress runs alone before any test) at once and runs
/// `then` in every later one, the runs told apart by a flag file of its
/// own. A command that waited on the sample too would keep stress there
/// until the wall-clock cap, before any test.
pub fn after_the_sample(then: &str) -> String {
    let flag = scratch("sample-flag");
    let _ = std::fs::remove_file(&flag);
    format!(
        "if [ -e '{f}' ]; then {then}; else : > '{f}'; cat > /dev/null; echo 0; fi",
        f = flag.display()
    )
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
