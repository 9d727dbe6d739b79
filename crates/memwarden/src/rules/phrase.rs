//! Prefilters over a text's words, for the threat rules whose anchors
//! the gate finds in ordinary prose (`you`, `are`, `now`, `how`, `do`)
//! but whose patterns need them in a row (`you\s+are\s+now`): the gate
//! sees words one at a time, these see their order. Each is a necessary
//! condition of its rule's pattern (see [`super::RuleDef::prefilter`]),
//! so it errs towards running the rule: a non-ASCII character where a
//! word is expected stands for any word.

/// A step of a [`phrase`]: the words (or marks) one of which stands
/// there. A word is matched whole, in any ASCII case; `*` is any word,
/// `#d` any run of ASCII digits, `pref*` any word that starts with
/// `pref`; anything else (`,`, `"`, `“`) is a mark, met where the text
/// writes it, white space before it or not.
pub(crate) type Step = &'static [&'static str];

pub(crate) use crate::gate::is_word_byte;

#[inline]
fn is_ascii_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

/// The length of the white space (`\s`: Unicode `White_Space`) at `i`.
pub(crate) fn blank_len(hay: &str, i: usize) -> usize {
    let b = hay.as_bytes();
    let mut j = i;
    while j < b.len() {
        if is_ascii_blank(b[j]) {
            j += 1;
        } else if b[j] < 0x80 {
            break;
        } else {
            match hay[j..].chars().next() {
                Some(ch) if ch.is_whitespace() => j += ch.len_utf8(),
                _ => break,
            }
        }
    }
    j - i
}

/// What stands after white space at `end`: `Some(Some(span))` a word,
/// `Some(None)` a non-ASCII character (any word), `None` nothing a word
/// can be (no white space, or punctuation).
pub(crate) fn next_word(hay: &str, end: usize) -> Option<Option<(usize, usize)>> {
    let b = hay.as_bytes();
    let n = blank_len(hay, end);
    let s = end + n;
    if n == 0 || s >= b.len() {
        return None;
    }
    if b[s] >= 0x80 {
        return Some(None);
    }
    if !is_word_byte(b[s]) {
        return None;
    }
    let mut e = s;
    while e < b.len() && is_word_byte(b[e]) {
        e += 1;
    }
    Some(Some((s, e)))
}

/// A step's entry that is a mark, not a word.
fn is_mark(a: &str) -> bool {
    !(a == "*" || a == "#d" || a.strip_suffix('*').unwrap_or(a).bytes().all(is_word_byte))
}

/// `w` is one of the words of `step` (see [`Step`]).
pub(crate) fn one_of(w: &str, step: &[&str]) -> bool {
    let w = w.as_bytes();
    step.iter().any(|s| match s.as_bytes() {
        b"*" => true,
        b"#d" => w.iter().all(u8::is_ascii_digit),
        [p @ .., b'*'] => w.len() >= p.len() && w[..p.len()].eq_ignore_ascii_case(p),
        s => w.len() == s.len() && w.eq_ignore_ascii_case(s),
    })
}

/// A text that prefilters read, with its words found once, on first
/// use, and shared by every prefilter run on it: a scan runs dozens of
/// prefilters over the same text, and stepping through its bytes for
/// each one was most of their cost on long texts.
pub(crate) struct Hay<'a> {
    text: &'a str,
    /// (inline up to 64 words, the length of most entries a memory store
    /// holds: no allocation for them)
    words: core::cell::OnceCell<tinyvec::TinyVec<[(u32, u32); 64]>>,
}

impl<'a> Hay<'a> {
    /// The text, its words not yet found.
    pub(crate) fn new(text: &'a str) -> Hay<'a> {
        Hay { text, words: core::cell::OnceCell::new() }
    }

    /// The whole words of the text (runs of ASCII word bytes), as spans.
    pub(crate) fn words(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        // (offsets fit in u32: a policy caps inputs at 64 MiB, and views
        // and decoded layers are no longer)
        let spans = self.words.get_or_init(|| scan_words(self.text).map(|(s, e)| (s as u32, e as u32)).collect());
        spans.iter().map(|&(s, e)| (s as usize, e as usize))
    }
}

impl core::ops::Deref for Hay<'_> {
    type Target = str;

