//! The model of Baekjoon's data (`sudoku_lab::stress::baekjoon`), fitted
//! from the calibration set under `data/baekjoon/`: `submissions.csv`
//! (real accepted submissions: who, where, Baekjoon's recorded time) and
//! `measurements.csv` (each one's CPU time here on tests of known 12095
//! `cnt`). [`fit`] is the model, [`model_rs`] the library's generated
//! constants (`src/stress/baekjoon/model.rs`), [`table`] the book's
//! figure (`book/src/figures/baekjoon.md`). How the model reasons is the
//! library module's doc; this file only computes it.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use sudoku_lab::Problem;
use sudoku_lab::problem::Language;
use sudoku_lab::stress::baekjoon::{Slowest, Speed};
use sudoku_lab::units::thousands;
use sudoku_lab::validate::CNT_LIMIT;

use super::lang::Edition;
use super::tables::field;

/// Where the calibration set is, from the workspace root.
pub const SUBMISSIONS: &str = "data/baekjoon/submissions.csv";
/// See [`SUBMISSIONS`].
pub const MEASUREMENTS: &str = "data/baekjoon/measurements.csv";
/// The library's generated constants, from the workspace root.
pub const MODEL_RS: &str = "src/stress/baekjoon/model.rs";

/// One accepted submission: `id`, the problem, its language, Baekjoon's
/// recorded time (ms) and memory (KB), and where it is (repository,
/// commit, path).
#[derive(Clone, Debug, PartialEq)]
pub struct Submission {
    pub id: String,
    pub problem: Problem,
    pub language: Language,
    pub time_ms: f64,
    pub memory_kb: u64,
    pub repo: String,
    pub commit: String,
    pub path: String,
}

/// The language column's words: `C++`, `Java`, `Kotlin`, `PyPy3`,
/// `Python 3`.
fn language(s: &str, n: usize) -> Result<Language, String> {
    match s {
        "C++" => Ok(Language::Native),
        "Java" => Ok(Language::Java),
        "Kotlin" => Ok(Language::Kotlin),
        "PyPy3" => Ok(Language::Pypy),
        "Python 3" => Ok(Language::Python),
        _ => Err(format!("line {n}: unknown language {s:?}")),
    }
}

fn problem(s: &str, n: usize) -> Result<Problem, String> {
    match s {
        "2580" => Ok(Problem::Boj2580),
        "2239" => Ok(Problem::Boj2239),
        _ => Err(format!("line {n}: unknown problem {s:?}")),
    }
}

/// The rows of `submissions.csv` (header first; `#` lines are comments):
/// `id,problem,language,baekjoon_time_ms,baekjoon_memory_kb,repo,commit,path,…`.
pub fn parse_submissions(csv: &str) -> Result<Vec<Submission>, String> {
    let mut lines = crate::workspace::csv_records(csv, None).into_iter();
    lines.next().ok_or("no header")?;
    lines
        .map(|(n, f)| {
            if f.len() < 8 {
                return Err(format!("line {n}: expected at least 8 fields: {}", f.join(",")));
            }
            Ok(Submission {
                id: f[0].clone(),
                problem: problem(&f[1], n)?,
                language: language(&f[2], n)?,
                time_ms: field(&f[3], n)?,
                memory_kb: field(&f[4], n)?,
                repo: f[5].clone(),
                commit: f[6].clone(),
                path: f[7].clone(),
            })
        })
        .collect()
}

/// The rows of `measurements.csv` (header first): `id,cnt,cpu_s,…`, the
/// median CPU time (user + system, seconds) of a submission on a test of
/// that `cnt`; by id, in file order.
pub fn parse_measurements(csv: &str) -> Result<BTreeMap<String, Vec<(f64, f64)>>, String> {
    let mut lines = crate::workspace::csv_records(csv, None).into_iter();
    lines.next().ok_or("no header")?;
    let mut out: BTreeMap<String, Vec<(f64, f64)>> = BTreeMap::new();
    for (n, f) in lines {
        if f.len() < 3 {
            return Err(format!("line {n}: expected at least 3 fields: {}", f.join(",")));
        }
        let cnt: u64 = field(&f[1], n)?;
        out.entry(f[0].clone())
            .or_default()
            .push((cnt as f64, field(&f[2], n)?));
    }
    Ok(out)
}

