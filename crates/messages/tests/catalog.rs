//! The catalog's tests (issue 51: they live with the catalog): both
//! `.ftl` files hold every message with the same variables, variables are
//! filled by name, and every typed reason of the library is said in
//! Korean; the language is chosen from the environment. The reasons of
//! the runner (how a run ended, its outer limits, its containment) are
//! the CLI's to say: their tests are in `crates/cli/src/messages/tests.rs`.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Display;

use fluent_syntax::ast;
use sudoku_lab::diagnostic::{Found, Wanted};
use sudoku_lab::judge::Verdict;
use sudoku_lab_messages::*;

/// The variables `pattern` refers to, in any placeable (a selector's
/// variants and a function's arguments included).
fn variables(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
    fn inline(e: &ast::InlineExpression<&str>, into: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                into.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => expression_of(expression, into),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.iter().for_each(|a| inline(a, into));
                arguments.named.iter().for_each(|a| inline(&a.value, into));
            }
            _ => {}
        }
    }
    fn expression_of(e: &ast::Expression<&str>, into: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Inline(e) => inline(e, into),
            ast::Expression::Select { selector, variants } => {
                inline(selector, into);
                variants.iter().for_each(|v| variables(&v.value, into));
            }
        }
    }
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_of(expression, into);
        }
    }
}

/// Each message of a catalog file and its variables; a file that does
/// not parse, a message without a value or one written twice fails.
fn messages_of(lang: &str, source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, e)| panic!("{lang}: {e:?}"));
    let mut messages = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                let value = m
                    .value
                    .as_ref()
                    .unwrap_or_else(|| panic!("{lang}: {} has no text", m.id.name));
                variables(value, &mut vars);
                let twice = messages.insert(m.id.name.to_string(), vars).is_some();
                assert!(!twice, "{lang}: {} twice", m.id.name);
            }
            ast::Entry::Comment(_) | ast::Entry::GroupComment(_) | ast::Entry::ResourceComment(_) => {}
            other => panic!("{lang}: not a message: {other:?}"),
        }
    }
    messages
}

/// Issue 46: every message of the catalog is in both `.ftl` files, with
/// the variables the Rust side fills in, and nothing else is there.
#[test]
fn every_message_has_both_languages_and_the_same_variables() {
    let [(_, en), (_, ko)] = FTL;
    let (en, ko) = (messages_of("en", en), messages_of("ko", ko));
    let rust: BTreeMap<String, BTreeSet<String>> = ALL
        .iter()
        .map(|m| (m.id(), m.args.iter().map(|a| a.to_string()).collect()))
        .collect();
    assert!(ALL.len() >= 40, "{}", ALL.len());
    assert_eq!(rust.len(), ALL.len(), "two messages share an id");
    for (id, vars) in &rust {
        assert_eq!(en.get(id), Some(vars), "en: {id}");
        assert_eq!(ko.get(id), Some(vars), "ko: {id}");
    }
    let stray = |file: &BTreeMap<_, _>| {
        file.keys()
            .filter(|id| !rust.contains_key(*id))
            .cloned()
            .collect::<Vec<String>>()
    };
    assert_eq!(stray(&en), Vec::<String>::new(), "en: messages no code uses");
    assert_eq!(stray(&ko), Vec::<String>::new(), "ko: messages no code uses");
    for m in ALL {
        let shown: Vec<String> = m.args.iter().map(|a| format!("<{a}>")).collect();
        let named: Vec<(&str, &dyn Display)> = m
            .args
            .iter()
            .zip(&shown)
            .map(|(a, s)| (*a, s as &dyn Display))
            .collect();
        let (en, ko) = (m.fill_named_in(Ui::En, &named), m.fill_named_in(Ui::Ko, &named));
        assert!(!en.trim().is_empty(), "{}: no English", m.name);
        // The kernel's own words, the same in Korean.
        if m.name != "CONTAINMENT_CGROUP" {
            assert_ne!(en, ko, "{}: the Korean is the English", m.name);
            assert!(hangul(&ko), "{}: no Hangul in {ko:?}", m.name);
        }
        // A message's lines and its ending are the same in both.
        assert_eq!(en.matches('\n').count(), ko.matches('\n').count(), "{}", m.name);
        assert!(!en.contains(['\u{2068}', '\u{2069}']), "{}: isolation marks", m.name);
    }
}

