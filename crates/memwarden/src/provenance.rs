//! Provenance: where a memory came from, how much it is trusted, and the
//! hash of the exact bytes that were stored.
//!
//! # Trust and its decay
//!
//! A memory starts with the trust of its [`Source`] (see [`TrustConfig`]).
//! Its effective trust at a later time is
//!
//! ```text
//! initial × (1 − decayPerDay)^days × (1 + 0.1 × accessCount), clamped to [0, 1]
//! ```
//!
//! where `days = floor(elapsedMs / 86_400_000)` counts **whole elapsed days**
//! (trust steps down once a day rather than continuously), and elapsed time is
//! zero when the clock reads earlier than the memory's timestamp. The power is
//! computed by exponentiation by squaring on that integer, using only IEEE 754
//! multiplications (correctly rounded on every target, never fused), so the
//! result is bit-identical on native code and WebAssembly; no `libm` function
//! is involved.

use alloc::string::String;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::context::Source;
use crate::error::{Error, ErrorCode};
use crate::mac::{hex_encode, tags_equal};

/// Milliseconds in one day.
pub const MS_PER_DAY: u64 = 86_400_000;

/// Prefix of every content hash.
pub const CONTENT_HASH_PREFIX: &str = "sha256:";

/// The content hash of `bytes`: `"sha256:"` followed by the lowercase hex
/// SHA-256 digest of exactly those bytes (no normalisation of any kind).
///
/// ```
/// assert_eq!(
///     memwarden::provenance::content_hash(b"abc"),
///     "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// );
/// ```
pub fn content_hash(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut s = String::with_capacity(CONTENT_HASH_PREFIX.len() + 64);
    s.push_str(CONTENT_HASH_PREFIX);
    s.push_str(&hex_encode(&digest));
    s
}

/// Where a memory came from and how it was stamped at write time.
///
/// JSON: `{"sourceType": "tool_result", "sourceId": "web:example.org",
/// "trustLevel": 0.6, "timestampMs": 1700000000000, "contentHash": "sha256:…"}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Provenance {
    /// The kind of source that produced the content.
    pub source_type: Source,
    /// Which source of that kind (a tool name, a URL, a user id); free text.
    pub source_id: String,
    /// Trust at write time, in [0, 1].
    pub trust_level: f64,
    /// Write time, milliseconds since the Unix epoch (supplied by the host).
    pub timestamp_ms: u64,
    /// [`content_hash`] of the exact stored bytes.
    pub content_hash: String,
}

impl Provenance {
    /// Stamps `content` written at `timestamp_ms` by `source_id` of kind
    /// `source_type`, with the initial trust `config` gives that kind.
    ///
    /// ```
    /// use memwarden::provenance::{Provenance, TrustConfig};
    /// use memwarden::Source;
    /// let p = Provenance::stamp(Source::UserInput, "alice", b"likes tea", 1_000, &TrustConfig::default());
    /// assert_eq!(p.trust_level, 0.9);
    /// assert!(p.verify_content(b"likes tea").is_ok());
    /// ```
    pub fn stamp(
        source_type: Source,
        source_id: impl Into<String>,
        content: &[u8],
        timestamp_ms: u64,
        config: &TrustConfig,
    ) -> Provenance {
        Provenance {
            source_type,
            source_id: source_id.into(),
            trust_level: config.initial_trust(source_type),
            timestamp_ms,
            content_hash: content_hash(content),
        }
    }

    /// Checks that `content` is exactly the content this provenance was
    /// stamped for (constant-time comparison of the hashes).
    ///
    /// # Errors
    ///
    /// `content_hash_mismatch` (bare: no detail) when it is not.
    pub fn verify_content(&self, content: &[u8]) -> Result<(), Error> {
        if tags_equal(content_hash(content).as_bytes(), self.content_hash.as_bytes()) {
            Ok(())
        } else {
            Err(Error::bare(ErrorCode::ContentHashMismatch))
        }
    }

