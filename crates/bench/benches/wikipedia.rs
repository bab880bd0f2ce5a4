//! The five ports on the "Wikipedia" puzzle, the near-worst case for a
//! backtracker that tries 1..9 at the first blank in row-major order: line 1
//! of [`PLB`], 69,175,316 placements to its solution.
//!
//! Two groups, throughput in placements, so criterion reports placements/s
//! (ns per placement = 1e9 / that):
//!
//! - `wikipedia/<variant>`: the whole search, [`NoTrace`], no budget.
//! - `observer/<variant>/{NoTrace,TraceHash}`: the cost of watching a search,
//!   on the first 5,000,000 placements of the same puzzle
//!   (`Budget::placements(5_000_000)`). With `NoTrace` every observer call
//!   should compile away; `TraceHash` folds each placement and undo into an
//!   FNV-1a hash.
//!
//! One solve takes 0.8-2.5 s, so `wikipedia` takes 10 samples of one solve
//! each (flat sampling) after about a second of warm-up: roughly 12 solves
//! per port, one to two minutes for the group. Criterion then warns that it
//! cannot "complete 10 samples in 1.0s"; that is expected (a longer target
//! would only repeat the solve within each sample). `observer` takes about
//! 3 s per benchmark. The whole run is 2-4 minutes on a quiet machine:
//!
//! ```text
//! cargo bench -p sudoku-lab-bench --bench wikipedia                     # everything
//! cargo bench -p sudoku-lab-bench --bench wikipedia -- --quick          # ~1 solve per port, ~30 s
//! cargo bench -p sudoku-lab-bench --bench wikipedia -- wikipedia/bitmask
//! cargo bench -p sudoku-lab-bench --bench wikipedia -- observer --quick
//! ```
//!
//! The bench profile is opt-level 3, so the ports' digit loops are unrolled
//! (`.cargo/config.toml` says how and why), as in the book's numbers.
//!
//! For the ports against the original programs (whole processes, wall
//! time), see `cargo xtask originals bench`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use sudoku_lab::{Budget, Format, Grid, NoTrace, Outcome, TraceHash, Variant, format};
use sudoku_lab_test::datasets::PLB;

/// Placements every port makes on the Wikipedia puzzle before it is solved.
const WIKI_PLACEMENTS: u64 = 69_175_316;

/// The budget of the `observer` group: a fixed prefix of the same search.
const OBSERVER_PLACEMENTS: u64 = 5_000_000;

/// Line 1 of [`PLB`], read at run time so the bench follows the data file
/// (and fails loudly if its first line changes).
fn wikipedia() -> Grid {
    let path = format!("{}/../../{}", env!("CARGO_MANIFEST_DIR"), PLB.path);
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let parsed = format::parse(&text, Some(Format::Line)).unwrap_or_else(|e| panic!("{path}: {e}"));
    parsed.puzzles[0].grid
}

fn bench_wikipedia(c: &mut Criterion) {
    let grid = wikipedia();
    // One solve with the fastest port checks that this is still the puzzle
    // the throughput below is for.
    let report = Variant::Bitmask.solve(&grid, Budget::UNLIMITED, &mut NoTrace);
    assert!(matches!(report.outcome, Outcome::Solved(_)));
    assert_eq!(
        report.stats.placements, WIKI_PLACEMENTS,
        "line 1 of {} is no longer the Wikipedia puzzle",
        PLB.path
    );

    let mut group = c.benchmark_group("wikipedia");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        // Below one solve: each sample is a single solve, and `--quick`
        // stops after the first.
        .measurement_time(Duration::from_secs(1))
        .throughput(Throughput::Elements(WIKI_PLACEMENTS));
    for v in Variant::ALL {
        group.bench_function(v.name(), |b| {
            b.iter(|| black_box(v).solve(black_box(&grid), Budget::UNLIMITED, &mut NoTrace))
        });
    }
    group.finish();
}

fn bench_observer(c: &mut Criterion) {
    let grid = wikipedia();
    let budget = Budget::placements(OBSERVER_PLACEMENTS);

    let mut group = c.benchmark_group("observer");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .throughput(Throughput::Elements(OBSERVER_PLACEMENTS));
    for v in Variant::ALL {
        group.bench_function(BenchmarkId::new(v.name(), "NoTrace"), |b| {
            b.iter(|| black_box(v).solve(black_box(&grid), budget, &mut NoTrace))
        });
        group.bench_function(BenchmarkId::new(v.name(), "TraceHash"), |b| {
            b.iter(|| {
                let mut trace = TraceHash::default();
                let report = black_box(v).solve(black_box(&grid), budget, &mut trace);
                (report, trace.hash)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_wikipedia, bench_observer);
criterion_main!(benches);
