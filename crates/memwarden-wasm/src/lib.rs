//! JavaScript bindings of memwarden (wasm-bindgen). **Conversion only**:
//! every function turns its JavaScript arguments into core types, calls the
//! core, and turns the answer back into plain JavaScript values. No policy
//! logic lives here, so the npm package can only disagree with the Rust
//! crate if the core itself behaves differently on wasm.
//!
//! * Data in: a JavaScript value is converted to a `serde_json::Value` with
//!   JSON semantics (see [`convert`]) and then deserialised by the core's own
//!   serde definitions, exactly as the core reads JSON text (unknown keys are
//!   refused, `u64` fields take integers only).
//! * Data out: serde-wasm-bindgen with the JSON-compatible serializer, so
//!   maps become plain objects, `u64` become numbers and `None` becomes
//!   `null`, the same shape `JSON.parse` would give for the core's JSON.
//! * Errors: thrown as a JavaScript `Error` whose `name` is
//!   `MemwardenError` and whose `code` is the core's stable code; the npm
//!   wrapper rethrows them as its `MemwardenError` class.
//! * Time is always an argument (`nowMs`, milliseconds since the epoch as
//!   a JavaScript number); nothing here reads a clock.
//!
//! The camelCase JavaScript API that users call is in `npm/src/`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use memwarden::audit::{self, AuditChain, AuditRecord, ChainAnchor, Checkpoint};
use memwarden::firewall::{self, Evidence, FirewallPolicy, LimiterState, MemoryRecord, ToolCall, TurnState, WorldClaim, WriteCandidate, WriteContext};
use memwarden::token::{self, Caveat, HandleRequest, TokenClaims, TokenGrant};
use memwarden::{Error, ErrorCode, Policy, Provenance, RecordFields, ScanContext, Source, TrustConfig};
use std::cell::RefCell;
use std::sync::{Arc, Weak};

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

pub mod convert;
pub mod verdict;

type JsResult<T> = Result<T, JsValue>;

/// The JavaScript form of a core error: an `Error` named `MemwardenError`
/// with the stable `code` as a property.
fn js_error(e: &Error) -> JsValue {
    let err = js_sys::Error::new(e.message());
    err.set_name("MemwardenError");
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(e.code()));
    err.into()
}

fn invalid(what: &str, detail: impl core::fmt::Display) -> JsValue {
    js_error(&Error::new(ErrorCode::InvalidInput, format!("{what}: {detail}")))
}

fn core<T>(r: Result<T, Error>) -> JsResult<T> {
    r.map_err(|e| js_error(&e))
}

/// A JavaScript value as the core type `T`, read by the core's strict JSON
/// reader ([`memwarden::json`]: a struct only from an object); `invalid_input`
/// naming `what` and the path of the bad value otherwise.
fn from_js<T: DeserializeOwned>(value: &JsValue, what: &str) -> JsResult<T> {
    let json = convert::to_json(value).map_err(|e| invalid(what, e))?;
    memwarden::json::from_value(json).map_err(|e| invalid(what, e.message()))
}

/// As [`from_js`], with `undefined` and `null` meaning `T::default()`.
fn from_js_or_default<T: DeserializeOwned + Default>(value: &JsValue, what: &str) -> JsResult<T> {
    if value.is_undefined() || value.is_null() {
        Ok(T::default())
    } else {
        from_js(value, what)
    }
}

/// A policy value: the error is `policy_invalid`, as in the core's JSON path.
fn policy_from_js<T: DeserializeOwned + Default>(value: &JsValue, what: &str) -> JsResult<T> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    let bad = |e: String| js_error(&Error::new(ErrorCode::PolicyInvalid, format!("{what}: {e}")));
    let json = convert::to_json(value).map_err(bad)?;
    memwarden::json::from_value(json).map_err(|e| bad(e.message().to_string()))
}

/// A core value as a plain JavaScript value.
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsResult<JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| invalid("output", e))
}

