//! The one error type of the crate.
//!
//! Every fallible operation returns [`Error`]. An error carries a stable,
//! machine-readable [`code`](Error::code) (the same string on every target:
//! Rust, JavaScript, the WASI component) and a human-readable message.
//! Verification failures (signatures, tokens, audit chains) carry only their
//! code and a fixed message: they never reveal which byte or which key made
//! them fail.
//!
//! Being rejected by the scanner is **not** an error: it is a normal
//! [`Verdict`](crate::Verdict). Errors are for misuse: input over the hard
//! limit, a policy that does not compile, a malformed token.

use alloc::string::{String, ToString};
use core::fmt;

/// Stable error codes. The string form ([`ErrorCode::as_str`]) is the
/// contract between targets and never changes for an existing variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorCode {
    /// The input is larger than the configured hard limit.
    InputTooLarge,
    /// The input is not acceptable (wrong shape, invalid value).
    InvalidInput,
    /// A policy or a user-defined rule is invalid.
    PolicyInvalid,
    /// A signature or record was signed with a key id the key ring does not hold.
    UnknownKey,
    /// A key ring is empty, has no active key, or holds an unusable key.
    KeyInvalid,
    /// A record signature does not verify.
    SignatureInvalid,
    /// A record signature string is not of the form `mw1.<keyId>.<tag>`.
    SignatureMalformed,
    /// A record's content does not match its stored content hash.
    ContentHashMismatch,
    /// A capability token is not well formed.
    TokenMalformed,
    /// A capability token's tag does not verify.
    TokenInvalid,
    /// A capability token is past its expiry.
    TokenExpired,
    /// A capability token is not valid yet.
    TokenNotYetValid,
    /// A capability token was issued to another principal.
    PrincipalMismatch,
    /// A capability token grants another capability.
    CapabilityMismatch,
    /// A capability token is on the revocation list.
    TokenRevoked,
    /// A caveat would widen a token instead of narrowing it.
    CaveatWidens,
    /// A token is longer than the hard cap, or has too many caveats.
    TokenTooLarge,
    /// A request asks for more than a token's constraints allow.
    HandleConstraintViolation,
    /// A request was made by a principal other than the token's.
    HandlePrincipalMismatch,
    /// An audit chain does not verify.
    ChainInvalid,
    /// An audit checkpoint's signature does not verify or does not match.
    CheckpointInvalid,
    /// A conformance vector names an operation this build does not know.
    UnsupportedOperation,
    /// Memory content is longer than the write policy allows.
    ContentTooLarge,
    /// Text holds NUL or a control character other than tab, line feed or carriage return.
    ControlCharacter,
    /// Memory metadata is not an object, nests too deeply or has too many keys.
    MetadataInvalid,
    /// A writer exceeded its per-minute or per-hour write rate.
    RateLimited,
    /// An agent already stores as many memories as its quota allows.
    QuotaExceeded,
    /// The scanner rejected the content.
    ContentRejected,
    /// The scanner flagged the content (stored as suspicious).
    ContentFlagged,
    /// The scanner redacted part of the content before it was stored.
    ContentRedacted,
    /// Rescanning stored content with the current rules finds a threat.
    ContentBlocked,
    /// A stored record carries no signature.
    SignatureMissing,
    /// A stored record carries no status seal.
    SealMissing,
    /// A record's status seal does not verify (id, status or sensitivity edited).
    SealInvalid,
    /// A stored record has no provenance (or no content hash).
    ProvenanceMissing,
    /// A record names a source memory that is not in the store.
    OrphanedSource,
    /// Two records in a store share an id.
    DuplicateId,
    /// A record's truth status is not one the context policy admits.
    TruthNotAdmitted,
    /// A record's retrieval status is not one the context policy admits.
    RetrievalNotAdmitted,
    /// A record's security status is not one the context policy admits.
    SecurityNotAdmitted,
    /// A record's freshness status is not one the context policy admits.
    FreshnessNotAdmitted,
    /// A record is more sensitive than the context policy admits.
    SensitivityTooHigh,
    /// A record's effective trust is below the context policy's minimum.
    TrustTooLow,
    /// A record is older than the context policy's maximum age.
    MemoryExpired,
    /// A promotion rests on the agent's own word or apparent success.
    SelfPromotion,
    /// Evidence is too weak (or incomplete) to promote a memory or write a claim.
    EvidenceInsufficient,
    /// A tool is not on the guard's allow list.
    ToolNotAllowed,
    /// A turn already made the maximum number of tool calls.
    ToolCallLimit,
    /// The same tool was called the maximum number of times in a row.
    ConsecutiveCallLimit,
    /// An action costs more than the guard allows.
    CostLimit,
}

