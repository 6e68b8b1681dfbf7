"""MyHDL simulation of exact_pair (myhdl_src/exact_pair.py): the exact pipeline (aligner,
two accumulator updates, read-out) with two contributions is binary32 addition, round to
nearest even, with every NaN result the canonical NaN: against numpy's float32 addition
(correctly rounded) for the adder's directed corners and seeded mixed pairs (uniform,
near cancellation, subnormal, exponent differences: golden/fp32.py), with ``ce`` low on
random cycles; and against the golden exact sum (golden/exact.py) on the same pairs.
(The same property for all 2^64 pairs is proved: iswitch/formal/exact.py, `python -m
iswitch.formal --unit exact_pair`.)
Seed: EXACT_PAIR_SEED (printed)."""

from __future__ import annotations

import os
import random

import numpy as np
from myhdl import Signal, StopSimulation, block, delay, instance, intbv

from golden.exact import CANONICAL_NAN, exact_sum
from golden.fp32 import directed_arrays, gen_mixed
from myhdl_src.exact_pair import LATENCY, exact_pair

SEED = int(os.environ.get("EXACT_PAIR_SEED", "20261204"))


def run(a: list[int], b: list[int], seed: int) -> list[int]:
    rng = random.Random(seed)
    clk, ce = Signal(bool(0)), Signal(bool(0))
    xa, xb, out = (Signal(intbv(0)[32:]) for _ in range(3))
    got: list[int] = []

    @block
    def tb():
        dut = exact_pair(clk, ce, xa, xb, out)

        @instance
        def clock():
            while True:
                yield delay(5)
                clk.next = not clk

        @instance
        def drive():
            pending = list(zip(a, b, strict=True)) + [(0, 0)] * (LATENCY - 1)
            issued = 0
            while pending:
                on = rng.random() < 0.8
                ce.next = on
                if on:
                    xa.next, xb.next = pending.pop(0)
                yield clk.posedge
                yield delay(1)
                if on:
                    issued += 1
                    if issued >= LATENCY:  # the sum of the pair LATENCY enabled edges back
                        got.append(int(out))
            raise StopSimulation

        return dut, clock, drive

    tb().run_sim(quiet=1)
    return got


def reference(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """numpy's float32 a + b, every NaN replaced by the canonical one."""
    with np.errstate(all="ignore"):
        s = (a.view(np.float32) + b.view(np.float32)).view(np.uint32)
    return np.where(np.isnan(s.view(np.float32)), np.uint32(CANONICAL_NAN), s)


def test_pairs_are_binary32_addition() -> None:
    print(f"seed {SEED}")
    _, da, db = directed_arrays()
    ra, rb = gen_mixed(np.random.default_rng(SEED), 1500)
    a, b = np.concatenate([da, ra]), np.concatenate([db, rb])
    got = np.array(run(a.tolist(), b.tolist(), SEED), dtype=np.uint32)
    want = reference(a, b)
    bad = np.flatnonzero(got != want)
    assert bad.size == 0, [f"{a[i]:#010x} + {b[i]:#010x}: {got[i]:#010x}, want {want[i]:#010x}"
                           for i in bad[:5]]
    assert (exact_sum(np.stack([a, b])) == want).all()  # the golden model agrees
