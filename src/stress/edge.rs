//! Edge boards: the inputs a learner's code gets wrong that random puzzles
//! with 40+ blanks never are: no blank at all, one blank in the first or
//! the last cell, a whole row, column or block blank, and a few blanks all
//! in one block. Each is carved from a solved grid and used only when it is
//! a legal test ([`super::legal`]: for 2580, the 12095 promise holds).
//!
//! [`Kind::Boj`](super::Kind::Boj) (`stress`'s default) makes every
//! [`EVERY`]th test an edge board, cycling through [`EdgeShape::ALL`] from test
//! [`EVERY`] on; [`Kind::Edge`](super::Kind::Edge) makes only edge boards.

use crate::grid::{Cell, Grid};

/// In [`Kind::Boj`](super::Kind::Boj), tests `EVERY`, `2 × EVERY`, … (counted from 1) are
/// edge boards.
pub const EVERY: usize = 4;

/// The shape of an edge board; the `usize` picks the row, column or block.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EdgeShape {
    /// The solution itself: no blank.
    Full,
    /// One blank, in the first cell (row 1, column 1).
    FirstCell,
    /// One blank, in the last cell (row 9, column 9).
    LastCell,
    /// A whole row blank.
    Row(usize),
    /// A whole column blank.
    Column(usize),
    /// A whole block blank.
    Block(usize),
    /// Five blanks, all in one block (its diagonal and two corners).
    InBlock(usize),
}

impl EdgeShape {
    /// The shapes in the order they are used; the `usize`s are filled in
    /// by [`EdgeShape::nth`].
    pub const ALL: [EdgeShape; 7] = [
        EdgeShape::Full,
        EdgeShape::FirstCell,
        EdgeShape::LastCell,
        EdgeShape::Row(0),
        EdgeShape::Column(0),
        EdgeShape::Block(0),
        EdgeShape::InBlock(0),
    ];

    /// The `n`th edge board shape (0-based): the shapes in turn, each
    /// round with the next row, column and block.
    pub fn nth(n: usize) -> EdgeShape {
        let which = (n / EdgeShape::ALL.len()) % 9;
        match EdgeShape::ALL[n % EdgeShape::ALL.len()] {
            EdgeShape::Row(_) => EdgeShape::Row(which),
            EdgeShape::Column(_) => EdgeShape::Column(8 - which),
            EdgeShape::Block(_) => EdgeShape::Block((which + 4) % 9),
            EdgeShape::InBlock(_) => EdgeShape::InBlock(which),
            other => other,
        }
    }

    /// The cells this shape blanks.
    pub fn cells(self) -> Vec<Cell> {
        let all = Cell::all();
        match self {
            EdgeShape::Full => Vec::new(),
            EdgeShape::FirstCell => vec![Cell::at(0, 0)],
            EdgeShape::LastCell => vec![Cell::at(8, 8)],
            EdgeShape::Row(r) => all.filter(|c| c.row() == r).collect(),
            EdgeShape::Column(k) => all.filter(|c| c.col() == k).collect(),
            EdgeShape::Block(b) => all.filter(|c| c.block() == b).collect(),
            EdgeShape::InBlock(b) => {
                let (r, k) = (b / 3 * 3, b % 3 * 3);
                [(0, 0), (1, 1), (2, 2), (0, 2), (2, 0)]
                    .map(|(i, j)| Cell::at(r + i, k + j))
                    .to_vec()
            }
        }
    }

    /// For a person: `no blank`, `a blank row 4`, ….
    pub fn describe(self) -> String {
        match self {
            EdgeShape::Full => "no blank".into(),
            EdgeShape::FirstCell => "one blank, the first cell".into(),
            EdgeShape::LastCell => "one blank, the last cell".into(),
            EdgeShape::Row(r) => format!("a blank row {}", r + 1),
            EdgeShape::Column(k) => format!("a blank column {}", k + 1),
            EdgeShape::Block(b) => format!("a blank block {}", b + 1),
            EdgeShape::InBlock(b) => format!("5 blanks in block {}", b + 1),
        }
    }

    /// `solution` with this shape's cells blank.
    pub fn carve(self, solution: &Grid) -> Grid {
        let mut g = *solution;
        for c in self.cells() {
            g.set(c, 0);
        }
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shapes_blank_the_cells_they_say() {
        let counts: Vec<usize> = (0..7).map(|n| EdgeShape::nth(n).cells().len()).collect();
        assert_eq!(counts, [0, 1, 1, 9, 9, 9, 5]);
        assert_eq!(EdgeShape::nth(7), EdgeShape::Full);
        assert_eq!(EdgeShape::nth(10), EdgeShape::Row(1));
        assert_eq!(EdgeShape::nth(6).cells()[4], Cell::at(2, 0));
    }
}
