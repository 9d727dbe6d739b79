//! The scanner's answer: an action, the findings and the redacted text.

use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::finding::Finding;

/// What to do with the content, from weakest to strongest. A verdict's
/// action is the strongest action of its findings' categories.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Let it through unchanged.
    Allow,
    /// Let it through, but mark it (a memory becomes `suspicious`).
    Flag,
    /// Let it through with the findings replaced by `[REDACTED:<type>]`.
    Redact,
    /// Refuse it.
    Reject,
}

impl Action {
    /// The stable snake_case name, as in JSON.
    pub const fn as_str(self) -> &'static str {
        match self {
            Action::Allow => "allow",
            Action::Flag => "flag",
            Action::Redact => "redact",
            Action::Reject => "reject",
        }
    }

    /// Parses the snake_case name.
    pub fn parse(s: &str) -> Option<Action> {
        match s {
            "allow" => Some(Action::Allow),
            "flag" => Some(Action::Flag),
            "redact" => Some(Action::Redact),
            "reject" => Some(Action::Reject),
            _ => None,
        }
    }
}

/// Counters describing the work one scan did. Deterministic: the same
/// text, context and policy give the same stats on every target.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ScanStats {
    /// Size of the scanned text in bytes.
    pub bytes: usize,
    /// Number of views searched (original, normalised, decoded layers).
    pub views: usize,
    /// Number of decoded layers searched.
    pub decoded_layers: usize,
    /// True when the decode budget ran out before every candidate was
    /// decoded (the verdict then also carries a `smuggling.decode_budget`
    /// finding, so exhaustion can never hide an attack silently).
    pub budget_exhausted: bool,
}

/// The result of a scan: data, never an exception.
///
/// JSON shape:
/// `{"action":"reject","findings":[...],"redacted":null,"stats":{"bytes":42,"views":1,"decodedLayers":0,"budgetExhausted":false}}`
///
/// `redacted` is present (non-null) only when the action is `redact`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    /// The decision.
    pub action: Action,
    /// Every finding, sorted by span start, then end, then rule id.
    pub findings: Vec<Finding>,
    /// The text with findings replaced by typed placeholders, when the
    /// action is `redact`.
    pub redacted: Option<String>,
    /// What the scan did.
    pub stats: ScanStats,
}

impl Verdict {
    /// True when the action is `reject`.
    pub fn is_rejected(&self) -> bool {
        self.action == Action::Reject
    }

    /// True when at least one finding is in a threat category (injection,
    /// persistence, exfiltration, smuggling).
    pub fn has_threat(&self) -> bool {
        self.findings.iter().any(|f| f.category.is_threat())
    }
}
