//! The 9x9 board: cells, digits, houses, and the grid itself.
//!
//! Words follow the field's usage: a *cell* is one of the 81 squares, a
//! *digit* is 1..=9, a *house* is a row, a column or a *block* (a 3x3 box),
//! the *givens* are the digits of the puzzle. Rows, columns and blocks are
//! numbered from 1 when shown to people (`r2c7`, `row 2`, `block 5`) and
//! from 0 in code.

use std::fmt;

/// One of the 81 cells, as a row-major index `0..81`.
///
/// Displays as `r{row}c{col}` with 1-based row and column, e.g. `r1c3` for
/// index 2.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell with row-major `index` (`0..81`), or `None` past the board.
    pub const fn new(index: usize) -> Option<Cell> {
        if index < 81 { Some(Cell(index as u8)) } else { None }
    }

    /// The cell at 0-based `row` and `col` (each `0..9`).
    ///
    /// # Panics
    /// When `row` or `col` is 9 or more.
    #[inline]
    pub const fn at(row: usize, col: usize) -> Cell {
        assert!(row < 9 && col < 9, "row and column are 0..9");
        Cell((row * 9 + col) as u8)
    }

    /// [`Cell::at`] with the bounds check in debug builds only, for the
    /// ports' digit tests: there the row and column come from the search
    /// itself, and a cell that no observer looks at must cost nothing (a
    /// bounds check that may panic is never optimised away).
    #[inline(always)]
    pub(crate) const fn at_debug_checked(row: usize, col: usize) -> Cell {
        debug_assert!(row < 9 && col < 9, "row and column are 0..9");
        Cell((row * 9 + col) as u8)
    }

    /// All 81 cells in row-major order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81u8).map(Cell)
    }

    /// The row-major index, `0..81`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 0-based row, `0..9`.
    #[inline]
    pub const fn row(self) -> usize {
        self.0 as usize / 9
    }

    /// The 0-based column, `0..9`.
    #[inline]
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }

    /// The 0-based block (3x3 box), `0..9`, numbered row-major: block 0 is
    /// the top-left box, block 8 the bottom-right one.
    #[inline]
    pub const fn block(self) -> usize {
        self.row() / 3 * 3 + self.col() / 3
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// A row, a column or a block, each with its 0-based index `0..9`.
///
/// Displays 1-based: `row 2`, `column 7`, `block 5`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum House {
    /// Row `0..9`, top to bottom.
    Row(u8),
    /// Column `0..9`, left to right.
    Col(u8),
    /// Block (3x3 box) `0..9`, row-major.
    Block(u8),
}

impl House {
    /// Row, column or block, without the index.
    pub const fn kind(self) -> HouseKind {
        match self {
            House::Row(_) => HouseKind::Row,
            House::Col(_) => HouseKind::Column,
            House::Block(_) => HouseKind::Block,
        }
    }

    /// The 0-based index `0..9` within its kind.
    pub const fn index(self) -> u8 {
        match self {
            House::Row(i) | House::Col(i) | House::Block(i) => i,
        }
    }

    /// The nine cells of this house in row-major order.
    pub fn cells(self) -> [Cell; 9] {
        std::array::from_fn(|k| match self {
            House::Row(r) => Cell::at(r as usize, k),
            House::Col(c) => Cell::at(k, c as usize),
            House::Block(b) => {
                let (b, k) = (b as usize, k);
                Cell::at(b / 3 * 3 + k / 3, b % 3 * 3 + k % 3)
            }
        })
    }

    /// The 27 houses: rows, then columns, then blocks.
    pub fn all() -> impl Iterator<Item = House> {
        (0..9)
            .map(House::Row)
            .chain((0..9).map(House::Col))
            .chain((0..9).map(House::Block))
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind(), self.index() + 1)
    }
}

/// The three kinds of [`House`]. Displays, and (with the `serde` feature)
/// serializes, as `row`, `column`, `block`: the step trace's `why.house`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum HouseKind {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A block (3x3 box).
    Block,
}

impl HouseKind {
    /// `row`, `column` or `block`.
    pub const fn name(self) -> &'static str {
        match self {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Block => "block",
        }
    }
}

impl fmt::Display for HouseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A digit given twice in one house: the first conflict found, scanning the
/// houses in [`House::all`] order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("givens conflict: {digit} appears twice in {house} ({first}, {second})")]
pub struct Conflict {
    /// The repeated digit, 1..=9.
    pub digit: u8,
    /// The house in which it repeats.
    pub house: House,
    /// The first cell holding it, in row-major order.
    pub first: Cell,
    /// The second cell holding it.
    pub second: Cell,
}

