"""The stimulus vocabulary of the compiled switch harness (tb/nf_datapath/compiled/): what a
run's traffic is made of and how it is written for the harness.

* the run's constants: the window `K`, the job, the ports, the controller's and the hang
  diagnosis's sequence numbers and registers, the harness's stall limit and turnaround;
* who sends: `worker_port`, `worker_endpoint` (worker w on 10G port w mod 4), the
  `CONTROLLER` on the host port;
* what a schedule is (`Schedule`, and the faults scenario's `FaultPlan`); the schedules
  themselves are iswitch/sim/schedules.py's, the faults schedule's traffic
  iswitch/sim/faults.py's;
* the items: `StimFrame` (a frame and the gate it waits for), `Stream`, `LinkFaults`,
  `SegPlan`, `Stimulus` (and `Stimulus.encode`, the file the harness reads: records of
  iswitch.wire), and the pieces every schedule is built from: `item`, `join_chain`,
  `data_items`, `query_items`, `barrier`, `diagnosis_stream`; `seeded_rng` seeds each kind of draw.

Running the harness and reading its output is iswitch/sim/harness.py's.
"""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property

import numpy as np

from golden.accel_model import classify, make_tuser
from iswitch import wire
from iswitch.native.datapath import LINE_BITS, WIRE_OVERHEAD, line_slot
from iswitch.util import checks
from iswitch.wire.proto import DROP_REASONS, MAX_ELEMS, Action, Reg, control_frame
from iswitch.worker import Endpoint

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
    #: the job runs in the exact mode (docs/protocol.md section 13; `as_exact`): the switch
    #: is the build with it, its sums are checked against golden/exact.py
    exact: bool = False

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


def exact_frame(d: bytes) -> bytes:
    """Frame `d` as an exact job's (docs/protocol.md section 13): a data-class frame with the
    flag EXACT, a Join asking for the exact mode, a SetRole of a child role for an exact
    child; anything else (and a frame too short for the field) as it is. Only the iSwitch
    header changes, so a frame's other faults stay what they were."""
    flags_f, value_f = wire.DATA_FIELDS["flags"], wire.CTRL_FIELDS["value"]
    kind = classify(d, len(d), PARAMS)
    if kind == "data" and len(d) >= wire.HDR_OFF + flags_f.offset + flags_f.size:
        b = bytearray(d)
        flags_f.put(b, flags_f.read(d, wire.HDR_OFF) | wire.Flag.EXACT, wire.HDR_OFF)
        return bytes(b)
    if kind == "ctrl" and len(d) >= wire.HDR_OFF + value_f.offset + value_f.size:
        action = wire.CTRL_FIELDS["action"].read(d, wire.HDR_OFF)
        value = value_f.read(d, wire.HDR_OFF)
        if action == Action.JOIN:
            value |= 1 << wire.JOIN_MODE_BIT
        elif action == Action.SETROLE and value >> wire.UPLINK_CHILD_BIT & 1:
            value |= 1 << wire.UPLINK_EXACT_BIT
        b = bytearray(d)
        value_f.put(b, value, wire.HDR_OFF)
        return bytes(b)
    return d


def as_exact(stim: Stimulus) -> Stimulus:
    """The same stimulus as an exact job's: every frame through `exact_frame`."""
    streams = [replace(s, frames=[replace(f, data=exact_frame(f.data)) for f in s.frames])
               for s in stim.streams]
    return replace(stim, streams=streams, exact=True)


def seeded_rng(seed: int, *names: str) -> np.random.Generator:
    """The generator of one kind of draw of a run: seeded by the run seed and the names, so
    that each kind of draw (a schedule's, the faults') is its own stream."""
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


