//! Reading YAML policy documents: the example policy, the deepest flow
//! nesting allowed, and text nested past it (refused before the YAML reader,
//! whose time on it grows with length times depth: 200 KB of `[` took 19 s).
//!
//! Run: `cargo bench -p memwarden-policy --bench yaml -- --warm-up-time 1 --measurement-time 3`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use memwarden_policy::{document, Format, MAX_YAML_FLOW_DEPTH};
use std::hint::black_box;

fn benches(c: &mut Criterion) {
    let example = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/policy.yaml")).expect("examples/policy.yaml");
    let d = MAX_YAML_FLOW_DEPTH;
    // About 1 MB of list items, each nested as deep as the reader allows
    // (its recursion limit counts the list too).
    let line = format!("- {}x{}\n", "[".repeat(d - 1), "]".repeat(d - 1));
    let deepest = line.repeat(1_000_000 / line.len());
    let too_deep_200k = format!("x: {}", "[".repeat(200_000));
    let too_deep_late = format!("{}x: {}", "a: [b, c]\n".repeat(100_000), "[".repeat(d + 1));

    let mut g = c.benchmark_group("yaml_document");
    for (name, text, ok) in [
        ("example_policy", &example, true),
        ("deepest_allowed_1mb", &deepest, true),
        ("too_deep_200kb", &too_deep_200k, false),
        ("too_deep_after_1mb", &too_deep_late, false),
    ] {
        assert_eq!(document(text, Format::Yaml).is_ok(), ok, "{name}");
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_function(name, |b| b.iter(|| document(black_box(text), Format::Yaml).is_ok()));
    }
    g.finish();
}

criterion_group!(yaml, benches);
criterion_main!(yaml);
