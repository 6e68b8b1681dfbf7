"""A tree of switches in RTL: several spliced `nf_datapath` instances in one Verilator
simulation (the compiled harness's fabric, tb/nf_datapath/compiled/harness.cpp), checked
against the golden models (docs/protocol.md section 12).

* `build_fabric`: the traffic of one synchronous all-reduce over the tree `spec`
  (`golden.tree.Topology.parse`: ``"4x3"`` a root with 4 children of 3 workers, 5 switches;
  ``"3x3x3"`` 13 switches, 27 workers): the switches are numbered in the topology's order
  (the root is switch 0), each child's uplink (nf3) is linked to its parent's port, 10G
  links paced at the line rate with `link_ns` of latency; every switch has a controller on
  its host port. The controllers make the tree as docs/protocol.md 12.1 says: SetRole
  from the top down, each after the previous child's Join was acknowledged by its parent;
  then the workers Join one after the other; then SetH (the member count) at every
  switch; then the workers send their gradients with the window K under one of the
  schedules of iswitch/sim/schedules.py (the straggler: the last worker); at the end each
  controller Queries its switch's counters. `mode` EXACT makes it an exact job
  (docs/protocol.md section 13.3: every Join and child SetRole asks for the mode, every
  data frame carries the flag EXACT; `iswitch.sim.stimulus.as_exact`).
* `check_fabric`: per switch, `AccelModel` over the frames that entered its accelerator
  generates exactly the frames it emitted, and its output queues delivered them
  (iswitch/sim/check.py's `check_model` and `check_delivery`); its counters (Query
  answers) show no drop and one aggregate per segment; every worker received every
  segment, and each copy is bit for bit the nested fold (`golden.tree.nested_fold`) of the
  arrival orders each switch's accelerator recorded, so all workers hold the same bits; in
  an exact job the nested exact sum (`golden.tree.nested_exact`), which no order enters.
  Its figures: per switch the latency from the last contribution in to the partial or
  aggregate out (and at a child from the result in to the multicast out), every link's
  utilisation each way, the end-to-end latency per segment (the last contribution's last
  beat into the fabric to the last worker's copy), and the elements in which one flat
  fold of the same gradients differs from the nested fold (in an exact job: in which the
  flat correctly rounded sum differs from the tree's, and by how many ULPs at most).
* `main`: ``python -m iswitch.sim.fabric --topology 3x3x3``: one such run of seeded random
  gradients, checked, from the command line.
"""

from __future__ import annotations

import argparse
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch

from golden.accel_model import AccelModel
from golden.exact import exact_sum, ulp_distance
from golden.fold import add_f32, bits, is_nan_bits
from golden.tree import ROOT, Topology, controller, nested_exact, record_arrival
from iswitch import wire
from iswitch.native.datapath import line_slot
from iswitch.sim import harness as rs
from iswitch.sim import stimulus
from iswitch.sim.check import Check, Replay, check_delivery, check_model, u32_bits
from iswitch.sim.schedules import SCHEDULES, schedule_rng, schedule_starts, scheduled_data
from iswitch.sim.stimulus import (
    CTRL_SEQ,
    HOST_PORT,
    JOB,
    NPORTS,
    Schedule,
    StimFrame,
    Stimulus,
    Stream,
    diagnosis_stream,
    item,
    query_items,
)
from iswitch.util import cli
from iswitch.wire.proto import DROP_REASONS, F_AGG, F_REPLAY, MAX_ELEMS, Action, Reg, control_frame
from iswitch.worker import Endpoint, n_segments

LINK_NS = 100  #: a link's default latency
SPEC = "4x3"  #: the report's tree: 12 workers, 5 switches (the paper's largest cluster)
#: registers each controller Queries at the end: the flat runs' and the hierarchy's
QUERY_REGS: tuple[Reg, ...] = (*stimulus.QUERY_REGS, Reg.UP_TX, Reg.DOWN_OK, Reg.UP_ACK)
ROLE_SEQ, JOIN_SEQ, SETH_SEQ = 0x100, 0x200, 0x300  #: + switch / worker number
QUERY_SEQ_STEP = 0x100  #: switch k's Queries: CTRL_SEQ + k * QUERY_SEQ_STEP + j


