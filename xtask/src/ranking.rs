//! The order in which the book's search box lists sections: elasticlunr.js's
//! scoring (mdBook's `searcher.js` calls `index.search(term, options)`),
//! redone in Rust on the built `searchindex-*.js`, so that `cargo xtask
//! book --check` can say which section a learner's search lists first
//! ([`crate::search::TOP`]) without a browser. The browser test
//! (`book/tests/search.spec.js`) types the same words in Chromium and
//! checks the same first results.
//!
//! elasticlunr.js 0.9 (mdBook 0.5's `elasticlunr.min.js`), per field with a
//! boost other than 0: each query token is expanded to the index's tokens
//! that begin with it; a token's score in a section is `tf × idf ×
//! 1/√(field length) × penalty` (`tf` as stored, `idf = 1 + ln(N/(df+1))`,
//! `penalty` 1 for the token itself and `0.15 × (1 − (len(key) −
//! len(token))/len(key))` for a longer one); with `bool = AND` a section
//! must hold every query token; the sum is multiplied by the share of query
//! tokens the section holds exactly (`coordNorm`), then by the field's
//! boost, and the fields' scores are added. Ties keep the sections' order.

use std::collections::BTreeMap;

use elasticlunr::Language;
use serde_json::Value;

/// A section of the index: its number in `doc_urls`, and its score.
pub type Hit = (usize, f64);

/// The trie node of `token` in `field`'s inverted index of `data`.
fn node<'a>(data: &'a Value, field: &str, token: &str) -> Option<&'a Value> {
    let mut node = &data["index"]["index"][field]["root"];
    for c in token.chars() {
        node = node.get(c.to_string())?;
    }
    Some(node)
}

/// The tokens of `field` that begin with `token` and that some section
/// holds (`expandToken`), `token` first when it is one.
fn expand(data: &Value, field: &str, token: &str) -> Vec<String> {
    fn walk(node: &Value, prefix: &mut String, out: &mut Vec<String>) {
        let Some(map) = node.as_object() else { return };
        if map.get("df").and_then(Value::as_u64).unwrap_or(0) > 0 {
            out.push(prefix.clone());
        }
        for (key, child) in map.iter().filter(|(k, _)| *k != "df" && *k != "docs") {
            prefix.push_str(key);
            walk(child, prefix, out);
            prefix.truncate(prefix.len() - key.len());
        }
    }
    let mut out = Vec::new();
    if let Some(root) = node(data, field, token) {
        walk(root, &mut token.to_string(), &mut out);
    }
    out
}

/// Length in UTF-16 code units, as JS's `String.length`.
fn js_len(s: &str) -> f64 {
    s.encode_utf16().count() as f64
}

/// The scores of `field` for the query `tokens` (`fieldSearch`, `AND`,
/// expanded).
fn field_scores(data: &Value, field: &str, tokens: &[String]) -> BTreeMap<usize, f64> {
    let n = data["index"]["documentStore"]["length"].as_f64().unwrap_or(0.0);
    let length = |doc: usize| {
        let info = &data["index"]["documentStore"]["docInfo"][doc.to_string()][field];
        info.as_f64().unwrap_or(0.0)
    };
    let mut scores: Option<BTreeMap<usize, f64>> = None;
    let mut exact: BTreeMap<usize, usize> = BTreeMap::new();
    for token in tokens {
        let mut these = BTreeMap::new();
        for key in expand(data, field, token) {
            let Some(node) = node(data, field, &key) else { continue };
            let df = node["df"].as_f64().unwrap_or(0.0);
            let idf = 1.0 + (n / (df + 1.0)).ln();
            let docs = node["docs"].as_object().into_iter().flatten();
            let docs = docs.filter_map(|(d, v)| Some((d.parse::<usize>().ok()?, v["tf"].as_f64()?)));
            for (doc, tf) in docs.filter(|(d, _)| scores.as_ref().is_none_or(|s| s.contains_key(d))) {
                if key == *token {
                    *exact.entry(doc).or_default() += 1;
                }
                let norm = match length(doc) {
                    0.0 => 1.0,
                    l => 1.0 / l.sqrt(),
                };
                let penalty = match key == *token {
                    true => 1.0,
                    false => 0.15 * (1.0 - (js_len(&key) - js_len(token)) / js_len(&key)),
                };
                *these.entry(doc).or_default() += tf * idf * norm * penalty;
            }
        }
        scores = Some(match scores {
            None => these,
            Some(old) => these
                .into_iter()
                .filter_map(|(d, s)| Some((d, old.get(&d)? + s)))
                .collect(),
        });
    }
    let mut scores = scores.unwrap_or_default();
    for (doc, score) in scores.iter_mut() {
        if let Some(k) = exact.get(doc) {
            *score *= *k as f64 / tokens.len() as f64;
        }
    }
    scores
}

