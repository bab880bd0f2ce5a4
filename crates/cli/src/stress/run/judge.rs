//! A trial: one input, one run, one verdict. The verdict's order is the
//! library's ([`sudoku_lab::stress::decide`]: `OLE`, `RE` "too many
//! processes", `MLE`, `TLE`, `RE`, then [`judge::judge`] with the
//! program's [`Program::whitespace`]), which the book's page follows too;
//! this module says what the runner saw as the library's
//! [`Signs`]: stdout over the bound, past
//! [`crate::stress::run::PROCESS_LIMIT`] processes and threads at once,
//! peak memory over the limit, CPU time over the limit or killed at the
//! wall-clock cap, a non-zero exit or a signal; and gives each its
//! [`RunReason`].

use std::time::Duration;

use sudoku_lab::Problem;
use sudoku_lab::grid::Grid;
use sudoku_lab::judge::{self, Verdict};
use sudoku_lab::stress::{Cause, Confirmation, Signs, decide};
use sudoku_lab::units::{Unit, duration};

use crate::size::{limit_mb, mb};
use sudoku_lab_runner::Stop;

use crate::messages::{self, Ui};
use crate::stress::run::{Execution, PROCESS_LIMIT, Program};

/// Why a run got its verdict, typed: the judge's reason, or the limit the
/// run went over, or how it ended. The console says it in its language
/// ([`reason`], an exhaustive match: a reason without its message does
/// not compile).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunReason {
    /// AC, WA or PE: the judge's reason.
    Judge(judge::Reason),
    /// OLE: more than `limit` bytes on stdout.
    OutputLimit {
        /// The bound on stdout, in bytes.
        limit: usize,
    },
    /// RE: more than `limit` processes and threads at once.
    TooManyProcesses {
        /// [`PROCESS_LIMIT`].
        limit: u64,
    },
    /// MLE: the peak memory (each page counted once) over the limit.
    Memory {
        /// The run's peak, in bytes.
        peak: u64,
        /// The limit, in bytes.
        limit: u64,
        /// The run's CPU time.
        cpu: Duration,
    },
    /// MLE on Windows: the job refused an allocation past the limit, so
    /// the peak (committed memory) stayed under it.
    MemoryRefused {
        /// The run's peak, in bytes.
        peak: u64,
        /// The limit, in bytes.
        limit: u64,
        /// The run's CPU time.
        cpu: Duration,
    },
    /// TLE: CPU time over the limit.
    Cpu {
        /// The run's CPU time.
        cpu: Duration,
        /// The limit.
        limit: Duration,
        /// The run's wall-clock time.
        wall: Duration,
    },
    /// TLE: still running at the wall-clock cap (sleeping or blocked).
    WallCap {
        /// The cap.
        cap: Duration,
        /// The run's CPU time.
        cpu: Duration,
        /// The CPU time limit.
        limit: Duration,
    },
    /// RE: a non-zero exit status or a signal, as the runner describes it
    /// (`exit status 139: killed by signal 11 (SIGSEGV)`).
    Status(sudoku_lab_runner::Ended),
}

impl std::fmt::Display for RunReason {
    /// The reason in English ([`reason_in`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&reason_in(self, Ui::En))
    }
}

/// A run's reason in the console's language ([`messages::ui`]).
pub(crate) fn reason(r: &RunReason) -> String {
    reason_in(r, messages::ui())
}

/// A run's reason in `ui`: the judge's ([`messages::judge_reason_in`]) or
/// the limit's, each variant matched exhaustively to its message of the
/// catalog (a reason added without its message does not compile). A CPU
/// time beside a limit under a second is shown to the millisecond (`CPU
/// 0.004 s over the 0.001 s limit`).
pub(crate) fn reason_in(r: &RunReason, ui: Ui) -> String {
    use messages::{
        REASON_CPU, REASON_MEMORY, REASON_MEMORY_REFUSED, REASON_OUTPUT_LIMIT, REASON_STATUS,
        REASON_TOO_MANY_PROCESSES, REASON_WALL_CAP,
    };
    let limit = |d| duration(d, Unit::Limit);
    let seconds = |d| duration(d, Unit::Seconds);
    let beside = beside_limit;
    match r {
        RunReason::Judge(j) => messages::judge_reason_in(j, ui),
        RunReason::OutputLimit { limit } => REASON_OUTPUT_LIMIT.fill_in(ui, &[limit]),
        RunReason::TooManyProcesses { limit } => REASON_TOO_MANY_PROCESSES.fill_in(ui, &[limit]),
        RunReason::Memory { peak, limit, cpu } => REASON_MEMORY.fill_named_in(
            ui,
            &[
                ("peak", &mb(*peak)),
                ("limit", &limit_mb(*limit)),
                ("cpu", &seconds(*cpu)),
            ],
        ),
        RunReason::MemoryRefused { peak, limit, cpu } => REASON_MEMORY_REFUSED.fill_named_in(
            ui,
            &[
                ("peak", &mb(*peak)),
                ("limit", &limit_mb(*limit)),
                ("cpu", &seconds(*cpu)),
            ],
        ),
        RunReason::Cpu { cpu, limit: l, wall } => REASON_CPU.fill_named_in(
            ui,
            &[
                ("cpu", &beside(*cpu, *l)),
                ("limit", &limit(*l)),
                ("wall", &beside(*wall, *l)),
            ],
        ),
        RunReason::WallCap { cap, cpu, limit: l } => REASON_WALL_CAP.fill_named_in(
            ui,
            &[("cap", &limit(*cap)), ("cpu", &beside(*cpu, *l)), ("limit", &limit(*l))],
        ),
        RunReason::Status(status) => REASON_STATUS.fill_in(ui, &[&messages::ended_in(status, ui)]),
    }
}

