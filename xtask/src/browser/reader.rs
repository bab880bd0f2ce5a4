//! The stepper as a reader uses it: keys and buttons, "jump to event N",
//! "load your own trace" through the real file input (malformed traces must
//! give a readable error, not a blank panel), the timing of a large trace;
//! and what issue 25 found surprising, one check each: the keys a chapter's
//! note names work from the note (no click, no page turned), "next undo"
//! named and saying so when there is none, the state panel's numbering
//! explained, full-scan's digit left after an undo explained, the source
//! pane without the meter lines the listings hide, side by side with a
//! loaded trace, chapters opening on chapter 2's small puzzle, the keys
//! back after a jump; at 390 px, Korean words whole and the board inside
//! the screen. Screenshots of each in both editions at 1280 and 390 px.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::json;
use sudoku_lab::Variant;
use sudoku_lab::format::Format;
use sudoku_lab::step::{self, Kind, StepTrace};

use super::driver::Driver;
use super::{WIDTHS, check_at, mkdir, seen, text, url};
use crate::traces;

const FILE_INPUT: &str = ".stepper-load input[type=file]";
/// JS: the first stepper, and the chapter's note just above it.
const STEPPER: &str = "document.querySelector('.stepper')";
const NOTE: &str = "document.querySelector('.stepper').previousElementSibling";

