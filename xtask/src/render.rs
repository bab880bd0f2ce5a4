//! Building the book with mdBook (the `mdbook-driver` library, so no
//! `mdbook` binary is needed), and the checks made on the built pages.

use std::fs;
use std::path::{Path, PathBuf};

use mdbook_driver::MDBook;

use crate::markdown;
use crate::workspace::BOOK_SRC;

/// Loads `book/book.toml` and `SUMMARY.md`.
fn load(root: &Path) -> Result<MDBook, String> {
    MDBook::load(root.join("book")).map_err(|e| format!("loading book/book.toml and book/src/SUMMARY.md: {e:#}"))
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
/// SVG figures are copied. Also checks that book.toml forbids creating
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
    Ok(problems)
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
}
