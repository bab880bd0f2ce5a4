//! The Korean edition in the browser: every chapter at 1280 and 390 px,
//! with a Korean font (no tofu boxes), the language picker on every page
//! leading to the same page in the other edition, no page wider than a
//! phone, at 390 px no Korean word broken across two lines
//! (`reader::phone_layout`), and the stepper's controls in Korean.
//! Screenshots of every Korean chapter go to `target/screenshots/ko/`.

use std::path::Path;

use super::driver::Driver;
use crate::i18n;

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

/// Checks each chapter of both editions under `english` (the English build;
/// the others in `english/LANG/`); screenshots of the translated ones.
pub fn check(d: &Driver, root: &Path, english: &Path, shots: &Path) -> Result<Vec<String>, String> {
    let chapters = crate::markdown::summary_chapters(&root.join(crate::workspace::BOOK_SRC))?;
    let mut problems = Vec::new();
    for language in i18n::LANGUAGES {
        let dir = i18n::edition_dir(english, language);
        let out = shots.join(language);
        std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
        for chapter in &chapters {
            let page = chapter.replace(".md", ".html");
            for width in [1280, 390] {
                d.viewport(width, 1000)?;
                d.open_page(&format!("file://{}", dir.join(&page).display()))?;
                problems.extend(page_problems(
                    d,
                    &format!("{language}/{page} at {width} px"),
                    language,
                    width,
                    english,
                    &page,
                )?);
                d.screenshot(&out.join(format!("{}-{width}.png", page.trim_end_matches(".html"))))?;
            }
        }
        // The English page leads to this edition too.
        d.viewport(1280, 1000)?;
        d.open_page(&format!("file://{}", english.join("introduction.html").display()))?;
        let facts: serde_json::Value = d.json(PAGE_FACTS)?;
        let want = format!("/{language}/introduction.html");
        if !facts["other"].as_str().unwrap_or("").ends_with(&want) {
            problems.push(format!(
                "introduction.html: the language picker leads to {}, not …{want}",
                facts["other"]
            ));
        }
        problems.extend(stepper(d, &dir)?);
    }
    Ok(problems)
}

/// The problems of the page open in `d`, a chapter of the edition in
/// `language`.
fn page_problems(
    d: &Driver,
    what: &str,
    language: &str,
    width: u32,
    english: &Path,
    page: &str,
) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    let facts: serde_json::Value = d.json(PAGE_FACTS)?;
    if facts["lang"] != language {
        problems.push(format!("{what}: <html lang={}>", facts["lang"]));
    }
    let h1 = facts["h1"].as_str().unwrap_or("");
    if !h1.chars().any(|c| ('가'..='힣').contains(&c)) {
        problems.push(format!("{what}: the title {h1:?} is not in Korean"));
    }
    if facts["hangul"] != true {
        problems.push(format!(
            "{what}: Hangul is drawn as boxes (no CJK font: apt-get install -y fonts-noto-cjk)"
        ));
    }
    let other = facts["other"].as_str().unwrap_or("");
    let target = other.strip_prefix("file://").map(Path::new);
    if target != Some(english.join(page).as_path()) {
        problems.push(format!(
            "{what}: the language picker leads to {other:?}, not to the English {page}"
        ));
    }
    if width < 500 {
        problems.extend(super::reader::phone_layout(d, what)?);
    }
    let wide = facts["wide"].as_u64().unwrap_or(0);
    if wide > u64::from(width) + 2 {
        problems.push(format!(
            "{what}: the page is {wide} px wide (something does not wrap or scroll)"
        ));
    }
    Ok(problems)
}

/// The stepper of the translated "Watch" chapter speaks Korean: its buttons'
/// text and labels contain Hangul.
fn stepper(d: &Driver, dir: &Path) -> Result<Vec<String>, String> {
    d.open(&format!("file://{}", dir.join("watch.html").display()))?;
    let labels = d.eval(
        "Array.from(document.querySelectorAll('.stepper button')).map(b => b.textContent + ' ' + (b.title || '') + ' ' + (b.getAttribute('aria-label') || '')).join('\\n')",
    )?;
    let english: Vec<&str> = labels
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.chars().any(|c| ('가'..='힣').contains(&c)))
        .collect();
    Ok(if labels.trim().is_empty() {
        vec!["ko/watch.html: no stepper buttons found".to_string()]
    } else if english.is_empty() {
        Vec::new()
    } else {
        vec![format!("ko/watch.html: stepper controls not in Korean: {english:?}")]
    })
}
