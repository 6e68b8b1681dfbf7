"""MyHDL simulation of core_walker (myhdl_src/core_walker.py): walks of the three modes
(free all, Leave's member-bit clear and sweep, SetH's sweep) over random metadata, with
the descriptor FIFO's room (``x_room3``) dropping at random, for a root and a child.
The testbench is the metadata LUT RAM (read at ``wk.idx``) and the engine (``walking``
until ``wk.end``). Checked against the golden model's rules (AccelModel._free_all,
_leave, _sweep, _complete): every entry's word after the walk, the aggregates pushed (in
index order, each once), no push or write while the FIFO has no room, the walk's end.
Seed: CORE_WALKER_SEED (printed)."""

from __future__ import annotations

import os
import random

from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from golden.decide import BufState
from myhdl_src.core_if import (
    META_W,
    MW,
    O_BMAP,
    O_CEMIT,
    O_COUNT,
    O_HEMIT,
    O_PART,
    O_STATE,
    W_FREE,
    W_LEAVE,
    W_SWEEP,
    Act,
    Regs,
    Walk,
)
from myhdl_src.core_walker import core_walker
from myhdl_src.iswitch_if import AccelParams

SEED = int(os.environ.get("CORE_WALKER_SEED", "20261205"))
P = AccelParams(K=4, MEMBERS=8)


def field(word: int, lo: int, w: int) -> int:
    return word >> lo & ((1 << w) - 1)


def put(word: int, lo: int, w: int, v: int) -> int:
    return word & ~(((1 << w) - 1) << lo) | (v & ((1 << w) - 1)) << lo


def expected(mem: list[int], mode: int, member: int, heff: int, child: bool):
    """The words after the walk and the entries pushed (the golden model's rules)."""
    out, pushed = [], []
    for i, w in enumerate(mem):
        st = BufState(field(w, O_STATE, 2))
        if mode == W_FREE:
            out.append(put(w, O_STATE, 2, BufState.FREE.value))
            continue
        if mode == W_LEAVE and st is BufState.AGG:
            w = put(w, O_BMAP, MW, field(w, O_BMAP, MW) & ~(1 << member))
        if st is BufState.AGG and heff != 0 and field(w, O_COUNT, 6) >= heff:
            w = put(w, O_STATE, 2, (BufState.UP if child else BufState.DONE).value)
            w = put(put(w, O_PART, 1, 0), O_HEMIT, 6, heff)
            w = put(w, O_CEMIT, MW, field(w, O_BMAP, MW))
            pushed.append((i, w))
        out.append(w)
    return out, pushed


@block
def bench(rng: random.Random, walks: int, log: dict):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    a, rg, wk = Act(P), Regs(P), Walk(P)
    a.walking.next = 0
    meta_rd, wcnt_rd = Signal(intbv(0)[META_W:]), Signal(intbv(0)[6:])
    x_room3 = Signal(bool(1))
    dut = core_walker(clk, rst, a, meta_rd, wcnt_rd, rg, x_room3, wk, P)

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def stim():
        yield clk.negedge
        rst.next = 0
        for k in range(walks):
            mem = [rng.getrandbits(META_W) for _ in range(P.NBUF)]
            mode = rng.choice((W_FREE, W_LEAVE, W_SWEEP))
            member, heff, child = rng.randrange(P.MEMBERS), rng.randrange(7), rng.random() < 0.5
            want, want_push = expected(mem, mode, member, heff, child)
            a.mode.next, a.memv.next, rg.child.next = mode, 1 << member, child
            rg.heff.next, rg.heff_now.next = heff, heff
            a.walking.next = 1
            p_room = rng.choice((1.0, 0.7, 0.3))
            pushes, cyc = [], 0
            while True:
                cyc += 1
                i = int(wk.idx) % P.NBUF  # (the LUT RAM's read, for the coming edge)
                meta_rd.next, wcnt_rd.next = mem[i], field(mem[i], O_COUNT, 6)
                x_room3.next = rng.random() < p_room
                yield delay(1)
                if wk.push and not x_room3:
                    log["errors"].append(f"walk {k}: a push without room")
                if wk.we:
                    mem[int(wk.idx2)] = int(wk.md)
                if wk.push:
                    pushes.append((int(wk.idx2), int(wk.emit) & ~(3 << O_STATE)))
                if wk.end:
                    a.walking.next = 0
                    break
                if cyc > 40 * P.NBUF:
                    log["errors"].append(f"walk {k}: no end")
                    break
                yield clk.negedge
            yield clk.negedge
            yield clk.negedge
            if mem != want:
                bad = next(i for i in range(P.NBUF) if mem[i] != want[i])
                log["errors"].append(f"walk {k} (mode {mode}): entry {bad} "
                                     f"{mem[bad]:x}, golden {want[bad]:x}")
            if pushes != [(i, w & ~(3 << O_STATE)) for i, w in want_push]:
                log["errors"].append(f"walk {k} (mode {mode}): pushed {[i for i, _ in pushes]}"
                                     f", golden {[i for i, _ in want_push]}")
            log["pushes"] += len(pushes)
            log["stalled"] += cyc > P.NBUF + 2
        raise StopSimulation

    return dut, clock, stim


def test_walks_follow_the_golden_rules() -> None:
    log = {"errors": [], "pushes": 0, "stalled": 0}
    bench(random.Random(SEED), 60, log).run_sim(quiet=1)
    print(f"core_walker: seed {SEED}, 60 walks over {P.NBUF} buffers: {log['pushes']} "
          f"aggregates, {log['stalled']} walks that waited for room")
    assert not log["errors"], log["errors"][:5]
    assert log["pushes"] > 0 and log["stalled"] > 0
