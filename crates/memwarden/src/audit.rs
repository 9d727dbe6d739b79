//! A hash-chained, HMAC-authenticated audit log with signed checkpoints.
//!
//! # Records
//!
//! Record `n` (sequence numbers start at 0) carries the hash of record
//! `n − 1` in `prevHash`; record 0 links to [`GENESIS_HASH`] (64 `0`
//! characters). Its own `recordHash` is the lowercase hex HMAC-SHA256, under
//! the key named by `keyId`, of
//!
//! ```text
//! LP("memwarden/audit/v1", keyId, seq as u64 BE, prevHash, timestampMs as u64 BE, canonical_json(event))
//! ```
//!
//! (`LP` is the [`LengthPrefixed`] framing, `canonical_json` is
//! [`canonical_json`]). Without the key nobody can produce a record that
//! verifies, and changing any record breaks its own hash or the link from the
//! next record.
//!
//! Events are JSON values chosen by the host. For events whose `action` is a
//! string starting with `memory.`, the top-level fields listed in
//! [`STRIPPED_FIELDS`] are removed before chaining, so the log records what
//! happened to a memory without copying the memory itself.
//!
//! # Verification
//!
//! [`verify_chain_from`] walks the records from an anchor (the genesis, or the
//! point a chain was pruned at) and stops at the first divergence, reporting
//! the sequence number it expected there and a [`TamperKind`]; see that type
//! for how kinds are told apart. Deleting records at the tail cannot be seen
//! from the records alone: keep a signed [`Checkpoint`] elsewhere and use
//! [`verify_against_checkpoint`], which also detects truncation and the
//! deletion of the whole log.
//!
//! # Checkpoints
//!
//! In the spirit of the C2SP `tlog-checkpoint` note, a checkpoint commits to
//! the log's origin (a name for the log), its size (the number of records
//! ever appended, i.e. the next sequence number) and its head hash (the hash
//! of the last record, or the genesis hash for an empty log). The signed
//! body is the text `"<origin>\n<size>\n<headHash>\n"`; its signature is
//! `mw1.<keyId>.<tag>` with `tag` the base64url HMAC-SHA256 of
//! `LP("memwarden/checkpoint/v1", body)`.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::canonical::{canonical_json, LengthPrefixed};
use crate::error::{Error, ErrorCode};
use crate::keyring::KeyRing;
use crate::mac::{b64_encode, hex_encode, hmac_sha256, tags_equal};
use crate::record::{parse_signature, SIGNATURE_PREFIX};

/// Domain-separation tag of record hashes.
pub const AUDIT_DOMAIN: &str = "memwarden/audit/v1";
/// Domain-separation tag of checkpoint signatures.
pub const CHECKPOINT_DOMAIN: &str = "memwarden/checkpoint/v1";
/// The `prevHash` of the first record: 64 `0` characters.
pub const GENESIS_HASH: &str = "0000000000000000000000000000000000000000000000000000000000000000";
/// Top-level event fields removed from `memory.*` events before chaining.
pub const STRIPPED_FIELDS: [&str; 6] = ["payload", "content", "value", "memory", "text", "body"];
/// Longest accepted checkpoint origin, in bytes.
pub const MAX_ORIGIN_LEN: usize = 256;

/// One entry of the audit log.
///
/// JSON: `{"seq": 0, "prevHash": "00…", "timestampMs": 1000, "event": {...},
/// "recordHash": "<64 hex>", "keyId": "k1"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AuditRecord {
    /// Position in the log, from 0, without gaps.
    pub seq: u64,
    /// `recordHash` of the previous record ([`GENESIS_HASH`] for seq 0).
    pub prev_hash: String,
    /// When the event was appended, milliseconds since the Unix epoch.
    pub timestamp_ms: u64,
    /// The event, after payload stripping.
    pub event: Value,
    /// Lowercase hex HMAC-SHA256 over this record (see the module documentation).
    pub record_hash: String,
    /// The key the hash was made with.
    pub key_id: String,
}

/// Where verification starts: the sequence number of the first record
/// expected and the hash it must link to.
///
/// JSON: `{"seq": 0, "hash": "00…"}`. An anchor is only as trustworthy as
/// the place it is kept; prefer a signed [`Checkpoint`] for anything stored
/// alongside the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChainAnchor {
    /// Sequence number of the first record after the anchor.
    pub seq: u64,
    /// Hash that record's `prevHash` must equal.
    pub hash: String,
}