#[test]
fn variables_are_filled_by_name_in_any_order() {
    assert_eq!(
        TEST_FAILED.fill_named_in(Ui::Ko, &[("test", &3), ("verdict", &"틀렸습니다"), ("reason", &"why")]),
        "테스트 3: 틀렸습니다: why"
    );
    // CONFIRM_CHANGED says its verdict twice; josa after a variable.
    assert_eq!(
        CONFIRM_CHANGED_ALONE.fill_in(Ui::En, &[&"WA", &3]),
        "TLE at first, then WA in all 3 re-runs: judged WA"
    );
    assert_eq!(
        CANNOT_SAVE.fill_named_in(Ui::Ko, &[("test", &3), ("folder", &"x"), ("why", &"why")]),
        "테스트 3을 x에 저장할 수 없다: why"
    );
    // Spaces and newlines at the ends, kept as string literals.
    assert_eq!(SAVED_IN.fill_in(Ui::En, &[&"d"]), "  saved in d/");
    assert_eq!(TRACE_EVENT.fill_in(Ui::Ko, &[&2]), "2번째 이벤트: ");
    assert_eq!(
        SHRINK_MINIMAL.text_in(Ui::En),
        ": every blank is needed for the failure\n"
    );
}

/// Issue 51: a message's values are given by name (`fill_named`), in any
/// order; the names must be exactly the message's variables.
#[test]
fn named_values_land_on_their_variables_in_any_order() {
    let in_order = TEST_FAILED.fill_named_in(Ui::En, &[("test", &3), ("verdict", &"WA"), ("reason", &"why")]);
    assert_eq!(in_order, "test 3: WA: why");
    let reversed = TEST_FAILED.fill_named_in(Ui::En, &[("reason", &"why"), ("verdict", &"WA"), ("test", &3)]);
    assert_eq!(reversed, in_order);
    assert!(TEST_FAILED.takes(&["verdict", "reason", "test"]));
    assert!(!TEST_FAILED.takes(&["test", "verdict"]), "one missing");
    assert!(
        !TEST_FAILED.takes(&["test", "verdict", "verdict"]),
        "one twice, one missing"
    );
    assert!(
        !TEST_FAILED.takes(&["test", "verdict", "reason", "extra"]),
        "one too many"
    );
    assert!(!TEST_FAILED.takes(&["test", "verdict", "reasons"]), "a misspelt name");
}

#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "are not its variables")]
fn a_misnamed_value_is_refused() {
    let _ = TEST_FAILED.fill_named_in(Ui::En, &[("test", &3), ("verdit", &"WA"), ("reason", &"why")]);
}

#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "three variables or more are filled by name")]
fn three_values_by_position_are_refused() {
    let _ = TEST_FAILED.fill_in(Ui::En, &[&3, &"WA", &"why"]);
}

#[test]
fn every_verdict_of_a_run_has_baekjoons_korean_name() {
    let mut names = Vec::new();
    for v in Verdict::RUN {
        let ko = verdict_in(v, Ui::Ko);
        assert_ne!(ko, v.name(), "{v} has no Korean name");
        names.push(ko);
    }
    assert_eq!(verdict_in(Verdict::Ac, Ui::Ko), "맞았습니다!!");
    assert_eq!(verdict_in(Verdict::Wa, Ui::Ko), "틀렸습니다");
    assert_eq!(verdict_in(Verdict::Re, Ui::Ko), "런타임 에러");
    assert_eq!(verdict_in(Verdict::Re, Ui::En), "RE");
    // English is the library's own name of each verdict.
    for v in Verdict::RUN.into_iter().chain([Verdict::Fail]) {
        assert_eq!(verdict_in(v, Ui::En), v.name());
    }
    names.dedup();
    assert_eq!(names.len(), Verdict::RUN.len());
}

/// Issue 42: `check-trace`'s rule errors in Korean, each particle in
/// the form its word takes.
#[test]
fn every_trace_error_has_its_korean() {
    use sudoku_lab::step::{EventError as V, StepKind, TraceError as T};
    let cell = sudoku_lab::Cell::at(0, 1);
    let errors = [
        T::Version { version: 2 },
        T::End {
            recorded: 5,
            max_events: 4,
            events: 4,
        },
        T::Event {
            event: 3,
            problem: V::OffBoard { cell: 81, digit: 3 },
        },
        T::Event {
            event: 3,
            problem: V::NotBlank {
                kind: StepKind::Place,
                digit: 4,
                cell,
                given: true,
                held: 3,
            },
        },
        T::Event {
            event: 3,
            problem: V::UndoNotHeld {
                digit: 4,
                cell,
                held: 0,
            },
        },
    ];
    for e in &errors {
        assert_eq!(trace_error_in(e, Ui::En), e.to_string());
        let ko = trace_error_in(e, Ui::Ko);
        assert!(hangul(&ko) && !ko.contains("(가)") && !ko.contains("(를)"), "{ko}");
    }
    assert_eq!(
        trace_error_in(&errors[3], Ui::Ko),
        "3번째 이벤트: r1c2에 4를 놓았는데 그 칸에는 주어진 숫자 3이 있다"
    );
    assert_eq!(
        errors[3].to_string(),
        "event 3: Place of 4 at r1c2, which holds the given 3"
    );
}

