//! `sudoku-lab` with no arguments: the five posts' solvers side by side,
//! first on the BOJ 2580 sample (what each program prints), then on a hard
//! legal 2580 test, where their work is the same and their time is not.

use std::time::{Duration, Instant};

use sudoku_lab::format::{self, Format};
use sudoku_lab::generate::HARD_2580;
use sudoku_lab::units::{Unit, duration, thousands};
use sudoku_lab::{Budget, CellsRead, Grid, NoTrace, Problem, Report, TraceHash, Variant, program};

use crate::exit::Code;
use crate::output::{capitalized, number_word, table, write_stdout};

/// Where the book is published (`.github/workflows/book.yml`); the Korean
/// edition is under `ko/`.
pub const BOOK: &str = "https://sudoku-lab.github.io/sudoku-lab/";

/// The repository, as `repository` in the workspace's `Cargo.toml` gives it.
pub const REPOSITORY: &str = env!("CARGO_PKG_REPOSITORY");

/// Solves the sample with each port and shows what each program prints,
/// then the hard test with a table of their work and time, and checks
/// that they agree.
pub fn run() -> Code {
    let sample = Problem::Boj2580.sample();
    let puzzle = format::parse_first(sample.as_bytes(), Format::Boj2580).expect("the sample parses");
    let ports = number_word(Variant::ALL.len());
    let mut out = String::new();
    out.push_str(&format!(
        "sudoku-lab: {ports} blog posts' backtracking solvers for Baekjoon 2580/2239, side by side.\n\n\
         The BOJ 2580 sample ({} blanks):\n{sample}\n\
         What each post's program prints for it (`sudoku-lab run VARIANT` writes exactly these bytes):\n",
        puzzle.blanks()
    ));
    for v in Variant::ALL {
        show_output(v, &puzzle, &mut out);
    }
    let hard = format::parse_first(HARD_2580.as_bytes(), Format::Line).expect("the hard test parses");
    let cnt = sudoku_lab::validate::cnt_12095(&hard).map_or("over the cap".to_string(), thousands);
    let cap = thousands(sudoku_lab::validate::CNT_LIMIT);
    // The work each port does on the sample: (placements, backtracks).
    let work = Variant::ALL.map(|v| {
        let s = v.solve(&puzzle, Budget::UNLIMITED, &mut NoTrace).stats;
        (s.placements, s.backtracks)
    });
    let on_sample = match work {
        [(placements, backtracks), ..] if work.iter().all(|&w| w == work[0]) => format!(
            "On the sample all {ports} make the same {placements} placements and {}: nothing tells them apart.",
            match backtracks {
                0 => "no backtrack".to_string(),
                1 => "1 backtrack".to_string(),
                n => format!("{n} backtracks"),
            }
        ),
        _ => "On the sample the ports' work differs already.".to_string(),
    };
    out.push_str(&format!(
        "\n{on_sample}\n\
         A longer legal 2580 test does (12095 cnt = {cnt} of a cap of {cap}):\n{HARD_2580}\n\n"
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
            "variant",
            "placements",
            "backtracks",
            "calls",
            "digit tests",
            "cells read",
            "time per solve",
        ],
        rows,
    ));
    let agree = conclude(&runs, &mut out);
    write_stdout(out.as_bytes());
    if agree { Code::Success } else { Code::Failure }
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
        n => format!(", then {} empty line{}", n - 9, if n == 10 { "" } else { "s" }),
    };
    out.push_str(&format!(
        "  {:<13} {:>3} bytes: 9 lines like \"{first}\"{rest}   ({}, BOJ {}: \"{}\")\n",
        v.name(),
        bytes.len(),
        post.language(),
        post.problem,
        post.title
    ));
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
        out.push_str(&format!(
            "\n{} agree: the same solution, and the same {} placements and {} backtracks in the same order\n\
             (one search tree). What differs is the cost of a step: the posts with `cells read` scan up to\n\
             27 cells of the board for every digit they test, the others look it up in tables; and `calls`\n\
             is one per cell or one per blank (one of them is problem 12095's cnt). The book explains it,\n\
             chapter 8, \"One search tree, five speeds\": {BOOK}five-speeds.html\n\
             (한국어판: {BOOK}ko/five-speeds.html).\n",
            capitalized(&format!("all {}", number_word(runs.len()))),
            first.stats.placements,
            first.stats.backtracks
        ));
    } else {
        out.push_str(&format!(
            "\nThe {} ports DISAGREE on the hard test: run `sudoku-lab compare` for details.\n",
            number_word(runs.len())
        ));
    }
    // The last port in the posts' order is the one the demo suggests tracing.
    let traced = Variant::ALL[Variant::ALL.len() - 1];
    out.push_str(&format!(
        "\nNext: `sudoku-lab stress --problem 2580 --cmd 'python3 my_solution.py'` (will yours pass?),\n\
         `sudoku-lab trace {traced} PUZZLE`, `sudoku-lab --help`.\n\
         No `sudoku-lab` command yet?\n{}\n",
        crate::install::TEXT
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
