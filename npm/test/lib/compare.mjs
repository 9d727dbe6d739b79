// Conformance comparison shared by every runtime's test (Node, Deno, Bun,
// workerd, Chromium): pure ECMAScript, no imports, no I/O.

/** JSON value equality: objects by key set (order irrelevant), numbers by value, no `undefined` anywhere. */
export function jsonEqual(a, b) {
  if (a === b) return a !== undefined;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual(a[k], b[k]));
}

/** `{"ok": output}` or `{"error": code}` for one case, as the vectors state results. */
export function outcome(runVector, op, input) {
  try {
    return { ok: runVector(op, input) };
  } catch (e) {
    if (e && typeof e.code === "string") return { error: e.code };
    throw e;
  }
}

/**
 * Runs every case of every vector file through `runVector(op, input)`,
 * except the cases whose operation is in `skipOps`, which are counted as
 * skipped. `files` is `[{file, suite, cases}]`. Returns
 * `{checked, skipped, failures}`; a failure is `{file, name, op, expected, actual}`.
 */
export function checkVectors(files, runVector, skipOps = []) {
  let checked = 0;
  let skipped = 0;
  const failures = [];
  for (const { file, cases } of files) {
    for (const c of cases) {
      if (skipOps.includes(c.op)) {
        skipped++;
        continue;
      }
      let actual;
      try {
        actual = outcome(runVector, c.op, c.input);
      } catch (e) {
        actual = { thrown: String(e && e.stack ? e.stack : e) };
      }
      checked++;
      if (!jsonEqual(actual, c.expected)) failures.push({ file, name: c.name, op: c.op, expected: c.expected, actual });
    }
  }
  return { checked, skipped, failures };
}

/** A short human-readable report of failures (the first few in full). */
export function describeFailures(failures, max = 5) {
  return failures
    .slice(0, max)
    .map((f) => `${f.file}: ${f.name} (${f.op})\n  expected ${JSON.stringify(f.expected).slice(0, 600)}\n  actual   ${JSON.stringify(f.actual).slice(0, 600)}`)
    .join("\n");
}

/**
 * `JSON.parse`, except that integers beyond `Number.MAX_SAFE_INTEGER`
 * become `BigInt`s instead of being rounded: vectors hold `u64` values
 * such as 18446744073709551615, which the API takes as `BigInt`.
 */
export function parseJson(text) {
  let i = 0;
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
  };
  const fail = (what) => {
    throw new SyntaxError(`JSON: ${what} at offset ${i}`);
  };
  const value = () => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      const obj = {};
      ws();
      if (text[i] === "}") return i++, obj;
      for (;;) {
        ws();
        if (text[i] !== '"') fail("expected a key");
        const k = string();
        ws();
        if (text[i++] !== ":") fail("expected ':'");
        obj[k] = value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return i++, obj;
        else fail("expected ',' or '}'");
      }
    }
    if (c === "[") {
      i++;
      const arr = [];
      ws();
      if (text[i] === "]") return i++, arr;
      for (;;) {
        arr.push(value());
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return i++, arr;
        else fail("expected ',' or ']'");
      }
    }
    if (c === '"') return string();
    const m = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (m) {
      i += m[0].length;
      const n = Number(m[0]);
      return m[1] === undefined && m[2] === undefined && !Number.isSafeInteger(n) ? BigInt(m[0]) : n;
    }
    for (const [lit, v] of [["true", true], ["false", false], ["null", null]]) {
      if (text.startsWith(lit, i)) return (i += lit.length), v;
    }
    return fail("unexpected character");
  };
  const string = () => {
    const start = i++;
    while (text[i] !== '"') {
      if (i >= text.length) fail("unterminated string");
      i += text[i] === "\\" ? 2 : 1;
    }
    i++;
    return JSON.parse(text.slice(start, i));
  };
  const v = value();
  ws();
  if (i !== text.length) fail("trailing characters");
  return v;
}
