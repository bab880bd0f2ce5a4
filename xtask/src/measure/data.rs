//! The values `{{#measure KEY}}` can insert: every row of the data files
//! ([`SOURCES`]) and the problems' facts from the library. A key is
//! `PREFIX.ROW.COLUMN`: `PREFIX` names the file (none for
//! `measurements.csv`), `ROW` joins the row's key columns, `COLUMN` is a
//! column of the header, each part a [`slug`]:
//! `port.hole-array.seconds`, `original.check-arrays.ns_per_placement`
//! (computed as seconds / placements where the file leaves it empty),
//! `experiment.unroll.bitmask.default.value`,
//! `submission.check-arrays.pypy3.max_cpu_s`,
//! `model.main-java.java.hard.max_cpu_s` (`cargo xtask book --bless`),
//! `promise.wikipedia-mirrored.9-1.placements` (`cargo xtask figures`),
//! `calibration.2580.pypy3.ratio` (`cargo xtask originals calibrate`),
//! `mutants.first.variants.missed` (`scripts/mutants.sh`);
//! `problem.2580.time_limit` (seconds, `sudoku_lab::Problem`),
//! `limit.java.2580` (`sudoku_lab::problem::Language`),
//! `stress.at_risk_percent` and `stress.process_limit` (read from
//! `stress --help`, `cli/stress.txt`),
//! `instructions.hole-array.per_unit` (`cargo xtask instructions --bless`),
//! `instructions.tolerance_percent` (the rise that guard allows),
//! `baekjoon.estimate.2580.value`, `baekjoon.speed.pypy3.value` (the
//! model of Baekjoon's data, `cargo xtask figures`).
//! A value is the file's text, unchanged, so the book prints a number as
//! the data gives it. To add a data file, add a line to [`SOURCES`].

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use sudoku_lab::Problem;
use sudoku_lab::problem::{Language, MB};

/// One data file: its path under `book/src/`, the first part of its keys
/// (empty: none), the columns that name a row, in key order, and whether
/// it must exist (an optional one may not be written yet).
pub type Source = (&'static str, &'static str, &'static [&'static str], bool);

/// The data files, in the order their keys are listed. Optional:
/// `models.csv` (the model check reports it missing), `instructions.csv`
/// (`cargo xtask figures` reports it missing), `promise.csv`
/// (written by `cargo xtask figures`; a directive naming its keys fails
/// when it is missing) and the rest.
#[rustfmt::skip]
pub const SOURCES: &[Source] = &[
    ("figures/measurements.csv", "", &["kind", "name"], true),
    ("figures/experiments.csv", "experiment", &["experiment", "variant", "build"], true),
    ("figures/submission.csv", "submission", &["program", "runtime"], false),
    ("figures/models.csv", "model", &["program", "runtime", "kind"], false),
    ("figures/promise.csv", "promise", &["puzzle", "order"], false),
    ("figures/calibration.csv", "calibration", &["problem", "runtime"], false),
    ("figures/mutants.csv", "mutants", &["run", "module"], false),
    ("figures/instructions.csv", "instructions", &["solver"], false),
    ("figures/baekjoon.csv", "baekjoon", &["what", "name"], false),
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
        match ch {
            '+' => out.push('p'),
            _ if ch.is_ascii_alphanumeric() || ch == '_' => out.push(ch),
            _ if !out.is_empty() && !out.ends_with('-') => out.push('-'),
            _ => {}
        }
    }
    out.trim_end_matches('-').to_string()
}

impl Data {
    /// The problems' facts only: `problem.2580.time_limit` (seconds) and
    /// `.memory_limit` (MB), Baekjoon's limits per language
    /// (`limit.java.2580` = 3 s, `memory.java.2580` = 528 MB), and
    /// `instructions.tolerance_percent`.
    pub fn new() -> Data {
        let mut values = BTreeMap::new();
        let mut set = |key: String, value: String| values.insert(key, value);
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
        let tolerance = crate::instructions::TOLERANCE_PERCENT;
        set("instructions.tolerance_percent".to_string(), tolerance.to_string());
        Data { values }
    }

    /// Reads every source under `src` (`book/src`) and the problems' facts.
    pub fn load(src: &Path) -> Result<Data, String> {
        let mut data = Data::new();
        for source @ (file, _, _, required) in SOURCES {
            match fs::read_to_string(src.join(file)) {
                Ok(text) => data.add(source, &text)?,
                Err(e) if *required => return Err(format!("book/src/{file}: {e}")),
                Err(_) => {}
            }
        }
        // `stress`'s policy, read from its help text as the binary prints it
        // (`cli/stress.txt`, checked fresh): no dependency on the CLI crate.
        if let Ok(help) = fs::read_to_string(src.join("cli/stress.txt")) {
            for (key, words) in HELP_FACTS {
                let value = help_fact(&help, words)
                    .ok_or_else(|| format!("book/src/cli/stress.txt: no {words:?} in the help"))?;
                data.values.insert(key.to_string(), value.to_string());
            }
        }
        Ok(data)
    }

