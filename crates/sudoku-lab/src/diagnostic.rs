//! How every parser, the validator and the judge point at an offending
//! byte: its 1-based column, counted in characters, and a description a
//! person can read. One home, so that all messages say the same thing the
//! same way (`line 3, column 7: expected a digit 0-9, found 'x'`).

/// What stands at byte offset `at` of `text`, for an error message:
/// `'x'` for a printable character (UTF-8 decoded, so `'가'`), `a space`,
/// `a tab`, `a carriage return`, `end of line` for `\n`, `end of file`
/// past the end, and `byte 0xFF` for anything else (a control character,
/// a byte order mark, a byte that is not UTF-8).
pub fn describe(text: &[u8], at: usize) -> String {
    let Some(&byte) = text.get(at) else {
        return "end of file".into();
    };
    match byte {
        b'\n' => "end of line".into(),
        b' ' => "a space".into(),
        b'\t' => "a tab".into(),
        b'\r' => "a carriage return".into(),
        b if b.is_ascii_graphic() => format!("'{}'", b as char),
        b => {
            let tail = &text[at..text.len().min(at + 4)];
            let valid = match std::str::from_utf8(tail) {
                Ok(s) => s,
                Err(e) => std::str::from_utf8(&tail[..e.valid_up_to()]).unwrap_or_default(),
            };
            match valid.chars().next() {
                Some(c) if !c.is_control() && !c.is_ascii() && c != '\u{FEFF}' => format!("'{c}'"),
                _ => format!("byte 0x{b:02X}"),
            }
        }
    }
}

/// The 1-based column of byte offset `at` in `line` (the bytes after the
/// last `\n`), counting characters: UTF-8 continuation bytes do not count.
pub fn column(line: &[u8], at: usize) -> usize {
    line[..at.min(line.len())].iter().filter(|&&b| b & 0xC0 != 0x80).count() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_each_kind_of_byte() {
        let text = "a \t\r\n가\u{FEFF}\u{1}".as_bytes();
        let at = |i| describe(text, i);
        assert_eq!(
            [at(0), at(1), at(2), at(3), at(4), at(5), at(8), at(11), at(12)],
            [
                "'a'",
                "a space",
                "a tab",
                "a carriage return",
                "end of line",
                "'가'",
                "byte 0xEF",
                "byte 0x01",
                "end of file"
            ]
        );
        assert_eq!(describe(b"\xFF", 0), "byte 0xFF");
    }

    #[test]
    fn columns_count_characters() {
        let line = "가나x".as_bytes();
        assert_eq!(column(line, 0), 1);
        assert_eq!(column(line, 6), 3);
    }
}
