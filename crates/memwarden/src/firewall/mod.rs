//! The memory firewall: what an agent framework calls on every memory
//! write and every memory load.
//!
//! * [`Firewall::check_write`]: validation, rate limits, quota, scan,
//!   provenance, initial status and signatures, in that order.
//! * [`Firewall::admit`], [`Firewall::build_snapshot`], [`Firewall::list`]:
//!   the context gate, which re-verifies and rescans every record it loads.
//! * [`Firewall::promote`] and [`world_model_write`]: truth changes only on
//!   strong evidence, never on the agent's own word.
//! * [`Firewall::check_action`]: the tool-action guard.
//! * [`Firewall::audit_store`]: re-verifies a whole store.
//!
//! Everything here is deterministic: time is a parameter (`now_ms`), keys
//! are in the [`KeyRing`] the firewall is built with, and limiter state is a
//! plain value ([`LimiterState`]) that the host stores between calls.

use alloc::string::String;
use alloc::vec::Vec;
use alloc::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorCode};
use crate::keyring::KeyRing;
use crate::scanner::Scanner;

mod admission;
mod guard;
pub mod memory;
pub mod policy;
mod promotion;
mod store_audit;
mod write;

pub use admission::{Admission, Snapshot, SnapshotDecision, SnapshotEntry, BLOCKED_MARKER};
pub use guard::{GuardDecision, ToolCall, TurnState};
pub use memory::{Freshness, MemoryRecord, MemoryStatus, Retrieval, Security, Sensitivity, Truth};
pub use policy::{ContextPolicy, FirewallPolicy, GuardPolicy, PromotionPolicy, WritePolicy};
pub use promotion::{world_model_write, Evidence, EvidenceKind, PromotionDecision, WorldClaim, WorldModelDecision};
pub use store_audit::{csv_cell, memory_delete_event, memory_write_event, AuditCounts, AuditRow, StoreAuditReport, StoreReconciliation};
pub use write::{AgentUsage, LimiterState, WriteCandidate, WriteContext, WriteDecision, WriteOutcome, WriteResult};

/// One reason for a decision: a stable code, a human message and, when
/// scanner rules are involved, their ids.
///
/// JSON: `{"code": "content_rejected", "message": "...", "ruleIds": ["injection.override"]}`
/// (`ruleIds` is omitted when empty).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Reason {
    /// The stable code (same vocabulary as [`Error::code`]).
    pub code: ErrorCode,
    /// What happened, for humans.
    pub message: String,
    /// Scanner rule ids behind the reason, sorted, without duplicates.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rule_ids: Vec<String>,
}

impl Reason {
    /// A reason without rule ids.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Reason {
        Reason { code, message: message.into(), rule_ids: Vec::new() }
    }
}

/// The firewall: a compiled scanner, a policy and the key ring that signs
/// and verifies records. Build it once; every method takes `&self`.
///
/// ```
/// use memwarden::firewall::{Firewall, FirewallPolicy, LimiterState, WriteCandidate, WriteContext, WriteOutcome};
/// use memwarden::{KeyRing, Source};
///
/// let ring = KeyRing::new("k1", b"0123456789abcdef0123456789abcdef")?;
/// let fw = Firewall::new(FirewallPolicy::default(), ring)?;
/// let write = fw.check_write(
///     &WriteCandidate::new("m1", "p1", "a1", "user", "The user prefers metric units."),
///     &WriteContext::new(Source::UserInput, "u42"),
///     &LimiterState::default(),
///     1_700_000_000_000,
/// )?;
/// assert_eq!(write.decision.outcome, WriteOutcome::Accepted);
/// let record = write.decision.record.unwrap();
/// assert!(fw.admit(&record, 1_700_000_000_000).admitted);
/// # Ok::<(), memwarden::Error>(())
/// ```
#[derive(Debug)]
pub struct Firewall {
    policy: FirewallPolicy,
    scanner: Arc<Scanner>,
    keyring: KeyRing,
}

