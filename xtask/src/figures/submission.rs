//! The table of chapter "Your Baekjoon submission"
//! (`book/src/figures/submission.md`), from `book/src/figures/submission.csv`,
//! which `cargo xtask originals submission --csv` writes from real runs of
//! the original programs on the hardest legal tests the generator finds.

use std::time::Duration;

use sudoku_lab::problem::Language;
use sudoku_lab::units::{Unit, duration};

use super::lang::Edition;
use super::tables::field;

/// One row of `submission.csv`, one program under one runtime: `program`
/// is the post's variant name or a book program's file (`scan.py`),
/// `language` `Java`, `Python`, `C++`, `runtime` `java`, `CPython`, `PyPy3`,
/// `g++`; `problem` 2580 or 2239 and its time `limit`; how many `tests`
/// each program ran; the slowest test's CPU time (user + sys), the median
/// CPU time and the slowest wall time. Times in seconds.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    pub program: String,
    pub language: String,
    pub runtime: String,
    pub problem: u32,
    pub limit: f64,
    pub tests: u32,
    pub max_cpu: f64,
    pub median_cpu: f64,
    pub max_wall: f64,
    /// How many tests were stopped at the bound (`cargo xtask originals
    /// submission` stops a run at twice its language's limit): their CPU
    /// time is the bound, a lower bound of what the program needs.
    pub stopped: u32,
    /// The version of the runtime that ran it, from the CSV's comment
    /// (`3.11.2` for CPython, `7.3.11` for PyPy3), when it names one: a
    /// CPython time means little without it (issue 50: a pyenv build
    /// without optimisations was a third slower than Debian's).
    pub version: Option<String>,
}

/// The versions of CPython and PyPy that the comment lines of a
/// `submission.csv` name (`…; Python 3.11.2; pypy3: Python 3.9.16
/// (7.3.11+dfsg-…`): (CPython's, PyPy's), each when found.
pub fn versions(csv: &str) -> (Option<String>, Option<String>) {
    let comments: Vec<&str> = csv.lines().filter(|l| l.starts_with('#')).collect();
    let cpython = regex::Regex::new(r"(?:^#|; ) ?Python ([0-9]+\.[0-9]+\.[0-9]+)").expect("a regex");
    let pypy = regex::Regex::new(r"pypy3: Python [0-9.]+ \(([0-9]+\.[0-9]+\.[0-9]+)").expect("a regex");
    let find = |re: &regex::Regex| comments.iter().find_map(|l| re.captures(l).map(|c| c[1].to_string()));
    (find(&cpython), find(&pypy))
}

