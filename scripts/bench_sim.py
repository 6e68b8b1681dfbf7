"""Simulation speed of the fp32 adder paths, in clock cycles per wall-clock second.

    python scripts/bench_sim.py [--runs 3] [--myhdl-cycles 1000] [--cosim-cycles 1000]
                                [--cocotb-cycles 20000] [--only NAME ...]

Paths (all on fp32_vec_add, 8 lanes, 256-bit words, except the first row):

* ``myhdl-lane``: MyHDL simulator, one fp32_add lane (tb/fp32_add/test_fp32_add_myhdl.py's
  bench);
* ``myhdl``: MyHDL simulator, fp32_vec_add (tb/fp32_vec_add/test_fp32_vec_add_myhdl.py's
  bench);
* ``cosim``: MyHDL driving rtl/gen/fp32_vec_add.v in Icarus through the Cosimulation VPI
  (the Verilog alone, no MyHDL model beside it);
* ``cosim-lockstep``: the same plus the MyHDL block beside it, as tests/test_cosim.py runs;
* ``cocotb-icarus`` / ``cocotb-verilator``: the cocotb 2.1 test of tb/fp32_vec_add
  (cocotb_tools.runner, signals driven directly from precomputed stimulus, outputs
  recorded every cycle).

Cycles are counted exactly (the stimulus length; one beat per cycle); the time is the
simulation loop only (elaboration, builds and simulator start-up excluded: the build is
cached, start-up is printed separately for cocotb). Each figure is the median of
``--runs`` runs; the machine is shared, so wall-clock figures are indicative only.
Every run is also checked against golden/fp32.py (a wrong run is not a benchmark).
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path[:0] = [str(ROOT / d) for d in ("tb/fp32_add", "tb/fp32_vec_add", "tests")]

from golden import fp32 as g  # noqa: E402
from iswitch.util import cli  # noqa: E402

SEED = 20261130


def _stream(n: int) -> dict:
    return g.gen_vec_stream(np.random.default_rng([SEED, n]), n, 8, resets=(0, 1))


def bench_myhdl_lane(n: int) -> tuple[int, float]:
    import test_fp32_add_myhdl as t

    a, b = g.gen_mixed(np.random.default_rng(SEED), n)
    got: list[int] = []
    bench = t.lane_bench(a, b, got)
    t0 = time.perf_counter()
    bench.run_sim(quiet=1)
    dt = time.perf_counter() - t0
    assert g.mismatch_indices(g.f32_add_bits(a, b), got).size == 0
    return n + t.LATENCY, dt


def bench_myhdl(n: int) -> tuple[int, float]:
    import test_fp32_vec_add_myhdl as t

    stream = _stream(n)
    rec: list = []
    bench = t.vec_bench(stream, rec)
    t0 = time.perf_counter()
    bench.run_sim(quiet=1)
    dt = time.perf_counter() - t0
    r = t.check_stream(stream, rec)
    assert r["mismatches"] == 0 and r["valid_errors"] == 0
    return len(rec), dt


def bench_cosim(n: int) -> tuple[int, float]:
    import test_cosim as c
    import test_fp32_vec_add_myhdl as t
    from myhdl import Cosimulation

    cmd = c.build_cosim()

    def verilog(clk, rst, ce, in_valid, in_a, in_b, out_valid, out_sum):
        return Cosimulation(
            cmd, clk=clk, rst=rst, ce=ce, in_valid=in_valid, in_a=in_a, in_b=in_b,
            v_out_valid=out_valid, v_out_sum=out_sum,
        )  # fmt: skip

    stream = _stream(n)
    rec: list = []
    bench = t.vec_bench(stream, rec, dut_factory=verilog)
    t0 = time.perf_counter()
    bench.run_sim(quiet=1)
    dt = time.perf_counter() - t0
    r = t.check_stream(stream, rec)
    assert r["mismatches"] == 0 and r["valid_errors"] == 0
    return len(rec), dt


def bench_lockstep(n: int) -> tuple[int, float]:
    import test_cosim as c

    stream = _stream(n)
    rec_m, rec_v, dt = c.run_lockstep(stream)
    # out_valid must agree everywhere (out_sum is X in the Verilog until the pipeline has
    # filled; tests/test_cosim.py checks the sums)
    assert [m[0] for m in rec_m] == [v[0] for v in rec_v]
    return len(rec_m), dt


_TB = None


def bench_cocotb(sim: str, n: int) -> tuple[int, float]:
    global _TB
    if _TB is None:
        _TB = importlib.import_module("tb.fp32_vec_add.test_fp32_vec_add")
    a, b = g.gen_mixed(np.random.default_rng([SEED, n]), 8 * n)
    stream = _TB.full_rate_stream(a, b)
    t0 = time.perf_counter()
    got = _TB.run_sim(sim, f"bench{n}", stream)
    wall = time.perf_counter() - t0
    _TB.check(sim, "bench", stream, got)
    loop = float(got["seconds"])
    print(f"  ({sim}: {wall - loop:.1f} s start-up and file I/O outside the loop)")
    return len(stream["ce"]), loop


#: the simulation paths measured (`--only` chooses among them)
PATHS = ("myhdl-lane", "myhdl", "cosim", "cosim-lockstep", "cocotb-icarus", "cocotb-verilator")


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python scripts/bench_sim.py",
                            description=__doc__.splitlines()[0],
                            formatter_class=cli.DefaultsHelpFormatter)
    ap.add_argument("--runs", type=cli.int_in(1), default=3,
                    help="runs per path (the figure is their median)")
    ap.add_argument("--myhdl-cycles", type=cli.int_in(1), default=1000, metavar="N",
                    help="cycles of a MyHDL run (the one-lane path: 8 N)")
    ap.add_argument("--cosim-cycles", type=cli.int_in(1), default=1000, metavar="N",
                    help="cycles of a co-simulation run")
    ap.add_argument("--cocotb-cycles", type=cli.int_in(1), default=20000, metavar="N",
                    help="cycles of a cocotb run")
    ap.add_argument("--only", nargs="*", choices=PATHS, metavar="PATH",
                    help=f"subset of the path names: {' '.join(PATHS)} (default: all)")
    args = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    paths = {
        "myhdl-lane": ("MyHDL simulator, 1 lane (fp32_add)", bench_myhdl_lane,
                       8 * args.myhdl_cycles),
        "myhdl": ("MyHDL simulator, fp32_vec_add", bench_myhdl, args.myhdl_cycles),
        "cosim": ("MyHDL/Icarus co-simulation (Verilog only)", bench_cosim, args.cosim_cycles),
        "cosim-lockstep": ("co-simulation + MyHDL model in lock step (tests/test_cosim.py)",
                           bench_lockstep, args.cosim_cycles),
        "cocotb-icarus": ("cocotb 2.1 + Icarus 11, direct signals",
                          lambda n: bench_cocotb("icarus", n), args.cocotb_cycles),
        "cocotb-verilator": ("cocotb 2.1 + Verilator 5.048, direct signals",
                             lambda n: bench_cocotb("verilator", n), args.cocotb_cycles),
    }  # fmt: skip
    assert tuple(paths) == PATHS
    rows = []
    for key, (label, fn, n) in paths.items():
        if args.only and key not in args.only:
            continue
        rates = []
        cycles = 0
        for i in range(args.runs):
            cycles, dt = fn(n)
            rates.append(cycles / dt)
            print(f"{key} run {i + 1}: {cycles} cycles in {dt:.2f} s = {cycles / dt:,.0f} cycles/s")
        rows.append((label, cycles, statistics.median(rates), min(rates), max(rates)))

    print()
    print(f"| path | cycles per run | cycles/s (median of {args.runs}) | min - max |")
    print("|---|---:|---:|---:|")
    for label, cycles, med, lo, hi in rows:
        print(f"| {label} | {cycles:,} | {med:,.0f} | {lo:,.0f} - {hi:,.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
