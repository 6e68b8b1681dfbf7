"""One all-reduce through the spliced switch RTL on the compiled Verilator harness.

What the report (iswitch/report/) and tests/test_report_flow.py (on random gradients) run:

* `datapath_sources` / `build_harness`: the spliced `nf_datapath` (rtl/gen/spliced/
  nf_datapath_iswitch.v) + the switch cores + rtl/gen/iswitch_accel.v, Verilated with the
  C++ harness of tb/nf_datapath/compiled/, built once into
  build/compiled_tb/nf_datapath-<hash>/ (iswitch/util/build.py);
* `build_stimulus`: the workers' traffic built with the worker library (iswitch.worker):
  each worker Joins, worker 0 sends SetH = N, then every worker sends its data packets
  with the window of docs/protocol.md section 8 (a gate in the harness), worker w on
  10G port w mod 4, in one of the `SCHEDULES`; a controller on the host port Queries the
  counters once every aggregate is out; the `faults` schedule's traffic is
  iswitch/sim/faults.py's (its pieces: `item`, `join_chain`, `data_items`, `query_items`,
  `barrier`); every stimulus has the hang diagnosis's Queries (`diagnosis_stream`);
* `run_harness` / `parse_result`: run it, read back every frame seen on the output ports
  and on the accelerator's two links, with cycles, the frames the endpoints made and
  their events (tb/nf_datapath/compiled/endpoint.h);
* `queue_selected` / `data_header` / `control_header`: which output queue takes a frame,
  and its iSwitch header;
* a fabric (several switches linked port to port, iswitch/sim/fabric.py builds its
  stimulus): `Stimulus.switches` / `links` / `link_latency`, each stream's and each gate's
  `switch`; `run_fabric` / `parse_fabric` give one `SimResult` per switch.

The checks of a run against the golden models are in iswitch/sim/check.py.
"""

from __future__ import annotations

import struct
import subprocess
import time
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import numpy as np
import torch

from golden.accel_model import AxisFrame, make_tuser
from iswitch import wire
from iswitch.hw.toolenv import verilator_env
from iswitch.native import datapath
from iswitch.native.datapath import LINE_BITS, PORT_GBPS, WIRE_OVERHEAD, line_slot
from iswitch.util import checks
from iswitch.util.build import ToolError
from iswitch.wire.proto import (
    DROP_REASONS,
    HDR_OFF,
    MAX_ELEMS,
    Action,
    ControlHeader,
    DataHeader,
    Reg,
)
from iswitch.worker import Endpoint, control_frame, data_frames, n_segments

REPO = Path(__file__).resolve().parents[2]
TB_DIR = REPO / "tb" / "nf_datapath" / "compiled"
HARNESS_CPP = TB_DIR / "harness.cpp"
ENDPOINT_H = TB_DIR / "endpoint.h"  # the endpoints: worker protocol recovery, link faults

CLOCK_HZ = wire.AXIS_CLOCK_HZ
CYCLE_S = 1 / CLOCK_HZ
BUS_GBPS = wire.DATA_W * CLOCK_HZ / 1e9  # 51.2
OFFERED_GBPS = wire.NUM_NF_PORTS * PORT_GBPS  # 40: every 10G port at line rate
REACTION = 20  # worker turnaround: cycles from an aggregate's last beat to a gated send
PARAMS = wire.AccelParams()  # rtl/gen/iswitch_accel.v is generated with the defaults
K = PARAMS.K  # the window
MAX_WORKERS = PARAMS.MEMBERS  # one membership table entry per worker
#: a data frame of MAX_ELEMS floats (1504 bytes), what all but a gradient's last segment take
FULL_FRAME = wire.PAYLOAD_OFF + wire.ELEM_BYTES * MAX_ELEMS
JOB = 7
NPORTS = wire.NUM_STREAMS
HOST_PORT = wire.HOST_STREAM
CTRL_SEQ = 0x1000_0000  # controller's Query sequence numbers start here
DIAG_SEQ = 0x1F00_0000  # ... and those of the hang diagnosis
STALL_LIMIT = 200_000  #: a hang: no progress (a frame sent, an aggregate received) this long
#: output tready is low on P/256 of the cycles (harness.cpp: `(rng & 255) >= P`); P = 256
#: would hold it low for ever
TREADY_P_MAX = 255
IDLE_END = 2_000
DIAG_CYCLES = 50_000  #: what the hang diagnosis (its Queries) may take at most

