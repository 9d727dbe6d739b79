//! Secret keys for record signatures, capability tokens and the audit chain.
//!
//! A [`KeyRing`] maps key ids to secret bytes and names one **active** key.
//! Everything memwarden signs is signed with the active key and carries that
//! key's id; verification looks the id up in the ring, so keys can be rotated
//! by adding a new key, making it active, and removing the old one once
//! nothing signed with it is still in use.
//!
//! # JSON
//!
//! ```json
//! {"active": "k2", "keys": {"k1": "<base64url>", "k2": "<base64url>"}}
//! ```
//!
//! Key bytes are written in **base64url without padding** (RFC 4648 §5), the
//! same alphabet the signatures and tokens use. Decoding is strict (no
//! padding, no `+`/`/`, no non-zero trailing bits).
//!
//! # Rules
//!
//! * A key id is 1 to 64 characters from `A-Z a-z 0-9 _ -` (so it never
//!   contains the `.` that separates the parts of a signature or token).
//! * A key is 16 to 1024 bytes long (at least 128 bits; RFC 2104 recommends
//!   32 bytes or more for HMAC-SHA256).
//! * The active key must be in the ring.
//!
//! A key ring deliberately implements `Deserialize` but not `Serialize`, and
//! its `Debug` output shows key ids only, so secrets are never written out by
//! accident (logging a configuration, echoing an error).

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use serde::{Deserialize, Deserializer};

use crate::error::{Error, ErrorCode};
use crate::mac::b64_decode;

/// Shortest accepted key, in bytes.
pub const MIN_KEY_LEN: usize = 16;
/// Longest accepted key, in bytes.
pub const MAX_KEY_LEN: usize = 1024;
/// Longest accepted key id, in characters.
pub const MAX_KEY_ID_LEN: usize = 64;

/// True when `id` is a valid key id: 1 to 64 characters from
/// `A-Z a-z 0-9 _ -`.
pub fn is_valid_key_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_KEY_ID_LEN
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// A set of HMAC keys with one active key (see the module documentation).
///
/// ```
/// use memwarden::keyring::KeyRing;
/// let ring = KeyRing::from_json(r#"{"active":"k1","keys":{"k1":"c2l4dGVlbi1ieXRlLXNlY3JldA"}}"#).unwrap();
/// assert_eq!(ring.active_id(), "k1");
/// assert!(KeyRing::from_json(r#"{"active":"k1","keys":{"k1":""}}"#).is_err());
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct KeyRing {
    active: String,
    keys: BTreeMap<String, Vec<u8>>,
}

impl fmt::Debug for KeyRing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KeyRing")
            .field("active", &self.active)
            .field("keyIds", &self.keys.keys().collect::<Vec<_>>())
            .finish()
    }
}

fn check_key(id: &str, secret: &[u8]) -> Result<(), Error> {
    if !is_valid_key_id(id) {
        return Err(Error::new(
            ErrorCode::KeyInvalid,
            "key id must be 1 to 64 characters from A-Z a-z 0-9 _ -",
        ));
    }
    if secret.len() < MIN_KEY_LEN || secret.len() > MAX_KEY_LEN {
        return Err(Error::new(
            ErrorCode::KeyInvalid,
            format!("key {id} must be {MIN_KEY_LEN} to {MAX_KEY_LEN} bytes long"),
        ));
    }
    Ok(())
}

impl KeyRing {
    /// A ring holding one key, which is active.
    ///
    /// # Errors
    ///
    /// `key_invalid` for a bad id or a key of the wrong length.
    pub fn new(id: &str, secret: &[u8]) -> Result<KeyRing, Error> {
        check_key(id, secret)?;
        let mut keys = BTreeMap::new();
        keys.insert(String::from(id), secret.to_vec());
        Ok(KeyRing { active: String::from(id), keys })
    }

    /// Parses the JSON form (see the module documentation).
    ///
    /// # Errors
    ///
    /// `key_invalid` for a malformed document, undecodable key bytes, a bad
    /// id or length, or an active id that is not in the ring. The message
    /// never contains key material.
    pub fn from_json(json: &str) -> Result<KeyRing, Error> {
        crate::json::from_str(json).map_err(|_| Error::new(ErrorCode::KeyInvalid, "key ring JSON is invalid"))
    }

    /// Adds (or replaces) a key without changing the active key.
    ///
    /// # Errors
    ///
    /// `key_invalid` for a bad id or a key of the wrong length.
    pub fn insert(&mut self, id: &str, secret: &[u8]) -> Result<&mut Self, Error> {
        check_key(id, secret)?;
        self.keys.insert(String::from(id), secret.to_vec());
        Ok(self)
    }

    /// Makes `id` the key new signatures are made with.
    ///
    /// # Errors
    ///
    /// `unknown_key` when the ring does not hold `id`.
    pub fn set_active(&mut self, id: &str) -> Result<&mut Self, Error> {
        if !self.keys.contains_key(id) {
            return Err(Error::new(ErrorCode::UnknownKey, "no key with that id in the ring"));
        }
        self.active = String::from(id);
        Ok(self)
    }

