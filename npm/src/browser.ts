// Entry for browsers and bundlers (conditions `browser` and `default`).
// `await init()` fetches the wasm next to this file; bundlers that
// understand `new URL(..., import.meta.url)` (webpack 5, Vite, Parcel,
// Rollup with a URL plugin) emit it as an asset. Or pass your own:
// `await init(fetch(url))`, `await init(bytes)`, `await init(module)`.
import { setPlatform } from "./index.js";

setPlatform({
  name: "this browser",
  asyncSource: () => new URL("./wasm/memwarden_wasm_bg.wasm", import.meta.url),
});

export * from "./index.js";
