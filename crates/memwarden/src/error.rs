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
}

impl ErrorCode {
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
        }
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
}

impl Error {
    /// Builds an error from a code and a human-readable message.
    pub fn new(kind: ErrorCode, message: impl Into<String>) -> Self {
        Error { kind, message: message.into() }
    }

    /// An error that says nothing but its code: used by every verification
    /// failure so that it leaks nothing about why it failed.
    pub fn bare(kind: ErrorCode) -> Self {
        Error { kind, message: kind.as_str().to_string() }
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
