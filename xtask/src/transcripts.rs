//! The CLI's help texts (`book/src/cli/*.txt`) and the command transcripts
//! (`book/src/runs/*`): each is what the real `sudoku-lab` binary prints,
//! run from the workspace root with a fixed terminal width.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::workspace::{BOOK_SRC, Generated};

/// One command the book shows with its output: arguments after
/// `sudoku-lab`, run from the workspace root, and an optional stdin file.
struct Run {
    name: &'static str,
    args: &'static [&'static str],
    stdin: Option<&'static str>,
}

/// A [`Run`] without stdin.
const fn run(name: &'static str, args: &'static [&'static str]) -> Run {
    Run {
        name,
        args,
        stdin: None,
    }
}

/// The transcripts of `book/src/runs/NAME.txt`.
const RUNS: &[Run] = &[
    run(
        "generate-small",
        &[
            "generate", "--seed", "11", "--unique", "--blanks", "22..30", "--format", "boj2580",
        ],
    ),
    run("trace-small", &["trace", "bitmask", "book/src/puzzles/small.txt"]),
    run(
        "trace-shrunk",
        &["trace", "check-arrays", "book/src/puzzles/shrunk.txt"],
    ),
    run(
        "judge-ac",
        &[
            "judge",
            "--problem",
            "2580",
            "book/src/puzzles/small.txt",
            "book/src/runs/small.hole-array.out",
        ],
    ),
    run(
        "judge-wa",
        &[
            "judge",
            "--problem",
            "2580",
            "book/src/puzzles/small.txt",
            "book/src/runs/small.wrong.out",
        ],
    ),
    run(
        "judge-pe",
        &[
            "judge",
            "--problem",
            "2580",
            "book/src/puzzles/small.txt",
            "book/src/runs/small.2239.out",
        ],
    ),
    run(
        "judge-exact",
        &[
            "judge",
            "--problem",
            "2580",
            "--whitespace",
            "exact",
            "book/src/puzzles/small.txt",
            "book/src/runs/small.full-scan.out",
        ],
    ),
    run(
        "judge-fail",
        &[
            "judge",
            "--problem",
            "2580",
            "testdata/originals/conflict.2580.txt",
            "testdata/originals/conflict.hole-array.out",
        ],
    ),
    run(
        "judge-2239-ac",
        &[
            "judge",
            "--problem",
            "2239",
            "testdata/originals/sample2239.2239.txt",
            "testdata/originals/sample2239.bitmask.out",
        ],
    ),
    run(
        "judge-2239-wa",
        &[
            "judge",
            "--problem",
            "2239",
            "testdata/originals/multi.2239.txt",
            "testdata/originals/sample2239.bitmask.out",
        ],
    ),
    run(
        "validate-small",
        &["validate", "--problem", "2580", "book/src/puzzles/small.txt"],
    ),
    run(
        "validate-multi",
        &["validate", "--problem", "2580", "testdata/originals/multi.2580.txt"],
    ),
    run(
        "validate-wikipedia",
        &["validate", "--problem", "2580", "book/src/puzzles/wikipedia.2580.txt"],
    ),
    run(
        "validate-wikipedia-mirrored",
        &[
            "validate",
            "--problem",
            "2580",
            "book/src/puzzles/wikipedia-mirrored.2580.txt",
        ],
    ),
    run(
        "trace-regression",
        &["trace", "full-scan", "fuzz/regressions/programs/no-digit-left-for-r1c9"],
    ),
    run(
        "trace-wikipedia-budget",
        &[
            "trace",
            "hole-array",
            "--max-placements",
            "12",
            "book/src/puzzles/wikipedia.2580.txt",
        ],
    ),
];

/// Transcripts whose output holds durations (`stress`): their freshness
/// check ignores the numbers before `ms`, `s` and `µs`, which differ from
/// run to run; blessing writes the new run whole.
const TIMED: &[Run] = &[
    run(
        "stress-buggy",
        &[
            "stress",
            "--problem",
            "2580",
            "--cmd",
            "python3 book/src/programs/buggy.py",
            "--count",
            "100",
            "--seed",
            "1",
            "--jobs",
            "1",
            "--save",
            "target/book-stress",
        ],
    ),
    run(
        "stress-fixed",
        &[
            "stress",
            "--problem",
            "2580",
            "--cmd",
            "python3 book/src/programs/fixed.py",
            "--count",
            "50",
            "--seed",
            "1",
            "--jobs",
            "1",
            "--save",
            "target/book-stress",
        ],
    ),
];

/// `text` with every duration's number replaced by `#`: `86.0 ms` and
/// `1000 ms` both become `# ms`.
pub fn mask_durations(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        let len = tail
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(tail.len());
        let after = &tail[len..];
        let unit = after.strip_prefix(' ').unwrap_or(after);
        let is_unit = |u: &str| {
            unit.strip_prefix(u)
                .is_some_and(|r| !r.starts_with(|c: char| c.is_alphanumeric()))
        };
        // `MB`: a run's peak memory differs from run to run too.
        if ["ms", "s", "µs", "MB"].into_iter().any(is_unit) {
            out.push('#');
        } else {
            out.push_str(&tail[..len]);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// `text` with the test numbers of a `slowest …` or `peak memory: …` line
/// masked: which test is the slowest or the largest depends on timing too.
pub fn mask_slowest(text: &str) -> String {
    text.lines()
        .map(|line| {
            if !(line.starts_with("slowest") || line.starts_with("peak memory")) {
                return line.to_string();
            }
            let mut out = String::new();
            let mut rest = line;
            while let Some(at) = rest.find("test ") {
                let digits = rest[at + 5..].chars().take_while(char::is_ascii_digit).count();
                out.push_str(&rest[..at]);
                out.push_str(if digits > 0 { "test #" } else { "test " });
                rest = &rest[at + 5 + digits..];
            }
            out.push_str(rest);
            out
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Files of `book/src/runs/` that hold a command's bare stdout: the file,
/// the arguments, and the stdin file.
const RAW: &[(&str, &[&str], &str)] = &[
    (
        "runs/small.hole-array.out",
        &["run", "hole-array"],
        "book/src/puzzles/small.txt",
    ),
    (
        "runs/small.full-scan.out",
        &["run", "full-scan"],
        "book/src/puzzles/small.txt",
    ),
    (
        "runs/small.2239.out",
        &["solve", "--output-format", "boj2239", "-"],
        "book/src/puzzles/small.txt",
    ),
];

/// The subcommands whose `--help` the appendix shows: every one that
/// clap's own command tree lists under `Commands:` in the top-level help
/// (`sudoku-lab --help`), but clap's `help`.
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

/// Builds the `sudoku-lab` binary (`cargo build -p sudoku-lab-cli`, the
/// dev profile, with the `cargo` that runs xtask) and returns its path.
pub fn build_cli(root: &Path) -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    eprintln!("building the sudoku-lab binary (cargo build -p sudoku-lab-cli)");
    let status = Command::new(&cargo)
        .args(["build", "--quiet", "--package", "sudoku-lab-cli", "--bin", "sudoku-lab"])
        .current_dir(root)
        .status()
        .map_err(|e| format!("running {}: {e}", cargo.to_string_lossy()))?;
    if !status.success() {
        return Err(format!("`cargo build -p sudoku-lab-cli` failed ({status})"));
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .or_else(|| std::env::var_os("CARGO_BUILD_TARGET_DIR"))
        .map_or_else(|| root.join("target"), |dir| root.join(dir));
    let bin = target
        .join("debug")
        .join(format!("sudoku-lab{}", std::env::consts::EXE_SUFFIX));
    if bin.is_file() {
        Ok(bin)
    } else {
        Err(format!("no binary at {} after the build", bin.display()))
    }
}

/// What one run of the binary printed.
struct Output {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    code: i32,
}

/// Runs `bin` with `args` from `root`, stdin from the file `stdin` (relative
/// to `root`) or empty.
fn sudoku_lab(bin: &Path, root: &Path, args: &[&str], stdin: Option<&str>) -> Result<Output, String> {
    let shown = || format!("sudoku-lab {}", args.join(" "));
    let mut cmd = Command::new(bin);
    // clap wraps help at the terminal width: fix it so the text is the same
    // everywhere.
    cmd.args(args)
        .current_dir(root)
        .env("COLUMNS", "100")
        // `stress` speaks Korean under a Korean locale: the transcripts are
        // the English console's.
        .env("SUDOKU_LAB_LANG", "en")
        .env_remove("NO_COLOR");
    cmd.stdin(match stdin {
        Some(file) => Stdio::from(fs::File::open(root.join(file)).map_err(|e| format!("{file}: {e}"))?),
        None => Stdio::null(),
    });
    let out = cmd.output().map_err(|e| format!("{}: {e}", shown()))?;
    Ok(Output {
        stdout: out.stdout,
        stderr: out.stderr,
        code: out.status.code().unwrap_or(-1),
    })
}

/// A transcript: the command line, stdout, stderr, and the exit status
/// when it is not 0.
fn transcript(run: &Run, out: Output) -> Vec<u8> {
    let shown: Vec<String> = run
        .args
        .iter()
        .map(|a| {
            if a.contains(' ') {
                format!("'{a}'")
            } else {
                a.to_string()
            }
        })
        .collect();
    let mut text = format!("$ sudoku-lab {}", shown.join(" ")).into_bytes();
    if let Some(file) = run.stdin {
        text.extend_from_slice(format!(" < {file}").as_bytes());
    }
    text.push(b'\n');
    text.extend_from_slice(&out.stdout);
    text.extend_from_slice(&out.stderr);
    if out.code != 0 {
        text.extend_from_slice(format!("[exit status {}]\n", out.code).as_bytes());
    }
    text
}

/// Compares (or writes, as `out` says) every help text and transcript with
/// what `bin` prints now; problems that rewriting cannot fix (a help that
/// fails, the small puzzle differing from `generate`'s) go to `problems`.
pub fn generate(bin: &Path, root: &Path, out: &mut Generated, problems: &mut Vec<String>) -> Result<(), String> {
    let src = root.join(BOOK_SRC);
    let top = sudoku_lab(bin, root, &["--help"], None)?;
    let subs = subcommands(&top.stdout);
    if subs.len() < 2 {
        problems.push(format!(
            "`sudoku-lab --help` lists {} subcommands under `Commands:`",
            subs.len()
        ));
    }
    let helps = std::iter::once((String::from("sudoku-lab"), vec!["--help"]))
        .chain(subs.iter().map(|sub| (sub.clone(), vec![sub.as_str(), "--help"])));
    for (name, args) in helps {
        let help = sudoku_lab(bin, root, &args, None)?;
        if help.code != 0 {
            problems.push(format!("`sudoku-lab {}` exited with {}", args.join(" "), help.code));
        }
        out.file(&src.join(format!("cli/{name}.txt")), &help.stdout)?;
    }
    for run in RUNS {
        let output = sudoku_lab(bin, root, run.args, run.stdin)?;
        out.file(&src.join(format!("runs/{}.txt", run.name)), &transcript(run, output))?;
    }
    // The outputs that chapter 9 judges are what the CLI prints.
    for (file, args, stdin) in RAW {
        let output = sudoku_lab(bin, root, args, Some(stdin))?;
        if output.code != 0 {
            problems.push(format!(
                "`sudoku-lab {} < {stdin}` exited with {}",
                args.join(" "),
                output.code
            ));
        }
        out.file(&src.join(file), &output.stdout)?;
    }
    out.file(&src.join("runs/sample2580.programs.txt"), &programs_shown(bin, root)?)?;
    // Each `stress` run saves in a folder of its own (`2580-seed1-2/` when
    // `2580-seed1/` is taken): start empty, so the paths the transcript
    // prints are the same at every run.
    let _ = fs::remove_dir_all(root.join("target/book-stress"));
    for run in TIMED {
        let path = src.join(format!("runs/{}.txt", run.name));
        let new = transcript(run, sudoku_lab(bin, root, run.args, run.stdin)?);
        let current = fs::read(&path).unwrap_or_default();
        let masked = |b: &[u8]| mask_slowest(&mask_durations(&String::from_utf8_lossy(b)));
        let same = masked(&current) == masked(&new);
        out.file(&path, if same { &current } else { &new })?;
    }
    problems.extend(small_is_generated(&src));
    Ok(())
}

/// What each post's program prints for the BOJ 2580 sample (bitmask reads
/// it in the 2239 layout), by `sudoku-lab run`, with the whitespace made
/// visible: `·` for a space and `⏎` at each line end.
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
    use super::{mask_durations, mask_slowest};

    #[test]
    fn durations_are_masked_and_nothing_else() {
        assert_eq!(
            mask_durations("WA 1 86.0 ms; limit 1000 ms, 2 s, 3 µs; 49 blanks, 25 runs; 0.5s"),
            "WA 1 # ms; limit # ms, # s, # µs; 49 blanks, 25 runs; #s"
        );
        assert_eq!(
            mask_slowest("a test 5\nslowest AC: test 27, CPU"),
            "a test 5\nslowest AC: test #, CPU"
        );
    }
}
