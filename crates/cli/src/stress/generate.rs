//! Where a session's inputs come from: the generator ([`TestKind`]), which
//! keeps 2580's promise for both problems, with [edge boards](crate::stress::edge)
//! mixed in; the shipped pool of hard tests ([`HARD_POOL`]); or the
//! puzzles of a file that pass [`validate::validate`] ([`crate::stress::legal`]).

use std::path::Path;
use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};

use clap::ValueEnum;
use sudoku_lab::stress::Kind;
use sudoku_lab::units::thousands;
use sudoku_lab::{Grid, Problem, format, validate};

use crate::error::Error;
use crate::input::{PUZZLE_FILE_LIMIT, read_limited};

/// Which generated inputs: every kind keeps the promise of 2580 and 2239
/// (problem 12095's backtracker solves it with `cnt` under 10,000,000), so
/// every test is legal for both problems. The `cnt` ranges in the help are
/// measured on 1,000 tests of each kind (`cnt` spread in the closing table
/// of `tests/stress.rs`'s `kinds_cnt_spread`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, ValueEnum)]
pub(crate) enum TestKind {
    /// Legal BOJ tests with 40 to 50 blanks (`generate --boj`); every
    /// [`crate::stress::edge::EVERY`]th is an edge board, and every [`NEAR_CAP_EVERY`]th,
    /// from test [`NEAR_CAP_FIRST`] on, a test as hard as Baekjoon's
    /// slowest ([`BOJ_POOL_2580`], [`BOJ_POOL_2239`]; before an edge board
    /// where both fall on one test).
    #[default]
    #[value(help = boj_kind_help())]
    Boj,
    /// Exactly one solution, 40 to 55 blanks.
    #[value(help = "Exactly one solution, 40 to 55 blanks (12095 cnt: 9 in 10 under 12,000)")]
    Unique,
    /// 55 to 64 blanks, so almost always several solutions (for 2239 only
    /// the smallest is accepted).
    #[value(
        help = "55 to 64 blanks: usually several solutions (12095 cnt: 9 in 10 under 131,000, 1 in 100 in the millions)"
    )]
    Multi,
    /// Near 12095's cap (`generate --hard`): the most backtracking a legal
    /// test can ask for; drawn from [`HARD_POOL`] in an order given by the
    /// seed.
    #[value(
        help = "Does it pass every test the promise allows? The most backtracking a legal test allows: 12095 cnt 5 to 10 million, just under the cap, from a shipped pool of 200 (harder than Baekjoon's data)"
    )]
    Hard,
    /// Only edge boards ([`crate::stress::edge::EdgeShape`]).
    #[value(
        help = "Only edge boards: no blank, one blank (first or last cell), a blank row, column or block, 5 blanks in one block"
    )]
    Edge,
}

/// `--kind boj`'s help, with the model's estimates of Baekjoon's slowest
/// test ([`sudoku_lab::stress::baekjoon::slowest`]).
fn boj_kind_help() -> String {
    let cnt = |p| thousands(sudoku_lab::stress::baekjoon::slowest(p).cnt);
    format!(
        "Will Baekjoon accept it? Legal BOJ tests, 40 to 50 blanks (12095 cnt: half under 400, 9 in 10 under \
         3,000); every {edge}th is an edge board, and tests {first}, {second}, ... are as hard as Baekjoon's \
         slowest test of the problem (12095 cnt about {c2580} for 2580, {c2239} for 2239: the model of \
         Baekjoon's data)",
        edge = sudoku_lab::stress::edge::EVERY,
        first = NEAR_CAP_FIRST,
        second = NEAR_CAP_FIRST + NEAR_CAP_EVERY,
        c2580 = cnt(Problem::Boj2580),
        c2239 = cnt(Problem::Boj2239),
    )
}

