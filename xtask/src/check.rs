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

use sudoku_lab::units::{Unit, duration};

use crate::workspace::{BOOK_SRC, Generated, Mode, build_cli, display};
use crate::{figures, i18n, markdown, measure, models, render, transcripts};

/// Runs every check on the book under `root`. With [`Mode::Write`], stale
/// generated files are rewritten instead of reported (the other checks
/// still report). Prints a line per check and the problems; returns whether
/// there were none. An `Err`: a check could not run at all.
pub fn run(root: &Path, mode: Mode) -> Result<bool, String> {
    let src = root.join(BOOK_SRC);
    let files = markdown::sources(&src)?;
    let mut sections: Vec<(&str, Vec<String>)> = Vec::new();
    let mut report = |name: &'static str, problems: Vec<String>| {
        let status = match problems.len() {
            0 => "ok".to_string(),
            n => format!("{n} problem(s)"),
        };
        eprintln!("check: {name} ... {status}");
        sections.push((name, problems));
    };
    let generated = |g: Generated| {
        g.written
            .iter()
            .for_each(|path| eprintln!("  rewrote {}", display(path)));
        eprintln!("  ({} generated files compared)", g.count);
        g.problems
    };

    let (count, mut problems) = markdown::check_includes(&src, &files);
    if count <= 20 {
        problems.push(format!("only {count} includes found: is the parser broken?"));
    }
    report("every include names an existing file and anchor", problems);
    report("Rust listings are includes only", markdown::check_listings(&files));
    let summary = markdown::check_summary(&src, &files);
    report("SUMMARY.md lists every chapter and only existing ones", summary);
    let data = measure::Data::load(&src)?;
    report(
        "every {{#measure}} names a key of the data",
        measure::check_directives(&files, &data),
    );
    report(
        "no measured number is written out in the prose",
        measure::lint::check(&files, &data),
    );

    let (started, mut figures) = (Instant::now(), Generated::new(mode));
    figures::generate(root, &mut figures)?;
    eprintln!("  (figures drawn in {})", duration(started.elapsed(), Unit::Fit));
    report("figures and tables are fresh", generated(figures));

    let (bin, mut runs) = (build_cli(root, false), Generated::new(mode));
    match &bin {
        Ok(bin) => transcripts::generate(bin, root, &mut runs)?,
        Err(e) => runs.problems.push(e.clone()),
    }
    report("CLI help texts and transcripts are fresh", generated(runs));

    let started = Instant::now();
    let problems = match &bin {
        Ok(bin) => models::check(bin, root, mode)?,
        Err(_) => vec!["no sudoku-lab binary to run the model solutions with".to_string()],
    };
    eprintln!(
        "  (model solutions stressed in {})",
        duration(started.elapsed(), Unit::Fit)
    );
    let models = "the model solutions are all AC under `stress` (book/src/figures/models.csv)";
    report(models, problems);
    report(
        "the Korean catalog is fresh and complete (book/po/)",
        i18n::check(root, mode)?,
    );
    report(
        "both editions build with every directive expanded",
        render::check(root)?,
    );

    Ok(summarize(&sections, mode))
}

/// Prints the problems of every failed check (and how to rewrite stale
/// generated files): whether every check passed.
fn summarize(sections: &[(&str, Vec<String>)], mode: Mode) -> bool {
    let failed: Vec<_> = sections.iter().filter(|s| !s.1.is_empty()).collect();
    if failed.is_empty() {
        eprintln!("the book is fine: {} checks passed", sections.len());
        return true;
    }
    let total: usize = failed.iter().map(|s| s.1.len()).sum();
    eprintln!("\nerror: {total} problem(s) in the book:");
    for (name, problems) in &failed {
        eprintln!("\n{name}:");
        problems.iter().for_each(|p| eprintln!("  - {p}"));
    }
    let problems = failed.iter().flat_map(|s| &s.1);
    if mode == Mode::Check
        && problems
            .into_iter()
            .any(|p| p.starts_with("stale: ") || p.starts_with("missing: "))
    {
        eprintln!("\nrun `cargo xtask book --bless` to rewrite the generated files, and review the diff");
    }
    false
}