/// A scan's verdict as a JavaScript object (see [`verdict`]).
fn verdict_js(v: &memwarden::Verdict) -> JsResult<JsValue> {
    verdict::to_js(v).map_or_else(|| to_js(v), Ok)
}

/// A time or count given as a JavaScript number: a non-negative safe integer.
fn u64_of(n: f64, what: &str) -> JsResult<u64> {
    const MAX_SAFE: f64 = 9_007_199_254_740_991.0;
    if n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= MAX_SAFE {
        Ok(n as u64)
    } else {
        Err(invalid(what, "must be a non-negative integer no larger than Number.MAX_SAFE_INTEGER"))
    }
}

fn source_of(s: &str) -> JsResult<Source> {
    Source::parse(s).ok_or_else(|| invalid("source", format!("unknown source {s:?}")))
}

/// The version of the core crate these bindings were built from.
#[wasm_bindgen]
pub fn version() -> String {
    String::from(env!("CARGO_PKG_VERSION"))
}

/// Every stable error code of the core, in declaration order.
#[wasm_bindgen(js_name = errorCodes)]
pub fn error_codes() -> Vec<String> {
    ErrorCode::ALL.iter().map(|c| String::from(c.as_str())).collect()
}

// ---------------------------------------------------------------- scanning

/// Scans `text` with the built-in policy (compiled once per instance).
#[wasm_bindgen]
pub fn scan(text: &str, context: JsValue) -> JsResult<JsValue> {
    let ctx: ScanContext = from_js_or_default(&context, "context")?;
    verdict_js(&core(memwarden::scan(text, &ctx))?)
}

/// [`scan`] for the package's fast path: the text as UTF-8 bytes and the
/// context as a code of [`context_names`].
#[wasm_bindgen(js_name = scanUtf8)]
pub fn scan_utf8(text: &[u8], context: u32) -> JsResult<JsValue> {
    verdict_js(&core(memwarden::scan(utf8(text)?, &context_of(context)?))?)
}

/// The names a context code stands for: `{sources, scopes}`, the core's
/// `Source::ALL` and `Scope::ALL` in order. The code of a context is
/// `source * (scopes.length + 1) + scope`, where `source` is 0 when the
/// context has no `source` and 1 + its index in `sources` otherwise, and
/// `scope` likewise: a missing field takes the core's default, as in
/// `ScanContext`'s JSON form. The npm package encodes the plain
/// `{source, scope}` objects callers pass with these (building the
/// context through [`convert`] costs more than a 500-byte scan's glue);
/// anything else it hands to `scan` as it is.
#[wasm_bindgen(js_name = contextNames)]
pub fn context_names() -> JsResult<JsValue> {
    #[derive(Serialize)]
    struct Names {
        sources: Vec<&'static str>,
        scopes: Vec<&'static str>,
    }
    to_js(&Names {
        sources: Source::ALL.iter().map(|s| s.as_str()).collect(),
        scopes: memwarden::Scope::ALL.iter().map(|s| s.as_str()).collect(),
    })
}

/// The context a code of [`context_names`] stands for.
fn context_of(code: u32) -> JsResult<ScanContext> {
    let width = memwarden::Scope::ALL.len() as u32 + 1;
    let (source, scope) = ((code / width) as usize, (code % width) as usize);
    let mut ctx = ScanContext::default();
    if source > 0 {
        ctx.source = *Source::ALL.get(source - 1).ok_or_else(|| invalid("context", format!("unknown context code {code}")))?;
    }
    if scope > 0 {
        ctx.scope = memwarden::Scope::ALL[scope - 1];
    }
    Ok(ctx)
}

/// `text` as a string: the package encodes it with `TextEncoder`, so it is
/// well-formed, but bytes from elsewhere are checked.
fn utf8(text: &[u8]) -> JsResult<&str> {
    core::str::from_utf8(text).map_err(|e| invalid("text", format!("not valid UTF-8: {e}")))
}

