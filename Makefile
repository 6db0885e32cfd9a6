# Strata — `make demo` runs the offline demo, `make test` runs every check.
# Both create .venv with what they need; nothing else has to be installed first.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
export LANGGRAPH_CLI_NO_ANALYTICS := 1
export LANGGRAPH_NO_VERSION_CHECK := true

# The tests run in WORKERS processes (pytest-xdist), one per core of the CI machine (2). Each
# test file stays on one worker (--dist loadfile): its module fixtures (a `strata serve`, a
# `langgraph dev`, chromium) start once. Every server takes a port of its worker's share
# (tests/support/ports.py), every test its own temp folder, each worker its own PostgreSQL.
# WORKERS=0 runs them in this one process (pdb, -x).
WORKERS ?= 2
PYTEST  := $(BIN)/pytest -q -n $(WORKERS) --dist loadfile

.PHONY: demo test lint typecheck unit integration bench-smoke install install-dev bench bench-recall clean test-tools serve

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.runtime: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.dev: pyproject.toml $(VENV)/.runtime
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@

install: $(VENV)/.runtime
install-dev: $(VENV)/.dev

# The demo keeps its data in ./.strata, so the commands it ends with work from here as printed.
demo: $(VENV)/.runtime
	$(BIN)/strata --data .strata demo

lint: $(VENV)/.dev
	$(BIN)/ruff check strata_layered graph nodes memory cli server bench tests notebooks

typecheck: $(VENV)/.dev
	$(BIN)/mypy -p strata_layered -p bench

# Tiers: unit (pure logic, nodes and the graph on in-memory stores; well under a minute),
# integration (CLI processes, SQLite files, langgraph dev, model servers, notebooks),
# bench-smoke (every benchmark end to end on a tiny input).
unit: $(VENV)/.dev
	$(PYTEST) tests/unit

# The browser and Node tests need Debian's chromium, a CJK font and the AI SDK: installed when
# missing (apt-get, npm ci); with CI=true a tool that cannot be installed fails the run.
test-tools:
	.ci/test-tools

integration: $(VENV)/.dev test-tools
	$(PYTEST) tests/integration

bench-smoke: $(VENV)/.dev
	$(PYTEST) tests/bench

test: lint typecheck test-tools
	$(PYTEST) --durations=15 tests

# Public datasets are read where they lie (never copied): DATA=../shared/data by default.
DATA ?= ../shared/data
bench: $(VENV)/.dev
	$(BIN)/python -m bench turn
	$(BIN)/python -m bench chat

# The API and the pages on http://127.0.0.1:8080 (local mode: one user, loopback only).
serve: $(VENV)/.runtime
	$(BIN)/strata serve

bench-recall: $(VENV)/.dev
	$(BIN)/python -m bench locomo $(DATA)/locomo --conversations 7-9
	$(BIN)/python -m bench memorybank $(DATA)/memorybank-siliconfriend
	$(BIN)/python -m bench madial $(DATA)/madial-bench

clean:
	rm -rf $(VENV) .strata .pytest_cache .mypy_cache .ruff_cache
