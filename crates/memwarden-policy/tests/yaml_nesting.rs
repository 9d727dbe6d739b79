//! The YAML nesting check that runs before the YAML reader: it refuses flow
//! collections nested past `MAX_YAML_FLOW_DEPTH` in linear time, and it
//! never counts fewer flow levels than the reader's own tokenizer.

use memwarden_policy::{document, from_yaml, Format, MAX_YAML_FLOW_DEPTH};

#[path = "../src/flow_depth.rs"]
#[allow(dead_code)]
mod flow_depth;

/// The deepest flow level libyaml's tokenizer (the one serde_norway runs)
/// reaches on `text` before it stops, and whether it stopped on an error.
fn tokenizer_depth(text: &str) -> (usize, bool) {
    use std::mem::MaybeUninit;
    use unsafe_libyaml_norway as unsafe_libyaml;
    // SAFETY: the parser is initialised before use and deleted after; every
    // token is deleted once read; `text` outlives the parser.
    unsafe {
        let mut parser = MaybeUninit::<unsafe_libyaml::yaml_parser_t>::uninit();
        assert!(unsafe_libyaml::yaml_parser_initialize(parser.as_mut_ptr()).ok);
        let parser = parser.as_mut_ptr();
        unsafe_libyaml::yaml_parser_set_input_string(parser, text.as_ptr(), text.len() as u64);
        let (mut depth, mut deepest, mut failed) = (0usize, 0usize, false);
        loop {
            let mut token = MaybeUninit::<unsafe_libyaml::yaml_token_t>::uninit();
            if unsafe_libyaml::yaml_parser_scan(parser, token.as_mut_ptr()).fail {
                failed = true;
                break;
            }
            let token = token.as_mut_ptr();
            let kind = (*token).type_;
            if kind == unsafe_libyaml::YAML_FLOW_SEQUENCE_START_TOKEN || kind == unsafe_libyaml::YAML_FLOW_MAPPING_START_TOKEN {
                depth += 1;
                deepest = deepest.max(depth);
            } else if kind == unsafe_libyaml::YAML_FLOW_SEQUENCE_END_TOKEN || kind == unsafe_libyaml::YAML_FLOW_MAPPING_END_TOKEN {
                depth = depth.saturating_sub(1);
            }
            let end = kind == unsafe_libyaml::YAML_STREAM_END_TOKEN;
            unsafe_libyaml::yaml_token_delete(token);
            if end {
                break;
            }
        }
        unsafe_libyaml::yaml_parser_delete(parser);
        (deepest, failed)
    }
}

fn checked_depth(text: &str) -> usize {
    flow_depth::max_flow_depth(text, usize::MAX).expect("no limit")
}

/// xorshift64: the same documents on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
    fn spaces(&mut self, base: usize, extra: usize) -> String {
        " ".repeat(base + self.below(extra + 1))
    }
}

/// Pieces of YAML syntax, for documents that are mostly invalid.
const PIECES: &[&str] = &[
    "\n", "\n", "\n", " ", " ", "  ", "    ", "\t", "- ", "-", "? ", "?", ": ", ":", "[", "]", "{", "}", ",", ", ", "'",
    "''", "\"", "\\", "\\\"", "#", " #", "|", ">", "|-", ">2", "|+1", "&a ", "*a", "!t ", "!!str ", "!<x,[y]> ", "---",
    "--- ", "...", "%YAML 1.2", "key", "a b", "x", "y:", "\r\n", "\r", "\u{85}", "\u{2028}", "é", "[[", "{a: [", "]]",
    "k: v", "- [", "'[", "\"{", "[a, 'b]', c]", "  - ", "a: |\n  ", "a: >\n   ", "\n  ", "\n    ", "0", "\u{feff}", "@",
    "`", "%",
];

/// Scalar text full of the characters that open collections elsewhere.
const BITS: &[&str] = &[
    "a", "b c", "[x", "]", "{", "}", "'", "\"", "#", " #c", ": ", ",", "-", "?", "é", "\\", "''", "x]y", "[[", "k: [v",
    "|", ">",
];

