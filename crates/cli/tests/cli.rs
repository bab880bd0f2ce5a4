//! The `sudoku-lab` binary as a user meets it: outputs, messages with
//! positions, and the documented exit codes (0 success, 1 a puzzle failed or
//! ports disagreed, 2 bad usage or bad input).

use std::io::{Read, Write};
use std::process::Stdio;

use sudoku_lab_test::datasets::{EASY50, PLB, TDOKU_TEST};

#[allow(dead_code)] // each test file uses part of it
use crate::support;
use support::{SAMPLE_SOLUTION, bin, fixture, original_cases, root, run, sample, text};

#[test]
fn demo_shows_every_post_and_their_agreement() {
    let out = run(&[], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for v in sudoku_lab::Variant::ALL {
        // What the original printed on the sample: its size and first line.
        let want = text(&std::fs::read(fixture(&format!("sample2580.{v}.out"))).unwrap());
        let first = want.lines().next().unwrap();
        let line = format!("{:<13} {:>3} bytes: 9 lines like \"{first}\"", v.name(), want.len());
        assert!(stdout.contains(&line), "the demo lacks {line:?}:\n{stdout}");
        assert!(stdout.contains(v.post().title), "no title for {v}");
    }
    // The longer test is legal, with the cnt the demo says, and the cap
    // is today's.
    let hard =
        sudoku_lab::format::parse_first(sudoku_lab::generate::HARD_2580.as_bytes(), sudoku_lab::Format::Line).unwrap();
    let cnt = sudoku_lab::validate::cnt_12095(&hard).expect("a legal 2580 test");
    assert!(cnt > 99_000, "cnt {cnt}");
    let cnt = sudoku_lab::units::thousands(cnt);
    assert!(
        stdout.contains(&format!("12095 cnt = {cnt} of a cap of 10,000,000")),
        "{stdout}"
    );
    assert!(stdout.contains("All five agree"), "{stdout}");
}

#[test]
fn solve_reads_stdin_and_writes_the_input_format() {
    let out = run(&["solve"], sample().as_bytes());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), SAMPLE_SOLUTION);
    let out = run(
        &["solve", "-", "--output-format", "boj2239", "--variant", "full-scan"],
        sample().as_bytes(),
    );
    let first = SAMPLE_SOLUTION.lines().next().unwrap().replace(' ', "");
    assert_eq!(text(&out.stdout).lines().next(), Some(first.as_str()));
}

