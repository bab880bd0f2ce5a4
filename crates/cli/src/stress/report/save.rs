//! Saving a run for a person to look at: the input, the output, the
//! expected answer, stderr and the verdict, one file each, in a folder of
//! the `stress` run's own ([`RunDir`]), so that two runs never mix.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use sudoku_lab::grid::Grid;
use sudoku_lab::judge::Verdict;
use sudoku_lab::search::Outcome;
use sudoku_lab::{Problem, format, reference};

use crate::error::Error;
use crate::messages;
use crate::stress::run::Program;
use crate::stress::run::judge::Trial;

/// The folder name of a failure in its run's folder: `test3-WA`.
pub(crate) fn failure_name(index: usize, verdict: Verdict) -> String {
    format!("test{}-{verdict}", index + 1)
}

/// Saves a failing run as `name` ([`failure_name`], or `sample-RE`) in
/// the run's folder, made on the first failure ([`RunDir::get`]). A save
/// that fails leaves nothing: not its folder ([`save`]), nor the run's
/// when it is empty.
///
/// # Errors
/// When the folder or a file cannot be made or written ([`save`]).
pub(crate) fn failure(
    run_dir: &RunDir,
    name: &str,
    problem: Problem,
    program: &Program,
    trial: &Trial,
) -> io::Result<PathBuf> {
    let dir = run_dir.get()?;
    save(&dir, name, problem, program, trial).inspect_err(|_| {
        // Only an empty folder: another failure's save may be in it.
        let _ = fs::remove_dir(&dir);
    })
}