fn bits(r: &mut Rng, n: usize) -> String {
    (0..n).map(|_| BITS[r.below(BITS.len())]).collect()
}

fn scalar(r: &mut Rng, out: &mut String, indent: usize, flow: bool) {
    match r.below(6) {
        0 => {
            out.push('\'');
            out.push_str(&bits(r, 3).replace('\'', "''"));
            if r.below(3) == 0 {
                out.push('\n');
                out.push_str(&r.spaces(0, indent + 2));
                out.push_str(&bits(r, 2).replace('\'', "''"));
            }
            out.push('\'');
        }
        1 => {
            out.push('"');
            out.push_str(&bits(r, 3).replace('\\', "\\\\").replace('"', "\\\""));
            if r.below(3) == 0 {
                out.push_str("\\\n");
                out.push_str(&r.spaces(0, indent + 2));
            }
            out.push('"');
        }
        2 if !flow => {
            out.push_str(["|", ">", "|-", ">+", "|2", "|1-"][r.below(6)]);
            if r.below(4) == 0 {
                out.push_str(" # c");
            }
            let content = indent + 1 + r.below(3);
            for _ in 0..1 + r.below(3) {
                out.push('\n');
                if r.below(5) > 0 {
                    let extra = if r.below(4) == 0 { r.below(3) } else { 0 };
                    out.push_str(&" ".repeat(content + extra));
                    out.push_str(&bits(r, 2));
                }
            }
        }
        3 if !flow => {
            out.push_str("word");
            for _ in 0..1 + r.below(2) {
                out.push('\n');
                out.push_str(&r.spaces(indent, 3));
                out.push_str(&bits(r, 2).replace(": ", " ").replace(" #", "#"));
            }
        }
        _ => {
            out.push_str(&format!("w{}", r.below(100)));
            if !flow {
                out.push_str(&bits(r, 1).replace(": ", "").replace(" #", ""));
            }
        }
    }
}

fn flow_node(r: &mut Rng, out: &mut String, depth: usize, indent: usize) {
    if depth > 6 || r.below(3) == 0 {
        return scalar(r, out, indent, true);
    }
    let map = r.below(2) == 0;
    out.push(if map { '{' } else { '[' });
    for k in 0..r.below(4) {
        if k > 0 {
            out.push(',');
        }
        match r.below(5) {
            0 => {
                out.push('\n');
                out.push_str(&r.spaces(indent, 3));
            }
            1 => out.push(' '),
            _ => {}
        }
        if r.below(8) == 0 {
            out.push_str("&an ");
        }
        if map {
            scalar(r, out, indent, true);
            out.push_str(": ");
        }
        flow_node(r, out, depth + 1, indent);
    }
    if r.below(6) == 0 {
        out.push(',');
    }
    out.push(if map { '}' } else { ']' });
}

fn block_node(r: &mut Rng, out: &mut String, depth: usize, indent: usize) {
    match if depth > 5 { 9 } else { r.below(10) } {
        0..=2 => {
            for _ in 0..1 + r.below(3) {
                out.push('\n');
                out.push_str(&" ".repeat(indent));
                out.push_str(&format!("k{}:", r.below(50)));
                if r.below(2) == 0 {
                    out.push(' ');
                    flow_node(r, out, 0, indent + 1);
                } else {
                    let inner = indent + 1 + r.below(3);
                    block_node(r, out, depth + 1, inner);
                }
                if r.below(6) == 0 {
                    out.push_str(" # note ['\"");
                }
            }
        }
        3..=4 => {
            for _ in 0..1 + r.below(3) {
                out.push('\n');
                out.push_str(&" ".repeat(indent));
                out.push('-');
                if r.below(3) == 0 {
                    out.push_str(" k: ");
                    scalar(r, out, indent + 2, false);
                } else {
                    let inner = indent + 1 + r.below(3);
                    block_node(r, out, depth + 1, inner);
                }
            }
        }
        5..=6 => {
            out.push(' ');
            flow_node(r, out, 0, indent);
        }
        _ => {
            out.push(' ');
            if r.below(8) == 0 {
                out.push_str("!t ");
            }
            scalar(r, out, indent, false);
        }
    }
}

