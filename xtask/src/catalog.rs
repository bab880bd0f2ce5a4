//! The Korean of the texts outside the book's Markdown, from the one
//! catalog `book/po/ko.po` (the English text is the msgid): the words of
//! the figures and tables ([`crate::figures::lang`]) and of the stepper.
//! [`texts`] finds them in the code, and `cargo xtask po` adds them to
//! `messages.pot`, so `cargo xtask book --check` names each one `ko.po`
//! leaves untranslated; [`workspace_korean`] reads them back for the
//! figures, and [`stepper_table`] writes the stepper's dictionary,
//! `book/theme/stepper-ko.js`, a generated file checked with the figures.
//! The comments of the model solutions ([`PROGRAMS`]) are texts too: the
//! Korean edition's listings show them in Korean ([`translate_comments`],
//! run by the `{{#measure}}` preprocessor after the includes).

use std::collections::HashMap;
use std::fs;
use std::path::Path;
use std::sync::OnceLock;

use polib::catalog::Catalog;
use polib::message::{Message, MessageMutView, MessageView};
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use regex::Regex;

/// The figures' code and the stepper, relative to the workspace root.
const FIGURES: &str = "xtask/src/figures";
/// See [`FIGURES`].
pub const STEPPER: &str = "book/theme/stepper.js";
/// The stepper's Korean, generated from `ko.po`.
pub const STEPPER_KO: &str = "book/theme/stepper-ko.js";
/// The 반례 page's script (book/src/stress.md), whose texts are in
/// `ko.po` like the stepper's.
pub const STRESS: &str = "book/theme/stress.js";
/// The 반례 page's Korean, generated from `ko.po`.
pub const STRESS_KO: &str = "book/theme/stress-ko.js";

/// The model solutions, whose comments are translated: a whole line
/// comment, or the end of a line after code, one text each.
pub const PROGRAMS: &[&str] = &[
    "book/src/programs/model.py",
    "book/src/programs/Main.java",
    "book/src/programs/model.cpp",
    "book/src/programs/2239/model.py",
    "book/src/programs/2239/Main.java",
    "book/src/programs/2239/model.cpp",
    "book/src/programs/mistakes/no_undo.py",
    "book/src/programs/mistakes/print_all.py",
    "book/src/programs/mistakes/no_exit.py",
    "book/src/programs/mistakes/no_blank.py",
    "book/src/programs/mistakes/equals.py",
    "book/src/programs/mistakes/one_number.py",
    "book/src/programs/mistakes/index9/Main.java",
    "book/src/programs/mistakes/recursion.py",
];

/// The line-comment marker of a listing whose info string (or file name's
/// extension) is `lang`: `# ` in Python, `// ` in Java and C++.
fn marker(lang: &str) -> Option<&'static str> {
    match lang.split([',', ' ']).next().unwrap_or("") {
        "python" | "py" => Some("# "),
        "java" | "cpp" | "c++" => Some("// "),
        _ => None,
    }
}

/// Where the comment of `line` starts (its marker) and its text: the
/// marker at the line's start or after a space, outside a string literal.
fn comment<'a>(line: &'a str, marker: &str) -> Option<(usize, &'a str)> {
    let mut quote = None;
    for (i, c) in line.char_indices() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (None, '"' | '\'') => quote = Some(c),
            (None, _) if line[i..].starts_with(marker) && (i == 0 || line[..i].ends_with(' ')) => {
                return Some((i, line[i + marker.len()..].trim()));
            }
            _ => {}
        }
    }
    None
}

/// The comments of a file of code, one text each, but mdBook's
/// `ANCHOR:` and `ANCHOR_END:` lines (never shown in the book).
fn comments(code: &str, marker: &str) -> Vec<String> {
    code.lines()
        .filter_map(|l| comment(l, marker))
        .map(|(_, t)| t.to_string())
        .filter(|t| !t.is_empty() && !t.starts_with("ANCHOR:") && !t.starts_with("ANCHOR_END:"))
        .collect()
}

/// `markdown` with each comment of its Python, Java and C++ listings
/// that `ko` translates replaced by its Korean (the line and its code
/// kept, so a listing keeps its lines).
pub fn translate_comments(markdown: &str, ko: &HashMap<String, String>) -> String {
    let mut out = String::with_capacity(markdown.len());
    let mut copied = 0;
    for block in crate::markdown::read(markdown).blocks {
        let Some(marker) = block.info.as_deref().and_then(marker) else {
            continue;
        };
        out.push_str(&markdown[copied..block.body.start]);
        for line in markdown[block.body.clone()].split_inclusive('\n') {
            match comment(line, marker) {
                Some((at, text)) if ko.contains_key(text) => {
                    let end = if line.ends_with('\n') { "\n" } else { "" };
                    out.push_str(&format!("{}{marker}{}{end}", &line[..at], ko[text]));
                }
                _ => out.push_str(line),
            }
        }
        copied = block.body.end;
    }
    out.push_str(&markdown[copied..]);
    out
}

