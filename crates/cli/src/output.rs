//! Writing the output: stdout and stderr, tables, durations and
//! positions.
//!
//! Stdout is written only through [`write_stdout`] and [`Out`] (and the
//! trace observers and `trace --format json`'s writer, which report to
//! [`record`]; clap prints `--help` itself), all on [`stdout`]: no
//! `print!`, which panics on a closed pipe or a full disk (the crate
//! denies the print macros). Stdout is one per process, and so is what
//! became of it ([`StdoutEnd`]): a closed pipe (`| head`) ends the output
//! quietly and the work goes on or stops, as the subcommand decides;
//! another failure (a full disk) ends the output too, and [`finish`]
//! reports it once the subcommand has returned its exit code. A closed
//! pipe is recognised however the error wraps it ([`is_closed_pipe`]). A
//! stdout closed before the start (`sudoku-lab solve f >&-`) is such a
//! failure too: [`stdout`] knows it. Stderr is written only with
//! [`stderr_line`], which never panics: when stderr itself cannot be
//! written, the exit code is all that is left.

use std::error::Error as StdError;
use std::fmt::Display;
use std::io::{self, BufWriter, StdoutLock, Write};
use std::sync::Mutex;
use std::time::Duration;

use crate::exit::Code;

/// Nanoseconds per placement, or `-` when nothing was placed.
pub fn per_placement(d: Duration, placements: u64) -> String {
    if placements == 0 {
        "-".to_string()
    } else {
        format!("{:.1}", d.as_nanos() as f64 / placements as f64)
    }
}

/// `n` in words for prose, `zero` to `twelve`, digits beyond: how many
/// ports there are ([`sudoku_lab::Variant::ALL`]) is said from the list,
/// never typed ("all five agree").
pub fn number_word(n: usize) -> String {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ];
    WORDS.get(n).map_or_else(|| n.to_string(), |w| w.to_string())
}

/// `s` with its first letter capitalized (ASCII), for a sentence that
/// starts with [`number_word`].
pub fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_ascii_uppercase().to_string() + c.as_str())
}

/// A plain table with right-aligned numbers, for the terminal and for
/// snapshots alike.
pub fn table(header: &[&str], rows: Vec<Vec<String>>) -> String {
    use comfy_table::{CellAlignment, Table, presets};
    let mut t = Table::new();
    t.load_style(presets::NOTHING).set_header(header.iter().copied());
    for row in rows {
        t.add_row(row);
    }
    for (i, column) in t.column_iter_mut().enumerate() {
        if i > 0 {
            column.set_cell_alignment(CellAlignment::Right);
        }
    }
    let mut s = t.trim_fmt();
    s.push('\n');
    s
}

/// How stdout ended before the process did.
#[derive(Debug)]
pub enum StdoutEnd {
    /// The reader closed the pipe: not an error.
    Closed,
    /// Writing failed otherwise (a full disk): reported by [`finish`].
    Failed(io::Error),
}

/// What became of stdout; `None` while it is open.
static STDOUT: Mutex<Option<StdoutEnd>> = Mutex::new(None);

/// Records that writing stdout failed with `e` (the first failure counts);
/// nothing more is written to it.
pub fn record(e: io::Error) {
    let mut stdout = STDOUT.lock().unwrap_or_else(|p| p.into_inner());
    if stdout.is_none() {
        *stdout = Some(ended(e));
    }
}

/// What a failure to write `e` makes of stdout.
fn ended(e: io::Error) -> StdoutEnd {
    match is_closed_pipe(&e) {
        true => StdoutEnd::Closed,
        false => StdoutEnd::Failed(e),
    }
}

