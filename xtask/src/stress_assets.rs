//! The 반례 page's assets (book/src/stress.md): Pyodide, CPython compiled
//! to WebAssembly, from npm at the pinned [`PYODIDE`] version (never
//! committed, never a CDN at run time), and the library's stress core as
//! a WebAssembly module (crates/wasm, through `scripts/wasm/build.sh
//! page`, which runs wasm-bindgen). [`vendor`] puts both in the built
//! book's `stress-assets/`, which the page of either edition loads.

use std::fs;
use std::path::Path;
use std::process::Command;

/// The npm package `pyodide`, pinned.
pub const PYODIDE: &str = "314.0.7";

/// The files of the package the page loads (the runtime, the standard
/// library and the package index it reads at start).
const FILES: [&str; 5] = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
];

/// The directory of the built book's assets for the page.
pub const DIR: &str = "stress-assets";

/// Puts Pyodide and the stress module in `book/stress-assets/` (`book`
/// the English edition's directory; the Korean one, `book/ko/`, loads
/// them from there). Pyodide is fetched once with `npm pack` into
/// `target/pyodide-VERSION/` (npm checks the package's integrity); the
/// module is built by `scripts/wasm/build.sh page`.
///
/// # Errors
/// When npm, tar or the wasm build fails, naming what to install.
pub fn vendor(root: &Path, book: &Path) -> Result<(), String> {
    let out = book.join(DIR);
    fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let cache = root.join(format!("target/pyodide-{PYODIDE}"));
    let package = cache.join("package");
    if !FILES.iter().all(|f| package.join(f).is_file()) {
        fs::create_dir_all(&cache).map_err(|e| format!("{}: {e}", cache.display()))?;
        let tarball = format!("pyodide-{PYODIDE}.tgz");
        run(
            Command::new("npm")
                .args(["pack", &format!("pyodide@{PYODIDE}"), "--silent"])
                .current_dir(&cache),
            "npm pack pyodide (Debian: apt-get install npm)",
        )?;
        run(
            Command::new("tar").args(["xzf", &tarball]).current_dir(&cache),
            "tar xzf (Debian: apt-get install tar gzip)",
        )?;
    }
    for f in FILES {
        fs::copy(package.join(f), out.join(f)).map_err(|e| format!("{f}: {e}"))?;
    }
    run(
        Command::new(root.join("scripts/wasm/build.sh"))
            .arg("page")
            .arg(&out)
            .current_dir(root),
        "scripts/wasm/build.sh page (the page's WebAssembly module)",
    )
}

fn run(command: &mut Command, what: &str) -> Result<(), String> {
    match command.status() {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("{what}: {s}")),
        Err(e) => Err(format!("{what}: {e}")),
    }
}
