//! `sudoku-lab` with no arguments: the five posts' solvers side by side on
//! the BOJ 2580 sample.

use std::time::{Duration, Instant};

use sudoku_lab::format::{self, Format};
use sudoku_lab::{Budget, CellsRead, Grid, NoTrace, Report, TraceHash, Variant, program};

use crate::error::Error;
use crate::exit::Code;
use crate::output::{human, table, write_stdout};

/// The sample input of Baekjoon 2580.
pub const SAMPLE_2580: &str = "\
0 3 5 4 6 9 2 7 8
7 8 2 1 0 5 6 0 9
0 6 0 2 7 8 1 3 5
3 2 1 0 4 6 8 9 7
8 0 4 9 1 3 5 0 6
5 9 6 8 2 0 4 1 3
9 1 7 6 5 2 0 8 0
6 0 3 7 0 1 9 5 2
2 5 8 3 9 4 7 6 0
";

/// Solves the sample with each port, prints each program's exact output
/// and a table of their work, and checks that they agree.
pub fn run() -> Result<Code, Error> {
    let puzzle = format::parse_first(SAMPLE_2580.as_bytes(), Format::Boj2580).expect("the sample parses");
    let mut out = String::new();
    out.push_str(&format!(
        "sudoku-lab: five blog posts' backtracking solvers for Baekjoon 2580/2239, side by side.\n\n\
         The BOJ 2580 sample ({} blanks):\n{SAMPLE_2580}",
        puzzle.blanks()
    ));
    let mut rows = Vec::new();
    let mut runs: Vec<(Report, TraceHash)> = Vec::new();
    for v in Variant::ALL {
        let (report, trace, read) = show_port(v, &puzzle, &mut out);
        let s = report.stats;
        rows.push(vec![
            v.name().to_string(),
            s.placements.to_string(),
            s.backtracks.to_string(),
            s.calls.to_string(),
            s.candidate_checks.to_string(),
            read.0.to_string(),
            human(time_per_solve(v, &puzzle)),
        ]);
        runs.push((report, trace));
    }
    out.push('\n');
    out.push_str(&table(
        &[
            "variant",
            "placements",
            "backtracks",
            "calls",
            "candidate checks",
            "cells read",
            "time per solve",
        ],
        rows,
    ));
    let agree = conclude(&runs, &mut out);
    write_stdout(out.as_bytes())?;
    Ok(if agree { Code::Success } else { Code::Failure })
}

/// Solves the sample with one port and adds its post and its program's
/// exact output to `out`.
fn show_port(v: Variant, puzzle: &Grid, out: &mut String) -> (Report, TraceHash, CellsRead) {
    let post = v.post();
    let mut observer = (TraceHash::default(), CellsRead::default());
    let report = v.solve(puzzle, Budget::UNLIMITED, &mut observer);
    let (trace, read) = observer;
    let bytes = program::output(v, &report);
    out.push_str(&format!(
        "\n== {v}: {}, BOJ {}, \"{}\"; {}\n{}",
        post.language,
        post.problem,
        post.title,
        post.functions,
        String::from_utf8_lossy(&bytes)
    ));
    out.push_str(&format!(
        "({} bytes, exactly what the original program prints; `sudoku-lab run {v}` writes them alone)\n",
        bytes.len()
    ));
    (report, trace, read)
}

/// Adds whether the five agree, and what to try next, to `out`; true when
/// they agree.
fn conclude(runs: &[(Report, TraceHash)], out: &mut String) -> bool {
    let (first, first_trace) = &runs[0];
    let counters = |r: &Report| (r.stats.placements, r.stats.backtracks, r.stats.candidate_checks);
    let agree = runs
        .iter()
        .all(|(r, t)| r.outcome == first.outcome && t == first_trace && counters(r) == counters(first));
    if agree {
        out.push_str(&format!(
            "\nAll five agree: the same solution, and the same {} placements and {} undos in the same order\n\
             (one search tree; `calls` and `cells read` differ because the posts' functions differ).\n",
            first.stats.placements, first.stats.backtracks
        ));
    } else {
        out.push_str("\nThe five ports DISAGREE on the sample: run `sudoku-lab compare` for details.\n");
    }
    // The last port in the posts' order is the one the demo suggests tracing.
    let traced = Variant::ALL[Variant::ALL.len() - 1];
    out.push_str(&format!(
        "\nNext: `sudoku-lab compare data/norvig/top95.txt --max-placements 1000000`, \
         `sudoku-lab trace {traced}`, `sudoku-lab --help`.\n",
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
