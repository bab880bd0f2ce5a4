//! Building the book with mdBook (the `mdbook-driver` library, so no
//! `mdbook` binary is needed), and the checks made on the built pages.

use std::fs;
use std::path::{Path, PathBuf};

use mdbook_driver::MDBook;
use regex::Regex;

use crate::measure::Measure;
use crate::workspace::BOOK_SRC;
use crate::{i18n, markdown, search};

/// Loads `book/book.toml` with the `{{#measure}}` and `gettext`
/// preprocessors in-process (they replace the commands book.toml names for
/// `mdbook serve`: same names, so each runs once). With `language`, the
/// book is that edition: its title from the catalog, built into
/// `target/book/LANG/`.
fn load(root: &Path, language: Option<&str>) -> Result<MDBook, String> {
    let mut book = MDBook::load(root.join("book"))
        .map_err(|e| format!("loading book/book.toml and book/src/SUMMARY.md: {e:#}"))?;
    book.with_preprocessor(Measure);
    book.with_preprocessor(i18n::Translate);
    if let Some(language) = language {
        let english = book.config.build.build_dir.clone();
        book.config.book.language = Some(language.to_string());
        let title = book.config.book.title.take();
        book.config.book.title = title.map(|t| i18n::translate(root, language, &t));
        book.config.build.build_dir = i18n::edition_dir(&english, language);
    }
    Ok(book)
}

/// Builds the book into `target/book/`, then each translation into
/// `target/book/LANG/` (English first: mdBook empties its output directory),
/// its search index rebuilt to hold Hangul; returns the English directory.
pub fn build(root: &Path) -> Result<PathBuf, String> {
    let book = load(root, None)?;
    let dir = book.build_dir_for("html");
    book.build().map_err(|e| format!("mdBook: {e:#}"))?;
    for language in i18n::LANGUAGES {
        let book = load(root, Some(language))?;
        book.build()
            .map_err(|e| format!("mdBook, the {language} edition: {e:#}"))?;
        search::reindex(&book.build_dir_for("html"))?;
    }
    Ok(dir.canonicalize().unwrap_or(dir))
}

/// Builds both editions into a temporary directory and checks that
/// book.toml forbids creating missing chapters, and each edition's pages
/// ([`check_pages`]); the translations' search indexes must hold the
/// Korean words ([`search::check`]).
pub fn check(root: &Path) -> Result<Vec<String>, String> {
    let out = std::env::temp_dir().join(format!("sudoku-lab-book-{}", std::process::id()));
    let _ = fs::remove_dir_all(&out);
    let mut problems = Vec::new();
    let chapters = markdown::summary_chapters(&root.join(BOOK_SRC))?;
    for language in std::iter::once(None).chain(i18n::LANGUAGES.iter().copied().map(Some)) {
        let mut book = load(root, language)?;
        if book.config.build.create_missing {
            problems.push("book/book.toml must set create-missing = false".to_string());
        }
        let dir = language.map_or(out.clone(), |l| i18n::edition_dir(&out, l));
        book.config.build.build_dir = dir.clone();
        let edition = language.map(|l| format!("the {l} edition, ")).unwrap_or_default();
        if let Err(e) = book.build() {
            problems.push(format!("{edition}mdBook does not build the book: {e:#}"));
            continue;
        }
        if language.is_some() {
            search::reindex(&dir)?;
            problems.extend(search::check(&dir)?.into_iter().map(|p| format!("{edition}{p}")));
        }
        check_pages(&dir, &chapters, &edition, &mut problems);
    }
    if std::env::var_os("BOOK_KEEP").is_some() {
        eprintln!("built book kept in {}", out.display());
    } else {
        let _ = fs::remove_dir_all(&out);
    }
    Ok(problems)
}

