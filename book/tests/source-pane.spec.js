// Issue 45: the stepper's source pane speaks one language. In the Korean
// edition every comment it shows that the catalog translates is in Korean,
// at every event checked (0 to 2, the first two undos and the events after
// them, the last), marked or not (before: line 169's comment of full-scan in
// English at events 0 and 1, in Korean at the undo); in the English
// edition none is translated.
const { test } = require('@playwright/test');
const { EDITIONS, META, Reader, trace } = require('./reader');

/** In the page: the source pane's text, and the English comments of
 * StepperKo (each one's first 24 characters) that it shows. */
function pane() {
  const text = document.querySelector('.stepper-source').textContent;
  const english = Object.keys(window.StepperKo || {})
    .filter(k => k.length > 24 && text.includes('// ' + k.slice(0, 24)));
  const korean = Object.values(window.StepperKo || {})
    .filter(v => v.length > 12 && text.includes('// ' + v.slice(0, 12)));
  return { text, english, korean };
}

test('the source pane is in the edition\'s language before, at and after the undos', async ({ browser }) => {
  const t = new Reader(browser);
  let checked = 0, translated = 0;
  for (const v of META.variants) {
    const small = trace(`small.${v}`);
    // Events 0 to 2 (before the first event, a test), the first two undos
    // and the one after each, the last event.
    const undos = small.events.map((e, i) => (e.e === 'undo' ? i + 1 : 0)).filter(Boolean).slice(0, 2);
    const events = [...new Set([0, 1, 2, ...undos, ...undos.map(n => n + 1), small.events.length])]
      .filter(n => n <= small.events.length);
    for (const [edition, prefix] of EDITIONS) {
      for (const n of events) {
        await t.open(`${prefix}watch.html#trace=small.${v}&step=${n}`);
        const p = await t.eval(pane);
        checked++;
        if (edition === 'ko' && p.english.length) t.problems.push(`ko small.${v} at event ${n}: the source pane shows in English: ${p.english.map(k => k.slice(0, 40))}`);
        if (edition === 'en' && p.korean.length) t.problems.push(`en small.${v} at event ${n}: the source pane shows in Korean: ${p.korean.map(k => k.slice(0, 20))}`);
        if (edition === 'ko') translated += p.text.includes('//') && /\/\/ [^\n]*[가-힣]/.test(p.text) ? 1 : 0;
      }
    }
  }
  console.log(`browser test: ${checked} source panes checked, ${translated} Korean ones with a Korean comment`);
  if (translated === 0) t.problems.push('no Korean source pane showed a translated comment: the check checked nothing');
  t.done();
});
