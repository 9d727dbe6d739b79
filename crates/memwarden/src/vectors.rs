//! The conformance entry point: runs one operation of a test vector.
//!
//! Every target (the Rust tests, the npm package, the wasmtime host) feeds
//! the files in `tests/vectors/` through [`run_vector`] and compares its
//! answer with the vector's `expected` value by JSON equality. Because all of
//! them call this one dispatcher in the core, they can only disagree if the
//! core itself behaves differently on that target.
//!
//! A vector case is `{"name", "op", "input", "expected"}` where `expected` is
//! `{"ok": <output>}` or `{"error": "<code>"}`; see `tests/vectors/README.md`
//! for the input and output shape of each operation.
//!
//! Operations of this module: `hmac_sha256`, `content_hash`,
//! `provenance_stamp`, `effective_trust`, `canonical_json`,
//! `record_message`, `sign_record`, `verify_record`, `token_issue`,
//! `token_verify`, `token_attenuate`, `token_check_handle`, `audit_append`,
//! `audit_verify`, `audit_checkpoint`, `audit_checkpoint_verify`; the
//! scanner's `scan` and `policy_check`; the firewall's `firewall_policy`,
//! `firewall_write`, `firewall_admit`, `firewall_snapshot`,
//! `firewall_promote`, `world_model_write`, `guard_check`, `store_audit`. An unknown
//! operation is the error `unsupported_operation`.

use alloc::string::String;
use alloc::vec::Vec;

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};

use crate::audit::{self, AuditChain, AuditRecord, ChainAnchor, Checkpoint};
use crate::canonical::canonical_json;
use crate::context::Source;
use crate::error::{Error, ErrorCode};
use crate::keyring::KeyRing;
use crate::mac::{hex_decode, hex_encode, hmac_sha256};
use crate::provenance::{self, Provenance, TrustConfig};
use crate::record::{self, RecordFields};
use crate::token::{self, Caveat, HandleRequest, TokenClaims, TokenGrant};

/// Runs the vector operation `op` on `input` and returns its output as JSON.
///
/// ```
/// use serde_json::json;
/// let out = memwarden::vectors::run_vector("content_hash", &json!({"text": "abc"})).unwrap();
/// assert_eq!(out["contentHash"], "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
/// let err = memwarden::vectors::run_vector("no_such_op", &json!({})).unwrap_err();
/// assert_eq!(err.code(), "unsupported_operation");
/// ```
///
/// # Errors
///
/// The error of the operation itself (its stable code is what vectors
/// compare), `invalid_input` when `input` does not have the operation's
/// shape, `unsupported_operation` for an unknown `op`.
pub fn run_vector(op: &str, input: &Value) -> Result<Value, Error> {
    match op {
        // Integrity (issue 3).
        "hmac_sha256" => op_hmac_sha256(input),
        "content_hash" => op_content_hash(input),
        "provenance_stamp" => op_provenance_stamp(input),
        "effective_trust" => op_effective_trust(input),
        "canonical_json" => op_canonical_json(input),
        "record_message" => op_record_message(input),
        "sign_record" => op_sign_record(input),
        "verify_record" => op_verify_record(input),
        "token_issue" => op_token_issue(input),
        "token_verify" => op_token_verify(input),
        "token_attenuate" => op_token_attenuate(input),
        "token_check_handle" => op_token_check_handle(input),
        "audit_append" => op_audit_append(input),
        "audit_verify" => op_audit_verify(input),
        "audit_checkpoint" => op_audit_checkpoint(input),
        "audit_checkpoint_verify" => op_audit_checkpoint_verify(input),
        // Scanner (issue 2).
        "scan" => op_scan(input),
        "policy_check" => op_policy_check(input),
        // Memory firewall (issue 4).
        "firewall_policy" => op_firewall_policy(input),
        "firewall_write" => op_firewall_write(input),
        "firewall_admit" => op_firewall_admit(input),
        "firewall_snapshot" => op_firewall_snapshot(input),
        "firewall_promote" => op_firewall_promote(input),
        "world_model_write" => op_world_model_write(input),
        "guard_check" => op_guard_check(input),
        "store_audit" => op_store_audit(input),
        _ => Err(Error::new(ErrorCode::UnsupportedOperation, "unknown vector operation")),
    }
}

