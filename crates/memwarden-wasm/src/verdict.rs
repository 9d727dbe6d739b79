//! Verdicts as JavaScript objects, built by the package's own functions.
//!
//! serde-wasm-bindgen builds an object a property at a time: a call into
//! JavaScript per property, a hash lookup for the name of each, and a
//! fresh string decoded for each rule id and view. A scan of a 500-byte
//! memory entry with a few findings spent about a sixth of its time in
//! JavaScript on that. The npm package hands over two functions instead
//! ([`set_verdict_shapes`]): one call per finding and one per verdict
//! make object literals of the core's JSON shape (`Verdict`, `Finding`),
//! and the few strings that recur (rule ids, categories, severities,
//! actions, views) are made once and reused.
//!
//! The package registers them before its first scan. Without them (the
//! module used directly, which the package never does), verdicts are
//! converted by serde-wasm-bindgen as every other answer is. The
//! package's tests hold its verdicts to the vectors in every runtime and
//! their keys to the order of the core's JSON (the same list as
//! `verdict_json_keys_come_in_the_documented_order` in the core's tests).

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use js_sys::Array;
use memwarden::{Verdict, View};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `{finding, verdict}`: the package's builders of a verdict's objects.
    pub type VerdictShapes;

    /// Appends `{ruleId, category, severity, span: {start, end}, view, excerpt}` to `findings`.
    #[wasm_bindgen(method, structural)]
    #[allow(clippy::too_many_arguments)]
    fn finding(this: &VerdictShapes, findings: &Array, rule_id: &JsValue, category: &JsValue, severity: &JsValue, start: f64, end: f64, view: &JsValue, excerpt: &str);

    /// `{action, findings, redacted, stats: {bytes, views, decodedLayers, budgetExhausted}}`.
    #[wasm_bindgen(method, structural)]
    #[allow(clippy::too_many_arguments)]
    fn verdict(this: &VerdictShapes, action: &JsValue, findings: &Array, redacted: &JsValue, bytes: f64, views: f64, decoded_layers: f64, budget_exhausted: bool) -> JsValue;
}

/// Strings kept for reuse at most: rule ids come from policies, so a
/// process that builds scanners from ever new rule ids stops caching
/// rather than growing.
const MAX_NAMES: usize = 4096;

/// FNV-1a: the keys are short names, hashed once per finding.
#[derive(Default)]
struct Fnv(u64);

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 { 0xcbf2_9ce4_8422_2325 } else { self.0 };
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

struct Shapes {
    shapes: VerdictShapes,
    names: HashMap<String, JsValue, BuildHasherDefault<Fnv>>,
}

std::thread_local! {
    static SHAPES: RefCell<Option<Shapes>> = const { RefCell::new(None) };
}

/// Registers the package's builders of verdict objects (see the module
/// documentation); every verdict of `scan` is then built by them.
#[wasm_bindgen(js_name = setVerdictShapes)]
pub fn set_verdict_shapes(shapes: VerdictShapes) {
    SHAPES.with(|s| *s.borrow_mut() = Some(Shapes { shapes, names: HashMap::default() }));
}

/// `verdict` as a JavaScript object: by the registered builders, or
/// `None` when there are none.
pub(crate) fn to_js(verdict: &Verdict) -> Option<JsValue> {
    SHAPES.with(|s| {
        let mut s = s.borrow_mut();
        let Shapes { shapes, names } = s.as_mut()?;
        let mut name = |key: &str| -> JsValue {
            if let Some(v) = names.get(key) {
                return v.clone();
            }
            let v = JsValue::from_str(key);
            if names.len() < MAX_NAMES {
                names.insert(key.to_owned(), v.clone());
            }
            v
        };
        let findings = Array::new();
        for f in &verdict.findings {
            let view = match &f.view {
                View::Original => name("original"),
                View::Normalized => name("normalized"),
                decoded => JsValue::from_str(&decoded.to_string()),
            };
            shapes.finding(&findings, &name(&f.rule_id), &name(f.category.as_str()), &name(f.severity.as_str()), f.span.start as f64, f.span.end as f64, &view, &f.excerpt);
        }
        let redacted = verdict.redacted.as_deref().map_or(JsValue::NULL, JsValue::from_str);
        let stats = &verdict.stats;
        Some(shapes.verdict(&name(verdict.action.as_str()), &findings, &redacted, stats.bytes as f64, stats.views as f64, stats.decoded_layers as f64, stats.budget_exhausted))
    })
}
