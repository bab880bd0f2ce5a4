// Issue 45: the stepper's source pane speaks one language. In the Korean
// edition every comment it shows that the catalog translates is in Korean,
// at every event, marked or not (before: line 169's comment of full-scan in
// English at events 0 and 1, in Korean at the undo); in the English
// edition none is translated.
const { test } = require('@playwright/test');
const { EDITIONS, META, Reader, first, trace } = require('./reader');

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

test('the source pane is in the edition\'s language at every event up to the second undo', async ({ browser }) => {
  const t = new Reader(browser);
  let checked = 0, translated = 0;
  for (const v of META.variants) {
    const small = trace(`small.${v}`);
    const undo = small.events.findIndex((e, i) => e.e === 'undo' && i >= first(small, 'undo'));
    const last = Math.min(small.events.length, Math.max(first(small, 'undo'), undo + 1) + 1);
    for (const [edition, prefix] of EDITIONS) {
      for (let n = 0; n <= last; n++) {
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