    fn deref(&self) -> &str {
        self.text
    }
}

/// The whole words of `hay` (runs of ASCII word bytes), as spans, found
/// by stepping through its bytes.
fn scan_words(hay: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let b = hay.as_bytes();
    let mut i = 0;
    core::iter::from_fn(move || {
        while i < b.len() && !is_word_byte(b[i]) {
            i += 1;
        }
        if i >= b.len() {
            return None;
        }
        let s = i;
        while i < b.len() && is_word_byte(b[i]) {
            i += 1;
        }
        Some((s, i))
    })
}

/// Where `step` ends after `end`: `Some(Some(at))`, `Some(None)` where a
/// non-ASCII character stands for its word, `None` where it is not met.
fn step_after(hay: &str, end: usize, step: &[&str]) -> Option<Option<usize>> {
    if step.iter().any(|a| is_mark(a)) {
        let at = end + blank_len(hay, end);
        if let Some(m) = step.iter().find(|a| is_mark(a) && hay[at..].starts_with(**a)) {
            return Some(Some(at + m.len()));
        }
    }
    match next_word(hay, end)? {
        None => Some(None),
        Some((s, e)) => one_of(&hay[s..e], step).then_some(Some(e)),
    }
}

/// The steps of `rest` follow one another from `end` on.
pub(crate) fn rest_follows(hay: &str, mut end: usize, rest: &[Step]) -> bool {
    for step in rest {
        match step_after(hay, end, step) {
            None => return false,
            Some(None) => return true,
            Some(Some(e)) => end = e,
        }
    }
    true
}

/// The text holds one of `phrases`: a phrase is a list of [`Step`]s met
/// one after the other, the first a word (`\b` before it), the next
/// after white space (`\s+`) (a mark after white space or none).
pub(crate) fn phrase(hay: &Hay<'_>, phrases: &[&[Step]]) -> bool {
    phrase_where(hay, phrases, |_, _| true)
}

/// [`phrase`] with the first word where `opens(hay, start)` holds.
pub(crate) fn phrase_where(hay: &Hay<'_>, phrases: &[&[Step]], opens: impl Fn(&str, usize) -> bool) -> bool {
    let openers = Openers::of(phrases.iter().filter_map(|p| p.first().copied()));
    let b = hay.as_bytes();
    hay.words().any(|(s, e)| {
        openers.may_open(&b[s..e]) && opens(hay, s) && {
            let w = &hay[s..e];
            phrases.iter().any(|p| p.split_first().is_some_and(|(first, rest)| one_of(w, first) && rest_follows(hay, e, rest)))
        }
    })
}

/// The first, second and last bytes and the lengths of the words one of
/// a list of [`Step`]s can match: a filter that skips, with three table
/// loads and a bit test, the words of a text that none of them can be,
/// instead of comparing each word with every listed one (the cost of a
/// long text was its words times the list).
///
/// Bit `k` of `first[i]`: some listed word of `k` bytes (31: 31 or more),
/// or a prefix of at most `k`, starts with a byte `c` whose
/// `(c | 0x20) & 63` is `i` (a superset of ASCII case folding: `A` and
/// `a` share a bucket); `second` the same for the second byte (byte 0 for
/// a word of one), `last` for the last byte of a whole word, `open_end`
/// the lengths a prefix takes whatever the word ends with. Each is
/// necessary, so a word that fails one is none of the list's. A step with
/// `*` or `#d` matches any word.
struct Openers {
    any: bool,
    first: [u32; 64],
    second: [u32; 64],
    last: [u32; 64],
    open_end: u32,
}

impl Openers {
    fn of<'a>(steps: impl Iterator<Item = &'a [&'a str]>) -> Openers {
        let mut o = Openers { any: false, first: [0; 64], second: [0; 64], last: [0; 64], open_end: 0 };
        for a in steps.flatten() {
            let (word, prefix) = match a.strip_suffix('*') {
                Some(p) => (p.as_bytes(), true),
                None => (a.as_bytes(), false),
            };
            let (Some(&c), Some(&z)) = (word.first().filter(|_| *a != "#d"), word.last()) else {
                o.any = true;
                continue;
            };
            let len = word.len().min(31);
            let lens = if prefix { !0u32 << len } else { 1 << len };
            o.first[Self::bucket(c)] |= lens;
            match word.get(1) {
                Some(&d) => o.second[Self::bucket(d)] |= lens,
                // `a*`: any second byte (none for `a` itself)
                None if prefix => o.second.iter_mut().for_each(|x| *x |= lens),
                None => o.second[Self::bucket(0)] |= lens,
            }
            if prefix {
                o.open_end |= lens;
            } else {
                o.last[Self::bucket(z)] |= lens;
            }
        }
        o
    }

