//! The book's SVG drawings. Each is a pure function of its inputs that
//! returns the whole file as a string, so the same call gives the same
//! bytes on every machine.
//!
//! - [`heat_map_svg`]: placements per cell of one search.
//! - [`ns_per_placement_svg`]: a bar chart of nanoseconds per placement,
//!   the ports (in-process) beside the original programs (whole processes).
//! - [`steps_svg`]: the board after the first `k` events of a search, for
//!   a few `k`.

use std::fmt::Write as _;

use sudoku_lab::{Cell, Event, Grid, Variant};

use super::lang::{self, Lang};
use super::tables::Measurement;
use super::{CellCounts, short, thousands};

/// Escapes text for SVG.
pub(crate) fn esc(s: &str) -> String {
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

/// The opening `<svg>` element of a `width` x `height` figure (pixels) on a
/// white background, in `lang`'s fonts, shared by every figure.
pub(crate) fn svg_start(width: f64, height: f64, lang: Lang) -> String {
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" {}>"#,
        lang.svg_font()
    );
    let _ = writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    svg
}

/// The ten horizontal and ten vertical lines of a board, thick around boxes.
fn board_lines(svg: &mut String, x0: f64, y0: f64, size: f64) {
    let step = size / 9.0;
    for i in 0..=9 {
        let w = if i % 3 == 0 { 2.5 } else { 0.6 };
        let (x, y, x1, y1) = (x0 + i as f64 * step, y0 + i as f64 * step, x0 + size, y0 + size);
        let line = |a: f64, b: f64, c: f64, d: f64| {
            format!(r##"<line x1="{a:.1}" y1="{b:.1}" x2="{c:.1}" y2="{d:.1}" stroke="#222" stroke-width="{w}"/>"##)
        };
        let _ = writeln!(svg, "{}\n{}", line(x0, y, x1, y), line(x, y0, x, y1));
    }
}

/// A heat map of `counts` (placements per cell) over `puzzle`: each blank
/// is coloured by the logarithm of its count and labelled with it; givens
/// show their digit on grey. `title` and `subtitle` go above the board; the
/// rest is in `lang`.
pub fn heat_map_svg(puzzle: &Grid, counts: &CellCounts, title: &str, subtitle: &str, lang: Lang) -> String {
    let cell = 56.0;
    let (x0, y0) = (30.0, 78.0);
    let size = cell * 9.0;
    let width = x0 * 2.0 + size;
    let height = y0 + size + 80.0;
    let max = counts.0.iter().copied().max().unwrap_or(0).max(1);
    let scale = ((max as f64) + 1.0).log10();
    let mut svg = svg_start(width, height, lang);
    let (title, subtitle) = (esc(title), esc(subtitle));
    let _ = writeln!(
        svg,
        r#"<text x="{x0}" y="28" font-size="18" font-weight="bold">{title}</text>"#
    );
    let _ = writeln!(
        svg,
        r##"<text x="{x0}" y="52" font-size="13" fill="#444">{subtitle}</text>"##
    );
    for c in Cell::all() {
        let x = x0 + c.col() as f64 * cell;
        let y = y0 + c.row() as f64 * cell;
        let given = puzzle.get(c);
        if given != 0 {
            let (tx, ty) = (x + cell / 2.0, y + cell / 2.0 + 9.0);
            let _ = writeln!(
                svg,
                r##"<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#d9d9d9"/><text x="{tx}" y="{ty}" font-size="26" text-anchor="middle" fill="#555">{given}</text>"##
            );
            continue;
        }
        let n = counts.0[c.index()];
        let t = ((n as f64) + 1.0).log10() / scale;
        let (r, g, b) = heat(t);
        let ink = if t > 0.62 { "white" } else { "#111" };
        let tip = lang.fill("{0}: {1} placements", &[&c, &thousands(n)]);
        let (label, tx, ty) = (short(n), x + cell / 2.0, y + cell / 2.0 + 5.0);
        let _ = writeln!(
            svg,
            r##"<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#{r:02x}{g:02x}{b:02x}"><title>{tip}</title></rect><text x="{tx}" y="{ty}" font-size="16" font-weight="bold" text-anchor="middle" fill="{ink}">{label}</text>"##
        );
    }
    board_lines(&mut svg, x0, y0, size);
    heat_legend(&mut svg, x0, y0 + size + 22.0, size * 0.7, max, lang);
    svg.push_str("</svg>\n");
    svg
}

/// The heat map's legend: the logarithmic colour scale, `lw` wide at
/// (`x0`, `ly`), from 0 to `max` placements.
fn heat_legend(svg: &mut String, x0: f64, ly: f64, lw: f64, max: u64, lang: Lang) {
    for i in 0..70 {
        let (r, g, b) = heat(i as f64 / 69.0);
        let (x, w) = (x0 + lw * i as f64 / 70.0, lw / 70.0 + 0.3);
        let _ = writeln!(
            svg,
            r##"<rect x="{x:.1}" y="{ly}" width="{w:.2}" height="14" fill="#{r:02x}{g:02x}{b:02x}"/>"##
        );
    }
    let top = lang.fill("{0} placements (log scale)", &[&thousands(max)]);
    let (small, y, x1) = (lang.small_text(), ly + 32.0, x0 + lw);
    let _ = writeln!(
        svg,
        r##"<text x="{x0}" y="{y}" font-size="{small}" fill="#444">0</text><text x="{x1:.1}" y="{y}" font-size="{small}" text-anchor="end" fill="#444">{top}</text>"##
    );
    let _ = writeln!(
        svg,
        r##"<text x="{x:.1}" y="{y}" font-size="{}" fill="#444">{}</text>"##,
        lang.small_text(),
        lang.t("grey: given"),
        x = x0 + lw + 16.0,
        y = ly + 12.0
    );
}

/// The geometry of [`ns_per_placement_svg`]'s plot.
struct BarPlot {
    label_w: f64,
    bar_h: f64,
    plot_w: f64,
    cap_ns: f64,
}

impl BarPlot {
    /// The x coordinate of `ns` (bars past the cap end at the right edge).
    fn x_of(&self, ns: f64) -> f64 {
        self.label_w + self.plot_w * (ns.min(self.cap_ns) / self.cap_ns)
    }
}

/// A horizontal bar chart of nanoseconds per placement for each variant:
/// the Rust port (in-process, `kind == "port"`) and the post's original
/// program (a whole process, `kind == "original"`). Bars past `cap_ns` are
/// cut and labelled with their value. The axis names the placements of the
/// first port's row.
pub fn ns_per_placement_svg(rows: &[Measurement], cap_ns: f64, lang: Lang) -> String {
    // Narrow, with large type: the figure scales down to a phone's width.
    let plot = BarPlot {
        label_w: 118.0,
        bar_h: 22.0,
        plot_w: 300.0,
        cap_ns,
    };
    let top = 92.0;
    let group_h = plot.bar_h * 2.0 + 16.0;
    let width = plot.label_w + plot.plot_w + 215.0;
    let height = top + group_h * Variant::ALL.len() as f64 + 60.0;
    let mut svg = svg_start(width, height, lang);
    let _ = writeln!(
        svg,
        r#"<text x="10" y="26" font-size="20" font-weight="bold">{}</text>"#,
        lang.t("Nanoseconds per placement, Wikipedia puzzle")
    );
    let _ = writeln!(
        svg,
        r##"<rect x="10" y="40" width="14" height="14" fill="#3b6ea8"/><text x="30" y="53" font-size="16">{}</text><rect x="10" y="62" width="14" height="14" fill="#e39b3b"/><text x="30" y="75" font-size="16">{}</text>"##,
        lang.t("Rust port, in-process"),
        lang.t("original program, whole process")
    );
    // Grid lines every 10 ns.
    let placements = rows.iter().find(|m| m.kind == "port").map_or(0, |m| m.placements);
    let mut ns = 0.0;
    while ns <= cap_ns + 1e-9 {
        let x = plot.x_of(ns);
        let (y2, ty) = (height - 40.0, height - 26.0);
        let _ = writeln!(
            svg,
            r##"<line x1="{x:.1}" y1="{top}" x2="{x:.1}" y2="{y2:.1}" stroke="#ddd"/><text x="{x:.1}" y="{ty:.1}" font-size="14" text-anchor="middle" fill="#555">{ns}</text>"##
        );
        ns += 10.0;
    }
    let _ = writeln!(
        svg,
        r##"<text x="{x:.1}" y="{y:.1}" font-size="14" text-anchor="middle" fill="#555">{}</text>"##,
        lang.fill(
            "ns per placement ({0} placements; lower is faster)",
            &[&thousands(placements)]
        ),
        x = plot.label_w + plot.plot_w / 2.0,
        y = height - 8.0
    );
    for (i, v) in Variant::ALL.iter().enumerate() {
        let y = top + 8.0 + group_h * i as f64;
        let (x, ty) = (plot.label_w - 10.0, y + plot.bar_h + 4.0);
        let _ = writeln!(
            svg,
            r#"<text x="{x}" y="{ty:.1}" font-size="16" text-anchor="end">{v}</text>"#
        );
        let port = lang.t("{0} port ({1}): {2} s, {3} ns per placement");
        let orig = lang.t("{0} original ({1}): {2} s, {3} ns per placement");
        let kinds = [("port", port, "#3b6ea8"), ("original", orig, "#e39b3b")];
        for (j, (kind, tip, colour)) in kinds.into_iter().enumerate() {
            if let Some(m) = rows.iter().find(|m| m.kind == kind && m.name == v.name()) {
                let by = y + j as f64 * plot.bar_h;
                bar(&mut svg, &plot, m, (by, colour), lang, tip);
            }
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// One bar of [`ns_per_placement_svg`] at height `by` in `colour`, with its
/// label in `lang` (`tip`, its tooltip, in `lang`: [`lang::fill`]ed with the variant,
/// the language, seconds and ns per placement); nothing
/// for a row that counts no placements.
fn bar(svg: &mut String, plot: &BarPlot, m: &Measurement, (by, colour): (f64, &str), lang: Lang, tip: &str) {
    let Some(ns) = m.ns_per_placement() else { return };
    let (label_w, bar_h) = (plot.label_w, plot.bar_h);
    let w = plot.x_of(ns) - label_w;
    let tip = lang::fill(tip, &[&m.name, &esc(&m.language), &m.seconds, &format!("{ns:.1}")]);
    let h = bar_h - 2.0;
    let _ = writeln!(
        svg,
        r#"<rect x="{label_w}" y="{by:.1}" width="{w:.1}" height="{h:.1}" fill="{colour}"><title>{tip}</title></rect>"#
    );
    let cut = ns > plot.cap_ns;
    if cut {
        // A white zig-zag marks the cut bar.
        let x = label_w + w - 14.0;
        let (y0, q) = (by, (bar_h - 2.0) / 4.0);
        let _ = writeln!(
            svg,
            r#"<path d="M{x:.1} {y0:.1} l4 {q:.1} l-4 {q:.1} l4 {q:.1} l-4 {q:.1}" stroke="white" stroke-width="3" fill="none"/>"#
        );
    }
    let (x, ty, language) = (label_w + w + 6.0, by + bar_h - 5.0, esc(&m.language));
    let more = if cut { lang.t(", off scale") } else { "" };
    let _ = writeln!(
        svg,
        r##"<text x="{x:.1}" y="{ty:.1}" font-size="15" fill="#222">{ns:.1}{more} ({language})</text>"##
    );
}

/// The size of one panel of [`steps_svg`]: pixels per cell.
const STEP_CELL: f64 = 22.0;

/// The board after the first `k` events of `events` (a search of
/// `puzzle`), one small panel per `k` in `ks`, two per row. Givens are
/// black, placed digits blue; the cell of event `k` (the last one applied)
/// is green for a placement and red for an undo, which shows the digit
/// given up, struck through; a blank with no digit left is outlined. The
/// legend and captions are in `lang`; each line of its legend takes a line
/// of the head (16 pixels in English).
pub fn steps_svg(puzzle: &Grid, events: &[Event], ks: &[usize], title: &str, lang: Lang) -> String {
    let size = STEP_CELL * 9.0;
    let gap = 26.0;
    let per_row = 2; // two panels a row: readable on a phone too
    let legend: Vec<&str> = lang.t("black: given · blue: placed · green: just placed · orange: a blank with no digit left · red, struck: undone").lines().collect();
    let small = lang.small_text();
    let line_h = small + 4;
    let head = 40.0 + f64::from(line_h) * legend.len() as f64;
    let cap = 34.0;
    let rows = ks.len().div_ceil(per_row);
    let width = gap + (size + gap) * per_row as f64;
    let height = head + (size + cap + gap) * rows as f64;
    let mut svg = svg_start(width, height, lang);
    let _ = writeln!(
        svg,
        r#"<text x="{gap}" y="26" font-size="18" font-weight="bold">{}</text>"#,
        esc(title)
    );
    for (i, line) in legend.iter().enumerate() {
        let _ = writeln!(
            svg,
            r##"<text x="{gap}" y="{}" font-size="{small}" fill="#444">{line}</text>"##,
            46 + line_h as usize * i
        );
    }
    for (p, &k) in ks.iter().enumerate() {
        let k = k.min(events.len());
        let x0 = gap + (size + gap) * (p % per_row) as f64;
        let y0 = head + cap + (size + cap + gap) * (p / per_row) as f64;
        step_panel(&mut svg, puzzle, (&events[..k], events.get(k).copied()), (x0, y0), lang);
    }
    svg.push_str("</svg>\n");
    svg
}

/// One panel of [`steps_svg`] at (`x0`, `y0`): `puzzle` after `applied`,
/// captioned with the last event in `lang`. When `next` undoes the
/// placement just made, the search has hit a dead end: the next blank,
/// which has no digit left, is outlined in orange and named in the caption.
fn step_panel(
    svg: &mut String,
    puzzle: &Grid,
    (applied, next): (&[Event], Option<Event>),
    (x0, y0): (f64, f64),
    lang: Lang,
) {
    let cell = STEP_CELL;
    let mut board = *puzzle;
    for e in applied {
        match *e {
            Event::Place { cell, digit } => board.set(cell, digit),
            Event::Undo { cell, .. } => board.set(cell, 0),
        }
    }
    let last = applied.last().copied();
    let dead = match (last, next) {
        (Some(Event::Place { cell: a, .. }), Some(Event::Undo { cell: b, .. })) if a == b => {
            Cell::all().skip(a.index() + 1).find(|&c| board.get(c) == 0)
        }
        _ => None,
    };
    let caption = match last {
        None => lang.t("start").to_string(),
        Some(e) => lang.fill("after {0}: {1}", &[&applied.len(), &e]),
    };
    if let Some(d) = dead {
        let (y, small, none) = (y0 - 6.0, lang.small_text(), lang.fill("{0}: no digit left", &[&d]));
        let _ = writeln!(
            svg,
            r##"<text x="{x0}" y="{y:.1}" font-size="{small}" fill="#b35900">{none}</text>"##
        );
    }
    let (y, mono, caption) = (y0 - 20.0, lang.mono(), esc(&caption));
    let _ = writeln!(
        svg,
        r#"<text x="{x0}" y="{y:.1}" font-size="13" font-family="{mono}">{caption}</text>"#
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
            let (tx, ty) = (x + cell / 2.0, y + cell / 2.0 + 5.0);
            let _ = write!(
                svg,
                r#"<text x="{tx}" y="{ty}" font-size="14" text-anchor="middle" font-weight="{weight}" fill="{colour}">{digit}</text>"#
            );
            if struck {
                let (a, b, c2, d) = (x + 5.0, y + cell - 5.0, x + cell - 5.0, y + 5.0);
                let _ = write!(
                    svg,
                    r#"<line x1="{a}" y1="{b}" x2="{c2}" y2="{d}" stroke="{colour}" stroke-width="1.5"/>"#
                );
            }
        }
        svg.push('\n');
    }
    board_lines(svg, x0, y0, STEP_CELL * 9.0);
    if let Some(d) = dead {
        let (x, y) = (x0 + d.col() as f64 * cell, y0 + d.row() as f64 * cell);
        let _ = writeln!(
            svg,
            r##"<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="none" stroke="#e67700" stroke-width="3"/>"##
        );
    }
}
