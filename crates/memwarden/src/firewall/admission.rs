//! The context gate and load-time snapshots.
//!
//! Admission re-verifies every record (content hash, signature, status
//! seal) and rescans its content with the current rules, so a record
//! written before a rule existed, or edited in the store, is still caught.
//! A record that fails for a security reason is *blocked*: a snapshot
//! replaces it with `[BLOCKED: memory <id> withheld (<reasons>)]` and the
//! record stays in the store for a user to inspect and delete. A record
//! that is merely not eligible (unverified, too sensitive, too old, low
//! trust) is *omitted* without a placeholder.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

use super::memory::{integrity_issues, MemoryRecord, Retrieval, Security};
use super::policy::ContextPolicy;
use super::{rule_ids_of, Firewall, Reason};
use crate::context::{ScanContext, Source};
use crate::error::ErrorCode;
use crate::verdict::Action;

/// The literal that opens every placeholder. Stored content containing
/// anything resembling it is itself flagged (`injection.forged_marker`).
pub const BLOCKED_MARKER: &str = "[BLOCKED:";

/// The gate's answer for one record.
///
/// JSON: `{"id", "admitted", "blocked", "reasons": [Reason], "ruleIds": [...], "effectiveTrust"}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Admission {
    /// The record's id.
    pub id: String,
    /// True when the record may enter the context.
    pub admitted: bool,
    /// True when the record is withheld for a security reason (integrity
    /// failure, a current rule's finding, quarantined, malicious or
    /// blocked): a snapshot shows a placeholder, a listing shows `blocked: true`.
    pub blocked: bool,
    /// Every reason the record is not admitted (empty when admitted).
    pub reasons: Vec<Reason>,
    /// Rule ids the rescan found (sorted).
    pub rule_ids: Vec<String>,
    /// Trust after decay at the admission time (0 without provenance).
    pub effective_trust: f64,
}

/// What a snapshot did with one record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SnapshotDecision {
    /// Its content is in the text.
    Included,
    /// A `[BLOCKED: ...]` placeholder is in the text.
    Withheld,
    /// Not in the text at all (not eligible for this context).
    Omitted,
}

/// One record's line in a snapshot's decisions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SnapshotEntry {
    /// The record's id.
    pub id: String,
    /// Included, withheld or omitted.
    pub decision: SnapshotDecision,
    /// Why it was not included.
    pub reasons: Vec<Reason>,
    /// Rule ids behind a withheld record.
    pub rule_ids: Vec<String>,
}

/// The text to place in the model's context and a decision per record.
///
/// Deterministic: the same records (in any order) and the same time give
/// the same bytes. Records are ordered by write time, then id.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    /// The context text.
    pub text: String,
    /// One entry per input record, in snapshot order.
    pub decisions: Vec<SnapshotEntry>,
    /// How many records are in the text.
    pub included: usize,
    /// How many are replaced by placeholders.
    pub withheld: usize,
    /// How many are left out.
    pub omitted: usize,
}

/// The id as shown inside a placeholder: characters outside
/// `A-Z a-z 0-9 . _ : -` become `_`, at most 128 characters, so an edited
/// id cannot break out of the placeholder.
fn placeholder_id(id: &str) -> String {
    let s: String = id
        .chars()
        .take(128)
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | ':' | '-') { c } else { '_' })
        .collect();
    if s.is_empty() {
        String::from("_")
    } else {
        s
    }
}

/// The placeholder for a blocked record: rule ids if the rescan found any,
/// otherwise the reason codes.
pub(crate) fn placeholder(a: &Admission) -> String {
    let mut why: Vec<&str> = a.rule_ids.iter().map(String::as_str).collect();
    if why.is_empty() {
        for r in &a.reasons {
            if blocking(r.code) && !why.contains(&r.code.as_str()) {
                why.push(r.code.as_str());
            }
        }
    }
    format!("{BLOCKED_MARKER} memory {} withheld ({})]", placeholder_id(&a.id), why.join(", "))
}

