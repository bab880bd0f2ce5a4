//! The counters the book and the CLI show for the two ports whose digit test
//! scans the board (full-scan's `possibility`, empty-list's `isPromising`):
//! the cells each test reads ([`CellsRead`]), the house and cell the step
//! trace names for a rejected digit, and the calls of the post's recursive
//! function.
//!
//! Nothing here is copied from a run: each expected value comes from the
//! posts' Java (`shared/seeds/000` and `001`), rewritten below as tiny
//! oracles, replayed on the board rebuilt from the search's own placements
//! and undos.

use sudoku_lab::generate::{self, Options};
use sudoku_lab::step::{self, StepKind};
use sudoku_lab::{Budget, Cell, CellsRead, Event, Grid, House, Observer, Recorder, Variant};
use sudoku_lab_test::data;
use sudoku_lab_test::datasets::EASY50;

/// What one digit test of a scanning post reads: how many cells, and the
/// cell that said no (`row`, `col`, the house it was read for), if any.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Scan {
    read: u64,
    hit: Option<(usize, usize, House)>,
}

/// full-scan's `possibility(row, col, n)`, as the post writes it: the
/// column (`arr[i][col]`), the row (`arr[row][i]`), then the block from
/// `nRow = (row / 3) * 3`, `nCol = (col / 3) * 3`; it returns at the first
/// cell holding `n`.
#[allow(clippy::needless_range_loop)] // the post's index loops, kept as written
fn possibility(arr: &[[u8; 9]; 9], row: usize, col: usize, n: u8) -> Scan {
    let mut read = 0;
    for i in 0..9 {
        read += 1;
        if arr[i][col] == n {
            return Scan {
                read,
                hit: Some((i, col, House::Col(col as u8))),
            };
        }
    }
    for i in 0..9 {
        read += 1;
        if arr[row][i] == n {
            return Scan {
                read,
                hit: Some((row, i, House::Row(row as u8))),
            };
        }
    }
    let (n_row, n_col) = ((row / 3) * 3, (col / 3) * 3);
    for i in n_row..n_row + 3 {
        for j in n_col..n_col + 3 {
            read += 1;
            if arr[i][j] == n {
                return Scan {
                    read,
                    hit: Some((i, j, block_of(row, col))),
                };
            }
        }
    }
    Scan { read, hit: None }
}

/// empty-list's `isPromising(matrix, n, m, num)`, as the post writes it:
/// one loop over the row and the column (`matrix[n][i]`, then
/// `matrix[i][m]`), then the block `matrix[(n_block*3)+i][(m_block*3)+j]`;
/// it returns at the first cell holding `num`.
#[allow(clippy::needless_range_loop)] // the post's index loops, kept as written
fn is_promising(matrix: &[[u8; 9]; 9], n: usize, m: usize, num: u8) -> Scan {
    let mut read = 0;
    let (n_block, m_block) = (n / 3, m / 3);
    for i in 0..matrix.len() {
        read += 1;
        if matrix[n][i] == num {
            return Scan {
                read,
                hit: Some((n, i, House::Row(n as u8))),
            };
        }
        read += 1;
        if matrix[i][m] == num {
            return Scan {
                read,
                hit: Some((i, m, House::Col(m as u8))),
            };
        }
    }
    for i in 0..3 {
        for j in 0..3 {
            read += 1;
            if matrix[(n_block * 3) + i][(m_block * 3) + j] == num {
                return Scan {
                    read,
                    hit: Some(((n_block * 3) + i, (m_block * 3) + j, block_of(n, m))),
                };
            }
        }
    }
    Scan { read, hit: None }
}

/// The block (3x3 box) holding `(row, col)`, numbered row-major.
fn block_of(row: usize, col: usize) -> House {
    House::Block((3 * (row / 3) + col / 3) as u8)
}

/// The post's digit test for a scanning variant.
fn oracle(variant: Variant) -> fn(&[[u8; 9]; 9], usize, usize, u8) -> Scan {
    match variant {
        Variant::FullScan => possibility,
        Variant::EmptyList => is_promising,
        v => panic!("{v} does not scan the board"),
    }
}

/// The two ports whose test scans the board.
const SCANNING: [Variant; 2] = [Variant::FullScan, Variant::EmptyList];

