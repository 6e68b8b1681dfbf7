"""A tree of iSwitch switches in software (docs/protocol.md section 12): topologies, the
nested fold that is the golden result of hierarchical aggregation, and a frame-level
model of a tree of `AccelModel`s wired port to port.

* `Topology.parse("4x3")`: a root with 4 child switches of 3 workers each (5 switches, 12
  workers); ``"3x3x3"`` a three-level tree of 13 switches and 27 workers; ``"4"`` one
  switch with 4 workers. A child's uplink is its last 10G port (nf3), its members sit on
  nf0, nf1, ...; every switch has a controller on its host port.
* `nested_fold`: the result of one segment, each switch folding its members'
  contributions (a worker's vector, or a child switch's own nested fold) in its own
  recorded arrival order. Every worker must receive exactly these bits.
* `nested_exact`: the same in the exact mode (docs/protocol.md section 13.3): each switch
  rounds once the exact sum of its members' contributions (`golden.exact.exact_sum`), so
  the result depends on the topology alone, never on an order.
* `TreeModel`: one `AccelModel` per switch; a frame a switch emits goes to every port in
  its TUSER destination bits: over a link into the peer switch's input (a queue per input
  port, FIFO), or to the workers (or the controller) attached to that port. Frames are
  delivered one at a time in a seeded random order of the queues (each queue in order),
  a `lose` hook may drop any delivery, and each switch's arrival order of accepted
  up-going contributions is recorded per segment (`orders`), as the nested fold needs it.
  `mode` is the job's arithmetic mode: `build` sets it in every Join and SetRole.

The model never looks at time: it checks the protocol across levels (what each switch
does with each frame), not latency. Used by tests/test_tree_model.py; a multi-switch RTL
simulation compares each switch's frames with an `AccelModel` fed that switch's own input
sequence and every worker's result with `nested_fold` of the recorded orders.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
import torch

from golden.accel_model import AccelModel, AxisFrame, BufState, make_tuser
from golden.exact import exact_sum
from golden.fold import bits, fold, from_bits
from iswitch.wire import (
    BROADCAST_MAC,
    DATA_FIELDS,
    ETH_FIELDS,
    HDR_OFF,
    NUM_NF_PORTS,
    TYPE_DATA,
    AccelParams,
    Action,
    Entity,
    Flag,
    Mode,
    child_role,
    host_bit,
    join_value,
    nf_bit,
    vt_type,
)
from iswitch.wire.proto import ControlHeader, DataHeader, Endpoint, build_control_frame

ROOT = "s"  #: the root's name; a child is its parent's name plus "." and its index
SWITCH_ID_BASE = 0x8000  #: member ids of switches at their parents: base + switch number
WORKER_ID_BASE = 100  #: worker i has id 100 + i (iswitch/sim/scenarios.py's convention)
UPLINK_PORT = NUM_NF_PORTS - 1  #: a child's uplink: nf3
CONTROLLER_PORT_BIT = host_bit(0)  #: each switch's controller sits on its host port
CONTROLLER_ID = 0x7FFF  #: the controllers' worker id (never a member)
_DST_MAC = ETH_FIELDS["dst_mac"]
_FLAGS, _SEG, _WORKER, _VT = (DATA_FIELDS[n] for n in ("flags", "seg", "worker", "vt"))


@dataclass(frozen=True)
class Node:
    """A switch of the tree. A child has an uplink port (its own, 0..3), the parent's port
    it hangs off and its member id at the parent; the root has None there."""

    name: str
    level: int
    parent: str | None = None
    uplink: int | None = None
    parent_port: int | None = None
    member_id: int | None = None

    @property
    def role(self) -> int:
        """The SetRole value of this switch in a fold job (0 for the root)."""
        return self.role_in(Mode.FOLD)

    def role_in(self, mode: int) -> int:
        """The SetRole value of this switch in a job of arithmetic mode `mode` (0 for the
        root, which takes its mode from its members' Joins)."""
        if self.uplink is None or self.member_id is None:
            return 0
        return child_role(nf_bit(self.uplink), self.member_id, mode)


@dataclass(frozen=True)
class Leaf:
    """A worker attached to port `port` (0..3) of switch `switch`."""

    endpoint: Endpoint
    switch: str
    port: int


@dataclass(frozen=True)
class Topology:
    """Switches (the root first, then level by level) and the workers at the leaves."""

    spec: str
    switches: tuple[Node, ...]
    workers: tuple[Leaf, ...]

    @staticmethod
    def parse(spec: str, job: int = 0x1234) -> Topology:
        """`spec` = fan-outs from the root down, e.g. "4x3" (a root with 4 children of 3
        workers each). The root has at most 4 members (its 10G ports), a child at most 3
        (its fourth port is the uplink). ValueError on anything else."""
        try:
            fan = [int(x) for x in spec.lower().split("x")]
        except ValueError:
            raise ValueError(f"topology {spec!r}: expected fan-outs like 4x3") from None
        if not fan or fan[0] < 1 or fan[0] > NUM_NF_PORTS or any(
                not 1 <= f <= UPLINK_PORT for f in fan[1:]):
            raise ValueError(f"topology {spec!r}: the root takes 1..{NUM_NF_PORTS} members, "
                             f"a child 1..{UPLINK_PORT} (one port is its uplink)")
        switches = [Node(ROOT, 0)]
        level = [ROOT]
        for depth, f in enumerate(fan[:-1], start=1):
            nxt = []
            for parent in level:
                for p in range(f):
                    n = Node(f"{parent}.{p}", depth, parent, UPLINK_PORT, p,
                             SWITCH_ID_BASE + len(switches))
                    switches.append(n)
                    nxt.append(n.name)
            level = nxt
        workers = []
        for sw in level:
            for p in range(fan[-1]):
                i = len(workers)
                ep = Endpoint(worker=WORKER_ID_BASE + i, job=job,
                              mac=bytes([2, 0, 0, 0, 1, i & 0xFF]),
                              ip=bytes([10, 0, 1, (i + 1) & 0xFF]), port_bit=nf_bit(p))
                workers.append(Leaf(ep, sw, p))
        return Topology(spec, tuple(switches), tuple(workers))

    def node(self, name: str) -> Node:
        for n in self.switches:
            if n.name == name:
                return n
        raise KeyError(name)

    def members(self, name: str) -> list[int]:
        """Member ids of switch `name` (child switches and workers), by port."""
        kids = [(n.parent_port, n.member_id) for n in self.switches if n.parent == name]
        kids += [(w.port, w.endpoint.worker) for w in self.workers if w.switch == name]
        return [m for _, m in sorted(kids)]  # type: ignore[misc]

    @property
    def member_map(self) -> dict[str, list[int]]:
        """Switch name -> its member ids (`members`)."""
        return {n.name: self.members(n.name) for n in self.switches}

    @property
    def switch_of(self) -> dict[int, str]:
        """Member id of a child switch -> its name."""
        return {n.member_id: n.name for n in self.switches if n.member_id is not None}

    @property
    def depth(self) -> int:
        """Levels of switches."""
        return 1 + max(n.level for n in self.switches)


def nested_fold(orders: Mapping[str, Sequence[int]], switch_of: Mapping[int, str],
                leaves: Mapping[int, torch.Tensor], root: str = ROOT) -> torch.Tensor:
    """One segment's golden result: switch `root` folds, in its arrival order
    `orders[root]` (member ids), each member's contribution: a worker's vector
    (`leaves[id]`) or, for a member id in `switch_of`, that child switch's own nested fold
    (`golden.fold.fold`: sequential fp32, the hardware's NaN rule)."""
    return fold(nested_fold(orders, switch_of, leaves, switch_of[m]) if m in switch_of
                else leaves[m] for m in orders[root])


def nested_exact(members: Mapping[str, Sequence[int]], switch_of: Mapping[int, str],
                 leaves: Mapping[int, npt.ArrayLike], root: str = ROOT) -> npt.NDArray[np.uint32]:
    """One segment's golden result in the exact mode (docs/protocol.md section 13.3), as
    binary32 bit patterns: switch `root` rounds once the exact sum
    (`golden.exact.exact_sum`) of its members' contributions, `members[root]` (member ids):
    a worker's bit patterns (`leaves[id]`, uint32) or, for a member id in `switch_of`, that
    child switch's own nested exact sum. No order enters: a switch's sum is the same in
    any, so the result depends on the inputs and the topology alone. The leaves may be
    any length (several segments side by side give each segment's result)."""
    return exact_sum([nested_exact(members, switch_of, leaves, switch_of[m])
                      if m in switch_of else np.asarray(leaves[m], np.uint32)
                      for m in members[root]])


def controller(topo: Topology, name: str) -> Endpoint:
    """The controller on switch `name`'s host port."""
    k = [n.name for n in topo.switches].index(name)
    return Endpoint(worker=CONTROLLER_ID, job=topo.workers[0].endpoint.job,
                    mac=bytes([2, 0, 0, 0, 2, k]), ip=bytes([10, 0, 2, k + 1]),
                    port_bit=CONTROLLER_PORT_BIT)


@dataclass
class TreeModel:
    """A tree of `AccelModel`s (see the module docstring). `lose(src, dst, frame)` is asked
    for every delivery (src, dst: a switch name, or "w<id>" for a worker or controller
    endpoint); True drops it."""

    topo: Topology
    cfg: AccelParams = field(default_factory=AccelParams)
    seed: int = 0
    lose: Callable[[str, str, AxisFrame], bool] | None = None
    mode: Mode = Mode.FOLD  #: the job's arithmetic mode (its data frames carry its flag)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.models = {n.name: AccelModel(self.cfg) for n in self.topo.switches}
        #: (switch, port bit) -> the peer (switch, port bit) of a link
        self.links: dict[tuple[str, int], tuple[str, int]] = {}
        for n in self.topo.switches:
            if n.parent is not None:
                assert n.uplink is not None and n.parent_port is not None
                a, b = (n.name, nf_bit(n.uplink)), (n.parent, nf_bit(n.parent_port))
                self.links[a], self.links[b] = b, a
        #: (switch, port bit) -> the endpoints attached there, each with its inbox key
        self.attached: dict[tuple[str, int], list[tuple[int | str, Endpoint]]] = {}
        for w in self.topo.workers:
            self.attached.setdefault((w.switch, w.endpoint.port_bit), []).append(
                (w.endpoint.worker, w.endpoint))
        self.controllers = {n.name: controller(self.topo, n.name) for n in self.topo.switches}
        for name, ep in self.controllers.items():
            self.attached[(name, ep.port_bit)] = [(name, ep)]
        self.where = {w.endpoint.worker: (w.switch, w.endpoint) for w in self.topo.workers}
        self.queues: dict[tuple[str, int], deque[AxisFrame]] = {}
        #: endpoint -> frames delivered to it (controllers by switch name, workers by id)
        self.inbox: dict[int | str, list[AxisFrame]] = {}
        #: switch -> segment -> member ids of its accepted up-going contributions, in order
        self.orders: dict[str, dict[int, list[int]]] = {n.name: {} for n in self.topo.switches}
        #: switch -> every frame it was given, in order (to replay one switch elsewhere)
        self.inputs: dict[str, list[AxisFrame]] = {n.name: [] for n in self.topo.switches}

    # ------------------------------------------------------------ input

    def inject(self, switch: str, port_bit: int, data: bytes) -> None:
        """A frame into `switch`'s input from the port `port_bit`."""
        self.queues.setdefault((switch, port_bit), deque()).append(
            AxisFrame(data, make_tuser(len(data), port_bit)))

    def send(self, worker: int, data: bytes) -> None:
        """A frame from worker `worker` (its id) into its switch."""
        sw, ep = self.where[worker]
        if self.lose is None or not self.lose(f"w{worker}", sw, AxisFrame(data, 0)):
            self.inject(sw, ep.port_bit, data)

    def control(self, switch: str, action: int, value: int = 0, seq: int = 0) -> None:
        """A control request from `switch`'s controller (never lost)."""
        ep = self.controllers[switch]
        self.inject(switch, ep.port_bit, build_control_frame(
            ControlHeader(ep.job, seq, ep.worker, action, value=value), src_mac=ep.mac,
            src_ip=ep.ip, sport=ep.sport))

    # ------------------------------------------------------------ delivery

    def step(self) -> bool:
        """Deliver one queued frame (a random non-empty queue); False if none is left."""
        busy = [k for k, q in self.queues.items() if q]
        if not busy:
            return False
        sw, port = busy[self.rng.randrange(len(busy))] if len(busy) > 1 else busy[0]
        f = self.queues[(sw, port)].popleft()
        m = self.models[sw]
        self.inputs[sw].append(f)
        outs = m.push(f)
        record_arrival(self.orders[sw], m, f)
        for o in outs:
            if not o.regular:
                self._route(sw, o.frame)
        return True

    def run(self, max_steps: int = 1_000_000) -> int:
        """Deliver until every queue is empty; the number of frames delivered."""
        for n in range(max_steps):
            if not self.step():
                return n
        raise RuntimeError(f"tree model: still busy after {max_steps} deliveries")

    def _route(self, sw: str, f: AxisFrame) -> None:
        dst = f.dst_ports
        for bit in [nf_bit(p) for p in range(NUM_NF_PORTS)] + [CONTROLLER_PORT_BIT]:
            if not dst & bit:
                continue
            peer = self.links.get((sw, bit))
            if peer is not None:
                if self.lose is None or not self.lose(sw, peer[0], f):
                    self.inject(peer[0], peer[1], f.data)
                continue
            dst_mac = _DST_MAC.read_bytes(f.data)
            for key, ep in self.attached.get((sw, bit), []):
                if dst_mac in (BROADCAST_MAC, ep.mac) and (
                        self.lose is None or not self.lose(sw, f"w{key}", f)):
                    self.inbox.setdefault(key, []).append(f)

    # ------------------------------------------------------------ set-up

    def build(self, h: Mapping[str, int] | None = None) -> None:
        """Make the tree as a controller does (docs/protocol.md section 12.1): level by level
        from the top, every child gets its role (and so joins its parent: a switch must
        have its role before any member joins it), then every worker joins its switch and
        every switch's H is set (default: its member count); each step runs until quiet.
        Raises RuntimeError if a switch is not where it should be."""
        for level in range(1, self.topo.depth):  # top down: a role before any member joins
            for n in self.topo.switches:
                if n.level == level:
                    self.control(n.name, Action.SETROLE, n.role_in(self.mode), seq=0x100)
            self.run()
        for w in self.topo.workers:
            ep = w.endpoint
            self.inject(w.switch, ep.port_bit, build_control_frame(
                ControlHeader(ep.job, 0x200, ep.worker, Action.JOIN,
                              value=join_value(Entity.WORKER, self.mode)),
                src_mac=ep.mac, src_ip=ep.ip, sport=ep.sport))
        self.run()
        for n in self.topo.switches:
            want = len(self.topo.members(n.name))
            self.control(n.name, Action.SETH, want if h is None else h[n.name], seq=0x300)
        self.run()
        for n in self.topo.switches:
            m = self.models[n.name]
            if m.member_count != len(self.topo.members(n.name)) or (
                    n.parent is not None and not m.uplink.attached):
                raise RuntimeError(f"tree model: switch {n.name} is not set up "
                                   f"({m.member_count} members, {m.uplink})")

    def results(self, worker: int) -> dict[int, AxisFrame]:
        """The aggregates worker `worker` received, by segment (the first of each)."""
        out: dict[int, AxisFrame] = {}
        for f in self.inbox.get(worker, []):
            if vt_type(_VT.read(f.data, HDR_OFF)) != TYPE_DATA:
                continue
            hdr = DataHeader.unpack(f.data[HDR_OFF:])
            if hdr.flags & Flag.AGG and hdr.seg not in out:
                out[hdr.seg] = f
        return out


def record_arrival(orders: dict[int, list[int]], m: AccelModel, f: AxisFrame) -> None:
    """After `m.push(f)`: if `f` was an up-going contribution `m` accepted, note its sender
    (member id) in `orders` (segment -> member ids in arrival order; a store starts the
    segment's list again). The arrival order the nested fold takes, of a model or of a
    switch's recorded input (iswitch/sim/fabric.py)."""
    if m.last_drop is not None or m.classify(f) != "data":
        return
    if _FLAGS.read(f.data, HDR_OFF) & Flag.DOWN:
        return
    seg, who = _SEG.read(f.data, HDR_OFF), _WORKER.read(f.data, HDR_OFF)
    buf = m.buffer_for(seg)
    assert buf.state is not BufState.FREE and buf.tag == seg
    if buf.count == 1:  # a store: the segment starts (again) here
        orders[seg] = [who]
    else:
        orders[seg].append(who)


def orders_of(model: TreeModel, seg: int) -> dict[str, list[int]]:
    """The recorded arrival orders of segment `seg`, per switch (empty where none)."""
    return {sw: list(o.get(seg, [])) for sw, o in model.orders.items()}


def expected_tree(model: TreeModel, seg: int,
                  leaves: Mapping[int, torch.Tensor]) -> torch.Tensor:
    """Segment `seg`'s golden result: `nested_fold` over the model's recorded orders, or
    in an exact job `nested_exact` (which needs no order)."""
    if model.mode == Mode.EXACT:
        out = nested_exact(model.topo.member_map, model.topo.switch_of,
                           {m: bits(v).numpy().astype(np.uint32) for m, v in leaves.items()})
        return from_bits(torch.from_numpy(out.astype(np.int64)))
    return nested_fold(orders_of(model, seg), model.topo.switch_of, leaves)


__all__ = [
    "CONTROLLER_ID", "CONTROLLER_PORT_BIT", "ROOT", "SWITCH_ID_BASE", "UPLINK_PORT",
    "WORKER_ID_BASE", "Leaf", "Node", "Topology", "TreeModel", "controller", "expected_tree",
    "nested_exact", "nested_fold", "orders_of", "record_arrival",
]