impl ChainAnchor {
    /// The start of every log: seq 0, [`GENESIS_HASH`].
    pub fn genesis() -> ChainAnchor {
        ChainAnchor { seq: 0, hash: String::from(GENESIS_HASH) }
    }
}

impl Default for ChainAnchor {
    fn default() -> Self {
        ChainAnchor::genesis()
    }
}

/// How a chain diverges, as stable snake_case strings.
///
/// Checked per record, in this order, at the first record that is not the
/// expected next one:
///
/// * `bad_key`: the record names a key id the ring does not hold;
/// * `inserted`: the record does not verify but the next one is exactly the
///   expected record (something was pushed in front of it), or the record
///   verifies and has the expected seq but does not link to its predecessor
///   (a genuine record from another chain);
/// * `mutated`: the record's hash does not match its own content;
/// * `reordered`: the record verifies but its seq was already passed
///   (duplicate or moved back), or is ahead while the expected seq still
///   appears later in the list;
/// * `deleted`: the record verifies, its seq is ahead of the expected one and
///   the expected seq appears nowhere later (records were removed);
/// * `truncated`: (checkpoints only) the log is shorter than a checkpoint
///   says, or its head does not match the checkpoint.
///
/// A forged record appended after the last genuine one is reported as
/// `mutated`: without a following record it cannot be told apart from a
/// changed last record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TamperKind {
    /// A record's content does not match its hash.
    Mutated,
    /// A record was added between genuine records.
    Inserted,
    /// Records are missing from the middle or the start.
    Deleted,
    /// Records are out of order or duplicated.
    Reordered,
    /// A record names a key the ring does not hold.
    BadKey,
    /// The log ends before, or differs at, the point a checkpoint commits to.
    Truncated,
}

impl TamperKind {
    /// The stable snake_case name, as in JSON.
    pub const fn as_str(self) -> &'static str {
        match self {
            TamperKind::Mutated => "mutated",
            TamperKind::Inserted => "inserted",
            TamperKind::Deleted => "deleted",
            TamperKind::Reordered => "reordered",
            TamperKind::BadKey => "bad_key",
            TamperKind::Truncated => "truncated",
        }
    }
}

/// The outcome of verifying a chain.
///
/// JSON: `{"ok": true, "recordsChecked": 3}` or
/// `{"ok": false, "recordsChecked": 2, "seq": 2, "kind": "mutated"}`, where
/// `seq` is the sequence number the verifier expected at the first
/// divergence and `recordsChecked` counts the records verified before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChainReport {
    /// True when every record verified and linked.
    pub ok: bool,
    /// Number of records verified before the first divergence (all when ok).
    pub records_checked: u64,
    /// The expected sequence number at the first divergence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seq: Option<u64>,
    /// What kind of divergence it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<TamperKind>,
}

impl ChainReport {
    fn ok(records_checked: u64) -> ChainReport {
        ChainReport { ok: true, records_checked, seq: None, kind: None }
    }

    fn failed(records_checked: u64, seq: u64, kind: TamperKind) -> ChainReport {
        ChainReport { ok: false, records_checked, seq: Some(seq), kind: Some(kind) }
    }
}

/// A signed commitment to a log's size and head (see the module
/// documentation).
///
/// JSON: `{"origin": "memwarden.example/audit", "size": 3, "headHash": "<64 hex>",
/// "signature": "mw1.k1.<tag>"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Checkpoint {
    /// Name of the log: 1 to 256 bytes, no control characters.
    pub origin: String,
    /// Number of records ever appended (the next sequence number).
    pub size: u64,
    /// `recordHash` of record `size − 1`, or [`GENESIS_HASH`] when `size` is 0.
    pub head_hash: String,
    /// `mw1.<keyId>.<base64url HMAC>` over the body.
    pub signature: String,
}

impl Checkpoint {
    /// The signed text: `"<origin>\n<size>\n<headHash>\n"`.
    pub fn body(&self) -> String {
        checkpoint_body(&self.origin, self.size, &self.head_hash)
    }
}

fn checkpoint_body(origin: &str, size: u64, head_hash: &str) -> String {
    format!("{origin}\n{size}\n{head_hash}\n")
}

