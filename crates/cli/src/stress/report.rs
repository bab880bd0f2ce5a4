//! What `stress` prints: through [`Out`], which ends the output quietly
//! when stdout is a closed pipe (`stress … | head -1`) so that the exit
//! code is still the verdict's, and the summary ([`summary`]): the table,
//! CPU and wall time of every TLE and of the slowest AC, with a warning
//! when that AC is near the limit ([`AT_RISK`]).

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use sudoku_lab::judge::Verdict;

use super::confirm::RERUNS;
use super::session::{Summary, Tally};
use super::spawn::Program;
use super::trial::{limit, secs};
use crate::error::Error;
use crate::output::table;

/// The slowest AC is "at risk" when its CPU time is over this fraction of
/// the limit: a judge's machine or a heavier test may well be slower.
pub const AT_RISK: f64 = 0.7;

/// Stdout for `stress`: a closed pipe ends the output without an error;
/// any other write error is one.
#[derive(Debug, Default)]
pub struct Out {
    closed: AtomicBool,
}

impl Out {
    /// Writes `text` and flushes, unless stdout was found closed.
    ///
    /// # Errors
    /// A write error other than a closed pipe.
    pub fn write(&self, text: &str) -> Result<(), Error> {
        if self.closed.load(Ordering::SeqCst) {
            return Ok(());
        }
        let mut out = crate::output::stdout();
        if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
            // A closed pipe ends the output quietly; any other failure is
            // reported by `output::finish`, which keeps the verdict's code.
            self.closed.store(true, Ordering::SeqCst);
            crate::output::record(e);
        }
        Ok(())
    }
}

/// The lines after the runs: the table, each TLE's times and re-runs,
/// the runs that were TLE only under load, the slowest AC (with a warning
/// when at risk).
pub fn summary(summary: &Summary, program: &Program) -> String {
    let mut out = String::from("\n");
    out.push_str(&table(
        &["verdict", "tests", "first", "CPU", "wall"],
        rows(&summary.tally),
    ));
    for f in summary.failures.iter().filter(|f| f.verdict == Verdict::Tle) {
        let again = f
            .confirmation
            .as_ref()
            .map_or(String::new(), |c| format!("; {}", c.describe()));
        out.push_str(&format!("TLE test {}: {}{again}\n", f.index + 1, f.reason));
    }
    if !summary.tle_under_load.is_empty() {
        let tests: Vec<String> = summary.tle_under_load.iter().map(|i| (i + 1).to_string()).collect();
        out.push_str(&format!(
            "TLE at first, never in {RERUNS} re-runs alone (load or chance; counted by their verdict alone): test {}\n",
            tests.join(", ")
        ));
    }
    if let Some(s) = summary.tally.slowest(Verdict::Ac) {
        out.push_str(&format!(
            "slowest AC: test {}, CPU {}, wall {}, limit {}\n",
            s.index + 1,
            secs(s.cpu),
            secs(s.wall),
            limit(program.time_limit)
        ));
        if at_risk(s.cpu, program.time_limit) {
            out.push_str(&format!(
                "warning: AC, but {} of {}: at risk (over {:.0}% of the limit)\n",
                secs(s.cpu),
                limit(program.time_limit),
                AT_RISK * 100.0
            ));
        }
    }
    out
}

/// True when `cpu` is over [`AT_RISK`] of `limit`.
pub fn at_risk(cpu: Duration, limit: Duration) -> bool {
    cpu.as_secs_f64() > AT_RISK * limit.as_secs_f64()
}

/// The summary table: one row per verdict of [`Verdict::RUN`], with the
/// CPU and wall time of the slowest run (by CPU time).
fn rows(t: &Tally) -> Vec<Vec<String>> {
    Verdict::RUN
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let (cpu, wall) = t.slowest[i].map_or(("-".into(), "-".into()), |s| (secs(s.cpu), secs(s.wall)));
            vec![
                v.name().to_string(),
                t.counts[i].to_string(),
                t.first[i].map_or("-".into(), |f| (f + 1).to_string()),
                cpu,
                wall,
            ]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seventy_percent_is_the_line() {
        let ms = Duration::from_millis;
        assert!(at_risk(ms(930), ms(1000)));
        assert!(!at_risk(ms(700), ms(1000)));
        assert!(!at_risk(ms(100), ms(1000)));
    }
}
