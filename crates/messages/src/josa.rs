//! Korean particles (조사) after a word that a message fills in: the
//! catalog writes both forms, `{0}이(가)`, and [`resolve`] keeps the one
//! that the word before it takes: `숫자가`, `'0'이`, `r1c3은`, `줄 끝이`.
//! The word's last sound decides: a Hangul syllable's final consonant
//! (받침), a digit's or a Latin letter's Korean reading (`3` 삼, `2` 이,
//! `l` 엘); a quote or a parenthesis after the word is looked through
//! (`'가' (U+AC00, …)가`). When the last sound cannot be told (a symbol),
//! both forms stay, as before.

/// The particles a message may write in both forms: the marker, the form
/// after a final consonant, the form after a vowel.
const PAIRS: [(&str, &str, &str); 5] = [
    ("이(가)", "이", "가"),
    ("은(는)", "은", "는"),
    ("을(를)", "을", "를"),
    ("과(와)", "과", "와"),
    ("(으)로", "으로", "로"),
];

/// `text` with each particle written in both forms (`이(가)`, `은(는)`,
/// `을(를)`, `과(와)`, `(으)로`) reduced to the form the word before it
/// takes.
pub fn resolve(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    loop {
        let next = PAIRS
            .iter()
            .filter_map(|pair| rest.find(pair.0).map(|at| (at, pair)))
            .min_by_key(|(at, _)| *at);
        let Some((at, &(marker, after_consonant, after_vowel))) = next else {
            out.push_str(rest);
            return out;
        };
        out.push_str(&rest[..at]);
        let particle = match last_sound(&out) {
            // 로 after a vowel and after ㄹ: 서울로, 파일로.
            Some(Sound::Consonant { rieul: true }) if marker == "(으)로" => after_vowel,
            Some(Sound::Consonant { .. }) => after_consonant,
            Some(Sound::Vowel) => after_vowel,
            None => marker,
        };
        out.push_str(particle);
        rest = &rest[at + marker.len()..];
    }
}

/// How a word ends when read aloud.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Sound {
    /// An open syllable: 가, 는, 를, 와, 로.
    Vowel,
    /// A final consonant (받침); `rieul` when it is ㄹ.
    Consonant {
        /// The final consonant is ㄹ (일, 칠, 팔, 엘).
        rieul: bool,
    },
}

/// The last sound of `text` read aloud, looking through a parenthesis and
/// a closing quote after the last word; `None` when it cannot be told.
fn last_sound(text: &str) -> Option<Sound> {
    let mut t = text.trim_end();
    while let Some(inner) = t.strip_suffix(')') {
        t = inner[..inner.rfind('(')?].trim_end();
    }
    if let Some(inner) = t.strip_suffix('\'').or_else(|| t.strip_suffix('"')) {
        t = inner;
    }
    let consonant = Sound::Consonant { rieul: false };
    let rieul = Sound::Consonant { rieul: true };
    Some(match t.chars().last()? {
        c @ '가'..='힣' => match (c as u32 - 0xAC00) % 28 {
            0 => Sound::Vowel,
            8 => rieul,
            _ => consonant,
        },
        // 영 일 이 삼 사 오 육 칠 팔 구; 10, 100, 1000 (십 백 천) end in a
        // consonant as 0 (영) does.
        '0' | '3' | '6' => consonant,
        '1' | '7' | '8' => rieul,
        '2' | '4' | '5' | '9' => Sound::Vowel,
        // 엘 엠 엔 알; the other letters' names end in a vowel (에이, 비, …).
        'l' | 'L' | 'r' | 'R' => rieul,
        'm' | 'M' | 'n' | 'N' => consonant,
        c if c.is_ascii_alphabetic() => Sound::Vowel,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::resolve;

    #[test]
    fn each_particle_follows_the_last_sound() {
        let cases = [
            ("숫자이(가) 와야 한다", "숫자가 와야 한다"),
            ("줄 끝이(가) 있다", "줄 끝이 있다"),
            ("공백 한 칸이(가)", "공백 한 칸이"),
            ("'0'이(가) 있다", "'0'이 있다"),
            ("'2'이(가) 있다", "'2'가 있다"),
            ("3이(가) 1행에", "3이 1행에"),
            ("9이(가) 1행에", "9가 1행에"),
            ("r1c3은(는) 5인데", "r1c3은 5인데"),
            ("r1c2은(는) 4인데", "r1c2는 4인데"),
            (
                "'가' (U+AC00, 바이트 0xEA 0xB0 0x80)이(가) 있다",
                "'가' (U+AC00, 바이트 0xEA 0xB0 0x80)가 있다",
            ),
            ("테스트 10을(를) 저장", "테스트 10을 저장"),
            ("테스트 2을(를) 저장", "테스트 2를 저장"),
            ("reference(으)로 풀었다", "reference로 풀었다"),
            ("1(으)로", "1로"),
            ("3(으)로", "3으로"),
            ("bitmask(으)로", "bitmask로"),
            ("서울(으)로", "서울로"),
            ("밥(으)로", "밥으로"),
            ("파일과(와) 줄", "파일과 줄"),
            ("판과(와)", "판과"),
            ("보드과(와)", "보드와"),
            ("'full-scan'은(는)", "'full-scan'은"),
        ];
        for (text, want) in cases {
            assert_eq!(resolve(text), want, "{text}");
        }
    }

    #[test]
    fn an_unknown_last_sound_keeps_both_forms() {
        assert_eq!(resolve("…이(가) 있다"), "…이(가) 있다");
        assert_eq!(resolve("이(가) 처음"), "이(가) 처음");
        assert_eq!(resolve("no marker here"), "no marker here");
        assert_eq!(resolve("x)이(가) 있다"), "x)이(가) 있다");
    }
}
