"""`iswitch-switchd --backend rtl`: the switch's data plane is the Verilated spliced
NetFPGA datapath with the iSwitch accelerator (rtl/gen/spliced/nf_datapath_iswitch.v +
rtl/gen/iswitch_accel.v + the cores of rtl/switch/), stepped in real time.

`RtlBackend.exchange` puts the frames switchd received on the simulated 10G ports, clocks
the model until it is idle again and returns every frame that left it: every gradient sum
a worker gets back comes out of the Verilog. The model runs in a long-running C++ driver
(iswitch/switchd/rtl_driver.cpp) on a pipe (protocol: the Driver*/DRV_* records of iswitch.wire);
it is Verilated once and cached by `build_driver` (`iswitch.native.datapath`, the build
it shares with the report's harness).

Timing, per `exchange`: the frames are queued on their ports in the given order; each port
sends its frames at 10G line rate (as a real MAC would deliver them: the same
pacing as the report's harness), honouring tready; the run ends once every frame has been
sent and `quiet_cycles` cycles pass with no valid beat on any port or on the accelerator's
two links. The accelerator has no timers, so the time between exchanges (real time
spent in UDP and in the workers) needs no clock cycles: the idle model is simply not
clocked. A run that is not idle within its cycle bound raises `RtlWedgedError` naming
what is still busy; the backend is unusable afterwards.
"""

from __future__ import annotations

import re
import struct
import subprocess
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path

from golden.accel_model import FULL_KEEP
from iswitch import wire
from iswitch.hw.toolenv import verilator_env
from iswitch.native import datapath
from iswitch.native.datapath import ACCEL_V, LINE_BITS, WIRE_OVERHEAD, line_slot
from iswitch.switchd.backend import PORTS
from iswitch.wire import (
    BEAT_BYTES,
    DRV_FRAME,
    DRV_REC_HDR,
    DRV_REG_ADDR,
    DRV_REGS,
    DRV_RUN,
    DRV_RUN_END,
    TUSER_LEN,
    AccelParams,
    DriverOp,
    DriverProbe,
    DriverRec,
    DriverRunStatus,
    make_tuser,
    nf_bit,
)

_OP = struct.Struct("<I")  # the request code word before each request's record
_REG_VALUE = struct.Struct("<I")

DRIVER_CPP = Path(__file__).with_name("rtl_driver.cpp")
#: quiet cycles that end a run: the longest silence inside the datapath while it still
#: holds work is the aggregation latency (about 60 cycles from a segment's last
#: contribution to its aggregate, docs/accel.md section 6) or a sweep over the 2K buffer
#: entries; 256 is four times the first
QUIET_CYCLES = 256
#: cycle bound of a run: this many cycles plus `BOUND_FACTOR` x the line-rate time of its
#: frames on one port
BOUND_BASE = 100_000
BOUND_FACTOR = 4
NPORTS = wire.NUM_STREAMS  #: AXI-Stream ports of the datapath: nf0..nf3, host
ALL_READY = (1 << NPORTS) - 1  #: m_axis tready of every stream (nf0..nf3, host)
MAX_LEN = TUSER_LEN.mask  #: TUSER [15:0]


class RtlError(RuntimeError):
    """The RTL driver failed (build, crash, protocol)."""


class RtlWedgedError(RtlError):
    """The model did not become idle within a run's cycle bound."""


def build_driver(jobs: int = 2) -> Path:
    """The driver executable, Verilated and compiled once (locked, cached by a hash of every
    source under <build root>/switchd_rtl-<hash>/, `iswitch.util.build`)."""
    return datapath.build(DRIVER_CPP, "switchd_rtl", jobs=jobs)


def rtl_params(path: Path = ACCEL_V) -> dict[str, int]:
    """The accelerator's parameters as its generated Verilog states them (localparams)."""
    decl = r"localparam\s+(?:\[\d+:0\]\s+)?(\w+)\s*=\s*(?:\d+'h([0-9a-fA-F]+)|(\d+))\s*;"
    return {m.group(1): int(m.group(2), 16) if m.group(2) else int(m.group(3))
            for m in re.finditer(decl, path.read_text())}


