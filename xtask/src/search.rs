//! The Korean edition's search index, rebuilt so that it holds Hangul.
//!
//! mdBook indexes every edition with elasticlunr-rs's English pipeline,
//! whose trimmer keeps only `[0-9a-z_]` at a token's ends: a Hangul word
//! trims to nothing (so the Korean index holds almost no Hangul), and the
//! searcher's JS trimmer (`\W`) drops Hangul from the query too. [`reindex`]
//! rebuilds the index from the sections mdBook stored in it, with the same
//! stop words and stemmer, but tokens split at, and trimmed of, what is not
//! a Unicode letter, digit or `_`; [`PRELUDE`] teaches the page the same.
//! Prefixes match (`expand = true`: 백트래킹 finds 백트래킹은); several
//! words find the sections that hold all of them (`bool = AND`: Korean
//! names a thing in several words, 시간 초과, and with mdBook's OR the
//! common one, 시간, would fill the list). The index stays a `<script>`, so
//! the book searches from `file://` too.
//!
//! Korean is searched as Koreans type it: the index also holds each pair
//! of neighbouring Hangul words written as one (시간 초과 also as
//! 시간초과, so 시간초과 finds it; a particle stays on: 시간초과가), and
//! the Hangul of the loanwords a learner types for the languages the book
//! names in Latin letters ([`LOANWORDS`]: Python also as 파이썬, Java as
//! 자바). Only the index gets these words; the stored text, which the
//! results quote, stays as written. A section whose heading holds the
//! words comes first: the heading weighs [`TITLE_BOOST`] times the body.

use std::fs;
use std::path::{Path, PathBuf};

use elasticlunr::lang::English;
use elasticlunr::pipeline::FnWrapper;
use elasticlunr::{IndexBuilder, Language, Pipeline};
use serde_json::Value;

/// The words the Korean edition's search must find (issues 24 and 35: as
/// Koreans type them, 시간초과 without its space, 파이썬 and 자바 for Python
/// and Java, 반례 for a failing input: issue 45); the browser test types
/// them.
pub const KOREAN_WORDS: &[&str] = &[
    "백트래킹",
    "시간 초과",
    "되돌리기",
    "비트마스크",
    "맞았습니다",
    "스도쿠",
    "시간초과",
    "파이썬",
    "자바",
    "메모리 초과",
    "반례",
    "pypy",
    "틀렸습니다",
];

/// What a learner types for a word the book writes in Latin letters: a
/// token that begins with the first (lower case) is indexed with the
/// second too (`python3` and `cpython` are Python).
pub const LOANWORDS: &[(&str, &str)] = &[
    ("python", "파이썬"),
    ("cpython", "파이썬"),
    ("pypy", "파이파이"),
    ("java", "자바"),
    ("javac", "자바"),
    ("rust", "러스트"),
    ("kotlin", "코틀린"),
];

/// Issue 50: the section a stuck learner's search must list first in the
/// Korean edition (a page alone: its first section), as [`crate::ranking`]
/// scores them: 시간 초과 and Python lead to chapter 10's answer, 틀렸습니다
/// to 11장's mistakes, 반례 to the page that finds one.
pub const TOP: &[(&str, &str)] = &[
    ("시간 초과", "submission.html#which-approach-to-write"),
    ("시간초과", "submission.html#which-approach-to-write"),
    ("pypy", "submission.html#which-approach-to-write"),
    ("파이썬", "submission.html#which-approach-to-write"),
    ("틀렸습니다", "mistakes.html"),
    ("반례", "stress.html"),
    ("메모리 초과", "submission.html#verdicts"),
];

/// Latin words that the English stemmer changes (`pypy` becomes `pypi`),
/// so that a search for the word would miss the tokens that begin with it
/// and are left alone (`pypy3`): each such token is indexed as the word
/// too (issue 45: pypy found 1 result, pypy3 7).
pub const STEMMED_PREFIXES: &[&str] = &["pypy"];

/// How much more a word in a section's heading weighs than one in its body
/// (mdBook's default is 2): a section named by the words comes first.
pub const TITLE_BOOST: u32 = 10;

/// Longest token indexed, in bytes (mdBook's `MAX_WORD_LENGTH_TO_INDEX`).
const MAX_TOKEN: usize = 80;

/// JS run before the rewritten index's data: [`tokenize`] and [`trim`] for
/// the queries, in the page's elasticlunr (loaded before the searcher).
pub const PRELUDE: &str = "/* sudoku-lab (xtask/src/search.rs): Hangul-aware tokens, as the index was built. */\n\
(function (lunr) {\n\
  lunr.tokenizer.setSeperator(/[^\\p{Alphabetic}\\p{N}_]+/u);\n\
  var unicodeTrimmer = function (token) {\n\
    return token.replace(/^[^\\p{Alphabetic}\\p{N}_]+/u, '').replace(/[^\\p{Alphabetic}\\p{N}_]+$/u, '');\n\
  };\n\
  lunr.Pipeline.registerFunction(unicodeTrimmer, 'trimmer-unicode');\n\
})(elasticlunr);\n";

