//! Building the book with mdBook (the `mdbook-driver` library, so no
//! `mdbook` binary is needed), and the checks made on the built pages.

use std::cell::RefCell;
use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{BufferQueue, Tag, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer};
use mdbook_driver::MDBook;
use regex::Regex;

use crate::measure::Measure;
use crate::workspace::BOOK_SRC;
use crate::{i18n, markdown, ranking, search, traces};

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
    traces::write(root, &dir.join("traces"))?;
    for language in i18n::LANGUAGES {
        let book = load(root, Some(language))?;
        book.build()
            .map_err(|e| format!("mdBook, the {language} edition: {e:#}"))?;
        search::reindex(&book.build_dir_for("html"))?;
        traces::write(root, &book.build_dir_for("html").join("traces"))?;
    }
    crate::stress_assets::vendor(root, &dir)?;
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
        traces::write(root, &dir.join("traces"))?;
        if language.is_some() {
            search::reindex(&dir)?;
            problems.extend(search::check(&dir)?.into_iter().map(|p| format!("{edition}{p}")));
            problems.extend(ranking::check(&dir)?.into_iter().map(|p| format!("{edition}{p}")));
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
        let Ok(file) = fs::read_to_string(&html) else {
            problems.push(format!("{edition}{chapter}: no page {}", html.display()));
            continue;
        };
        // Anywhere in the file, markup or text: a directive mdBook left.
        if file.contains("{{#") {
            problems.push(format!("{edition}{chapter}: the page still contains `{{{{#`"));
        }
        let page = Page::read(&file);
        if empty_code_blocks(&page) > 0 {
            problems.push(format!("{edition}{chapter}: an empty code listing"));
        }
        if let Some(at) = mangled_option(&page.text) {
            let around: String = page.text[at..].chars().take(20).collect();
            problems.push(format!(
                "{edition}{chapter}: an en dash where `--` was written: {around:?}"
            ));
        }
        pages.push((chapter.replace(".md", ".html"), page));
    }
    problems.extend(missing_anchors(&pages).into_iter().map(|p| format!("{edition}{p}")));
    // Every script a page loads is in the book (the step traces, written
    // after mdBook by `traces::write`), and every trace is loaded by a page.
    let loaded: HashSet<&str> = pages
        .iter()
        .flat_map(|(_, p)| p.scripts.iter().map(String::as_str))
        .collect();
    for script in &loaded {
        let local = !script.contains("://") && !script.starts_with("//");
        let file = script.split(['?', '#']).next().unwrap_or(script);
        if local && !out.join(file).is_file() {
            problems.push(format!("{edition}a page loads {script}, which the book does not have"));
        }
    }
    for entry in fs::read_dir(out.join("traces")).into_iter().flatten().flatten() {
        let name = format!("traces/{}", entry.file_name().to_string_lossy());
        if !loaded.contains(name.as_str()) {
            problems.push(format!("{edition}no page loads {name}"));
        }
    }
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

/// What the checks read of a built page: html5ever's tokens (the WHATWG
/// tokenizer, so attributes in any order and quoting, entities decoded).
#[derive(Debug, Default)]
struct Page {
    /// Every element's `href`, in order.
    links: Vec<String>,
    /// Every element's `id`.
    ids: HashSet<String>,
    /// Every `<script>`'s `src`.
    scripts: Vec<String>,
    /// The text of each `<code class="language-…">` (a listing), tags inside it left out.
    listings: Vec<String>,
    /// The page's text, without the markup and the insides of `<script>` and `<style>`.
    text: String,
    /// The listing being read, while inside one.
    open: Option<String>,
    /// Whether inside a `<script>` or a `<style>`.
    raw: bool,
}

/// html5ever's [`TokenSink`] that fills a [`Page`].
struct Reader(RefCell<Page>);

impl Page {
    /// Reads a page as a browser's tokenizer does.
    fn read(html: &str) -> Page {
        let tokenizer = Tokenizer::new(Reader(RefCell::default()), Default::default());
        let input = BufferQueue::default();
        input.push_back(StrTendril::from_slice(html));
        let _ = tokenizer.feed(&input); // `Done`: the sink never asks to run a script
        tokenizer.end();
        tokenizer.sink.0.into_inner()
    }

    /// A start tag: its `href` and `id`; a listing opens; a script's or
    /// style's text is read as raw text (as a browser does), not as markup.
    fn start(&mut self, tag: &Tag) -> TokenSinkResult<()> {
        let attr = |name: &str| {
            tag.attrs
                .iter()
                .find(|a| &*a.name.local == name)
                .map(|a| a.value.to_string())
        };
        self.links.extend(attr("href"));
        self.ids.extend(attr("id"));
        if &*tag.name == "script" {
            self.scripts.extend(attr("src"));
        }
        let listing = attr("class").is_some_and(|c| c.split_whitespace().any(|c| c.starts_with("language-")));
        let raw = match &*tag.name {
            "code" if listing => {
                self.open = Some(String::new());
                return TokenSinkResult::Continue;
            }
            "script" => RawKind::ScriptData,
            "style" => RawKind::Rawtext,
            _ => return TokenSinkResult::Continue,
        };
        self.raw = true; // `<script/>` too: the slash means nothing on a script
        TokenSinkResult::RawData(raw)
    }
}

