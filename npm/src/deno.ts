// Entry for Deno (condition `deno`). The wasm is read from the package
// directory synchronously, so the API works without `await init()`.
import { setPlatform } from "./index.js";

declare const Deno: { readFileSync(path: URL): Uint8Array };

setPlatform({
  name: "Deno",
  syncSource: () => Deno.readFileSync(new URL("./wasm/memwarden_wasm_bg.wasm", import.meta.url)),
});

export * from "./index.js";
