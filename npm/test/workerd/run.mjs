// Runs test/workerd/worker.mjs in workerd on 127.0.0.1 and checks it over
// HTTP: every vector file through POST /vectors, and every scan vector
// with default options through POST /scan with the text as the body.
//
// Usage: node test/workerd/run.mjs PROJECT_DIR   (a project where the
// packed memwarden tarball is installed; scripts/test.mjs makes one)
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { jsonEqual } from "../lib/compare.mjs";
import { NOT_IN_API } from "../lib/idiomatic.mjs";
import { loadVectors, vectorsDir } from "../lib/vectors.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const npmDir = join(here, "..", "..");
const project = process.argv[2] ?? fail("usage: run.mjs PROJECT_DIR");
const require = createRequire(join(npmDir, "package.json"));
const esbuild = require("esbuild");
const workerdBin = join(npmDir, "node_modules", ".bin", "workerd");

function fail(msg) {
  console.error(`workerd: ${msg}`);
  process.exit(1);
}

// 1. The Worker project: the worker and the shared helpers, bundled as
//    wrangler bundles (esbuild with the workerd conditions; .wasm imports
//    stay module imports of a `wasm` module).
const src = join(project, "worker");
const out = join(project, "worker-dist");
mkdirSync(join(src, "lib"), { recursive: true });
mkdirSync(out, { recursive: true });
copyFileSync(join(here, "worker.mjs"), join(src, "worker.mjs"));
for (const f of ["compare.mjs", "idiomatic.mjs"]) copyFileSync(join(here, "..", "lib", f), join(src, "lib", f));
const wasmModules = new Set();
await esbuild.build({
  entryPoints: [join(src, "worker.mjs")],
  bundle: true,
  format: "esm",
  target: "es2022",
  conditions: ["workerd", "worker", "browser"],
  outfile: join(out, "worker.js"),
  logLevel: "warning",
  plugins: [
    {
      name: "wasm-modules",
      setup(build) {
        build.onResolve({ filter: /\.wasm(\?module)?$/ }, (args) => {
          const file = join(args.resolveDir, args.path.replace(/\?module$/, ""));
          copyFileSync(file, join(out, basename(file)));
          wasmModules.add(basename(file));
          return { path: `./${basename(file)}`, external: true };
        });
      },
    },
  ],
});
if (wasmModules.size !== 1) fail(`expected the package's workerd entry to import one .wasm module, got ${[...wasmModules]}`);

// 2. workerd on a free port of 127.0.0.1.
const port = await new Promise((resolve) => {
  const s = createServer().listen(0, "127.0.0.1", () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const modules = [`(name = "worker.js", esModule = embed "worker.js")`, ...[...wasmModules].map((m) => `(name = "${m}", wasm = embed "${m}")`)];
writeFileSync(
  join(out, "config.capnp"),
  `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [${modules.join(", ")}],
  compatibilityDate = "2025-09-01",
);
`,
);
const version = (await run(workerdBin, ["--version"])).trim();
const child = spawn(workerdBin, ["serve", join(out, "config.capnp")], { stdio: ["ignore", "inherit", "inherit"] });
const stop = () => child.exitCode === null && child.kill("SIGTERM");
process.on("exit", stop);
const base = `http://127.0.0.1:${port}`;

try {
  await waitForServer(base);
  let checked = 0;
  let skipped = 0;
  const failures = [];
  // 3a. Every vector file, case by case.
  let runtime = "";
  for (const file of loadVectors()) {
    const res = await fetch(`${base}/vectors`, { method: "POST", body: readFileSync(join(vectorsDir, file.file)) });
    if (!res.ok) fail(`POST /vectors ${file.file}: HTTP ${res.status} ${await res.text()}`);
    const body = await res.json();
    runtime = body.runtime;
    file.cases.forEach((c, i) => {
      if (NOT_IN_API.includes(c.op)) {
        skipped++;
        if (body.results[i] !== null) failures.push(`${file.file}: ${c.name}: expected null for an operation with no API form`);
        return;
      }
      checked++;
      if (!jsonEqual(body.results[i], c.expected)) failures.push(`${file.file}: ${c.name}\n  expected ${JSON.stringify(c.expected).slice(0, 400)}\n  actual   ${JSON.stringify(body.results[i]).slice(0, 400)}`);
    });
  }
  // 3b. The Worker's own endpoint: the request body is the text to scan.
  let scans = 0;
  for (const file of loadVectors().filter((f) => f.suite.startsWith("scan"))) {
    for (const c of file.cases) {
      const keys = Object.keys(c.input);
      const ctx = c.input.context;
      if (c.op !== "scan" || c.input.policy || keys.some((k) => !["text", "context"].includes(k))) continue;
      if (ctx && Object.keys(ctx).some((k) => k !== "source" && k !== "scope")) continue;
      const q = ctx ? `?${new URLSearchParams(ctx)}` : "";
      const res = await fetch(`${base}/scan${q}`, { method: "POST", body: c.input.text, headers: { "content-type": "text/plain; charset=utf-8" } });
      const body = await res.json();
      const actual = res.ok ? { ok: body } : { error: body.error };
      scans++;
      if (!jsonEqual(actual, c.expected)) failures.push(`POST /scan ${c.name}\n  expected ${JSON.stringify(c.expected).slice(0, 400)}\n  actual   ${JSON.stringify(actual).slice(0, 400)}`);
    }
  }
  if (scans < 10) fail(`only ${scans} scan vectors went through POST /scan`);
  if (failures.length) fail(`${failures.length} differ:\n${failures.slice(0, 5).join("\n")}`);
  console.log(`${version} (${runtime}, 127.0.0.1:${port}): ${checked} vectors checked, all equal, ${skipped} skipped (${NOT_IN_API.join(", ")}: no API form); ${scans} request bodies scanned through POST /scan, all equal`);
} finally {
  stop();
}

async function waitForServer(url) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) fail(`workerd exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  fail("workerd did not start listening");
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ["ignore", "pipe", "inherit"] });
    let s = "";
    p.stdout.on("data", (d) => (s += d));
    p.on("close", (code) => (code === 0 ? resolve(s) : reject(new Error(`${cmd} exited with ${code}`))));
  });
}
