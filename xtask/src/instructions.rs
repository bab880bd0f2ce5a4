//! `cargo xtask instructions`: the speed guard that a loaded machine cannot
//! fool. It counts the instructions the release binary executes (valgrind's
//! callgrind, `Ir`) for each port and for the reference solver on fixed
//! inputs, and compares them with the committed baseline,
//! `book/src/figures/instructions.csv` ([`BASELINE`]), which is also where
//! the book and CONTRIBUTING.md take their figures from.
//!
//! A count is *net*: `sudoku-lab solve --variant V` on the input minus the
//! same command on the input's solutions (full boards, which need no
//! search), so start-up, parsing and printing cancel and only the search is
//! left. The ports run on the demo's hard legal test ([`HARD_2580`],
//! 69,549 placements) and are reported per placement; the reference solver
//! runs on Norvig's top95 ([`TOP95`], 95 puzzles) and is reported per
//! solved puzzle. Counts are exact and repeatable for one binary: they do
//! not depend on the machine's load, nor on the environment (which the
//! subtraction cancels). They do depend on the compiler, so a toolchain
//! update may need a new baseline.
//!
//! Without `--bless` it checks: it fails when a solver's instructions per unit
//! rise more than [`TOLERANCE_PERCENT`] over its baseline, or when an
//! input no longer gives the baseline's count of units. `--bless REASON`
//! rewrites the rows and appends `# DATE: REASON` to the file's change
//! log: a deliberate change updates the baseline in the same commit and
//! says why.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use sudoku_lab::generate::HARD_2580;
use sudoku_lab::reference::{self, NO_NODE_LIMIT};
use sudoku_lab::{Budget, Format, Grid, NoTrace, Outcome, Variant, format};
use sudoku_lab_test::datasets::TOP95;

use crate::workspace::{build_cli, csv_records, display};

/// The baseline and published figures, relative to the workspace root.
pub const BASELINE: &str = "book/src/figures/instructions.csv";

/// The header line of [`BASELINE`] (after its comments).
pub const HEADER: &str = "solver,input,unit,count,instructions,per_unit";

/// How far (percent) a solver's instructions per unit may rise over its
/// baseline before the check (without `--bless`) fails.
pub const TOLERANCE_PERCENT: u64 = 2;

/// One measured (or baseline) row: a solver, its input, the unit its count
/// is per (`placement` or `puzzle`) and how many of them the input gives,
/// and the net instructions.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// `reference` or a port's name (`hole-array`).
    pub solver: String,
    /// The input's name: `hard-2580` or `top95`.
    pub input: String,
    /// `placement` for the ports, `puzzle` for the reference solver.
    pub unit: String,
    /// Placements made (ports) or puzzles solved (reference) on the input.
    pub count: u64,
    /// Net instructions (callgrind `Ir`, the input minus its solutions).
    pub instructions: u64,
}

impl Row {
    /// Instructions per unit.
    pub fn per_unit(&self) -> f64 {
        self.instructions as f64 / self.count.max(1) as f64
    }

    /// The row as a line of [`BASELINE`].
    fn csv(&self) -> String {
        let Row {
            solver,
            input,
            unit,
            count,
            instructions,
        } = self;
        format!("{solver},{input},{unit},{count},{instructions},{:.1}", self.per_unit())
    }
}

/// Parses [`BASELINE`]'s text: `#` lines are comments, then the
/// [`HEADER`] and one row per solver.
pub fn parse(csv: &str) -> Result<Vec<Row>, String> {
    let mut lines = csv_records(csv, None).into_iter();
    match lines.next() {
        Some((_, header)) if header.join(",") == HEADER => {}
        Some((n, header)) => return Err(format!("line {n}: unexpected header {:?}", header.join(","))),
        None => return Err("no header".to_string()),
    }
    let row = |(n, f): (usize, Vec<String>)| {
        let [solver, input, unit, count, instructions, _per_unit] = &f[..] else {
            return Err(format!("line {n}: expected 6 fields"));
        };
        Ok(Row {
            solver: solver.clone(),
            input: input.clone(),
            unit: unit.clone(),
            count: crate::workspace::field(count, n)?,
            instructions: crate::workspace::field(instructions, n)?,
        })
    };
    lines.map(row).collect()
}

