// The stepper of "Watch the five searches" against the Rust traces, then as
// a reader uses it: keys, buttons, "jump to event N", "load your own trace"
// (a malformed one gives a readable error, not a blank panel), what issue 25
// found surprising (one check each), screenshots; and the time a 200,000-event
// trace takes to load.
const fs = require('node:fs');
const { test } = require('@playwright/test');
const { EDITIONS, META, WIDTHS, Reader, first, hangul, scratch, trace } = require('./reader');

/** Every port, as the library lists them (`Variant::ALL`). */
const VARIANTS = META.variants;
if (!VARIANTS?.length) throw new Error('book.json lists no variants: run cargo xtask book --browser-test');

test('each sample at events 1, 40 and the last, opened by the URL', async ({ browser }) => {
  const t = new Reader(browser);
  for (const v of VARIANTS) {
    const sample = trace(`sample.${v}`);
    for (const n of [1, 40, sample.events.length]) {
      await t.open(`watch.html#trace=sample.${v}&step=${n}`);
      await t.checkAt(sample, n, `sample.${v} by the URL`);
    }
  }
  t.done();
});

test('keys and buttons step, u finds the next undo, g N Enter jumps', async ({ browser }) => {
  const t = new Reader(browser);
  const [sample, undos] = [trace('sample.check-arrays'), trace('undos.check-arrays')];
  await t.open('watch.html#trace=sample.check-arrays');
  // Clicking the board focuses the stepper, as the chapter tells.
  await t.click('.stepper-board');
  await t.keys('ArrowRight ArrowRight ArrowRight');
  await t.checkAt(sample, 3, '→ three times');
  await t.keys('h');
  await t.checkAt(sample, 2, 'h (step back)');
  await t.click("button.stepper-btn[title^='step (']");
  await t.checkAt(sample, 3, 'the step ▶ button');
  await t.click("button.stepper-btn[title^='step back']");
  await t.click("button.stepper-btn[title^='step back']");
  await t.checkAt(sample, 1, 'the ◀ back button twice');
  // The puzzle with undos, chosen in the stepper's list.
  await t.select('.stepper-pick', 'undos.check-arrays');
  await t.click('.stepper-board');
  await t.keys('u');
  await t.checkAt(undos, first(undos, 'undo'), 'u (next undo) on undos');
  await t.jump(1234);
  await t.checkAt(undos, 1234, 'g 1234 Enter on undos');
  // Enter gives the keys back to the stepper: no click needed.
  if (!(await t.seen()).focus) {
    const focus = await t.eval(() => document.activeElement.tagName + '.' + document.activeElement.className);
    t.problems.push(`after g 1234 Enter the focus is on ${focus}, not on the stepper`);
  }
  await t.keys('l');
  await t.checkAt(undos, 1235, 'l right after the jump (no click)');
  t.done();
});

