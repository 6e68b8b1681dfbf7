"""Hierarchical aggregation in the golden model (docs/protocol.md section 12): the roles,
the frames between switches, what a child does with each frame, the loss and mid-job
cases at every level, the bad input of the hierarchy, and whole jobs over two- and
three-level trees of `AccelModel`s (golden/tree.py) checked against the nested fold, or in
the exact mode (section 13.3) against the nested exact sum, with the error bound of
13.3 checked against exact rationals.
"""

from __future__ import annotations

import random
import struct
from fractions import Fraction

import numpy as np
import pytest
import torch

from golden.accel_model import AccelModel, AxisFrame, BufState, Uplink
from golden.exact import exact_sum
from golden.fold import bits, fold, from_bits
from golden.tree import (
    CONTROLLER_PORT_BIT,
    ROOT,
    Topology,
    TreeModel,
    expected_tree,
    nested_exact,
    nested_fold,
    orders_of,
)
from iswitch.sim import scenarios as sc
from iswitch.wire import (
    BROADCAST_IP,
    BROADCAST_MAC,
    DATA_FIELDS,
    ETH_FIELDS,
    HDR_OFF,
    IPV4_FIELDS,
    PAYLOAD_OFF,
    SWITCH_WORKER_ID,
    TYPE_CTRL,
    UDP_PORT,
    UPLINK_ATTACHED_BIT,
    AccelParams,
    Action,
    Entity,
    Flag,
    Mode,
    Reg,
    Status,
    child_role,
    make_tuser,
    nf_bit,
    vt_type,
)
from iswitch.wire.proto import ControlHeader, DataHeader, build_control_frame

UP = nf_bit(3)  #: a child's uplink port (golden.tree's convention)


def is_ctrl(f: AxisFrame) -> bool:
    return vt_type(DATA_FIELDS["vt"].read(f.data, HDR_OFF)) == TYPE_CTRL


def data_of(f: AxisFrame) -> DataHeader:
    return DataHeader.unpack(f.data[HDR_OFF:])


def ctrl_of(f: AxisFrame) -> ControlHeader:
    return ControlHeader.unpack(f.data[HDR_OFF:])


def payload(f: AxisFrame) -> list[int]:
    n = (len(f.data) - PAYLOAD_OFF) // 4
    return list(struct.unpack(f"<{n}I", f.data[PAYLOAD_OFF:]))


def vec(rng: random.Random, n: int) -> list[int]:
    return sc.rand_bits(rng, n)


def tree(spec: str = "2x2", seed: int = 0, h: dict[str, int] | None = None,
         mode: Mode = Mode.FOLD) -> TreeModel:
    tm = TreeModel(Topology.parse(spec), seed=seed, mode=mode)
    tm.build(h)
    return tm


def send_all(tm: TreeModel, seg: int, vals: dict[int, list[int]], *, flags: int = 0,
             only: list[int] | None = None) -> None:
    for w in tm.topo.workers:
        i = w.endpoint.worker
        if only is None or i in only:
            tm.send(i, sc.data_bytes(w.endpoint, seg, vals[i], flags=flags))


def contributions(tm: TreeModel, rng: random.Random, n: int) -> dict[int, list[int]]:
    return {w.endpoint.worker: vec(rng, n) for w in tm.topo.workers}


def leaves(vals: dict[int, list[int]]) -> dict[int, torch.Tensor]:
    return {i: from_bits(v) for i, v in vals.items()}


def check_segment(tm: TreeModel, seg: int, vals: dict[int, list[int]],
                  gone: tuple[int, ...] = ()) -> None:
    """Every worker (but those `gone`) holds the segment's aggregate, exactly the nested
    fold of the recorded arrival orders."""
    want = bits(expected_tree(tm, seg, leaves(vals))).tolist()
    for w in tm.topo.workers:
        if w.endpoint.worker in gone:
            continue
        got = tm.results(w.endpoint.worker)
        assert seg in got, f"worker {w.endpoint.worker} has no aggregate of segment {seg}"
        assert payload(got[seg]) == want, f"worker {w.endpoint.worker}, segment {seg}"


def help_from(tm: TreeModel, worker: int, seg: int, seq: int = 0x77) -> None:
    sw, ep = tm.where[worker]
    tm.inject(sw, ep.port_bit, sc.control_bytes(ep, Action.HELP, seg, seq))


