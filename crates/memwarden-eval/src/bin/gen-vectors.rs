//! Regenerates conformance vector files from their inputs.
//!
//! `gen-vectors tests/vectors/inputs/scan.json > tests/vectors/scan.json`
//!
//! An input file is a vector file without `expected`; this tool runs each
//! case through `memwarden::vectors::run_vector` and writes the complete
//! file. `make vectors-check` regenerates and diffs, so a behaviour change
//! shows up as a reviewed diff of the vectors, never silently.

use std::process::ExitCode;

use serde_json::{json, Value};

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: gen-vectors INPUTS.json > VECTORS.json");
        return ExitCode::from(1);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("gen-vectors: {path}: {e}");
            return ExitCode::from(1);
        }
    };
    let mut doc: Value = match serde_json::from_str(&text) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("gen-vectors: {path}: {e}");
            return ExitCode::from(1);
        }
    };
    let Some(cases) = doc.get_mut("cases").and_then(Value::as_array_mut) else {
        eprintln!("gen-vectors: {path}: no cases array");
        return ExitCode::from(1);
    };
    for case in cases.iter_mut() {
        let op = case["op"].as_str().unwrap_or_default().to_string();
        let expected = match memwarden::vectors::run_vector(&op, &case["input"]) {
            Ok(v) => json!({ "ok": v }),
            Err(e) => json!({ "error": e.code() }),
        };
        case["expected"] = expected;
    }
    match serde_json::to_string_pretty(&doc) {
        Ok(s) => {
            println!("{s}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("gen-vectors: {e}");
            ExitCode::from(1)
        }
    }
}
