//! The firewall policy: one document for the scanner, the write pipeline,
//! the context gate, the action guard, trust and promotion.
//!
//! JSON (every section and every key optional; unknown keys are refused):
//!
//! ```json
//! {"scan": {"actions": {"pii": "flag"}},
//!  "write": {"maxContentChars": 50000, "agentPerMinute": 30},
//!  "context": {"truth": ["supported"], "maxSensitivity": "internal"},
//!  "guard": {"allowedTools": ["search"]},
//!  "trust": {"toolResult": 0.6},
//!  "promotion": {"autoRules": ["nightly-probe"]}}
//! ```
//!
//! `examples/policy.yaml` lists every key with its default.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

use super::memory::{Freshness, Retrieval, Security, Sensitivity, Truth};
use crate::error::{Error, ErrorCode};
use crate::policy::Policy;
use crate::provenance::TrustConfig;

/// Milliseconds in one minute.
pub const MINUTE_MS: u64 = 60_000;
/// Milliseconds in one hour.
pub const HOUR_MS: u64 = 3_600_000;

/// Limits of the write pipeline.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct WritePolicy {
    /// Longest accepted content, in Unicode scalar values (default 50,000).
    pub max_content_chars: usize,
    /// Deepest accepted metadata nesting; the top-level object is depth 1
    /// (default 5).
    pub max_metadata_depth: usize,
    /// Most object keys in the metadata, counted at every depth (default 50).
    pub max_metadata_keys: usize,
    /// Writes one agent may attempt in any 60-second window (default 30).
    pub agent_per_minute: u32,
    /// Writes one agent may attempt in any 60-minute window (default 500).
    pub agent_per_hour: u32,
    /// Writes one source (`sourceType:sourceId`) may attempt per minute (default 30).
    pub source_per_minute: u32,
    /// Writes one source may attempt per hour (default 500).
    pub source_per_hour: u32,
    /// Memories one agent may hold (default 10,000).
    pub max_memories_per_agent: u64,
    /// Keep rejected content as a `quarantined`, `blocked` record for
    /// review instead of dropping it (default true). Content rejected for
    /// a secret is never kept.
    pub quarantine_rejected: bool,
}

impl Default for WritePolicy {
    fn default() -> Self {
        WritePolicy {
            max_content_chars: 50_000,
            max_metadata_depth: 5,
            max_metadata_keys: 50,
            agent_per_minute: 30,
            agent_per_hour: 500,
            source_per_minute: 30,
            source_per_hour: 500,
            max_memories_per_agent: 10_000,
            quarantine_rejected: true,
        }
    }
}

/// What may enter a model's context.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct ContextPolicy {
    /// Admitted truth values (default `["supported"]`).
    pub truth: Vec<Truth>,
    /// Admitted retrieval values (default `["normal"]`; `blocked` is never
    /// admitted).
    pub retrieval: Vec<Retrieval>,
    /// Admitted security values (default `["clean"]`; `quarantined` and
    /// `malicious` are never admitted).
    pub security: Vec<Security>,
    /// Admitted freshness values (default `["fresh", "stale"]`; `expired`
    /// is never admitted).
    pub freshness: Vec<Freshness>,
    /// Most sensitive admitted level (default `internal`).
    pub max_sensitivity: Sensitivity,
    /// Least effective trust (after decay) admitted, in [0, 1] (default 0.5).
    pub min_trust: f64,
    /// Oldest admitted memory, in milliseconds since its write time
    /// (default 90 days; `null` for no limit).
    pub max_age_ms: Option<u64>,
}

impl Default for ContextPolicy {
    fn default() -> Self {
        ContextPolicy {
            truth: vec![Truth::Supported],
            retrieval: vec![Retrieval::Normal],
            security: vec![Security::Clean],
            freshness: vec![Freshness::Fresh, Freshness::Stale],
            max_sensitivity: Sensitivity::Internal,
            min_trust: 0.5,
            max_age_ms: Some(90 * 86_400_000),
        }
    }
}

/// Limits on tool actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct GuardPolicy {
    /// Tools the agent may call; `"*"` allows every tool (default: none).
    pub allowed_tools: Vec<String>,
    /// Most tool calls in one turn (default 20).
    pub max_calls_per_turn: u32,
    /// Most calls of the same tool in a row (default 5).
    pub max_consecutive_calls: u32,
    /// Highest cost of one action, in host-defined units (default 100).
    pub max_cost_per_action: u64,
}

impl Default for GuardPolicy {
    fn default() -> Self {
        GuardPolicy { allowed_tools: Vec::new(), max_calls_per_turn: 20, max_consecutive_calls: 5, max_cost_per_action: 100 }
    }
}

