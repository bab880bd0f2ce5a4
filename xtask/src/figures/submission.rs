//! The table of chapter "Your Baekjoon submission"
//! (`book/src/figures/submission.md`), from `book/src/figures/submission.csv`,
//! which `cargo xtask originals submission --csv` writes from real runs of
//! the original programs on the hardest legal tests the generator finds.

/// One row of `submission.csv`: one program under one runtime.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    /// The post's variant name, or a book program's file name (`scan.py`).
    pub program: String,
    /// `Java`, `Python`, `C++`.
    pub language: String,
    /// `java`, `CPython`, `PyPy3`, `g++`.
    pub runtime: String,
    /// 2580 or 2239.
    pub problem: u32,
    /// The problem's time limit, seconds.
    pub limit: f64,
    /// How many tests each program ran.
    pub tests: u32,
    /// The slowest test's CPU time (user + sys), seconds.
    pub max_cpu: f64,
    /// The median CPU time, seconds.
    pub median_cpu: f64,
    /// The slowest test's wall time, seconds.
    pub max_wall: f64,
}

/// The rows of `submission.csv` (`#` lines are comments; the first other
/// line is the header).
pub fn parse(csv: &str) -> Result<Vec<Timing>, String> {
    let mut lines = crate::workspace::csv_lines(csv);
    lines.next().ok_or("submission.csv: no header")?;
    lines
        .map(|(n, line)| {
            let bad = |what: &str| format!("submission.csv line {n}: {what}: {line}");
            let f: Vec<&str> = line.split(',').collect();
            if f.len() != 10 {
                return Err(bad("expected 10 fields"));
            }
            let num = |k: usize| f[k].parse::<f64>().map_err(|_| bad("not a number"));
            Ok(Timing {
                program: f[0].to_string(),
                language: f[1].to_string(),
                runtime: f[2].to_string(),
                problem: f[3].parse().map_err(|_| bad("not a problem number"))?,
                limit: num(4)?,
                tests: f[5].parse().map_err(|_| bad("not a count"))?,
                max_cpu: num(6)?,
                median_cpu: num(7)?,
                max_wall: num(8)?,
            })
        })
        .collect()
}

use std::time::Duration;

use sudoku_lab::problem::{Unit, duration};

use super::lang::Lang;

/// Seconds as the CLI writes them: `0.36 s`, `0.00 s`.
fn seconds(s: f64) -> String {
    duration(Duration::from_secs_f64(s), Unit::Seconds)
}

/// The Markdown table: program, language and runtime, problem and limit,
/// the slowest and median CPU time, the slowest wall time, and how much
/// of the limit the slowest test used; in `lang`.
pub fn table(rows: &[Timing], lang: Lang) -> String {
    let mut out = format!("{}\n|---|---|---|---:|---:|---:|---:|\n", lang.t("| program | language (runtime) | problem, time limit | CPU, slowest test | CPU, median | wall, slowest | of the limit |"));
    for t in rows {
        let name = if t.program.ends_with(".py") {
            lang.fill("`{0}` (this book's)", &[&t.program])
        } else {
            lang.fill("{0} (the post's)", &[&t.program])
        };
        out.push_str(&format!(
            "| {name} | {} ({}) | {}, {} s | {} | {} | {} | {:.0}% |\n",
            t.language,
            t.runtime,
            t.problem,
            t.limit,
            seconds(t.max_cpu),
            seconds(t.median_cpu),
            seconds(t.max_wall),
            100.0 * t.max_cpu / t.limit
        ));
    }
    if let Some(t) = rows.first() {
        out.push_str(&format!(
            "\n{}\n",
            lang.fill(
                "{0} tests each; CPU time is user + system time of the whole process, as a judge counts it.",
                &[&t.tests]
            )
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const CSV: &str = "# comment\nprogram,language,runtime,problem,time_limit_s,tests,max_cpu_s,median_cpu_s,max_wall_s,median_wall_s\n\
        scan.py,Python,CPython,2580,1,12,0.360,0.250,0.371,0.3\nhole-array,C++,g++,2580,1,12,0.000,0.000,0.005,0.004\n";

    #[test]
    fn parses_and_tabulates() {
        let rows = parse(CSV).unwrap();
        assert_eq!(rows.len(), 2);
        let t = table(&rows, Lang::En);
        assert!(
            t.contains("| `scan.py` (this book's) | Python (CPython) | 2580, 1 s | 0.36 s | 0.25 s | 0.37 s | 36% |"),
            "{t}"
        );
        assert!(
            t.contains("| hole-array (the post's) | C++ (g++) | 2580, 1 s | 0.00 s | 0.00 s | 0.01 s |"),
            "{t}"
        );
        let ko = table(&rows, Lang::Ko);
        assert!(
            ko.contains("| `scan.py` (이 책의 코드) | Python (CPython) | 2580, 1 s | 0.36 s | 0.25 s | 0.37 s | 36% |"),
            "{ko}"
        );
        assert!(
            ko.contains("| hole-array (원글의 코드) | C++ (g++) | 2580, 1 s | 0.00 s | 0.00 s | 0.01 s |"),
            "{ko}"
        );
        assert!(ko.contains("프로그램마다 테스트 12개"), "{ko}");
    }

    #[test]
    fn a_short_row_is_an_error() {
        let err = parse("h\nscan.py,Python\n").unwrap_err();
        assert!(err.contains("line 2: expected 10 fields"), "{err}");
    }
}
