//! Confirm before you blame: a TLE is run again, alone, [`RERUNS`] times
//! ([`confirm`]); it is reproducible when every re-run is TLE, flaky `k/3`
//! when some are, and not a failure at all when none is (load made it).
//! Other verdicts do not depend on time and are not re-run.

use std::io;

use sudoku_lab::Problem;
use sudoku_lab::judge::Verdict;

use crate::stress::judge::Trial;
use crate::stress::run::Program;

/// How many times a TLE is re-run alone.
pub const RERUNS: usize = 3;

/// What the re-runs found: the trial's own record of them.
use crate::stress::judge::Confirmation;

/// Re-runs a TLE trial [`RERUNS`] times (the caller makes sure nothing
/// else runs) and returns it with its [`Trial::confirmation`]; when no
/// re-run is TLE, the last re-run is returned instead (its verdict, say
/// AC, is the run's), with the confirmation that tells it was TLE first.
/// Any other trial is returned as it is.
///
/// # Errors
/// When `sh` cannot be started.
pub fn confirm(program: &Program, problem: Problem, trial: Trial) -> io::Result<Trial> {
    if trial.verdict != Verdict::Tle {
        return Ok(trial);
    }
    let mut confirmation = Confirmation {
        runs: RERUNS,
        failed: 0,
        cpu: Vec::with_capacity(RERUNS),
        limit: program.time_limit,
        load: None,
        verdicts: Vec::with_capacity(RERUNS),
        first: trial.verdict,
        crowded: false,
    };
    let mut last = None;
    for _ in 0..RERUNS {
        let again = program.trial(problem, &trial.puzzle)?;
        confirmation.cpu.push(again.execution.cpu);
        confirmation.verdicts.push(again.verdict);
        confirmation.failed += usize::from(again.verdict == Verdict::Tle);
        last = Some(again);
    }
    confirmation.load = crate::stress::run::load::Load::now();
    let mut result = if confirmation.failed == 0 {
        last.expect("RERUNS > 0")
    } else {
        trial
    };
    result.confirmation = Some(confirmation);
    Ok(result)
}
