//! The checks behind the `cargo fuzz` targets in `fuzz/`, one function per
//! target, so that `tests/fuzz_regressions.rs` replays the saved inputs
//! under plain `cargo test` on stable.
//!
//! Each check panics when sudoku-lab is wrong and otherwise returns whether
//! the input was *interesting*: `false` (a search the budget stopped) tells
//! the fuzz target to answer `Corpus::Reject`, so libFuzzer does not keep
//! it. The library does not depend on libfuzzer-sys.
//!
//! | target | input | checks |
//! |---|---|---|
//! | [`parse`] | any bytes | every parser, with each format and auto: no panic; what is accepted prints and parses back to the same grids; [`program::run`] agrees with a budgeted search |
//! | [`differential`] | a [`Recipe`] (a solvable puzzle) | the five ports and the reference: same outcome and trace, the smallest valid completion, every program's output judged AC |
//! | [`programs`] | any grid of 0..=9, conflicts included | the five ports agree; each program prints what its original would (laid out as the original really printed the fixtures in `testdata/originals/`) |
//! | [`judge`] | any output for fixed puzzles | the verdict matches a deliberately simple answer check written here |
//!
//! Every input type's `Debug` shows its puzzle as an 81-character line, so
//! a crash report is a puzzle one can paste into `sudoku-lab solve`.

use std::fmt;
use std::sync::LazyLock;

use arbitrary::{Arbitrary, Unstructured};

use crate::transform::{Recipe, Shuffle};
use sudoku_lab::Problem;
use sudoku_lab::format::{self, Format};
use sudoku_lab::grid::Grid;
use sudoku_lab::judge::{self as checker, Verdict, Whitespace};
use sudoku_lab::program;
use sudoku_lab::reference;
use sudoku_lab::search::{Budget, NoTrace, Outcome, Report};
use sudoku_lab::variants::Variant;

use crate::agree::five_agree;

/// Placement budget of the searches in [`parse`]: the bytes are arbitrary,
/// so the puzzle may be one a naive backtracker needs minutes for.
pub const PARSE_BUDGET: u64 = 2_000;

/// Placement budget of each port in [`differential`]; a stopped search is
/// rejected.
pub const DIFFERENTIAL_BUDGET: u64 = 300;

/// At most this many blanks in a [`DifferentialInput`] (more are filled
/// in again, lowest cells first): keeps the searches short, so the fuzzer
/// runs tens of thousands of puzzles a second.
pub const MAX_BLANKS: u32 = 36;

/// Placement budget of each port in [`programs`].
pub const PROGRAMS_BUDGET: u64 = 300;

/// Node budget of the reference solver wherever it runs here.
pub const REFERENCE_NODES: u64 = 100_000;

/// The fuzz targets, as named in `fuzz/fuzz_targets/` and
/// `fuzz/regressions/`.
pub const TARGETS: [&str; 4] = ["parse", "differential", "programs", "judge"];

/// Runs target `name` on raw fuzzer bytes the way its fuzz target does
/// (`arbitrary_take_rest`, as libfuzzer-sys decodes a typed input) and
/// returns whether the input was interesting; `None` for an unknown name.
///
/// # Panics
/// When a check fails: that is a finding.
pub fn run(name: &str, bytes: &[u8]) -> Option<bool> {
    fn take<'a, T: Arbitrary<'a>>(bytes: &'a [u8]) -> T {
        T::arbitrary_take_rest(Unstructured::new(bytes)).expect("the inputs read missing bytes as 0")
    }
    Some(match name {
        "parse" => parse(bytes),
        "differential" => differential(&take(bytes)),
        "programs" => programs(&take(bytes)),
        "judge" => judge(&take(bytes)),
        _ => return None,
    })
}

/// One byte of the input, `0` once the input is used up (so every input,
/// the empty one included, decodes).
fn byte(u: &mut Unstructured<'_>) -> u8 {
    u8::arbitrary(u).unwrap_or(0)
}

/// `N` bytes read as a little-endian number, missing bytes as `0`.
fn le<const N: usize>(u: &mut Unstructured<'_>) -> u128 {
    (0..N).fold(0, |n, i| n | (byte(u) as u128) << (8 * i))
}