fn hangul(s: &str) -> bool {
    s.chars().any(|c| ('가'..='힣').contains(&c))
}

/// Every `Wanted` of the diagnostics.
fn every_wanted() -> [Wanted; 8] {
    [
        Wanted::Space,
        Wanted::EndOfLine,
        Wanted::EndOfFile,
        Wanted::Digit,
        Wanted::Integer,
        Wanted::Number,
        Wanted::Cell,
        Wanted::EndOfPuzzle,
    ]
}

/// One `Found` of each kind (a long token and a non-UTF-8 byte included).
fn every_found() -> Vec<Found> {
    vec![
        Found::EndOfFile,
        Found::EndOfLine,
        Found::Space,
        Found::Tab,
        Found::CarriageReturn,
        Found::Ascii('x'),
        Found::Char('가'),
        Found::Char('\u{A0}'),
        Found::Char('\u{1}'),
        Found::NotUtf8(0xFF),
        Found::token(b"10", true),
        Found::token(&[b'1'; 100], false),
    ]
}

#[test]
fn every_found_and_wanted_has_its_korean() {
    for f in &every_found() {
        let ko = found_in(f, Ui::Ko);
        assert_eq!(found_in(f, Ui::En), f.to_string());
        let english = ["end", "space", "tab", "carriage", "byte", "not"];
        assert!(!english.iter().any(|w| ko.contains(w)), "{ko}");
    }
    for w in every_wanted() {
        assert!(hangul(&wanted_in(w, Ui::Ko)), "{w}");
    }
}

#[test]
fn every_invalid_input_has_its_korean() {
    use sudoku_lab::validate::Invalid as I;
    use sudoku_lab::{Cell, Conflict, House};
    let mut invalid = vec![
        I::Conflict(Conflict {
            digit: 3,
            house: House::Block(0),
            first: Cell::at(0, 0),
            second: Cell::at(1, 1),
        }),
        I::NoSolution,
        I::Promise { cnt: None },
        I::Promise { cnt: Some(123_456) },
    ];
    let found = every_found();
    for (w, f) in every_wanted().iter().flat_map(|w| found.iter().map(move |f| (w, f))) {
        invalid.push(I::Layout {
            line: 1,
            column: 2,
            expected: *w,
            found: f.clone(),
        });
    }
    for e in &invalid {
        assert_eq!(invalid_in(e, Ui::En), e.to_string());
        assert!(hangul(&invalid_in(e, Ui::Ko)), "{e}");
        let judged = sudoku_lab::judge::Reason::BadInput(e.clone());
        assert!(!judge_reason_in(&judged, Ui::Ko).contains("expected"), "{e}");
    }
    let e = I::Layout {
        line: 3,
        column: 7,
        expected: Wanted::Digit,
        found: Found::Char('가'),
    };
    assert_eq!(
        e.to_string(),
        "line 3, column 7: expected a digit 0-9, found '가' (U+AC00, bytes 0xEA 0xB0 0x80)"
    );
    assert_eq!(
        invalid_in(&e, Ui::Ko),
        "3번째 줄 7번째 글자: 0-9 숫자가 와야 하는데 '가' (U+AC00, 바이트 0xEA 0xB0 0x80)가 있다"
    );
}

#[test]
fn every_input_error_has_its_korean() {
    use sudoku_lab::InputError as E;
    use sudoku_lab::format::Counted;
    let mut errors = vec![
        E::MissingRows { line: 1, found: 3 },
        E::Empty,
        E::LineTooLong {
            line: 2,
            limit: 1 << 20,
        },
    ];
    for what in [Counted::Numbers, Counted::Digits, Counted::Cells] {
        errors.push(E::Count {
            line: 1,
            expected: 9,
            what,
            found: 8,
        });
    }
    let found = every_found();
    for (w, f) in every_wanted().iter().flat_map(|w| found.iter().map(move |f| (w, f))) {
        errors.push(E::Unexpected {
            line: 1,
            column: 2,
            expected: *w,
            found: f.clone(),
        });
    }
    for e in &errors {
        assert_eq!(input_error_in(e, Ui::En), e.to_string());
        assert!(hangul(&input_error_in(e, Ui::Ko)), "{e}");
    }
}

