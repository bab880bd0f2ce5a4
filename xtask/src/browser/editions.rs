//! The Korean edition in the browser: every chapter at 1280 and 390 px,
//! with a Korean font (no tofu boxes), the language picker on every page
//! leading to the same page in the other edition, no page wider than a
//! phone, at 390 px no Korean word broken across two lines
//! (`reader::phone_layout`), and the stepper's controls in Korean.
//! Screenshots of every Korean chapter go to `target/screenshots/ko/`.

use std::path::Path;

use super::driver::Driver;
use super::{WIDTHS, hangul, mkdir, text, url};

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

/// Checks each chapter of the Korean edition (in `english/ko/`, beside the
/// English one in `english`), with screenshots, and its stepper.
pub fn check(d: &Driver, root: &Path, english: &Path, shots: &Path) -> Result<Vec<String>, String> {
    let (language, dir, out) = ("ko", english.join("ko"), shots.join("ko"));
    mkdir(&out)?;
    let mut problems = Vec::new();
    for chapter in crate::markdown::summary_chapters(&root.join(crate::workspace::BOOK_SRC))? {
        let page = chapter.replace(".md", ".html");
        for width in WIDTHS {
            d.viewport(width, 1000)?;
            d.open_page(&url(&dir.join(&page)))?;
            let what = format!("{language}/{page} at {width} px");
            let facts = d.eval(PAGE_FACTS)?;
            if facts["lang"] != language {
                problems.push(format!("{what}: <html lang={}>", facts["lang"]));
            }
            let h1 = text(&facts["h1"]);
            if !hangul(h1) {
                problems.push(format!("{what}: the title {h1:?} is not in Korean"));
            }
            if facts["hangul"] != true {
                problems.push(format!(
                    "{what}: Hangul is drawn as boxes (no CJK font: apt-get install -y fonts-noto-cjk)"
                ));
            }
            let other = text(&facts["other"]);
            if other.strip_prefix("file://").map(Path::new) != Some(english.join(&page).as_path()) {
                problems.push(format!(
                    "{what}: the language picker leads to {other:?}, not to the English {page}"
                ));
            }
            if width < 500 {
                problems.extend(super::reader::phone_layout(d, &what)?);
            }
            let wide = facts["wide"].as_u64().unwrap_or(0);
            if wide > u64::from(width) + 2 {
                problems.push(format!(
                    "{what}: the page is {wide} px wide (something does not wrap or scroll)"
                ));
            }
            d.screenshot(&out.join(format!("{}-{width}.png", page.trim_end_matches(".html"))))?;
        }
    }
    // The English page leads to this edition too.
    d.viewport(1280, 1000)?;
    d.open_page(&url(&english.join("introduction.html")))?;
    let other = d.eval(PAGE_FACTS)?["other"].clone();
    let want = format!("/{language}/introduction.html");
    if !text(&other).ends_with(&want) {
        problems.push(format!(
            "introduction.html: the language picker leads to {other}, not …{want}"
        ));
    }
    // The stepper of the translated "Watch" chapter speaks Korean: its
    // buttons' text and labels contain Hangul.
    d.open(&url(&dir.join("watch.html")))?;
    let labels = d.eval(
        "Array.from(document.querySelectorAll('.stepper button')).map(b => b.textContent + ' ' + (b.title || '') + ' ' + (b.getAttribute('aria-label') || '')).join('\\n')",
    )?;
    let labels = text(&labels);
    let english: Vec<&str> = labels.lines().filter(|l| !l.trim().is_empty() && !hangul(l)).collect();
    if labels.trim().is_empty() {
        problems.push("ko/watch.html: no stepper buttons found".to_string());
    } else if !english.is_empty() {
        problems.push(format!("ko/watch.html: stepper controls not in Korean: {english:?}"));
    }
    Ok(problems)
}