/// A compiled scanner: rules are compiled once, in the constructor or
/// (`lazy`) the first time a text wakes each built-in rule. Scanners and
/// firewalls built from equal scan policies share one compiled scanner
/// (see [`shared_scanner`]).
#[wasm_bindgen]
pub struct Scanner {
    inner: Arc<memwarden::Scanner>,
}

std::thread_local! {
    /// The compiled scanners that some handle still holds, by scan policy
    /// (as JSON) and compile mode.
    static SHARED: RefCell<Vec<(String, bool, Weak<memwarden::Scanner>)>> = const { RefCell::new(Vec::new()) };
}

/// The compiled scanner of `policy`, shared with every live handle built
/// from an equal policy; a policy that differs from a live one only outside
/// its rule set (actions, `allowPhrases`, limits) shares that one's
/// compiled rules (`memwarden::Scanner::with_policy`). A compiled rule set
/// takes about 3.6 MB of wasm memory, and the JavaScript collector does not
/// see it: a `new Scanner()` or `new Firewall()` per request, never freed,
/// used to fill the 4 GiB wasm memory after about 1,080 of them, and the
/// module then failed on every call. Same answers: a scanner is immutable
/// once built, and its verdicts do not depend on what it shares.
fn shared_scanner(policy: Policy, lazy: bool) -> JsResult<Arc<memwarden::Scanner>> {
    let key = serde_json::to_string(&policy).map_err(|e| invalid("policy", e))?;
    SHARED.with(|shared| {
        let mut shared = shared.borrow_mut();
        shared.retain(|(_, _, s)| s.strong_count() > 0);
        if let Some(s) = shared.iter().find(|(k, l, _)| *l == lazy && *k == key).and_then(|(_, _, s)| s.upgrade()) {
            return Ok(s);
        }
        let base = shared.iter().filter_map(|(_, _, s)| s.upgrade()).find(|s| s.can_share_rules(&policy));
        let s = Arc::new(core(match base {
            Some(base) => base.with_policy(policy),
            None if lazy => memwarden::Scanner::lazy(policy),
            None => memwarden::Scanner::new(policy),
        })?);
        shared.push((key, lazy, Arc::downgrade(&s)));
        Ok(s)
    })
}

#[wasm_bindgen]
impl Scanner {
    /// Compiles `policy` (a Policy object; `undefined` for the default):
    /// `memwarden::Scanner::lazy` when `lazy`, else `Scanner::new`.
    #[wasm_bindgen(constructor)]
    pub fn new(policy: JsValue, lazy: bool) -> JsResult<Scanner> {
        let policy: Policy = policy_from_js(&policy, "policy")?;
        Ok(Scanner { inner: shared_scanner(policy, lazy)? })
    }

    /// Scans `text` in `context` (a ScanContext object or `undefined`).
    pub fn scan(&self, text: &str, context: JsValue) -> JsResult<JsValue> {
        let ctx: ScanContext = from_js_or_default(&context, "context")?;
        verdict_js(&core(self.inner.scan(text, &ctx))?)
    }

    /// [`Scanner::scan`] for the package's fast path: the text as UTF-8
    /// bytes and the context as a code of [`context_names`].
    #[wasm_bindgen(js_name = scanUtf8)]
    pub fn scan_utf8(&self, text: &[u8], context: u32) -> JsResult<JsValue> {
        verdict_js(&core(self.inner.scan(utf8(text)?, &context_of(context)?))?)
    }

    /// The active rules: `[{id, category, severity, scopes, languages}]`.
    pub fn rules(&self) -> JsResult<JsValue> {
        to_js(&self.inner.rules())
    }

    /// The policy the scanner was compiled from.
    pub fn policy(&self) -> JsResult<JsValue> {
        to_js(self.inner.policy())
    }
}

// ----------------------------------------------------------------- key ring

/// A key ring: secret HMAC keys by id, one of them active. Its secrets
/// never leave the wasm memory.
#[wasm_bindgen]
pub struct KeyRing {
    inner: memwarden::KeyRing,
}

