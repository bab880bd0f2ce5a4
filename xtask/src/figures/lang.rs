//! The languages the figures and tables are written in: English
//! (`book/src/figures/`) and Korean (`book/src/figures/ko/`, for the Korean
//! edition of the book), drawn from the same data by the same code.
//!
//! Every word a figure or table shows is a [`T`] key of one text table,
//! `texts!`, which gives each key its English and its Korean text side
//! by side (a missing Korean text does not compile). A text may hold
//! placeholders `{0}`, `{1}`, ... filled by [`Lang::fill`], so the Korean
//! one can put them in its own word order. Numbers, variant names, code
//! and units (`ns`, `ms`, `s`) are the same in both.
//!
//! Free text that comes from the data files (the `how` and `name` fields
//! of `measurements.csv`) is translated by [`Lang::data`] from [`DATA`];
//! [`untranslated`] finds English prose left in a Korean output, which
//! [`super::generate`] refuses to write.

use std::fmt::Display;

/// A language of the figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// English, the book's own language: `book/src/figures/NAME`.
    En,
    /// Korean: `book/src/figures/ko/NAME`.
    Ko,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ko];

    /// The file name of a figure or table in this language, relative to
    /// `book/src/figures/`: `NAME` or `ko/NAME`.
    pub fn path(self, name: &str) -> String {
        match self {
            Lang::En => name.to_string(),
            Lang::Ko => format!("ko/{name}"),
        }
    }

    /// The attributes of an SVG's root element that choose its fonts (and,
    /// for Korean, say its language): the Korean list starts with fonts
    /// that have Hangul, so no glyph falls back to a box.
    pub fn svg_font(self) -> &'static str {
        match self {
            Lang::En => r#"font-family="DejaVu Sans, Arial, sans-serif""#,
            Lang::Ko => {
                r#"font-family="'Noto Sans CJK KR', 'Noto Sans KR', 'Malgun Gothic', sans-serif" xml:lang="ko""#
            }
        }
    }

    /// The `font-family` of monospaced text (cell names, captions).
    pub fn mono(self) -> &'static str {
        match self {
            Lang::En => "DejaVu Sans Mono, monospace",
            Lang::Ko => "DejaVu Sans Mono, 'Noto Sans Mono CJK KR', 'Noto Sans CJK KR', monospace",
        }
    }

    /// The font size, in pixels, of a figure's smallest text (legends,
    /// notes): 12, or 13 in Korean, whose Hangul at 12 px is hard to read
    /// once a figure is scaled down to a phone's width.
    pub fn small_text(self) -> u32 {
        match self {
            Lang::En => 12,
            Lang::Ko => 13,
        }
    }

    /// The text of `key` in this language (placeholders left as they are).
    pub fn t(self, key: T) -> &'static str {
        match self {
            Lang::En => key.en(),
            Lang::Ko => key.ko(),
        }
    }

    /// The text of `key` with `{0}`, `{1}`, ... replaced by `args`.
    pub fn fill(self, key: T, args: &[&dyn Display]) -> String {
        let mut out = String::new();
        let mut rest = self.t(key);
        while let Some(open) = rest.find('{') {
            let arg = rest[open..]
                .find('}')
                .and_then(|close| Some((close, rest[open + 1..open + close].parse::<usize>().ok()?)))
                .and_then(|(close, i)| Some((close, args.get(i)?)));
            out.push_str(&rest[..open]);
            match arg {
                Some((close, arg)) => {
                    out.push_str(&arg.to_string());
                    rest = &rest[open + close + 1..];
                }
                None => {
                    out.push('{');
                    rest = &rest[open + 1..];
                }
            }
        }
        out.push_str(rest);
        out
    }

    /// A free-text field of the data files (`measurements.csv`'s `how`,
    /// a reference row's `name`) in this language: as it is in English,
    /// with the phrases of [`DATA`] translated in Korean.
    pub fn data(self, text: &str) -> String {
        match self {
            Lang::En => text.to_string(),
            Lang::Ko => DATA
                .iter()
                .fold(text.to_string(), |s, (en, ko)| replace_phrase(&s, en, ko)),
        }
    }
}