def link_cycles(ns: float) -> int:
    """A link latency in cycles of the switch clock."""
    return round(ns * 1e-9 * rs.CLOCK_HZ)


@dataclass
class FabricStimulus:
    """A fabric's stimulus and what the checks need to read its result."""

    stim: Stimulus
    topo: Topology
    names: list[str]  #: switch number -> name (topology order: the root is 0)
    query_seqs: list[dict[int, Reg]]  #: per switch: Query seq -> register
    #: switch number -> drop reason -> frames of bad input added for it (none by default)
    drops: dict[int, dict[str, int]] = field(default_factory=dict)

    @property
    def number(self) -> dict[str, int]:
        return {n: i for i, n in enumerate(self.names)}

    @property
    def worker_ids(self) -> list[int]:
        return [w.endpoint.worker for w in self.topo.workers]


def _ctl(ep: Endpoint, action: Action, value: int, seq: int,
         gate: tuple[int, int, int, int], what: str) -> StimFrame:
    """A control request of `ep` on its port; `gate` = (kind, switch, port, value)."""
    kind, sw, port, v = gate
    fr = item(ep, control_frame(ep, action, value, seq), gate=(kind, port, v), what=what)
    fr.gate_switch = sw
    return fr


def build_fabric(grads: Sequence[torch.Tensor], spec: str = SPEC,
                 schedule: Schedule = SCHEDULES["rr"], seed: int = 0,
                 link_ns: float = LINK_NS, mode: wire.Mode = wire.Mode.FOLD) -> FabricStimulus:
    """The traffic of one all-reduce of `grads` (one per worker of the tree) over the tree
    `spec` under `schedule`, a job of arithmetic mode `mode` (module docstring).
    ValueError for a bad topology, the wrong number of gradients or a schedule the fabric
    does not run (faults)."""
    topo = Topology.parse(spec, job=JOB)
    if schedule.faults is not None:
        raise ValueError("the fabric runs the clean schedules (rr, jitter, straggler)")
    if len(grads) != len(topo.workers):
        raise ValueError(f"topology {spec} has {len(topo.workers)} workers, "
                         f"{len(grads)} gradients given")
    names = [n.name for n in topo.switches]
    num = {n: i for i, n in enumerate(names)}
    ctl = [controller(topo, n) for n in names]
    items: list[list[StimFrame]] = [[] for _ in names]
    gate = (wire.Gate.NONE, 0, 0, 0)  # (kind, switch, port, value) of the next step's wait
    for k, n in enumerate(topo.switches):  # SetRole top down, each after the last attached
        if n.parent is None:
            continue
        assert n.parent_port is not None
        items[k].append(_ctl(ctl[k], Action.SETROLE, n.role, ROLE_SEQ + k, gate, "setrole"))
        gate = (wire.Gate.ACK, num[n.parent], n.parent_port, ROLE_SEQ + k)
    n_w = len(topo.workers)
    joins = []
    for i, leaf in enumerate(topo.workers):
        ep = leaf.endpoint
        joins.append(_ctl(ep, Action.JOIN, wire.Entity.WORKER, JOIN_SEQ + i, gate, "join"))
        gate = (wire.Gate.ACK, num[leaf.switch], leaf.port, JOIN_SEQ + i)
    for k, n in enumerate(names):
        items[k].append(_ctl(ctl[k], Action.SETH, len(topo.members(n)), SETH_SEQ + k, gate,
                             "seth"))
        gate = (wire.Gate.ACK, k, HOST_PORT, SETH_SEQ + k)
    n_segs = n_segments(grads[0].numel())
    rng = schedule_rng(seed, schedule)
    start = schedule_starts(schedule, rng, n_w)
    streams = []
    for i, leaf in enumerate(topo.workers):
        data = scheduled_data(grads[i], leaf.endpoint, (gate[0], gate[2], gate[3]), schedule,
                                 rng, int(start[i]), straggler=i == n_w - 1 and n_w > 1)
        data[0].gate_switch = gate[1]
        streams.append(Stream(leaf.port, [joins[i], *data], leaf.endpoint.mac,
                                 name=f"worker {i}", switch=num[leaf.switch]))
    query_seqs = []
    for k, n in enumerate(names):  # Query once the results are out of a member port
        q, seqs = query_items(ctl[k], (wire.Gate.AGG_COUNT, member_port(topo, n), n_segs),
                                 CTRL_SEQ + k * QUERY_SEQ_STEP, QUERY_REGS)
        q[0].gate_switch = k
        query_seqs.append(seqs)
        streams.append(Stream(HOST_PORT, items[k] + q, ctl[k].mac, name=f"controller {n}",
                                 switch=k))
    for k, n in enumerate(names):
        d = diagnosis_stream()
        streams.append(Stream(d.port, d.frames, d.mac, d.role, name=f"diagnosis {n}",
                                 switch=k))
    links = [(k, n.uplink, num[n.parent], n.parent_port) for k, n in enumerate(topo.switches)
             if n.parent is not None]
    stim = Stimulus(streams, n_w, grads[0].numel(), n_segs, [w.port for w in topo.workers],
                       {}, seed, schedule, switches=len(names), links=links,  # type: ignore[arg-type]
                       link_latency=link_cycles(link_ns))
    if mode == wire.Mode.EXACT:
        stim = stimulus.as_exact(stim)
    return FabricStimulus(stim, topo, names, query_seqs)


