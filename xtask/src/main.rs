//! sudoku-lab's book tooling, run as `cargo xtask COMMAND` (an alias in
//! `.cargo/config.toml`): the commands are [`Task`]'s (`cargo xtask
//! help`). `book --check` is [`check`]; it builds the book in a temporary
//! directory and removes it (set `BOOK_KEEP=1` to keep it and have its
//! path printed). `{{#measure}}` is [`measure`], the Korean catalog
//! [`i18n`], `originals` [`originals`].

#![forbid(unsafe_code)]

mod boj_pools;
mod browser;
mod catalog;
mod check;
mod exec;
mod figures;
mod hard_pool;
mod i18n;
mod instructions;
mod markdown;
mod measure;
mod models;
mod originals;
mod ranking;
mod render;
mod search;
mod seed_corpora;
mod stress_assets;
mod traces;
mod transcripts;
mod workspace;

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use workspace::{Generated, Mode};

/// sudoku-lab's book tooling.
#[derive(Parser, Debug)]
#[command(bin_name = "cargo xtask")]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand, Debug, PartialEq, Eq)]
enum Task {
    /// Rewrite the generated figures and tables in book/src/figures/
    Figures,
    /// Build the book into target/book/ (and the Korean edition into target/book/ko/)
    Book(Book),
    /// The posts' own programs against the ports: build, run, check, bench, submission
    Originals {
        #[command(subcommand)]
        command: originals::Command,
    },
    /// The {{#measure}} mdBook preprocessor (book.toml runs it, for `mdbook serve book`)
    Preprocess { args: Vec<String> },
    /// Rewrite book/po/messages.pot, merge book/po/ko.po with it, list what is left to translate
    Po,
    /// The gettext mdBook preprocessor of the Korean edition (book.toml runs it)
    Gettext { args: Vec<String> },
    /// Write the fuzz targets' seed corpora, DIR/TARGET/seed-NNN, from the puzzles under data/
    SeedCorpora {
        /// Where (default fuzz/corpus)
        dir: Option<std::path::PathBuf>,
    },
    /// Write crates/cli/data/hard-pool.txt: 200 tests near 12095's cap (`generate --hard`), for `stress --kind hard`
    HardPool,
    /// Write crates/cli/data/boj-pool-2580.txt and boj-pool-2239.txt: the hard pool made as hard as Baekjoon's slowest test of each problem (the model's estimate), for `stress`'s default kind
    BojPools,
    /// Count each port's and the reference solver's instructions (callgrind) and check them against book/src/figures/instructions.csv
    Instructions {
        /// Rewrite the baseline instead, with REASON in its change log
        #[arg(long, value_name = "REASON")]
        bless: Option<String>,
        /// The sudoku-lab binary to measure (default: the release build, built first)
        #[arg(long, value_name = "PATH")]
        bin: Option<std::path::PathBuf>,
    },
}

/// `cargo xtask book`'s options: none builds it.
#[derive(clap::Args, Debug, PartialEq, Eq)]
struct Book {
    /// Check the book: includes, listings, figures, help texts, transcripts, the mdBook build
    #[arg(long, group = "mode")]
    check: bool,
    /// The same, rewriting stale generated files (as BOOK_BLESS=1 with --check does)
    #[arg(long, conflicts_with_all = ["browser_test", "serve", "keys"])]
    bless: bool,
    /// The book's pages in headless Chromium (book/tests/, Playwright) against the Rust traces; screenshots in target/screenshots/
    #[arg(long, group = "mode")]
    browser_test: bool,
    /// Print how to serve the book with live reload
    #[arg(long, group = "mode")]
    serve: bool,
    /// List the keys of {{#measure KEY}} and their values
    #[arg(long, group = "mode")]
    keys: bool,
}

impl Book {
    /// `--check`'s or `--bless`'s mode, blessing when `bless_env` (`BOOK_BLESS` set, to anything but `0`).
    fn check_mode(&self, bless_env: bool) -> Option<Mode> {
        let bless = self.bless || bless_env;
        (self.check || self.bless).then_some(if bless { Mode::Write } else { Mode::Check })
    }
}

