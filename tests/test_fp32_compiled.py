"""Exactness of the converted fp32 adder (rtl/gen/fp32_vec_add.v) on the compiled testbenches.

Drives iswitch/sim/adder_exactness.py (Verilator C++ harness streaming through pipes, Icarus
file testbench) and compares against golden.fp32 as exact bit patterns, NaN payloads
included. Default run: 200,000 seeded pairs (four classes, with random ce stalls and
in_valid bubbles) + the directed corners + all 46,464 TestFloat level-1 vectors on
Verilator, a small sample on Icarus, and negative tests proving a difference is reported.
`pytest -m full` (tox -e full): 1,000,000 pairs on Verilator and TestFloat L1 on both.

Seeds and counts are printed (shown with `pytest -rP`).
"""

from __future__ import annotations

import numpy as np
import pytest

from iswitch.sim import adder_exactness as ax

SEED = 20261130



def _check(results: list, record_property=None) -> None:
    """Assert 0 mismatches; print the table and record one summary line per run."""
    print()
    print(ax.format_table(results))
    for r in results:
        t = r.tally
        print(f"{r.sim} {r.cls} seed={r.seed}: {t.vectors:,} vectors, {t.mismatches} mismatches"
              f" (non-NaN {t.non_nan}, NaN class {t.nan_class}, NaN payload {t.nan_payload})")
        assert t.vectors > 0
        assert r.stats.beats_in == r.stats.beats_out, "beats lost in the pipeline"
        assert t.golden_vs_ref == 0, "numpy disagrees with TestFloat's expected results"
        assert t.mismatches == 0 and t.hw_vs_ref == 0, (
            f"{r.sim} {r.cls}: {t.mismatches} mismatches\n" + "\n".join(t.examples))
        if record_property is not None:
            seed = "" if r.seed is None else f" (seed {r.seed})"
            record_property("summary", f"fp32_vec_add compiled testbench, {r.sim}, {r.cls}"
                                       f"{seed}: {t.vectors:,} vectors, 0 mismatches")
    print(f"{sum(r.tally.vectors for r in results):,} vectors: 0 mismatches")


# --------------------------------------------------------------------------------------
# default run
# --------------------------------------------------------------------------------------


def test_verilator_random_sample(record_property):
    """200,000 pairs over the four random classes, with ce stalls and valid bubbles."""
    _check(ax.run_many(["verilator"], list(ax.RANDOM_CLASSES), 200_000, SEED,
                       stall=24, bubble=24), record_property)


def test_verilator_testfloat_and_directed(record_property):
    """All 46,464 TestFloat L1 vectors (against TestFloat's results and numpy) + corners."""
    _check(ax.run_many(["verilator"], ["testfloat", "directed"], 0, SEED), record_property)


def test_icarus_sample(record_property):
    """A small mixed sample and the directed corners on Icarus, with stalls and bubbles."""
    _check(ax.run_many(["icarus"], ["mixed", "directed"], 4_000, SEED, stall=24, bubble=24),
           record_property)


# --------------------------------------------------------------------------------------
# negative tests: the comparison can fail
# --------------------------------------------------------------------------------------


def _corrupt(exp: np.ndarray) -> np.ndarray:
    """Three deliberate differences: an lsb, a NaN payload bit, a NaN replaced by a number."""
    nan = np.flatnonzero(ax.fp32.is_nan(exp))
    num = np.flatnonzero(~ax.fp32.is_nan(exp))
    exp[num[0]] ^= np.uint32(1)  # non-NaN mismatch
    exp[nan[0]] ^= np.uint32(1)  # NaN payload mismatch (stays a NaN)
    exp[nan[1]] = np.uint32(0x3F80_0000)  # NaN class mismatch
    return exp


def test_corrupted_expected_is_reported():
    """A corrupted golden vector must show up in each mismatch category, with the pair."""
    r = ax.run_class("verilator", "testfloat", corrupt=_corrupt)
    t = r.tally
    print(f"corrupted expected: {t.mismatches} mismatches reported\n" + "\n".join(t.examples))
    assert (t.mismatches, t.non_nan, t.nan_payload, t.nan_class) == (3, 1, 1, 1)
    assert not r.ok
    assert len(t.examples) == 3 and all("got" in line for line in t.examples)