def acks(tm: TreeModel, key: int | str, action: Action) -> list[ControlHeader]:
    out = []
    for f in tm.inbox.get(key, []):
        if is_ctrl(f):
            a = ctrl_of(f)
            if a.acked == action:
                out.append(a)
    return out


# ---------------------------------------------------------------- topology and the fold


def test_topology_parse() -> None:
    t = Topology.parse("4x3")
    assert (len(t.switches), len(t.workers), t.depth) == (5, 12, 2)
    assert t.members(ROOT) == [n.member_id for n in t.switches[1:]]
    t3 = Topology.parse("3x3x3")
    assert (len(t3.switches), len(t3.workers), t3.depth) == (13, 27, 3)
    assert len({w.endpoint.worker for w in t3.workers}) == 27
    assert len(Topology.parse("4").switches) == 1
    for bad in ("", "5x3", "4x4", "x", "4x0", "abc"):
        with pytest.raises(ValueError, match="topology"):
            Topology.parse(bad)


def test_nested_fold_is_each_switch_in_its_order() -> None:
    """The nested fold of a hand-made tree, and that it differs from one flat fold of the
    same gradients (why the nested order is the contract)."""
    rng = random.Random(3)
    print("seed 3")
    lv = {i: from_bits(vec(rng, 64)) for i in range(4)}
    switch_of = {10: "a", 11: "b"}
    orders = {"r": [11, 10], "a": [1, 0], "b": [2, 3]}
    want = fold([fold([lv[2], lv[3]]), fold([lv[1], lv[0]])])
    assert bits(nested_fold(orders, switch_of, lv, "r")).tolist() == bits(want).tolist()
    flat = fold([lv[2], lv[3], lv[1], lv[0]])
    assert bits(flat).tolist() != bits(want).tolist()


def _f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _value(b: int) -> Fraction:
    """A finite binary32 bit pattern as an exact rational (via the double it widens to)."""
    return Fraction(struct.unpack("<f", struct.pack("<I", b))[0])


def test_nested_exact_rounds_once_per_switch() -> None:
    """Each switch rounds its own exact sum once, so a tree can differ from the flat
    correctly rounded sum: 1 + 2^-24 rounds to 1 (a tie, to even) at one child, and the
    other child's 2^-24 is then a tie again at the root; the flat sum 1 + 2^-23 is exact.
    With one switch (no children) it is the flat exact sum."""
    lv = {0: [_f32(1.0)], 1: [_f32(2.0**-24)], 2: [_f32(2.0**-24)], 3: [0]}
    switch_of = {10: "a", 11: "b"}
    members = {"r": [10, 11], "a": [0, 1], "b": [2, 3]}
    assert nested_exact(members, switch_of, lv, "r").tolist() == [_f32(1.0)]
    assert exact_sum([lv[i] for i in range(4)]).tolist() == [_f32(1.0 + 2.0**-23)]
    assert nested_exact({"r": [0, 1, 2, 3]}, {}, lv, "r").tolist() == [_f32(1.0 + 2.0**-23)]


def test_nested_exact_is_order_free_and_within_the_bound() -> None:
    """Random trees of finite values of wide-ranging exponents (cancellation, subnormals):
    the nested exact sum is the same with every switch's members in any order, each
    switch's output is its members' exact sum rounded once (an independent rational
    oracle: the exact sum of the Fractions, against the model's result), and the root's
    result R obeys docs/protocol.md 13.3's bound against the exact total S:
    |R - S| <= sum over switches of (2^-24 |T_s| + 2^-150)."""
    seed = 22
    print(f"seed {seed}")
    rng = random.Random(seed)
    for spec in ("2x2", "4x3", "3x3x3", "2x2x2"):
        topo = Topology.parse(spec)
        n = 40
        lv = {}
        for w in topo.workers:
            e = rng.choice([-140, -126, -20, 0, 20, 60])
            lv[w.endpoint.worker] = np.array(
                [_f32(rng.uniform(-1, 1) * 2.0 ** (e + rng.randint(-8, 8))) for _ in range(n)],
                np.uint32)
        members, switch_of = topo.member_map, topo.switch_of
        got = nested_exact(members, switch_of, lv)
        shuffled = {k: rng.sample(v, len(v)) for k, v in members.items()}
        assert nested_exact(shuffled, switch_of, lv).tolist() == got.tolist(), spec
        bound = [Fraction(0)] * n
        value = {m: [_value(int(b)) for b in v] for m, v in lv.items()}  # member -> output
        out: dict[str, list[Fraction]] = {}
        for node in sorted(topo.switches, key=lambda x: -x.level):  # leaves first
            t = [sum(col, Fraction(0)) for col in zip(*(value[m] for m in members[node.name]),
                                                      strict=True)]
            r = nested_exact(members, switch_of, lv, node.name)
            out[node.name] = [_value(int(b)) for b in r]
            if node.member_id is not None:
                value[node.member_id] = out[node.name]
            for j in range(n):
                ulp_half = Fraction(1, 2**24) * abs(t[j]) + Fraction(1, 2**150)
                assert abs(out[node.name][j] - t[j]) <= ulp_half, (spec, node.name, j)
                bound[j] += ulp_half
        total = [sum((_value(int(lv[w.endpoint.worker][j])) for w in topo.workers), Fraction(0))
                 for j in range(n)]
        for j in range(n):
            assert abs(out[ROOT][j] - total[j]) <= bound[j], (spec, j)


