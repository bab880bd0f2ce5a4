//! The languages of the figures and tables: English (`book/src/figures/`)
//! and Korean (`book/src/figures/ko/`), drawn from the same data by the
//! same code.
//!
//! Every word a figure shows is English in the code, the literal of a
//! [`Edition::t`] or [`Edition::fill`] call, and its Korean is that msgid's
//! msgstr in `book/po/ko.po` ([`crate::catalog`] finds the calls for
//! `cargo xtask po`). Placeholders `{0}`, `{1}`, ... let the Korean put
//! the values in its own word order. Numbers, variant names, code and units
//! stay as they are. Free text from the data files is translated phrase by
//! phrase ([`Edition::data`]); [`untranslated`] finds English prose left in a
//! Korean output, which [`super::generate`] refuses to write.

use std::fmt::Display;

/// An edition of the book, by its human language (the glossary in
/// CONTRIBUTING.md: `Language` is a programming language).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edition {
    /// English, the book's own language: `book/src/figures/NAME`.
    En,
    /// Korean: `book/src/figures/ko/NAME`.
    Ko,
}

impl Edition {
    /// Every edition, English first.
    pub const ALL: [Edition; 2] = [Edition::En, Edition::Ko];

    /// The file of a figure in this language, under `book/src/figures/`.
    pub fn path(self, name: &str) -> String {
        match self {
            Edition::En => name.to_string(),
            Edition::Ko => format!("ko/{name}"),
        }
    }

    /// The font attributes of an SVG's root element: the Korean ones say
    /// its language and start with fonts that have Hangul.
    pub fn svg_font(self) -> &'static str {
        match self {
            Edition::En => r#"font-family="DejaVu Sans, Arial, sans-serif""#,
            Edition::Ko => {
                r#"font-family="'Noto Sans CJK KR', 'Noto Sans KR', 'Malgun Gothic', sans-serif" xml:lang="ko""#
            }
        }
    }

    /// The `font-family` of monospaced text (cell names, captions).
    pub fn mono(self) -> &'static str {
        match self {
            Edition::En => "DejaVu Sans Mono, monospace",
            Edition::Ko => "DejaVu Sans Mono, 'Noto Sans Mono CJK KR', 'Noto Sans CJK KR', monospace",
        }
    }

    /// The size in pixels of the smallest text (legends, notes): 13 in
    /// Korean, whose Hangul at 12 is hard to read on a phone's width.
    pub fn small_text(self) -> u32 {
        match self {
            Edition::En => 12,
            Edition::Ko => 13,
        }
    }

    /// The text `en` in this language. Panics in Korean for a text `ko.po`
    /// lacks: [`super::book_figures`] first makes sure it has them all.
    pub fn t(self, en: &'static str) -> &'static str {
        match self {
            Edition::En => en,
            Edition::Ko => crate::catalog::workspace_korean()
                .ok()
                .and_then(|ko| ko.get(en))
                .unwrap_or_else(|| panic!("no Korean for {en:?} in book/po/ko.po; write it as .t(\"…\")")),
        }
    }

    /// [`Edition::t`] with `{0}`, `{1}`, ... replaced by `args`.
    pub fn fill(self, en: &'static str, args: &[&dyn Display]) -> String {
        sudoku_lab::units::fill(self.t(en), args)
    }

    /// A free-text field of the data files (`measurements.csv`'s `how`,
    /// a reference row's `name`) in this language, phrase by phrase; `{}`
    /// in a phrase stands for a number (digits, `,` and `.`). A phrase not
    /// here stays English, and [`untranslated`] reports it.
    pub fn data(self, text: &str) -> String {
        let phrases = |lang: Edition| {
            [
                lang.t("counting to {} per puzzle on magictour top1465"),
                lang.t("about {} puzzles/s"),
                lang.t("(CPU time)"),
            ]
        };
        (phrases(Edition::En).into_iter().zip(phrases(self)))
            .fold(text.to_string(), |s, (en, ko)| replace_phrase(&s, en, ko))
    }
}

/// `text` with every occurrence of `en` replaced by `ko`; a `{}` in `en`
/// matches a number, which takes the place of the `{}` in `ko`.
fn replace_phrase(text: &str, en: &str, ko: &str) -> String {
    let Some((before, after)) = en.split_once("{}") else {
        return text.replace(en, ko);
    };
    let phrase = format!("{}([0-9.,]+){}", regex::escape(before), regex::escape(after));
    let phrase = regex::Regex::new(&phrase).expect("an escaped phrase");
    phrase
        .replace_all(text, |c: &regex::Captures| ko.replace("{}", &c[1]))
        .into_owned()
}

