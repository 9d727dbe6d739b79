#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use std::path::Path;

use memwarden::firewall::FirewallPolicy;
use memwarden::{Error, ErrorCode};

/// The format of a policy document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// YAML 1.2 (through `serde_norway`).
    Yaml,
    /// JSON.
    Json,
}

fn path_error<E: std::fmt::Display>(format: &str, e: serde_path_to_error::Error<E>) -> Error {
    let path = e.path().to_string();
    let inner = e.into_inner();
    let at = if path == "." || path.is_empty() { String::from("(top level)") } else { path };
    Error::new(ErrorCode::PolicyInvalid, format!("{format} policy: {at}: {inner}"))
}

/// Parses and validates a YAML policy.
///
/// # Errors
///
/// `policy_invalid` naming the key and its path (unknown keys, wrong
/// types, out-of-range values).
pub fn from_yaml(text: &str) -> Result<FirewallPolicy, Error> {
    let de = serde_norway::Deserializer::from_str(text);
    let policy: FirewallPolicy = serde_path_to_error::deserialize(de).map_err(|e| path_error("YAML", e))?;
    check(policy)
}

/// Parses and validates a JSON policy.
///
/// # Errors
///
/// `policy_invalid` naming the key and its path.
pub fn from_json(text: &str) -> Result<FirewallPolicy, Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    let policy: FirewallPolicy = serde_path_to_error::deserialize(&mut de).map_err(|e| path_error("JSON", e))?;
    de.end().map_err(|e| Error::new(ErrorCode::PolicyInvalid, format!("JSON policy: {e}")))?;
    check(policy)
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
