//! `sudoku-lab solve [FILE|-]`: every puzzle of the input, one solver.

use std::fmt;
use std::time::Instant;

use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use sudoku_lab::format::{self, Format, InputError};
use sudoku_lab::units::{Unit, duration};
use sudoku_lab::{Budget, Grid, NoTrace, Outcome, Stats, Variant, reference};

use crate::args::{self, FormatChoice, InputArgs};
use crate::error::Error;
use crate::exit::{self, Code};
use crate::input::{stream, stream_error};
use crate::messages;
use crate::output::{Out, position, stderr_line};

/// `solve --help` after the options: the exit codes.
pub fn after_help() -> String {
    let [success, _, bad_input] = exit::GENERAL;
    exit::help([
        success,
        "a puzzle had no solution or hit the budget (--max-placements, --max-nodes)",
        &format!("{bad_input}, or conflicting givens"),
    ])
}

/// The name of the reference solver on the command line.
const REFERENCE: &str = "reference";

/// A solver for `solve`: the reference solver or one of the five ports.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Solver {
    /// The reference solver, bounded in search nodes.
    Reference,
    /// A port, bounded in placements.
    Port(Variant),
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Solver::Reference => f.write_str(REFERENCE),
            Solver::Port(v) => v.fmt(f),
        }
    }
}

/// The choices of `--variant`: `reference` first, then [`Variant::ALL`].
fn solver() -> impl TypedValueParser<Value = Solver> {
    let reference = PossibleValue::new(REFERENCE).help(
        "The reference solver, not a blog port: constraint propagation over candidate sets. The same \
         (lexicographically smallest) solution as the ports, tens of thousands of times faster on hard puzzles",
    );
    let values = std::iter::once(reference).chain(Variant::ALL.map(args::variant_value));
    PossibleValuesParser::new(values).map(|s: String| match s.as_str() {
        REFERENCE => Solver::Reference,
        port => Solver::Port(port.parse().expect("one of Variant::ALL")),
    })
}

/// Arguments of `solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    input: InputArgs,
    /// The solver: the reference solver or one of the five ports. Bound the
    /// reference solver with --max-nodes, a port with --max-placements.
    #[arg(long, short = 'v', value_parser = solver(), default_value = REFERENCE)]
    variant: Solver,
    /// The output format; `auto` writes in the input's format.
    #[arg(long, short = 'o', value_parser = args::format_choice(), default_value = "auto")]
    output_format: FormatChoice,
    /// Stop each search of a port after this many placements (digits
    /// written into blanks); unlimited when not given. The Wikipedia puzzle
    /// in data/plb/sudoku.txt needs 69,175,316. A usage error with the
    /// reference solver, which --max-nodes bounds.
    #[arg(long, value_name = "N")]
    max_placements: Option<u64>,
    /// Stop each search of the reference solver after this many search
    /// nodes (digits tried at a cell with several candidates); unlimited
    /// when not given. The hardest bundled puzzles take a few thousand. A
    /// usage error with a port, which --max-placements bounds.
    #[arg(long, value_name = "N")]
    max_nodes: Option<u64>,
    /// Also print each puzzle's outcome and search counters to stderr.
    #[arg(long)]
    stats: bool,
}

/// What one search counted: a port's counters, or the reference solver's
/// search nodes.
#[derive(Copy, Clone, Debug)]
enum Counters {
    Port(Stats),
    Reference { nodes: u64 },
}

impl Counters {
    /// What the budget counts, as spent: `1000 placements`, `30 search
    /// nodes`.
    fn spent(self) -> String {
        match self {
            Counters::Port(s) => messages::SPENT_PLACEMENTS.fill(&[&s.placements]),
            Counters::Reference { nodes } => messages::SPENT_NODES.fill(&[&nodes]),
        }
    }

    /// The option that bounds this solver.
    fn option(self) -> &'static str {
        match self {
            Counters::Port(_) => "--max-placements",
            Counters::Reference { .. } => "--max-nodes",
        }
    }
}

impl fmt::Display for Counters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Counters::Port(s) => f.write_str(&messages::STATS_PORT.fill_named(&[
                ("placements", &s.placements),
                ("backtracks", &s.backtracks),
                ("calls", &s.calls),
                ("tests", &s.digit_tests),
            ])),
            Counters::Reference { .. } => f.write_str(&self.spent()),
        }
    }
}

/// How many puzzles ended each way.
#[derive(Default)]
struct SolveTally {
    /// Puzzles read.
    total: usize,
    solved: usize,
    none: usize,
    stopped: usize,
    conflicts: usize,
}

impl SolveTally {
    /// The exit code of the puzzles counted: 2 if givens conflicted, else
    /// 1 if one had no solution or was stopped, else 0.
    fn code(&self) -> Code {
        if self.conflicts > 0 {
            Code::BadInput
        } else if self.none + self.stopped > 0 {
            Code::Failure
        } else {
            Code::Success
        }
    }
}

/// One solver with its budget, checked against the options.
#[derive(Copy, Clone)]
struct Bounded {
    solver: Solver,
    /// Placements for a port, search nodes for the reference solver.
    limit: Option<u64>,
}

