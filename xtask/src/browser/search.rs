//! The search box of both editions in the browser, as a reader uses it: a
//! click on the magnifier, the words typed into the real search box, at
//! 1280 and 390 px. In the Korean edition: 백트래킹, 시간 초과, 되돌리기,
//! 비트마스크, 맞았습니다, 스도쿠 ([`search::KOREAN_WORDS`]); in the English
//! one: `stress`, `backtracking`. For each search:
//!
//! - it lists something, and every chapter it lists has every word of the
//!   search in its text (the built page's `<main>`);
//! - unless the list was cut at `limit-results`, every chapter whose text
//!   holds the search (at a word's start: 백트래킹 in 백트래킹은) is listed;
//! - in the Korean edition, the sections listed are exactly those of the
//!   index's stored text that hold every word at a word's start (so a word
//!   with a particle attached is found, and nothing else), as many as the
//!   limit lets through; and the box's own words (placeholder, the line
//!   above the results) are in Korean.
//!
//! Screenshots of the Korean results: `target/screenshots/search/`.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::Value;

use super::driver::Driver;
use super::{WIDTHS, hangul, mkdir, text, url};
use crate::search::KOREAN_WORDS;

/// The English edition's searches, with the text each must be found by:
/// the stem that mdBook's Porter stemmer leaves (backtracking → backtrack,
/// which the prefix search expands to backtracked, backtracking, …).
const ENGLISH: &[(&str, &str)] = &[("stress", "stress"), ("backtracking", "backtrack")];

/// File names of the Korean searches' screenshots, in the order of
/// [`search::KOREAN_WORDS`].
const SLUGS: &[&str] = &["backtracking", "time-limit", "undo", "bitmask", "accepted", "sudoku"];

/// JS: what the search shows, and (from the index the page loaded: mdBook's
/// text of each section, and its URL) the sections whose title, body or
/// breadcrumbs hold every word of `WORDS` at a word's start.
const SHOWN: &str = r#"(words => {
  const results = Array.from(document.querySelectorAll('#mdbook-searchresults li a'))
    .map(a => { const u = new URL(a.href); return u.pathname.split('/').pop() + decodeURIComponent(u.hash); });
  const start = w => new RegExp('(^|[^\\p{Alphabetic}\\p{N}_])' + w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'u');
  const docs = window.search.index.documentStore.docs;
  const expected = Object.keys(docs).filter(id => ['title', 'body', 'breadcrumbs']
      .some(f => words.every(w => start(w.toLowerCase()).test(String(docs[id][f] || '').toLowerCase()))))
    .map(id => window.search.doc_urls[Number(id)]);
  return {
    results, expected,
    header: document.getElementById('mdbook-searchresults-header').textContent,
    placeholder: document.getElementById('mdbook-searchbar').placeholder,
    limit: window.search.results_options.limit_results,
    bool: window.search.search_options.bool,
  };
})(WORDS)"#;

