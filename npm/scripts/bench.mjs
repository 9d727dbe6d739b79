#!/usr/bin/env node
// npm run bench: the npm package's speed in Node beside the native core,
// on the same text on the same machine.
//
// * Scan throughput (MB/s, MB = 10^6 bytes) and per-entry latency for
//   500-byte entries: LoCoMo conversation text (../shared/corpus/locomo.jsonl,
//   read in place) cut into 500-byte entries, or examples/sample.jsonl when
//   the corpus is absent. The native figure comes from the `scan-bench`
//   binary (crates/memwarden-eval) given the very same entries. Native and
//   Node runs alternate for ROUNDS rounds and the best of each is kept, so
//   load from other processes skews both alike.
// * HMAC: record signing and verification (converting the record from
//   JavaScript, building its length-prefixed message, HMAC-SHA256) beside
//   Node's crypto.createHmac computing the same tag over the same message
//   bytes; and SHA-256 alone on those bytes (memwarden's contentHash vs
//   crypto.createHash), which isolates the hash from the conversion.
//
// Environment: MEMWARDEN_CORPUS (corpus directory), BENCH_SECONDS (per
// throughput run, default 3), BENCH_ROUNDS (default 3).
import { execFileSync } from "node:child_process";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as mw from "memwarden";

const npmDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const repo = join(npmDir, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ENTRY_BYTES = 500;
const MAX_ENTRIES = 2000;

// ------------------------------------------------------------ the text
const corpusDir = process.env.MEMWARDEN_CORPUS ?? join(repo, "..", "shared", "corpus");
const locomo = join(corpusDir, "locomo.jsonl");
const source = existsSync(locomo) ? locomo : join(repo, "examples", "sample.jsonl");
const lines = readFileSync(source, "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l).text);
const encoder = new TextEncoder();
/** Consecutive lines joined by newlines and cut to exactly 500 UTF-8 bytes (at a character boundary). */
function entries() {
  const out = [];
  let cur = "";
  for (let i = 0; out.length < MAX_ENTRIES; i++) {
    cur += (cur ? "\n" : "") + lines[i % lines.length];
    if (encoder.encode(cur).length < ENTRY_BYTES) continue;
    let s = cur;
    while (encoder.encode(s).length > ENTRY_BYTES) s = s.slice(0, -1);
    if (/[\ud800-\udbff]$/.test(s)) s = s.slice(0, -1);
    out.push(s);
    cur = "";
    if (i > lines.length * 50) break;
  }
  return out;
}
const list = entries();
const bytes = list.reduce((n, s) => n + encoder.encode(s).length, 0);
const tmp = mkdtempSync(join(tmpdir(), "memwarden-bench-"));
const entriesFile = join(tmp, "entries.json");
writeFileSync(entriesFile, JSON.stringify(list));

// -------------------------------------------------------------- native
console.log("bench: building the native scan-bench (cargo build --release -p memwarden-eval --bin scan-bench)");
execFileSync("cargo", ["build", "-q", "--release", "-p", "memwarden-eval", "--bin", "scan-bench"], { cwd: repo, stdio: "inherit" });
const nativeBin = join(repo, "target", "release", "scan-bench");
const native = () => JSON.parse(execFileSync(nativeBin, [entriesFile, String(SECONDS)], { encoding: "utf8" }));

// ---------------------------------------------------------------- Node
let t = performance.now();
await mw.init();
const initMs = performance.now() - t;
t = performance.now();
const lazyScanner = new mw.Scanner();
const lazyMs = performance.now() - t;
lazyScanner.free();
// eager, as the native scan-bench builds it: no scan below pays for compiling
t = performance.now();
const scanner = new mw.Scanner(undefined, { compile: "eager" });
const compileMs = performance.now() - t;

function node() {
  for (const e of list) scanner.scan(e); // warm-up pass
  const t0 = performance.now();
  let passes = 0;
  while (passes === 0 || performance.now() - t0 < SECONDS * 1000) {
    for (const e of list) scanner.scan(e);
    passes++;
  }
  const mbPerS = (bytes * passes) / ((performance.now() - t0) / 1000) / 1e6;
  const lat = list.map((e) => {
    const s = performance.now();
    scanner.scan(e);
    return (performance.now() - s) * 1000;
  });
  lat.sort((a, b) => a - b);
  const pct = (p) => lat[Math.round((lat.length - 1) * p)];
  return { mbPerS, passes, latencyUs: { p50: pct(0.5), p99: pct(0.99), mean: lat.reduce((a, b) => a + b, 0) / lat.length } };
}

const runs = { native: [], node: [] };
for (let r = 0; r < ROUNDS; r++) {
  runs.native.push(native());
  runs.node.push(node());
  console.log(`bench: round ${r + 1}/${ROUNDS}: native ${runs.native[r].mbPerS.toFixed(2)} MB/s, Node ${runs.node[r].mbPerS.toFixed(2)} MB/s`);
}
const best = (xs) => xs.reduce((a, b) => (b.mbPerS > a.mbPerS ? b : a));
const n = best(runs.native);
const j = best(runs.node);

// ---------------------------------------------------------------- HMAC
const key = encoder.encode("memwarden-demo-key-not-a-secret!");
const ring = mw.KeyRing.fromKey("demo", key);
const content = list[0];
const fields = {
  projectId: "p1",
  agentId: "a1",
  scope: "user",
  content,
  metadata: { tags: ["bench"] },
  provenance: mw.stampProvenance({ sourceType: "user_input", sourceId: "user:bench", content, timestampMs: 1763000000000 }),
};
const message = mw.recordMessage(fields);
const signature = mw.signRecord(fields, ring);
const nodeTag = () => createHmac("sha256", key).update(message).digest("base64url");
if (`mw1.demo.${nodeTag()}` !== signature) throw new Error("bench: node:crypto and memwarden disagree on the record tag");
const expectedTag = Buffer.from(signature.split(".")[2], "base64url");

function opsPerSecond(f) {
  for (let i = 0; i < 1000; i++) f();
  const t0 = performance.now();
  let ops = 0;
  while (performance.now() - t0 < 1000) {
    for (let i = 0; i < 200; i++) f();
    ops += 200;
  }
  return ops / ((performance.now() - t0) / 1000);
}
const hmac = {
  "memwarden signRecord": opsPerSecond(() => mw.signRecord(fields, ring)),
  "node:crypto createHmac (same message)": opsPerSecond(() => nodeTag()),
  "memwarden verifyRecord": opsPerSecond(() => mw.verifyRecord(fields, signature, ring)),
  "node:crypto createHmac + timingSafeEqual": opsPerSecond(() => timingSafeEqual(createHmac("sha256", key).update(message).digest(), expectedTag)),
  // The hash alone, without converting a record from JavaScript.
  "memwarden contentHash (SHA-256, same bytes)": opsPerSecond(() => mw.contentHash(message)),
  "node:crypto createHash sha256 (same bytes)": opsPerSecond(() => createHash("sha256").update(message).digest("hex")),
};

// -------------------------------------------------------------- report
const wasm = readFileSync(join(npmDir, "dist", "wasm", "memwarden_wasm_bg.wasm"));
const f = (x, d = 1) => x.toFixed(d);
console.log(`
memwarden npm benchmark: Node.js ${process.version}, ${list.length} entries of ${ENTRY_BYTES} bytes (${bytes} bytes) from ${source.replace(repo + "/", "")}
wasm: ${wasm.length} bytes, ${gzipSync(wasm, { level: 9 }).length} gzipped; init ${f(initMs)} ms; new Scanner() ${f(lazyMs)} ms in Node (lazy, the default); compile: "eager" ${f(compileMs)} ms in Node, ${f(n.compileMs)} ms native

scan, default policy (tool_result, strict), best of ${ROUNDS} rounds of ${SECONDS} s:
                      MB/s    p50 µs   p99 µs   mean µs
  native (Rust)   ${f(n.mbPerS, 2).padStart(8)} ${f(n.latencyUs.p50).padStart(9)} ${f(n.latencyUs.p99).padStart(8)} ${f(n.latencyUs.mean).padStart(9)}
  Node (wasm)     ${f(j.mbPerS, 2).padStart(8)} ${f(j.latencyUs.p50).padStart(9)} ${f(j.latencyUs.p99).padStart(8)} ${f(j.latencyUs.mean).padStart(9)}
  Node / native   ${f((100 * j.mbPerS) / n.mbPerS, 0).padStart(7)}%   (product goal: at least 50 %)

HMAC-SHA256 of one record (${message.length}-byte signed message), operations per second
(memwarden's record figures include converting the record from JavaScript and building the message):
${Object.entries(hmac)
  .map(([k, v]) => `  ${k.padEnd(42)} ${f(v, 0).padStart(9)}  (${f(1e6 / v, 2)} µs)`)
  .join("\n")}
`);
rmSync(tmp, { recursive: true, force: true });