/// The `--kind hard` pool: 200 legal tests from `generate --hard -n 200 -s
/// 14` (`cargo xtask hard-pool` writes it), one 81-character line each,
/// then a tab and its 12095 `cnt`, after `#` comments (checked by the
/// tests: so `--kind hard` costs nothing to start).
pub(crate) const HARD_POOL: &str = include_str!("../../data/hard-pool.txt");

/// The puzzles of [`HARD_POOL`].
pub fn hard_pool() -> Vec<Grid> {
    hard_pool_cnts().iter().map(|&(p, _)| p).collect()
}

/// The puzzles of [`HARD_POOL`] with the 12095 `cnt` its lines give
/// (checked by the tests), parsed once.
pub fn hard_pool_cnts() -> &'static [(Grid, u64)] {
    static POOL: OnceLock<Vec<(Grid, u64)>> = OnceLock::new();
    POOL.get_or_init(|| sudoku_lab::stress::parse_pool(HARD_POOL))
}

/// The default kind's tests as hard as Baekjoon's slowest of 2580
/// (`cargo xtask boj-pools` writes it): like [`HARD_POOL`], each test
/// lowered to the model's estimate ([`sudoku_lab::stress::baekjoon`]).
pub const BOJ_POOL_2580: &str = include_str!("../../data/boj-pool-2580.txt");
/// See [`BOJ_POOL_2580`]; 2239's.
pub const BOJ_POOL_2239: &str = include_str!("../../data/boj-pool-2239.txt");

/// The tests of `problem`'s [`BOJ_POOL_2580`] or [`BOJ_POOL_2239`] with
/// their `cnt`, parsed once.
pub fn boj_pool_cnts(problem: Problem) -> &'static [(Grid, u64)] {
    static POOLS: [OnceLock<Vec<(Grid, u64)>>; 2] = [OnceLock::new(), OnceLock::new()];
    let (i, text) = match problem {
        Problem::Boj2580 => (0, BOJ_POOL_2580),
        Problem::Boj2239 => (1, BOJ_POOL_2239),
    };
    POOLS[i].get_or_init(|| sudoku_lab::stress::parse_pool(text))
}

/// The near-cap tests `kind` draws from for `problem`: the hard pool for
/// `--kind hard`, the problem's pool as hard as Baekjoon's slowest test
/// for the default kind (the other kinds draw from none).
pub fn pool(problem: Problem, kind: Kind) -> Vec<Grid> {
    let cnts = match kind {
        Kind::Boj => boj_pool_cnts(problem),
        _ => hard_pool_cnts(),
    };
    cnts.iter().map(|&(p, _)| p).collect()
}

/// Problem 12095's `cnt` for a legal test: from the pools' lines for
/// their tests, else computed ([`validate::cnt_12095`]: under a
/// millisecond for most generated tests, up to 0.2 s for one near the
/// cap).
pub(crate) fn cnt(puzzle: &Grid) -> u64 {
    hard_pool_cnts()
        .iter()
        .chain(Problem::ALL.into_iter().flat_map(boj_pool_cnts))
        .find(|(p, _)| p == puzzle)
        .map(|&(_, c)| c)
        .or_else(|| validate::cnt_12095(puzzle))
        .unwrap_or(validate::CNT_LIMIT)
}

impl TestKind {
    /// The library's kind ([`sudoku_lab::stress::Kind`]), which makes the
    /// tests.
    pub(crate) fn kind(self) -> Kind {
        match self {
            TestKind::Boj => Kind::Boj,
            TestKind::Unique => Kind::Unique,
            TestKind::Multi => Kind::Multi,
            TestKind::Hard => Kind::Hard,
            TestKind::Edge => Kind::Edge,
        }
    }

    /// The kind for the console ([`crate::messages::ui`]): its value on the
    /// command line in English (`boj`), a short Korean name in Korean
    /// (`백준형`). An exhaustive match.
    pub(crate) fn shown(self) -> &'static str {
        use crate::messages::{KIND_BOJ, KIND_EDGE, KIND_HARD, KIND_MULTI, KIND_UNIQUE};
        match self {
            TestKind::Boj => KIND_BOJ,
            TestKind::Unique => KIND_UNIQUE,
            TestKind::Multi => KIND_MULTI,
            TestKind::Hard => KIND_HARD,
            TestKind::Edge => KIND_EDGE,
        }
        .text()
    }
}

