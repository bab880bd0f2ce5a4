//! The checker: verdicts and reasons, and every port's program output
//! judged AC under its problem.

use sudoku_lab::format::{self, Format};
use sudoku_lab::judge::{BojRule, Judgement, Shape, Verdict, Whitespace, judge};
use sudoku_lab::{Cell, Grid, Outcome, Problem, Variant, program, reference};
use sudoku_lab_test::datasets::TDOKU_MAGICTOUR;

const SAMPLE_2580: &str = Problem::Boj2580.sample();
const ANSWER_2580: &str = Problem::Boj2580.sample_answer();

/// What exact mode adds when boj mode would accept a 2580 output.
const HINT_2580: &str = " (boj mode would accept it: this problem's special judge reads 81 numbers, whatever whitespace stands around them)";
/// The same for 2239.
const HINT_2239: &str =
    " (boj mode would accept it: Baekjoon forgives whitespace at line ends and empty lines at the end)";

/// The byte offset of 1-based `row`, `col` in the 2580 layout (a digit and
/// a space or a line end per cell).
fn at(row: usize, col: usize) -> usize {
    (row - 1) * 18 + (col - 1) * 2
}

fn nospace(s: &str) -> String {
    s.replace(' ', "")
}

fn j(problem: Problem, input: &str, output: &str, mode: Whitespace) -> Judgement {
    judge(problem, input.as_bytes(), output.as_bytes(), mode)
}

fn check(v: Judgement, status: Verdict, reason: &str) {
    assert_eq!((v.verdict, v.reason.to_string().as_str()), (status, reason));
}

fn least(p: &Grid) -> Grid {
    let Outcome::Solved(g) = reference::solve(p, reference::NO_NODE_LIMIT).outcome else {
        panic!("{p}")
    };
    g
}

#[test]
fn right_answers_are_accepted_in_each_mode() {
    let p2580 = Problem::Boj2580;
    let p2239 = Problem::Boj2239;
    let input2239 = nospace(SAMPLE_2580);
    let out2239 = nospace(ANSWER_2580);
    for mode in Whitespace::ALL {
        check(
            j(p2580, SAMPLE_2580, ANSWER_2580, mode),
            Verdict::Ac,
            "a valid completion",
        );
        check(
            j(p2239, &input2239, &out2239, mode),
            Verdict::Ac,
            "the lexicographically smallest completion",
        );
    }
    // The posts' layout: a space after every digit, an extra empty line.
    let posts = ANSWER_2580.replace('\n', " \n") + "\n";
    check(
        j(p2580, SAMPLE_2580, &posts, Whitespace::Boj),
        Verdict::Ac,
        "a valid completion",
    );
    check(
        j(p2580, SAMPLE_2580, &posts, Whitespace::Exact),
        Verdict::Pe,
        "your output, line 1, column 18: expected end of line, found a space (boj mode would accept it: this problem's special judge reads 81 numbers, whatever whitespace stands around them)",
    );
    let crlf = ANSWER_2580.replace('\n', "\r\n");
    check(
        j(p2580, SAMPLE_2580, &crlf, Whitespace::Boj),
        Verdict::Ac,
        "a valid completion",
    );
    let no_newline = ANSWER_2580.trim_end();
    check(
        j(p2580, SAMPLE_2580, no_newline, Whitespace::Boj),
        Verdict::Ac,
        "a valid completion",
    );
    check(
        j(p2580, SAMPLE_2580, no_newline, Whitespace::Exact),
        Verdict::Pe,
        "your output, line 9, column 18: expected end of line, found end of file (boj mode would accept it: this problem's special judge reads 81 numbers, whatever whitespace stands around them)",
    );
    check(
        j(p2580, SAMPLE_2580, &format!("{ANSWER_2580}\n"), Whitespace::Exact),
        Verdict::Pe,
        "your output, line 10, column 1: expected end of output, found an empty line (boj mode would accept it: this problem's special judge reads 81 numbers, whatever whitespace stands around them)",
    );
}