impl ErrorCode {
    /// Every code, in declaration order.
    pub const ALL: [ErrorCode; 50] = [
        ErrorCode::InputTooLarge,
        ErrorCode::InvalidInput,
        ErrorCode::PolicyInvalid,
        ErrorCode::UnknownKey,
        ErrorCode::KeyInvalid,
        ErrorCode::SignatureInvalid,
        ErrorCode::SignatureMalformed,
        ErrorCode::ContentHashMismatch,
        ErrorCode::TokenMalformed,
        ErrorCode::TokenInvalid,
        ErrorCode::TokenExpired,
        ErrorCode::TokenNotYetValid,
        ErrorCode::PrincipalMismatch,
        ErrorCode::CapabilityMismatch,
        ErrorCode::TokenRevoked,
        ErrorCode::CaveatWidens,
        ErrorCode::TokenTooLarge,
        ErrorCode::HandleConstraintViolation,
        ErrorCode::HandlePrincipalMismatch,
        ErrorCode::ChainInvalid,
        ErrorCode::CheckpointInvalid,
        ErrorCode::UnsupportedOperation,
        ErrorCode::ContentTooLarge,
        ErrorCode::ControlCharacter,
        ErrorCode::MetadataInvalid,
        ErrorCode::RateLimited,
        ErrorCode::QuotaExceeded,
        ErrorCode::ContentRejected,
        ErrorCode::ContentFlagged,
        ErrorCode::ContentRedacted,
        ErrorCode::ContentBlocked,
        ErrorCode::SignatureMissing,
        ErrorCode::SealMissing,
        ErrorCode::SealInvalid,
        ErrorCode::ProvenanceMissing,
        ErrorCode::OrphanedSource,
        ErrorCode::DuplicateId,
        ErrorCode::TruthNotAdmitted,
        ErrorCode::RetrievalNotAdmitted,
        ErrorCode::SecurityNotAdmitted,
        ErrorCode::FreshnessNotAdmitted,
        ErrorCode::SensitivityTooHigh,
        ErrorCode::TrustTooLow,
        ErrorCode::MemoryExpired,
        ErrorCode::SelfPromotion,
        ErrorCode::EvidenceInsufficient,
        ErrorCode::ToolNotAllowed,
        ErrorCode::ToolCallLimit,
        ErrorCode::ConsecutiveCallLimit,
        ErrorCode::CostLimit,
    ];

    /// The stable snake_case string for this code, e.g. `"input_too_large"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::InputTooLarge => "input_too_large",
            ErrorCode::InvalidInput => "invalid_input",
            ErrorCode::PolicyInvalid => "policy_invalid",
            ErrorCode::UnknownKey => "unknown_key",
            ErrorCode::KeyInvalid => "key_invalid",
            ErrorCode::SignatureInvalid => "signature_invalid",
            ErrorCode::SignatureMalformed => "signature_malformed",
            ErrorCode::ContentHashMismatch => "content_hash_mismatch",
            ErrorCode::TokenMalformed => "token_malformed",
            ErrorCode::TokenInvalid => "token_invalid",
            ErrorCode::TokenExpired => "token_expired",
            ErrorCode::TokenNotYetValid => "token_not_yet_valid",
            ErrorCode::PrincipalMismatch => "principal_mismatch",
            ErrorCode::CapabilityMismatch => "capability_mismatch",
            ErrorCode::TokenRevoked => "token_revoked",
            ErrorCode::CaveatWidens => "caveat_widens",
            ErrorCode::TokenTooLarge => "token_too_large",
            ErrorCode::HandleConstraintViolation => "handle_constraint_violation",
            ErrorCode::HandlePrincipalMismatch => "handle_principal_mismatch",
            ErrorCode::ChainInvalid => "chain_invalid",
            ErrorCode::CheckpointInvalid => "checkpoint_invalid",
            ErrorCode::UnsupportedOperation => "unsupported_operation",
            ErrorCode::ContentTooLarge => "content_too_large",
            ErrorCode::ControlCharacter => "control_character",
            ErrorCode::MetadataInvalid => "metadata_invalid",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::QuotaExceeded => "quota_exceeded",
            ErrorCode::ContentRejected => "content_rejected",
            ErrorCode::ContentFlagged => "content_flagged",
            ErrorCode::ContentRedacted => "content_redacted",
            ErrorCode::ContentBlocked => "content_blocked",
            ErrorCode::SignatureMissing => "signature_missing",
            ErrorCode::SealMissing => "seal_missing",
            ErrorCode::SealInvalid => "seal_invalid",
            ErrorCode::ProvenanceMissing => "provenance_missing",
            ErrorCode::OrphanedSource => "orphaned_source",
            ErrorCode::DuplicateId => "duplicate_id",
            ErrorCode::TruthNotAdmitted => "truth_not_admitted",
            ErrorCode::RetrievalNotAdmitted => "retrieval_not_admitted",
            ErrorCode::SecurityNotAdmitted => "security_not_admitted",
            ErrorCode::FreshnessNotAdmitted => "freshness_not_admitted",
            ErrorCode::SensitivityTooHigh => "sensitivity_too_high",
            ErrorCode::TrustTooLow => "trust_too_low",
            ErrorCode::MemoryExpired => "memory_expired",
            ErrorCode::SelfPromotion => "self_promotion",
            ErrorCode::EvidenceInsufficient => "evidence_insufficient",
            ErrorCode::ToolNotAllowed => "tool_not_allowed",
            ErrorCode::ToolCallLimit => "tool_call_limit",
            ErrorCode::ConsecutiveCallLimit => "consecutive_call_limit",
            ErrorCode::CostLimit => "cost_limit",
        }
    }
}

