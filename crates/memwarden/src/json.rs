//! Reading JSON into memwarden's types, the same way on every target.
//!
//! `serde_json` alone accepts more than memwarden's JSON shapes say:
//!
//! - serde's *positional* form of a struct: `[]` reads as a default
//!   [`Policy`](crate::Policy), and `{"write": [5]}` sets a firewall policy's
//!   first `write` field to 5. A misshapen policy would silently become the
//!   defaults.
//! - a key written twice in one object, when the text is read into a
//!   [`serde_json::Value`] first (as YAML policies and JavaScript values are):
//!   the last one wins without a word.
//!
//! [`from_str`] and [`from_value`] refuse both: a struct is read from an
//! object and nothing else, and [`from_str`] refuses a key written twice at
//! any depth. Their errors name the path of the offending value
//! (`write.agentPerMinute: invalid type: string "3", expected u32`), and
//! [`from_str`]'s also the line and column where it begins in the text
//! (`... expected u32 at line 3 column 23`).
//!
//! ```
//! use memwarden::{json, Policy};
//!
//! let policy: Policy = json::from_str(r#"{"allowRules": ["pii.email"]}"#)?;
//! assert_eq!(policy.allow_rules, ["pii.email"]);
//!
//! // serde's positional form of a struct is not a policy.
//! let err = json::from_str::<Policy>("[]").unwrap_err();
//! assert_eq!(err.code(), "invalid_input");
//! assert_eq!(err.message(), "invalid type: sequence, expected struct Policy at line 1 column 1");
//!
//! // Neither is a key written twice; errors name the path.
//! assert!(json::from_str::<Policy>(r#"{"limits": {}, "limits": {}}"#).is_err());
//! let err = json::from_str::<Policy>("{\n  \"limits\": {\"maxInputBytes\": \"1\"}\n}").unwrap_err();
//! assert_eq!(err.message(), r#"limits.maxInputBytes: invalid type: string "1", expected usize at line 2 column 31"#);
//! # Ok::<(), memwarden::Error>(())
//! ```

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, Unexpected, Visitor};
use serde_json::{Map, Value};

use crate::error::{Error, ErrorCode};

/// Reads `json` as a `T`: a struct only from an object, and no object
/// with a key written twice.
///
/// # Errors
///
/// `invalid_input`: the text is not JSON (the message names its line and
/// column), or does not have `T`'s shape (the message names the path of
/// the value, and the line and column where it begins; for a key that is
/// no field of its struct, where the key begins).
pub fn from_str<T: DeserializeOwned>(json: &str) -> Result<T, Error> {
    from_value_placed(value_from_str(json)?, &|path, about_key| place(json, path, about_key))
}

/// Reads a JSON value as a `T`: a struct only from an object.
///
/// # Errors
///
/// `invalid_input` naming the path of the first value that does not have
/// the shape `T` wants.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, Error> {
    read(value).map_err(|e| e.into_error(""))
}

/// [`from_value`] for a value read from a text: its error also names the
/// line and column where the offending value begins, which `place` finds
/// from the path to it (and, when the error is about the last key of the
/// path itself, an unknown field, the place of that key). JSON's `place`
/// is [`place`]; another format (YAML) brings its own.
///
/// ```
/// use memwarden::{json, Policy};
///
/// let err = json::from_value_placed::<Policy>(serde_json::json!({"limits": 5}), &|path, about_key| {
///     assert_eq!(path, [json::Step::Key("limits")]);
///     assert!(!about_key);
///     Some((7, 3))
/// })
/// .unwrap_err();
/// assert_eq!(err.message(), "limits: invalid type: integer `5`, expected struct Limits at line 7 column 3");
/// ```
///
/// # Errors
///
/// As [`from_value`], with the place appended when `place` finds one.
pub fn from_value_placed<T: DeserializeOwned>(value: Value, place: &Locate<'_>) -> Result<T, Error> {
    read(value).map_err(|e| {
        let path: Vec<Step<'_>> = e
            .path
            .iter()
            .rev()
            .map(|s| match s {
                Segment::Key(k) => Step::Key(k),
                Segment::Index(i) => Step::Index(*i),
            })
            .collect();
        let at = match place(&path, e.about_key) {
            Some((line, column)) => format!(" at line {line} column {column}"),
            None => String::new(),
        };
        e.into_error(&at)
    })
}

