// The search box of both editions at 1280 and 390 px, as a reader uses it
// (the magnifier clicked, the words typed): the Korean words of
// xtask/src/search.rs's KOREAN_WORDS in the Korean one, `stress` and
// `backtracking` in the English one. Each search lists something; every
// chapter listed has every word in its `<main>`; unless the list was cut at
// `limit-results`, every chapter holding the search (at a word's start:
// 백트래킹 in 백트래킹은) is listed. In the Korean edition the sections listed
// are exactly those of the index's stored text holding every word at a
// word's start (a word with a particle attached is found, nothing else), as
// many as the limit lets through, and the box speaks Korean. Screenshots of
// the Korean results in `search/`.
const fs = require('node:fs');
const path = require('node:path');
const { test, expect } = require('@playwright/test');
const { BOOK, META, EDITIONS, WIDTHS, Reader, hangul } = require('./reader');

/** The English edition's searches, with the text each must be found by: the
 * stem that mdBook's Porter stemmer leaves (backtracking → backtrack, which
 * the prefix search expands to backtracked, backtracking, …). */
const ENGLISH = [['stress', 'stress'], ['backtracking', 'backtrack']];
/** The Korean searches' screenshots, in the order of KOREAN_WORDS. */
const SLUGS = ['backtracking', 'time-limit', 'undo', 'bitmask', 'accepted', 'sudoku'];

/** The text of a built page's `<main>`: tags dropped, the entities mdBook
 * writes decoded (`&amp;` last), whitespace collapsed, lower case. */
function mainText(html) {
  const main = /<main>([\s\S]*?)<\/main>/.exec(html);
  let text = (main ? main[1] : html).replace(/<[^>]*>/g, ' ');
  for (const [entity, c] of [['&lt;', '<'], ['&gt;', '>'], ['&quot;', '"'], ['&#39;', "'"], ['&#x27;', "'"], ['&amp;', '&']]) {
    text = text.replaceAll(entity, c);
  }
  return text.split(/\s+/).filter(Boolean).join(' ').toLowerCase();
}

/** `word` at a word's start (after the start or a character that is
 * neither a letter, a digit nor `_`), in lower case: a RegExp's source. */