/// What [`compare`] finds: one line per solver for the report, and the
/// problems that fail the check.
#[derive(Debug, Default, PartialEq)]
pub struct Verdict {
    /// `solver: baseline -> now per unit (change)`, one per measured row.
    pub lines: Vec<String>,
    /// Rises over the tolerance, changed counts, solvers missing from one
    /// side.
    pub problems: Vec<String>,
}

/// Compares `now` with `baseline`, solver by solver.
pub fn compare(baseline: &[Row], now: &[Row]) -> Verdict {
    let mut v = Verdict::default();
    for row in now {
        let Some(base) = baseline.iter().find(|b| b.solver == row.solver) else {
            v.problems.push(format!("{}: not in the baseline", row.solver));
            continue;
        };
        if (&base.input, &base.unit, base.count) != (&row.input, &row.unit, row.count) {
            v.problems.push(format!(
                "{}: {} {}s of {} now, the baseline has {} {}s of {}",
                row.solver, row.count, row.unit, row.input, base.count, base.unit, base.input
            ));
            continue;
        }
        let change = (row.per_unit() / base.per_unit() - 1.0) * 100.0;
        v.lines.push(format!(
            "{:<13} {:>10.1} -> {:>10.1} instructions per {} ({change:+.2}%)",
            row.solver,
            base.per_unit(),
            row.per_unit(),
            row.unit
        ));
        // In integers: `now > base × (100 + tolerance) / 100`, exactly.
        let over = |n: u64| u128::from(n) * 100;
        if over(row.instructions) > u128::from(base.instructions) * u128::from(100 + TOLERANCE_PERCENT) {
            v.problems.push(format!(
                "{}: {:.1} instructions per {}, {change:+.2}% over the baseline's {:.1} (at most +{TOLERANCE_PERCENT}%)",
                row.solver,
                row.per_unit(),
                row.unit,
                base.per_unit()
            ));
        }
    }
    for base in baseline.iter().filter(|b| !now.iter().any(|r| r.solver == b.solver)) {
        v.problems
            .push(format!("{}: in the baseline but not measured", base.solver));
    }
    v
}

/// The instructions `valgrind --tool=callgrind` counts for `bin` run with
/// `args` in `dir` (its `Collected :` total). An error when valgrind is
/// missing, or the command fails.
pub fn callgrind(bin: &Path, args: &[&str], dir: &Path) -> Result<u64, String> {
    let out = Command::new("valgrind")
        .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
        .arg(bin)
        .args(args)
        .current_dir(dir)
        .output()
        .map_err(|e| format!("running valgrind: {e} (install it: apt-get install valgrind)"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!(
            "valgrind {} {}: {}\n{stderr}",
            bin.display(),
            args.join(" "),
            out.status
        ));
    }
    let total = stderr.lines().find_map(|l| l.split("Collected :").nth(1));
    total
        .and_then(|n| n.trim().parse().ok())
        .ok_or_else(|| format!("no \"Collected :\" total in callgrind's output:\n{stderr}"))
}

/// The grids of `text`, one a line, and their solutions in the same format,
/// as the two files of a net count.
fn puzzles_and_solutions(text: &str) -> Result<(Vec<Grid>, String, String), String> {
    let parsed = format::parse(text.as_bytes(), Some(Format::Line)).map_err(|e| e.to_string())?;
    let grids: Vec<Grid> = parsed.puzzles.iter().map(|p| p.grid).collect();
    let (mut puzzles, mut solutions) = (String::new(), String::new());
    for grid in &grids {
        let Outcome::Solved(solution) = reference::solve(grid, NO_NODE_LIMIT).outcome else {
            return Err(format!("{}: no solution", format::write(grid, Format::Line)));
        };
        puzzles.push_str(&format::write(grid, Format::Line));
        solutions.push_str(&format::write(&solution, Format::Line));
    }
    Ok((grids, puzzles, solutions))
}

