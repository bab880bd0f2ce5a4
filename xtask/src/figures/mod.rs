//! The book's generated files under `book/src/figures/`: SVG drawings and
//! Markdown tables from real runs of the ports and from the measured CSVs,
//! each a pure function of its inputs (the same bytes on every machine),
//! in English (`NAME`) and Korean (`ko/NAME`, from `book/po/ko.po`; see
//! [`lang`]). `cargo xtask figures` writes them; `cargo xtask book --check`
//! draws them again and reports a committed file that differs.

pub mod baekjoon;
pub mod lang;
pub mod promise;
pub mod submission;
pub mod svg;
pub mod tables;
pub mod tree;

use std::fs;
use std::path::Path;

use sudoku_lab::format::{self, Format};
use sudoku_lab::{Budget, Cell, Event, Grid, Observer, Recorder, Variant};
use sudoku_lab_test::datasets::PLB;

use crate::workspace::{self, Generated};
use lang::Edition;

/// An observer that counts placements per cell (index = row-major cell).
pub struct CellCounts(pub [u64; 81]);

impl Observer for CellCounts {
    #[inline(always)]
    fn place(&mut self, cell: Cell, _digit: u8) {
        self.0[cell.index()] += 1;
    }
}

/// A number with thousands separators (the library's).
pub(crate) use sudoku_lab::units::thousands;

/// A short count: `950`, `12.3k`, `4.56M`.
pub(crate) fn short(n: u64) -> String {
    let (x, unit) = match n {
        0..1000 => return n.to_string(),
        1000..1_000_000 => (n as f64 / 1e3, "k"),
        _ => (n as f64 / 1e6, "M"),
    };
    let digits: String = format!("{x:.3}").chars().take(4).collect();
    digits.trim_end_matches('.').to_string() + unit
}

/// The panels worth showing of a short trace: the start, the last event of
/// every run of placements or of undos (where the search turns), and the
/// end; at most `max` of them (the end is always kept).
pub fn turning_points(events: &[Event], max: usize) -> Vec<usize> {
    let place = |k: usize| matches!(events[k], Event::Place { .. });
    let mut ks = vec![0];
    ks.extend((1..events.len()).filter(|&k| place(k - 1) != place(k)));
    ks.truncate(max.saturating_sub(1));
    ks.push(events.len());
    ks.dedup();
    ks
}

/// The budget of `heat-map-wikipedia-1m.svg`: the first million placements.
const FIRST_PLACEMENTS: u64 = 1_000_000;

/// The workspace CSV `rel`, read with `parse`; an error names the file.
fn csv<T>(root: &Path, rel: &str, parse: fn(&str) -> Result<T, String>) -> Result<T, String> {
    let text = fs::read_to_string(root.join(rel)).map_err(|e| format!("{rel}: {e}"))?;
    parse(&text).map_err(|e| format!("{rel}: {e}"))
}

/// The first puzzle of the workspace file `rel`, in `format`.
fn puzzle(root: &Path, rel: &str, format: Format) -> Result<Grid, String> {
    let bytes = fs::read(root.join(rel)).map_err(|e| format!("{rel}: {e}"))?;
    format::parse_first(&bytes, format).map_err(|e| format!("{rel}: {e}"))
}

/// The Wikipedia puzzle: line 1 of this file.
const WIKIPEDIA: &str = PLB.path;