/// 36 little-endian `u64` keys, then one byte whose low bit is the
/// transpose flag ([`Shuffle::from_keys`]).
impl<'a> Arbitrary<'a> for Shuffle {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let keys = std::array::from_fn(|_| le::<8>(u) as u64);
        Ok(Shuffle::from_keys(keys, byte(u) & 1 == 1))
    }
}

/// The blank mask first (16 bytes, little-endian, bit `k` blanks cell
/// `k`), then the [`Shuffle`]: the bytes that matter most come first, and
/// a 16-byte input is a blank pattern over the identity shuffle.
impl<'a> Arbitrary<'a> for Recipe {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let blanks = le::<16>(u);
        let shuffle = Shuffle::arbitrary(u)?;
        Ok(Recipe { shuffle, blanks })
    }
}

/// The input of [`differential`]: a [`Recipe`] with at most
/// [`MAX_BLANKS`] blanks.
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct DifferentialInput {
    /// The recipe; `recipe.puzzle()` is the puzzle checked.
    pub recipe: Recipe,
}

impl<'a> Arbitrary<'a> for DifferentialInput {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let mut recipe = Recipe::arbitrary(u)?;
        recipe.blanks &= (1 << 81) - 1;
        while recipe.blanks.count_ones() > MAX_BLANKS {
            recipe.blanks &= recipe.blanks - 1;
        }
        Ok(DifferentialInput { recipe })
    }
}

impl fmt::Debug for DifferentialInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DifferentialInput {{ puzzle: \"{}\" }}", self.recipe.puzzle())
    }
}

/// The input of [`programs`]: any grid, conflicting givens included.
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct ProgramsInput {
    /// The puzzle.
    pub puzzle: Grid,
}

/// One byte per cell, so an 81-character line is an input: `.` is a
/// blank, `'0'..='9'` the digit, any other byte `(byte - b'0') % 10`, and
/// a missing byte a blank.
impl<'a> Arbitrary<'a> for ProgramsInput {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let cells = std::array::from_fn(|_| match u8::arbitrary(u) {
            Ok(b'.') | Err(_) => 0,
            Ok(b) => b.wrapping_sub(b'0') % 10,
        });
        Ok(ProgramsInput {
            puzzle: Grid::new(cells).expect("0..=9"),
        })
    }
}

impl fmt::Debug for ProgramsInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ProgramsInput {{ puzzle: \"{}\" }}", self.puzzle)
    }
}

/// The fixed puzzles of [`judge`], each with its lexicographically smallest
/// completion, as 81-character lines (`.` for a blank): the sample of
/// Baekjoon 2580 with its answer (the library's `Problem::sample` and
/// `Problem::sample_answer`), and three worked out once, independently of
/// the judge (a test checks all four against the reference solver).
pub static JUDGE_CASES: LazyLock<[(String, String); 4]> = LazyLock::new(|| {
    let p = Problem::Boj2580;
    let line = |text: &str| {
        let grid = format::parse_first(text.as_bytes(), p.format()).expect("the statement's sample parses");
        grid.to_string()
    };
    let fixed = |puzzle: &str, least: &str| (puzzle.to_string(), least.to_string());
    [
        // The sample of Baekjoon 2580: one solution.
        (line(p.sample()), line(p.sample_answer())),
        // The empty board: any valid grid is a 2580 answer.
        fixed(
            ".................................................................................",
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
        ),
        // A full board: the one answer is the input.
        fixed(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        ),
        // One given: many completions, and the smallest is not the empty
        // board's.
        fixed(
            "........................................1........................................",
            "123456789456789123789123456214365897367918245598247361631892574845671932972534618",
        ),
    ]
});

/// The input of [`judge`]: a program's output for one of the
/// [`JUDGE_CASES`] under a problem and a whitespace mode.
#[derive(Clone, PartialEq, Eq)]
pub struct JudgeInput {
    /// Index into [`JUDGE_CASES`].
    pub case: usize,
    /// The problem whose rules apply (and whose layout the input is in).
    pub problem: Problem,
    /// How strictly the layout is checked.
    pub mode: Whitespace,
    /// The output judged.
    pub output: Vec<u8>,
}

