"""cocotb testbench pieces for `iswitch_accel` (rtl/gen/iswitch_accel.v).

`TB` drives `s_axis` with a cocotbext-axi AxiStreamSource and collects `m_axis` with an
AxiStreamSink; every input frame also goes through the golden model
(`golden.accel_model.AccelModel`), and `TB.check` compares what came out with what the model
says, bit for bit: the regular stream and the generated stream separately, each in order
(their interleaving on `m_axis` is not specified, docs/accel.md section 4.6).

`Monitor` numbers the clock edges and records the handshakes, for exact cycle counts.

Used by tb/iswitch_accel/test_iswitch_accel.py and scripts/bench_accel.py.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable, Iterator, Sequence

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge, Timer
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource

from golden.accel_model import AccelModel, AxisFrame, OutFrame, split_outputs
from iswitch.sim import scenarios as sc
from iswitch.wire import (
    DATA_FIELDS,
    ETH_FIELDS,
    MAGIC,
    PAYLOAD_OFF,
    TUSER_SRC,
    AccelParams,
    vt_type,
)
from iswitch.wire.proto import (
    HDR_OFF,
    SWITCH_MAC,
    TYPE_CTRL,
    ControlHeader,
    DataHeader,
)

CLK_NS = 5  # 200 MHz
BEAT = 32
TUSER_MASK = (1 << 128) - 1


def bursty(rng: random.Random, p: float) -> Iterator[bool]:
    """Pause generator: pause (True) with probability `p` each cycle."""
    while True:
        yield rng.random() < p


def to_axis(f: AxisFrame) -> AxiStreamFrame:
    """An AxisFrame as a cocotbext-axi frame: exact per-byte tkeep for frames with holes,
    TUSER on the first beat only (NetFPGA convention; later beats carry 0)."""
    n = len(f.data)
    tuser = [f.tuser] * min(BEAT, n) + [0] * max(0, n - BEAT)
    if f.tkeep is None:
        return AxiStreamFrame(bytes(f.data), tuser=tuser)
    keep = [(m >> i) & 1 for m in f.tkeep for i in range(BEAT)]
    return AxiStreamFrame(bytes(f.data), tkeep=keep, tuser=tuser)


def beats_of(fr: AxiStreamFrame) -> tuple[list[tuple[int, int]], int]:
    """A received (uncompacted) frame as per-beat (tdata, tkeep) and the first beat's TUSER."""
    data = bytes(fr.tdata)
    keep = list(fr.tkeep)
    beats = []
    for i in range(0, len(data), BEAT):
        k = 0
        for j, bit in enumerate(keep[i:i + BEAT]):
            k |= (bit & 1) << j
        beats.append((int.from_bytes(data[i:i + BEAT], "little"), k))
    tu = fr.tuser
    first = tu[0] if isinstance(tu, list) else int(tu)
    return beats, first & TUSER_MASK


def kept_bytes(beats: Sequence[tuple[int, int]]) -> bytes:
    """The kept bytes of a frame given per beat."""
    out = bytearray()
    for d, k in beats:
        b = d.to_bytes(BEAT, "little")
        out += bytes(b[j] for j in range(BEAT) if k >> j & 1)
    return bytes(out)


def describe(data: bytes) -> str:
    """A one-line summary of a frame for assertion messages."""
    if len(data) < PAYLOAD_OFF:
        return f"{len(data)} bytes"
    h = data[HDR_OFF:PAYLOAD_OFF]
    if DATA_FIELDS["magic"].read(h) != MAGIC:
        return f"{len(data)} bytes, not iSwitch"
    if vt_type(DATA_FIELDS["vt"].read(h)) == TYPE_CTRL:
        c = ControlHeader.unpack(h)
        return (f"{len(data)} B ctrl job={c.job:#x} seq={c.seq:#x} worker={c.worker} "
                f"action={c.action} status={c.status} value={c.value:#x} "
                f"result={c.result:#x} acked={c.acked}")
    d = DataHeader.unpack(h)
    return (f"{len(data)} B data job={d.job:#x} seg={d.seg} worker={d.worker:#x} "
            f"count={d.count} nsum={d.nsum} flags={d.flags:#x} contrib={d.contrib:#x} h={d.h}")


