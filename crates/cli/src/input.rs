//! Reading the input: a file or standard input, and the puzzles in it.
//! Every read is bounded (CONTRIBUTING.md, "The command line in full",
//! **Limits.**), so that memory stays flat
//! whatever the input's size: `solve` and `run` read line by line
//! ([`stream`], each line at most [`format::MAX_LINE`] bytes); a file read
//! whole stops at its limit ([`read_limited`]: [`PUZZLE_FILE_LIMIT`],
//! [`JUDGE_INPUT_LIMIT`], [`TRACE_LIMIT`]) with an error naming it; the
//! output `judge` judges stops at Baekjoon's output limit
//! ([`sudoku_lab::judge::OUTPUT_LIMIT`]).

use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Read};
use std::path::Path;

use sudoku_lab::format::{self, Format, InputError, Parsed, Stream, StreamError};

use crate::args::InputArgs;
use crate::error::{Error, Hint};
use crate::output::stderr_line;

/// The largest puzzle file read whole (`compare`, `trace`, `validate`,
/// `stress --inputs`): 16 MiB, twenty times the largest bundled dataset.
pub const PUZZLE_FILE_LIMIT: u64 = 16 << 20;

/// The largest input `judge` reads (the judge's own puzzle, 162 bytes in
/// the strict format): 1 MiB.
pub const JUDGE_INPUT_LIMIT: u64 = 1 << 20;

/// The largest step trace `check-trace` reads: 48 MiB, well above what
/// `trace --format json` writes at its default 200,000 events.
pub const TRACE_LIMIT: u64 = 48 << 20;

/// The name of `file` for messages (`<stdin>` for `-` or none) and a
/// buffered reader of it. On a terminal, standard input is announced.
///
/// # Errors
/// [`Error::Read`] when `file` cannot be opened.
pub fn open(file: Option<&Path>) -> Result<(String, Box<dyn BufRead>), Error> {
    match file {
        Some(p) if p.as_os_str() != "-" => {
            let name = p.display().to_string();
            let f = File::open(p).map_err(|source| Error::Read {
                name: name.clone(),
                source,
            })?;
            Ok((name, Box::new(BufReader::with_capacity(64 << 10, f))))
        }
        _ => {
            let stdin = io::stdin();
            if stdin.is_terminal() {
                stderr_line(format_args!("sudoku-lab: {}", crate::messages::READING_TERMINAL.text()));
            }
            Ok(("<stdin>".to_string(), Box::new(stdin.lock())))
        }
    }
}

/// Reads at most `limit + 1` bytes of `reader` into a buffer.
///
/// # Errors
/// What reading `reader` gives.
fn read_at_most(reader: impl Read, limit: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader.take(limit + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Reads the whole input, which may hold at most `limit` bytes: a longer
/// one is [`Error::TooLarge`], found after reading `limit + 1` bytes of it
/// (`what` names the kind of file in the message: `a puzzle file`).
/// Returns its name for messages (`<stdin>` for standard input) and its
/// bytes.
///
/// # Errors
/// [`Error::Read`] when the input cannot be opened or read;
/// [`Error::TooLarge`] when it holds more than `limit` bytes.
pub fn read_limited(file: Option<&Path>, limit: u64, what: &'static str) -> Result<(String, Vec<u8>), Error> {
    let (name, reader) = open(file)?;
    let bytes = read_at_most(reader, limit).map_err(|source| Error::Read {
        name: name.clone(),
        source,
    })?;
    if bytes.len() as u64 > limit {
        return Err(Error::TooLarge { name, limit, what });
    }
    Ok((name, bytes))
}

/// Reads at most `limit` bytes of the input and says whether there was
/// more (`judge`'s output side: what is past the output limit is not
/// read).
///
/// # Errors
/// [`Error::Read`] when the input cannot be opened or read.
pub fn read_prefix(file: Option<&Path>, limit: u64) -> Result<(String, Vec<u8>, bool), Error> {
    let (name, reader) = open(file)?;
    let mut bytes = read_at_most(reader, limit).map_err(|source| Error::Read {
        name: name.clone(),
        source,
    })?;
    let more = bytes.len() as u64 > limit;
    bytes.truncate(limit as usize);
    Ok((name, bytes, more))
}

/// Reads and parses every puzzle of a puzzle file read whole (at most
/// [`PUZZLE_FILE_LIMIT`] bytes).
///
/// # Errors
/// As [`read_limited`]; [`Error::Input`] when a puzzle does not parse,
/// with the format it was read as when none was asked for.
pub fn read_puzzles(input: &InputArgs) -> Result<(String, Parsed), Error> {
    let (name, bytes) = read_limited(input.file.as_deref(), PUZZLE_FILE_LIMIT, "a puzzle file")?;
    let wanted = input.input_format.0;
    match format::parse(&bytes, wanted) {
        Ok(parsed) => Ok((name, parsed)),
        Err(source) => {
            let hint = match wanted {
                None if source != InputError::Empty => Hint::ReadAs(format::detect(&bytes)),
                _ => Hint::None,
            };
            Err(Error::Input { name, source, hint })
        }
    }
}

/// The puzzles of the input, read line by line ([`Stream`]): memory holds
/// one puzzle's lines, whatever the input's size. Returns its name and
/// the stream.
///
/// # Errors
/// [`Error::Read`] when the input cannot be opened or its first puzzle
/// cannot be read; [`Error::Input`] when its start is in no format (or
/// not in `wanted`).
pub fn stream(file: Option<&Path>, wanted: Option<Format>) -> Result<(String, Stream<Box<dyn BufRead>>), Error> {
    let (name, reader) = open(file)?;
    let stream = Stream::new(reader, wanted).map_err(|e| stream_error(&name, e, wanted, None))?;
    Ok((name, stream))
}

/// A [`StreamError`] of the input `name` as an [`Error`]; when the format
/// was recognised (`wanted` is `None`), the message says which it was.
pub fn stream_error(name: &str, e: StreamError, wanted: Option<Format>, read_as: Option<Format>) -> Error {
    match e {
        StreamError::Io(source) => Error::Read {
            name: name.to_string(),
            source,
        },
        StreamError::Input(source) => {
            let hint = match (wanted, read_as) {
                (None, Some(f)) if !matches!(source, InputError::Empty | InputError::LineTooLong { .. }) => {
                    Hint::ReadAs(f)
                }
                _ => Hint::None,
            };
            Error::Input {
                name: name.to_string(),
                source,
                hint,
            }
        }
    }
}
