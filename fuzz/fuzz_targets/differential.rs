//! A solvable puzzle through the five ports and the reference solver: see
//! `sudoku_lab_test::fuzzing::differential`.
#![no_main]

use libfuzzer_sys::{Corpus, fuzz_target};
use sudoku_lab_test::fuzzing::DifferentialInput;

fuzz_target!(|input: DifferentialInput| -> Corpus {
    if sudoku_lab_test::fuzzing::differential(&input) {
        Corpus::Keep
    } else {
        Corpus::Reject
    }
});
