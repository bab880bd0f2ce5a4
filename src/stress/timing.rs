//! What a session's times say, for every front end (the command line
//! measures CPU time, the book's page wall time in a browser; the rules
//! are the same): an AC near its limit is at risk ([`AT_RISK`]); the AC
//! times against 12095's `cnt` extrapolate to the tests a session did not
//! reach ([`growth`]), and against the model of Baekjoon's data
//! ([`super::baekjoon::slowest`]) that gives an [`Outlook`]; one shrink
//! has a time bound ([`SHRINK_TIME`]).
//!
//! The library has no clock: the times are the caller's.

use std::time::Duration;

use super::baekjoon;
use crate::Problem;
use crate::validate::CNT_LIMIT;

/// The slowest AC is "at risk" when its time is over this fraction of the
/// limit: a judge's machine or a heavier test may well be slower.
/// `stress --help` states it; the book quotes the help.
pub const AT_RISK: f64 = 0.7;

/// True when `time` is over [`AT_RISK`] of `limit`.
pub fn at_risk(time: Duration, limit: Duration) -> bool {
    time.as_secs_f64() > AT_RISK * limit.as_secs_f64()
}

/// How long the shrinking of one failure may take: a run that still times
/// out costs a whole time limit.
pub const SHRINK_TIME: Duration = Duration::from_secs(60);

/// The largest 12095 `cnt` among the AC tests that lets [`growth`]
/// extrapolate: a tenth of the cap, so the fit reaches at most ten times
/// past its data.
pub const FIT_FROM_CNT: u64 = CNT_LIMIT / 10;

/// What [`growth`] found: the line `time = mean + slope × (cnt - mean
/// cnt)`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Growth {
    /// The largest `cnt` fitted.
    pub max_cnt: u64,
    /// The mean `cnt` and the mean time (seconds) of the runs.
    mean: (f64, f64),
    /// Seconds per `cnt`, at least 0.
    slope: f64,
}

impl Growth {
    /// The time the line gives at `cnt`.
    pub fn at(&self, cnt: u64) -> Duration {
        let t = self.mean.1 + self.slope * (cnt as f64 - self.mean.0);
        Duration::from_secs_f64(t.max(0.0))
    }
}

/// How a run's time grows with problem 12095's `cnt` over AC runs `(cnt,
/// time)`: the least-squares line `time = a + b * cnt` ([`Growth::at`]
/// evaluates it). `None` when it cannot say: fewer than 3 runs, none with
/// `cnt` at least [`FIT_FROM_CNT`] (the extrapolation would go more than
/// ten times past the data), or no spread of `cnt`. A time that does not
/// grow gives the mean everywhere.
pub fn growth(runs: &[(u64, Duration)]) -> Option<Growth> {
    let max_cnt = runs.iter().map(|&(c, _)| c).max()?;
    if runs.len() < 3 || max_cnt < FIT_FROM_CNT {
        return None;
    }
    let n = runs.len() as f64;
    let (mx, my) = runs.iter().fold((0.0, 0.0), |(x, y), &(c, t)| {
        (x + c as f64 / n, y + t.as_secs_f64() / n)
    });
    let (sxy, sxx) = runs.iter().fold((0.0, 0.0), |(xy, xx), &(c, t)| {
        let dx = c as f64 - mx;
        (xy + dx * (t.as_secs_f64() - my), xx + dx * dx)
    });
    if sxx == 0.0 {
        return None;
    }
    Some(Growth {
        max_cnt,
        mean: (mx, my),
        slope: (sxy / sxx).max(0.0),
    })
}

/// What the AC times say of Baekjoon's data ([`outlook`]).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Outlook {
    /// The line goes over the limit at the `cnt` of Baekjoon's slowest
    /// test of the problem: probably TLE on Baekjoon.
    ProbablyTle {
        /// The line.
        growth: Growth,
        /// Its time at Baekjoon's slowest test (`data_cnt`).
        at_data: Duration,
        /// The `cnt` of Baekjoon's slowest test ([`baekjoon::slowest`]).
        data_cnt: u64,
    },
    /// The line stays under the limit there, but goes over it at the
    /// promise's cap: probably accepted, not safe.
    OverAtCap {
        /// The line.
        growth: Growth,
        /// Its time at Baekjoon's slowest test.
        at_data: Duration,
        /// The `cnt` of Baekjoon's slowest test.
        data_cnt: u64,
        /// Its time at the cap.
        at_cap: Duration,
        /// The cap's largest `cnt` (9,999,999).
        cap_cnt: u64,
    },
    /// No AC test came near enough to say (its largest `cnt` is
    /// `largest_cnt`, under [`FIT_FROM_CNT`]), and no failure did.
    NothingNear {
        /// The largest `cnt` of an AC test.
        largest_cnt: u64,
        /// The `cnt` of Baekjoon's slowest test.
        data_cnt: u64,
    },
}

