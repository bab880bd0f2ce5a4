//! The memory limit of a run and what is measured against it.
//!
//! **The limit.** The problem's (256 MB for 2580 and 2239,
//! [`sudoku_lab::Problem::memory_limit`]) adjusted for the language by
//! Baekjoon's rule, which lives with the time rule in the library
//! ([`sudoku_lab::problem::Language::memory_rule`], with its source and
//! the numbers; `stress --help` prints them from there); `--memory-limit
//! MB` overrides it.
//!
//! **What is measured** (`stress`'s peak, [`sudoku_lab_runner::Outcome::peak_memory`]):
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
use sudoku_lab::problem::Language;

use crate::messages;
use crate::stress::run::Program;

use sudoku_lab::problem::MB;

pub(crate) use crate::size::{limit_mb, mb};

/// Sets `program`'s memory limit: `--memory-limit` (`flag`, in MB) or
/// Baekjoon's for `problem` in `language` (the one the time limit used);
/// returns how it was chosen: `544 MB (Python: 256 MB x 2 + 32 MB)` or
/// `100 MB (--memory-limit)`.
pub(crate) fn configure(program: &mut Program, problem: Problem, language: Language, flag: Option<u64>) -> String {
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
        messages::MEMORY_RULE.fill_named(&[
            ("limit", &limit_mb(program.memory_limit)),
            ("language", &messages::language(language)),
            ("problem_limit", &limit_mb(base)),
            ("factor", &factor),
            ("extra", &extra),
        ])
    }
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
