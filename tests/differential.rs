//! The five ports against each other, against the reference solver and
//! against the judge, on every bundled puzzle, on hundreds of generated
//! ones and on out-of-contract inputs.
//!
//! What `tests/variants.rs` already does is not repeated here: it checks
//! trace equality on the first four of [`common::DATA_FILES`] and the
//! fixtures, event by event on the samples, against a plain backtracker.
//! This file adds, for every puzzle:
//! - the reference solver ([`reference::solve`]): the ports' solution is
//!   its solution (on `tdoku/puzzles7_serg_benchmark`, where every puzzle
//!   has several solutions, that is the lexicographic order at work);
//! - each post's whole program ([`program::run`] on the puzzle written by
//!   [`format::write`] in the post's format), judged AC by [`judge::judge`]
//!   under the post's problem (2239 for bitmask, so it must print the
//!   smallest completion; 2580 for the others);
//! - trace equality (and the [`testdata/slow.txt`] check) on the two tdoku files
//!   `tests/variants.rs` does not read.
//!
//! Slow puzzles: the one list is [`testdata/slow.txt`]. Every dataset puzzle
//! runs under [`common::BUDGET`] placements; exactly the listed ones stop,
//! all five at the same placement. Their programs are not run (a port needs
//! up to 116 million placements without a budget); the reference solver
//! still answers for them.

use sudoku_lab_test::data as common;

use common::BUDGET;
use sudoku_lab::format::{self, Format};
use sudoku_lab::generate::{self, Options};
use sudoku_lab::judge::{self, Verdict, Whitespace};
use sudoku_lab::{Budget, Cell, Grid, Outcome, Report, Variant, program, reference};
use sudoku_lab_test::agree::five_agree;

/// The input a variant's program reads for `puzzle`: its post's format.
fn input_for(v: Variant, puzzle: &Grid) -> String {
    format::write(puzzle, v.problem().format())
}

/// Runs `v`'s program on `puzzle`, asserts the output is the board
/// `report` ends with (printed the post's way), judges it AC when the
/// puzzle is a legal input (givens without clash, a solution exists), and
/// returns the output.
fn run_and_judge(v: Variant, puzzle: &Grid, report: &Report, what: &str) -> Vec<u8> {
    let input = input_for(v, puzzle);
    let out = program::run(v, input.as_bytes()).unwrap_or_else(|e| panic!("{what}: {v}: {e}"));
    assert_eq!(
        out,
        program::output(v, report),
        "{what}: {v}: run prints another board than its search ended with"
    );
    if let Outcome::Solved(solution) = report.outcome
        && puzzle.conflict().is_none()
    {
        let verdict = judge::judge(v.problem(), input.as_bytes(), &out, Whitespace::Boj);
        assert_eq!(
            verdict.verdict,
            Verdict::Ac,
            "{what}: {v}'s program judged under {}: {verdict}",
            v.problem()
        );
        let printed = format::parse_first(&out, v.problem().format()).expect("an AC output parses");
        assert_eq!(printed, solution, "{what}: {v} printed another grid than it solved");
    }
    out
}

/// Checks every puzzle of `data/{file}`: the reference solver's answer,
/// each program's output judged, and with `trace` all five's traces and
/// the [`common::slow_list`] list. Returns how many puzzles finished within the budget.
fn dataset(file: &'static str, trace: bool) -> usize {
    let mut stopped = Vec::new();
    let mut finished = 0;
    for p in common::data_puzzles(file) {
        let name = p.name();
        let want = reference::solve(&p.grid, reference::NO_NODE_LIMIT).outcome;
        assert_ne!(want, Outcome::Stopped, "{name}: reference");
        let slow = common::slow(file, p.line).is_some();
        if slow && !trace {
            // tests/variants.rs checks that all five stop at the budget.
            continue;
        }
        let reports = if trace {
            five_agree(&p.grid, Budget::placements(BUDGET), &name).0
        } else {
            Variant::ALL.map(|v| v.solve(&p.grid, Budget::placements(BUDGET), &mut sudoku_lab::NoTrace))
        };
        for (v, report) in Variant::ALL.iter().zip(&reports) {
            match report.outcome {
                Outcome::Stopped => {
                    assert_eq!(report.stats.placements, BUDGET, "{name}: {v} stopped short");
                    assert!(program::output(*v, report).is_empty(), "{name}: {v}");
                }
                outcome => {
                    assert_eq!(outcome, want, "{name}: {v} against the reference solver");
                    run_and_judge(*v, &p.grid, report, &name);
                }
            }
        }
        if reports[0].outcome == Outcome::Stopped {
            stopped.push(p.line);
        } else {
            finished += 1;
        }
    }
    if trace {
        common::assert_stopped_are_slow(file, &stopped);
    }
    finished
}

