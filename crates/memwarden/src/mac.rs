//! HMAC-SHA256, hex and base64url codecs shared by the integrity modules.
//!
//! Private: every public operation that needs a MAC goes through
//! [`hmac_sha256`] and compares tags with [`tags_equal`], which is constant
//! time in the tag contents.

use alloc::string::String;
use alloc::vec::Vec;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use subtle::ConstantTimeEq;

/// Length of an HMAC-SHA256 tag in bytes.
pub(crate) const TAG_LEN: usize = 32;

/// HMAC-SHA256 of the concatenation of `parts` under `key`.
pub(crate) fn hmac_sha256(key: &[u8], parts: &[&[u8]]) -> [u8; TAG_LEN] {
    // HMAC accepts keys of any length, so this never fails.
    let mut mac = match Hmac::<Sha256>::new_from_slice(key) {
        Ok(m) => m,
        Err(_) => unreachable_invalid_length(),
    };
    for p in parts {
        mac.update(p);
    }
    mac.finalize().into_bytes().into()
}

#[cold]
fn unreachable_invalid_length() -> ! {
    // `Hmac::new_from_slice` only fails for fixed-key-size MACs; HMAC has none.
    unreachable!("HMAC accepts keys of every length")
}

/// Constant-time equality of two byte strings. Lengths are public.
pub(crate) fn tags_equal(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && bool::from(a.ct_eq(b))
}

/// Lowercase hex.
pub(crate) fn hex_encode(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[(b >> 4) as usize] as char);
        s.push(DIGITS[(b & 0x0f) as usize] as char);
    }
    s
}

/// Decodes hex (either case); `None` on odd length or a non-hex digit.
pub(crate) fn hex_decode(s: &str) -> Option<Vec<u8>> {
    fn nibble(c: u8) -> Option<u8> {
        match c {
            b'0'..=b'9' => Some(c - b'0'),
            b'a'..=b'f' => Some(c - b'a' + 10),
            b'A'..=b'F' => Some(c - b'A' + 10),
            _ => None,
        }
    }
    let b = s.as_bytes();
    if b.len() % 2 != 0 {
        return None;
    }
    b.chunks_exact(2)
        .map(|p| Some((nibble(p[0])? << 4) | nibble(p[1])?))
        .collect()
}

/// base64url without padding (RFC 4648 §5).
pub(crate) fn b64_encode(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Strict base64url-no-pad decoding: rejects padding, other alphabets and
/// non-zero trailing bits, so every byte string has exactly one accepted
/// encoding (no malleability).
pub(crate) fn b64_decode(s: &str) -> Option<Vec<u8>> {
    URL_SAFE_NO_PAD.decode(s).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips_and_rejects_odd_or_non_hex_input() {
        assert_eq!(hex_encode(&[0x00, 0xab, 0xff]), "00abff");
        assert_eq!(hex_decode("00ABff"), Some(alloc::vec![0x00, 0xab, 0xff]));
        assert_eq!(hex_decode("abc"), None);
        assert_eq!(hex_decode("zz"), None);
    }

    #[test]
    fn base64url_decoding_rejects_non_canonical_trailing_bits() {
        // "AQ" is the canonical encoding of [0x01]; "AR" has a non-zero trailing bit.
        assert_eq!(b64_decode("AQ"), Some(alloc::vec![1]));
        assert_eq!(b64_decode("AR"), None);
        assert_eq!(b64_decode("AQ=="), None);
        assert_eq!(b64_decode("A+"), None);
    }

    #[test]
    fn tags_of_different_length_are_unequal() {
        assert!(!tags_equal(b"abc", b"abcd"));
        assert!(tags_equal(b"abc", b"abc"));
    }
}
