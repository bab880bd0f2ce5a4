//! Properties over arbitrary puzzles, checked with quickcheck.
//!
//! Puzzles come from [`transform::Recipe`]: a shuffle of the canonical
//! grid (36 numbers and a transpose flag) and a mask of blanks, so every
//! puzzle is solvable and a failing case shrinks towards fewer blanks and
//! the identity shuffle. Every search runs under [`BUDGET`] placements: a
//! naive port on a random puzzle with many blanks can need millions, and a
//! stopped search is a legitimate outcome as long as all five stop at the
//! same placement.
//!
//! The number of cases is quickcheck's: `QUICKCHECK_TESTS` (100 by
//! default). For a long run:
//! `QUICKCHECK_TESTS=100000 cargo test --release --test integration properties::`.

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult, Testable};
use sudoku_lab::format::{self, Format};
use sudoku_lab::judge::{self, Verdict, Whitespace};
use sudoku_lab::validate::{self, CNT_LIMIT};
use sudoku_lab::{Budget, Cell, Grid, NoTrace, Outcome, Problem, Variant, generate, reference};
use sudoku_lab_test::agree::five_agree;
use sudoku_lab_test::transform::{Recipe, Shuffle};

/// Placements each port may make per case: enough that most cases finish
/// (a unique puzzle rarely needs more), few enough that 100 cases take
/// well under a second.
const BUDGET: u64 = 20_000;

fn check<A: Testable>(property: A) {
    // QuickCheck::new() reads QUICKCHECK_TESTS (default 100) and
    // QUICKCHECK_GENERATOR_SIZE.
    QuickCheck::new().quickcheck(property);
}

/// An arbitrary [`Recipe`].
#[derive(Clone, Debug)]
struct Puzzle(Recipe);

impl Arbitrary for Puzzle {
    fn arbitrary(g: &mut Gen) -> Self {
        let keys = std::array::from_fn(|_| u64::arbitrary(g));
        let shuffle = Shuffle::from_keys(keys, bool::arbitrary(g));
        // A blank density drawn first, so puzzles range from nearly full
        // to nearly empty instead of clustering at 40 blanks.
        let percent = u32::arbitrary(g) % 101;
        let mut blanks = 0u128;
        for k in 0..81 {
            if u32::arbitrary(g) % 100 < percent {
                blanks |= 1 << k;
            }
        }
        Puzzle(Recipe { shuffle, blanks })
    }

    /// Fewer blanks first (the lower half, the upper half, then one blank
    /// at a time, filled back in), then the identity shuffle.
    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let r = self.0;
        let mask = r.blanks & ((1 << 81) - 1);
        let mut masks = Vec::new();
        let low = mask & ((1 << 40) - 1);
        if low != 0 && low != mask {
            masks.push(mask & !low);
        }
        if mask >> 40 != 0 && low != 0 {
            masks.push(low);
        }
        masks.extend((0..81).filter(|k| mask >> k & 1 == 1).map(|k| mask & !(1 << k)));
        let mut out: Vec<Puzzle> = masks.into_iter().map(|blanks| Puzzle(Recipe { blanks, ..r })).collect();
        if r.shuffle != Shuffle::IDENTITY {
            out.push(Puzzle(Recipe {
                shuffle: Shuffle::IDENTITY,
                ..r
            }));
        }
        Box::new(out.into_iter())
    }
}

/// An arbitrary [`Shuffle`] (no shrinking).
#[derive(Clone, Debug)]
struct AnyShuffle(Shuffle);

impl Arbitrary for AnyShuffle {
    fn arbitrary(g: &mut Gen) -> Self {
        let keys = std::array::from_fn(|_| u64::arbitrary(g));
        AnyShuffle(Shuffle::from_keys(keys, bool::arbitrary(g)))
    }
}

/// An arbitrary board, clashes and all: each cell 0-9.
#[derive(Clone, Debug)]
struct AnyGrid(Grid);

impl Arbitrary for AnyGrid {
    fn arbitrary(g: &mut Gen) -> Self {
        let zeros = u8::arbitrary(g) % 11; // in tenths
        let cells = std::array::from_fn(|_| {
            if u8::arbitrary(g) % 10 < zeros {
                0
            } else {
                u8::arbitrary(g) % 9 + 1
            }
        });
        AnyGrid(Grid::new(cells).unwrap())
    }

    /// One given fewer at a time.
    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        let g = self.0;
        Box::new(Cell::all().filter(move |&c| g.get(c) != 0).map(move |c| {
            let mut smaller = g;
            smaller.set(c, 0);
            AnyGrid(smaller)
        }))
    }
}

/// Bytes that look a little like puzzles: digits, dots, spaces, tabs,
/// line ends, `#`, `:`, a BOM and the odd arbitrary byte, so the parsers
/// get past their first check.
#[derive(Clone, Debug)]
struct Bytes(Vec<u8>);

