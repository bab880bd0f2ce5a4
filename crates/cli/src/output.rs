//! Writing the output: stdout, tables, durations and positions.

use std::io::{self, Write};
use std::time::Duration;

use crate::error::Error;

/// A human duration: `1.23 s`, `45.6 ms`, `789 µs`, `12 ns`.
pub fn human(d: Duration) -> String {
    let ns = d.as_nanos() as f64;
    if ns >= 1e9 {
        format!("{:.2} s", ns / 1e9)
    } else if ns >= 1e6 {
        format!("{:.1} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.1} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

/// Nanoseconds per placement, or `-` when nothing was placed.
pub fn per_placement(d: Duration, placements: u64) -> String {
    if placements == 0 {
        "-".to_string()
    } else {
        format!("{:.1}", d.as_nanos() as f64 / placements as f64)
    }
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

/// Writes `bytes` to stdout and flushes.
pub fn write_stdout(bytes: &[u8]) -> Result<(), Error> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)?;
    out.flush()?;
    Ok(())
}

/// Where a puzzle stands in its input, for messages: `puzzle 3 (line 5)`.
pub fn position(index: usize, line: usize) -> String {
    format!("puzzle {} (line {line})", index + 1)
}
