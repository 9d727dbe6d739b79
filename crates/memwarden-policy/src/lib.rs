#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use std::path::Path;

use memwarden::firewall::FirewallPolicy;
use memwarden::{Error, ErrorCode};

mod flow_depth;

/// The deepest flow nesting (`[...]`, `{...}`) a YAML policy may use,
/// checked in one linear pass before the YAML reader runs. The reader's time
/// grows with the length of the text times its flow depth: 200 KB of `[`
/// took it 19 s to refuse, and 1 MB nested 127 deep (its own limit is 128)
/// takes 0.4 s. No policy key nests deeper than four levels, so 32 refuses
/// nothing a policy needs.
pub const MAX_YAML_FLOW_DEPTH: usize = 32;

/// The format of a policy document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// YAML 1.2 (through `serde_norway`).
    Yaml,
    /// JSON.
    Json,
}

fn path_error(format: &str, e: serde_path_to_error::Error<serde_json::Error>, positions: bool) -> Error {
    let path = e.path().to_string();
    let inner = e.into_inner();
    let mut message = inner.to_string();
    if !positions {
        // serde_json appends the place in its input; here that input is a
        // copy the reader made, not the user's text.
        let suffix = format!(" at line {} column {}", inner.line(), inner.column());
        if let Some(cut) = message.strip_suffix(&suffix) {
            message.truncate(cut.len());
        }
    }
    let at = if path == "." || path.is_empty() { String::from("(top level)") } else { path };
    Error::new(ErrorCode::PolicyInvalid, format!("{format} policy: {at}: {message}"))
}

/// Reads `json` against the policy schema; `format` and `positions` say
/// how to report errors (see [`path_error`]).
fn read_json(json: &str, format: &str, positions: bool) -> Result<FirewallPolicy, Error> {
    let mut de = serde_json::Deserializer::from_str(json);
    let policy: FirewallPolicy = serde_path_to_error::deserialize(&mut de).map_err(|e| path_error(format, e, positions))?;
    de.end().map_err(|e| Error::new(ErrorCode::PolicyInvalid, format!("{format} policy: {e}")))?;
    Ok(policy)
}

/// Parses and validates a YAML policy.
///
/// The YAML is read as plain values first (refusing a key written twice in
/// one mapping), then against the policy schema by the same reader as JSON,
/// so the policy types are deserialised by one reader, not two: that keeps
/// the npm module inside its size budget. Errors of the YAML reader name
/// their line and column; errors of the schema name the key's path.
///
/// # Errors
///
/// `policy_invalid` naming the key and its path (unknown keys, wrong
/// types, out-of-range values), the line and column of YAML that does not
/// read, or of a flow collection nested deeper than [`MAX_YAML_FLOW_DEPTH`].
pub fn from_yaml(text: &str) -> Result<FirewallPolicy, Error> {
    let doc = match yaml_values(text)? {
        // An empty document (or one of comments only) is the default policy.
        serde_json::Value::Null => serde_json::Value::Object(serde_json::Map::new()),
        doc @ serde_json::Value::Object(_) => doc,
        _ => return Err(Error::new(ErrorCode::PolicyInvalid, "YAML policy: (top level): a policy is a mapping")),
    };
    check(read_json(&doc.to_string(), "YAML", false)?)
}

/// Parses and validates a JSON policy.
///
/// # Errors
///
/// `policy_invalid` naming the key and its path.
pub fn from_json(text: &str) -> Result<FirewallPolicy, Error> {
    check(read_json(text, "JSON", true)?)
}

/// A YAML document as JSON values, after the nesting check.
fn yaml_values(text: &str) -> Result<serde_json::Value, Error> {
    check_yaml_nesting(text)?;
    serde_norway::from_str::<Unique>(text)
        .map(|u| u.0)
        .map_err(|e| Error::new(ErrorCode::PolicyInvalid, format!("YAML policy: {e}")))
}

/// JSON values read from YAML, refusing a mapping that names a key twice
/// (reading into `serde_json::Value` would keep the last one silently).
struct Unique(serde_json::Value);

impl<'de> serde::Deserialize<'de> for Unique {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(UniqueVisitor).map(Unique)
    }
}

