"""MyHDL simulation of one fp32_add lane against the golden model (golden/fp32.py).

Directed corners plus a seeded random sample of every stimulus class, one pair per clock
(II = 1), compared as 32-bit integers: exact, NaN payloads included (the lane's NaN rule is
x86's, which the golden model reproduces). The golden model itself is checked against
Berkeley TestFloat first.
"""

from __future__ import annotations

import time

import numpy as np
import pytest
from myhdl import Signal, StopSimulation, block, delay, instance, intbv

from golden import fp32 as g
from myhdl_src.fp32_add import LATENCY, fp32_add

SEED = 20261130
PER_CLASS = 5000


@block
def lane_bench(a: np.ndarray, b: np.ndarray, got: list[int], ce_pattern=None):
    """Feed pair k on the falling edge before rising edge k; collect out_sum. With
    ``ce_pattern`` (bools, one per cycle) ce follows it and a pair is only consumed on a
    cycle with ce = 1; ``got`` then receives out_sum at every cycle (use the schedule)."""
    clk = Signal(bool(0))
    ce = Signal(bool(1))
    in_a = Signal(intbv(0)[32:])
    in_b = Signal(intbv(0)[32:])
    out = Signal(intbv(0)[32:])
    dut = fp32_add(clk, ce, in_a, in_b, out)
    n = len(a)

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def drive():
        if ce_pattern is None:
            # Falling edge k precedes rising edge k; the sum of pair k is on out_sum after
            # rising edge k + LATENCY - 1, i.e. at falling edge k + LATENCY.
            for k in range(n + LATENCY):
                yield clk.negedge
                if k < n:
                    in_a.next = int(a[k])
                    in_b.next = int(b[k])
                if k >= LATENCY:
                    got.append(int(out))
        else:
            yield clk.negedge
            for k in range(len(ce_pattern)):
                ce.next = bool(ce_pattern[k])
                in_a.next = int(a[k])
                in_b.next = int(b[k])
                yield clk.negedge
                got.append(int(out))
        raise StopSimulation

    return dut, clock, drive


def run_lane(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Sums of the pairs (a[k], b[k]) as the MyHDL lane computes them."""
    got: list[int] = []
    lane_bench(a, b, got).run_sim(quiet=1)
    return g.as_u32(got)


def check(label: str, a: np.ndarray, b: np.ndarray, names: list[str] | None = None) -> None:
    t0 = time.perf_counter()
    got = run_lane(a, b)
    exp = g.f32_add_bits(a, b)
    bad = g.mismatch_indices(exp, got)
    dt = time.perf_counter() - t0
    print(
        f"fp32_add MyHDL {label}: seed {SEED}, {a.size} vectors, {bad.size} mismatches ({dt:.1f} s)"
    )
    if bad.size:
        detail = g.format_mismatches(a, b, exp, got, bad)
        if names is not None:
            detail += "\n" + "\n".join(f"  #{i}: {names[i]}" for i in bad[:10])
        pytest.fail(f"{label}: {bad.size} of {a.size} mismatches\n{detail}")


def test_golden_matches_testfloat():
    """The reference itself: numpy float32 on this host equals TestFloat L1 bit for bit."""
    a, b, exp = g.load_testfloat()
    bad = g.mismatch_indices(exp, g.f32_add_bits(a, b))
    print(f"golden vs TestFloat L1: {a.size} vectors, {bad.size} mismatches")
    assert a.size == 46_464 and bad.size == 0


def test_directed_rounding_coverage():
    """The directed list reaches every (lsb, guard, round, sticky) case for add and sub."""
    seen = set()
    for _, x, y in g.directed_corners():
        rc = g.round_class(x, y)
        if rc is not None:
            seen.add(((x ^ y) >> 31, *rc))
    assert len(seen) == 32, sorted(seen)


def test_lane_directed():
    names, a, b = g.directed_arrays()
    check("directed corners", a, b, names)


@pytest.mark.parametrize("cls", list(g.CLASSES))
def test_lane_random(cls):
    rng = np.random.default_rng([SEED, list(g.CLASSES).index(cls)])
    a, b = g.CLASSES[cls](rng, PER_CLASS)
    check(f"random {cls}", a, b)


def test_lane_testfloat_sample():
    """Every 8th TestFloat L1 vector (the full set runs on the converted RTL in tb/)."""
    a, b, _ = g.load_testfloat()
    check("TestFloat L1 every 8th", a[::8].copy(), b[::8].copy())


def test_lane_ce_hold():
    """With ce low the lane holds: the sum of the k-th ce-enabled pair appears LATENCY
    ce-cycles later and stays while ce = 0."""
    rng = np.random.default_rng([SEED, 99])
    n = 600
    a, b = g.gen_mixed(rng, n)
    ce = rng.random(n) < 0.6
    got: list[int] = []
    lane_bench(a, b, got, ce_pattern=ce).run_sim(quiet=1)
    beat, _ = g.pipeline_schedule(ce, np.zeros(n, bool), np.ones(n, bool), LATENCY)
    exp = g.f32_add_bits(a, b)
    k = np.flatnonzero(beat >= 0)
    bad = g.mismatch_indices(exp[beat[k]], g.as_u32(got)[k])
    print(f"fp32_add MyHDL ce stalls: seed {SEED}, {k.size} cycles checked, {bad.size} mismatches")
    assert bad.size == 0


try:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st
except ImportError:  # pragma: no cover - hypothesis is pinned in requirements.txt
    st = None


if st is not None:
    # binary32 patterns built from fields, with the edge values of each field likely
    _f32 = st.builds(
        lambda s, e, f: (s << 31) | (e << 23) | f,
        st.integers(0, 1),
        st.one_of(st.sampled_from([0, 1, 2, 126, 127, 128, 253, 254, 255]), st.integers(0, 255)),
        st.one_of(
            st.sampled_from([0, 1, 2, 0x40_0000, 0x3F_FFFF, 0x7F_FFFF, 0x7F_FFFE]),
            st.integers(0, 2**23 - 1),
        ),
    )

    @settings(
        max_examples=5,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(st.lists(st.tuples(_f32, _f32), min_size=1, max_size=300))
    def test_lane_hypothesis(pairs):
        """Property: for any bit patterns, the lane equals the golden model exactly."""
        a = g.as_u32([p[0] for p in pairs])
        b = g.as_u32([p[1] for p in pairs])
        got = run_lane(a, b)
        exp = g.f32_add_bits(a, b)
        bad = g.mismatch_indices(exp, got)
        assert bad.size == 0, g.format_mismatches(a, b, exp, got, bad)


@pytest.mark.parametrize("n", [1, 16, 359, 360, 1000])
def test_golden_both_nan_rule_any_length(n: int) -> None:
    """Both operands NaN: the first operand's NaN, quieted, at every array length (numpy's
    SIMD loops pick either operand depending on length and alignment; the golden model must
    not follow them)."""
    rng = np.random.default_rng(n)
    print(f"seed {n}")
    a = (g.EXP_MASK | rng.integers(1, g.FRAC_MASK + 1, n, dtype=np.uint32)
         | (rng.integers(0, 2, n, dtype=np.uint32) << 31)).astype(np.uint32)
    b = (g.EXP_MASK | rng.integers(1, g.FRAC_MASK + 1, n, dtype=np.uint32)).astype(
        np.uint32)
    assert np.array_equal(g.f32_add_bits(a, b), a | g.QUIET_BIT)
