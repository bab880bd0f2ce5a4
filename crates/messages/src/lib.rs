//! The words of sudoku-lab's console and of the book's 반례 page, in
//! English and Korean: one catalog, whose text is data a translator edits
//! without Rust. The messages are Project Fluent's (`fluent-bundle`), one
//! file per language, `crates/messages/i18n/en/sudoku-lab.ftl` and
//! `crates/messages/i18n/ko/sudoku-lab.ftl`, built in (`include_str!`);
//! the Rust side names each message once ([`ALL`], one [`Msg`] each, with
//! its variables), and its test (`tests/catalog.rs`) checks that every message is in
//! both files with the same variables. A message of one or two variables
//! is filled by position ([`Msg::fill`]), one of three or more by name
//! ([`Msg::fill_named`], its names checked against the message's), so that
//! no value lands in its neighbour's place.
//!
//! The crate builds for `wasm32-unknown-unknown` (no process, no clap): the
//! CLI (`sudoku-lab-cli`, its `messages` module, with the feature `clap`
//! for `--lang-ui`) and the page's WebAssembly (`sudoku-lab-wasm`) render
//! the library's typed reasons with the same functions and the same
//! catalog. The console's language ([`Ui`]) is chosen by the CLI and set
//! once per process ([`set`]); the page asks for a language per call.
//!
//! The Korean uses Baekjoon's own verdict names ([`verdict`]:
//! 맞았습니다!!, 틀렸습니다, …), plain short sentences (해라체) and the
//! posts' words (빈칸, 솔버).
//!
//! Typed reasons are rendered by exhaustive matches that choose a
//! message (a reason added without its message does not compile): here,
//! the library's ([`judge_reason_in`], [`invalid_in`],
//! [`input_error_in`], [`found_in`], [`trace_error_in`], …); the runner's
//! and the CLI's own are in the CLI. Particles after a filled-in word take
//! the form the word wants ([`josa::resolve`]: `숫자가`, `'0'이`). What
//! stays English: serde_json's words in a trace that is not JSON of the
//! format and Unicode's names of invisible characters (`NO-BREAK SPACE`),
//! which are what a search finds.

mod catalog;
pub mod josa;
mod named;

pub use catalog::*;

use sudoku_lab::judge::Verdict;
use sudoku_lab::units::thousands;
/// What breaks the library's rules for a step trace
/// ([`sudoku_lab::step::TraceError`]) in `ui`; the English is the
/// library's (`Display`). An exhaustive match.
pub fn trace_error_in(e: &sudoku_lab::step::TraceError, ui: Ui) -> String {
    use sudoku_lab::step::{EventError as V, StepKind, TraceError as T, VERSION};
    match e {
        T::Version { version } => TRACE_RULE_VERSION.fill_in(ui, &[&VERSION, version]),
        T::End {
            recorded,
            max_events,
            events,
        } => TRACE_RULE_END.fill_named_in(
            ui,
            &[("recorded", recorded), ("max_events", max_events), ("events", events)],
        ),
        T::Event { event, problem } => {
            let what = match problem {
                V::OffBoard { cell, digit } => TRACE_RULE_OFF_BOARD.fill_in(ui, &[cell, digit]),
                V::NotBlank {
                    kind,
                    digit,
                    cell,
                    given,
                    held,
                } => {
                    let on = match kind {
                        StepKind::Place => TRACE_RULE_PLACE_ON,
                        StepKind::Test => TRACE_RULE_TEST_ON,
                        StepKind::Undo => TRACE_RULE_UNDO_ON,
                    };
                    let whose = if *given { TRACE_RULE_GIVEN } else { TRACE_RULE_PLACED };
                    on.fill_named_in(
                        ui,
                        &[
                            ("digit", digit),
                            ("cell", cell),
                            ("whose", &whose.text_in(ui)),
                            ("held", held),
                        ],
                    )
                }
                V::UndoNotHeld { digit, cell, held } => {
                    TRACE_RULE_UNDO_NOT_HELD.fill_named_in(ui, &[("digit", digit), ("cell", cell), ("held", held)])
                }
            };
            TRACE_RULE_EVENT.fill_in(ui, &[event, &what])
        }
    }
}

