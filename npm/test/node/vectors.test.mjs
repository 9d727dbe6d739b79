// Every conformance vector (tests/vectors/*.json) through the package's
// ES module build in Node.js, each operation as the public API call that
// does its job: one node:test test per vector file.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import * as memwarden from "memwarden";
import { checkVectors, describeFailures } from "../lib/compare.mjs";
import { idiomaticRunner, NOT_IN_API } from "../lib/idiomatic.mjs";
import { loadVectors } from "../lib/vectors.mjs";

const run = idiomaticRunner(memwarden);
let total = 0;
let skipped = 0;
for (const file of loadVectors()) {
  test(`vectors: ${file.file}`, () => {
    const r = checkVectors([file], run, NOT_IN_API);
    total += r.checked;
    skipped += r.skipped;
    assert.equal(r.failures.length, 0, `${r.failures.length} of ${r.checked} cases differ:\n${describeFailures(r.failures)}`);
  });
}

test("every vector operation but the ones named in NOT_IN_API runs through the API", () => {
  const ops = new Set(loadVectors().flatMap((f) => f.cases.map((c) => c.op)));
  assert.deepEqual([...ops].filter((op) => !run.operations.includes(op)).sort(), [...NOT_IN_API]);
  assert.deepEqual(run.operations.filter((op) => !ops.has(op)), [], "every API form has vectors");
});

test("an operation with no API form is unsupported_operation, not a silent pass", () => {
  assert.throws(() => run("hmac_sha256", {}), (e) => e instanceof memwarden.MemwardenError && e.code === "unsupported_operation");
});

after(() => console.log(`Node.js ${process.version} (ESM): ${total} vectors checked, ${skipped} skipped (${NOT_IN_API.join(", ")}: no API form)`));
