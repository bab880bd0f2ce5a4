//! Where things are in the workspace, and [`Generated`]: the one place that
//! compares a generated file with the committed one, or rewrites it.

use std::fmt::Display;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::str::FromStr;

/// The book's sources, relative to the workspace root.
pub const BOOK_SRC: &str = "book/src";

/// Where the book's catalogs live (book.toml's `[preprocessor.gettext]
/// po-dir`): `messages.pot` and one `CODE.po` per translation.
pub const PO_DIR: &str = "book/po";

/// The workspace root (the parent of `xtask/`).
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask/ lives in the workspace root")
}

/// `path` relative to the workspace root when it is under it, for messages.
pub fn display(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

/// Builds the `sudoku-lab` binary with the `cargo` that runs xtask (the
/// dev profile, or the `--release` build the book's timings and
/// instruction counts come from, its digit loops unrolled by
/// `.cargo/config.toml`) and returns its path.
pub fn build_cli(root: &Path, release: bool) -> Result<PathBuf, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let flags: &[&str] = if release { &["--release"] } else { &[] };
    eprintln!(
        "building the sudoku-lab binary (cargo build -p sudoku-lab-cli {})",
        flags.join(" ")
    );
    let status = Command::new(&cargo)
        .args(["build", "--quiet", "--package", "sudoku-lab-cli", "--bin", "sudoku-lab"])
        .args(flags)
        .current_dir(root)
        .status()
        .map_err(|e| format!("running {cargo}: {e}"))?;
    if !status.success() {
        return Err(format!("`cargo build -p sudoku-lab-cli` failed ({status})"));
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .or_else(|| std::env::var_os("CARGO_BUILD_TARGET_DIR"))
        .map_or_else(|| root.join("target"), |dir| root.join(dir));
    let profile = if release { "release" } else { "debug" };
    let bin = target.join(format!("{profile}/sudoku-lab{}", std::env::consts::EXE_SUFFIX));
    bin.is_file()
        .then_some(bin.clone())
        .ok_or(format!("no binary at {} after the build", bin.display()))
}

/// The first non-empty line, trimmed, that `cmd` (its words as `sh`
/// reads them, `sudoku_lab_runner::shell::words`) prints on stdout, then
/// stderr: a tool's version. `None` when it does not run.
pub fn version(cmd: &str) -> Option<String> {
    let words = sudoku_lab_runner::shell::words(cmd);
    let out = Command::new(words.first()?).args(&words[1..]).output().ok()?;
    let text = String::from_utf8_lossy(&[out.stdout, out.stderr].concat()).into_owned();
    text.lines()
        .find(|l| !l.trim().is_empty())
        .map(|l| l.trim().to_string())
}

/// The records of a CSV text of the book (`book/src/figures/*.csv`), read
/// by the `csv` crate: each with its 1-based line number and its fields,
/// untrimmed. `#` lines are comments and blank lines are skipped; the first
/// record is the header. With `columns`, the record's last column takes
/// the rest of the line, commas included (the files' free-text last
/// fields, `how` and `note`, are written unquoted).
///
/// The files quote nothing, so neither does the reader: a `"` is text and
/// every record is one line. Cannot fail: the text is UTF-8 already, and a
/// flexible reader of bytes in memory has no other error (no I/O, any
/// number of fields).
pub fn csv_records(text: &str, columns: Option<usize>) -> Vec<(usize, Vec<String>)> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .comment(Some(b'#'))
        .flexible(true)
        .quoting(false)
        .from_reader(text.as_bytes());
    // The line of each record (the csv crate's own count leaves out
    // comment lines): records here are one line each, so the lines that
    // are neither comments nor blank, in order.
    let lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty());
    reader
        .records()
        .zip(lines.map(|(i, _)| i + 1))
        .map(|(record, line)| {
            let record =
                record.unwrap_or_else(|e| panic!("line {line}: {e}: a flexible reader of a &str fails on nothing"));
            let fields: Vec<String> = record.iter().map(str::to_string).collect();
            let fields = match columns {
                Some(n) => rest_in_last(fields, n),
                None => fields,
            };
            (line, fields)
        })
        .collect()
}

/// Field `s` of CSV line `n`, parsed: an error naming the line and the
/// field.
pub fn field<T: FromStr<Err: Display>>(s: &str, n: usize) -> Result<T, String> {
    s.parse().map_err(|e| format!("line {n}: {s:?}: {e}"))
}

