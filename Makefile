# The two commands of the README: `make test` and `make report`.
# Both do all set-up first: Debian packages when missing, a virtual environment with tox,
# and tox installs the pinned Python dependencies (requirements.txt) into its environment.
PYTHON ?= python3
VENV   := .venv
TOX    := $(VENV)/bin/tox

.PHONY: all setup test report regen lint full bench synth train soak formal clean

all: test

setup: $(VENV)/.stamp

$(VENV)/.stamp: requirements-tox.txt scripts/setup-system.sh
	bash scripts/setup-system.sh
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -q -r requirements-tox.txt
	touch $@

test: setup
	$(TOX) -e py

report: setup
	$(TOX) -e report

regen lint full bench synth train soak formal: setup
	$(TOX) -e $@

clean:
	rm -rf $(VENV) .tox out sim_build build
