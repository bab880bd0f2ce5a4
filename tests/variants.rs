//! The five ports against each other and against a plain reference
//! backtracker.
//!
//! The contract: every variant tries digits 1..9 at the first blank in
//! row-major order, so on every input (conflicting givens, no solution, an
//! empty or a full grid included) all five make the same placements and
//! undos in the same order, reach the same [`Outcome`], and count the same
//! `placements`, `backtracks` and `digit_tests`. A budget of n
//! placements stops all five at exactly n. A search that finds nothing
//! leaves the input board. The first solution is the lexicographically
//! smallest completion.

use sudoku_lab_test::data as common;

use common::{BUDGET, DataPuzzle, slow_list};
use sudoku_lab::{Budget, Cell, Event, Grid, House, NoTrace, Observer, Outcome, Report, TraceHash, Variant};
use sudoku_lab_test::agree::{assert_same_events, five_agree, five_agree_on_events, record, shared};
use sudoku_lab_test::datasets::{EASY50, PLB, TDOKU_TEST, TOP95};

/// [`five_agree`]: all five agree on `puzzle`; the first one's report and
/// the common trace hash.
fn agree(puzzle: &Grid, budget: Budget, what: &str) -> (Report, TraceHash) {
    let (reports, hash) = five_agree(puzzle, budget, what);
    (reports[0], hash)
}

// --- 1. every dataset puzzle, all five, one budget ---------------------------

/// The second `:`-separated field of a tdoku line: the true number of
/// solutions.
fn tdoku_count(p: &DataPuzzle) -> u64 {
    let field = p
        .text
        .split(':')
        .nth(1)
        .unwrap_or_else(|| panic!("{}: no solution count", p.name()));
    field
        .parse()
        .unwrap_or_else(|e| panic!("{}: solution count {field:?}: {e}", p.name()))
}

/// Runs every puzzle of `file` through all five under [`BUDGET`], trace
/// included, against the reference solver and through each post's program
/// (`tests/differential.rs`'s [`dataset`](crate::differential::dataset):
/// one pass of the ports over a dataset), and checks that exactly the
/// [`slow_list`] puzzles of that file stop. Returns the puzzles with the
/// (agreed) outcome of those that did not stop.
fn trace_equality(file: &'static str) -> Vec<(DataPuzzle, Report)> {
    crate::differential::dataset(file, 1)
}

#[test]
fn trace_equality_projecteuler_easy50() {
    let finished = trace_equality(EASY50.file);
    assert_eq!(finished.len(), 49);
    assert!(finished.iter().all(|(_, r)| matches!(r.outcome, Outcome::Solved(_))));
}

/// top95: every other puzzle (the first, the third, ...) in every `cargo
/// test`, 26 of them slow ([`slow_list`]: 1 million traced placements
/// each); the whole file in CI (.ci/run runs the ignored test below).
#[test]
fn trace_equality_norvig_top95_every_other() {
    let finished = crate::differential::dataset(TOP95.file, 2);
    assert_eq!(finished.len(), 48 - 26);
    assert!(finished.iter().all(|(_, r)| matches!(r.outcome, Outcome::Solved(_))));
}

#[test]
#[ignore = "all 95 puzzles, 51 of them to 200,000 placements traced by all five (3 s of CPU): run by .ci/run"]
fn trace_equality_norvig_top95() {
    let finished = trace_equality(TOP95.file);
    assert_eq!(finished.len(), 95 - 51);
    assert!(finished.iter().all(|(_, r)| matches!(r.outcome, Outcome::Solved(_))));
}

#[test]
fn trace_equality_plb_hard20() {
    let finished = trace_equality(PLB.file);
    assert_eq!(finished.len(), 20 - 13);
    assert!(finished.iter().all(|(_, r)| matches!(r.outcome, Outcome::Solved(_))));
}