    /// Removes a key that is not active; signatures made with it stop
    /// verifying (`unknown_key`).
    ///
    /// # Errors
    ///
    /// `key_invalid` when `id` is the active key, `unknown_key` when the
    /// ring does not hold it.
    pub fn remove(&mut self, id: &str) -> Result<&mut Self, Error> {
        if id == self.active {
            return Err(Error::new(ErrorCode::KeyInvalid, "the active key cannot be removed"));
        }
        if self.keys.remove(id).is_none() {
            return Err(Error::new(ErrorCode::UnknownKey, "no key with that id in the ring"));
        }
        Ok(self)
    }

    /// The id of the active key.
    pub fn active_id(&self) -> &str {
        &self.active
    }

    /// True when the ring holds a key with this id.
    pub fn contains(&self, id: &str) -> bool {
        self.keys.contains_key(id)
    }

    /// The ids of every key in the ring, in sorted order.
    pub fn key_ids(&self) -> impl Iterator<Item = &str> {
        self.keys.keys().map(String::as_str)
    }

    /// The active key's id and secret.
    pub(crate) fn active_key(&self) -> (&str, &[u8]) {
        // Invariant: the active id is always in the ring (checked by every constructor and mutator).
        match self.keys.get(&self.active) {
            Some(k) => (&self.active, k),
            None => (&self.active, &[]),
        }
    }

    /// The secret for `id`, if the ring holds it.
    pub(crate) fn secret(&self, id: &str) -> Option<&[u8]> {
        self.keys.get(id).map(Vec::as_slice)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct KeyRingJson {
    active: String,
    keys: BTreeMap<String, String>,
}

impl<'de> Deserialize<'de> for KeyRing {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<KeyRing, D::Error> {
        use serde::de::Error as _;
        let raw = KeyRingJson::deserialize(d)?;
        let mut keys = BTreeMap::new();
        for (id, encoded) in raw.keys {
            let secret = b64_decode(&encoded)
                .ok_or_else(|| D::Error::custom("key bytes must be base64url without padding"))?;
            check_key(&id, &secret).map_err(|e| D::Error::custom(e.message()))?;
            keys.insert(id, secret);
        }
        if !keys.contains_key(&raw.active) {
            return Err(D::Error::custom("the active key id is not in the ring"));
        }
        Ok(KeyRing { active: raw.active, keys })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const K16: &[u8] = b"0123456789abcdef";

    #[test]
    fn empty_keys_are_rejected() {
        assert_eq!(KeyRing::new("k1", b"").unwrap_err().code(), "key_invalid");
    }

    #[test]
    fn keys_shorter_than_sixteen_bytes_are_rejected() {
        assert_eq!(KeyRing::new("k1", b"short").unwrap_err().code(), "key_invalid");
    }

    #[test]
    fn key_ids_containing_a_dot_are_rejected() {
        assert_eq!(KeyRing::new("k.1", K16).unwrap_err().code(), "key_invalid");
        assert_eq!(KeyRing::new("", K16).unwrap_err().code(), "key_invalid");
    }

    #[test]
    fn json_key_bytes_are_base64url_without_padding() {
        let ring = KeyRing::from_json(r#"{"active":"a","keys":{"a":"MDEyMzQ1Njc4OWFiY2RlZg"}}"#).unwrap();
        assert_eq!(ring.secret("a"), Some(K16));
        let padded = r#"{"active":"a","keys":{"a":"MDEyMzQ1Njc4OWFiY2RlZg=="}}"#;
        assert_eq!(KeyRing::from_json(padded).unwrap_err().code(), "key_invalid");
    }

    #[test]
    fn json_active_key_must_be_in_the_ring() {
        let j = r#"{"active":"b","keys":{"a":"MDEyMzQ1Njc4OWFiY2RlZg"}}"#;
        assert_eq!(KeyRing::from_json(j).unwrap_err().code(), "key_invalid");
    }

    #[test]
    fn json_errors_never_echo_key_material() {
        let j = r#"{"active":"a","keys":{"a":"c2VjcmV0"}}"#;
        let e = KeyRing::from_json(j).unwrap_err();
        assert!(!e.message().contains("c2VjcmV0"));
    }

    #[test]
    fn debug_output_shows_ids_but_not_secrets() {
        let ring = KeyRing::new("k1", K16).unwrap();
        let s = format!("{ring:?}");
        assert!(s.contains("k1"));
        assert!(!s.contains("0123456789abcdef"));
    }

    #[test]
    fn rotation_keeps_old_keys_for_verification() {
        let mut ring = KeyRing::new("k1", K16).unwrap();
        ring.insert("k2", b"fedcba9876543210").unwrap().set_active("k2").unwrap();
        assert_eq!(ring.active_id(), "k2");
        assert!(ring.contains("k1"));
    }

    #[test]
    fn the_active_key_cannot_be_removed() {
        let mut ring = KeyRing::new("k1", K16).unwrap();
        assert_eq!(ring.remove("k1").unwrap_err().code(), "key_invalid");
        assert_eq!(ring.set_active("nope").unwrap_err().code(), "unknown_key");
    }
}
