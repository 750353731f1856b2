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

migrate: $(STAMP)
	@mkdir -p var
	$(BIN)/alembic upgrade head

run: $(STAMP) system migrate
	PORT=$(PORT) $(BIN)/python -m app serve

test: $(STAMP) system browser-deps
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: $(STAMP) system
	$(BIN)/python -m bench

assets:
	cd frontend && npm ci && npm run build

clean:
	rm -rf $(VENV) var .pytest_cache