/// Which automatic promotions are allowed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct PromotionPolicy {
    /// Ids of the auto-promotion rules the host runs; `auto_rule` evidence
    /// must name one of them (default: none).
    pub auto_rules: Vec<String>,
}

/// The whole firewall policy (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct FirewallPolicy {
    /// The scanner's policy.
    pub scan: Policy,
    /// Write limits.
    pub write: WritePolicy,
    /// The context gate.
    pub context: ContextPolicy,
    /// The action guard.
    pub guard: GuardPolicy,
    /// Initial trust per source and decay.
    pub trust: TrustConfig,
    /// Automatic promotion rules.
    pub promotion: PromotionPolicy,
}

/// A `policy_invalid` error about the value at `path`, its message the
/// path and then `what` is wrong with it.
fn invalid(path: impl Into<String>, what: &str) -> Error {
    let path = path.into();
    let message = alloc::format!("{path} {what}");
    Error::policy_at(path, message)
}

impl FirewallPolicy {
    /// Parses a policy from JSON; unknown keys are refused (`policy_invalid`).
    pub fn from_json(json: &str) -> Result<FirewallPolicy, Error> {
        let p: FirewallPolicy = crate::json::from_str(json)
            .map_err(|e| Error::new(ErrorCode::PolicyInvalid, alloc::format!("firewall policy JSON: {}", e.message())))?;
        p.validate()?;
        Ok(p)
    }

    /// Checks the values serde cannot: ranges and impossible settings,
    /// the scan section's limits included (its rules are checked when its
    /// scanner is built; see [`FirewallPolicy::check`]).
    ///
    /// # Errors
    ///
    /// `policy_invalid` naming the key; [`Error::path`] is its path.
    pub fn validate(&self) -> Result<(), Error> {
        self.trust.validate()?;
        // (named by their path in this policy, under `scan`)
        self.scan.validate_limits().map_err(|e| e.under("scan"))?;
        let w = &self.write;
        if w.max_content_chars == 0 {
            return Err(invalid("write.maxContentChars", "must be at least 1"));
        }
        if w.max_metadata_depth == 0 || w.max_metadata_depth > 64 {
            return Err(invalid("write.maxMetadataDepth", "must be between 1 and 64"));
        }
        for (limit, key) in [(w.agent_per_minute, "agentPerMinute"), (w.agent_per_hour, "agentPerHour"), (w.source_per_minute, "sourcePerMinute"), (w.source_per_hour, "sourcePerHour")] {
            if limit == 0 {
                return Err(invalid(alloc::format!("write.{key}"), "must be at least 1"));
            }
        }
        let c = &self.context;
        if !(0.0..=1.0).contains(&c.min_trust) {
            return Err(invalid("context.minTrust", "must lie in [0, 1]"));
        }
        if c.retrieval.contains(&Retrieval::Blocked) {
            return Err(invalid("context.retrieval", "may not admit blocked"));
        }
        if c.security.iter().any(|s| matches!(s, Security::Quarantined | Security::Malicious)) {
            return Err(invalid("context.security", "may not admit quarantined or malicious"));
        }
        if c.freshness.contains(&Freshness::Expired) {
            return Err(invalid("context.freshness", "may not admit expired"));
        }
        for (i, t) in self.guard.allowed_tools.iter().enumerate() {
            if t.is_empty() {
                return Err(invalid(alloc::format!("guard.allowedTools[{i}]"), "is empty"));
            }
        }
        for (i, r) in self.promotion.auto_rules.iter().enumerate() {
            if r.is_empty() {
                return Err(invalid(alloc::format!("promotion.autoRules[{i}]"), "is empty"));
            }
        }
        Ok(())
    }

    /// [`FirewallPolicy::validate`], then the scan section's rules built as
    /// [`Scanner::lazy`](crate::Scanner::lazy) builds them (every error
    /// [`Scanner::new`](crate::Scanner::new) reports, in about 20 ms
    /// instead of 0.3 s), so a policy that passes also builds a firewall.
    ///
    /// # Errors
    ///
    /// `policy_invalid` naming the key or the rule; [`Error::path`] is the
    /// path of the value in this policy (`scan.rules[1].pattern`).
    ///
    /// ```
    /// let policy: memwarden::FirewallPolicy = memwarden::json::from_str(
    ///     r#"{"scan": {"rules": [{"id": "acme.x", "category": "pii", "severity": "low", "pattern": "x("}]}}"#,
    /// )?;
    /// let err = policy.check().unwrap_err();
    /// assert_eq!(err.path(), Some("scan.rules[0].pattern"));
    /// # Ok::<(), memwarden::Error>(())
    /// ```
    pub fn check(&self) -> Result<(), Error> {
        self.validate()?;
        crate::Scanner::lazy(self.scan.clone()).map(drop).map_err(|e| e.under("scan"))
    }
}
