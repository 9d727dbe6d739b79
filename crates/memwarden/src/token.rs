//! Capability tokens: bearer grants bound to a principal, with expiry,
//! constraints, revocation and offline attenuation.
//!
//! # Format
//!
//! ```text
//! mwt1.<keyId>.<payload>[.<caveat>]*.<tag>
//! ```
//!
//! * `mwt1`: format version.
//! * `keyId`: the id of the key-ring key that issued the token (1 to 64
//!   characters from `A-Z a-z 0-9 _ -`), so keys can be rotated.
//! * `payload`: base64url (no padding) of the canonical JSON of a
//!   [`TokenGrant`].
//! * `caveat`: base64url (no padding) of the canonical JSON of a [`Caveat`];
//!   zero to [`MAX_CAVEATS`] of them, in the order they were added.
//! * `tag`: base64url (no padding) of a 32-byte chained HMAC-SHA256:
//!
//! ```text
//! tag_0     = HMAC(rootKey, LP("memwarden/token/v1",  keyId, payload bytes))
//! tag_(i+1) = HMAC(tag_i,   LP("memwarden/caveat/v1", caveat_i bytes))
//! tag       = tag_n   (n = number of caveats)
//! ```
//!
//! where `LP` is the [`LengthPrefixed`] framing. This is the macaroon
//! construction: whoever holds a token can append a caveat (they know
//! `tag_n`) without the root key, but nobody can remove one (that needs
//! `tag_(n-1)`, which HMAC does not reveal), and nobody can change the
//! payload, the key id or an existing caveat.
//!
//! The whole token is at most [`MAX_TOKEN_LEN`] bytes; longer tokens, or
//! tokens with more than [`MAX_CAVEATS`] caveats, are refused with
//! `token_too_large` before any decoding or MAC work.
//!
//! # Semantics of caveats
//!
//! A caveat can only narrow. The effective constraints of a token are the
//! **intersection** of its grant and every caveat: the earliest expiry, the
//! smallest `maxRows`, the fields allowed by all of them, and the union of
//! the scope requirements. [`attenuate`] refuses a caveat that would not be a
//! narrowing (`caveat_widens`), and [`verify`] computes the intersection, so
//! even a hand-crafted caveat that asks for more (a larger `maxRows`, a later
//! expiry, extra fields) has no effect beyond what the token already allows.
//! A hand-crafted caveat that requires a scope value contradicting an earlier
//! one makes the token grant nothing; [`verify`] rejects such a token with
//! `token_invalid`.
//!
//! # Verification order
//!
//! [`verify`] checks, in order: size (`token_too_large`), shape
//! (`token_malformed`), key id (`unknown_key`: an unknown key id is reported
//! as such, key ids are not secret), the MAC chain in constant time
//! (`token_invalid`), the grant and caveat documents (`token_malformed`),
//! revocation by token id (`token_revoked`), time (`token_not_yet_valid`,
//! `token_expired`), principal (`principal_mismatch`) and capability
//! (`capability_mismatch`). Every failure is a bare error: its message is its
//! code. A token is valid for `issuedAtMs <= nowMs < expiresAtMs`.
//! Attenuated tokens keep their parent's token id, so revoking a token id
//! revokes every token derived from it.

use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

use crate::canonical::{canonical_json, LengthPrefixed};
use crate::error::{Error, ErrorCode};
use crate::keyring::{is_valid_key_id, KeyRing};
use crate::mac::{b64_decode, b64_encode, hmac_sha256, tags_equal, TAG_LEN};

/// Version prefix of capability tokens.
pub const TOKEN_PREFIX: &str = "mwt1";
/// Longest accepted token, in bytes.
pub const MAX_TOKEN_LEN: usize = 8 * 1024;
/// Most caveats a token may carry.
pub const MAX_CAVEATS: usize = 16;
/// Domain-separation tag of the first MAC of a token.
pub const TOKEN_DOMAIN: &str = "memwarden/token/v1";
/// Domain-separation tag of every caveat MAC.
pub const CAVEAT_DOMAIN: &str = "memwarden/caveat/v1";

/// What a token lets its holder do within its capability. `None` means
/// "unconstrained" for that dimension.
///
/// JSON: `{"maxRows": 100, "allowedFields": ["title"], "scope": {"projectId": "p1"}}`,
/// every field optional.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Constraints {
    /// Most rows one request may return.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_rows: Option<u64>,
    /// The only fields a request may read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_fields: Option<Vec<String>>,
    /// A filter every request must satisfy: field name → required value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<BTreeMap<String, String>>,
}

