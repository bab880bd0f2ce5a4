//! The book's model solutions (`book/src/programs/model.py`, `Main.java`,
//! `model.cpp`, shown in chapter "Your Baekjoon submission") run through
//! `sudoku-lab stress` as a learner would run them: built with the
//! learner's tools (`javac`, `g++ -O2`), run by `python3` and `pypy3`
//! (when installed), on `--kind hard` and `--kind edge` tests.
//!
//! `cargo xtask book --check` fails when one of them is not all AC, or
//! prints another first completion than the ports on a puzzle with many
//! (the same search: blanks in row-major order, digits 1 to 9). Their CPU
//! times vary from run to run, so `--check` verifies only that
//! `book/src/figures/models.csv` exists and has a well-formed row for
//! every program, runtime and kind; `--bless` rewrites it from the run
//! (`{{#measure model.PROGRAM.RUNTIME.KIND.max_cpu_s}}`, see
//! [`crate::measure::data`]). The CLI is a subprocess: xtask gains no
//! dependency on its stress code.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::workspace::{BOOK_SRC, Mode, display};

/// The CSV, relative to `book/src/`.
pub const CSV: &str = "figures/models.csv";

/// Where the compiled models go, relative to the workspace root.
const BUILD: &str = "target/book-models";

/// The seed of `stress`'s tests.
const SEED: &str = "2580";

/// The kinds of tests and how many of each (`--kind edge` has seven
/// shapes: all of them; 8 hard tests keep the check under a minute).
const KINDS: &[(&str, u32)] = &[("hard", 8), ("edge", 7)];

/// The puzzle with many completions on which each model must print the
/// ports' first one.
const MULTI: &str = "testdata/originals/multi.2580.txt";

/// Each model under each runtime: the file under `book/src/programs/`, its
/// language, the runtime, `stress --lang`, the command line (run with
/// `sh -c` from the workspace root), the tool it needs and that tool's
/// Debian package. Only PyPy3 may be missing: its runtime is skipped.
#[rustfmt::skip]
const RUNTIMES: &[[&str; 7]] = &[
    ["model.py", "Python", "CPython", "python", "python3 book/src/programs/model.py", "python3", "python3"],
    ["model.py", "Python", "PyPy3", "pypy", "pypy3 book/src/programs/model.py", "pypy3", "pypy3"],
    ["Main.java", "Java", "java", "java", "java -cp target/book-models Main", "java", "default-jdk-headless"],
    ["model.cpp", "C++", "g++", "native", "target/book-models/model", "g++", "g++"],
];

/// The runtime that is skipped when its tool is missing.
const OPTIONAL: &str = "PyPy3";

/// The CSV's header.
const HEADER: &str = "program,language,runtime,problem,kind,tests,seed,verdict,time_limit_s,max_cpu_s,max_wall_s";

/// What `stress` printed, read: how many tests, the time limit (seconds),
/// the slowest AC's CPU time (user + sys) and wall time (seconds, as
/// `stress` prints them). An error quoting the output when it is not all
/// AC or not understood.
pub fn parse_stress(out: &str) -> Result<(u32, f64, String, String), String> {
    let last = out.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
    if !last.ends_with(": all AC") {
        return Err(format!("not all AC:\n{out}"));
    }
    let tests: u32 = last
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| format!("no test count in {last:?}"))?;
    let slowest = out
        .lines()
        .find_map(|l| l.strip_prefix("slowest AC: "))
        .ok_or_else(|| format!("no `slowest AC` line:\n{out}"))?;
    let field = |name: &str| {
        let value = slowest
            .split(", ")
            .find_map(|f| f.strip_prefix(name)?.strip_suffix(" s"));
        let value = value.ok_or_else(|| format!("no {name:?} in {slowest:?}"))?;
        value
            .parse::<f64>()
            .map(|n| (n, value.to_string()))
            .map_err(|_| format!("not a number: {value:?}"))
    };
    let (cpu, wall, limit) = (field("CPU ")?, field("wall ")?, field("limit ")?);
    Ok((tests, limit.0, cpu.1, wall.1))
}

