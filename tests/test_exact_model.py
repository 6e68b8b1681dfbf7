"""The exact mode in the golden accelerator model (docs/protocol.md section 13).

Expected sums come from `golden.exact.exact_sum` (itself tested against a `Fraction`
oracle in tests/test_exact_golden.py); floats are compared as bit patterns.
"""

from __future__ import annotations

import random
import struct

import numpy as np
import pytest
import torch

from golden.accel_model import AccelModel, AxisFrame, BufState, OutFrame
from golden.exact import CANONICAL_NAN, exact_sum
from golden.fold import bits, from_bits
from iswitch.sim.scenarios import frame, rand_bits, worker
from iswitch.wire import (
    JOB_BOUND_BIT,
    JOB_EXACT_BIT,
    AccelParams,
    Entity,
    Mode,
    child_role,
    join_value,
    make_tuser,
    nf_bit,
)
from iswitch.wire.proto import (
    F_AGG,
    F_DOWN,
    F_EXACT,
    F_PARTIAL,
    F_REPLAY,
    HDR_OFF,
    PAYLOAD_OFF,
    Action,
    ControlHeader,
    DataHeader,
    Reg,
    Status,
    build_control_frame,
    build_data_frame,
    control_frame,
)
from iswitch.worker import Endpoint, to_le_bytes

EXACT = join_value(Entity.WORKER, Mode.EXACT)
FOLD = join_value(Entity.WORKER, Mode.FOLD)


def ctl(m: AccelModel, w: Endpoint, action: int, value: int = 0) -> list[OutFrame]:
    return m.push(frame(w, control_frame(w, action, value, 0)))


def status(m: AccelModel, w: Endpoint, action: int, value: int = 0) -> Status:
    out = ctl(m, w, action, value)
    h = ControlHeader.unpack(out[0].frame.data[HDR_OFF:])
    assert h.action == Action.ACK
    return Status(h.status)


def data(w: Endpoint, vals: list[int], seg: int, flags: int = F_EXACT) -> AxisFrame:
    hdr = DataHeader(job=w.job, seg=seg, worker=w.worker, count=len(vals), nsum=1, flags=flags)
    t = from_bits(torch.tensor(vals, dtype=torch.int64))
    return frame(w, build_data_frame(hdr, to_le_bytes(t), src_mac=w.mac, src_ip=w.ip))


def payload(o: OutFrame) -> list[int]:
    p = o.frame.data[PAYLOAD_OFF:]
    return list(struct.unpack(f"<{len(p) // 4}I", p))


def header(o: OutFrame) -> DataHeader:
    return DataHeader.unpack(o.frame.data[HDR_OFF:])


def exact_job(n: int, h: int | None = None) -> tuple[AccelModel, list[Endpoint]]:
    m = AccelModel()
    ws = [worker(i) for i in range(n)]
    for w in ws:
        assert status(m, w, Action.JOIN, EXACT) == Status.OK
    assert status(m, ws[0], Action.SETH, n if h is None else h) == Status.OK
    return m, ws


def want(contribs: list[list[int]]) -> list[int]:
    return exact_sum(np.array(contribs, np.uint32)).tolist()


# ---------------------------------------------------------------- refusals


def test_exact_mode_refusals() -> None:
    """Each bad input of section 13.4 is refused with its own status or drop reason,
    counted, and not applied."""
    m = AccelModel()
    a, b, c = worker(0), worker(1), worker(2)
    assert status(m, a, Action.JOIN, EXACT) == Status.OK
    job = m.read_reg(Reg.JOB)
    assert job == (1 << JOB_EXACT_BIT) | (1 << JOB_BOUND_BIT) | a.job
    # a Join of the bound job in the other mode: BAD_MODE, not a member
    assert status(m, b, Action.JOIN, FOLD) == Status.BAD_MODE
    assert m.member_count == 1 and m.counters[Reg.CTRL_ERR] == 1
    assert status(m, b, Action.JOIN, EXACT) == Status.OK
    assert status(m, a, Action.SETH, 2) == Status.OK
    # data with fold's flag for the exact job: MODE, nothing stored
    assert m.push(data(a, [0x3F80_0000], 7, flags=0)) == []
    assert m.last_drop == Reg.MODE and m.counters[Reg.MODE] == 1
    assert m.counters[Reg.DROPS] == 1 and m.buffer_for(7).state is BufState.FREE
    # a segment in flight: a mode change (a Join in fold) is still BAD_MODE
    assert m.push(data(a, [0x3F80_0000], 7)) == []
    assert m.buffer_for(7).state is BufState.AGG
    assert status(m, c, Action.JOIN, FOLD) == Status.BAD_MODE
    assert m.read_reg(Reg.JOB) == job and m.member_count == 2
    # the contribution limit cannot be reached: SetH above MEMBERS is BAD_VALUE
    assert status(m, a, Action.SETH, m.cfg.MEMBERS + 1) == Status.BAD_VALUE
    # the job ends with its last member: the next job may choose fold
    assert status(m, a, Action.LEAVE) == Status.OK and status(m, b, Action.LEAVE) == Status.OK
    assert m.read_reg(Reg.JOB) == 0
    assert status(m, c, Action.JOIN, FOLD) == Status.OK
    assert m.read_reg(Reg.JOB) == (1 << JOB_BOUND_BIT) | c.job
    assert status(m, c, Action.SETH, 1) == Status.OK
    assert m.push(data(c, [0x3F80_0000], 3)) == [] and m.last_drop == Reg.MODE  # EXACT set
    (agg,) = m.push(data(c, [0x3F80_0000], 3, flags=0))
    assert header(agg).flags == F_AGG | F_DOWN  # fold's aggregates carry no EXACT