/// 2580's special judge reads 81 numbers: whitespace of any kind and
/// amount, anywhere, is accepted; only two digits side by side (one number
/// to it) are refused, and a special judge says AC or WA only: WA
/// (틀렸습니다 on Baekjoon), with the layout as the reason. `exact` wants
/// the layout byte for byte (PE).
#[test]
fn problem_2580_takes_any_whitespace_between_the_digits() {
    let p = Problem::Boj2580;
    // Row 1 broken into two lines after its fourth digit.
    let mut split = ANSWER_2580.to_string();
    split.replace_range(at(1, 4) + 1..at(1, 5), "\n");
    let accepted = [
        (
            ANSWER_2580.replace('\n', " "),
            "your output, line 1, column 18: expected end of line, found a space",
        ),
        (
            ANSWER_2580.replacen("1 3", "1  3", 1),
            "your output, line 1, column 3: expected a digit, found a space",
        ),
        (
            ANSWER_2580.replacen("1 3", "1\t3", 1),
            "your output, line 1, column 2: expected a single space, found a tab",
        ),
        (
            format!(" {ANSWER_2580}"),
            "your output, line 1, column 1: expected a digit, found a space",
        ),
        (
            format!("\n{ANSWER_2580}"),
            "your output, line 1, column 1: expected a digit, found end of line",
        ),
        (
            format!("\n\n{ANSWER_2580}\n\n"),
            "your output, line 1, column 1: expected a digit, found end of line",
        ),
        // An accepted submission's shape: an empty line, then the rows,
        // each with a space after its last digit.
        (
            format!("\n{}", ANSWER_2580.replace('\n', " \n")),
            "your output, line 1, column 1: expected a digit, found end of line",
        ),
        (
            split,
            "your output, line 1, column 8: expected a single space, found end of line",
        ),
    ];
    for (output, exact) in accepted {
        check(
            j(p, SAMPLE_2580, &output, Whitespace::Boj),
            Verdict::Ac,
            "a valid completion",
        );
        check(
            j(p, SAMPLE_2580, &output, Whitespace::Exact),
            Verdict::Pe,
            &format!("{exact}{HINT_2580}"),
        );
    }
    // Two digits side by side: one number, 13, to a checker that reads
    // numbers.
    let glued = ANSWER_2580.replacen("1 3", "13", 1);
    check(
        j(p, SAMPLE_2580, &glued, Whitespace::Boj),
        Verdict::Wa,
        "your output, line 1, column 2: expected whitespace (two digits side by side are one number), found '3'",
    );
    check(
        j(p, SAMPLE_2580, &glued, Whitespace::Exact),
        Verdict::Pe,
        "your output, line 1, column 2: expected a single space, found '3'",
    );
    check(
        j(p, SAMPLE_2580, &glued, Whitespace::Tokens),
        Verdict::Ac,
        "a valid completion",
    );
    check(
        j(p, SAMPLE_2580, &nospace(ANSWER_2580), Whitespace::Boj),
        Verdict::Wa,
        "your output, line 1, column 2: expected whitespace (two digits side by side are one number), found '3'",
    );
}

/// 2239 has no special judge: its output is compared line by line, and
/// only whitespace at line ends and empty lines at the end are forgiven.
#[test]
fn problem_2239_is_compared_line_by_line() {
    let p = Problem::Boj2239;
    let input = nospace(SAMPLE_2580);
    let answer = nospace(ANSWER_2580);
    let refused = [
        (
            ANSWER_2580.to_string(),
            "your output, line 1, column 2: expected a digit, found a space",
        ),
        (
            answer.replace('\n', ""),
            "your output, line 1, column 10: expected end of line, found '7'",
        ),
        (
            format!(" {answer}"),
            "your output, line 1, column 1: expected a digit, found a space",
        ),
        (
            format!("\n{answer}"),
            "your output, line 1, column 1: expected a digit, found end of line",
        ),
        (
            answer.replacen('\n', "\t\n\t", 1),
            "your output, line 2, column 1: expected a digit, found a tab",
        ),
    ];
    for (output, reason) in refused {
        check(j(p, &input, &output, Whitespace::Boj), Verdict::Pe, reason);
        check(
            j(p, &input, &output, Whitespace::Tokens),
            Verdict::Ac,
            "the lexicographically smallest completion",
        );
    }
    let forgiven = [
        answer.replace('\n', " \t\n"),
        format!("{answer}\n\n"),
        answer.trim_end().to_string(),
        answer.replace('\n', "\r\n"),
    ];
    for output in forgiven {
        check(
            j(p, &input, &output, Whitespace::Boj),
            Verdict::Ac,
            "the lexicographically smallest completion",
        );
        let exact = j(p, &input, &output, Whitespace::Exact);
        assert!(exact.reason.to_string().contains(HINT_2239), "{output:?}: {exact}");
    }
}

