"""Run every benchmark script of the project (tox -e bench); each prints its own table.

The figures in docs/benchmarks.md come from these scripts, one section each. Pass names to
run a subset: `python scripts/bench.py compiled switch`.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCHES = {
    "sim": ["bench_sim.py"],  # fp32 adder: MyHDL, co-sim, cocotb simulation speed
    "compiled": ["bench_compiled.py"],  # fp32 adder: compiled testbench speed
    "synth": ["synth.py"],  # fp32 adder: yosys xc7 cell counts
    "splice": ["bench_splice.py"],  # splicer wall time
    "switch": ["bench_switch.py"],  # reference switch latency and cell counts
    "accel": ["bench_accel.py"],  # iswitch_accel throughput, latencies, cell counts
    "switchd_rtl": ["bench_switchd_rtl.py"],  # all-reduce time through switchd's RTL backend
}


def main(argv: list[str]) -> int:
    names = argv or list(BENCHES)
    unknown = [n for n in names if n not in BENCHES]
    if unknown:
        print(f"bench: unknown benchmark(s) {unknown}; known: {list(BENCHES)}", file=sys.stderr)
        return 2
    failed = []
    for name in names:
        for script in BENCHES[name]:
            path = HERE / script
            print(f"== {name}: python scripts/{script}", flush=True)
            if subprocess.run([sys.executable, str(path)]).returncode != 0:
                failed.append(name)
    if failed:
        print(f"bench: failed: {failed}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
