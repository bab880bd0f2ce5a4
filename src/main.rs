//! The `sudoku-lab` binary: a thin wrapper over the library; see `cli`.

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
