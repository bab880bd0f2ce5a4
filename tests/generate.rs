//! The generator: deterministic from the seed, and the properties asked
//! for hold.

use sudoku_lab::generate::{self, Error, Generated, Options};
use sudoku_lab::{Format, Problem, format, reference, validate};

fn run(options: &Options) -> Vec<Generated> {
    generate::generate(options).unwrap()
}

#[test]
fn same_options_give_the_same_puzzles() {
    let o = Options {
        count: 5,
        seed: 7,
        ..Options::default()
    };
    let a = run(&o);
    assert_eq!(a, run(&o));
    // Asking for more only appends.
    let more = run(&Options { count: 8, ..o.clone() });
    assert_eq!(&more[..5], &a[..]);
    let other = run(&Options { seed: 8, ..o.clone() });
    assert_ne!(a, other);
    for g in &a {
        assert!(g.solution.completes(&g.puzzle));
        assert!((40..=50).contains(&g.puzzle.blanks()), "{}", g.puzzle);
        assert_eq!(g.cnt, validate::cnt_12095(&g.puzzle));
    }
}

/// The ChaCha8 stream and every draw are fixed, so these bytes are the
/// same on every machine; a change here changes every published seed.
#[test]
fn seed_1_gives_these_bytes_everywhere() {
    let g = run(&Options {
        count: 2,
        seed: 1,
        blanks: 50..=50,
        unique: true,
        ..Options::default()
    });
    let lines: Vec<String> = g.iter().map(|g| g.puzzle.to_string()).collect();
    assert_eq!(
        lines,
        [
            ".86...9.5.2..59.83.....8...4.......6...1.5.3...27...9.54..3..677.1......2..97.154",
            "...4.1..56...3..27.5.6.2.8..1.32..5.8...5.239..2...76..6...8.12....6....38.....7.",
        ]
    );
}

#[test]
fn unique_puzzles_have_one_solution_and_the_blanks_asked_for() {
    for g in run(&Options {
        count: 20,
        seed: 3,
        blanks: 50..=55,
        unique: true,
        ..Options::default()
    }) {
        assert_eq!(reference::count_solutions(&g.puzzle, 2), 1, "{}", g.puzzle);
        assert!((50..=55).contains(&g.puzzle.blanks()));
        assert!(g.solution.completes(&g.puzzle));
    }
    let fixed = run(&Options {
        count: 3,
        blanks: 81..=81,
        ..Options::default()
    });
    assert!(fixed.iter().all(|g| g.puzzle.blanks() == 81));
}

#[test]
fn a_hundred_boj_puzzles_from_seed_1_pass_the_validator() {
    let puzzles = run(&Options {
        count: 100,
        seed: 1,
        boj: true,
        ..Options::default()
    });
    assert_eq!(puzzles.len(), 100);
    for g in puzzles {
        let input = format::write(&g.puzzle, Format::Boj2580);
        let v = validate::validate(Problem::Boj2580, input.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", g.puzzle));
        assert_eq!(Some(v.cnt), g.cnt);
        assert!(v.cnt <= 9_999_999);
    }
}

/// A hard puzzle: 12095's backtracker solves it just under the cap (within
/// half of it), its solution is unique and its first row reads `9 8 7 6 5
/// 4 3 2 1`, and one given fewer of those put back would have been over
/// the cap or no better (the descent stops at its first step under it).
/// About 3 s.
#[test]
fn a_hard_puzzle_is_just_under_12095s_cap() {
    let o = Options {
        count: 1,
        seed: 5,
        hard: true,
        ..Options::default()
    };
    let g = run(&o)[0];
    let cnt = g.cnt.expect("under the cap");
    assert!(
        (validate::CNT_LIMIT / 2..validate::CNT_LIMIT).contains(&cnt),
        "cnt {cnt}"
    );
    assert_eq!(validate::cnt_12095(&g.puzzle), Some(cnt));
    assert_eq!(reference::count_solutions(&g.puzzle, 2), 1);
    assert!(g.solution.completes(&g.puzzle));
    let first_row: Vec<u8> = sudoku_lab::grid::Cell::all()
        .take(9)
        .map(|c| g.solution.get(c))
        .collect();
    assert_eq!(first_row, [9, 8, 7, 6, 5, 4, 3, 2, 1]);
    for problem in [Problem::Boj2580, Problem::Boj2239] {
        let v = validate::validate(problem, format::write(&g.puzzle, problem.format()).as_bytes()).unwrap();
        assert_eq!(v.cnt, cnt);
    }
    // Some given of the puzzle, taken out again, puts it over the cap: it
    // came down from there.
    let over = sudoku_lab::grid::Cell::all()
        .filter(|&c| g.puzzle.get(c) != 0)
        .any(|c| {
            let mut up = g.puzzle;
            up.set(c, 0);
            validate::cnt_12095(&up).is_none()
        });
    assert!(over, "no given lifts {} over the cap", g.puzzle);
}

#[test]
#[allow(
    clippy::reversed_empty_ranges,
    reason = "an empty range is the bad option under test"
)]
fn impossible_options_are_errors() {
    let e = generate::generate(&Options {
        blanks: 10..=5,
        ..Options::default()
    });
    assert_eq!(e, Err(Error::Options("blanks 10..=5: need min <= max <= 81".into())));
    let e = generate::generate(&Options {
        blanks: 50..=82,
        ..Options::default()
    });
    assert!(matches!(e, Err(Error::Options(_))));
    // A unique puzzle needs at least 17 givens.
    let e = generate::generate(&Options {
        blanks: 70..=70,
        unique: true,
        ..Options::default()
    });
    assert_eq!(e, Err(Error::GaveUp { index: 0, blanks: 70 }));
    // Messages count puzzles from 1.
    assert_eq!(
        e.unwrap_err().to_string(),
        "gave up on puzzle 1 after 100 grids: no puzzle with 70 blanks and the properties asked for"
    );
}

