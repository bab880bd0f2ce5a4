//! The search box of both editions at 1280 and 390 px, as a reader uses it
//! (the magnifier clicked, the words typed): 백트래킹, 시간 초과, 되돌리기,
//! 비트마스크, 맞았습니다, 스도쿠 in the Korean one ([`KOREAN_WORDS`]),
//! `stress` and `backtracking` in the English one. Each search lists
//! something; every chapter listed has every word in its `<main>`; unless
//! the list was cut at `limit-results`, every chapter holding the search
//! (at a word's start: 백트래킹 in 백트래킹은) is listed. In the Korean
//! edition the sections listed are exactly those of the index's stored text
//! holding every word at a word's start (a word with a particle attached is
//! found, nothing else), as many as the limit lets through, and the box
//! speaks Korean. Screenshots of the Korean results in `search/`.

use std::collections::BTreeSet;

use serde_json::Value;

use super::{EDITIONS, Test, WIDTHS, hangul, text};
use crate::search::KOREAN_WORDS;

/// The English edition's searches, with the text each must be found by:
/// the stem that mdBook's Porter stemmer leaves (backtracking → backtrack,
/// which the prefix search expands to backtracked, backtracking, …).
const ENGLISH: &[(&str, &str)] = &[("stress", "stress"), ("backtracking", "backtrack")];

/// The Korean searches' screenshots, in the order of [`KOREAN_WORDS`].
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
  };
})(WORDS)"#;

