//! The model's numbers, written by `cargo xtask figures` from
//! `data/baekjoon/submissions.csv` and `measurements.csv` (how: the
//! parent module's doc). Do not edit: `cargo xtask book --check`
//! fails when this file is not what the data gives.

use super::{Slowest, Speed};
use crate::problem::Language;

/// 2580: the 12095 `cnt` of Baekjoon's slowest test, from 5 C++ submissions.
pub const SLOWEST_2580: Slowest = Slowest {
    cnt: 4_505_868,
    low: 3_650_489,
    high: 4_914_694,
    submissions: 5,
};

/// 2239: the 12095 `cnt` of Baekjoon's slowest test, from 4 C++ submissions.
pub const SLOWEST_2239: Slowest = Slowest {
    cnt: 7_807_789,
    low: 6_115_593,
    high: 8_433_252,
    submissions: 4,
};

/// Baekjoon's CPU time over the calibration machine's, per language in
/// the calibration set.
pub const SPEEDS: [(Language, Speed); 5] = [
    (
        Language::Native,
        Speed {
            factor: 1.00,
            low: 0.78,
            high: 1.08,
            submissions: 9,
        },
    ),
    (
        Language::Java,
        Speed {
            factor: 1.29,
            low: 1.09,
            high: 1.84,
            submissions: 9,
        },
    ),
    (
        Language::Kotlin,
        Speed {
            factor: 1.54,
            low: 1.54,
            high: 1.54,
            submissions: 1,
        },
    ),
    (
        Language::Python,
        Speed {
            factor: 0.74,
            low: 0.71,
            high: 0.76,
            submissions: 2,
        },
    ),
    (
        Language::Pypy,
        Speed {
            factor: 0.60,
            low: 0.39,
            high: 0.73,
            submissions: 10,
        },
    ),
];
