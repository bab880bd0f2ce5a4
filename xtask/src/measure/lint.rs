//! The number lint of `cargo xtask book --check`: a measured-looking
//! number written out in the prose fails the check, so every time, ratio
//! and percentage the book states comes from a `{{#measure}}` directive
//! and cannot disagree with the data or with another chapter. The prose is
//! what mdBook's parser reads as text ([`crate::markdown::read`]).
//!
//! Measured-looking: a number followed by a unit of time (`ms`, `us`,
//! `µs`, `ns`, `min`, `seconds`..., and `s` after a space: `two 8s` is
//! not a time), by `%`, by `x` or `×` (a
//! speed-up; `9x9` is a size and passes), or by `times as`, `times
//! faster`, `times slower`; or one after `factor of`. Not looked at: code
//! blocks and inline code (transcripts of one-off runs are code and say
//! so), directives, link targets, HTML tags and comments, and the
//! generated tables under `figures/` (drawn from the data).
//!
//! [`ALLOWED`] lists the few such numbers that are not measurements.

use std::sync::LazyLock;

use regex::Regex;

use super::Data;
use crate::markdown::Source;

/// Phrases that may be written out, each with why it is not a measurement.
pub const ALLOWED: &[(&str, &str)] = &[
    ("C++14: 80ms", "quoted from problem 2580's statement (제한)"),
    ("Java: 292ms", "quoted from problem 2580's statement (제한)"),
    ("PyPy3: 1172ms", "quoted from problem 2580's statement (제한)"),
    ("C++17: 180ms", "quoted from problem 2239's statement (제한)"),
    ("Java 15: 528ms", "quoted from problem 2239's statement (제한)"),
    ("PyPy3: 2064ms", "quoted from problem 2239's statement (제한)"),
];

/// Units that make a number a measurement, as whole words after it.
const UNITS: &str = "s ms us µs ns sec min second seconds minute minutes millisecond milliseconds \
    microsecond microseconds nanosecond nanoseconds";

/// Words after `N times` that make it a speed-up.
const TIMES: &[&str] = &["times as ", "times faster", "times slower", "times more", "times less"];

/// The measured-looking numbers of one Markdown text: (line, the number
/// with its unit).
pub fn measured_numbers(markdown: &str) -> Vec<(usize, String)> {
    // The prose as mdBook reads it ([`crate::markdown::read`]), everything
    // else blanked out but the line breaks, so lines keep their numbers.
    let blank = |bytes: &mut [u8]| bytes.iter_mut().filter(|b| **b != b'\n').for_each(|b| *b = b' ');
    let mut prose = markdown.as_bytes().to_vec();
    blank(&mut prose);
    for range in crate::markdown::read(markdown).prose {
        prose[range.clone()].copy_from_slice(&markdown.as_bytes()[range]);
    }
    // Then directives, the [`ALLOWED`] phrases, and the tags and comments
    // of HTML blocks (an unclosed comment runs to the end).
    let text = std::str::from_utf8(&prose).expect("whole characters copied");
    let directives = crate::markdown::directives(text).into_iter().filter(|d| d.closed);
    let mut hidden: Vec<_> = directives.map(|d| d.range).collect();
    for (phrase, _) in ALLOWED {
        hidden.extend(text.match_indices(phrase).map(|(at, _)| at..at + phrase.len()));
    }
    for re in [r"(?s)<!(?:-->|--.*?-->|--.*)", r"<[A-Za-z/][^>]*>"] {
        hidden.extend(Regex::new(re).expect("a regex").find_iter(text).map(|m| m.range()));
    }
    for range in hidden {
        blank(&mut prose[range]);
    }
    let prose = String::from_utf8(prose).expect("whole characters blanked");
    let lines = prose.lines().enumerate();
    lines
        .flat_map(|(n, line)| scan(line).into_iter().map(move |m| (n + 1, m)))
        .collect()
}

/// The measured-looking numbers of a line of prose, with their units: a
/// number (not right after a letter, digit, `_`, `.` or `,`), then `%`,
/// `x` or `×` alone, or a word after at most one space.
fn scan(prose: &str) -> Vec<String> {
    static NUMBER: LazyLock<Regex> = LazyLock::new(|| {
        let re = r"[0-9](?:[0-9]|[.,][0-9])*(%|[x×]\w?|(?:[ \u{a0}\u{202f}]?\p{Alphabetic}+)?)";
        Regex::new(re).expect("a regex")
    });
    let mut found = Vec::new();
    for c in NUMBER.captures_iter(prose) {
        let (all, after) = (c.get(0).expect("a match"), &c[1]);
        let before = &prose[..all.start()];
        if before.ends_with(|p: char| p.is_alphanumeric() || matches!(p, '_' | '.' | ',')) {
            continue;
        }
        let word = after.trim_start_matches([' ', '\u{a0}', '\u{202f}']);
        // `s` alone only after a space: `8s` is the digit 8, twice.
        let unit = UNITS.split_whitespace().any(|u| u == word) && (word != "s" || word != after);
        let times = TIMES.iter().any(|t| prose[all.end() - word.len()..].starts_with(t));
        if matches!(after, "%" | "x" | "×") || unit || times {
            found.push(all.as_str().trim().to_string());
        } else if before.trim_end().ends_with("factor of") || before.trim_end().ends_with("factor of about") {
            found.push(format!("factor of {}", &all.as_str()[..all.len() - after.len()]));
        }
    }
    found
}

/// Checks every Markdown file of `files` but the generated `figures/`: a
/// problem per measured-looking number, naming the keys that hold its
/// value, if any.
pub fn check(files: &[Source], data: &Data) -> Vec<String> {
    let mut problems = Vec::new();
    for Source { path: name, text } in files.iter().filter(|f| !f.path.starts_with("figures/")) {
        for (line, number) in measured_numbers(text) {
            let not_digit = |c: char| !c.is_ascii_digit() && c != '.' && c != ',';
            let digits = number.split(not_digit).find(|w| !w.is_empty()).unwrap_or("");
            let keys = data.keys_holding(digits);
            let hint = if keys.is_empty() {
                format!("no data holds {digits}: measure it into a data file, or leave it out")
            } else {
                let more = if keys.len() > 3 { " or ..." } else { "" };
                let keys = keys[..keys.len().min(3)].join("}} or {{#measure ");
                format!("write {{{{#measure {keys}}}}}{more}")
            };
            problems.push(format!(
                "book/src/{name}:{line}: \"{number}\" is a measured number written out; {hint}"
            ));
        }
    }
    problems
}