fn checkpoint_tag(secret: &[u8], body: &str) -> [u8; 32] {
    let mut m = LengthPrefixed::new(CHECKPOINT_DOMAIN);
    m.field(body.as_bytes());
    hmac_sha256(secret, &[m.as_bytes()])
}

fn valid_origin(origin: &str) -> bool {
    !origin.is_empty() && origin.len() <= MAX_ORIGIN_LEN && !origin.chars().any(char::is_control)
}

/// Signs a checkpoint for a log of `size` records whose last hash is
/// `head_hash`, with the ring's active key.
///
/// # Errors
///
/// `invalid_input` for an empty or over-long origin or one with control
/// characters (a newline would make the body ambiguous).
pub fn sign_checkpoint(origin: &str, size: u64, head_hash: &str, keyring: &KeyRing) -> Result<Checkpoint, Error> {
    if !valid_origin(origin) {
        return Err(Error::new(
            ErrorCode::InvalidInput,
            "checkpoint origin must be 1 to 256 bytes without control characters",
        ));
    }
    let (key_id, secret) = keyring.active_key();
    let body = checkpoint_body(origin, size, head_hash);
    let tag = checkpoint_tag(secret, &body);
    Ok(Checkpoint {
        origin: String::from(origin),
        size,
        head_hash: String::from(head_hash),
        signature: format!("{SIGNATURE_PREFIX}.{key_id}.{}", b64_encode(&tag)),
    })
}

/// Checks a checkpoint's signature alone.
///
/// # Errors
///
/// `unknown_key` when the ring lacks its key; `checkpoint_invalid` for any
/// other problem (malformed signature, bad origin, wrong tag). Bare errors.
pub fn verify_checkpoint(checkpoint: &Checkpoint, keyring: &KeyRing) -> Result<(), Error> {
    let invalid = || Error::bare(ErrorCode::CheckpointInvalid);
    let (key_id, tag) = parse_signature(&checkpoint.signature).map_err(|_| invalid())?;
    let secret = keyring.secret(key_id).ok_or_else(|| Error::bare(ErrorCode::UnknownKey))?;
    if !valid_origin(&checkpoint.origin) {
        return Err(invalid());
    }
    if !tags_equal(&checkpoint_tag(secret, &checkpoint.body()), &tag) {
        return Err(invalid());
    }
    Ok(())
}

/// Removes the payload-like fields from `memory.*` events (see
/// [`STRIPPED_FIELDS`]); returns every other event unchanged.
pub fn strip_payload(mut event: Value) -> Value {
    if let Value::Object(map) = &mut event {
        let is_memory = map.get("action").and_then(Value::as_str).is_some_and(|a| a.starts_with("memory."));
        if is_memory {
            for f in STRIPPED_FIELDS {
                map.remove(f);
            }
        }
    }
    event
}

fn compute_hash(secret: &[u8], key_id: &str, seq: u64, prev_hash: &str, timestamp_ms: u64, event: &Value) -> Result<String, Error> {
    let event = canonical_json(event)?;
    let mut m = LengthPrefixed::new(AUDIT_DOMAIN);
    m.field(key_id.as_bytes())
        .field_u64(seq)
        .field(prev_hash.as_bytes())
        .field_u64(timestamp_ms)
        .field(event.as_bytes());
    Ok(hex_encode(&hmac_sha256(secret, &[m.as_bytes()])))
}

/// True when `record` hashes to its own `recordHash` under `secret`.
fn self_consistent(record: &AuditRecord, secret: &[u8]) -> bool {
    match compute_hash(secret, &record.key_id, record.seq, &record.prev_hash, record.timestamp_ms, &record.event) {
        Ok(h) => tags_equal(h.as_bytes(), record.record_hash.as_bytes()),
        Err(_) => false,
    }
}

fn authentic(record: &AuditRecord, keyring: &KeyRing) -> bool {
    keyring.secret(&record.key_id).is_some_and(|s| self_consistent(record, s))
}

