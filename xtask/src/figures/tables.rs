//! The measured timings (`book/src/figures/measurements.csv`) and the
//! Markdown tables the chapters include from them.

use std::fmt::Write as _;

use sudoku_lab::Variant;

use super::lang::Lang;

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

/// The header line `measurements.csv` must start with (after comments).
const HEADER: &str = "kind,name,language,seconds,placements,ns_per_placement,how";

/// Parses `measurements.csv`: `#` lines are comments; the first other line
/// is the header `kind,name,language,seconds,placements,ns_per_placement,how`;
/// fields hold no commas except the last, which takes the rest of the line.
pub fn parse_measurements(csv: &str) -> Result<Vec<Measurement>, String> {
    let mut lines = crate::workspace::csv_lines(csv);
    if let Some((n, line)) = lines.next().filter(|(_, h)| *h != HEADER) {
        return Err(format!("line {n}: unexpected header {line:?}"));
    }
    lines.map(|(n, line)| parse_row(line, n)).collect()
}

/// One data line of `measurements.csv`, line number `n` (for errors).
fn parse_row(line: &str, n: usize) -> Result<Measurement, String> {
    let f: Vec<&str> = line.splitn(7, ',').collect();
    if f.len() != 7 {
        return Err(format!("line {n}: expected 7 fields"));
    }
    let number = |s: &str| s.parse::<f64>().map_err(|e| format!("line {n}: {s:?}: {e}"));
    Ok(Measurement {
        kind: f[0].to_string(),
        name: f[1].to_string(),
        language: f[2].to_string(),
        seconds: number(f[3])?,
        placements: if f[4].is_empty() {
            0
        } else {
            f[4].parse().map_err(|e| format!("line {n}: {e}"))?
        },
        reported_ns: if f[5].is_empty() { None } else { Some(number(f[5])?) },
        how: f[6].to_string(),
    })
}

/// The measured cost of `variant` as a Markdown table: the port and the
/// original program, seconds and ns per placement on the Wikipedia puzzle;
/// in `lang`.
pub fn cost_table(rows: &[Measurement], variant: Variant, lang: Lang) -> String {
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
            let ns = m.ns_per_placement().map_or(String::new(), |ns| format!("{ns:.1}"));
            let _ = writeln!(out, "| {who} | {} | {ns} | {} |", m.seconds, lang.data(&m.how));
        }
    }
    out
}

/// The table of measurements for chapter 8: one row per variant; in `lang`.
pub fn speeds_table(rows: &[Measurement], lang: Lang) -> String {
    let mut out = format!(
        "{}\n|---|---:|---:|---|---:|---:|\n",
        lang.t("| variant | port (s) | port ns/placement | original | original (s) | original ns/placement |")
    );
    for v in Variant::ALL {
        let port = rows.iter().find(|m| m.kind == "port" && m.name == v.name());
        let orig = rows.iter().find(|m| m.kind == "original" && m.name == v.name());
        let secs = |m: Option<&Measurement>| m.map_or(String::new(), |m| m.seconds.to_string());
        let ns = |m: Option<&Measurement>| m.and_then(Measurement::ns_per_placement).map(|ns| format!("{ns:.1}"));
        let (ps, pns, os, ons) = (
            secs(port),
            ns(port).unwrap_or_default(),
            secs(orig),
            ns(orig).unwrap_or_default(),
        );
        let language = orig.map_or("", |m| &m.language);
        let _ = writeln!(out, "| `{v}` | {ps} | {pns} | {language} | {os} | {ons} |");
    }
    out
}

/// The reference solver's measured speed, as a sentence of Markdown in
/// `lang`.
pub fn reference_speed(rows: &[Measurement], lang: Lang) -> String {
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
