#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use std::path::Path;

use memwarden::firewall::FirewallPolicy;
use memwarden::{Error, ErrorCode};

mod flow_depth;
mod yaml_place;

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

/// Parses and validates a YAML policy.
///
/// The YAML is read as plain values first (refusing a key written twice in
/// one mapping), then against the policy schema by the same reader as JSON
/// and JavaScript values ([`memwarden::json`]), so the policy types are
/// deserialised by one reader, not three: that keeps the npm module inside
/// its size budget. Errors name the line and column: of YAML that does not
/// read, or of the value the schema refuses (found again in the text by
/// its path, which the error names too).
///
/// # Errors
///
/// `policy_invalid` naming the key, its path and its place (unknown keys,
/// wrong types, out-of-range values; [`Error::path`] is that path), the
/// line and column of YAML that does not read, or of a flow collection nested deeper than
/// [`MAX_YAML_FLOW_DEPTH`].
///
/// ```
/// let err = memwarden_policy::from_yaml("write:\n  agentPerMinute: lots\n").unwrap_err();
/// assert_eq!(err.message(), "YAML policy: write.agentPerMinute: invalid type: string \"lots\", expected u32 at line 2 column 19");
/// assert_eq!(err.path(), Some("write.agentPerMinute"));
/// ```
pub fn from_yaml(text: &str) -> Result<FirewallPolicy, Error> {
    from_document(yaml_values(text)?, text, Format::Yaml)
}

/// Parses and validates a JSON policy.
///
/// # Errors
///
/// `policy_invalid` naming the line and column of text that is not JSON or
/// that names a key twice in one object, or the path of a value the schema
/// refuses and the line and column where it begins.
///
/// ```
/// let err = memwarden_policy::from_json("{\n  \"write\": {\"agentPerMinute\": \"3\"}\n}").unwrap_err();
/// assert_eq!(err.message(), "JSON policy: write.agentPerMinute: invalid type: string \"3\", expected u32 at line 2 column 31");
/// ```
pub fn from_json(text: &str) -> Result<FirewallPolicy, Error> {
    from_document(json_values(text)?, text, Format::Json)
}

/// Reads and validates a policy from `doc`, the values [`document`] read
/// from `text`, perhaps with sections of a host's own (`plugins:`) taken
/// out of its top level: errors name the path and the place in `text` of
/// the value the schema refuses, as [`from_yaml`] and [`from_json`] do.
/// (Taking a top-level key out changes the path of no other value.)
///
/// ```
/// use memwarden_policy::{document, from_document, Format};
/// let text = "plugins: []\nwrite:\n  agentPerMinut: 3\n";
/// let mut doc = document(text, Format::Yaml)?;
/// doc.as_object_mut().unwrap().remove("plugins");
/// let err = from_document(doc, text, Format::Yaml).unwrap_err();
/// assert!(err.message().starts_with("YAML policy: write.agentPerMinut: unknown field"));
/// assert!(err.message().ends_with(" at line 3 column 3"));
/// # Ok::<(), memwarden::Error>(())
/// ```
///
/// # Errors
///
/// `policy_invalid` as above, or when a YAML document is not a mapping.
pub fn from_document(doc: serde_json::Value, text: &str, format: Format) -> Result<FirewallPolicy, Error> {
    let (name, doc) = match (format, doc) {
        // An empty document (or one of comments only) is the default policy.
        (Format::Yaml, serde_json::Value::Null) => ("YAML", serde_json::Value::Object(serde_json::Map::new())),
        (Format::Yaml, doc @ serde_json::Value::Object(_)) => ("YAML", doc),
        (Format::Yaml, _) => return Err(Error::new(ErrorCode::PolicyInvalid, "YAML policy: a policy is a mapping")),
        (Format::Json, doc) => ("JSON", doc),
    };
    let place = |path: &[memwarden::json::Step<'_>], about_key: bool| match format {
        Format::Yaml => yaml_place::place(text, path, about_key),
        Format::Json => memwarden::json::place(text, path, about_key),
    };
    let policy: FirewallPolicy = memwarden::json::from_value_placed(doc, &place).map_err(|e| reworded(&e, format!("{name} policy: {}", e.message())))?;
    // Checked as the core checks a firewall's policy, so a policy read here
    // also builds a firewall. A value the schema reads but the policy
    // refuses (out of range, empty, a rule that does not compile) carries
    // its path: placed the same way, when the text has that path.
    policy.check().map(|()| policy).map_err(|e| {
        match e.path().and_then(memwarden::json::steps).and_then(|steps| place(&steps, false)) {
            Some((line, column)) => reworded(&e, format!("{name} policy: {} at line {line} column {column}", e.message())),
            None => e,
        }
    })
}

/// A `policy_invalid` error worded `message`, about the value `e` is about:
/// [`Error::path`] stays the path of that value in the policy.
fn reworded(e: &Error, message: String) -> Error {
    let reworded = Error::new(ErrorCode::PolicyInvalid, message);
    match e.path() {
        Some(path) => reworded.at(path),
        None => reworded,
    }
}

/// A JSON document as plain values, refusing a key written twice.
fn json_values(text: &str) -> Result<serde_json::Value, Error> {
    memwarden::json::value_from_str(text).map_err(|e| Error::new(ErrorCode::PolicyInvalid, format!("JSON policy: {}", e.message())))
}

/// A YAML document as JSON values, after the nesting check.
fn yaml_values(text: &str) -> Result<serde_json::Value, Error> {
    check_yaml_nesting(text)?;
    serde_norway::from_str::<memwarden::json::UniqueKeys>(text)
        .map(|u| u.0)
        .map_err(|e| Error::new(ErrorCode::PolicyInvalid, format!("YAML policy: {e}")))
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
        Format::Json => json_values(text),
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
    let bytes = std::fs::read(path).map_err(|e| Error::new(ErrorCode::InvalidInput, format!("{}: {e}", path.display())))?;
    let text = utf8_text(&path.display().to_string(), bytes)?;
    let format = if path.extension().is_some_and(|x| x == "json") { Format::Json } else { Format::Yaml };
    parse(&text, format)
}

/// `bytes` read from `name` as text, or `invalid_input` naming the first
/// byte that is not UTF-8 by its line, its byte in the line and in the file
/// (never text with the bytes replaced). The host and the CLI read every
/// text file through it.
///
/// ```
/// assert_eq!(memwarden_policy::utf8_text("a.txt", b"ok\n".to_vec()).unwrap(), "ok\n");
/// let err = memwarden_policy::utf8_text("a.txt", b"ok\ncaf\xc3".to_vec()).unwrap_err();
/// assert_eq!(err.code(), "invalid_input");
/// assert_eq!(err.message(), "a.txt: not UTF-8 at line 2, byte 4 of the line (byte 6 of the file): 0xc3");
/// ```
///
/// # Errors
///
/// `invalid_input` as above.
pub fn utf8_text(name: &str, bytes: Vec<u8>) -> Result<String, Error> {
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let b = e.as_bytes();
        let line = 1 + b[..at].iter().filter(|&&c| c == b'\n').count();
        let column = 1 + at - b[..at].iter().rposition(|&c| c == b'\n').map_or(0, |n| n + 1);
        let message = format!("{name}: not UTF-8 at line {line}, byte {column} of the line (byte {at} of the file): 0x{:02x}", b[at]);
        Error::new(ErrorCode::InvalidInput, message)
    })
}