#[test]
fn solve_reads_dataset_files_and_reports_each_failure() {
    // tdoku's test_puzzles: 43 puzzles, some with no solution, some slow.
    let out = run(
        &[
            "solve",
            TDOKU_TEST.path,
            "--variant",
            "bitmask",
            "--max-placements",
            "1000000",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    let file = TDOKU_TEST.path;
    assert!(stderr.contains(&format!("{file}: puzzle ")), "{stderr}");
    assert!(stderr.contains("): no solution"), "{stderr}");
    assert!(stderr.contains("stopped after 1000000 placements"), "{stderr}");
    let last = stderr.lines().last().unwrap();
    assert!(last.starts_with(&format!("{file}: solved ")), "{last}");
    let solved: usize = last.split_whitespace().nth(2).unwrap().parse().unwrap();
    assert_eq!(text(&out.stdout).lines().count(), solved, "one line per solution");
}

#[test]
fn every_kind_of_bad_input_exits_2_with_a_position() {
    let s = sample();
    let cases: Vec<(String, &str)> = vec![
        (
            s.replacen("0 6 0 2 7", "0 x 0 2 7", 1),
            "<stdin>: line 3, column 3: expected a digit 0-9, found 'x'",
        ),
        (
            s.replace("2 5 8 3 9 4 7 6 0", "2 5 8 3 9 4 7 6"),
            "<stdin>: line 9: expected 9 numbers, found 8",
        ),
        (
            s.lines().take(7).map(|l| format!("{l}\n")).collect(),
            "<stdin>: expected 9 rows, found 7 (the puzzle starts at line 1)",
        ),
        (
            s.replacen("0 3 5", "10 3 5", 1),
            "<stdin>: line 1, column 1: expected a number 0-9, found 10",
        ),
        (String::new(), "<stdin>: no puzzle found in the input"),
        ("12345678\n".repeat(9), "<stdin>: line 1: expected 9 digits, found 8"),
        (
            format!("{}\n", ".".repeat(80)),
            "<stdin>: line 1: expected 81 cells, found 80",
        ),
    ];
    for (input, message) in cases {
        let out = run(&["solve"], input.as_bytes());
        assert_eq!(out.status.code(), Some(2), "{message}");
        let stderr = text(&out.stderr);
        assert!(stderr.starts_with(&format!("sudoku-lab: error: {message}")), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "printed once: {stderr}");
    }
    let out = run(&["solve", "no/such/file"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("sudoku-lab: error: cannot read no/such/file: "));
    let out = run(&["run", "nope"], b"");
    assert_eq!(out.status.code(), Some(2), "clap's usage errors exit 2 too");
}

#[test]
fn conflicting_givens_are_bad_input_named_by_house_and_cells() {
    let s = sample().replacen("0 3 5", "3 3 5", 1);
    let out = run(&["solve"], s.as_bytes());
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr)
            .contains("<stdin>: puzzle 1 (line 1): givens conflict: 3 appears twice in row 1 (r1c1, r1c2)"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn no_solution_and_budget_exit_1() {
    let out = run(&["solve", fixture("unsolvable.2580.txt").to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("puzzle 1 (line 1): no solution"));
    let out = run(
        &["solve", "--variant", "bitmask", "--max-placements", "10"],
        b".................................................................................\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("stopped after 10 placements"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn run_prints_the_original_programs_bytes_on_every_fixture() {
    let cases = original_cases();
    assert!(cases.len() >= 5, "{cases:?}");
    for case in &cases {
        for v in sudoku_lab::Variant::ALL {
            // Each program reads the input of its own problem's format.
            let input = fixture(&format!("{case}.{}.txt", v.problem().number()));
            let out = run(&["run", v.name(), input.to_str().unwrap()], b"");
            // The exit code is the original's too: 0, solution or not.
            assert_eq!(out.status.code(), Some(0), "{case}: {v}: {}", text(&out.stderr));
            let want = std::fs::read(fixture(&format!("{case}.{v}.out"))).unwrap();
            assert!(
                out.stdout == want,
                "{case}: {v}: got\n{}\nwant\n{}",
                text(&out.stdout),
                text(&want)
            );
        }
    }
    let out = run(&["run", "bitmask"], sample().as_bytes());
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("(bitmask reads the BOJ 2239 format)"));
}

#[test]
fn compare_reports_agreement_and_totals() {
    let out = run(&["compare", EASY50.path], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("all five ports agree on all 50 puzzles"), "{stdout}");
    for v in sudoku_lab::Variant::ALL {
        let row = stdout.lines().find(|l| l.trim_start().starts_with(v.name())).unwrap();
        assert_eq!(row.split_whitespace().nth(1), Some("50"), "{v} solved all: {row}");
    }
}

#[test]
fn trace_prints_every_event_in_the_documented_format() {
    let out = run(&["trace", "hole-array"], sample().as_bytes());
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "# puzzle 1 (line 1)");
    assert_eq!(lines[1], "+ r1c1 1");
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("+ ")).count(),
        14,
        "14 blanks, no backtrack"
    );
    let solution = SAMPLE_SOLUTION.replace([' ', '\n'], "");
    assert_eq!(*lines.last().unwrap(), format!("# solved {solution}"));
    // Every port prints the same trace.
    for v in sudoku_lab::Variant::ALL {
        let other = run(&["trace", v.name()], sample().as_bytes());
        assert_eq!(text(&other.stdout), stdout, "{v}");
    }
}

#[test]
fn a_closed_pipe_is_not_an_error() {
    // The Wikipedia puzzle; the budget only bounds the test if this fails.
    let line = std::fs::read_to_string(root().join(PLB.path)).unwrap();
    let puzzle = &line[..81];
    let mut child = bin()
        .args(["trace", "full-scan", "--max-placements", "3000000"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{puzzle}\n").as_bytes())
        .unwrap();
    let mut first = [0u8; 64];
    let mut stdout = child.stdout.take().unwrap();
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "");
}

#[test]
fn help_documents_exit_codes() {
    for args in [
        &["--help"][..],
        &["solve", "--help"],
        &["compare", "--help"],
        &["trace", "--help"],
    ] {
        let out = run(args, b"");
        assert_eq!(out.status.code(), Some(0));
        let stdout = text(&out.stdout);
        assert!(
            stdout.contains("Exit codes:") && stdout.contains("2  bad usage"),
            "{args:?}: {stdout}"
        );
    }
}

#[test]
fn solve_defaults_to_the_reference_solver_which_matches_the_ports() {
    let reference = run(&["solve", EASY50.path], b"");
    assert_eq!(reference.status.code(), Some(0), "{}", text(&reference.stderr));
    let port = run(&["solve", EASY50.path, "--variant", "hole-array"], b"");
    assert_eq!(port.status.code(), Some(0));
    assert_eq!(text(&reference.stdout).lines().count(), 50);
    assert_eq!(
        reference.stdout, port.stdout,
        "the same lexicographically smallest solutions"
    );
    let stats = run(&["solve", "--stats"], sample().as_bytes());
    assert!(
        text(&stats.stderr).contains(": reference: solved, "),
        "{}",
        text(&stats.stderr)
    );
}

#[test]
fn judge_verdicts_and_exit_codes() {
    let input = fixture("sample2580.2580.txt");
    let judge = |problem: &str, input: &std::path::Path, output: &[u8], extra: &[&str]| {
        let mut args = vec!["judge", "--problem", problem, input.to_str().unwrap(), "-"];
        args.extend_from_slice(extra);
        let out = run(&args, output);
        (out.status.code(), text(&out.stdout))
    };
    for v in sudoku_lab::Variant::ALL {
        let (problem, input) = match v.problem() {
            sudoku_lab::Problem::Boj2580 => ("2580", fixture("sample2580.2580.txt")),
            sudoku_lab::Problem::Boj2239 => ("2239", fixture("sample2580.2239.txt")),
        };
        let output = std::fs::read(fixture(&format!("sample2580.{v}.out"))).unwrap();
        let (code, stdout) = judge(problem, &input, &output, &[]);
        assert_eq!((code, stdout.lines().next()), (Some(0), Some("AC")), "{v}: {stdout}");
    }
    let wrong = SAMPLE_SOLUTION.replacen("7 8 2 1 3 5", "7 8 2 1 5 3", 1);
    let (code, stdout) = judge("2580", &input, wrong.as_bytes(), &[]);
    assert_eq!((code, stdout.lines().next()), (Some(1), Some("WA")), "{stdout}");
    let full_scan = std::fs::read(fixture("sample2580.full-scan.out")).unwrap();
    let (code, stdout) = judge("2580", &input, &full_scan, &["--whitespace", "exact"]);
    assert_eq!((code, stdout.lines().next()), (Some(1), Some("PE")), "{stdout}");
    assert!(stdout.contains("boj mode would accept it"), "{stdout}");
    let (code, stdout) = judge("2580", &fixture("conflict.2580.txt"), SAMPLE_SOLUTION.as_bytes(), &[]);
    assert_eq!((code, stdout.lines().next()), (Some(2), Some("FAIL")), "{stdout}");
}

#[test]
fn validate_prints_cnt_and_exits_by_verdict() {
    let out = run(
        &[
            "validate",
            "--problem",
            "2580",
            fixture("sample2580.2580.txt").to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    let cnt = sudoku_lab::validate::cnt_12095(
        &sudoku_lab::format::parse_first(sample().as_bytes(), sudoku_lab::Format::Boj2580).unwrap(),
    );
    assert_eq!(text(&out.stdout), format!("valid (cnt = {})\n", cnt.unwrap()));
    let out = run(
        &["validate", "--problem", "2580", "-"],
        sample().replace('\n', "\r\n").as_bytes(),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).starts_with("invalid: <stdin>: line 1, column 18: "),
        "{}",
        text(&out.stdout)
    );
}

/// BOJ 2239 makes 2580's promise (chapter 1 quotes both statements' 제한):
/// the Wikipedia puzzle, written in 2239's layout, is not a legal 2239
/// test, and a 2239 puzzle the backtracker solves is.
#[test]
fn validate_2239_holds_the_promise_on_the_wikipedia_puzzle() {
    let wikipedia = std::fs::read_to_string(root().join("book/src/puzzles/wikipedia.2580.txt")).unwrap();
    let layout_2239: String = wikipedia.chars().filter(|c| *c != ' ').collect();
    assert_eq!(layout_2239.lines().count(), 9, "{layout_2239}");
    let out = run(&["validate", "--problem", "2239", "-"], layout_2239.as_bytes());
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.starts_with("invalid: <stdin>: "), "{stdout}");
    assert!(stdout.contains("gives up (cnt reaches 10,000,000)"), "{stdout}");
    let sample = std::fs::read(fixture("sample2239.2239.txt")).unwrap();
    let out = run(&["validate", "--problem", "2239", "-"], &sample);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert!(text(&out.stdout).starts_with("valid (cnt = "), "{}", text(&out.stdout));
}

#[test]
fn generate_is_reproducible_and_boj_puzzles_validate() {
    let args = [
        "generate", "--boj", "--count", "5", "--seed", "7", "--format", "boj2580",
    ];
    let a = run(&args, b"");
    let b = run(&args, b"");
    assert_eq!(a.status.code(), Some(0), "{}", text(&a.stderr));
    assert_eq!(a.stdout, b.stdout, "same seed, same bytes");
    let other = run(
        &[
            "generate", "--boj", "--count", "5", "--seed", "8", "--format", "boj2580",
        ],
        b"",
    );
    assert_ne!(a.stdout, other.stdout, "another seed, other puzzles");
    let text = text(&a.stdout);
    let puzzles: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(puzzles.len(), 5);
    for p in puzzles {
        let input = format!("{}\n", p.trim_end());
        let out = run(&["validate", "--problem", "2580"], input.as_bytes());
        assert_eq!(
            out.status.code(),
            Some(0),
            "{input}{}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
}

#[test]
fn each_solver_has_its_own_budget_option() {
    let empty = format!("{}\n", ".".repeat(81));
    // --max-nodes bounds the reference solver (the default).
    let out = run(&["solve", "--max-nodes", "0"], empty.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("stopped after 0 search nodes (--max-nodes)"),
        "{}",
        text(&out.stderr)
    );
    // The other solver's option is a usage error naming the right one.
    for (args, right) in [
        (&["solve", "--max-placements", "10"][..], "--max-nodes <N>"),
        (
            &["solve", "-v", "hole-array", "--max-nodes", "10"][..],
            "--max-placements <N>",
        ),
    ] {
        let out = run(args, empty.as_bytes());
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(stderr.starts_with("error: the argument "), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("bound it with '{right}'")),
            "{args:?}: {stderr}"
        );
        assert!(stderr.contains("Usage: sudoku-lab solve"), "{args:?}: {stderr}");
    }
}

/// The help texts keep the dataset paths a user types as plain words (the
/// Wikipedia puzzle's file beside `--max-placements`, `stress --inputs`'s
/// example): each is a bundled dataset of `sudoku_lab_test::datasets`, so moving
/// or renaming the file fails here.
#[test]
fn the_data_files_the_help_texts_name_are_bundled_datasets() {
    use clap::CommandFactory;
    let mut cli = sudoku_lab_cli::Cli::command();
    cli.build();
    let mut helps = vec![cli.render_long_help().to_string()];
    let subs: Vec<String> = cli.get_subcommands().map(|c| c.get_name().to_string()).collect();
    for sub in &subs {
        helps.push(cli.find_subcommand_mut(sub).unwrap().render_long_help().to_string());
    }
    let path_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '-');
    let named: Vec<&str> = helps
        .iter()
        .flat_map(|h| h.split(|c: char| !path_char(c)))
        .filter(|w| w.starts_with("data/"))
        .map(|w| w.trim_end_matches('.'))
        .collect();
    assert!(!named.is_empty(), "no help text names a data file");
    let datasets = sudoku_lab_test::datasets::ALL.map(|d| d.path);
    for path in named {
        assert!(
            datasets.contains(&path),
            "{path} is not one of sudoku_lab_test::datasets::ALL"
        );
        assert!(root().join(path).is_file(), "{path} is missing");
    }
}

/// The help texts that give the Wikipedia puzzle's placements (beside
/// `--max-placements`) give the number a run counts: the 1-9 row of
/// `book/src/figures/promise.csv`, which `cargo xtask figures` writes from
/// a whole search and CI checks fresh.
#[test]
fn the_wikipedia_puzzles_placements_in_the_help_are_a_runs() {
    use clap::CommandFactory;
    let csv = std::fs::read_to_string(root().join("book/src/figures/promise.csv")).unwrap();
    let placements: u64 = csv
        .lines()
        .find_map(|l| l.strip_prefix("wikipedia,1-9,true,"))
        .and_then(|rest| rest.split(',').nth(1))
        .expect("promise.csv has the Wikipedia puzzle's 1-9 row")
        .parse()
        .unwrap();
    let grouped = sudoku_lab::units::thousands(placements);
    let mut cli = sudoku_lab_cli::Cli::command();
    cli.build();
    for sub in ["solve", "compare", "trace"] {
        let help = cli.find_subcommand_mut(sub).unwrap().render_long_help().to_string();
        let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
        let said = format!("data/plb/sudoku.txt needs {grouped}");
        let after = flat.find(&said).map(|i| flat[i + said.len()..].chars().next());
        assert!(
            matches!(after, Some(None | Some('.' | ' '))),
            "{sub} --help does not give the Wikipedia puzzle's {grouped} placements"
        );
    }
}

/// Issue 42: an argument that is not UTF-8 panicked (exit 101) before clap
/// saw it. A path that is not UTF-8 is a path like any other: `solve FILE`,
/// `stress --inputs FILE` and `--save DIR` take it; a `--cmd` that is not
/// UTF-8 is a usage error naming the option (exit 2).
#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_paths_or_usage_errors_never_a_panic() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = support::scratch("not-utf8");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(OsStr::from_bytes(b"puzzle\xff.txt"));
    std::fs::write(&file, support::sample()).unwrap();
    let out = support::bin().arg("solve").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout), support::SAMPLE_SOLUTION);

    let save = dir.join(OsStr::from_bytes(b"saved\xff"));
    let out = support::bin()
        .args(["stress", "-p", "2580", "--cmd", "cat > /dev/null; echo 0", "--inputs"])
        .arg(&file)
        .arg("--save")
        .arg(&save)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("test 1: WA"), "{stdout}");
    // The run's folder, with the failure saved in it.
    assert!(std::fs::read_dir(&save).unwrap().next().is_some(), "{stdout}");

    let out = support::bin()
        .args(["stress", "-p", "2580", "--cmd"])
        .arg(OsStr::from_bytes(b"./sol\xff"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("for '--cmd <CMD>': the command is not UTF-8"),
        "{stderr}"
    );
}
