"""Trees of switches in RTL (issue 10, docs/protocol.md section 12): several spliced
`nf_datapath` instances in one Verilator simulation, linked port to port by paced 10G
links (iswitch/sim/fabric.py, tb/nf_datapath/compiled/harness.cpp), every switch checked
frame for frame against `AccelModel` and every worker's copy of every segment bit for bit
against the nested fold of the arrival orders the switches recorded; an exact job's copy
against the nested exact sum, the same bits under every schedule.

Gradients are seeded random fp32 (NaNs, infinities, -0.0 and subnormals in segment 3) of
the workloads' sizes; the seed of each is printed.
"""

from __future__ import annotations

import dataclasses

import pytest
import torch

from golden.tree import SWITCH_ID_BASE, Topology, controller, nested_fold
from golden.workloads import WORKLOADS
from iswitch import wire
from iswitch.native.datapath import line_slot
from iswitch.sim import fabric as fb
from iswitch.sim import harness as rs
from iswitch.sim.scenarios import random_gradients
from iswitch.sim.schedules import SCHEDULES
from iswitch.sim.stimulus import HOST_PORT, Stream, item
from iswitch.util.build import ToolError
from iswitch.wire.proto import Action, DataHeader, build_data_frame, control_frame


def _grads(spec: str, seed: int, n_elems: int) -> list[torch.Tensor]:
    n = len(Topology.parse(spec).workers)
    print(f"gradients: {n} workers x {n_elems:,} elements, seed {seed}")
    return random_gradients(seed, n, 0, n_elems=n_elems)


def _run(tmp_path, spec: str, grads, schedule: str = "rr", seed: int = 0,
         link_ns: float = fb.LINK_NS, mode: wire.Mode = wire.Mode.FOLD):
    fs = fb.build_fabric(grads, spec, SCHEDULES[schedule], seed=seed, link_ns=link_ns,
                         mode=mode)
    res = fb.run_fabric(fs, tmp_path / f"{spec}-{schedule}-{link_ns}-{mode.name}")
    return fs, res, fb.check_fabric(fs, res, grads)


def _assert_clean(fs, ck) -> None:
    assert ck.ok, ck.errors
    assert ck.mismatches == 0 and ck.model_mismatches == 0 and ck.port_mismatches == 0
    assert ck.elems_compared == len(fs.topo.workers) * fs.stim.n_elems
    assert ck.segments == fs.stim.n_segs
    assert len(ck.switches) == len(fs.topo.switches)
    assert all(sf.model_frames > 0 for sf in ck.switches)


@pytest.mark.parametrize("workload,seed", [("ppo", 11), ("ddpg", 12)])
def test_three_level_tree_bit_for_bit(tmp_path, workload, seed):
    """3 levels, 13 switches, 27 workers, gradients of the workload's size: every worker
    gets the nested fold of every segment, every switch matches the model."""
    spec = "3x3x3"
    grads = _grads(spec, seed, WORKLOADS[workload].params)
    fs, res, ck = _run(tmp_path, spec, grads, "jitter", seed=seed)
    assert fs.topo.depth == 3 and len(fs.topo.workers) == 27 and len(res) == 13
    _assert_clean(fs, ck)
    # the harness's own view: every switch's partials and results went over its links
    for (child, parent), (up, down) in ck.links.items():
        assert up > 0 and down > 0, (child, parent)
    assert len(ck.latency_e2e) == fs.stim.n_segs


def test_two_level_twelve_workers(tmp_path):
    """The paper's largest cluster: 5 switches, 12 workers, under all clean schedules."""
    grads = _grads("4x3", 21, 40 * wire.MAX_ELEMS + 17)
    for schedule in ("rr", "straggler"):
        fs, res, ck = _run(tmp_path, "4x3", grads, schedule, seed=21)
        _assert_clean(fs, ck)
        assert [sf.level for sf in ck.switches] == [0, 1, 1, 1, 1]
        root, child = ck.switches[0], ck.switches[1]
        assert root.counters["AGG_TX"] == fs.stim.n_segs and not root.latency_down
        assert child.counters["UP_TX"] == fs.stim.n_segs + 1
        assert len(child.latency_down) == fs.stim.n_segs