test("issue 25's surprises, each as a reader meets it", async ({ browser }) => {
  const t = new Reader(browser);
  // The chapters and "Watch" open on chapter 2's small puzzle.
  for (const [page, want] of [['watch.html', 'small.check-arrays'], ['full-scan.html', 'small.full-scan']]) {
    const { pick } = await t.look(page);
    if (pick !== want) t.problems.push(`${page}: the stepper opens on ${pick}, not on ${want} (chapter 2's small puzzle)`);
  }
  // The keys of the chapter's note, pressed while reading the note: no
  // click, and → steps instead of turning the page.
  await t.readNote();
  await t.keys('ArrowRight ArrowRight');
  const after = await t.seen();
  if (!after.url.endsWith('/full-scan.html') || after.pos !== '2') {
    t.problems.push(`→ twice while reading full-scan's note: the page is ${after.url} and the stepper at event ${after.pos} (expected full-scan.html, event 2)`);
  }
  if (!after.focus) t.problems.push('→ from the note did not give the stepper the focus');
  await t.keys('ArrowLeft');
  const back = (await t.seen()).pos;
  if (back !== '1') t.problems.push(`← from the note: event ${back}, expected 1`);
  // Away from the stepper, → is still mdBook's: the next chapter.
  await t.open('full-scan.html');
  await t.eval(() => window.scrollTo(0, 0));
  await t.keys('ArrowRight');
  await t.wait("!location.pathname.endsWith('/full-scan.html')", 10).catch(e => {
    throw new Error(`→ at the top of full-scan.html no longer turns the page: ${e.message}`);
  });
  // "next undo", named so; on a trace without undos it says so.
  const { buttons } = await t.look('watch.html#trace=sample.check-arrays&step=5');
  if (!buttons.includes('next undo') || buttons.some(b => b.includes('↶'))) {
    t.problems.push(`the stepper's buttons are ${JSON.stringify(buttons)}: expected one named "next undo", no "↶ undo"`);
  }
  await t.keys('u');
  let s = await t.seen();
  if (s.pos !== '5' || !s.status.includes('no undo in this trace')) {
    t.problems.push(`u on the sample (no undos): event ${s.pos}, status ${s.status} (expected event 5 and a status saying there is no undo)`);
  }
  // The numbering: the panel says it counts from 0 like the code, and a
  // list entry names its cell as the events do (1-based).
  s = await t.look('watch.html#trace=small.empty-list&step=1');
  const marked = s.panel.split('\n').find(l => l.startsWith('▶'));
  const m = marked && /\] \((\d+), (\d+)\) (.*)$/.exec(marked);
  const cell = m && `r${Number(m[1]) + 1}c${Number(m[2]) + 1}`;
  if (!s.headShown || !s.head.includes('from 0') || !m || m[3].trim() !== cell || !s.event.includes(cell)) {
    t.problems.push(`the state panel's numbering: head ${s.head} (shown: ${s.headShown}), marked entry ${marked}, event ${s.event}: expected the 0-based rule said and the entry naming the event's cell`);
  }
  // full-scan's undo leaves its digit on the post's board: shown, and
  // said where it happens; the source pane highlights the port's comment.
  const small = trace('small.full-scan');
  const undo = first(small, 'undo');
  const e = small.events[undo - 1];
  const at = `r${Math.floor(e.cell / 9) + 1}c${(e.cell % 9) + 1}`;
  await t.open(`watch.html#trace=small.full-scan&step=${undo}`);
  await t.checkAt(small, undo, 'small.full-scan at its first undo');
  s = await t.seen();
  const now = JSON.stringify(s.now);
  if (s.board[e.cell] !== String(e.digit) || s.left !== 1 || !s.noteShown || !s.note.includes(`${at} ${e.digit}`) || !s.note.includes('does not clear') || !now.includes('leaves')) {
    t.problems.push(`full-scan's first undo (${e.digit} at ${at}): board digit ${s.board[e.cell]}, ${s.left} cells marked left, note ${s.note} (shown ${s.noteShown}), source lines ${now}: expected the digit kept, marked, explained`);
  }
  // The source pane: never a meter line, and a highlighted line for each
  // kind of event, in every port.
  for (const v of VARIANTS) {
    const small = trace(`small.${v}`);
    for (const kind of ['test', 'place', 'undo']) {
      const n = first(small, kind);
      const s = await t.look(`watch.html#trace=small.${v}&step=${n}`);
      if (s.source.includes('meter') || s.now.length === 0) {
        t.problems.push(`small.${v} at event ${n} (${kind}): the source pane shows ${s.source}, highlighted ${JSON.stringify(s.now)}: expected no meter line and the event's line`);
      }
    }
  }
  t.done();
});

