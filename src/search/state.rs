//! [`PostState`]: what a port shows of its own bookkeeping at one moment of
//! its search, in its post's names, and [`Rejection`]: why its post's test
//! said no to a digit, read from that bookkeeping.
//!
//! Each port defines its own state type (a few borrows of its fields) and
//! implements [`PostState`] for it in its own file, so nothing outside a
//! port's file names its tables. The helpers below are the two ways the
//! posts answer a digit test: a scan of the board ([`scan`]) or a look-up
//! in used-digit tables or masks ([`first_used`]).

use crate::grid::{Cell, House};
use crate::step::{By, Name};

/// A port's own bookkeeping at one moment of its search, borrowed from the
/// port (no copy is made unless an observer asks for one).
///
/// Each port reports it through [`super::Meter::state`] right after each
/// event: after a digit test (nothing has changed but the position), after
/// the bookkeeping that follows a placement, and after an undo.
pub trait PostState {
    /// The digit of the port's board at 0-based `row`, `col` (0 for a
    /// blank).
    fn board(&self, row: usize, col: usize) -> u8;

    /// The post's state as named rows of numbers, in the post's order and
    /// names: boards as 81 digits ([`board_digits`]), used-digit tables and
    /// masks as nine masks with bit `d` for digit `d` ([`table_masks`],
    /// [`mask_bits`]), lists of cells as flat `row, col` pairs, positions as
    /// one number. The step trace's `state` and `d` are these rows.
    fn fields(&self) -> Vec<(&'static str, Vec<u32>)>;

    /// Why the post's test rejects `digit` at `cell` in this state, asked
    /// the way the post asks (its order of tables or of scanned cells), or
    /// `None` when the test accepts it.
    fn rejection(&self, cell: Cell, digit: u8) -> Option<Rejection>;
}

/// Why a post's digit test said no: which table, mask or scan of the post
/// answered, in which house, and the cell that already holds the digit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// What said no, in the post's terms: `c2[3][4]`, `colbit[3] & 1 << 4`,
    /// `checkSeq[1][4]`, `possibility: arr[5][3] == 4`,
    /// `isPromising: matrix[0][5] == 4`.
    pub by: By,
    /// The house in which the digit is used.
    pub house: House,
    /// The cell of that house holding the digit, on the port's board (none
    /// only when the post's table disagrees with its board, which a port
    /// never lets happen).
    pub at: Option<Cell>,
}

/// The port's board as 81 digits, row-major.
pub fn board_digits(state: &(impl PostState + ?Sized)) -> Vec<u32> {
    (0..81).map(|k| state.board(k / 9, k % 9) as u32).collect()
}

/// A used-digit table `t[i][d]` (rows 0..9, digits 1..=9; the posts'
/// 10x10 Python and C++ tables) as nine masks, bit `d` for digit `d`.
pub fn table_masks(t: &[[bool; 10]; 10]) -> Vec<u32> {
    (0..9)
        .map(|r| (1..10).filter(|&d| t[r][d]).map(|d| 1 << d).sum())
        .collect()
}

/// Nine bit masks (bit `d` for digit `d`) as numbers.
pub fn mask_bits(m: &[u16; 9]) -> Vec<u32> {
    m.iter().map(|&b| b as u32).collect()
}

/// The answer of a post that asks three used-digit tables (or masks), one
/// per house of `cell`, in the order row, column, block: the first one
/// whose entry `used` is set said no. `by(k, index)` is what said no in
/// the post's terms for table `k` (0 row, 1 column, 2 block) at house
/// `index`.
pub fn first_used(
    state: &(impl PostState + ?Sized),
    cell: Cell,
    digit: u8,
    used: [bool; 3],
    by: impl Fn(usize, u8) -> By,
) -> Option<Rejection> {
    let index = [cell.row(), cell.col(), cell.block()];
    let houses = [
        House::Row(index[0] as u8),
        House::Col(index[1] as u8),
        House::Block(index[2] as u8),
    ];
    let k = used.iter().position(|&u| u)?;
    let house = houses[k];
    let at = house
        .cells()
        .into_iter()
        .find(|c| state.board(c.row(), c.col()) == digit);
    Some(Rejection {
        by: by(k, index[k] as u8),
        house,
        at,
    })
}

/// The answer of a post whose test scans the board: the first cell of
/// `order` (cells with the house they are read for) holding `digit`, named
/// `test: board[i][j] == digit` ([`By::Scan`]).
pub fn scan(
    test: &'static str,
    board: &'static str,
    mut order: impl Iterator<Item = (usize, usize, House)>,
    at: impl Fn(usize, usize) -> u8,
    digit: u8,
) -> Option<Rejection> {
    let (i, j, house) = order.find(|&(i, j, _)| at(i, j) == digit)?;
    Some(Rejection {
        by: By::Scan {
            test: Name::new(test),
            board: Name::new(board),
            row: i as u8,
            col: j as u8,
            digit,
        },
        house,
        at: Some(Cell::at(i, j)),
    })
}
