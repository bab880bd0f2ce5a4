//! The install text is one: every place a learner reads how to install
//! `sudoku-lab` (the README, the wheel's page, the book's submission
//! chapter and Appendix A, the Korean edition's catalog, the demo's
//! closing lines and `--help`) says the same facts,
//! [`sudoku_lab_cli::install::FACTS`]; the demo and `--help` print
//! [`sudoku_lab_cli::install::text_in`] itself (the demo in the console's
//! language).

use sudoku_lab_cli::Ui;
use sudoku_lab_cli::install::{FACTS, text_in};

use crate::support::{root, run, text};

fn says_every_fact(place: &str, content: &str) {
    let content = content.to_lowercase();
    for fact in FACTS {
        assert!(content.contains(&fact.to_lowercase()), "{place} does not say `{fact}`");
    }
}

#[test]
fn every_page_says_the_same_install_facts() {
    for file in [
        "README.md",
        "crates/cli/README.md",
        "book/src/submission.md",
        "book/src/cli.md",
        "book/po/ko.po",
    ] {
        let content = std::fs::read_to_string(root().join(file)).unwrap();
        says_every_fact(file, &content);
    }
}

#[test]
fn the_demo_and_help_print_the_install_text() {
    let demo = text(&run(&[], b"").stdout);
    assert!(demo.contains(text_in(Ui::En)), "{demo}");
    let help = text(&run(&["--help"], b"").stdout);
    assert!(help.contains(text_in(Ui::En)), "{help}");
    assert!(help.contains("https://sudoku-lab.github.io/sudoku-lab/"), "{help}");
    assert!(!help.contains("cargo xtask book"), "{help}");
    says_every_fact("the demo", &demo);
}
