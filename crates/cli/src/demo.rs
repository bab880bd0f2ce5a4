//! `sudoku-lab` with no arguments: the five posts' solvers side by side,
//! first on the BOJ 2580 sample (what each program prints), then on a hard
//! legal 2580 test, where their work is the same and their time is not.

use std::time::{Duration, Instant};

use sudoku_lab::format::{self, Format};
use sudoku_lab::generate::HARD_2580;
use sudoku_lab::units::{Unit, duration, thousands};
use sudoku_lab::{Budget, CellsRead, Grid, NoTrace, Problem, Report, TraceHash, Variant, program};

use crate::exit::Code;
use crate::messages as m;
use crate::output::{capitalized, number_word, table, write_stdout};

/// Where the book is published (`.github/workflows/book.yml`); the Korean
/// edition is under `ko/`.
pub const BOOK: &str = "https://sudoku-lab.github.io/sudoku-lab/";

/// Solves the sample with each port and shows what each program prints,
/// then the hard test with a table of their work and time, and checks
/// that they agree.
pub fn run() -> Code {
    let sample = Problem::Boj2580.sample();
    let puzzle = format::parse_first(sample.as_bytes(), Format::Boj2580).expect("the sample parses");
    let ports = how_many(Variant::ALL.len());
    let mut out = String::new();
    out.push_str(&format!(
        "sudoku-lab: {}\n\n{}\n{sample}\n{}\n",
        m::DEMO_INTRO.fill(&[&ports]),
        m::DEMO_SAMPLE.fill(&[&puzzle.blanks()]),
        m::DEMO_PRINTS.text()
    ));
    for v in Variant::ALL {
        show_output(v, &puzzle, &mut out);
    }
    let hard = format::parse_first(HARD_2580.as_bytes(), Format::Line).expect("the hard test parses");
    let cnt = sudoku_lab::validate::cnt_12095(&hard).map_or(m::DEMO_OVER_THE_CAP.text().to_string(), thousands);
    let cap = thousands(sudoku_lab::validate::CNT_LIMIT);
    // The work each port does on the sample: (placements, backtracks).
    let work = Variant::ALL.map(|v| {
        let s = v.solve(&puzzle, Budget::UNLIMITED, &mut NoTrace).stats;
        (s.placements, s.backtracks)
    });
    let on_sample = match work {
        [(placements, backtracks), ..] if work.iter().all(|&w| w == work[0]) => {
            let backtracks = match backtracks {
                0 => m::DEMO_NO_BACKTRACK.text().to_string(),
                1 => m::DEMO_ONE_BACKTRACK.text().to_string(),
                n => m::DEMO_BACKTRACKS.fill(&[&n]),
            };
            m::DEMO_SAME_WORK.fill_named(&[
                ("ports", &ports),
                ("placements", &placements),
                ("backtracks", &backtracks),
            ])
        }
        _ => m::DEMO_WORK_DIFFERS.text().to_string(),
    };
    out.push_str(&format!(
        "\n{on_sample}\n{}\n{HARD_2580}\n\n",
        m::DEMO_HARD.fill(&[&cnt, &cap])
    ));
    let mut rows = Vec::new();
    let mut runs: Vec<(Report, TraceHash)> = Vec::new();
    for v in Variant::ALL {
        let mut observer = (TraceHash::default(), CellsRead::default());
        let report = v.solve(&hard, Budget::UNLIMITED, &mut observer);
        let (trace, read) = observer;
        let s = report.stats;
        rows.push(vec![
            v.name().to_string(),
            s.placements.to_string(),
            s.backtracks.to_string(),
            s.calls.to_string(),
            s.digit_tests.to_string(),
            read.0.to_string(),
            duration(time_per_solve(v, &hard), Unit::Fit),
        ]);
        runs.push((report, trace));
    }
    out.push_str(&table(
        &[
            m::COL_VARIANT.text(),
            m::COL_PLACEMENTS.text(),
            m::COL_BACKTRACKS.text(),
            m::COL_CALLS.text(),
            m::COL_DIGIT_TESTS.text(),
            m::COL_CELLS_READ.text(),
            m::COL_TIME_PER_SOLVE.text(),
        ],
        rows,
    ));
    let agree = conclude(&runs, &mut out);
    write_stdout(out.as_bytes());
    if agree { Code::Success } else { Code::Failure }
}

