//! The step trace: every port reports its own state after each event, the
//! five traces walk one tree, and `check` refuses a trace that does not fit
//! its puzzle.

use sudoku_lab::step::{self, Kind, TraceError};
use sudoku_lab::{Budget, Grid, Variant, format};

const SAMPLE: &[u8] = b"0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n\
3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n\
9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";

fn sample() -> Grid {
    format::parse_first(SAMPLE, format::Format::Boj2580).unwrap()
}

#[test]
fn the_five_traces_walk_one_tree_and_each_keeps_its_own_state() {
    let traces = Variant::ALL.map(|v| step::record(v, &sample(), Budget::UNLIMITED, 10_000));
    let walk = |t: &step::StepTrace| -> Vec<_> { t.events.iter().map(|s| (s.kind, s.cell, s.digit, s.ok)).collect() };
    for t in &traces {
        t.check().unwrap();
        assert_eq!(walk(t), walk(&traces[0]), "{}", t.variant);
        assert_eq!(t.end.outcome, "solved");
        assert!(!t.end.truncated);
        // A test is accepted exactly when a placement of it follows.
        for (k, s) in t.events.iter().enumerate().filter(|(_, s)| s.kind == Kind::Test) {
            let next = t.events.get(k + 1);
            let placed = next.is_some_and(|n| n.kind == Kind::Place && n.cell == s.cell && n.digit == s.digit);
            assert_eq!(s.ok, Some(placed), "{} event {k}", t.variant);
            assert_eq!(s.why.is_none(), placed);
        }
    }
    let names = |t: &step::StepTrace| t.state.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>().join(" ");
    let state_names: Vec<String> = traces.iter().map(names).collect();
    assert_eq!(
        state_names,
        [
            "arr row col",
            "matrix empty_spots count",
            "a c c2 c3 z",
            "map rowbit colbit mapbit rc",
            "board hole idx hIdx checkRow checkCol checkSeq"
        ]
    );
    // check-arrays' first placement sets bit d of c[x], c2[y] and c3[square].
    let ca = &traces[2];
    let first = ca.events.iter().find(|s| s.kind == Kind::Place).unwrap();
    let changed: Vec<&str> = first.d.iter().map(|(n, _, _)| n.as_str()).collect();
    assert_eq!(changed, ["a", "c", "c2", "c3"], "{:?}", first.d);
    assert_eq!(first.d[1], ("c".to_string(), 0, ca.state[1].1[0] | 1 << first.digit));
}

#[test]
fn a_rejection_names_the_posts_table_and_the_cell_holding_the_digit() {
    let t = step::record(Variant::Bitmask, &sample(), Budget::UNLIMITED, 100);
    // r2c5 (index 13) is blank; 1 is the given at r2c4, so rowbit[1] says no.
    let s = t.events.iter().find(|s| s.cell == 13 && s.digit == 1).unwrap();
    let why = s.why.as_ref().unwrap();
    assert_eq!(
        (why.by.as_str(), why.house.as_str(), why.index, why.at),
        ("rowbit[1] & 1 << 1", "row", 1, Some(12))
    );
    let t = step::record(Variant::FullScan, &sample(), Budget::UNLIMITED, 100);
    // possibility reads the column first: column 5 is 6 _ 7 4 1 2 5 _ 9, so
    // 2 is found at r6c5 (2 at r2c3 is in the row, read later).
    let why = t
        .events
        .iter()
        .find(|s| s.cell == 13 && s.digit == 2)
        .unwrap()
        .why
        .clone()
        .unwrap();
    assert_eq!(
        (why.by.as_str(), why.house.as_str(), why.at),
        ("possibility: arr[5][4] == 2", "column", Some(49))
    );
}

#[test]
fn max_events_truncates_and_says_so() {
    let t = step::record(Variant::HoleArray, &sample(), Budget::UNLIMITED, 5);
    assert_eq!(t.events.len(), 5);
    assert!(t.end.truncated && t.end.events > 5);
    t.check().unwrap();
}

#[test]
fn check_refuses_another_version_and_events_that_do_not_fit_the_puzzle() {
    let good = step::record(Variant::CheckArrays, &sample(), Budget::UNLIMITED, 1000);
    let mut t = good.clone();
    t.version = 2;
    assert!(matches!(t.check(), Err(TraceError::Version { version: 2, .. })));
    let mut t = good.clone();
    t.puzzle.replace_range(0..1, "5");
    let e = t.check().unwrap_err().to_string();
    assert!(
        e.starts_with("event 1: Test of 1 at r1c1, which holds the given 5"),
        "{e}"
    );
    let mut t = good.clone();
    t.events.truncate(3);
    assert!(t.check().unwrap_err().to_string().starts_with("end: 3 events recorded"));
}
