//! The built-in rules, one module per category.
//!
//! A rule is an id, a category, a severity, the scopes it runs in, the
//! languages its phrases cover, a pattern for the `regex` family (linear
//! time, no backtracking) and an optional validator that every match must
//! pass (Luhn for cards, mod-97 for IBAN, entropy for keys...).
//!
//! Pattern conventions: `\b` in a pattern means an ASCII word boundary
//! (it is compiled as `(?-u:\b)`: a Unicode-aware `\b` would push the
//! search off the fast engine as soon as the text holds one non-ASCII
//! byte). Threat patterns are case-insensitive.

use crate::finding::{Category, Severity};
use crate::validate::Check;

mod exfiltration;
mod injection;
mod multilingual;
mod names;
mod persistence;
mod pii;
mod secret;

pub(crate) use names::GIVEN_NAMES;

/// Scopes a rule belongs to.
pub(crate) const STRICT: u8 = 1;
pub(crate) const RELAXED: u8 = 2;
pub(crate) const BOTH: u8 = STRICT | RELAXED;

/// Which views a rule reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Views {
    /// Original, normalised and decoded views (threat phrases).
    All,
    /// Original text and decoded layers only (data whose shape the
    /// normalised view would destroy: keys, numbers, addresses).
    Raw,
}

/// A hand-written search: the next match `(start, end)` in a haystack at
/// or after a byte offset (see [`RuleDef::native`]).
pub(crate) type NativeSearch = fn(&str, usize) -> Option<(usize, usize)>;

/// A built-in rule.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RuleDef {
    pub id: &'static str,
    pub category: Category,
    pub severity: Severity,
    pub scopes: u8,
    /// Comma-separated language codes the phrases cover (`en,es`) or `*`
    /// for language-independent patterns.
    pub langs: &'static str,
    pub pattern: &'static str,
    pub check: Check,
    /// The placeholder type used when a match is redacted.
    pub redact_as: &'static str,
    pub views: Views,
    /// Literals one of which every match of `pattern` contains (a
    /// necessary condition; ASCII letters match case-insensitively). The
    /// scanner finds every anchor of every rule in one Aho-Corasick pass
    /// and runs a rule's full pattern only when one of its anchors occurs.
    pub anchor: &'static [&'static str],
    /// A second set of anchors, one of which every match also contains
    /// (empty: none): the rule runs only when both sets occur, which keeps
    /// rules keyed on common words (`your`) off ordinary text.
    pub also: &'static [&'static str],
    /// Alternatively (when `anchor` is empty), the least number of ASCII
    /// digits a text needs before the rule runs. Both empty: always runs.
    pub min_digits: u8,
    /// A hand-written search that yields exactly the matches of `pattern`
    /// (leftmost-first, non-overlapping), used instead of the automaton
    /// for simple patterns that fire on most prose (a capitalised word).
    /// Given the haystack and a start offset it returns the next match.
    /// Equality with `pattern` is property-tested.
    pub native: Option<NativeSearch>,
}

impl RuleDef {
    /// The same rule gated by `anchor` (see [`RuleDef::anchor`]).
    pub(crate) const fn anchored(mut self, anchor: &'static [&'static str]) -> RuleDef {
        self.anchor = anchor;
        self
    }

    /// The same rule gated also by `also` (see [`RuleDef::also`]).
    pub(crate) const fn also(mut self, also: &'static [&'static str]) -> RuleDef {
        self.also = also;
        self
    }

    /// The same rule searched by a hand-written matcher (see [`RuleDef::native`]).
    pub(crate) const fn native(mut self, f: NativeSearch) -> RuleDef {
        self.native = Some(f);
        self
    }

    /// The same rule gated by a minimum count of digits.
    pub(crate) const fn min_digits(mut self, n: u8) -> RuleDef {
        self.min_digits = n;
        self
    }
}

/// Shorthand for a threat rule (all views, no validator).
pub(crate) const fn threat(
    id: &'static str,
    category: Category,
    severity: Severity,
    scopes: u8,
    langs: &'static str,
    pattern: &'static str,
) -> RuleDef {
    RuleDef { id, category, severity, scopes, langs, pattern, check: Check::None, redact_as: "threat", views: Views::All, anchor: &[], also: &[], min_digits: 0, native: None }
}

/// Shorthand for a data rule (raw views, a validator, a placeholder type).
pub(crate) const fn data(
    id: &'static str,
    category: Category,
    severity: Severity,
    scopes: u8,
    pattern: &'static str,
    check: Check,
    redact_as: &'static str,
) -> RuleDef {
    RuleDef { id, category, severity, scopes, langs: "*", pattern, check, redact_as, views: Views::Raw, anchor: &[], also: &[], min_digits: 0, native: None }
}

/// Every built-in rule, in a fixed order.
pub(crate) fn builtin() -> alloc::vec::Vec<RuleDef> {
    let mut v = alloc::vec::Vec::new();
    v.extend_from_slice(injection::RULES);
    v.extend_from_slice(persistence::RULES);
    v.extend_from_slice(exfiltration::RULES);
    v.extend_from_slice(multilingual::RULES);
    v.extend_from_slice(pii::RULES);
    v.extend_from_slice(secret::RULES);
    v
}

/// What the rule modules' tests share: one compiled default scanner and
/// the ids of the findings whose rule id starts with a prefix.
#[cfg(test)]
pub(crate) mod test_support {
    extern crate std;
    use alloc::string::String;
    use alloc::vec::Vec;

    use crate::{Policy, ScanContext, Scanner};

    /// One scanner for every test (compiling the rules is the slow part).
    pub(crate) fn scanner() -> &'static Scanner {
        static SC: std::sync::OnceLock<Scanner> = std::sync::OnceLock::new();
        SC.get_or_init(|| Scanner::new(Policy::default()).expect("the default policy compiles"))
    }

    /// Rule ids starting with `prefix` found in `text` (default context).
    pub(crate) fn ids_with_prefix(text: &str, prefix: &str) -> Vec<String> {
        let v = scanner().scan(text, &ScanContext::default()).expect("scan");
        v.findings.into_iter().filter(|f| f.rule_id.starts_with(prefix)).map(|f| f.rule_id).collect()
    }
}
