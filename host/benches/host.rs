//! `make bench-host`: the cost of running memwarden through the host
//! (pre-instantiated component, fresh store per call) beside the native
//! core on the same inputs, and the component's cold load time.
//!
//! Prints figures only; nothing here asserts a time.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use memwarden::{Policy, ScanContext, Scanner, Source};
use memwarden_host::{Cache, Host, HostConfig};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn component() -> PathBuf {
    let p = std::env::var_os("MEMWARDEN_COMPONENTS_DIR")
        .map_or_else(|| root().join("target/components"), PathBuf::from)
        .join("memwarden.wasm");
    assert!(p.is_file(), "{} is missing: run `make components`", p.display());
    p
}

/// Runs `f` `n` times; returns the per-call durations, sorted.
fn time(n: usize, mut f: impl FnMut()) -> Vec<Duration> {
    let mut v: Vec<Duration> = (0..n)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    v.sort();
    v
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn row(name: &str, per_call: &[Duration], per_item: usize) {
    let median = per_call[per_call.len() / 2];
    let p95 = per_call[(per_call.len() * 95 / 100).min(per_call.len() - 1)];
    let items_per_s = per_item as f64 / median.as_secs_f64();
    println!("{name:<58} {:>10.3} {:>10.3} {:>12.1}", ms(median), ms(p95), items_per_s);
}

fn main() {
    let path = component();
    let bytes = std::fs::read(&path).unwrap();
    println!("component: {} ({} bytes, {:.1} MiB)", path.display(), bytes.len(), bytes.len() as f64 / (1 << 20) as f64);

    // --- cold load ---
    let cache = root().join("target/bench-cache");
    let _ = std::fs::remove_dir_all(&cache);
    let compile = time(3, || {
        Host::from_bytes(&bytes, "bench", &HostConfig { cache: Cache::Off, ..HostConfig::default() }).unwrap();
    });
    Host::from_bytes(&bytes, "bench", &HostConfig { cache: Cache::Dir(cache.clone()), ..HostConfig::default() }).unwrap();
    let cached = time(5, || {
        let h = Host::from_bytes(&bytes, "bench", &HostConfig { cache: Cache::Dir(cache.clone()), ..HostConfig::default() }).unwrap();
        assert!(h.load_info().from_cache);
    });
    println!("\ncold load (engine + load + pre-instantiate), median:");
    println!("  compile with cranelift:      {:>9.1} ms", ms(compile[compile.len() / 2]));
    println!("  deserialize from the cache:  {:>9.1} ms", ms(cached[cached.len() / 2]));

    // --- inputs: the sample store's texts ---
    let texts: Vec<String> = std::fs::read_to_string(root().join("examples/sample.jsonl"))
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["text"].as_str().unwrap().to_string())
        .collect();
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    let bytes_total: usize = texts.iter().map(String::len).sum();
    let ctx = ScanContext::new(Source::ToolResult);
    println!("\ninputs: {} texts of examples/sample.jsonl ({} bytes, {} bytes on average)", texts.len(), bytes_total, bytes_total / texts.len());

    let host = Host::load(&path, &HostConfig { cache: Cache::Dir(cache), ..HostConfig::default() }).unwrap();
    // Every verdict agrees with the native core on these inputs.
    let native = Scanner::new(Policy::default()).unwrap();
    for t in &refs {
        assert_eq!(host.scan(t, &ctx, None).unwrap(), native.scan(t, &ctx).unwrap(), "verdicts differ on {t:?}");
    }

    println!("\n{:<58} {:>10} {:>10} {:>12}", "per call", "median ms", "p95 ms", "items/s");
    let mut i = 0;
    row("host: fresh store + instantiate + content-hash (no rules)", &time(200, || {
        host.content_hash(refs[i % refs.len()]).unwrap();
        i += 1;
    }), 1);
    row("host: scan of an empty text (fixed cost of a scan call)", &time(400, || {
        host.scan("", &ctx, None).unwrap();
    }), 1);
    let mut i = 0;
    row("host: scan, one text per call (built-in policy, pre-initialised)", &time(400, || {
        host.scan(refs[i % refs.len()], &ctx, None).unwrap();
        i += 1;
    }), 1);
    row(&format!("host: scan-batch, {} texts per call (built-in policy)", refs.len()), &time(40, || {
        host.scan_batch(&refs, &ctx, None).unwrap();
    }), refs.len());
    // A policy that keeps the built-in rule set shares the pre-initialised
    // rules; one with its own rule set compiles them lazily in the call.
    let same_rules = r#"{"actions":{"pii":"flag"}}"#;
    let own_rules = r#"{"actions":{"pii":"flag"},"allowRules":["pii.ipv4"]}"#;
    let mut i = 0;
    row("host: scan, policy with the built-in rule set (shared)", &time(40, || {
        host.scan(refs[i % refs.len()], &ctx, Some(same_rules)).unwrap();
        i += 1;
    }), 1);
    let mut i = 0;
    row("host: scan, policy with its own rule set (compiled lazily)", &time(8, || {
        host.scan(refs[i % refs.len()], &ctx, Some(own_rules)).unwrap();
        i += 1;
    }), 1);
    row(&format!("host: scan-batch, {} texts, policy with the built-in rules", refs.len()), &time(8, || {
        host.scan_batch(&refs, &ctx, Some(same_rules)).unwrap();
    }), refs.len());
    row(&format!("host: scan-batch, {} texts, policy with its own rules", refs.len()), &time(8, || {
        host.scan_batch(&refs, &ctx, Some(own_rules)).unwrap();
    }), refs.len());
    let mut i = 0;
    row("native: Scanner::lazy + scan (the work of a custom-policy call)", &time(12, || {
        Scanner::lazy(Policy::default()).unwrap().scan(refs[i % refs.len()], &ctx).unwrap();
        i += 1;
    }), 1);
    row("native: Scanner::lazy alone", &time(12, || {
        Scanner::lazy(Policy::default()).unwrap();
    }), 1);
    row("native: Scanner::new alone (compiling every rule)", &time(12, || {
        Scanner::new(Policy::default()).unwrap();
    }), 1);
    let mut i = 0;
    row("native: scan with a compiled scanner (one text)", &time(2000, || {
        native.scan(refs[i % refs.len()], &ctx).unwrap();
        i += 1;
    }), 1);
    row(&format!("native: {} texts with a compiled scanner", refs.len()), &time(100, || {
        for t in &refs {
            native.scan(t, &ctx).unwrap();
        }
    }), refs.len());
}
