"""Bad input to every command-line entry point: one clear line, the right exit status.

Each entry point has a table of (arguments, a fragment of the expected message, exit
status), one row per class of bad input: numbers out of range or not numbers, unknown
choices, names that would end up in generated text, files to read that are missing or
not files, outputs that are FIFOs, devices, folders, files where folders are wanted, or
unwritable. Every row runs the tool's `main` in this process and checks that stderr is
exactly one line (no usage block, no traceback) naming the argument. `{fifo}` and the
like are paths made for the test (see `paths`). Every entry point has a table, and every
option with a type or choices a row in it (both checked below).

The one entry point not in these tables: `python -m myhdl_src.convert` (myhdl_src/ is the
accelerator's, see the issue 14 note).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import signal
import socket
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import pytest

import golden.workloads
import iswitch.formal.__main__
import iswitch.hw.lint
import iswitch.hw.splice
import iswitch.hw.splicegen
import iswitch.hw.synth
import iswitch.hw.timing
import iswitch.hw.vpi
import iswitch.model.__main__
import iswitch.model.compute
import iswitch.model.rtl
import iswitch.report.adder
import iswitch.report.cli
import iswitch.report.workloads
import iswitch.sim.adder_exactness
import iswitch.sim.fabric
import iswitch.sim.lockstep
import iswitch.sim.soak
import iswitch.switchd.__main__
import iswitch.train.cli
import iswitch.train.page
import iswitch.wire.gen
from iswitch.util import cli

REPO = Path(__file__).resolve().parents[1]
SPLICE_DATA = REPO / "tests" / "data" / "splice"
SUME = str(SPLICE_DATA / "nf_datapath_sume_shape.v")
PASSTHROUGH = str(REPO / "rtl" / "switch" / "axis_passthrough.v")
SEED_MAX = golden.workloads.MAX_SEED
RANDOM_CLASSES = iswitch.sim.adder_exactness.RANDOM_CLASSES

Row = tuple[list[str], str, int]

def _splice(*extra: str, datapath: str = SUME, out: str = "{out}") -> list[str]:
    """A valid splicer request writing {out}, with `extra` (the bad argument) after it."""
    return [datapath, "--accel-file", PASSTHROUGH, "--accel-module", "axis_passthrough",
            "-o", out, *extra]


def _script(name: str) -> Callable[[list[str]], int]:
    """The `main` of scripts/<name>.py (the benchmark scripts are not a package)."""
    spec = importlib.util.spec_from_file_location(name, REPO / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.main


TABLES: dict[str, tuple[Callable[[list[str]], int], list[Row]]] = {
    "python -m iswitch.report": (iswitch.report.cli.main, [
        (["--tready-p", "256"], "argument --tready-p: must be an integer in 0..255, got '256'",
         2),
        (["--tready-p", "-1"], "argument --tready-p: must be an integer in 0..255", 2),
        (["--tready-p", "1.5"], "argument --tready-p: must be an integer in 0..255", 2),
        (["--seed", "-1"], f"argument --seed: must be an integer in 0..{SEED_MAX}, got '-1'", 2),
        (["--seed", str(2**64)], f"argument --seed: must be an integer in 0..{SEED_MAX}", 2),
        (["--seed", "zero"], "argument --seed: must be an integer", 2),
        (["--adder-pairs", "-5"], "argument --adder-pairs: must be an integer >= 1, got '-5'",
         2),
        (["--adder-pairs", "0"], "argument --adder-pairs: must be an integer >= 1", 2),
        (["--workers", "0"], "argument --workers: must be an integer in 1..16", 2),
        (["--workers", "17"], "argument --workers: must be an integer in 1..16", 2),
        (["--jobs", "0"], "argument --jobs: must be an integer >= 1", 2),
        (["--workloads", "sac"], "argument --workloads: invalid choice: 'sac'", 2),
        (["--schedules", "burst"], "argument --schedules: invalid choice: 'burst'", 2),
        (["--tree-schedules", "faults"], "argument --tree-schedules: invalid choice: 'faults'",
         2),
        (["--workers", "2", "--schedules", "faults"], "argument --schedules: faults needs at "
         "least 3 workers (--workers 3..16), got --workers 2", 2),
        (["--out", "{device}"], "argument --out: {device}: is a character device, not a folder",
         2),
        (["--out", "{fifo}"], "argument --out: {fifo}: is a FIFO, not a folder", 2),
        (["--out", "{file}"], "argument --out: {file}: is a regular file, not a folder", 2),
        (["--out", "{file}/report"], "argument --out: {file}/report: Not a directory", 2),
        (["--out", "{ro}/report"], "argument --out: {ro}/report: cannot write in {ro}", 2),
        (["--bogus"], "unrecognized arguments: --bogus", 2),
    ]),
    "python -m iswitch.report.adder": (iswitch.report.adder.main, [
        (["--pairs-per-class", "0"], "argument --pairs-per-class: must be an integer >= 1", 2),
        (["--pairs-per-class", "-5"], "argument --pairs-per-class: must be an integer >= 1", 2),
        (["--seed", "-1"], "argument --seed: must be an integer in 0..4294967295", 2),
        (["--seed", str(2**32)], "argument --seed: must be an integer in 0..4294967295", 2),
        (["--out", "{device}"], "argument --out: {device}: is a character device", 2),
        (["--out", "{file}"], "argument --out: {file}: is a regular file, not a folder", 2),
    ]),
    "python -m iswitch.sim.adder_exactness": (iswitch.sim.adder_exactness.main, [
        (["--pairs", "-1"], "argument --pairs: must be an integer >= 0", 2),
        (["--pairs", "2"], f"--pairs must be at least {len(RANDOM_CLASSES)} (one per random "
         "class), got 2", 2),
        (["--seed", "-1"], "argument --seed: must be an integer in 0..4294967295", 2),
        (["--seed", str(2**32)], "argument --seed: must be an integer in 0..4294967295", 2),
        (["--stall", "256"], "argument --stall: must be an integer in 0..255, got '256'", 2),
        (["--stall", "-1"], "argument --stall: must be an integer in 0..255", 2),
        (["--bubble", "300"], "argument --bubble: must be an integer in 0..255", 2),
        (["--sim", "xsim"], "argument --sim: invalid choice: 'xsim'", 2),
        (["--classes", "huge"], "argument --classes: invalid choice: 'huge'", 2),
        (["--no-testfloat", "--classes", "testfloat"], "--no-testfloat leaves no class", 2),
    ]),
    "python -m iswitch.sim.fabric": (iswitch.sim.fabric.main, [
        (["--topology", "5x3"], "argument --topology: topology '5x3': the root takes 1..4 "
         "members, a child 1..3 (one port is its uplink)", 2),
        (["--topology", "2xx"], "argument --topology: topology '2xx': expected fan-outs like "
         "4x3", 2),
        (["--elems", "0"], "argument --elems: must be an integer in 1..4194304, got '0'", 2),
        (["--elems", str(2**22 + 1)], "argument --elems: must be an integer in 1..4194304", 2),
        (["--seed", "-1"], f"argument --seed: must be an integer in 0..{2**63 - 1}", 2),
        (["--link-ns", "-1"], "argument --link-ns: must be", 2),
        (["--link-ns", "nan"], "argument --link-ns: must be", 2),
        (["--schedule", "faults"], "argument --schedule: invalid choice: 'faults'", 2),
        (["--mode", "kulisch"], "argument --mode: invalid choice: 'kulisch'", 2),
        (["--bogus"], "python -m iswitch.sim.fabric: error: unrecognized arguments: --bogus",
         2),
    ]),
    "python -m iswitch.sim.lockstep": (iswitch.sim.lockstep.main, [
        (["--old", "no-such-revision"], "--old no-such-revision: neither a file nor a git "
         "revision with rtl/gen/iswitch_accel.v", 2),
        (["--old", "{dir}"], "neither a file nor a git revision", 2),
        (["--old", "{file}"], "the old netlist must hold exactly one module, iswitch_accel", 2),
        (["--new", "{missing}"], "argument --new: {missing}: no such file", 2),
        (["--seeds", "3-1"], "argument --seeds: must be seeds in", 2),
        (["--frames", "0"], "argument --frames: must be an integer in 1..10000000, got '0'", 2),
        (["--max-cycles", "x"], "argument --max-cycles: must be an integer >= 1, got 'x'", 2),
    ]),
    "python -m iswitch.sim.soak": (iswitch.sim.soak.main, [
        (["--cycles", "0"], "argument --cycles: must be an integer >= 1, got '0'", 2),
        (["--cycles", "-5"], "argument --cycles: must be an integer >= 1", 2),
        (["--cycles", "1e7"], "argument --cycles: must be an integer >= 1, got '1e7'", 2),
        (["--jobs", "0"], "argument --jobs: must be an integer >= 1", 2),
        (["--seed", "-1"], f"argument --seed: must be an integer in 0..{2**63 - 1}, got '-1'",
         2),
        (["--seed", str(2**63)], f"argument --seed: must be an integer in 0..{2**63 - 1}", 2),
        (["--bogus"], "python -m iswitch.sim.soak: error: unrecognized arguments: --bogus", 2),
    ]),
    "iswitch-splice": (iswitch.hw.splice.main, [
        (_splice("--lint-off", "WIDTH\nmodule evil;"),
         "argument --lint-off: expected a Verilator rule name, got 'WIDTH\\nmodule evil;'", 2),
        (_splice("--lint-off", "WIDTH */"), "argument --lint-off: expected a Verilator rule", 2),
        (_splice("--lint-off", ""), "argument --lint-off: expected a Verilator rule name", 2),
        (_splice("--accel-module", "a;b"), "argument --accel-module: expected a Verilog "
         "identifier", 2),
        (_splice("--instance", "1st"), "argument --instance: expected a Verilog identifier", 2),
        (_splice("--link", "m_axis opl"), "argument --link: expected a Verilog identifier", 2),
        (_splice("--top", "a\nb"), "argument --top: expected a Verilog identifier", 2),
        (_splice("-P", "C_M_AXIS_DATA_WIDTH=256\n)"), "argument -P: expected NAME=VALUE", 2),
        (_splice("-P", "1X=2"), "argument -P: expected NAME=VALUE", 2),
        (_splice("-D", "X=1\n`define Y"), "argument -D: expected MACRO or MACRO=VALUE", 2),
        (_splice("-I", "{missing}"), "argument -I: {missing}: no such folder", 2),
        (_splice("-I", "{file}"), "argument -I: {file}: is a regular file, not a folder", 2),
        (_splice(datapath="{missing}"), "argument datapath: {missing}: no such file", 2),
        (_splice(datapath="{dir}"), "argument datapath: {dir}: is a directory, not a file", 2),
        (_splice(datapath="{fifo}"), "argument datapath: {fifo}: is a FIFO, not a file", 2),
        ([SUME, "--accel-file", "{missing}", "-o", "{out}"],
         "argument --accel-file: {missing}: no such file", 2),
        (_splice(out="{fifo}"), "argument -o/--output: {fifo}: is a FIFO, not a regular file", 2),
        (_splice(out="{device}"), "argument -o/--output: {device}: is a character device", 2),
        (_splice(out="{link_to_device}"), "is a character device (the symlink's target", 2),
        (_splice(out="{link_to_fifo}"), "is a FIFO (the symlink's target", 2),
        (_splice(out="{dir}"), "argument -o/--output: {dir}: is a directory", 2),
        (_splice(out="{missing}/x.v"), "argument -o/--output: {missing}/x.v: the folder "
         "{missing} does not exist", 2),
        (_splice(out="{ro}/x.v"), "argument -o/--output: {ro}/x.v: cannot write in {ro}", 2),
        (_splice("--link", "x_axis"), "no such link 'x_axis'", 2),
    ]),
    "iswitch-model": (iswitch.model.__main__.main, [
        (["--repeats", "0"], "argument --repeats: must be an integer >= 1", 2),
        (["--constants", "1", "2", "3", "4", "nan"], "argument --constants: must be a number "
         "> 0, got 'nan'", 2),
        (["--constants", "1", "2", "3", "4", "0"], "argument --constants: must be a number > 0",
         2),
        (["--constants", "1", "2"], "argument --constants: expected 5 arguments", 2),
        (["--out", "{device}"], "argument --out: {device}: is a character device", 2),
        (["--out", "{file}"], "argument --out: {file}: is a regular file, not a folder", 2),
        (["--compute-profile", "{missing}"], "argument --compute-profile: {missing}: no such "
         "file", 2),
        (["--rtl-figures", "{fifo}"], "argument --rtl-figures: {fifo}: is a FIFO, not a file",
         2),
        (["--no-measure", "--no-beyond", "--out", "{dir}/m", "--compute-profile",
          "{bad_json}"], "iswitch-model: error: {bad_json}: cannot read a compute profile", 2),
        (["--no-measure", "--no-beyond", "--out", "{dir}/m", "--rtl-figures", "{json_list}"],
         "iswitch-model: error: {json_list}: not an RTL figures file", 2),
        (["--no-measure", "--no-beyond", "--out", "{dir}/m", "--rtl-figures",
          "{rtl_format_only}"], "{rtl_format_only}: a bad RTL figures file (KeyError", 2),
        (["--no-measure", "--no-beyond", "--out", "{dir}/m", "--report-runs", "{json_list}"],
         "iswitch-model: error: {json_list}: not a report runs.json", 2),
    ]),
    "python -m iswitch.model.rtl": (iswitch.model.rtl.main, [
        (["--report-runs", "{missing}"], "argument --report-runs: {missing}: no such file", 2),
        (["--report-runs", "{bad_json}"], "{bad_json}: cannot read the report's runs", 2),
        (["--report-runs", "{json_list}"], "{json_list}: not a report runs.json", 2),
        (["--report-runs", "{json_empty_list}", "--bench-accel-json", "{missing}"],
         "argument --bench-accel-json: {missing}: no such file", 2),
        (["--out", "{device}"], "argument --out: {device}: is a character device", 2),
        (["--out", "{dir}"], "argument --out: {dir}: is a directory", 2),
    ]),
    "python -m iswitch.model.compute": (iswitch.model.compute.main, [
        (["--measure", "--repeats", "2"], "argument --repeats: must be an integer >= 3", 2),
        ([], "nothing to do: --measure and/or --derive-gpu", 2),
        (["--derive-gpu", "--out", "{device}"], "argument --out: {device}: is a character "
         "device", 2),
        (["--derive-gpu", "--out", "{dir}"], "argument --out: {dir}: is a directory", 2),
    ]),
    "iswitch-switchd": (iswitch.switchd.__main__.main, [
        (["--listen", "nohost"], "argument --listen: expected HOST:PORT", 2),
        (["--listen", "127.0.0.1:65536"], "a port in 0..65535), got '127.0.0.1:65536'", 2),
        (["--listen", "a b:1"], "argument --listen: expected HOST:PORT", 2),
        (["--query", "127.0.0.1:0"], "argument --query: expected HOST:PORT (an IPv4 address or "
         "host name, a port in 1..65535)", 2),
        (["--listen", "127.0.0.1:0", "--k", "3"], "K = 3 must be a power of two", 2),
        (["--listen", "127.0.0.1:0", "--k", "512"], "argument --k: must be an integer in "
         "1..256", 2),
        (["--listen", "127.0.0.1:0", "--members", "0"], "argument --members: must be an "
         "integer in 1..32", 2),
        (["--listen", "127.0.0.1:0", "--drop-p", "1"], "argument --drop-p: must be a number in "
         "[0, 1), got '1'", 2),
        (["--listen", "127.0.0.1:0", "--drop-p", "nan"], "argument --drop-p: must be a number",
         2),
        (["--listen", "127.0.0.1:0", "--seed", "-1"], "argument --seed: must be an integer >= 0",
         2),
        (["--listen", "127.0.0.1:0", "--backend", "fpga"], "argument --backend: invalid choice",
         2),
        (["--listen", "127.0.0.1:0", "--log", "{fifo}"], "argument --log: {fifo}: is a FIFO", 2),
        (["--listen", "127.0.0.1:0", "--log", "{device}"], "argument --log: {device}: is a "
         "character device", 2),
        (["--listen", "127.0.0.1:0", "--log", "{dir}"], "argument --log: {dir}: is a directory",
         2),
        (["--query", "127.0.0.1:1", "--reg", "NOPE"], "argument --reg: unknown register 'NOPE'",
         2),
        (["--query", "127.0.0.1:1", "--reg", "-1"], "argument --reg: unknown register '-1'", 2),
        (["--query", "127.0.0.1:1", "--reg", str(2**32)], "argument --reg: unknown register", 2),
        (["--query", "127.0.0.1:1", "--timeout", "0"], "argument --timeout: must be a number > "
         "0", 2),
        (["--query", "127.0.0.1:1", "--timeout", "inf"], "argument --timeout: must be a number",
         2),
        (["--dump-log", "{missing}"], "argument --dump-log: {missing}: no such file", 2),
        (["--dump-log", "{dir}"], "argument --dump-log: {dir}: is a directory, not a file", 2),
        (["--dump-log", "{file}"], "not an iswitch-switchd log", 1),
        ([], "one of the arguments --listen --query --dump-log is required", 2),
    ]),
    "iswitch-train": (iswitch.train.cli.main, [
        (["--algo", "ppo", "--workers", "17"], "argument --workers: must be an integer in "
         "1..16", 2),
        (["--algo", "ppo", "--iterations", "0"], "argument --iterations: must be an integer >= "
         "1", 2),
        (["--algo", "ppo", "--threshold", "0"], "argument --threshold: must be an integer in "
         "1..16", 2),
        (["--algo", "ppo", "--workers", "2", "--threshold", "3"], "--threshold must be in 1..2",
         2),
        (["--algo", "ppo", "--threshold", "2", "--staleness", "-1"], "argument --staleness: "
         "must be an integer >= 0", 2),
        (["--algo", "ppo", "--seed", str(2**64)], f"argument --seed: must be an integer in "
         f"0..{SEED_MAX}", 2),
        (["--algo", "ppo", "--job", "65536"], "argument --job: must be an integer in 0..65535",
         2),
        (["--algo", "ppo", "--timeout", "nan"], "argument --timeout: must be a number > 0", 2),
        (["--algo", "ppo", "--drop-p", "-0.1"], "argument --drop-p: must be a number in [0, 1)",
         2),
        (["--algo", "ppo", "--switch-addr", "127.0.0.1:0"], "argument --switch-addr: expected "
         "HOST:PORT", 2),
        (["--algo", "ppo", "--switch-addr", "127.0.0.1:1", "--switch-log", "{missing}"],
         "argument --switch-log: {missing}: no such file", 2),
        (["--algo", "ppo", "--out", "{device}"], "argument --out: {device}: is a character "
         "device", 2),
        (["--algo", "ppo", "--out", "{file}"], "argument --out: {file}: is a regular file", 2),
        (["--algo", "sac"], "argument --algo: invalid choice: 'sac'", 2),
        (["--algo", "ppo", "--switch", "fpga"], "argument --switch: invalid choice", 2),
    ]),
    "python -m iswitch.train.page": (iswitch.train.page.main, [
        (["--workers", "0"], "argument --workers: must be an integer in 1..16", 2),
        (["--iterations", "0"], "argument --iterations: must be an integer >= 1", 2),
        (["--compare-iterations", "-1"], "argument --compare-iterations: must be an integer", 2),
        (["--rtl-iterations", "x"], "argument --rtl-iterations: must be an integer >= 1", 2),
        (["--out", "{device}"], "argument --out: {device}: is a character device", 2),
        (["--out", "{file}"], "argument --out: {file}: is a regular file, not a folder", 2),
    ]),
    "python -m iswitch.hw.synth": (iswitch.hw.synth.main, [
        (["--only", "cpu"], "argument --only: invalid choice: 'cpu'", 2),
        (["--json", "{device}"], "argument --json: {device}: is a character device", 2),
        (["--json", "{dir}"], "argument --json: {dir}: is a directory", 2),
        (["--json", "{missing}/x.json"], "the folder {missing} does not exist", 2),
    ]),
    "python -m iswitch.hw.timing": (iswitch.hw.timing.main, [
        (["--only", "cpu"], "argument --only: invalid choice: 'cpu'", 2),
        (["--freq", "0"], "argument --freq: must be a number > 0, got '0'", 2),
        (["--freq", "nan"], "argument --freq: must be a number > 0", 2),
        (["--seed", "-1"], "argument --seed: must be an integer in 0..2147483647", 2),
        (["--seed", str(2**31)], "argument --seed: must be an integer in 0..2147483647", 2),
        (["--seeds", "5-1"], "argument --seeds: must be seeds in 0..2147483647", 2),
        (["--seeds", "1,1"], "argument --seeds: must be seeds in 0..2147483647", 2),
        (["--seeds", "1-3", "--seed", "2"], "argument --seed: not allowed with argument --seeds",
         2),
        (["--jobs", "0"], "argument --jobs: must be an integer in 1..64, got '0'", 2),
        (["--timeout", "-5"], "argument --timeout: must be a number > 0", 2),
        (["--rtl", "{missing}"], "argument --rtl: {missing}: no such folder", 2),
        (["--rtl", "{dir}"], "does not exist", 2),
        (["--json", "{device}"], "argument --json: {device}: is a character device", 2),
    ]),
    "python -m iswitch.formal": (iswitch.formal.__main__.main, [
        (["--unit", "fp32_mul"], "argument --unit: invalid choice: 'fp32_mul'", 2),
        (["--lanes", "8"], "argument --lanes: must be an integer in 0..7, got '8'", 2),
        (["--lanes", "x"], "argument --lanes: must be an integer in 0..7", 2),
        (["--solver", "cvc5"], "argument --solver: invalid choice: 'cvc5'", 2),
        (["--jobs", "0"], "argument --jobs: must be an integer in 1..64, got '0'", 2),
        (["--rtl", "{missing}"], "argument --rtl: {missing}: no such folder", 2),
        (["--rtl", "{file}"], "argument --rtl: {file}: is a regular file, not a folder", 2),
        (["--rtl", "{dir}"], "argument --rtl: {dir}/fp32_add.v: no such file", 2),
        (["--unit", "fp32_add", "--rtl", "{bad_rtl}"], "error: {bad_rtl}/fp32_add.v: yosys "
         "cannot read it: ", 2),
        (["--json", "{device}"], "argument --json: {device}: is a character device", 2),
        (["--json", "{dir}"], "argument --json: {dir}: is a directory", 2),
        (["--smt2", "{file}"], "argument --smt2: {file}: is a regular file, not a folder", 2),
        (["--smt2", "{fifo}"], "argument --smt2: {fifo}: is a FIFO, not a folder", 2),
    ]),
    "python -m iswitch.hw.splicegen": (iswitch.hw.splicegen.main, [
        (["--bogus"], "python -m iswitch.hw.splicegen: error: unrecognized arguments: --bogus", 2),
    ]),
    "python -m iswitch.wire.gen": (iswitch.wire.gen.main, [
        (["--bogus"], "python -m iswitch.wire.gen: error: unrecognized arguments: --bogus", 2),
    ]),
    "python -m iswitch.hw.lint": (iswitch.hw.lint.main, [
        (["--bogus"], "python -m iswitch.hw.lint: error: unrecognized arguments: --bogus", 2),
        (["rtl/gen"], "python -m iswitch.hw.lint: error: unrecognized arguments: rtl/gen", 2),
    ]),
    "python -m iswitch.hw.vpi": (iswitch.hw.vpi.main, [
        (["--out", "{device}"], "argument --out: {device}: is a character device", 2),
        (["--out", "{file}"], "argument --out: {file}: is a regular file, not a folder", 2),
    ]),
    "python -m iswitch.report.workloads": (iswitch.report.workloads.main, [
        (["sac"], "unknown workload 'sac'", 2),
        (["--workers", "0"], "argument --workers: must be an integer in 1..16", 2),
        (["--workers", "17"], "argument --workers: must be an integer in 1..16", 2),
        (["--seed", "-1"], f"argument --seed: must be an integer in 0..{SEED_MAX}", 2),
        (["--seed", str(2**64)], f"argument --seed: must be an integer in 0..{SEED_MAX}", 2),
    ]),
    "python scripts/bench.py": (_script("bench"), [
        (["nope"], "python scripts/bench.py: error: unknown benchmark(s) ['nope']", 2),
    ]),
    "python scripts/bench_accel.py": (_script("bench_accel"), [
        (["--json", "{device}"], "argument --json: {device}: is a character device", 2),
        (["--json", "{dir}"], "argument --json: {dir}: is a directory", 2),
    ]),
    "python scripts/bench_compiled.py": (_script("bench_compiled"), [
        (["--verilator-pairs", "0"], "argument --verilator-pairs: must be an integer >= 1", 2),
        (["--seed", "-1"], "argument --seed: must be an integer in 0..4294967295", 2),
        (["--icarus-pairs", "-1"], "argument --icarus-pairs: must be an integer >= 1", 2),
        (["--repeat", "0"], "argument --repeat: must be an integer >= 1, got '0'", 2),
        (["--class", "huge"], "argument --class: invalid choice", 2),
        (["--sim", "xsim"], "argument --sim: invalid choice: 'xsim'", 2),
        (["--json", "{fifo}"], "argument --json: {fifo}: is a FIFO", 2),
    ]),
    "python scripts/bench_exact.py": (_script("bench_exact"), [
        (["--contribs", "0"], "argument --contribs: must be an integer in 1..1024", 2),
        (["--elems", "0"], "argument --elems: must be an integer >= 1", 2),
        (["--reps", "0"], "argument --reps: must be an integer >= 1", 2),
        (["--seed", "-1"], "argument --seed: must be an integer in 0..4294967295", 2),
    ]),
    "python scripts/bench_sim.py": (_script("bench_sim"), [
        (["--runs", "0"], "argument --runs: must be an integer >= 1", 2),
        (["--myhdl-cycles", "0"], "argument --myhdl-cycles: must be an integer >= 1", 2),
        (["--cosim-cycles", "-5"], "argument --cosim-cycles: must be an integer >= 1", 2),
        (["--cocotb-cycles", "1k"], "argument --cocotb-cycles: must be an integer >= 1, got "
         "'1k'", 2),
        (["--only", "verilog"], "argument --only: invalid choice: 'verilog'", 2),
    ]),
    "python scripts/bench_splice.py": (_script("bench_splice"), [
        (["--runs", "0"], "argument --runs: must be an integer >= 1", 2),
    ]),
    "python scripts/bench_switch.py": (_script("bench_switch"), [
        (["--sources", "both"], "argument --sources: invalid choice: 'both'", 2),
    ]),
    "python scripts/bench_switchd.py": (_script("bench_switchd"), [
        (["--workers", "33"], "argument --workers: must be an integer in 1..32", 2),
        (["--k", "0"], "argument --k: must be an integer in 1..256", 2),
        (["--reps", "0"], "argument --reps: must be an integer >= 1", 2),
        (["--warmup", "-1"], "argument --warmup: must be an integer >= 0", 2),
        (["--elems", "x"], "argument --elems: must be an integer >= 1", 2),
    ]),
    "python scripts/bench_worker.py": (_script("bench_worker"), [
        (["--elems", "0"], "argument --elems: must be an integer >= 1, got '0'", 2),
        (["--reps", "-3"], "argument --reps: must be an integer >= 1", 2),
    ]),
    "python scripts/durations.py": (_script("durations"), [
        (["write", "/nonexistent/junit.xml"], "/nonexistent/junit.xml", 2),
        (["simulate", "--workers", "0"], "argument --workers: must be an integer in 1..64", 2),
        (["bogus"], "argument cmd: invalid choice: 'bogus'", 2),
        (["prune", "--file", "/nonexistent/d.json"], "/nonexistent/d.json", 2),
        (["simulate", "--file", "/nonexistent/d.json"], "/nonexistent/d.json", 2),
    ]),
    "python scripts/bench_switchd_rtl.py": (_script("bench_switchd_rtl"), [
        (["--workers", "0"], "argument --workers: must be an integer in 1..16", 2),
        (["--seed", "-1"], f"argument --seed: must be an integer in 0..{SEED_MAX}", 2),
        (["--workloads", "sac"], "argument --workloads: invalid choice: 'sac'", 2),
        (["--via", "gloo"], "argument --via: invalid choice: 'gloo'", 2),
        (["--iterations", "0"], "argument --iterations: must be an integer >= 1", 2),
    ]),
}

CASES = [(tool, i) for tool, (_, rows) in TABLES.items() for i in range(len(rows))]


@pytest.fixture
def paths(tmp_path: Path) -> dict[str, str]:
    """The paths the tables name: a FIFO, a device node (the null device's numbers in a
    temporary folder when root: nothing is ever written to it), a regular file, a folder,
    a missing path, an unwritable folder (as root: /proc/sys), symlinks to a device and to
    a FIFO, small JSON files that are not what the tools read."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    if os.geteuid() == 0:
        device = tmp_path / "null-device"
        os.mknod(device, stat.S_IFCHR | 0o600, os.makedev(1, 3))
        ro = Path("/proc/sys")
    else:
        device = Path("/dev/null")
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o555)
    file = tmp_path / "file.txt"
    file.write_text("not what any tool reads\n")
    folder = tmp_path / "dir"
    folder.mkdir()
    (tmp_path / "link-dev").symlink_to(device)
    (tmp_path / "link-fifo").symlink_to(fifo)
    (tmp_path / "bad.json").write_text("{not json")
    (tmp_path / "list.json").write_text("[1, 2]")
    (tmp_path / "empty-list.json").write_text("[]")
    (tmp_path / "rtl.json").write_text(json.dumps({"format": iswitch.model.rtl.FORMAT}))
    bad_rtl = tmp_path / "bad-rtl"  # a fp32_add.v that does not parse
    bad_rtl.mkdir()
    (bad_rtl / "fp32_add.v").write_text("module fp32_add (clk;\nlocalparam LATENCY = 6;\n")
    return {"fifo": str(fifo), "device": str(device), "file": str(file), "dir": str(folder),
            "missing": str(tmp_path / "missing"), "ro": str(ro), "out": str(tmp_path / "o.v"),
            "link_to_device": str(tmp_path / "link-dev"),
            "link_to_fifo": str(tmp_path / "link-fifo"), "bad_json": str(tmp_path / "bad.json"),
            "json_list": str(tmp_path / "list.json"),
            "json_empty_list": str(tmp_path / "empty-list.json"),
            "rtl_format_only": str(tmp_path / "rtl.json"), "bad_rtl": str(bad_rtl)}


