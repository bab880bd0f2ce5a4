//! How every parser, the validator and the judge point at what offends in
//! an input: the 1-based column of a byte, counted in characters; a
//! description of the byte a person can read, invisible characters
//! included; and an excerpt of a token, however long. One home, so that
//! all messages say the same thing the same way
//! (`line 3, column 7: expected a digit 0-9, found 'x'`) and no message
//! quotes more than [`EXCERPT_BYTES`] bytes of input.
//!
//! Also the one definition of whitespace between tokens, [`is_space`].

/// The most bytes of input a message quotes; a longer token is cut there
/// (at a character boundary) and followed by `…` and its length.
pub const EXCERPT_BYTES: usize = 40;

/// Whitespace between tokens: space, `\t`, `\n`, vertical tab (`\x0B`),
/// form feed (`\x0C`) and `\r`: the bytes that Java's `Scanner`, C++'s
/// `cin >>` and Python's `split()` all skip (the C `isspace` set).
pub const fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\x0B' | b'\x0C' | b'\r')
}

/// What stands at byte offset `at` of `text`, for an error message
/// ([`Found`], whose `Display` is the English): `'x'` for a printable
/// ASCII character, `a space`, `a tab`, `a carriage return`, `end of line`
/// for `\n`, `end of file` past the end. Anything else is named by its
/// code point and bytes: `'가' (U+AC00, bytes 0xEA 0xB0 0x80)` for a
/// visible character, `U+00A0 NO-BREAK SPACE (bytes 0xC2 0xA0)` for an
/// invisible one ([`char_name`]; `U+XXXX` when it has no name there),
/// `U+000C FORM FEED (byte 0x0C)` for a control character, and `byte 0xFF
/// (not UTF-8)` for a byte that does not start a UTF-8 character.
pub fn describe(text: &[u8], at: usize) -> Found {
    let Some(&byte) = text.get(at) else {
        return Found::EndOfFile;
    };
    match byte {
        b'\n' => Found::EndOfLine,
        b' ' => Found::Space,
        b'\t' => Found::Tab,
        b'\r' => Found::CarriageReturn,
        b if b.is_ascii_graphic() => Found::Ascii(b as char),
        _ => match first_char(&text[at..]) {
            Some(c) => Found::Char(c),
            None => Found::NotUtf8(byte),
        },
    }
}

/// What stands at a place of the input, typed, so that a console can say
/// it in its own language; `Display` is the English ([`describe`] lists
/// the forms).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Past the end: `end of file`.
    EndOfFile,
    /// `\n`: `end of line`.
    EndOfLine,
    /// ` `: `a space`.
    Space,
    /// `\t`: `a tab`.
    Tab,
    /// `\r`: `a carriage return`.
    CarriageReturn,
    /// A printable ASCII character: `'x'`.
    Ascii(char),
    /// Any other character, named by its code point, its name when it is
    /// invisible ([`char_name`]) and its UTF-8 bytes ([`hex_bytes`]).
    Char(char),
    /// A byte that does not start a UTF-8 character.
    NotUtf8(u8),
    /// A token of several characters (a number such as `10`), shown as
    /// [`token`] (bare) or [`quoted`] (in quotes) show it.
    Token {
        /// Its first [`EXCERPT_BYTES`] bytes at most, as text.
        shown: String,
        /// Its length in bytes when `shown` is cut, else `None`.
        cut: Option<usize>,
        /// Shown in single quotes.
        quoted: bool,
    },
}

impl Found {
    /// `bytes` as a token ([`Found::Token`]), in quotes when `quoted`.
    pub fn token(bytes: &[u8], quoted: bool) -> Found {
        let (shown, cut) = excerpt(bytes);
        Found::Token {
            shown,
            cut: cut.then_some(bytes.len()),
            quoted,
        }
    }
}

impl std::fmt::Display for Found {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Found::EndOfFile => f.write_str("end of file"),
            Found::EndOfLine => f.write_str("end of line"),
            Found::Space => f.write_str("a space"),
            Found::Tab => f.write_str("a tab"),
            Found::CarriageReturn => f.write_str("a carriage return"),
            Found::Ascii(c) => write!(f, "'{c}'"),
            Found::Char(c) => {
                let bytes = hex_bytes(c.encode_utf8(&mut [0; 4]).as_bytes());
                match char_name(*c) {
                    Some(name) => write!(f, "U+{:04X} {name} ({bytes})", *c as u32),
                    None if c.is_control() => write!(f, "U+{:04X} ({bytes})", *c as u32),
                    None => write!(f, "'{c}' (U+{:04X}, {bytes})", *c as u32),
                }
            }
            Found::NotUtf8(b) => write!(f, "byte 0x{b:02X} (not UTF-8)"),
            Found::Token { shown, cut, quoted } => match (cut, quoted) {
                (None, false) => f.write_str(shown),
                (None, true) => write!(f, "'{shown}'"),
                (Some(len), false) => write!(f, "{shown}… ({len} bytes)"),
                (Some(len), true) => write!(f, "'{shown}…' ({len} bytes)"),
            },
        }
    }
}

