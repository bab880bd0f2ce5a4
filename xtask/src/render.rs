//! Building the book with mdBook (the `mdbook-driver` library, so no
//! `mdbook` binary is needed), and the checks made on the built pages.

use std::fs;
use std::path::{Path, PathBuf};

use mdbook_driver::MDBook;

use crate::markdown;
use crate::measure::Measure;
use crate::workspace::BOOK_SRC;

/// Loads `book/book.toml` and `SUMMARY.md`, with the `{{#measure}}`
/// preprocessor in-process: it replaces the `cargo xtask preprocess`
/// command that book.toml names for `mdbook serve` (same name), so it runs
/// once and no second cargo is started.
fn load(root: &Path) -> Result<MDBook, String> {
    let mut book = MDBook::load(root.join("book"))
        .map_err(|e| format!("loading book/book.toml and book/src/SUMMARY.md: {e:#}"))?;
    book.with_preprocessor(Measure);
    Ok(book)
}

/// Builds the book into book.toml's `build-dir` (`target/book/` at the
/// workspace root) and returns the directory.
pub fn build(root: &Path) -> Result<PathBuf, String> {
    let book = load(root)?;
    let dir = book.build_dir_for("html");
    book.build().map_err(|e| format!("mdBook: {e:#}"))?;
    Ok(dir.canonicalize().unwrap_or(dir))
}

/// Builds the book into a temporary directory and checks the pages: every
/// chapter of `SUMMARY.md` has one, no `{{#` directive is left unexpanded,
/// no code listing is empty (an include that resolved to nothing), and the
/// SVG figures are copied, a search index is built and no `--option` was
/// turned into an en dash. Also checks that book.toml forbids creating
/// missing chapters.
pub fn check(root: &Path) -> Result<Vec<String>, String> {
    let out = std::env::temp_dir().join(format!("sudoku-lab-book-{}", std::process::id()));
    let _ = fs::remove_dir_all(&out);
    let mut book = load(root)?;
    let mut problems = Vec::new();
    if book.config.build.create_missing {
        problems.push("book/book.toml must set create-missing = false".to_string());
    }
    book.config.build.build_dir = out.clone();
    if let Err(e) = book.build() {
        problems.push(format!("mdBook does not build the book: {e:#}"));
        return Ok(problems);
    }
    for chapter in markdown::summary_chapters(&root.join(BOOK_SRC))? {
        let html = out.join(chapter.replace(".md", ".html"));
        match fs::read_to_string(&html) {
            Err(_) => problems.push(format!("{chapter}: no page {}", html.display())),
            Ok(page) => {
                if page.contains("{{#") {
                    problems.push(format!("{chapter}: the page still contains `{{{{#`"));
                }
                if empty_code_blocks(&page) > 0 {
                    problems.push(format!("{chapter}: an empty code listing"));
                }
                if let Some(at) = page.find("\u{2013}-").or_else(|| mangled_option(&page)) {
                    let around: String = page[at..].chars().take(20).collect();
                    problems.push(format!("{chapter}: an en dash where `--` was written: {around:?}"));
                }
            }
        }
    }
    for figure in ["heat-map-wikipedia.svg", "ns-per-placement.svg", "steps-small.svg"] {
        if !out.join("figures").join(figure).is_file() {
            problems.push(format!("figures/{figure} was not copied into the book"));
        }
    }
    let search = fs::read_dir(&out)
        .map(|d| {
            d.flatten()
                .any(|e| e.file_name().to_string_lossy().starts_with("searchindex"))
        })
        .unwrap_or(false);
    if !search {
        problems.push(
            "no search index was built (book.toml [output.html.search], mdbook-driver's `search` feature)".to_string(),
        );
    }
    if std::env::var_os("BOOK_KEEP").is_some() {
        eprintln!("built book kept in {}", out.display());
    } else {
        let _ = fs::remove_dir_all(&out);
    }
    Ok(problems)
}

/// Where smart punctuation turned a command's `--option` into `–option`:
/// an en dash right before a lower-case letter.
fn mangled_option(page: &str) -> Option<usize> {
    page.match_indices('\u{2013}')
        .find(|(at, dash)| page[at + dash.len()..].starts_with(|c: char| c.is_ascii_lowercase()))
        .map(|(at, _)| at)
}

/// Code blocks of a rendered page with nothing but whitespace inside.
fn empty_code_blocks(page: &str) -> usize {
    let mut count = 0;
    let mut rest = page;
    while let Some(start) = rest.find("<code class=\"language-") {
        let after = &rest[start..];
        let (Some(open), Some(close)) = (after.find('>'), after.find("</code>")) else {
            break;
        };
        if open < close && after[open + 1..close].trim().is_empty() {
            count += 1;
        }
        rest = &after[close..];
    }
    count
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
    fn finds_an_option_turned_into_an_en_dash() {
        assert_eq!(mangled_option("run cargo bench \u{2013}bench wikipedia"), Some(16));
        assert_eq!(mangled_option("pages 3\u{2013}5, and \u{2013} a dash"), None);
    }
}
