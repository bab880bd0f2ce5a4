//! [`State`]: a port's own bookkeeping, borrowed from its real run at one
//! moment, in the post's own names; and [`Rejection`], why the post's test
//! said no to a digit, read from that bookkeeping.

use crate::grid::{Cell, House};
use crate::variants::{empty_list, full_scan};

/// A port's own bookkeeping at one moment of its search, borrowed from the
/// port (no copy is made unless an observer asks for one).
///
/// Each port reports it through [`crate::search::Meter::state`] right after
/// each event: after a digit test's [`Observer::digit_test`]
/// (nothing has changed but the position), after the bookkeeping that
/// follows a placement, and after an undo.
///
/// [`Observer::digit_test`]: crate::Observer::digit_test
#[derive(Copy, Clone, Debug)]
pub enum State<'a> {
    /// full-scan: `dfs(row, col)`'s arguments and the board `arr`.
    FullScan {
        /// The board `arr`, givens and placed digits (the post leaves a
        /// digit it gave up in its cell until the next one overwrites it).
        arr: &'a [[u8; 9]; 9],
        /// `row` of `dfs(row, col)`.
        row: usize,
        /// `col` of `dfs(row, col)`.
        col: usize,
    },
    /// empty-list: the board `matrix`, the blanks `empty_spots` and
    /// `sudoku(count)`'s `count`.
    EmptyList {
        /// The board `matrix`.
        matrix: &'a [[u8; 9]; 9],
        /// The blanks `[n, m]`, in row-major order.
        empty_spots: &'a [[usize; 2]],
        /// `count` of `sudoku(count)`: the index into `empty_spots`.
        count: usize,
    },
    /// check-arrays: the board `a`, the used-digit tables `c` (rows), `c2`
    /// (columns), `c3` (blocks) and `go(z)`'s `z`.
    CheckArrays {
        /// The board `a` (10x10, rows and columns 0..9 used).
        a: &'a [[u8; 10]; 10],
        /// `c[x][i]`: digit `i` used in row `x`.
        c: &'a [[bool; 10]; 10],
        /// `c2[y][i]`: digit `i` used in column `y`.
        c2: &'a [[bool; 10]; 10],
        /// `c3[square(x, y)][i]`: digit `i` used in the block.
        c3: &'a [[bool; 10]; 10],
        /// `z` of `go(z)`: the cell `0..=81`.
        z: usize,
    },
    /// bitmask: the board `map`, the masks `rowbit`, `colbit`, `mapbit`
    /// (bit `1 << d` for digit `d`) and `solve(rc)`'s `rc`.
    Bitmask {
        /// The board `map`.
        map: &'a [[u8; 9]; 9],
        /// One mask per row.
        rowbit: &'a [u16; 9],
        /// One mask per column.
        colbit: &'a [u16; 9],
        /// One mask per block, indexed by `getidx(i, j)`.
        mapbit: &'a [u16; 9],
        /// `rc` of `solve(rc)` after its skip loop: the cell `0..=81`.
        rc: usize,
    },
    /// hole-array: the board, `hole[]` (the first `hIdx` entries),
    /// `fillBoard(idx)`'s `idx` and the tables `checkRow`, `checkCol`,
    /// `checkSeq`.
    HoleArray {
        /// The board `board`.
        board: &'a [[u8; 9]; 9],
        /// `hole`: `(row, col)` of each blank, the first `hIdx` used.
        hole: &'a [(u8, u8); 81],
        /// `hIdx`: the number of blanks.
        h_idx: usize,
        /// `idx` of `fillBoard(idx)`: the index into `hole`.
        idx: usize,
        /// `checkRow[y][i]`: digit `i` used in row `y`.
        check_row: &'a [[bool; 10]; 10],
        /// `checkCol[x][i]`: digit `i` used in column `x`.
        check_col: &'a [[bool; 10]; 10],
        /// `checkSeq[cell(y, x)][i]`: digit `i` used in the block.
        check_seq: &'a [[bool; 10]; 10],
    },
}

/// Why a post's digit test said no: which table, mask or scan of the post
/// answered, in which house, and the cell that already holds the digit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// What said no, in the post's terms: `c2[3][4]`, `colbit[3] & 1 << 4`,
    /// `checkSeq[1][4]`, `possibility: arr[5][3] == 4`,
    /// `isPromising: matrix[0][5] == 4`.
    pub by: String,
    /// The house in which the digit is used.
    pub house: House,
    /// The cell of that house holding the digit, on the port's board (none
    /// only when the post's table disagrees with its board, which a port
    /// never lets happen).
    pub at: Option<Cell>,
}