/// Every figure and table of the workspace `root` as (path under
/// `book/src/figures/`, contents), in every language, from the same runs
/// of the Wikipedia puzzle and the small puzzle of chapter 2. With
/// `full_heat_map` false, the 69-million placement heat map is left out
/// (the rest takes well under a second). An error when `ko.po` lacks a text.
pub fn book_figures(root: &Path, full_heat_map: bool) -> Result<Vec<(String, String)>, String> {
    crate::catalog::workspace_korean()?;
    let wikipedia = puzzle(root, WIKIPEDIA, Format::Line)?;
    let small = puzzle(root, "book/src/puzzles/small.txt", Format::Boj2580)?;
    let rows = csv(root, "book/src/figures/measurements.csv", tables::parse_measurements)?;
    let timings = csv(root, "book/src/figures/submission.csv", submission::parse)?;
    let instructions = csv(root, crate::instructions::BASELINE, crate::instructions::parse)?;
    // All five ports make the same placements; bitmask is the quickest.
    let per_cell = |budget| {
        let mut counts = CellCounts([0; 81]);
        Variant::Bitmask.solve(&wikipedia, budget, &mut counts);
        counts
    };
    let whole = full_heat_map.then(|| per_cell(Budget::UNLIMITED));
    let first = per_cell(Budget::placements(FIRST_PLACEMENTS));
    let mut rec = Recorder::with_limit(10_000);
    Variant::Bitmask.solve(&small, Budget::placements(10_000), &mut rec);
    let ks = turning_points(&rec.events, 12);
    let mut out = Vec::new();
    for lang in Edition::ALL {
        let mut add = |name: &str, contents: String| out.push((lang.path(name), contents));
        let heat_map = |counts: &CellCounts, note: String| {
            let title = lang.t("Placements per cell, Wikipedia puzzle");
            svg::heat_map_svg(&wikipedia, counts, title, &note, lang)
        };
        if let Some(counts) = &whole {
            let note = lang.fill(
                "the whole search: {0} placements, the same for all five ports",
                &[&thousands(counts.0.iter().sum())],
            );
            add("heat-map-wikipedia.svg", heat_map(counts, note));
        }
        let note = lang.fill(
            "the first {0} placements only (the search stopped by a budget)",
            &[&thousands(FIRST_PLACEMENTS)],
        );
        add("heat-map-wikipedia-1m.svg", heat_map(&first, note));
        add("ns-per-placement.svg", svg::ns_per_placement_svg(&rows, 80.0, lang));
        let title = lang.t("The search of the small puzzle, where it turns");
        add("steps-small.svg", svg::steps_svg(&small, &rec.events, &ks, title, lang));
        let title = lang.t("The search tree of the small puzzle");
        let tree = tree::search_tree_svg(&small, &rec.events, title, lang);
        add("search-tree-small.svg", tree);
        for v in Variant::ALL {
            add(&format!("cost-{v}.md"), tables::cost_table(&rows, v, lang));
        }
        add("speeds.md", tables::speeds_table(&rows, lang));
        add("reference-speed.md", tables::reference_speed(&rows, lang));
        add("instructions.md", tables::instructions_table(&instructions, lang));
        add("submission.md", submission::table(&timings, lang));
    }
    Ok(out)
}

/// An error naming the English prose words left in the Korean `contents`
/// of `name` (under `book/src/figures/`): a phrase of the data that
/// [`Edition::data`] does not translate yet.
fn check_korean(name: &str, contents: &str) -> Result<(), String> {
    let words = lang::untranslated(contents);
    if !name.starts_with("ko/") || words.is_empty() {
        return Ok(());
    }
    Err(format!(
        "book/src/figures/{name}: English words left in a Korean figure: {}; \
         add their phrase to Edition::data in xtask/src/figures/lang.rs, then `cargo xtask po`",
        words.join(", ")
    ))
}

/// The repository's inputs that the chapters' exercises use, and their
/// copies under `book/src/` (mdBook copies them into the book, where a
/// reader without a clone downloads them).
const EXERCISE_INPUTS: &[(&str, &str)] = &[
    ("testdata/originals/sample2580.2580.txt", "puzzles/sample.2580.txt"),
    ("testdata/originals/unsolvable.2580.txt", "puzzles/unsolvable.2580.txt"),
];

