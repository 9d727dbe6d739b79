//! Promotion (truth moves to `supported`) and the world-model gate.
//!
//! A memory becomes `supported` only on user confirmation, probe
//! verification, or an auto-promotion rule the policy names, with its
//! evidence logged. The agent's own apparent success, a model's inference
//! and an external document never promote, and evidence given by the
//! memory's own agent never counts (no self-promotion).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::memory::{reseal, MemoryRecord, Security, Truth};
use super::{Firewall, Reason};
use crate::error::ErrorCode;

/// Kinds of evidence, from weakest to strongest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EvidenceKind {
    /// A model concluded it.
    ModelInference,
    /// The agent's own task apparently succeeded.
    AgentOutcome,
    /// A document or web page says so.
    ExternalDocument,
    /// An auto-promotion rule named in the policy matched.
    AutoRule,
    /// A probe (a test, a lookup the host trusts) verified it.
    ProbeVerification,
    /// The user confirmed it.
    UserConfirmation,
}

impl EvidenceKind {
    /// The stable snake_case name, as in JSON.
    pub const fn as_str(self) -> &'static str {
        match self {
            EvidenceKind::ModelInference => "model_inference",
            EvidenceKind::AgentOutcome => "agent_outcome",
            EvidenceKind::ExternalDocument => "external_document",
            EvidenceKind::AutoRule => "auto_rule",
            EvidenceKind::ProbeVerification => "probe_verification",
            EvidenceKind::UserConfirmation => "user_confirmation",
        }
    }

    /// True for the kinds strong enough to promote a memory or write a claim.
    pub const fn is_strong(self) -> bool {
        matches!(self, EvidenceKind::AutoRule | EvidenceKind::ProbeVerification | EvidenceKind::UserConfirmation)
    }
}

/// A piece of evidence.
///
/// JSON: `{"kind": "user_confirmation", "by": "user:42", "detail": "...", "atMs": 1700000000000, "ruleId"?: "..."}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Evidence {
    /// What kind of evidence.
    pub kind: EvidenceKind,
    /// Who or what produced it (a user id, a probe name, a rule engine).
    pub by: String,
    /// What it says (logged in the audit event).
    #[serde(default)]
    pub detail: String,
    /// When it was produced.
    pub at_ms: u64,
    /// For `auto_rule`: the rule id, which the policy must list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_id: Option<String>,
}

/// The answer to a promotion request.
///
/// JSON: `{"promoted", "record": MemoryRecord | null, "reasons", "auditEvent"}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PromotionDecision {
    /// True when the record's truth is now `supported`.
    pub promoted: bool,
    /// The updated, resealed record to store (absent when refused).
    pub record: Option<MemoryRecord>,
    /// Why it was refused.
    pub reasons: Vec<Reason>,
    /// An event for the audit chain, promoted or not.
    pub audit_event: Value,
}

/// A claim an agent wants to add to its world model.
///
/// JSON: `{"id", "agentId", "statement"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorldClaim {
    /// The claim's id.
    pub id: String,
    /// The agent making it.
    pub agent_id: String,
    /// What it states.
    pub statement: String,
}

/// The answer to a world-model write.
///
/// JSON: `{"claimId", "written", "withheld", "strongestEvidence", "reasons", "auditEvent"}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WorldModelDecision {
    /// The claim's id.
    pub claim_id: String,
    /// True when the claim may be written.
    pub written: bool,
    /// True when the gate held the claim back (always `!written`).
    pub withheld: bool,
    /// The strongest evidence offered (`null` without evidence).
    pub strongest_evidence: Option<EvidenceKind>,
    /// Why it was withheld.
    pub reasons: Vec<Reason>,
    /// An event for the audit chain, written or withheld.
    pub audit_event: Value,
}

fn evidence_json(e: &Evidence) -> Value {
    serde_json::to_value(e).unwrap_or(Value::Null)
}

