//! `sudoku-lab solve [FILE|-]`: every puzzle of the input, one solver.

use std::io::{self, Write};
use std::time::Instant;

use clap::{Args, ValueEnum};
use sudoku_lab::format::{self, Format};
use sudoku_lab::{Grid, NoTrace, Outcome, Variant, reference};

use super::{BudgetArgs, CliError, FormatArg, InputArgs, Status, VariantArg, human, position, read_puzzles};

/// A solver for `solve`: the reference solver or one of the five ports.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolverArg {
    /// The reference solver, not a blog port: constraint propagation over
    /// candidate sets. The same (lexicographically smallest) solution as
    /// the ports, thousands of times faster on hard puzzles.
    Reference,
    /// Java, `dfs(row, col)` over all 81 cells, `possibility` scans the board.
    FullScan,
    /// Java, list of empty cells, `isPromising` scans the board.
    EmptyList,
    /// Python, `go(z)` with the `c`, `c2`, `c3` used-digit tables.
    CheckArrays,
    /// Java (BOJ 2239), `rowbit`/`colbit`/`mapbit` bit masks.
    Bitmask,
    /// C++, `hole[81]` array with `checkRow`/`checkCol`/`checkSeq`.
    HoleArray,
}

impl SolverArg {
    /// The port, or `None` for the reference solver.
    fn variant(self) -> Option<Variant> {
        let v = match self {
            SolverArg::Reference => return None,
            SolverArg::FullScan => VariantArg::FullScan,
            SolverArg::EmptyList => VariantArg::EmptyList,
            SolverArg::CheckArrays => VariantArg::CheckArrays,
            SolverArg::Bitmask => VariantArg::Bitmask,
            SolverArg::HoleArray => VariantArg::HoleArray,
        };
        Some(v.into())
    }

    fn name(self) -> &'static str {
        self.variant().map_or("reference", Variant::name)
    }
}

/// Arguments of `solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    input: InputArgs,
    /// The solver: the reference solver or one of the five ports. With the
    /// reference solver, --max-placements counts its search nodes.
    #[arg(long, short = 'v', value_enum, default_value_t = SolverArg::Reference)]
    variant: SolverArg,
    /// The output format; `auto` writes in the input's format.
    #[arg(long, short = 'o', value_enum, default_value_t = FormatArg::Auto)]
    output_format: FormatArg,
    #[command(flatten)]
    budget: BudgetArgs,
    /// Also print each puzzle's outcome and search counters to stderr.
    #[arg(long)]
    stats: bool,
}

/// Solutions go to stdout in the output format (in the Baekjoon formats an
/// empty line separates two of them); every puzzle without one is named on
/// stderr with its position, and so are conflicting givens.
pub fn run(args: SolveArgs) -> Result<Status, CliError> {
    let (name, parsed) = read_puzzles(&args.input)?;
    let solver = args.variant;
    let variant = solver.name();
    let out_format = args.output_format.format().unwrap_or(parsed.format);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let (mut solved, mut none, mut stopped, mut conflicts) = (0, 0, 0, 0);
    for (i, p) in parsed.puzzles.iter().enumerate() {
        let at = position(i, p.line);
        if let Some(c) = p.grid.conflict() {
            out.flush()?;
            eprintln!("{name}: {at}: {c}");
            conflicts += 1;
            continue;
        }
        let start = Instant::now();
        let (outcome, counters) = solve_one(solver, &p.grid, &args.budget);
        let took = start.elapsed();
        match outcome {
            Outcome::Solved(g) => {
                if solved > 0 && out_format != Format::Line {
                    out.write_all(b"\n")?;
                }
                out.write_all(format::write(&g, out_format).as_bytes())?;
                solved += 1;
            }
            Outcome::NoSolution => {
                out.flush()?;
                eprintln!("{name}: {at}: no solution");
                none += 1;
            }
            Outcome::Stopped => {
                out.flush()?;
                eprintln!(
                    "{name}: {at}: stopped after {} (--max-placements) before finding a solution",
                    counters.split(',').next().unwrap_or_default()
                );
                stopped += 1;
            }
        }
        if args.stats {
            out.flush()?;
            eprintln!(
                "{name}: {at}: {variant}: {}, {counters}, {}",
                outcome.label(),
                human(took)
            );
        }
    }
    out.flush()?;
    let total = parsed.puzzles.len();
    if total > 1 || solved < total {
        eprintln!(
            "{name}: solved {solved} of {total} puzzles with {variant} ({none} with no solution, {stopped} stopped by the budget, {conflicts} with conflicting givens)"
        );
    }
    Ok(if conflicts > 0 {
        Status::BadInput
    } else if none + stopped > 0 {
        Status::Failure
    } else {
        Status::Success
    })
}

/// Runs one solver on one puzzle: the outcome, and its counters as text
/// (placements first for a port, search nodes for the reference solver).
fn solve_one(solver: SolverArg, grid: &Grid, budget: &super::BudgetArgs) -> (Outcome, String) {
    match solver.variant() {
        Some(v) => {
            let r = v.solve(grid, budget.budget(), &mut NoTrace);
            let s = r.stats;
            let counters = format!(
                "{} placements, {} backtracks, {} calls, {} candidate checks",
                s.placements, s.backtracks, s.calls, s.candidate_checks
            );
            (r.outcome, counters)
        }
        None => {
            let r = reference::solve(grid, budget.max_placements.unwrap_or(reference::UNLIMITED));
            (r.outcome, format!("{} search nodes", r.nodes))
        }
    }
}
