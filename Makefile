# The commands of the README: `make test`, `make quick` (the quick tier of the tests, in the
# tox environment of `make test`) and `make report`. Each does all set-up first: Debian
# packages when missing, a virtual environment with tox, and tox installs the pinned Python
# dependencies (requirements.txt) into its environment.
PYTHON ?= python3
VENV   := .venv
TOX    := $(VENV)/bin/tox

.PHONY: all setup test quick report regen lint full bench synth train soak formal clean

all: test

setup: $(VENV)/.stamp

$(VENV)/.stamp: requirements-tox.txt scripts/setup-system.sh
	bash scripts/setup-system.sh
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -q -r requirements-tox.txt
	touch $@

test: setup
	$(TOX) -e py

quick: setup
	$(TOX) -e py -- -m quick tests tb

report: setup
	$(TOX) -e report

regen lint full bench synth train soak formal: setup
	$(TOX) -e $@

clean:
	rm -rf $(VENV) .tox out sim_build build
