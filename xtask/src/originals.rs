//! `cargo xtask originals`: the posts' own programs beside the ports.
//!
//! The originals are never committed: `build` cuts each post's complete
//! program out of its seed file (`$SEEDS_DIR/SEED.txt`, default
//! `../shared/seeds` next to the repository root) by the line range in the
//! port's [`Original`] (`src/variants/*.rs`), checks its SHA-256, and
//! compiles it under `target/originals/VARIANT/`. `check` compares every
//! original's stdout with the port's ([`program::run`]) byte for byte,
//! `bench` times both as whole processes on the Wikipedia puzzle, and
//! `submission` times the originals on hard legal tests for the book's
//! table (`book/src/figures/submission.csv`). `PYTHON` names the CPython
//! interpreter (default `python3`); `SUDOKU_LAB` the port binary `bench`
//! runs (default: `cargo build --release`'s).

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use std::{env, fs};

use sha2::{Digest, Sha256};
use sudoku_lab::generate::{self, Options};
use sudoku_lab::variants::Original;
use sudoku_lab::{Budget, Format, Grid, Language, NoTrace, Outcome, Problem, Variant, format, program};

/// `cargo xtask originals --help`.
pub const USAGE: &str = "\
usage: cargo xtask originals <command>   (the posts' programs, from $SEEDS_DIR)
  build                 extract each post's program (SHA-256 checked) and compile it
  run VARIANT           run one original, stdin to stdout
  check [--count N] [--seed S] [--cap P] [--timeout SECS]
                        every original vs its port on testdata/originals and N (50)
                        generated puzzles of at most P (50000) placements: byte-identical?
  bench [VARIANT...] [--rounds N] [--with-python]
                        original vs port (release binary) on the Wikipedia puzzle
  submission [--count N] [--seed S] [--csv FILE]
                        CPU and wall time of each original on N (12) hard BOJ 2580 tests;
                        --csv writes the book's data (book/src/figures/submission.csv)
  clean                 remove target/originals";

/// A subcommand and its options.
#[derive(Debug, PartialEq, Eq)]
pub enum Cmd {
    Build,
    Run(Variant),
    Check {
        count: usize,
        seed: u64,
        cap: u64,
        timeout: u64,
    },
    Bench {
        variants: Vec<Variant>,
        rounds: usize,
        python: bool,
    },
    Submission {
        count: usize,
        seed: u64,
        csv: Option<PathBuf>,
    },
    Clean,
    Help,
}

/// Parses the arguments after `cargo xtask originals`.
pub fn parse(args: &[&str]) -> Result<Cmd, String> {
    let Some((&cmd, rest)) = args.split_first() else {
        return Ok(Cmd::Help);
    };
    let (mut free, mut opts, mut python) = (Vec::new(), Vec::new(), false);
    let mut it = rest.iter();
    while let Some(a) = it.next() {
        match *a {
            "--with-python" if cmd == "bench" => python = true,
            o if o.starts_with("--") => opts.push((o, *it.next().ok_or(format!("{o} needs a value"))?)),
            v => free.push(v.parse::<Variant>().map_err(|e| e.to_string())?),
        }
    }
    let allowed: &[&str] = match cmd {
        "check" => &["--count", "--seed", "--cap", "--timeout"],
        "bench" => &["--rounds"],
        "submission" => &["--count", "--seed", "--csv"],
        _ => &[],
    };
    if let Some((o, _)) = opts.iter().find(|(o, _)| !allowed.contains(o)) {
        return Err(format!("originals {cmd}: unknown option {o}"));
    }
    let num = |name: &str, default: u64| match opts.iter().rev().find(|(o, _)| *o == name) {
        Some((_, v)) => v.parse::<u64>().map_err(|_| format!("{name} wants a number, not {v}")),
        None => Ok(default),
    };
    if cmd != "bench" && cmd != "run" && !free.is_empty() {
        return Err(format!("originals {cmd}: unexpected variant"));
    }
    Ok(match cmd {
        "build" => Cmd::Build,
        "clean" => Cmd::Clean,
        "help" | "--help" | "-h" => Cmd::Help,
        "run" => match free[..] {
            [v] => Cmd::Run(v),
            _ => return Err("usage: cargo xtask originals run VARIANT < input".into()),
        },
        "check" => Cmd::Check {
            count: num("--count", 50)? as usize,
            seed: num("--seed", 2580)?,
            cap: num("--cap", 50_000)?,
            timeout: num("--timeout", 120)?,
        },
        "bench" => Cmd::Bench {
            variants: free,
            rounds: num("--rounds", 3)?.max(1) as usize,
            python,
        },
        "submission" => Cmd::Submission {
            count: num("--count", 12)?.max(1) as usize,
            seed: num("--seed", 2580)?,
            csv: opts.iter().find(|(o, _)| *o == "--csv").map(|(_, v)| PathBuf::from(v)),
        },
        _ => return Err(format!("unknown command: originals {cmd}")),
    })
}

