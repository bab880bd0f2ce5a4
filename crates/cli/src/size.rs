//! How the CLI writes a size in memory: a run's peak ([`mb`]) and a
//! limit ([`limit_mb`]), in MB of 2^20 bytes
//! ([`sudoku_lab::problem::MB`]). A leaf: the messages, the judge and the
//! memory limit's rules all write sizes with it.

use sudoku_lab::problem::MB;

/// A size in MB, one decimal: `12.3 MB`.
pub fn mb(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / MB as f64)
}

/// A limit in MB, as short as it is exact: `256 MB`, `544 MB`.
pub fn limit_mb(bytes: u64) -> String {
    if bytes.is_multiple_of(MB) {
        format!("{} MB", bytes / MB)
    } else {
        mb(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_limit_is_as_short_as_it_is_exact() {
        assert_eq!(limit_mb(256 * MB), "256 MB");
        assert_eq!(limit_mb(256 * MB + MB / 2), "256.5 MB");
        assert_eq!(mb(12 * MB + MB / 10 * 3 + 1000), "12.3 MB");
    }
}
