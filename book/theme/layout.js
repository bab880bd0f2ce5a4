// The phone layout's keepers (issue 45), for every page of both editions:
// what must not be split over two lines is kept together, and a table
// wider than its column says that it scrolls. Checked at 390 px by
// book/tests/layout.spec.js.
//
// - A variant's name (full-scan, not full- / scan), a date (2021-01-12),
//   a number and its unit ("0.00 s", "256 MB"), and "a · b" are wrapped
//   in <span class="keep"> (white-space: nowrap), outside listings.
// - Inline code breaks only at its spaces, never inside a token (c2[y][i],
//   crates/test-support): each of its words is a span.keep; a word too
//   long for a phone's line may break after a "/" (a <wbr>).
// - A table wider than its box gets the class "scrolls" (a shadow at the
//   edge that hides columns, theme/custom.css) and a hint above it,
//   "→ 옆으로 밀기" / "→ swipe sideways", updated when the window resizes.
// The text itself is unchanged: copying and searching see the same text.
(function () {
  "use strict";
  var KEEP = /(?:full-scan|empty-list|check-arrays|hole-array)[가-힣]*|\d{4}-\d{2}-\d{2}|\d[\d,.]*[ \u00a0](?:MiB|KiB|GiB|MB|KB|GB|ms|µs|ns|s|px|%)(?![A-Za-z0-9])[가-힣]*|[^\s·]+(?:·[^\s·]+)+|\S+[ \u00a0]·[ \u00a0]?/g;
  // A word of inline code longer than this many characters may break after "/".
  var LONG = 24;

  function keep(text) {
    var span = document.createElement("span");
    span.className = "keep";
    span.textContent = text;
    return span;
  }

  // Text outside code: the KEEP matches wrapped, the rest left as it is.
  function keepProse(node) {
    var text = node.data, at = 0, m, frag = null;
    KEEP.lastIndex = 0;
    while ((m = KEEP.exec(text))) {
      frag = frag || document.createDocumentFragment();
      if (m.index > at) frag.appendChild(document.createTextNode(text.slice(at, m.index)));
      frag.appendChild(keep(m[0]));
      at = m.index + m[0].length;
    }
    if (!frag) return;
    if (at < text.length) frag.appendChild(document.createTextNode(text.slice(at)));
    node.parentNode.replaceChild(frag, node);
  }

  // Inline code: each word kept whole, the spaces between them free.
  function keepCode(code) {
    if (code.children.length > 0 || code.dataset.kept) return;
    code.dataset.kept = "1";
    var words = code.textContent.split(/( +)/);
    code.textContent = "";
    words.forEach(function (w) {
      if (/^ +$/.test(w) || w === "") {
        code.appendChild(document.createTextNode(w));
        return;
      }
      var span = keep("");
      if (w.length > LONG && w.indexOf("/") >= 0) {
        w.split(/(?<=\/)/).forEach(function (part, i) {
          if (i > 0) span.appendChild(document.createElement("wbr"));
          span.appendChild(document.createTextNode(part));
        });
      } else {
        span.textContent = w;
      }
      code.appendChild(span);
    });
  }

  function keepAll(main) {
    var skip = "pre, script, style, svg, .stepper, code, .keep";
    var walk = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    var texts = [];
    for (var n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.parentElement.closest(skip)) texts.push(n);
    }
    texts.forEach(keepProse);
    main.querySelectorAll("code").forEach(function (c) {
      if (!c.closest("pre, .stepper")) keepCode(c);
    });
    main.querySelectorAll("code").forEach(function (c) {
      if (!c.closest("pre, .stepper") && /^·/.test(c.textContent)) glue(c);
    });
  }

  // A code span that starts with "·" (`·` is a space) stays on the line of
  // the word before it: that word, the space and the code in one span.keep.
  function glue(code) {
    var before = code.previousSibling;
    if (!before || before.nodeType !== Node.TEXT_NODE) return;
    var m = /(\S+\s*)$/.exec(before.data);
    if (!m) return;
    var span = keep(m[1]);
    before.data = before.data.slice(0, before.data.length - m[1].length);
    code.parentNode.insertBefore(span, code);
    span.appendChild(code);
  }

  function hintText() {
    return /^ko/i.test(document.documentElement.lang || "") ? "→ 옆으로 밀기" : "→ swipe sideways";
  }

  // Each table box: "scrolls" and a visible hint when its table is wider.
  function markScrolling(main) {
    main.querySelectorAll(".table-wrapper").forEach(function (box) {
      var hint = box.previousElementSibling;
      if (!hint || !hint.classList.contains("scroll-hint")) {
        hint = document.createElement("div");
        hint.className = "scroll-hint";
        hint.setAttribute("aria-hidden", "true");
        hint.textContent = hintText();
        box.parentNode.insertBefore(hint, box);
      }
      var wider = box.scrollWidth > box.clientWidth + 1;
      box.classList.toggle("scrolls", wider);
      hint.hidden = !wider;
      if (!box.dataset.watched) {
        box.dataset.watched = "1";
        box.addEventListener("scroll", function () {
          box.classList.toggle("scrolled-end", box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
        }, { passive: true });
      }
    });
  }

  function start() {
    var main = document.querySelector("main");
    if (!main) return;
    keepAll(main);
    markScrolling(main);
    window.addEventListener("resize", function () { markScrolling(main); });
    // Folded answers open later: their tables are measured then.
    main.querySelectorAll("details").forEach(function (d) {
      d.addEventListener("toggle", function () { markScrolling(main); });
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
