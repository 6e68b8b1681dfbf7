"""MyHDL simulation of exact_acc (myhdl_src/exact_acc.py), and of exact_align feeding it:

* one update: for seeded random carry-save states (chunks, pending carries, flags) and
  addends, with ``first`` and ``ce`` random, the state's value after the update is the
  value before plus the addend and its carry-in, modulo 2^288 (``first``: the addend
  alone), and the flags are ORed (NaN, +Inf, -Inf) and ANDed (all -0) as stated; directed:
  every chunk all ones with every carry pending (a carry out of each chunk), the top
  chunk's carry out dropped;
* a sum: exact_align into exact_acc with the state fed back, over seeded random binary32
  contributions (specials included) of several elements, gives ``sum(x) * 2^149`` modulo
  2^288 as this test computes it with ``fractions.Fraction``, and the contributions' flags;
  exact_round reads the last state out as golden/exact.py's exact sum;
* the order: three contributions in all six orders round to the same bits.

Seed: EXACT_ACC_SEED (printed). The converted Verilog lints clean (tests/test_lint.py)."""

from __future__ import annotations

import itertools
import os
import random
import struct
from fractions import Fraction

from myhdl import Signal, StopSimulation, block, delay, instance, intbv

from golden.exact import exact_sum
from myhdl_src.exact_acc import LATENCY, exact_acc
from myhdl_src.exact_align import ACC_W, CHUNK_W, NCHUNK, exact_align
from myhdl_src.exact_align import LATENCY as ALIGN_LATENCY
from myhdl_src.exact_round import LATENCY as ROUND_LATENCY
from myhdl_src.exact_round import exact_round

SEED = int(os.environ.get("EXACT_ACC_SEED", "20261203"))
MOD = 2**ACC_W
FLAGS = ("nan", "pinf", "ninf", "allnz")
A_FLAGS = ("nan", "pinf", "ninf", "negzero")


def state_value(chunks: int, carries: int) -> int:
    return (chunks + sum(1 << (CHUNK_W * i) for i in range(NCHUNK) if carries >> i & 1)) % MOD


class Bench:
    """The signals of exact_acc's ports."""

    def __init__(self) -> None:
        s = lambda w: Signal(intbv(0)[w:])  # noqa: E731
        self.clk, self.ce, self.first, self.cin = (Signal(bool(0)) for _ in range(4))
        self.i_ch, self.i_cy, self.add = s(ACC_W), s(NCHUNK), s(ACC_W)
        self.o_ch, self.o_cy = s(ACC_W), s(NCHUNK)
        self.i_f = {k: Signal(bool(0)) for k in FLAGS}
        self.a_f = {k: Signal(bool(0)) for k in A_FLAGS}
        self.o_f = {k: Signal(bool(0)) for k in FLAGS}
        self.rounded = s(32)  # exact_round's output, on the update's output state

    def acc_ports(self) -> tuple:
        i, a, o = self.i_f, self.a_f, self.o_f
        return (self.clk, self.ce, self.first, self.i_ch, self.i_cy, i["nan"],
                         i["pinf"], i["ninf"], i["allnz"], self.add, self.cin, a["nan"],
                         a["pinf"], a["ninf"], a["negzero"], self.o_ch, self.o_cy, o["nan"],
                         o["pinf"], o["ninf"], o["allnz"])

    def state_in(self, chunks: int, carries: int, flags: dict) -> None:
        self.i_ch.next, self.i_cy.next = chunks, carries
        for k in FLAGS:
            self.i_f[k].next = flags[k]

    def state_out(self) -> dict:
        return {"value": state_value(int(self.o_ch), int(self.o_cy)),
                **{k: bool(self.o_f[k]) for k in FLAGS}}


def _sim(bench: Bench, drive, x: Signal | None = None) -> None:
    """Run exact_acc (and exact_align from ``x`` into it, if given) and the generator
    ``drive()`` with a clock."""

    @block
    def tb():
        o = bench.o_f
        units = [exact_acc(*bench.acc_ports()),
                 exact_round(bench.clk, bench.ce, bench.o_ch, bench.o_cy, o["nan"], o["pinf"],
                             o["ninf"], o["allnz"], bench.rounded)]
        if x is not None:
            a = bench.a_f
            units.append(exact_align(bench.clk, bench.ce, x, bench.add, bench.cin, a["nan"],
                                     a["pinf"], a["ninf"], a["negzero"]))

        @instance
        def clock():
            while True:
                yield delay(5)
                bench.clk.next = not bench.clk

        @instance
        def driver():
            yield from drive()

        return (*units, clock, driver)

    tb().run_sim(quiet=1)


