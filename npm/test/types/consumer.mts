// Type-checks the published declarations from an ES module project
// (`tsc --noEmit`); every @ts-expect-error line must be an error.
import {
  AuditLog,
  ERROR_CODES,
  Firewall,
  KeyRing,
  MemwardenError,
  Scanner,
  init,
  initSync,
  issueToken,
  parsePolicy,
  scan,
  verifyToken,
  type Action,
  type ErrorCode,
  type FirewallPolicy,
  type MemoryRecord,
  type ScannerOptions,
  type Snapshot,
  type TokenClaims,
  type Verdict,
  type WriteResult,
} from "memwarden";

const v: Verdict = scan("text", { source: "tool_result", scope: "relaxed" });
const action: Action = v.action;
const start: number = v.findings[0]!.span.start;
const redacted: string | null = v.redacted;
// @ts-expect-error not a source
scan("text", { source: "web_page" });
// @ts-expect-error text must be a string
scan(42);

const ring = new KeyRing({ active: "k1", keys: { k1: "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8" } });
const ring2: KeyRing = KeyRing.fromKey("k2", new Uint8Array(32)).insert("k3", new Uint8Array(32)).setActive("k3");
const fw = new Firewall({ policy: { guard: { allowedTools: ["search"] }, write: { maxContentChars: 1000 } }, keyring: ring });
// @ts-expect-error unknown policy section
new Firewall({ policy: { gaurd: {} }, keyring: ring });
new Firewall({ policy: "guard:\n  allowedTools: [search]\n", policyFormat: "yaml", keyring: ring2 });
const policy: FirewallPolicy = fw.policy;
const maxAge: number | null = policy.context.maxAgeMs;

const w: WriteResult = fw.checkWrite(
  { id: "m1", projectId: "p", agentId: "a", scope: "user", content: "c", metadata: { tags: ["x"] } },
  { source: "user_input", sourceId: "u" },
  { nowMs: 1, state: { agents: {}, sources: {} } },
);
const record: MemoryRecord | null = w.decision.record;
const snap: Snapshot = fw.snapshot(record ? [record] : []);
const text: string = snap.text;
const allowed: boolean = fw.checkAction({ tool: "search" }, { calls: 1 }).allowed;

const token: string = issueToken({ tokenId: "t", capabilityId: "c", principalId: "p", issuedAtMs: 0, expiresAtMs: 1 }, ring);
const claims: TokenClaims = verifyToken(token, ring, { principal: "p", capability: "c", nowMs: 0 });
// @ts-expect-error the expectation needs a principal
verifyToken(token, ring, { capability: "c" });

const eager: ScannerOptions = { compile: "eager" };
new Scanner(undefined, eager);
// @ts-expect-error compile is "lazy" or "eager"
new Scanner(undefined, { compile: "later" });

try {
  new Scanner({ rules: [{ id: "acme.ticket", category: "secret", severity: "high", pattern: "ACME-[0-9]{8}" }] });
} catch (e) {
  if (e instanceof MemwardenError) {
    const code: ErrorCode = e.code;
    const msg: string = e.message;
    const isError: Error = e;
    void [code, msg, isError];
  }
}
const codes: readonly ErrorCode[] = ERROR_CODES;
// @ts-expect-error not an error code
const bad: ErrorCode = "no_such_code";

const log = new AuditLog(ring);
const seq: number = log.append({ type: "x" }).seq;
const p: FirewallPolicy = parsePolicy("{}", "json");

async function load(bytes: Uint8Array, module: WebAssembly.Module, response: Response) {
  await init();
  await init(bytes);
  await init(module);
  await init(response);
  await init(fetch("https://example.invalid/memwarden.wasm"));
  await init(new URL("https://example.invalid/memwarden.wasm"));
  initSync(bytes);
  initSync(module);
}

void [action, start, redacted, maxAge, text, allowed, claims, codes, bad, seq, p, load];
