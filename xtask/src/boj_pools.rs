//! `cargo xtask boj-pools`: writes `crates/cli/data/boj-pool-2580.txt` and
//! `boj-pool-2239.txt`, the tests of `sudoku-lab stress`'s default kind
//! that are as hard as Baekjoon's slowest test of each problem: the first
//! [`COUNT`] tests of the hard pool ([`crate::hard_pool`]) that land
//! close under the model's estimate for the problem
//! ([`sudoku_lab::stress::baekjoon::slowest`]) when made easier with
//! [`sudoku_lab::generate::lower`] (its 12095 `cnt` at most the estimate
//! and at least [`CLOSE`] of it). A model whose estimate
//! changed makes the pools stale: the CLI's tests compare each file's
//! header with the model.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use sudoku_lab::format::{self, Format};
use sudoku_lab::generate::lower;
use sudoku_lab::search::Outcome;
use sudoku_lab::stress::baekjoon::slowest;
use sudoku_lab::units::thousands;
use sudoku_lab::{Grid, Problem, reference};

/// How many tests each pool holds.
pub const COUNT: usize = 50;

/// A lowered test is kept when its `cnt` is at least this share of the
/// estimate (the rest of the hard pool's tests are tried in order until
/// [`COUNT`] are).
pub const CLOSE: f64 = 0.9;

/// The pool of `problem`, from the workspace root.
pub fn path(problem: Problem) -> String {
    format!("crates/cli/data/boj-pool-{problem}.txt")
}

/// Writes both pools, with progress on stderr (a few minutes of two cores
/// in a release build: `cargo run --release -p xtask -- boj-pools`).
pub fn run(root: &Path) -> Result<bool, String> {
    let hard = crate::hard_pool::in_order(root)?;
    for problem in Problem::ALL {
        let target = slowest(problem).cnt;
        let floor = (target as f64 * CLOSE) as u64;
        let mut made: Vec<(Grid, u64)> = Vec::new();
        for (k, chunk) in hard.chunks(2 * COUNT).enumerate() {
            made.extend(
                lowered(chunk, k * 2 * COUNT, target, problem)?
                    .into_iter()
                    .filter(|&(_, c)| c >= floor),
            );
            if made.len() >= COUNT {
                break;
            }
        }
        if made.len() < COUNT {
            return Err(format!(
                "{problem}: only {} of the hard pool's tests land within {CLOSE} of {target}",
                made.len()
            ));
        }
        made.truncate(COUNT);
        let rel = path(problem);
        fs::write(root.join(&rel), file(problem, target, &made)).map_err(|e| format!("{rel}: {e}"))?;
        println!("wrote {rel}");
    }
    Ok(true)
}

/// Each of `tests` lowered to `cnt <= target`, the `i`th with seed `offset + i` (its line in the hard pool, from 0),
/// on two threads.
fn lowered(tests: &[(Grid, u64)], offset: usize, target: u64, problem: Problem) -> Result<Vec<(Grid, u64)>, String> {
    let start = Instant::now();
    let done = AtomicUsize::new(0);
    let one = |i: usize| -> Result<(Grid, u64), String> {
        let (puzzle, _) = tests[i];
        let Outcome::Solved(solution) = reference::solve(&puzzle, reference::NO_NODE_LIMIT).outcome else {
            return Err(format!("hard pool test {}: no solution", i + 1));
        };
        let made = lower(&puzzle, &solution, target + 1, (offset + i) as u64);
        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
        eprint!(
            "\r{problem} pool: {n}/{}, {:.0} s",
            tests.len(),
            start.elapsed().as_secs_f64()
        );
        Ok(made)
    };
    let halves: Vec<Result<Vec<(Grid, u64)>, String>> = std::thread::scope(|s| {
        let evens = s.spawn(|| (0..tests.len()).step_by(2).map(one).collect());
        let odds: Result<Vec<_>, String> = (1..tests.len()).step_by(2).map(one).collect();
        vec![evens.join().expect("no panic"), odds]
    });
    eprintln!();
    let mut it = halves.into_iter();
    let (evens, odds) = (it.next().expect("two")?, it.next().expect("two")?);
    let mut out = Vec::with_capacity(tests.len());
    for i in 0..tests.len() {
        out.push(if i % 2 == 0 { evens[i / 2] } else { odds[i / 2] });
    }
    Ok(out)
}

/// The first line of a pool written for `target`: the CLI's tests read
/// the target back from it.
pub fn header(problem: Problem, target: u64) -> String {
    format!("# The default kind's near-Baekjoon tests of {problem}: 12095 cnt at most {target}\n")
}

/// The file: how it was made, the spread of `cnt`, one test a line with
/// its `cnt` after a tab.
fn file(problem: Problem, target: u64, made: &[(Grid, u64)]) -> String {
    let mut cnts: Vec<u64> = made.iter().map(|(_, c)| *c).collect();
    cnts.sort_unstable();
    let at = |q: f64| thousands(cnts[((cnts.len() - 1) as f64 * q).round() as usize]);
    let mut out = header(problem, target);
    let _ = write!(
        out,
        "# (sudoku-lab stress --kind boj draws tests 10, 35, 60, ... from here), written by\n\
         # `cargo xtask boj-pools`: tests of hard-pool.txt in order, each made easier (givens\n\
         # of its solution put back, sudoku_lab::generate::lower, seed = its line, from 0)\n\
         # until its cnt is at most {t}, the model's estimate of the cnt of Baekjoon's slowest\n\
         # {problem} test (sudoku_lab::stress::baekjoon, from data/baekjoon/); the first {COUNT}\n\
         # that land at {close:.0}% of it or more.\n\
         # 12095 cnt: min {min}, median {p50}, max {max}; every line's cnt follows it after a tab.\n",
        t = thousands(target),
        close = CLOSE * 100.0,
        min = at(0.0),
        p50 = at(0.5),
        max = at(1.0),
    );
    for (p, cnt) in made {
        let _ = writeln!(out, "{}\t{cnt}", format::write(p, Format::Line).trim_end());
    }
    out
}
