//! `program::run` against the stdout of the posts' original programs.
//!
//! The `.out` files in `testdata/originals/` were written by the
//! original Java, Python and C++ programs, not by sudoku-lab (see the
//! README there), so these tests fail as soon as a port prints one byte
//! differently.

use std::fs;

use sudoku_lab::{Problem, Variant, program};

const CASES: [&str; 9] = [
    "sample2580",
    "sample2239",
    "multi",
    "empty",
    "full",
    "unsolvable",
    "conflict",
    "conflict_nosol",
    "conflict_full",
];

fn fixture(name: &str) -> Vec<u8> {
    let path = sudoku_lab_test::data::root().join("testdata/originals").join(name);
    fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn input_for(case: &str, v: Variant) -> Vec<u8> {
    match v.problem() {
        Problem::Boj2580 => fixture(&format!("{case}.2580.txt")),
        Problem::Boj2239 => fixture(&format!("{case}.2239.txt")),
    }
}

#[test]
fn run_prints_exactly_what_the_original_prints() {
    let mut checked = 0;
    for case in CASES {
        for v in Variant::ALL {
            let got = program::run(v, &input_for(case, v)).unwrap();
            let want = fixture(&format!("{case}.{v}.out"));
            assert_eq!(
                String::from_utf8_lossy(&got),
                String::from_utf8_lossy(&want),
                "{v} on {case} differs from the original's stdout"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, CASES.len() * Variant::ALL.len());
}

#[test]
fn run_reads_only_the_first_puzzle_like_the_originals() {
    for v in Variant::ALL {
        let mut input = input_for("sample2580", v);
        input.extend_from_slice(b"anything after the ninth row is never read\n");
        let want = fixture(&format!("sample2580.{v}.out"));
        assert_eq!(program::run(v, &input).unwrap(), want, "{v}");
    }
}

#[test]
fn run_rejects_input_in_the_wrong_format_with_a_position() {
    let e = program::run(Variant::Bitmask, &fixture("sample2580.2580.txt")).unwrap_err();
    assert_eq!(e.to_string(), "line 1, column 2: expected a digit 0-9, found a space");
    let e = program::run(Variant::HoleArray, &fixture("sample2239.2239.txt")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1, column 1: expected a number 0-9, found 103000509"
    );
}
