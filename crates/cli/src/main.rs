//! The `sudoku-lab` binary: everything is in the `sudoku_lab_cli` library.

fn main() -> std::process::ExitCode {
    sudoku_lab_cli::main()
}
