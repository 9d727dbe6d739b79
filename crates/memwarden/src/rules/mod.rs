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

/// `words!["a", "b"]` is `&["a", "b"]`: with a list macro written as
/// `list!(words)` and `list!(at_clause)`, one word list gives both.
macro_rules! words {
    ($($w:literal),* $(,)?) => { &[$($w),*] };
}

/// `alternation!["a", "b"]` is `"(?:a|b)"`: a list macro's words as a
/// pattern group, so one list gives a rule's pattern and its anchors.
macro_rules! alternation {
    ($first:literal $(, $w:literal)* $(,)?) => { concat!("(?:", $first, $("|", $w,)* ")") };
}

/// `at_clause!["a", "b"]` is `&["^a", "^b"]`: the words at the start of a
/// clause (see [`crate::gate`]).
macro_rules! at_clause {
    ($($w:literal),* $(,)?) => { &[$(concat!("^", $w)),*] };
}

/// Where an order to the reader opens (lower-cased text): at the start of
/// the text, of a line, of a sentence or of a quoted value, or after
/// `please` / `kindly`, `can you`, `I need you to`, `you must`. Shared
/// by the rules that read a request to the agent
/// (`injection.agent_request`, `exfiltration.funds_transfer`).
macro_rules! order_opening {
    () => {
        r"(?:^|[\x22'{:\[(]\s*|[.!?]\s+|\n\s*|\b(?:please|kindly)\s+|\b(?:can|could|would|will)\s+you\s+(?:please\s+)?|\bi\s+(?:need|want)\s+you\s+to\s+|\byou\s+(?:must|should|need\s+to)\s+)"
    };
}

/// An address written out: an e-mail address, a URL's scheme, `www.`,
/// or a domain with a common ending (the endings of [`ADDRESS_MARKS`];
/// not endings that are common names of a program's members, `.store`,
/// `.link`, `.click`, `.ai`, `.cloud`: `Forward the event to
/// this.store`).
/// Where a rule's order sends data or readers (`exfiltration`), or what
/// a poisoned memory tells the model to promote (`persistence`).
macro_rules! address {
    () => {
        r"(?:[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}|https?://|www\.|ftp://|(?:[a-z0-9-]+\.)+(?:com|net|org|io|xyz|ru|cn|top|info|biz|site|online|me|co|app|dev|example|shop|club|icu|website|tech)\b)"
    };
}

/// An account written out: an IBAN, a number of 8 or more digits (spaces
/// and dashes between them), an Ethereum address or a Bitcoin bech32
/// address. Where money goes in `exfiltration.funds_transfer` and
/// `persistence.payee_change`.
macro_rules! account_written {
    () => {
        r"(?:[a-z]{2}[0-9]{2}(?:\x20?[a-z0-9]){10,30}|[0-9][0-9\x20-]{6,30}[0-9]|0x[0-9a-f]{40}|bc1[a-z0-9]{25,62})\b"
    };
}

/// The user's word cited by a text (`the user asked`, `user has
/// already authorized`, `the user said:`): what a poisoned memory or tool
/// result claims an order came from. Shared by the rules that read such a
/// claim (`exfiltration.send_to_address`, `injection.permission_grant`).
macro_rules! user_claimed {
    () => {
        r"\b(?:the\s+)?user\s+(?:has\s+|had\s+)?(?:previously\s+|already\s+|explicitly\s+|also\s+)?(?:asked|told|instructed|wants|wanted|agreed|confirmed|requested|authori[sz]ed|approved|said|allowed|permitted)\b[:,]?"
    };
}

/// A filler of up to N words (3, 4, 6 or 12) between two key phrases,
/// never crossing a sentence end (a word may hold a dot with no space
/// after it: `vendor-pay.co`), and a no-break space parts words as a
/// space does (text taken from HTML joins whole lines with them). The
/// multilingual rules have their own
/// `gap!`, for scripts whose sentences end in other marks.
macro_rules! word_gap {
    (3) => { r"(?:\s+(?-u:[^\s.!?;\xC2]|\xC2[^\xA0]|[.!?;][^\s.!?;\xC2])+){0,3}?" };
    (4) => { r"(?:\s+(?-u:[^\s.!?;\xC2]|\xC2[^\xA0]|[.!?;][^\s.!?;\xC2])+){0,4}?" };
    (6) => { r"(?:\s+(?-u:[^\s.!?;\xC2]|\xC2[^\xA0]|[.!?;][^\s.!?;\xC2])+){0,6}?" };
    (12) => { r"(?:\s+(?-u:[^\s.!?;\xC2]|\xC2[^\xA0]|[.!?;][^\s.!?;\xC2])+){0,12}?" };
}

