// Loads tests/vectors/*.json (not inputs/) with node:fs, which Node, Deno
// and Bun all provide.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseJson } from "./compare.mjs";

/** The repository's tests/vectors directory (override with MEMWARDEN_VECTORS). */
export const vectorsDir =
  process.env.MEMWARDEN_VECTORS ?? join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "tests", "vectors");

/** Every vector file: `[{file, suite, cases}]`, sorted by file name. */
export function loadVectors(dir = vectorsDir) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  if (files.length === 0) throw new Error(`no vector files in ${dir}`);
  return files.map((file) => {
    const doc = parseJson(readFileSync(join(dir, file), "utf8"));
    if (!Array.isArray(doc.cases) || doc.cases.length === 0) throw new Error(`${file}: no cases`);
    return { file, suite: doc.suite, cases: doc.cases };
  });
}
