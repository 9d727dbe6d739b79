//! The policy file: YAML and JSON mean the same thing, unknown keys are
//! named with their path, and `examples/policy.yaml` documents the defaults.

use memwarden::firewall::{FirewallPolicy, Sensitivity};

fn example_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/policy.yaml")
}

#[test]
fn the_example_policy_file_parses_and_equals_the_defaults() {
    let policy = memwarden_policy::from_path(example_path()).unwrap();
    assert_eq!(policy, FirewallPolicy::default());
}

#[test]
fn the_example_policy_file_sets_every_key_of_the_schema() {
    // Serialising the defaults gives every key; each must appear in the file.
    let text = std::fs::read_to_string(example_path()).unwrap();
    let json = serde_json::to_value(FirewallPolicy::default()).unwrap();
    let mut missing = Vec::new();
    fn walk(v: &serde_json::Value, path: &str, text: &str, missing: &mut Vec<String>) {
        if let serde_json::Value::Object(m) = v {
            for (k, x) in m {
                if !text.contains(&format!("{k}:")) {
                    missing.push(format!("{path}{k}"));
                }
                walk(x, &format!("{path}{k}."), text, missing);
            }
        }
    }
    walk(&json, "", &text, &mut missing);
    assert!(missing.is_empty(), "keys not documented in examples/policy.yaml: {missing:?}");
}

#[test]
fn yaml_and_json_with_the_same_keys_give_the_same_policy() {
    let yaml = "write:\n  agentPerMinute: 10\ncontext:\n  maxSensitivity: confidential\n  maxAgeMs: null\nscan:\n  actions:\n    pii: flag\n";
    let json = r#"{"write":{"agentPerMinute":10},"context":{"maxSensitivity":"confidential","maxAgeMs":null},"scan":{"actions":{"pii":"flag"}}}"#;
    let a = memwarden_policy::from_yaml(yaml).unwrap();
    let b = memwarden_policy::from_json(json).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.write.agent_per_minute, 10);
    assert_eq!(a.context.max_sensitivity, Sensitivity::Confidential);
    assert_eq!(a.context.max_age_ms, None);
}

/// The message of the error `from_yaml` gives for `yaml`, which must be
/// `policy_invalid`.
fn yaml_refusal(yaml: &str) -> String {
    let e = memwarden_policy::from_yaml(yaml).unwrap_err();
    assert_eq!(e.code(), "policy_invalid", "{yaml:?}");
    e.message().to_string()
}

#[test]
fn an_unknown_yaml_key_is_named_with_its_path() {
    let m = yaml_refusal("write:\n  agentPerMinut: 10\n");
    assert!(m.contains("write.agentPerMinut") && m.ends_with(" at line 2 column 3"), "{m}");
}