fn bad_input(what: &str) -> Error {
    Error::new(ErrorCode::InvalidInput, alloc::format!("vector input: {what}"))
}

/// The field `name` of `input`, deserialised.
fn field<T: DeserializeOwned>(input: &Value, name: &str) -> Result<T, Error> {
    let v = input.get(name).ok_or_else(|| bad_input(name))?;
    crate::json::from_value(v.clone()).map_err(|_| bad_input(name))
}

/// The optional field `name` of `input`, deserialised.
fn optional<T: DeserializeOwned>(input: &Value, name: &str) -> Result<Option<T>, Error> {
    match input.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => crate::json::from_value(v.clone()).map(Some).map_err(|_| bad_input(name)),
    }
}

fn keyring(input: &Value) -> Result<KeyRing, Error> {
    let v = input.get("keyring").ok_or_else(|| bad_input("keyring"))?;
    crate::json::from_value::<KeyRing>(v.clone()).map_err(|_| Error::new(ErrorCode::KeyInvalid, "key ring is invalid"))
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<Value, Error> {
    serde_json::to_value(value).map_err(|_| bad_input("output"))
}

fn hex_field(input: &Value, name: &str) -> Result<Vec<u8>, Error> {
    let s: String = field(input, name)?;
    hex_decode(&s).ok_or_else(|| bad_input(name))
}

/// `{"key": hex, "data": hex, "truncateBits"?: n}` → `{"mac": hex}`.
fn op_hmac_sha256(input: &Value) -> Result<Value, Error> {
    let key = hex_field(input, "key")?;
    let data = hex_field(input, "data")?;
    let bits: u32 = optional(input, "truncateBits")?.unwrap_or(256);
    if bits == 0 || bits > 256 || bits % 8 != 0 {
        return Err(bad_input("truncateBits"));
    }
    let mac = hmac_sha256(&key, &[&data]);
    Ok(json!({ "mac": hex_encode(&mac[..(bits / 8) as usize]) }))
}

/// `{"text": str}` or `{"hex": hex}` → `{"contentHash": "sha256:…"}`.
fn op_content_hash(input: &Value) -> Result<Value, Error> {
    let bytes = match optional::<String>(input, "text")? {
        Some(t) => t.into_bytes(),
        None => hex_field(input, "hex")?,
    };
    Ok(json!({ "contentHash": provenance::content_hash(&bytes) }))
}

/// `{"sourceType", "sourceId", "content", "timestampMs", "config"?}` → provenance.
fn op_provenance_stamp(input: &Value) -> Result<Value, Error> {
    let source: Source = field(input, "sourceType")?;
    let source_id: String = field(input, "sourceId")?;
    let content: String = field(input, "content")?;
    let ts: u64 = field(input, "timestampMs")?;
    let config: TrustConfig = optional(input, "config")?.unwrap_or_default();
    config.validate()?;
    to_json(&Provenance::stamp(source, source_id, content.as_bytes(), ts, &config))
}

/// `{"initial"? | "sourceType"?, "elapsedMs", "accessCount", "config"?}` → `{"trust": f64}`.
fn op_effective_trust(input: &Value) -> Result<Value, Error> {
    let config: TrustConfig = optional(input, "config")?.unwrap_or_default();
    config.validate()?;
    let initial = match optional::<f64>(input, "initial")? {
        Some(x) => x,
        None => config.initial_trust(field(input, "sourceType")?),
    };
    let elapsed: u64 = field(input, "elapsedMs")?;
    let accesses: u64 = field(input, "accessCount")?;
    let trust = provenance::effective_trust(initial, elapsed, accesses, config.decay_per_day);
    Ok(json!({ "trust": trust }))
}

/// `{"value": any}` → `{"text": canonical JSON}`.
fn op_canonical_json(input: &Value) -> Result<Value, Error> {
    let v = input.get("value").ok_or_else(|| bad_input("value"))?;
    Ok(json!({ "text": canonical_json(v)? }))
}

/// `{"record"}` → `{"messageHex": hex of the signed message}`.
fn op_record_message(input: &Value) -> Result<Value, Error> {
    let fields: RecordFields = field(input, "record")?;
    Ok(json!({ "messageHex": hex_encode(&record::record_message(&fields)?) }))
}

/// `{"keyring", "record"}` → `{"signature"}`.
fn op_sign_record(input: &Value) -> Result<Value, Error> {
    let ring = keyring(input)?;
    let fields: RecordFields = field(input, "record")?;
    Ok(json!({ "signature": record::sign_record(&fields, &ring)? }))
}

/// `{"keyring", "record", "signature"}` → `{"valid": true}`.
fn op_verify_record(input: &Value) -> Result<Value, Error> {
    let ring = keyring(input)?;
    let fields: RecordFields = field(input, "record")?;
    let signature: String = field(input, "signature")?;
    record::verify_record(&fields, &signature, &ring)?;
    Ok(json!({ "valid": true }))
}

/// `{"keyring", "grant"}` → `{"token"}`.
fn op_token_issue(input: &Value) -> Result<Value, Error> {
    let ring = keyring(input)?;
    let grant: TokenGrant = field(input, "grant")?;
    Ok(json!({ "token": token::issue(&grant, &ring)? }))
}

/// `{"keyring", "token", "principal", "capability", "nowMs", "revoked"?}` → claims.
fn op_token_verify(input: &Value) -> Result<Value, Error> {
    let ring = keyring(input)?;
    let tok: String = field(input, "token")?;
    let principal: String = field(input, "principal")?;
    let capability: String = field(input, "capability")?;
    let now: u64 = field(input, "nowMs")?;
    let revoked: Vec<String> = optional(input, "revoked")?.unwrap_or_default();
    let revoked: Vec<&str> = revoked.iter().map(String::as_str).collect();
    to_json(&token::verify(&tok, &principal, &capability, now, &ring, &revoked)?)
}

/// `{"token", "caveat"}` → `{"token"}`.
fn op_token_attenuate(input: &Value) -> Result<Value, Error> {
    let tok: String = field(input, "token")?;
    let caveat: Caveat = field(input, "caveat")?;
    Ok(json!({ "token": token::attenuate(&tok, &caveat)? }))
}

/// `{"claims", "request"}` → the authorized request.
fn op_token_check_handle(input: &Value) -> Result<Value, Error> {
    let claims: TokenClaims = field(input, "claims")?;
    let request: HandleRequest = field(input, "request")?;
    to_json(&token::check_handle(&claims, &request)?)
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct TimedEvent {
    event: Value,
    timestamp_ms: u64,
}

/// `{"keyring", "events": [{"event", "timestampMs"}]}` → `{"records": [...]}`.
fn op_audit_append(input: &Value) -> Result<Value, Error> {
    let mut chain = AuditChain::new(keyring(input)?);
    let events: Vec<TimedEvent> = field(input, "events")?;
    for e in events {
        chain.append(e.event, e.timestamp_ms)?;
    }
    Ok(json!({ "records": to_json(&chain.records())? }))
}

/// `{"keyring", "records", "anchor"?}` → chain report.
fn op_audit_verify(input: &Value) -> Result<Value, Error> {
    let ring = keyring(input)?;
    let records: Vec<AuditRecord> = field(input, "records")?;
    let anchor: ChainAnchor = optional(input, "anchor")?.unwrap_or_default();
    to_json(&audit::verify_chain_from(&records, &anchor, &ring))
}

/// `{"keyring", "origin", "size", "headHash"}` → checkpoint.
fn op_audit_checkpoint(input: &Value) -> Result<Value, Error> {
    let ring = keyring(input)?;
    let origin: String = field(input, "origin")?;
    let size: u64 = field(input, "size")?;
    let head: String = field(input, "headHash")?;
    to_json(&audit::sign_checkpoint(&origin, size, &head, &ring)?)
}

/// `{"keyring", "records", "checkpoint", "anchor"?}` → chain report.
fn op_audit_checkpoint_verify(input: &Value) -> Result<Value, Error> {
    let ring = keyring(input)?;
    let records: Vec<AuditRecord> = field(input, "records")?;
    let checkpoint: Checkpoint = field(input, "checkpoint")?;
    let anchor: ChainAnchor = optional(input, "anchor")?.unwrap_or_default();
    to_json(&audit::verify_against_checkpoint(&records, &anchor, &checkpoint, &ring)?)
}

/// `scan`: `text`, optional `context` (ScanContext JSON), optional
/// `policy` (Policy JSON) → the Verdict.
fn op_scan(input: &Value) -> Result<Value, Error> {
    let text: String = field(input, "text")?;
    let ctx: crate::ScanContext = optional(input, "context")?.unwrap_or_default();
    let policy = policy_of(input)?;
    // one scan: compile only the rules the text wakes
    let verdict = crate::Scanner::lazy(policy)?.scan(&text, &ctx)?;
    serde_json::to_value(&verdict).map_err(|_| bad_input("verdict"))
}

/// `policy_check`: `policy` → `{"rules": <number of active rules>}` or
/// `policy_invalid`.
fn op_policy_check(input: &Value) -> Result<Value, Error> {
    let policy = policy_of(input)?;
    let scanner = crate::Scanner::lazy(policy)?;
    Ok(serde_json::json!({ "rules": scanner.rule_ids().len() }))
}

fn policy_of(input: &Value) -> Result<crate::Policy, Error> {
    match input.get("policy") {
        None | Some(Value::Null) => Ok(crate::Policy::default()),
        Some(v) => crate::json::from_value(v.clone())
            .map_err(|e| Error::new(ErrorCode::PolicyInvalid, alloc::format!("policy: {}", e.message()))),
    }
}

fn firewall_policy_of(input: &Value) -> Result<crate::firewall::FirewallPolicy, Error> {
    match input.get("policy") {
        None | Some(Value::Null) => Ok(crate::firewall::FirewallPolicy::default()),
        Some(v) => crate::json::from_value(v.clone())
            .map_err(|e| Error::new(ErrorCode::PolicyInvalid, alloc::format!("firewall policy: {}", e.message()))),
    }
}

/// A firewall from the case's optional `policy` (FirewallPolicy) and its
/// `keyring` (a fixed vector key when absent).
fn firewall_of(input: &Value) -> Result<crate::firewall::Firewall, Error> {
    let ring = match input.get("keyring") {
        None | Some(Value::Null) => KeyRing::new("k1", &core::array::from_fn::<u8, 32, _>(|i| i as u8))?,
        Some(_) => keyring(input)?,
    };
    crate::firewall::Firewall::lazy(firewall_policy_of(input)?, ring)
}

/// `firewall_policy`: `policy` → the complete policy with every default
/// filled in, or `policy_invalid`.
fn op_firewall_policy(input: &Value) -> Result<Value, Error> {
    let p = firewall_policy_of(input)?;
    p.check()?;
    to_json(&p)
}

/// `firewall_write`: `keyring`?, `policy`?, `candidate`, `context`,
/// `state`?, `nowMs` → `{"decision", "state"}`.
fn op_firewall_write(input: &Value) -> Result<Value, Error> {
    let fw = firewall_of(input)?;
    let candidate: crate::firewall::WriteCandidate = field(input, "candidate")?;
    let ctx: crate::firewall::WriteContext = field(input, "context")?;
    let state: crate::firewall::LimiterState = optional(input, "state")?.unwrap_or_default();
    let now: u64 = field(input, "nowMs")?;
    to_json(&fw.check_write(&candidate, &ctx, &state, now)?)
}

/// `firewall_admit`: `keyring`?, `policy`?, `record`, `nowMs` → Admission.
fn op_firewall_admit(input: &Value) -> Result<Value, Error> {
    let fw = firewall_of(input)?;
    let record: crate::firewall::MemoryRecord = field(input, "record")?;
    let now: u64 = field(input, "nowMs")?;
    to_json(&fw.admit(&record, now))
}

/// `firewall_snapshot`: `keyring`?, `policy`?, `records`, `nowMs` → Snapshot.
fn op_firewall_snapshot(input: &Value) -> Result<Value, Error> {
    let fw = firewall_of(input)?;
    let records: Vec<crate::firewall::MemoryRecord> = field(input, "records")?;
    let now: u64 = field(input, "nowMs")?;
    to_json(&fw.build_snapshot(&records, now))
}

/// `firewall_promote`: `keyring`?, `policy`?, `record`, `evidence`, `nowMs` → PromotionDecision.
fn op_firewall_promote(input: &Value) -> Result<Value, Error> {
    let fw = firewall_of(input)?;
    let record: crate::firewall::MemoryRecord = field(input, "record")?;
    let evidence: crate::firewall::Evidence = field(input, "evidence")?;
    let now: u64 = field(input, "nowMs")?;
    to_json(&fw.promote(&record, &evidence, now))
}

/// `world_model_write`: `claim`, `evidence` (array) → WorldModelDecision.
fn op_world_model_write(input: &Value) -> Result<Value, Error> {
    let claim: crate::firewall::WorldClaim = field(input, "claim")?;
    let evidence: Vec<crate::firewall::Evidence> = field(input, "evidence")?;
    to_json(&crate::firewall::world_model_write(&claim, &evidence))
}

/// `guard_check`: `policy`?, `call`, `turn`? → GuardDecision.
fn op_guard_check(input: &Value) -> Result<Value, Error> {
    let fw = firewall_of(input)?;
    let call: crate::firewall::ToolCall = field(input, "call")?;
    let turn: crate::firewall::TurnState = optional(input, "turn")?.unwrap_or_default();
    to_json(&fw.check_action(&call, &turn))
}

/// `store_audit`: `keyring`?, `policy`?, `records`, `nowMs` →
/// `{"report": StoreAuditReport, "csv": text}`.
fn op_store_audit(input: &Value) -> Result<Value, Error> {
    let fw = firewall_of(input)?;
    let records: Vec<crate::firewall::MemoryRecord> = field(input, "records")?;
    let now: u64 = field(input, "nowMs")?;
    let report = fw.audit_store(&records, now);
    Ok(json!({ "report": to_json(&report)?, "csv": report.to_csv() }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_operation_is_unsupported_operation() {
        assert_eq!(run_vector("scan_text", &json!({})).unwrap_err().code(), "unsupported_operation");
    }

    #[test]
    fn a_missing_input_field_is_invalid_input() {
        assert_eq!(run_vector("hmac_sha256", &json!({"key": "00"})).unwrap_err().code(), "invalid_input");
    }

    #[test]
    fn truncation_must_be_whole_bytes_within_the_tag() {
        for bits in [0, 7, 264] {
            let input = json!({"key": "00", "data": "", "truncateBits": bits});
            assert_eq!(run_vector("hmac_sha256", &input).unwrap_err().code(), "invalid_input");
        }
    }

    #[test]
    fn an_invalid_key_ring_is_key_invalid() {
        let input = json!({"keyring": {"active": "k1", "keys": {}}, "grant": {}});
        assert_eq!(run_vector("token_issue", &input).unwrap_err().code(), "key_invalid");
    }
}
