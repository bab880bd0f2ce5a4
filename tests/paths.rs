//! The repository paths the documents name for a reader to type or open:
//! every `data/…` and `testdata/…` path in the README, the book's chapters
//! and transcripts (`book/src/**/*.md`, `*.txt`), its catalogs
//! (`book/po/`) and its browser test's comments (`book/tests/*.js`) exists,
//! so that moving or renaming a file fails here and not in a reader's shell.
//! (The datasets themselves have one home, `sudoku_lab_test::datasets`, whose
//! own test checks them against `data/`.)

use std::fs;
use std::path::{Path, PathBuf};

use sudoku_lab_test::data::root;
use sudoku_lab_test::datasets;

/// The files under `dir` (recursively) whose names end with one of `ends`.
fn files(dir: &Path, ends: &[&str]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(files(&path, ends));
        } else if ends.iter().any(|e| path.to_string_lossy().ends_with(e)) {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// The words of `text` that are paths under `data/` or `testdata/`: runs of
/// path characters that start with one of those directories (not
/// `../../testdata/…`, not `crates/cli/data/…`), without a sentence's
/// final period.
fn named_paths(text: &str) -> Vec<&str> {
    let path_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '/' | '-');
    text.split(|c: char| !path_char(c))
        .filter(|w| w.starts_with("data/") || w.starts_with("testdata/"))
        .map(|w| w.trim_end_matches('.'))
        .collect()
}

#[test]
fn the_paths_the_readme_and_the_book_name_exist() {
    let root = root();
    let mut documents = vec![root.join("README.md")];
    documents.extend(files(&root.join("book/src"), &[".md", ".txt"]));
    documents.extend(files(&root.join("book/po"), &[".po", ".pot"]));
    let tests = root.join("book/tests");
    let js = fs::read_dir(&tests).unwrap().map(|e| e.unwrap().path());
    documents.extend(js.filter(|p| p.extension().is_some_and(|e| e == "js")));
    let mut missing = Vec::new();
    let mut checked = 0;
    for doc in &documents {
        let text = fs::read_to_string(doc).unwrap_or_else(|e| panic!("{}: {e}", doc.display()));
        for path in named_paths(&text) {
            checked += 1;
            if !root.join(path).exists() {
                missing.push(format!("{}: {path}", doc.strip_prefix(&root).unwrap().display()));
            }
        }
    }
    assert!(missing.is_empty(), "paths named but missing:\n{}", missing.join("\n"));
    // The README's examples name datasets: the scan sees them.
    assert!(checked > 0);
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    assert!(
        named_paths(&readme)
            .iter()
            .any(|p| datasets::ALL.iter().any(|d| d.path == *p)),
        "README.md names no dataset"
    );
}

#[test]
fn a_path_in_prose_is_found_and_a_relative_one_is_not() {
    let text = "Run `sudoku-lab solve data/x/y.txt`. See data/README.md.\n\
                {{#include ../../testdata/originals/x.out}} crates/cli/data/hard-pool.txt\n\
                (testdata/slow.txt)";
    assert_eq!(
        named_paths(text),
        ["data/x/y.txt", "data/README.md", "testdata/slow.txt"]
    );
}

#[test]
fn data_readme_describes_every_dataset() {
    let readme = fs::read_to_string(root().join("data/README.md")).unwrap();
    for d in datasets::ALL {
        assert!(
            readme.contains(&format!("| `{}` |", d.file)),
            "data/README.md has no row for {}",
            d.file
        );
    }
}