impl JudgeInput {
    /// The fuzzer bytes that decode to this input: a header byte, then the
    /// output.
    pub fn to_bytes(&self) -> Vec<u8> {
        let problem = usize::from(self.problem == Problem::Boj2239);
        let mode = Whitespace::ALL.iter().position(|&m| m == self.mode).expect("a mode");
        let mut bytes = vec![(self.case + JUDGE_CASES.len() * (problem + 2 * mode)) as u8];
        bytes.extend_from_slice(&self.output);
        bytes
    }

    fn header(u: &mut Unstructured<'_>) -> (usize, Problem, Whitespace) {
        let h = byte(u) as usize;
        let n = JUDGE_CASES.len();
        let problem = if (h / n).is_multiple_of(2) {
            Problem::Boj2580
        } else {
            Problem::Boj2239
        };
        (h % n, problem, Whitespace::ALL[h / n / 2 % 3])
    }
}

/// One header byte (case, problem and mode), then the output: the rest of
/// the input for `arbitrary_take_rest`, a length-prefixed byte string
/// otherwise.
impl<'a> Arbitrary<'a> for JudgeInput {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let (case, problem, mode) = Self::header(u);
        let output = Vec::<u8>::arbitrary(u)?;
        Ok(JudgeInput {
            case,
            problem,
            mode,
            output,
        })
    }

    fn arbitrary_take_rest(mut u: Unstructured<'a>) -> arbitrary::Result<Self> {
        let (case, problem, mode) = Self::header(&mut u);
        Ok(JudgeInput {
            case,
            problem,
            mode,
            output: u.take_rest().to_vec(),
        })
    }
}

impl fmt::Debug for JudgeInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "JudgeInput {{ puzzle: \"{}\", problem: {}, mode: {}, output: b\"{}\" }}",
            JUDGE_CASES[self.case].0,
            self.problem,
            self.mode,
            self.output.escape_ascii()
        )
    }
}

/// Target `parse`: arbitrary bytes into every parser.
///
/// Checks that nothing panics; that every grid [`format::parse`] or
/// [`format::parse_first`] accepts is written by [`format::write`] and read
/// back unchanged, in the format it was read in; that `parse_first` agrees
/// with `parse`; and that [`program::run`] gives each variant's
/// [`program::output`] (or the same error), run only when a budgeted search
/// shows it finishes quickly. Always interesting.
pub fn parse(data: &[u8]) -> bool {
    let formats = [None, Some(Format::Boj2580), Some(Format::Boj2239), Some(Format::Line)];
    for format in formats {
        match format::parse(data, format) {
            Ok(parsed) => {
                assert!(!parsed.puzzles.is_empty(), "parse({format:?}) accepted no puzzle");
                if let Some(f) = format {
                    assert_eq!(parsed.format, f, "parse({format:?}) read another format");
                }
                let grids: Vec<Grid> = parsed.puzzles.iter().map(|p| p.grid).collect();
                for g in &grids {
                    round_trip(g, parsed.format);
                }
                let text = format::write_all(&grids, parsed.format);
                let back = format::parse(text.as_bytes(), Some(parsed.format))
                    .unwrap_or_else(|e| panic!("write_all({}) does not parse back: {e}\n{text}", parsed.format));
                let back: Vec<Grid> = back.puzzles.iter().map(|p| p.grid).collect();
                assert_eq!(back, grids, "write_all({}) parses back to other grids", parsed.format);
                if let Some(f) = format {
                    assert_eq!(
                        format::parse_first(data, f),
                        Ok(grids[0]),
                        "parse_first({f}) differs from parse"
                    );
                }
            }
            Err(e) => {
                let _ = e.to_string();
                assert!(
                    e.column().is_none_or(|c| c >= 1) && e.line().is_none_or(|l| l >= 1),
                    "{e:?}"
                );
            }
        }
    }
    for f in Format::ALL {
        if let Ok(g) = format::parse_first(data, f) {
            round_trip(&g, f);
        }
    }
    for v in Variant::ALL {
        let expected = format::parse_first(data, v.problem().format()).map(|g| {
            let report = v.solve(&g, Budget::placements(PARSE_BUDGET), &mut NoTrace);
            (report.outcome != Outcome::Stopped).then(|| program::output(v, &report))
        });
        match expected {
            Ok(None) => {} // too slow to run without a budget
            Ok(Some(out)) => assert_eq!(
                program::run(v, data).as_ref(),
                Ok(&out),
                "run({v}) differs from its search"
            ),
            Err(e) => assert_eq!(
                program::run(v, data),
                Err(e),
                "run({v}) fails differently from parse_first"
            ),
        }
    }
    true
}

