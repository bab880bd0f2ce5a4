//! The verdict on one run, in `stress`'s one order for every front end
//! ([`decide`]): `OLE` (stdout over its bound), `RE` (too many processes
//! and threads at once), `MLE` (memory over the limit), `TLE` (over the
//! time limit), `RE` (an error), then the judge on the output
//! ([`judge_output`]). The command line's runner sees every [`Signs`]
//! field; the book's page sees how a run ended ([`Ending`]) and calls
//! [`judged`].

use crate::Problem;
use crate::judge::{self, Verdict, Whitespace};

/// The verdict on `stdout`, the output of a run that ended normally, for
/// `input`, and the judge's reason: [`judge::judge`] with `whitespace`,
/// a judge `FAIL` (an illegal input) given as `WA` ([`super::legal`]
/// inputs never give one).
pub fn judge_output(problem: Problem, input: &[u8], stdout: &[u8], whitespace: Whitespace) -> (Verdict, judge::Reason) {
    let v = judge::judge(problem, input, stdout, whitespace);
    let verdict = match v.verdict {
        Verdict::Fail => Verdict::Wa,
        other => other,
    };
    (verdict, v.reason)
}

/// What a run went over, or how it ended, as far as its verdict goes: each
/// what a front end saw (the page sees only `time` and `error`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Signs {
    /// It wrote more on stdout than its bound.
    pub output: bool,
    /// It had more processes and threads at once than allowed.
    pub tasks: bool,
    /// It used more memory than allowed (or was refused it).
    pub memory: bool,
    /// It went over its time limit, or was stopped at it.
    pub time: bool,
    /// It ended with an error: an uncaught exception, a non-zero exit
    /// status, a signal.
    pub error: bool,
}

/// How a run ended, as a front end without process limits sees it (the
/// book's page).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It ended by itself without an error (exit status 0).
    Normally,
    /// It ended with an error: an uncaught exception, a non-zero exit
    /// status.
    Error,
    /// It was stopped at the time limit.
    TimedOut,
}

impl From<Ending> for Signs {
    fn from(ending: Ending) -> Signs {
        Signs {
            time: ending == Ending::TimedOut,
            error: ending == Ending::Error,
            ..Signs::default()
        }
    }
}

/// One run of a program on one input, as [`judged`] needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// What it wrote on stdout.
    pub stdout: Vec<u8>,
    /// How it ended.
    pub ended: Ending,
}

/// Why a run got its verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// AC, WA or PE: the judge's reason.
    Judge(judge::Reason),
    /// OLE: more on stdout than its bound.
    OutputLimit,
    /// RE: more processes and threads at once than allowed.
    TooManyTasks,
    /// MLE: more memory than allowed.
    MemoryLimit,
    /// TLE: over the time limit, or stopped at it.
    TimedOut,
    /// RE: it ended with an error.
    Error,
}

/// The verdict `signs` decide and why, in `stress`'s order (see the
/// module doc); `None` when none does and the judge decides on the
/// output ([`judge_output`]).
pub fn decide(signs: Signs) -> Option<(Verdict, Cause)> {
    let order = [
        (signs.output, Verdict::Ole, Cause::OutputLimit),
        (signs.tasks, Verdict::Re, Cause::TooManyTasks),
        (signs.memory, Verdict::Mle, Cause::MemoryLimit),
        (signs.time, Verdict::Tle, Cause::TimedOut),
        (signs.error, Verdict::Re, Cause::Error),
    ];
    order.into_iter().find(|(seen, _, _)| *seen).map(|(_, v, c)| (v, c))
}

/// The verdict on `run` for `input` (`problem`'s format) and why: `TLE`
/// when it was stopped, `RE` when it ended with an error, else the judge's
/// ([`judge_output`]), in [`decide`]'s order.
pub fn judged(problem: Problem, input: &[u8], run: &Run, whitespace: Whitespace) -> (Verdict, Cause) {
    decide(Signs::from(run.ended)).unwrap_or_else(|| {
        let (v, r) = judge_output(problem, input, &run.stdout, whitespace);
        (v, Cause::Judge(r))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every sign at once is OLE; each sign alone is its own verdict, in
    /// order; none is the judge's.
    #[test]
    fn the_signs_decide_in_one_order() {
        let all = Signs {
            output: true,
            tasks: true,
            memory: true,
            time: true,
            error: true,
        };
        assert_eq!(decide(all), Some((Verdict::Ole, Cause::OutputLimit)));
        let after_output = Signs { output: false, ..all };
        assert_eq!(decide(after_output), Some((Verdict::Re, Cause::TooManyTasks)));
        let timed_out_with_error = Signs {
            time: true,
            error: true,
            ..Signs::default()
        };
        assert_eq!(decide(timed_out_with_error), Some((Verdict::Tle, Cause::TimedOut)));
        assert_eq!(decide(Signs::default()), None);
        assert_eq!(decide(Ending::Error.into()), Some((Verdict::Re, Cause::Error)));
    }
}