def test_exact_tree_independent_of_delivery_order() -> None:
    """The same contributions over the same tree in three seeded delivery orders: in the
    exact mode every worker of every run holds the same bits, the nested exact sum, with
    the flag EXACT; in the fold mode the runs differ (why the exact mode exists)."""
    rng = random.Random(23)
    print("seed 23")
    spec = "4x3"
    ids = [w.endpoint.worker for w in Topology.parse(spec).workers]
    vals = {i: vec(rng, 64) for i in ids}
    seen: dict[Mode, set[tuple[int, ...]]] = {}
    for mode in Mode:
        flags = Flag.EXACT if mode == Mode.EXACT else 0
        seen[mode] = set()
        for seed in (1, 2, 3):
            tm = tree(spec, seed=seed, mode=mode)
            send_all(tm, 0, vals, flags=flags)
            tm.run()
            check_segment(tm, 0, vals)
            for i in ids:
                f = tm.results(i)[0]
                assert data_of(f).flags & Flag.EXACT == flags
                seen[mode].add(tuple(payload(f)))
    want = nested_exact(Topology.parse(spec).member_map, Topology.parse(spec).switch_of,
                        {i: np.array(v, np.uint32) for i, v in vals.items()})
    assert seen[Mode.EXACT] == {tuple(want.tolist())}
    assert len(seen[Mode.FOLD]) > 1


@pytest.mark.parametrize(("spec", "loss", "seed"), [("4x3", 0.1, 6), ("3x3x3", 0.08, 7)])
def test_exact_tree_job_with_loss(spec: str, loss: float, seed: int) -> None:
    """An exact job over a tree with every kind of frame lost, recovered by Help and RETX:
    every worker ends with every segment, the nested exact sum, flagged EXACT."""
    print(f"seed {seed}")
    rng = random.Random(seed)
    job = sc.tree_job(rng, spec, 8, k=4, p_data=loss, p_up=loss, p_down=loss, p_agg=loss,
                      mode=Mode.EXACT)
    tm = job.model
    for seg in range(8):
        want = bits(expected_tree(tm, seg, job.leaves[seg])).tolist()
        assert {tuple(payload(g[seg])) for g in job.got.values()} == {tuple(want)}
        assert all(data_of(g[seg]).flags & Flag.EXACT for g in job.got.values())
    assert job.helps > 0
    for name, m in tm.models.items():
        c = m.counters
        assert (c[Reg.COLLISION], c[Reg.STALE], c[Reg.MODE]) == (0, 0, 0), name


# ---------------------------------------------------------------- roles


def _ctl(m: AccelModel, action: int, value: int = 0, *, port: int = CONTROLLER_PORT_BIT,
         job: int = sc.JOB, worker: int = 0x7FFF, seq: int = 5) -> list[AxisFrame]:
    f = build_control_frame(ControlHeader(job, seq, worker, action, value=value),
                            src_mac=bytes([2, 0, 0, 0, 2, 0]), src_ip=bytes([10, 0, 2, 1]))
    return [o.frame for o in m.push(AxisFrame(f, make_tuser(len(f), port)))]


