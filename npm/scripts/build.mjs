#!/usr/bin/env node
// Builds the npm package `memwarden` into npm/dist:
//
//   1. the wasm: `cargo build -p memwarden-wasm --target wasm32-unknown-unknown
//      --profile wasm-release` (with the flags of `wasmRustflags`), then `wasm-bindgen --target web` (installing
//      the exact wasm-bindgen-cli pinned in Cargo.lock when missing), then
//      `wasm-opt -Os --converge` from the `binaryen` devDependency (skipped
//      when its input has not changed);
//   2. fails when the gzipped wasm exceeds 1 MiB;
//   3. the TypeScript (src/*.ts -> dist/*.js + dist/index.d.ts), the
//      CommonJS bundle for `require` (dist/node.cjs) and dist/index.d.cts.
//
// Usage: node scripts/build.mjs   (npm run build)
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const npmDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const repo = join(npmDir, "..");
const bin = (name) => join(npmDir, "node_modules", ".bin", name);
const genDir = join(npmDir, "src", "wasm");
const distDir = join(npmDir, "dist");
const MAX_GZIP = 1024 * 1024;

function run(cmd, args, opts = {}) {
  console.log(`build: ${cmd} ${args.join(" ")}`);
  execFileSync(cmd, args, { stdio: "inherit", ...opts });
}

