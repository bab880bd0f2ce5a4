//! `sudoku-lab stress`: runs a learner's own solution (any language, any
//! shell command) on many legal test inputs of Baekjoon 2580 or 2239 and
//! gives Baekjoon's verdict on each, with the smallest failing input it can
//! find.
//!
//! - [`spawn`]: one run ([`Program::run`]) in its own process group, under
//!   a time limit and an output bound.
//! - [`trial`]: one input, one run, one [`Verdict`] ([`Program::trial`]),
//!   and which inputs are [`legal`] tests.
//! - [`inputs`]: generated inputs ([`TestKind`]) or those of a file.
//! - [`session`]: many runs on several threads ([`Session`]) and their
//!   [`Summary`].
//! - [`shrink`](mod@shrink): the smallest failing input ([`shrink()`]).
//! - [`save`](mod@save): a run's files for a person ([`save()`]).
//! - [`memory`]: the memory limit of a run and how a run's memory is
//!   read.
//! - [`confirm`](mod@confirm): a TLE re-run alone ([`confirm()`]).
//! - [`lang`]: `--lang` and the guess of the language from `--cmd`
//!   ([`Lang`], [`lang::guess`]); the time rules themselves are the
//!   library's ([`sudoku_lab::problem::Language`]).
//! - [`edge`]: the edge boards mixed into the inputs (the library's,
//!   [`sudoku_lab::stress`], which also makes the tests, judges a run's
//!   output and holds the shrinking loop, for this command and the book's
//!   page alike).
//! - the runner crate ([`sudoku_lab_runner`]): a run's limits, its
//!   measures, its containment, and no process of a solution outliving
//!   `stress` ([`sudoku_lab_runner::guard`]).
//! - [`report`]: what is printed (the summary).
//!
//! This module holds the subcommand: its arguments and [`run`], which
//! runs the command on the problem's sample first (and stops there when it
//! cannot start or crashes), saves each failure as it happens in the run's
//! own folder ([`save::RunDir`]), shrinks the first of each verdict and
//! prints the summary.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::judge::Whitespace;
use sudoku_lab::problem::Language;
use sudoku_lab::units::{Unit, duration, thousands};
use sudoku_lab::validate::CNT_LIMIT;
use sudoku_lab::{Problem, format as grid_format};

use crate::args;
use crate::error::Error;
use crate::exit::{self, Code};
use crate::output::write_stdout;

pub mod confirm;
pub mod inputs;
pub mod lang;
pub mod memory;
pub mod report;
pub mod save;
pub mod session;
pub mod shrink;
pub mod spawn;
pub mod trial;

pub use confirm::{Confirmation, RERUNS, confirm};
pub use inputs::TestKind;
pub use lang::Lang;
pub use save::save;
pub use session::{Failure, Session, Summary, Tally};
pub use shrink::{Shrunk, shrink};
pub use spawn::{Execution, HARD_FACTOR, OUTPUT_LIMIT, PROCESS_LIMIT, Program, STDERR_LIMIT, WALL_FACTOR};
pub use sudoku_lab::judge::Verdict;
pub use sudoku_lab::stress::edge;
pub use trial::{Trial, legal, verdict};

use crate::messages::{self, Ui};
use inputs::Inputs;
use save::RunDir;

