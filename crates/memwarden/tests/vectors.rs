//! Replays every conformance vector file in `<workspace>/tests/vectors/`
//! through `memwarden::vectors::run_vector` and compares each answer with
//! the case's `expected` value by JSON equality.
//!
//! Files whose `suite` starts with `scan` belong to the scanner and are
//! skipped here (the scanner adds its own operations and replays them).
//! Every other file must only use operations the dispatcher knows: an
//! `unsupported_operation` answer fails the test, it is never skipped.

use std::path::{Path, PathBuf};

use serde_json::Value;

fn vector_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/vectors")
}

fn vector_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(vector_dir())
        .expect("tests/vectors exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

/// Runs one case; `Err` describes the mismatch.
fn run_case(case: &Value) -> Result<(), String> {
    let name = case["name"].as_str().ok_or("case without a name")?;
    let op = case["op"].as_str().ok_or_else(|| format!("{name}: no op"))?;
    let input = case.get("input").ok_or_else(|| format!("{name}: no input"))?;
    let expected = case.get("expected").ok_or_else(|| format!("{name}: no expected"))?;
    let got = match memwarden::vectors::run_vector(op, input) {
        Ok(v) => serde_json::json!({ "ok": v }),
        Err(e) if e.code() == "unsupported_operation" => {
            return Err(format!("{name}: operation {op:?} is not supported"));
        }
        Err(e) => serde_json::json!({ "error": e.code() }),
    };
    if &got == expected {
        Ok(())
    } else {
        Err(format!("{name} ({op}):\n  expected {expected}\n  got      {got}"))
    }
}

#[test]
fn every_vector_reproduces_exactly() {
    let mut failures = Vec::new();
    let mut ran = 0;
    let mut suites = Vec::new();
    for path in vector_files() {
        let text = std::fs::read_to_string(&path).expect("readable vector file");
        let doc: Value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{}: invalid JSON: {e}", path.display()));
        let suite = doc["suite"].as_str().unwrap_or_else(|| panic!("{}: no suite", path.display()));
        let _ = suite;
        suites.push(suite.to_string());
        let cases = doc["cases"].as_array().unwrap_or_else(|| panic!("{}: no cases", path.display()));
        assert!(!cases.is_empty(), "{}: no cases", path.display());
        for case in cases {
            ran += 1;
            if let Err(e) = run_case(case) {
                failures.push(format!("[{suite}] {e}"));
            }
        }
    }
    for expected in ["audit", "hmac_rfc4231", "provenance", "records", "tokens", "scan", "firewall"] {
        assert!(suites.iter().any(|s| s == expected), "suite {expected} is missing");
    }
    assert!(failures.is_empty(), "{} of {ran} cases failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn an_unknown_operation_is_reported_not_skipped() {
    let case = serde_json::json!({"name": "x", "op": "no_such_op", "input": {}, "expected": {"error": "unsupported_operation"}});
    assert!(run_case(&case).is_err());
}

#[test]
fn every_case_has_the_shared_shape() {
    for path in vector_files() {
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let keys: Vec<&str> = doc.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys, ["cases", "description", "suite"], "{}", path.display());
        for case in doc["cases"].as_array().unwrap() {
            let keys: Vec<&str> = case.as_object().unwrap().keys().map(String::as_str).collect();
            assert_eq!(keys, ["expected", "input", "name", "op"], "{}: {case}", path.display());
            let exp = case["expected"].as_object().unwrap();
            assert!(
                exp.len() == 1 && (exp.contains_key("ok") || exp["error"].is_string()),
                "{}: expected must be {{ok}} or {{error: code}}: {case}",
                path.display()
            );
        }
    }
}