def test_setrole_values_and_the_join_it_sends() -> None:
    m = AccelModel()
    role = child_role(UP, 0x8001)
    for bad in (role | 1 << 24, role | 1 << UPLINK_ATTACHED_BIT, child_role(0, 5),
                child_role(UP | nf_bit(0), 5), child_role(UP, SWITCH_WORKER_ID), 1, 1 << 16):
        (a,) = _ctl(m, Action.SETROLE, bad)
        assert ctrl_of(a).status == Status.BAD_VALUE, hex(bad)
    assert m.uplink == Uplink()
    a, join = _ctl(m, Action.SETROLE, role, seq=0x1234)
    assert (ctrl_of(a).status, ctrl_of(a).result) == (Status.OK, 0)
    j = ctrl_of(join)
    assert (j.action, j.value, j.worker, j.job, j.seq) == (Action.JOIN, Entity.SWITCH, 0x8001,
                                                           sc.JOB, 0x1234)
    assert ETH_FIELDS["dst_mac"].read_bytes(join.data) == BROADCAST_MAC
    assert IPV4_FIELDS["dst_ip"].read_bytes(join.data) == BROADCAST_IP
    assert ETH_FIELDS["src_mac"].read_bytes(join.data) == m.cfg.switch_mac
    assert (join.dst_ports, join.src_port) == (UP, 0)
    # the same role again: OK (with the register as result) and the Join again
    a, join2 = _ctl(m, Action.SETROLE, role)
    assert ctrl_of(a).result == role and ctrl_of(join2).action == Action.JOIN
    assert m.read_reg(Reg.UPLINK) == role
    # back to root, while no job is bound
    (a,) = _ctl(m, Action.SETROLE, 0)
    assert ctrl_of(a).status == Status.OK and m.uplink == Uplink()
    assert m.counters[Reg.UP_TX] == 2 and m.counters[Reg.CTRL_OK] == 10


def test_parent_ack_attaches_the_child() -> None:
    m = AccelModel()
    _ctl(m, Action.SETROLE, child_role(UP, 0x8001))

    def ack(port: int, status: int = Status.OK, acked: int = Action.JOIN, worker: int = 0x8001,
            result: int = 3) -> list[AxisFrame]:
        f = build_control_frame(ControlHeader(sc.JOB, 1, worker, Action.ACK, status, 1, result,
                                              acked), src_mac=bytes(6), src_ip=bytes(4))
        return [o.frame for o in m.push(AxisFrame(f, make_tuser(len(f), port)))]

    assert ack(nf_bit(0)) == [] and m.last_drop == Reg.ACK_IN  # not the uplink
    assert ack(UP, acked=Action.HELP) == [] and not m.uplink.attached
    assert ack(UP, worker=0x8002) == [] and not m.uplink.attached
    assert ack(UP) == [] and m.last_drop is None
    assert (m.uplink.attached, m.uplink.index) == (True, 3)
    assert m.read_reg(Reg.UPLINK) == child_role(UP, 0x8001) | 1 << UPLINK_ATTACHED_BIT | 3 << 24
    ack(UP, status=Status.TABLE_FULL, result=0)
    assert not m.uplink.attached
    c = m.counters
    assert (c[Reg.UP_ACK], c[Reg.ACK_IN], c[Reg.DROPS]) == (4, 1, 1)
    root = AccelModel()
    f = build_control_frame(ControlHeader(sc.JOB, 1, 1, Action.ACK), src_mac=bytes(6),
                            src_ip=bytes(4))
    assert root.push(AxisFrame(f, make_tuser(len(f), UP))) == []
    assert root.last_drop == Reg.ACK_IN


def test_reset_keeps_the_role() -> None:
    tm = tree()
    child = tm.models["s.0"]
    tm.control("s.0", Action.RESET, 1)
    tm.run()
    assert child.uplink.child and child.uplink.attached and child.member_count == 0


# ---------------------------------------------------------------- frames between levels


