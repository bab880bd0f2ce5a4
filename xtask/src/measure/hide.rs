//! Clean listings: in a Rust listing, the lines that only count and trace
//! (calls on the port's `meter`) are marked as mdBook's hidden lines, so a
//! chapter shows the post's algorithm and the reader can still unfold the
//! instrumentation with the listing's eye button. Where a hidden line opens
//! a block (`if !self.meter.place(..) {`), the block is hidden with it.

/// `markdown` with the instrumentation lines of its ```` ```rust ````
/// listings prefixed by `# ` (mdBook's hidden-line marker for Rust).
pub fn hide_instrumentation(markdown: &str) -> String {
    let (mut out, mut copied) = (String::new(), 0);
    let blocks = crate::markdown::read(markdown).blocks;
    for block in blocks
        .iter()
        .filter(|b| b.info.as_ref().is_some_and(|i| i.starts_with("rust")))
    {
        out.push_str(&markdown[copied..block.body.start]);
        hide_lines(&markdown[block.body.clone()], &mut out);
        copied = block.body.end;
    }
    out.push_str(&markdown[copied..]);
    out
}

/// The lines of one Rust listing, onto `out`, the instrumentation hidden:
/// a line that calls the port's meter and is not a comment, the block it
/// opens, and the lines a hidden statement goes on over (rustfmt's
/// `self.meter` / `.digit_test_scanning(..);`).
fn hide_lines(code: &str, out: &mut String) {
    let (mut depth, mut chain) = (0, false);
    for line in code.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let meter = trimmed.contains("meter.") || trimmed.trim_end().ends_with("self.meter");
        let goes_on = chain && trimmed.starts_with('.');
        let hide = goes_on || depth > 0 || (meter && !trimmed.starts_with("//"));
        if hide && !goes_on {
            depth = (depth + line.matches('{').count() as i32 - line.matches('}').count() as i32).max(0);
        }
        chain = hide && !trimmed.trim_end().ends_with([';', '{', '}']);
        let indent = &line[..line.len() - trimmed.len()];
        out.push_str(&if hide {
            format!("{indent}# {trimmed}")
        } else {
            line.to_string()
        });
    }
}

#[cfg(test)]
mod tests {
    use super::hide_instrumentation;

    #[test]
    fn a_meter_call_split_over_lines_is_hidden_whole() {
        let md = "```rust\nfor i in 1..10 {\n    self.meter\n        .digit_test_scanning((r, c, i), &self.arr, reads);\n    if ok {\n```\n";
        let out = hide_instrumentation(md);
        assert!(
            out.contains("    # self.meter\n        # .digit_test_scanning("),
            "{out}"
        );
        assert!(out.contains("\n    if ok {"), "{out}");
    }

    #[test]
    fn meter_lines_and_their_blocks_are_hidden_in_rust_listings_only() {
        let md = "text self.meter.call()\n```rust,ignore\nfn f() {\n    self.meter.call();\n    if !self.meter.place(c, i) {\n        return;\n    }\n    work();\n    // the meter.undo below\n}\n```\n```text\nself.meter.call();\n```\n";
        let want = "text self.meter.call()\n```rust,ignore\nfn f() {\n    # self.meter.call();\n    # if !self.meter.place(c, i) {\n        # return;\n    # }\n    work();\n    // the meter.undo below\n}\n```\n```text\nself.meter.call();\n```\n";
        assert_eq!(hide_instrumentation(md), want);
        // Any fence CommonMark reads as one: a `~~~` block, a longer fence
        // with a ``` line inside.
        let md = "~~~rust\nself.meter.call();\n~~~\n````text\n```rust\nself.meter.call();\n````\n";
        let want = "~~~rust\n# self.meter.call();\n~~~\n````text\n```rust\nself.meter.call();\n````\n";
        assert_eq!(hide_instrumentation(md), want);
    }
}