#[test]
fn trace_equality_tdoku_test_puzzles_and_solution_counts() {
    let finished = trace_equality(TDOKU_TEST.file);
    assert_eq!(finished.len(), 43 - 18);
    let mut seen = [0; 3]; // none, unique, several
    for (p, report) in &finished {
        let n = tdoku_count(p);
        seen[n.min(2) as usize] += 1;
        assert_eq!(
            report.outcome == Outcome::NoSolution,
            n == 0,
            "{}: {} solutions, the ports say {}",
            p.name(),
            n,
            report.outcome.label()
        );
        // With one solution, it is the one the file lists.
        if let (1, Outcome::Solved(solution), Some(listed)) = (n, report.outcome, p.text.split(':').nth(2)) {
            assert_eq!(solution.to_string(), listed.trim(), "{}", p.name());
        }
    }
    // Both kinds that finish must be represented, or the checks above prove
    // little. Every puzzle without a solution needs more than the budget
    // (985,667 to 11,042,308 placements to exhaust): see the next test.
    assert!(seen[1] > 0 && seen[2] > 0, "none, unique, several: {seen:?}");
    assert_eq!(
        seen[0], 0,
        "a puzzle without solution now finishes: drop it from testdata/slow.txt"
    );
}

#[test]
fn tdoku_puzzle_without_solution_is_exhausted_by_all_five() {
    // The cheapest of tdoku's ten puzzles with no solution.
    let p = common::data_puzzle(TDOKU_TEST.file, 27);
    assert_eq!(tdoku_count(&p), 0);
    let (report, _) = agree(&p.grid, Budget::UNLIMITED, &p.name());
    assert_eq!(report.outcome, Outcome::NoSolution);
    assert_eq!(
        Some(report.stats.placements),
        common::slow(p.file, p.line).map(|s| s.placements)
    );
    assert_eq!(report.board, p.grid);
}

#[test]
fn slow_list_is_ordered_and_over_budget() {
    for s in slow_list() {
        assert!(
            common::DATA_FILES.contains(&s.file.as_str()),
            "{s:?}: not a checked data file"
        );
        assert!(s.placements > BUDGET, "{s:?} does not exceed the budget of {BUDGET}");
    }
    assert!(
        slow_list()
            .windows(2)
            .all(|w| (&w[0].file, w[0].line) < (&w[1].file, w[1].line)),
        "testdata/slow.txt is sorted by file, then line, without repeats"
    );
    assert_eq!(common::slow(PLB.file, 1).map(|s| s.placements), Some(69_175_316));
}

/// Re-measures every count in [`slow_list`] without a budget, and that no other
/// puzzle needs more than [`BUDGET`]. About 600 million placements with the
/// fastest port: run with `cargo test --release -p sudoku-lab --test integration variants:: -- --ignored`.
#[test]
#[ignore = "runs every dataset puzzle to the end (about 12 s of CPU): run by .ci/run"]
fn slow_list_placements_are_exact() {
    for file in common::DATA_FILES {
        for p in common::data_puzzles(file) {
            let r = Variant::Bitmask.solve(&p.grid, Budget::UNLIMITED, &mut NoTrace);
            if file == TDOKU_TEST.file {
                let none = tdoku_count(&p) == 0;
                assert_eq!(r.outcome == Outcome::NoSolution, none, "{}: solution count", p.name());
            }
            let listed = common::slow(file, p.line).map(|s| s.placements);
            let measured = (r.stats.placements > BUDGET).then_some(r.stats.placements);
            assert_eq!(listed, measured, "{}: placements needed", p.name());
        }
    }
}

// --- 2. the Baekjoon samples, event by event ---------------------------------

#[test]
fn boj_samples_have_identical_traces_event_by_event() {
    for name in ["sample2580.2580.txt", "sample2239.2239.txt"] {
        let puzzle = common::fixture(name);
        let (report, events) = five_agree_on_events(&puzzle, Budget::UNLIMITED, name);
        let Outcome::Solved(solution) = report.outcome else {
            panic!("{name}: {}", report.outcome.label())
        };
        assert!(solution.completes(&puzzle), "{name}");
        let places = events.iter().filter(|e| matches!(e, Event::Place { .. })).count() as u64;
        assert_eq!(places, report.stats.placements, "{name}");
        assert_eq!(events.len() as u64 - places, report.stats.backtracks, "{name}");
    }
}

