"""The discrete-event model of distributed RL training iterations (SimPy; docs/model.md).

Actors are SimPy processes; every shared thing is a `simpy.Resource` held for its service
time: each direction of each link (serialisation at the link rate), each host's send and
receive path (the network stack's per-message and per-packet CPU time), the parameter
server's summation, each switch's aggregation pipelines. A message is cut into chunks of
packets; a chunk moves through a path of links cut-through at packet granularity (a link
may start a chunk one packet time plus the switch's latency after the previous link
started it), so transfers pipeline as packets do.

Schemes (`Scheme`):

* ``ps``: every worker sends its gradient to a parameter server, which waits for all N,
  sums them and sends the sum back to every worker (4 hops per aggregation). By default the
  PS shares worker 0's host and link (`Cluster.ps_colocated`).
* ``ar``: ring all-reduce, 2(N-1) steps of S/N bytes (reduce-scatter, then all-gather),
  each step a message to the next worker and 2 hops: 4N-4 hops.
* ``isw``: iSwitch; every worker streams its gradient as segments of one full-size data
  frame, at most `window` segments outstanding; each switch adds its children's
  contributions (its aggregation pipelines' throughput and latency are the RTL's) and
  sends the sum up, the root broadcasts it down: 2 hops per level.
* ``sml``: SwitchML-style integer aggregation: the host converts fp32 to int32 with a shared
  exponent, two passes per segment (the exponent, then the integers), the switch adds
  integers at the plain switch's latency.

Symmetry: a `Group` of `mult` identical workers (or a switch standing for `mult` identical
switches) is simulated once; what they share (a parent's aggregation pipelines, the PS's
link) is held `mult` times as long. With every `mult` = 1 the model is explicit. The
model is deterministic (median compute times, no loss).
"""

from __future__ import annotations

import math
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

import simpy

from iswitch.model.rtl import RtlFigures

#: TCP/IPv4/Ethernet with a 1500-byte MTU: payload per packet (timestamps option on)
TCP_MSS = 1448
#: bytes on the wire per TCP packet beyond its payload (Ethernet 14 + IP 20 + TCP 32 +
#: FCS 4 + preamble 8 + inter-frame gap 12)
TCP_OVERHEAD = 90
#: SwitchML-style packets: int32 elements per packet and the exponent pass's frame size
SML_ELEMS = 256
SML_HEADER = 64  #: Ethernet/IP/UDP + SwitchML header bytes before the integers
SML_EXP_FRAME = 64  #: the exponent pass: one minimum-size frame per segment

SCHEMES = ("ps", "ar", "isw", "sml")


@dataclass(frozen=True)
class Host:
    """The host's network software: CPU seconds per message and per packet, paid by the
    sender and again by the receiver (fitted on the paper, docs/model.md)."""

    msg_s: float
    pkt_s: float


@dataclass(frozen=True)
class Cluster:
    """Where the workers are and what connects them."""

    workers: int
    link_bps: float
    hop_s: float  #: one link traversal: cable, PHY and NIC (assumed)
    #: workers per leaf switch and fan-in of every upper level, bottom up; () = one switch
    fanout: tuple[int, ...] = ()
    window: int = 16  #: in-switch schemes: segments outstanding per worker
    ps_colocated: bool = True  #: the PS shares worker 0's host and link
    symmetric: bool = False  #: simulate one representative per level (big clusters)
    #: aggregation pipelines per switch (None: enough for all ports at line rate)
    pipelines: int | None = None

    @property
    def levels(self) -> int:
        return max(1, len(self.fanout))


@dataclass
class Result:
    """One simulated iteration (or, for async runs, the steady state)."""

    scheme: str
    workers: int
    iteration_s: float
    agg_s: float
    parts: dict[str, float]
    steps: int = 0  #: sequential message steps of the aggregation (ring: 2(N-1))
    hops: int = 0  #: link traversals of one worker's data (PS 4, ring 4N-4, iSwitch 2/level)
    throughput: float = 0.0  #: iterations per second, all workers together (async)


# ---------------------------------------------------------------- building blocks


