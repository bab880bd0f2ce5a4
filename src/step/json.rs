//! The one writer of a step trace's JSON ([`write_json`], [`to_json`]):
//! what `sudoku-lab trace --format json` prints and the book's traces
//! (`traces/*.js` in the built book, written by `cargo xtask book`) hold, byte for byte; and the JSON form of the
//! typed values the trace writes as strings: a [`Grid`] as 81 digits, a
//! [`Name`] as the post spells it, a [`By`] as the post's expression. Each
//! is read back only when it is one this library writes; anything else is
//! refused with what was expected (serde's "invalid value" error, which
//! `serde_json` gives a line and column).

use std::io::{self, Write};

use serde::de::{self, Deserialize, Deserializer, Unexpected};
use serde::{Serialize, Serializer};

use super::{By, Name, StepTrace};
use crate::grid::Grid;

/// Reads a string and makes a `T` of it with `parse`; else the error
/// "invalid value: string "…", expected {expected}".
fn from_text<'de, D: Deserializer<'de>, T>(
    deserializer: D,
    parse: impl FnOnce(&str) -> Option<T>,
    expected: &'static str,
) -> Result<T, D::Error> {
    let text = String::deserialize(deserializer)?;
    parse(&text).ok_or_else(|| de::Error::invalid_value(Unexpected::Str(&text), &expected))
}

/// `Serialize` as the type's `Display`, `Deserialize` by `parse`, which
/// accepts only what `Display` writes (else "invalid value: …, expected
/// `expected`").
macro_rules! as_text {
    ($type:ty, $parse:expr, $expected:expr) => {
        impl Serialize for $type {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $type {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$type, D::Error> {
                from_text(deserializer, $parse, $expected)
            }
        }
    };
}

as_text!(
    Name,
    Name::find,
    "a name from a post's code: a row of its state, or what its digit test reads"
);
as_text!(
    By,
    By::parse,
    "what said no in the post's terms: table[i][d], mask[i] & 1 << d or test: board[r][c] == d"
);

/// A grid as 81 digits, row-major, `0` for a blank (the trace's `puzzle`).
impl Serialize for Grid {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let digits: String = self.cells().iter().map(|&d| char::from(b'0' + d)).collect();
        serializer.serialize_str(&digits)
    }
}

impl<'de> Deserialize<'de> for Grid {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Grid, D::Error> {
        let parse = |text: &str| {
            let digits: Vec<u8> = text.bytes().map(|b| b.wrapping_sub(b'0')).collect();
            Grid::new(digits.try_into().ok()?)
        };
        from_text(deserializer, parse, "81 digits 0-9")
    }
}

/// Writes `trace` as JSON in the layout the format promises: the header
/// fields and `"events":[` on line 1, one event on each following line,
/// `]}` on the last (so a reader, and `check-trace`'s messages, can name
/// event `k` by its line `k + 1`). The fields are in
/// [`StepTrace`]'s order, with no spaces, as `serde_json` writes them.
///
/// # Errors
/// The writer's own error, unchanged: a closed pipe is still
/// [`io::ErrorKind::BrokenPipe`] (`serde_json`'s I/O errors are unwrapped,
/// not wrapped again).
pub fn write_json(out: &mut impl Write, trace: &StepTrace) -> io::Result<()> {
    let head = StepTrace {
        events: Vec::new(),
        ..trace.clone()
    };
    let head = serde_json::to_string(&head).map_err(io::Error::from)?;
    let head = head.strip_suffix("[]}").expect("events serialize last");
    out.write_all(head.as_bytes())?;
    out.write_all(b"[\n")?;
    for (k, event) in trace.events.iter().enumerate() {
        serde_json::to_writer(&mut *out, event).map_err(io::Error::from)?;
        out.write_all(if k + 1 < trace.events.len() { b",\n" } else { b"\n" })?;
    }
    out.write_all(b"]}\n")
}

