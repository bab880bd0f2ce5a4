//! The Korean edition (한국어판): gettext catalogs with mdbook-i18n-helpers,
//! the way Comprehensive Rust does it.
//!
//! `book/po/messages.pot` holds the messages of the English sources as
//! written, before any preprocessor: a `{{#include}}` or `{{#measure}}`
//! stays a directive in its message (both editions include the same
//! listings and measure the same data); code blocks are no messages; line
//! numbers are left out, so moving a paragraph does not make it stale.
//! `book/po/ko.po` translates them; the Korean build runs `gettext` before
//! `links` and `measure`. [`check`] fails when the template is stale, when
//! a message of `ko.po` is missing, untranslated, fuzzy or obsolete, or
//! when a translation changes a directive or the markup; `--bless`
//! rewrites the template and merges `ko.po` with GNU `msgmerge` ([`merge`]:
//! the Debian package `gettext`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::{fs, io, process};

use mdbook_driver::MDBook;
use mdbook_i18n_helpers::preprocessors::Gettext;
use mdbook_i18n_helpers::xgettext::create_catalogs;
use mdbook_preprocessor::book::Book;
use mdbook_preprocessor::errors::Error;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};
use mdbook_renderer::RenderContext;
use polib::catalog::Catalog;
use polib::message::MessageView;
use polib::metadata::CatalogMetadata;
use polib::po_file;

use crate::markdown;
use crate::workspace::{Mode, PO_DIR};

/// The translations, each with `book/po/CODE.po` and `target/book/CODE/`.
pub const LANGUAGES: &[&str] = &["ko"];

/// The marker mdbook-xgettext skips the next block for.
const SKIP: &str = "<!-- mdbook-xgettext:skip -->";

/// The messages of a catalog: msgid to (sources, msgstr, fuzzy); the
/// sources one line, however the file wraps them.
type Messages = BTreeMap<String, (String, String, bool)>;

/// `markdown` with a skip marker before every fenced code block, so that no
/// listing becomes a message (its comments and strings would, by default);
/// the marker keeps the fence's indentation or `>` (none after a list marker).
fn skip_code_blocks(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len() + 1024);
    let mut copied = 0;
    for block in markdown::read(markdown).blocks.iter().filter(|b| b.info.is_some()) {
        let line = markdown[..block.range.start].rfind('\n').map_or(0, |n| n + 1);
        let indent = &markdown[line..block.range.start];
        if indent.trim_start_matches([' ', '\t', '>']).is_empty() {
            out.push_str(&markdown[copied..line]);
            out.push_str(&format!("{indent}{SKIP}\n"));
            copied = line;
        }
    }
    out.push_str(&markdown[copied..]);
    out
}

/// Extracts the template: the messages of the chapters, their `<summary>`
/// lines, the book's title (each edition has its own), and the
/// [`crate::catalog::texts`] of the figures and the stepper.
pub fn extract(root: &Path) -> Result<Catalog, String> {
    let mut book = MDBook::load(root.join("book")).map_err(|e| format!("loading the book: {e:#}"))?;
    let granularity = book.config.set("output.xgettext.granularity", 0);
    granularity.map_err(|e| format!("{e:#}"))?;
    book.book
        .for_each_chapter_mut(|chapter| chapter.content = skip_code_blocks(&chapter.content));
    let ctx = RenderContext::new(book.root.clone(), book.book.clone(), book.config.clone(), "po");
    let mut catalogs = create_catalogs(&ctx, fs::read_to_string).map_err(|e| format!("extracting messages: {e:#}"))?;
    let pot = catalogs.remove(Path::new("messages.pot"));
    let mut catalog = pot.ok_or("mdbook-i18n-helpers made no messages.pot")?;
    let title = book.config.book.title.clone().map(|t| ("book.toml".to_string(), t));
    let texts = crate::catalog::texts(root)?;
    for (source, text) in summaries(&book).into_iter().chain(title).chain(texts) {
        crate::catalog::add(&mut catalog, source, text);
    }
    catalog.metadata = metadata("");
    Ok(catalog)
}

