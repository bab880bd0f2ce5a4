//! Byte-exact emulation of each post's whole program: read stdin, search,
//! write stdout.
//!
//! What each original prints is its post's [`Prints`](crate::variants::Prints),
//! in the port's module (`POST.prints`), checked against the original
//! programs' real output in `testdata/originals/`.
//!
//! Java's `println` and `BufferedWriter.newLine` write the platform line
//! separator; this module writes `\n`, as on Linux, where Baekjoon runs
//! them.
//!
//! The input is read with the shared parser in the layout of the post's
//! problem ([`Variant::problem`]), first puzzle only: like the
//! originals, nothing after the ninth row is read. Conflicting givens are
//! not rejected: the originals don't check them, and neither does `run`.
//! Departure: input the originals would misread (a number over 9, a
//! missing row) is an [`InputError`] here rather than an exception or
//! undefined behaviour.

use crate::format::{self, InputError};
use crate::grid::Grid;
use crate::search::{Budget, NoTrace, Outcome, Report};
use crate::variants::Variant;

/// The bytes `variant`'s original program writes to stdout for `input`.
///
/// Runs with no placement budget, as the originals do: a puzzle that takes
/// a naive backtracker minutes takes the port a proportionate time.
///
/// # Errors
/// [`InputError`] when `input` does not start with a puzzle in the post's
/// format ([`Variant::problem`]).
pub fn run(variant: Variant, input: &[u8]) -> Result<Vec<u8>, InputError> {
    let puzzle = format::parse_first(input, variant.problem().format())?;
    let report = variant.solve(&puzzle, Budget::UNLIMITED, &mut NoTrace);
    Ok(output(variant, &report))
}

/// The bytes `variant`'s program prints once its search has ended with
/// `report`. A [`Outcome::Stopped`] search prints nothing (the original
/// would still be running).
pub fn output(variant: Variant, report: &Report) -> Vec<u8> {
    let solved = match report.outcome {
        Outcome::Solved(_) => true,
        Outcome::NoSolution => false,
        Outcome::Stopped => return Vec::new(),
    };
    let prints = variant.post().prints;
    let mut out = Vec::with_capacity(172);
    if solved || prints.board_when_unsolved {
        print_board(&mut out, &report.board, prints.space_after_digit);
        if solved && prints.extra_newline {
            out.push(b'\n');
        }
    }
    out
}

/// Nine lines of nine digits, each digit followed by a space when `spaced`
/// (`d ` as the 2580 posts print it), then `\n`.
fn print_board(out: &mut Vec<u8>, board: &Grid, spaced: bool) {
    for r in 0..9 {
        for c in 0..9 {
            out.push(b'0' + board.at(r, c));
            if spaced {
                out.push(b' ');
            }
        }
        out.push(b'\n');
    }
}
