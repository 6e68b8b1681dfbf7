"""MyHDL simulation of exact_align (myhdl_src/exact_align.py): for directed values (zeros,
the smallest and largest subnormals and normals, each chunk boundary of the shift, NaNs
with payloads, the infinities) and seeded random bit patterns, with ``ce`` low on random
cycles, the addend plus its carry-in equals ``x * 2^149`` modulo 2^288, as this test
computes it from the value (``fractions.Fraction`` of the decoded binary32, not the
block's unpacking), and the flags are the value's class. Seed: EXACT_ALIGN_SEED (printed).
The converted Verilog lints clean."""

from __future__ import annotations

import os
import random
import struct
from fractions import Fraction

from myhdl import Signal, StopSimulation, block, delay, instance, intbv

from myhdl_src.exact_align import ACC_W, LATENCY, exact_align

SEED = int(os.environ.get("EXACT_ALIGN_SEED", "20261202"))


def value(bits: int) -> Fraction | str:
    """The binary32 value of `bits` by its definition: a Fraction, or 'nan', '+inf', '-inf'."""
    sign, e, f = bits >> 31, bits >> 23 & 0xFF, bits & 0x7FFFFF
    if e == 0xFF:
        return "nan" if f else ("-inf" if sign else "+inf")
    mag = Fraction(f, 2**23) * Fraction(2) ** -126 if e == 0 else \
        (1 + Fraction(f, 2**23)) * Fraction(2) ** (e - 127)
    return -mag if sign else mag


def want(bits: int) -> tuple[int, dict[str, bool]]:
    """(x * 2^149 mod 2^288, the flags) for the value `bits`."""
    v = value(bits)
    flags = {"nan": v == "nan", "pinf": v == "+inf", "ninf": v == "-inf",
             "negzero": bits == 0x80000000}
    if isinstance(v, str):
        return 0, flags
    m = v * 2**149
    assert m.denominator == 1 and abs(m) < 2**277
    return int(m) % 2**ACC_W, flags


def directed() -> list[int]:
    f32 = [struct.unpack("<I", struct.pack("<f", x))[0] for x in (1.0, -1.0, 0.5, 3.0e38)]
    out = [0, 0x80000000, 1, 0x80000001, 0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF,
           0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F800001, 0x7FBFFFFF, *f32]
    # every shift e - 1 at a chunk boundary (multiples of 32) and one either side
    for e in range(1, 255):
        if (e - 1) % 32 in (0, 1, 31):
            out += [e << 23, 1 << 31 | e << 23 | 0x7FFFFF, e << 23 | 0x5A5A5A]
    return out


def run(xs: list[int], seed: int, p_ce: float = 0.75) -> list[tuple[int, int, dict]]:
    """Simulate the block on `xs` (one per enabled cycle); (addend, cin, flags) for each."""
    rng = random.Random(seed)
    clk, ce = Signal(bool(0)), Signal(bool(0))
    x = Signal(intbv(0)[32:])
    add = Signal(intbv(0)[ACC_W:])
    cin, nan, pinf, ninf, nz = (Signal(bool(0)) for _ in range(5))
    got: list[tuple[int, int, dict]] = []

    @block
    def tb():
        dut = exact_align(clk, ce, x, add, cin, nan, pinf, ninf, nz)

        @instance
        def clock():
            while True:
                yield delay(5)
                clk.next = not clk

        @instance
        def drive():
            pending = list(xs) + [0] * (LATENCY - 1)
            issued = 0  # enabled cycles so far
            while pending:
                on = rng.random() < p_ce
                ce.next = on
                if on:
                    x.next = pending.pop(0)
                yield clk.posedge
                yield delay(1)
                if on:
                    issued += 1
                    if issued >= LATENCY:  # the output of the value LATENCY back
                        got.append((int(add), int(cin), {
                            "nan": bool(nan), "pinf": bool(pinf), "ninf": bool(ninf),
                            "negzero": bool(nz)}))
            raise StopSimulation

        return dut, clock, drive

    tb().run_sim(quiet=1)
    return got


def check(xs: list[int], seed: int) -> None:
    got = run(xs, seed)
    assert len(got) == len(xs)
    for bits, (add, cin, flags) in zip(xs, got, strict=True):
        m, wflags = want(bits)
        assert (add + cin) % 2**ACC_W == m, f"{bits:#010x}: addend {add:#x} + {cin}"
        assert flags == wflags, f"{bits:#010x}: flags {flags}, want {wflags}"
        assert cin == (m != 0 and bits >> 31), f"{bits:#010x}: carry-in {cin}"


def test_directed_values() -> None:
    print(f"seed {SEED}")
    check(directed(), SEED)


def test_random_bit_patterns() -> None:
    print(f"seed {SEED + 1}")
    rng = random.Random(SEED + 1)
    check([rng.getrandbits(32) for _ in range(2000)], SEED + 1)


def test_oracle_decodes_as_the_platform_does() -> None:
    """The test's own decode agrees with the platform's float for finite values (so a
    shared misreading of the format would show here)."""
    rng = random.Random(SEED + 2)
    for bits in [rng.getrandbits(32) for _ in range(500)] + directed():
        v = value(bits)
        if not isinstance(v, str):
            assert v == Fraction(struct.unpack("<f", struct.pack("<I", bits))[0])
