#!/usr/bin/env python3
"""Independent reference for memwarden's integrity vectors.

Writes hmac_rfc4231.json, provenance.json, records.json, tokens.json and
audit.json next to this file. Every expected output is computed here, with
Python's hashlib/hmac/struct/json and nothing from the Rust crate, from the
formats documented in README.md (or typed from RFC 4231), so the Rust test
that replays these files is a cross-implementation check, not a snapshot.

Usage: python3 tests/vectors/integrity_reference.py
"""
import base64
import hashlib
import hmac
import json
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def b64(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def canon(v) -> str:
    # Matches memwarden's canonical JSON for values without floats:
    # sorted keys (code point order), no whitespace, UTF-8, control chars escaped.
    return json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def lp(domain: str, *fields: bytes) -> bytes:
    out = b""
    for f in (domain.encode(),) + fields:
        out += struct.pack(">Q", len(f)) + f
    return out


def u64(n: int) -> bytes:
    return struct.pack(">Q", n)


def mac(key: bytes, msg: bytes) -> bytes:
    return hmac.new(key, msg, hashlib.sha256).digest()


def content_hash(b: bytes) -> str:
    return "sha256:" + hashlib.sha256(b).hexdigest()


K1 = bytes(range(32))
K2 = bytes(range(32, 64))
K9 = bytes(range(100, 132))
RING1 = {"active": "k1", "keys": {"k1": b64(K1)}}
RING2 = {"active": "k2", "keys": {"k1": b64(K1), "k2": b64(K2)}}
RING_K2_ONLY = {"active": "k2", "keys": {"k2": b64(K2)}}
KEYS = {"k1": K1, "k2": K2, "k9": K9}


def ok(v):
    return {"ok": v}


def err(code):
    return {"error": code}


def case(name, op, inp, expected):
    return {"name": name, "op": op, "input": inp, "expected": expected}


def write(fname, suite, description, cases):
    doc = {"suite": suite, "description": description, "cases": cases}
    with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=2, ensure_ascii=False)
        f.write("\n")