#: registers the controller reads at the end (Query), in this order
QUERY_REGS: tuple[Reg, ...] = (
    Reg.DROPS, *DROP_REASONS, Reg.REGULAR, Reg.DATA_OK, Reg.CTRL_OK, Reg.AGG_TX,
    Reg.REPLAY_TX, Reg.ACK_TX, Reg.CTRL_ERR, Reg.H, Reg.MEMBER_COUNT, Reg.BUSY,
)
#: ... in the faults schedule, with the bypass counters (its malformed frames include them)
FAULT_QUERY_REGS: tuple[Reg, ...] = (*QUERY_REGS, Reg.BYPASS_IHL, Reg.BYPASS_FRAG,
                                     Reg.BYPASS_PROTO)
#: registers the hang diagnosis reads (the counters and the job's state)
DIAG_REGS: tuple[Reg, ...] = (*FAULT_QUERY_REGS, Reg.JOB)


# ---------------------------------------------------------------- sources and build


def build_harness(jobs: int = 2) -> Path:
    """The Verilated switch datapath around the batch harness (`iswitch.native.datapath`),
    built on first use into <build root>/nf_datapath-<key>/; the key covers endpoint.h
    too."""
    return datapath.build(HARNESS_CPP, "nf_datapath", headers=[ENDPOINT_H], jobs=jobs)


# ---------------------------------------------------------------- stimulus


port_bit = wire.stream_bit  # TUSER source bit of input stream `port` (the host: nf0's queue)


def worker_port(w: int) -> int:
    """The 10G port of worker `w`: nf(w mod 4), several workers per port round robin."""
    return w % wire.NUM_NF_PORTS


def worker_endpoint(w: int) -> Endpoint:
    """Worker `w` of a run: id w, MAC 02:00:00:00:01:(w+1), IP 10.0.1.(w+1), on its port."""
    return Endpoint(worker=w, job=JOB, mac=bytes([0x02, 0, 0, 0, 0x01, w + 1]),
                    ip=bytes([10, 0, 1, w + 1]), port_bit=port_bit(worker_port(w)))


#: the controller that Queries the counters at the end, on the host port
CONTROLLER = Endpoint(worker=0x0FFE, job=JOB, mac=bytes.fromhex("0200000000fe"),
                      ip=bytes([10, 0, 0, 200]), port_bit=port_bit(HOST_PORT))


@dataclass(frozen=True)
class Schedule:
    """How the workers' sends are spread in time (all on top of 10G line rate per port)."""

    name: str
    title: str
    jitter_start: int = 0  #: each worker's first data frame: + uniform[0, n) cycles
    jitter_gap: int = 0  #: every data frame: + uniform[0, n) idle cycles beyond line rate
    straggler_delay: int = 0  #: the last worker starts this many cycles late ...
    straggler_gap: int = 0  #: ... and idles this long beyond line rate after each frame
    faults: FaultPlan | None = None  #: the faults scenario (iswitch/sim/faults.py)
    min_workers: int = 1

    def describe(self) -> str:
        if self.faults is not None:
            return self.faults.describe()
        parts = []
        if self.jitter_start or self.jitter_gap:
            parts.append(f"start offset U[0, {self.jitter_start}) cycles per worker, "
                         f"U[0, {self.jitter_gap}) idle cycles beyond line rate before every data "
                         "frame")
        if self.straggler_delay or self.straggler_gap:
            slot = line_slot(FULL_FRAME)
            parts.append(f"last worker starts {self.straggler_delay:,} cycles late and "
                         f"idles {self.straggler_gap} cycles beyond line rate after each frame "
                         f"({slot / (slot + self.straggler_gap):.0%} of line rate for "
                         f"{FULL_FRAME}-byte frames)")
        return "; ".join(parts) or "no extra delay: every port at line rate, its workers " \
            "interleaved round robin"


