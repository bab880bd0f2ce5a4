//! `sudoku-lab stress`: a learner's own solution on many fresh legal
//! inputs, with Baekjoon's verdicts and the smallest failing input.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::runner::{self, Failure, Kind, Program, Session, Trial, Verdict};
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::Problem;
use sudoku_lab::format;
use sudoku_lab::generate::Generator;
use sudoku_lab::{Grid, validate};

use super::{CliError, ProblemArg, Status, human, position, read_input, table, write_stdout};

/// How long the shrinking of one failure may take: a run that still times
/// out costs a whole time limit.
const SHRINK_TIME: Duration = Duration::from_secs(60);

pub const STRESS_HELP: &str = "\
Runs CMD with `sh -c` once per input, the puzzle on stdin in the problem's
format (2580: 9 lines of 9 space-separated numbers; 2239: 9 lines of 9
digits), and judges each run like Baekjoon:
  AC   accepted (2580: any valid completion; 2239: the smallest one)
  WA   wrong answer          PE   right digits, wrong layout
  TLE  over --time-limit (wall clock; the whole process group is killed)
  RE   non-zero exit status or a signal
  OLE  more than 1 MiB on stdout

The inputs are legal tests (they pass `sudoku-lab validate`): generated from
--seed (printed, so a run can be repeated) or read from --inputs (where the
puzzles that are not legal tests are skipped with a warning). Each
failure is saved at once under --save DIR, in a folder such as
2580-seed7-test3-WA/ with input.txt, output.txt, expected.txt, stderr.txt
and verdict.txt. Then the first failure of each verdict is shrunk: its
blanks are filled from its smallest solution while the program still fails
the same way (for at most a minute), and the result is saved in the
folder's shrunk/ and printed.

Examples:
  sudoku-lab stress -p 2580 --cmd 'python3 my.py' --count 300
  sudoku-lab stress -p 2239 --cmd './a.out' --kind multi --seed 7
  sudoku-lab stress -p 2239 --cmd 'java Main' --inputs data/norvig/top95.txt

Exit codes:
  0  every run was AC
  1  a run failed (WA, PE, TLE, RE or OLE)
  2  bad usage, no legal test in --inputs, or sh could not run";

/// Arguments of `stress`.
#[derive(Debug, Args)]
pub struct StressArgs {
    /// The problem whose input format and judge apply.
    #[arg(long, short = 'p', value_enum)]
    problem: ProblemArg,
    /// The solution to test, run with `sh -c` in the current directory.
    #[arg(long, short = 'c', value_name = "CMD")]
    cmd: String,
    /// How many inputs (with --inputs: the first N; default all of them).
    #[arg(long, short = 'n', value_name = "N")]
    count: Option<usize>,
    /// The seed of the generated inputs (default: a random one, printed).
    #[arg(long, short = 's', value_name = "S", conflicts_with = "inputs")]
    seed: Option<u64>,
    /// Time limit per run in milliseconds, wall clock [default: Baekjoon's,
    /// 1000 for 2580 and 2000 for 2239].
    #[arg(long, short = 't', value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
    time_limit: Option<u64>,
    /// Runs at the same time [default: the number of cores].
    #[arg(long, short = 'j', value_name = "J", value_parser = clap::value_parser!(u64).range(1..))]
    jobs: Option<u64>,
    /// Read the inputs from FILE (any format `solve` reads) instead of
    /// generating them; puzzles that are not legal tests are skipped.
    #[arg(long, value_name = "FILE")]
    inputs: Option<PathBuf>,
    /// Which inputs to generate.
    #[arg(long, short = 'k', value_enum, default_value_t = KindArg::Boj, conflicts_with = "inputs")]
    kind: KindArg,
    /// Where failing inputs, outputs and expected answers are saved.
    #[arg(long, value_name = "DIR", default_value = "stress-failures")]
    save: PathBuf,
    /// Run every input instead of stopping at the first failure.
    #[arg(long)]
    keep_going: bool,
}

/// `--kind`, as named on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum KindArg {
    /// Legal BOJ 2580 tests, 40 to 50 blanks.
    Boj,
    /// Exactly one solution, 40 to 55 blanks.
    Unique,
    /// 55 to 64 blanks: usually several solutions.
    Multi,
    /// The most backtracking a legal test allows (12095 cnt near 99,999).
    Hard,
}

impl From<KindArg> for Kind {
    fn from(k: KindArg) -> Kind {
        match k {
            KindArg::Boj => Kind::Boj,
            KindArg::Unique => Kind::Unique,
            KindArg::Multi => Kind::Multi,
            KindArg::Hard => Kind::Hard,
        }
    }
}