/// The program `original` describes, cut out of its seed file's text
/// `seed` by line range, with its one edit, checked against its SHA-256.
pub fn extract(original: &Original, seed: &str) -> Result<String, String> {
    let lines: Vec<&str> = seed.split_inclusive('\n').collect();
    let [first, last] = original.lines;
    let mut listing = lines
        .get(first.max(1) - 1..last)
        .ok_or(format!("the seed has no lines {first}-{last}"))?;
    if let Some(edit) = original.drop_first_line {
        if listing.first().map(|l| l.trim_end()) != Some(edit) {
            return Err(format!("line {first} is not '{edit}': the seed post changed"));
        }
        listing = &listing[1..];
    }
    let program = listing.concat();
    let sum: String = Sha256::digest(program.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    if sum != original.sha256 {
        return Err(format!(
            "lines {first}-{last} are not the expected program (sha256 {sum}); was the post edited?"
        ));
    }
    Ok(program)
}

/// Where `original` and `port` (stdouts) first differ, as `cmp` says it,
/// with that line of each; `None` when they are the same bytes.
pub fn first_difference(original: &[u8], port: &[u8]) -> Option<String> {
    let i = original.iter().zip(port).take_while(|(a, b)| a == b).count();
    if original == port {
        return None;
    }
    let line = original[..i].iter().filter(|&&b| b == b'\n').count() + 1;
    let head = match (i == original.len(), i == port.len()) {
        (true, _) => format!("EOF on original after byte {i}"),
        (_, true) => format!("EOF on port after byte {i}"),
        _ => format!("original and port differ: byte {}, line {line}", i + 1),
    };
    let show = |s: &[u8]| {
        let start = s[..i.min(s.len())]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let end = s[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(s.len(), |p| start + p + 1);
        format!("{:?}", String::from_utf8_lossy(&s[start..end]))
    };
    Some(format!(
        "{head}\n      original line {line}: {}\n      port     line {line}: {}",
        show(original),
        show(port)
    ))
}

/// One finished process: its exit code (`None`: killed by a signal), its
/// output, and its wall and CPU (user + system, `getrusage`) time.
struct Ran {
    code: Option<i32>,
    out: Vec<u8>,
    err: Vec<u8>,
    wall: Duration,
    cpu: Duration,
}

/// CPU time of the children waited for so far (user + system).
fn children_cpu() -> Duration {
    // SAFETY: an all-zero rusage is valid, and getrusage only fills it.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) };
    let t = |v: libc::timeval| Duration::new(v.tv_sec as u64, v.tv_usec as u32 * 1000);
    t(u.ru_utime) + t(u.ru_stime)
}

/// Runs `argv` with `input` on stdin, in a UTF-8 locale (bitmask's class
/// is `BJ2239_스도쿠`).
fn exec(argv: &[OsString], input: &[u8]) -> Result<Ran, String> {
    let what = || argv.iter().map(|a| a.to_string_lossy()).collect::<Vec<_>>().join(" ");
    let (cpu0, t0) = (children_cpu(), Instant::now());
    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", what()))?;
    let _ = child.stdin.take().expect("piped").write_all(input); // a program may not read it all
    let o = child.wait_with_output().map_err(|e| format!("{}: {e}", what()))?;
    let (wall, cpu) = (t0.elapsed(), children_cpu() - cpu0);
    Ok(Ran {
        code: o.status.code(),
        out: o.stdout,
        err: o.stderr,
        wall,
        cpu,
    })
}

/// Runs `argv` (a compiler) and fails unless it exits 0.
fn must(argv: &[&str], dir: &Path) -> Result<(), String> {
    let status = Command::new(argv[0])
        .args(&argv[1..])
        .current_dir(dir)
        .env("LC_ALL", "C.UTF-8")
        .status();
    match status {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("{} failed ({s}) in {}", argv.join(" "), dir.display())),
        Err(e) => Err(format!("cannot run {} ({e}): install {}", argv[0], package(argv[0]))),
    }
}

/// The Debian package that provides `tool`.
fn package(tool: &str) -> &'static str {
    match tool {
        "javac" | "java" => "default-jdk-headless",
        "g++" => "g++",
        t if t.starts_with("pypy") => "pypy3",
        _ => "python3",
    }
}