@dataclass(frozen=True)
class FaultPlan:
    """The `faults` schedule (iswitch/sim/faults.py builds its traffic): link faults,
    membership changes, a second job, backpressure, bad and regular frames, all at once,
    on top of line-rate pacing."""

    loss_in: float = 0.01  #: worker -> switch data frames lost
    loss_out: float = 0.01  #: switch -> worker aggregate copies lost
    dup: float = 0.005  #: worker -> switch data frames duplicated
    tready_p: int = 64  #: output tready low on tready_p / 256 of the cycles (25%)
    #: cycles without an aggregate before Help: two windows of full-size frames at line rate
    help_timeout: int = 2 * K * line_slot(FULL_FRAME)
    bad_every: int = 50  #: about one malformed frame per this many data frames per worker
    regular_every: int = 25  #: about one regular frame per this many data frames per worker

    def __post_init__(self) -> None:
        for name in ("loss_in", "loss_out", "dup"):  # 1 would lose (or double) every frame
            checks.float_in(f"FaultPlan.{name}", getattr(self, name), 0.0, 1.0, hi_open=True)
        checks.int_in("FaultPlan.tready_p", self.tready_p, 0, TREADY_P_MAX)
        checks.uint("FaultPlan.help_timeout", self.help_timeout, 32)  # u32; 0: no recovery
        checks.int_in("FaultPlan.bad_every", self.bad_every, 1)
        checks.int_in("FaultPlan.regular_every", self.regular_every, 1)

    def describe(self) -> str:
        return (f"line rate, and at once: {self.loss_in:.0%} of worker -> switch data frames "
                f"and {self.loss_out:.0%} of switch -> worker aggregates lost, recovered by "
                f"the protocol (Help after {self.help_timeout:,} cycles without the "
                f"aggregate, RETX on NOT_DONE); {self.dup:.1%} of data frames duplicated; the "
                "last worker Leaves in the middle of job 1 and the controller lowers H by "
                "SetH; a Reset and a second job on the same switch; output tready low on "
                f"{self.tready_p / 256:.0%} of the cycles; malformed frames of every drop "
                f"class (about 1 per {self.bad_every} data frames) and regular traffic "
                f"(about 1 per {self.regular_every}) mixed in (docs/report.md)")


SCHEDULES: dict[str, Schedule] = {
    "rr": Schedule("rr", "round robin"),
    "jitter": Schedule("jitter", "random jitter", jitter_start=5000, jitter_gap=100),
    "straggler": Schedule("straggler", "one straggler", straggler_delay=50_000,
                          straggler_gap=122),
    "faults": Schedule("faults", "faults", faults=FaultPlan(), min_workers=3),
}


@dataclass
class StimFrame:
    """An item of a stream (`wire.FrameRole`): a frame and what it waits for; `what`, `seg`
    and `expect` are for the checks (not sent to the harness)."""

    data: bytes
    tuser: int
    gate: tuple[int, int, int] = (wire.Gate.NONE, 0, 0)  # (wire.Gate, output port, value)
    gap: int = 0
    not_before: int = 0
    role: wire.FrameRole = wire.FrameRole.PLAIN
    keep: tuple[int, int] = (0, 0)  #: (beat, tkeep bits cleared on it)
    gate_switch: int = 0  #: the switch of the gate's port (a fabric's; iswitch/sim/fabric.py)
    what: str = ""  #: e.g. "join", "data", "seth", "probe", "bad", "regular"
    seg: int | None = None  #: the segment of a data frame
    #: the verdict it must get at the accelerator (iswitch/sim/check.py, `check_verdicts`):
    #: "ok", "regular", a drop reason or a bypass class (`wire.Reg` name); None: unchecked
    expect: str | None = None


def barrier(ident: int) -> StimFrame:
    """A BARRIER item: passed once every stream with barrier `ident` holds every aggregate
    it waits for."""
    return StimFrame(b"", 0, (wire.Gate.NONE, 0, ident), role=wire.FrameRole.BARRIER,
                     what="barrier")


@dataclass
class Stream:
    """One endpoint's stream: its input port, its frames, who it is."""

    port: int
    frames: list[StimFrame]
    mac: bytes = bytes(wire.MAC_LEN)  #: it receives unicasts to this MAC (and broadcasts)
    role: wire.StreamRole = wire.StreamRole.NORMAL
    help_timeout: int = 0  #: the worker protocol's recovery: Help after this many cycles
    help_seq: int = 0  #: its Helps' sequence numbers start here
    name: str = ""
    switch: int = 0  #: the switch of its port (a fabric's; iswitch/sim/fabric.py)