def _stall(rng: random.Random, bench: Bench):
    """Cycles with ce low (nothing may move), a random number of them."""
    while rng.random() < 0.3:
        bench.ce.next = 0
        yield bench.clk.posedge


def run_updates(cases: list[dict], seed: int) -> list[dict]:
    """Apply each case as one enabled update; the registered state after each."""
    rng, bench, got = random.Random(seed), Bench(), []

    def drive():
        for c in cases:
            yield from _stall(rng, bench)
            bench.ce.next, bench.first.next = 1, c["first"]
            bench.add.next, bench.cin.next = c["add"], c["cin"]
            bench.state_in(c["chunks"], c["carries"], c["in"])
            for k in A_FLAGS:
                bench.a_f[k].next = c["a"][k]
            yield bench.clk.posedge
            bench.ce.next = 0
            yield delay(1)
            got.append(bench.state_out())
        raise StopSimulation

    _sim(bench, drive)
    return got


def _case(rng: random.Random, chunks: int, carries: int, first: bool) -> dict:
    return {"chunks": chunks, "carries": carries, "add": rng.getrandbits(ACC_W),
            "cin": rng.random() < 0.5, "first": first,
            "in": {k: rng.random() < 0.3 for k in FLAGS},
            "a": {k: rng.random() < 0.3 for k in A_FLAGS}}


def want_update(c: dict) -> dict:
    a, i = c["a"], c["in"]
    if c["first"]:
        return {"value": (c["add"] + c["cin"]) % MOD, "nan": a["nan"], "pinf": a["pinf"],
                "ninf": a["ninf"], "allnz": a["negzero"]}
    v = (state_value(c["chunks"], c["carries"]) + c["add"] + c["cin"]) % MOD
    return {"value": v, "nan": i["nan"] or a["nan"], "pinf": i["pinf"] or a["pinf"],
            "ninf": i["ninf"] or a["ninf"], "allnz": i["allnz"] and a["negzero"]}


def test_one_update_random_and_directed() -> None:
    print(f"seed {SEED}")
    rng = random.Random(SEED)
    ones = MOD - 1
    cases = [_case(rng, ones, 2**NCHUNK - 1, False) for _ in range(20)]  # every carry out
    cases[0].update(add=ones, cin=True)  # and the top chunk's carry out dropped
    cases += [_case(rng, rng.getrandbits(ACC_W), rng.getrandbits(NCHUNK), rng.random() < 0.2)
              for _ in range(500)]
    got = run_updates(cases, SEED)
    assert len(got) == len(cases)
    for n, (c, g) in enumerate(zip(cases, got, strict=True)):
        assert g == want_update(c), f"update {n}: {g} != {want_update(c)}"


def _m(bits: int) -> int:
    """x * 2^149 of a finite binary32 (the platform's float, exactly, as a Fraction)."""
    m = Fraction(struct.unpack("<f", struct.pack("<I", bits))[0]) * 2**149
    assert m.denominator == 1
    return int(m)


def _kind(bits: int) -> str:
    if bits >> 23 & 0xFF != 0xFF:
        return "negzero" if bits == 0x80000000 else ""
    return "nan" if bits & 0x7FFFFF else ("ninf" if bits >> 31 else "pinf")


