//! The CLI's help texts (`book/src/cli/*.txt`) and the command transcripts
//! (`book/src/runs/*`): what the real `sudoku-lab` binary prints, compared
//! byte for byte with the committed file or rewritten ([`Generated`]).
//! No snapshot crate (`snapbox`, `trycmd`): those put `[..]` in the
//! committed file where a value varies and panic on mismatch; a book
//! transcript holds the real times `stress` printed, its command line,
//! stdout, stderr and status, and a stale one is one problem among others.

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use regex::{Captures, Regex};

use crate::workspace::{BOOK_SRC, Generated};

/// The transcripts `book/src/runs/NAME.txt`: the name and the command line
/// after `sudoku-lab` (an argument with spaces in `'…'`). A `stress` run's
/// check ignores its durations ([`mask`]); blessing writes it whole.
#[rustfmt::skip]
const RUNS: &[(&str, &str)] = &[
    ("generate-small", "generate --seed 11 --unique --blanks 22..30 --format boj2580"),
    ("trace-small", "trace bitmask book/src/puzzles/small.txt"),
    ("trace-shrunk", "trace check-arrays book/src/puzzles/shrunk.txt"),
    ("judge-ac", "judge --problem 2580 book/src/puzzles/small.txt book/src/runs/small.hole-array.out"),
    ("judge-wa", "judge --problem 2580 book/src/puzzles/small.txt book/src/runs/small.wrong.out"),
    ("judge-pe", "judge --problem 2239 testdata/originals/sample2239.2239.txt testdata/originals/sample2239.hole-array.out"),
    ("judge-joined", "judge --problem 2580 book/src/puzzles/small.txt book/src/runs/small.2239.out"),
    ("judge-exact", "judge --problem 2580 --whitespace exact book/src/puzzles/small.txt book/src/runs/small.full-scan.out"),
    ("judge-fail", "judge --problem 2580 testdata/originals/conflict.2580.txt testdata/originals/conflict.hole-array.out"),
    ("judge-2239-ac", "judge --problem 2239 testdata/originals/sample2239.2239.txt testdata/originals/sample2239.bitmask.out"),
    ("judge-2239-wa", "judge --problem 2239 testdata/originals/multi.2239.txt testdata/originals/sample2239.bitmask.out"),
    ("validate-small", "validate --problem 2580 book/src/puzzles/small.txt"),
    ("validate-multi", "validate --problem 2580 testdata/originals/multi.2580.txt"),
    ("validate-wikipedia", "validate --problem 2580 book/src/puzzles/wikipedia.2580.txt"),
    ("validate-wikipedia-mirrored", "validate --problem 2580 book/src/puzzles/wikipedia-mirrored.2580.txt"),
    ("trace-regression", "trace full-scan fuzz/regressions/programs/no-digit-left-for-r1c9"),
    ("trace-wikipedia-budget", "trace hole-array --max-placements 12 book/src/puzzles/wikipedia.2580.txt"),
    ("stress-buggy", "stress --problem 2580 --cmd 'python3 book/src/programs/buggy.py' --count 100 --seed 1 --jobs 1 --save target/book-stress"),
    ("stress-fixed", "stress --problem 2580 --cmd 'pypy3 book/src/programs/fixed.py' --count 50 --seed 1 --jobs 1 --save target/book-stress"),
    // The chapter "Common mistakes": each program of book/src/programs/mistakes/
    // on inputs that are quick in CPython (the default kind's test 10 is a
    // near-cap test: a whole CPython time limit), so few tests or --kind unique.
    ("mistake-no-undo", "stress --problem 2580 --cmd 'python3 book/src/programs/mistakes/no_undo.py' --kind unique --count 20 --seed 1 --jobs 1 --save target/book-stress"),
    ("mistake-print-all", "stress --problem 2580 --cmd 'python3 book/src/programs/mistakes/print_all.py' --count 9 --seed 1 --jobs 1 --save target/book-stress"),
    ("mistake-no-exit", "stress --problem 2580 --cmd 'python3 book/src/programs/mistakes/no_exit.py' --count 9 --seed 1 --jobs 1 --save target/book-stress"),
    ("mistake-no-blank", "stress --problem 2580 --cmd 'python3 book/src/programs/mistakes/no_blank.py' --kind edge --count 5 --seed 1 --jobs 1 --save target/book-stress"),
    ("mistake-equals", "stress --problem 2580 --cmd 'python3 book/src/programs/mistakes/equals.py' --kind unique --count 20 --seed 1 --jobs 1 --save target/book-stress"),
    ("mistake-one-number", "stress --problem 2239 --cmd 'python3 book/src/programs/mistakes/one_number.py' --count 9 --seed 1 --jobs 1 --save target/book-stress"),
    ("mistake-index9", "stress --problem 2580 --cmd 'java -cp target/book-mistakes/index9 Main' --count 9 --seed 1 --jobs 1 --save target/book-stress"),
    ("mistake-recursion", "stress --problem 2580 --cmd 'python3 book/src/programs/mistakes/recursion.py' --count 9 --seed 1 --jobs 1 --save target/book-stress"),
];