/// The rows of a `models.csv` text as fields, every one checked: the
/// header, the number of fields, problem 2580, verdict AC, numbers.
pub fn parse_csv(text: &str) -> Result<Vec<Vec<&str>>, String> {
    let mut lines = crate::workspace::csv_lines(text);
    match lines.next() {
        Some((_, h)) if h == HEADER => {}
        other => return Err(format!("expected the header {HEADER:?}, found {other:?}")),
    }
    lines
        .map(|(n, line)| {
            let bad = |what: &str| Err(format!("line {n}: {what}: {line}"));
            let f: Vec<&str> = line.split(',').collect();
            if f.len() != HEADER.split(',').count() {
                return bad("wrong number of fields");
            }
            if f[3] != "2580" || f[7] != "AC" {
                return bad("expected problem 2580 and verdict AC");
            }
            if f[5].parse::<u32>().is_err() || f[8..].iter().any(|n| n.parse::<f64>().is_err()) {
                return bad("not a number");
            }
            Ok(f)
        })
        .collect()
}

/// The CSV text of `rows` (lines, without the header), with a comment
/// naming the tools.
fn to_csv(rows: &[String], tools: &[String]) -> String {
    format!(
        "# Written by `cargo xtask book --bless` (xtask/src/models.rs): the book's model solutions\n\
         # (book/src/programs/) under `sudoku-lab stress --problem 2580 --kind KIND --count TESTS --seed {SEED} --jobs 1`;\n\
         # max_cpu_s and max_wall_s are the slowest AC's CPU time (user + sys) and wall time, seconds, as stress prints them.\n\
         # Built with javac and g++ -O2. Tools: {}.\n{HEADER}\n{}",
        tools.join("; "),
        rows.iter().map(|r| format!("{r}\n")).collect::<String>()
    )
}

/// `tool: VERSION` ([`crate::workspace::version`], its commas dropped), or
/// `None` when it is not installed.
fn version(tool: &str) -> Option<String> {
    let flag = if tool.starts_with("java") {
        "-version"
    } else {
        "--version"
    };
    let line = crate::workspace::version(&format!("{tool} {flag}"))?;
    Some(format!("{tool}: {}", line.replace(',', "")))
}

