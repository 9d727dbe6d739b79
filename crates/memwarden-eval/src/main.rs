//! `memwarden-eval`: scores the memwarden scanner on labelled JSONL files.
//!
//! Each input line is `{"text": "...", "label": "...", "category": "...", ...}`.
//! Prints one JSON object to stdout:
//!
//! ```json
//! {"version":1,"bytes":N,"scanSeconds":S,"files":[{"file":"name.jsonl",
//!   "categories":[{"label":"attack","category":"...","n":N,"hitThreat":N,"hitPii":N,"hitSecret":N}]}]}
//! ```
//!
//! `scanSeconds` covers scanning only (no file reading, no JSON parsing),
//! on one thread. Flags: `--source S` (default `tool_result`), `--scope S`
//! (default `strict`), `--policy FILE` (JSON), `--misses` (print missed
//! attacks / PII / secrets and false positives to stderr), `--summary`
//! (print a readable table to stderr), `--verdicts` (print every line's
//! action and rule ids to stderr), `--dump FILE` (write every verdict as
//! one JSON line to FILE, in input order: engine changes that must not
//! change any verdict are checked by comparing two dumps), `--warm` (scan
//! each file once, untimed, before the timed pass: `scanSeconds` then
//! measures a scanner whose lazy DFAs and caches are warm, as in a
//! long-running agent, instead of the default first-contact figure).

use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use memwarden::{Category, Policy, ScanContext, Scanner, Scope, Source};
use serde::Deserialize;

#[derive(Deserialize)]
struct Line {
    text: String,
    label: String,
    #[serde(default)]
    category: String,
}

#[derive(Default, Clone, Copy)]
struct Counts {
    n: u64,
    threat: u64,
    pii: u64,
    secret: u64,
}

struct Args {
    files: Vec<String>,
    source: Source,
    scope: Scope,
    policy: Option<String>,
    misses: bool,
    summary: bool,
    verdicts: bool,
    dump: Option<String>,
    warm: bool,
}

const USAGE: &str = "usage: memwarden-eval [--source S] [--scope strict|relaxed] [--policy FILE.json] [--misses] [--summary] [--verdicts] [--dump FILE] [--warm] FILE.jsonl...";

