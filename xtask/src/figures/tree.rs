//! The search tree of a small real run (`search-tree-small.svg`): every
//! placement as a node, drawn top to bottom in the order the search makes
//! them and indented by depth; each dead end labelled with the blank that
//! had no digit left, and why, in the terms of check-arrays' tables (the
//! row's `c`, the column's `c2`, the block's `c3`).

use std::fmt::Write as _;

use sudoku_lab::{Cell, Event, Grid, House};

use super::lang::Edition;
use super::svg::{BOLD, esc, next_blank, svg_start, text};

/// One placement of the trace and where it sits in the tree.
struct Node {
    cell: Cell,
    digit: u8,
    depth: usize,
    /// The placement it follows (`None` for the first).
    parent: Option<usize>,
    /// The blank after it that had no digit left, when the search gave
    /// this placement up at once.
    dead_end: Option<(Cell, String)>,
    /// Part of the solution (never undone).
    kept: bool,
}

/// Why no digit fits `cell` on `board`, in `lang`: for each digit, the
/// first house (row, column, block) that already holds it.
fn why_no_digit(board: &Grid, cell: Cell, lang: Edition) -> String {
    // Its row, column and block, in that order.
    let houses: Vec<House> = House::all().filter(|h| h.cells().contains(&cell)).collect();
    let first = |d: u8| houses.iter().position(|h| h.cells().iter().any(|&c| board.get(c) == d));
    let names = [lang.t("row (c)"), lang.t("column (c2)"), lang.t("block (c3)")];
    let parts: Vec<String> = (names.iter().enumerate())
        .filter_map(|(k, name)| {
            let digits: Vec<String> = (1..=9)
                .filter(|&d| first(d) == Some(k))
                .map(|d| d.to_string())
                .collect();
            (!digits.is_empty()).then(|| lang.fill("{0} in the {1}", &[&digits.join(","), name]))
        })
        .collect();
    parts.join("; ")
}

/// The placements of `events` (a whole search of `puzzle`) as tree nodes,
/// the dead ends' reasons in `lang`.
fn nodes(puzzle: &Grid, events: &[Event], lang: Edition) -> Vec<Node> {
    let mut board = *puzzle;
    let mut out: Vec<Node> = Vec::new();
    let mut stack: Vec<usize> = Vec::new();
    for (k, e) in events.iter().enumerate() {
        match *e {
            Event::Place { cell, digit } => {
                board.set(cell, digit);
                out.push(Node {
                    cell,
                    digit,
                    depth: 0, // set below
                    parent: stack.last().copied(),
                    dead_end: None,
                    kept: true,
                });
                stack.push(out.len() - 1);
            }
            Event::Undo { cell, .. } => {
                let i = stack.pop().expect("an undo follows its placement");
                out[i].kept = false;
                let leaf = matches!(events[k - 1], Event::Place { cell: c, .. } if c == cell);
                if leaf && let Some(b) = next_blank(&board, cell) {
                    out[i].dead_end = Some((b, why_no_digit(&board, b, lang)));
                }
                board.set(cell, 0);
            }
        }
    }
    // A child goes one step right only when its parent has more than one
    // child: a chain of single placements stays in one column, the figure narrow.
    let mut children = vec![0usize; out.len()];
    out.iter().filter_map(|n| n.parent).for_each(|p| children[p] += 1);
    for i in 0..out.len() {
        out[i].depth = out[i].parent.map_or(0, |p| out[p].depth + usize::from(children[p] > 1));
    }
    out
}

/// The SVG: one row per placement, `rXcY = d`, indented where the search
/// branched, a line to its parent, dead ends in red with their reason, the
/// solution's placements in bold green.
pub fn search_tree_svg(puzzle: &Grid, events: &[Event], title: &str, lang: Edition) -> String {
    let nodes = nodes(puzzle, events, lang);
    let (row_h, indent, top) = (22.0, 26.0, 56.0);
    // A dead end takes a second row for its reason.
    let mut ys = Vec::with_capacity(nodes.len());
    let mut y = top + 14.0;
    for n in &nodes {
        ys.push(y);
        y += row_h * if n.dead_end.is_some() { 2.0 } else { 1.0 };
    }
    let max_depth = nodes.iter().map(|n| n.depth).max().unwrap_or(0) as f64;
    let mut svg = svg_start((40.0 + indent * max_depth + 330.0).max(400.0), y, lang);
    let legend = lang.t("in the order tried; green: the solution; red: a dead end");
    let legend = text(12, 44, 13, r##" fill="#555""##, legend);
    let _ = writeln!(svg, "{}\n{legend}", text(12, 24, 17, BOLD, esc(title)));
    let red = r##" fill="#c62828""##;
    for (i, n) in nodes.iter().enumerate() {
        let (x, y) = (20.0 + indent * n.depth as f64, ys[i]);
        if let Some(p) = n.parent.filter(|&p| nodes[p].depth < n.depth) {
            let px = 20.0 + indent * nodes[p].depth as f64 + 8.0;
            let (py, y1, x1) = (ys[p] + 4.0, y - 4.0, x - 3.0);
            let _ = writeln!(svg, r##"<path d="M{px} {py} V{y1} H{x1}" fill="none" stroke="#999"/>"##);
        }
        // The solution's placements in bold green.
        let style = [
            r##"fill="#222" font-weight="normal""##,
            r##"fill="#1a7f37" font-weight="bold""##,
        ];
        let more = format!(r#" font-family="{}" {}"#, lang.mono(), style[usize::from(n.kept)]);
        let _ = writeln!(svg, "{}", text(x, y, 14, &more, format!("{} = {}", n.cell, n.digit)));
        if let Some((b, why)) = &n.dead_end {
            let none = lang.fill("{0}: no digit left", &[b]);
            let none = text(x + 84.0, y, 14, red, format!("✗ {none}"));
            let why = text(x + 12.0, y + row_h - 2.0, lang.small_text(), red, esc(why));
            let _ = writeln!(svg, "{none}\n{why}");
        }
    }
    svg + "</svg>\n"
}
