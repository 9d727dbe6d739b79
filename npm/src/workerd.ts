// Entry for Cloudflare Workers / workerd (condition `workerd`). Workers
// forbid compiling wasm from bytes at run time, so the module is imported
// (wrangler and workerd's `wasm` modules give a compiled
// WebAssembly.Module) and instantiated synchronously on first use.
import wasmModule from "./wasm/memwarden_wasm_bg.wasm";
import { setPlatform } from "./index.js";

setPlatform({ name: "workerd", syncSource: () => wasmModule });

export * from "./index.js";
