// Every conformance vector (tests/vectors/*.json) through the package's
// ES module build in Node.js: one node:test test per vector file.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { runVector } from "memwarden";
import { checkVectors, describeFailures } from "../lib/compare.mjs";
import { loadVectors } from "../lib/vectors.mjs";

let total = 0;
for (const file of loadVectors()) {
  test(`vectors: ${file.file}`, () => {
    const { checked, failures } = checkVectors([file], runVector);
    total += checked;
    assert.equal(failures.length, 0, `${failures.length} of ${checked} cases differ:\n${describeFailures(failures)}`);
  });
}

after(() => console.log(`Node.js ${process.version} (ESM): ${total} vectors checked`));
