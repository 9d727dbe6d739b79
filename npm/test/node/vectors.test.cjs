// Every conformance vector (tests/vectors/*.json) through the package's
// CommonJS build (`require("memwarden")`) in Node.js.
const assert = require("node:assert/strict");
const { after, test } = require("node:test");
const memwarden = require("memwarden");

let total = 0;
let skipped = 0;
let notInApi = [];
test("the CommonJS build is the require() entry", () => {
  assert.equal(require.resolve("memwarden").endsWith("node.cjs"), true);
  assert.equal(typeof memwarden.scan, "function");
});

// The shared helpers are ES modules; load them before declaring the tests.
const ready = Promise.all([import("../lib/compare.mjs"), import("../lib/vectors.mjs"), import("../lib/idiomatic.mjs")]);
test("vectors", async (t) => {
  const [{ checkVectors, describeFailures }, { loadVectors }, { idiomaticRunner, NOT_IN_API }] = await ready;
  const run = idiomaticRunner(memwarden);
  notInApi = NOT_IN_API;
  for (const file of loadVectors()) {
    await t.test(file.file, () => {
      const r = checkVectors([file], run, NOT_IN_API);
      total += r.checked;
      skipped += r.skipped;
      assert.equal(r.failures.length, 0, `${r.failures.length} of ${r.checked} cases differ:\n${describeFailures(r.failures)}`);
    });
  }
});

after(() => console.log(`Node.js ${process.version} (CommonJS): ${total} vectors checked, ${skipped} skipped (${notInApi.join(", ")}: no API form)`));