impl TokenSink for Reader {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        let mut page = self.0.borrow_mut();
        match token {
            Token::TagToken(tag) if tag.kind == TagKind::StartTag => return page.start(&tag),
            Token::TagToken(tag) if &*tag.name == "code" => {
                let listing = page.open.take();
                page.listings.extend(listing);
            }
            Token::TagToken(tag) if matches!(&*tag.name, "script" | "style") => page.raw = false,
            Token::CharacterTokens(text) if !page.raw => {
                if let Some(listing) = &mut page.open {
                    listing.push_str(&text);
                }
                page.text.push_str(&text);
            }
            _ => {}
        }
        TokenSinkResult::Continue
    }
}

/// Links `href="PAGE.html#ID"` or `href="#ID"` (a page of the same
/// folder) whose page has no element with `id="ID"`, a problem each (a
/// translated heading without `{#id}` breaks them).
fn missing_anchors(pages: &[(String, Page)]) -> Vec<String> {
    let mut missing = Vec::new();
    for (name, page) in pages {
        for href in &page.links {
            let Some((file, anchor)) = href.split_once('#').filter(|(f, a)| !f.contains('/') && !a.is_empty()) else {
                continue;
            };
            let target = if file.is_empty() { name } else { file };
            let Some((_, body)) = pages.iter().find(|(n, _)| n == target) else {
                continue;
            };
            if !body.ids.contains(anchor) {
                missing.push(format!("{name}: links to {target}#{anchor}, which has no such id"));
            }
        }
    }
    missing
}

/// Where smart punctuation turned a command's `--option` into `–option`:
/// an en dash right before a lower-case letter or a `-`, in a page's
/// [`Page::text`].
fn mangled_option(text: &str) -> Option<usize> {
    Regex::new("\u{2013}[-a-z]")
        .expect("a regex")
        .find(text)
        .map(|m| m.start())
}

/// Code listings of a rendered page with nothing but whitespace inside.
fn empty_code_blocks(page: &Page) -> usize {
    page.listings.iter().filter(|text| text.trim().is_empty()).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pages named `a.html`, `b.html`… in order, read.
    fn pages(html: &[&str]) -> Vec<(String, Page)> {
        let name = |i: usize| format!("{}.html", char::from(b'a' + i as u8));
        html.iter().enumerate().map(|(i, h)| (name(i), Page::read(h))).collect()
    }

    #[test]
    fn counts_empty_code_blocks() {
        let page = r#"<pre><code class="language-rust">fn f() {}</code></pre>
<pre><code class="language-rust">
  </code></pre><pre><code class="language-text"></code></pre>"#;
        assert_eq!(empty_code_blocks(&Page::read(page)), 2);
        assert_eq!(empty_code_blocks(&Page::read("<code class=\"language-rust\">")), 0);
        // Any attribute order and class list; the text inside tags counts,
        // tags alone do not; inline code and a script's text are no listings.
        let page = Page::read(
            r#"<code id="c" class='hljs language-rust'> <span class="boring"></span>
</code><code class="language-rust"><span class="boring">fn hidden() {}</span></code><code></code>
<script>let s = '<code class="language-x"></code>';</script>"#,
        );
        assert_eq!(page.listings, [" \n", "fn hidden() {}"]);
        assert_eq!(empty_code_blocks(&page), 1);
    }

    #[test]
    fn finds_links_to_missing_anchors() {
        let a = r##"<h2 id="x">X</h2><a href="b.html#y">1</a><a href="#x">2</a><a href="#z">3</a>"##;
        let b = r##"<h2 id="y">Y</h2><a href="a.html#gone">4</a><a href="https://e.org/#q">5</a>"##;
        let missing = missing_anchors(&pages(&[a, b]));
        assert_eq!(
            missing,
            [
                "a.html: links to a.html#z, which has no such id",
                "b.html: links to a.html#gone, which has no such id"
            ]
        );
        // Quoting and entities as a browser reads them; only an `id`
        // attribute is an anchor, and a script's text holds no link.
        let c = r##"<p id='a&amp;b' data-id="d">
<a class="x" href='#a&b'>1</a><a href=#d>2</a><a href="../b.html#none">3</a><a href="#">4</a>
<a href="#a&amp;c">5</a>
<script>var s = '<a href="#nowhere">';</script>"##;
        let missing = missing_anchors(&pages(&["", "", c]));
        let want = [
            "c.html: links to c.html#d, which has no such id",
            "c.html: links to c.html#a&c, which has no such id",
        ];
        assert_eq!(missing, want);
    }

    #[test]
    fn finds_an_option_turned_into_an_en_dash() {
        assert_eq!(mangled_option("run cargo bench \u{2013}bench wikipedia"), Some(16));
        assert_eq!(mangled_option("pages 3\u{2013}5, and \u{2013} a dash"), None);
        assert_eq!(mangled_option("x \u{2013}-bless"), Some(2));
        // In the page's text: an entity counts, a script's or a style's text does not.
        let page = Page::read("<p>run <code>x</code> &ndash;bless</p>");
        assert_eq!(page.text, "run x \u{2013}bless");
        assert_eq!(mangled_option(&page.text), Some(6));
        let page = Page::read("<script>a = '\u{2013}b';</script><style>p::before { content: '\u{2013}x' }</style>ok");
        assert_eq!((page.text.as_str(), mangled_option(&page.text)), ("ok", None));
    }
}
