//! Reading puzzles from a stream ([`Stream`]): line by line, each line at
//! most [`MAX_LINE`] bytes, so that memory stays flat whatever the size of
//! the input (`solve /dev/zero` stops at its first megabyte). The same
//! layouts, rules and errors as [`super::parse`].

use std::io::{self, BufRead};

use super::read::{parse_2239_row, parse_2580_row, parse_line_puzzle, trim};
use super::{Format, InputError, Puzzle, detect_line};
use crate::grid::Grid;

/// The longest line a [`Stream`] reads: 1 MiB. A puzzle's line is under
/// 200 bytes; a longer one is [`InputError::LineTooLong`], found after
/// reading at most this much of it.
pub const MAX_LINE: usize = 1 << 20;

/// Why a [`Stream`] stopped: the input is not puzzles, or it could not be
/// read.
#[derive(Debug, thiserror::Error)]
pub enum StreamError {
    /// Not a puzzle in the format, or a line over [`MAX_LINE`].
    #[error(transparent)]
    Input(#[from] InputError),
    /// Reading failed.
    #[error(transparent)]
    Io(#[from] io::Error),
}

/// The puzzles of a stream, read line by line: an iterator of puzzles,
/// which ends after the first error. Holds one puzzle's lines at a time.
pub struct Stream<R> {
    reader: R,
    format: Format,
    /// Lines read ahead (while the format was recognised), in order.
    pending: std::collections::VecDeque<(usize, Vec<u8>)>,
    /// Lines read so far.
    number: usize,
    failed: bool,
}

impl<R: BufRead> Stream<R> {
    /// The puzzles of `reader` in `format`, or in the format recognised
    /// from its first line that is not empty and not a `#` comment (as
    /// [`super::detect`] does), which is read now.
    ///
    /// # Errors
    /// When the lines before that one cannot be read or are too long.
    pub fn new(reader: R, format: Option<Format>) -> Result<Stream<R>, StreamError> {
        let mut stream = Stream {
            reader,
            format: format.unwrap_or(Format::Line),
            pending: Default::default(),
            number: 0,
            failed: false,
        };
        if format.is_none() {
            // The empty lines before the first puzzle are skipped in every
            // format; a comment is skipped in `line` and an error in the
            // others, so the first one is kept for them.
            let mut comment = None;
            while let Some((n, line)) = stream.read_line()? {
                let t = trim(&line).1;
                if t.is_empty() {
                    continue;
                }
                if t[0] == b'#' {
                    comment.get_or_insert((n, line));
                    continue;
                }
                stream.format = detect_line(t);
                if stream.format != Format::Line {
                    stream.pending.extend(comment);
                }
                stream.pending.push_back((n, line));
                break;
            }
        }
        Ok(stream)
    }

    /// The format the puzzles are read in.
    pub fn format(&self) -> Format {
        self.format
    }

    /// The next line without its line ending (and, first, without a UTF-8
    /// BOM), or `None` at the end.
    fn next_line(&mut self) -> Result<Option<(usize, Vec<u8>)>, StreamError> {
        match self.pending.pop_front() {
            Some(line) => Ok(Some(line)),
            None => self.read_line(),
        }
    }

    /// Reads one line, at most [`MAX_LINE`] bytes of it.
    fn read_line(&mut self) -> Result<Option<(usize, Vec<u8>)>, StreamError> {
        let mut line = Vec::new();
        let mut ended = false;
        loop {
            let buf = match self.reader.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            };
            if buf.is_empty() {
                break;
            }
            let (take, newline) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i, true),
                None => (buf.len(), false),
            };
            let room = (MAX_LINE + 2).saturating_sub(line.len());
            line.extend_from_slice(&buf[..take.min(room)]);
            self.reader.consume(take + usize::from(newline));
            if line.len() > MAX_LINE + 1 {
                return Err(InputError::LineTooLong {
                    line: self.number + 1,
                    limit: MAX_LINE,
                }
                .into());
            }
            if newline {
                ended = true;
                break;
            }
        }
        if line.is_empty() && !ended {
            return Ok(None);
        }
        self.number += 1;
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        if line.len() > MAX_LINE {
            return Err(InputError::LineTooLong {
                line: self.number,
                limit: MAX_LINE,
            }
            .into());
        }
        if self.number == 1 && line.starts_with(b"\xEF\xBB\xBF") {
            line.drain(..3);
        }
        Ok(Some((self.number, line)))
    }

    /// The next puzzle, `None` at the end.
    fn next_puzzle(&mut self) -> Result<Option<Puzzle>, StreamError> {
        if self.format == Format::Line {
            while let Some((n, line)) = self.next_line()? {
                let t = trim(&line).1;
                if !t.is_empty() && t[0] != b'#' {
                    return Ok(Some(parse_line_puzzle(n, &line)?));
                }
            }
            return Ok(None);
        }
        // Empty lines between puzzles are skipped.
        let first = loop {
            match self.next_line()? {
                None => return Ok(None),
                Some((_, l)) if trim(&l).1.is_empty() => continue,
                Some(line) => break line,
            }
        };
        let start = first.0;
        let mut cells = [0u8; 81];
        let mut row = Some(first);
        for r in 0..9 {
            let Some((n, line)) = row.take().map_or_else(|| self.next_line(), |l| Ok(Some(l)))? else {
                return Err(InputError::MissingRows { line: start, found: r }.into());
            };
            let digits = match self.format {
                Format::Boj2580 => parse_2580_row(n, &line)?,
                _ => parse_2239_row(n, &line)?,
            };
            cells[r * 9..r * 9 + 9].copy_from_slice(&digits);
        }
        let grid = Grid::new(cells).expect("rows hold 0..=9");
        Ok(Some(Puzzle { grid, line: start }))
    }
}

