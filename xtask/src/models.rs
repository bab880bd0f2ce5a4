//! The book's model solutions (`book/src/programs/model.py`, `Main.java`,
//! `model.cpp` for 2580; the same names under `programs/2239/` for 2239)
//! run through `sudoku-lab stress --problem N` as a learner runs them
//! (`javac`, `g++ -O2`, `python3`, `pypy3` when installed) on the hard
//! pool's hardest tests (12095 `cnt` near 10,000,000, `--inputs`) and on
//! `--kind edge` tests; 2580's `fewest.py` (the blank with the fewest
//! candidates first) in CPython too. On the hard tests each runs with
//! three times its language's limit (`--time-limit`), so that a model too
//! slow for the limit is still timed: its row's verdict is TLE. `cargo
//! xtask book --check` fails when a model the book calls fast is over its
//! limit, or one it calls too slow ([`TOO_SLOW`]) is under 70% of it
//! ([`AT_RISK`]: at the cap a CPython run takes about the limit itself), or when a model that keeps the posts' order
//! prints another first completion than the ports on a puzzle with many. CPU times vary from run to run, so `--check` only
//! checks that `book/src/figures/models.csv` has a well-formed row per
//! program, runtime and kind; `--bless` rewrites it from the run. The CLI
//! is a subprocess: xtask gains no dependency on its stress code.

use std::fs;
use std::path::Path;

use regex::Regex;

use sudoku_lab::problem::Language;

use crate::exec::{exec_ok, exec_unbounded};
use crate::workspace::{BOOK_SRC, Mode, display};

/// The CSV, relative to `book/src/`.
pub const CSV: &str = "figures/models.csv";

/// Where the compiled models go, relative to the workspace root.
const BUILD: &str = "target/book-models";

/// The hard pool's hardest tests, one a line (written by [`build`]).
const HARDEST: &str = "target/book-models/hardest.txt";

/// The seed of `stress`'s tests.
const SEED: &str = "2580";

/// The kinds of tests and how many of each: `boj` is the [`HARD`] tests
/// with the highest `cnt` of the problem's pool as hard as Baekjoon's
/// slowest test (the default kind's, `crates/cli/data/boj-pool-*.txt`),
/// `hard` the hard pool's [`HARD`] tests with the highest `cnt` (a
/// near-cap test costs a CPython model seconds), `edge` its seven shapes,
/// all of them.
const KINDS: &[(&str, u32)] = &[("boj", HARD as u32), ("hard", HARD as u32), ("edge", 7)];

/// The problem's `boj` tests, one a line (written by [`build`]).
fn boj_tests(problem: &str) -> String {
    format!("target/book-models/boj-{problem}.txt")
}

/// The share of its limit under which a model of [`TOO_SLOW`] contradicts
/// the book: `stress`'s own "at risk" line (70%).
const AT_RISK: f64 = 0.7;

/// How many of the hard pool's hardest tests the `hard` runs take.
const HARD: usize = 3;

/// The model runs whose verdict on the hard tests is TLE, as the book says
/// (program, runtime, problem): CPython's ten million calls are over
/// 2580's Python limit.
const TOO_SLOW: &[[&str; 3]] = &[["model.py", "CPython", "2580"]];

/// The problems with model solutions: the problem, the folder of its
/// models under `book/src/programs/` ("" or `2239/`, which is also the
/// prefix of their names in the CSV) and the puzzle with many completions
/// on which each model must print the ports' first one (for 2239, the
/// smallest).
const PROBLEMS: &[[&str; 3]] = &[
    ["2580", "", "testdata/originals/multi.2580.txt"],
    ["2239", "2239/", "testdata/originals/multi.2239.txt"],
];

