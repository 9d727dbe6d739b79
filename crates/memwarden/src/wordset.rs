//! Constant word sets with one hash probe per lookup.
//!
//! The validators ask, for nearly every capitalised word of a text,
//! whether it is a listed given name, a common non-name, a place prefix...
//! A linear scan or a binary search over a list costs a string comparison
//! per entry visited; a [`WordSet`] hashes the word once and compares it
//! with the one entry in its slot (rarely two). The table is built at
//! compile time from the list, so the set costs nothing at run time and
//! needs no allocator.

/// FNV-1a over the bytes (usable in `const` code).
const fn fnv1a(b: &[u8]) -> u32 {
    let mut h: u32 = 0x811C_9DC5;
    let mut i = 0;
    while i < b.len() {
        h ^= b[i] as u32;
        h = h.wrapping_mul(0x0100_0193);
        i += 1;
    }
    h
}

/// The slot count for a set of `n` words: a power of two, at least one
/// and a half times `n` (a load of at most two thirds keeps probe runs
/// short, and the tables small: they are part of the WebAssembly module).
pub(crate) const fn slots_for(n: usize) -> usize {
    let want = if n < 4 { 8 } else { n + n / 2 };
    want.next_power_of_two()
}

/// Puts `value` (an entry's index or offset plus one, never 0) in the
/// first free slot of `word`'s probe run.
const fn insert<const N: usize>(slots: &mut [u16; N], word: &[u8], value: u16) {
    let mut h = fnv1a(word) as usize & (N - 1);
    while slots[h] != 0 {
        h = (h + 1) & (N - 1);
    }
    slots[h] = value;
}

/// Walks the probe run of `b` until an empty slot: true when `is` says
/// the entry of one of its slots (the slot's value minus one) is `b`.
#[inline(always)]
fn probe<const N: usize>(slots: &[u16; N], b: &[u8], is: impl Fn(usize) -> bool) -> bool {
    let mut h = fnv1a(b) as usize & (N - 1);
    loop {
        let s = slots[h];
        if s == 0 {
            return false;
        }
        if is(usize::from(s) - 1) {
            return true;
        }
        h = (h + 1) & (N - 1);
    }
}

/// The bit of a word in a [`WordSet`]'s filter: from its length and its
/// first and last bytes, a few instructions with no loop over the word.
#[inline(always)]
const fn filter_bit(b: &[u8]) -> usize {
    let (first, last) = match b {
        [] => (0, 0),
        [f, .., l] => (*f, *l),
        [f] => (*f, *f),
    };
    (first as usize).wrapping_mul(31).wrapping_add((last as usize).wrapping_mul(7)).wrapping_add(b.len().wrapping_mul(131)) & 255
}

/// A set of `&'static str` built at compile time: open addressing over
/// `N` slots (see [`slots_for`]) holding each word's index plus one,
/// behind a 256-bit filter of (length, first byte, last byte): most of
/// the words that the small sets are asked about (`North`, `Street`,
/// `GmbH`...) are turned away without hashing them.
#[derive(Debug)]
pub(crate) struct WordSet<const N: usize> {
    words: &'static [&'static str],
    slots: [u16; N],
    filter: [u64; 4],
}

impl<const N: usize> WordSet<N> {
    /// Builds the set; fails to compile when `N` is not a power of two of
    /// at least one and a half times the word count (use [`slots_for`]).
    pub(crate) const fn new(words: &'static [&'static str]) -> Self {
        assert!(N.is_power_of_two() && words.len() + words.len() / 2 <= N && words.len() < u16::MAX as usize);
        let mut slots = [0u16; N];
        let mut filter = [0u64; 4];
        let mut i = 0;
        while i < words.len() {
            insert(&mut slots, words[i].as_bytes(), (i + 1) as u16);
            let bit = filter_bit(words[i].as_bytes());
            filter[bit / 64] |= 1 << (bit % 64);
            i += 1;
        }
        WordSet { words, slots, filter }
    }

    /// True when `w` is one of the words (compared byte for byte).
    #[inline]
    pub(crate) fn contains(&self, w: &str) -> bool {
        self.contains_bytes(w.as_bytes())
    }

    /// True when the bytes `b`, ASCII letters lower-cased, are one of
    /// the words (which are lower case); a word longer than 32 bytes is
    /// none.
    pub(crate) fn contains_lowered(&self, b: &[u8]) -> bool {
        let mut low = [0u8; 32];
        if b.len() > low.len() {
            return false;
        }
        for (d, c) in low.iter_mut().zip(b) {
            *d = c.to_ascii_lowercase();
        }
        self.contains_bytes(&low[..b.len()])
    }

    /// True when the bytes `b` are one of the words.
    #[inline]
    pub(crate) fn contains_bytes(&self, b: &[u8]) -> bool {
        let bit = filter_bit(b);
        if self.filter[bit / 64] >> (bit % 64) & 1 == 0 {
            return false;
        }
        probe(&self.slots, b, |i| {
            let w = self.words[i].as_bytes();
            // short words: a byte loop beats a call to memcmp
            w.len() == b.len() && w.iter().zip(b).all(|(x, y)| x == y)
        })
    }

    /// The words, in the order given.
    #[cfg(test)]
    pub(crate) fn words(&self) -> &'static [&'static str] {
        self.words
    }
}

