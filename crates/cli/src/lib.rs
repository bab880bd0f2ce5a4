//! The `sudoku-lab` command line as a library: argument parsing, shared
//! input and output handling, one module per subcommand, and the stress
//! runner (spawning a learner's program with limits). The binary
//! (`src/main.rs`) only calls [`main`]; the tests use the runner directly.

use std::fs;
use std::io::{self, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};
use sudoku_lab::format::{self, Format, InputError, Parsed};
use sudoku_lab::{Budget, Variant};

mod compare;
mod demo;
mod generate;
mod judge;
mod run;
pub mod runner;
mod solve;
mod stress;
mod trace;
mod validate;

const EXIT_CODES: &str = "\
Exit codes:
  0  success
  1  a puzzle had no solution, hit the placement budget, or variants disagreed
  2  bad usage or bad input (the message gives the line and column)";

/// Five Korean blog posts' backtracking solvers for Baekjoon 2580 and 2239,
/// ported faithfully to Rust, side by side.
///
/// With no subcommand, solves the BOJ 2580 sample with all five ports,
/// prints each post's exact output and compares their work.
#[derive(Debug, Parser)]
#[command(name = "sudoku-lab", version, after_help = EXIT_CODES)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Solve every puzzle of the input with one solver.
    #[command(after_help = EXIT_CODES)]
    Solve(solve::SolveArgs),
    /// Run a post's whole program: read one puzzle in the post's format and
    /// write exactly the bytes the original program writes to stdout.
    #[command(after_help = EXIT_CODES)]
    Run(run::RunArgs),
    /// Run all five ports on every puzzle and check that they agree.
    #[command(after_help = EXIT_CODES)]
    Compare(compare::CompareArgs),
    /// Print every placement and undo of one port's search.
    #[command(after_help = trace::TRACE_HELP)]
    Trace(trace::TraceArgs),
    /// Judge an output like Baekjoon: AC, WA, PE or FAIL, with the reason.
    #[command(after_help = judge::JUDGE_HELP)]
    Judge(judge::JudgeArgs),
    /// Check that an input is a legal Baekjoon test, like a testlib
    /// validator.
    #[command(after_help = validate::VALIDATE_HELP)]
    Validate(validate::ValidateArgs),
    /// Generate puzzles from a seed: unique, BOJ-legal or hard.
    #[command(after_help = generate::GENERATE_HELP)]
    Generate(generate::GenerateArgs),
    /// Run your own solution (any language) on many fresh legal inputs:
    /// Baekjoon's verdicts and the smallest failing input.
    #[command(after_help = stress::STRESS_HELP)]
    Stress(stress::StressArgs),
}

/// A Baekjoon problem, as named on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ProblemArg {
    /// 9 lines of 9 space-separated numbers; any valid completion.
    #[value(name = "2580")]
    Boj2580,
    /// 9 lines of 9 digits; the lexicographically smallest completion.
    #[value(name = "2239")]
    Boj2239,
}

impl ProblemArg {
    fn problem(self) -> sudoku_lab::Problem {
        match self {
            ProblemArg::Boj2580 => sudoku_lab::Problem::Boj2580,
            ProblemArg::Boj2239 => sudoku_lab::Problem::Boj2239,
        }
    }
}

/// A port, as named on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum VariantArg {
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

impl From<VariantArg> for Variant {
    fn from(v: VariantArg) -> Variant {
        match v {
            VariantArg::FullScan => Variant::FullScan,
            VariantArg::EmptyList => Variant::EmptyList,
            VariantArg::CheckArrays => Variant::CheckArrays,
            VariantArg::Bitmask => Variant::Bitmask,
            VariantArg::HoleArray => Variant::HoleArray,
        }
    }
}

/// A puzzle format, as named on the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    /// Recognise the format from the content.
    Auto,
    /// BOJ 2580: 9 lines of 9 numbers separated by spaces, 0 for a blank.
    Boj2580,
    /// BOJ 2239: 9 lines of 9 digits, no separators, 0 for a blank.
    Boj2239,
    /// One puzzle per line: 81 characters, '.' or '0' for a blank.
    Line,
}

impl FormatArg {
    fn format(self) -> Option<Format> {
        match self {
            FormatArg::Auto => None,
            FormatArg::Boj2580 => Some(Format::Boj2580),
            FormatArg::Boj2239 => Some(Format::Boj2239),
            FormatArg::Line => Some(Format::Line),
        }
    }
}

/// Where the puzzles come from, shared by the subcommands that read many.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// The input file; `-` or nothing reads standard input.
    #[arg(value_name = "FILE|-")]
    file: Option<PathBuf>,
    /// The input format.
    #[arg(long, short = 'i', value_enum, default_value_t = FormatArg::Auto)]
    input_format: FormatArg,
}

/// The placement budget option, shared by the searching subcommands.
#[derive(Debug, Args)]
pub struct BudgetArgs {
    /// Stop each search after this many placements (digits written into
    /// blanks); unlimited when not given. The Wikipedia puzzle in
    /// data/plb/sudoku.txt needs 69,175,316.
    #[arg(long, value_name = "N")]
    max_placements: Option<u64>,
}