// Issue 35's stepper, in both editions: the side-by-side hint links the
// chapter with all five under its title; the jump box empties once the
// stepper has gone there; before the first event no line is marked; the
// picker opens on the page's own trace, named in words; a full-scan undo
// marks the port's comment in the page's language.
test("issue 35's stepper, in both editions", async ({ browser }) => {
  const t = new Reader(browser);
  const undo = first(trace('small.full-scan'), 'undo');
  for (const [edition, prefix] of EDITIONS) {
    const at = what => `${edition}: ${what}`;
    // The Watch chapter's title, as its page gives it.
    await t.open(`${prefix}watch.html`);
    const title = await t.eval(() => document.querySelector('main h1').textContent.trim());
    // A post's chapter has only that post's traces: the hint shows.
    await t.open(`${prefix}full-scan.html`);
    const hint = await t.eval(() => {
      const a = document.querySelector('.stepper-side-why a');
      return { text: document.querySelector('.stepper-side-why').textContent, link: a && a.textContent, href: a && a.getAttribute('href') };
    });
    if (!hint.link || hint.link !== title || !/watch\.html$/.test(hint.href || '')) {
      t.problems.push(at(`full-scan.html's side-by-side hint "${hint.text}" links "${hint.link}" (${hint.href}), not the chapter "${title}" (watch.html)`));
    } else {
      await t.click('.stepper-side-why a');
      await t.wait("location.pathname.endsWith('/watch.html')", 10).catch(() => t.problems.push(at('the hint\'s link does not lead to watch.html')));
    }
    // The picker: the page's own trace first, every trace named in words.
    await t.open(`${prefix}full-scan.html`);
    const options = await t.eval(() => Array.from(document.querySelectorAll('.stepper-pick option')).map(o => [o.value, o.textContent]));
    if (options[0]?.[0] !== 'small.full-scan' || options.some(([v, text]) => text === v || text.split(' ')[0] === v)) {
      t.problems.push(at(`full-scan.html's picker lists ${JSON.stringify(options)}: expected small.full-scan first, each named in words`));
    }
    if (edition === 'ko' && options.some(([, text]) => !hangul(text))) t.problems.push(at(`the picker's names are not in Korean: ${JSON.stringify(options)}`));
    // Before the first event: no line marked.
    let s = await t.look(`${prefix}watch.html#trace=small.check-arrays`);
    if (s.pos !== '0' || s.now.length !== 0) t.problems.push(at(`at event ${s.pos} the source marks ${JSON.stringify(s.now)}: expected nothing before the first event`));
    // The jump box: empty once the stepper has jumped and stepped on.
    await t.jump(12);
    await t.keys('l');
    const box = await t.eval(() => document.querySelector('.stepper-jump').value);
    s = await t.seen();
    if (box !== '' || s.pos !== '13') t.problems.push(at(`after g 12 Enter and l the stepper is at ${s.pos} and the jump box says "${box}": expected 13 and an empty box`));
    // full-scan's undo: the marked comment in the page's language.
    s = await t.look(`${prefix}watch.html#trace=small.full-scan&step=${undo}`);
    const marked = s.now.join(' ');
    const english = /[A-Za-z]{4,}/.test(marked.replace(/\/\/|`[^`]*`/g, ''));
    if (!marked || (edition === 'ko' ? !hangul(marked) || english : !marked.includes('leaves'))) {
      t.problems.push(at(`full-scan's first undo marks ${JSON.stringify(s.now)}: expected the port's comment in ${edition === 'ko' ? 'Korean' : 'English'}`));
    }
  }
  t.done();
});

test('a trace through the file input, side by side, and malformed ones', async ({ browser }) => {
  const t = new Reader(browser);
  const undos = trace('undos.bitmask');
  await t.open('watch.html');
  await t.choose('undos.bitmask.json', 20);
  await t.checkAt(undos, 0, 'a trace from the file input');
  await t.jump(500);
  await t.checkAt(undos, 500, 'the loaded trace at g 500');
  // Side by side with the loaded trace: the book's traces of the same
  // puzzle by the other ports, in lockstep.
  await t.select('.stepper-side select', 'hole-array');
  await t.click('.stepper-side input');
  let s = await t.seen();
  if (s.sideDisabled !== false || s.panes.join() !== '500,500') {
    t.problems.push(`side by side with a loaded trace: disabled ${s.sideDisabled}, options ${s.sideOptions}, panes shown at ${s.panes}: expected two panes at event 500`);
  }
  // A puzzle the page has no other trace of: the box is off and says why.
  await t.choose('third.full-scan.json', 20);
  s = await t.seen();
  if (s.sideDisabled !== true || s.panes.length !== 1 || s.sideWhy === '') {
    t.problems.push(`side by side with a loaded trace of a puzzle the page lacks: disabled ${s.sideDisabled}, panes ${s.panes}, reason ${s.sideWhy}: expected the box off, one pane, a reason`);
  }
  // Malformed copies of the good trace, and what each error must say.
  const good = fs.readFileSync(scratch('undos.bitmask.json'), 'utf8');
  const cell = undos.events[0].cell;
  const puzzle = undos.puzzle.slice(0, cell) + '5' + undos.puzzle.slice(cell + 1);
  for (const [bad, body, says] of [
    ['truncated', good.slice(0, Math.floor(good.length / 2)), 'cut short'],
    ['version', good.replace('"version":1', '"version":2'), 'version 2'],
    ['mismatch', good.replace(undos.puzzle, puzzle), 'do not fit'],
  ]) {
    const name = `bad-${bad}.json`;
    fs.writeFileSync(scratch(name), body);
    await t.page.setInputFiles('.stepper-load input[type=file]', scratch(name));
    await t.wait(`document.querySelector('.stepper-error').textContent.startsWith('${name}')`, 20);
    // Readable: visible above the panes, and the panes still show a board.
    const [message, visible] = await t.eval(() => {
      const error = document.querySelector('.stepper-error'), pane = document.querySelector('.stepper-pane');
      return [error.textContent, error.offsetHeight > 0 && getComputedStyle(error).visibility == 'visible' && pane.offsetHeight > 0 && pane.dataset.board.length == 81];
    });
    if (!message.includes(says) || !visible) {
      t.problems.push(`a ${bad} trace from the file input: expected a visible error saying "${says}", the page says "${message}" (visible: ${visible})`);
    }
    console.log(`browser test: ${name} through the file input: ${message}`);
    if (bad === 'version') {
      await t.scrollTo('stepper');
      await t.screenshot('stepper-error.png');
    }
  }
  t.done();
});

// Screenshots of the stepper, each checked for the phone layout: side by
// side at event 500 of `undos` (`stepper-WIDTH.png`), and after each fix of
// issue 25 in both editions (`stepper/STATE-EDITION-WIDTH.png`): the chapter
// after → from the note, full-scan's first undo, u on the sample, a loaded
// trace side by side, and one of a puzzle the book lacks.
test('screenshots of the stepper, in both editions, at both widths', async ({ browser }) => {
  const t = new Reader(browser);
  for (const width of WIDTHS) {
    await t.viewport(width);
    await t.open('watch.html#trace=undos.bitmask&step=500&side=hole-array');
    await t.shot(width, 'stepper', `stepper-${width}.png`);
    const wide = await t.eval(() => document.documentElement.scrollWidth);
    console.log(`browser test: at ${width} px the page is ${wide} px wide`);
  }
  const undo = first(trace('small.full-scan'), 'undo');
  for (const [edition, prefix] of EDITIONS) {
    for (const width of WIDTHS) {
      const png = state => `stepper/${state}-${edition}-${width}.png`;
      const open = async page => {
        await t.viewport(width);
        await t.open(prefix + page);
      };
      await open('full-scan.html');
      await t.readNote();
      await t.keys('ArrowRight');
      await t.shot(width, 'note', png('chapter'));
      await open('watch.html#trace=small.full-scan');
      await t.jump(undo);
      await t.shot(width, 'stepper', png('undo'));
      await open('watch.html#trace=sample.check-arrays&step=3');
      await t.click('.stepper-board');
      await t.keys('u');
      await t.shot(width, 'stepper', png('no-undo'));
      await open('watch.html');
      await t.choose('undos.bitmask.json', 20);
      await t.click('.stepper-side input');
      await t.eval(() => Steppers[0].go(40));
      await t.shot(width, 'stepper', png('side'));
      await t.choose('third.full-scan.json', 20);
      await t.shot(width, 'stepper', png('side-none'));
    }
  }
  t.done();
});

// Times loading a 200,000-event trace (check-arrays on line 1 of
// data/plb/sudoku.txt, as `sudoku-lab trace --format json --max-events
// 200000` writes it; the puzzle takes 69 million placements) and a late
// jump; reports, never asserts.
test('a 200,000-event trace: load and a late jump, timed', async ({ browser }) => {
  const t = new Reader(browser);
  const large = trace('large.check-arrays');
  await t.open('watch.html');
  const start = performance.now();
  await t.choose('large.check-arrays.json', 120);
  const load = performance.now() - start, late = large.events.length - 1;
  // In the page: from Enter's keydown to the pane's new event number.
  await t.eval(() => {
    document.addEventListener('keydown', e => { if (e.key == 'Enter') window.t0 = performance.now(); }, true);
    new MutationObserver(() => { window.t1 = performance.now(); }).observe(document.querySelector('.stepper-pane'), { attributeFilter: ['data-pos'] });
  });
  const jump = await t.jump(late);
  const inPage = await t.eval(() => window.t1 - window.t0);
  const mb = fs.statSync(scratch('large.check-arrays.json')).size / 1e6;
  console.log(`measure: a ${large.events.length}-event trace (${mb.toFixed(1)} MB) through the file input: loaded and shown in ${load.toFixed(0)} ms; ` +
    `jump to event ${late} (g, N, Enter): ${jump.toFixed(0)} ms through the driver, ${inPage.toFixed(1)} ms in the page from Enter to shown`);
  t.done();
});
