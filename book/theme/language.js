// The language picker: a link in every page's menu bar to the same page in
// the other edition. The English book is at the root of the build
// (target/book/), the Korean one in ko/ beneath it (target/book/ko/), and
// every chapter is a file at the top of its edition, so the other edition's
// page is `ko/PAGE` from English and `../PAGE` from Korean. `path_to_root`
// is set by mdBook on every page. Works from file:// as well as a server.
(function () {
  "use strict";
  var editions = [
    { lang: "en", label: "English", title: "Read this page in English" },
    { lang: "ko", label: "한국어", title: "이 페이지를 한국어로 읽기" },
  ];

  function addPicker() {
    var buttons = document.querySelector("#mdbook-menu-bar .right-buttons, #menu-bar .right-buttons");
    if (!buttons || document.getElementById("language-picker")) {
      return;
    }
    var here = (document.documentElement.lang || "en").slice(0, 2);
    var root = typeof path_to_root === "string" ? path_to_root : "";
    var page = window.location.pathname.split("/").pop() || "index.html";
    var hash = window.location.hash || "";
    var nav = document.createElement("span");
    nav.id = "language-picker";
    nav.setAttribute("aria-label", here === "ko" ? "언어" : "Language");
    editions.forEach(function (edition) {
      var item;
      if (edition.lang === here) {
        item = document.createElement("span");
        item.className = "language-current";
        item.setAttribute("aria-current", "true");
      } else {
        item = document.createElement("a");
        item.href = here === "en" ? root + edition.lang + "/" + page + hash : root + "../" + page + hash;
        item.title = edition.title;
        item.setAttribute("hreflang", edition.lang);
        item.setAttribute("lang", edition.lang);
      }
      item.textContent = edition.label;
      nav.appendChild(item);
    });
    buttons.insertBefore(nav, buttons.firstChild);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", addPicker);
  } else {
    addPicker();
  }
})();
