//! The book (`book/`) shows only what the crate contains and what its runs
//! print: every Rust listing is an `{{#include}}` of a file in the
//! repository (by anchor or whole), every figure, table, help text and
//! transcript is regenerated here and compared byte for byte with the
//! committed file, and the book builds with mdBook with nothing left
//! unexpanded.
//!
//! After changing the code, the CLI or `measurements.csv`, rewrite the
//! generated files with `BOOK_BLESS=1 cargo test --test book` (or only the
//! figures with `cargo run --release --example figures`) and review the
//! diff.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use sudoku_lab::figures;
use sudoku_lab::format::{self, Format};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn book_src() -> PathBuf {
    root().join("book/src")
}

fn bless() -> bool {
    std::env::var_os("BOOK_BLESS").is_some_and(|v| v != "0")
}

/// Every Markdown file under `book/src`, relative to it.
fn markdown_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, base: &Path, out: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, base, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                out.push(path.strip_prefix(base).unwrap().to_path_buf());
            }
        }
    }
    let mut out = Vec::new();
    walk(&book_src(), &book_src(), &mut out);
    out.sort();
    out
}

/// Compares `contents` with the committed file (or writes it when
/// blessing); returns a message for a stale or missing file.
fn check_file(path: &Path, contents: &[u8]) -> Option<String> {
    let current = fs::read(path).ok();
    if current.as_deref() == Some(contents) {
        return None;
    }
    if bless() {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, contents).unwrap();
        return None;
    }
    let what = if current.is_none() { "missing" } else { "stale" };
    Some(format!("{what}: {}", path.strip_prefix(root()).unwrap().display()))
}

fn fail_if_any(problems: Vec<String>) {
    assert!(
        problems.is_empty(),
        "{}\n\nrun `BOOK_BLESS=1 cargo test --test book` and review the diff",
        problems.join("\n")
    );
}

#[test]
fn figures_and_tables_are_fresh() {
    let wikipedia = format::parse_first(&fs::read(root().join("data/plb/sudoku.txt")).unwrap(), Format::Line).unwrap();
    let small = format::parse_first(
        &fs::read(book_src().join("puzzles/small.txt")).unwrap(),
        Format::Boj2580,
    )
    .unwrap();
    let csv = fs::read_to_string(book_src().join("figures/measurements.csv")).unwrap();
    let mut problems = Vec::new();
    // The Wikipedia puzzle in 2580 format, as chapter 9 validates it.
    problems.extend(check_file(
        &book_src().join("puzzles/wikipedia.2580.txt"),
        format::write(&wikipedia, Format::Boj2580).as_bytes(),
    ));
    for (name, contents) in figures::book_figures(&wikipedia, &small, &csv, true).unwrap() {
        problems.extend(check_file(&book_src().join("figures").join(name), contents.as_bytes()));
    }
    fail_if_any(problems);
}

/// One command the book shows with its output: arguments after
/// `sudoku-lab`, run from the repository root, and an optional stdin file.
struct Run {
    name: &'static str,
    args: &'static [&'static str],
    stdin: Option<&'static str>,
}

