// Entry for Deno (condition `deno`). Plain JavaScript, copied to dist/ as
// is: TypeScript cannot compile source-phase imports yet. `import source`
// gives the compiled WebAssembly.Module without any permission (reading
// the file would need --allow-read), so the API works without
// `await init()`. Deno 2 with source-phase Wasm imports (tested: 2.9).
import source wasmModule from "./wasm/memwarden_wasm_bg.wasm";
import { setPlatform } from "./index.js";

setPlatform({ name: "Deno", syncSource: () => wasmModule });

export * from "./index.js";