/// Whether `c` is kept inside a token: a Unicode letter or digit (what JS
/// matches with `\p{Alphabetic}` and `\p{N}`), or `_`.
fn word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The tokens of `text`: its runs of [`word_char`]s, lower-cased, but
/// those longer than [`MAX_TOKEN`] bytes (dropped, as mdBook does).
pub fn tokenize(text: &str) -> Vec<String> {
    text.split(|c: char| !word_char(c))
        .filter(|s| !s.is_empty() && s.len() <= MAX_TOKEN)
        .map(str::to_lowercase)
        .collect()
}

/// Whether `token` begins with a Hangul syllable.
fn hangul(token: &str) -> bool {
    token.chars().next().is_some_and(|c| ('가'..='힣').contains(&c))
}

/// `tokens` with the words a Korean learner types for them added: each
/// pair of neighbouring Hangul tokens joined (시간, 초과가: 시간초과가), and
/// the Hangul of each [`LOANWORDS`] token.
pub fn with_variants(tokens: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(tokens.len() * 2);
    for (i, token) in tokens.iter().enumerate() {
        out.push(token.clone());
        if let Some(next) = tokens.get(i + 1).filter(|n| hangul(token) && hangul(n)) {
            let joined = format!("{token}{next}");
            if joined.len() <= MAX_TOKEN {
                out.push(joined);
            }
        }
        let loan = LOANWORDS.iter().filter(|(latin, _)| token.starts_with(latin));
        if let Some((_, korean)) = loan.max_by_key(|(latin, _)| latin.len()) {
            out.push(korean.to_string());
        }
        let stemmed = STEMMED_PREFIXES.iter().filter(|p| token.starts_with(*p) && token != *p);
        out.extend(stemmed.map(|p| p.to_string()));
    }
    out
}

/// The `trimmer-unicode` pipeline function: `token` trimmed to [`word_char`]s.
fn trim(token: String) -> Option<String> {
    Some(token.trim_matches(|c: char| !word_char(c)).to_string())
}

/// elasticlunr-rs's English pipeline (its stop words and stemmer leave
/// Hangul as it is) with [`trim`] for its trimmer.
struct Hangul;

impl Language for Hangul {
    fn name(&self) -> String {
        "Korean".into()
    }

    fn code(&self) -> String {
        "ko".into()
    }

    fn tokenize(&self, text: &str) -> Vec<String> {
        with_variants(tokenize(text))
    }

    fn make_pipeline(&self) -> Pipeline {
        let mut pipeline = English::new().make_pipeline();
        pipeline.queue[0] = Box::new(FnWrapper("trimmer-unicode".into(), trim));
        pipeline
    }
}

/// The one `searchindex-*.js` of the edition built in `dir`.
pub fn index_file(dir: &Path) -> Result<PathBuf, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let names = entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned());
    let is_index = |n: &String| n.starts_with("searchindex") && n.ends_with(".js");
    let found: Vec<String> = names.filter(is_index).collect();
    let [one] = &found[..] else {
        let n = found.len();
        return Err(format!("{}: expected one searchindex-*.js, found {n}", dir.display()));
    };
    Ok(dir.join(one))
}

/// The index file of the edition built in `dir`, and its text.
pub fn load(dir: &Path) -> Result<(PathBuf, String), String> {
    let file = index_file(dir)?;
    let js = fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    Ok((file, js))
}

/// The JSON inside mdBook's `searchindex.js`, `window.search =
/// Object.assign(window.search, JSON.parse('…'));`, `\` and `'` escaped.
pub fn parse_index_js(js: &str) -> Result<Value, String> {
    let start = js.find("JSON.parse('").ok_or("no JSON.parse(' in searchindex.js")? + "JSON.parse('".len();
    let end = js.rfind("')").filter(|&e| e >= start);
    let end = end.ok_or("no ') in searchindex.js")?;
    let mut json = String::with_capacity(end - start);
    let mut chars = js[start..end].chars();
    while let Some(c) = chars.next() {
        json.push(if c == '\\' { chars.next().unwrap_or('\\') } else { c });
    }
    serde_json::from_str(&json).map_err(|e| format!("searchindex.js: {e}"))
}

/// `data` as mdBook writes it, after [`PRELUDE`].
fn index_js(data: &Value) -> String {
    let json = data.to_string().replace('\\', "\\\\").replace('\'', "\\'");
    format!("{PRELUDE}window.search = Object.assign(window.search, JSON.parse('{json}'));")
}

/// The fields of a section that mdBook indexes.
const FIELDS: [&str; 3] = ["title", "body", "breadcrumbs"];

/// The language the Korean index is built in, whose pipeline a query goes
/// through too ([`crate::ranking`]).
pub fn language() -> impl Language {
    Hangul
}

/// An empty index of [`FIELDS`] in the [`Hangul`] language.
pub fn new_index() -> elasticlunr::Index {
    IndexBuilder::with_language(Box::new(Hangul)).add_fields(FIELDS).build()
}