const RUNS: &[Run] = &[
    Run {
        name: "generate-small",
        args: &[
            "generate", "--seed", "11", "--unique", "--blanks", "22..30", "--format", "boj2580",
        ],
        stdin: None,
    },
    Run {
        name: "trace-small",
        args: &["trace", "bitmask", "book/src/puzzles/small.txt"],
        stdin: None,
    },
    Run {
        name: "judge-ac",
        args: &[
            "judge",
            "--problem",
            "2580",
            "book/src/puzzles/small.txt",
            "book/src/runs/small.hole-array.out",
        ],
        stdin: None,
    },
    Run {
        name: "judge-wa",
        args: &[
            "judge",
            "--problem",
            "2580",
            "book/src/puzzles/small.txt",
            "book/src/runs/small.wrong.out",
        ],
        stdin: None,
    },
    Run {
        name: "judge-pe",
        args: &[
            "judge",
            "--problem",
            "2580",
            "book/src/puzzles/small.txt",
            "book/src/runs/small.2239.out",
        ],
        stdin: None,
    },
    Run {
        name: "judge-exact",
        args: &[
            "judge",
            "--problem",
            "2580",
            "--whitespace",
            "exact",
            "book/src/puzzles/small.txt",
            "book/src/runs/small.full-scan.out",
        ],
        stdin: None,
    },
    Run {
        name: "judge-fail",
        args: &[
            "judge",
            "--problem",
            "2580",
            "tests/fixtures/originals/conflict.2580.txt",
            "tests/fixtures/originals/conflict.hole-array.out",
        ],
        stdin: None,
    },
    Run {
        name: "judge-2239-ac",
        args: &[
            "judge",
            "--problem",
            "2239",
            "tests/fixtures/originals/sample2239.2239.txt",
            "tests/fixtures/originals/sample2239.bitmask.out",
        ],
        stdin: None,
    },
    Run {
        name: "judge-2239-wa",
        args: &[
            "judge",
            "--problem",
            "2239",
            "tests/fixtures/originals/multi.2239.txt",
            "tests/fixtures/originals/sample2239.bitmask.out",
        ],
        stdin: None,
    },
    Run {
        name: "validate-small",
        args: &["validate", "--problem", "2580", "book/src/puzzles/small.txt"],
        stdin: None,
    },
    Run {
        name: "validate-multi",
        args: &[
            "validate",
            "--problem",
            "2580",
            "tests/fixtures/originals/multi.2580.txt",
        ],
        stdin: None,
    },
    Run {
        name: "validate-wikipedia",
        args: &["validate", "--problem", "2580", "book/src/puzzles/wikipedia.2580.txt"],
        stdin: None,
    },
    Run {
        name: "trace-regression",
        args: &["trace", "full-scan", "fuzz/regressions/programs/no-digit-left-for-r1c9"],
        stdin: None,
    },
    Run {
        name: "trace-wikipedia-budget",
        args: &[
            "trace",
            "hole-array",
            "--max-placements",
            "12",
            "book/src/puzzles/wikipedia.2580.txt",
        ],
        stdin: None,
    },
];

/// Files of `book/src/runs/` that hold a command's bare stdout: the file,
/// then the arguments, the last of which is the stdin file.
const RAW: &[(&str, &[&str])] = &[
    (
        "runs/small.hole-array.out",
        &["run", "hole-array", "book/src/puzzles/small.txt"],
    ),
    (
        "runs/small.full-scan.out",
        &["run", "full-scan", "book/src/puzzles/small.txt"],
    ),
    (
        "runs/small.2239.out",
        &["solve", "--output-format", "boj2239", "-", "book/src/puzzles/small.txt"],
    ),
];

/// The subcommands whose `--help` the appendix shows ("" is the top level).
const HELP: &[&str] = &[
    "", "solve", "run", "compare", "trace", "judge", "validate", "generate", "stress",
];

fn sudoku_lab(args: &[&str], stdin: Option<&str>) -> (Vec<u8>, Vec<u8>, i32) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"));
    // clap wraps help at the terminal width: fix it so the text is the same
    // everywhere.
    cmd.args(args)
        .current_dir(root())
        .env("COLUMNS", "100")
        .env_remove("NO_COLOR");
    cmd.stdin(match stdin {
        Some(file) => Stdio::from(fs::File::open(root().join(file)).unwrap()),
        None => Stdio::null(),
    });
    let out = cmd.output().unwrap();
    (out.stdout, out.stderr, out.status.code().unwrap_or(-1))
}

