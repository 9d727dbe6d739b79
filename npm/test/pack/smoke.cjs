// Smoke test of the packed tarball in a fresh project: `require` resolves
// the CommonJS build and works without init().
const { MemwardenError, scan, verifyToken, issueToken, KeyRing } = require("memwarden");

const entry = require.resolve("memwarden");
if (!entry.endsWith("node_modules/memwarden/dist/node.cjs")) throw new Error(`require resolved ${entry}`);
const verdict = scan("My card is 4111 1111 1111 1111", { source: "user_input" });
if (verdict.action !== "redact" || !verdict.redacted.includes("[REDACTED:")) throw new Error(`verdict ${JSON.stringify(verdict)}`);
const ring = KeyRing.fromKey("k1", new Uint8Array(32).fill(9));
const now = Date.now();
const token = issueToken({ tokenId: "t1", capabilityId: "memory:read", principalId: "agent-7", issuedAtMs: now, expiresAtMs: now + 60000 }, ring);
try {
  verifyToken(token, ring, { principal: "agent-8", capability: "memory:read" });
  throw new Error("no error");
} catch (e) {
  if (!(e instanceof MemwardenError) || e.code !== "principal_mismatch") throw e;
}
console.log(`require: ${entry.replace(/.*node_modules\//, "")} ok (verdict ${verdict.action}, token check principal_mismatch)`);
