"""One all-reduce through the spliced switch RTL on the compiled Verilator harness.

What the report (iswitch/report/) and tests/test_report_flow.py (on random gradients) run:

* `datapath_sources` / `build_harness`: the spliced `nf_datapath` (rtl/gen/spliced/
  nf_datapath_iswitch.v) + the switch cores + rtl/gen/iswitch_accel.v, Verilated with the
  C++ harness of tb/nf_datapath/compiled/, built once into
  build/compiled_tb/nf_datapath-<hash>/ (iswitch/sim/build.py);
* `build_stimulus`: the workers' traffic built with the worker library (iswitch.worker):
  each worker Joins, worker 0 sends SetH = N, then every worker sends its data packets
  with the window of docs/protocol.md section 8 (a gate in the harness), worker w on
  10G port w mod 4, in one of the `SCHEDULES`; a controller on the host port Queries the
  counters once every aggregate is out;
* `run_harness` / `parse_result`: run it, read back every frame seen on the output ports
  and on the accelerator's two links, with cycles;
* `queue_selected` / `data_header` / `control_header`: which output queue takes a frame,
  and its iSwitch header.

The checks of a run against the golden models are in iswitch/sim/check.py.
"""

from __future__ import annotations

import struct
import subprocess
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from golden.accel_model import AxisFrame, make_tuser
from iswitch import checks, wire
from iswitch.proto import (
    DATA_DSCP,
    DROP_REASONS,
    HDR_OFF,
    MAX_ELEMS,
    Action,
    ControlHeader,
    DataHeader,
    Reg,
)
from iswitch.sim.build import ToolError, build_verilator
from iswitch.toolenv import verilator_env
from iswitch.wiregen import HEADER as WIRE_H  # generated from iswitch/wire.py
from iswitch.worker import Endpoint, control_frame, data_frames, n_segments

REPO = Path(__file__).resolve().parents[2]
TB_DIR = REPO / "tb" / "nf_datapath" / "compiled"
HARNESS_CPP = TB_DIR / "harness.cpp"
DATAPATH_H = TB_DIR / "datapath.h"  # the model's bindings, shared with switchd's RTL driver
PROBES_VLT = TB_DIR / "probes.vlt"
SPLICED = REPO / "rtl" / "gen" / "spliced" / "nf_datapath_iswitch.v"
ACCEL_V = REPO / "rtl" / "gen" / "iswitch_accel.v"
CORES = ("input_arbiter_ip.v", "nf_axil_regs.v", "nf_fifo.v", "nf_output_queue.v",
         "output_port_lookup_ip.v", "output_queues_ip.v")

VERILATOR_FLAGS = ["--cc", "--exe", "--build", "-O3", "--x-assign", "fast", "--x-initial",
                   "fast", "--noassert", "-Wno-fatal", "-Wno-lint", "-Wno-style",
                   "--top-module", "nf_datapath"]

CLOCK_HZ = wire.AXIS_CLOCK_HZ
CYCLE_S = 1 / CLOCK_HZ
BUS_GBPS = wire.DATA_W * CLOCK_HZ / 1e9  # 51.2
PORT_GBPS = 10.0
OFFERED_GBPS = wire.NUM_NF_PORTS * PORT_GBPS  # 40: every 10G port at line rate
LINE_BITS = round(PORT_GBPS * 1e9 / CLOCK_HZ)  # 50: bits per cycle of a 10G port at 200 MHz
WIRE_OVERHEAD = wire.ETH_WIRE_OVERHEAD  # FCS, preamble/SFD, inter-frame gap
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
STALL_LIMIT = 200_000
#: output tready is low on P/256 of the cycles (harness.cpp: `(rng & 255) >= P`); P = 256
#: would hold it low for ever
TREADY_P_MAX = 255
IDLE_END = 2_000