/// Measures every port on [`HARD_2580`] and the reference solver on
/// [`TOP95`] with the binary `bin`, in the scratch directory `dir`.
pub fn measure(bin: &Path, root: &Path, dir: &Path) -> Result<Vec<Row>, String> {
    fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let top95 = fs::read_to_string(root.join(TOP95.path)).map_err(|e| format!("{}: {e}", TOP95.path))?;
    let mut rows = Vec::new();
    let inputs = [("hard-2580", format!("{HARD_2580}\n")), ("top95", top95)];
    for (input, text) in inputs {
        let (grids, puzzles, solutions) = puzzles_and_solutions(&text)?;
        // Names of one length, so the two runs differ in their input only.
        let write = |ext: &str, text: &str| fs::write(dir.join(format!("{input}.{ext}")), text);
        write("txt", &puzzles)
            .and_then(|()| write("sol", &solutions))
            .map_err(|e| e.to_string())?;
        let solvers: Vec<(String, u64, &str)> = if input == "top95" {
            vec![("reference".to_string(), grids.len() as u64, "puzzle")]
        } else {
            let placements = |v: Variant| v.solve(&grids[0], Budget::UNLIMITED, &mut NoTrace).stats.placements;
            Variant::ALL
                .iter()
                .map(|&v| (v.name().to_string(), placements(v), "placement"))
                .collect()
        };
        for (solver, count, unit) in solvers {
            let run = |ext: &str| {
                let file = format!("{input}.{ext}");
                callgrind(
                    bin,
                    &["solve", "--input-format", "line", "--variant", &solver, &file],
                    dir,
                )
            };
            let (full, solved) = (run("txt")?, run("sol")?);
            let instructions = full
                .checked_sub(solved)
                .ok_or_else(|| format!("{solver}: {full} instructions on {input}, more ({solved}) on its solutions"))?;
            rows.push(Row {
                solver,
                input: input.to_string(),
                unit: unit.to_string(),
                count,
                instructions,
            });
        }
    }
    Ok(rows)
}

/// The comment lines that open a new [`BASELINE`].
const PREAMBLE: &str = "\
# Net instructions of the release binary (callgrind Ir): `sudoku-lab solve --variant V` on the input
# minus the same command on the input's solutions. Ports: the demo's hard legal 2580 test, per placement;
# the reference solver: Norvig's top95, per solved puzzle. Written by `cargo xtask instructions --bless`
# (xtask/src/instructions.rs), checked by `cargo xtask instructions` in CI (at most +2% per unit).
# Changes, each with its reason:
";

/// Today's date (UTC) as `YYYY-MM-DD`.
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    // Days to a civil date (Howard Hinnant's algorithm).
    let z = (secs / 86_400) as i64 + 719_468;
    let (era, doe) = (z.div_euclid(146_097), z.rem_euclid(146_097));
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The new text of [`BASELINE`]: `old`'s comment lines (or the
/// [`PREAMBLE`]), a line `# DATE: reason`, the [`HEADER`] and `rows`.
pub fn blessed(old: Option<&str>, rows: &[Row], date: &str, reason: &str) -> String {
    let mut out: String = match old {
        Some(old) => old
            .lines()
            .filter(|l| l.starts_with('#'))
            .map(|l| format!("{l}\n"))
            .collect(),
        None => PREAMBLE.to_string(),
    };
    let _ = writeln!(
        out,
        "# {date}: {}",
        reason.split_whitespace().collect::<Vec<_>>().join(" ")
    );
    let _ = writeln!(out, "{HEADER}");
    for row in rows {
        let _ = writeln!(out, "{}", row.csv());
    }
    out
}