def check_config(config: AccelParams, path: Path = ACCEL_V) -> None:
    """ValueError naming the first parameter of `config` the RTL was not generated with (the
    fields of `AccelParams` are the Verilog parameter names)."""
    have = rtl_params(path)
    for f in fields(AccelParams):
        name = f.name
        want = getattr(config, name)
        if name not in have:
            raise ValueError(f"{path.name} states no localparam {name}")
        if have[name] != want:
            fmt = "#x" if name in ("SWITCH_MAC", "SWITCH_IP") else "d"
            raise ValueError(f"the RTL backend runs {path.name} as generated, with {name} = "
                             f"{have[name]:{fmt}}; the configuration asks for {want:{fmt}} "
                             "(regenerate the RTL with that parameter: python -m "
                             "myhdl_src.convert --help)")


def _bytes_of(keep: Sequence[int], raw: bytes) -> bytes:
    """The kept bytes of a captured frame (what a MAC would put on the wire)."""
    last = keep[-1]
    if last & (last + 1) == 0 and all(k == FULL_KEEP for k in keep[:-1]):  # canonical
        return raw[:BEAT_BYTES * (len(keep) - 1) + last.bit_count()]
    return bytes(raw[BEAT_BYTES * i + j] for i, k in enumerate(keep) for j in range(BEAT_BYTES)
                 if k >> j & 1)


@dataclass
class RunStats:
    """Totals over the backend's runs."""

    runs: int = 0
    cycles: int = 0  #: cycles clocked in runs
    sim_seconds: float = 0.0  #: wall time inside the driver's run loop
    frames_in: int = 0
    frames_out: int = 0


