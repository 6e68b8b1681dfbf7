"""One all-reduce through the spliced switch RTL on the compiled Verilator harness.

What the report (iswitch/report/) and tests/test_report_flow.py (on random gradients) run:

* `build_harness`: the Verilated switch datapath (`iswitch.native.datapath`: the spliced
  `nf_datapath` + the switch cores + rtl/gen/iswitch_accel.v) around the C++ harness of
  tb/nf_datapath/compiled/, built once into <build root>/nf_datapath-<hash>/
  (iswitch/util/build.py);
* the run's traffic, a `Stimulus`, comes from iswitch/sim/schedules.py (`build_stimulus`),
  in the vocabulary of iswitch/sim/stimulus.py;
* `run_harness` / `parse_result`: run it, read back every frame seen on the output ports
  and on the accelerator's two links, with cycles, the frames the endpoints made and
  their events (tb/nf_datapath/compiled/endpoint.h);
* `queue_selected` / `data_header` / `control_header`: which output queue takes a frame,
  and its iSwitch header;
* a fabric (several switches linked port to port, iswitch/sim/fabric.py builds its
  stimulus): `run_fabric` / `parse_fabric` give one `SimResult` per switch.

The checks of a run against the golden models are in iswitch/sim/check.py.
"""

from __future__ import annotations

import struct
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from golden.accel_model import AxisFrame, make_tuser
from iswitch import wire
from iswitch.hw.toolenv import verilator_env
from iswitch.native import datapath
from iswitch.native.datapath import PORT_GBPS
from iswitch.sim.stimulus import NPORTS, Stimulus, port_bit
from iswitch.util.build import ToolError
from iswitch.wire.proto import HDR_OFF, ControlHeader, DataHeader

REPO = Path(__file__).resolve().parents[2]
TB_DIR = REPO / "tb" / "nf_datapath" / "compiled"
HARNESS_CPP = TB_DIR / "harness.cpp"
ENDPOINT_H = TB_DIR / "endpoint.h"  # the endpoints: worker protocol recovery, link faults
WORKER_H = datapath.HERE / "worker.h"  # the worker protocol state machine it runs on

CLOCK_HZ = wire.AXIS_CLOCK_HZ
CYCLE_S = 1 / CLOCK_HZ
BUS_GBPS = wire.DATA_W * CLOCK_HZ / 1e9  # 51.2
OFFERED_GBPS = wire.NUM_NF_PORTS * PORT_GBPS  # 40: every 10G port at line rate


# ---------------------------------------------------------------- sources and build


def build_harness(jobs: int = 2) -> Path:
    """The Verilated switch datapath around the batch harness (`iswitch.native.datapath`),
    built on first use into <build root>/nf_datapath-<key>/; the key covers endpoint.h and
    the worker state machine it runs on (iswitch/native/worker.h) too. rtl/gen's
    accelerator: both arithmetic modes, each job in the one it joined in."""
    return datapath.build(HARNESS_CPP, "nf_datapath", headers=[ENDPOINT_H, WORKER_H], jobs=jobs,
                          accel=datapath.ACCEL_V)


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

