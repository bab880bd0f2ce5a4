//! A small test runner for a test binary with its own `main`
//! (`harness = false`): what the binary must do before any thread starts
//! is done in `main`, then [`run`] runs the tests, each on a thread of its
//! own started after that, at most `--test-threads` at once. It takes
//! libtest's usual arguments: filters (a test runs when its name contains
//! one, or equals one with `--exact`), `--skip NAME`, `--test-threads N`,
//! `--list` (with `--format terse` as nextest asks), `--ignored` (there are
//! none: nothing runs), `--include-ignored`; other flags are accepted and
//! change nothing. Its output is libtest's: `test NAME ... ok` or
//! `FAILED`, then `test result:`; it exits with 101 when a test failed.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// A test: its name and its body (a panic fails it).
pub type Test = (&'static str, fn());

/// What the arguments ask for.
#[derive(Default)]
struct Asked {
    filters: Vec<String>,
    skips: Vec<String>,
    exact: bool,
    list: bool,
    ignored: bool,
    threads: Option<usize>,
}

fn parse(args: impl IntoIterator<Item = String>) -> Asked {
    let mut asked = Asked::default();
    let mut args = args.into_iter();
    while let Some(a) = args.next() {
        match a.as_str() {
            "--exact" => asked.exact = true,
            "--list" => asked.list = true,
            "--ignored" => asked.ignored = true,
            "--skip" => asked.skips.extend(args.next()),
            "--test-threads" => asked.threads = args.next().and_then(|n| n.parse().ok()),
            // Flags with a value that changes nothing here.
            "--format" | "--color" | "--logfile" | "-Z" => {
                args.next();
            }
            _ if a.starts_with("--test-threads=") => asked.threads = a["--test-threads=".len()..].parse().ok(),
            _ if a.starts_with('-') => {}
            _ => asked.filters.push(a),
        }
    }
    asked
}

impl Asked {
    fn selects(&self, name: &str) -> bool {
        let matches = |f: &String| {
            if self.exact {
                name == f
            } else {
                name.contains(f.as_str())
            }
        };
        !self.ignored
            && (self.filters.is_empty() || self.filters.iter().any(matches))
            && !self.skips.iter().any(|s| name.contains(s.as_str()))
    }
}

/// Runs the `tests` the command line selects and exits: 0 when all
/// passed, 101 when one failed.
pub fn run(tests: &[Test]) -> ! {
    let asked = parse(std::env::args().skip(1));
    if asked.list {
        for (name, _) in tests.iter().filter(|(n, _)| !asked.ignored || asked.selects(n)) {
            println!("{name}: test");
        }
        std::process::exit(0);
    }
    let selected: Vec<Test> = tests.iter().copied().filter(|(n, _)| asked.selects(n)).collect();
    let threads = asked
        .threads
        .or_else(|| std::env::var("RUST_TEST_THREADS").ok()?.parse().ok())
        .unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    println!("\nrunning {} tests", selected.len());
    let next = AtomicUsize::new(0);
    let failed = Mutex::new(Vec::new());
    thread::scope(|s| {
        for _ in 0..threads.min(selected.len()) {
            s.spawn(|| {
                while let Some(&(name, body)) = selected.get(next.fetch_add(1, Ordering::SeqCst)) {
                    // A thread of its own, named as libtest names it, so a
                    // panic says which test it was.
                    let passed = thread::Builder::new()
                        .name(name.into())
                        .spawn(body)
                        .expect("a test's thread starts")
                        .join()
                        .is_ok();
                    println!("test {name} ... {}", if passed { "ok" } else { "FAILED" });
                    if !passed {
                        failed.lock().unwrap_or_else(|e| e.into_inner()).push(name);
                    }
                }
            });
        }
    });
    let failed = failed.into_inner().unwrap_or_else(|e| e.into_inner());
    if !failed.is_empty() {
        println!("\nfailures:");
        for name in &failed {
            println!("    {name}");
        }
    }
    println!(
        "\ntest result: {}. {} passed; {} failed; 0 ignored; 0 measured; {} filtered out\n",
        if failed.is_empty() { "ok" } else { "FAILED" },
        selected.len() - failed.len(),
        failed.len(),
        tests.len() - selected.len()
    );
    std::process::exit(if failed.is_empty() { 0 } else { 101 })
}