/// Defines [`T`] and its texts: one line per key, `Key: "English" =>
/// "Korean";`. The English texts are the book's figures as they were
/// before the Korean edition, byte for byte.
macro_rules! texts {
    ($($(#[$doc:meta])* $key:ident: $en:literal => $ko:literal;)*) => {
        /// A text of the figures and tables, in [`Lang::t`]'s languages.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum T {
            $($(#[$doc])* $key,)*
        }

        impl T {
            /// Every key, in the table's order.
            #[cfg(test)]
            pub const ALL: &'static [T] = &[$(T::$key),*];

            /// The English text.
            fn en(self) -> &'static str {
                match self {
                    $(T::$key => $en,)*
                }
            }

            /// The Korean text.
            fn ko(self) -> &'static str {
                match self {
                    $(T::$key => $ko,)*
                }
            }
        }
    };
}

texts! {
    /// Title of both heat maps.
    HeatTitle: "Placements per cell, Wikipedia puzzle" => "칸별 배치 횟수, 위키백과 퍼즐";
    /// Subtitle of the whole search's heat map: {0} placements.
    HeatWhole: "the whole search: {0} placements, the same for all five ports"
        => "탐색 전체: 배치 {0}번 (다섯 포팅 모두 같음)";
    /// Subtitle of the budgeted heat map: {0} placements.
    HeatFirst: "the first {0} placements only (the search stopped by a budget)"
        => "처음 배치 {0}번까지만 (횟수 제한으로 탐색을 멈춤)";
    /// A blank's tooltip: {0} the cell, {1} its placements.
    HeatCell: "{0}: {1} placements" => "{0}: 배치 {1}번";
    /// The legend's top: {0} placements.
    HeatScale: "{0} placements (log scale)" => "배치 {0}번 (로그 스케일)";
    /// The legend of the givens' colour.
    HeatGiven: "grey: given" => "회색: 주어진 숫자";

    /// Title of the bar chart.
    SpeedTitle: "Nanoseconds per placement, Wikipedia puzzle" => "배치 한 번당 걸린 시간 (ns), 위키백과 퍼즐";
    /// Legend of the ports' bars.
    SpeedPort: "Rust port, in-process" => "Rust 포팅, 프로세스 안에서 측정";
    /// Legend of the originals' bars.
    SpeedOriginal: "original program, whole process" => "원본 프로그램, 프로세스 전체";
    /// The x axis: {0} placements.
    SpeedAxis: "ns per placement ({0} placements; lower is faster)" => "배치당 ns (배치 {0}번, 낮을수록 빠름)";
    /// A bar's tooltip: {0} variant, {1} port or original, {2} language,
    /// {3} seconds, {4} ns per placement.
    SpeedBar: "{0} {1} ({2}): {3} s, {4} ns per placement" => "{0} {1} ({2}): {3} s, 배치당 {4} ns";
    /// The kind of a port's bar, in its tooltip.
    SpeedKindPort: "port" => "포팅";
    /// The kind of an original's bar, in its tooltip.
    SpeedKindOriginal: "original" => "원본";
    /// After the value of a bar cut at the plot's edge.
    SpeedOffScale: ", off scale" => ", 축 범위 밖";

    /// Title of the search's steps.
    StepsTitle: "The search of the small puzzle, where it turns" => "작은 퍼즐의 탐색: 방향이 바뀌는 순간들";
    /// The colours of the steps, one line per line of the figure.
    StepsLegend: "black: given · blue: placed · green: just placed · orange: a blank with no digit left · red, struck: undone"
        => "검정: 주어진 숫자 · 파랑: 배치한 숫자 · 초록: 방금 배치한 숫자\n주황: 넣을 숫자가 없는 빈칸 · 빨강(취소선): 되돌린 숫자";
    /// Caption of the first panel.
    StepsStart: "start" => "시작";
    /// Caption of a panel: {0} events applied, {1} the last one.
    StepsAfter: "after {0}: {1}" => "{0}단계 후: {1}";
    /// A dead end: {0} the blank.
    NoDigitLeft: "{0}: no digit left" => "{0}: 넣을 숫자 없음";

    /// Title of the search tree.
    TreeTitle: "The search tree of the small puzzle" => "작은 퍼즐의 탐색 트리";
    /// The search tree's legend.
    TreeLegend: "in the order tried; green: the solution; red: a dead end"
        => "시도한 순서대로 · 초록: 정답 · 빨강: 막다른 길 (백트래킹)";
    /// Digits a dead end's row holds: {0} the digits, {1} the house.
    TreeInHouse: "{0} in the {1}" => "{1}에 {0} 있음";
    /// The row's house, with check-arrays' table.
    TreeRow: "row (c)" => "가로줄(c)";
    /// The column's house, with check-arrays' table.
    TreeColumn: "column (c2)" => "세로줄(c2)";
    /// The block's house, with check-arrays' table.
    TreeBlock: "block (c3)" => "3x3 박스(c3)";

    /// Header of a post's cost table.
    CostHeader: "| program | seconds | ns per placement | measured with |"
        => "| 프로그램 | 시간 (s) | 배치당 ns | 측정 방법 |";
    /// The port's row of a cost table.
    CostPort: "Rust port (in-process)" => "Rust 포팅 (프로세스 안에서 측정)";
    /// The original's row of a cost table: {0} its language.
    CostOriginal: "original {0} program (whole process)" => "원본 {0} 프로그램 (프로세스 전체)";
    /// Header of the speeds table.
    SpeedsHeader: "| variant | port (s) | port ns/placement | original | original (s) | original ns/placement |"
        => "| 방식 | 포팅 (s) | 포팅 ns/배치 | 원본 언어 | 원본 (s) | 원본 ns/배치 |";
    /// The reference solver's speed: {0} what, {1} µs, {2} how.
    Reference: "Measured: {0}, {1} µs per puzzle ({2})." => "측정값: {0} 퍼즐당 {1} µs ({2}).";

    /// Header of the submission table.
    SubmissionHeader: "| program | language (runtime) | problem, time limit | CPU, slowest test | CPU, median | wall, slowest | of the limit |"
        => "| 프로그램 | 언어 (런타임) | 문제, 시간 제한 | CPU 시간, 최댓값 | CPU 시간, 중앙값 | 경과 시간, 최댓값 | 제한 대비 |";
    /// A program of this book: {0} its file.
    SubmissionBook: "`{0}` (this book's)" => "`{0}` (이 책의 코드)";
    /// A post's program: {0} its variant.
    SubmissionPost: "{0} (the post's)" => "{0} (원글의 코드)";
    /// Under the submission table: {0} tests.
    SubmissionFooter: "{0} tests each; CPU time is user + system time of the whole process, as a judge counts it."
        => "프로그램마다 테스트 {0}개로 쟀다. CPU 시간은 채점 서버가 재듯이 프로세스 전체의 user + system 시간을 더한 값이다.";
}

/// The phrases of the data files' free text (`measurements.csv`) and their
/// Korean; `{}` stands for a number (digits, `,` and `.`). A phrase not
/// here is left in English, and [`untranslated`] reports it.
pub const DATA: &[(&str, &str)] = &[
    (
        "counting to {} per puzzle on magictour top1465",
        "magictour top1465의 퍼즐마다 해를 {}개까지 셀 때",
    ),
    ("about {} puzzles/s", "초당 퍼즐 약 {}개"),
    ("(CPU time)", "(CPU 시간)"),
];

/// `text` with every occurrence of `en` replaced by `ko`; a `{}` in `en`
/// matches a number, which takes the place of the `{}` in `ko`.
fn replace_phrase(text: &str, en: &str, ko: &str) -> String {
    let Some((before, after)) = en.split_once("{}") else {
        return text.replace(en, ko);
    };
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(before) {
        let tail = &rest[at + before.len()..];
        let digits = tail
            .find(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
            .unwrap_or(tail.len());
        let number = &tail[..digits];
        if !number.is_empty() && tail[digits..].starts_with(after) {
            out.push_str(&rest[..at]);
            out.push_str(&ko.replace("{}", number));
            rest = &tail[digits + after.len()..];
        } else {
            out.push_str(&rest[..at + before.len()]);
            rest = tail;
        }
    }
    out.push_str(rest);
    out
}

/// English prose words: none of them may be left in a Korean figure or
/// table. (Commands, file names, variant names and code stay English; they
/// are not here.)
const ENGLISH: &[&str] = &[
    "about",
    "after",
    "all",
    "black",
    "block",
    "blue",
    "budget",
    "cell",
    "column",
    "counting",
    "dead",
    "digit",
    "each",
    "faster",
    "first",
    "five",
    "given",
    "green",
    "grey",
    "language",
    "left",
    "limit",
    "lower",
    "measured",
    "median",
    "nanoseconds",
    "only",
    "orange",
    "order",
    "original",
    "per",
    "placed",
    "placement",
    "placements",
    "port",
    "ports",
    "problem",
    "process",
    "program",
    "puzzle",
    "puzzles",
    "red",
    "row",
    "runtime",
    "same",
    "scale",
    "search",
    "seconds",
    "slowest",
    "small",
    "solution",
    "start",
    "struck",
    "test",
    "tests",
    "the",
    "this",
    "time",
    "tree",
    "tried",
    "undone",
    "variant",
    "wall",
    "where",
    "whole",
    "with",
];

/// The English prose words of [`ENGLISH`] in `text` (for an SVG, its text
/// only, not its markup), each once, in order of appearance.
pub fn untranslated(text: &str) -> Vec<String> {
    let visible = visible(text);
    let mut found: Vec<String> = Vec::new();
    let words = visible
        .split_whitespace()
        .filter(|token| !is_code(token))
        .flat_map(|token| token.split(|c: char| !c.is_ascii_alphabetic()));
    for word in words {
        let lower = word.to_ascii_lowercase();
        if ENGLISH.contains(&lower.as_str()) && !found.contains(&lower) {
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

/// What a reader sees of a figure or table: for an SVG, its text without
/// the markup (the tooltips too; entities left as they are); a table as
/// it is.
pub(crate) fn visible(text: &str) -> String {
    if !text.starts_with("<svg") {
        return text.to_string();
    }
    let svg = text;
    let mut out = String::new();
    let mut in_tag = false;
    for c in svg.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The placeholders `{0}`, `{1}`, ... of a text, sorted.
    fn placeholders(text: &str) -> Vec<String> {
        let mut out: Vec<String> = (0..10)
            .map(|i| format!("{{{i}}}"))
            .filter(|p| text.contains(p.as_str()))
            .collect();
        out.sort();
        out
    }

    fn hangul(text: &str) -> bool {
        text.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c))
    }

    #[test]
    fn every_korean_text_is_korean_and_keeps_the_placeholders() {
        for &key in T::ALL {
            let (en, ko) = (Lang::En.t(key), Lang::Ko.t(key));
            assert!(hangul(ko), "{key:?}: the Korean text {ko:?} has no Hangul");
            assert_eq!(placeholders(en), placeholders(ko), "{key:?}: {en:?} and {ko:?}");
            assert_eq!(
                en.matches('|').count(),
                ko.matches('|').count(),
                "{key:?}: a table row must keep its columns"
            );
            assert!(
                untranslated(ko).is_empty(),
                "{key:?}: {ko:?} has English words {:?}",
                untranslated(ko)
            );
        }
    }

    #[test]
    fn every_key_is_used_by_the_figures() {
        let dir = crate::workspace::root().join("xtask/src/figures");
        let mut code = String::new();
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("lang.rs") {
                code.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
        for key in T::ALL {
            assert!(code.contains(&format!("T::{key:?}")), "T::{key:?} is never used");
        }
    }

    #[test]
    fn fill_puts_the_arguments_in_the_language_s_order() {
        assert_eq!(
            Lang::En.fill(T::TreeInHouse, &[&"1,2", &"row (c)"]),
            "1,2 in the row (c)"
        );
        assert_eq!(
            Lang::Ko.fill(T::TreeInHouse, &[&"1,2", &"가로줄(c)"]),
            "가로줄(c)에 1,2 있음"
        );
        assert_eq!(Lang::En.path("speeds.md"), "speeds.md");
        assert_eq!(Lang::Ko.path("speeds.md"), "ko/speeds.md");
    }

    #[test]
    fn data_phrases_are_translated_with_their_numbers() {
        let how = "cargo bench --bench reference; about 35,000 puzzles/s";
        assert_eq!(Lang::En.data(how), how);
        assert_eq!(
            Lang::Ko.data(how),
            "cargo bench --bench reference; 초당 퍼즐 약 35,000개"
        );
        assert_eq!(
            Lang::Ko.data("counting to 2 per puzzle on magictour top1465"),
            "magictour top1465의 퍼즐마다 해를 2개까지 셀 때"
        );
        assert_eq!(
            Lang::Ko.data("cargo xtask originals bench --with-python (CPU time)"),
            "cargo xtask originals bench --with-python (CPU 시간)"
        );
        // No number where the phrase has one: left alone, and reported.
        let odd = "about many puzzles/s";
        assert_eq!(Lang::Ko.data(odd), odd);
        assert_eq!(untranslated(&Lang::Ko.data(odd)), ["about", "puzzles"]);
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
