//! The public puzzle datasets bundled in the repository's `data/`
//! directory (sources, commits and licenses in `data/README.md`): the one
//! place their paths are written. The tests, the benchmarks and the book
//! tooling name a dataset by its constant here.
//!
//! The files are in the repository, not in the published library's
//! package (it carries only `src/`): so their names live here, beside the
//! tests, not in the library. A [`Dataset`] is a name, not the data.

/// A puzzle file under `data/`: one puzzle a line (`line` format).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dataset {
    /// The path under `data/`: `plb/sudoku.txt` (how the tests and
    /// `testdata/slow.txt` name it).
    pub file: &'static str,
    /// The path from the workspace root: `data/plb/sudoku.txt` (how a
    /// command line at the root names it).
    pub path: &'static str,
}

/// A [`Dataset`] from its path under `data/`.
macro_rules! dataset {
    ($file:literal) => {
        Dataset {
            file: $file,
            path: concat!("data/", $file),
        }
    };
}

/// Project Euler problem 96's puzzles, all easy.
pub const EASY50: Dataset = dataset!("projecteuler/easy50.txt");

/// Norvig's hard puzzles ("top95").
pub const TOP95: Dataset = dataset!("norvig/top95.txt");

/// plb's "hard 20"; line 1 is the Wikipedia puzzle, the near-worst case
/// for a row-major backtracker that tries 1-9 in order.
pub const PLB: Dataset = dataset!("plb/sudoku.txt");

/// tdoku's test puzzles: some with no solution, some with several.
pub const TDOKU_TEST: Dataset = dataset!("tdoku/test_puzzles");

/// The first puzzles of tdoku's "unbiased" set.
pub const TDOKU_UNBIASED: Dataset = dataset!("tdoku/puzzles1_unbiased_first1000");

/// tdoku's benchmark set of the magictour "top1465" puzzles.
pub const TDOKU_MAGICTOUR: Dataset = dataset!("tdoku/puzzles3_magictour_top1465");

/// serg's benchmark puzzles, every one with several solutions.
pub const TDOKU_SERG: Dataset = dataset!("tdoku/puzzles7_serg_benchmark");

/// Every dataset under `data/`.
pub const ALL: [Dataset; 7] = [
    EASY50,
    TOP95,
    PLB,
    TDOKU_TEST,
    TDOKU_UNBIASED,
    TDOKU_MAGICTOUR,
    TDOKU_SERG,
];

#[cfg(test)]
mod tests {
    use std::fs;
    use std::path::{Path, PathBuf};

    use super::*;

    /// The files under `dir`, recursively (`.gitattributes` included).
    fn files(dir: &Path) -> Vec<PathBuf> {
        let mut found = Vec::new();
        for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                found.extend(files(&path));
            } else {
                found.push(path);
            }
        }
        found
    }

    #[test]
    fn every_dataset_is_a_file_under_data_and_every_file_there_is_a_dataset() {
        let root = crate::data::root();
        for d in ALL {
            assert_eq!(d.path, format!("data/{}", d.file));
            assert!(root.join(d.path).is_file(), "{} is missing", d.path);
        }
        let data = root.join("data");
        let mut named: Vec<String> = files(&data)
            .iter()
            .map(|p| p.strip_prefix(&data).unwrap().to_str().unwrap().replace('\\', "/"))
            // baekjoon/: the calibration set of the model of Baekjoon's
            // data (submissions and times, its README), not puzzles.
            .filter(|f| f != "README.md" && !f.starts_with("licenses/") && !f.starts_with('.'))
            .filter(|f| !f.starts_with("baekjoon/"))
            .collect();
        named.sort();
        let mut all = ALL.map(|d| d.file);
        all.sort();
        assert_eq!(named, all, "the files under data/ and datasets::ALL");
    }
}