/// `lower` puts givens of the solution back until 12095's `cnt` is under
/// the cap: the result keeps every given, adds only the solution's digits,
/// lands under the cap (and not far under: the best of the samples), is
/// the same for the same seed, and is the puzzle itself when it is under
/// the cap already.
#[test]
fn lower_brings_a_puzzle_under_a_lower_cap_with_givens_of_its_solution() {
    let puzzle = format::parse_first(generate::HARD_2580.as_bytes(), Format::Line).unwrap();
    let cnt = validate::cnt_12095(&puzzle).unwrap();
    let solution = match reference::solve(&puzzle, reference::NO_NODE_LIMIT).outcome {
        sudoku_lab::Outcome::Solved(g) => g,
        other => panic!("{other:?}"),
    };
    let cap = 20_000;
    let (lowered, got) = generate::lower(&puzzle, &solution, cap, 7);
    assert!(got < cap, "{got}");
    assert!(got > cap / 10, "the best of the samples lands near the cap: {got}");
    assert_eq!(validate::cnt_12095(&lowered), Some(got));
    assert!(lowered.blanks() < puzzle.blanks());
    for c in sudoku_lab::Cell::all() {
        match (puzzle.get(c), lowered.get(c)) {
            (0, 0) => {}
            (0, d) => assert_eq!(d, solution.get(c), "{c:?}: a given of the solution"),
            (d, e) => assert_eq!(d, e, "{c:?}: a given kept"),
        }
    }
    assert_eq!(
        generate::lower(&puzzle, &solution, cap, 7),
        (lowered, got),
        "the same seed"
    );
    assert_eq!(
        generate::lower(&puzzle, &solution, cnt + 1, 7),
        (puzzle, cnt),
        "under the cap already"
    );
}

/// `cnt_12095_under` is `cnt_12095` with a lower cap, and never more than
/// 12095's own.
#[test]
fn cnt_under_a_cap_is_the_cnt_below_it() {
    let puzzle = format::parse_first(generate::HARD_2580.as_bytes(), Format::Line).unwrap();
    let cnt = validate::cnt_12095(&puzzle).unwrap();
    assert_eq!(validate::cnt_12095_under(&puzzle, cnt + 1), Some(cnt));
    assert_eq!(validate::cnt_12095_under(&puzzle, cnt), None);
    assert_eq!(validate::cnt_12095_under(&puzzle, u64::MAX), Some(cnt));
    let wikipedia = format::parse_first(
        &std::fs::read(
            sudoku_lab_test::data::root()
                .join("data")
                .join(sudoku_lab_test::datasets::PLB.file),
        )
        .unwrap(),
        Format::Line,
    )
    .unwrap();
    assert_eq!(
        validate::cnt_12095_under(&wikipedia, u64::MAX),
        None,
        "over 12095's own cap"
    );
}
