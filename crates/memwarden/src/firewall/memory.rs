//! Memory records: the stored unit, its four status axes, its sensitivity,
//! and the two MACs that make every stored field tamper-evident.
//!
//! # Signatures
//!
//! * `signature` is the record signature of [`crate::record`] over
//!   [`RecordFields`] (project, agent, scope, content, metadata,
//!   provenance).
//! * `seal` covers what changes during a record's life and what the
//!   signature does not cover: `mw1.<keyId>.<tag>` with tag
//!   `HMAC(key, LP("memwarden/record-state/v1", id, signature, truth,
//!   retrieval, security, freshness, sensitivity))`. Because the seal
//!   covers the signature, a valid seal and a valid signature together
//!   vouch for every field of the record: an id, a status axis or the
//!   sensitivity edited in the store is reported as `seal_invalid`.

use alloc::string::String;

use serde::{Deserialize, Serialize};

use crate::canonical::LengthPrefixed;
use crate::error::{Error, ErrorCode};
use crate::keyring::KeyRing;
use crate::mac::{b64_encode, hmac_sha256, tags_equal};
use crate::provenance::Provenance;
use crate::record::{parse_signature, RecordFields, SIGNATURE_PREFIX};

/// Domain-separation tag of status seals.
pub const SEAL_DOMAIN: &str = "memwarden/record-state/v1";

macro_rules! axis {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident => $s:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum $name { $($(#[$vm])* $v),+ }

        impl $name {
            /// Every value, in order.
            pub const ALL: &'static [$name] = &[$($name::$v),+];

            /// The stable snake_case name, as in JSON.
            pub const fn as_str(self) -> &'static str {
                match self { $($name::$v => $s),+ }
            }
        }
    };
}

axis! {
    /// Is the memory true? Only user confirmation, probe verification or an
    /// explicit auto-promotion rule moves a memory to `supported`.
    Truth {
        /// Nobody has confirmed it (third-party and model content starts here).
        Unverified => "unverified",
        /// Confirmed by the user, a probe, or an explicit rule.
        Supported => "supported",
        /// Evidence says it is false.
        Contradicted => "contradicted",
        /// A newer memory replaces it.
        Superseded => "superseded",
    }
}

axis! {
    /// Who may retrieve the memory, from most to least restricted order of
    /// declaration: `hidden` and `blocked` are never loaded by default.
    Retrieval {
        /// Not shown in any context (kept for the record).
        Hidden => "hidden",
        /// Only contexts that ask for restricted memories.
        Restricted => "restricted",
        /// Every context.
        Normal => "normal",
        /// Only privileged contexts.
        PrivilegedOnly => "privileged_only",
        /// Withheld: replaced by a `[BLOCKED: ...]` placeholder.
        Blocked => "blocked",
    }
}

axis! {
    /// What the scanner (or a reviewer) thinks of the content.
    Security {
        /// Nothing found.
        Clean => "clean",
        /// Flagged: stored, not loaded by default.
        Suspicious => "suspicious",
        /// Rejected but kept for review; blocked at load.
        Quarantined => "quarantined",
        /// Confirmed malicious; blocked at load.
        Malicious => "malicious",
    }
}

axis! {
    /// How current the memory is.
    Freshness {
        /// Current.
        Fresh => "fresh",
        /// Possibly out of date.
        Stale => "stale",
        /// Past its useful life: never loaded.
        Expired => "expired",
    }
}

axis! {
    /// How sensitive the content is, from least to most.
    Sensitivity {
        /// May be shown to anyone.
        Public => "public",
        /// For the user and the agent (default).
        Internal => "internal",
        /// Personal or business-confidential data.
        Confidential => "confidential",
        /// Never placed in a model's context by default.
        Restricted => "restricted",
    }
}

#[allow(clippy::derivable_impls)] // the enum is declared by a macro
impl Default for Sensitivity {
    fn default() -> Self {
        Sensitivity::Internal
    }
}

/// The four independent status axes of a memory.
///
/// JSON: `{"truth": "unverified", "retrieval": "normal", "security": "clean", "freshness": "fresh"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MemoryStatus {
    /// Is it true?
    pub truth: Truth,
    /// Who may retrieve it?
    pub retrieval: Retrieval,
    /// Is the content safe?
    pub security: Security,
    /// Is it current?
    pub freshness: Freshness,
}