#[test]
fn dataset_projecteuler_easy50() {
    assert_eq!(dataset("projecteuler/easy50.txt", false), 49);
}

#[test]
fn dataset_norvig_top95() {
    assert_eq!(dataset("norvig/top95.txt", false), 95 - 51);
}

#[test]
fn dataset_plb_hard20() {
    assert_eq!(dataset("plb/sudoku.txt", false), 20 - 13);
}

#[test]
fn dataset_tdoku_test_puzzles() {
    assert_eq!(dataset("tdoku/test_puzzles", false), 43 - 18);
}

#[test]
fn dataset_tdoku_unbiased_first1000() {
    assert_eq!(dataset("tdoku/puzzles1_unbiased_first1000", true), 995);
}

#[test]
fn dataset_tdoku_serg_benchmark_several_solutions() {
    let file = "tdoku/puzzles7_serg_benchmark";
    assert_eq!(dataset(file, true), 10_000);
    // Every puzzle has two or more solutions, so `dataset` checked the
    // lexicographic order of the first solution 10,000 times; and the
    // 2239 judge, which wants the smallest, is not fooled by another one.
    let puzzles = common::data_puzzles(file);
    assert!(puzzles.iter().all(|p| reference::count_solutions(&p.grid, 2) == 2));
    let p = &puzzles[0];
    let Outcome::Solved(least) = reference::solve(&p.grid, reference::NO_NODE_LIMIT).outcome else {
        panic!("{}", p.name())
    };
    let other = other_solution(&p.grid, &least).expect("a second solution");
    let input = format::write(&p.grid, Format::Boj2239);
    let wrong = format::write(&other, Format::Boj2239);
    assert_eq!(
        judge::judge(
            sudoku_lab::Problem::Boj2239,
            input.as_bytes(),
            wrong.as_bytes(),
            Whitespace::Boj
        )
        .verdict,
        Verdict::Wa
    );
    let any = format::write(&other, Format::Boj2580);
    let input = format::write(&p.grid, Format::Boj2580);
    assert_eq!(
        judge::judge(
            sudoku_lab::Problem::Boj2580,
            input.as_bytes(),
            any.as_bytes(),
            Whitespace::Boj
        )
        .verdict,
        Verdict::Ac
    );
}

/// A completion of `puzzle` other than `least`: the smallest one that
/// differs at the first blank where some completion can differ.
fn other_solution(puzzle: &Grid, least: &Grid) -> Option<Grid> {
    for cell in Cell::all().filter(|&c| puzzle.get(c) == 0) {
        for d in (1..=9).filter(|&d| d != least.get(cell)) {
            let mut g = *puzzle;
            g.set(cell, d);
            if g.conflict().is_none()
                && let Outcome::Solved(s) = reference::solve(&g, reference::NO_NODE_LIMIT).outcome
            {
                return Some(s);
            }
        }
    }
    None
}

// --- generated puzzles --------------------------------------------------------

/// Checks one generated puzzle: all five agree (trace included), and when
/// they finish, with the reference solver and the judge. Returns whether
/// they finished.
fn generated(puzzle: &Grid, what: &str) -> bool {
    let (reports, _) = five_agree(puzzle, Budget::placements(BUDGET), what);
    let want = reference::solve(puzzle, reference::NO_NODE_LIMIT).outcome;
    if reports[0].outcome == Outcome::Stopped {
        assert_eq!(reports[0].stats.placements, BUDGET, "{what}");
        return false;
    }
    for (v, report) in Variant::ALL.iter().zip(&reports) {
        assert_eq!(report.outcome, want, "{what}: {v} against the reference solver");
        run_and_judge(*v, puzzle, report, what);
    }
    true
}

#[test]
fn hundreds_of_generated_puzzles_from_a_fixed_seed() {
    let runs = [
        // Any number of solutions, from almost full to almost empty.
        Options {
            count: 300,
            seed: 2580,
            blanks: 5..=75,
            ..Options::default()
        },
        // Exactly one solution: the one generated.
        Options {
            count: 100,
            seed: 2239,
            blanks: 40..=55,
            unique: true,
            ..Options::default()
        },
        // Legal Baekjoon 2580 inputs: check-arrays (problem 12095's
        // backtracker) finishes them under 100,000 calls.
        Options {
            count: 40,
            seed: 12095,
            blanks: 45..=60,
            boj: true,
            ..Options::default()
        },
    ];
    for options in runs {
        let puzzles = generate::generate(&options).unwrap_or_else(|e| panic!("{options:?}: {e}"));
        let mut finished = 0;
        for (i, g) in puzzles.iter().enumerate() {
            let what = format!("seed {} puzzle {i}: {}", options.seed, g.puzzle);
            assert!(g.solution.completes(&g.puzzle), "{what}");
            if generated(&g.puzzle, &what) {
                finished += 1;
                if options.unique || options.boj {
                    let r = Variant::CheckArrays.solve(&g.puzzle, Budget::UNLIMITED, &mut sudoku_lab::NoTrace);
                    if options.unique {
                        assert_eq!(r.outcome, Outcome::Solved(g.solution), "{what}");
                    }
                    assert_eq!(
                        sudoku_lab::validate::cnt_12095(&g.puzzle),
                        (r.stats.calls < sudoku_lab::validate::CNT_LIMIT).then_some(r.stats.calls),
                        "{what}"
                    );
                }
            }
        }
        // Most must finish, or the comparison with the reference is thin.
        assert!(
            finished * 10 >= puzzles.len() * 9,
            "{options:?}: only {finished} of {} finished within {BUDGET} placements",
            puzzles.len()
        );
        if options.boj {
            assert_eq!(finished, puzzles.len(), "every BOJ-legal puzzle finishes");
        }
    }
}

