// The book's stepper: steps through a port's real search, event by event,
// from a step trace (`sudoku-lab trace --format json`, format version 1,
// documented in sudoku_lab::step). Plain JS, no network. Every
// <div class="stepper" data-trace="small" data-variant="bitmask"> on a page
// becomes one; traces come from StepperTraces (traces/*.js), the source
// listings from StepperSources (traces/sources.js), both written into the
// built book by `cargo xtask book` (xtask/src/traces.rs).
// It names no post: the board, tables, lists and positions are read from
// the trace's "state" by their shape (81 digits, nine masks, flat row-col
// pairs, one number), under the post's own names, so a sixth post needs no
// edit here.
// It speaks the page's language: Korean when <html lang> starts with "ko"
// (the Korean edition), English otherwise; every text it writes goes
// through tr(), whose Korean is StepperKo (book/theme/stepper-ko.js,
// generated from book/po/ko.po, where `cargo xtask po` puts the text of
// every tr() call of this file).
"use strict";
var StepperTraces = window.StepperTraces || {};
window.StepperTraces = StepperTraces;
(function () {
  var EVERY = 256; // a checkpoint every EVERY events: a jump replays < EVERY
  var KO = window.StepperKo || {};
  function korean() { return /^ko/i.test(document.documentElement.lang || ""); }
  // `text` in the page's language, {0}, {1}, ... replaced by the arguments
  // after it.
  function tr(text) {
    var args = arguments, out = korean() && Object.prototype.hasOwnProperty.call(KO, text) ? KO[text] : text;
    // A " · " separator stays with the word before it: no line starts with "·".
    return out.replace(/\{(\d)\}/g, function (m, i) { return String(args[Number(i) + 1]); }).replace(/ · /g, "\u00a0· ");
  }
  // An event kind or a house (which the trace names in English) in the
  // page's language; anything else as it is. The trace's words, marked for
  // `cargo xtask po`: tr("place") tr("undo") tr("test") tr("row")
  // tr("column") tr("block").
  function word(w) { return typeof w === "string" && Object.prototype.hasOwnProperty.call(KO, w) ? tr(w) : String(w); }
  // The name of a trace in the pickers: yours are "yours: FILE.VARIANT";
  // the book's "PUZZLE.VARIANT" are named by what the puzzle shows:
  // tr("small: the chapters' puzzle") tr("sample: Baekjoon's sample")
  // tr("undos: many undos") tr("slow: the Wikipedia puzzle, cut short").
  var PUZZLES = {
    small: "small: the chapters' puzzle", sample: "sample: Baekjoon's sample",
    undos: "undos: many undos", slow: "slow: the Wikipedia puzzle, cut short"
  };
  function traceName(key) {
    if (key.indexOf("yours: ") === 0) return tr("yours: {0}", key.slice(7));
    var dot = key.indexOf("."), puzzle = key.slice(0, dot);
    return PUZZLES[puzzle] ? tr(PUZZLES[puzzle]) + " (" + key.slice(dot + 1) + ")" : key;
  }
  // The book's traces in the picker's order: the page's own (`first`)
  // first, then the others from the shortest search to the longest.
  function pickerOrder(first) {
    var size = function (k) { var t = StepperTraces[k]; return t && t.events ? t.events.length : 0; };
    return Object.keys(StepperTraces).sort(function (a, b) {
      return (b === first) - (a === first) || size(a) - size(b) || (a < b ? -1 : a > b ? 1 : 0);
    });
  }
  function rc(k) { return "r" + (Math.floor(k / 9) + 1) + "c" + (k % 9 + 1); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // Checks a parsed trace and replays it into checkpoints; throws a
  // readable message for another version, a truncated file or events that
  // do not fit the puzzle. Reads the state's fields by their shape (the
  // format's rule, sudoku_lab::step): the first field of 81 numbers is the
  // post's board; the fields that the post's test reads as `NAME[i] & 1 << d`
  // (its `why.by`) are bit masks, shown in binary.
  function prepare(t) {
    if (!t || t.format !== "sudoku-lab-trace") throw new Error(tr("not a sudoku-lab trace (no \"format\": \"sudoku-lab-trace\")"));
    if (t.version !== 1) throw new Error(tr("trace version {0}: this stepper reads version 1 (regenerate it with this sudoku-lab)", t.version));
    if (!/^[0-9]{81}$/.test(t.puzzle || "")) throw new Error(tr("\"puzzle\" is not 81 digits"));
    if (typeof t.variant !== "string" || !/^[a-z0-9-]+$/.test(t.variant)) throw new Error(tr("unknown variant {0}", JSON.stringify(t.variant)));
    if (!Array.isArray(t.events) || !Array.isArray(t.state) || !t.end) throw new Error(tr("the file lacks \"events\", \"state\" or \"end\": is it cut short?"));
    var state = {}, names = [], board = null, masks = {};
    t.state.forEach(function (f) {
      state[f[0]] = f[1].slice(); names.push(f[0]);
      if (board === null && f[1].length === 81) board = f[0];
    });
    if (board === null) throw new Error(tr("\"state\" has no board (a field of 81 digits)"));
    var model = t.puzzle.split("").map(Number), c = { p: 0, u: 0, t: 0 };
    var checkpoints = [];
    for (var k = 0; k < t.events.length; k++) {
      if (k % EVERY === 0) checkpoints.push({ state: JSON.stringify(state), board: model.slice(), c: { p: c.p, u: c.u, t: c.t } });
      var e = t.events[k], where = tr("event {0} ({1} {2} at {3}): ", k + 1, word(e.e), e.digit, rc(e.cell));
      if (!(e.cell >= 0 && e.cell < 81 && e.digit >= 1 && e.digit <= 9)) throw new Error(where + tr("off the board"));
      var held = model[e.cell];
      if ((e.e === "test" || e.e === "place") && held !== 0)
        throw new Error(where + tr("the puzzle's events do not fit it: that cell holds {0}", held) + (t.puzzle[e.cell] !== "0" ? tr(" (a given)") : ""));
      if (e.e === "undo" && held !== e.digit) throw new Error(where + tr("nothing to undo: that cell holds {0}", held));
      if (e.e === "place") { model[e.cell] = e.digit; c.p++; } else if (e.e === "undo") { model[e.cell] = 0; c.u++; } else if (e.e === "test") c.t++;
      else throw new Error(where + tr("unknown event kind"));
      (e.d || []).forEach(function (d) {
        if (!state[d[0]]) throw new Error(where + tr("changes an unknown state field {0}", d[0]));
        state[d[0]][d[1]] = d[2];
      });
      var m = e.why && /^([A-Za-z_][A-Za-z0-9_]*)\[[^\]]*\] & 1 << /.exec(e.why.by || "");
      if (m && state[m[1]]) masks[m[1]] = true;
    }
    if (t.end.truncated === false && t.end.events !== t.events.length)
      throw new Error(tr("the file holds {0} events but says the search made {1}: it is cut short", t.events.length, t.end.events));
    var undos = [];
    t.events.forEach(function (e, i) { if (e.e === "undo") undos.push(i + 1); });
    return { t: t, names: names, board: board, masks: masks, undos: undos, checkpoints: checkpoints, first: JSON.stringify(state0(t)) };
  }
  function state0(t) { var s = {}; t.state.forEach(function (f) { s[f[0]] = f[1].slice(); }); return s; }

  // The position after `n` events (0 = before the first): the search's
  // board (a placed digit, cleared by its undo), the post's state, counters.
  function at(p, n) {
    var cp = p.checkpoints[Math.floor(Math.max(n - 1, 0) / EVERY)] || { state: p.first, board: p.t.puzzle.split("").map(Number), c: { p: 0, u: 0, t: 0 } };
    var k0 = Math.floor(Math.max(n - 1, 0) / EVERY) * EVERY;
    var s = JSON.parse(cp.state), board = cp.board.slice(), c = { p: cp.c.p, u: cp.c.u, t: cp.c.t };
    for (var k = k0; k < n; k++) {
      var e = p.t.events[k];
      if (e.e === "place") { board[e.cell] = e.digit; c.p++; } else if (e.e === "undo") { board[e.cell] = 0; c.u++; } else c.t++;
      (e.d || []).forEach(function (d) { s[d[0]][d[1]] = d[2]; });
    }
    return { state: s, board: board, c: c, event: n > 0 ? p.t.events[n - 1] : null };
  }

  function digits(mask) { var out = []; for (var d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d); return out.join(""); }
  // One field of the post's state, as its code counts (from 0). `cell`:
  // the current event's cell, marked in a list of cells.
  function fieldText(p, name, v, cell) {
    if (v.length === 1) return name + " = " + v[0];
    if (v.length === 9 && p.masks[name]) return v.map(function (m, i) { return name + "[" + i + "] = 0b" + (m >> 1).toString(2).padStart(9, "0") + "0"; }).join("\n");
    if (v.length === 9) return v.map(function (m, i) { return name + "[" + i + "] {" + digits(m) + "}"; }).join("\n");
    if (v.length % 2 === 0) {
      var out = [];
      for (var i = 0; i < v.length; i += 2)
        out.push((v[i] * 9 + v[i + 1] === cell ? "▶" : " ") + "[" + i / 2 + "] (" + v[i] + ", " + v[i + 1] + ")  " + rc(v[i] * 9 + v[i + 1]));
      return name + ":\n" + out.join("\n");
    }
    return name + " = [" + v.join(", ") + "]";
  }

  function Pane(root, parent) {
    this.root = root; this.parent = parent;
    this.title = root.appendChild(el("div", "stepper-title"));
    this.grid = root.appendChild(el("div", "stepper-board"));
    this.cells = [];
    for (var k = 0; k < 81; k++) this.cells.push(this.grid.appendChild(el("div", "stepper-cell")));
    this.what = root.appendChild(el("div", "stepper-event"));
    this.note = root.appendChild(el("div", "stepper-note"));
    this.counters = root.appendChild(el("div", "stepper-counters"));
    this.source = root.appendChild(el("pre", "stepper-source"));
    this.source.title = tr("the line the post runs at this event");
    this.head = root.appendChild(el("div", "stepper-state-head", tr("The post's variables, numbered from 0 as in its code; the events number from 1 (r3c2 is row 2, column 1 here).")));
    this.panel = root.appendChild(el("pre", "stepper-state"));
  }
  Pane.prototype.show = function (p, n) {
    var x = at(p, n), e = x.event, t = p.t, bname = p.board;
    var board = n > 0 ? x.state[bname] : x.board;
    this.title.textContent = tr("{0} — event {1} of {2}", t.variant, n, t.events.length) + (t.end.truncated ? tr(" (file truncated: the search made {0})", t.end.events) : "");
    var left = [];
    for (var k = 0; k < 81; k++) {
      var cell = this.cells[k], d = board[k];
      // A digit the search took back that the post's board still holds
      // (full-scan's undo leaves it until the next digit overwrites it).
      var stale = d && !x.board[k];
      if (stale) left.push(k);
      cell.className = "stepper-cell" + (t.puzzle[k] !== "0" ? " given" : stale ? " left" : d ? " placed" : "") + (k % 9 === 2 || k % 9 === 5 ? " edge-r" : "") + (Math.floor(k / 9) % 3 === 2 && k < 72 ? " edge-b" : "");
      cell.textContent = d ? String(d) : "";
      if (e && e.cell === k) { cell.className += " current"; if (e.e === "test") { cell.textContent = String(e.digit); cell.className += " testing"; } }
      if (e && e.why && e.why.at === k) cell.className += " conflict";
    }
    var what = !e ? tr("the puzzle, before the search") : e.e === "place" ? tr("place {0} at {1}", e.digit, rc(e.cell)) : e.e === "undo" ? tr("undo {0} at {1}", e.digit, rc(e.cell)) :
      tr("test {0} at {1}: ", e.digit, rc(e.cell)) + (e.ok ? tr("accepted") : tr("rejected by {0} ({1} {2}{3})", e.why.by, word(e.why.house), e.why.index + 1, e.why.at !== null ? tr(", {0} holds {1}", rc(e.why.at), e.digit) : ""));
    this.what.textContent = what;
    this.note.textContent = left.map(function (k) { return tr("{0} {1}: the search took it back, but the post's board {2} still holds it: this post's undo does not clear the cell (see the source below)", rc(k), board[k], bname); }).join("\n");
    this.counters.textContent = tr("placements {0} · undos {1} · digit tests {2} · depth {3}", x.c.p, x.c.u, x.c.t, x.c.p - x.c.u);
    this.root.setAttribute("data-pos", n);
    this.root.setAttribute("data-board", board.join(""));
    this.root.setAttribute("data-counters", [x.c.p, x.c.u, x.c.t, x.c.p - x.c.u].join(","));
    this.root.setAttribute("data-state", JSON.stringify(x.state));
    var self = this;
    this.panel.textContent = p.names.filter(function (nm) { return nm !== bname; }).map(function (nm) { return fieldText(p, nm, x.state[nm], e ? e.cell : -1); }).join("\n");
    // The post's line for this event, as the chapters list it: without the
    // instrumentation lines they hide (sources.js leaves them out).
    var src = (window.StepperSources || {})[t.variant];
    this.source.textContent = "";
    if (src) {
      // Before the first event, the test's lines are shown, none marked.
      var range = src[e ? e.e : "test"], lines = src.lines, i0 = -1, i1 = -1;
      lines.forEach(function (l, i) { if (l[0] >= range[0] && l[0] <= range[1]) { if (i0 < 0) i0 = i; i1 = i; } });
      var lo = Math.max(0, i0 - 3), hi = Math.min(lines.length, i1 + 4);
      var runs = function (i) { return e && i >= i0 && i <= i1; };
      // The port's comments in the page's language (StepperKo has the
      // Korean of each comment that the catalog holds): a run of comment
      // lines is one comment, shown on its first line, whether the event
      // marks it or not (issue 45: the same comment in English beside the
      // test and in Korean at the undo).
      var isComment = function (i) { return i >= 0 && i < lines.length && /^\s*\/\//.test(lines[i][1]); };
      var commentRun = function (i) {
        var a = i, b = i;
        while (isComment(a - 1) && lines[a - 1][0] === lines[a][0] - 1) a--;
        while (isComment(b + 1) && lines[b + 1][0] === lines[b][0] + 1) b++;
        var said = [];
        for (var j = a; j <= b; j++) said.push(lines[j][1].trim().replace(/^\/\/\s?/, ""));
        return { first: a, last: b, said: said.join(" ") };
      };
      var translatedRun = function (i) {
        if (!korean() || !isComment(i)) return null;
        var c = commentRun(i);
        return Object.prototype.hasOwnProperty.call(KO, c.said) ? c : null;
      };
      this.source.appendChild(el("div", "stepper-file", src.file + (e ? ":" + range[0] + (range[1] > range[0] ? "-" + range[1] : "") : "")));
      for (var i = lo; i < hi; i++) {
        var text = lines[i][1], run = translatedRun(i);
        if (run !== null && i > run.first && i > lo) continue;
        if (run !== null) {
          text = text.replace(/\/\/.*$/, "// " + KO[run.said]);
          // The comment's other lines are left out: the marked line is its first.
          if (runs(run.first) || runs(run.last)) {
            self.source.appendChild(el("div", "stepper-line now", String(lines[i][0]).padStart(3) + "  " + text));
            continue;
          }
        } else if (korean()) {
          // A comment after code, translated when the catalog has it.
          var m = /^(.*?\S.*?\s)\/\/\s?(.*)$/.exec(text);
          if (m && Object.prototype.hasOwnProperty.call(KO, m[2].trim())) text = m[1] + "// " + KO[m[2].trim()];
        }
        self.source.appendChild(el("div", runs(i) ? "stepper-line now" : "stepper-line", String(lines[i][0]).padStart(3) + "  " + text));
      }
    }
  };

  // The stepper with the focus, or else the one whose board is on screen:
  // the keys a chapter's note names work from the note, without a click
  // and without turning the page (mdBook's → and ← turn it).
  function onScreen(root) {
    var r = root.getBoundingClientRect(), bar = document.querySelector("#mdbook-menu-bar, #menu-bar");
    var top = bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
    return r.bottom > top + 40 && r.top < window.innerHeight - 40 && r.height > 0;
  }
  function editable(node) {
    return node && (/^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(node.tagName) || node.isContentEditable);
  }

  function Stepper(root) {
    this.root = root; this.n = 0; this.timer = null; this.sideVariant = "";
    root.tabIndex = 0;
    var bar = root.appendChild(el("div", "stepper-controls")), self = this;
    function button(label, title, f) { var b = bar.appendChild(el("button", "stepper-btn", label)); b.title = title; b.setAttribute("aria-label", title); b.onclick = f; return b; }
    this.pick = bar.appendChild(el("select", "stepper-pick")); this.pick.setAttribute("aria-label", tr("trace"));
    var own = root.getAttribute("data-trace") + "." + root.getAttribute("data-variant");
    pickerOrder(own).forEach(function (k) { var o = self.pick.appendChild(el("option", null, traceName(k))); o.value = k; });
    this.pick.onchange = function () { self.open(self.pick.value); };
    button(tr("◀ back"), tr("step back (←)"), function () { self.go(self.n - 1); });
    this.playButton = button("▶", tr("play / pause (space)"), function () { self.play(); });
    button(tr("step ▶"), tr("step (→)"), function () { self.go(self.n + 1); });
    this.undoButton = button(tr("next undo"), tr("jump to the next undo (u)"), function () { self.nextUndo(); });
    this.undoButton.className += " stepper-next-undo";
    this.speed = bar.appendChild(el("select", "stepper-speed")); this.speed.setAttribute("aria-label", tr("speed (events per second)"));
    [1, 5, 20, 100].forEach(function (s) { var o = self.speed.appendChild(el("option", null, s + "/s")); o.value = s; });
    this.jump = bar.appendChild(el("input", "stepper-jump")); this.jump.type = "number"; this.jump.min = 0; this.jump.placeholder = tr("event N");
    this.jump.setAttribute("aria-label", tr("jump to event N (g, then Enter)")); this.jump.title = tr("jump to event N (g, then Enter)");
    // Enter jumps and gives the keys back to the stepper; Escape only
    // gives them back.
    this.jump.addEventListener("keydown", function (ev) {
      if (ev.key !== "Enter" && ev.key !== "Escape") return;
      if (ev.key === "Enter" && self.jump.value !== "") self.go(Number(self.jump.value));
      ev.preventDefault(); ev.stopPropagation();
      self.root.focus({ preventScroll: true });
    });
    this.jump.onchange = function () { if (self.jump.value !== "") self.go(Number(self.jump.value)); };
    var side = bar.appendChild(el("label", "stepper-side")); this.sideBox = side.appendChild(el("input")); this.sideBox.type = "checkbox";
    side.appendChild(document.createTextNode(tr(" side by side with ")));
    this.other = side.appendChild(el("select")); this.other.setAttribute("aria-label", tr("the port beside it"));
    this.sideBox.onchange = function () { self.open(self.key); };
    this.other.onchange = function () { self.sideVariant = self.other.value; self.open(self.key); };
    this.sideWhy = bar.appendChild(el("span", "stepper-side-why"));
    var load = bar.appendChild(el("label", "stepper-load", tr("load your own trace: ")));
    this.file = load.appendChild(el("input")); this.file.type = "file"; this.file.accept = ".json,application/json";
    this.file.onchange = function () { var f = self.file.files[0]; if (f) f.text().then(function (s) { self.loadText(s, f.name); }); };
    this.error = root.appendChild(el("div", "stepper-error")); this.error.setAttribute("role", "alert");
    this.status = root.appendChild(el("div", "stepper-status")); this.status.setAttribute("role", "status");
    var panes = root.appendChild(el("div", "stepper-panes"));
    this.a = new Pane(panes.appendChild(el("div", "stepper-pane")), this);
    this.bRoot = panes.appendChild(el("div", "stepper-pane"));
    this.b = new Pane(this.bRoot, this);
    root.addEventListener("keydown", function (ev) {
      if (editable(ev.target) || ev.altKey || ev.ctrlKey || ev.metaKey) return;
      if (self.key_(ev.key)) { ev.preventDefault(); ev.stopPropagation(); }
    });
    var key = root.getAttribute("data-trace") + "." + root.getAttribute("data-variant");
    this.open(StepperTraces[key] ? key : Object.keys(StepperTraces)[0]);
  }
  Stepper.prototype.fail = function (msg) { this.error.textContent = msg; this.root.classList.add("has-error"); };
  // The traces of the same puzzle by the other ports (the book's first,
  // then yours), by variant: side by side runs two of them in lockstep.
  Stepper.prototype.partners = function () {
    var t = this.p.t, out = {};
    Object.keys(StepperTraces).sort(function (a, b) { return (a.indexOf("yours: ") === 0) - (b.indexOf("yours: ") === 0) || (a < b ? -1 : a > b ? 1 : 0); })
      .forEach(function (k) {
        var u = StepperTraces[k];
        if (u && u.puzzle === t.puzzle && typeof u.variant === "string" && u.variant !== t.variant && !out[u.variant]) out[u.variant] = k;
      });
    return out;
  };
  Stepper.prototype.open = function (key) {
    try {
      this.key = key; this.pick.value = key;
      var t = StepperTraces[key], self = this;
      this.p = t.__prepared || (t.__prepared = prepare(t));
      // Side by side: only with a trace of the same puzzle; without one,
      // the box is off and says why.
      var partners = this.partners(), variants = Object.keys(partners).sort();
      var want = variants.indexOf(this.sideVariant || this.other.value) >= 0 ? (this.sideVariant || this.other.value) : variants[0] || "";
      this.other.textContent = "";
      variants.forEach(function (v) { var o = self.other.appendChild(el("option", null, v)); o.value = v; });
      this.other.value = want;
      this.sideBox.disabled = this.other.disabled = variants.length === 0;
      if (!variants.length) this.sideBox.checked = false;
      this.sideWhy.textContent = "";
      if (!variants.length) {
        // The chapter with all five, linked under its title as this
        // page's table of contents gives it.
        var toc = document.querySelector("#mdbook-sidebar a[href$='watch.html'], .sidebar a[href$='watch.html'], a[href$='watch.html']");
        var link = el("a", null, toc ? toc.textContent.replace(/^[\s\d.]+/, "").trim() : "watch.html");
        link.href = toc ? toc.getAttribute("href") : "watch.html";
        var parts = tr("side by side needs another port's trace of this puzzle: load one, or see all five in the chapter {0}", "\u0000").split("\u0000");
        this.sideWhy.appendChild(document.createTextNode(parts[0]));
        this.sideWhy.appendChild(link);
        this.sideWhy.appendChild(document.createTextNode(parts[1] || ""));
      }
      this.sideBox.parentNode.title = this.sideWhy.textContent;
      var other = partners[want];
      this.q = this.sideBox.checked && other ? (StepperTraces[other].__prepared || (StepperTraces[other].__prepared = prepare(StepperTraces[other]))) : null;
      this.error.textContent = ""; this.root.classList.remove("has-error");
      this.go(Math.min(this.n, this.p.t.events.length));
    } catch (err) { this.fail(traceName(key) + ": " + err.message); }
  };
  Stepper.prototype.loadText = function (text, name) {
    var t;
    try { t = JSON.parse(text); } catch (err) { this.fail(tr("{0}: not complete JSON ({1}): is the file cut short?", name, err.message)); return false; }
    try {
      var p = prepare(t);
      var key = "yours: " + name + "." + t.variant;
      t.__prepared = p; StepperTraces[key] = t;
      var o = this.pick.appendChild(el("option", null, traceName(key))); o.value = key;
      this.n = 0; this.open(key); return true;
    } catch (err) { this.fail(name + ": " + err.message); return false; }
  };
  Stepper.prototype.go = function (n) {
    if (!this.p) return;
    this.status.textContent = "";
    this.n = Math.max(0, Math.min(n, this.p.t.events.length));
    // The jump box asks for a number once: the title says where we are.
    this.jump.value = "";
    this.a.show(this.p, this.n);
    this.bRoot.style.display = this.q ? "" : "none";
    // Lockstep: the five ports make the same events, so the same index is
    // the same placement; each pane shows its own post's state there.
    if (this.q) this.b.show(this.q, Math.min(this.n, this.q.t.events.length));
  };
  Stepper.prototype.nextUndo = function () {
    var undos = this.p.undos, n = this.n;
    for (var i = 0; i < undos.length; i++) if (undos[i] > n) return this.go(undos[i]);
    this.status.textContent = undos.length ? tr("no undo after event {0}: the last one is event {1}", n, undos[undos.length - 1]) : tr("no undo in this trace: the search never took a digit back");
  };
  Stepper.prototype.play = function () {
    var self = this;
    if (this.timer) { clearInterval(this.timer); this.timer = null; this.playButton.textContent = "▶"; return; }
    this.playButton.textContent = "⏸";
    this.timer = setInterval(function () { if (self.n >= self.p.t.events.length) self.play(); else self.go(self.n + 1); }, 1000 / Number(this.speed.value));
  };
  // Does what `key` asks; whether it was one of the stepper's keys.
  Stepper.prototype.key_ = function (key) {
    var keys = { ArrowRight: 1, l: 1, ArrowLeft: -1, h: -1 };
    if (keys[key]) this.go(this.n + keys[key]);
    else if (key === " ") this.play();
    else if (key === "u") this.nextUndo();
    else if (key === "g") this.jump.focus();
    else return false;
    return true;
  };

  function start() {
    var all = [];
    document.querySelectorAll("div.stepper").forEach(function (root) { all.push(new Stepper(root)); });
    window.Steppers = all;
    // Keys pressed outside every stepper (the reader is reading the note
    // above it): the stepper on screen takes them, and the focus, before
    // mdBook's own handler turns the page.
    window.addEventListener("keydown", function (ev) {
      if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey || editable(ev.target)) return;
      if (ev.target && ev.target.closest && ev.target.closest("div.stepper")) return;
      if (window.search && window.search.hasFocus && window.search.hasFocus()) return;
      var s = all.filter(function (x) { return onScreen(x.root); })[0];
      if (s && s.key_(ev.key)) {
        ev.preventDefault(); ev.stopPropagation();
        if (document.activeElement !== s.jump) s.root.focus({ preventScroll: true });
      }
    }, true);
    // #step=N jumps every stepper to event N (the browser test uses it,
    // with #step=N&trace=KEY&side=VARIANT&bad=KIND).
    var h = new URLSearchParams(location.hash.slice(1));
    all.forEach(function (s) {
      if (h.get("side")) { s.sideBox.checked = true; s.sideVariant = h.get("side"); }
      if (h.get("trace")) s.open(h.get("trace")); else if (h.get("side")) s.open(s.key);
      if (h.get("step")) s.go(Number(h.get("step")));
      if (h.get("bad")) s.loadText(badTrace(h.get("bad"), s.p.t), "bad-" + h.get("bad") + ".json");
    });
  }
  // The malformed files the browser test loads (the same path as a file
  // chosen in the file input).
  function badTrace(kind, t) {
    var copy = JSON.parse(JSON.stringify(t, function (k, v) { return k === "__prepared" ? undefined : v; }));
    if (kind === "version") { copy.version = 2; return JSON.stringify(copy); }
    if (kind === "mismatch") { copy.puzzle = "5" + copy.puzzle.slice(1); return JSON.stringify(copy); }
    var s = JSON.stringify(copy); return s.slice(0, s.length >> 1);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
