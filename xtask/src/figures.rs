//! The book's figures (`book/src/figures/`): SVG drawings and small
//! Markdown tables made from real runs of the ports and from the measured
//! timings in `book/src/figures/measurements.csv`.
//!
//! Everything here is a pure function of its inputs that returns a string,
//! so the same call gives the same bytes on every machine:
//! `examples/figures.rs` writes the files, and `tests/book.rs` calls
//! [`book_figures`] again and fails when a committed file differs.
//!
//! - [`heat_map_svg`]: placements per cell of one search ([`CellCounts`]
//!   counts them as an [`Observer`]).
//! - [`ns_per_placement_svg`]: a bar chart of nanoseconds per placement,
//!   the ports (in-process) beside the original programs (whole processes).
//! - [`steps_svg`]: the board after the first `k` events of a search, for
//!   a few `k`.
//! - [`cost_table`]: the measured cost of one variant as a Markdown table.

use std::fmt::Write as _;

use crate::grid::{Cell, Grid};
use crate::search::{Budget, Event, Observer, Recorder};
use crate::variants::Variant;

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

/// One row of `measurements.csv`.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// `port` (the Rust port, in-process), `original` (the post's own
    /// program, a whole process) or `reference`.
    pub kind: String,
    /// The variant's name (`full-scan`, ...) or, for `reference`, what was
    /// measured.
    pub name: String,
    /// The language of the program measured.
    pub language: String,
    /// Seconds for the whole search (or per puzzle, for `reference`).
    pub seconds: f64,
    /// Placements the search made (0 when not meaningful).
    pub placements: u64,
    /// Nanoseconds per placement as the benchmark reported it, if it did.
    pub reported_ns: Option<f64>,
    /// How it was measured.
    pub how: String,
}

impl Measurement {
    /// Nanoseconds per placement, when the row counts placements.
    /// As reported by the benchmark when it did, else `seconds` divided by
    /// `placements`.
    pub fn ns_per_placement(&self) -> Option<f64> {
        self.reported_ns
            .or_else(|| (self.placements > 0).then(|| self.seconds * 1e9 / self.placements as f64))
    }
}

/// Parses `measurements.csv`: `#` lines are comments; the first other line
/// is the header `kind,name,language,seconds,placements,ns_per_placement,how`;
/// fields hold
/// no commas except the last, which takes the rest of the line.
pub fn parse_measurements(csv: &str) -> Result<Vec<Measurement>, String> {
    let mut rows = Vec::new();
    let mut header = false;
    for (n, line) in csv.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !header {
            if line != "kind,name,language,seconds,placements,ns_per_placement,how" {
                return Err(format!("line {}: unexpected header {line:?}", n + 1));
            }
            header = true;
            continue;
        }
        let f: Vec<&str> = line.splitn(7, ',').collect();
        if f.len() != 7 {
            return Err(format!("line {}: expected 7 fields", n + 1));
        }
        let number = |s: &str| s.parse::<f64>().map_err(|e| format!("line {}: {s:?}: {e}", n + 1));
        rows.push(Measurement {
            kind: f[0].to_string(),
            name: f[1].to_string(),
            language: f[2].to_string(),
            seconds: number(f[3])?,
            placements: if f[4].is_empty() {
                0
            } else {
                f[4].parse().map_err(|e| format!("line {}: {e}", n + 1))?
            },
            reported_ns: if f[5].is_empty() { None } else { Some(number(f[5])?) },
            how: f[6].to_string(),
        });
    }
    Ok(rows)
}

/// The comment lines of `measurements.csv` (without the `# `), which say
/// when, where and how the numbers were measured.
pub fn measurement_notes(csv: &str) -> Vec<&str> {
    csv.lines().filter_map(|l| l.strip_prefix('#')).map(str::trim).collect()
}

