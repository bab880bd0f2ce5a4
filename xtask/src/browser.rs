//! `cargo xtask book --browser-test`: drives the built book in headless
//! Chromium (`/usr/bin/chromium`, or `$CHROMIUM`) through the DevTools
//! Protocol (`driver.rs`; nothing is downloaded). On the stepper of "Watch
//! the five searches" it checks the board, counters and state panel data
//! against the Rust trace at events 1, 40 and the last for every variant;
//! steps, steps back, jumps to the next undo and to event N with the
//! keyboard and the buttons, as a reader does (`reader.rs`); loads a trace
//! and three malformed ones (truncated, version 2, puzzle mismatch) through
//! the real file input and checks for a readable error; saves screenshots
//! at 1280 and 390 px and of the error under `target/screenshots/`; and
//! measures (reports, never asserts) loading a 200,000-event trace and a
//! late jump. Then every chapter of the Korean edition at 1280 and 390 px
//! (`editions.rs`): a Korean title, Hangul drawn with a real font, the
//! language picker, no page wider than the phone, the stepper in Korean;
//! screenshots in `target/screenshots/ko/`. And the search box of both
//! editions: Korean words in the Korean one, `stress` and `backtracking`
//! in the English one (`search.rs`; screenshots in
//! `target/screenshots/search/`). Fails (never skips) when
//! Chromium cannot run.

mod driver;
mod editions;
mod reader;
mod search;

use std::path::Path;

use sudoku_lab::Variant;
use sudoku_lab::step::StepTrace;

use crate::{render, traces};
use driver::Driver;

/// Board, counters and state of `trace` after `n` events, as the page shows them.
fn expected(trace: &StepTrace, n: usize) -> (String, String, serde_json::Value) {
    let mut state: serde_json::Map<String, serde_json::Value> = trace
        .state
        .iter()
        .map(|(k, v)| (k.clone(), serde_json::json!(v)))
        .collect();
    let (mut p, mut u, mut t) = (0, 0, 0);
    for e in &trace.events[..n] {
        match e.kind {
            sudoku_lab::step::Kind::Place => p += 1,
            sudoku_lab::step::Kind::Undo => u += 1,
            sudoku_lab::step::Kind::Test => t += 1,
        }
        for (name, i, v) in &e.d {
            state[name][*i as usize] = serde_json::json!(v);
        }
    }
    let board: String = state[&trace.state[0].0]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.to_string())
        .collect();
    (
        board,
        format!("{p},{u},{t},{}", p - u),
        serde_json::Value::Object(state),
    )
}

/// What the first pane of the first stepper shows: its event number,
/// board, counters and state.
fn shown(d: &Driver) -> Result<(usize, String, String, serde_json::Value), String> {
    let json = d.eval(
        "JSON.stringify((r => [r.dataset.pos, r.dataset.board, r.dataset.counters, r.dataset.state])\
         (document.querySelector('.stepper-pane')))",
    )?;
    let [pos, board, counters, state]: [String; 4] =
        serde_json::from_str(&json).map_err(|e| format!("no stepper data in the page ({e}): {json}"))?;
    let state = serde_json::from_str(&state).map_err(|e| format!("no state in the page: {e}"))?;
    Ok((pos.parse().unwrap_or(usize::MAX), board, counters, state))
}

/// A problem when the page does not show `trace` after `n` events.
fn check_at(d: &Driver, trace: &StepTrace, n: usize, what: &str) -> Result<Option<String>, String> {
    let (pos, board, counters, state) = shown(d)?;
    let (want_board, want_counters, want_state) = expected(trace, n);
    Ok(if pos != n {
        Some(format!("{what}: the stepper is at event {pos}, expected {n}"))
    } else if board != want_board || counters != want_counters || state != want_state {
        Some(format!(
            "{what}: at event {n} the page differs from the Rust trace (counters {counters}, expected {want_counters})"
        ))
    } else {
        None
    })
}

/// Each variant's sample at events 1, 40 and the last, opened by the URL hash.
fn trace_checks(d: &Driver, root: &Path, page: &str) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    for v in Variant::ALL {
        let trace = traces::trace(root, "sample", v)?;
        for n in [1, 40, trace.events.len()] {
            d.open(&format!("{page}#trace=sample.{v}&step={n}"))?;
            problems.extend(check_at(d, &trace, n, &format!("sample.{v} by the URL"))?);
        }
    }
    Ok(problems)
}

/// Screenshots of side by side (bitmask and hole-array at event 500 of
/// `undos`) at 1280 and 390 px: the stepper from its top, in full.
fn screenshots(d: &Driver, page: &str, shots: &Path) -> Result<(), String> {
    for width in [1280, 390] {
        d.viewport(width, 1000)?;
        d.open(&format!("{page}#trace=undos.bitmask&step=500&side=hole-array"))?;
        let height: u32 = d
            .eval("Math.ceil(document.querySelector('.stepper').getBoundingClientRect().height) + 80")?
            .parse()
            .map_err(|e| format!("the stepper's height: {e}"))?;
        d.viewport(width, height.clamp(400, 4000))?;
        d.scroll_to(".stepper")?;
        let wide = d.eval("document.documentElement.scrollWidth")?;
        eprintln!("browser test: at {width} px the page is {wide} px wide");
        d.screenshot(&shots.join(format!("stepper-{width}.png")))?;
    }
    d.viewport(1280, 1000)
}

/// Runs the browser test; the problems found.
pub fn run(root: &Path) -> Result<Vec<String>, String> {
    let dir = render::build(root)?;
    let page = format!("file://{}", dir.join("watch.html").display());
    let scratch = root.join("target/browser-test");
    let shots = root.join("target/screenshots");
    for d in [&scratch, &shots] {
        std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    let d = Driver::launch(&scratch)?;
    let mut problems = search::check(&d, root, &dir, &shots)?;
    problems.extend(trace_checks(&d, root, &page)?);
    problems.extend(reader::controls(&d, root, &page)?);
    problems.extend(reader::files(&d, root, &page, &scratch, &shots)?);
    screenshots(&d, &page, &shots)?;
    reader::measure(&d, root, &page, &scratch)?;
    problems.extend(editions::check(&d, root, &dir, &shots)?);
    Ok(problems)
}