/// Rebuilds the search index of the edition built in `dir` with Hangul
/// kept; the file keeps its name.
pub fn reindex(dir: &Path) -> Result<(), String> {
    let (file, js) = load(dir)?;
    if js.starts_with(PRELUDE) {
        return Err(format!("{}: already rebuilt", file.display()));
    }
    let mut data = parse_index_js(&js)?;
    let docs = data["index"]["documentStore"]["docs"]
        .as_object()
        .ok_or("searchindex.js: no index.documentStore.docs (mdBook's `copy-js`, saved docs)")?;
    let mut index = new_index();
    for id in (0..docs.len()).map(|id| id.to_string()) {
        let doc = docs
            .get(&id)
            .ok_or("searchindex.js: the document ids are not 0, 1, 2…")?;
        index.add_doc(&id, FIELDS.map(|f| doc[f].as_str().unwrap_or_default().to_string()));
    }
    data["index"] = serde_json::to_value(&index).map_err(|e| format!("the new index: {e}"))?;
    data["search_options"]["bool"] = Value::from("AND");
    data["search_options"]["fields"]["title"]["boost"] = Value::from(TITLE_BOOST);
    fs::write(&file, index_js(&data)).map_err(|e| format!("{}: {e}", file.display()))
}

/// Every token of the field `field` of the index in `data`: the words of
/// its inverted index's trie that some document holds.
fn tokens(data: &Value, field: &str) -> Vec<String> {
    fn walk(node: &Value, prefix: &mut String, out: &mut Vec<String>) {
        let Some(map) = node.as_object() else { return };
        if map.get("df").and_then(Value::as_u64).unwrap_or(0) > 0 {
            out.push(prefix.clone());
        }
        for (key, child) in map {
            if key != "df" && key != "docs" {
                prefix.push_str(key);
                walk(child, prefix, out);
                prefix.truncate(prefix.len() - key.len());
            }
        }
    }
    let mut out = Vec::new();
    walk(&data["index"]["index"][field]["root"], &mut String::new(), &mut out);
    out
}

/// The problems of the search index of the Korean edition built in `dir`:
/// each of [`KOREAN_WORDS`]'s tokens must begin some indexed token.
pub fn check(dir: &Path) -> Result<Vec<String>, String> {
    let (file, js) = load(dir)?;
    let mut problems = Vec::new();
    if !js.starts_with(PRELUDE) {
        let file = file.display();
        problems.push(format!("{file}: not rebuilt for Hangul (xtask/src/search.rs)"));
    }
    let indexed = tokens(&parse_index_js(&js)?, "body");
    let found = |token: &String| indexed.iter().any(|t| t.starts_with(token));
    for word in KOREAN_WORDS {
        for t in tokenize(word).into_iter().filter(|t| !found(t)) {
            problems.push(format!("the search index has no word beginning with {t:?} ({word})"));
        }
    }
    Ok(problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_keep_hangul_and_split_at_punctuation() {
        let tokens = tokenize("백트래킹은 (BOJ 2580번) 가로줄·세로줄 --problem is_promising");
        let want = "백트래킹은 boj 2580번 가로줄 세로줄 problem is_promising";
        assert_eq!(tokens.join(" "), want);
        assert_eq!(tokenize(&"가".repeat(27)), Vec::<String>::new());
    }

    #[test]
    fn the_index_holds_spacing_variants_and_loanwords() {
        let tokens = with_variants(tokenize("시간 초과가 나면 Python3, PyPy나 Java로"));
        let want = "시간 시간초과가 초과가 초과가나면 나면 python3 파이썬 pypy나 파이파이 pypy java로 자바";
        assert_eq!(tokens.join(" "), want);
        // Latin words are not joined.
        assert_eq!(with_variants(tokenize("time limit")), ["time", "limit"]);
        assert_eq!(with_variants(tokenize("cpython")), ["cpython", "파이썬"]);
    }

    #[test]
    fn the_pipeline_keeps_hangul_and_stems_english() {
        let tokens = ["「백트래킹을", "searches", "the", "맞았습니다!!"].map(str::to_string);
        let want = ["백트래킹을", "search", "맞았습니다"];
        assert_eq!(Hangul.make_pipeline().run(tokens.to_vec()), want);
    }

    #[test]
    fn reads_and_writes_mdbooks_index_js() {
        let data = serde_json::json!({"doc_urls": ["a.html#x"], "t": "it's a \\ 'quote'"});
        let js = index_js(&data);
        assert!(js.starts_with(PRELUDE));
        assert_eq!(parse_index_js(&js).unwrap(), data);
    }

    #[test]
    fn the_rebuilt_index_holds_hangul_prefixes() {
        let mut index = new_index();
        index.add_doc("0", ["제목", "백트래킹은 되돌리기를 한다", "장"]);
        let data = serde_json::json!({ "index": serde_json::to_value(&index).unwrap() });
        let mut body = tokens(&data, "body");
        body.sort();
        // Each word, and each two neighbouring Korean words joined (시간
        // 초과 is also found as 시간초과, as most learners type it).
        assert_eq!(
            body,
            vec![
                "되돌리기를",
                "되돌리기를한다",
                "백트래킹은",
                "백트래킹은되돌리기를",
                "한다"
            ]
        );
        assert_eq!(data["index"]["pipeline"][0], "trimmer-unicode");
    }
}
