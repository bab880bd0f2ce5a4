//! Baekjoon's data, as far as real accepted submissions tell: for each
//! problem, the 12095 `cnt` of its slowest test ([`slowest`]), and for each
//! language how Baekjoon's CPU time compares with the calibration
//! machine's ([`speed`]).
//!
//! **Why.** Both statements promise only that 12095's backtracker solves
//! every test with `cnt` under 10,000,000 ([`crate::validate::CNT_LIMIT`]).
//! Baekjoon's own data stops short of that, and shorter for 2580: the
//! statements' reference times are 80 ms (C++14) on 2580 and 180 ms
//! (C++17) on 2239, and accepted submissions take about half as long on
//! 2580's data as on a test at the cap. A default `stress` run with tests
//! at the cap would call programs TLE that Baekjoon accepted; one whose
//! hardest tests are as hard as Baekjoon's slowest predicts Baekjoon's
//! verdict ([`crate::stress::Kind::Boj`]), and `--kind hard` keeps asking
//! about the promise's worst ([`crate::stress::Kind::Hard`]).
//!
//! **The model** (`cargo xtask figures` fits it from `data/baekjoon/`
//! and writes [`model`]; the book's chapter "Your Baekjoon submission"
//! shows the same numbers):
//! - each submission's CPU time here is measured on a ladder of tests of
//!   known `cnt` and fitted by a straight line, `cpu = a + b × cnt`;
//! - **the assumption**: Baekjoon's C++ runs at the calibration machine's
//!   speed. Then each accepted C++ submission's recorded time `T` says its
//!   slowest test on Baekjoon costs what a test of `cnt = (T - a) / b`
//!   costs here; the estimate of a problem's slowest test is the median of
//!   those over its C++ submissions (at most the cap), its spread their
//!   lowest and highest. Were Baekjoon's C++ machine `k` times as fast as
//!   this one, every estimate would be about `k` times as large.
//! - each other language's speed is the median, over its submissions, of
//!   the recorded time over the time the fit gives at the problem's
//!   estimate: below 1, Baekjoon runs that language faster than the
//!   calibration machine did ([`time_factor`]: `stress` gives a run that
//!   much more CPU time here, so that its verdict is Baekjoon's).
//!
//! The submissions' identities (repository, commit, path), Baekjoon's
//! recorded time and memory and the CPU times measured here are in
//! `data/baekjoon/`; their code is not in this repository.

use crate::Problem;
use crate::problem::Language;

pub mod model;

/// The estimated 12095 `cnt` of a problem's slowest test on Baekjoon
/// ([`slowest`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Slowest {
    /// The estimate: the median of the C++ submissions' estimates.
    pub cnt: u64,
    /// The lowest of the C++ submissions' estimates.
    pub low: u64,
    /// The highest of the C++ submissions' estimates (at most the cap,
    /// 9,999,999).
    pub high: u64,
    /// How many C++ submissions the estimate rests on.
    pub submissions: usize,
}

/// How Baekjoon's CPU time for a language compares with the calibration
/// machine's ([`speed`]): Baekjoon's time over the time here, for the same
/// program on the same test.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Speed {
    /// The median of the submissions' ratios.
    pub factor: f64,
    /// The lowest ratio.
    pub low: f64,
    /// The highest ratio.
    pub high: f64,
    /// How many submissions.
    pub submissions: usize,
}

/// The estimate of `problem`'s slowest test on Baekjoon, from the
/// calibration set ([`model`]).
pub const fn slowest(problem: Problem) -> Slowest {
    match problem {
        Problem::Boj2580 => model::SLOWEST_2580,
        Problem::Boj2239 => model::SLOWEST_2239,
    }
}

/// Baekjoon's CPU time over the calibration machine's for `language`
/// (C++ is 1 by the model's assumption), or `None` when the calibration
/// set has no submission in it.
pub fn speed(language: Language) -> Option<Speed> {
    model::SPEEDS.iter().find(|(l, _)| *l == language).map(|&(_, s)| s)
}

/// The fewest submissions of a language for [`time_factor`] to use its
/// speed: with fewer, one submitter's interpreter would set everyone's
/// limit.
pub const MIN_SUBMISSIONS: usize = 3;

/// How much of a CPU second here one second of Baekjoon's is worth for
/// `language`: Baekjoon's time over the calibration machine's
/// ([`speed`]'s factor) when the calibration set has at least
/// [`MIN_SUBMISSIONS`] of it, else 1 (no claim); C++ is 1 by the model's
/// assumption. `stress` gives a run `limit / time_factor` of CPU here, so
/// that its verdict is Baekjoon's: PyPy3, which Baekjoon runs faster than
/// the calibration machine, gets more time here; Java, slower there (the
/// JVM's start-up), less.
pub fn time_factor(language: Language) -> f64 {
    match (language, speed(language)) {
        (Language::Native, _) => 1.0,
        (_, Some(s)) if s.submissions >= MIN_SUBMISSIONS => s.factor,
        _ => 1.0,
    }
}

/// True when a test of 12095 `cnt` is harder than any test of `problem`'s
/// data is estimated to be: over the highest estimate ([`Slowest::high`]).
/// The promise allows it; Baekjoon's data probably holds nothing like it.
pub fn harder_than_data(problem: Problem, cnt: u64) -> bool {
    cnt > slowest(problem).high
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::CNT_LIMIT;

    /// The estimates are ordered, under the cap, and 2580's data is the
    /// easier one (its statement's reference time is under half 2239's).
    #[test]
    fn the_estimates_are_ordered_and_under_the_cap() {
        for p in Problem::ALL {
            let s = slowest(p);
            assert!(s.low <= s.cnt && s.cnt <= s.high && s.high < CNT_LIMIT, "{p}: {s:?}");
            assert!(s.submissions >= 3, "{p}: {s:?}");
        }
        assert!(slowest(Problem::Boj2580).cnt < slowest(Problem::Boj2239).cnt);
    }

    #[test]
    fn a_test_over_the_highest_estimate_is_harder_than_the_data() {
        for p in Problem::ALL {
            let s = slowest(p);
            assert!(!harder_than_data(p, s.cnt));
            assert!(!harder_than_data(p, s.high));
            assert!(harder_than_data(p, s.high + 1));
        }
    }

    /// C++'s measured ratios straddle 1 (its submissions set the
    /// estimates, so at the estimate their median ratio is about 1), and
    /// its time factor is 1 by the assumption.
    #[test]
    fn cpp_is_the_unit_of_speed() {
        let cpp = speed(Language::Native).expect("the model rests on C++");
        assert!(cpp.low <= 1.0 && 1.0 <= cpp.high, "{cpp:?}");
        assert_eq!(time_factor(Language::Native), 1.0);
        for (l, s) in model::SPEEDS {
            assert!(s.low <= s.factor && s.factor <= s.high && s.low > 0.0, "{l:?}: {s:?}");
        }
    }

    /// A language's time factor is its speed only with enough
    /// submissions behind it.
    #[test]
    fn a_language_with_few_submissions_keeps_the_limit() {
        for l in Language::ALL {
            let f = time_factor(l);
            match speed(l) {
                Some(s) if l != Language::Native && s.submissions >= MIN_SUBMISSIONS => assert_eq!(f, s.factor),
                _ => assert_eq!(f, 1.0, "{l:?}"),
            }
        }
    }
}
