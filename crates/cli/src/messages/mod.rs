//! The console's words, in English and Korean: one catalog, whose text is
//! data a translator edits without Rust. The messages are Project Fluent's
//! (`fluent-bundle`), one file per language, `crates/messages/i18n/en/sudoku-lab.ftl`
//! and `crates/messages/i18n/ko/sudoku-lab.ftl`, built into the binary; the
//! catalog and the library's typed reasons are the crate
//! `sudoku-lab-messages` (re-exported here; the book's 반례 page renders the
//! judge's reasons with it too), the runner's are here; the Rust
//! side names each message once ([`ALL`], one [`Msg`] each, with its
//! variables), and a unit test checks that every message is in both files
//! with the same variables. Left in English: the help texts, and the rare
//! errors of a machine in trouble (a thread that cannot start) and of a
//! port in trouble (`compare`'s DISAGREEMENT report).
//!
//! The language ([`Ui`]) is chosen once per run ([`Ui::choose`]): `--lang-ui
//! ko|en`, else the environment variable `SUDOKU_LAB_LANG` (`ko` or `en`),
//! else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: the first one set,
//! as POSIX reads them; `ko_KR.UTF-8`, `ko_KR` or `ko` is Korean), else
//! English. A Korean locale whose codeset is not UTF-8 (`ko_KR.EUC-KR`,
//! `ko_KR.CP949`) gets English: its terminal would show UTF-8 Hangul as
//! mojibake, and the console has no other encoding. An explicit
//! `SUDOKU_LAB_LANG=ko` or `--lang-ui ko` still gives Korean, in UTF-8.
//! The Korean uses Baekjoon's own verdict names ([`verdict`]:
//! 맞았습니다!!, 틀렸습니다, …), plain short sentences (해라체) and the
//! posts' words (빈칸, 솔버).
//!
//! Typed reasons are rendered by exhaustive matches that choose a
//! message (a reason added without its message does not compile): here,
//! the library's and the runner's ([`judge_reason_in`], [`invalid_in`],
//! [`input_error_in`], [`found_in`], [`ended_in`], [`trace_error_in`],
//! [`containment`], [`outer_limit`], …); beside their types, the CLI's own
//! (a run's reason, `stress::run::judge::reason_in`; a kind of tests,
//! `stress::TestKind::shown`; an input error's hint, `error::Hint`). This
//! module depends on no other module of the CLI. Particles after a
//! filled-in word take the form the word wants ([`josa::resolve`]:
//! `숫자가`, `'0'이`). What stays English: the help texts, serde_json's
//! words in a trace that is not JSON of the format, Unicode's names of
//! invisible characters (`NO-BREAK SPACE`) and Windows' names of its
//! statuses (`STATUS_ACCESS_VIOLATION`), which are what a search finds.

#[cfg(test)]
mod tests;

pub use sudoku_lab_messages::*;

/// The environment variable `name` as the language is chosen from it:
/// the process's, else (Windows) the system's locale for `LANG`.
pub fn env(name: &str) -> Option<String> {
    std::env::var(name).ok().or_else(|| {
        (name == "LANG")
            .then(sudoku_lab_runner::console::system_locale)
            .flatten()
    })
}

/// Chooses the console's language from `flag` and the environment
/// ([`env()`], [`Ui::choose`]) and sets it ([`set`]). An unknown
/// `SUDOKU_LAB_LANG` is warned about where the command line is read
/// first (`usage::choose_console`, with [`Ui::unknown`]).
pub fn init(flag: Option<Ui>) {
    set(Ui::choose(flag, env));
}
/// How runs are held to `tasks` processes and threads, in the console's
/// language ([`ui`]): `pids cgroup v1, pids.max 256`, `RLIMIT_NPROC, …`.
/// An exhaustive match: a new mechanism without Korean does not compile.
pub fn containment(c: &sudoku_lab_runner::Containment, tasks: u64) -> String {
    containment_in(c, tasks, ui())
}

/// [`containment`] in `ui`.
pub fn containment_in(c: &sudoku_lab_runner::Containment, tasks: u64, ui: Ui) -> String {
    use sudoku_lab_runner::Containment as C;
    match c {
        C::Cgroup { v2 } => CONTAINMENT_CGROUP.fill_in(ui, &[&if *v2 { "v2" } else { "v1" }, &tasks]),
        C::Rlimit => CONTAINMENT_RLIMIT.fill_in(ui, &[&tasks]),
        C::Watchdog => CONTAINMENT_WATCHDOG.fill_in(ui, &[&tasks]),
        C::Job => CONTAINMENT_JOB.fill_in(ui, &[&tasks]),
    }
}

/// A limit outside the runs ([`sudoku_lab_runner::OuterLimit`]), in the
/// console's language ([`ui`]): `pids.max 40 of the cgroup
/// /sys/fs/cgroup/pids/ci`, `the user's hard RLIMIT_NPROC (30 tasks; …)`.
pub fn outer_limit(o: &sudoku_lab_runner::OuterLimit) -> String {
    outer_limit_in(o, ui())
}

