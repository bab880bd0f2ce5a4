//! `cargo xtask hard-pool`: writes `crates/cli/data/hard-pool.txt`, the
//! pool `sudoku-lab stress --kind hard` draws from (and every 25th test of
//! the default kind): [`COUNT`] tests of `sudoku-lab generate --hard` from
//! seed [`SEED`], each a legal test of 2580 and 2239 with problem 12095's
//! `cnt` just under its cap of 10,000,000. A hard puzzle costs a few
//! seconds (every `cnt` over the cap is ten million placements), so the
//! pool is made once and shipped; its header records how, and the `cnt`
//! of each test and their spread.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::time::Instant;

use sudoku_lab::Grid;
use sudoku_lab::format::{self, Format};
use sudoku_lab::generate::{Generator, Options};
use sudoku_lab::units::thousands;
use sudoku_lab::validate::CNT_LIMIT;

/// How many tests the pool holds.
pub const COUNT: usize = 200;
/// The generator's seed.
pub const SEED: u64 = 14;
/// The pool, from the workspace root.
pub const PATH: &str = "crates/cli/data/hard-pool.txt";

/// The generator's options for the pool's first `count` tests.
fn options(count: usize) -> Options {
    Options {
        count,
        seed: SEED,
        boj: true,
        unique: true,
        hard: true,
        ..Options::default()
    }
}

/// Writes the pool, with progress on stderr (about ten minutes of one core
/// in a release build: `cargo run --release -p xtask -- hard-pool`).
pub fn run(root: &Path) -> Result<bool, String> {
    let made = puzzles(COUNT)?;
    fs::write(root.join(PATH), file(&made)).map_err(|e| format!("{PATH}: {e}"))?;
    println!("wrote {PATH}");
    Ok(true)
}

/// The first `count` pool tests with their `cnt`, progress on stderr.
fn puzzles(count: usize) -> Result<Vec<(Grid, u64)>, String> {
    let start = Instant::now();
    let mut out = Vec::with_capacity(count);
    for (i, g) in Generator::new(options(count)).map_err(|e| e.to_string())?.enumerate() {
        let g = g.map_err(|e| e.to_string())?;
        let cnt = g.cnt.ok_or("a hard test has a cnt under the cap")?;
        out.push((g.puzzle, cnt));
        eprint!("\rhard pool: {}/{count}, {:.0} s", i + 1, start.elapsed().as_secs_f64());
    }
    eprintln!();
    Ok(out)
}

/// The file: how it was made, the spread of `cnt`, then one test a line
/// with its `cnt` after a tab (the `line` format reads past it).
fn file(made: &[(Grid, u64)]) -> String {
    let mut cnts: Vec<u64> = made.iter().map(|(_, c)| *c).collect();
    cnts.sort_unstable();
    let at = |q: f64| thousands(cnts[((cnts.len() - 1) as f64 * q).round() as usize]);
    let mut out = format!(
        "# The --kind hard pool of sudoku-lab stress (boj-pool-*.txt, the default kind's, are made from it):\n\
         # {COUNT} legal tests of Baekjoon 2580 and 2239 near problem 12095's cap of {cap}\n\
         # calls, written by `cargo xtask hard-pool`, which runs\n\
         #   sudoku-lab generate --hard --count {COUNT} --seed {SEED}\n\
         # (how --hard makes a test: `sudoku-lab generate --help`). A hard test costs a few\n\
         # seconds to make, so they are made once and shipped; the CLI's ignored test\n\
         # the_hard_pool_starts_with_the_generator_output (run by .ci/run) regenerates the first\n\
         # three; crates/cli/tests/stress_verdicts.rs checks that each line is a legal test of both problems.\n\
         # 12095 cnt: min {min}, 10% {p10}, median {p50}, 90% {p90}, max {max}; every line's cnt\n\
         # follows it after a tab.\n",
        cap = thousands(CNT_LIMIT),
        min = at(0.0),
        p10 = at(0.1),
        p50 = at(0.5),
        p90 = at(0.9),
        max = at(1.0),
    );
    for (p, cnt) in made {
        let _ = writeln!(out, "{}\t{cnt}", format::write(p, Format::Line).trim_end());
    }
    out
}

/// The pool's `n` tests with the highest `cnt`, highest first, read from
/// [`PATH`] under `root` (for `cargo xtask originals submission` and
/// `calibrate`: the tests closest to 12095's cap that sudoku-lab has).
pub fn hardest(root: &Path, n: usize) -> Result<Vec<(Grid, u64)>, String> {
    let mut tests = in_order(root)?;
    tests.sort_by_key(|t| std::cmp::Reverse(t.1));
    tests.truncate(n);
    Ok(tests)
}

/// Every test of the pool with its `cnt`, in the file's order, read from
/// [`PATH`] under `root`.
pub fn in_order(root: &Path) -> Result<Vec<(Grid, u64)>, String> {
    let text = fs::read_to_string(root.join(PATH)).map_err(|e| format!("{PATH}: {e}"))?;
    let mut tests = Vec::new();
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
    {
        let bad = |what: &str| format!("{PATH}:{}: {what}", i + 1);
        let (puzzle, cnt) = line.split_once('\t').ok_or_else(|| bad("no cnt after a tab"))?;
        let cnt: u64 = cnt.trim().parse().map_err(|_| bad("the cnt is not a number"))?;
        let grid = sudoku_lab::format::parse_first(puzzle.as_bytes(), sudoku_lab::Format::Line);
        tests.push((grid.map_err(|e| bad(&e.to_string()))?, cnt));
    }
    Ok(tests)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hardest_tests_are_the_pools_highest_cnts_under_the_cap() {
        let root = crate::workspace::root();
        let three = hardest(root, 3).unwrap();
        assert_eq!(three.len(), 3);
        assert!(three.windows(2).all(|w| w[0].1 >= w[1].1), "highest first");
        assert!(three.iter().all(|t| t.1 < CNT_LIMIT));
        let all = hardest(root, COUNT + 10).unwrap();
        assert_eq!(all.len(), COUNT, "every line of the pool");
        assert_eq!(all[0], three[0]);
        assert_eq!(
            sudoku_lab::validate::cnt_12095(&three[0].0),
            Some(three[0].1),
            "the line's cnt is 12095's"
        );
    }
}