fn out_dir(root: &Path) -> PathBuf {
    root.join("target/originals")
}

/// The CPython interpreter: `$PYTHON` or `python3`.
fn python() -> String {
    env::var("PYTHON").unwrap_or_else(|_| "python3".into())
}

/// The command that runs `variant`'s built original, with `python` as
/// the interpreter of a Python one.
fn original_argv(root: &Path, variant: Variant, python: &str) -> Vec<OsString> {
    let o = variant.post().original;
    let dir = out_dir(root).join(variant.name());
    let (stem, _) = o.file.rsplit_once('.').unwrap_or((o.file, ""));
    match o.language {
        Language::Java | Language::Kotlin => vec!["java".into(), "-cp".into(), dir.into(), stem.into()],
        Language::Python | Language::Pypy => vec![python.into(), dir.join(o.file).into()],
        Language::Native => vec![dir.join(variant.name()).into()],
    }
}

/// Extracts and compiles every original; writes `VERSIONS.txt`.
fn build(root: &Path) -> Result<(), String> {
    let seeds = env::var_os("SEEDS_DIR").map_or_else(|| root.join("../shared/seeds"), PathBuf::from);
    for v in Variant::ALL {
        let (post, dir) = (v.post(), out_dir(root).join(v.name()));
        let path = seeds.join(format!("{}.txt", post.seed));
        let seed = fs::read_to_string(&path).map_err(|e| {
            format!(
                "{}: {e} (the posts are not in the repository: set SEEDS_DIR to the folder of 000_*.txt)",
                path.display()
            )
        })?;
        let program = extract(&post.original, &seed).map_err(|e| format!("{} ({v}): {e}", path.display()))?;
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir)
            .and_then(|()| fs::write(dir.join(post.original.file), program))
            .map_err(|e| e.to_string())?;
        match (
            post.original.language,
            post.original.file.rsplit_once('.').map(|(_, ext)| ext),
        ) {
            (Language::Java, _) => must(&["javac", post.original.file], &dir)?,
            (Language::Native, Some("cpp")) => {
                must(&["g++", "-O2", "-std=c++14", "-o", v.name(), post.original.file], &dir)?
            }
            (Language::Python, _) => {}
            (language, _) => {
                return Err(format!(
                    "{v}: no recipe to build a {language} program {}",
                    post.original.file
                ));
            }
        }
    }
    let version = |argv: &[&str]| {
        let o = Command::new(argv[0])
            .args(&argv[1..])
            .output()
            .map(|o| [o.stdout, o.stderr].concat());
        String::from_utf8_lossy(&o.unwrap_or_default())
            .lines()
            .find(|l| !l.is_empty())
            .unwrap_or("?")
            .to_string()
    };
    let py = python();
    let versions = format!(
        "javac: {};java: {};g++: {} (-O2 -std=c++14);python: {};",
        version(&["javac", "-version"]),
        version(&["java", "-version"]),
        version(&["g++", "--version"]),
        version(&[&py, "--version"])
    );
    fs::write(out_dir(root).join("VERSIONS.txt"), &versions).map_err(|e| e.to_string())?;
    eprintln!(
        "built the originals from {} into target/originals/: {versions}",
        seeds.display()
    );
    Ok(())
}

/// Builds the originals unless `build` has run.
fn ensure_built(root: &Path) -> Result<String, String> {
    if !out_dir(root).join("VERSIONS.txt").exists() {
        build(root)?;
    }
    fs::read_to_string(out_dir(root).join("VERSIONS.txt")).map_err(|e| e.to_string())
}

