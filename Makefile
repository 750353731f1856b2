# Two commands for a newcomer: `make run` and `make test`. Everything else is here for developers.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
PORT    ?= 8000
STAMP   := $(VENV)/.installed

.PHONY: run test bench system browser-deps migrate clean assets

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

system:
	@scripts/ensure_system.sh sandbox

browser-deps:
	@scripts/ensure_system.sh browser
	@scripts/ensure_system.sh compose

migrate: $(STAMP)
	@mkdir -p var
	$(BIN)/alembic upgrade head

run: $(STAMP) system migrate
	PORT=$(PORT) $(BIN)/python -m app serve

test: $(STAMP) system browser-deps
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: $(STAMP) system
	$(BIN)/python -m bench $(SECTIONS)

assets:
	cd frontend && npm ci && npm run build

# After changing problems, reference/ or the mutation analysis: validate everything and record
# what passes (problems/mutation-record.json), so `make test` re-analyses only what changed.
.PHONY: mutation-record
mutation-record: $(STAMP) system
	$(BIN)/python -m grader validate --record problems

clean:
	rm -rf $(VENV) var .pytest_cache

# The Celery deployment on this machine under simulated learners (bench/load.py); last line:
# graded_per_s=... p50_s=... p95_s=... p99_s=... errors=... lost=...
DURATION_S ?= 60
.PHONY: bench-load
bench-load: $(STAMP) system
	DURATION_S=$(DURATION_S) $(BIN)/python -m bench.load