    /// The effective trust of this memory at `now_ms` after `access_count`
    /// accesses: [`effective_trust`] applied to [`trust_level`](Self::trust_level)
    /// and the time elapsed since [`timestamp_ms`](Self::timestamp_ms).
    pub fn effective_trust(&self, now_ms: u64, access_count: u64, config: &TrustConfig) -> f64 {
        effective_trust(
            self.trust_level,
            now_ms.saturating_sub(self.timestamp_ms),
            access_count,
            config.decay_per_day,
        )
    }
}

/// Initial trust per source and the daily decay rate.
///
/// JSON (every field optional, defaults shown):
/// `{"system": 1.0, "userInput": 0.9, "llmGenerated": 0.7, "toolResult": 0.6,
/// "externalData": 0.3, "decayPerDay": 0.01}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct TrustConfig {
    /// Initial trust of [`Source::System`] content.
    pub system: f64,
    /// Initial trust of [`Source::UserInput`] content.
    pub user_input: f64,
    /// Initial trust of [`Source::LlmGenerated`] content.
    pub llm_generated: f64,
    /// Initial trust of [`Source::ToolResult`] content.
    pub tool_result: f64,
    /// Initial trust of [`Source::ExternalData`] content.
    pub external_data: f64,
    /// Fraction of trust lost per whole day, in [0, 1].
    pub decay_per_day: f64,
}

impl Default for TrustConfig {
    fn default() -> Self {
        TrustConfig {
            system: 1.0,
            user_input: 0.9,
            llm_generated: 0.7,
            tool_result: 0.6,
            external_data: 0.3,
            decay_per_day: 0.01,
        }
    }
}

impl TrustConfig {
    /// The initial trust of content from `source`.
    pub fn initial_trust(&self, source: Source) -> f64 {
        match source {
            Source::System => self.system,
            Source::UserInput => self.user_input,
            Source::LlmGenerated => self.llm_generated,
            Source::ToolResult => self.tool_result,
            Source::ExternalData => self.external_data,
        }
    }

    /// Checks that every value lies in [0, 1] (and is not NaN).
    ///
    /// # Errors
    ///
    /// `policy_invalid` naming the first field out of range.
    pub fn validate(&self) -> Result<(), Error> {
        let fields = [
            ("system", self.system),
            ("userInput", self.user_input),
            ("llmGenerated", self.llm_generated),
            ("toolResult", self.tool_result),
            ("externalData", self.external_data),
            ("decayPerDay", self.decay_per_day),
        ];
        for (name, v) in fields {
            if !(0.0..=1.0).contains(&v) {
                return Err(Error::policy_at(alloc::format!("trust.{name}"), alloc::format!("trust.{name} must lie in [0, 1]")));
            }
        }
        Ok(())
    }
}

/// `initial × (1 − decay_per_day)^days × (1 + 0.1 × access_count)` clamped to
/// [0, 1], with `days = elapsed_ms / 86_400_000` rounded down (see the module
/// documentation for why the result is identical on every target).
///
/// NaN inputs give 0 (fail closed: unknown trust is no trust).
///
/// ```
/// use memwarden::provenance::effective_trust;
/// // Two whole days at 1 % a day, never accessed: 0.9 × 0.99².
/// assert_eq!(effective_trust(0.9, 2 * 86_400_000 + 5, 0, 0.01), 0.9 * (0.99 * 0.99));
/// // Accesses raise trust, never above 1.
/// assert_eq!(effective_trust(0.9, 0, 5, 0.01), 1.0);
/// ```
pub fn effective_trust(initial: f64, elapsed_ms: u64, access_count: u64, decay_per_day: f64) -> f64 {
    let days = elapsed_ms / MS_PER_DAY;
    let retained = pow_u64(1.0 - decay_per_day, days);
    let boost = 1.0 + 0.1 * (access_count as f64);
    clamp_unit(initial * retained * boost)
}