fn main() -> ExitCode {
    match run(Cli::parse().task) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// Does `task`; `Ok(false)` when a check found problems.
fn run(task: Task) -> Result<bool, String> {
    let root = workspace::root();
    let bless_env = std::env::var_os("BOOK_BLESS").is_some_and(|v| v != "0");
    match task {
        Task::Figures => {
            let mut generated = Generated::new(Mode::Write);
            figures::generate(root, &mut generated)?;
            for path in &generated.written {
                println!("wrote {}", workspace::display(path));
            }
            let (written, count) = (generated.written.len(), generated.count);
            println!("{written} of {count} generated files rewritten");
        }
        Task::Book(book) => match (book.check_mode(bless_env), book) {
            (Some(mode), _) => return check::run(root, mode),
            (_, Book { serve: true, .. }) => println!(
                "serving needs the mdbook binary: `cargo install mdbook --version ^0.5`, then\n\
                 `mdbook serve book` and open http://localhost:3000 (it builds into target/book/);\n\
                 or rebuild with `cargo xtask book` and reload target/book/index.html\n\
                 (only `cargo xtask book` writes the stepper's traces into the book: traces.rs)"
            ),
            (_, Book { browser_test: true, .. }) => return browser::run(root),
            (_, Book { keys: true, .. }) => {
                for (key, value) in measure::Data::load(&root.join(workspace::BOOK_SRC))?.iter() {
                    println!("{key} = {value}");
                }
            }
            _ => {
                let dir = render::build(root)?;
                println!("built the book: open {}", dir.join("index.html").display());
            }
        },
        Task::Po => {
            let problems = i18n::check(root, Mode::Write)?;
            problems.iter().for_each(|p| eprintln!("  - {p}"));
            for language in i18n::LANGUAGES {
                let (all, done) = i18n::counts(root, language)?;
                println!("book/po/{language}.po: {done} of {all} messages translated");
            }
            return Ok(problems.is_empty());
        }
        Task::Preprocess { args } => measure::run_command(&args, &measure::Measure)?,
        Task::Gettext { args } => measure::run_command(&args, &i18n::Translate)?,
        Task::Originals { command } => return originals::run(root, command),
        Task::Instructions { bless, bin } => return instructions::run(root, bin, bless.as_deref()),
        Task::HardPool => return hard_pool::run(root),
        Task::BojPools => return boj_pools::run(root),
        Task::SeedCorpora { dir } => seed_corpora::run(root, dir)?,
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn parse(s: &str) -> Result<Task, String> {
        let args = std::iter::once("xtask").chain(s.split_whitespace());
        Cli::try_parse_from(args).map(|c| c.task).map_err(|e| e.to_string())
    }

    fn book(s: &str) -> Book {
        match parse(s) {
            Ok(Task::Book(book)) => book,
            other => panic!("{s}: {other:?}"),
        }
    }

    #[test]
    fn parses_the_commands() {
        Cli::command().debug_assert();
        assert_eq!(book("book").check_mode(false), None);
        assert_eq!(book("book --check").check_mode(false), Some(Mode::Check));
        assert_eq!(book("book --check").check_mode(true), Some(Mode::Write));
        assert_eq!(book("book --bless").check_mode(false), Some(Mode::Write));
        assert!(book("book --serve").serve && book("book --keys").keys);
        for (args, want) in [
            ("figures", "Figures"),
            (
                "preprocess supports html",
                r#"Preprocess { args: ["supports", "html"] }"#,
            ),
            (
                "originals check --count 10 --seed 7",
                "Check { count: 10, seed: 7, cap: 50000 }",
            ),
            (
                "originals bench hole-array bitmask --rounds 1 --with-python",
                "Bench { variants: [HoleArray, Bitmask], rounds: 1, with_python: true }",
            ),
            (
                "originals submission --csv out.csv",
                r#"Submission { count: 3, csv: Some("out.csv") }"#,
            ),
            ("originals calibrate --rounds 5", "Calibrate { rounds: 5, csv: None }"),
            ("originals run full-scan", "Run { variant: FullScan }"),
            ("instructions", "Instructions { bless: None, bin: None }"),
            (
                "instructions --bless faster",
                r#"Instructions { bless: Some("faster"), bin: None }"#,
            ),
        ] {
            let got = format!("{:?}", parse(args).unwrap());
            assert!(
                got == want || got == format!("Originals {{ command: {want} }}"),
                "{args}: {got}"
            );
        }
        for (bad, says) in [
            ("book --frobnicate", "unexpected argument '--frobnicate'"),
            ("book --serve --keys", "cannot be used with"),
            ("originals", "Usage: cargo xtask originals <COMMAND>"),
            ("originals check --rounds 3", "unexpected argument '--rounds'"),
            ("originals check --count", "a value is required for '--count <COUNT>'"),
            ("originals check --cap many", "invalid value 'many' for '--cap <CAP>'"),
            ("originals build hole-array", "unexpected argument 'hole-array'"),
            ("originals run", "<VARIANT>"),
            ("originals bench holes", "unknown variant"),
            ("originals frobnicate", "unrecognized subcommand 'frobnicate'"),
        ] {
            let err = parse(bad).unwrap_err();
            assert!(err.contains(says), "{bad}: {err}");
        }
    }
}