/// What a parser or the validator wanted where it found something else,
/// typed like [`Found`]; `Display` is the English (`a digit 0-9`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// `a space` (2580's separator).
    Space,
    /// `end of line`.
    EndOfLine,
    /// `end of file`.
    EndOfFile,
    /// `a digit 0-9`.
    Digit,
    /// `an integer 0-9` (the validator, on a longer number).
    Integer,
    /// `a number 0-9` (the lenient parser, on a longer number).
    Number,
    /// `a digit 1-9, '0' or '.'` (a cell of the `line` format).
    Cell,
    /// `the end of the puzzle after 81 cells (then whitespace, ':' or a
    /// tab)` (the `line` format).
    EndOfPuzzle,
}

impl std::fmt::Display for Wanted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Wanted::Space => "a space",
            Wanted::EndOfLine => "end of line",
            Wanted::EndOfFile => "end of file",
            Wanted::Digit => "a digit 0-9",
            Wanted::Integer => "an integer 0-9",
            Wanted::Number => "a number 0-9",
            Wanted::Cell => "a digit 1-9, '0' or '.'",
            Wanted::EndOfPuzzle => "the end of the puzzle after 81 cells (then whitespace, ':' or a tab)",
        })
    }
}

/// The character `bytes` starts with, if they start with valid UTF-8.
fn first_char(bytes: &[u8]) -> Option<char> {
    let head = &bytes[..bytes.len().min(4)];
    let valid = match std::str::from_utf8(head) {
        Ok(s) => s,
        Err(e) => std::str::from_utf8(&head[..e.valid_up_to()]).unwrap_or_default(),
    };
    valid.chars().next()
}

/// `byte 0x0C` or `bytes 0xC2 0xA0`.
pub fn hex_bytes(bytes: &[u8]) -> String {
    let hex: Vec<String> = bytes.iter().map(|b| format!("0x{b:02X}")).collect();
    let noun = if bytes.len() == 1 { "byte" } else { "bytes" };
    format!("{noun} {}", hex.join(" "))
}

/// The name of a character that cannot be told apart on screen (control
/// characters, spaces other than U+0020, zero-width characters), as in the
/// Unicode charts; `None` for the others.
pub fn char_name(c: char) -> Option<&'static str> {
    Some(match c {
        '\0' => "NULL",
        '\x0B' => "VERTICAL TAB",
        '\x0C' => "FORM FEED",
        '\x1B' => "ESCAPE",
        '\x7F' => "DELETE",
        '\u{85}' => "NEXT LINE",
        '\u{A0}' => "NO-BREAK SPACE",
        '\u{AD}' => "SOFT HYPHEN",
        '\u{2002}' => "EN SPACE",
        '\u{2003}' => "EM SPACE",
        '\u{2009}' => "THIN SPACE",
        '\u{200B}' => "ZERO WIDTH SPACE",
        '\u{200C}' => "ZERO WIDTH NON-JOINER",
        '\u{200D}' => "ZERO WIDTH JOINER",
        '\u{2028}' => "LINE SEPARATOR",
        '\u{202F}' => "NARROW NO-BREAK SPACE",
        '\u{2060}' => "WORD JOINER",
        '\u{3000}' => "IDEOGRAPHIC SPACE",
        '\u{FEFF}' => "BYTE ORDER MARK",
        _ => return None,
    })
}

/// A token of the input for a message, bare: whole when it has at most
/// [`EXCERPT_BYTES`] bytes (`103000509`), else its first bytes up to that
/// many, `…` and its length (`1111…1111… (104857600 bytes)`). Bytes
/// that are not UTF-8 show as U+FFFD; control characters are escaped
/// (`\u{c}`).
pub fn token(bytes: &[u8]) -> String {
    let (shown, cut) = excerpt(bytes);
    if cut {
        format!("{shown}… ({} bytes)", bytes.len())
    } else {
        shown
    }
}

