//! `make demo`, part two: what the memory firewall decides.
//!
//! `firewall-demo POLICY.yaml WRITES.jsonl STORE.jsonl`
//!
//! 1. Runs every candidate of WRITES.jsonl (`{"candidate", "context"}` per
//!    line) through the write pipeline, then shows the rate limit and the
//!    quota at work.
//! 2. Lists STORE.jsonl (a memory store signed with the demo key, see
//!    `gen-demo-store`) as a memory listing does: blocked or not, and why.
//! 3. Prints the load-time snapshot the model would see.
//! 4. Audits the store and prints the counts and the CSV report.
//! 5. Shows promotion, the world-model gate and the action guard.
//!
//! Time is fixed (the store's "now"), so the output is the same every run.

use std::process::ExitCode;

use memwarden::firewall::{
    world_model_write, Evidence, EvidenceKind, Firewall, LimiterState, MemoryRecord, ToolCall, TurnState, WorldClaim,
    WriteCandidate, WriteContext, WriteOutcome,
};
use memwarden::KeyRing;
use serde::Deserialize;

const NOW_MS: u64 = 1_763_000_000_000;
const DEMO_KEY: &[u8] = b"memwarden-demo-key-not-a-secret!";

#[derive(Deserialize)]
struct WriteLine {
    candidate: WriteCandidate,
    context: WriteContext,
}

fn short(s: &str, n: usize) -> String {
    let one: String = s.chars().map(|c| if c.is_control() { '\u{b7}' } else { c }).collect();
    if one.chars().count() > n {
        format!("{}...", one.chars().take(n).collect::<String>())
    } else {
        one
    }
}

