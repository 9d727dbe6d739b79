//! Rule gating: which rules can match a text at all.
//!
//! Every built-in rule states what each of its matches must contain: one
//! word of each of its anchor sets, a number of ASCII digits, a run of
//! token bytes of some length. One pass over the text's words (hashed,
//! ASCII case-insensitive), plus an Aho-Corasick pass for punctuation and
//! non-ASCII literals when the text holds one of their first bytes, tells
//! which rules to run; a clean text then costs this pass and the handful
//! of rules whose every condition it meets. The same pass profiles the
//! text ([`Profile`]), so plain prose skips the normalised view, the
//! decoders and the smuggling scan.
//!
//! Anchor forms:
//! - `word`: an ASCII word (letters, digits, `_`), matched as a whole
//!   word, case-insensitively;
//! - `pref*`: an ASCII word prefix (`instruct*` matches `instructions`)
//!   of 3 to 32 bytes;
//! - anything else (punctuation, spaces, non-ASCII): a substring; for
//!   non-ASCII literals the capitalised and upper-case forms are added,
//!   and a text that holds a non-ASCII capital is searched in lower case
//!   too (any mix of case: `ЗапОмнИ` meets `запомни`);
//! - `#c`, `#Nc` (N a digit): at least one (N) of the punctuation byte
//!   or line break `c` (`#2:` is two colons);
//! - `#dN`: a run of at least N ASCII digits;
//! - `=word`: the ASCII word written with an upper-case first letter
//!   (`Anna`, `ANNA`; not `anna`), the rest of it in either case; a
//!   non-ASCII `=word` is a substring like any other (given names: the
//!   rules that look them up read only capitalised words);
//! - `^word`, `^pref*`: the word (or prefix) at the start of a clause:
//!   at the start of the text, or with only white space between it and
//!   one of `. ! ? : ; , " ' ( ) [ ] { } * > | -`, a line break or any
//!   non-ASCII character (which may be a quote or a space of its own).
//!
//! The parts of a word between underscores are words of their own
//! (not at a clause start): `home_phone` holds `home` and `phone`, as a
//! validator that reads `phone` after an underscore expects; so is the
//! rest of a word after an escape written out (`\nAnna` holds `Anna`).
//!
//! A rule may have several [`Need`]s: it runs when any of them is met.
//!
//! A gate is a necessary condition, never a heuristic: the scanner's
//! tests run every rule the gate skipped and fail if one of them finds a
//! match (see `Run::audit_gate` in the scanner).

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use aho_corasick::{AhoCorasick, AhoCorasickKind};

use crate::error::{Error, ErrorCode};
use crate::profile::{Profile, CLASS, CONTROL, DIGIT, HEX, HIGH, LEET, LETTER, LOWER, UPPER, WORD};

/// What every match of a rule contains: the gate runs the rule only on
/// texts that meet all of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Need {
    /// Anchor sets: the text holds an anchor of each set (an AND of ORs).
    pub anchors: Vec<Vec<String>>,
    /// The text holds at least this many ASCII digits.
    pub min_digits: usize,
    /// The text holds a run of at least this many token bytes (ASCII
    /// letters, digits and `_ - . ~ + / =`): the body of a key or token.
    pub min_run: usize,
}

impl Need {
    /// Runs where one of `anchors` occurs.
    pub(crate) fn anchors(anchors: &[&str]) -> Need {
        Need { anchors: vec![anchors.iter().map(|a| a.to_string()).collect()], ..Need::default() }
    }
}

const MAX_WORD: usize = 32;

/// Flag on a bit in the word tables: set it only for a word at the start
/// of a clause (a `^` anchor).
const CLAUSE: u16 = 0x8000;

/// Bytes after which (white space aside) a clause starts.
const CLAUSE_BYTES: [bool; 256] = {
    let mut t = [false; 256];
    let s = b".!?:;,\"'()[]{}*>|-\n";
    let mut i = 0;
    while i < s.len() {
        t[s[i] as usize] = true;
        i += 1;
    }
    let mut c = 0x80;
    while c < 256 {
        t[c] = true;
        c += 1;
    }
    t
};

/// White space that keeps the clause state as it is.
const fn keeps_clause(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | 0x0B | 0x0C)
}

/// The word at `s` starts a clause: the last byte before it that is not
/// blank is a clause byte (a line break, punctuation, a non-ASCII byte),
/// or only blanks precede it (the state the reference pass keeps byte by
/// byte; worked out only for the anchors that need it).
#[inline]
fn clause_at(b: &[u8], s: usize) -> bool {
    let mut j = s;
    while j > 0 && keeps_clause(b[j - 1]) {
        j -= 1;
    }
    j == 0 || CLAUSE_BYTES[b[j - 1] as usize]
}

/// Folds a word byte for lookup: ASCII letters to lower case (digits are
/// unchanged; `_` becomes 0x7F, identically for anchors and text).
#[inline]
fn fold(c: u8) -> u8 {
    c | 0x20
}

/// The first (up to) eight folded bytes of a word, packed little-endian.
#[inline]
fn pack(w: &[u8]) -> u64 {
    let mut k = 0u64;
    for (i, &c) in w.iter().take(8).enumerate() {
        k |= u64::from(fold(c)) << (8 * i);
    }
    k
}

/// [`pack`] of the `len`-byte word at `start` of `b`, with one load when
/// eight bytes are there to read.
#[inline(always)]
fn key_at(b: &[u8], start: usize, len: usize) -> u64 {
    match b.get(start..start + 8) {
        Some(eight) => {
            let mut w = [0u8; 8];
            w.copy_from_slice(eight);
            let raw = u64::from_le_bytes(w) | 0x2020_2020_2020_2020;
            // the first min(len, 8) bytes (len >= 1), without a branch
            raw & (u64::MAX >> (64 - 8 * len.min(8)))
        }
        None => pack(&b[start..start + len]),
    }
}

#[inline(always)]
fn mix(k: u64, len: usize) -> u64 {
    (k ^ (len as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xFF51_AFD7_ED55_8CCD)
}

/// The commonest words of English prose. Anchor sets use some of them
/// (`your`, `what`, `all`); looked up like other anchors they would cost
/// a table probe on nearly every other word of a text, so the gate keeps
/// them apart: each has a bit, a direct-mapped table sets the bits of
/// those a text holds without a branch, and the anchor sets that name
/// them are checked against those bits once the pass is done.
const STOP_WORDS: [&str; 64] = [
    "a", "an", "the", "and", "or", "to", "of", "in", "on", "at", "for", "with", "from", "by", "as", "is", "are", "was", "were", "be", "do",
    "does", "i", "you", "he", "she", "it", "we", "they", "me", "my", "your", "our", "his", "her", "its", "this", "that", "what", "how",
    "when", "who", "if", "can", "could", "would", "will", "should", "all", "not", "no", "now", "so", "s", "m", "t", "like", "one", "about",
    "just", "have", "has", "had", "there",
];

/// A direct-mapped table of [`STOP_WORDS`] by packed key: no two share a
/// slot (the multiplier is searched for at build time).
#[derive(Debug)]
struct StopTable {
    mul: u64,
    /// (packed key, bit); key 0 marks an empty slot (no word packs to 0).
    slots: [(u64, u8); 256],
}

impl StopTable {
    fn build() -> StopTable {
        let keys: Vec<u64> = STOP_WORDS.iter().map(|w| pack(w.as_bytes())).collect();
        let mut mul: u64 = 0x9E37_79B9_7F4A_7C15;
        loop {
            let mut slots = [(0u64, 0u8); 256];
            if keys.iter().enumerate().all(|(bit, &k)| {
                let i = (k.wrapping_mul(mul) >> 56) as usize;
                let free = slots[i].0 == 0;
                slots[i] = (k, bit as u8);
                free
            }) {
                return StopTable { mul, slots };
            }
            mul = mul.wrapping_add(0x2545_F491_4F6C_DD1D);
        }
    }

    /// The bit of the word with packed key `key` (eight bytes at most), as
    /// a one-bit mask, or 0.
    #[inline(always)]
    fn mask(&self, key: u64) -> u64 {
        let (k, bit) = self.slots[(key.wrapping_mul(self.mul) >> 56) as usize];
        u64::from(k == key) << bit
    }
}

/// The bit of `w` (folded) in [`STOP_WORDS`].
fn stop_bit(w: &[u8]) -> Option<u8> {
    STOP_WORDS.iter().position(|s| s.as_bytes() == w).map(|i| i as u8)
}

/// Bits a table entry sets in one 64-bit word of a [`Bits`]: `any`
/// always, `clause` only for a word at the start of a clause.
#[derive(Clone, Copy, Debug, Default)]
struct Group {
    word: u16,
    any: u64,
    clause: u64,
}

impl Group {
    /// The bits it sets for a word: its clause bits too when it has some
    /// and `at_clause()` says the word starts a clause.
    #[inline(always)]
    fn bits(&self, at_clause: impl Fn() -> bool) -> u64 {
        self.any | if self.clause != 0 && at_clause() { self.clause } else { 0 }
    }
}

/// The [`Group`]s of a list of bits (with [`CLAUSE`] flags).
fn groups_of(bits: &[u16]) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    for &r in bits {
        let v = r & !CLAUSE;
        let word = v / 64;
        let mask = 1u64 << (v % 64);
        let g = match out.iter_mut().find(|g| g.word == word) {
            Some(g) => g,
            None => {
                out.push(Group { word, any: 0, clause: 0 });
                out.last_mut().unwrap_or_else(|| unreachable!())
            }
        };
        if r & CLAUSE != 0 {
            g.clause |= mask;
        } else {
            g.any |= mask;
        }
    }
    out
}

/// One slot of a [`WordTable`].
#[derive(Clone, Debug, Default)]
struct Slot {
    key: u64,
    /// Word length; 0 marks an empty slot.
    len: u8,
    /// `groups[from..to]` are the bits this word sets.
    from: u32,
    to: u32,
    /// Index into `fulls` for words longer than eight bytes.
    full: u32,
}

/// An open-addressing table from folded ASCII words to the bits they
/// set, keyed by the word's first eight bytes and its length (longer
/// words are compared in full), behind a 64 Ki-bit filter so that most
/// words of ordinary text cost one bit test.
#[derive(Debug, Default)]
struct WordTable {
    slots: Vec<Slot>,
    groups: Vec<Group>,
    fulls: Vec<Vec<u8>>,
    mask: usize,
    filter: Vec<u64>,
}

