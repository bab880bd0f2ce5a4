//! The book's figures (`book/src/figures/`): SVG drawings and small
//! Markdown tables made from real runs of the ports and from the measured
//! timings in `book/src/figures/measurements.csv`.
//!
//! Everything here is a pure function of its inputs that returns a string,
//! so the same call gives the same bytes on every machine: `cargo xtask
//! figures` writes the files, and `cargo xtask book --check` calls
//! [`book_figures`] again and reports a committed file that differs.
//!
//! - [`svg`]: the drawings (heat maps, the speed chart, the search steps);
//!   [`CellCounts`] counts placements per cell as an [`Observer`].
//! - [`tables`]: `measurements.csv` and the Markdown tables made from it.
//! - [`tree`]: the search tree of the small puzzle.
//! - [`submission`]: `submission.csv` (the originals against Baekjoon's
//!   time limits) and its table.

pub mod submission;
pub mod svg;
pub mod tables;
pub mod tree;

use std::fs;
use std::path::Path;

use sudoku_lab::format::{self, Format};
use sudoku_lab::{Budget, Cell, Event, Grid, Observer, Recorder, Variant};

use crate::workspace::{self, Generated};

/// An observer that counts placements per cell (index = row-major cell).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellCounts(pub [u64; 81]);

impl Default for CellCounts {
    fn default() -> Self {
        CellCounts([0; 81])
    }
}

impl Observer for CellCounts {
    #[inline(always)]
    fn place(&mut self, cell: Cell, _digit: u8) {
        self.0[cell.index()] += 1;
    }
}

/// Placements per cell of the bitmask port's search of `puzzle`, stopped
/// after `budget` placements. All five ports give the same counts (they
/// make the same placements); bitmask is the quickest.
pub fn placements_per_cell(puzzle: &Grid, budget: Budget) -> CellCounts {
    let mut counts = CellCounts::default();
    Variant::Bitmask.solve(puzzle, budget, &mut counts);
    counts
}

/// A number with thousands separators: `69,175,316`.
pub(crate) fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A short count: `950`, `12.3k`, `4.56M`.
pub(crate) fn short(n: u64) -> String {
    let x = n as f64;
    if n < 1000 {
        n.to_string()
    } else if n < 1_000_000 {
        format!("{:.3}", x / 1e3)
            .chars()
            .take(4)
            .collect::<String>()
            .trim_end_matches('.')
            .to_string()
            + "k"
    } else {
        format!("{:.3}", x / 1e6)
            .chars()
            .take(4)
            .collect::<String>()
            .trim_end_matches('.')
            .to_string()
            + "M"
    }
}

/// The panels worth showing of a short trace: the start, the last event of
/// every run of placements or of undos (where the search turns), and the
/// end; at most `max` of them (the end is always kept).
pub fn turning_points(events: &[Event], max: usize) -> Vec<usize> {
    let mut ks = vec![0];
    for k in 1..events.len() {
        let a = matches!(events[k - 1], Event::Place { .. });
        let b = matches!(events[k], Event::Place { .. });
        if a != b {
            ks.push(k);
        }
    }
    ks.truncate(max.saturating_sub(1));
    ks.push(events.len());
    ks.dedup();
    ks
}