    #[inline(always)]
    fn bucket(c: u8) -> usize {
        usize::from((c | 0x20) & 63)
    }

    /// The word `w` (not empty) may be one of the steps' words.
    #[inline(always)]
    fn may_open(&self, w: &[u8]) -> bool {
        let (Some(&c), Some(&z)) = (w.first(), w.last()) else { return self.any };
        let d = w.get(1).copied().unwrap_or(0);
        self.any || self.first[Self::bucket(c)] & self.second[Self::bucket(d)] & (self.last[Self::bucket(z)] | self.open_end) & (1 << w.len().min(31)) != 0
    }
}

/// `needle` (ASCII) occurs in `b`, ASCII case ignored. Its first byte is
/// looked for eight bytes at a time: a letter in either case (a byte is
/// it exactly when the byte with bit 5 set is its lower case), any other
/// byte as it is.
pub(crate) fn contains_ignoring_case(b: &[u8], needle: &[u8]) -> bool {
    use crate::gate::{HIGHS, ONES};
    let Some(&c) = needle.first() else { return true };
    let fold = if c.is_ascii_alphabetic() { 0x2020_2020_2020_2020 } else { 0 };
    let first = u64::from(c.to_ascii_lowercase()) * ONES;
    let matches_at = |i: usize| b.get(i..i + needle.len()).is_some_and(|w| w.eq_ignore_ascii_case(needle));
    let mut i = 0;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut w = [0u8; 8];
        w.copy_from_slice(chunk);
        // zero bytes of (x | fold) ^ first, found exactly (no carry
        // between bytes: each byte's high bit is set from its own value)
        let x = (u64::from_le_bytes(w) | fold) ^ first;
        let mut m = !(((x & !HIGHS) + !HIGHS) | x) & HIGHS;
        while m != 0 {
            if matches_at(i + (m.trailing_zeros() / 8) as usize) {
                return true;
            }
            m &= m - 1;
        }
        i += 8;
    }
    (i..b.len()).any(matches_at)
}

/// `hay` holds one of `needles` (ASCII), ASCII case ignored.
pub(crate) fn contains_any_ignoring_case(hay: &str, needles: &[&str]) -> bool {
    needles.iter().any(|n| contains_ignoring_case(hay.as_bytes(), n.as_bytes()))
}

/// The text holds one of `words` (whole, in any ASCII case).
pub(crate) fn has_word(hay: &Hay<'_>, list: &[&str]) -> bool {
    words_in(hay, list).next().is_some()
}

/// The words of `hay` that are in `set` once folded to lower case, in
/// order: [`words_in`] for a long list of plain lower-case words, with
/// one hash probe per word instead of a comparison per listed word.
pub(crate) fn words_in_set<'h, const N: usize>(hay: &'h Hay<'_>, set: &'h crate::wordset::WordSet<N>) -> impl Iterator<Item = (usize, usize)> + 'h {
    let b = hay.as_bytes();
    hay.words().filter(move |&(s, e)| {
        let mut folded = [0u8; 32];
        let Some(buf) = folded.get_mut(..e - s) else { return false };
        for (f, &c) in buf.iter_mut().zip(&b[s..e]) {
            *f = c.to_ascii_lowercase();
        }
        set.contains_bytes(buf)
    })
}

