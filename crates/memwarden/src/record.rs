//! Record signatures: HMAC-SHA256 over an unambiguous encoding of a memory
//! record.
//!
//! # Signed message
//!
//! [`record_message`] frames the fields with [`LengthPrefixed`] behind the
//! domain tag `memwarden/record/v1`, in this order:
//!
//! | # | field        | bytes                                              |
//! |---|--------------|----------------------------------------------------|
//! | 1 | projectId    | UTF-8                                              |
//! | 2 | agentId      | UTF-8                                              |
//! | 3 | scope        | UTF-8                                              |
//! | 4 | content      | UTF-8                                              |
//! | 5 | metadata     | [`canonical_json`] of the value, UTF-8             |
//! | 6 | sourceType   | the stable snake_case name, UTF-8                  |
//! | 7 | sourceId     | UTF-8                                              |
//! | 8 | trustLevel   | IEEE 754 binary64 bits, 8 bytes big-endian (−0 as +0) |
//! | 9 | timestampMs  | u64, 8 bytes big-endian                            |
//! | 10| contentHash  | UTF-8                                              |
//!
//! Each field is preceded by its length as a u64 big-endian, and so is the
//! tag. A design that signs `project + ":" + agent + ":" + content` lets
//! `("a:b", "c")` and `("a", "b:c")` share a signature; this framing cannot.
//!
//! # Signature string
//!
//! `mw1.<keyId>.<tag>` where `tag` is the 32-byte HMAC-SHA256 in base64url
//! without padding (43 characters). Signing uses the key ring's active key;
//! verification uses whichever key the signature names.

use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

use crate::canonical::{canonical_json, LengthPrefixed};
use crate::error::{Error, ErrorCode};
use crate::keyring::{is_valid_key_id, KeyRing};
use crate::mac::{b64_decode, b64_encode, hmac_sha256, tags_equal, TAG_LEN};
use crate::provenance::Provenance;

/// Domain-separation tag of record signatures.
pub const RECORD_DOMAIN: &str = "memwarden/record/v1";

/// Version prefix of record signature strings.
pub const SIGNATURE_PREFIX: &str = "mw1";

/// The signed fields of a memory record.
///
/// JSON: `{"projectId": "...", "agentId": "...", "scope": "...",
/// "content": "...", "metadata": {...}, "provenance": {...}}`;
/// `metadata` defaults to `null` when absent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RecordFields {
    /// The project (tenant) the memory belongs to.
    pub project_id: String,
    /// The agent that owns the memory.
    pub agent_id: String,
    /// The memory scope within the agent (e.g. `session`, `user`, `global`).
    pub scope: String,
    /// The stored content, exactly as stored.
    pub content: String,
    /// Free-form metadata, signed in its canonical JSON form.
    #[serde(default)]
    pub metadata: serde_json::Value,
    /// Where the content came from, stamped at write time.
    pub provenance: Provenance,
}

/// The exact bytes that [`sign_record`] MACs (see the module documentation).
///
/// # Errors
///
/// `invalid_input` when the metadata nests too deeply to canonicalise.
pub fn record_message(fields: &RecordFields) -> Result<Vec<u8>, Error> {
    let metadata = canonical_json(&fields.metadata)?;
    let p = &fields.provenance;
    let mut m = LengthPrefixed::new(RECORD_DOMAIN);
    m.field(fields.project_id.as_bytes())
        .field(fields.agent_id.as_bytes())
        .field(fields.scope.as_bytes())
        .field(fields.content.as_bytes())
        .field(metadata.as_bytes())
        .field(p.source_type.as_str().as_bytes())
        .field(p.source_id.as_bytes())
        .field(&trust_bits(p.trust_level).to_be_bytes())
        .field_u64(p.timestamp_ms)
        .field(p.content_hash.as_bytes());
    Ok(m.into_bytes())
}

/// The bits of a trust level, with −0 folded into +0 (JSON and JavaScript
/// do not tell them apart, so neither may the signature).
fn trust_bits(trust: f64) -> u64 {
    if trust == 0.0 {
        0
    } else {
        trust.to_bits()
    }
}