impl WordTable {
    fn build(entries: &[(Vec<u8>, u16)]) -> WordTable {
        // Group the bits of each distinct word.
        let mut sorted: Vec<(&Vec<u8>, u16)> = entries.iter().filter(|(w, _)| !w.is_empty() && w.len() <= 255).map(|(w, r)| (w, *r)).collect();
        crate::sort::sort(&mut sorted);
        let mut words: Vec<(Vec<u8>, Vec<u16>)> = Vec::new();
        for (w, r) in sorted {
            match words.last_mut() {
                Some((x, rs)) if x == w => {
                    if !rs.contains(&r) {
                        rs.push(r);
                    }
                }
                _ => words.push((w.clone(), vec![r])),
            }
        }
        let mut size = 64;
        while size < words.len() * 4 {
            size *= 2;
        }
        let mut t = WordTable { slots: vec![Slot::default(); size], groups: Vec::new(), fulls: vec![Vec::new()], mask: size - 1, filter: vec![0; 1024] };
        for (w, rs) in &words {
            let key = pack(w);
            let h = mix(key, w.len());
            t.filter[(h >> 48) as usize & 1023] |= 1 << ((h >> 42) & 63);
            let mut i = (h >> 20) as usize & t.mask;
            while t.slots[i].len != 0 {
                i = (i + 1) & t.mask;
            }
            let from = t.groups.len() as u32;
            t.groups.extend(groups_of(rs));
            let full = if w.len() > 8 {
                t.fulls.push(w.clone());
                (t.fulls.len() - 1) as u32
            } else {
                0
            };
            t.slots[i] = Slot { key, len: w.len() as u8, from, to: t.groups.len() as u32, full };
        }
        t
    }

    /// The bit groups of the word with packed key `key` and length
    /// `len`; `word` is the word itself, compared in full (folded) when
    /// longer than eight bytes.
    #[inline(always)]
    fn get(&self, key: u64, len: usize, word: &[u8]) -> Option<&[Group]> {
        let h = mix(key, len);
        if self.filter[(h >> 48) as usize & 1023] & (1 << ((h >> 42) & 63)) == 0 {
            return None;
        }
        let mut i = (h >> 20) as usize & self.mask;
        loop {
            let s = &self.slots[i];
            if s.len == 0 {
                return None;
            }
            if s.key == key && usize::from(s.len) == len && (len <= 8 || self.same_word(s, word)) {
                return Some(&self.groups[s.from as usize..s.to as usize]);
            }
            i = (i + 1) & self.mask;
        }
    }

    #[inline(never)]
    fn same_word(&self, s: &Slot, word: &[u8]) -> bool {
        let full = &self.fulls[s.full as usize];
        full.len() == word.len() && full.iter().zip(word).all(|(&f, &c)| f == fold(c))
    }
}

pub(crate) const ONES: u64 = 0x0101_0101_0101_0101;
pub(crate) const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The high bit of each byte of `x7` (bytes below 0x80) that lies in
/// `a..=b`; no carry crosses a byte.
#[inline(always)]
pub(crate) const fn in_range(x7: u64, a: u8, b: u8) -> u64 {
    let ge = x7.wrapping_add(ONES * (0x80 - a as u64));
    let gt = x7.wrapping_add(ONES * (0x7F - b as u64));
    ge & !gt & HIGHS
}

/// The word bytes, capitals, lower-case letters and digits among the
/// eight bytes of `x` (little-endian), as the high bit of each byte.
#[cfg(test)]
#[inline(always)]
const fn classify(x: u64) -> (u64, u64, u64, u64) {
    let ascii = !x & HIGHS;
    let x7 = x & !HIGHS;
    let upper = in_range(x7, b'A', b'Z') & ascii;
    let lower = in_range(x7, b'a', b'z') & ascii;
    let digit = in_range(x7, b'0', b'9') & ascii;
    let under = in_range(x7, b'_', b'_') & ascii;
    (upper | lower | digit | under, upper, lower, digit)
}

/// The word bytes and, among them, the digits and underscores of the
/// eight bytes of `x`, as the high bit of each byte: what the masks of
/// [`WordMasks`] need, with three range tests instead of one per class
/// (`c | 0x20` folds the capitals onto the lower-case letters and no
/// other byte into `a..=z`).
#[inline(always)]
const fn word_and_digits(x: u64) -> (u64, u64) {
    let ascii = !x & HIGHS;
    let x7 = x & !HIGHS;
    let letter = in_range(x7 | (ONES * 0x20), b'a', b'z');
    let digit_or_under = (in_range(x7, b'0', b'9') | in_range(x7, b'_', b'_')) & ascii;
    (letter & ascii | digit_or_under, digit_or_under)
}

/// The end of the word starting at `i` (a word byte) and the classes
/// of its bytes (`UPPER`, `LOWER`, `LETTER`, `DIGIT`, `WORD`): eight
/// bytes at a time while eight are there to read. (The reference scan
/// of the tests; the pass itself uses [`WordMasks`].)
#[cfg(test)]
#[inline(always)]
fn word_at(b: &[u8], mut i: usize) -> (usize, u16) {
    let mut kor = WORD;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut w = [0u8; 8];
        w.copy_from_slice(chunk);
        let (word, upper, lower, digit) = classify(u64::from_le_bytes(w));
        let stop = !word & HIGHS;
        let len = if stop == 0 { 8 } else { (stop.trailing_zeros() / 8) as usize };
        let mask = if len == 8 { !0 } else { (1u64 << (8 * len)) - 1 };
        if upper & mask != 0 {
            kor |= UPPER | LETTER;
        }
        if lower & mask != 0 {
            kor |= LOWER | LETTER;
        }
        if digit & mask != 0 {
            kor |= DIGIT;
        }
        i += len;
        if len < 8 {
            return (i, kor);
        }
    }
    while let Some(&c) = b.get(i) {
        let k = CLASS[c as usize];
        if k & WORD == 0 {
            break;
        }
        kor |= k & (UPPER | LOWER | LETTER | DIGIT);
        i += 1;
    }
    (i, kor)
}

/// Bit masks of the word bytes and of the digits and underscores of a
/// text, one bit per byte,
/// built eight bytes at a time: words are then found with bit scans
/// instead of a branch per byte.
struct WordMasks {
    inline: [[u64; 2]; 4],
    heap: Vec<[u64; 2]>,
}

impl WordMasks {
    fn of(b: &[u8]) -> WordMasks {
        let n = b.len();
        let blocks = n.div_ceil(64);
        let mut m = WordMasks { inline: [[0; 2]; 4], heap: if blocks > 4 { vec![[0; 2]; blocks] } else { Vec::new() } };
        let masks: &mut [[u64; 2]] = if blocks > 4 { &mut m.heap } else { &mut m.inline };
        let mut i = 0;
        while let Some(chunk) = b.get(i..i + 8) {
            let mut w = [0u8; 8];
            w.copy_from_slice(chunk);
            let (word, digit_or_under) = word_and_digits(u64::from_le_bytes(w));
            let pack = |x: u64| (x >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
            let slot = &mut masks[i / 64];
            slot[0] |= pack(word) << (i % 64);
            // digits and underscores (word bytes that are not letters)
            slot[1] |= pack(digit_or_under) << (i % 64);
            i += 8;
        }
        while i < n {
            let k = CLASS[b[i] as usize];
            let slot = &mut masks[i / 64];
            if k & WORD != 0 {
                slot[0] |= 1 << (i % 64);
            }
            if k & DIGIT != 0 || b[i] == b'_' {
                slot[1] |= 1 << (i % 64);
            }
            i += 1;
        }
        m
    }

    /// The masks, for the scan.
    fn view(&self) -> MaskView<'_> {
        MaskView { masks: if self.heap.is_empty() { &self.inline } else { &self.heap } }
    }
}

/// The masks of a [`WordMasks`].
#[derive(Clone, Copy)]
struct MaskView<'a> {
    masks: &'a [[u64; 2]],
}

impl MaskView<'_> {
    /// Some byte in `s..e` is a digit or an underscore.
    #[inline(always)]
    fn has_digit_or_underscore(&self, s: usize, e: usize) -> bool {
        let masks = self.masks;
        let (ks, ke) = (s / 64, (e - 1) / 64);
        let lo = masks[ks][1] >> (s % 64);
        if ks == ke {
            let len = e - s;
            return lo & (!0u64).checked_shr(64 - len as u32).unwrap_or(0) != 0;
        }
        lo != 0 || masks[ks + 1..ke].iter().any(|x| x[1] != 0) || masks[ke][1] & (!0u64 >> (63 - (e - 1) % 64)) != 0
    }
}

/// The storage of a set of bit indices: inline up to [`INLINE_WORDS`] words,
/// on the heap beyond (a policy with many user rules). The pass works on
/// the slice [`Bits::words_mut`] gives, through [`set_bit`], [`get_bit`]
/// and [`clear_bit`], so no access tests where the words are.
struct Bits {
    inline: [u64; INLINE_WORDS],
    heap: Vec<u64>,
    len: usize,
}

const INLINE_WORDS: usize = 24;

impl Bits {
    fn new(len: usize) -> Bits {
        let words = len.div_ceil(64);
        Bits { inline: [0; INLINE_WORDS], heap: if words > INLINE_WORDS { vec![0; words] } else { Vec::new() }, len: words }
    }

    /// The words of the set (exactly as many as its length needs).
    #[inline(always)]
    fn words_mut(&mut self) -> &mut [u64] {
        if self.heap.is_empty() {
            &mut self.inline[..self.len]
        } else {
            &mut self.heap
        }
    }
}

#[inline(always)]
fn set_bit(on: &mut [u64], r: impl Into<usize>) {
    let r = r.into();
    on[r / 64] |= 1 << (r % 64);
}

#[inline(always)]
fn get_bit(on: &[u64], r: u16) -> bool {
    on[usize::from(r) / 64] & (1 << (r % 64)) != 0
}

#[inline(always)]
fn clear_bit(on: &mut [u64], r: u16) {
    on[usize::from(r) / 64] &= !(1 << (r % 64));
}

/// The indices below `len` set in `on` (the anchor-set bits above it are
/// not rules).
fn indices(on: &[u64], len: usize) -> RuleList {
    let words = &on[..len.div_ceil(64).min(on.len())];
    let mut out = RuleList::default();
    for (w, &bits) in words.iter().enumerate() {
        let mut b = bits;
        while b != 0 {
            let i = w * 64 + b.trailing_zeros() as usize;
            if i < len {
                out.push(i as u16);
            }
            b &= b - 1;
        }
    }
    out
}

