//! The arguments several subcommands share, and the lists of choices the
//! library owns, taken from its lists ([`Variant::ALL`], [`Problem::ALL`],
//! [`Format::ALL`], [`Whitespace::ALL`]) and parsed with their `FromStr`:
//! a new port or format appears here by itself. The CLI's own choices
//! (`stress --kind`, `--lang-ui`, `trace --format`) are its own enums.

use std::path::PathBuf;

use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use sudoku_lab::judge::{BojRule, Whitespace};
use sudoku_lab::problem::Accepts;
use sudoku_lab::{Budget, Format, Problem, Variant};

/// Where the puzzles come from, shared by the subcommands that read many.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// The input file; `-` or nothing reads standard input.
    #[arg(value_name = "FILE|-")]
    pub file: Option<PathBuf>,
    /// The input format.
    #[arg(long, short = 'i', value_parser = format_choice(), default_value = AUTO)]
    pub input_format: FormatChoice,
}

/// The placement budget option of `compare` and `trace`.
#[derive(Debug, Args)]
pub struct BudgetArgs {
    /// Stop each search after this many placements (digits written into
    /// blanks); unlimited when not given. The Wikipedia puzzle in
    /// data/plb/sudoku.txt needs 69,175,316.
    #[arg(long, value_name = "N")]
    pub max_placements: Option<u64>,
}

impl BudgetArgs {
    /// The budget of each search.
    pub fn budget(&self) -> Budget {
        self.max_placements.map_or(Budget::UNLIMITED, Budget::placements)
    }
}

/// `--input-format` or `--output-format`: `auto` (`None`) or a format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FormatChoice(pub Option<Format>);

/// The name of the automatic format choice.
const AUTO: &str = "auto";

/// The choices of `--input-format` and `--output-format`: `auto`, then
/// [`Format::ALL`] with their descriptions.
pub fn format_choice() -> impl TypedValueParser<Value = FormatChoice> {
    let auto = PossibleValue::new(AUTO).help("Recognise the format from the content");
    let formats = Format::ALL.map(|f| PossibleValue::new(f.name()).help(f.description()));
    PossibleValuesParser::new(std::iter::once(auto).chain(formats))
        .map(|s: String| FormatChoice((s != AUTO).then(|| s.parse().expect("one of Format::ALL"))))
}

/// The choices of `generate --format`: [`Format::ALL`], each described as
/// it is written.
pub fn written_format() -> impl TypedValueParser<Value = Format> {
    let values = Format::ALL.map(|f| {
        let help = match Problem::ALL.into_iter().find(|p| p.format() == f) {
            Some(p) => format!("BOJ {p}: {}", layout(p)),
            None => "One 81-character line per puzzle, '.' for a blank".to_string(),
        };
        PossibleValue::new(f.name()).help(help)
    });
    PossibleValuesParser::new(values).map(|s: String| s.parse::<Format>().expect("one of Format::ALL"))
}

/// The choices of `VARIANT`: [`Variant::ALL`], each with its post's summary.
pub fn variant() -> impl TypedValueParser<Value = Variant> {
    PossibleValuesParser::new(Variant::ALL.map(variant_value))
        .map(|s: String| s.parse::<Variant>().expect("one of Variant::ALL"))
}

/// A variant as a choice: its name, and its post's summary without the
/// final period (as clap shows a doc comment).
pub fn variant_value(v: Variant) -> PossibleValue {
    let summary = v.post().summary;
    PossibleValue::new(v.name()).help(summary.strip_suffix('.').unwrap_or(summary))
}

/// The choices of `--problem`: [`Problem::ALL`] by number, each with its
/// layout and what its judge accepts.
pub fn problem() -> impl TypedValueParser<Value = Problem> {
    let values = Problem::ALL.map(|p| {
        let accepts = match p.accepts() {
            Accepts::AnyCompletion => "any valid completion",
            Accepts::SmallestCompletion => "the lexicographically smallest completion",
        };
        PossibleValue::new(p.to_string()).help(format!("{}; {accepts}", layout(p)))
    });
    PossibleValuesParser::new(values).map(|s: String| s.parse::<Problem>().expect("one of Problem::ALL"))
}

