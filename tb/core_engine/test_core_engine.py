"""MyHDL simulation of core_engine (myhdl_src/core_engine.py): the state machine and the
act cycle's registers.

Random frames (data and control, every kind of registered decision: stateless drop,
stateful drop, retry, add, store, emit, each control effect), a commit pipe that ends
the payload after a random number of cycles, and walks that end at random, against a
cycle model of the engine's state table (docs/accel.md section 8: IDLE, CMP, DEC, ACT,
then PAY, EMIT, EMIT2, WALK, REL or HOLD; INIT after reset). Checked in every cycle: the
state, ``walking`` and the walk mode, the frame's release, the commit's control
(``cm.res``, ``kill``, ``dec``, ``store``), the write strobes (metadata, descriptor, pin)
and the switch's registers (H, the job, busy, the role). Seed: CORE_ENGINE_SEED (printed).
"""

from __future__ import annotations

import os
import random

from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance

from iswitch.wire import Status
from myhdl_src.core_engine import core_engine
from myhdl_src.core_if import (
    ACT,
    CMP,
    DEC,
    EMIT,
    EMIT2,
    FREE,
    HOLD,
    IDLE,
    INIT,
    O_STATE,
    PAY,
    REL,
    W_FREE,
    W_LEAVE,
    W_SWEEP,
    WALK,
    Act,
    Commit,
    Compare,
    CtrlDecision,
    DataDecision,
    Frame,
    Lookup,
    Regs,
    Walk,
    Writes,
)
from myhdl_src.iswitch_if import AccelParams, StagedFrame

SEED = int(os.environ.get("CORE_ENGINE_SEED", "20261210"))
P = AccelParams(K=4, MEMBERS=8)
REGS = ("h", "job_bound", "job", "busy", "child", "up_port", "up_id", "up_att", "up_idx")


def model_step(m: dict, i: dict) -> dict:
    """The engine's registers after one clock edge: the state table of docs/accel.md."""
    n = dict(m, res=0, kill=0, meta_we=0, d_we=0, pin_inc=0)
    if i["rst"]:
        n.update(state=INIT, walking=1, mode=W_FREE, rel=0, dec=0, emit=0,
                 **{r: 0 for r in REGS})
        return n
    st = m["state"]
    if st == IDLE:
        if i["valid"]:
            n.update(state=CMP, dec=0)
    elif st in (CMP, DEC):
        n["state"] = st + 1
    elif st == ACT:
        n["res"] = 1
        if i["retry"] or i["drop"] or (not i["ctrl"] and i["dd_drop"]):
            n.update(kill=1, state=HOLD if i["retry"] else REL)
        elif not i["ctrl"]:
            n.update(dec=1, store=i["dd_store"], emit=i["dd_emit"], state=PAY, meta_we=1)
            if i["dd_store"] and i["meta_state"] == FREE:
                n["busy"] = m["busy"] + 1
        else:
            c = i["dc"]
            n.update(req=c["req"], state=REL, d_we=c["ack"] and not c["upack"],
                     meta_we=c["fbcast"])
            if c["upack"] and i["ack_join"]:
                n.update(up_att=i["w52"] & 0xFF == Status.OK, up_idx=i["w58"] & 0x1F)
            if c["role"]:
                n.update(child=i["w54"] >> 15 & 1, up_port=i["w54"] & 0xFF, up_id=i["w56"])
                if not i["role_same"]:
                    n.update(up_att=0, up_idx=0)
            if c["join"] and not m["job_bound"]:
                n.update(job_bound=1, job=i["job"])
            walk = dict(reset=W_FREE, seth=W_SWEEP,
                        leave=W_FREE if i["n_members"] == 1 else W_LEAVE)
            for k, mode in walk.items():
                if c[k]:
                    n.update(mode=mode, rel=1, state=WALK, walking=1)
            if c["leave"] and i["n_members"] != 1:
                n["memv"] = i["hitv"]
            if c["reset"]:
                n.update(h=0, job_bound=0, busy=0)
            if c["seth"]:
                n["h"] = i["w56"] & 63
            if c["leave"] and i["n_members"] == 1:
                n.update(job_bound=0, busy=0)
            if c["fbcast"] or c["help"] or c["resend"]:
                n["state"] = EMIT
            elif c["req"]:
                n["state"] = EMIT2
    elif st == PAY:
        if i["done"]:
            n["state"] = IDLE
            if m["emit"]:
                n.update(d_we=1, pin_inc=1, pin_buf=i["cm_buf"])
    elif st == EMIT:
        n.update(d_we=1, pin_inc=1, pin_buf=i["fr_buf"], state=EMIT2 if m["req"] else REL)
    elif st == EMIT2:
        n.update(d_we=1, state=REL)
    elif st in (WALK, INIT):
        n["meta_we"] = i["wk_we"]
        if i["wk_push"]:
            n.update(d_we=1, pin_inc=1, pin_buf=i["wk_idx2"])
        if i["wk_end"]:
            n.update(walking=0, state=IDLE if st == INIT or not m["rel"] else REL)
    else:
        n["state"] = IDLE
    return n


def _dc(rng: random.Random) -> dict:
    c = dict.fromkeys(("ack", "upack", "join", "leave", "reset", "seth", "role", "fbcast",
                       "help", "resend", "req"), 0)
    effect = rng.choice(("none", "join", "leave", "reset", "seth", "role", "fbcast", "help",
                         "resend", "upack", "inack"))
    if effect == "upack":
        c["upack"] = 1
    elif effect != "inack":
        c["ack"] = 1
        if effect != "none":
            c[effect] = 1
    if effect in ("role", "fbcast", "resend") or rng.random() < 0.1:
        c["req"] = rng.getrandbits(1)
    return c


