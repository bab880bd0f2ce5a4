//! The book's step traces: each port's real run on the [`PUZZLES`], as
//! `traces/PUZZLE.VARIANT.js` (the JSON of `sudoku-lab trace --format
//! json`, both from `step::to_json`), and `traces/sources.js`: each port's
//! `ANCHOR: search` listing as the chapters show it, with the lines of its
//! digit test, placement and undo. Generated data, not committed: written
//! into each built edition when the book is built ([`write()`], from
//! `render`), so the stepper cannot drift from the code.

use std::fs;
use std::path::Path;

use serde_json::json;
use sudoku_lab::format::{self, Format};
use sudoku_lab::step::{self, StepTrace};
use sudoku_lab::{Budget, Variant};
use sudoku_lab_test::datasets::{EASY50, PLB};

/// A puzzle in a file: the file (relative to the workspace root), its
/// format, and the line it starts on (1-based).
pub type At = (&'static str, Format, usize);

/// The puzzles: name, where, the most placements: chapter 2's small one (a
/// few undos), the BOJ sample, a Project Euler puzzle with 243 undos, and
/// the start of the Wikipedia puzzle (69 million placements in all).
#[rustfmt::skip]
pub const PUZZLES: [(&str, At, u64); 4] = [
    ("small", ("book/src/puzzles/small.txt", Format::Boj2580, 1), u64::MAX),
    ("sample", ("testdata/originals/sample2580.2580.txt", Format::Boj2580, 1), u64::MAX),
    ("undos", (EASY50.path, Format::Line, 2), u64::MAX),
    ("slow", (PLB.path, Format::Line, 1), 300),
];

/// The most events a book trace holds.
const MAX_EVENTS: u64 = 10_000;

/// The step trace of `variant` on the book's puzzle `name`.
pub fn trace(root: &Path, name: &str, variant: Variant) -> Result<StepTrace, String> {
    let (_, at, placements) = PUZZLES
        .iter()
        .find(|p| p.0 == name)
        .ok_or(format!("no puzzle {name}"))?;
    record(root, variant, *at, *placements, MAX_EVENTS)
}

/// The step trace of `v` on the puzzle `at`, with at most `placements`
/// placements and `events` events.
pub fn record(root: &Path, v: Variant, at: At, placements: u64, events: u64) -> Result<StepTrace, String> {
    let (file, fmt, line) = at;
    let text = fs::read_to_string(root.join(file)).map_err(|e| format!("{file}: {e}"))?;
    let from_line: String = text.lines().skip(line - 1).collect::<Vec<_>>().join("\n");
    let puzzle = format::parse_first(from_line.as_bytes(), fmt).map_err(|e| format!("{file}: {e}"))?;
    Ok(step::record(v, &puzzle, Budget::placements(placements), events))
}

/// The files of the `traces/` folder of a built edition, as (name,
/// contents): every trace and the sources.
pub fn files(root: &Path) -> Result<Vec<(String, String)>, String> {
    let mut files = Vec::new();
    for (name, ..) in PUZZLES {
        for v in Variant::ALL {
            let js = format!(
                "(window.StepperTraces = window.StepperTraces || {{}})[\"{name}.{v}\"] = {};",
                step::to_json(&trace(root, name, v)?).trim_end()
            );
            files.push((format!("{name}.{v}.js"), format!("{js}\n")));
        }
    }
    let mut sources = serde_json::Map::new();
    for v in Variant::ALL {
        sources.insert(v.name().to_string(), listing(root, v)?);
    }
    let text = serde_json::to_string_pretty(&sources).expect("json");
    files.push(("sources.js".to_string(), format!("var StepperSources = {text};\n")));
    Ok(files)
}

/// Writes [`files`] into `dir` (a built edition's `traces/`).
pub fn write(root: &Path, dir: &Path) -> Result<(), String> {
    fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for (name, text) in files(root)? {
        let path = dir.join(name);
        fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

/// The port's search listing: its file, the lines `measure::hide` shows as
/// `[line number, text]`, and the lines (first and last, 1-based) the
/// stepper highlights: the digit test (the `if`), the placement after the
/// meter's `place`, and what the post does (or says) before its `undo`.
fn listing(root: &Path, v: Variant) -> Result<serde_json::Value, String> {
    let rel = format!("src/variants/{}.rs", v.name().replace('-', "_"));
    let text = fs::read_to_string(root.join(&rel)).map_err(|e| format!("{rel}: {e}"))?;
    let lines: Vec<&str> = text.lines().collect();
    let find = |within: &[&str], pat: &str, whole: bool| {
        let at = within
            .iter()
            .position(|l| if whole { l.trim() == pat } else { l.contains(pat) });
        at.ok_or(format!("{rel}: no `{pat}`"))
    };
    let (start, end) = (
        find(&lines, "// ANCHOR: search", true)?,
        find(&lines, "// ANCHOR_END: search", true)?,
    );
    // Line k of the body is line `first + k` of the file.
    let (body, first) = (&lines[start + 1..end], start + 2);
    let hidden = hidden_lines(body);
    // The search's own name, for its recursive call (`self.dfs(`).
    let name = body
        .iter()
        .find_map(|l| l.trim_start().split("fn ").nth(1)?.split('(').next());
    let recursive = format!("self.{}(", name.ok_or(format!("{rel}: no `fn` in the search"))?);
    // A line that ends a run of highlighted lines: a block's brace, the
    // recursive call, or a hidden line.
    let stops = |k: usize| {
        let line = body[k].trim();
        hidden[k] || line.starts_with('}') || line.ends_with(['{', '}']) || line.contains(&recursive)
    };
    let shown_from = |k: usize| (k..body.len()).find(|&k| !hidden[k] && !body[k].trim().starts_with("//"));
    // `self.meter.digit_test(..)`, or rustfmt's `self.meter` /
    // `.digit_test_scanning(..)` over two lines: the test is the first
    // shown line after it, down to the `{` that opens its body.
    let test = shown_from(find(body, ".digit_test", false)?).ok_or(format!("{rel}: no digit test"))?;
    let test_end = (test..body.len().min(test + 8)).find(|&k| body[k].trim_end().ends_with('{'));
    // The placement: the shown lines after the meter's `place` (and the
    // block it opens, hidden with it).
    let place_call = find(body, "meter.place(", false)?;
    let place = (place_call..body.len()).find(|&k| !hidden[k]);
    let place = place.ok_or(format!("{rel}: nothing shown after the placement"))?;
    let place_end = (place..body.len()).take_while(|&k| !stops(k)).last();
    let line = first + place_call;
    let place_end = place_end.ok_or(format!("{rel}: no placement shown after `meter.place(` (line {line})"))?;
    // The undo: the shown lines just before the meter's `undo`.
    let undo_call = find(body, "meter.undo(", false)?;
    let undo = (0..undo_call).rev().take_while(|&k| !stops(k)).last();
    let line = first + undo_call;
    let undo = undo.ok_or(format!(
        "{rel}: no line shown before `meter.undo(` (line {line}): say what the post does there"
    ))?;
    let shown = body.iter().enumerate().filter(|&(k, _)| !hidden[k]);
    let shown: Vec<serde_json::Value> = shown.map(|(k, l)| json!([first + k, l])).collect();
    Ok(json!({
        "file": rel,
        "lines": shown,
        "test": [first + test, first + test_end.unwrap_or(test)],
        "place": [first + place, first + place_end],
        "undo": [first + undo, first + undo_call - 1],
    }))
}

/// The comments the stepper marks as an event's lines (where the post does
/// nothing at that event, its port says so), as (port file, the comment's
/// lines joined): texts of the catalog, whose Korean the stepper shows.
pub fn marked_comments(root: &Path) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    for v in Variant::ALL {
        let l = listing(root, v)?;
        let lines = l["lines"].as_array().cloned().unwrap_or_default();
        for kind in ["test", "place", "undo"] {
            let (a, b) = (l[kind][0].as_u64().unwrap_or(0), l[kind][1].as_u64().unwrap_or(0));
            let marked = lines.iter().filter(|x| (a..=b).contains(&x[0].as_u64().unwrap_or(0)));
            let marked: Vec<&str> = marked.filter_map(|x| x[1].as_str()).map(str::trim).collect();
            if !marked.is_empty() && marked.iter().all(|t| t.starts_with("//")) {
                let said = marked.iter().map(|t| t.trim_start_matches('/').trim());
                out.push((
                    l["file"].as_str().unwrap_or("").to_string(),
                    said.collect::<Vec<_>>().join(" "),
                ));
            }
        }
    }
    Ok(out)
}

/// Whether each line of `body` (Rust) is one the chapters' listings hide.
fn hidden_lines(body: &[&str]) -> Vec<bool> {
    let markdown = format!("```rust\n{}\n```\n", body.join("\n"));
    let shown = crate::measure::hide::hide_instrumentation(&markdown);
    let shown: Vec<&str> = shown.lines().skip(1).collect();
    body.iter().zip(shown).map(|(a, b)| *a != b).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::root;

    #[test]
    fn the_source_pane_shows_the_listing_without_the_meter() {
        for v in Variant::ALL {
            let l = listing(root(), v).unwrap();
            let lines = l["lines"].as_array().unwrap();
            let number = |x: &serde_json::Value| x[0].as_u64().unwrap();
            let text = |x: &serde_json::Value| x[1].as_str().unwrap().to_string();
            assert!(lines.len() > 10, "{v}: {} lines", lines.len());
            for line in lines {
                assert!(!text(line).contains("meter"), "{v}: {:?} is shown", text(line));
            }
            for kind in ["test", "place", "undo"] {
                let (a, b) = (l[kind][0].as_u64().unwrap(), l[kind][1].as_u64().unwrap());
                let marked = lines.iter().filter(|x| (a..=b).contains(&number(x)));
                let marked: Vec<String> = marked.map(text).collect();
                assert_eq!(marked.len() as u64, b - a + 1, "{v} {kind}: {a}-{b} not all shown");
                assert!(marked.iter().any(|t| !t.trim().is_empty()), "{v} {kind}: {marked:?}");
            }
        }
        // full-scan's undo clears nothing: the highlight is the port's
        // comment saying so.
        let text_at = |v: Variant, kind: &str, end: usize| {
            let l = listing(root(), v).unwrap();
            let lines = l["lines"].as_array().unwrap().clone();
            lines.into_iter().find(|x| x[0] == l[kind][end]).unwrap()[1].to_string()
        };
        assert!(text_at(Variant::FullScan, "undo", 0).contains("leaves"));
        // ... a text of the catalog, whose Korean the stepper shows.
        let said = marked_comments(root()).unwrap();
        assert!(
            said.iter()
                .any(|(f, t)| f.ends_with("full_scan.rs") && t.starts_with("The post leaves")),
            "{said:?}"
        );
        // bitmask's placement: the post's four writes, not the meter's `if`.
        assert!(text_at(Variant::Bitmask, "place", 1).contains("mapbit"));
    }
}
