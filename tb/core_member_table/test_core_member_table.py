"""MyHDL simulation of core_member_table (myhdl_src/core_member_table.py): random Joins,
Leaves and Resets, applied as the engine applies them (the act cycle's ``a.ctl`` with
``dc.join``/``dc.leave``/``dc.reset``, a Join only when the lookup found a free entry and
no entry of the worker, a Leave only of a member), against a list model of the table.
Checked for every frame, with the engine's timing (frame on ``staged`` and in ``fr`` from
its read stage): the lookup (``lk.hit``, ``idx``, ``loc``, ``free``, ``fidx``, ``ports``,
``hitv``, ``freev``), the member count and a Query of a member entry (``lk.qv``,
``lk.qent`` as Reg.MEMBER_BASE + i reads in the golden model). Seed:
CORE_MEMBER_TABLE_SEED (printed)."""

from __future__ import annotations

import os
import random

from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from iswitch.wire import MEMBER_ENTITY_BIT, MEMBER_PORT_SHIFT, MEMBER_VALID_BIT
from myhdl_src.core_if import Act, CtrlDecision, Frame, Lookup
from myhdl_src.core_member_table import core_member_table
from myhdl_src.iswitch_if import AccelParams, StagedFrame

SEED = int(os.environ.get("CORE_MEMBER_TABLE_SEED", "20261203"))


@block
def bench(p: AccelParams, rng: random.Random, ops: int, log: dict):
    M = p.MEMBERS
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    staged, fr, a, dc, lk = StagedFrame(), Frame(p), Act(p), CtrlDecision(), Lookup(p)
    n_members = Signal(intbv(0)[6:])
    dut = core_member_table(clk, rst, staged, fr, a, dc, n_members, lk, p)
    macs = [rng.getrandbits(48) for _ in range(3)]
    ips = [rng.getrandbits(32) for _ in range(3)]

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    def expect(table, worker, loc):
        hits = [i for i, e in enumerate(table) if e is not None and e[0] == worker]
        free = [i for i, e in enumerate(table) if e is None]
        ports = 0
        for e in table:
            if e is not None:
                ports |= e[3]
        return dict(hit=bool(hits), idx=hits[0] if hits else 0,
                    loc=bool(hits) and table[hits[0]][1:4] == loc, free=bool(free),
                    fidx=free[0] if free else 0, ports=ports,
                    hitv=1 << hits[0] if hits else 0, freev=1 << free[0] if free else 0)

    @instance
    def stim():
        table: list = [None] * M
        for _ in range(3):
            yield clk.negedge
        rst.next = 0
        for k in range(ops):
            worker = rng.randrange(2 * M)
            loc = (rng.choice(macs), rng.choice(ips), 1 << rng.randrange(8))
            kind = rng.getrandbits(1)
            entry = rng.randrange(M + 2)  # a Query's entry (M, M + 1: none)
            query = rng.random() < 0.3
            w56 = entry if query else kind
            staged.worker.next, staged.src_mac.next = worker, loc[0]
            staged.src_ip.next, staged.port.next = loc[1], loc[2]
            fr.worker.next, fr.mac.next, fr.ip.next, fr.port.next = worker, *loc
            fr.w56.next = w56
            yield clk.negedge  # the read stage's edge: fr holds the frame
            yield clk.negedge  # the compare stage: lk.hitv, lk.qv
            if query:
                e = table[entry] if entry < M else None
                if bool(lk.qv) != (e is not None):
                    log["errors"].append(f"op {k}: qv of entry {entry}")
                word = ((1 << MEMBER_VALID_BIT) | (e[4] << MEMBER_ENTITY_BIT)
                        | (e[3] << MEMBER_PORT_SHIFT) | e[0]) if e else None
                if e is not None and int(lk.qent) != word:
                    log["errors"].append(f"op {k}: qent {int(lk.qent):x}, model {word:x}")
                log["queries"] += e is not None
            yield clk.negedge  # the decide stage: the reductions
            want = expect(table, worker, loc)
            got = {n: int(getattr(lk, n)) for n in want}
            if got != want or int(n_members) != M - table.count(None):
                log["errors"].append(f"op {k}: lookup {got}, model {want}")
            r = rng.random()
            op = None
            if r < 0.02:
                op = "reset"
            elif not query and r < 0.6 and not want["hit"] and want["free"]:
                op = "join"
            elif r < 0.75 and want["hit"]:
                op = "leave"
            a.ctl.next = op is not None  # the act cycle
            dc.join.next, dc.leave.next, dc.reset.next = (op == "join", op == "leave",
                                                          op == "reset")
            yield clk.negedge
            a.ctl.next, dc.join.next, dc.leave.next, dc.reset.next = 0, 0, 0, 0
            if op == "join":
                table[want["fidx"]] = (worker, *loc, kind)
            elif op == "leave":
                table[want["idx"]] = None
            elif op == "reset":
                table = [None] * M
            if op:
                log[op] += 1
            log["full"] += None not in table
            yield clk.negedge  # REL: the Join's entry is written
        raise StopSimulation

    return dut, clock, stim


def test_lookup_follows_the_model() -> None:
    p = AccelParams(MEMBERS=4)
    log = {"errors": [], "join": 0, "leave": 0, "reset": 0, "full": 0, "queries": 0}
    bench(p, random.Random(SEED), 1500, log).run_sim(quiet=1)
    print(f"core_member_table: seed {SEED}, MEMBERS {p.MEMBERS}: {log['join']} joins, "
          f"{log['leave']} leaves, {log['reset']} resets, {log['full']} ops with a full "
          f"table, {log['queries']} entry queries")
    assert not log["errors"], log["errors"][:5]
    assert min(log["join"], log["leave"], log["reset"], log["full"], log["queries"]) > 0


def test_lookup_default_members() -> None:
    p = AccelParams()
    log = {"errors": [], "join": 0, "leave": 0, "reset": 0, "full": 0, "queries": 0}
    bench(p, random.Random(SEED + 1), 600, log).run_sim(quiet=1)
    print(f"core_member_table: seed {SEED + 1}, MEMBERS {p.MEMBERS}: {log['join']} joins")
    assert not log["errors"], log["errors"][:5]