/// Writes `text` to `file` in `scratch`; its path.
fn write(scratch: &Path, file: &str, text: impl AsRef<[u8]>) -> Result<std::path::PathBuf, String> {
    let path = scratch.join(file);
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// Chooses `file` in the file input and waits until the stepper shows it.
fn choose(d: &Driver, file: &Path, seconds: u64) -> Result<(), String> {
    d.choose_file(FILE_INPUT, file)?;
    let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let variant = name.trim_end_matches(".json").rsplit('.').next().unwrap_or("");
    let label = format!("yours: {name}.{variant}");
    d.wait(
        &format!("document.querySelector('.stepper-pick').value == '{label}'"),
        seconds,
    )?;
    Ok(())
}

/// Picks `value` in the `<select>` `selector`, as a reader does.
fn select(d: &Driver, selector: &str, value: &str) -> Result<(), String> {
    let set = format!("s => {{ s.value = '{value}'; s.dispatchEvent(new Event('change')); }}");
    d.eval(&format!("({set})(document.querySelector('{selector}'))"))
        .map(drop)
}

/// Scrolls the chapter's note above the stepper into view, as a reader reading it.
fn read_note(d: &Driver) -> Result<(), String> {
    d.eval(&format!(
        "window.scrollTo(0, {NOTE}.getBoundingClientRect().top + window.scrollY - 80)"
    ))
    .map(drop)
}

/// Jumps with the keyboard: a click on the board, `g`, the event number,
/// Enter; the time from Enter to the event shown.
fn jump(d: &Driver, n: usize) -> Result<Duration, String> {
    d.click(".stepper-board")?;
    d.key("g")?;
    d.type_str(&n.to_string())?;
    let start = Instant::now();
    d.key("Enter")?;
    d.wait(
        &format!("document.querySelector('.stepper-pane').dataset.pos == '{n}'"),
        60,
    )?;
    Ok(start.elapsed())
}

/// The number (1-based) of the first event of `kind` in `trace`.
fn first(trace: &StepTrace, kind: Kind) -> Result<usize, String> {
    let at = trace.events.iter().position(|e| e.kind == kind);
    at.map(|k| k + 1)
        .ok_or(format!("a {} trace without a {kind:?} event", trace.variant))
}

/// Steps with keys and buttons, jumps to the next undo and to event N.
pub fn controls(d: &Driver, root: &Path, dir: &Path) -> Result<Vec<String>, String> {
    let page = url(&dir.join("watch.html"));
    d.open(&format!("{page}#trace=sample.check-arrays"))?;
    let sample = traces::trace(root, "sample", Variant::CheckArrays)?;
    let undos = traces::trace(root, "undos", Variant::CheckArrays)?;
    let mut problems = Vec::new();
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
    select(d, ".stepper-pick", "undos.check-arrays")?;
    d.click(".stepper-board")?;
    d.key("u")?;
    problems.extend(check_at(
        d,
        &undos,
        first(&undos, Kind::Undo)?,
        "u (next undo) on undos",
    )?);
    jump(d, 1234)?;
    problems.extend(check_at(d, &undos, 1234, "g 1234 Enter on undos")?);
    // Enter gives the keys back to the stepper: no click needed.
    if seen(d)?["focus"] != true {
        let focus = d.eval("document.activeElement.tagName + '.' + document.activeElement.className")?;
        problems.push(format!(
            "after g 1234 Enter the focus is on {}, not on the stepper",
            text(&focus)
        ));
    }
    d.key("l")?;
    problems.extend(check_at(d, &undos, 1235, "l right after the jump (no click)")?);
    problems.extend(issue_25(d, root, dir)?);
    Ok(problems)
}

/// Issue 25's surprises, each checked as a reader meets it.
fn issue_25(d: &Driver, root: &Path, dir: &Path) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    let (page, chapter) = (url(&dir.join("watch.html")), url(&dir.join("full-scan.html")));
    // The chapters and "Watch" open on chapter 2's small puzzle.
    for (url, want) in [(&page, "small.check-arrays"), (&chapter, "small.full-scan")] {
        d.open(url)?;
        let pick = seen(d)?["pick"].clone();
        if pick != want {
            problems.push(format!(
                "{url}: the stepper opens on {pick}, not on {want} (chapter 2's small puzzle)"
            ));
        }
    }
    // The keys of the chapter's note, pressed while reading the note: no
    // click, and → steps instead of turning the page.
    read_note(d)?;
    d.key("ArrowRight")?;
    d.key("ArrowRight")?;
    let after = seen(d)?;
    if !text(&after["url"]).ends_with("/full-scan.html") || after["pos"] != "2" {
        problems.push(format!(
            "→ twice while reading full-scan's note: the page is {} and the stepper at event {} (expected full-scan.html, event 2)",
            after["url"], after["pos"]
        ));
    }
    if after["focus"] != true {
        problems.push("→ from the note did not give the stepper the focus".to_string());
    }
    d.key("ArrowLeft")?;
    let back = seen(d)?["pos"].clone();
    if back != "1" {
        problems.push(format!("← from the note: event {back}, expected 1"));
    }
    // Away from the stepper, → is still mdBook's: the next chapter.
    d.open(&chapter)?;
    d.eval("window.scrollTo(0, 0)")?;
    d.key("ArrowRight")?;
    d.wait("!location.pathname.endsWith('/full-scan.html')", 10)
        .map_err(|e| format!("→ at the top of full-scan.html no longer turns the page: {e}"))?;
    // "next undo", named so; on a trace without undos it says so.
    d.open(&format!("{page}#trace=sample.check-arrays&step=5"))?;
    let buttons = seen(d)?["buttons"].clone();
    let names: Vec<&str> = buttons.as_array().map_or(Vec::new(), |b| b.iter().map(text).collect());
    if !names.contains(&"next undo") || names.iter().any(|b| b.contains('↶')) {
        problems.push(format!(
            "the stepper's buttons are {names:?}: expected one named \"next undo\", no \"↶ undo\""
        ));
    }
    d.key("u")?;
    let s = seen(d)?;
    if s["pos"] != "5" || !text(&s["status"]).contains("no undo in this trace") {
        problems.push(format!(
            "u on the sample (no undos): event {}, status {} (expected event 5 and a status saying there is no undo)",
            s["pos"], s["status"]
        ));
    }
    // The numbering: the panel says it counts from 0 like the code, and a
    // list entry names its cell as the events do (1-based).
    d.open(&format!("{page}#trace=small.empty-list&step=1"))?;
    let s = seen(d)?;
    let marked = text(&s["panel"]).lines().find(|l| l.starts_with('▶'));
    let event = text(&s["event"]);
    let fits = marked.and_then(|l| {
        let (pair, cell) = l.split_once(") ")?;
        let (a, b) = pair.split_once("] (")?.1.split_once(", ")?;
        let want = format!("r{}c{}", a.parse::<u32>().ok()? + 1, b.parse::<u32>().ok()? + 1);
        Some(cell.trim() == want && event.contains(&want))
    });
    if s["headShown"] != true || !text(&s["head"]).contains("from 0") || fits != Some(true) {
        problems.push(format!(
            "the state panel's numbering: head {} (shown: {}), marked entry {marked:?}, event {event:?}: expected the 0-based rule said and the entry naming the event's cell",
            s["head"], s["headShown"]
        ));
    }
    // full-scan's undo leaves its digit on the post's board: shown, and
    // said where it happens; the source pane highlights the port's comment.
    let small = traces::trace(root, "small", Variant::FullScan)?;
    let undo = first(&small, Kind::Undo)?;
    let e = &small.events[undo - 1];
    let cell = format!("r{}c{}", e.cell / 9 + 1, e.cell % 9 + 1);
    d.open(&format!("{page}#trace=small.full-scan&step={undo}"))?;
    problems.extend(check_at(d, &small, undo, "small.full-scan at its first undo")?);
    let s = seen(d)?;
    let (board, note, now) = (text(&s["board"]), text(&s["note"]), s["now"].to_string());
    if board.as_bytes().get(e.cell as usize) != Some(&(b'0' + e.digit))
        || s["left"] != 1
        || s["noteShown"] != true
        || !note.contains(&format!("{cell} {}", e.digit))
        || !note.contains("does not clear")
        || !now.contains("leaves")
    {
        problems.push(format!(
            "full-scan's first undo ({} at {cell}): board digit {:?}, {} cells marked left, note {note:?} (shown {}), source lines {now}: expected the digit kept, marked, explained",
            e.digit,
            board.chars().nth(e.cell as usize),
            s["left"],
            s["noteShown"]
        ));
    }
    // The source pane: never a meter line, and a highlighted line for each
    // kind of event, in every port.
    for v in Variant::ALL {
        let t = traces::trace(root, "small", v)?;
        for kind in [Kind::Test, Kind::Place, Kind::Undo] {
            let n = first(&t, kind)?;
            d.open(&format!("{page}#trace=small.{v}&step={n}"))?;
            let s = seen(d)?;
            let source = text(&s["source"]);
            if source.contains("meter") || s["now"].as_array().is_none_or(|l| l.is_empty()) {
                problems.push(format!(
                    "small.{v} at event {n} ({kind:?}): the source pane shows {source:?}, highlighted {}: expected no meter line and the event's line",
                    s["now"]
                ));
            }
        }
    }
    Ok(problems)
}

