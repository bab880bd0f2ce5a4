//! `cargo xtask originals`: the posts' own programs beside the ports.
//! They are never committed: `build` cuts each post's program out of its
//! seed file (`$SEEDS_DIR/SEED.txt`, default `../shared/seeds`) by the line
//! range of the port's [`Original`], checks its SHA-256 and compiles it in
//! `target/originals/VARIANT/`. `check` compares each original's stdout and
//! exit code with the port's ([`program::run`]); `bench` and `submission`
//! time whole processes ([`crate::exec`], through sudoku-lab-runner, as `stress` runs a
//! learner's program: CPU and wall time, a CPU bound; the port is
//! `$SUDOKU_LAB` or the release build; `$PYTHON` is CPython, default `python3`).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;
use std::{env, fs};

use sha2::{Digest, Sha256};
use sudoku_lab::generate::{Generator, Options};
use sudoku_lab::units::{Unit, duration};
use sudoku_lab::variants::Original;
use sudoku_lab::{Budget, Cell, Format, Grid, House, Language, NoTrace, Outcome, Problem, Variant, format, program};
use sudoku_lab_runner::shell;
use sudoku_lab_test::datasets::PLB;

use crate::exec::{exec_ok, exec_within};

/// How `build` compiles a C++ original (Baekjoon's C++14 without `gnu`).
const CXXFLAGS: &str = "-O2 -std=c++14";

/// CPU time before `check` gives up on an original.
const TIMEOUT: Duration = Duration::from_secs(120);

/// `cargo xtask originals`'s commands (the posts from $SEEDS_DIR).
#[derive(clap::Subcommand, Debug, PartialEq, Eq)]
pub enum Command {
    /// Extract each post's program (SHA-256 checked), compile it
    Build,
    /// Run one original, stdin to stdout
    Run { variant: Variant },
    /// Every original vs its port on testdata/originals and N generated puzzles
    Check {
        /// N: how many generated puzzles
        #[arg(long, default_value_t = 50)]
        count: usize,
        /// The seed of the generated puzzles
        #[arg(long, default_value_t = 2580)]
        seed: u64,
        /// Keep the generated puzzles of at most this many placements
        #[arg(long, default_value_t = 50_000)]
        cap: u64,
    },
    /// Original vs port (release build) on the Wikipedia puzzle
    Bench {
        /// The variants (none: all but the Python ones)
        variants: Vec<Variant>,
        /// Runs of each program
        #[arg(long, default_value_t = 3)]
        rounds: usize,
        /// Run the Python originals (once) too
        #[arg(long)]
        with_python: bool,
    },
    /// CPU and wall time of each original on the N hardest tests of the hard pool (12095 cnt near 10,000,000)
    Submission {
        /// N: how many tests (the pool's N with the highest cnt)
        #[arg(long, default_value_t = 3)]
        count: usize,
        /// Write the data of book/src/figures/submission.csv to FILE
        #[arg(long, value_name = "FILE")]
        csv: Option<PathBuf>,
    },
    /// The book's models and the check-arrays port on the hard pool's hardest test, beside the statements' reference times
    Calibrate {
        /// Runs of each program (the median CPU time is kept)
        #[arg(long, default_value_t = 3)]
        rounds: usize,
        /// Write the data of book/src/figures/calibration.csv to FILE
        #[arg(long, value_name = "FILE")]
        csv: Option<PathBuf>,
    },
    /// Remove target/originals
    Clean,
}

/// The program `original` describes, cut out of its seed file's text
/// `seed` by line range, with its one edit, checked against its SHA-256.
pub fn extract(original: &Original, seed: &str) -> Result<String, String> {
    let lines: Vec<&str> = seed.split_inclusive('\n').collect();
    let [first, last] = original.lines;
    let range = lines.get(first.max(1) - 1..last);
    let mut listing = range.ok_or(format!("the seed has no lines {first}-{last}"))?;
    if let Some(edit) = original.drop_first_line {
        if listing.first().map(|l| l.trim_end()) != Some(edit) {
            return Err(format!("line {first} is not '{edit}': the seed post changed"));
        }
        listing = &listing[1..];
    }
    let program = listing.concat();
    let sum: String = Sha256::digest(&program).iter().map(|b| format!("{b:02x}")).collect();
    if sum != original.sha256 {
        let what = "are not the expected program: was the post edited?";
        return Err(format!("lines {first}-{last} (sha256 {sum}) {what}"));
    }
    Ok(program)
}