/// What `stress --help` says after the options, before the exit codes: a
/// template whose `{name}`s are filled from the constants they name
/// ([`stress_help`]), so the help cannot state a limit the code does not
/// have.
const STRESS_HELP: &str = "\
Runs CMD with `sh -c` (Windows: `cmd /C`) once per input, the puzzle on
stdin in the problem's format (2580: 9 lines of 9 space-separated numbers;
2239: 9 lines of 9 digits), and judges each run like Baekjoon (the layout
by --whitespace, below; a CRLF line end is whitespace at the end of a line):
  AC   accepted (2580: any valid completion; 2239: the smallest one)
  WA   wrong answer          PE   right digits, wrong layout (--whitespace)
  TLE  CPU time (user + system of the whole process tree) over the time
       limit, or still running at the wall-clock cap: {wall}\u{a0}x the limit, not
       counting time spent waiting for a CPU (Linux), at most {hard}\u{a0}x
  MLE  peak memory (of the whole process tree, each page counted once;
       Windows: its committed memory; macOS: the sum of its processes'
       physical footprints) over the memory limit: {memory_rules}
       (--memory-limit overrides it). Exact where stress can make a memory
       cgroup (Linux, root): the kernel's peak. Else samples every 10\u{a0}ms and
       each process's own peak: processes at their peaks together for
       less than that can be missed
  RE   non-zero exit status or a signal, or more than {tasks} processes and
       threads at once (\"too many processes\", the run is killed): a pids
       cgroup where stress can make one (root), else RLIMIT_NPROC (an
       ordinary user; the runs then go one at a time), else a watchdog;
       Windows: {tasks} processes, a Job Object; macOS: RLIMIT_NPROC (it
       counts processes there; threads only the samples see), root a
       watchdog
  OLE  more than {output} on stdout

The time limit is the problem's ({problem_limits}) adjusted for
the language by Baekjoon's rule: {time_rules}. The language is --lang, or guessed from CMD (python3, pypy3,
java, kotlin, a .py or .jar, seen through env, env\u{a0}-i, exec, command,
timeout\u{a0}N, nice, time\u{a0}-p, `cd\u{a0}DIR\u{a0}&&` and sh\u{a0}-c\u{a0}'...'; anything else is
native), and the summary says what it guessed; --time-limit overrides it.
A TLE is run again {reruns} times with no other run going and is reported
reproducible or flaky (k/3), or, when it is another verdict in every
re-run alone, as that verdict; one that never fails alone is not a
failure. The slowest AC's CPU time is shown with its problem 12095 cnt, with a
warning over {at_risk}% of the limit. Baekjoon's tests go up to cnt {cnt_max}: when
an AC test reached cnt {fit_from} or more, a straight line through the AC tests'
CPU times against their cnt (least squares) is followed to cnt {cnt_max},
and a warning says when it is over the limit there.

Before the first test, CMD runs once on the problem's sample: when it cannot
start or crashes (RE), stress shows its stderr, saves it as sample-RE/ and
stops (exit 1) without running a test or shrinking anything.

The inputs are legal tests (they pass `sudoku-lab validate`: problem 12095's
backtracker solves them with cnt under {cap}, the promise of both
statements): generated from --seed (printed, so a run can be repeated) or
read from --inputs (where the puzzles that are not legal tests are skipped
with a warning). --kind\u{a0}boj (the default) makes every {edge}th test an edge
board (no blank, one blank in the first or last cell, a blank row, column or
block, 5 blanks in one block), and tests {near_first}, {near_second}, ... (every
{near_every}th) come from the hard pool, as Baekjoon's own tests reach the cap;
--kind\u{a0}edge makes only edge boards, --kind\u{a0}hard only tests of the pool
(cnt {pool_min} to {pool_max}); the other kinds make none of either. Each failure is
saved at once under --save\u{a0}DIR, in this run's own folder (2580-seed7/, or
2580-seed7-2/ when an earlier run has that name), as test3-WA/ with
input.txt, output.txt, expected.txt, stderr.txt and verdict.txt; the console
prints the command that replays it by hand and, for an RE, the first lines
of its stderr. Then the first failure of each verdict is shrunk: its blanks
are filled from its smallest solution while the program still fails the
same way, reproducibly (for at most a minute: a shrink stopped by that bound
says so and keeps the smallest input it reached); the result is saved in the
failure's shrunk/ when its saved copy fails again, and printed.

The console speaks Korean, with Baekjoon's verdict names (맞았습니다!!,
틀렸습니다, 시간 초과, ...), under a Korean locale (LC_ALL, LC_MESSAGES or
LANG such as ko_KR.UTF-8; on Windows, when none is set, a Korean Windows),
with SUDOKU_LAB_LANG=ko, or with --lang-ui ko; --lang-ui en or
SUDOKU_LAB_LANG=en keeps it English (and so does a Korean locale in another
encoding, such as ko_KR.EUC-KR). The judge's reasons and the saved
verdict.txt are in the console's language too.

