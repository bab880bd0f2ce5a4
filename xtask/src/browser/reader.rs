//! The stepper as a reader uses it: keys, buttons, "jump to event N", "load
//! your own trace" (a malformed one gives a readable error, not a blank
//! panel); what issue 25 found surprising, one check each; screenshots.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::json;
use sudoku_lab::Variant;
use sudoku_lab::format::Format;
use sudoku_lab::step::{self, Kind, StepTrace};

use super::{EDITIONS, Test, WIDTHS, text};
use crate::traces;

const FILE_INPUT: &str = ".stepper-load input[type=file]";
/// JS: the first stepper, and the chapter's note above it.
const STEPPER: &str = "document.querySelector('.stepper')";
const NOTE: &str = "document.querySelector('.stepper').previousElementSibling";

/// The number (1-based) of the first event of `kind` in `trace`.
fn first(trace: &StepTrace, kind: Kind) -> Result<usize, String> {
    let at = trace.events.iter().position(|e| e.kind == kind).map(|k| k + 1);
    at.ok_or(format!("a {} trace without a {kind:?} event", trace.variant))
}

impl Test {
    /// Opens `page` of the book and returns what the reader sees of its stepper.
    fn look(&self, page: &str) -> Result<serde_json::Value, String> {
        self.open(page)?;
        self.seen()
    }

    /// Writes `text` to `file` in `scratch`; its path.
    fn write(&self, file: &str, text: impl AsRef<[u8]>) -> Result<PathBuf, String> {
        let path = self.scratch.join(file);
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(path)
    }

    /// Chooses `file` (`NAME.VARIANT.json`, in `scratch`) in the file input; waits until it is shown.
    fn choose(&self, file: &str, seconds: u64) -> Result<(), String> {
        self.choose_file(FILE_INPUT, &self.scratch.join(file))?;
        let variant = file.trim_end_matches(".json").rsplit('.').next().unwrap_or("");
        let shown = format!("document.querySelector('.stepper-pick').value == 'yours: {file}.{variant}'");
        self.wait(&shown, seconds)
    }

    /// Picks `value` in the `<select>` `selector`, as a reader does.
    fn select(&self, selector: &str, value: &str) -> Result<(), String> {
        let set = format!("s => {{ s.value = '{value}'; s.dispatchEvent(new Event('change')); }}");
        let js = format!("({set})(document.querySelector('{selector}'))");
        self.eval(&js).map(drop)
    }

    /// Scrolls the chapter's note above the stepper into view, as a reader reading it.
    fn read_note(&self) -> Result<(), String> {
        let top = format!("{NOTE}.getBoundingClientRect().top + window.scrollY - 80");
        self.eval(&format!("window.scrollTo(0, {top})")).map(drop)
    }

    /// A click on the board, `g`, `n`, Enter; the time from Enter to event `n` shown.
    fn jump(&self, n: usize) -> Result<Duration, String> {
        self.click(".stepper-board")?;
        self.keys("g")?;
        self.type_str(&n.to_string())?;
        let start = Instant::now();
        self.keys("Enter")?;
        let shown = format!("document.querySelector('.stepper-pane').dataset.pos == '{n}'");
        self.wait(&shown, 60)?;
        Ok(start.elapsed())
    }

    /// Screenshot `name` of the first stepper from `from` (a JS element
    /// above it) to its bottom, then the phone layout's problems.
    fn shot(&mut self, width: u32, from: &str, name: &str) -> Result<(), String> {
        let span = format!("{STEPPER}.getBoundingClientRect().bottom - ({from}).getBoundingClientRect().top");
        let height = self.eval(&format!("Math.ceil({span}) + 90"))?;
        let height = height.as_u64().ok_or("the stepper's height")?;
        self.viewport(width, height.clamp(400, 4000) as u32)?;
        self.scroll_to(from)?;
        self.screenshot(name)?;
        self.phone_layout(name)
    }

