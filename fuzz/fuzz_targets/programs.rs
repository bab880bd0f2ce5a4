//! Any grid (conflicts and unsolvable puzzles included) through the five
//! ports and their programs' output: see `sudoku_lab::fuzzing::programs`.
#![no_main]

use libfuzzer_sys::{Corpus, fuzz_target};
use sudoku_lab::fuzzing::ProgramsInput;

fuzz_target!(|input: ProgramsInput| -> Corpus {
    if sudoku_lab::fuzzing::programs(&input) {
        Corpus::Keep
    } else {
        Corpus::Reject
    }
});