/// Runs the session, saves and shrinks failures, prints the summary.
pub fn run(args: StressArgs) -> Result<Status, CliError> {
    let problem = args.problem.problem();
    let mut program = Program::new(args.cmd.clone(), problem);
    if let Some(ms) = args.time_limit {
        program.time_limit = Duration::from_millis(ms);
    }
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |j| j as usize,
    );
    let session = Session {
        problem,
        program: program.clone(),
        jobs,
        keep_going: args.keep_going,
    };

    // The inputs, and the prefix of the folders failures are saved in.
    let (inputs, total, source, prefix): (Box<dyn Iterator<Item = _> + Send>, usize, String, String) =
        match &args.inputs {
            Some(file) => {
                let puzzles = match read_legal(problem, file)? {
                    Ok(p) => p,
                    Err(message) => {
                        eprintln!("sudoku-lab: error: {message}");
                        return Ok(Status::BadInput);
                    }
                };
                let n = args.count.unwrap_or(puzzles.len()).min(puzzles.len());
                let stem = file
                    .file_stem()
                    .map_or("inputs".into(), |s| s.to_string_lossy().into_owned());
                let source = format!("inputs {}", file.display());
                let iter = puzzles.into_iter().take(n).map(Ok);
                (Box::new(iter), n, source, format!("{problem}-{stem}"))
            }
            None => {
                let seed = args.seed.unwrap_or_else(random_seed);
                let count = args.count.unwrap_or(100);
                let kind = Kind::from(args.kind);
                let generator = match Generator::new(kind.options(count, seed)) {
                    Ok(g) => g,
                    Err(e) => {
                        eprintln!("sudoku-lab: error: {e}");
                        return Ok(Status::BadInput);
                    }
                };
                let iter = generator.map(|g| g.map(|g| g.puzzle));
                let kind = args.kind.to_possible_value().expect("not skipped");
                let source = format!("seed {seed}, kind {}", kind.get_name());
                (Box::new(iter), count, source, format!("{problem}-seed{seed}"))
            }
        };

    let bar = ProgressBar::new(total as u64).with_style(
        ProgressStyle::with_template("stress {bar:30} {pos}/{len} {msg}, {elapsed}").expect("a valid template"),
    );
    let counts = Mutex::new([0usize; 6]);
    let save_error = Mutex::new(None);
    let on_trial = |index: usize, trial: &Trial| {
        if trial.verdict != Verdict::Ac {
            let name = format!("{prefix}-test{}-{}", index + 1, trial.verdict);
            let saved = runner::save(&args.save, &name, problem, &program, trial);
            bar.suspend(|| match &saved {
                // A closed stdout is not an error here; the summary's
                // write reports it.
                Ok(at) => {
                    let _ = writeln!(
                        io::stdout().lock(),
                        "test {}: {}: {}\n  saved in {}/",
                        index + 1,
                        trial.verdict,
                        trial.reason,
                        at.display()
                    );
                }
                Err(e) => {
                    save_error.lock().unwrap().get_or_insert(format!(
                        "cannot save test {} in {}: {e}",
                        index + 1,
                        args.save.join(&name).display()
                    ));
                }
            });
        }
        let mut c = counts.lock().unwrap();
        c[Verdict::RUN
            .iter()
            .position(|&v| v == trial.verdict)
            .expect("one of ALL")] += 1;
        bar.set_message(tally_message(&c));
        bar.inc(1);
    };
    let result = session.run(inputs, &on_trial);
    bar.finish_and_clear();
    let report = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("sudoku-lab: error: {e}");
            return Ok(Status::BadInput);
        }
    };
    if let Some(message) = save_error.into_inner().unwrap() {
        eprintln!("sudoku-lab: error: {message}");
        return Ok(Status::BadInput);
    }

    let mut shrunk_verdicts = Vec::new();
    for failure in &report.failures {
        if shrunk_verdicts.contains(&failure.verdict) {
            continue;
        }
        shrunk_verdicts.push(failure.verdict);
        let dir = args
            .save
            .join(format!("{prefix}-test{}-{}", failure.index + 1, failure.verdict));
        if let Err(e) = shrink_one(problem, &program, failure, &dir) {
            eprintln!("sudoku-lab: error: {e}");
            return Ok(Status::BadInput);
        }
    }

    let t = &report.tally;
    let rows = Verdict::RUN
        .iter()
        .enumerate()
        .map(|(i, v)| {
            vec![
                v.name().to_string(),
                t.counts[i].to_string(),
                t.first[i].map_or("-".into(), |f| (f + 1).to_string()),
                if t.counts[i] == 0 {
                    "-".into()
                } else {
                    human(t.slowest[i])
                },
            ]
        })
        .collect();
    let mut out = String::from("\n");
    out.push_str(&table(&["verdict", "tests", "first", "slowest"], rows));
    let outcome = match report.failures.first() {
        None => "all AC".to_string(),
        Some(first) => format!("failed (first: test {}, {})", first.index + 1, first.verdict),
    };
    out.push_str(&format!(
        "{} of {total} tests run ({source}, problem {problem}, time limit {} ms, {jobs} job{}): {outcome}\n",
        t.total(),
        program.time_limit.as_millis(),
        if jobs == 1 { "" } else { "s" },
    ));
    write_stdout(out.as_bytes())?;
    Ok(if report.failures.is_empty() {
        Status::Success
    } else {
        Status::Failure
    })
}

