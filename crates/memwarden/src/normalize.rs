//! The normalised view: the text with the tricks attackers use to hide
//! words undone, and a map from every normalised byte back to the
//! original bytes it came from.
//!
//! Steps, per character of the original: drop invisible and format
//! characters; NFKD-decompose and drop combining marks (so full-width,
//! mathematical and accented letters become plain letters); fold
//! Cyrillic and Greek look-alikes to Latin; lowercase. Then per word:
//! fold leetspeak (`1gn0r3` → `ignore`) in words that mix letters with
//! digits or symbols; join spaced-out or dotted single letters
//! (`i g n o r e` → `ignore`); collapse whitespace runs to one space.

use alloc::string::String;
use alloc::vec::Vec;
use unicode_normalization::char::{decompose_compatible, is_combining_mark};

use crate::confusables::fold_confusable;
use crate::finding::Span;

/// Marks a whitespace run of two or more characters during normalisation.
const WIDE: char = '\u{1}';

/// A view of a text with a byte map back to the original.
pub(crate) struct MappedText {
    pub text: String,
    /// For each byte of `text`, the original span of the character it
    /// came from (start, end).
    starts: Vec<u32>,
    ends: Vec<u32>,
}

impl MappedText {
    /// Maps a byte range of the view back to the original text.
    pub fn original_span(&self, start: usize, end: usize) -> Span {
        if self.starts.is_empty() {
            return Span { start: 0, end: 0 };
        }
        let s = start.min(self.starts.len() - 1);
        let e = end.saturating_sub(1).max(s).min(self.ends.len() - 1);
        Span { start: self.starts[s] as usize, end: self.ends[e] as usize }
    }
}

/// True for characters that render as nothing (or nearly nothing) and are
/// dropped from the normalised view.
pub(crate) fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        | '\u{FFA0}' | '\u{FFF0}'..='\u{FFF8}' | '\u{1D173}'..='\u{1D17A}'
        | '\u{E0000}'..='\u{E007F}' | '\u{E0100}'..='\u{E01EF}')
}

fn leet(c: char) -> Option<char> {
    Some(match c {
        '0' => 'o',
        '1' | '!' | '|' => 'i',
        '3' => 'e',
        '4' | '@' => 'a',
        '5' | '$' => 's',
        '7' | '+' => 't',
        '8' => 'b',
        '9' => 'g',
        _ => return None,
    })
}

/// A word written in leetspeak: at least two letters, nothing but letters
/// and leet characters, and a leet character either inside the word
/// (`h3llo`, `p@ss`) or leading a word of four or more (`1gnore`).
/// Ordinals and units (`4th`, `10am`, `MP3`) are not leetspeak. The gate
/// applies the same rule to ASCII words when it profiles a text.
pub(crate) fn is_leet_word(chars: impl Iterator<Item = char> + Clone) -> bool {
    let len = chars.clone().count();
    let mut letters = 0;
    let mut prev: Option<char> = None;
    let mut inside = false;
    let mut it = chars.peekable();
    let mut idx = 0;
    while let Some(c) = it.next() {
        let next = it.peek().copied();
        if c.is_alphabetic() {
            letters += 1;
        } else if leet(c).is_some() {
            let before = prev.is_some_and(char::is_alphabetic);
            let after = next.is_some_and(char::is_alphabetic);
            if before && after || idx == 0 && after && len >= 4 && c.is_ascii_digit() {
                inside = true;
            }
        } else {
            return false;
        }
        prev = Some(c);
        idx += 1;
    }
    letters >= 2 && inside
}