On SIGINT, SIGTERM, SIGHUP, SIGQUIT or any other catchable signal that ends
a process, every running solution's process group is killed and stress
exits with 128 + the signal (130 for Ctrl-C); stress is a child subreaper,
so processes that escape with setsid are killed too. A fork or thread
refused by a limit outside stress (a container's) is not the program's
fault: stress stops with exit 2, naming the limit. On Windows each run is a
Job Object, killed with everything it started when the run ends and when
stress ends, however it ends (Ctrl+C too). On macOS (no subreaper, no
cgroup) a run is its process group and what the samples (every 10\u{a0}ms,
libproc) see of its descendants: a process that leaves the group with
setsid and whose parent ends within one sample is out of reach, and so are
the runs of a stress killed with SIGKILL.

Examples:
  sudoku-lab stress -p 2580 --cmd 'python3 my.py' --count 300
  sudoku-lab stress -p 2239 --cmd './a.out' --kind multi --seed 7
  sudoku-lab stress -p 2239 --cmd 'java Main' --inputs data/norvig/top95.txt";

/// The languages other than native with one rule, named together, each
/// group as `say` puts its rule: `Java and Kotlin x 2 + 1 s`.
fn grouped<R: PartialEq + Copy>(rule: impl Fn(Language) -> R, say: impl Fn(R) -> String) -> Vec<String> {
    let mut groups: Vec<(R, Vec<&str>)> = Vec::new();
    for l in Language::ALL.into_iter().filter(|&l| l != Language::Native) {
        match groups.iter_mut().find(|(r, _)| *r == rule(l)) {
            Some((_, names)) => names.push(l.name()),
            None => groups.push((rule(l), vec![l.name()])),
        }
    }
    groups
        .into_iter()
        .map(|(r, names)| format!("{} {}", names.join(" and "), say(r)))
        .collect()
}

/// Baekjoon's memory limits as `stress` applies them, from the library's
/// [`Problem::memory_limit`] and [`Language::memory_rule`]: `256 MB, Java
/// and Kotlin x 2 + 16 MB, …`, with no-break spaces inside each item.
fn memory_rules() -> String {
    let memory = Problem::ALL.map(|p| p.memory_limit());
    let memory_base = if memory.iter().all(|&m| m == memory[0]) {
        memory::limit_mb(memory[0]).replace(' ', "\u{a0}")
    } else {
        Problem::ALL
            .map(|p| format!("{} for {p}", memory::limit_mb(p.memory_limit())))
            .join(", ")
    };
    std::iter::once(memory_base)
        .chain(grouped(Language::memory_rule, |(f, e)| {
            format!("x\u{a0}{f}\u{a0}+\u{a0}{e}\u{a0}MB")
        }))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `--memory-limit`'s help, its default from [`memory_rules`].
fn memory_limit_help() -> String {
    format!(
        "Memory limit per run in MB (2^20 bytes) [default: Baekjoon's for the problem and --lang: {}]",
        memory_rules().replace('\u{a0}', " ")
    )
}

/// `STRESS_HELP` with its facts filled in from their one home each: the
/// wall-clock factors ([`WALL_FACTOR`], [`HARD_FACTOR`]), the bounds on
/// processes and stdout ([`PROCESS_LIMIT`], [`OUTPUT_LIMIT`]), the
/// problems' limits and Baekjoon's language rules (the library's
/// [`Problem`] and [`sudoku_lab::problem::Language`]), the re-runs of a
/// TLE ([`RERUNS`]), the at-risk share ([`report::AT_RISK`]) and the edge
/// boards' spacing ([`edge::EVERY`]).
pub fn stress_help() -> String {
    use sudoku_lab::problem::MB;
    let memory_rules = memory_rules();
    let time_rules = grouped(Language::rule, |(f, e)| format!("x\u{a0}{f}\u{a0}+\u{a0}{e}\u{a0}s")).join(", ");
    let problem_limits = Problem::ALL
        .map(|p| {
            format!(
                "{} for {p}",
                duration(p.time_limit(), Unit::Limit).replace(' ', "\u{a0}")
            )
        })
        .join(", ");
    let output = if (OUTPUT_LIMIT as u64).is_multiple_of(MB) {
        format!("{} MiB", OUTPUT_LIMIT as u64 / MB)
    } else {
        format!("{OUTPUT_LIMIT} bytes")
    };
    let pool = inputs::hard_pool_cnts();
    let pool_cnt = |pick: fn(u64, u64) -> u64| thousands(pool.iter().map(|&(_, c)| c).reduce(pick).unwrap_or(0));
    let facts: [(&str, String); 18] = [
        ("wall", WALL_FACTOR.to_string()),
        ("hard", HARD_FACTOR.to_string()),
        ("memory_rules", memory_rules),
        ("tasks", PROCESS_LIMIT.to_string()),
        ("output", output),
        ("problem_limits", problem_limits),
        ("time_rules", time_rules),
        ("reruns", RERUNS.to_string()),
        ("at_risk", format!("{:.0}", report::AT_RISK * 100.0)),
        ("edge", edge::EVERY.to_string()),
        ("cap", thousands(CNT_LIMIT)),
        ("cnt_max", thousands(CNT_LIMIT - 1)),
        ("fit_from", thousands(report::FIT_FROM_CNT)),
        ("near_first", inputs::NEAR_CAP_FIRST.to_string()),
        (
            "near_second",
            (inputs::NEAR_CAP_FIRST + inputs::NEAR_CAP_EVERY).to_string(),
        ),
        ("near_every", inputs::NEAR_CAP_EVERY.to_string()),
        ("pool_min", pool_cnt(u64::min)),
        ("pool_max", pool_cnt(u64::max)),
    ];
    let has_fact = |t: &str| facts.iter().any(|(name, _)| t.contains(&format!("{{{name}}}")));
    let filled = facts.iter().fold(STRESS_HELP.to_string(), |text, (name, value)| {
        text.replace(&format!("{{{name}}}"), value)
    });
    // A no-break space holds a flag to its value and a number to its unit
    // while the paragraphs are laid out; the help prints plain spaces.
    refill(STRESS_HELP, &filled, has_fact).replace('\u{a0}', " ")
}

/// Lays out again, to 79 columns, each paragraph of `filled` (the
/// template with its facts put in) whose paragraph in `template` holds a
/// fact, or in a paragraph of verdict items (`  TLE  …`), each such item:
/// a longer or shorter value leaves no line too wide or ragged, and the
/// other paragraphs keep their hand-made layout.
fn refill(template: &str, filled: &str, has_fact: impl Fn(&str) -> bool) -> String {
    const WIDTH: usize = 79;
    const TAG: usize = 7; // `  TLE  `
    // Lines break at spaces only: never inside `2580-seed7-2/` or `--kind`.
    let options = || {
        textwrap::Options::new(WIDTH)
            .word_splitter(textwrap::WordSplitter::NoHyphenation)
            .break_words(false)
    };
    let is_item = |l: &str| l.len() > TAG && l.starts_with("  ") && l.as_bytes()[2].is_ascii_uppercase();
    // The blocks of a paragraph: its verdict items, or the whole of it.
    let blocks = |para: &str| -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for line in para.lines() {
            match out.last_mut() {
                Some(b) if !is_item(line) => {
                    b.push('\n');
                    b.push_str(line);
                }
                _ => out.push(line.to_string()),
            }
        }
        out
    };
    let paragraphs = template.split("\n\n").zip(filled.split("\n\n")).map(|(t, f)| {
        if !has_fact(t) {
            return f.to_string();
        }
        let laid: Vec<String> = blocks(t)
            .iter()
            .zip(blocks(f))
            .map(|(tb, fb)| {
                let words = fb.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
                if !has_fact(tb) {
                    fb
                } else if is_item(&fb) {
                    let (tag, body) = fb.split_at(TAG);
                    let body = body.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
                    textwrap::fill(&body, options().initial_indent(tag).subsequent_indent(&" ".repeat(TAG)))
                } else {
                    textwrap::fill(&words, options())
                }
            })
            .collect();
        laid.join("\n")
    });
    paragraphs.collect::<Vec<_>>().join("\n\n")
}

/// `stress --help` after the options, with the exit codes (a failed run is
/// any verdict of [`Verdict::RUN`] that [`Code::of_verdict`] maps to 1).
pub fn after_help() -> String {
    let failed = exit::verdicts_with(Code::Failure, &Verdict::RUN);
    let codes = exit::help([
        "every run was AC",
        &format!(
            "a run failed ({failed}), or crashed on the sample; also when stdout or --save could not be written (said on stderr)"
        ),
        "bad usage, no legal test in --inputs, sh could not run, or all AC but stdout could not be written",
    ]);
    format!("{}\n\n{}\n\n{codes}", stress_help(), args::whitespace_rules())
}

/// Arguments of `stress`.
#[derive(Debug, Args)]
pub struct StressArgs {
    /// The problem whose input format and judge apply.
    #[arg(long, short = 'p', value_parser = args::problem())]
    problem: Problem,
    /// The solution to test, run with `sh -c` (Windows: `cmd /C`) in the
    /// current directory (not empty).
    #[arg(long, short = 'c', value_name = "CMD", value_parser = args::command())]
    cmd: String,
    /// How many inputs, at least 1 [default: 100; with --inputs, all of
    /// them (or the first N)].
    #[arg(long, short = 'n', value_name = "N", value_parser = at_least_one)]
    count: Option<usize>,
    /// The seed of the generated inputs (default: a random one, printed).
    #[arg(long, short = 's', value_name = "S", conflicts_with = "inputs")]
    seed: Option<u64>,
    /// CPU time limit per run in milliseconds [default: Baekjoon's for the
    /// problem and --lang]; the wall-clock cap is 3 times it.
    #[arg(long, short = 't', value_name = "MS", value_parser = args::number_in(1..=u64::MAX))]
    time_limit: Option<u64>,
    /// The solution's language, for its time limit [default: guessed from
    /// CMD].
    #[arg(long, short = 'l', value_enum, value_name = "LANG")]
    lang: Option<Lang>,
    /// Runs at the same time [default: half the cores, at least 1, so each
    /// run has a core and timing stays honest].
    #[arg(long, short = 'j', value_name = "J", value_parser = args::number_in(1..=u64::MAX))]
    jobs: Option<u64>,
    /// Read the inputs from FILE (any format `solve` reads) instead of
    /// generating them; puzzles that are not legal tests are skipped.
    #[arg(long, value_name = "FILE")]
    inputs: Option<PathBuf>,
    /// Which inputs to generate.
    #[arg(long, short = 'k', value_enum, default_value_t = TestKind::Boj, conflicts_with = "inputs")]
    kind: TestKind,
    /// How whitespace in the output is judged, as in `judge`.
    #[arg(long, short = 'w', value_parser = args::whitespace(), default_value_t = Whitespace::Boj)]
    whitespace: Whitespace,
    /// Where failing inputs, outputs and expected answers are saved.
    #[arg(long, value_name = "DIR", default_value = "stress-failures")]
    save: PathBuf,
    /// Run every input instead of stopping at the first failure.
    #[arg(long)]
    keep_going: bool,
    // Memory limit per run: its help is memory_limit_help(), from the
    // library's rules.
    #[arg(long, short = 'm', value_name = "MB", help = memory_limit_help(), value_parser = args::number_in(1..=1 << 20))]
    memory_limit: Option<u64>,
    /// The console's language [default: Korean under a Korean locale or
    /// with SUDOKU_LAB_LANG=ko, else English].
    #[arg(long, value_enum, value_name = "UI")]
    lang_ui: Option<Ui>,
}

/// `--count`: a number of tests, at least 1 (0 would "pass" without
/// running anything).
fn at_least_one(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err(messages::COUNT_AT_LEAST_ONE.text().to_string()),
        Ok(n) => Ok(n),
        Err(e) => Err(messages::int_error_in(&e, messages::ui())),
    }
}

