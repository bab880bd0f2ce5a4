//! The values `{{#measure KEY}}` can insert: every row of the registered
//! data files ([`SOURCES`]) and the problems' facts from the library.
//!
//! A key is `PREFIX.ROW.COLUMN`: `PREFIX` names the file (empty for
//! `measurements.csv`, whose kinds `port`, `original` and `reference`
//! come first instead), `ROW` joins the row's key columns and `COLUMN` is
//! a column of the header. Every part is lower-cased, `+` becomes `p`
//! and each other run of characters but letters, digits and `_` one `-`:
//!
//! - `port.hole-array.seconds`, `original.check-arrays.ns_per_placement`
//!   (`measurements.csv`; `ns_per_placement` is computed as seconds /
//!   placements, one decimal, where the file leaves it empty);
//! - `experiment.unroll.bitmask.default.value` (`experiments.csv`);
//! - `submission.check-arrays.pypy3.max_cpu_s` (`submission.csv`);
//! - `model.main-java.java.hard.max_cpu_s` (`models.csv`, the book's model
//!   solutions under `stress`, written by `cargo xtask book --bless`);
//! - `promise.wikipedia-mirrored.9-1.placements` (`promise.csv`, written
//!   by `cargo xtask figures`);
//! - `mutants.first.variants.missed` (`mutants.csv`, written by
//!   `scripts/mutants.sh`);
//! - `problem.2580.time_limit` (seconds, from `sudoku_lab::Problem`);
//!   `limit.java.2580` (seconds: Baekjoon's limit for a language, from
//!   `sudoku_lab::problem::Language`); `stress.at_risk_percent` (from
//!   `sudoku_lab::problem::AT_RISK`).
//!
//! A value is the file's text, unchanged, so the book prints a number as
//! the data gives it. To add a data file, add a line to [`SOURCES`].

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use sudoku_lab::Problem;

/// One data file the directive reads.
pub struct Source {
    /// The file, relative to `book/src/`.
    pub file: &'static str,
    /// The first part of its keys (empty: none).
    pub prefix: &'static str,
    /// The columns that name a row, in key order.
    pub key: &'static [&'static str],
    /// Whether the file must exist (an optional one may not be written yet).
    pub required: bool,
}

/// The data files, in the order their keys are listed. Optional: `models.csv`
/// (written by the first `cargo xtask book --bless` after a clone without
/// it; the model check reports it missing) and `promise.csv` (written by
/// `cargo xtask figures`; a directive naming its keys fails when it is
/// missing).
#[rustfmt::skip]
pub const SOURCES: &[Source] = &[
    Source { file: "figures/measurements.csv", prefix: "", key: &["kind", "name"], required: true },
    Source { file: "figures/experiments.csv", prefix: "experiment", key: &["experiment", "variant", "build"], required: true },
    Source { file: "figures/submission.csv", prefix: "submission", key: &["program", "runtime"], required: false },
    Source { file: "figures/models.csv", prefix: "model", key: &["program", "runtime", "kind"], required: false },
    Source { file: "figures/promise.csv", prefix: "promise", key: &["puzzle", "order"], required: false },
    Source { file: "figures/mutants.csv", prefix: "mutants", key: &["run", "module"], required: false },
];

/// Every key and its value.
#[derive(Debug, Default)]
pub struct Data {
    values: BTreeMap<String, String>,
}