impl Bounded {
    /// The solver and its budget; a usage error when the other solver's
    /// budget option is given.
    ///
    /// # Errors
    /// A usage error ([`Error::usage`]) when the other solver's budget
    /// option is given.
    fn new(args: &SolveArgs) -> Result<Bounded, Error> {
        let solver = args.variant;
        use crate::messages::{SOLVE_WRONG_BUDGET_NODES, SOLVE_WRONG_BUDGET_PLACEMENTS};
        let wrong = match solver {
            Solver::Reference if args.max_placements.is_some() => {
                Some((SOLVE_WRONG_BUDGET_NODES, "--max-placements", "--max-nodes"))
            }
            Solver::Port(_) if args.max_nodes.is_some() => {
                Some((SOLVE_WRONG_BUDGET_PLACEMENTS, "--max-nodes", "--max-placements"))
            }
            _ => None,
        };
        if let Some((message, given, right)) = wrong {
            return Err(usage_error(message.fill_named(&[
                ("option", &given),
                ("variant", &solver),
                ("instead", &right),
            ])));
        }
        let limit = match solver {
            Solver::Reference => args.max_nodes,
            Solver::Port(_) => args.max_placements,
        };
        Ok(Bounded { solver, limit })
    }

    /// Runs the solver on one puzzle.
    fn solve(self, grid: &Grid) -> (Outcome, Counters) {
        match self.solver {
            Solver::Port(v) => {
                let budget = self.limit.map_or(Budget::UNLIMITED, Budget::placements);
                let r = v.solve(grid, budget, &mut NoTrace);
                (r.outcome, Counters::Port(r.stats))
            }
            Solver::Reference => {
                let r = reference::solve(grid, self.limit.unwrap_or(reference::NO_NODE_LIMIT));
                (r.outcome, Counters::Reference { nodes: r.nodes })
            }
        }
    }
}

/// A usage error of `solve`, formatted by clap with its usage line.
fn usage_error(message: String) -> Error {
    Error::usage("solve", ErrorKind::ArgumentConflict, message)
}

/// Solutions go to stdout in the output format (in the Baekjoon formats an
/// empty line separates two of them); every puzzle without one is named on
/// stderr with its position, and so are conflicting givens. A closed
/// stdout stops the work quietly, with the exit code of the puzzles done.
/// The input is read line by line, one puzzle at a time (memory stays
/// flat whatever its size): an input error stops `solve` there (exit 2),
/// after the puzzles before it were solved.
///
/// # Errors
/// As [`Bounded::new`] and [`crate::input::stream`]; [`Error::Input`] at
/// the first puzzle that does not parse (the ones before it were solved),
/// or when the input holds none.
pub fn run(args: SolveArgs) -> Result<Code, Error> {
    // Its messages in the console's language, chosen as stress chooses it.
    messages::init(None);
    let solver = Bounded::new(&args)?;
    let wanted = args.input.input_format.0;
    let (name, puzzles) = stream(args.input.file.as_deref(), wanted)?;
    let read_as = puzzles.format();
    let out_format = args.output_format.0.unwrap_or(read_as);
    let mut out = Out::new();
    let mut tally = SolveTally::default();
    for (i, p) in puzzles.enumerate() {
        let p = match p {
            Ok(p) => p,
            Err(e) => {
                out.flush();
                return Err(stream_error(&name, e, wanted, Some(read_as)));
            }
        };
        tally.total += 1;
        let at = format!("{name}: {}", position(i, p.line));
        if let Some(c) = p.grid.conflict() {
            out.flush();
            stderr_line(format_args!("{at}: {}", messages::conflict_in(&c, messages::ui())));
            tally.conflicts += 1;
            continue;
        }
        let start = Instant::now();
        let (outcome, counters) = solver.solve(&p.grid);
        let took = start.elapsed();
        if !report(&mut out, &at, outcome, counters, out_format, &mut tally) {
            return Ok(tally.code());
        }
        if args.stats {
            out.flush();
            let label = messages::outcome(&outcome);
            stderr_line(format_args!(
                "{at}: {}: {label}, {counters}, {}",
                args.variant,
                duration(took, Unit::Fit)
            ));
        }
    }
    out.flush();
    if tally.total == 0 {
        return Err(Error::Input {
            name,
            source: InputError::Empty,
            hint: crate::error::Hint::None,
        });
    }
    summarize(&name, args.variant, &tally);
    Ok(tally.code())
}

/// Writes a solution to `out`, or names the puzzle without one on stderr;
/// false once stdout has ended.
fn report(
    out: &mut Out,
    at: &str,
    outcome: Outcome,
    counters: Counters,
    format: Format,
    tally: &mut SolveTally,
) -> bool {
    match outcome {
        Outcome::Solved(g) => {
            let separator = if tally.solved > 0 && format != Format::Line {
                "\n"
            } else {
                ""
            };
            tally.solved += 1;
            out.write(format!("{separator}{}", format::write(&g, format)).as_bytes())
        }
        Outcome::NoSolution => {
            tally.none += 1;
            let open = out.flush();
            stderr_line(format_args!("{}", messages::SOLVE_NO_SOLUTION.fill(&[&at])));
            open
        }
        Outcome::Stopped => {
            tally.stopped += 1;
            let open = out.flush();
            let message = messages::SOLVE_STOPPED.fill_named(&[
                ("position", &at),
                ("spent", &counters.spent()),
                ("option", &counters.option()),
            ]);
            stderr_line(format_args!("{message}"));
            open
        }
    }
}

/// The last line on stderr, when there were several puzzles or one failed.
fn summarize(name: &str, solver: Solver, t: &SolveTally) {
    let total = t.total;
    if total > 1 || t.solved < total {
        let message = messages::SOLVE_SUMMARY.fill_named(&[
            ("input", &name),
            ("solved", &t.solved),
            ("read", &total),
            ("variant", &solver),
            ("no_solution", &t.none),
            ("stopped", &t.stopped),
            ("conflicts", &t.conflicts),
        ]);
        stderr_line(format_args!("{message}"));
    }
}