/// The chapters' `<summary>TEXT</summary>` lines (the heads of folded
/// answers) as (source, TEXT), once per chapter: HTML blocks, which
/// mdbook-xgettext leaves out, so messages of their own ([`Translate`]).
fn summaries(book: &MDBook) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for chapter in book.book.chapters() {
        let Some(path) = &chapter.source_path else { continue };
        for text in summary_texts(&chapter.content) {
            let pair = (format!("src/{}", path.display()), text.to_string());
            if !out.contains(&pair) {
                out.push(pair);
            }
        }
    }
    out
}

/// The texts of `<summary>TEXT</summary>` in `markdown`, one line each.
fn summary_texts(markdown: &str) -> Vec<&str> {
    let texts = markdown.match_indices("<summary>").filter_map(|(at, tag)| {
        let rest = &markdown[at + tag.len()..];
        rest.find("</summary>").map(|end| &rest[..end])
    });
    texts.filter(|t| !t.contains('\n')).collect()
}

/// The `gettext` preprocessor (book.toml; `cargo xtask gettext` for `mdbook
/// serve`): mdbook-i18n-helpers' [`Gettext`], then the `<summary>` lines it
/// leaves alone. Does nothing for English.
pub struct Translate;

impl Preprocessor for Translate {
    fn name(&self) -> &str {
        "gettext"
    }

    fn run(&self, ctx: &PreprocessorContext, book: Book) -> Result<Book, Error> {
        let mut book = Gettext.run(ctx, book)?;
        let Some(language) = ctx.config.book.language.as_deref() else {
            return Ok(book);
        };
        let catalog = read(&ctx.root.join("po").join(format!("{language}.po")), language).map_err(Error::msg)?;
        let src = ctx.root.join(&ctx.config.book.src);
        book.for_each_chapter_mut(|chapter| {
            // The transcripts of a run under the edition's locale (issue 50).
            chapter.content = crate::transcripts::localize(&chapter.content, language, &src);
            for text in summary_texts(&chapter.content.clone()) {
                if let Some(translated) = msgstr(&catalog, text) {
                    let from = format!("<summary>{text}</summary>");
                    let to = format!("<summary>{translated}</summary>");
                    chapter.content = chapter.content.replace(&from, &to);
                }
            }
        });
        Ok(book)
    }
}

/// The header of every catalog: fixed, so files change only with messages.
fn metadata(language: &str) -> CatalogMetadata {
    let mut metadata = CatalogMetadata::new();
    metadata.project_id_version = "sudoku-lab book".to_string();
    metadata.language = language.to_string();
    metadata.mime_version = "1.0".to_string();
    metadata.content_type = "text/plain; charset=UTF-8".to_string();
    metadata.content_transfer_encoding = "8bit".to_string();
    metadata
}

/// Reads a catalog; a missing file is an empty one in `language`.
fn read(path: &Path, language: &str) -> Result<Catalog, String> {
    if !path.is_file() {
        return Ok(Catalog::new(metadata(language)));
    }
    po_file::parse(path).map_err(|e| format!("{}: {e}", crate::workspace::display(path)))
}

/// Writes a catalog.
fn write(catalog: &Catalog, path: &Path) -> Result<(), String> {
    fs::create_dir_all(path.parent().expect("a file in a folder")).map_err(|e| e.to_string())?;
    po_file::write(catalog, path).map_err(|e| format!("{}: {e}", crate::workspace::display(path)))
}

/// The translation of `msgid` in `catalog`, if it has a non-empty one.
fn msgstr<'a>(catalog: &'a Catalog, msgid: &str) -> Option<&'a str> {
    let message = catalog.find_message(None, msgid, None)?;
    message.msgstr().ok().filter(|s| !s.is_empty())
}