/// Where the stdouts `original` and `port` first differ, as `cmp` says
/// it, with that line of each; `None` when they are the same bytes.
pub fn first_difference(original: &[u8], port: &[u8]) -> Option<String> {
    let i = original.iter().zip(port).take_while(|(a, b)| a == b).count();
    let line = original[..i].iter().filter(|&&b| b == b'\n').count() + 1;
    let head = match (i == original.len(), i == port.len()) {
        (true, true) => return None,
        (true, _) => format!("EOF on original after byte {i}"),
        (_, true) => format!("EOF on port after byte {i}"),
        _ => format!("original and port differ: byte {}, line {line}", i + 1),
    };
    let show = |s: &[u8]| {
        let start = s[..i].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let line = s[start..].split_inclusive(|&b| b == b'\n').next().unwrap_or_default();
        format!("{:?}", String::from_utf8_lossy(line))
    };
    let (o, p) = (show(original), show(port));
    Some(format!(
        "{head}\n  original line {line}: {o}\n  port     line {line}: {p}"
    ))
}

/// The words of a command line (`g++ -O2 -o v v.cpp`), as `sh` reads them.
fn words(s: &str) -> Vec<OsString> {
    shell::words(s).into_iter().map(OsString::from).collect()
}

fn out_dir(root: &Path) -> PathBuf {
    root.join("target/originals")
}

fn python() -> OsString {
    env::var_os("PYTHON").unwrap_or("python3".into())
}

/// The command that runs `variant`'s original (a Python one in CPython),
/// and the one that builds it (`None`: nothing to build), by the file's
/// extension.
fn recipe(root: &Path, variant: Variant) -> Result<(Vec<OsString>, Option<String>), String> {
    let (o, v) = (variant.post().original, variant.name());
    let dir = out_dir(root).join(v);
    let (class, ext) = o.file.rsplit_once('.').unwrap_or((o.file, ""));
    let (file, jar) = (o.file, dir.join(format!("{v}.jar")).into());
    Ok(match ext {
        "java" => (
            vec!["java".into(), "-cp".into(), dir.into(), class.into()],
            Some(format!("javac {file}")),
        ),
        "kt" => (
            words("java -jar").into_iter().chain([jar]).collect(),
            Some(format!("kotlinc {file} -include-runtime -d {v}.jar")),
        ),
        "cpp" => (vec![dir.join(v).into()], Some(format!("g++ {CXXFLAGS} -o {v} {file}"))),
        "py" => (vec![python(), dir.join(file).into()], None),
        _ => return Err(format!("{variant}: no recipe to build and run {file}")),
    })
}

/// The command that runs `variant`'s original (built by [`build`]).
fn original_argv(root: &Path, variant: Variant) -> Vec<OsString> {
    recipe(root, variant).expect("build found a recipe").0
}

/// Extracts and compiles every original; then writes `VERSIONS.txt`, the
/// compilers' and interpreters' versions.
fn build(root: &Path) -> Result<(), String> {
    let seeds = env::var_os("SEEDS_DIR").map_or(root.join("../shared/seeds"), PathBuf::from);
    let _ = fs::remove_file(out_dir(root).join("VERSIONS.txt")); // built again unless all of it is
    for v in Variant::ALL {
        let (post, dir) = (v.post(), out_dir(root).join(v.name()));
        let (o, path) = (post.original, seeds.join(format!("{}.txt", post.seed)));
        let missing = |e| format!("{}: {e} (set SEEDS_DIR to the posts)", path.display());
        let seed = fs::read_to_string(&path).map_err(missing)?;
        let program = extract(&o, &seed).map_err(|e| format!("{} ({v}): {e}", path.display()))?;
        let _ = fs::remove_dir_all(&dir);
        let write = fs::create_dir_all(&dir).and_then(|()| fs::write(dir.join(o.file), program));
        write.map_err(|e| e.to_string())?;
        if let Some(compile) = recipe(root, v)?.1 {
            exec_ok(&words(&compile), b"", &dir)?;
        }
    }
    let py = format!("{} --version", python().to_string_lossy());
    let gxx = format!("{} ({CXXFLAGS})", version("g++ --version"));
    let versions = [version("javac -version"), version("java -version"), gxx, version(&py)].join("; ");
    fs::write(out_dir(root).join("VERSIONS.txt"), &versions).map_err(|e| e.to_string())?;
    eprintln!("built the originals from {}: {versions}", seeds.display());
    Ok(())
}

