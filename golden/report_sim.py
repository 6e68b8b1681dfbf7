"""One all-reduce through the spliced switch RTL, checked against the golden models.

The pieces of `golden.report` that need no plotting and no RL packages (so the test suite
runs them on random data, tests/test_report_flow.py):

* `datapath_sources` / `build_harness`: the spliced `nf_datapath` (rtl/gen/spliced/
  nf_datapath_iswitch.v, or spliced into build/report/ by iswitch-splice until it is checked
  in) + the switch cores + rtl/gen/iswitch_accel.v, Verilated with the C++ harness of
  tb/nf_datapath/compiled/, built once into build/compiled_tb/nf_datapath-<hash>/;
* `build_stimulus`: the workers' traffic built with the worker library (iswitch.worker):
  each worker Joins, worker 0 sends SetH = N, then every worker sends its data packets
  with the window of docs/protocol.md section 8 (a gate in the harness), worker w on
  10G port w mod 4, in one of the `SCHEDULES`; a controller on the host port Queries the
  counters once every aggregate is out;
* `run_harness` / `parse_result`: run it, read back every frame seen on the output ports
  and on the accelerator's two links, with cycles;
* `check_run`: (1) `AccelModel` over the recorded accelerator input equals what the
  accelerator emitted, frame for frame and bit for bit, and every member port received
  every aggregate; (2) per segment, the sequential fp32 fold (`golden.fold.add_f32`) of the
  contributions in the recorded acceptance order equals every worker's reassembled
  tensor bit for bit (NaNs: by class, counted separately); plus the figures of the report.
"""

from __future__ import annotations

import fcntl
import hashlib
import shutil
import struct
import subprocess
import sys
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch

from golden.accel_model import AccelModel, AxisFrame, make_tuser
from golden.fold import add_f32, bits, is_nan_bits
from iswitch import wire
from iswitch.proto import (
    DATA_DSCP,
    F_AGG,
    F_REPLAY,
    HDR_OFF,
    MAX_ELEMS,
    Action,
    ControlHeader,
    DataHeader,
    Reg,
)
from iswitch.toolenv import verilator_env
from iswitch.worker import Endpoint, Reassembler, control_frame, data_frames, n_segments

REPO = Path(__file__).resolve().parents[1]
TB_DIR = REPO / "tb" / "nf_datapath" / "compiled"
HARNESS_CPP = TB_DIR / "harness.cpp"
PROBES_VLT = TB_DIR / "probes.vlt"
WIRE_H = REPO / "tb" / "include" / "iswitch_wire.h"  # generated from iswitch/wire.py
BUILD_ROOT = REPO / "build" / "compiled_tb"
SPLICED_CHECKED_IN = REPO / "rtl" / "gen" / "spliced" / "nf_datapath_iswitch.v"
SPLICED_LOCAL = REPO / "build" / "report" / "nf_datapath_iswitch.v"
ACCEL_V = REPO / "rtl" / "gen" / "iswitch_accel.v"
CORES = ("input_arbiter_ip.v", "nf_axil_regs.v", "nf_fifo.v", "nf_output_queue.v",
         "output_port_lookup_ip.v", "output_queues_ip.v")

VERILATOR_FLAGS = ["--cc", "--exe", "--build", "-O3", "--x-assign", "fast", "--x-initial",
                   "fast", "--noassert", "-Wno-fatal", "-Wno-lint", "-Wno-style",
                   "--top-module", "nf_datapath"]
VERILATOR_CFLAGS = f"-O2 -I{WIRE_H.parent}"

CLOCK_HZ = wire.AXIS_CLOCK_HZ
CYCLE_S = 1 / CLOCK_HZ
BUS_GBPS = wire.DATA_W * CLOCK_HZ / 1e9  # 51.2
PORT_GBPS = 10.0
LINE_BITS = round(PORT_GBPS * 1e9 / CLOCK_HZ)  # 50: bits per cycle of a 10G port at 200 MHz
WIRE_OVERHEAD = wire.ETH_WIRE_OVERHEAD  # FCS, preamble/SFD, inter-frame gap
REACTION = 20  # worker turnaround: cycles from an aggregate's last beat to a gated send
K = wire.AccelParams().K  # the window of rtl/gen/iswitch_accel.v (generated with the defaults)
JOB = 7
NPORTS = wire.NUM_STREAMS
HOST_PORT = wire.HOST_STREAM
CTRL_SEQ = 0x1000_0000  # controller's Query sequence numbers start here
STALL_LIMIT = 200_000
IDLE_END = 2_000

