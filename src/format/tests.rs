//! Unit tests of the parsers and printers.

use super::*;

const SAMPLE: &str = crate::Problem::Boj2580.sample();

fn err(input: &str, format: Option<Format>) -> String {
    parse(input.as_bytes(), format).unwrap_err().to_string()
}

#[test]
fn detects_each_format() {
    assert_eq!(detect(SAMPLE.as_bytes()), Format::Boj2580);
    assert_eq!(detect(b"\n103000509\n"), Format::Boj2239);
    assert_eq!(detect(b"# top95\n4.....8.5.3\n"), Format::Line);
}

#[test]
fn round_trips_every_format() {
    let g = parse(SAMPLE.as_bytes(), None).unwrap().puzzles[0].grid;
    for f in Format::ALL {
        let text = write_all([&g, &g], f);
        let back = parse(text.as_bytes(), Some(f)).unwrap();
        assert_eq!(back.puzzles.len(), 2, "{f}");
        assert!(back.puzzles.iter().all(|p| p.grid == g), "{f}");
    }
}

#[test]
fn crlf_bom_and_trailers_are_accepted() {
    let crlf = format!("\u{FEFF}{}", SAMPLE.replace('\n', "\r\n"));
    assert_eq!(parse(crlf.as_bytes(), None).unwrap().puzzles.len(), 1);
    let dots = format!("{}:1\r\n", ".".repeat(81));
    assert_eq!(parse(dots.as_bytes(), None).unwrap().puzzles[0].grid, Grid::EMPTY);
    let named = format!("{}\tEaster Monster\n", "0".repeat(81));
    assert_eq!(parse(named.as_bytes(), None).unwrap().format, Format::Line);
}

#[test]
fn errors_point_at_line_and_column() {
    let bad = SAMPLE.replacen("0 2 7 8 1 3 5", "0 x 7 8 1 3 5", 1);
    assert_eq!(err(&bad, None), "line 3, column 7: expected a digit 0-9, found 'x'");
    let short = SAMPLE.replace("2 5 8 3 9 4 7 6 0", "2 5 8 3 9 4 7 6");
    assert_eq!(err(&short, None), "line 9: expected 9 numbers, found 8");
    let seven: String = SAMPLE.lines().take(7).map(|l| format!("{l}\n")).collect();
    assert_eq!(
        err(&seven, None),
        "expected 9 rows, found 7 (the puzzle starts at line 1)"
    );
    let ten = SAMPLE.replacen("0 3 5", "10 3 5", 1);
    assert_eq!(err(&ten, None), "line 1, column 1: expected a number 0-9, found 10");
    assert_eq!(
        err("12345678\n", Some(Format::Boj2239)),
        "line 1: expected 9 digits, found 8"
    );
    assert_eq!(
        err(&".".repeat(80), Some(Format::Line)),
        "line 1: expected 81 cells, found 80"
    );
    assert_eq!(
        err(&format!("{}x", ".".repeat(81)), Some(Format::Line)),
        "line 1, column 82: expected the end of the puzzle after 81 cells (then whitespace, ':' or a tab), found 'x'"
    );
    assert_eq!(err("# nothing\n\n", None), "no puzzle found in the input");
    assert_eq!(
        err("가 1\n", None),
        "line 1, column 1: expected a digit 0-9, found '가' (U+AC00, bytes 0xEA 0xB0 0x80)"
    );
}

#[test]
fn vertical_tab_and_form_feed_are_whitespace_alike() {
    let g = parse(SAMPLE.as_bytes(), None).unwrap().puzzles[0].grid;
    for ws in ["\x0B", "\x0C"] {
        // Between numbers, before the first and after the last.
        let spaced = SAMPLE.replace(' ', ws).replace('\n', &format!("{ws}\n"));
        let spaced = format!("{ws}{spaced}");
        let parsed = parse(spaced.as_bytes(), None).unwrap();
        assert_eq!((parsed.format, parsed.puzzles[0].grid), (Format::Boj2580, g), "{ws:?}");
        let digits = format!(
            "{ws}{}{ws}\n",
            write(&g, Format::Boj2239).replace('\n', &format!("{ws}\n{ws}"))
        );
        assert_eq!(
            parse(digits.as_bytes(), Some(Format::Boj2239)).unwrap().puzzles[0].grid,
            g,
            "{ws:?}"
        );
        let line = format!("{ws}{}{ws}name\n", g);
        assert_eq!(parse(line.as_bytes(), None).unwrap().puzzles[0].grid, g, "{ws:?}");
    }
}

