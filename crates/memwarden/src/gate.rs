//! Rule gating: which rules can match a text at all.
//!
//! Every built-in rule names *anchors*: words or literals one of which
//! every match must contain. One pass over the text's words (hashed,
//! ASCII case-insensitive) plus an Aho-Corasick pass for punctuation and
//! non-ASCII literals tells which rules to run; a clean text then costs
//! this pass and the handful of rules its words could start.
//!
//! Anchor forms:
//! - `word`: an ASCII word (letters, digits, `_`), matched as a whole
//!   word, case-insensitively;
//! - `pref*`: an ASCII word prefix (`instruct*` matches `instructions`);
//! - anything else (punctuation, spaces, non-ASCII): a substring; for
//!   non-ASCII literals the capitalised and upper-case forms are added.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use aho_corasick::{AhoCorasick, AhoCorasickKind};

use crate::error::{Error, ErrorCode};

/// How a rule is gated.
#[derive(Clone, Debug)]
pub(crate) enum Trigger {
    /// Runs when one of these anchors occurs.
    Anchors(Vec<String>),
    /// Runs when an anchor of each list occurs.
    Both(Vec<String>, Vec<String>),
    /// Runs when the text holds at least this many ASCII digits.
    Digits(usize),
    /// Always runs.
    Always,
}

const MAX_WORD: usize = 32;

use crate::profile::{Profile, CLASS, DIGIT, HIGH, LETTER, LOWER, UPPER, WORD};

/// Folds a word byte for lookup: ASCII letters to lower case (digits
/// are unchanged; `_` becomes 0x7F, identically for anchors and text).
#[inline]
fn fold(c: u8) -> u8 {
    c | 0x20
}

/// Packs the first (up to) eight folded bytes of a word.
#[inline]
fn pack(w: &[u8]) -> u64 {
    let mut k = 0u64;
    for (i, &c) in w.iter().take(8).enumerate() {
        k |= u64::from(c | 0x20) << (8 * i);
    }
    k
}

/// Scans the word starting at `i`: returns its end and the OR of its
/// byte classes. Kept out of line so the loop state stays in registers.
#[inline(never)]
fn word_end(b: &[u8], mut i: usize) -> (usize, u16) {
    let mut kor = 0u16;
    while let Some(&c) = b.get(i) {
        let k = CLASS[c as usize];
        if k & WORD == 0 {
            break;
        }
        kor |= k;
        i += 1;
    }
    (i, kor)
}

