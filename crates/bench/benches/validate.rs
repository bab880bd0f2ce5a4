//! The validator's cost ([`sudoku_lab::validate::validate`]), which runs
//! problem 12095's backtracker (the check-arrays port) under a budget of
//! [`CNT_LIMIT`] placements:
//!
//! - `validate/over-cap`: the worst case, an input over the cap (the
//!   Wikipedia puzzle, line 1 of [`PLB`]), rejected after the whole budget;
//! - `validate/near-cap`: the hardest legal test of `stress --kind hard`'s
//!   pool (12095 `cnt` 9,970,972), accepted;
//! - `validate/sample`: the BOJ 2580 sample (`cnt` 82): layout, givens and
//!   the reference solver's check dominate.
//!
//! ```text
//! cargo bench -p sudoku-lab-bench --bench validate               # about a minute
//! cargo bench -p sudoku-lab-bench --bench validate -- --quick
//! ```
//!
//! `sudoku-lab validate` spent 0.12 s of CPU (user) on the Wikipedia puzzle
//! and 0.13 s on the near-cap test here (release build, two cores); a
//! loaded machine stretches the wall-clock times criterion reports.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use sudoku_lab::validate::{self, CNT_LIMIT, Invalid};
use sudoku_lab::{Format, Problem, format};
use sudoku_lab_test::datasets::PLB;

/// The pool's hardest test, as `cargo xtask hard-pool` wrote it.
const NEAR_CAP: &str = ".................73.1....4......5.1......2..3..43.8.9..72.4.1.9.5.21.8..6....7.5.";

/// Line 1 of [`PLB`] in the 2580 layout, read at run time.
fn wikipedia() -> String {
    let path = format!("{}/../../{}", env!("CARGO_MANIFEST_DIR"), PLB.path);
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let parsed = format::parse(&text, Some(Format::Line)).unwrap_or_else(|e| panic!("{path}: {e}"));
    format::write(&parsed.puzzles[0].grid, Format::Boj2580)
}

fn bench_validate(c: &mut Criterion) {
    let over = wikipedia();
    assert_eq!(
        validate::validate(Problem::Boj2580, over.as_bytes()),
        Err(Invalid::Promise { cnt: None })
    );
    let near = format::write(
        &format::parse_first(NEAR_CAP.as_bytes(), Format::Line).expect("the pool's line parses"),
        Format::Boj2580,
    );
    let cnt = validate::validate(Problem::Boj2580, near.as_bytes())
        .expect("legal")
        .cnt;
    assert!(cnt > CNT_LIMIT / 2, "cnt {cnt}");
    let sample = Problem::Boj2580.sample();

    let mut group = c.benchmark_group("validate");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
    for (name, input) in [
        ("over-cap", over.as_str()),
        ("near-cap", near.as_str()),
        ("sample", sample),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| validate::validate(Problem::Boj2580, black_box(input.as_bytes())))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_validate);
criterion_main!(benches);