/// The text of a built page's `<main>`: tags dropped, the entities mdBook
/// writes decoded, whitespace collapsed.
fn main_text(html: &str) -> String {
    let main = html
        .find("<main>")
        .and_then(|s| html[s..].find("</main>").map(|e| &html[s..s + e]))
        .unwrap_or(html);
    let text = regex::Regex::new("<[^>]*>").expect("a regex").replace_all(main, " ");
    // The entities mdBook writes, `&amp;` last.
    let entities = "&lt; &gt; &quot; &#39; &#x27; &amp;"
        .split(' ')
        .zip(["<", ">", "\"", "'", "'", "&"]);
    let text = entities.fold(text.into_owned(), |t, (entity, c)| t.replace(entity, c));
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// Whether `text` holds `word` at a word's start (after the start or a
/// character that is neither a letter, a digit nor `_`).
fn holds(text: &str, word: &str) -> bool {
    let word = word.to_lowercase();
    text.match_indices(&word).any(|(at, _)| {
        text[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'))
    })
}

/// One edition's chapters: (page, text of its `<main>`).
fn chapters(root: &Path, dir: &Path) -> Result<Vec<(String, String)>, String> {
    crate::markdown::summary_chapters(&root.join(crate::workspace::BOOK_SRC))?
        .iter()
        .map(|c| {
            let page = c.replace(".md", ".html");
            let html = std::fs::read_to_string(dir.join(&page)).map_err(|e| format!("{page}: {e}"))?;
            Ok((page, main_text(&html)))
        })
        .collect()
}

/// Opens the edition in `dir` at `width` px, types `query` into its search
/// box and returns what [`SHOWN`] reports.
fn type_search(d: &Driver, dir: &Path, width: u32, query: &str) -> Result<Value, String> {
    d.viewport(width, 1000)?;
    d.open_page(&url(&dir.join("introduction.html")))?;
    d.click("#mdbook-search-toggle")?;
    let by_id = |id: &str| format!("document.getElementById('mdbook-{id}')");
    let (bar, outer, header) = (
        by_id("searchbar"),
        by_id("searchresults-outer"),
        by_id("searchresults-header"),
    );
    let loaded = format!(
        "window.search && Array.isArray(window.search.doc_urls) && !{}.classList.contains('searching')",
        by_id("searchbar-outer")
    );
    d.wait(&loaded, 20)
        .map_err(|e| format!("the search index did not load: {e}"))?;
    d.click("#mdbook-searchbar")?;
    // Hangul arrives as inserted text (as from an input method), which
    // fires no keyup: End, like the end of a composition, makes the
    // searcher read the box.
    d.type_str(query)?;
    d.key("End")?;
    let quoted = Value::from(query).to_string();
    let listed = format!(
        "{bar}.value === {quoted} && !{outer}.classList.contains('hidden') && {header}.textContent.includes({quoted})"
    );
    d.wait(&listed, 20)
        .map_err(|e| format!("no results line for {query}: {e}"))?;
    let words: Vec<&str> = query.split_whitespace().collect();
    d.eval(&SHOWN.replace("WORDS", &serde_json::json!(words).to_string()))
}

/// The problems of one search: `shown` from [`SHOWN`], `found_by` the texts
/// each listed chapter must hold, `pages` the edition's chapters.
fn problems_of(
    what: &str,
    query: &str,
    found_by: &[&str],
    shown: &Value,
    pages: &[(String, String)],
    korean: bool,
) -> Vec<String> {
    let mut problems = Vec::new();
    let strings = |key: &str| serde_json::from_value::<Vec<String>>(shown[key].clone()).unwrap_or_default();
    let results = strings("results");
    let limit = shown["limit"].as_u64().unwrap_or(0) as usize;
    let header = text(&shown["header"]);
    if results.is_empty() {
        problems.push(format!("{what}: no results (the line above says {header:?})"));
        return problems;
    }
    let listed: BTreeSet<&str> = results.iter().map(|r| r.split('#').next().unwrap_or("")).collect();
    for page in &listed {
        match pages.iter().find(|(p, _)| p == page) {
            None => problems.push(format!("{what}: lists {page}, which is not a chapter")),
            Some((_, text)) => {
                if let Some(word) = found_by.iter().find(|w| !holds(text, w)) {
                    problems.push(format!("{what}: lists {page}, whose text has no {word:?}"));
                }
            }
        }
    }
    if results.len() < limit {
        let phrase = found_by.join(" ");
        for (page, text) in pages {
            if holds(text, &phrase) && !listed.contains(page.as_str()) {
                problems.push(format!("{what}: {page} holds {phrase:?} but is not listed"));
            }
        }
    }
    if korean {
        let expected = strings("expected");
        let want = expected.len().min(limit);
        if results.len() != want {
            problems.push(format!(
                "{what}: {} sections listed, expected {want} ({} sections hold every word at a word's start, limit {limit})",
                results.len(),
                expected.len()
            ));
        }
        if let Some(stray) = results.iter().find(|r| !expected.contains(r)) {
            problems.push(format!("{what}: lists {stray}, whose section does not hold {query:?}"));
        }
        for (name, text) in [
            ("the placeholder", text(&shown["placeholder"])),
            ("the results line", header),
        ] {
            if !hangul(text) || text.contains("search") {
                problems.push(format!("{what}: {name} is not in Korean: {text:?}"));
            }
        }
        if !header.contains(&results.len().to_string()) {
            problems.push(format!(
                "{what}: the results line {header:?} does not give the count {}",
                results.len()
            ));
        }
    }
    problems
}

/// Searches both editions (the English one in `english`, the Korean one in
/// `english/ko/`) at 1280 and 390 px; screenshots of the Korean results in
/// `shots/search/`.
pub fn check(d: &Driver, root: &Path, english: &Path, shots: &Path) -> Result<Vec<String>, String> {
    let out = shots.join("search");
    mkdir(&out)?;
    let mut problems = Vec::new();
    // Each edition's searches: the query, the words each listed chapter
    // must hold, the screenshot's name (none: no screenshot).
    let en = ENGLISH.iter().map(|&(q, stem)| (q, vec![stem], None));
    let ko = KOREAN_WORDS
        .iter()
        .zip(SLUGS)
        .map(|(&q, &slug)| (q, q.split_whitespace().collect(), Some(slug)));
    for (language, dir, searches) in [
        ("en", english.to_path_buf(), en.collect::<Vec<_>>()),
        ("ko", english.join("ko"), ko.collect()),
    ] {
        let pages = chapters(root, &dir)?;
        for (query, found_by, slug) in searches {
            for width in WIDTHS {
                let what = format!("search {language} {query:?} at {width} px");
                let shown = type_search(d, &dir, width, query).map_err(|e| format!("{what}: {e}"))?;
                let found = problems_of(&what, query, &found_by, &shown, &pages, language != "en");
                eprintln!(
                    "browser test: {what}: {} results, {} chapters hold it, {} problem(s); {}",
                    shown["results"].as_array().map_or(0, Vec::len),
                    pages.iter().filter(|(_, t)| holds(t, &found_by.join(" "))).count(),
                    found.len(),
                    text(&shown["header"])
                );
                problems.extend(found);
                if let Some(slug) = slug {
                    d.screenshot(&out.join(format!("{language}-{slug}-{width}.png")))?;
                }
            }
        }
    }
    d.viewport(1280, 1000)?;
    Ok(problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_is_held_at_a_words_start() {
        assert!(holds("이 글의 백트래킹은 빠르다", "백트래킹"));
        assert!(holds("(백트래킹)", "백트래킹"));
        assert!(!holds("재백트래킹", "백트래킹"));
        assert!(holds("a stress test", "Stress"));
        assert!(!holds("distress", "stress"));
    }

    #[test]
    fn main_text_drops_tags_and_decodes() {
        let html = "<nav>백트래킹</nav><main><h1>제목</h1><p>시간 <em>초과</em> &amp; &lt;b&gt;</p></main>";
        assert_eq!(main_text(html), "제목 시간 초과 & <b>");
    }
}