impl Constraints {
    /// True when everything `self` allows, `parent` allows too: `self` is at
    /// most as large in every dimension.
    pub fn is_within(&self, parent: &Constraints) -> bool {
        let rows = match (parent.max_rows, self.max_rows) {
            (None, _) => true,
            (Some(p), Some(c)) => c <= p,
            (Some(_), None) => false,
        };
        let fields = match (&parent.allowed_fields, &self.allowed_fields) {
            (None, _) => true,
            (Some(p), Some(c)) => c.iter().all(|f| p.contains(f)),
            (Some(_), None) => false,
        };
        let scope = match (&parent.scope, &self.scope) {
            (None, _) => true,
            (Some(p), Some(c)) => p.iter().all(|(k, v)| c.get(k) == Some(v)),
            (Some(p), None) => p.is_empty(),
        };
        rows && fields && scope
    }

    /// The intersection of `self` and a caveat's constraint fields.
    /// `None` when the two scopes require different values for one field
    /// (the intersection is empty).
    fn meet(&self, c: &Caveat) -> Option<Constraints> {
        let max_rows = match (self.max_rows, c.max_rows) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let allowed_fields = match (&self.allowed_fields, &c.allowed_fields) {
            (Some(a), Some(b)) => Some(a.iter().filter(|f| b.contains(f)).cloned().collect()),
            (Some(a), None) => Some(a.clone()),
            (None, Some(b)) => Some(dedup(b)),
            (None, None) => None,
        };
        let scope = match (&self.scope, &c.scope) {
            (a, None) => a.clone(),
            (a, Some(b)) => {
                let mut merged = a.clone().unwrap_or_default();
                for (k, v) in b {
                    match merged.get(k) {
                        Some(existing) if existing != v => return None,
                        Some(_) => {}
                        None => {
                            merged.insert(k.clone(), v.clone());
                        }
                    }
                }
                Some(merged)
            }
        };
        Some(Constraints { max_rows, allowed_fields, scope })
    }
}

fn dedup(fields: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(fields.len());
    for f in fields {
        if !out.contains(f) {
            out.push(f.clone());
        }
    }
    out
}

/// What the issuer grants: the signed payload of a token.
///
/// JSON: `{"tokenId": "t1", "capabilityId": "memory.read", "principalId": "agent-7",
/// "issuedAtMs": 1000, "expiresAtMs": 2000, "constraints": {...}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TokenGrant {
    /// Unique id of the token (the unit of revocation); chosen by the host.
    pub token_id: String,
    /// The capability granted, e.g. `memory.read`.
    pub capability_id: String,
    /// The only principal that may use the token.
    pub principal_id: String,
    /// Start of validity, milliseconds since the Unix epoch.
    pub issued_at_ms: u64,
    /// End of validity (exclusive), milliseconds since the Unix epoch.
    pub expires_at_ms: u64,
    /// Limits within the capability.
    #[serde(default)]
    pub constraints: Constraints,
}

/// A restriction appended to a token by its holder. Every present field
/// narrows the token; at least one field must be present.
///
/// JSON: `{"expiresAtMs": 1500, "maxRows": 10, "allowedFields": ["title"],
/// "scope": {"agentId": "a1"}}`, every field optional.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Caveat {
    /// An earlier expiry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expires_at_ms: Option<u64>,
    /// A lower row limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_rows: Option<u64>,
    /// A subset of the allowed fields.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_fields: Option<Vec<String>>,
    /// Additional required filter values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<BTreeMap<String, String>>,
}

impl Caveat {
    fn is_empty(&self) -> bool {
        self.expires_at_ms.is_none()
            && self.max_rows.is_none()
            && self.allowed_fields.is_none()
            && self.scope.is_none()
    }
}

/// What a verified token grants: the grant with every caveat applied.
///
/// JSON: `{"tokenId", "keyId", "capabilityId", "principalId", "issuedAtMs",
/// "expiresAtMs", "constraints", "caveatCount"}`; `expiresAtMs` and
/// `constraints` are the effective (intersected) values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TokenClaims {
    /// The token id (shared by every token attenuated from the same grant).
    pub token_id: String,
    /// The key that issued the token.
    pub key_id: String,
    /// The capability granted.
    pub capability_id: String,
    /// The principal the token is bound to.
    pub principal_id: String,
    /// Start of validity.
    pub issued_at_ms: u64,
    /// Effective end of validity (the earliest expiry of grant and caveats).
    pub expires_at_ms: u64,
    /// Effective constraints (the intersection of grant and caveats).
    pub constraints: Constraints,
    /// Number of caveats the token carries.
    pub caveat_count: u32,
}