fn version(cmd: &str) -> String {
    crate::workspace::version(cmd).unwrap_or_else(|| "missing".to_string())
}

/// Builds the originals unless `build` has run; their versions.
fn ensure_built(root: &Path) -> Result<String, String> {
    if !out_dir(root).join("VERSIONS.txt").exists() {
        build(root)?;
    }
    fs::read_to_string(out_dir(root).join("VERSIONS.txt")).map_err(|e| e.to_string())
}

/// `check`'s puzzles from the library's generator: three in five solvable,
/// one with consistent givens and no solution (a blank given a wrong digit
/// that clashes with no given), one with conflicting givens (a digit
/// repeated in a house; one in seven on a full grid). Each is kept only if
/// the posts' search ends within `cap` placements.
fn puzzles(count: usize, seed: u64, cap: u64) -> Vec<(Grid, &'static str)> {
    let options = Options {
        count: usize::MAX,
        seed,
        blanks: 10..=64,
        ..Options::default()
    };
    let mut grids = Generator::new(options).expect("valid options").flatten();
    let mut state = seed;
    let mut rand = |n: usize| {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15); // splitmix64
        let z = (state ^ (state >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) as usize % n.max(1)
    };
    let mut out = Vec::new();
    while out.len() < count {
        let kind = ["solvable", "solvable", "solvable", "no solution", "conflicting givens"][out.len() % 5];
        let g = grids.next().expect("an endless stream");
        let full = kind == "conflicting givens" && rand(7) == 0;
        let mut p = if full { g.solution } else { g.puzzle };
        let cells = Cell::all().filter(|&c| kind != "no solution" || p.get(c) == 0);
        let cells: Vec<Cell> = cells.collect();
        let cell = cells[rand(cells.len())];
        let houses = House::all().filter(|h| h.cells().contains(&cell));
        let peers: Vec<u8> = houses.flat_map(House::cells).map(|c| p.get(c)).collect();
        let (solution, now) = (g.solution.get(cell), p.get(cell));
        let digits: Vec<u8> = match kind {
            "no solution" => (1..=9).filter(|d| *d != solution && !peers.contains(d)).collect(),
            _ => (1..=9).filter(|d| *d != now && peers.contains(d)).collect(),
        };
        match digits.get(rand(digits.len())) {
            Some(&d) if kind != "solvable" => p.set(cell, d),
            None if kind != "solvable" => continue,
            _ => {}
        }
        let report = Variant::HoleArray.solve(&p, Budget::placements(cap), &mut NoTrace);
        match report.outcome {
            Outcome::Stopped => continue,
            Outcome::Solved(_) if kind == "no solution" => continue,
            _ => out.push((p, kind)),
        }
    }
    out
}