def test_nested_batch_is_the_nested_fold(tmp_path):
    """The check's batched nested fold equals golden.tree.nested_fold segment by segment,
    and a flat fold of the same gradients differs (why the nested order is the contract)."""
    grads = _grads("2x3", 31, 6 * wire.MAX_ELEMS + 17)
    fs, res, ck = _run(tmp_path, "2x3", grads)
    _assert_clean(fs, ck)
    S = fs.stim.n_segs
    padded = torch.stack([torch.cat([g, torch.zeros(S * wire.MAX_ELEMS - g.numel())])
                          .view(S, wire.MAX_ELEMS) for g in grads])
    batch = fb.nested_batch(fs, ck.orders, padded, S)
    assert batch is not None
    for seg in range(S):
        orders = {sw: o[seg] for sw, o in ck.orders.items()}
        leaves = {wid: padded[i, seg] for i, wid in enumerate(fs.worker_ids)}
        want = nested_fold(orders, fs.topo.switch_of, leaves)
        assert torch.equal(batch[seg].view(torch.int32), want.view(torch.int32)), seg
    assert ck.flat_diffs["worker id"] > 0


def _copies(fs, res) -> dict[int, tuple[int, dict[int, bytes]]]:
    """Per worker: the flags seen on its aggregates, and each segment's payload."""
    out = {}
    for leaf in fs.topo.workers:
        flags, pay = 0, {}
        for s in res[fs.names.index(leaf.switch)].outputs[leaf.port]:
            h = rs.data_header(s.frame)
            if h is not None and h.flags & wire.Flag.AGG and s.frame.data[:6] in (
                    leaf.endpoint.mac, wire.BROADCAST_MAC):
                flags |= h.flags
                pay.setdefault(h.seg, s.frame.data[wire.PAYLOAD_OFF:])
        out[leaf.endpoint.worker] = (flags, pay)
    return out


def test_exact_tree_same_bits_under_every_schedule(tmp_path):
    """An exact job over a tree (docs/protocol.md 13.3) under rr, jitter and the straggler:
    every worker's copy of every segment is the nested exact sum (the check), flagged
    EXACT, and the three runs deliver the same bits; the same gradients as a fold job
    under the three schedules deliver other bits (the nested fold follows the arrival
    orders). The tree's result is not the flat correctly rounded sum everywhere: each
    switch rounds once."""
    grads = _grads("2x3", 81, 10 * wire.MAX_ELEMS + 17)
    seen = {}
    for mode in wire.Mode:
        seen[mode] = set()
        for schedule in ("rr", "jitter", "straggler"):
            fs, res, ck = _run(tmp_path, "2x3", grads, schedule, seed=81, mode=mode)
            _assert_clean(fs, ck)
            assert fs.stim.exact == (mode == wire.Mode.EXACT)
            for flags, pay in _copies(fs, res).values():
                assert bool(flags & wire.Flag.EXACT) == fs.stim.exact
                assert sorted(pay) == list(range(fs.stim.n_segs))
                seen[mode].add(tuple(pay[s] for s in sorted(pay)))
            if fs.stim.exact:
                assert ck.flat_diffs["flat exact"] > 0 and ck.flat_ulps > 0
    assert len(seen[wire.Mode.EXACT]) == 1
    assert len(seen[wire.Mode.FOLD]) > 1


def test_exact_three_level_tree(tmp_path):
    """An exact job over 3 levels (13 switches, 27 workers) under jitter: every switch
    matches the model, every worker holds the nested exact sum."""
    grads = _grads("3x3x3", 82, 6 * wire.MAX_ELEMS + 5)
    fs, res, ck = _run(tmp_path, "3x3x3", grads, "jitter", seed=82, mode=wire.Mode.EXACT)
    _assert_clean(fs, ck)
    want = fb.nested_exact_batch(fs, torch.stack([
        torch.cat([g, torch.zeros(fs.stim.n_segs * wire.MAX_ELEMS - g.numel())])
        .view(fs.stim.n_segs, wire.MAX_ELEMS) for g in grads]))
    for _flags, pay in _copies(fs, res).values():
        for seg, p in pay.items():
            n = len(p) // 4
            assert torch.equal(torch.frombuffer(bytearray(p), dtype=torch.int32).to(torch.int64)
                               & 0xFFFF_FFFF, want[seg, :n]), seg


