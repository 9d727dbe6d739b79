//! Native scan throughput and latency on a given list of entries, for
//! comparison with the npm package on the same text (`npm run bench` in
//! `npm/` writes the entries and runs this binary).
//!
//! Usage: `scan-bench ENTRIES.json [SECONDS]` where ENTRIES.json is a JSON
//! array of strings. Scans them with the default policy in the default
//! context (tool result, strict), as `new Scanner().scan(text)` does in
//! JavaScript, and prints one JSON object:
//! `{"compileMs", "entries", "bytes", "passes", "mbPerS", "latencyUs": {"p50", "p99", "mean"}}`
//! (MB = 10^6 bytes).

use std::time::Instant;

use memwarden::{Policy, ScanContext, Scanner};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: scan-bench ENTRIES.json [SECONDS]");
    let seconds: f64 = args.next().map(|s| s.parse().expect("SECONDS is a number")).unwrap_or(3.0);
    let text = std::fs::read_to_string(&path).expect("read entries");
    let entries: Vec<String> = serde_json::from_str(&text).expect("entries: a JSON array of strings");
    let bytes: usize = entries.iter().map(String::len).sum();

    let t = Instant::now();
    let scanner = Scanner::new(Policy::default()).expect("default policy compiles");
    let compile_ms = t.elapsed().as_secs_f64() * 1e3;
    let ctx = ScanContext::default();

    // Warm up with one pass.
    for e in &entries {
        std::hint::black_box(scanner.scan(e, &ctx).expect("scan"));
    }
    // Throughput: whole passes over the entries for at least `seconds`.
    let t = Instant::now();
    let mut passes = 0u32;
    while passes == 0 || t.elapsed().as_secs_f64() < seconds {
        for e in &entries {
            std::hint::black_box(scanner.scan(std::hint::black_box(e), &ctx).expect("scan"));
        }
        passes += 1;
    }
    let elapsed = t.elapsed().as_secs_f64();
    let mb_per_s = (bytes as f64 * f64::from(passes)) / elapsed / 1e6;

    // Latency: each entry timed on its own, one pass.
    let mut lat: Vec<f64> = entries
        .iter()
        .map(|e| {
            let t = Instant::now();
            std::hint::black_box(scanner.scan(e, &ctx).expect("scan"));
            t.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    lat.sort_by(f64::total_cmp);
    let pct = |p: f64| lat[((lat.len() as f64 - 1.0) * p).round() as usize];
    let mean = lat.iter().sum::<f64>() / lat.len() as f64;
    println!(
        "{}",
        serde_json::json!({
            "compileMs": compile_ms,
            "entries": entries.len(),
            "bytes": bytes,
            "passes": passes,
            "mbPerS": mb_per_s,
            "latencyUs": {"p50": pct(0.5), "p99": pct(0.99), "mean": mean},
        })
    );
}