/// `check`: `ok` or `DIFF` per input and variant (a difference's input
/// and outputs are saved); `Ok(false)` when anything differs.
fn check(root: &Path, count: usize, seed: u64, cap: u64) -> Result<bool, String> {
    ensure_built(root)?;
    let (fixtures, saved) = (root.join("testdata/originals"), out_dir(root).join("check"));
    let entries = fs::read_dir(&fixtures).map_err(|e| e.to_string())?.flatten();
    let names = entries.filter_map(|e| Some(e.file_name().to_str()?.strip_suffix(".2580.txt")?.to_string()));
    let mut cases: Vec<(String, Vec<Vec<u8>>)> = Vec::new(); // an input per Problem::ALL
    for name in names.collect::<std::collections::BTreeSet<_>>() {
        let read = |p: &Problem| fs::read(fixtures.join(format!("{name}.{p}.txt")));
        let inputs = Problem::ALL.iter().map(read).collect::<Result<_, _>>();
        cases.push((name, inputs.map_err(|e| e.to_string())?));
    }
    let count = count.max(1);
    let generated = puzzles(count, seed, cap);
    let n = |kind| generated.iter().filter(|g| g.1 == kind).count();
    let [ok, none, clash] = ["solvable", "no solution", "conflicting givens"].map(n);
    let kinds = format!("{ok} solvable, {none} with no solution, {clash} with conflicting givens");
    eprintln!("{count} puzzles, seed {seed}, {cap} placements at most: {kinds}");
    for (i, (grid, _)) in generated.iter().enumerate() {
        let write = |p: &Problem| format::write(grid, p.format()).into_bytes();
        cases.push((format!("r{i:02}"), Problem::ALL.iter().map(write).collect()));
    }
    let _ = fs::remove_dir_all(&saved);
    let (mut runs, mut same) = (0, 0);
    for (name, inputs) in &cases {
        print!("{name:<16}");
        for v in Variant::ALL {
            let input = &inputs[Problem::ALL.iter().position(|&p| p == v.problem()).expect("known")];
            let orig = exec_within(&original_argv(root, v), input, root, TIMEOUT)?;
            let port = program::run(v, input).map_err(|e| format!("{name} ({v}): {e}"))?;
            let (diff, code) = (first_difference(&orig.o.stdout, &port), orig.o.status.code());
            runs += 1;
            if code == Some(0) && diff.is_none() {
                same += 1;
                print!(" {v} ok  ");
                continue;
            }
            let timed_out = if orig.stopped { " (timed out)" } else { "" };
            let code = code.map_or("by a signal".to_string(), |c| format!("{c}{timed_out}"));
            println!(" {v} DIFF\n  {name} {v}: original exit {code}, port exit 0");
            let stderr = String::from_utf8_lossy(&orig.o.stderr).into_owned();
            let stderr = stderr.lines().take(3).map(|l| format!("stderr: {l}"));
            diff.into_iter().chain(stderr).for_each(|l| println!("  {l}"));
            fs::create_dir_all(&saved).map_err(|e| e.to_string())?;
            for (ext, bytes) in [("in", input), ("original", &orig.o.stdout), ("port", &port)] {
                let path = saved.join(format!("{name}.{v}.{ext}"));
                fs::write(path, bytes).map_err(|e| e.to_string())?;
            }
            print!("{:16}", "");
        }
        println!();
    }
    let inputs = cases.len();
    println!("check: {same} of {runs} runs byte-identical ({inputs} inputs x 5 variants)");
    Ok(same == runs)
}

/// The median of the `k`-th times of `runs`, in seconds (for ratios and
/// the CSV's numbers; [`seconds`] writes it for a reader).
fn median(runs: &[[Duration; 2]], k: usize) -> f64 {
    let mut s: Vec<f64> = runs.iter().map(|t| t[k].as_secs_f64()).collect();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    (s[(n - 1) / 2] + s[n / 2]) / 2.0
}

/// A whole process's time, `secs` seconds, to the millisecond
/// ([`Unit::Millis`]: `0.652 s`), as the CSV holds it.
fn seconds(secs: f64) -> String {
    duration(Duration::from_secs_f64(secs), Unit::Millis)
}

fn is_python(v: Variant) -> bool {
    matches!(v.post().original.language(), Language::Python | Language::Pypy)
}