/// Runs the session, saves and shrinks failures, prints the summary.
/// Installs [`sudoku_lab_runner::guard`] first: no process of the
/// solution outlives `stress`, even on a terminating signal. The console's
/// language is chosen first ([`Ui::choose`]). On a platform without a
/// runner it stops at once, saying so (exit 2).
pub fn run(args: StressArgs) -> Result<Code, Error> {
    messages::init(args.lang_ui);
    if let Err(why) = sudoku_lab_runner::containment() {
        return Err(Error::BadInput(messages::UNSUPPORTED.fill(&[&why])));
    }
    sudoku_lab_runner::guard().map_err(|e| Error::BadInput(format!("cannot start stress's own threads: {e}")))?;
    let result = run_guarded(&args);
    sudoku_lab_runner::drain_all();
    result
}

fn run_guarded(args: &StressArgs) -> Result<Code, Error> {
    let (session, limit_note, memory_note) = session(args);
    let count = args.count;
    let inputs = match &args.inputs {
        Some(file) => Inputs::from_file(args.problem, file, count)?,
        None => Inputs::generated(args.problem, args.kind, args.seed, count),
    };
    let (total, source, prefix) = (inputs.total, inputs.source.clone(), inputs.prefix.clone());
    let run_dir = RunDir::new(&args.save, &prefix);
    // The limits stress itself runs under, which every run would inherit:
    // lifted, or named before anything runs (exit 2).
    if let Err(limit) = sudoku_lab_runner::environment(&session.program.limits()) {
        return Err(Error::BadInput(messages::environment_limit(&limit)));
    }
    if let Some(code) = sample_failed(&session, &run_dir)? {
        return Ok(code);
    }
    let summary = run_session(&session, inputs, &run_dir)?;
    shrink_first_of_each_verdict(&session, &summary, &run_dir);
    let outcome = match summary.failures.first() {
        None => messages::ALL_AC.text().to_string(),
        Some(first) => messages::FAILED_FIRST.fill(&[&(first.index + 1), &messages::verdict(first.verdict)]),
    };
    let mut text = report::summary(&summary, &session.program);
    text.push_str(&memory::summary_lines(&summary, &memory_note));
    text.push_str(&limit_note);
    text.push('\n');
    text.push_str(&messages::LAST_LINE.fill(&[
        &summary.tally.total(),
        &total,
        &source,
        &session.problem,
        &summary.jobs,
        &outcome,
    ]));
    text.push('\n');
    write_stdout(text.as_bytes());
    // A failure is never FAIL (an illegal input is the runner's fault and
    // judged WA), so this is exit 1; a closed stdout does not change it.
    Ok(summary
        .failures
        .first()
        .map_or(Code::Success, |f| Code::of_verdict(f.verdict)))
}

