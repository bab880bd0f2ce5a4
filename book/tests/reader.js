// The browser test's hands: a reader of the built book ($BOOK_DIR) in
// Chromium, with what `cargo xtask book --browser-test` wrote to compare
// the pages with ($BROWSER_SCRATCH: the Rust step traces, through the
// library's JSON writer; `book.json`: the chapters, the variants and the
// Korean search words). Screenshots go to $SHOTS_DIR. A reader collects
// problems and reports them all at the end, not only the first.
const fs = require('node:fs');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');
const { expect } = require('@playwright/test');

function need(name) {
  if (!process.env[name]) throw new Error(`${name} is not set: run the test with cargo xtask book --browser-test`);
  return process.env[name];
}
const [BOOK, SCRATCH, SHOTS] = ['BOOK_DIR', 'BROWSER_SCRATCH', 'SHOTS_DIR'].map(need);
const META = JSON.parse(fs.readFileSync(path.join(SCRATCH, 'book.json'), 'utf8'));

/** The widths every page is checked at: a desktop's and a phone's. */
const WIDTHS = [1280, 390];
/** The editions: name, and where in the book (the Korean one in `ko/`). */
const EDITIONS = [['en', ''], ['ko', 'ko/']];

/** The path of `NAME.VARIANT.json`, a Rust trace (or a file the test wrote) in the scratch directory. */
const scratch = file => path.join(SCRATCH, file);
/** The Rust step trace `NAME.VARIANT`. */
const trace = name => JSON.parse(fs.readFileSync(scratch(`${name}.json`), 'utf8'));
/** Whether `s` holds a Hangul syllable. */
const hangul = s => /[가-힣]/.test(s);

/** The number (1-based) of the first event of `kind` in `trace`. */
function first(trace, kind) {
  const at = trace.events.findIndex(e => e.e === kind);
  if (at < 0) throw new Error(`a ${trace.variant} trace without a ${kind} event`);
  return at + 1;
}

/** Board, counters and state of `trace` after `n` events, as the page shows them. */
function expected(trace, n) {
  const state = Object.fromEntries(trace.state.map(([name, values]) => [name, [...values]]));
  const events = trace.events.slice(0, n);
  const [p, u, t] = ['place', 'undo', 'test'].map(kind => events.filter(e => e.e === kind).length);
  for (const [name, i, v] of events.flatMap(e => e.d || [])) state[name][i] = v;
  return { board: state[trace.state[0][0]].join(''), counters: `${p},${u},${t},${p - u}`, state };
}

/** In the page: what the reader sees of the first stepper: its first pane's
 * event, board, counters and state (JSON), the texts of its parts, its
 * controls, the panes shown, the focus and the page's address. */
function seen() {
  const r = document.querySelector('.stepper');
  const q = c => r.querySelector('.stepper-' + c), all = s => Array.from(r.querySelectorAll(s));
  const texts = { status: 'status', event: 'event', note: 'note', head: 'state-head', panel: 'state', source: 'source', sideWhy: 'side-why' };
  return Object.assign({ ...q('pane').dataset }, Object.fromEntries(Object.entries(texts).map(([k, c]) => [k, q(c).textContent])), {
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
    url: location.pathname,
  });
}

/** In the page: what a phone reader of a Korean page sees broken: text whose
 * `word-break` is not `keep-all`, a Korean word on two lines ("아 / 낀"; a
 * break at "(" or ")" is between words), a right-aligned number cell
 * ("0.06 s") on two lines, a stepper's board leaving its pane or the screen. */
