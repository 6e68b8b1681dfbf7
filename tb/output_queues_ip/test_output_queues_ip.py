"""cocotb tests of output_queues_ip alone: destination bits the lookup never produces.

Multicast to any set of ports (several host bits -> queue 4 once), packets with no
destination, length fields that understate the packet (rolled back per queue), and
the statistics outputs.  Expected values come from golden/switch_model.py.
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
from iswitch.wire import OQ_REGS

CLK_NS = 5
OQ_STORED, OQ_REMOVED, OQ_DROPPED, OQ_PKT_IN, OQ_PKT_DROP = (  # iswitch.wire's map
    OQ_REGS.offset(n) for n in ("STORED_0", "REMOVED_0", "DROPPED_0", "PKT_IN", "PKT_DROP"))


class TB:
    def __init__(self, dut):
        self.dut = dut
        for prefix in ["s_axis", *(f"m_axis_{i}" for i in range(5)), "S_AXI"]:
            logging.getLogger(f"cocotb.{dut._name}.{prefix}").setLevel(logging.WARNING)
        cocotb.start_soon(Clock(dut.axis_aclk, CLK_NS, unit="ns").start())
        cocotb.start_soon(Clock(dut.S_AXI_ACLK, CLK_NS, unit="ns").start())
        self.src = AxiStreamSource(
            AxiStreamBus.from_prefix(dut, "s_axis"),
            dut.axis_aclk,
            dut.axis_resetn,
            reset_active_level=False,
        )
        self.sink = [
            AxiStreamSink(
                AxiStreamBus.from_prefix(dut, f"m_axis_{i}"),
                dut.axis_aclk,
                dut.axis_resetn,
                reset_active_level=False,
            )
            for i in range(5)
        ]
        self.axil = AxiLiteMaster(
            AxiLiteBus.from_prefix(dut, "S_AXI"),
            dut.S_AXI_ACLK,
            dut.S_AXI_ARESETN,
            reset_active_level=False,
        )
        self.model = sm.OutputQueues()
        self.stats = {
            "stored": [0] * 5,
            "stored_bytes": 0,
            "removed": [0] * 5,
            "removed_bytes": [0] * 5,
            "dropped": [0] * 5,
            "dropped_bytes": 0,
        }
        cocotb.start_soon(self.watch_stats())

    async def watch_stats(self):
        d = self.dut
        while True:
            await RisingEdge(d.axis_aclk)
            if not d.axis_resetn.value:
                continue
            stored, dropped = int(d.pkt_stored.value), int(d.pkt_dropped.value)
            for q in range(5):
                self.stats["stored"][q] += stored >> q & 1
                self.stats["dropped"][q] += dropped >> q & 1
                if int(getattr(d, f"pkt_removed_{q}").value):
                    self.stats["removed"][q] += 1
                    self.stats["removed_bytes"][q] += int(getattr(d, f"bytes_removed_{q}").value)
            if stored:
                self.stats["stored_bytes"] += int(d.bytes_stored.value)
            if dropped:
                self.stats["dropped_bytes"] += int(d.bytes_dropped.value)

    async def reset(self):
        self.dut.axis_resetn.value = 0
        self.dut.S_AXI_ARESETN.value = 0
        await ClockCycles(self.dut.axis_aclk, 8)
        self.dut.axis_resetn.value = 1
        self.dut.S_AXI_ARESETN.value = 1
        await ClockCycles(self.dut.axis_aclk, 4)

    async def send(self, data: bytes, dst: int, length_field: int | None = None):
        length = len(data) if length_field is None else length_field
        tuser = sm.make_tuser(length, 0x01, dst)
        await self.src.send(AxiStreamFrame(data, tuser=tuser))
        queues = self.model.offer(tuser, len(data))
        return [(q, data, tuser) for q in queues]

    async def expect(self, expected):
        for q in range(5):
            want = [(f, t) for qq, f, t in expected if qq == q]
            for k, (frame, tuser) in enumerate(want):
                got = await with_timeout(self.sink[q].recv(), 4000 * CLK_NS, "ns")
                got_tuser = got.tuser if isinstance(got.tuser, int) else got.tuser[0]
                assert got_tuser == tuser, (
                    f"queue {q} frame {k}: tuser {got_tuser:#x} != {tuser:#x}"
                )
                assert bytes(got.tdata) == frame, f"queue {q} frame {k}: data differs"
        await ClockCycles(self.dut.axis_aclk, 32)
        for q in range(5):
            assert self.sink[q].empty(), f"queue {q}: unexpected extra frame"

    async def check_counters(self, removed: list[int]):
        m = self.model
        read = self.axil.read_dword
        assert await read(OQ_PKT_IN) == m.pkt_in
        assert await read(OQ_PKT_DROP) == m.pkt_drop
        for q in range(5):
            assert await read(OQ_STORED + 4 * q) == m.stored[q], f"STORED_{q}"
            assert await read(OQ_DROPPED + 4 * q) == m.dropped[q], f"DROPPED_{q}"
            assert await read(OQ_REMOVED + 4 * q) == removed[q], f"REMOVED_{q}"
        assert self.stats["stored"] == m.stored
        assert self.stats["dropped"] == m.dropped
        assert self.stats["removed"] == removed


def payload(rng: random.Random, length: int) -> bytes:
    return bytes(rng.getrandbits(8) for _ in range(length))


@cocotb.test()
async def test_multicast_bits(dut):
    """Every destination byte pattern: even bits -> queues 0-3, any odd bits -> queue 4 once."""
    tb = TB(dut)
    seed = int(os.environ.get("SWITCH_SEED", 404))
    dut._log.info("seed = %d (set SWITCH_SEED to override)", seed)
    rng = random.Random(seed)
    await tb.reset()
    for q in range(5):
        tb.sink[q].set_pause_generator(iter(lambda: rng.random() < 0.2, None))
    dsts = [0x00, 0x01, 0x02, 0x0A, 0xAA, 0x55, 0xFF, 0x41, 0x80] + [
        rng.randrange(256) for _ in range(16)
    ]
    expected = []
    bytes_in = 0
    stored_bytes = 0
    for dst in dsts:
        data = payload(rng, rng.choice([1, 31, 32, 33, 60, 64, 200]))
        exp = await tb.send(data, dst)
        assert sorted(q for q, _, _ in exp) == sm.queues_of(dst)
        bytes_in += len(data) * len(exp)
        stored_bytes += len(data) if exp else 0
        expected += exp
    await tb.expect(expected)
    removed = [sum(1 for q, _, _ in expected if q == i) for i in range(5)]
    await tb.check_counters(removed)
    assert sum(tb.stats["removed_bytes"]) == bytes_in
    assert tb.stats["removed_bytes"] == [
        sum(len(f) for qq, f, _ in expected if qq == q) for q in range(5)
    ]
    # bytes_stored carries the length once per packet, however many queues took it
    assert tb.stats["stored_bytes"] == stored_bytes
    assert tb.stats["dropped_bytes"] == 0


@cocotb.test()
async def test_length_lies(dut):
    """A stopped queue and packets longer than their length field: rolled back, counted."""
    tb = TB(dut)
    seed = int(os.environ.get("SWITCH_SEED", 505))
    dut._log.info("seed = %d (set SWITCH_SEED to override)", seed)
    rng = random.Random(seed)
    await tb.reset()
    tb.sink[0].pause = True
    tb.model.paused = {0}
    expected = []
    # claims 60 bytes, really 1514 (48 beats): two fit in 128 beats, the third overflows
    for _ in range(4):
        expected += await tb.send(payload(rng, 1514), 0x01 | 0x04, length_field=60)
    assert tb.model.dropped == [2, 0, 0, 0, 0]
    # an honest small packet still fits behind them
    expected += await tb.send(payload(rng, 60), 0x01)
    await ClockCycles(dut.axis_aclk, 300)
    assert int(dut.m_axis_0_tvalid.value) == 1
    tb.sink[0].pause = False
    await tb.expect(expected)
    removed = [sum(1 for q, _, _ in expected if q == i) for i in range(5)]
    await tb.check_counters(removed)
    # a rolled-back packet reports its length field
    assert tb.stats["dropped_bytes"] == 60 * sum(tb.model.dropped)


# ---------------------------------------------------------------------------
# pytest entry point

ROOT = Path(__file__).resolve().parents[2]
SWITCH = ROOT / "rtl" / "switch"


@pytest.mark.parametrize("simulator", ["icarus", "verilator"])
def test_output_queues_ip(simulator):
    run_cocotb(
        simulator,
        toplevel="output_queues_ip",
        sources=[SWITCH / f for f in ("output_queues_ip.v", "nf_output_queue.v", "nf_axil_regs.v")],
        test_module="test_output_queues_ip",
        test_dir=Path(__file__).parent,
        name="output_queues_ip",
        build_args=["-Wall"] if simulator == "verilator" else [],
    )
