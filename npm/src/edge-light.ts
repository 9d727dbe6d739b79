// Entry for Vercel-style edge runtimes (condition `edge-light`), which
// also forbid compiling wasm from bytes: the `?module` import gives a
// compiled WebAssembly.Module, instantiated synchronously on first use.
import wasmModule from "./wasm/memwarden_wasm_bg.wasm?module";
import { setPlatform } from "./index.js";

setPlatform({ name: "edge-light", syncSource: () => wasmModule });

export * from "./index.js";