impl BudgetArgs {
    fn budget(&self) -> Budget {
        self.max_placements.map_or(Budget::UNLIMITED, Budget::placements)
    }
}

/// What went wrong, printed once to stderr.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The input is not puzzles in the expected format.
    #[error("{name}: {source}{hint}")]
    Input {
        /// The file name, or `<stdin>`.
        name: String,
        /// The positioned error.
        source: InputError,
        /// Which format was assumed, when it was recognised automatically.
        hint: String,
    },
    /// The input could not be read.
    #[error("cannot read {name}: {source}")]
    Read { name: String, source: io::Error },
    /// Writing the output failed.
    #[error("cannot write the output: {0}")]
    Write(#[from] io::Error),
}

/// How a subcommand ended, when it did not fail outright.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Exit 0.
    Success,
    /// Exit 1: a puzzle had no solution, hit the budget, or variants
    /// disagreed.
    Failure,
    /// Exit 2: bad input found in a puzzle (e.g. conflicting givens) after
    /// the others were handled.
    BadInput,
}

/// Parses the arguments, runs the subcommand and maps the result to the
/// documented exit codes.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => demo::run(),
        Some(Command::Solve(a)) => solve::run(a),
        Some(Command::Run(a)) => run::run(a),
        Some(Command::Compare(a)) => compare::run(a),
        Some(Command::Trace(a)) => trace::run(a),
        Some(Command::Judge(a)) => judge::run(a),
        Some(Command::Validate(a)) => validate::run(a),
        Some(Command::Generate(a)) => generate::run(a),
        Some(Command::Stress(a)) => stress::run(a),
    };
    match result {
        Ok(Status::Success) => ExitCode::SUCCESS,
        Ok(Status::Failure) => ExitCode::from(1),
        Ok(Status::BadInput) => ExitCode::from(2),
        Err(CliError::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sudoku-lab: error: {e}");
            ExitCode::from(2)
        }
    }
}

/// Reads the whole input: the file, or standard input for `-` or none.
fn read_input(file: Option<&PathBuf>) -> Result<(String, Vec<u8>), CliError> {
    match file {
        Some(p) if p.as_os_str() != "-" => {
            let name = p.display().to_string();
            let bytes = fs::read(p).map_err(|source| CliError::Read {
                name: name.clone(),
                source,
            })?;
            Ok((name, bytes))
        }
        _ => {
            let name = "<stdin>".to_string();
            let stdin = io::stdin();
            if stdin.is_terminal() {
                eprintln!("sudoku-lab: reading puzzles from the terminal; end with Ctrl-D (or give a FILE)");
            }
            let mut bytes = Vec::new();
            stdin.lock().read_to_end(&mut bytes).map_err(|source| CliError::Read {
                name: name.clone(),
                source,
            })?;
            Ok((name, bytes))
        }
    }
}

/// Reads and parses every puzzle of the input.
fn read_puzzles(input: &InputArgs) -> Result<(String, Parsed), CliError> {
    let (name, bytes) = read_input(input.file.as_ref())?;
    let wanted = input.input_format.format();
    match format::parse(&bytes, wanted) {
        Ok(parsed) => Ok((name, parsed)),
        Err(source) => {
            let hint = match wanted {
                None if source != InputError::Empty => format!(
                    " (read as {}; choose another with --input-format)",
                    format::detect(&bytes)
                ),
                _ => String::new(),
            };
            Err(CliError::Input { name, source, hint })
        }
    }
}

/// A human duration: `1.23 s`, `45.6 ms`, `789 µs`, `12 ns`.
fn human(d: Duration) -> String {
    let ns = d.as_nanos() as f64;
    if ns >= 1e9 {
        format!("{:.2} s", ns / 1e9)
    } else if ns >= 1e6 {
        format!("{:.1} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.1} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

/// Nanoseconds per placement, or `-` when nothing was placed.
fn per_placement(d: Duration, placements: u64) -> String {
    if placements == 0 {
        "-".to_string()
    } else {
        format!("{:.1}", d.as_nanos() as f64 / placements as f64)
    }
}

/// A plain table with right-aligned numbers, for the terminal and for
/// snapshots alike.
fn table(header: &[&str], rows: Vec<Vec<String>>) -> String {
    use comfy_table::{CellAlignment, Table, presets};
    let mut t = Table::new();
    t.load_style(presets::NOTHING).set_header(header.iter().copied());
    for row in rows {
        t.add_row(row);
    }
    for (i, column) in t.column_iter_mut().enumerate() {
        if i > 0 {
            column.set_cell_alignment(CellAlignment::Right);
        }
    }
    let mut s = t.trim_fmt();
    s.push('\n');
    s
}

/// Writes `bytes` to stdout and flushes.
fn write_stdout(bytes: &[u8]) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)?;
    out.flush()?;
    Ok(())
}

/// Where a puzzle stands in its input, for messages: `puzzle 3 (line 5)`.
fn position(index: usize, line: usize) -> String {
    format!("puzzle {} (line {line})", index + 1)
}