/// Why the generator gave up ([`sudoku_lab::generate::Error`]) in the
/// console's language; the English is the library's (`Display`). An
/// exhaustive match. The options' own reason (`Options`, which the CLI's
/// parser of `--blanks` keeps from happening) stays the library's.
pub fn generate_error(e: &sudoku_lab::generate::Error) -> String {
    generate_error_in(e, ui())
}

/// [`generate_error`] in `ui`.
pub fn generate_error_in(e: &sudoku_lab::generate::Error, ui: Ui) -> String {
    use sudoku_lab::generate::{Error as G, MAX_ATTEMPTS};
    match e {
        G::Options(why) => GENERATE_BAD_OPTIONS.fill_in(ui, &[why]),
        G::GaveUp { index, blanks } => GENERATE_GAVE_UP.fill_named_in(
            ui,
            &[("puzzle", &(index + 1)), ("grids", &MAX_ATTEMPTS), ("blanks", blanks)],
        ),
        G::GaveUpHard { index } => GENERATE_GAVE_UP_HARD.fill_in(ui, &[&(index + 1), &MAX_ATTEMPTS]),
    }
}

/// Why a number option's value was refused ([`std::num::ParseIntError`])
/// in `ui`; the English is Rust's own text.
pub fn int_error_in(e: &std::num::ParseIntError, ui: Ui) -> String {
    use std::num::IntErrorKind as K;
    let msg = match e.kind() {
        K::Empty => NUMBER_EMPTY,
        K::InvalidDigit => NUMBER_INVALID,
        K::PosOverflow => NUMBER_TOO_LARGE,
        _ => return e.to_string(),
    };
    msg.text_in(ui).to_string()
}

/// A verdict's name on the console: `WA`, or Baekjoon's Korean name,
/// `틀렸습니다`.
pub fn verdict(v: Verdict) -> &'static str {
    verdict_in(v, ui())
}

/// A verdict's name in `ui`. An exhaustive match on the enum: a verdict
/// added to the library without its Korean here does not compile.
pub fn verdict_in(v: Verdict, ui: Ui) -> &'static str {
    match v {
        Verdict::Ac => VERDICT_AC,
        Verdict::Wa => VERDICT_WA,
        Verdict::Pe => VERDICT_PE,
        Verdict::Tle => VERDICT_TLE,
        Verdict::Mle => VERDICT_MLE,
        Verdict::Re => VERDICT_RE,
        Verdict::Ole => VERDICT_OLE,
        Verdict::Fail => VERDICT_FAIL,
    }
    .text_in(ui)
}