/// Each shape that accepted submissions' outputs show
/// ([`BojRule::evidence`]) is accepted by the default mode for that
/// problem: the rule covers its own evidence. The one shape seen for 2580
/// alone, an empty line before the grid, is what the line-by-line rule of
/// 2239 refuses.
#[test]
fn every_accepted_shape_is_accepted_by_its_problems_rule() {
    for problem in Problem::ALL {
        let rule = BojRule::of(problem);
        let evidence = rule.evidence();
        assert_eq!(evidence.problem, problem);
        let counted: u32 = evidence.shapes.iter().map(|(_, n)| n).sum();
        assert!(counted > 0 && evidence.accepted > 0, "{problem}: {evidence:?}");
        let (input, answer) = match problem {
            Problem::Boj2580 => (SAMPLE_2580.to_string(), ANSWER_2580.to_string()),
            Problem::Boj2239 => (nospace(SAMPLE_2580), nospace(ANSWER_2580)),
        };
        for &(shape, n) in evidence.shapes {
            assert!(n >= 1 && n <= evidence.accepted, "{problem} {shape}: {n}");
            let output = shape.apply(&answer);
            let v = j(problem, &input, &output, Whitespace::Boj);
            assert_eq!(v.verdict, Verdict::Ac, "{problem}, {shape}: {v}\n{output}");
            assert_ne!(j(problem, &input, &output, Whitespace::Exact).verdict, Verdict::Ac);
        }
    }
    assert_eq!(BojRule::of(Problem::Boj2580), BojRule::Numbers);
    assert_eq!(BojRule::of(Problem::Boj2239), BojRule::Lines);
    let before = Shape::EmptyLineBefore.apply(&nospace(ANSWER_2580));
    let v = j(Problem::Boj2239, &nospace(SAMPLE_2580), &before, Whitespace::Boj);
    assert_eq!(v.verdict, Verdict::Pe, "{v}");
}

#[test]
fn wrong_answers_name_the_cells() {
    let p = Problem::Boj2580;
    let b = Whitespace::Boj;
    check(
        j(p, SAMPLE_2580, &ANSWER_2580[..ANSWER_2580.len() - 3], b),
        Verdict::Wa,
        "the output ends after 80 digits; expected 81 (9 lines of 9)",
    );
    check(
        j(p, SAMPLE_2580, "", b),
        Verdict::Wa,
        "the output ends after 0 digits; expected 81 (9 lines of 9)",
    );
    check(
        j(p, SAMPLE_2580, &ANSWER_2580.replacen("1 3 5", "0 3 5", 1), b),
        Verdict::Wa,
        "your output, line 1, column 1: expected a digit 1-9, found '0'",
    );
    check(
        j(p, SAMPLE_2580, &ANSWER_2580.replacen("7 8 2", "7 x 2", 1), b),
        Verdict::Wa,
        "your output, line 2, column 3: expected a digit 1-9, found 'x'",
    );
    check(
        j(p, SAMPLE_2580, &format!("{ANSWER_2580}\n  7\n"), b),
        Verdict::Wa,
        "your output, line 11, column 3: expected only whitespace after the 81st digit, found '7': the output goes on after a complete board (a second solution?)",
    );
    check(
        j(p, SAMPLE_2580, &format!("{ANSWER_2580}done\n"), b),
        Verdict::Wa,
        "your output, line 10, column 1: expected only whitespace after the 81st digit, found 'd': the output goes on after a complete board",
    );
    // r1c1 is blank in the sample; r1c2 is a given 3.
    let changed = ANSWER_2580.replacen("1 3 5", "3 1 5", 1);
    check(
        j(p, SAMPLE_2580, &changed, b),
        Verdict::Wa,
        "r1c2 is 1 but the puzzle gives 3 there",
    );
    // Swap two blanks of row 2 (r2c5 = 3, r2c8 = 4): the columns repeat.
    let mut swapped = ANSWER_2580.as_bytes().to_vec();
    swapped.swap(at(2, 5), at(2, 8));
    let swapped = String::from_utf8(swapped).unwrap();
    check(
        j(p, SAMPLE_2580, &swapped, b),
        Verdict::Wa,
        "4 appears twice in column 5 (r2c5, r4c5)",
    );
}

