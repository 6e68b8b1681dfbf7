"""Run every benchmark script of the project (tox -e bench); each prints its own table.

The figures in docs/benchmarks.md come from these scripts, one section each. Pass names to
run a subset: `python scripts/bench.py compiled switch`.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from iswitch.util import cli

REPO = Path(__file__).resolve().parents[1]
#: name -> the Python arguments of its command (run from the repository)
BENCHES = {
    "sim": ["scripts/bench_sim.py"],  # fp32 adder: MyHDL, co-sim, cocotb simulation speed
    "compiled": ["scripts/bench_compiled.py"],  # fp32 adder: compiled testbench speed
    "synth": ["-m", "iswitch.hw.synth"],  # fp32 adder: yosys xc7 cell counts
    "splice": ["scripts/bench_splice.py"],  # splicer wall time
    "switch": ["scripts/bench_switch.py"],  # reference switch latency and cell counts
    "accel": ["scripts/bench_accel.py"],  # iswitch_accel throughput, latencies, cell counts
    "switchd": ["scripts/bench_switchd.py"],  # iswitch-switchd (model) vs gloo all_reduce
    "switchd_rtl": ["scripts/bench_switchd_rtl.py"],  # all-reduce through switchd's RTL backend
    "worker": ["scripts/bench_worker.py"],  # worker library: checked frames per gradient
    "exact": ["scripts/bench_exact.py"],  # the exact sum's golden model vs an fp32 fold
}


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python scripts/bench.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("names", nargs="*", metavar="NAME",
                    help=f"benchmarks to run, of: {' '.join(BENCHES)} (default: all)")
    names = ap.parse_args(argv).names or list(BENCHES)
    unknown = [n for n in names if n not in BENCHES]
    if unknown:
        ap.error(f"unknown benchmark(s) {unknown}; known: {list(BENCHES)}")
    return cli.run(ap.prog, lambda: run(names))


def run(names: list[str]) -> int:
    failed = []
    for name in names:
        print(f"== {name}: python {' '.join(BENCHES[name])}", flush=True)
        if subprocess.run([sys.executable, *BENCHES[name]], cwd=REPO).returncode != 0:
            failed.append(name)
    if failed:
        print(f"bench: failed: {failed}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())  # Ctrl-C: one line, 130
