//! An example memwarden policy plugin: a third-party detector that adds
//! findings the built-in rules do not have. It implements the
//! `memwarden:detector` world (`wit/detector.wit` at the repository root)
//! and is listed in a policy file under `plugins:`; the host names its
//! rules `plugin.<name>.<rule>`.
//!
//! Rules (ASCII case-insensitive phrases):
//! * `wire_transfer`: "wire transfer", "wire the money" (exfiltration, high);
//! * `seed_phrase`: "seed phrase", "recovery phrase" (secret, critical).

mod bindings {
    wit_bindgen::generate!({ path: "../../wit/detector.wit", world: "detector" });
    use super::Plugin;
    export!(Plugin);
}

use bindings::{Category, Guest, PluginFinding, ScanContext, Severity};

struct Plugin;

const RULES: &[(&str, &str, Category, Severity)] = &[
    ("wire_transfer", "wire transfer", Category::Exfiltration, Severity::High),
    ("wire_transfer", "wire the money", Category::Exfiltration, Severity::High),
    ("seed_phrase", "seed phrase", Category::Secret, Severity::Critical),
    ("seed_phrase", "recovery phrase", Category::Secret, Severity::Critical),
];

impl Guest for Plugin {
    fn detect(text: String, _context: ScanContext) -> Vec<PluginFinding> {
        // ASCII lowercasing keeps byte offsets identical to the input's.
        let lower = text.to_ascii_lowercase();
        let mut out = Vec::new();
        for (rule, phrase, category, severity) in RULES {
            let mut from = 0;
            while let Some(i) = lower[from..].find(phrase) {
                let start = from + i;
                let end = start + phrase.len();
                out.push(PluginFinding { rule: (*rule).into(), category: *category, severity: *severity, start: start as u32, end: end as u32 });
                from = end;
            }
        }
        out
    }
}
