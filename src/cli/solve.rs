//! `sudoku-lab solve [FILE|-]`: every puzzle of the input, one solver.

use std::io::{self, Write};
use std::time::Instant;

use clap::Args;
use sudoku_lab::format::{self, Format};
use sudoku_lab::{NoTrace, Outcome, Variant};

use super::{BudgetArgs, CliError, FormatArg, InputArgs, Status, VariantArg, human, position, read_puzzles};

/// Arguments of `solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    input: InputArgs,
    /// The solver.
    #[arg(long, short = 'v', value_enum, default_value_t = VariantArg::Bitmask)]
    variant: VariantArg,
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
    let variant = Variant::from(args.variant);
    let budget = args.budget.budget();
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
        let report = variant.solve(&p.grid, budget, &mut NoTrace);
        let took = start.elapsed();
        match report.outcome {
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
                    "{name}: {at}: stopped after {} placements (--max-placements) before finding a solution",
                    report.stats.placements
                );
                stopped += 1;
            }
        }
        if args.stats {
            out.flush()?;
            let s = report.stats;
            eprintln!(
                "{name}: {at}: {variant}: {}, {} placements, {} backtracks, {} calls, {} candidate checks, {}",
                report.outcome.label(),
                s.placements,
                s.backtracks,
                s.calls,
                s.candidate_checks,
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