/// Signs a record with the key ring's active key.
///
/// Refuses to sign a record whose provenance hash does not match its
/// content, so a valid signature always vouches for a consistent record.
///
/// ```
/// use memwarden::keyring::KeyRing;
/// use memwarden::provenance::{Provenance, TrustConfig};
/// use memwarden::record::{sign_record, verify_record, RecordFields};
/// use memwarden::Source;
///
/// let ring = KeyRing::new("k1", b"0123456789abcdef0123456789abcdef").unwrap();
/// let content = "The user prefers metric units.";
/// let fields = RecordFields {
///     project_id: "p1".into(),
///     agent_id: "a1".into(),
///     scope: "user".into(),
///     content: content.into(),
///     metadata: serde_json::json!({"tags": ["units"]}),
///     provenance: Provenance::stamp(Source::UserInput, "u42", content.as_bytes(), 1_700_000_000_000, &TrustConfig::default()),
/// };
/// let sig = sign_record(&fields, &ring).unwrap();
/// assert!(sig.starts_with("mw1.k1."));
/// assert!(verify_record(&fields, &sig, &ring).is_ok());
///
/// let mut tampered = fields.clone();
/// tampered.content.push('!');
/// assert_eq!(verify_record(&tampered, &sig, &ring).unwrap_err().code(), "signature_invalid");
/// ```
///
/// # Errors
///
/// `content_hash_mismatch` when `provenance.contentHash` is not the hash of
/// `content`; `invalid_input` when the trust level is outside [0, 1] or the
/// metadata nests too deeply.
pub fn sign_record(fields: &RecordFields, keyring: &KeyRing) -> Result<String, Error> {
    if !(0.0..=1.0).contains(&fields.provenance.trust_level) {
        return Err(Error::new(ErrorCode::InvalidInput, "trustLevel must lie in [0, 1]"));
    }
    fields.provenance.verify_content(fields.content.as_bytes())?;
    let message = record_message(fields)?;
    let (key_id, secret) = keyring.active_key();
    let tag = hmac_sha256(secret, &[&message]);
    let mut s = String::with_capacity(SIGNATURE_PREFIX.len() + key_id.len() + 46);
    s.push_str(SIGNATURE_PREFIX);
    s.push('.');
    s.push_str(key_id);
    s.push('.');
    s.push_str(&b64_encode(&tag));
    Ok(s)
}

/// Verifies a record signature made by [`sign_record`] with any key of the
/// ring, then checks the content against the provenance hash.
///
/// The tag is compared in constant time. Failures carry only their code.
///
/// # Errors
///
/// * `signature_malformed`: not `mw1.<keyId>.<43 base64url characters>`;
/// * `unknown_key`: the ring holds no key with the signature's key id;
/// * `signature_invalid`: the tag does not match (any changed field);
/// * `content_hash_mismatch`: authentic, but the content does not match
///   its provenance hash (cannot come from [`sign_record`]);
/// * `invalid_input`: metadata nests too deeply.
pub fn verify_record(fields: &RecordFields, signature: &str, keyring: &KeyRing) -> Result<(), Error> {
    let (key_id, tag) = parse_signature(signature)?;
    let secret = keyring.secret(key_id).ok_or_else(|| Error::bare(ErrorCode::UnknownKey))?;
    let message = record_message(fields)?;
    let expected = hmac_sha256(secret, &[&message]);
    if !tags_equal(&expected, &tag) {
        return Err(Error::bare(ErrorCode::SignatureInvalid));
    }
    fields.provenance.verify_content(fields.content.as_bytes())
}

