//! `sudoku-lab compare [FILE|-]`: all five ports on every puzzle, checked
//! against each other.

use std::time::{Duration, Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::{Budget, Event, Grid, Outcome, Recorder, Report, TraceHash, Variant, reference};

use super::{BudgetArgs, CliError, InputArgs, Status, human, per_placement, position, read_puzzles, table};

/// Arguments of `compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    budget: BudgetArgs,
}

/// Totals of one port over the whole input.
#[derive(Default)]
struct Totals {
    solved: u64,
    no_solution: u64,
    stopped: u64,
    placements: u64,
    backtracks: u64,
    time: Duration,
}

/// One port's run on one puzzle.
struct Run {
    report: Report,
    trace: TraceHash,
}

/// Runs the five ports on each puzzle, in order, and stops at the first
/// puzzle on which two of them differ in outcome, counters or trace.
pub fn run(args: CompareArgs) -> Result<Status, CliError> {
    let (name, parsed) = read_puzzles(&args.input)?;
    let budget = args.budget.budget();
    let mut totals: Vec<Totals> = Variant::ALL.iter().map(|_| Totals::default()).collect();
    let mut refs = Totals::default();
    let mut events = 0u64;
    let mut conflicts = 0;
    let mut stopped_at: Vec<String> = Vec::new();
    let bar = ProgressBar::new(parsed.puzzles.len() as u64).with_style(
        ProgressStyle::with_template("{prefix} {bar:30} {pos}/{len} puzzles, {elapsed} (eta {eta})")
            .expect("a valid template"),
    );
    bar.set_prefix("comparing");
    for (i, p) in parsed.puzzles.iter().enumerate() {
        conflicts += p.grid.conflict().is_some() as usize;
        let runs: Vec<Run> = Variant::ALL
            .iter()
            .zip(totals.iter_mut())
            .map(|(v, t)| {
                let mut trace = TraceHash::default();
                let start = Instant::now();
                let report = v.solve(&p.grid, budget, &mut trace);
                t.time += start.elapsed();
                t.placements += report.stats.placements;
                t.backtracks += report.stats.backtracks;
                match report.outcome {
                    sudoku_lab::Outcome::Solved(_) => t.solved += 1,
                    sudoku_lab::Outcome::NoSolution => t.no_solution += 1,
                    sudoku_lab::Outcome::Stopped => t.stopped += 1,
                }
                Run { report, trace }
            })
            .collect();
        let first = &runs[0];
        for (v, r) in Variant::ALL.iter().zip(&runs).skip(1) {
            if !agree(first, r) {
                bar.abandon();
                eprintln!(
                    "sudoku-lab: DISAGREEMENT on {name}, {}:\n{}",
                    position(i, p.line),
                    explain(&p.grid, budget, (Variant::ALL[0], first), (*v, r))
                );
                return Ok(Status::Failure);
            }
        }
        // The reference solver, beside the five: it must reach the same
        // outcome wherever they finished (it rejects conflicting givens,
        // which the ports search anyway, so those are not compared).
        let start = Instant::now();
        let r = reference::solve(&p.grid, reference::UNLIMITED);
        refs.time += start.elapsed();
        refs.placements += r.nodes;
        match r.outcome {
            Outcome::Solved(_) => refs.solved += 1,
            Outcome::NoSolution => refs.no_solution += 1,
            Outcome::Stopped => refs.stopped += 1,
        }
        if first.report.outcome != Outcome::Stopped && p.grid.conflict().is_none() && r.outcome != first.report.outcome
        {
            bar.abandon();
            eprintln!(
                "sudoku-lab: DISAGREEMENT on {name}, {}: the ports say {}, the reference solver says {}\n  puzzle: {}",
                position(i, p.line),
                describe(&first.report.outcome),
                describe(&r.outcome),
                p.grid
            );
            return Ok(Status::Failure);
        }
        events += first.trace.events;
        if first.report.outcome == sudoku_lab::Outcome::Stopped {
            stopped_at.push(position(i, p.line));
        }
        bar.inc(1);
    }
    bar.finish_and_clear();

    let rows = Variant::ALL
        .iter()
        .zip(&totals)
        .map(|(v, t)| {
            vec![
                v.name().to_string(),
                t.solved.to_string(),
                t.no_solution.to_string(),
                t.stopped.to_string(),
                t.placements.to_string(),
                t.backtracks.to_string(),
                human(t.time),
                per_placement(t.time, t.placements),
            ]
        })
        .chain(std::iter::once(vec![
            "reference*".to_string(),
            refs.solved.to_string(),
            refs.no_solution.to_string(),
            refs.stopped.to_string(),
            format!("{} nodes", refs.placements),
            "-".to_string(),
            human(refs.time),
            "-".to_string(),
        ]))
        .collect();
    print!(
        "{}",
        table(
            &[
                "variant",
                "solved",
                "no solution",
                "stopped",
                "placements",
                "backtracks",
                "time",
                "ns/placement"
            ],
            rows
        )
    );
    let n = parsed.puzzles.len();
    println!(
        "all five ports agree on all {n} puzzles of {name}: same outcomes, counters and traces ({events} events each)"
    );
    if conflicts > 0 {
        println!("{conflicts} of them have conflicting givens, which the ports search anyway, as the posts do");
    }
    println!("(times include hashing every trace event; `sudoku-lab solve --stats` times a port alone)");
    println!(
        "* the reference solver is not a blog port: it agrees with the five wherever they finish{}",
        if conflicts > 0 {
            " (puzzles with conflicting givens aside: it finds them unsolvable)"
        } else {
            ""
        }
    );
    let t = &totals[0];
    if t.stopped > 0 {
        let shown = stopped_at.iter().take(10).cloned().collect::<Vec<_>>().join(", ");
        let more = if stopped_at.len() > 10 { ", ..." } else { "" };
        println!(
            "{} puzzles stopped at the budget of {} placements: {shown}{more}",
            t.stopped,
            budget.max_placements().unwrap_or(0)
        );
    }
    Ok(if t.no_solution + t.stopped > 0 {
        Status::Failure
    } else {
        Status::Success
    })
}

