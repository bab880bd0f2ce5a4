//! One scan for English on a Korean console (issue 51, item 4; issue 53,
//! N18): every subcommand and the demo, under `SUDOKU_LAB_LANG=ko`, on a
//! few typical and failing inputs each, and no English sentence on
//! stdout or stderr.
//!
//! An English sentence, here: three or more ASCII words of two or more
//! letters in a row, once what is not a sentence is taken out: commands
//! the test gave (`--cmd`'s), `sudoku-lab`, words in backquotes, options
//! (`--max-placements`), paths, `key=value`; a number neither makes
//! nor breaks a run of words, a name ([`NAMES`]) breaks it. Program output that
//! is the answer (grids, the JSON trace, the trace's `+ r1c3 4`) has no
//! such words. The help texts (`--help`) are not scanned: they stay
//! English (the catalog's module doc). What is left English on purpose
//! is serde_json's own words after "JSON으로 읽을 수 없다:", which name
//! what a parser found.
//!
//! Quick: small inputs, no near-cap stress run; the runs go at once.

use std::path::Path;
use std::process::Stdio;

#[allow(dead_code)]
use crate::support;
use support::{SAMPLE_SOLUTION, sample, scratch, text};

/// Names, not words of a sentence: the languages (`--cmd에 Python, PyPy,
/// Java, Kotlin이 보이지 않는다`) and Baekjoon's `BOJ`.
const NAMES: [&str; 5] = ["Python", "PyPy", "Java", "Kotlin", "BOJ"];

/// The lines of `console` that hold an English sentence, each with the
/// words found (`line   <- words`), `kept` taken out first.
fn english_sentences(console: &str, kept: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for line in console.lines() {
        let mut rest = line.to_string();
        // serde_json's words (see the module doc).
        if let Some((head, _)) = rest.split_once("JSON으로 읽을 수 없다:") {
            rest = head.to_string();
        }
        for k in kept.iter().chain(&["sudoku-lab"]) {
            rest = rest.replace(k, " ");
        }
        while let Some((head, tail)) = rest.split_once('`')
            && let Some((_, after)) = tail.split_once('`')
        {
            rest = format!("{head} {after}");
        }
        let mut run: Vec<&str> = Vec::new();
        let mut longest: Vec<&str> = Vec::new();
        for token in rest.split_whitespace() {
            let word = token.trim_matches(|c: char| "()[],.:;!?'\"<>*".contains(c));
            // A number neither makes nor breaks a sentence (`stopped after
            // 5 placements`).
            if !word.is_empty() && word.chars().all(|c| c.is_ascii_digit() || c == ',' || c == '.') {
                continue;
            }
            let is_word = word.len() >= 2
                && word.chars().all(|c| c.is_ascii_alphabetic())
                && !NAMES.contains(&word)
                && !token.starts_with('-')
                && !token.contains('/')
                && !token.contains('=');
            if is_word {
                run.push(word);
                if run.len() > longest.len() {
                    longest = run.clone();
                }
            } else {
                run.clear();
            }
        }
        if longest.len() >= 3 {
            found.push(format!("{line}   <- {}", longest.join(" ")));
        }
    }
    found
}

/// One run of the binary under a Korean console: its arguments, its
/// stdin, and the strings it may print that are not sentences.
struct Case {
    args: Vec<String>,
    stdin: Vec<u8>,
    kept: Vec<String>,
}

fn case(args: &[&str]) -> Case {
    Case {
        args: args.iter().map(|a| a.to_string()).collect(),
        stdin: Vec::new(),
        kept: Vec::new(),
    }
}

/// Runs `c` with `SUDOKU_LAB_LANG=ko` in `dir`: stdout and stderr.
fn run_korean(c: &Case, dir: &Path) -> String {
    use std::io::Write;
    let mut child = support::bin()
        .args(&c.args)
        .env("SUDOKU_LAB_LANG", "ko")
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let _ = child.stdin.take().unwrap().write_all(&c.stdin);
    let out = child.wait_with_output().unwrap();
    format!("{}{}", text(&out.stdout), text(&out.stderr))
}

