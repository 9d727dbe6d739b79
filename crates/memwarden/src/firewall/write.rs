//! The write pipeline.
//!
//! In order: input validation, rate limits (per agent and per source,
//! sliding one-minute and one-hour windows), the agent's memory quota, the
//! scan and the policy's action, the provenance stamp, the initial status,
//! the signatures. Rejection is a decision, never an error.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::memory::{sign_memory, Freshness, MemoryRecord, MemoryStatus, Retrieval, Security, Sensitivity, Truth};
use super::policy::{WritePolicy, HOUR_MS, MINUTE_MS};
use super::{rule_ids_of, Firewall, Reason};
use crate::context::{ScanContext, Scope, Source};
use crate::error::{Error, ErrorCode};
use crate::finding::Category;
use crate::provenance::Provenance;
use crate::verdict::{Action, Verdict};

/// A memory an agent wants to write.
///
/// JSON: `{"id", "projectId", "agentId", "scope", "content", "metadata"?, "sensitivity"?}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WriteCandidate {
    /// Host-assigned id: 1 to 128 characters of `A-Z a-z 0-9 . _ : -`.
    pub id: String,
    /// The project (tenant).
    pub project_id: String,
    /// The writing agent.
    pub agent_id: String,
    /// Memory scope within the agent.
    pub scope: String,
    /// The content to store.
    pub content: String,
    /// Metadata: an object or `null` (default).
    #[serde(default)]
    pub metadata: Value,
    /// Declared sensitivity (default `internal`); raised to `confidential`
    /// when unredacted personal data or secrets are found.
    #[serde(default)]
    pub sensitivity: Sensitivity,
}

impl WriteCandidate {
    /// A candidate with no metadata and `internal` sensitivity.
    pub fn new(id: &str, project_id: &str, agent_id: &str, scope: &str, content: &str) -> WriteCandidate {
        WriteCandidate {
            id: id.into(),
            project_id: project_id.into(),
            agent_id: agent_id.into(),
            scope: scope.into(),
            content: content.into(),
            metadata: Value::Null,
            sensitivity: Sensitivity::Internal,
        }
    }
}

/// Where a write comes from.
///
/// JSON: `{"source": "tool_result", "sourceId": "web:example.org", "scanScope"?: "strict"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WriteContext {
    /// The kind of source the content came from.
    pub source: Source,
    /// Which source of that kind (a tool, a URL, a user id); rate limits
    /// are kept per `source:sourceId`.
    pub source_id: String,
    /// The scanner's rule set (default `strict`).
    #[serde(default)]
    pub scan_scope: Scope,
}

impl WriteContext {
    /// A context with the strict scan scope.
    pub fn new(source: Source, source_id: &str) -> WriteContext {
        WriteContext { source, source_id: source_id.into(), scan_scope: Scope::Strict }
    }
}

/// One agent's write attempts (timestamps within the last hour, oldest
/// first) and how many memories it stores.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AgentUsage {
    /// Times of write attempts within the last hour, ascending.
    #[serde(default)]
    pub attempts: Vec<u64>,
    /// Memories the agent currently stores.
    #[serde(default)]
    pub stored: u64,
}

/// Rate-limit and quota state: a plain value the host persists between
/// calls (the core keeps no hidden state).
///
/// JSON: `{"agents": {"<projectId>": {"<agentId>": AgentUsage}}, "sources": {"<source>:<sourceId>": [times]}}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LimiterState {
    /// Usage per project and agent.
    #[serde(default)]
    pub agents: BTreeMap<String, BTreeMap<String, AgentUsage>>,
    /// Write attempts within the last hour per `source:sourceId` (sources
    /// idle for an hour are dropped).
    #[serde(default)]
    pub sources: BTreeMap<String, Vec<u64>>,
}

impl LimiterState {
    /// Counts a memory the host deleted, so the agent's quota frees up.
    pub fn record_deletion(&mut self, project_id: &str, agent_id: &str) {
        if let Some(u) = self.agents.get_mut(project_id).and_then(|a| a.get_mut(agent_id)) {
            u.stored = u.stored.saturating_sub(1);
        }
    }

