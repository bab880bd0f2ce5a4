// The copy button of every listing in Korean, in the Korean edition:
// mdBook's book.js makes each button with the title "Copy to clipboard"
// and writes "Copied!" (or "Clipboard error!") into its tooltip after a
// click. On a page whose <html lang> starts with "ko", this gives the
// buttons a Korean title and puts the tooltip's words in Korean each time
// book.js writes them. Does nothing in the English edition.
(function () {
  "use strict";
  if (!/^ko/i.test(document.documentElement.lang || "")) {
    return;
  }
  var WORDS = { "Copied!": "복사했습니다", "Clipboard error!": "복사하지 못했습니다" };
  var TITLE = "클립보드에 복사";

  function localize() {
    Array.prototype.forEach.call(document.querySelectorAll(".clip-button"), function (button) {
      button.title = TITLE;
      button.setAttribute("aria-label", TITLE);
      var tip = button.querySelector(".tooltiptext");
      if (!tip) {
        return;
      }
      new MutationObserver(function () {
        var korean = WORDS[tip.textContent];
        if (korean) {
          tip.textContent = korean;
        }
      }).observe(tip, { childList: true, characterData: true, subtree: true });
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", localize);
  } else {
    localize();
  }
})();