/// A time read beside the CPU time limit `limit`: to the hundredth of a
/// second (`0.93 s`), or to the millisecond when the limit is under a
/// second (`0.004 s` beside `--time-limit 1`, not `0.00 s`).
pub(crate) fn beside_limit(d: Duration, limit: Duration) -> String {
    if limit < Duration::from_secs(1) {
        duration(d, Unit::Millis)
    } else {
        duration(d, Unit::Seconds)
    }
}

/// What the re-runs alone of a TLE measured, around the library's
/// [`Confirmation`] (their verdicts, and what they mean: the session's
/// policy).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Reruns {
    /// The verdicts of the first run and of each re-run.
    pub(crate) confirmation: Confirmation,
    /// The CPU time of each re-run.
    pub(crate) cpu: Vec<Duration>,
    /// The CPU time limit they were held to (how their times are shown:
    /// [`beside_limit`]).
    pub(crate) limit: Duration,
    /// The machine's load after them, when the system says: "alone" is
    /// no other run of this stress, not a quiet machine.
    pub(crate) load: Option<crate::stress::run::load::Load>,
    /// Other runs could be going during the first run (more than one
    /// job); with `--jobs 1` it was alone too, and the report says only
    /// "TLE at first".
    pub(crate) crowded: bool,
}

/// One input, one run, one verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trial {
    /// The input puzzle.
    pub puzzle: Grid,
    /// The verdict.
    pub verdict: Verdict,
    /// Why: the judge's reason, the exit status, the limit.
    pub reason: RunReason,
    /// The run itself.
    pub execution: Execution,
    /// For a run that was TLE first: its re-runs alone
    /// ([`crate::stress::run::confirm::rerun`]).
    pub(crate) confirmation: Option<Reruns>,
}

/// The verdict on `execution` of `program` for `input`, and why (see the
/// module doc for the order). A judge `FAIL` (an illegal input) is reported
/// as `WA` with the judge's reason; [`legal`] inputs never give one.
pub(crate) fn verdict(
    problem: Problem,
    input: &[u8],
    execution: &Execution,
    program: &Program,
) -> (Verdict, RunReason) {
    let e = execution;
    let signs = Signs {
        output: e.stop == Some(Stop::Output) || e.stdout_len > program.output_limit,
        tasks: e.over_tasks || e.stop == Some(Stop::Tasks),
        memory: e.peak_memory > program.memory_limit || e.stop == Some(Stop::Memory),
        time: matches!(e.stop, Some(Stop::Cpu | Stop::Wall)) || e.cpu > program.time_limit,
        error: !e.status.success(),
    };
    let Some((verdict, cause)) = decide(signs) else {
        let (verdict, reason) = sudoku_lab::stress::judge_output(problem, input, &e.stdout, program.whitespace);
        return (verdict, RunReason::Judge(reason));
    };
    let (peak, limit, cpu) = (e.peak_memory, program.memory_limit, e.cpu);
    let reason = match cause {
        Cause::OutputLimit => RunReason::OutputLimit {
            limit: program.output_limit,
        },
        Cause::TooManyTasks => RunReason::TooManyProcesses { limit: PROCESS_LIMIT },
        Cause::MemoryLimit if peak > limit => RunReason::Memory { peak, limit, cpu },
        // Windows: the job refused the allocation that would have passed
        // the limit, so the peak never went over it.
        Cause::MemoryLimit => RunReason::MemoryRefused { peak, limit, cpu },
        Cause::TimedOut => tle_reason(e, program),
        Cause::Error | Cause::Judge(_) => RunReason::Status(sudoku_lab_runner::ended(e.status)),
    };
    (verdict, reason)
}