/// Issues a token for `grant`, signed with the key ring's active key.
///
/// ```
/// use memwarden::keyring::KeyRing;
/// use memwarden::token::{attenuate, issue, verify, Caveat, Constraints, TokenGrant};
///
/// let ring = KeyRing::new("k1", b"0123456789abcdef0123456789abcdef").unwrap();
/// let grant = TokenGrant {
///     token_id: "t-1".into(),
///     capability_id: "memory.read".into(),
///     principal_id: "agent-7".into(),
///     issued_at_ms: 1_000,
///     expires_at_ms: 61_000,
///     constraints: Constraints { max_rows: Some(100), ..Constraints::default() },
/// };
/// let token = issue(&grant, &ring).unwrap();
/// let claims = verify(&token, "agent-7", "memory.read", 2_000, &ring, &[]).unwrap();
/// assert_eq!(claims.constraints.max_rows, Some(100));
///
/// // The holder narrows it without the key.
/// let narrow = attenuate(&token, &Caveat { max_rows: Some(5), ..Caveat::default() }).unwrap();
/// let claims = verify(&narrow, "agent-7", "memory.read", 2_000, &ring, &[]).unwrap();
/// assert_eq!(claims.constraints.max_rows, Some(5));
///
/// assert_eq!(verify(&token, "agent-7", "memory.read", 61_000, &ring, &[]).unwrap_err().code(), "token_expired");
/// ```
///
/// # Errors
///
/// `invalid_input` for an empty token, capability or principal id, or
/// `expiresAtMs <= issuedAtMs`; `token_too_large` when the token would
/// exceed [`MAX_TOKEN_LEN`].
pub fn issue(grant: &TokenGrant, keyring: &KeyRing) -> Result<String, Error> {
    if grant.token_id.is_empty() || grant.capability_id.is_empty() || grant.principal_id.is_empty() {
        return Err(Error::new(
            ErrorCode::InvalidInput,
            "tokenId, capabilityId and principalId must not be empty",
        ));
    }
    if grant.expires_at_ms <= grant.issued_at_ms {
        return Err(Error::new(ErrorCode::InvalidInput, "expiresAtMs must be later than issuedAtMs"));
    }
    let payload = to_canonical_bytes(grant)?;
    let (key_id, secret) = keyring.active_key();
    let tag = root_tag(secret, key_id, &payload);
    let mut token = String::new();
    token.push_str(TOKEN_PREFIX);
    token.push('.');
    token.push_str(key_id);
    token.push('.');
    token.push_str(&b64_encode(&payload));
    token.push('.');
    token.push_str(&b64_encode(&tag));
    if token.len() > MAX_TOKEN_LEN {
        return Err(Error::new(ErrorCode::TokenTooLarge, "the token would exceed the size limit"));
    }
    Ok(token)
}

/// Appends a caveat to a token without the root key.
///
/// The caveat must narrow the token's current effective grant: an expiry no
/// later, a `maxRows` no larger, `allowedFields` a subset, and `scope`
/// values that agree with every value already required.
///
/// This function does not (cannot) check the token's MAC: attenuating a
/// forged token gives a forged token, which [`verify`] rejects.
///
/// # Errors
///
/// `token_too_large` / `token_malformed` for a token that does not parse;
/// `invalid_input` for a caveat with no field; `caveat_widens` for a caveat
/// that is not a narrowing; `token_too_large` when the result would exceed
/// [`MAX_CAVEATS`] or [`MAX_TOKEN_LEN`].
pub fn attenuate(token: &str, caveat: &Caveat) -> Result<String, Error> {
    let parsed = ParsedToken::parse(token)?;
    if caveat.is_empty() {
        return Err(Error::new(ErrorCode::InvalidInput, "a caveat must restrict at least one thing"));
    }
    if parsed.caveats.len() >= MAX_CAVEATS {
        return Err(Error::new(ErrorCode::TokenTooLarge, "the token already carries the most caveats allowed"));
    }
    let (_, effective, expires) = parsed.effective()?;
    if !narrows(&effective, expires, caveat) {
        return Err(Error::new(ErrorCode::CaveatWidens, "the caveat does not narrow the token"));
    }
    let bytes = to_canonical_bytes(caveat)?;
    let tag = caveat_tag(&parsed.tag, &bytes);
    // Everything before the last '.' is kept verbatim.
    let head = match token.rfind('.') {
        Some(i) => &token[..i],
        None => return Err(Error::bare(ErrorCode::TokenMalformed)),
    };
    let mut out = String::with_capacity(token.len() + bytes.len() * 4 / 3 + 4);
    out.push_str(head);
    out.push('.');
    out.push_str(&b64_encode(&bytes));
    out.push('.');
    out.push_str(&b64_encode(&tag));
    if out.len() > MAX_TOKEN_LEN {
        return Err(Error::new(ErrorCode::TokenTooLarge, "the token would exceed the size limit"));
    }
    Ok(out)
}

/// True when applying `c` to constraints `e` (expiring at `expires`) can
/// only remove permissions.
fn narrows(e: &Constraints, expires: u64, c: &Caveat) -> bool {
    let expiry = c.expires_at_ms.is_none_or(|x| x <= expires);
    let rows = match (e.max_rows, c.max_rows) {
        (_, None) | (None, Some(_)) => true,
        (Some(a), Some(b)) => b <= a,
    };
    let fields = match (&e.allowed_fields, &c.allowed_fields) {
        (_, None) | (None, Some(_)) => true,
        (Some(a), Some(b)) => b.iter().all(|f| a.contains(f)),
    };
    let scope = match (&e.scope, &c.scope) {
        (_, None) | (None, Some(_)) => true,
        (Some(a), Some(b)) => b.iter().all(|(k, v)| a.get(k).is_none_or(|x| x == v)),
    };
    expiry && rows && fields && scope
}