function phoneProblems() {
  const out = [], hangul = /[가-힣]/, ko = /^ko/.test(document.documentElement.lang);
  const lines = r => new Set(Array.from(r.getClientRects()).filter(x => x.width > 0).map(x => Math.round(x.top))).size;
  const blocks = 'main p, main li, main td, main th, main summary, main h1, main h2, main h3, .stepper-controls, .stepper-event, .stepper-note, .stepper-status, .stepper-state-head';
  if (ko) for (const b of document.querySelectorAll(blocks)) {
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
}

/** In the page: what a phone reader sees split over two lines that belongs
 * together (issue 35), in the text of `<main>` outside listings: a number
 * and its unit ("256 / MB", "1040.8 / ns"), and a Korean particle and what
 * it follows: a code span, a link or emphasis ("`exit(0)` / 으로"), or a
 * ")" or "]" ("(또는 0) / 가"). Each as `what: text`. */
function splitProblems() {
  const out = [];
  // The lines a range is drawn on: its boxes grouped by their vertical
  // overlap (a code span's box is taller than the text beside it, on the
  // same line).
  const lines = r => {
    const groups = [];
    for (const x of Array.from(r.getClientRects()).filter(x => x.width > 0)) {
      const g = groups.find(g => x.top < g.bottom - 1 && x.bottom > g.top + 1);
      if (g) { g.top = Math.min(g.top, x.top); g.bottom = Math.max(g.bottom, x.bottom); } else groups.push({ top: x.top, bottom: x.bottom });
    }
    return groups.length;
  };
  const shown = n => n.parentElement && n.parentElement.offsetParent !== null && !n.parentElement.closest('pre, script, style, .stepper, svg');
  const main = document.querySelector('main');
  if (!main) return out;
  const walk = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const texts = [];
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if (shown(n)) texts.push(n);
  const unit = /\d[\d,.]*[ \u00a0](?:MiB|KiB|GiB|MB|KB|GB|ms|µs|ns|s|px|%)(?![A-Za-z0-9])/g;
  const paren = /[)\]]\u2060?[가-힣]/g;
  for (const n of texts) {
    if (n.parentElement.closest('code')) continue;
    for (const [re, what] of [[unit, 'a number split from its unit'], [paren, 'a particle split from its bracket']]) {
      re.lastIndex = 0; let m;
      while ((m = re.exec(n.data))) {
        const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
        if (lines(r) > 1) out.push(`${what}: "${m[0]}"`);
      }
    }
  }
  // A code span, a link or emphasis, and the Hangul right after it.
  for (const e of main.querySelectorAll('code, a, em, strong')) {
    if (e.closest('pre') || !shown(e.firstChild || e)) continue;
    const next = e.nextSibling;
    if (!next || next.nodeType !== Node.TEXT_NODE) continue;
    const m = /^\u2060?[가-힣]/.exec(next.data);
    const inner = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    let last = null;
    for (let n = inner.nextNode(); n; n = inner.nextNode()) if (n.data.length) last = n;
    if (!m || !last) continue;
    const r = document.createRange(); r.setStart(last, last.data.length - 1); r.setEnd(next, m[0].length);
    if (lines(r) > 1) out.push(`a particle split from its ${e.tagName.toLowerCase()}: "${e.textContent.slice(-12)}" / "${next.data.slice(0, 4)}"`);
  }
  return Array.from(new Set(out));
}

/** A reader of the book: one page for desktop widths and one for a
 * phone's (below 500 px, a mobile viewport), the page in use, the problems found. */
class Reader {
  constructor(browser) {
    this.browser = browser;
    this.pages = {};
    this.problems = [];
  }

  /** Sets the viewport to `width` px by `height` (a phone's page below 500 px). */
  async viewport(width, height = 1000) {
    const mobile = width < 500;
    if (!this.pages[mobile]) {
      const context = await this.browser.newContext({ viewport: { width, height }, isMobile: mobile });
      this.pages[mobile] = await context.newPage();
    }
    this.page = this.pages[mobile];
    await this.page.setViewportSize({ width, height });
  }

  /** Loads `where` in the book (`ko/watch.html#step=3`) afresh (through
   * about:blank: a new hash reloads) and waits for its steppers, if any. */
  async open(where) {
    if (!this.page) await this.viewport(1280);
    await this.page.goto('about:blank');
    await this.page.goto('file://' + path.join(BOOK, where));
    await this.wait("document.readyState === 'complete' && (!document.querySelector('.stepper') || window.Steppers && Steppers.length > 0)", 10);
  }

  /** Waits until the JS condition `js` holds (polling every 5 ms). */
  async wait(js, seconds) {
    try {
      await this.page.waitForFunction(js, null, { timeout: seconds * 1000, polling: 5 });
    } catch (e) {
      throw new Error(`still not true after ${seconds} s: ${js}`);
    }
  }

  eval(fn, arg) {
    return this.page.evaluate(fn, arg);
  }