/// Loads a trace, then malformed ones, through the file input.
pub fn files(d: &Driver, root: &Path, dir: &Path, scratch: &Path, shots: &Path) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    d.open(&url(&dir.join("watch.html")))?;
    let trace = traces::trace(root, "undos", Variant::Bitmask)?;
    let good = step::to_json(&trace);
    choose(d, &write(scratch, "undos.bitmask.json", &good)?, 20)?;
    problems.extend(check_at(d, &trace, 0, "a trace from the file input")?);
    jump(d, 500)?;
    problems.extend(check_at(d, &trace, 500, "the loaded trace at g 500")?);
    // Side by side with the loaded trace: the book's traces of the same
    // puzzle by the other ports, in lockstep.
    select(d, ".stepper-side select", "hole-array")?;
    d.click(".stepper-side input")?;
    let s = seen(d)?;
    if s["sideDisabled"] != false || s["panes"] != json!(["500", "500"]) {
        problems.push(format!(
            "side by side with a loaded trace: disabled {}, options {}, panes shown at {}: expected two panes at event 500",
            s["sideDisabled"], s["sideOptions"], s["panes"]
        ));
    }
    // A puzzle the page has no other trace of: the box is off and says why.
    let third = ("data/projecteuler/easy50.txt", Format::Line, 3);
    let alone = traces::record(root, Variant::FullScan, third, u64::MAX, 10_000)?;
    choose(d, &write(scratch, "third.full-scan.json", step::to_json(&alone))?, 20)?;
    let s = seen(d)?;
    if s["sideDisabled"] != true || s["panes"].as_array().map_or(0, Vec::len) != 1 || s["sideWhy"] == "" {
        problems.push(format!(
            "side by side with a loaded trace of a puzzle the page lacks: disabled {}, panes {}, reason {}: expected the box off, one pane, a reason",
            s["sideDisabled"], s["panes"], s["sideWhy"]
        ));
    }
    // Malformed copies of the good trace, and what each error must say.
    let first = trace.events[0].cell as usize;
    let mut puzzle = trace.puzzle.clone();
    puzzle.replace_range(first..=first, "5");
    for (bad, body, says) in [
        ("truncated", good[..good.len() / 2].to_string(), "cut short"),
        (
            "version",
            good.replacen("\"version\":1", "\"version\":2", 1),
            "version 2",
        ),
        ("mismatch", good.replacen(&trace.puzzle, &puzzle, 1), "do not fit"),
    ] {
        let name = format!("bad-{bad}.json");
        d.choose_file(FILE_INPUT, &write(scratch, &name, body)?)?;
        let error = "document.querySelector('.stepper-error')";
        d.wait(&format!("{error}.textContent.startsWith('{name}')"), 20)?;
        let message = d.eval(&format!("{error}.textContent"))?;
        // Readable: visible above the panes, and the panes still show a board.
        let visible = d.eval(&format!(
            "{error}.offsetHeight > 0 && getComputedStyle({error}).visibility == 'visible' \
             && document.querySelector('.stepper-pane').offsetHeight > 0 \
             && document.querySelector('.stepper-pane').dataset.board.length == 81"
        ))?;
        let message = text(&message);
        if !message.contains(says) || visible != true {
            problems.push(format!(
                "a {bad} trace from the file input: expected a visible error saying {says:?}, the page says {message:?} (visible: {visible})"
            ));
        }
        eprintln!("browser test: {name} through the file input: {message}");
        if bad == "version" {
            d.scroll_to(STEPPER)?;
            d.screenshot(&shots.join("stepper-error.png"))?;
        }
    }
    problems.extend(screenshots(d, root, dir, scratch, shots)?);
    Ok(problems)
}