/// What the AC runs `(cnt, time)` against `limit` say of `problem`'s data
/// on Baekjoon ([`Outlook`]), or `None` when there is nothing to say: the
/// line stays under the limit at the cap, or there are too few tests to
/// fit but one came near (the slowest AC says it), or a failure came near
/// (`failed_near`: the TLE a session stopped at was the near test).
pub fn outlook(ac: &[(u64, Duration)], limit: Duration, problem: Problem, failed_near: bool) -> Option<Outlook> {
    let data_cnt = baekjoon::slowest(problem).cnt;
    let cap_cnt = CNT_LIMIT - 1;
    match growth(ac) {
        Some(growth) if growth.at(data_cnt) > limit => Some(Outlook::ProbablyTle {
            growth,
            at_data: growth.at(data_cnt),
            data_cnt,
        }),
        Some(growth) if growth.at(cap_cnt) > limit => Some(Outlook::OverAtCap {
            growth,
            at_data: growth.at(data_cnt),
            data_cnt,
            at_cap: growth.at(cap_cnt),
            cap_cnt,
        }),
        Some(_) => None,
        None => match ac.iter().map(|&(c, _)| c).max() {
            Some(largest_cnt) if largest_cnt < FIT_FROM_CNT && !failed_near => {
                Some(Outlook::NothingNear { largest_cnt, data_cnt })
            }
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    /// CPython-like: 0.05 s to start, 0.6 µs a call: a straight line that
    /// reaches 6.05 s at the cap, from tests at most half-way there.
    #[test]
    fn growth_follows_the_line_to_the_cap() {
        let runs: Vec<(u64, Duration)> = [300, 2_000, 5_000_000, 40_000, 2_500_000]
            .iter()
            .map(|&c| (c, ms(50 + c * 6 / 10_000)))
            .collect();
        let g = growth(&runs).expect("a test past a million");
        assert_eq!(g.max_cnt, 5_000_000);
        let at_cap = g.at(9_999_999).as_secs_f64();
        assert!((at_cap - 6.05).abs() < 0.01, "{at_cap}");
        let at_half = g.at(5_000_000).as_secs_f64();
        assert!((at_half - 3.05).abs() < 0.01, "{at_half}");
    }

    #[test]
    fn growth_says_nothing_without_a_test_near_the_cap_or_enough_tests() {
        let small: Vec<(u64, Duration)> = [300, 2_000, 999_999].iter().map(|&c| (c, ms(c / 1000))).collect();
        assert_eq!(growth(&small), None, "the largest cnt is under {FIT_FROM_CNT}");
        assert_eq!(growth(&[(5_000_000, ms(3000)), (300, ms(1))]), None, "two tests");
        assert_eq!(growth(&[]), None);
        let same = [(5_000_000, ms(10)), (5_000_000, ms(30)), (5_000_000, ms(20))];
        assert_eq!(growth(&same), None, "no spread of cnt");
    }

    /// A time that does not grow (a fast program, or one that is slow for
    /// another reason) is not extrapolated: the mean stands at the cap.
    #[test]
    fn a_time_that_does_not_grow_stays_flat() {
        let runs = [(100, ms(200)), (9_000_000, ms(100)), (5_000, ms(300))];
        let g = growth(&runs).unwrap();
        assert_eq!(g.at(9_999_999), ms(200));
    }

    #[test]
    fn seventy_percent_is_the_line() {
        assert!(at_risk(ms(930), ms(1000)));
        assert!(!at_risk(ms(700), ms(1000)));
        assert!(!at_risk(ms(100), ms(1000)));
    }

    /// The outlook: TLE when the line crosses the limit at Baekjoon's
    /// slowest test, a note when only at the cap, nothing when at
    /// neither, and "nothing near" when no AC came near and no failure
    /// did.
    #[test]
    fn the_outlook_is_judged_at_baekjoons_slowest_test_and_at_the_cap() {
        let problem = Problem::Boj2580;
        let data = baekjoon::slowest(problem).cnt;
        let line = |c: u64| (c, ms(50 + c * 6 / 10_000));
        let ac = [line(300), line(5_000_000), line(2_500_000)];
        let at_data = ms(50 + data * 6 / 10_000);
        let tle = outlook(&ac, at_data - ms(10), problem, false);
        assert!(
            matches!(tle, Some(Outlook::ProbablyTle { data_cnt, .. }) if data_cnt == data),
            "{tle:?}"
        );
        let cap = outlook(&ac, at_data + ms(10), problem, false);
        assert!(
            matches!(cap, Some(Outlook::OverAtCap { cap_cnt: 9_999_999, .. })),
            "{cap:?}"
        );
        assert_eq!(outlook(&ac, ms(7_000), problem, false), None);
        let small = [(300, ms(50)), (5_000, ms(60)), (90_000, ms(80))];
        assert_eq!(
            outlook(&small, ms(5_000), problem, false),
            Some(Outlook::NothingNear {
                largest_cnt: 90_000,
                data_cnt: data
            })
        );
        assert_eq!(outlook(&small, ms(5_000), problem, true), None);
        assert_eq!(outlook(&[], ms(5_000), problem, false), None);
    }
}
