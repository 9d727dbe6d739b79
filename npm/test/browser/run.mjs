// Serves a page on 127.0.0.1 that loads the package's browser build (from
// a project where the packed tarball is installed) and runs every vector
// in headless Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core).
//
// Usage: node test/browser/run.mjs PROJECT_DIR
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { describeFailures } from "../lib/compare.mjs";
import { vectorsDir } from "../lib/vectors.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const project = process.argv[2];
if (!project) throw new Error("usage: run.mjs PROJECT_DIR");
const pkgDir = join(project, "node_modules", "memwarden");
const executablePath = process.env.CHROMIUM ?? "/usr/bin/chromium";
if (!existsSync(executablePath)) {
  console.error(`chromium: ${executablePath} is missing (make setup installs Debian's chromium)`);
  process.exit(1);
}

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".json": "application/json", ".wasm": "application/wasm" };
const roots = { "/pkg/": pkgDir, "/lib/": join(here, "..", "lib"), "/vectors/": vectorsDir };
let wasmFetches = 0;
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  if (path === "/") return send(res, 200, "text/html", readFileSync(join(here, "page.html")));
  if (path === "/vectors/") return send(res, 200, "application/json", JSON.stringify(readdirSync(vectorsDir).filter((f) => f.endsWith(".json")).sort()));
  for (const [prefix, root] of Object.entries(roots)) {
    if (!path.startsWith(prefix)) continue;
    const file = normalize(join(root, path.slice(prefix.length)));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) break;
    if (file.endsWith(".wasm")) wasmFetches++;
    return send(res, 200, TYPES[extname(file)] ?? "application/octet-stream", readFileSync(file));
  }
  send(res, 404, "text/plain", "not found");
});
function send(res, status, type, body) {
  res.writeHead(status, { "content-type": type });
  res.end(body);
}
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${server.address().port}/`;

const userDataDir = mkdtempSync(join(tmpdir(), "memwarden-chromium-"));
// A fresh profile directory for every run.
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath,
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
let code = 1;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on("pageerror", (e) => console.error(`chromium page error: ${e}`));
  await page.goto(url);
  await page.waitForFunction(() => window.__result !== undefined, null, { timeout: 600_000, polling: 500 });
  const r = await page.evaluate(() => window.__result);
  const version = context.browser()?.version() ?? (await page.evaluate(() => navigator.userAgent.match(/Chrome\/([\d.]+)/)?.[1]));
  if (r.error) console.error(`Chromium ${version}: ${r.error}`);
  else if (r.failures.length) console.error(`Chromium ${version}: ${r.failures.length} of ${r.checked} vectors differ:\n${describeFailures(r.failures)}`);
  else if (r.verdict !== "reject" || !r.needsInit || wasmFetches !== 1) console.error(`Chromium ${version}: wrong loading behaviour ${JSON.stringify({ verdict: r.verdict, needsInit: r.needsInit, wasmFetches })}`);
  else {
    console.log(`Chromium ${version} (headless, ${url}): ${r.checked} vectors checked, all equal, ${r.skipped} skipped (${r.notInApi.join(", ")}: no API form)`);
    code = 0;
  }
} finally {
  await context.close();
  server.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
process.exit(code);
