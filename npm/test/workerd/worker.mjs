// A Cloudflare Worker using the memwarden package as a Worker project
// would: it scans request bodies and answers with the verdict.
//
//   POST /scan[?source=user_input&scope=relaxed]   body: text -> the Verdict as JSON
//   POST /vectors                    body: a vector file -> every case's result
//                                    through the public API (null: no API form)
//
// scripts/test.mjs bundles it like wrangler does (esbuild, conditions
// workerd/worker/browser, the .wasm kept as a module) and runs it in
// workerd on 127.0.0.1.
import * as memwarden from "memwarden";
import { MemwardenError, scan } from "memwarden";
import { outcome, parseJson } from "./lib/compare.mjs";
import { idiomaticRunner, NOT_IN_API } from "./lib/idiomatic.mjs";

const runVector = idiomaticRunner(memwarden);

export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/scan") {
      const context = Object.fromEntries(["source", "scope"].flatMap((k) => (url.searchParams.has(k) ? [[k, url.searchParams.get(k)]] : [])));
      try {
        return Response.json(scan(await request.text(), context));
      } catch (e) {
        if (e instanceof MemwardenError) return Response.json({ error: e.code, message: e.message }, { status: 400 });
        throw e;
      }
    }
    if (request.method === "POST" && url.pathname === "/vectors") {
      const doc = parseJson(await request.text());
      // A case with no API form is null (the runner counts it as skipped).
      const results = doc.cases.map((c) => (NOT_IN_API.includes(c.op) ? null : outcome(runVector, c.op, c.input)));
      return Response.json({ runtime: navigator.userAgent, results });
    }
    return new Response("POST /scan with the text to scan\n", { status: 404 });
  },
};