/// The inputs of a session and how to name them.
pub(crate) struct Inputs {
    /// The puzzles, each with its 12095 `cnt` when it is known already,
    /// or the generator's error.
    pub(crate) puzzles: sudoku_lab::stress::CountedTests,
    /// How many.
    pub(crate) total: usize,
    /// For the summary: `seed 7, kind boj` or `inputs FILE`.
    pub(crate) source: String,
    /// The start of the folders failures are saved in: `2580-seed7`.
    pub(crate) prefix: String,
    /// For stderr: the file's puzzles that are not legal tests, skipped
    /// (how many, and the first with its position and why).
    pub(crate) skipped: Option<String>,
}

impl Inputs {
    /// The legal tests of `file` (the first `count`, or all): its puzzles
    /// are validated in order until `count` are legal, so `-n 1` costs one
    /// validation, not the whole file's (a near-cap puzzle costs 0.2 s);
    /// `on_checked(checked, of, legal)` after each, for progress.
    ///
    /// # Errors
    /// [`Error::Read`] or [`Error::TooLarge`] when `file` cannot be read or
    /// is over its limit; [`Error::Input`] when it is in no format;
    /// [`Error::BadInput`] when it holds no legal test.
    pub(crate) fn from_file(
        problem: Problem,
        file: &Path,
        count: Option<usize>,
        on_checked: &mut dyn FnMut(usize, usize, usize),
    ) -> Result<Inputs, Error> {
        let (puzzles, skipped) = read_legal(problem, file, count, on_checked)?;
        let n = count.unwrap_or(puzzles.len()).min(puzzles.len());
        let stem = file
            .file_stem()
            .map_or("inputs".into(), |s| s.to_string_lossy().into_owned());
        Ok(Inputs {
            puzzles: Box::new(puzzles.into_iter().take(n).map(|p| Ok((p, None)))),
            total: n,
            source: crate::messages::SOURCE_FILE.fill(&[&file.display()]),
            prefix: format!("{problem}-{stem}"),
            skipped,
        })
    }

    /// `count` (default 100) generated tests of `kind` from `seed` (default
    /// a random one). Every kind's options can be met (their blank ranges
    /// are fixed and within 0..=81).
    pub(crate) fn generated(problem: Problem, kind: TestKind, seed: Option<u64>, count: Option<usize>) -> Inputs {
        let seed = seed.unwrap_or_else(random_seed);
        let count = count.unwrap_or(100);
        let puzzles =
            sudoku_lab::stress::inputs_counted(problem, kind.kind(), seed, count, &pool(problem, kind.kind()));
        Inputs {
            puzzles: ahead(puzzles),
            total: count,
            source: crate::messages::SOURCE_SEED.fill(&[&seed, &kind.shown()]),
            prefix: format!("{problem}-seed{seed}"),
            skipped: None,
        }
    }
}

pub(crate) use sudoku_lab::stress::{NEAR_CAP_EVERY, NEAR_CAP_FIRST};

/// How many tests [`ahead`] makes before they are asked for.
const AHEAD: usize = 4;

/// `tests`, made on a thread of their own ("stress-tests") up to [`AHEAD`]
/// before they are asked for, in the same order, errors included: the
/// generator works while a run runs rather than between two runs (issue
/// 53: making a test of `--kind unique` is about 0.17 ms, a seventh of a
/// small C++ program's whole run). The thread ends when the tests are
/// over, or at its next test after the returned iterator is dropped.
/// When no thread can be made, `tests` is made as it is asked for.
fn ahead(tests: sudoku_lab::stress::CountedTests) -> sudoku_lab::stress::CountedTests {
    let (sender, receiver) = std::sync::mpsc::sync_channel(AHEAD);
    let slot = std::sync::Arc::new(std::sync::Mutex::new(Some(tests)));
    let made = std::sync::Arc::clone(&slot);
    let producer = std::thread::Builder::new().name("stress-tests".into()).spawn(move || {
        let Some(tests) = made.lock().unwrap_or_else(|e| e.into_inner()).take() else {
            return;
        };
        for test in tests {
            if sender.send(test).is_err() {
                return;
            }
        }
    });
    if producer.is_err()
        && let Some(tests) = slot.lock().unwrap_or_else(|e| e.into_inner()).take()
    {
        return tests;
    }
    Box::new(receiver.into_iter())
}

