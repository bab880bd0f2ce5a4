//! Saving a run for a person to look at: the input, the output, the
//! expected answer, stderr and the verdict, one file each.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use sudoku_lab::search::Outcome;
use sudoku_lab::{Problem, format, reference};

use super::spawn::Program;
use super::trial::Trial;

/// Saves a run under `dir/name/`: `input.txt` (what the program read),
/// `output.txt` (its stdout, as far as it was kept), `expected.txt` (the
/// reference solver's answer, the lexicographically smallest completion,
/// in the problem's format; for 2580 any valid completion is accepted),
/// `stderr.txt` and `verdict.txt` (verdict, reason, exit status, time,
/// command). Creates the directories; overwrites the files.
///
/// # Errors
/// When a directory or file cannot be written.
pub fn save(dir: &Path, name: &str, problem: Problem, program: &Program, trial: &Trial) -> io::Result<PathBuf> {
    let at = dir.join(name);
    fs::create_dir_all(&at)?;
    let fmt = problem.format();
    fs::write(at.join("input.txt"), format::write(&trial.puzzle, fmt))?;
    fs::write(at.join("output.txt"), &trial.execution.stdout)?;
    let expected = match reference::solve(&trial.puzzle, reference::NO_NODE_LIMIT).outcome {
        Outcome::Solved(s) => format::write(&s, fmt),
        _ => "no solution\n".to_string(),
    };
    fs::write(at.join("expected.txt"), expected)?;
    fs::write(at.join("stderr.txt"), &trial.execution.stderr)?;
    let e = &trial.execution;
    let rerun = trial
        .confirmation
        .as_ref()
        .map_or(String::new(), |c| format!("re-run: TLE {}\n", c.describe()));
    let verdict = format!(
        "{}: {}\nproblem: {}\nblanks: {}\nstatus: {}\ntime: CPU {} ms, wall {} ms (limit {} ms CPU, wall-clock cap {} ms)\n{rerun}command: {}\n",
        trial.verdict,
        trial.reason,
        problem,
        trial.puzzle.blanks(),
        e.describe_status(),
        e.cpu.as_millis(),
        e.elapsed.as_millis(),
        program.time_limit.as_millis(),
        program.wall_cap().as_millis(),
        program.command,
    );
    fs::write(at.join("verdict.txt"), verdict)?;
    Ok(at)
}
