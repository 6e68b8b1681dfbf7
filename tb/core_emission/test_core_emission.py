"""MyHDL simulation of core_emission (myhdl_src/core_emission.py): the descriptors the
engine pushes, decoded field by field (the header with iswitch.wire.proto's
``DataHeader``/``ControlHeader``), for random frames, decisions, metadata words and roles.

Per state, ``d_wd`` after the edge is: in ACT the Ack (to the requester's location and
UDP source port, the request's job, seq, worker, value, acked action, the decision's
status and result); in PAY and EMIT the data frame loaded in ACT (a commit's aggregate or
partial, an FBcast's partial, a Help's replay, a resend; flags, worker, destination and
ports as the golden model's ``_broadcast``, ``_up_frame`` and Help replay build them, the
header fields from the metadata word as emitted); in EMIT2 a child's request to its
parent (SetRole: a Join as a switch); otherwise a walk's aggregate. Seed:
CORE_EMISSION_SEED (printed)."""

from __future__ import annotations

import os
import random

from myhdl import Signal, StopSimulation, block, delay, instance, intbv

from iswitch.wire import (
    BROADCAST_IP,
    BROADCAST_MAC,
    HDR_LEN,
    SWITCH_WORKER_ID,
    UPLINK_EXACT_BIT,
    Action,
    Entity,
    Flag,
    join_value,
)
from iswitch.wire.proto import ControlHeader, DataHeader
from myhdl_src.busfields import Record
from myhdl_src.core_emission import core_emission
from myhdl_src.core_if import (
    ACT,
    EMIT,
    EMIT2,
    IDLE,
    META_W,
    MW,
    O_CEMIT,
    O_ELEMS,
    O_HEMIT,
    O_JOB,
    O_NSUM,
    O_PART,
    O_TAG,
    PAY,
    WALK,
    Act,
    CtrlDecision,
    DataDecision,
    Frame,
    Regs,
    Walk,
)
from myhdl_src.iswitch_if import HDR_W, AccelParams, StagedFrame

SEED = int(os.environ.get("CORE_EMISSION_SEED", "20261211"))
P = AccelParams()
REC = Record(("data", 1), ("dst_mac", 48), ("dst_ip", 32), ("dport", 16), ("ports", 8),
             ("hdr", HDR_W), ("buf", P.BUF_W), ("elems", 9))
BMAC, BIP = int.from_bytes(BROADCAST_MAC, "big"), int.from_bytes(BROADCAST_IP, "big")

_EXACT_IN_W54 = UPLINK_EXACT_BIT - 16  # the role's mode in value[31:16]


def _f(w: int, lo: int, n: int) -> int:
    return w >> lo & ((1 << n) - 1)


def decode(word: int) -> dict:
    d = {n: _f(word, REC.lo(n), w) for n, w in REC.fields}
    raw = d.pop("hdr").to_bytes(HDR_LEN, "big")
    d["hdr"] = (DataHeader if d["data"] else ControlHeader).unpack(raw)
    return d


def data_desc(md: int, buf: int, up: bool, worker: int, ports: int, replay: bool,
              retx: bool, dst=(BMAC, BIP), exact: bool = False) -> dict:
    flags = (Flag.AGG | (0 if up else Flag.DOWN) | (Flag.REPLAY if replay else 0)
             | (Flag.PARTIAL if _f(md, O_PART, 1) else 0) | (Flag.RETX if retx else 0)
             | (Flag.EXACT if exact else 0))
    elems = _f(md, O_ELEMS, 9)
    hdr = DataHeader(job=_f(md, O_JOB, 16), seg=_f(md, O_TAG, 32), worker=worker,
                     count=elems, nsum=_f(md, O_NSUM, 16), flags=flags,
                     contrib=_f(md, O_CEMIT, MW), h=_f(md, O_HEMIT, 6))
    return dict(data=1, dst_mac=dst[0], dst_ip=dst[1], dport=P.UDP_PORT, ports=ports,
                buf=buf, elems=elems, hdr=hdr)