def test_no_exact_build_refuses_the_exact_mode() -> None:
    """A switch built without the exact mode (EXACT = 0, the fold-only build) answers NO_EXACT
    and drops exact data as MODE; a child's exact role is NO_EXACT too."""
    m = AccelModel(AccelParams(EXACT=0))
    a = worker(0)
    assert status(m, a, Action.JOIN, EXACT) == Status.NO_EXACT and m.read_reg(Reg.JOB) == 0
    assert status(m, a, Action.JOIN, 4) == Status.BAD_VALUE  # no such bit
    assert status(m, a, Action.JOIN, FOLD) == Status.OK and status(m, a, Action.SETH, 1) == 0
    assert m.push(data(a, [0x3F80_0000], 0)) == [] and m.last_drop == Reg.MODE
    m2 = AccelModel(AccelParams(EXACT=0))
    assert status(m2, a, Action.SETROLE, child_role(nf_bit(3), 0x8001, Mode.EXACT)) \
        == Status.NO_EXACT
    assert not m2.uplink.child


def test_exact_child_joins_up_in_its_mode() -> None:
    """SetRole bit 29: the child joins its parent in the exact mode, refuses its own members'
    fold Joins, and sends its partial up with EXACT."""
    up = nf_bit(3)
    m = AccelModel()
    f = build_control_frame(ControlHeader(worker(0).job, 9, 0x7FFF, Action.SETROLE,
                                          value=child_role(up, 0x8001, Mode.EXACT)),
                            src_mac=bytes([2, 0, 0, 0, 2, 0]), src_ip=bytes([10, 0, 2, 1]))
    ack, join = m.push(AxisFrame(f, make_tuser(len(f), nf_bit(0))))
    j = ControlHeader.unpack(join.frame.data[HDR_OFF:])
    assert (j.action, j.value) == (Action.JOIN, join_value(Entity.SWITCH, Mode.EXACT))
    a, b = worker(0), worker(1)
    assert status(m, a, Action.JOIN, FOLD) == Status.BAD_MODE
    assert status(m, a, Action.JOIN, EXACT) == Status.OK
    assert status(m, b, Action.JOIN, EXACT) == Status.OK
    assert status(m, a, Action.SETH, 2) == Status.OK
    assert m.push(data(a, [0x4B80_0000], 1)) == []  # 2^24
    (part,) = m.push(data(b, [0x3F80_0000], 1))  # + 1: a tie, to even: 2^24
    assert header(part).flags == F_AGG | F_EXACT and payload(part) == [0x4B80_0000]
    assert part.frame.dst_ports == up


# ---------------------------------------------------------------- sums


def test_exact_aggregates_are_the_correctly_rounded_sums() -> None:
    """Aggregates, partials, replays and sums after a Leave are golden.exact's sums of the
    contributions the switch added, with EXACT set, and two arrival orders give the same
    bits."""
    seed = random.randrange(1 << 32)
    print(f"seed {seed}")
    rng = random.Random(seed)
    n, elems, segs = 5, 37, 6
    contribs = {s: [list(rand_bits(rng, elems, p_special=0.1, p_random=0.3))
                    for _ in range(n)] for s in range(segs)}
    results = []
    for _ in range(2):  # two runs, other arrival orders
        m, ws = exact_job(n)
        got = {}
        for s in range(segs):
            order = list(range(n))
            rng.shuffle(order)
            for k, i in enumerate(order):
                out = m.push(data(ws[i], contribs[s][i], s))
                assert m.last_drop is None
                if k < n - 1:
                    assert out == []
            (agg,) = out
            h = header(agg)
            assert h.flags == F_AGG | F_DOWN | F_EXACT and h.count == elems and h.nsum == n
            got[s] = payload(agg)
            assert got[s] == want(contribs[s]), s
            # a Help replay repeats it, REPLAY added
            ack, rep = ctl(m, ws[0], Action.HELP, s)
            assert header(rep).flags == F_AGG | F_DOWN | F_EXACT | F_REPLAY
            assert payload(rep) == got[s]
        results.append(got)
    assert results[0] == results[1]