/// Reads the puzzles of `file` and keeps those that are legal tests of
/// `problem`, validating them in order until `count` are (all without
/// it), with a note on the others looked at (for stderr); an error when
/// none is. `on_checked(checked, of, legal)` after each validation.
///
/// # Errors
/// As [`crate::input::read_limited`]; [`Error::Input`] when the file is
/// in no format; [`Error::BadInput`] when it holds no legal test.
fn read_legal(
    problem: Problem,
    file: &Path,
    count: Option<usize>,
    on_checked: &mut dyn FnMut(usize, usize, usize),
) -> Result<(Vec<Grid>, Option<String>), Error> {
    let (name, bytes) = read_limited(Some(file), PUZZLE_FILE_LIMIT, "a puzzle file")?;
    let parsed = format::parse(&bytes, None).map_err(|source| Error::Input {
        name: name.clone(),
        source,
        hint: crate::error::Hint::ChooseFormat,
    })?;
    let mut puzzles = Vec::with_capacity(parsed.puzzles.len());
    let mut skipped = Vec::new();
    let mut checked = 0;
    for (i, p) in parsed.puzzles.iter().enumerate() {
        if count.is_some_and(|n| puzzles.len() >= n) {
            break;
        }
        let input = format::write(&p.grid, problem.format());
        match validate::validate(problem, input.as_bytes()) {
            Ok(_) => puzzles.push(p.grid),
            Err(e) => skipped.push(format!(
                "{}: {}",
                crate::output::position(i, p.line),
                crate::messages::invalid_in(&e, crate::messages::ui())
            )),
        }
        checked = i + 1;
        on_checked(checked, parsed.puzzles.len(), puzzles.len());
    }
    if puzzles.is_empty() {
        return Err(Error::BadInput(crate::messages::NO_LEGAL_TEST.fill_named(&[
            ("file", &name),
            ("problem", &problem),
            ("first", &skipped[0]),
        ])));
    }
    let note = skipped.first().map(|first| {
        crate::messages::INPUTS_SKIPPED.fill_named(&[
            ("file", &name),
            ("skipped", &skipped.len()),
            ("puzzles", &checked),
            ("problem", &problem),
            ("first", first),
        ])
    });
    Ok((puzzles, note))
}

