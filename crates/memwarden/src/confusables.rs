//! Look-alike characters folded to Latin in the normalised view.
//!
//! A hand-curated subset of Unicode's confusables (UTS #39) covering the
//! Cyrillic, Greek, Armenian and small-capital letters that render like
//! Latin letters in common fonts. Mathematical, full-width and other
//! compatibility forms are not listed: NFKD folds them first.

/// Returns the Latin letter `c` is commonly confused with, if any.
pub(crate) fn fold_confusable(c: char) -> Option<char> {
    Some(match c {
        // Cyrillic
        'а' | 'А' => 'a',
        'в' | 'В' | 'ь' | 'Ь' => 'b',
        'с' | 'С' | 'ϲ' | 'Ϲ' => 'c',
        'ԁ' | 'Ԁ' => 'd',
        'е' | 'Е' | 'ё' | 'Ё' | 'є' | 'Є' => 'e',
        'һ' | 'Һ' | 'н' | 'Н' => 'h',
        'і' | 'І' | 'ї' | 'Ї' | 'ӏ' | 'Ӏ' => 'i',
        'ј' | 'Ј' => 'j',
        'к' | 'К' => 'k',
        'м' | 'М' => 'm',
        'о' | 'О' => 'o',
        'р' | 'Р' => 'p',
        'ԛ' | 'Ԛ' => 'q',
        'ѕ' | 'Ѕ' => 's',
        'т' | 'Т' => 't',
        'у' | 'У' | 'Ү' | 'ү' => 'y',
        'ԝ' | 'Ԝ' => 'w',
        'х' | 'Х' => 'x',
        // Greek
        'α' | 'Α' => 'a',
        'β' | 'Β' => 'b',
        'ε' | 'Ε' => 'e',
        'ζ' | 'Ζ' => 'z',
        'Η' => 'h',
        'η' => 'n',
        'ι' | 'Ι' => 'i',
        'κ' | 'Κ' => 'k',
        'Μ' => 'm',
        'ν' => 'v',
        'Ν' => 'n',
        'ο' | 'Ο' | 'σ' => 'o',
        'ρ' | 'Ρ' => 'p',
        'τ' | 'Τ' => 't',
        'υ' => 'u',
        'Υ' | 'γ' => 'y',
        'χ' | 'Χ' => 'x',
        'ω' => 'w',
        // Armenian
        'օ' => 'o',
        'ս' => 'u',
        'ց' => 'g',
        'հ' => 'h',
        'ո' => 'n',
        // Latin look-alikes outside ASCII that NFKD keeps
        'ı' => 'i',
        'ȷ' => 'j',
        'ℓ' => 'l',
        'ƅ' => 'b',
        'ɑ' => 'a',
        'ɡ' => 'g',
        'ᴀ' => 'a',
        'ʙ' => 'b',
        'ᴄ' => 'c',
        'ᴅ' => 'd',
        'ᴇ' => 'e',
        'ɢ' => 'g',
        'ʜ' => 'h',
        'ɪ' => 'i',
        'ᴊ' => 'j',
        'ᴋ' => 'k',
        'ʟ' => 'l',
        'ᴍ' => 'm',
        'ɴ' => 'n',
        'ᴏ' => 'o',
        'ᴘ' => 'p',
        'ʀ' => 'r',
        'ꜱ' => 's',
        'ᴛ' => 't',
        'ᴜ' => 'u',
        'ᴠ' => 'v',
        'ᴡ' => 'w',
        'ʏ' => 'y',
        'ᴢ' => 'z',
        'ꜰ' => 'f',
        'ꞯ' => 'q',
        _ => return None,
    })
}

/// The Latin letter an enclosed or boxed letter stands for, where NFKD
/// gives none or wraps it: parenthesised `⒜` (NFKD: `(a)`), negative
/// circled `🅐`, negative squared `🅰` and regional indicators `🇦`.
pub(crate) fn enclosed_letter(c: char) -> Option<char> {
    let base = match c as u32 {
        0x249C..=0x24B5 => 0x249C,
        0x1F150..=0x1F169 => 0x1F150,
        0x1F170..=0x1F189 => 0x1F170,
        0x1F1E6..=0x1F1FF => 0x1F1E6,
        _ => return None,
    };
    char::from_u32('a' as u32 + (c as u32 - base))
}

/// True for Cyrillic or Greek letters that have a Latin look-alike: the
/// letters a mixed-script word uses to pass as Latin.
pub(crate) fn is_foreign_lookalike(c: char) -> bool {
    matches!(c as u32, 0x0370..=0x052F) && fold_confusable(c).is_some()
}