/// Runs the command once on the problem's sample, before any test. When
/// it cannot start or crashes (RE: `python3 nonexist.py`, a wrong Java
/// classpath), the tests would all fail the same way and a shrink would
/// only fill the board: so its stderr is shown, the run is saved as
/// `sample-RE/`, and `stress` stops with RE's exit code. Any other verdict
/// on the sample goes on to the tests, which judge it.
fn sample_failed(session: &Session, run_dir: &RunDir) -> Result<Option<Code>, Error> {
    let problem = session.problem;
    let sample = grid_format::parse_first(problem.sample().as_bytes(), problem.format()).expect("the sample parses");
    // Bounded to one second of CPU (three of wall clock): a command that
    // cannot start fails at once; one still running is left to the tests.
    let mut program = session.program.clone();
    program.time_limit = program.time_limit.min(SAMPLE_LIMIT);
    let trial = program
        .trial(problem, &sample)
        .map_err(|e| Error::BadInput(messages::CANNOT_RUN_SH.fill(&[&e])))?;
    if let Some(message) = trial::outer_limit(None, &trial, 1) {
        return Err(Error::BadInput(message));
    }
    if trial.verdict != Verdict::Re {
        return Ok(None);
    }
    let mut text = messages::SAMPLE_FAILED.fill(&[&session.program.command, &messages::reason(&trial.reason)]);
    text.push('\n');
    text.push_str(&report::stderr_lines(
        &trial.execution.stderr,
        &messages::SAMPLE_STDERR,
        &messages::SAMPLE_NO_STDERR,
        "  ",
    ));
    let name = format!("sample-{}", trial.verdict);
    let saved = run_dir
        .get()
        .and_then(|dir| save::save(&dir, &name, problem, &session.program, &trial));
    let replay = match saved {
        Ok(at) => {
            text.push_str(&messages::SAVED_IN.fill(&[&at.display()]));
            text.push('\n');
            report::replay(&session.program.command, &at.join("input.txt"))
        }
        Err(e) => {
            // Said on stderr; the console still shows how to replay it.
            let message = messages::CANNOT_SAVE.fill(&[&"sample", &args_save(run_dir, &name), &e]);
            crate::output::stderr_line(format_args!("sudoku-lab: {}: {message}", crate::messages::ERROR.text()));
            let (lines, replay) = unsaved(&session.program.command, problem, &trial.puzzle);
            text.push_str(&lines);
            replay
        }
    };
    text.push_str(&messages::SAMPLE_HINT.fill(&[&replay]));
    text.push('\n');
    write_stdout(text.as_bytes());
    Ok(Some(Code::of_verdict(trial.verdict)))
}