/// When a failed `trial`'s fork or thread was refused by a limit outside
/// stress ([`sudoku_lab_runner::Outcome::outer_limit`]): the message that stops the session
/// (exit 2), naming the limit, with `test` the test's number (`None` for
/// the sample, which runs alone) and `jobs` the runs that went at once:
/// `--jobs 1` is advised only when it would change something.
pub(crate) fn outer_limit(test: Option<usize>, trial: &Trial, jobs: usize) -> Option<String> {
    use messages::{
        OUTER_LIMIT, OUTER_LIMIT_RAISE, OUTER_LIMIT_RAISE_OR_ONE_JOB, OUTER_LIMIT_SAMPLE, OUTER_MEMORY,
        OUTER_MEMORY_SAMPLE,
    };
    let outer = trial.execution.outer_limit.as_ref()?;
    let limit = messages::outer_limit(outer);
    let advice = match (test, jobs) {
        (Some(_), 2..) => OUTER_LIMIT_RAISE_OR_ONE_JOB,
        _ => OUTER_LIMIT_RAISE,
    };
    (trial.verdict != Verdict::Ac).then(|| {
        let what = match (test, outer) {
            (Some(n), sudoku_lab_runner::OuterLimit::MemoryCgroup { run_limit, .. }) => {
                OUTER_MEMORY.fill_named(&[("test", &n), ("limit", &limit), ("bound", &limit_mb(*run_limit))])
            }
            (None, sudoku_lab_runner::OuterLimit::MemoryCgroup { run_limit, .. }) => {
                OUTER_MEMORY_SAMPLE.fill(&[&limit, &limit_mb(*run_limit)])
            }
            (Some(n), _) => OUTER_LIMIT.fill_named(&[("test", &n), ("limit", &limit), ("bound", &PROCESS_LIMIT)]),
            (None, _) => OUTER_LIMIT_SAMPLE.fill(&[&limit, &PROCESS_LIMIT]),
        };
        format!("{what} {}", advice.text())
    })
}

pub use sudoku_lab::stress::legal;