/// The problems of the CPython and PyPy versions that chapter 10's prose
/// writes out beside the model solutions' table (`CPython 3.11.2`,
/// `PyPy3 7.3.11`): each must be the one `models.csv` (`python3: Python
/// X`, `pypy3: Python … (X`) and `submission.csv` recorded, so that a
/// re-measurement with another Python (a pyenv shim on `PATH`) is caught.
/// `chapter` is `submission.md`'s text, the CSVs' texts as read.
pub fn version_problems(chapter: &str, models: &str, submission: &str) -> Vec<String> {
    let in_models = |re: &str| {
        let re = regex::Regex::new(re).expect("a regex");
        models
            .lines()
            .filter(|l| l.starts_with('#'))
            .find_map(|l| re.captures(l).map(|c| c[1].to_string()))
    };
    let (sub_cpython, sub_pypy) = versions(submission);
    let recorded = [
        ("CPython", in_models(r"python3: Python ([0-9.]+)"), sub_cpython),
        (
            "PyPy3",
            in_models(r"pypy3: Python [0-9.]+ \(([0-9]+\.[0-9]+\.[0-9]+)"),
            sub_pypy,
        ),
    ];
    let mut problems = Vec::new();
    for (runtime, models, submission) in recorded {
        let written = regex::Regex::new(&format!(r"\({runtime} ([0-9]+\.[0-9]+\.[0-9]+)\)")).expect("a regex");
        for c in written.captures_iter(chapter) {
            for (csv, v) in [("models.csv", &models), ("submission.csv", &submission)] {
                if v.as_deref() != Some(&c[1]) {
                    problems.push(format!("submission.md says {runtime} {}, {csv} recorded {v:?}", &c[1]));
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    problems
}

/// The rows of `submission.csv` (`#` lines are comments; the first other
/// line is the header).
pub fn parse(csv: &str) -> Result<Vec<Timing>, String> {
    let mut lines = crate::workspace::csv_records(csv, None).into_iter();
    lines.next().ok_or("no header")?;
    let (cpython, pypy) = versions(csv);
    let row = |(n, f): (usize, Vec<String>)| {
        if f.len() != 11 {
            return Err(format!("line {n}: expected 11 fields: {}", f.join(",")));
        }
        Ok(Timing {
            program: f[0].clone(),
            language: f[1].clone(),
            runtime: f[2].clone(),
            problem: field(&f[3], n)?,
            limit: field(&f[4], n)?,
            tests: field(&f[5], n)?,
            max_cpu: field(&f[6], n)?,
            median_cpu: field(&f[7], n)?,
            max_wall: field(&f[8], n)?,
            stopped: field(&f[10], n)?,
            version: match f[2].as_str() {
                "CPython" => cpython.clone(),
                "PyPy3" => pypy.clone(),
                _ => None,
            },
        })
    };
    lines.map(row).collect()
}

/// Seconds as the CLI writes them: `0.36 s`, `0.00 s`.
fn seconds(s: f64) -> String {
    duration(Duration::from_secs_f64(s), Unit::Seconds)
}

/// The language whose time limit a row's program gets: by its runtime
/// (`java`, `CPython`, `PyPy3`), else native.
fn language(t: &Timing) -> Language {
    match t.runtime.as_str() {
        "java" => Language::Java,
        "kotlin" => Language::Kotlin,
        "CPython" => Language::Python,
        "PyPy3" => Language::Pypy,
        _ => Language::Native,
    }
}

/// The Markdown table: program, language and runtime, problem and the
/// time limit in the program's language (Baekjoon's extra time included:
/// 2580 is 3 s in Java), the slowest and median CPU time, the slowest wall
/// time, and how much of that limit the slowest test used.
pub fn table(rows: &[Timing], lang: Edition) -> String {
    let mut out = format!("{}\n|---|---|---|---:|---:|---:|---:|\n", lang.t("| program | language (runtime) | problem, time limit in the language | CPU, slowest test | CPU, median | wall, slowest | of that limit |"));
    for t in rows {
        let name = if t.program.ends_with(".py") {
            lang.fill("`{0}` (this book's)", &[&t.program])
        } else {
            lang.fill("{0} (the post's)", &[&t.program])
        };
        let (mut cpu, mut median, wall) = (seconds(t.max_cpu), seconds(t.median_cpu), seconds(t.max_wall));
        let limit = language(t).limit(Duration::from_secs_f64(t.limit)).as_secs_f64();
        let (problem, mut share) = (t.problem, format!("{:.0}%", 100.0 * t.max_cpu / limit));
        if t.stopped > 0 {
            // Stopped at the bound: the time is a lower bound.
            let over = lang.fill("over {0}", &[&cpu]);
            share = format!("> {share}");
            if 2 * t.stopped > t.tests {
                median = over.clone();
            }
            cpu = over;
        }
        let runtime = match &t.version {
            Some(v) => format!("{} {v}", t.runtime),
            None => t.runtime.clone(),
        };
        out += &format!(
            "| {name} | {} ({runtime}) | {problem}, {limit} s | {cpu} | {median} | {wall} | {share} |\n",
            t.language
        );
    }
    if let Some(t) = rows.first() {
        let note = lang.fill(
            "{0} tests each; CPU time is user + system time of the whole process, as a judge counts it. A run is stopped at twice its language's limit: \"over\" is such a run.",
            &[&t.tests],
        );
        out += &format!("\n{note}\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const CSV: &str = "# comment\n# javac 17; Python 3.11.2; pypy3: Python 3.9.16 (7.3.11+dfsg-2, Dec 30 2024)\nprogram,language,runtime,problem,time_limit_s,tests,max_cpu_s,median_cpu_s,max_wall_s,median_wall_s\n\
        scan.py,Python,CPython,2580,1,12,0.360,0.250,0.371,0.3,0\nhole-array,C++,g++,2580,1,12,0.000,0.000,0.005,0.004,0\n\
        check-arrays,Python,CPython,2580,1,12,10.000,10.000,12.5,12.0,12\n";

    #[test]
    fn parses_and_tabulates() {
        let rows = parse(CSV).unwrap();
        assert_eq!(rows.len(), 3);
        assert_eq!(versions(CSV), (Some("3.11.2".into()), Some("7.3.11".into())));
        assert_eq!(versions("# g++ 12\nh\n"), (None, None));
        let both = table(&rows, Edition::En) + &table(&rows, Edition::Ko);
        for want in [
            "| `scan.py` (this book's) | Python (CPython 3.11.2) | 2580, 5 s | 0.36 s | 0.25 s | 0.37 s | 7% |",
            "| hole-array (the post's) | C++ (g++) | 2580, 1 s | 0.00 s | 0.00 s | 0.01 s |",
            "| `scan.py` (이 책의 코드) | Python (CPython 3.11.2) | 2580, 5 s | 0.36 s | 0.25 s | 0.37 s | 7% |",
            "| hole-array (원글의 코드) | C++ (g++) | 2580, 1 s | 0.00 s | 0.00 s | 0.01 s |",
            "프로그램마다 테스트 12개",
            "| check-arrays (the post's) | Python (CPython 3.11.2) | 2580, 5 s | over 10.00 s | over 10.00 s | 12.50 s | > 200% |",
        ] {
            assert!(both.contains(want), "{want:?} not in {both}");
        }
    }

    #[test]
    fn the_versions_written_out_are_the_recorded_ones() {
        let models = "# Tools: python3: Python 3.11.2; pypy3: Python 3.9.16 (7.3.11+dfsg Dec 30)\nh\n";
        let chapter = "| `model.py` (CPython 3.11.2) | `model.py` (PyPy3 7.3.11) |";
        assert!(version_problems(chapter, models, CSV).is_empty());
        let stale = version_problems("| `model.py` (CPython 3.11.7) |", models, CSV);
        assert_eq!(stale.len(), 2, "{stale:?}");
        assert!(stale[0].contains("CPython 3.11.7"), "{stale:?}");
    }

    #[test]
    fn a_short_row_is_an_error() {
        let err = parse("h\nscan.py,Python\n").unwrap_err();
        assert!(err.contains("line 2: expected 11 fields"), "{err}");
    }
}