#[test]
fn cli_help_and_transcripts_are_fresh() {
    let mut problems = Vec::new();
    for sub in HELP {
        let args: Vec<&str> = if sub.is_empty() {
            vec!["--help"]
        } else {
            vec![sub, "--help"]
        };
        let (stdout, _, code) = sudoku_lab(&args, None);
        assert_eq!(code, 0, "sudoku-lab {args:?}");
        let name = if sub.is_empty() { "sudoku-lab" } else { sub };
        problems.extend(check_file(&book_src().join(format!("cli/{name}.txt")), &stdout));
    }
    for run in RUNS {
        let (stdout, stderr, code) = sudoku_lab(run.args, run.stdin);
        let mut text = format!("$ sudoku-lab {}", run.args.join(" "));
        if let Some(file) = run.stdin {
            text.push_str(&format!(" < {file}"));
        }
        text.push('\n');
        text.push_str(&String::from_utf8(stdout).unwrap());
        text.push_str(&String::from_utf8(stderr).unwrap());
        if code != 0 {
            text.push_str(&format!("[exit status {code}]\n"));
        }
        problems.extend(check_file(
            &book_src().join(format!("runs/{}.txt", run.name)),
            text.as_bytes(),
        ));
    }
    // The outputs that chapter 9 judges are what the CLI prints.
    for (file, args) in RAW {
        let (stdout, _, code) = sudoku_lab(&args[..args.len() - 1], Some(args[args.len() - 1]));
        assert_eq!(code, 0, "sudoku-lab {args:?}");
        problems.extend(check_file(&book_src().join(file), &stdout));
    }
    // The small puzzle of chapter 2 is what `generate` prints.
    let generated = fs::read_to_string(book_src().join("runs/generate-small.txt")).unwrap();
    let small = fs::read_to_string(book_src().join("puzzles/small.txt")).unwrap();
    assert_eq!(
        generated.split_once('\n').unwrap().1,
        small,
        "book/src/puzzles/small.txt"
    );
    fail_if_any(problems);
}

/// `{{#include PATH}}` or `{{#include PATH:ANCHOR}}` directives of one
/// Markdown text: (path, anchor).
fn includes(markdown: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let mut rest = markdown;
    while let Some(start) = rest.find("{{#") {
        let after = &rest[start + 3..];
        let end = after.find("}}").expect("an unterminated {{# directive");
        let body = after[..end].trim();
        let (kind, arg) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
        assert_eq!(
            kind, "include",
            "only {{{{#include}}}} is used in this book, found {{{{#{body}}}}}"
        );
        let arg = arg.trim();
        let (path, anchor) = match arg.split_once(':') {
            Some((p, a)) => (p.to_string(), Some(a.to_string())),
            None => (arg.to_string(), None),
        };
        out.push((path, anchor));
        rest = &after[end + 2..];
    }
    out
}

#[test]
fn every_include_names_an_existing_file_and_anchor() {
    let mut problems = Vec::new();
    let mut count = 0;
    for md in markdown_files() {
        let text = fs::read_to_string(book_src().join(&md)).unwrap();
        let dir = book_src().join(&md).parent().unwrap().to_path_buf();
        for (path, anchor) in includes(&text) {
            count += 1;
            let file = dir.join(&path);
            let Ok(contents) = fs::read_to_string(&file) else {
                problems.push(format!("{}: {{{{#include {path}}}}}: no such file", md.display()));
                continue;
            };
            if let Some(anchor) = anchor {
                if anchor.chars().all(|c| c.is_ascii_digit()) || anchor.contains(':') {
                    problems.push(format!(
                        "{}: {path}:{anchor}: line ranges break silently; use an anchor",
                        md.display()
                    ));
                    continue;
                }
                let begins = contents
                    .lines()
                    .filter(|l| l.trim_end().ends_with(&format!("ANCHOR: {anchor}")))
                    .count();
                let ends = contents
                    .lines()
                    .filter(|l| l.trim_end().ends_with(&format!("ANCHOR_END: {anchor}")))
                    .count();
                if begins != 1 || ends != 1 {
                    problems.push(format!(
                        "{}: {path}:{anchor}: expected one `ANCHOR: {anchor}` and one `ANCHOR_END: {anchor}`, found {begins} and {ends}",
                        md.display()
                    ));
                }
            }
        }
    }
    assert!(count > 20, "only {count} includes found: is the parser broken?");
    fail_if_any(problems);
}