/// The CPU time limit of the run on the sample, at most.
const SAMPLE_LIMIT: Duration = Duration::from_secs(1);

/// Where a failure named `name` goes (or would have gone), for a message:
/// the whole path, `stress-failures/2580-seed1/test1-WA`.
fn args_save(run_dir: &RunDir, name: &str) -> String {
    run_dir.intended().join(name).display().to_string()
}

/// For an input that could not be saved under `--save`: the lines that
/// say so, the input following on the console, and the command that
/// replays it with the input inline (`printf … |`). Nothing is written
/// elsewhere: a copy in the temporary directory would outlive the run
/// (issue 42: 20 files for one `--keep-going` run).
pub(crate) fn unsaved(command: &str, problem: Problem, puzzle: &sudoku_lab::Grid) -> (String, String) {
    let input = grid_format::write(puzzle, problem.format());
    (
        format!("{}\n{input}", messages::NOT_SAVED_INLINE.text()),
        report::replay_inline(command, &input),
    )
}

/// The folder name of a failure in its run's folder: `test3-WA`.
fn failure_name(index: usize, verdict: Verdict) -> String {
    format!("test{}-{verdict}", index + 1)
}

/// Shrinks the first failure of each verdict and prints the result; it is
/// saved in the failure's folder, in `shrunk/`. A failure to save (no
/// folder, a full disk) is reported on stderr and loses nothing: the
/// shrink runs all the same and its input is printed, with the command
/// that replays it inline; the verdict and the
/// summary stand.
fn shrink_first_of_each_verdict(session: &Session, summary: &Summary, run_dir: &RunDir) {
    let mut shrunk_verdicts = Vec::new();
    for failure in &summary.failures {
        if shrunk_verdicts.contains(&failure.verdict) {
            continue;
        }
        shrunk_verdicts.push(failure.verdict);
        let dir = run_dir
            .made()
            .map(|d| d.join(failure_name(failure.index, failure.verdict)));
        if let Err(e) = shrink::shrink_and_print(session.problem, &session.program, failure, dir.as_deref()) {
            crate::output::stderr_line(format_args!("sudoku-lab: {}: {e}", crate::messages::ERROR.text()));
        }
    }
}