def test_exact_partial_and_leave() -> None:
    """FBcast's partial is the exact sum so far; after a Leave the sweep's aggregate still
    holds the departed member's contribution (section 13.2)."""
    m, ws = exact_job(4)
    v = [[0x7149_F2CA, 0x3F80_0000, 0x7F80_0000], [0x3F80_0000, 0x3380_0000, 0x7FA0_0001],
         [0xF149_F2CA, 0x8000_0000, 0xFF80_0000]]  # 1e30, 1, -1e30; 1 + 2^-24; Inf, NaN, -Inf
    for i in range(3):
        assert m.push(data(ws[i], v[i], 5)) == []
    ack, part = ctl(m, ws[3], Action.FBCAST, 5)
    assert header(part).flags == F_AGG | F_DOWN | F_EXACT | F_PARTIAL
    assert payload(part) == want(v) == [0x3F80_0000, 0x3F80_0000, CANONICAL_NAN]
    # the departed member's contribution stays in the sum; contrib no longer names it
    assert m.push(data(ws[0], v[0], 6)) == [] and m.push(data(ws[1], v[1], 6)) == []
    assert m.push(data(ws[2], v[2], 6)) == []
    ack, agg = ctl(m, ws[2], Action.LEAVE)  # 3 members now: the sweep emits segment 6
    h = header(agg)
    assert h.contrib == 0b011 and h.nsum == 3 and payload(agg) == want(v)


def test_single_contribution_nan_is_canonical() -> None:
    """One contribution is its own value, except a NaN, which becomes the canonical NaN
    (fold stores the first contribution as is)."""
    m, ws = exact_job(1)
    vals = [0x7FA0_0001, 0xFFC0_0000, 0x8000_0000, 0x0000_0001, 0xFF80_0000]
    (agg,) = m.push(data(ws[0], vals, 0))
    assert payload(agg) == [CANONICAL_NAN, CANONICAL_NAN, 0x8000_0000, 0x0000_0001,
                            0xFF80_0000]
    assert bits(from_bits(torch.tensor(payload(agg)))).tolist() == payload(agg)


@pytest.mark.parametrize("flags", [0, F_EXACT])
def test_result_from_the_parent_in_the_wrong_mode(flags: int) -> None:
    """At an exact child, a result coming down must carry EXACT (MODE otherwise); it is
    relayed with every NaN canonical."""
    up = nf_bit(3)
    m = AccelModel()
    f = build_control_frame(ControlHeader(worker(0).job, 9, 0x7FFF, Action.SETROLE,
                                          value=child_role(up, 0x8001, Mode.EXACT)),
                            src_mac=bytes(6), src_ip=bytes(4))
    m.push(AxisFrame(f, make_tuser(len(f), nf_bit(0))))
    a = worker(0)
    assert status(m, a, Action.JOIN, EXACT) == Status.OK
    assert status(m, a, Action.SETH, 1) == Status.OK
    hdr = DataHeader(job=a.job, seg=2, worker=0xFFFF, count=1, nsum=4,
                     flags=F_AGG | F_DOWN | flags)
    t = from_bits(torch.tensor([0x3F80_0000, 0xFFA0_0001]))  # 1, a NaN with a payload
    hdr = DataHeader(job=a.job, seg=2, worker=0xFFFF, count=2, nsum=4,
                     flags=F_AGG | F_DOWN | flags)
    d = build_data_frame(hdr, to_le_bytes(t), src_mac=bytes(6), src_ip=bytes(4))
    out = m.push(AxisFrame(d, make_tuser(len(d), up)))
    if flags:
        assert m.last_drop is None and header(out[0]).flags == F_AGG | F_DOWN | F_EXACT
        # relayed as one contribution: the NaN canonical
        assert payload(out[0]) == [0x3F80_0000, CANONICAL_NAN]
    else:
        assert out == [] and m.last_drop == Reg.MODE