impl Arbitrary for Bytes {
    fn arbitrary(g: &mut Gen) -> Self {
        const ALPHABET: &[u8] = b"0123456789.0000 \t\n\n\r#:\xEF\xBB\xBF";
        let len = usize::arbitrary(g) % 400;
        let raw = u8::arbitrary(g) % 4 == 0;
        let bytes = (0..len)
            .map(|_| {
                if raw || u8::arbitrary(g) % 50 == 0 {
                    u8::arbitrary(g)
                } else {
                    ALPHABET[usize::arbitrary(g) % ALPHABET.len()]
                }
            })
            .collect();
        Bytes(bytes)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(self.0.shrink().map(Bytes))
    }
}

/// The reference solver's answer, which always finishes on these puzzles.
fn least(p: &Grid) -> Outcome {
    let out = reference::solve(p, reference::NO_NODE_LIMIT).outcome;
    assert_ne!(out, Outcome::Stopped);
    out
}

#[test]
fn every_solution_is_a_valid_completion_and_all_agree_with_the_reference() {
    fn prop(p: Puzzle) -> bool {
        let puzzle = p.0.puzzle();
        let what = format!("{puzzle}");
        let (reports, _) = five_agree(&puzzle, Budget::placements(BUDGET), &what);
        let want = least(&puzzle);
        assert!(matches!(want, Outcome::Solved(s) if s.completes(&puzzle)), "{what}");
        for (v, r) in Variant::ALL.iter().zip(&reports) {
            match r.outcome {
                Outcome::Solved(s) => {
                    assert!(s.completes(&puzzle), "{what}: {v} returned {s}");
                    assert_eq!(r.outcome, want, "{what}: {v} against the reference");
                    assert_eq!(r.board, s, "{what}: {v}");
                    assert_eq!(r.stats.placements - r.stats.backtracks, puzzle.blanks() as u64);
                }
                Outcome::Stopped => assert_eq!(r.stats.placements, BUDGET, "{what}: {v}"),
                Outcome::NoSolution => panic!("{what}: {v} found no solution to a recipe"),
            }
        }
        true
    }
    check(prop as fn(Puzzle) -> bool);
}

#[test]
fn any_board_is_searched_alike_by_all_five() {
    // Clashing givens included: the contract covers every input.
    fn prop(g: AnyGrid) -> bool {
        let what = format!("{}", g.0);
        let (reports, _) = five_agree(&g.0, Budget::placements(BUDGET), &what);
        if g.0.conflict().is_none() && reports[0].outcome != Outcome::Stopped {
            assert_eq!(reports[0].outcome, least(&g.0), "{what}");
        }
        true
    }
    check(prop as fn(AnyGrid) -> bool);
}

#[test]
fn a_shuffled_puzzle_has_the_shuffled_solutions() {
    fn prop(p: Puzzle, t: AnyShuffle) -> TestResult {
        let puzzle = p.0.puzzle();
        let shuffled = t.0.apply(&puzzle);
        let what = format!("{puzzle} shuffled to {shuffled}");
        // The solution set maps over (the smallest need not).
        assert_eq!(
            reference::count_solutions(&shuffled, 3),
            reference::count_solutions(&puzzle, 3),
            "{what}"
        );
        if reference::count_solutions(&puzzle, 2) != 1 {
            return TestResult::discard();
        }
        let want = t.0.apply(&p.0.solution());
        assert_eq!(least(&shuffled), Outcome::Solved(want), "{what}: reference");
        let (reports, _) = five_agree(&shuffled, Budget::placements(BUDGET), &what);
        if reports[0].outcome != Outcome::Stopped {
            assert_eq!(reports[0].outcome, Outcome::Solved(want), "{what}");
        }
        TestResult::passed()
    }
    check(prop as fn(Puzzle, AnyShuffle) -> TestResult);
}

#[test]
fn printing_then_parsing_is_the_identity_in_every_format() {
    fn prop(grids: Vec<AnyGrid>) -> bool {
        let grids: Vec<Grid> = grids.into_iter().map(|g| g.0).take(5).collect();
        for f in Format::ALL {
            for g in &grids {
                let text = format::write(g, f);
                assert_eq!(format::parse_first(text.as_bytes(), f), Ok(*g), "{f}: {text}");
                let auto = format::parse(text.as_bytes(), None).unwrap();
                assert_eq!(auto.format, f, "{text}");
                assert_eq!(auto.puzzles[0].grid, *g, "{f}, auto: {text}");
            }
            if !grids.is_empty() {
                let text = format::write_all(&grids, f);
                let back = format::parse(text.as_bytes(), Some(f)).unwrap();
                let back: Vec<Grid> = back.puzzles.iter().map(|p| p.grid).collect();
                assert_eq!(back, grids, "{f}: {text}");
            }
        }
        true
    }
    check(prop as fn(Vec<AnyGrid>) -> bool);
}

#[test]
fn parsing_arbitrary_bytes_never_panics() {
    fn prop(b: Bytes) -> bool {
        for f in Format::ALL.map(Some).into_iter().chain([None]) {
            if let Ok(parsed) = format::parse(&b.0, f) {
                assert!(!parsed.puzzles.is_empty());
            }
            if let Some(f) = f {
                let _ = format::parse_first(&b.0, f);
                let _ = format::Puzzles::new(&b.0, f).count();
            }
        }
        for problem in [Problem::Boj2580, Problem::Boj2239] {
            let _ = validate::parse_strict(problem, &b.0);
        }
        true
    }
    check(prop as fn(Bytes) -> bool);
}