def member_port(topo: Topology, name: str) -> int:
    """A port of switch `name` that every result leaves by: its first member's."""
    ports = [n.parent_port for n in topo.switches if n.parent == name]
    ports += [w.port for w in topo.workers if w.switch == name]
    return min(p for p in ports if p is not None)


def run_fabric(fs: FabricStimulus, workdir: Path, **kw) -> list[rs.SimResult]:
    """Simulate the fabric (the harness built on first use): one result per switch."""
    return rs.run_fabric(fs.stim, rs.build_harness(), workdir, **kw)


# ---------------------------------------------------------------- the check


@dataclass
class SwitchFigures:
    """One switch of a fabric run."""

    name: str
    level: int
    model_frames: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    #: per segment: last accepted contribution in -> partial (child) / aggregate (root) out
    latency_up: list[int] = field(default_factory=list)
    #: at a child, per segment: the parent's result in -> the multicast out
    latency_down: list[int] = field(default_factory=list)


@dataclass
class FabricCheck(Check):
    """`Check` of a fabric run with its per-switch and per-link figures."""

    switches: list[SwitchFigures] = field(default_factory=list)
    #: (child, parent) -> (busy cycles up, busy cycles down): line slots of the frames
    links: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)
    latency_e2e: list[int] = field(default_factory=list)  #: per segment (module docstring)
    flat_diffs: dict[str, int] = field(default_factory=dict)  #: flat fold vs nested, elements
    #: an exact job: the most ULPs between the tree's result and the flat correctly rounded
    #: sum (NaNs left out)
    flat_ulps: int = 0
    orders: dict[str, dict[int, list[int]]] = field(default_factory=dict)  #: switch -> seg ->


def replay_switch(res: rs.SimResult) -> tuple[Replay, dict[int, list[int]]]:
    """`AccelModel` over one switch's recorded accelerator input: its output (for
    `check_model`) and the arrival order of the contributions it accepted (member ids)."""
    model = AccelModel()
    rp = Replay(model=model)
    orders: dict[int, list[int]] = {}
    for s in res.accel_in:
        outs = model.push(s.frame)
        if model.last_drop is not None:
            rp.drops[model.last_drop.name] = rp.drops.get(model.last_drop.name, 0) + 1
        record_arrival(orders, model, s.frame)
        for o in outs:
            (rp.regular if o.regular else rp.generated).append(o.frame)
    return rp, orders


