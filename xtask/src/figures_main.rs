//! Writes the book's generated files into `book/src/figures/`: the SVG
//! figures and the tables drawn from `book/src/figures/measurements.csv`.
//!
//! ```sh
//! cargo run --release --example figures
//! ```
//!
//! The heat map of the whole Wikipedia search makes 69,175,316 placements
//! (about a second in release). `tests/book.rs` regenerates every file the
//! same way and fails when a committed one differs; `BOOK_BLESS=1 cargo
//! test --test book` rewrites them too, together with the CLI help texts
//! and the command transcripts under `book/src/cli/` and `book/src/runs/`.

use std::fs;
use std::path::Path;

use sudoku_lab::figures;
use sudoku_lab::format::{self, Format};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let wikipedia = format::parse_first(&fs::read(root.join("data/plb/sudoku.txt"))?, Format::Line)?;
    let small = format::parse_first(&fs::read(root.join("book/src/puzzles/small.txt"))?, Format::Boj2580)?;
    let csv = fs::read_to_string(root.join("book/src/figures/measurements.csv"))?;
    for (name, contents) in figures::book_figures(&wikipedia, &small, &csv, true)? {
        let path = root.join("book/src/figures").join(&name);
        fs::write(&path, contents)?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
