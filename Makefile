# memwarden: the two commands are `make demo` (the main job) and
# `make test` (every test; installs what it needs on a fresh machine).

CORPUS ?= ../shared/corpus
CARGO ?= cargo

.PHONY: test demo demo-store setup unit nostd vectors vectors-check eval eval-check bench lint

test: setup unit nostd vectors-check eval-check
	@echo "make test: all checks passed"

# Everything `make test` needs on a fresh Debian machine with rustup.
setup:
	rustup target add wasm32v1-none

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

lint:
	$(CARGO) clippy --workspace --all-targets -- -D warnings