/// Every text of the figures and the stepper, and the comments of the
/// model solutions, as (source file, English), in file order, each once.
pub fn texts(root: &Path) -> Result<Vec<(String, String)>, String> {
    let entries = fs::read_dir(root.join(FIGURES)).map_err(|e| format!("{FIGURES}: {e}"))?;
    let names = entries
        .flatten()
        .map(|e| format!("{FIGURES}/{}", e.file_name().to_string_lossy()));
    let mut files: Vec<String> = names.filter(|name| name.ends_with(".rs")).collect();
    files.sort();
    files.push(STEPPER.to_string());
    files.push(STRESS.to_string());
    files.extend(PROGRAMS.iter().map(|p| p.to_string()));
    let mut out: Vec<(String, String)> = Vec::new();
    for file in files {
        let code = fs::read_to_string(root.join(&file)).map_err(|e| format!("{file}: {e}"))?;
        let ext = file.rsplit('.').next().unwrap_or("");
        let found = if PROGRAMS.contains(&file.as_str()) {
            comments(&code, marker(ext).unwrap_or("// "))
        } else if ext == "rs" {
            rust_literals(&code).map_err(|e| format!("{file}: {e}"))?
        } else {
            js_literals(&code).map_err(|e| format!("{file}: {e}"))?
        };
        for text in found {
            if !out.iter().any(|(_, t)| *t == text) {
                out.push((file.clone(), text));
            }
        }
    }
    for (file, text) in crate::traces::marked_comments(root)? {
        if !out.iter().any(|(_, t)| *t == text) {
            out.push((file, text));
        }
    }
    Ok(out)
}

/// The texts of a Rust file: the string literal that opens the arguments
/// of a method `t` or `fill` (`lang.t("…")`, `lang.fill("…", &[…])`), in
/// file order, read as Rust reads them. The file is split into tokens as
/// rustc does (proc-macro2), so calls inside macros (`format!`) count and
/// comments do not; syn reads each literal (escapes, raw strings).
fn rust_literals(code: &str) -> Result<Vec<String>, String> {
    fn calls(tokens: TokenStream, out: &mut Vec<String>) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, token) in tokens.iter().enumerate() {
            let TokenTree::Group(group) = token else { continue };
            let method = match &tokens[..i] {
                [.., TokenTree::Punct(dot), TokenTree::Ident(name)] => {
                    dot.as_char() == '.' && (name == "t" || name == "fill")
                }
                _ => false,
            };
            if method
                && group.delimiter() == Delimiter::Parenthesis
                && let Some(TokenTree::Literal(first)) = group.stream().into_iter().next()
                && let syn::Lit::Str(text) = syn::Lit::new(first)
            {
                out.push(text.value());
            }
            calls(group.stream(), out);
        }
    }
    let mut out = Vec::new();
    calls(code.parse().map_err(|e| format!("not Rust: {e}"))?, &mut out);
    Ok(out)
}

/// The texts of the stepper's JavaScript: the string literals right after
/// `tr(`, `.t(` or `.fill(` (spaces between allowed), in file order, read
/// as JSON strings (their escapes are JSON's, or an error). By hand: no
/// JavaScript parser crate short of a whole compiler front end (swc, oxc).
fn js_literals(code: &str) -> Result<Vec<String>, String> {
    static CALL: OnceLock<Regex> = OnceLock::new();
    let call = r#"(?s)(?:\btr|\.t|\.fill)\(\s*"((?:[^"\\]|\\.)*)("?)"#;
    let call = CALL.get_or_init(|| Regex::new(call).expect("a regex"));
    let literal = |c: regex::Captures| match (&c[1], &c[2]) {
        (text, "") => Err(format!("an unterminated string literal: {text:.40}")),
        (text, _) => serde_json::from_str(&format!("\"{text}\"")).map_err(|e| format!("{e} in {text:.40}")),
    };
    call.captures_iter(code).map(literal).collect()
}

/// Adds the message `text` of `source` to the template; a text it has
/// already keeps one message, with both sources, wrapped as mdbook-xgettext
/// and msgmerge wrap them.
pub fn add(catalog: &mut Catalog, source: String, text: String) {
    match catalog.find_message_mut(None, &text, None) {
        Some(mut known) => {
            *known.source_mut() = mdbook_i18n_helpers::wrap_sources(&format!("{} {source}", known.source()));
        }
        None => catalog.append_or_update(Message::build_singular().with_source(source).with_msgid(text).done()),
    }
}