/// True for reasons that make a record blocked rather than merely omitted.
fn blocking(code: ErrorCode) -> bool {
    matches!(
        code,
        ErrorCode::ProvenanceMissing
            | ErrorCode::ContentHashMismatch
            | ErrorCode::SignatureMissing
            | ErrorCode::SignatureMalformed
            | ErrorCode::SignatureInvalid
            | ErrorCode::UnknownKey
            | ErrorCode::SealMissing
            | ErrorCode::SealInvalid
            | ErrorCode::ContentBlocked
    )
}

/// One line of snapshot text: `- ` and the content, continuation lines
/// indented by two spaces so stored text cannot start an entry of its own.
fn push_entry(out: &mut String, content: &str) {
    out.push_str("- ");
    let mut first = true;
    for line in content.split('\n') {
        if !first {
            out.push_str("\n  ");
        }
        first = false;
        out.push_str(line.strip_suffix('\r').unwrap_or(line));
    }
    out.push('\n');
}

impl Firewall {
    /// Decides whether `record` may enter the context at `now_ms` under
    /// the firewall's context policy, with every reason it may not.
    pub fn admit(&self, record: &MemoryRecord, now_ms: u64) -> Admission {
        self.admit_with(record, &self.policy.context, now_ms)
    }

    /// [`Firewall::admit`] under another context policy (a privileged
    /// context, a stricter one). Integrity and the rescan apply whatever
    /// the policy says.
    pub fn admit_with(&self, record: &MemoryRecord, policy: &ContextPolicy, now_ms: u64) -> Admission {
        let mut reasons = Vec::new();
        // Integrity: content hash, signature, seal.
        for code in integrity_issues(record, &self.keyring) {
            let message = match code {
                ErrorCode::ProvenanceMissing => "the record has no provenance",
                ErrorCode::ContentHashMismatch => "the content does not match its stored hash (edited in the store?)",
                ErrorCode::SignatureMissing => "the record is not signed",
                ErrorCode::SealMissing => "the record's status is not sealed",
                ErrorCode::SealInvalid => "the status seal does not verify (id, status or sensitivity edited?)",
                _ => "the record signature does not verify",
            };
            reasons.push(Reason::new(code, message));
        }
        // Rescan with the current rules.
        let source = record.provenance.as_ref().map_or(Source::ToolResult, |p| p.source_type);
        let mut rule_ids = Vec::new();
        match self.scanner.scan(&record.content, &ScanContext::new(source)) {
            Ok(v) if matches!(v.action, Action::Reject | Action::Flag) => {
                rule_ids = rule_ids_of(&v);
                reasons.push(Reason {
                    code: ErrorCode::ContentBlocked,
                    message: format!("the current rules {} this content", if v.action == Action::Reject { "reject" } else { "flag" }),
                    rule_ids: rule_ids.clone(),
                });
            }
            Ok(_) => {}
            Err(e) => reasons.push(Reason::new(ErrorCode::ContentBlocked, format!("the content cannot be scanned: {}", e.code()))),
        }
        // Status axes.
        let s = &record.status;
        if !policy.truth.contains(&s.truth) {
            reasons.push(Reason::new(ErrorCode::TruthNotAdmitted, format!("truth is {}", s.truth.as_str())));
        }
        if s.retrieval == Retrieval::Blocked || !policy.retrieval.contains(&s.retrieval) {
            reasons.push(Reason::new(ErrorCode::RetrievalNotAdmitted, format!("retrieval is {}", s.retrieval.as_str())));
        }
        if matches!(s.security, Security::Quarantined | Security::Malicious) || !policy.security.contains(&s.security) {
            reasons.push(Reason::new(ErrorCode::SecurityNotAdmitted, format!("security is {}", s.security.as_str())));
        }
        if !policy.freshness.contains(&s.freshness) {
            reasons.push(Reason::new(ErrorCode::FreshnessNotAdmitted, format!("freshness is {}", s.freshness.as_str())));
        }
        if record.sensitivity > policy.max_sensitivity {
            reasons.push(Reason::new(
                ErrorCode::SensitivityTooHigh,
                format!("sensitivity {} is above {}", record.sensitivity.as_str(), policy.max_sensitivity.as_str()),
            ));
        }
        // Trust and age.
        let trust = record.provenance.as_ref().map_or(0.0, |p| p.effective_trust(now_ms, 0, &self.policy.trust));
        if trust < policy.min_trust {
            reasons.push(Reason::new(ErrorCode::TrustTooLow, format!("effective trust {trust} is below {}", policy.min_trust)));
        }
        if let (Some(max_age), Some(p)) = (policy.max_age_ms, &record.provenance) {
            let age = now_ms.saturating_sub(p.timestamp_ms);
            if age > max_age {
                reasons.push(Reason::new(ErrorCode::MemoryExpired, format!("the memory is {age} ms old; the limit is {max_age} ms")));
            }
        }
        let blocked = reasons.iter().any(|r| blocking(r.code))
            || s.retrieval == Retrieval::Blocked
            || matches!(s.security, Security::Quarantined | Security::Malicious);
        Admission { id: record.id.clone(), admitted: reasons.is_empty(), blocked, reasons, rule_ids, effective_trust: trust }
    }