#[test]
fn problem_2239_wants_the_smallest_completion_and_2580_any() {
    let empty_2580 = format::write(&Grid::EMPTY, Format::Boj2580);
    let empty_2239 = format::write(&Grid::EMPTY, Format::Boj2239);
    let smallest = least(&Grid::EMPTY);
    // Relabel digits d -> d % 9 + 1: another valid completion.
    let other = Grid::new(smallest.cells().map(|d| d % 9 + 1)).unwrap();
    let w = |g: &Grid, f| format::write(g, f);
    check(
        j(
            Problem::Boj2580,
            &empty_2580,
            &w(&other, Format::Boj2580),
            Whitespace::Boj,
        ),
        Verdict::Ac,
        "a valid completion",
    );
    check(
        j(
            Problem::Boj2239,
            &empty_2239,
            &w(&smallest, Format::Boj2239),
            Whitespace::Boj,
        ),
        Verdict::Ac,
        "the lexicographically smallest completion",
    );
    check(
        j(
            Problem::Boj2239,
            &empty_2239,
            &w(&other, Format::Boj2239),
            Whitespace::Boj,
        ),
        Verdict::Wa,
        "a valid completion, but not the lexicographically smallest: r1c1 is 2 where the smallest has 1",
    );
}

#[test]
fn broken_judge_input_fails() {
    let p = Problem::Boj2580;
    let v = j(p, "0 3 5\n", ANSWER_2580, Whitespace::Boj);
    check(
        v.clone(),
        Verdict::Fail,
        "judge input: line 1, column 6: expected a space, found end of line",
    );
    assert_eq!(
        v.to_string(),
        "FAIL: judge input: line 1, column 6: expected a space, found end of line"
    );
    let conflict = SAMPLE_2580.replacen("0 3 5", "5 3 5", 1);
    check(
        j(p, &conflict, ANSWER_2580, Whitespace::Boj),
        Verdict::Fail,
        "judge input: givens conflict: 5 appears twice in row 1 (r1c1, r1c3)",
    );
    // No conflict, no solution: r1c1 can hold nothing (row 1 has 2..9
    // apart from it, and column 1 has the 1).
    let mut g = Grid::EMPTY;
    for (k, d) in (2..=9).enumerate() {
        g.set(Cell::at(0, k + 1), d);
    }
    g.set(Cell::at(4, 0), 1);
    check(
        j(p, &format::write(&g, Format::Boj2580), ANSWER_2580, Whitespace::Boj),
        Verdict::Fail,
        "judge input: the puzzle has no solution",
    );
    assert_eq!("exact".parse::<Whitespace>(), Ok(Whitespace::Exact));
    assert!("loose".parse::<Whitespace>().is_err());
    assert_eq!(Whitespace::default(), Whitespace::Boj);
}

/// On top1465's puzzles that the ports finish within
/// [`reference::PORT_BUDGET`](crate::reference::PORT_BUDGET) (all have a
/// solution), `finished`: each post's program prints an output judged AC
/// under its problem, and byte for byte only bitmask's.
/// `tests/differential.rs`'s one pass over the ports judges every
/// program's output on the other datasets, both ways. Returns how many
/// puzzles were judged.
fn every_port_output_on_top1465(finished: &[sudoku_lab::Grid]) -> usize {
    let name = TDOKU_MAGICTOUR.file;
    let mut judged = 0;
    for p in finished {
        assert!(
            p.conflict().is_none() && reference::count_solutions(p, 1) == 1,
            "{name} {p}"
        );
        for v in Variant::ALL {
            let problem = v.problem();
            let input = format::write(p, problem.format());
            let out = program::run(v, input.as_bytes()).unwrap();
            let verdict = judge(problem, input.as_bytes(), &out, Whitespace::Boj);
            assert_eq!(verdict.verdict, Verdict::Ac, "{v} on {name} {p}: {verdict}");
            let exact = judge(problem, input.as_bytes(), &out, Whitespace::Exact);
            // Only bitmask prints the layout byte for byte.
            let want = if v == Variant::Bitmask {
                Verdict::Ac
            } else {
                Verdict::Pe
            };
            assert_eq!(exact.verdict, want, "{v} on {name} {p}: {exact}");
        }
        judged += 1;
    }
    judged
}

