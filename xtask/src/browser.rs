//! `cargo xtask book --browser-test`: builds the book, writes what its
//! pages are compared with to `target/browser-test/` (the Rust step traces
//! of the book's puzzles and of the files a reader loads, through the
//! library's JSON writer; `book.json`: the chapters, the variants and the
//! Korean search words), then runs the Playwright test of `book/tests/` on
//! the system Chromium (`npm ci` first when its `node_modules` is missing
//! or older than its lock file). Screenshots go to `target/screenshots/`.
//! Fails (never skips) when Node or Chromium cannot run.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use sudoku_lab::Variant;
use sudoku_lab::format::Format;
use sudoku_lab::step;
use sudoku_lab_test::datasets::{EASY50, PLB};

use crate::{markdown, render, search, traces, workspace};

/// Runs the browser test; whether it passed.
pub fn run(root: &Path) -> Result<bool, String> {
    let book = render::build(root)?;
    let scratch = root.join("target/browser-test");
    let _ = fs::remove_dir_all(&scratch);
    fs::create_dir_all(&scratch).map_err(|e| format!("{}: {e}", scratch.display()))?;
    let write = |name: &str, text: String| {
        let path = scratch.join(name);
        fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    // A puzzle the book has no trace of, and a 200,000-event trace (the
    // puzzle takes 69 million placements), loaded through the file input.
    let third = (EASY50.path, Format::Line, 3);
    let plb = (PLB.path, Format::Line, 1);
    let mut written = vec![
        (
            "third",
            traces::record(root, Variant::FullScan, third, u64::MAX, 10_000)?,
        ),
        (
            "large",
            traces::record(root, Variant::CheckArrays, plb, 200_000, 200_000)?,
        ),
    ];
    for v in Variant::ALL {
        for puzzle in ["sample", "small", "undos"] {
            written.push((puzzle, traces::trace(root, puzzle, v)?));
        }
    }
    for (name, trace) in &written {
        write(&format!("{name}.{}.json", trace.variant), step::to_json(trace))?;
    }
    let chapters = markdown::summary_chapters(&root.join(workspace::BOOK_SRC))?;
    let variants = Variant::ALL.map(Variant::name);
    let meta = serde_json::json!({
        "chapters": chapters,
        "variants": variants,
        "koreanWords": search::KOREAN_WORDS,
        "loanwords": search::LOANWORDS,
        "top": search::TOP,
    });
    write("book.json", meta.to_string())?;
    write("stress.json", stress_expected(root)?.to_string())?;
    let tests = root.join("book/tests");
    let modified = |p: &str| fs::metadata(tests.join(p)).and_then(|m| m.modified()).ok();
    let stale = modified("node_modules/.package-lock.json") < modified("package-lock.json");
    if stale && !node(&tests, &["npm", "ci", "--no-fund", "--no-audit"], &[])? {
        return Err(format!("npm ci failed in {}", tests.display()));
    }
    let shots = root.join("target/screenshots");
    let env = [
        ("BOOK_DIR", &book),
        ("BROWSER_SCRATCH", &scratch),
        ("SHOTS_DIR", &shots),
    ];
    node(&tests, &["npx", "--no-install", "playwright", "test"], &env)
}

/// What the 반례 page must show for the book's `buggy.py` (2580, kind boj,
/// seed 1, 20 tests): the first failing test and its shrunk input, from
/// the library's stress core ([`sudoku_lab::stress::run_all`]) driving
/// CPython as a process, as `sudoku-lab stress` does (the CLI's own test
/// `stress_agrees` checks that the CLI gives the same).
fn stress_expected(root: &Path) -> Result<serde_json::Value, String> {
    use sudoku_lab::Problem;
    use sudoku_lab::stress::{self, Kind};
    let (problem, kind, seed, count) = (Problem::Boj2580, Kind::Boj, 1, 20);
    // The default kind's pool of tests as hard as Baekjoon's slowest.
    let pool_text = fs::read_to_string(root.join("crates/cli/data/boj-pool-2580.txt"))
        .map_err(|e| format!("boj-pool-2580.txt: {e}"))?;
    let pool: Vec<_> = stress::parse_pool(&pool_text).into_iter().map(|(g, _)| g).collect();
    let tests = stress::inputs(problem, kind, seed, count, &pool)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let program = root.join("book/src/programs/buggy.py");
    let summary = stress::run_all(problem, tests, false, |input| {
        sudoku_lab_test::python::verdict(problem, &program, input)
            .map_err(|e| format!("python3 (Debian: apt-get install python3): {e}"))
    })?;
    let first = summary.failures.first().ok_or("buggy.py passed every test of seed 1")?;
    let shrunk = summary.shrunk.first().map_or(first.puzzle, |s| s.puzzle);
    let format = problem.format();
    Ok(serde_json::json!({
        "problem": problem.number(),
        "kind": kind.name(),
        "seed": seed,
        "count": count,
        "first": first.index + 1,
        "verdict": first.verdict.name(),
        "shrunk": sudoku_lab::format::write(&shrunk, format),
    }))
}

/// Runs `argv` (npm's tools) in `dir` with `env`, never downloading a
/// browser; whether it exited 0.
fn node(dir: &Path, argv: &[&str], env: &[(&str, &PathBuf)]) -> Result<bool, String> {
    let mut command = Command::new(argv[0]);
    command.args(&argv[1..]).current_dir(dir).envs(env.iter().copied());
    let status = command.env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1").status();
    let status = status.map_err(|e| format!("cannot run {} ({e}): apt-get install -y nodejs npm", argv[0]))?;
    Ok(status.success())
}