impl ErrorCode {
    /// Parses the stable snake_case string of a code.
    pub fn parse(s: &str) -> Option<ErrorCode> {
        ErrorCode::ALL.into_iter().find(|c| c.as_str() == s)
    }
}

/// Serialises as its stable snake_case string.
impl serde::Serialize for ErrorCode {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// Parses the stable snake_case string; unknown codes are refused.
impl<'de> serde::Deserialize<'de> for ErrorCode {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ErrorCode, D::Error> {
        let s = <alloc::borrow::Cow<'de, str> as serde::Deserialize>::deserialize(d)?;
        ErrorCode::parse(&s).ok_or_else(|| serde::de::Error::custom(alloc::format!("unknown code {s:?}")))
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error type of every fallible memwarden operation.
///
/// Opaque on purpose: match on [`Error::code`] (a stable string) or
/// [`Error::kind`], and show [`Error::message`] to humans.
///
/// ```
/// let big = "a".repeat(2 * 1024 * 1024);
/// let err = memwarden::scan(&big, &memwarden::ScanContext::default()).unwrap_err();
/// assert_eq!(err.code(), "input_too_large");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorCode,
    message: String,
    path: Option<String>,
}

impl Error {
    /// Builds an error from a code and a human-readable message.
    pub fn new(kind: ErrorCode, message: impl Into<String>) -> Self {
        Error { kind, message: message.into(), path: None }
    }

    /// An error that says nothing but its code: used by every verification
    /// failure so that it leaks nothing about why it failed.
    pub fn bare(kind: ErrorCode) -> Self {
        Error { kind, message: kind.as_str().to_string(), path: None }
    }

    /// A `policy_invalid` error about the policy value at `path` (written
    /// as errors write paths: `rules[1].pattern`).
    pub(crate) fn policy_at(path: impl Into<String>, message: impl Into<String>) -> Self {
        Error::new(ErrorCode::PolicyInvalid, message).at(path)
    }

    /// The same error, about the value at `path` (written as errors write
    /// paths: `scan.rules[1].pattern`). A crate that reads policies in a
    /// format of its own uses it to keep the path of the core's error when
    /// it words the error for its format.
    ///
    /// ```
    /// use memwarden::{Error, ErrorCode};
    /// let err = Error::new(ErrorCode::PolicyInvalid, "YAML policy: write.agentPerMinute must be at least 1").at("write.agentPerMinute");
    /// assert_eq!(err.path(), Some("write.agentPerMinute"));
    /// ```
    pub fn at(mut self, path: impl Into<String>) -> Self {
        self.path = Some(path.into());
        self
    }

    /// The same error about a value of the policy section `section`: its
    /// path starts with `section.`, and so does its message when the
    /// message begins by naming the value (`allowRules[1]: unknown rule
    /// id` becomes `scan.allowRules[1]: ...`; `rule acme.x: ...` names the
    /// rule by its id and stays).
    pub(crate) fn under(mut self, section: &str) -> Self {
        if let Some(path) = &self.path {
            let head = path.split('.').next().unwrap_or_default();
            let named = self.message.strip_prefix(head).is_some_and(|rest| rest.starts_with([':', ' ', '.']));
            if named {
                self.message = alloc::format!("{section}.{}", self.message);
            }
            self.path = Some(alloc::format!("{section}.{path}"));
        }
        self
    }

    /// The path of the value an error about a policy (or another JSON
    /// input) is about, as errors write paths (`scan.rules[1].pattern`;
    /// [`crate::json::steps`] reads it), when there is one. A reader of the
    /// policy's text can find the value there and name its place. A path
    /// names keys of ASCII letters, digits and `_` only: an error about an
    /// unknown key such as `"my key"` is named by the object that holds it
    /// (no path at the top level), and its message quotes the key.
    ///
    /// ```
    /// let policy: memwarden::FirewallPolicy = memwarden::json::from_str(r#"{"context": {"minTrust": 2}}"#)?;
    /// let err = policy.validate().unwrap_err();
    /// assert_eq!(err.path(), Some("context.minTrust"));
    /// # Ok::<(), memwarden::Error>(())
    /// ```
    pub fn path(&self) -> Option<&str> {
        self.path.as_deref()
    }

    /// The stable machine-readable code, e.g. `"policy_invalid"`.
    pub fn code(&self) -> &'static str {
        self.kind.as_str()
    }

    /// The code as an enum.
    pub fn kind(&self) -> ErrorCode {
        self.kind
    }

    /// The human-readable message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind.as_str(), self.message)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}

/// Serialises as `{"code": "...", "message": "..."}`, the shape every
/// binding surfaces.
impl serde::Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Error", 2)?;
        st.serialize_field("code", self.code())?;
        st.serialize_field("message", &self.message)?;
        st.end()
    }
}