#[wasm_bindgen]
impl KeyRing {
    /// Parses the JSON form `{"active": id, "keys": {id: base64url}}`.
    #[wasm_bindgen(constructor)]
    pub fn new(json: JsValue) -> JsResult<KeyRing> {
        // The core's own reader of the JSON form; like the core, the error
        // never echoes key material.
        let ring_invalid = || js_error(&Error::new(ErrorCode::KeyInvalid, "key ring is invalid"));
        let value = convert::to_json(&json).map_err(|_| ring_invalid())?;
        let inner = memwarden::json::from_value(value).map_err(|_| ring_invalid())?;
        Ok(KeyRing { inner })
    }

    /// A ring holding the one key `secret` under `id`, active.
    #[wasm_bindgen(js_name = fromKey)]
    pub fn from_key(id: &str, secret: &[u8]) -> JsResult<KeyRing> {
        Ok(KeyRing { inner: core(memwarden::KeyRing::new(id, secret))? })
    }

    /// Adds or replaces a key without changing the active key.
    pub fn insert(&mut self, id: &str, secret: &[u8]) -> JsResult<()> {
        core(self.inner.insert(id, secret).map(|_| ()))
    }

    /// Makes `id` the key new signatures are made with.
    #[wasm_bindgen(js_name = setActive)]
    pub fn set_active(&mut self, id: &str) -> JsResult<()> {
        core(self.inner.set_active(id).map(|_| ()))
    }

    /// Removes a key that is not the active one.
    pub fn remove(&mut self, id: &str) -> JsResult<()> {
        core(self.inner.remove(id).map(|_| ()))
    }

    /// The active key id.
    #[wasm_bindgen(getter, js_name = activeId)]
    pub fn active_id(&self) -> String {
        String::from(self.inner.active_id())
    }

    /// Every key id in the ring.
    #[wasm_bindgen(getter, js_name = keyIds)]
    pub fn key_ids(&self) -> Vec<String> {
        self.inner.key_ids().map(String::from).collect()
    }

    /// True when the ring holds `id`.
    pub fn has(&self, id: &str) -> bool {
        self.inner.contains(id)
    }

    /// An independent copy of the ring.
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_ring(&self) -> KeyRing {
        KeyRing { inner: self.inner.clone() }
    }
}

// ----------------------------------------------------------------- firewall

/// The memory firewall: a validated policy, its compiled scanner and a key
/// ring.
#[wasm_bindgen]
pub struct Firewall {
    inner: firewall::Firewall,
}

#[wasm_bindgen]
impl Firewall {
    /// Validates `policy` (a FirewallPolicy object; `undefined` for the
    /// default), compiles its scanner (`Firewall::lazy` when `lazy`) and
    /// keeps a copy of `keyring`.
    #[wasm_bindgen(constructor)]
    pub fn new(policy: JsValue, keyring: &KeyRing, lazy: bool) -> JsResult<Firewall> {
        let policy: FirewallPolicy = policy_from_js(&policy, "firewall policy")?;
        let ring = keyring.inner.clone();
        core(policy.validate())?;
        let scanner = shared_scanner(policy.scan.clone(), lazy)?;
        Ok(Firewall { inner: core(firewall::Firewall::with_scanner(policy, ring, scanner))? })
    }

    /// The complete policy, every default filled in.
    pub fn policy(&self) -> JsResult<JsValue> {
        to_js(self.inner.policy())
    }

    /// The write pipeline: `{decision, state}` for `candidate` written from
    /// `context` given the limiter `state` (`undefined` for empty).
    #[wasm_bindgen(js_name = checkWrite)]
    pub fn check_write(&self, candidate: JsValue, context: JsValue, state: JsValue, now_ms: f64) -> JsResult<JsValue> {
        let candidate: WriteCandidate = from_js(&candidate, "candidate")?;
        let ctx: WriteContext = from_js(&context, "context")?;
        let state: LimiterState = from_js_or_default(&state, "state")?;
        let now = u64_of(now_ms, "nowMs")?;
        to_js(&core(self.inner.check_write(&candidate, &ctx, &state, now))?)
    }