/// A mostly valid document: block and flow collections, every scalar
/// style, comments, tags, anchors, directives; then a few random edits.
fn structured(r: &mut Rng) -> String {
    let mut s = String::new();
    if r.below(10) == 0 {
        s.push_str("%YAML 1.1\n---");
    }
    block_node(r, &mut s, 0, 0);
    if r.below(10) == 0 {
        s.push_str("\n---\n");
        block_node(r, &mut s, 0, 0);
    }
    for _ in 0..r.below(3) {
        if s.is_empty() {
            break;
        }
        let mut at = r.below(s.len());
        while !s.is_char_boundary(at) {
            at -= 1;
        }
        s.insert_str(at, PIECES[r.below(PIECES.len())]);
    }
    s
}

fn pieces(r: &mut Rng) -> String {
    (0..1 + r.below(40)).map(|_| PIECES[r.below(PIECES.len())]).collect()
}

fn cases() -> usize {
    std::env::var("YAML_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(20_000)
}

fn never_fewer_levels_than_the_tokenizer(generate: fn(&mut Rng) -> String, seed: u64) {
    let mut r = Rng(seed);
    let (mut valid, mut exact) = (0, 0);
    for _ in 0..cases() {
        let text = generate(&mut r);
        let (tokenizer, failed) = tokenizer_depth(&text);
        let ours = checked_depth(&text);
        assert!(ours >= tokenizer, "counted {ours} flow levels, the tokenizer {tokenizer}: {text:?}");
        if !failed {
            valid += 1;
            assert_eq!(ours, tokenizer, "a document the tokenizer reads: {text:?}");
            exact += 1;
        }
    }
    assert!(valid > 0 && exact == valid);
}

#[test]
fn the_check_counts_the_flow_levels_of_the_tokenizer_on_mostly_valid_documents() {
    never_fewer_levels_than_the_tokenizer(structured, 0x5eed_0001);
}

#[test]
fn the_check_never_counts_fewer_flow_levels_than_the_tokenizer_on_broken_documents() {
    never_fewer_levels_than_the_tokenizer(pieces, 0x5eed_0002);
}

#[test]
fn flow_nesting_past_the_limit_is_refused_with_its_line_and_column() {
    let text = format!("scan:\n  allowPhrases: {}", "[".repeat(200_000));
    let err = from_yaml(&text).unwrap_err();
    assert_eq!(err.code(), "policy_invalid");
    let column = "  allowPhrases: ".len() + MAX_YAML_FLOW_DEPTH + 1;
    let expected = format!("nested more than {MAX_YAML_FLOW_DEPTH} deep at line 2 column {column}");
    assert!(err.message().contains(&expected), "{}", err.message());
    assert_eq!(document(&text, Format::Yaml).unwrap_err().message(), err.message());
}

#[test]
fn flow_nesting_at_the_limit_reaches_the_yaml_reader() {
    let d = MAX_YAML_FLOW_DEPTH;
    let text = format!("a: {}1{}\n", "[".repeat(d), "]".repeat(d));
    let doc = document(&text, Format::Yaml).unwrap();
    let mut v = &doc["a"];
    for _ in 0..d {
        v = &v[0];
    }
    assert_eq!(*v, 1);
}

#[test]
fn brackets_in_scalars_and_comments_are_not_nesting() {
    let many = "[{".repeat(100);
    let uri = "[".repeat(100);
    let text = format!(
        "a: '{many}'\nb: \"{many}\"\nc: |\n  {many}\n  [[[\nd: plain {many}\n  continued {many}\ne: x # {many}\n# {many}\nf: !<tag:{uri}> y\n"
    );
    let doc = document(&text, Format::Yaml).unwrap();
    assert_eq!(doc["a"], many.as_str());
    assert_eq!(checked_depth(&text), 0);
}

#[test]
fn json_policies_are_not_subject_to_the_yaml_check() {
    // serde_json reads nesting in linear time and stops at its own limit.
    let err = document(&"[".repeat(200_000), Format::Json).unwrap_err();
    assert!(err.message().starts_with("JSON policy: recursion limit exceeded"), "{}", err.message());
}
