//! The book's Markdown, read as mdBook reads it ([`read`], with
//! `mdbook-markdown`'s parser and options), and the checks made on the
//! sources alone: every `{{#include}}` names an existing file and anchor,
//! every Rust listing is an include and nothing else, and `SUMMARY.md`
//! lists every chapter and only existing ones. Each returns its problems,
//! one message each, naming the file and line.

use std::collections::BTreeSet;
use std::fs;
use std::ops::Range;
use std::path::Path;

use mdbook_driver::MDBook;
use mdbook_markdown::pulldown_cmark::{CodeBlockKind, Event, LinkType, Tag, TagEnd};

/// One code block of a Markdown text: the whole block (`range`, fences
/// included), its lines between the fences (`body`, empty at `range.end`
/// when none), and a fenced block's info string (`rust,ignore`; empty when
/// none; `None` for an indented block).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    pub range: Range<usize>,
    pub body: Range<usize>,
    pub info: Option<String>,
}

/// What the checks need of a Markdown text, in order: its code blocks, and
/// its prose, the byte ranges a reader reads as words (text outside code
/// blocks and spans, link texts but not autolinks, and HTML blocks, whose
/// tags are left to the caller).
#[derive(Debug, Default)]
pub struct Markdown {
    pub blocks: Vec<Block>,
    pub prose: Vec<Range<usize>>,
}

/// `text` parsed as mdBook parses a chapter.
pub fn read(text: &str) -> Markdown {
    let mut out = Markdown::default();
    let mut block: Option<Block> = None;
    let mut autolink = 0;
    let options = mdbook_markdown::MarkdownOptions::default();
    for (event, range) in mdbook_markdown::new_cmark_parser(text, &options).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(kind)) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => Some(info.to_string()),
                    CodeBlockKind::Indented => None,
                };
                block = Some(Block {
                    body: range.end..range.end,
                    range,
                    info,
                });
            }
            Event::Text(_) if block.is_some() => {
                // The body starts at the block's end until its first text.
                let b = block.as_mut().expect("in a block");
                b.body = b.body.start.min(range.start)..range.end;
            }
            Event::End(TagEnd::CodeBlock) => out.blocks.extend(block.take()),
            Event::Start(Tag::Link {
                link_type: LinkType::Autolink | LinkType::Email,
                ..
            }) => autolink += 1,
            Event::End(TagEnd::Link) if autolink > 0 => autolink -= 1,
            Event::Text(_) if autolink == 0 => out.prose.push(range),
            Event::Html(_) => out.prose.push(range),
            _ => {}
        }
    }
    out
}

/// The line of byte `offset` of `text`, from 1.
pub fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

/// One Markdown file of the book: its path relative to `book/src` (with
/// `/`), and its text.
#[derive(Clone, Debug)]
pub struct Source {
    pub path: String,
    pub text: String,
}

