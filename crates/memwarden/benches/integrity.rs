//! Integrity benchmarks: record signing, token verification, chain verification.
//!
//! Run: `cargo bench -p memwarden --bench integrity -- --warm-up-time 1 --measurement-time 3`

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use memwarden::audit::{verify_chain, AuditChain};
use memwarden::keyring::KeyRing;
use memwarden::provenance::{Provenance, TrustConfig};
use memwarden::record::{sign_record, verify_record, RecordFields};
use memwarden::token::{self, Caveat, Constraints, TokenGrant};
use memwarden::Source;
use serde_json::json;
use std::hint::black_box;

fn ring() -> KeyRing {
    KeyRing::new("k1", &[7u8; 32]).unwrap()
}

fn record_1kb() -> RecordFields {
    let content = "The user prefers metric units and short answers. ".repeat(25);
    let content = content[..1024].to_string();
    RecordFields {
        project_id: "proj-1".into(),
        agent_id: "agent-7".into(),
        scope: "user".into(),
        metadata: json!({"tags": ["prefs", "units"], "importance": 3}),
        provenance: Provenance::stamp(Source::UserInput, "user-42", content.as_bytes(), 1_700_000_000_000, &TrustConfig::default()),
        content,
    }
}

fn records(c: &mut Criterion) {
    let ring = ring();
    let r = record_1kb();
    let sig = sign_record(&r, &ring).unwrap();
    let mut g = c.benchmark_group("record_1kb");
    g.throughput(Throughput::Elements(1));
    g.bench_function("sign", |b| b.iter(|| sign_record(black_box(&r), &ring).unwrap()));
    g.bench_function("verify", |b| b.iter(|| verify_record(black_box(&r), black_box(&sig), &ring).unwrap()));
    g.finish();
}

fn tokens(c: &mut Criterion) {
    let ring = ring();
    let grant = TokenGrant {
        token_id: "tok-1".into(),
        capability_id: "memory.read".into(),
        principal_id: "agent-7".into(),
        issued_at_ms: 0,
        expires_at_ms: u64::MAX,
        constraints: Constraints {
            max_rows: Some(100),
            allowed_fields: Some(vec!["title".into(), "body".into()]),
            scope: Some([("projectId".to_string(), "proj-1".to_string())].into()),
        },
    };
    let plain = token::issue(&grant, &ring).unwrap();
    let mut attenuated = plain.clone();
    for i in 0..4 {
        attenuated = token::attenuate(&attenuated, &Caveat { max_rows: Some(50 - i), ..Caveat::default() }).unwrap();
    }
    let mut g = c.benchmark_group("token");
    g.throughput(Throughput::Elements(1));
    g.bench_function("verify", |b| {
        b.iter(|| token::verify(black_box(&plain), "agent-7", "memory.read", 1, &ring, &[]).unwrap())
    });
    g.bench_function("verify_4_caveats", |b| {
        b.iter(|| token::verify(black_box(&attenuated), "agent-7", "memory.read", 1, &ring, &[]).unwrap())
    });
    g.finish();
}

fn chain(c: &mut Criterion) {
    let ring = ring();
    let mut log = AuditChain::new(ring.clone());
    for i in 0..10_000u64 {
        log.append(json!({"action": "memory.read", "memoryId": format!("m{i}"), "actor": "agent-7"}), i).unwrap();
    }
    let records = log.records().to_vec();
    let mut g = c.benchmark_group("audit_chain");
    g.sample_size(10);
    g.throughput(Throughput::Elements(records.len() as u64));
    g.bench_function("verify_10000", |b| b.iter(|| assert!(verify_chain(black_box(&records), &ring).ok)));
    g.bench_function("append_10000", |b| {
        b.iter_batched(
            || AuditChain::new(ring.clone()),
            |mut log| {
                for i in 0..10_000u64 {
                    log.append(json!({"action": "memory.read", "n": i}), i).unwrap();
                }
                log
            },
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, records, tokens, chain);
criterion_main!(benches);
