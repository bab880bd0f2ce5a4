//! `stress --help` after the options: the verdicts, the limits and the
//! rules, a template whose facts are filled in from the constants that
//! hold them ([`stress_help`]) and laid out again to 79 columns, then the
//! exit codes ([`after_help`]); and `--memory-limit`'s help.

use sudoku_lab::Problem;
use sudoku_lab::problem::Language;
use sudoku_lab::units::{Unit, duration, thousands};
use sudoku_lab::validate::CNT_LIMIT;

use super::run::memory;
use super::{HARD_FACTOR, OUTPUT_LIMIT, PROCESS_LIMIT, RERUNS, Verdict, WALL_FACTOR, edge, generate, report};
use crate::args;
use crate::exit::{self, Code};

/// What `stress --help` says after the options, before the exit codes: a
/// template whose `{name}`s are filled from the constants they name
/// ([`stress_help`]), so the help cannot state a limit the code does not
/// have.
const STRESS_HELP: &str = "\
Runs CMD with `sh -c` (Windows: `cmd /C`; a plain command of words only is
executed directly, as sh would exec it) once per input, the puzzle on
stdin in the problem's format (2580: 9 lines of 9 space-separated numbers;
2239: 9 lines of 9 digits), and judges each run like Baekjoon (the layout
by --whitespace, below; a CRLF line end is whitespace at the end of a line):
  AC   accepted (2580: any valid completion; 2239: the smallest one)
  WA   wrong answer          PE   right digits, wrong layout (--whitespace)
  TLE  CPU time (user + system of the whole process tree, children that no
       one waited for included: exact where stress can make a cgroup (Linux,
       root), else from the samples, which miss a child that ends within
       10\u{a0}ms; what time(1) calls user + sys, not user alone) over the time
       limit, or still running at the wall-clock
       cap: {wall}\u{a0}x the limit, not counting time spent waiting for a CPU
       (Linux), at most {hard}\u{a0}x
  MLE  peak memory (of the whole process tree, each page counted once;
       Windows: its committed memory; macOS: the sum of its processes'
       physical footprints) over the memory limit: {memory_rules}
       (--memory-limit overrides it). Exact where stress can make a memory
       cgroup (Linux, root): the kernel's peak. Else samples every 10\u{a0}ms and
       each process's own peak: processes at their peaks together for
       less than that can be missed, and memory files (memfd, /dev/shm)
       count only while a process of the run is seen holding them open
  RE   non-zero exit status or a signal, or more than {tasks} processes and
       threads at once (\"too many processes\", the run is killed): a pids
       cgroup where stress can make one (root), else RLIMIT_NPROC (an
       ordinary user; the runs then go one at a time), else a watchdog;
       Windows: {tasks} processes, a Job Object; macOS: RLIMIT_NPROC (it
       counts processes there; threads only the samples see), root a
       watchdog
  OLE  more than {output} on stdout

The time limit is the problem's ({problem_limits}) adjusted for
the language by Baekjoon's rule: {time_rules}; then divided by how fast
Baekjoon runs the language against sudoku-lab's calibration machine
(Baekjoon's time over the machine's, from accepted submissions: {speeds};
C++ 1 by assumption, and 1 for a language with fewer than {min_subs}), so
that CPU time here is judged as Baekjoon would judge it. The language is --lang, or guessed from CMD (python3, pypy3,
java, kotlin, a .py or .jar, seen through env, env\u{a0}-i, exec, command,
timeout\u{a0}N, nice, time\u{a0}-p, `cd\u{a0}DIR\u{a0}&&`, `{\u{a0}...;\u{a0}}` and sh\u{a0}-c\u{a0}'...';
anything else is native), and the summary says what it guessed;
--time-limit overrides it. A TLE is run again {reruns} times with no other run
going and is reported reproducible or flaky (k/3), or, when it is another
verdict in every re-run alone, as that verdict; one that never fails alone
is not a failure. \"Alone\" is no other run of this stress, not a quiet
machine: beside a TLE and an AC at risk the machine's load is said, and on
a busy machine, to re-run when it is quiet. The slowest AC's CPU time is shown with its problem 12095 cnt, with a
warning over {at_risk}% of the limit. When an AC test reached cnt {fit_from} or
more, a straight line through the AC tests' CPU times against their cnt
(least squares) is followed to the cnt of Baekjoon's slowest test of the
problem (about {data_2580} for 2580 and {data_2239} for 2239: a model of
Baekjoon's data fitted to accepted submissions, in the book's chapter
\"Your Baekjoon submission\"): a warning says when it is over the limit
there (probably TLE on Baekjoon), a note when it is over only at the
promise's cap, cnt {cnt_max} (probably accepted, not safe).

Before the first test, CMD runs once on the problem's sample: when it cannot
start or crashes (RE), stress shows its stderr, saves it as sample-RE/ and
stops (exit 1) without running a test or shrinking anything.

The inputs are legal tests (they pass `sudoku-lab validate`: problem 12095's
backtracker solves them with cnt under {cap}, the promise of both
statements): generated from --seed (printed, so a run can be repeated) or
read from --inputs (where the puzzles that are not legal tests are skipped
with a warning). Which kind answers which question: --kind\u{a0}boj (the
default), will Baekjoon accept it? It makes every {edge}th test an edge board
(no blank, one blank in the first or last cell, a blank row, column or
block, 5 blanks in one block), and tests {near_first}, {near_second}, ... (every
{near_every}th) as hard as Baekjoon's slowest test of the problem (cnt about
{data_2580} for 2580, {data_2239} for 2239), so its verdict is the one
Baekjoon would probably give. --kind\u{a0}hard, does it pass every test the
promise allows? It runs only tests of the hard pool (cnt {pool_min} to
{pool_max}), harder than Baekjoon's data: a TLE on a test harder than the
data exits 1 as any TLE, with a note that a program passing --kind\u{a0}boj
will probably be accepted all the same, and what to do to be safe.
--kind\u{a0}edge makes only edge boards; the other kinds make none of either.
A TLE on a test of cnt {no_shrink} or more is kept as it failed, not shrunk:
filling a blank only shortens the search. Each failure is
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
so processes that escape with setsid are killed too. Killed with SIGKILL
(Linux), stress leaves its runs to a janitor process that kills them; when
both are killed so, each run's first process still dies with stress, and
every process of a run has a CPU limit of its own (RLIMIT_CPU: the time
limit rounded up, plus a second), so a busy leftover ends by itself, but
one that sleeps or waits stays until it ends or is killed by hand (as root,
the next stress removes it with its run's cgroup). A fork or thread
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
pub(crate) fn memory_limit_help() -> String {
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
pub(crate) fn stress_help() -> String {
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
    let pool = generate::hard_pool_cnts();
    let pool_cnt = |pick: fn(u64, u64) -> u64| thousands(pool.iter().map(|&(_, c)| c).reduce(pick).unwrap_or(0));
    let data = |p| thousands(sudoku_lab::stress::baekjoon::slowest(p).cnt);
    let speeds = Language::ALL
        .into_iter()
        .filter(|&l| l != Language::Native)
        .map(|l| (l, sudoku_lab::stress::baekjoon::time_factor(l)))
        .filter(|&(_, f)| f != 1.0)
        .map(|(l, f)| format!("{}\u{a0}{f:.2}", l.name()))
        .collect::<Vec<_>>()
        .join(", ");
    let facts: [(&str, String); 23] = [
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
        ("near_first", generate::NEAR_CAP_FIRST.to_string()),
        (
            "near_second",
            (generate::NEAR_CAP_FIRST + generate::NEAR_CAP_EVERY).to_string(),
        ),
        ("near_every", generate::NEAR_CAP_EVERY.to_string()),
        ("pool_min", pool_cnt(u64::min)),
        ("pool_max", pool_cnt(u64::max)),
        ("data_2580", data(Problem::Boj2580)),
        ("data_2239", data(Problem::Boj2239)),
        ("no_shrink", thousands(sudoku_lab::stress::NO_SHRINK_TLE_CNT)),
        ("speeds", speeds),
        ("min_subs", sudoku_lab::stress::baekjoon::MIN_SUBMISSIONS.to_string()),
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
pub(crate) fn after_help() -> String {
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
