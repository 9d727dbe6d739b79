// Every conformance vector (tests/vectors/*.json) through the package's
// CommonJS build (`require("memwarden")`) in Node.js.
const assert = require("node:assert/strict");
const { after, test } = require("node:test");
const memwarden = require("memwarden");

let total = 0;
test("the CommonJS build is the require() entry", () => {
  assert.equal(require.resolve("memwarden").endsWith("node.cjs"), true);
  assert.equal(typeof memwarden.scan, "function");
});

// The shared helpers are ES modules; load them before declaring the tests.
const ready = Promise.all([import("../lib/compare.mjs"), import("../lib/vectors.mjs")]);
test("vectors", async (t) => {
  const [{ checkVectors, describeFailures }, { loadVectors }] = await ready;
  for (const file of loadVectors()) {
    await t.test(file.file, () => {
      const { checked, failures } = checkVectors([file], memwarden.runVector);
      total += checked;
      assert.equal(failures.length, 0, `${failures.length} of ${checked} cases differ:\n${describeFailures(failures)}`);
    });
  }
});

after(() => console.log(`Node.js ${process.version} (CommonJS): ${total} vectors checked`));
