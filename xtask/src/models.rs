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
use std::path::{Path, PathBuf};
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

/// One model under one runtime.
#[derive(Clone, Copy, Debug)]
struct Runtime {
    /// The file under `book/src/programs/`.
    program: &'static str,
    /// `Python`, `Java`, `C++`.
    language: &'static str,
    /// `CPython`, `PyPy3`, `java`, `g++`.
    runtime: &'static str,
    /// `stress --lang`.
    lang: &'static str,
    /// The command line, run with `sh -c` from the workspace root.
    cmd: &'static str,
    /// The tool that must be installed, and its Debian package.
    tool: (&'static str, &'static str),
    /// Whether a missing tool skips the runtime instead of failing.
    optional: bool,
}

const RUNTIMES: &[Runtime] = &[
    Runtime {
        program: "model.py",
        language: "Python",
        runtime: "CPython",
        lang: "python",
        cmd: "python3 book/src/programs/model.py",
        tool: ("python3", "python3"),
        optional: false,
    },
    Runtime {
        program: "model.py",
        language: "Python",
        runtime: "PyPy3",
        lang: "pypy",
        cmd: "pypy3 book/src/programs/model.py",
        tool: ("pypy3", "pypy3"),
        optional: true,
    },
    Runtime {
        program: "Main.java",
        language: "Java",
        runtime: "java",
        lang: "java",
        cmd: "java -cp target/book-models Main",
        tool: ("java", "default-jdk-headless"),
        optional: false,
    },
    Runtime {
        program: "model.cpp",
        language: "C++",
        runtime: "g++",
        lang: "native",
        cmd: "target/book-models/model",
        tool: ("g++", "g++"),
        optional: false,
    },
];

/// The CSV's header.
const HEADER: &str = "program,language,runtime,problem,kind,tests,seed,verdict,time_limit_s,max_cpu_s,max_wall_s";

/// One row of `models.csv`: a model's run on one kind of tests.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub program: String,
    pub language: String,
    pub runtime: String,
    pub kind: String,
    /// Tests run.
    pub tests: u32,
    /// The limit `stress` applied, seconds.
    pub limit: f64,
    /// The slowest AC's CPU time (user + sys), seconds, as `stress` prints it.
    pub max_cpu: String,
    /// The slowest AC's wall time, seconds.
    pub max_wall: String,
}

/// What `stress` printed, read: all AC, how many tests, the slowest AC.
/// An error quoting the output when it is not all AC or not understood.
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
        slowest
            .split(", ")
            .find_map(|f| f.strip_prefix(name))
            .and_then(|v| v.strip_suffix(" s"))
            .map(str::to_string)
            .ok_or_else(|| format!("no {name:?} in {slowest:?}"))
    };
    let (cpu, wall, limit) = (field("CPU ")?, field("wall ")?, field("limit ")?);
    for v in [&cpu, &wall] {
        v.parse::<f64>().map_err(|_| format!("not a number: {v:?}"))?;
    }
    let limit = limit.parse().map_err(|_| format!("not a number: {limit:?}"))?;
    Ok((tests, limit, cpu, wall))
}

/// The rows of a `models.csv` text, every field checked.
pub fn parse_csv(text: &str) -> Result<Vec<Row>, String> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty());
    match lines.next() {
        Some((_, h)) if h == HEADER => {}
        other => return Err(format!("expected the header {HEADER:?}, found {other:?}")),
    }
    lines
        .map(|(i, line)| {
            let bad = |what: &str| format!("line {}: {what}: {line}", i + 1);
            let f: Vec<&str> = line.split(',').collect();
            if f.len() != HEADER.split(',').count() {
                return Err(bad("wrong number of fields"));
            }
            if f[3] != "2580" || f[7] != "AC" {
                return Err(bad("expected problem 2580 and verdict AC"));
            }
            for k in [8, 9, 10] {
                f[k].parse::<f64>().map_err(|_| bad("not a number"))?;
            }
            Ok(Row {
                program: f[0].into(),
                language: f[1].into(),
                runtime: f[2].into(),
                kind: f[4].into(),
                tests: f[5].parse().map_err(|_| bad("not a count"))?,
                limit: f[8].parse().map_err(|_| bad("not a number"))?,
                max_cpu: f[9].into(),
                max_wall: f[10].into(),
            })
        })
        .collect()
}

