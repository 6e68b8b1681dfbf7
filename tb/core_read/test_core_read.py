"""MyHDL simulation of core_read (myhdl_src/core_read.py): the read stage. Random engine
states, staged frames and walk positions: ``p_go`` is IDLE with a staged frame; the
metadata read address is the walk's position while walking, else the frame's ``mkey``;
the frame's fields and its metadata word are registered exactly in a ``p_go`` cycle and
held otherwise. Seed: CORE_READ_SEED (printed)."""

from __future__ import annotations

import os
import random

from myhdl import Signal, StopSimulation, block, delay, instance, intbv

from myhdl_src.core_if import IDLE, META_W, Frame
from myhdl_src.core_read import core_read
from myhdl_src.iswitch_if import AccelParams, StagedFrame

SEED = int(os.environ.get("CORE_READ_SEED", "20261208"))
P = AccelParams()
FIELDS = {"ctrl": "ctrl", "drop": "drop", "job": "job", "seg": "seg", "worker": "worker",
          "mac": "src_mac", "ip": "src_ip", "port": "port", "w52": "w52", "w54": "w54",
          "w56": "w56", "w58": "w58", "acked": "acked"}


@block
def bench(rng: random.Random, cycles: int, log: dict):
    clk = Signal(bool(0))
    staged, fr = StagedFrame(), Frame(P)
    state = Signal(intbv(0, min=0, max=16))
    walking, p_go = Signal(bool(0)), Signal(bool(0))
    w_idx = Signal(intbv(0)[P.BUF_W + 1:])
    meta_ra, wcnt_ra = Signal(intbv(0)[P.BUF_W:]), Signal(intbv(0)[P.BUF_W:])
    meta_rd = Signal(intbv(0)[META_W:])
    dut = core_read(clk, staged, state, walking, w_idx, meta_ra, meta_rd, wcnt_ra, p_go, fr)

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def stim():
        want = None
        for cyc in range(cycles):
            yield clk.negedge
            if want is not None:
                got = {n: int(getattr(fr, n)) for n in want}
                if got != want:
                    log["errors"].append(f"cycle {cyc}: fr {got} is not {want}")
            st = IDLE if rng.random() < 0.5 else rng.randrange(11)
            state.next, staged.valid.next = st, rng.random() < 0.6
            walking.next, w_idx.next = rng.random() < 0.3, rng.randrange(P.NBUF + 1)
            for sig in (*(getattr(staged, v) for v in FIELDS.values()), staged.mkey):
                sig.next = rng.getrandbits(len(sig))
            if rng.random() < 0.5:
                staged.drop.next = 0  # (fr.ok: no stateless drop)
            meta = rng.getrandbits(META_W)
            meta_rd.next = meta
            yield delay(1)
            go = st == IDLE and bool(staged.valid)
            ra = int(w_idx) % P.NBUF if walking else int(staged.mkey) % P.NBUF
            if bool(p_go) != go or int(meta_ra) != ra or int(wcnt_ra) != int(w_idx) % P.NBUF:
                log["errors"].append(f"cycle {cyc}: p_go {bool(p_go)}, meta_ra {int(meta_ra)}")
            if go:
                want = {n: int(getattr(staged, v)) for n, v in FIELDS.items()}
                want.update(meta=meta, buf=ra, ok=int(int(staged.drop) == 0))
                log["loads"] += 1
        raise StopSimulation

    return dut, clock, stim


def test_read_stage_loads_only_at_p_go() -> None:
    log = {"errors": [], "loads": 0}
    bench(random.Random(SEED), 3000, log).run_sim(quiet=1)
    print(f"core_read: seed {SEED}: 3000 cycles, {log['loads']} frames read")
    assert not log["errors"], log["errors"][:5]
    assert 300 < log["loads"] < 2700