@dataclass(eq=False)
class Node:
    """A worker group or a switch in the tree (simulated once, standing for `mult`)."""

    name: str
    mult: int = 1
    parent: Node | None = None
    children: list[Node] = field(default_factory=list)
    up: Any = None  #: link towards the parent (simpy.Resource)
    down: Any = None  #: link from the parent
    tx: Any = None  #: host send path (workers)
    rx: Any = None  #: host receive path (workers)
    cpu: Any = None  #: host compute (workers): learner, summation
    accel: Any = None  #: switches: aggregation pipelines

    @property
    def is_switch(self) -> bool:
        return bool(self.children)

    def expected(self) -> int:
        """Contributions a switch waits for: its children, counted with multiplicity."""
        return sum(c.mult for c in self.children)

    def workers(self) -> list[Node]:
        if not self.children:
            return [self]
        return [w for c in self.children for w in c.workers()]

    def count(self) -> int:
        """Workers this node stands for."""
        if not self.children:
            return self.mult
        return self.mult * sum(c.count() for c in self.children)


def _link(env: simpy.Environment) -> simpy.Resource:
    return simpy.Resource(env, capacity=1)


def build_tree(env: simpy.Environment, cl: Cluster, pipelines: int) -> Node:
    """The switch tree with workers at the leaves (one representative per level when
    symmetric)."""
    fan = cl.fanout or (cl.workers,)
    if math.prod(fan) < cl.workers:
        raise ValueError(f"fanout {fan} holds fewer than {cl.workers} workers")
    counter = [0]

    def make(level: int, n: int, mult: int) -> Node:
        # a subtree of `n` workers under a switch of `level` (0 = leaf switch)
        sw = Node(f"s{level}.{counter[0]}", mult=mult)
        counter[0] += 1
        sw.accel = simpy.Resource(env, capacity=pipelines)
        sw.up, sw.down = _link(env), _link(env)
        if level == 0:
            sw.children += ([Node("w", mult=n)] if cl.symmetric
                            else [Node(f"w{i}") for i in range(n)])
        else:
            below = math.prod(fan[:level])
            full, rest = divmod(n, below)
            sizes = [below] * full + ([rest] if rest else [])
            if cl.symmetric:
                if rest:
                    raise ValueError("symmetric mode needs workers = a multiple of the "
                                     "lower levels' fan-in")
                sw.children.append(make(level - 1, below, full))
            else:
                sw.children += [make(level - 1, s, 1) for s in sizes]
        for c in sw.children:
            c.parent = sw
            if c.up is None:
                c.up, c.down = _link(env), _link(env)
            if not c.is_switch:
                c.tx, c.rx, c.cpu = (simpy.Resource(env, 1), simpy.Resource(env, 1),
                                     simpy.Resource(env, 1))
        return sw

    return make(len(fan) - 1, cl.workers, 1)


@dataclass
class Env:
    """The simulation's fixed parameters."""

    env: simpy.Environment
    cl: Cluster
    host: Host
    rtl: RtlFigures
    sum_bytes_per_s: float
    quantize_bytes_per_s: float

    @property
    def cyc(self) -> float:
        return self.rtl.cycle_s

    def wire_s(self, wire_bytes: float) -> float:
        return wire_bytes * 8 / self.cl.link_bps

    @property
    def switch_s(self) -> float:
        """A plain forward through one switch, beyond the packet's own reception: the
        reference switch's RTL latency for a full frame plus the accelerator's regular
        latency (it sits on the path)."""
        return (self.rtl.switch_latency_cycles + self.rtl.regular_latency_cycles) * self.cyc


def hold(res: simpy.Resource, t: float) -> Generator:
    """Hold `res` for `t` seconds (FIFO)."""
    with res.request() as req:
        yield req
        if t > 0:
            yield res._env.timeout(t)


def path_between(a: Node, b: Node) -> list[tuple[Any, Node]]:
    """The links from worker `a` up to the common switch and down to worker `b`, each
    with the node whose link it is (its multiplicity tells how many flows share it)."""
    up, x = [], a
    anc_b = []
    y = b
    while y is not None:
        anc_b.append(y)
        y = y.parent
    while x not in anc_b:
        up.append((x.up, x))
        x = x.parent
    down = []
    y = b
    while y is not x:
        down.append((y.down, y))
        y = y.parent
    return up + down[::-1]