/// `fields` with the `n`th and later ones joined again by commas: a last
/// column that takes the rest of the line.
pub fn rest_in_last(mut fields: Vec<String>, n: usize) -> Vec<String> {
    if n > 0 && fields.len() > n {
        let rest = fields.split_off(n - 1).join(",");
        fields.push(rest);
    }
    fields
}

/// What to do with a generated file that differs from the committed one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Report it as a problem (`cargo xtask book --check`).
    #[default]
    Check,
    /// Rewrite it (`cargo xtask figures`, `cargo xtask book --bless`).
    Write,
}

/// Generated files compared with (or written over) the committed ones.
#[derive(Debug, Default)]
pub struct Generated {
    mode: Mode,
    /// `stale: PATH` or `missing: PATH` per file that differs ([`Mode::Check`]),
    /// and the generator's own problems.
    pub problems: Vec<String>,
    /// The files rewritten ([`Mode::Write`]).
    pub written: Vec<PathBuf>,
    /// How many files were compared or written.
    pub count: usize,
}

impl Generated {
    /// Nothing compared yet.
    pub fn new(mode: Mode) -> Generated {
        Generated {
            mode,
            ..Generated::default()
        }
    }

    /// Compares `contents` with the file at `path`; when they differ,
    /// records a problem or rewrites the file, as the mode says. An error
    /// only when writing fails.
    pub fn file(&mut self, path: &Path, contents: &[u8]) -> Result<(), String> {
        self.count += 1;
        let current = fs::read(path).ok();
        match (current.as_deref() == Some(contents), self.mode, current) {
            (true, ..) => {}
            (_, Mode::Write, _) => {
                let dir = path.parent().map_or(Ok(()), fs::create_dir_all);
                dir.and_then(|()| fs::write(path, contents))
                    .map_err(|e| format!("{}: {e}", display(path)))?;
                self.written.push(path.to_path_buf());
            }
            (_, Mode::Check, None) => self.problems.push(format!("missing: {}", display(path))),
            (_, Mode::Check, Some(_)) => self.problems.push(format!("stale: {}", display(path))),
        }
        Ok(())
    }
}

/// A fresh empty directory under the system's temporary directory, for
/// the unit tests.
#[cfg(test)]
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_records_skip_comments_and_keep_the_last_columns_commas() {
        let text = "# a comment, with \"quotes\"\nkind,how\n\nport,about 35,000 puzzles/s\n";
        let rows = csv_records(text, Some(2));
        let want = |n: usize, f: &[&str]| (n, f.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(
            rows,
            [want(2, &["kind", "how"]), want(4, &["port", "about 35,000 puzzles/s"])]
        );
        assert_eq!(
            csv_records(text, None)[1].1.len(),
            3,
            "split at every comma without a column count"
        );
        // Nothing makes the reader fail, and a record is a line: a stray
        // quote is text, a short row is a row.
        let odd = "a,b\n\"x,y\nonly\n";
        let rows = csv_records(odd, None);
        assert_eq!(rows[1], (2, vec!["\"x".to_string(), "y".to_string()]));
        assert_eq!(rows[2], (3, vec!["only".to_string()]));
    }

    #[test]
    fn a_stale_or_missing_file_is_reported_and_a_fresh_one_is_not() {
        let dir = temp_dir("generated");
        fs::write(dir.join("fresh.txt"), "same\n").unwrap();
        fs::write(dir.join("stale.txt"), "old\n").unwrap();
        let mut check = Generated::new(Mode::Check);
        check.file(&dir.join("fresh.txt"), b"same\n").unwrap();
        check.file(&dir.join("stale.txt"), b"new\n").unwrap();
        check.file(&dir.join("missing.txt"), b"new\n").unwrap();
        assert_eq!(check.count, 3);
        assert_eq!(check.problems.len(), 2, "{:?}", check.problems);
        assert!(check.problems[0].starts_with("stale: ") && check.problems[0].ends_with("stale.txt"));
        assert!(check.problems[1].starts_with("missing: ") && check.problems[1].ends_with("missing.txt"));
        // Checking never writes.
        assert_eq!(fs::read_to_string(dir.join("stale.txt")).unwrap(), "old\n");
        assert!(check.written.is_empty());

        let mut bless = Generated::new(Mode::Write);
        bless.file(&dir.join("fresh.txt"), b"same\n").unwrap();
        bless.file(&dir.join("stale.txt"), b"new\n").unwrap();
        assert!(bless.problems.is_empty());
        assert_eq!(bless.written, vec![dir.join("stale.txt")]);
        assert_eq!(fs::read_to_string(dir.join("stale.txt")).unwrap(), "new\n");
        let _ = fs::remove_dir_all(&dir);
    }
}