@dataclass
class RtlBackend:
    """The `Backend` of iswitch.switchd.backend on the RTL (see the module docstring).

    `config`: the accelerator's parameters (default `AccelParams()`); they must be those
    rtl/gen/iswitch_accel.v was generated with (`check_config`), ValueError otherwise.
    `exe`: a driver built elsewhere (default: `build_driver()`). `out_ready`: the output
    ports whose tready is high (bit q: m_axis_q; default all: switchd takes every frame at
    once); a test holds some low to wedge the model.
    """

    config: AccelParams | None = None
    quiet_cycles: int = QUIET_CYCLES
    exe: Path | None = None
    out_ready: int = ALL_READY
    name: str = field(default="rtl", init=False)
    stats: RunStats = field(default_factory=RunStats, init=False)
    host_frames: int = field(default=0, init=False)  #: frames out of the host stream
    _arrivals: list[bytes] = field(default_factory=list, init=False, repr=False)
    _broken: str | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self.config = self.config or AccelParams()
        datapath.sources()  # ToolError, one line, where there is no RTL (an installed package)
        check_config(self.config)
        if self.exe is None:
            self.exe = build_driver()
        self._stderr = tempfile.TemporaryFile()
        args = [str(self.exe), "--line-bits", str(LINE_BITS), "--overhead", str(WIRE_OVERHEAD)]
        self._proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=self._stderr, env=verilator_env())

    # ------------------------------------------------------------ pipe

    def _stderr_tail(self) -> str:
        self._stderr.seek(0)
        return self._stderr.read()[-2000:].decode(errors="replace").strip()

    def _fail(self, what: str) -> RtlError:
        self._broken = what
        rc = self._proc.poll()
        tail = self._stderr_tail()
        return RtlError(f"RTL driver {what}" + (f" (exit {rc})" if rc is not None else "")
                        + (f": {tail}" if tail else ""))

    def _send(self, data: bytes) -> None:
        if self._broken:
            raise RtlError(f"RTL backend unusable: {self._broken}")
        assert self._proc.stdin is not None
        try:
            self._proc.stdin.write(data)
            self._proc.stdin.flush()
        except OSError:  # BrokenPipeError: nobody reads the pipe any more
            raise self._fail("died") from None

    def _recv(self, n: int) -> bytes:
        assert self._proc.stdout is not None
        b = self._proc.stdout.read(n) if n else b""
        if len(b) != n:
            raise self._fail("closed its output")
        return b

    # ------------------------------------------------------------ Backend

    def exchange(self, frames: Sequence[tuple[int, bytes]]) -> list[tuple[int, bytes]]:
        """Put `frames` (ingress port 0..3, Ethernet frame without FCS) into the switch in
        this order, run until it is idle and return every frame that left it on ports 0..3
        (egress port, bytes) in the order their last beats left (a frame sent to several
        ports appears once per port). Frames out of the host stream (m_axis_4: no sender of
        switchd is there) are only counted, in `host_frames`, as the model backend does."""
        req = []
        slots = 0
        for port, data in frames:
            if not (isinstance(port, int) and 0 <= port < PORTS):
                raise ValueError(f"ingress port must be 0..{PORTS - 1}, got {port!r}")
            if not 1 <= len(data) <= MAX_LEN:
                raise ValueError(f"frame of {len(data)} bytes: must be 1..{MAX_LEN}")
            t = make_tuser(len(data), nf_bit(port))
            words = tuple(t >> (32 * i) & 0xFFFF_FFFF for i in range(wire.USER_W // 32))
            req += [_OP.pack(DriverOp.FRAME), DRV_FRAME.pack(port=port, len=len(data),
                                                             tuser=words), bytes(data)]
            slots += line_slot(len(data))
        bound = BOUND_BASE + BOUND_FACTOR * slots
        req += [_OP.pack(DriverOp.RUN), DRV_RUN.pack(max_cycles=bound, quiet=self.quiet_cycles,
                                                     out_ready=self.out_ready)]
        self._send(b"".join(req))
        end = DRV_RUN_END.unpack_from(self._recv(DRV_RUN_END.size))
        self.stats.runs += 1
        self.stats.cycles += end["ran"]
        self.stats.sim_seconds += end["sim_ns"] / 1e9
        self.stats.frames_in += len(frames)
        out = []
        for kind, port, data in self._records(end):
            if kind == DriverRec.ACC_IN:
                self._arrivals.append(data)
            elif port < PORTS:
                out.append((port, data))
            else:
                self.host_frames += 1
        self.stats.frames_out += len(out)
        if end["status"] != DriverRunStatus.IDLE:
            self._broken = "wedged"
            raise RtlWedgedError(self._wedged_message(end, bound))
        return out

    def arrivals(self) -> list[bytes]:
        """The frames that entered the accelerator since the last call, in its arrival
        order (the probe on nf_datapath's m_axis_opl link)."""
        out, self._arrivals = self._arrivals, []
        return out

    def close(self) -> None:
        """Stop the driver (idempotent)."""
        if self._proc.poll() is None:
            try:
                self._proc.stdin.write(_OP.pack(DriverOp.QUIT))  # type: ignore[union-attr]
                self._proc.stdin.flush()  # type: ignore[union-attr]
            except OSError:
                pass
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
        for f in (self._proc.stdin, self._proc.stdout, self._stderr):
            if f is not None:
                try:
                    f.close()
                except OSError:  # (stdin: the flush of a pipe nobody reads)
                    pass
        self._broken = self._broken or "closed"

    def __enter__(self) -> RtlBackend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ beyond the contract

    def switch_counters(self) -> dict[str, int]:
        """The reference switch cores' AXI-Lite counters ('OQ PKT_IN'-style names of
        `wire.axil_name`)."""
        addrs = [(s.index, r.offset) for s in wire.AXIL_SLAVES for r in s.counters()]
        self._send(b"".join([_OP.pack(DriverOp.REGS), DRV_REGS.pack(n=len(addrs)),
                             *(DRV_REG_ADDR.pack(slave=s, addr=a) for s, a in addrs)]))
        raw = self._recv(_REG_VALUE.size * len(addrs))
        return {wire.axil_name(*a): v[0]
                for a, v in zip(addrs, _REG_VALUE.iter_unpack(raw), strict=True)}

    def _records(self, end: dict) -> Iterator[tuple[DriverRec, int, bytes]]:
        """The run's records: (kind, port, frame bytes)."""
        buf = self._recv(end["n_bytes"])
        off = 0
        for _ in range(end["n_records"]):
            h = DRV_REC_HDR.unpack_from(buf, off)
            nb = h["nbeats"]
            off += DRV_REC_HDR.size
            keep = struct.unpack_from(f"<{nb}I", buf, off)
            off += 4 * nb
            yield DriverRec(h["kind"]), h["port"], _bytes_of(keep, buf[off:off + BEAT_BYTES * nb])
            off += BEAT_BYTES * nb

    @staticmethod
    def _wedged_message(end: dict, bound: int) -> str:
        def ports(mask: int) -> str:
            return ",".join(str(p) for p in range(NPORTS) if mask >> p & 1) or "none"

        links = [n for b, n in ((DriverProbe.ACC_IN, "accelerator input"),
                                (DriverProbe.ACC_OUT, "accelerator output"))
                 if end["probe_valid"] & b]
        return (f"RTL model not idle after {end['ran']:,} cycles (bound {bound:,}; cycle "
                f"{end['cycle']:,}): input ports with frames left: {ports(end['pending_in'])}; "
                f"output ports holding a frame: {ports(end['out_valid'])}; valid inside: "
                f"{', '.join(links) or 'none'}")
