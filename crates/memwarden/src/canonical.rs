//! Canonical encodings: the exact bytes that memwarden signs and hashes.
//!
//! Two encodings live here:
//!
//! * [`canonical_json`]: one JSON text per JSON value, so that the same
//!   metadata or audit event always produces the same bytes on every target.
//! * [`LengthPrefixed`]: a framing of several byte fields behind a
//!   domain-separation tag, so that two different field lists never encode to
//!   the same message (no `a:b` / `a:` + `b` style collisions).
//!
//! # Canonical JSON
//!
//! * Object members are sorted by key, comparing the keys' UTF-8 bytes (that
//!   is Unicode code point order). Duplicate keys cannot occur: a
//!   [`serde_json::Value`] object holds each key once.
//! * No insignificant whitespace: `{"a":[1,2],"b":null}`.
//! * Strings are written as `serde_json` writes them: `"` and `\` escaped,
//!   control characters U+0000..U+001F escaped (`\n`, `\t`, ... or
//!   `\u00XX`), every other character (including non-ASCII) written as UTF-8.
//! * Numbers: integers are written in plain decimal. A float whose value is an
//!   integer of magnitude below 2^53 is written as that integer (`1.0` → `1`),
//!   so a value that went through a JavaScript number still encodes the same.
//!   Any other float is written in the shortest form that round-trips
//!   (`serde_json`'s `ryu` formatting, e.g. `0.5`, `1.5e-7`, `1e+300`; pure
//!   integer arithmetic, therefore identical on every target).
//! * Nesting deeper than [`MAX_DEPTH`] is refused with `invalid_input`
//!   (nothing recurses without bound on attacker-controlled input).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use serde_json::Value;

use crate::error::{Error, ErrorCode};

/// Deepest nesting of arrays and objects that [`canonical_json`] accepts.
pub const MAX_DEPTH: usize = 128;

/// The canonical JSON text of `value` (see the module documentation).
///
/// Guarantees: equal values give equal texts; the text parses back to a
/// value equal to `value` (up to integral floats becoming integers).
///
/// ```
/// use serde_json::json;
/// let text = memwarden::canonical::canonical_json(&json!({"b": [1, 2.0], "a": "x\n"})).unwrap();
/// assert_eq!(text, r#"{"a":"x\n","b":[1,2]}"#);
/// ```
///
/// # Errors
///
/// `invalid_input` when the value nests deeper than [`MAX_DEPTH`].
pub fn canonical_json(value: &Value) -> Result<String, Error> {
    let mut out = String::new();
    write_value(&mut out, value, 0)?;
    Ok(out)
}

fn write_value(out: &mut String, value: &Value, depth: usize) -> Result<(), Error> {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(true) => out.push_str("true"),
        Value::Bool(false) => out.push_str("false"),
        Value::Number(n) => write_number(out, n),
        Value::String(s) => write_string(out, s),
        Value::Array(items) => {
            let depth = enter(depth)?;
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_value(out, item, depth)?;
            }
            out.push(']');
        }
        Value::Object(map) => {
            let depth = enter(depth)?;
            // serde_json's map is a BTreeMap<String, _> unless the
            // `preserve_order` feature is on; sort explicitly so the output
            // never depends on that feature.
            let mut members: Vec<(&String, &Value)> = map.iter().collect();
            crate::sort::sort_by(&mut members, |a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
            out.push('{');
            for (i, (k, v)) in members.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_string(out, k);
                out.push(':');
                write_value(out, v, depth)?;
            }
            out.push('}');
        }
    }
    Ok(())
}

fn enter(depth: usize) -> Result<usize, Error> {
    if depth >= MAX_DEPTH {
        return Err(Error::new(ErrorCode::InvalidInput, "JSON value nests too deeply"));
    }
    Ok(depth + 1)
}

/// 2^53: below this magnitude every integer is exactly representable as f64.
const EXACT_INT_LIMIT: f64 = 9_007_199_254_740_992.0;

fn write_number(out: &mut String, n: &serde_json::Number) {
    if let Some(i) = n.as_u64() {
        let _ = write!(out, "{i}");
    } else if let Some(i) = n.as_i64() {
        let _ = write!(out, "{i}");
    } else if let Some(f) = n.as_f64() {
        // `f as i64` is exact here: |f| < 2^53 and f has no fractional part.
        if f > -EXACT_INT_LIMIT && f < EXACT_INT_LIMIT && (f as i64) as f64 == f {
            let _ = write!(out, "{}", f as i64);
        } else {
            // Finite by construction (a Value never holds NaN or infinity).
            let _ = write!(out, "{n}");
        }
    }
}

fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{08}' => out.push_str("\\b"),
            '\u{0c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A message made of length-prefixed fields behind a domain-separation tag.
///
/// Encoding: for the tag and then for every field, the field's length in
/// bytes as an unsigned 64-bit big-endian integer followed by the bytes.
/// Because every field carries its own length, the encoding is injective:
/// two different (tag, field list) pairs never give the same bytes, whatever
/// the fields contain (`:`, `.`, NUL, anything).
///
/// ```
/// use memwarden::canonical::LengthPrefixed;
/// let mut m = LengthPrefixed::new("demo/v1");
/// m.field(b"a:b").field(b"");
/// let bytes = m.into_bytes();
/// assert_eq!(&bytes[..8], &7u64.to_be_bytes());
/// assert_eq!(bytes.len(), 8 + 7 + 8 + 3 + 8);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LengthPrefixed {
    buf: Vec<u8>,
}

impl LengthPrefixed {
    /// Starts a message with its domain-separation tag (the first field).
    pub fn new(domain: &str) -> Self {
        let mut m = LengthPrefixed { buf: Vec::new() };
        m.field(domain.as_bytes());
        m
    }

    /// Appends one field: its u64 big-endian length, then its bytes.
    pub fn field(&mut self, bytes: &[u8]) -> &mut Self {
        self.buf.extend_from_slice(&(bytes.len() as u64).to_be_bytes());
        self.buf.extend_from_slice(bytes);
        self
    }

    /// Appends a u64 as an 8-byte big-endian field (itself length-prefixed).
    pub fn field_u64(&mut self, n: u64) -> &mut Self {
        self.field(&n.to_be_bytes())
    }

    /// The encoded message.
    pub fn into_bytes(self) -> Vec<u8> {
        self.buf
    }

    /// The encoded message so far.
    pub fn as_bytes(&self) -> &[u8] {
        &self.buf
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use serde_json::json;

    #[test]
    fn object_keys_are_sorted_by_code_point() {
        let v = json!({"b": 1, "a": 2, "é": 3, "Z": 4});
        assert_eq!(canonical_json(&v).unwrap(), r#"{"Z":4,"a":2,"b":1,"é":3}"#);
    }

    #[test]
    fn integral_floats_are_written_as_integers() {
        assert_eq!(canonical_json(&json!(1.0)).unwrap(), "1");
        assert_eq!(canonical_json(&json!(-0.0)).unwrap(), "0");
        assert_eq!(canonical_json(&json!(0.5)).unwrap(), "0.5");
        assert_eq!(canonical_json(&json!(1e300)).unwrap(), "1e+300");
        assert_eq!(canonical_json(&json!(1.5e-7)).unwrap(), "1.5e-7");
    }

    #[test]
    fn large_integers_keep_every_digit() {
        assert_eq!(canonical_json(&json!(u64::MAX)).unwrap(), u64::MAX.to_string());
        assert_eq!(canonical_json(&json!(i64::MIN)).unwrap(), i64::MIN.to_string());
    }

    #[test]
    fn strings_escape_quotes_backslashes_and_control_characters_only() {
        let v = json!("q\"b\\n\n\u{1}é\u{7f}");
        assert_eq!(canonical_json(&v).unwrap(), "\"q\\\"b\\\\n\\n\\u0001é\u{7f}\"");
    }

    #[test]
    fn canonical_text_matches_serde_json_compact_output_for_sorted_input() {
        let v = json!({"a": [true, null, "x"], "b": {"c": -3}});
        assert_eq!(canonical_json(&v).unwrap(), serde_json::to_string(&v).unwrap());
    }

    #[test]
    fn nesting_beyond_the_limit_is_invalid_input() {
        let mut v = json!(0);
        for _ in 0..=MAX_DEPTH {
            v = json!([v]);
        }
        assert_eq!(canonical_json(&v).unwrap_err().code(), "invalid_input");
    }

    #[test]
    fn length_prefixing_separates_fields_that_concatenate_equally() {
        let mut a = LengthPrefixed::new("t");
        a.field(b"ab").field(b"c");
        let mut b = LengthPrefixed::new("t");
        b.field(b"a").field(b"bc");
        assert_ne!(a.into_bytes(), b.into_bytes());
    }
}