/// `grid` written in `format` parses back to `grid`, alone.
fn round_trip(grid: &Grid, format: Format) {
    let text = format::write(grid, format);
    let back = format::parse(text.as_bytes(), Some(format))
        .unwrap_or_else(|e| panic!("write({format}) of {grid} does not parse back: {e}\n{text}"));
    assert_eq!(
        back.puzzles.len(),
        1,
        "write({format}) of {grid} reads as several puzzles"
    );
    assert_eq!(
        back.puzzles[0].grid, *grid,
        "write({format}) of {grid} parses back to another grid"
    );
    assert_eq!(format::parse_first(text.as_bytes(), format), Ok(*grid));
}

/// [`five_agree`] for a fuzz input: the puzzle names itself as its
/// 81-character line.
fn agree(puzzle: &Grid, budget: Budget) -> [Report; Variant::ALL.len()] {
    five_agree(puzzle, budget, &format!("{puzzle:?}")).0
}

/// Target `differential`: a solvable puzzle through the five ports and the
/// reference solver.
///
/// Checks that all five agree (outcome, counters, trace); that they solve
/// it with the reference's lexicographically smallest completion, no
/// larger than the recipe's own solution; that every blank got exactly one
/// placement that stayed; and that each program's output is AC for its
/// problem (bitmask 2239, the others 2580). A search the budget stopped is
/// not interesting.
pub fn differential(input: &DifferentialInput) -> bool {
    let puzzle = input.recipe.puzzle();
    let solution = input.recipe.solution();
    assert!(
        solution.completes(&puzzle),
        "a recipe's solution must complete it: {puzzle:?}"
    );
    let least = match reference::solve(&puzzle, REFERENCE_NODES).outcome {
        Outcome::Solved(g) => g,
        Outcome::Stopped => return false,
        Outcome::NoSolution => panic!("reference: no solution for {puzzle:?}, which {solution:?} completes"),
    };
    assert!(
        least.completes(&puzzle),
        "reference: {least:?} does not complete {puzzle:?}"
    );
    assert!(
        least <= solution,
        "reference: {least:?} is not the smallest, {solution:?} is smaller"
    );
    let reports = agree(&puzzle, Budget::placements(DIFFERENTIAL_BUDGET));
    match reports[0].outcome {
        Outcome::Stopped => return false,
        Outcome::NoSolution => panic!("the ports found no solution for {puzzle:?}"),
        Outcome::Solved(g) => assert_eq!(g, least, "the ports' solution of {puzzle:?} is not the reference's"),
    }
    let stats = reports[0].stats;
    assert_eq!(
        stats.placements - stats.backtracks,
        puzzle.blanks() as u64,
        "{puzzle:?}"
    );
    // Four ports print the same bytes: judge each distinct output once.
    let mut judged: Vec<(Problem, Vec<u8>)> = Vec::with_capacity(3);
    for (v, report) in Variant::ALL.into_iter().zip(&reports) {
        let problem = v.problem();
        let output = program::output(v, report);
        if judged.iter().any(|(p, o)| *p == problem && *o == output) {
            continue;
        }
        let input = format::write(&puzzle, problem.format());
        let verdict = checker::judge(problem, input.as_bytes(), &output, Whitespace::Boj);
        assert_eq!(
            verdict.verdict,
            Verdict::Ac,
            "{v}: {verdict} for {puzzle:?}; output:\n{}",
            output.escape_ascii()
        );
        judged.push((problem, output));
    }
    true
}

/// The peers test, written out plainly: cells `a` and `b` (row-major
/// indexes) differ and share a row, a column or a block.
fn peers(a: usize, b: usize) -> bool {
    let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
    a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3))
}

/// No two peers of `cells` hold the same digit (blanks are ignored).
fn no_repeats(cells: &[u8; 81]) -> bool {
    (0..81).all(|a| cells[a] == 0 || (0..81).all(|b| !peers(a, b) || cells[a] != cells[b]))
}