/// [`outer_limit`] in `ui`. An exhaustive match: a new kind of limit
/// without its Korean does not compile.
pub fn outer_limit_in(o: &sudoku_lab_runner::OuterLimit, ui: Ui) -> String {
    use sudoku_lab_runner::OuterLimit as O;
    match o {
        O::PidsCgroup { max, path } => OUTER_PIDS_CGROUP.fill_in(ui, &[max, &path.display()]),
        O::HardNproc {
            limit,
            user_tasks,
            tasks,
        } => OUTER_HARD_NPROC.fill_named_in(ui, &[("limit", limit), ("user_tasks", user_tasks), ("tasks", tasks)]),
        O::OtherProcesses {
            limit,
            run_tasks,
            tasks,
        } => OUTER_OTHER_PROCESSES.fill_named_in(ui, &[("limit", limit), ("run_tasks", run_tasks), ("tasks", tasks)]),
        O::Unnamed { in_use, tasks } => OUTER_UNNAMED.fill_in(ui, &[in_use, tasks]),
        O::MemoryCgroup { limit, path, .. } => {
            OUTER_MEMORY_CGROUP.fill_in(ui, &[&crate::size::limit_mb(*limit), &path.display()])
        }
        O::Resource { resource, hard, needed } => {
            let needed = match needed {
                None => OUTER_NEEDS_NO_LIMIT.text_in(ui).to_string(),
                Some(n) => OUTER_NEEDS_AT_LEAST.fill_in(ui, &[n]),
            };
            OUTER_RESOURCE.fill_named_in(
                ui,
                &[("resource", &resource.name()), ("hard", hard), ("needed", &needed)],
            )
        }
    }
}

/// Why stress does not start under a limit it runs under
/// ([`sudoku_lab_runner::environment`]), in the console's language: the
/// limit and what to do.
pub fn environment_limit(o: &sudoku_lab_runner::OuterLimit) -> String {
    environment_limit_in(o, ui())
}

/// [`environment_limit`] in `ui`.
pub fn environment_limit_in(o: &sudoku_lab_runner::OuterLimit, ui: Ui) -> String {
    use sudoku_lab_runner::OuterLimit as O;
    let command = |c: String| ENVIRONMENT_FIX_COMMAND.fill_in(ui, &[&c]);
    let fix = match o {
        O::Resource { resource, needed, .. } => command(format!(
            "prlimit --pid $$ {}={}",
            resource.prlimit_option(),
            needed.map_or_else(|| "unlimited".to_string(), |n| n.to_string())
        )),
        O::HardNproc { user_tasks, tasks, .. } => command(format!("prlimit --pid $$ --nproc={}", user_tasks + tasks)),
        O::PidsCgroup { path, .. } => {
            let file = path.join("pids.max");
            ENVIRONMENT_FIX_CGROUP.fill_in(ui, &[&format!("echo max > {}", file.display())])
        }
        O::OtherProcesses { .. } => ENVIRONMENT_FIX_OTHER_PROCESSES.text_in(ui).to_string(),
        O::Unnamed { .. } | O::MemoryCgroup { .. } => ENVIRONMENT_FIX_NONE.text_in(ui).to_string(),
    };
    ENVIRONMENT_LIMIT.fill_in(ui, &[&outer_limit_in(o, ui), &fix])
}

/// How a run ended ([`sudoku_lab_runner::Ended`]) in the console's
/// language ([`ui`]).
pub fn ended(e: &sudoku_lab_runner::Ended) -> String {
    ended_in(e, ui())
}

/// [`ended`] in `ui`: `exit status 139: killed by signal 11 (SIGSEGV)` /
/// `종료 코드 139: 시그널 11(SIGSEGV)로 강제 종료되었다` for a process a
/// signal killed; for an exit status of 129 to 192 (Unix), which a shell
/// also gives for a command a signal killed, the status and what it may
/// stand for: `exit status 139 (128 + 11: a shell's status for a command
/// killed by signal 11 (SIGSEGV))`. An exhaustive match. A Windows status
/// keeps its constant's name and gloss in English (the names a search
/// finds).
pub fn ended_in(e: &sudoku_lab_runner::Ended, ui: Ui) -> String {
    use sudoku_lab_runner::Ended as E;
    match e {
        E::Code(code) => match sudoku_lab_runner::shell_signal(*code) {
            Some((signal, None)) => ENDED_SHELL_SIGNAL.fill_in(ui, &[code, &signal]),
            Some((signal, Some(name))) => {
                ENDED_SHELL_SIGNAL_NAMED.fill_named_in(ui, &[("code", code), ("signal", &signal), ("name", &name)])
            }
            None => ENDED_CODE.fill_in(ui, &[code]),
        },
        E::NotFound(code) if *code == 127 => ENDED_NOT_FOUND_SH.fill_in(ui, &[code]),
        E::NotFound(code) => ENDED_NOT_FOUND_CMD.fill_in(ui, &[code]),
        E::NotExecutable => ENDED_NOT_EXECUTABLE.text_in(ui).to_string(),
        E::Signal { signal, name: None } => ENDED_SIGNAL.fill_in(ui, &[&(128 + signal), signal]),
        E::Signal {
            signal,
            name: Some(name),
        } => ENDED_SIGNAL_NAMED.fill_named_in(ui, &[("code", &(128 + signal)), ("signal", signal), ("name", name)]),
        E::Windows { code, name: None } => ENDED_WINDOWS.fill_in(ui, &[&format!("0x{code:08X}")]),
        E::Windows { code, name: Some(name) } => ENDED_WINDOWS_NAMED.fill_in(ui, &[&format!("0x{code:08X}"), name]),
        E::KilledByRunner(code) => ENDED_KILLED_BY_RUNNER.fill_in(ui, &[code]),
        E::Other(text) => ENDED_OTHER.fill_in(ui, &[text]),
    }
}
