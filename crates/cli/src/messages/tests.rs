//! The catalog's tests: both languages, the same variables, every typed
//! reason said in Korean, the language chosen from the environment.

use std::fmt::Display;

use super::*;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use sudoku_lab::judge::Verdict;
use sudoku_lab_messages::FTL;

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
        let shown: Vec<&dyn Display> = shown.iter().map(|a| a as &dyn Display).collect();
        let (en, ko) = (m.fill_in(Ui::En, &shown), m.fill_in(Ui::Ko, &shown));
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
        TEST_FAILED.fill_in(Ui::Ko, &[&3, &"틀렸습니다", &"why"]),
        "테스트 3: 틀렸습니다: why"
    );
    // CONFIRM_CHANGED says its verdict twice; josa after a variable.
    assert_eq!(
        CONFIRM_CHANGED_ALONE.fill_in(Ui::En, &[&"WA", &3]),
        "TLE at first, then WA in all 3 re-runs: judged WA"
    );
    assert_eq!(
        CANNOT_SAVE.fill_in(Ui::Ko, &[&3, &"x", &"why"]),
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

#[test]
fn every_input_error_and_invalid_input_has_its_korean() {
    use sudoku_lab::InputError as E;
    use sudoku_lab::diagnostic::{Found, Wanted};
    use sudoku_lab::format::Counted;
    use sudoku_lab::validate::Invalid as I;
    use sudoku_lab::{Cell, Conflict, House};
    let wanted = [
        Wanted::Space,
        Wanted::EndOfLine,
        Wanted::EndOfFile,
        Wanted::Digit,
        Wanted::Integer,
        Wanted::Number,
        Wanted::Cell,
        Wanted::EndOfPuzzle,
    ];
    let found = [
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
    ];
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
    for (w, f) in wanted.iter().flat_map(|w| found.iter().map(move |f| (w, f))) {
        invalid.push(I::Layout {
            line: 1,
            column: 2,
            expected: *w,
            found: f.clone(),
        });
        errors.push(E::Unexpected {
            line: 1,
            column: 2,
            expected: *w,
            found: f.clone(),
        });
    }
    for f in &found {
        let ko = found_in(f, Ui::Ko);
        assert_eq!(found_in(f, Ui::En), f.to_string());
        let english = ["end", "space", "tab", "carriage", "byte", "not"];
        assert!(!english.iter().any(|w| ko.contains(w)), "{ko}");
    }
    for w in wanted {
        assert!(hangul(&wanted_in(w, Ui::Ko)), "{w}");
    }
    for e in &invalid {
        assert_eq!(invalid_in(e, Ui::En), e.to_string());
        assert!(hangul(&invalid_in(e, Ui::Ko)), "{e}");
        let judged = sudoku_lab::judge::Reason::BadInput(e.clone());
        assert!(!judge_reason_in(&judged, Ui::Ko).contains("expected"), "{e}");
    }
    for e in &errors {
        assert_eq!(input_error_in(e, Ui::En), e.to_string());
        assert!(hangul(&input_error_in(e, Ui::Ko)), "{e}");
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
fn every_end_of_a_run_and_language_and_kind_has_its_korean() {
    use sudoku_lab_runner::Ended as E;
    for e in [
        E::Code(1),
        E::NotFound(127),
        E::NotFound(9009),
        E::NotExecutable,
        E::Signal {
            signal: 11,
            name: Some("SIGSEGV"),
        },
        E::Signal { signal: 40, name: None },
        E::Windows {
            code: 0xC000_0005,
            name: Some("STATUS_ACCESS_VIOLATION: a bad memory access"),
        },
        E::Windows {
            code: 0xC000_1234,
            name: None,
        },
        E::KilledByRunner(137),
        E::Other("signal: 9 (core dumped)".into()),
    ] {
        assert_eq!(ended_in(&e, Ui::En), e.to_string());
        let ko = ended_in(&e, Ui::Ko);
        assert!(hangul(&ko) && !ko.contains("exit status"), "{ko}");
    }
    let segv = E::Signal {
        signal: 11,
        name: Some("SIGSEGV"),
    };
    assert_eq!(segv.to_string(), "exit status 139: killed by signal 11 (SIGSEGV)");
    assert_eq!(
        ended_in(&segv, Ui::Ko),
        "종료 코드 139: 시그널 11(SIGSEGV)로 강제 종료되었다"
    );
    // Issue 42: an exit status of 139 is not a signal (`./sol; exit
    // 139`); it is shown as what a shell would mean by it.
    #[cfg(unix)]
    {
        assert_eq!(
            ended_in(&E::Code(139), Ui::En),
            "exit status 139 (128 + 11: a shell's status for a command killed by signal 11 (SIGSEGV))"
        );
        assert_eq!(
            ended_in(&E::Code(139), Ui::Ko),
            "종료 코드 139 (128 + 11: 셸은 시그널 11(SIGSEGV)로 강제 종료된 명령의 종료 코드를 이렇게 준다)"
        );
        assert_eq!(ended_in(&E::Code(193), Ui::En), "exit status 193");
        assert_eq!(ended_in(&E::Code(128), Ui::En), "exit status 128");
    }
    assert_eq!(language_in(sudoku_lab::problem::Language::Native, Ui::Ko), "네이티브");
    for l in sudoku_lab::problem::Language::ALL {
        assert_eq!(language_in(l, Ui::En), l.name());
    }
}

#[test]
fn every_outer_limit_is_said_in_both_languages() {
    use sudoku_lab_runner::{OuterLimit as O, Resource};
    let all = [
        O::PidsCgroup {
            max: "40".into(),
            path: "/sys/fs/cgroup/pids/ci".into(),
        },
        O::HardNproc {
            limit: 30,
            user_tasks: 12,
            tasks: 256,
        },
        O::OtherProcesses {
            limit: 300,
            run_tasks: 3,
            tasks: 256,
        },
        O::Unnamed { in_use: 7, tasks: 256 },
        O::Resource {
            resource: Resource::AddressSpace,
            hard: 200_000_000,
            needed: None,
        },
        O::Resource {
            resource: Resource::OpenFiles,
            hard: 20,
            needed: Some(256),
        },
        O::MemoryCgroup {
            limit: 120 << 20,
            path: "/sys/fs/cgroup/ci".into(),
            run_limit: 256 << 20,
        },
    ];
    for o in &all {
        let (en, ko) = (outer_limit_in(o, Ui::En), outer_limit_in(o, Ui::Ko));
        assert!(!en.chars().any(|ch| ('가'..='힣').contains(&ch)), "{en}");
        assert!(ko.chars().any(|ch| ('가'..='힣').contains(&ch)), "{ko}");
    }
    assert_eq!(
        outer_limit_in(&all[0], Ui::En),
        "pids.max 40 of the cgroup /sys/fs/cgroup/pids/ci"
    );
    assert_eq!(
        outer_limit_in(&all[6], Ui::En),
        "the memory limit 120 MB of the cgroup /sys/fs/cgroup/ci"
    );
    let said = environment_limit_in(&all[4], Ui::En);
    assert!(
        said.contains("RLIMIT_AS") && said.contains("200000000") && said.contains("--as=unlimited"),
        "{said}"
    );
    let said = environment_limit_in(&all[1], Ui::En);
    assert!(said.contains("RLIMIT_NPROC") && said.contains("268"), "{said}");
    // Each names what to do; none suggests an empty command (issue 53,
    // N16: a pids cgroup's "e.g. ``").
    for o in &all {
        for ui in [Ui::En, Ui::Ko] {
            let said = environment_limit_in(o, ui);
            assert!(!said.contains("``") && !said.ends_with(". "), "{said}");
        }
    }
    let said = environment_limit_in(&all[0], Ui::En);
    assert!(said.contains("`echo max > /sys/fs/cgroup/pids/ci/pids.max`"), "{said}");
    let said = environment_limit_in(&all[0], Ui::Ko);
    assert!(said.contains("`echo max > /sys/fs/cgroup/pids/ci/pids.max`"), "{said}");
}

#[test]
fn every_containment_has_its_korean() {
    use sudoku_lab_runner::Containment as C;
    for c in [
        C::Cgroup { v2: false },
        C::Cgroup { v2: true },
        C::Rlimit,
        C::Watchdog,
        C::Job,
    ] {
        let en = containment_in(&c, 256, Ui::En);
        assert!(
            en.contains("256") && !en.chars().any(|ch| ('가'..='힣').contains(&ch)),
            "{en}"
        );
        let ko = containment_in(&c, 256, Ui::Ko);
        let named = matches!(c, C::Cgroup { .. }) || ko.chars().any(|ch| ('가'..='힣').contains(&ch));
        assert!(named && ko.contains("256"), "{ko}");
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
