// Issue 45: every chapter of both editions at 390 px, folded answers open,
// as a phone reader sees it. Nothing that belongs together is split over
// two lines: a variant's name (full-scan), a date (2021-01-12), a number
// and its unit, inside inline code too ("0.00 s"), a word of inline code
// (c2[y][i], crates/test-support: a break only at a space, or after a "/"
// in a long path); no line starts with "·"; and every table wider than its
// box shows that it scrolls (theme/layout.js's hint, visible). Screenshots
// of the chapters "Common mistakes" and "Your Baekjoon submission" in
// `layout/`.
const { test } = require('@playwright/test');
const { META, EDITIONS, Reader } = require('./reader');

/** In the page: the problems of the phone layout that issue 45 names. */
function layoutProblems() {
  const out = [];
  const main = document.querySelector('main');
  if (!main) return ['no <main>'];
  // The line (its top, rounded) of the character at `i` of text node `n`.
  const lineOf = (n, i) => {
    const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1);
    const box = Array.from(r.getClientRects()).find(x => x.width > 0);
    return box ? Math.round(box.top + box.height / 2) : null;
  };
  const visible = n => n.parentElement && n.parentElement.offsetParent !== null && !n.parentElement.closest('pre, script, style, svg, .stepper');
  const texts = [];
  const walk = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if (visible(n) && n.data.length) texts.push(n);
  // The characters of the text, in order, each with its node, index and line.
  const chars = [];
  for (const n of texts) for (let i = 0; i < n.data.length; i++) chars.push({ n, i, c: n.data[i] });
  const lines = new Map();
  const line = k => {
    if (!lines.has(k)) lines.set(k, lineOf(chars[k].n, chars[k].i));
    return lines.get(k);
  };
  const text = chars.map(x => x.c).join('');
  // Two characters are on one line when their middles are this close (px):
  // a code span's glyphs sit a little higher or lower than the text's.
  const SAME = 6;
  const apart = (a, b) => line(a) !== null && line(b) !== null && Math.abs(line(a) - line(b)) > SAME;
  // Each match of `re` in the whole text must sit on one line.
  const together = (re, what) => {
    re.lastIndex = 0; let m;
    while ((m = re.exec(text))) {
      const ks = [];
      for (let k = m.index; k < m.index + m[0].length; k++) if (!/\s/.test(chars[k].c)) ks.push(k);
      const mids = ks.map(line).filter(t => t !== null);
      if (mids.length && Math.max(...mids) - Math.min(...mids) > SAME) out.push(`${what} on two lines: "${m[0]}"`);
    }
  };
  together(/(?:full-scan|empty-list|check-arrays|hole-array)/g, 'a variant name');
  together(/\d{4}-\d{2}-\d{2}/g, 'a date');
  together(/\d[\d,.]*[ \u00a0](?:MiB|KiB|GiB|MB|KB|GB|ms|µs|ns|s|px|%)(?![A-Za-z0-9])/g, 'a number and its unit');
  // No line starts with "·": the "·" is on the line of the character before it.
  for (let k = 1; k < chars.length; k++) {
    if (chars[k].c !== '·') continue;
    let j = k - 1;
    while (j > 0 && /\s/.test(chars[j].c)) j--;
    if (apart(j, k)) out.push(`a line starts with "·": "${text.slice(Math.max(0, k - 12), k + 8)}"`);
  }
  // Inline code breaks only after a space, or after a "/".
  for (const code of main.querySelectorAll('code')) {
    if (code.closest('pre, .stepper') || code.offsetParent === null) continue;
    if (code.getClientRects().length < 2 && code.getBoundingClientRect().height < 40) continue;
    const mine = [];
    for (let k = 0; k < chars.length; k++) if (code.contains(chars[k].n)) mine.push(k);
    for (let a = 1; a < mine.length; a++) {
      const [p, q] = [mine[a - 1], mine[a]];
      if (/\s/.test(chars[p].c) || /\s/.test(chars[q].c) || chars[p].c === '/') continue;
      if (apart(p, q)) {
        out.push(`inline code broken inside a word: "${code.textContent.slice(0, 40)}" at "${chars[p].c}${chars[q].c}"`);
        break;
      }
    }
  }
  // A table wider than its box: the hint above it is shown.
  for (const box of main.querySelectorAll('.table-wrapper')) {
    if (box.offsetParent === null || box.scrollWidth <= box.clientWidth + 1) continue;
    const hint = box.previousElementSibling;
    const shown = hint && hint.classList.contains('scroll-hint') && hint.offsetHeight > 0 && hint.textContent.trim() !== '';
    if (!shown) out.push(`a table ${box.scrollWidth} px wide in ${box.clientWidth} px with no cue that it scrolls: "${box.textContent.trim().slice(0, 30)}"`);
  }
  return Array.from(new Set(out));
}

