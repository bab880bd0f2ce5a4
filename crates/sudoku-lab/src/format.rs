//! Reading and writing puzzles: the Baekjoon 2580 and 2239 layouts and the
//! one-puzzle-per-line form of the public datasets.
//!
//! Parsing is shared by every variant, the CLI and the program emulation;
//! no port parses on its own. Every format accepts CRLF line endings and a
//! UTF-8 byte order mark. Errors carry 1-based line and column numbers
//! (columns count characters, not bytes).
//!
//! | format | a puzzle is | blanks |
//! |---|---|---|
//! | `boj2580` | 9 lines of 9 integers separated by spaces or tabs | `0` |
//! | `boj2239` | 9 lines of 9 digits, no separators | `0` |
//! | `line` | one line of 81 characters; after them, anything that follows whitespace, `:` or a TAB is ignored; `#` lines and empty lines are skipped | `0` or `.` |
//!
//! In the two Baekjoon formats a file may hold several puzzles one after
//! another, with or without empty lines between them; leading and trailing
//! spaces on a line are allowed (the strict layout check belongs to the
//! validator, not to the parser).

use std::fmt;
use std::str::FromStr;

use crate::diagnostic::{column, describe};
use crate::grid::Grid;

/// A puzzle layout.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Baekjoon 2580: 9 lines of 9 integers 0..=9 separated by whitespace.
    Boj2580,
    /// Baekjoon 2239: 9 lines of 9 digits with no separators.
    Boj2239,
    /// One puzzle per line: 81 characters, `.` or `0` for blanks.
    Line,
}

impl Format {
    /// All three, as named on the command line.
    pub const ALL: [Format; 3] = [Format::Boj2580, Format::Boj2239, Format::Line];

    /// One line for `--help`, e.g. `BOJ 2580: 9 lines of 9 numbers separated
    /// by spaces, 0 for a blank`.
    pub const fn description(self) -> &'static str {
        match self {
            Format::Boj2580 => "BOJ 2580: 9 lines of 9 numbers separated by spaces, 0 for a blank",
            Format::Boj2239 => "BOJ 2239: 9 lines of 9 digits, no separators, 0 for a blank",
            Format::Line => "One puzzle per line: 81 characters, '.' or '0' for a blank",
        }
    }

    /// The name used on the command line: `boj2580`, `boj2239`, `line`.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Boj2580 => "boj2580",
            Format::Boj2239 => "boj2239",
            Format::Line => "line",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Format::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| format!("unknown format '{s}' (expected boj2580, boj2239 or line)"))
    }
}

/// Input that is not a puzzle in the expected format. Lines and columns
/// are 1-based; columns count characters.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    /// A character or number that does not belong where it stands.
    #[error("line {line}, column {column}: expected {expected}, found {found}")]
    Unexpected {
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
        /// What would have been accepted.
        expected: &'static str,
        /// What stood there, quoted for a character (`'x'`), bare for a
        /// number (`10`).
        found: String,
    },
    /// A line with the wrong number of numbers, digits or cells.
    #[error("line {line}: expected {expected} {what}, found {found}")]
    Count {
        /// 1-based line.
        line: usize,
        /// How many there should be.
        expected: usize,
        /// What is counted: `numbers`, `digits` or `cells`.
        what: &'static str,
        /// How many there are.
        found: usize,
    },
    /// The input ended inside a puzzle.
    #[error("expected 9 rows, found {found} (the puzzle starts at line {line})")]
    MissingRows {
        /// The line on which the incomplete puzzle starts.
        line: usize,
        /// How many rows it has.
        found: usize,
    },
    /// Nothing but empty lines and comments.
    #[error("no puzzle found in the input")]
    Empty,
}

impl InputError {
    /// The 1-based line the error points at, if any.
    pub fn line(&self) -> Option<usize> {
        match *self {
            InputError::Unexpected { line, .. }
            | InputError::Count { line, .. }
            | InputError::MissingRows { line, .. } => Some(line),
            InputError::Empty => None,
        }
    }

    /// The 1-based column the error points at, if any.
    pub fn column(&self) -> Option<usize> {
        match *self {
            InputError::Unexpected { column, .. } => Some(column),
            _ => None,
        }
    }
}

/// One puzzle read from an input, with where it starts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The board, `0` for blanks.
    pub grid: Grid,
    /// The 1-based line on which the puzzle starts.
    pub line: usize,
}

/// Every puzzle of an input, and the format it was read in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The format used (recognised from the content when none was given).
    pub format: Format,
    /// The puzzles, in input order; never empty.
    pub puzzles: Vec<Puzzle>,
}

