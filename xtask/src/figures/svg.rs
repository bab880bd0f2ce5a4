//! The book's SVG drawings, each a pure function of its inputs that returns
//! the whole file: [`heat_map_svg`] (placements per cell of one search),
//! [`ns_per_placement_svg`] (ports in-process beside the original programs'
//! whole processes), [`steps_svg`] (the board after the first `k` events
//! of a search, for a few `k`).

use std::fmt::{Display, Write as _};

use sudoku_lab::{Cell, Event, Grid, Variant};

use super::lang::Edition;
use super::tables::Measurement;
use super::{CellCounts, short, thousands};

/// Escapes text for SVG.
pub(crate) fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Attributes of [`text`]s.
pub(crate) const BOLD: &str = r#" font-weight="bold""#;
const GREY: &str = r##" fill="#444""##;
const END: &str = r#" text-anchor="end""#;
const MIDDLE: &str = r##" text-anchor="middle" fill="#555""##;

/// `x` with one decimal: `12.0`.
fn f1(x: f64) -> String {
    format!("{x:.1}")
}

/// A `<text>` element at (`x`, `y`) in `size` pixels; `more` holds the
/// attributes after `font-size`, each with a space before it.
pub(crate) fn text(x: impl Display, y: impl Display, size: impl Display, more: &str, body: impl Display) -> String {
    format!(r#"<text x="{x}" y="{y}" font-size="{size}"{more}>{body}</text>"#)
}

/// A `<rect>` filled with `fill`, with the tooltip `tip` if any.
fn rect(x: impl Display, y: impl Display, w: impl Display, h: impl Display, fill: &str, tip: Option<&str>) -> String {
    let start = format!(r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{fill}""#);
    match tip {
        Some(tip) => format!("{start}><title>{tip}</title></rect>"),
        None => start + "/>",
    }
}

/// A colour `#rrggbb` on a white to yellow to red to dark purple scale,
/// `t` in 0..=1.
fn heat(t: f64) -> String {
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
    format!("#{:02x}{:02x}{:02x}", mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// The opening `<svg>` element of a `width` x `height` figure (pixels) on a
/// white background, in `lang`'s fonts, shared by every figure.
pub(crate) fn svg_start(width: f64, height: f64, lang: Edition) -> String {
    let font = lang.svg_font();
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" {font}>
<rect width="100%" height="100%" fill="white"/>
"#
    )
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
/// coloured by the logarithm of its count and labelled with it, givens
/// grey; `title` and `subtitle` above the board.
pub fn heat_map_svg(puzzle: &Grid, counts: &CellCounts, title: &str, subtitle: &str, lang: Edition) -> String {
    let cell = 56.0;
    let (x0, y0) = (30.0, 78.0);
    let size = cell * 9.0;
    let max = counts.0.iter().copied().max().unwrap_or(0).max(1);
    let scale = ((max as f64) + 1.0).log10();
    let mut svg = svg_start(x0 * 2.0 + size, y0 + size + 80.0, lang);
    let _ = writeln!(svg, "{}", text(x0, 28, 18, BOLD, esc(title)));
    let _ = writeln!(svg, "{}", text(x0, 52, 13, GREY, esc(subtitle)));
    for c in Cell::all() {
        let x = x0 + c.col() as f64 * cell;
        let y = y0 + c.row() as f64 * cell;
        let (tx, ty) = (x + cell / 2.0, y + cell / 2.0);
        let given = puzzle.get(c);
        if given != 0 {
            let digit = text(tx, ty + 9.0, 26, MIDDLE, given);
            let _ = writeln!(svg, "{}{digit}", rect(x, y, cell, cell, "#d9d9d9", None));
            continue;
        }
        let n = counts.0[c.index()];
        let t = ((n as f64) + 1.0).log10() / scale;
        let ink = if t > 0.62 { "white" } else { "#111" };
        let tip = lang.fill("{0}: {1} placements", &[&c, &thousands(n)]);
        let box_ = rect(x, y, cell, cell, &heat(t), Some(&tip));
        let more = format!(r#" font-weight="bold" text-anchor="middle" fill="{ink}""#);
        let _ = writeln!(svg, "{box_}{}", text(tx, ty + 5.0, 16, &more, short(n)));
    }
    board_lines(&mut svg, x0, y0, size);
    // The legend: the logarithmic colour scale, from 0 to `max` placements.
    let (ly, lw) = (y0 + size + 22.0, size * 0.7);
    for i in 0..70 {
        let (x, w) = (x0 + lw * i as f64 / 70.0, lw / 70.0 + 0.3);
        let fill = heat(i as f64 / 69.0);
        let _ = writeln!(svg, "{}", rect(f1(x), ly, format!("{w:.2}"), 14, &fill, None));
    }
    let top = lang.fill("{0} placements (log scale)", &[&thousands(max)]);
    let (small, y, end) = (lang.small_text(), ly + 32.0, format!("{END}{GREY}"));
    let zero = text(x0, y, small, GREY, 0);
    let _ = writeln!(svg, "{zero}{}", text(f1(x0 + lw), y, small, &end, top));
    let given = text(f1(x0 + lw + 16.0), ly + 12.0, small, GREY, lang.t("grey: given"));
    svg + &given + "\n</svg>\n"
}

/// A horizontal bar chart of nanoseconds per placement for each variant:
/// the Rust port (`kind == "port"`) and the post's original program
/// (`kind == "original"`). Bars past `cap_ns` are cut and labelled with
/// their value. The axis names the placements of the first port's row.
pub fn ns_per_placement_svg(rows: &[Measurement], cap_ns: f64, lang: Edition) -> String {
    // Narrow, with large type: the figure scales down to a phone's width.
    let (label_w, bar_h, plot_w, top) = (118.0, 22.0, 300.0, 92.0);
    let x_of = |ns: f64| label_w + plot_w * (ns.min(cap_ns) / cap_ns);
    let group_h = bar_h * 2.0 + 16.0;
    let height = top + group_h * Variant::ALL.len() as f64 + 60.0;
    let mut svg = svg_start(label_w + plot_w + 215.0, height, lang);
    let title = lang.t("Nanoseconds per placement, Wikipedia puzzle");
    let _ = writeln!(svg, "{}", text(10, 26, 20, BOLD, title));
    let port = lang.t("Rust port, in-process");
    let orig = lang.t("original program, whole process");
    let (a, b) = (rect(10, 40, 14, 14, "#3b6ea8", None), text(30, 53, 16, "", port));
    let (c, d) = (rect(10, 62, 14, 14, "#e39b3b", None), text(30, 75, 16, "", orig));
    let _ = writeln!(svg, "{a}{b}{c}{d}");
    // Grid lines every 10 ns.
    let placements = rows.iter().find(|m| m.kind == "port").map_or(0, |m| m.placements);
    let mut ns = 0.0;
    while ns <= cap_ns + 1e-9 {
        let (x, y2) = (f1(x_of(ns)), f1(height - 40.0));
        let line = format!(r##"<line x1="{x}" y1="{top}" x2="{x}" y2="{y2}" stroke="#ddd"/>"##);
        let _ = writeln!(svg, "{line}{}", text(&x, f1(height - 26.0), 14, MIDDLE, ns));
        ns += 10.0;
    }
    let note = lang.fill(
        "ns per placement ({0} placements; lower is faster)",
        &[&thousands(placements)],
    );
    let x = f1(label_w + plot_w / 2.0);
    let _ = writeln!(svg, "{}", text(x, f1(height - 8.0), 14, MIDDLE, note));
    for (i, v) in Variant::ALL.iter().enumerate() {
        let y = top + 8.0 + group_h * i as f64;
        let _ = writeln!(svg, "{}", text(label_w - 10.0, f1(y + bar_h + 4.0), 16, END, v));
        let port = lang.t("{0} port ({1}): {2} s, {3} ns per placement");
        let orig = lang.t("{0} original ({1}): {2} s, {3} ns per placement");
        let kinds = [("port", port, "#3b6ea8"), ("original", orig, "#e39b3b")];
        for (j, (kind, tip, colour)) in kinds.into_iter().enumerate() {
            // Nothing for a row that counts no placements.
            let row = super::tables::find(rows, kind, v.name());
            let Some((m, ns)) = row.and_then(|m| Some((m, m.ns_per_placement()?))) else {
                continue;
            };
            let (by, w) = (y + j as f64 * bar_h, x_of(ns) - label_w);
            let tip = sudoku_lab::units::fill(tip, &[&m.name, &esc(&m.language), &m.seconds, &f1(ns)]);
            let bar = rect(label_w, f1(by), f1(w), f1(bar_h - 2.0), colour, Some(&tip));
            let _ = writeln!(svg, "{bar}");
            let cut = ns > cap_ns;
            if cut {
                // A white zig-zag marks the cut bar.
                let (x, q) = (label_w + w - 14.0, (bar_h - 2.0) / 4.0);
                let _ = writeln!(
                    svg,
                    r#"<path d="M{x:.1} {by:.1} l4 {q:.1} l-4 {q:.1} l4 {q:.1} l-4 {q:.1}" stroke="white" stroke-width="3" fill="none"/>"#
                );
            }
            let more = if cut { lang.t(", off scale") } else { "" };
            let label = format!("{ns:.1}{more} ({})", esc(&m.language));
            let (x, y) = (f1(label_w + w + 6.0), f1(by + bar_h - 5.0));
            let _ = writeln!(svg, "{}", text(x, y, 15, r##" fill="#222""##, label));
        }
    }
    svg + "</svg>\n"
}

/// The board after the first `k` events of `events` (a search of
/// `puzzle`), one small panel per `k` in `ks`, two per row, with the
/// colours of its legend; each line of the legend takes a line of the head.
pub fn steps_svg(puzzle: &Grid, events: &[Event], ks: &[usize], title: &str, lang: Edition) -> String {
    let (cell, gap, cap) = (22.0, 26.0, 34.0);
    let size = cell * 9.0;
    let per_row = 2; // two panels a row: readable on a phone too
    let legend: Vec<&str> = lang.t("black: given · blue: placed · green: just placed · orange: a blank with no digit left · red, struck: undone").lines().collect();
    let small = lang.small_text();
    let line_h = small + 4;
    let head = 40.0 + f64::from(line_h) * legend.len() as f64;
    let rows = ks.len().div_ceil(per_row);
    let width = gap + (size + gap) * per_row as f64;
    let mut svg = svg_start(width, head + (size + cap + gap) * rows as f64, lang);
    let _ = writeln!(svg, "{}", text(gap, 26, 18, BOLD, esc(title)));
    for (i, line) in legend.iter().enumerate() {
        let _ = writeln!(svg, "{}", text(gap, 46 + line_h * i as u32, small, GREY, line));
    }
    for (p, &k) in ks.iter().enumerate() {
        // `puzzle` after `applied`, captioned with the last event. When `next`
        // undoes the placement just made, the search hit a dead end: the
        // next blank (no digit left) is outlined and named.
        let (applied, next) = (&events[..k.min(events.len())], events.get(k).copied());
        let x0 = gap + (size + gap) * (p % per_row) as f64;
        let y0 = head + cap + (size + cap + gap) * (p / per_row) as f64;
        let mut board = *puzzle;
        for e in applied {
            match *e {
                Event::Place { cell, digit } => board.set(cell, digit),
                Event::Undo { cell, .. } => board.set(cell, 0),
            }
        }
        let last = applied.last().copied();
        let dead = match (last, next) {
            (Some(Event::Place { cell: a, .. }), Some(Event::Undo { cell: b, .. })) if a == b => next_blank(&board, a),
            _ => None,
        };
        let caption = match last {
            None => lang.t("start").to_string(),
            Some(e) => lang.fill("after {0}: {1}", &[&applied.len(), &e]),
        };
        if let Some(d) = dead {
            let none = lang.fill("{0}: no digit left", &[&d]);
            let none = text(x0, f1(y0 - 6.0), lang.small_text(), r##" fill="#b35900""##, none);
            let _ = writeln!(svg, "{none}");
        }
        let mono = format!(r#" font-family="{}""#, lang.mono());
        let _ = writeln!(svg, "{}", text(x0, f1(y0 - 20.0), 13, &mono, esc(&caption)));
        for c in Cell::all() {
            let x = x0 + c.col() as f64 * cell;
            let y = y0 + c.row() as f64 * cell;
            let (fill, digit, colour, struck) = match last {
                Some(Event::Place { cell: lc, .. }) if lc == c => ("#c7ecc4", board.get(c), "#0b5d1e", false),
                Some(Event::Undo { cell: lc, digit }) if lc == c => ("#f6c5c5", digit, "#a01010", true),
                _ if puzzle.get(c) != 0 => ("white", puzzle.get(c), "#111", false),
                _ => ("white", board.get(c), "#1f5fbf", false),
            };
            svg.push_str(&rect(x, y, cell, cell, fill, None));
            if digit != 0 {
                let weight = if puzzle.get(c) != 0 { "bold" } else { "normal" };
                let more = format!(r#" text-anchor="middle" font-weight="{weight}" fill="{colour}""#);
                svg.push_str(&text(x + cell / 2.0, y + cell / 2.0 + 5.0, 14, &more, digit));
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
        board_lines(&mut svg, x0, y0, size);
        if let Some(d) = dead {
            let (x, y) = (x0 + d.col() as f64 * cell, y0 + d.row() as f64 * cell);
            let _ = writeln!(
                svg,
                r##"<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="none" stroke="#e67700" stroke-width="3"/>"##
            );
        }
    }
    svg + "</svg>\n"
}

/// The first blank of `board` after `cell` in row-major order.
pub(crate) fn next_blank(board: &Grid, cell: Cell) -> Option<Cell> {
    Cell::all().skip(cell.index() + 1).find(|&c| board.get(c) == 0)
}
