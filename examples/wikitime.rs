use std::time::Instant;
use sudoku_lab::*;
fn main() {
    let line = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let g = format::parse_first(line.as_bytes(), Format::Line).unwrap();
    let which: Vec<String> = std::env::args().skip(1).collect();
    for v in Variant::ALL {
        if !which.is_empty() && !which.contains(&v.name().to_string()) {
            continue;
        }
        let mut best = std::time::Duration::MAX;
        let mut r = None;
        for _ in 0..3 {
            let t = Instant::now();
            r = Some(v.solve(&g, Budget::UNLIMITED, &mut NoTrace));
            best = best.min(t.elapsed());
        }
        let (r, e) = (r.unwrap(), best);
        println!(
            "{v:13} {:?} {:.3}s {:.2} ns/placement {:?}",
            r.outcome.label(),
            e.as_secs_f64(),
            e.as_nanos() as f64 / r.stats.placements as f64,
            r.stats
        );
    }
}