#: registers the controller reads at the end (Query), in this order
QUERY_REGS: tuple[Reg, ...] = (
    Reg.DROPS, *DROP_REASONS, Reg.REGULAR, Reg.DATA_OK, Reg.CTRL_OK, Reg.AGG_TX,
    Reg.REPLAY_TX, Reg.ACK_TX, Reg.CTRL_ERR, Reg.H, Reg.MEMBER_COUNT, Reg.BUSY,
)


# ---------------------------------------------------------------- sources and build


def datapath_sources() -> list[Path]:
    """Verilog sources of the switch with the accelerator spliced in."""
    return [SPLICED, *(REPO / "rtl" / "switch" / c for c in CORES), ACCEL_V]


def build_harness(jobs: int = 2, *, main: Path = HARNESS_CPP, name: str = "nf_datapath") -> Path:
    """The Verilated switch datapath around the C++ program `main` (default: the batch
    harness; switchd's RTL driver is the other), built on first use into
    build/compiled_tb/<name>-<key>/; the key hashes every source, the headers (the generated
    iswitch_wire.h, datapath.h), the flags and the Verilator version."""
    return build_verilator(name, VERILATOR_FLAGS, [PROBES_VLT, *datapath_sources(), main],
                           headers=[WIRE_H, DATAPATH_H], jobs=jobs)


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

    def describe(self) -> str:
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


SCHEDULES: dict[str, Schedule] = {
    "rr": Schedule("rr", "round robin"),
    "jitter": Schedule("jitter", "random jitter", jitter_start=5000, jitter_gap=100),
    "straggler": Schedule("straggler", "one straggler", straggler_delay=50_000,
                          straggler_gap=122),
}


@dataclass
class StimFrame:
    data: bytes
    tuser: int
    gate: tuple[int, int, int] = (wire.Gate.NONE, 0, 0)  # (wire.Gate, output port, value)
    gap: int = 0
    not_before: int = 0


@dataclass
class Stimulus:
    streams: list[tuple[int, list[StimFrame]]]  # (port, frames)
    workers: int
    n_elems: int
    n_segs: int
    ports: list[int]  # worker -> port
    query_seqs: dict[int, Reg]
    seed: int
    schedule: Schedule
    tready_p: int = 0

    def encode(self, max_cycles: int) -> bytes:
        """The stimulus file (records of iswitch.wire, read by the harness)."""
        out = [wire.STIM_HEADER.pack(
            magic=wire.STIM_MAGIC, n_streams=len(self.streams), line_bits=LINE_BITS,
            overhead=WIRE_OVERHEAD, reaction=REACTION, tready_p=self.tready_p,
            seed=self.seed & 0xFFFF_FFFF or 1, max_cycles=max_cycles, stall_limit=STALL_LIMIT,
            idle_end=IDLE_END)]
        for port, frames in self.streams:
            out.append(wire.STIM_STREAM.pack(port=port, n_frames=len(frames)))
            for f in frames:
                kind, gport, value = f.gate
                out.append(wire.STIM_FRAME.pack(
                    len=len(f.data), tuser=[(f.tuser >> (32 * i)) & 0xFFFF_FFFF for i in range(4)],
                    gate_kind=kind, gate_port=gport, gate_value=value, gap=f.gap,
                    not_before=f.not_before))
                out.append(f.data)
        return b"".join(out)

    @property
    def data_frames(self) -> int:
        return self.workers * self.n_segs

    @property
    def data_bytes(self) -> int:
        return sum(len(f.data) for _, fr in self.streams for f in fr
                   if wire.IPV4_FIELDS["tos"].read(f.data) >> 2 == DATA_DSCP)