def run_sums(xs: list[list[int]], seed: int) -> list[dict]:
    """xs[e] = the contributions of element e, in turn, through exact_align into exact_acc,
    each element's state kept by the testbench as a RAM would and fed back to exact_acc
    with its next addend; the state after the last update also goes through exact_round
    (``rounded``: its binary32)."""
    rng, bench = random.Random(seed), Bench()
    x = Signal(intbv(0)[32:])
    order = [(e, j) for j in range(max(map(len, xs))) for e in range(len(xs)) if j < len(xs[e])]
    state: dict[int, tuple] = {}
    rounded: dict[int, int] = {}

    def drive():
        for e, j in order:
            x.next = xs[e][j]
            for step in range(ALIGN_LATENCY + LATENCY):
                yield from _stall(rng, bench)
                bench.ce.next = 1
                if step == ALIGN_LATENCY:  # the addend is at exact_acc's inputs
                    bench.first.next = j == 0
                    ch, cy, fl = state.get(e, (0, 0, dict.fromkeys(FLAGS, False)))
                    bench.state_in(ch, cy, fl)
                yield bench.clk.posedge
            bench.ce.next = 0
            yield delay(1)
            state[e] = (int(bench.o_ch), int(bench.o_cy),
                        {k: bool(bench.o_f[k]) for k in FLAGS})
            if j == len(xs[e]) - 1:  # the last update: exact_round samples its state at
                # the next enabled edge (what exact_acc does on the later ones is not read)
                for _ in range(ROUND_LATENCY):
                    yield from _stall(rng, bench)
                    bench.ce.next = 1
                    yield bench.clk.posedge
                bench.ce.next = 0
                yield delay(1)
                rounded[e] = int(bench.rounded)
        raise StopSimulation

    _sim(bench, drive, x)
    return [{"value": state_value(state[e][0], state[e][1]), **state[e][2],
             "rounded": rounded[e]} for e in range(len(xs))]


def test_align_into_acc_sums_exactly() -> None:
    print(f"seed {SEED + 1}")
    rng = random.Random(SEED + 1)
    specials = [0x7FC00000, 0xFF800001, 0x7F800000, 0xFF800000, 0x80000000, 0]

    def pick() -> int:
        return rng.choice(specials) if rng.random() < 0.08 else rng.getrandbits(32)

    xs = [[pick() for _ in range(rng.randrange(1, 9))] for _ in range(24)]
    xs += [[0x7F7FFFFF] * 8, [0xFF7FFFFF] * 7 + [1], [0x80000000] * 5, [0x80000000, 0]]
    got = run_sums(xs, SEED + 1)
    for e, (cs, g) in enumerate(zip(xs, got, strict=True)):
        kinds = [_kind(c) for c in cs]
        finite = [c for c, k in zip(cs, kinds, strict=True) if k in ("", "negzero")]
        want = {"value": sum(map(_m, finite)) % MOD, "nan": "nan" in kinds,
                "pinf": "pinf" in kinds, "ninf": "ninf" in kinds,
                "allnz": all(k == "negzero" for k in kinds)}
        assert {k: v for k, v in g.items() if k != "rounded"} == want, \
            f"element {e} ({[hex(c) for c in cs]}): {g} != {want}"
        assert g["rounded"] == int(exact_sum([[c] for c in cs])[0]), f"element {e}"


def test_three_contributions_in_every_order_round_alike() -> None:
    """Every order of three contributions gives the same rounded sum, the golden exact
    sum's, though the carry-save states the orders leave may differ (seeded triples:
    near cancellations, wide exponent spreads, specials, signed zeros)."""
    print(f"seed {SEED + 2}")
    rng = random.Random(SEED + 2)
    big = lambda: rng.getrandbits(32) & 0x7F7FFFFF | (rng.getrandbits(1) << 31)  # noqa: E731
    triples = [[big(), big(), big()] for _ in range(12)]
    triples += [[0x7149F2CA, 0x3F800000, 0xF149F2CA],  # 1e30 + 1 - 1e30
                [0x7F7FFFFF, 0x7F7FFFFF, 0xFF7FFFFF],  # max + max - max
                [0x00000001, 0x80000000, 0x80800000], [0x80000000, 0x80000000, 0x00000000],
                [0x7F800000, 0x3F800000, 0xFF800000], [0x7FC00001, 0x3F800000, 0x00000001]]
    for t in list(triples[:12]):  # a near cancellation of each random triple's first value
        triples.append([t[0], t[0] ^ 0x80000000 ^ 1, t[1] >> 8])
    xs = [list(p) for t in triples for p in itertools.permutations(t)]
    got = run_sums(xs, SEED + 2)
    for n, t in enumerate(triples):
        outs = {g["rounded"] for g in got[6 * n:6 * n + 6]}
        want = int(exact_sum([[c] for c in t])[0])
        assert outs == {want}, f"{[hex(c) for c in t]}: {sorted(map(hex, outs))}, want {want:#x}"