/// A straight line `cpu = a + b × cnt` (seconds) by least squares.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Line {
    pub a: f64,
    pub b: f64,
}

impl Line {
    /// Through `points` (`cnt`, `cpu`); `None` with fewer than 3 points,
    /// no spread of `cnt`, or a time that does not grow with it.
    pub fn fit(points: &[(f64, f64)]) -> Option<Line> {
        let n = points.len() as f64;
        if points.len() < 3 {
            return None;
        }
        let (mx, my) = points.iter().fold((0.0, 0.0), |(x, y), &(c, t)| (x + c / n, y + t / n));
        let (sxy, sxx) = points.iter().fold((0.0, 0.0), |(xy, xx), &(c, t)| {
            (xy + (c - mx) * (t - my), xx + (c - mx) * (c - mx))
        });
        if sxx == 0.0 || sxy <= 0.0 {
            return None;
        }
        let b = sxy / sxx;
        Some(Line { a: my - b * mx, b })
    }

    /// The CPU time at `cnt`, seconds.
    pub fn at(self, cnt: f64) -> f64 {
        self.a + self.b * cnt
    }

    /// The `cnt` at which the CPU time is `cpu` seconds.
    pub fn cnt_at(self, cpu: f64) -> f64 {
        (cpu - self.a) / self.b
    }
}

/// One submission in the model: its line here, and what Baekjoon's time
/// says through it: for C++, the `cnt` of its slowest test on Baekjoon
/// (clamped to 0 and the cap); for every language, Baekjoon's time over
/// the time here at the problem's estimate.
#[derive(Clone, Debug, PartialEq)]
pub struct Fitted {
    pub submission: Submission,
    pub line: Line,
    /// The highest `cnt` measured.
    pub max_cnt: f64,
    /// C++ only: the `cnt` whose time here is Baekjoon's time.
    pub implied_cnt: Option<u64>,
    /// Baekjoon's time over the time here at the problem's estimate.
    pub ratio: f64,
}

/// The whole model.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub fitted: Vec<Fitted>,
    /// Each problem's estimate of its slowest test (the library's type).
    pub estimates: Vec<(Problem, Slowest)>,
    /// Each language's speed (the library's type).
    pub speeds: Vec<(Language, Speed)>,
}