/// Each language's name: the library's in English, Korean where Korean
/// has its own word.
#[test]
fn every_language_has_its_korean() {
    assert_eq!(language_in(sudoku_lab::problem::Language::Native, Ui::Ko), "네이티브");
    for l in sudoku_lab::problem::Language::ALL {
        assert_eq!(language_in(l, Ui::En), l.name());
    }
}

#[test]
fn the_locale_chooses_korean() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
    };
    assert_eq!(Ui::choose(None, env(&[])), Ui::En);
    assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR.UTF-8")])), Ui::Ko);
    assert_eq!(Ui::choose(None, env(&[("LANG", "en_US.UTF-8")])), Ui::En);
    assert_eq!(Ui::choose(None, env(&[("LANG", "en_US"), ("LC_ALL", "ko_KR")])), Ui::Ko);
    assert_eq!(
        Ui::choose(None, env(&[("LANG", "ko_KR"), ("LC_MESSAGES", "C")])),
        Ui::En
    );
    assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR"), ("LC_ALL", "")])), Ui::Ko);
    assert_eq!(
        Ui::choose(None, env(&[("LANG", "C"), ("SUDOKU_LAB_LANG", "ko")])),
        Ui::Ko
    );
    assert_eq!(
        Ui::choose(None, env(&[("LANG", "ko_KR"), ("SUDOKU_LAB_LANG", "en")])),
        Ui::En
    );
    assert_eq!(Ui::choose(Some(Ui::En), env(&[("LANG", "ko_KR")])), Ui::En);
    // Issue 34: another encoding gets English, never mojibake.
    assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR.EUC-KR")])), Ui::En);
    assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR.utf8")])), Ui::Ko);
    // A Korean locale in another encoding gets English (its terminal
    // would show UTF-8 Hangul as mojibake); an explicit choice wins.
    let with = |flag: Option<Ui>, pairs: &[(&str, &str)]| {
        Ui::choose(flag, |name: &str| {
            pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
        })
    };
    for other in ["ko_KR.EUC-KR", "ko_KR.eucKR", "ko_KR.CP949", "ko_KR.euckr@x"] {
        assert_eq!(
            with(None, &[("LANG", "ko_KR.UTF-8"), ("LC_ALL", other)]),
            Ui::En,
            "{other}"
        );
        assert_eq!(
            with(None, &[("LANG", other), ("SUDOKU_LAB_LANG", "ko")]),
            Ui::Ko,
            "{other}"
        );
        assert_eq!(with(Some(Ui::Ko), &[("LANG", other)]), Ui::Ko, "{other}");
    }
    assert_eq!(Ui::choose(None, env(&[("LANG", "ko_KR.UTF-8@euro")])), Ui::Ko);
    assert!(Ui::unknown(env(&[("SUDOKU_LAB_LANG", "fr")])).is_some());
    assert!(Ui::unknown(env(&[("SUDOKU_LAB_LANG", "ko")])).is_none());
    assert!(Ui::unknown(env(&[("LANG", "fr_FR.UTF-8")])).is_none());
    assert_eq!(Ui::choose(Some(Ui::Ko), env(&[])), Ui::Ko);
}

/// The catalog's English of a search's outcome is the library's own word
/// (`solved`).
#[test]
fn the_english_outcomes_are_the_librarys() {
    use sudoku_lab::Outcome as O;
    set(Ui::En);
    for o in [O::NoSolution, O::Stopped] {
        assert_eq!(outcome(&o), o.label());
    }
}

/// Issue 53, N18: the generator's reasons for giving up are said in
/// Korean, and their English is the library's.
#[test]
fn the_generators_reasons_have_their_korean() {
    use sudoku_lab::generate::Error as G;
    let hangul = |s: &str| s.chars().any(|c| ('가'..='힣').contains(&c));
    for e in [
        G::Options("blanks 9..=3: need min <= max <= 81".into()),
        G::GaveUp { index: 0, blanks: 75 },
        G::GaveUpHard { index: 2 },
    ] {
        assert_eq!(generate_error_in(&e, Ui::En), e.to_string());
        assert!(hangul(&generate_error_in(&e, Ui::Ko)), "{e}");
    }
    assert_eq!(
        generate_error_in(&G::GaveUp { index: 0, blanks: 75 }, Ui::Ko),
        "퍼즐 1을 포기했다: 완성된 보드 100개에서 빈칸이 75개이고 요청한 성질을 가진 퍼즐이 나오지 않았다"
    );
}
