"""MyHDL simulation of core_compare (myhdl_src/core_compare.py): every comparison of the
compare stage, for random frames, metadata words and switch registers biased towards the
edges (equal tags, serial distances around 2^31, counts at the threshold, role values
with one or two port bits, the switch's id), against their definitions in the golden
model (``golden.accel_model.newer``, ``Uplink.from_value`` and ``Uplink.config``, the
metadata fields). Seed: CORE_COMPARE_SEED (printed)."""

from __future__ import annotations

import os
import random

import pytest
from myhdl import Signal, StopSimulation, block, delay, instance, intbv

from golden.accel_model import Uplink, newer
from iswitch.wire import (
    JOIN_MODE_BIT,
    JOIN_VALUE_MAX,
    SWITCH_WORKER_ID,
    UPLINK_CHILD_BIT,
    UPLINK_EXACT_BIT,
    Action,
    Flag,
)
from myhdl_src.core_compare import core_compare
from myhdl_src.core_if import (
    META_W,
    MW,
    O_BMAP,
    O_COUNT,
    O_ELEMS,
    O_NSUM,
    O_TAG,
    Compare,
    Frame,
    Lookup,
    Regs,
)
from myhdl_src.iswitch_if import AccelParams

SEED = int(os.environ.get("CORE_COMPARE_SEED", "20261209"))


def _f(w: int, lo: int, n: int) -> int:
    return w >> lo & ((1 << n) - 1)


def expected(P: AccelParams, meta, ctrl, seg, w52, w54, w56, w58, job, worker, port, acked,
             onehot, pinned, heff, job_bound, rjob, up: Uplink) -> dict:
    value = w54 << 16 | w56
    tag, bmap, count = _f(meta, O_TAG, 32), _f(meta, O_BMAP, MW), _f(meta, O_COUNT, 6)
    a, b = (tag, value) if ctrl else (seg, tag)
    action = w52 >> 8
    return dict(
        tag_eq=a == b, older=a != b and not newer(a, b), dup=bmap & onehot != 0,
        len_bad=w52 != _f(meta, O_ELEMS, 9), pinned=pinned, cnt1=(count + 1) % 64,
        ge_add=count + 1 >= heff, ge_store=heff <= 1,
        nsum=(_f(meta, O_NSUM, 16) + w54) & 0xFFFF, bmap=bmap | onehot,
        job_ok=job_bound and job == rjob, job_bad=job_bound and job != rjob,
        # the exact mode asked of a build without it (a fold-only build's alone)
        v_bad=value > JOIN_VALUE_MAX, join_x=bool(value >> JOIN_MODE_BIT & 1) and not P.EXACT,
        role_x=bool(value >> UPLINK_EXACT_BIT & 1) and not P.EXACT,
        mode_bad=bool(w56 & Flag.EXACT),
        v_bad_h=not 1 <= value <= P.MEMBERS,
        sw_id=worker == SWITCH_WORKER_ID, act_bad=not 1 <= action <= max(Action),
        act=1 << action if 1 <= action <= max(Action) else 0, from_up=port == up.port,
        incl=up.attached and bool(w58 >> up.index & 1),
        role_ok=Uplink.from_value(value) is not None, role_same=value == up.config,
        ack_join=acked == Action.JOIN and worker == up.member_id)


