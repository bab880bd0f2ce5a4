//! How sudoku-lab writes a time, everywhere a person reads one: the CLI's
//! tables and `stress` reports, the benchmarks' summary, xtask's reports
//! and the book's tables ([`duration`] in one of its [`Unit`]s); a
//! large count ([`thousands`]); and a message template's `{0}`, `{1}`, …
//! filled in ([`fill`]: xtask's figure texts, and the one filler for the
//! CLI's catalog to call).

use std::fmt::Display;
use std::time::Duration;

/// How [`duration`] writes a time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unit {
    /// The unit that fits, for a time that may be nanoseconds or minutes
    /// (a solve, a benchmark's time per puzzle): `1.23 s`, `45.6 ms`,
    /// `789.0 µs`, `12 ns`.
    Fit,
    /// Seconds with two decimals, for a program's CPU or wall time read
    /// beside a limit in seconds: `0.93 s`, `0.00 s` (under 5 ms).
    Seconds,
    /// Seconds with three decimals, for a time read beside a limit under a
    /// second, or measured to the millisecond: `0.004 s`, `1.040 s`.
    Millis,
    /// A limit, as short as it is exact to the millisecond: `1 s`,
    /// `1.5 s`, `0.3 s`.
    Limit,
}

/// A duration as sudoku-lab writes it everywhere: the CLI's tables and
/// `stress` reports, the benchmarks' summary and the book's tables.
pub fn duration(d: Duration, unit: Unit) -> String {
    let s = d.as_secs_f64();
    match unit {
        Unit::Fit if s >= 1.0 => format!("{s:.2} s"),
        Unit::Fit if s >= 1e-3 => format!("{:.1} ms", s * 1e3),
        Unit::Fit if s >= 1e-6 => format!("{:.1} µs", s * 1e6),
        Unit::Fit => format!("{} ns", d.as_nanos()),
        Unit::Seconds => format!("{s:.2} s"),
        Unit::Millis => format!("{s:.3} s"),
        Unit::Limit => {
            let s = format!("{s:.3}");
            format!("{} s", s.trim_end_matches('0').trim_end_matches('.'))
        }
    }
}

/// A count with a comma between each group of three digits, as the book
/// and the help texts write large counts: `69,175,316`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `template` with each `{N}` replaced by `args[N]` (`Display`ed); a
/// brace that is no such placeholder (`{x}`, `{9}` past the arguments, a
/// lone `{`) is left as it is.
pub fn fill(template: &str, args: &[&dyn Display]) -> String {
    let mut out = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}');
        match close.and_then(|c| after[..c].parse::<usize>().ok().map(|n| (c, n))) {
            Some((c, n)) if n < args.len() => {
                out.push_str(&args[n].to_string());
                rest = &after[c + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_template_is_filled_by_position() {
        assert_eq!(fill("{1} of {0}: {1}", &[&9, &"row"]), "row of 9: row");
        assert_eq!(fill("테스트 {0}을(를)", &[&3]), "테스트 3을(를)");
        assert_eq!(fill("no placeholder", &[&1]), "no placeholder");
        // Not placeholders: kept as they are.
        for kept in ["{x} {", "{2} {-1} {}", "{0", "}{0 }"] {
            assert_eq!(fill(kept, &[&"a", &"b"]), kept);
        }
        assert_eq!(fill("{{0}}", &[&7]), "{7}");
        assert_eq!(fill("{0}{1}", &[&"", &"z"]), "z");
    }

    #[test]
    fn durations_are_written_in_one_way() {
        let ns = Duration::from_nanos;
        let cases = [
            (ns(12), Unit::Fit, "12 ns"),
            (ns(999), Unit::Fit, "999 ns"),
            (ns(1_000), Unit::Fit, "1.0 µs"),
            (ns(789_040), Unit::Fit, "789.0 µs"),
            (ns(1_000_000), Unit::Fit, "1.0 ms"),
            (ns(45_600_000), Unit::Fit, "45.6 ms"),
            (ns(999_000_000), Unit::Fit, "999.0 ms"),
            (ns(1_000_000_000), Unit::Fit, "1.00 s"),
            (ns(1_234_000_000), Unit::Fit, "1.23 s"),
            (ns(4_999_999), Unit::Seconds, "0.00 s"),
            (ns(10_000_000), Unit::Seconds, "0.01 s"),
            (ns(934_000_000), Unit::Seconds, "0.93 s"),
            (ns(4_400_000), Unit::Millis, "0.004 s"),
            (ns(1_040_000_000), Unit::Millis, "1.040 s"),
            (ns(1_000_000_000), Unit::Limit, "1 s"),
            (ns(1_500_000_000), Unit::Limit, "1.5 s"),
            (ns(300_000_000), Unit::Limit, "0.3 s"),
            (ns(10_000_000_000), Unit::Limit, "10 s"),
            (ns(1_250_000_000), Unit::Limit, "1.25 s"),
        ];
        for (d, unit, want) in cases {
            assert_eq!(duration(d, unit), want, "{d:?} as {unit:?}");
        }
    }

    #[test]
    fn counts_are_grouped_by_three() {
        for (n, want) in [(0, "0"), (999, "999"), (1_000, "1,000"), (69_175_316, "69,175,316")] {
            assert_eq!(thousands(n), want);
        }
    }
}
