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

use super::Data;
use crate::markdown::Source;

/// Phrases that may be written out, each with why it is not a measurement.
pub const ALLOWED: &[(&str, &str)] = &[
    ("C++14 80 ms", "quoted from problem 2580's statement"),
    ("Java 292 ms", "quoted from problem 2580's statement"),
    ("PyPy3 1172 ms", "quoted from problem 2580's statement"),
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
    for (open, close) in [("<!--", "-->"), ("<", ">")] {
        let mut from = 0;
        while let Some(start) = text[from..].find(open).map(|s| s + from) {
            let tag = open == "<!--" || text[start + 1..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '/');
            let end = text[start..].find(close).map(|e| start + e + close.len());
            match end.or((open == "<!--").then_some(text.len())) {
                Some(end) if tag => {
                    hidden.push(start..end);
                    from = end;
                }
                _ => from = start + 1,
            }
        }
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

/// The measured-looking numbers of a line of prose, with their units.
fn scan(prose: &str) -> Vec<String> {
    let chars: Vec<char> = prose.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts_number = chars[i].is_ascii_digit()
            && (i == 0 || !(chars[i - 1].is_alphanumeric() || matches!(chars[i - 1], '_' | '.' | ',')));
        if !starts_number {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < chars.len()
            && (chars[j].is_ascii_digit()
                || (matches!(chars[j], ',' | '.') && chars.get(j + 1).is_some_and(char::is_ascii_digit)))
        {
            j += 1;
        }
        let before: String = chars[..i].iter().collect();
        let factor = before.trim_end().ends_with("factor of") || before.trim_end().ends_with("factor of about");
        if let Some(unit_end) = unit(&chars, j) {
            found.push(chars[i..unit_end].iter().collect::<String>().trim().to_string());
        } else if factor {
            found.push(format!("factor of {}", chars[i..j].iter().collect::<String>()));
        }
        i = j;
    }
    found
}

/// Where the unit after a number ending at `j` ends, if one follows.
fn unit(chars: &[char], j: usize) -> Option<usize> {
    match chars.get(j) {
        Some('%') => return Some(j + 1),
        Some('x' | '×') => return (!chars.get(j + 1).is_some_and(|c| c.is_alphanumeric())).then_some(j + 1),
        _ => {}
    }
    let k = if matches!(chars.get(j), Some(' ' | '\u{a0}' | '\u{202f}')) {
        j + 1
    } else {
        j
    };
    let word_end = (k..chars.len())
        .find(|&e| !chars[e].is_alphabetic())
        .unwrap_or(chars.len());
    let word: String = chars[k..word_end].iter().collect();
    // `s` alone only after a space: `8s` is the digit 8, twice.
    if UNITS.split_whitespace().any(|u| u == word) && (word != "s" || k > j) {
        return Some(word_end);
    }
    let rest: String = chars[k..chars.len().min(k + 14)].iter().collect();
    TIMES.iter().any(|t| rest.starts_with(t)).then_some(word_end)
}

/// Checks every Markdown file of `files` but the generated `figures/`: a
/// problem per measured-looking number, naming the keys that hold its
/// value, if any.
pub fn check(files: &[Source], data: &Data) -> Vec<String> {
    let mut problems = Vec::new();
    for Source { path: name, text } in files.iter().filter(|f| !f.path.starts_with("figures/")) {
        for (line, number) in measured_numbers(text) {
            let digits = number.chars().skip_while(|c| !c.is_ascii_digit());
            let digits: String = digits
                .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | ','))
                .collect();
            let keys = data.keys_holding(&digits);
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