/// The judge's reason in `ui`: English is the library's own text;
/// Korean names the same fields. What the output holds (`'0'`, `a
/// space`, `U+00A0 NO-BREAK SPACE …`) is quoted as the library describes
/// it.
pub fn judge_reason_in(r: &sudoku_lab::judge::Reason, ui: Ui) -> String {
    use sudoku_lab::judge::{BojRule, Reason as J};
    match r {
        J::ValidCompletion => JUDGE_VALID_COMPLETION.text_in(ui).to_string(),
        J::SmallestCompletion => JUDGE_SMALLEST_COMPLETION.text_in(ui).to_string(),
        J::BadInput(e) => JUDGE_BAD_INPUT.fill_in(ui, &[&invalid_in(e, ui)]),
        J::InputConflict(c) => JUDGE_INPUT_CONFLICT.fill_in(ui, &[&twice(c, ui)]),
        J::InputNoSolution => JUDGE_INPUT_NO_SOLUTION.text_in(ui).to_string(),
        J::OutputLimit { limit } => JUDGE_OUTPUT_LIMIT.fill_in(ui, &[limit]),
        J::AfterBoard {
            line,
            column,
            found,
            digit,
        } => {
            let second = if *digit { JUDGE_SECOND_SOLUTION.text_in(ui) } else { "" };
            JUDGE_AFTER_BOARD.fill_named_in(
                ui,
                &[
                    ("line", line),
                    ("column", column),
                    ("found", &found_in(found, ui)),
                    ("second", &second),
                ],
            )
        }
        J::NotADigit { line, column, found } => JUDGE_NOT_A_DIGIT.fill_named_in(
            ui,
            &[("line", line), ("column", column), ("found", &found_in(found, ui))],
        ),
        J::TooFewDigits { found } => JUDGE_TOO_FEW_DIGITS.fill_in(ui, &[found]),
        J::GivenChanged { cell, found, given } => {
            JUDGE_GIVEN_CHANGED.fill_named_in(ui, &[("cell", cell), ("found", found), ("given", given)])
        }
        J::Repeated(c) => twice(c, ui),
        J::NotSmallest { cell, found, smallest } => {
            JUDGE_NOT_SMALLEST.fill_named_in(ui, &[("cell", cell), ("found", found), ("smallest", smallest)])
        }
        J::Layout {
            error,
            boj_would_accept,
        } => {
            let boj = match boj_would_accept {
                None => "",
                Some(BojRule::Lines) => JUDGE_BOJ_LINES.text_in(ui),
                Some(BojRule::Numbers) => JUDGE_BOJ_NUMBERS.text_in(ui),
            };
            layout_in(error, ui) + boj
        }
    }
}

/// A digit twice in a house in `ui`: `3 appears twice in row 1 (r1c1,
/// r1c6)` / `3이 1행에 두 번 나온다 (r1c1, r1c6)`.
fn twice(c: &sudoku_lab::Conflict, ui: Ui) -> String {
    use sudoku_lab::House;
    let house = match c.house {
        House::Row(i) => HOUSE_ROW.fill_in(ui, &[&(i + 1)]),
        House::Col(i) => HOUSE_COLUMN.fill_in(ui, &[&(i + 1)]),
        House::Block(i) => HOUSE_BLOCK.fill_in(ui, &[&(i + 1)]),
    };
    TWICE.fill_named_in(
        ui,
        &[
            ("digit", &c.digit),
            ("house", &house),
            ("first", &c.first),
            ("second", &c.second),
        ],
    )
}

/// A layout error of an output in `ui`. An exhaustive match.
fn layout_in(e: &sudoku_lab::judge::Layout, ui: Ui) -> String {
    use sudoku_lab::judge::{Expected, Layout};
    match e {
        Layout::Unexpected {
            line,
            column,
            expected,
            found,
        } => {
            let expected = match expected {
                Expected::Digit => EXPECTED_DIGIT,
                Expected::Space => EXPECTED_SPACE,
                Expected::Whitespace => EXPECTED_WHITESPACE,
                Expected::EndOfLine => EXPECTED_END_OF_LINE,
            };
            let found = found
                .as_ref()
                .map_or_else(|| FOUND_END_OF_LINE.text_in(ui).to_string(), |f| found_in(f, ui));
            LAYOUT_UNEXPECTED.fill_named_in(
                ui,
                &[
                    ("line", line),
                    ("column", column),
                    ("expected", &expected.text_in(ui)),
                    ("found", &found),
                ],
            )
        }
        Layout::TooFewLines { spaced, found } => {
            let digits = if *spaced { LAYOUT_SPACED_DIGITS } else { LAYOUT_DIGITS };
            LAYOUT_TOO_FEW_LINES.fill_in(ui, &[&digits.text_in(ui), found])
        }
        Layout::ExtraLine { found } => {
            let found = found
                .as_ref()
                .map_or_else(|| LAYOUT_EMPTY_LINE.text_in(ui).to_string(), |f| found_in(f, ui));
            LAYOUT_EXTRA_LINE.fill_in(ui, &[&found])
        }
        Layout::NoFinalNewline { column } => LAYOUT_NO_FINAL_NEWLINE.fill_in(ui, &[column]),
    }
}

