#!/usr/bin/env bash
# Install the Debian packages the project needs, only those that are missing.
# iverilog: cocotb simulations, MyHDL co-simulation (iverilog-vpi), pyverilog's preprocessor.
# yosys: synthesis checks and cell counts. build-essential + perl: Verilator's C++ builds
# (build-essential's g++ also builds iswitch/native at first use).
# tshark: the Wireshark dissector generated from iswitch.wire is tested with it.
set -euo pipefail
need=()
command -v iverilog     >/dev/null 2>&1 || need+=(iverilog)
command -v iverilog-vpi >/dev/null 2>&1 || need+=(iverilog)
command -v yosys        >/dev/null 2>&1 || need+=(yosys)
command -v g++          >/dev/null 2>&1 || need+=(build-essential)
command -v make         >/dev/null 2>&1 || need+=(build-essential)
command -v perl         >/dev/null 2>&1 || need+=(perl)
command -v tshark       >/dev/null 2>&1 || need+=(tshark)
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || need+=(python3-venv)
if [ ${#need[@]} -eq 0 ]; then
    exit 0
fi
mapfile -t need < <(printf '%s\n' "${need[@]}" | sort -u)
echo "setup: installing Debian packages: ${need[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
