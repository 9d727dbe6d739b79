//! Secrets: provider tokens written in their documented formats, private
//! key blocks, JWTs, credentials in URLs, command lines and headers, and
//! generic `password = ...` assignments.
//!
//! Every rule validates what it matches: provider tokens must look random
//! ([`Check::Token`]: entropy, character classes, no `xxxx` run, no
//! `example`/`your` placeholder), and assignments must carry a literal
//! value, not a placeholder (`<your password>`, `${API_KEY}`) nor code
//! (`os.environ["TOKEN"]`). Patterns are case-sensitive (token prefixes
//! are); key names in assignments are matched case-insensitively.

use super::{data, RuleDef, BOTH};
use crate::finding::Category::Secret as S;
use crate::finding::Severity::{Critical, High, Medium};
use crate::validate::Check;

/// Gate anchors for JWTs: base64url of `{"` plus the first letter of the
/// first key, as four-byte prefixes.
const JWT_ANCHORS: &[&str] = &[
    "eyja*", "eyjb*", "eyjc*", "eyjd*", "eyje*", "eyjf*", "eyjg*", "eyjh*", "eyji*", "eyjj*", "eyjk*", "eyjl*", "eyjm*", "eyjn*", "eyjo*", "eyjp*",
    "eyjq*", "eyjr*", "eyjs*", "eyjt*", "eyju*", "eyjv*", "eyjw*", "eyjx*", "eyjy*", "eyjz*", "eyj0*", "eyj1*", "eyj2*", "eyj3*", "eyj4*", "eyj5*",
    "eyj6*", "eyj7*", "eyj8*", "eyj9*",
];

/// Gate anchors for AWS key ids (prefixes of the documented key-type tags).
const AWS_ID_ANCHORS: &[&str] = &[
    "akia*", "asia*", "abia*", "acca*", "agpa*", "aida*", "aroa*", "aipa*", "anpa*", "anva*", "apka*", "a3ta*", "a3tb*", "a3tc*", "a3td*", "a3te*",
    "a3tf*", "a3tg*", "a3th*", "a3ti*", "a3tj*", "a3tk*", "a3tl*", "a3tm*", "a3tn*", "a3to*", "a3tp*", "a3tq*", "a3tr*", "a3ts*", "a3tt*", "a3tu*",
    "a3tv*", "a3tw*", "a3tx*", "a3ty*", "a3tz*", "a3t0*", "a3t1*", "a3t2*", "a3t3*", "a3t4*", "a3t5*", "a3t6*", "a3t7*", "a3t8*", "a3t9*",
];

/// Gate anchors for Hugging Face tokens (`hf_` + letters).
const HF_ANCHORS: &[&str] = &[
    "hf_a*", "hf_b*", "hf_c*", "hf_d*", "hf_e*", "hf_f*", "hf_g*", "hf_h*", "hf_i*", "hf_j*", "hf_k*", "hf_l*", "hf_m*", "hf_n*", "hf_o*", "hf_p*",
    "hf_q*", "hf_r*", "hf_s*", "hf_t*", "hf_u*", "hf_v*", "hf_w*", "hf_x*", "hf_y*", "hf_z*", "api_org_*",
];

/// Key names that make `name = value` a credential, for the gate (the
/// `=` literal gates every `=` assignment; these gate `name: value`).
const ASSIGNMENT_ANCHORS: &[&str] = &[
    "=", "password*", "passwd", "pwd", "pass", "passphrase", "secret*", "token*", "apikey*", "api_key*", "api", "auth_token*", "access_token*",
    "access_key*", "secret_key*", "private_key*", "client_secret*", "db_pass*", "db_password*", "aws_secret_access_key", "credential*",
    "refresh_token*",
];

/// A byte of the names around an assignment's key (`[A-Za-z0-9_.-]`).
fn name_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-')
}

/// Some key of `secret.generic_assignment` (`pass`, `pwd`, `secret`,
/// `key`, `token`, `credential`, any case) starts in `run`.
fn holds_key_stem(run: &[u8]) -> bool {
    let at = |i: usize, stem: &[u8]| run.get(i..i + stem.len()).is_some_and(|w| w.eq_ignore_ascii_case(stem));
    (0..run.len()).any(|i| match run[i] | 0x20 {
        b'p' => at(i, b"pass") || at(i, b"pwd"),
        b's' => at(i, b"secret"),
        b'k' => at(i, b"key"),
        b't' => at(i, b"token"),
        b'c' => at(i, b"credential"),
        _ => false,
    })
}

/// A byte an assignment's operator can start with (`: = >` and the
/// quotes).
fn is_operator_byte(c: u8) -> bool {
    matches!(c, b':' | b'=' | b'>' | b'"' | b'\'' | b'`')
}

/// The high bit of each byte of `x` that may be an operator byte: every
/// one of them, and the few bytes beside them in three ranges
/// (`"#$%&'`, `:;<=>`, `` ` ``), which [`is_operator_byte`] then turns
/// away. Three range tests cost half as much as an exact test per byte
/// value, and no carry crosses a byte.
#[inline]
fn operator_candidates(x: u64) -> u64 {
    use crate::gate::{in_range, HIGHS};
    let ascii = !x & HIGHS;
    let x7 = x & !HIGHS;
    (in_range(x7, b'"', b'\'') | in_range(x7, b':', b'>') | in_range(x7, b'`', b'`')) & ascii
}