/// The CSV text of `rows`, with a comment naming the tools.
fn to_csv(rows: &[Row], tools: &[String]) -> String {
    let mut out = format!(
        "# Written by `cargo xtask book --bless` (xtask/src/models.rs): the book's model solutions\n\
         # (book/src/programs/) under `sudoku-lab stress --problem 2580 --kind KIND --count TESTS --seed {SEED} --jobs 1`;\n\
         # max_cpu_s and max_wall_s are the slowest AC's CPU time (user + sys) and wall time, seconds, as stress prints them.\n\
         # Built with javac and g++ -O2. Tools: {}.\n{HEADER}\n",
        tools.join("; ")
    );
    for r in rows {
        out.push_str(&format!(
            "{},{},{},2580,{},{},{SEED},AC,{},{},{}\n",
            r.program, r.language, r.runtime, r.kind, r.tests, r.limit, r.max_cpu, r.max_wall
        ));
    }
    out
}

/// The first line `tool --version` (or `-version`) prints, or `None`
/// when it is not installed.
fn version(tool: &str) -> Option<String> {
    let flag = if tool == "java" || tool == "javac" {
        "-version"
    } else {
        "--version"
    };
    let out = Command::new(tool).arg(flag).output().ok()?;
    let text = [out.stdout, out.stderr].concat();
    let text = String::from_utf8_lossy(&text);
    let line = text.lines().find(|l| !l.trim().is_empty())?.trim().replace(',', "");
    Some(format!("{tool}: {line}"))
}