def test_partial_up_and_result_down() -> None:
    """A child's partial: its member id, DOWN clear, nsum its count, contrib and h its own,
    out of the uplink; the result coming down is kept (DONE) and multicast to exactly its
    members with the parent's payload and nsum and its own contrib and h; Help at the
    child replays it."""
    rng = random.Random(5)
    print("seed 5")
    tm = tree("2x2")
    vals = contributions(tm, rng, 12)
    ups: list[AxisFrame] = []
    tm.lose = lambda src, dst, f: (src == "s.0" and dst == ROOT and ups.append(f)) and False
    send_all(tm, 0, vals)
    tm.run()
    check_segment(tm, 0, vals)
    (part,) = [f for f in ups if not is_ctrl(f)]
    h = data_of(part)
    node = tm.topo.node("s.0")
    assert (h.worker, h.flags, h.nsum, h.contrib, h.h) == (node.member_id, Flag.AGG, 2, 0b11, 2)
    assert part.dst_ports == UP
    child, root = tm.models["s.0"], tm.models[ROOT]
    assert child.buffer_for(0).state is BufState.DONE
    res = tm.results(100)[0]
    r = data_of(res)
    assert (r.worker, r.flags, r.nsum, r.contrib, r.h) == (SWITCH_WORKER_ID,
                                                           Flag.AGG | Flag.DOWN, 4, 0b11, 2)
    assert res.dst_ports == nf_bit(0) | nf_bit(1)  # the child's members, not its uplink
    c = child.counters
    assert (c[Reg.DATA_OK], c[Reg.UP_TX], c[Reg.DOWN_OK], c[Reg.AGG_TX]) == (2, 2, 1, 1)
    assert root.counters[Reg.AGG_TX] == 1 and root.counters[Reg.DATA_OK] == 2
    help_from(tm, 100, 0)
    tm.run()
    replay = [f for f in tm.inbox[100] if not is_ctrl(f)][-1]
    assert data_of(replay).flags == Flag.AGG | Flag.DOWN | Flag.REPLAY
    assert payload(replay) == payload(res)


def test_member_data_after_the_partial_went_up() -> None:
    rng = random.Random(6)
    print("seed 6")
    tm = tree("2x2", h={"s": 2, "s.0": 1, "s.1": 2})
    vals = contributions(tm, rng, 5)
    tm.lose = lambda src, dst, f: src == ROOT  # the result never comes down
    send_all(tm, 0, vals, only=[100])
    tm.run()
    child = tm.models["s.0"]
    assert child.buffer_for(0).state is BufState.UP
    send_all(tm, 0, vals, only=[101])
    tm.run()
    assert child.last_drop == Reg.LATE
    send_all(tm, 2 * child.cfg.K, vals, only=[101])  # the same buffer, another segment
    tm.run()
    assert child.last_drop == Reg.COLLISION


def test_result_partial_flag_and_contrib_of_a_child_left_out() -> None:
    """Asynchronous root (H 1 of 2 children): the first child's partial completes the
    segment; the second child takes the result while still aggregating (its own members'
    contributions are not in it: contrib 0), and marks nothing partial; FBcast forced
    results carry PARTIAL down."""
    rng = random.Random(7)
    print("seed 7")
    tm = tree("2x2", h={"s": 1, "s.0": 2, "s.1": 2})
    vals = contributions(tm, rng, 9)
    send_all(tm, 0, vals, only=[100, 101, 102])  # s.1 has one of its two
    tm.run()
    check_segment(tm, 0, vals)
    r0, r1 = data_of(tm.results(100)[0]), data_of(tm.results(102)[0])
    assert (r0.contrib, r1.contrib, r0.nsum, r1.nsum) == (0b11, 0, 2, 2)
    send_all(tm, 0, vals, only=[103])
    tm.run()
    assert tm.models["s.1"].last_drop == Reg.LATE
    # FBcast at a child: the partial goes up forced, the FBcast follows, the root emits
    send_all(tm, 1, vals, only=[100])
    tm.run()
    sw, ep = tm.where[100]
    tm.inject(sw, ep.port_bit, sc.control_bytes(ep, Action.FBCAST, 1, 9))
    tm.run()
    f = tm.results(101)[1]
    assert data_of(f).flags == Flag.AGG | Flag.DOWN | Flag.PARTIAL
    idx, _ = tm.models["s.0"]._lookup(100)
    assert (data_of(f).nsum, data_of(f).contrib) == (1, 1 << idx)
    assert payload(f) == vals[100]


# ---------------------------------------------------------------- loss