/// The prefilter of `secret.generic_assignment`: some run of name bytes
/// that holds a key stem ends right before an operator (`:`, `=`, `==`,
/// `!=`, `:=`, `>`, `=>`, or a quote after a blank), past blanks, an
/// optional quote or bracket and an optional `[0]` index.
fn key_before_operator(hay: &super::phrase::Hay<'_>) -> bool {
    let b = hay.as_bytes();
    let has_key = |end: usize| {
        let mut s = end;
        while s > 0 && name_byte(b[s - 1]) {
            s -= 1;
        }
        end - s >= 3 && holds_key_stem(&b[s..end])
    };
    let check = |q: usize| {
        let c = b[q];
        if matches!(c, b'"' | b'\'' | b'`') && !(q > 0 && matches!(b[q - 1], b' ' | b'\t')) {
            return false;
        }
        // Past the rest of the operator: at most three bytes (`!==`,
        // `===`), so a long run of `:` or `=` costs each of its bytes a
        // few steps, not the whole run. (The rule's operator starts with
        // at most one byte, `!`, that is not an operator byte itself.)
        let mut j = q;
        while j > 0 && q - j < 3 && matches!(b[j - 1], b'=' | b'!' | b':') {
            j -= 1;
        }
        while j > 0 && matches!(b[j - 1], b' ' | b'\t') {
            j -= 1;
        }
        let mut ends = [j, usize::MAX, usize::MAX, usize::MAX];
        if j > 0 && matches!(b[j - 1], b'"' | b'\'' | b']') {
            ends[1] = j - 1;
        }
        // an index `[0]` before (and maybe after) a quote
        for k in 0..2 {
            let e = ends[k];
            if e != usize::MAX && e > 0 && b[e - 1] == b']' {
                let mut d = e - 1;
                while d > 0 && b[d - 1].is_ascii_digit() && e - 1 - d < 4 {
                    d -= 1;
                }
                if d > 0 && b[d - 1] == b'[' {
                    ends[2 + k] = d - 1;
                }
            }
        }
        ends.iter().any(|&e| e != usize::MAX && has_key(e))
    };
    let mut i = 0;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut w = [0u8; 8];
        w.copy_from_slice(chunk);
        let mut m = operator_candidates(u64::from_le_bytes(w));
        while m != 0 {
            let q = i + (m.trailing_zeros() / 8) as usize;
            if is_operator_byte(b[q]) && check(q) {
                return true;
            }
            m &= m - 1;
        }
        i += 8;
    }
    (i..b.len()).any(|q| is_operator_byte(b[q]) && check(q))
}

/// The prefilter of the reversed comparison: `==` or `!=` (maybe with a
/// third `=`), blanks, then a name that holds a key stem (see
/// [`holds_key_stem`]).
fn key_after_comparison(hay: &super::phrase::Hay<'_>) -> bool {
    let b = hay.as_bytes();
    hay.match_indices("=").any(|(i, _)| {
        if !(i > 0 && matches!(b[i - 1], b'=' | b'!')) {
            return false;
        }
        let mut j = i + 1;
        if b.get(j) == Some(&b'=') {
            j += 1;
        }
        while j < b.len() && matches!(b[j], b' ' | b'\t') {
            j += 1;
        }
        let s = j;
        while j < b.len() && (b[j].is_ascii_alphanumeric() || matches!(b[j], b'_' | b'$' | b'.')) {
            j += 1;
        }
        holds_key_stem(&b[s..j])
    })
}

