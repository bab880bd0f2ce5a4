//! Snapshots (insta) of the library's counters and traces: each port's
//! counters on fixed puzzles and the start of the trace the five share. A
//! port that drifts (another search order) shows up as a diff in
//! `tests/snapshots/*.snap`; see "Reviewing snapshots" in the README.

use sudoku_lab::{Budget, CellsRead, Grid, Recorder, Variant};
use sudoku_lab_test::data as common;
use sudoku_lab_test::datasets::{EASY50, PLB, TOP95};

#[test]
fn stats_of_each_port_on_fixed_puzzles() {
    let puzzles: Vec<(String, Grid)> = vec![
        ("sample2580".into(), common::fixture("sample2580.2580.txt")),
        ("sample2239".into(), common::fixture("sample2239.2239.txt")),
        ("multi".into(), common::fixture("multi.2580.txt")),
        ("unsolvable".into(), common::fixture("unsolvable.2580.txt")),
        ("conflict".into(), common::fixture("conflict.2580.txt")),
        ("easy50:1".into(), common::data_puzzle(EASY50.file, 1).grid),
        ("top95:4".into(), common::data_puzzle(TOP95.file, 4).grid),
        ("plb:3".into(), common::data_puzzle(PLB.file, 3).grid),
    ];
    let mut s = format!(
        "{:<12} {:<13} {:>11} {:>10} {:>8} {:>10} {:>10} {:<11}\n",
        "puzzle", "variant", "placements", "backtracks", "calls", "tests", "cells read", "outcome"
    );
    for (name, puzzle) in &puzzles {
        for v in Variant::ALL {
            let mut read = CellsRead::default();
            let r = v.solve(puzzle, Budget::placements(common::BUDGET), &mut read);
            s.push_str(&format!(
                "{:<12} {:<13} {:>11} {:>10} {:>8} {:>10} {:>10} {:<11}\n",
                name,
                v.name(),
                r.stats.placements,
                r.stats.backtracks,
                r.stats.calls,
                r.stats.digit_tests,
                read.0,
                r.outcome.label()
            ));
        }
    }
    // No padding after the last column.
    let s: String = s.lines().map(|l| format!("{}\n", l.trim_end())).collect();
    insta::assert_snapshot!("stats", s);
}

/// The start of the trace, the same for all five ports (asserted), then
/// snapshotted once.
fn first_events(puzzle: &Grid, n: usize) -> String {
    let mut first: Option<(Vec<String>, u64)> = None;
    for v in Variant::ALL {
        let mut rec = Recorder::with_limit(n);
        v.solve(puzzle, Budget::placements(100_000), &mut rec);
        let lines: Vec<String> = rec.events.iter().map(|e| e.to_string()).collect();
        match &first {
            None => first = Some((lines, rec.dropped)),
            Some((want, dropped)) => {
                assert_eq!(&lines, want, "{v}: trace differs from {}", Variant::ALL[0]);
                assert_eq!(rec.dropped, *dropped, "{v}");
            }
        }
    }
    let (lines, dropped) = first.unwrap();
    format!("{}\n({} events shown, {dropped} more)\n", lines.join("\n"), lines.len())
}

#[test]
fn trace_first_50_events_on_the_2580_sample() {
    // The sample needs no undo: its whole trace is 14 placements.
    insta::assert_snapshot!(
        "trace_sample2580",
        first_events(&common::fixture("sample2580.2580.txt"), 50)
    );
}

#[test]
fn trace_first_50_events_on_the_wikipedia_puzzle() {
    // plb line 1, 69,175,316 placements in all: undos from the start.
    insta::assert_snapshot!("trace_plb1", first_events(&common::data_puzzle(PLB.file, 1).grid, 50));
}