/// True when `e`, or an error it wraps, is a closed pipe (`EPIPE`):
/// through `io::Error::other`, `serde_json::Error` (whose `source` skips
/// its I/O error) and any `source` chain.
pub fn is_closed_pipe(e: &(dyn StdError + 'static)) -> bool {
    let mut next = Some(e);
    while let Some(e) = next {
        if let Some(io) = e.downcast_ref::<io::Error>() {
            if io.kind() == io::ErrorKind::BrokenPipe {
                return true;
            }
            if let Some(inner) = io.get_ref()
                && is_closed_pipe(inner)
            {
                return true;
            }
        }
        if let Some(json) = e.downcast_ref::<serde_json::Error>()
            && json.io_error_kind() == Some(io::ErrorKind::BrokenPipe)
        {
            return true;
        }
        next = e.source();
    }
    false
}

/// True when stdout was closed when the process started
/// (`sudoku-lab solve f >&-`): [`sudoku_lab_runner::console::stdout_closed_at_start`].
pub fn closed_at_start() -> bool {
    sudoku_lab_runner::console::stdout_closed_at_start()
}

/// Stdout, locked: how every writer of stdout in the crate gets it. When
/// stdout was closed at the start ([`closed_at_start`]), every write
/// fails with "stdout is closed", where Rust's own stdout would take the
/// bytes silently.
pub struct Stdout(StdoutLock<'static>);

/// [`Stdout`].
pub fn stdout() -> Stdout {
    Stdout(io::stdout().lock())
}

impl Write for Stdout {
    /// Writes `buf` to stdout.
    ///
    /// # Errors
    /// `NotConnected` when stdout was closed at the start and `buf` is not
    /// empty; else what writing stdout gives (a closed pipe, a full disk).
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if closed_at_start() && !buf.is_empty() {
            return Err(io::Error::new(io::ErrorKind::NotConnected, "stdout is closed"));
        }
        self.0.write(buf)
    }
    /// Nothing to flush when stdout was closed: the writes failed.
    ///
    /// # Errors
    /// What flushing stdout gives (a closed pipe, a full disk).
    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// True once stdout is closed or has failed: a subcommand that writes as
/// it works should stop.
pub fn stdout_ended() -> bool {
    STDOUT.lock().unwrap_or_else(|p| p.into_inner()).is_some()
}

/// Writes `bytes` to stdout and flushes. A closed pipe or a failed write
/// is not returned but recorded (see the module doc): the subcommand still
/// returns the exit code of its verdict, and [`finish`] reports a failure.
/// Safe to call from several threads (`stress` announces its tests from
/// its workers): each call writes its bytes whole.
pub fn write_stdout(bytes: &[u8]) {
    if stdout_ended() {
        return;
    }
    let mut out = stdout();
    if let Err(e) = out.write_all(bytes).and_then(|()| out.flush()) {
        record(e);
    }
}

/// Buffered stdout for a subcommand that writes as it works: each write
/// says whether stdout is still open; a failure is recorded as by
/// [`write_stdout`].
pub struct Out(BufWriter<Stdout>);

impl Default for Out {
    fn default() -> Out {
        Out::new()
    }
}

impl Out {
    /// Stdout, buffered.
    pub fn new() -> Out {
        Out(BufWriter::new(stdout()))
    }

    /// Writes `bytes`; false once stdout has ended (stop writing).
    pub fn write(&mut self, bytes: &[u8]) -> bool {
        if stdout_ended() {
            return false;
        }
        self.0.write_all(bytes).map_err(record).is_ok()
    }

    /// Flushes (before a line on stderr); false once stdout has ended.
    pub fn flush(&mut self) -> bool {
        if stdout_ended() {
            return false;
        }
        self.0.flush().map_err(record).is_ok()
    }
}

/// The exit code of a subcommand that returned `code`, once its output is
/// written: `code`, unless writing stdout failed other than by a closed
/// pipe; then the failure is reported on stderr and a success becomes
/// exit 2 (the output is lost), while 1 and 2 are kept (the verdict
/// stands). Called by [`crate::main`] only.
pub fn finish(code: Code) -> Code {
    let ended = STDOUT.lock().unwrap_or_else(|p| p.into_inner()).take();
    match ended {
        Some(StdoutEnd::Failed(e)) => {
            let message = crate::messages::CANNOT_WRITE.fill(&[&e]);
            stderr_line(format_args!("sudoku-lab: {}: {message}", crate::messages::ERROR.text()));
            match code {
                Code::Success => Code::BadInput,
                kept => kept,
            }
        }
        Some(StdoutEnd::Closed) | None => code,
    }
}

/// Writes `line` and a newline to stderr: the one writer of stderr in
/// the crate (`eprintln!`, which panics when stderr is full, is denied).
/// A failure is ignored (there is nowhere left to report it: the exit
/// code says what happened).
pub fn stderr_line(line: impl Display) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// Where a puzzle stands in its input, for messages: `puzzle 3 (line 5)`.
pub fn position(index: usize, line: usize) -> String {
    crate::messages::POSITION.fill(&[&(index + 1), &line])
}

#[cfg(test)]
mod tests {
    #[test]
    fn numbers_in_words() {
        let said: Vec<String> = [0, 5, 12, 13].into_iter().map(number_word).collect();
        assert_eq!(said, ["zero", "five", "twelve", "13"]);
        assert_eq!(capitalized("all five"), "All five");
        assert_eq!(capitalized(""), "");
    }

    use super::*;

    /// An error whose `source` is an I/O error.
    #[derive(Debug, thiserror::Error)]
    #[error("wrapped")]
    struct Wrapped(#[source] io::Error);

    #[test]
    fn a_closed_pipe_is_found_however_it_is_wrapped() {
        let pipe = || io::Error::from(io::ErrorKind::BrokenPipe);
        assert!(is_closed_pipe(&pipe()));
        // serde_json's `source` skips its I/O error; io::Error::other
        // hides the kind; an error with a `source` wraps it once more.
        let json = || serde_json::Error::io(pipe());
        assert!(is_closed_pipe(&json()));
        assert!(is_closed_pipe(&io::Error::other(json())));
        assert!(is_closed_pipe(&Wrapped(io::Error::other(json()))));
        assert!(is_closed_pipe(&io::Error::other(io::Error::other(pipe()))));
        let full = || io::Error::from(io::ErrorKind::StorageFull);
        assert!(!is_closed_pipe(&io::Error::other(serde_json::Error::io(full()))));
        assert!(!is_closed_pipe(&Wrapped(full())));
        assert!(!is_closed_pipe(&io::Error::other("a broken pipe, in words only")));
    }

    #[test]
    fn a_closed_pipe_is_recorded_as_closed() {
        assert!(matches!(
            ended(io::Error::other(serde_json::Error::io(
                io::ErrorKind::BrokenPipe.into()
            ))),
            StdoutEnd::Closed
        ));
        assert!(matches!(ended(io::ErrorKind::StorageFull.into()), StdoutEnd::Failed(_)));
    }
}