/// Verifies a token for `expected_principal` using `expected_capability` at
/// `now_ms`, and returns what it grants (see the module documentation for
/// the order of checks).
///
/// `revoked` lists revoked token ids.
///
/// # Errors
///
/// `token_too_large`, `token_malformed`, `unknown_key`, `token_invalid`,
/// `token_revoked`, `token_not_yet_valid`, `token_expired`,
/// `principal_mismatch`, `capability_mismatch`; each bare.
pub fn verify(
    token: &str,
    expected_principal: &str,
    expected_capability: &str,
    now_ms: u64,
    keyring: &KeyRing,
    revoked: &[&str],
) -> Result<TokenClaims, Error> {
    let parsed = ParsedToken::parse(token)?;
    let secret = keyring.secret(parsed.key_id).ok_or_else(|| Error::bare(ErrorCode::UnknownKey))?;
    let mut tag = root_tag(secret, parsed.key_id, &parsed.payload);
    for c in &parsed.caveats {
        tag = caveat_tag(&tag, c);
    }
    if !tags_equal(&tag, &parsed.tag) {
        return Err(Error::bare(ErrorCode::TokenInvalid));
    }
    let (grant, constraints, expires_at_ms) = parsed.effective()?;
    if revoked.iter().any(|r| *r == grant.token_id) {
        return Err(Error::bare(ErrorCode::TokenRevoked));
    }
    if now_ms < grant.issued_at_ms {
        return Err(Error::bare(ErrorCode::TokenNotYetValid));
    }
    if now_ms >= expires_at_ms {
        return Err(Error::bare(ErrorCode::TokenExpired));
    }
    if grant.principal_id != expected_principal {
        return Err(Error::bare(ErrorCode::PrincipalMismatch));
    }
    if grant.capability_id != expected_capability {
        return Err(Error::bare(ErrorCode::CapabilityMismatch));
    }
    Ok(TokenClaims {
        token_id: grant.token_id,
        key_id: String::from(parsed.key_id),
        capability_id: grant.capability_id,
        principal_id: grant.principal_id,
        issued_at_ms: grant.issued_at_ms,
        expires_at_ms,
        constraints,
        caveat_count: parsed.caveats.len() as u32,
    })
}

/// A request made with a verified token.
///
/// JSON: `{"principal": "agent-7", "limit": 10, "fields": ["title"], "filter": {"agentId": "a1"}}`;
/// `limit`, `fields` and `filter` are optional.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HandleRequest {
    /// Who makes the request.
    pub principal: String,
    /// Most rows wanted; `None` for "as many as allowed".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u64>,
    /// Fields wanted; `None` for "every field allowed".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fields: Option<Vec<String>>,
    /// Equality filter: field name → value.
    #[serde(default)]
    pub filter: BTreeMap<String, String>,
}

/// A request after [`check_handle`]: within the token's constraints, with
/// defaults filled in from them. Same JSON shape as [`HandleRequest`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AuthorizedRequest {
    /// Who makes the request (the token's principal).
    pub principal: String,
    /// Row limit: the requested one, or the token's `maxRows` when none was
    /// requested (`None` only when both are absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u64>,
    /// Projection: the requested fields, or the token's `allowedFields` when
    /// none were requested (`None` only when both are absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fields: Option<Vec<String>>,
    /// Filter: the requested one plus every value the token's scope requires.
    #[serde(default)]
    pub filter: BTreeMap<String, String>,
}