/// The rules a gate runs on a text, in rule order: inline up to 48 (a
/// text wakes a handful), on the heap beyond, so a scan of an ordinary
/// text does not allocate for it. Indices fit in `u16`: a gate has fewer
/// than [`CLAUSE`] bits.
pub(crate) type RuleList = tinyvec::TinyVec<[u16; 48]>;

/// The conditions of a rule beyond its first trigger, checked once the
/// pass is done and only when the first trigger fired.
#[derive(Debug)]
struct Condition {
    rule: u16,
    /// Bits of its further anchor sets, each of which must be set.
    sets: Vec<u16>,
    min_digits: usize,
    min_run: usize,
}

/// An ASCII literal anchor of two bytes or more, listed under its first
/// non-word byte.
#[derive(Debug)]
struct Literal {
    /// The literal, folded to lower case.
    text: Vec<u8>,
    /// The offset of its first non-word byte.
    first: u8,
    /// The bits it sets (of every rule that names it).
    groups: Vec<Group>,
}

/// The compiled gate of a rule set.
#[derive(Debug)]
pub(crate) struct Gate {
    words: WordTable,
    /// Prefix anchors keyed by their first four bytes (prefixes are at
    /// least four bytes long; shorter ones are rejected at build time);
    /// the bits are indices into `prefix_list`.
    prefixes: WordTable,
    prefix_list: Vec<(Vec<u8>, Group)>,
    /// Bit k set: some word anchor has length k (k < 64).
    word_lens: u64,
    /// `=word` anchors, looked up only for words that start with an ASCII
    /// capital.
    capitalised: WordTable,
    has_capitalised: bool,
    stops: StopTable,
    /// The bit groups each stop word sets anywhere, and at the start of a
    /// clause (indexed by stop bit).
    stop_groups: Vec<(Vec<Group>, Vec<Group>)>,
    /// The stop words that have bits to set at the start of a clause.
    clause_stops: u64,
    /// The counter of each counted byte (index + 1; 0: not counted).
    counter_of: [u8; 256],
    /// The `#` anchors: the (bit, least count) of each counted byte, by
    /// its counter, and the (bit, least length) of the digit runs.
    count_anchors: Vec<Vec<(u16, u16)>>,
    digit_anchors: Vec<(u16, usize)>,

    /// The ASCII literal anchors, searched by the reference pass of the
    /// tests (the pass checks each literal where its first non-word byte
    /// is, see [`Gate::literals_at`]).
    #[cfg(test)]
    ascii_literals: Option<AhoCorasick>,
    ascii_starts: LiteralStarts,
    #[cfg(test)]
    ascii_rule: Vec<u16>,
    /// Each ASCII literal of two bytes or more (folded to lower case),
    /// the offset of its first non-word byte and the bits it sets, listed
    /// under that byte (a literal that several rules name is listed once).
    literal_at: Vec<Vec<Literal>>,
    /// The one-byte ASCII literals other than a space (`:`, `[`, `@`):
    /// the bits each sets, by byte, and the bytes that have some. The
    /// pass marks the non-word bytes it sees ([`Pass::seen`]); a text
    /// holds such a literal when the pass saw its byte.
    single_groups: Vec<Vec<Group>>,
    single_mask: [u64; 2],
    unicode_literals: Option<AhoCorasick>,
    unicode_rule: Vec<u16>,
    by_digits: Vec<(u16, usize)>,
    by_run: Vec<(u16, usize)>,
    always: Vec<u16>,
    conditions: Vec<Condition>,
    /// Bits that have a condition, and the index of it in `conditions`.
    condition_mask: Vec<u64>,
    condition_of: Vec<u32>,
    /// Bits of the needs of rules with several, and the rule of each.
    need_mask: Vec<u64>,
    rule_of_need: Vec<u16>,
    /// Rule bits, then one bit per further anchor set and per need of a
    /// rule with several.
    bits: usize,
    len: usize,
}

/// A byte of an ASCII word (as `\b` in a pattern reads it: a letter, a
/// digit or `_`).
/// (One load of the byte-class table, in the loops that step through
/// words.)
#[inline(always)]
pub(crate) fn is_word_byte(c: u8) -> bool {
    CLASS[c as usize] & WORD != 0
}

/// A byte of a key or token body, for [`Need::min_run`].
const fn is_run_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.' | b'~' | b'+' | b'/' | b'=')
}

const RUN_BYTES: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = is_run_byte(c as u8);
        c += 1;
    }
    t
};

/// The longest run of [`is_run_byte`] bytes in `s`.
#[cfg(test)]
pub(crate) fn longest_run(s: &str) -> usize {
    s.bytes().fold((0usize, 0usize), |(best, cur), c| if is_run_byte(c) { (best.max(cur + 1), cur + 1) } else { (best, 0) }).0
}

/// A non-ASCII literal as written, capitalised, upper-cased and
/// lower-cased: the forms the automaton looks for in the text as it is
/// (texts written in other mixes of case are lower-cased first, see
/// [`Gate::finish`]).
fn case_variants(lit: &str) -> Vec<String> {
    let mut v = vec![lit.to_string()];
    let mut cap = String::new();
    let mut chars = lit.chars();
    if let Some(c) = chars.next() {
        cap.extend(c.to_uppercase());
        cap.push_str(chars.as_str());
    }
    let upper: String = lit.chars().flat_map(char::to_uppercase).collect();
    for x in [cap, upper, lit.to_lowercase()] {
        if !v.contains(&x) {
            v.push(x);
        }
    }
    v
}