/// Reads every puzzle of `input` in `format`, or in the format recognised
/// from the content when `format` is `None` (see [`detect`]).
///
/// # Errors
/// The first [`InputError`] met; [`InputError::Empty`] when there is no
/// puzzle at all.
pub fn parse(input: &[u8], format: Option<Format>) -> Result<Parsed, InputError> {
    let format = format.unwrap_or_else(|| detect(input));
    let puzzles = Puzzles::new(input, format).collect::<Result<Vec<_>, _>>()?;
    if puzzles.is_empty() {
        return Err(InputError::Empty);
    }
    Ok(Parsed { format, puzzles })
}

/// Reads only the first puzzle of `input` in `format` and ignores what
/// follows, as the posts' programs read 9 lines and stop.
///
/// # Errors
/// An [`InputError`] in the first puzzle, or [`InputError::Empty`].
pub fn parse_first(input: &[u8], format: Format) -> Result<Grid, InputError> {
    match Puzzles::new(input, format).next() {
        Some(p) => p.map(|p| p.grid),
        None => Err(InputError::Empty),
    }
}

/// Recognises the format from the first line that is not empty and not a
/// `#` comment: if its first whitespace-separated token has 41 or more
/// characters or a `.`, `line` (a dataset line may carry a name after a
/// TAB); else whitespace inside the line means `boj2580`; else `boj2239`.
pub fn detect(input: &[u8]) -> Format {
    let first = Lines::new(input)
        .map(|(_, l)| trim(l).1)
        .find(|l| !l.is_empty() && l[0] != b'#');
    let Some(line) = first else { return Format::Line };
    let token = line.split(|b| b.is_ascii_whitespace()).next().unwrap_or_default();
    if token.len() >= 41 || token.contains(&b'.') {
        Format::Line
    } else if token.len() < line.len() {
        Format::Boj2580
    } else {
        Format::Boj2239
    }
}

/// Writes `grid` in `format`, ending with a newline: 9 lines of
/// `d d d d d d d d d` for `boj2580` (single spaces, none at the end), 9
/// lines of `ddddddddd` for `boj2239` (blanks as `0`), one line of 81
/// characters for `line` (blanks as `.`).
pub fn write(grid: &Grid, format: Format) -> String {
    let mut s = String::with_capacity(170);
    match format {
        Format::Line => {
            s.push_str(&grid.to_string());
            s.push('\n');
        }
        Format::Boj2580 | Format::Boj2239 => {
            for r in 0..9 {
                for c in 0..9 {
                    if c > 0 && format == Format::Boj2580 {
                        s.push(' ');
                    }
                    s.push((b'0' + grid.at(r, c)) as char);
                }
                s.push('\n');
            }
        }
    }
    s
}

/// Writes several grids in `format`; in the Baekjoon formats an empty line
/// separates two puzzles. [`parse`] reads the result back.
pub fn write_all<'a>(grids: impl IntoIterator<Item = &'a Grid>, format: Format) -> String {
    let mut s = String::new();
    for (i, g) in grids.into_iter().enumerate() {
        if i > 0 && format != Format::Line {
            s.push('\n');
        }
        s.push_str(&write(g, format));
    }
    s
}

/// The lines of an input as `(1-based number, bytes)`, without the line
/// ending (`\n` or `\r\n`) and without a leading UTF-8 BOM.
struct Lines<'a> {
    rest: &'a [u8],
    number: usize,
    done: bool,
}

