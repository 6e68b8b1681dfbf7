"""cocotb test of the converted single lane rtl/gen/fp32_add.v under Icarus and Verilator.

The lane is what other blocks instantiate one by one, so it gets its own check of the
converted Verilog (tb/fp32_vec_add tests eight of them behind the valid pipeline). Same
scheme as tb/fp32_vec_add: pytest makes the stimulus and the expected sums with
golden/fp32.py, the cocotb test ``run_lane`` only drives and records (inputs and ce change
on the falling edge, out_sum is read there), pytest compares as integers, NaN payloads
included.

Default run, both simulators: the directed corners, all 46,464 TestFloat L1 vectors at one
pair per cycle, and 20,000 mixed random pairs with ce low on ~25 % of the cycles (the lane
must hold while ce = 0 and advance exactly LATENCY ce-cycles).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
THIS_DIR = Path(__file__).resolve().parent
RTL = ROOT / "rtl" / "gen" / "fp32_add.v"
TOP = "fp32_add"
LATENCY = 6
SEED = 20261130
SIMS = ["icarus", "verilator"]

try:
    import cocotb
    from cocotb.clock import Clock
    from cocotb.triggers import FallingEdge
except ImportError:  # pragma: no cover
    cocotb = None


if cocotb is not None:

    @cocotb.test()
    async def run_lane(dut):
        """Drive FP32_STIM (ce, a, b per cycle); record out_sum after every rising edge."""
        stim = np.load(os.environ["FP32_STIM"])
        ce = stim["ce"].astype(int).tolist()
        a = stim["a"].astype(np.int64).tolist()
        b = stim["b"].astype(np.int64).tolist()
        n = len(ce)
        cocotb.start_soon(Clock(dut.clk, 10, unit="ns").start())
        out = np.zeros(n, np.int64)  # -1 for X
        h_ce, h_a, h_b, h_o = dut.ce, dut.in_a, dut.in_b, dut.out_sum
        p_ce = None
        await FallingEdge(dut.clk)
        for k in range(n):
            if ce[k] != p_ce:
                h_ce.value = p_ce = ce[k]
            h_a.value = a[k]
            h_b.value = b[k]
            await FallingEdge(dut.clk)
            try:
                out[k] = int(h_o.value)
            except ValueError:
                out[k] = -1
        np.savez(os.environ["FP32_OUT"], out_sum=out)


def _runner(sim: str):
    from cocotb_tools.runner import get_runner
    from filelock import FileLock

    runner = get_runner(sim)
    build_dir = ROOT / "sim_build" / f"{TOP}-{sim}"
    build_dir.mkdir(parents=True, exist_ok=True)
    with FileLock(str(build_dir / "build.lock")):
        runner.build(
            sources=[RTL],
            hdl_toplevel=TOP,
            build_dir=build_dir,
            timescale=("1ns", "1ps") if sim == "verilator" else None,
        )
    return runner, build_dir


def run_and_check(sim: str, label: str, a: np.ndarray, b: np.ndarray, ce: np.ndarray) -> None:
    """Run pairs (a[k], b[k]) offered on cycle k with ce[k]; compare every cycle's out_sum
    with the sum of the pair the pipeline holds at its output."""
    from golden import fp32 as g

    runner, build_dir = _runner(sim)
    stim = build_dir / f"{label}.stim.npz"
    out = build_dir / f"{label}.out.npz"
    out.unlink(missing_ok=True)
    np.savez(stim, ce=ce, a=a, b=b)
    saved = list(sys.path)
    sys.path.insert(0, str(THIS_DIR))  # the simulator's Python imports this file
    try:
        runner.test(
            hdl_toplevel=TOP,
            test_module="test_fp32_add",
            testcase="run_lane",
            test_dir=build_dir,
            results_xml=str(build_dir / f"{label}.results.xml"),
            extra_env={"FP32_STIM": str(stim), "FP32_OUT": str(out)},
        )
    finally:
        sys.path[:] = saved
    if not out.exists():
        pytest.fail(f"{sim}: the cocotb test wrote no output (see the simulator log)")
    got = np.load(out)["out_sum"]
    n = ce.size
    beat, _ = g.pipeline_schedule(ce, np.zeros(n, bool), np.ones(n, bool), LATENCY)
    k = np.flatnonzero(beat >= 0)
    exp_all = g.f32_add_bits(a, b)
    exp = exp_all[beat[k]]
    act = got[k]
    bad = np.flatnonzero(act != exp.astype(np.int64))
    # vectors = pairs taken (offered with ce = 1), drain cycles not counted
    taken = np.unique(beat[k])
    pairs = int(np.sum(taken < n - (LATENCY + 2)))
    print(f"{sim} fp32_add {label}: seed {SEED}, {pairs} vectors, {bad.size} mismatches")
    if bad.size:
        lines = [
            f"  cycle {k[i]}: {int(a[beat[k[i]]]):08X} + {int(b[beat[k[i]]]):08X} = "
            f"{int(exp[i]):08X}, got {int(act[i]) & 0xFFFFFFFF:08X}"
            for i in bad[:10]
        ]
        pytest.fail(f"{sim} {label}: {bad.size} mismatches\n" + "\n".join(lines))


def _padded(a: np.ndarray, b: np.ndarray, ce: np.ndarray | None = None):
    """Append LATENCY + 2 drain cycles with ce = 1 (zero operands)."""
    t = LATENCY + 2
    z = np.zeros(t, np.uint32)
    ce = np.ones(a.size, bool) if ce is None else ce
    return np.concatenate([a, z]), np.concatenate([b, z]), np.concatenate([ce, np.ones(t, bool)])


def test_latency_matches_rtl():
    assert f"localparam LATENCY = {LATENCY};" in RTL.read_text()


@pytest.mark.parametrize("sim", SIMS)
def test_lane_directed_and_testfloat(sim):
    """Directed corners then all of TestFloat L1, one pair per cycle, ce = 1."""
    from golden import fp32 as g

    _, da, db = g.directed_arrays()
    ta, tb, texp = g.load_testfloat()
    assert np.array_equal(g.f32_add_bits(ta, tb), texp)
    a, b, ce = _padded(np.concatenate([da, ta]), np.concatenate([db, tb]))
    run_and_check(sim, "directed+testfloat", a, b, ce)


@pytest.mark.parametrize("sim", SIMS)
def test_lane_random_ce_stalls(sim):
    """20,000 mixed random pairs; ce low on ~25 % of cycles (a pair offered while ce = 0
    is not taken, and the output holds)."""
    from golden import fp32 as g

    rng = np.random.default_rng([SEED, 11])
    a, b = g.gen_mixed(rng, 20_000)
    ce = rng.random(a.size) < 0.75
    run_and_check(sim, "random_stalls", *_padded(a, b, ce))