/// Each model under each runtime: the file under the problem's folder, its
/// language, the runtime, `stress --lang`, the command line (run with
/// `sh -c` from the workspace root; `{dir}` is the problem's folder), the
/// tool's version command and the tool's Debian package. Only PyPy3
/// ([`OPTIONAL`]) may be missing.
#[rustfmt::skip]
const RUNTIMES: &[[&str; 7]] = &[
    ["model.py", "Python", "CPython", "python", "python3 book/src/programs/{dir}model.py", "python3 --version", "python3"],
    ["model.py", "Python", "PyPy3", "pypy", "pypy3 book/src/programs/{dir}model.py", "pypy3 --version", "pypy3"],
    ["Main.java", "Java", "java", "java", "java -cp target/book-models/{dir} Main", "java -version", "default-jdk-headless"],
    ["model.cpp", "C++", "g++", "native", "target/book-models/{dir}model", "g++ --version", "g++"],
    ["fewest.py", "Python", "CPython", "python", "python3 book/src/programs/{dir}fewest.py", "python3 --version", "python3"],
];

/// The models of one problem only, and that problem: `fewest.py` changes
/// the order, so it is no 2239 solution, and prints another completion
/// than the ports on a puzzle with many (2580 accepts any).
const ONLY: &[[&str; 2]] = &[["fewest.py", "2580"]];

/// The runtime that is skipped when its tool is missing.
const OPTIONAL: &str = "PyPy3";

/// The CSV's header.
const HEADER: &str = "program,language,runtime,problem,kind,tests,seed,verdict,time_limit_s,max_cpu_s,max_wall_s";

/// What `stress` printed, read: how many tests, the time limit (seconds),
/// the slowest AC's CPU time (user + sys) and wall time (seconds, as
/// `stress` prints them). An error quoting the output when it is not all
/// AC or not understood.
pub fn parse_stress(out: &str) -> Result<(u32, f64, String, String), String> {
    let all = Regex::new(r"(?m)^(\d+) .*: all AC\s*\z").expect("a regex");
    let slowest = r"(?m)^slowest AC: .*CPU ([0-9.]+) s, wall ([0-9.]+) s, limit ([0-9.]+) s";
    let tests = all.captures(out).ok_or(format!("not all AC:\n{out}"))?;
    let s = Regex::new(slowest).expect("a regex").captures(out);
    let s = s.ok_or(format!("no `slowest AC` line with CPU, wall and limit:\n{out}"))?;
    let number = |t: &str| t.parse::<f64>().map_err(|_| format!("not a number: {t:?}"));
    Ok((
        number(&tests[1])? as u32,
        number(&s[3])?,
        s[1].to_string(),
        s[2].to_string(),
    ))
}

/// The rows of a `models.csv` text as fields, every one checked: the
/// header, the number of fields, a problem of [`PROBLEMS`], verdict AC, numbers.
pub fn parse_csv(text: &str) -> Result<Vec<Vec<String>>, String> {
    let mut lines = crate::workspace::csv_records(text, None).into_iter();
    match lines.next() {
        Some((_, h)) if h.join(",") == HEADER => {}
        other => return Err(format!("expected the header {HEADER:?}, found {other:?}")),
    }
    lines
        .map(|(n, f)| {
            let bad = match () {
                _ if f.len() != HEADER.split(',').count() => "wrong number of fields",
                _ if !PROBLEMS.iter().any(|p| p[0] == f[3]) || !["AC", "TLE"].contains(&f[7].as_str()) => {
                    "expected problem 2580 or 2239 and verdict AC or TLE"
                }
                _ if f[5].parse::<u32>().is_err() || f[8..].iter().any(|n| n.parse::<f64>().is_err()) => "not a number",
                _ => return Ok(f),
            };
            Err(format!("line {n}: {bad}: {}", f.join(",")))
        })
        .collect()
}

