"""cocotb test of the converted rtl/gen/fp32_vec_add.v under Icarus and Verilator.

Run from pytest (``pytest tb/fp32_vec_add``): ``cocotb_tools.runner`` builds the RTL once
per simulator under ``sim_build/fp32_vec_add-<sim>/`` and runs the one cocotb test of this
file, ``run_stream``, on a stimulus file.

* The pytest side makes the stimulus (TestFloat L1, seeded random pairs, a stream with
  ce stalls / in_valid gaps / resets), writes it to ``<build>/<name>.stim.npz``, runs the
  simulator, reads back ``<build>/<name>.out.npz`` and compares with golden/fp32.py as
  integers: every cycle's out_valid, and every lane of out_sum once the pipeline holds
  real beats (NaN payloads included).
* The cocotb side only drives and records, one cycle per falling edge (inputs change on
  the falling edge, outputs are read there, i.e. after the rising edge): no Python model
  runs inside the simulation.

Default run: TestFloat L1 (46,464 vectors), 50,000 random pairs, a 3,000-cycle stall/reset
stream, on both simulators. ``-m full``: 1,000,000 random pairs on both simulators.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
THIS_DIR = Path(__file__).resolve().parent
RTL = ROOT / "rtl" / "gen" / "fp32_vec_add.v"
TOP = "fp32_vec_add"
LANES = 8
LATENCY = 6  # checked against the RTL's localparam below
SEED = 20261130
SIMS = ["icarus", "verilator"]

try:
    import cocotb
    from cocotb.clock import Clock
    from cocotb.triggers import FallingEdge
except ImportError:  # pragma: no cover
    cocotb = None


# --------------------------------------------------------------------------------------
# cocotb side (runs inside the simulator)
# --------------------------------------------------------------------------------------

if cocotb is not None:

    @cocotb.test()
    async def run_stream(dut):
        """Drive the stimulus file named by FP32_STIM cycle by cycle; record out_valid and
        out_sum after every rising edge into FP32_OUT."""
        stim = np.load(os.environ["FP32_STIM"])
        ce = stim["ce"].astype(int).tolist()
        rst = stim["rst"].astype(int).tolist()
        iv = stim["in_valid"].astype(int).tolist()
        a_w = [int.from_bytes(r.tobytes(), "little") for r in stim["a"].astype("<u4")]
        b_w = [int.from_bytes(r.tobytes(), "little") for r in stim["b"].astype("<u4")]
        n = len(ce)

        cocotb.start_soon(Clock(dut.clk, 10, unit="ns").start())
        out_v = np.zeros(n, np.int8)  # 1, 0, or -1 for X/Z
        out_s: list[bytes] = []
        nbytes = 4 * LANES
        x_word = b"\xff" * nbytes
        h_ce, h_rst, h_iv, h_a, h_b = dut.ce, dut.rst, dut.in_valid, dut.in_a, dut.in_b
        h_ov, h_os = dut.out_valid, dut.out_sum
        p_ce = p_rst = p_iv = None
        t0 = time.perf_counter()
        await FallingEdge(dut.clk)
        for k in range(n):
            # write only what changes: each write is a VPI call
            if ce[k] != p_ce:
                h_ce.value = p_ce = ce[k]
            if rst[k] != p_rst:
                h_rst.value = p_rst = rst[k]
            if iv[k] != p_iv:
                h_iv.value = p_iv = iv[k]
            h_a.value = a_w[k]
            h_b.value = b_w[k]
            await FallingEdge(dut.clk)
            # int() of a LogicArray raises on X/Z; it is ~8x faster than checking
            # is_resolvable and calling to_unsigned() (measured under Verilator)
            try:
                out_v[k] = int(h_ov.value)
            except ValueError:
                out_v[k] = -1
            try:
                out_s.append(int(h_os.value).to_bytes(nbytes, "little"))
            except ValueError:
                out_s.append(x_word)
        dt = time.perf_counter() - t0
        sums = np.frombuffer(b"".join(out_s), "<u4").reshape(n, LANES)
        np.savez(os.environ["FP32_OUT"], out_valid=out_v, out_sum=sums, seconds=dt)
        dut._log.info("%d cycles in %.2f s (%.0f cycles/s)", n, dt, n / dt)


# --------------------------------------------------------------------------------------
# pytest side
# --------------------------------------------------------------------------------------


def _golden():
    from golden import fp32 as g

    return g


def _runner(sim: str):
    from cocotb_tools.runner import get_runner
    from filelock import FileLock

    runner = get_runner(sim)
    build_dir = ROOT / "sim_build" / f"{TOP}-{sim}"
    build_dir.mkdir(parents=True, exist_ok=True)
    # pytest-xdist may run two tests of one simulator at once: one build at a time
    with FileLock(str(build_dir / "build.lock")):
        runner.build(
            sources=[RTL],
            hdl_toplevel=TOP,
            build_dir=build_dir,
            timescale=("1ns", "1ps") if sim == "verilator" else None,
        )
    return runner, build_dir


def run_sim(sim: str, name: str, stream: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Build (cached) and run ``stream`` on ``sim``; returns the recorded outputs
    (``out_valid`` int8 per cycle, ``out_sum`` (cycles, lanes) uint32, ``seconds``)."""
    runner, build_dir = _runner(sim)
    stim = build_dir / f"{name}.stim.npz"
    out = build_dir / f"{name}.out.npz"
    out.unlink(missing_ok=True)
    np.savez(stim, **stream)
    saved = list(sys.path)
    sys.path.insert(0, str(THIS_DIR))  # the simulator's Python imports this file first
    try:
        runner.test(
            hdl_toplevel=TOP,
            test_module="test_fp32_vec_add",
            testcase="run_stream",
            test_dir=build_dir,
            results_xml=str(build_dir / f"{name}.results.xml"),
            extra_env={"FP32_STIM": str(stim), "FP32_OUT": str(out)},
        )
    finally:
        sys.path[:] = saved
    if not out.exists():
        pytest.fail(f"{sim}: the cocotb test wrote no output (see the simulator log above)")
    with np.load(out) as f:
        return {k: f[k] for k in f.files}