/// The [`Messages`] of a catalog.
fn messages(catalog: &Catalog) -> Messages {
    let msgstr = |m: &dyn MessageView| m.msgstr().unwrap_or("").to_string();
    let sources = |m: &dyn MessageView| m.source().split_whitespace().collect::<Vec<_>>().join(" ");
    let entry = |m: &dyn MessageView| (sources(m), msgstr(m), m.is_fuzzy());
    catalog.messages().map(|m| (m.msgid().to_string(), entry(m))).collect()
}

/// A message, cut to one line of at most 70 characters, for reports.
fn short(msgid: &str) -> String {
    let mut out: String = msgid.lines().next().unwrap_or("").chars().take(70).collect();
    if out.len() < msgid.len() {
        out.push('…');
    }
    format!("{out:?}")
}

/// The `{{#...}}` directives of a message, sorted; a Korean figure or
/// table (`figures/ko/X`) counts as its English one.
fn directives(text: &str) -> Vec<String> {
    let directives = markdown::directives(text).into_iter().filter(|d| d.closed);
    let mut out: Vec<_> = directives
        .map(|d| text[d.range].replace("figures/ko/", "figures/"))
        .collect();
    out.sort();
    out
}

/// How many of each [`MARKUP`] a Markdown message has. A translation must
/// keep them: `_x_` glued to Hangul (`_x_를`) is not emphasis in
/// CommonMark, so it would show its underscores.
fn markup(text: &str) -> [usize; 5] {
    use mdbook_markdown::pulldown_cmark::{Event, Tag};
    let mut counts = [0; 5];
    for event in mdbook_markdown::new_cmark_parser(text, &Default::default()) {
        match event {
            Event::Start(Tag::Emphasis) => counts[0] += 1,
            Event::Start(Tag::Strong) => counts[1] += 1,
            Event::Start(Tag::Link { .. }) => counts[2] += 1,
            Event::Start(Tag::Image { .. }) => counts[3] += 1,
            Event::Code(_) => counts[4] += 1,
            _ => {}
        }
    }
    counts
}

/// `text` as the gettext preprocessor puts it into the Korean page, where
/// emphasis is re-rendered as `_x_` (`*x*를` becomes `_x_를`, no emphasis).
fn as_rendered(text: &str) -> String {
    let events = mdbook_i18n_helpers::extract_events(text, None);
    mdbook_i18n_helpers::reconstruct_markdown(&events, None).map_or_else(|_| text.to_string(), |(s, _)| s)
}

/// Checks the template and every translation, or (with [`Mode::Write`])
/// rewrites the template and merges the translations. Returns the problems.
pub fn check(root: &Path, mode: Mode) -> Result<Vec<String>, String> {
    let extracted = extract(root)?;
    let pot_path = root.join(PO_DIR).join("messages.pot");
    let mut problems = Vec::new();
    let (fresh, committed) = (messages(&extracted), messages(&read(&pot_path, "")?));
    let new: Vec<&String> = fresh.keys().filter(|id| !committed.contains_key(*id)).collect();
    let gone: Vec<&String> = committed.keys().filter(|id| !fresh.contains_key(*id)).collect();
    let moved = fresh
        .iter()
        .filter(|(id, m)| committed.get(*id).is_some_and(|c| c.0 != m.0));
    let moved = moved.count();
    let (n, g) = (new.len(), gone.len());
    if n + g + moved > 0 && mode == Mode::Write {
        write(&extracted, &pot_path)?;
        eprintln!("  rewrote {PO_DIR}/messages.pot: {n} new, {g} gone, {moved} moved message(s)");
    } else if n + g + moved > 0 {
        let what = format!("{n} message(s) new in the English sources, {g} gone, {moved} moved to another file");
        problems.push(format!("stale: {PO_DIR}/messages.pot ({what})"));
        problems.extend(new.iter().take(10).map(|id| format!("  new: {}", short(id))));
        problems.extend(gone.iter().take(10).map(|id| format!("  gone: {}", short(id))));
    }
    for language in LANGUAGES {
        let path = root.join(PO_DIR).join(format!("{language}.po"));
        let mut translated = read(&path, language)?;
        if mode == Mode::Write {
            let merged = merge(&extracted, &translated, language)?;
            if messages(&merged) != messages(&translated) {
                write(&merged, &path)?;
                eprintln!("  merged {PO_DIR}/{language}.po with the template");
            }
            translated = merged;
        }
        problems.extend(translation_problems(&fresh, &messages(&translated), language));
    }
    Ok(problems)
}