/// Every other of those found among every other puzzle of the file in
/// every `cargo test`; all of them in CI (.ci/run runs the ignored test
/// below).
#[test]
fn every_port_output_is_accepted_under_its_problem_on_a_slice() {
    let finished: Vec<_> = crate::reference::finished_top1465(2)
        .iter()
        .step_by(2)
        .copied()
        .collect();
    let all = crate::reference::FINISHED_TOP1465_EVERY_OTHER;
    assert_eq!(
        every_port_output_on_top1465(&finished),
        all.div_ceil(2),
        "puzzles judged"
    );
}

#[test]
#[ignore = "385 puzzles through the five posts' programs (1.5 s of CPU): run by .ci/run"]
fn every_port_output_is_accepted_under_its_problem() {
    let all = crate::reference::FINISHED_TOP1465;
    let finished = crate::reference::finished_top1465(1);
    assert_eq!(every_port_output_on_top1465(finished), all, "puzzles judged");
}

/// Exact mode names Boj mode as a way out only when Boj mode accepts the
/// output: a layout that both reject gets no hint. (A mutation test found
/// the condition unprotected.)
#[test]
fn exact_mode_suggests_boj_mode_only_when_it_would_accept() {
    let glued = ANSWER_2580.replacen("1 3", "13", 1);
    check(
        j(Problem::Boj2580, SAMPLE_2580, &glued, Whitespace::Exact),
        Verdict::Pe,
        "your output, line 1, column 2: expected a single space, found '3'",
    );
    let one_line = nospace(ANSWER_2580).replace('\n', "");
    check(
        j(Problem::Boj2239, &nospace(SAMPLE_2580), &one_line, Whitespace::Exact),
        Verdict::Pe,
        "your output, line 1, column 10: expected end of line, found '7'",
    );
}

/// Each whitespace mode prints as the name `--whitespace` takes, and parses
/// back. (A mutation test found `Display` unprotected in this crate.)
#[test]
fn whitespace_modes_print_and_parse_as_their_names() {
    let names: Vec<String> = Whitespace::ALL.iter().map(|w| w.to_string()).collect();
    assert_eq!(names, ["boj", "exact", "tokens"]);
    for w in Whitespace::ALL {
        assert_eq!(w.to_string().parse::<Whitespace>(), Ok(w));
    }
    assert!(
        "strict"
            .parse::<Whitespace>()
            .unwrap_err()
            .contains("boj, exact or tokens")
    );
}

/// The layout is checked on every line, first to last: one line in the
/// wrong layout (its spaces dropped for 2580, spaces put in for 2239, a
/// tab, a doubled space, a leading space) is PE in `exact` mode, named by
/// its line; in `boj` mode, by each problem's rule: 2580's special judge
/// minds only digits side by side (WA: a special judge says AC or WA),
/// 2239's line-by-line comparison all of them (PE). A judge that stopped checking at line 8 (`take(8)`) or started at
/// line 2 fails here on that line.
/// A problem, its input, an output, and the start of the reason in exact
/// mode and in boj mode (`None`: AC).
type Case<'a> = (Problem, &'a str, String, Option<String>, Option<String>);

