//! What a Baekjoon problem is: its number, the layout of its input and
//! output, its time limit, and which answers its judge accepts.
//!
//! | problem | input and output | time limit | memory limit | accepted answers |
//! |---|---|---|---|---|
//! | [2580](https://www.acmicpc.net/problem/2580) | 9 lines of 9 numbers separated by spaces | 1 s | 256 MB | any valid completion (special judge) |
//! | [2239](https://www.acmicpc.net/problem/2239) | 9 lines of 9 digits, no separators | 2 s | 256 MB | the lexicographically smallest completion |
//!
//! Both limits are those of the statements' header table ("시간 제한",
//! "메모리 제한") on the pages linked above; Baekjoon's "MB" is a
//! mebibyte (2^20 bytes).
//!
//! 2580's statement also promises that every test can be solved by the
//! backtracker of problem 12095 within its call limit: see
//! [`crate::validate`].

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::format::Format;

/// A Baekjoon problem that sudoku-lab knows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// 2580 "스도쿠": 9 lines of 9 space-separated integers; any valid
    /// completion is accepted (special judge).
    Boj2580,
    /// 2239 "스도쿠": 9 lines of 9 digits with no separators; the
    /// lexicographically smallest completion is required.
    Boj2239,
}

/// Which completions of a test a problem's judge accepts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Accepts {
    /// Any valid completion (2580's special judge).
    AnyCompletion,
    /// Only the lexicographically smallest completion, read row by row
    /// (2239: "the one that comes first as an 81-digit number").
    SmallestCompletion,
}

impl Problem {
    /// Both problems, 2580 first.
    pub const ALL: [Problem; 2] = [Problem::Boj2580, Problem::Boj2239];

    /// The problem number on acmicpc.net: 2580 or 2239.
    pub const fn number(self) -> u32 {
        match self {
            Problem::Boj2580 => 2580,
            Problem::Boj2239 => 2239,
        }
    }

    /// The layout of the problem's input and output.
    pub const fn format(self) -> Format {
        match self {
            Problem::Boj2580 => Format::Boj2580,
            Problem::Boj2239 => Format::Boj2239,
        }
    }

    /// The time limit in the problem statement: 1 s for 2580, 2 s for
    /// 2239 (before any extra time Baekjoon grants a language).
    pub const fn time_limit(self) -> Duration {
        match self {
            Problem::Boj2580 => Duration::from_secs(1),
            Problem::Boj2239 => Duration::from_secs(2),
        }
    }

    /// The memory limit in the problem statement, in bytes: 256 MB (2^20
    /// bytes each) for both 2580 and 2239 (before any extra memory
    /// Baekjoon grants a language).
    pub const fn memory_limit(self) -> u64 {
        match self {
            Problem::Boj2580 | Problem::Boj2239 => 256 << 20,
        }
    }

    /// Which answers the judge accepts.
    pub const fn accepts(self) -> Accepts {
        match self {
            Problem::Boj2580 => Accepts::AnyCompletion,
            Problem::Boj2239 => Accepts::SmallestCompletion,
        }
    }

    /// The problem's page: `https://www.acmicpc.net/problem/2580`.
    pub fn url(self) -> String {
        format!("https://www.acmicpc.net/problem/{}", self.number())
    }
}

impl fmt::Display for Problem {
    /// The number: `2580`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A problem number that is not 2580 or 2239.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown problem {} (expected 2580 or 2239)", crate::diagnostic::quoted(.0.as_bytes()))]
pub struct UnknownProblem(pub String);

impl FromStr for Problem {
    type Err = UnknownProblem;

    /// `2580` or `2239`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Problem::ALL
            .into_iter()
            .find(|p| p.number().to_string() == s)
            .ok_or_else(|| UnknownProblem(s.to_string()))
    }
}