/// The template merged into the translation by GNU `msgmerge`, as
/// Comprehensive Rust merges its catalogs: the template's messages in its
/// order, with its sources and comments, each with the translation's msgstr
/// and flags (fuzzy) where it has the message, new ones untranslated
/// (`--no-fuzzy-matching`: no guessed translation); the messages the
/// template no longer has become `#~` entries, which polib does not read,
/// so they are dropped. The header stays [`metadata`]'s.
fn merge(template: &Catalog, translation: &Catalog, language: &str) -> Result<Catalog, String> {
    msgmerge("msgmerge", template, translation, language)
}

/// [`merge`] with the `msgmerge` at `program`; an error naming the Debian
/// package when there is none.
fn msgmerge(program: &str, template: &Catalog, translation: &Catalog, language: &str) -> Result<Catalog, String> {
    let dir = tempfile::tempdir().map_err(|e| format!("a temporary folder: {e}"))?;
    let [pot, po, merged] = ["messages.pot", "old.po", "merged.po"].map(|f| dir.path().join(f));
    write(template, &pot)?;
    write(translation, &po)?;
    let run = process::Command::new(program)
        .args(["--quiet", "--no-fuzzy-matching", "--output-file"])
        .args([&merged, &po, &pot])
        .output();
    let file = format!("{PO_DIR}/{language}.po");
    match run {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(format!(
                "merging {file} needs GNU gettext's `{program}`, which is not installed: \
                 install the Debian package `gettext` (apt-get install gettext)"
            ));
        }
        Err(e) => return Err(format!("{program}: {e}")),
        Ok(out) if !out.status.success() => {
            let said = String::from_utf8_lossy(&out.stderr);
            return Err(format!(
                "{program} could not merge {file} ({}): {}",
                out.status,
                said.trim()
            ));
        }
        Ok(_) => {}
    }
    let mut catalog = po_file::parse(&merged).map_err(|e| format!("{program}'s merge of {file}: {e}"))?;
    catalog.metadata = metadata(language);
    Ok(catalog)
}

/// What [`markup`] counts.
const MARKUP: &str = "emphasis, strong, links, images, code";

/// The lists of [`translation_problems`], in its order.
const LISTS: [&str; 4] = [
    "untranslated",
    "fuzzy",
    "with a directive dropped or changed (each {{#...}} of the English must stay)",
    "whose markup differs from the English (the Korean page gets _x_ for *x*: a Hangul syllable right after it breaks it, put a space or a bracket there)",
];

/// What is wrong with a translation against the fresh template.
fn translation_problems(template: &Messages, translation: &Messages, language: &str) -> Vec<String> {
    let mut lists: [Vec<String>; 4] = Default::default();
    for (id, (source, _, _)) in template {
        let at = format!("{source}: {}", short(id));
        let (list, problem) = match translation.get(id) {
            None => (0, format!("{at} (missing)")),
            Some((_, msgstr, _)) if msgstr.is_empty() => (0, at),
            Some((_, _, true)) => (1, at),
            Some((_, msgstr, _)) if directives(id) != directives(msgstr) => {
                let (want, has) = (directives(id), directives(msgstr));
                (2, format!("{at} keeps {want:?}, has {has:?}"))
            }
            Some((_, msgstr, _)) if markup(id) != markup(&as_rendered(msgstr)) => {
                let (want, has) = (markup(id), markup(&as_rendered(msgstr)));
                (3, format!("{at} has [{MARKUP}] {want:?}, the translation {has:?}"))
            }
            Some(_) => continue,
        };
        lists[list].push(problem);
    }
    let file = format!("{PO_DIR}/{language}.po");
    let mut problems = Vec::new();
    for (what, items) in LISTS.iter().zip(lists).filter(|(_, items)| !items.is_empty()) {
        problems.push(format!("{file}: {} message(s) {what}", items.len()));
        problems.extend(items.into_iter().take(20).map(|i| format!("  {i}")));
    }
    let obsolete = translation.keys().filter(|id| !template.contains_key(*id)).count();
    if obsolete > 0 {
        problems.push(format!(
            "stale: {file} has {obsolete} message(s) the English sources no longer have; `cargo xtask book --bless` merges it"
        ));
    }
    problems
}

