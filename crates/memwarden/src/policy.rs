//! The scanning policy: what to do per category and source, which rules
//! run, and the limits that bound every scan.
//!
//! JSON shape (every field optional; unknown fields are rejected):
//!
//! ```json
//! {
//!   "actions": { "pii": "flag" },
//!   "sourceActions": { "user_input": { "injection": "reject" } },
//!   "allowRules": ["pii.ipv4"],
//!   "allowPhrases": ["support@example.com"],
//!   "rules": [{ "id": "custom.ticket", "category": "secret", "severity": "high",
//!               "pattern": "ACME-[0-9]{8}", "scopes": ["strict"] }],
//!   "limits": { "maxInputBytes": 1048576 }
//! }
//! ```
//!
//! The action for a finding is, in order of precedence: the policy's
//! `sourceActions[source][category]`, then the policy's
//! `actions[category]`, then the built-in default for that source and
//! category (see [`default_action`]).

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use crate::context::{Scope, Source};
use crate::error::{Error, ErrorCode};
use crate::finding::{Category, Severity};
use crate::verdict::Action;

/// One action per category; absent categories fall through to the next
/// level of precedence.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CategoryActions {
    /// Action for `injection` findings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub injection: Option<Action>,
    /// Action for `persistence` findings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub persistence: Option<Action>,
    /// Action for `exfiltration` findings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exfiltration: Option<Action>,
    /// Action for `smuggling` findings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smuggling: Option<Action>,
    /// Action for `pii` findings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pii: Option<Action>,
    /// Action for `secret` findings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<Action>,
}

impl CategoryActions {
    /// The action set for `c`, if any.
    pub fn get(&self, c: Category) -> Option<Action> {
        match c {
            Category::Injection => self.injection,
            Category::Persistence => self.persistence,
            Category::Exfiltration => self.exfiltration,
            Category::Smuggling => self.smuggling,
            Category::Pii => self.pii,
            Category::Secret => self.secret,
        }
    }
}

/// A user-defined rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RuleSpec {
    /// Unique id: lowercase ASCII letters, digits, `.`, `_`, `-`.
    pub id: String,
    /// Category of its findings.
    pub category: Category,
    /// Severity of its findings.
    pub severity: Severity,
    /// A pattern for the `regex` crate family (linear time). `\b` means an
    /// ASCII word boundary. Must not match the empty string. Unicode
    /// classes may name general categories only (`\p{Lu}`, `\p{gc=Nd}`;
    /// not scripts, ages, boolean properties or segmentation classes).
    pub pattern: String,
    /// Scopes the rule runs in (default: both).
    #[serde(default = "both_scopes")]
    pub scopes: Vec<Scope>,
    /// Case-insensitive matching (default true).
    #[serde(default = "yes")]
    pub case_insensitive: bool,
    /// Placeholder type when redacted (default: the category name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redact_as: Option<String>,
}

fn both_scopes() -> Vec<Scope> {
    alloc::vec![Scope::Strict, Scope::Relaxed]
}

fn yes() -> bool {
    true
}

/// Hard bounds on the work of one scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Limits {
    /// Largest accepted input in bytes (default 1 MiB, at most 64 MiB).
    /// Larger input is refused with `input_too_large`, never truncated.
    #[serde(default = "Limits::default_max_input")]
    pub max_input_bytes: usize,
    /// How many encodings deep decoded layers are rescanned (default 3,
    /// at most 8).
    #[serde(default = "Limits::default_depth")]
    pub max_decode_depth: usize,
    /// How many decoded layers with findings one scan reads at most
    /// (default 64, at most 4096); a layer in which nothing is found (a
    /// link's query of plain words) costs a sixteenth of one. A scan
    /// that spends the budget with layers left unread is flagged
    /// `smuggling.decode_budget`.
    #[serde(default = "Limits::default_layers")]
    pub max_decoded_layers: usize,
}

impl Limits {
    const fn default_max_input() -> usize {
        1 << 20
    }
    const fn default_depth() -> usize {
        3
    }
    const fn default_layers() -> usize {
        64
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_input_bytes: Self::default_max_input(),
            max_decode_depth: Self::default_depth(),
            max_decoded_layers: Self::default_layers(),
        }
    }
}

/// A scanning policy. `Policy::default()` is the built-in policy.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Policy {
    /// Actions per category for every source.
    #[serde(default)]
    pub actions: CategoryActions,
    /// Actions per source and category; these win over `actions`.
    #[serde(default)]
    pub source_actions: BTreeMap<Source, CategoryActions>,
    /// Built-in or user rule ids whose findings are dropped.
    #[serde(default)]
    pub allow_rules: Vec<String>,
    /// Findings whose matched text contains one of these phrases
    /// (ASCII case-insensitive) are dropped.
    #[serde(default)]
    pub allow_phrases: Vec<String>,
    /// User-defined rules, added to the built-in ones.
    #[serde(default)]
    pub rules: Vec<RuleSpec>,
    /// Bounds on the work of one scan.
    #[serde(default)]
    pub limits: Limits,
}

/// The built-in action for a category and source: secrets are rejected;
/// injection, persistence, exfiltration and smuggling are rejected in
/// third-party content (`tool_result`, `external_data`) and flagged in
/// content from the user, the model or the system; PII is redacted.
pub const fn default_action(source: Source, category: Category) -> Action {
    match category {
        Category::Secret => Action::Reject,
        Category::Pii => Action::Redact,
        _ => {
            if source.is_third_party() {
                Action::Reject
            } else {
                Action::Flag
            }
        }
    }
}

impl Policy {
    /// Parses a policy from JSON (through [`crate::json::from_str`]),
    /// refusing unknown keys, a key written twice and an array where an
    /// object belongs, with an error that names the path of the value.
    pub fn from_json(json: &str) -> Result<Policy, Error> {
        crate::json::from_str(json).map_err(|e| Error::new(ErrorCode::PolicyInvalid, format!("policy JSON: {}", e.message())))
    }

    /// The action for a finding of `category` in content from `source`.
    pub fn action_for(&self, source: Source, category: Category) -> Action {
        self.source_actions
            .get(&source)
            .and_then(|a| a.get(category))
            .or_else(|| self.actions.get(category))
            .unwrap_or_else(|| default_action(source, category))
    }

    pub(crate) fn validate_limits(&self) -> Result<(), Error> {
        let l = &self.limits;
        if l.max_input_bytes == 0 || l.max_input_bytes > 64 << 20 {
            return Err(Error::policy_at("limits.maxInputBytes", "limits.maxInputBytes must be between 1 and 67108864"));
        }
        if l.max_decode_depth > 8 {
            return Err(Error::policy_at("limits.maxDecodeDepth", "limits.maxDecodeDepth must be at most 8"));
        }
        if l.max_decoded_layers > 4096 {
            return Err(Error::policy_at("limits.maxDecodedLayers", "limits.maxDecodedLayers must be at most 4096"));
        }
        for (i, p) in self.allow_phrases.iter().enumerate() {
            if p.trim().is_empty() {
                return Err(Error::policy_at(format!("allowPhrases[{i}]"), format!("allowPhrases[{i}] is empty")));
            }
        }
        Ok(())
    }
}