// --- 3. a reference backtracker ----------------------------------------------

/// A deliberately plain backtracker, written from the contract rather than
/// from any post: find the first blank in row-major order, test digits
/// 1..9 against its row, column and block on the board, recurse on each
/// that fits, and undo. It counts each digit tested, each placement and
/// each undo, and stops when about to make placement `budget + 1`.
struct Reference<'a, O: Observer> {
    board: [u8; 81],
    budget: u64,
    placements: u64,
    backtracks: u64,
    digit_tests: u64,
    stopped: bool,
    observer: &'a mut O,
}

impl<O: Observer> Reference<'_, O> {
    fn fits(&self, k: usize, d: u8) -> bool {
        let (r, c) = (k / 9, k % 9);
        let (br, bc) = (r / 3 * 3, c / 3 * 3);
        (0..9).all(|i| {
            self.board[r * 9 + i] != d && self.board[i * 9 + c] != d && self.board[(br + i / 3) * 9 + bc + i % 3] != d
        })
    }

    /// `true` once solved or stopped.
    fn search(&mut self) -> bool {
        let Some(k) = self.board.iter().position(|&d| d == 0) else {
            return true;
        };
        let cell = Cell::new(k).unwrap();
        for d in 1..=9 {
            self.digit_tests += 1;
            if !self.fits(k, d) {
                continue;
            }
            if self.placements == self.budget {
                self.stopped = true;
                return true;
            }
            self.placements += 1;
            self.observer.place(cell, d);
            self.board[k] = d;
            if self.search() {
                return true;
            }
            self.board[k] = 0;
            self.backtracks += 1;
            self.observer.undo(cell, d);
        }
        false
    }
}

/// The reference's outcome and `(placements, backtracks, digit_tests)`.
fn reference<O: Observer>(puzzle: &Grid, budget: u64, observer: &mut O) -> (Outcome, (u64, u64, u64)) {
    let mut s = Reference {
        board: *puzzle.cells(),
        budget,
        placements: 0,
        backtracks: 0,
        digit_tests: 0,
        stopped: false,
        observer,
    };
    let found = s.search();
    let outcome = if s.stopped {
        Outcome::Stopped
    } else if found {
        Outcome::Solved(Grid::new(s.board).unwrap())
    } else {
        Outcome::NoSolution
    };
    (outcome, (s.placements, s.backtracks, s.digit_tests))
}

#[test]
fn counters_match_a_plain_reference_backtracker() {
    let cases = [
        ("sample2580", common::fixture("sample2580.2580.txt")),
        ("sample2239", common::fixture("sample2239.2239.txt")),
        ("multi", common::fixture("multi.2580.txt")),
        ("unsolvable", common::fixture("unsolvable.2580.txt")),
        ("conflict", common::fixture("conflict.2580.txt")),
        ("conflict_nosol", common::fixture("conflict_nosol.2580.txt")),
        ("full", common::fixture("full.2580.txt")),
        ("empty", Grid::EMPTY),
        ("plb:1", common::data_puzzle(PLB.file, 1).grid),
        ("tdoku:27 (no solution)", common::data_puzzle(TDOKU_TEST.file, 27).grid),
    ];
    let mut outcomes = Vec::new();
    for (name, puzzle) in cases {
        for budget in [BUDGET, 1_000] {
            let mut want_hash = TraceHash::default();
            let (want, want_counts) = reference(&puzzle, budget, &mut want_hash);
            let (got, got_hash) = agree(&puzzle, Budget::placements(budget), name);
            assert_eq!(got.outcome, want, "{name}, budget {budget}: outcome");
            assert_eq!(
                shared(&got),
                want_counts,
                "{name}, budget {budget}: (placements, backtracks, digit_tests)"
            );
            assert_eq!(got_hash, want_hash, "{name}, budget {budget}: trace");
            outcomes.push(want.label());
        }
    }
    // The cases cover all three endings.
    for label in ["solved", "no solution", "stopped"] {
        assert!(outcomes.contains(&label), "no case ends {label}");
    }
}