/// Verifies a whole log from the genesis. See [`verify_chain_from`].
///
/// ```
/// use memwarden::audit::{verify_chain, AuditChain};
/// use memwarden::keyring::KeyRing;
/// use serde_json::json;
///
/// let ring = KeyRing::new("k1", b"0123456789abcdef0123456789abcdef").unwrap();
/// let mut log = AuditChain::new(ring.clone());
/// log.append(json!({"action": "memory.write", "id": "m1", "content": "secret"}), 1_000).unwrap();
/// log.append(json!({"action": "memory.read", "id": "m1"}), 2_000).unwrap();
/// assert_eq!(log.records()[0].event, json!({"action": "memory.write", "id": "m1"}));
/// assert!(verify_chain(log.records(), &ring).ok);
///
/// let mut records = log.records().to_vec();
/// records[0].event["id"] = json!("m2");
/// let report = verify_chain(&records, &ring);
/// assert_eq!((report.ok, report.seq, report.kind.map(|k| k.as_str())), (false, Some(0), Some("mutated")));
/// ```
pub fn verify_chain(records: &[AuditRecord], keyring: &KeyRing) -> ChainReport {
    verify_chain_from(records, &ChainAnchor::genesis(), keyring)
}

/// Verifies `records` as the continuation of a log at `anchor`, stopping
/// at the first divergence (see [`TamperKind`] for the classification).
///
/// Never panics and never fails: every problem is a report.
pub fn verify_chain_from(records: &[AuditRecord], anchor: &ChainAnchor, keyring: &KeyRing) -> ChainReport {
    let mut expected_seq = anchor.seq;
    let mut expected_prev: &str = &anchor.hash;
    for (i, r) in records.iter().enumerate() {
        let checked = i as u64;
        let Some(secret) = keyring.secret(&r.key_id) else {
            return ChainReport::failed(checked, expected_seq, TamperKind::BadKey);
        };
        if !self_consistent(r, secret) {
            let next_is_expected = records.get(i + 1).is_some_and(|n| {
                n.seq == expected_seq && n.prev_hash == expected_prev && authentic(n, keyring)
            });
            let kind = if next_is_expected { TamperKind::Inserted } else { TamperKind::Mutated };
            return ChainReport::failed(checked, expected_seq, kind);
        }
        if r.seq == expected_seq {
            if r.prev_hash != expected_prev {
                return ChainReport::failed(checked, expected_seq, TamperKind::Inserted);
            }
        } else if r.seq < expected_seq {
            return ChainReport::failed(checked, expected_seq, TamperKind::Reordered);
        } else {
            let appears_later = records[i + 1..].iter().any(|x| x.seq == expected_seq);
            let kind = if appears_later { TamperKind::Reordered } else { TamperKind::Deleted };
            return ChainReport::failed(checked, expected_seq, kind);
        }
        expected_seq = match expected_seq.checked_add(1) {
            Some(s) => s,
            None => return ChainReport::failed(checked, expected_seq, TamperKind::Inserted),
        };
        expected_prev = &r.record_hash;
    }
    ChainReport::ok(records.len() as u64)
}