    /// Adds the rows of one CSV text: `#` lines are comments, the first
    /// other line the header; the last field takes the rest of a line.
    /// `ROW.ns_per_placement`, when the file leaves it empty, is seconds /
    /// placements in nanoseconds with one decimal. `submission.csv`'s times
    /// have two decimals, as its table and `stress` write them.
    pub fn add(&mut self, (file, prefix, key, _): &Source, text: &str) -> Result<(), String> {
        let mut lines = crate::workspace::csv_records(text, None).into_iter();
        let header = lines.next().map(|l| l.1).unwrap_or_default();
        let columns: Vec<&str> = header.iter().map(|c| c.trim()).collect();
        for (n, fields) in lines {
            let fields = crate::workspace::rest_in_last(fields, columns.len());
            let fields: Vec<&str> = fields.iter().map(|f| f.trim()).collect();
            let field = |name: &str| columns.iter().position(|c| *c == name).and_then(|i| fields.get(i));
            let mut row: Vec<String> = (!prefix.is_empty()).then(|| prefix.to_string()).into_iter().collect();
            for name in *key {
                let value = field(name).ok_or_else(|| format!("book/src/{file}:{n}: no column {name:?}"))?;
                row.push(slug(value));
            }
            let row = row.join(".");
            for (name, value) in columns.iter().zip(&fields) {
                let key = format!("{row}.{}", slug(name));
                // submission.csv's times as its table shows them (`0.06 s`,
                // not `0.060`), so the prose says what the table says.
                let shown = match value.parse::<f64>() {
                    Ok(s) if *prefix == "submission" && name.ends_with("_s") && name != &"time_limit_s" => {
                        format!("{s:.2}")
                    }
                    _ => value.to_string(),
                };
                if self.values.insert(key.clone(), shown).is_some() {
                    return Err(format!("book/src/{file}:{n}: a second row with the key {key}"));
                }
            }
            let ns = format!("{row}.ns_per_placement");
            let number = |column: &str| self.number(&format!("{row}.{column}"));
            if self.get(&ns) == Some("")
                && let (Ok(s), Ok(p)) = (number("seconds"), number("placements"))
                && p > 0.0
            {
                self.values.insert(ns, format!("{:.1}", s * 1e9 / p));
            }
        }
        Ok(())
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
        let number = value.replace(',', "").parse();
        number.map_err(|_| format!("{key} is {value:?}, not a number"))
    }

    /// The message for an unknown key, with the keys that share its start.
    pub fn unknown(&self, key: &str) -> String {
        let start = key.split('.').next();
        let near = self.values.keys().filter(|k| k.split('.').next() == start);
        let near: Vec<&str> = near.map(String::as_str).take(8).collect();
        if near.is_empty() {
            let files: Vec<&str> = SOURCES.iter().map(|s| s.0).collect();
            let files = files.join(", ");
            format!("unknown key {key} (keys come from {files}; `cargo xtask book --keys` lists them)")
        } else {
            let near = near.join(", ");
            format!("unknown key {key} (known: {near}, ...; `cargo xtask book --keys` lists all)")
        }
    }

    /// The keys whose value is `number` (for a hint).
    pub fn keys_holding(&self, number: &str) -> Vec<&str> {
        let wanted = number.replace(',', "");
        let holding = self.values.iter().filter(|(_, v)| v.replace(',', "") == wanted);
        holding.map(|(k, _)| k.as_str()).collect()
    }
}

/// The facts of `stress`'s policy the book quotes, each a key and the
/// words of `stress --help` that state it (`N` the number, a space any
/// run of white space). Their one home is the CLI's stress module.
const HELP_FACTS: [(&str, &str); 2] = [
    ("stress.process_limit", "more than N processes"),
    ("stress.at_risk_percent", "warning over N% of the"),
];

/// The number `words` states in `help`.
fn help_fact(help: &str, words: &str) -> Option<u64> {
    let pattern = regex::escape(words).replace(' ', r"\s+").replace("N", "([0-9]+)");
    let re = regex::Regex::new(&pattern).expect("a regex");
    re.captures(help)?[1].parse().ok()
}

#[cfg(test)]
mod help_fact_tests {
    use super::{HELP_FACTS, help_fact};

    #[test]
    fn the_facts_are_read_from_the_help_text_across_line_breaks() {
        let help = "  RE   non-zero exit status or a signal, or more than 256 processes and\n       threads at once\nwith a warning\n  over 70% of the limit";
        assert_eq!(help_fact(help, HELP_FACTS[0].1), Some(256));
        assert_eq!(help_fact(help, HELP_FACTS[1].1), Some(70));
        assert_eq!(help_fact("more than many processes", HELP_FACTS[0].1), None);
        assert_eq!(help_fact("no bound here", HELP_FACTS[1].1), None);
    }
}