#[test]
fn a_wrong_layout_on_any_one_line_is_a_presentation_error() {
    let input2239 = nospace(SAMPLE_2580);
    let answer2239 = nospace(ANSWER_2580);
    let edit = |answer: &str, r: usize, f: &dyn Fn(&str) -> String| -> String {
        answer
            .lines()
            .enumerate()
            .map(|(i, l)| if i == r { f(l) } else { l.to_string() })
            .map(|l| l + "\n")
            .collect()
    };
    let spaced = |l: &str| l.chars().map(String::from).collect::<Vec<_>>().join(" ");
    for r in 0..9 {
        let line = r + 1;
        let at = |column: usize, rest: &str| Some(format!("your output, line {line}, column {column}: {rest}"));
        let cases: [Case; 5] = [
            (
                Problem::Boj2580,
                SAMPLE_2580,
                edit(ANSWER_2580, r, &|l| l.replace(' ', "")),
                at(2, "expected a single space, found '"),
                at(
                    2,
                    "expected whitespace (two digits side by side are one number), found '",
                ),
            ),
            (
                Problem::Boj2580,
                SAMPLE_2580,
                edit(ANSWER_2580, r, &|l| l.replacen(' ', "\t", 1)),
                at(2, "expected a single space, found a tab"),
                None,
            ),
            (
                Problem::Boj2580,
                SAMPLE_2580,
                edit(ANSWER_2580, r, &|l| l.replacen(' ', "  ", 1)),
                at(3, "expected a digit, found a space"),
                None,
            ),
            (
                Problem::Boj2239,
                &input2239,
                edit(&answer2239, r, &spaced),
                at(2, "expected a digit, found a space"),
                at(2, "expected a digit, found a space"),
            ),
            (
                Problem::Boj2239,
                &input2239,
                edit(&answer2239, r, &|l| format!(" {l}")),
                at(1, "expected a digit, found a space"),
                at(1, "expected a digit, found a space"),
            ),
        ];
        for (problem, input, output, exact, boj) in cases {
            for (mode, want) in [(Whitespace::Exact, exact), (Whitespace::Boj, boj)] {
                let v = j(problem, input, &output, mode);
                match want {
                    None => assert_eq!(v.verdict, Verdict::Ac, "{problem} {mode} line {line}: {v}\n{output}"),
                    Some(want) => {
                        let verdict = if (problem, mode) == (Problem::Boj2580, Whitespace::Boj) {
                            Verdict::Wa
                        } else {
                            Verdict::Pe
                        };
                        assert_eq!(v.verdict, verdict, "{problem} {mode} line {line}: {v}\n{output}");
                        assert!(
                            v.reason.to_string().starts_with(&want),
                            "{problem} {mode} line {line}: {v}, wanted {want}"
                        );
                    }
                }
            }
            // The digits are right: tokens mode accepts it.
            assert_eq!(j(problem, input, &output, Whitespace::Tokens).verdict, Verdict::Ac);
        }
    }
}

/// The book's chapter on judging quotes the evidence's counts
/// ([`BojRule::evidence`]): a count changed in one place and not the other
/// fails here.
#[test]
fn the_book_quotes_the_evidence_as_the_library_has_it() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/book/src/judging.md");
    let chapter = std::fs::read_to_string(path).unwrap();
    let chapter = chapter.split_whitespace().collect::<Vec<_>>().join(" ");
    let (n2580, n2239) = (BojRule::Numbers.evidence(), BojRule::Lines.evidence());
    let count = |e: &sudoku_lab::judge::Evidence, shape: Shape| {
        e.shapes.iter().find(|(s, _)| *s == shape).map(|(_, n)| *n).unwrap()
    };
    let wanted = [
        format!(
            "{} accepted 2580 submissions and {} accepted 2239 ones",
            n2580.accepted, n2239.accepted
        ),
        format!(
            "{} of the {} print a space after every row, {} an empty line after the grid, and one an empty line *before* it",
            count(&n2580, Shape::SpaceAtLineEnd),
            n2580.accepted,
            count(&n2580, Shape::EmptyLineAfter),
        ),
        format!(
            "{} of the {} print an empty line after the grid",
            count(&n2239, Shape::EmptyLineAfter),
            n2239.accepted
        ),
    ];
    assert_eq!(count(&n2580, Shape::EmptyLineBefore), 1, "the chapter says \"one\"");
    for w in wanted {
        assert!(chapter.contains(&w), "book/src/judging.md should say: {w}");
    }
}