/// Verifies `records` (continuing `anchor`) and checks that they reach the
/// point `checkpoint` commits to.
///
/// After the chain itself verifies: fewer records than the checkpoint's size
/// (including none at all) gives `truncated` at the first missing seq; the
/// same size with another head hash gives `truncated` at `size − 1`; a log
/// that has grown since must still contain the checkpoint's head at
/// `size − 1` (or at the anchor), else `truncated`. When the checkpoint's
/// head lies before the anchor (pruned away) it cannot be compared and only
/// the size is checked.
///
/// The checkpoint's `origin` is signed but not interpreted: callers must
/// check that it names the log they meant to verify.
///
/// ```
/// use memwarden::audit::{verify_against_checkpoint, AuditChain, ChainAnchor};
/// use memwarden::keyring::KeyRing;
/// use serde_json::json;
///
/// let ring = KeyRing::new("k1", b"0123456789abcdef0123456789abcdef").unwrap();
/// let mut log = AuditChain::new(ring.clone());
/// for t in 0..3 { log.append(json!({"action": "login", "n": t}), t).unwrap(); }
/// let cp = log.checkpoint("example.org/audit").unwrap();
///
/// let genesis = ChainAnchor::genesis();
/// assert!(verify_against_checkpoint(log.records(), &genesis, &cp, &ring).unwrap().ok);
/// let cut = verify_against_checkpoint(&log.records()[..2], &genesis, &cp, &ring).unwrap();
/// assert_eq!((cut.seq, cut.kind.map(|k| k.as_str())), (Some(2), Some("truncated")));
/// let wiped = verify_against_checkpoint(&[], &genesis, &cp, &ring).unwrap();
/// assert_eq!(wiped.kind.map(|k| k.as_str()), Some("truncated"));
/// ```
///
/// # Errors
///
/// `checkpoint_invalid` or `unknown_key` when the checkpoint's signature
/// does not verify (see [`verify_checkpoint`]).
pub fn verify_against_checkpoint(
    records: &[AuditRecord],
    anchor: &ChainAnchor,
    checkpoint: &Checkpoint,
    keyring: &KeyRing,
) -> Result<ChainReport, Error> {
    verify_checkpoint(checkpoint, keyring)?;
    let report = verify_chain_from(records, anchor, keyring);
    if !report.ok {
        return Ok(report);
    }
    let n = records.len() as u64;
    let next = anchor.seq.saturating_add(n);
    let size = checkpoint.size;
    let truncated = |seq| Ok(ChainReport::failed(n, seq, TamperKind::Truncated));
    if next < size {
        return truncated(next);
    }
    // The hash of record size − 1 in this log, if it is still present.
    let head_at_size = if size == anchor.seq {
        Some(anchor.hash.as_str())
    } else if size > anchor.seq {
        // size − 1 − anchor.seq < n because next >= size.
        records.get((size - 1 - anchor.seq) as usize).map(|r| r.record_hash.as_str())
    } else {
        None
    };
    if let Some(h) = head_at_size {
        if !tags_equal(h.as_bytes(), checkpoint.head_hash.as_bytes()) {
            return truncated(size.saturating_sub(1));
        }
    }
    Ok(report)
}

/// An append-only audit log held in memory: the records since its anchor,
/// and the key ring that authenticates them.
///
/// Hosts persist [`records`](Self::records) and [`anchor`](Self::anchor) and
/// rebuild the log with [`AuditChain::restore`]. Not serialisable itself,
/// because it holds secret keys.
#[derive(Clone, Debug)]
pub struct AuditChain {
    keyring: KeyRing,
    anchor: ChainAnchor,
    records: Vec<AuditRecord>,
}

impl AuditChain {
    /// An empty log starting at the genesis.
    pub fn new(keyring: KeyRing) -> AuditChain {
        AuditChain { keyring, anchor: ChainAnchor::genesis(), records: Vec::new() }
    }

    /// Rebuilds a log from stored records after verifying them.
    ///
    /// # Errors
    ///
    /// `chain_invalid` when the records do not verify from `anchor`.
    pub fn restore(keyring: KeyRing, anchor: ChainAnchor, records: Vec<AuditRecord>) -> Result<AuditChain, Error> {
        let report = verify_chain_from(&records, &anchor, &keyring);
        if !report.ok {
            return Err(Error::bare(ErrorCode::ChainInvalid));
        }
        Ok(AuditChain { keyring, anchor, records })
    }

    /// Appends an event at `now_ms` (after [`strip_payload`]), hashed with the
    /// ring's active key, and returns the new record.
    ///
    /// # Errors
    ///
    /// `invalid_input` when the event nests too deeply to canonicalise.
    pub fn append(&mut self, event: Value, now_ms: u64) -> Result<AuditRecord, Error> {
        let event = strip_payload(event);
        let head = self.head();
        let (key_id, secret) = self.keyring.active_key();
        let record_hash = compute_hash(secret, key_id, head.seq, &head.hash, now_ms, &event)?;
        let record = AuditRecord {
            seq: head.seq,
            prev_hash: head.hash,
            timestamp_ms: now_ms,
            event,
            record_hash,
            key_id: String::from(key_id),
        };
        self.records.push(record.clone());
        Ok(record)
    }

    /// The records since the anchor, oldest first.
    pub fn records(&self) -> &[AuditRecord] {
        &self.records
    }

    /// Where the retained records start (the genesis until the first prune).
    pub fn anchor(&self) -> &ChainAnchor {
        &self.anchor
    }

    /// The next sequence number and the hash it will link to.
    pub fn head(&self) -> ChainAnchor {
        match self.records.last() {
            Some(r) => ChainAnchor { seq: r.seq + 1, hash: r.record_hash.clone() },
            None => self.anchor.clone(),
        }
    }