/// The puzzles: the fixtures of the original programs (a sample, many
/// completions, no completion, conflicting givens, a full grid), the first
/// Project Euler puzzles and a few generated ones. Each is searched to the
/// end by both ports in well under a second.
fn puzzles() -> Vec<(String, Grid)> {
    let mut all: Vec<(String, Grid)> = [
        "sample2580.2580.txt",
        "sample2239.2239.txt",
        "multi.2580.txt",
        "unsolvable.2580.txt",
        "conflict.2580.txt",
        "conflict_nosol.2580.txt",
        "full.2580.txt",
    ]
    .into_iter()
    .map(|f| (f.to_string(), data::fixture(f)))
    .collect();
    all.extend(
        data::data_puzzles(EASY50.file)
            .into_iter()
            .take(4)
            .map(|p| (p.name(), p.grid)),
    );
    let options = Options {
        count: 4,
        seed: 2580,
        blanks: 45..=55,
        ..Options::default()
    };
    let generated = generate::generate(&options).expect("generated puzzles");
    all.extend(
        generated
            .into_iter()
            .enumerate()
            .map(|(k, g)| (format!("generated #{k}"), g.puzzle)),
    );
    all
}

fn board_of(puzzle: &Grid) -> [[u8; 9]; 9] {
    std::array::from_fn(|r| std::array::from_fn(|c| puzzle.at(r, c)))
}

/// An observer that rebuilds the board from the placements and undos and,
/// at each digit test, runs the post's test on it: what it should read, and
/// the first test whose reported count differs.
///
/// The board it keeps is the port's, but for the cell under test, where
/// full-scan leaves the digit it gave up until the next one overwrites it:
/// that digit is not the one tested, so it never stops the scan.
struct Replay {
    test: fn(&[[u8; 9]; 9], usize, usize, u8) -> Scan,
    board: [[u8; 9]; 9],
    tests: u64,
    expected: u64,
    first_mismatch: Option<String>,
}

impl Observer for Replay {
    fn place(&mut self, cell: Cell, digit: u8) {
        self.board[cell.row()][cell.col()] = digit;
    }
    fn undo(&mut self, cell: Cell, _digit: u8) {
        self.board[cell.row()][cell.col()] = 0;
    }
    fn digit_test(&mut self, cell: Cell, digit: u8, cells_read: impl Fn() -> u64) {
        let want = (self.test)(&self.board, cell.row(), cell.col(), digit).read;
        let got = cells_read();
        if got != want && self.first_mismatch.is_none() {
            self.first_mismatch = Some(format!(
                "test {} ({digit} at {cell}): reported {got} cells read, the post reads {want}",
                self.tests + 1
            ));
        }
        self.tests += 1;
        self.expected += want;
    }
}

#[test]
fn cells_read_are_the_cells_the_posts_test_reads_before_it_answers() {
    let mut tests = 0;
    for (name, puzzle) in puzzles() {
        for variant in SCANNING {
            let mut replay = Replay {
                test: oracle(variant),
                board: board_of(&puzzle),
                tests: 0,
                expected: 0,
                first_mismatch: None,
            };
            let mut observers = (CellsRead::default(), &mut replay);
            let report = variant.solve(&puzzle, Budget::UNLIMITED, &mut observers);
            let cells_read = observers.0;
            let what = format!("{variant} on {name}");
            assert_eq!(replay.first_mismatch, None, "{what}");
            assert_eq!(replay.tests, report.stats.digit_tests, "{what}");
            assert_eq!(cells_read, CellsRead(replay.expected), "{what}");
            tests += replay.tests;
        }
    }
    assert!(tests > 0);
}

