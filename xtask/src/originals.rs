//! `cargo xtask originals`: the posts' own programs beside the ports.
//! They are never committed: `build` cuts each post's program out of its
//! seed file (`$SEEDS_DIR/SEED.txt`, default `../shared/seeds`) by the line
//! range of the port's [`Original`], checks its SHA-256 and compiles it in
//! `target/originals/VARIANT/`. `check` compares each original's stdout and
//! exit code with the port's ([`program::run`]); `bench` and `submission`
//! time whole processes (CPU time: the children's `getrusage`; the port is
//! `$SUDOKU_LAB` or the release build; `$PYTHON` is CPython, default `python3`).

use std::ffi::{OsStr, OsString};
use std::fmt::Debug;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{self, Output, Stdio};
use std::time::{Duration, Instant};
use std::{env, fs};

use sha2::{Digest, Sha256};
use sudoku_lab::datasets::PLB;
use sudoku_lab::generate::{Generator, Options, generate};
use sudoku_lab::units::{Unit, duration};
use sudoku_lab::variants::Original;
use sudoku_lab::{Budget, Cell, Format, Grid, House, Language, NoTrace, Outcome, Problem, Variant, format, program};

/// How `build` compiles a C++ original (Baekjoon's C++14 without `gnu`).
const CXXFLAGS: &str = "-O2 -std=c++14";

