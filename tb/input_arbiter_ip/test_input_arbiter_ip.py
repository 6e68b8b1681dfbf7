"""cocotb tests of input_arbiter_ip alone: round-robin order, no interleaving, FIFO depth.

Expected orders come from golden/switch_model.py (round_robin).
"""

from __future__ import annotations

import logging
import os
import random
from pathlib import Path

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge, with_timeout
from cocotbext.axi import (
    AxiLiteBus,
    AxiLiteMaster,
    AxiStreamBus,
    AxiStreamFrame,
    AxiStreamSink,
    AxiStreamSource,
)

from golden import switch_model as sm
from iswitch.hw.cocotb_run import run_cocotb
from iswitch.wire import IA_REGS

CLK_NS = 5
IA_PKT_OUT, IA_PKT_IN = IA_REGS.offset("PKT_OUT"), IA_REGS.offset("PKT_IN_0")  # iswitch.wire
FIFO_BEATS = 64  # 2 kB per input


class TB:
    def __init__(self, dut):
        self.dut = dut
        for prefix in [*(f"s_axis_{i}" for i in range(5)), "m_axis", "S_AXI"]:
            logging.getLogger(f"cocotb.{dut._name}.{prefix}").setLevel(logging.WARNING)
        cocotb.start_soon(Clock(dut.axis_aclk, CLK_NS, unit="ns").start())
        cocotb.start_soon(Clock(dut.S_AXI_ACLK, CLK_NS, unit="ns").start())
        self.src = [
            AxiStreamSource(
                AxiStreamBus.from_prefix(dut, f"s_axis_{i}"),
                dut.axis_aclk,
                dut.axis_resetn,
                reset_active_level=False,
            )
            for i in range(5)
        ]
        self.sink = AxiStreamSink(
            AxiStreamBus.from_prefix(dut, "m_axis"),
            dut.axis_aclk,
            dut.axis_resetn,
            reset_active_level=False,
        )
        self.axil = AxiLiteMaster(
            AxiLiteBus.from_prefix(dut, "S_AXI"),
            dut.S_AXI_ACLK,
            dut.S_AXI_ARESETN,
            reset_active_level=False,
        )
        self.pkt_fwd = 0
        cocotb.start_soon(self.count_pkt_fwd())

    async def count_pkt_fwd(self):
        while True:
            await RisingEdge(self.dut.axis_aclk)
            if self.dut.axis_resetn.value and self.dut.pkt_fwd.value:
                self.pkt_fwd += 1

    async def reset(self):
        self.dut.axis_resetn.value = 0
        self.dut.S_AXI_ARESETN.value = 0
        await ClockCycles(self.dut.axis_aclk, 8)
        self.dut.axis_resetn.value = 1
        self.dut.S_AXI_ARESETN.value = 1
        await ClockCycles(self.dut.axis_aclk, 4)

    async def recv(self):
        frame = await with_timeout(self.sink.recv(), 8000 * CLK_NS, "ns")
        tuser = frame.tuser if isinstance(frame.tuser, int) else frame.tuser[0]
        return bytes(frame.tdata), tuser


def packet(stream: int, k: int, length: int) -> tuple[bytes, int]:
    """A packet tagged with its input and sequence number, and its TUSER."""
    data = bytes([stream, k & 0xFF]) + bytes(
        (stream * 37 + k + j) & 0xFF for j in range(length - 2)
    )
    return data, sm.make_tuser(length, 1 << (2 * stream) if stream < 4 else 0x02, 0, k)


@cocotb.test()
async def test_round_robin(dut):
    """Inputs holding packets from the start are served one packet each, in turn."""
    tb = TB(dut)
    await tb.reset()
    counts = [4, 1, 0, 2, 3]
    sent = {}
    for stream, n in enumerate(counts):
        for k in range(n):
            data, tuser = packet(stream, k, 128)
            sent[(stream, k)] = (data, tuser)
            await tb.src[stream].send(AxiStreamFrame(data, tuser=tuser))
    order = []
    for _ in range(sum(counts)):
        data, tuser = await tb.recv()
        stream, k = data[0], data[1]
        assert (data, tuser) == sent[(stream, k)], f"packet {stream}/{k} corrupted"
        order.append(stream)
    assert order == sm.round_robin(counts), f"order {order} expected {sm.round_robin(counts)}"
    assert await tb.axil.read_dword(IA_PKT_OUT) == sum(counts)
    for stream, n in enumerate(counts):
        assert await tb.axil.read_dword(IA_PKT_IN + 4 * stream) == n
    assert tb.pkt_fwd == sum(counts)


@cocotb.test()
async def test_gaps_and_backpressure(dut):
    """Random tvalid gaps on all inputs and random tready: whole packets, per-input order."""
    tb = TB(dut)
    seed = int(os.environ.get("SWITCH_SEED", 606))
    dut._log.info("seed = %d (set SWITCH_SEED to override)", seed)
    rng = random.Random(seed)
    await tb.reset()
    for src in tb.src:
        src.set_pause_generator(iter(lambda: rng.random() < 0.3, None))
    tb.sink.set_pause_generator(iter(lambda: rng.random() < 0.3, None))
    sent = {s: [] for s in range(5)}
    for stream in range(5):
        for k in range(8):
            data, tuser = packet(stream, k, rng.choice([1, 31, 32, 33, 60, 200, 700]) + 2)
            sent[stream].append((data, tuser))
            await tb.src[stream].send(AxiStreamFrame(data, tuser=tuser))
    got = {s: [] for s in range(5)}
    for _ in range(40):
        data, tuser = await tb.recv()
        got[data[0]].append((data, tuser))
    for stream in range(5):
        assert got[stream] == sent[stream], f"input {stream}: packets differ or reordered"
    await ClockCycles(dut.axis_aclk, 32)
    assert tb.sink.empty()


@cocotb.test()
async def test_fifo_depth(dut):
    """With the output stopped, an input takes at least 2 kB, then deasserts tready."""
    tb = TB(dut)
    await tb.reset()
    tb.sink.pause = True
    accepted = 0

    async def count():
        nonlocal accepted
        while True:
            await RisingEdge(dut.axis_aclk)
            if dut.s_axis_0_tvalid.value and dut.s_axis_0_tready.value:
                accepted += 1

    counter = cocotb.start_soon(count())
    frames = [packet(0, k, 1514) for k in range(3)]
    for data, tuser in frames:
        await tb.src[0].send(AxiStreamFrame(data, tuser=tuser))
    await ClockCycles(dut.axis_aclk, 300)
    assert accepted >= FIFO_BEATS, f"only {accepted} beats buffered"
    assert accepted < 3 * sm.beats(1514)
    assert not dut.s_axis_0_tready.value
    tb.sink.pause = False
    for data, tuser in frames:
        assert await tb.recv() == (data, tuser)
    counter.cancel()


# ---------------------------------------------------------------------------
# pytest entry point

ROOT = Path(__file__).resolve().parents[2]
SWITCH = ROOT / "rtl" / "switch"


@pytest.mark.parametrize("simulator", ["icarus", "verilator"])
def test_input_arbiter_ip(simulator):
    run_cocotb(
        simulator,
        toplevel="input_arbiter_ip",
        sources=[SWITCH / "input_arbiter_ip.v", SWITCH / "nf_fifo.v", SWITCH / "nf_axil_regs.v"],
        test_module="test_input_arbiter_ip",
        test_dir=Path(__file__).parent,
        name="input_arbiter_ip",
        build_args=["-Wall"] if simulator == "verilator" else [],
    )