/// Puzzles for `check`, named `rNN`: three in five solvable, one with
/// consistent givens and no solution (one blank of a generated puzzle
/// given a wrong digit that clashes with no given), one with conflicting
/// givens (a digit repeated in a house; every seventh on a full grid).
/// Each is kept only if the posts' search ends within `cap` placements.
fn puzzles(count: usize, seed: u64, cap: u64) -> Vec<(String, Grid, &'static str)> {
    let options = Options {
        count: usize::MAX,
        seed,
        blanks: 10..=64,
        ..Options::default()
    };
    let mut source = generate::Generator::new(options)
        .expect("valid options")
        .map(|g| g.expect("no property asked"));
    let mut mix = seed;
    let mut rand = |n: usize| {
        mix = mix.wrapping_add(0x9E37_79B9_7F4A_7C15); // splitmix64
        let z = (mix ^ (mix >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) as usize % n.max(1)
    };
    let mut out = Vec::new();
    while out.len() < count {
        let (g, kind) = (
            source.next().expect("endless"),
            ["solvable", "solvable", "solvable", "no solution", "conflicting givens"][out.len() % 5],
        );
        let mut p = if kind == "conflicting givens" && rand(7) == 0 {
            g.solution
        } else {
            g.puzzle
        };
        let cells: Vec<_> = sudoku_lab::Cell::all()
            .filter(|&c| kind != "no solution" || p.get(c) == 0)
            .collect();
        let cell = cells[rand(cells.len())];
        let peers: Vec<u8> = sudoku_lab::House::all()
            .filter(|h| h.cells().contains(&cell))
            .flat_map(|h| h.cells())
            .filter(|&c| c != cell)
            .map(|c| p.get(c))
            .collect();
        let digits: Vec<u8> = match kind {
            "no solution" => (1..=9)
                .filter(|d| *d != g.solution.get(cell) && !peers.contains(d))
                .collect(),
            "conflicting givens" => (1..=9).filter(|d| *d != p.get(cell) && peers.contains(d)).collect(),
            _ => vec![0],
        };
        if kind != "solvable" {
            if digits.is_empty() {
                continue;
            }
            p.set(cell, digits[rand(digits.len())]);
        }
        let report = Variant::HoleArray.solve(&p, Budget::placements(cap), &mut NoTrace);
        match report.outcome {
            Outcome::Stopped => continue,
            Outcome::Solved(_) if kind == "no solution" => continue,
            _ => out.push((format!("r{:02}", out.len()), p, kind)),
        }
    }
    out
}

/// `check`: prints `ok` or `DIFF` per input and variant; `Ok(false)` when
/// anything differs.
fn check(root: &Path, count: usize, seed: u64, cap: u64, timeout: u64) -> Result<bool, String> {
    ensure_built(root)?;
    let fixtures = root.join("testdata/originals");
    let mut cases: Vec<(String, Box<dyn Fn(Problem) -> Result<Vec<u8>, String>>)> = Vec::new();
    let mut names: Vec<_> = fs::read_dir(&fixtures)
        .map_err(|e| e.to_string())?
        .flatten()
        .map(|e| e.file_name())
        .collect();
    names.sort();
    for name in names
        .iter()
        .filter_map(|n| n.to_str()?.strip_suffix(".2580.txt").map(str::to_string))
    {
        let dir = fixtures.clone();
        let read = move |n: &str, p: Problem| fs::read(dir.join(format!("{n}.{p}.txt"))).map_err(|e| e.to_string());
        cases.push((name.clone(), Box::new(move |p| read(&name, p))));
    }
    let generated = puzzles(count, seed, cap);
    let n = |kind| generated.iter().filter(|g| g.2 == kind).count();
    eprintln!(
        "generated {count} puzzles (seed {seed}, at most {cap} placements each): {} solvable, {} no solution, {} conflicting givens",
        n("solvable"),
        n("no solution"),
        n("conflicting givens")
    );
    for (name, grid, _) in generated {
        cases.push((
            name,
            Box::new(move |p| Ok(format::write(&grid, p.format()).into_bytes())),
        ));
    }
    let (saved, py) = (out_dir(root).join("check"), python());
    let _ = fs::remove_dir_all(&saved);
    let (mut runs, mut same) = (0, 0);
    for (name, input) in &cases {
        print!("{name:<16}");
        for v in Variant::ALL {
            let input = input(v.problem())?;
            let argv: Vec<OsString> = ["timeout".into(), timeout.to_string().into()]
                .into_iter()
                .chain(original_argv(root, v, &py))
                .collect();
            let orig = exec(&argv, &input)?;
            let port = program::run(v, &input).map_err(|e| format!("{name} ({v}): {e}"))?;
            runs += 1;
            let diff = first_difference(&orig.out, &port);
            if orig.code == Some(0) && diff.is_none() {
                same += 1;
                print!(" {v} ok  ");
                continue;
            }
            let timed_out = if orig.code == Some(124) { " (timed out)" } else { "" };
            println!(
                " {v} DIFF\n    {name} {v}: original exit {:?}{timed_out}, port exit 0",
                orig.code
            );
            if let Some(d) = diff {
                println!("      {d}");
            }
            if !orig.err.is_empty() {
                println!(
                    "      original stderr: {}",
                    String::from_utf8_lossy(&orig.err)
                        .lines()
                        .take(3)
                        .collect::<Vec<_>>()
                        .join(" / ")
                );
            }
            fs::create_dir_all(&saved).map_err(|e| e.to_string())?;
            for (ext, bytes) in [("in", &input), ("original", &orig.out), ("port", &port)] {
                fs::write(saved.join(format!("{name}.{v}.{ext}")), bytes).map_err(|e| e.to_string())?;
            }
            print!("{:16}", "");
        }
        println!();
    }
    println!(
        "check: {same} of {runs} runs byte-identical ({} inputs x {} variants; differences saved in target/originals/check/)",
        cases.len(),
        Variant::ALL.len()
    );
    Ok(same == runs)
}

/// The port's release binary: `$SUDOKU_LAB`, or `cargo build --release`'s
/// (built or brought up to date first).
fn port_binary(root: &Path) -> Result<PathBuf, String> {
    if let Some(p) = env::var_os("SUDOKU_LAB") {
        return Ok(PathBuf::from(p));
    }
    let cargo = env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    must(
        &[
            &cargo,
            "build",
            "--quiet",
            "--release",
            "-p",
            "sudoku-lab-cli",
            "--bin",
            "sudoku-lab",
        ],
        root,
    )?;
    let target = env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), |t| root.join(t));
    Ok(target.join("release/sudoku-lab"))
}

