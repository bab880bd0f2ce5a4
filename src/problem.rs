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
//! Baekjoon gives slower languages more time than the statement's limit,
//! by a rule per language ([`Language::time_limit`]); the table is at
//! [`Language`].
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
            Problem::Boj2580 | Problem::Boj2239 => 256 * MB,
        }
    }

    /// The sample input of the problem statement, in the problem's format
    /// (a legal test; `testdata/originals/sample2580.2580.txt` and
    /// `sample2239.2239.txt` hold the same bytes). `stress` runs a
    /// command on it once before any test.
    pub const fn sample(self) -> &'static str {
        self.samples().0
    }

    /// The sample output of the problem statement, in the problem's format:
    /// the one completion of [`Problem::sample`] (for 2239 also the
    /// lexicographically smallest, as it must be), written as sudoku-lab
    /// writes a board (`format::write`).
    pub const fn sample_answer(self) -> &'static str {
        self.samples().1
    }

    /// The statement's sample input and output.
    const fn samples(self) -> (&'static str, &'static str) {
        match self {
            Problem::Boj2580 => (
                "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n\
                 5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n",
                "1 3 5 4 6 9 2 7 8\n7 8 2 1 3 5 6 4 9\n4 6 9 2 7 8 1 3 5\n3 2 1 5 4 6 8 9 7\n8 7 4 9 1 3 5 2 6\n\
                 5 9 6 8 2 7 4 1 3\n9 1 7 6 5 2 3 8 4\n6 4 3 7 8 1 9 5 2\n2 5 8 3 9 4 7 6 1\n",
            ),
            Problem::Boj2239 => (
                "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n",
                "143628579\n572139468\n986754231\n391542786\n468917352\n725863914\n237481695\n619275843\n854396127\n",
            ),
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

/// A language, as far as Baekjoon's time and memory limits go: Baekjoon
/// gives slower languages more time than the limit in a problem statement
/// (this table), and some more memory ([`Language::memory_rule`]).
///
/// | language | time limit | Baekjoon's column |
/// |---|---|---|
/// | C, C++, Rust, any native binary | the limit | (no addition) |
/// | Java, Kotlin (JVM) | the limit × 2 + 1 s | "×2+1초" |
/// | Python 3, PyPy3 | the limit × 3 + 2 s | "×3+2초" |
///
/// Source: Baekjoon's language help page,
/// <https://www.acmicpc.net/help/language>, its "time limit" column. These
/// numbers have not been checked against the live page: they agree with the
/// times the statements of 2580 and 2239 quote (PyPy3 accepted at 1,172 ms
/// under a 1 s limit and 2,064 ms under 2 s), which only shows that Python
/// gets extra time, not how much. Problems marked "추가 시간 없음" (no extra
/// time) give every language the plain limit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// C, C++, Rust and any other compiled program: the plain limit.
    Native,
    /// Java: twice the limit plus one second.
    Java,
    /// Kotlin on the JVM: twice the limit plus one second.
    Kotlin,
    /// CPython 3: three times the limit plus two seconds.
    Python,
    /// PyPy3: three times the limit plus two seconds.
    Pypy,
}

impl Language {
    /// Every language, in the table's order.
    pub const ALL: [Language; 5] = [
        Language::Native,
        Language::Java,
        Language::Kotlin,
        Language::Python,
        Language::Pypy,
    ];

    /// `(factor, extra seconds)`: the limit is `statement × factor + extra`.
    pub const fn rule(self) -> (u32, u64) {
        match self {
            Language::Native => (1, 0),
            Language::Java | Language::Kotlin => (2, 1),
            Language::Python | Language::Pypy => (3, 2),
        }
    }

    /// The time limit in this language for a problem whose statement says
    /// `base` (see [`Language`] for the source): `Python.limit(1 s)` is 5 s.
    pub fn limit(self, base: Duration) -> Duration {
        let (factor, extra) = self.rule();
        base * factor + Duration::from_secs(extra)
    }

    /// The time limit of `problem` in this language: 2580 in Java is 3 s.
    pub fn time_limit(self, problem: Problem) -> Duration {
        self.limit(problem.time_limit())
    }

    /// `(factor, extra MB)`: the memory limit in this language is
    /// `statement × factor + extra` MB, by Baekjoon's language help page
    /// (<https://www.acmicpc.net/help/language>, its "메모리 제한" column):
    /// Java and Kotlin × 2 + 16 MB, Python 3 × 2 + 32 MB, PyPy3 × 2 + 128
    /// MB, native programs the plain limit. Only the Python rule was
    /// checked against a Baekjoon page when this was written (the rules of
    /// contest 375, <https://www.acmicpc.net/contest/rule/375>: "Python 2 /
    /// Python 3 : 시간제한 ×3+2초, 메모리 제한 ×2+32MB"); the Java, Kotlin and
    /// PyPy3 rows are as the help page was remembered and have not been
    /// checked against it.
    pub const fn memory_rule(self) -> (u64, u64) {
        match self {
            Language::Native => (1, 0),
            Language::Java | Language::Kotlin => (2, 16),
            Language::Python => (2, 32),
            Language::Pypy => (2, 128),
        }
    }

    /// The memory limit in this language, in bytes, for a problem whose
    /// statement says `base` bytes ([`Language::memory_rule`]; a megabyte
    /// is 2^20 bytes, as Baekjoon counts it).
    pub const fn memory(self, base: u64) -> u64 {
        let (factor, extra) = self.memory_rule();
        base * factor + extra * MB
    }

    /// The memory limit of `problem` in this language, in bytes: 2580 in
    /// Python is 544 MB.
    pub const fn memory_limit(self, problem: Problem) -> u64 {
        self.memory(problem.memory_limit())
    }

    /// The short lower-case key: `native`, `java`, `kotlin`, `python`,
    /// `pypy` (the name on `stress`'s command line).
    pub const fn key(self) -> &'static str {
        match self {
            Language::Native => "native",
            Language::Java => "java",
            Language::Kotlin => "kotlin",
            Language::Python => "python",
            Language::Pypy => "pypy",
        }
    }

    /// The name for a person: `native`, `Java`, `Kotlin`, `Python`, `PyPy`.
    pub const fn name(self) -> &'static str {
        match self {
            Language::Native => "native",
            Language::Java => "Java",
            Language::Kotlin => "Kotlin",
            Language::Python => "Python",
            Language::Pypy => "PyPy",
        }
    }
}

