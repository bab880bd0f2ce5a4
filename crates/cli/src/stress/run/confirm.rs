//! Confirm before you blame: a TLE the session asks to confirm
//! ([`sudoku_lab::stress::Reported::Confirm`]) is run again, alone,
//! [`RERUNS`] times ([`rerun`]). What the re-runs mean (reproducible,
//! flaky, or not a TLE at all) is the library's
//! ([`sudoku_lab::stress::Confirmation`]); this module only runs them and
//! measures.

use std::io;

use sudoku_lab::Problem;
use sudoku_lab::judge::Verdict;
use sudoku_lab::stress::Confirmation;

pub(crate) use sudoku_lab::stress::RERUNS;

use crate::stress::run::Program;
use crate::stress::run::judge::{Reruns, Trial};

/// Re-runs `trial`, a TLE, [`RERUNS`] times (the caller makes sure
/// nothing else runs) and returns it with its [`Trial::confirmation`];
/// when the re-runs make it another verdict
/// ([`Confirmation::verdict`]), the last re-run is returned instead (its
/// verdict, say AC, is the run's), with the re-runs that tell it was TLE
/// first. `crowded`: other runs could be going during the first run.
///
/// # Errors
/// When `sh` cannot be started.
pub(crate) fn rerun(program: &Program, problem: Problem, trial: Trial, crowded: bool) -> io::Result<Trial> {
    let mut reruns = Reruns {
        confirmation: Confirmation {
            first: trial.verdict,
            verdicts: Vec::with_capacity(RERUNS),
        },
        cpu: Vec::with_capacity(RERUNS),
        limit: program.time_limit,
        load: None,
        crowded,
    };
    let mut last = None;
    for _ in 0..RERUNS {
        let again = program.trial(problem, &trial.puzzle)?;
        reruns.cpu.push(again.execution.cpu);
        reruns.confirmation.verdicts.push(again.verdict);
        last = Some(again);
    }
    reruns.load = crate::stress::run::load::Load::now();
    let mut result = match last {
        Some(last) if reruns.confirmation.verdict() != Verdict::Tle => last,
        _ => trial,
    };
    result.confirmation = Some(reruns);
    Ok(result)
}
