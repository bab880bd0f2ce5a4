//! The browser test as a reader uses the stepper: keys and buttons, the
//! "jump to event N" box, and "load your own trace" through the real file
//! input (a good trace, then malformed ones that must give a readable
//! error, not a blank panel); and the timing of a large trace.

use std::path::Path;
use std::time::{Duration, Instant};

use sudoku_lab::format::{self, Format};
use sudoku_lab::step::{self, Kind, StepTrace};
use sudoku_lab::{Budget, Variant};

use super::check_at;
use super::driver::Driver;
use crate::traces;

const FILE_INPUT: &str = ".stepper-load input[type=file]";

/// Jumps with the keyboard: `g`, the event number, Enter; the time from
/// Enter to the event shown.
fn jump(d: &Driver, n: usize) -> Result<Duration, String> {
    d.click(".stepper-board")?;
    d.key("g")?;
    d.tab.type_str(&n.to_string()).map_err(|e| format!("typing {n}: {e}"))?;
    let start = Instant::now();
    d.key("Enter")?;
    d.wait(
        &format!("document.querySelector('.stepper-pane').dataset.pos == '{n}'"),
        60,
    )?;
    Ok(start.elapsed())
}

/// Steps with keys and buttons, jumps to the next undo and to event N.
pub fn controls(d: &Driver, root: &Path, page: &str) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    d.open(page)?;
    let sample = traces::trace(root, "sample", Variant::CheckArrays)?;
    // Clicking the board focuses the stepper, as the chapter tells.
    d.click(".stepper-board")?;
    for _ in 0..3 {
        d.key("ArrowRight")?;
    }
    problems.extend(check_at(d, &sample, 3, "→ three times")?);
    d.key("h")?;
    problems.extend(check_at(d, &sample, 2, "h (step back)")?);
    d.click("button.stepper-btn[title^='step (']")?;
    problems.extend(check_at(d, &sample, 3, "the step ▶ button")?);
    d.click("button.stepper-btn[title^='step back']")?;
    d.click("button.stepper-btn[title^='step back']")?;
    problems.extend(check_at(d, &sample, 1, "the ◀ back button twice")?);
    // The puzzle with undos, chosen in the stepper's list.
    d.eval("(s => { s.value = 'undos.check-arrays'; s.dispatchEvent(new Event('change')); })(document.querySelector('.stepper-pick'))")?;
    let undos = traces::trace(root, "undos", Variant::CheckArrays)?;
    let first_undo = undos
        .events
        .iter()
        .position(|e| e.kind == Kind::Undo)
        .ok_or("undos has no undo")?;
    d.click(".stepper-board")?;
    d.key("u")?;
    problems.extend(check_at(d, &undos, first_undo + 1, "u (next undo) on undos")?);
    jump(d, 1234)?;
    problems.extend(check_at(d, &undos, 1234, "g 1234 Enter on undos")?);
    // The jump box keeps the focus: back to the board for the keys.
    d.click(".stepper-board")?;
    d.key("l")?;
    problems.extend(check_at(d, &undos, 1235, "l after the jump")?);
    Ok(problems)
}

/// Malformed copies of `good` (a trace's JSON): name, text, what the error must say.
fn malformed(trace: &StepTrace, good: &str) -> Vec<(&'static str, String, &'static str)> {
    let first = trace.events[0].cell as usize;
    let mut puzzle = trace.puzzle.clone();
    puzzle.replace_range(first..=first, "5");
    vec![
        ("truncated", good[..good.len() / 2].to_string(), "cut short"),
        (
            "version",
            good.replacen("\"version\":1", "\"version\":2", 1),
            "version 2",
        ),
        ("mismatch", good.replacen(&trace.puzzle, &puzzle, 1), "do not fit"),
    ]
}

