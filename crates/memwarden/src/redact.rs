//! Redaction: findings replaced by typed placeholders `[REDACTED:<type>]`.
//!
//! The output is always valid UTF-8 (spans fall on character
//! boundaries). When the input is valid JSON, the output is valid JSON
//! with the same structure: replacements are confined to the contents of
//! string literals (never cutting an escape sequence), and a finding
//! inside a number replaces that number with the placeholder as a string.

use alloc::string::String;
use alloc::vec::Vec;

use crate::finding::Span;

/// Byte ranges of JSON tokens that may be rewritten: string contents
/// (between the quotes) and numbers.
#[derive(Clone, Copy, Debug)]
enum Tok {
    Str(usize, usize),
    Num(usize, usize),
}

fn json_tokens(text: &str) -> Option<Vec<Tok>> {
    // Every JSON text starts (after white space) with one of these bytes:
    // prose is turned away without running the parser.
    let first = text.bytes().find(|c| !matches!(c, b' ' | b'\t' | b'\n' | b'\r'))?;
    if !matches!(first, b'{' | b'[' | b'"' | b'-' | b'0'..=b'9' | b't' | b'f' | b'n') {
        return None;
    }
    if serde_json::from_str::<serde::de::IgnoredAny>(text).is_err() {
        return None;
    }
    let b = text.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => {
                let start = i + 1;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                toks.push(Tok::Str(start, i.min(b.len())));
                i += 1;
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < b.len() && matches!(b[i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9') {
                    i += 1;
                }
                toks.push(Tok::Num(start, i));
            }
            _ => i += 1,
        }
    }
    Some(toks)
}

/// Widens `[s, e)` inside a JSON string body so it does not cut an escape.
fn snap_escapes(body: &[u8], base: usize, mut s: usize, mut e: usize) -> (usize, usize) {
    // Walk escapes in the body; any escape overlapping an edge extends it.
    let mut i = 0;
    while i < body.len() {
        if body[i] == b'\\' {
            let len = if body.get(i + 1) == Some(&b'u') { 6 } else { 2 };
            let (es, ee) = (base + i, base + (i + len).min(body.len()));
            if es < s && ee > s {
                s = es;
            }
            if es < e && ee > e {
                e = ee;
            }
            i += len;
        } else {
            i += 1;
        }
    }
    (s, e)
}

/// Replaces each span by `[REDACTED:<type>]`. Overlapping spans merge
/// (the first span's type wins).
pub(crate) fn redact<'t>(text: &str, spans: impl IntoIterator<Item = (Span, &'t str)>) -> String {
    // (inline up to 4 spans: most texts redact a few, and need no
    // allocation for the list)
    let mut v: tinyvec::TinyVec<[(usize, usize, &str); 4]> = spans.into_iter().map(|(s, t)| (s.start, s.end, t)).collect();
    // Confine to JSON tokens when the text is JSON.
    if let Some(toks) = json_tokens(text) {
        let mut confined = Vec::new();
        for &(s, e, t) in &v {
            for tok in &toks {
                match *tok {
                    Tok::Str(a, b) => {
                        let (cs, ce) = (s.max(a), e.min(b));
                        if cs < ce {
                            let (cs, ce) = snap_escapes(&text.as_bytes()[a..b], a, cs, ce);
                            confined.push((cs, ce, t, false));
                        }
                    }
                    Tok::Num(a, b) => {
                        if s < b && e > a {
                            confined.push((a, b, t, true));
                        }
                    }
                }
            }
        }
        confined.sort();
        let mut out = String::with_capacity(text.len() + 24 * v.len());
        let mut pos = 0;
        for (s, e, t, quote) in confined {
            if s < pos {
                continue;
            }
            out.push_str(&text[pos..s]);
            if quote {
                out.push('"');
            }
            out.push_str("[REDACTED:");
            out.push_str(t);
            out.push(']');
            if quote {
                out.push('"');
            }
            pos = e;
        }
        out.push_str(&text[pos..]);
        return out;
    }
    v.sort();
    let mut out = String::with_capacity(text.len() + 24 * v.len());
    let mut pos = 0;
    for (s, e, t) in v {
        if s < pos {
            // overlaps the previous placeholder: extend it
            if e > pos && text.is_char_boundary(e) {
                pos = e;
            }
            continue;
        }
        if !text.is_char_boundary(s) || !text.is_char_boundary(e) {
            continue;
        }
        out.push_str(&text[pos..s]);
        out.push_str("[REDACTED:");
        out.push_str(t);
        out.push(']');
        pos = e;
    }
    out.push_str(&text[pos..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sp(s: usize, e: usize) -> Span {
        Span { start: s, end: e }
    }

    #[test]
    fn plain_text_gets_typed_placeholder() {
        assert_eq!(redact("mail bob@x.io now", [(sp(5, 13), "email")]), "mail [REDACTED:email] now");
    }

    #[test]
    fn overlapping_spans_merge() {
        assert_eq!(redact("abcdef", [(sp(1, 4), "a"), (sp(2, 5), "b")]), "a[REDACTED:a]f");
    }

    #[test]
    fn json_structure_survives_a_span_across_quotes() {
        let t = r#"{"k":"call 555-0100","n":5551234567}"#;
        let out = redact(t, [(sp(3, 19), "phone"), (sp(25, 35), "phone")]);
        assert!(serde_json::from_str::<serde_json::Value>(&out).is_ok(), "{out}");
        assert_eq!(out, r#"{"k":"[REDACTED:phone]","n":"[REDACTED:phone]"}"#);
    }

    #[test]
    fn json_escape_is_never_cut() {
        let t = r#"["a\u00e9b"]"#;
        let out = redact(t, [(sp(4, 6), "x")]);
        assert!(serde_json::from_str::<serde_json::Value>(&out).is_ok(), "{out}");
    }
}