    /// The phone layout's problems on the page open, the first six of them.
    pub fn phone_layout(&mut self, what: &str) -> Result<(), String> {
        let found: Vec<String> =
            serde_json::from_value(self.eval(PHONE_PROBLEMS)?).map_err(|e| format!("{what}: {e}"))?;
        let more = (found.len() > 6).then(|| format!("and {} more", found.len() - 6));
        let problems = found.iter().take(6).chain(&more).map(|p| format!("{what}: {p}"));
        self.problems.extend(problems);
        Ok(())
    }
}

/// Steps with keys and buttons, jumps to the next undo and to event N.
pub fn controls(t: &mut Test) -> Result<(), String> {
    let sample = traces::trace(&t.root, "sample", Variant::CheckArrays)?;
    let undos = traces::trace(&t.root, "undos", Variant::CheckArrays)?;
    t.open("watch.html#trace=sample.check-arrays")?;
    // Clicking the board focuses the stepper, as the chapter tells.
    t.click(".stepper-board")?;
    t.keys("ArrowRight ArrowRight ArrowRight")?;
    t.check_at(&sample, 3, "→ three times")?;
    t.keys("h")?;
    t.check_at(&sample, 2, "h (step back)")?;
    t.click("button.stepper-btn[title^='step (']")?;
    t.check_at(&sample, 3, "the step ▶ button")?;
    t.click("button.stepper-btn[title^='step back']")?;
    t.click("button.stepper-btn[title^='step back']")?;
    t.check_at(&sample, 1, "the ◀ back button twice")?;
    // The puzzle with undos, chosen in the stepper's list.
    t.select(".stepper-pick", "undos.check-arrays")?;
    t.click(".stepper-board")?;
    t.keys("u")?;
    t.check_at(&undos, first(&undos, Kind::Undo)?, "u (next undo) on undos")?;
    t.jump(1234)?;
    t.check_at(&undos, 1234, "g 1234 Enter on undos")?;
    // Enter gives the keys back to the stepper: no click needed.
    if t.seen()?["focus"] != true {
        let focus = t.eval("(e => e.tagName + '.' + e.className)(document.activeElement)")?;
        t.problems.push(format!(
            "after g 1234 Enter the focus is on {focus}, not on the stepper"
        ));
    }
    t.keys("l")?;
    t.check_at(&undos, 1235, "l right after the jump (no click)")?;
    issue_25(t)
}

