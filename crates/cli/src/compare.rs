//! `sudoku-lab compare [FILE|-]`: all five ports on every puzzle, checked
//! against each other.

use std::time::{Duration, Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use sudoku_lab::format::Puzzle;
use sudoku_lab::units::{Unit, duration};
use sudoku_lab::{Budget, Event, Grid, Outcome, Recorder, Report, TraceHash, Variant, reference};

use crate::args::{BudgetArgs, InputArgs};
use crate::error::Error;
use crate::exit::Code;
use crate::input::read_puzzles;
use crate::messages;
use crate::output::{number_word, per_placement, position, table, write_stdout};

/// Arguments of `compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    budget: BudgetArgs,
}

/// Totals of one solver over the whole input (for the reference solver,
/// `placements` counts its search nodes).
#[derive(Default)]
struct Totals {
    solved: u64,
    no_solution: u64,
    stopped: u64,
    placements: u64,
    backtracks: u64,
    time: Duration,
}

impl Totals {
    fn add(&mut self, outcome: &Outcome, placements: u64, backtracks: u64, time: Duration) {
        self.time += time;
        self.placements += placements;
        self.backtracks += backtracks;
        match outcome {
            Outcome::Solved(_) => self.solved += 1,
            Outcome::NoSolution => self.no_solution += 1,
            Outcome::Stopped => self.stopped += 1,
        }
    }
}

/// One port's run on one puzzle.
struct Run {
    report: Report,
    trace: TraceHash,
}

/// What the comparison has seen so far.
struct Comparison {
    name: String,
    budget: Budget,
    ports: Vec<Totals>,
    reference: Totals,
    events: u64,
    conflicts: usize,
    stopped_at: Vec<String>,
}

