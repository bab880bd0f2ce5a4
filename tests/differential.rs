//! The five ports against each other, against the reference solver and
//! against the judge, on every bundled puzzle, on hundreds of generated
//! ones and on out-of-contract inputs.
//!
//! One pass over a dataset ([`dataset`]) checks, for every puzzle: all
//! five agree, trace included ([`five_agree`]); the reference solver
//! ([`reference::solve`]) gives the same outcome (on
//! [`TDOKU_SERG`], where every puzzle has several
//! solutions, that is the lexicographic order at work); each post's whole
//! program ([`program::run`] on the puzzle written by [`format::write`] in
//! the post's format) prints the board its search ended with, judged AC by
//! [`judge::judge`] under the post's problem (2239 for bitmask, so it must
//! print the smallest completion; 2580 for the others), and byte for byte
//! only bitmask's layout is Baekjoon's. `tests/variants.rs` runs it on the
//! four small files of [`common::DATA_FILES`]; this file on the two tdoku
//! files (a slice by default, the whole files in CI).
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
use sudoku_lab_test::datasets::{TDOKU_SERG, TDOKU_UNBIASED};

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
        // Byte for byte (Whitespace::Exact), only bitmask prints the
        // layout: the others are PE.
        let exact = judge::judge(v.problem(), input.as_bytes(), &out, Whitespace::Exact);
        let want = if v == Variant::Bitmask {
            Verdict::Ac
        } else {
            Verdict::Pe
        };
        assert_eq!(exact.verdict, want, "{what}: {v} judged byte for byte: {exact}");
        let printed = format::parse_first(&out, v.problem().format()).expect("an AC output parses");
        assert_eq!(printed, solution, "{what}: {v} printed another grid than it solved");
    }
    out
}

/// Checks every `every`-th puzzle of `data/{file}` (the first, then every
/// `every`-th after it; 1 for all), the one pass of the five ports over a
/// dataset (`tests/variants.rs` calls it for its trace-equality tests):
/// all five agree under [`BUDGET`] placements, trace included
/// ([`five_agree`]); exactly the [`common::slow_list`] puzzles among those
/// checked stop, at the budget, printing nothing; on every other, each
/// port's outcome is the reference solver's, a solved search keeps one
/// placement per blank, an exhausted one undoes every placement, and each
/// post's program prints that board, judged ([`run_and_judge`]). Returns
/// the puzzles that finished, with the (agreed) report of the first port.
pub(crate) fn dataset(file: &'static str, every: usize) -> Vec<(common::DataPuzzle, Report)> {
    let mut checked = Vec::new();
    let mut stopped = Vec::new();
    let mut finished = Vec::new();
    for p in common::data_puzzles(file).into_iter().step_by(every) {
        let name = p.name();
        checked.push(p.line);
        let want = reference::solve(&p.grid, reference::NO_NODE_LIMIT).outcome;
        assert_ne!(want, Outcome::Stopped, "{name}: reference");
        let (reports, hash) = five_agree(&p.grid, Budget::placements(BUDGET), &name);
        let first = reports[0];
        match first.outcome {
            Outcome::Stopped => {
                assert_eq!(first.stats.placements, BUDGET, "{name}: stopped short of the budget");
                assert!(hash.events >= BUDGET, "{name}");
                for (v, report) in Variant::ALL.iter().zip(&reports) {
                    assert!(program::output(*v, report).is_empty(), "{name}: {v}");
                }
                stopped.push(p.line);
                continue;
            }
            Outcome::Solved(solution) => {
                assert!(
                    solution.completes(&p.grid),
                    "{name}: {solution:?} does not complete the puzzle"
                );
                assert_eq!(
                    first.stats.placements - first.stats.backtracks,
                    p.grid.blanks() as u64,
                    "{name}: a solved search keeps exactly one placement per blank"
                );
            }
            Outcome::NoSolution => {
                assert_eq!(first.board, p.grid, "{name}: the board after an exhausted search");
                assert_eq!(first.stats.placements, first.stats.backtracks, "{name}");
            }
        }
        for (v, report) in Variant::ALL.iter().zip(&reports) {
            assert_eq!(report.outcome, want, "{name}: {v} against the reference solver");
            run_and_judge(*v, &p.grid, report, &name);
        }
        finished.push((p, first));
    }
    let slow: Vec<usize> = common::slow_list()
        .iter()
        .filter(|s| s.file == file && checked.contains(&s.line))
        .map(|s| s.line)
        .collect();
    if every == 1 {
        common::assert_stopped_are_slow(file, &stopped);
    }
    assert_eq!(
        stopped, slow,
        "data/{file}: the lines that stop at {BUDGET} placements differ from testdata/slow.txt"
    );
    finished
}

// The four small datasets (easy50, top95, plb, tdoku's test puzzles) go
// through [`dataset`] in `tests/variants.rs` (its `trace_equality_*`
// tests; top95, half of whose puzzles run to the budget, every other
// puzzle in `cargo test`, all in CI); the two large tdoku files here: a
// slice in every `cargo test`, the whole file in CI (.ci/run runs these
// ignored tests).

#[test]
fn dataset_tdoku_unbiased_every_tenth() {
    assert_eq!(dataset(TDOKU_UNBIASED.file, 10).len(), 100);
}

#[test]
#[ignore = "1,000 puzzles through the five ports and their programs (3 s of CPU): run by .ci/run"]
fn dataset_tdoku_unbiased_first1000() {
    assert_eq!(dataset(TDOKU_UNBIASED.file, 1).len(), 995);
}

/// Every puzzle of [`TDOKU_SERG`] has two or more
/// solutions, so [`dataset`] checks the lexicographic order of the first
/// one on each.
#[test]
fn dataset_tdoku_serg_benchmark_every_hundredth() {
    let file = TDOKU_SERG.file;
    let checked = dataset(file, 100);
    assert_eq!(checked.len(), 100);
    assert!(checked.iter().all(|(p, _)| reference::count_solutions(&p.grid, 2) == 2));
}

#[test]
#[ignore = "10,000 puzzles through the five ports and their programs (2 s of CPU): run by .ci/run"]
fn dataset_tdoku_serg_benchmark_several_solutions() {
    let file = TDOKU_SERG.file;
    assert_eq!(dataset(file, 1).len(), 10_000);
    let puzzles = common::data_puzzles(file);
    assert!(puzzles.iter().all(|p| reference::count_solutions(&p.grid, 2) == 2));
}

/// The 2239 judge, which wants the smallest completion, is not fooled by
/// another one (a puzzle of tdoku's serg benchmark, which has several);
/// 2580's takes any.
#[test]
fn the_2239_judge_wants_the_least_of_several_solutions() {
    let p = &common::data_puzzles(TDOKU_SERG.file)[0];
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
        // Legal Baekjoon inputs: check-arrays (problem 12095's
        // backtracker) finishes them under 10,000,000 calls, though not
        // always within this test's placement budget.
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
            if options.boj {
                assert!(sudoku_lab::validate::cnt_12095(&g.puzzle).is_some(), "{what}: legal");
            }
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