/// How an original program lays out a board, learned from what it really
/// printed (`testdata/originals/`), not from the port's [`Prints`]: the
/// bytes after each digit, and what follows the nine lines when it solved
/// the puzzle and when it found no solution (`None`: it printed nothing).
///
/// [`Prints`]: sudoku_lab::variants::Prints
#[derive(Clone, Debug)]
struct Layout {
    after_digit: &'static [u8],
    solved_tail: Vec<u8>,
    unsolved_tail: Option<Vec<u8>>,
}

/// `board` as nine lines, `after_digit` after each digit.
fn lay_out(board: &Grid, after_digit: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for row in board.cells().chunks(9) {
        for &d in row {
            out.push(b'0' + d);
            out.extend_from_slice(after_digit);
        }
        out.push(b'\n');
    }
    out
}

/// What `v`'s original printed on the fixture `case`, and the board it
/// printed: the input's solution, or the input when it has none.
fn learn(v: Variant, case: &str, after_digit: &[u8]) -> Option<Vec<u8>> {
    let input = crate::data::fixture(&format!("{case}.{}.txt", v.problem()));
    let root = crate::data::root().join("testdata/originals");
    let printed = std::fs::read(root.join(format!("{case}.{}.out", v.name()))).expect("an original's output");
    if printed.is_empty() {
        return None;
    }
    let board = match reference::solve(&input, reference::NO_NODE_LIMIT).outcome {
        Outcome::Solved(g) => g,
        _ => input,
    };
    let lines = lay_out(&board, after_digit);
    Some(printed.strip_prefix(lines.as_slice())?.to_vec())
}

/// The layout of `v`'s original, learned once per variant.
fn original_layout(v: Variant) -> &'static Layout {
    static LAYOUTS: std::sync::OnceLock<Vec<Layout>> = std::sync::OnceLock::new();
    let all = LAYOUTS.get_or_init(|| {
        Variant::ALL
            .map(|v| {
                let after_digit: &'static [u8] = [&b" "[..], b""]
                    .into_iter()
                    .find(|sep| learn(v, "sample2580", sep).is_some())
                    .unwrap_or_else(|| panic!("{v}: the original's sample output is not 9 lines of digits"));
                Layout {
                    after_digit,
                    solved_tail: learn(v, "sample2580", after_digit).expect("learned above"),
                    unsolved_tail: learn(v, "unsolvable", after_digit),
                }
            })
            .to_vec()
    });
    &all[Variant::ALL.iter().position(|&w| w == v).expect("one of ALL")]
}

/// What `v`'s original program prints for a search on `puzzle` that ended
/// with `solved` (`Some(board)`) or without a solution (`None`), by the
/// layout learned from the original's real output.
fn expected_output(v: Variant, puzzle: &Grid, solved: Option<&Grid>) -> Vec<u8> {
    let l = original_layout(v);
    let (board, tail) = match (solved, &l.unsolved_tail) {
        (Some(b), _) => (b, &l.solved_tail),
        (None, Some(tail)) => (puzzle, tail),
        (None, None) => return Vec::new(),
    };
    let mut out = lay_out(board, l.after_digit);
    out.extend_from_slice(tail);
    out
}