/// Loads a trace, then malformed ones, through the file input.
pub fn files(d: &Driver, root: &Path, page: &str, scratch: &Path, shots: &Path) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    d.open(page)?;
    let trace = traces::trace(root, "undos", Variant::Bitmask)?;
    let good = step::to_json(&trace);
    let file = scratch.join("undos.bitmask.json");
    std::fs::write(&file, &good).map_err(|e| format!("{}: {e}", file.display()))?;
    d.choose_file(FILE_INPUT, &file)?;
    d.wait(
        "document.querySelector('.stepper-pick').value == 'yours: undos.bitmask.json.bitmask'",
        20,
    )?;
    problems.extend(check_at(d, &trace, 0, "a trace from the file input")?);
    jump(d, 500)?;
    problems.extend(check_at(d, &trace, 500, "the loaded trace at g 500")?);
    for (bad, text, says) in malformed(&trace, &good) {
        let name = format!("bad-{bad}.json");
        let file = scratch.join(&name);
        std::fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
        d.choose_file(FILE_INPUT, &file)?;
        let error = "document.querySelector('.stepper-error')";
        d.wait(&format!("{error}.textContent.startsWith('{name}')"), 20)?;
        let message = d.eval(&format!("{error}.textContent"))?;
        // Readable: visible above the panes, and the panes still show a board.
        let visible = d.eval(&format!(
            "{error}.offsetHeight > 0 && getComputedStyle({error}).visibility == 'visible' \
             && document.querySelector('.stepper-pane').offsetHeight > 0 \
             && document.querySelector('.stepper-pane').dataset.board.length == 81"
        ))?;
        if !message.contains(says) || visible != "true" {
            problems.push(format!(
                "a {bad} trace from the file input: expected a visible error saying {says:?}, the page says {message:?} (visible: {visible})"
            ));
        }
        eprintln!("browser test: {name} through the file input: {message}");
        if bad == "version" {
            d.scroll_to(".stepper")?;
            d.screenshot(&shots.join("stepper-error.png"))?;
        }
    }
    Ok(problems)
}

/// Times loading a 200,000-event trace through the file input (check-arrays
/// on line 1 of data/plb/sudoku.txt, as `sudoku-lab trace --format json
/// --max-events 200000` writes it) and a jump to a late event; reports,
/// never asserts.
pub fn measure(d: &Driver, root: &Path, page: &str, scratch: &Path) -> Result<(), String> {
    const EVENTS: u64 = 200_000;
    let text = std::fs::read_to_string(root.join("data/plb/sudoku.txt")).map_err(|e| e.to_string())?;
    let puzzle = format::parse_first(text.lines().next().unwrap_or("").as_bytes(), Format::Line)
        .map_err(|e| format!("data/plb/sudoku.txt: {e}"))?;
    // Placements bound the search (the puzzle takes 69 million); the file
    // holds the first EVENTS events either way.
    let trace = step::record(Variant::CheckArrays, &puzzle, Budget::placements(EVENTS), EVENTS);
    let file = scratch.join("large.check-arrays.json");
    let json = step::to_json(&trace);
    std::fs::write(&file, &json).map_err(|e| format!("{}: {e}", file.display()))?;
    d.open(page)?;
    let start = Instant::now();
    d.choose_file(FILE_INPUT, &file)?;
    d.wait(
        "document.querySelector('.stepper-pick').value.startsWith('yours: large')",
        120,
    )?;
    let load = start.elapsed();
    let late = trace.events.len() - 1;
    // In the page: from Enter's keydown to the pane's new event number.
    d.eval(
        "document.addEventListener('keydown', e => { if (e.key == 'Enter') window.t0 = performance.now(); }, true), \
         new MutationObserver(() => { window.t1 = performance.now(); }).observe(\
         document.querySelector('.stepper-pane'), { attributeFilter: ['data-pos'] })",
    )?;
    let jump_time = jump(d, late)?;
    let in_page = d.eval("(window.t1 - window.t0).toFixed(1)")?;
    eprintln!(
        "measure: a {}-event trace ({:.1} MB) through the file input: loaded and shown in {:.0} ms; \
         jump to event {late} (g, N, Enter): {:.0} ms through the driver, {in_page} ms in the page from Enter to shown",
        trace.events.len(),
        json.len() as f64 / 1e6,
        load.as_secs_f64() * 1e3,
        jump_time.as_secs_f64() * 1e3,
    );
    Ok(())
}
