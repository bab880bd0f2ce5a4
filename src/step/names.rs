//! The posts' own words in a step trace, typed: [`Name`], a name from a
//! post's code, and [`By`], what said no to a digit, written the way the
//! post's test reads it.

use std::fmt;

use crate::variants::Variant;

/// A name from a post's code, spelled as the post spells it: a row of its
/// state (`c2`, `mapbit`, `empty_spots`, `hIdx`) or the function, table,
/// mask or board its digit test reads (`isPromising`, `matrix`). Only the
/// ports' names exist: each port lists its own in
/// [`Post::names`](crate::variants::Post::names), and [`Name::find`] looks
/// one up (a trace naming anything else is refused when it is read).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Name(&'static str);

impl Name {
    /// A post's own name, as its port's [`PostState`](crate::search::PostState)
    /// and [`Rejection`](crate::search::Rejection) write it. The five ports'
    /// names are their posts' [`names`](crate::variants::Post::names) (a
    /// test checks each); a trace read from a file may hold only those.
    pub const fn new(name: &'static str) -> Name {
        Name(name)
    }

    /// The name as the post spells it.
    pub const fn as_str(self) -> &'static str {
        self.0
    }

    /// The name spelled `text`, when a port uses one: `Name::find("c2")`
    /// is check-arrays' column table, `Name::find("c4")` is `None`.
    pub fn find(text: &str) -> Option<Name> {
        Variant::ALL
            .iter()
            .flat_map(|v| v.post().names)
            .find(|name| **name == text)
            .map(|name| Name(name))
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// What said no to a digit, in the post's terms: the entry of a used-digit
/// table, the bit of a mask, or the cell a scan of the board found the
/// digit in. Displays as the post's expression; [`By::parse`] reads it
/// back. Indices are 0-based as in the posts' arrays; `digit` is 1..=9.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum By {
    /// `table[index][digit]` is set: check-arrays' `c2[3][4]`,
    /// hole-array's `checkCol[3][4]`.
    Table {
        /// The table (`c`, `c2`, `c3`, `checkRow`, ...).
        table: Name,
        /// The house's row of the table.
        index: u8,
        /// The digit.
        digit: u8,
    },
    /// `mask[index] & 1 << digit` is set: bitmask's `colbit[3] & 1 << 4`.
    Mask {
        /// The mask array (`rowbit`, `colbit`, `mapbit`).
        mask: Name,
        /// The house's mask.
        index: u8,
        /// The digit.
        digit: u8,
    },
    /// The post's test scanned `board[row][col] == digit`: full-scan's
    /// `possibility: arr[5][3] == 4`, empty-list's
    /// `isPromising: matrix[0][5] == 4`.
    Scan {
        /// The post's digit test (`possibility`, `isPromising`).
        test: Name,
        /// The board it scans (`arr`, `matrix`).
        board: Name,
        /// The cell's 0-based row.
        row: u8,
        /// The cell's 0-based column.
        col: u8,
        /// The digit.
        digit: u8,
    },
}

impl fmt::Display for By {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            By::Table { table, index, digit } => write!(f, "{table}[{index}][{digit}]"),
            By::Mask { mask, index, digit } => write!(f, "{mask}[{index}] & 1 << {digit}"),
            By::Scan {
                test,
                board,
                row,
                col,
                digit,
            } => write!(f, "{test}: {board}[{row}][{col}] == {digit}"),
        }
    }
}

impl By {
    /// Reads what [`By`]'s `Display` writes, and nothing else: the names
    /// must be the ports' ([`Name::find`]), indices 0..9, digits 1..=9,
    /// numbers written as `Display` writes them (no `03`, no spaces
    /// added).
    pub fn parse(text: &str) -> Option<By> {
        let by = if let Some((test, scanned)) = text.split_once(": ") {
            let (cell, digit) = scanned.split_once(" == ")?;
            let (board, [row, col]) = indexed(cell)?;
            By::Scan {
                test: Name::find(test)?,
                board,
                row,
                col,
                digit: digit.parse().ok()?,
            }
        } else if let Some((entry, digit)) = text.split_once(" & 1 << ") {
            let (mask, [index]) = indexed(entry)?;
            let digit = digit.parse().ok()?;
            By::Mask { mask, index, digit }
        } else {
            let (table, [index, digit]) = indexed(text)?;
            By::Table { table, index, digit }
        };
        let (highest, digit) = match by {
            By::Table { index, digit, .. } | By::Mask { index, digit, .. } => (index, digit),
            By::Scan { row, col, digit, .. } => (row.max(col), digit),
        };
        let fits = highest < 9 && (1..=9).contains(&digit);
        (fits && by.to_string() == text).then_some(by)
    }
}

/// `name[a][b]...` as a port's name and `N` numbers.
fn indexed<const N: usize>(text: &str) -> Option<(Name, [u8; N])> {
    let (name, rest) = text.split_once('[')?;
    let inner = rest.strip_suffix(']')?;
    let numbers: Vec<u8> = inner.split("][").map(|n| n.parse().ok()).collect::<Option<_>>()?;
    Some((Name::find(name)?, numbers.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_form_reads_back_what_it_writes() {
        for text in [
            "c2[3][4]",
            "checkSeq[8][9]",
            "colbit[3] & 1 << 4",
            "possibility: arr[5][3] == 4",
            "isPromising: matrix[0][8] == 1",
        ] {
            let by = By::parse(text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(by.to_string(), text);
        }
        assert_eq!(
            By::parse("mapbit[2] & 1 << 7"),
            Some(By::Mask {
                mask: Name::new("mapbit"),
                index: 2,
                digit: 7
            })
        );
    }

    #[test]
    fn anything_else_is_refused() {
        for text in [
            "",
            "c4[3][4]",            // no port's name
            "c2[3]",               // a table wants two numbers
            "c2[03][4]",           // not as written
            "c2[9][4]",            // index past 8
            "c2[3][0]",            // digit 0
            "c2[3][4] ",           // a space added
            "colbit[3] & 1 << 10", // digit past 9
            "possibility: arr[5][3] == 4 == 4",
            "nothing: arr[5][3] == 4",
        ] {
            assert_eq!(By::parse(text), None, "{text:?}");
        }
    }

    #[test]
    fn names_are_found_only_when_a_port_uses_them() {
        assert_eq!(Name::find("hIdx").map(Name::as_str), Some("hIdx"));
        assert_eq!(Name::find("c4"), None);
        assert_eq!(Name::find("rowbits"), None);
    }
}
