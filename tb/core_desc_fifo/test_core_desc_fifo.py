"""MyHDL simulation of core_desc_fifo (myhdl_src/core_desc_fifo.py): random pushes (as
the engine does: only while the model says there is room) and random tx backpressure.
Checked: the descriptors come out in order with every field of the Record (``desc.*``);
an entry is never shown before ``VIS_DELAY`` cycles after its push, and exactly then when
tx is ready and the FIFO was empty; ``x_room2``/``x_room3`` are the room of the cycle
before. Seed: CORE_DESC_FIFO_SEED (printed)."""

from __future__ import annotations

import os
import random

from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from myhdl_src.busfields import Record
from myhdl_src.core_desc_fifo import DEPTH, VIS_DELAY, core_desc_fifo
from myhdl_src.iswitch_if import HDR_W, AccelParams, Desc

SEED = int(os.environ.get("CORE_DESC_FIFO_SEED", "20261202"))
P = AccelParams()
REC = Record(("data", 1), ("dst_mac", 48), ("dst_ip", 32), ("dport", 16), ("ports", 8),
             ("hdr", HDR_W), ("buf", P.BUF_W), ("last", 7))


def fields(word: int) -> dict:
    return {n: word >> REC.lo(n) & ((1 << w) - 1) for n, w in REC.fields}


@block
def bench(rng: random.Random, cycles: int, p_push: float, p_ready: float, log: dict):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    d_we = Signal(bool(0))
    d_wd = Signal(intbv(0)[REC.width:])
    desc = Desc(P)
    x_room2, x_room3 = Signal(bool(0)), Signal(bool(0))
    dut = core_desc_fifo(clk, rst, d_we, d_wd, desc, x_room2, x_room3, REC)

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def stim():
        queue: list[tuple[int, int]] = []  # (word, push cycle), oldest first
        used_before = 0
        for cyc in range(cycles):
            yield clk.negedge
            if cyc >= 3:
                if (bool(x_room2), bool(x_room3)) != (used_before <= DEPTH - 2,
                                                       used_before <= DEPTH - 3):
                    log["errors"].append(f"cycle {cyc}: room2/3 wrong for {used_before} used")
                if desc.valid:
                    word, at = queue[0]
                    got = {n: int(getattr(desc, n)) for n, _ in REC.fields}
                    if got != fields(word):
                        log["errors"].append(f"cycle {cyc}: head {got} is not {fields(word)}")
                    if cyc - at < VIS_DELAY:
                        log["errors"].append(f"cycle {cyc}: shown {cyc - at} after its push")
                    log["lat"].append(cyc - at)
                elif queue and cyc - queue[0][1] > VIS_DELAY + 1 and log["ready_all"]:
                    log["errors"].append(f"cycle {cyc}: an entry pushed at {queue[0][1]} unseen")
            used_before = len(queue)
            ready = rng.random() < p_ready
            pop = bool(desc.valid) and ready  # at the edge that ends this cycle
            if pop:
                queue.pop(0)
            push = cyc >= 3 and len(queue) < DEPTH and rng.random() < p_push
            word = rng.getrandbits(REC.width)
            rst.next = cyc < 2
            d_we.next, d_wd.next = push, word
            desc.ready.next = ready
            if push:
                queue.append((word, cyc + 1))  # the word is in from the next edge
                log["pushes"] += 1
            log["max"] = max(log["max"], len(queue))
        raise StopSimulation

    return dut, clock, stim


def run(p_push: float, p_ready: float, seed: int) -> dict:
    log = {"errors": [], "lat": [], "pushes": 0, "max": 0, "ready_all": p_ready == 1.0}
    bench(random.Random(seed), 4000, p_push, p_ready, log).run_sim(quiet=1)
    print(f"core_desc_fifo: seed {seed}, push p {p_push}, ready p {p_ready}: "
          f"{log['pushes']} pushes, at most {log['max']} queued")
    assert not log["errors"], log["errors"][:5]
    return log


def test_order_fields_and_room_under_backpressure() -> None:
    log = run(0.6, 0.3, SEED)
    assert log["max"] == DEPTH  # the FIFO was full


def test_visible_exactly_vis_delay_after_a_push() -> None:
    log = run(0.05, 1.0, SEED + 1)
    assert min(log["lat"]) == VIS_DELAY
    # sparse pushes, tx always ready: most entries are shown exactly VIS_DELAY after
    assert log["lat"].count(VIS_DELAY) > 0.8 * len(log["lat"])