/// An automaton of `pats`, ASCII case ignored: always a contiguous NFA
/// (a DFA of the built-in rules' non-ASCII literals took 14 MiB, the NFA
/// 0.5 MiB, and searched no faster: it falls out of the CPU's caches).
pub(crate) fn build_ac(pats: &[String]) -> Result<Option<AhoCorasick>, Error> {
    if pats.is_empty() {
        return Ok(None);
    }
    AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .kind(Some(AhoCorasickKind::ContiguousNFA))
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
    /// Byte `c` is the first non-word byte of some literal: only then are
    /// the tables below consulted (a space never is, for instance).
    first: [bool; 256],
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
        let mut ls = LiteralStarts { first: [false; 256], pairs: vec![0; 1024], triples: vec![0; 1024], follows: vec![0; 1024], leading: [false; 256] };
        for lit in literals {
            let b = lit.as_bytes();
            let Some(j) = b.iter().position(|&c| !is_word_byte(c)) else { continue };
            ls.first[b[j] as usize] = true;
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

/// A word written in CamelCase with two inner capitals or more
/// (`IgnoreAllPrevious`, `youAreNowDan`): a lower-case letter then an
/// upper-case one, twice.
#[inline(never)]
fn camel_case(w: &[u8]) -> bool {
    w.windows(2).filter(|x| x[0].is_ascii_lowercase() && x[1].is_ascii_uppercase()).nth(1).is_some()
}

/// What the pass over the words learns besides anchors.
#[derive(Default)]
struct Pass {
    profile: Profile,
    /// OR of the byte classes seen.
    any: u16,
    /// An ASCII literal may start here: the reference pass of the tests
    /// then runs the literal automaton (the pass checks literals in place).
    #[cfg(test)]
    rare: bool,
    digits: usize,
    /// Current and longest run of token bytes.
    run: usize,
    max_run: usize,
    /// Single letters in a row (`i g n o r e`).
    singles: usize,
    /// Two-hex-digit words in a row (`69 67 6e`).
    hex_pairs: usize,
    /// base64 run across word bytes and `+ / -`: its length, where it
    /// started, and the classes of its bytes up to `b64upto` (gathered
    /// only once the run is long enough to count).
    b64run: usize,
    b64start: usize,
    b64mix: u16,
    b64upto: usize,
    /// The next word starts a clause (see `^` anchors): kept by the
    /// reference pass of the tests; the pass asks [`clause_at`].
    #[cfg(test)]
    clause: bool,
    /// The next word follows a backslash and starts with `n`, `t` or `r`
    /// (an escape written out).
    escape: bool,
    /// The separator (`-`, `.`, `/`) last seen between two letters in the
    /// current token, and how many times in a row (see
    /// [`Profile::joined`]).
    joined_sep: u8,
    joined_n: u8,
    /// Stop words seen anywhere, and at the start of a clause.
    stops: u64,
    stops_at_clause: u64,
    /// The non-word bytes other than a space that the pass saw (bit `c`
    /// of `seen[c / 64]`).
    seen: [u64; 4],
    /// Counts of the bytes that `#` anchors name, and the longest run of
    /// digits.
    counts: [u16; COUNTED],
    /// Bit k set: the counter with index k counted a byte.
    counted: u16,
    digit_run: usize,
}

/// How many distinct bytes `#` anchors can count.
const COUNTED: usize = 16;

/// A `#` anchor: the bit it sets and what it needs.
#[derive(Clone, Copy, Debug)]
enum ByteAnchor {
    /// At least `n` of the counted byte with index `k`.
    Count { bit: u16, k: u8, n: u16 },
    /// A run of at least `n` digits.
    DigitRun { bit: u16, n: usize },
}

/// Parses a `#` anchor body (after the `#`).
fn byte_anchor(body: &str, bit: u16, counted: &mut Vec<u8>) -> Option<ByteAnchor> {
    let b = body.as_bytes();
    if b.first() == Some(&b'd') && b.len() == 2 && b[1].is_ascii_digit() && b[1] != b'0' {
        return Some(ByteAnchor::DigitRun { bit, n: usize::from(b[1] - b'0') });
    }
    let (n, c) = match b {
        [c] => (1, *c),
        [d, c] if d.is_ascii_digit() && *d != b'0' => (u16::from(d - b'0'), *c),
        _ => return None,
    };
    if !(c.is_ascii_punctuation() || c == b'\n') {
        return None;
    }
    let k = match counted.iter().position(|&x| x == c) {
        Some(k) => k,
        None if counted.len() < COUNTED => {
            counted.push(c);
            counted.len() - 1
        }
        None => return None,
    };
    Some(ByteAnchor::Count { bit, k: k as u8, n })
}

impl Gate {
    /// Builds the gate for `members` over `len` rules: each member is a
    /// rule index and one [`Need`] of it; a rule listed more than once
    /// runs when any of its needs is met.
    pub(crate) fn build(members: &[(usize, Need)], len: usize) -> Result<Gate, Error> {
        let mut words: Vec<(Vec<u8>, u16)> = Vec::new();
        let mut capitalised: Vec<(Vec<u8>, u16)> = Vec::new();
        let mut prefix_list: Vec<(Vec<u8>, u16)> = Vec::new();
        let (mut ascii, mut ascii_rule) = (Vec::new(), Vec::new());
        let (mut uni, mut uni_rule) = (Vec::new(), Vec::new());
        let mut stop_bits: Vec<(u16, u64, u64)> = Vec::new();
        let mut counted: Vec<u8> = Vec::new();
        let mut byte_anchors: Vec<ByteAnchor> = Vec::new();
        let mut by_digits = Vec::new();
        let mut by_run = Vec::new();
        let mut always = Vec::new();
        let mut conditions = Vec::new();
        let mut alternatives: Vec<(u16, Vec<u16>)> = Vec::new();
        let mut bits = len;
        let fresh = |bits: &mut usize| {
            let v = *bits as u16;
            *bits += 1;
            v
        };
        for (idx, need) in members {
            let rule = *idx as u16;
            // A rule with several needs: each need sets a bit of its own,
            // and the rule's bit is their OR.
            let many = members.iter().filter(|(i, _)| i == idx).count() > 1;
            let r = if many {
                let v = fresh(&mut bits);
                match alternatives.iter_mut().find(|(x, _)| *x == rule) {
                    Some((_, vs)) => vs.push(v),
                    None => alternatives.push((rule, vec![v])),
                }
                v
            } else {
                rule
            };
            let mut groups: Vec<(&Vec<String>, u16)> = Vec::new();
            let mut sets = Vec::new();
            let (mut min_digits, mut min_run) = (need.min_digits, need.min_run);
            match need.anchors.split_first() {
                Some((first, rest)) => {
                    groups.push((first, r));
                    for set in rest {
                        let v = fresh(&mut bits);
                        groups.push((set, v));
                        sets.push(v);
                    }
                }
                None if min_digits > 0 => {
                    by_digits.push((r, min_digits));
                    min_digits = 0;
                }
                None if min_run > 0 => {
                    by_run.push((r, min_run));
                    min_run = 0;
                }
                None => always.push(r),
            }
            if !sets.is_empty() || min_digits > 0 || min_run > 0 {
                conditions.push(Condition { rule: r, sets, min_digits, min_run });
            }
            for (lits, r) in groups {
                for lit in lits {
                    let (lit, flag) = match lit.strip_prefix('^') {
                        Some(w) => (w, CLAUSE),
                        None => (lit.as_str(), 0),
                    };
                    if lit.is_empty() {
                        continue;
                    }
                    let b = lit.as_bytes();
                    if let Some(body) = lit.strip_prefix('#').filter(|_| lit.len() > 1) {
                        match byte_anchor(body, r, &mut counted) {
                            Some(a) if flag == 0 => byte_anchors.push(a),
                            _ => return Err(Error::new(ErrorCode::PolicyInvalid, alloc::format!("anchor {lit:?}: a byte anchor is #c, #Nc (N 1-9, c punctuation or a line break; at most {COUNTED} distinct bytes) or #dN"))),
                        }
                    } else if lit.len() > 1 && lit.ends_with('*') && !lit[..lit.len() - 1].bytes().all(is_word_byte) {
                        // (`sansür*` would be searched as the text `sansür*`)
                        return Err(Error::new(ErrorCode::PolicyInvalid, alloc::format!("anchor {lit:?}: a prefix is ASCII word characters; anchor a non-ASCII stem as a substring, without the `*`")));
                    } else if let Some(p) = lit.strip_suffix('*').filter(|p| p.bytes().all(is_word_byte)) {
                        let folded: Vec<u8> = p.bytes().map(fold).collect();
                        if p.len() < 3 || p.len() > MAX_WORD || p.len() == 3 && stop_bit(&folded).is_some() {
                            return Err(Error::new(ErrorCode::PolicyInvalid, alloc::format!("anchor {lit:?}: prefixes need 3-32 word characters (and not a stop word)")));
                        }
                        if p.len() == 3 {
                            // the table keys prefixes by four bytes: a
                            // three-byte prefix is its word, or one of its
                            // four-byte extensions
                            words.push((folded.clone(), r | flag));
                            for c in (b'a'..=b'z').chain(b'0'..=b'9').chain([b'_']) {
                                let mut four = folded.clone();
                                four.push(fold(c));
                                prefix_list.push((four, r | flag));
                            }
                        } else {
                            prefix_list.push((folded, r | flag));
                        }
                    } else if let Some(w) = lit.strip_prefix('=').filter(|w| !w.is_empty()) {
                        let b = w.as_bytes();
                        if flag != 0 {
                            return Err(Error::new(ErrorCode::PolicyInvalid, alloc::format!("anchor ^{lit:?}: a capitalised anchor cannot be tied to a clause start")));
                        } else if b.iter().all(|&c| is_word_byte(c)) && b.len() <= MAX_WORD && b[0].is_ascii_alphabetic() {
                            capitalised.push((b.iter().map(|&c| fold(c)).collect(), r));
                        } else if w.is_ascii() {
                            // (`Jean-Luc`: a substring, in any case)
                            ascii.push(w.to_string());
                            ascii_rule.push(r);
                        } else {
                            for v in case_variants(w) {
                                uni.push(v);
                                uni_rule.push(r);
                            }
                        }
                    } else if let Some(bit) = stop_bit(&lit.bytes().map(fold).collect::<Vec<u8>>()) {
                        let m = 1u64 << bit;
                        match stop_bits.iter_mut().find(|x: &&mut (u16, u64, u64)| x.0 == r) {
                            Some(x) => {
                                if flag != 0 {
                                    x.2 |= m;
                                } else {
                                    x.1 |= m;
                                }
                            }
                            None => stop_bits.push(if flag != 0 { (r, 0, m) } else { (r, m, 0) }),
                        }
                    } else if b.iter().all(|&c| is_word_byte(c)) && b.len() <= MAX_WORD {
                        words.push((lit.bytes().map(fold).collect(), r | flag));
                    } else if flag != 0 {
                        return Err(Error::new(ErrorCode::PolicyInvalid, alloc::format!("anchor ^{lit:?}: only words and word prefixes can be tied to a clause start")));
                    } else if lit.is_ascii() {
                        ascii.push(lit.to_string());
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
        if bits >= usize::from(CLAUSE) {
            return Err(Error::new(ErrorCode::PolicyInvalid, "too many rules and anchor sets"));
        }
        // Prefix table: key = first four bytes, bits = indices into prefix_list
        // (the table's groups are then indices, not rule bits).
        let keyed: Vec<(Vec<u8>, u16)> = prefix_list.iter().enumerate().map(|(i, (p, _))| (p[..4].to_vec(), i as u16)).collect();
        let prefix_list: Vec<(Vec<u8>, Group)> = prefix_list.into_iter().map(|(p, r)| (p, groups_of(&[r])[0])).collect();
        let mut word_lens = 0u64;
        for (w, _) in &words {
            word_lens |= 1 << w.len().min(63);
        }
        let words_len = bits.div_ceil(64);
        let mut condition_mask = vec![0u64; words_len];
        let mut condition_of = vec![u32::MAX; bits];
        for (k, c) in conditions.iter().enumerate() {
            condition_mask[usize::from(c.rule) / 64] |= 1 << (c.rule % 64);
            condition_of[usize::from(c.rule)] = k as u32;
        }
        let mut need_mask = vec![0u64; words_len];
        let mut rule_of_need = vec![0u16; bits];
        for (rule, needs) in &alternatives {
            for &v in needs {
                need_mask[usize::from(v) / 64] |= 1 << (v % 64);
                rule_of_need[usize::from(v)] = *rule;
            }
        }
        // A one-byte literal (never a word byte: that is a word anchor)
        // other than a space is met when the pass sees its byte; every
        // other ASCII literal is checked where its first non-word byte is:
        // one that has none in its first 256 bytes could never be met.
        let mut single_bits: Vec<Vec<u16>> = vec![Vec::new(); 128];
        // (text folded to lower case, offset of its first non-word byte,
        // bits), by that byte
        type Bits16 = Vec<u16>;
        let mut literal_bits: Vec<Vec<(Vec<u8>, u8, Bits16)>> = vec![Vec::new(); 256];
        let mut multi = Vec::new();
        for (lit, &r) in ascii.iter().zip(&ascii_rule) {
            let b = lit.as_bytes();
            if let [c] = *b {
                if c != b' ' && !is_word_byte(c) {
                    single_bits[usize::from(c)].push(r);
                    continue;
                }
            }
            let Some(j) = b.iter().position(|&c| !is_word_byte(c)).and_then(|j| u8::try_from(j).ok()) else {
                return Err(Error::new(ErrorCode::PolicyInvalid, alloc::format!("anchor {lit:?}: a literal needs a non-word byte within its first 256 bytes (a word anchor at most {MAX_WORD} bytes)")));
            };
            multi.push(lit.clone());
            let folded = b.to_ascii_lowercase();
            let list = &mut literal_bits[usize::from(b[usize::from(j)])];
            match list.iter_mut().find(|(l, k, _)| *l == folded && *k == j) {
                Some((_, _, rs)) => rs.push(r),
                None => list.push((folded, j, vec![r])),
            }
        }
        let literal_at: Vec<Vec<Literal>> =
            literal_bits.into_iter().map(|list| list.into_iter().map(|(text, first, rs)| Literal { text, first, groups: groups_of(&rs) }).collect()).collect();
        let mut single_mask = [0u64; 2];
        for (c, rs) in single_bits.iter().enumerate() {
            if !rs.is_empty() {
                single_mask[c / 64] |= 1 << (c % 64);
            }
        }
        let single_groups: Vec<Vec<Group>> = single_bits.iter().map(|rs| groups_of(rs)).collect();
        Ok(Gate {
            condition_mask,
            condition_of,
            need_mask,
            rule_of_need,
            word_lens,
            stops: StopTable::build(),
            clause_stops: stop_bits.iter().fold(0, |m, x| m | x.2),
            stop_groups: (0..STOP_WORDS.len())
                .map(|w| {
                    let m = 1u64 << w;
                    let any: Vec<u16> = stop_bits.iter().filter(|x| x.1 & m != 0).map(|x| x.0).collect();
                    let clause: Vec<u16> = stop_bits.iter().filter(|x| x.2 & m != 0).map(|x| x.0 | CLAUSE).collect();
                    (groups_of(&any), groups_of(&clause))
                })
                .collect(),
            counter_of: {
                let mut t = [0u8; 256];
                for (k, &c) in counted.iter().enumerate() {
                    t[usize::from(c)] = k as u8 + 1;
                }
                t
            },
            count_anchors: (0..COUNTED)
                .map(|k| byte_anchors.iter().filter_map(|a| match *a {
                    ByteAnchor::Count { bit, k: x, n } if usize::from(x) == k => Some((bit, n)),
                    _ => None,
                }).collect())
                .collect(),
            digit_anchors: byte_anchors.iter().filter_map(|a| match *a {
                ByteAnchor::DigitRun { bit, n } => Some((bit, n)),
                ByteAnchor::Count { .. } => None,
            }).collect(),
            words: WordTable::build(&words),
            has_capitalised: !capitalised.is_empty(),
            capitalised: WordTable::build(&capitalised),
            prefixes: WordTable::build(&keyed),
            prefix_list,
            ascii_starts: LiteralStarts::build(&multi),
            #[cfg(test)]
            ascii_literals: build_ac(&ascii)?,
            literal_at,
            single_groups,
            single_mask,
            #[cfg(test)]
            ascii_rule,
            unicode_literals: build_ac(&uni)?,
            unicode_rule: uni_rule,
            by_digits,
            by_run,
            always,
            conditions,
            bits,
            len,
        })
    }

    /// Indices of the rules that can match `text`, in rule order, and the
    /// text's [`Profile`], from one pass over its words.
    pub(crate) fn analyze(&self, text: &str) -> (RuleList, Profile) {
        let mut bits = Bits::new(self.bits);
        let on = bits.words_mut();
        for &i in &self.always {
            set_bit(on, i);
        }
        let b = text.as_bytes();
        let n = b.len();
        let mut p = Pass::default();
        let word_masks = WordMasks::of(b);
        let view = word_masks.view();
        let masks = &view.masks[..n.div_ceil(64)];
        // A single space between two words (most of prose) only resets
        // the runs, unless a literal anchor can start at a space.
        let fast_space = !self.ascii_starts.first[b' ' as usize];
        // The words are read a 64-byte block at a time from the bits where
        // they start and end; `gap` is where the bytes between two words
        // start, `start` where a word that runs into the next block began.
        let (mut gap, mut start) = (0usize, 0usize);
        for (k, m) in masks.iter().enumerate() {
            let w = m[0];
            if w == 0 {
                continue;
            }
            let carry_in = if k > 0 { masks[k - 1][0] >> 63 } else { 0 };
            let carry_out = masks.get(k + 1).map_or(0, |x| x[0] & 1);
            let mut starts = w & !(w << 1 | carry_in);
            let mut ends = w & !(w >> 1 | carry_out << 63);
            let base = k * 64;
            if carry_in & w != 0 {
                // the word begun in an earlier block
                if ends == 0 {
                    continue;
                }
                let e = base + ends.trailing_zeros() as usize + 1;
                ends &= ends - 1;
                self.word(b, start..e, view.has_digit_or_underscore(start, e), || clause_at(b, start), &mut p, on);
                gap = e;
            }
            while starts != 0 {
                let s = base + starts.trailing_zeros() as usize;
                starts &= starts - 1;
                if fast_space && s == gap + 1 && b[gap] == b' ' {
                    p.run = 0;
                    p.b64run = 0;
                    p.b64start = s;
                    p.joined_n = 0;
                } else {
                    for j in gap..s {
                        self.separator_fast(b, j, CLASS[b[j] as usize], &mut p, on);
                    }
                }
                if ends == 0 {
                    start = s;
                    break;
                }
                let e = base + ends.trailing_zeros() as usize + 1;
                ends &= ends - 1;
                // (the word lies in this block)
                let rare = (m[1] >> (s % 64)) & (!0u64 >> (64 - (e - s))) != 0;
                self.word(b, s..e, rare, || clause_at(b, s), &mut p, on);
                gap = e;
            }
        }
        for j in gap..n {
            self.separator_fast(b, j, CLASS[b[j] as usize], &mut p, on);
        }
        self.finish(text, p, on)
    }

    /// The word `b[start..end]` (`word`), which holds a digit or an underscore when
    /// `rare`; `at_clause()` says whether it starts a clause, asked only
    /// for the anchors that have clause bits (the pass of
    /// [`Gate::analyze`] works it out with [`clause_at`], the reference
    /// pass of the tests keeps it byte by byte).
    #[inline(always)]
    fn word(&self, b: &[u8], word: core::ops::Range<usize>, rare: bool, at_clause: impl Fn() -> bool, p: &mut Pass, on: &mut [u64]) {
        let (start, end) = (word.start, word.end);
        let len = end - start;
        p.run += len;
        p.max_run = p.max_run.max(p.run);
        p.b64run += len;
        if p.b64run >= 16 && !p.profile.base64 {
            self.base64_run(b, end, p);
        }
        self.lookup(&b[start..end], key_at(b, start, len), at_clause, p, on);
        if rare {
            self.rare_word(&b[start..end], p, on);
        }
        if !rare && !p.profile.scrambled && crate::scrambled::may_be_scrambled(&b[start..end]) {
            p.profile.scrambled = true;
        }
        if len >= 10 && !p.profile.joined {
            // (a glued word, or one glued to an address's name: see
            // `decode::glued_words`)
            let glued = len >= 16 || len >= 12 && b.get(end) == Some(&b'@');
            p.profile.joined = camel_case(&b[start..end]) || glued && b[start..end].iter().all(u8::is_ascii_alphabetic);
        }
        // an escape written out (`\nAnna`, `\tTotal`): the rest is a word
        if p.escape {
            p.escape = false;
            if len > 1 {
                p.profile.escaped_breaks = true;
                self.word_part(&b[start + 1..end], p, on);
            }
        }
        if len == 1 {
            p.hex_pairs = 0;
            // (a leet digit may stand for a letter: `i g n 0 r 3`)
            if CLASS[b[start] as usize] & (LETTER | LEET) != 0 && b[start].is_ascii_alphanumeric() {
                p.singles += 1;
                if p.singles >= 4 {
                    p.profile.obfuscated_words = true;
                }
            } else {
                p.singles = 0;
            }
            return;
        }
        p.singles = 0;
        if len == 2 && CLASS[b[start] as usize] & CLASS[b[start + 1] as usize] & HEX != 0 {
            p.hex_pairs += 1;
            if p.hex_pairs >= 8 {
                p.profile.hex = true;
            }
        } else {
            p.hex_pairs = 0;
            if len >= 16 && b[start..end].iter().all(u8::is_ascii_hexdigit) {
                p.profile.hex = true;
            }
        }
    }

    /// A base64-like run of 16 bytes or more ends at `end`: it counts when
    /// it mixes letter cases, or letters and digits. The classes of the
    /// run's bytes are gathered once each, however long it grows.
    #[inline(never)]
    fn base64_run(&self, b: &[u8], end: usize, p: &mut Pass) {
        let from = p.b64start.max(p.b64upto);
        for &c in &b[from..end] {
            p.b64mix |= CLASS[c as usize];
        }
        p.b64upto = end;
        let m = p.b64mix;
        if m & UPPER != 0 && m & LOWER != 0 || m & DIGIT != 0 && m & LETTER != 0 {
            p.profile.base64 = true;
        }
    }

    /// The rarer checks of a word that holds a digit or an underscore.
    #[inline(never)]
    fn rare_word(&self, w: &[u8], p: &mut Pass, on: &mut [u64]) {
        let digits = w.iter().filter(|c| c.is_ascii_digit()).count();
        if digits > 0 {
            p.digits += digits;
            let mut run = 0;
            for &c in w {
                run = if c.is_ascii_digit() { run + 1 } else { 0 };
                p.digit_run = p.digit_run.max(run);
            }
            if w.iter().any(u8::is_ascii_alphabetic) && !p.profile.obfuscated_words && crate::normalize::is_leet_word(w.iter().map(|&c| char::from(c))) {
                p.profile.obfuscated_words = true;
            }
            if w.len() >= 2 && w[0] == b'0' && w[1] | 0x20 == b'x' {
                p.profile.hex = true;
            }
            // (both digits are word bytes: every `01` of a text lies in
            // one word)
            if !p.profile.binary && w.windows(2).any(|x| x == b"01") {
                p.profile.binary = true;
            }
        }
        if w.contains(&b'_') {
            // `_word_`: emphasis closed on a word's end by one `_` (not a
            // name's `__init__`)
            let n = w.len();
            if n >= 3 && w[0] == b'_' && w[1] != b'_' && w[n - 1] == b'_' && w[n - 2] != b'_' {
                p.profile.markup = true;
            }
            let mut joins = 0;
            for (k, part) in w.split(|&c| c == b'_').filter(|x| !x.is_empty()).enumerate() {
                self.word_part(part, p, on);
                joins += usize::from(k > 0 && part[0].is_ascii_alphabetic());
            }
            p.profile.joined |= joins >= 2;
        }
    }

    /// A part of a word between underscores, looked up as a word of its
    /// own (never at a clause start).
    #[inline(never)]
    fn word_part(&self, w: &[u8], p: &mut Pass, on: &mut [u64]) {
        self.lookup(w, pack(w), || false, p, on);
    }

    /// The stop words, words and prefixes that the word `w` (packed key
    /// `key`) is, their clause bits included when `at_clause()` says the
    /// word starts a clause (asked only of the anchors that have one).
    #[inline(always)]
    fn lookup(&self, w: &[u8], key: u64, at_clause: impl Fn() -> bool, p: &mut Pass, on: &mut [u64]) {
        let len = w.len();
        // (a word longer than eight bytes never has a stop word's key:
        // its key has eight bytes, a stop word's fewer)
        let m = self.stops.mask(key);
        if m != 0 {
            p.stops |= m;
            if m & self.clause_stops != 0 && at_clause() {
                p.stops_at_clause |= m;
            }
        }
        if len <= MAX_WORD && self.word_lens & (1 << len) != 0 {
            if let Some(groups) = self.words.get(key, len, w) {
                for g in groups {
                    on[usize::from(g.word)] |= g.bits(&at_clause);
                }
            }
        }
        if w[0].is_ascii_uppercase() && self.has_capitalised && len <= MAX_WORD {
            if let Some(groups) = self.capitalised.get(key, len, w) {
                for g in groups {
                    on[usize::from(g.word)] |= g.any;
                }
            }
        }
        // Prefix anchors also match words longer than MAX_WORD (tokens
        // and keys start with their prefix).
        if len >= 4 && !self.prefix_list.is_empty() {
            if let Some(cands) = self.prefixes.get(key & 0xFFFF_FFFF, 4, &w[..4]) {
                for c in cands {
                    let mut m = c.any;
                    while m != 0 {
                        let ci = usize::from(c.word) * 64 + m.trailing_zeros() as usize;
                        m &= m - 1;
                        let (pre, g) = &self.prefix_list[ci];
                        if pre.len() <= len && pre.iter().zip(w).all(|(x, &c)| *x == fold(c)) {
                            on[usize::from(g.word)] |= g.bits(&at_clause);
                        }
                    }
                }
            }
        }
    }

    /// The ASCII literal anchors whose first non-word byte is the byte at
    /// `i`, checked in place (ASCII case ignored). Every occurrence of a
    /// literal is met here once, at that byte (a non-word byte, which the
    /// pass visits unless it is a space between two words, and no
    /// literal's first non-word byte is then a space): the same bits as an
    /// overlapping search of every literal over the whole text.
    #[inline(never)]
    fn literals_at(&self, b: &[u8], i: usize, on: &mut [u64]) {
        for lit in &self.literal_at[usize::from(b[i])] {
            let Some(s) = i.checked_sub(usize::from(lit.first)) else { continue };
            if b.get(s..s + lit.text.len()).is_some_and(|w| w.eq_ignore_ascii_case(&lit.text)) {
                for g in &lit.groups {
                    on[usize::from(g.word)] |= g.any;
                }
            }
        }
    }

    /// A non-word byte at `i` (class `k`): the pass of [`Gate::analyze`],
    /// which checks the ASCII literals that can start here in place and
    /// leaves the clause state to [`clause_at`].
    #[inline(always)]
    fn separator_fast(&self, b: &[u8], i: usize, k: u16, p: &mut Pass, on: &mut [u64]) {
        let next = b.get(i + 1).copied().unwrap_or(0);
        if self.literal_may_start(b, i, next) {
            self.literals_at(b, i, on);
        }
        self.separator_counts(b, i, k, next, p);
    }

    /// The reference pass's separator: the literals left to an automaton
    /// search of the whole text (`p.rare`), the clause state kept here.
    #[cfg(test)]
    fn separator(&self, b: &[u8], i: usize, k: u16, p: &mut Pass) {
        let next = b.get(i + 1).copied().unwrap_or(0);
        // (the automaton of the tests holds the one-byte literals too)
        p.rare |= self.literal_may_start(b, i, next) || b[i] < 128 && self.single_mask[usize::from(b[i] >> 6)] >> (b[i] & 63) & 1 != 0;
        if !keeps_clause(b[i]) {
            p.clause = CLAUSE_BYTES[b[i] as usize];
        }
        self.separator_counts(b, i, k, next, p);
    }

    /// An ASCII literal anchor may have its first non-word byte at `i`.
    #[inline(always)]
    fn literal_may_start(&self, b: &[u8], i: usize, next: u8) -> bool {
        let c = b[i];
        self.ascii_starts.first[c as usize] && self.ascii_starts.hit(if i > 0 { b[i - 1] } else { 0 }, c, next)
    }

    /// What both passes count at a non-word byte: byte classes, counted
    /// bytes, runs, spaced letters, hex pairs, punctuation.
    #[inline(always)]
    fn separator_counts(&self, b: &[u8], i: usize, k: u16, next: u8, p: &mut Pass) {
        let c = b[i];
        p.any |= k;
        let counter = self.counter_of[c as usize];
        if counter != 0 {
            // (saturating: a text may hold more than 65,535 of a byte,
            // and an anchor needs at most nine)
            let k = usize::from(counter - 1);
            p.counts[k] = p.counts[k].saturating_add(1);
            p.counted |= 1 << (counter - 1);
        }
        if !is_word_byte(next) {
            p.singles = 0;
        }
        if c == b' ' {
            // the common case: a single space between words (a space
            // keeps a run of two-hex-digit words going)
            p.run = 0;
            p.b64run = 0;
            p.b64start = i + 1;
            p.joined_n = 0;
            return;
        }
        p.seen[usize::from(c >> 6)] |= 1 << (c & 63);
        if RUN_BYTES[c as usize] {
            p.run += 1;
            p.max_run = p.max_run.max(p.run);
        } else {
            p.run = 0;
        }
        p.hex_pairs = 0;
        self.punctuation(b, i, c, next, p);
    }

    /// The checks of a separator other than a space.
    #[inline]
    fn punctuation(&self, b: &[u8], i: usize, c: u8, next: u8, p: &mut Pass) {
        if matches!(c, b'+' | b'/' | b'-') {
            p.b64run += 1;
        } else if c != b'=' {
            p.b64run = 0;
            p.b64start = i + 1;
        }
        if matches!(c, b'-' | b'.' | b'/') && i > 0 && b[i - 1].is_ascii_alphabetic() && next.is_ascii_alphabetic() {
            // words joined by one separator: the third word sets the flag
            if p.joined_sep == c && p.joined_n > 0 {
                p.joined_n = 2;
                p.profile.joined = true;
            } else {
                p.joined_sep = c;
                p.joined_n = 1;
            }
        } else if !matches!(c, b'-' | b'.' | b'/') {
            p.joined_n = 0;
        }
        match c {
            // a leet symbol between two letters: p@ss, h!dden
            b'@' | b'$' | b'!' | b'|' | b'+'
                if i > 0 && b[i - 1].is_ascii_alphabetic() && next.is_ascii_alphabetic() => {
                    p.profile.obfuscated_words = true;
                    p.profile.plus_joined |= c == b'+';
                }
            b'%' => p.profile.percent = true,
            b'&' => p.profile.ampersand = true,
            // emphasis closed on a word's end (`**all**`, `~~x~~`; not the
            // opening alone, as in code's `**kwargs` and `*ptr`)
            b'*' | b'~' => {
                p.profile.tilde |= c == b'~';
                p.profile.markup |= i > 0 && b[i - 1].is_ascii_alphanumeric() && !next.is_ascii_alphanumeric();
            }
            // inline tags touching a letter: between two letters
            // (`Del<span></span>ete`) or on a word's edge
            // (`<span>Ignore</span>`); a non-ASCII letter beside them
            // makes the text non-ASCII, which needs the view anyway
            b'<' if (next.is_ascii_alphabetic() || next == b'/' || next == b'!') && !p.profile.markup => {
                let end = crate::normalize::tags_end(b, i);
                p.profile.markup = end > i && (i > 0 && b[i - 1].is_ascii_alphabetic() || b.get(end).is_some_and(u8::is_ascii_alphabetic));
            }
            b'\\' => {
                p.profile.hex |= next == b'x';
                p.profile.unicode_escape |= next == b'u';
                // `\n`, `\t`, `\r` written out: the word that starts
                // with the letter is read without it as well
                p.escape = matches!(next, b'n' | b't' | b'r');
            }
            _ => {}
        }
    }

    /// The rules whose every condition the text met.
    fn finish(&self, text: &str, mut p: Pass, on: &mut [u64]) -> (RuleList, Profile) {
        p.profile.non_ascii = p.any & HIGH != 0;
        p.profile.control = p.any & CONTROL != 0;
        // (a `+` and a quotation mark: strings may be concatenated)
        let seen = |c: u8| p.seen[usize::from(c >> 6)] >> (c & 63) & 1 != 0;
        p.profile.concatenation = seen(b'+') && (seen(b'"') || seen(b'\'') || seen(b'`'));
        if p.digits > 0 {
            for &(r, need) in &self.by_digits {
                if p.digits >= need {
                    set_bit(on, r);
                }
            }
        }
        for &(r, need) in &self.by_run {
            if p.max_run >= need {
                set_bit(on, r);
            }
        }
        // (the reference pass of the tests leaves its ASCII literals to
        // here; the pass checks them in place)
        #[cfg(test)]
        if p.rare {
            if let Some(ac) = &self.ascii_literals {
                for m in ac.find_overlapping_iter(text) {
                    set_bit(on, self.ascii_rule[m.pattern().as_usize()]);
                }
            }
        }
        if p.profile.non_ascii {
            if let Some(ac) = &self.unicode_literals {
                for m in ac.find_overlapping_iter(text) {
                    set_bit(on, self.unicode_rule[m.pattern().as_usize()]);
                }
                // The literals' capitalised and upper-case forms cover
                // text as people write it; a non-ASCII capital may also
                // stand in a mix no form covers (`ЗапОмнИ`, `На Все`),
                // which a case-insensitive rule still matches: then the
                // text is searched again in lower case.
                if text.chars().any(|c| !c.is_ascii() && c.is_uppercase()) {
                    let lower = text.to_lowercase();
                    for m in ac.find_overlapping_iter(&lower) {
                        set_bit(on, self.unicode_rule[m.pattern().as_usize()]);
                    }
                }
            }
        }
        for (w, mask) in self.single_mask.iter().enumerate() {
            let mut m = p.seen[w] & mask;
            while m != 0 {
                let c = w * 64 + m.trailing_zeros() as usize;
                m &= m - 1;
                for g in &self.single_groups[c] {
                    on[usize::from(g.word)] |= g.any;
                }
            }
        }
        // (only the counters of bytes the text holds)
        let mut counted = p.counted;
        while counted != 0 {
            let k = counted.trailing_zeros() as usize;
            counted &= counted - 1;
            for &(bit, n) in &self.count_anchors[k] {
                if p.counts[k] >= n {
                    set_bit(on, bit);
                }
            }
        }
        if p.digit_run > 0 {
            for &(bit, n) in &self.digit_anchors {
                if p.digit_run >= n {
                    set_bit(on, bit);
                }
            }
        }
        // Each stop word the text holds sets its bits.
        let mut seen = p.stops;
        while seen != 0 {
            let w = seen.trailing_zeros() as usize;
            seen &= seen - 1;
            for g in &self.stop_groups[w].0 {
                on[usize::from(g.word)] |= g.any;
            }
            if p.stops_at_clause & (1 << w) != 0 {
                for g in &self.stop_groups[w].1 {
                    on[usize::from(g.word)] |= g.clause;
                }
            }
        }
        // Conditions of the bits that are set (each bit has at most one:
        // a rule's need, or the rule itself when it has one need). They
        // read only anchor-set bits, which no condition clears. Then a
        // rule with several needs runs when one of them is met: its own
        // bit has no condition, so one sweep does both, a word of bits at
        // a time, and skips the words with no bit set.
        for w in 0..self.condition_mask.len().min(on.len()) {
            if on[w] == 0 {
                continue;
            }
            let mut m = on[w] & self.condition_mask[w];
            while m != 0 {
                let v = (w * 64) as u16 + m.trailing_zeros() as u16;
                m &= m - 1;
                let c = &self.conditions[self.condition_of[usize::from(v)] as usize];
                if !(p.digits >= c.min_digits && p.max_run >= c.min_run && c.sets.iter().all(|&x| get_bit(on, x))) {
                    clear_bit(on, v);
                }
            }
            let mut m = on[w] & self.need_mask[w];
            while m != 0 {
                let v = w * 64 + m.trailing_zeros() as usize;
                m &= m - 1;
                set_bit(on, self.rule_of_need[v]);
            }
        }
        (indices(on, self.len), p.profile)
    }

    /// Indices of the rules that can match `text`.
    #[cfg(test)]
    pub(crate) fn triggered(&self, text: &str) -> Vec<usize> {
        self.analyze(text).0.iter().map(|&i| usize::from(i)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Gate {
        /// The pass as it was written before the bit masks: byte by byte,
        /// a word at a time (the reference the mask scan must equal).
        fn analyze_bytewise(&self, text: &str) -> (RuleList, Profile) {
            let mut bits = Bits::new(self.bits);
            let on = bits.words_mut();
            for &i in &self.always {
                set_bit(on, i);
            }
            let b = text.as_bytes();
            let n = b.len();
            let mut p = Pass { clause: true, ..Pass::default() };
            let mut i = 0;
            while i < n {
                let k = CLASS[b[i] as usize];
                if k & WORD == 0 {
                    self.separator(b, i, k, &mut p);
                    i += 1;
                    continue;
                }
                let (end, kor) = word_at(b, i);
                let clause = core::mem::replace(&mut p.clause, false);
                self.word(b, i..end, kor & DIGIT != 0 || b[i..end].contains(&b'_'), || clause, &mut p, on);
                i = end;
            }
            self.finish(text, p, on)
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]

        /// The mask scan finds the same rules and profile as the bytewise
        /// pass, on text that mixes words, digits, punctuation, runs of
        /// token bytes, hex pairs, spaced letters and non-ASCII, over several
        /// 64-byte blocks (words that run from one block into the next).
        #[test]
        fn mask_scan_equals_bytewise_pass(pieces in proptest::collection::vec(proptest::sample::select(alloc::vec![
            "a", "I", "Ignore", "previous", "instructions", "your", "system", "prompt", " ", " ", " ", "  ", "\t", "\n", ".", ",", ":", "!", "?",
            "'", "\"", "-", "+", "/", "=", "_", "@", "%", "&", "\\x41", "0x1F", "ab", "cd", "12", "3", "4567", "AbCdEfGhIjKlMnOp", "QRSTuvwx",
            "é", "’", "日本", "\u{200b}", "x", "y", "z", "s3cr3t", "p@ss", "i g n o r e", "ghp_", "secret", "ClientSecret", "Anna", "my", "send",
            "#", "|", "[", "]", "(", ")", "www.", ".com", "'s", "don't", "write", "Write", "What", "how", "\\n", "\\t", "_phone", "_",
        ]), 0..160)) {
            let g = crate::rules::test_support::scanner().raw_gate_for_tests();
            let t: alloc::string::String = pieces.concat();
            proptest::prop_assert_eq!(g.analyze(&t), g.analyze_bytewise(&t), "{:?}", t);
        }
    }

    #[test]
    fn words_across_block_boundaries_are_read_whole() {
        let g = crate::rules::test_support::scanner().raw_gate_for_tests();
        for pad in [0usize, 1, 55, 60, 63, 64, 65, 127, 128] {
            for word in ["ignore", "instructions", &"x".repeat(70), &"Ab1_".repeat(40)] {
                let t = alloc::format!("{} {word} previous {word}", "a".repeat(pad));
                assert_eq!(g.analyze(&t), g.analyze_bytewise(&t), "{t:?}");
                let t = alloc::format!("{}{word}", ". ".repeat(pad));
                assert_eq!(g.analyze(&t), g.analyze_bytewise(&t), "{t:?}");
            }
        }
    }

    fn gate(anchors: &[&str]) -> Gate {
        Gate::build(&[(0, Need::anchors(anchors))], 1).unwrap()
    }

    fn sets(sets: &[&[&str]]) -> Need {
        Need { anchors: sets.iter().map(|s| s.iter().map(|a| a.to_string()).collect()).collect(), ..Need::default() }
    }

    #[test]
    fn whole_words_match_case_insensitively() {
        let g = gate(&["ignore"]);
        assert_eq!(g.triggered("Please IGNORE that"), [0]);
        assert!(g.triggered("ignored").is_empty());
    }

    #[test]
    fn capitalised_anchors_need_an_upper_case_first_letter() {
        let g = gate(&["=anna", "=Jean-Luc", "=Zoë"]);
        for t in ["Anna went home", "ANNA", "call AnNa", "x_Anna", "\\nAnna", "jean-luc", "ZOË"] {
            assert_eq!(g.triggered(t), alloc::vec![0], "{t:?}");
        }
        for t in ["anna went home", "aNNA", "Annabel", "Hanna"] {
            assert!(g.triggered(t).is_empty(), "{t:?}");
        }
    }

    #[test]
    fn non_ascii_literals_match_in_any_mix_of_case() {
        let g = gate(&["запомни на все", "Größe"]);
        for t in ["запомни на все", "Запомни на все", "ЗАПОМНИ НА ВСЕ", "Запомни На Все", "ЗапОмнИ нА ВСе", "x зАПОМНИ на все", "GRÖßE", "gRöße"] {
            assert_eq!(g.triggered(t), [0], "{t:?}");
        }
        for t in ["запомни", "на все", "запомнина все", "Grösse"] {
            assert!(g.triggered(t).is_empty(), "{t:?}");
        }
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
    fn three_byte_prefixes_match_the_word_and_its_extensions() {
        let g = gate(&["tel*"]);
        for t in ["Tel: 555", "telefon 1", "call tel_2", "TELEPHONE"] {
            assert_eq!(g.triggered(t), [0], "{t}");
        }
        for t in ["hotel", "te", "motel 6"] {
            assert!(g.triggered(t).is_empty(), "{t}");
        }
    }

    #[test]
    fn word_and_digit_masks_agree_with_the_byte_classes() {
        for x in 0..=255u8 {
            for pos in 0..8 {
                for filler in [b'a', b' ', b'Z', b'0', b'_', 0xC3, b'@', b'[', b'`', b'{'] {
                    let mut w = [filler; 8];
                    w[pos] = x;
                    let (word, digits) = word_and_digits(u64::from_le_bytes(w));
                    for (k, &c) in w.iter().enumerate() {
                        let class = CLASS[c as usize];
                        assert_eq!(word >> (8 * k + 7) & 1 == 1, class & WORD != 0, "{c:#04x} at {k}");
                        assert_eq!(digits >> (8 * k + 7) & 1 == 1, class & DIGIT != 0 || c == b'_', "{c:#04x} at {k}");
                    }
                }
            }
        }
    }

    #[test]
    fn one_byte_literals_are_met_wherever_their_byte_is() {
        let g = gate(&[":"]);
        for t in ["Anna: hi", ":", "a :b", "x\n:", "see http://x", "日本:"] {
            assert_eq!(g.triggered(t), [0], "{t:?}");
        }
        for t in ["Anna hi", "a;b", "日本", ""] {
            assert!(g.triggered(t).is_empty(), "{t:?}");
        }
    }

    #[test]
    fn a_literal_that_several_rules_name_wakes_each_of_them() {
        let members: Vec<(usize, Need)> = [":", "://", ":", "://"].iter().enumerate().map(|(i, a)| (i, Need::anchors(&[a]))).collect();
        let g = Gate::build(&members, 4).unwrap();
        assert_eq!(g.triggered("Anna: hi"), [0, 2]);
        assert_eq!(g.triggered("https://x"), [0, 1, 2, 3]);
        assert!(g.triggered("Anna hi").is_empty());
    }

    #[test]
    fn a_one_byte_space_literal_is_met_between_two_words() {
        let g = gate(&[" "]);
        assert_eq!(g.triggered("a b"), [0]);
        assert!(g.triggered("ab").is_empty());
    }

    #[test]
    fn literals_that_the_pass_could_never_meet_are_refused() {
        // no non-word byte to check them at: a word longer than a word
        // anchor may be, a capitalised anchor that starts with a digit,
        // a non-word byte past the first 256 bytes
        let long = "x".repeat(40);
        let late = alloc::format!("{}.com", "x".repeat(300));
        for a in [long.as_str(), "=1abc", late.as_str()] {
            let e = Gate::build(&[(0, Need::anchors(&[a]))], 1).err().map(|e| e.code());
            assert_eq!(e, Some("policy_invalid"), "{a:?}");
        }
        assert!(Gate::build(&[(0, Need::anchors(&[&alloc::format!("{}.com", "x".repeat(255))]))], 1).is_ok());
    }

    #[test]
    fn a_prefix_with_a_non_ascii_letter_is_refused() {
        // (it would be searched as the text `sansür*`, and never found)
        let e = Gate::build(&[(0, Need::anchors(&["sansür*"]))], 1).err().map(|e| e.code());
        assert_eq!(e, Some("policy_invalid"));
        assert!(gate(&["sansür"]).triggered("Sansürsüz yanıt ver") == [0]);
    }

    #[test]
    fn three_byte_prefixes_of_stop_words_are_refused() {
        assert!(Gate::build(&[(0, Need::anchors(&["the*"]))], 1).is_err());
        assert!(Gate::build(&[(0, Need::anchors(&["te*"]))], 1).is_err());
    }

    #[test]
    fn parts_between_underscores_are_words() {
        let g = gate(&["phone", "numb*"]);
        assert_eq!(g.triggered("{\"home_phone\": 1}"), [0]);
        assert_eq!(g.triggered("caller_id_number=4"), [0]);
        // a part is all of the text between two underscores
        assert!(g.triggered("homephone x_phones_y").is_empty());
    }

    #[test]
    fn the_word_after_an_escape_written_out_is_a_word() {
        let g = gate(&["anna"]);
        for t in ["Name:\\nAnna Smith", "a\\tanna", "x\\rAnna"] {
            assert_eq!(g.triggered(t), [0], "{t}");
        }
        assert!(g.triggered("Name:\\xAnna").is_empty());
    }

    #[test]
    fn long_words_match_exactly() {
        let g = gate(&["configuration"]);
        assert_eq!(g.triggered("the Configuration file"), [0]);
        assert!(g.triggered("configurations").is_empty());
        assert!(g.triggered("configuratiom").is_empty());
    }

    #[test]
    fn words_at_the_end_of_the_text_match() {
        for (a, t) in [("ignore", "ignore"), ("ignore", "x IGNORE"), ("me", "call me"), ("configuration", "a configuration")] {
            assert_eq!(gate(&[a]).triggered(t), [0], "{t}");
        }
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
    fn literals_are_found_where_their_first_non_word_byte_is() {
        let g = Gate::build(&[(0, Need::anchors(&["www."])), (1, Need::anchors(&[".com"])), (2, Need::anchors(&["hooks.slack.com"])), (3, Need::anchors(&["&"]))], 4).unwrap();
        let cases: &[(&str, &[usize])] = &[
            ("www.example.com", &[0, 1]),
            ("see WWW.EXAMPLE.COM.", &[0, 1]),
            ("https://HOOKS.Slack.com/x", &[1, 2]),
            ("hooks.slack.co", &[]),
            ("a & b", &[3]),
            ("&", &[3]),
            ("ww.x.co m", &[]),
        ];
        for (t, want) in cases {
            assert_eq!(g.triggered(t), want.to_vec(), "{t:?}");
            assert_eq!(g.analyze(t), g.analyze_bytewise(t), "{t:?}");
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
        let both = sets(&[&["your"], &["respons*", "reply"]]);
        let g = Gate::build(&[(0, both), (1, Need::anchors(&["reply"]))], 2).unwrap();
        assert_eq!(g.triggered("append this to your responses"), [0]);
        assert_eq!(g.triggered("Your REPLY must be short"), [0, 1]);
        assert!(g.triggered("your cat is cute").is_empty());
        assert!(g.triggered("a response to everyone").is_empty());
        assert_eq!(g.triggered("reply soon"), [1]);
    }

    #[test]
    fn a_rule_with_three_anchor_sets_needs_one_of_each() {
        let g = Gate::build(&[(0, sets(&[&["remember"], &["all", "every"], &["session*"]]))], 1).unwrap();
        assert_eq!(g.triggered("remember this in all sessions"), [0]);
        assert!(g.triggered("remember this in all chats").is_empty());
        assert!(g.triggered("remember every chat").is_empty());
        assert!(g.triggered("all sessions").is_empty());
    }

    #[test]
    fn digit_gate_counts_digits() {
        let g = Gate::build(&[(0, Need { min_digits: 9, ..Need::default() })], 1).unwrap();
        assert_eq!(g.triggered("call 555 123 4567"), [0]);
        assert!(g.triggered("on 7 May 2023").is_empty());
    }

    #[test]
    fn run_gate_measures_the_longest_token() {
        let g = Gate::build(&[(0, Need { min_run: 20, ..Need::default() }), (1, Need { min_digits: 1, min_run: 12, ..Need::default() })], 2).unwrap();
        assert_eq!(g.triggered("key: abcd-EFGH_ijkl.mnop/qrst+uvwx=="), [0]);
        assert_eq!(g.triggered("key: abcd-EFGH_ijkl.mnop/qrst+uvwx== 7"), [0, 1]);
        assert!(g.triggered("internationalise is sixteen").is_empty());
        assert!(g.triggered("twenty char word but split: abcdefghij klmnopqrstuvw").is_empty());
        assert_eq!(g.triggered("code 123456789012"), [1]);
    }

    #[test]
    fn conditions_apply_to_anchored_rules() {
        let need = Need { anchors: vec![vec!["key".into()]], min_digits: 2, min_run: 0 };
        let g = Gate::build(&[(0, need)], 1).unwrap();
        assert_eq!(g.triggered("key 42"), [0]);
        assert!(g.triggered("key 4").is_empty());
        assert!(g.triggered("lock 42").is_empty());
    }

    #[test]
    fn clause_anchors_need_a_clause_start() {
        let g = gate(&["^write", "^summar*"]);
        for t in ["write a poem", "Hi. Write a poem", "x:write", "done!\n  write", "« write", "(write it)", "a, write", "ok -\twrite", "Summarize this"] {
            assert_eq!(g.triggered(t), [0], "{t:?}");
        }
        for t in ["I write poems", "to summarize", "rewrite", "x2 write", "write_up"] {
            assert!(g.triggered(t).is_empty(), "{t:?}");
        }
    }

    #[test]
    fn a_rule_with_several_needs_runs_when_any_is_met() {
        let g = Gate::build(&[(0, sets(&[&["^send"], &["my"]])), (0, sets(&[&["please"], &["send"], &["my"]])), (1, Need::anchors(&["x"]))], 2).unwrap();
        assert_eq!(g.triggered("Send my files"), [0]);
        assert_eq!(g.triggered("could you please send my files"), [0]);
        assert!(g.triggered("I send my regards").is_empty());
        assert_eq!(g.triggered("x"), [1]);
    }

    #[test]
    fn clause_anchors_are_words_or_prefixes() {
        assert!(Gate::build(&[(0, Need::anchors(&["^.com"]))], 1).is_err());
    }

    #[test]
    fn eight_byte_word_scan_agrees_with_the_class_table() {
        let fillers = [b'a', b'Z', b'5', b'_', b' ', b'.', 0x80, 0xC3];
        for x in 0..=255u8 {
            for pos in 0..10 {
                for &f in &fillers {
                    let mut t = [f; 12];
                    t[pos] = x;
                    for start in 0..3 {
                        if CLASS[t[start] as usize] & WORD == 0 {
                            continue;
                        }
                        let mut end = start;
                        let mut kor = WORD;
                        while end < t.len() && CLASS[t[end] as usize] & WORD != 0 {
                            kor |= CLASS[t[end] as usize] & (UPPER | LOWER | LETTER | DIGIT);
                            end += 1;
                        }
                        assert_eq!(word_at(&t, start), (end, kor), "{t:?} from {start}");
                    }
                }
            }
        }
    }

    #[test]
    fn stop_words_count_as_anchors() {
        let g = Gate::build(&[(0, sets(&[&["remember"], &["all", "every"]])), (1, Need::anchors(&["^what", "zebra"])), (2, Need::anchors(&["the"]))], 3).unwrap();
        assert_eq!(g.triggered("Remember ALL of it"), [0]);
        assert_eq!(g.triggered("remember the day"), [2]);
        assert_eq!(g.triggered("What? Yes. what"), [1]);
        assert!(g.triggered("so what").is_empty());
        assert_eq!(g.triggered("a zebra"), [1]);
        let t = StopTable::build();
        for (bit, w) in STOP_WORDS.iter().enumerate() {
            assert_eq!(t.mask(pack(w.as_bytes())), 1 << bit, "{w}");
        }
        for w in ["ab", "thee", "xyz", "andy", "whatever"] {
            assert_eq!(t.mask(pack(w.as_bytes())), 0, "{w}");
        }
    }

    #[test]
    fn byte_anchors_count_punctuation_and_digit_runs() {
        let g = Gate::build(&[(0, Need::anchors(&["#2:"])), (1, sets(&[&["#,"], &["#d5"]])), (2, Need::anchors(&["#\n"]))], 3).unwrap();
        assert_eq!(g.triggered("a:b:c"), [0]);
        assert!(g.triggered("a: b").is_empty());
        assert_eq!(g.triggered("Springfield, IL 62704"), [1]);
        assert!(g.triggered("Springfield, IL 6270").is_empty());
        assert!(g.triggered("Springfield IL 62704").is_empty());
        assert_eq!(g.triggered("x\ny, 12345:"), [1, 2]);
        for bad in ["#0:", "#a", "#d0", "# ", "#12:"] {
            assert!(Gate::build(&[(0, Need::anchors(&[bad]))], 1).is_err(), "{bad}");
        }
    }

    #[test]
    fn byte_counts_hold_past_sixty_five_thousand() {
        let g = Gate::build(&[(0, Need::anchors(&["#2:"]))], 1).unwrap();
        for n in [65_535, 65_536, 65_537, 131_072] {
            let t = alloc::format!("a{}b", ":".repeat(n));
            assert_eq!(g.triggered(&t), [0], "{n} colons");
            assert_eq!(g.analyze_bytewise(&t).0.as_slice(), [0], "{n} colons, reference pass");
        }
    }

    #[test]
    fn longest_run_counts_token_bytes() {
        assert_eq!(longest_run("ab cd-ef.g/h+i=j~k_l:mn"), 17);
        assert_eq!(longest_run(""), 0);
        assert_eq!(longest_run("  é  "), 0);
    }
}

#[cfg(all(test, feature = "std"))]
mod anchor_frequency {
    extern crate std;
    use super::*;

    /// Prints the anchor words that hit most often on LoCoMo.
    #[test]
    #[ignore]
    fn anchor_hits_on_locomo() {
        let raw = std::fs::read_to_string("../../../shared/corpus/locomo.jsonl").unwrap();
        let g = crate::rules::test_support::scanner().raw_gate_for_tests();
        let mut counts = std::collections::HashMap::<Vec<u8>, usize>::new();
        let mut words = 0;
        let mut hits = 0;
        for l in raw.lines() {
            let t = serde_json::from_str::<serde_json::Value>(l).unwrap()["text"].as_str().unwrap().to_string();
            let b = t.as_bytes();
            let mut i = 0;
            while i < b.len() {
                if CLASS[b[i] as usize] & WORD == 0 {
                    i += 1;
                    continue;
                }
                let (e, _) = word_at(b, i);
                words += 1;
                let len = e - i;
                if len <= MAX_WORD && g.words.get(key_at(b, i, len), len, &b[i..e]).is_some() {
                    hits += 1;
                    *counts.entry(b[i..e].to_ascii_lowercase()).or_default() += 1;
                }
                i = e;
            }
        }
        let mut v: Vec<_> = counts.into_iter().collect();
        v.sort_by_key(|x| core::cmp::Reverse(x.1));
        std::println!("{words} words, {hits} anchor hits");
        for (w, n) in v.iter().take(60) {
            std::print!("{}:{n} ", std::string::String::from_utf8_lossy(w));
        }
        std::println!();
    }
}
