"""MyHDL simulation of core_counters (myhdl_src/core_counters.py): the counter file and
the Query select.

The testbench plays the engine: random act cycles (``a.go``: a stateless drop, a data
commit or stateful drop, a control request of every kind of outcome, a Reset with the
counter clear bit), EMIT2 and walk pushes, each with the frame's regular-traffic deltas,
and Queries of random registers (every counter index, the status registers, member
entries, unknown indexes and values). Each answer is checked against the golden model's
register map (``golden.accel_model.MemberTable.read_reg``, over a counter model that
counts each decision as docs/protocol.md section 10 says), with the Query's own part:
the deltas of its frame and its CTRL_OK. Seed: CORE_COUNTERS_SEED (printed)."""

from __future__ import annotations

import os
import random

from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance

from golden.accel_model import Member, MemberTable, Uplink
from iswitch.wire import COUNTERS, Mode, Reg, Status
from myhdl_src.core_counters import core_counters
from myhdl_src.core_if import (
    ACT,
    EMIT2,
    IDLE,
    WALK,
    Act,
    CtrlDecision,
    DataDecision,
    Frame,
    Query,
    Regs,
)
from myhdl_src.iswitch_if import AccelParams, StagedFrame

SEED = int(os.environ.get("CORE_COUNTERS_SEED", "20261207"))
P = AccelParams(K=4, MEMBERS=8)
DELTAS = (Reg.REGULAR, Reg.BYPASS_IHL, Reg.BYPASS_FRAG, Reg.BYPASS_PROTO)


class Regfile(MemberTable):
    """The golden register map over the testbench's counters and registers."""

    def __init__(self) -> None:
        self.cfg, self.table, self.h, self.job = P, [None] * P.MEMBERS, 0, None
        self.mode = Mode.FOLD  # (this build has no exact mode)
        self.cnt = {r: 0 for r in Reg if r < 0x100}
        self.busy, self.up = 0, Uplink()

    def _counter(self, reg: Reg) -> int:
        return self.cnt[reg] & 0xFFFF_FFFF

    def _busy(self) -> int:
        return self.busy

    def _uplink_word(self) -> int:
        return self.up.word

    def count(self, reg: Reg, n: int = 1) -> None:
        self.cnt[reg] = (self.cnt[reg] + n) & 0xFFFF_FFFF


def act_event(rng: random.Random, m: Regfile, deltas: dict) -> dict:
    """A random act cycle's decision and what it counts (in m)."""
    ev = dict(drop=0, ctrl=0, w56=rng.getrandbits(16), dd={}, dc={})
    for r in DELTAS:
        m.count(r, deltas[r])
    kind = rng.choice(("stateless", "data", "data", "ctrl", "ctrl", "ctrl", "reset"))
    if kind == "stateless":
        ev["drop"] = rng.choice([r for r in Reg if 1 <= r <= 12] + [Reg.CTRL_LEN])
        ev["ctrl"] = rng.getrandbits(1)
        m.count(Reg(ev["drop"]))
        m.count(Reg.DROPS)
    elif kind == "data":
        d = dict(drop=rng.choice((0, 0, Reg.NON_MEMBER, Reg.LATE, Reg.DUPLICATE)),
                 down=rng.getrandbits(1), emit=rng.getrandbits(1), up=rng.getrandbits(1))
        d["ok"] = not d["drop"]
        ev["dd"] = d
        if d["drop"]:
            m.count(Reg(d["drop"]))
            m.count(Reg.DROPS)
        else:
            m.count(Reg.DOWN_OK if d["down"] else Reg.DATA_OK)
            if d["emit"]:
                m.count(Reg.UP_TX if d["up"] else Reg.AGG_TX)
    else:
        ev["ctrl"] = 1
        # (the outcomes of one request: at most one error drop, one data frame after it)
        err, emit = rng.choice((None, "bad", "rbusy")), rng.choice((None, "fbcast", "help",
                                                                    "resend"))
        c = {n: kind != "reset" and n in (err, emit) for n in ("bad", "rbusy", "fbcast",
                                                               "help", "resend")}
        c["upack"] = kind != "reset" and err is None and emit is None and rng.random() < 0.2
        c["ack"] = not c["upack"] and rng.random() < 0.9
        c["status"] = rng.choice((0, 0, int(Status.BAD_VALUE)))
        c["ok"] = c["ack"] and not c["bad"] and not c["rbusy"]
        c["reset"] = kind == "reset"
        if kind == "reset":
            ev["w56"] |= 1
        ev["dc"] = c
        if c["upack"]:
            m.count(Reg.UP_ACK)
        elif not c["ack"]:
            m.count(Reg.ACK_IN)
            m.count(Reg.DROPS)
        else:
            m.count(Reg.ACK_TX)
            if c["status"]:
                m.count(Reg.CTRL_ERR)
            for flag, reg in (("bad", Reg.BAD_ACTION), ("rbusy", Reg.ROLE_BUSY)):
                if c[flag]:
                    m.count(reg)
                    m.count(Reg.DROPS)
        if c["ok"]:
            m.count(Reg.CTRL_OK)
        if c["fbcast"]:
            m.count(Reg.UP_TX if m.up.child else Reg.AGG_TX)
        if c["help"]:
            m.count(Reg.REPLAY_TX)
        if c["resend"]:
            m.count(Reg.UP_TX)
        if c["reset"]:  # the counters cleared: the Reset's own CTRL_OK and Ack counted
            m.cnt = {r: 0 for r in m.cnt}
            m.count(Reg.CTRL_OK)
            m.count(Reg.ACK_TX)
    return ev