/// Compares with the committed files, or writes, as `out` says: the
/// inputs of the exercises ([`EXERCISE_INPUTS`]), the
/// [`book_figures`] (with the full heat map), the Wikipedia puzzle in 2580
/// format (which the chapter "Judging like Baekjoon" validates), its mirror and `promise.csv`
/// ([`promise`]), the stepper's Korean, and CONTRIBUTING.md's instruction-count
/// table (from `instructions.csv`). An error when a Korean figure
/// still has English prose ([`lang::untranslated`]).
pub fn generate(root: &Path, out: &mut Generated) -> Result<(), String> {
    let wikipedia = puzzle(root, WIKIPEDIA, Format::Line)?;
    let src = root.join(workspace::BOOK_SRC);
    let boj2580 = |grid: &Grid| format::write(grid, Format::Boj2580).into_bytes();
    out.file(&src.join("puzzles/wikipedia.2580.txt"), &boj2580(&wikipedia))?;
    let mirrored = boj2580(&promise::mirror(&wikipedia));
    out.file(&src.join("puzzles/wikipedia-mirrored.2580.txt"), &mirrored)?;
    out.file(&src.join("figures/promise.csv"), promise::table(&wikipedia)?.as_bytes())?;
    // The inputs the chapters' exercises name, downloadable from the book
    // (a reader with `pip install sudoku-lab` has no clone).
    for (from, to) in EXERCISE_INPUTS {
        let text = std::fs::read(root.join(from)).map_err(|e| format!("{from}: {e}"))?;
        out.file(&src.join(to), &text)?;
    }
    let files = book_figures(root, true)?;
    for (name, contents) in &files {
        check_korean(name, contents)?;
    }
    for (name, contents) in &files {
        out.file(&src.join("figures").join(name), contents.as_bytes())?;
    }
    // The CPython and PyPy versions chapter 10 names: the measured ones.
    let read = |rel: &str| fs::read_to_string(src.join(rel)).map_err(|e| format!("{rel}: {e}"));
    let (chapter, models) = (read("submission.md")?, read(crate::models::CSV)?);
    let versions = submission::version_problems(&chapter, &models, &read("figures/submission.csv")?);
    out.problems.extend(versions);
    // The model of Baekjoon's data: the library's constants and the book's table.
    let submissions = csv(root, baekjoon::SUBMISSIONS, baekjoon::parse_submissions)?;
    let measured = csv(root, baekjoon::MEASUREMENTS, baekjoon::parse_measurements)?;
    let model = baekjoon::fit(&submissions, &measured)?;
    out.file(&root.join(baekjoon::MODEL_RS), baekjoon::model_rs(&model).as_bytes())?;
    out.file(&src.join("figures/baekjoon.csv"), baekjoon::csv(&model).as_bytes())?;
    for lang in Edition::ALL {
        let table = baekjoon::table(&model, lang);
        check_korean(&lang.path("baekjoon.md"), &table)?;
        out.file(&src.join("figures").join(lang.path("baekjoon.md")), table.as_bytes())?;
    }
    let stepper = crate::catalog::stepper_table(root)?;
    out.file(&root.join(crate::catalog::STEPPER_KO), stepper.as_bytes())?;
    let stress = crate::catalog::stress_table(root)?;
    out.file(&root.join(crate::catalog::STRESS_KO), stress.as_bytes())?;
    let guide = fs::read_to_string(root.join(CONTRIBUTING)).map_err(|e| format!("{CONTRIBUTING}: {e}"))?;
    let rows = csv(root, crate::instructions::BASELINE, crate::instructions::parse)?;
    let table = tables::instructions_table(&rows, Edition::En);
    let guide = between(&guide, TABLE_BEGIN, TABLE_END, &table).map_err(|e| format!("{CONTRIBUTING}: {e}"))?;
    out.file(&root.join(CONTRIBUTING), guide.as_bytes())
}

/// The developers' guide, which holds the instruction-count table.
const CONTRIBUTING: &str = "CONTRIBUTING.md";

/// The line before CONTRIBUTING.md's instruction-count table.
const TABLE_BEGIN: &str =
    "<!-- generated: `cargo xtask figures` writes this table from book/src/figures/instructions.csv -->\n";

/// The line after it.
const TABLE_END: &str = "<!-- end of the generated table -->\n";