def test_link_latency_and_pacing(tmp_path):
    """A link's latency adds to every crossing (a 2-level result crosses two links): the
    first segment's end-to-end latency grows by exactly 2 x the added cycles; the sending
    side of a link is paced at 10G (no frame starts before the last one's line slot)."""
    one = _grads("2x2", 41, wire.MAX_ELEMS)  # one segment: nothing else on the links
    runs = {ns: _run(tmp_path, "2x2", one, link_ns=ns) for ns in (100, 1000)}
    for fs, _, ck in runs.values():
        _assert_clean(fs, ck)
    d = fb.link_cycles(1000) - fb.link_cycles(100)
    assert (fb.link_cycles(100), d) == (20, 180)
    assert runs[1000][2].latency_e2e[0] - runs[100][2].latency_e2e[0] == 2 * d
    fs, res, ck = _run(tmp_path, "2x2", _grads("2x2", 42, 40 * wire.MAX_ELEMS), link_ns=1000)
    _assert_clean(fs, ck)
    for a, pa, b, pb in fs.stim.links:
        for sw, p in ((a, pa), (b, pb)):
            frames = res[sw].outputs[p]
            assert frames
            for x, y in zip(frames, frames[1:], strict=False):
                assert y.first - x.first >= line_slot(len(x.frame.data))


def test_check_catches_a_wrong_copy_and_wrong_gradients(tmp_path):
    """The check fails on one flipped bit in a worker's copy, and on gradients that are
    not the ones sent."""
    grads = _grads("2x2", 51, 4 * wire.MAX_ELEMS)
    fs, res, ck = _run(tmp_path, "2x2", grads)
    _assert_clean(fs, ck)
    leaf = fs.topo.workers[0]
    k = fs.names.index(leaf.switch)
    outs = res[k].outputs[leaf.port]
    i = next(j for j, s in enumerate(outs) if (h := rs.data_header(s.frame)) and h.seg == 1
             and h.flags & wire.Flag.AGG)
    d = bytearray(outs[i].frame.data)
    d[wire.PAYLOAD_OFF] ^= 1
    outs[i] = dataclasses.replace(outs[i], frame=dataclasses.replace(outs[i].frame,
                                                                     data=bytes(d)))
    bad = fb.check_fabric(fs, res, grads)
    assert not bad.ok and bad.mismatches == 1
    assert any("worker 0" in e for e in bad.errors)
    assert any("switch s.0" in e and "port" in e for e in bad.errors)  # vs the accelerator
    wrong = [g.clone() for g in grads]
    wrong[3][5] += 1.0
    assert fb.check_fabric(fs, fb.run_fabric(fs, tmp_path / "again"), wrong).mismatches > 0


def test_bad_fabric_input(tmp_path):
    """Bad topologies, gradient counts and schedules: ValueError; a stimulus with an
    endpoint on a linked port: the harness refuses it (BAD_STIMULUS), no run."""
    grads = _grads("2x2", 61, 100)
    for spec in ("5x3", "2x4", "x", ""):
        with pytest.raises(ValueError, match="topology"):
            fb.build_fabric(grads, spec)
    with pytest.raises(ValueError, match="4 workers"):
        fb.build_fabric(grads[:3], "2x2")
    with pytest.raises(ValueError, match="clean schedules"):
        fb.build_fabric(grads, "2x2", SCHEDULES["faults"])
    fs = fb.build_fabric(grads, "2x2")
    fs.stim.streams[0].port = fs.stim.links[0][1]  # worker 0 onto switch 1's uplink
    fs.stim.streams[0].switch = fs.stim.links[0][0]
    with pytest.raises(ToolError, match="bad stream"):
        fb.run_fabric(fs, tmp_path / "bad")
    fs = fb.build_fabric(grads, "2x2")
    fs.stim.links.append((0, 3, 1, 3))  # switch 1's uplink a second time
    with pytest.raises(ToolError, match="bad link"):
        fb.run_fabric(fs, tmp_path / "bad2")