    /// The context gate for one record: an Admission.
    pub fn admit(&self, record: JsValue, now_ms: f64) -> JsResult<JsValue> {
        let record: MemoryRecord = from_js(&record, "record")?;
        to_js(&self.inner.admit(&record, u64_of(now_ms, "nowMs")?))
    }

    /// The context gate for every record of a store: Admissions in order.
    pub fn list(&self, records: JsValue, now_ms: f64) -> JsResult<JsValue> {
        let records: Vec<MemoryRecord> = from_js(&records, "records")?;
        to_js(&self.inner.list(&records, u64_of(now_ms, "nowMs")?))
    }

    /// The load-time snapshot of `records`.
    pub fn snapshot(&self, records: JsValue, now_ms: f64) -> JsResult<JsValue> {
        let records: Vec<MemoryRecord> = from_js(&records, "records")?;
        to_js(&self.inner.build_snapshot(&records, u64_of(now_ms, "nowMs")?))
    }

    /// Promotion of a record's truth on `evidence`: a PromotionDecision.
    pub fn promote(&self, record: JsValue, evidence: JsValue, now_ms: f64) -> JsResult<JsValue> {
        let record: MemoryRecord = from_js(&record, "record")?;
        let evidence: Evidence = from_js(&evidence, "evidence")?;
        to_js(&self.inner.promote(&record, &evidence, u64_of(now_ms, "nowMs")?))
    }

    /// The tool-action guard: a GuardDecision for `call` in `turn`.
    #[wasm_bindgen(js_name = checkAction)]
    pub fn check_action(&self, call: JsValue, turn: JsValue) -> JsResult<JsValue> {
        let call: ToolCall = from_js(&call, "call")?;
        let turn: TurnState = from_js_or_default(&turn, "turn")?;
        to_js(&self.inner.check_action(&call, &turn))
    }

    /// Re-verifies a whole store: `{report, csv}`.
    #[wasm_bindgen(js_name = auditStore)]
    pub fn audit_store(&self, records: JsValue, now_ms: f64) -> JsResult<JsValue> {
        let records: Vec<MemoryRecord> = from_js(&records, "records")?;
        let report = self.inner.audit_store(&records, u64_of(now_ms, "nowMs")?);
        let out = js_sys::Object::new();
        js_sys::Reflect::set(&out, &"report".into(), &to_js(&report)?)?;
        js_sys::Reflect::set(&out, &"csv".into(), &report.to_csv().into())?;
        Ok(out.into())
    }

    /// Compares a store with the audit log of its writes: a StoreReconciliation.
    #[wasm_bindgen(js_name = reconcileStore)]
    pub fn reconcile_store(
        &self,
        records: JsValue,
        log: JsValue,
        anchor: JsValue,
        checkpoint: JsValue,
        log_keyring: &KeyRing,
    ) -> JsResult<JsValue> {
        let records: Vec<MemoryRecord> = from_js(&records, "records")?;
        let log: Vec<AuditRecord> = from_js(&log, "log")?;
        let anchor: ChainAnchor = from_js_or_default(&anchor, "anchor")?;
        let checkpoint: Option<Checkpoint> = from_js_or_default(&checkpoint, "checkpoint")?;
        to_js(&self.inner.reconcile_store(&records, &log, &anchor, checkpoint.as_ref(), &log_keyring.inner))
    }

    /// Signs and seals a record as it is (for importing an existing store);
    /// returns the signed record.
    pub fn sign(&self, record: JsValue) -> JsResult<JsValue> {
        let mut record: MemoryRecord = from_js(&record, "record")?;
        core(self.inner.sign(&mut record))?;
        to_js(&record)
    }
}

/// Whether a world-model claim may be written on `evidence`.
#[wasm_bindgen(js_name = worldModelWrite)]
pub fn world_model_write(claim: JsValue, evidence: JsValue) -> JsResult<JsValue> {
    let claim: WorldClaim = from_js(&claim, "claim")?;
    let evidence: Vec<Evidence> = from_js(&evidence, "evidence")?;
    to_js(&firewall::world_model_write(&claim, &evidence))
}