/// One stored memory.
///
/// JSON (camelCase): `{"id", "projectId", "agentId", "scope", "content",
/// "metadata", "provenance", "status", "sensitivity", "signature", "seal"}`.
/// `provenance`, `signature` and `seal` may be `null` in a store that was
/// not written through the firewall; the auditor reports them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MemoryRecord {
    /// Host-assigned id, unique within the store.
    pub id: String,
    /// The project (tenant).
    pub project_id: String,
    /// The owning agent.
    pub agent_id: String,
    /// Memory scope within the agent (`user`, `session`, ...).
    pub scope: String,
    /// The content exactly as stored.
    pub content: String,
    /// Free-form metadata (an object or `null`). A `derivedFrom` array of
    /// memory ids names the memories this one was derived from.
    #[serde(default)]
    pub metadata: serde_json::Value,
    /// Where the content came from, stamped at write time.
    #[serde(default)]
    pub provenance: Option<Provenance>,
    /// The four status axes.
    pub status: MemoryStatus,
    /// How sensitive the content is.
    #[serde(default)]
    pub sensitivity: Sensitivity,
    /// Record signature `mw1.<keyId>.<tag>` over the signed fields.
    #[serde(default)]
    pub signature: Option<String>,
    /// Status seal `mw1.<keyId>.<tag>` over id, signature, status and
    /// sensitivity (see the module documentation).
    #[serde(default)]
    pub seal: Option<String>,
}

impl MemoryRecord {
    /// The fields the record signature covers, when the record has a
    /// provenance.
    pub fn signed_fields(&self) -> Option<RecordFields> {
        Some(RecordFields {
            project_id: self.project_id.clone(),
            agent_id: self.agent_id.clone(),
            scope: self.scope.clone(),
            content: self.content.clone(),
            metadata: self.metadata.clone(),
            provenance: self.provenance.clone()?,
        })
    }
}

fn seal_message(record: &MemoryRecord) -> alloc::vec::Vec<u8> {
    let s = &record.status;
    let mut m = LengthPrefixed::new(SEAL_DOMAIN);
    m.field(record.id.as_bytes())
        .field(record.signature.as_deref().unwrap_or("").as_bytes())
        .field(s.truth.as_str().as_bytes())
        .field(s.retrieval.as_str().as_bytes())
        .field(s.security.as_str().as_bytes())
        .field(s.freshness.as_str().as_bytes())
        .field(record.sensitivity.as_str().as_bytes());
    m.into_bytes()
}

/// Signs the record's fields and seals its status with the ring's active
/// key, replacing `signature` and `seal`.
///
/// # Errors
///
/// `provenance_missing` without provenance; the errors of
/// [`crate::record::sign_record`] (`content_hash_mismatch`, `invalid_input`).
pub fn sign_memory(record: &mut MemoryRecord, keyring: &KeyRing) -> Result<(), Error> {
    let fields = record.signed_fields().ok_or_else(|| Error::bare(ErrorCode::ProvenanceMissing))?;
    record.signature = Some(crate::record::sign_record(&fields, keyring)?);
    reseal(record, keyring);
    Ok(())
}

/// Recomputes only the status seal (after a status change), leaving the
/// record signature as it is.
pub fn reseal(record: &mut MemoryRecord, keyring: &KeyRing) {
    let (key_id, secret) = keyring.active_key();
    let tag = hmac_sha256(secret, &[&seal_message(record)]);
    let mut s = String::from(SIGNATURE_PREFIX);
    s.push('.');
    s.push_str(key_id);
    s.push('.');
    s.push_str(&b64_encode(&tag));
    record.seal = Some(s);
}

/// Verifies the status seal.
///
/// # Errors
///
/// `seal_missing`; `seal_invalid` for a malformed seal, an unknown key or
/// a tag that does not match. Failures carry only their code.
pub fn verify_seal(record: &MemoryRecord, keyring: &KeyRing) -> Result<(), Error> {
    let seal = record.seal.as_deref().ok_or_else(|| Error::bare(ErrorCode::SealMissing))?;
    let (key_id, tag) = parse_signature(seal).map_err(|_| Error::bare(ErrorCode::SealInvalid))?;
    let secret = keyring.secret(key_id).ok_or_else(|| Error::bare(ErrorCode::SealInvalid))?;
    let expected = hmac_sha256(secret, &[&seal_message(record)]);
    if tags_equal(&expected, &tag) {
        Ok(())
    } else {
        Err(Error::bare(ErrorCode::SealInvalid))
    }
}

/// Every integrity problem of a record, in a fixed order: provenance,
/// content hash, signature, seal. Empty when the record is intact.
pub fn integrity_issues(record: &MemoryRecord, keyring: &KeyRing) -> alloc::vec::Vec<ErrorCode> {
    let mut out = alloc::vec::Vec::new();
    match &record.provenance {
        None => out.push(ErrorCode::ProvenanceMissing),
        Some(p) if p.content_hash.is_empty() => out.push(ErrorCode::ProvenanceMissing),
        Some(p) => {
            if p.verify_content(record.content.as_bytes()).is_err() {
                out.push(ErrorCode::ContentHashMismatch);
            }
        }
    }
    match (&record.signature, record.signed_fields()) {
        (None, _) => out.push(ErrorCode::SignatureMissing),
        (Some(_), None) => {}
        (Some(sig), Some(fields)) => {
            if let Err(e) = crate::record::verify_record(&fields, sig, keyring) {
                // The content hash is reported on its own above.
                if e.kind() != ErrorCode::ContentHashMismatch {
                    out.push(e.kind());
                }
            }
        }
    }
    if let Err(e) = verify_seal(record, keyring) {
        out.push(e.kind());
    }
    out
}