/// Every generated file of the book, as (path under `book/src/figures/`,
/// contents): `wikipedia` is line 1 of `data/plb/sudoku.txt`, `small` the
/// puzzle of chapter 2 (`book/src/puzzles/small.txt`), `csv` the contents
/// of `measurements.csv`. With `full_heat_map` false, the 69-million
/// placement heat map is left out (the rest takes well under a second).
pub fn book_figures(
    wikipedia: &Grid,
    small: &Grid,
    csv: &str,
    full_heat_map: bool,
) -> Result<Vec<(String, String)>, String> {
    let rows = tables::parse_measurements(csv)?;
    let mut out = Vec::new();
    if full_heat_map {
        let counts = placements_per_cell(wikipedia, Budget::UNLIMITED);
        let total: u64 = counts.0.iter().sum();
        out.push((
            "heat-map-wikipedia.svg".to_string(),
            svg::heat_map_svg(
                wikipedia,
                &counts,
                "Placements per cell, Wikipedia puzzle",
                &format!(
                    "the whole search: {} placements, the same for all five ports",
                    thousands(total)
                ),
            ),
        ));
    }
    let first = placements_per_cell(wikipedia, Budget::placements(1_000_000));
    out.push((
        "heat-map-wikipedia-1m.svg".to_string(),
        svg::heat_map_svg(
            wikipedia,
            &first,
            "Placements per cell, Wikipedia puzzle",
            "the first 1,000,000 placements only (the search stopped by a budget)",
        ),
    ));
    out.push((
        "ns-per-placement.svg".to_string(),
        svg::ns_per_placement_svg(&rows, 80.0),
    ));
    let mut rec = Recorder::with_limit(10_000);
    Variant::Bitmask.solve(small, Budget::placements(10_000), &mut rec);
    let ks = turning_points(&rec.events, 12);
    out.push((
        "steps-small.svg".to_string(),
        svg::steps_svg(
            small,
            &rec.events,
            &ks,
            "The search of the small puzzle, where it turns",
        ),
    ));
    out.push((
        "search-tree-small.svg".to_string(),
        tree::search_tree_svg(small, &rec.events, "The search tree of the small puzzle"),
    ));
    for v in Variant::ALL {
        out.push((format!("cost-{v}.md"), tables::cost_table(&rows, v)));
    }
    out.push(("speeds.md".to_string(), tables::speeds_table(&rows)));
    out.push(("reference-speed.md".to_string(), tables::reference_speed(&rows)));
    Ok(out)
}

/// What the figures are drawn from, read from the workspace.
pub struct Inputs {
    /// Line 1 of `data/plb/sudoku.txt`, the Wikipedia puzzle.
    pub wikipedia: Grid,
    /// The small puzzle of chapter 2, `book/src/puzzles/small.txt`.
    pub small: Grid,
    /// The contents of `book/src/figures/measurements.csv`.
    pub csv: String,
}

impl Inputs {
    /// Reads the inputs under the workspace root `root`.
    pub fn load(root: &Path) -> Result<Inputs, String> {
        let read = |rel: &str| fs::read(root.join(rel)).map_err(|e| format!("{rel}: {e}"));
        let parse = |rel: &str, f: Format| format::parse_first(&read(rel)?, f).map_err(|e| format!("{rel}: {e}"));
        let csv = String::from_utf8(read("book/src/figures/measurements.csv")?)
            .map_err(|e| format!("book/src/figures/measurements.csv: {e}"))?;
        Ok(Inputs {
            wikipedia: parse("data/plb/sudoku.txt", Format::Line)?,
            small: parse("book/src/puzzles/small.txt", Format::Boj2580)?,
            csv,
        })
    }
}

/// Every generated figure and table under `book/src/figures/`, and the
/// Wikipedia puzzle in 2580 format (`book/src/puzzles/wikipedia.2580.txt`,
/// which chapter 9 validates), compared with the committed files or
/// written, as `out` says. Draws the full heat map (69 million placements).
pub fn generate(root: &Path, out: &mut Generated) -> Result<(), String> {
    let inputs = Inputs::load(root)?;
    let src = root.join(workspace::BOOK_SRC);
    out.file(
        &src.join("puzzles/wikipedia.2580.txt"),
        format::write(&inputs.wikipedia, Format::Boj2580).as_bytes(),
    )?;
    for (name, contents) in book_figures(&inputs.wikipedia, &inputs.small, &inputs.csv, true)? {
        out.file(&src.join("figures").join(name), contents.as_bytes())?;
    }
    let timings = fs::read_to_string(src.join("figures/submission.csv")).map_err(|e| format!("submission.csv: {e}"))?;
    out.file(
        &src.join("figures/submission.md"),
        submission::table(&submission::parse(&timings)?).as_bytes(),
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_counts() {
        assert_eq!(short(950), "950");
        assert_eq!(short(12_345), "12.3k");
        assert_eq!(short(4_560_000), "4.56M");
        assert_eq!(short(69_175_316), "69.1M");
        assert_eq!(thousands(69_175_316), "69,175,316");
    }

    #[test]
    fn turning_points_keep_start_and_end() {
        let c = Cell::at(0, 0);
        let p = Event::Place { cell: c, digit: 1 };
        let u = Event::Undo { cell: c, digit: 1 };
        assert_eq!(turning_points(&[p, p, u, u, p], 12), vec![0, 2, 4, 5]);
    }
}
