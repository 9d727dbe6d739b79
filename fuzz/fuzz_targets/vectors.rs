//! Runs any JSON input through every operation of the conformance
//! dispatcher (`memwarden::vectors::run_vector`): the first byte picks the
//! operation, the rest is the input. Tokens, records, audit chains and
//! checkpoints that are malformed or tampered with must give an error
//! with a code, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

pub const OPS: &[&str] = &[
    "hmac_sha256", "content_hash", "provenance_stamp", "effective_trust", "canonical_json", "record_message", "sign_record",
    "verify_record", "token_issue", "token_verify", "token_attenuate", "token_check_handle", "audit_append", "audit_verify",
    "audit_checkpoint", "audit_checkpoint_verify", "scan", "policy_check", "firewall_policy", "firewall_write", "firewall_admit",
    "firewall_snapshot", "firewall_promote", "world_model_write", "guard_check", "store_audit",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let Ok(input) = serde_json::from_slice::<serde_json::Value>(rest) else { return };
    let op = OPS[usize::from(pick) % OPS.len()];
    if let Err(e) = memwarden::vectors::run_vector(op, &input) {
        assert_ne!(e.code(), "unsupported_operation", "{op}");
        assert!(!e.message().is_empty(), "{op}");
    }
});