/// The Java programs of the chapter "Common mistakes", compiled before
/// [`RUNS`] runs them: the source and the class directory its `--cmd` names.
const JAVA: &[(&str, &str)] = &[(
    "book/src/programs/mistakes/index9/Main.java",
    "target/book-mistakes/index9",
)];

/// Files of `book/src/runs/` that hold a command's stdout on [`SMALL`].
const RAW: &[(&str, &str)] = &[
    ("small.hole-array.out", "run hole-array"),
    ("small.full-scan.out", "run full-scan"),
    ("small.2239.out", "solve --output-format boj2239 -"),
];

/// Chapter 2's small puzzle, the stdin of [`RAW`]'s commands.
const SMALL: &str = "book/src/puzzles/small.txt";

/// The arguments of a command line of [`RUNS`], as `sh` reads them
/// (`sudoku_lab_runner::shell::words`: `'…'` whole).
fn words(line: &str) -> Vec<String> {
    sudoku_lab_runner::shell::words(line)
}

fn strs(words: &[String]) -> Vec<&str> {
    words.iter().map(String::as_str).collect()
}

/// `text` with what differs from run to run masked: the number of every
/// duration and peak memory (`86.0 ms` and `1000 ms` both become `# ms`;
/// `12 MB`), and the test numbers and the 12095 `cnt` of a `slowest …` or
/// `peak memory: …` line (which test is the slowest or the largest depends
/// on timing too).
pub fn mask(text: &str) -> String {
    // A Python traceback's `~~~^^^` marks, which differ between versions.
    let carets = Regex::new(r"(?m)^ *[~^]+ *\n").expect("a regex");
    let text = carets.replace_all(text, "");
    // The Korean console's seconds are 초 (`5초`).
    let number = Regex::new(r"[0-9][0-9.]*( ?(?:(?:ms|µs|s|MB)\b|초))").expect("a regex");
    let line = Regex::new(r"(?m)^(?:slowest|peak memory|가장 느린|최대 메모리).*$").expect("a regex");
    // Which test is the slowest depends on timing, and so does its 12095 cnt.
    let test = Regex::new(r"(test|테스트|cnt) [0-9][0-9,]*").expect("a regex");
    let text = number.replace_all(&text, "#$1");
    let masked = line.replace_all(&text, |c: &Captures| test.replace_all(&c[0], "$1 #").into_owned());
    masked.into_owned()
}