/// `bench`: original and port alternately (who goes first alternates
/// too), `rounds` times each (a Python original once) on the Wikipedia
/// puzzle; the median wall and CPU seconds of whole processes.
fn bench(root: &Path, mut chosen: Vec<Variant>, rounds: usize, with_python: bool) -> Result<(), String> {
    let versions = ensure_built(root)?;
    let rounds = rounds.max(1);
    let all = Variant::ALL.into_iter().filter(|&v| with_python || !is_python(v));
    if chosen.is_empty() {
        chosen = all.collect();
    }
    let port = env::var_os("SUDOKU_LAB").map(PathBuf::from);
    let port = port.map_or_else(|| crate::workspace::build_cli(root, true), Ok)?;
    let data = fs::read_to_string(root.join(PLB.path)).map_err(|e| e.to_string())?;
    let wiki = format::parse_first(data.get(..81).unwrap_or("").as_bytes(), Format::Line);
    let wiki = wiki.map_err(|e| format!("{} line 1: {e}", PLB.path))?;
    let report = Variant::HoleArray.solve(&wiki, Budget::UNLIMITED, &mut NoTrace);
    let placements = report.stats.placements;
    let load = fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("Wikipedia puzzle (line 1 of {}), {placements} placements", PLB.path);
    let shown = port.display();
    println!("whole processes, {rounds} rounds; port: {shown} run VARIANT");
    println!("{versions}\nload average at start: {}", load.trim());
    println!("\n           original wall / CPU     port wall / CPU   speed-up wall / CPU  ns/placement");
    for v in chosen {
        let input = format::write(&wiki, v.problem().format()).into_bytes();
        let port = [port.clone().into(), "run".into(), v.name().into()];
        let argv = [original_argv(root, v), port.to_vec()];
        let (mut times, mut outs) = ([Vec::new(), Vec::new()], [Vec::new(), Vec::new()]);
        for r in 0..rounds {
            for k in [r % 2, 1 - r % 2] {
                if k == 0 && is_python(v) && r > 0 {
                    continue; // 0: the original, once when it is Python's
                }
                let ran = exec_ok(&argv[k], &input, root)?;
                times[k].push([ran.wall, ran.cpu]);
                outs[k] = ran.o.stdout;
            }
        }
        let (ow, oc) = (median(&times[0], 0), median(&times[0], 1));
        let (pw, pc) = (median(&times[1], 0), median(&times[1], 1));
        let (sw, sc, ns) = (ow / pw, format!("{:.2}x", oc / pc), pw * 1e9 / placements as f64);
        let warn = if outs[0] == outs[1] { "" } else { "  (different bytes!)" };
        let [o_wall, o_cpu, p_wall, p_cpu] = [ow, oc, pw, pc].map(seconds);
        println!(
            "{:<13} {o_wall:>10} / {o_cpu:<8} {p_wall:>8} / {p_cpu:<8} {sw:>9.2}x / {sc:<7} {ns:>9.1}{warn}",
            v.name()
        );
    }
    println!("medians; speed-up = original / port; ns/placement = port wall seconds / placements");
    Ok(())
}

/// How far past its language's limit a `submission` run may go: a run is
/// stopped (the runner's CPU limit) at this many times the limit, so a
/// CPython program that needs a minute on a near-cap test costs
/// seconds, and the table says "stopped" instead of a time.
const BOUND: f64 = 2.0;

