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
    'import sys, io, linecache, traceback',
    'def __sudoku_lab_compile(code):',
    '    try:',
    '        compile(code, "Main.py", "exec")',
    '        return ""',
    '    except SyntaxError as e:',
    '        return "".join(traceback.format_exception_only(type(e), e))',
    'def __sudoku_lab_run(code, data):',
    '    out, err = io.BytesIO(), io.BytesIO()',
    '    wout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)',
    '    werr = io.TextIOWrapper(err, encoding="utf-8", write_through=True)',
    '    sys.stdin = io.TextIOWrapper(io.BytesIO(data.encode()), encoding="utf-8")',
    '    sys.stdout, sys.stderr = wout, werr',
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
    'def __sudoku_lab_calibrate():',
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
    '    for _ in range(5):',
    '        t = time.perf_counter()',
    '        work()',
    '        times.append(time.perf_counter() - t)',
    '    return min(times) * 1000',
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
      postMessage({ type: 'calibrated', id: m.id, ms: py.globals.get('__sudoku_lab_calibrate')() });
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
  const SHRINK_MS = 60 * 1000; // stress's bound on one shrink
  const GRACE_MS = 1000; // a finished run's message may come this late

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

  function download(name, text) {
    const a = el('a', { href: URL.createObjectURL(new Blob([text], { type: 'text/plain' })), download: name });
    document.body.append(a);
    a.click();
    a.remove();
  }

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
    }

    start() {
      if (this.ready) return this.ready;
      const url = URL.createObjectURL(new Blob([WORKER], { type: 'text/javascript' }));
      const worker = new Worker(url, { type: 'module' });
      this.worker = worker;
      this.ready = new Promise((resolve, reject) => {
        worker.onmessage = e => {
          const m = e.data;
          if (m.type === 'ready') { this.loadMs = m.ms; resolve(); return; }
          if (m.type === 'failed' && m.id === undefined) { reject(new Error(m.message)); return; }
          const w = this.waiting.get(m.id);
          if (w) { this.waiting.delete(m.id); w(m); }
        };
        worker.onerror = e => reject(new Error(e.message || 'the worker failed'));
      });
      this.onStatus(tr("Loading Python (Pyodide) in this browser…"));
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

    async ask(message, limitMs) {
      await this.start();
      const id = this.next++;
      return new Promise(resolve => {
        let timer = null;
        this.waiting.set(id, m => { if (timer) clearTimeout(timer); resolve(m); });
        if (limitMs) {
          timer = setTimeout(() => {
            this.waiting.delete(id);
            this.stop(); // a fresh worker for the next run
            resolve({ type: 'timeout' });
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
    let factor = null;
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
    const buttons = el('div', { class: 'stress-buttons' }, run, stop);

    const progress = el('progress', { class: 'stress-progress', max: '1', value: '0' });
    const calibration = el('p', { class: 'stress-calibration' });
    const table = el('table', { class: 'stress-table' });
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

    root.append(code, form, buttons, progress, status, calibration, table, failure, other);

    async function loadWasm() {
      if (wasm) return wasm;
      const module = await import(base + 'sudoku_lab_wasm.js');
      await module.default({ module_or_path: base + 'sudoku_lab_wasm_bg.wasm' });
      module.set_language(korean() ? 'ko' : 'en');
      wasm = module;
      return wasm;
    }

    function settings() {
      return {
        problem: Number(problem.value),
        kind: kind.value,
        count: Math.max(1, Math.min(1000, Number(count.value) || 20)),
        seed: BigInt(Math.max(0, Math.floor(Number(seed.value) || 0))),
        keep: keep.checked,
      };
    }

    async function calibrate() {
      if (factor) return factor;
      const saved = Number(localStorage.getItem('sudoku-lab-python-ms'));
      let ms = saved;
      if (!(ms > 0)) {
        setStatus(tr("Measuring this browser's Python speed (once)…"));
        const m = await python.ask({ type: 'calibrate' });
        ms = m.ms;
        try { localStorage.setItem('sudoku-lab-python-ms', String(ms)); } catch (_) { /* private mode */ }
      }
      factor = Math.max(1, ms / native);
      return factor;
    }

    /** One run of the reader's code on `input`: its verdict (the library's judge). */
    async function runOne(s, source, input, limitMs) {
      const m = await python.ask({ type: 'run', code: source, input }, limitMs);
      if (m.type === 'stopped') return null;
      if (m.type === 'failed') throw new Error(m.message);
      const timedOut = m.type === 'timeout' || m.ms > limitMs;
      const ended = timedOut ? 'timeout' : m.status;
      const verdict = JSON.parse(wasm.judge_run(s.problem, input, timedOut ? '' : m.stdout, ended));
      return Object.assign(verdict, { stdout: m.stdout || '', stderr: m.stderr || '', ms: m.ms });
    }

    /** A verdict's name in the page's language: `WA`, or Baekjoon's own
     *  `틀렸습니다` in the Korean edition (the console's catalog). */
    function vname(code) { return wasm.verdict_name(code); }

    function showTable(summary, total) {
      table.replaceChildren(el('tr', {}, el('th', { text: tr("verdict") }), el('th', { text: tr("tests") }), el('th', { text: tr("first test") })));
      for (const [v, n] of Object.entries(summary.counts)) {
        const first = summary.failures.find(f => f.verdict === v);
        table.append(el('tr', { 'data-verdict': v }, el('td', { text: vname(v) }), el('td', { text: String(n) }), el('td', { text: first ? String(first.index + 1) : '' })));
      }
      table.dataset.total = String(total);
    }

    function reasonText(v) {
      if (v.verdict === 'TLE') return tr("over the time limit here");
      if (v.verdict === 'RE') return tr("the program ended with an error (its traceback below)");
      // The judge's reason comes in the page's language (set_language in
      // loadWasm: the command line's catalog, the same Korean).
      return v.reason;
    }

    function copyButton(text) {
      const b = el('button', { class: 'stress-copy', type: 'button', text: tr("Copy") });
      b.addEventListener('click', async () => {
        try { await navigator.clipboard.writeText(text); b.textContent = tr("Copied"); } catch (_) { b.textContent = tr("Select and copy it by hand"); }
      });
      return b;
    }

    async function showFailure(s, source, summary, limitMs) {
      const first = summary.failures[0];
      if (!first) {
        failure.replaceChildren(el('p', { class: 'stress-all-ac', text: tr("All {0} tests AC: no 반례 found in these tests.", Object.values(summary.counts).reduce((a, b) => a + b, 0)) }));
        return;
      }
      const shrunk = summary.shrunk.find(x => x.index === first.index);
      const input = shrunk ? shrunk.input : first.input;
      setStatus(tr("Running the 반례 once more to show its output…"));
      const again = await runOne(s, source, input, limitMs);
      const parts = [el('h3', { text: tr("The first failure: test {0}, {1}", first.index + 1, vname(first.verdict)) })];
      if (shrunk) {
        const note = shrunk.blanks === shrunk.blanks_before
          ? tr("Not shrunk: every blank is needed for the failure ({0} runs).", shrunk.runs)
          : tr("Shrunk from {0} to {1} blanks in {2} runs: the input below still fails the same way.", shrunk.blanks_before, shrunk.blanks, shrunk.runs);
        parts.push(el('p', { class: 'stress-shrunk-note', text: note + (shrunk.stopped ? ' ' + tr("(stopped by its time bound, 60 s: the smallest input reached so far)") : '') }));
      }
      parts.push(el('div', { class: 'stress-input-head' }, el('strong', { text: tr("The 반례 (input)") }), copyButton(input)));
      parts.push(el('pre', { class: 'stress-input', text: input }));
      if (again) {
        parts.push(el('p', { class: 'stress-reason', text: vname(again.verdict) + ': ' + reasonText(again) }));
        const expected = wasm.expected(s.problem, input);
        const note = s.problem === 2580 ? tr("expected (any valid completion is accepted; this is the smallest)") : tr("expected (the smallest completion)");
        parts.push(el('div', { class: 'stress-side' },
          el('div', {}, el('strong', { text: tr("your output") }), el('pre', { class: 'stress-output', text: again.stdout || tr("(nothing)") })),
          el('div', {}, el('strong', { text: note }), el('pre', { class: 'stress-expected', text: expected }))));
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
        const f = await calibrate();
        const baseLimit = wasm.python_limit_ms(s.problem);
        const limitMs = Math.round(baseLimit * f);
        calibration.textContent = tr("This browser runs Python {0}× as slow as {1} on the book's machine, so a test is TLE here after {2} s of wall time: Baekjoon's {3} s for Python × {0}.", f.toFixed(1), nativeName, (limitMs / 1000).toFixed(1), baseLimit / 1000);
        const session = new wasm.Session(s.problem, s.kind, s.count, s.seed, s.keep);
        const started = performance.now();
        let shrinkStart = 0;
        for (;;) {
          if (stopping) break;
          const step = JSON.parse(session.step());
          if (step.step === 'done') break;
          if (step.step === 'test') {
            setStatus(tr("Test {0} of {1}…", step.index + 1, s.count));
          } else {
            if (!shrinkStart) shrinkStart = performance.now();
            if (performance.now() - shrinkStart > SHRINK_MS) { session.stop_shrink(); continue; }
            setStatus(tr("Shrinking test {0} ({1}): {2} blanks, run {3}…", step.index + 1, vname(step.verdict), step.blanks, step.runs + 1));
          }
          const v = await runOne(s, source, step.input, limitMs);
          if (v === null) break; // stopped
          session.report(v.verdict);
          if (step.step === 'test') {
            const summary = JSON.parse(session.summary());
            progress.value = (step.index + 1) / s.count;
            showTable(summary, s.count);
            if (root.dataset.firstVerdictMs === undefined) root.dataset.firstVerdictMs = String(Math.round(performance.now() - firstClick));
          }
        }
        const summary = JSON.parse(session.summary());
        session.free();
        showTable(summary, s.count);
        const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
        root.dataset.testsMs = String(Math.round(performance.now() - started));
        if (stopping) { setStatus(tr("Stopped after {0} tests.", total)); return; }
        progress.value = 1;
        await showFailure(s, source, summary, limitMs);
        setStatus(summary.failures.length
          ? tr("{0} of {1} tests run: failed (first: test {2}, {3}).", total, s.count, summary.failures[0].index + 1, vname(summary.failures[0].verdict))
          : tr("{0} of {1} tests run: all AC.", total, s.count));
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
      const v = JSON.parse(wasm.judge_output(settings().problem, input, pasted.value));
      judged.replaceChildren(el('p', { class: 'stress-judged-verdict', 'data-verdict': v.verdict, text: vname(v.verdict) + ': ' + reasonText(v) }),
        el('div', { class: 'stress-side' },
          el('div', {}, el('strong', { text: tr("your output") }), el('pre', { text: pasted.value })),
          el('div', {}, el('strong', { text: tr("expected (the smallest completion)") }), el('pre', { text: wasm.expected(settings().problem, input) }))));
    });
  }

  function start() { for (const r of document.querySelectorAll('.stress-page')) init(r); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
