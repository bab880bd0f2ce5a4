//! How a learner installs `sudoku-lab`, in one place: what works today,
//! what works once the packages are published, on which platforms, and
//! WSL for Windows until its wheel is out. The demo's closing lines and
//! `--help` print [`TEXT`]; the README, the wheel's page
//! (crates/cli/README.md), the book's submission chapter (both editions)
//! and Appendix A say the same [`FACTS`], which a test checks.

/// The install text the demo and `--help` end with.
pub const TEXT: &str = "\
Install: today, with Rust 1.88+, in a clone of https://github.com/sudoku-lab/sudoku-lab:
  cargo install --locked --path crates/cli
Once published (`pip index versions sudoku-lab` tells), without Rust:
  pipx install sudoku-lab   (or pip inside a virtualenv; not the system pip on
  Debian/Ubuntu: PEP 668); wheels for Linux x86_64 and aarch64, macOS x86_64 and arm64,
  Windows x86_64. On Windows, until that wheel is out: WSL. A wheel built from a clone
  needs Rust too.";

/// The words every install text of the project carries (README, the
/// wheel's page, the submission chapter, Appendix A, the demo, `--help`).
pub const FACTS: [&str; 6] = [
    "cargo install --locked --path crates/cli",
    "pipx install sudoku-lab",
    "virtualenv",
    "PEP 668",
    "WSL",
    "once published",
];

#[cfg(test)]
mod tests {
    #[test]
    fn the_text_says_every_fact() {
        for fact in super::FACTS {
            assert!(super::TEXT.to_lowercase().contains(&fact.to_lowercase()), "{fact}");
        }
    }
}