#[test]
fn no_subcommand_says_an_english_sentence_on_a_korean_console() {
    let dir = scratch("korean-scan");
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, content: &str| std::fs::write(dir.join(name), content).unwrap();
    write("sample.txt", &sample());
    write("answer.txt", SAMPLE_SOLUTION);
    write("wrong.txt", &SAMPLE_SOLUTION.replacen('1', "2", 1));
    write("short.txt", "1 2 3\n");
    let one = "1..589.6.35.6.....96.73..2..8.........93...4..1..7863.8....3.....6..7..4.348....6\n";
    let conflict = format!("11{}\n", ".".repeat(79));
    write("one.txt", one);
    write("two.txt", &format!("{one}{one}"));
    write("conflict.txt", &conflict);
    write("mixed.txt", &format!("{one}{conflict}"));
    let trace = support::run(&["trace", "hole-array", "--format", "json", "-"], sample().as_bytes());
    let trace = text(&trace.stdout);
    write("trace.json", &trace);
    write("v2.json", &trace.replacen("\"version\":1", "\"version\":2", 1));
    write("cut.json", &trace[..trace.len() / 2]);
    write("nope.json", "nope\n");
    let stress_cmd = "cat > /dev/null; echo 0";
    let replay = format!("sh -c '{stress_cmd}'");

    let mut cases = vec![
        // The demo.
        case(&[]),
        // solve, run, compare, trace: typical and failing.
        case(&["solve", "sample.txt"]),
        case(&["solve", "--stats", "--variant", "bitmask", "one.txt"]),
        case(&["solve", "--variant", "hole-array", "--max-placements", "3", "mixed.txt"]),
        case(&["solve", "--max-nodes", "0", "one.txt"]),
        case(&["solve", "--input-format", "boj2239", "sample.txt"]),
        case(&["solve", "/nonexistent"]),
        case(&["run", "full-scan", "sample.txt"]),
        case(&["run", "bitmask", "sample.txt"]),
        case(&["run", "check-arrays", "short.txt"]),
        case(&["compare", "sample.txt"]),
        case(&["compare", "--max-placements", "300", "mixed.txt"]),
        case(&["trace", "hole-array", "sample.txt"]),
        case(&["trace", "bitmask", "--max-placements", "5", "mixed.txt"]),
        case(&[
            "trace",
            "hole-array",
            "--format",
            "json",
            "--max-events",
            "10",
            "sample.txt",
        ]),
        case(&["trace", "hole-array", "--format", "json", "two.txt"]),
        case(&["trace", "hole-array", "--format", "json", "short.txt"]),
        // check-trace: a valid trace, one cut short, another version, not JSON.
        case(&["check-trace", "trace.json"]),
        case(&["check-trace", "cut.json"]),
        case(&["check-trace", "v2.json"]),
        case(&["check-trace", "nope.json"]),
        // judge and validate.
        case(&["judge", "-p", "2580", "sample.txt", "answer.txt"]),
        case(&["judge", "-p", "2580", "sample.txt", "wrong.txt"]),
        case(&["judge", "-p", "2239", "sample.txt", "answer.txt"]),
        case(&["judge", "-p", "2580", "short.txt", "answer.txt"]),
        case(&["judge", "-p", "2580", "sample.txt", "sample.txt"]),
        case(&["validate", "-p", "2580", "sample.txt"]),
        case(&["validate", "-p", "2580", "conflict.txt"]),
        case(&["validate", "-p", "2239", "sample.txt"]),
        // generate: puzzles, a hard one (its best cnt), options it refuses,
        // and a generator that gives up.
        case(&["generate", "-n", "2", "-s", "1", "--boj"]),
        case(&["generate", "--hard", "-s", "3"]),
        case(&["generate", "--blanks", "99"]),
        case(&["generate", "--blanks", "x"]),
        case(&["generate", "--blanks", "70..60"]),
        case(&["generate", "--unique", "--blanks", "75..80"]),
        case(&["generate", "-n", "0"]),
        // Usage errors.
        case(&["bogus"]),
        case(&["solve", "--nope"]),
        case(&["trace"]),
    ];
    // stress: one AC run and one WA, saved and shrunk.
    let save = dir.join("save");
    let save = save.to_str().unwrap();
    let mut stress = case(&[
        "stress", "-p", "2580", "-n", "2", "-s", "1", "--save", save, "--cmd", stress_cmd,
    ]);
    stress.kept = vec![replay, stress_cmd.to_string()];
    cases.push(stress);
    // stdin: the sample, to `solve -`.
    let mut piped = case(&["solve", "-"]);
    piped.stdin = sample().into_bytes();
    cases.push(piped);

    let dir = dir.as_path();
    let found: Vec<String> = std::thread::scope(|scope| {
        let runs: Vec<_> = cases
            .iter()
            .map(|c| scope.spawn(move || (c, run_korean(c, dir))))
            .collect();
        runs.into_iter()
            .flat_map(|r| {
                let (c, console) = r.join().expect("a run's thread");
                let kept: Vec<&str> = c.kept.iter().map(String::as_str).collect();
                english_sentences(&console, &kept)
                    .into_iter()
                    .map(|l| format!("{:?}: {l}", c.args))
                    .collect::<Vec<_>>()
            })
            .collect()
    });
    assert!(found.is_empty(), "English on a Korean console:\n{}", found.join("\n"));
}

#[test]
fn the_scan_finds_sentences_and_passes_what_is_not_one() {
    let found = english_sentences(
        "sudoku-lab: best 12095 cnt reached: 9,372,520\n\
         테스트 1: 틀렸습니다\n\
         저장: /tmp/a b/input.txt\n\
         `sudoku-lab trace hole-array PUZZLE`로 본다\n\
         --max-placements --input-format --stats\n\
         + r1c3 4\n\
         stopped after 5 placements\n\
         참고: the ports search anyway\n\
         잘못된 트레이스: t.json: 1번째 줄 2번째 글자: JSON으로 읽을 수 없다: EOF while parsing a list\n\
         직접 실행: sh -c 'cat > /dev/null; echo 0' < x/input.txt\n\
         (Python, BOJ 2580: \"[Gold IV] 스도쿠\") Python, PyPy, Java, Kotlin이",
        &["sh -c 'cat > /dev/null; echo 0'"],
    );
    let words: Vec<&str> = found.iter().map(|l| l.split("   <- ").nth(1).unwrap()).collect();
    assert_eq!(
        words,
        [
            "best cnt reached",
            "stopped after placements",
            "the ports search anyway"
        ]
    );
}
