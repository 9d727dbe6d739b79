//! Redaction: findings replaced by typed placeholders `[REDACTED:<type>]`.
//!
//! The output is always valid UTF-8 (spans fall on character
//! boundaries). When the input is valid JSON, the output is valid JSON
//! with the same structure: replacements are confined to the contents of
//! string literals (never cutting an escape sequence), a finding inside
//! a number replaces that number with the placeholder as a string, and an
//! object keeps every member: when redaction makes a key equal to another
//! key of its object (`{"ann@x.io": 1, "bob@y.io": 2}`), the later one
//! gets a counter after its placeholder (`"[REDACTED:email]"`,
//! `"[REDACTED:email] #2"`), so a reader of the redacted text still sees
//! two members, not one that replaced the other.

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

/// The tokens of a JSON text, and the string tokens that are keys: the
/// index of the token and the object it is a key of (objects numbered in
/// the order they open).
struct JsonTokens {
    toks: Vec<Tok>,
    keys: Vec<(usize, u32)>,
}

fn json_tokens(text: &str) -> Option<JsonTokens> {
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
    let mut keys = Vec::new();
    // the objects open around the token, innermost last
    let (mut open, mut objects) = (Vec::new(), 0u32);
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'{' => {
                open.push(objects);
                objects += 1;
                i += 1;
            }
            b'}' => {
                open.pop();
                i += 1;
            }
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
                // (the text parsed: a string that a colon follows is a key)
                if let (Some(&object), Some(b':')) = (open.last(), b[i.min(b.len())..].iter().copied().find(|c| !matches!(c, b' ' | b'\t' | b'\n' | b'\r'))) {
                    keys.push((toks.len() - 1, object));
                }
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
    Some(JsonTokens { toks, keys })
}

impl Tok {
    /// The token's bytes (a string's between its quotes).
    fn range(&self) -> (usize, usize) {
        match *self {
            Tok::Str(a, b) | Tok::Num(a, b) => (a, b),
        }
    }
}

/// The escapes (`\n`, `\u00e9`) of a JSON string body that starts at
/// `base`, as (start, end) in the text, in order.
fn escapes_in(body: &[u8], base: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < body.len() {
        if body[i] == b'\\' {
            let len = if body.get(i + 1) == Some(&b'u') { 6 } else { 2 };
            out.push((base + i, base + (i + len).min(body.len())));
            i += len;
        } else {
            i += 1;
        }
    }
    out
}

/// Widens `[s, e)` inside a JSON string body so it does not cut an
/// escape (`escapes`: those of the body, from [`escapes_in`]).
fn snap_escapes(escapes: &[(usize, usize)], s: usize, e: usize) -> (usize, usize) {
    // the escape that starts before `x` and ends after it, if any
    let across = |x: usize| {
        let k = escapes.partition_point(|&(es, _)| es < x);
        escapes.get(k.wrapping_sub(1)).copied().filter(|&(_, ee)| ee > x)
    };
    (across(s).map_or(s, |(es, _)| es), across(e).map_or(e, |(_, ee)| ee))
}