/// The CSV text of `rows` (lines, without the header), with a comment
/// naming the tools.
fn to_csv(rows: &[String], tools: &[String]) -> String {
    let pool = crate::hard_pool::PATH;
    format!(
        "# Written by `cargo xtask book --bless` (xtask/src/models.rs): the book's model solutions\n\
         # (book/src/programs/, 2239's in programs/2239/) under `sudoku-lab stress --problem PROBLEM --jobs 1`: kind hard is\n\
         # `--inputs` the {HARD} tests of {pool} with the highest 12095 cnt, run with `--time-limit` three times the language's\n\
         # limit (verdict TLE: the slowest is over the language's limit, time_limit_s); kind boj is the same on the {HARD} tests with\n\
         # the highest cnt of crates/cli/data/boj-pool-PROBLEM.txt (as hard as Baekjoon's slowest test: the default kind's);\n\
         # kind edge is `--kind edge --count 7 --seed {SEED}`.\n\
         # max_cpu_s and max_wall_s are the slowest AC's CPU time (user + sys) and wall time, seconds, as stress prints them.\n\
         # Built with javac and g++ -O2. Tools: {}.\n{HEADER}\n{}",
        tools.join("; "),
        rows.iter().map(|r| format!("{r}\n")).collect::<String>()
    )
}

/// `TOOL: VERSION` (commas dropped) of the version command `cmd`, or an error naming `package`.
fn version(cmd: &str, package: &str) -> Result<String, String> {
    let words = sudoku_lab_runner::shell::words(cmd);
    let tool = words.first().map_or(cmd, String::as_str);
    let line = crate::workspace::version(cmd).ok_or(format!("`{tool}` is not installed (Debian package {package})"))?;
    Ok(format!("{tool}: {}", line.replace(',', "")))
}

/// Compiles each problem's `Main.java` and `model.cpp` into
/// `target/book-models/DIR`.
pub fn build(root: &Path) -> Result<(), String> {
    for [_, dir, _] in PROBLEMS {
        let (out, src) = (format!("{BUILD}/{dir}"), format!("book/src/programs/{dir}"));
        fs::create_dir_all(root.join(&out)).map_err(|e| format!("{out}: {e}"))?;
        let java = format!("{src}Main.java");
        exec_ok(&["javac", "-encoding", "UTF-8", "-d", &out, &java], b"", root)?;
        let (model, cpp) = (format!("{out}model"), format!("{src}model.cpp"));
        exec_ok(&["g++", "-O2", "-o", &model, &cpp], b"", root)?;
    }
    let hardest = crate::hard_pool::hardest(root, HARD)?;
    let lines: String = hardest
        .iter()
        .map(|(g, _)| format!("{}\n", sudoku_lab::format::write(g, sudoku_lab::Format::Line)))
        .collect();
    fs::write(root.join(HARDEST), lines).map_err(|e| format!("{HARDEST}: {e}"))?;
    for problem in sudoku_lab::Problem::ALL {
        let rel = crate::boj_pools::path(problem);
        let text = fs::read_to_string(root.join(&rel)).map_err(|e| format!("{rel}: {e}"))?;
        let mut pool = sudoku_lab::stress::parse_pool(&text);
        pool.sort_by_key(|t| std::cmp::Reverse(t.1));
        let lines: String = pool
            .iter()
            .take(HARD)
            .map(|(g, _)| format!("{}\n", sudoku_lab::format::write(g, sudoku_lab::Format::Line)))
            .collect();
        let out = boj_tests(&problem.to_string());
        fs::write(root.join(&out), lines).map_err(|e| format!("{out}: {e}"))?;
    }
    Ok(())
}