impl State<'_> {
    /// The digit of the port's board at 0-based `row`, `col`.
    pub fn board(&self, row: usize, col: usize) -> u8 {
        match *self {
            State::FullScan { arr, .. } => arr[row][col],
            State::EmptyList { matrix, .. } => matrix[row][col],
            State::CheckArrays { a, .. } => a[row][col],
            State::Bitmask { map, .. } => map[row][col],
            State::HoleArray { board, .. } => board[row][col],
        }
    }

    /// The post's state as named rows of numbers, in the post's order and
    /// names: boards as 81 digits, used-digit tables and masks as nine
    /// masks (bit `d` for digit `d`), lists of cells as flat `row, col`
    /// pairs, positions as one number.
    pub fn fields(&self) -> Vec<(&'static str, Vec<u32>)> {
        let board: Vec<u32> = (0..81).map(|k| self.board(k / 9, k % 9) as u32).collect();
        let masks = |t: &[[bool; 10]; 10]| -> Vec<u32> {
            (0..9)
                .map(|r| (1..10).filter(|&d| t[r][d]).map(|d| 1 << d).sum())
                .collect()
        };
        let bits = |m: &[u16; 9]| m.iter().map(|&b| b as u32).collect::<Vec<_>>();
        match *self {
            State::FullScan { row, col, .. } => {
                vec![("arr", board), ("row", vec![row as u32]), ("col", vec![col as u32])]
            }
            State::EmptyList { empty_spots, count, .. } => {
                let spots = empty_spots.iter().flat_map(|&[n, m]| [n as u32, m as u32]).collect();
                vec![("matrix", board), ("empty_spots", spots), ("count", vec![count as u32])]
            }
            State::CheckArrays { c, c2, c3, z, .. } => {
                vec![
                    ("a", board),
                    ("c", masks(c)),
                    ("c2", masks(c2)),
                    ("c3", masks(c3)),
                    ("z", vec![z as u32]),
                ]
            }
            State::Bitmask {
                rowbit,
                colbit,
                mapbit,
                rc,
                ..
            } => vec![
                ("map", board),
                ("rowbit", bits(rowbit)),
                ("colbit", bits(colbit)),
                ("mapbit", bits(mapbit)),
                ("rc", vec![rc as u32]),
            ],
            State::HoleArray {
                hole,
                h_idx,
                idx,
                check_row,
                check_col,
                check_seq,
                ..
            } => vec![
                ("board", board),
                (
                    "hole",
                    hole[..h_idx].iter().flat_map(|&(y, x)| [y as u32, x as u32]).collect(),
                ),
                ("idx", vec![idx as u32]),
                ("hIdx", vec![h_idx as u32]),
                ("checkRow", masks(check_row)),
                ("checkCol", masks(check_col)),
                ("checkSeq", masks(check_seq)),
            ],
        }
    }

    /// Why the post's test rejects `digit` at `cell` in this state, asked
    /// the way the post asks (its order of tables or of scanned cells), or
    /// `None` when the test accepts it.
    pub fn rejection(&self, cell: Cell, digit: u8) -> Option<Rejection> {
        let (r, c, b) = (cell.row(), cell.col(), cell.block());
        let d = digit as usize;
        let houses = [House::Row(r as u8), House::Col(c as u8), House::Block(b as u8)];
        let tables = |names: [&str; 3], used: [bool; 3], idx: [usize; 3]| {
            let k = used.iter().position(|&u| u)?;
            Some(self.in_house(format!("{}[{}][{d}]", names[k], idx[k]), houses[k], digit))
        };
        match *self {
            State::FullScan { arr, .. } => {
                scan("possibility: arr", full_scan::scan_order(r, c), |i, j| arr[i][j], digit)
            }
            State::EmptyList { matrix, .. } => scan(
                "isPromising: matrix",
                empty_list::scan_order(r, c),
                |i, j| matrix[i][j],
                digit,
            ),
            State::CheckArrays { c: t1, c2, c3, .. } => {
                tables(["c", "c2", "c3"], [t1[r][d], c2[c][d], c3[b][d]], [r, c, b])
            }
            State::HoleArray {
                check_row,
                check_col,
                check_seq,
                ..
            } => tables(
                ["checkRow", "checkCol", "checkSeq"],
                [check_row[r][d], check_col[c][d], check_seq[b][d]],
                [r, c, b],
            ),
            State::Bitmask {
                rowbit, colbit, mapbit, ..
            } => {
                let masks = [
                    ("rowbit", rowbit[r], r),
                    ("colbit", colbit[c], c),
                    ("mapbit", mapbit[b], b),
                ];
                let k = masks.iter().position(|m| m.1 & 1 << d != 0)?;
                let (name, _, i) = masks[k];
                Some(self.in_house(format!("{name}[{i}] & 1 << {d}"), houses[k], digit))
            }
        }
    }

    /// A rejection by a table: the cell of `house` holding `digit`.
    fn in_house(&self, by: String, house: House, digit: u8) -> Rejection {
        let at = house
            .cells()
            .into_iter()
            .find(|c| self.board(c.row(), c.col()) == digit);
        Rejection { by, house, at }
    }
}

/// The first cell of `order` (cells with the house they are read for)
/// holding `digit`: a scanning post's answer.
fn scan(
    name: &str,
    mut order: impl Iterator<Item = (usize, usize, House)>,
    at: impl Fn(usize, usize) -> u8,
    digit: u8,
) -> Option<Rejection> {
    let (i, j, house) = order.find(|&(i, j, _)| at(i, j) == digit)?;
    Some(Rejection {
        by: format!("{name}[{i}][{j}] == {digit}"),
        house,
        at: Some(Cell::at(i, j)),
    })
}