/// How many ports, as the console says it: a word in English (`five`),
/// a number in Korean (`5`), as `compare` does.
fn how_many(n: usize) -> String {
    match m::ui() {
        m::Ui::En => number_word(n),
        m::Ui::Ko => n.to_string(),
    }
}

/// One line for what `v`'s program prints for `puzzle`: its post, the
/// number of bytes, the first line with its spaces, and what follows.
fn show_output(v: Variant, puzzle: &Grid, out: &mut String) {
    let post = v.post();
    let report = v.solve(puzzle, Budget::UNLIMITED, &mut NoTrace);
    let bytes = program::output(v, &report);
    let text = String::from_utf8_lossy(&bytes);
    let lines: Vec<&str> = text.split_terminator('\n').collect();
    let first = lines.first().copied().unwrap_or_default();
    let rest = match lines.len() {
        9 => String::new(),
        10 => m::DEMO_ONE_EMPTY_LINE.text().to_string(),
        n => m::DEMO_EMPTY_LINES.fill(&[&(n - 9)]),
    };
    let line = m::DEMO_OUTPUT.fill_named(&[
        ("variant", &format!("{:<13}", v.name())),
        ("bytes", &format!("{:>3}", bytes.len())),
        ("first", &first),
        ("rest", &rest),
        ("language", &post.language()),
        ("problem", &post.problem),
        ("title", &post.title),
    ]);
    out.push_str(&line);
    out.push('\n');
}

/// Adds whether the five agree, and what to try next, to `out`; true when
/// they agree.
fn conclude(runs: &[(Report, TraceHash)], out: &mut String) -> bool {
    let (first, first_trace) = &runs[0];
    let counters = |r: &Report| (r.stats.placements, r.stats.backtracks, r.stats.digit_tests);
    let agree = runs
        .iter()
        .all(|(r, t)| r.outcome == first.outcome && t == first_trace && counters(r) == counters(first));
    if agree {
        let all = match m::ui() {
            m::Ui::En => capitalized(&format!("all {}", number_word(runs.len()))),
            m::Ui::Ko => runs.len().to_string(),
        };
        let (placements, backtracks) = (first.stats.placements, first.stats.backtracks);
        let (cells_read, calls) = (m::COL_CELLS_READ.text(), m::COL_CALLS.text());
        let text = m::DEMO_AGREE.fill_named(&[
            ("ports", &all),
            ("placements", &placements),
            ("backtracks", &backtracks),
            ("cells_read", &cells_read),
            ("calls", &calls),
            ("book", &BOOK),
        ]);
        out.push_str(&format!("\n{text}\n"));
    } else {
        out.push_str(&format!("\n{}\n", m::DEMO_DISAGREE.fill(&[&how_many(runs.len())])));
    }
    // The last port in the posts' order is the one the demo suggests tracing.
    let traced = Variant::ALL[Variant::ALL.len() - 1];
    out.push_str(&format!(
        "\n{}\n{}\n",
        m::DEMO_NEXT.fill(&[&traced]),
        crate::install::text()
    ));
    agree
}

/// The mean time of one solve, over as many runs as fit in about 20 ms.
fn time_per_solve(v: Variant, puzzle: &Grid) -> Duration {
    let start = Instant::now();
    let mut n = 0u32;
    while n == 0 || start.elapsed() < Duration::from_millis(20) {
        std::hint::black_box(v.solve(std::hint::black_box(puzzle), Budget::UNLIMITED, &mut NoTrace));
        n += 1;
    }
    start.elapsed() / n
}