@dataclass(frozen=True)
class LinkFaults:
    """The harness's fault model of the links between endpoints and switch (probabilities
    per frame, parts per million)."""

    loss_in_ppm: int = 0  #: a data frame (contribution or RETX) lost on its way in
    dup_ppm: int = 0  #: a data frame that arrived, duplicated right behind itself
    loss_out_ppm: int = 0  #: an aggregate copy lost on its way to a recovering worker


@dataclass(frozen=True)
class SegPlan:
    """What a segment number of a run stands for."""

    job: int
    source: int  #: the gradient segment its contributions carry
    holders: tuple[int, ...]  #: workers that must end up holding its aggregate
    probe: bool = False  #: a probe's segment (not a worker's contribution, iswitch/sim/faults.py)


@dataclass
class Stimulus:
    streams: list[Stream]
    workers: int
    n_elems: int
    n_segs: int
    ports: list[int]  # worker -> port
    query_seqs: dict[int, Reg]
    seed: int
    schedule: Schedule
    tready_p: int = 0
    faults: LinkFaults = LinkFaults()
    fault_seed: int = 0
    stall_limit: int = STALL_LIMIT
    #: the worker streams' indices (worker w = stream worker_streams[w])
    worker_streams: list[int] = field(default_factory=list)
    #: segment -> (job, gradient segment its contributions carry, workers expected to hold
    #: its aggregate)
    plan: dict[int, SegPlan] = field(default_factory=dict)
    switches: int = 1  #: switch datapaths (a fabric: iswitch/sim/fabric.py)
    #: 10G links between them: (switch a, port a, switch b, port b)
    links: list[tuple[int, int, int, int]] = field(default_factory=list)
    link_latency: int = 0  #: cycles a frame takes on a link after its last bit left

    def __post_init__(self) -> None:
        if not self.worker_streams:
            self.worker_streams = list(range(self.workers))
        if not self.plan:
            self.plan = {s: SegPlan(JOB, s, tuple(range(self.workers)))
                         for s in range(self.n_segs)}

    def encode(self, max_cycles: int) -> bytes:
        """The stimulus file (records of iswitch.wire, read by the harness)."""
        f = self.faults
        out = [wire.STIM_HEADER.pack(
            magic=wire.STIM_MAGIC, n_streams=len(self.streams), line_bits=LINE_BITS,
            overhead=WIRE_OVERHEAD, reaction=REACTION, tready_p=self.tready_p,
            seed=self.seed & 0xFFFF_FFFF or 1, max_cycles=max_cycles,
            stall_limit=self.stall_limit, idle_end=IDLE_END,
            fault_seed=self.fault_seed & 0xFFFF_FFFF or 1, loss_in_ppm=f.loss_in_ppm,
            dup_ppm=f.dup_ppm, loss_out_ppm=f.loss_out_ppm, diag_cycles=DIAG_CYCLES,
            n_switches=self.switches, n_links=len(self.links),
            link_latency=self.link_latency)]
        out += [wire.STIM_LINK.pack(a_switch=a, a_port=pa, b_switch=b, b_port=pb)
                for a, pa, b, pb in self.links]
        for st in self.streams:
            out.append(wire.STIM_STREAM.pack(
                port=st.port, n_frames=len(st.frames), mac=int.from_bytes(st.mac, "big"),
                role=st.role, help_timeout=st.help_timeout, help_seq=st.help_seq,
                sw=st.switch))
            for fr in st.frames:
                kind, gport, value = fr.gate
                out.append(wire.STIM_FRAME.pack(
                    len=len(fr.data),
                    tuser=[(fr.tuser >> (32 * i)) & 0xFFFF_FFFF for i in range(4)],
                    gate_kind=kind, gate_port=gport, gate_value=value, gap=fr.gap,
                    not_before=fr.not_before, role=fr.role, keep_beat=fr.keep[0],
                    keep_clear=fr.keep[1], gate_switch=fr.gate_switch))
                out.append(fr.data)
        return b"".join(out)

    @property
    def data_frames(self) -> int:
        """The workers' contributions (each once)."""
        return sum(fr.role == wire.FrameRole.DATA for s in self.streams for fr in s.frames)

    @property
    def data_bytes(self) -> int:
        return sum(len(fr.data) for s in self.streams for fr in s.frames
                   if fr.role == wire.FrameRole.DATA)

    @property
    def frames_total(self) -> int:
        """Frames the streams send (the hang diagnosis's aside)."""
        return sum(fr.role not in (wire.FrameRole.BARRIER, wire.FrameRole.HELP_TEMPLATE)
                   for s in self.streams if s.role == wire.StreamRole.NORMAL
                   for fr in s.frames)

    def frame(self, stream: int, item: int) -> StimFrame:
        """Item `item` of stream `stream` as the harness numbers them (no Help template)."""
        return self.items[stream][item]

    @cached_property
    def items(self) -> list[list[StimFrame]]:
        """Every stream's items as the harness numbers them (built once: the stimulus is
        not changed after it is run)."""
        return [[fr for fr in s.frames if fr.role != wire.FrameRole.HELP_TEMPLATE]
                for s in self.streams]


