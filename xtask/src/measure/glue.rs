//! What must not break apart on a phone's line, glued in the prose (not in
//! code): a number and its unit (`256 MB`, `80 ms`, `1040.8 ns`: the space
//! becomes a no-break space), and a Korean particle and what it follows
//! (`` `exit(0)`으로 ``, `hole[81]에`, `(또는 0)가`, `MB를`: a word joiner,
//! U+2060, which draws nothing and forbids a break, goes between them;
//! `word-break: keep-all` keeps Hangul whole, but still breaks between a
//! `)` or a code span and the syllable after it). Run by the `{{#measure}}`
//! preprocessor in both editions, after the includes, so the generated
//! tables are glued too.

use mdbook_markdown::pulldown_cmark::{Event, Tag, TagEnd};

/// The units a number keeps on its line.
const UNITS: &[&str] = &[
    "MiB", "KiB", "GiB", "MB", "KB", "GB", "ms", "µs", "us", "ns", "s", "px", "%",
];

/// The word joiner.
const JOINER: &str = "\u{2060}";

/// Whether `c` is a Hangul syllable.
fn hangul(c: char) -> bool {
    ('가'..='힣').contains(&c)
}

/// `markdown` glued: in its text (not its code blocks, code spans or
/// HTML), a number's space before a unit made a no-break space, a joiner
/// between a Latin letter, digit, `)`, `]` or `%` and a Hangul syllable;
/// after a code span, a link or emphasis, a joiner before a Hangul syllable.
pub fn glue(markdown: &str) -> String {
    let options = mdbook_markdown::MarkdownOptions::default();
    let mut at: Vec<(usize, usize, &str)> = Vec::new(); // (from, to, insert)
    // A code block's lines come as text events too: they are left alone
    // (a listing or a transcript is copied as it is).
    let mut in_code = false;
    for (event, range) in mdbook_markdown::new_cmark_parser(markdown, &options).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(_)) => in_code = true,
            Event::End(TagEnd::CodeBlock) => in_code = false,
            Event::Text(_) if !in_code => glue_text(&markdown[range.clone()], range.start, &mut at),
            // A code span, a link, emphasis: a particle right after it.
            Event::Code(_) | Event::End(TagEnd::Link | TagEnd::Emphasis | TagEnd::Strong)
                if markdown[range.end..].starts_with(hangul) =>
            {
                at.push((range.end, range.end, JOINER));
            }
            _ => {}
        }
    }
    at.sort();
    at.dedup();
    let (mut out, mut copied) = (String::with_capacity(markdown.len() + 64), 0);
    for (from, to, insert) in at {
        if from < copied {
            continue;
        }
        out.push_str(&markdown[copied..from]);
        out.push_str(insert);
        copied = to;
    }
    out.push_str(&markdown[copied..]);
    out
}

/// The edits of one text (at `offset` in the Markdown) onto `at`.
fn glue_text(text: &str, offset: usize, at: &mut Vec<(usize, usize, &str)>) {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (k, &(i, c)) in chars.iter().enumerate() {
        let next = chars.get(k + 1).map(|&(_, n)| n);
        let glued = c.is_ascii_alphanumeric() || matches!(c, ')' | ']' | '%');
        if glued && next.is_some_and(hangul) {
            at.push((offset + i + c.len_utf8(), offset + i + c.len_utf8(), JOINER));
        }
        if c == ' ' && k > 0 && chars[k - 1].1.is_ascii_digit() {
            let rest = &text[i + 1..];
            let unit = UNITS.iter().find(|u| {
                rest.starts_with(**u)
                    && !rest[u.len()..]
                        .chars()
                        .next()
                        .is_some_and(|n| n.is_ascii_alphanumeric())
            });
            if unit.is_some() {
                at.push((offset + i, offset + i + 1, "\u{a0}"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_keep_their_units_and_particles_their_words() {
        let j = JOINER;
        assert_eq!(glue("256 MB and 80 ms, 6 %."), "256\u{a0}MB and 80\u{a0}ms, 6\u{a0}%.");
        assert_eq!(glue("16 MB를 주고"), format!("16\u{a0}MB{j}를 주고"));
        assert_eq!(
            glue("`exit(0)`으로 끝내고 (또는 0)가"),
            format!("`exit(0)`{j}으로 끝내고 (또는 0){j}가")
        );
        // Not a unit, not prose.
        assert_eq!(glue("3 seconds, 2 sets"), "3 seconds, 2 sets");
        assert_eq!(glue("```text\n256 MB\n```\n"), "```text\n256 MB\n```\n");
        assert_eq!(glue("`256 MB`"), "`256 MB`");
        // A digit and the syllable after it are glued too (1장 stays whole).
        assert_eq!(glue("[1장](a.md)에서"), format!("[1{j}장](a.md){j}에서"));
    }
}