/// Finds where a value begins in the text a document was read from, given
/// the path to it and whether the error is about the key that ends the
/// path: its line and column (both from 1), or `None`. [`place`] is JSON's.
pub type Locate<'a> = dyn Fn(&[Step<'_>], bool) -> Option<(usize, usize)> + 'a;

/// One step of the path from a document's root to a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step<'a> {
    /// The value of this key of an object (a mapping).
    Key(&'a str),
    /// This item of an array (a sequence), from 0.
    Index(usize),
}

// Never inlined: every reader of a type (bindings, vectors, policies)
// then shares its one copy, which keeps the npm module inside its size
// budget.
#[inline(never)]
fn read<T: DeserializeOwned>(value: Value) -> Result<T, SchemaError> {
    T::deserialize(Strict(value))
}

/// Reads `json` as a plain [`Value`], refusing an object that names a key
/// twice at any depth (`serde_json` would keep the last one).
///
/// # Errors
///
/// `invalid_input` naming the line and column where reading stopped.
pub fn value_from_str(json: &str) -> Result<Value, Error> {
    serde_json::from_str::<UniqueKeys>(json)
        .map(|u| u.0)
        .map_err(|e| Error::new(ErrorCode::InvalidInput, e.to_string()))
}

/// A value read by any serde reader (JSON, YAML) into a [`Value`],
/// refusing an object that names a key twice at any depth.
///
/// ```
/// let doc: memwarden::json::UniqueKeys = serde_json::from_str(r#"{"a": {"b": 1}}"#).unwrap();
/// assert_eq!(doc.0["a"]["b"], 1);
/// assert!(serde_json::from_str::<memwarden::json::UniqueKeys>(r#"{"a": {"b": 1, "b": 2}}"#).is_err());
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct UniqueKeys(pub Value);

impl<'de> de::Deserialize<'de> for UniqueKeys {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(UniqueVisitor).map(UniqueKeys)
    }
}

struct UniqueVisitor;

impl<'de> Visitor<'de> for UniqueVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(v.into())
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(v.into())
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(v.into())
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(v.into())
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(v.into())
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(v.into())
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(UniqueKeys(v)) = seq.next_element()? {
            items.push(v);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut members = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if members.contains_key(&key) {
                return Err(de::Error::custom(format!("duplicate key `{key}`")));
            }
            let UniqueKeys(v) = map.next_value()?;
            members.insert(key, v);
        }
        Ok(Value::Object(members))
    }
}

/// One step of the path to a value, as a [`SchemaError`] keeps it.
enum Segment {
    Key(String),
    Index(usize),
}

/// An error while reading a [`Value`] as a type, with the path to the value
/// it is about (innermost step last once reversed).
#[derive(Debug)]
struct SchemaError {
    /// Steps from the value outwards (pushed while unwinding).
    path: Vec<Segment>,
    /// The error is about the innermost key itself (an unknown field),
    /// not about its value.
    about_key: bool,
    message: String,
}

impl fmt::Debug for Segment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Segment::Key(k) => write!(f, "{k:?}"),
            Segment::Index(i) => write!(f, "[{i}]"),
        }
    }
}

impl SchemaError {
    fn at(mut self, step: Segment) -> Self {
        self.path.push(step);
        self
    }

    /// The path, as errors write it (`rules[1].pattern`; see [`steps`]),
    /// up to the first key a path cannot name (an unknown key such as
    /// `")"` or `"my key"`): an error there is named by the path of the
    /// object that holds the key, and its message quotes the key. Empty
    /// when even the first step is such a key.
    fn path_text(&self) -> String {
        let mut out = String::new();
        for (i, step) in self.path.iter().rev().enumerate() {
            match step {
                Segment::Key(k) if !nameable(k) => break,
                Segment::Key(k) if i == 0 => out.push_str(k),
                Segment::Key(k) => out.push_str(&format!(".{k}")),
                Segment::Index(n) => out.push_str(&format!("[{n}]")),
            }
        }
        out
    }