def test_bad_input_of_the_hierarchy_in_the_fabric(tmp_path):
    """docs/protocol.md 12.7 in RTL, during a job: a down-going frame from a worker port
    of a child (NOT_PARENT), an upward partial from a switch that is no member of the root
    (NON_MEMBER), a role change at a child mid-job (ROLE_BUSY, answered so): each dropped
    and counted under its reason at its switch, never applied (every switch still matches
    the model frame for frame), no slot wedged (every worker gets the nested fold of every
    segment)."""
    grads = _grads("2x2", 71, 8 * wire.MAX_ELEMS)
    fs = fb.build_fabric(grads, "2x2")
    num = fs.number
    w0 = fs.stim.streams[0]  # worker 0, on s.0
    i = next(j for j, f in enumerate(w0.frames) if f.seg == 2)
    seg2 = DataHeader.unpack(w0.frames[i].data[wire.HDR_OFF:])
    ep0 = fs.topo.workers[0].endpoint
    down = build_data_frame(dataclasses.replace(seg2, flags=wire.Flag.AGG | wire.Flag.DOWN),
                            w0.frames[i].data[wire.PAYLOAD_OFF:], src_mac=ep0.mac,
                            src_ip=ep0.ip)
    w0.frames.insert(i + 1, item(ep0, down, what="bad"))
    # a "switch" on the root's free port 2, which never joined: its partial of segment 1
    imp = dataclasses.replace(ep0, worker=SWITCH_ID_BASE + 0x7F, mac=bytes.fromhex("0200000003ff"),
                              port_bit=wire.nf_bit(2))
    partial = build_data_frame(dataclasses.replace(seg2, seg=1, worker=imp.worker, nsum=2,
                                                   flags=wire.Flag.AGG),
                               w0.frames[i].data[wire.PAYLOAD_OFF:], src_mac=imp.mac,
                               src_ip=imp.ip)
    fr = item(imp, partial, what="bad", gate=(wire.Gate.AGG_COUNT, 0, 1))
    fs.stim.streams.append(Stream(2, [fr], imp.mac, name="imposter", switch=num["s"]))
    # SetRole at s.1 (another member id) once its first result is out: mid-job
    k = num["s.1"]
    ctl = next(s for s in fs.stim.streams if s.name == "controller s.1")
    q = next(j for j, f in enumerate(ctl.frames) if f.what == "query")
    node = fs.topo.node("s.1")
    ep = controller(fs.topo, "s.1")
    busy = item(ep, control_frame(ep, Action.SETROLE, wire.child_role(
        wire.nf_bit(3), node.member_id + 1), 0x777), what="bad",
        gate=(wire.Gate.AGG_COUNT, fb.member_port(fs.topo, "s.1"), 1))
    busy.gate_switch = k
    ctl.frames.insert(q, busy)
    fs.drops = {num["s.0"]: {"NOT_PARENT": 1}, num["s"]: {"NON_MEMBER": 1},
                k: {"ROLE_BUSY": 1}}
    res = fb.run_fabric(fs, tmp_path / "bad")
    ck = fb.check_fabric(fs, res, grads)
    _assert_clean(fs, ck)
    acks = [rs.control_header(s.frame) for s in res[k].outputs[HOST_PORT]]
    assert any(a is not None and a.seq == 0x777 and a.status == wire.Status.ROLE_BUSY
               for a in acks)
    # the check sees a missing drop: the same run against no bad input fails
    fs.drops = {}
    assert not fb.check_fabric(fs, res, grads).ok


def test_command_line(capsys):
    """`python -m iswitch.sim.fabric --topology ...`: a passing run prints PASS and exits 0
    (its bad input: tests/test_bad_input_tools.py)."""
    assert fb.main(["--topology", "2x2", "--elems", "400", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "PASS: 1,600 elements bit for bit, 0 mismatches" in out and "s.1 " in out
    assert fb.main(["--topology", "2x2", "--elems", "400", "--seed", "5", "--mode", "exact"]) == 0
    out = capsys.readouterr().out
    assert "exact mode" in out and "the flat correctly rounded sum differs in" in out
    assert "PASS: 1,600 elements bit for bit, 0 mismatches" in out