/// A title's or a firm's abbreviation, whose full stop ends no sentence
/// (`Dr. Lane's clinic`, `St. Mary's Pharmacy`, `Acme Inc. laptops`):
/// one more step in a gap that stops at a sentence's end, where a
/// promoted name may stand.
macro_rules! abbreviation {
    () => {
        r"\b(?:dr|mr|mrs|ms|st|mt|prof|co|inc|ltd|corp|jr|sr)\."
    };
}

/// Up to N bytes of one sentence (40 or 60): a dot inside a word, with
/// no space after it, does not end it (`docs-helper.net`,
/// `billing@payments-center.co`).
macro_rules! in_sentence {
    (40) => {
        r"(?-u:[^.!?\n]|[.!?][^\s.!?]){0,40}?"
    };
    (60) => {
        r"(?-u:[^.!?\n]|[.!?][^\s.!?]){0,60}?"
    };
}

/// The languages people speak that an answer may be asked in (`reply
/// in German`), a list macro: `spoken_languages!(words)` and
/// `spoken_languages!(alternation)`, with more words before them if given
/// (`spoken_languages!(words, "hex")`).
macro_rules! spoken_languages {
    ($m:ident $(, $extra:literal)*) => {
        $m![$($extra,)* "english", "spanish", "french", "german", "italian", "portuguese", "russian", "chinese", "japanese", "korean", "arabic", "hindi", "turkish", "dutch"]
    };
}

/// The words of `spoken_languages!`, for the checks that read them.
pub(crate) const SPOKEN_LANGUAGES: &[&str] = spoken_languages!(words);

/// The verbs that claim the user's word (see `user_claimed!`), for gates.
pub(crate) const USER_CLAIM_VERBS: &[&str] = &[
    "asked", "told", "instructed", "wants", "wanted", "agreed", "confirmed", "requested", "authorized", "authorised", "approved", "said", "allowed",
    "permitted",
];

/// `anchor_alts!(&[&[&["a", "b"], &["c"]], ...])`: alternatives, each an
/// AND of anchor sets, packed at compile time into one string (see
/// [`pack_anchors`]) for [`RuleDef::gated`].
macro_rules! anchor_alts {
    ($e:expr) => {{
        const ALTS: &[&[&[&str]]] = $e;
        const LEN: usize = $crate::rules::packed_len(ALTS);
        const BYTES: [u8; LEN] = $crate::rules::pack_anchors::<LEN>(ALTS);
        const PACKED: &str = match core::str::from_utf8(&BYTES) {
            Ok(s) => s,
            Err(_) => panic!("anchors are UTF-8"),
        };
        PACKED
    }};
}

/// `anchor_sets!(&[&["a", "b"], &["c"]])`: one AND of anchor sets, packed
/// (see [`pack_anchors`]) for [`RuleDef::also`].
macro_rules! anchor_sets {
    ($e:expr) => {
        anchor_alts!(&[$e])
    };
}

/// `anchor_set!(&["a", "b"])`: one anchor set, packed (see
/// [`pack_anchors`]) for [`RuleDef::anchored`].
macro_rules! anchor_set {
    ($e:expr) => {
        anchor_alts!(&[&[$e]])
    };
}

mod exfiltration;
mod injection;
mod multilingual;
mod names;
pub(crate) mod phrase;
mod persistence;
mod pii;
mod secret;

pub(crate) use names::{GIVEN_NAMES, GIVEN_NAMES_PACKED};

/// The anchors of an address written out (see `address!`): a domain's
/// ending, `@`, `://` or `www.`.
pub(crate) const ADDRESS_MARKS: &[&str] = &[
    ".com", ".net", ".org", ".io", ".xyz", ".ru", ".cn", ".top", ".info", ".biz", ".site", ".online", ".me", ".co", ".app", ".dev", ".example", ".shop",
    ".club", ".icu", ".website", ".tech", "@", "://", "www.",
];