/// `(min, median)` of `times`, in seconds.
fn stats(times: &[Duration]) -> (f64, f64) {
    let mut s: Vec<f64> = times.iter().map(Duration::as_secs_f64).collect();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    (
        s[0],
        if n % 2 == 1 {
            s[n / 2]
        } else {
            (s[n / 2 - 1] + s[n / 2]) / 2.0
        },
    )
}

/// `bench`: original and port, alternating, `rounds` times each on the
/// Wikipedia puzzle; min and median wall and CPU seconds of whole processes.
fn bench(root: &Path, chosen: Vec<Variant>, rounds: usize, with_python: bool) -> Result<(), String> {
    let versions = ensure_built(root)?;
    let is_python = |v: &Variant| matches!(v.post().original.language, Language::Python | Language::Pypy);
    let chosen = match chosen.is_empty() {
        true => Variant::ALL
            .into_iter()
            .filter(|v| with_python || !is_python(v))
            .collect(),
        false => chosen,
    };
    let (port, py) = (port_binary(root)?, python());
    let data = fs::read_to_string(root.join("data/plb/sudoku.txt")).map_err(|e| e.to_string())?;
    let wiki =
        format::parse_first(data.get(..81).unwrap_or_default().as_bytes(), Format::Line).map_err(|e| e.to_string())?;
    let placements = chosen[0].solve(&wiki, Budget::UNLIMITED, &mut NoTrace).stats.placements;
    println!(
        "Wikipedia puzzle (line 1 of data/plb/sudoku.txt), {placements} placements; {rounds} rounds, original and port alternating."
    );
    println!(
        "Whole processes (JVM / interpreter start-up included); port = {} run VARIANT.\n{versions}",
        port.display()
    );
    let load = fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "{} cores, load average {} at start",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        load.split(' ').take(3).collect::<Vec<_>>().join(" ")
    );
    let mut rows = Vec::new();
    for &v in &chosen {
        let input = format::write(&wiki, v.problem().format()).into_bytes();
        let port_argv: Vec<OsString> = vec![port.clone().into(), "run".into(), v.name().into()];
        let (mut o, mut p, mut outs) = (Vec::new(), Vec::new(), [Vec::new(), Vec::new()]);
        for r in 0..rounds {
            for first_original in [r % 2 == 0, r % 2 == 1] {
                let runs_original = first_original && !(is_python(&v) && r > 0);
                if runs_original && is_python(&v) {
                    eprintln!("{v} original (CPython): one run only, expect minutes");
                }
                let ran = match first_original {
                    true if !runs_original => continue,
                    true => exec(&original_argv(root, v, &py), &input)?,
                    false => exec(&port_argv, &input)?,
                };
                if ran.code != Some(0) {
                    return Err(format!(
                        "{v} {} exited {:?}",
                        if first_original { "original" } else { "port" },
                        ran.code
                    ));
                }
                if first_original { &mut o } else { &mut p }.push((ran.wall, ran.cpu));
                outs[usize::from(!first_original)] = ran.out;
            }
            eprintln!("round {}/{rounds} {v} done", r + 1);
        }
        if outs[0] != outs[1] {
            eprintln!("warning: {v} original and port printed different bytes");
        }
        rows.push((v, o, p));
    }
    for (what, pick) in [("wall", 0), ("CPU (user+sys)", 1)] {
        println!(
            "\n{what:<13} {:>24} {:>20} {:>9} {:>22}",
            "original s min / med", "port s min / med", "speed-up", "port ns/placement"
        );
        for (v, o, p) in &rows {
            let get = |runs: &[(Duration, Duration)]| {
                stats(
                    &runs
                        .iter()
                        .map(|r| if pick == 0 { r.0 } else { r.1 })
                        .collect::<Vec<_>>(),
                )
            };
            let ((omin, omed), (pmin, pmed)) = (get(o), get(p));
            let ns = |s: f64| s * 1e9 / placements as f64;
            let once = if o.len() == 1 && rounds > 1 {
                "  (original: 1 run)"
            } else {
                ""
            };
            println!(
                "{:<13} {omin:>12.3} / {omed:<9.3} {pmin:>8.3} / {pmed:<9.3} {:>8.2}x {:>10.1} / {:<9.1}{once}",
                v.name(),
                omed / pmed,
                ns(pmin),
                ns(pmed)
            );
        }
    }
    println!("speed-up = original median / port median; port ns/placement = port seconds / {placements}.");
    if chosen.iter().all(|v| !is_python(v)) {
        println!("Python's originals left out (over a minute of CPU each): add --with-python to run them once.");
    }
    Ok(())
}

