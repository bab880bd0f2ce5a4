//! Arbitrary output bytes against fixed puzzles: see `sudoku_lab_test::fuzzing::judge`.
#![no_main]

use libfuzzer_sys::{Corpus, fuzz_target};
use sudoku_lab_test::fuzzing::JudgeInput;

fuzz_target!(|input: JudgeInput| -> Corpus {
    if sudoku_lab_test::fuzzing::judge(&input) {
        Corpus::Keep
    } else {
        Corpus::Reject
    }
});
