//! Every chapter of the Korean edition at 1280 and 390 px: a Korean title
//! drawn with a Korean font (no tofu boxes), the language picker leading
//! to the same English page, no page wider than the screen, the phone
//! layout at 390 px; the stepper's controls in Korean. Screenshots in `ko/`.

use std::path::Path;

use super::{Test, WIDTHS, hangul, text};

/// JS: the page's language, its `<h1>`, the picker's link, the page's
/// width, and whether the page's body font draws Hangul with real glyphs
/// (`hangul`): a missing glyph is drawn as the same box whatever the
/// character, so seven different syllables measure exactly like seven
/// unassigned code points only when no installed font has them.
const PAGE_FACTS: &str = "(c => ({lang: document.documentElement.lang, \
     h1: (document.querySelector('main h1') || {}).textContent || '', \
     other: (document.querySelector('#language-picker a') || {}).href || '', \
     wide: document.documentElement.scrollWidth, \
     hangul: (c.font = getComputedStyle(document.querySelector('main') || document.body).font, \
       Math.abs(c.measureText('가나다라마바사').width - c.measureText('\\u{10FFF0}\\u{10FFF1}\\u{10FFF2}\\u{10FFF3}\\u{10FFF4}\\u{10FFF5}\\u{10FFF6}').width) > 0.5 \
       && c.measureText('가나다라마바사').width > 0)}))(document.createElement('canvas').getContext('2d'))";

/// Checks each chapter of the Korean edition, with screenshots, and its stepper.
pub fn check(t: &mut Test) -> Result<(), String> {
    for chapter in crate::markdown::summary_chapters(&t.root.join(crate::workspace::BOOK_SRC))? {
        let page = chapter.replace(".md", ".html");
        for width in WIDTHS {
            t.viewport(width, 1000)?;
            t.open(&format!("ko/{page}"))?;
            let what = format!("ko/{page} at {width} px");
            let facts = t.eval(PAGE_FACTS)?;
            let (h1, other) = (text(&facts["h1"]), text(&facts["other"]));
            let mut problems = Vec::new();
            if facts["lang"] != "ko" {
                problems.push(format!("<html lang={}>", facts["lang"]));
            }
            if !hangul(h1) {
                problems.push(format!("the title {h1:?} is not in Korean"));
            }
            if facts["hangul"] != true {
                problems.push("Hangul is drawn as boxes (no CJK font: apt-get install -y fonts-noto-cjk)".to_string());
            }
            if other.strip_prefix("file://").map(Path::new) != Some(t.book.join(&page).as_path()) {
                problems.push(format!(
                    "the language picker leads to {other:?}, not to the English {page}"
                ));
            }
            let wide = facts["wide"].as_u64().unwrap_or(0);
            if wide > u64::from(width) + 2 {
                problems.push(format!(
                    "the page is {wide} px wide (something does not wrap or scroll)"
                ));
            }
            t.problems.extend(problems.iter().map(|p| format!("{what}: {p}")));
            if width < 500 {
                t.phone_layout(&what)?;
            }
            t.screenshot(&format!("ko/{}-{width}.png", page.trim_end_matches(".html")))?;
        }
    }
    // The English page leads to this edition too.
    t.viewport(1280, 1000)?;
    t.open("introduction.html")?;
    let other = t.eval(PAGE_FACTS)?["other"].clone();
    if !text(&other).ends_with("/ko/introduction.html") {
        let problem = format!("introduction.html: the language picker leads to {other}, not …/ko/introduction.html");
        t.problems.push(problem);
    }
    // The stepper of the translated "Watch" chapter speaks Korean: its
    // buttons' text and labels contain Hangul.
    t.open("ko/watch.html")?;
    let labels = t.eval(
        "Array.from(document.querySelectorAll('.stepper button')).map(b => b.textContent + ' ' + (b.title || '') + ' ' + (b.getAttribute('aria-label') || '')).join('\\n')",
    )?;
    let labels = text(&labels);
    let english: Vec<&str> = labels.lines().filter(|l| !l.trim().is_empty() && !hangul(l)).collect();
    if labels.trim().is_empty() {
        t.problems.push("ko/watch.html: no stepper buttons found".to_string());
    } else if !english.is_empty() {
        t.problems
            .push(format!("ko/watch.html: stepper controls not in Korean: {english:?}"));
    }
    Ok(())
}