def line_slot(frame_len: int) -> int:
    """Cycles a frame of `frame_len` bytes occupies on a 10G port (wire overhead included)."""
    return -(-(frame_len + WIRE_OVERHEAD) * 8 // LINE_BITS) if frame_len else 0


def _rng(seed: int, *names: str) -> np.random.Generator:
    return np.random.default_rng([seed, *(zlib.crc32(n.encode()) for n in names)])


def build_stimulus(grads: Sequence[torch.Tensor], schedule: Schedule, seed: int = 0,
                   tready_p: int = 0) -> Stimulus:
    """The traffic of one synchronous all-reduce of `grads` (one flat fp32 tensor per
    worker) under `schedule` (see the module docstring)."""
    n = len(grads)
    if not 1 <= n <= MAX_WORKERS:
        raise ValueError(f"1..{MAX_WORKERS} workers")
    checks.int_in("seed", seed, 0)
    checks.int_in("tready_p", tready_p, 0, TREADY_P_MAX)
    n_elems = grads[0].numel()
    n_segs = n_segments(n_elems)
    ports = [worker_port(w) for w in range(n)]
    rng = _rng(seed, "schedule", schedule.name)
    start = rng.integers(0, schedule.jitter_start, n) if schedule.jitter_start else [0] * n
    streams: list[tuple[int, list[StimFrame]]] = []
    join_seq = [0x100 + w for w in range(n)]
    seth_seq = 0x200
    for w in range(n):
        ep, p = worker_endpoint(w), ports[w]
        tuser = make_tuser(0, ep.port_bit)
        frames: list[StimFrame] = []

        def add(data: bytes, frames: list[StimFrame] = frames, tuser: int = tuser,
                **kw) -> None:
            frames.append(StimFrame(data, tuser | len(data), **kw))

        # Joins one after the other (the out-of-band barrier a job starts with)
        add(control_frame(ep, Action.JOIN, 0, join_seq[w]),
            gate=(wire.Gate.NONE, 0, 0) if w == 0
            else (wire.Gate.ACK, ports[w - 1], join_seq[w - 1]))
        if w == 0:
            add(control_frame(ep, Action.SETH, n, seth_seq),
                gate=(wire.Gate.ACK, ports[n - 1], join_seq[n - 1]))
        straggler = w == n - 1 and n > 1
        gaps = (rng.integers(0, schedule.jitter_gap, n_segs) if schedule.jitter_gap
                else np.zeros(n_segs, np.int64))
        prev_len = 0
        for i, fr in enumerate(data_frames(grads[w], ep)):
            extra = int(gaps[i]) + (schedule.straggler_gap if straggler and i else 0)
            # the harness counts `gap` from the previous frame's last beat: add the rest of
            # that frame's line-rate slot, so that `extra` is idle time beyond line rate
            gap = extra + max(0, line_slot(prev_len) - -(-prev_len // 32)) if extra else 0
            prev_len = len(fr)
            if i == 0:
                gate = (wire.Gate.ACK, ports[0], seth_seq)
                not_before = int(start[w]) + (schedule.straggler_delay if straggler else 0)
            else:
                gate = (wire.Gate.AGG, p, i - K) if i >= K else (wire.Gate.NONE, 0, 0)
                not_before = 0
            add(fr, gate=gate, gap=gap, not_before=not_before)
        streams.append((p, frames))
    # the controller on the host port: Query every counter once all aggregates are out
    ctrl: list[StimFrame] = []
    qseqs: dict[int, Reg] = {}
    for j, reg in enumerate(QUERY_REGS):
        seq = CTRL_SEQ + j
        qseqs[seq] = reg
        fr = control_frame(CONTROLLER, Action.QUERY, int(reg), seq)
        ctrl.append(StimFrame(fr, make_tuser(len(fr), CONTROLLER.port_bit),
                              gate=(wire.Gate.AGG_COUNT, ports[0], n_segs) if j == 0
                              else (wire.Gate.NONE, 0, 0)))
    streams.append((HOST_PORT, ctrl))
    return Stimulus(streams, n, n_elems, n_segs, ports, qseqs, seed, schedule, tready_p)


# ---------------------------------------------------------------- running and parsing


@dataclass
class Seen:
    """One frame observed in the simulation."""

    frame: AxisFrame
    first: int
    last: int


@dataclass
class SimResult:
    cycles: int
    status: int  # 0 done, 1 stalled, 2 max cycles
    sim_seconds: float
    wall_seconds: float
    inputs: list[tuple[int, int, int, int, int]]  # (stream, index, port, first, last)
    outputs: list[list[Seen]]  # per output port
    accel_in: list[Seen]
    accel_out: list[Seen]
    regs: dict[tuple[int, int], int]  # AXI-Lite (slave, offset) -> value
    in_beats: list[int]
    out_beats: list[int]
    probe_beats: tuple[int, int]


def _axis_frame(keep: Sequence[int], raw: bytes, tuser: int) -> AxisFrame:
    full = (1 << 32) - 1
    last = keep[-1] if keep else 0
    canonical = (all(k == full for k in keep[:-1]) and last != 0 and (last & (last + 1)) == 0)
    if canonical:
        n = 32 * (len(keep) - 1) + bin(last).count("1")
        return AxisFrame(raw[:n], tuser)
    return AxisFrame(raw, tuser, tuple(keep))


def parse_result(buf: bytes) -> SimResult:
    """Read the harness's output file (records of iswitch.wire)."""
    if buf[:len(wire.OUT_MAGIC)] != wire.OUT_MAGIC:
        raise ToolError("harness output: bad magic")
    off = len(wire.OUT_MAGIC)
    inputs, outputs = [], [[] for _ in range(NPORTS)]
    acc_in, acc_out = [], []
    kind_word = struct.Struct("<I")
    sinks = {wire.RecKind.PORT_OUT: None, wire.RecKind.ACCEL_IN: acc_in,
             wire.RecKind.ACCEL_OUT: acc_out}
    while True:
        (kind,) = kind_word.unpack_from(buf, off)
        if kind == wire.RecKind.TRAILER:
            off += kind_word.size
            break
        r = wire.OUT_RECORD.unpack_from(buf, off)
        off += wire.OUT_RECORD.size
        t = r["tuser"]
        if kind == wire.RecKind.SENT:
            inputs.append((t[0], t[1], r["port"], r["first"], r["last"]))
            continue
        nb = r["nbeats"]
        keep = struct.unpack_from(f"<{nb}I", buf, off)
        off += 4 * nb
        raw = buf[off:off + wire.BEAT_BYTES * nb]
        off += wire.BEAT_BYTES * nb
        s = Seen(_axis_frame(keep, raw, sum(w << (32 * i) for i, w in enumerate(t))),
                 r["first"], r["last"])
        sink = sinks[wire.RecKind(kind)]
        (outputs[r["port"]] if sink is None else sink).append(s)
    tr = wire.OUT_TRAILER.unpack_from(buf, off)
    off += wire.OUT_TRAILER.size
    regs = {}
    for _ in range(tr["n_regs"]):
        g = wire.OUT_REG.unpack_from(buf, off)
        regs[(g["slave"], g["offset"])] = g["value"]
        off += wire.OUT_REG.size
    beats = wire.OUT_BEATS.unpack_from(buf, off)
    return SimResult(tr["cycles"], tr["status"], tr["sim_ns"] / 1e9, 0.0, inputs, outputs,
                     acc_in, acc_out, regs, list(beats["in_beats"]), list(beats["out_beats"]),
                     (beats["probe_in_beats"], beats["probe_out_beats"]))


def run_harness(stim: Stimulus, exe: Path, workdir: Path, *, max_cycles: int = 50_000_000,
                progress: Callable[[int, int, int], None] | None = None,
                keep_files: bool = False) -> SimResult:
    """Write the stimulus, run the harness, parse its output. `progress(cycle, sent, total)`
    is called on the harness's progress lines."""
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
    res = parse_result(fout.read_bytes())
    res.wall_seconds = wall
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
