//! The store auditor: re-verifies a whole memory store and reports every
//! problem per record, with counts, as JSON or CSV.

use alloc::collections::BTreeSet;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::memory::{integrity_issues, MemoryRecord};
use super::Firewall;
use crate::error::ErrorCode;

/// Counts of a store audit. A record is counted once per kind of issue.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AuditCounts {
    /// Records audited.
    pub records: usize,
    /// Records without any issue.
    pub clean: usize,
    /// Records whose content does not match their hash.
    pub content_hash_mismatch: usize,
    /// Records without a signature.
    pub signature_missing: usize,
    /// Records whose signature is malformed, made with an unknown key, or wrong.
    pub signature_invalid: usize,
    /// Records whose status seal is missing or wrong.
    pub seal_invalid: usize,
    /// Records without provenance.
    pub provenance_missing: usize,
    /// Records naming a source memory that is not in the store.
    pub orphaned_source: usize,
    /// Records sharing an id with another record.
    pub duplicate_id: usize,
    /// Records the current rules would block (rescan findings).
    pub content_blocked: usize,
    /// Records a snapshot would replace by a placeholder, for any reason.
    pub blocked: usize,
}

/// One record's row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AuditRow {
    /// The record's id.
    pub id: String,
    /// Every issue, in a fixed order (integrity, then store-level, then rescan).
    pub issues: Vec<ErrorCode>,
    /// Rule ids the rescan found.
    pub rule_ids: Vec<String>,
    /// Source memory ids that are not in the store.
    pub orphaned_sources: Vec<String>,
    /// True when a snapshot would withhold the record.
    pub blocked: bool,
}

/// The report of [`Firewall::audit_store`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoreAuditReport {
    /// When the audit ran.
    pub now_ms: u64,
    /// Totals.
    pub counts: AuditCounts,
    /// One row per record, in input order.
    pub rows: Vec<AuditRow>,
}

/// Source memory ids a record names: `provenance.sourceId` of the form
/// `memory:<id>` and every string in `metadata.derivedFrom`.
fn source_ids(r: &MemoryRecord) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(id) = r.provenance.as_ref().and_then(|p| p.source_id.strip_prefix("memory:")) {
        out.push(String::from(id));
    }
    if let Some(Value::Array(a)) = r.metadata.get("derivedFrom") {
        for v in a {
            if let Value::String(s) = v {
                out.push(s.clone());
            }
        }
    }
    out
}

impl Firewall {
    /// Audits `records` at `now_ms`: content hashes, signatures, seals,
    /// provenance, source ids that point nowhere, duplicate ids, and what
    /// the current rules and context policy would block.
    pub fn audit_store(&self, records: &[MemoryRecord], now_ms: u64) -> StoreAuditReport {
        let ids: BTreeSet<&str> = records.iter().map(|r| r.id.as_str()).collect();
        let mut seen: BTreeSet<&str> = BTreeSet::new();
        let mut dup: BTreeSet<&str> = BTreeSet::new();
        for r in records {
            if !seen.insert(r.id.as_str()) {
                dup.insert(r.id.as_str());
            }
        }
        let mut counts = AuditCounts { records: records.len(), ..AuditCounts::default() };
        let mut rows = Vec::with_capacity(records.len());
        for r in records {
            let mut issues = integrity_issues(r, &self.keyring);
            let orphaned: Vec<String> = source_ids(r).into_iter().filter(|s| !ids.contains(s.as_str())).collect();
            if !orphaned.is_empty() {
                issues.push(ErrorCode::OrphanedSource);
            }
            if dup.contains(r.id.as_str()) {
                issues.push(ErrorCode::DuplicateId);
            }
            let admission = self.admit(r, now_ms);
            if admission.reasons.iter().any(|x| x.code == ErrorCode::ContentBlocked) {
                issues.push(ErrorCode::ContentBlocked);
            }
            for code in &issues {
                match code {
                    ErrorCode::ContentHashMismatch => counts.content_hash_mismatch += 1,
                    ErrorCode::SignatureMissing => counts.signature_missing += 1,
                    ErrorCode::SignatureInvalid | ErrorCode::SignatureMalformed | ErrorCode::UnknownKey => counts.signature_invalid += 1,
                    ErrorCode::SealInvalid | ErrorCode::SealMissing => counts.seal_invalid += 1,
                    ErrorCode::ProvenanceMissing => counts.provenance_missing += 1,
                    ErrorCode::OrphanedSource => counts.orphaned_source += 1,
                    ErrorCode::DuplicateId => counts.duplicate_id += 1,
                    ErrorCode::ContentBlocked => counts.content_blocked += 1,
                    _ => {}
                }
            }
            if issues.is_empty() {
                counts.clean += 1;
            }
            if admission.blocked {
                counts.blocked += 1;
            }
            rows.push(AuditRow { id: r.id.clone(), issues, rule_ids: admission.rule_ids, orphaned_sources: orphaned, blocked: admission.blocked });
        }
        StoreAuditReport { now_ms, counts, rows }
    }
}

/// One CSV cell: a leading `'` when it starts with `=`, `+`, `-`, `@`,
/// tab or carriage return (spreadsheet formula injection), then RFC 4180
/// quoting when it holds a comma, a quote, CR or LF (quotes doubled).
pub fn csv_cell(value: &str) -> String {
    let mut v = String::with_capacity(value.len() + 3);
    if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        v.push('\'');
    }
    v.push_str(value);
    if v.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", v.replace('"', "\"\""))
    } else {
        v
    }
}

