//! The time limit of a language: Baekjoon gives slower languages more time
//! than the limit in a problem statement, by a rule per language
//! ([`Lang::limit`]), and `stress` detects the language from the command
//! ([`Lang::detect`]) unless `--lang` names it; `--time-limit` overrides
//! both.
//!
//! Source of the rules: Baekjoon's language help page,
//! <https://www.acmicpc.net/help/language>, whose "time limit" column reads
//! "×2+1초" (twice the limit plus one second) for Java and Kotlin (JVM)
//! and "×3+2초" for Python 3 and PyPy3, and no addition for C, C++ and
//! Rust. These numbers were NOT re-checked against the live page when this
//! table was written (it was not reachable from the machine): they agree
//! with the times the problem statements of 2580 and 2239 quote (PyPy3
//! accepted at 1,172 ms under a 1 s limit and 2,064 ms under 2 s), which
//! only shows that Python gets extra time, not how much. Problems marked
//! "추가 시간 없음" (no extra time) give every language the plain limit:
//! then use `--lang native` or `--time-limit`.

use std::time::Duration;

use clap::ValueEnum;

/// A language, as far as its time limit goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Lang {
    /// C, C++, Rust and any other compiled program: the plain limit.
    #[value(alias = "c", alias = "cpp", alias = "c++", alias = "rust")]
    #[value(help = "C, C++, Rust or any native binary: the limit (aliases c, cpp, rust)")]
    Native,
    /// Java: twice the limit plus one second.
    #[value(help = "Java: the limit x 2 + 1 s")]
    Java,
    /// Kotlin on the JVM: twice the limit plus one second.
    #[value(help = "Kotlin (JVM): the limit x 2 + 1 s")]
    Kotlin,
    /// CPython 3: three times the limit plus two seconds.
    #[value(alias = "python3", help = "Python 3: the limit x 3 + 2 s")]
    Python,
    /// PyPy3: three times the limit plus two seconds.
    #[value(alias = "pypy3", help = "PyPy3: the limit x 3 + 2 s")]
    Pypy,
}

impl Lang {
    /// The time limit in this language for a problem whose statement says
    /// `base` (see the module doc for the source).
    pub fn limit(self, base: Duration) -> Duration {
        let (factor, extra) = self.rule();
        base * factor + Duration::from_secs(extra)
    }

    /// `(factor, extra seconds)`: the limit is `base × factor + extra`.
    pub const fn rule(self) -> (u32, u64) {
        match self {
            Lang::Native => (1, 0),
            Lang::Java | Lang::Kotlin => (2, 1),
            Lang::Python | Lang::Pypy => (3, 2),
        }
    }

    /// The name on the command line.
    pub fn name(self) -> String {
        self.to_possible_value()
            .expect("no language is skipped")
            .get_name()
            .to_string()
    }

    /// The language of a shell command, from its first word (after
    /// `VAR=value` assignments, `exec`, `env` and `time`): `python3 x.py`,
    /// `pypy3 x.py`, `java -cp out Main`, `kotlin MainKt`, `java -jar
    /// x.jar`, `./x.py`; anything else (`./a.out`, `./main`) is
    /// [`Lang::Native`].
    pub fn detect(command: &str) -> Lang {
        let mut words = command
            .split_whitespace()
            .skip_while(|w| w.contains('=') || matches!(*w, "exec" | "env" | "time" | "command"));
        let Some(first) = words.next() else {
            return Lang::Native;
        };
        let program = first.rsplit('/').next().unwrap_or(first);
        let starts = |prefix: &str| program.starts_with(prefix);
        if starts("pypy") {
            Lang::Pypy
        } else if starts("python") || program.ends_with(".py") {
            Lang::Python
        } else if starts("kotlin") || program.ends_with(".kts") {
            Lang::Kotlin
        } else if program == "java" || program.ends_with(".jar") || command.contains(".jar") {
            Lang::Java
        } else {
            Lang::Native
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_detected_from_the_command() {
        let table = [
            ("python3 x.py", Lang::Python),
            ("python x.py", Lang::Python),
            ("/usr/bin/python3.12 -u sol.py", Lang::Python),
            ("./sol.py", Lang::Python),
            ("PYTHONHASHSEED=0 python3 x.py", Lang::Python),
            ("pypy3 x.py", Lang::Pypy),
            ("exec pypy x.py", Lang::Pypy),
            ("java -cp out Main", Lang::Java),
            ("java Main", Lang::Java),
            ("java -jar build/sol.jar", Lang::Java),
            ("./sol.jar", Lang::Java),
            ("kotlin MainKt", Lang::Kotlin),
            ("kotlin -cp sol.jar MainKt", Lang::Kotlin),
            ("./a.out", Lang::Native),
            ("target/release/sol", Lang::Native),
            ("", Lang::Native),
        ];
        for (command, lang) in table {
            assert_eq!(Lang::detect(command), lang, "{command}");
        }
    }

    #[test]
    fn the_limits_follow_the_rules() {
        let s = Duration::from_secs;
        assert_eq!(Lang::Native.limit(s(1)), s(1));
        assert_eq!(Lang::Java.limit(s(1)), s(3));
        assert_eq!(Lang::Kotlin.limit(s(2)), s(5));
        assert_eq!(Lang::Python.limit(s(1)), s(5));
        assert_eq!(Lang::Pypy.limit(s(2)), s(8));
    }
}
