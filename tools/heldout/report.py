#!/usr/bin/env python3
"""Score the held-out sets of tools/heldout/build.py.

usage: python3 tools/heldout/report.py [--dir target/heldout] [--bin target/release/memwarden-eval]

Runs memwarden-eval over DIR/*.jsonl and prints, per set and group, hits/n,
the rate and its 95 % Wilson interval: for attacks the threat recall, for
benign texts the threat false-positive rate and, separately, the PII and
secret hit rates; for the obfuscation set each form's recall beside the
plain baseline (the same 300 attacks unobfuscated).

A measurement, not a gate: it exits 0 whatever the rates (1 only when the
scanner cannot run).
"""
import argparse
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


sys.path.insert(0, os.path.join(ROOT, "tools"))
from score import wilson  # noqa: E402  (the dev-corpus scorer's interval)


FIELDS = {"threat": "hitThreat", "pii": "hitPii", "secret": "hitSecret"}
# Sets with more categories than this are shown as one row (the UDHR's
# 487 languages), plus the categories with a threat hit (benign) or a miss
# (attacks); attack categories "set/kind/lang" are grouped by "set/kind"
# instead when that makes few enough rows.
MAX_ROWS = 20
W = 48  # group column width


def total(cats, field):
    return sum(c[field] for c in cats), sum(c["n"] for c in cats)


def row(group, measure, k, n, extra=""):
    lo, hi = wilson(k, n)
    # too long: cut in the middle, keeping the set and the distinctive end
    g = group if len(group) <= W else group[:W // 2 - 1] + "…" + group[-(W - W // 2):]
    return f"  {g:<{W}} {measure:<11} {f'{k}/{n}':>12} {k / n:7.4f}  [{lo:.4f}, {hi:.4f}]{extra}"


def header(measure="measure"):
    return f"  {'group':<{W}} {measure:<11} {'hits/n':>12} {'rate':>7}  95% Wilson CI"


def coarser(cats):
    """The categories grouped by a shorter "a/b/..." prefix, the longest
    that makes at most MAX_ROWS groups but more than one: [(name, cats)],
    or None when there is none."""
    deepest = max(len(c["category"].split("/")) for c in cats)
    for depth in range(deepest - 1, 0, -1):
        groups = {}
        for c in cats:
            groups.setdefault("/".join(c["category"].split("/")[:depth]), []).append(c)
        if 1 < len(groups) <= MAX_ROWS:
            return [(cs[0]["category"] if len(cs) == 1 else f"{name}/* ({len(cs)})", cs)
                    for name, cs in sorted(groups.items())]
        if len(groups) == 1:
            return None
    return None


def attacks(cats):
    out = [header()]
    if len(cats) > MAX_ROWS:
        groups = coarser(cats)
        for name, cs in groups or []:
            k, n = total(cs, "hitThreat")
            out.append(row(name, "recall", k, n))
        k, n = total(cats, "hitThreat")
        out.append(row(f"all {len(cats)} categories", "recall", k, n))
        if not groups:
            missed = sorted((c for c in cats if c["hitThreat"] < c["n"]),
                            key=lambda c: (c["hitThreat"] - c["n"], c["category"]))
            out.append(f"  categories with a miss: {len(missed)} of {len(cats)}"
                       + (": " + ", ".join(f"{c['category']} {c['hitThreat']}/{c['n']}" for c in missed[:12])
                          + (", ..." if len(missed) > 12 else "") if missed else ""))
        return out
    for c in cats:
        out.append(row(c["category"], "recall", c["hitThreat"], c["n"]))
    if len(cats) > 1:
        k, n = total(cats, "hitThreat")
        out.append(row("all attacks", "recall", k, n))
    return out


def benign(cats):
    out = [header()]
    groups = [(f"all {len(cats)} categories", cats)] if len(cats) > MAX_ROWS else [(c["category"], [c]) for c in cats]
    for name, cs in groups:
        for kind, measure in (("threat", "threat FP"), ("pii", "PII hits"), ("secret", "secret hits")):
            k, n = total(cs, FIELDS[kind])
            out.append(row(name, measure, k, n))
    if len(cats) > MAX_ROWS:
        hit = sorted((c for c in cats if c["hitThreat"]), key=lambda c: (-c["hitThreat"], c["category"]))
        out.append(f"  categories with a threat FP: {len(hit)} of {len(cats)}"
                   + (": " + ", ".join(f"{c['category']} {c['hitThreat']}/{c['n']}" for c in hit[:12])
                      + (", ..." if len(hit) > 12 else "") if hit else ""))
    return out


def obfuscation(cats):
    by = {c["category"]: c for c in cats}
    plain = by.get("plain")
    out = [header() + "       plain  Δ vs plain"]
    for c in cats:
        extra = ""
        if plain and c is not plain:
            p = plain["hitThreat"] / plain["n"]
            extra = f"  {p:7.4f}  {c['hitThreat'] / c['n'] - p:+.4f}"
        out.append(row(c["category"], "recall", c["hitThreat"], c["n"], extra))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dir", default=os.path.join(ROOT, "target", "heldout"))
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "memwarden-eval"))
    args = ap.parse_args()
    files = sorted(glob.glob(os.path.join(args.dir, "*.jsonl")))
    if not files:
        sys.exit(f"report: no sets in {args.dir}: run tools/heldout/build.py first")
    if not os.access(args.bin, os.X_OK):
        sys.exit(f"report: {args.bin} not found: cargo build --release -p memwarden-eval")
    print(f"scanning {len(files)} held-out sets with {os.path.relpath(args.bin, ROOT)}...", file=sys.stderr, flush=True)
    r = subprocess.run([args.bin] + files, stdout=subprocess.PIPE)
    if r.returncode != 0:
        sys.exit(f"report: memwarden-eval exited {r.returncode}")
    data = json.loads(r.stdout)
    manifest = {}
    mpath = os.path.join(args.dir, "manifest.json")
    if os.path.exists(mpath):
        with open(mpath, encoding="utf-8") as f:
            manifest = json.load(f)

    print("memwarden held-out evaluation (texts outside the dev corpus: a measurement, not a target to fit rules to)")
    order = {k + ".jsonl": i for i, k in enumerate(manifest)}
    for f in sorted(data["files"], key=lambda f: (order.get(f["file"], len(order)), f["file"])):
        name = f["file"]
        src = manifest.get(name[:-len(".jsonl")] if name.endswith(".jsonl") else name, {}).get("source", "")
        print()
        print(f"{name}" + (f": {src}" if src else ""))
        cats = sorted(f["categories"], key=lambda c: (c["label"], c["category"]))
        att = [c for c in cats if c["label"] == "attack"]
        ben = [c for c in cats if c["label"] == "benign"]
        if name == "obfuscation.jsonl":
            plain = [c for c in att if c["category"] == "plain"]
            print("\n".join(obfuscation(plain + [c for c in att if c["category"] != "plain"])))
        elif att:
            print("\n".join(attacks(att)))
        if ben:
            if att:
                print("  benign lines of this set:")
            print("\n".join(benign(ben)))
    print()
    print("misses and false positives of a set: target/release/memwarden-eval --misses target/heldout/SET.jsonl >/dev/null")
    skipped = {k: v["skipped"] for k, v in manifest.items() if "skipped" in v}
    if skipped:
        print()
        for k, why in skipped.items():
            print(f"skipped {k}: {why}")


if __name__ == "__main__":
    main()
