//! `cargo xtask book --browser-test`: loads the built book in headless
//! Chromium (`/usr/bin/chromium`, or `$CHROMIUM`; nothing is downloaded),
//! jumps the stepper of "Watch the five searches" to event N for every
//! variant and compares its board, counters and state panel data with the
//! Rust trace at N; loads malformed traces through the stepper's loader
//! and checks for a readable error; saves screenshots at 1280 and 390 px
//! under `target/screenshots/`. Fails (never skips) when Chromium cannot run.

use std::path::Path;
use std::process::Command;

use sudoku_lab::Variant;
use sudoku_lab::step::StepTrace;

use crate::{render, traces};

fn chromium() -> String {
    std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_string())
}

/// The DOM of `url` after its scripts ran.
fn dom(url: &str) -> Result<String, String> {
    let out = Command::new(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--virtual-time-budget=5000",
            "--dump-dom",
            url,
        ])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", chromium()))?;
    if !out.status.success() {
        return Err(format!("chromium failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The value of the first `name="..."` attribute in `html`, unescaped.
fn attr(html: &str, name: &str) -> Option<String> {
    let start = html.find(&format!("{name}=\""))? + name.len() + 2;
    let end = start + html[start..].find('"')?;
    Some(html[start..end].replace("&quot;", "\"").replace("&amp;", "&"))
}

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

/// Runs the browser test; the problems found.
pub fn run(root: &Path) -> Result<Vec<String>, String> {
    let dir = render::build(root)?;
    let page = format!("file://{}", dir.join("watch.html").display());
    let mut problems = Vec::new();
    for v in Variant::ALL {
        let trace = traces::trace(root, "sample", v)?;
        for n in [1, 40, trace.events.len()] {
            let html = dom(&format!("{page}#trace=sample.{v}&step={n}"))?;
            let (board, counters, state) = expected(&trace, n);
            let got_state: serde_json::Value = serde_json::from_str(&attr(&html, "data-state").unwrap_or_default())
                .map_err(|e| format!("{v} at {n}: no state in the page: {e}"))?;
            if attr(&html, "data-board").as_deref() != Some(&board)
                || attr(&html, "data-counters").as_deref() != Some(&counters)
                || got_state != state
            {
                problems.push(format!("{v} at event {n}: the page differs from the Rust trace"));
            }
        }
    }
    for (bad, says) in [
        ("truncated", "cut short"),
        ("version", "version 2"),
        ("mismatch", "do not fit"),
    ] {
        let html = dom(&format!("{page}#bad={bad}"))?;
        let error = html
            .split("stepper-error\" role=\"alert\">")
            .nth(1)
            .and_then(|s| s.split('<').next())
            .unwrap_or("");
        if !error.contains(says) {
            problems.push(format!(
                "a {bad} trace: expected an error saying {says:?}, the page says {error:?}"
            ));
        }
    }
    let shots = root.join("target/screenshots");
    std::fs::create_dir_all(&shots).map_err(|e| e.to_string())?;
    for width in [1280, 390] {
        let out = shots.join(format!("stepper-{width}.png"));
        Command::new(chromium())
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--virtual-time-budget=3000",
            ])
            .arg(format!("--window-size={width},1600"))
            .arg(format!("--screenshot={}", out.display()))
            .arg(format!("{page}#trace=undos.bitmask&step=500&side=hole-array"))
            .output()
            .map_err(|e| format!("cannot run {}: {e}", chromium()))?;
        eprintln!("screenshot: {}", out.display());
    }
    Ok(problems)
}