def check_fabric(fs: FabricStimulus, results: Sequence[rs.SimResult],
                 grads: Sequence[torch.Tensor], max_errors: int = 12) -> FabricCheck:
    """Every switch against the model, every worker's copy against the nested fold, and
    the figures (module docstring)."""
    ck = FabricCheck(max_errors=max_errors)
    stim = fs.stim
    res0 = results[0]
    if res0.status != wire.RunStatus.DONE:
        states = [f"{stim.streams[e.stream].name}: item {e.value} of {e.aux}"
                  for e in res0.of(wire.Event.STATE)]
        ck.error(f"fabric run ended with {wire.RunStatus(res0.status).name} at cycle "
                 f"{res0.cycles:,}; endpoints: " + "; ".join(states[:12]))
    for k, (name, res) in enumerate(zip(fs.names, results, strict=True)):
        node = fs.topo.node(name)
        sf = SwitchFigures(name, node.level)
        sub = Check(max_errors=max_errors)
        rp, ck.orders[name] = replay_switch(res)
        check_model(sub, res, rp)
        check_delivery(sub, res)
        sf.model_frames = sub.model_frames
        ck.model_frames += sub.model_frames
        ck.model_mismatches += sub.model_mismatches
        ck.port_mismatches += sub.port_mismatches
        for e in sub.errors:
            ck.error(f"switch {name}: {e}")
        _counters(ck, sf, fs, k, res)
        _switch_latency(sf, res)
        ck.switches.append(sf)
    _check_nested(ck, fs, results, grads)
    _link_figures(ck, fs, results)
    _e2e(ck, fs, results)
    return ck


def _counters(ck: FabricCheck, sf: SwitchFigures, fs: FabricStimulus, k: int,
              res: rs.SimResult) -> None:
    """The Query answers of switch `k`: all there, no drop but the bad input added for
    it (`FabricStimulus.drops`), one aggregate (and, at a child, one result in and one
    partial up) per segment."""
    seqs = fs.query_seqs[k]
    for s in res.outputs[HOST_PORT]:
        a = rs.control_header(s.frame)
        if a is not None and a.action == Action.ACK and a.seq in seqs:
            sf.counters[seqs[a.seq].name] = a.result
    n = fs.stim.n_segs
    bad = fs.drops.get(k, {})
    want = {r.name: bad.get(r.name, 0) for r in DROP_REASONS}
    want.update(DROPS=sum(bad.values()), AGG_TX=n)
    if fs.names[k] != ROOT:
        want.update(DOWN_OK=n, UP_TX=n + 1)  # the partials and the switch's own Join
    for r in seqs.values():
        got = sf.counters.get(r.name)
        if got is None:
            ck.error(f"switch {sf.name}: no Query answer for {r.name}")
        elif got != want.get(r.name, got):
            ck.error(f"switch {sf.name}: {r.name} = {got}, expected {want[r.name]}")
    oq = res.regs.get((wire.OQ_REGS.index, wire.OQ_REGS.offset("PKT_DROP")), 0)
    if oq:
        ck.error(f"switch {sf.name}: output queues dropped {oq} packets")


def _switch_latency(sf: SwitchFigures, res: rs.SimResult) -> None:
    """Per segment: last accepted up-going contribution in -> the first data frame of the
    segment out that is not a result from above; a result in -> its multicast out."""
    last_up: dict[int, int] = {}
    down_in: dict[int, int] = {}
    for s in res.accel_in:
        h = rs.data_header(s.frame)
        if h is None:
            continue
        if h.flags & wire.Flag.DOWN:
            down_in.setdefault(h.seg, s.last)
        else:
            last_up[h.seg] = s.last
    out_up: dict[int, int] = {}
    out_down: dict[int, int] = {}
    for s in res.accel_out:
        h = rs.data_header(s.frame)
        if h is None or not h.flags & F_AGG or h.flags & F_REPLAY:
            continue
        if h.flags & wire.Flag.DOWN and h.seg in down_in:
            out_down.setdefault(h.seg, s.first)
        elif not h.flags & wire.Flag.DOWN or sf.level == 0:
            out_up.setdefault(h.seg, s.first)
    sf.latency_up = [out_up[s] - last_up[s] for s in sorted(out_up) if s in last_up]
    sf.latency_down = [out_down[s] - down_in[s] for s in sorted(out_down)]


def _payload(f, count: int) -> torch.Tensor:
    return torch.from_numpy(np.frombuffer(f.data, "<u4", count, wire.PAYLOAD_OFF)
                            .astype(np.int64))