/// Every Markdown file under `src`, read, sorted by path.
pub fn sources(src: &Path) -> Result<Vec<Source>, String> {
    fn walk(dir: &Path, base: &Path, out: &mut Vec<Source>) -> std::io::Result<()> {
        for entry in fs::read_dir(dir)? {
            let path = entry?.path();
            if path.is_dir() {
                walk(&path, base, out)?;
            } else if path.extension().is_some_and(|e| e == "md") {
                let text = fs::read_to_string(&path)?;
                let relative = path.strip_prefix(base).unwrap_or(&path).to_string_lossy();
                let path = relative.replace('\\', "/");
                out.push(Source { path, text });
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(src, src, &mut out).map_err(|e| format!("{}: {e}", src.display()))?;
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}

/// One `{{#...}}` directive of a text (mdBook's `{{#include}}` or this
/// book's `{{#measure}}`): where it is, braces included (to the text's end
/// when it is not `closed` by `}}`), and whether a backslash before it
/// `escaped` it (`\{{#measure` is written as is, without the backslash).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directive {
    pub range: Range<usize>,
    pub closed: bool,
    pub escaped: bool,
}

/// Every `{{#...}}` directive of `text`, in order (an unclosed one last).
pub fn directives(text: &str) -> Vec<Directive> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(start) = text[from..].find("{{#").map(|s| s + from) {
        let end = text[start..].find("}}").map(|e| start + e + 2);
        let escaped = text[..start].ends_with('\\');
        out.push(Directive {
            range: start..end.unwrap_or(text.len()),
            closed: end.is_some(),
            escaped,
        });
        let Some(end) = end else { break };
        from = end;
    }
    out
}

/// An include's line, path and anchor.
type Include<'a> = (usize, &'a str, Option<&'a str>);

/// The `{{#include PATH}}` and `{{#include PATH:ANCHOR}}` directives of a
/// Markdown text as (line, path, anchor), and a message for each other
/// `{{#...}}` directive (this book uses only includes and `{{#measure}}`,
/// checked by [`crate::measure`]) or unterminated one.
fn includes(markdown: &str) -> (Vec<Include<'_>>, Vec<String>) {
    let mut found = Vec::new();
    let mut problems = Vec::new();
    for Directive { range, closed, escaped } in directives(markdown) {
        let line = line_of(markdown, range.start);
        if !closed {
            problems.push(format!("{line}: an unterminated {{{{# directive"));
            break;
        }
        let body = markdown[range.start + 3..range.end - 2].trim();
        let (kind, arg) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
        if kind == "include" {
            let arg = arg.trim();
            let (path, anchor) = arg.split_once(':').map_or((arg, None), |(p, a)| (p, Some(a)));
            found.push((line, path, anchor));
        } else if kind != "measure" && !escaped {
            problems.push(format!(
                "{line}: only {{{{#include}}}} and {{{{#measure}}}} are used in this book, found {{{{#{body}}}}}"
            ));
        }
    }
    (found, problems)
}

/// Checks every include of the Markdown `files` (relative to `src`): the
/// file exists and, with an anchor, holds exactly one `ANCHOR: name` and
/// one `ANCHOR_END: name` line. Returns how many includes there were and
/// the problems.
pub fn check_includes(src: &Path, files: &[Source]) -> (usize, Vec<String>) {
    let mut count = 0;
    let mut problems = Vec::new();
    for Source { path, text } in files {
        let (found, bad) = includes(text);
        problems.extend(bad.into_iter().map(|p| format!("book/src/{path}:{p}")));
        let dir = src.join(path).parent().unwrap_or(src).to_path_buf();
        count += found.len();
        for (line, file, anchor) in found {
            let problem = check_include(&dir, file, anchor);
            problems.extend(problem.map(|p| format!("book/src/{path}:{line}: {p}")));
        }
    }
    (count, problems)
}

/// What is wrong with one include of `path` (relative to `dir`).
fn check_include(dir: &Path, path: &str, anchor: Option<&str>) -> Option<String> {
    let Ok(contents) = fs::read_to_string(dir.join(path)) else {
        let anchor = anchor.map_or(String::new(), |a| format!(":{a}"));
        return Some(format!("{{{{#include {path}{anchor}}}}}: no such file"));
    };
    let anchor = anchor?;
    if anchor.chars().all(|c| c.is_ascii_digit()) || anchor.contains(':') {
        return Some(format!("{path}:{anchor}: line ranges break silently; use an anchor"));
    }
    let count = |marker: String| contents.lines().filter(|l| l.trim_end().ends_with(&marker)).count();
    let begins = count(format!("ANCHOR: {anchor}"));
    let ends = count(format!("ANCHOR_END: {anchor}"));
    (begins != 1 || ends != 1).then(|| {
        format!(
            "{path}:{anchor}: expected one `ANCHOR: {anchor}` and one `ANCHOR_END: {anchor}` in the file, found {begins} and {ends}"
        )
    })
}

/// A Rust (or any code) listing in the book is one `{{#include}}` line and
/// nothing else, so the book never shows code that the repository does not
/// contain; fenced blocks marked `text`, `console`, `sh`, `toml`, `csv` or
/// nothing, and indented blocks, may hold anything.
pub fn check_listings(files: &[Source]) -> Vec<String> {
    let mut problems = Vec::new();
    for Source { path, text } in files {
        for block in read(text).blocks {
            let Some(info) = &block.info else { continue };
            let plain = ["", "text", "console", "sh", "toml", "csv"].contains(&info.split([',', ' ']).next().unwrap());
            let body = &text[block.body];
            if !(plain || body.lines().count() == 1 && body.trim().starts_with("{{#include ")) {
                problems.push(format!(
                    "book/src/{path}:{}: a ```{info} listing must be a single {{{{#include}}}} of a repository file",
                    line_of(text, block.range.start)
                ));
            }
        }
    }
    problems
}

/// The chapters of the book whose sources are `src` (`book/src`), as
/// mdBook loads them from `SUMMARY.md`: their paths relative to `src`, in
/// book order. An error when mdBook cannot load the book (a chapter's file
/// is missing, with book.toml's `create-missing = false`).
pub fn summary_chapters(src: &Path) -> Result<Vec<String>, String> {
    let book = MDBook::load(src.parent().unwrap_or(src)).map_err(|e| format!("mdBook cannot load the book: {e:#}"))?;
    let paths = book.book.chapters().filter_map(|chapter| chapter.path.as_ref());
    Ok(paths.map(|path| path.to_string_lossy().replace('\\', "/")).collect())
}

/// `SUMMARY.md` names only chapters that exist (mdBook loads them all),
/// and every Markdown file of `files` (but `SUMMARY.md` and the generated
/// `figures/`) is in it.
pub fn check_summary(src: &Path, files: &[Source]) -> Vec<String> {
    let listed: BTreeSet<String> = match summary_chapters(src) {
        Ok(chapters) => chapters.into_iter().collect(),
        Err(e) => return vec![e],
    };
    let mut problems = Vec::new();
    if listed.len() < 13 {
        problems.push(format!("SUMMARY.md lists only {} chapters", listed.len()));
    }
    for Source { path, .. } in files {
        if path != "SUMMARY.md" && !path.starts_with("figures/") && !listed.contains(path) {
            problems.push(format!("book/src/{path} is not in SUMMARY.md"));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::temp_dir;

    fn source(path: &str, text: &str) -> Source {
        let (path, text) = (path.into(), text.into());
        Source { path, text }
    }

    #[test]
    fn reads_fenced_blocks_of_any_fence_and_prose_outside_code() {
        let md = "Text `code 5 s` [a](b.md) <https://x/5%>\n\n~~~rust\nfn a() {}\n~~~\n\n\
                  - item\n\n  ````text\n  ```\n  ````\n\n<summary>Why</summary>\n\n    indented\n";
        let read = read(md);
        let blocks = read.blocks.iter().map(|b| (b.info.as_deref(), &md[b.body.clone()]));
        let want = [
            (Some("rust"), "fn a() {}\n"),
            (Some("text"), "```\n"),
            (None, "indented\n"),
        ];
        assert_eq!(blocks.collect::<Vec<_>>(), want);
        assert!(md[read.blocks[1].range.clone()].starts_with("````text"));
        let prose: Vec<&str> = read.prose.iter().map(|r| &md[r.clone()]).collect();
        assert_eq!(prose, ["Text ", " ", "a", " ", "item", "<summary>Why</summary>\n"]);
    }

    #[test]
    fn parses_includes_with_lines_and_anchors() {
        let (found, bad) = includes("a\n{{#include x.rs:search}}\n\n{{#include  y.txt }}\n{{#title t}}\n");
        assert_eq!(found, [(2, "x.rs", Some("search")), (4, "y.txt", None)]);
        assert_eq!(bad.len(), 1, "{bad:?}");
        assert!(bad[0].starts_with("5: only"));
        let (_, bad) = includes("{{#include x.rs");
        assert!(bad[0].contains("unterminated"), "{bad:?}");
    }

    #[test]
    fn reports_a_missing_anchor_and_a_missing_file() {
        // A tiny book: `src/chapter.md` includes from `code/lib.rs`.
        let dir = temp_dir("includes");
        fs::create_dir_all(dir.join("src")).unwrap();
        fs::create_dir_all(dir.join("code")).unwrap();
        let code = "// ANCHOR: here\nfn here() {}\n// ANCHOR_END: here\n// ANCHOR: twice\n// ANCHOR: twice\n";
        fs::write(dir.join("code/lib.rs"), code).unwrap();
        let chapter = "# C\n\n```rust\n{{#include ../code/lib.rs:here}}\n```\n\n\
                       {{#include ../code/lib.rs:gone}}\n{{#include ../code/nope.rs}}\n\
                       {{#include ../code/lib.rs:twice}}\n{{#include ../code/lib.rs:3:4}}\n";
        let (count, joined) = check_includes(&dir.join("src"), &[source("chapter.md", chapter)]);
        assert_eq!(count, 5);
        assert_eq!(joined.len(), 4, "{joined:#?}");
        assert!(joined[0].starts_with("book/src/chapter.md:7: ../code/lib.rs:gone: expected one `ANCHOR: gone`"));
        assert!(joined[0].ends_with("found 0 and 0"), "{}", joined[0]);
        let nope = "book/src/chapter.md:8: {{#include ../code/nope.rs}}: no such file";
        assert_eq!(joined[1], nope);
        assert!(joined[2].contains(":9: ../code/lib.rs:twice") && joined[2].ends_with("found 2 and 0"));
        assert!(joined[3].contains("line ranges break silently"), "{}", joined[3]);
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn a_listing_must_be_one_include_whatever_its_fence() {
        let md = "```rust\nfn pasted() {}\n```\n\n```rust\n{{#include a.rs}}\n```\n\n```text\nanything\n```\n\n\
                  ~~~rust,ignore\nfn tilde() {}\n~~~\n\n````rust\n```\nfn long() {}\n````\n";
        let problems = check_listings(&[source("c.md", md)]);
        let want = |line: usize, info: &str| {
            format!("book/src/c.md:{line}: a ```{info} listing must be a single {{{{#include}}}} of a repository file")
        };
        assert_eq!(problems, [want(1, "rust"), want(13, "rust,ignore"), want(17, "rust")]);
    }

    #[test]
    fn summary_names_existing_chapters_only() {
        let dir = temp_dir("summary");
        fs::create_dir_all(dir.join("src")).unwrap();
        let toml = "[book]\ntitle = \"t\"\n[build]\ncreate-missing = false\n";
        fs::write(dir.join("book.toml"), toml).unwrap();
        fs::write(dir.join("src/SUMMARY.md"), "# S\n\n- [A](a.md)\n- [B](b.md)\n").unwrap();
        fs::write(dir.join("src/a.md"), "").unwrap();
        fs::write(dir.join("src/c.md"), "").unwrap();
        let src = dir.join("src");
        let files = sources(&src).unwrap();
        let problems = check_summary(&src, &files);
        assert!(problems[0].contains("b.md"), "{problems:?}");
        fs::write(dir.join("src/b.md"), "").unwrap();
        assert_eq!(summary_chapters(&src).unwrap(), ["a.md", "b.md"]);
        let problems = check_summary(&src, &files);
        let unlisted = "book/src/c.md is not in SUMMARY.md";
        assert!(problems.iter().any(|p| p == unlisted), "{problems:?}");
        let _ = fs::remove_dir_all(dir);
    }
}