/// Issue 25's surprises, each checked as a reader meets it.
fn issue_25(t: &mut Test) -> Result<(), String> {
    // The chapters and "Watch" open on chapter 2's small puzzle.
    for (page, want) in [
        ("watch.html", "small.check-arrays"),
        ("full-scan.html", "small.full-scan"),
    ] {
        let pick = t.look(page)?["pick"].clone();
        if pick != want {
            t.problems.push(format!(
                "{page}: the stepper opens on {pick}, not on {want} (chapter 2's small puzzle)"
            ));
        }
    }
    // The keys of the chapter's note, pressed while reading the note: no
    // click, and → steps instead of turning the page.
    t.read_note()?;
    t.keys("ArrowRight ArrowRight")?;
    let after = t.seen()?;
    if !text(&after["url"]).ends_with("/full-scan.html") || after["pos"] != "2" {
        t.problems.push(format!(
            "→ twice while reading full-scan's note: the page is {} and the stepper at event {} (expected full-scan.html, event 2)",
            after["url"], after["pos"]
        ));
    }
    if after["focus"] != true {
        t.problems
            .push("→ from the note did not give the stepper the focus".into());
    }
    t.keys("ArrowLeft")?;
    let back = t.seen()?["pos"].clone();
    if back != "1" {
        t.problems.push(format!("← from the note: event {back}, expected 1"));
    }
    // Away from the stepper, → is still mdBook's: the next chapter.
    t.open("full-scan.html")?;
    t.eval("window.scrollTo(0, 0)")?;
    t.keys("ArrowRight")?;
    let turned = t.wait("!location.pathname.endsWith('/full-scan.html')", 10);
    turned.map_err(|e| format!("→ at the top of full-scan.html no longer turns the page: {e}"))?;
    // "next undo", named so; on a trace without undos it says so.
    let buttons = t.look("watch.html#trace=sample.check-arrays&step=5")?["buttons"].clone();
    let names: Vec<&str> = buttons.as_array().map_or(Vec::new(), |b| b.iter().map(text).collect());
    if !names.contains(&"next undo") || names.iter().any(|b| b.contains('↶')) {
        t.problems.push(format!(
            "the stepper's buttons are {names:?}: expected one named \"next undo\", no \"↶ undo\""
        ));
    }
    t.keys("u")?;
    let s = t.seen()?;
    if s["pos"] != "5" || !text(&s["status"]).contains("no undo in this trace") {
        t.problems.push(format!(
            "u on the sample (no undos): event {}, status {} (expected event 5 and a status saying there is no undo)",
            s["pos"], s["status"]
        ));
    }
    // The numbering: the panel says it counts from 0 like the code, and a
    // list entry names its cell as the events do (1-based).
    let s = t.look("watch.html#trace=small.empty-list&step=1")?;
    let marked = text(&s["panel"]).lines().find(|l| l.starts_with('▶'));
    let event = text(&s["event"]);
    let fits = marked.and_then(|l| {
        let (pair, cell) = l.split_once(") ")?;
        let (a, b) = pair.split_once("] (")?.1.split_once(", ")?;
        let want = format!("r{}c{}", a.parse::<u32>().ok()? + 1, b.parse::<u32>().ok()? + 1);
        Some(cell.trim() == want && event.contains(&want))
    });
    if s["headShown"] != true || !text(&s["head"]).contains("from 0") || fits != Some(true) {
        t.problems.push(format!(
            "the state panel's numbering: head {} (shown: {}), marked entry {marked:?}, event {event:?}: expected the 0-based rule said and the entry naming the event's cell",
            s["head"], s["headShown"]
        ));
    }
    // full-scan's undo leaves its digit on the post's board: shown, and
    // said where it happens; the source pane highlights the port's comment.
    let small = traces::trace(&t.root, "small", Variant::FullScan)?;
    let undo = first(&small, Kind::Undo)?;
    let e = &small.events[undo - 1];
    let cell = format!("r{}c{}", e.cell / 9 + 1, e.cell % 9 + 1);
    t.open(&format!("watch.html#trace=small.full-scan&step={undo}"))?;
    t.check_at(&small, undo, "small.full-scan at its first undo")?;
    let s = t.seen()?;
    let (board, note, now) = (text(&s["board"]), text(&s["note"]), s["now"].to_string());
    if board.as_bytes().get(e.cell as usize) != Some(&(b'0' + e.digit))
        || s["left"] != 1
        || s["noteShown"] != true
        || !note.contains(&format!("{cell} {}", e.digit))
        || !note.contains("does not clear")
        || !now.contains("leaves")
    {
        t.problems.push(format!(
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
        let trace = traces::trace(&t.root, "small", v)?;
        for kind in [Kind::Test, Kind::Place, Kind::Undo] {
            let n = first(&trace, kind)?;
            let s = t.look(&format!("watch.html#trace=small.{v}&step={n}"))?;
            let source = text(&s["source"]);
            if source.contains("meter") || s["now"].as_array().is_none_or(|l| l.is_empty()) {
                t.problems.push(format!(
                    "small.{v} at event {n} ({kind:?}): the source pane shows {source:?}, highlighted {}: expected no meter line and the event's line",
                    s["now"]
                ));
            }
        }
    }
    Ok(())
}

/// Loads a trace, then malformed ones, through the file input.
pub fn files(t: &mut Test) -> Result<(), String> {
    let trace = traces::trace(&t.root, "undos", Variant::Bitmask)?;
    let good = step::to_json(&trace);
    t.write("undos.bitmask.json", &good)?;
    t.open("watch.html")?;
    t.choose("undos.bitmask.json", 20)?;
    t.check_at(&trace, 0, "a trace from the file input")?;
    t.jump(500)?;
    t.check_at(&trace, 500, "the loaded trace at g 500")?;
    // Side by side with the loaded trace: the book's traces of the same
    // puzzle by the other ports, in lockstep.
    t.select(".stepper-side select", "hole-array")?;
    t.click(".stepper-side input")?;
    let s = t.seen()?;
    if s["sideDisabled"] != false || s["panes"] != json!(["500", "500"]) {
        t.problems.push(format!(
            "side by side with a loaded trace: disabled {}, options {}, panes shown at {}: expected two panes at event 500",
            s["sideDisabled"], s["sideOptions"], s["panes"]
        ));
    }
    // A puzzle the page has no other trace of: the box is off and says why.
    let third = ("data/projecteuler/easy50.txt", Format::Line, 3);
    let alone = traces::record(&t.root, Variant::FullScan, third, u64::MAX, 10_000)?;
    t.write("third.full-scan.json", step::to_json(&alone))?;
    t.choose("third.full-scan.json", 20)?;
    let s = t.seen()?;
    if s["sideDisabled"] != true || s["panes"].as_array().map_or(0, Vec::len) != 1 || s["sideWhy"] == "" {
        t.problems.push(format!(
            "side by side with a loaded trace of a puzzle the page lacks: disabled {}, panes {}, reason {}: expected the box off, one pane, a reason",
            s["sideDisabled"], s["panes"], s["sideWhy"]
        ));
    }
    // Malformed copies of the good trace, and what each error must say.
    let first = trace.events[0].cell as usize;
    let mut puzzle = trace.puzzle.clone();
    puzzle.replace_range(first..=first, "5");
    let version = good.replacen("\"version\":1", "\"version\":2", 1);
    for (bad, body, says) in [
        ("truncated", good[..good.len() / 2].to_string(), "cut short"),
        ("version", version, "version 2"),
        ("mismatch", good.replacen(&trace.puzzle, &puzzle, 1), "do not fit"),
    ] {
        let name = format!("bad-{bad}.json");
        t.choose_file(FILE_INPUT, &t.write(&name, body)?)?;
        let error = "document.querySelector('.stepper-error')";
        t.wait(&format!("{error}.textContent.startsWith('{name}')"), 20)?;
        // Readable: visible above the panes, and the panes still show a board.
        let pane = "document.querySelector('.stepper-pane')";
        let shown = t.eval(&format!(
            "[{error}.textContent, {error}.offsetHeight > 0 && getComputedStyle({error}).visibility == 'visible' \
             && {pane}.offsetHeight > 0 && {pane}.dataset.board.length == 81]"
        ))?;
        let (message, visible) = (text(&shown[0]), &shown[1]);
        if !message.contains(says) || visible != true {
            t.problems.push(format!(
                "a {bad} trace from the file input: expected a visible error saying {says:?}, the page says {message:?} (visible: {visible})"
            ));
        }
        eprintln!("browser test: {name} through the file input: {message}");
        if bad == "version" {
            t.scroll_to(STEPPER)?;
            t.screenshot("stepper-error.png")?;
        }
    }
    screenshots(t)
}

/// Screenshots of the stepper, each checked for the phone layout: side by
/// side at event 500 of `undos` (`stepper-WIDTH.png`), and after each fix
/// of issue 25 in both editions (`stepper/STATE-EDITION-WIDTH.png`): the
/// chapter after → from the note, full-scan's first undo, u on the sample,
/// a loaded trace side by side, and one of a puzzle the book lacks.
fn screenshots(t: &mut Test) -> Result<(), String> {
    for width in WIDTHS {
        t.viewport(width, 1000)?;
        t.open("watch.html#trace=undos.bitmask&step=500&side=hole-array")?;
        t.shot(width, STEPPER, &format!("stepper-{width}.png"))?;
        let wide = t.eval("document.documentElement.scrollWidth")?;
        eprintln!("browser test: at {width} px the page is {wide} px wide");
    }
    let small = traces::trace(&t.root, "small", Variant::FullScan)?;
    let undo = first(&small, Kind::Undo)?;
    for (edition, prefix) in EDITIONS {
        for width in WIDTHS {
            let png = |state: &str| format!("stepper/{state}-{edition}-{width}.png");
            let open = |t: &Test, page: &str| {
                t.viewport(width, 1000)
                    .and_then(|()| t.open(&(prefix.to_owned() + page)))
            };
            open(t, "full-scan.html")?;
            t.read_note()?;
            t.keys("ArrowRight")?;
            t.shot(width, NOTE, &png("chapter"))?;
            open(t, "watch.html#trace=small.full-scan")?;
            t.jump(undo)?;
            t.shot(width, STEPPER, &png("undo"))?;
            open(t, "watch.html#trace=sample.check-arrays&step=3")?;
            t.click(".stepper-board")?;
            t.keys("u")?;
            t.shot(width, STEPPER, &png("no-undo"))?;
            open(t, "watch.html")?;
            t.choose("undos.bitmask.json", 20)?;
            t.click(".stepper-side input")?;
            t.eval("Steppers[0].go(40)")?;
            t.shot(width, STEPPER, &png("side"))?;
            t.choose("third.full-scan.json", 20)?;
            t.shot(width, STEPPER, &png("side-none"))?;
        }
    }
    t.viewport(1280, 1000)
}

/// Times loading a 200,000-event trace (check-arrays on line 1 of
/// data/plb/sudoku.txt, as `sudoku-lab trace --format json --max-events
/// 200000` writes it; the puzzle takes 69 million placements) and a late
/// jump; reports, never asserts.
pub fn measure(t: &mut Test) -> Result<(), String> {
    const EVENTS: u64 = 200_000;
    let plb = ("data/plb/sudoku.txt", Format::Line, 1);
    let trace = traces::record(&t.root, Variant::CheckArrays, plb, EVENTS, EVENTS)?;
    let json = step::to_json(&trace);
    t.write("large.check-arrays.json", &json)?;
    t.open("watch.html")?;
    let start = Instant::now();
    t.choose("large.check-arrays.json", 120)?;
    let (load, late) = (start.elapsed().as_secs_f64() * 1e3, trace.events.len() - 1);
    // In the page: from Enter's keydown to the pane's new event number.
    t.eval(
        "document.addEventListener('keydown', e => { if (e.key == 'Enter') window.t0 = performance.now(); }, true), \
         new MutationObserver(() => { window.t1 = performance.now(); }).observe(\
         document.querySelector('.stepper-pane'), { attributeFilter: ['data-pos'] })",
    )?;
    let jump = t.jump(late)?.as_secs_f64() * 1e3;
    let in_page = t.eval("window.t1 - window.t0")?.as_f64().unwrap_or(f64::NAN);
    let (events, mb) = (trace.events.len(), json.len() as f64 / 1e6);
    eprintln!(
        "measure: a {events}-event trace ({mb:.1} MB) through the file input: loaded and shown in {load:.0} ms; \
         jump to event {late} (g, N, Enter): {jump:.0} ms through the driver, {in_page:.1} ms in the page from Enter to shown"
    );
    Ok(())
}

/// JS: what a phone reader of a Korean page sees broken: text whose
/// `word-break` is not `keep-all`, a Korean word on two lines ("아 / 낀";
/// a break at "(" or ")" is between words), a right-aligned number cell
/// ("0.06 s") on two lines, a stepper's board leaving its pane or the screen.
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