    /// Number of records ever appended (the next sequence number).
    pub fn size(&self) -> u64 {
        self.head().seq
    }

    /// The key ring the log authenticates with.
    pub fn keyring(&self) -> &KeyRing {
        &self.keyring
    }

    /// Replaces the key ring (for rotation). Records keep verifying as long
    /// as the new ring holds the keys they name.
    pub fn set_keyring(&mut self, keyring: KeyRing) {
        self.keyring = keyring;
    }

    /// Drops every record with `seq < before_seq` and moves the anchor there,
    /// so the retained suffix still verifies with
    /// `verify_chain_from(records, anchor, ring)`. Returns the new anchor,
    /// which the host must keep (or cover with a [`Checkpoint`]).
    ///
    /// Pruning at or before the current anchor changes nothing.
    ///
    /// # Errors
    ///
    /// `invalid_input` when `before_seq` is beyond the next sequence number.
    pub fn prune(&mut self, before_seq: u64) -> Result<ChainAnchor, Error> {
        if before_seq <= self.anchor.seq {
            return Ok(self.anchor.clone());
        }
        if before_seq > self.size() {
            return Err(Error::new(ErrorCode::InvalidInput, "cannot prune beyond the end of the log"));
        }
        let drop = (before_seq - self.anchor.seq) as usize;
        let hash = self.records[drop - 1].record_hash.clone();
        self.records.drain(..drop);
        self.anchor = ChainAnchor { seq: before_seq, hash };
        Ok(self.anchor.clone())
    }

