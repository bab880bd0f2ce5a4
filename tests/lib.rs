//! The library's integration tests, one binary (the regex-automata way): a
//! cold `cargo test` builds and links this once instead of once per file.
//! Run one part with a filter, e.g. `cargo test --test integration
//! properties::`.

mod counters;
mod differential;
mod generate;
mod judge;
mod paths;
mod programs;
mod properties;
mod reference;
mod snapshots;
mod step;
mod validate;
mod variants;
