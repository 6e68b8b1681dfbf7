"""MyHDL simulation of the 8-lane fp32_vec_add (ce stalls, in_valid gaps, reset mid-stream)
and the conversion (regeneration) check of rtl/gen/fp32_add.v and rtl/gen/fp32_vec_add.v.

The expected output of every cycle comes from golden/fp32.py: ``pipeline_schedule`` says
which input beat is on the output and whether out_valid is set, ``f32_add_bits`` gives
the sums. ``vec_bench`` and ``check_stream`` are also used by scripts/bench_sim.py.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np
from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from golden import fp32 as g
from myhdl_src.fp32_add import LATENCY
from myhdl_src.fp32_vec_add import LANES, fp32_vec_add

SEED = 20261130


@block
def vec_bench(stream: dict, rec: list, dut_factory: Callable | None = None):
    """Drive ``stream`` (see ``golden.fp32.gen_vec_stream``) into an fp32_vec_add, one
    cycle per entry, and append ``(out_valid, out_sum)`` seen after each rising edge to
    ``rec``. Inputs change on the falling edge. ``dut_factory(clk, rst, ce, in_valid, in_a,
    in_b, out_valid, out_sum)`` replaces the MyHDL block (e.g. by a Cosimulation)."""
    w = 32 * LANES
    clk = Signal(bool(0))
    rst = ResetSignal(0, active=1, isasync=False)
    ce = Signal(bool(0))
    in_valid = Signal(bool(0))
    in_a = Signal(intbv(0)[w:])
    in_b = Signal(intbv(0)[w:])
    out_valid = Signal(bool(0))
    out_sum = Signal(intbv(0)[w:])
    make = dut_factory or fp32_vec_add
    dut = make(clk, rst, ce, in_valid, in_a, in_b, out_valid, out_sum)

    ce_s, rst_s, iv_s = (stream[k].tolist() for k in ("ce", "rst", "in_valid"))
    a_w, b_w = g.pack_lanes(stream["a"]), g.pack_lanes(stream["b"])

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def drive():
        yield clk.negedge
        for k in range(len(ce_s)):
            ce.next = ce_s[k]
            rst.next = rst_s[k]
            in_valid.next = iv_s[k]
            in_a.next = a_w[k]
            in_b.next = b_w[k]
            yield clk.negedge
            rec.append((bool(out_valid), int(out_sum)))
        raise StopSimulation

    return dut, clock, drive


def expected_trace(stream: dict) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(beat, valid, sums)``: per cycle the input beat on the output (-1: start-up
    contents), the expected out_valid, and the golden sums of every beat (beats, lanes)."""
    beat, valid = g.pipeline_schedule(stream["ce"], stream["rst"], stream["in_valid"], LATENCY)
    sums = g.f32_add_bits(stream["a"].reshape(-1), stream["b"].reshape(-1))
    return beat, valid, sums.reshape(stream["a"].shape)


def check_stream(stream: dict, rec: list[tuple[bool, int]]) -> dict[str, int]:
    """Compare a recorded run with the golden expectation. Returns counts: ``cycles``,
    ``vectors`` (lane sums checked), ``mismatches`` (lane sums), ``valid_errors`` (cycles
    whose out_valid is wrong), ``in_valid`` (beats accepted: in_valid and ce, no reset),
    ``out_taken`` (results a consumer takes: out_valid on a ce edge)."""
    beat, valid, sums = expected_trace(stream)
    n = len(rec)
    got_v = np.array([v for v, _ in rec], bool)
    k = np.flatnonzero(beat[:n] >= 0)
    got_s = g.unpack_lanes([rec[i][1] for i in k], sums.shape[1])
    exp_s = sums[beat[k]]
    bad = g.mismatch_indices(exp_s.reshape(-1), got_s.reshape(-1))
    ce, rst, iv = stream["ce"], stream["rst"], stream["in_valid"]
    # a consumer takes out_sum on the next rising edge with ce = 1 (after the last cycle:
    # not taken)
    taken = int(np.sum(got_v[:-1] & ce[1:n] & ~rst[1:n]))
    return {
        "cycles": n,
        "vectors": int(exp_s.size),
        "mismatches": int(bad.size),
        "valid_errors": int(np.sum(got_v != valid[:n])),
        "in_valid": int(np.sum(iv[:n] & ce[:n] & ~rst[:n])),
        "out_taken": taken,
        "first_bad": ", ".join(
            f"cycle {k[i // sums.shape[1]]} lane {i % sums.shape[1]}: "
            f"exp {int(exp_s.reshape(-1)[i]):08X} got {int(got_s.reshape(-1)[i]):08X}"
            for i in bad[:5]
        ),
    }


def run_myhdl(stream: dict) -> list[tuple[bool, int]]:
    rec: list[tuple[bool, int]] = []
    vec_bench(stream, rec).run_sim(quiet=1)
    return rec


def test_vec_stalls_gaps_reset():
    """Random ce low cycles, in_valid gaps, reset at start and mid-stream: every cycle's
    out_valid and (once the pipeline holds real beats) every lane of out_sum."""
    rng = np.random.default_rng(SEED)
    stream = g.gen_vec_stream(rng, 1200, LANES)
    t0 = time.perf_counter()
    rec = run_myhdl(stream)
    r = check_stream(stream, rec)
    print(
        f"fp32_vec_add MyHDL stalls/gaps/reset: seed {SEED}, {r['cycles']} cycles, "
        f"{r['vectors']} vectors, {r['mismatches']} mismatches, "
        f"{r['valid_errors']} out_valid errors ({time.perf_counter() - t0:.1f} s)"
    )
    assert r["mismatches"] == 0, r["first_bad"]
    assert r["valid_errors"] == 0


def test_vec_count_and_order_no_reset():
    """Without a mid-stream reset, and with the pipeline drained at the end, the results a
    consumer takes are exactly the accepted beats, in order."""
    rng = np.random.default_rng([SEED, 1])
    n = 500
    stream = g.gen_vec_stream(rng, n, LANES, resets=(0,))
    stream["in_valid"][-3 * LATENCY :] = False  # drain
    stream["ce"][-3 * LATENCY :] = True
    rec = run_myhdl(stream)
    ce, rst, iv = stream["ce"], stream["rst"], stream["in_valid"]
    accepted = np.flatnonzero(iv & ce & ~rst)
    sums = g.f32_add_bits(stream["a"].reshape(-1), stream["b"].reshape(-1)).reshape(n, LANES)
    taken = [rec[k][1] for k in range(n - 1) if rec[k][0] and ce[k + 1]]
    print(f"fp32_vec_add MyHDL order: {accepted.size} beats in, {len(taken)} taken")
    assert len(taken) == accepted.size
    got = g.unpack_lanes(taken, LANES)
    bad = g.mismatch_indices(sums[accepted].reshape(-1), got.reshape(-1))
    assert bad.size == 0