/// A seed when none is given: the clock's nanoseconds mixed with the
/// process id (printed, so the run can be repeated).
fn random_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (nanos ^ (u64::from(std::process::id()) << 32)) % 1_000_000_000
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tests made ahead come in the generator's order, its error with them,
    /// and the generator's thread ends when nobody takes more.
    #[test]
    fn tests_made_ahead_keep_their_order_and_their_error() {
        let made: Vec<_> = sudoku_lab::stress::inputs_counted(Problem::Boj2580, Kind::Unique, 3, 12, &[]).collect();
        let ahead_of: Vec<_> = ahead(sudoku_lab::stress::inputs_counted(
            Problem::Boj2580,
            Kind::Unique,
            3,
            12,
            &[],
        ))
        .collect();
        let ok = |v: &[Result<(Grid, Option<u64>), sudoku_lab::generate::Error>]| {
            v.iter().map(|t| t.as_ref().ok().copied()).collect::<Vec<_>>()
        };
        assert_eq!(ok(&made), ok(&ahead_of));
        assert_eq!(made.len(), 12);
        let failing: sudoku_lab::stress::CountedTests = Box::new(
            [
                Ok((Grid::EMPTY, Some(1))),
                Err(sudoku_lab::generate::Error::Options("x".into())),
            ]
            .into_iter(),
        );
        let got: Vec<_> = ahead(failing).collect();
        assert!(matches!(
            got.as_slice(),
            [Ok((_, Some(1))), Err(sudoku_lab::generate::Error::Options(_))]
        ));
        // Dropped after one: the drop does not wait for the endless producer
        // (its next send fails and it ends).
        let endless: sudoku_lab::stress::CountedTests = Box::new(std::iter::repeat_with(|| Ok((Grid::EMPTY, None))));
        let mut one = ahead(endless);
        assert!(one.next().is_some());
        drop(one);
    }

    /// A kind's English on the console is its value on the command line.
    #[test]
    fn every_kind_is_shown_in_english_as_its_value() {
        crate::messages::set(crate::messages::Ui::En);
        for k in TestKind::value_variants() {
            assert_eq!(k.shown(), k.to_possible_value().expect("shown").get_name());
        }
    }

    /// `--kind boj`: tests 10 and 35 are tests of the problem's pool as
    /// hard as Baekjoon's slowest test (not of the hard pool), in the
    /// seed's order of that pool; the others are generated, with cnt far
    /// below it; test 4 is still an edge board. For both problems, each
    /// its own pool.
    #[test]
    fn the_default_kind_meets_the_problems_pool_at_tests_10_and_35() {
        for problem in Problem::ALL {
            let counted: Vec<(Grid, Option<u64>)> = Inputs::generated(problem, TestKind::Boj, Some(3), Some(36))
                .puzzles
                .map(|p| p.unwrap())
                .collect();
            // A cnt the generator carries is the test's own.
            for (i, &(p, known)) in counted.iter().enumerate() {
                assert!(known.is_none_or(|c| c == cnt(&p)), "{problem} test {}", i + 1);
            }
            assert!(counted.iter().filter(|t| t.1.is_some()).count() > 20, "{problem}");
            let inputs: Vec<Grid> = counted.into_iter().map(|t| t.0).collect();
            let own: Vec<Grid> = boj_pool_cnts(problem).iter().map(|&(p, _)| p).collect();
            let pool = sudoku_lab::stress::shuffled(own.clone(), 3);
            assert_eq!(inputs[9], pool[0], "{problem}");
            assert_eq!(inputs[34], pool[1], "{problem}");
            for (i, p) in inputs.iter().enumerate() {
                let near = own.contains(p);
                assert_eq!(near, i == 9 || i == 34, "{problem} test {}", i + 1);
                assert!(!hard_pool().contains(p), "{problem} test {}", i + 1);
                assert!(sudoku_lab::stress::legal(problem, p), "{problem} test {}", i + 1);
                if !near {
                    assert!(cnt(p) < 1_000_000, "{problem} test {}: cnt {}", i + 1, cnt(p));
                }
            }
            assert!(
                inputs[3].blanks() <= 9,
                "an edge board has at most 9 blanks: {}",
                inputs[3]
            );
            assert!(inputs[4].blanks() >= 40, "a generated test has 40 to 50: {}", inputs[4]);
        }
    }

    /// `--kind hard` draws the hard pool, the promise's worst, whatever
    /// the problem.
    #[test]
    fn the_hard_kind_draws_the_hard_pool_for_both_problems() {
        for problem in Problem::ALL {
            assert_eq!(pool(problem, Kind::Hard), hard_pool());
            assert_ne!(pool(problem, Kind::Boj), hard_pool());
        }
    }

    /// [`Inputs::generated`] expects every kind's options to be met.
    #[test]
    fn every_kinds_options_can_be_met() {
        use sudoku_lab::generate::Generator;
        for kind in TestKind::value_variants() {
            assert!(Generator::new(kind.kind().options(5, 1)).is_ok(), "{kind:?}");
        }
    }
}