/// Scopes a rule belongs to.
pub(crate) const STRICT: u8 = 1;
pub(crate) const RELAXED: u8 = 2;
pub(crate) const BOTH: u8 = STRICT | RELAXED;

/// Which views a rule reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Views {
    /// Original, normalised and decoded views (threat phrases).
    All,
    /// Original and decoded views, case-insensitively like `All`: a
    /// threat phrase whose accent tells the word (Spanish `ignore`, an
    /// order; `ignoré`, "I ignored"), which the normalised view drops.
    Spelled,
    /// Original text and decoded layers only (data whose shape the
    /// normalised view would destroy: keys, numbers, addresses).
    Raw,
}

/// Separates the alternatives of a packed block (see [`pack_anchors`]).
const ALT_SEP: u8 = 0x1D;
/// Separates the anchor sets of an alternative.
const SET_SEP: u8 = 0x1E;
/// Separates the words of an anchor set.
const WORD_SEP: u8 = 0x1F;

/// The length of `alts` packed by [`pack_anchors`].
pub(crate) const fn packed_len(alts: &[&[&[&str]]]) -> usize {
    let mut n = 0;
    let mut a = 0;
    while a < alts.len() {
        n += (a > 0) as usize;
        let mut s = 0;
        while s < alts[a].len() {
            n += (s > 0) as usize;
            let mut w = 0;
            while w < alts[a][s].len() {
                n += (w > 0) as usize + alts[a][s][w].len();
                w += 1;
            }
            s += 1;
        }
        a += 1;
    }
    n
}

/// Anchor alternatives (each an AND of ORs) as one block of text: the
/// words of a set joined by U+001F, the sets of an alternative by U+001E,
/// the alternatives by U+001D. A rule keeps one string instead of a
/// pointer and a length per word (the word lists are most of the rules'
/// static data, and of the wasm module's size). Fails to compile on an
/// empty word, set or alternative and on a word holding a separator, so
/// that [`unpack_anchors`] gives back exactly what was written.
pub(crate) const fn pack_anchors<const N: usize>(alts: &[&[&[&str]]]) -> [u8; N] {
    let mut out = [0u8; N];
    let mut n = 0;
    let mut a = 0;
    while a < alts.len() {
        if a > 0 {
            out[n] = ALT_SEP;
            n += 1;
        }
        assert!(!alts[a].is_empty(), "an alternative has no anchor set");
        let mut s = 0;
        while s < alts[a].len() {
            if s > 0 {
                out[n] = SET_SEP;
                n += 1;
            }
            assert!(!alts[a][s].is_empty(), "an anchor set is empty");
            let mut w = 0;
            while w < alts[a][s].len() {
                if w > 0 {
                    out[n] = WORD_SEP;
                    n += 1;
                }
                let word = alts[a][s][w].as_bytes();
                assert!(!word.is_empty(), "an anchor is empty");
                let mut i = 0;
                while i < word.len() {
                    assert!(word[i] < ALT_SEP || word[i] > WORD_SEP, "an anchor holds a separator byte");
                    out[n] = word[i];
                    n += 1;
                    i += 1;
                }
                w += 1;
            }
            s += 1;
        }
        a += 1;
    }
    assert!(n == N, "the packed length is the computed one");
    out
}

/// The alternatives of a block made by [`pack_anchors`], each a list of
/// anchor sets (none for an empty block).
pub(crate) fn unpack_anchors(packed: &str) -> alloc::vec::Vec<alloc::vec::Vec<alloc::vec::Vec<alloc::string::String>>> {
    use alloc::string::ToString;
    if packed.is_empty() {
        return alloc::vec::Vec::new();
    }
    packed
        .split(char::from(ALT_SEP))
        .map(|alt| alt.split(char::from(SET_SEP)).map(|set| set.split(char::from(WORD_SEP)).map(|w| w.to_string()).collect()).collect())
        .collect()
}

/// A hand-written search: the next match `(start, end)` in a haystack at
/// or after a byte offset, given the haystack's capitalised words (see
/// [`RuleDef::native`]).
pub(crate) type NativeSearch = fn(&str, usize, &pii::Caps) -> Option<(usize, usize)>;