/// The subcommands listed under `Commands:` in `sudoku-lab --help`, but `help`.
fn subcommands(top_level_help: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(top_level_help);
    let commands = text.lines().skip_while(|l| *l != "Commands:").skip(1);
    commands
        .take_while(|l| !l.trim().is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// The console's languages a transcript is written in: English in
/// `runs/NAME.txt`, and Korean in `runs/ko/NAME.txt` from a run under a
/// Korean locale (`LANG=ko_KR.UTF-8`, as a Korean learner's machine has
/// it), which the Korean edition includes instead ([`localize`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Console {
    English,
    Korean,
}

/// Where the Korean edition's transcripts live, under `book/src/`.
const KOREAN_RUNS: &str = "runs/ko";

/// `markdown` of a chapter of the edition in `language`, with each
/// `{{#include runs/NAME.txt}}` of a transcript that has a run in that
/// language (`book_src/runs/LANGUAGE/NAME.txt`) pointed at that run: the
/// Korean edition shows what the console prints under a Korean locale.
/// The gettext preprocessor calls it (xtask/src/i18n.rs), before `links`.
pub fn localize(markdown: &str, language: &str, book_src: &Path) -> String {
    let include = Regex::new(r"\{\{#include runs/([A-Za-z0-9_.-]+\.txt)\}\}").expect("a regex");
    include
        .replace_all(markdown, |c: &Captures| {
            let localized = format!("runs/{language}/{}", &c[1]);
            match book_src.join(&localized).is_file() {
                true => format!("{{{{#include {localized}}}}}"),
                false => c[0].to_string(),
            }
        })
        .into_owned()
}

/// Runs `bin` with `args` from `root`, stdin from the file `stdin` or
/// empty, at a fixed terminal width (clap wraps help at it), its console
/// in English or under a Korean locale ([`Console`]). A `stress` run is
/// made as a learner makes it, as an ordinary user ([`as_learner`]).
fn sudoku_lab(bin: &Path, root: &Path, args: &[&str], stdin: Option<&str>) -> Result<Output, String> {
    sudoku_lab_in(bin, root, args, stdin, Console::English)
}

/// [`sudoku_lab()`] with its console in `console`'s language.
fn sudoku_lab_in(
    bin: &Path,
    root: &Path,
    args: &[&str],
    stdin: Option<&str>,
    console: Console,
) -> Result<Output, String> {
    let stdin = match stdin {
        Some(file) => Stdio::from(fs::File::open(root.join(file)).map_err(|e| format!("{file}: {e}"))?),
        None => Stdio::null(),
    };
    let mut command = match args.first() {
        Some(&"stress") => as_learner(bin, root)?,
        _ => Command::new(bin),
    };
    match console {
        Console::English => command.env("SUDOKU_LAB_LANG", "en"),
        Console::Korean => command
            .env_remove("SUDOKU_LAB_LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "ko_KR.UTF-8"),
    };
    command
        .args(args)
        .current_dir(root)
        .env("COLUMNS", "100")
        .env_remove("NO_COLOR")
        .stdin(stdin)
        .output()
        .map_err(|e| format!("sudoku-lab {}: {e}", args.join(" ")))
}

/// The user id of this process (the owner of `/proc/self`), or `None`
/// where there is no procfs.
fn euid() -> Option<u32> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        fs::metadata("/proc/self").ok().map(|m| m.uid())
    }
    #[cfg(not(unix))]
    None
}

/// The user id and group id a root `stress` transcript runs as: `nobody`
/// and `nogroup` (65534 on Debian, Fedora and Alpine alike).
const LEARNER: u32 = 65534;

/// A command that runs `bin` as a learner runs it: as this user, or, when
/// this is root, as `nobody` (util-linux's `setpriv`), so that a book
/// transcript shows what a learner sees (`RLIMIT_NPROC`, not root's pids
/// cgroup). `stress` saves under `target/book-stress/`, which is made
/// writable for that user first.
fn as_learner(bin: &Path, root: &Path) -> Result<Command, String> {
    if euid() != Some(0) {
        return Ok(Command::new(bin));
    }
    let save = root.join("target/book-stress");
    fs::create_dir_all(&save).map_err(|e| format!("{}: {e}", save.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&save, fs::Permissions::from_mode(0o1777))
            .map_err(|e| format!("{}: {e}", save.display()))?;
    }
    let id = LEARNER.to_string();
    let setpriv = || {
        let mut command = Command::new("setpriv");
        command.args(["--reuid", &id, "--regid", &id, "--clear-groups", "--"]);
        command
    };
    let reaches = setpriv().arg("test").arg("-x").arg(bin).current_dir(root).status();
    if !reaches.is_ok_and(|s| s.success()) {
        return Err(format!(
            "as root, the book's stress transcripts run as nobody (uid {LEARNER}, util-linux's setpriv), \
             who cannot run {}: make the folders on its way enterable (chmod o+x), as .ci/run does",
            bin.display()
        ));
    }
    let mut command = setpriv();
    command.arg(bin);
    Ok(command)
}

/// README.md's transcript of a `stress` run: the lines between these two.
const README_BEGIN: &str = "<!-- generated: `cargo xtask book --bless` writes this transcript from book/src/runs/stress-buggy.txt -->\n```console\n";

/// The line after README.md's transcript.
const README_END: &str = "```\n<!-- end of the generated transcript -->\n";

/// README.md with its `stress` transcript set to `transcript` (without the
/// exit status line, which the console does not print).
fn readme(root: &Path, transcript: &[u8]) -> Result<Vec<u8>, String> {
    let text = fs::read_to_string(root.join("README.md")).map_err(|e| format!("README.md: {e}"))?;
    let transcript = String::from_utf8_lossy(transcript);
    let body: String = transcript
        .lines()
        .filter(|l| !l.starts_with("[exit status"))
        .map(|l| format!("{l}\n"))
        .collect();
    let new = crate::figures::between(&text, README_BEGIN, README_END, &body).map_err(|e| format!("README.md: {e}"))?;
    Ok(new.into_bytes())
}