/// The Korean of `ko.po`: msgid to msgstr, translated and not fuzzy only.
pub fn korean(po: &Path) -> Result<HashMap<String, String>, String> {
    let catalog = polib::po_file::parse(po).map_err(|e| format!("{}: {e}", crate::workspace::display(po)))?;
    let translated = catalog.messages().filter(|m| m.is_translated() && !m.is_fuzzy());
    Ok(translated
        .map(|m| (m.msgid().to_string(), m.msgstr().unwrap_or("").to_string()))
        .collect())
}

/// An error naming each of `texts` that `ko` has no Korean for, if any.
fn missing(texts: &[(String, String)], ko: &HashMap<String, String>) -> Option<String> {
    let missing = texts.iter().filter(|(_, en)| !ko.contains_key(en));
    let missing: Vec<String> = missing.map(|(source, en)| format!("\n  {source}: {en:?}")).collect();
    let (n, list) = (missing.len(), missing.concat());
    let what = "text(s) of the figures, the stepper or the model solutions' comments (run `cargo xtask po` and translate them)";
    (n > 0).then(|| format!("book/po/ko.po has no Korean for {n} {what}:{list}"))
}

/// The Korean of the workspace's catalog, read once; an error when it
/// lacks a text of the figures or the stepper ([`missing`]).
pub fn workspace_korean() -> Result<&'static HashMap<String, String>, String> {
    static KO: OnceLock<Result<HashMap<String, String>, String>> = OnceLock::new();
    KO.get_or_init(|| {
        let root = crate::workspace::root();
        let ko = korean(&root.join(crate::workspace::PO_DIR).join("ko.po"))?;
        missing(&texts(root)?, &ko).map_or(Ok(ko), Err)
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// The contents of [`STEPPER_KO`]: `window.StepperKo`, every text of the
/// stepper with its Korean, in the order of `stepper.js`.
pub fn stepper_table(root: &Path) -> Result<String, String> {
    let ko = workspace_korean()?;
    let json = |s: &str| serde_json::to_string(s).expect("a string");
    let texts = texts(root)?;
    // The stepper's texts, and the port comments it marks (`src/variants/`).
    let stepper = texts
        .iter()
        .filter(|(source, _)| source == STEPPER || source.starts_with("src/variants/"));
    let entries: Vec<String> = stepper
        .map(|(_, en)| format!("  {}: {}", json(en), json(&ko[en])))
        .collect();
    Ok(format!(
        "// Generated from book/po/ko.po by `cargo xtask figures` (and `cargo xtask\n\
         // book --bless`; xtask/src/catalog.rs): do not edit. The Korean of every\n\
         // text of {STEPPER}, English → Korean, for its tr().\n\
         window.StepperKo = {{\n{}\n}};\n",
        entries.join(",\n")
    ))
}

/// The contents of [`STRESS_KO`]: `window.StressKo`, every text of the
/// 반례 page's script with its Korean, in the order of `stress.js`.
pub fn stress_table(root: &Path) -> Result<String, String> {
    let ko = workspace_korean()?;
    let json = |s: &str| serde_json::to_string(s).expect("a string");
    // Every text of the script, also those another source has too (the
    // catalog lists each text once, under its first source).
    let code = fs::read_to_string(root.join(STRESS)).map_err(|e| format!("{STRESS}: {e}"))?;
    let mut texts: Vec<String> = Vec::new();
    for text in js_literals(&code).map_err(|e| format!("{STRESS}: {e}"))? {
        if !texts.contains(&text) {
            texts.push(text);
        }
    }
    let entries: Vec<String> = texts
        .iter()
        .map(|en| format!("  {}: {}", json(en), json(&ko[en])))
        .collect();
    Ok(format!(
        "// Generated from book/po/ko.po by `cargo xtask figures` (and `cargo xtask\n\
         // book --bless`; xtask/src/catalog.rs): do not edit. The Korean of every\n\
         // text of {STRESS}, English → Korean, for its tr().\n\
         window.StressKo = {{\n{}\n}};\n",
        entries.join(",\n")
    ))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::workspace::root;

    #[test]
    fn literals_are_found_after_the_calls() {
        let code =
            "s.push_str(\"x\"); lang.t(\"a \\\"b\\\"\"); x.fill(\n  \"{0} c\", &[&1]); f(\"no\"); tr(\"d\\n\", 2)";
        assert_eq!(js_literals(code).unwrap(), ["a \"b\"", "{0} c", "d\n"]);
        assert!(js_literals("tr(\"open").is_err());
    }

    #[test]
    fn rust_literals_are_the_first_arguments_of_t_and_fill() {
        let code = r##"
            fn f(lang: Edition) -> String {
                s.push_str("x"); // lang.t("a comment")
                let a = lang.t("a \"b\"").lines();
                let note = format!("{}: {}", lang.t(r#"raw "c""#), x.fill(
                    "{0} d\n", &[&lang.t("e")]));
                t("no"); x.t; x.fill(y, "no"); "lang.t(\"no\")".into()
            }"##;
        assert_eq!(rust_literals(code).unwrap(), ["a \"b\"", r#"raw "c""#, "{0} d\n", "e"]);
        assert!(rust_literals("lang.t(\"open").unwrap_err().starts_with("not Rust"));
    }

    #[test]
    fn comments_are_found_and_translated_in_listings_only() {
        assert_eq!(comment("x = 1  # one", "# "), Some((7, "one")));
        assert_eq!(comment("s = \"# no\"", "# "), None);
        assert_eq!(comment("#include <x>", "// "), None);
        assert_eq!(comments("// head\nint a; // tail\nint b;\n", "// "), ["head", "tail"]);
        let ko = HashMap::from([("one".to_string(), "하나".to_string())]);
        let md = "# one\n\n```python\nx = 1  # one\ny = 2  # two\n```\n\n```text\n# one\n```\n";
        let want = "# one\n\n```python\nx = 1  # 하나\ny = 2  # two\n```\n\n```text\n# one\n```\n";
        assert_eq!(translate_comments(md, &ko), want);
    }

    #[test]
    fn a_missing_korean_text_is_named() {
        let texts = [("a.rs", "one"), ("b.js", "two")].map(|(s, t)| (s.to_string(), t.to_string()));
        let mut ko = HashMap::from([("one".to_string(), "하나".to_string())]);
        let error = missing(&texts, &ko).unwrap();
        let named = error.contains("1 text(s)") && error.contains("b.js: \"two\"");
        assert!(named, "{error}");
        ko.insert("two".into(), "둘".into());
        assert_eq!(missing(&texts, &ko), None);
    }

    #[test]
    fn a_fuzzy_or_empty_msgstr_is_no_korean() {
        let dir = crate::workspace::temp_dir("catalog");
        let catalog = crate::i18n::catalog_of(&[("a", "가", false), ("b", "", false), ("c", "다", true)]);
        polib::po_file::write(&catalog, &dir.join("ko.po")).unwrap();
        let ko = korean(&dir.join("ko.po")).unwrap();
        fs::remove_dir_all(&dir).unwrap();
        assert_eq!(ko.keys().collect::<Vec<_>>(), ["a"]);
    }

    /// The placeholders of a text: `{0}` to `{9}`, and `{}` (a number).
    fn placeholders(s: &str) -> BTreeSet<String> {
        let all = (0..10).map(|i| format!("{{{i}}}")).chain(["{}".to_string()]);
        all.filter(|p| s.contains(p)).collect()
    }

    /// Event kinds and house names as the book's traces write them: the
    /// stepper shows them through `word()`, so each must be a text of it.
    fn trace_words() -> BTreeSet<String> {
        let mut words = BTreeSet::new();
        for (name, ..) in crate::traces::PUZZLES {
            for v in sudoku_lab::Variant::ALL {
                for step in crate::traces::trace(root(), name, v).unwrap().events {
                    words.insert(serde_json::to_value(step.kind).unwrap().as_str().unwrap().to_string());
                    words.extend(step.why.map(|why| why.house.name().to_string()));
                }
            }
        }
        words
    }

    #[test]
    fn every_text_has_korean_that_keeps_its_placeholders_and_columns() {
        let texts = texts(root()).unwrap();
        let ko = workspace_korean().unwrap();
        let figures = texts.iter().filter(|(s, _)| s.starts_with(FIGURES)).count();
        let others = texts.len() - figures;
        assert!(figures > 30 && others > 50, "{figures} and {others}");
        for (source, en) in &texts {
            let k = &ko[en];
            let kept = k.chars().any(|c| ('가'..='힣').contains(&c)) && placeholders(en) == placeholders(k);
            assert!(kept, "{source}: {en:?} → {k:?}");
            let columns = |s: &str| s.matches('|').count();
            assert_eq!(columns(en), columns(k), "{en:?}: a row keeps its columns");
            if source.starts_with(FIGURES) {
                assert_eq!(crate::figures::lang::untranslated(k), Vec::<String>::new(), "{k:?}");
            }
        }
        let stepper: BTreeSet<&String> = texts.iter().filter(|(s, _)| s == STEPPER).map(|(_, t)| t).collect();
        assert!(
            texts.iter().any(|(s, _)| s.starts_with("src/variants/")),
            "no marked port comment"
        );
        let words = trace_words();
        for kind in ["test", "place", "undo", "row", "column", "block"] {
            assert!(words.contains(kind), "the traces never write {kind:?}");
        }
        let unmarked: Vec<&String> = words.iter().filter(|w| !stepper.contains(w)).collect();
        assert!(
            unmarked.is_empty(),
            "the traces write {unmarked:?}; mark them in stepper.js"
        );
    }
}