/// Counts of a translation: (messages, translated and not fuzzy).
pub fn counts(root: &Path, language: &str) -> Result<(usize, usize), String> {
    let path = root.join(PO_DIR).join(format!("{language}.po"));
    Ok((read(&path, language)?.count(), crate::catalog::korean(&path)?.len()))
}

/// `text` in `language`; `text` itself when the catalog lacks it.
pub fn translate(root: &Path, language: &str, text: &str) -> String {
    let catalog = read(&root.join(PO_DIR).join(format!("{language}.po")), language).ok();
    catalog
        .and_then(|c| msgstr(&c, text).map(str::to_string))
        .unwrap_or_else(|| text.to_string())
}

/// Where the edition in `language` is built, under the English one's.
pub fn edition_dir(english: &Path, language: &str) -> PathBuf {
    english.join(language)
}

/// A catalog of (msgid, msgstr, fuzzy), for tests.
#[cfg(test)]
pub fn catalog_of(entries: &[(&str, &str, bool)]) -> Catalog {
    let mut catalog = Catalog::new(metadata(""));
    for &(id, msgstr, fuzzy) in entries {
        let message = polib::message::Message::build_singular()
            .with_source("src/a.md".into())
            .with_msgid(id.into())
            .with_msgstr(msgstr.into())
            .with_flags(if fuzzy { "fuzzy" } else { "" }.parse().unwrap())
            .done();
        catalog.append_or_update(message);
    }
    catalog
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_blocks_get_a_skip_marker_with_their_indentation() {
        let md = "Text\n\n```rust\n// a comment\n```\n\n- item\n\n  ```text\n  out\n  ```\nafter\n\n~~~sh\n```\n~~~\n";
        let out = skip_code_blocks(md);
        assert_eq!(out.matches(SKIP).count(), 3);
        assert!(out.ends_with(&format!("{SKIP}\n~~~sh\n```\n~~~\n")), "{out}");
        assert!(out.contains(&format!("{SKIP}\n```rust")));
        assert!(out.contains(&format!("  {SKIP}\n  ```text")));
        // A closing fence does not open another block.
        assert!(!out.contains(&format!("{SKIP}\n```\n")));
    }

    #[test]
    fn underscore_emphasis_glued_to_hangul_is_not_markup() {
        assert_eq!(markup("Tick _side by side_ to run"), [1, 0, 0, 0, 0]);
        assert_eq!(markup("_나란히 비교_를 체크하면"), [0, 0, 0, 0, 0]);
        assert_eq!(markup("*나란히 비교*를 체크하면"), [1, 0, 0, 0, 0]);
        // ... but the preprocessor writes it back as `_나란히 비교_를`.
        assert_eq!(markup(&as_rendered("*나란히 비교*를 체크하면")), [0, 0, 0, 0, 0]);
        assert_eq!(markup(&as_rendered("*나란히 비교* 칸을 체크하면")), [1, 0, 0, 0, 0]);
        assert_eq!(markup("**a** [b](c.md) ![d](e.svg) `f`"), [0, 1, 1, 1, 1]);
    }

    #[test]
    fn summaries_are_found_one_line_each() {
        let md = "<details>\n<summary>Answers</summary>\n\n1. x\n</details>\n<summary>Why?</summary> <summary>broken\n";
        assert_eq!(summary_texts(md), ["Answers", "Why?"]);
    }

    #[test]
    fn directives_are_compared_with_korean_figures_as_english() {
        let english = directives("{{#include figures/t.md}} and {{#measure x}}");
        assert_eq!(directives("a {{#measure x}} b {{#include figures/ko/t.md}}"), english);
        assert_ne!(directives("{{#measure x}}"), directives("{{#measure y}}"));
        assert_ne!(directives("{{#measure x}}"), directives("no directive"));
    }

    #[test]
    fn a_translation_is_complete_only_when_every_message_is_translated_and_not_fuzzy() {
        let two = "Two {{#measure k}}";
        let template = messages(&catalog_of(&[("One", "", false), (two, "", false)]));
        let problems = |ko: &[(&str, &str, bool)]| translation_problems(&template, &messages(&catalog_of(ko)), "ko");
        let ko = [("One", "하나", false), (two, "둘 {{#measure k}}", false)];
        assert!(problems(&ko).is_empty());
        assert!(problems(&[("One", "하나", true), ko[1]])[0].contains("1 message(s) fuzzy"));
        assert!(problems(&[ko[0], (two, "둘 3.2", false)])[0].contains("directive"));
        let missing = problems(&[ko[1], ("Gone", "사라짐", false)]);
        assert!(missing[0].contains("1 message(s) untranslated"), "{missing:?}");
        assert!(missing.last().unwrap().contains("no longer have"), "{missing:?}");
    }

    #[test]
    fn merging_keeps_translations_and_adds_new_messages_untranslated() {
        let mut template = Catalog::new(metadata(""));
        for id in ["Kept", "New", "Kept too", "Kept, Fuzzy"] {
            crate::catalog::add(&mut template, "src/a.md".into(), id.into());
        }
        crate::catalog::add(&mut template, "src/b.md".into(), "Kept".into());
        let old = [
            ("Kept", "유지", false),
            ("Gone", "사라짐", false),
            ("Kept, Fuzzy", "유지?", true),
        ];
        let merged = merge(&template, &catalog_of(&old), "ko").unwrap();
        let ids: Vec<&str> = merged.messages().map(|m| m.msgid()).collect();
        assert_eq!(ids, ["Kept", "New", "Kept too", "Kept, Fuzzy"]);
        let merged = messages(&merged);
        assert_eq!(merged["Kept"], ("src/a.md src/b.md".into(), "유지".into(), false));
        assert_eq!(merged["New"], ("src/a.md".into(), "".into(), false));
        // No translation guessed from a similar message (msgmerge's fuzzy matching).
        assert_eq!(merged["Kept too"].1, "");
        assert_eq!(merged["Kept, Fuzzy"], ("src/a.md".into(), "유지?".into(), true));
    }

    #[test]
    fn a_merged_catalog_merges_to_itself() {
        let template = catalog_of(&[("One", "", false), ("Two", "", false)]);
        let ko = merge(&template, &catalog_of(&[("One", "하나", false)]), "ko").unwrap();
        let again = merge(&template, &ko, "ko").unwrap();
        assert_eq!(messages(&again), messages(&ko));
        assert_eq!(again.metadata.export_for_po(), metadata("ko").export_for_po());
    }

    #[test]
    fn merging_without_msgmerge_names_the_package() {
        let empty = Catalog::new(metadata(""));
        let Err(error) = msgmerge("msgmerge-not-installed", &empty, &empty, "ko") else {
            panic!("merged without msgmerge");
        };
        assert!(
            error.contains("book/po/ko.po") && error.contains("package `gettext`"),
            "{error}"
        );
    }

    #[test]
    fn the_template_has_the_chapters_and_the_title_and_no_code() {
        let catalog = extract(crate::workspace::root()).expect("extracts");
        let sources: Vec<&str> = catalog.messages().flat_map(|m| m.source().split_whitespace()).collect();
        for source in ["src/SUMMARY.md", "src/full-scan.md", "book.toml"] {
            assert!(sources.contains(&source), "{source}");
        }
        assert!(catalog.messages().count() > 300);
        for id in catalog.messages().map(|m| m.msgid()) {
            let code = id.contains("```") || id.contains("ANCHOR");
            assert!(!code, "a listing became a message: {id}");
        }
    }
}
