//! The language of a learner's command, for its time limit: Baekjoon's
//! per-language rule is a fact about the problems and lives in the
//! library ([`sudoku_lab::problem::Language`], with its source); this
//! module holds only what the command line adds: `--lang` ([`Lang`], the
//! clap glue) and the guess from `--cmd` ([`guess`]). `--time-limit`
//! overrides both.

use clap::ValueEnum;
use clap::builder::PossibleValue;
use sudoku_lab::problem::Language;
use sudoku_lab_runner::shell;

/// `--lang`: a [`Language`] on the command line (`native`, `java`,
/// `kotlin`, `python`, `pypy`, with the aliases `c`, `cpp`, `c++`, `rust`,
/// `python3`, `pypy3`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Lang(pub Language);

/// The values `--lang` accepts, in [`Language::ALL`]'s order.
const LANGS: [Lang; 5] = [
    Lang(Language::Native),
    Lang(Language::Java),
    Lang(Language::Kotlin),
    Lang(Language::Python),
    Lang(Language::Pypy),
];

impl ValueEnum for Lang {
    fn value_variants<'a>() -> &'a [Self] {
        &LANGS
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let value = PossibleValue::new(self.0.key());
        let rule = time_rule(self.0);
        Some(match self.0 {
            Language::Native => value.aliases(["c", "cpp", "c++", "rust"]).help(format!(
                "C, C++, Rust or any native binary: {rule} (aliases c, cpp, c++, rust)"
            )),
            Language::Java => value.help(format!("Java: {rule}")),
            Language::Kotlin => value.help(format!("Kotlin (JVM): {rule}")),
            Language::Python => value.alias("python3").help(format!("Python 3: {rule}")),
            Language::Pypy => value.alias("pypy3").help(format!("PyPy3: {rule}")),
        })
    }
}

/// A language's time limit as the help says it, from the library's
/// [`Language::rule`]: `the limit`, `the limit x 2 + 1 s`.
pub(crate) fn time_rule(language: Language) -> String {
    match language.rule() {
        (1, 0) => "the limit".to_string(),
        (factor, extra) => format!("the limit x {factor} + {extra} s"),
    }
}

/// What [`guess`] found: the language and the word of the command it was
/// told by (`python3`, `x.jar`), or `None` when nothing told (native).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Guess {
    /// The language guessed.
    pub(crate) language: Language,
    /// The word it was guessed from; `None` for a native program.
    pub(crate) word: Option<String>,
}

/// The language of a shell command, from the program it finally runs:
/// `python3 x.py`, `pypy3 x.py`, `java -cp out Main`, `kotlin MainKt`,
/// `java -jar x.jar`, `./x.py`; on Windows also `py x.py` (the Python
/// launcher), `python x.py`, `C:\Python312\python.exe x.py`, `java.exe
/// Main`; anything else (`./a.out`, `./main`, `sol.exe`) is
/// [`Language::Native`].
///
/// Seen through: `VAR=value` assignments; the wrappers `env` (also
/// `/usr/bin/env`, `env -i`, `env -u NAME`), `exec`, `command`, `builtin`,
/// `nohup`, `setsid`, `timeout [options] DURATION`, `nice [-n N]`, `time
/// [-p]`, `stdbuf -oL`, `taskset [-c] MASK`, `ionice [-c N] [-n N]`;
/// redirections (`2>/dev/null`); `sh -c '…'` and `bash -c '…'` (the quoted
/// command is guessed in turn); grouping and compound commands (`{
/// python3 x.py; }`, `( … )`, `if …; then …; fi`, `! …`); and lists (`cd
/// DIR && python3 x.py`, `;`, `||`, `|`): the last command that is not a
/// shell builtin such as `cd`, `export`, `ulimit` or `exit`, or a closing
/// word (`}`, `fi`, `done`), decides.
///
/// On Windows the command is `cmd`'s: a backslash is a path separator,
/// not an escape, names are matched without their case and without
/// `.exe`, and `cmd /c "…"` is seen through like `sh -c`.
pub(crate) fn guess(command: &str) -> Guess {
    guess_for(command, cfg!(windows))
}

/// [`guess`] for `cmd`'s command lines (`windows`) or `sh`'s.
fn guess_for(command: &str, windows: bool) -> Guess {
    guess_depth(command, windows, 0)
}