/// Runs `cmd` from `root`; its stdout, or an error with its stderr.
fn run(root: &Path, cmd: &mut Command) -> Result<String, String> {
    let shown = format!("{cmd:?}");
    let out = cmd.current_dir(root).output().map_err(|e| format!("{shown}: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        return Err(format!(
            "{shown} failed ({}):\n{stdout}{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
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
    run(
        root,
        Command::new("javac").args(["-encoding", "UTF-8", "-d", BUILD, "book/src/programs/Main.java"]),
    )?;
    run(
        root,
        Command::new("g++").args(["-O2", "-o", &format!("{BUILD}/model"), "book/src/programs/model.cpp"]),
    )?;
    Ok(())
}

/// Runs every model through `bin stress`, checks each prints the ports'
/// first completion of [`MULTI`], and compares `models.csv` with the run
/// or rewrites it, as `mode` says. Returns the problems and the path
/// rewritten, if any.
pub fn check(bin: &Path, root: &Path, mode: Mode) -> Result<(Vec<String>, Option<PathBuf>), String> {
    let mut problems = Vec::new();
    if let Err(e) = build(root) {
        return Ok((vec![e], None));
    }
    let first = run(
        root,
        Command::new(bin).args(["solve", "--output-format", "boj2580", MULTI]),
    )?;
    let mut rows = Vec::new();
    let mut tools = Vec::new();
    let mut skipped = Vec::new();
    for rt in RUNTIMES {
        let Some(v) = version(rt.tool.0) else {
            if rt.optional {
                skipped.push(rt.runtime);
            } else {
                problems.push(format!(
                    "`{}` is not installed (Debian package {}): {} cannot run",
                    rt.tool.0, rt.tool.1, rt.program
                ));
            }
            continue;
        };
        if !tools.contains(&v) {
            tools.push(v);
        }
        let input = fs::File::open(root.join(MULTI)).map_err(|e| format!("{MULTI}: {e}"))?;
        let printed = run(root, Command::new("sh").args(["-c", rt.cmd]).stdin(input))?;
        let trim = |s: &str| s.lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
        if trim(&printed) != trim(&first) {
            problems.push(format!(
                "{} ({}) prints another first completion of {MULTI} than the ports:\n{printed}",
                rt.program, rt.runtime
            ));
        }
        for &(kind, count) in KINDS {
            let out = Command::new(bin)
                .args(["stress", "--problem", "2580", "--cmd", rt.cmd, "--lang", rt.lang])
                .args(["--kind", kind, "--count", &count.to_string(), "--seed", SEED])
                .args(["--jobs", "1", "--save", "target/book-models/failures"])
                .current_dir(root)
                .output()
                .map_err(|e| format!("{}: {e}", bin.display()))?;
            let text = String::from_utf8_lossy(&[out.stdout, out.stderr].concat()).into_owned();
            match parse_stress(&text) {
                Ok((tests, limit, max_cpu, max_wall)) if tests == count => rows.push(Row {
                    program: rt.program.into(),
                    language: rt.language.into(),
                    runtime: rt.runtime.into(),
                    kind: kind.into(),
                    tests,
                    limit,
                    max_cpu,
                    max_wall,
                }),
                Ok((tests, ..)) => problems.push(format!(
                    "{} ({}) --kind {kind}: {tests} tests run, not {count}",
                    rt.program, rt.runtime
                )),
                Err(e) => problems.push(format!("{} ({}) --kind {kind}: {e}", rt.program, rt.runtime)),
            }
        }
    }
    let path = root.join(BOOK_SRC).join(CSV);
    let committed = fs::read_to_string(&path).ok();
    match mode {
        Mode::Write if problems.is_empty() => {
            // A runtime not installed here keeps its committed rows.
            if let Some(old) = committed.as_deref().and_then(|t| parse_csv(t).ok()) {
                rows.extend(old.into_iter().filter(|r| skipped.contains(&r.runtime.as_str())));
            }
            let text = to_csv(&rows, &tools);
            if committed.as_deref() != Some(text.as_str()) {
                fs::write(&path, text).map_err(|e| format!("{}: {e}", display(&path)))?;
                return Ok((problems, Some(path)));
            }
        }
        Mode::Write => {}
        Mode::Check => match committed.as_deref().map(parse_csv) {
            None => problems.push(format!("missing: {}", display(&path))),
            Some(Err(e)) => problems.push(format!("stale: {} is malformed: {e}", display(&path))),
            Some(Ok(old)) => {
                for rt in RUNTIMES {
                    for &(kind, count) in KINDS {
                        let found = old.iter().any(|r| {
                            r.program == rt.program && r.runtime == rt.runtime && r.kind == kind && r.tests == count
                        });
                        if !found {
                            problems.push(format!(
                                "stale: {} has no row for {} under {} on {count} {kind} tests",
                                display(&path),
                                rt.program,
                                rt.runtime
                            ));
                        }
                    }
                }
            }
        },
    }
    Ok((problems, None))
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
    }

    #[test]
    fn the_csv_round_trips_and_a_bad_row_is_an_error() {
        let row = Row {
            program: "model.py".into(),
            language: "Python".into(),
            runtime: "CPython".into(),
            kind: "hard".into(),
            tests: 8,
            limit: 5.0,
            max_cpu: "0.20".into(),
            max_wall: "0.28".into(),
        };
        let text = to_csv(std::slice::from_ref(&row), &["python3: Python 3.11.7".into()]);
        assert_eq!(parse_csv(&text), Ok(vec![row]));
        assert!(parse_csv(&text.replace(",AC,", ",WA,")).is_err());
        assert!(parse_csv(&text.replace("0.20", "fast")).is_err());
        assert!(parse_csv("program\n").is_err());
    }

    #[test]
    fn every_runtime_names_a_program_that_exists() {
        let src = crate::workspace::root().join(BOOK_SRC).join("programs");
        for rt in RUNTIMES {
            assert!(src.join(rt.program).is_file(), "{}", rt.program);
        }
    }
}
