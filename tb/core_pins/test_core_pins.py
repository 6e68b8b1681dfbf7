"""MyHDL simulation of core_pins (myhdl_src/core_pins.py): random pins (the engine's
``pin_inc``) and unpins (tx's ``unpin``), also of one buffer in the same cycle, and resets,
against a dictionary of counts; ``pin_nz`` is checked in every cycle. Seed: CORE_PINS_SEED
(printed)."""

from __future__ import annotations

import os
import random

from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from myhdl_src.core_pins import core_pins
from myhdl_src.iswitch_if import AccelParams, PayloadRead

SEED = int(os.environ.get("CORE_PINS_SEED", "20261201"))
P = AccelParams()


@block
def bench(rng: random.Random, cycles: int, log: dict):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    pin_inc = Signal(bool(0))
    pin_buf = Signal(intbv(0)[P.BUF_W:])
    pl_rd = PayloadRead(P)
    pin_nz = Signal(intbv(0)[P.NBUF:])
    dut = core_pins(clk, rst, pin_inc, pin_buf, pl_rd, pin_nz, P)
    hot = [rng.randrange(P.NBUF) for _ in range(3)]  # most traffic on a few buffers

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def stim():
        counts = [0] * P.NBUF
        for cyc in range(cycles):
            yield clk.negedge
            want = sum(1 << b for b in range(P.NBUF) if counts[b])
            if int(pin_nz) != want:
                log["errors"].append(f"cycle {cyc}: pin_nz {int(pin_nz):x}, model {want:x}")
            reset = cyc < 2 or rng.random() < 0.002
            inc = rng.random() < 0.5
            b_inc = rng.choice(hot) if rng.random() < 0.8 else rng.randrange(P.NBUF)
            pinned = [b for b in range(P.NBUF) if counts[b]]
            dec = bool(pinned) and rng.random() < 0.45
            b_dec = rng.choice(pinned) if dec else rng.randrange(P.NBUF)
            if inc and rng.random() < 0.1:
                dec, b_dec = True, b_inc  # a pin and an unpin of one buffer in one cycle
            rst.next, pin_inc.next, pin_buf.next = reset, inc, b_inc
            pl_rd.unpin.next, pl_rd.unpin_buf.next = dec, b_dec
            if reset:
                counts = [0] * P.NBUF
            else:
                if not (inc and dec and b_inc == b_dec):  # (both: unchanged)
                    counts[b_inc] += inc
                    counts[b_dec] -= dec
                log["max"] = max(log["max"], max(counts))
                log["both"] += inc and dec and b_inc == b_dec
        raise StopSimulation

    return dut, clock, stim


def test_pin_counts_follow_the_model() -> None:
    rng = random.Random(SEED)
    log = {"errors": [], "max": 0, "both": 0}
    bench(rng, 6000, log).run_sim(quiet=1)
    print(f"core_pins: seed {SEED}, max count {log['max']}, {log['both']} pin+unpin of one "
          "buffer in a cycle")
    assert not log["errors"], log["errors"][:5]
    assert log["max"] >= 3 and log["both"] > 0  # the cases were exercised