/// The session the arguments ask for, how its time limit was chosen and
/// how its memory limit was (both from the one language, given or
/// guessed once):
/// `time limit 5 s CPU (Python: 1 s x 3 + 2 s, guessed from `python3` in
/// --cmd), wall-clock cap 15 s`.
fn session(args: &StressArgs) -> (Session, String, String) {
    let mut program = Program::new(args.cmd.clone(), args.problem);
    program.whitespace = args.whitespace;
    let base = args.problem.time_limit();
    let (language, word) = match args.lang {
        Some(l) => (l.0, None),
        None => {
            let g = lang::guess(&args.cmd);
            (g.language, Some(g.word))
        }
    };
    program.time_limit = language.limit(base);
    let (factor, extra) = language.rule();
    let name = messages::language(language);
    let rule_args: [&dyn std::fmt::Display; 4] = [&name, &duration(base, Unit::Limit), &factor, &extra];
    let rule = match word {
        None => messages::RULE_LANG.fill(&rule_args),
        Some(Some(word)) => {
            let mut a = rule_args.to_vec();
            a.push(&word);
            messages::RULE_GUESSED.fill(&a)
        }
        Some(None) => messages::RULE_NATIVE.fill(&rule_args),
    };
    let mut note = messages::LIMIT.fill(&[
        &duration(program.time_limit, Unit::Limit),
        &rule,
        &duration(program.wall_cap(), Unit::Limit),
    ]);
    if let Some(ms) = args.time_limit {
        program.time_limit = Duration::from_millis(ms);
        note = messages::LIMIT_OPTION.fill(&[
            &duration(program.time_limit, Unit::Limit),
            &duration(program.wall_cap(), Unit::Limit),
        ]);
    }
    let memory_note = memory::configure(&mut program, args.problem, language, args.memory_limit);
    let mut jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1)),
        |j| j as usize,
    );
    if jobs > 1 && sudoku_lab_runner::containment().is_ok_and(|c| !c.per_run()) {
        let note = messages::NOTE.fill(&[&messages::ONE_JOB.fill(&[&jobs])]);
        crate::output::stderr_line(format_args!("sudoku-lab: {note}"));
        jobs = 1;
    }
    let session = Session {
        problem: args.problem,
        program,
        jobs,
        keep_going: args.keep_going,
    };
    (session, note, memory_note)
}