def _rng(seed: int, *names: str) -> np.random.Generator:
    return np.random.default_rng([seed, *(zlib.crc32(n.encode()) for n in names)])


def item(ep: Endpoint, data: bytes, **kw) -> StimFrame:
    """A frame of endpoint `ep` on its switch port (TUSER length and source bit)."""
    return StimFrame(data, make_tuser(len(data), ep.port_bit), **kw)


def join_chain(eps: Sequence[Endpoint], ports: Sequence[int], seqs: Sequence[int],
               first_gate: tuple[int, int, int]) -> list[StimFrame]:
    """Every endpoint's Join, one after the other (the out-of-band barrier a job starts
    with): the first waits for `first_gate`, each next one for the previous one's Ack."""
    return [item(ep, control_frame(ep, Action.JOIN, 0, seqs[w]), what="join",
                 gate=first_gate if w == 0 else (wire.Gate.ACK, ports[w - 1], seqs[w - 1]))
            for w, ep in enumerate(eps)]


def data_items(frames: Sequence[bytes] | Mapping[int, bytes], ep: Endpoint,
               first_gate: tuple[int, int, int], segs: range | None = None) -> list[StimFrame]:
    """Worker `ep`'s contributions (role DATA): `frames[s]` is its data frame of segment s
    (`data_frames`), sent for s in `segs` (default: all), the first after `first_gate`,
    segment s after the aggregate of s - K (the window; the first K of `segs` at once)."""
    segs = range(len(frames)) if segs is None else segs
    out = []
    for seg in segs:
        gate = first_gate if not out else (
            (wire.Gate.AGG, worker_port(ep.worker), seg - K) if seg - K >= segs.start
            else (wire.Gate.NONE, 0, 0))
        out.append(item(ep, frames[seg], gate=gate, role=wire.FrameRole.DATA, what="data",
                        seg=seg))
    return out


def query_items(ep: Endpoint, first_gate: tuple[int, int, int], seq0: int,
                regs: Sequence[Reg] = QUERY_REGS) -> tuple[list[StimFrame], dict[int, Reg]]:
    """One Query per register (sequence numbers from `seq0`), the first after `first_gate`;
    and the register of each sequence number."""
    frames, seqs = [], {}
    for j, reg in enumerate(regs):
        seqs[seq0 + j] = reg
        frames.append(item(ep, control_frame(ep, Action.QUERY, int(reg), seq0 + j),
                           gate=first_gate if j == 0 else (wire.Gate.NONE, 0, 0), what="query"))
    return frames, seqs


def diagnosis_stream() -> Stream:
    """The Queries the harness sends alone when it detects a hang (role DIAGNOSIS)."""
    frames, _ = query_items(CONTROLLER, (wire.Gate.NONE, 0, 0), DIAG_SEQ, DIAG_REGS)
    return Stream(HOST_PORT, frames, CONTROLLER.mac, wire.StreamRole.DIAGNOSIS,
                  name="diagnosis")


