//! The command line's integration tests, one binary (the regex-automata
//! way): a cold `cargo test` builds and links this once instead of once per
//! file. Run one part with a filter, e.g. `cargo test -p sudoku-lab-cli
//! --test cli stress::`.

mod support;

mod bounded;
mod cli;
mod exits;
mod install;
mod korean_console;
mod snapshots;
mod stress;
mod stress_agrees;
mod stress_processes;
mod stress_verdicts;
mod trace_json;