/// English prose words, none of which may be left in a Korean figure
/// (commands, file names, variant names and code stay English).
const ENGLISH: &str = "about after all black block blue budget cell column counting dead digit each faster \
    first five given green grey language left limit lower measured median nanoseconds \
    only orange order original per placed placement placements port ports problem \
    process program puzzle puzzles red row runtime same scale search seconds slowest \
    small solution start struck test tests the this time tree tried undone variant wall \
    where whole with";

/// The [`ENGLISH`] words in `text` (for an SVG, its text only, not its
/// markup), each once, in order of appearance.
pub fn untranslated(text: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let visible = visible(text);
    let tokens = visible.split_whitespace().filter(|token| !is_code(token));
    for word in tokens.flat_map(|token| token.split(|c: char| !c.is_ascii_alphabetic())) {
        let lower = word.to_ascii_lowercase();
        if ENGLISH.split_whitespace().any(|w| w == lower) && !found.contains(&lower) {
            found.push(lower);
        }
    }
    found
}

/// Whether a whitespace-separated token is code, not prose: a flag
/// (`--with-python`), code in backquotes, a name with `_`, a file
/// (`scan.py`) or a path (`scripts/x`); `puzzles/s` is prose.
fn is_code(token: &str) -> bool {
    let b = token.as_bytes();
    let followed_by = |sep: u8, letters: usize| {
        b.windows(letters + 1)
            .any(|w| w[0] == sep && w[1..].iter().all(u8::is_ascii_alphanumeric))
    };
    token.starts_with('-') || token.contains(['`', '_']) || followed_by(b'.', 1) || followed_by(b'/', 2)
}

/// What a reader sees of a figure or table: an SVG's text without the
/// markup (tooltips too; entities as they are), a table as it is.
pub(crate) fn visible(text: &str) -> String {
    if !text.starts_with("<svg") {
        return text.to_string();
    }
    let parts = text
        .split('<')
        .map(|part| part.split_once('>').map_or(part, |(_, after)| after));
    parts.collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_puts_the_arguments_in_the_language_s_order() {
        let en = Edition::En.fill("{0} in the {1}", &[&"1,2", &"row (c)"]);
        let ko = Edition::Ko.fill("{0} in the {1}", &[&"1,2", &"가로줄(c)"]);
        assert_eq!([en, ko], ["1,2 in the row (c)", "가로줄(c)에 1,2 있음"]);
        assert_eq!(Edition::ALL.map(|l| l.path("speeds.md")), ["speeds.md", "ko/speeds.md"]);
    }

    #[test]
    fn data_phrases_are_translated_with_their_numbers() {
        let how = "cargo bench --bench reference; about 35,000 puzzles/s";
        assert_eq!(Edition::En.data(how), how);
        for (en, ko) in [
            (how, "cargo bench --bench reference; 초당 퍼즐 약 35,000개"),
            (
                "counting to 2 per puzzle on magictour top1465",
                "magictour top1465의 퍼즐마다 해를 2개까지 셀 때",
            ),
            (
                "cargo xtask originals bench --with-python (CPU time)",
                "cargo xtask originals bench --with-python (CPU 시간)",
            ),
        ] {
            assert_eq!(Edition::Ko.data(en), ko);
        }
        // No number where the phrase has one: left alone, and reported.
        let odd = "about many puzzles/s";
        assert_eq!(Edition::Ko.data(odd), odd);
        assert_eq!(untranslated(&Edition::Ko.data(odd)), ["about", "puzzles"]);
    }

    #[test]
    fn untranslated_sees_svg_text_but_not_its_markup() {
        let svg = r#"<svg font-family="x"><text text-anchor="start">배치 r1c1</text><title>3 placements</title></svg>"#;
        assert_eq!(untranslated(svg), ["placements"]);
        assert!(untranslated("<svg><text x=\"1\">배치 10번, full-scan</text></svg>").is_empty());
        assert_eq!(untranslated("| the program |"), ["the", "program"]);
        // Commands and files are code; a unit after a slash is not.
        assert!(untranslated("scripts/mutants.sh --with-python `scan_test.py` ns/배치").is_empty());
        assert_eq!(untranslated("(35 puzzles/s)"), ["puzzles"]);
    }
}