@block
def bench(rng: random.Random, n: int, log: dict, exact: bool):
    clk = Signal(bool(0))
    staged, a, fr, dd, dc, rg, wk = (StagedFrame(), Act(P), Frame(P), DataDecision(),
                                     CtrlDecision(), Regs(P), Walk(P))
    m_ports = Signal(intbv(0)[8:])
    d_wd = Signal(intbv(0)[REC.width:])
    dut = core_emission(clk, staged, a, fr, dd, dc, rg, m_ports, wk, d_wd, REC, P)

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def stim():
        rg.exact.next = exact  # the bound job's mode (fixed for the run)
        pending = None  # the data descriptor ACT loaded
        for k in range(n):
            yield clk.negedge
            st = rng.choice((ACT, ACT, PAY, EMIT, EMIT2, WALK, IDLE))
            ctrl, child = rng.getrandbits(1), rng.getrandbits(1)
            kind = rng.choice(("fbcast", "help", "resend", "none"))
            v = dict(mac=rng.getrandbits(48), ip=rng.getrandbits(32), port=1 << rng.randrange(8),
                     job=rng.getrandbits(16), seg=rng.getrandbits(32), worker=rng.getrandbits(16),
                     w52=rng.choice((Action.SETROLE, Action.HELP, Action.FBCAST)) << 8
                     | rng.getrandbits(8), w54=rng.getrandbits(16), w56=rng.getrandbits(16),
                     buf=rng.randrange(P.NBUF), meta=rng.getrandbits(META_W))
            up_port, up_id, mp = 1 << rng.randrange(8), rng.getrandbits(16), rng.getrandbits(8)
            dmd, cmd, wmd = (rng.getrandbits(META_W) for _ in range(3))
            dd_up, status, result = rng.getrandbits(1), rng.getrandbits(8), rng.getrandbits(32)
            sport, idx2 = rng.getrandbits(16), rng.randrange(P.NBUF)
            a.state.next, fr.ctrl.next, rg.child.next = st, ctrl, child
            for name in ("mac", "ip", "port", "job", "seg", "worker", "w52", "w54", "w56",
                         "buf", "meta"):
                getattr(fr, name).next = v[name]
            rg.up_port.next, rg.up_id.next, m_ports.next = up_port, up_id, mp
            dd.md.next, dd.up.next, dc.md.next, wk.emit.next = dmd, dd_up, cmd, wmd
            dc.fbcast.next, dc.help.next = kind == "fbcast", kind == "help"
            dc.resend.next = kind == "resend"
            dc.status.next, dc.result.next = status, result
            staged.sport.next, wk.idx2.next = sport, idx2
            yield delay(1)
            if st == ACT:
                want = dict(data=0, dst_mac=v["mac"], dst_ip=v["ip"], dport=sport,
                            ports=v["port"], buf=0, elems=0, hdr=ControlHeader(
                                job=v["job"], seq=v["seg"], worker=v["worker"],
                                action=Action.ACK, status=status, value=v["w54"] << 16
                                | v["w56"], result=result, acked=v["w52"] >> 8))
                # ... and the data descriptor of this decision, pushed from PAY or EMIT
                if ctrl and kind == "fbcast":
                    md, up = cmd, child
                elif ctrl:
                    md, up = v["meta"], kind == "resend"
                else:
                    md, up = dmd, dd_up
                replay = ctrl and kind == "help"
                pending = data_desc(
                    md, v["buf"], up, up_id if up else SWITCH_WORKER_ID,
                    v["port"] if replay else up_port if up else mp, replay,
                    ctrl and kind == "resend",
                    (v["mac"], v["ip"]) if replay else (BMAC, BIP), exact)
            elif st in (PAY, EMIT):
                want = pending
            elif st == EMIT2:
                role = v["w52"] >> 8 == Action.SETROLE
                want = dict(data=0, dst_mac=BMAC, dst_ip=BIP, dport=P.UDP_PORT, ports=up_port,
                            buf=0, elems=0, hdr=ControlHeader(
                                job=v["job"], seq=v["seg"], worker=up_id,
                                action=Action.JOIN if role else v["w52"] >> 8,
                                value=join_value(Entity.SWITCH, v["w54"] >> _EXACT_IN_W54 & 1)
                                if role else v["w54"] << 16 | v["w56"]))
            else:
                want = data_desc(wmd, idx2, child, up_id if child else SWITCH_WORKER_ID,
                                 up_port if child else mp, False, False, exact=exact)
            yield clk.negedge
            if want is not None and decode(int(d_wd)) != want:
                got = decode(int(d_wd))
                bad = {x: (got[x], want[x]) for x in want if got[x] != want[x]}
                log["errors"].append(f"case {k} (state {st}, ctrl {ctrl}, {kind}): {bad}")
            log["checked"] += want is not None
        raise StopSimulation

    return dut, clock, stim


def test_descriptors_field_by_field() -> None:
    for exact in (False, True):  # a fold job's descriptors, an exact job's
        log = {"errors": [], "checked": 0}
        bench(random.Random(SEED), 3000, log, exact).run_sim(quiet=1)
        print(f"core_emission: seed {SEED}, exact {exact}: {log['checked']} descriptors")
        assert not log["errors"], log["errors"][:3]
