//! Any grid (conflicts and unsolvable puzzles included) through the five
//! ports and their programs' output: see `sudoku_lab_test::fuzzing::programs`.
#![no_main]

use libfuzzer_sys::{Corpus, fuzz_target};
use sudoku_lab_test::fuzzing::ProgramsInput;

fuzz_target!(|input: ProgramsInput| -> Corpus {
    if sudoku_lab_test::fuzzing::programs(&input) {
        Corpus::Keep
    } else {
        Corpus::Reject
    }
});