/// A 9x9 board: 81 cells in row-major order, each `0` (blank) or a digit
/// `1..=9`.
///
/// A `Grid` may hold conflicting givens (the posts' programs accept them);
/// [`Grid::conflict`] finds them.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grid([u8; 81]);

impl Grid {
    /// The empty board: 81 blanks.
    pub const EMPTY: Grid = Grid([0; 81]);

    /// A grid from 81 values in row-major order, `0` for a blank; `None` if
    /// any value is over 9.
    pub fn new(cells: [u8; 81]) -> Option<Grid> {
        cells.iter().all(|&d| d <= 9).then_some(Grid(cells))
    }

    /// The 81 values, row-major, `0` for a blank.
    #[inline]
    pub const fn cells(&self) -> &[u8; 81] {
        &self.0
    }

    /// The value at `cell`: `0` for a blank, else the digit.
    #[inline]
    pub const fn get(&self, cell: Cell) -> u8 {
        self.0[cell.index()]
    }

    /// Writes `value` (`0..=9`) into `cell`.
    ///
    /// # Panics
    /// When `value` is over 9.
    #[inline]
    pub fn set(&mut self, cell: Cell, value: u8) {
        assert!(value <= 9, "a cell holds 0..=9");
        self.0[cell.index()] = value;
    }

    /// The value at 0-based `row`, `col`.
    #[inline]
    pub const fn at(&self, row: usize, col: usize) -> u8 {
        self.0[row * 9 + col]
    }

    /// How many cells are blank.
    pub fn blanks(&self) -> usize {
        self.0.iter().filter(|&&d| d == 0).count()
    }

    /// True when no cell is blank.
    pub fn is_full(&self) -> bool {
        self.blanks() == 0
    }

    /// The first digit given twice in a house, if any (rows, then columns,
    /// then blocks; within a house, in row-major cell order).
    pub fn conflict(&self) -> Option<Conflict> {
        for house in House::all() {
            let mut seen: [Option<Cell>; 10] = [None; 10];
            for cell in house.cells() {
                let d = self.get(cell);
                if d == 0 {
                    continue;
                }
                match seen[d as usize] {
                    Some(first) => {
                        return Some(Conflict {
                            digit: d,
                            house,
                            first,
                            second: cell,
                        });
                    }
                    None => seen[d as usize] = Some(cell),
                }
            }
        }
        None
    }

    /// True when `self` is full, has no conflict, and keeps every given of
    /// `puzzle`: a valid completion of it.
    pub fn completes(&self, puzzle: &Grid) -> bool {
        self.is_full()
            && self.conflict().is_none()
            && puzzle.0.iter().zip(self.0.iter()).all(|(&g, &s)| g == 0 || g == s)
    }
}

impl fmt::Debug for Grid {
    /// The 81-character line form, `.` for blanks, so a failing test or a
    /// fuzz report is a puzzle one can paste back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid(\"{self}\")")
    }
}

impl fmt::Display for Grid {
    /// The 81-character line form, `.` for blanks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &d in &self.0 {
            let ch = if d == 0 { '.' } else { (b'0' + d) as char };
            f.write_fmt(format_args!("{ch}"))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_coordinates_and_names() {
        let c = Cell::at(1, 6);
        assert_eq!((c.index(), c.row(), c.col(), c.block()), (15, 1, 6, 2));
        assert_eq!(c.to_string(), "r2c7");
        assert_eq!(Cell::new(80).unwrap().block(), 8);
        assert_eq!(Cell::new(81), None);
    }

    #[test]
    fn houses_hold_their_cells() {
        let b4: Vec<String> = House::Block(4).cells().iter().map(|c| c.to_string()).collect();
        assert_eq!(
            b4,
            ["r4c4", "r4c5", "r4c6", "r5c4", "r5c5", "r5c6", "r6c4", "r6c5", "r6c6"]
        );
        for h in House::all() {
            for c in h.cells() {
                let inside = match h {
                    House::Row(r) => c.row() == r as usize,
                    House::Col(k) => c.col() == k as usize,
                    House::Block(b) => c.block() == b as usize,
                };
                assert!(inside, "{c} is not in {h}");
            }
        }
    }

    #[test]
    fn conflict_names_digit_house_and_cells() {
        let mut g = Grid::EMPTY;
        g.set(Cell::at(1, 2), 5);
        g.set(Cell::at(1, 6), 5);
        let c = g.conflict().unwrap();
        assert_eq!(c.to_string(), "givens conflict: 5 appears twice in row 2 (r2c3, r2c7)");
        let mut g = Grid::EMPTY;
        g.set(Cell::at(3, 3), 7);
        g.set(Cell::at(5, 5), 7);
        assert_eq!(g.conflict().unwrap().house, House::Block(4));
        assert_eq!(Grid::EMPTY.conflict(), None);
    }
}