def check(sim: str, label: str, stream: dict[str, np.ndarray], got: dict) -> dict[str, int]:
    """Compare a recorded run against golden/fp32.py; print and return the counts."""
    g = _golden()
    beat, valid = g.pipeline_schedule(stream["ce"], stream["rst"], stream["in_valid"], LATENCY)
    sums = g.f32_add_bits(stream["a"].reshape(-1), stream["b"].reshape(-1)).reshape(-1, LANES)
    k = np.flatnonzero(beat >= 0)
    exp = sums[beat[k]].reshape(-1)
    act = got["out_sum"][k].reshape(-1)
    bad = g.mismatch_indices(exp, act)
    valid_err = int(np.sum(got["out_valid"] != valid.astype(np.int8)))
    # vectors = input pairs of valid beats checked (a held output is compared again but
    # counted once; idle beats' sums are checked too but not counted)
    checked = np.unique(beat[k])
    n_vec = int(np.sum(stream["in_valid"][checked] & ~stream["rst"][checked])) * LANES
    cps = len(beat) / float(got["seconds"])
    print(
        f"{sim} {label}: seed {SEED}, {n_vec} vectors, {int(bad.size)} mismatches, "
        f"{valid_err} out_valid errors, {len(beat)} cycles ({cps:,.0f} cycles/s)"
    )
    if bad.size:
        kk = k[bad // LANES]
        lane = bad % LANES
        lines = [
            f"  cycle {c} lane {ln}: {int(stream['a'][beat[c], ln]):08X} + "
            f"{int(stream['b'][beat[c], ln]):08X} = {int(e):08X}, got {int(x):08X}"
            for c, ln, e, x in zip(kk[:10], lane[:10], exp[bad[:10]], act[bad[:10]], strict=True)
        ]
        pytest.fail(f"{sim} {label}: {bad.size} mismatches\n" + "\n".join(lines))
    assert valid_err == 0, f"{sim} {label}: out_valid wrong on {valid_err} cycles"
    return {"vectors": n_vec, "mismatches": int(bad.size)}


def full_rate_stream(a: np.ndarray, b: np.ndarray) -> dict[str, np.ndarray]:
    """One beat of LANES pairs per cycle, ce = 1: two reset cycles first, LATENCY + 2
    idle cycles at the end to drain the pipeline (pairs padded with zeros)."""
    pad = (-a.size) % LANES
    a = np.concatenate([a, np.zeros(pad, np.uint32)]).reshape(-1, LANES)
    b = np.concatenate([b, np.zeros(pad, np.uint32)]).reshape(-1, LANES)
    head, tail = 2, LATENCY + 2
    z = np.zeros((head, LANES), np.uint32)
    zt = np.zeros((tail, LANES), np.uint32)
    n = head + a.shape[0] + tail
    rst = np.zeros(n, bool)
    rst[:head] = True
    iv = np.zeros(n, bool)
    iv[head : head + a.shape[0]] = True
    return {
        "ce": np.ones(n, bool),
        "rst": rst,
        "in_valid": iv,
        "a": np.concatenate([z, a, zt]),
        "b": np.concatenate([z, b, zt]),
    }


def test_latency_matches_rtl():
    text = RTL.read_text()
    assert f"localparam LATENCY = {LATENCY};" in text
    assert f"localparam LANES = {LANES};" in text


@pytest.mark.parametrize("sim", SIMS)
def test_testfloat_l1(sim):
    """All 46,464 TestFloat L1 f32_add (RNE) vectors, 8 per beat, bit for bit."""
    g = _golden()
    a, b, exp = g.load_testfloat()
    assert np.array_equal(g.f32_add_bits(a, b), exp)  # golden == TestFloat
    stream = full_rate_stream(a, b)
    got = run_sim(sim, "testfloat", stream)
    r = check(sim, "TestFloat L1 (checked against golden)", stream, got)
    # and straight against TestFloat's own RESULT column
    head = 2
    sums = got["out_sum"][head + LATENCY - 1 : head + LATENCY - 1 + stream["a"].shape[0] - head]
    act = sums.reshape(-1)[: a.size]
    bad = g.mismatch_indices(exp, act)
    print(f"TestFloat L1: {a.size} vectors, {bad.size} mismatches ({sim})")
    assert r["vectors"] == a.size and bad.size == 0, g.format_mismatches(a, b, exp, act, bad)


def _random(sim: str, n_pairs: int) -> None:
    g = _golden()
    rng = np.random.default_rng([SEED, n_pairs])
    a, b = g.gen_mixed(rng, n_pairs)
    stream = full_rate_stream(a, b)
    got = run_sim(sim, f"random{n_pairs}", stream)
    r = check(sim, f"random mixed classes ({n_pairs} pairs)", stream, got)
    # "0 non-NaN mismatches, NaN class equal" is implied by exact equality; say so
    assert r["mismatches"] == 0


@pytest.mark.parametrize("sim", SIMS)
def test_random_50k(sim):
    """50,000 seeded pairs from all stimulus classes, full rate."""
    _random(sim, 50_000)


@pytest.mark.full
@pytest.mark.parametrize("sim", SIMS)
def test_random_1m(sim):
    """1,000,000 seeded pairs from all stimulus classes, full rate (tox -e full)."""
    _random(sim, 1_000_000)


@pytest.mark.parametrize("sim", SIMS)
def test_stalls_gaps_reset(sim):
    """Random ce low cycles, in_valid gaps, reset at start and twice mid-stream: out_valid
    on every cycle, every held or fresh out_sum, and the results a consumer takes (out_valid
    on a ce edge) are the accepted beats in order, minus exactly those a reset flushed."""
    g = _golden()
    rng = np.random.default_rng([SEED, 7])
    n = 3000
    stream = g.gen_vec_stream(rng, n, LANES, resets=(0, 1, 1000, 2001, 2002))
    stream["ce"][-3 * LATENCY :] = True
    stream["in_valid"][-3 * LATENCY :] = False
    got = run_sim(sim, "stalls", stream)
    check(sim, "ce stalls, in_valid gaps, resets", stream, got)
    ce, rst, iv = stream["ce"], stream["rst"], stream["in_valid"]
    ov = got["out_valid"].astype(bool)
    accepted = np.flatnonzero(iv & ce & ~rst)
    # Beat j (accepted on edge j) is on the output after the edge m where the (LATENCY-1)th
    # further ce edge happens; a reset on any edge in (j, m] flushes it.
    ce_count = np.cumsum(ce)
    rst_count = np.cumsum(rst)
    expect_beats = []
    for j in accepted:
        m = np.searchsorted(ce_count, ce_count[j] + LATENCY - 1)  # first such edge
        if m < n and rst_count[m] == rst_count[j]:
            expect_beats.append(int(j))
    # the beats the DUT showed with out_valid = 1, in order of appearance (a result held
    # over ce-low cycles shows the same beat again)
    beat, _ = g.pipeline_schedule(ce, rst, iv, LATENCY)
    shown = [int(beat[k]) for k in np.flatnonzero(ov)]
    delivered = [x for i, x in enumerate(shown) if i == 0 or x != shown[i - 1]]
    print(
        f"{sim} stream: {accepted.size} beats in, {accepted.size - len(expect_beats)} "
        f"flushed by resets, {len(delivered)} delivered with out_valid"
    )
    assert delivered == expect_beats
