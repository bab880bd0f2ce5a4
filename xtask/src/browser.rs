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

use std::collections::BTreeMap;
use std::path::Path;

use sudoku_lab::Variant;
use sudoku_lab::step::{Kind, StepTrace};

use crate::{render, traces};
use driver::Driver;

/// Board, counters and state of `trace` after `n` events, as the page shows them.
fn expected(trace: &StepTrace, n: usize) -> (String, String, serde_json::Value) {
    let mut state: BTreeMap<&str, Vec<u32>> = trace.state.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let count = |kind| trace.events[..n].iter().filter(|e| e.kind == kind).count();
    let (p, u, t) = (count(Kind::Place), count(Kind::Undo), count(Kind::Test));
    for (name, i, v) in trace.events[..n].iter().flat_map(|e| &e.d) {
        state.get_mut(name.as_str()).expect("a table of the trace's state")[*i as usize] = *v;
    }
    let board = state[trace.state[0].0.as_str()].iter().map(u32::to_string).collect();
    (board, format!("{p},{u},{t},{}", p - u), serde_json::json!(state))
}

/// JS: what the reader sees of the first stepper: the event shown, board,
/// counters and state (JSON) of its first pane, the trace picked,
/// the buttons' text, the status line, the note under the event, the
/// numbering line, the source pane (and its highlighted lines), the
/// side-by-side box, the focus and the page's address.
const SEEN: &str = "(r => ({\
     pos: r.querySelector('.stepper-pane').dataset.pos,\
     board: r.querySelector('.stepper-pane').dataset.board,\
     counters: r.querySelector('.stepper-pane').dataset.counters,\
     state: r.querySelector('.stepper-pane').dataset.state,\
     pick: r.querySelector('.stepper-pick').value,\
     buttons: Array.from(r.querySelectorAll('.stepper-controls button')).map(b => b.textContent),\
     status: r.querySelector('.stepper-status').textContent,\
     event: r.querySelector('.stepper-event').textContent,\
     note: r.querySelector('.stepper-note').textContent,\
     noteShown: r.querySelector('.stepper-note').offsetHeight > 0,\
     head: r.querySelector('.stepper-state-head').textContent,\
     headShown: r.querySelector('.stepper-state-head').offsetHeight > 0,\
     panel: r.querySelector('.stepper-state').textContent,\
     source: r.querySelector('.stepper-source').textContent,\
     now: Array.from(r.querySelectorAll('.stepper-source .now')).map(l => l.textContent),\
     left: Array.from(r.querySelectorAll('.stepper-cell.left')).length,\
     sideDisabled: r.querySelector('.stepper-side input').disabled,\
     sideOptions: Array.from(r.querySelectorAll('.stepper-side option')).map(o => o.value),\
     sideWhy: r.querySelector('.stepper-side-why').textContent,\
     panes: Array.from(r.querySelectorAll('.stepper-pane')).filter(p => p.offsetHeight > 0).map(p => p.dataset.pos),\
     focus: document.activeElement == r,\
     url: location.pathname}))(document.querySelector('.stepper'))";

/// [`SEEN`] in the page open in `d`.
pub fn seen(d: &Driver) -> Result<serde_json::Value, String> {
    d.json(SEEN)
}

/// A problem when the page does not show `trace` after `n` events.
fn check_at(d: &Driver, trace: &StepTrace, n: usize, what: &str) -> Result<Option<String>, String> {
    let s = seen(d)?;
    let state: serde_json::Value =
        serde_json::from_str(s["state"].as_str().unwrap_or("")).map_err(|e| format!("no state in the page: {e}"))?;
    let (board, counters) = (s["board"].as_str().unwrap_or(""), s["counters"].as_str().unwrap_or(""));
    let (want_board, want_counters, want_state) = expected(trace, n);
    let pos: usize = s["pos"].as_str().and_then(|p| p.parse().ok()).unwrap_or(usize::MAX);
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
fn screenshots(d: &Driver, page: &str, shots: &Path) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    for width in [1280, 390] {
        d.viewport(width, 1000)?;
        d.open(&format!("{page}#trace=undos.bitmask&step=500&side=hole-array"))?;
        let out = shots.join(format!("stepper-{width}.png"));
        problems.extend(reader::shot(
            d,
            width,
            reader::STEPPER,
            &out,
            &format!("watch.html side by side, {width} px"),
        )?);
        let wide = d.eval("document.documentElement.scrollWidth")?;
        eprintln!("browser test: at {width} px the page is {wide} px wide");
    }
    d.viewport(1280, 1000)?;
    Ok(problems)
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
    problems.extend(screenshots(&d, &page, &shots)?);
    reader::measure(&d, root, &page, &scratch)?;
    problems.extend(editions::check(&d, root, &dir, &shots)?);
    Ok(problems)
}