/// The audit event for a memory write (for the store's audit log).
#[wasm_bindgen(js_name = memoryWriteEvent)]
pub fn memory_write_event(record: JsValue) -> JsResult<JsValue> {
    let record: MemoryRecord = from_js(&record, "record")?;
    to_js(&firewall::memory_write_event(&record))
}

/// The audit event for a memory deletion.
#[wasm_bindgen(js_name = memoryDeleteEvent)]
pub fn memory_delete_event(id: &str) -> JsResult<JsValue> {
    to_js(&firewall::memory_delete_event(id))
}

/// Parses and validates a firewall policy written in YAML (`format`
/// `"yaml"`) or JSON (`"json"`): the complete policy, defaults filled in.
#[wasm_bindgen(js_name = parsePolicy)]
pub fn parse_policy(text: &str, format: &str) -> JsResult<JsValue> {
    let format = match format {
        "yaml" => memwarden_policy::Format::Yaml,
        "json" => memwarden_policy::Format::Json,
        other => return Err(invalid("format", format!("{other:?} is not \"yaml\" or \"json\""))),
    };
    to_js(&core(memwarden_policy::parse(text, format))?)
}

// -------------------------------------------------------------- provenance

/// `sha256:<hex>` of `bytes`.
#[wasm_bindgen(js_name = contentHash)]
pub fn content_hash(bytes: &[u8]) -> String {
    memwarden::content_hash(bytes)
}

/// `sha256:<hex>` of the UTF-8 encoding of `text`.
#[wasm_bindgen(js_name = contentHashText)]
pub fn content_hash_text(text: &str) -> String {
    memwarden::content_hash(text.as_bytes())
}

/// Stamps provenance for `content` written by `source_type`/`source_id` at
/// `timestamp_ms`, with trust from `config` (TrustConfig or `undefined`).
#[wasm_bindgen(js_name = stampProvenance)]
pub fn stamp_provenance(
    source_type: &str,
    source_id: &str,
    content: &str,
    timestamp_ms: f64,
    config: JsValue,
) -> JsResult<JsValue> {
    let config: TrustConfig = from_js_or_default(&config, "config")?;
    core(config.validate())?;
    let p = Provenance::stamp(source_of(source_type)?, source_id, content.as_bytes(), u64_of(timestamp_ms, "timestampMs")?, &config);
    to_js(&p)
}

/// Checks that `content` is what `provenance` was stamped for.
#[wasm_bindgen(js_name = verifyContent)]
pub fn verify_content(provenance: JsValue, content: &str) -> JsResult<()> {
    let p: Provenance = from_js(&provenance, "provenance")?;
    core(p.verify_content(content.as_bytes()))
}

/// The effective trust of `provenance` at `now_ms` after `access_count` accesses.
#[wasm_bindgen(js_name = effectiveTrust)]
pub fn effective_trust(provenance: JsValue, now_ms: f64, access_count: f64, config: JsValue) -> JsResult<f64> {
    let p: Provenance = from_js(&provenance, "provenance")?;
    let config: TrustConfig = from_js_or_default(&config, "config")?;
    core(config.validate())?;
    Ok(p.effective_trust(u64_of(now_ms, "nowMs")?, u64_of(access_count, "accessCount")?, &config))
}

/// The initial trust `config` gives `source_type`.
#[wasm_bindgen(js_name = initialTrust)]
pub fn initial_trust(source_type: &str, config: JsValue) -> JsResult<f64> {
    let config: TrustConfig = from_js_or_default(&config, "config")?;
    core(config.validate())?;
    Ok(config.initial_trust(source_of(source_type)?))
}

/// The canonical JSON text of `value` (sorted keys, no whitespace).
#[wasm_bindgen(js_name = canonicalJson)]
pub fn canonical_json(value: JsValue) -> JsResult<String> {
    let value = convert::to_json(&value).map_err(|e| invalid("value", e))?;
    core(memwarden::canonical::canonical_json(&value))
}

// ----------------------------------------------------------------- records