def run_main(main: Callable[[list[str]], int], argv: list[str],
             capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    return code, capsys.readouterr().err


@pytest.mark.parametrize("tool, i", CASES, ids=[f"{t}-{i}" for t, i in CASES])
def test_bad_argument(tool: str, i: int, paths: dict[str, str],
                      capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    main, rows = TABLES[tool]
    argv, fragment, code = rows[i]
    argv = [a.format(**paths) for a in argv]
    fragment = fragment.format(**paths)
    before = sorted(p.name for p in tmp_path.iterdir())
    got, err = run_main(main, argv, capsys)
    assert got == code, err
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert "Traceback" not in err and fragment in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing written
    assert Path(paths["device"]).exists() and stat.S_ISFIFO(os.stat(paths["fifo"]).st_mode)


#: modules whose `python -m` is a table under another name (the console scripts, aliases)
SAME_AS = {"iswitch.report.cli": "python -m iswitch.report",
           "iswitch.formal.__main__": "python -m iswitch.formal",
           "iswitch.report.__main__": "python -m iswitch.report",
           "iswitch.hw.splice": "iswitch-splice", "iswitch.model.__main__": "iswitch-model",
           "iswitch.switchd.__main__": "iswitch-switchd", "iswitch.train.cli": "iswitch-train",
           "iswitch.train.__main__": "iswitch-train"}
#: left out here: the MyHDL converter (myhdl_src/ belongs to the accelerator's work)
LEFT_OUT = {"myhdl_src.convert"}


def test_every_entry_point_has_a_table(record_property: Callable[[str, str], None]) -> None:
    """Every console script of pyproject.toml and every module with a `__main__` block (or
    a package `__main__.py`) has its table."""
    text = (REPO / "pyproject.toml").read_text()
    scripts = {line.split(" = ")[0] for line in
               text.split("[project.scripts]")[1].split("\n\n")[0].splitlines()[1:]}
    modules = {".".join(p.relative_to(REPO).with_suffix("").parts)
               for root in ("iswitch", "golden", "myhdl_src") for p in (REPO / root).rglob("*.py")
               if '__name__ == "__main__"' in p.read_text() or p.name == "__main__.py"}
    benches = {f"python scripts/{p.name}" for p in (REPO / "scripts").glob("*.py")
               if '__name__ == "__main__"' in p.read_text()}
    tools = scripts | benches | {SAME_AS.get(m, f"python -m {m}") for m in modules - LEFT_OUT}
    assert tools == set(TABLES), sorted(tools ^ set(TABLES))
    for tool, (_, rows) in TABLES.items():
        record_property("summary", f"bad input: {tool}: {len(rows)} cases")


class _Parser(Exception):
    def __init__(self, parser: argparse.ArgumentParser) -> None:
        self.parser = parser


def _parser_of(main: Callable[[list[str]], int], monkeypatch: pytest.MonkeyPatch
               ) -> argparse.ArgumentParser:
    """The parser `main` builds, caught at its parse_args (before any work)."""
    def catch(self: argparse.ArgumentParser, *_: object, **__: object) -> NoReturn:
        raise _Parser(self)

    monkeypatch.setattr(cli.ArgumentParser, "parse_args", catch)
    with pytest.raises(_Parser) as e:
        main([])
    return e.value.parser


@pytest.mark.parametrize("tool", sorted(TABLES))
def test_every_checked_option_has_a_row(tool: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each option with a type or a list of choices appears in the tool's table (a new
    option without a row fails here)."""
    main, rows = TABLES[tool]
    parser = _parser_of(main, monkeypatch)
    used = {a for argv, _, _ in rows for a in argv}
    missing = [a.option_strings for a in parser._actions  # noqa: SLF001 (argparse has no API)
               if a.option_strings and (a.type is not None or a.choices is not None)
               and not used & set(a.option_strings)]
    assert not missing, missing


BENCH_SCRIPTS = sorted(p.stem for p in (REPO / "scripts").glob("bench*.py"))


@pytest.mark.parametrize("name", BENCH_SCRIPTS)
def test_benchmark_help_describes_every_option(name: str,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """``--help`` of every benchmark script gives each option a description and shows
    every default worth showing (not None, not a flag's False)."""
    parser = _parser_of(_script(name), monkeypatch)
    text = " ".join(parser.format_help().split())
    for a in parser._actions:  # noqa: SLF001 (argparse has no API)
        if isinstance(a, argparse._HelpAction):  # noqa: SLF001
            continue
        what = a.option_strings or a.dest
        assert a.help, f"{name}: {what} has no description"
        if a.default not in (None, False):
            assert f"(default: {cli.default_text(a.default)})" in text, (
                f"{name}: {what} does not show its default {a.default!r}")
    assert len(BENCH_SCRIPTS) >= 9


# ---------------------------------------------------------------- through the shell


@pytest.mark.parametrize("command", [
    ["iswitch-splice", "x.v", "--accel-file", "y.v", "-o", "z.v", "--lint-off", "A\nB"],
    ["iswitch-model", "--repeats", "-1"],
    ["iswitch-switchd", "--listen", "127.0.0.1:99999"],
    ["iswitch-train", "--algo", "ppo", "--seed", "-1"],
    [sys.executable, "-m", "iswitch.report", "--tready-p", "256"],
    [sys.executable, "-m", "iswitch.train", "--algo", "ppo", "--job", "-1"],
    [sys.executable, "-m", "iswitch.sim.soak", "--cycles", "0"],
])
def test_console_scripts_and_modules_fail_in_one_line(command: list[str]) -> None:
    exe = Path(sys.executable).parent / command[0]
    if not command[0].startswith("/"):
        command = [str(exe), *command[1:]]
    r = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    assert "error: argument" in r.stderr and "Traceback" not in r.stderr


def test_report_notes_what_it_does_not_run_or_use() -> None:
    """A schedule that needs more workers is skipped with a note (the others run), and so
    is a --tready-p the faults schedule, with its own backpressure, does not use."""
    rc = iswitch.report.cli
    notes: list[str] = []
    args = rc.parse_args(["--workers", "2", "--schedules", "rr", "faults", "--tready-p", "9"])
    assert rc.runnable(args, notes) == ["rr"]
    assert notes == ["schedule faults not run: it needs at least 3 workers"]
    notes.clear()
    args = rc.parse_args(["--schedules", "faults", "--tready-p", "9"])
    assert rc.runnable(args, notes) == ["faults"]
    assert notes == ["--tready-p 9 does not apply to the faults schedule: it has its own "
                     "backpressure (P = 64)"]


def test_splice_writes_through_a_symlink(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "real.v"
    target.write_text("old\n")
    link = tmp_path / "out.v"
    link.symlink_to(target)
    assert iswitch.hw.splice.main(_splice(out=str(link))) == 0
    assert link.is_symlink() and "axis_passthrough" in target.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.v", "real.v"]


def _wait_for(pred: Callable[[], bool], proc: subprocess.Popen[str], seconds: float) -> None:
    end = time.monotonic() + seconds
    while not pred():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < end, "timed out"
        time.sleep(0.1)


def test_report_ctrl_c_one_line_and_nothing_left(tmp_path: Path) -> None:
    """Ctrl-C (SIGINT to the whole process group, as a terminal sends it) while the
    simulations run: one line, exit 130, the output folder as it was, no work folder."""
    out = tmp_path / "report"
    out.mkdir()
    (out / "keep.txt").write_text("an earlier run's file\n")
    cmd = [sys.executable, "-m", "iswitch.report", "--workloads", "a2c", "--workers", "1",
           "--schedules", "rr", "jitter", "--no-adder", "--no-model", "--no-synth", "--out",
           str(out)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env={**os.environ, "TQDM_DISABLE": "1"})
    try:
        _wait_for(lambda: any(out.glob(".partial-*/work/*/stimulus.bin")), proc, 600)
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130, err
    assert err.strip().splitlines()[-1] == "python -m iswitch.report: interrupted", err
    assert "Traceback" not in err, err
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt"]


def test_soak_ctrl_c_one_line_and_no_work_folder(tmp_path: Path) -> None:
    """Ctrl-C to the soak's process group while its first run simulates: one line, exit 130,
    no work folder left in the temporary folder (TMPDIR)."""
    cmd = [sys.executable, "-m", "iswitch.sim.soak", "--cycles", "1", "--jobs", "1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env={**os.environ, "TMPDIR": str(tmp_path)})
    try:
        _wait_for(lambda: any(tmp_path.glob("iswitch-soak-*/run-0/stimulus.bin")), proc, 600)
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130, err
    assert err.strip().splitlines() == ["python -m iswitch.sim.soak: interrupted"], err
    assert list(tmp_path.iterdir()) == []


def test_train_ctrl_c_one_line_and_out_as_it_was(tmp_path: Path) -> None:
    """Ctrl-C to iswitch-train's process group (trainer, workers, switchd) after its first
    checked iteration: one line, exit 130, `--out` as it was, no work folder of its own left
    in TMPDIR (torch may keep its caches there)."""
    out, tmp = tmp_path / "out", tmp_path / "tmp"
    out.mkdir()
    tmp.mkdir()
    (out / "keep.txt").write_text("an earlier run's file\n")
    cmd = [sys.executable, "-m", "iswitch.train", "--algo", "ppo", "--workers", "2",
           "--iterations", "1000", "--switch", "model", "--out", str(out)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env={**os.environ, "TMPDIR": str(tmp)})
    try:
        assert proc.stdout is not None
        for line in proc.stdout:  # the first iteration, trained and checked
            if line.startswith("iter "):
                break
        else:
            pytest.fail(f"no iteration: {proc.communicate(timeout=120)[1]}")
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130, err
    assert err.splitlines() == ["iswitch-train: interrupted"], err
    assert sorted(p.name for p in out.iterdir()) == ["keep.txt"]
    assert not list(tmp.glob("iswitch-*"))


def test_switchd_log_of_a_switch_that_never_ran_is_not_left(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as busy:
        busy.bind(("127.0.0.1", 0))
        log = tmp_path / "order.log"
        code, err = run_main(iswitch.switchd.__main__.main,
                             ["--listen", f"127.0.0.1:{busy.getsockname()[1]}", "--log",
                              str(log)], capsys)
    assert code == 1 and "in use" in err and err.count("\n") == 1
    assert not log.exists()