#: registers the controller reads at the end (Query), in this order
QUERY_REGS: tuple[Reg, ...] = (
    *(r for r in Reg if 0 <= r <= 25), Reg.REGULAR, Reg.DATA_OK, Reg.CTRL_OK, Reg.AGG_TX,
    Reg.REPLAY_TX, Reg.ACK_TX, Reg.CTRL_ERR, Reg.H, Reg.MEMBER_COUNT, Reg.BUSY,
)


class ToolError(RuntimeError):
    """The simulator build or run failed (not a mismatch)."""


# ---------------------------------------------------------------- tools and build


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, env=verilator_env(), capture_output=True, text=True, **kw)


def verilator_version() -> str:
    r = _run(["verilator", "--version"])
    if r.returncode != 0:
        raise ToolError(f"verilator not runnable: {r.stderr.strip()}")
    return r.stdout.strip()


def spliced_datapath() -> tuple[Path, str]:
    """The spliced datapath and where it came from: the checked-in file when it exists,
    else spliced now with iswitch-splice into build/report/ (regenerated when stale)."""
    if SPLICED_CHECKED_IN.exists():
        return SPLICED_CHECKED_IN, "checked in"
    SPLICED_LOCAL.parent.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "iswitch.splice", "rtl/switch/nf_datapath.v",
           "--accel-file", "rtl/gen/iswitch_accel.v", "--accel-module", "iswitch_accel",
           "--lint-off", "DECLFILENAME", "-o", str(SPLICED_LOCAL)]
    stamp = SPLICED_LOCAL.with_suffix(".key")
    key = hashlib.sha256((REPO / "rtl/switch/nf_datapath.v").read_bytes()
                         + ACCEL_V.read_bytes() + " ".join(cmd[2:]).encode()).hexdigest()
    if not (SPLICED_LOCAL.exists() and stamp.exists() and stamp.read_text() == key):
        r = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
        if r.returncode != 0:
            raise ToolError(f"iswitch-splice failed: {r.stderr.strip()}")
        stamp.write_text(key)
    return SPLICED_LOCAL, "spliced into build/report/ by `python -m iswitch.splice " \
        + " ".join(cmd[3:-2]) + "`"


def datapath_sources() -> list[Path]:
    """Verilog sources of the switch with the accelerator spliced in."""
    dp, _ = spliced_datapath()
    return [dp, *(REPO / "rtl" / "switch" / c for c in CORES), ACCEL_V]