/// Target `programs`: any grid, conflicting givens and unsolvable puzzles
/// included, through the five ports and their programs.
///
/// Checks that all five agree; that a solution is full, keeps the givens
/// and gives no blank a digit one of its peers holds (givens may still
/// clash among themselves: the posts never check them); that with
/// consistent givens the outcome is the reference's; and that each
/// program prints what its original prints. A search the budget stopped
/// is not interesting.
pub fn programs(input: &ProgramsInput) -> bool {
    let puzzle = input.puzzle;
    let reports = agree(&puzzle, Budget::placements(PROGRAMS_BUDGET));
    let solved = match reports[0].outcome {
        Outcome::Stopped => {
            for (v, r) in Variant::ALL.into_iter().zip(&reports) {
                assert_eq!(program::output(v, r), b"", "{v} printed while still searching");
            }
            return false;
        }
        Outcome::Solved(g) => Some(g),
        Outcome::NoSolution => None,
    };
    let (p, blanks) = (puzzle.cells(), |k: usize| puzzle.cells()[k] == 0);
    if let Some(g) = &solved {
        let s = g.cells();
        assert!(s.iter().all(|&d| (1..=9).contains(&d)), "{g:?} is not full");
        assert!(
            (0..81).all(|k| blanks(k) || s[k] == p[k]),
            "{g:?} changes a given of {puzzle:?}"
        );
        assert!(
            (0..81).all(|a| !blanks(a) || (0..81).all(|b| !peers(a, b) || s[a] != s[b])),
            "{g:?} gives a blank of {puzzle:?} a digit a peer holds"
        );
    }
    if no_repeats(p) {
        let reference = reference::solve(&puzzle, REFERENCE_NODES).outcome;
        if reference != Outcome::Stopped {
            let ports = solved.map_or(Outcome::NoSolution, Outcome::Solved);
            assert_eq!(ports, reference, "the ports and the reference differ on {puzzle:?}");
        }
    }
    for (v, r) in Variant::ALL.into_iter().zip(&reports) {
        let expected = expected_output(v, &puzzle, solved.as_ref());
        let output = program::output(v, r);
        assert!(
            output == expected,
            "{v} on {puzzle:?} prints\n{}\nwhere its original prints\n{}",
            output.escape_ascii(),
            expected.escape_ascii()
        );
        let text = format::write(&puzzle, v.problem().format());
        assert_eq!(
            program::run(v, text.as_bytes()),
            Ok(output),
            "run({v}) differs on {puzzle:?}"
        );
    }
    true
}

/// testlib's whitespace.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0B' | b'\x0C')
}

/// The plain answer check: the non-whitespace bytes of `output` are
/// exactly 81 digits 1-9 that keep the givens of `puzzle`, with no digit
/// twice among peers, and for 2239 they are `least`.
fn answer_ok(problem: Problem, puzzle: &[u8], least: &[u8], output: &[u8]) -> bool {
    let digits: Vec<u8> = output.iter().copied().filter(|&b| !is_space(b)).collect();
    if digits.len() != 81 || !digits.iter().all(|b| (b'1'..=b'9').contains(b)) {
        return false;
    }
    let cells: [u8; 81] = std::array::from_fn(|k| digits[k] - b'0');
    let kept = (0..81).all(|k| puzzle[k] == b'.' || puzzle[k] == digits[k]);
    kept && no_repeats(&cells) && (problem == Problem::Boj2580 || digits == least)
}

/// The answer laid out as the problem asks: 9 lines of 9 digits, separated
/// by single spaces for 2580, each line ended by `\n`.
fn layout(problem: Problem, output: &[u8]) -> Vec<Vec<u8>> {
    let digits: Vec<u8> = output.iter().copied().filter(|&b| !is_space(b)).collect();
    digits
        .chunks(9)
        .map(|row| {
            let mut line = Vec::new();
            for (i, &d) in row.iter().enumerate() {
                if i > 0 && problem == Problem::Boj2580 {
                    line.push(b' ');
                }
                line.push(d);
            }
            line
        })
        .collect()
}