fn median(sorted: &[f64]) -> f64 {
    let n = sorted.len();
    if n % 2 == 1 {
        sorted[n / 2]
    } else {
        (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    }
}

fn sorted(mut v: Vec<f64>) -> Vec<f64> {
    v.sort_by(f64::total_cmp);
    v
}

/// Fits the model (the library module's doc says how). An error names a
/// submission with too few measurements, or a problem with fewer than 3
/// C++ submissions.
pub fn fit(submissions: &[Submission], measured: &BTreeMap<String, Vec<(f64, f64)>>) -> Result<Model, String> {
    let cap = (CNT_LIMIT - 1) as f64;
    let mut fitted = Vec::new();
    for s in submissions {
        let points = measured.get(&s.id).ok_or_else(|| format!("{}: no measurement", s.id))?;
        let line = Line::fit(points).ok_or_else(|| format!("{}: no line through its measurements", s.id))?;
        let max_cnt = points.iter().map(|p| p.0).fold(0.0, f64::max);
        let implied_cnt =
            (s.language == Language::Native).then(|| line.cnt_at(s.time_ms / 1000.0).clamp(0.0, cap).round() as u64);
        fitted.push(Fitted {
            submission: s.clone(),
            line,
            max_cnt,
            implied_cnt,
            ratio: 0.0,
        });
    }
    let mut estimates = Vec::new();
    for problem in Problem::ALL {
        let cnts = sorted(
            fitted
                .iter()
                .filter(|f| f.submission.problem == problem)
                .filter_map(|f| f.implied_cnt.map(|c| c as f64))
                .collect(),
        );
        if cnts.len() < 3 {
            return Err(format!("{problem}: {} C++ submissions; the model needs 3", cnts.len()));
        }
        estimates.push((
            problem,
            Slowest {
                cnt: median(&cnts).round() as u64,
                low: cnts[0] as u64,
                high: cnts[cnts.len() - 1] as u64,
                submissions: cnts.len(),
            },
        ));
    }
    for f in &mut fitted {
        let (_, e) = estimates
            .iter()
            .find(|(p, _)| *p == f.submission.problem)
            .expect("every problem");
        f.ratio = f.submission.time_ms / 1000.0 / f.line.at(e.cnt as f64);
    }
    let speeds = Language::ALL
        .into_iter()
        .filter_map(|language| {
            let r = sorted(
                fitted
                    .iter()
                    .filter(|f| f.submission.language == language)
                    .map(|f| f.ratio)
                    .collect(),
            );
            (!r.is_empty()).then(|| {
                let speed = Speed {
                    factor: median(&r),
                    low: r[0],
                    high: r[r.len() - 1],
                    submissions: r.len(),
                };
                (language, speed)
            })
        })
        .collect();
    Ok(Model {
        fitted,
        estimates,
        speeds,
    })
}

/// A ratio with two decimals, as a Rust `f64` literal.
fn literal(x: f64) -> String {
    format!("{x:.2}")
}

/// `src/stress/baekjoon/model.rs`: the estimates and speeds as constants.
pub fn model_rs(m: &Model) -> String {
    let mut out = String::from(
        "//! The model's numbers, written by `cargo xtask figures` from\n\
         //! `data/baekjoon/submissions.csv` and `measurements.csv` (how: the\n\
         //! parent module's doc). Do not edit: `cargo xtask book --check`\n\
         //! fails when this file is not what the data gives.\n\n\
         use super::{Slowest, Speed};\n\
         use crate::problem::Language;\n",
    );
    for (problem, e) in &m.estimates {
        let _ = write!(
            out,
            "\n/// {problem}: the 12095 `cnt` of Baekjoon's slowest test, from {n} C++ submissions.\n\
             pub const SLOWEST_{problem}: Slowest = Slowest {{\n    cnt: {cnt},\n    low: {low},\n    high: {high},\n    submissions: {n},\n}};\n",
            n = e.submissions,
            cnt = underscored(e.cnt),
            low = underscored(e.low),
            high = underscored(e.high),
        );
    }
    let _ = write!(
        out,
        "\n/// Baekjoon's CPU time over the calibration machine's, per language in\n\
         /// the calibration set.\npub const SPEEDS: [(Language, Speed); {}] = [\n",
        m.speeds.len()
    );
    for (language, s) in &m.speeds {
        let _ = writeln!(
            out,
            "    (\n        Language::{:?},\n        Speed {{\n            factor: {},\n            low: {},\n            high: {},\n            submissions: {},\n        }},\n    ),",
            language,
            literal(s.factor),
            literal(s.low),
            literal(s.high),
            s.submissions
        );
    }
    out.push_str("];\n");
    out
}

/// `book/src/figures/baekjoon.csv`: the model's numbers for the book's
/// prose (`{{#measure baekjoon.estimate.2580.value}}`,
/// `baekjoon.speed.pypy3.value`, …).
pub fn csv(m: &Model) -> String {
    let mut out = String::from(
        "# Written by cargo xtask figures from data/baekjoon/ (the model of Baekjoon's data: sudoku_lab::stress::baekjoon).\n\
         # estimate: the 12095 cnt of Baekjoon's slowest test of the problem; speed: Baekjoon's CPU time over this machine's.\n\
         what,name,value,low,high,submissions\n",
    );
    for (problem, e) in &m.estimates {
        let _ = writeln!(
            out,
            "estimate,{problem},{},{},{},{}",
            e.cnt, e.low, e.high, e.submissions
        );
    }
    for (language, s) in &m.speeds {
        let _ = writeln!(
            out,
            "speed,{},{:.2},{:.2},{:.2},{}",
            language_name(*language),
            s.factor,
            s.low,
            s.high,
            s.submissions
        );
    }
    out
}

/// `1234567` as `1_234_567`.
fn underscored(n: u64) -> String {
    thousands(n).replace(',', "_")
}

/// The language as the book names it.
fn language_name(l: Language) -> &'static str {
    match l {
        Language::Native => "C++",
        Language::Java => "Java",
        Language::Kotlin => "Kotlin",
        Language::Pypy => "PyPy3",
        Language::Python => "Python 3",
    }
}

