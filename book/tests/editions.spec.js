// Every chapter of the Korean edition at 1280 and 390 px: a Korean title
// drawn with a Korean font (no tofu boxes), the language picker leading to
// the same English page, no page wider than the screen, the phone layout at
// 390 px; the stepper's controls in Korean. Screenshots in `ko/`.
const path = require('node:path');
const { test } = require('@playwright/test');
const { BOOK, META, EDITIONS, WIDTHS, Reader, hangul, splitProblems } = require('./reader');

/** In the page: its language, its `<h1>`, the picker's link, its width, and
 * whether its body font draws Hangul with real glyphs: a missing glyph is
 * drawn as the same box whatever the character, so seven different
 * syllables measure exactly like seven unassigned code points only when no
 * installed font has them. */
function pageFacts() {
  const c = document.createElement('canvas').getContext('2d');
  c.font = getComputedStyle(document.querySelector('main') || document.body).font;
  const width = s => c.measureText(s).width;
  const korean = width('가나다라마바사');
  return {
    lang: document.documentElement.lang,
    h1: (document.querySelector('main h1') || {}).textContent || '',
    other: (document.querySelector('#language-picker a') || {}).href || '',
    wide: document.documentElement.scrollWidth,
    hangul: Math.abs(korean - width('\u{10FFF0}\u{10FFF1}\u{10FFF2}\u{10FFF3}\u{10FFF4}\u{10FFF5}\u{10FFF6}')) > 0.5 && korean > 0,
  };
}

test('every chapter of the Korean edition, at both widths', async ({ browser }) => {
  const t = new Reader(browser);
  for (const page of META.chapters.map(c => c.replace(/\.md$/, '.html'))) {
    for (const width of WIDTHS) {
      await t.viewport(width);
      await t.open(`ko/${page}`);
      const what = `ko/${page} at ${width} px`;
      const f = await t.eval(pageFacts);
      const problems = [];
      if (f.lang !== 'ko') problems.push(`<html lang=${f.lang}>`);
      if (!hangul(f.h1)) problems.push(`the title "${f.h1}" is not in Korean`);
      if (!f.hangul) problems.push('Hangul is drawn as boxes (no CJK font: apt-get install -y fonts-noto-cjk)');
      if (f.other !== 'file://' + path.join(BOOK, page)) problems.push(`the language picker leads to "${f.other}", not to the English ${page}`);
      if (f.wide > width + 2) problems.push(`the page is ${f.wide} px wide (something does not wrap or scroll)`);
      t.problems.push(...problems.map(p => `${what}: ${p}`));
      if (width < 500) await t.phoneLayout(what);
      await t.screenshot(`ko/${page.replace(/\.html$/, '')}-${width}.png`);
    }
  }
  // The English page leads to this edition too.
  await t.viewport(1280);
  await t.open('introduction.html');
  const { other } = await t.eval(pageFacts);
  if (!other.endsWith('/ko/introduction.html')) {
    t.problems.push(`introduction.html: the language picker leads to ${other}, not …/ko/introduction.html`);
  }
  // The stepper of the translated "Watch" chapter speaks Korean: its
  // buttons' text and labels contain Hangul.
  await t.open('ko/watch.html');
  const labels = await t.eval(() => Array.from(document.querySelectorAll('.stepper button'))
    .map(b => b.textContent + ' ' + (b.title || '') + ' ' + (b.getAttribute('aria-label') || '')).join('\n'));
  const english = labels.split('\n').filter(l => l.trim() !== '' && !hangul(l));
  if (labels.trim() === '') t.problems.push('ko/watch.html: no stepper buttons found');
  else if (english.length > 0) t.problems.push(`ko/watch.html: stepper controls not in Korean: ${JSON.stringify(english)}`);
  t.done();
});

// Issue 35: at 390 px (and at 1280), no page of either edition splits what
// belongs together over two lines: a number and its unit, a Korean particle
// and the code span, link, emphasis or bracket it follows.
test('every chapter of both editions keeps numbers with units and particles with their words', async ({ browser }) => {
  const t = new Reader(browser);
  let checked = 0;
  for (const [edition, prefix] of EDITIONS) {
    for (const width of WIDTHS.slice().reverse()) {
      await t.viewport(width);
      for (const page of META.chapters.map(c => c.replace(/\.md$/, '.html'))) {
        await t.open(prefix + page);
        // Folded answers and listings open, as a reader opens them.
        await t.eval(() => document.querySelectorAll('main details').forEach(d => { d.open = true; }));
        const found = await t.eval(splitProblems);
        checked++;
        t.problems.push(...found.slice(0, 8).map(p => `${edition} ${page} at ${width} px: ${p}`));
      }
    }
  }
  console.log(`browser test: ${checked} pages checked for split numbers and particles`);
  t.done();
});