/// Compares (or writes) every help text and transcript with what `bin`
/// prints now; problems that rewriting cannot fix go to `out` too.
pub fn generate(bin: &Path, root: &Path, out: &mut Generated) -> Result<(), String> {
    let src = root.join(BOOK_SRC);
    let failed = |o: &Output, shown: &str| {
        let code = o.status.code().unwrap_or(-1);
        (code != 0).then(|| format!("`sudoku-lab {shown}` exited with {code}"))
    };
    let subs = subcommands(&sudoku_lab(bin, root, &["--help"], None)?.stdout);
    if subs.len() < 2 {
        out.problems.push(format!(
            "`sudoku-lab --help` lists {} subcommands under `Commands:`",
            subs.len()
        ));
    }
    let helps = subs.iter().map(|s| (s.as_str(), vec![s.as_str(), "--help"]));
    for (name, args) in std::iter::once(("sudoku-lab", vec!["--help"])).chain(helps) {
        let help = sudoku_lab(bin, root, &args, None)?;
        out.problems.extend(failed(&help, &args.join(" ")));
        out.file(&src.join(format!("cli/{name}.txt")), &help.stdout)?;
    }
    // The outputs that the chapter "Judging like Baekjoon" judges are what
    // the CLI prints.
    for (file, line) in RAW {
        let output = sudoku_lab(bin, root, &strs(&words(line)), Some(SMALL))?;
        out.problems.extend(failed(&output, &format!("{line} < {SMALL}")));
        out.file(&src.join("runs").join(file), &output.stdout)?;
    }
    // The 2239 sample as a file to save from chapter 1 (`puzzles/sample.2239.txt`,
    // as `sample.2580.txt` is), and its answer as the CLI prints it.
    let sample = "testdata/originals/sample2239.2239.txt";
    let input = fs::read(root.join(sample)).map_err(|e| format!("{sample}: {e}"))?;
    out.file(&src.join("puzzles/sample.2239.txt"), &input)?;
    let answer = sudoku_lab(bin, root, &["solve", "--output-format", "boj2239", "-"], Some(sample))?;
    out.problems
        .extend(failed(&answer, &format!("solve --output-format boj2239 - < {sample}")));
    out.file(&src.join("runs/sample.2239.out"), &answer.stdout)?;
    compile_java(root)?;
    for console in [Console::English, Console::Korean] {
        runs(bin, root, console, out)?;
    }
    out.file(&src.join("runs/sample2580.programs.txt"), &programs_shown(bin, root)?)?;
    out.problems.extend(small_is_generated(&src));
    Ok(())
}

/// Compares (or writes) the transcripts of [`RUNS`] with what `bin` prints
/// now with its console in `console`'s language: `runs/NAME.txt`, or
/// `runs/ko/NAME.txt`; the English `stress-buggy` also into README.md.
fn runs(bin: &Path, root: &Path, console: Console, out: &mut Generated) -> Result<(), String> {
    let dir = root.join(BOOK_SRC).join(match console {
        Console::English => "runs",
        Console::Korean => KOREAN_RUNS,
    });
    // Each `stress` run saves in a folder of its own (`2580-seed1-2/` when
    // `2580-seed1/` is taken): start empty, so the paths the transcript
    // prints are the same at every run, in either language.
    let _ = fs::remove_dir_all(root.join("target/book-stress"));
    // A Python traceback names the program by its absolute path: the
    // transcript shows it from the workspace root, as `--cmd` does.
    let checkout = format!("{}/", root.display());
    for (name, line) in RUNS {
        // The command line, stdout, stderr, and the exit status when not 0.
        let output = sudoku_lab_in(bin, root, &strs(&words(line)), None, console)?;
        let mut new = format!("$ sudoku-lab {line}\n").into_bytes();
        let printed = [output.stdout, output.stderr].concat();
        new.extend(String::from_utf8_lossy(&printed).replace(&checkout, "").into_bytes());
        let code = output.status.code().unwrap_or(-1);
        if code != 0 {
            new.extend(format!("[exit status {code}]\n").as_bytes());
        }
        let path = dir.join(format!("{name}.txt"));
        let current = fs::read(&path).unwrap_or_default();
        let masked = |b: &[u8]| mask(&String::from_utf8_lossy(b));
        let same = line.starts_with("stress ") && masked(&current) == masked(&new);
        let kept = if same { current } else { new };
        out.file(&path, &kept)?;
        if *name == "stress-buggy" && console == Console::English {
            out.file(&root.join("README.md"), &readme(root, &kept)?)?;
        }
    }
    Ok(())
}