/// `submission`: each original (a Python one under CPython and PyPy3) and
/// the book's `scan.py` on `count` hard legal BOJ 2580 tests, one process
/// per test; with `csv`, the book's table data.
fn submission(root: &Path, count: usize, seed: u64, csv: Option<PathBuf>) -> Result<(), String> {
    let versions = ensure_built(root)?;
    let options = Options {
        count,
        seed,
        boj: true,
        hard: generate::HARD_STEPS,
        ..Options::default()
    };
    eprintln!("generating {count} hard tests (sudoku-lab generate --hard --count {count} --seed {seed})");
    let tests = generate::generate(&options).map_err(|e| e.to_string())?;
    let cnts: Vec<u64> = tests.iter().filter_map(|t| t.cnt).collect();
    let (lo, hi) = (
        cnts.iter().min().copied().unwrap_or(0),
        cnts.iter().max().copied().unwrap_or(0),
    );
    let pypy = Command::new("pypy3").arg("--version").output().ok().map(|o| {
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .last()
            .unwrap_or("?")
            .to_string()
    });
    let scan = root.join("book/src/programs/scan.py").into_os_string();
    let mut programs = Vec::new(); // (program, language, runtime, problem, rule, argv)
    for v in Variant::ALL {
        let (post, argv) = (v.post(), original_argv(root, v, &python()));
        let runtime = match post.original.language {
            Language::Java | Language::Kotlin => "java",
            Language::Python | Language::Pypy => "CPython",
            Language::Native => "g++",
        };
        programs.push((
            v.name().to_string(),
            post.language,
            runtime,
            v.problem(),
            post.original.language,
            argv.clone(),
        ));
        if runtime == "CPython" {
            programs.push((
                v.name().to_string(),
                post.language,
                "PyPy3",
                v.problem(),
                Language::Pypy,
                [vec!["pypy3".into()], argv[1..].to_vec()].concat(),
            ));
        }
    }
    programs.push((
        "scan.py".into(),
        "Python",
        "CPython",
        Problem::Boj2580,
        Language::Python,
        vec![python().into(), scan.clone()],
    ));
    programs.push((
        "scan.py".into(),
        "Python",
        "PyPy3",
        Problem::Boj2580,
        Language::Pypy,
        vec!["pypy3".into(), scan],
    ));
    let mut table = format!(
        "# Written by cargo xtask originals submission --count {count} --seed {seed}.\n\
         # Tests: sudoku-lab generate --hard --count {count} --seed {seed} (legal BOJ 2580 tests; 12095 cnt {lo} to {hi}); bitmask reads them in the 2239 layout.\n\
         # Each original as a whole process, one test per run: CPU time (user + sys, getrusage) and wall time, seconds; {} cores.\n\
         # {versions}pypy3: {}\n\
         program,language,runtime,problem,time_limit_s,tests,max_cpu_s,median_cpu_s,max_wall_s,median_wall_s\n",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        pypy.as_deref().unwrap_or("missing")
    );
    for (name, language, runtime, problem, rule, argv) in programs {
        if runtime == "PyPy3" && pypy.is_none() {
            eprintln!("pypy3 missing (Debian package pypy3): {name} under PyPy3 skipped");
            continue;
        }
        let (mut cpu, mut wall) = (Vec::new(), Vec::new());
        for t in &tests {
            let ran = exec(&argv, format::write(&t.puzzle, problem.format()).as_bytes())?;
            if ran.code != Some(0) {
                return Err(format!("{name} ({runtime}) exited {:?} on {}", ran.code, t.puzzle));
            }
            cpu.push(ran.cpu);
            wall.push(ran.wall);
        }
        let max = |d: &[Duration]| d.iter().max().map_or(0.0, Duration::as_secs_f64);
        let (limit, own) = (
            problem.time_limit().as_secs_f64(),
            rule.time_limit(problem).as_secs_f64(),
        );
        println!(
            "{name:<13} {language:<7} {runtime:<8} BOJ {problem} (limit {limit} s, {own} s in {rule}): CPU max {:.3} s, median {:.3} s; wall max {:.3} s",
            max(&cpu),
            stats(&cpu).1,
            max(&wall)
        );
        table += &format!(
            "{name},{language},{runtime},{problem},{limit},{count},{:.3},{:.3},{:.3},{:.3}\n",
            max(&cpu),
            stats(&cpu).1,
            max(&wall),
            stats(&wall).1
        );
    }
    match csv {
        Some(path) => fs::write(&path, table).map_err(|e| format!("{}: {e}", path.display())),
        None => Ok(()),
    }
}

/// Runs `cmd`; `Ok(false)` when `check` found a difference.
pub fn run(root: &Path, cmd: Cmd) -> Result<bool, String> {
    match cmd {
        Cmd::Build => build(root)?,
        Cmd::Run(v) => {
            ensure_built(root)?;
            let argv = original_argv(root, v, &python());
            let status = Command::new(&argv[0])
                .args(&argv[1..])
                .env("LC_ALL", "C.UTF-8")
                .status();
            return status.map(|s| s.success()).map_err(|e| e.to_string());
        }
        Cmd::Check {
            count,
            seed,
            cap,
            timeout,
        } => return check(root, count, seed, cap, timeout),
        Cmd::Bench {
            variants,
            rounds,
            python,
        } => bench(root, variants, rounds, python)?,
        Cmd::Submission { count, seed, csv } => submission(root, count, seed, csv)?,
        Cmd::Help => println!("{USAGE}"),
        Cmd::Clean => fs::remove_dir_all(out_dir(root)).or_else(|e| {
            if e.kind() == std::io::ErrorKind::NotFound {
                Ok(())
            } else {
                Err(e.to_string())
            }
        })?,
    }
    Ok(true)
}