/// `text` with the lines between the line `begin` and the line `end`
/// replaced by `body`; an error when either is missing.
pub(crate) fn between(text: &str, begin: &str, end: &str, body: &str) -> Result<String, String> {
    let start = text.find(begin).ok_or(format!("no line {:?}", begin.trim_end()))? + begin.len();
    let stop = text[start..].find(end).ok_or(format!("no line {:?}", end.trim_end()))? + start;
    Ok(format!("{}{body}{}", &text[..start], &text[stop..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn between_replaces_the_lines_between_the_markers_only() {
        let text = "a\n<!-- b -->\nold\nrows\n<!-- e -->\nz\n";
        let new = between(text, "<!-- b -->\n", "<!-- e -->\n", "new\n").unwrap();
        assert_eq!(new, "a\n<!-- b -->\nnew\n<!-- e -->\nz\n");
        assert_eq!(between(&new, "<!-- b -->\n", "<!-- e -->\n", "new\n").unwrap(), new);
        assert!(
            between("a\n", "<!-- b -->\n", "<!-- e -->\n", "")
                .unwrap_err()
                .contains("<!-- b -->")
        );
        assert!(
            between("<!-- b -->\n", "<!-- b -->\n", "<!-- e -->\n", "")
                .unwrap_err()
                .contains("<!-- e -->")
        );
    }

    #[test]
    fn short_counts() {
        assert_eq!(short(950), "950");
        assert_eq!(short(12_345), "12.3k");
        assert_eq!(short(4_560_000), "4.56M");
        assert_eq!(short(69_175_316), "69.1M");
    }

    /// The numbers a reader sees in a figure or table, sorted.
    fn numbers(text: &str) -> Vec<String> {
        let visible = lang::visible(text);
        let mut numbers: Vec<String> = visible
            .split(|c: char| !c.is_ascii_digit())
            .map(str::to_string)
            .collect();
        numbers.retain(|n| !n.is_empty());
        numbers.sort();
        numbers
    }

    #[test]
    fn the_korean_figures_are_the_english_ones_in_korean() {
        let files = book_figures(workspace::root(), false).unwrap();
        let (korean, english): (Vec<_>, Vec<_>) = files.iter().partition(|(n, _)| n.starts_with("ko/"));
        assert_eq!(english.len(), korean.len());
        assert!(english.len() >= 10, "{} figures", english.len());
        for ((en_name, en), (ko_name, ko)) in english.iter().zip(&korean) {
            assert_eq!(*ko_name, format!("ko/{en_name}"));
            assert_ne!(en, ko, "{ko_name} is not translated");
            assert_eq!(lang::untranslated(ko), Vec::<String>::new(), "{ko_name}");
            assert!(check_korean(ko_name, ko).is_ok());
            // The same data: every number the reader sees, each as often
            // (Korean word order may move them).
            let (a, b) = (numbers(en), numbers(&ko.replace("3x3 박스", "박스")));
            assert_eq!(a, b, "{ko_name}: its numbers differ from {en_name}'s");
            let head = ko.lines().next().unwrap();
            let fonts = head.contains("'Noto Sans CJK KR', 'Noto Sans KR'") && !en.contains("Noto");
            assert!(fonts || !ko_name.ends_with(".svg"), "{en_name}");
        }
        // The English prose is caught in a Korean file, and only there.
        let (name, table) = english.iter().find(|(n, _)| n == "speeds.md").unwrap();
        assert!(check_korean(name, table).is_ok());
        let err = check_korean("ko/speeds.md", table).unwrap_err();
        assert!(err.contains("ko/speeds.md") && err.contains("variant"), "{err}");
    }

    #[test]
    fn turning_points_keep_start_and_end() {
        let c = Cell::at(0, 0);
        let p = Event::Place { cell: c, digit: 1 };
        let u = Event::Undo { cell: c, digit: 1 };
        assert_eq!(turning_points(&[p, p, u, u, p], 12), vec![0, 2, 4, 5]);
    }
}