def test_lost_partial_recovered_by_help() -> None:
    rng = random.Random(8)
    print("seed 8")
    tm = tree("2x2")
    vals = contributions(tm, rng, 7)
    lost = []
    tm.lose = lambda src, dst, f: (src, dst) == ("s.1", ROOT) and not lost and bool(
        lost.append(f) or True)
    send_all(tm, 0, vals)
    tm.run()
    assert lost and 0 not in tm.results(100)
    assert tm.models[ROOT].buffer_for(0).state is BufState.AGG
    help_from(tm, 103, 0)  # a member of the child whose partial was lost
    tm.run()
    assert acks(tm, 103, Action.HELP)[0].status == Status.NOT_DONE
    check_segment(tm, 0, vals)
    c = tm.models["s.1"].counters
    assert c[Reg.UP_TX] == 1 + 3  # Join; partial; partial again (RETX) and Help


def test_lost_result_recovered_by_help() -> None:
    rng = random.Random(9)
    print("seed 9")
    tm = tree("2x2")
    vals = contributions(tm, rng, 7)
    tm.lose = lambda src, dst, f: (src, dst) == (ROOT, "s.0")
    send_all(tm, 0, vals)
    tm.run()
    assert 0 not in tm.results(100) and 0 in tm.results(102)
    tm.lose = None
    help_from(tm, 101, 0)
    tm.run()
    check_segment(tm, 0, vals)
    root = tm.models[ROOT]
    assert root.counters[Reg.LATE] == 1 and root.counters[Reg.REPLAY_TX] == 1


def test_lost_join_of_a_switch() -> None:
    """The child's Join (or its Ack) is lost: it is not attached, its partial is dropped
    by the parent as NON_MEMBER (an upward partial from a non-member: never added, never
    wedging the segment); SetRole again re-sends the Join, and a member's Help re-sends
    the partial, which completes the segment."""
    rng = random.Random(10)
    print("seed 10")
    topo = Topology.parse("2x2")
    tm = TreeModel(topo, lose=lambda src, dst, f: (src, dst) == ("s.1", ROOT)
                   and is_ctrl(f) and ctrl_of(f).action == Action.JOIN)
    with pytest.raises(RuntimeError, match="s is not set up"):
        tm.build(h={"s": 2, "s.0": 2, "s.1": 2})
    tm.lose = None
    assert not tm.models["s.1"].uplink.attached
    vals = contributions(tm, rng, 6)
    send_all(tm, 0, vals)
    tm.run()
    root = tm.models[ROOT]
    assert root.counters[Reg.NON_MEMBER] == 1 and root.buffer_for(0).count == 1
    tm.control("s.1", Action.SETROLE, topo.node("s.1").role, seq=0x101)
    tm.run()
    assert tm.models["s.1"].uplink.attached and root.member_count == 2
    help_from(tm, 102, 0)
    tm.run()
    check_segment(tm, 0, vals)


# ---------------------------------------------------------------- bad input of the tree


def test_down_data_from_a_port_that_is_not_the_parent() -> None:
    """A result-looking frame (DOWN set) from a member's port: NOT_PARENT, counted, not
    stored, not multicast; the segment then completes normally."""
    rng = random.Random(11)
    print("seed 11")
    tm = tree("2x2")
    vals = contributions(tm, rng, 4)
    child = tm.models["s.0"]
    send_all(tm, 0, vals, only=[100])
    tm.run()
    w = tm.topo.workers[0].endpoint
    fake = sc.data_bytes(w, 0, vec(rng, 4), flags=Flag.DOWN | Flag.AGG, nsum=9)
    tm.inject("s.0", w.port_bit, fake)
    tm.run()
    assert child.last_drop == Reg.NOT_PARENT and child.counters[Reg.NOT_PARENT] == 1
    assert child.buffer_for(0).state is BufState.AGG and 0 not in tm.results(100)
    send_all(tm, 0, vals, only=[101, 102, 103])
    tm.run()
    check_segment(tm, 0, vals)
    # at the root, DOWN data is DIRECTION (version 1's rule)
    tm.inject(ROOT, nf_bit(0), fake)
    tm.run()
    assert tm.models[ROOT].last_drop == Reg.DIRECTION