/// `submission`: each original (a Python one in CPython and PyPy3) and
/// the book's `scan.py` on the `count` hardest tests of the hard pool
/// (12095 `cnt` closest to the cap), one process per test, each stopped at
/// [`BOUND`] times its language's limit; with `--csv`, the data of the
/// book's table.
fn submission(root: &Path, count: usize, csv_path: Option<PathBuf>) -> Result<(), String> {
    let versions = ensure_built(root)?;
    let tests = crate::hard_pool::hardest(root, count.max(1))?;
    let count = tests.len();
    let cnt = || tests.iter().map(|t| t.1);
    let (lo, hi) = (cnt().min().unwrap_or(0), cnt().max().unwrap_or(0));
    let pool = crate::hard_pool::PATH;
    eprintln!("the {count} hardest tests of {pool}: 12095 cnt {lo} to {hi}");
    let pypy = version("pypy3 --version");
    let scan = vec![python(), root.join("book/src/programs/scan.py").into()];
    let scan = (("scan.py", "Python", Language::Python, Problem::Boj2580), scan);
    let post = |v: Variant| (v.name(), v.post().language(), v.post().original.language(), v.problem());
    let originals = Variant::ALL.map(|v| (post(v), original_argv(root, v)));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut csv = format!(
        "# Written by cargo xtask originals submission --count {count} --csv FILE.\n\
         # Tests: the {count} tests of {pool} with the highest 12095 cnt ({lo} to {hi}; legal tests of 2580 and 2239); bitmask reads them in the 2239 layout.\n\
         # Each original as a whole process, one test per run: CPU time (user + sys, measured by sudoku-lab-runner) and wall time, seconds; {cores} cores.\n\
         # A run is stopped at {BOUND} times its language's limit (the runner's CPU limit): stopped counts those tests, whose CPU time is the bound.\n\
         # {versions}; pypy3: {pypy}\n\
         program,language,runtime,problem,time_limit_s,tests,max_cpu_s,median_cpu_s,max_wall_s,median_wall_s,stopped\n"
    );
    for ((name, language, rule, problem), argv) in originals.into_iter().chain([scan]) {
        // Each program in its language's runtime, a Python one in PyPy3 too.
        let pypy = [words("pypy3"), argv[1..].to_vec()].concat();
        let pypy = (rule == Language::Python).then_some((Language::Pypy, pypy));
        for (rule, argv) in [(rule, argv)].into_iter().chain(pypy) {
            let runtime = match rule {
                Language::Native => "g++",
                Language::Python => "CPython",
                Language::Pypy => "PyPy3",
                _ => rule.key(),
            };
            let bound = (rule.time_limit(problem).as_secs_f64() * BOUND).ceil() as u64;
            let (mut runs, mut stopped) = (Vec::new(), 0);
            for t in &tests {
                let input = format::write(&t.0, problem.format());
                let mut ran = exec_within(&argv, input.as_bytes(), root, Duration::from_secs(bound))?;
                if ran.stopped {
                    stopped += 1;
                    ran.cpu = Duration::from_secs(bound); // the runner's samples stop it a little late
                } else if !ran.o.status.success() {
                    let err = String::from_utf8_lossy(&ran.o.stderr).into_owned();
                    return Err(format!("{name} ({runtime}) failed: {}: {err}", ran.o.status));
                }
                eprintln!("  {name} ({runtime}), cnt {}: CPU {:.3} s", t.1, ran.cpu.as_secs_f64());
                runs.push([ran.cpu, ran.wall]);
            }
            let max = |k: usize| runs.iter().map(|r| r[k]).max().unwrap_or_default();
            let (cpu, wall, med_cpu, med_wall) = (max(0), max(1), median(&runs, 0), median(&runs, 1));
            let (limit, own) = (problem.time_limit(), rule.time_limit(problem));
            let [shown, own] = [limit, own].map(|d| duration(d, Unit::Limit));
            print!("{name:<13} {runtime:<8} BOJ {problem}, {shown} ({own} in {rule}): ");
            let [c, w] = [cpu, wall].map(|d| duration(d, Unit::Millis));
            println!(
                "CPU max {c}, median {}; wall max {w}; {stopped} stopped at {bound} s",
                seconds(med_cpu)
            );
            let (limit, cpu, wall) = (limit.as_secs_f64(), cpu.as_secs_f64(), wall.as_secs_f64());
            csv += &format!("{name},{language},{runtime},{problem},{limit},{count},{cpu:.3},{med_cpu:.3},");
            csv += &format!("{wall:.3},{med_wall:.3},{stopped}\n");
        }
    }
    match csv_path {
        Some(path) => fs::write(&path, csv).map_err(|e| format!("{}: {e}", path.display())),
        None => Ok(()),
    }
}

/// The statements' reference times of problem 12095's source (제한 of
/// 2580 and 2239, as quoted in chapter 1): problem, the statement's
/// language, milliseconds.
const REFERENCE: &[(&str, &str, u32)] = &[
    ("2580", "C++14", 80),
    ("2580", "Java", 292),
    ("2580", "PyPy3", 1172),
    ("2239", "C++17", 180),
    ("2239", "Java 15", 528),
    ("2239", "PyPy3", 2064),
];