/// Runs every model through `bin stress`, checks each prints the ports'
/// first completion of its problem's multi puzzle (`multi.2580.txt`,
/// `multi.2239.txt`), and compares `models.csv` with the run
/// or rewrites it (saying so), as `mode` says. Returns the problems.
pub fn check(bin: &Path, root: &Path, mode: Mode) -> Result<Vec<String>, String> {
    if let Err(e) = build(root) {
        return Ok(vec![e]);
    }
    let bin = bin.display().to_string();
    let (mut problems, mut rows, mut tools, mut skipped) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for &[program, language, runtime, lang, cmd, version_cmd, package] in RUNTIMES {
        match version(version_cmd, package) {
            Ok(v) if tools.contains(&v) => {}
            Ok(v) => tools.push(v),
            Err(_) if runtime == OPTIONAL => {
                skipped.push(runtime);
                continue;
            }
            Err(e) => {
                problems.push(format!("{e}: {program} cannot run"));
                continue;
            }
        }
        for &[problem, dir, multi] in PROBLEMS {
            if ONLY.iter().any(|o| o[0] == program && o[1] != problem) {
                continue;
            }
            let run = Model {
                program: &format!("{dir}{program}"),
                language,
                runtime,
                lang,
                cmd: &cmd.replace("{dir}", dir),
            };
            run.check(&bin, root, problem, multi, &mut rows, &mut problems)?;
        }
    }
    let path = root.join(BOOK_SRC).join(CSV);
    let committed = fs::read_to_string(&path).ok();
    match (mode, committed.as_deref().map(parse_csv)) {
        (Mode::Write, old) if problems.is_empty() => {
            // A runtime not installed here keeps its committed rows.
            let kept = old.and_then(Result::ok).unwrap_or_default();
            rows.extend(
                kept.iter()
                    .filter(|f| skipped.contains(&f[2].as_str()))
                    .map(|f| f.join(",")),
            );
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
                for &[problem, dir, _] in PROBLEMS {
                    if ONLY.iter().any(|o| o[0] == program && o[1] != problem) {
                        continue;
                    }
                    for &(kind, count) in KINDS {
                        let program = format!("{dir}{program}");
                        let row = [program.as_str(), runtime, problem, kind, &count.to_string()];
                        if !old.iter().any(|f| [&f[0], &f[2], &f[3], &f[4], &f[5]] == row) {
                            problems.push(format!(
                                "stale: {} has no row for {program} under {runtime} on {count} {kind} tests of {problem}",
                                display(&path)
                            ));
                        }
                    }
                }
            }
        }
    }
    Ok(problems)
}

/// One model under one runtime, for one problem.
struct Model<'a> {
    /// Its file under `book/src/programs/` (`2239/model.py`).
    program: &'a str,
    /// Its language (`Python`).
    language: &'a str,
    /// The runtime (`CPython`).
    runtime: &'a str,
    /// `stress --lang`.
    lang: &'a str,
    /// The command line, run with `sh -c` from the workspace root.
    cmd: &'a str,
}

