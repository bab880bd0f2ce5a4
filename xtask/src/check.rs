//! `cargo xtask book --check`: every check of the book, run one after the
//! other, with the problems listed per check at the end.
//!
//! The book shows only what the workspace contains and what its runs
//! print: every Rust listing is an `{{#include}}` of a repository file (by
//! anchor or whole), every figure, table, help text and transcript is
//! regenerated and compared byte for byte with the committed file, and the
//! book builds with mdBook with nothing left unexpanded. Every measured
//! number of the prose is a `{{#measure}}` of the data ([`measure`]).

use std::path::Path;
use std::time::Instant;

use crate::workspace::{BOOK_SRC, Generated, Mode};
use crate::{figures, i18n, markdown, measure, models, render, traces, transcripts};

/// The outcome of one check: its name and its problems.
struct Section {
    name: &'static str,
    problems: Vec<String>,
}

/// Runs every check on the book under the workspace root `root`. With
/// `mode` [`Mode::Write`], stale generated files are rewritten instead of
/// reported (the other checks still report). Prints a line per check and
/// the problems; returns whether there were none. An `Err` is a failure to
/// run a check at all (an unreadable input).
pub fn run(root: &Path, mode: Mode) -> Result<bool, String> {
    let src = root.join(BOOK_SRC);
    let files = markdown::sources(&src)?;
    let mut sections = Vec::new();

    let (count, mut problems) = markdown::check_includes(&src, &files);
    if count <= 20 {
        problems.push(format!("only {count} includes found: is the parser broken?"));
    }
    sections.push(report("every include names an existing file and anchor", problems));
    let listings = markdown::check_listings(&files);
    sections.push(report("Rust listings are includes only", listings));
    let summary = markdown::check_summary(&src, &files);
    sections.push(report("SUMMARY.md lists every chapter and only existing ones", summary));
    let data = measure::Data::load(&src)?;
    let directives = measure::check_directives(&files, &data);
    sections.push(report("every {{#measure}} names a key of the data", directives));
    let numbers = measure::lint::check(&files, &data);
    sections.push(report("no measured number is written out in the prose", numbers));

    let started = Instant::now();
    let mut generated = Generated::new(mode);
    figures::generate(root, &mut generated)?;
    traces::generate(root, &mut generated)?;
    eprintln!("  (figures drawn in {:.1} s)", started.elapsed().as_secs_f64());
    sections.push(generated_report("figures, tables and step traces are fresh", generated));

    let mut generated = Generated::new(mode);
    let bin = crate::workspace::build_cli(root, false);
    match &bin {
        Ok(bin) => transcripts::generate(bin, root, &mut generated)?,
        Err(e) => generated.problems.push(e.clone()),
    }
    sections.push(generated_report("CLI help texts and transcripts are fresh", generated));

    let started = Instant::now();
    let problems = match &bin {
        Ok(bin) => models::check(bin, root, mode)?,
        Err(_) => vec!["no sudoku-lab binary to run the model solutions with".to_string()],
    };
    let secs = started.elapsed().as_secs_f64();
    eprintln!("  (model solutions stressed in {secs:.1} s)");
    sections.push(report(
        "the model solutions are all AC under `stress` (book/src/figures/models.csv)",
        problems,
    ));

    sections.push(report(
        "the Korean catalog is fresh and complete (book/po/)",
        i18n::check(root, mode)?,
    ));
    sections.push(report(
        "both editions build with every directive expanded",
        render::check(root)?,
    ));
    Ok(summarise(&sections, mode))
}

/// Prints one check's line and returns it as a [`Section`].
fn report(name: &'static str, problems: Vec<String>) -> Section {
    let status = if problems.is_empty() {
        "ok".to_string()
    } else {
        format!("{} problem(s)", problems.len())
    };
    eprintln!("check: {name} ... {status}");
    Section { name, problems }
}

/// [`report`] for generated files, listing what was rewritten.
fn generated_report(name: &'static str, generated: Generated) -> Section {
    for path in &generated.written {
        eprintln!("  rewrote {}", crate::workspace::display(path));
    }
    eprintln!("  ({} generated files compared)", generated.count);
    report(name, generated.problems)
}

/// Prints the problems of every failed check; true when there were none.
fn summarise(sections: &[Section], mode: Mode) -> bool {
    let failed: Vec<&Section> = sections.iter().filter(|s| !s.problems.is_empty()).collect();
    if failed.is_empty() {
        eprintln!("the book is fine: {} checks passed", sections.len());
        return true;
    }
    let total: usize = failed.iter().map(|s| s.problems.len()).sum();
    eprintln!("\nerror: {total} problem(s) in the book:");
    for section in &failed {
        eprintln!("\n{}:", section.name);
        for problem in &section.problems {
            eprintln!("  - {problem}");
        }
    }
    let stale = failed
        .iter()
        .flat_map(|s| &s.problems)
        .any(|p| p.starts_with("stale: ") || p.starts_with("missing: "));
    if stale && mode == Mode::Check {
        eprintln!("\nrun `cargo xtask book --bless` to rewrite the generated files, and review the diff");
    }
    false
}