    /// Sets how many memories an agent stores (when the host recounts its store).
    pub fn set_stored(&mut self, project_id: &str, agent_id: &str, stored: u64) {
        self.agents.entry(project_id.into()).or_default().entry(agent_id.into()).or_default().stored = stored;
    }
}

/// What happened to a write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WriteOutcome {
    /// Store the record (its status says whether it is suspicious).
    Accepted,
    /// Rejected, but store the record for review: it is `quarantined` and
    /// `blocked`, so it never loads.
    Quarantined,
    /// Do not store anything.
    Rejected,
}

/// The firewall's answer to a write.
///
/// JSON: `{"outcome": "accepted", "record": MemoryRecord | null, "reasons": [Reason], "verdict": Verdict | null}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WriteDecision {
    /// Accepted, quarantined or rejected.
    pub outcome: WriteOutcome,
    /// The signed record to store (absent when rejected).
    pub record: Option<MemoryRecord>,
    /// Why: empty for a clean acceptance.
    pub reasons: Vec<Reason>,
    /// The scanner's verdict, when the write got that far.
    pub verdict: Option<Verdict>,
}

/// A write decision and the limiter state to persist.
///
/// JSON: `{"decision": WriteDecision, "state": LimiterState}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WriteResult {
    /// The decision.
    pub decision: WriteDecision,
    /// The updated state (unchanged when validation or a rate limit refused the write).
    pub state: LimiterState,
}

fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 128
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b':' | b'-'))
}