/// Runs the session with a progress bar; each failure is saved in the
/// run's folder and announced as it happens: the verdict and why, where it
/// was saved, the command that replays it by hand, and for an RE the
/// first lines of its stderr.
fn run_session(session: &Session, inputs: Inputs, run_dir: &RunDir) -> Result<Summary, Error> {
    let bar = ProgressBar::new(inputs.total as u64)
        .with_style(ProgressStyle::with_template(messages::PROGRESS.text()).expect("a valid template"));
    let counts = Mutex::new([0usize; Verdict::RUN.len()]);
    let on_trial = |index: usize, trial: &Trial| {
        if trial.verdict != Verdict::Ac {
            let name = failure_name(index, trial.verdict);
            // A failure to save is reported and the run goes on: the
            // verdict and its exit code stand.
            let saved = run_dir
                .get()
                .and_then(|dir| save::save(&dir, &name, session.problem, &session.program, trial));
            let at = match saved {
                Ok(at) => Some(at),
                Err(e) => {
                    let message = messages::CANNOT_SAVE.fill(&[&(index + 1), &args_save(run_dir, &name), &e]);
                    bar.suspend(|| {
                        crate::output::stderr_line(format_args!(
                            "sudoku-lab: {}: {message}",
                            crate::messages::ERROR.text()
                        ))
                    });
                    None
                }
            };
            // A write error is recorded and reported at the end.
            bar.suspend(|| write_stdout(announce(session, index, trial, at.as_deref()).as_bytes()));
        }
        let mut c = counts.lock().unwrap_or_else(|e| e.into_inner());
        c[session::verdict_index(trial.verdict)] += 1;
        bar.set_message(tally_message(&c[..]));
        bar.inc(1);
    };
    let result = session.run(inputs.puzzles, &on_trial);
    bar.finish_and_clear();
    result.map_err(|e| Error::BadInput(e.to_string()))
}

/// The lines that announce a failure saved at `at`; when it could not be
/// saved, its input is shown inline ([`unsaved`]), with the command that
/// replays it.
fn announce(session: &Session, index: usize, trial: &Trial, at: Option<&Path>) -> String {
    let mut reason = messages::reason(&trial.reason);
    if let Some(c) = &trial.confirmation {
        reason.push_str("; ");
        reason.push_str(&report::describe(c));
    }
    let mut text = messages::TEST_FAILED.fill(&[&(index + 1), &messages::verdict(trial.verdict), &reason]);
    text.push('\n');
    if trial.verdict == Verdict::Re {
        text.push_str(&report::stderr_lines(
            &trial.execution.stderr,
            &messages::STDERR_HEAD,
            &messages::STDERR_EMPTY,
            "    ",
        ));
    }
    let replay = match at {
        Some(at) => {
            text.push_str(&messages::SAVED_IN.fill(&[&at.display()]));
            text.push('\n');
            report::replay(&session.program.command, &at.join("input.txt"))
        }
        None => {
            let (lines, replay) = unsaved(&session.program.command, session.problem, &trial.puzzle);
            text.push_str(&lines);
            replay
        }
    };
    text.push_str(&messages::REPLAY.fill(&[&replay]));
    text.push('\n');
    text
}

/// `AC 12  WA 1`: the verdicts seen so far.
fn tally_message(counts: &[usize]) -> String {
    Verdict::RUN
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(&v, n)| format!("{} {n}", messages::verdict(v)))
        .collect::<Vec<_>>()
        .join("  ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The help's facts are the constants', every placeholder filled, and
    /// no line wider than the layout's 79 columns.
    #[test]
    fn the_help_states_the_limits_the_code_has() {
        let help = stress_help();
        assert!(!help.contains('{') && !help.contains('\u{a0}'), "{help}");
        for fact in [
            format!("wall-clock cap: {WALL_FACTOR} x the limit"),
            format!("at most {HARD_FACTOR} x"),
            format!("more than {PROCESS_LIMIT} processes"),
            format!("more than {} MiB on stdout", OUTPUT_LIMIT >> 20),
            format!("run again {RERUNS}"),
            format!("warning over {:.0}% of the", report::AT_RISK * 100.0),
            format!("every {}th test", edge::EVERY),
            format!("({} for 2580,", duration(Problem::Boj2580.time_limit(), Unit::Limit)),
        ] {
            let flat = help.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains(&fact), "the help does not say {fact:?}:\n{help}");
        }
        for line in help.lines() {
            assert!(line.chars().count() <= 79, "too wide: {line:?}");
        }
    }

    /// CONTRIBUTING.md ("stress in full") states the same limits as the
    /// code: a test that fails when either changes alone.
    #[test]
    fn the_guide_states_the_limits_the_code_has() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../CONTRIBUTING.md");
        let readme = std::fs::read_to_string(path).unwrap();
        let flat = readme.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
        for fact in [
            format!("**wall-clock cap**: {WALL_FACTOR} × the limit"),
            format!("never later than {HARD_FACTOR} × the limit"),
            format!("every TLE is run again {RERUNS} times"),
            format!("used more than {:.0}% of the limit", report::AT_RISK * 100.0),
            format!("({PROCESS_LIMIT} tasks a run)"),
            format!("the user's task count plus {PROCESS_LIMIT}"),
        ] {
            assert!(flat.contains(&fact), "CONTRIBUTING.md does not say {fact:?}");
        }
    }
}