@block
def bench(rng: random.Random, n: int, log: dict, P: AccelParams):
    clk = Signal(bool(0))
    fr, lk, rg, x = Frame(P), Lookup(P), Regs(P), Compare()
    pin_nz = Signal(intbv(0)[P.NBUF:])
    dut = core_compare(clk, fr, lk, pin_nz, rg, x, P)

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    def near(rng, v):
        return (v + rng.choice((0, 0, 1, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 31 + 1,
                                rng.getrandbits(32)))) & 0xFFFF_FFFF

    @instance
    def stim():
        for k in range(n):
            yield clk.negedge
            meta = rng.getrandbits(META_W) & ~(63 << O_COUNT)
            meta |= rng.randrange(P.MEMBERS + 1) << O_COUNT  # (a count never exceeds MEMBERS)
            tag, count = _f(meta, O_TAG, 32), _f(meta, O_COUNT, 6)
            ctrl = rng.getrandbits(1)
            seg = near(rng, tag)
            up = Uplink(rng.random() < 0.5, 1 << rng.randrange(8),
                        rng.choice((SWITCH_WORKER_ID, rng.getrandbits(16))),
                        rng.random() < 0.5, rng.randrange(P.MEMBERS))
            value = rng.choice((near(rng, tag), rng.randrange(P.MEMBERS + 2), up.config,
                                1 << UPLINK_CHILD_BIT | rng.getrandbits(24),
                                1 << UPLINK_CHILD_BIT | 1 << UPLINK_EXACT_BIT
                                | 1 << 16 + rng.randrange(8) | rng.getrandbits(16),
                                1 << UPLINK_CHILD_BIT | 1 << 16 + rng.randrange(8)
                                | rng.choice((SWITCH_WORKER_ID, rng.getrandbits(16))),
                                rng.getrandbits(32)))
            elems = _f(meta, O_ELEMS, 9)
            w52 = rng.choice((elems, elems ^ 1, rng.randrange(11) << 8 | rng.getrandbits(8),
                              rng.getrandbits(16)))
            worker = rng.choice((SWITCH_WORKER_ID, up.member_id, rng.getrandbits(16)))
            port = rng.choice((up.port, 1 << rng.randrange(8)))
            acked = rng.choice((int(Action.JOIN), rng.getrandbits(8)))
            onehot = 1 << rng.randrange(P.MEMBERS) if rng.random() < 0.9 else 0
            heff = rng.choice((count, count + 1, count + 2, 0, 1, rng.randrange(64))) % 64
            job_bound, rjob = rng.random() < 0.7, rng.getrandbits(16)
            job = rng.choice((rjob, rng.getrandbits(16)))
            buf, pins = rng.randrange(P.NBUF), rng.getrandbits(P.NBUF)
            w58 = rng.getrandbits(32)
            fr.meta.next, fr.ctrl.next, fr.seg.next, fr.w52.next = meta, ctrl, seg, w52
            fr.w54.next, fr.w56.next, fr.w58.next = value >> 16, value & 0xFFFF, w58
            fr.job.next, fr.worker.next, fr.port.next = job, worker, port
            fr.acked.next, fr.buf.next = acked, buf
            lk.onehot.next, pin_nz.next, rg.heff.next = onehot, pins, heff
            rg.job_bound.next, rg.job.next = job_bound, rjob
            rg.child.next, rg.up_port.next, rg.up_id.next = up.child, up.port, up.member_id
            rg.up_att.next, rg.up_idx.next = up.attached, up.index
            want = expected(P, meta, ctrl, seg, w52, value >> 16, value & 0xFFFF, w58, job,
                            worker, port, acked, onehot, bool(pins >> buf & 1), heff,
                            job_bound, rjob, up)
            yield clk.negedge  # registered at the edge
            got = {n_: type(want[n_])(int(getattr(x, n_))) for n_ in want}
            if got != want:
                bad = {n_: (got[n_], want[n_]) for n_ in want if got[n_] != want[n_]}
                log["errors"].append(f"case {k}: (RTL, golden) {bad}")
            for n_, v in want.items():
                log["seen"].setdefault(n_, set()).add(v if isinstance(v, bool) else 1)
        raise StopSimulation

    return dut, clock, stim


@pytest.mark.parametrize("exact", [1, 0])
def test_compare_stage_matches_the_definitions(exact: int) -> None:
    """The default build, and a fold-only one (EXACT = 0: join_x and role_x)."""
    log = {"errors": [], "seen": {}}
    bench(random.Random(SEED), 4000, log, AccelParams(EXACT=exact)).run_sim(quiet=1)
    print(f"core_compare, EXACT = {exact}: seed {SEED}: 4000 cases")
    assert not log["errors"], log["errors"][:5]
    # every one-bit comparison came out both ways (the default build's join_x and role_x
    # are 0: it has the exact mode)
    const = {"join_x", "role_x"} if exact else set()
    assert all(v == {False, True} for n, v in log["seen"].items() if v != {1} and n not in const
               ), log["seen"]
    assert all(log["seen"][n] == {False} for n in const), log["seen"]