test('every chapter of both editions at 390 px keeps together what belongs together', async ({ browser }) => {
  const t = new Reader(browser);
  await t.viewport(390);
  let checked = 0;
  for (const [edition, prefix] of EDITIONS) {
    for (const page of META.chapters.map(c => c.replace(/\.md$/, '.html'))) {
      await t.open(prefix + page);
      await t.eval(() => document.querySelectorAll('main details').forEach(d => { d.open = true; }));
      await t.page.waitForTimeout(50);
      const found = await t.eval(layoutProblems);
      checked++;
      t.problems.push(...found.slice(0, 8).map(p => `${edition} ${page} at 390 px: ${p}`));
      if (found.length > 8) t.problems.push(`${edition} ${page} at 390 px: and ${found.length - 8} more`);
    }
  }
  console.log(`browser test: ${checked} pages checked at 390 px for split names, dates, units, code, "·" and scrolling tables`);
  // Screenshots of the new chapter and of chapter 10 (its verdicts) at both widths.
  for (const [edition, prefix] of EDITIONS) {
    for (const width of [1280, 390]) {
      await t.viewport(width);
      await t.open(`${prefix}mistakes.html`);
      await t.screenshot(`layout/${edition}-mistakes-${width}.png`);
      await t.open(`${prefix}submission.html#verdicts`);
      await t.screenshot(`layout/${edition}-submission-verdicts-${width}.png`);
    }
  }
  t.done();
});

// The scroll cue is shown exactly when a table is wider than its box:
// chapter 10 has tables wider than a phone's screen, and none wider than a desktop's column.
test('a table that scrolls says so, one that fits does not', async ({ browser }) => {
  const t = new Reader(browser);
  const cue = () => Array.from(document.querySelectorAll('main .table-wrapper')).map(b => ({
    wider: b.scrollWidth > b.clientWidth + 1,
    hint: !!(b.previousElementSibling && b.previousElementSibling.classList.contains('scroll-hint') && b.previousElementSibling.offsetHeight > 0),
  }));
  let wider = 0;
  for (const [edition, prefix] of EDITIONS) {
    for (const width of [390, 1280]) {
      await t.viewport(width);
      await t.open(`${prefix}submission.html`);
      for (const [i, c] of (await t.eval(cue)).entries()) {
        if (c.wider !== c.hint) t.problems.push(`${edition} submission.html at ${width} px, table ${i + 1}: ${c.wider ? 'wider than its box, no hint' : 'a hint, but the table fits'}`);
        if (c.wider) wider++;
      }
    }
  }
  if (wider === 0) t.problems.push('no table of submission.html scrolls at 390 px: the check checked nothing');
  t.done();
});

// Issue 50: a stuck learner reaches the answer fast. At 390 px by 844 (a
// phone's screen), in both editions: the introduction's first screen links
// chapter 10's "어떤 방식으로 짤까", 11장, the 반례 page and chapter 2; and
// chapter 10's answer to "what should I submit" (the section and its
// PyPy3 line) starts within two screens of the chapter's top.
test('a stuck learner finds the answer within two screens at 390 px', async ({ browser }) => {
  const t = new Reader(browser);
  const SCREEN = 844;
  await t.viewport(390, SCREEN);
  for (const [edition, prefix] of EDITIONS) {
    await t.open(`${prefix}introduction.html`);
    const links = await t.eval(screen => Array.from(document.querySelectorAll('main a'))
      .filter(a => a.getBoundingClientRect().top + window.scrollY < screen)
      .map(a => a.getAttribute('href')), SCREEN);
    for (const want of ['submission.html#which-approach-to-write', 'mistakes.html', 'stress.html', 'backtracking.html']) {
      if (!links.includes(want)) t.problems.push(`${edition} introduction at 390 px: no link to ${want} on the first screen (links there: ${links.join(', ')})`);
    }
    await t.open(`${prefix}submission.html`);
    const at = await t.eval(() => {
      const h = document.getElementById('which-approach-to-write');
      const pypy = Array.from(document.querySelectorAll('main p, main li')).find(e => /PyPy3/.test(e.textContent) && h && (h.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING));
      const top = e => (e ? e.getBoundingClientRect().top + window.scrollY : Infinity);
      return { heading: top(h), pypy: top(pypy) };
    });
    console.log(`browser test: ${edition} submission.html at 390 px: the answer's heading at ${Math.round(at.heading)} px, its PyPy3 line at ${Math.round(at.pypy)} px`);
    if (!(at.pypy < 2 * SCREEN)) t.problems.push(`${edition} submission.html at 390 px: the answer's PyPy3 line starts at ${at.pypy} px, not within two screens (${2 * SCREEN} px)`);
  }
  t.done();
});