/// Checks a request against verified claims and returns the request to run.
///
/// ```
/// use memwarden::token::{check_handle, Constraints, HandleRequest, TokenClaims};
/// let claims = TokenClaims {
///     token_id: "t".into(), key_id: "k1".into(), capability_id: "memory.read".into(),
///     principal_id: "agent-7".into(), issued_at_ms: 0, expires_at_ms: 10, caveat_count: 0,
///     constraints: Constraints {
///         max_rows: Some(50),
///         allowed_fields: Some(vec!["title".into()]),
///         scope: Some([("projectId".to_string(), "p1".to_string())].into()),
///     },
/// };
/// let req = HandleRequest { principal: "agent-7".into(), ..HandleRequest::default() };
/// let ok = check_handle(&claims, &req).unwrap();
/// assert_eq!(ok.limit, Some(50));
/// assert_eq!(ok.filter["projectId"], "p1");
/// ```
///
/// # Errors
///
/// `handle_principal_mismatch` for another principal;
/// `handle_constraint_violation` for a limit above `maxRows`, a field
/// outside `allowedFields`, or a filter value that contradicts `scope`.
pub fn check_handle(claims: &TokenClaims, request: &HandleRequest) -> Result<AuthorizedRequest, Error> {
    if request.principal != claims.principal_id {
        return Err(Error::bare(ErrorCode::HandlePrincipalMismatch));
    }
    let c = &claims.constraints;
    let violation = |what: &str| Error::new(ErrorCode::HandleConstraintViolation, what);
    let limit = match (request.limit, c.max_rows) {
        (Some(l), Some(m)) if l > m => return Err(violation("limit exceeds maxRows")),
        (Some(l), _) => Some(l),
        (None, m) => m,
    };
    let fields = match (&request.fields, &c.allowed_fields) {
        (Some(f), Some(allowed)) => {
            if !f.iter().all(|x| allowed.contains(x)) {
                return Err(violation("a requested field is not in allowedFields"));
            }
            Some(f.clone())
        }
        (Some(f), None) => Some(f.clone()),
        (None, allowed) => allowed.clone(),
    };
    let mut filter = request.filter.clone();
    if let Some(scope) = &c.scope {
        for (k, v) in scope {
            match filter.get(k) {
                Some(x) if x != v => return Err(violation("the filter contradicts the token scope")),
                Some(_) => {}
                None => {
                    filter.insert(k.clone(), v.clone());
                }
            }
        }
    }
    Ok(AuthorizedRequest { principal: request.principal.clone(), limit, fields, filter })
}

fn to_canonical_bytes<T: Serialize>(value: &T) -> Result<Vec<u8>, Error> {
    let v = serde_json::to_value(value)
        .map_err(|_| Error::new(ErrorCode::InvalidInput, "value cannot be represented as JSON"))?;
    Ok(canonical_json(&v)?.into_bytes())
}

fn root_tag(secret: &[u8], key_id: &str, payload: &[u8]) -> [u8; TAG_LEN] {
    let mut m = LengthPrefixed::new(TOKEN_DOMAIN);
    m.field(key_id.as_bytes()).field(payload);
    hmac_sha256(secret, &[m.as_bytes()])
}

fn caveat_tag(previous: &[u8; TAG_LEN], caveat: &[u8]) -> [u8; TAG_LEN] {
    let mut m = LengthPrefixed::new(CAVEAT_DOMAIN);
    m.field(caveat);
    hmac_sha256(previous, &[m.as_bytes()])
}

/// A token payload (the grant or a caveat) read by the strict reader;
/// anything else is `token_malformed`, revealing nothing more.
fn strict<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    core::str::from_utf8(bytes)
        .ok()
        .and_then(|text| crate::json::from_str(text).ok())
        .ok_or_else(|| Error::bare(ErrorCode::TokenMalformed))
}

/// A token split into its parts (shape only; nothing authenticated yet).
struct ParsedToken<'a> {
    key_id: &'a str,
    payload: Vec<u8>,
    caveats: Vec<Vec<u8>>,
    tag: [u8; TAG_LEN],
}

