//! `cargo xtask seed-corpora [DIR]`: the fuzz targets' seed corpora,
//! `DIR/<target>/seed-NNN` (default `fuzz/corpus/`, which git ignores:
//! seeds are rebuilt, never committed), made from the puzzles under
//! `data/` by `sudoku_lab_test::fuzzing::data_seeds`, so they are encoded by
//! the same code that decodes them; `scripts/fuzz-corpus.sh` runs it.

use std::fs;
use std::path::{Path, PathBuf};

use sudoku_lab_test::fuzzing::{TARGETS, data_seeds};

/// Writes every target's seeds under `dir` (relative to `root` when
/// relative; `fuzz/corpus` when `None`) and says how many.
pub fn run(root: &Path, dir: Option<PathBuf>) -> Result<(), String> {
    let out = root.join(dir.unwrap_or_else(|| PathBuf::from("fuzz/corpus")));
    for target in TARGETS {
        let dir = out.join(target);
        fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let seeds = data_seeds(target);
        for (i, seed) in seeds.iter().enumerate() {
            let path = dir.join(format!("seed-{i:03}"));
            fs::write(&path, seed).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        println!("{}: {} seeds", dir.display(), seeds.len());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_target_gets_its_seeds_written() {
        let tmp = tempfile::tempdir().unwrap();
        run(Path::new("/nonexistent"), Some(tmp.path().to_path_buf())).unwrap();
        for target in TARGETS {
            let written = fs::read_dir(tmp.path().join(target)).unwrap().count();
            assert_eq!(written, data_seeds(target).len(), "{target}");
            assert!(written >= 20, "{target}: {written} seeds");
        }
        let first = fs::read(tmp.path().join("parse/seed-000")).unwrap();
        assert_eq!(first, data_seeds("parse")[0]);
    }
}