def schedule_rng(seed: int, schedule: Schedule) -> np.random.Generator:
    """The generator of a run's schedule draws (start offsets, then each worker's gaps)."""
    return _rng(seed, "schedule", schedule.name)


def schedule_starts(schedule: Schedule, rng: np.random.Generator, n: int) -> Sequence[int]:
    """Each of `n` workers' start offset under `schedule` (drawn first from `rng`)."""
    return rng.integers(0, schedule.jitter_start, n) if schedule.jitter_start else [0] * n


def scheduled_data(grad: torch.Tensor, ep: Endpoint, first_gate: tuple[int, int, int],
                   schedule: Schedule, rng: np.random.Generator, start: int,
                   straggler: bool) -> list[StimFrame]:
    """Worker `ep`'s contributions of `grad` (`data_items`) spread in time by `schedule`:
    its start offset `start`, the jitter gaps (drawn from `rng`), the straggler's delay and
    gaps if it is the straggler."""
    n_segs = n_segments(grad.numel())
    gaps = (rng.integers(0, schedule.jitter_gap, n_segs) if schedule.jitter_gap
            else np.zeros(n_segs, np.int64))
    data = data_items(data_frames(grad, ep), ep, first_gate)
    prev_len = 0
    for i, fr in enumerate(data):
        extra = int(gaps[i]) + (schedule.straggler_gap if straggler and i else 0)
        # the harness counts `gap` from the previous frame's last beat: add the rest of
        # that frame's line-rate slot, so that `extra` is idle time beyond line rate
        fr.gap = extra + max(0, line_slot(prev_len) - -(-prev_len // 32)) if extra else 0
        prev_len = len(fr.data)
        if i == 0:
            fr.not_before = start + (schedule.straggler_delay if straggler else 0)
    return data


def build_stimulus(grads: Sequence[torch.Tensor], schedule: Schedule, seed: int = 0,
                   tready_p: int = 0) -> Stimulus:
    """The traffic of one synchronous all-reduce of `grads` (one flat fp32 tensor per
    worker) under `schedule` (see the module docstring); the `faults` schedule is
    iswitch/sim/faults.py's."""
    n = len(grads)
    if not schedule.min_workers <= n <= MAX_WORKERS:
        raise ValueError(f"the {schedule.name} schedule takes {schedule.min_workers}.."
                         f"{MAX_WORKERS} workers, not {n}")
    checks.int_in("seed", seed, 0)
    checks.int_in("tready_p", tready_p, 0, TREADY_P_MAX)
    if schedule.faults is not None:
        from iswitch.sim.faults import build_faults

        return build_faults(grads, schedule, seed)
    n_elems = grads[0].numel()
    n_segs = n_segments(n_elems)
    ports = [worker_port(w) for w in range(n)]
    rng = schedule_rng(seed, schedule)
    start = schedule_starts(schedule, rng, n)
    eps = [worker_endpoint(w) for w in range(n)]
    joins = join_chain(eps, ports, [0x100 + w for w in range(n)], (wire.Gate.NONE, 0, 0))
    seth_seq = 0x200
    streams: list[Stream] = []
    for w, ep in enumerate(eps):
        frames = [joins[w]]
        if w == 0:
            frames.append(item(ep, control_frame(ep, Action.SETH, n, seth_seq), what="seth",
                               gate=(wire.Gate.ACK, ports[n - 1], 0x100 + n - 1)))
        data = scheduled_data(grads[w], ep, (wire.Gate.ACK, ports[0], seth_seq), schedule, rng,
                              int(start[w]), straggler=w == n - 1 and n > 1)
        streams.append(Stream(ports[w], frames + data, ep.mac, name=f"worker {w}"))
    # the controller on the host port: Query every counter once all aggregates are out
    ctrl, qseqs = query_items(CONTROLLER, (wire.Gate.AGG_COUNT, ports[0], n_segs), CTRL_SEQ)
    streams.append(Stream(HOST_PORT, ctrl, CONTROLLER.mac, name="controller"))
    streams.append(diagnosis_stream())
    return Stimulus(streams, n, n_elems, n_segs, ports, qseqs, seed, schedule, tready_p)


# ---------------------------------------------------------------- running and parsing


@dataclass
class Seen:
    """One frame observed in the simulation."""

    frame: AxisFrame
    first: int
    last: int


@dataclass(frozen=True)
class Injected:
    """A frame an endpoint made and sent (a Help, a RETX copy, a duplicate)."""

    stream: int
    kind: wire.Injected
    seg: int
    port: int
    seen: Seen


@dataclass(frozen=True)
class Event:
    """An `OutEvent`: what happened at endpoint `stream` (wire.Event)."""

    event: wire.Event
    stream: int
    seg: int
    value: int
    aux: int
    cycle: int


@dataclass
class SimResult:
    cycles: int
    status: int  # wire.RunStatus
    sim_seconds: float
    wall_seconds: float
    inputs: list[tuple[int, int, int, int, int]]  # (stream, item, port, first, last)
    outputs: list[list[Seen]]  # per output port
    accel_in: list[Seen]
    accel_out: list[Seen]
    regs: dict[tuple[int, int], int]  # AXI-Lite (slave, offset) -> value
    in_beats: list[int]
    out_beats: list[int]
    probe_beats: tuple[int, int]
    injected: list[Injected] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)

    def of(self, kind: wire.Event) -> list[Event]:
        """The events of one kind, in order."""
        return [e for e in self.events if e.event == kind]


def _axis_frame(keep: Sequence[int], raw: bytes, tuser: int) -> AxisFrame:
    full = (1 << 32) - 1
    last = keep[-1] if keep else 0
    canonical = (all(k == full for k in keep[:-1]) and last != 0 and (last & (last + 1)) == 0)
    if canonical:
        n = 32 * (len(keep) - 1) + bin(last).count("1")
        return AxisFrame(raw[:n], tuser)
    return AxisFrame(raw, tuser, tuple(keep))


def parse_result(buf: bytes) -> SimResult:
    """Read the harness's output file (records of iswitch.wire) of a single switch."""
    return parse_fabric(buf)[0]


def parse_fabric(buf: bytes) -> list[SimResult]:
    """Read the harness's output file of a fabric: one `SimResult` per switch (the run's
    cycles, status, events and injected frames shared by all)."""
    if buf[:len(wire.OUT_MAGIC)] != wire.OUT_MAGIC:
        raise ToolError("harness output: bad magic")
    off = len(wire.OUT_MAGIC)
    per: dict[int, tuple[list, list, list, list]] = {}  # switch -> inputs, outputs, in, out

    def of(sw: int) -> tuple[list, list, list, list]:
        if sw not in per:
            per[sw] = ([], [[] for _ in range(NPORTS)], [], [])
        return per[sw]

    injected: list[Injected] = []
    events: list[Event] = []
    kind_word = struct.Struct("<I")
    ev = wire.OUT_EVENT.struct
    sink_of = {wire.RecKind.ACCEL_IN: 2, wire.RecKind.ACCEL_OUT: 3}
    while True:
        (kind,) = kind_word.unpack_from(buf, off)
        if kind == wire.RecKind.TRAILER:
            off += kind_word.size
            break
        if kind == wire.RecKind.EVENT:
            _, e, stream, seg, value, aux, cycle = ev.unpack_from(buf, off)
            events.append(Event(wire.Event(e), stream, seg, value, aux, cycle))
            off += ev.size
            continue
        r = wire.OUT_RECORD.unpack_from(buf, off)
        off += wire.OUT_RECORD.size
        t = r["tuser"]
        lists = of(r["sw"])
        if kind == wire.RecKind.SENT:
            lists[0].append((t[0], t[1], r["port"], r["first"], r["last"]))
            continue
        nb = r["nbeats"]
        keep = struct.unpack_from(f"<{nb}I", buf, off)
        off += 4 * nb
        raw = buf[off:off + wire.BEAT_BYTES * nb]
        off += wire.BEAT_BYTES * nb
        if kind == wire.RecKind.INJECTED:
            f = _axis_frame(keep, raw, 0)
            f = AxisFrame(f.data, make_tuser(f.length, port_bit(r["port"])), f.tkeep)
            injected.append(Injected(t[0], wire.Injected(t[1]), t[2], r["port"],
                                     Seen(f, r["first"], r["last"])))
            continue
        s = Seen(_axis_frame(keep, raw, sum(w << (32 * i) for i, w in enumerate(t))),
                 r["first"], r["last"])
        k = wire.RecKind(kind)
        (lists[1][r["port"]] if k == wire.RecKind.PORT_OUT else lists[sink_of[k]]).append(s)
    tr = wire.OUT_TRAILER.unpack_from(buf, off)
    off += wire.OUT_TRAILER.size
    regs: dict[int, dict[tuple[int, int], int]] = {}
    for _ in range(tr["n_regs"]):
        g = wire.OUT_REG.unpack_from(buf, off)
        regs.setdefault(g["sw"], {})[(g["slave"], g["offset"])] = g["value"]
        off += wire.OUT_REG.size
    out = []
    for sw in range((len(buf) - off) // wire.OUT_BEATS.size):
        beats = wire.OUT_BEATS.unpack_from(buf, off + sw * wire.OUT_BEATS.size)
        inputs, outputs, acc_in, acc_out = of(sw)
        out.append(SimResult(
            tr["cycles"], tr["status"], tr["sim_ns"] / 1e9, 0.0, inputs, outputs, acc_in,
            acc_out, regs.get(sw, {}), list(beats["in_beats"]), list(beats["out_beats"]),
            (beats["probe_in_beats"], beats["probe_out_beats"]), injected, events))
    return out


def run_harness(stim: Stimulus, exe: Path, workdir: Path, *, max_cycles: int = 50_000_000,
                progress: Callable[[int, int, int], None] | None = None,
                keep_files: bool = False) -> SimResult:
    """Write the stimulus, run the harness, parse its output. `progress(cycle, sent, total)`
    is called on the harness's progress lines."""
    return run_fabric(stim, exe, workdir, max_cycles=max_cycles, progress=progress,
                      keep_files=keep_files)[0]


def run_fabric(stim: Stimulus, exe: Path, workdir: Path, *, max_cycles: int = 50_000_000,
               progress: Callable[[int, int, int], None] | None = None,
               keep_files: bool = False) -> list[SimResult]:
    """`run_harness` of a fabric: one `SimResult` per switch."""
    workdir.mkdir(parents=True, exist_ok=True)
    fin, fout = workdir / "stimulus.bin", workdir / "result.bin"
    fin.write_bytes(stim.encode(max_cycles))
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(exe), "--in", str(fin), "--out", str(fout)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=verilator_env())
    tail: list[str] = []
    assert proc.stderr is not None
    for line in proc.stderr:
        if line.startswith("P ") and progress is not None:
            c, s, t = map(int, line.split()[1:4])
            progress(c, s, t)
        elif not line.startswith("P "):
            tail.append(line)
    proc.wait()
    wall = time.perf_counter() - t0
    if proc.returncode != 0 or not fout.exists():
        raise ToolError(f"harness failed ({proc.returncode}): {''.join(tail)[-3000:]}")
    res = parse_fabric(fout.read_bytes())
    for r in res:
        r.wall_seconds = wall
    if not keep_files:
        fin.unlink()
        fout.unlink()
    return res


# ---------------------------------------------------------------- reading frames


queue_selected = wire.queue_selected


_MAGIC, _VT = wire.DATA_FIELDS["magic"], wire.DATA_FIELDS["vt"]


def _iswitch_vt(f: AxisFrame) -> int | None:
    """The version/type byte of an iSwitch frame, None if `f` is none."""
    d = f.data
    if (len(d) < wire.PAYLOAD_OFF or wire.ETH_FIELDS["ethertype"].read(d) != wire.ETHERTYPE_IPV4
            or _MAGIC.read(d, HDR_OFF) != wire.MAGIC):
        return None
    return _VT.read(d, HDR_OFF)


def data_header(f: AxisFrame) -> DataHeader | None:
    """The iSwitch data header of `f`, or None if `f` is no iSwitch data frame."""
    return DataHeader.unpack(f.data[HDR_OFF:]) if _iswitch_vt(f) == wire.VT_DATA else None


def control_header(f: AxisFrame) -> ControlHeader | None:
    """The iSwitch control header of `f`, or None if `f` is no iSwitch control frame."""
    return ControlHeader.unpack(f.data[HDR_OFF:]) if _iswitch_vt(f) == wire.VT_CTRL else None