/// The book's figure: the estimate of each problem, each language's
/// speed, then every submission.
pub fn table(m: &Model, lang: Edition) -> String {
    let mut out = format!(
        "{}\n|---|---:|---:|---:|\n",
        lang.t("| problem | slowest test on Baekjoon (12095 cnt), estimate | lowest to highest | C++ submissions |")
    );
    for (problem, e) in &m.estimates {
        let _ = writeln!(
            out,
            "| {problem} | {} | {} – {} | {} |",
            thousands(e.cnt),
            thousands(e.low),
            thousands(e.high),
            e.submissions
        );
    }
    let _ = write!(
        out,
        "\n{}\n|---|---:|---:|---:|\n",
        lang.t("| language | Baekjoon's time over the time here | lowest to highest | submissions |")
    );
    for (language, s) in &m.speeds {
        let _ = writeln!(
            out,
            "| {} | {:.2} | {:.2} – {:.2} | {} |",
            language_name(*language),
            s.factor,
            s.low,
            s.high,
            s.submissions
        );
    }
    let _ = write!(
        out,
        "\n{}\n|---|---|---:|---:|---:|---|\n",
        lang.t(
            "| submission | problem, language | Baekjoon's time | CPU here at the estimate | what it says | where |"
        )
    );
    for f in &m.fitted {
        let s = &f.submission;
        let e = m
            .estimates
            .iter()
            .map(|(p, e)| (*p, e))
            .find(|(p, _)| *p == s.problem)
            .map(|(_, e)| e)
            .expect("every problem");
        let says = match f.implied_cnt {
            Some(c) => lang.fill("slowest test ≈ cnt {0}", &[&thousands(c)]),
            None => lang.fill("Baekjoon × {0}", &[&format!("{:.2}", f.ratio)]),
        };
        let commit: String = s.commit.chars().take(7).collect();
        let _ = writeln!(
            out,
            "| {} | {}, {} | {:.0} ms | {:.2} s | {says} | {}@{commit}: `{}` |",
            s.id,
            s.problem,
            language_name(s.language),
            s.time_ms,
            f.line.at(e.cnt as f64),
            s.repo,
            s.path
        );
    }
    out.push('\n');
    out.push_str(lang.t(
        "The model assumes Baekjoon's C++ runs at the calibration machine's speed; were it k times as fast, every estimate would be about k times as large. CPU time here is the median of 3 runs (user + system) on each test of the ladder, fitted by a straight line against 12095's cnt.",
    ));
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SUBS: &str = "id,problem,language,baekjoon_time_ms,baekjoon_memory_kb,repo,commit,path\n\
        a,2580,C++,100,2000,o/r,abcdef0123,a.cc\nb,2580,C++,50,2000,o/r,abcdef0123,b.cc\n\
        c,2580,C++,200,2000,o/r,abcdef0123,c.cc\nd,2580,PyPy3,1000,110000,o/r,abcdef0123,d.py\n\
        e,2239,C++,100,2000,o/r,abcdef0123,e.cc\nf,2239,C++,100,2000,o/r,abcdef0123,f.cc\n\
        g,2239,C++,100,2000,o/r,abcdef0123,g.cc\n";

    /// Every C++ program costs 10 ms + 10 ns a cnt here; the PyPy3 one
    /// 100 ms + 200 ns a cnt.
    fn measured() -> BTreeMap<String, Vec<(f64, f64)>> {
        let mut m = BTreeMap::new();
        for id in ["a", "b", "c", "e", "f", "g"] {
            m.insert(
                id.to_string(),
                (1..=3).map(|k| (k as f64 * 1e6, 0.01 + k as f64 * 0.01)).collect(),
            );
        }
        m.insert(
            "d".into(),
            (1..=3).map(|k| (k as f64 * 1e6, 0.1 + k as f64 * 0.2)).collect(),
        );
        m
    }

    #[test]
    fn the_estimate_is_the_median_of_the_cpp_submissions_implied_cnts() {
        let m = fit(&parse_submissions(SUBS).unwrap(), &measured()).unwrap();
        // 100 ms = 10 ms + 10 ns x 9M; 50 ms: 4M; 200 ms: 19M, clamped to the cap.
        let (_, e2580) = m.estimates[0];
        assert_eq!(
            (e2580.cnt, e2580.low, e2580.high, e2580.submissions),
            (9_000_000, 4_000_000, 9_999_999, 3)
        );
        // The PyPy3 program: 1,000 ms on Baekjoon, 0.1 + 0.2 x 9 = 1.9 s here.
        let (_, pypy) = m.speeds.iter().find(|(l, _)| *l == Language::Pypy).unwrap();
        assert!((pypy.factor - 1.0 / 1.9).abs() < 1e-9, "{pypy:?}");
        let rs = model_rs(&m);
        assert!(
            rs.contains("pub const SLOWEST_2580: Slowest = Slowest {\n    cnt: 9_000_000,"),
            "{rs}"
        );
        assert!(
            rs.contains("Language::Pypy,\n        Speed {\n            factor: 0.53,"),
            "{rs}"
        );
        let t = table(&m, Edition::En);
        assert!(t.contains("| 2580 | 9,000,000 | 4,000,000 – 9,999,999 | 3 |"), "{t}");
        assert!(
            t.contains("| d | 2580, PyPy3 | 1000 ms | 1.90 s | Baekjoon × 0.53 | o/r@abcdef0: `d.py` |"),
            "{t}"
        );
    }

    /// The calibration run of the default kind (`data/baekjoon/default-kind.csv`):
    /// every submission of the set AC on 100 tests, and the programs whose
    /// authors say CPython got 시간 초과 and PyPy3 맞았습니다 are TLE under
    /// `python` and AC under `pypy` (issue 52's acceptance, as recorded).
    #[test]
    fn the_default_kind_accepts_every_submission_of_the_set() {
        let root = crate::workspace::root();
        let read = |rel: &str| std::fs::read_to_string(root.join(rel)).unwrap();
        let runs = crate::workspace::csv_records(&read("data/baekjoon/default-kind.csv"), None);
        let (header, runs) = runs.split_first().unwrap();
        let col = |name: &str| header.1.iter().position(|c| c == name).unwrap();
        let (id, lang, tests, result) = (col("id"), col("lang"), col("tests"), col("result"));
        for s in parse_submissions(&read(SUBMISSIONS)).unwrap() {
            let run = runs.iter().find(|(_, f)| f[id] == s.id);
            let (_, f) = run.unwrap_or_else(|| panic!("{}: no run of the default kind", s.id));
            assert_eq!((f[tests].as_str(), f[result].as_str()), ("100", "all"), "{}", s.id);
        }
        let both = crate::workspace::csv_records(&read("data/baekjoon/cpython-tle-pypy-ac.csv"), None);
        assert!(both.len() >= 3, "two programs at least");
        for (_, program) in &both[1..] {
            for (l, want) in [("pypy", "all"), ("python", "failed")] {
                let run = runs.iter().find(|(_, f)| f[id] == program[0] && f[lang] == l);
                let (_, f) = run.unwrap_or_else(|| panic!("{} under {l}: no run", program[0]));
                assert_eq!(f[result], want, "{} under {l}", program[0]);
            }
        }
    }

    #[test]
    fn too_few_cpp_submissions_is_an_error() {
        let subs: Vec<Submission> = parse_submissions(SUBS)
            .unwrap()
            .into_iter()
            .filter(|s| s.id != "g")
            .collect();
        let err = fit(&subs, &measured()).unwrap_err();
        assert_eq!(err, "2239: 2 C++ submissions; the model needs 3");
    }
}
