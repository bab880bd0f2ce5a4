//! The measured timings (`book/src/figures/measurements.csv`) and the
//! Markdown tables the chapters include from them.

use std::fmt::Write as _;

use sudoku_lab::Variant;

use super::lang::Edition;

/// One row of `measurements.csv`: `kind` is `port` (the Rust port,
/// in-process), `original` (the post's program) or `reference`; `name` the
/// variant's (for `reference`, what was measured); `language` the
/// program's; `seconds` the whole search's (per puzzle for `reference`);
/// `placements` 0 when not meaningful; `reported_ns` the benchmark's own
/// ns per placement, if any; `how` how it was measured.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    pub kind: String,
    pub name: String,
    pub language: String,
    pub seconds: f64,
    pub placements: u64,
    pub reported_ns: Option<f64>,
    pub how: String,
}

impl Measurement {
    /// Nanoseconds per placement, when the row counts placements: as
    /// reported by the benchmark when it did, else `seconds / placements`.
    pub fn ns_per_placement(&self) -> Option<f64> {
        self.reported_ns
            .or_else(|| (self.placements > 0).then(|| self.seconds * 1e9 / self.placements as f64))
    }

    /// [`Self::ns_per_placement`] as a table writes it: `12.1`, or empty.
    fn ns(&self) -> String {
        self.ns_per_placement().map_or(String::new(), |ns| format!("{ns:.1}"))
    }
}

/// The row of `kind` (`port`, `original`) and variant `name`, if any.
pub fn find<'a>(rows: &'a [Measurement], kind: &str, name: &str) -> Option<&'a Measurement> {
    rows.iter().find(|m| m.kind == kind && m.name == name)
}

/// CSV fields are parsed by [`crate::workspace::field`] (here for
/// `submission.rs`, which reads its CSV the same way).
pub(crate) use crate::workspace::field;

/// The header line `measurements.csv` must start with (after comments).
const HEADER: &str = "kind,name,language,seconds,placements,ns_per_placement,how";

/// Parses `measurements.csv`: `#` lines are comments; the first other line
/// is the [`HEADER`]; fields hold no commas except the last, which takes
/// the rest of the line.
pub fn parse_measurements(csv: &str) -> Result<Vec<Measurement>, String> {
    let mut lines = crate::workspace::csv_records(csv, Some(7)).into_iter();
    if let Some((n, header)) = lines.next().filter(|(_, h)| h.join(",") != HEADER) {
        return Err(format!("line {n}: unexpected header {:?}", header.join(",")));
    }
    let row = |(n, f): (usize, Vec<String>)| {
        let [kind, name, language, seconds, placements, ns, how] = &f[..] else {
            return Err(format!("line {n}: expected 7 fields"));
        };
        Ok(Measurement {
            kind: kind.to_string(),
            name: name.to_string(),
            language: language.to_string(),
            seconds: field(seconds, n)?,
            placements: (!placements.is_empty())
                .then(|| field(placements, n))
                .transpose()?
                .unwrap_or(0),
            reported_ns: (!ns.is_empty()).then(|| field(ns, n)).transpose()?,
            how: how.to_string(),
        })
    };
    lines.map(row).collect()
}

/// The measured cost of `variant` as a Markdown table: the port and the
/// original program, seconds and ns per placement on the Wikipedia puzzle.
pub fn cost_table(rows: &[Measurement], variant: Variant, lang: Edition) -> String {
    let mut out = format!(
        "{}\n|---|---:|---:|---|\n",
        lang.t("| program | seconds | ns per placement | measured with |")
    );
    for kind in ["port", "original"] {
        for m in rows.iter().filter(|m| m.kind == kind && m.name == variant.name()) {
            let who = if kind == "port" {
                lang.t("Rust port (in-process)").to_string()
            } else {
                lang.fill("original {0} program (whole process)", &[&m.language])
            };
            let _ = writeln!(out, "| {who} | {} | {} | {} |", m.seconds, m.ns(), lang.data(&m.how));
        }
    }
    out
}

/// The table of measurements for chapter 8: one row per variant.
pub fn speeds_table(rows: &[Measurement], lang: Edition) -> String {
    let mut out = format!(
        "{}\n|---|---:|---:|---|---:|---:|\n",
        lang.t("| variant | port (s) | port ns/placement | original | original (s) | original ns/placement |")
    );
    for v in Variant::ALL {
        let [port, orig] = ["port", "original"].map(|kind| find(rows, kind, v.name()));
        let pair = |m: Option<&Measurement>| m.map_or(" | ".into(), |m| format!("{} | {}", m.seconds, m.ns()));
        let language = orig.map_or("", |m| &m.language);
        let _ = writeln!(out, "| `{v}` | {} | {language} | {} |", pair(port), pair(orig));
    }
    out
}

/// The instruction counts of `cargo xtask instructions`
/// (`instructions.csv`) as a Markdown table: per solver, its input, the net
/// instructions and the instructions per placement (ports) or per solved
/// puzzle (the reference solver). CONTRIBUTING.md shows the English one.
pub fn instructions_table(rows: &[crate::instructions::Row], lang: Edition) -> String {
    let mut out = format!(
        "{}\n|---|---|---:|---:|\n",
        lang.t("| solver | input | instructions | instructions per unit |")
    );
    for row in rows {
        let count = super::thousands(row.count);
        let per_unit = format!("{:.1}", row.per_unit());
        let (whole, fraction) = per_unit.split_once('.').unwrap_or((&per_unit, "0"));
        let per_unit = format!("{}.{fraction}", super::thousands(whole.parse().unwrap_or(0)));
        let (input, per) = match row.unit.as_str() {
            "placement" => (
                lang.fill("the demo's hard test: {0} placements", &[&count]),
                lang.fill("{0} per placement", &[&per_unit]),
            ),
            _ => (
                lang.fill("{0}: {1} puzzles", &[&row.input, &count]),
                lang.fill("{0} per puzzle", &[&per_unit]),
            ),
        };
        let instructions = super::thousands(row.instructions);
        let _ = writeln!(out, "| `{}` | {input} | {instructions} | {per} |", row.solver);
    }
    out
}

/// The reference solver's measured speed, as a sentence of Markdown.
pub fn reference_speed(rows: &[Measurement], lang: Edition) -> String {
    let mut out = String::new();
    for m in rows.iter().filter(|m| m.kind == "reference") {
        let micros = format!("{:.1}", m.seconds * 1e6);
        let text = lang.fill(
            "Measured: {0}, {1} µs per puzzle ({2}).",
            &[&lang.data(&m.name), &micros, &lang.data(&m.how)],
        );
        let _ = writeln!(out, "{text}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_rows_and_rejects_a_bad_header() {
        let csv = format!("# measured somewhere\n{HEADER}\nport,bitmask,Rust,0.73,69175316,,criterion, 3 runs\n");
        let rows = parse_measurements(&csv).unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].how, "criterion, 3 runs");
        assert!(rows[0].ns_per_placement().unwrap() > 10.0);
        assert!(parse_measurements("kind,name\n").is_err());
    }
}