/// [`token`] in single quotes: `'10'`, `'1111…' (104857600 bytes)`.
pub fn quoted(bytes: &[u8]) -> String {
    let (shown, cut) = excerpt(bytes);
    if cut {
        format!("'{shown}…' ({} bytes)", bytes.len())
    } else {
        format!("'{shown}'")
    }
}

/// At most [`EXCERPT_BYTES`] bytes of `bytes` as text (cut at a character
/// boundary), and whether anything was cut.
fn excerpt(bytes: &[u8]) -> (String, bool) {
    let cut = bytes.len() > EXCERPT_BYTES;
    let mut end = bytes.len().min(EXCERPT_BYTES);
    // Do not split a UTF-8 character: back up over continuation bytes.
    while cut && end > 0 && bytes[end] & 0xC0 == 0x80 {
        end -= 1;
    }
    let text = String::from_utf8_lossy(&bytes[..end]);
    let shown = text
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect();
    (shown, cut)
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
        let at = |i| describe(text, i).to_string();
        assert_eq!(
            [at(0), at(1), at(2), at(3), at(4), at(5), at(8), at(11), at(12)],
            [
                "'a'",
                "a space",
                "a tab",
                "a carriage return",
                "end of line",
                "'가' (U+AC00, bytes 0xEA 0xB0 0x80)",
                "U+FEFF BYTE ORDER MARK (bytes 0xEF 0xBB 0xBF)",
                "U+0001 (byte 0x01)",
                "end of file"
            ]
        );
        assert_eq!(describe(b"\xFF", 0).to_string(), "byte 0xFF (not UTF-8)");
        assert_eq!(
            describe(b"\xC2", 0).to_string(),
            "byte 0xC2 (not UTF-8)",
            "a cut character"
        );
    }

    #[test]
    fn names_the_invisible_characters() {
        let named = |s: &str| describe(s.as_bytes(), 0).to_string();
        assert_eq!(named("\u{A0}"), "U+00A0 NO-BREAK SPACE (bytes 0xC2 0xA0)");
        assert_eq!(named("\u{200B}"), "U+200B ZERO WIDTH SPACE (bytes 0xE2 0x80 0x8B)");
        assert_eq!(named("\u{3000}"), "U+3000 IDEOGRAPHIC SPACE (bytes 0xE3 0x80 0x80)");
        assert_eq!(named("\u{2003}"), "U+2003 EM SPACE (bytes 0xE2 0x80 0x83)");
        assert_eq!(named("\x0B"), "U+000B VERTICAL TAB (byte 0x0B)");
        assert_eq!(named("\x0C"), "U+000C FORM FEED (byte 0x0C)");
        assert_eq!(named("１"), "'１' (U+FF11, bytes 0xEF 0xBC 0x91)");
    }

    #[test]
    fn tokens_are_cut_to_an_excerpt() {
        assert_eq!(token(b"103000509"), "103000509");
        assert_eq!(quoted(b"10"), "'10'");
        assert_eq!(Found::token(b"10", true).to_string(), "'10'");
        assert_eq!(Found::token(b"10", false).to_string(), "10");
        let long = vec![b'1'; 5 << 20];
        let ones = "1".repeat(EXCERPT_BYTES);
        assert_eq!(token(&long), format!("{ones}… (5242880 bytes)"));
        assert_eq!(quoted(&long), format!("'{ones}…' (5242880 bytes)"));
        assert_eq!(Found::token(&long, true).to_string(), quoted(&long));
        assert_eq!(Found::token(&long, false).to_string(), token(&long));
        assert_eq!(token(&[b'1'; EXCERPT_BYTES]), ones, "40 bytes are whole");
        // A character is never split: 39 ASCII bytes, then a 3-byte one.
        let mut mixed = vec![b'1'; EXCERPT_BYTES - 1];
        mixed.extend_from_slice("가가".as_bytes());
        assert_eq!(token(&mixed), format!("{}… (45 bytes)", &ones[1..]));
        assert_eq!(token(b"1\x0c2"), "1\\u{c}2");
    }

    #[test]
    fn whitespace_is_the_isspace_set() {
        let spaces: Vec<u8> = (0..=255u8).filter(|&b| is_space(b)).collect();
        assert_eq!(spaces, b"\t\n\x0B\x0C\r ");
    }

    #[test]
    fn columns_count_characters() {
        let line = "가나x".as_bytes();
        assert_eq!(column(line, 0), 1);
        assert_eq!(column(line, 6), 3);
    }
}