    /// A signed checkpoint of the log as it is now.
    ///
    /// # Errors
    ///
    /// `invalid_input` for an invalid origin (see [`sign_checkpoint`]).
    pub fn checkpoint(&self, origin: &str) -> Result<Checkpoint, Error> {
        let head = self.head();
        sign_checkpoint(origin, head.seq, &head.hash, &self.keyring)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn ring() -> KeyRing {
        KeyRing::new("k1", b"0123456789abcdef0123456789abcdef").unwrap()
    }

    fn log(n: u64) -> AuditChain {
        let mut c = AuditChain::new(ring());
        for i in 0..n {
            c.append(json!({"action": "tool.call", "n": i}), 1_000 + i).unwrap();
        }
        c
    }

    fn kind(records: &[AuditRecord]) -> (Option<u64>, Option<&'static str>) {
        let r = verify_chain(records, &ring());
        (r.seq, r.kind.map(TamperKind::as_str))
    }

    #[test]
    fn an_untouched_chain_verifies() {
        let c = log(5);
        assert_eq!(verify_chain(c.records(), &ring()), ChainReport::ok(5));
    }

    #[test]
    fn an_empty_chain_verifies() {
        assert!(verify_chain(&[], &ring()).ok);
    }

    #[test]
    fn the_first_record_links_to_the_genesis_hash() {
        let c = log(1);
        assert_eq!(c.records()[0].prev_hash, GENESIS_HASH);
        assert_eq!(c.records()[0].seq, 0);
        assert_eq!(c.records()[0].record_hash.len(), 64);
    }

    #[test]
    fn memory_events_lose_their_payload_fields() {
        let mut c = AuditChain::new(ring());
        let event = json!({"action": "memory.write", "id": "m", "payload": 1, "content": 2, "value": 3,
                           "memory": 4, "text": 5, "body": 6, "meta": {"content": "kept"}});
        let r = c.append(event, 0).unwrap();
        assert_eq!(r.event, json!({"action": "memory.write", "id": "m", "meta": {"content": "kept"}}));
    }

    #[test]
    fn other_events_keep_their_fields() {
        let mut c = AuditChain::new(ring());
        let event = json!({"action": "tool.call", "content": "kept"});
        assert_eq!(c.append(event.clone(), 0).unwrap().event, event);
    }

    #[test]
    fn a_changed_event_is_mutated() {
        let mut r = log(4).records().to_vec();
        r[2].event = json!({"action": "tool.call", "n": 99});
        assert_eq!(kind(&r), (Some(2), Some("mutated")));
    }

    #[test]
    fn a_changed_timestamp_is_mutated() {
        let mut r = log(4).records().to_vec();
        r[1].timestamp_ms += 1;
        assert_eq!(kind(&r), (Some(1), Some("mutated")));
    }

    #[test]
    fn a_changed_record_hash_is_mutated() {
        let mut r = log(4).records().to_vec();
        r[3].record_hash = GENESIS_HASH.into();
        assert_eq!(kind(&r), (Some(3), Some("mutated")));
    }

    #[test]
    fn a_forged_record_in_front_of_a_genuine_one_is_inserted() {
        let mut r = log(4).records().to_vec();
        let mut forged = r[2].clone();
        forged.event = json!({"action": "grant.admin"});
        r.insert(2, forged);
        assert_eq!(kind(&r), (Some(2), Some("inserted")));
    }

    #[test]
    fn a_genuine_record_from_another_chain_is_inserted() {
        let mut r = log(4).records().to_vec();
        let mut other = AuditChain::new(ring());
        for i in 0..3 {
            other.append(json!({"action": "other", "n": i}), 5).unwrap();
        }
        // Same key, right seq, but it links to another history.
        r[2] = other.records()[2].clone();
        assert_eq!(kind(&r), (Some(2), Some("inserted")));
    }

    #[test]
    fn a_missing_middle_record_is_deleted() {
        let mut r = log(5).records().to_vec();
        r.remove(2);
        assert_eq!(kind(&r), (Some(2), Some("deleted")));
    }

    #[test]
    fn missing_first_records_are_deleted() {
        let r = log(5).records()[2..].to_vec();
        assert_eq!(kind(&r), (Some(0), Some("deleted")));
    }

    #[test]
    fn swapped_records_are_reordered() {
        let mut r = log(5).records().to_vec();
        r.swap(1, 3);
        assert_eq!(kind(&r), (Some(1), Some("reordered")));
    }

    #[test]
    fn a_replayed_record_is_reordered() {
        let mut r = log(5).records().to_vec();
        let replay = r[1].clone();
        r.insert(4, replay);
        assert_eq!(kind(&r), (Some(4), Some("reordered")));
    }

    #[test]
    fn a_record_under_an_unknown_key_is_bad_key() {
        let mut r = log(3).records().to_vec();
        r[1].key_id = "k9".into();
        assert_eq!(kind(&r), (Some(1), Some("bad_key")));
    }

    #[test]
    fn a_report_counts_the_records_verified_before_the_divergence() {
        let mut r = log(4).records().to_vec();
        r[2].timestamp_ms = 0;
        assert_eq!(verify_chain(&r, &ring()).records_checked, 2);
    }

    #[test]
    fn records_survive_key_rotation() {
        let mut c = log(2);
        let mut r2 = ring();
        r2.insert("k2", b"rotated-key-rotated-key-rotated!").unwrap().set_active("k2").unwrap();
        c.set_keyring(r2.clone());
        c.append(json!({"action": "after.rotation"}), 9).unwrap();
        assert_eq!(c.records()[2].key_id, "k2");
        assert!(verify_chain(c.records(), &r2).ok);
        assert_eq!(verify_chain(c.records(), &ring()).kind, Some(TamperKind::BadKey));
    }

    #[test]
    fn a_pruned_suffix_verifies_from_its_anchor() {
        let mut c = log(6);
        let anchor = c.prune(4).unwrap();
        assert_eq!(anchor.seq, 4);
        assert_eq!(c.records().len(), 2);
        assert!(verify_chain_from(c.records(), &anchor, &ring()).ok);
        assert_eq!(verify_chain(c.records(), &ring()).kind, Some(TamperKind::Deleted));
        c.append(json!({"action": "x"}), 7).unwrap();
        assert_eq!(c.records()[2].seq, 6);
        assert!(verify_chain_from(c.records(), c.anchor(), &ring()).ok);
    }

    #[test]
    fn pruning_beyond_the_end_is_invalid_input() {
        assert_eq!(log(2).prune(3).unwrap_err().code(), "invalid_input");
        let mut c = log(2);
        c.prune(2).unwrap();
        assert!(c.records().is_empty());
        assert_eq!(c.head(), ChainAnchor { seq: 2, hash: log(2).records()[1].record_hash.clone() });
    }

    #[test]
    fn restore_rejects_tampered_records() {
        let mut r = log(3).records().to_vec();
        assert!(AuditChain::restore(ring(), ChainAnchor::genesis(), r.clone()).is_ok());
        r[0].timestamp_ms = 5;
        let e = AuditChain::restore(ring(), ChainAnchor::genesis(), r).unwrap_err();
        assert_eq!(e.code(), "chain_invalid");
    }

    fn cp_check(records: &[AuditRecord], cp: &Checkpoint) -> (bool, Option<u64>, Option<&'static str>) {
        let r = verify_against_checkpoint(records, &ChainAnchor::genesis(), cp, &ring()).unwrap();
        (r.ok, r.seq, r.kind.map(TamperKind::as_str))
    }

    #[test]
    fn a_checkpoint_body_is_origin_size_and_head_on_lines() {
        let c = log(1);
        let cp = c.checkpoint("o").unwrap();
        assert_eq!(cp.body(), format!("o\n1\n{}\n", c.records()[0].record_hash));
        assert!(cp.signature.starts_with("mw1.k1."));
    }

    #[test]
    fn a_log_matching_its_checkpoint_verifies() {
        let c = log(3);
        assert_eq!(cp_check(c.records(), &c.checkpoint("o").unwrap()), (true, None, None));
    }

    #[test]
    fn a_dropped_tail_is_truncated() {
        let c = log(3);
        let cp = c.checkpoint("o").unwrap();
        assert_eq!(cp_check(&c.records()[..1], &cp), (false, Some(1), Some("truncated")));
    }

    #[test]
    fn a_deleted_store_is_truncated() {
        let c = log(3);
        let cp = c.checkpoint("o").unwrap();
        assert_eq!(cp_check(&[], &cp), (false, Some(0), Some("truncated")));
    }

    #[test]
    fn an_empty_log_matches_an_empty_checkpoint() {
        let c = log(0);
        let cp = c.checkpoint("o").unwrap();
        assert_eq!(cp.head_hash, GENESIS_HASH);
        assert_eq!(cp_check(&[], &cp), (true, None, None));
    }

    #[test]
    fn a_rewritten_history_of_the_same_size_is_truncated() {
        let cp = log(3).checkpoint("o").unwrap();
        let mut other = AuditChain::new(ring());
        for i in 0..3 {
            other.append(json!({"action": "rewritten", "n": i}), 0).unwrap();
        }
        assert_eq!(cp_check(other.records(), &cp), (false, Some(2), Some("truncated")));
    }

    #[test]
    fn a_log_that_grew_after_its_checkpoint_verifies() {
        let mut c = log(3);
        let cp = c.checkpoint("o").unwrap();
        c.append(json!({"action": "later"}), 9).unwrap();
        assert_eq!(cp_check(c.records(), &cp), (true, None, None));
    }

    #[test]
    fn a_pruned_log_verifies_against_a_checkpoint_from_its_anchor() {
        let mut c = log(5);
        let cp = c.checkpoint("o").unwrap();
        let anchor = c.prune(3).unwrap();
        let r = verify_against_checkpoint(c.records(), &anchor, &cp, &ring()).unwrap();
        assert!(r.ok);
        let r = verify_against_checkpoint(&c.records()[..1], &anchor, &cp, &ring()).unwrap();
        assert_eq!(r.kind, Some(TamperKind::Truncated));
    }

    #[test]
    fn a_tampered_checkpoint_is_checkpoint_invalid() {
        let c = log(3);
        let mut cp = c.checkpoint("o").unwrap();
        cp.size = 2;
        let e = verify_against_checkpoint(&c.records()[..2], &ChainAnchor::genesis(), &cp, &ring()).unwrap_err();
        assert_eq!(e.code(), "checkpoint_invalid");
        assert_eq!(e.message(), "checkpoint_invalid");
    }

    #[test]
    fn a_checkpoint_from_an_unknown_key_is_unknown_key() {
        let mut cp = log(1).checkpoint("o").unwrap();
        cp.signature = cp.signature.replacen("mw1.k1.", "mw1.k7.", 1);
        assert_eq!(verify_checkpoint(&cp, &ring()).unwrap_err().code(), "unknown_key");
    }

    #[test]
    fn origins_with_newlines_are_invalid_input() {
        assert_eq!(log(1).checkpoint("a\n2").unwrap_err().code(), "invalid_input");
        assert_eq!(log(1).checkpoint("").unwrap_err().code(), "invalid_input");
    }
}
