//! `cargo xtask book --browser-test`: the built book in headless Chromium
//! (`driver.rs`). The stepper of "Watch the five searches" against the Rust
//! trace at events 1, 40 and the last of every variant, then as a reader
//! uses it (`reader.rs`); every chapter of the Korean edition at 1280 and
//! 390 px (`editions.rs`); the search box of both editions (`search.rs`).
//! Screenshots go to `target/screenshots/`. Fails (never skips) when
//! Chromium cannot run.

mod driver;
mod editions;
mod reader;
mod search;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use headless_chrome::{Browser, Tab};
use serde_json::Value;
use sudoku_lab::Variant;
use sudoku_lab::step::{Kind, StepTrace};

use crate::{render, traces};

/// The widths every page is checked at: a desktop's and a phone's.
const WIDTHS: [u32; 2] = [1280, 390];

/// The editions: name, and where in the book (the Korean one in `ko/`).
const EDITIONS: [(&str, &str); 2] = [("en", ""), ("ko", "ko/")];

/// The browser test under way.
struct Test {
    // Dropping the browser ends its process.
    _browser: Browser,
    tab: Arc<Tab>,
    root: PathBuf,
    /// The built book; where the test writes files; its screenshots.
    book: PathBuf,
    scratch: PathBuf,
    shots: PathBuf,
    problems: Vec<String>,
}

/// The string `v` holds, or "".
fn text(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

/// Whether `s` holds a Hangul syllable.
fn hangul(s: &str) -> bool {
    s.chars().any(|c| ('가'..='힣').contains(&c))
}

/// Board, counters and state of `trace` after `n` events, as the page shows them.
fn expected(trace: &StepTrace, n: usize) -> (String, String, Value) {
    let mut state: BTreeMap<&str, Vec<u32>> = trace.state.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let count = |kind| trace.events[..n].iter().filter(|e| e.kind == kind).count();
    let (p, u, t) = (count(Kind::Place), count(Kind::Undo), count(Kind::Test));
    for (name, i, v) in trace.events[..n].iter().flat_map(|e| &e.d) {
        state.get_mut(name.as_str()).expect("a table of the trace's state")[*i as usize] = *v;
    }
    let board = state[trace.state[0].0.as_str()].iter().map(u32::to_string).collect();
    (board, format!("{p},{u},{t},{}", p - u), serde_json::json!(state))
}

/// JS: what the reader sees of the first stepper: its first pane's event,
/// board, counters and state (JSON), the texts of its parts, its controls,
/// the panes shown, the focus and the page's address.
const SEEN: &str = r"(r => {
  const q = c => r.querySelector('.stepper-' + c), all = s => Array.from(r.querySelectorAll(s));
  const texts = {status: 'status', event: 'event', note: 'note', head: 'state-head', panel: 'state', source: 'source', sideWhy: 'side-why'};
  return Object.assign({...q('pane').dataset}, Object.fromEntries(Object.entries(texts).map(([k, c]) => [k, q(c).textContent])), {
    pick: q('pick').value,
    buttons: all('.stepper-controls button').map(b => b.textContent),
    noteShown: q('note').offsetHeight > 0,
    headShown: q('state-head').offsetHeight > 0,
    now: all('.stepper-source .now').map(l => l.textContent),
    left: all('.stepper-cell.left').length,
    sideDisabled: q('side input').disabled,
    sideOptions: all('.stepper-side option').map(o => o.value),
    panes: all('.stepper-pane').filter(p => p.offsetHeight > 0).map(p => p.dataset.pos),
    focus: document.activeElement == r,
    url: location.pathname});
})(document.querySelector('.stepper'))";

impl Test {
    /// [`SEEN`] in the page open.
    fn seen(&self) -> Result<Value, String> {
        self.eval(SEEN)
    }

    /// A problem when the page does not show `trace` after `n` events.
    fn check_at(&mut self, trace: &StepTrace, n: usize, what: &str) -> Result<(), String> {
        let s = self.seen()?;
        let state: Value = serde_json::from_str(text(&s["state"])).map_err(|e| format!("no state in the page: {e}"))?;
        let (board, counters) = (text(&s["board"]), text(&s["counters"]));
        let (want_board, want_counters, want_state) = expected(trace, n);
        let pos: usize = text(&s["pos"]).parse().unwrap_or(usize::MAX);
        if pos != n {
            self.problems
                .push(format!("{what}: the stepper is at event {pos}, expected {n}"));
        } else if board != want_board || counters != want_counters || state != want_state {
            self.problems.push(format!(
                "{what}: at event {n} the page differs from the Rust trace (counters {counters}, expected {want_counters})"
            ));
        }
        Ok(())
    }
}

/// Runs the browser test; the problems found.
pub fn run(root: &Path) -> Result<Vec<String>, String> {
    let book = render::build(root)?;
    let (scratch, shots) = (root.join("target/browser-test"), root.join("target/screenshots"));
    let (_browser, tab) = driver::launch(&scratch)?;
    let (root, problems) = (root.to_path_buf(), Vec::new());
    let t = &mut Test {
        _browser,
        tab,
        root,
        book,
        scratch,
        shots,
        problems,
    };
    search::check(t)?;
    // Each variant's sample at events 1, 40 and the last, opened by the URL hash.
    for v in Variant::ALL {
        let trace = traces::trace(&t.root, "sample", v)?;
        for n in [1, 40, trace.events.len()] {
            t.open(&format!("watch.html#trace=sample.{v}&step={n}"))?;
            t.check_at(&trace, n, &format!("sample.{v} by the URL"))?;
        }
    }
    reader::controls(t)?;
    reader::files(t)?;
    reader::measure(t)?;
    editions::check(t)?;
    Ok(std::mem::take(&mut t.problems))
}