/// Why a run is TLE: `CPU 1.23 s over the 1 s limit (wall 1.30 s)`, or
/// killed at the wall-clock cap.
fn tle_reason(e: &Execution, program: &Program) -> RunReason {
    if e.stop == Some(Stop::Wall) && e.cpu <= program.time_limit {
        RunReason::WallCap {
            cap: program.wall_cap(),
            cpu: e.cpu,
            limit: program.time_limit,
        }
    } else {
        RunReason::Cpu {
            cpu: e.cpu,
            limit: program.time_limit,
            wall: e.wall,
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;
    use std::time::Duration;

    use super::*;

    /// An RE whose fork a limit outside stress refused.
    fn refused() -> Trial {
        Trial {
            puzzle: Grid::EMPTY,
            verdict: Verdict::Re,
            reason: RunReason::Status(sudoku_lab_runner::Ended::Code(1)),
            execution: Execution {
                stdout: Vec::new(),
                stderr: Vec::new(),
                status: ExitStatus::from_raw(1 << 8),
                wall: Duration::from_millis(5),
                cpu: Duration::from_millis(5),
                stdout_len: 0,
                stop: None,
                peak_memory: 0,
                over_tasks: false,
                peak_tasks: 40,
                outer_limit: Some(sudoku_lab_runner::OuterLimit::PidsCgroup {
                    max: "40".into(),
                    path: "/x".into(),
                }),
            },
            confirmation: None,
        }
    }

    /// Issue 42: `--jobs 1` is advised only when more than one run went at
    /// once; the sample runs alone.
    #[test]
    fn one_job_is_advised_only_when_several_ran() {
        let trial = refused();
        let several = outer_limit(Some(3), &trial, 2).unwrap();
        assert!(several.starts_with("test 3: "), "{several}");
        assert!(several.ends_with("Raise that limit or use --jobs 1."), "{several}");
        for text in [
            outer_limit(Some(3), &trial, 1).unwrap(),
            outer_limit(None, &trial, 1).unwrap(),
            outer_limit(None, &trial, 4).unwrap(),
        ] {
            assert!(text.ends_with("Raise that limit."), "{text}");
            assert!(!text.contains("--jobs"), "{text}");
        }
        let accepted = Trial {
            verdict: Verdict::Ac,
            ..refused()
        };
        assert_eq!(outer_limit(Some(3), &accepted, 2), None);
    }
}

/// Every reason of a run said in both languages.
#[cfg(test)]
mod reason_tests {
    use super::*;

    /// One of each reason a run can have, the judge's included.
    fn every_reason() -> Vec<RunReason> {
        use RunReason as R;
        use std::time::Duration;
        use sudoku_lab::judge::{Expected, Layout, Reason as J};
        use sudoku_lab::{Cell, Conflict, House};
        let ms = Duration::from_millis;
        let conflict = Conflict {
            digit: 3,
            house: House::Row(0),
            first: Cell::at(0, 0),
            second: Cell::at(0, 5),
        };
        let layouts = [
            Layout::Unexpected {
                line: 9,
                column: 2,
                expected: Expected::Space,
                found: Some(sudoku_lab::diagnostic::Found::Ascii('5')),
            },
            Layout::Unexpected {
                line: 1,
                column: 2,
                expected: Expected::Whitespace,
                found: Some(sudoku_lab::diagnostic::Found::Ascii('3')),
            },
            Layout::TooFewLines { spaced: true, found: 8 },
            Layout::ExtraLine { found: None },
            Layout::NoFinalNewline { column: 18 },
        ];
        let mut judged = vec![
            J::ValidCompletion,
            J::SmallestCompletion,
            J::InputConflict(conflict),
            J::InputNoSolution,
            J::OutputLimit { limit: 1 << 20 },
            J::AfterBoard {
                line: 10,
                column: 1,
                found: sudoku_lab::diagnostic::Found::Ascii('1'),
                digit: true,
            },
            J::NotADigit {
                line: 1,
                column: 1,
                found: sudoku_lab::diagnostic::Found::Ascii('0'),
            },
            J::TooFewDigits { found: 80 },
            J::GivenChanged {
                cell: Cell::at(0, 1),
                found: 4,
                given: 3,
            },
            J::Repeated(conflict),
            J::NotSmallest {
                cell: Cell::at(0, 0),
                found: 2,
                smallest: 1,
            },
        ];
        judged.extend(layouts.into_iter().map(|error| J::Layout {
            error,
            boj_would_accept: Some(sudoku_lab::judge::BojRule::Lines),
        }));
        judged.extend([None, Some(sudoku_lab::judge::BojRule::Numbers)].map(|rule| J::Layout {
            error: Layout::NoFinalNewline { column: 18 },
            boj_would_accept: rule,
        }));
        let mut reasons: Vec<R> = judged.into_iter().map(R::Judge).collect();
        reasons.extend([
            R::OutputLimit { limit: 1 << 20 },
            R::TooManyProcesses { limit: 256 },
            R::Memory {
                peak: 300 << 20,
                limit: 256 << 20,
                cpu: ms(170),
            },
            R::MemoryRefused {
                peak: 250 << 20,
                limit: 256 << 20,
                cpu: ms(170),
            },
            R::Cpu {
                cpu: ms(4),
                limit: ms(1),
                wall: ms(6),
            },
            R::WallCap {
                cap: ms(3000),
                cpu: ms(10),
                limit: ms(1000),
            },
            R::Status(sudoku_lab_runner::Ended::Code(1)),
        ]);
        reasons
    }

    #[test]
    fn every_reason_has_its_korean() {
        for r in every_reason() {
            let en = reason_in(&r, Ui::En);
            let ko = reason_in(&r, Ui::Ko);
            assert_eq!(en, r.to_string());
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{en}: {ko}");
            // Each particle in the form its word takes, never both.
            assert!(
                !["이(가)", "은(는)", "을(를)"].iter().any(|m| ko.contains(m)),
                "{en}: {ko}"
            );
        }
        let conflict = every_reason().remove(9);
        assert_eq!(conflict.to_string(), "3 appears twice in row 1 (r1c1, r1c6)");
        assert_eq!(reason_in(&conflict, Ui::Ko), "3이 1행에 두 번 나온다 (r1c1, r1c6)");
        // The particle after a limit takes its word's form: `256 MB를`.
        let refused = every_reason()
            .into_iter()
            .find(|r| matches!(r, RunReason::MemoryRefused { .. }))
            .unwrap();
        assert!(reason_in(&refused, Ui::Ko).contains("제한 256 MB를 넘는"), "{refused}");
    }

    #[test]
    fn a_limit_under_a_second_is_shown_to_the_millisecond() {
        // Issue 34: `--time-limit 1` said "CPU 0.00 s over the 0.001 s limit".
        let tle = every_reason().into_iter().find(|r| matches!(r, RunReason::Cpu { .. }));
        let tle = tle.unwrap();
        assert_eq!(tle.to_string(), "CPU 0.004 s over the 0.001 s limit (wall 0.006 s)");
    }
}