#[test]
fn the_judge_accepts_the_answer_and_rejects_any_single_wrong_digit() {
    fn prop(p: Puzzle, cell: u8, delta: u8) -> bool {
        let puzzle = p.0.puzzle();
        let Outcome::Solved(smallest) = least(&puzzle) else {
            unreachable!()
        };
        let any = p.0.solution();
        let cell = Cell::new(cell as usize % 81).unwrap();
        let mut wrong = smallest;
        wrong.set(cell, (smallest.get(cell) + delta % 8) % 9 + 1);
        for problem in [Problem::Boj2580, Problem::Boj2239] {
            let input = format::write(&puzzle, problem.format());
            let verdict = |g: &Grid, mode| {
                judge::judge(
                    problem,
                    input.as_bytes(),
                    format::write(g, problem.format()).as_bytes(),
                    mode,
                )
            };
            for mode in Whitespace::ALL {
                let what = format!("{problem}, {mode}: {puzzle}");
                assert_eq!(verdict(&smallest, mode).verdict, Verdict::Ac, "{what}");
                // 2580 has a special judge: any completion; 2239 wants the
                // smallest.
                let want = if problem == Problem::Boj2580 || any == smallest {
                    Verdict::Ac
                } else {
                    Verdict::Wa
                };
                assert_eq!(verdict(&any, mode).verdict, want, "{what}: {any}");
                assert_eq!(verdict(&wrong, mode).verdict, Verdict::Wa, "{what}: {wrong}");
            }
        }
        true
    }
    check(prop as fn(Puzzle, u8, u8) -> bool);
}

#[test]
fn the_judge_never_panics_on_arbitrary_output() {
    fn prop(p: Puzzle, out: Bytes, edits: Vec<(u16, u8)>) -> bool {
        let puzzle = p.0.puzzle();
        for problem in [Problem::Boj2580, Problem::Boj2239] {
            let input = format::write(&puzzle, problem.format());
            // A right answer with a few bytes overwritten: near misses.
            let Outcome::Solved(s) = least(&puzzle) else {
                unreachable!()
            };
            let mut near = format::write(&s, problem.format()).into_bytes();
            for &(at, b) in &edits {
                let at = at as usize % near.len();
                near[at] = b;
            }
            for mode in Whitespace::ALL {
                for output in [&out.0, &near] {
                    let v = judge::judge(problem, input.as_bytes(), output, mode);
                    assert_ne!(v.verdict, Verdict::Fail, "the input is legal");
                }
                // Arbitrary bytes as the judge's input: FAIL or a verdict.
                let _ = judge::judge(problem, &out.0, &near, mode);
            }
        }
        true
    }
    check(prop as fn(Puzzle, Bytes, Vec<(u16, u8)>) -> bool);
}

#[test]
fn cnt_12095_is_the_check_arrays_call_count() {
    fn prop(p: Puzzle) -> bool {
        let puzzle = p.0.puzzle();
        let cnt = validate::cnt_12095(&puzzle);
        // One placement more than the cap is enough to decide: each
        // placement is followed by a call.
        let r = Variant::CheckArrays.solve(&puzzle, Budget::placements(CNT_LIMIT + 1), &mut NoTrace);
        let want = match r.outcome {
            Outcome::Solved(_) if r.stats.calls < CNT_LIMIT => Some(r.stats.calls),
            Outcome::NoSolution => unreachable!("a recipe has a solution"),
            _ => None,
        };
        assert_eq!(cnt, want, "{puzzle}: {:?}", r.stats);
        if let Some(n) = cnt {
            // The same count with no budget at all.
            let free = Variant::CheckArrays.solve(&puzzle, Budget::UNLIMITED, &mut NoTrace);
            assert_eq!(free.stats.calls, n, "{puzzle}");
        }
        true
    }
    check(prop as fn(Puzzle) -> bool);
}

#[test]
fn generated_puzzles_are_searched_alike() {
    fn prop(seed: u64, lo: u8, unique: bool) -> bool {
        // Unique puzzles past about 55 blanks are rare: the generator gives
        // up on them.
        let lo = lo as usize % if unique { 45 } else { 70 };
        let options = generate::Options {
            count: 1,
            seed,
            blanks: lo..=lo + 10,
            unique,
            ..generate::Options::default()
        };
        let g = generate::generate(&options).unwrap()[0];
        let what = format!("{options:?}: {}", g.puzzle);
        assert!(g.solution.completes(&g.puzzle), "{what}");
        let (reports, _) = five_agree(&g.puzzle, Budget::placements(BUDGET), &what);
        match reports[0].outcome {
            Outcome::Stopped => {}
            out => {
                assert_eq!(out, least(&g.puzzle), "{what}");
                if unique {
                    assert_eq!(out, Outcome::Solved(g.solution), "{what}");
                }
            }
        }
        true
    }
    check(prop as fn(u64, u8, bool) -> bool);
}