fn guess_depth(command: &str, windows: bool, depth: usize) -> Guess {
    let native = Guess {
        language: Language::Native,
        word: None,
    };
    let Some(words) = split(command, windows)
        .into_iter()
        .map(|segment| program_words(&segment))
        .rfind(|w| w.first().is_some_and(|p| !is_builtin(p)))
    else {
        return native;
    };
    let program = if windows {
        let name = basename(&words[0]).to_ascii_lowercase();
        name.strip_suffix(".exe").map(str::to_string).unwrap_or(name)
    } else {
        basename(&words[0]).to_string()
    };
    let program = program.as_str();
    if matches!(program, "sh" | "bash" | "dash" | "zsh" | "cmd")
        && depth < 4
        && let Some(i) = words
            .iter()
            .position(|w| w == "-c" || (program == "cmd" && w.eq_ignore_ascii_case("/c")))
        && let Some(inner) = words.get(i + 1)
    {
        return guess_depth(inner, windows, depth + 1);
    }
    let language = if versioned(program, "pypy") {
        Language::Pypy
    } else if versioned(program, "python") || program == "py" || program.ends_with(".py") {
        Language::Python
    } else if versioned(program, "kotlin") || program.ends_with(".kts") {
        Language::Kotlin
    } else if program == "java" || program.ends_with(".jar") || words.iter().any(|w| w.ends_with(".jar")) {
        Language::Java
    } else {
        return native;
    };
    Guess {
        language,
        word: Some(program.to_string()),
    }
}

/// `program` is `name` or `name` with a version (`python3`, `python3.12`,
/// `pypy3`), not merely a name that starts with it (`python3ish`, a native
/// binary).
fn versioned(program: &str, name: &str) -> bool {
    program
        .strip_prefix(name)
        .is_some_and(|v| v.chars().all(|c| c.is_ascii_digit() || c == '.'))
}

fn basename(word: &str) -> &str {
    word.rsplit(['/', '\\']).next().unwrap_or(word)
}

/// Shell builtins that run nothing themselves, and the reserved words
/// that close a compound command (`}`, `fi`, `done`, `esac`): a list's
/// command that starts with one is not the solution.
fn is_builtin(word: &str) -> bool {
    matches!(
        word,
        "cd" | "export"
            | "ulimit"
            | "set"
            | "unset"
            | "umask"
            | ":"
            | "true"
            | "source"
            | "."
            | "echo"
            | "alias"
            | "exit"
            | "break"
            | "continue"
            | "return"
            | "wait"
            | "trap"
            | "}"
            | "fi"
            | "done"
            | "esac"
    )
}

/// The reserved words that may open a command of a compound one (`{
/// python3 x.py; }`, `if …; then python3 x.py; fi`, `! python3 x.py`):
/// the command after them is the one run.
fn is_opening_word(word: &str) -> bool {
    matches!(
        word,
        "{" | "!" | "then" | "do" | "else" | "if" | "elif" | "while" | "until"
    )
}

/// The words of one simple command from its program on: assignments,
/// redirections and wrappers (with their options) removed.
fn program_words(segment: &[String]) -> Vec<String> {
    let mut words: Vec<&str> = segment
        .iter()
        .map(String::as_str)
        .filter(|w| !is_redirection(w))
        .collect();
    loop {
        while words.first().is_some_and(|w| is_assignment(w) || is_opening_word(w)) {
            words.remove(0);
        }
        let Some(&first) = words.first() else { break };
        // Options of the wrapper that take a value as the next word.
        let (with_value, takes_operand): (&[&str], bool) = match basename(first) {
            "exec" | "command" | "builtin" | "nohup" | "setsid" => (&["-a"], false),
            "env" => (&["-u", "-C", "-S", "--unset", "--chdir", "--split-string"], false),
            "timeout" => (&["-s", "-k", "--signal", "--kill-after"], true),
            "nice" => (&["-n", "--adjustment"], false),
            "time" => (&["-f", "-o", "--format", "--output"], false),
            "stdbuf" => (&["-i", "-o", "-e"], false),
            // `taskset [-c] MASK COMMAND`, `ionice [-c N] [-n N] COMMAND`.
            "taskset" => (&[], true),
            "ionice" => (&["-c", "-n", "--class", "--classdata"], false),
            _ => break,
        };
        words.remove(0);
        while let Some(&w) = words.first() {
            if w == "--" {
                words.remove(0);
                break;
            }
            if !w.starts_with('-') || (w == "-" && basename(first) != "env") {
                break;
            }
            words.remove(0);
            if with_value.contains(&w) && !words.is_empty() {
                words.remove(0);
            }
        }
        if takes_operand && !words.is_empty() {
            words.remove(0); // timeout's DURATION
        }
    }
    words.into_iter().map(str::to_string).collect()
}

