//! The five ports and the reference solver on three bundled datasets:
//! time per puzzle and nanoseconds per placement.
//!
//! - `datasets/<file>/<solver>`: every puzzle of the file once per
//!   iteration; throughput in puzzles, so criterion reports puzzles/s.
//! - Files: [`EASY50`] (50 easy puzzles), [`TOP95`] (95 hard ones),
//!   [`PLB`] ("hard 20").
//! - Budget: each port's search stops after [`BUDGET`] = 100,000
//!   placements (the hardest puzzle needs 116 million), so a hard file
//!   measures the ports' speed on the first 100,000 placements of its slow
//!   puzzles; the summary says how many stopped. The reference solver
//!   runs without a budget.
//!
//! At the end, a markdown table of the medians (ns per placement is the
//! time over the placements the ports made, which are the same for all
//! five) goes to stdout and to `target/bench-summary.md`
//! (`$CARGO_TARGET_DIR/bench-summary.md` when that is set), for the book.
//!
//! ```text
//! cargo bench -p sudoku-lab-bench --bench datasets            # about 2 minutes
//! cargo bench -p sudoku-lab-bench --bench datasets -- top95   # one file
//! ```

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput};
use sudoku_lab::units::{Unit, duration};
use sudoku_lab::{Budget, Format, Grid, NoTrace, Outcome, Variant, format, reference};
use sudoku_lab_test::datasets::{Dataset, EASY50, PLB, TOP95};

/// Placements each port may make per puzzle.
const BUDGET: u64 = 100_000;

const FILES: [(&str, Dataset); 3] = [("easy50", EASY50), ("top95", TOP95), ("plb20", PLB)];

fn puzzles(data: Dataset) -> Vec<Grid> {
    let path = format!("{}/../../{}", env!("CARGO_MANIFEST_DIR"), data.path);
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let parsed = format::parse(&text, Some(Format::Line)).unwrap_or_else(|e| panic!("{path}: {e}"));
    parsed.puzzles.iter().map(|p| p.grid).collect()
}

/// One solver: a port under [`BUDGET`], or the reference solver.
#[derive(Copy, Clone)]
enum Solver {
    Port(Variant),
    Reference,
}

impl Solver {
    fn all() -> impl Iterator<Item = Solver> {
        Variant::ALL.into_iter().map(Solver::Port).chain([Solver::Reference])
    }

    fn name(self) -> &'static str {
        match self {
            Solver::Port(v) => v.name(),
            Solver::Reference => "reference",
        }
    }

    /// Solves every puzzle; returns the placements made (the reference
    /// solver's search nodes) and how many stopped at the budget.
    fn run(self, puzzles: &[Grid]) -> (u64, usize) {
        let mut work = 0;
        let mut stopped = 0;
        for p in puzzles {
            let (outcome, n) = match self {
                Solver::Port(v) => {
                    let r = v.solve(black_box(p), Budget::placements(BUDGET), &mut NoTrace);
                    (r.outcome, r.stats.placements)
                }
                Solver::Reference => {
                    let r = reference::solve(black_box(p), reference::NO_NODE_LIMIT);
                    (r.outcome, r.nodes)
                }
            };
            work += n;
            stopped += usize::from(outcome == Outcome::Stopped);
        }
        (work, stopped)
    }
}

/// What the summary needs of one benchmark.
struct Row {
    puzzles: usize,
    work: u64,
    stopped: usize,
    /// Nanoseconds per pass over the file, one per criterion sample.
    samples: Vec<f64>,
}

fn bench(c: &mut Criterion, rows: &RefCell<BTreeMap<(usize, usize), Row>>) {
    for (fi, (short, file)) in FILES.iter().enumerate() {
        let puzzles = puzzles(*file);
        let mut g = c.benchmark_group(format!("datasets/{short}"));
        g.throughput(Throughput::Elements(puzzles.len() as u64));
        for (si, solver) in Solver::all().enumerate() {
            let (work, stopped) = solver.run(&puzzles);
            rows.borrow_mut().insert(
                (fi, si),
                Row {
                    puzzles: puzzles.len(),
                    work,
                    stopped,
                    samples: Vec::new(),
                },
            );
            g.bench_function(solver.name(), |b| {
                b.iter_custom(|iters| {
                    let start = Instant::now();
                    for _ in 0..iters {
                        black_box(solver.run(&puzzles));
                    }
                    let elapsed = start.elapsed();
                    let per = elapsed.as_nanos() as f64 / iters as f64;
                    rows.borrow_mut().get_mut(&(fi, si)).unwrap().samples.push(per);
                    elapsed
                })
            });
        }
        g.finish();
    }
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn summary(rows: BTreeMap<(usize, usize), Row>) -> String {
    let mut s = format!(
        "Medians of criterion's samples; ports under a budget of {BUDGET} placements per puzzle, \
         the reference solver without one.\n\n\
         | file | solver | puzzles | stopped at budget | placements (nodes) per pass | time per puzzle | ns per placement |\n\
         |---|---|---:|---:|---:|---:|---:|\n"
    );
    let solvers: Vec<Solver> = Solver::all().collect();
    for ((fi, si), mut row) in rows {
        if row.samples.is_empty() {
            continue;
        }
        let pass = median(&mut row.samples);
        let (per_placement, stopped, work) = match solvers[si] {
            Solver::Port(_) => (
                format!("{:.1}", pass / row.work.max(1) as f64),
                row.stopped.to_string(),
                row.work.to_string(),
            ),
            Solver::Reference => ("-".to_string(), "-".to_string(), format!("({})", row.work)),
        };
        s.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} |\n",
            FILES[fi].0,
            solvers[si].name(),
            row.puzzles,
            stopped,
            work,
            duration(Duration::from_nanos((pass / row.puzzles as f64) as u64), Unit::Fit),
            per_placement
        ));
    }
    s
}

fn main() {
    let rows = RefCell::new(BTreeMap::new());
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    bench(&mut c, &rows);
    c.final_summary();
    let table = summary(rows.into_inner());
    println!("\n{table}");
    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../target")));
    let path = dir.join("bench-summary.md");
    match std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, &table)) {
        Ok(()) => println!("written to {}", path.display()),
        Err(e) => eprintln!("cannot write {}: {e}", path.display()),
    }
}