def nested_batch(fs: FabricStimulus, orders: dict[str, dict[int, list[int]]],
                 padded: torch.Tensor, n_segs: int) -> torch.Tensor | None:
    """The nested fold (`golden.tree.nested_fold`) of every segment at once: [segs,
    MAX_ELEMS] float32, from `padded` [workers, segs, MAX_ELEMS]; None if some switch did
    not record a full arrival order of every segment."""
    if not complete_orders(fs, orders, n_segs):
        return None
    value: dict[int, torch.Tensor] = {wid: padded[i] for i, wid in enumerate(fs.worker_ids)}
    segs = torch.arange(n_segs)
    acc = padded[0]
    for node in sorted(fs.topo.switches, key=lambda n: -n.level):  # leaves first
        members = fs.topo.members(node.name)
        idx = {m: j for j, m in enumerate(members)}
        o = orders[node.name]
        order = torch.tensor([[idx[m] for m in o[s]] for s in range(n_segs)])
        stack = torch.stack([value[m] for m in members])  # [members, segs, E]
        acc = stack[order[:, 0], segs]
        for j in range(1, len(members)):
            acc = add_f32(acc, stack[order[:, j], segs])
        if node.member_id is not None:
            value[node.member_id] = acc
    return acc  # the root's: the last folded


def complete_orders(fs: FabricStimulus, orders: dict[str, dict[int, list[int]]],
                    n_segs: int) -> bool:
    """Every switch recorded every member's contribution of every segment."""
    return all(sorted(orders.get(node.name, {}).get(s, [])) == sorted(fs.topo.members(node.name))
               for node in fs.topo.switches for s in range(n_segs))


def nested_exact_batch(fs: FabricStimulus, padded: torch.Tensor) -> torch.Tensor:
    """The nested exact sum (`golden.tree.nested_exact`) of every segment at once, as bit
    patterns (int64, as `golden.fold.bits`): [segs, MAX_ELEMS] from `padded` [workers,
    segs, MAX_ELEMS]. No order enters, so every segment is one long vector."""
    leaves = {wid: u32_bits(padded[i]).ravel() for i, wid in enumerate(fs.worker_ids)}
    out = nested_exact(fs.topo.member_map, fs.topo.switch_of, leaves)
    return torch.from_numpy(out.astype(np.int64)).view(padded.shape[1:])


def _check_nested(ck: FabricCheck, fs: FabricStimulus, results: Sequence[rs.SimResult],
                  grads: Sequence[torch.Tensor]) -> None:
    """Every worker's copy of every segment against the nested fold (an exact job: the
    nested exact sum)."""
    stim = fs.stim
    n, S = stim.n_elems, stim.n_segs
    pad = S * MAX_ELEMS - n
    padded = torch.stack([torch.cat([g, torch.zeros(pad, dtype=torch.float32)])
                          .view(S, MAX_ELEMS) for g in grads])
    counts = np.minimum(MAX_ELEMS, n - MAX_ELEMS * np.arange(S))
    if not complete_orders(fs, ck.orders, S):
        ck.error("a switch did not take every member's contribution of every segment")
        return
    if stim.exact:
        gb = nested_exact_batch(fs, padded)
    else:
        gold = nested_batch(fs, ck.orders, padded, S)
        assert gold is not None  # (complete_orders)
        gb = bits(gold)
    ck.segments = S
    copies = {}  # (switch, port, seg, last) -> frame
    for k, res in enumerate(results):
        for p in range(NPORTS):
            for s in res.outputs[p]:
                h = rs.data_header(s.frame)
                if h is not None and h.flags & F_AGG:
                    copies[(k, p, h.seg, s.last)] = s.frame
    recv = {(e.stream, e.seg): e.cycle for e in results[0].of(wire.Event.RECV)}
    for i in range(stim.workers):
        st = stim.streams[stim.worker_streams[i]]
        missing, differ = [], 0
        for seg in range(S):
            f = copies.get((st.switch, st.port, seg, recv.get((stim.worker_streams[i], seg))))
            if f is None:
                missing.append(seg)
                continue
            c = int(counts[seg])
            d = int((_payload(f, c) != gb[seg, :c]).sum())
            ck.elems_compared += c
            differ += d
        ck.mismatches += differ
        if missing:
            ck.error(f"worker {i}: {len(missing)} of {S} results never arrived "
                     f"(first {missing[:4]})")
        if differ:
            ck.error(f"worker {i}: {differ:,} elements differ from the nested "
                     + ("exact sum" if stim.exact else "fold"))
    mask = torch.from_numpy(np.arange(MAX_ELEMS)[None, :] < counts[:, None])
    if stim.exact:  # the tree against the flat correctly rounded sum of the same gradients
        flat_x = torch.from_numpy(exact_sum(u32_bits(padded).reshape(len(grads), -1))
                                  .astype(np.int64)).view(S, MAX_ELEMS)
        ck.flat_diffs["flat exact"] = int(((flat_x != gb) & mask).sum())
        finite = mask & ~is_nan_bits(gb) & ~is_nan_bits(flat_x)
        if finite.any():
            ck.flat_ulps = int(ulp_distance(gb[finite].numpy().astype(np.uint32),
                                            flat_x[finite].numpy().astype(np.uint32)).max())
        return
    flat = {"worker id": list(range(stim.workers)), "fabric arrival": _fabric_arrival(fs, results)}
    for name, order in flat.items():
        if len(order) != stim.workers:
            continue
        acc = padded[order[0]]
        for w in order[1:]:
            acc = add_f32(acc, padded[w])
        ck.flat_diffs[name] = int(((bits(acc) != gb) & mask).sum())