def test_role_change_mid_job() -> None:
    """SetRole with another role while a job is bound: ROLE_BUSY, answered with that
    status, counted as a drop (not CTRL_OK), the role unchanged; the job goes on."""
    rng = random.Random(12)
    print("seed 12")
    tm = tree("2x2")
    vals = contributions(tm, rng, 4)
    send_all(tm, 0, vals, only=[100, 101, 102])
    tm.run()
    for sw, value in (("s.0", 0), ("s.0", child_role(nf_bit(2), 0x8001)), (ROOT, child_role(
            UP, 0x9000))):
        m = tm.models[sw]
        before = (m.uplink, m.counters[Reg.CTRL_OK])
        tm.control(sw, Action.SETROLE, value, seq=0x500)
        tm.run()
        assert m.last_drop == Reg.ROLE_BUSY
        assert (m.uplink, m.counters[Reg.CTRL_OK]) == before
        assert acks(tm, sw, Action.SETROLE)[-1].status == Status.ROLE_BUSY
    assert tm.models["s.0"].counters[Reg.ROLE_BUSY] == 2
    send_all(tm, 0, vals, only=[103])
    tm.run()
    check_segment(tm, 0, vals)


# ---------------------------------------------------------------- mid-job control


def test_seth_mid_job_at_every_level() -> None:
    rng = random.Random(13)
    print("seed 13")
    tm = tree("2x2")
    vals = contributions(tm, rng, 5)
    send_all(tm, 0, vals, only=[100, 102])
    tm.run()
    tm.control("s.0", Action.SETH, 1)  # the child's sweep sends its partial up
    tm.run()
    assert tm.models["s.0"].buffer_for(0).state is BufState.UP
    tm.control(ROOT, Action.SETH, 1)  # the root's sweep emits (s.0's partial alone)
    tm.run()
    check_segment(tm, 0, vals)
    assert data_of(tm.results(102)[0]).contrib == 0  # s.1's member is not in it
    assert orders_of(tm, 0)[ROOT] == [tm.topo.node("s.0").member_id]


def test_leave_mid_job_at_every_level() -> None:
    """A worker leaves its child mid-segment (the child's sweep sends the partial up
    without it); then every member of the other child leaves: that child is a dead member
    of the root, whose segment a worker's FBcast (relayed up) releases."""
    rng = random.Random(14)
    print("seed 14")
    tm = tree("2x2")
    vals = contributions(tm, rng, 5)
    send_all(tm, 0, vals, only=[100, 102, 103])
    tm.run()
    sw, ep = tm.where[101]
    tm.inject(sw, ep.port_bit, sc.control_bytes(ep, Action.LEAVE, 0, 3))
    tm.run()
    check_segment(tm, 0, vals, gone=(101,))
    assert orders_of(tm, 0)["s.0"] == [100]
    send_all(tm, 1, vals, only=[100])
    tm.run()
    for i in (102, 103):
        sw, ep = tm.where[i]
        tm.inject(sw, ep.port_bit, sc.control_bytes(ep, Action.LEAVE, 0, 4))
    tm.run()
    s1 = tm.models["s.1"]
    assert s1.member_count == 0 and s1.job is None
    assert tm.models[ROOT].buffer_for(1).state is BufState.AGG  # waiting for s.1
    sw, ep = tm.where[100]
    tm.inject(sw, ep.port_bit, sc.control_bytes(ep, Action.FBCAST, 1, 5))
    tm.run()
    got = tm.results(100)[1]
    assert payload(got) == vals[100] and data_of(got).flags & Flag.PARTIAL


def test_reset_mid_job_at_every_level() -> None:
    """Reset at a child mid-job: its members re-join, re-send (Help answers NOT_MEMBER,
    then NOT_DONE), the segment completes. Reset at the root mid-job: the controller
    re-attaches the children (SetRole again) and sets H; the children's partials are sent
    again on their members' Help; the segment completes, the same at every worker."""
    rng = random.Random(15)
    print("seed 15")
    tm = tree("2x2")
    vals = contributions(tm, rng, 6)
    send_all(tm, 0, vals, only=[100, 102, 103])
    tm.run()
    tm.control("s.0", Action.RESET, 0)
    tm.run()
    for i in (100, 101):
        sw, ep = tm.where[i]
        tm.inject(sw, ep.port_bit, sc.control_bytes(ep, Action.JOIN, 0, 6))
    tm.run()
    tm.control("s.0", Action.SETH, 2)
    send_all(tm, 0, vals, only=[100, 101])
    tm.run()
    check_segment(tm, 0, vals)
    # the root, mid-segment 1
    send_all(tm, 1, vals)
    tm.lose = lambda src, dst, f: (src, dst) == ("s.1", ROOT) and data_of(f).seg == 1
    tm.run()
    tm.lose = None
    tm.control(ROOT, Action.RESET, 0)
    tm.run()
    for n in tm.topo.switches[1:]:
        tm.control(n.name, Action.SETROLE, n.role, seq=0x600)
    tm.run()
    tm.control(ROOT, Action.SETH, 2)
    tm.run()
    assert tm.models[ROOT].member_count == 2
    for i in (100, 102):
        help_from(tm, i, 1)
    tm.run()
    check_segment(tm, 1, vals)


