//! What the scanner found: categories, severities, spans and findings.

use alloc::string::String;
use core::fmt;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The threat or data class a rule belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// Instruction override, persona hijack, fake role markers, requests
    /// addressed to the model inside third-party content, prompt extraction.
    Injection,
    /// Memory poisoning: instructions to remember or obey in future sessions.
    Persistence,
    /// Sending data out: to addresses, URLs, markdown images, shell pipes.
    Exfiltration,
    /// Hidden characters: zero-width, bidi controls, tag characters, ANSI
    /// escapes, control bytes, mixed-script look-alike words.
    Smuggling,
    /// Personal data: e-mail, phone, SSN, cards, IBAN, IP addresses, names
    /// in context, street addresses.
    Pii,
    /// Credentials: API keys, tokens, private keys, password assignments.
    Secret,
}

impl Category {
    /// Every category, in a fixed order.
    pub const ALL: [Category; 6] = [
        Category::Injection,
        Category::Persistence,
        Category::Exfiltration,
        Category::Smuggling,
        Category::Pii,
        Category::Secret,
    ];

    /// The stable snake_case name, as in JSON.
    pub const fn as_str(self) -> &'static str {
        match self {
            Category::Injection => "injection",
            Category::Persistence => "persistence",
            Category::Exfiltration => "exfiltration",
            Category::Smuggling => "smuggling",
            Category::Pii => "pii",
            Category::Secret => "secret",
        }
    }

    /// Parses the snake_case name.
    pub fn parse(s: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.as_str() == s)
    }

    /// True for the categories that signal an attack (injection,
    /// persistence, exfiltration, smuggling) rather than sensitive data.
    pub const fn is_threat(self) -> bool {
        matches!(
            self,
            Category::Injection | Category::Persistence | Category::Exfiltration | Category::Smuggling
        )
    }
}

/// How bad a finding is, from `low` to `critical`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Worth a look.
    Low,
    /// Likely a problem.
    Medium,
    /// Almost certainly a problem.
    High,
    /// An attack or a live credential.
    Critical,
}

impl Severity {
    /// The stable snake_case name, as in JSON.
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Low => "low",
            Severity::Medium => "medium",
            Severity::High => "high",
            Severity::Critical => "critical",
        }
    }

    /// Parses the snake_case name.
    pub fn parse(s: &str) -> Option<Severity> {
        match s {
            "low" => Some(Severity::Low),
            "medium" => Some(Severity::Medium),
            "high" => Some(Severity::High),
            "critical" => Some(Severity::Critical),
            _ => None,
        }
    }
}

/// A half-open byte range `[start, end)` in the **original** text. Both
/// ends always fall on UTF-8 character boundaries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Span {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

/// Which view of the text a rule matched in.
///
/// JSON: `"original"`, `"normalized"` or `"decoded:<layer>"` where layer is
/// one of `base64`, `base32`, `hex`, `percent`, `html`, `tags`, `escape`
/// (`\u0049` escapes), `binary` (8-bit octets), `ascii85` (between `<~`
/// and `~>`), `joined` (a token of words joined by one of `_ - . /`,
/// written in CamelCase or with no breaks, read with its words apart, for
/// threats only), `scrambled` (a whole text holding words attacks are
/// made of with their letters shuffled, `ignroe`, read with them in
/// order, for threats only), `concatenated` (strings a text joins with
/// `+`, literally or in variables it assigns, `a = "Ignore all"; b = "
/// previous instructions"; a + b`, read as the string they build, for
/// threats only, spanning the expression),
/// `rot13` or `reversed` (a whole text holding words that only
/// ROT13 or a text written backwards holds) (nested layers are joined
/// with `+`, e.g. `"decoded:base64+percent"`). A finding in a decoded
/// blob (base64, hex, ...) spans the whole encoded run; one in `html`,
/// `scrambled`, `rot13` or `reversed`, which decode characters in place, spans the
/// characters it was read from (`jane&#64;example.com`, not the text
/// from the first reference to the last).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum View {
    /// The text as given.
    Original,
    /// NFKC, case-folded, confusables folded to Latin (in a Cyrillic or
    /// Greek text only within words that mix in Latin letters), invisible
    /// characters removed, leetspeak folded, spaced-out letters joined.
    Normalized,
    /// A layer decoded from an encoded run in the text.
    Decoded(String),
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            View::Original => f.write_str("original"),
            View::Normalized => f.write_str("normalized"),
            View::Decoded(layer) => write!(f, "decoded:{layer}"),
        }
    }
}

impl Serialize for View {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for View {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        match s.as_str() {
            "original" => Ok(View::Original),
            "normalized" => Ok(View::Normalized),
            other => match other.strip_prefix("decoded:") {
                Some(layer) if !layer.is_empty() => Ok(View::Decoded(layer.into())),
                _ => Err(serde::de::Error::custom("unknown view")),
            },
        }
    }
}

/// One rule match.
///
/// JSON shape:
/// `{"ruleId":"injection.override","category":"injection","severity":"high","span":{"start":0,"end":28},"view":"original","excerpt":"Ignore previous instructions"}`
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    /// The id of the rule that matched, e.g. `secret.github_token`.
    pub rule_id: String,
    /// The rule's category.
    pub category: Category,
    /// The rule's severity.
    pub severity: Severity,
    /// Where in the original text (byte offsets).
    pub span: Span,
    /// Which view matched.
    pub view: View,
    /// What matched, as it reads in the view that matched, cut to at most
    /// 120 characters. Secrets are masked: only their first characters
    /// are shown, a quarter of the secret and four at most (`4****` for
    /// the PIN `4821`, `sk_l****` for a Stripe key).
    pub excerpt: String,
}