def compare_frame(label: str, got: tuple[list[tuple[int, int]], int], want: AxisFrame) -> None:
    """Bit-for-bit comparison of one frame: beats, tkeep, kept bytes, first-beat TUSER."""
    gbeats, gtuser = got
    wbeats = want.beats()
    gdata, wdata = kept_bytes(gbeats), kept_bytes(wbeats)
    ctx = f"{label}\n  got  {describe(gdata)}\n  want {describe(wdata)}"
    assert len(gbeats) == len(wbeats), f"{ctx}\n  beats {len(gbeats)} != {len(wbeats)}"
    for i, ((_, gk), (_, wk)) in enumerate(zip(gbeats, wbeats, strict=True)):
        assert gk == wk, f"{ctx}\n  beat {i}: tkeep {gk:#010x} != {wk:#010x}"
    if gdata != wdata:
        j = next(i for i in range(len(wdata)) if gdata[i] != wdata[i])
        raise AssertionError(
            f"{ctx}\n  first differing byte {j} (beat {j // BEAT}): got {gdata[j]:#04x} "
            f"want {wdata[j]:#04x}\n  got  {gdata[j & ~3:(j & ~3) + 16].hex()}"
            f"\n  want {wdata[j & ~3:(j & ~3) + 16].hex()}")
    assert gtuser == want.tuser, f"{ctx}\n  tuser {gtuser:#x} != {want.tuser:#x}"


def is_generated(got: tuple[list[tuple[int, int]], int]) -> bool:
    """Frames the block makes have source MAC SWITCH_MAC and no TUSER source bits; the
    testbenches never send regular traffic with that source MAC."""
    beats, tuser = got
    b0 = beats[0][0].to_bytes(BEAT, "little")
    return ETH_FIELDS["src_mac"].read_bytes(b0) == SWITCH_MAC and TUSER_SRC.get(tuser) == 0


