// Module shapes the entry points rely on (not published).

/** workerd / wrangler / bundlers for Workers: a `.wasm` import is a compiled module. */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

/** Vercel / Next.js edge runtime: `.wasm?module` is a compiled module. */
declare module "*.wasm?module" {
  const module: WebAssembly.Module;
  export default module;
}