  seen() {
    return this.eval(seen);
  }

  async look(where) {
    await this.open(where);
    return this.seen();
  }

  /** Presses `keys` one after the other (DOM key names: "ArrowRight h Enter"). */
  async keys(keys) {
    for (const key of keys.split(' ')) await this.page.keyboard.press(key);
  }

  click(selector) {
    return this.page.click(selector);
  }

  /** A problem when the page does not show `trace` after `n` events. */
  async checkAt(trace, n, what) {
    const s = await this.seen();
    const want = expected(trace, n);
    if (s.pos !== String(n)) {
      this.problems.push(`${what}: the stepper is at event ${s.pos}, expected ${n}`);
    } else if (s.board !== want.board || s.counters !== want.counters || !isDeepStrictEqual(JSON.parse(s.state), want.state)) {
      this.problems.push(`${what}: at event ${n} the page differs from the Rust trace (counters ${s.counters}, expected ${want.counters})`);
    }
  }

  /** A click on the board, `g`, `n`, Enter; the milliseconds from Enter to event `n` shown. */
  async jump(n) {
    await this.click('.stepper-board');
    await this.keys('g');
    await this.page.keyboard.type(String(n));
    const start = performance.now();
    await this.keys('Enter');
    await this.wait(`document.querySelector('.stepper-pane').dataset.pos == '${n}'`, 60);
    return performance.now() - start;
  }

  /** Chooses `file` (`NAME.VARIANT.json`, in the scratch directory) in the file input; waits until it is shown. */
  async choose(file, seconds) {
    await this.page.setInputFiles('.stepper-load input[type=file]', scratch(file));
    const variant = file.replace(/\.json$/, '').split('.').pop();
    await this.wait(`document.querySelector('.stepper-pick').value == 'yours: ${file}.${variant}'`, seconds);
  }

  /** Picks `value` in the `<select>` `selector`, as a reader does. */
  select(selector, value) {
    return this.page.selectOption(selector, value);
  }

  /** Scrolls the chapter's note above the stepper into view, as a reader reading it. */
  readNote() {
    return this.eval(() => window.scrollTo(0, document.querySelector('.stepper').previousElementSibling.getBoundingClientRect().top + window.scrollY - 80));
  }

  /** Scrolls the top of the first stepper (`stepper`), or of the note
   * above it (`note`), to just below mdBook's menu bar. */
  scrollTo(which) {
    return this.eval(which => {
      const s = document.querySelector('.stepper'), at = which === 'note' ? s.previousElementSibling : s;
      const bar = (document.querySelector('#mdbook-menu-bar, #menu-bar') || {}).offsetHeight || 0;
      window.scrollTo(0, at.getBoundingClientRect().top + window.scrollY - bar - 12);
    }, which);
  }

  /** Saves a PNG of the viewport to `name` under the screenshots' directory. */
  async screenshot(name) {
    const out = path.join(SHOTS, name);
    await this.page.screenshot({ path: out });
    console.log(`screenshot: ${out}`);
  }

  /** Screenshot `name` of the first stepper from `from` (`stepper` or
   * `note` above it) to its bottom, then the phone layout's problems. */
  async shot(width, from, name) {
    const span = await this.eval(from => {
      const s = document.querySelector('.stepper'), at = from === 'note' ? s.previousElementSibling : s;
      return s.getBoundingClientRect().bottom - at.getBoundingClientRect().top;
    }, from);
    await this.viewport(width, Math.min(Math.max(Math.ceil(span) + 90, 400), 4000));
    await this.scrollTo(from);
    await this.screenshot(name);
    await this.phoneLayout(name);
  }

  /** The phone layout's problems on the page open, the first six of them. */
  async phoneLayout(what) {
    const found = await this.eval(phoneProblems);
    const shown = found.slice(0, 6).concat(found.length > 6 ? [`and ${found.length - 6} more`] : []);
    this.problems.push(...shown.map(p => `${what}: ${p}`));
  }

  /** Fails with every problem found. */
  done() {
    expect(this.problems, 'problems found').toEqual([]);
  }
}

module.exports = { BOOK, META, WIDTHS, EDITIONS, Reader, expected, first, hangul, scratch, splitProblems, trace };