/// Target `judge`: arbitrary output bytes against the fixed
/// [`JUDGE_CASES`].
///
/// Checks that nothing panics and that the verdict is never FAIL (the
/// inputs are valid), and against `answer_ok`, a check written
/// independently of the judge: AC, PE (or 2580's WA below) only for a
/// right answer, WA for a wrong one; with `tokens` a right answer is AC; with `exact` AC is
/// exactly the 9 lines of the problem's layout; with `boj`, for 2239 the
/// same once whitespace at line ends and empty lines at the end are
/// dropped, for 2580 (a special judge reading 81 numbers) any whitespace
/// with every digit standing alone, and a right answer with digits side by
/// side is WA there (a special judge says AC or WA only, never PE).
/// Always interesting.
pub fn judge(input: &JudgeInput) -> bool {
    let (puzzle_line, least) = &JUDGE_CASES[input.case];
    let puzzle = format::parse_first(puzzle_line.as_bytes(), Format::Line).expect("a fixed case");
    let judge_input = format::write(&puzzle, input.problem.format());
    let verdict = checker::judge(input.problem, judge_input.as_bytes(), &input.output, input.mode);
    let right = answer_ok(input.problem, puzzle_line.as_bytes(), least.as_bytes(), &input.output);
    let lines: Vec<&[u8]> = input.output.split(|&b| b == b'\n').collect();
    let laid_out = match input.mode {
        Whitespace::Tokens => true,
        Whitespace::Exact => {
            lines.len() == 10 && lines[9].is_empty() && lines[..9] == layout(input.problem, &input.output)
        }
        // 2580's special judge reads 81 numbers: any whitespace anywhere,
        // but each digit a number of its own.
        Whitespace::Boj if input.problem == Problem::Boj2580 => input
            .output
            .split(|&b| is_space(b))
            .filter(|t| !t.is_empty())
            .all(|t| t.len() == 1),
        Whitespace::Boj => {
            let trim = |l: &&[u8]| -> Vec<u8> {
                let keep = l.iter().rposition(|&b| !is_space(b)).map_or(0, |i| i + 1);
                l[..keep].to_vec()
            };
            let mut trimmed: Vec<Vec<u8>> = lines.iter().map(trim).collect();
            while trimmed.last().is_some_and(|l| l.is_empty()) {
                trimmed.pop();
            }
            trimmed == layout(input.problem, &input.output)
        }
    };
    let special_judge = input.mode == Whitespace::Boj && input.problem == Problem::Boj2580;
    let expected = match (right, laid_out) {
        _ if input.output.len() > checker::OUTPUT_LIMIT => Verdict::Ole,
        (true, true) => Verdict::Ac,
        (true, false) if special_judge => Verdict::Wa,
        (true, false) => Verdict::Pe,
        (false, _) => Verdict::Wa,
    };
    assert_eq!(verdict.verdict, expected, "{input:?}: the judge says {verdict}");
    true
}

/// The `data/` files the seed corpora are built from ([`data_seeds`]).
pub const SEED_DATA: [crate::datasets::Dataset; 4] = [
    crate::datasets::EASY50,
    crate::datasets::TOP95,
    crate::datasets::PLB,
    crate::datasets::TDOKU_TEST,
];

/// Puzzles taken from each file of [`SEED_DATA`] for the seeds.
pub const SEEDS_PER_FILE: usize = 30;

/// The seed inputs of target `name` ([`seeds`]) from the files of
/// [`SEED_DATA`], [`SEEDS_PER_FILE`] puzzles of each: what `cargo xtask
/// seed-corpora` writes under `fuzz/corpus/<target>/` and
/// `tests/fuzz_regressions.rs` runs through the target.
///
/// # Panics
/// When a file of [`SEED_DATA`] cannot be read.
pub fn data_seeds(name: &str) -> Vec<Vec<u8>> {
    let root = crate::data::root();
    let data: Vec<Vec<u8>> = SEED_DATA
        .iter()
        .map(|d| std::fs::read(root.join(d.path)).unwrap_or_else(|e| panic!("{}: {e}", d.path)))
        .collect();
    let slices: Vec<&[u8]> = data.iter().map(Vec::as_slice).collect();
    seeds(name, &slices, SEEDS_PER_FILE)
}

/// Seed inputs for target `name`, built from the puzzles of `datasets`
/// (the contents of files under `data/`), at most `per_file` puzzles from
/// each ([`data_seeds`]).
pub fn seeds(name: &str, datasets: &[&[u8]], per_file: usize) -> Vec<Vec<u8>> {
    let puzzles: Vec<Grid> = datasets
        .iter()
        .filter_map(|d| format::parse(d, None).ok())
        .flat_map(|p| p.puzzles.into_iter().take(per_file).map(|p| p.grid))
        .collect();
    let mut out = Vec::new();
    match name {
        "parse" => parse_seeds(datasets, &puzzles, &mut out),
        "differential" => differential_seeds(&puzzles, &mut out),
        "programs" => programs_seeds(&puzzles, &mut out),
        "judge" => judge_seeds(&mut out),
        _ => {}
    }
    out
}

/// Target `parse`: the start of each file as it is, and the puzzles in
/// each format.
fn parse_seeds(datasets: &[&[u8]], puzzles: &[Grid], out: &mut Vec<Vec<u8>>) {
    for d in datasets {
        // The first few lines of the file as it is.
        let cut = d
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b == b'\n')
            .nth(20)
            .map_or(d.len(), |(i, _)| i + 1);
        out.push(d[..cut].to_vec());
    }
    for (i, g) in puzzles.iter().enumerate() {
        let f = Format::ALL[i % 3];
        out.push(format::write(g, f).into_bytes());
    }
    out.push(format::write_all(puzzles.iter().take(3), Format::Boj2580).into_bytes());
    out.push(format::write_all(puzzles.iter().take(3), Format::Boj2239).into_bytes());
}

