//! `{{#measure KEY}}`: every measured number in the book's prose comes
//! from the data, inserted at build time by this mdBook preprocessor.
//! A directive is `{{#measure KEY}}` (the value as the data file gives
//! it; the keys: [`data`], `cargo xtask book --keys`), `ratio A B` (A / B,
//! one decimal under 10, none above, thousands separated from 1,000 on:
//! `96,144`), `percent-less A B` ((1 - A / B) x
//! 100, whole percent), `percent-more A B` ((A / B - 1) x 100) or
//! `thousands KEY` (`69,175,316`). The unit stays in the prose;
//! `\{{#measure` is left as written, without its backslash.
//!
//! `cargo xtask book` registers [`Measure`] in-process (replacing the
//! `cargo xtask preprocess` command that `book/book.toml` names for `mdbook
//! serve`, [`run_command`]). An unknown key fails the build with the
//! chapter's file and line; [`lint`] checks that no measured-looking
//! number is written out in the prose.

pub mod data;
pub mod glue;
pub mod hide;
pub mod lint;

use std::path::Path;

use mdbook_preprocessor::book::{Book, BookItem};
use mdbook_preprocessor::errors::Error;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

pub use data::Data;

/// The directive's opening, as written in the Markdown.
const OPEN: &str = "{{#measure";

/// The preprocessor: expands every `{{#measure}}` of every chapter, hides
/// its listings' instrumentation ([`hide`]), translates the model
/// solutions' comments in the Korean edition
/// ([`crate::catalog::translate_comments`]) and glues what must not break
/// apart on a phone's line ([`glue`]).
pub struct Measure;

impl Preprocessor for Measure {
    fn name(&self) -> &str {
        "measure"
    }

    fn run(&self, ctx: &PreprocessorContext, mut book: Book) -> Result<Book, Error> {
        let src = ctx.root.join(&ctx.config.book.src);
        let data = Data::load(&src).map_err(Error::msg)?;
        // The Korean edition's listings: their comments from the catalog.
        let language = ctx.config.book.language.as_deref().filter(|l| *l != "en");
        let po = language.map(|l| ctx.root.join("po").join(format!("{l}.po")));
        let ko = po
            .filter(|p| p.is_file())
            .map(|p| crate::catalog::korean(&p))
            .transpose();
        let ko = ko.map_err(Error::msg)?;
        let mut problems = Vec::new();
        book.for_each_mut(|item| {
            let BookItem::Chapter(chapter) = item else { return };
            let (mut text, errors) = expand(&chapter.content, &data);
            if let Some(ko) = &ko {
                text = crate::catalog::translate_comments(&text, ko);
            }
            chapter.content = glue::glue(&hide::hide_instrumentation(&text));
            let file = chapter.source_path.as_deref().unwrap_or(Path::new("?"));
            let source = std::fs::read_to_string(src.join(file)).unwrap_or_default();
            for (line, directive, error) in errors {
                // Its line in the chapter's own file; an included file's, in the expanded text.
                let line = source
                    .lines()
                    .position(|l| l.contains(&directive))
                    .map_or(line, |i| i + 1);
                problems.push(format!("book/src/{}:{line}: {directive}: {error}", file.display()));
            }
        });
        match problems.is_empty() {
            true => Ok(book),
            false => Err(Error::msg(problems.join("\n"))),
        }
    }
}

/// `text` with every directive replaced by its value, and each directive
/// that could not be expanded as (line, directive, why).
pub fn expand(text: &str, data: &Data) -> (String, Vec<(usize, String, String)>) {
    let (mut out, mut errors, mut copied) = (String::new(), Vec::new(), 0);
    for d in crate::markdown::directives(text) {
        let directive = &text[d.range.clone()];
        if !directive.starts_with(OPEN) {
            continue;
        }
        let line = crate::markdown::line_of(text, d.range.start);
        out.push_str(&text[copied..d.range.start - usize::from(d.escaped)]);
        copied = d.range.start;
        if d.escaped {
            continue;
        } else if !d.closed {
            errors.push((line, OPEN.to_string(), "no closing }}".to_string()));
            break;
        }
        copied = d.range.end;
        match evaluate(&directive[OPEN.len()..directive.len() - 2], data) {
            Ok(value) => out.push_str(&value),
            Err(e) => {
                errors.push((line, directive.to_string(), e));
                out.push_str(directive);
            }
        }
    }
    out.push_str(&text[copied..]);
    (out, errors)
}