/// The choices of `judge --whitespace`: [`Whitespace::ALL`].
pub fn whitespace() -> impl TypedValueParser<Value = Whitespace> {
    let values = Whitespace::ALL.map(|w| {
        let help = match w {
            Whitespace::Boj => "Baekjoon's rule for the problem (see below)",
            Whitespace::Exact => "Byte for byte",
            Whitespace::Tokens => "Only the digits count",
        };
        PossibleValue::new(w.name()).help(help)
    });
    PossibleValuesParser::new(values).map(|s: String| s.parse::<Whitespace>().expect("one of Whitespace::ALL"))
}

/// What `judge --help` and `stress --help` say of `--whitespace`: each
/// problem's rule ([`BojRule::of`]) with its evidence
/// ([`BojRule::evidence`]: accepted submissions' shapes, counted), laid
/// out to 79 columns.
pub fn whitespace_rules() -> String {
    let rule = |p: Problem| {
        let e = BojRule::of(p).evidence();
        let how = match BojRule::of(p) {
            BojRule::Numbers => {
                "a special judge that reads 81 numbers: any whitespace before, between and after them, each digit on its own (digits side by side are one number: WA, as a special judge says AC or WA only)"
            }
            BojRule::Lines => {
                "compared line by line: whitespace at the end of a line and empty lines at the end are forgiven, anything else is PE"
            }
        };
        let mut shapes = e
            .shapes
            .iter()
            .map(|(shape, n)| format!("{n} {} {shape}", if *n == 1 { "prints" } else { "print" }))
            .collect::<Vec<_>>();
        let last = shapes.pop().unwrap_or_default();
        let shapes = if shapes.is_empty() {
            last
        } else {
            format!("{} and {last}", shapes.join(", "))
        };
        let text = format!("{how}. Of {} accepted submissions, {shapes}.", e.accepted);
        let options = textwrap::Options::new(79)
            .initial_indent("  ")
            .subsequent_indent("        ")
            .break_words(false)
            .word_splitter(textwrap::WordSplitter::NoHyphenation);
        textwrap::fill(&format!("{p}  {text}"), options)
    };
    let intro = textwrap::fill(
        "--whitespace boj (the default) is Baekjoon's rule for each problem, as accepted submissions' shapes show (their outputs on the problem's sample):",
        79,
    );
    let rules = Problem::ALL.map(rule).join("\n");
    format!("{intro}\n{rules}\nexact forgives nothing; tokens ignores all whitespace (never PE).")
}

/// `stress --cmd`: a command in UTF-8, not blank. Its value is taken as
/// the OS gives it, so that one that is not UTF-8 gets a reason of its
/// own in the console's language (clap's says "invalid UTF-8 was detected
/// in one or more arguments").
pub fn command() -> impl TypedValueParser<Value = String> {
    use crate::messages;
    clap::builder::OsStringValueParser::new().try_map(|s: std::ffi::OsString| match s.into_string() {
        Err(_) => Err(messages::CMD_NOT_UTF8.text().to_string()),
        Ok(s) if s.trim().is_empty() => Err(messages::CMD_EMPTY.text().to_string()),
        Ok(s) => Ok(s),
    })
}

/// A number option's parser: a whole number in `range`, or why not in the
/// console's language (`0 is not in 1..=1048576`, `invalid digit found in
/// string` / `0 이상의 정수가 아니다 …`).
///
/// # Errors
/// The parser returns why the value is refused, in the console's
/// language: not a whole number, too large, or outside `range`.
pub fn number_in(range: std::ops::RangeInclusive<u64>) -> impl Fn(&str) -> Result<u64, String> + Clone {
    use crate::messages;
    move |s: &str| {
        let n = s
            .parse::<u64>()
            .map_err(|e| messages::int_error_in(&e, messages::ui()))?;
        match (range.contains(&n), *range.end() == u64::MAX) {
            (true, _) => Ok(n),
            (false, true) => Err(messages::NUMBER_TOO_SMALL.fill(&[&n, range.start()])),
            (false, false) => Err(messages::NUMBER_OUT_OF_RANGE.fill_named(&[
                ("value", &n),
                ("least", range.start()),
                ("most", range.end()),
            ])),
        }
    }
}

/// A problem's layout in a few words: `9 lines of 9 digits`.
fn layout(p: Problem) -> &'static str {
    match p.format() {
        Format::Boj2580 => "9 lines of 9 space-separated numbers",
        Format::Boj2239 => "9 lines of 9 digits",
        Format::Line => "one 81-character line",
    }
}