pub(crate) use pii::Caps;

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
    /// Anchors one of which every match of `pattern` contains (a
    /// necessary condition; ASCII letters match case-insensitively; the
    /// forms are in [`crate::gate`]). The gate finds the anchors of every
    /// rule in one pass over the text and runs a rule's full pattern only
    /// when its anchors (and [`RuleDef::also`]) occur.
    /// Packed by [`pack_anchors`] (one set, or empty).
    pub anchor: &'static str,
    /// More anchors of the same set as `anchor`, as a block made by
    /// [`crate::wordset::pack`] (for a long list), each met only where the
    /// text writes it capitalised (an upper-case first letter, as a given
    /// name is written: the gate's `=word` form).
    pub anchor_packed: &'static [u8],
    /// Further sets of anchors, one of each of which every match also
    /// contains (empty: none): the rule runs only when every set occurs,
    /// which keeps rules keyed on common words (`your`) off ordinary text.
    /// Packed by [`pack_anchors`] (one alternative, or empty).
    pub also: &'static str,
    /// Other ways to gate the rule, for patterns whose branches share no
    /// anchor: the rule runs when `anchor` and `also` are met or when all
    /// the sets of one of these are (see [`RuleDef::gated`]).
    /// Packed by [`pack_anchors`].
    pub alt: &'static str,
    /// The least number of ASCII digits every match holds (0: none).
    pub min_digits: u8,
    /// The length of the longest run of token bytes (ASCII letters,
    /// digits, `_ - . ~ + / =`) every match holds (0: none): the body of
    /// a key or token. With no anchors, no digits and no run, the rule
    /// runs on every text.
    pub min_run: u8,
    /// A hand-written search that yields the matches of `pattern`
    /// (leftmost-first, non-overlapping), or those of them that can pass
    /// the rule's check (a capitalised word that is a listed name), used
    /// instead of the automaton for simple patterns that fire on most
    /// prose. Given the haystack and a start offset it returns the next
    /// match. Agreement with `pattern` is property-tested.
    pub native: Option<NativeSearch>,
    /// A hand-written necessary condition, checked after the gate and
    /// before the search: false means the text holds no match (for shapes
    /// the gate cannot state, such as a word ending before a number).
    /// The scanner's tests run the rule wherever it says false.
    pub prefilter: Option<fn(&phrase::Hay<'_>) -> bool>,
}

impl RuleDef {
    /// The same rule gated by `anchor` (see [`RuleDef::anchor`]; one set
    /// packed by `anchor_set!`).
    pub(crate) const fn anchored(mut self, anchor: &'static str) -> RuleDef {
        self.anchor = anchor;
        self
    }

    /// The same rule gated by the words of a [`crate::wordset::pack`]ed
    /// block (as [`RuleDef::anchored`]), met only where capitalised.
    pub(crate) const fn anchored_packed(mut self, anchor: &'static [u8]) -> RuleDef {
        self.anchor_packed = anchor;
        self
    }

    /// The same rule gated by alternatives, each an AND of anchor sets:
    /// it runs where all the sets of one of them occur. Every branch of
    /// the pattern must imply one alternative; the scanner's tests check
    /// that no gated-out text holds a match.
    /// The alternatives are packed by `anchor_alts!`.
    pub(crate) const fn gated(mut self, alternatives: &'static str) -> RuleDef {
        self.anchor = "";
        self.anchor_packed = &[];
        self.also = "";
        self.alt = alternatives;
        self
    }

    /// The same rule gated also by the anchor sets `also` (see
    /// [`RuleDef::also`]; packed by `anchor_sets!`).
    pub(crate) const fn also(mut self, also: &'static str) -> RuleDef {
        self.also = also;
        self
    }

    /// The same rule searched by a hand-written matcher (see [`RuleDef::native`]).
    pub(crate) const fn native(mut self, f: NativeSearch) -> RuleDef {
        self.native = Some(f);
        self
    }

    /// The same rule with its matches validated by `check` (a threat
    /// rule's are all findings otherwise).
    pub(crate) const fn checked(mut self, check: Check) -> RuleDef {
        self.check = check;
        self
    }