struct UniqueVisitor;

impl<'de> serde::de::Visitor<'de> for UniqueVisitor {
    type Value = serde_json::Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a YAML value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_i64<E>(self, v: i64) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_u64<E>(self, v: u64) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_f64<E>(self, v: f64) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_str<E>(self, v: &str) -> Result<Self::Value, E> {
        Ok(v.into())
    }
    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(serde_json::Value::Null)
    }
    fn visit_none<E>(self) -> Result<Self::Value, E> {
        Ok(serde_json::Value::Null)
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut items = Vec::new();
        while let Some(Unique(v)) = seq.next_element()? {
            items.push(v);
        }
        Ok(serde_json::Value::Array(items))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut members = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if members.contains_key(&key) {
                return Err(serde::de::Error::custom(format!("duplicate key `{key}`")));
            }
            let Unique(v) = map.next_value()?;
            members.insert(key, v);
        }
        Ok(serde_json::Value::Object(members))
    }
}

/// Reads a policy document of either format as plain JSON values, without
/// checking it against the policy schema. A host that adds sections of its
/// own (such as `plugins:`) reads the document this way, takes its sections
/// out and hands the rest to [`parse`] or to the core; YAML gets the same
/// nesting check as in [`from_yaml`].
///
/// # Errors
///
/// `policy_invalid` when the text is not YAML (or JSON), naming the line
/// and column where the reader stopped.
///
/// ```
/// let doc = memwarden_policy::document("plugins: []\nwrite: {agentPerMinute: 5}\n", memwarden_policy::Format::Yaml)?;
/// assert_eq!(doc["write"]["agentPerMinute"], 5);
/// let err = memwarden_policy::document(&"[".repeat(200), memwarden_policy::Format::Yaml).unwrap_err();
/// assert_eq!(err.code(), "policy_invalid");
/// # Ok::<(), memwarden::Error>(())
/// ```
pub fn document(text: &str, format: Format) -> Result<serde_json::Value, Error> {
    match format {
        Format::Yaml => yaml_values(text),
        Format::Json => serde_json::from_str(text).map_err(|e| Error::new(ErrorCode::PolicyInvalid, format!("JSON policy: {e}"))),
    }
}

/// Refuses YAML whose flow collections nest deeper than
/// [`MAX_YAML_FLOW_DEPTH`], in one linear pass, before the YAML reader
/// (whose time on such text is quadratic) sees it.
fn check_yaml_nesting(text: &str) -> Result<(), Error> {
    match flow_depth::max_flow_depth(text, MAX_YAML_FLOW_DEPTH) {
        Ok(_) => Ok(()),
        Err(at) => Err(Error::new(
            ErrorCode::PolicyInvalid,
            format!(
                "YAML policy: flow collections ([...], {{...}}) nested more than {MAX_YAML_FLOW_DEPTH} deep at line {} column {}",
                at.line, at.column
            ),
        )),
    }
}

/// Parses a policy in `format`.
///
/// # Errors
///
/// As [`from_yaml`] and [`from_json`].
pub fn parse(text: &str, format: Format) -> Result<FirewallPolicy, Error> {
    match format {
        Format::Yaml => from_yaml(text),
        Format::Json => from_json(text),
    }
}

/// Reads a policy file: `.json` is JSON, anything else YAML.
///
/// # Errors
///
/// `invalid_input` when the file cannot be read; otherwise as [`parse`].
pub fn from_path(path: impl AsRef<Path>) -> Result<FirewallPolicy, Error> {
    let path = path.as_ref();
    let text = std::fs::read_to_string(path)
        .map_err(|e| Error::new(ErrorCode::InvalidInput, format!("{}: {e}", path.display())))?;
    let format = if path.extension().is_some_and(|x| x == "json") { Format::Json } else { Format::Yaml };
    parse(&text, format)
}

/// Validates the policy and compiles its scanner once, so a policy that
/// parses here also builds a firewall.
fn check(policy: FirewallPolicy) -> Result<FirewallPolicy, Error> {
    policy.validate()?;
    memwarden::Scanner::new(policy.scan.clone())?;
    Ok(policy)
}
