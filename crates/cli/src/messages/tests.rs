//! The CLI's part of the catalog's tests: the reasons of the runner (how
//! a run ended, its outer limits, its containment) said in both
//! languages. The catalog's own tests (both `.ftl` files, variables by
//! name, the library's reasons, the locale) are in
//! `crates/messages/tests/catalog.rs`.

use super::*;

#[test]
fn every_end_of_a_run_has_its_korean() {
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
    // The runner's English and the console's say a shell's 128 + N alike.
    for e in [E::Code(139), E::Code(160), E::Code(192)] {
        assert_eq!(ended_in(&e, Ui::En), e.to_string());
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

fn hangul(s: &str) -> bool {
    s.chars().any(|c| ('가'..='힣').contains(&c))
}