    /// The same rule checked first by `f` (see [`RuleDef::prefilter`]).
    pub(crate) const fn prefilter(mut self, f: fn(&phrase::Hay<'_>) -> bool) -> RuleDef {
        self.prefilter = Some(f);
        self
    }

    /// The same rule read in the original text and decoded layers only,
    /// not in the normalised view (see [`Views::Spelled`]).
    pub(crate) const fn spelled(mut self) -> RuleDef {
        self.views = Views::Spelled;
        self
    }

    /// The same rule gated by a minimum count of digits.
    pub(crate) const fn min_digits(mut self, n: u8) -> RuleDef {
        self.min_digits = n;
        self
    }

    /// The same rule gated by a minimum token run (see [`RuleDef::min_run`]).
    pub(crate) const fn min_run(mut self, n: u8) -> RuleDef {
        self.min_run = n;
        self
    }

    /// What the gate needs to see before it runs this rule: any one of
    /// these (digits and runs apply to each).
    pub(crate) fn needs(&self) -> alloc::vec::Vec<crate::gate::Need> {
        use alloc::vec::Vec;
        let mut conjunctions: Vec<Vec<Vec<alloc::string::String>>> = Vec::new();
        if !self.anchor.is_empty() || !self.anchor_packed.is_empty() {
            let mut first: Vec<alloc::string::String> = unpack_anchors(self.anchor).into_iter().flatten().flatten().collect();
            first.extend(crate::wordset::unpack(self.anchor_packed).map(|a| alloc::format!("={a}")));
            let mut c = alloc::vec![first];
            c.extend(unpack_anchors(self.also).into_iter().flatten());
            conjunctions.push(c);
        }
        conjunctions.extend(unpack_anchors(self.alt));
        if conjunctions.is_empty() {
            conjunctions.push(Vec::new());
        }
        conjunctions
            .into_iter()
            .map(|anchors| crate::gate::Need { anchors, min_digits: usize::from(self.min_digits), min_run: usize::from(self.min_run) })
            .collect()
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
    RuleDef { id, category, severity, scopes, langs, pattern, check: Check::None, redact_as: "threat", views: Views::All, anchor: "", anchor_packed: &[], also: "", alt: "", min_digits: 0, min_run: 0, native: None, prefilter: None }
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
    RuleDef { id, category, severity, scopes, langs: "*", pattern, check, redact_as, views: Views::Raw, anchor: "", anchor_packed: &[], also: "", alt: "", min_digits: 0, min_run: 0, native: None, prefilter: None }
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

#[cfg(test)]
mod packed_anchors {
    use alloc::string::ToString;
    use alloc::vec::Vec;

    use super::{pack_anchors, packed_len, unpack_anchors};

    #[test]
    fn unpacking_gives_back_the_alternatives_that_were_packed() {
        const ALTS: &[&[&[&str]]] = &[&[&["ignore", "^forget", "instruct*"], &["#2:"]], &[&["ЗапОмнИ", "用户"]], &[&["a b"], &["=Anna"], &["#d4"]]];
        const LEN: usize = packed_len(ALTS);
        let packed = pack_anchors::<LEN>(ALTS);
        let unpacked = unpack_anchors(core::str::from_utf8(&packed).unwrap());
        let expected: Vec<Vec<Vec<alloc::string::String>>> =
            ALTS.iter().map(|sets| sets.iter().map(|set| set.iter().map(|w| w.to_string()).collect()).collect()).collect();
        assert_eq!(unpacked, expected);
    }

    #[test]
    fn an_empty_block_has_no_alternatives() {
        assert!(unpack_anchors("").is_empty());
        assert_eq!(packed_len(&[]), 0);
    }

    #[test]
    fn the_macros_pack_one_set_one_conjunction_and_alternatives() {
        assert_eq!(unpack_anchors(anchor_set!(&["a", "b"])), [[["a", "b"]]]);
        assert_eq!(unpack_anchors(anchor_sets!(&[&["a"], &["b", "c"]])), [[alloc::vec!["a"], alloc::vec!["b", "c"]]]);
        assert_eq!(unpack_anchors(anchor_alts!(&[&[&["a"]], &[&["b"]]])), [[["a"]], [["b"]]]);
    }
}