// --- out-of-contract inputs ---------------------------------------------------

/// What a program printed, in the terms of the table in `src/program.rs`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Printed {
    /// Nothing at all.
    Nothing,
    /// The board it was given, zeros included.
    Input,
    /// A full board that keeps the givens.
    Filled,
}

fn printed(v: Variant, puzzle: &Grid, out: &[u8], what: &str) -> Printed {
    if out.is_empty() {
        return Printed::Nothing;
    }
    let board = format::parse_first(out, v.problem().format())
        .unwrap_or_else(|e| panic!("{what}: {v} printed something that is not a board: {e}"));
    if board == *puzzle && !puzzle.is_full() {
        return Printed::Input;
    }
    assert!(board.is_full(), "{what}: {v} printed a half-filled board");
    assert!(
        puzzle
            .cells()
            .iter()
            .zip(board.cells())
            .all(|(&g, &b)| g == 0 || g == b),
        "{what}: {v} printed a board that changes a given"
    );
    Printed::Filled
}

/// What each original program prints on an input it cannot solve, read
/// from its fixture on `unsolvable`: nothing for full-scan and
/// check-arrays, the input for the three others.
fn originals_on_no_solution() -> [Printed; Variant::ALL.len()] {
    let puzzle = common::fixture("unsolvable.2580.txt");
    Variant::ALL.map(|v| {
        let out = original(v, "unsolvable");
        printed(v, &puzzle, &out, "unsolvable (original)")
    })
}