/// Target `differential`: each puzzle as a shuffle and a blank mask.
fn differential_seeds(puzzles: &[Grid], out: &mut Vec<Vec<u8>>) {
    for g in puzzles {
        let mask = (0..81).filter(|&k| g.cells()[k] == 0).fold(0u128, |m, k| m | 1 << k);
        out.push(mask.to_le_bytes().to_vec());
    }
}

/// Target `programs`: each puzzle, and cheaper cousins of it.
fn programs_seeds(puzzles: &[Grid], out: &mut Vec<Vec<u8>>) {
    for g in puzzles {
        out.push(g.to_string().into_bytes());
        // Cheaper cousins: the solution with the puzzle's blanks in
        // the last four rows only, then with a clashing given too.
        if let Outcome::Solved(s) = reference::solve(g, REFERENCE_NODES).outcome {
            let mut cheap = s;
            for cell in sudoku_lab::Cell::all().filter(|c| c.index() >= 45 && g.get(*c) == 0) {
                cheap.set(cell, 0);
            }
            out.push(cheap.to_string().into_bytes());
            let (first, last) = (sudoku_lab::Cell::at(8, 0), sudoku_lab::Cell::at(8, 8));
            if cheap.get(first) != 0 {
                cheap.set(last, cheap.get(first));
                out.push(cheap.to_string().into_bytes());
            }
        }
    }
}

/// Target `judge`: right answers in every layout, for each fixed case,
/// problem and whitespace mode.
fn judge_seeds(out: &mut Vec<Vec<u8>>) {
    for (case, (_, least)) in JUDGE_CASES.iter().enumerate() {
        let answer = format::parse_first(least.as_bytes(), Format::Line).expect("a fixed case");
        let combos = [Problem::Boj2580, Problem::Boj2239]
            .into_iter()
            .flat_map(|p| Whitespace::ALL.map(|m| (p, m)));
        for (problem, mode) in combos {
            // The first post written for the problem: its program's layout.
            let variant = Variant::ALL
                .into_iter()
                .find(|v| v.post().problem == problem)
                .expect("a post for each problem");
            let report = variant.solve(&answer, Budget::UNLIMITED, &mut NoTrace);
            for output in [
                format::write(&answer, problem.format()).into_bytes(),
                program::output(variant, &report),
            ] {
                let input = JudgeInput {
                    case,
                    problem,
                    mode,
                    output,
                };
                out.push(input.to_bytes());
            }
            // One line out of layout, for each line in turn: a judge that
            // stops checking the layout early (or starts late) calls
            // these AC, and the fuzzer sees it from its seeds.
            let right = format::write(&answer, problem.format());
            for r in 0..9 {
                for drift in [drift_spaces, drift_tab, drift_doubled] {
                    let output: String = right
                        .lines()
                        .enumerate()
                        .map(|(i, l)| if i == r { drift(l) } else { l.to_string() } + "\n")
                        .collect();
                    let input = JudgeInput {
                        case,
                        problem,
                        mode,
                        output: output.into_bytes(),
                    };
                    out.push(input.to_bytes());
                }
            }
        }
    }
}

/// A line's spaces dropped (2580's `1 3 5` as `135`), or put in between
/// its digits when it has none (2239's `135` as `1 3 5`).
fn drift_spaces(line: &str) -> String {
    if line.contains(' ') {
        line.replace(' ', "")
    } else {
        line.chars().map(String::from).collect::<Vec<_>>().join(" ")
    }
}

/// A line's first separator a tab (2580), or a tab before its last digit
/// (2239).
fn drift_tab(line: &str) -> String {
    if line.contains(' ') {
        line.replacen(' ', "\t", 1)
    } else {
        format!("{}\t{}", &line[..8], &line[8..])
    }
}

/// A doubled space between a line's first two digits (2580), or a
/// space before its first digit (2239).
fn drift_doubled(line: &str) -> String {
    if line.contains(' ') {
        line.replacen(' ', "  ", 1)
    } else {
        format!(" {line}")
    }
}
