//! "All five agree": the one check that the five ports explore the same
//! search tree, used by the differential tests, the property tests, the
//! variant tests and the fuzz oracles.

use sudoku_lab::{Budget, Event, Grid, Outcome, Recorder, Report, TraceHash, Variant};

/// The counters every port shares on every input: placements, backtracks
/// and digit tests (`calls` depends on the post).
pub fn shared(r: &Report) -> (u64, u64, u64) {
    (r.stats.placements, r.stats.backtracks, r.stats.digit_tests)
}

/// Runs all five variants on `puzzle` under `budget` with a [`TraceHash`]
/// and asserts that they agree: the same outcome, the same shared counters
/// ([`shared`]), the same trace, a trace as long as the counters say, and
/// a board that fits the outcome (the solution; the input again after an
/// exhausted search; a stop exactly at the budget). Returns each variant's
/// report (in [`Variant::ALL`] order) and the common trace hash. `what`
/// names the puzzle in failure messages.
///
/// # Panics
/// When two variants differ, naming both and what differs.
pub fn five_agree(puzzle: &Grid, budget: Budget, what: &str) -> ([Report; Variant::ALL.len()], TraceHash) {
    let runs = Variant::ALL.map(|v| {
        let mut hash = TraceHash::default();
        let report = v.solve(puzzle, budget, &mut hash);
        let r = &report.stats;
        assert_eq!(
            r.placements + r.backtracks,
            hash.events,
            "{what}: {v} traced a different number of events than it counted"
        );
        (report, hash)
    });
    let (r0, h0) = runs[0];
    let v0 = Variant::ALL[0];
    for (v, (r, h)) in Variant::ALL.into_iter().zip(runs) {
        assert_eq!(r.outcome, r0.outcome, "{what}: outcome of {v} differs from {v0}");
        assert_eq!(
            shared(&r),
            shared(&r0),
            "{what}: (placements, backtracks, digit_tests) of {v} differ from {v0}"
        );
        assert_eq!(h, h0, "{what}: trace of {v} differs from {v0}");
        match r.outcome {
            Outcome::Stopped => assert_eq!(
                budget.max_placements(),
                Some(r.stats.placements),
                "{what}: {v} stopped early"
            ),
            Outcome::Solved(g) => assert_eq!(r.board, g, "{what}: {v}'s board is not its solution"),
            Outcome::NoSolution => assert_eq!(r.board, *puzzle, "{what}: {v}'s exhausted search left placements"),
        }
    }
    (runs.map(|(r, _)| r), h0)
}

/// The whole trace of `v` on `puzzle`.
pub fn record(v: Variant, puzzle: &Grid, budget: Budget) -> (Report, Vec<Event>) {
    let mut rec = Recorder::with_limit(usize::MAX);
    let report = v.solve(puzzle, budget, &mut rec);
    assert_eq!(rec.dropped, 0);
    (report, rec.events)
}

/// Asserts two traces are equal, naming the first event where they part.
pub fn assert_same_events(a: &[Event], b: &[Event], what: &str) {
    if let Some(i) = a.iter().zip(b).position(|(x, y)| x != y) {
        panic!("{what}: traces differ first at event {i}: {} vs {}", a[i], b[i]);
    }
    assert_eq!(
        a.len(),
        b.len(),
        "{what}: traces agree on their first {} events, then one ends (lengths {} and {})",
        a.len().min(b.len()),
        a.len(),
        b.len()
    );
}

/// [`five_agree`], and then event for event: records all five traces in
/// full and asserts they are equal, naming the first event where two part.
/// Returns the first variant's report and trace. For small searches only.
pub fn five_agree_on_events(puzzle: &Grid, budget: Budget, what: &str) -> (Report, Vec<Event>) {
    five_agree(puzzle, budget, what);
    let (r0, e0) = record(Variant::ALL[0], puzzle, budget);
    for v in &Variant::ALL[1..] {
        let (_, e) = record(*v, puzzle, budget);
        assert_same_events(&e0, &e, &format!("{what}: {} vs {v}", Variant::ALL[0]));
    }
    (r0, e0)
}
