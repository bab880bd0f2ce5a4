//! How a learner installs `sudoku-lab`, in one place: what works today,
//! what works once the packages are published, on which platforms, and
//! WSL for Windows until its wheel is out: the catalog's `install`. The
//! demo's closing lines print [`text`] (in the console's language) and
//! `--help` its English; the README, the wheel's page
//! (crates/cli/README.md), the book's submission chapter (both editions)
//! and Appendix A say the same [`FACTS`], which a test checks.

/// The install text the demo ends with, in the console's language: the
/// catalog's `install` (`crates/messages/i18n/*/sudoku-lab.ftl`).
pub(crate) fn text() -> &'static str {
    crate::messages::INSTALL.text()
}

/// The install text in `ui`; `--help` ends with the English.
pub fn text_in(ui: crate::messages::Ui) -> &'static str {
    crate::messages::INSTALL.text_in(ui)
}

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
    use crate::messages::Ui;

    #[test]
    fn the_text_says_every_fact() {
        for fact in super::FACTS {
            let en = super::text_in(Ui::En);
            assert!(en.to_lowercase().contains(&fact.to_lowercase()), "{fact}");
        }
        // The Korean says each fact but the English words `once published`.
        let ko = super::text_in(Ui::Ko);
        for fact in &super::FACTS[..5] {
            assert!(ko.contains(fact), "{fact}: {ko}");
        }
        assert!(ko.contains("공개되면"), "{ko}");
    }
}