impl Firewall {
    /// Validates `policy`, compiles its scanner and keeps `keyring` for
    /// signing (active key) and verification (every key).
    ///
    /// # Errors
    ///
    /// `policy_invalid` naming the bad key or rule.
    pub fn new(policy: FirewallPolicy, keyring: KeyRing) -> Result<Firewall, Error> {
        policy.validate()?;
        let scanner = Arc::new(Scanner::new(policy.scan.clone()).map_err(|e| e.under("scan"))?);
        Ok(Firewall { policy, scanner, keyring })
    }

    /// Like [`Firewall::new`], with a scanner built by [`Scanner::lazy`]:
    /// each built-in rule is compiled the first time a text wakes it, so
    /// the firewall is ready in a small fraction of the time. Same
    /// decisions, same errors.
    ///
    /// # Errors
    ///
    /// `policy_invalid` naming the bad key or rule.
    pub fn lazy(policy: FirewallPolicy, keyring: KeyRing) -> Result<Firewall, Error> {
        policy.validate()?;
        let scanner = Arc::new(Scanner::lazy(policy.scan.clone()).map_err(|e| e.under("scan"))?);
        Ok(Firewall { policy, scanner, keyring })
    }

    /// Like [`Firewall::new`], with a scanner already compiled from
    /// `policy.scan`, which the firewall shares instead of compiling its
    /// own: firewalls (and scanners) built from one scan policy then hold
    /// its compiled rules once. A compiled scanner takes a few MB, so a
    /// binding that builds a firewall per request shares them this way.
    ///
    /// # Errors
    ///
    /// `policy_invalid` naming the bad key; `invalid_input` when `scanner`
    /// was compiled from another scan policy.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use memwarden::{Firewall, FirewallPolicy, KeyRing, Scanner};
    /// let policy = FirewallPolicy::default();
    /// let scanner = Arc::new(Scanner::lazy(policy.scan.clone())?);
    /// let ring = KeyRing::new("k1", &[7u8; 32])?;
    /// let a = Firewall::with_scanner(policy.clone(), ring.clone(), Arc::clone(&scanner))?;
    /// let b = Firewall::with_scanner(policy, ring, scanner)?;
    /// assert!(std::ptr::eq(a.scanner(), b.scanner()));
    /// # Ok::<(), memwarden::Error>(())
    /// ```
    pub fn with_scanner(policy: FirewallPolicy, keyring: KeyRing, scanner: Arc<Scanner>) -> Result<Firewall, Error> {
        policy.validate()?;
        if scanner.policy() != &policy.scan {
            return Err(Error::new(ErrorCode::InvalidInput, "the scanner was compiled from another scan policy than the firewall's"));
        }
        Ok(Firewall { policy, scanner, keyring })
    }

    /// The policy the firewall was built with.
    pub fn policy(&self) -> &FirewallPolicy {
        &self.policy
    }

    /// The compiled scanner.
    pub fn scanner(&self) -> &Scanner {
        &self.scanner
    }

    /// The key ring.
    pub fn keyring(&self) -> &KeyRing {
        &self.keyring
    }

    /// Signs and seals a record as it is, without scanning it: for hosts
    /// importing an existing store (the context gate still rescans it at
    /// every load).
    ///
    /// # Errors
    ///
    /// `provenance_missing`, `content_hash_mismatch`, `invalid_input`.
    pub fn sign(&self, record: &mut MemoryRecord) -> Result<(), Error> {
        memory::sign_memory(record, &self.keyring)
    }
}

/// Sorted, deduplicated rule ids of a verdict's findings.
pub(crate) fn rule_ids_of(verdict: &crate::Verdict) -> Vec<String> {
    let mut ids: Vec<String> = verdict.findings.iter().map(|f| f.rule_id.clone()).collect();
    crate::sort::sort(&mut ids);
    ids.dedup();
    ids
}