/// `cargo xtask instructions`: measures with `bin` (default: the release
/// build), then checks against [`BASELINE`] or, with `reason`, rewrites it.
/// `Ok(false)`: the check failed.
pub fn run(root: &Path, bin: Option<PathBuf>, reason: Option<&str>) -> Result<bool, String> {
    let bin = bin.map_or_else(|| build_cli(root, true), Ok)?;
    let dir = root.join("target/instructions");
    eprintln!("counting instructions with callgrind: {}", display(&bin));
    let now = measure(&bin, root, &dir)?;
    let path = root.join(BASELINE);
    let old = fs::read_to_string(&path).ok();
    if let Some(reason) = reason {
        let text = blessed(old.as_deref(), &now, &today(), reason);
        fs::write(&path, text).map_err(|e| format!("{BASELINE}: {e}"))?;
        for row in &now {
            println!(
                "{:<13} {:>10.1} instructions per {}",
                row.solver,
                row.per_unit(),
                row.unit
            );
        }
        println!("wrote {BASELINE}: commit it with the change it measures, then `cargo xtask figures`");
        return Ok(true);
    }
    let old = old.ok_or(format!(
        "{BASELINE} is missing: `cargo xtask instructions --bless REASON`"
    ))?;
    let baseline = parse(&old).map_err(|e| format!("{BASELINE}: {e}"))?;
    let verdict = compare(&baseline, &now);
    verdict.lines.iter().for_each(|l| println!("{l}"));
    if verdict.problems.is_empty() {
        println!("instructions: every solver within +{TOLERANCE_PERCENT}% of {BASELINE}");
        return Ok(true);
    }
    eprintln!("\nerror: instruction counts over the baseline ({BASELINE}):");
    verdict.problems.iter().for_each(|p| eprintln!("  - {p}"));
    eprintln!(
        "a slowdown to fix; or, if deliberate, `cargo xtask instructions --bless REASON` \
         and commit the baseline with the change"
    );
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(solver: &str, count: u64, instructions: u64) -> Row {
        let (input, unit) = match solver {
            "reference" => ("top95", "puzzle"),
            _ => ("hard-2580", "placement"),
        };
        Row {
            solver: solver.to_string(),
            input: input.to_string(),
            unit: unit.to_string(),
            count,
            instructions,
        }
    }

    #[test]
    fn a_rise_over_two_percent_fails_and_one_under_it_passes() {
        let base = [row("bitmask", 1000, 100_000), row("reference", 95, 950_000)];
        let ok = compare(&base, &[row("bitmask", 1000, 102_000), row("reference", 95, 900_000)]);
        assert!(ok.problems.is_empty(), "{ok:?}");
        assert_eq!(ok.lines.len(), 2);
        assert!(
            ok.lines[0].contains("+2.00%") && ok.lines[1].contains("-5.26%"),
            "{ok:?}"
        );
        let slow = compare(&base, &[row("bitmask", 1000, 102_001), row("reference", 95, 950_000)]);
        assert_eq!(slow.problems.len(), 1, "{slow:?}");
        assert!(
            slow.problems[0].starts_with("bitmask: 102.0 instructions per placement"),
            "{slow:?}"
        );
    }

    #[test]
    fn a_changed_input_or_a_missing_solver_fails() {
        let base = [row("bitmask", 1000, 100_000), row("hole-array", 1000, 90_000)];
        let v = compare(&base, &[row("bitmask", 999, 90_000), row("full-scan", 1000, 1)]);
        let p = &v.problems;
        assert_eq!(p.len(), 3, "{p:?}");
        assert!(p[0].starts_with("bitmask: 999 placements of hard-2580 now"), "{p:?}");
        assert_eq!(p[1], "full-scan: not in the baseline");
        assert_eq!(p[2], "hole-array: in the baseline but not measured");
    }

    #[test]
    fn bless_keeps_the_comments_and_appends_the_reason() {
        let rows = [row("bitmask", 69_549, 8_940_793)];
        let first = blessed(None, &rows, "2026-11-24", "first\n baseline");
        assert!(first.starts_with(PREAMBLE) && first.contains("# 2026-11-24: first baseline\n"));
        assert_eq!(parse(&first).unwrap(), rows);
        assert!(
            first.ends_with("bitmask,hard-2580,placement,69549,8940793,128.6\n"),
            "{first}"
        );
        let second = blessed(Some(&first), &[row("bitmask", 69_549, 9_000_000)], "2026-11-25", "why");
        assert!(
            second.contains("# 2026-11-24: first baseline\n# 2026-11-25: why\nsolver,"),
            "{second}"
        );
        assert_eq!(parse(&second).unwrap()[0].instructions, 9_000_000);
        assert!(parse("solver,input\n").is_err() && parse("# only comments\n").is_err());
    }

    #[test]
    fn today_is_a_date() {
        let d = today();
        assert_eq!(d.len(), 10, "{d}");
        assert!(
            d.starts_with("20") && d.as_bytes()[4] == b'-' && d.as_bytes()[7] == b'-',
            "{d}"
        );
    }

    #[test]
    fn the_net_count_of_a_command_is_callgrinds_total() {
        // valgrind is the guard's instrument: without it this test fails,
        // naming the package (.ci/run installs it).
        assert!(
            Command::new("valgrind").arg("--version").output().is_ok(),
            "valgrind is missing: install Debian's package valgrind (apt-get install -y valgrind)"
        );
        let dir = crate::workspace::temp_dir("callgrind");
        let n = callgrind(Path::new("/bin/true"), &[], &dir).unwrap();
        assert!(n > 1000, "{n}");
        let err = callgrind(Path::new("/bin/false"), &[], &dir).unwrap_err();
        assert!(err.contains("/bin/false"), "{err}");
        let _ = fs::remove_dir_all(&dir);
    }
}