pub(crate) const RULES: &[RuleDef] = &[
    data(
        "secret.aws_access_key_id",
        S,
        High,
        BOTH,
        r"\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z2-7]{16}\b",
        Check::Token(30),
        "api_key",
    )
    .anchored(anchor_set!(AWS_ID_ANCHORS)),
    // The 40-character secret is only recognisable next to its key name.
    data(
        "secret.aws_secret_key",
        S,
        Critical,
        BOTH,
        // (the name from the start of its word, prefix and all:
        // `MY_AWS_SECRET_ACCESS_KEY`, not the tail of `x2secret_access_key`,
        // whose words the gate does not read as the name's)
        r#"\b(?:[A-Za-z0-9]+_)*?(?i:aws_?secret_?(?:access_?)?key|secret_?access_?key|aws_?access_?key)["']?\s*(?::=|=>|[:=])\s*["'`]?[A-Za-z0-9/+]{40}\b"#,
        Check::Entropy(40),
        "api_key",
    )
    .anchored(anchor_set!(&["aws_secret_access_key", "aws_secret_key", "secret_access_key", "aws_access_key", "awssecretaccesskey", "secretaccesskey", "aws_*", "secret*"])),
    data(
        "secret.github_token",
        S,
        Critical,
        BOTH,
        r"\b(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})\b",
        Check::Base62Crc(35),
        "api_key",
    )
    .anchored(anchor_set!(&["ghp_*", "gho_*", "ghu_*", "ghs_*", "ghr_*", "github_pat_*"])),
    data(
        "secret.gitlab_token",
        S,
        Critical,
        BOTH,
        r"\b(?:gl(?:pat|dt|rt|cbt|soat|ft|imt|ffct)-[A-Za-z0-9_-]{20,}|glptt-[0-9a-f]{40}|glagent-[A-Za-z0-9_-]{50,}|gloas-[A-Za-z0-9_-]{64}|GR1348941[A-Za-z0-9_-]{20})\b",
        Check::Token(30),
        "api_key",
    )
    .anchored(anchor_set!(&["glpat", "glptt", "gldt", "glrt", "gloas", "glcbt", "glsoat", "glft", "glimt", "glagent", "glffct", "gr1348941*"])),
    data(
        "secret.openai_key",
        S,
        Critical,
        BOTH,
        // Project, service-account and admin keys carry `T3BlbkFJ`
        // (base64 of `OpenAI`) between two random halves.
        r"\bsk-(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,150}T3BlbkFJ[A-Za-z0-9_-]{20,}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b|[A-Za-z0-9]{48}\b)",
        Check::Token(35),
        "api_key",
    )
    .anchored(anchor_set!(&["sk"])),
    data(
        "secret.anthropic_key",
        S,
        Critical,
        BOTH,
        r"\bsk-ant-(?:api|admin|sid|oat|ort)\d{2}-[A-Za-z0-9_-]{40,}",
        Check::Token(35),
        "api_key",
    )
    .anchored(anchor_set!(&["sk"])),
    // The exact formats: 93 characters and the `AA` terminator.
    data("secret.anthropic_key", S, Critical, BOTH, r"\bsk-ant-(?:api03|admin01)-[A-Za-z0-9_-]{93}AA\b", Check::ExactFormat, "api_key")
        .anchored(anchor_set!(&["sk"])),
    // age (filippo.io/age) X25519 identities: bech32, 58 characters.
    data("secret.age_key", S, Critical, BOTH, r"\bAGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}\b", Check::ExactFormat, "private_key")
        .anchored(anchor_set!(&["age-secret-key-1"])),
    // MaxMind GeoIP license keys: 6 + 29 characters and the `_mmk` suffix.
    // The suffix ends a longer word, so the word gate cannot see it; the
    // rule runs on texts with a digit (a random 35-character key has one
    // with probability 0.998) and the automaton's own literal search
    // for `_mmk` keeps that cheap.
    data("secret.maxmind_license_key", S, High, BOTH, r"\b[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b", Check::Token(30), "api_key").min_digits(1).min_run(40),
    data(
        "secret.slack_token",
        S,
        Critical,
        BOTH,
        r"\b(?:xox[abposre]|xapp)(?:\.xox[bp])?-[0-9]{1,14}(?:-[A-Za-z0-9]{1,16})*-[0-9]{0,20}[A-Za-z][A-Za-z0-9]{8,300}\b",
        Check::LastDashSegment(30),
        "token",
    )
    .anchored(anchor_set!(&["xoxa", "xoxb", "xoxp", "xoxo", "xoxs", "xoxr", "xoxe", "xapp"])),
    data(
        "secret.slack_webhook",
        S,
        High,
        BOTH,
        r"https?://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/+-]{20,}",
        Check::LastSegment(30),
        "token",
    )
    .anchored(anchor_set!(&["hooks.slack.com"])),
    data(
        "secret.stripe_key",
        S,
        Critical,
        BOTH,
        r"\b(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,247}|whsec_[A-Za-z0-9]{32,})\b",
        Check::Token(35),
        "api_key",
    )
    .anchored(anchor_set!(&["sk_live*", "sk_test*", "rk_live*", "rk_test*", "whsec_*"])),
    // Exactly 39 characters: a longer run is not a key.
    data("secret.google_api_key", S, High, BOTH, r"\bAIza[0-9A-Za-z_-]{35}", Check::TokenWord(35), "api_key").anchored(anchor_set!(&["aiza*"])),
    data(
        "secret.private_key",
        S,
        Critical,
        BOTH,
        // Line breaks as they are, or written as escapes (`\n`, `\r\n`)
        // as in a JSON string or an .env value: a service account's
        // `"private_key": "-----BEGIN PRIVATE KEY-----\nMIIE...\n..."`.
        concat!(
            r"-----BEGIN[A-Z0-9 ]{0,30} PRIVATE KEY(?: BLOCK)?-----[ \t]*(?:\r?\n|(?:\\r)?\\n)",
            // encryption headers (`Proc-Type: 4,ENCRYPTED`), a blank line
            r"(?:[A-Za-z-]+:(?-u:[^\n\\]){0,200}(?:\n|\\n))*(?:\s|\\[rn])*",
            r"[A-Za-z0-9+/=]{40,}",
            // the whole body, however long (an 8192-bit RSA key has 6.3 KB
            // of it), to the END line; without one (a truncated key), every
            // following line that is all base64; lines whose breaks were
            // written as escapes are read with each break after one or two
            // spaces (the scanner's `normalize::unescape_breaks`)
            r"(?:(?:[A-Za-z0-9+/=\r\n \t]|\\[rn])*-----END[A-Z0-9 ]{0,30} PRIVATE KEY(?: BLOCK)?-----",
            r"|(?:\r?\n[A-Za-z0-9+/=]{4,}\r?(?m:$))*(?:(?:[ ]{1,2}\r?\n|(?:\\r)?\\n)[A-Za-z0-9+/=]{4,})*)"
        ),
        Check::None,
        "private_key",
    )
    // (`begin*`: `-----BEGINRSA PRIVATE KEY-----` glued)
    .anchored(anchor_set!(&["begin*"])),
    data(
        "secret.jwt",
        S,
        High,
        BOTH,
        r"\beyJ[A-Za-z0-9_-]{10,}={0,2}\.eyJ[A-Za-z0-9_-]{10,}={0,2}(?:\.[A-Za-z0-9_-]{10,}={0,2})?",
        Check::Jwt,
        "token",
    )
    .anchored(anchor_set!(JWT_ANCHORS)),
    data(
        "secret.npm_token",
        S,
        Critical,
        BOTH,
        r#"/:_auth(?:Token)?\s*=\s*["']?[A-Za-z0-9_.+/=-]{16,}"#,
        Check::Assignment(30),
        "token",
    )
    .anchored(anchor_set!(&["_authtoken", "_auth"])),
    data("secret.npm_token", S, Critical, BOTH, r"\bnpm_[A-Za-z0-9]{36}\b", Check::Base62Crc(35), "token").anchored(anchor_set!(&["npm_*"])),
    // A macaroon serialised in base64: `AgEIcHlwaS5vcmc` encodes the
    // location `pypi.org` (`AgENdGVzdC5weXBpLm9yZw`: `test.pypi.org`);
    // the identifier and the 32-byte signature make it 70+ characters.
    data(
        "secret.pypi_token",
        S,
        Critical,
        BOTH,
        r"\bpypi-(?:AgEIcHlwaS5vcmc|AgENdGVzdC5weXBpLm9yZw)[A-Za-z0-9_-]{70,}",
        Check::Token(35),
        "token",
    )
    .anchored(anchor_set!(&["pypi"])),
    data(
        "secret.sendgrid_key",
        S,
        Critical,
        BOTH,
        r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b",
        Check::Token(35),
        "api_key",
    )
    .anchored(anchor_set!(&["sg"])),
    data("secret.twilio_key", S, High, BOTH, r"\b(?:AC|SK)[0-9a-f]{32}\b", Check::Token(30), "api_key").min_digits(8).min_run(34),
    data("secret.mailchimp_key", S, High, BOTH, r"\b[0-9a-f]{32}-us[0-9]{1,2}\b", Check::Token(30), "api_key").min_digits(8).min_run(36),
    data(
        "secret.discord_token",
        S,
        Critical,
        BOTH,
        r"\b[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b",
        Check::Token(35),
        "token",
    )
    .min_digits(4)
    .min_run(59),
    // Facebook app access token: `app-id|app-secret`.
    data("secret.facebook_token", S, High, BOTH, r"\b[0-9]{15,16}\|[A-Za-z0-9_-]{27}\b", Check::Tail(35), "token").min_digits(15).min_run(27),
    data("secret.telegram_bot_token", S, Critical, BOTH, r"\b[0-9]{8,10}:AA[A-Za-z0-9_-]{33}\b", Check::Token(35), "token").min_digits(8).min_run(35),
    data("secret.huggingface_token", S, Critical, BOTH, r"\b(?:hf_|api_org_)[A-Za-z]{34}\b", Check::Token(35), "token").anchored(anchor_set!(HF_ANCHORS)),
    data(
        "secret.azure_storage_key",
        S,
        Critical,
        BOTH,
        r"\bAccountKey\s*=\s*[A-Za-z0-9+/]{86}==",
        Check::Tail(40),
        "api_key",
    )
    .anchored(anchor_set!(&["accountkey"])),
    data(
        "secret.azure_client_secret",
        S,
        High,
        BOTH,
        r"[A-Za-z0-9_~.-]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}",
        Check::TokenWord(35),
        "api_key",
    )
    // Gated by digits (the secret has one before `Q~`), not by the `q~`
    // literal: the gate skips its literal automaton unless the text holds
    // one of a fixed set of rare byte pairs, and `q~` is not among them;
    // and by the 37 token bytes it spans.
    .min_digits(1)
    .min_run(37),
    data(
        "secret.vault_token",
        S,
        Critical,
        BOTH,
        r"\bhv[sbr]\.[A-Za-z0-9_-]{90,}",
        Check::Token(35),
        "token",
    )
    .anchored(anchor_set!(&["hvs", "hvb", "hvr"])),
    data(
        "secret.service_token",
        S,
        High,
        BOTH,
        concat!(
            r"\b(?:ops_eyJ[A-Za-z0-9+/]{100,}={0,3}",
            r"|sntrys_eyJ[A-Za-z0-9+/=_]{50,}|sntryu_[a-f0-9]{64}",
            r"|ntn_[0-9]{11}[A-Za-z0-9]{35}",
            r"|pplx-[A-Za-z0-9]{48}",
            r"|sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}",
            r"|sq[upa]_[a-f0-9]{40}",
            r"|s-s4t2(?:ud|af)-[a-f0-9]{64}",
            r"|API-[A-Z0-9]{26}",
            r"|CLOJARS_[a-z0-9]{60}",
            r"|dop_v1_[a-f0-9]{64}|doo_v1_[a-f0-9]{64}",
            r"|shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}",
            r"|glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}",
            r"|EAA[MC][A-Za-z0-9]{100,}",
            r"|AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
            r"|v1\.0-[a-f0-9]{24}-[a-f0-9]{146}",
            r"|lin_api_[A-Za-z0-9]{40}|dp\.pt\.[A-Za-z0-9]{43}",
            // Bedrock short-lived keys: base64 of a presigned URL on
            // `bedrock.amazonaws.com`; long-lived: of `BedrockAPIKey-...`.
            r"|4b1d[A-Za-z0-9]{38}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/]*={0,2}|ABSKQmVkcm9ja0FQSUtleS[A-Za-z0-9+/]{80,}={0,2}",
            r")\b"
        ),
        Check::Token(35),
        "token",
    )
    .anchored(anchor_set!(&[
        "ops_eyj*", "sntrys_*", "sntryu_*", "ntn_*", "pplx", "sgp_*", "squ_*", "sqp_*", "sqa_*", "s4t2ud", "s4t2af", "api", "clojars_*", "dop_v1_*",
        "doo_v1_*", "shpat_*", "shpca_*", "shppa_*", "shpss_*", "glc_*", "glsa_*", "eaam*", "eaac*", "age", "v1", "lin_api_*", "dp", "4b1d*", "bedrock", "absk*",
    ])),
    data(
        "secret.url_credentials",
        S,
        High,
        BOTH,
        r#"\b[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s:/@"'<>]{1,64}:[^\s/@"'<>]{3,128}@[A-Za-z0-9][A-Za-z0-9.-]*"#,
        Check::UrlCredential,
        "password",
    )
    .anchored(anchor_set!(&["://"])),
    data(
        "secret.curl_user",
        S,
        High,
        BOTH,
        r#"\bcurl\b(?:[^\n]|\\\n){0,400}?\s(?:-u|--user)\s+["']?[^\s"':]{0,64}["']?:["']?[^\s"']{4,}"#,
        Check::Tail(25),
        "password",
    )
    .anchored(anchor_set!(&["curl"])),
    data(
        "secret.auth_header",
        S,
        High,
        BOTH,
        concat!(
            r#"\b(?i:authorization|proxy-authorization|x-api-key|api-key|x-auth-token|api-token|x-octopus-apikey|apikey|x-jfrog-art-api|private-token|token|x-token|auth-token)["']?\s*:\s*"#,
            r"(?:(?i:bearer|basic|token|api-token|apikey|digest|negotiate)\s+)?",
            r"[A-Za-z0-9._~+/-]{8,}={0,2}"
        ),
        Check::Tail(28),
        "token",
    )
    .anchored(anchor_set!(&["authorization", "proxy", "api", "apikey", "auth", "private", "token"])),
    data(
        "secret.k8s_secret_data",
        S,
        High,
        BOTH,
        r#"(?m)^[ \t]+[A-Za-z0-9._-]+:[ \t]*(?:[|>][ \t]*\r?\n[ \t]+)?["']?[A-Za-z0-9+/]{12,}={0,2}["']?[ \t]*\r?$"#,
        Check::K8sSecret,
        "password",
    )
    .anchored(anchor_set!(&["secret"])),
    data(
        "secret.nuget_config_password",
        S,
        Medium,
        BOTH,
        r#"<add\s+key=["'](?i:cleartextpassword|password)["']\s+value=["'][^"'$%<{][^"']{3,127}["']"#,
        Check::None,
        "password",
    )
    .anchored(anchor_set!(&["add"])),
    // A password or PIN told in a sentence, as people tell an assistant:
    // "my wifi password is Zq8Rw1Xc", "the door code is 4821", "mein
    // Passwort ist ...", "mon mot de passe est ...". The check reads the
    // value: "the password is required", "the passphrase is limited to
    // 1024 bytes", "the PIN is 4 digits" are not secrets.
    data(
        "secret.spoken_password",
        S,
        High,
        BOTH,
        concat!(
            r"(?i:\b(?:password|passwd|passcode|passphrase|pass\s?word|pwd|pin(?:\s?code|\s+number)?",
            r"|(?:door|alarm|gate|garage|lock|safe|security|access|entry|wi-?fi|network)\s+(?:code|key|pin)",
            r"|passwort|kennwort|zugangscode|mot\s+de\s+passe|code\s+(?:pin|secret|d'acc[eè]s)|contrase[ñn]a|clave",
            r"|c[oó]digo\s+(?:pin|de\s+acceso)|senha|palavra-passe|wachtwoord|codice\s+(?:pin|di\s+accesso))",
            // "my password for the bank account is"
            r"(?:\s+(?:for|to|of|on|at|f[üu]r|pour|para|per|voor)(?:\s+(?-u:[^\s.!?;:]+)){1,4}?)?",
            // (the longer verbs first: the first alternative that matches wins)
            r"\s+(?:(?:has\s+been\s+|was\s+|is\s+)?(?:changed|set|reset)\s+to|is\s+now|will\s+be|is|was|ist|lautet|war|est|[ée]tait|es|era|[ée]|è|wordt)",
            r")\s+[\x22'`“‘„«]?[^\s\x22'`”’“‘„«»]{4,128}"
        ),
        Check::SpokenSecret,
        "password",
    )
    .anchored(anchor_set!(&[
        "password", "passwd", "passcode", "passphrase", "pass", "pwd", "pin", "pincode", "code", "key", "passwort", "kennwort", "zugangscode",
        "passe", "contraseña", "contrasena", "clave", "código", "codigo", "senha", "palavra", "wachtwoord", "codice",
    ])),
    // A registry login in a Docker `config.json`: `"auths": {"<registry>":
    // {"auth": "<base64 of user:password>"}}` (podman's `auth.json` too).
    data("secret.docker_auth", S, High, BOTH, r#""auth"\s*:\s*"[A-Za-z0-9+/]{8,}={0,2}""#, Check::BasicAuthValue, "password").anchored(anchor_set!(&["auth"])),
    // A `.netrc` entry, on one line or several: `machine api.example.com
    // login admin password Zq8Rw1Xc7Vb3`; the value as a told password.
    data(
        "secret.netrc_password",
        S,
        High,
        BOTH,
        r"\bmachine\s+[^\s]{1,253}(?:\s+login\s+[^\s]{1,128})?(?:\s+account\s+[^\s]{1,128})?\s+password\s+[^\s]{4,}",
        Check::SpokenSecret,
        "password",
    )
    .gated(anchor_alts!(&[&[&["machine"], &["password"]]])),
    // A `.pgpass` line: `hostname:port:database:username:password` (`*`
    // for any field but the password); the value as a told password, so
    // `localhost:5432:*:postgres:mysecretpassword` in documentation is not
    // one. Other colon-separated lines (`/etc/passwd`, times, IPv6) have
    // no port in the second field or more fields.
    data(
        "secret.pgpass_password",
        S,
        High,
        BOTH,
        r"(?m:^)[ \t]*(?:[A-Za-z0-9_.-]+|\*):(?:[0-9]{1,5}|\*):(?:[^:\s]+|\*):(?:[^:\s]+|\*):[^:\s]{4,}[ \t]*(?m:$)",
        Check::LastField,
        "password",
    )
    .anchored(anchor_set!(&["#4:"])),
    // A PuTTY private key file (`.ppk`): the header, the public lines and
    // the private lines, which hold the key.
    data(
        "secret.private_key",
        S,
        Critical,
        BOTH,
        r"\bPuTTY-User-Key-File-[0-9]+:(?s-u:.)*?Private-Lines:[ \t]*[0-9]+[ \t]*\r?\n[A-Za-z0-9+/=]{16,}(?:[ \t]*\r?\n[A-Za-z0-9+/=]{4,})*",
        Check::None,
        "private_key",
    )
    .anchored(anchor_set!(&["putty"])),
    data(
        "secret.gcp_service_account",
        S,
        Medium,
        BOTH,
        r#""type"\s*:\s*"service_account""#,
        Check::None,
        "token",
    )
    .anchored(anchor_set!(&["service_account"])),
    // `password = value`, `api_key: value`, `"client_secret": "value"`,
    // `token := value`, `secret => value`, `if (password == "value")`.
    data(
        "secret.generic_assignment",
        S,
        High,
        BOTH,
        concat!(
            r"(?i:passwd|password|passphrase|(?:\b|_)pass|(?:\b|_)pwd|secrete?|api[_-]?key|apikey|access[_-]?key|private[_-]?key|",
            r"auth[_-]?token|access[_-]?token|refresh[_-]?token|(?:\b|_)token|client[_-]?secret|clientsecret|credentials?)",
            r#"[A-Za-z0-9_.-]{0,30}(?:\[[0-9]{0,4}\])?["'\]]?(?:[ \t]*(?::=|=>|===|!==|==|!=|[:=])[ \t]*@?["'`]?|[ \t]+["'`]|>)[^\s"'`,;<]{8,}"#
        ),
        Check::Assignment(30),
        "password",
    )
    // The key may sit inside a longer name (`ClientSecret`, `db_pwdhash`):
    // no word anchor sees it, so a native check looks at the names right
    // before each operator instead.
    .anchored(anchor_set!(&["#:", "#=", "#>", "#\"", "#'", "#`"]))
    .prefilter(key_before_operator),
    // The literal written first in a comparison with a secret-named
    // variable (`if ("hunter2!" == password)`, `"..." !== my_api_key`).
    data(
        "secret.generic_assignment",
        S,
        High,
        BOTH,
        concat!(
            r#"(?:"[^\s"'`]{8,}"|'[^\s"'`]{8,}'|`[^\s"'`]{8,}`)[ \t]*(?:===|!==|==|!=)[ \t]*[A-Za-z0-9_$.]*?"#,
            r"(?i:passwd|password|passphrase|pass|pwd|secrete?|api[_-]?key|apikey|access[_-]?key|private[_-]?key|",
            r"auth[_-]?token|access[_-]?token|refresh[_-]?token|token|client[_-]?secret|clientsecret|credentials?)[A-Za-z0-9_]*\b",
        ),
        Check::ReversedAssignment(30),
        "password",
    )
    .anchored(anchor_set!(&["#="]))
    .prefilter(key_after_comparison),
    // A command-line flag and its value: `--password s3cr3t`, `--token X`.
    data(
        "secret.generic_assignment",
        S,
        High,
        BOTH,
        r#"(?:^|[ \t])--?(?i:password|passwd|pass|token|api-key|apikey|api_key|secret|client-secret|access-token|auth-token)[ \t]+["']?[^\s"'`,;<]{8,}"#,
        Check::Assignment(30),
        "password",
    )
    .anchored(anchor_set!(ASSIGNMENT_ANCHORS)),
];

#[cfg(test)]
mod key_prefilter {
    use super::{key_after_comparison, key_before_operator};

    #[test]
    fn sees_keys_after_comparisons() {
        for t in ["if (\"x\" == password)", "\"v\" !==  my_super_password", "'a' === cfg.apiToken", "x != DB_PASS"] {
            assert!(key_after_comparison(&super::super::phrase::Hay::new(t)), "{t}");
        }
        for t in ["if (\"x\" == name)", "a = password", "x => token", "== ", "password == \"x\""] {
            assert!(!key_after_comparison(&super::super::phrase::Hay::new(t)), "{t}");
        }
    }

    #[test]
    fn sees_keys_inside_names_before_operators() {
        for t in [
            "password = hunter2hunter2",
            "ClientSecret '2Vq7Q~q5VgKljZ7cb3.0sp0Apz.vOjRIPyeTr'",
            "db_pwdhash: abcdefgh",
            "x.userToken=\"abc\"",
            "if (my_super_password == \"x\") {",
            "passwords[12] = 'abcdefgh'",
            "\"api-key\": \"v\"",
            "SECRET_KEY > x",
            "my token: abcdefgh",
        ] {
            assert!(key_before_operator(&super::super::phrase::Hay::new(t)), "{t}");
        }
        for t in ["Caroline: Thanks Mel!", "the token economy: a study", "a = b", "passing grade", ""] {
            assert!(!key_before_operator(&super::super::phrase::Hay::new(t)), "{t}");
        }
    }

    #[test]
    fn every_operator_of_the_rule_is_seen_after_its_key() {
        for op in [":", "=", "==", "!=", ":=", "===", "!==", "=>", ">"] {
            for gap in ["", " ", " \t "] {
                let t = alloc::format!("x api_key{gap}{op}{gap}Zq8Rw1Xc7Vb3");
                assert!(key_before_operator(&super::super::phrase::Hay::new(&t)), "{t:?}");
            }
        }
        // and a key before a run of colons, however long the run
        let t = alloc::format!("password{}", ":".repeat(100_000));
        assert!(key_before_operator(&super::super::phrase::Hay::new(&t)));
    }
}

#[cfg(test)]
mod tests {

    use alloc::string::String;
    use alloc::vec::Vec;

    fn ids(text: &str) -> Vec<String> {
        super::super::test_support::ids_with_prefix(text, "secret.")
    }

    fn hit(text: &str, id: &str) {
        let got = ids(text);
        assert!(got.iter().any(|g| g == id), "{id} missing on {text:?}: {got:?}");
    }

    fn clean(text: &str) {
        let got = ids(text);
        assert!(got.is_empty(), "unexpected secret findings on {text:?}: {got:?}");
    }

    #[test]
    fn provider_tokens() {
        hit("key AKIAZ7VRSQ2LM4TX6PQN in config", "secret.aws_access_key_id");
        hit("aws_secret_access_key = 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", "secret.aws_secret_key");
        hit("export GH=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", "secret.github_token");
        // The same token with a wrong checksum is a made-up string.
        clean("export GH=ghp_4fT9kLm2Qz8Rw1Xc7Vb3Nn6Hj5Gd0Sa9Pe2U");
        hit("glpat-Zq8Rw1Xc7Vb3Nn6Hj5Gd", "secret.gitlab_token");
        hit("OPENAI_API_KEY=sk-proj-4fT9kLm2Qz8Rw1Xc7Vb3Nn6Hj5Gd0Sa9Pe2UyK7mT3BlbkFJP1qW3eR5tY8uI2oP4aS6dF8gH0jK", "secret.openai_key");
        // Without the T3BlbkFJ marker this is not an OpenAI project key;
        // as a random value assigned to an API key it is still a secret.
        let got = ids("OPENAI_API_KEY=sk-proj-4fT9kLm2Qz8Rw1Xc7Vb3Nn6Hj5Gd0Sa9Pe2UyK7mT4BlbkFJP1qW3eR5tY8uI2oP4aS6dF8gH0jK");
        assert!(!got.iter().any(|g| g == "secret.openai_key"), "{got:?}");
        assert!(got.iter().any(|g| g == "secret.generic_assignment"), "{got:?}");
        hit("sk-ant-api03-4fT9kLm2Qz8Rw1Xc7Vb3Nn6Hj5Gd0Sa9Pe2UyK7mP1qW3eR5tY8uI", "secret.anthropic_key");
        hit("token xoxb-263594206564-FGqddMF8t08v8N7Oq4i57vs1", "secret.slack_token");
        hit("legacy xoxa-2-511111111-31111111111-3111111111111-e039d02840a0b9379c", "secret.slack_token");
        hit("AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX", "secret.age_key");
        hit("MAXMIND_LICENSE_KEY=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", "secret.maxmind_license_key");
        hit(
            "sk-ant-api03-Q2hlY2tzdW1zLWFyZS1ub3QtcmVxdWlyZWQtYnV0LWZvcm1hdC1pcy1leGFjdC1zby10aGlzLWlzLWEta2V5LTEyMw-_1AA",
            "secret.anthropic_key",
        );
        hit("https://hooks.slack.com/services/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", "secret.slack_webhook");
        hit("https://hooks.slack.com/services/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", "secret.slack_webhook");
        hit("pypi-AgEIcHlwaS5vcmcCJGQ4ZjM1YzE5LTk4ZGMtNGE3Zi1hYjE0LWQ3ZTk2ZjJmYjRiNQACKlszLCJiNDFlYzRmZC0wNTk5LTRmOGQtOWI4Ny1mNzQ5MTY3YTI3ZjEiXQAABiD2", "secret.pypi_token");
        clean("pypi-AgEIcHlwaS5vcmcCJGQ4ZjM1YzE5");
        clean("AIzaSyD4fT9kLm2Qz8Rw1Xc7Vb3Nn6Hj5Gd0Sa9Qq7"); // 42 characters
        hit("stripe sk_live_4fT9kLm2Qz8Rw1Xc7Vb3Nn6H", "secret.stripe_key");
        hit("AIzaSyD4fT9kLm2Qz8Rw1Xc7Vb3Nn6Hj5Gd0Sa9", "secret.google_api_key");
        hit("bot 7213808860:AAH1bjqpKKW3maRSPAxzIU-0v6xNuq2-NjM", "secret.telegram_bot_token");
        hit("HF=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", "secret.huggingface_token");
        hit("AZURE_CLIENT_SECRET=3Rk7Q~zP9mL2xV8nB4cT6yH1jF5gD0sA3eK7uI", "secret.azure_client_secret");
        hit("secret: 3Rk7Q~zP9mL2xV8nB4cT6yH1jF5gD0sA3eK7uI", "secret.azure_client_secret");
    }

    #[test]
    fn provider_placeholders_are_not_tokens() {
        clean("ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
        clean("AKIAIOSFODNN7EXAMPLE");
        clean("xoxb-xxxxxxxxx-xxxxxxxxxx-xxxxxxxxxxxx");
        clean("xoxb-111111111-222222222-abcdefghijklmnop");
        clean("AGE-SECRET-KEY-1XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX");
        clean("sk-ant-api03-your-key-here");
        clean("pk_live_j5krY8XTgIcDaHDb3YrsAfCl is a publishable key");
        clean("the sk-learn package and AIza are words");
    }

    #[test]
    fn identifiers_are_not_secrets() {
        clean("request 123e4567-e89b-12d3-a456-426614174000 at 2023-11-22T01:35:00Z (epoch 1700613300)");
        clean("fixed in commit 3f786850e387550fdab836ed7e6dc881de23001b, see 3f78685");
        clean("sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");
        clean("order #A1B2C3D4E5 shipped; ISBN 978-3-16-148410-0; version 1.2.3.4");
    }

    #[test]
    fn passwords_and_pins_told_in_a_sentence() {
        for t in [
            "my password is Zq8Rw1Xc7Vb3Nn6",
            "Remember that my wifi password is Tr0ub4dor&3",
            "The door code is 4821.",
            "my PIN is 0493",
            "My bank PIN number is 7391, please don't forget it.",
            "the alarm code is 2580#",
            "Her Netflix password is \"sunflower\".",
            "our router password was changed to Xk9#mP2vQ7",
            "My password for the Chase account is Hunter22!",
            "The passphrase is correct-horse-9-battery",
            "mein Passwort ist Sonne2024!",
            "Das WLAN-Passwort lautet Kx7pQ2mZ9",
            "mon mot de passe est Chat2023!",
            "mi contraseña es Perro1987#",
            "minha senha é Gato2021!",
            "il mio codice PIN è 5832",
            "mijn wachtwoord is Fiets2020!",
            "The garage code is 19283746",
            "my password is “Zq8Rw1Xc”",
            "the new password will be Spring2025!",
        ] {
            hit(t, "secret.spoken_password");
        }
        // the value is the finding, not the sentence
        let redacting = crate::Scanner::lazy(crate::Policy::from_json(r#"{"actions": {"secret": "redact"}}"#).unwrap()).unwrap();
        let v = redacting.scan("The door code is 4821.", &crate::ScanContext::new(crate::Source::UserInput)).unwrap();
        assert_eq!(v.redacted.as_deref(), Some("The door code is [REDACTED:password]."));
    }

    #[test]
    fn registry_and_netrc_logins() {
        // base64 of "devops:Zq8Rw1Xc7Vb3Nn6Hj5"
        hit(r#"{"auths": {"https://index.docker.io/v1/": {"auth": "ZGV2b3BzOlpxOFJ3MVhjN1ZiM05uNkhqNQ=="}}}"#, "secret.docker_auth");
        // "devops:" (no password) and "user:password" (a placeholder), and
        // a value that is not base64 of a login
        clean(r#"{"auth": "ZGV2b3BzOg=="}"#);
        clean(r#"{"auth": "dXNlcjpwYXNzd29yZA=="}"#);
        clean(r#"{"auth": "required", "mode": "token"}"#);
        hit("machine api.example.com login admin password Zq8Rw1Xc7Vb3", "secret.netrc_password");
        hit("machine github.com\n  login octocat\n  password ghx9Rw1Xc7Vb3Nn6", "secret.netrc_password");
        clean("machine learning needs a password manager");
        clean("machine api.example.com login admin password $NETRC_PASSWORD");
    }

    #[test]
    fn pgpass_lines_hold_a_password() {
        hit("db.internal.example:5432:billing:app_user:Zq8_Rw1Xc7Vb3", "secret.pgpass_password");
        hit("# ~/.pgpass\nlocalhost:*:*:postgres:t7Gq2!LmZ9\n", "secret.pgpass_password");
        // a placeholder, a word, the format itself
        clean("localhost:5432:*:postgres:mysecretpassword");
        clean("hostname:port:database:username:password");
        clean("*:*:*:*:<your password>");
        // other colon-separated lines
        clean("root:x:0:0:root:/root:/bin/bash");
        clean("sshd:*:19000:0:99999:7:::");
        clean("The match ended 12:30:45:00:11 after extra time.");
        clean("2001:db8:0:0:1");
    }

    #[test]
    fn putty_key_files_are_private_keys() {
        let ppk = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ed25519-key-20240101\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIBfd3K8xQmW1a9vT0y\nc2VjcmV0\nPrivate-Lines: 1\nAAAAIHx8c2Vj4mK9pQ2rT7vW1yZ3aB5cD8eF0gH2iJ4k\nPrivate-MAC: 0d6e5f3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5c4b3a291807\n";
        hit(ppk, "secret.private_key");
        // the finding covers the private lines, which redaction replaces
        let v = crate::Scanner::new(crate::Policy::default()).unwrap().scan(ppk, &crate::ScanContext::new(crate::Source::UserInput)).unwrap();
        let body = ppk.find("AAAAIHx8").unwrap();
        let f = v.findings.iter().find(|f| f.rule_id == "secret.private_key").unwrap();
        assert!(f.span.start <= body && f.span.end >= body + 44, "{f:?}");
        clean("PuTTY-User-Key-File-3 is the header of a .ppk file; the Private-Lines field counts the lines of the key.");
    }

    #[test]
    fn words_about_passwords_are_not_passwords() {
        for t in [
            "the password is required to authenticate",
            "Thus, if its password is set to something easy to guess",
            "The length of the passphrase is limited to 1024 bytes.",
            "The user passphrase is directly used as the encryption key.",
            "printf(\"Password is correct.\");",
            "if password is memorable, I guess",
            "the encrypted password is actually stored in the shadow file",
            "in which case no password is required to authenticate",
            "means that the password is locked.",
            "their password is about to expire",
            "the PIN is 4 digits long",
            "the passphrase is sha256-hashed before storage",
            "the password is stored as a bcrypt hash",
            "the password is $DB_PASSWORD from the environment",
            "the password is <your password>",
            "the password is xxxxxxxx",
            "the password is 123456",
            "the access code is printed on the back of the card",
            "the source code is available on GitHub",
            "the code is 42 lines long",
            "the key is to stay calm",
            "the password is the same as last year",
            "My password is weak, I know.",
            "the default password is admin",
            "the password is too short",
            "the Wi-Fi key is on the router sticker",
            "the error code is 404",
            "the code is 2021 compliant",
            "printf(&quot;Password is correct.&quot;);",
        ] {
            assert!(!ids(t).iter().any(|id| id == "secret.spoken_password"), "{t}: {:?}", ids(t));
        }
    }

    #[test]
    fn private_key_needs_a_body() {
        hit("-----BEGIN RSA PRIVATE KEY-----\nMIIEpQIBAAKCAQEAn6/O8li+SX4m98LLYt/PKSzEmQ++ZBD7Loh9P13f4yQ92EF3\n-----END RSA PRIVATE KEY-----", "secret.private_key");
        clean("-----BEGIN PRIVATE KEY-----\nanything\n-----END PRIVATE KEY-----");
        // escaped line breaks (a JSON string)
        hit(r#""-----BEGIN RSA PRIVATE KEY-----\nMIIEpQIBAAKCAQEAn6/O8li+SX4m98LLYt/PKSzEmQ++ZBD7Loh9P13f4yQ92EF3\n-----END RSA PRIVATE KEY-----""#, "secret.private_key");
        clean(r#""-----BEGIN PRIVATE KEY-----\nanything\n-----END PRIVATE KEY-----""#);
        clean("-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAn6/O8li+SX4m98\n-----END PUBLIC KEY-----");
    }

    #[test]
    fn jwt_needs_json_header() {
        hit("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "secret.jwt");
        clean("eyJBBBBBBBBBBB.eyJCCCCCCCCCCCC.eyJDDDDDDDDDDD");
    }

    #[test]
    fn credentials_in_urls_commands_and_headers() {
        hit("postgres://app:Xk9mP2vQ7wLz@db.internal:5432/app", "secret.url_credentials");
        clean("see https://user:password@example.com for the format");
        clean("https://url:8000 @something else");
        clean("const myURL = new URL('https://abc:xyz@example.com');");
        clean("ftp://anonymous:Xk9mP2vQ7wLz@ftp.example.org/pub");
        hit("https://abc:Xk9mP2vQ7wLz@example.community/", "secret.url_credentials");
        hit("curl -u admin:Zq8Rw1Xc7Vb3 https://api.example.com", "secret.curl_user");
        clean("curl -u $USER:$PASS https://api.example.com");
        hit("-H 'Authorization: Bearer cfcabd11c7ed9a41b1a3e063c32d5114'", "secret.auth_header");
        clean("Set the Authorization: Bearer <token> header");
        clean("Authorization: Bearer ${TOKEN}");
    }

    #[test]
    fn generic_assignments_need_a_literal_random_value() {
        hit("password=Xk9#mP2$vQ7!", "secret.generic_assignment");
        hit("DB_PASSWORD: \"t7Gq2LmZ9xWv\"", "secret.generic_assignment");
        hit("client_secret = 'a8F3kQ9zLw2Xv7Rt'", "secret.generic_assignment");
        clean("password=<your password>");
        clean("api_key: ${API_KEY}");
        clean("token = os.environ[\"TOKEN\"]");
        clean("api_key = getenv(\"API_KEY\")");
        clean("password = config.db_password");
        clean("password = \"changeme\"");
        clean("secret_length = X25519.secret_length");
    }

    #[test]
    fn code_and_names_in_documentation_are_not_secrets() {
        clean("brace_token: braced!(content in input),");
        clean("Instead of `autospec=True` you can pass `autospec=some_object` to use it.");
        clean("Passing `unsafe=True` will allow access.");
        clean("--password-file=PASSWORD_FILE_PATH");
        clean("token: refresh_access_token");
        hit("password: \"Zq8_Rw1Xc7Vb3\"", "secret.generic_assignment");
        hit("--password s3cr3t_Zq8Rw1Xc7", "secret.generic_assignment");
    }

    #[test]
    fn names_and_patterns_in_code_are_not_secrets() {
        clean("} else if (token === LEFT_BRACKET) {");
        clean("  withCredentials: kEnumerableProperty,");
        clean("module.exports.PassThrough = CollectPassThrough");
        clean("const passthroughBufferConcat = desc?.writable === true");
        clean("const UNEXPECTED_TOKEN = /^Unexpected token '?(.)'?(,)? /i");
        clean("\"input_token\": \"NextPageMarker\",");
        clean("\"PasswordLastUsed\": \"2016-09-08T21:47:36Z\",");
        hit("\"Password\": \"Tq7LmZxWvRpK\",", "secret.generic_assignment");
        hit("if (token === \"Tq7Lm2Zx9Wv4\") {", "secret.generic_assignment");
        hit("password = Tq7Lm2Zx9Wv4", "secret.generic_assignment");
    }

    #[test]
    fn literals_compared_with_secret_names_first() {
        hit("if (\"Zq8Rw1Xc7Vb3\" == password) {", "secret.generic_assignment");
        hit("if ('m{{h}o)p${e]nob(ody[finds>-_$#thisone}}' !== my_private_key)", "secret.generic_assignment");
        hit("return `Xk9#mP2$vQ7!` === user.passwd;", "secret.generic_assignment");
        for t in [
            "if (\"undefined\" === typeof token) {",
            "if (\"password\" === type) {",
            "if (\"Bearer\" == tokenType)",
            "if (\"application/json\" !== contentType)",
            "if (\"some_setting\" == config.passwordPolicy)",
            "assert \"${TOKEN}\" == token",
            "if (\"Zq8Rw1Xc7Vb3\" == username) {",
            "if (\"Zq8Rw1Xc7Vb3' == password) {",
        ] {
            clean(t);
        }
    }

    #[test]
    fn assignments_in_other_syntaxes() {
        hit("<password>Tq7Lm2Zx9Wv4</password>", "secret.generic_assignment");
        hit("char secret[16] = \"Tq7Lm2Zx9Wv4\";", "secret.generic_assignment");
        hit("password \"Tq7Lm2Zx9Wv4\";", "secret.generic_assignment");
        hit("mysql --user=app --password Tq7Lm2Zx9Wv4 db", "secret.generic_assignment");
        clean("<password>${DB_PASSWORD}</password>");
        clean("<password></password> and <token>changeme</token>");
        clean("the password \"is the one on the sticky note\"");
        clean("mysql --password prompt-me");
    }

    #[test]
    fn prose_about_passwords_and_tokens_is_clean() {
        clean("Reset your password from the settings page; the token expires after an hour.");
        clean("The API key and the secret key are stored in the vault. Use a strong passphrase.");
        clean("Caroline went to a support group and said the password to happiness is patience.");
        clean("token: the string returned by the login call");
    }

    #[test]
    fn kubernetes_secret_data_values() {
        hit("apiVersion: v1\nkind: Secret\ndata:\n  password: UyFCXCpkJHpEc2I9MTIz\nmetadata:\n  name: db\n", "secret.k8s_secret_data");
        clean("apiVersion: v1\nkind: ConfigMap\ndata:\n  extra: UyFCXCpkJHpEc2I9MTIz\n");
    }
}

#[cfg(test)]
mod operator_candidates_exhaustive {
    #[test]
    fn operator_candidates_mark_every_operator_byte_and_only_their_ranges() {
        for x in 0..=255u8 {
            for pos in 0..8 {
                for filler in [b'a', b' ', b':', 0xFF, 0x00, b'=' + 1, b'=' - 1, b'!', b'(', b'9', b'?', b'_', b'a', 0xA2, 0xBA] {
                    let mut w = [filler; 8];
                    w[pos] = x;
                    let may = |c: u8| matches!(c, b'"'..=b'\'' | b':'..=b'>' | b'`');
                    let want: u64 = (0..8).map(|k| if may(w[k]) { 0x80u64 << (8 * k) } else { 0 }).sum();
                    assert_eq!(super::operator_candidates(u64::from_le_bytes(w)), want, "{x:#04x} at {pos} among {filler:#04x}");
                }
            }
        }
        for c in 0..=255u8 {
            assert!(!super::is_operator_byte(c) || matches!(c, b'"'..=b'\'' | b':'..=b'>' | b'`'), "{c:#04x}");
        }
    }
}