/// A key part: lower case, `+` as `p` (`g++` is `gpp`), each run of
/// other characters than `[a-z0-9_]` one `-`, none at either end.
pub fn slug(part: &str) -> String {
    let mut out = String::new();
    for ch in part.to_lowercase().chars() {
        if ch.is_ascii_alphanumeric() || ch == '_' {
            out.push(ch);
        } else if ch == '+' {
            out.push('p');
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

impl Data {
    /// The problems' facts only, no data file yet.
    pub fn new() -> Data {
        let mut data = Data::default();
        data.add_problems();
        data
    }

    /// Reads every source under `src` (`book/src`) and the problems' facts.
    pub fn load(src: &Path) -> Result<Data, String> {
        let mut data = Data::new();
        for source in SOURCES {
            match fs::read_to_string(src.join(source.file)) {
                Ok(text) => data.add(source, &text)?,
                Err(e) if source.required => return Err(format!("book/src/{}: {e}", source.file)),
                Err(_) => {}
            }
        }
        // `stress.process_limit`: the bound on one run's processes and
        // threads, a fact of the command line, read from its help text as
        // the binary prints it (`cli/stress.txt`, checked fresh), so xtask
        // needs no dependency on the CLI crate.
        if let Ok(help) = fs::read_to_string(src.join("cli/stress.txt")) {
            let limit =
                process_limit(&help).ok_or("book/src/cli/stress.txt: no \"more than N processes\" in the help")?;
            data.values
                .insert("stress.process_limit".to_string(), limit.to_string());
        }
        Ok(data)
    }

    /// Adds the rows of one CSV text: `#` lines are comments, the first
    /// other line the header; the last field takes the rest of a line.
    pub fn add(&mut self, source: &Source, text: &str) -> Result<(), String> {
        let at = |n: usize, what: String| format!("book/src/{}:{n}: {what}", source.file);
        let mut header: Option<Vec<&str>> = None;
        for (n, line) in crate::workspace::csv_lines(text) {
            let Some(columns) = &header else {
                header = Some(line.split(',').map(str::trim).collect());
                continue;
            };
            let fields: Vec<&str> = line.splitn(columns.len(), ',').map(str::trim).collect();
            let field = |name: &str| columns.iter().position(|c| *c == name).and_then(|i| fields.get(i));
            let mut row = Vec::new();
            for name in source.key {
                let value = field(name).ok_or_else(|| at(n, format!("no column {name:?}")))?;
                row.push(slug(value));
            }
            let row = std::iter::once(source.prefix)
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .chain(row)
                .collect::<Vec<_>>()
                .join(".");
            for (name, value) in columns.iter().zip(&fields) {
                let key = format!("{row}.{}", slug(name));
                if self.values.insert(key.clone(), value.to_string()).is_some() {
                    return Err(at(n, format!("a second row with the key {key}")));
                }
            }
            self.fill_ns_per_placement(&row);
        }
        Ok(())
    }

    /// `ROW.ns_per_placement`, when the file leaves it empty: seconds /
    /// placements, in nanoseconds with one decimal.
    fn fill_ns_per_placement(&mut self, row: &str) {
        let key = format!("{row}.ns_per_placement");
        if self.values.get(&key).is_some_and(|v| v.is_empty()) {
            let seconds = self.number(&format!("{row}.seconds"));
            let placements = self.number(&format!("{row}.placements"));
            if let (Ok(s), Ok(p)) = (seconds, placements)
                && p > 0.0
            {
                self.values.insert(key, format!("{:.1}", s * 1e9 / p));
            }
        }
    }

    /// The problems' facts: `problem.2580.time_limit` (seconds) and
    /// `.memory_limit` (MB), Baekjoon's limits per language
    /// (`limit.java.2580` = 3 s, `memory.java.2580` = 528 MB), and
    /// `stress.at_risk_percent`.
    fn add_problems(&mut self) {
        use sudoku_lab::problem::{AT_RISK, Language, MB};
        let mut set = |key: String, value: String| self.values.insert(key, value);
        let secs = |d: std::time::Duration| d.as_secs_f64().to_string();
        for p in Problem::ALL {
            let n = p.number();
            set(format!("problem.{n}.time_limit"), secs(p.time_limit()));
            set(format!("problem.{n}.memory_limit"), (p.memory_limit() / MB).to_string());
            for language in Language::ALL {
                let key = language.key();
                set(format!("limit.{key}.{n}"), secs(language.time_limit(p)));
                set(format!("memory.{key}.{n}"), (language.memory_limit(p) / MB).to_string());
            }
        }
        set("stress.at_risk_percent".to_string(), format!("{:.0}", AT_RISK * 100.0));
    }

    /// The value of `key`, as the data gives it.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(String::as_str)
    }

    /// Every key and value, sorted by key.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.values.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// The value of `key` as a number.
    pub fn number(&self, key: &str) -> Result<f64, String> {
        let value = self.get(key).ok_or_else(|| self.unknown(key))?;
        value
            .replace(',', "")
            .parse()
            .map_err(|_| format!("{key} is {value:?}, not a number"))
    }

    /// The message for an unknown key, with the keys that share its start.
    pub fn unknown(&self, key: &str) -> String {
        let start = key.split('.').next().unwrap_or("");
        let near: Vec<&str> = self
            .values
            .keys()
            .filter(|k| k.split('.').next() == Some(start))
            .map(String::as_str)
            .take(8)
            .collect();
        let files: Vec<&str> = SOURCES.iter().map(|s| s.file).collect();
        if near.is_empty() {
            format!(
                "unknown key {key} (keys come from {}; `cargo xtask book --keys` lists them)",
                files.join(", ")
            )
        } else {
            format!(
                "unknown key {key} (known: {}, ...; `cargo xtask book --keys` lists all)",
                near.join(", ")
            )
        }
    }

    /// The keys whose value is `number` (for a hint).
    pub fn keys_holding(&self, number: &str) -> Vec<&str> {
        let wanted = number.replace(',', "");
        self.values
            .iter()
            .filter(|(_, v)| v.replace(',', "") == wanted)
            .map(|(k, _)| k.as_str())
            .collect()
    }
}
/// The `N` of "more than N processes" in `stress --help`.
fn process_limit(help: &str) -> Option<u64> {
    let words: Vec<&str> = help.split_whitespace().collect();
    words
        .windows(4)
        .find(|w| w[0] == "more" && w[1] == "than" && w[3] == "processes")
        .and_then(|w| w[2].parse().ok())
}

#[cfg(test)]
mod process_limit_tests {
    use super::process_limit;

    #[test]
    fn the_bound_is_read_from_the_help_text_across_its_line_break() {
        let help = "  RE   non-zero exit status or a signal, or more than 256 processes and\n       threads at once";
        assert_eq!(process_limit(help), Some(256));
        assert_eq!(process_limit("more than many processes"), None);
        assert_eq!(process_limit("no bound here"), None);
    }
}