#[test]
fn an_unknown_json_key_deep_in_the_scanner_section_is_named_with_its_path() {
    let e = memwarden_policy::from_json(r#"{"scan":{"limits":{"maxInputByte":5}}}"#).unwrap_err();
    assert_eq!(e.code(), "policy_invalid");
    assert!(e.message().contains("scan.limits.maxInputByte"), "{}", e.message());
}

#[test]
fn an_unknown_top_level_key_is_named() {
    let m = yaml_refusal("scanner: {}\n");
    assert!(m.contains("scanner"), "{m}");
}

#[test]
fn a_wrong_type_is_named_with_its_path() {
    let m = yaml_refusal("context:\n  minTrust: high\n");
    assert!(m.contains("context.minTrust"), "{m}");
}

#[test]
fn out_of_range_values_are_policy_invalid() {
    // Named by their path and placed, as schema errors are.
    let m = yaml_refusal("context:\n  minTrust: 2\n");
    assert_eq!(m, "YAML policy: context.minTrust must lie in [0, 1] at line 2 column 13");
    // Each rate limit by its own key.
    assert_eq!(yaml_refusal("write:\n  agentPerMinute: 3\n  sourcePerHour: 0\n"), "YAML policy: write.sourcePerHour must be at least 1 at line 3 column 18");
    // The scan section's limits are named by their path in the file.
    assert_eq!(yaml_refusal("scan:\n  limits:\n    maxInputBytes: 0\n"), "YAML policy: scan.limits.maxInputBytes must be between 1 and 67108864 at line 3 column 20");
    assert_eq!(yaml_refusal("scan:\n  allowPhrases: [ok, \" \"]\n"), "YAML policy: scan.allowPhrases[1] is empty at line 2 column 22");
    let e = memwarden_policy::from_json("{\"guard\": {\"allowedTools\": [\"a\", \"\"]}}").unwrap_err();
    assert_eq!(e.message(), "JSON policy: guard.allowedTools[1] is empty at line 1 column 34");
    assert_eq!(yaml_refusal("trust:\n  toolResult: 1.5\n"), "YAML policy: trust.toolResult must lie in [0, 1] at line 2 column 15");
    // An error that names no path of the text is left as it is.
    assert_eq!(yaml_refusal("context:\n  retrieval: [blocked]\n"), "YAML policy: context.retrieval may not admit blocked at line 2 column 14");
    // The scanner's errors about the scan section are placed in it.
    assert_eq!(yaml_refusal("scan:\n  allowRules: [pii.email, pii.emial]\n"), "YAML policy: scan.allowRules[1]: unknown rule id \"pii.emial\" at line 2 column 27");
}

#[test]
fn an_error_keeps_the_path_of_the_value_it_is_about() {
    // Schema errors, range checks and the scanner's errors alike: the path
    // is the value's in the policy, the place is in the message.
    for (yaml, path) in [
        ("write:\n  agentPerMinute: lots\n", "write.agentPerMinute"),
        ("write:\n  agentPerMinut: 3\n", "write.agentPerMinut"),
        ("context:\n  minTrust: 2\n", "context.minTrust"),
        ("scan:\n  limits:\n    maxInputBytes: 0\n", "scan.limits.maxInputBytes"),
        ("scan:\n  allowRules: [pii.email, pii.emial]\n", "scan.allowRules[1]"),
        ("scan:\n  rules:\n    - {id: acme.b, category: pii, severity: low, pattern: 'x('}\n", "scan.rules[0].pattern"),
    ] {
        let e = memwarden_policy::from_yaml(yaml).unwrap_err();
        assert_eq!((e.code(), e.path()), ("policy_invalid", Some(path)), "{yaml:?}: {}", e.message());
        let json = serde_json::to_string(&memwarden_policy::document(yaml, memwarden_policy::Format::Yaml).unwrap()).unwrap();
        assert_eq!(memwarden_policy::from_json(&json).unwrap_err().path(), Some(path), "{json}");
    }
}

#[test]
fn an_unknown_key_a_path_cannot_name_is_named_by_the_object_holding_it() {
    // `write.agent per minute` would not read back as a path: the path is
    // the object's, the message quotes the key and places it.
    let e = memwarden_policy::from_yaml("write:\n  agent per minute: 3\n").unwrap_err();
    assert_eq!((e.code(), e.path()), ("policy_invalid", Some("write")), "{}", e.message());
    assert!(e.message().starts_with("YAML policy: write: unknown field `agent per minute`") && e.message().ends_with(" at line 2 column 3"), "{}", e.message());
    // At the top level (the fuzzer's `):`) there is no path.
    for text in ["):", "{\")\": 1}"] {
        let e = memwarden_policy::from_yaml(text).unwrap_err();
        assert_eq!((e.code(), e.path()), ("policy_invalid", None), "{text:?}: {}", e.message());
        assert!(e.message().contains("unknown field `)`"), "{}", e.message());
    }
}

#[test]
fn an_error_about_no_value_has_no_path() {
    for yaml in ["- a list\n", "write: {agentPerMinute: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}\n", "write: [\n"] {
        let e = memwarden_policy::from_yaml(yaml).unwrap_err();
        assert_eq!((e.code(), e.path()), ("policy_invalid", None), "{yaml:?}: {}", e.message());
    }
}

#[test]
fn a_user_rule_the_scanner_refuses_is_placed_by_its_id() {
    let rules = "scan:\n  rules:\n    - {id: acme.a, category: pii, severity: low, pattern: 'a+'}\n    - id: acme.b\n      category: pii\n      severity: low\n      pattern: 'x('\n";
    assert_eq!(
        yaml_refusal(rules),
        "YAML policy: rule acme.b: pattern does not compile: unclosed group at character 2 of the pattern at line 7 column 16"
    );
    let taken = "scan:\n  rules:\n    - {id: acme.a, category: pii, severity: low, pattern: 'a+'}\n    - {id: acme.a, category: pii, severity: low, pattern: 'b+'}\n";
    assert_eq!(yaml_refusal(taken), "YAML policy: rule acme.a: id is already taken at line 4 column 12");
    let bad_id = "scan:\n  rules:\n    - {id: Acme.A, category: pii, severity: low, pattern: 'a+'}\n";
    assert!(yaml_refusal(bad_id).ends_with("must be 1-64 characters of a-z 0-9 . _ - at line 3 column 12"), "{}", yaml_refusal(bad_id));
    let empty = "{\"scan\": {\"rules\": [{\"id\": \"acme.e\", \"category\": \"pii\", \"severity\": \"low\", \"pattern\": \"x?\"}]}}";
    let e = memwarden_policy::from_json(empty).unwrap_err();
    assert!(e.message().starts_with("JSON policy: rule acme.e: pattern matches the empty string") && e.message().ends_with(" at line 1 column 87"), "{}", e.message());
}

#[test]
fn a_scan_rule_that_does_not_compile_is_refused_when_the_policy_is_read() {
    yaml_refusal("scan:\n  rules:\n    - {id: acme.x, category: secret, severity: high, pattern: '('}\n");
}

#[test]
fn a_key_written_twice_is_refused_in_either_format() {
    for (yaml, key) in [
        ("write:\n  agentPerMinute: 3\nwrite:\n  agentPerHour: 4\n", "write"),
        ("write:\n  agentPerMinute: 3\n  agentPerMinute: 4\n", "agentPerMinute"),
        ("scan:\n  actions: {pii: flag, pii: allow}\n", "pii"),
    ] {
        let m = yaml_refusal(yaml);
        assert!(m.contains(&format!("duplicate key `{key}`")), "{m}");
    }
    let e = memwarden_policy::from_json(r#"{"write": {"agentPerMinute": 3, "agentPerMinute": 4}}"#).unwrap_err();
    assert_eq!(e.message(), "JSON policy: duplicate key `agentPerMinute` at line 1 column 48");
}

#[test]
fn yaml_that_does_not_read_is_named_by_line_and_column() {
    let m = yaml_refusal("scan:\n\tactions: {}\n");
    assert!(m.contains("at line 2 column 1"), "{m}");
}

#[test]
fn a_yaml_policy_is_a_mapping() {
    for text in ["[1, 2]\n", "- scan: {}\n", "just words\n"] {
        let m = yaml_refusal(text);
        assert!(m.contains("a policy is a mapping"), "{text:?}: {m}");
    }
}

#[test]
fn an_empty_yaml_document_is_the_default_policy() {
    for text in ["", "# nothing but a comment\n", "---\n...\n"] {
        assert_eq!(memwarden_policy::from_yaml(text).unwrap(), FirewallPolicy::default(), "{text:?}");
    }
}

#[test]
fn errors_found_against_the_schema_name_the_key_path_and_place_in_either_format() {
    // Both formats are checked against the schema as plain values, which
    // keep no place in the text: the error's path is found again in the
    // text, and its line and column named.
    let m = yaml_refusal("\n\nwrite:\n  agentPerMinute: lots\n");
    assert_eq!(m, "YAML policy: write.agentPerMinute: invalid type: string \"lots\", expected u32 at line 4 column 19");
    let e = memwarden_policy::from_json("{\n\n\"write\": {\"agentPerMinute\": \"lots\"}}").unwrap_err();
    assert_eq!(e.message(), "JSON policy: write.agentPerMinute: invalid type: string \"lots\", expected u32 at line 3 column 29");
}

#[test]
fn an_array_in_place_of_a_section_is_refused_in_either_format() {
    // serde's positional form of a struct would read `[5]` as a `write`
    // section whose first field is 5, and `[]` as the default policy.
    assert_eq!(yaml_refusal("write: [5]\n"), "YAML policy: write: invalid type: sequence, expected struct WritePolicy at line 1 column 8");
    for json in ["[]", r#"{"write": [5]}"#, r#"{"scan": {"limits": [1, 2, 3]}}"#] {
        let e = memwarden_policy::from_json(json).unwrap_err();
        assert_eq!(e.code(), "policy_invalid");
        assert!(e.message().contains("invalid type: sequence, expected struct"), "{json}: {}", e.message());
    }
}
#[test]
fn a_policy_file_that_is_not_utf8_is_refused_at_its_first_bad_byte() {
    let path = std::env::temp_dir().join(format!("memwarden-policy-latin1-{}.yaml", std::process::id()));
    std::fs::write(&path, b"write:\n  # caf\xe9\n").unwrap();
    let err = memwarden_policy::from_path(&path).unwrap_err();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(err.code(), "invalid_input");
    assert!(err.message().ends_with("not UTF-8 at line 2, byte 8 of the line (byte 14 of the file): 0xe9"), "{}", err.message());
}
