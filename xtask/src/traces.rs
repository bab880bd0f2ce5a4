//! The book's step traces: each port's real run on three puzzles, written
//! as `book/src/traces/PUZZLE.VARIANT.js` (`StepperTraces[...] = JSON;`
//! around the JSON that `sudoku-lab trace --format json` prints), and
//! `book/src/traces/sources.js`: each port's search listing, taken from its
//! `ANCHOR: search` in `crates/sudoku-lab/src/variants/`, with the lines of
//! its digit test, placement and undo. Both are checked for freshness like
//! the figures, so the stepper cannot drift from the code.

use std::fs;
use std::path::Path;

use serde_json::json;
use sudoku_lab::format::{self, Format};
use sudoku_lab::step::{self, StepTrace};
use sudoku_lab::{Budget, Variant};

use crate::workspace::{BOOK_SRC, Generated};

/// The puzzles: name, file, format, line (1-based), and the most
/// placements made: the BOJ sample, a Project Euler puzzle with 243 undos,
/// and the start of the Wikipedia puzzle (69 million placements in all),
/// whose first row is `........` (eight blanks before a given): the posts
/// fill and refill the top rows for ever.
pub const PUZZLES: [(&str, &str, Format, usize, u64); 3] = [
    (
        "sample",
        "testdata/originals/sample2580.2580.txt",
        Format::Boj2580,
        1,
        u64::MAX,
    ),
    ("undos", "data/projecteuler/easy50.txt", Format::Line, 2, u64::MAX),
    ("slow", "data/plb/sudoku.txt", Format::Line, 1, 300),
];

/// The most events a book trace holds.
const MAX_EVENTS: u64 = 10_000;

/// The step trace of `variant` on the book's puzzle `name`.
pub fn trace(root: &Path, name: &str, variant: Variant) -> Result<StepTrace, String> {
    let (_, file, fmt, line, placements) = PUZZLES
        .iter()
        .find(|p| p.0 == name)
        .ok_or(format!("no puzzle {name}"))?;
    let bytes = fs::read(root.join(file)).map_err(|e| format!("{file}: {e}"))?;
    let text = String::from_utf8_lossy(&bytes);
    let from_line: String = text.lines().skip(line - 1).collect::<Vec<_>>().join("\n");
    let puzzle = format::parse_first(from_line.as_bytes(), *fmt).map_err(|e| format!("{file}: {e}"))?;
    Ok(step::record(
        variant,
        &puzzle,
        Budget::placements(*placements),
        MAX_EVENTS,
    ))
}

/// The trace as `sudoku-lab trace --format json` writes it.
pub fn json(trace: &StepTrace) -> String {
    let head = StepTrace {
        events: Vec::new(),
        ..trace.clone()
    };
    let head = serde_json::to_string(&head).expect("a trace serializes");
    let mut out = head.strip_suffix("[]}").expect("events serialize last").to_string();
    out.push_str("[\n");
    let events: Vec<String> = trace
        .events
        .iter()
        .map(|e| serde_json::to_string(e).expect("an event"))
        .collect();
    out.push_str(&events.join(",\n"));
    out.push_str("\n]}\n");
    out
}

/// Writes or checks every trace and the sources.
pub fn generate(root: &Path, out: &mut Generated) -> Result<(), String> {
    let dir = root.join(BOOK_SRC).join("traces");
    for (name, ..) in PUZZLES {
        for v in Variant::ALL {
            let js = format!(
                "(window.StepperTraces = window.StepperTraces || {{}})[\"{name}.{v}\"] = {};",
                json(&trace(root, name, v)?).trim_end()
            );
            out.file(&dir.join(format!("{name}.{v}.js")), format!("{js}\n").as_bytes())?;
        }
    }
    let mut sources = serde_json::Map::new();
    for v in Variant::ALL {
        sources.insert(v.name().to_string(), listing(root, v)?);
    }
    let text = format!(
        "var StepperSources = {};\n",
        serde_json::to_string_pretty(&sources).expect("json")
    );
    out.file(&dir.join("sources.js"), text.as_bytes())
}

/// The port's search listing: its file, first line number, lines, and
/// the 0-based index of the line each kind of event runs.
fn listing(root: &Path, v: Variant) -> Result<serde_json::Value, String> {
    let rel = format!("crates/sudoku-lab/src/variants/{}.rs", v.name().replace('-', "_"));
    let text = fs::read_to_string(root.join(&rel)).map_err(|e| format!("{rel}: {e}"))?;
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim() == "// ANCHOR: search")
        .ok_or(format!("{rel}: no search anchor"))?;
    let end = lines
        .iter()
        .position(|l| l.trim() == "// ANCHOR_END: search")
        .ok_or(format!("{rel}: no end"))?;
    let body = &lines[start + 1..end];
    let find = |pat: &str| {
        body.iter()
            .position(|l| l.contains(pat))
            .ok_or(format!("{rel}: no `{pat}` in the search"))
    };
    let test_call = find("meter.digit_test")?;
    let test = (test_call..body.len())
        .find(|&k| !body[k].contains("meter.") && !body[k].trim().starts_with("//"))
        .ok_or(format!("{rel}: no digit test"))?;
    Ok(json!({
        "file": rel,
        "first": start + 2,
        "lines": body,
        "test": test,
        "place": find("meter.place(")?,
        "undo": find("meter.undo(")?,
    }))
}
