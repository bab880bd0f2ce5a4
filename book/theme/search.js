// The search box's own words in the Korean edition: mdBook writes them in
// English (the placeholder and the button's title in the page, the line
// above the results in searcher.js). On a page whose <html lang> starts
// with "ko", this puts them in Korean: the placeholder and the button at
// once, and the results line each time the searcher rewrites it (from the
// results it listed and the words typed, not by parsing its English).
// The index itself holds Hangul because `cargo xtask book` rebuilds it
// (xtask/src/search.rs). Does nothing in the English edition.
(function () {
  "use strict";
  if (!/^ko/i.test(document.documentElement.lang || "")) {
    return;
  }

  function localize() {
    var bar = document.getElementById("mdbook-searchbar");
    var toggle = document.getElementById("mdbook-search-toggle");
    var header = document.getElementById("mdbook-searchresults-header");
    var results = document.getElementById("mdbook-searchresults");
    if (!bar || !header || !results) {
      return;
    }
    bar.placeholder = "이 책에서 검색 …";
    bar.setAttribute("aria-label", "이 책에서 검색");
    if (toggle) {
      toggle.title = "검색 (/ 또는 S)";
      toggle.setAttribute("aria-label", "검색창 열기·닫기");
    }

    // The searcher sets the header, then fills the list, in one task; the
    // observer runs after both. Its own line is left as it is.
    var written = "";
    function rewrite() {
      if (header.textContent === "" || header.textContent === written) {
        return;
      }
      var term = bar.value.trim();
      var count = results.children.length;
      written = count === 0
        ? "‘" + term + "’ 검색 결과 없음"
        : "‘" + term + "’ 검색 결과 " + count + "개";
      header.textContent = written;
      Array.prototype.forEach.call(results.querySelectorAll(".teaser"), function (teaser) {
        teaser.setAttribute("aria-label", "검색 결과 미리보기");
      });
    }
    new MutationObserver(rewrite).observe(header, { childList: true, characterData: true, subtree: true });
    rewrite();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", localize);
  } else {
    localize();
  }
})();