/// What stands in the input ([`sudoku_lab::diagnostic::Found`]) in `ui`:
/// `a space` / `공백`, `'가' (U+AC00, bytes 0xEA 0xB0 0x80)` / `'가'
/// (U+AC00, 바이트 0xEA 0xB0 0x80)`. An exhaustive match; the English is
/// the library's (`Display`).
pub fn found_in(f: &sudoku_lab::diagnostic::Found, ui: Ui) -> String {
    use sudoku_lab::diagnostic::{Found as F, char_name};
    let bytes = |c: &char| {
        let b = c.encode_utf8(&mut [0; 4]).as_bytes().to_vec();
        let hex: Vec<String> = b.iter().map(|b| format!("0x{b:02X}")).collect();
        let noun = if b.len() == 1 { FOUND_BYTE } else { FOUND_BYTES };
        noun.fill_in(ui, &[&hex.join(" ")])
    };
    match f {
        F::EndOfFile => FOUND_END_OF_FILE.text_in(ui).to_string(),
        F::EndOfLine => FOUND_END_OF_LINE.text_in(ui).to_string(),
        F::Space => FOUND_SPACE.text_in(ui).to_string(),
        F::Tab => FOUND_TAB.text_in(ui).to_string(),
        F::CarriageReturn => FOUND_CARRIAGE_RETURN.text_in(ui).to_string(),
        F::Ascii(c) => format!("'{c}'"),
        F::Char(c) => match char_name(*c) {
            Some(name) => format!("U+{:04X} {name} ({})", *c as u32, bytes(c)),
            None if c.is_control() => format!("U+{:04X} ({})", *c as u32, bytes(c)),
            None => format!("'{c}' (U+{:04X}, {})", *c as u32, bytes(c)),
        },
        F::NotUtf8(b) => FOUND_NOT_UTF8.fill_in(ui, &[&format!("0x{b:02X}")]),
        F::Token { shown, cut, quoted } => match (cut, quoted) {
            (None, false) => shown.clone(),
            (None, true) => format!("'{shown}'"),
            (Some(len), false) => FOUND_CUT.fill_in(ui, &[shown, len]),
            (Some(len), true) => FOUND_CUT_QUOTED.fill_in(ui, &[shown, len]),
        },
    }
}

/// What a parser or the validator wanted ([`sudoku_lab::diagnostic::Wanted`])
/// in `ui`. An exhaustive match.
pub fn wanted_in(w: sudoku_lab::diagnostic::Wanted, ui: Ui) -> String {
    use sudoku_lab::diagnostic::Wanted as W;
    match w {
        W::Space => WANTED_SPACE,
        W::EndOfLine => WANTED_END_OF_LINE,
        W::EndOfFile => WANTED_END_OF_FILE,
        W::Digit => WANTED_DIGIT,
        W::Integer => WANTED_INTEGER,
        W::Number => WANTED_NUMBER,
        W::Cell => WANTED_CELL,
        W::EndOfPuzzle => WANTED_END_OF_PUZZLE,
    }
    .text_in(ui)
    .to_string()
}

/// `line 3, column 7: expected …, found …` / `3번째 줄 7번째 글자: …이(가)
/// 와야 하는데 …이(가) 있다` (글자, a character: 칸 is a Sudoku cell).
fn unexpected_in(
    line: usize,
    column: usize,
    expected: sudoku_lab::diagnostic::Wanted,
    found: &sudoku_lab::diagnostic::Found,
    ui: Ui,
) -> String {
    UNEXPECTED.fill_named_in(
        ui,
        &[
            ("line", &line),
            ("column", &column),
            ("expected", &wanted_in(expected, ui)),
            ("found", &found_in(found, ui)),
        ],
    )
}

