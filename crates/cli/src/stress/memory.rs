//! The memory limit of a run and what is measured against it.
//!
//! **The limit.** The problem's (256 MB for 2580 and 2239,
//! [`sudoku_lab::Problem::memory_limit`]) adjusted for the language by
//! Baekjoon's rule, which lives with the time rule in the library
//! ([`sudoku_lab::problem::Language::memory_rule`], with its source and
//! the numbers; `stress --help` prints them from there); `--memory-limit
//! MB` overrides it.
//!
//! **What is measured** (`stress`'s peak, [`super::Execution::peak_memory`]):
//! the peak memory of the run's whole process tree with each page counted
//! once, as a judge counts a submission: where stress can make a memory
//! cgroup for the run (root), the kernel's peak of it, exact; and
//! everywhere the runner
//! ([`sudoku_lab_runner::Outcome::peak_memory`]) sums the proportional set
//! sizes of the run's processes (a page shared by a parent and its forked
//! child counts once) every few milliseconds and kills the run once the
//! sum is over the limit; at the end the peak is at least the largest
//! resident set of one process (`ru_maxrss`), which is what `/usr/bin/time`
//! reports for a one-process program (without a memory cgroup, processes
//! at their peaks together between two samples can be missed, as `stress
//! --help` says). The wrapper shell is not counted by the samples:
//! a simple command line is `exec`ed by it. Not measured: memory reserved
//! but never touched (a JVM's heap reservation, `malloc` of pages never
//! written), which is why a correct Java or Python solution's peak is its
//! interpreter's baseline (tens of MB), far below the limit.

use sudoku_lab::Problem;
use sudoku_lab::judge::Verdict;
use sudoku_lab::problem::Language;

use super::session::Summary;
use super::spawn::{PROCESS_LIMIT, Program};
use crate::messages;

pub use sudoku_lab::problem::MB;

/// A size in MB, one decimal: `12.3 MB`.
pub fn mb(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / MB as f64)
}

/// A limit in MB, as short as it is exact: `256 MB`, `544 MB`.
pub fn limit_mb(bytes: u64) -> String {
    if bytes.is_multiple_of(MB) {
        format!("{} MB", bytes / MB)
    } else {
        mb(bytes)
    }
}

/// Sets `program`'s memory limit: `--memory-limit` (`flag`, in MB) or
/// Baekjoon's for `problem` in `language` (the one the time limit used);
/// returns how it was chosen: `544 MB (Python: 256 MB x 2 + 32 MB)` or
/// `100 MB (--memory-limit)`.
pub fn configure(program: &mut Program, problem: Problem, language: Language, flag: Option<u64>) -> String {
    if let Some(mb) = flag {
        program.memory_limit = mb * MB;
        return messages::MEMORY_OPTION.fill(&[&limit_mb(program.memory_limit)]);
    }
    let base = problem.memory_limit();
    program.memory_limit = language.memory(base);
    let (factor, extra) = language.memory_rule();
    if (factor, extra) == (1, 0) {
        messages::MEMORY_PLAIN.fill(&[&limit_mb(program.memory_limit), &messages::language(language)])
    } else {
        messages::MEMORY_RULE.fill(&[
            &limit_mb(program.memory_limit),
            &messages::language(language),
            &limit_mb(base),
            &factor,
            &extra,
        ])
    }
}

/// The summary's lines on memory and processes: the peak memory of the
/// largest and of the slowest AC against the limit (`note`, from
/// [`configure`]), the bound on processes and how it is enforced, and
/// whether fewer jobs ran than asked for.
pub fn summary_lines(summary: &Summary, note: &str) -> String {
    let mut out = match (summary.tally.largest(Verdict::Ac), summary.tally.slowest(Verdict::Ac)) {
        (Some(l), Some(s)) => messages::PEAK_MEMORY.fill(&[
            &mb(l.peak_memory),
            &(l.index + 1),
            &mb(s.peak_memory),
            &(s.index + 1),
            &note,
        ]),
        _ => messages::MEMORY_LIMIT.fill(&[&note]),
    };
    out.push('\n');
    if let Ok(containment) = sudoku_lab_runner::containment() {
        out.push_str(
            &messages::PROCESS_BOUND.fill(&[&PROCESS_LIMIT, &messages::containment(containment, PROCESS_LIMIT)]),
        );
        out.push('\n');
        if cfg!(target_os = "macos") {
            out.push_str(messages::MACOS_BLIND_SPOTS.text());
            out.push('\n');
        }
        if !containment.exact() {
            out.push_str(messages::WATCHDOG_WARNING.text());
            out.push('\n');
        }
    }
    if let Some(fewer) = &summary.fewer_jobs {
        out.push_str(&messages::NOTE.fill(&[fewer]));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limits_follow_the_rules() {
        use sudoku_lab::problem::Language;
        let base = 256 * MB;
        assert_eq!(Language::Native.memory(base), 256 * MB);
        assert_eq!(Language::Java.memory(base), 528 * MB);
        assert_eq!(Language::Kotlin.memory(base), 528 * MB);
        assert_eq!(Language::Python.memory(base), 544 * MB);
        assert_eq!(Language::Pypy.memory(base), 640 * MB);
        assert_eq!(limit_mb(544 * MB), "544 MB");
        assert_eq!(mb(12 * MB + MB / 10 * 3), "12.3 MB");
    }
}