def build_harness(jobs: int = 2) -> Path:
    """The Verilated harness (built on first use; cached by a hash of every input)."""
    srcs = datapath_sources()
    ver = verilator_version()
    h = hashlib.sha256()
    for p in [*srcs, HARNESS_CPP, PROBES_VLT, WIRE_H]:
        h.update(p.name.encode() + hashlib.sha256(p.read_bytes()).digest())
    h.update(" ".join(VERILATOR_FLAGS).encode() + VERILATOR_CFLAGS.encode() + ver.encode())
    key = h.hexdigest()[:16]
    out_dir = BUILD_ROOT / f"nf_datapath-{key}"
    done = out_dir / ".done"
    if done.exists():
        return Path(done.read_text().strip())
    BUILD_ROOT.mkdir(parents=True, exist_ok=True)
    with open(BUILD_ROOT / f".nf_datapath-{key}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # concurrent callers (pytest-xdist) wait here
        if done.exists():
            return Path(done.read_text().strip())
        if out_dir.exists():
            shutil.rmtree(out_dir)
        out_dir.mkdir(parents=True)
        cmd = ["verilator", *VERILATOR_FLAGS, "-j", str(jobs), "-Mdir", str(out_dir / "obj"),
               "-o", "harness", "-CFLAGS", VERILATOR_CFLAGS, str(PROBES_VLT),
               *map(str, srcs), str(HARNESS_CPP)]
        r = _run(cmd, cwd=out_dir)
        (out_dir / "build.log").write_text(" ".join(cmd) + "\n" + r.stdout + r.stderr)
        exe = out_dir / "obj" / "harness"
        if r.returncode != 0 or not exe.exists():
            raise ToolError("verilator build failed:\n" + (r.stdout + r.stderr)[-4000:])
        done.write_text(str(exe))
        return exe


# ---------------------------------------------------------------- stimulus


port_bit = wire.stream_bit  # TUSER source bit of input stream `port` (the host: nf0's queue)


def worker_endpoint(w: int) -> Endpoint:
    return Endpoint(worker=w, job=JOB, mac=bytes([0x02, 0, 0, 0, 0x01, w + 1]),
                    ip=bytes([10, 0, 1, w + 1]))


CONTROLLER = Endpoint(worker=0x0FFE, job=JOB, mac=bytes.fromhex("0200000000fe"),
                      ip=bytes([10, 0, 0, 200]))


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
            parts.append(f"last worker starts {self.straggler_delay:,} cycles late and "
                         f"idles {self.straggler_gap} cycles beyond line rate after each frame "
                         f"(2/3 of line rate for 1504-byte frames)")
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
    if not 1 <= n <= 16:
        raise ValueError("1..16 workers")
    n_elems = grads[0].numel()
    n_segs = n_segments(n_elems)
    ports = [w % 4 for w in range(n)]
    rng = _rng(seed, "schedule", schedule.name)
    start = rng.integers(0, schedule.jitter_start, n) if schedule.jitter_start else [0] * n
    streams: list[tuple[int, list[StimFrame]]] = []
    join_seq = [0x100 + w for w in range(n)]
    seth_seq = 0x200
    for w in range(n):
        ep, p = worker_endpoint(w), ports[w]
        tuser = make_tuser(0, port_bit(p))
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
        ctrl.append(StimFrame(fr, make_tuser(len(fr), port_bit(HOST_PORT)),
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


# ---------------------------------------------------------------- checks and figures


queue_selected = wire.queue_selected


_MAGIC, _VT = wire.DATA_FIELDS["magic"], wire.DATA_FIELDS["vt"]


def _frame_key(f: AxisFrame) -> tuple:
    return (f.data, f.tuser, f.tkeep)


def _data_header(f: AxisFrame) -> DataHeader | None:
    d = f.data
    if (len(d) < wire.PAYLOAD_OFF or wire.ETH_FIELDS["ethertype"].read(d) != wire.ETHERTYPE_IPV4
            or _MAGIC.read(d, HDR_OFF) != wire.MAGIC or _VT.read(d, HDR_OFF) != wire.VT_DATA):
        return None
    return DataHeader.unpack(d[HDR_OFF:])


@dataclass
class Check:
    """Outcome and figures of one run."""

    errors: list[str] = field(default_factory=list)
    model_frames: int = 0
    model_mismatches: int = 0
    port_mismatches: int = 0
    elems_compared: int = 0
    mismatches: int = 0  # elements differing (non-NaN bits, or NaN class)
    nan_golden: int = 0
    nan_payload_diff: int = 0
    segments: int = 0
    drops_model: dict[str, int] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)  # Query results
    latency_accel: list[int] = field(default_factory=list)  # per segment, cycles
    latency_port: list[int] = field(default_factory=list)
    residence: list[int] = field(default_factory=list)  # first contribution in -> aggregate out
    seg_done: list[int] = field(default_factory=list)  # cycle the aggregate left the accelerator
    order_diffs: dict[str, int] = field(default_factory=dict)
    order_segments: dict[str, int] = field(default_factory=dict)
    arrival_not_worker_order: int = 0
    span_cycles: int = 0
    first_data: int = 0
    agg_bytes: int = 0

    @property
    def ok(self) -> bool:
        return not self.errors


def _fold_batch(contribs: list[torch.Tensor]) -> torch.Tensor:
    acc = contribs[0].clone()
    for c in contribs[1:]:
        acc = add_f32(acc, c)
    return acc


def _pairwise(contribs: list[torch.Tensor]) -> torch.Tensor:
    while len(contribs) > 1:
        nxt = [add_f32(contribs[i], contribs[i + 1]) for i in range(0, len(contribs) - 1, 2)]
        if len(contribs) % 2:
            nxt.append(contribs[-1])
        contribs = nxt
    return contribs[0]


def check_run(stim: Stimulus, res: SimResult, grads: Sequence[torch.Tensor],
              max_errors: int = 12) -> Check:
    """Both golden comparisons and the report's figures (see the module docstring)."""
    ck = Check()

    def err(msg: str) -> None:
        if len(ck.errors) < max_errors:
            ck.errors.append(msg)
        elif len(ck.errors) == max_errors:
            ck.errors.append("... (more errors not shown)")

    if res.status != 0:
        why = "stalled (no progress possible)" if res.status == 1 else "hit max cycles"
        err(f"simulation {why} at cycle {res.cycles:,}: {len(res.inputs)} of "
            f"{sum(len(f) for _, f in stim.streams)} frames sent")
    # (1) the transaction model over the recorded arrival order
    model = AccelModel()
    exp_reg, exp_gen = [], []
    accepted: dict[int, list[int]] = {}  # seg -> worker ids in acceptance order
    last_in: dict[int, int] = {}  # seg -> last cycle of the contribution that completed it
    first_in: dict[int, int] = {}  # seg -> first cycle of its first contribution
    drops: dict[str, int] = {}
    worker_of = {worker_endpoint(w).worker: w for w in range(stim.workers)}
    for s in res.accel_in:
        outs = model.push(s.frame)
        if model.last_drop is not None:
            drops[model.last_drop.name] = drops.get(model.last_drop.name, 0) + 1
        h = _data_header(s.frame)
        if h is not None and model.last_drop is None and not h.flags & F_AGG:
            accepted.setdefault(h.seg, []).append(worker_of.get(h.worker, -1))
            last_in[h.seg] = s.last
            first_in.setdefault(h.seg, s.first)
        for o in outs:
            (exp_reg if o.regular else exp_gen).append(o.frame)
    ck.drops_model = drops
    ck.model_frames = len(res.accel_out)
    i = j = 0
    for k, s in enumerate(res.accel_out):
        key = _frame_key(s.frame)
        if j < len(exp_gen) and key == _frame_key(exp_gen[j]):
            j += 1
        elif i < len(exp_reg) and key == _frame_key(exp_reg[i]):
            i += 1
        else:
            ck.model_mismatches += 1
            want = exp_gen[j] if j < len(exp_gen) else None
            at = None if want is None else next(
                (b for b in range(min(len(want.data), len(s.frame.data)))
                 if want.data[b] != s.frame.data[b]), None)
            err(f"accelerator output frame {k} (cycle {s.first}) differs from the model's next "
                f"generated frame {j}: got {len(s.frame.data)} bytes tuser {s.frame.tuser:#x}, "
                + (f"expected {len(want.data)} bytes tuser {want.tuser:#x}; first differing "
                   f"byte {at}"
                   if want is not None else "expected nothing more"))
            j += 1
    if i != len(exp_reg) or j != len(exp_gen):
        ck.model_mismatches += abs(len(exp_reg) - i) + abs(len(exp_gen) - j)
        err(f"the model expects {len(exp_gen)} generated and {len(exp_reg)} regular frames, "
            f"the accelerator emitted {len(res.accel_out)}")
    # every output queue holds exactly the accelerator's frames addressed to it, in order
    for q in range(NPORTS):
        want = [s for s in res.accel_out if queue_selected(s.frame.dst_ports, q)]
        got = res.outputs[q]
        if len(got) != len(want):
            ck.port_mismatches += abs(len(got) - len(want))
            err(f"port {q}: {len(got)} frames out, the accelerator addressed {len(want)} to it")
        for k, (g, w) in enumerate(zip(got, want, strict=False)):
            if _frame_key(g.frame) != _frame_key(w.frame):
                ck.port_mismatches += 1
                err(f"port {q} frame {k}: differs from the accelerator's frame")
    # Query answers at the host port
    for s in res.outputs[HOST_PORT]:
        d = s.frame.data
        if len(d) >= wire.PAYLOAD_OFF and _VT.read(d, HDR_OFF) == wire.VT_CTRL:
            a = ControlHeader.unpack(d[HDR_OFF:])
            if a.action == Action.ACK and a.seq in stim.query_seqs:
                ck.counters[stim.query_seqs[a.seq].name] = a.result
    missing_q = [r.name for r in stim.query_seqs.values() if r.name not in ck.counters]
    if missing_q:
        err(f"no Query answer for {', '.join(missing_q[:8])}")
    bad = {k: v for k, v in ck.counters.items()
           if v and (k == "DROPS" or (k in Reg.__members__ and 1 <= Reg[k] <= 25))}
    if bad:
        err(f"drop counters not zero: {bad}")
    if ck.counters.get("AGG_TX", stim.n_segs) != stim.n_segs:
        err(f"AGG_TX = {ck.counters.get('AGG_TX')}, expected {stim.n_segs}")

    # (2) the independent fold in acceptance order vs every worker's reassembled tensor
    n, S = stim.n_elems, stim.n_segs
    ck.segments = S
    orders = np.full((S, stim.workers), -1, np.int64)
    for seg, ws in accepted.items():
        if 0 <= seg < S and len(ws) == stim.workers:
            orders[seg] = ws
    incomplete = int((orders < 0).any(axis=1).sum())
    if incomplete:
        err(f"{incomplete} segment(s) without {stim.workers} accepted contributions")
        orders[orders < 0] = 0
    pad = S * MAX_ELEMS - n
    G = torch.stack([torch.cat([g, torch.zeros(pad, dtype=torch.float32)]).view(S, MAX_ELEMS)
                     for g in grads])  # [N, S, 360]
    seg_idx = torch.arange(S)
    contrib = [G[torch.from_numpy(orders[:, k]), seg_idx] for k in range(stim.workers)]
    golden = _fold_batch(contrib).reshape(-1)[:n]
    gb = bits(golden)
    gnan = is_nan_bits(gb)
    ck.nan_golden = int(gnan.sum())
    port_tensors: dict[int, torch.Tensor] = {}
    for p in sorted(set(stim.ports)):
        r = Reassembler(n, JOB)
        for s in res.outputs[p]:
            h = _data_header(s.frame)
            if h is not None and h.flags & F_AGG and not h.flags & F_REPLAY:
                r.add_frame(s.frame.data)
        if not r.complete:
            err(f"port {p}: {len(r.missing())} of {S} aggregates missing "
                f"(first {r.missing()[:4]})")
        port_tensors[p] = r.result(fill=float("nan"))
    for w in range(stim.workers):
        t = bits(port_tensors[stim.ports[w]])
        tnan = is_nan_bits(t)
        both = gnan & tnan
        differ = ((gb != t) & ~both).sum()
        ck.elems_compared += n
        ck.mismatches += int(differ)
        ck.nan_payload_diff += int((both & (gb != t)).sum())
        if differ:
            idx = int(torch.nonzero((gb != t) & ~both)[0])
            err(f"worker {w} (port {stim.ports[w]}): {int(differ):,} of {n:,} elements differ "
                f"from the fold in acceptance order; first at element {idx} (segment "
                f"{idx // MAX_ELEMS}): got {int(t[idx]):#010x}, golden {int(gb[idx]):#010x}")

    # other summation orders: why the arrival order is the contract
    rev = _fold_batch(contrib[::-1]).reshape(-1)[:n]
    pair = _pairwise(list(contrib)).reshape(-1)[:n]
    byid = _fold_batch([G[w] for w in range(stim.workers)]).reshape(-1)[:n]
    for name, t in (("reverse arrival", rev), ("pairwise tree", pair), ("worker id", byid)):
        dif = bits(t) != gb
        ck.order_diffs[name] = int(dif.sum())
        ck.order_segments[name] = int(
            torch.cat([dif, torch.zeros(pad, dtype=torch.bool)]).view(S, MAX_ELEMS).any(1).sum())
    ck.arrival_not_worker_order = int(
        (orders != np.arange(stim.workers)[None, :]).any(axis=1).sum())

    # timing: per segment, H-th contribution in -> aggregate out (accelerator; member ports)
    agg_first: dict[int, int] = {}
    for s in res.accel_out:
        h = _data_header(s.frame)
        if h is not None and h.flags & F_AGG and h.seg not in agg_first:
            agg_first[h.seg] = s.first
            ck.agg_bytes += len(s.frame.data)
    port_first: dict[int, int] = {}
    for p in set(stim.ports):
        for s in res.outputs[p]:
            h = _data_header(s.frame)
            if h is not None and h.flags & F_AGG:
                port_first[h.seg] = max(port_first.get(h.seg, 0), s.first)
    for seg in range(S):
        if seg in agg_first and seg in last_in:
            ck.latency_accel.append(agg_first[seg] - last_in[seg])
            ck.residence.append(agg_first[seg] - first_in[seg])
            ck.seg_done.append(agg_first[seg])
        if seg in port_first and seg in last_in:
            ck.latency_port.append(port_first[seg] - last_in[seg])
    data_in = [t for t in res.inputs if t[0] < stim.workers and t[1] >= (2 if t[0] == 0 else 1)]
    if data_in and port_first:
        ck.first_data = min(t[3] for t in data_in)
        last_out = max(s.last for p in set(stim.ports) for s in res.outputs[p]
                       if (h := _data_header(s.frame)) is not None and h.flags & F_AGG)
        ck.span_cycles = last_out - ck.first_data + 1
    return ck
