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

/// Law 3: a schema error in JSON text is the error of the same value read
/// without its text, placed at the line and column where the value it is
/// about begins (for an unknown field, where its key begins).
fn placed<T: DeserializeOwned>(v: &Value, text: &str) -> Result<(), TestCaseError> {
    let Err(e) = json::from_str::<T>(text).map(drop) else { return Ok(()) };
    let plain = json::from_value::<T>(v.clone()).map(drop).unwrap_err();
    let (head, place) = e.message().rsplit_once(" at line ").expect("a schema error names its place");
    prop_assert_eq!(head, plain.message());
    let (line, column) = place.split_once(" column ").unwrap();
    let (line, column): (usize, usize) = (line.parse().unwrap(), column.parse().unwrap());
    let at = text.split_inclusive('\n').take(line - 1).map(str::len).sum::<usize>() + column - 1;
    let there: Value = serde_json::Deserializer::from_str(&text[at..]).into_iter::<Value>().next().unwrap().unwrap();
    // The path the message starts with (none for the whole document).
    let path: Vec<&str> = match head.split_once(": ") {
        Some((p, _)) if p.split(['.', '[']).all(|s| s.is_empty() || KEYS.contains(&s) || s.trim_end_matches(']').parse::<usize>().is_ok()) => {
            p.split('.').flat_map(|s| s.split('[')).filter(|s| !s.is_empty()).collect()
        }
        _ => Vec::new(),
    };
    let named = path.iter().try_fold(v, |v, step| match step.strip_suffix(']') {
        Some(i) => v.get(i.parse::<usize>().unwrap()),
        None => v.get(*step),
    });
    // (a key that is not a field, or not a variant of a map's key type)
    let key = path.last().is_some_and(|k| (head.contains(&format!("unknown field `{k}`")) || head.contains(&format!("unknown variant `{k}`"))) && there == *k);
    prop_assert!(key || Some(&there) == named, "{} in {}: {} there", e.message(), text, there);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn a_schema_error_names_where_its_value_begins(v in policy_like()) {
        for text in [v.to_string(), serde_json::to_string_pretty(&v).unwrap()] {
            placed::<Policy>(&v, &text)?;
            placed::<FirewallPolicy>(&v, &text)?;
        }
    }

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