/// [`write_json`] into a string.
pub fn to_json(trace: &StepTrace) -> String {
    let mut out = Vec::new();
    write_json(&mut out, trace).expect("writing to a Vec cannot fail");
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::step::record;
    use crate::{Budget, Grid, Variant};

    /// The first row `123456780`, the rest blank.
    fn puzzle() -> Grid {
        let mut cells = [0; 81];
        cells[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
        Grid::new(cells).unwrap()
    }

    #[test]
    fn one_event_a_line_and_it_reads_back() {
        let trace = record(Variant::Bitmask, &puzzle(), Budget::placements(3), 5);
        assert_eq!(trace.events.len(), 5);
        let text = to_json(&trace);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), trace.events.len() + 2, "{text}");
        assert!(lines[0].starts_with("{\"format\":\"sudoku-lab-trace\",\"version\":1,"));
        assert!(lines[0].ends_with("\"events\":["), "{}", lines[0]);
        assert!(lines[1].starts_with("{\"e\":\"test\",") && lines[1].ends_with("},"));
        assert!(!lines[5].ends_with(','), "{}", lines[5]);
        assert_eq!(lines[6], "]}");
        assert_eq!(serde_json::from_str::<StepTrace>(&text).unwrap(), trace);
    }

    #[test]
    fn no_events_is_still_the_layout() {
        let trace = record(Variant::Bitmask, &puzzle(), Budget::placements(3), 0);
        assert!(trace.events.is_empty());
        assert!(to_json(&trace).ends_with("\"events\":[\n]}\n"));
    }

    /// The typed fields keep the format's strings: `end.outcome` is
    /// [`Outcome::label`](crate::Outcome::label), `why.house` the house
    /// kind's name, `variant` the variant's name; another string is refused.
    #[test]
    fn typed_fields_are_the_formats_strings() {
        use crate::step::TraceOutcome;
        use crate::{HouseKind, Outcome};
        let json = |v: serde_json::Value| v.as_str().unwrap().to_string();
        for (typed, outcome) in [
            (TraceOutcome::Solved, Outcome::Solved(puzzle())),
            (TraceOutcome::NoSolution, Outcome::NoSolution),
            (TraceOutcome::Stopped, Outcome::Stopped),
        ] {
            assert_eq!(TraceOutcome::from(&outcome), typed);
            assert_eq!(json(serde_json::to_value(typed).unwrap()), outcome.label());
        }
        for kind in [HouseKind::Row, HouseKind::Column, HouseKind::Block] {
            assert_eq!(json(serde_json::to_value(kind).unwrap()), kind.name());
        }
        for v in Variant::ALL {
            assert_eq!(json(serde_json::to_value(v).unwrap()), v.name());
            assert_eq!(serde_json::from_value::<Variant>(v.name().into()).unwrap(), v);
        }
        let e = serde_json::from_str::<Variant>("\"full_scan\"")
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("unknown variant 'full_scan' (expected one of: full-scan,"),
            "{e}"
        );
        assert!(serde_json::from_str::<TraceOutcome>("\"Solved\"").is_err());
        assert!(serde_json::from_str::<HouseKind>("\"col\"").is_err());
    }

    /// A writer that takes `.0` bytes, then is a closed pipe.
    struct Closing(usize, Vec<u8>);

    impl Write for Closing {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.1.len() + buf.len() > self.0 {
                return Err(io::ErrorKind::BrokenPipe.into());
            }
            self.1.extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_pipe_stays_a_closed_pipe() {
        let trace = record(Variant::FullScan, &puzzle(), Budget::placements(2), 10);
        let head = to_json(&trace).find('\n').unwrap() + 1;
        // Closed in the header (serde_json writes it), then in an event
        // (serde_json writes it straight into the writer).
        for at in [10, head + 3] {
            let e = write_json(&mut Closing(at, Vec::new()), &trace).unwrap_err();
            assert_eq!(e.kind(), io::ErrorKind::BrokenPipe, "closed at {at}: {e}");
        }
    }
}
