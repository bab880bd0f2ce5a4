//! `sudoku-lab generate`: fresh, reproducible puzzles.

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::format::{self, Format};
use sudoku_lab::generate::{Generator, Options};
use sudoku_lab::units::thousands;
use sudoku_lab::validate::CNT_LIMIT;

use crate::args;
use crate::error::Error;
use crate::exit::{self, Code};
use crate::messages;
use crate::output::{Out, stderr_line};

/// What `generate --help` says after the options, before the exit codes.
const GENERATE_HELP: &str = "\
The same options and seed give the same bytes on every machine. Puzzles are
cut from complete grids drawn from the seed; --unique keeps exactly one
solution, --boj keeps the promise of 2580 and 2239 (see `sudoku-lab validate
--help`). --hard makes tests near problem 12095's cap of 10,000,000 calls:
a minimal puzzle whose first row's digits come last in 12095's order, so its
backtracker gives up, then givens put back one at a time until it solves
it just under the cap (--blanks does not apply). A hard puzzle takes a few
seconds; the best cnt reached is reported.";

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
    /// How many puzzles, at least 1.
    #[arg(long, short = 'n', default_value_t = 1, value_parser = at_least_one)]
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
    /// Tests near 12095's cap: cnt in the millions, just under 10,000,000
    /// (implies --boj and --unique; a few seconds a puzzle).
    #[arg(long)]
    hard: bool,
}

/// `--count`: at least 1 (0 would succeed without a puzzle, and `--hard`
/// report a best cnt of 0).
///
/// # Errors
/// Why `s` is refused, in the console's language: 0, or not a number.
fn at_least_one(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err(messages::GENERATE_COUNT_AT_LEAST_ONE.text().to_string()),
        Ok(n) => Ok(n),
        Err(e) => Err(messages::int_error_in(&e, messages::ui())),
    }
}

/// Parses `--blanks`: `45` or `40..55` (inclusive), within 0..=81.
///
/// # Errors
/// Why `s` is refused: not a number or a range, or not within 0..=81.
fn parse_blanks(s: &str) -> Result<std::ops::RangeInclusive<usize>, String> {
    let number = |t: &str| {
        t.trim()
            .parse::<usize>()
            .map_err(|_| messages::GENERATE_BLANKS_NOT_A_NUMBER.fill(&[&s]))
    };
    let range = match s.split_once("..") {
        Some((lo, hi)) => number(lo)?..=number(hi.trim_start_matches('='))?,
        None => number(s)?..=number(s)?,
    };
    if range.start() > range.end() || *range.end() > 81 {
        return Err(messages::GENERATE_BLANKS_OUT_OF_RANGE.fill(&[&s]));
    }
    Ok(range)
}

/// Writes the puzzles to stdout as they come; a progress bar on a terminal.
/// A closed stdout stops the generator (exit 0).
///
/// # Errors
/// [`Error::BadInput`] when the options cannot be met together;
/// [`Error::Failed`] when the generator gives up.
pub fn run(args: GenerateArgs) -> Result<Code, Error> {
    let generator = Generator::new(options(&args)).map_err(|e| Error::BadInput(messages::generate_error(&e)))?;
    let template = messages::GENERATE_PROGRESS.fill_named(&[
        ("bar", &"{bar:30}"),
        ("pos", &"{pos}"),
        ("len", &"{len}"),
        ("msg", &"{msg}"),
        ("elapsed", &"{elapsed}"),
    ]);
    let bar = ProgressBar::new(args.count as u64)
        .with_style(ProgressStyle::with_template(&template).expect("a valid template"));
    let mut out = Out::new();
    let mut best_cnt = 0;
    for (i, g) in generator.enumerate() {
        let g = match g {
            Ok(g) => g,
            Err(e) => {
                bar.abandon();
                out.flush();
                return Err(Error::Failed(messages::generate_error(&e)));
            }
        };
        let separator = if i > 0 && args.format != Format::Line { "\n" } else { "" };
        if !out.write(format!("{separator}{}", format::write(&g.puzzle, args.format)).as_bytes()) {
            bar.abandon();
            return Ok(Code::Success);
        }
        best_cnt = best_cnt.max(g.cnt.unwrap_or(0));
        bar.set_message(messages::GENERATE_BEST_SO_FAR.fill(&[&thousands(best_cnt)]));
        bar.inc(1);
    }
    bar.finish_and_clear();
    out.flush();
    if args.hard {
        let best = messages::GENERATE_BEST_CNT.fill(&[&thousands(best_cnt), &thousands(CNT_LIMIT)]);
        stderr_line(format_args!("sudoku-lab: {best}"));
    }
    Ok(Code::Success)
}

/// The generator's options.
fn options(args: &GenerateArgs) -> Options {
    let mut options = Options {
        count: args.count,
        seed: args.seed,
        boj: args.boj || args.hard,
        unique: args.unique || args.hard,
        hard: args.hard,
        ..Options::default()
    };
    if let Some(b) = &args.blanks {
        options.blanks = b.clone();
    }
    options
}