/// Times loading a 200,000-event trace through the file input (check-arrays
/// on line 1 of data/plb/sudoku.txt, as `sudoku-lab trace --format json
/// --max-events 200000` writes it) and a jump to a late event; reports,
/// never asserts.
pub fn measure(d: &Driver, root: &Path, dir: &Path, scratch: &Path) -> Result<(), String> {
    const EVENTS: u64 = 200_000;
    // Placements bound the search (the puzzle takes 69 million); the file
    // holds the first EVENTS events either way.
    let plb = ("data/plb/sudoku.txt", Format::Line, 1);
    let trace = traces::record(root, Variant::CheckArrays, plb, EVENTS, EVENTS)?;
    let json = step::to_json(&trace);
    let file = write(scratch, "large.check-arrays.json", &json)?;
    d.open(&url(&dir.join("watch.html")))?;
    let start = Instant::now();
    choose(d, &file, 120)?;
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
         jump to event {late} (g, N, Enter): {:.0} ms through the driver, {} ms in the page from Enter to shown",
        trace.events.len(),
        json.len() as f64 / 1e6,
        load.as_secs_f64() * 1e3,
        jump_time.as_secs_f64() * 1e3,
        text(&in_page),
    );
    Ok(())
}

/// JS: what a phone reader of a Korean page would see broken, as a JSON
/// list: body text whose `word-break` is not `keep-all`, a Korean word
/// drawn on two lines (two Hangul syllables side by side split: "아 / 낀";
/// a break before "(" or after ")" is a break between words), a number cell of a table (right-aligned, "0.06 s")
/// on two lines, a stepper's board whose right edge leaves its pane or the
/// screen.
const PHONE_PROBLEMS: &str = r#"(() => {
  const out = [], hangul = /[가-힣]/, ko = /^ko/.test(document.documentElement.lang);
  const lines = r => new Set(Array.from(r.getClientRects()).filter(x => x.width > 0).map(x => Math.round(x.top))).size;
  if (ko) for (const b of document.querySelectorAll('main p, main li, main td, main th, main summary, main h1, main h2, main h3, .stepper-controls, .stepper-event, .stepper-note, .stepper-status, .stepper-state-head')) {
    if (!hangul.test(b.textContent) || b.offsetHeight == 0) continue;
    const wb = getComputedStyle(b).wordBreak;
    if (wb != 'keep-all') { out.push('word-break: ' + wb + ' in ' + b.tagName + ' "' + b.textContent.trim().slice(0, 30) + '"'); continue; }
    const walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (n.parentElement.closest('code, pre')) continue;
      const re = /[가-힣]{2,}/g; let m;
      while ((m = re.exec(n.data))) {
        const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
        if (lines(r) > 1) out.push('a word on two lines: ' + m[0]);
      }
    }
  }
  for (const td of document.querySelectorAll('main td[style*="text-align: right"]')) {
    const r = document.createRange(); r.selectNodeContents(td);
    if (lines(r) > 1) out.push('a number cell on two lines: ' + td.textContent);
  }
  for (const b of document.querySelectorAll('.stepper-board')) {
    if (b.offsetHeight == 0) continue;
    const r = b.getBoundingClientRect(), p = b.parentElement.getBoundingClientRect();
    const room = Math.min(p.right, document.documentElement.clientWidth);
    if (r.right > room + 0.5) out.push('the stepper board ends at ' + r.right.toFixed(1) + ' px, its room at ' + room.toFixed(1) + ' px');
  }
  return Array.from(new Set(out));
})()"#;