/// True for a character memwarden refuses in stored text: NUL and every
/// control character except tab, line feed and carriage return.
pub(crate) fn forbidden_control(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

fn metadata_shape(v: &Value, depth: usize, keys: &mut usize, max_depth: usize, control: &mut bool) -> Result<(), String> {
    match v {
        Value::Object(m) => {
            if depth > max_depth {
                return Err(format!("metadata nests deeper than {max_depth} levels"));
            }
            *keys += m.len();
            for (k, x) in m {
                if k.chars().any(forbidden_control) {
                    *control = true;
                }
                metadata_shape(x, depth + 1, keys, max_depth, control)?;
            }
        }
        Value::Array(a) => {
            if depth > max_depth {
                return Err(format!("metadata nests deeper than {max_depth} levels"));
            }
            for x in a {
                metadata_shape(x, depth + 1, keys, max_depth, control)?;
            }
        }
        Value::String(s) if s.chars().any(forbidden_control) => *control = true,
        _ => {}
    }
    Ok(())
}

/// Every validation problem of a candidate (empty when it is valid).
fn validate(c: &WriteCandidate, ctx: &WriteContext, w: &WritePolicy) -> Vec<Reason> {
    let mut out = Vec::new();
    if !valid_id(&c.id) {
        out.push(Reason::new(ErrorCode::InvalidInput, "id must be 1 to 128 characters of A-Z a-z 0-9 . _ : -"));
    }
    for (name, v) in [("projectId", &c.project_id), ("agentId", &c.agent_id), ("scope", &c.scope), ("sourceId", &ctx.source_id)] {
        if v.is_empty() || v.len() > 256 || v.chars().any(char::is_control) {
            out.push(Reason::new(ErrorCode::InvalidInput, format!("{name} must be 1 to 256 bytes without control characters")));
        }
    }
    let chars = c.content.chars().count();
    if chars > w.max_content_chars {
        out.push(Reason::new(
            ErrorCode::ContentTooLarge,
            format!("content has {chars} characters; the limit is {}", w.max_content_chars),
        ));
    }
    if let Some((i, ch)) = c.content.char_indices().find(|(_, ch)| forbidden_control(*ch)) {
        out.push(Reason::new(
            ErrorCode::ControlCharacter,
            format!("content holds control character U+{:04X} at byte {i}", ch as u32),
        ));
    }
    let mut keys = 0;
    let mut control = false;
    match &c.metadata {
        Value::Null => {}
        m @ Value::Object(_) => {
            if let Err(e) = metadata_shape(m, 1, &mut keys, w.max_metadata_depth, &mut control) {
                out.push(Reason::new(ErrorCode::MetadataInvalid, e));
            } else if keys > w.max_metadata_keys {
                out.push(Reason::new(
                    ErrorCode::MetadataInvalid,
                    format!("metadata has {keys} keys; the limit is {}", w.max_metadata_keys),
                ));
            }
            if control {
                out.push(Reason::new(ErrorCode::MetadataInvalid, "metadata holds a control character"));
            }
        }
        _ => out.push(Reason::new(ErrorCode::MetadataInvalid, "metadata must be an object or null")),
    }
    out
}

/// Attempts in `times` (ascending) within `window` ms before `now`.
fn in_window(times: &[u64], now: u64, window: u64) -> usize {
    times.iter().filter(|&&t| now.saturating_sub(t) < window).count()
}

fn prune(times: &mut Vec<u64>, now: u64) {
    times.retain(|&t| now.saturating_sub(t) < HOUR_MS);
}

fn rate_reasons(who: &str, times: &[u64], now: u64, per_minute: u32, per_hour: u32) -> Vec<Reason> {
    let mut out = Vec::new();
    let m = in_window(times, now, MINUTE_MS);
    if m >= per_minute as usize {
        out.push(Reason::new(ErrorCode::RateLimited, format!("{who} made {m} writes in the last minute; the limit is {per_minute}")));
    }
    let h = in_window(times, now, HOUR_MS);
    if h >= per_hour as usize {
        out.push(Reason::new(ErrorCode::RateLimited, format!("{who} made {h} writes in the last hour; the limit is {per_hour}")));
    }
    out
}

fn rejected(reasons: Vec<Reason>, verdict: Option<Verdict>, state: LimiterState) -> WriteResult {
    WriteResult { decision: WriteDecision { outcome: WriteOutcome::Rejected, record: None, reasons, verdict }, state }
}

/// Initial truth: the user and the application vouch for what they say;
/// model output, tool results and external data start unverified.
fn initial_truth(source: Source) -> Truth {
    match source {
        Source::System | Source::UserInput => Truth::Supported,
        Source::LlmGenerated | Source::ToolResult | Source::ExternalData => Truth::Unverified,
    }
}

impl Firewall {
    /// Runs the write pipeline on `candidate` at `now_ms` with the limiter
    /// `state` the host persisted.
    ///
    /// Attempts that pass validation and the rate limits count against
    /// the rate limits whatever the scanner decides (so a flood of
    /// rejected writes is throttled too); the quota counts records the
    /// decision tells the host to store (accepted or quarantined).
    ///
    /// # Errors
    ///
    /// Only for misuse the pipeline cannot turn into a decision (metadata
    /// too deep to canonicalise for signing, which validation prevents).
    pub fn check_write(
        &self,
        candidate: &WriteCandidate,
        ctx: &WriteContext,
        state: &LimiterState,
        now_ms: u64,
    ) -> Result<WriteResult, Error> {
        let w = &self.policy.write;
        // 1. Validation.
        let problems = validate(candidate, ctx, w);
        if !problems.is_empty() {
            return Ok(rejected(problems, None, state.clone()));
        }
        // 2. Rate limits (per agent and per source).
        let mut next = state.clone();
        // Forget sources idle for an hour, so the state does not grow with
        // every source ever seen.
        next.sources.retain(|_, times| times.iter().any(|&t| now_ms.saturating_sub(t) < HOUR_MS));
        let source_key = format!("{}:{}", ctx.source.as_str(), ctx.source_id);
        let usage = next
            .agents
            .entry(candidate.project_id.clone())
            .or_default()
            .entry(candidate.agent_id.clone())
            .or_default();
        prune(&mut usage.attempts, now_ms);
        let source_times = next.sources.entry(source_key.clone()).or_default();
        prune(source_times, now_ms);
        let mut limits = rate_reasons(&format!("agent {}", candidate.agent_id), &usage.attempts, now_ms, w.agent_per_minute, w.agent_per_hour);
        limits.extend(rate_reasons(&format!("source {source_key}"), source_times, now_ms, w.source_per_minute, w.source_per_hour));
        if !limits.is_empty() {
            return Ok(rejected(limits, None, state.clone()));
        }
        insert_sorted(source_times, now_ms);
        insert_sorted(&mut usage.attempts, now_ms);
        // 3. Quota.
        if usage.stored >= w.max_memories_per_agent {
            let r = Reason::new(
                ErrorCode::QuotaExceeded,
                format!("agent {} stores {} memories; the quota is {}", candidate.agent_id, usage.stored, w.max_memories_per_agent),
            );
            return Ok(rejected(alloc::vec![r], None, next));
        }
        // 4. Scan and the policy's action.
        let verdict = self.scanner.scan(&candidate.content, &ScanContext::new(ctx.source).with_scope(ctx.scan_scope))?;
        let ids = rule_ids_of(&verdict);
        let mut reasons = Vec::new();
        let (outcome, security, content) = match verdict.action {
            Action::Allow => (WriteOutcome::Accepted, Security::Clean, candidate.content.clone()),
            Action::Flag => {
                reasons.push(Reason { code: ErrorCode::ContentFlagged, message: "the scanner flagged the content; stored as suspicious".into(), rule_ids: ids.clone() });
                (WriteOutcome::Accepted, Security::Suspicious, candidate.content.clone())
            }
            Action::Redact => {
                reasons.push(Reason { code: ErrorCode::ContentRedacted, message: "the scanner redacted part of the content".into(), rule_ids: ids.clone() });
                let text = verdict.redacted.clone().unwrap_or_else(|| candidate.content.clone());
                (WriteOutcome::Accepted, Security::Clean, text)
            }
            Action::Reject => {
                let secret = verdict.findings.iter().any(|f| f.category == Category::Secret);
                let keep = w.quarantine_rejected && !secret;
                let message = if keep {
                    "the scanner rejected the content; kept quarantined for review"
                } else if secret {
                    "the scanner rejected the content; it holds a secret, so it is not kept"
                } else {
                    "the scanner rejected the content"
                };
                reasons.push(Reason { code: ErrorCode::ContentRejected, message: message.into(), rule_ids: ids.clone() });
                if !keep {
                    return Ok(rejected(reasons, Some(verdict), next));
                }
                (WriteOutcome::Quarantined, Security::Quarantined, candidate.content.clone())
            }
        };
        // 5. Provenance, 6. initial status.
        let provenance = Provenance::stamp(ctx.source, ctx.source_id.clone(), content.as_bytes(), now_ms, &self.policy.trust);
        let retrieval = if security == Security::Quarantined { Retrieval::Blocked } else { Retrieval::Normal };
        let sensitive_data_left = verdict.action != Action::Redact
            && verdict.findings.iter().any(|f| matches!(f.category, Category::Pii | Category::Secret));
        let sensitivity = if sensitive_data_left { candidate.sensitivity.max(Sensitivity::Confidential) } else { candidate.sensitivity };
        let mut record = MemoryRecord {
            id: candidate.id.clone(),
            project_id: candidate.project_id.clone(),
            agent_id: candidate.agent_id.clone(),
            scope: candidate.scope.clone(),
            content,
            metadata: candidate.metadata.clone(),
            provenance: Some(provenance),
            status: MemoryStatus { truth: initial_truth(ctx.source), retrieval, security, freshness: Freshness::Fresh },
            sensitivity,
            signature: None,
            seal: None,
        };
        // 7. Signatures.
        sign_memory(&mut record, &self.keyring)?;
        usage.stored = usage.stored.saturating_add(1);
        Ok(WriteResult { decision: WriteDecision { outcome, record: Some(record), reasons, verdict: Some(verdict) }, state: next })
    }
}

fn insert_sorted(times: &mut Vec<u64>, t: u64) {
    let at = times.partition_point(|&x| x <= t);
    times.insert(at, t);
}