/// The text of a built page's `<main>`: tags dropped, the entities mdBook
/// writes decoded (`&amp;` last), whitespace collapsed.
fn main_text(html: &str) -> String {
    let main = html.split_once("<main>").and_then(|(_, m)| m.split_once("</main>"));
    let tags = regex::Regex::new("<[^>]*>").expect("a regex");
    let mut text = tags.replace_all(main.map_or(html, |m| m.0), " ").into_owned();
    let entities = "&lt; &gt; &quot; &#39; &#x27; &amp;".split(' ');
    for (entity, c) in entities.zip(["<", ">", "\"", "'", "'", "&"]) {
        text = text.replace(entity, c);
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// Whether `text` holds `word` at a word's start (after the start or a
/// character that is neither a letter, a digit nor `_`).
fn holds(text: &str, word: &str) -> bool {
    let inside = |c: char| c.is_alphanumeric() || c == '_';
    let at_start = |at: usize| !text[..at].chars().next_back().is_some_and(inside);
    text.match_indices(&word.to_lowercase()).any(|(at, _)| at_start(at))
}

/// Opens the edition at `prefix` at `width` px, types `query` into its
/// search box and returns what [`SHOWN`] reports.
fn type_search(t: &Test, prefix: &str, width: u32, query: &str) -> Result<Value, String> {
    t.viewport(width, 1000)?;
    t.open(&format!("{prefix}introduction.html"))?;
    t.click("#mdbook-search-toggle")?;
    let id = |id: &str| format!("document.getElementById('mdbook-{id}')");
    let (bar, outer, header) = (id("searchbar"), id("searchresults-outer"), id("searchresults-header"));
    let loaded = format!("Array.isArray(window.search?.doc_urls) && !{}", id("searchbar-outer"));
    let loaded = t.wait(&format!("{loaded}.classList.contains('searching')"), 20);
    loaded.map_err(|e| format!("the search index did not load: {e}"))?;
    t.click("#mdbook-searchbar")?;
    // Hangul arrives as inserted text (as from an input method), which
    // fires no keyup: End, like the end of a composition, makes the
    // searcher read the box.
    t.type_str(query)?;
    t.keys("End")?;
    let q = Value::from(query);
    let listed = format!("{bar}.value === {q} && !{outer}.classList.contains('hidden')");
    let listed = t.wait(&format!("{listed} && {header}.textContent.includes({q})"), 20);
    listed.map_err(|e| format!("no results line for {query}: {e}"))?;
    let words: Vec<&str> = query.split_whitespace().collect();
    t.eval(&SHOWN.replace("WORDS", &serde_json::json!(words).to_string()))
}

/// The problems of one search: `shown` from [`SHOWN`], `found_by` the texts
/// each listed chapter must hold, `pages` the edition's chapters (page, text).
fn problems_of(query: &str, found_by: &[&str], shown: &Value, pages: &[(String, String)], korean: bool) -> Vec<String> {
    let strings = |key: &str| serde_json::from_value::<Vec<String>>(shown[key].clone()).unwrap_or_default();
    let (results, expected) = (strings("results"), strings("expected"));
    let (limit, header) = (shown["limit"].as_u64().unwrap_or(0) as usize, text(&shown["header"]));
    if results.is_empty() {
        return vec![format!("no results (the line above says {header:?})")];
    }
    let mut problems = Vec::new();
    let listed: BTreeSet<&str> = results.iter().map(|r| r.split('#').next().unwrap_or("")).collect();
    for page in &listed {
        match pages.iter().find(|(p, _)| p == page) {
            None => problems.push(format!("lists {page}, which is not a chapter")),
            Some((_, text)) => {
                if let Some(word) = found_by.iter().find(|w| !holds(text, w)) {
                    problems.push(format!("lists {page}, whose text has no {word:?}"));
                }
            }
        }
    }
    let phrase = found_by.join(" ");
    for (page, text) in pages.iter().filter(|_| results.len() < limit) {
        if holds(text, &phrase) && !listed.contains(page.as_str()) {
            problems.push(format!("{page} holds {phrase:?} but is not listed"));
        }
    }
    if !korean {
        return problems;
    }
    let (n, all, want) = (results.len(), expected.len(), expected.len().min(limit));
    if n != want {
        problems.push(format!(
            "{n} sections listed, expected {want} ({all} sections hold every word at a word's start, limit {limit})"
        ));
    }
    if let Some(stray) = results.iter().find(|r| !expected.contains(r)) {
        problems.push(format!("lists {stray}, whose section does not hold {query:?}"));
    }
    let placeholder = text(&shown["placeholder"]);
    for (name, text) in [("the placeholder", placeholder), ("the results line", header)] {
        if !hangul(text) || text.contains("search") {
            problems.push(format!("{name} is not in Korean: {text:?}"));
        }
    }
    if !header.contains(&n.to_string()) {
        problems.push(format!("the results line {header:?} does not give the count {n}"));
    }
    problems
}

/// Searches both editions at 1280 and 390 px.
pub fn check(t: &mut Test) -> Result<(), String> {
    let chapters = crate::markdown::summary_chapters(&t.root.join(crate::workspace::BOOK_SRC))?;
    // Each edition's searches: the query, the words each listed chapter
    // must hold, the screenshot's name (none: no screenshot).
    let en = ENGLISH.iter().map(|&(q, stem)| (q, vec![stem], None));
    let ko = KOREAN_WORDS.iter().zip(SLUGS);
    let ko = ko.map(|(&q, &slug)| (q, q.split_whitespace().collect(), Some(slug)));
    for ((edition, prefix), searches) in EDITIONS.into_iter().zip([en.collect::<Vec<_>>(), ko.collect()]) {
        let mut pages = Vec::new();
        for page in chapters.iter().map(|c| c.replace(".md", ".html")) {
            let html = std::fs::read_to_string(t.book.join(prefix).join(&page)).map_err(|e| format!("{page}: {e}"))?;
            pages.push((page, main_text(&html)));
        }
        for (query, found_by, slug) in searches {
            let phrase = found_by.join(" ");
            let holding = pages.iter().filter(|(_, text)| holds(text, &phrase)).count();
            for width in WIDTHS {
                let what = format!("search {edition} {query:?} at {width} px");
                let shown = type_search(t, prefix, width, query).map_err(|e| format!("{what}: {e}"))?;
                let found = problems_of(query, &found_by, &shown, &pages, edition != "en");
                let (n, header) = (shown["results"].as_array().map_or(0, Vec::len), text(&shown["header"]));
                let problems = found.len();
                eprintln!(
                    "browser test: {what}: {n} results, {holding} chapters hold it, {problems} problem(s); {header}"
                );
                t.problems.extend(found.iter().map(|p| format!("{what}: {p}")));
                if let Some(slug) = slug {
                    t.screenshot(&format!("search/{edition}-{slug}-{width}.png"))?;
                }
            }
        }
    }
    t.viewport(1280, 1000)
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