fn reasons_line(reasons: &[memwarden::firewall::Reason]) -> String {
    reasons
        .iter()
        .map(|r| if r.rule_ids.is_empty() { r.code.as_str().to_string() } else { format!("{} [{}]", r.code.as_str(), r.rule_ids.join(", ")) })
        .collect::<Vec<_>>()
        .join("; ")
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [policy_path, writes_path, store_path] = args.as_slice() else {
        return Err("usage: firewall-demo POLICY.yaml WRITES.jsonl STORE.jsonl".into());
    };
    let policy = memwarden_policy::from_path(policy_path).map_err(|e| e.to_string())?;
    let ring = KeyRing::new("demo", DEMO_KEY).map_err(|e| e.to_string())?;
    let fw = Firewall::new(policy.clone(), ring.clone()).map_err(|e| e.to_string())?;

    println!("\n=== 1. Writes ({writes_path}, policy {policy_path}) ===\n");
    let text = std::fs::read_to_string(writes_path).map_err(|e| format!("{writes_path}: {e}"))?;
    let mut state = LimiterState::default();
    for (i, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let w: WriteLine = serde_json::from_str(line).map_err(|e| format!("{writes_path}:{}: {e}", i + 1))?;
        let r = fw.check_write(&w.candidate, &w.context, &state, NOW_MS + i as u64 * 1000).map_err(|e| e.to_string())?;
        state = r.state;
        let d = &r.decision;
        let outcome = match d.outcome {
            WriteOutcome::Accepted => "ACCEPTED",
            WriteOutcome::Quarantined => "QUARANTINED",
            WriteOutcome::Rejected => "REJECTED",
        };
        let status = d.record.as_ref().map_or("not stored".to_string(), |m| {
            format!("{}/{}/{}/{}", m.status.truth.as_str(), m.status.retrieval.as_str(), m.status.security.as_str(), m.status.freshness.as_str())
        });
        println!("{:<4} {:<14} {:<12} {:<38} \"{}\"", w.candidate.id, w.context.source.as_str(), outcome, status, short(&w.candidate.content, 60));
        if !d.reasons.is_empty() {
            println!("     why: {}", reasons_line(&d.reasons));
        }
    }
    // Rate limit: one agent writing 31 times within a minute.
    let mut st = LimiterState::default();
    let mut last = None;
    for n in 0..31u64 {
        let c = WriteCandidate::new(&format!("r{n:02}"), "demo-project", "chatty", "session", "The user said hello.");
        let r = fw.check_write(&c, &WriteContext::new(memwarden::Source::UserInput, &format!("user:{n}")), &st, NOW_MS + n * 1000).map_err(|e| e.to_string())?;
        st = r.state;
        last = Some(r.decision);
    }
    if let Some(d) = last {
        println!("\nagent `chatty`, 31st write within a minute: {:?} ({})", d.outcome, reasons_line(&d.reasons));
    }
    // Quota: an agent that already stores its maximum.
    let mut full = LimiterState::default();
    full.set_stored("demo-project", "hoarder", policy.write.max_memories_per_agent);
    let c = WriteCandidate::new("q1", "demo-project", "hoarder", "user", "One more memory.");
    let d = fw.check_write(&c, &WriteContext::new(memwarden::Source::UserInput, "user:dana"), &full, NOW_MS).map_err(|e| e.to_string())?.decision;
    println!("agent `hoarder` at {} memories: {:?} ({})", policy.write.max_memories_per_agent, d.outcome, reasons_line(&d.reasons));

    println!("\n=== 2. Memory listing ({store_path}, signed with the demo key) ===\n");
    let text = std::fs::read_to_string(store_path).map_err(|e| format!("{store_path}: {e}"))?;
    let mut records: Vec<MemoryRecord> = Vec::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        // A row that is not a record at all (a field added, removed or of
        // the wrong type) is reported, not fatal.
        match serde_json::from_str(line) {
            Ok(r) => records.push(r),
            Err(e) => println!("line {:<3} UNREADABLE  {e}", i + 1),
        }
    }
    for a in fw.list(&records, NOW_MS) {
        let state = if a.admitted { "loaded " } else if a.blocked { "BLOCKED" } else { "omitted" };
        let content = records.iter().find(|r| r.id == a.id).map_or(String::new(), |r| short(&r.content, 58));
        println!("{:<4} {state}  \"{content}\"", a.id);
        if !a.reasons.is_empty() {
            println!("     why: {}", reasons_line(&a.reasons));
        }
    }

    println!("\n=== 3. Snapshot placed in the model's context ===\n");
    let snap = fw.build_snapshot(&records, NOW_MS);
    print!("{}", snap.text);
    println!("\n({} loaded, {} withheld, {} omitted)", snap.included, snap.withheld, snap.omitted);

    println!("\n=== 4. Store audit ===\n");
    let report = fw.audit_store(&records, NOW_MS);
    println!("{}", serde_json::to_string_pretty(&report.counts).map_err(|e| e.to_string())?);
    println!();
    print!("{}", report.to_csv().replace("\r\n", "\n"));

    println!("\n=== 5. Promotion, world model, action guard ===\n");
    if let Some(m05) = records.iter().find(|r| r.id == "m05") {
        let own = Evidence { kind: EvidenceKind::AgentOutcome, by: "assistant".into(), detail: "the booking went through".into(), at_ms: NOW_MS, rule_id: None };
        let d = fw.promote(m05, &own, NOW_MS);
        println!("promote m05 on the agent's own success: promoted={} ({})", d.promoted, reasons_line(&d.reasons));
        let user = Evidence { kind: EvidenceKind::UserConfirmation, by: "user:dana".into(), detail: "Dana confirmed check-in at 15:00".into(), at_ms: NOW_MS, rule_id: None };
        let d = fw.promote(m05, &user, NOW_MS);
        println!("promote m05 on Dana's confirmation:     promoted={} -> truth {}", d.promoted, d.record.map_or("-", |r| r.status.truth.as_str()));
    }
    let claim = WorldClaim { id: "c1".into(), agent_id: "assistant".into(), statement: "Acme invoices are always legitimate.".into() };
    let ev = [Evidence { kind: EvidenceKind::ExternalDocument, by: "web:acme.example".into(), detail: "Acme's own FAQ".into(), at_ms: NOW_MS, rule_id: None }];
    let d = world_model_write(&claim, &ev);
    println!("world model claim c1 on an external document: withheld={} ({})", d.withheld, reasons_line(&d.reasons));
    println!("  audit event: {}", d.audit_event);
    let mut gp = policy.clone();
    gp.guard.allowed_tools = vec!["search".into(), "calendar".into()];
    let gfw = Firewall::new(gp, ring).map_err(|e| e.to_string())?;
    let mut turn = TurnState::default();
    for (tool, cost) in [("search", 1), ("shell", 1), ("calendar", 500), ("search", 1), ("search", 1), ("search", 1), ("search", 1), ("search", 1)] {
        let d = gfw.check_action(&ToolCall { tool: tool.into(), cost }, &turn);
        println!("guard {tool:<8} cost {cost:<4} -> {}", if d.allowed { "allowed".to_string() } else { format!("denied: {}", d.code.map_or("", |c| c.as_str())) });
        turn = d.state;
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("firewall-demo: {e}");
            ExitCode::from(1)
        }
    }
}