/// Same outcome, same shared counters, same trace.
fn agree(a: &Run, b: &Run) -> bool {
    let (x, y) = (a.report.stats, b.report.stats);
    a.report.outcome == b.report.outcome
        && a.trace == b.trace
        && (x.placements, x.backtracks, x.candidate_checks) == (y.placements, y.backtracks, y.candidate_checks)
}

/// Says how two runs differ, down to the first differing trace event
/// (found by running both again with a recorder).
fn explain(puzzle: &Grid, budget: Budget, (va, a): (Variant, &Run), (vb, b): (Variant, &Run)) -> String {
    let describe = |v: Variant, r: &Run| {
        let s = r.report.stats;
        format!(
            "  {v:>12}: {}, {} placements, {} backtracks, {} candidate checks, {} trace events",
            r.report.outcome.label(),
            s.placements,
            s.backtracks,
            s.candidate_checks,
            r.trace.events
        )
    };
    const KEEP: usize = 20_000_000;
    let mut ra = Recorder::with_limit(KEEP);
    let mut rb = Recorder::with_limit(KEEP);
    va.solve(puzzle, budget, &mut ra);
    vb.solve(puzzle, budget, &mut rb);
    let shown = |e: Option<&Event>| e.map_or("(no event)".to_string(), |e| format!("`{e}`"));
    let first = (0..ra.events.len().max(rb.events.len())).find(|&k| ra.events.get(k) != rb.events.get(k));
    let trace = match first {
        Some(k) => format!(
            "  first differing trace event: #{}: {va} {}, {vb} {}",
            k + 1,
            shown(ra.events.get(k)),
            shown(rb.events.get(k))
        ),
        None => format!("  the first {KEEP} trace events are the same"),
    };
    format!("{}\n{}\n{trace}\n  puzzle: {puzzle}", describe(va, a), describe(vb, b))
}

/// An outcome for a message: `solved 1354…`, `no solution`, `stopped`.
fn describe(o: &Outcome) -> String {
    match o {
        Outcome::Solved(g) => format!("solved {g}"),
        other => other.label().to_string(),
    }
}