/// The sections the search of the index `data` (the JSON of a built
/// `searchindex-*.js`) lists for `query`, best first, with the boosts and
/// options the index carries (`search_options`), as `searcher.js` does.
pub fn search(data: &Value, query: &str) -> Vec<Hit> {
    let language = crate::search::language();
    let tokens = language.make_pipeline().run(crate::search::tokenize(query));
    let mut total: BTreeMap<usize, f64> = BTreeMap::new();
    for field in ["title", "body", "breadcrumbs"] {
        let boost = data["search_options"]["fields"][field]["boost"].as_f64().unwrap_or(1.0);
        if boost == 0.0 {
            continue;
        }
        for (doc, score) in field_scores(data, field, &tokens) {
            *total.entry(doc).or_default() += score * boost;
        }
    }
    let mut hits: Vec<Hit> = total.into_iter().collect();
    hits.sort_by(|a, b| b.1.total_cmp(&a.1));
    hits
}

/// The URL of the section `doc` of `data` (`page.html#anchor`).
pub fn url(data: &Value, doc: usize) -> String {
    data["doc_urls"][doc].as_str().unwrap_or_default().to_string()
}

/// The problems of the search of the Korean edition built in `dir`: for
/// each of [`crate::search::TOP`]'s words, its section must be listed
/// first ([`top_problems`]).
pub fn check(dir: &std::path::Path) -> Result<Vec<String>, String> {
    let (_, js) = crate::search::load(dir)?;
    Ok(top_problems(&crate::search::parse_index_js(&js)?))
}

/// Whether the search of the index `data` lists [`crate::search::TOP`]'s section first
/// for each of its words: the problems, each with the first five listed.
pub fn top_problems(data: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    for (query, want) in crate::search::TOP {
        let hits = search(data, query);
        let urls: Vec<String> = hits.iter().take(5).map(|h| url(data, h.0)).collect();
        let first = urls.first().map_or("", String::as_str);
        let ok = match want.contains('#') {
            true => first == *want,
            false => first.split('#').next() == Some(*want),
        };
        if !ok {
            problems.push(format!(
                "the search for {query:?} lists {first:?} first, not {want:?} (first five: {urls:?})"
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An index of `sections` ([title, body]) as `search::reindex` builds it.
    fn index(sections: &[[&str; 2]]) -> Value {
        let mut index = crate::search::new_index();
        for (i, [title, body]) in sections.iter().enumerate() {
            index.add_doc(&i.to_string(), [title.to_string(), body.to_string(), String::new()]);
        }
        let urls: Vec<String> = (0..sections.len()).map(|i| format!("p.html#s{i}")).collect();
        serde_json::json!({
            "doc_urls": urls,
            "index": serde_json::to_value(&index).unwrap(),
            "search_options": {"fields": {"title": {"boost": 10}, "body": {"boost": 1}, "breadcrumbs": {"boost": 0}}},
        })
    }

    #[test]
    fn a_heading_holding_the_word_comes_first() {
        let data = index(&[
            ["변이 테스트", "시간 초과 시간 초과 시간 초과가 나는 돌연변이"],
            ["어떤 방식으로 짤까: ‘시간 초과’가 나면", "PyPy3로 내자"],
            ["그 밖의 것", "아무 말"],
        ]);
        let hits = search(&data, "시간 초과");
        assert_eq!(hits.iter().map(|h| h.0).collect::<Vec<_>>(), [1, 0]);
        assert_eq!(url(&data, hits[0].0), "p.html#s1");
        // Written as one word, as most learners type it: the joined tokens.
        assert_eq!(search(&data, "시간초과")[0].0, 1);
        assert!(search(&data, "없는말").is_empty());
    }

    #[test]
    fn the_word_itself_outweighs_a_longer_token_and_every_word_is_needed() {
        let data = index(&[
            ["a", "틀렸습니다를 틀렸습니다를"],
            ["b", "틀렸습니다 이유"],
            ["c", "이유"],
        ]);
        let hits = search(&data, "틀렸습니다");
        assert_eq!(hits.iter().map(|h| h.0).collect::<Vec<_>>(), [1, 0]);
        assert!(hits[0].1 > 3.0 * hits[1].1, "{hits:?}");
        assert_eq!(
            search(&data, "틀렸습니다 이유").iter().map(|h| h.0).collect::<Vec<_>>(),
            [1]
        );
    }
}

/// The Korean edition `cargo xtask book` built, against [`crate::search::TOP`]
/// (`cargo xtask book --check` checks the same on the book it builds).
#[cfg(test)]
mod built {
    #[test]
    #[ignore = "needs the book built: cargo xtask book"]
    fn the_built_korean_book_lists_the_answers_first() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let dir = root.join("target/book/ko");
        let file = crate::search::index_file(&dir).expect("no Korean edition built: run `cargo xtask book` first");
        let js = std::fs::read_to_string(file).unwrap();
        let data = crate::search::parse_index_js(&js).unwrap();
        for (query, _) in crate::search::TOP {
            let hits = super::search(&data, query);
            let shown: Vec<String> = hits
                .iter()
                .take(5)
                .map(|h| format!("{} {:.3}", super::url(&data, h.0), h.1))
                .collect();
            eprintln!("{query}: {shown:?}");
        }
        let problems = super::top_problems(&data);
        assert!(problems.is_empty(), "{problems:#?}");
    }
}