/// Runs `cmd` from `root`; its stdout, or an error with its stderr.
fn run(root: &Path, cmd: &mut Command) -> Result<String, String> {
    let shown = format!("{cmd:?}");
    let out = cmd.current_dir(root).output().map_err(|e| format!("{shown}: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        return Err(format!("{shown} failed ({}):\n{stdout}{stderr}", out.status));
    }
    Ok(stdout)
}

/// Compiles `Main.java` and `model.cpp` into `target/book-models/`.
fn build(root: &Path) -> Result<(), String> {
    fs::create_dir_all(root.join(BUILD)).map_err(|e| format!("{BUILD}: {e}"))?;
    for (tool, package) in [("javac", "default-jdk-headless"), ("g++", "g++")] {
        if version(tool).is_none() {
            return Err(format!("`{tool}` is not installed (Debian package {package})"));
        }
    }
    let java = ["-encoding", "UTF-8", "-d", BUILD, "book/src/programs/Main.java"];
    run(root, Command::new("javac").args(java))?;
    let cpp = ["-O2", "-o", &format!("{BUILD}/model"), "book/src/programs/model.cpp"];
    run(root, Command::new("g++").args(cpp)).map(|_| ())
}

/// Runs every model through `bin stress`, checks each prints the ports'
/// first completion of [`MULTI`], and compares `models.csv` with the run
/// or rewrites it (saying so), as `mode` says. Returns the problems.
pub fn check(bin: &Path, root: &Path, mode: Mode) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    if let Err(e) = build(root) {
        return Ok(vec![e]);
    }
    let first = run(
        root,
        Command::new(bin).args(["solve", "--output-format", "boj2580", MULTI]),
    )?;
    let trim = |s: &str| s.lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
    let (mut rows, mut tools, mut skipped) = (Vec::new(), Vec::new(), Vec::new());
    for &[program, language, runtime, lang, cmd, tool, package] in RUNTIMES {
        let Some(v) = version(tool) else {
            if runtime == OPTIONAL {
                skipped.push(runtime);
            } else {
                problems.push(format!(
                    "`{tool}` is not installed (Debian package {package}): {program} cannot run"
                ));
            }
            continue;
        };
        if !tools.contains(&v) {
            tools.push(v);
        }
        let input = fs::File::open(root.join(MULTI)).map_err(|e| format!("{MULTI}: {e}"))?;
        let printed = run(root, Command::new("sh").args(["-c", cmd]).stdin(input))?;
        if trim(&printed) != trim(&first) {
            problems.push(format!(
                "{program} ({runtime}) prints another first completion of {MULTI} than the ports:\n{printed}"
            ));
        }
        for &(kind, count) in KINDS {
            let out = Command::new(bin)
                .args(["stress", "--problem", "2580", "--cmd", cmd, "--lang", lang])
                .args(["--kind", kind, "--count", &count.to_string(), "--seed", SEED])
                .args(["--jobs", "1", "--save", "target/book-models/failures"])
                .current_dir(root)
                .output()
                .map_err(|e| format!("{}: {e}", bin.display()))?;
            let what = format!("{program} ({runtime}) --kind {kind}");
            match parse_stress(&String::from_utf8_lossy(&[out.stdout, out.stderr].concat())) {
                Ok((tests, limit, cpu, wall)) if tests == count => rows.push(format!(
                    "{program},{language},{runtime},2580,{kind},{tests},{SEED},AC,{limit},{cpu},{wall}"
                )),
                Ok((tests, ..)) => problems.push(format!("{what}: {tests} tests run, not {count}")),
                Err(e) => problems.push(format!("{what}: {e}")),
            }
        }
    }
    let path = root.join(BOOK_SRC).join(CSV);
    let committed = fs::read_to_string(&path).ok();
    let old = committed.as_deref().map(parse_csv);
    match (mode, old) {
        (Mode::Write, old) if problems.is_empty() => {
            // A runtime not installed here keeps its committed rows.
            let kept = old.and_then(Result::ok).unwrap_or_default();
            rows.extend(kept.iter().filter(|f| skipped.contains(&f[2])).map(|f| f.join(",")));
            let text = to_csv(&rows, &tools);
            if committed.as_deref() != Some(text.as_str()) {
                fs::write(&path, text).map_err(|e| format!("{}: {e}", display(&path)))?;
                eprintln!("  rewrote {}", display(&path));
            }
        }
        (Mode::Write, _) => {}
        (Mode::Check, None) => problems.push(format!("missing: {}", display(&path))),
        (Mode::Check, Some(Err(e))) => problems.push(format!("stale: {} is malformed: {e}", display(&path))),
        (Mode::Check, Some(Ok(old))) => {
            for &[program, _, runtime, ..] in RUNTIMES {
                for &(kind, count) in KINDS {
                    let row = |f: &&Vec<&str>| f[0] == program && f[2] == runtime && f[4] == kind;
                    if !old.iter().any(|f| row(&f) && f[5] == count.to_string()) {
                        problems.push(format!(
                            "stale: {} has no row for {program} under {runtime} on {count} {kind} tests",
                            display(&path)
                        ));
                    }
                }
            }
        }
    }
    Ok(problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    const AC: &str = " verdict  tests  first     CPU    wall\n AC          8      1  0.20 s  0.28 s\n\
        slowest AC: test 5, CPU 0.20 s, wall 0.28 s, limit 5 s\n\
        8 of 8 tests run (seed 2580, kind hard, problem 2580, time limit 5 s CPU, 1 job): all AC\n";

    #[test]
    fn an_all_ac_run_is_read() {
        assert_eq!(parse_stress(AC), Ok((8, 5.0, "0.20".to_string(), "0.28".to_string())));
    }

    #[test]
    fn a_failed_run_is_an_error() {
        let wa = AC.replace(": all AC", ": 1 WA");
        assert!(parse_stress(&wa).unwrap_err().starts_with("not all AC"));
        assert!(parse_stress("").is_err());
        assert!(parse_stress(&AC.replace("CPU 0.20", "CPU fast")).is_err());
    }

    #[test]
    fn the_csv_round_trips_and_a_bad_row_is_an_error() {
        let row = "model.py,Python,CPython,2580,hard,8,2580,AC,5,0.20,0.28";
        let text = to_csv(&[row.to_string()], &["python3: Python 3.11.7".into()]);
        assert_eq!(parse_csv(&text), Ok(vec![row.split(',').collect()]));
        assert!(parse_csv(&text.replace(",AC,", ",WA,")).is_err());
        assert!(parse_csv(&text.replace("0.20", "fast")).is_err());
        assert!(parse_csv(&text.replace(",8,", ",eight,")).is_err());
        assert!(parse_csv("program\n").is_err());
    }

    #[test]
    fn every_runtime_names_a_program_that_exists() {
        let src = crate::workspace::root().join(BOOK_SRC).join("programs");
        for rt in RUNTIMES {
            assert!(src.join(rt[0]).is_file(), "{}", rt[0]);
        }
    }
}