/// Compiles [`JAVA`] with `javac`, as a learner would.
fn compile_java(root: &Path) -> Result<(), String> {
    for (source, classes) in JAVA {
        let status = Command::new("javac")
            .args(["-encoding", "UTF-8", "-d", classes, source])
            .current_dir(root)
            .status()
            .map_err(|e| format!("javac (apt-get install -y openjdk-17-jdk-headless): {e}"))?;
        if !status.success() {
            return Err(format!("javac {source} failed ({status})"));
        }
    }
    Ok(())
}

/// What each post's program prints for the BOJ 2580 sample (`sudoku-lab
/// run`), whitespace made visible: `·` for a space, `⏎` at each line end.
fn programs_shown(bin: &Path, root: &Path) -> Result<Vec<u8>, String> {
    let mut text = String::new();
    for v in sudoku_lab::Variant::ALL {
        let input = format!("testdata/originals/sample2580.{}.txt", v.problem());
        let output = sudoku_lab(bin, root, &["run", v.name()], Some(&input))?;
        text.push_str(&format!("$ sudoku-lab run {v} < {input}\n"));
        for line in String::from_utf8_lossy(&output.stdout).split_inclusive('\n') {
            text.push_str(&line.replace(' ', "·").replace('\n', "⏎\n"));
        }
        text.push('\n');
    }
    Ok(text.into_bytes())
}

/// The small puzzle of chapter 2 (`puzzles/small.txt`) is what `generate`
/// prints in `runs/generate-small.txt`.
fn small_is_generated(src: &Path) -> Option<String> {
    let generated = fs::read_to_string(src.join("runs/generate-small.txt")).unwrap_or_default();
    let small = fs::read_to_string(src.join("puzzles/small.txt")).unwrap_or_default();
    let printed = generated.split_once('\n').map_or("", |(_, rest)| rest);
    (printed != small).then(|| {
        "book/src/puzzles/small.txt differs from the puzzle in book/src/runs/generate-small.txt \
         (update small.txt by hand, then rerun `cargo xtask figures`)"
            .to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::{mask, words};

    #[test]
    fn durations_are_masked_and_nothing_else() {
        assert_eq!(
            mask("WA 1 86.0 ms; limit 1000 ms, 2 s, 3 µs, 12 MB; 49 blanks, 25 runs; 0.5s; 3 sets"),
            "WA 1 # ms; limit # ms, # s, # µs, # MB; 49 blanks, 25 runs; #s; 3 sets"
        );
        assert_eq!(
            mask("    step(k)\n    ^^^^^^^\n    x = a[i]\n        ~^^^\n  [Previous line repeated 2 times]\n"),
            "    step(k)\n    x = a[i]\n  [Previous line repeated 2 times]\n"
        );
        assert_eq!(
            mask("a test 5\nslowest AC: test 27 (12095 cnt 9,780,806), CPU\npeak memory: 3 MB (test 4)\n"),
            "a test 5\nslowest AC: test # (12095 cnt #), CPU\npeak memory: # MB (test #)\n"
        );
        // The Korean console's.
        assert_eq!(
            mask("테스트 5, 제한 5초\n가장 느린 맞았습니다!!: 테스트 27 (12095 cnt 9,780,806), CPU 0.76 s\n"),
            "테스트 5, 제한 #초\n가장 느린 맞았습니다!!: 테스트 # (12095 cnt #), CPU # s\n"
        );
    }

    #[test]
    fn the_korean_edition_includes_a_korean_run_where_there_is_one() {
        let src = std::env::temp_dir().join(format!("transcripts-localize-{}", std::process::id()));
        std::fs::create_dir_all(src.join("runs/ko")).unwrap();
        std::fs::write(src.join("runs/ko/a.txt"), "한국어").unwrap();
        let text = "```text\n{{#include runs/a.txt}}\n```\n{{#include runs/b.txt}}\n{{#include figures/a.txt}}";
        let want = "```text\n{{#include runs/ko/a.txt}}\n```\n{{#include runs/b.txt}}\n{{#include figures/a.txt}}";
        assert_eq!(super::localize(text, "ko", &src), want);
        assert_eq!(super::localize(text, "fr", &src), text);
        let _ = std::fs::remove_dir_all(&src);
    }

    #[test]
    fn a_quoted_argument_is_one() {
        assert_eq!(
            words("stress --cmd 'python3 a.py' -n 1"),
            ["stress", "--cmd", "python3 a.py", "-n", "1"]
        );
    }
}