/// Where a shrunk input was kept ([`keep_confirmed`]).
#[derive(Debug)]
pub(crate) enum ShrunkCopy {
    /// In the failure's folder, `dir/shrunk/`.
    Saved(PathBuf),
    /// Nowhere (`--save` could not take it): the console shows it.
    Inline,
    /// Not at all: the saved copy, run again, was not the same failure
    /// (the verdict it got, or `unreadable`).
    NotKept(&'static str),
}

/// Saves the shrunk `trial` in `dir/shrunk/` (when there is a `dir`),
/// has the program run again on the saved `input.txt` (`replay`, the
/// executor's: its verdict) and keeps the folder only when that run fails
/// the same way. When it cannot be saved there
/// (no folder for the run, a full disk), nothing is lost: the input is to
/// be shown inline ([`ShrunkCopy::Inline`]), and the second value is the error
/// for stderr (no copy is left in the temporary directory).
///
/// # Errors
/// [`Error::BadInput`] when `sh` cannot be started for the run of the
/// saved copy. A copy that cannot be saved is not an error.
pub(crate) fn keep_confirmed(
    problem: Problem,
    program: &Program,
    trial: &Trial,
    dir: Option<&Path>,
    replay: &dyn Fn(&Grid) -> io::Result<Verdict>,
) -> Result<(ShrunkCopy, Option<String>), Error> {
    let input = format::write(&trial.puzzle, problem.format());
    let mut lost = None;
    let kept = match dir.map(|d| save(d, "shrunk", problem, program, trial)) {
        Some(Ok(at)) => ShrunkCopy::Saved(at),
        other => {
            if let (Some(Err(e)), Some(d)) = (other, dir) {
                let at = d.join("shrunk");
                let _ = fs::remove_dir_all(&at);
                lost = Some(messages::CANNOT_SAVE_SHRUNK.fill(&[&at.display(), &e]));
            }
            ShrunkCopy::Inline
        }
    };
    // The copy read back, when there is one: what the learner will run.
    let saved = match &kept {
        ShrunkCopy::Saved(at) => fs::read(at.join("input.txt")).ok(),
        _ => Some(input.into_bytes()),
    };
    let again = saved
        .and_then(|s| format::parse_first(&s, problem.format()).ok())
        .map(|p| replay(&p))
        .transpose()
        .map_err(|e| Error::BadInput(messages::CANNOT_RUN_SH.fill(&[&e])))?;
    if again.is_none_or(|v| v != trial.verdict) {
        if let ShrunkCopy::Saved(at) = &kept {
            let _ = fs::remove_dir_all(at);
        }
        let seen = again.map_or("unreadable", messages::verdict);
        return Ok((ShrunkCopy::NotKept(seen), lost));
    }
    Ok((kept, lost))
}

/// Saves a run under `dir/name/`: `input.txt` (what the program read),
/// `output.txt` (its stdout, as far as it was kept), `expected.txt` (the
/// reference solver's answer, the lexicographically smallest completion,
/// in the problem's format; for 2580 any valid completion is accepted),
/// `stderr.txt` and `verdict.txt` (verdict, reason, exit status, time,
/// command). Creates the directories; overwrites the files. Each file is
/// written whole or not at all (a temporary file renamed), and a save
/// that fails (a full disk) removes `dir/name/`: never an empty
/// `input.txt` for a person to replay.
///
/// # Errors
/// When a directory or file cannot be written; the error names the path
/// that failed ([`named`]).
pub(crate) fn save(dir: &Path, name: &str, problem: Problem, program: &Program, trial: &Trial) -> io::Result<PathBuf> {
    let at = dir.join(name);
    fs::create_dir_all(&at).map_err(named(&at))?;
    match save_files(&at, problem, program, trial) {
        Ok(()) => Ok(at),
        Err(e) => {
            let _ = fs::remove_dir_all(&at);
            Err(e)
        }
    }
}

/// Writes `bytes` to `at/file` whole: into `at/.file.part`, then renamed;
/// the partial file is removed when either fails.
fn write_whole(at: &Path, file: &str, bytes: &[u8]) -> io::Result<()> {
    let (path, part) = (at.join(file), at.join(format!(".{file}.part")));
    let written = fs::write(&part, bytes).and_then(|()| fs::rename(&part, &path));
    if written.is_err() {
        let _ = fs::remove_file(&part);
    }
    written.map_err(named(&path))
}

/// The files of [`save`], in `at`.
fn save_files(at: &Path, problem: Problem, program: &Program, trial: &Trial) -> io::Result<()> {
    let write = |file: &str, bytes: &[u8]| write_whole(at, file, bytes);
    let fmt = problem.format();
    write("input.txt", format::write(&trial.puzzle, fmt).as_bytes())?;
    write("output.txt", &trial.execution.stdout)?;
    let expected = match reference::solve(&trial.puzzle, reference::NO_NODE_LIMIT).outcome {
        Outcome::Solved(s) => format::write(&s, fmt),
        _ => "no solution\n".to_string(),
    };
    write("expected.txt", expected.as_bytes())?;
    write("stderr.txt", &trial.execution.stderr)?;
    let e = &trial.execution;
    use crate::messages;
    let rerun = trial.confirmation.as_ref().map_or(String::new(), |c| {
        let alone: Vec<&str> = c.confirmation.verdicts.iter().map(|&v| messages::verdict(v)).collect();
        messages::VERDICT_FILE_RERUN.fill(&[&crate::stress::report::describe(c), &alone.join(", ")])
    });
    // In the console's language, as the console said it.
    let verdict = messages::VERDICT_FILE.fill_named(&[
        ("verdict", &messages::verdict(trial.verdict)),
        ("reason", &crate::stress::run::judge::reason(&trial.reason)),
        ("problem", &problem),
        ("blanks", &trial.puzzle.blanks()),
        ("status", &messages::ended(&sudoku_lab_runner::ended(e.status))),
        ("cpu_ms", &e.cpu.as_millis()),
        ("wall_ms", &e.wall.as_millis()),
        ("limit_ms", &program.time_limit.as_millis()),
        ("cap_ms", &program.wall_cap().as_millis()),
        ("reruns", &rerun),
        ("command", &program.command),
        (
            "replay",
            &crate::stress::report::replay(&program.command, Path::new("input.txt")),
        ),
    ]);
    write("verdict.txt", verdict.as_bytes())
}

/// An io error that names the path it is about: `/dev/null/x: Not a
/// directory (os error 20)`.
pub(crate) fn named(path: &Path) -> impl Fn(io::Error) -> io::Error + '_ {
    move |e| io::Error::new(e.kind(), format!("{}: {e}", path.display()))
}

/// The folder of one `stress` run under `--save DIR`: `DIR/2580-seed7/`,
/// or `DIR/2580-seed7-2/`, `-3`, … when an earlier run took that name (the
/// same seed again), so a run never writes into another run's folder. It
/// is made at the first failure ([`RunDir::get`]): a run where every test
/// is AC leaves nothing.
#[derive(Debug)]
pub(crate) struct RunDir {
    parent: PathBuf,
    base: String,
    made: Mutex<Option<PathBuf>>,
}

/// How many folders of the same name [`RunDir`] tries before it gives up.
const MAX_RUNS: usize = 10_000;

impl RunDir {
    /// The folder of a run named `base` (`2580-seed7`) under `parent`, not
    /// made yet.
    pub(crate) fn new(parent: &Path, base: &str) -> RunDir {
        RunDir {
            parent: parent.to_path_buf(),
            base: base.to_string(),
            made: Mutex::new(None),
        }
    }