#[inline]
fn mix(k: u64, len: usize) -> usize {
    let x = (k ^ (len as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    (x >> 32) as usize
}

/// An open-addressing table from folded ASCII words to rule lists, keyed
/// by the word's first eight bytes and its length (longer words are
/// compared in full), with a 64 Ki-bit filter in front so that the words
/// of ordinary text, which are almost never anchors, cost one bit test.
#[derive(Debug, Default)]
struct WordTable {
    keys: Vec<u64>,
    /// Word length per slot; 0 marks an empty slot.
    lens: Vec<u8>,
    fulls: Vec<Vec<u8>>,
    rules: Vec<Vec<u16>>,
    mask: usize,
    filter: Vec<u64>,
}

impl WordTable {
    fn build(entries: &[(Vec<u8>, u16)]) -> WordTable {
        let mut size = 64;
        while size < entries.len() * 4 {
            size *= 2;
        }
        let mut t = WordTable {
            keys: vec![0; size],
            lens: vec![0; size],
            fulls: vec![Vec::new(); size],
            rules: vec![Vec::new(); size],
            mask: size - 1,
            filter: vec![0; 1024],
        };
        for (w, r) in entries {
            if w.is_empty() || w.len() > 255 {
                continue;
            }
            let key = pack(w);
            let h = mix(key, w.len());
            t.filter[(h >> 16) & 1023] |= 1 << (h >> 10 & 63);
            let mut i = h & t.mask;
            loop {
                if t.lens[i] == 0 {
                    t.keys[i] = key;
                    t.lens[i] = w.len() as u8;
                    t.fulls[i] = w.clone();
                    t.rules[i] = vec![*r];
                    break;
                }
                if t.keys[i] == key && usize::from(t.lens[i]) == w.len() && t.fulls[i] == *w {
                    if !t.rules[i].contains(r) {
                        t.rules[i].push(*r);
                    }
                    break;
                }
                i = (i + 1) & t.mask;
            }
        }
        t
    }

    #[inline]
    fn probe(&self, key: u64, len: usize, full: Option<&[u8]>) -> Option<&[u16]> {
        let h = mix(key, len);
        if self.filter[(h >> 16) & 1023] & (1 << (h >> 10 & 63)) == 0 {
            return None;
        }
        let mut i = h & self.mask;
        loop {
            let l = self.lens[i];
            if l == 0 {
                return None;
            }
            if self.keys[i] == key && usize::from(l) == len && full.is_none_or(|f| self.fulls[i] == f) {
                return Some(&self.rules[i]);
            }
            i = (i + 1) & self.mask;
        }
    }

    /// Lookup of a word of at most eight bytes by its packed key.
    #[inline(always)]
    fn get_short(&self, key: u64, len: usize) -> Option<&[u16]> {
        self.probe(key, len, None)
    }

    /// Lookup of any word (compared in full when longer than eight bytes).
    #[inline]
    fn get(&self, key: u64, w: &[u8]) -> Option<&[u16]> {
        self.probe(key, w.len(), if w.len() > 8 { Some(w) } else { None })
    }
}

/// A set of rule indices.
struct RuleBits(Vec<u64>);

impl RuleBits {
    fn new(len: usize) -> RuleBits {
        RuleBits(vec![0; len.div_ceil(64)])
    }

    #[inline(always)]
    fn set(&mut self, r: u16) {
        self.0[usize::from(r) / 64] |= 1 << (r % 64);
    }

    #[inline]
    fn get(&self, r: u16) -> bool {
        self.0[usize::from(r) / 64] & (1 << (r % 64)) != 0
    }

    #[inline]
    fn clear(&mut self, r: u16) {
        self.0[usize::from(r) / 64] &= !(1 << (r % 64));
    }

    /// The indices below `len` (the second-anchor bits above it are not rules).
    fn indices(&self, len: usize) -> Vec<usize> {
        let mut out = Vec::new();
        for (w, &bits) in self.0.iter().enumerate() {
            let mut b = bits;
            while b != 0 {
                let i = w * 64 + b.trailing_zeros() as usize;
                if i < len {
                    out.push(i);
                }
                b &= b - 1;
            }
        }
        out
    }
}

/// The compiled gate of a rule set.
#[derive(Debug)]
pub(crate) struct Gate {
    words: WordTable,
    /// Prefix anchors keyed by their first four bytes (prefixes are at
    /// least four bytes long; shorter ones are rejected at build time).
    prefixes: WordTable,
    prefix_list: Vec<(Vec<u8>, u16)>,
    /// Bit (first byte << 8 | second byte) set when some word or prefix
    /// anchor starts with those two bytes: most words skip the tables.
    pairs: Vec<u64>,
    /// Bit k set: some word anchor has length k (k < 64).
    word_lens: u64,
    ascii_literals: Option<AhoCorasick>,
    ascii_starts: LiteralStarts,
    ascii_rule: Vec<u16>,
    unicode_literals: Option<AhoCorasick>,
    unicode_rule: Vec<u16>,
    by_digits: Vec<(u16, usize)>,
    always: Vec<u16>,
    /// (rule, bit of its second anchor set) for [`Trigger::Both`] rules;
    /// the bits follow the `len` rule bits.
    both: Vec<(u16, u16)>,
    len: usize,
}

#[inline]
fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

fn case_variants(lit: &str) -> Vec<String> {
    let mut v = vec![lit.to_string()];
    let mut cap = String::new();
    let mut chars = lit.chars();
    if let Some(c) = chars.next() {
        cap.extend(c.to_uppercase());
        cap.push_str(chars.as_str());
    }
    let upper: String = lit.chars().flat_map(char::to_uppercase).collect();
    for x in [cap, upper] {
        if !v.contains(&x) {
            v.push(x);
        }
    }
    v
}

fn build_ac(pats: &[String]) -> Result<Option<AhoCorasick>, Error> {
    if pats.is_empty() {
        return Ok(None);
    }
    AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .kind(Some(AhoCorasickKind::DFA))
        .build(pats)
        .map(Some)
        .map_err(|e| Error::new(ErrorCode::PolicyInvalid, alloc::format!("rule anchors do not compile: {e}")))
}

/// Where an ASCII literal anchor can first be seen from the gate's word
/// loop: at its first non-word byte. For each literal the pair (byte
/// before it, that byte) is recorded, or, when the literal starts with
/// it, the pair (that byte, byte after it) (`.com`: `.c`), or that byte
/// alone for a one-byte literal; in both letter cases. The literal
/// automaton runs only when the text holds one of these pairs, so a
/// full stop ends a sentence without waking it.
#[derive(Debug)]
struct LiteralStarts {
    /// Bit (a << 8 | b) set: pair `a b` can start a literal whose first
    /// non-word byte `b` is its last byte (`www.`).
    pairs: Vec<u64>,
    /// Hashed bit set of the triples `a b c` around a literal's first
    /// non-word byte `b` (`hooks.slack.com`: `s.s`).
    triples: Vec<u64>,
    /// Bit (a << 8 | b) set: a literal starts with the non-word byte `a`
    /// followed by `b`.
    follows: Vec<u64>,
    /// Byte `a` can start a literal followed by anything.
    leading: [bool; 256],
}

impl LiteralStarts {
    fn build(literals: &[String]) -> LiteralStarts {
        let mut ls = LiteralStarts { pairs: vec![0; 1024], triples: vec![0; 1024], follows: vec![0; 1024], leading: [false; 256] };
        for lit in literals {
            let b = lit.as_bytes();
            let Some(j) = b.iter().position(|&c| !is_word_byte(c)) else { continue };
            let cases = |c: u8| [c.to_ascii_lowercase(), c.to_ascii_uppercase()];
            if j == 0 && b.len() == 1 {
                ls.leading[b[0] as usize] = true;
            } else if j == 0 {
                for x in cases(b[1]) {
                    let k = usize::from(b[0]) << 8 | usize::from(x);
                    ls.follows[k / 64] |= 1 << (k % 64);
                }
            } else if j + 1 == b.len() {
                for x in cases(b[j - 1]) {
                    let k = usize::from(x) << 8 | usize::from(b[j]);
                    ls.pairs[k / 64] |= 1 << (k % 64);
                }
            } else {
                for x in cases(b[j - 1]) {
                    for y in cases(b[j + 1]) {
                        let k = triple(x, b[j], y);
                        ls.triples[k / 64] |= 1 << (k % 64);
                    }
                }
            }
        }
        ls
    }

    #[inline]
    fn hit(&self, prev: u8, c: u8, next: u8) -> bool {
        if self.leading[c as usize] {
            return true;
        }
        let k = usize::from(prev) << 8 | usize::from(c);
        let f = usize::from(c) << 8 | usize::from(next);
        let t = triple(prev, c, next);
        self.pairs[k / 64] & (1 << (k % 64)) != 0
            || self.follows[f / 64] & (1 << (f % 64)) != 0
            || self.triples[t / 64] & (1 << (t % 64)) != 0
    }
}

/// A 16-bit hash of three bytes, for [`LiteralStarts`]' triple filter.
#[inline]
fn triple(a: u8, b: u8, c: u8) -> usize {
    let x = (u32::from(a) << 16 | u32::from(b) << 8 | u32::from(c)).wrapping_mul(0x9E37_79B1);
    (x >> 16) as usize
}

impl Gate {
    /// Builds the gate for `members` (rule index, trigger) over `len` rules.
    pub(crate) fn build(members: &[(usize, Trigger)], len: usize) -> Result<Gate, Error> {
        let mut words: Vec<(Vec<u8>, u16)> = Vec::new();
        let mut prefix_list: Vec<(Vec<u8>, u16)> = Vec::new();
        let (mut ascii, mut ascii_rule) = (Vec::new(), Vec::new());
        let (mut uni, mut uni_rule) = (Vec::new(), Vec::new());
        let mut by_digits = Vec::new();
        let mut always = Vec::new();
        let mut both = Vec::new();
        for (idx, trig) in members {
            let r = *idx as u16;
            let groups: Vec<(&Vec<String>, u16)> = match trig {
                Trigger::Anchors(lits) => vec![(lits, r)],
                Trigger::Both(lits, also) => {
                    let v = (len + both.len()) as u16;
                    both.push((r, v));
                    vec![(lits, r), (also, v)]
                }
                Trigger::Digits(n) => {
                    by_digits.push((r, *n));
                    Vec::new()
                }
                Trigger::Always => {
                    always.push(r);
                    Vec::new()
                }
            };
            for (lits, r) in groups {
                {
                    for lit in lits {
                        if lit.is_empty() {
                            continue;
                        }
                        let b = lit.as_bytes();
                        if let Some(p) = lit.strip_suffix('*').filter(|p| p.bytes().all(is_word_byte)) {
                            if p.len() < 4 || p.len() > MAX_WORD {
                                return Err(Error::new(ErrorCode::PolicyInvalid, alloc::format!("anchor {lit:?}: prefixes need 4-32 word characters")));
                            }
                            prefix_list.push((p.bytes().map(fold).collect(), r));
                        } else if b.iter().all(|&c| is_word_byte(c)) && b.len() <= MAX_WORD {
                            words.push((lit.bytes().map(fold).collect(), r));
                        } else if lit.is_ascii() {
                            ascii.push(lit.clone());
                            ascii_rule.push(r);
                        } else {
                            for v in case_variants(lit) {
                                uni.push(v);
                                uni_rule.push(r);
                            }
                        }
                    }
                }
            }
        }
        // Prefix table: key = first four bytes, value = indices into prefix_list.
        let keyed: Vec<(Vec<u8>, u16)> = prefix_list.iter().enumerate().map(|(i, (p, _))| (p[..4].to_vec(), i as u16)).collect();
        let mut pairs = vec![0u64; 65536 / 64];
        let mut word_lens = 0u64;
        for (w, _) in words.iter().chain(prefix_list.iter()) {
            let key = if w.len() >= 2 { usize::from(w[0]) << 8 | usize::from(w[1]) } else { usize::from(w[0]) << 8 };
            pairs[key / 64] |= 1 << (key % 64);
        }
        for (w, _) in &words {
            word_lens |= 1 << w.len().min(63);
        }
        Ok(Gate {
            pairs,
            word_lens,
            words: WordTable::build(&words),
            prefixes: WordTable::build(&keyed),
            prefix_list,
            ascii_starts: LiteralStarts::build(&ascii),
            ascii_literals: build_ac(&ascii)?,
            ascii_rule,
            unicode_literals: build_ac(&uni)?,
            unicode_rule: uni_rule,
            by_digits,
            always,
            both,
            len,
        })
    }

    /// Indices of the rules that can match `text`, in rule order, and the
    /// text's [`Profile`], from one pass over its words.
    pub(crate) fn analyze(&self, text: &str) -> (Vec<usize>, Profile) {
        let mut on = RuleBits::new(self.len + self.both.len());
        for &i in &self.always {
            on.set(i);
        }
        let b = text.as_bytes();
        let n = b.len();
        let mut p = Profile::default();
        let mut any = 0u16;
        let mut rare = false;
        let mut digits = 0usize;
        let mut buf = [0u8; MAX_WORD];
        let mut singles = 0usize;
        let mut hex_pairs = 0usize;
        // base64 run across word bytes and + / - _
        let (mut b64run, mut b64mix) = (0usize, 0u16);
        let mut i = 0;
        while i < n {
            let c = b[i];
            let k = CLASS[c as usize];
            if k & WORD == 0 {
                any |= k;
                let next = if i + 1 < n { b[i + 1] } else { 0 };
                if !rare && self.ascii_starts.hit(if i > 0 { b[i - 1] } else { 0 }, c, next) {
                    rare = true;
                }
                if c == b' ' {
                    // the common case: a single space between words
                    b64run = 0;
                    b64mix = 0;
                    if !is_word_byte(next) {
                        singles = 0;
                    }
                    i += 1;
                    continue;
                }
                if matches!(c, b'+' | b'/' | b'-') {
                    b64run += 1;
                } else if c != b'=' {
                    b64run = 0;
                    b64mix = 0;
                }
                // leet symbol between two letters: p@ss, h!dden
                if matches!(c, b'@' | b'$' | b'!' | b'|' | b'+')
                    && i > 0
                    && b[i - 1].is_ascii_alphabetic()
                    && next.is_ascii_alphabetic()
                {
                    p.obfuscated_words = true;
                }
                if c == b'%' {
                    p.percent = true;
                } else if c == b'&' {
                    p.ampersand = true;
                } else if c == b'\\' && next == b'x' {
                    p.hex = true;
                }
                if !is_word_byte(next) {
                    singles = 0;
                }
                hex_pairs = 0;
                i += 1;
                continue;
            }
            // a word
            let start = i;
            let (end, kor) = word_end(b, i);
            i = end;
            any |= kor;
            let word = &b[start..i];
            let len = word.len();
            b64run += len;
            b64mix |= kor;
            if b64run >= 16 && (b64mix & UPPER != 0 && b64mix & LOWER != 0 || b64mix & DIGIT != 0 && b64mix & LETTER != 0) {
                p.base64 = true;
            }
            let f0 = fold(word[0]);
            let pair = if len >= 2 { usize::from(f0) << 8 | usize::from(fold(word[1])) } else { usize::from(f0) << 8 };
            if self.pairs[pair / 64] & (1 << (pair % 64)) != 0 {
                let key = pack(word);
                if len <= MAX_WORD && self.word_lens & (1 << len) != 0 {
                    let hit = if len <= 8 {
                        self.words.get_short(key, len)
                    } else {
                        for (x, &c) in buf.iter_mut().zip(word) {
                            *x = fold(c);
                        }
                        self.words.get(key, &buf[..len])
                    };
                    if let Some(rules) = hit {
                        for &r in rules {
                            on.set(r);
                        }
                    }
                }
                // Prefix anchors also match words longer than MAX_WORD
                // (tokens and keys start with their prefix).
                if len >= 4 && !self.prefix_list.is_empty() {
                    if let Some(cands) = self.prefixes.get_short(key & 0xFFFF_FFFF, 4) {
                        for &ci in cands {
                            let (pre, r) = &self.prefix_list[ci as usize];
                            if pre.len() <= len && pre.iter().zip(word).all(|(p, &c)| *p == fold(c)) {
                                on.set(*r);
                            }
                        }
                    }
                }
            }
            if kor & DIGIT != 0 {
                digits += b[start..i].iter().filter(|c| c.is_ascii_digit()).count();
                if kor & LETTER != 0 && !p.obfuscated_words && crate::normalize::is_leet_word(b[start..i].iter().map(|&c| char::from(c))) {
                    p.obfuscated_words = true;
                }
                if len >= 2 && b[start] == b'0' && b[start + 1] | 0x20 == b'x' {
                    p.hex = true;
                }
            }
            if len >= 16 && b[start..i].iter().all(u8::is_ascii_hexdigit) {
                p.hex = true;
            }
            if len == 2 && b[start..i].iter().all(u8::is_ascii_hexdigit) {
                hex_pairs += 1;
                if hex_pairs >= 8 {
                    p.hex = true;
                }
            } else {
                hex_pairs = 0;
            }
            if len == 1 && kor & LETTER != 0 {
                singles += 1;
                if singles >= 4 {
                    p.obfuscated_words = true;
                }
            } else {
                singles = 0;
            }
        }
        let _ = HIGH;
        p.non_ascii = any & crate::profile::HIGH != 0;
        p.control = any & crate::profile::CONTROL != 0;
        for &(r, need) in &self.by_digits {
            if digits >= need {
                on.set(r);
            }
        }
        if rare {
            if let Some(ac) = &self.ascii_literals {
                for m in ac.find_overlapping_iter(text) {
                    on.set(self.ascii_rule[m.pattern().as_usize()]);
                }
            }
        }
        if p.non_ascii {
            if let Some(ac) = &self.unicode_literals {
                for m in ac.find_overlapping_iter(text) {
                    on.set(self.unicode_rule[m.pattern().as_usize()]);
                }
            }
        }
        for &(r, v) in &self.both {
            if !on.get(v) {
                on.clear(r);
            }
        }
        (on.indices(self.len), p)
    }

    /// Indices of the rules that can match `text`.
    #[cfg(test)]
    pub(crate) fn triggered(&self, text: &str) -> Vec<usize> {
        self.analyze(text).0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gate(anchors: &[&str]) -> Gate {
        Gate::build(&[(0, Trigger::Anchors(anchors.iter().map(|s| s.to_string()).collect()))], 1).unwrap()
    }

    #[test]
    fn whole_words_match_case_insensitively() {
        let g = gate(&["ignore"]);
        assert_eq!(g.triggered("Please IGNORE that"), [0]);
        assert!(g.triggered("ignored").is_empty());
    }

    #[test]
    fn prefixes_match_word_starts() {
        let g = gate(&["instruct*"]);
        assert_eq!(g.triggered("new Instructions:"), [0]);
        assert!(g.triggered("reinstruct").is_empty());
    }

    #[test]
    fn prefixes_match_long_words() {
        let g = gate(&["ghp_*"]);
        assert_eq!(g.triggered("GH=ghp_4fT9kLm2Qz8Rw1Xc7Vb3Nn6Hj5Gd0Sa9Pe2Uy"), [0]);
    }

    #[test]
    fn long_words_match_exactly() {
        let g = gate(&["configuration"]);
        assert_eq!(g.triggered("the Configuration file"), [0]);
        assert!(g.triggered("configurations").is_empty());
    }

    #[test]
    fn any_ascii_literal_can_fire() {
        for lit in ["q~", "x=y", "~tok", "a::b", "%%%"] {
            let g = gate(&[lit]);
            assert_eq!(g.triggered(&alloc::format!("text {lit} more")), [0], "{lit}");
            assert_eq!(g.triggered(&alloc::format!("text {} more", lit.to_ascii_uppercase())), [0], "{lit}");
        }
    }

    #[test]
    fn literals_match_anywhere() {
        let g = gate(&["!["]);
        assert_eq!(g.triggered("x![a](b)"), [0]);
        let g = gate(&["игнор"]);
        assert_eq!(g.triggered("Игнорируй всё"), [0]);
    }

    #[test]
    fn a_rule_with_two_anchor_sets_needs_one_of_each() {
        let both = Trigger::Both(vec!["your".into()], vec!["respons*".into(), "reply".into()]);
        let g = Gate::build(&[(0, both), (1, Trigger::Anchors(vec!["reply".into()]))], 2).unwrap();
        assert_eq!(g.triggered("append this to your responses"), [0]);
        assert_eq!(g.triggered("Your REPLY must be short"), [0, 1]);
        assert!(g.triggered("your cat is cute").is_empty());
        assert!(g.triggered("a response to everyone").is_empty());
        assert_eq!(g.triggered("reply soon"), [1]);
    }

    #[test]
    fn digit_gate_counts_digits() {
        let g = Gate::build(&[(0, Trigger::Digits(9))], 1).unwrap();
        assert_eq!(g.triggered("call 555 123 4567"), [0]);
        assert!(g.triggered("on 7 May 2023").is_empty());
    }
}
