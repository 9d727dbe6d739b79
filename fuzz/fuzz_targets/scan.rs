//! Scans any text in any source and scope, with the gate audit on (the
//! core is built with `--cfg fuzzing`, which has it; this target turns it
//! on), and checks what a verdict
//! promises: spans inside the text on character boundaries, the same
//! verdict from an eager and a lazy scanner, and a redaction of JSON that
//! is still JSON of the same shape.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use memwarden::{Policy, ScanContext, Scanner, Scope, Source};
use serde_json::Value;

fn eager() -> &'static Scanner {
    static S: OnceLock<Scanner> = OnceLock::new();
    S.get_or_init(|| {
        // (once per process: every later scan, eager or lazy, is audited)
        memwarden::scanner::GATE_AUDIT.store(true, std::sync::atomic::Ordering::Relaxed);
        Scanner::new(Policy::default()).expect("the default policy builds")
    })
}

fn lazy() -> &'static Scanner {
    static S: OnceLock<Scanner> = OnceLock::new();
    S.get_or_init(|| Scanner::lazy(Policy::default()).expect("the default policy builds"))
}

/// The structure of a JSON value whatever its strings hold (an object as
/// the sorted shapes of its members, so a key that redaction renamed still
/// counts).
fn shape(v: &Value) -> String {
    match v {
        Value::Object(m) => {
            let mut members: Vec<String> = m.values().map(shape).collect();
            members.sort();
            format!("{{{}}}", members.join(","))
        }
        Value::Array(a) => format!("[{}]", a.iter().map(shape).collect::<Vec<_>>().join(",")),
        Value::String(_) => "s".to_string(),
        other => other.to_string(),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(rest);
    let sources = [Source::System, Source::UserInput, Source::LlmGenerated, Source::ToolResult, Source::ExternalData];
    let ctx = ScanContext { source: sources[usize::from(pick & 7) % sources.len()], scope: if pick & 0x80 == 0 { Scope::Strict } else { Scope::Relaxed } };
    let v = eager().scan(&text, &ctx).expect("a text under the size limit scans");
    for f in &v.findings {
        let (s, e) = (f.span.start, f.span.end);
        assert!(s <= e && e <= text.len(), "span {s}..{e} outside {} bytes: {}", text.len(), f.rule_id);
        assert!(text.is_char_boundary(s) && text.is_char_boundary(e), "span {s}..{e} splits a character: {}", f.rule_id);
    }
    assert_eq!(v.stats.bytes, text.len());
    let l = lazy().scan(&text, &ctx).expect("a text under the size limit scans");
    assert_eq!(serde_json::to_string(&v).unwrap(), serde_json::to_string(&l).unwrap(), "eager and lazy scanners disagree");
    if let (Some(r), Ok(before)) = (&v.redacted, serde_json::from_str::<Value>(&text)) {
        let after: Value = serde_json::from_str(r).unwrap_or_else(|e| panic!("redaction broke JSON ({e}): {r}"));
        assert_eq!(shape(&before), shape(&after), "redaction changed the JSON's shape: {r}");
    }
});