/// A number with thousands separators: `69,175,316`.
fn thousands(n: u64) -> String {
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
fn short(n: u64) -> String {
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

/// Escapes text for SVG.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// A colour on a white to yellow to red to dark purple scale, `t` in 0..=1.
fn heat(t: f64) -> (u8, u8, u8) {
    const STOPS: [(f64, (f64, f64, f64)); 5] = [
        (0.0, (255.0, 255.0, 229.0)),
        (0.25, (254.0, 217.0, 118.0)),
        (0.5, (253.0, 141.0, 60.0)),
        (0.75, (227.0, 26.0, 28.0)),
        (1.0, (103.0, 0.0, 13.0)),
    ];
    let t = t.clamp(0.0, 1.0);
    let i = STOPS.iter().rposition(|s| s.0 <= t).unwrap_or(0).min(3);
    let (t0, a) = STOPS[i];
    let (t1, b) = STOPS[i + 1];
    let u = (t - t0) / (t1 - t0);
    let mix = |x: f64, y: f64| (x + (y - x) * u).round() as u8;
    (mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

fn board_lines(svg: &mut String, x0: f64, y0: f64, size: f64) {
    let step = size / 9.0;
    for i in 0..=9 {
        let w = if i % 3 == 0 { 2.5 } else { 0.6 };
        let p = i as f64 * step;
        let _ = writeln!(
            svg,
            r##"<line x1="{x1:.1}" y1="{y:.1}" x2="{x2:.1}" y2="{y:.1}" stroke="#222" stroke-width="{w}"/>"##,
            x1 = x0,
            x2 = x0 + size,
            y = y0 + p
        );
        let _ = writeln!(
            svg,
            r##"<line x1="{x:.1}" y1="{y1:.1}" x2="{x:.1}" y2="{y2:.1}" stroke="#222" stroke-width="{w}"/>"##,
            x = x0 + p,
            y1 = y0,
            y2 = y0 + size
        );
    }
}

/// A heat map of `counts` (placements per cell) over `puzzle`: each blank
/// is coloured by the logarithm of its count and labelled with it; givens
/// show their digit on grey. `title` and `subtitle` go above the board.
pub fn heat_map_svg(puzzle: &Grid, counts: &CellCounts, title: &str, subtitle: &str) -> String {
    let cell = 56.0;
    let (x0, y0) = (30.0, 78.0);
    let size = cell * 9.0;
    let width = x0 * 2.0 + size;
    let height = y0 + size + 80.0;
    let max = counts.0.iter().copied().max().unwrap_or(0).max(1);
    let scale = ((max as f64) + 1.0).log10();
    let mut svg = svg_start(width, height);
    let _ = writeln!(
        svg,
        r#"<text x="{x0}" y="28" font-size="18" font-weight="bold">{}</text>"#,
        esc(title)
    );
    let _ = writeln!(
        svg,
        r##"<text x="{x0}" y="52" font-size="13" fill="#444">{}</text>"##,
        esc(subtitle)
    );
    for c in Cell::all() {
        let x = x0 + c.col() as f64 * cell;
        let y = y0 + c.row() as f64 * cell;
        let given = puzzle.get(c);
        if given != 0 {
            let _ = writeln!(
                svg,
                r##"<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#d9d9d9"/><text x="{tx}" y="{ty}" font-size="26" text-anchor="middle" fill="#555">{given}</text>"##,
                tx = x + cell / 2.0,
                ty = y + cell / 2.0 + 9.0
            );
            continue;
        }
        let n = counts.0[c.index()];
        let t = ((n as f64) + 1.0).log10() / scale;
        let (r, g, b) = heat(t);
        let ink = if t > 0.62 { "white" } else { "#111" };
        let _ = writeln!(
            svg,
            r##"<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#{r:02x}{g:02x}{b:02x}"><title>{c}: {full} placements</title></rect><text x="{tx}" y="{ty}" font-size="13" text-anchor="middle" fill="{ink}">{label}</text>"##,
            full = thousands(n),
            label = short(n),
            tx = x + cell / 2.0,
            ty = y + cell / 2.0 + 5.0
        );
    }
    board_lines(&mut svg, x0, y0, size);
    // Legend: the colour scale, logarithmic.
    let ly = y0 + size + 22.0;
    let lw = size * 0.7;
    for i in 0..70 {
        let (r, g, b) = heat(i as f64 / 69.0);
        let _ = writeln!(
            svg,
            r##"<rect x="{x:.1}" y="{ly}" width="{w:.2}" height="14" fill="#{r:02x}{g:02x}{b:02x}"/>"##,
            x = x0 + lw * i as f64 / 70.0,
            w = lw / 70.0 + 0.3
        );
    }
    let _ = writeln!(
        svg,
        r##"<text x="{x0}" y="{y}" font-size="12" fill="#444">0</text><text x="{x1:.1}" y="{y}" font-size="12" text-anchor="end" fill="#444">{top} placements (log scale)</text>"##,
        y = ly + 32.0,
        x1 = x0 + lw,
        top = thousands(max)
    );
    let _ = writeln!(
        svg,
        r##"<text x="{x:.1}" y="{y}" font-size="12" fill="#444">grey: given</text>"##,
        x = x0 + lw + 16.0,
        y = ly + 12.0
    );
    svg.push_str("</svg>\n");
    svg
}

/// A horizontal bar chart of nanoseconds per placement for each variant:
/// the Rust port (in-process, `kind == "port"`) and the post's original
/// program (a whole process, `kind == "original"`). Bars past `cap_ns` are
/// cut and labelled with their value.
pub fn ns_per_placement_svg(rows: &[Measurement], cap_ns: f64) -> String {
    let label_w = 150.0;
    let bar_h = 18.0;
    let plot_w = 520.0;
    let top = 70.0;
    let group_h = bar_h * 2.0 + 14.0;
    let width = label_w + plot_w + 230.0;
    let height = top + group_h * Variant::ALL.len() as f64 + 60.0;
    let x_of = |ns: f64| label_w + plot_w * (ns.min(cap_ns) / cap_ns);
    let mut svg = svg_start(width, height);
    let _ = writeln!(
        svg,
        r#"<text x="10" y="26" font-size="18" font-weight="bold">Nanoseconds per placement, Wikipedia puzzle</text>"#
    );
    let _ = writeln!(
        svg,
        r##"<rect x="10" y="40" width="12" height="12" fill="#3b6ea8"/><text x="28" y="51" font-size="13">Rust port, in-process</text><rect x="210" y="40" width="12" height="12" fill="#e39b3b"/><text x="228" y="51" font-size="13">original program, whole process</text>"##
    );
    // Grid lines every 10 ns.
    let mut ns = 0.0;
    while ns <= cap_ns + 1e-9 {
        let x = x_of(ns);
        let _ = writeln!(
            svg,
            r##"<line x1="{x:.1}" y1="{top}" x2="{x:.1}" y2="{y2:.1}" stroke="#ddd"/><text x="{x:.1}" y="{ty:.1}" font-size="11" text-anchor="middle" fill="#555">{ns}</text>"##,
            y2 = height - 40.0,
            ty = height - 26.0
        );
        ns += 10.0;
    }
    let _ = writeln!(
        svg,
        r##"<text x="{x:.1}" y="{y:.1}" font-size="12" text-anchor="middle" fill="#555">ns per placement (69,175,316 placements; lower is faster)</text>"##,
        x = label_w + plot_w / 2.0,
        y = height - 8.0
    );
    for (i, v) in Variant::ALL.iter().enumerate() {
        let y = top + 8.0 + group_h * i as f64;
        let _ = writeln!(
            svg,
            r#"<text x="{x}" y="{ty:.1}" font-size="14" text-anchor="end">{name}</text>"#,
            x = label_w - 10.0,
            ty = y + bar_h + 4.0,
            name = v.name()
        );
        for (j, (kind, colour)) in [("port", "#3b6ea8"), ("original", "#e39b3b")].into_iter().enumerate() {
            let Some(m) = rows.iter().find(|m| m.kind == kind && m.name == v.name()) else {
                continue;
            };
            let Some(ns) = m.ns_per_placement() else { continue };
            let by = y + j as f64 * bar_h;
            let w = x_of(ns) - label_w;
            let _ = writeln!(
                svg,
                r#"<rect x="{label_w}" y="{by:.1}" width="{w:.1}" height="{h:.1}" fill="{colour}"><title>{name} {kind} ({lang}): {secs} s, {ns:.1} ns per placement</title></rect>"#,
                h = bar_h - 2.0,
                name = v.name(),
                lang = esc(&m.language),
                secs = m.seconds
            );
            let cut = ns > cap_ns;
            if cut {
                // A white zig-zag marks the cut bar.
                let x = label_w + w - 14.0;
                let _ = writeln!(
                    svg,
                    r#"<path d="M{x:.1} {y0:.1} l4 {q:.1} l-4 {q:.1} l4 {q:.1} l-4 {q:.1}" stroke="white" stroke-width="3" fill="none"/>"#,
                    y0 = by,
                    q = (bar_h - 2.0) / 4.0
                );
            }
            let _ = writeln!(
                svg,
                r##"<text x="{x:.1}" y="{ty:.1}" font-size="12" fill="#222">{ns:.1}{more} ({lang})</text>"##,
                x = label_w + w + 6.0,
                ty = by + bar_h - 5.0,
                more = if cut { ", off scale" } else { "" },
                lang = esc(&m.language)
            );
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// The board after the first `k` events of `events` (a search of
/// `puzzle`), one small panel per `k` in `ks`, four per row. Givens are
/// black, placed digits blue; the cell of event `k` (the last one applied)
/// is green for a placement and red for an undo, which shows the digit
/// given up, struck through.
pub fn steps_svg(puzzle: &Grid, events: &[Event], ks: &[usize], title: &str) -> String {
    let cell = 22.0;
    let size = cell * 9.0;
    let gap = 26.0;
    let per_row = 4;
    let head = 56.0;
    let cap = 34.0;
    let rows = ks.len().div_ceil(per_row);
    let width = gap + (size + gap) * per_row as f64;
    let height = head + (size + cap + gap) * rows as f64;
    let mut svg = svg_start(width, height);
    let _ = writeln!(
        svg,
        r#"<text x="{gap}" y="26" font-size="18" font-weight="bold">{}</text>"#,
        esc(title)
    );
    let _ = writeln!(
        svg,
        r##"<text x="{gap}" y="46" font-size="12" fill="#444">black: given · blue: placed · green: the placement just made · red, struck: the digit just undone</text>"##
    );
    for (p, &k) in ks.iter().enumerate() {
        let k = k.min(events.len());
        let x0 = gap + (size + gap) * (p % per_row) as f64;
        let y0 = head + cap + (size + cap + gap) * (p / per_row) as f64;
        let mut board = *puzzle;
        for e in &events[..k] {
            match *e {
                Event::Place { cell, digit } => board.set(cell, digit),
                Event::Undo { cell, .. } => board.set(cell, 0),
            }
        }
        let last = k.checked_sub(1).map(|i| events[i]);
        let caption = match last {
            None => "start".to_string(),
            Some(e) => format!("after {k}: {e}"),
        };
        let _ = writeln!(
            svg,
            r#"<text x="{x0}" y="{y:.1}" font-size="13" font-family="DejaVu Sans Mono, monospace">{}</text>"#,
            esc(&caption),
            y = y0 - 10.0
        );
        for c in Cell::all() {
            let x = x0 + c.col() as f64 * cell;
            let y = y0 + c.row() as f64 * cell;
            let (fill, digit, colour, struck) = match last {
                Some(Event::Place { cell: lc, .. }) if lc == c => ("#c7ecc4", board.get(c), "#0b5d1e", false),
                Some(Event::Undo { cell: lc, digit }) if lc == c => ("#f6c5c5", digit, "#a01010", true),
                _ if puzzle.get(c) != 0 => ("white", puzzle.get(c), "#111", false),
                _ => ("white", board.get(c), "#1f5fbf", false),
            };
            let _ = write!(
                svg,
                r#"<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{fill}"/>"#
            );
            if digit != 0 {
                let weight = if puzzle.get(c) != 0 { "bold" } else { "normal" };
                let _ = write!(
                    svg,
                    r#"<text x="{tx}" y="{ty}" font-size="14" text-anchor="middle" font-weight="{weight}" fill="{colour}">{digit}</text>"#,
                    tx = x + cell / 2.0,
                    ty = y + cell / 2.0 + 5.0
                );
                if struck {
                    let _ = write!(
                        svg,
                        r#"<line x1="{a}" y1="{b}" x2="{c2}" y2="{d}" stroke="{colour}" stroke-width="1.5"/>"#,
                        a = x + 5.0,
                        b = y + cell - 5.0,
                        c2 = x + cell - 5.0,
                        d = y + 5.0
                    );
                }
            }
            svg.push('\n');
        }
        board_lines(&mut svg, x0, y0, size);
    }
    svg.push_str("</svg>\n");
    svg
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

/// The measured cost of `variant` as a Markdown table: the port and the
/// original program, seconds and ns per placement on the Wikipedia puzzle.
pub fn cost_table(rows: &[Measurement], variant: Variant) -> String {
    let mut out = String::from("| program | seconds | ns per placement | measured with |\n|---|---:|---:|---|\n");
    for kind in ["port", "original"] {
        for m in rows.iter().filter(|m| m.kind == kind && m.name == variant.name()) {
            let who = if kind == "port" {
                "Rust port (in-process)".to_string()
            } else {
                format!("original {} program (whole process)", m.language)
            };
            let ns = m.ns_per_placement().map_or(String::new(), |ns| format!("{ns:.1}"));
            let _ = writeln!(out, "| {who} | {} | {ns} | {} |", m.seconds, m.how);
        }
    }
    out
}

/// The table of measurements for chapter 8: one row per variant.
pub fn speeds_table(rows: &[Measurement]) -> String {
    let mut out = String::from(
        "| variant | port (s) | port ns/placement | original | original (s) | original ns/placement |\n|---|---:|---:|---|---:|---:|\n",
    );
    for v in Variant::ALL {
        let port = rows.iter().find(|m| m.kind == "port" && m.name == v.name());
        let orig = rows.iter().find(|m| m.kind == "original" && m.name == v.name());
        let secs = |m: Option<&Measurement>| m.map_or(String::new(), |m| m.seconds.to_string());
        let ns = |m: Option<&Measurement>| {
            m.and_then(Measurement::ns_per_placement)
                .map_or(String::new(), |ns| format!("{ns:.1}"))
        };
        let _ = writeln!(
            out,
            "| `{v}` | {} | {} | {} | {} | {} |",
            secs(port),
            ns(port),
            orig.map_or(String::new(), |m| m.language.clone()),
            secs(orig),
            ns(orig)
        );
    }
    out
}

/// The reference solver's measured speed, as a sentence of Markdown.
pub fn reference_speed(rows: &[Measurement]) -> String {
    let mut out = String::new();
    for m in rows.iter().filter(|m| m.kind == "reference") {
        let _ = writeln!(
            out,
            "Measured: {}, {:.1} µs per puzzle ({}).",
            m.name,
            m.seconds * 1e6,
            m.how
        );
    }
    out
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
    let rows = parse_measurements(csv)?;
    let mut out = Vec::new();
    if full_heat_map {
        let counts = placements_per_cell(wikipedia, Budget::UNLIMITED);
        let total: u64 = counts.0.iter().sum();
        out.push((
            "heat-map-wikipedia.svg".to_string(),
            heat_map_svg(
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
        heat_map_svg(
            wikipedia,
            &first,
            "Placements per cell, Wikipedia puzzle",
            "the first 1,000,000 placements only (the search stopped by a budget)",
        ),
    ));
    out.push(("ns-per-placement.svg".to_string(), ns_per_placement_svg(&rows, 80.0)));
    let mut rec = Recorder::with_limit(10_000);
    Variant::Bitmask.solve(small, Budget::placements(10_000), &mut rec);
    let ks = turning_points(&rec.events, 12);
    out.push((
        "steps-small.svg".to_string(),
        steps_svg(
            small,
            &rec.events,
            &ks,
            "The search of the small puzzle, where it turns",
        ),
    ));
    for v in Variant::ALL {
        out.push((format!("cost-{v}.md"), cost_table(&rows, v)));
    }
    out.push(("speeds.md".to_string(), speeds_table(&rows)));
    out.push(("reference-speed.md".to_string(), reference_speed(&rows)));
    Ok(out)
}

/// The opening `<svg>` element of a `width` x `height` figure (pixels) on a
/// white background, shared by every figure.
fn svg_start(width: f64, height: f64) -> String {
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Arial, sans-serif">"#
    );
    let _ = writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    svg
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