impl StoreAuditReport {
    /// The report as CSV (RFC 4180: CRLF line ends, quoted cells where
    /// needed, formula-injection neutralised by [`csv_cell`]). Columns:
    /// `id,blocked,issues,ruleIds,orphanedSources`; lists are joined by `;`.
    pub fn to_csv(&self) -> String {
        let mut out = String::from("id,blocked,issues,ruleIds,orphanedSources\r\n");
        for row in &self.rows {
            let issues: Vec<&str> = row.issues.iter().map(|c| c.as_str()).collect();
            let cells = [
                csv_cell(&row.id),
                String::from(if row.blocked { "true" } else { "false" }),
                csv_cell(&issues.join(";")),
                csv_cell(&row.rule_ids.join(";")),
                csv_cell(&row.orphaned_sources.join(";")),
            ];
            out.push_str(&cells.join(","));
            out.push_str("\r\n");
        }
        out
    }

    /// The report as JSON (the serde shape).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The audit-log event for a stored memory: `{"action": "memory.write",
/// "id", "projectId", "agentId", "contentHash"}`. Append it to an
/// [`crate::audit::AuditChain`] whenever a record is stored (the content
/// itself never enters the log), so that [`Firewall::reconcile_store`] can
/// later tell records deleted, inserted or edited behind the firewall's
/// back.
pub fn memory_write_event(record: &MemoryRecord) -> Value {
    let hash = record.provenance.as_ref().map(|p| p.content_hash.clone()).unwrap_or_default();
    serde_json::json!({
        "action": "memory.write",
        "id": record.id,
        "projectId": record.project_id,
        "agentId": record.agent_id,
        "contentHash": hash,
    })
}

/// The audit-log event for a deliberate deletion: `{"action":
/// "memory.delete", "id"}`.
pub fn memory_delete_event(id: &str) -> Value {
    serde_json::json!({ "action": "memory.delete", "id": id })
}

/// What [`Firewall::reconcile_store`] found when it compared a store with
/// the audit log of its writes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoreReconciliation {
    /// True when the log verifies (and matches its checkpoint, when one
    /// was given) and the store holds exactly what the log says.
    pub ok: bool,
    /// The log's own verification: the first divergent record and its
    /// tamper kind (`mutated`, `inserted`, `deleted`, `reordered`,
    /// `bad_key`, `truncated`).
    pub log: crate::audit::ChainReport,
    /// Ids the log wrote and never deleted that the store no longer
    /// holds: deleted behind the firewall's back.
    pub missing: Vec<String>,
    /// Ids in the store that the log never wrote: inserted behind the
    /// firewall's back.
    pub unlogged: Vec<String>,
    /// Ids whose stored content hash differs from the last one logged:
    /// replaced behind the firewall's back (even if re-signed with a
    /// stolen key).
    pub changed: Vec<String>,
}

impl Firewall {
    /// Compares `records` with `log`, the audit chain of the store's
    /// writes and deletions ([`memory_write_event`],
    /// [`memory_delete_event`]), verified from `anchor` with
    /// `log_keyring`, and, when `checkpoint` is given, against that signed
    /// checkpoint (so deleting the log's tail, or the whole log, is found
    /// too). Reports every id deleted, inserted or replaced behind the
    /// firewall's back. Never fails: a bad checkpoint is reported as a
    /// failed log.
    pub fn reconcile_store(
        &self,
        records: &[MemoryRecord],
        log: &[crate::audit::AuditRecord],
        anchor: &crate::audit::ChainAnchor,
        checkpoint: Option<&crate::audit::Checkpoint>,
        log_keyring: &crate::keyring::KeyRing,
    ) -> StoreReconciliation {
        use alloc::collections::BTreeMap;
        let report = match checkpoint {
            Some(cp) => crate::audit::verify_against_checkpoint(log, anchor, cp, log_keyring).unwrap_or_else(|_| {
                let mut r = crate::audit::verify_chain_from(log, anchor, log_keyring);
                r.ok = false;
                r
            }),
            None => crate::audit::verify_chain_from(log, anchor, log_keyring),
        };
        // id -> last logged content hash (None once deleted)
        let mut logged: BTreeMap<String, Option<String>> = BTreeMap::new();
        for r in log {
            let action = r.event.get("action").and_then(Value::as_str).unwrap_or("");
            let Some(id) = r.event.get("id").and_then(Value::as_str) else { continue };
            match action {
                "memory.write" => {
                    let h = r.event.get("contentHash").and_then(Value::as_str).unwrap_or("");
                    logged.insert(String::from(id), Some(String::from(h)));
                }
                "memory.delete" => {
                    logged.insert(String::from(id), None);
                }
                _ => {}
            }
        }
        let mut stored: BTreeMap<&str, &MemoryRecord> = BTreeMap::new();
        for r in records {
            stored.insert(r.id.as_str(), r);
        }
        let mut missing = Vec::new();
        let mut changed = Vec::new();
        for (id, hash) in &logged {
            match (hash, stored.get(id.as_str())) {
                (Some(_), None) => missing.push(id.clone()),
                (Some(h), Some(r)) => {
                    let now = r.provenance.as_ref().map(|p| p.content_hash.as_str()).unwrap_or("");
                    let actual = crate::provenance::content_hash(r.content.as_bytes());
                    if now != h || actual != *h {
                        changed.push(id.clone());
                    }
                }
                (None, Some(_)) => {}
                (None, None) => {}
            }
        }
        let mut unlogged: Vec<String> = records
            .iter()
            .filter(|r| !matches!(logged.get(r.id.as_str()), Some(Some(_))))
            .map(|r| r.id.clone())
            .collect();
        crate::sort::sort(&mut unlogged);
        unlogged.dedup();
        let ok = report.ok && missing.is_empty() && unlogged.is_empty() && changed.is_empty();
        StoreReconciliation { ok, log: report, missing, unlogged, changed }
    }
}