def _fabric_arrival(fs: FabricStimulus, results: Sequence[rs.SimResult]) -> list[int]:
    """The workers in the order their first contribution entered the fabric."""
    stim = fs.stim
    first: dict[int, int] = {}
    of_stream = {st: i for i, st in enumerate(stim.worker_streams)}
    for res in results:
        for st, idx, _, _, last in res.inputs:
            if st in of_stream and stim.frame(st, idx).role == wire.FrameRole.DATA:
                first.setdefault(of_stream[st], last)
    return sorted(first, key=lambda w: (first[w], w))


def _link_figures(ck: FabricCheck, fs: FabricStimulus, results: Sequence[rs.SimResult]) -> None:
    """Per link: cycles its sending sides were busy (line slots of the frames), each way."""
    for a, pa, b, pb in fs.stim.links:
        up = sum(line_slot(len(s.frame.data)) for s in results[a].outputs[pa])
        down = sum(line_slot(len(s.frame.data)) for s in results[b].outputs[pb])
        ck.links[(fs.names[a], fs.names[b])] = (up, down)


def _e2e(ck: FabricCheck, fs: FabricStimulus, results: Sequence[rs.SimResult]) -> None:
    """Per segment: the last contribution's last beat into the fabric -> the last worker's
    copy; and the run's span (first data beat in to last copy)."""
    last_in, done = e2e_points(fs.stim, results)
    ck.latency_e2e = [done[s] - last_in[s] for s in sorted(done) if s in last_in]
    if done and last_in:
        ck.first_data = min(first for res in results for st, idx, _, first, _ in res.inputs
                            if fs.stim.frame(st, idx).role == wire.FrameRole.DATA)
        ck.span_cycles = max(done.values()) - ck.first_data + 1


def e2e_points(stim: Stimulus, results: Sequence[rs.SimResult]
               ) -> tuple[dict[int, int], dict[int, int]]:
    """Per segment: the cycle of the last contribution's last beat into a switch, and the
    cycle the last worker got its copy (a flat run: one result)."""
    last_in: dict[int, int] = {}
    for res in results:
        for st, idx, _, _, last in res.inputs:
            fr = stim.frame(st, idx)
            if fr.role == wire.FrameRole.DATA and fr.seg is not None:
                last_in[fr.seg] = max(last_in.get(fr.seg, 0), last)
    workers = set(stim.worker_streams)
    done: dict[int, int] = {}
    for e in results[0].of(wire.Event.RECV):
        if e.stream in workers:
            done[e.seg] = max(done.get(e.seg, 0), e.cycle)
    return last_in, done


__all__ = [
    "LINK_NS", "QUERY_REGS", "SPEC", "FabricCheck", "FabricStimulus", "SwitchFigures",
    "build_fabric", "check_fabric", "complete_orders", "e2e_points", "link_cycles",
    "member_port", "nested_batch", "nested_exact_batch", "replay_switch", "run_fabric",
]


