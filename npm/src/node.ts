// Entry for Node.js and Bun (conditions `node` + `import`; `require` gets
// the same code bundled as CommonJS). The wasm is read from the package
// directory synchronously, so the API works without `await init()`.
import { readFileSync } from "node:fs";
import { setPlatform } from "./index.js";

setPlatform({
  name: typeof (globalThis as { Bun?: unknown }).Bun === "undefined" ? "Node.js" : "Bun",
  syncSource: () => readFileSync(new URL("./wasm/memwarden_wasm_bg.wasm", import.meta.url)),
});

export * from "./index.js";