/// The value of a directive's body (what follows `{{#measure`).
pub fn evaluate(body: &str, data: &Data) -> Result<String, String> {
    let words: Vec<&str> = body.split_whitespace().collect();
    let value = |key: &str| data.get(key).map(str::to_string).ok_or_else(|| data.unknown(key));
    match words.as_slice() {
        [key] => value(key),
        [op @ ("ratio" | "percent-less" | "percent-more"), a, b] => {
            let (a, b) = (data.number(a)?, data.number(b)?);
            if b == 0.0 {
                return Err("division by zero".to_string());
            }
            Ok(match *op {
                "ratio" if a / b >= 1000.0 => crate::figures::thousands((a / b).round() as u64),
                "ratio" if a / b >= 10.0 => format!("{:.0}", a / b),
                "ratio" => format!("{:.1}", a / b),
                "percent-less" => format!("{:.0}", (1.0 - a / b) * 100.0),
                _ => format!("{:.0}", (a / b - 1.0) * 100.0),
            })
        }
        ["thousands", key] => {
            let n = value(key)?.replace(',', "").parse();
            Ok(crate::figures::thousands(
                n.map_err(|_| format!("{key} is not a whole number"))?,
            ))
        }
        [] => Err("no key".to_string()),
        _ => Err("expected KEY, thousands KEY, or ratio|percent-less|percent-more KEY KEY".to_string()),
    }
}

/// Expands every directive of the Markdown `files`, a problem per one that
/// fails, with its file and line: the build's own failure, before building.
pub fn check_directives(files: &[crate::markdown::Source], data: &Data) -> Vec<String> {
    let errors = files
        .iter()
        .flat_map(|f| expand(&f.text, data).1.into_iter().map(move |e| (&f.path, e)));
    errors
        .map(|(path, (line, directive, error))| format!("book/src/{path}:{line}: {directive}: {error}"))
        .collect()
}

/// `cargo xtask preprocess [supports RENDERER]` (and `cargo xtask gettext
/// ...` with mdbook-i18n-helpers' preprocessor): mdBook's preprocessor
/// protocol. `supports` answers yes to every renderer; otherwise reads
/// `[context, book]` as JSON from stdin and writes the book back.
pub fn run_command(args: &[String], preprocessor: &dyn Preprocessor) -> Result<(), String> {
    match args {
        [supports, _renderer] if supports == "supports" => return Ok(()),
        [] => {}
        _ => return Err(format!("preprocess: unexpected arguments {args:?}")),
    }
    let input = std::io::read_to_string(std::io::stdin()).map_err(|e| format!("reading stdin: {e}"))?;
    let (ctx, book) = mdbook_preprocessor::parse_input(input.as_bytes()).map_err(|e| format!("{e:#}"))?;
    let minor = |version: &str| version.split('.').take(2).map(str::to_string).collect::<Vec<_>>();
    if minor(&ctx.mdbook_version) != minor(mdbook_preprocessor::MDBOOK_VERSION) {
        eprintln!(
            "warning: the {} preprocessor was built for mdBook {}, called by {}",
            preprocessor.name(),
            mdbook_preprocessor::MDBOOK_VERSION,
            ctx.mdbook_version
        );
    }
    let book = preprocessor.run(&ctx, book).map_err(|e| format!("{e:#}"))?;
    serde_json::to_writer(std::io::stdout().lock(), &book).map_err(|e| format!("writing stdout: {e}"))
}

#[cfg(test)]
mod tests;