fn parse_args() -> Result<Args, String> {
    let mut a = Args { files: vec![], source: Source::ToolResult, scope: Scope::Strict, policy: None, misses: false, summary: false, verdicts: false, dump: None, warm: false };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--source" => {
                let v = it.next().ok_or("--source needs a value")?;
                a.source = Source::parse(&v).ok_or_else(|| format!("unknown source {v:?}"))?;
            }
            "--scope" => {
                let v = it.next().ok_or("--scope needs a value")?;
                a.scope = Scope::parse(&v).ok_or_else(|| format!("unknown scope {v:?}"))?;
            }
            "--policy" => a.policy = Some(it.next().ok_or("--policy needs a file")?),
            "--misses" => a.misses = true,
            "--summary" => a.summary = true,
            "--verdicts" => a.verdicts = true,
            "--dump" => a.dump = Some(it.next().ok_or("--dump needs a file")?),
            "--warm" => a.warm = true,
            "-h" | "--help" => return Err(USAGE.into()),
            s if s.starts_with("--") => return Err(format!("unknown flag {s}\n{USAGE}")),
            _ => a.files.push(arg),
        }
    }
    if a.files.is_empty() {
        return Err(USAGE.into());
    }
    Ok(a)
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("memwarden-eval: {e}");
            ExitCode::from(1)
        }
    }
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let policy = match &args.policy {
        Some(p) => {
            let s = std::fs::read_to_string(p).map_err(|e| format!("{p}: {e}"))?;
            Policy::from_json(&s).map_err(|e| format!("{p}: {e}"))?
        }
        None => Policy::default(),
    };
    let scanner = Scanner::new(policy).map_err(|e| e.to_string())?;
    let ctx = ScanContext::new(args.source).with_scope(args.scope);
    let mut total_bytes = 0u64;
    let mut total_time = Duration::ZERO;
    let mut files_out = Vec::new();
    let stderr = std::io::stderr();
    let mut dump = match &args.dump {
        Some(p) => Some(std::io::BufWriter::new(std::fs::File::create(p).map_err(|e| format!("{p}: {e}"))?)),
        None => None,
    };
    for path in &args.files {
        let raw = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let mut lines = Vec::new();
        for (i, l) in raw.lines().enumerate() {
            if l.trim().is_empty() {
                continue;
            }
            let line: Line = serde_json::from_str(l).map_err(|e| format!("{path}:{}: {e}", i + 1))?;
            lines.push(line);
        }
        if args.warm {
            for line in &lines {
                scanner.scan(&line.text, &ctx).map_err(|e| format!("{path}: {e}"))?;
            }
        }
        let mut cats: BTreeMap<(String, String), Counts> = BTreeMap::new();
        for line in &lines {
            let t0 = Instant::now();
            let v = scanner.scan(&line.text, &ctx);
            total_time += t0.elapsed();
            total_bytes += line.text.len() as u64;
            let v = v.map_err(|e| format!("{path}: {e}"))?;
            if let Some(d) = dump.as_mut() {
                let line = serde_json::to_string(&v).map_err(|e| e.to_string())?;
                writeln!(d, "{line}").map_err(|e| format!("--dump: {e}"))?;
            }
            let threat = v.findings.iter().any(|f| f.category.is_threat());
            let pii = v.findings.iter().any(|f| f.category == Category::Pii);
            let secret = v.findings.iter().any(|f| f.category == Category::Secret);
            let c = cats.entry((line.label.clone(), line.category.clone())).or_default();
            c.n += 1;
            c.threat += u64::from(threat);
            c.pii += u64::from(pii);
            c.secret += u64::from(secret);
            if args.verdicts {
                let mut ids: Vec<&str> = v.findings.iter().map(|f| f.rule_id.as_str()).collect();
                ids.dedup();
                let text: String = line.text.chars().take(70).collect::<String>().replace('\n', " ");
                let shown = if let Some(r) = &v.redacted { format!("{text}\n{:>10} -> {}", "", r.chars().take(70).collect::<String>()) } else { text };
                let _ = writeln!(stderr.lock(), "{:<7} {:<7} {:<52} {}", line.label, v.action.as_str().to_uppercase(), ids.join(","), shown);
            }
            if args.misses {
                let missed = match line.label.as_str() {
                    "attack" => !threat,
                    "pii" => !pii,
                    "secret" => !secret,
                    _ => false,
                };
                let fp = line.label == "benign" && !v.findings.is_empty();
                if missed || fp {
                    let ids: Vec<&str> = v.findings.iter().map(|f| f.rule_id.as_str()).collect();
                    let mut e = stderr.lock();
                    let _ = writeln!(
                        e,
                        "{} [{}] {} {:?}\n    {}",
                        if missed { "MISS" } else { "FP" },
                        line.category,
                        path.rsplit('/').next().unwrap_or(path),
                        ids,
                        line.text.chars().take(400).collect::<String>().replace('\n', "\\n")
                    );
                    if fp {
                        for f in &v.findings {
                            let _ = writeln!(e, "      {} {:?}", f.rule_id, f.excerpt);
                        }
                    }
                }
            }
        }
        let name = std::path::Path::new(path).file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let categories: Vec<serde_json::Value> = cats
            .iter()
            .map(|((label, category), c)| {
                serde_json::json!({"label": label, "category": category, "n": c.n,
                    "hitThreat": c.threat, "hitPii": c.pii, "hitSecret": c.secret})
            })
            .collect();
        if args.summary {
            print_summary(&name, &cats);
        }
        files_out.push(serde_json::json!({"file": name, "categories": categories}));
    }
    if let Some(mut d) = dump {
        d.flush().map_err(|e| format!("--dump: {e}"))?;
    }
    let out = serde_json::json!({
        "version": 1,
        "bytes": total_bytes,
        "scanSeconds": total_time.as_secs_f64(),
        "files": files_out,
    });
    if args.summary {
        let mbps = total_bytes as f64 / 1e6 / total_time.as_secs_f64().max(1e-9);
        eprintln!("scanned {total_bytes} bytes in {:.3} s of scanning: {mbps:.1} MB/s (one thread)", total_time.as_secs_f64());
    }
    println!("{out}");
    Ok(())
}

fn print_summary(file: &str, cats: &BTreeMap<(String, String), Counts>) {
    eprintln!("\n{file}");
    eprintln!("  {:<8} {:<58} {:>6} {:>8} {:>8} {:>8}", "label", "category", "n", "threat", "pii", "secret");
    for ((label, category), c) in cats {
        let pct = |x: u64| format!("{:.1}%", 100.0 * x as f64 / c.n.max(1) as f64);
        let cat: String = category.chars().take(58).collect();
        eprintln!("  {:<8} {:<58} {:>6} {:>8} {:>8} {:>8}", label, cat, c.n, pct(c.threat), pct(c.pii), pct(c.secret));
    }
}
