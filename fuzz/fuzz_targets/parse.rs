//! Arbitrary bytes into every parser and program: see `sudoku_lab_test::fuzzing::parse`.
#![no_main]

use libfuzzer_sys::{Corpus, fuzz_target};

fuzz_target!(|data: &[u8]| -> Corpus {
    if sudoku_lab_test::fuzzing::parse(data) {
        Corpus::Keep
    } else {
        Corpus::Reject
    }
});