class TB:
    """Clock, reset, cocotbext-axi source/sink, golden model and comparison."""

    def __init__(self, dut, cfg: AccelParams | None = None) -> None:
        self.dut = dut
        self.log = dut._log
        self.cfg = cfg or AccelParams()
        cocotb.start_soon(Clock(dut.axis_aclk, CLK_NS, unit="ns").start())
        for prefix in ("s_axis", "m_axis"):  # cocotbext-axi's banners and per-frame INFO
            logging.getLogger(f"cocotb.{dut._name}.{prefix}").setLevel(logging.WARNING)
        self.source = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.axis_aclk,
                                      dut.axis_resetn, reset_active_level=False)
        self.sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.axis_aclk,
                                  dut.axis_resetn, reset_active_level=False)
        self.model = AccelModel(self.cfg)
        self.exact_traffic = False
        self.want: list[OutFrame] = []
        self.got: list[tuple[list[tuple[int, int]], int]] = []
        self.cycle = 0
        self.beats_in = 0
        cocotb.start_soon(self._count())

    async def _count(self) -> None:
        clk, v, r = self.dut.axis_aclk, self.dut.s_axis_tvalid, self.dut.s_axis_tready
        while True:
            await RisingEdge(clk)
            self.cycle += 1
            if int(v.value) and int(r.value):
                self.beats_in += 1

    async def reset(self) -> None:
        """Synchronous active-low reset (also in the middle of traffic: frames not yet sent
        are dropped, frames received so far forgotten); a fresh model; nothing expected."""
        src_log = self.source.log
        level = src_log.level
        src_log.setLevel(logging.ERROR)  # "Flushed transmit frame during reset": intended
        self.dut.axis_resetn.value = 0
        self.source.clear()
        await ClockCycles(self.dut.axis_aclk, 8)
        src_log.setLevel(level)
        while not self.sink.empty():
            self.sink.recv_nowait()
        self.dut.axis_resetn.value = 1
        await ClockCycles(self.dut.axis_aclk, 2)
        self.model = AccelModel(self.cfg)
        self.want, self.got = [], []

    def set_idle(self, rng: random.Random | None, p: float = 0.0) -> None:
        """Random tvalid gaps on s_axis (p = probability of an idle cycle); None: none."""
        if rng is None or p <= 0:
            # clear_pause_generator() stops the generator but leaves `pause` as it was:
            # stopped while paused, the source would never send again
            self.source.clear_pause_generator()
            self.source.pause = False
        else:
            self.source.set_pause_generator(bursty(rng, p))

    def set_backpressure(self, rng: random.Random | None, p: float = 0.0) -> None:
        """Random tready low on m_axis (probability p per cycle); None: always ready."""
        if rng is None or p <= 0:
            self.sink.clear_pause_generator()  # and un-pause, as in set_idle
            self.sink.pause = False
        else:
            self.sink.set_pause_generator(bursty(rng, p))

    async def send(self, frames: Iterable[AxisFrame]) -> list[OutFrame]:
        """Queue the frames on s_axis (returns at once) and what the model expects of them
        (`exact_traffic`: the frames of an exact job, `scenarios.as_exact`)."""
        if self.exact_traffic:
            frames = sc.as_exact(frames)
        outs: list[OutFrame] = []
        for f in frames:
            o = self.model.push(f)
            outs += o
            await self.source.send(to_axis(f))
        self.want += outs
        return outs

    async def _drain(self) -> None:
        while not self.sink.empty():
            self.got.append(beats_of(self.sink.recv_nowait(compact=False)))

    async def check(self, timeout_cycles: int | None = None, quiet: int = 100) -> None:
        """Wait for every expected output (and the input to drain), then `quiet` more
        cycles; compare both streams in order, bit for bit; forget them."""
        budget = timeout_cycles or (20_000 + 4 * sum(len(o.frame.beats()) for o in self.want))
        start = self.cycle
        while True:
            await self._drain()
            if len(self.got) >= len(self.want) and self.source.empty() and \
                    not self.source.active:
                break
            if self.cycle - start > budget:
                break
            await ClockCycles(self.dut.axis_aclk, 16)
        await ClockCycles(self.dut.axis_aclk, quiet)
        await self._drain()
        want_reg, want_gen = split_outputs(self.want)
        got_reg = [g for g in self.got if not is_generated(g)]
        got_gen = [g for g in self.got if is_generated(g)]
        for k, (g, w) in enumerate(zip(got_reg, want_reg, strict=False)):
            compare_frame(f"regular frame {k}", g, w)
        for k, (g, w) in enumerate(zip(got_gen, want_gen, strict=False)):
            compare_frame(f"generated frame {k}", g, w)
        msg = (f"frames out: regular {len(got_reg)} (expected {len(want_reg)}), generated "
               f"{len(got_gen)} (expected {len(want_gen)}) after {self.cycle - start} cycles; "
               f"input queue empty: {self.source.empty()}")
        if len(got_gen) < len(want_gen):
            msg += "\n  first missing: " + describe(want_gen[len(got_gen)].data)
        if len(got_gen) > len(want_gen):
            msg += "\n  first extra: " + describe(kept_bytes(got_gen[len(want_gen)][0]))
        assert len(got_reg) == len(want_reg) and len(got_gen) == len(want_gen), msg
        self.want, self.got = [], []

    async def run(self, frames: Iterable[AxisFrame], **kw: int) -> list[OutFrame]:
        """send + check."""
        outs = await self.send(frames)
        await self.check(**kw)
        return outs

    async def wait_quiet(self, cycles: int = 50) -> None:
        await Timer(cycles * CLK_NS, unit="ns")


class Monitor:
    """Edge-numbered records of the beats accepted on s_axis and sent on m_axis."""

    def __init__(self, dut) -> None:
        self.dut = dut
        self.edge = 0
        self.ins: list[tuple[int, bool, bool]] = []  # (edge, first, last)
        self.outs: list[tuple[int, bool, bool]] = []
        self.in_stall = 0  # edges with s_axis_tvalid high and tready low
        self.stall_beat: dict[int, int] = {}  # beat index within its frame -> stalled edges
        cocotb.start_soon(self._run())

    async def _run(self) -> None:
        d = self.dut
        in_first = out_first = True
        idx = 0
        while True:
            await RisingEdge(d.axis_aclk)
            self.edge += 1
            sv, sr = int(d.s_axis_tvalid.value), int(d.s_axis_tready.value)
            if sv and sr:
                last = bool(int(d.s_axis_tlast.value))
                self.ins.append((self.edge, in_first, last))
                in_first = last
                idx = 0 if last else idx + 1
            elif sv:
                self.in_stall += 1
                self.stall_beat[idx] = self.stall_beat.get(idx, 0) + 1
            if int(d.m_axis_tvalid.value) and int(d.m_axis_tready.value):
                last = bool(int(d.m_axis_tlast.value))
                self.outs.append((self.edge, out_first, last))
                out_first = last

    def clear(self) -> None:
        self.ins, self.outs, self.in_stall, self.stall_beat = [], [], 0, {}