impl<'a> ParsedToken<'a> {
    fn parse(token: &'a str) -> Result<ParsedToken<'a>, Error> {
        if token.len() > MAX_TOKEN_LEN {
            return Err(Error::bare(ErrorCode::TokenTooLarge));
        }
        let malformed = || Error::bare(ErrorCode::TokenMalformed);
        let segments: Vec<&str> = token.split('.').collect();
        if segments.len() < 4 || segments[0] != TOKEN_PREFIX {
            return Err(malformed());
        }
        if segments.len() - 4 > MAX_CAVEATS {
            return Err(Error::bare(ErrorCode::TokenTooLarge));
        }
        let key_id = segments[1];
        if !is_valid_key_id(key_id) {
            return Err(malformed());
        }
        let decode = |s: &str| match b64_decode(s) {
            Some(b) if !b.is_empty() => Ok(b),
            _ => Err(malformed()),
        };
        let payload = decode(segments[2])?;
        let last = segments.len() - 1;
        let caveats = segments[3..last].iter().map(|s| decode(s)).collect::<Result<Vec<_>, _>>()?;
        let tag: [u8; TAG_LEN] = decode(segments[last])?.as_slice().try_into().map_err(|_| malformed())?;
        Ok(ParsedToken { key_id, payload, caveats, tag })
    }

    /// The grant, the effective constraints and the effective expiry.
    /// Payloads are read by [`crate::json`], like every other input: a
    /// caveat appended by any holder is an object with each field once.
    fn effective(&self) -> Result<(TokenGrant, Constraints, u64), Error> {
        let grant: TokenGrant = strict(&self.payload)?;
        let mut constraints = grant.constraints.clone();
        let mut expires = grant.expires_at_ms;
        for bytes in &self.caveats {
            let caveat: Caveat = strict(bytes)?;
            if caveat.is_empty() {
                return Err(Error::bare(ErrorCode::TokenMalformed));
            }
            if let Some(e) = caveat.expires_at_ms {
                expires = expires.min(e);
            }
            constraints = constraints.meet(&caveat).ok_or_else(|| Error::bare(ErrorCode::TokenInvalid))?;
        }
        Ok((grant, constraints, expires))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;
    use alloc::vec;

    fn ring() -> KeyRing {
        KeyRing::new("k1", b"0123456789abcdef0123456789abcdef").unwrap()
    }

    fn grant() -> TokenGrant {
        TokenGrant {
            token_id: "t1".into(),
            capability_id: "memory.read".into(),
            principal_id: "agent-7".into(),
            issued_at_ms: 1_000,
            expires_at_ms: 10_000,
            constraints: Constraints {
                max_rows: Some(100),
                allowed_fields: Some(vec!["title".into(), "body".into(), "tags".into()]),
                scope: Some([("projectId".to_string(), "p1".to_string())].into()),
            },
        }
    }

    fn token() -> String {
        issue(&grant(), &ring()).unwrap()
    }

    fn check(token: &str, now: u64) -> Result<TokenClaims, Error> {
        verify(token, "agent-7", "memory.read", now, &ring(), &[])
    }

    fn code(r: Result<TokenClaims, Error>) -> &'static str {
        r.unwrap_err().code()
    }

    #[test]
    fn an_issued_token_verifies_and_returns_its_grant() {
        let claims = check(&token(), 5_000).unwrap();
        assert_eq!(claims.token_id, "t1");
        assert_eq!(claims.key_id, "k1");
        assert_eq!(claims.constraints, grant().constraints);
        assert_eq!(claims.caveat_count, 0);
    }

    #[test]
    fn the_token_names_its_key() {
        assert!(token().starts_with("mwt1.k1."));
    }

    #[test]
    fn validity_starts_at_issue_time_inclusive() {
        assert_eq!(code(check(&token(), 999)), "token_not_yet_valid");
        assert!(check(&token(), 1_000).is_ok());
    }

    #[test]
    fn validity_ends_at_expiry_exclusive() {
        assert!(check(&token(), 9_999).is_ok());
        assert_eq!(code(check(&token(), 10_000)), "token_expired");
    }

    #[test]
    fn another_principal_is_principal_mismatch() {
        assert_eq!(code(verify(&token(), "agent-8", "memory.read", 5_000, &ring(), &[])), "principal_mismatch");
    }

    #[test]
    fn another_capability_is_capability_mismatch() {
        assert_eq!(code(verify(&token(), "agent-7", "memory.write", 5_000, &ring(), &[])), "capability_mismatch");
    }

    #[test]
    fn a_revoked_token_id_is_token_revoked() {
        assert_eq!(code(verify(&token(), "agent-7", "memory.read", 5_000, &ring(), &["x", "t1"])), "token_revoked");
    }

    #[test]
    fn revoking_a_token_revokes_its_attenuations() {
        let narrow = attenuate(&token(), &Caveat { max_rows: Some(1), ..Caveat::default() }).unwrap();
        assert_eq!(code(verify(&narrow, "agent-7", "memory.read", 5_000, &ring(), &["t1"])), "token_revoked");
    }

    #[test]
    fn a_token_from_a_key_not_in_the_ring_is_unknown_key() {
        let other = KeyRing::new("k9", b"ffffffffffffffffffffffffffffffff").unwrap();
        let t = issue(&grant(), &other).unwrap();
        assert_eq!(code(check(&t, 5_000)), "unknown_key");
    }

    #[test]
    fn a_token_signed_by_another_key_under_the_same_id_is_token_invalid() {
        let other = KeyRing::new("k1", b"ffffffffffffffffffffffffffffffff").unwrap();
        let t = issue(&grant(), &other).unwrap();
        assert_eq!(code(check(&t, 5_000)), "token_invalid");
    }

    #[test]
    fn tokens_keep_verifying_after_key_rotation() {
        let t = token();
        let mut r = ring();
        r.insert("k2", b"rotated-key-rotated-key-rotated!").unwrap().set_active("k2").unwrap();
        assert!(verify(&t, "agent-7", "memory.read", 5_000, &r, &[]).is_ok());
        assert!(issue(&grant(), &r).unwrap().starts_with("mwt1.k2."));
    }

    #[test]
    fn a_changed_payload_is_token_invalid() {
        let t = token();
        let mut g = grant();
        g.constraints.max_rows = Some(1_000_000);
        let forged_payload = b64_encode(&to_canonical_bytes(&g).unwrap());
        let parts: Vec<&str> = t.split('.').collect();
        let forged = format!("mwt1.k1.{}.{}", forged_payload, parts[3]);
        assert_eq!(code(check(&forged, 5_000)), "token_invalid");
    }

    #[test]
    fn a_relabelled_key_id_is_token_invalid() {
        let mut r = ring();
        r.insert("k2", b"0123456789abcdef0123456789abcdef").unwrap();
        // Same secret under another id: the key id is bound into the MAC.
        let t = token().replacen("mwt1.k1.", "mwt1.k2.", 1);
        assert_eq!(code(verify(&t, "agent-7", "memory.read", 5_000, &r, &[])), "token_invalid");
    }

    #[test]
    fn removing_the_last_caveat_is_token_invalid() {
        let t = token();
        let narrow = attenuate(&t, &Caveat { max_rows: Some(1), ..Caveat::default() }).unwrap();
        let parts: Vec<&str> = narrow.split('.').collect();
        // Drop the caveat but keep the final tag.
        let stripped = format!("{}.{}.{}.{}", parts[0], parts[1], parts[2], parts[4]);
        assert_eq!(code(check(&stripped, 5_000)), "token_invalid");
    }

    #[test]
    fn attenuation_narrows_every_dimension() {
        let caveat = Caveat {
            expires_at_ms: Some(6_000),
            max_rows: Some(10),
            allowed_fields: Some(vec!["title".into()]),
            scope: Some([("agentId".to_string(), "a1".to_string())].into()),
        };
        let t = attenuate(&token(), &caveat).unwrap();
        let c = check(&t, 5_000).unwrap();
        assert_eq!(c.expires_at_ms, 6_000);
        assert_eq!(c.constraints.max_rows, Some(10));
        assert_eq!(c.constraints.allowed_fields, Some(vec!["title".to_string()]));
        assert_eq!(c.constraints.scope.unwrap().len(), 2);
        assert_eq!(c.caveat_count, 1);
        assert_eq!(code(check(&t, 6_000)), "token_expired");
    }

    #[test]
    fn attenuation_with_a_larger_row_limit_is_caveat_widens() {
        let e = attenuate(&token(), &Caveat { max_rows: Some(101), ..Caveat::default() }).unwrap_err();
        assert_eq!(e.code(), "caveat_widens");
    }

    #[test]
    fn attenuation_with_a_later_expiry_is_caveat_widens() {
        let e = attenuate(&token(), &Caveat { expires_at_ms: Some(10_001), ..Caveat::default() }).unwrap_err();
        assert_eq!(e.code(), "caveat_widens");
    }

    #[test]
    fn attenuation_with_an_extra_field_is_caveat_widens() {
        let c = Caveat { allowed_fields: Some(vec!["secret".into()]), ..Caveat::default() };
        assert_eq!(attenuate(&token(), &c).unwrap_err().code(), "caveat_widens");
    }

    #[test]
    fn attenuation_changing_a_scope_value_is_caveat_widens() {
        let c = Caveat { scope: Some([("projectId".to_string(), "p2".to_string())].into()), ..Caveat::default() };
        assert_eq!(attenuate(&token(), &c).unwrap_err().code(), "caveat_widens");
    }

    #[test]
    fn attenuation_is_checked_against_earlier_caveats() {
        let t = attenuate(&token(), &Caveat { max_rows: Some(10), ..Caveat::default() }).unwrap();
        let e = attenuate(&t, &Caveat { max_rows: Some(50), ..Caveat::default() }).unwrap_err();
        assert_eq!(e.code(), "caveat_widens");
    }

    #[test]
    fn an_empty_caveat_is_invalid_input() {
        assert_eq!(attenuate(&token(), &Caveat::default()).unwrap_err().code(), "invalid_input");
    }

    /// Appends raw caveat bytes the way a malicious holder would (no narrowing check).
    fn append_raw(token: &str, caveat_json: &str) -> String {
        let parsed = ParsedToken::parse(token).unwrap();
        let tag = caveat_tag(&parsed.tag, caveat_json.as_bytes());
        let head = &token[..token.rfind('.').unwrap()];
        format!("{head}.{}.{}", b64_encode(caveat_json.as_bytes()), b64_encode(&tag))
    }

    #[test]
    fn a_hand_crafted_widening_caveat_does_not_widen() {
        let t = attenuate(&token(), &Caveat { max_rows: Some(10), ..Caveat::default() }).unwrap();
        let t = append_raw(&t, r#"{"allowedFields":["title","secret"],"expiresAtMs":99999,"maxRows":1000}"#);
        let c = check(&t, 5_000).unwrap();
        assert_eq!(c.constraints.max_rows, Some(10));
        assert_eq!(c.constraints.allowed_fields, Some(vec!["title".to_string()]));
        assert_eq!(c.expires_at_ms, 10_000);
    }

    #[test]
    fn a_hand_crafted_contradicting_scope_is_token_invalid() {
        let t = append_raw(&token(), r#"{"scope":{"projectId":"p2"}}"#);
        assert_eq!(code(check(&t, 5_000)), "token_invalid");
    }

    #[test]
    fn a_hand_crafted_unknown_caveat_is_token_malformed() {
        let t = append_raw(&token(), r#"{"maxRows":1,"admin":true}"#);
        assert_eq!(code(check(&t, 5_000)), "token_malformed");
        let t = append_raw(&token(), "{}");
        assert_eq!(code(check(&t, 5_000)), "token_malformed");
    }

    #[test]
    fn tokens_over_the_size_limit_are_token_too_large() {
        let t = format!("mwt1.k1.{}.{}", "A".repeat(MAX_TOKEN_LEN), "A".repeat(43));
        assert_eq!(code(check(&t, 5_000)), "token_too_large");
    }

    #[test]
    fn tokens_with_too_many_caveats_are_token_too_large() {
        let mut t = token();
        for i in 0..MAX_CAVEATS {
            t = attenuate(&t, &Caveat { max_rows: Some(50 - i as u64), ..Caveat::default() }).unwrap();
        }
        assert!(check(&t, 5_000).is_ok());
        let e = attenuate(&t, &Caveat { max_rows: Some(1), ..Caveat::default() }).unwrap_err();
        assert_eq!(e.code(), "token_too_large");
        let t = append_raw(&t, r#"{"maxRows":1}"#);
        assert_eq!(code(check(&t, 5_000)), "token_too_large");
    }

    #[test]
    fn garbage_is_token_malformed() {
        let t = token();
        let tag = t.rsplit('.').next().unwrap().to_string();
        for bad in [
            String::new(),
            ".".into(),
            "....".into(),
            "mwt1".into(),
            "mwt1.k1.x".into(),
            format!("mwt2{}", &t[4..]),
            t.replacen("mwt1.k1.", "mwt1.k.1.", 1),
            format!("{}=", t),
            format!("{}.", t),
            t[..t.len() - 1].to_string(),
            format!("mwt1.k1..{tag}"),
            format!("mwt1.k1.e30.{}", &tag[..40]),
            "mwt1.k1.\u{1F600}.\u{1F600}".into(),
            "mwt1.k1.%%%.%%%".into(),
        ] {
            let got = code(check(&bad, 5_000));
            assert!(got == "token_malformed", "{bad:?} gave {got}");
        }
    }

    #[test]
    fn issuing_with_expiry_not_after_issue_time_is_invalid_input() {
        let g = TokenGrant { expires_at_ms: 1_000, ..grant() };
        assert_eq!(issue(&g, &ring()).unwrap_err().code(), "invalid_input");
    }

    fn claims() -> TokenClaims {
        check(&token(), 5_000).unwrap()
    }

    fn request() -> HandleRequest {
        HandleRequest { principal: "agent-7".into(), ..HandleRequest::default() }
    }

    #[test]
    fn handle_without_limit_is_clamped_to_max_rows() {
        assert_eq!(check_handle(&claims(), &request()).unwrap().limit, Some(100));
    }

    #[test]
    fn handle_limit_above_max_rows_is_a_constraint_violation() {
        let r = HandleRequest { limit: Some(101), ..request() };
        assert_eq!(check_handle(&claims(), &r).unwrap_err().code(), "handle_constraint_violation");
        let r = HandleRequest { limit: Some(100), ..request() };
        assert_eq!(check_handle(&claims(), &r).unwrap().limit, Some(100));
    }

    #[test]
    fn handle_without_fields_projects_the_allowed_fields() {
        let got = check_handle(&claims(), &request()).unwrap().fields.unwrap();
        assert_eq!(got, ["title", "body", "tags"]);
    }

    #[test]
    fn handle_field_outside_allowed_fields_is_a_constraint_violation() {
        let r = HandleRequest { fields: Some(vec!["title".into(), "embedding".into()]), ..request() };
        assert_eq!(check_handle(&claims(), &r).unwrap_err().code(), "handle_constraint_violation");
    }

    #[test]
    fn handle_missing_scope_key_is_filled_in() {
        let got = check_handle(&claims(), &request()).unwrap().filter;
        assert_eq!(got.get("projectId").map(String::as_str), Some("p1"));
    }

    #[test]
    fn handle_filter_contradicting_scope_is_a_constraint_violation() {
        let r = HandleRequest { filter: [("projectId".to_string(), "p2".to_string())].into(), ..request() };
        assert_eq!(check_handle(&claims(), &r).unwrap_err().code(), "handle_constraint_violation");
    }

    #[test]
    fn handle_extra_filter_keys_narrow_further() {
        let r = HandleRequest { filter: [("agentId".to_string(), "a1".to_string())].into(), ..request() };
        assert_eq!(check_handle(&claims(), &r).unwrap().filter.len(), 2);
    }

    #[test]
    fn handle_from_another_principal_is_handle_principal_mismatch() {
        let r = HandleRequest { principal: "agent-8".into(), ..request() };
        assert_eq!(check_handle(&claims(), &r).unwrap_err().code(), "handle_principal_mismatch");
    }

    #[test]
    fn constraints_within_relation_matches_the_dimensions() {
        let parent = grant().constraints;
        assert!(parent.is_within(&parent));
        assert!(parent.is_within(&Constraints::default()));
        assert!(!Constraints::default().is_within(&parent));
    }
}