@block
def bench(rng: random.Random, events: int, log: dict):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    staged, a, fr, dd, dc = StagedFrame(), Act(P), Frame(P), DataDecision(), CtrlDecision()
    rg, q = Regs(P), Query()
    p_go, wk_push = Signal(bool(0)), Signal(bool(0))
    dut = core_counters(clk, rst, staged, p_go, a, fr, dd, dc, wk_push, rg, q, P)
    indexes = ([int(c) for c in COUNTERS] + list(range(64)) + list(range(0x100, 0x109))
               + [Reg.MEMBER_BASE + i for i in range(P.MEMBERS + 2)] + [0x1FF, 0xFFFF])

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def stim():
        m = Regfile()
        a.state.next = IDLE
        yield clk.negedge
        rst.next = 0
        for k in range(events):
            m.h, m.busy = rng.randrange(64), rng.randrange(P.NBUF + 1)
            n = rng.randrange(P.MEMBERS + 1)
            m.table = [Member(i, 0, b"", b"", 1) if i < n else None for i in range(P.MEMBERS)]
            m.job = rng.getrandbits(16) if rng.random() < 0.7 else None
            m.up = Uplink(rng.random() < 0.5, 1 << rng.randrange(8), rng.getrandbits(16),
                          rng.random() < 0.5, rng.randrange(P.MEMBERS))
            rg.h.next, rg.busy.next, rg.n_members.next = m.h, m.busy, n
            rg.job_bound.next, rg.job.next = m.job is not None, m.job or 0
            rg.child.next, rg.up_port.next, rg.up_id.next = m.up.child, m.up.port, m.up.member_id
            rg.up_att.next, rg.up_idx.next = m.up.attached, m.up.index
            # the frame's read stage: its deltas, and the register a Query names
            deltas = {r: rng.choice((0, 1, rng.getrandbits(32))) for r in DELTAS}
            index = rng.choice(indexes) if rng.random() < 0.9 else rng.getrandbits(32)
            staged.d_regular.next, staged.d_bypass_ihl.next = deltas[DELTAS[0]], deltas[DELTAS[1]]
            staged.d_bypass_frag.next = deltas[DELTAS[2]]
            staged.d_bypass_proto.next = deltas[DELTAS[3]]
            staged.w54.next, staged.w56.next = index >> 16, index & 0xFFFF
            p_go.next = 1
            yield clk.negedge
            p_go.next = 0
            yield clk.negedge  # compare stage: q.value
            reg = m.read_reg(index)
            if index in DELTAS and reg is not None:
                reg = (reg + deltas[index]) & 0xFFFF_FFFF
            if index == Reg.CTRL_OK:
                reg = (reg + 1) & 0xFFFF_FFFF  # (a Query sees its own CTRL_OK)
            entry = 0 <= index - Reg.MEMBER_BASE < P.MEMBERS
            got = (bool(q.ent), bool(q.none), None if entry or q.none else int(q.value))
            want = (entry, reg is None, None if entry or reg is None else reg)
            if got != want:
                log["errors"].append(f"event {k}: Query {index:#x}: {got}, golden {want}")
            log["queries"] += want[2] is not None
            # the act cycle (or EMIT2, a walk push), counted in the model
            r = rng.random()
            if r < 0.8:
                ev = act_event(rng, m, deltas)
                a.state.next, a.go.next = ACT, 1
                fr.drop.next, fr.ctrl.next, fr.w56.next = ev["drop"], ev["ctrl"], ev["w56"]
                fr.ok.next = not ev["drop"]
                for n_, v in ev["dd"].items():
                    getattr(dd, n_).next = v
                for n_, v in ev["dc"].items():
                    getattr(dc, n_).next = v
            elif r < 0.9:
                a.state.next = EMIT2
                m.count(Reg.UP_TX)
            else:
                a.state.next = WALK
                wk_push.next = 1
                m.count(Reg.UP_TX if m.up.child else Reg.AGG_TX)
            yield clk.negedge
            a.state.next, a.go.next, wk_push.next = IDLE, 0, 0
            for sig in (*(getattr(dd, n_) for n_ in dd.fields),
                        *(getattr(dc, n_) for n_ in dc.fields)):
                sig.next = 0
            yield clk.negedge
            yield clk.negedge  # the increments land
        raise StopSimulation

    return dut, clock, stim


def test_counters_and_query_follow_the_golden_register_map() -> None:
    log = {"errors": [], "queries": 0}
    bench(random.Random(SEED), 3000, log).run_sim(quiet=1)
    print(f"core_counters: seed {SEED}: 3000 events, {log['queries']} register answers")
    assert not log["errors"], log["errors"][:5]
    assert log["queries"] > 1000
