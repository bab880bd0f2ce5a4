//! The reference solver (not a blog port) on the bundled hard sets.
//!
//! - `reference/top1465_count2`: [`reference::count_solutions`]`(p, 2)` on
//!   each of the 1,465 puzzles of [`TDOKU_MAGICTOUR`],
//!   the whole file per iteration; throughput in puzzles, so criterion
//!   reports puzzles/s. Counting to 2 explores the whole search tree of a
//!   unique puzzle: it is the cost of proving uniqueness.
//! - `reference/top1465_least`: [`reference::solve`] (the lexicographically
//!   smallest completion) on the same file, puzzles/s.
//! - `reference_plb/line-N`: first-solution time ([`reference::solve`]) on
//!   each line of [`PLB`] ("hard 20").
//!
//! ```text
//! cargo bench -p sudoku-lab-bench --bench reference
//! cargo bench -p sudoku-lab-bench --bench reference -- top1465_count2 --quick
//! ```

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sudoku_lab::{Format, Grid, format, reference};
use sudoku_lab_test::datasets::{Dataset, PLB, TDOKU_MAGICTOUR};

fn puzzles(data: Dataset) -> Vec<Grid> {
    let path = format!("{}/../../{}", env!("CARGO_MANIFEST_DIR"), data.path);
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let parsed = format::parse(&text, Some(Format::Line)).unwrap_or_else(|e| panic!("{path}: {e}"));
    parsed.puzzles.iter().map(|p| p.grid).collect()
}

fn bench_top1465(c: &mut Criterion) {
    let top = puzzles(TDOKU_MAGICTOUR);
    assert_eq!(top.len(), 1465);
    let mut g = c.benchmark_group("reference");
    g.throughput(Throughput::Elements(top.len() as u64));
    g.bench_function("top1465_count2", |b| {
        b.iter(|| {
            top.iter()
                .map(|p| reference::count_solutions(black_box(p), 2))
                .sum::<usize>()
        })
    });
    g.bench_function("top1465_least", |b| {
        b.iter(|| {
            top.iter()
                .map(|p| reference::solve(black_box(p), reference::NO_NODE_LIMIT).nodes)
                .sum::<u64>()
        })
    });
    g.finish();
}

fn bench_plb(c: &mut Criterion) {
    let plb = puzzles(PLB);
    let mut g = c.benchmark_group("reference_plb");
    for (i, p) in plb.iter().enumerate() {
        g.bench_with_input(BenchmarkId::from_parameter(format!("line-{}", i + 1)), p, |b, p| {
            b.iter(|| reference::solve(black_box(p), reference::NO_NODE_LIMIT))
        });
    }
    g.finish();
}

criterion_group!(benches, bench_top1465, bench_plb);
criterion_main!(benches);
