//! Property tests for the strict JSON reader (`memwarden::json`): it reads
//! a subset of what `serde_json` reads, the same way, and that subset holds
//! everything memwarden itself writes.

use memwarden::firewall::FirewallPolicy;
use memwarden::{json, Policy};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// Keys of the policy schema (and a few that are not), so that generated
/// documents often have a policy's shape.
const KEYS: &[&str] = &[
    "actions", "sourceActions", "allowRules", "allowPhrases", "rules", "limits", "maxInputBytes", "maxDecodeDepth",
    "maxDecodedLayers", "scan", "write", "maxContentChars", "agentPerMinute", "context", "minTrust", "truth", "guard",
    "allowedTools", "trust", "toolResult", "injection", "pii", "secret", "user_input", "tool_result", "id", "category",
    "severity", "pattern", "scopes", "nope",
];

/// Leaves a policy may hold, and a few it may not.
fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        prop::sample::select(vec!["flag", "reject", "redact", "allow", "pii.email", "strict", "relaxed", "high", "supported", "acme.x", "x+"])
            .prop_map(Value::from),
        (0u64..100).prop_map(Value::from),
        Just(Value::from(0.5)),
        any::<bool>().prop_map(Value::from),
        Just(Value::Null),
    ]
}

/// Policy-like JSON values: objects keyed from [`KEYS`], arrays, leaves.
fn policy_like() -> impl Strategy<Value = Value> {
    leaf().prop_recursive(4, 40, 5, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(prop::sample::select(KEYS.to_vec()).prop_map(String::from), inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Law 1: what the strict reader reads, `serde_json` reads the same.
/// Law 2: what `serde_json` reads, written back as JSON, the strict
/// reader reads the same (memwarden writes objects, never positions).
fn laws<T: DeserializeOwned + Serialize + PartialEq + std::fmt::Debug>(v: &Value) -> Result<(), TestCaseError> {
    let loose = serde_json::from_value::<T>(v.clone());
    if let Ok(strict) = json::from_value::<T>(v.clone()) {
        prop_assert_eq!(Some(&strict), loose.as_ref().ok(), "{}", v);
    }
    if let Ok(loose) = loose {
        let written = serde_json::to_string(&loose).unwrap();
        prop_assert_eq!(json::from_str::<T>(&written).ok(), Some(loose), "{}", written);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn the_strict_reader_agrees_with_serde_json_on_what_it_reads(v in policy_like()) {
        laws::<Policy>(&v)?;
        laws::<FirewallPolicy>(&v)?;
        // Wrapped as the scan section of a firewall policy, too.
        laws::<FirewallPolicy>(&serde_json::json!({ "scan": v }))?;
    }

    #[test]
    fn a_value_read_as_json_text_is_the_value(v in policy_like()) {
        prop_assert_eq!(json::value_from_str(&v.to_string()).unwrap(), v);
    }

    #[test]
    fn a_key_written_twice_in_any_object_is_refused(v in policy_like(), key in prop::sample::select(KEYS.to_vec())) {
        // The same object twice under one key, at the top or one level down.
        let text = format!(r#"{{"{key}": {v}, "{key}": {v}}}"#);
        prop_assert!(json::value_from_str(&text).is_err());
        let nested = format!(r#"{{"scan": {{"{key}": {v}, "{key}": {v}}}}}"#);
        prop_assert!(json::value_from_str(&nested).is_err());
        prop_assert!(json::from_str::<FirewallPolicy>(&nested).is_err());
    }
}

/// The generator reaches documents the schema accepts, so the laws above
/// are not about refusals only.
#[test]
fn the_generator_reaches_policies_both_readers_accept() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = policy_like();
    let accepted = (0..3000)
        .filter(|_| {
            let v = strategy.new_tree(&mut runner).unwrap().current();
            json::from_value::<Policy>(v).is_ok()
        })
        .count();
    assert!(accepted >= 100, "{accepted} of 3000");
}