/// The exact bytes a record signature authenticates.
#[wasm_bindgen(js_name = recordMessage)]
pub fn record_message(fields: JsValue) -> JsResult<Vec<u8>> {
    let fields: RecordFields = from_js(&fields, "record")?;
    core(memwarden::record::record_message(&fields))
}

/// Signs record fields with the ring's active key: `mw1.<keyId>.<tag>`.
#[wasm_bindgen(js_name = signRecord)]
pub fn sign_record(fields: JsValue, keyring: &KeyRing) -> JsResult<String> {
    let fields: RecordFields = from_js(&fields, "record")?;
    core(memwarden::sign_record(&fields, &keyring.inner))
}

/// Verifies a record signature; throws its stable code when it does not verify.
#[wasm_bindgen(js_name = verifyRecord)]
pub fn verify_record(fields: JsValue, signature: &str, keyring: &KeyRing) -> JsResult<()> {
    let fields: RecordFields = from_js(&fields, "record")?;
    core(memwarden::verify_record(&fields, signature, &keyring.inner))
}

// ------------------------------------------------------------------ tokens

/// Issues a capability token for `grant`, signed with the active key.
#[wasm_bindgen(js_name = issueToken)]
pub fn issue_token(grant: JsValue, keyring: &KeyRing) -> JsResult<String> {
    let grant: TokenGrant = from_js(&grant, "grant")?;
    core(token::issue(&grant, &keyring.inner))
}

/// Verifies a token for `principal` using `capability` at `now_ms`;
/// `revoked` is an array of revoked token ids or `undefined`.
#[wasm_bindgen(js_name = verifyToken)]
pub fn verify_token(
    token: &str,
    principal: &str,
    capability: &str,
    now_ms: f64,
    keyring: &KeyRing,
    revoked: JsValue,
) -> JsResult<JsValue> {
    let revoked: Vec<String> = from_js_or_default(&revoked, "revoked")?;
    let revoked: Vec<&str> = revoked.iter().map(String::as_str).collect();
    let claims = core(token::verify(token, principal, capability, u64_of(now_ms, "nowMs")?, &keyring.inner, &revoked))?;
    to_js(&claims)
}

/// Narrows a token with a caveat (no key needed).
#[wasm_bindgen(js_name = attenuateToken)]
pub fn attenuate_token(token: &str, caveat: JsValue) -> JsResult<String> {
    let caveat: Caveat = from_js(&caveat, "caveat")?;
    core(token::attenuate(token, &caveat))
}

/// Checks a request made with verified `claims`: the AuthorizedRequest.
#[wasm_bindgen(js_name = checkHandle)]
pub fn check_handle(claims: JsValue, request: JsValue) -> JsResult<JsValue> {
    let claims: TokenClaims = from_js(&claims, "claims")?;
    let request: HandleRequest = from_js(&request, "request")?;
    to_js(&core(token::check_handle(&claims, &request))?)
}

// ------------------------------------------------------------- audit chain

/// A hash-chained audit log and the key ring that authenticates it.
#[wasm_bindgen]
pub struct AuditLog {
    inner: AuditChain,
}

#[wasm_bindgen]
impl AuditLog {
    /// An empty log from the genesis.
    #[wasm_bindgen(constructor)]
    pub fn new(keyring: &KeyRing) -> AuditLog {
        AuditLog { inner: AuditChain::new(keyring.inner.clone()) }
    }

    /// Rebuilds a log from stored `records` after verifying them from `anchor`.
    pub fn restore(keyring: &KeyRing, anchor: JsValue, records: JsValue) -> JsResult<AuditLog> {
        let anchor: ChainAnchor = from_js_or_default(&anchor, "anchor")?;
        let records: Vec<AuditRecord> = from_js(&records, "records")?;
        Ok(AuditLog { inner: core(AuditChain::restore(keyring.inner.clone(), anchor, records))? })
    }