impl Model<'_> {
    /// Checks that the model prints the ports' first completion of `multi`,
    /// then runs it through `bin stress --problem problem` on each of
    /// [`KINDS`]: a CSV row each when all AC, else a problem.
    fn check(
        &self,
        bin: &str,
        root: &Path,
        problem: &str,
        multi: &str,
        rows: &mut Vec<String>,
        problems: &mut Vec<String>,
    ) -> Result<(), String> {
        let Model {
            program,
            language,
            runtime,
            lang,
            cmd,
        } = *self;
        problems.extend(self.first_completion(bin, root, problem, multi)?);
        let own = own_limit(lang, problem)?;
        let too_slow = TOO_SLOW.contains(&[program, runtime, problem]);
        for &(kind, count) in KINDS {
            let tests = match kind {
                "hard" => format!("--inputs {HARDEST} --time-limit {}", (own * 3000.0) as u64),
                "boj" => format!("--inputs {} --time-limit {}", boj_tests(problem), (own * 3000.0) as u64),
                _ => format!("--kind {kind} --count {count} --seed {SEED}"),
            };
            let stress = format!("stress --problem {problem} --lang {lang} {tests}");
            let save = "--jobs 1 --save target/book-models/failures --cmd";
            let words = sudoku_lab_runner::shell::words(&format!("{stress} {save}"));
            let argv: Vec<&str> = [bin].into_iter().chain(words.iter().map(String::as_str)).collect();
            // stress bounds each run itself, and refuses to start under a
            // CPU limit its runs would inherit: not through the runner.
            let out = exec_unbounded(&[&argv[..], &[cmd]].concat(), root)?;
            let what = format!("{program} ({runtime}) --problem {problem} --kind {kind}");
            match parse_stress(&String::from_utf8_lossy(&[out.stdout, out.stderr].concat())) {
                Ok((tests, _, cpu, wall)) if tests == count => {
                    let verdict = if cpu.parse::<f64>().unwrap_or(0.0) > own {
                        "TLE"
                    } else {
                        "AC"
                    };
                    // A model the book calls too slow is wrong only when it is
                    // clearly under the limit: its near-cap tests take CPython
                    // about the limit itself, and CPU time on a shared 2-core
                    // machine moves by a second (4.7 to 6.8 s measured here).
                    let seconds = cpu.parse::<f64>().unwrap_or(0.0);
                    let wrong = match too_slow && kind == "hard" {
                        true => seconds <= AT_RISK * own,
                        false => verdict == "TLE",
                    };
                    if wrong {
                        problems.push(format!(
                            "{what}: {verdict} (slowest {cpu} s, limit {own} s), the book says otherwise"
                        ));
                    }
                    rows.push(format!(
                        "{program},{language},{runtime},{problem},{kind},{tests},{SEED},{verdict},{own},{cpu},{wall}"
                    ))
                }
                Ok((tests, ..)) => problems.push(format!("{what}: {tests} tests run, not {count}")),
                Err(e) => problems.push(format!("{what}: {e}")),
            }
        }
        Ok(())
    }

    /// A problem when the model prints another first completion of
    /// `multi` than the ports (`bin solve`), unless [`ONLY`] names it.
    fn first_completion(&self, bin: &str, root: &Path, problem: &str, multi: &str) -> Result<Option<String>, String> {
        let Model {
            program, runtime, cmd, ..
        } = *self;
        let input = fs::read(root.join(multi)).map_err(|e| format!("{multi}: {e}"))?;
        let run = |argv: &[&str], input: &[u8]| exec_ok(argv, input, root).map(|r| r.o.stdout);
        let format = format!("boj{problem}");
        let first = run(&[bin, "solve", "--output-format", &format, multi], b"")?;
        let first = String::from_utf8_lossy(&first).into_owned();
        let trim = |s: &str| s.lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
        let printed = String::from_utf8_lossy(&run(&["sh", "-c", cmd], &input)?).into_owned();
        let differs = trim(&printed) != trim(&first) && !ONLY.iter().any(|o| o[0] == program);
        Ok(differs.then(|| {
            format!("{program} ({runtime}) prints another first completion of {multi} than the ports:\n{printed}")
        }))
    }
}

/// The time limit (seconds) of language `lang` (its key: `python`, …) on
/// problem `problem` (`"2580"` or `"2239"`).
fn own_limit(lang: &str, problem: &str) -> Result<f64, String> {
    let rule = Language::ALL
        .into_iter()
        .find(|l| l.key() == lang)
        .ok_or(format!("no language {lang}"))?;
    let problem_ = sudoku_lab::Problem::ALL
        .into_iter()
        .find(|p| p.number().to_string() == problem);
    Ok(rule
        .time_limit(problem_.ok_or(format!("no problem {problem}"))?)
        .as_secs_f64())
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
        assert_eq!(parse_csv(&text), Ok(vec![row.split(',').map(String::from).collect()]));
        assert!(parse_csv(&text.replace(",AC,", ",WA,")).is_err());
        assert!(parse_csv(&text.replace("0.20", "fast")).is_err());
        assert!(parse_csv(&text.replace(",8,", ",eight,")).is_err());
        assert!(parse_csv(&text.replace(",2580,hard", ",2239,hard")).is_ok());
        assert!(parse_csv(&text.replace(",2580,hard", ",1234,hard")).is_err());
        assert!(parse_csv("program\n").is_err());
    }

    #[test]
    fn every_runtime_names_a_program_that_exists() {
        let src = crate::workspace::root().join(BOOK_SRC).join("programs");
        for rt in RUNTIMES {
            for [problem, dir, multi] in PROBLEMS {
                if ONLY.iter().any(|o| o[0] == rt[0] && o[1] != *problem) {
                    continue;
                }
                assert!(src.join(dir).join(rt[0]).is_file(), "{dir}{}", rt[0]);
                assert!(crate::workspace::root().join(multi).is_file(), "{multi}");
            }
        }
    }
}
