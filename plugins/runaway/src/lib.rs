//! A deliberately runaway memwarden policy plugin, used by the host's
//! tests to show that the sandbox holds:
//!
//! * text containing `spin` loops forever (stopped by the deadline);
//! * text containing `hog` allocates until memory runs out (stopped by the
//!   memory cap);
//! * text containing `trap` hits `unreachable`;
//! * anything else gets one harmless finding `runaway.ok` over the first
//!   byte, so a test can see the plugin answering normally right after
//!   being stopped.

mod bindings {
    wit_bindgen::generate!({ path: "../../wit/detector.wit", world: "detector" });
    use super::Plugin;
    export!(Plugin);
}

use bindings::{Category, Guest, PluginFinding, ScanContext, Severity};

struct Plugin;

impl Guest for Plugin {
    fn detect(text: String, _context: ScanContext) -> Vec<PluginFinding> {
        if text.contains("spin") {
            let mut n: u64 = 0;
            loop {
                n = std::hint::black_box(n.wrapping_add(1));
            }
        }
        if text.contains("hog") {
            let mut hoard: Vec<Vec<u8>> = Vec::new();
            loop {
                hoard.push(vec![1u8; 1 << 20]);
                std::hint::black_box(&hoard);
            }
        }
        if text.contains("trap") {
            std::process::abort();
        }
        match text.chars().next() {
            Some(c) => vec![PluginFinding {
                rule: "ok".into(),
                category: Category::Pii,
                severity: Severity::Low,
                start: 0,
                end: c.len_utf8() as u32,
            }],
            None => Vec::new(),
        }
    }
}
