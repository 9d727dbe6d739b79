#!/usr/bin/env python3
"""Writes the starting corpora of the fuzz targets into fuzz/corpus/.

usage: python3 fuzz/seed.py [--corpus ../shared/corpus] [--per-file 300]

- scan: every text of the conformance vectors (tests/vectors/*.json),
  the example stores, and, when the shared corpus is there, a sample of
  its lines (read in place, written only under fuzz/corpus/, which git
  ignores); each behind one byte that picks the source and scope.
- policy: the example policies, and every policy of the vectors, as JSON.
- vectors: every vector case's input behind the byte that picks its
  operation.

Deterministic: the same inputs give the same files (named by sha1).
"""
import argparse
import hashlib
import json
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parent.parent
OPS = [
    "hmac_sha256", "content_hash", "provenance_stamp", "effective_trust", "canonical_json", "record_message", "sign_record",
    "verify_record", "token_issue", "token_verify", "token_attenuate", "token_check_handle", "audit_append", "audit_verify",
    "audit_checkpoint", "audit_checkpoint_verify", "scan", "policy_check", "firewall_policy", "firewall_write", "firewall_admit",
    "firewall_snapshot", "firewall_promote", "world_model_write", "guard_check", "store_audit",
]


def write(target, data):
    d = ROOT / "fuzz" / "corpus" / target
    d.mkdir(parents=True, exist_ok=True)
    (d / hashlib.sha1(data).hexdigest()).write_bytes(data)


def texts_of(v, out):
    if isinstance(v, dict):
        for k, x in v.items():
            if k in ("text", "content") and isinstance(x, str):
                out.append(x)
            else:
                texts_of(x, out)
    elif isinstance(v, list):
        for x in v:
            texts_of(x, out)


def policies_of(v, out):
    if isinstance(v, dict):
        for k, x in v.items():
            if k == "policy" and isinstance(x, dict):
                out.append(x)
            policies_of(x, out)
    elif isinstance(v, list):
        for x in v:
            policies_of(x, out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=str(ROOT.parent / "shared" / "corpus"))
    ap.add_argument("--per-file", type=int, default=300)
    args = ap.parse_args()
    rng = random.Random(7)
    texts, policies, n_vectors = [], [], 0
    for f in sorted((ROOT / "tests" / "vectors").glob("*.json")):
        doc = json.loads(f.read_text())
        for case in doc.get("cases", []):
            if case.get("op") in OPS:
                write("vectors", bytes([OPS.index(case["op"])]) + json.dumps(case["input"]).encode())
                n_vectors += 1
            texts_of(case.get("input"), texts)
            policies_of(case.get("input"), policies)
    for f in sorted((ROOT / "examples").glob("*.jsonl")):
        for line in f.read_text().splitlines():
            if line.strip():
                texts_of(json.loads(line), texts)
    corpus = pathlib.Path(args.corpus)
    if corpus.is_dir():
        for f in sorted(corpus.glob("*.jsonl")):
            lines = f.read_text().splitlines()
            for line in rng.sample(lines, min(args.per_file, len(lines))):
                texts.append(json.loads(line)["text"])
    else:
        print(f"no shared corpus at {corpus}: seeding from the vectors and examples only")
    for i, t in enumerate(texts):
        write("scan", bytes([i % 256]) + t.encode())
    for f in sorted((ROOT / "examples").glob("*.yaml")):
        write("policy", f.read_bytes())
    for p in policies:
        write("policy", json.dumps(p, indent=1).encode())
    print(f"seeded fuzz/corpus: scan {len(texts)} texts, policy {len(policies)} policies and the example YAML, vectors {n_vectors} cases")


if __name__ == "__main__":
    main()