    /// Appends `event` at `now_ms`; returns the new record.
    pub fn append(&mut self, event: JsValue, now_ms: f64) -> JsResult<JsValue> {
        let event = convert::to_json(&event).map_err(|e| invalid("event", e))?;
        to_js(&core(self.inner.append(event, u64_of(now_ms, "nowMs")?))?)
    }

    /// The retained records.
    pub fn records(&self) -> JsResult<JsValue> {
        to_js(self.inner.records())
    }

    /// Where the retained records start.
    pub fn anchor(&self) -> JsResult<JsValue> {
        to_js(self.inner.anchor())
    }

    /// The next sequence number and the hash the next record chains to.
    pub fn head(&self) -> JsResult<JsValue> {
        to_js(&self.inner.head())
    }

    /// The number of records ever appended (including pruned ones).
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> f64 {
        self.inner.size() as f64
    }

    /// Replaces the key ring (rotation); earlier records keep their key ids.
    #[wasm_bindgen(js_name = setKeyring)]
    pub fn set_keyring(&mut self, keyring: &KeyRing) {
        self.inner.set_keyring(keyring.inner.clone());
    }

    /// Drops records with `seq < before_seq`; returns the new anchor.
    pub fn prune(&mut self, before_seq: f64) -> JsResult<JsValue> {
        to_js(&core(self.inner.prune(u64_of(before_seq, "beforeSeq")?))?)
    }

    /// A signed checkpoint of the log as it is now.
    pub fn checkpoint(&self, origin: &str) -> JsResult<JsValue> {
        to_js(&core(self.inner.checkpoint(origin))?)
    }

    /// Verifies the retained records from the log's anchor: a ChainReport.
    pub fn verify(&self) -> JsResult<JsValue> {
        to_js(&audit::verify_chain_from(self.inner.records(), self.inner.anchor(), self.inner.keyring()))
    }
}

/// Verifies audit `records` from `anchor` (`undefined` for the genesis): a ChainReport.
#[wasm_bindgen(js_name = verifyAuditChain)]
pub fn verify_audit_chain(records: JsValue, keyring: &KeyRing, anchor: JsValue) -> JsResult<JsValue> {
    let records: Vec<AuditRecord> = from_js(&records, "records")?;
    let anchor: ChainAnchor = from_js_or_default(&anchor, "anchor")?;
    to_js(&audit::verify_chain_from(&records, &anchor, &keyring.inner))
}

/// Signs a checkpoint `origin`/`size`/`head_hash`.
#[wasm_bindgen(js_name = signCheckpoint)]
pub fn sign_checkpoint(origin: &str, size: f64, head_hash: &str, keyring: &KeyRing) -> JsResult<JsValue> {
    to_js(&core(audit::sign_checkpoint(origin, u64_of(size, "size")?, head_hash, &keyring.inner))?)
}

/// Verifies a checkpoint's signature alone.
#[wasm_bindgen(js_name = verifyCheckpoint)]
pub fn verify_checkpoint(checkpoint: JsValue, keyring: &KeyRing) -> JsResult<()> {
    let checkpoint: Checkpoint = from_js(&checkpoint, "checkpoint")?;
    core(audit::verify_checkpoint(&checkpoint, &keyring.inner))
}

/// Verifies `records` from `anchor` against a signed checkpoint: a ChainReport.
#[wasm_bindgen(js_name = verifyAgainstCheckpoint)]
pub fn verify_against_checkpoint(records: JsValue, checkpoint: JsValue, keyring: &KeyRing, anchor: JsValue) -> JsResult<JsValue> {
    let records: Vec<AuditRecord> = from_js(&records, "records")?;
    let checkpoint: Checkpoint = from_js(&checkpoint, "checkpoint")?;
    let anchor: ChainAnchor = from_js_or_default(&anchor, "anchor")?;
    to_js(&core(audit::verify_against_checkpoint(&records, &anchor, &checkpoint, &keyring.inner))?)
}

#[cfg(test)]
mod tests {
    #[test]
    fn error_codes_match_the_core() {
        assert_eq!(super::error_codes().len(), memwarden::ErrorCode::ALL.len());
    }
}
