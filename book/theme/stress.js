// The 반례 page ("Find a 반례 in the browser", book/src/stress.md): the
// reader's Python runs in a Web Worker (Pyodide, vendored with the book in
// stress-assets/ by `cargo xtask book`, no CDN), and everything else is
// the library's own code compiled to WebAssembly (crates/wasm): the tests
// from a seed and kind, the judge, the session and its shrinking loop,
// the same as `sudoku-lab stress`. A run over the time limit is ended by
// terminating its worker; a fresh one is started for the next run.
//
// It speaks the page's language: Korean when <html lang> starts with "ko"
// (the dictionary window.StressKo, book/theme/stress-ko.js, is generated
// from book/po/ko.po).
(function () {
  'use strict';

  function korean() { return /^ko/i.test(document.documentElement.lang || ''); }
  function tr(text, ...args) {
    const ko = korean() && window.StressKo ? window.StressKo[text] : undefined;
    return (ko || text).replace(/\{(\d+)\}/g, (_, i) => String(args[Number(i)]));
  }

  /** The Python harness: runs the reader's code as CPython 3 does on
   * Baekjoon (`__name__ == "__main__"`, stdin from the test, input() and
   * sys.stdin, a fresh recursion limit of 1000 that sys.setrecursionlimit
   * may raise), its stdout and stderr captured as bytes, an uncaught
   * exception or a non-zero exit an error with its traceback. */
  const HARNESS = [
    'import sys, io, os, gc, linecache, traceback',
    '# Standard input as on Baekjoon, where it is a file: fd 0 reads the test,',
    '# so open(0), os.read(0, n) and /dev/stdin do as sys.stdin, input(),',
    '# sys.stdin.buffer and fileinput do.',
    '__sudoku_lab_stdin_file = "/tmp/sudoku-lab-stdin.txt"',
    'try:',
    '    os.unlink("/dev/stdin")',
    '    os.symlink(__sudoku_lab_stdin_file, "/dev/stdin")',
    'except OSError:',
    '    pass',
    'def __sudoku_lab_stdin(data):',
    '    fd = os.open(__sudoku_lab_stdin_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)',
    '    os.write(fd, data)',
    '    os.close(fd)',
    '    fd = os.open(__sudoku_lab_stdin_file, os.O_RDONLY)',
    '    if fd != 0:',
    '        os.dup2(fd, 0)',
    '        os.close(fd)',
    '    return io.TextIOWrapper(io.BufferedReader(io.FileIO(0, "r", closefd=False)), encoding="utf-8")',
    'def __sudoku_lab_compile(code):',
    '    try:',
    '        compile(code, "Main.py", "exec")',
    '        return ""',
    '    except SyntaxError as e:',
    '        return "".join(traceback.format_exception_only(type(e), e))',
    'def __sudoku_lab_run(code, data):',
    '    gc.collect()  # a file the last run left open on fd 0 is closed now, not later',
    '    out, err = io.BytesIO(), io.BytesIO()',
    '    wout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)',
    '    werr = io.TextIOWrapper(err, encoding="utf-8", write_through=True)',
    '    sys.stdin = __sudoku_lab_stdin(data.encode())',
    '    sys.stdout, sys.stderr = wout, werr',
    '    sys.argv = ["Main.py"]',
    '    sys.setrecursionlimit(1000)',
    '    linecache.cache["Main.py"] = (len(code), None, code.splitlines(True), "Main.py")',
    '    status = "ok"',
    '    try:',
    '        exec(compile(code, "Main.py", "exec"), {"__name__": "__main__", "__builtins__": __builtins__})',
    '    except SystemExit as e:',
    '        if e.code is not None and e.code != 0:',
    '            status = "error"',
    '            if not isinstance(e.code, int):',
    '                print(e.code, file=werr)',
    '    except BaseException as e:',
    '        status = "error"',
    '        traceback.print_exception(type(e), e, e.__traceback__.tb_next, file=werr)',
    '    finally:',
    '        for f in (wout, werr):',
    '            try:',
    '                f.flush()',
    '            except Exception:',
    '                pass',
    '        sys.stdin, sys.stdout, sys.stderr = sys.__stdin__, sys.__stdout__, sys.__stderr__',
    '    result = [status, out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8", "replace")]',
    '    wout.detach()',
    '    werr.detach()',
    '    return result',
    '# The speed calibration: the time of `n` runs of a fixed workload, in ms',
    '# (the book measured 70 ms a run with native CPython 3.11).',
    'def __sudoku_lab_calibrate(n):',
    '    import time',
    '    def work():',
    '        s = 0',
    '        for i in range(400_000):',
    '            s = (s + i * i) % 1000003',
    '        d = {}',
    '        for i in range(100_000):',
    '            d[i % 1000] = d.get(i % 1000, 0) + i',
    '        return s + len(d)',
    '    times = []',
    '    for _ in range(n):',
    '        t = time.perf_counter()',
    '        work()',
    '        times.append((time.perf_counter() - t) * 1000)',
    '    return times',
  ].join('\n');

  const WORKER = `
let py = null;
self.onmessage = async (e) => {
  const m = e.data;
  try {
    if (m.type === 'init') {
      const t0 = performance.now();
      const { loadPyodide } = await import(m.base + 'pyodide.mjs');
      py = await loadPyodide({ indexURL: m.base });
      py.runPython(m.harness);
      postMessage({ type: 'ready', ms: performance.now() - t0 });
    } else if (m.type === 'compile') {
      postMessage({ type: 'compiled', id: m.id, error: py.globals.get('__sudoku_lab_compile')(m.code) });
    } else if (m.type === 'calibrate') {
      const r = py.globals.get('__sudoku_lab_calibrate')(m.runs);
      const times = r.toJs();
      r.destroy();
      postMessage({ type: 'calibrated', id: m.id, times });
    } else if (m.type === 'run') {
      const f = py.globals.get('__sudoku_lab_run');
      const t0 = performance.now();
      const r = f(m.code, m.input);
      const ms = performance.now() - t0;
      const [status, stdout, stderr] = r.toJs();
      r.destroy();
      postMessage({ type: 'result', id: m.id, status, stdout, stderr, ms });
    }
  } catch (err) {
    postMessage({ type: 'failed', id: m.id, message: String(err && err.message || err) });
  }
};`;

  const KINDS = ['boj', 'unique', 'multi', 'hard', 'edge'];
  const GRACE_MS = 1000; // a finished run's message may come this late
  // The speed calibration: after WARM runs, ROUNDS rounds of RUNS runs of
  // the workload with a pause between them; the factor is the median of
  // all the runs over the book's native time, kept for the browser session
  // (sessionStorage). When the rounds' medians differ by more than
  // DISTURBED, something else was using this device meanwhile: the page
  // says so.
  const CALIBRATION = { warm: 2, rounds: 3, runs: 5, pauseMs: 150, disturbed: 0.15, key: 'sudoku-lab-python-speed' };

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'class') e.className = v;
      else if (k === 'text') e.textContent = v;
      else e.setAttribute(k, v);
    }
    for (const c of children) if (c != null) e.append(c);
    return e;
  }

  /** `text` (from tr) with its `{link}` made a link to `href`. */
  function linked(tag, attrs, text, href, label) {
    const [before, after] = text.split('{link}');
    return el(tag, attrs, before, el('a', { href, text: label }), after === undefined ? null : after);
  }

  function download(name, text) {
    const a = el('a', { href: URL.createObjectURL(new Blob([text], { type: 'text/plain' })), download: name });
    document.body.append(a);
    a.click();
    a.remove();
  }

  const median = xs => {
    const s = xs.slice().sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
  };
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  /** A time in seconds, as the tables show it: `3.55 s` (`3.55초`). */
  const secs = ms => tr("{0} s", (ms / 1000).toFixed(2));
  /** A time beside its limit: `3.55 s of 5.60 s`, `6.60 s, over 5.60 s`. */
  const beside = (ms, limit) => (ms > limit ? tr("{0}, over {1}", secs(ms), secs(limit)) : tr("{0} of {1}", secs(ms), secs(limit)));

  /** The Python of one page: a worker, restarted after a TLE. */
  class Python {
    constructor(base, onStatus) {
      this.base = base;
      this.onStatus = onStatus;
      this.worker = null;
      this.ready = null;
      this.next = 1;
      this.waiting = new Map();
      this.loadMs = 0;
      this.loaded = false; // once loaded, a start is a restart after a stop
    }

    start() {
      if (this.ready) return this.ready;
      const url = URL.createObjectURL(new Blob([WORKER], { type: 'text/javascript' }));
      const worker = new Worker(url, { type: 'module' });
      this.worker = worker;
      this.ready = new Promise((resolve, reject) => {
        worker.onmessage = e => {
          const m = e.data;
          if (m.type === 'ready') { this.loadMs = m.ms; this.loaded = true; resolve(); return; }
          if (m.type === 'failed' && m.id === undefined) { reject(new Error(m.message)); return; }
          const w = this.waiting.get(m.id);
          if (w) { this.waiting.delete(m.id); w(m); }
        };
        worker.onerror = e => reject(new Error(e.message || 'the worker failed'));
      });
      this.onStatus(this.loaded
        ? tr("Starting a fresh Python: a run stopped at the time limit (or by Stop) ends its worker…")
        : tr("Loading Python (Pyodide) in this browser…"));
      worker.postMessage({ type: 'init', base: this.base, harness: HARNESS });
      return this.ready;
    }

    stop() {
      if (this.worker) this.worker.terminate();
      this.worker = null;
      this.ready = null;
      for (const w of this.waiting.values()) w({ type: 'stopped' });
      this.waiting.clear();
    }

    /** Sends `message` to a started worker; with `limitMs`, a run not
     *  answered by then (and a grace) is stopped: `{type: 'timeout', ms}`. */
    async ask(message, limitMs) {
      await this.start();
      const id = this.next++;
      return new Promise(resolve => {
        let timer = null;
        const t0 = performance.now();
        this.waiting.set(id, m => { if (timer) clearTimeout(timer); resolve(m); });
        if (limitMs) {
          timer = setTimeout(() => {
            this.waiting.delete(id);
            this.stop(); // a fresh worker for the next run
            resolve({ type: 'timeout', ms: performance.now() - t0 });
          }, limitMs + GRACE_MS);
        }
        this.worker.postMessage(Object.assign({ id }, message));
      });
    }
  }

  function init(root) {
    const native = Number(root.dataset.nativeMs) || 70;
    const nativeName = root.dataset.nativePython || 'CPython';
    const base = new URL((typeof path_to_root === 'string' ? path_to_root : '') + (korean() ? '../' : '') + 'stress-assets/', location.href).href;
    let wasm = null;
    let python = null;
    let speed = null; // {ms, factor, low, high, disturbed, runs}
    let stopping = false;

    const status = el('p', { class: 'stress-status', 'aria-live': 'polite' });
    const setStatus = t => { status.textContent = t; };

    // The form: code, problem, kind, count, seed.
    const code = el('textarea', { class: 'stress-code', rows: '14', spellcheck: 'false', 'aria-label': tr("Your Python 3 solution") });
    code.placeholder = tr("Paste your Python 3 solution here");
    const problem = el('select', { class: 'stress-problem' }, el('option', { value: '2580', text: '2580' }), el('option', { value: '2239', text: '2239' }));
    const kind = el('select', { class: 'stress-kind' }, ...KINDS.map(k => el('option', { value: k, text: k })));
    const count = el('input', { class: 'stress-count', type: 'number', min: '1', max: '1000', value: '20' });
    const seed = el('input', { class: 'stress-seed', type: 'number', min: '0', value: String(1 + Math.floor(Math.random() * 999)) });
    const keep = el('input', { class: 'stress-keep', type: 'checkbox' });
    const run = el('button', { class: 'stress-run', type: 'button', text: tr("Run the tests") });
    const stop = el('button', { class: 'stress-stop', type: 'button', text: tr("Stop") });
    stop.disabled = true;
    const label = (text, input) => el('label', {}, el('span', { text }), input);
    const form = el('div', { class: 'stress-form' },
      label(tr("problem"), problem), label(tr("kind"), kind), label(tr("count"), count), label(tr("seed"), seed),
      el('label', { class: 'stress-check' }, keep, el('span', { text: tr("keep going after the first failure") })));
    // What the kind and the seed are (the kind's own line follows the choice).
    const kindHelp = el('p', { class: 'stress-kind-help' });
    const seedHelp = el('p', { class: 'stress-seed-help', text: tr("The seed picks the tests: the same problem, kind, count and seed give the same tests here and in sudoku-lab stress --seed on your machine; another seed, other tests.") });
    const buttons = el('div', { class: 'stress-buttons' }, run, stop);

    const progress = el('progress', { class: 'stress-progress', max: '1', value: '0' });
    const calibration = el('div', { class: 'stress-calibration' });
    const table = el('table', { class: 'stress-table' });
    const notes = el('div', { class: 'stress-notes' });
    const each = el('details', { class: 'stress-each' });
    const failure = el('div', { class: 'stress-failure' });

    // Other languages: the tests to download, an output to judge.
    const which = el('input', { class: 'stress-which', type: 'number', min: '1', value: '1' });
    const fetchOne = el('button', { class: 'stress-download-one', type: 'button', text: tr("Download this input") });
    const fetchAll = el('button', { class: 'stress-download-all', type: 'button', text: tr("Download all the tests") });
    const shown = el('pre', { class: 'stress-input-shown' });
    const pasted = el('textarea', { class: 'stress-pasted', rows: '9', spellcheck: 'false', 'aria-label': tr("Your program's output for this input") });
    pasted.placeholder = tr("Paste or drop your program's output for this input");
    const judgeBtn = el('button', { class: 'stress-judge', type: 'button', text: tr("Judge this output") });
    const judged = el('div', { class: 'stress-judged', 'aria-live': 'polite' });
    const other = el('details', { class: 'stress-other' },
      el('summary', { text: tr("Another language (C++, Java, Kotlin, …): download the tests, judge an output") }),
      el('p', { text: tr("The tests are those of the problem, kind, count and seed above, as sudoku-lab stress makes them. Run your program on one, paste its output, and the same judge gives the verdict.") }),
      el('div', { class: 'stress-form' }, label(tr("test number"), which), fetchOne, fetchAll),
      shown, pasted, judgeBtn, judged);

    root.append(code, form, kindHelp, seedHelp, buttons, progress, status, calibration, table, notes, each, failure, other);

    async function loadWasm() {
      if (wasm) return wasm;
      const module = await import(base + 'sudoku_lab_wasm.js');
      await module.default({ module_or_path: base + 'sudoku_lab_wasm_bg.wasm' });
      module.set_language(korean() ? 'ko' : 'en');
      wasm = module;
      return wasm;
    }

    /** The numbers the page states, from the library (crates/wasm's facts). */
    function facts(p) { return JSON.parse(wasm.facts(p)); }

    /** What the chosen kind is, with the library's numbers. */
    function showKind() {
      if (!wasm) return;
      const f = facts(Number(problem.value));
      const k = kind.value;
      const text = {
        boj: tr("boj ({0}): like Baekjoon's data, and the default. {1} to {2} blanks; tests {3}, {4}, … are as hard as Baekjoon's slowest test of this problem (12095 cnt about {5}), and every {6}th test is an edge board (a full grid, a blank row, …).", wasm.kind_label('boj'), f.blanks.boj[0], f.blanks.boj[1], f.near_first, f.near_first + f.near_every, wasm.thousands(f.slowest_cnt), f.edge_every),
        unique: tr("unique ({0}): puzzles with exactly one solution, {1} to {2} blanks.", wasm.kind_label('unique'), f.blanks.unique[0], f.blanks.unique[1]),
        multi: tr("multi ({0}): {1} to {2} blanks, so almost always several solutions (2239 accepts only the smallest; 2580 any).", wasm.kind_label('multi'), f.blanks.multi[0], f.blanks.multi[1]),
        hard: tr("hard ({0}): only tests near 12095's cap (cnt in the millions, up to {1}): the promise's worst, harder than Baekjoon's data. A long run per test.", wasm.kind_label('hard'), wasm.thousands(f.cap_cnt)),
        edge: tr("edge ({0}): only edge boards: a full grid, one blank, a blank row, column or block.", wasm.kind_label('edge')),
      }[k];
      kindHelp.textContent = text;
    }
    kind.addEventListener('change', showKind);
    problem.addEventListener('change', showKind);
    loadWasm().then(() => {
      // The options name the kind in the page's language too (백준형, …).
      for (const o of kind.options) { const l = wasm.kind_label(o.value); if (l !== o.value) o.textContent = `${o.value} (${l})`; }
      showKind();
    }).catch(() => { /* said when the tests are run */ });

    function settings() {
      return {
        problem: Number(problem.value),
        kind: kind.value,
        count: Math.max(1, Math.min(1000, Number(count.value) || 20)),
        seed: BigInt(Math.max(0, Math.floor(Number(seed.value) || 0))),
        keep: keep.checked,
      };
    }

    /** Measures this browser's Python: the median of many short runs
     *  ([`CALIBRATION`]); `fresh` measures again even when this session
     *  has a measurement. */
    async function calibrate(fresh) {
      if (speed && !fresh) return speed;
      if (!fresh) {
        try { speed = JSON.parse(sessionStorage.getItem(CALIBRATION.key)); } catch (_) { speed = null; }
        if (speed && speed.factor > 0) { recordCalibration(speed, false); return speed; }
      }
      const all = [];
      const rounds = [];
      await python.ask({ type: 'calibrate', runs: CALIBRATION.warm });
      for (let r = 0; r < CALIBRATION.rounds; r++) {
        setStatus(tr("Measuring this browser's Python speed: round {0} of {1}…", r + 1, CALIBRATION.rounds));
        await sleep(CALIBRATION.pauseMs);
        const m = await python.ask({ type: 'calibrate', runs: CALIBRATION.runs });
        if (m.type !== 'calibrated') throw new Error(m.message || 'the calibration failed');
        all.push(...m.times);
        rounds.push(median(m.times));
      }
      const ms = median(all);
      const low = Math.min(...rounds);
      const high = Math.max(...rounds);
      speed = { ms, factor: Math.max(1, ms / native), low, high, runs: all.length, disturbed: high / low - 1 > CALIBRATION.disturbed };
      try { sessionStorage.setItem(CALIBRATION.key, JSON.stringify(speed)); } catch (_) { /* private mode */ }
      recordCalibration(speed, true);
      return speed;
    }

    function recordCalibration(sp, measured) {
      const list = JSON.parse(root.dataset.calibrations || '[]');
      if (measured) list.push(Number(sp.factor.toFixed(3)));
      root.dataset.calibrations = JSON.stringify(list);
    }

    /** The calibration's line: the factor, the limit it gives, whether it
     *  was disturbed, and a button to measure again. */
    function showCalibration(s) {
      if (!speed) return;
      const baseLimit = wasm.python_limit_ms(s.problem);
      const limitMs = Math.round(baseLimit * speed.factor);
      const again = el('button', { class: 'stress-recalibrate', type: 'button', text: tr("Measure again") });
      again.addEventListener('click', async () => {
        again.disabled = true;
        run.disabled = true;
        try {
          await loadWasm();
          python = python || new Python(base, setStatus);
          await python.start();
          await calibrate(true);
          showCalibration(settings());
          setStatus(tr("Measured again: the next run uses this limit."));
        } catch (e) {
          setStatus(tr("The page could not run the tests: {0}", e.message || e));
        } finally {
          run.disabled = false;
        }
      });
      const parts = [el('p', { class: 'stress-speed', text: tr("Speed: this browser runs Python {0}× as slow as {1} on the book's machine (the median of {2} short runs, {3} ms each against {4} ms), so a test is {5} here after {6} of wall time: Baekjoon's {7} for Python × {0}.", speed.factor.toFixed(2), nativeName, speed.runs, Math.round(speed.ms), native, wasm.verdict_name('TLE'), secs(limitMs), secs(baseLimit)) }, ' ', again)];
      if (speed.disturbed) {
        parts.push(el('p', { class: 'stress-disturbed', text: tr("The measurement was disturbed: its rounds took from {0} ms to {1} ms a run, so something else was using this device. Times here will vary as much; close other tabs and programs, then measure again.", Math.round(speed.low), Math.round(speed.high)) }));
      }
      calibration.replaceChildren(...parts);
      root.dataset.limitMs = String(limitMs);
      return limitMs;
    }

    /** One run of the reader's code on `input`: its verdict (the library's
     *  judge), output and time in ms. */
    async function runOne(s, source, input, limitMs, saying) {
      await python.start();
      if (saying) setStatus(saying);
      const m = await python.ask({ type: 'run', code: source, input }, limitMs);
      if (m.type === 'stopped') return null;
      if (m.type === 'failed') throw new Error(m.message);
      const timedOut = m.type === 'timeout' || m.ms > limitMs;
      const ended = timedOut ? 'timeout' : m.status;
      const verdict = JSON.parse(wasm.judge_run(s.problem, input, m.type === 'timeout' ? '' : m.stdout, ended));
      return Object.assign(verdict, { stdout: m.stdout || '', stderr: m.stderr || '', ms: m.ms, stoppedHere: m.type === 'timeout' });
    }

    /** A verdict's name in the page's language: `WA`, or Baekjoon's own
     *  `틀렸습니다` in the Korean edition (the console's catalog). */
    function vname(code) { return wasm.verdict_name(code); }

    /** The summary table: per verdict, its tests, the first, and the
     *  slowest run's time beside the limit. */
    function showTable(summary, runs, limitMs, total) {
      table.replaceChildren(el('tr', {}, el('th', { text: tr("verdict") }), el('th', { text: tr("tests") }), el('th', { text: tr("first test") }), el('th', { text: tr("slowest: time of the limit") })));
      for (const [v, n] of Object.entries(summary.counts)) {
        const first = summary.failures.find(f => f.verdict === v);
        const mine = runs.filter(r => r.verdict === v);
        const slowest = mine.reduce((a, r) => (a && a.ms >= r.ms ? a : r), null);
        const firstIndex = first ? first.index + 1 : (mine.length ? mine[0].index + 1 : '');
        const time = el('td', { class: 'stress-time' });
        if (slowest) {
          time.textContent = beside(slowest.ms, limitMs) + tr(" (test {0})", slowest.index + 1);
          time.dataset.ms = String(Math.round(slowest.ms));
          time.dataset.limitMs = String(limitMs);
        }
        table.append(el('tr', { 'data-verdict': v }, el('td', { text: vname(v) }), el('td', { text: String(n) }), el('td', { text: String(firstIndex) }), time));
      }
      table.dataset.total = String(total);
      // Every test's time, folded.
      const rows = runs.map(r => el('tr', { 'data-verdict': r.verdict },
        el('td', { text: String(r.index + 1) }), el('td', { text: vname(r.verdict) }),
        el('td', { class: 'stress-time', text: beside(r.ms, limitMs) }), el('td', { text: wasm.thousands(r.cnt) })));
      each.replaceChildren(el('summary', { text: tr("Each test's time ({0} tests)", runs.length) }),
        el('table', { class: 'stress-each-table' }, el('tr', {}, el('th', { text: tr("test number") }), el('th', { text: tr("verdict") }), el('th', { text: tr("time of the limit") }), el('th', { text: tr("12095 cnt") })), ...rows));
    }

    /** What the times say, as the command line says it: an AC at risk,
     *  the line through the AC times at Baekjoon's slowest test and at the
     *  cap, or that no test came near; and beside a Python 시간 초과,
     *  where Baekjoon's PyPy3 stands. */
    function showNotes(s, runs, limitMs) {
      const f = facts(s.problem);
      const parts = [];
      const ac = runs.filter(r => r.verdict === 'AC');
      const slowest = ac.reduce((a, r) => (a && a.ms >= r.ms ? a : r), null);
      if (slowest && wasm.at_risk(slowest.ms, limitMs)) {
        parts.push(el('p', { class: 'stress-at-risk', text: tr("Warning: {0}, but test {1} took {2}: at risk (over {3}% of the limit). Baekjoon's machine or a harder test may well be slower.", vname('AC'), slowest.index + 1, beside(slowest.ms, limitMs), Math.round(f.at_risk * 100)) }));
      }
      const near = runs.some(r => r.verdict !== 'AC' && r.cnt >= f.fit_from_cnt);
      const said = JSON.parse(wasm.outlook(s.problem, Uint32Array.from(ac.map(r => r.cnt)), Float64Array.from(ac.map(r => r.ms)), limitMs, near));
      if (said && said.outlook === 'tle') {
        parts.push(el('p', { class: 'stress-outlook', 'data-outlook': 'tle', text: tr("Warning: probably {0} on Baekjoon. The time grows with 12095's cnt: a straight line through the {1} AC tests (cnt up to {2}) gives about {3} at cnt {4}, as hard as Baekjoon's slowest test of this problem (the model of its data), over the limit of {5} here.", vname('TLE'), said.tests, wasm.thousands(said.max_cnt), secs(said.at_data_ms), wasm.thousands(said.data_cnt), secs(limitMs)) }));
      } else if (said && said.outlook === 'cap') {
        parts.push(el('p', { class: 'stress-outlook', 'data-outlook': 'cap', text: tr("Note: Baekjoon will probably accept it: a straight line through the {0} AC tests (cnt up to {1}) gives about {2} at cnt {3}, as hard as Baekjoon's slowest test of this problem, under the limit of {4} here. But the promise allows tests up to cnt {5}, where it gives {6}: to be safe, make the search faster and try the kind hard.", said.tests, wasm.thousands(said.max_cnt), secs(said.at_data_ms), wasm.thousands(said.data_cnt), secs(limitMs), wasm.thousands(said.cap_cnt), secs(said.at_cap_ms)) }));
      } else if (said && said.outlook === 'nothing_near') {
        parts.push(el('p', { class: 'stress-outlook', 'data-outlook': 'nothing_near', text: tr("Note: no AC test here was as hard as Baekjoon's slowest test of this problem (12095 cnt about {0}; the largest here {1}), so its time is not known: run the kind boj with {2} tests or more (its test {2} is such a test).", wasm.thousands(said.data_cnt), wasm.thousands(said.largest_cnt), f.near_first) }));
      }
      if (runs.some(r => r.verdict === 'TLE')) {
        parts.push(linked('p', { class: 'stress-pypy' }, tr("This is CPython's time in a browser. Baekjoon's PyPy3 runs a search like this several times faster: see {link}."), 'submission.html#which-approach-to-write', tr("chapter 10, \"Your Baekjoon submission\"")));
      }
      notes.replaceChildren(...parts);
    }

    /** `r1c2` in a judge's reason as words: row 1, column 2. */
    function cells(text) {
      return text.replace(/\br(\d)c(\d)\b/g, (_, r, c) => tr("row {0} column {1}", r, c));
    }

    function reasonText(v) {
      if (v.verdict === 'TLE') return tr("over the time limit here");
      if (v.verdict === 'RE') return tr("the program ended with an error (its traceback below)");
      // The judge's reason comes in the page's language (set_language in
      // loadWasm: the command line's catalog, the same Korean).
      return cells(v.reason);
    }

    /** The label over the expected answer: 2580 accepts any valid
     *  completion (a special judge), 2239 only the smallest. */
    function expectedLabel(p) {
      return p === 2580 ? tr("expected (any valid completion is accepted; this is one of them)") : tr("expected (the smallest completion, the only one accepted)");
    }

    function copyButton(text) {
      const b = el('button', { class: 'stress-copy', type: 'button', text: tr("Copy") });
      b.addEventListener('click', async () => {
        try { await navigator.clipboard.writeText(text); b.textContent = tr("Copied"); } catch (_) { b.textContent = tr("Select and copy it by hand"); }
      });
      return b;
    }

    /** The shrink's line: what it came to, or why there was none. */
    function shrinkNote(s, first, shrunk) {
      const f = facts(s.problem);
      const bound = f.shrink_ms / 1000;
      if (!shrunk) {
        if (!wasm.worth_shrinking(s.problem, first.verdict, first.input)) {
          return first.verdict === 'TLE' && wasm.cnt(s.problem, first.input) >= f.no_shrink_tle_cnt
            ? tr("Not shrunk, kept as it failed: its 12095 cnt is {0}, a long search. Filling a blank only shortens the search, so a smaller input would not be slow.", wasm.thousands(wasm.cnt(s.problem, first.input)))
            : tr("Not shrunk: the input has no blank to fill.");
        }
        return null;
      }
      if (shrunk.blanks === shrunk.blanks_before) {
        return shrunk.stopped
          ? tr("Not shrunk: the shrink's own time bound ({0} s, not your program's limit) ran out before a blank could be filled ({1} runs).", bound, shrunk.runs)
          : tr("Not shrunk: every blank is needed for the failure ({0} runs).", shrunk.runs);
      }
      const note = tr("Shrunk from {0} to {1} blanks in {2} runs: the input below still fails the same way.", shrunk.blanks_before, shrunk.blanks, shrunk.runs);
      return shrunk.stopped ? note + ' ' + tr("(The shrink stopped at its own time bound, {0} s, not your program's limit: this is the smallest input reached.)", bound) : note;
    }

    async function showFailure(s, source, summary, runs, limitMs, lastFailing) {
      const first = summary.failures[0];
      if (!first) {
        const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
        failure.replaceChildren(el('p', { class: 'stress-all-ac', text: tr("All {0} tests {1}: no 반례 found in these tests.", total, vname('AC')) }));
        return;
      }
      const shrunk = summary.shrunk.find(x => x.index === first.index);
      const input = shrunk ? shrunk.input : first.input;
      const firstRun = runs.find(r => r.index === first.index);
      // A TLE is not run again (it would cost a whole limit): the run
      // that failed, or the shrink's last failing run, says it.
      let again = null;
      if (first.verdict === 'TLE') {
        again = (shrunk && lastFailing && lastFailing.input === input) ? lastFailing : Object.assign({}, firstRun, { verdict: 'TLE' });
      } else {
        again = await runOne(s, source, input, limitMs, tr("Running the 반례 once more to show its output…"));
      }
      const parts = [el('h3', { text: tr("The first failure: test {0}, {1} ({2})", first.index + 1, vname(first.verdict), beside(firstRun.ms, limitMs)) })];
      const note = shrinkNote(s, first, shrunk);
      if (note) parts.push(el('p', { class: 'stress-shrunk-note', text: note }));
      parts.push(el('div', { class: 'stress-input-head' }, el('strong', { text: tr("The 반례 (input)") }), copyButton(input)));
      parts.push(el('pre', { class: 'stress-input', text: input }));
      if (again) {
        const time = again.verdict === 'TLE'
          ? tr("{0}: stopped after {1}, over the limit of {2} here.", vname('TLE'), secs(again.ms), secs(limitMs))
          : vname(again.verdict) + ': ' + reasonText(again) + ' (' + beside(again.ms, limitMs) + ')';
        parts.push(el('p', { class: 'stress-reason', text: time }));
        if (again.verdict !== 'TLE' || again.stdout) {
          parts.push(el('div', { class: 'stress-side' },
            el('div', {}, el('strong', { text: tr("your output") }), el('pre', { class: 'stress-output', text: again.stdout || tr("(nothing)") })),
            el('div', {}, el('strong', { text: expectedLabel(s.problem) }), el('pre', { class: 'stress-expected', text: wasm.expected(s.problem, input) }))));
        }
        if (again.verdict === 'RE' && again.stderr) {
          parts.push(el('strong', { text: tr("traceback") }), el('pre', { class: 'stress-traceback', text: again.stderr }));
        }
        if (again.verdict !== first.verdict) {
          parts.push(el('p', { class: 'stress-flaky', text: tr("This run gave {0}, not {1}: a time near the limit varies from run to run.", vname(again.verdict), vname(first.verdict)) }));
        }
      }
      failure.replaceChildren(...parts);
    }

    let firstClick = null;
    async function stressRun() {
      if (firstClick === null) firstClick = performance.now();
      const source = code.value;
      const s = settings();
      stopping = false;
      run.disabled = true;
      stop.disabled = false;
      failure.replaceChildren();
      table.replaceChildren();
      notes.replaceChildren();
      each.replaceChildren();
      progress.value = 0;
      root.dataset.state = 'running';
      try {
        await loadWasm();
        python = python || new Python(base, setStatus);
        await python.start();
        const compiled = await python.ask({ type: 'compile', code: source });
        if (compiled.error) {
          failure.replaceChildren(el('p', { class: 'stress-syntax', text: tr("Python cannot read this program (a syntax error), so no test ran:") }),
            el('pre', { class: 'stress-traceback', text: compiled.error }));
          setStatus(tr("A syntax error: fix it and run again."));
          root.dataset.state = 'syntax';
          return;
        }
        await calibrate(false);
        const limitMs = showCalibration(s);
        const f = facts(s.problem);
        const session = new wasm.Session(s.problem, s.kind, s.count, s.seed, s.keep);
        const started = performance.now();
        const runs = [];
        let shrinkStart = 0;
        let lastFailing = null;
        for (;;) {
          if (stopping) break;
          const step = JSON.parse(session.step());
          if (step.step === 'done') break;
          let saying;
          if (step.step === 'test') {
            saying = tr("Test {0} of {1}…", step.index + 1, s.count);
          } else {
            if (!shrinkStart) shrinkStart = performance.now();
            if (performance.now() - shrinkStart > f.shrink_ms) { session.stop_shrink(); continue; }
            saying = tr("Shrinking the input of test {0} ({1}): {2} blanks left, run {3}; the shrink stops by itself after {4} s…", step.index + 1, vname(step.verdict), step.blanks, step.runs + 1, f.shrink_ms / 1000);
          }
          const v = await runOne(s, source, step.input, limitMs, saying);
          if (v === null) break; // stopped
          session.report(v.verdict);
          if (step.step === 'test') {
            runs.push({ index: step.index, verdict: v.verdict, ms: v.ms, stoppedHere: v.stoppedHere, cnt: wasm.cnt(s.problem, step.input) });
            const summary = JSON.parse(session.summary());
            progress.value = (step.index + 1) / s.count;
            showTable(summary, runs, limitMs, s.count);
            if (root.dataset.firstVerdictMs === undefined) root.dataset.firstVerdictMs = String(Math.round(performance.now() - firstClick));
          } else if (v.verdict === step.verdict) {
            lastFailing = Object.assign({ input: step.input }, v);
          }
        }
        const summary = JSON.parse(session.summary());
        session.free();
        showTable(summary, runs, limitMs, s.count);
        showNotes(s, runs, limitMs);
        const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
        root.dataset.testsMs = String(Math.round(performance.now() - started));
        if (stopping) { setStatus(tr("Stopped after {0} tests.", total)); return; }
        progress.value = 1;
        await showFailure(s, source, summary, runs, limitMs, lastFailing);
        setStatus(summary.failures.length
          ? tr("{0} of {1} tests run: failed (first: test {2}, {3}).", total, s.count, summary.failures[0].index + 1, vname(summary.failures[0].verdict))
          : tr("{0} of {1} tests run: all {2}", total, s.count, vname('AC')));
      } catch (e) {
        setStatus(tr("The page could not run the tests: {0}", e.message || e));
        if (location.protocol === 'file:') setStatus(tr("The page needs the book served over http (mdbook serve, or the published book): a browser runs no worker from a file."));
      } finally {
        run.disabled = false;
        stop.disabled = true;
        root.dataset.state = root.dataset.state === 'syntax' ? 'syntax' : 'done';
        root.dataset.runs = String((Number(root.dataset.runs) || 0) + 1);
      }
    }

    run.addEventListener('click', stressRun);
    stop.addEventListener('click', () => { stopping = true; if (python) python.stop(); });

    // Other languages.
    async function testInputs() {
      await loadWasm();
      const s = settings();
      return { s, tests: wasm.tests(s.problem, s.kind, s.count, s.seed) };
    }
    async function showOne() {
      const { tests } = await testInputs();
      const n = Math.max(1, Math.min(tests.length, Number(which.value) || 1));
      shown.textContent = tests[n - 1];
      return tests[n - 1];
    }
    which.addEventListener('change', showOne);
    other.addEventListener('toggle', () => { if (other.open) showOne().catch(e => { judged.textContent = String(e.message || e); }); });
    fetchOne.addEventListener('click', async () => {
      const { s } = await testInputs();
      download(`${s.problem}-seed${s.seed}-${s.kind}-test${which.value}.txt`, await showOne());
    });
    fetchAll.addEventListener('click', async () => {
      const { s, tests } = await testInputs();
      download(`${s.problem}-seed${s.seed}-${s.kind}.txt`, tests.join('\n'));
    });
    pasted.addEventListener('dragover', e => e.preventDefault());
    pasted.addEventListener('drop', async e => {
      e.preventDefault();
      const file = e.dataTransfer.files[0];
      if (file) pasted.value = await file.text();
    });
    judgeBtn.addEventListener('click', async () => {
      const input = await showOne();
      const p = settings().problem;
      const v = JSON.parse(wasm.judge_output(p, input, pasted.value));
      judged.replaceChildren(el('p', { class: 'stress-judged-verdict', 'data-verdict': v.verdict, text: vname(v.verdict) + ': ' + reasonText(v) }),
        el('div', { class: 'stress-side' },
          el('div', {}, el('strong', { text: tr("your output") }), el('pre', { text: pasted.value })),
          el('div', {}, el('strong', { text: expectedLabel(p) }), el('pre', { class: 'stress-judged-expected', text: wasm.expected(p, input) }))));
    });
  }

  function start() { for (const r of document.querySelectorAll('.stress-page')) init(r); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