function step(name, f) {
  const t0 = performance.now();
  f();
  console.log(`build: ${name} done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** The wasm-bindgen version Cargo.lock pins (the crate depends on `=X`). */
function pinnedWasmBindgen() {
  const lock = readFileSync(join(repo, "Cargo.lock"), "utf8");
  const m = lock.match(/\[\[package\]\]\nname = "wasm-bindgen"\nversion = "([^"]+)"/);
  if (!m) throw new Error("build: wasm-bindgen is not in Cargo.lock");
  return m[1];
}

function installedWasmBindgen() {
  try {
    return execFileSync("wasm-bindgen", ["--version"], { encoding: "utf8" }).trim().split(/\s+/)[1];
  } catch {
    return undefined;
  }
}

const sha256 = (buf) => createHash("sha256").update(buf).digest("hex");

step("wasm-bindgen-cli", () => {
  const want = pinnedWasmBindgen();
  const have = installedWasmBindgen();
  if (have === want) return console.log(`build: wasm-bindgen ${have} (pinned) is installed`);
  console.log(`build: wasm-bindgen ${have ?? "missing"}, Cargo.lock pins ${want}: installing (takes minutes)`);
  // --locked fails for this crate with the registry's current dependencies.
  run("cargo", ["install", "wasm-bindgen-cli", "--version", want]);
});

/**
 * The compiler flags of the wasm build, on top of the caller's own
 * (`CARGO_ENCODED_RUSTFLAGS`, else `RUSTFLAGS`):
 *
 * * `-Cllvm-args=-inline-threshold=50`: LLVM inlines a call when its cost
 *   is under 50 (its default is 225 at opt-level 2 and 3, 25 at "z"). Most
 *   of the code is called rarely (policy parsing, the firewall, checks run
 *   only on a rule's match) and the default inlined it over and over.
 *   Measured on c30677a, Node 20, the module with and without the flag
 *   loaded in one process and timed in alternating passes: 23.9 KB less
 *   gzipped (1,047,635 -> 1,023,689 bytes), scans at 0.97-1.00 times the
 *   speed (LoCoMo 1.000, InjecAgent 0.982, translated man pages 0.981,
 *   JavaScript 0.966, medians of 20-30 paired passes). A threshold of 25
 *   saved 37 KB for 0.94-1.00; `opt-level = "s"` on the core 23 KB for 0.88.
 * * `--remap-path-prefix`: the panic locations in the module name crates.io
 *   crates by `name-version/src/...`, not by the builder's home directory
 *   (the same module from every machine; 577 bytes less gzipped).
 *
 * Passed as `CARGO_ENCODED_RUSTFLAGS` (one flag per field), so paths with
 * spaces stay whole. With `--target`, build scripts and proc macros do not
 * get them.
 */
function wasmRustflags() {
  const own = process.env.CARGO_ENCODED_RUSTFLAGS
    ? process.env.CARGO_ENCODED_RUSTFLAGS.split("\x1f")
    : (process.env.RUSTFLAGS ?? "").split(/\s+/);
  const registrySrc = join(process.env.CARGO_HOME ?? join(homedir(), ".cargo"), "registry", "src");
  const indexes = existsSync(registrySrc) ? readdirSync(registrySrc).map((d) => join(registrySrc, d)) : [];
  const remaps = indexes.map((dir) => `--remap-path-prefix=${dir}/=`);
  return [...own, ...remaps, "-Cllvm-args=-inline-threshold=50"].filter((f) => f !== "").join("\x1f");
}

step("cargo build (wasm32, wasm-release)", () => {
  run("cargo", ["build", "-p", "memwarden-wasm", "--target", "wasm32-unknown-unknown", "--profile", "wasm-release"], {
    cwd: repo,
    env: { ...process.env, CARGO_ENCODED_RUSTFLAGS: wasmRustflags() },
  });
});

step("wasm-bindgen", () => {
  const raw = join(repo, "target", "wasm32-unknown-unknown", "wasm-release", "memwarden_wasm.wasm");
  const tmp = join(npmDir, "node_modules", ".memwarden-bindgen");
  rmSync(tmp, { recursive: true, force: true });
  run("wasm-bindgen", ["--target", "web", "--out-dir", tmp, "--out-name", "memwarden_wasm", raw]);
  mkdirSync(genDir, { recursive: true });
  for (const f of ["memwarden_wasm.js", "memwarden_wasm.d.ts"]) copyFileSync(join(tmp, f), join(genDir, f));
  // wasm-opt takes more than a minute: skip it when its input is unchanged.
  const unopt = readFileSync(join(tmp, "memwarden_wasm_bg.wasm"));
  const stamp = join(genDir, "wasm-opt.input.sha256");
  const out = join(genDir, "memwarden_wasm_bg.wasm");
  if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, "utf8") === sha256(unopt)) {
    console.log("build: wasm-opt skipped (input unchanged)");
  } else {
    // -Os --converge, not -O3: 2,236 bytes less gzipped (1,051,516 ->
    // 1,049,280 on ece0c61's module; -Os alone 1,564, -Oz --converge
    // 2,045), and Node scans at 0.96-1.03 times the speed (the two
    // modules loaded in one process, ten alternating passes each, median
    // ratios: LoCoMo 1.008, InjecAgent 0.959, translated man pages 1.029,
    // JavaScript 1.019).
    run(bin("wasm-opt"), ["-Os", "--converge", join(tmp, "memwarden_wasm_bg.wasm"), "-o", out]);
    writeFileSync(stamp, sha256(unopt));
  }
  rmSync(tmp, { recursive: true, force: true });
});

step("size check", () => {
  const wasm = readFileSync(join(genDir, "memwarden_wasm_bg.wasm"));
  const gz = gzipSync(wasm, { level: 9 }).length;
  const mib = (n) => (n / MAX_GZIP).toFixed(3);
  console.log(`build: memwarden_wasm_bg.wasm ${wasm.length} bytes, gzipped ${gz} bytes (${mib(gz)} MiB; limit 1 MiB)`);
  if (gz > MAX_GZIP) {
    console.error(`build: FAILED: the gzipped wasm is ${gz} bytes, over the 1 MiB (${MAX_GZIP} bytes) budget`);
    process.exit(1);
  }
});

step("TypeScript + CommonJS", () => {
  rmSync(distDir, { recursive: true, force: true });
  run(bin("tsc"), ["-p", join(npmDir, "tsconfig.json")]);
  mkdirSync(join(distDir, "wasm"), { recursive: true });
  for (const f of ["memwarden_wasm.js", "memwarden_wasm_bg.wasm"]) copyFileSync(join(genDir, f), join(distDir, "wasm", f));
  // Entries TypeScript cannot compile (source-phase imports), as written.
  copyFileSync(join(npmDir, "src", "deno.js"), join(distDir, "deno.js"));
  // One self-contained declaration file serves both `import` and `require`.
  const dts = readFileSync(join(distDir, "index.d.ts"), "utf8");
  if (/from\s+["']\.\//.test(dts)) throw new Error("build: dist/index.d.ts must not import other files");
  writeFileSync(join(distDir, "index.d.cts"), dts);
  // `require("memwarden")`: the Node entry and everything it imports as one CommonJS file.
  run(bin("esbuild"), [
    join(distDir, "node.js"),
    "--bundle",
    "--format=cjs",
    "--platform=node",
    "--target=node18",
    `--outfile=${join(distDir, "node.cjs")}`,
    "--define:import.meta.url=__memwardenModuleUrl",
    "--banner:js=const __memwardenModuleUrl = require(\"node:url\").pathToFileURL(__filename).href;",
    "--log-level=warning",
  ]);
});
