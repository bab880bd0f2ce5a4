//! sudoku-lab's book tooling, run as `cargo xtask COMMAND` (an alias in
//! `.cargo/config.toml`): the commands are [`USAGE`]'s (`cargo xtask
//! help`). `book --check` is [`check`]; it builds the book in a temporary
//! directory and removes it (set `BOOK_KEEP=1` to keep it and have its
//! path printed). `{{#measure}}` is [`measure`], the Korean catalog
//! [`i18n`], `originals` [`originals`].

mod browser;
mod catalog;
mod check;
mod figures;
mod i18n;
mod markdown;
mod measure;
mod models;
mod originals;
mod render;
mod search;
mod traces;
mod transcripts;
mod workspace;

use std::process::ExitCode;

use workspace::{Generated, Mode};

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  figures          rewrite the generated figures and tables in book/src/figures/
  book             build the book into target/book/ (open target/book/index.html)
                   and the Korean edition into target/book/ko/
  book --check     check the book: includes, listings, SUMMARY.md, figures,
                   CLI help texts and transcripts, the mdBook build
  book --bless     the same, rewriting stale generated files instead of failing
                   (BOOK_BLESS=1 with --check does the same)
  book --browser-test  the stepper in headless Chromium against the Rust traces;
                   screenshots in target/screenshots/
  book --serve     print how to serve the book with live reload
  book --keys      list the keys of {{#measure KEY}} and their values
  originals ...    the posts' own programs against the ports: build, run, check,
                   bench, submission (cargo xtask originals help)
  preprocess       the {{#measure}} mdBook preprocessor (book.toml runs it, for
                   `mdbook serve book`)
  po               rewrite book/po/messages.pot from the English sources and merge
                   book/po/ko.po with it; list what is left to translate
  gettext          mdbook-i18n-helpers' gettext preprocessor, for `mdbook serve`
                   of the Korean edition (book.toml runs it)
  help             print this message";

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
enum Task {
    Figures,
    Build,
    Check(Mode),
    Serve,
    BrowserTest,
    Keys,
    Preprocess(Vec<String>),
    Gettext(Vec<String>),
    Po,
    Originals(originals::Args),
    Help,
}

/// Parses the arguments after `cargo xtask`; `bless_env` is whether
/// `BOOK_BLESS` is set (to anything but `0`).
fn parse(args: &[String], bless_env: bool) -> Result<Task, String> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let check = |bless: bool| Task::Check(if bless || bless_env { Mode::Write } else { Mode::Check });
    match args.as_slice() {
        ["figures"] => Ok(Task::Figures),
        ["book"] => Ok(Task::Build),
        ["book", "--check"] => Ok(check(false)),
        ["book", "--bless"] | ["book", "--check", "--bless"] | ["book", "--bless", "--check"] => Ok(check(true)),
        ["book", "--serve"] => Ok(Task::Serve),
        ["book", "--browser-test"] => Ok(Task::BrowserTest),
        ["book", "--keys"] => Ok(Task::Keys),
        ["preprocess", rest @ ..] => Ok(Task::Preprocess(rest.iter().map(|s| s.to_string()).collect())),
        ["po"] => Ok(Task::Po),
        ["originals", rest @ ..] => originals::parse(rest).map(Task::Originals),
        ["gettext", rest @ ..] => Ok(Task::Gettext(rest.iter().map(|s| s.to_string()).collect())),
        [] | ["help" | "--help" | "-h"] => Ok(Task::Help),
        _ => Err(format!("unexpected arguments: {}", args.join(" "))),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let bless_env = std::env::var_os("BOOK_BLESS").is_some_and(|v| v != "0");
    let task = match parse(&args, bless_env) {
        Ok(task) => task,
        Err(e) => {
            eprintln!("error: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(task) {
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
    match task {
        Task::Figures => {
            let mut generated = Generated::new(Mode::Write);
            figures::generate(root, &mut generated)?;
            traces::generate(root, &mut generated)?;
            for path in &generated.written {
                println!("wrote {}", workspace::display(path));
            }
            println!(
                "{} of {} generated files rewritten",
                generated.written.len(),
                generated.count
            );
        }
        Task::Build => {
            let dir = render::build(root)?;
            println!("built the book: open {}", dir.join("index.html").display());
        }
        Task::Check(mode) => return check::run(root, mode),
        Task::Serve => println!(
            "serving needs the mdbook binary: `cargo install mdbook --version ^0.5`, then\n\
             `mdbook serve book` and open http://localhost:3000 (it builds into target/book/);\n\
             or rebuild with `cargo xtask book` and reload target/book/index.html"
        ),
        Task::BrowserTest => {
            let problems = browser::run(root)?;
            for p in &problems {
                eprintln!("  - {p}");
            }
            eprintln!("browser test: {} problem(s)", problems.len());
            return Ok(problems.is_empty());
        }
        Task::Po => {
            let problems = i18n::check(root, workspace::Mode::Write)?;
            for p in &problems {
                eprintln!("  - {p}");
            }
            for language in i18n::LANGUAGES {
                let (all, done) = i18n::counts(root, language)?;
                println!("book/po/{language}.po: {done} of {all} messages translated");
            }
            return Ok(problems.is_empty());
        }
        Task::Keys => {
            for (key, value) in measure::Data::load(&root.join(workspace::BOOK_SRC))?.iter() {
                println!("{key} = {value}");
            }
        }
        Task::Preprocess(args) => measure::run_command(&args, &measure::Measure)?,
        Task::Gettext(args) => measure::run_command(&args, &i18n::Translate)?,
        Task::Originals(cmd) => return originals::run(root, cmd),
        Task::Help => println!("{USAGE}"),
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn parses_the_commands() {
        assert_eq!(parse(&args("figures"), false), Ok(Task::Figures));
        assert_eq!(parse(&args("book"), false), Ok(Task::Build));
        assert_eq!(parse(&args("book --check"), false), Ok(Task::Check(Mode::Check)));
        assert_eq!(parse(&args("book --check"), true), Ok(Task::Check(Mode::Write)));
        assert_eq!(parse(&args("book --bless"), false), Ok(Task::Check(Mode::Write)));
        assert_eq!(parse(&args("book --serve"), false), Ok(Task::Serve));
        assert_eq!(parse(&args("book --keys"), false), Ok(Task::Keys));
        assert_eq!(
            parse(&args("preprocess supports html"), false),
            Ok(Task::Preprocess(args("supports html")))
        );
        assert!(parse(&args("book --frobnicate"), false).is_err());
    }
}