impl fmt::Display for Language {
    /// [`Language::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One megabyte as Baekjoon counts memory: 2^20 bytes.
pub const MB: u64 = 1 << 20;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limits_follow_the_rules() {
        let s = Duration::from_secs;
        assert_eq!(Language::Native.limit(s(1)), s(1));
        assert_eq!(Language::Java.limit(s(1)), s(3));
        assert_eq!(Language::Kotlin.limit(s(2)), s(5));
        assert_eq!(Language::Python.time_limit(Problem::Boj2580), s(5));
        assert_eq!(Language::Pypy.time_limit(Problem::Boj2239), s(8));
        assert_eq!(Language::Kotlin.name(), "Kotlin");
    }

    /// The samples and their answers, and every copy of them under
    /// `testdata/originals/` (`sample2580.2239.txt` is 2580's sample in
    /// 2239's layout; `full.*.txt` is 2580's answer).
    #[test]
    fn the_samples_are_the_statements() {
        let fixture = |file: &str| {
            let path = format!("{}/testdata/originals/{file}", env!("CARGO_MANIFEST_DIR"));
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
        };
        let grid = |text: &str, p: Problem| crate::format::parse_first(text.as_bytes(), p.format()).unwrap();
        for p in Problem::ALL {
            let (sample, answer) = (grid(p.sample(), p), grid(p.sample_answer(), p));
            let solved = crate::reference::solve(&sample, crate::reference::NO_NODE_LIMIT).outcome;
            assert_eq!(solved, crate::Outcome::Solved(answer), "{p}");
            assert_eq!(crate::reference::count_solutions(&sample, 2), 1, "{p}");
            for layout in Problem::ALL {
                let written = |g| crate::format::write(g, layout.format());
                assert_eq!(
                    fixture(&format!("sample{p}.{layout}.txt")),
                    written(&sample),
                    "{p} in {layout}"
                );
                if p == layout {
                    assert_eq!(p.sample(), written(&sample), "{p}");
                    assert_eq!(p.sample_answer(), written(&answer), "{p}");
                }
            }
        }
        let answer = grid(Problem::Boj2580.sample_answer(), Problem::Boj2580);
        for layout in Problem::ALL {
            let written = crate::format::write(&answer, layout.format());
            assert_eq!(fixture(&format!("full.{layout}.txt")), written, "full.{layout}.txt");
        }
    }
}