/// Splits `mw1.<keyId>.<tag>` into the key id and the decoded 32-byte tag.
pub(crate) fn parse_signature(signature: &str) -> Result<(&str, [u8; TAG_LEN]), Error> {
    let malformed = || Error::bare(ErrorCode::SignatureMalformed);
    let mut parts = signature.split('.');
    let (Some(prefix), Some(key_id), Some(tag), None) = (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(malformed());
    };
    if prefix != SIGNATURE_PREFIX || !is_valid_key_id(key_id) || tag.len() != 43 {
        return Err(malformed());
    }
    let bytes = b64_decode(tag).ok_or_else(malformed)?;
    let tag: [u8; TAG_LEN] = bytes.as_slice().try_into().map_err(|_| malformed())?;
    Ok((key_id, tag))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Source;
    use crate::provenance::TrustConfig;
    use serde_json::json;

    fn ring() -> KeyRing {
        KeyRing::new("k1", b"0123456789abcdef0123456789abcdef").unwrap()
    }

    fn fields(project: &str, agent: &str, content: &str) -> RecordFields {
        RecordFields {
            project_id: project.into(),
            agent_id: agent.into(),
            scope: "user".into(),
            content: content.into(),
            metadata: json!({"b": 1, "a": [true]}),
            provenance: Provenance::stamp(Source::UserInput, "u1", content.as_bytes(), 1_000, &TrustConfig::default()),
        }
    }

    #[test]
    fn a_signed_record_verifies() {
        let f = fields("p", "a", "c");
        let sig = sign_record(&f, &ring()).unwrap();
        assert_eq!(verify_record(&f, &sig, &ring()), Ok(()));
    }

    #[test]
    fn colons_in_ids_cannot_make_two_records_share_a_signature() {
        // With `project:agent:content` both of these would sign "a:b:c".
        let one = fields("a:b", "c", "x");
        let two = fields("a", "b:c", "x");
        assert_ne!(record_message(&one).unwrap(), record_message(&two).unwrap());
        let sig = sign_record(&one, &ring()).unwrap();
        assert_eq!(verify_record(&two, &sig, &ring()).unwrap_err().code(), "signature_invalid");
    }

    #[test]
    fn moving_bytes_between_content_and_scope_changes_the_message() {
        let mut one = fields("p", "a", "x");
        one.scope = "ab".into();
        let mut two = fields("p", "a", "x");
        two.scope = "a".into();
        two.metadata = json!("b");
        assert_ne!(record_message(&one).unwrap(), record_message(&two).unwrap());
    }

    #[test]
    fn metadata_key_order_does_not_change_the_signature() {
        let f = fields("p", "a", "c");
        let mut g = f.clone();
        g.metadata = serde_json::from_str(r#"{"a":[true],"b":1.0}"#).unwrap();
        let sig = sign_record(&f, &ring()).unwrap();
        assert_eq!(verify_record(&g, &sig, &ring()), Ok(()));
    }

    #[test]
    fn a_changed_trust_level_invalidates_the_signature() {
        let f = fields("p", "a", "c");
        let sig = sign_record(&f, &ring()).unwrap();
        let mut g = f.clone();
        g.provenance.trust_level = 1.0;
        assert_eq!(verify_record(&g, &sig, &ring()).unwrap_err().code(), "signature_invalid");
    }

    #[test]
    fn trust_levels_outside_the_unit_interval_are_not_signed() {
        let mut f = fields("p", "a", "c");
        f.provenance.trust_level = 1.5;
        assert_eq!(sign_record(&f, &ring()).unwrap_err().code(), "invalid_input");
    }

    #[test]
    fn negative_zero_trust_signs_like_zero() {
        let mut f = fields("p", "a", "c");
        f.provenance.trust_level = 0.0;
        let mut g = f.clone();
        g.provenance.trust_level = -0.0;
        assert_eq!(record_message(&f).unwrap(), record_message(&g).unwrap());
    }

    #[test]
    fn records_whose_content_does_not_match_the_hash_are_not_signed() {
        let mut f = fields("p", "a", "c");
        f.content = "d".into();
        assert_eq!(sign_record(&f, &ring()).unwrap_err().code(), "content_hash_mismatch");
    }

    #[test]
    fn signatures_from_a_rotated_out_key_still_verify_while_it_is_in_the_ring() {
        let f = fields("p", "a", "c");
        let old = sign_record(&f, &ring()).unwrap();
        let mut r = ring();
        r.insert("k2", b"another-32-byte-key-for-rotation").unwrap().set_active("k2").unwrap();
        assert!(sign_record(&f, &r).unwrap().starts_with("mw1.k2."));
        assert_eq!(verify_record(&f, &old, &r), Ok(()));
        r.remove("k1").unwrap();
        assert_eq!(verify_record(&f, &old, &r).unwrap_err().code(), "unknown_key");
    }

    #[test]
    fn malformed_signature_strings_are_signature_malformed() {
        let f = fields("p", "a", "c");
        let good = sign_record(&f, &ring()).unwrap();
        let tag = &good[7..];
        for bad in [
            String::new(),
            "mw1".into(),
            "mw1.k1".into(),
            alloc::format!("mw2.k1.{tag}"),
            alloc::format!("mw1.k1.{tag}.x"),
            alloc::format!("mw1.k1.{}", &tag[..42]),
            alloc::format!("mw1.k1.{tag}A"),
            alloc::format!("mw1..{tag}"),
            alloc::format!("mw1.k1.{}=", &tag[..42]),
            "mw1.k1.\u{e9}\u{e9}\u{e9}".into(),
        ] {
            assert_eq!(verify_record(&f, &bad, &ring()).unwrap_err().code(), "signature_malformed", "{bad}");
        }
    }

    #[test]
    fn verification_failures_say_only_their_code() {
        let f = fields("p", "a", "c");
        let mut sig = sign_record(&f, &ring()).unwrap();
        sig.replace_range(7..8, if &sig[7..8] == "A" { "B" } else { "A" });
        let e = verify_record(&f, &sig, &ring()).unwrap_err();
        assert_eq!(e.message(), "signature_invalid");
    }
}