/// Builds the normalised view of `text`.
pub(crate) fn normalize(text: &str) -> MappedText {
    // Pass 1: per-character folding into (char, orig_start, orig_end).
    let mut chars: Vec<(char, u32, u32)> = Vec::with_capacity(text.len());
    for (pos, c) in text.char_indices() {
        let end = (pos + c.len_utf8()) as u32;
        let pos = pos as u32;
        if is_invisible(c) {
            continue;
        }
        if c.is_ascii() {
            chars.push((c.to_ascii_lowercase(), pos, end));
            continue;
        }
        let mut pushed = false;
        decompose_compatible(c, |d| {
            if is_combining_mark(d) {
                return;
            }
            let d = fold_confusable(d).unwrap_or(d);
            for l in d.to_lowercase() {
                let l = fold_confusable(l).unwrap_or(l);
                chars.push((l, pos, end));
                pushed = true;
            }
        });
        let _ = pushed;
    }

    // Pass 2: leetspeak per word, spaced letters joined, whitespace collapsed.
    let is_wordish = |c: char| c.is_alphanumeric() || leet(c).is_some();
    let n = chars.len();
    let mut i = 0;
    // Words as (start, end) indices in `chars`.
    let mut out: Vec<(char, u32, u32)> = Vec::with_capacity(n);
    while i < n {
        let c = chars[i].0;
        if is_wordish(c) {
            let start = i;
            while i < n && is_wordish(chars[i].0) {
                i += 1;
            }
            let fold = is_leet_word(chars[start..i].iter().map(|x| x.0));
            for &(ch, s, e) in &chars[start..i] {
                let ch = if fold { leet(ch).unwrap_or(ch) } else { ch };
                out.push((ch, s, e));
            }
        } else if c.is_whitespace() {
            let (s, mut e) = (chars[i].1, chars[i].2);
            let mut count = 0;
            while i < n && chars[i].0.is_whitespace() {
                e = chars[i].2;
                i += 1;
                count += 1;
            }
            // A wide gap (two or more spaces) separates words written
            // letter by letter: mark it so the joiner keeps it.
            out.push((if count >= 2 { WIDE } else { ' ' }, s, e));
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }

    // Pass 3: join runs of single letters separated by one separator
    // ("i g n o r e", "i.g.n.o.r.e"). A text that spells one word of four
    // or more letters this way has every run of two or more joined, so
    // short words spelled the same way ("a l l") join too.
    let m = out.len();
    let single_at = |k: usize| -> bool {
        k < m
            && out[k].0.is_alphanumeric()
            && (k == 0 || !out[k - 1].0.is_alphanumeric())
            && (k + 1 >= m || !out[k + 1].0.is_alphanumeric())
    };
    let is_sep = |c: char| matches!(c, ' ' | '.' | '-' | '_' | '*' | '/' | ',' | '·' | '•');
    // (start index, end index inclusive, count)
    let mut runs: Vec<(usize, usize, usize)> = Vec::new();
    let mut k = 0;
    while k < m {
        if single_at(k) {
            let mut j = k;
            let mut count = 1;
            while j + 2 < m && is_sep(out[j + 1].0) && single_at(j + 2) {
                j += 2;
                count += 1;
            }
            if count >= 2 {
                runs.push((k, j, count));
            }
            k = j + 1;
        } else {
            k += 1;
        }
    }
    let spelled = runs.iter().any(|r| r.2 >= 4);
    let mut joined: Vec<(char, u32, u32)> = Vec::with_capacity(out.len());
    let mut k = 0;
    let mut r = 0;
    while k < m {
        if spelled && r < runs.len() && runs[r].0 == k {
            let (a, b, _) = runs[r];
            let mut t = a;
            while t <= b {
                joined.push(out[t]);
                t += 2;
            }
            k = b + 1;
            r += 1;
            continue;
        }
        let (c, a, b) = out[k];
        joined.push((if c == WIDE { ' ' } else { c }, a, b));
        k += 1;
    }

    let mut s = String::with_capacity(joined.len());
    let mut starts = Vec::with_capacity(joined.len());
    let mut ends = Vec::with_capacity(joined.len());
    for (c, a, b) in joined {
        s.push(c);
        for _ in 0..c.len_utf8() {
            starts.push(a);
            ends.push(b);
        }
    }
    MappedText { text: s, starts, ends }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leetspeak_is_folded() {
        assert_eq!(normalize("1gn0r3 pr3v10us").text, "ignore previous");
    }

    #[test]
    fn spaced_letters_are_joined() {
        assert_eq!(normalize("i g n o r e all").text, "ignore all");
        assert_eq!(normalize("I.G.N.O.R.E").text, "ignore");
        assert_eq!(normalize("i g n o r e  a l l  p r e v i o u s").text, "ignore all previous");
        assert_eq!(normalize("a b and c d").text, "a b and c d");
    }

    #[test]
    fn fullwidth_and_accents_fold_to_ascii() {
        assert_eq!(normalize("Ｉｇｎｏｒｅ ïnstrüctions").text, "ignore instructions");
    }

    #[test]
    fn cyrillic_lookalikes_fold_to_latin() {
        assert_eq!(normalize("іgnоrе").text, "ignore");
    }

    #[test]
    fn zero_width_characters_are_removed() {
        assert_eq!(normalize("ig\u{200B}no\u{200D}re").text, "ignore");
    }

    #[test]
    fn spans_map_back_to_original_bytes() {
        let t = "x ig\u{200B}nore";
        let v = normalize(t);
        let at = v.text.find("ignore").unwrap();
        let sp = v.original_span(at, at + 6);
        assert_eq!(&t[sp.start..sp.end], "ig\u{200B}nore");
    }

}
