# memwarden: the two commands are `make demo` (the main job) and
# `make test` (every test; installs what it needs on a fresh machine).

CORPUS ?= ../shared/corpus
CARGO ?= cargo
# apt-get needs root: sudo when not root already.
SUDO ?= $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: test demo demo-store setup unit nostd vectors vectors-check eval eval-check bench lint npm-test npm-bench

test: setup unit nostd vectors-check eval-check npm-test
	@echo "make test: all checks passed"

# Everything `make test` needs on a fresh Debian machine with rustup (the
# npm package also needs Node >= 18 and npm; its build installs the pinned
# wasm-bindgen-cli itself, `npm ci` the JS tools).
setup:
	rustup target add wasm32v1-none wasm32-unknown-unknown
	@test -x /usr/bin/chromium || { $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q chromium; }

unit:
	$(CARGO) test --workspace --release

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
ENFORCE ?= threat
eval:
	$(CARGO) build -q --release -p memwarden-eval
	./target/release/memwarden-eval $(CORPUS)/*.jsonl | python3 tools/score.py --enforce $(ENFORCE)

eval-check:
	@if [ -d "$(CORPUS)" ]; then $(MAKE) --no-print-directory eval; \
	else echo "eval-check: $(CORPUS) not found, skipped"; fi

demo:
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

lint:
	$(CARGO) clippy --workspace --all-targets -- -D warnings