impl<'a> Lines<'a> {
    fn new(input: &'a [u8]) -> Self {
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

/// `line` without leading and trailing ASCII whitespace, and the byte
/// offset at which the kept part starts.
fn trim(line: &[u8]) -> (usize, &[u8]) {
    let start = line.iter().position(|b| !b.is_ascii_whitespace()).unwrap_or(line.len());
    let end = line
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(start, |i| i + 1);
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

/// One `boj2580` row: 9 whitespace-separated integers 0..=9.
fn parse_2580_row(n: usize, line: &[u8]) -> Result<[u8; 9], InputError> {
    let mut row = [0u8; 9];
    let mut count = 0;
    let mut i = 0;
    while i < line.len() {
        if line[i] == b' ' || line[i] == b'\t' || line[i] == b'\x0B' || line[i] == b'\x0C' || line[i] == b'\r' {
            i += 1;
            continue;
        }
        let start = i;
        let mut value: u32 = 0;
        while i < line.len() && !line[i].is_ascii_whitespace() {
            if !line[i].is_ascii_digit() {
                return Err(InputError::Unexpected {
                    line: n,
                    column: column(line, i),
                    expected: "a digit 0-9",
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
                expected: "a number 0-9",
                found: String::from_utf8_lossy(&line[start..i]).into_owned(),
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
            what: "numbers",
            found: count,
        });
    }
    Ok(row)
}

/// One `boj2239` row: 9 digits with no separators.
fn parse_2239_row(n: usize, line: &[u8]) -> Result<[u8; 9], InputError> {
    let (offset, t) = trim(line);
    let mut row = [0u8; 9];
    for (k, &b) in t.iter().enumerate() {
        if !b.is_ascii_digit() {
            let at = offset + k;
            return Err(InputError::Unexpected {
                line: n,
                column: column(line, at),
                expected: "a digit 0-9",
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
            what: "digits",
            found: t.len(),
        });
    }
    Ok(row)
}

/// One `line` puzzle: 81 cells, `0` or `.` for blanks, then optionally
/// whitespace, `:` or a TAB and anything at all.
fn parse_line_puzzle(n: usize, line: &[u8]) -> Result<Puzzle, InputError> {
    let (offset, _) = trim(line);
    let mut cells = [0u8; 81];
    let mut k = 0;
    let mut i = offset;
    while k < 81 {
        let Some(&b) = line.get(i) else { break };
        match b {
            b'1'..=b'9' => cells[k] = b - b'0',
            b'0' | b'.' => cells[k] = 0,
            b':' | b'\t' | b' ' | b'\r' | b'\x0B' | b'\x0C' => break,
            _ => {
                return Err(InputError::Unexpected {
                    line: n,
                    column: column(line, i),
                    expected: "a digit 1-9, '0' or '.'",
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
            what: "cells",
            found: k,
        });
    }
    if let Some(&b) = line.get(i)
        && !(b.is_ascii_whitespace() || b == b':')
    {
        return Err(InputError::Unexpected {
            line: n,
            column: column(line, i),
            expected: "the end of the puzzle after 81 cells (then whitespace, ':' or a tab)",
            found: describe(line, i),
        });
    }
    Ok(Puzzle {
        grid: Grid::new(cells).expect("cells hold 0..=9"),
        line: n,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";

    fn err(input: &str, format: Option<Format>) -> String {
        parse(input.as_bytes(), format).unwrap_err().to_string()
    }

    #[test]
    fn detects_each_format() {
        assert_eq!(detect(SAMPLE.as_bytes()), Format::Boj2580);
        assert_eq!(detect(b"\n103000509\n"), Format::Boj2239);
        assert_eq!(detect(b"# top95\n4.....8.5.3\n"), Format::Line);
    }

    #[test]
    fn round_trips_every_format() {
        let g = parse(SAMPLE.as_bytes(), None).unwrap().puzzles[0].grid;
        for f in Format::ALL {
            let text = write_all([&g, &g], f);
            let back = parse(text.as_bytes(), Some(f)).unwrap();
            assert_eq!(back.puzzles.len(), 2, "{f}");
            assert!(back.puzzles.iter().all(|p| p.grid == g), "{f}");
        }
    }

    #[test]
    fn crlf_bom_and_trailers_are_accepted() {
        let crlf = format!("\u{FEFF}{}", SAMPLE.replace('\n', "\r\n"));
        assert_eq!(parse(crlf.as_bytes(), None).unwrap().puzzles.len(), 1);
        let dots = format!("{}:1\r\n", ".".repeat(81));
        assert_eq!(parse(dots.as_bytes(), None).unwrap().puzzles[0].grid, Grid::EMPTY);
        let named = format!("{}\tEaster Monster\n", "0".repeat(81));
        assert_eq!(parse(named.as_bytes(), None).unwrap().format, Format::Line);
    }

    #[test]
    fn errors_point_at_line_and_column() {
        let bad = SAMPLE.replacen("0 2 7 8 1 3 5", "0 x 7 8 1 3 5", 1);
        assert_eq!(err(&bad, None), "line 3, column 7: expected a digit 0-9, found 'x'");
        let short = SAMPLE.replace("2 5 8 3 9 4 7 6 0", "2 5 8 3 9 4 7 6");
        assert_eq!(err(&short, None), "line 9: expected 9 numbers, found 8");
        let seven: String = SAMPLE.lines().take(7).map(|l| format!("{l}\n")).collect();
        assert_eq!(
            err(&seven, None),
            "expected 9 rows, found 7 (the puzzle starts at line 1)"
        );
        let ten = SAMPLE.replacen("0 3 5", "10 3 5", 1);
        assert_eq!(err(&ten, None), "line 1, column 1: expected a number 0-9, found 10");
        assert_eq!(
            err("12345678\n", Some(Format::Boj2239)),
            "line 1: expected 9 digits, found 8"
        );
        assert_eq!(
            err(&".".repeat(80), Some(Format::Line)),
            "line 1: expected 81 cells, found 80"
        );
        assert_eq!(
            err(&format!("{}x", ".".repeat(81)), Some(Format::Line)),
            "line 1, column 82: expected the end of the puzzle after 81 cells (then whitespace, ':' or a tab), found 'x'"
        );
        assert_eq!(err("# nothing\n\n", None), "no puzzle found in the input");
        assert_eq!(
            err("가 1\n", None),
            "line 1, column 1: expected a digit 0-9, found '가'"
        );
    }
}