# ---------------------------------------------------------------- command line


#: most gradient elements per worker on the command line: 4 Mi, more than DQN's 1.7 M
#: (27 workers then hold ~0.5 GB of gradients and as much of golden sums)
MAX_CLI_ELEMS = 1 << 22
PROG = "python -m iswitch.sim.fabric"


def _topology(text: str) -> str:
    """A topology spec that `golden.tree.Topology.parse` takes (argparse type)."""
    try:
        Topology.parse(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    return text


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = cli.ArgumentParser(prog=PROG, description="One all-reduce of seeded random gradients "
                           "(iswitch.sim.scenarios.random_gradients) over a tree of switches "
                           "in RTL, checked; prints the verdict and the figures. Exit 0: "
                           "passed, 1: failed, 2: usage.")
    p.add_argument("--topology", type=_topology, default=SPEC,
                   help="fan-outs from the root down, e.g. 4x3 or 3x3x3")
    p.add_argument("--elems", type=cli.int_in(1, MAX_CLI_ELEMS), default=16 * MAX_ELEMS + 17,
                   help="gradient elements per worker")
    p.add_argument("--seed", type=cli.int_in(0, 2**63 - 1), default=0,
                   help="torch generator seed of the gradients")
    p.add_argument("--schedule", default="rr", choices=[n for n, s in SCHEDULES.items()
                                                        if s.faults is None])
    p.add_argument("--link-ns", type=cli.float_in(0.0), default=LINK_NS,
                   help="link latency (ns)")
    p.add_argument("--mode", choices=[m.name.lower() for m in wire.Mode], default="fold",
                   help="the job's arithmetic mode (docs/protocol.md section 13)")
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m iswitch.sim.fabric --topology 3x3x3 [--elems N] [--seed S]
    [--schedule rr|jitter|straggler] [--link-ns NS] [--mode fold|exact]``. Exit 0: passed,
    1: failed, 2: usage, 130: interrupted."""
    a = parse_args(argv)
    return cli.run(PROG, lambda: _main(a))


def _main(a: argparse.Namespace) -> int:
    from iswitch.sim.scenarios import random_gradients

    topo = Topology.parse(a.topology)
    print(f"{a.topology}: {len(topo.switches)} switches, {len(topo.workers)} workers, "
          f"{a.elems:,} elements each, seed {a.seed}, {a.schedule}, links {a.link_ns:g} ns, "
          f"{a.mode} mode")
    grads = random_gradients(a.seed, len(topo.workers), 0, n_elems=a.elems)
    fs = build_fabric(grads, a.topology, SCHEDULES[a.schedule], a.seed, a.link_ns,
                      wire.Mode[a.mode.upper()])
    with tempfile.TemporaryDirectory() as tmp:
        res = run_fabric(fs, Path(tmp))
    ck = check_fabric(fs, res, grads)
    for sf in ck.switches:
        print(f"  {sf.name:8s} level {sf.level}: {sf.model_frames:,} frames = model; latency "
              f"up {_median(sf.latency_up)}, down {_median(sf.latency_down)} cycles (median)")
    flat = (f"the flat correctly rounded sum differs in {ck.flat_diffs.get('flat exact', 0):,} "
            f"elements, by at most {ck.flat_ulps} ULPs" if fs.stim.exact else
            f"a flat fold would differ in {ck.flat_diffs.get('worker id', 0):,} elements")
    print(f"  end-to-end {_median(ck.latency_e2e)} cycles (median), {ck.span_cycles:,} cycles "
          f"in all, {res[0].sim_seconds:.1f} s of simulation; {flat}")
    print(("PASS" if ck.ok else "FAILED") + f": {ck.elems_compared:,} elements bit for bit, "
          f"{ck.mismatches:,} mismatches")
    for e in ck.errors:
        print(f"  {e}")
    return 0 if ck.ok else 1


def _median(xs: Sequence[int]) -> str:
    return f"{float(np.median(xs)):.0f}" if len(xs) else "-"


if __name__ == "__main__":
    raise SystemExit(main())