    /// The `invalid_input` error: `path: message`, then `place`; its
    /// [`Error::path`] is the path.
    fn into_error(self, place: &str) -> Error {
        let error = Error::new(ErrorCode::InvalidInput, format!("{self}{place}"));
        match self.path_text() {
            path if path.is_empty() => error,
            path => error.at(path),
        }
    }
}

/// A key a path names as it is: ASCII letters, digits and `_`, what
/// [`steps`] reads back (every key of the schema is one).
fn nameable(key: &str) -> bool {
    !key.is_empty() && key.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_')
}

impl fmt::Display for SchemaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = self.path_text();
        if !path.is_empty() {
            write!(f, "{path}: ")?;
        }
        f.write_str(&self.message)
    }
}

/// The steps of a path as errors write it (`scan.allowPhrases[1]`, as
/// [`Error::path`] gives it), or `None` for text that is not one.
///
/// ```
/// use memwarden::json::{steps, Step};
/// assert_eq!(steps("scan.rules[1].pattern"), Some(vec![Step::Key("scan"), Step::Key("rules"), Step::Index(1), Step::Key("pattern")]));
/// assert_eq!(steps("rule acme.x:"), None);
/// ```
pub fn steps(path: &str) -> Option<Vec<Step<'_>>> {
    let mut out = Vec::new();
    for part in path.split('.') {
        let (key, mut rest) = part.split_at(part.find('[').unwrap_or(part.len()));
        if !nameable(key) {
            return None;
        }
        out.push(Step::Key(key));
        while let Some(r) = rest.strip_prefix('[') {
            let (index, after) = r.split_once(']')?;
            out.push(Step::Index(index.parse().ok()?));
            rest = after;
        }
        if !rest.is_empty() {
            return None;
        }
    }
    Some(out)
}

impl de::StdError for SchemaError {}

impl de::Error for SchemaError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        SchemaError { path: Vec::new(), about_key: false, message: msg.to_string() }
    }

    fn invalid_type(unexp: Unexpected<'_>, exp: &dyn de::Expected) -> Self {
        // JSON calls it null, as serde_json's own errors do.
        match unexp {
            Unexpected::Unit => de::Error::custom(format_args!("invalid type: null, expected {exp}")),
            _ => de::Error::custom(format_args!("invalid type: {unexp}, expected {exp}")),
        }
    }
}

fn unexpected(v: &Value) -> Unexpected<'_> {
    match v {
        Value::Null => Unexpected::Other("null"),
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
            (Some(u), _, _) => Unexpected::Unsigned(u),
            (_, Some(i), _) => Unexpected::Signed(i),
            (_, _, f) => Unexpected::Float(f.unwrap_or(f64::NAN)),
        },
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

/// A [`Value`] as a deserializer that reads structs from objects only and
/// keeps the path of every error.
struct Strict(Value);