/// The words of `hay` that are one of `list` (see [`Step`]), in order:
/// the words no entry can match are skipped with one bit test each.
pub(crate) fn words_in<'h>(hay: &'h Hay<'_>, list: &'h [&'h str]) -> impl Iterator<Item = (usize, usize)> + 'h {
    let openers = Openers::of(core::iter::once(list));
    let b = hay.as_bytes();
    hay.words().filter(move |&(s, e)| openers.may_open(&b[s..e]) && one_of(&hay[s..e], list))
}

/// The white space before `start`: where it begins, and whether it holds
/// a line break; `None` where a non-ASCII character other than white
/// space comes before it.
fn blank_before(hay: &str, start: usize) -> Option<(usize, bool)> {
    let b = hay.as_bytes();
    let mut j = start;
    let mut newline = false;
    while j > 0 {
        let c = b[j - 1];
        if is_ascii_blank(c) {
            newline |= c == b'\n';
            j -= 1;
        } else if c >= 0x80 {
            let ch = hay[..j].chars().next_back()?;
            if !ch.is_whitespace() {
                return None;
            }
            j -= ch.len_utf8();
        } else {
            break;
        }
    }
    Some((j, newline))
}

/// What stands before the word at `start` is one of a pattern's openers:
/// the start of the text or a line break (white space around it), one of
/// `marks` (white space after it or none), or one of `spaced` with white
/// space after it.
pub(crate) fn opens_after(hay: &str, start: usize, marks: &[u8], spaced: &[u8]) -> bool {
    match blank_before(hay, start) {
        None => false,
        Some((j, newline)) => j == 0 || newline || marks.contains(&hay.as_bytes()[j - 1]) || j < start && spaced.contains(&hay.as_bytes()[j - 1]),
    }
}

/// The word at `start` opens a clause as the patterns that begin with
/// `(?:^|[.!?|:\n]\s*|\|\s*)` read it: at the start of the text, or after
/// one of `. ! ? | :` or a line break and white space.
pub(crate) fn opens_clause(hay: &str, start: usize) -> bool {
    opens_after(hay, start, b".!?|:", b"")
}

/// The word that ends before `start` after white space (`\s+`), as in
/// [`next_word`] backwards.
fn word_before(hay: &str, start: usize) -> Option<Option<(usize, usize)>> {
    let b = hay.as_bytes();
    let (j, _) = match blank_before(hay, start) {
        Some(x) => x,
        None => return Some(None),
    };
    if j == start || j == 0 {
        return None;
    }
    if b[j - 1] >= 0x80 {
        return Some(None);
    }
    if !is_word_byte(b[j - 1]) {
        return None;
    }
    let e = j;
    let mut s = j;
    while s > 0 && is_word_byte(b[s - 1]) {
        s -= 1;
    }
    Some(Some((s, e)))
}

/// The words of `steps` stand before the word that starts at `start`,
/// the last step nearest it, with white space between them.
fn preceded_by(hay: &str, mut start: usize, steps: &[Step]) -> bool {
    for step in steps.iter().rev() {
        match word_before(hay, start) {
            None => return false,
            Some(None) => return true,
            Some(Some((s, e))) => {
                if !one_of(&hay[s..e], step) {
                    return false;
                }
                start = s;
            }
        }
    }
    true
}

/// An order to the reader opens at the word at `start`, as
/// `order_opening!` reads it: at the start of the text, after a quote, a
/// brace, a bracket, a parenthesis or a colon, after a sentence's end
/// and white space or a line break, or after `please` / `kindly`, `can
/// you`, `I need you to`, `you must`; or after one of `lead` (`now` in
/// `now send`) where one opens.
pub(crate) fn order_opens_at(hay: &str, start: usize, lead: &[&str]) -> bool {
    let (j, newline) = match blank_before(hay, start) {
        Some(x) => x,
        // a non-ASCII quote or bracket may open it
        None => return true,
    };
    if j == 0 || newline {
        return true;
    }
    let blank = j < start;
    match hay.as_bytes()[j - 1] {
        b'"' | b'\'' | b'{' | b':' | b'[' | b'(' => return true,
        b'.' | b'!' | b'?' => return blank,
        _ => {}
    }
    if !blank {
        return false;
    }
    // the word before: `please`, `you` after a modal, `must` after `you`,
    // `to` after `I need you` or `you need`, or a lead word where an order
    // opens (one word read back, the common case in the middle of prose)
    let (s, e) = match word_before(hay, start) {
        Some(Some(w)) => w,
        Some(None) => return true,
        None => return false,
    };
    let prev = &hay[s..e];
    one_of(prev, &["please", "kindly"])
        || prev.eq_ignore_ascii_case("you") && preceded_by(hay, s, &[&["can", "could", "would", "will"]])
        || one_of(prev, &["must", "should"]) && preceded_by(hay, s, &[&["you"]])
        || prev.eq_ignore_ascii_case("to") && (preceded_by(hay, s, &[&["i"], &["need", "want"], &["you"]]) || preceded_by(hay, s, &[&["you"], &["need"]]))
        || one_of(prev, lead) && order_opens_at(hay, s, &[])
}

/// One of `owners` (phrases) opens one of the first `gap + 1` runs of
/// non-blank bytes after `end`, each after ASCII white space, none of
/// those before it holding `. ! ? ;`: as a pattern's
/// `(?:\s+(?-u:[^\s.!?;])+){0,gap}?\s+OWNER` reads it. Where a non-ASCII
/// byte comes first (a blank of its own, perhaps), true.
pub(crate) fn owner_within(hay: &str, end: usize, gap: usize, owners: &[&[Step]]) -> bool {
    let b = hay.as_bytes();
    let mut p = end;
    for _ in 0..=gap {
        let mut q = p;
        while q < b.len() && is_ascii_blank(b[q]) {
            q += 1;
        }
        if q < b.len() && b[q] >= 0x80 {
            return true;
        }
        if q == p || q >= b.len() {
            return false;
        }
        let mut r = q;
        let mut stop = false;
        while r < b.len() && !is_ascii_blank(b[r]) {
            if b[r] >= 0x80 {
                return true;
            }
            stop |= matches!(b[r], b'.' | b'!' | b'?' | b';');
            r += 1;
        }
        let mut e = q;
        while e < r && is_word_byte(b[e]) {
            e += 1;
        }
        if e > q && owners.iter().any(|o| o.split_first().is_some_and(|(first, rest)| one_of(&hay[q..e], first) && rest_follows(hay, e, rest))) {
            return true;
        }
        if stop {
            return false;
        }
        p = r;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_blind_search_finds_every_case_and_place() {
        for t in ["call", "CALL", "cAlL me", "xxxxxxxxxxxxxxxxcall", "xxxxxxxxcalL", "abcdefgCall", "é call"] {
            assert!(contains_ignoring_case(t.as_bytes(), b"call"), "{t:?}");
        }
        for t in ["", "cal", "c all", "xxxxxxxxxxxxxxxxcal", "CAL L", "\u{0143}all"] {
            assert!(!contains_ignoring_case(t.as_bytes(), b"call"), "{t:?}");
        }
    }

    #[test]
    fn case_blind_search_takes_marks_as_they_are() {
        for t in ["a@b", "x://y", "aaaaaaaaaaaaaaaa@", "WWW.X", "see www."] {
            assert!(contains_any_ignoring_case(t, &["@", "://", "www."]), "{t:?}");
        }
        for t in ["a`b", "x:/ /y", "ww.x", "\u{0100}", ""] {
            assert!(!contains_any_ignoring_case(t, &["@", "://", "www."]), "{t:?}");
        }
    }

    #[test]
    fn phrases_need_their_words_in_a_row() {
        let p: &[&[Step]] = &[&[&["you"], &["are"], &["now", "no"]]];
        assert!(phrase(&Hay::new("So YOU are\n now free"), p));
        assert!(phrase(&Hay::new("you\u{a0}are no longer"), p));
        assert!(!phrase(&Hay::new("you are, now"), p));
        assert!(!phrase(&Hay::new("are you now"), p));
        assert!(!phrase(&Hay::new("you are nowhere"), p));
        assert!(!phrase(&Hay::new("you_are now"), p));
        assert!(phrase(&Hay::new("you are ñ"), p), "a non-ASCII word may be any");
        assert!(phrase(&Hay::new("how do 5 x"), &[&[&["how"], &["do"], &["#d"], &["*"]]]));
        assert!(phrase(&Hay::new("a gpt4 b"), &[&[&["a"], &["gpt*"], &["b"]]]));
        assert!(!phrase(&Hay::new("a gp b"), &[&[&["a"], &["gpt*"], &["b"]]]));
        let m: &[&[Step]] = &[&[&["going"], &["forward"], &[",", "you"]]];
        assert!(phrase(&Hay::new("going forward, x"), m) && phrase(&Hay::new("going forward , x"), m) && phrase(&Hay::new("going forward you"), m));
        assert!(!phrase(&Hay::new("going forward with"), m));
        assert!(phrase(&Hay::new("now “Bob”"), &[&[&["now"], &["“"]]]));
        assert!(phrase_where(&Hay::new("x. How do"), &[&[&["how"], &["do"]]], opens_clause));
        assert!(!phrase_where(&Hay::new("x, how do"), &[&[&["how"], &["do"]]], opens_clause));
    }

    proptest::proptest! {
        #[test]
        fn the_opener_filter_passes_every_word_a_step_matches(
            base in proptest::sample::select(alloc::vec!["you", "your", "re", "instructions", "gpt", "a", "x_y", "supercalifragilisticexpialidocious_and_more_words", "ignor", "42", "q"]),
            case in proptest::prelude::any::<u64>(),
            tail in "[a-z0-9_]{0,3}",
        ) {
            let w: alloc::string::String = base.chars().chain(tail.chars()).enumerate().map(|(i, c)| if case >> (i % 64) & 1 == 1 { c.to_ascii_uppercase() } else { c }).collect();
            let steps: &[Step] = &[
                &["you", "YOUR", "re", "instructions", "gpt*", "a", "x_y"],
                &["supercalifragilisticexpialidocious_and_more_words", "ignor*"],
                &["#d"],
                &["*"],
                &[",", "“"],
            ];
            for step in steps {
                let o = Openers::of(core::iter::once(*step));
                proptest::prop_assert!(!one_of(&w, step) || o.may_open(w.as_bytes()), "{w:?} {step:?}");
            }
        }
    }

    #[test]
    fn the_opener_filter_skips_words_no_step_can_match() {
        let o = Openers::of(core::iter::once(&["you", "gpt*", "a"][..]));
        assert!(o.may_open(b"YOU") && o.may_open(b"gpt") && o.may_open(b"GPT4xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx") && o.may_open(b"A"));
        assert!(!o.may_open(b"your") && !o.may_open(b"the") && !o.may_open(b"gp") && !o.may_open(b"yes"));
        assert!(!Openers::of(core::iter::once(&["you"][..])).may_open(b"yoo"));
        assert!(!o.may_open(b"ab") && !o.may_open(b"i"));
        assert!(Openers::of(core::iter::once(&["a*"][..])).may_open(b"also"));
        assert!(Openers::of(core::iter::once(&["#d"][..])).may_open(b"qq"));
    }

    #[test]
    fn orders_open_where_order_opening_does() {
        let opens = |t: &str, lead: &[&str]| Hay::new(t).words().any(|(s, e)| one_of(&t[s..e], &["send", "e"]) && order_opens_at(t, s, lead));
        for yes in [
            "send it",
            "ok. send my keys",
            "x\n  send",
            "(send",
            "\"send",
            "note: send",
            "please send",
            "could you send",
            "can you please send",
            "i need you to send",
            "you must send",
            "you need to send",
            "“send",
            "Hi. Please e-mail",
        ] {
            assert!(opens(yes, &[]), "{yes}");
        }
        for no in ["I send", "you send", "ok.send", "to send", "want to send", "then, send"] {
            assert!(!opens(no, &[]), "{no}");
        }
        assert!(opens("Now send", &["now"]));
        assert!(opens("x. now send", &["now"]));
        assert!(!opens("x now send", &["now"]));
    }

    #[test]
    fn owners_stand_within_the_gap() {
        let o: &[&[Step]] = &[&[&["my"]], &[&["all"], &["my"]]];
        assert!(owner_within("x my", 1, 0, o));
        assert!(owner_within("x a b c my", 1, 3, o));
        assert!(!owner_within("x a b c d my", 1, 3, o));
        assert!(!owner_within("x a. my", 1, 3, o));
        assert!(owner_within("x all my", 1, 0, o));
        assert!(!owner_within("x all the", 1, 3, o));
        assert!(owner_within("x a\u{a0}b my", 1, 0, o), "non-ASCII: run it");
    }
}
