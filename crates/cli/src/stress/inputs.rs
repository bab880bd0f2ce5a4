//! Where a session's inputs come from: the generator ([`Kind`]), which
//! keeps 2580's promise for both problems, or the puzzles of a file that
//! pass [`validate::validate`] ([`super::legal`]).

use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use clap::ValueEnum;
use sudoku_lab::generate::{self, Generator, Options};
use sudoku_lab::{Grid, Problem, format, validate};

use crate::error::Error;
use crate::input::read_input;
use crate::output::position;

/// Which generated inputs: every kind keeps 2580's promise (so it is legal
/// for both problems).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Kind {
    /// Legal BOJ tests with 40 to 50 blanks (`generate --boj`).
    #[default]
    #[value(help = "Legal BOJ 2580 tests, 40 to 50 blanks")]
    Boj,
    /// Exactly one solution, 40 to 55 blanks.
    #[value(help = "Exactly one solution, 40 to 55 blanks")]
    Unique,
    /// 55 to 64 blanks, so almost always several solutions (for 2239 only
    /// the smallest is accepted).
    #[value(help = "55 to 64 blanks: usually several solutions")]
    Multi,
    /// Hill-climbed towards 12095's cap (`generate --hard`): the most
    /// backtracking a legal test can ask for.
    #[value(help = "The most backtracking a legal test allows (12095 cnt near 99,999)")]
    Hard,
}

impl Kind {
    /// The generator options for `count` puzzles from `seed`.
    pub fn options(self, count: usize, seed: u64) -> Options {
        let base = Options {
            count,
            seed,
            boj: true,
            ..Options::default()
        };
        match self {
            Kind::Boj => base,
            Kind::Unique => Options {
                unique: true,
                blanks: 40..=55,
                ..base
            },
            Kind::Multi => Options {
                blanks: 55..=64,
                ..base
            },
            Kind::Hard => Options {
                hard: generate::HARD_STEPS,
                ..base
            },
        }
    }

    /// The name on the command line: `boj`, `unique`, `multi`, `hard`.
    pub fn name(self) -> String {
        self.to_possible_value()
            .expect("no kind is skipped")
            .get_name()
            .to_string()
    }
}

/// The inputs of a session and how to name them.
pub(crate) struct Inputs {
    /// The puzzles, or the generator's error.
    pub puzzles: Box<dyn Iterator<Item = Result<Grid, generate::Error>> + Send>,
    /// How many.
    pub total: usize,
    /// For the summary: `seed 7, kind boj` or `inputs FILE`.
    pub source: String,
    /// The start of the folders failures are saved in: `2580-seed7`.
    pub prefix: String,
}

impl Inputs {
    /// The legal tests of `file` (the first `count`, or all).
    pub fn from_file(problem: Problem, file: &Path, count: Option<usize>) -> Result<Inputs, Error> {
        let puzzles = read_legal(problem, file)?;
        let n = count.unwrap_or(puzzles.len()).min(puzzles.len());
        let stem = file
            .file_stem()
            .map_or("inputs".into(), |s| s.to_string_lossy().into_owned());
        Ok(Inputs {
            puzzles: Box::new(puzzles.into_iter().take(n).map(Ok)),
            total: n,
            source: format!("inputs {}", file.display()),
            prefix: format!("{problem}-{stem}"),
        })
    }

    /// `count` (default 100) generated tests of `kind` from `seed` (default
    /// a random one).
    pub fn generated(problem: Problem, kind: Kind, seed: Option<u64>, count: Option<usize>) -> Result<Inputs, Error> {
        let seed = seed.unwrap_or_else(random_seed);
        let count = count.unwrap_or(100);
        let generator = Generator::new(kind.options(count, seed)).map_err(|e| Error::BadInput(e.to_string()))?;
        Ok(Inputs {
            puzzles: Box::new(generator.map(|g| g.map(|g| g.puzzle))),
            total: count,
            source: format!("seed {seed}, kind {}", kind.name()),
            prefix: format!("{problem}-seed{seed}"),
        })
    }
}

/// Reads every puzzle of `file` and keeps those that are legal tests of
/// `problem`, with a warning for the others; an error when none is.
fn read_legal(problem: Problem, file: &Path) -> Result<Vec<Grid>, Error> {
    let (name, bytes) = read_input(Some(file))?;
    let parsed = format::parse(&bytes, None).map_err(|source| Error::Input {
        name: name.clone(),
        source,
        hint: " (choose a file in boj2580, boj2239 or line format)".into(),
    })?;
    let mut puzzles = Vec::with_capacity(parsed.puzzles.len());
    let mut skipped = Vec::new();
    for (i, p) in parsed.puzzles.iter().enumerate() {
        let input = format::write(&p.grid, problem.format());
        match validate::validate(problem, input.as_bytes()) {
            Ok(_) => puzzles.push(p.grid),
            Err(e) => skipped.push(format!("{}: {e}", position(i, p.line))),
        }
    }
    if puzzles.is_empty() {
        return Err(Error::BadInput(format!(
            "{name}: no legal {problem} test; {}",
            skipped[0]
        )));
    }
    if let Some(first) = skipped.first() {
        eprintln!(
            "sudoku-lab: {name}: skipped {} of {} puzzles that are not legal {problem} tests; the first, {first}",
            skipped.len(),
            parsed.puzzles.len()
        );
    }
    Ok(puzzles)
}

/// A seed when none is given: the clock's nanoseconds mixed with the
/// process id (printed, so the run can be repeated).
fn random_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (nanos ^ (u64::from(std::process::id()) << 32)) % 1_000_000_000
}
