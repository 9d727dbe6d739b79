// The conformance vectors' operations through the package's public API,
// shared by every runtime's test (Node, Deno, Bun, workerd, Chromium): pure
// ECMAScript, no imports, no I/O.
//
// The shipped module has no conformance dispatcher of its own: each vector
// operation is the application call that does the same job (`scan`,
// `new Scanner(policy).scan`, `Firewall#checkWrite`, `issueToken`, ...), so
// the vectors check exactly what applications call, in the module that is
// shipped. The core's dispatcher (`memwarden::vectors::run_vector`) runs the
// same files natively and through the wasmtime host's component.

/**
 * Operations that have no form in the JavaScript API, so the package cannot
 * run them: the raw HMAC of RFC 4231 (every signature, token and audit
 * vector runs the module's HMAC) and the trust formula on its own (every
 * firewall vector runs it). The native tests and the wasmtime host run them.
 */
export const NOT_IN_API = Object.freeze(["effective_trust", "hmac_sha256"]);

/**
 * A vector runner `(op, input) => output` over the package module `mw`:
 * it throws the package's `MemwardenError` (with the vectors' error code)
 * where the operation fails, and `unsupported_operation` for an operation
 * the API has no form of. Key rings and firewalls are built once per
 * distinct vector input, as an application builds them once.
 */
export function idiomaticRunner(mw) {
  const K1 = new Uint8Array(32).map((_, i) => i); // the vectors' default key: bytes 0x00..0x1f
  const keyrings = new Map();
  const firewalls = new Map();
  const ringOf = (json) => {
    const key = JSON.stringify(json ?? null);
    if (!keyrings.has(key)) keyrings.set(key, json ? new mw.KeyRing(json) : mw.KeyRing.fromKey("k1", K1));
    return keyrings.get(key);
  };
  const firewallOf = (input) => {
    const key = JSON.stringify([input.policy ?? null, input.keyring ?? null]);
    if (!firewalls.has(key)) {
      try {
        firewalls.set(key, { ok: new mw.Firewall({ policy: input.policy ?? undefined, keyring: ringOf(input.keyring) }) });
      } catch (e) {
        if (!(e instanceof mw.MemwardenError)) throw e;
        firewalls.set(key, { error: e });
      }
    }
    const fw = firewalls.get(key);
    if (fw.error) throw fw.error;
    return fw.ok;
  };
  // The vectors' hex inputs as bytes (malformed hex is the vectors' invalid_input).
  const hexBytes = (hex) => {
    if (typeof hex !== "string" || !/^(?:[0-9a-f]{2})*$/.test(hex)) throw new mw.MemwardenError("invalid_input", "hex: not lowercase hex");
    return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
  };
  const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  const ops = {
    scan: (i) => (i.policy ? new mw.Scanner(i.policy).scan(i.text, i.context) : mw.scan(i.text, i.context)),
    policy_check: (i) => ({ rules: new mw.Scanner(i.policy).rules().length }),
    content_hash: (i) => ({ contentHash: i.text !== undefined ? mw.contentHash(i.text) : mw.contentHash(hexBytes(i.hex)) }),
    provenance_stamp: (i) => mw.stampProvenance(i),
    canonical_json: (i) => ({ text: mw.canonicalJson(i.value) }),
    record_message: (i) => ({ messageHex: toHex(mw.recordMessage(i.record)) }),
    sign_record: (i) => ({ signature: mw.signRecord(i.record, i.keyring) }),
    verify_record: (i) => (mw.verifyRecord(i.record, i.signature, i.keyring), { valid: true }),
    token_issue: (i) => ({ token: mw.issueToken(i.grant, i.keyring) }),
    token_verify: (i) =>
      mw.verifyToken(i.token, i.keyring, { principal: i.principal, capability: i.capability, nowMs: i.nowMs, revoked: i.revoked }),
    token_attenuate: (i) => ({ token: mw.attenuateToken(i.token, i.caveat) }),
    token_check_handle: (i) => mw.checkHandle(i.claims, i.request),
    audit_append: (i) => {
      const log = new mw.AuditLog(i.keyring);
      for (const e of i.events) log.append(e.event, e.timestampMs);
      return { records: log.records };
    },
    audit_verify: (i) => mw.verifyAuditChain(i.records, i.keyring, i.anchor),
    audit_checkpoint: (i) => mw.signCheckpoint(i, i.keyring),
    audit_checkpoint_verify: (i) => mw.verifyAgainstCheckpoint(i.records, i.checkpoint, i.keyring, i.anchor),
    firewall_policy: (i) => firewallOf(i).policy,
    firewall_write: (i) => firewallOf(i).checkWrite(i.candidate, i.context, { state: i.state, nowMs: i.nowMs }),
    firewall_admit: (i) => firewallOf(i).admit(i.record, i.nowMs),
    firewall_snapshot: (i) => firewallOf(i).snapshot(i.records, i.nowMs),
    firewall_promote: (i) => firewallOf(i).promote(i.record, i.evidence, i.nowMs),
    world_model_write: (i) => mw.worldModelWrite(i.claim, i.evidence),
    guard_check: (i) => firewallOf(i).checkAction(i.call, i.turn),
    store_audit: (i) => firewallOf(i).auditStore(i.records, i.nowMs),
  };
  const run = (op, input) => {
    const f = Object.prototype.hasOwnProperty.call(ops, op) ? ops[op] : undefined;
    if (!f) throw new mw.MemwardenError("unsupported_operation", `no API form for vector operation ${op}`);
    return f(input);
  };
  run.operations = Object.freeze(Object.keys(ops).sort());
  return run;
}