/// `base^exp` by exponentiation by squaring: only multiplications, so the
/// result is the same on every IEEE 754 target.
fn pow_u64(base: f64, mut exp: u64) -> f64 {
    let mut result = 1.0;
    let mut b = base;
    while exp > 0 {
        if exp & 1 == 1 {
            result *= b;
        }
        exp >>= 1;
        if exp > 0 {
            b *= b;
        }
    }
    result
}

fn clamp_unit(x: f64) -> f64 {
    if x.is_nan() || x <= 0.0 {
        0.0
    } else if x >= 1.0 {
        1.0
    } else {
        x
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_trust_follows_the_source() {
        let c = TrustConfig::default();
        let got: alloc::vec::Vec<f64> = Source::ALL.iter().map(|s| c.initial_trust(*s)).collect();
        assert_eq!(got, [1.0, 0.9, 0.7, 0.6, 0.3]);
        assert_eq!(c.decay_per_day, 0.01);
    }

    #[test]
    fn trust_config_fields_default_individually() {
        let c: TrustConfig = serde_json::from_str(r#"{"toolResult": 0.5}"#).unwrap();
        assert_eq!(c.tool_result, 0.5);
        assert_eq!(c.user_input, 0.9);
    }

    #[test]
    fn trust_config_out_of_range_is_policy_invalid() {
        let c = TrustConfig { decay_per_day: 1.5, ..TrustConfig::default() };
        assert_eq!(c.validate().unwrap_err().code(), "policy_invalid");
        let c = TrustConfig { system: f64::NAN, ..TrustConfig::default() };
        assert_eq!(c.validate().unwrap_err().code(), "policy_invalid");
    }

    #[test]
    fn partial_days_do_not_decay_trust() {
        assert_eq!(effective_trust(0.7, MS_PER_DAY - 1, 0, 0.01), 0.7);
    }

    #[test]
    fn trust_decays_by_whole_days() {
        assert_eq!(effective_trust(0.6, 3 * MS_PER_DAY, 0, 0.01), 0.6 * (0.99 * (0.99 * 0.99)));
    }

    #[test]
    fn power_by_squaring_matches_repeated_multiplication_for_small_exponents() {
        for n in 0..6u64 {
            let mut r = 1.0;
            for _ in 0..n {
                r *= 0.99;
            }
            // Squaring associates differently from the loop, so compare within 1 ulp-ish.
            assert!((pow_u64(0.99, n) - r).abs() < 1e-15, "n = {n}");
        }
    }

    #[test]
    fn centuries_of_decay_reach_zero_without_overflow() {
        assert_eq!(effective_trust(1.0, u64::MAX, 0, 0.01), 0.0);
    }

    #[test]
    fn huge_access_counts_clamp_to_one() {
        assert_eq!(effective_trust(0.3, 0, u64::MAX, 0.01), 1.0);
    }

    #[test]
    fn a_clock_earlier_than_the_stamp_counts_as_no_time_elapsed() {
        let p = Provenance::stamp(Source::ToolResult, "t", b"x", 10 * MS_PER_DAY, &TrustConfig::default());
        assert_eq!(p.effective_trust(0, 0, &TrustConfig::default()), 0.6);
    }

    #[test]
    fn nan_trust_fails_closed_to_zero() {
        assert_eq!(effective_trust(f64::NAN, 0, 0, 0.01), 0.0);
    }

    #[test]
    fn changed_content_fails_the_hash_check() {
        let p = Provenance::stamp(Source::System, "app", b"a", 0, &TrustConfig::default());
        assert_eq!(p.verify_content(b"b").unwrap_err().code(), "content_hash_mismatch");
    }

    #[test]
    fn provenance_json_uses_camel_case_and_snake_case_sources() {
        let p = Provenance::stamp(Source::LlmGenerated, "gpt", b"", 7, &TrustConfig::default());
        let v = serde_json::to_value(&p).unwrap();
        assert_eq!(v["sourceType"], "llm_generated");
        assert_eq!(v["timestampMs"], 7);
        assert_eq!(
            v["contentHash"],
            "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
    }
}