/// Why the validator refuses an input ([`sudoku_lab::validate::Invalid`])
/// in `ui`; the English is the library's (`Display`). An exhaustive match:
/// a reason added without its message does not compile.
pub fn invalid_in(e: &sudoku_lab::validate::Invalid, ui: Ui) -> String {
    use sudoku_lab::validate::Invalid as I;
    match e {
        I::Layout {
            line,
            column,
            expected,
            found,
        } => unexpected_in(*line, *column, *expected, found, ui),
        I::Conflict(c) => conflict_in(c, ui),
        I::NoSolution => INVALID_NO_SOLUTION.text_in(ui).to_string(),
        I::Promise { cnt } => {
            let cap = thousands(sudoku_lab::validate::CNT_LIMIT);
            match cnt {
                Some(n) => PROMISE_SOLVED_AT.fill_in(ui, &[&cap, &thousands(*n)]),
                None => PROMISE_MORE_CALLS.fill_in(ui, &[&cap]),
            }
        }
    }
}

/// Why a parser refuses an input ([`sudoku_lab::InputError`]) in `ui`; the
/// English is the library's (`Display`). An exhaustive match.
pub fn input_error_in(e: &sudoku_lab::InputError, ui: Ui) -> String {
    use sudoku_lab::InputError as E;
    use sudoku_lab::format::Counted;
    match e {
        E::Unexpected {
            line,
            column,
            expected,
            found,
        } => unexpected_in(*line, *column, *expected, found, ui),
        E::Count {
            line,
            expected,
            what,
            found,
        } => {
            let what = match what {
                Counted::Numbers => COUNTED_NUMBERS,
                Counted::Digits => COUNTED_DIGITS,
                Counted::Cells => COUNTED_CELLS,
            };
            INPUT_COUNT.fill_named_in(
                ui,
                &[
                    ("line", line),
                    ("expected", expected),
                    ("what", &what.text_in(ui)),
                    ("found", found),
                ],
            )
        }
        E::MissingRows { line, found } => INPUT_MISSING_ROWS.fill_in(ui, &[line, found]),
        E::Empty => INPUT_EMPTY.text_in(ui).to_string(),
        E::LineTooLong { line, limit } => INPUT_LINE_TOO_LONG.fill_in(ui, &[line, limit]),
    }
}

/// A language's name for a person ([`sudoku_lab::problem::Language`]) in
/// the console's language ([`ui`]): `native` / `네이티브`; the others keep
/// their names (Baekjoon writes them so). An exhaustive match.
pub fn language(l: sudoku_lab::problem::Language) -> &'static str {
    language_in(l, ui())
}

/// [`language`] in `ui`.
pub fn language_in(l: sudoku_lab::problem::Language, ui: Ui) -> &'static str {
    use sudoku_lab::problem::Language as L;
    match l {
        L::Native => LANGUAGE_NATIVE.text_in(ui),
        L::Java | L::Kotlin | L::Python | L::Pypy => l.name(),
    }
}

/// Givens in conflict ([`sudoku_lab::Conflict`]) in `ui`: `givens conflict:
/// 3 appears twice in row 1 (r1c1, r1c6)` / `주어진 숫자가 충돌한다: …`.
pub fn conflict_in(c: &sudoku_lab::Conflict, ui: Ui) -> String {
    CONFLICT.fill_in(ui, &[&twice(c, ui)])
}

/// How a search ended ([`sudoku_lab::Outcome`]) in the console's language:
/// `solved` / `풀었다`. An exhaustive match.
pub fn outcome(o: &sudoku_lab::Outcome) -> &'static str {
    use sudoku_lab::Outcome as O;
    match o {
        O::Solved(_) => OUTCOME_SOLVED,
        O::NoSolution => OUTCOME_NO_SOLUTION,
        O::Stopped => OUTCOME_STOPPED,
    }
    .text()
}
