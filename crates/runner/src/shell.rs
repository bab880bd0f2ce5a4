//! Command lines as `sh` reads them, through the `shlex` crate (POSIX
//! quoting: `'…'`, `"…"`, backslashes, `#` comments): the one reader of
//! command lines in the workspace. The runner asks [`plain_words`] whether
//! a line may be `exec`ed; `sudoku-lab stress` asks it whether a replay
//! needs `sh -c`, reads a command's words with [`words`] to guess its
//! language, and quotes with [`quote`]; `cargo xtask` joins its argument
//! lists with [`join`].

use std::borrow::Cow;

/// The words of `line` when it is one simple command of plain words
/// (`python3 my.py`, `java -Xss64m Main`, `./a.out`): words separated by
/// spaces or tabs, none of which `sh` would read as anything but itself,
/// so none that [`quote`] would quote (no quote, backslash, `#`, `$`,
/// `;`, `&`, `|`, `<`, `>`, `(`, glob or brace character, control
/// character or non-ASCII space; `=` only after the first word). A letter
/// or digit outside ASCII is plain: `sh` reads those bytes as part of a
/// word, so `python3 문제.py` is run and replayed as it is written. `None`
/// for any other line: one that needs the shell (`cd d && ./a.out`, `a;
/// b`, `X=1 a`, `python3 x.py # c`) or that is only conservatively refused
/// (`python3 'my file.py'`).
pub fn plain_words(line: &str) -> Option<Vec<&str>> {
    let words: Vec<&str> = line.split([' ', '\t']).filter(|w| !w.is_empty()).collect();
    let plain = |(i, w): (usize, &&str)| {
        // `=` makes an assignment only of a command's first word; `,` and
        // `%` mean nothing to `sh` (shlex quotes them to be safe): an
        // argument may hold them (`prlimit --as=1073741824 ./a.out`).
        let w = if i > 0 {
            w.replace(['=', ',', '%'], "")
        } else {
            w.to_string()
        };
        // shlex quotes every byte outside ASCII to be safe.
        let w: String = w.chars().filter(|c| c.is_ascii() || !c.is_alphanumeric()).collect();
        w.is_empty() || matches!(shlex::try_quote(&w), Ok(Cow::Borrowed(_)))
    };
    words.iter().enumerate().all(plain).then_some(words)
}

/// The words `sh` would read in `line`, quotes and backslashes taken off
/// and a `#` comment dropped, up to the end or to an unfinished quote
/// (the words before it are kept). Operators are not split off: `cd d
/// && a` is `cd`, `d`, `&&`, `a`; `a;b` is one word.
pub fn words(line: &str) -> Vec<String> {
    shlex::Shlex::new(line).collect()
}

/// `word` as one `sh` word: as it is when nothing in it needs quoting
/// (`my.py`, `stress-failures/2580-seed1/input.txt`), else quoted
/// (`'my runs/input.txt'`, `''` for the empty word).
pub fn quote(word: &str) -> Cow<'_, str> {
    // allow_nul: a NUL byte is shown as it is rather than refused.
    shlex::Quoter::new()
        .allow_nul(true)
        .quote(word)
        .expect("with NULs allowed, quoting cannot fail")
}

/// `words` as one `sh` command line, each [`quote`]d, separated by spaces.
pub fn join<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    words.into_iter().map(quote).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_words_are_plain() {
        assert_eq!(plain_words("python3 my.py"), Some(vec!["python3", "my.py"]));
        assert_eq!(
            plain_words("  java\t-Xss64m  Main "),
            Some(vec!["java", "-Xss64m", "Main"])
        );
        assert_eq!(plain_words(""), Some(vec![]));
        assert_eq!(plain_words("python3 문제.py"), Some(vec!["python3", "문제.py"]));
        assert_eq!(plain_words("./풀이_2580 -x"), Some(vec!["./풀이_2580", "-x"]));
        assert_eq!(
            plain_words("prlimit --as=1073741824 ./hog a,b 50%"),
            Some(vec!["prlimit", "--as=1073741824", "./hog", "a,b", "50%"])
        );
        for needs_the_shell in [
            "cd x && python3 a.py",
            "a | b",
            "a; b",
            "a;b",
            "a > f",
            "python3 x.py # c",
            "$X",
            "X=1 python3 a.py",
            "! a",
            "python3 'my file.py'",
            "python3 my\\ file.py",
            "a\nb",
            "echo *",
            "python3\u{a0}x.py",
            "python3 문제\u{3000}1.py",
        ] {
            assert_eq!(plain_words(needs_the_shell), None, "{needs_the_shell:?}");
        }
    }

    #[test]
    fn words_are_read_as_sh_reads_them() {
        assert_eq!(words("python3 'my file.py'"), ["python3", "my file.py"]);
        assert_eq!(
            words(r#"sh -c "cd d && exec python3 x.py""#),
            ["sh", "-c", "cd d && exec python3 x.py"]
        );
        assert_eq!(words(r"python3 my\ file.py # a comment"), ["python3", "my file.py"]);
        assert_eq!(words(r#"echo "a\"b" 'c\d'"#), ["echo", "a\"b", r"c\d"]);
        assert_eq!(words("cd d && a"), ["cd", "d", "&&", "a"]);
        // An unfinished quote: the words before it.
        assert_eq!(words("python3 'x.py"), ["python3"]);
    }

    #[test]
    fn a_quoted_word_reads_back_as_itself() {
        assert_eq!(quote("my.py"), "my.py");
        assert_eq!(quote("my runs/input.txt"), "'my runs/input.txt'");
        assert_eq!(quote(""), "''");
        for word in ["it's", "echo '$X'", "a\"b", "문제 1.py", "a\\b", "tab\there", "x\ny"] {
            assert_eq!(words(&quote(word)), [word], "{word:?}");
        }
        assert_eq!(join(["python3", "my file.py"]), "python3 'my file.py'");
        assert_eq!(words(&join(["a b", "c'd", "$e"])), ["a b", "c'd", "$e"]);
    }
}