@block
def bench(rng: random.Random, cycles: int, log: dict):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    staged, fr, x, lk = StagedFrame(), Frame(P), Compare(), Lookup(P)
    dd, dc, rg, cm, wk, a, wr = (DataDecision(), CtrlDecision(), Regs(P), Commit(P), Walk(P),
                                 Act(P), Writes(P))
    dut = core_engine(clk, rst, staged, fr, x, lk, dd, dc, rg, cm, wk, a, wr)

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    def observe() -> dict:
        return dict(state=int(a.state), walking=int(a.walking), mode=int(a.mode),
                    memv=int(a.memv), res=int(cm.res), kill=int(cm.kill), dec=int(cm.dec),
                    store=int(cm.store), meta_we=int(wr.meta_we), d_we=int(wr.d_we),
                    pin_inc=int(wr.pin_inc), pin_buf=int(wr.pin_buf),
                    **{r: int(getattr(rg, r)) for r in REGS})

    @instance
    def stim():
        yield clk.negedge
        m = observe()
        m.update(rel=0, emit=0, req=0)
        pipe_n = (1, 0, 0)
        for cyc in range(cycles):
            reset = cyc < 2 or rng.random() < 0.001
            st = m["state"]
            i = dict(rst=reset, valid=rng.random() < 0.7, retry=rng.random() < 0.1,
                     drop=rng.choice((0,) * 6 + (1, 23)), ctrl=rng.getrandbits(1),
                     dd_drop=rng.choice((0, 0, 0, 14)), dd_store=rng.getrandbits(1),
                     dd_emit=rng.getrandbits(1), meta_state=rng.randrange(4), dc=_dc(rng),
                     ack_join=rng.getrandbits(1), role_same=rng.getrandbits(1),
                     w52=rng.getrandbits(16), w54=rng.getrandbits(16), w56=rng.getrandbits(16),
                     w58=rng.getrandbits(32), job=rng.getrandbits(16),
                     n_members=rng.randrange(1, P.MEMBERS + 1), hitv=1 << rng.randrange(8),
                     done=rng.random() < 0.2, cm_buf=rng.randrange(P.NBUF),
                     fr_buf=rng.randrange(P.NBUF), wk_we=rng.getrandbits(1),
                     wk_push=rng.getrandbits(1), wk_end=rng.random() < 0.1,
                     wk_idx2=rng.randrange(P.NBUF))
            rst.next, staged.valid.next = i["rst"], i["valid"]
            dd.retry.next, fr.drop.next, fr.ctrl.next = i["retry"], i["drop"], i["ctrl"]
            dd.drop.next, dd.store.next, dd.emit.next = i["dd_drop"], i["dd_store"], i["dd_emit"]
            fr.ok.next, dd.ok.next = not i["drop"], not i["dd_drop"]
            fr.meta.next = i["meta_state"] << O_STATE
            for k, v in i["dc"].items():
                getattr(dc, k).next = v
            x.ack_join.next, x.role_same.next = i["ack_join"], i["role_same"]
            fr.w52.next, fr.w54.next, fr.w56.next = i["w52"], i["w54"], i["w56"]
            fr.w58.next, fr.job.next, fr.buf.next = i["w58"], i["job"], i["fr_buf"]
            rg.n_members.next, lk.hitv.next = i["n_members"], i["hitv"]
            cm.done.next, cm.buf.next = i["done"], i["cm_buf"]
            # the pipe's issue registers: this cycle's values are the inputs (cm.*_a) the
            # engine saw in the cycle before, as in core_commit_pipe
            cm.more.next, cm.at_last.next, cm.hazard.next = pipe_n
            pipe_n = (rng.random() < 0.8, rng.getrandbits(1), rng.getrandbits(1))
            cm.more_a.next, cm.at_last_a.next, cm.hazard_a.next = pipe_n
            wk.we.next, wk.push.next, wk.end.next = i["wk_we"], i["wk_push"], i["wk_end"]
            wk.idx2.next = i["wk_idx2"]
            yield delay(1)
            # the frame's release: REL, or PAY with the last beat issued (as cm.done), of
            # this cycle's registers (the engine registers it from their inputs)
            rel = st == REL or (st == PAY and (not cm.more or (cm.at_last and (
                cm.store or not cm.hazard))))
            if bool(staged.ready) != bool(rel):
                log["errors"].append(f"cycle {cyc}: staged.ready {bool(staged.ready)}")
            log["releases"] += bool(rel)
            m = model_step(m, i)
            yield clk.negedge
            got = observe()
            want = {k: int(m[k]) for k in got}
            if got != want:
                bad = {k: (got[k], want[k]) for k in got if got[k] != want[k]}
                log["errors"].append(f"cycle {cyc} (from state {st}): (RTL, model) {bad}")
                break
            log["states"].add(st)
        raise StopSimulation

    return dut, clock, stim


def test_state_table_and_act_registers() -> None:
    log = {"errors": [], "states": set(), "releases": 0}
    bench(random.Random(SEED), 20000, log).run_sim(quiet=1)
    print(f"core_engine: seed {SEED}: 20000 cycles, states {sorted(log['states'])}, "
          f"{log['releases']} releases")
    assert not log["errors"], log["errors"][:5]
    assert log["states"] == set(range(11))
    assert 500 < log["releases"] < 15000