// --- 4. the budget -----------------------------------------------------------

#[test]
fn budget_stops_all_five_at_exactly_n_placements() {
    // Wikipedia's "near worst case for brute-force solver": 69,175,316.
    let hard = common::data_puzzle(PLB.file, 1).grid;
    let (_, longest) = record(Variant::HoleArray, &hard, Budget::placements(1000));
    for n in [0, 1, 17, 1000] {
        let what = format!("plb:1, budget {n}");
        let (report, hash) = agree(&hard, Budget::placements(n), &what);
        assert_eq!(report.outcome, Outcome::Stopped, "{what}");
        assert_eq!(report.stats.placements, n, "{what}");
        // The refused placement's digit was tested, so at least one check
        // more than placements.
        assert!(report.stats.digit_tests > n, "{what}");
        let (_, events) = five_agree_on_events(&hard, Budget::placements(n), &what);
        assert_eq!(events.len() as u64, hash.events, "{what}");
        assert_same_events(
            &events,
            &longest[..events.len()],
            &format!("{what} against budget 1000"),
        );
    }
}

#[test]
fn a_budget_of_exactly_the_placements_needed_still_finishes() {
    let cases = [
        ("sample2239", common::fixture("sample2239.2239.txt")),
        ("multi", common::fixture("multi.2580.txt")),
        ("unsolvable", common::fixture("unsolvable.2580.txt")),
        ("conflict_nosol", common::fixture("conflict_nosol.2580.txt")),
        ("easy50:1", common::data_puzzle(EASY50.file, 1).grid),
    ];
    for (name, puzzle) in cases {
        let (free, free_hash) = agree(&puzzle, Budget::UNLIMITED, name);
        assert_ne!(free.outcome, Outcome::Stopped, "{name}");
        let needed = free.stats.placements;
        assert!(needed > 0, "{name}: needs no placement, so proves nothing");

        let what = format!("{name}, budget = {needed} needed");
        let (exact, exact_hash) = agree(&puzzle, Budget::placements(needed), &what);
        assert_eq!(exact.outcome, free.outcome, "{what}");
        assert_eq!(exact.stats, free.stats, "{what}");
        assert_eq!(exact_hash, free_hash, "{what}");

        let what = format!("{name}, budget {} = one short", needed - 1);
        let (short, _) = agree(&puzzle, Budget::placements(needed - 1), &what);
        assert_eq!(short.outcome, Outcome::Stopped, "{what}");
        assert_eq!(short.stats.placements, needed - 1, "{what}");
    }
}

// --- 5. an exhausted search restores the board -------------------------------

#[test]
fn no_solution_leaves_the_input_board() {
    for name in ["unsolvable.2580.txt", "conflict_nosol.2580.txt"] {
        let puzzle = common::fixture(name);
        for v in Variant::ALL {
            let report = v.solve(&puzzle, Budget::UNLIMITED, &mut NoTrace);
            assert_eq!(report.outcome, Outcome::NoSolution, "{name}: {v}");
            assert!(
                report.stats.placements > 0,
                "{name}: {v} never placed, so restored nothing"
            );
            assert_eq!(report.stats.placements, report.stats.backtracks, "{name}: {v}");
            assert_eq!(report.board, puzzle, "{name}: {v} left another board");
        }
    }
}

// --- 6. conflicting givens ---------------------------------------------------