/// The bytes of `words`, each followed by `\n` (see [`pack`]).
pub(crate) const fn packed_len(words: &[&str]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < words.len() {
        n += words[i].len() + 1;
        i += 1;
    }
    n
}

/// `words` as one block of text, each word followed by `\n`: a long list
/// costs its bytes only, not also a (pointer, length) pair per word in
/// the WebAssembly module.
pub(crate) const fn pack<const L: usize>(words: &[&str]) -> [u8; L] {
    let mut out = [0u8; L];
    let (mut i, mut at) = (0, 0);
    while i < words.len() {
        let w = words[i].as_bytes();
        let mut j = 0;
        while j < w.len() {
            out[at] = w[j];
            at += 1;
            j += 1;
        }
        out[at] = b'\n';
        at += 1;
        i += 1;
    }
    assert!(at == L);
    out
}

/// The words of a block made by [`pack`], in order.
pub(crate) fn unpack(text: &'static [u8]) -> impl Iterator<Item = &'static str> {
    text.split(|&b| b == b'\n').filter_map(|w| if w.is_empty() { None } else { core::str::from_utf8(w).ok() })
}

/// A [`WordSet`] over a block made by [`pack`]: its slots hold each
/// word's byte offset plus one.
#[derive(Debug)]
pub(crate) struct PackedWordSet<const N: usize> {
    text: &'static [u8],
    slots: [u16; N],
}

impl<const N: usize> PackedWordSet<N> {
    /// Builds the set of `words`, whose [`pack`]ed block is `text`.
    pub(crate) const fn new(words: &'static [&'static str], text: &'static [u8]) -> Self {
        assert!(N.is_power_of_two() && words.len() + words.len() / 2 <= N && packed_len(words) < u16::MAX as usize);
        let mut slots = [0u16; N];
        let (mut i, mut at) = (0, 0);
        while i < words.len() {
            insert(&mut slots, words[i].as_bytes(), (at + 1) as u16);
            at += words[i].len() + 1;
            i += 1;
        }
        PackedWordSet { text, slots }
    }

    /// True when `w` is one of the words (compared byte for byte).
    #[inline]
    pub(crate) fn contains(&self, w: &str) -> bool {
        let b = w.as_bytes();
        // the entry at `at` is `b` when `b` and then the word's `\n` are there
        probe(&self.slots, b, |at| self.text.get(at..=at + b.len()).is_some_and(|w| w[b.len()] == b'\n' && w.iter().zip(b).all(|(x, y)| x == y)))
    }
}

/// `word_set!(NAME = ["a", "b"])`: a `static NAME: WordSet<_>` of those
/// words, sized by [`slots_for`].
macro_rules! word_set {
    ($(#[$m:meta])* $vis:vis $name:ident = $words:expr) => {
        $(#[$m])*
        $vis static $name: $crate::wordset::WordSet<{ $crate::wordset::slots_for($words.len()) }> = $crate::wordset::WordSet::new($words);
    };
}
pub(crate) use word_set;

#[cfg(test)]
mod tests {
    word_set!(SMALL = &["Anna", "Bob", "", "Zoë", "Anna"]);

    #[test]
    fn finds_every_word_and_nothing_else() {
        for w in SMALL.words() {
            assert!(SMALL.contains(w), "{w:?}");
        }
        for w in ["anna", "Ann", "Annab", "Zoe", "Bo", "Bobb", " "] {
            assert!(!SMALL.contains(w), "{w:?}");
        }
    }

    #[test]
    fn a_large_set_agrees_with_a_linear_scan() {
        let names = crate::rules::GIVEN_NAMES;
        word_set!(NAMES = crate::rules::GIVEN_NAMES);
        assert!(super::unpack(&crate::rules::GIVEN_NAMES_PACKED).eq(names.iter().copied()));
        for n in names {
            assert!(crate::validate::GIVEN_NAME_SET.contains(n));
            assert!(NAMES.contains(n));
            let mut shorter = alloc::string::String::from(*n);
            shorter.pop();
            assert_eq!(NAMES.contains(&shorter), names.contains(&shorter.as_str()), "{shorter:?}");
            assert_eq!(crate::validate::GIVEN_NAME_SET.contains(&shorter), names.contains(&shorter.as_str()), "{shorter:?}");
            let longer = alloc::format!("{n}x");
            assert_eq!(NAMES.contains(&longer), names.contains(&longer.as_str()), "{longer:?}");
            assert_eq!(crate::validate::GIVEN_NAME_SET.contains(&longer), names.contains(&longer.as_str()), "{longer:?}");
        }
    }
}
