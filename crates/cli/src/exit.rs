//! The exit codes, defined once: [`Code`] for what a subcommand returns,
//! [`Code::of_verdict`] for a judge's verdict, and [`help`] for the
//! `Exit codes:` section of each `--help`, built from the same table.

use std::process::ExitCode;

use sudoku_lab::judge::Verdict;

/// How `sudoku-lab` ends: the three documented exit codes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    /// Exit 0: success (for `judge`, AC; for `validate`, a valid input).
    Success,
    /// Exit 1: a puzzle had no solution or hit the budget, the ports
    /// disagreed, an output was WA, PE or OLE, a trace was invalid, a
    /// stress run failed.
    Failure,
    /// Exit 2: bad usage or bad input (for `judge`, FAIL: the judge's own
    /// input is at fault).
    BadInput,
}

impl Code {
    /// All three, in the order of their numbers.
    pub const ALL: [Code; 3] = [Code::Success, Code::Failure, Code::BadInput];

    /// The number the process exits with: 0, 1 or 2.
    pub const fn number(self) -> u8 {
        match self {
            Code::Success => 0,
            Code::Failure => 1,
            Code::BadInput => 2,
        }
    }

    /// The exit code for a verdict: AC 0; WA, PE, TLE, MLE, RE and OLE 1 (the
    /// answer or the program is at fault); FAIL 2 (the judge's input is).
    pub const fn of_verdict(verdict: Verdict) -> Code {
        match verdict {
            Verdict::Ac => Code::Success,
            Verdict::Wa | Verdict::Pe | Verdict::Tle | Verdict::Mle | Verdict::Re | Verdict::Ole => Code::Failure,
            Verdict::Fail => Code::BadInput,
        }
    }
}

impl From<Code> for ExitCode {
    fn from(code: Code) -> ExitCode {
        ExitCode::from(code.number())
    }
}

/// What the codes mean for most subcommands (the top level, `solve`, `run`
/// and `compare`).
pub const GENERAL: [&str; 3] = [
    "success",
    "a puzzle had no solution, hit the placement budget, or variants disagreed",
    "bad usage or bad input (the message gives the line and column)",
];

/// The `Exit codes:` section of a `--help`: one line per [`Code`], with
/// `meanings` in the order of [`Code::ALL`].
pub fn help(meanings: [&str; 3]) -> String {
    let mut s = String::from("Exit codes:");
    for (code, meaning) in Code::ALL.iter().zip(meanings) {
        s.push_str(&format!("\n  {}  {meaning}", code.number()));
    }
    s
}

/// The verdicts among `verdicts` that exit with `code`, as a list:
/// `WA, PE or OLE`, `WA, PE, TLE, MLE, RE or OLE`.
pub fn verdicts_with(code: Code, verdicts: &[Verdict]) -> String {
    let names: Vec<&str> = verdicts
        .iter()
        .filter(|&&v| Code::of_verdict(v) == code)
        .map(|v| v.name())
        .collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_general_help_lists_the_three_codes() {
        assert_eq!(
            help(GENERAL),
            "Exit codes:\n  0  success\n  1  a puzzle had no solution, hit the placement budget, or variants \
             disagreed\n  2  bad usage or bad input (the message gives the line and column)"
        );
    }

    #[test]
    fn every_verdict_has_a_code() {
        let judge = [Verdict::Ac, Verdict::Wa, Verdict::Pe, Verdict::Fail];
        assert_eq!(verdicts_with(Code::Success, &judge), "AC");
        assert_eq!(verdicts_with(Code::Failure, &judge), "WA or PE");
        assert_eq!(verdicts_with(Code::BadInput, &judge), "FAIL");
        assert_eq!(
            verdicts_with(Code::Failure, &Verdict::RUN),
            "WA, PE, TLE, MLE, RE or OLE"
        );
    }
}