    /// The folder, made on the first call: `parent/base`, or the first of
    /// `parent/base-2`, `parent/base-3`, … that does not exist yet (made
    /// with `mkdir`, which fails on an existing one, so two runs at once
    /// never share one either).
    ///
    /// # Errors
    /// When `parent` cannot be made or written, or every name is taken.
    pub(crate) fn get(&self) -> io::Result<PathBuf> {
        let mut made = self.made.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(dir) = made.as_ref() {
            return Ok(dir.clone());
        }
        fs::create_dir_all(&self.parent).map_err(named(&self.parent))?;
        for n in 1..=MAX_RUNS {
            let name = if n == 1 {
                self.base.clone()
            } else {
                format!("{}-{n}", self.base)
            };
            let dir = self.parent.join(name);
            match fs::create_dir(&dir) {
                Ok(()) => {
                    *made = Some(dir.clone());
                    return Ok(dir);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(named(&dir)(e)),
            }
        }
        Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            format!("{MAX_RUNS} folders named {}-N already exist", self.base),
        ))
    }

    /// The folder, when it was made.
    pub(crate) fn made(&self) -> Option<PathBuf> {
        self.made.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The folder, or where it would have been (`parent/base`), for a
    /// message about a save that failed.
    pub(crate) fn intended(&self) -> PathBuf {
        self.made().unwrap_or_else(|| self.parent.join(&self.base))
    }

    /// Where the failure `name` goes (or would have gone), for a message:
    /// the whole path, `stress-failures/2580-seed1/test1-WA`.
    pub(crate) fn intended_for(&self, name: &str) -> PathBuf {
        self.intended().join(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_run_gets_a_folder_of_its_own() {
        let parent = std::env::temp_dir().join(format!("sudoku-lab-rundir-{}", std::process::id()));
        let _ = fs::remove_dir_all(&parent);
        let first = RunDir::new(&parent, "2580-seed1");
        assert_eq!(first.made(), None);
        assert!(!parent.exists(), "nothing made before a failure");
        assert_eq!(first.get().unwrap(), parent.join("2580-seed1"));
        assert_eq!(first.get().unwrap(), parent.join("2580-seed1"), "one folder per run");
        let second = RunDir::new(&parent, "2580-seed1");
        assert_eq!(second.get().unwrap(), parent.join("2580-seed1-2"));
        let third = RunDir::new(&parent, "2580-seed1");
        assert_eq!(third.get().unwrap(), parent.join("2580-seed1-3"));
        let other = RunDir::new(&parent, "2580-seed2");
        assert_eq!(other.get().unwrap(), parent.join("2580-seed2"));
        fs::remove_dir_all(&parent).unwrap();
    }

    /// Issue 53, N17: a save that fails part of the way (a full disk; here
    /// a folder where `expected.txt` goes, so the first two files are
    /// written and the third is refused) leaves no partial folder, no
    /// empty `input.txt` and no temporary file, and names the file.
    #[cfg(unix)]
    #[test]
    fn a_save_that_fails_part_of_the_way_leaves_nothing() {
        use std::os::unix::process::ExitStatusExt;
        let dir = std::env::temp_dir().join(format!("sudoku-lab-save-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let at = dir.join("test1-WA");
        fs::create_dir_all(at.join("expected.txt").join("in-the-way")).unwrap();
        let trial = Trial {
            puzzle: sudoku_lab::Grid::EMPTY,
            verdict: Verdict::Wa,
            reason: crate::stress::run::judge::RunReason::Status(sudoku_lab_runner::Ended::Code(0)),
            execution: crate::stress::run::Execution {
                stdout: b"0\n".to_vec(),
                stderr: Vec::new(),
                status: std::process::ExitStatus::from_raw(0),
                wall: std::time::Duration::from_millis(5),
                cpu: std::time::Duration::from_millis(5),
                stdout_len: 2,
                stop: None,
                peak_memory: 0,
                over_tasks: false,
                peak_tasks: 1,
                outer_limit: None,
            },
            confirmation: None,
        };
        let program = Program::new("echo 0", Problem::Boj2580);
        let e = save(&dir, "test1-WA", Problem::Boj2580, &program, &trial).unwrap_err();
        assert!(e.to_string().contains("test1-WA/expected.txt: "), "{e}");
        assert!(!at.exists(), "left: {:?}", fs::read_dir(&at).map(|d| d.count()));
        // And a save that works leaves its five files, no temporary one.
        let at = save(&dir, "test1-WA", Problem::Boj2580, &program, &trial).unwrap();
        let mut files: Vec<_> = fs::read_dir(&at)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        assert_eq!(
            files,
            ["expected.txt", "input.txt", "output.txt", "stderr.txt", "verdict.txt"]
        );
        assert_eq!(fs::read(at.join("output.txt")).unwrap(), b"0\n");
        fs::remove_dir_all(&dir).unwrap();
    }
}
