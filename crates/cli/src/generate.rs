//! `sudoku-lab generate`: fresh, reproducible puzzles.

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::format::{self, Format};
use sudoku_lab::generate::{self, Generator, Options};

use crate::args;
use crate::error::Error;
use crate::exit::{self, Code};
use crate::output::{Out, stderr_line};

/// What `generate --help` says after the options, before the exit codes.
const GENERATE_HELP: &str = "\
The same options and seed give the same bytes on every machine. Puzzles are
cut from complete grids drawn from the seed; --unique keeps exactly one
solution, --boj keeps the 2580 promise (see `sudoku-lab validate --help`),
--hard hill-climbs over which cells are blank to push problem 12095's cnt
as close to the 99,999 cap as it can, and reports the cnt reached.";

/// `generate --help` after the options, with the exit codes.
pub fn after_help() -> String {
    let codes = exit::help([
        "success",
        "no puzzle with the properties asked for was found (try fewer blanks)",
        "bad usage",
    ]);
    format!("{GENERATE_HELP}\n\n{codes}")
}

/// Arguments of `generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// How many puzzles.
    #[arg(long, short = 'n', default_value_t = 1)]
    count: usize,
    /// The seed of the random stream.
    #[arg(long, short = 's', default_value_t = 0)]
    seed: u64,
    /// The output format.
    #[arg(long, short = 'f', value_parser = args::written_format(), default_value_t = Format::Line)]
    format: Format,
    /// Blanks per puzzle: a number (`45`) or a range (`40..55`, inclusive).
    #[arg(long, short = 'b', value_name = "K|MIN..MAX", value_parser = parse_blanks)]
    blanks: Option<std::ops::RangeInclusive<usize>>,
    /// Exactly one solution.
    #[arg(long)]
    unique: bool,
    /// A legal BOJ 2580 test: passes `sudoku-lab validate --problem 2580`.
    #[arg(long)]
    boj: bool,
    /// Search for puzzles with a large 12095 cnt (implies --boj).
    #[arg(long)]
    hard: bool,
}

/// Parses `--blanks`: `45` or `40..55` (inclusive), within 0..=81.
fn parse_blanks(s: &str) -> Result<std::ops::RangeInclusive<usize>, String> {
    let number = |t: &str| {
        t.trim()
            .parse::<usize>()
            .map_err(|_| format!("expected a number of blanks or MIN..MAX, found '{s}'"))
    };
    let range = match s.split_once("..") {
        Some((lo, hi)) => number(lo)?..=number(hi.trim_start_matches('='))?,
        None => number(s)?..=number(s)?,
    };
    if range.start() > range.end() || *range.end() > 81 {
        return Err(format!("blanks must be a range within 0..81, found '{s}'"));
    }
    Ok(range)
}

/// Writes the puzzles to stdout as they come; a progress bar on a terminal.
/// A closed stdout stops the generator (exit 0).
pub fn run(args: GenerateArgs) -> Result<Code, Error> {
    let generator = Generator::new(options(&args)).map_err(|e| Error::BadInput(e.to_string()))?;
    let bar = ProgressBar::new(args.count as u64).with_style(
        ProgressStyle::with_template("generating {bar:30} {pos}/{len}, {elapsed}").expect("a valid template"),
    );
    let mut out = Out::new();
    let mut best_cnt = 0;
    for (i, g) in generator.enumerate() {
        let g = match g {
            Ok(g) => g,
            Err(e) => {
                bar.abandon();
                out.flush();
                return Err(Error::Failed(e.to_string()));
            }
        };
        let separator = if i > 0 && args.format != Format::Line { "\n" } else { "" };
        if !out.write(format!("{separator}{}", format::write(&g.puzzle, args.format)).as_bytes()) {
            bar.abandon();
            return Ok(Code::Success);
        }
        best_cnt = best_cnt.max(g.cnt.unwrap_or(0));
        bar.inc(1);
    }
    bar.finish_and_clear();
    out.flush();
    if args.hard {
        stderr_line(format_args!(
            "sudoku-lab: best 12095 cnt reached: {best_cnt} (the cap is 99,999)"
        ));
    }
    Ok(Code::Success)
}

/// The generator's options.
fn options(args: &GenerateArgs) -> Options {
    let mut options = Options {
        count: args.count,
        seed: args.seed,
        unique: args.unique,
        boj: args.boj || args.hard,
        hard: if args.hard { generate::HARD_STEPS } else { 0 },
        ..Options::default()
    };
    if let Some(b) = &args.blanks {
        options.blanks = b.clone();
    }
    options
}