def transfer(m: Env, links: list[tuple[Any, float]], pkts: float, pkt_wire: float,
             cut: bool = False) -> Generator:
    """Move a chunk of `pkts` packets of `pkt_wire` wire bytes along `links` [(link, share)]
    (`share`: how many identical chunks this one stands for on that link); cut-through at
    packet granularity: each link may start one packet time + a switch after the previous
    one started. Returns when the last packet has reached the far end or, with `cut`, the
    first (the next stage streams behind it at the same rate)."""
    env = m.env
    t_pkt = m.wire_s(pkt_wire)
    start = None
    last_end = env.now
    for i, (link, share) in enumerate(links):
        if i:
            wait = start + t_pkt + m.cl.hop_s + m.switch_s - env.now
            if wait > 0:
                yield env.timeout(wait)
        req = link.request()
        yield req
        start = env.now
        dur = share * pkts * t_pkt
        env.process(_release(env, link, req, dur))
        last_end = start + dur
    tail = (start + t_pkt if cut else last_end) + m.cl.hop_s - env.now
    if tail > 0:
        yield env.timeout(tail)


def _release(env: simpy.Environment, link: simpy.Resource, req: Any, dur: float) -> Generator:
    yield env.timeout(dur)
    link.release(req)


def chunks(n_pkts: int, max_chunks: int, cap: int | None = None) -> list[int]:
    """Split `n_pkts` packets into at most `max_chunks` chunks (each at most `cap`)."""
    size = max(1, math.ceil(n_pkts / max_chunks))
    if cap:
        size = min(size, cap)
    out = [size] * (n_pkts // size)
    if n_pkts % size:
        out.append(n_pkts % size)
    return out


# ---------------------------------------------------------------- messages (PS, ring)


def send_message(m: Env, src: Node, dst: Node, nbytes: float, links: list | None = None,
                 max_chunks: int = 48) -> Generator:
    """One TCP message from host `src` to host `dst`: the per-message and per-packet CPU
    costs on both hosts and the links in between (`links`: the path, default the tree's)."""
    env, h = m.env, m.host
    n_pkts = max(1, math.ceil(nbytes / TCP_MSS))
    if links is None:
        links = [(lk, 1) for lk, _ in path_between(src, dst)]
    done = []
    for i, c in enumerate(chunks(n_pkts, max_chunks)):
        first = h.msg_s if i == 0 else 0.0
        yield from hold(src.tx, first + c * h.pkt_s)
        done.append(env.process(_deliver(m, links, dst, c, nbytes / n_pkts + TCP_OVERHEAD,
                                         first + c * h.pkt_s)))
    yield env.all_of(done)


def _deliver(m: Env, links: list, dst: Node, c: int, pkt_wire: float, t_rx: float) -> Generator:
    if links:
        yield from transfer(m, links, c, pkt_wire)
    yield from hold(dst.rx, t_rx)


def local_message(m: Env, node: Node) -> Generator:
    """A message between two processes of one host (the colocated PS): the per-message
    cost on both sides, no network."""
    yield from hold(node.tx, m.host.msg_s)
    yield from hold(node.rx, m.host.msg_s)


# ---------------------------------------------------------------- the schemes


@dataclass(frozen=True)
class Work:
    """One worker's iteration: compute parts (seconds) and the gradient's size."""

    parts: dict[str, float]  #: agent_action, environment, forward, backward, weight_update
    grad_bytes: int
    gpu_copy_bytes_per_s: float | None = None  #: host <-> GPU copy of the gradient

    @property
    def before(self) -> float:
        """Compute before the aggregation (everything but the weight update)."""
        return sum(v for k, v in self.parts.items() if k != "weight_update")

    @property
    def copy_s(self) -> float:
        return self.grad_bytes / self.gpu_copy_bytes_per_s if self.gpu_copy_bytes_per_s else 0.0


@dataclass
class Run:
    """One simulation: the environment, the tree and the scheme's shared state."""

    m: Env
    root: Node
    workers: list[Node]
    work: Work
    scheme: str
    ps: Node | None = None
    got: dict[tuple[Node, int], Any] = field(default_factory=dict)  #: (worker, j) -> event
    count: dict[tuple[Node, int], int] = field(default_factory=dict)
    hops: int = 0
    steps: int = 0

    def event(self, key: tuple[Node, int]) -> Any:
        if key not in self.got:
            self.got[key] = self.m.env.event()
        return self.got[key]


def _ring_links(run: Run, w: Node, succ: Node) -> list[tuple[Any, int]]:
    """The path of one ring step; a symmetric ring's representative sends to itself over
    the longest path (up to the root and down again), as a ring crossing racks does."""
    if w is not succ:
        return [(lk, 1) for lk, _ in path_between(w, succ)]
    ups, x = [], w
    while x.parent is not None:
        ups.append(x)
        x = x.parent
    return [(n.up, 1) for n in ups] + [(n.down, 1) for n in reversed(ups)]


def _ring(run: Run, w: Node, idx: int, nbytes: int) -> Generator:
    """Worker `w`'s part of a ring all-reduce (2(N-1) steps of S/N bytes)."""
    m, n = run.m, run.m.cl.workers
    ws = run.workers
    succ = ws[(idx + 1) % len(ws)]
    links = _ring_links(run, w, succ)
    piece = nbytes / n
    for k in range(2 * (n - 1)):
        def step(k: int = k) -> Generator:
            yield from send_message(m, w, succ, piece, links)
            run.event((succ, k)).succeed()
        m.env.process(step())
        if idx == 0:
            run.steps += 1
            run.hops += len(links)
        yield run.event((w, k))
        if k < n - 1:  # reduce-scatter: add the received piece to one's own
            yield from hold(w.cpu, piece / m.sum_bytes_per_s)


def _ps(run: Run, w: Node, idx: int, nbytes: int) -> Generator:
    """Worker `w`'s part of a synchronous PS aggregation; the PS answers when it has all."""
    m, ps = run.m, run.ps
    assert ps is not None
    if idx == 0:
        yield from local_message(m, w)
    else:
        yield from send_message(m, w, ps, nbytes)
    if idx == 1 or len(run.workers) == 1:
        run.hops += 2 * len(path_between(w, ps))
        run.steps = 2
    run.count[(ps, 0)] = run.count.get((ps, 0), 0) + 1
    if run.count[(ps, 0)] == len(run.workers):
        m.env.process(_ps_reply(run, nbytes))
    yield run.event((w, 0))


def _ps_reply(run: Run, nbytes: int) -> Generator:
    m, ps = run.m, run.ps
    assert ps is not None
    yield from hold(ps.cpu, (len(run.workers) - 1) * nbytes / m.sum_bytes_per_s)

    def reply(i: int, w: Node) -> Generator:
        if i == 0:
            yield from local_message(m, w)
        else:
            yield from send_message(m, ps, w, nbytes)
        run.event((w, 0)).succeed()

    for i, w in enumerate(run.workers):
        m.env.process(reply(i, w))


@dataclass(frozen=True)
class InSwitch:
    """How an in-switch scheme packs and adds: iSwitch (fp32, the RTL's accelerator) or
    SwitchML-style (int32 with a shared exponent, two passes)."""

    elems_per_pkt: int
    frame_bytes: int  #: data frame (Ethernet header to payload), wire overhead excluded
    agg_s: float  #: last contribution in -> aggregate's first beat on the way out
    accel: bool  #: held by the accelerator pipelines at the RTL's throughput
    two_pass: bool


def in_switch_kind(m: Env, scheme: str) -> InSwitch:
    r = m.rtl
    if scheme == "isw":
        return InSwitch(r.frame_elems, r.frame_bytes, r.port_latency_cycles * r.cycle_s, True,
                        False)
    return InSwitch(SML_ELEMS, SML_HEADER + 4 * SML_ELEMS, m.switch_s, False, True)


def _in_switch(run: Run, w: Node, idx: int, nbytes: int, base: int = 0,
               sent: Any = None) -> Generator:
    """Worker `w` streams its gradient through the switch tree; returns when it holds the
    whole sum. Chunk j may leave once chunk j - window/c has come back. `base`: global
    chunk number of this round's first chunk (async rounds continue the numbering)."""
    m, h = run.m, run.m.host
    kind = in_switch_kind(m, run.scheme)
    n_pkts = max(1, math.ceil(nbytes / 4 / kind.elems_per_pkt))
    cap = max(1, m.cl.window // 4)
    cs = chunks(n_pkts, 48, cap)
    win = max(1, m.cl.window // cs[0])
    if idx == 0 and base == 0:
        run.steps = 2 if kind.two_pass else 1
        x, levels = w, 0
        while x.parent is not None:
            levels += 1
            x = x.parent
        run.hops = 2 * levels * run.steps
    pending = []
    for j, c in enumerate(cs):
        g = base + j
        if g - win >= 0:
            yield run.event((w, g - win))
        t = (h.msg_s if j == 0 else 0.0) + c * h.pkt_s
        if kind.two_pass:  # exponent pass first, then quantise the segment
            ev = m.env.event()
            m.env.process(_pass(run, w, ("exp", g), c, SML_EXP_FRAME, kind, ev, 0.0))
            yield from hold(w.tx, c * h.pkt_s)
            yield ev
            t += c * kind.elems_per_pkt * 4 / m.quantize_bytes_per_s
        yield from hold(w.tx, t)
        ev = run.event((w, g))
        rx_extra = (c * kind.elems_per_pkt * 4 / m.quantize_bytes_per_s if kind.two_pass
                    else 0.0) + (h.msg_s if j == len(cs) - 1 else 0.0)
        m.env.process(_pass(run, w, ("data", g), c, kind.frame_bytes, kind, ev, rx_extra))
        pending.append(ev)
    if sent is not None:
        sent.succeed()
    yield m.env.all_of(pending)


def _pass(run: Run, w: Node, key: tuple[str, int], c: int, frame: int, kind: InSwitch,
          done: Any, rx_extra: float) -> Generator:
    """One chunk of `w` up to its switch; `done` fires when the sum is back at `w` and its
    receive path has taken it (per-packet cost, plus `rx_extra`)."""
    m = run.m
    wire = frame + m.rtl.wire_overhead_bytes
    yield from transfer(m, [(w.up, 1)], c, wire, cut=True)
    yield from _contribute(run, w, key, c, wire, kind)
    yield from hold(w.rx, c * m.host.pkt_s + rx_extra)
    done.succeed()


def _contribute(run: Run, child: Node, key: tuple[str, int], c: int, wire: int,
                kind: InSwitch) -> Generator:
    """`child`'s contribution (standing for `child.mult`) is at its parent switch; returns
    when the sum has come back down to `child` (its own downlink serialised)."""
    m, sw = run.m, child.parent
    if kind.accel and key[0] == "data":
        # `mult` contributions spread over the pipelines; the chunk streams through them
        # (busy for all its frames) and its first frames' sum goes on (cut-through)
        t = c * m.rtl.frame_bytes / (m.rtl.accel_bytes_per_cycle * m.rtl.clock_hz)
        busy = child.mult * t / min(child.mult, sw.accel.capacity)
        req = sw.accel.request()
        yield req
        m.env.process(_release(m.env, sw.accel, req, busy))
        yield m.env.timeout(busy / c)
    ck = (sw, key)
    run.count[ck] = run.count.get(ck, 0) + child.mult
    if run.count[ck] == sw.expected():
        m.env.process(_complete(run, sw, key, c, wire, kind))
    yield run.event(ck)
    yield from transfer(m, [(child.down, 1)], c, wire, cut=child.is_switch)


def _complete(run: Run, sw: Node, key: tuple[str, int], c: int, wire: int,
              kind: InSwitch) -> Generator:
    """Switch `sw` has every contribution: after the aggregation latency the sum goes up
    (and comes back down, passed as regular traffic) or, at the root, is broadcast."""
    m = run.m
    yield m.env.timeout(kind.agg_s)
    if sw.parent is not None:
        yield from transfer(m, [(sw.up, 1)], c, wire, cut=True)
        yield from _contribute(run, sw, key, c, wire, kind)
        yield m.env.timeout(m.switch_s)
    run.event((sw, key)).succeed()


# ---------------------------------------------------------------- iterations


AGGREGATE = {"ps": _ps, "ar": _ring, "isw": _in_switch, "sml": _in_switch}


def _setup(scheme: str, cl: Cluster, host: Host, rtl: RtlFigures, work: Work,
           sum_bps: float, quant_bps: float) -> Run:
    if scheme not in SCHEMES:
        raise ValueError(f"unknown scheme {scheme!r}")
    if cl.workers < 1:
        raise ValueError("at least one worker")
    if scheme == "ps" and cl.symmetric:
        raise ValueError("the PS model is explicit only (the PS breaks the symmetry)")
    env = simpy.Environment()
    m = Env(env, cl, host, rtl, sum_bps, quant_bps)
    ports = cl.fanout[0] if cl.fanout else cl.workers
    pipelines = cl.pipelines or max(1, math.ceil(ports * cl.link_bps / rtl.accel_bps))
    root = build_tree(env, cl, pipelines)
    run = Run(m, root, root.workers(), work, scheme)
    if scheme == "ps":
        w0 = run.workers[0]
        run.ps = Node("ps", parent=w0.parent, up=w0.up, down=w0.down,
                      tx=simpy.Resource(env, 1), rx=simpy.Resource(env, 1),
                      cpu=simpy.Resource(env, 1))
    return run


def simulate(scheme: str, cl: Cluster, host: Host, rtl: RtlFigures, work: Work,
             sum_bytes_per_s: float, quantize_bytes_per_s: float) -> Result:
    """One synchronous iteration: every worker computes, copies its gradient off the GPU
    (if any), aggregates, copies the sum back, updates its weights."""
    run = _setup(scheme, cl, host, rtl, work, sum_bytes_per_s, quantize_bytes_per_s)
    env = run.m.env
    ready: list[float] = []
    got: list[float] = []

    def worker(idx: int, w: Node) -> Generator:
        yield from hold(w.cpu, work.before)
        yield env.timeout(work.copy_s)
        ready.append(env.now)
        yield from AGGREGATE[scheme](run, w, idx, work.grad_bytes)
        got.append(env.now)
        yield env.timeout(work.copy_s)
        yield from hold(w.cpu, work.parts["weight_update"])

    for i, w in enumerate(run.workers):
        env.process(worker(i, w))
    env.run()
    agg = max(got) - min(ready)
    parts = dict(work.parts, gpu_copy=2 * work.copy_s, grad_agg=agg)
    return Result(scheme, cl.workers, env.now, agg, parts, run.steps, run.hops,
                  throughput=cl.workers / env.now)


def simulate_async(scheme: str, cl: Cluster, host: Host, rtl: RtlFigures, work: Work,
                   sum_bytes_per_s: float, quantize_bytes_per_s: float, rounds: int = 12,
                   staleness: int = 2) -> Result:
    """Asynchronous training, steady state over `rounds` iterations per worker.

    * ``ps``: a worker sends its gradient, the PS applies it to the weights (the
      workload's weight update, one at a time) and sends the weights back; the worker
      waits for them, then computes the next gradient.
    * ``isw``: a worker sends its gradient and computes the next one without waiting; the
      switch completes a segment with every worker's contribution of that round and
      broadcasts it; each worker applies every sum (weight update on its compute) and waits
      only when it is more than `staleness` sums behind.
    """
    if scheme not in ("ps", "isw"):
        raise ValueError("async: ps or isw")
    run = _setup(scheme, cl, host, rtl, work, sum_bytes_per_s, quantize_bytes_per_s)
    env = run.m.env
    finished: list[float] = []
    nb = work.grad_bytes

    def ps_worker(idx: int, w: Node) -> Generator:
        ps = run.ps
        assert ps is not None
        for _ in range(rounds):
            yield from hold(w.cpu, work.before)
            yield env.timeout(work.copy_s)
            if idx == 0:
                yield from local_message(run.m, w)
            else:
                yield from send_message(run.m, w, ps, nb)
            yield from hold(ps.cpu, work.parts["weight_update"])
            if idx == 0:
                yield from local_message(run.m, w)
            else:
                yield from send_message(run.m, ps, w, nb)
            yield env.timeout(work.copy_s)
            finished.append(env.now)

    def isw_worker(idx: int, w: Node) -> Generator:
        kind = in_switch_kind(run.m, scheme)
        n_chunks = len(chunks(max(1, math.ceil(nb / 4 / kind.elems_per_pkt)), 48,
                              max(1, cl.window // 4)))
        applied = [env.event() for _ in range(rounds)]

        def receive(r: int, sums: Any) -> Generator:
            yield sums
            if r:
                yield applied[r - 1]
            yield env.timeout(work.copy_s)
            yield from hold(w.cpu, work.parts["weight_update"])
            applied[r].succeed()
            finished.append(env.now)

        for r in range(rounds):
            if r > staleness:
                yield applied[r - staleness - 1]
            yield from hold(w.cpu, work.before)
            yield env.timeout(work.copy_s)
            sent = env.event()
            sums = env.process(_in_switch(run, w, idx, nb, base=r * n_chunks, sent=sent))
            env.process(receive(r, sums))
            yield sent

    proc = ps_worker if scheme == "ps" else isw_worker
    for i, w in enumerate(run.workers):
        env.process(proc(i, w))
    env.run()
    finished.sort()
    n = len(finished)
    lo = n // 4  # steady state: the middle half of all completions
    hi = n - n // 4
    rate = (hi - lo) / (finished[hi - 1] - finished[lo - 1]) if hi - 1 > lo - 1 else 0.0
    scale = cl.workers / len(run.workers)  # symmetric groups stand for several workers
    return Result(f"async_{scheme}", cl.workers, cl.workers / (rate * scale) if rate else 0,
                  0.0, dict(work.parts), run.steps, run.hops, throughput=rate * scale)
