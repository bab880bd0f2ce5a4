//! The command line's integration tests, one binary (the regex-automata
//! way): a cold `cargo test` builds and links this once instead of once per
//! file. Run one part with a filter, e.g. `cargo test -p sudoku-lab-cli
//! --test cli stress::`.

// CONTRIBUTING's 80-line rule (clippy::too_many_lines, Cargo.toml
// [workspace.lints]) is for the code the tests check, not the tests: a
// test that lists its cases in one function reads best whole.
#![allow(clippy::too_many_lines)]

mod support;

// These three watch and kill processes through libc: unsafe is allowed
// there alone (the workspace denies it, Cargo.toml [workspace.lints]), each
// block with its `// SAFETY:` comment (clippy::undocumented_unsafe_blocks).
#[allow(unsafe_code)]
mod bounded;
mod cli;
#[allow(unsafe_code)]
mod exits;
mod install;
mod korean_console;
mod snapshots;
mod stress;
mod stress_agrees;
#[allow(unsafe_code)]
mod stress_processes;
mod stress_verdicts;
mod trace_json;