#[test]
fn a_scanning_posts_rejection_names_the_first_cell_its_test_finds_and_that_cells_house() {
    let mut block_rejections = [[false; 9]; 2];
    for (name, puzzle) in puzzles() {
        for (v, variant) in SCANNING.into_iter().enumerate() {
            let what = format!("{variant} on {name}");
            // The first events are enough (the board is rebuilt from them),
            // and keep the two longest searches quick.
            let trace = step::record(variant, &puzzle, Budget::UNLIMITED, 40_000);
            assert_eq!(trace.events.len() as u64, trace.end.events.min(40_000), "{what}");
            let test = oracle(variant);
            let array = match variant {
                Variant::FullScan => "possibility: arr",
                _ => "isPromising: matrix",
            };
            let mut board = board_of(&puzzle);
            for (k, s) in trace.events.iter().enumerate() {
                let cell = Cell::new(s.cell as usize).expect("a cell");
                let (row, col) = (cell.row(), cell.col());
                match s.kind {
                    StepKind::Place => board[row][col] = s.digit,
                    StepKind::Undo => board[row][col] = 0,
                    StepKind::Test => {
                        let what = format!("{what}, event {k} ({} at {cell})", s.digit);
                        let hit = test(&board, row, col, s.digit).hit;
                        assert_eq!(s.ok, Some(hit.is_none()), "{what}");
                        let Some((i, j, house)) = hit else {
                            assert_eq!(s.why, None, "{what}");
                            continue;
                        };
                        let why = s.why.as_ref().unwrap_or_else(|| panic!("{what}: no reason"));
                        let (kind, index) = match house {
                            House::Row(i) => ("row", i),
                            House::Col(i) => ("column", i),
                            House::Block(i) => {
                                block_rejections[v][col] = true;
                                ("block", i)
                            }
                        };
                        let got = (why.house.name(), why.index, why.at, why.by.to_string());
                        let by = format!("{array}[{i}][{j}] == {}", s.digit);
                        let want = (kind, index, Some(Cell::at(i, j).index() as u8), by);
                        assert_eq!(got, want, "{what}");
                    }
                }
            }
        }
    }
    // The block's number depends on the column: make sure every column saw
    // a rejection by its block, so a wrong block number cannot hide.
    assert_eq!(block_rejections, [[true; 9]; 2]);
}

/// Where `dfs(row, col)` stands in full-scan's walk: the post calls it for
/// every `(row, 0..=9)` of every row (`col == 9` is the call that moves on
/// to `dfs(row + 1, 0)`), then for `(9, 0)`, which prints and exits.
fn walk_step(row: usize, col: usize) -> u64 {
    (row * 10 + col) as u64
}

/// The calls full-scan's `dfs` makes, from the post's control flow and the
/// placements: `dfs(0, 0)` walks over givens and row ends (one call each)
/// up to the first blank; after each placement at a blank, `dfs(row, col +
/// 1)` walks the same way up to the next blank, or to `(9, 0)`. A digit
/// that is not placed makes no call.
fn full_scan_calls(puzzle: &Grid, events: &[Event]) -> u64 {
    let end = walk_step(9, 0);
    let next_stop = |from: usize| {
        (from..81)
            .find(|&k| puzzle.cells()[k] == 0)
            .map_or(end, |k| walk_step(k / 9, k % 9))
    };
    let mut calls = next_stop(0) + 1;
    for e in events {
        if let Event::Place { cell, .. } = *e {
            calls += next_stop(cell.index() + 1) - walk_step(cell.row(), cell.col());
        }
    }
    calls
}

#[test]
fn full_scan_calls_dfs_once_per_cell_it_walks_and_once_per_row_end() {
    let mut placements = 0;
    for (name, puzzle) in puzzles() {
        let mut recorder = Recorder::with_limit(usize::MAX);
        let report = Variant::FullScan.solve(&puzzle, Budget::UNLIMITED, &mut recorder);
        assert_eq!(recorder.dropped, 0, "{name}");
        assert_eq!(report.stats.calls, full_scan_calls(&puzzle, &recorder.events), "{name}");
        placements += report.stats.placements;
    }
    assert!(placements > 0);
    // A full grid: dfs walks (0, 0) .. (8, 9), then (9, 0), and tests nothing.
    let full = Variant::FullScan.solve(
        &data::fixture("full.2580.txt"),
        Budget::UNLIMITED,
        &mut Recorder::default(),
    );
    assert_eq!((full.stats.calls, full.stats.digit_tests), (9 * 10 + 1, 0));
}

#[test]
fn empty_list_calls_sudoku_once_to_start_and_once_per_placement() {
    for (name, puzzle) in puzzles() {
        let report = Variant::EmptyList.solve(&puzzle, Budget::UNLIMITED, &mut Recorder::default());
        assert_eq!(report.stats.calls, 1 + report.stats.placements, "{name}");
    }
}