const atStart = word => '(^|[^\\p{Alphabetic}\\p{N}_])' + word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` (in lower case) holds `word` at a word's start. */
const holds = (text, word) => new RegExp(atStart(word), 'u').test(text);

/** In the page: what the search shows, and (from the index the page loaded:
 * mdBook's text of each section, and its URL) the sections whose title, body
 * or breadcrumbs hold every word (`patterns`: `atStart`'s sources). */
function shown(patterns) {
  const results = Array.from(document.querySelectorAll('#mdbook-searchresults li a'))
    .map(a => { const u = new URL(a.href); return u.pathname.split('/').pop() + decodeURIComponent(u.hash); });
  const words = patterns.map(p => new RegExp(p, 'u'));
  const docs = window.search.index.documentStore.docs;
  const expected = Object.keys(docs).filter(id => ['title', 'body', 'breadcrumbs']
    .some(f => words.every(w => w.test(String(docs[id][f] || '').toLowerCase()))))
    .map(id => window.search.doc_urls[Number(id)]);
  return {
    results, expected,
    header: document.getElementById('mdbook-searchresults-header').textContent,
    placeholder: document.getElementById('mdbook-searchbar').placeholder,
    limit: window.search.results_options.limit_results,
  };
}

/** Opens the edition at `prefix` at `width` px, types `query` into its
 * search box and returns what `shown` reports. */
async function typeSearch(t, prefix, width, query) {
  await t.viewport(width);
  await t.open(`${prefix}introduction.html`);
  await t.click('#mdbook-search-toggle');
  await t.wait("Array.isArray(window.search?.doc_urls) && !document.getElementById('mdbook-searchbar-outer').classList.contains('searching')", 20)
    .catch(e => { throw new Error(`the search index did not load: ${e.message}`); });
  await t.click('#mdbook-searchbar');
  // Hangul arrives as inserted text (as from an input method), which fires
  // no keyup: End, like the end of a composition, makes the searcher read the box.
  await t.page.keyboard.type(query);
  await t.keys('End');
  const q = JSON.stringify(query);
  await t.wait(`document.getElementById('mdbook-searchbar').value === ${q} && !document.getElementById('mdbook-searchresults-outer').classList.contains('hidden') && document.getElementById('mdbook-searchresults-header').textContent.includes(${q})`, 20)
    .catch(e => { throw new Error(`no results line for ${query}: ${e.message}`); });
  return t.eval(shown, query.split(/\s+/).filter(Boolean).map(atStart));
}

/** The problems of one search: `s` from `shown`, `foundBy` the texts each
 * listed chapter must hold, `pages` the edition's chapters ([page, text]). */
function problemsOf(query, foundBy, s, pages, korean) {
  if (s.results.length === 0) return [`no results (the line above says "${s.header}")`];
  const problems = [];
  const listed = new Set(s.results.map(r => r.split('#')[0]));
  for (const page of [...listed].sort()) {
    const found = pages.find(([p]) => p === page);
    if (!found) problems.push(`lists ${page}, which is not a chapter`);
    else {
      const word = foundBy.find(w => !holds(found[1], w));
      if (word !== undefined) problems.push(`lists ${page}, whose text has no "${word}"`);
    }
  }
  const phrase = foundBy.join(' ');
  if (s.results.length < s.limit) {
    for (const [page, text] of pages) {
      if (holds(text, phrase) && !listed.has(page)) problems.push(`${page} holds "${phrase}" but is not listed`);
    }
  }
  if (!korean) return problems;
  const [n, all] = [s.results.length, s.expected.length];
  const want = Math.min(all, s.limit);
  if (n !== want) problems.push(`${n} sections listed, expected ${want} (${all} sections hold every word at a word's start, limit ${s.limit})`);
  const stray = s.results.find(r => !s.expected.includes(r));
  if (stray !== undefined) problems.push(`lists ${stray}, whose section does not hold "${query}"`);
  for (const [name, text] of [['the placeholder', s.placeholder], ['the results line', s.header]]) {
    if (!hangul(text) || text.includes('search')) problems.push(`${name} is not in Korean: "${text}"`);
  }
  if (!s.header.includes(String(n))) problems.push(`the results line "${s.header}" does not give the count ${n}`);
  return problems;
}

test('a word is held at a word\'s start; a page\'s main text', () => {
  expect(holds('이 글의 백트래킹은 빠르다', '백트래킹')).toBe(true);
  expect(holds('(백트래킹)', '백트래킹')).toBe(true);
  expect(holds('재백트래킹', '백트래킹')).toBe(false);
  expect(holds('a stress test', 'Stress')).toBe(true);
  expect(holds('distress', 'stress')).toBe(false);
  const html = '<nav>백트래킹</nav><main><h1>제목</h1><p>시간 <em>초과</em> &amp; &lt;b&gt;</p></main>';
  expect(mainText(html)).toBe('제목 시간 초과 & <b>');
});

test('the search box of both editions, at both widths', async ({ browser }) => {
  const t = new Reader(browser);
  // Each edition's searches: the query, the words each listed chapter must
  // hold, the screenshot's name (none: no screenshot).
  const searches = {
    en: ENGLISH.map(([q, stem]) => [q, [stem], null]),
    ko: META.koreanWords.map((q, i) => [q, q.split(/\s+/), SLUGS[i]]),
  };
  for (const [edition, prefix] of EDITIONS) {
    const pages = META.chapters.map(c => c.replace(/\.md$/, '.html'))
      .map(page => [page, mainText(fs.readFileSync(path.join(BOOK, prefix, page), 'utf8'))]);
    for (const [query, foundBy, slug] of searches[edition]) {
      const holding = pages.filter(([, text]) => holds(text, foundBy.join(' '))).length;
      for (const width of WIDTHS) {
        const what = `search ${edition} "${query}" at ${width} px`;
        const s = await typeSearch(t, prefix, width, query).catch(e => { throw new Error(`${what}: ${e.message}`); });
        const found = problemsOf(query, foundBy, s, pages, edition !== 'en');
        console.log(`browser test: ${what}: ${s.results.length} results, ${holding} chapters hold it, ${found.length} problem(s); ${s.header}`);
        t.problems.push(...found.map(p => `${what}: ${p}`));
        if (slug) await t.screenshot(`search/${edition}-${slug}-${width}.png`);
      }
    }
  }
  t.done();
});
