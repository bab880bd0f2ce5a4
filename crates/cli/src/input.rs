//! Reading the input: a file or standard input, whole, and the puzzles in
//! it.

use std::fs;
use std::io::{self, IsTerminal, Read};
use std::path::Path;

use sudoku_lab::format::{self, InputError, Parsed};

use crate::args::InputArgs;
use crate::error::Error;
use crate::output::stderr_line;

/// Reads the whole input: the file, or standard input for `-` or none.
/// Returns its name for messages (`<stdin>` for standard input) and its
/// bytes.
pub fn read_input(file: Option<&Path>) -> Result<(String, Vec<u8>), Error> {
    match file {
        Some(p) if p.as_os_str() != "-" => {
            let name = p.display().to_string();
            let bytes = fs::read(p).map_err(|source| Error::Read {
                name: name.clone(),
                source,
            })?;
            Ok((name, bytes))
        }
        _ => {
            let name = "<stdin>".to_string();
            let stdin = io::stdin();
            if stdin.is_terminal() {
                stderr_line("sudoku-lab: reading puzzles from the terminal; end with Ctrl-D (or give a FILE)");
            }
            let mut bytes = Vec::new();
            stdin.lock().read_to_end(&mut bytes).map_err(|source| Error::Read {
                name: name.clone(),
                source,
            })?;
            Ok((name, bytes))
        }
    }
}

/// Reads and parses every puzzle of the input.
pub fn read_puzzles(input: &InputArgs) -> Result<(String, Parsed), Error> {
    let (name, bytes) = read_input(input.file.as_deref())?;
    let wanted = input.input_format.0;
    match format::parse(&bytes, wanted) {
        Ok(parsed) => Ok((name, parsed)),
        Err(source) => {
            let hint = match wanted {
                None if source != InputError::Empty => format!(
                    " (read as {}; choose another with --input-format)",
                    format::detect(&bytes)
                ),
                _ => String::new(),
            };
            Err(Error::Input { name, source, hint })
        }
    }
}