/// Replaces each span by `[REDACTED:<type>]`. Overlapping spans merge
/// (the first span's type wins).
pub(crate) fn redact<'t>(text: &str, spans: impl IntoIterator<Item = (Span, &'t str)>) -> String {
    // (inline up to 4 spans: most texts redact a few, and need no
    // allocation for the list)
    let mut v: tinyvec::TinyVec<[(usize, usize, &str); 4]> = spans.into_iter().map(|(s, t)| (s.start, s.end, t)).collect();
    crate::sort::sort(&mut v);
    // Confine to JSON tokens when the text is JSON.
    if let Some(json) = json_tokens(text) {
        let mut confined = Vec::new();
        // (the escapes of the last string a span fell in: with the spans
        // in order, a long string with many findings is walked once, not
        // once a finding)
        let mut escapes: (usize, Vec<(usize, usize)>) = (usize::MAX, Vec::new());
        for &(s, e, t) in &v {
            // Only the tokens the span overlaps: they are in text order
            // and do not overlap, so their ends grow.
            let first = json.toks.partition_point(|tok| tok.range().1 <= s);
            for (k, tok) in json.toks.iter().enumerate().skip(first) {
                if tok.range().0 >= e {
                    break;
                }
                match *tok {
                    Tok::Str(a, b) => {
                        let (cs, ce) = (s.max(a), e.min(b));
                        if cs < ce {
                            if escapes.0 != k {
                                escapes = (k, escapes_in(&text.as_bytes()[a..b], a));
                            }
                            let (cs, ce) = snap_escapes(&escapes.1, cs, ce);
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
        crate::sort::sort(&mut confined);
        let mut out = String::with_capacity(text.len() + 24 * v.len());
        let mut pos = 0;
        // (each replacement made: where it was in `text`, and how much
        // longer the output is after it)
        let mut shifts: Vec<(usize, isize)> = Vec::new();
        for (s, e, t, quote) in confined {
            if s < pos {
                // overlaps the previous placeholder (in the same token:
                // confined spans do not cross one): extend it, as in prose
                // (`Anna` and `Anna Schmidt` left `Schmidt` behind)
                if e > pos {
                    pos = e;
                    if let Some(last) = shifts.last_mut() {
                        *last = (e, out.len() as isize - e as isize);
                    }
                }
                continue;
            }
            out.push_str(&text[pos..s]);
            shifts.push((s, out.len() as isize - s as isize));
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
            shifts.push((e, out.len() as isize - e as isize));
        }
        out.push_str(&text[pos..]);
        return distinct_keys(text, &json, &shifts, out);
    }
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

/// `out`, the redaction of the JSON text `text`, with a counter added
/// after each redacted key that would otherwise read as another key of
/// its object (see the module documentation; keys compare as written,
/// escapes and all). `shifts` maps `text` to `out`: at each
/// replacement's start and end, the offset to add from there on.
fn distinct_keys(text: &str, json: &JsonTokens, shifts: &[(usize, isize)], out: String) -> String {
    // The offset in `out` of a byte of `text` that no replacement covers
    // (a key's quotes never are).
    let at = |p: usize| {
        let k = shifts.partition_point(|&(q, _)| q <= p);
        (p as isize + if k == 0 { 0 } else { shifts[k - 1].1 }) as usize
    };
    // Each key: its object, how it reads now (a slice of `out`, which
    // also tells where it is) and whether redaction changed it.
    // (The tuple has the type of the replacements above, so that sorting
    // it adds no code to the module, which must stay under 1 MiB.)
    let mut keys: Vec<(usize, usize, &str, bool)> = Vec::with_capacity(json.keys.len());
    let mut any = false;
    for &(tok, object) in &json.keys {
        let (a, b) = json.toks[tok].range();
        let now = &out[at(a)..at(b)];
        let changed = now != &text[a..b];
        any |= changed;
        keys.push((object as usize, 0, now, changed));
    }
    if !any {
        return out;
    }
    // By object, then as they read, keys left as they were first, then in
    // text order (the sort is stable: equal keys are different places).
    crate::sort::sort_stable_by(&mut keys, |a, b| a.cmp(b));
    let end_in_out = |now: &str| now.as_ptr() as usize - out.as_ptr() as usize + now.len();
    // (position in `out` where a counter goes, the counter)
    let mut counters: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < keys.len() {
        // the keys of one object that read the same
        let (object, name) = (keys[i].0, keys[i].2);
        let j = i + keys[i..].iter().take_while(|k| k.0 == object && k.2 == name).count();
        let same = &keys[i..j];
        if same.len() > 1 && same.iter().any(|k| k.3) {
            let names = &keys[keys.partition_point(|k| k.0 < object)..keys.partition_point(|k| k.0 <= object)];
            // A key left as it was keeps its name; else the first redacted
            // one does. The others take the next counter that no key of
            // the object reads as.
            let mut named = !same[0].3;
            let mut n = 1;
            for k in same.iter().filter(|k| k.3) {
                if !named {
                    named = true;
                    continue;
                }
                loop {
                    n += 1;
                    let counted = alloc::format!("{name} #{n}");
                    if names.binary_search_by(|x| x.2.cmp(counted.as_str())).is_err() {
                        break;
                    }
                }
                counters.push((end_in_out(k.2), n));
            }
        }
        i = j;
    }
    crate::sort::sort(&mut counters);
    let mut with = String::with_capacity(out.len() + 4 * counters.len());
    let mut pos = 0;
    for (p, n) in counters {
        with.push_str(&out[pos..p]);
        with.push_str(" #");
        with.push_str(&alloc::format!("{n}"));
        pos = p;
    }
    with.push_str(&out[pos..]);
    with
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
    fn overlapping_spans_merge_inside_a_json_string() {
        // a given name and the full name that starts with it
        let t = r#"{"note":"met Anna Schmidt","k":{"Anna Schmidt x":1,"o":"Anna Schmidt"}}"#;
        let out = redact(t, [(sp(13, 17), "person"), (sp(13, 25), "person"), (sp(33, 37), "person"), (sp(33, 45), "person"), (sp(56, 60), "person"), (sp(56, 68), "person")]);
        assert_eq!(out, r#"{"note":"met [REDACTED:person]","k":{"[REDACTED:person] x":1,"o":"[REDACTED:person]"}}"#);
        // a span that ends inside the previous one changes nothing
        assert_eq!(redact(r#"["abcdef"]"#, [(sp(2, 7), "a"), (sp(3, 5), "b")]), r#"["[REDACTED:a]f"]"#);
    }

    #[test]
    fn json_structure_survives_a_span_across_quotes() {
        let t = r#"{"k":"call 555-0100","n":5551234567}"#;
        let out = redact(t, [(sp(3, 19), "phone"), (sp(25, 35), "phone")]);
        assert!(serde_json::from_str::<serde_json::Value>(&out).is_ok(), "{out}");
        assert_eq!(out, r#"{"k":"[REDACTED:phone]","n":"[REDACTED:phone]"}"#);
    }

    #[test]
    fn redacted_keys_stay_distinct_members() {
        let t = r#"{"ann@x.io":1,"bob@y.io":{"c@z.io":2},"dan@w.io":3}"#;
        let out = redact(t, [(sp(2, 10), "email"), (sp(15, 23), "email"), (sp(27, 33), "email"), (sp(39, 47), "email")]);
        assert_eq!(out, r#"{"[REDACTED:email]":1,"[REDACTED:email] #2":{"[REDACTED:email]":2},"[REDACTED:email] #3":3}"#);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v.as_object().unwrap().len(), 3);
    }

    #[test]
    fn a_redacted_key_steps_around_a_key_left_as_it_was() {
        let t = r#"{"x ann@x.io":1,"x [REDACTED:email]":2}"#;
        let out = redact(t, [(sp(4, 12), "email")]);
        assert_eq!(out, r#"{"x [REDACTED:email] #2":1,"x [REDACTED:email]":2}"#);
    }

    #[test]
    fn values_and_keys_redacted_alike_are_left_alone() {
        let t = r#"{"a":"ann@x.io","b":"bob@y.io"}"#;
        let out = redact(t, [(sp(6, 14), "email"), (sp(21, 29), "email")]);
        assert_eq!(out, r#"{"a":"[REDACTED:email]","b":"[REDACTED:email]"}"#);
    }

    /// The escape walk as it was written before [`escapes_in`]: the whole
    /// body for each span (the reference the indexed walk must equal).
    fn snap_by_walking(body: &[u8], base: usize, mut s: usize, mut e: usize) -> (usize, usize) {
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

    proptest::proptest! {
        #[test]
        fn escapes_are_snapped_as_a_walk_of_the_whole_body_snaps_them(
            body in "[ab\\\\u0n\"]{0,40}",
            base in 0usize..5,
            x in 0usize..41,
            y in 0usize..41,
        ) {
            let b = body.as_bytes();
            let (s, e) = (base + x.min(y).min(b.len()), base + x.max(y).min(b.len()));
            proptest::prop_assert_eq!(snap_escapes(&escapes_in(b, base), s, e), snap_by_walking(b, base, s, e));
        }
    }

    #[test]
    fn a_long_json_string_with_many_findings_is_redacted_whole() {
        let body: String = (0..20_000).map(|i| alloc::format!("mail u{i}@x.io \\n ")).collect();
        let t = alloc::format!("{{\"doc\":\"{body}\"}}");
        let spans: Vec<(Span, &str)> = t.match_indices('u').filter(|(i, _)| t.as_bytes()[i + 1].is_ascii_digit()).map(|(i, _)| (sp(i, i + t[i..].find(' ').unwrap()), "email")).collect();
        assert_eq!(spans.len(), 20_000);
        let out = redact(&t, spans);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["doc"].as_str().unwrap().matches("[REDACTED:email]").count(), 20_000);
    }

    #[test]
    fn json_escape_is_never_cut() {
        let t = r#"["a\u00e9b"]"#;
        let out = redact(t, [(sp(4, 6), "x")]);
        assert!(serde_json::from_str::<serde_json::Value>(&out).is_ok(), "{out}");
    }
}