impl<'de> de::Deserializer<'de> for Strict {
    type Error = SchemaError;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, SchemaError> {
        match self.0 {
            Value::Null => v.visit_unit(),
            Value::Bool(b) => v.visit_bool(b),
            Value::String(s) => v.visit_string(s),
            Value::Array(items) => {
                let len = items.len();
                let mut seq = Seq { items: items.into_iter(), index: 0 };
                let out = v.visit_seq(&mut seq)?;
                match seq.items.len() {
                    0 => Ok(out),
                    _ => Err(de::Error::invalid_length(len, &"fewer elements")),
                }
            }
            Value::Object(members) => v.visit_map(Members { members: members.into_iter(), pending: None }),
            n @ Value::Number(_) => n.deserialize_any(v).map_err(de::Error::custom),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, SchemaError> {
        match self.0 {
            Value::Null => v.visit_none(),
            _ => v.visit_some(self),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, SchemaError> {
        match self.0 {
            Value::Object(_) => self.deserialize_any(v),
            other => Err(de::Error::invalid_type(unexpected(&other), &v)),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, SchemaError> {
        match self.0 {
            Value::String(s) => v.visit_enum(s.into_deserializer()),
            other => Err(de::Error::invalid_type(unexpected(&other), &v)),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, v: V) -> Result<V::Value, SchemaError> {
        v.visit_newtype_struct(self)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, SchemaError> {
        v.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map identifier
    }
}

struct Seq {
    items: alloc::vec::IntoIter<Value>,
    index: usize,
}

impl<'de> de::SeqAccess<'de> for Seq {
    type Error = SchemaError;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, SchemaError> {
        let Some(item) = self.items.next() else { return Ok(None) };
        let index = self.index;
        self.index += 1;
        seed.deserialize(Strict(item)).map(Some).map_err(|e| e.at(Segment::Index(index)))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}

struct Members {
    members: serde_json::map::IntoIter,
    pending: Option<(String, Value)>,
}

impl<'de> de::MapAccess<'de> for Members {
    type Error = SchemaError;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, SchemaError> {
        let Some((key, value)) = self.members.next() else { return Ok(None) };
        // An error about a key (unknown field) is named by that key's path.
        match seed.deserialize(key.as_str().into_deserializer()) {
            Ok(read) => {
                self.pending = Some((key, value));
                Ok(Some(read))
            }
            Err(e) => Err(SchemaError { about_key: true, ..e }.at(Segment::Key(key))),
        }
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, SchemaError> {
        let (key, value) = self.pending.take().ok_or_else(|| de::Error::custom("a value asked for before its key"))?;
        seed.deserialize(Strict(value)).map_err(|e| e.at(Segment::Key(key)))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.members.len())
    }
}

/// Where the value at `path` begins in `json`, a JSON text (or, when
/// `about_key`, the key that ends the path): its 1-based line and byte
/// column, as `serde_json` counts them in its own errors. `None` when the
/// text does not have the path. One linear walk over the text.
///
/// ```
/// use memwarden::json::{place, Step};
/// let text = "{\n  \"rules\": [\n    {\"id\": 5}\n  ]\n}";
/// assert_eq!(place(text, &[Step::Key("rules"), Step::Index(0), Step::Key("id")], false), Some((3, 12)));
/// assert_eq!(place(text, &[Step::Key("rules"), Step::Index(0), Step::Key("id")], true), Some((3, 6)));
/// assert_eq!(place(text, &[Step::Key("limits")], false), None);
/// assert_eq!(place(text, &[Step::Key("rules"), Step::Index(1)], false), None);
/// ```
pub fn place(json: &str, path: &[Step<'_>], about_key: bool) -> Option<(usize, usize)> {
    offset_of(json, path, about_key).map(|at| line_and_column(json, at))
}

fn offset_of(json: &str, path: &[Step<'_>], about_key: bool) -> Option<usize> {
    let b = json.as_bytes();
    let mut at = blank_end(b, 0);
    for (n, step) in path.iter().enumerate() {
        let innermost = n + 1 == path.len();
        match (step, b.get(at)?) {
            (Step::Key(want), b'{') => {
                at = blank_end(b, at + 1);
                loop {
                    let key = at;
                    let end = string_end(b, key)?;
                    // (a key with an escape is compared once decoded)
                    let raw = json.get(key + 1..end - 1)?;
                    let found = if raw.contains('\\') { serde_json::from_str::<String>(&json[key..end]).ok()? == *want } else { raw == *want };
                    at = blank_end(b, end);
                    (b.get(at) == Some(&b':')).then_some(())?;
                    at = blank_end(b, at + 1);
                    if found {
                        if innermost && about_key {
                            return Some(key);
                        }
                        break;
                    }
                    at = next_item(b, at)?;
                }
            }
            (Step::Index(i), b'[') => {
                at = blank_end(b, at + 1);
                for _ in 0..*i {
                    at = next_item(b, at)?;
                }
                // (past the last item)
                if b.get(at) == Some(&b']') {
                    return None;
                }
            }
            _ => return None,
        }
    }
    Some(at)
}

/// The offset after the white space at `at`.
fn blank_end(b: &[u8], mut at: usize) -> usize {
    while b.get(at).is_some_and(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r')) {
        at += 1;
    }
    at
}

/// The offset just after the JSON string that starts at `at`.
fn string_end(b: &[u8], at: usize) -> Option<usize> {
    (b.get(at) == Some(&b'"')).then_some(())?;
    let mut i = at + 1;
    loop {
        match b.get(i)? {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
}

/// The start of the item after the value at `at` in an object or array
/// (past its `,` and white space); `None` at the container's end.
fn next_item(b: &[u8], at: usize) -> Option<usize> {
    let mut i = at;
    let mut depth = 0usize;
    loop {
        match b.get(i)? {
            b'"' => i = string_end(b, i)?,
            b'{' | b'[' => {
                depth += 1;
                i += 1;
            }
            b'}' | b']' if depth == 0 => return None,
            b'}' | b']' => {
                depth -= 1;
                i += 1;
            }
            b',' if depth == 0 => return Some(blank_end(b, i + 1)),
            _ => i += 1,
        }
    }
}

/// The 1-based line and byte column of offset `at`, as `serde_json` counts
/// them in its own errors.
fn line_and_column(json: &str, at: usize) -> (usize, usize) {
    let before = &json.as_bytes()[..at.min(json.len())];
    let line_start = before.iter().rposition(|&c| c == b'\n').map_or(0, |n| n + 1);
    (1 + before.iter().filter(|&&c| c == b'\n').count(), 1 + before.len() - line_start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FirewallPolicy, KeyRing, Policy, Scope};
    use alloc::vec;

    fn refusal<T: DeserializeOwned + fmt::Debug>(json: &str) -> String {
        let err = from_str::<T>(json).unwrap_err();
        assert_eq!(err.code(), "invalid_input");
        String::from(err.message())
    }

    #[test]
    fn a_struct_is_not_read_from_an_array() {
        assert_eq!(refusal::<Policy>("[]"), "invalid type: sequence, expected struct Policy at line 1 column 1");
        assert_eq!(refusal::<Policy>("[{}, [], []]"), "invalid type: sequence, expected struct Policy at line 1 column 1");
        assert_eq!(refusal::<Policy>(r#"{"limits": [5]}"#), "limits: invalid type: sequence, expected struct Limits at line 1 column 12");
        assert_eq!(refusal::<FirewallPolicy>(r#"{"write": [5]}"#), "write: invalid type: sequence, expected struct WritePolicy at line 1 column 11");
        // serde_json alone reads all of these.
        assert!(serde_json::from_str::<Policy>("[]").is_ok());
        assert_eq!(serde_json::from_str::<FirewallPolicy>(r#"{"write": [5]}"#).unwrap().write.max_content_chars, 5);
    }

    #[test]
    fn a_struct_is_not_read_from_a_string_number_or_null() {
        assert_eq!(refusal::<Policy>(r#""{}""#), r#"invalid type: string "{}", expected struct Policy at line 1 column 1"#);
        assert_eq!(refusal::<Policy>("7"), "invalid type: integer `7`, expected struct Policy at line 1 column 1");
        assert_eq!(refusal::<Policy>(r#"{"limits": null}"#), "limits: invalid type: null, expected struct Limits at line 1 column 12");
    }

    #[test]
    fn a_key_written_twice_is_refused_at_any_depth() {
        assert!(refusal::<Policy>(r#"{"allowRules": [], "allowRules": ["pii.email"]}"#).starts_with("duplicate key `allowRules`"));
        let nested = r#"{"sourceActions": {"tool_result": {"pii": "allow", "pii": "reject"}}}"#;
        assert!(refusal::<Policy>(nested).starts_with("duplicate key `pii` at line 1"));
        assert!(from_str::<KeyRing>(r#"{"active": "a", "keys": {"a": "MDEyMzQ1Njc4OWFiY2RlZg", "a": "ZmVkY2JhOTg3NjU0MzIxMA"}}"#).is_err());
        // Keys may repeat in different objects.
        assert!(from_str::<Policy>(r#"{"actions": {"pii": "allow"}, "sourceActions": {"user_input": {"pii": "flag"}}}"#).is_ok());
    }

    #[test]
    fn errors_name_the_path_of_the_value() {
        let rules = r#"{"rules": [
            {"id": "custom.a", "category": "pii", "severity": "low", "pattern": "a"},
            {"id": "custom.b", "category": "pii", "severity": "low", "pattern": 5}]}"#;
        assert_eq!(refusal::<Policy>(rules), "rules[1].pattern: invalid type: integer `5`, expected a string at line 3 column 81");
        assert_eq!(
            refusal::<Policy>(r#"{"limits": {"maxInputBytes": 1, "depth": 2}}"#),
            "limits.depth: unknown field `depth`, expected one of `maxInputBytes`, `maxDecodeDepth`, `maxDecodedLayers` at line 1 column 33"
        );
        assert_eq!(refusal::<Policy>(r#"{"ruleScopes": 1}"#).split(',').next(), Some("ruleScopes: unknown field `ruleScopes`"));
        assert!(refusal::<Policy>(r#"{"ruleScopes": 1}"#).ends_with(" at line 1 column 2"));
    }

    #[test]
    fn errors_name_the_line_and_column_where_the_value_begins() {
        let policy = "{\n  \"limits\": {\n    \"maxInputBytes\": \"1\"\n  }\n}";
        assert_eq!(refusal::<Policy>(policy), "limits.maxInputBytes: invalid type: string \"1\", expected usize at line 3 column 22");
        // Strings holding brackets, commas, quotes and escapes before it
        // are stepped over whole.
        let tricky = r#"{"allowPhrases": ["a,]}\"[{", "\\"], "allowRules": [], "limits": {"maxDecodeDepth": {}}}"#;
        let at = tricky.find(r#"{}}}"#).unwrap() + 1;
        assert_eq!(refusal::<Policy>(tricky), format!("limits.maxDecodeDepth: invalid type: map, expected usize at line 1 column {at}"));
    }

    #[test]
    fn an_unknown_key_a_path_cannot_name_is_named_by_its_object() {
        // The path `limits.my key` would not read back: the error is
        // named by `limits` and its message quotes the key.
        let err = from_str::<Policy>(r#"{"limits": {"my key": 2}}"#).unwrap_err();
        assert_eq!(err.path(), Some("limits"));
        assert!(err.message().starts_with("limits: unknown field `my key`, expected one of"), "{}", err.message());
        assert!(err.message().ends_with(" at line 1 column 13"), "{}", err.message());
        // At the top level there is no path at all.
        let err = from_str::<Policy>(r#"{")": 1}"#).unwrap_err();
        assert_eq!(err.path(), None);
        assert!(err.message().starts_with("unknown field `)`, expected one of"), "{}", err.message());
        assert!(err.message().ends_with(" at line 1 column 2"), "{}", err.message());
    }

    #[test]
    fn an_unknown_key_is_placed_at_the_key() {
        let policy = "{\n  \"limits\": {\n    \"maxInputBytes\": 1,\n    \"depth\": 2\n  }\n}";
        assert!(refusal::<Policy>(policy).ends_with("` at line 4 column 5"));
    }

    #[test]
    fn a_key_written_with_escapes_is_found_by_its_name() {
        let policy = r#"{"lim\u0069ts": {"maxInputBytes": "1"}}"#;
        assert_eq!(refusal::<Policy>(policy), "limits.maxInputBytes: invalid type: string \"1\", expected usize at line 1 column 35");
    }

    #[test]
    fn an_item_of_an_array_is_found_by_its_index() {
        let items = "[\"a]\", [1, [2]], {\"b\": [3]},\n  4]";
        assert_eq!(refusal::<(Value, Value, Value, String)>(items), "[3]: invalid type: integer `4`, expected a string at line 2 column 3");
    }

    #[test]
    fn a_value_read_without_its_text_has_no_place() {
        let err = from_value::<Policy>(serde_json::json!({"limits": {"maxInputBytes": "1"}})).unwrap_err();
        assert_eq!(err.message(), "limits.maxInputBytes: invalid type: string \"1\", expected usize");
    }

    #[test]
    fn numbers_keep_their_types_and_ranges() {
        assert_eq!(from_str::<Policy>(r#"{"limits": {"maxInputBytes": 4096}}"#).unwrap().limits.max_input_bytes, 4096);
        assert_eq!(refusal::<Policy>(r#"{"limits": {"maxInputBytes": 1.5}}"#), "limits.maxInputBytes: invalid type: floating point `1.5`, expected usize at line 1 column 30");
        assert_eq!(refusal::<FirewallPolicy>(r#"{"write": {"agentPerMinute": -1}}"#), "write.agentPerMinute: invalid value: integer `-1`, expected u32 at line 1 column 30");
        assert_eq!(refusal::<FirewallPolicy>(r#"{"write": {"agentPerMinute": 4294967296}}"#), "write.agentPerMinute: invalid value: integer `4294967296`, expected u32 at line 1 column 30");
    }

    #[test]
    fn enums_are_read_from_their_names_only() {
        assert_eq!(from_str::<Scope>(r#""relaxed""#).unwrap(), Scope::Relaxed);
        assert_eq!(refusal::<Scope>(r#"{"relaxed": null}"#), "invalid type: map, expected enum Scope at line 1 column 1");
        assert_eq!(refusal::<Policy>(r#"{"actions": {"pii": ["redact"]}}"#), "actions.pii: invalid type: sequence, expected enum Action at line 1 column 21");
        assert!(refusal::<Scope>(r#""lenient""#).starts_with("unknown variant `lenient`"));
    }

    #[test]
    fn arrays_keep_their_lengths() {
        assert_eq!(from_str::<(u8, u8)>("[1, 2]").unwrap(), (1, 2));
        assert_eq!(refusal::<(u8, u8)>("[1, 2, 3]"), "invalid length 3, expected fewer elements at line 1 column 1");
        assert_eq!(refusal::<(u8, u8)>("[1]"), "invalid length 1, expected a tuple of size 2 at line 1 column 1");
        assert_eq!(from_str::<Vec<Option<u8>>>("[null, 3]").unwrap(), vec![None, Some(3)]);
    }

    #[test]
    fn text_that_is_not_json_names_its_place() {
        assert_eq!(refusal::<Policy>("{\n  \"limits\": {,}\n}"), "key must be a string at line 2 column 14");
        assert!(refusal::<Policy>("{} {}").starts_with("trailing characters at line 1 column 4"));
    }

    /// What the strict reader reads from a policy or key ring of the
    /// shared vectors, `serde_json` reads the same; what only `serde_json`
    /// reads (the positional form) is a case the vectors expect refused.
    fn agree_or_refused<T: DeserializeOwned + PartialEq + fmt::Debug>(text: &str, expected: &Value) {
        match (from_str::<T>(text), serde_json::from_str::<T>(text)) {
            (Ok(strict), Ok(loose)) => assert_eq!(strict, loose, "{text}"),
            (Ok(strict), Err(e)) => panic!("{text}: only the strict reader reads it ({strict:?}; {e})"),
            (Err(_), Ok(_)) => assert!(expected.get("error").is_some(), "{text}: refused, yet the vector expects {expected}"),
            (Err(_), Err(_)) => {}
        }
    }

    #[test]
    fn reads_every_policy_and_key_ring_of_the_vectors_as_serde_json_does_but_the_positional_form() {
        let mut read = 0;
        for file in [
            include_str!("../../../tests/vectors/scan.json"),
            include_str!("../../../tests/vectors/firewall.json"),
            include_str!("../../../tests/vectors/tokens.json"),
            include_str!("../../../tests/vectors/records.json"),
        ] {
            let doc: Value = serde_json::from_str(file).unwrap();
            for case in doc["cases"].as_array().unwrap() {
                let (input, expected) = (&case["input"], &case["expected"]);
                if let Some(p) = input.get("policy").filter(|p| !p.is_null()) {
                    agree_or_refused::<FirewallPolicy>(&p.to_string(), expected);
                    agree_or_refused::<Policy>(&p.to_string(), expected);
                    read += 1;
                }
                if let Some(k) = input.get("keyring").filter(|k| !k.is_null()) {
                    let text = k.to_string();
                    // A key ring has no PartialEq (it holds secrets).
                    match (from_str::<KeyRing>(&text).is_ok(), serde_json::from_str::<KeyRing>(&text).is_ok()) {
                        (true, loose) => assert!(loose, "{text}"),
                        (false, true) => assert_eq!(expected["error"], "key_invalid", "{text}"),
                        (false, false) => {}
                    }
                    read += 1;
                }
            }
        }
        assert!(read > 20, "{read}");
    }

    #[test]
    fn the_default_policies_read_back_from_their_json() {
        let p = FirewallPolicy::default();
        assert_eq!(from_str::<FirewallPolicy>(&serde_json::to_string(&p).unwrap()).unwrap(), p);
        let s = Policy::default();
        assert_eq!(from_str::<Policy>(&serde_json::to_string(&s).unwrap()).unwrap(), s);
    }
}