/// A Rust listing in the book is one `{{#include}}` line and nothing else,
/// so the book never shows code that the crate does not contain.
#[test]
fn rust_listings_are_includes_only() {
    let mut problems = Vec::new();
    for md in markdown_files() {
        let text = fs::read_to_string(book_src().join(&md)).unwrap();
        let mut fence: Option<(usize, String, Vec<&str>)> = None;
        for (n, line) in text.lines().enumerate() {
            let trimmed = line.trim_start();
            match &mut fence {
                None if trimmed.starts_with("```") => {
                    fence = Some((n + 1, trimmed.trim_start_matches('`').to_string(), Vec::new()));
                }
                Some((start, lang, body)) if trimmed.starts_with("```") => {
                    let code_lang = lang.split([',', ' ']).next().unwrap_or("");
                    let is_code = !matches!(code_lang, "" | "text" | "console" | "sh" | "toml" | "csv");
                    let only_include = body.len() == 1 && body[0].trim().starts_with("{{#include ");
                    if is_code && !only_include {
                        problems.push(format!(
                            "{}:{start}: a ```{lang} listing must be a single {{{{#include}}}} of a repository file",
                            md.display()
                        ));
                    }
                    fence = None;
                }
                Some((_, _, body)) => body.push(line),
                None => {}
            }
        }
    }
    fail_if_any(problems);
}

/// The chapters that SUMMARY.md links to, relative to `book/src`.
fn summary_chapters() -> Vec<String> {
    let summary = fs::read_to_string(book_src().join("SUMMARY.md")).unwrap();
    let mut out = Vec::new();
    for line in summary.lines() {
        if let Some(start) = line.find("](") {
            let rest = &line[start + 2..];
            out.push(rest[..rest.find(')').unwrap()].to_string());
        }
    }
    out
}

#[test]
fn summary_lists_every_chapter_and_only_existing_ones() {
    let listed: BTreeSet<String> = summary_chapters().into_iter().collect();
    assert!(listed.len() >= 13, "SUMMARY.md lists {} chapters", listed.len());
    let mut problems = Vec::new();
    for chapter in &listed {
        if !book_src().join(chapter).is_file() {
            problems.push(format!("SUMMARY.md names {chapter}, which does not exist"));
        }
    }
    for md in markdown_files() {
        let md = md.to_string_lossy().replace('\\', "/");
        if md != "SUMMARY.md" && !md.starts_with("figures/") && !listed.contains(&md) {
            problems.push(format!("book/src/{md} is not in SUMMARY.md"));
        }
    }
    fail_if_any(problems);
}

/// Code blocks of a rendered page with nothing but whitespace inside.
fn empty_code_blocks(page: &str) -> usize {
    let mut count = 0;
    let mut rest = page;
    while let Some(start) = rest.find("<code class=\"language-") {
        let after = &rest[start..];
        let open_end = after.find('>').unwrap() + 1;
        let close = after.find("</code>").unwrap();
        if after[open_end..close].trim().is_empty() {
            count += 1;
        }
        rest = &after[close..];
    }
    count
}

#[test]
fn book_builds_with_every_directive_expanded() {
    let out = std::env::temp_dir().join(format!("sudoku-lab-book-{}", std::process::id()));
    let _ = fs::remove_dir_all(&out);
    let mut book = mdbook_driver::MDBook::load(root().join("book")).expect("book.toml and SUMMARY.md load");
    assert!(
        !book.config.build.create_missing,
        "book.toml must set create-missing = false"
    );
    book.config.build.build_dir = out.clone();
    book.build().expect("mdBook builds the book");
    let mut problems = Vec::new();
    for chapter in summary_chapters() {
        let html = out.join(chapter.replace(".md", ".html"));
        match fs::read_to_string(&html) {
            Err(_) => problems.push(format!("{chapter}: no page {}", html.display())),
            Ok(page) => {
                if page.contains("{{#") {
                    problems.push(format!("{chapter}: the page still contains `{{{{#`"));
                }
                // An include that resolved to nothing leaves an empty block.
                if empty_code_blocks(&page) > 0 {
                    problems.push(format!("{chapter}: an empty code listing"));
                }
            }
        }
    }
    for figure in ["heat-map-wikipedia.svg", "ns-per-placement.svg", "steps-small.svg"] {
        if !out.join("figures").join(figure).is_file() {
            problems.push(format!("figures/{figure} was not copied into the book"));
        }
    }
    if std::env::var_os("BOOK_KEEP").is_some() {
        eprintln!("built book kept in {}", out.display());
    } else {
        let _ = fs::remove_dir_all(&out);
    }
    fail_if_any(problems);
}