#[test]
fn conflicting_givens_are_searched_alike_and_reported() {
    let puzzle = common::fixture("conflict.2580.txt");
    let (report, _) = five_agree_on_events(&puzzle, Budget::UNLIMITED, "conflict");
    let c = puzzle.conflict().expect("conflict.2580.txt has a clash");
    assert_eq!(
        (c.digit, c.house, c.first, c.second),
        (5, House::Row(0), Cell::at(0, 0), Cell::at(0, 2))
    );
    // The ports only check the digits they place, so they fill the blanks
    // and keep the clash.
    let Outcome::Solved(board) = report.outcome else {
        panic!("conflict: {}", report.outcome.label())
    };
    assert!(board.is_full());
    assert!(
        puzzle
            .cells()
            .iter()
            .zip(board.cells())
            .all(|(&g, &s)| g == 0 || g == s),
        "givens kept"
    );
    assert_eq!(board.conflict(), Some(c));
    assert!(!board.completes(&puzzle));

    // A full grid with a clash: nothing to place, the input comes back.
    let full = common::fixture("conflict_full.2580.txt");
    assert!(full.conflict().is_some());
    let (report, _) = five_agree_on_events(&full, Budget::UNLIMITED, "conflict_full");
    assert_eq!(report.outcome, Outcome::Solved(full));
    assert_eq!(shared(&report), (0, 0, 0));

    // A clash that leaves row 1 without a digit: no completion.
    let nosol = common::fixture("conflict_nosol.2580.txt");
    assert!(nosol.conflict().is_some());
    let (report, _) = five_agree_on_events(&nosol, Budget::UNLIMITED, "conflict_nosol");
    assert_eq!(report.outcome, Outcome::NoSolution);
}

// --- 7. the first solution is the smallest -----------------------------------

/// The lexicographically smallest Sudoku grid: rows are shifts of
/// `123456789` by 3, 3, then 1 and so on. Known independently of any search.
const SMALLEST: &str = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

#[test]
fn the_first_solution_is_the_lexicographically_smallest() {
    let (empty, _) = agree(&Grid::EMPTY, Budget::UNLIMITED, "empty");
    let Outcome::Solved(first) = empty.outcome else {
        panic!("empty: {}", empty.outcome.label())
    };
    assert_eq!(first.to_string(), SMALLEST);

    let mut cases = vec![
        ("empty".to_string(), Grid::EMPTY),
        ("multi".to_string(), common::fixture("multi.2580.txt")),
    ];
    // tdoku's puzzles with several solutions, where order decides.
    for p in common::data_puzzles(TDOKU_TEST.file) {
        if tdoku_count(&p) >= 2 && common::slow(p.file, p.line).is_none() {
            cases.push((p.name(), p.grid));
        }
    }
    assert!(
        cases.len() > 2,
        "no tdoku puzzle with several solutions within the budget"
    );
    for (name, puzzle) in &cases {
        let (want, _) = reference(puzzle, BUDGET, &mut NoTrace);
        let Outcome::Solved(want) = want else {
            panic!("{name}: reference {}", want.label())
        };
        assert!(want.completes(puzzle), "{name}");
        for v in Variant::ALL {
            let report = v.solve(puzzle, Budget::placements(BUDGET), &mut NoTrace);
            assert_eq!(report.outcome, Outcome::Solved(want), "{name}: {v}");
            assert_eq!(report.board, want, "{name}: {v} board");
        }
    }
}

/// `Variant::from_str` (the CLI's `--variant`, `run VARIANT`) finds each
/// variant by its own name and no other, and names the choices when the
/// name is unknown. (A mutation test found it unprotected in this crate.)
#[test]
fn variant_names_parse_to_their_own_variant() {
    for v in Variant::ALL {
        assert_eq!(v.name().parse::<Variant>(), Ok(v), "{}", v.name());
    }
    let err = "bitmasks".parse::<Variant>().unwrap_err();
    assert_eq!(err.0, "bitmasks");
    assert!(err.to_string().contains("full-scan, empty-list"), "{err}");
}