/// The book's models of one problem (`dir`: `""` for 2580, `"2239/"`),
/// as `calibrate` runs them: the runtime, the source file and the command
/// line (built by [`crate::models::build`] into `target/book-models/`).
fn book_models(dir: &str) -> [(&'static str, String, Vec<String>); 3] {
    [
        (
            "g++",
            format!("{dir}model.cpp"),
            vec![format!("target/book-models/{dir}model")],
        ),
        (
            "java",
            format!("{dir}Main.java"),
            ["java", "-cp", &format!("target/book-models/{dir}"), "Main"]
                .map(String::from)
                .to_vec(),
        ),
        (
            "PyPy3",
            format!("{dir}model.py"),
            vec!["pypy3".to_string(), format!("book/src/programs/{dir}model.py")],
        ),
    ]
}

/// `calibrate`: the book's models (12095's search: the blanks in
/// row-major order, used-digit tables) in g++ -O2, Java and PyPy3, and
/// the check-arrays port (a release build of `sudoku-lab run`, 2580 only),
/// `rounds` times each on the hard pool's hardest test; the median CPU
/// time beside the statements' reference times, and their ratio.
fn calibrate(root: &Path, rounds: usize, csv_path: Option<PathBuf>) -> Result<(), String> {
    crate::models::build(root)?;
    let port = env::var_os("SUDOKU_LAB").map(PathBuf::from);
    let port = port.map_or_else(|| crate::workspace::build_cli(root, true), Ok)?;
    let (puzzle, cnt) = crate::hard_pool::hardest(root, 1)?
        .pop()
        .ok_or("the hard pool is empty")?;
    let pool = crate::hard_pool::PATH;
    eprintln!("the hardest test of {pool}: 12095 cnt {cnt}");
    let rounds = rounds.max(1);
    let tools = [
        version("g++ --version"),
        version("java -version"),
        version("pypy3 --version"),
    ]
    .join("; ");
    let mut csv = format!(
        "# Written by cargo xtask originals calibrate --rounds {rounds} --csv FILE: the book's models (book/src/programs/, 2239's in programs/2239/;\n\
         # g++ -O2, javac, pypy3) and the check-arrays port (sudoku-lab run check-arrays, a release build; 2580 only) on the test of\n\
         # {pool} with the highest 12095 cnt ({cnt}), {rounds} runs each: cpu_s is the median CPU time (user + sys), seconds.\n\
         # statement_ms: the reference time of 12095's source in the problem's statement (제한); ratio = cpu_s / statement.\n\
         # {tools}\n\
         problem,runtime,program,statement,statement_ms,cnt,rounds,cpu_s,ratio\n"
    );
    let port = vec![
        port.display().to_string(),
        "run".to_string(),
        "check-arrays".to_string(),
    ];
    for (problem, dir) in [(Problem::Boj2580, ""), (Problem::Boj2239, "2239/")] {
        let number = problem.number().to_string();
        let mut programs = book_models(dir).to_vec();
        if problem == Problem::Boj2580 {
            programs.push(("Rust", "check-arrays port".to_string(), port.clone()));
        }
        let input = format::write(&puzzle, problem.format());
        for (runtime, program, argv) in programs {
            let mut cpu: Vec<f64> = Vec::new();
            for _ in 0..rounds {
                cpu.push(exec_ok(&argv, input.as_bytes(), root)?.cpu.as_secs_f64());
            }
            cpu.sort_by(f64::total_cmp);
            let med = (cpu[(rounds - 1) / 2] + cpu[rounds / 2]) / 2.0;
            let key = match runtime {
                "g++" => "C++",
                "java" => "Java",
                other => other,
            };
            let reference = REFERENCE.iter().find(|r| r.0 == number && r.1.starts_with(key));
            let (statement, ms) = reference.map_or(("", String::new()), |r| (r.1, r.2.to_string()));
            let ratio = reference.map_or(String::new(), |r| format!("{:.2}", med * 1000.0 / f64::from(r.2)));
            println!(
                "{number} {program:<18} {runtime:<6} CPU {med:.3} s (median of {rounds}); statement {statement} {ms} ms; ratio {ratio}"
            );
            csv += &format!("{number},{runtime},{program},{statement},{ms},{cnt},{rounds},{med:.3},{ratio}\n");
        }
    }
    match csv_path {
        Some(path) => fs::write(&path, csv).map_err(|e| format!("{}: {e}", path.display())),
        None => Ok(()),
    }
}

/// Runs `command`; `Ok(false)` when `check` found a difference or `run`'s
/// original failed.
pub fn run(root: &Path, command: Command) -> Result<bool, String> {
    match command {
        Command::Build => build(root)?,
        Command::Check { count, seed, cap } => return check(root, count, seed, cap),
        Command::Bench {
            variants,
            rounds,
            with_python,
        } => bench(root, variants, rounds, with_python)?,
        Command::Submission { count, csv } => submission(root, count, csv)?,
        Command::Calibrate { rounds, csv } => calibrate(root, rounds, csv)?,
        Command::Clean if out_dir(root).exists() => fs::remove_dir_all(out_dir(root)).map_err(|e| e.to_string())?,
        Command::Clean => {}
        Command::Run { variant } => {
            ensure_built(root)?;
            let argv = original_argv(root, variant);
            let status = std::process::Command::new(&argv[0])
                .args(&argv[1..])
                .env("LC_ALL", "C.UTF-8")
                .status();
            return status.map(|s| s.success()).map_err(|e| e.to_string());
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The program of a fake seed: lines 2-3 of `SEED`, minus line 2.
    const FAKE: Original = Original {
        lines: [2, 3],
        drop_first_line: Some("package X;"),
        file: "A.java",
        // `printf 'class A {}\n' | sha256sum`
        sha256: "f119fc42a923d52cbd5420b0c5841969bef8dea5e8b78ba392ffb58312380247",
    };
    const SEED: &str = "a post\npackage X;\nclass A {}\nmore of the post\n";

    #[test]
    fn extracts_by_line_range_with_the_edit_and_the_sha() {
        assert_eq!(extract(&FAKE, SEED).as_deref(), Ok("class A {}\n"));
        let edited = SEED.replace("A {}", "A { }");
        assert!(extract(&FAKE, &edited).unwrap_err().contains("sha256"));
        let moved = format!("one more line\n{SEED}");
        assert!(extract(&FAKE, &moved).unwrap_err().contains("is not 'package X;'"));
        let short = extract(&FAKE, "a post\npackage X;\n").unwrap_err();
        assert!(short.contains("no lines 2-3"), "{short}");
        let whole = Original {
            lines: [1, 4],
            drop_first_line: None,
            ..FAKE
        };
        assert!(extract(&whole, SEED).unwrap_err().contains("sha256"));
    }

    #[test]
    fn every_post_names_a_program_it_can_build() {
        for v in Variant::ALL {
            let o = v.post().original;
            assert!(o.lines[0] >= 1 && o.lines[0] < o.lines[1], "{v}: {:?}", o.lines);
            let hex = o.sha256.bytes().all(|b| b.is_ascii_hexdigit());
            assert!(o.sha256.len() == 64 && hex, "{v}");
            assert!(recipe(Path::new("."), v).is_ok(), "{v}");
        }
    }

    #[test]
    fn reports_the_first_difference() {
        assert_eq!(first_difference(b"1 2\n3 4\n", b"1 2\n3 4\n"), None);
        let d = first_difference(b"1 2\n3 4\n", b"1 2\n3 5\n").unwrap();
        let lines = "original line 2: \"3 4\\n\"\n  port     line 2: \"3 5\\n\"";
        assert_eq!(d, format!("original and port differ: byte 7, line 2\n  {lines}"));
        let eof = first_difference(b"1 2\n3 4\n\n", b"1 2\n3 4\n").unwrap();
        let lines = "original line 3: \"\\n\"\n  port     line 3: \"\"";
        assert_eq!(eof, format!("EOF on port after byte 8\n  {lines}"));
        let nothing = first_difference(b"", b"9\n").unwrap();
        assert!(nothing.starts_with("EOF on original after byte 0"), "{nothing}");
    }
}