# ---------------------------------------------------------------- RFC 4231
def rfc4231():
    aa131 = "aa" * 131
    tcs = [
        # (name, key hex, data hex, expected hex typed from RFC 4231 section 4, truncate bits)
        ("test case 1", "0b" * 20, b"Hi There".hex(),
         "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7", None),
        ("test case 2", b"Jefe".hex(), b"what do ya want for nothing?".hex(),
         "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843", None),
        ("test case 3", "aa" * 20, "dd" * 50,
         "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe", None),
        ("test case 4", "0102030405060708090a0b0c0d0e0f10111213141516171819", "cd" * 50,
         "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b", None),
        ("test case 5 (truncated to 128 bits)", "0c" * 20, b"Test With Truncation".hex(),
         "a3b6167473100ee06e0c796c2955552b", 128),
        ("test case 6", aa131, b"Test Using Larger Than Block-Size Key - Hash Key First".hex(),
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54", None),
        ("test case 7", aa131,
         b"This is a test using a larger than block-size key and a larger than block-size data. "
         b"The key needs to be hashed before being used by the HMAC algorithm.".hex(),
         "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2", None),
    ]
    cases = []
    for name, key, data, expected, bits in tcs:
        full = hmac.new(bytes.fromhex(key), bytes.fromhex(data), hashlib.sha256).hexdigest()
        assert full.startswith(expected), (name, full)  # typed value agrees with Python's hmac
        inp = {"key": key, "data": data}
        if bits:
            inp["truncateBits"] = bits
        cases.append(case("RFC 4231 " + name, "hmac_sha256", inp, ok({"mac": expected})))
    write("hmac_rfc4231.json", "hmac_rfc4231",
          "HMAC-SHA256 test vectors from RFC 4231 section 4 (keys and data in hex; "
          "test case 5 truncated to its first 128 bits as in the RFC).", cases)


# ---------------------------------------------------------------- provenance
DEFAULT_TRUST = {"system": 1.0, "user_input": 0.9, "llm_generated": 0.7,
                 "tool_result": 0.6, "external_data": 0.3}


def pow_sq(base, exp):
    result, b = 1.0, base
    while exp > 0:
        if exp & 1:
            result *= b
        exp >>= 1
        if exp > 0:
            b *= b
    return result


def eff_trust(initial, elapsed_ms, count, decay):
    days = elapsed_ms // 86_400_000
    x = initial * pow_sq(1.0 - decay, days) * (1.0 + 0.1 * float(count))
    if x != x or x <= 0.0:
        return 0.0
    return 1.0 if x >= 1.0 else x


def provenance():
    cases = []
    for name, text in [("empty content", ""), ("ascii content", "abc"),
                       ("unicode content is hashed as UTF-8", "héllo wörld ✓")]:
        cases.append(case(name, "content_hash", {"text": text},
                          ok({"contentHash": content_hash(text.encode())})))
    cases.append(case("raw bytes that are not UTF-8", "content_hash", {"hex": "ff00fe"},
                      ok({"contentHash": content_hash(bytes.fromhex("ff00fe"))})))
    cases.append(case("bad hex is invalid_input", "content_hash", {"hex": "abc"}, err("invalid_input")))
    for src, trust in DEFAULT_TRUST.items():
        content = "note from " + src
        cases.append(case(f"stamp {src} with default trust", "provenance_stamp",
                          {"sourceType": src, "sourceId": "id-" + src, "content": content, "timestampMs": 1700000000000},
                          ok({"sourceType": src, "sourceId": "id-" + src, "trustLevel": trust,
                              "timestampMs": 1700000000000, "contentHash": content_hash(content.encode())})))
    cases.append(case("stamp with a configured trust", "provenance_stamp",
                      {"sourceType": "tool_result", "sourceId": "web", "content": "x", "timestampMs": 5,
                       "config": {"toolResult": 0.25}},
                      ok({"sourceType": "tool_result", "sourceId": "web", "trustLevel": 0.25,
                          "timestampMs": 5, "contentHash": content_hash(b"x")})))
    cases.append(case("unknown source type is invalid_input", "provenance_stamp",
                      {"sourceType": "rumour", "sourceId": "x", "content": "x", "timestampMs": 5},
                      err("invalid_input")))
    day = 86_400_000
    trust_cases = [
        ("no time elapsed", {"sourceType": "user_input", "elapsedMs": 0, "accessCount": 0}, 0.9, 0, 0, 0.01),
        ("a partial day does not decay", {"sourceType": "llm_generated", "elapsedMs": day - 1, "accessCount": 0}, 0.7, day - 1, 0, 0.01),
        ("one whole day", {"sourceType": "llm_generated", "elapsedMs": day, "accessCount": 0}, 0.7, day, 0, 0.01),
        ("thirty days and a bit", {"sourceType": "tool_result", "elapsedMs": 30 * day + 12345, "accessCount": 0}, 0.6, 30 * day + 12345, 0, 0.01),
        ("a year", {"sourceType": "user_input", "elapsedMs": 365 * day, "accessCount": 0}, 0.9, 365 * day, 0, 0.01),
        ("accesses raise trust", {"sourceType": "external_data", "elapsedMs": 10 * day, "accessCount": 3}, 0.3, 10 * day, 3, 0.01),
        ("trust is clamped to one", {"sourceType": "user_input", "elapsedMs": 0, "accessCount": 5}, 0.9, 0, 5, 0.01),
        ("explicit initial trust", {"initial": 0.55, "elapsedMs": 7 * day, "accessCount": 1}, 0.55, 7 * day, 1, 0.01),
        ("configured decay", {"sourceType": "system", "elapsedMs": 3 * day, "accessCount": 0, "config": {"decayPerDay": 0.5}}, 1.0, 3 * day, 0, 0.5),
        ("millennia decay to zero", {"sourceType": "system", "elapsedMs": 18446744073709551615, "accessCount": 0}, 1.0, 18446744073709551615, 0, 0.01),
        ("zero decay keeps trust", {"sourceType": "tool_result", "elapsedMs": 1000 * day, "accessCount": 0, "config": {"decayPerDay": 0.0}}, 0.6, 1000 * day, 0, 0.0),
    ]
    for name, inp, initial, elapsed, count, decay in trust_cases:
        cases.append(case("effective trust: " + name, "effective_trust", inp,
                          ok({"trust": eff_trust(initial, elapsed, count, decay)})))
    cases.append(case("decay above one is policy_invalid", "effective_trust",
                      {"sourceType": "system", "elapsedMs": 0, "accessCount": 0, "config": {"decayPerDay": 1.5}},
                      err("policy_invalid")))
    write("provenance.json", "provenance",
          "Content hashes, provenance stamps and effective trust with whole-day decay.", cases)


# ---------------------------------------------------------------- records
def prov(src, sid, trust, ts, content):
    return {"sourceType": src, "sourceId": sid, "trustLevel": trust, "timestampMs": ts,
            "contentHash": content_hash(content.encode())}


def record(project, agent, scope, content, metadata, src="user_input", trust=0.9, ts=1700000000000):
    return {"projectId": project, "agentId": agent, "scope": scope, "content": content,
            "metadata": metadata, "provenance": prov(src, "user-42", trust, ts, content)}


def record_message(r) -> bytes:
    p = r["provenance"]
    return lp("memwarden/record/v1", r["projectId"].encode(), r["agentId"].encode(), r["scope"].encode(),
              r["content"].encode(), canon(r["metadata"]).encode(), p["sourceType"].encode(),
              p["sourceId"].encode(), struct.pack(">d", p["trustLevel"]), u64(p["timestampMs"]),
              p["contentHash"].encode())


def sign(r, kid):
    return "mw1." + kid + "." + b64(mac(KEYS[kid], record_message(r)))


def records():
    cases = []
    canon_cases = [
        ("keys are sorted by code point", {"b": 1, "a": {"d": [], "c": None}, "Z": True, "é": "x"},
         '{"Z":true,"a":{"c":null,"d":[]},"b":1,"é":"x"}'),
        ("strings escape quotes, backslashes and control characters only",
         "q\"b\\\n\t\u0001é\u2028", '"q\\"b\\\\\\n\\t\\u0001é\u2028"'),
        ("integers keep every digit", [18446744073709551615, -9223372036854775808, 0],
         "[18446744073709551615,-9223372036854775808,0]"),
        ("integral floats are written as integers", [1.0, -2.0, 0.5, 1e300, 1.5e-7],
         "[1,-2,0.5,1e+300,1.5e-7]"),
    ]
    for name, value, text in canon_cases:
        cases.append(case("canonical JSON: " + name, "canonical_json", {"value": value}, ok({"text": text})))

    r1 = record("proj-1", "agent-7", "user", "The user prefers metric units. Ünïcödé ✓",
                {"tags": ["units", "prefs"], "importance": 3, "nested": {"z": 1, "a": "b"}})
    cases.append(case("record message is the length-prefixed encoding", "record_message", {"record": r1},
                      ok({"messageHex": record_message(r1).hex()})))
    s1 = sign(r1, "k1")
    cases.append(case("sign with the active key", "sign_record", {"keyring": RING1, "record": r1}, ok({"signature": s1})))
    cases.append(case("sign with a rotated-in active key", "sign_record", {"keyring": RING2, "record": r1},
                      ok({"signature": sign(r1, "k2")})))
    cases.append(case("verify a genuine signature", "verify_record",
                      {"keyring": RING1, "record": r1, "signature": s1}, ok({"valid": True})))
    cases.append(case("an old key still verifies after rotation", "verify_record",
                      {"keyring": RING2, "record": r1, "signature": s1}, ok({"valid": True})))
    cases.append(case("a removed key is unknown_key", "verify_record",
                      {"keyring": RING_K2_ONLY, "record": r1, "signature": s1}, err("unknown_key")))
    r1_reordered = dict(r1)
    r1_reordered["metadata"] = {"nested": {"a": "b", "z": 1}, "importance": 3, "tags": ["units", "prefs"]}
    cases.append(case("metadata key order does not matter", "verify_record",
                      {"keyring": RING1, "record": r1_reordered, "signature": s1}, ok({"valid": True})))

    ra = record("a:b", "c", "user", "x", None)
    rb = record("a", "b:c", "user", "x", None)
    assert record_message(ra) != record_message(rb)
    cases.append(case("ids containing ':' get distinct messages (1)", "record_message", {"record": ra},
                      ok({"messageHex": record_message(ra).hex()})))
    cases.append(case("ids containing ':' get distinct messages (2)", "record_message", {"record": rb},
                      ok({"messageHex": record_message(rb).hex()})))
    cases.append(case("project 'a:b' + agent 'c' cannot pass as project 'a' + agent 'b:c'", "verify_record",
                      {"keyring": RING1, "record": rb, "signature": sign(ra, "k1")}, err("signature_invalid")))

    changed = record("proj-1", "agent-7", "user", "The user prefers imperial units.", r1["metadata"])
    cases.append(case("changed content with a matching new hash is signature_invalid", "verify_record",
                      {"keyring": RING1, "record": changed, "signature": s1}, err("signature_invalid")))
    bumped = json.loads(json.dumps(r1))
    bumped["provenance"]["trustLevel"] = 1.0
    cases.append(case("raised trust level is signature_invalid", "verify_record",
                      {"keyring": RING1, "record": bumped, "signature": s1}, err("signature_invalid")))
    moved = json.loads(json.dumps(r1))
    moved["scope"] = "global"
    cases.append(case("changed scope is signature_invalid", "verify_record",
                      {"keyring": RING1, "record": moved, "signature": s1}, err("signature_invalid")))
    tag = s1.split(".")[2]
    flipped = "mw1.k1." + ("B" if tag[0] == "A" else "A") + tag[1:]
    cases.append(case("a changed tag is signature_invalid", "verify_record",
                      {"keyring": RING1, "record": r1, "signature": flipped}, err("signature_invalid")))
    cases.append(case("a signature under an unknown key id is unknown_key", "verify_record",
                      {"keyring": RING1, "record": r1, "signature": sign(r1, "k9")}, err("unknown_key")))
    for label, bad in [("empty", ""), ("wrong version", "mw2.k1." + tag), ("missing tag", "mw1.k1"),
                       ("extra part", s1 + ".x"), ("short tag", "mw1.k1." + tag[:-1]),
                       ("padded tag", "mw1.k1." + tag[:-1] + "="), ("standard alphabet", "mw1.k1." + "+" * 43),
                       ("empty key id", "mw1.." + tag)]:
        cases.append(case("malformed signature (" + label + ") is signature_malformed", "verify_record",
                          {"keyring": RING1, "record": r1, "signature": bad}, err("signature_malformed")))
    mismatch = json.loads(json.dumps(r1))
    mismatch["content"] = "tampered before signing"
    cases.append(case("a record whose content does not match its hash is not signed", "sign_record",
                      {"keyring": RING1, "record": mismatch}, err("content_hash_mismatch")))
    cases.append(case("a key ring with a short key is key_invalid", "sign_record",
                      {"keyring": {"active": "k1", "keys": {"k1": b64(b"short")}}, "record": r1}, err("key_invalid")))
    cases.append(case("a key ring with an empty key is key_invalid", "sign_record",
                      {"keyring": {"active": "k1", "keys": {"k1": ""}}, "record": r1}, err("key_invalid")))
    cases.append(case("a key id containing '.' is key_invalid", "sign_record",
                      {"keyring": {"active": "k.1", "keys": {"k.1": b64(K1)}}, "record": r1}, err("key_invalid")))
    # A key ring is an object: serde's positional form of a struct is refused.
    cases.append(case("a key ring written as an array is key_invalid", "sign_record",
                      {"keyring": ["k1", {"k1": b64(K1)}], "record": r1}, err("key_invalid")))
    # So is a record: its fields by position are not a record.
    cases.append(case("a record written as an array is invalid_input", "sign_record",
                      {"keyring": RING1, "record": [r1[k] for k in r1]}, err("invalid_input")))
    write("records.json", "records",
          "Canonical JSON, the length-prefixed record message and mw1 record signatures (HMAC-SHA256).", cases)


# ---------------------------------------------------------------- tokens
def token_issue(grant, kid="k1"):
    payload = canon(grant).encode()
    tag = mac(KEYS[kid], lp("memwarden/token/v1", kid.encode(), payload))
    return f"mwt1.{kid}.{b64(payload)}.{b64(tag)}"


def token_append(token, caveat_bytes: bytes):
    head, tag = token.rsplit(".", 1)
    t = base64.urlsafe_b64decode(tag + "=" * (-len(tag) % 4))
    new = mac(t, lp("memwarden/caveat/v1", caveat_bytes))
    return f"{head}.{b64(caveat_bytes)}.{b64(new)}"


def tokens():
    cases = []
    grant = {"tokenId": "tok-1", "capabilityId": "memory.read", "principalId": "agent-7",
             "issuedAtMs": 1000, "expiresAtMs": 100000,
             "constraints": {"maxRows": 100, "allowedFields": ["title", "body", "tags"],
                             "scope": {"projectId": "proj-1"}}}
    t1 = token_issue(grant)
    cases.append(case("issue a token", "token_issue", {"keyring": RING1, "grant": grant}, ok({"token": t1})))
    bare = {"tokenId": "tok-2", "capabilityId": "memory.write", "principalId": "agent-8",
            "issuedAtMs": 0, "expiresAtMs": 1}
    cases.append(case("issue an unconstrained token", "token_issue", {"keyring": RING2, "grant": bare},
                      ok({"token": token_issue(dict(bare, constraints={}), "k2")})))
    cases.append(case("expiry not after issue time is invalid_input", "token_issue",
                      {"keyring": RING1, "grant": dict(grant, expiresAtMs=1000)}, err("invalid_input")))

    def verify_in(tok, now=5000, principal="agent-7", capability="memory.read", ring=RING1, revoked=None):
        d = {"keyring": ring, "token": tok, "principal": principal, "capability": capability, "nowMs": now}
        if revoked is not None:
            d["revoked"] = revoked
        return d

    def claims(expires=100000, constraints=None, caveats=0, kid="k1"):
        return {"tokenId": "tok-1", "keyId": kid, "capabilityId": "memory.read", "principalId": "agent-7",
                "issuedAtMs": 1000, "expiresAtMs": expires,
                "constraints": grant["constraints"] if constraints is None else constraints,
                "caveatCount": caveats}

    c1 = claims()
    cases.append(case("verify a genuine token", "token_verify", verify_in(t1), ok(c1)))
    cases.append(case("valid from issuedAtMs inclusive", "token_verify", verify_in(t1, now=1000), ok(c1)))
    cases.append(case("before issuedAtMs is token_not_yet_valid", "token_verify", verify_in(t1, now=999), err("token_not_yet_valid")))
    cases.append(case("at expiresAtMs is token_expired", "token_verify", verify_in(t1, now=100000), err("token_expired")))
    cases.append(case("another principal is principal_mismatch", "token_verify", verify_in(t1, principal="agent-8"), err("principal_mismatch")))
    cases.append(case("another capability is capability_mismatch", "token_verify", verify_in(t1, capability="memory.write"), err("capability_mismatch")))
    cases.append(case("a revoked token id is token_revoked", "token_verify", verify_in(t1, revoked=["tok-0", "tok-1"]), err("token_revoked")))
    cases.append(case("still verifies after key rotation", "token_verify", verify_in(t1, ring=RING2), ok(c1)))
    cases.append(case("a key no longer in the ring is unknown_key", "token_verify", verify_in(t1, ring=RING_K2_ONLY), err("unknown_key")))
    forged_payload = canon(dict(grant, constraints=dict(grant["constraints"], maxRows=1000000))).encode()
    parts = t1.split(".")
    forged = f"mwt1.k1.{b64(forged_payload)}.{parts[3]}"
    cases.append(case("a changed payload is token_invalid", "token_verify", verify_in(forged), err("token_invalid")))
    relabelled_ring = {"active": "k1", "keys": {"k1": b64(K1), "k3": b64(K1)}}
    cases.append(case("the key id is bound into the MAC", "token_verify",
                      verify_in(t1.replace("mwt1.k1.", "mwt1.k3.", 1), ring=relabelled_ring), err("token_invalid")))
    tag = parts[3]
    flipped = t1[:-len(tag)] + ("B" if tag[0] == "A" else "A") + tag[1:]
    cases.append(case("a changed tag is token_invalid", "token_verify", verify_in(flipped), err("token_invalid")))
    for label, bad in [("empty", ""), ("prefix only", "mwt1"), ("three parts", "mwt1.k1." + parts[2]),
                       ("wrong version", "mwt2" + t1[4:]), ("bad key id", "mwt1.k!1." + parts[2] + "." + tag),
                       ("padding", t1 + "="), ("trailing dot", t1 + "."), ("truncated tag", t1[:-1]),
                       ("empty payload", "mwt1.k1.." + tag), ("not base64", "mwt1.k1.%%%%." + tag),
                       ("non-ASCII", "mwt1.k1.\u00e9\u00e9.\u00e9\u00e9")]:
        cases.append(case("malformed token (" + label + ") is token_malformed", "token_verify", verify_in(bad), err("token_malformed")))
    too_long = "mwt1.k1." + "A" * 8200 + "." + tag
    cases.append(case("a token over 8 KiB is token_too_large", "token_verify", verify_in(too_long), err("token_too_large")))

    # Attenuation (caveats are canonical JSON of the caveat object).
    cav1 = {"expiresAtMs": 50000, "maxRows": 10, "allowedFields": ["title", "tags"], "scope": {"agentId": "agent-7"}}
    t2 = token_append(t1, canon(cav1).encode())
    cases.append(case("attenuate by appending a narrowing caveat", "token_attenuate", {"token": t1, "caveat": cav1}, ok({"token": t2})))
    narrowed = {"maxRows": 10, "allowedFields": ["title", "tags"], "scope": {"agentId": "agent-7", "projectId": "proj-1"}}
    c2 = claims(expires=50000, constraints=narrowed, caveats=1)
    cases.append(case("an attenuated token verifies with the intersected constraints", "token_verify", verify_in(t2), ok(c2)))
    cases.append(case("an attenuated token expires at the caveat's expiry", "token_verify", verify_in(t2, now=50000), err("token_expired")))
    cav2 = {"maxRows": 5}
    t3 = token_append(t2, canon(cav2).encode())
    cases.append(case("attenuate an attenuated token", "token_attenuate", {"token": t2, "caveat": cav2}, ok({"token": t3})))
    cases.append(case("two caveats intersect", "token_verify", verify_in(t3),
                      ok(claims(expires=50000, constraints=dict(narrowed, maxRows=5), caveats=2))))
    stripped = ".".join(t2.split(".")[:3] + [t2.split(".")[-1]])
    cases.append(case("dropping a caveat but keeping its tag is token_invalid", "token_verify", verify_in(stripped), err("token_invalid")))
    for label, cav in [("a larger maxRows", {"maxRows": 11}), ("a later expiry", {"expiresAtMs": 50001}),
                       ("an extra field", {"allowedFields": ["title", "body"]}),
                       ("a different scope value", {"scope": {"projectId": "proj-2"}})]:
        cases.append(case("a caveat with " + label + " is caveat_widens", "token_attenuate",
                          {"token": t2, "caveat": cav}, err("caveat_widens")))
    cases.append(case("an empty caveat is invalid_input", "token_attenuate", {"token": t1, "caveat": {}}, err("invalid_input")))
    cases.append(case("an unknown caveat field is invalid_input", "token_attenuate",
                      {"token": t1, "caveat": {"admin": True}}, err("invalid_input")))
    wide = token_append(t2, canon({"allowedFields": ["body", "secret", "title"], "expiresAtMs": 999999, "maxRows": 1000}).encode())
    cases.append(case("a hand-crafted widening caveat has no effect", "token_verify", verify_in(wide),
                      ok(claims(expires=50000, constraints=dict(narrowed, allowedFields=["title"]), caveats=2))))
    contradict = token_append(t1, canon({"scope": {"projectId": "proj-2"}}).encode())
    cases.append(case("a hand-crafted contradicting scope is token_invalid", "token_verify", verify_in(contradict), err("token_invalid")))
    unknown = token_append(t1, canon({"maxRows": 1, "admin": True}).encode())
    cases.append(case("a hand-crafted unknown caveat field is token_malformed", "token_verify", verify_in(unknown), err("token_malformed")))
    # A caveat is an object: its fields by position ([expiresAtMs, maxRows])
    # or a field written twice are not a caveat, whoever appended it.
    positional = token_append(t1, b"[50000,5]")
    cases.append(case("a hand-crafted caveat written as an array is token_malformed", "token_verify", verify_in(positional), err("token_malformed")))
    twice = token_append(t1, b'{"maxRows":5,"maxRows":500}')
    cases.append(case("a hand-crafted caveat naming a field twice is token_malformed", "token_verify", verify_in(twice), err("token_malformed")))
    many = t1
    for i in range(16):
        many = token_append(many, canon({"maxRows": 50 - i}).encode())
    cases.append(case("sixteen caveats are accepted", "token_verify", verify_in(many),
                      ok(claims(constraints=dict(grant["constraints"], maxRows=35), caveats=16))))
    cases.append(case("a seventeenth caveat is token_too_large", "token_attenuate",
                      {"token": many, "caveat": {"maxRows": 1}}, err("token_too_large")))
    cases.append(case("a token with seventeen caveats is token_too_large", "token_verify",
                      verify_in(token_append(many, canon({"maxRows": 1}).encode())), err("token_too_large")))

    # Handle checks against verified claims.
    def handle(request, claims_=c1):
        return {"claims": claims_, "request": request}

    cases.append(case("an unspecified limit is clamped to maxRows, fields default to allowedFields, scope fills the filter",
                      "token_check_handle", handle({"principal": "agent-7"}),
                      ok({"principal": "agent-7", "limit": 100, "fields": ["title", "body", "tags"], "filter": {"projectId": "proj-1"}})))
    cases.append(case("a request within the constraints passes unchanged plus scope", "token_check_handle",
                      handle({"principal": "agent-7", "limit": 20, "fields": ["title"], "filter": {"agentId": "agent-7", "projectId": "proj-1"}}),
                      ok({"principal": "agent-7", "limit": 20, "fields": ["title"], "filter": {"agentId": "agent-7", "projectId": "proj-1"}})))
    cases.append(case("a limit above maxRows is handle_constraint_violation", "token_check_handle",
                      handle({"principal": "agent-7", "limit": 101}), err("handle_constraint_violation")))
    cases.append(case("a field outside allowedFields is handle_constraint_violation", "token_check_handle",
                      handle({"principal": "agent-7", "fields": ["title", "embedding"]}), err("handle_constraint_violation")))
    cases.append(case("a filter contradicting scope is handle_constraint_violation", "token_check_handle",
                      handle({"principal": "agent-7", "filter": {"projectId": "proj-2"}}), err("handle_constraint_violation")))
    cases.append(case("another principal is handle_principal_mismatch", "token_check_handle",
                      handle({"principal": "agent-8"}), err("handle_principal_mismatch")))
    cases.append(case("an unconstrained token leaves the request as it is", "token_check_handle",
                      handle({"principal": "agent-7"}, dict(c1, constraints={})),
                      ok({"principal": "agent-7", "filter": {}})))
    write("tokens.json", "tokens",
          "mwt1 capability tokens: issue, verify, attenuate with chained-HMAC caveats, and handle checks.", cases)


# ---------------------------------------------------------------- audit
GENESIS = "0" * 64
STRIP = ["payload", "content", "value", "memory", "text", "body"]


def strip(event):
    if isinstance(event, dict) and isinstance(event.get("action"), str) and event["action"].startswith("memory."):
        return {k: v for k, v in event.items() if k not in STRIP}
    return event


def audit_hash(kid, seq, prev, ts, event):
    msg = lp("memwarden/audit/v1", kid.encode(), u64(seq), prev.encode(), u64(ts), canon(event).encode())
    return mac(KEYS[kid], msg).hex()


def audit_chain(events, kid="k1", start_seq=0, prev=GENESIS):
    out = []
    for i, (event, ts) in enumerate(events):
        seq = start_seq + i
        ev = strip(event)
        h = audit_hash(kid, seq, prev, ts, ev)
        out.append({"seq": seq, "prevHash": prev, "timestampMs": ts, "event": ev, "recordHash": h, "keyId": kid})
        prev = h
    return out


def checkpoint(origin, size, head, kid="k1"):
    body = f"{origin}\n{size}\n{head}\n"
    tag = mac(KEYS[kid], lp("memwarden/checkpoint/v1", body.encode()))
    return {"origin": origin, "size": size, "headHash": head, "signature": f"mw1.{kid}.{b64(tag)}"}


def audit():
    cases = []
    events = [
        ({"action": "memory.write", "memoryId": "m1", "content": "the secret itself", "payload": {"x": 1}, "actor": "agent-7"}, 1000),
        ({"action": "memory.read", "memoryId": "m1", "actor": "agent-7", "text": "also stripped"}, 2000),
        ({"action": "tool.call", "tool": "search", "content": "kept: not a memory event"}, 3000),
        ({"action": "memory.delete", "memoryId": "m1", "body": "stripped", "meta": {"content": "nested fields are kept"}}, 4000),
        ({"action": "login", "user": "alice"}, 5000),
    ]
    recs = audit_chain(events)
    cases.append(case("append events; memory.* events lose payload fields", "audit_append",
                      {"keyring": RING1, "events": [{"event": e, "timestampMs": t} for e, t in events]},
                      ok({"records": recs})))

    def verify(records, anchor=None, ring=RING1):
        d = {"keyring": ring, "records": records}
        if anchor is not None:
            d["anchor"] = anchor
        return d

    def bad(seq, kind, checked):
        return ok({"ok": False, "recordsChecked": checked, "seq": seq, "kind": kind})

    cases.append(case("an untouched chain verifies", "audit_verify", verify(recs), ok({"ok": True, "recordsChecked": 5})))
    cases.append(case("an empty chain verifies", "audit_verify", verify([]), ok({"ok": True, "recordsChecked": 0})))
    m = json.loads(json.dumps(recs))
    m[2]["event"]["tool"] = "exfiltrate"
    cases.append(case("a changed event is mutated", "audit_verify", verify(m), bad(2, "mutated", 2)))
    m = json.loads(json.dumps(recs))
    m[1]["timestampMs"] = 2001
    cases.append(case("a changed timestamp is mutated", "audit_verify", verify(m), bad(1, "mutated", 1)))
    m = json.loads(json.dumps(recs))
    m[4]["recordHash"] = GENESIS
    cases.append(case("a changed record hash is mutated", "audit_verify", verify(m), bad(4, "mutated", 4)))
    m = json.loads(json.dumps(recs))
    forged = dict(m[2], event={"action": "grant.admin", "user": "mallory"})
    m.insert(2, forged)
    cases.append(case("a forged record pushed in front of a genuine one is inserted", "audit_verify", verify(m), bad(2, "inserted", 2)))
    other = audit_chain([({"action": "other.log", "n": i}, 9000 + i) for i in range(3)])
    m = json.loads(json.dumps(recs))
    m[2] = other[2]
    cases.append(case("a genuine record from another chain is inserted", "audit_verify", verify(m), bad(2, "inserted", 2)))
    m = json.loads(json.dumps(recs))
    del m[2]
    cases.append(case("a missing middle record is deleted", "audit_verify", verify(m), bad(2, "deleted", 2)))
    cases.append(case("missing first records are deleted", "audit_verify", verify(recs[2:]), bad(0, "deleted", 0)))
    m = json.loads(json.dumps(recs))
    m[1], m[3] = m[3], m[1]
    cases.append(case("swapped records are reordered", "audit_verify", verify(m), bad(1, "reordered", 1)))
    m = json.loads(json.dumps(recs))
    m.insert(4, json.loads(json.dumps(recs[1])))
    cases.append(case("a replayed record is reordered", "audit_verify", verify(m), bad(4, "reordered", 4)))
    m = json.loads(json.dumps(recs))
    m[3]["keyId"] = "k9"
    cases.append(case("a record naming an unknown key is bad_key", "audit_verify", verify(m), bad(3, "bad_key", 3)))
    cases.append(case("a pruned suffix verifies from its anchor", "audit_verify",
                      verify(recs[3:], anchor={"seq": 3, "hash": recs[2]["recordHash"]}), ok({"ok": True, "recordsChecked": 2})))
    cases.append(case("a pruned suffix does not verify from the genesis", "audit_verify", verify(recs[3:]), bad(0, "deleted", 0)))
    rotated = recs[:2] + audit_chain([({"action": "after.rotation"}, 6000)], kid="k2", start_seq=2, prev=recs[1]["recordHash"])
    cases.append(case("records made before and after a key rotation verify together", "audit_verify",
                      verify(rotated, ring=RING2), ok({"ok": True, "recordsChecked": 3})))

    head = recs[-1]["recordHash"]
    cp = checkpoint("memwarden.example/audit", 5, head)
    cases.append(case("sign a checkpoint", "audit_checkpoint",
                      {"keyring": RING1, "origin": "memwarden.example/audit", "size": 5, "headHash": head}, ok(cp)))
    cases.append(case("a checkpoint origin with a newline is invalid_input", "audit_checkpoint",
                      {"keyring": RING1, "origin": "a\n2", "size": 5, "headHash": head}, err("invalid_input")))

    def cpv(records, checkpoint_, anchor=None, ring=RING1):
        d = {"keyring": ring, "records": records, "checkpoint": checkpoint_}
        if anchor is not None:
            d["anchor"] = anchor
        return d

    cases.append(case("the full log matches its checkpoint", "audit_checkpoint_verify", cpv(recs, cp), ok({"ok": True, "recordsChecked": 5})))
    cases.append(case("a dropped tail is truncated", "audit_checkpoint_verify", cpv(recs[:3], cp), bad(3, "truncated", 3)))
    cases.append(case("a deleted store is truncated", "audit_checkpoint_verify", cpv([], cp), bad(0, "truncated", 0)))
    grown = audit_chain(events + [({"action": "later"}, 7000)])
    cases.append(case("a log that grew after its checkpoint verifies", "audit_checkpoint_verify", cpv(grown, cp), ok({"ok": True, "recordsChecked": 6})))
    rewritten = audit_chain([({"action": "rewritten", "n": i}, 1) for i in range(5)])
    cases.append(case("a rewritten history of the same size is truncated", "audit_checkpoint_verify", cpv(rewritten, cp), bad(4, "truncated", 5)))
    cases.append(case("an empty log matches an empty checkpoint", "audit_checkpoint_verify",
                      cpv([], checkpoint("memwarden.example/audit", 0, GENESIS)), ok({"ok": True, "recordsChecked": 0})))
    cases.append(case("a pruned log verifies against a checkpoint from its anchor", "audit_checkpoint_verify",
                      cpv(recs[3:], cp, anchor={"seq": 3, "hash": recs[2]["recordHash"]}), ok({"ok": True, "recordsChecked": 2})))
    cases.append(case("a tampered chain is reported before the checkpoint comparison", "audit_checkpoint_verify",
                      cpv(recs[:2] + recs[3:], cp), bad(2, "deleted", 2)))
    cases.append(case("a checkpoint with a changed size is checkpoint_invalid", "audit_checkpoint_verify",
                      cpv(recs[:3], dict(cp, size=3)), err("checkpoint_invalid")))
    cases.append(case("a checkpoint with a changed head is checkpoint_invalid", "audit_checkpoint_verify",
                      cpv(recs[:3], dict(cp, headHash=recs[2]["recordHash"])), err("checkpoint_invalid")))
    cases.append(case("a checkpoint signed by an unknown key is unknown_key", "audit_checkpoint_verify",
                      cpv(recs, checkpoint("memwarden.example/audit", 5, head, kid="k9")), err("unknown_key")))
    cases.append(case("a checkpoint with a malformed signature is checkpoint_invalid", "audit_checkpoint_verify",
                      cpv(recs, dict(cp, signature="not-a-signature")), err("checkpoint_invalid")))
    write("audit.json", "audit",
          "Hash-chained audit records, tamper classification and signed checkpoints.", cases)


if __name__ == "__main__":
    rfc4231()
    provenance()
    records()
    tokens()
    audit()
