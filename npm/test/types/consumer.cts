// Type-checks the published declarations from a CommonJS project.
import memwarden = require("memwarden");

const v: memwarden.Verdict = memwarden.scan("text");
const fw = new memwarden.Firewall({ keyring: memwarden.KeyRing.fromKey("k1", new Uint8Array(32)) });
const admitted: boolean = fw.admit({
  id: "m1",
  projectId: "p",
  agentId: "a",
  scope: "user",
  content: "c",
  status: { truth: "supported", retrieval: "normal", security: "clean", freshness: "fresh" },
}).admitted;
// @ts-expect-error not a truth value
fw.admit({ id: "m", projectId: "p", agentId: "a", scope: "u", content: "c", status: { truth: "maybe", retrieval: "normal", security: "clean", freshness: "fresh" } });
const err: memwarden.MemwardenError = new memwarden.MemwardenError("token_expired", "expired");
void [v, admitted, err];