def test_mutant_rtl_is_caught(tmp_path, monkeypatch):
    """A one-line bug in the RTL (lane 3 truncates instead of rounding) must be caught by the
    same path, and only in lane 3. This builds a second Verilated model (~10-20 s)."""
    src = ax.RTL.read_text()
    needle = "fp32_add3_s5_n[26-1:3]};\n            end\n            word = (word + up);"
    assert needle in src, "mutation site not found: update the needle to the generated RTL"
    mutant = tmp_path / "fp32_vec_add.v"
    mutant.write_text(src.replace(needle, needle.replace("(word + up)", "word")))
    exe = ax.build_verilator(mutant)
    stats = ax.SimStats()
    a, b = ax.fp32.gen_uniform(np.random.default_rng(SEED), 80_000)
    (_, _, got), = ax.stream_verilator([(a, b)], stats, exe=exe)
    bad = ax.fp32.mismatch_indices(ax.fp32.f32_add_bits(a, b), got)
    print(f"mutant (lane 3 truncates): {bad.size} of {a.size} pairs differ")
    assert bad.size > 1000
    assert set((bad % ax.LANES).tolist()) == {3}


def test_wrong_latency_is_reported():
    """The harness checks every beat's latency: told LATENCY is one less, it must fail."""
    a, b = ax.fp32.gen_uniform(np.random.default_rng(SEED), 64)
    with pytest.raises(ax.ToolError, match="ce-cycles"):
        list(ax.stream_verilator([(a, b)], ax.SimStats(), latency=ax.rtl_latency() - 1))


def test_icarus_wrong_latency_is_reported():
    """The Icarus testbench checks every beat's latency too."""
    a, b = ax.fp32.gen_uniform(np.random.default_rng(SEED), 64)
    with pytest.raises(ax.ToolError, match="ce-cycles"):
        ax.run_icarus(a, b, ax.SimStats(), latency=ax.rtl_latency() + 1)


def test_simulators_agree_cycle_for_cycle():
    """Same stimulus and schedule seed: both testbenches run the same number of cycles
    (the schedule is the same xorshift32 in C++ and Verilog) and give the same bits."""
    _, a, b = ax.fp32.directed_arrays()
    sv, si = ax.SimStats(), ax.SimStats()
    (_, _, got_v), = ax.stream_verilator([(a, b)], sv, stall=40, bubble=40, seed=7)
    got_i = ax.run_icarus(a, b, si, stall=40, bubble=40, seed=7)
    print(f"directed, stall=bubble=40/256, seed 7: {sv.cycles} cycles on both")
    assert sv.cycles == si.cycles and sv.beats_out == si.beats_out
    assert np.array_equal(got_v, got_i)


def test_mismatch_tally_categories():
    """The categories on hand-made values, no simulator needed."""
    t = ax.Tally()
    exp = np.array([0x3F800000, 0x7FC00001, 0x7FC00000, 0x00000000], np.uint32)
    got = np.array([0x3F800001, 0x7FC00002, 0x3F800000, 0x00000000], np.uint32)
    t.add(exp, exp, exp, got)
    assert (t.vectors, t.mismatches, t.non_nan, t.nan_payload, t.nan_class) == (4, 3, 1, 1, 1)


# --------------------------------------------------------------------------------------
# full runs (tox -e full)
# --------------------------------------------------------------------------------------


@pytest.mark.full
def test_full_verilator_million(record_property):
    """1,000,000 seeded pairs (250,000 per class) on Verilator, with stalls and bubbles."""
    _check(ax.run_many(["verilator"], list(ax.RANDOM_CLASSES), 1_000_000, SEED,
                       stall=16, bubble=16), record_property)


@pytest.mark.full
def test_full_testfloat_verilator(record_property):
    _check(ax.run_many(["verilator"], ["testfloat", "directed"], 0, SEED, stall=16, bubble=16),
           record_property)


@pytest.mark.full
def test_full_testfloat_icarus(record_property):
    _check(ax.run_many(["icarus"], ["testfloat", "directed"], 0, SEED, stall=16, bubble=16),
           record_property)