#[test]
fn a_huge_number_is_quoted_as_an_excerpt() {
    let huge = format!("{} 3 5\n", "1".repeat(5 << 20));
    let message = err(&huge, Some(Format::Boj2580));
    assert!(message.len() < 200, "{} bytes", message.len());
    assert_eq!(
        message,
        format!(
            "line 1, column 1: expected a number 0-9, found {}… (5242880 bytes)",
            "1".repeat(crate::diagnostic::EXCERPT_BYTES)
        )
    );
}

/// Each format prints as the name `--format` takes and parses back, and
/// its `--help` line names its layout. (Mutation testing found these only
/// tested through the CLI.)
#[test]
fn formats_print_and_parse_as_their_names_and_describe_their_layout() {
    let names: Vec<String> = Format::ALL.iter().map(|f| f.to_string()).collect();
    assert_eq!(names, ["boj2580", "boj2239", "line"]);
    for f in Format::ALL {
        assert_eq!(f.name().parse::<Format>(), Ok(f));
    }
    assert!(
        "csv"
            .parse::<Format>()
            .unwrap_err()
            .contains("boj2580, boj2239 or line")
    );
    assert!(Format::Boj2580.description().starts_with("BOJ 2580: 9 lines"));
    assert!(Format::Boj2239.description().starts_with("BOJ 2239: 9 lines"));
    assert!(Format::Line.description().contains("81 characters"));
}

/// `InputError::line` and `column` are where the CLI points its error:
/// the line and column of the offending character, the line of a short
/// row (no column), the first line of a truncated puzzle, and nothing for
/// an empty input.
#[test]
fn input_errors_point_at_their_line_and_column() {
    let bad_char = SAMPLE.replacen("7 8 2 1 0", "7 8 x 1 0", 1);
    let e = parse(bad_char.as_bytes(), Some(Format::Boj2580)).unwrap_err();
    assert!(matches!(e, InputError::Unexpected { .. }), "{e}");
    assert_eq!((e.line(), e.column()), (Some(2), Some(5)), "{e}");
    let short_row = SAMPLE.replacen("0 6 0 2 7 8 1 3 5", "0 6 0 2 7 8 1 3", 1);
    let e = parse(short_row.as_bytes(), Some(Format::Boj2580)).unwrap_err();
    assert!(matches!(e, InputError::Count { .. }), "{e}");
    assert_eq!((e.line(), e.column()), (Some(3), None), "{e}");
    let truncated: String = format!("\n\n{}", SAMPLE.lines().take(4).collect::<Vec<_>>().join("\n"));
    let e = parse(truncated.as_bytes(), Some(Format::Boj2580)).unwrap_err();
    assert!(matches!(e, InputError::MissingRows { .. }), "{e}");
    assert_eq!((e.line(), e.column()), (Some(3), None), "{e}");
    let e = parse(b"\n\n", Some(Format::Boj2580)).unwrap_err();
    assert_eq!((e.line(), e.column()), (None, None), "{e}");
}

/// `write_all`'s layout, byte for byte: in the Baekjoon formats one empty
/// line between two puzzles (none before the first), in the line format
/// none. (The round trip alone could not tell: `parse` forgives empty
/// lines. A mutation test found it.)
#[test]
fn write_all_separates_baekjoon_puzzles_with_one_empty_line() {
    let g = parse(SAMPLE.as_bytes(), None).unwrap().puzzles[0].grid;
    for f in Format::ALL {
        let one = write(&g, f);
        assert_eq!(write_all([&g], f), one, "{f}");
        let two = if f == Format::Line {
            format!("{one}{one}")
        } else {
            format!("{one}\n{one}")
        };
        assert_eq!(write_all([&g, &g], f), two, "{f}");
    }
}

/// A row one number or digit too long is a count error, not a crash, in
/// both Baekjoon formats; a short `line` puzzle ends at whitespace or `:`
/// (a count error), while any other character is pointed at. (Mutation
/// testing found the one-too-many row and these three endings untested.)
#[test]
fn rows_one_too_long_and_short_line_puzzles_are_errors() {
    let first = SAMPLE.lines().next().unwrap();
    let long_2580 = SAMPLE.replacen(first, &format!("{first} 1"), 1);
    assert_eq!(
        err(&long_2580, Some(Format::Boj2580)),
        "line 1: expected 9 numbers, found 10"
    );
    let long_2239 = long_2580.replace(' ', "");
    assert_eq!(
        err(&long_2239, Some(Format::Boj2239)),
        "line 1: expected 9 digits, found 10"
    );
    let short = "4.....8.5.3";
    for ending in [" x", ":x", "\t"] {
        let e = err(&format!("{short}{ending}\n"), Some(Format::Line));
        assert_eq!(e, "line 1: expected 81 cells, found 11", "{ending:?}");
    }
    assert_eq!(
        err(&format!("{short}x\n"), Some(Format::Line)),
        "line 1, column 12: expected a digit 1-9, '0' or '.', found 'x'"
    );
}