/// Shrinks one failure, saves the result in `dir/shrunk/` and prints it.
fn shrink_one(problem: Problem, program: &Program, failure: &Failure, dir: &Path) -> Result<(), String> {
    let spinner = ProgressBar::new_spinner()
        .with_style(ProgressStyle::with_template("{spinner} {msg}, {elapsed}").expect("a valid template"));
    let blanks = failure.puzzle.blanks();
    let mut on_run = |runs: usize, current: &Grid| {
        spinner.set_message(format!(
            "shrinking test {} ({}): {blanks} -> {} blanks, run {}",
            failure.index + 1,
            failure.verdict,
            current.blanks(),
            runs + 1
        ));
        spinner.tick();
    };
    let shrunk = runner::shrink(
        program,
        problem,
        &failure.puzzle,
        failure.verdict,
        SHRINK_TIME,
        &mut on_run,
    )
    .map_err(|e| format!("cannot run sh: {e}"))?;
    spinner.finish_and_clear();
    let mut out = format!(
        "\nshrunk test {} ({}) from {} to {} blanks in {} run{}",
        failure.index + 1,
        failure.verdict,
        shrunk.blanks_before,
        shrunk.blanks_after(),
        shrunk.runs,
        if shrunk.runs == 1 { "" } else { "s" }
    );
    if shrunk.stopped {
        out.push_str(&format!(" (stopped after {} s)", SHRINK_TIME.as_secs()));
    }
    match &shrunk.trial {
        Some(trial) => {
            let at = runner::save(dir, "shrunk", problem, program, trial)
                .map_err(|e| format!("cannot save the shrunk input in {}: {e}", dir.join("shrunk").display()))?;
            out.push_str(&format!(
                "; still {}: {}\n  saved in {}/\n{}",
                trial.verdict,
                trial.reason,
                at.display(),
                format::write(&trial.puzzle, problem.format())
            ));
        }
        None => out.push_str(": every blank is needed for the failure\n"),
    }
    write_stdout(out.as_bytes()).map_err(|e| format!("cannot write the output: {e}"))
}

/// Reads every puzzle of `file` and keeps those that are legal tests of
/// `problem`, with a warning for the others (the inner error when none
/// is).
fn read_legal(problem: Problem, file: &PathBuf) -> Result<Result<Vec<Grid>, String>, CliError> {
    let (name, bytes) = read_input(Some(file))?;
    let parsed = match format::parse(&bytes, None) {
        Ok(p) => p,
        Err(source) => {
            return Err(CliError::Input {
                name,
                source,
                hint: " (choose a file in boj2580, boj2239 or line format)".into(),
            });
        }
    };
    let mut puzzles = Vec::with_capacity(parsed.puzzles.len());
    let mut skipped = Vec::new();
    for (i, p) in parsed.puzzles.iter().enumerate() {
        let input = format::write(&p.grid, problem.format());
        match validate::validate(problem, input.as_bytes()) {
            Ok(_) => puzzles.push(p.grid),
            Err(e) => skipped.push(format!("{}: {e}", position(i, p.line))),
        }
    }
    if puzzles.is_empty() {
        return Ok(Err(format!("{name}: no legal {problem} test; {}", skipped[0])));
    }
    if let Some(first) = skipped.first() {
        eprintln!(
            "sudoku-lab: {name}: skipped {} of {} puzzles that are not legal {problem} tests; the first, {first}",
            skipped.len(),
            parsed.puzzles.len()
        );
    }
    Ok(Ok(puzzles))
}

/// `AC 12  WA 1`: the verdicts seen so far.
fn tally_message(counts: &[usize; 6]) -> String {
    Verdict::RUN
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(v, n)| format!("{v} {n}"))
        .collect::<Vec<_>>()
        .join("  ")
}

/// A seed when none is given: the clock's nanoseconds mixed with the
/// process id (printed, so the run can be repeated).
fn random_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (nanos ^ (u64::from(std::process::id()) << 32)) % 1_000_000_000
}