/// The phone layout's problems on the page open in `d` (`what` names it),
/// the first six and how many more.
pub fn phone_layout(d: &Driver, what: &str) -> Result<Vec<String>, String> {
    let found: Vec<String> = serde_json::from_value(d.eval(PHONE_PROBLEMS)?).map_err(|e| format!("{what}: {e}"))?;
    let more = (found.len() > 6).then(|| format!("and {} more", found.len() - 6));
    Ok(found
        .iter()
        .take(6)
        .chain(&more)
        .map(|p| format!("{what}: {p}"))
        .collect())
}

/// Screenshots of the stepper, each checked for the phone layout: side by
/// side (bitmask and hole-array at event 500 of `undos`) as
/// `shots/stepper-WIDTH.png`; and after each fix of issue 25, in both
/// editions, as `shots/stepper/STATE-EDITION-WIDTH.png`: `chapter`
/// (full-scan's chapter after → pressed while reading the note), `undo`
/// (full-scan's first undo reached with g N Enter: the digit left, the
/// source pane), `no-undo` (u on the sample), `side` (a loaded trace side
/// by side) and `side-none` (a loaded trace of another puzzle).
fn screenshots(d: &Driver, root: &Path, dir: &Path, scratch: &Path, shots: &Path) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    // Sizes the viewport to hold the first stepper from `from` (a JS
    // element above it, or the stepper itself) to its bottom, scrolls
    // there, saves `out` and checks the phone layout.
    let mut shot = |width: u32, from: &str, out: &Path, what: &str| -> Result<(), String> {
        let span = format!("{STEPPER}.getBoundingClientRect().bottom - ({from}).getBoundingClientRect().top");
        let height = d
            .eval(&format!("Math.ceil({span}) + 90"))?
            .as_u64()
            .ok_or("the stepper's height")?;
        d.viewport(width, (height as u32).clamp(400, 4000))?;
        d.scroll_to(from)?;
        d.screenshot(out)?;
        problems.extend(phone_layout(d, what)?);
        Ok(())
    };
    for width in WIDTHS {
        d.viewport(width, 1000)?;
        d.open(&format!(
            "{}#trace=undos.bitmask&step=500&side=hole-array",
            url(&dir.join("watch.html"))
        ))?;
        let what = format!("watch.html side by side, {width} px");
        shot(width, STEPPER, &shots.join(format!("stepper-{width}.png")), &what)?;
        let wide = d.eval("document.documentElement.scrollWidth")?;
        eprintln!("browser test: at {width} px the page is {wide} px wide");
    }
    let out = shots.join("stepper");
    mkdir(&out)?;
    let small = traces::trace(root, "small", Variant::FullScan)?;
    let undo = first(&small, Kind::Undo)?;
    for (edition, dir) in [("en", dir.to_path_buf()), ("ko", dir.join("ko"))] {
        for width in WIDTHS {
            let png = |state: &str| out.join(format!("{state}-{edition}-{width}.png"));
            let open = |page: &str| d.viewport(width, 1000).and_then(|()| d.open(&url(&dir.join(page))));
            open("full-scan.html")?;
            read_note(d)?;
            d.key("ArrowRight")?;
            let what = format!("{edition}/full-scan.html's stepper at {width} px");
            shot(width, NOTE, &png("chapter"), &what)?;
            open("watch.html#trace=small.full-scan")?;
            jump(d, undo)?;
            let what = format!("{edition}/watch.html at full-scan's undo, {width} px");
            shot(width, STEPPER, &png("undo"), &what)?;
            open("watch.html#trace=sample.check-arrays&step=3")?;
            d.click(".stepper-board")?;
            d.key("u")?;
            let what = format!("{edition}/watch.html after u on the sample, {width} px");
            shot(width, STEPPER, &png("no-undo"), &what)?;
            open("watch.html")?;
            choose(d, &scratch.join("undos.bitmask.json"), 20)?;
            d.click(".stepper-side input")?;
            d.eval("Steppers[0].go(40)")?;
            let what = format!("{edition}/watch.html side by side, {width} px");
            shot(width, STEPPER, &png("side"), &what)?;
            choose(d, &scratch.join("third.full-scan.json"), 20)?;
            let what = format!("{edition}/watch.html side by side with another puzzle, {width} px");
            shot(width, STEPPER, &png("side-none"), &what)?;
        }
    }
    d.viewport(1280, 1000)?;
    Ok(problems)
}