/// `NAME=value`: a variable assignment before a command.
fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(name, _)| {
        !name.is_empty()
            && !name.starts_with(|c: char| c.is_ascii_digit())
            && name.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
    })
}

/// `<in`, `>out`, `2>/dev/null`, `2>&1`, `&>log`: a redirection written in
/// one word.
fn is_redirection(word: &str) -> bool {
    let rest = word.trim_start_matches(|c: char| c.is_ascii_digit());
    rest.starts_with('<') || rest.starts_with('>') || word.starts_with("&>")
}

/// The simple commands of a shell command line, each as its words: read
/// by [`shell::words`] (quotes, backslashes and comments as `sh` reads
/// them; for `cmd`, `windows`, a backslash stays, it separates a path, and
/// only `"…"` quotes), then cut at newlines and at `&&`, `||`, `;`, `|`,
/// `&`, `(` and `)` (in a word or between words; a quoted one too).
/// Enough to guess from, not a shell.
fn split(command: &str, windows: bool) -> Vec<Vec<String>> {
    let mut segments = vec![Vec::new()];
    for line in command.lines() {
        let words = if windows {
            // cmd's quoting in POSIX terms: `\` and `'` are themselves.
            shell::words(&line.replace('\\', r"\\").replace('\'', r"\'"))
        } else {
            shell::words(line)
        };
        for word in words {
            // A redirection, or one quoted argument such as `sh -c`'s.
            if is_redirection(&word) || word.contains(char::is_whitespace) {
                segments.last_mut().expect("one segment").push(word);
                continue;
            }
            for (i, part) in word.split([';', '&', '|', '(', ')']).enumerate() {
                if i > 0 {
                    segments.push(Vec::new());
                }
                if !part.is_empty() {
                    segments.last_mut().expect("one segment").push(part.to_string());
                }
            }
        }
        segments.push(Vec::new());
    }
    segments.retain(|s| !s.is_empty());
    segments
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_guessed_from_the_command() {
        let table = [
            ("python3 x.py", Language::Python),
            ("python x.py", Language::Python),
            ("/usr/bin/python3.12 -u sol.py", Language::Python),
            ("./sol.py", Language::Python),
            ("PYTHONHASHSEED=0 python3 x.py", Language::Python),
            ("pypy3 x.py", Language::Pypy),
            ("exec pypy x.py", Language::Pypy),
            ("java -cp out Main", Language::Java),
            ("java Main", Language::Java),
            ("java -jar build/sol.jar", Language::Java),
            ("./sol.jar", Language::Java),
            ("kotlin MainKt", Language::Kotlin),
            ("kotlin -cp sol.jar MainKt", Language::Kotlin),
            ("./a.out", Language::Native),
            ("target/release/sol", Language::Native),
            ("", Language::Native),
            ("cd build && ./main", Language::Native),
            ("sh -c './a.out'", Language::Native),
            ("timeout 10 ./a.out 2>/dev/null", Language::Native),
            // Issue 34: a name is not a prefix.
            ("./python3ish", Language::Native),
            ("pythonista x", Language::Native),
            ("kotlinish", Language::Native),
        ];
        for (command, language) in table {
            assert_eq!(guess(command).language, language, "{command}");
        }
    }

    #[test]
    fn the_wrappers_people_write_are_seen_through() {
        for command in [
            "env python3 x.py",
            "env -i python3 x.py",
            "env -i PATH=/usr/bin python3 x.py",
            "/usr/bin/env python3 x.py",
            "env -u HOME python3 x.py",
            "exec python3 x.py",
            "command python3 x.py",
            "command -p python3 x.py",
            "timeout 10 python3 x.py",
            "timeout -s KILL 10s python3 x.py",
            "timeout --signal=KILL 10 python3 x.py",
            "nice python3 x.py",
            "nice -n 5 python3 x.py",
            "nice -5 python3 x.py",
            "time python3 x.py",
            "time -p python3 x.py",
            "nohup python3 x.py",
            "stdbuf -oL python3 x.py",
            "cd d && python3 x.py",
            "cd 'my dir' && python3 x.py",
            "cd d; python3 x.py",
            "ulimit -s unlimited; python3 x.py",
            "sh -c 'python3 x.py'",
            "bash -c \"cd d && exec python3 x.py\"",
            "/bin/sh -c 'env -i timeout 5 nice time -p python3 x.py'",
            "python3 x.py 2>/dev/null",
            "python3 x.py 2>&1",
            "LC_ALL=C exec env python3 x.py",
            "taskset 1 python3 x.py",
            "taskset -c 0 python3 x.py",
            "ionice -c 3 python3 x.py",
            "ionice -c2 -n7 nice python3 x.py",
            // Quoting as sh reads it (shell::words).
            "cd 'a;b' && python3 x.py",
            "cd d&& python3 x.py",
            "cd d;python3 x.py",
            "(cd d; python3 x.py)",
            "cd d\npython3 x.py",
            "\"/opt/my env/bin/python3\" 'my dir/x.py'",
            "python3 my\\ x.py # a comment; not a command",
            "sh -c \"python3 'x y.py'\"",
            // Issue 53, N20: grouping and compound commands.
            "{ python3 x.py; }",
            "{ exec python3 x.py; } 2>/dev/null",
            "{ cd d && python3 x.py; }",
            "sh -c '{ python3 x.py; }'",
            "if true; then python3 x.py; fi",
            "while true; do python3 x.py; break; done",
            "! python3 x.py",
            "python3 x.py; exit",
            "setsid python3 x.py",
        ] {
            let g = guess(command);
            assert_eq!(g.language, Language::Python, "{command}");
            assert_eq!(g.word.as_deref(), Some("python3"), "{command}");
        }
        assert_eq!(guess("timeout 5 java -cp out Main").language, Language::Java);
        assert_eq!(guess("env kotlin MainKt").word.as_deref(), Some("kotlin"));
    }

    #[test]
    fn windows_command_lines_are_read_as_cmd_reads_them() {
        let table = [
            ("python sol.py", Language::Python),
            ("py sol.py", Language::Python),
            ("py -3 sol.py", Language::Python),
            ("python3 sol.py", Language::Python),
            ("Python.exe sol.py", Language::Python),
            (r"C:\Python312\python.exe sol.py", Language::Python),
            (r#""C:\Program Files\Python312\python.exe" sol.py"#, Language::Python),
            ("pypy3 sol.py", Language::Pypy),
            ("pypy3.exe sol.py", Language::Pypy),
            ("java Main", Language::Java),
            (r"C:\jdk\bin\java.exe -cp out Main", Language::Java),
            ("java -jar sol.jar", Language::Java),
            (r"cd /d C:\work && python sol.py", Language::Python),
            (r#"cmd /c "python sol.py""#, Language::Python),
            ("sol.exe", Language::Native),
            (r".\sol.exe", Language::Native),
            (r"build\a.exe", Language::Native),
        ];
        for (command, language) in table {
            assert_eq!(guess_for(command, true).language, language, "{command}");
        }
        assert_eq!(guess_for("py sol.py", true).word.as_deref(), Some("py"));
        assert_eq!(guess_for("py sol.py", false).language, Language::Python);
        assert_eq!(guess_for("java.exe Main", true).word.as_deref(), Some("java"));
    }

    #[test]
    fn every_language_has_a_value_and_kotlin_is_kotlin() {
        for (lang, language) in LANGS.iter().zip(Language::ALL) {
            assert_eq!(lang.0, language);
            assert!(lang.to_possible_value().is_some());
        }
        assert_eq!(Lang::from_str("kotlin", false).unwrap().0.name(), "Kotlin");
        assert_eq!(Lang::from_str("python3", false).unwrap().0, Language::Python);
        assert_eq!(Lang::from_str("c++", false).unwrap().0, Language::Native);
    }
}
