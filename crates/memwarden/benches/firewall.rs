//! Firewall benchmarks: one 1 KB write through the whole pipeline, one
//! admission (verify + rescan), a 100-record snapshot, a 1,000-record audit.
//!
//! Run: `cargo bench -p memwarden --bench firewall -- --warm-up-time 1 --measurement-time 3`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use memwarden::firewall::{Firewall, FirewallPolicy, LimiterState, MemoryRecord, WriteCandidate, WriteContext};
use memwarden::{KeyRing, Source};
use std::hint::black_box;

const NOW: u64 = 1_763_000_000_000;

fn firewall() -> Firewall {
    Firewall::new(FirewallPolicy::default(), KeyRing::new("k1", &[7u8; 32]).unwrap()).unwrap()
}

fn content_1kb(i: usize) -> String {
    let s = format!("Memory {i}: the user prefers metric units and short answers. ").repeat(20);
    s.chars().take(1024).collect()
}

fn store(fw: &Firewall, n: usize) -> Vec<MemoryRecord> {
    let mut state = LimiterState::default();
    (0..n)
        .map(|i| {
            let c = WriteCandidate::new(&format!("m{i}"), "p", &format!("a{}", i % 50), "user", &content_1kb(i));
            let r = fw.check_write(&c, &WriteContext::new(Source::UserInput, &format!("u{i}")), &state, NOW + i as u64 * 10_000).unwrap();
            state = r.state;
            r.decision.record.unwrap()
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let fw = firewall();
    let cand = WriteCandidate::new("m1", "p", "a", "user", &content_1kb(0));
    let ctx = WriteContext::new(Source::ToolResult, "web:x");
    let state = LimiterState::default();
    let mut g = c.benchmark_group("firewall");
    g.throughput(Throughput::Elements(1));
    g.bench_function("check_write_1kb", |b| b.iter(|| fw.check_write(black_box(&cand), &ctx, &state, NOW).unwrap()));
    let recs = store(&fw, 1000);
    g.bench_function("admit_1kb", |b| b.iter(|| fw.admit(black_box(&recs[0]), NOW + 1)));
    g.throughput(Throughput::Elements(100));
    g.bench_function("snapshot_100", |b| b.iter(|| fw.build_snapshot(black_box(&recs[..100]), NOW + 1)));
    g.throughput(Throughput::Elements(1000));
    g.sample_size(10);
    g.bench_function("audit_store_1000", |b| b.iter(|| fw.audit_store(black_box(&recs), NOW + 1)));
    g.finish();
}

criterion_group!(firewall_benches, benches);
criterion_main!(firewall_benches);
