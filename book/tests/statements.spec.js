// Issue 45: chapter 1 quotes both statements' 제한 as Baekjoon writes them
// today, with the reference times of 12095's source, in both editions, each
// line of the statement a line of the quotation (issue 50: not merged with
// " / "); and
// the chapter "Common mistakes" shows each mistake's `stress` transcript.
const fs = require('node:fs');
const path = require('node:path');
const { test, expect } = require('@playwright/test');
const { BOOK, EDITIONS } = require('./reader');

/** The 제한 lines of BOJ 2580 and 2239, as their statements read, one a line. */
const LIMITS = [
  '12095번 문제에 있는 소스로 풀 수 있는 입력만 주어진다.',
  'C++14: 80ms', 'Java: 292ms', 'PyPy3: 1172ms',
  'C++17: 180ms', 'Java 15: 528ms', 'PyPy3: 2064ms',
];

/** The lines of the page's quotations: the text of each paragraph and list
 * item inside a `<blockquote>`, as `mainText` writes it. */
function quotedLines(file) {
  const html = fs.readFileSync(file, 'utf8');
  const quotes = [...html.matchAll(/<blockquote>([\s\S]*?)<\/blockquote>/g)].map(m => m[1]);
  const lines = quotes.flatMap(q => [...q.matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)].map(m => m[2]));
  return lines.map(l => l.replace(/<[^>]*>/g, ' ').replaceAll('\u2060', '').replaceAll('&amp;', '&').split(/\s+/).filter(Boolean).join(' '));
}

/** The text of a built page's `<main>`, tags dropped, the word joiners the
 * build puts between a number and its particle (12095⁠번) left out,
 * whitespace collapsed. */
function mainText(file) {
  const html = fs.readFileSync(file, 'utf8');
  const main = /<main>([\s\S]*?)<\/main>/.exec(html);
  return (main ? main[1] : html).replace(/<[^>]*>/g, ' ').replaceAll('\u2060', '').replaceAll('&#39;', "'").replaceAll('&amp;', '&').split(/\s+/).filter(Boolean).join(' ');
}

test('chapter 1 quotes both statements\' 제한 in both editions', () => {
  for (const [edition, prefix] of EDITIONS) {
    const lines = quotedLines(path.join(BOOK, prefix, 'problem.html'));
    for (const line of LIMITS) expect(lines, `${edition} problem.html quotes "${line}" as a line of its own`).toContain(line);
    // Both problems quote the first line: 2239 makes 2580's promise.
    expect(lines.filter(l => l === LIMITS[0]).length, `${edition} problem.html quotes the promise twice`).toBe(2);
  }
});

test('the chapter "Common mistakes" shows a stress transcript for each mistake, in both editions', () => {
  const programs = ['no_undo.py', 'print_all.py', 'no_exit.py', 'no_blank.py', 'equals.py', 'one_number.py', 'index9', 'recursion.py'];
  for (const [edition, prefix] of EDITIONS) {
    const text = mainText(path.join(BOOK, prefix, 'mistakes.html'));
    for (const p of programs) {
      expect(text, `${edition} mistakes.html runs ${p} under stress`).toMatch(new RegExp(`\\$ sudoku-lab stress --problem (2580|2239) --cmd '[^']*${p.replace('.', '\\.')}`));
    }
  }
});
