//! The parsers behind [`super::parse`]: line splitting and one function
//! per layout.

use super::{Counted, Format, InputError, Puzzle};
use crate::diagnostic::{Found, Wanted, column, describe, is_space};
use crate::grid::Grid;

/// The lines of an input as `(1-based number, bytes)`, without the line
/// ending (`\n` or `\r\n`) and without a leading UTF-8 BOM.
pub(super) struct Lines<'a> {
    rest: &'a [u8],
    number: usize,
    done: bool,
}

impl<'a> Lines<'a> {
    pub(super) fn new(input: &'a [u8]) -> Self {
        let rest = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
        Lines {
            rest,
            number: 0,
            done: false,
        }
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = (usize, &'a [u8]);

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        self.number += 1;
        let (line, rest) = match self.rest.iter().position(|&b| b == b'\n') {
            Some(i) => (&self.rest[..i], &self.rest[i + 1..]),
            None => {
                self.done = true;
                if self.rest.is_empty() {
                    return None;
                }
                (self.rest, &[][..])
            }
        };
        self.rest = rest;
        Some((self.number, line.strip_suffix(b"\r").unwrap_or(line)))
    }
}

/// `line` without leading and trailing whitespace ([`is_space`]), and the
/// byte offset at which the kept part starts.
pub(super) fn trim(line: &[u8]) -> (usize, &[u8]) {
    let start = line.iter().position(|&b| !is_space(b)).unwrap_or(line.len());
    let end = line.iter().rposition(|&b| !is_space(b)).map_or(start, |i| i + 1);
    (start, &line[start..end])
}

/// An iterator over the puzzles of an input in one format.
pub struct Puzzles<'a> {
    lines: std::iter::Peekable<Lines<'a>>,
    format: Format,
    failed: bool,
}

impl<'a> Puzzles<'a> {
    /// Puzzles of `input` read in `format`. Each item is a puzzle or the
    /// first error; after an error the iterator ends.
    pub fn new(input: &'a [u8], format: Format) -> Self {
        Puzzles {
            lines: Lines::new(input).peekable(),
            format,
            failed: false,
        }
    }

    fn next_puzzle(&mut self) -> Option<Result<Puzzle, InputError>> {
        match self.format {
            Format::Line => loop {
                let (n, line) = self.lines.next()?;
                let (_, t) = trim(line);
                if t.is_empty() || t[0] == b'#' {
                    continue;
                }
                return Some(parse_line_puzzle(n, line));
            },
            Format::Boj2580 | Format::Boj2239 => {
                // Empty lines between puzzles are skipped.
                while let Some((_, l)) = self.lines.peek() {
                    if trim(l).1.is_empty() {
                        self.lines.next();
                    } else {
                        break;
                    }
                }
                let start = self.lines.peek()?.0;
                let mut cells = [0u8; 81];
                for r in 0..9 {
                    let Some((n, line)) = self.lines.next() else {
                        return Some(Err(InputError::MissingRows { line: start, found: r }));
                    };
                    let row = if self.format == Format::Boj2580 {
                        parse_2580_row(n, line)
                    } else {
                        parse_2239_row(n, line)
                    };
                    match row {
                        Ok(row) => cells[r * 9..r * 9 + 9].copy_from_slice(&row),
                        Err(e) => return Some(Err(e)),
                    }
                }
                let grid = Grid::new(cells).expect("rows hold 0..=9");
                Some(Ok(Puzzle { grid, line: start }))
            }
        }
    }
}

impl Iterator for Puzzles<'_> {
    type Item = Result<Puzzle, InputError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let item = self.next_puzzle();
        if matches!(item, Some(Err(_))) {
            self.failed = true;
        }
        item
    }
}

/// One `boj2580` row: 9 integers 0..=9 separated by whitespace
/// ([`is_space`]: vertical tab and form feed too, as `Scanner`, `cin` and
/// `split()` read them).
pub(super) fn parse_2580_row(n: usize, line: &[u8]) -> Result<[u8; 9], InputError> {
    let mut row = [0u8; 9];
    let mut count = 0;
    let mut i = 0;
    while i < line.len() {
        if is_space(line[i]) {
            i += 1;
            continue;
        }
        let start = i;
        let mut value: u32 = 0;
        while i < line.len() && !is_space(line[i]) {
            if !line[i].is_ascii_digit() {
                return Err(InputError::Unexpected {
                    line: n,
                    column: column(line, i),
                    expected: Wanted::Digit,
                    found: describe(line, i),
                });
            }
            value = value.saturating_mul(10).saturating_add((line[i] - b'0') as u32);
            i += 1;
        }
        if value > 9 {
            return Err(InputError::Unexpected {
                line: n,
                column: column(line, start),
                expected: Wanted::Number,
                found: Found::token(&line[start..i], false),
            });
        }
        if count < 9 {
            row[count] = value as u8;
        }
        count += 1;
    }
    if count != 9 {
        return Err(InputError::Count {
            line: n,
            expected: 9,
            what: Counted::Numbers,
            found: count,
        });
    }
    Ok(row)
}

/// One `boj2239` row: 9 digits with no separators.
pub(super) fn parse_2239_row(n: usize, line: &[u8]) -> Result<[u8; 9], InputError> {
    let (offset, t) = trim(line);
    let mut row = [0u8; 9];
    for (k, &b) in t.iter().enumerate() {
        if !b.is_ascii_digit() {
            let at = offset + k;
            return Err(InputError::Unexpected {
                line: n,
                column: column(line, at),
                expected: Wanted::Digit,
                found: describe(line, at),
            });
        }
        if k < 9 {
            row[k] = b - b'0';
        }
    }
    if t.len() != 9 {
        return Err(InputError::Count {
            line: n,
            expected: 9,
            what: Counted::Digits,
            found: t.len(),
        });
    }
    Ok(row)
}

/// One `line` puzzle: 81 cells, `0` or `.` for blanks, then optionally
/// whitespace ([`is_space`]) or `:` and anything at all.
pub(super) fn parse_line_puzzle(n: usize, line: &[u8]) -> Result<Puzzle, InputError> {
    let (offset, _) = trim(line);
    let mut cells = [0u8; 81];
    let mut k = 0;
    let mut i = offset;
    while k < 81 {
        let Some(&b) = line.get(i) else { break };
        match b {
            b'1'..=b'9' => cells[k] = b - b'0',
            b'0' | b'.' => cells[k] = 0,
            b':' => break,
            b if is_space(b) => break,
            _ => {
                return Err(InputError::Unexpected {
                    line: n,
                    column: column(line, i),
                    expected: Wanted::Cell,
                    found: describe(line, i),
                });
            }
        }
        k += 1;
        i += 1;
    }
    if k < 81 {
        return Err(InputError::Count {
            line: n,
            expected: 81,
            what: Counted::Cells,
            found: k,
        });
    }
    if let Some(&b) = line.get(i)
        && !(is_space(b) || b == b':')
    {
        return Err(InputError::Unexpected {
            line: n,
            column: column(line, i),
            expected: Wanted::EndOfPuzzle,
            found: describe(line, i),
        });
    }
    Ok(Puzzle {
        grid: Grid::new(cells).expect("cells hold 0..=9"),
        line: n,
    })
}