/// One edition's pages in `out`: every chapter of `SUMMARY.md` has one, no
/// `{{#` directive is left, no code listing is empty (an include that
/// resolved to nothing), no link to a chapter's `#anchor` misses, no
/// `--option` became an en dash, the SVG figures are copied and a search
/// index built. `edition` prefixes the problems ("" for English).
fn check_pages(out: &Path, chapters: &[String], edition: &str, problems: &mut Vec<String>) {
    let mut pages = Vec::new();
    for chapter in chapters {
        let html = out.join(chapter.replace(".md", ".html"));
        let Ok(page) = fs::read_to_string(&html) else {
            problems.push(format!("{edition}{chapter}: no page {}", html.display()));
            continue;
        };
        if page.contains("{{#") {
            problems.push(format!("{edition}{chapter}: the page still contains `{{{{#`"));
        }
        if empty_code_blocks(&page) > 0 {
            problems.push(format!("{edition}{chapter}: an empty code listing"));
        }
        if let Some(at) = mangled_option(&page) {
            let around: String = page[at..].chars().take(20).collect();
            problems.push(format!(
                "{edition}{chapter}: an en dash where `--` was written: {around:?}"
            ));
        }
        pages.push((chapter.replace(".md", ".html"), page));
    }
    problems.extend(missing_anchors(&pages).into_iter().map(|p| format!("{edition}{p}")));
    for figure in ["heat-map-wikipedia.svg", "ns-per-placement.svg", "steps-small.svg"] {
        if !out.join("figures").join(figure).is_file() {
            problems.push(format!("{edition}figures/{figure} was not copied into the book"));
        }
    }
    if search::index_file(out).is_err() {
        problems.push(format!(
            "{edition}no search index was built (book.toml [output.html.search], mdbook-driver's `search` feature)"
        ));
    }
}

/// Links `href="PAGE.html#ID"` or `href="#ID"` whose page has no
/// `id="ID"`, a problem each (a translated heading without `{#id}` breaks them).
fn missing_anchors(pages: &[(String, String)]) -> Vec<String> {
    let href = Regex::new(r#"href="([^"/]*)#([^"]+)""#).expect("a regex");
    let mut missing = Vec::new();
    for (name, page) in pages {
        for c in href.captures_iter(page) {
            let (target, anchor) = (if c[1].is_empty() { name } else { &c[1] }, &c[2]);
            let Some((_, body)) = pages.iter().find(|(n, _)| n == target) else {
                continue;
            };
            if !body.contains(&format!("id=\"{anchor}\"")) {
                missing.push(format!("{name}: links to {target}#{anchor}, which has no such id"));
            }
        }
    }
    missing
}

/// Where smart punctuation turned a command's `--option` into `–option`:
/// an en dash right before a lower-case letter or a `-`.
fn mangled_option(page: &str) -> Option<usize> {
    Regex::new("\u{2013}[-a-z]")
        .expect("a regex")
        .find(page)
        .map(|m| m.start())
}

/// Code blocks of a rendered page with nothing but whitespace inside.
fn empty_code_blocks(page: &str) -> usize {
    let empty = Regex::new(r#"<code class="language-[^>]*>\s*</code>"#).expect("a regex");
    empty.find_iter(page).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_empty_code_blocks() {
        let page = r#"<pre><code class="language-rust">fn f() {}</code></pre>
<pre><code class="language-rust">
  </code></pre><pre><code class="language-text"></code></pre>"#;
        assert_eq!(empty_code_blocks(page), 2);
        assert_eq!(empty_code_blocks("<code class=\"language-rust\">"), 0);
    }

    #[test]
    fn finds_links_to_missing_anchors() {
        let a = r##"<h2 id="x">X</h2><a href="b.html#y">1</a><a href="#x">2</a><a href="#z">3</a>"##;
        let b = r##"<h2 id="y">Y</h2><a href="a.html#gone">4</a><a href="https://e.org/#q">5</a>"##;
        let pages = [("a.html", a), ("b.html", b)].map(|(n, p)| (n.to_string(), p.to_string()));
        let missing = missing_anchors(&pages);
        assert_eq!(
            missing,
            [
                "a.html: links to a.html#z, which has no such id",
                "b.html: links to a.html#gone, which has no such id"
            ]
        );
    }

    #[test]
    fn finds_an_option_turned_into_an_en_dash() {
        assert_eq!(mangled_option("run cargo bench \u{2013}bench wikipedia"), Some(16));
        assert_eq!(mangled_option("pages 3\u{2013}5, and \u{2013} a dash"), None);
        assert_eq!(mangled_option("x \u{2013}-bless"), Some(2));
    }
}