impl<R: BufRead> Iterator for Stream<R> {
    type Item = Result<Puzzle, StreamError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let item = self.next_puzzle().transpose();
        if matches!(item, Some(Err(_))) {
            self.failed = true;
        }
        item
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    /// What [`super::super::parse`] makes of `input`, and what a stream
    /// makes of it (the format, the puzzles, or the first error).
    fn both(input: &[u8], format: Option<Format>) {
        let whole = super::super::parse(input, format);
        let stream = Stream::new(input, format).expect("in memory");
        let f = stream.format();
        let streamed: Result<Vec<Puzzle>, String> = stream.map(|p| p.map_err(|e| e.to_string())).collect();
        match whole {
            Ok(parsed) => {
                assert_eq!(f, parsed.format, "{input:?}");
                assert_eq!(streamed, Ok(parsed.puzzles), "{input:?}");
            }
            Err(InputError::Empty) => assert_eq!(streamed, Ok(Vec::new()), "{input:?}"),
            Err(e) => assert_eq!(streamed.unwrap_err(), e.to_string(), "{input:?}"),
        }
    }

    #[test]
    fn a_stream_reads_what_parse_reads() {
        let sample = crate::Problem::Boj2580.sample();
        let inputs = [
            sample.to_string(),
            format!("\u{FEFF}\n\n{sample}\n{sample}"),
            sample.replace('\n', "\r\n"),
            sample.replace(' ', ""),
            format!("# c\n{}", sample.replace(' ', "")),
            format!("# c\n\n{}\n# two\n{}", ".".repeat(81), "1".repeat(81)),
            sample[..50].to_string(),
            sample.replace("4 6 8 9 7", "4 x 8 9 7"),
            "# only a comment\n\n".to_string(),
            String::new(),
            "y\ny\ny\n".to_string(),
        ];
        for input in &inputs {
            for format in [None, Some(Format::Boj2580), Some(Format::Boj2239), Some(Format::Line)] {
                both(input.as_bytes(), format);
            }
        }
    }

    #[test]
    fn a_line_longer_than_the_limit_stops_the_stream() {
        let zeros = io::repeat(0).take(3 * MAX_LINE as u64);
        let err = Stream::new(io::BufReader::new(zeros), None).err().expect("too long");
        assert_eq!(
            err.to_string(),
            format!("line 1: longer than {MAX_LINE} bytes (the longest line a puzzle file may have)")
        );
        let mut input = b"# ok\n".to_vec();
        input.extend(std::iter::repeat_n(b'1', MAX_LINE + 2));
        let err = Stream::new(&input[..], None).err().expect("too long");
        assert!(err.to_string().starts_with("line 2: longer than"), "{err}");
        // Exactly the limit is read.
        let mut input = vec![b' '; MAX_LINE];
        input.push(b'\n');
        assert_eq!(Stream::new(&input[..], None).unwrap().count(), 0);
    }
}