fn original(v: Variant, case: &str) -> Vec<u8> {
    let path = sudoku_lab_test::data::root().join(format!("testdata/originals/{case}.{v}.out"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn fixtures_out_of_contract_all_agree_with_the_originals() {
    let nosol = originals_on_no_solution();
    assert_eq!(
        nosol,
        [
            Printed::Nothing,
            Printed::Input,
            Printed::Nothing,
            Printed::Input,
            Printed::Input
        ]
    );
    // case, the ports' outcome, what the judge says of the input
    let cases = [
        ("conflict", "solved", Verdict::Fail),
        ("conflict_nosol", "no solution", Verdict::Fail),
        ("conflict_full", "solved", Verdict::Fail),
        ("unsolvable", "no solution", Verdict::Fail),
        ("empty", "solved", Verdict::Ac),
        ("full", "solved", Verdict::Ac),
    ];
    for (case, outcome, verdict) in cases {
        let puzzle = common::fixture(&format!("{case}.2580.txt"));
        let (reports, _) = five_agree(&puzzle, Budget::UNLIMITED, case);
        assert_eq!(reports[0].outcome.label(), outcome, "{case}");
        let mut boards = Vec::new();
        for (i, v) in Variant::ALL.into_iter().enumerate() {
            let out = run_and_judge(v, &puzzle, &reports[i], case);
            let want = original(v, case);
            assert_eq!(out, want, "{case}: {v} differs from its original");
            let kind = printed(v, &puzzle, &out, case);
            if outcome == "no solution" {
                assert_eq!(kind, nosol[i], "{case}: {v}");
            } else {
                assert_eq!(kind, Printed::Filled, "{case}: {v}");
                boards.push(format::parse_first(&out, v.problem().format()).unwrap());
            }
            // The judge's view of the input does not depend on the output.
            let input = input_for(v, &puzzle);
            let got = judge::judge(v.problem(), input.as_bytes(), &out, Whitespace::Boj);
            assert_eq!(got.verdict, verdict, "{case}: {v}: {got}");
        }
        // Every program that prints a completion prints the same one.
        assert!(boards.windows(2).all(|w| w[0] == w[1]), "{case}: {boards:?}");
        // The reference solver refuses conflicting givens; the ports search.
        let reference = reference::solve(&puzzle, reference::NO_NODE_LIMIT).outcome;
        match puzzle.conflict() {
            Some(_) => assert_eq!(reference, Outcome::NoSolution, "{case}"),
            None => assert_eq!(reference, reports[0].outcome, "{case}"),
        }
    }
}

/// Generated out-of-contract inputs, each program held to what its
/// original prints on the fixtures of the same kind.
#[test]
fn generated_out_of_contract_inputs_agree_like_the_originals() {
    let nosol = originals_on_no_solution();
    let unique = generate::generate(&Options {
        count: 60,
        seed: 404,
        blanks: 40..=50,
        unique: true,
        ..Options::default()
    })
    .unwrap();
    let mut seen = [0usize; 3]; // conflicting givens, no solution, full: finished
    for (i, g) in unique.iter().enumerate() {
        full_grid_prints_itself(i, g);
        seen[2] += 1;
        seen[1] += usize::from(wrong_digit_has_no_solution(i, g, &nosol));
        seen[0] += usize::from(copied_given_conflicts(i, g, &nosol));
    }
    assert!(seen.iter().all(|&n| n >= 5), "too few cases of a kind: {seen:?}");
}

/// A full grid: nothing to place, every program prints the grid back.
fn full_grid_prints_itself(i: usize, g: &generate::Generated) {
    // Full grids: nothing to place, the grid is printed back.
    let what = format!("full grid {i}");
    let (reports, _) = five_agree(&g.solution, Budget::UNLIMITED, &what);
    assert_eq!(reports[0].outcome, Outcome::Solved(g.solution), "{what}");
    assert_eq!(reports[0].stats.placements, 0, "{what}");
    for (v, r) in Variant::ALL.iter().zip(&reports) {
        run_and_judge(*v, &g.solution, r, &what);
    }
}

/// A wrong digit in a blank of a unique puzzle: no solution, and each
/// program prints what its original prints then. False when no such
/// digit fits or the search hit the budget.
fn wrong_digit_has_no_solution(i: usize, g: &generate::Generated, nosol: &[Printed]) -> bool {
    // A wrong digit in a blank that clashes with no given: the only
    // solution is ruled out, so there is none.
    let blank = Cell::all().find(|&c| g.puzzle.get(c) == 0).unwrap();
    let mut wrong = g.puzzle;
    for d in (1..=9).filter(|&d| d != g.solution.get(blank)) {
        wrong.set(blank, d);
        if wrong.conflict().is_none() {
            break;
        }
    }
    if wrong.get(blank) != 0 && wrong.conflict().is_none() {
        let what = format!("unique puzzle {i} with a wrong digit at {blank}: {wrong}");
        assert_eq!(reference::count_solutions(&wrong, 1), 0, "{what}");
        let (reports, _) = five_agree(&wrong, Budget::placements(BUDGET), &what);
        if reports[0].outcome != Outcome::Stopped {
            assert_eq!(reports[0].outcome, Outcome::NoSolution, "{what}");
            for (k, v) in Variant::ALL.into_iter().enumerate() {
                let out = run_and_judge(v, &wrong, &reports[k], &what);
                assert_eq!(printed(v, &wrong, &out, &what), nosol[k], "{what}: {v}");
            }
            return true;
        }
    }
    false
}

/// A given copied into a blank of its row: conflicting givens, which the
/// posts never check; the judge says FAIL. False when every port hit the
/// budget.
fn copied_given_conflicts(i: usize, g: &generate::Generated, nosol: &[Printed]) -> bool {
    // A given copied into a blank of its row: conflicting givens.
    let (given, blank) = Cell::all()
        .filter(|&c| g.puzzle.get(c) != 0)
        .find_map(|c| {
            (0..9)
                .map(|col| Cell::at(c.row(), col))
                .find(|&b| g.puzzle.get(b) == 0)
                .map(|b| (c, b))
        })
        .unwrap();
    let mut clash = g.puzzle;
    clash.set(blank, g.puzzle.get(given));
    assert!(clash.conflict().is_some());
    let what = format!("unique puzzle {i} with {given} copied to {blank}: {clash}");
    assert_eq!(
        reference::solve(&clash, reference::NO_NODE_LIMIT).outcome,
        Outcome::NoSolution,
        "{what}"
    );
    let (reports, _) = five_agree(&clash, Budget::placements(BUDGET), &what);
    for (k, v) in Variant::ALL.into_iter().enumerate() {
        let report = &reports[k];
        if report.outcome == Outcome::Stopped {
            continue;
        }
        let out = run_and_judge(v, &clash, report, &what);
        let want = match report.outcome {
            Outcome::Solved(_) => Printed::Filled,
            _ => nosol[k],
        };
        assert_eq!(printed(v, &clash, &out, &what), want, "{what}: {v}");
        let verdict = judge::judge(v.problem(), input_for(v, &clash).as_bytes(), &out, Whitespace::Boj);
        assert_eq!(verdict.verdict, Verdict::Fail, "{what}: {v}");
    }
    reports[0].outcome != Outcome::Stopped
}