    /// The gate's answer for every record, in input order: what a memory
    /// listing shows (`blocked: true` and the reasons for each record that
    /// would be withheld).
    pub fn list(&self, records: &[MemoryRecord], now_ms: u64) -> Vec<Admission> {
        records.iter().map(|r| self.admit(r, now_ms)).collect()
    }

    /// Builds the load-time snapshot of `records` at `now_ms` under the
    /// firewall's context policy.
    pub fn build_snapshot(&self, records: &[MemoryRecord], now_ms: u64) -> Snapshot {
        self.build_snapshot_with(records, &self.policy.context, now_ms)
    }

    /// [`Firewall::build_snapshot`] under another context policy.
    ///
    /// Text format: a header line `Memories (<n> loaded, <m> withheld):`,
    /// then one `- <content>` entry per admitted record or a
    /// `- [BLOCKED: memory <id> withheld (<rule ids or reason codes>)]`
    /// entry per blocked one; line breaks inside content are followed by two
    /// spaces. Ordered by write time, then id, then input position.
    pub fn build_snapshot_with(&self, records: &[MemoryRecord], policy: &ContextPolicy, now_ms: u64) -> Snapshot {
        let mut order: Vec<usize> = (0..records.len()).collect();
        crate::sort::sort_by(&mut order, |&a, &b| {
            let ta = records[a].provenance.as_ref().map_or(0, |p| p.timestamp_ms);
            let tb = records[b].provenance.as_ref().map_or(0, |p| p.timestamp_ms);
            ta.cmp(&tb).then_with(|| records[a].id.cmp(&records[b].id)).then(a.cmp(&b))
        });
        let mut body = String::new();
        let mut decisions = Vec::with_capacity(records.len());
        let (mut included, mut withheld, mut omitted) = (0, 0, 0);
        for i in order {
            let r = &records[i];
            let a = self.admit_with(r, policy, now_ms);
            let decision = if a.admitted {
                included += 1;
                push_entry(&mut body, &r.content);
                SnapshotDecision::Included
            } else if a.blocked {
                withheld += 1;
                push_entry(&mut body, &placeholder(&a));
                SnapshotDecision::Withheld
            } else {
                omitted += 1;
                SnapshotDecision::Omitted
            };
            decisions.push(SnapshotEntry { id: a.id, decision, reasons: a.reasons, rule_ids: a.rule_ids });
        }
        let mut text = format!("Memories ({included} loaded, {withheld} withheld):\n");
        text.push_str(&body);
        Snapshot { text, decisions, included, withheld, omitted }
    }
}
