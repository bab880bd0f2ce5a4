//! The verdict on one run, as a front end without process limits sees it
//! (the book's page): [`judged`] orders `TLE`, `RE`, then the judge
//! ([`judge_output`], which the command line calls after its own limits).

use crate::Problem;
use crate::judge::{self, Verdict, Whitespace};

/// The verdict on `stdout`, the output of a run that ended normally, for
/// `input`, and the judge's reason: [`judge::judge`] with `whitespace`,
/// a judge `FAIL` (an illegal input) given as `WA` ([`legal`] inputs never
/// give one).
pub fn judge_output(problem: Problem, input: &[u8], stdout: &[u8], whitespace: Whitespace) -> (Verdict, judge::Reason) {
    let v = judge::judge(problem, input, stdout, whitespace);
    let verdict = match v.verdict {
        Verdict::Fail => Verdict::Wa,
        other => other,
    };
    (verdict, v.reason)
}

/// How a run ended, as a front end without process limits sees it (the
/// book's page): the command line's runner tells more (memory, processes,
/// the output bound) and orders those first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// It ended by itself without an error (exit status 0).
    Normally,
    /// It ended with an error: an uncaught exception, a non-zero exit
    /// status.
    Error,
    /// It was stopped at the time limit.
    TimedOut,
}

/// One run of a program on one input, as [`judged`] needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// What it wrote on stdout.
    pub stdout: Vec<u8>,
    /// How it ended.
    pub ended: Ended,
}

/// Why a [`Run`] got its verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// AC, WA, PE or OLE: the judge's reason.
    Judge(judge::Reason),
    /// TLE: stopped at the time limit.
    TimedOut,
    /// RE: it ended with an error.
    Error,
}

/// The verdict on `run` for `input` (`problem`'s format) and why: `TLE`
/// when it was stopped, `RE` when it ended with an error, else the judge's
/// ([`judge_output`]), as `stress` orders them.
pub fn judged(problem: Problem, input: &[u8], run: &Run, whitespace: Whitespace) -> (Verdict, Why) {
    match run.ended {
        Ended::TimedOut => (Verdict::Tle, Why::TimedOut),
        Ended::Error => (Verdict::Re, Why::Error),
        Ended::Normally => {
            let (v, r) = judge_output(problem, input, &run.stdout, whitespace);
            (v, Why::Judge(r))
        }
    }
}