# ---------------------------------------------------------------- whole jobs


@pytest.mark.parametrize(("spec", "loss", "seed"), [
    ("4x3", 0.0, 1), ("4x3", 0.1, 2), ("2x3", 0.25, 3), ("3x3x3", 0.0, 4), ("3x3x3", 0.08, 5),
])
def test_tree_job_with_loss(spec: str, loss: float, seed: int) -> None:
    """Synchronous jobs over two- and three-level trees with every kind of frame lost
    (worker data, partials up, results down, aggregates to workers), recovered by the
    workers' Help and RETX alone: every worker ends with every segment, exactly the nested
    fold of the switches' recorded arrival orders; the window holds across levels (no
    COLLISION or STALE anywhere, Help never answers NO_SEGMENT)."""
    print(f"seed {seed}")
    rng = random.Random(seed)
    job = sc.tree_job(rng, spec, 10, k=4, p_data=loss, p_up=loss, p_down=loss, p_agg=loss)
    tm = job.model
    for seg in range(10):
        want = bits(expected_tree(tm, seg, job.leaves[seg])).tolist()
        assert {tuple(payload(g[seg])) for g in job.got.values()} == {tuple(want)}
        depth_nsum = {data_of(g[seg]).nsum for g in job.got.values()}
        assert depth_nsum == {len(tm.topo.workers)}
    for name, m in tm.models.items():
        c = m.counters
        assert (c[Reg.COLLISION], c[Reg.STALE], c[Reg.NON_MEMBER]) == (0, 0, 0), name
    assert job.no_segment == 0
    if loss == 0:
        assert job.helps == 0


def test_two_switch_check_without_the_tree_helpers() -> None:
    """Two AccelModels wired by hand as child and root (what golden.tree does), one
    segment: the workers of the child and the worker on the root get the nested fold."""
    rng = random.Random(16)
    print("seed 16")
    p = AccelParams()
    root, child = AccelModel(p), AccelModel(p)
    ws = [sc.worker(i) for i in range(3)]  # 0, 1 on the child (nf0, nf1); 2 on the root
    ctl = sc.worker(9)
    link_root, link_child = nf_bit(3), UP

    def to_root(frames):
        return [o for f in frames for o in root.push(AxisFrame(f.data, make_tuser(
            len(f.data), link_root)))]

    def child_in(f: AxisFrame):
        outs = child.push(f)
        up = [o.frame for o in outs if o.frame.dst_ports == link_child]
        down = [o.frame for o in outs if o.frame.dst_ports != link_child]
        return up, down

    up, _ = child_in(sc.control(ctl, Action.SETROLE, child_role(link_child, 0x8001)))
    (ack,) = to_root(up)
    child.push(AxisFrame(ack.frame.data, make_tuser(len(ack.frame.data), link_child)))
    assert child.uplink.attached
    for w in ws[:2]:
        child_in(sc.control(w, Action.JOIN))
    child_in(sc.control(ctl, Action.SETH, 2))
    root.push(sc.control(ws[2], Action.JOIN))
    root.push(sc.control(ctl, Action.SETH, 2))
    vals = [vec(rng, 30) for _ in ws]
    child_in(sc.data(ws[1], 0, vals[1]))
    up, _ = child_in(sc.data(ws[0], 0, vals[0]))
    (bcast,) = root.push(sc.data(ws[2], 0, vals[2])) + to_root(up)
    _, down = child_in(AxisFrame(bcast.frame.data, make_tuser(len(bcast.frame.data),
                                                               link_child)))
    want = fold([from_bits(vals[2]), fold([from_bits(vals[1]), from_bits(vals[0])])])
    assert payload(bcast.frame) == payload(down[0]) == bits(want).tolist()
    assert bcast.frame.dst_ports == nf_bit(3) | ws[2].port_bit
    assert down[0].dst_ports == ws[0].port_bit | ws[1].port_bit
    assert data_of(down[0]).nsum == 3 and UDP_PORT == ws[0].sport