/// Runs the five ports on each puzzle, in order, and stops at the first
/// puzzle on which two of them differ in outcome, counters or trace.
///
/// # Errors
/// As [`crate::input::read_puzzles`]; [`Error::Failed`] at the first
/// puzzle on which the ports disagree.
pub fn run(args: CompareArgs) -> Result<Code, Error> {
    // Its report in the console's language, chosen as stress chooses it.
    messages::init(None);
    let (name, parsed) = read_puzzles(&args.input)?;
    let mut c = Comparison {
        name,
        budget: args.budget.budget(),
        ports: Variant::ALL.iter().map(|_| Totals::default()).collect(),
        reference: Totals::default(),
        events: 0,
        conflicts: 0,
        stopped_at: Vec::new(),
    };
    let bar = ProgressBar::new(parsed.puzzles.len() as u64).with_style(
        ProgressStyle::with_template(&messages::COMPARE_PROGRESS.fill_named(&[
            ("prefix", &"{prefix}"),
            ("bar", &"{bar:30}"),
            ("pos", &"{pos}"),
            ("len", &"{len}"),
            ("elapsed", &"{elapsed}"),
            ("eta", &"{eta}"),
        ]))
        .expect("a valid template"),
    );
    bar.set_prefix(messages::COMPARING.text());
    for (i, p) in parsed.puzzles.iter().enumerate() {
        if let Err(e) = c.puzzle(i, p) {
            bar.abandon();
            return Err(e);
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    write_stdout(c.summary(parsed.puzzles.len()).as_bytes());
    let t = &c.ports[0];
    Ok(if t.no_solution + t.stopped > 0 {
        Code::Failure
    } else {
        Code::Success
    })
}

impl Comparison {
    /// Runs the five ports and the reference solver on puzzle `i`; a
    /// disagreement is an [`Error::Failed`] that explains it.
    ///
    /// # Errors
    /// [`Error::Failed`] when two ports differ in outcome, counters or trace,
    /// or the reference solver's outcome differs from theirs.
    fn puzzle(&mut self, i: usize, p: &Puzzle) -> Result<(), Error> {
        self.conflicts += p.grid.conflict().is_some() as usize;
        let runs: Vec<Run> = Variant::ALL
            .iter()
            .zip(self.ports.iter_mut())
            .map(|(v, t)| {
                let mut trace = TraceHash::default();
                let start = Instant::now();
                let report = v.solve(&p.grid, self.budget, &mut trace);
                let s = report.stats;
                t.add(&report.outcome, s.placements, s.backtracks, start.elapsed());
                Run { report, trace }
            })
            .collect();
        let first = &runs[0];
        for (v, r) in Variant::ALL.iter().zip(&runs).skip(1) {
            if !agree(first, r) {
                return Err(Error::Failed(format!(
                    "DISAGREEMENT on {}, {}:\n{}",
                    self.name,
                    position(i, p.line),
                    explain(&p.grid, self.budget, (Variant::ALL[0], first), (*v, r))
                )));
            }
        }
        // The reference solver, beside the five: it must reach the same
        // outcome wherever they finished (it rejects conflicting givens,
        // which the ports search anyway, so those are not compared).
        let start = Instant::now();
        let r = reference::solve(&p.grid, reference::NO_NODE_LIMIT);
        self.reference.add(&r.outcome, r.nodes, 0, start.elapsed());
        let outcome = &first.report.outcome;
        if *outcome != Outcome::Stopped && p.grid.conflict().is_none() && r.outcome != *outcome {
            return Err(Error::Failed(format!(
                "DISAGREEMENT on {}, {}: the ports say {}, the reference solver says {}\n  puzzle: {}",
                self.name,
                position(i, p.line),
                describe(outcome),
                describe(&r.outcome),
                p.grid
            )));
        }
        self.events += first.trace.events;
        if *outcome == Outcome::Stopped {
            self.stopped_at.push(position(i, p.line));
        }
        Ok(())
    }

    /// The table of totals and what it shows, for `n` puzzles.
    fn summary(&self, n: usize) -> String {
        let mut out = table(
            &[
                messages::COL_VARIANT.text(),
                messages::COL_SOLVED.text(),
                messages::COL_NO_SOLUTION.text(),
                messages::COL_STOPPED.text(),
                messages::COL_PLACEMENTS.text(),
                messages::COL_BACKTRACKS.text(),
                messages::COL_TIME.text(),
                messages::COL_PER_PLACEMENT.text(),
            ],
            self.rows(),
        );
        let (name, events, conflicts) = (&self.name, self.events, self.conflicts);
        let mut line = |text: String| {
            out.push_str(&text);
            out.push('\n');
        };
        // How many ports: a word in English (`all five ports`), a number
        // in Korean (`포트 5개`).
        let ports = match messages::ui() {
            messages::Ui::En => number_word(Variant::ALL.len()),
            messages::Ui::Ko => Variant::ALL.len().to_string(),
        };
        line(messages::COMPARE_AGREE.fill_named(&[
            ("puzzles", &n),
            ("input", name),
            ("events", &events),
            ("ports", &ports),
        ]));
        if conflicts > 0 {
            line(messages::COMPARE_CONFLICTS.fill(&[&conflicts]));
        }
        line(messages::COMPARE_TIMES.text().to_string());
        let aside = if conflicts > 0 {
            messages::COMPARE_REFERENCE_ASIDE.text()
        } else {
            ""
        };
        line(messages::COMPARE_REFERENCE.fill(&[&aside, &ports]));
        let t = &self.ports[0];
        if t.stopped > 0 {
            let shown = self.stopped_at.iter().take(10).cloned().collect::<Vec<_>>().join(", ");
            let more = if self.stopped_at.len() > 10 { ", ..." } else { "" };
            let budget = self.budget.max_placements().unwrap_or(0);
            out.push_str(&messages::COMPARE_STOPPED.fill_named(&[
                ("puzzles", &t.stopped),
                ("budget", &budget),
                ("positions", &shown),
                ("more", &more),
            ]));
            out.push('\n');
        }
        out
    }

    /// One row per port, then the reference solver's.
    fn rows(&self) -> Vec<Vec<String>> {
        let r = &self.reference;
        Variant::ALL
            .iter()
            .zip(&self.ports)
            .map(|(v, t)| {
                vec![
                    v.name().to_string(),
                    t.solved.to_string(),
                    t.no_solution.to_string(),
                    t.stopped.to_string(),
                    t.placements.to_string(),
                    t.backtracks.to_string(),
                    duration(t.time, Unit::Fit),
                    per_placement(t.time, t.placements),
                ]
            })
            .chain(std::iter::once(vec![
                "reference*".to_string(),
                r.solved.to_string(),
                r.no_solution.to_string(),
                r.stopped.to_string(),
                messages::NODES.fill(&[&r.placements]),
                "-".to_string(),
                duration(r.time, Unit::Fit),
                "-".to_string(),
            ]))
            .collect()
    }
}

/// Same outcome, same shared counters, same trace.
fn agree(a: &Run, b: &Run) -> bool {
    let (x, y) = (a.report.stats, b.report.stats);
    a.report.outcome == b.report.outcome
        && a.trace == b.trace
        && (x.placements, x.backtracks, x.digit_tests) == (y.placements, y.backtracks, y.digit_tests)
}

/// Says how two runs differ, down to the first differing trace event
/// (found by running both again with a recorder).
fn explain(puzzle: &Grid, budget: Budget, (va, a): (Variant, &Run), (vb, b): (Variant, &Run)) -> String {
    let describe = |v: Variant, r: &Run| {
        let s = r.report.stats;
        format!(
            "  {v:>12}: {}, {} placements, {} backtracks, {} digit tests, {} trace events",
            r.report.outcome.label(),
            s.placements,
            s.backtracks,
            s.digit_tests,
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