/// Seconds before `check` gives up on an original (`timeout`, exit 124).
const TIMEOUT: &str = "120";

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
    /// CPU and wall time of each original on N hard BOJ 2580 tests
    Submission {
        /// N: how many tests
        #[arg(long, default_value_t = 12)]
        count: usize,
        /// The seed of the generated tests
        #[arg(long, default_value_t = 2580)]
        seed: u64,
        /// Write the data of book/src/figures/submission.csv to FILE
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

/// One finished process: its output, its wall time and its CPU time
/// (user + system, its children's included).
pub struct Ran {
    pub o: Output,
    wall: Duration,
    cpu: Duration,
}

/// User + system time of the children waited for so far.
fn children_cpu() -> Duration {
    // SAFETY: an all-zero rusage is valid, and getrusage only fills it.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) };
    let t = |v: libc::timeval| Duration::new(v.tv_sec as u64, v.tv_usec as u32 * 1000);
    t(u.ru_utime) + t(u.ru_stime)
}

/// Runs `argv` in `dir` with `input` on stdin, in a UTF-8 locale (the
/// JVM needs it for the class `BJ2239_스도쿠`).
pub fn exec<S: AsRef<OsStr> + Debug>(argv: &[S], input: &[u8], dir: &Path) -> Result<Ran, String> {
    let tool = argv[0].as_ref().to_string_lossy();
    let package = match tool.rsplit('/').next() {
        Some("java" | "javac") => "default-jdk-headless",
        Some("kotlinc") => "kotlin",
        Some(t @ ("g++" | "pypy3" | "python3")) => t,
        _ => "the package that has it",
    };
    let mut cmd = process::Command::new(argv[0].as_ref());
    cmd.args(&argv[1..]).current_dir(dir).env("LC_ALL", "C.UTF-8");
    cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let (cpu0, t0) = (children_cpu(), Instant::now());
    let spawned = cmd.spawn();
    let mut child = spawned.map_err(|e| format!("cannot run {tool} ({e}): install {package}"))?;
    let _ = child.stdin.take().expect("piped").write_all(input); // it may stop reading early
    let o = child.wait_with_output().map_err(|e| format!("{tool}: {e}"))?;
    let (wall, cpu) = (t0.elapsed(), children_cpu() - cpu0);
    Ok(Ran { o, wall, cpu })
}

/// [`exec`], failing with its stdout and stderr unless the program exits 0.
pub fn exec_ok<S: AsRef<OsStr> + Debug>(argv: &[S], input: &[u8], dir: &Path) -> Result<Ran, String> {
    let ran = exec(argv, input, dir)?;
    if ran.o.status.success() {
        return Ok(ran);
    }
    let out = String::from_utf8_lossy(&[&ran.o.stdout[..], &ran.o.stderr].concat()).into_owned();
    Err(format!("{argv:?}: {}: {out}", ran.o.status))
}

fn words(s: &str) -> Vec<OsString> {
    s.split(' ').map(OsString::from).collect()
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
            let argv = [words(&format!("timeout {TIMEOUT}")), original_argv(root, v)].concat();
            let orig = exec(&argv, input, root)?;
            let port = program::run(v, input).map_err(|e| format!("{name} ({v}): {e}"))?;
            let (diff, code) = (first_difference(&orig.o.stdout, &port), orig.o.status.code());
            runs += 1;
            if code == Some(0) && diff.is_none() {
                same += 1;
                print!(" {v} ok  ");
                continue;
            }
            let timed_out = if code == Some(124) { " (timed out)" } else { "" };
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

/// `submission`: each original (a Python one in CPython and PyPy3) and
/// the book's `scan.py` on hard legal BOJ 2580 tests, one process per
/// test; with `--csv`, the data of the book's table.
fn submission(root: &Path, count: usize, seed: u64, csv_path: Option<PathBuf>) -> Result<(), String> {
    let versions = ensure_built(root)?;
    let count = count.max(1);
    let options = Options {
        count,
        seed,
        hard: true,
        ..Options::default()
    };
    eprintln!("{count} hard tests: sudoku-lab generate --hard --count {count} --seed {seed}");
    let tests = generate(&options).map_err(|e| e.to_string())?;
    let cnt = || tests.iter().filter_map(|t| t.cnt);
    let (lo, hi) = (cnt().min().unwrap_or(0), cnt().max().unwrap_or(0));
    let pypy = version("pypy3 --version");
    let scan = vec![python(), root.join("book/src/programs/scan.py").into()];
    let scan = (("scan.py", "Python", Language::Python, Problem::Boj2580), scan);
    let post = |v: Variant| (v.name(), v.post().language(), v.post().original.language(), v.problem());
    let originals = Variant::ALL.map(|v| (post(v), original_argv(root, v)));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut csv = format!(
        "# Written by cargo xtask originals submission --count {count} --seed {seed}.\n\
         # Tests: sudoku-lab generate --hard --count {count} --seed {seed} (legal BOJ 2580 tests; 12095 cnt {lo} to {hi}); bitmask reads them in the 2239 layout.\n\
         # Each original as a whole process, one test per run: CPU time (user + sys, getrusage) and wall time, seconds; {cores} cores.\n\
         # {versions}; pypy3: {pypy}\n\
         program,language,runtime,problem,time_limit_s,tests,max_cpu_s,median_cpu_s,max_wall_s,median_wall_s\n"
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
            let mut runs = Vec::new();
            for t in &tests {
                let input = format::write(&t.puzzle, problem.format());
                let ran = exec_ok(&argv, input.as_bytes(), root)?;
                runs.push([ran.cpu, ran.wall]);
            }
            let max = |k: usize| runs.iter().map(|r| r[k]).max().unwrap_or_default();
            let (cpu, wall, med_cpu, med_wall) = (max(0), max(1), median(&runs, 0), median(&runs, 1));
            let (limit, own) = (problem.time_limit(), rule.time_limit(problem));
            let [shown, own] = [limit, own].map(|d| duration(d, Unit::Limit));
            print!("{name:<13} {runtime:<8} BOJ {problem}, {shown} ({own} in {rule}): ");
            let [c, w] = [cpu, wall].map(|d| duration(d, Unit::Millis));
            println!("CPU max {c}, median {}; wall max {w}", seconds(med_cpu));
            let (limit, cpu, wall) = (limit.as_secs_f64(), cpu.as_secs_f64(), wall.as_secs_f64());
            csv += &format!("{name},{language},{runtime},{problem},{limit},{count},{cpu:.3},{med_cpu:.3},");
            csv += &format!("{wall:.3},{med_wall:.3}\n");
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
        Command::Submission { count, seed, csv } => submission(root, count, seed, csv)?,
        Command::Clean if out_dir(root).exists() => fs::remove_dir_all(out_dir(root)).map_err(|e| e.to_string())?,
        Command::Clean => {}
        Command::Run { variant } => {
            ensure_built(root)?;
            let argv = original_argv(root, variant);
            let status = process::Command::new(&argv[0])
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
