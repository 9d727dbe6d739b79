#!/usr/bin/env node
// Every JavaScript test of the package (npm test; `make npm-test` builds
// first). Each runtime test fails if any verdict differs from
// tests/vectors/ and prints the runtime and the number of vectors checked.
//
//   1. npm pack, then a fresh temporary project that installs the tarball
//      (offline: the package has no dependencies); the smoke test imports
//      it with `import` and `require`, and tsc --noEmit type-checks a
//      consumer against the published declarations (ESM and CJS, with the
//      DOM library and Node-only) and the README quickstart, which also
//      runs in Deno as TypeScript.
//   2. node:test suites in the package directory (self-reference through
//      the exports map): vectors in Node ESM, in Node CJS, API unit tests.
//   3. The installed tarball in Deno and Bun (every vector), in workerd (a
//      Worker on 127.0.0.1 exercised over HTTP) and in headless Chromium
//      (a page on 127.0.0.1 loading the browser build).
//
// Two tests run at a time (the vectors are CPU-bound; CI has two cores).
// Set MEMWARDEN_TEST_JOBS to change that, MEMWARDEN_KEEP=1 to keep the
// temporary project.
import { spawn } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { vectorsDir } from "../test/lib/vectors.mjs";

const npmDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(npmDir, "node_modules", ".bin", name);
const jobs = Number(process.env.MEMWARDEN_TEST_JOBS ?? 2);
const started = performance.now();

/** Runs a command; resolves to {code, output} (stdout and stderr interleaved). */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: npmDir, ...opts, env: { ...process.env, NO_COLOR: "1", ...opts.env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (e) => resolve({ code: 1, output: output + String(e) }));
    child.on("close", (code) => resolve({ code, output }));
  });
}

async function must(cmd, args, opts) {
  const r = await run(cmd, args, opts);
  if (r.code !== 0) {
    console.error(`test: ${cmd} ${args.join(" ")} failed:\n${r.output}`);
    process.exit(1);
  }
  return r.output;
}

// ------------------------------------------------ 1. the packed tarball
const tmp = mkdtempSync(join(tmpdir(), "memwarden-npm-"));
const project = join(tmp, "project");
const tarball = (await must("npm", ["pack", "--pack-destination", tmp, "--silent"])).trim().split("\n").pop();
mkdirSync(project);
writeFileSync(join(project, "package.json"), JSON.stringify({ name: "memwarden-smoke", private: true, type: "module" }, null, 2));
await must("npm", ["install", "--offline", "--no-audit", "--no-fund", join(tmp, tarball)], { cwd: project });
// The files the runtime tests run inside that project.
mkdirSync(join(project, "lib"));
for (const f of ["compare.mjs", "idiomatic.mjs", "vectors.mjs"]) copyFileSync(join(npmDir, "test", "lib", f), join(project, "lib", f));
copyFileSync(join(npmDir, "test", "runtime", "vectors.mjs"), join(project, "vectors.mjs"));
for (const f of ["smoke.mjs", "smoke.cjs"]) copyFileSync(join(npmDir, "test", "pack", f), join(project, f));
copyFileSync(join(npmDir, "examples", "quickstart.ts"), join(project, "quickstart.ts"));
cpSync(join(npmDir, "test", "types"), join(project, "types"), { recursive: true });
console.log(`test: ${tarball} installed into a fresh project (${project})`);

// ------------------------------------------------------------ the tests
const inProject = { cwd: project, env: { MEMWARDEN_VECTORS: vectorsDir } };
const tests = [
  { name: "Node ESM vectors", vectors: true, cmd: process.execPath, args: ["--test-reporter=spec", "test/node/vectors.test.mjs"] },
  { name: "Deno vectors", vectors: true, cmd: bin("deno"), args: ["run", "--no-prompt", `--allow-read=${vectorsDir}`, "--allow-env", "vectors.mjs"], opts: inProject },
  { name: "Node CJS vectors", vectors: true, cmd: process.execPath, args: ["--test-reporter=spec", "test/node/vectors.test.cjs"] },
  { name: "Bun vectors", vectors: true, cmd: bin("bun"), args: ["vectors.mjs"], opts: inProject },
  { name: "workerd (HTTP)", vectors: true, cmd: process.execPath, args: ["test/workerd/run.mjs", project] },
  { name: "Chromium (headless)", vectors: true, cmd: process.execPath, args: ["test/browser/run.mjs", project] },
  { name: "Node API unit tests", cmd: process.execPath, args: ["--test-reporter=spec", "test/node/api.test.mjs"] },
  { name: "pack smoke (import)", cmd: process.execPath, args: ["smoke.mjs"], opts: inProject },
  { name: "pack smoke (require)", cmd: process.execPath, args: ["smoke.cjs"], opts: inProject },
  { name: "README quickstart (Deno, TS)", cmd: bin("deno"), args: ["run", "--no-prompt", "quickstart.ts"], opts: inProject },
  { name: "tsc --noEmit (DOM)", cmd: bin("tsc"), args: ["-p", "types/tsconfig.json"], opts: inProject },
  {
    name: "tsc --noEmit (Node-only)",
    cmd: bin("tsc"),
    args: ["-p", "types/tsconfig.node.json", "--typeRoots", join(npmDir, "node_modules", "@types")],
    opts: inProject,
  },
];

const results = [];
let next = 0;
async function worker() {
  while (next < tests.length) {
    const t = tests[next++];
    const t0 = performance.now();
    const r = await run(t.cmd, t.args, t.opts);
    const seconds = (performance.now() - t0) / 1000;
    const summary = r.output.split("\n").find((l) => / vectors checked/.test(l))?.trim();
    results.push({ ...t, ...r, seconds, summary });
    console.log(`\n=== ${t.name}: ${r.code === 0 ? "ok" : "FAILED"} (${seconds.toFixed(1)} s)\n${r.output.trimEnd()}`);
  }
}
await Promise.all(Array.from({ length: jobs }, worker));

// -------------------------------------------------------------- summary
const failed = results.filter((r) => r.code !== 0);
const missing = results.filter((r) => r.vectors && r.code === 0 && !r.summary);
console.log("\n=== summary");
for (const t of tests) {
  const r = results.find((x) => x.name === t.name);
  console.log(`${r.code === 0 ? "ok  " : "FAIL"} ${t.name.padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.summary ?? ""}`);
}
if (process.env.MEMWARDEN_KEEP) console.log(`test: kept ${tmp}`);
else rmSync(tmp, { recursive: true, force: true });
console.log(`test: ${results.length - failed.length}/${results.length} passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (missing.length) console.error(`test: no vector count printed by ${missing.map((r) => r.name).join(", ")}`);
process.exit(failed.length || missing.length ? 1 : 0);