/// Problems with one piece of evidence offered for `agent_id`'s memory or claim.
fn evidence_problems(e: &Evidence, agent_id: &str, auto_rules: &[String]) -> Vec<Reason> {
    let mut out = Vec::new();
    if e.kind == EvidenceKind::AgentOutcome {
        out.push(Reason::new(ErrorCode::SelfPromotion, "the agent's own apparent success never promotes a memory"));
    } else if !e.kind.is_strong() {
        out.push(Reason::new(ErrorCode::EvidenceInsufficient, format!("{} evidence cannot promote a memory", e.kind.as_str())));
    }
    if e.kind != EvidenceKind::AgentOutcome && !e.by.is_empty() && e.by == agent_id {
        out.push(Reason::new(ErrorCode::SelfPromotion, "the evidence comes from the memory's own agent"));
    }
    if e.by.is_empty() {
        out.push(Reason::new(ErrorCode::EvidenceInsufficient, "the evidence does not say who produced it"));
    }
    match e.kind {
        EvidenceKind::AutoRule => match &e.rule_id {
            Some(r) if auto_rules.contains(r) => {}
            Some(r) => out.push(Reason::new(ErrorCode::EvidenceInsufficient, format!("auto-promotion rule {r:?} is not in the policy"))),
            None => out.push(Reason::new(ErrorCode::EvidenceInsufficient, "auto_rule evidence must name its rule")),
        },
        EvidenceKind::ProbeVerification if e.detail.is_empty() => {
            out.push(Reason::new(ErrorCode::EvidenceInsufficient, "probe evidence must say what was verified"));
        }
        _ => {}
    }
    if e.kind == EvidenceKind::AutoRule && e.detail.is_empty() {
        out.push(Reason::new(ErrorCode::EvidenceInsufficient, "auto-promotion evidence must be logged in detail"));
    }
    out
}

impl Firewall {
    /// Moves `record`'s truth to `supported` on `evidence`, or says why not.
    ///
    /// Refused when the evidence is weak (`evidence_insufficient`), is the
    /// agent's own success or comes from the memory's own agent
    /// (`self_promotion`), or when the record fails integrity checks or is
    /// not `clean`. On success the record is resealed with the active key.
    pub fn promote(&self, record: &MemoryRecord, evidence: &Evidence, now_ms: u64) -> PromotionDecision {
        let mut reasons = evidence_problems(evidence, &record.agent_id, &self.policy.promotion.auto_rules);
        for code in super::memory::integrity_issues(record, &self.keyring) {
            reasons.push(Reason::new(code, "the record fails its integrity check"));
        }
        if record.status.security != Security::Clean {
            reasons.push(Reason::new(
                ErrorCode::SecurityNotAdmitted,
                format!("a {} memory cannot be promoted", record.status.security.as_str()),
            ));
        }
        let promoted = reasons.is_empty();
        let updated = promoted.then(|| {
            let mut r = record.clone();
            r.status.truth = Truth::Supported;
            reseal(&mut r, &self.keyring);
            r
        });
        let codes: Vec<&str> = reasons.iter().map(|r| r.code.as_str()).collect();
        let audit_event = json!({
            "type": "memory_promotion",
            "memoryId": record.id,
            "agentId": record.agent_id,
            "decision": if promoted { "promoted" } else { "refused" },
            "from": record.status.truth.as_str(),
            "evidence": evidence_json(evidence),
            "reasons": codes,
            "atMs": now_ms,
        });
        PromotionDecision { promoted, record: updated, reasons, audit_event }
    }
}

/// Decides whether `claim` may enter the agent's world model on `evidence`.
///
/// A claim whose strongest evidence is a model's inference, the agent's
/// own outcome or an external document (or that has no evidence) is
/// withheld, and the result and its audit event say so. Strong evidence
/// from the claiming agent itself does not count.
pub fn world_model_write(claim: &WorldClaim, evidence: &[Evidence]) -> WorldModelDecision {
    let strongest = evidence.iter().map(|e| e.kind).max();
    let mut reasons = Vec::new();
    let independent_strong = evidence.iter().any(|e| e.kind.is_strong() && e.by != claim.agent_id && !e.by.is_empty());
    match strongest {
        None => reasons.push(Reason::new(ErrorCode::EvidenceInsufficient, "the claim has no evidence")),
        Some(k) if !k.is_strong() => reasons.push(Reason::new(
            ErrorCode::EvidenceInsufficient,
            format!("the strongest evidence is {}, which cannot establish a claim", k.as_str()),
        )),
        Some(_) if !independent_strong => {
            reasons.push(Reason::new(ErrorCode::SelfPromotion, "the only strong evidence comes from the claiming agent"))
        }
        Some(_) => {}
    }
    let written = reasons.is_empty();
    let codes: Vec<&str> = reasons.iter().map(|r| r.code.as_str()).collect();
    let audit_event = json!({
        "type": "world_model_write",
        "claimId": claim.id,
        "agentId": claim.agent_id,
        "decision": if written { "written" } else { "withheld" },
        "strongestEvidence": strongest.map(EvidenceKind::as_str),
        "evidence": evidence.iter().map(evidence_json).collect::<Vec<_>>(),
        "reasons": codes,
    });
    WorldModelDecision { claim_id: claim.id.clone(), written, withheld: !written, strongest_evidence: strongest, reasons, audit_event }
}
