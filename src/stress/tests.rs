//! The stress core's tests: the session, its shrinks, its names.

use super::*;
use crate::grid::Cell;
use crate::judge::Verdict;

fn pool() -> Vec<Grid> {
    (0..3)
        .map(|i| {
            let mut g =
                format::parse_first(Problem::Boj2580.sample_answer().as_bytes(), format::Format::Boj2580).unwrap();
            g.set(Cell::at(0, i), 0);
            g
        })
        .collect()
}

/// A "program" that fails while the first row has a blank is shrunk
/// until only such a blank is left; one that always fails to the
/// full grid in one run.
#[test]
fn the_shrinker_fills_what_the_failure_does_not_need() {
    let problem = Problem::Boj2580;
    let tests: Vec<Grid> = inputs(problem, Kind::Unique, 3, 2, &pool())
        .map(|t| t.unwrap())
        .collect();
    let first_row_blank = |g: &Grid| (0..9).any(|c| g.get(Cell::at(0, c)) == 0);
    let summary = run_all(problem, tests.clone(), false, |input| {
        let g = format::parse_first(input, problem.format()).unwrap();
        Ok::<_, ()>(if first_row_blank(&g) { Verdict::Wa } else { Verdict::Ac })
    })
    .unwrap();
    let first = summary.failures.first().expect("a test with a blank in row 1");
    assert_eq!(summary.shrunk.len(), 1);
    let shrunk = &summary.shrunk[0];
    assert_eq!(shrunk.failure, *first);
    assert_eq!(shrunk.puzzle.blanks(), 1, "{}", shrunk.puzzle);
    assert!(first_row_blank(&shrunk.puzzle));
    assert!(legal(problem, &shrunk.puzzle));
    let mut always = Shrinker::new(problem, &tests[0]);
    let full = always.candidate().unwrap();
    assert_eq!(full.blanks(), 0);
    always.result(true);
    assert_eq!(always.candidate(), None);
    assert_eq!((always.runs(), always.current()), (1, full));
}

/// Several tests in flight: a failure stops the session, a run
/// reported after it is dropped; a TLE is counted by its re-runs
/// alone (here AC: the load's), and failures come in test order.
#[test]
fn tests_in_flight_stop_at_the_first_failure() {
    let problem = Problem::Boj2580;
    let tests: Vec<Grid> = inputs(problem, Kind::Unique, 5, 6, &pool())
        .map(|t| t.unwrap())
        .collect();
    let mut stress = Stress::new(problem, tests, false).confirming();
    let a = stress.next_test().unwrap();
    let b = stress.next_test().unwrap();
    let c = stress.next_test().unwrap();
    assert_eq!((a.index, b.index, c.index), (0, 1, 2));
    assert_eq!(stress.report_test(b.index, Verdict::Tle), Reported::Confirm);
    let load = Confirmation {
        first: Verdict::Tle,
        verdicts: vec![Verdict::Tle, Verdict::Ac, Verdict::Ac],
    };
    assert_eq!(
        (load.failed(), load.verdict(), load.reproducible()),
        (1, Verdict::Tle, false)
    );
    let alone = Confirmation {
        verdicts: vec![Verdict::Ac; RERUNS],
        ..load
    };
    assert_eq!(stress.confirm_test(b.index, alone), Reported::Counted { stops: false });
    assert_eq!(
        stress.report_test(c.index, Verdict::Wa),
        Reported::Counted { stops: true }
    );
    assert_eq!(stress.next_test(), None);
    assert_eq!(stress.report_test(a.index, Verdict::Wa), Reported::Dropped);
    let summary = stress.summary();
    assert_eq!(
        (summary.count(Verdict::Ac), summary.count(Verdict::Wa), summary.total()),
        (1, 1, 2)
    );
    assert_eq!(summary.under_load, vec![1]);
    assert_eq!(summary.failures.iter().map(|f| f.index).collect::<Vec<_>>(), vec![2]);
    assert!(matches!(stress.step(), Next::Shrink { .. }), "the WA is shrunk");
}

/// The first failure of a verdict is kept as it failed, with the reason,
/// when shrinking cannot help: a full grid (no blank to fill), a TLE its
/// re-runs alone did not always reproduce (the load's), a TLE of a long
/// search (12095 `cnt` over [`NO_SHRINK_TLE_CNT`]); a WA with blanks is
/// shrunk.
#[test]
fn a_first_failure_is_kept_when_shrinking_cannot_help() {
    let problem = Problem::Boj2580;
    let full = format::parse_first(problem.sample_answer().as_bytes(), problem.format()).unwrap();
    // The first test of crates/cli/data/boj-pool-2580.txt: 12095 cnt 4,072,387.
    let line = "98............1........3.5.....6......8..7.6.1...4.7.5..53.29168.14...7..9....2.4\t4072387\n";
    let long = parse_pool(line)[0].0;
    let why = |tests: Vec<Grid>, verdict: Verdict, confirmation: Option<Vec<Verdict>>| {
        let mut stress = Stress::new(problem, tests, false).confirming();
        let test = stress.next_test().unwrap();
        if let Some(verdicts) = confirmation {
            assert_eq!(stress.report_test(test.index, verdict), Reported::Confirm);
            let c = Confirmation {
                first: verdict,
                verdicts,
            };
            stress.confirm_test(test.index, c);
        } else {
            stress.report_test(test.index, verdict);
        }
        match stress.step() {
            Next::Kept { why, failure } => {
                assert_eq!(failure.index, 0);
                Some(why)
            }
            Next::Shrink { .. } => None,
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(why(vec![full], Verdict::Wa, None), Some(NotShrunk::Full));
    let flaky = Some(vec![Verdict::Tle, Verdict::Ac, Verdict::Tle]);
    assert_eq!(why(pool(), Verdict::Tle, flaky), Some(NotShrunk::Flaky));
    let alone = Some(vec![Verdict::Tle; RERUNS]);
    assert_eq!(
        why(vec![long], Verdict::Tle, alone.clone()),
        Some(NotShrunk::LongSearch)
    );
    assert_eq!(why(pool(), Verdict::Tle, alone), None, "a short search's TLE is shrunk");
    assert_eq!(why(pool(), Verdict::Wa, None), None);
}

#[test]
fn kinds_are_named_as_on_the_command_line() {
    for k in Kind::ALL {
        assert_eq!(Kind::from_name(k.name()), Some(k));
    }
    assert_eq!(Kind::from_name("nope"), None);
}
