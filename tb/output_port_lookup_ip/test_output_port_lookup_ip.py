"""cocotb tests of output_port_lookup_ip alone: decisions while the table changes, TUSER beats.

One input stream, so the order in which packets are looked up is known and the learning
switch model (golden/switch_model.py) predicts every decision, even while MACs move and
the 16-entry table overflows.  Only the first beat's tuser[31:24] may change.
"""

from __future__ import annotations

import logging
import os
import random
from pathlib import Path

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, with_timeout
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
from iswitch.wire import OPL_REGS

CLK_NS = 5
BEAT = 32
OPL_PKT, OPL_HIT, OPL_FLOOD, OPL_LEARN, OPL_ENTRIES = (  # iswitch.wire's map
    OPL_REGS.offset(n) for n in ("PKT", "HIT", "FLOOD", "LEARN", "ENTRIES"))
SOURCES = [sm.port_bit(p) for p in range(4)] + [sm.host_bit(p) for p in range(4)]


class TB:
    def __init__(self, dut):
        self.dut = dut
        for prefix in ["s_axis", "m_axis", "S_AXI"]:
            logging.getLogger(f"cocotb.{dut._name}.{prefix}").setLevel(logging.WARNING)
        cocotb.start_soon(Clock(dut.axis_aclk, CLK_NS, unit="ns").start())
        cocotb.start_soon(Clock(dut.S_AXI_ACLK, CLK_NS, unit="ns").start())
        self.src = AxiStreamSource(
            AxiStreamBus.from_prefix(dut, "s_axis"),
            dut.axis_aclk,
            dut.axis_resetn,
            reset_active_level=False,
        )
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

    async def reset(self):
        self.dut.axis_resetn.value = 0
        self.dut.S_AXI_ARESETN.value = 0
        await ClockCycles(self.dut.axis_aclk, 8)
        self.dut.axis_resetn.value = 1
        self.dut.S_AXI_ARESETN.value = 1
        await ClockCycles(self.dut.axis_aclk, 4)


@cocotb.test()
async def test_decisions_and_tuser(dut):
    """Random MACs from a pool of 24 (more than the table), moving between ports."""
    tb = TB(dut)
    seed = int(os.environ.get("SWITCH_SEED", 707))
    dut._log.info("seed = %d (set SWITCH_SEED to override)", seed)
    rng = random.Random(seed)
    await tb.reset()
    tb.src.set_pause_generator(iter(lambda: rng.random() < 0.3, None))
    tb.sink.set_pause_generator(iter(lambda: rng.random() < 0.3, None))
    model = sm.LearningSwitch()
    pool = [bytes([0x02, 0, 0, 0, 0, k]) for k in range(24)] + [
        b"\xff" * 6,
        b"\x01\x00\x5e\x00\x00\x01",
    ]
    expected = []
    for _ in range(120):
        dst, src = rng.choice(pool), rng.choice(pool[:24] + [pool[25]])
        length = rng.randint(60, 130)
        data = dst + src + bytes(rng.getrandbits(8) for _ in range(length - 12))
        nbeats = sm.beats(length)
        # first beat: length, source, junk destination (overwritten), spare bits; later
        # beats carry anything and must pass unchanged
        first = sm.make_tuser(length, rng.choice(SOURCES), rng.randrange(256), rng.getrandbits(96))
        beats = [first] + [rng.getrandbits(128) for _ in range(nbeats - 1)]
        await tb.src.send(
            AxiStreamFrame(data, tuser=[t for t in beats for _ in range(BEAT)][:length])
        )
        expected.append((data, [model.forward(data, first)] + beats[1:]))
    for k, (data, tusers) in enumerate(expected):
        frame = await with_timeout(tb.sink.recv(compact=False), 4000 * CLK_NS, "ns")
        got = [frame.tuser[BEAT * b] for b in range(len(frame.tuser) // BEAT)]
        assert got == tusers, (
            f"packet {k}: tuser beats {[hex(t) for t in got]} != {[hex(t) for t in tusers]}"
        )
        frame.compact()
        assert bytes(frame.tdata) == data, f"packet {k}: data differs"
    await ClockCycles(dut.axis_aclk, 32)
    assert tb.sink.empty()
    c = model.counters
    assert c.hit > 10 and c.flood > 10, "the traffic should exercise both hits and floods"
    assert await tb.axil.read_dword(OPL_PKT) == c.pkt
    assert await tb.axil.read_dword(OPL_HIT) == c.hit
    assert await tb.axil.read_dword(OPL_FLOOD) == c.flood
    assert await tb.axil.read_dword(OPL_LEARN) == c.learn
    assert await tb.axil.read_dword(OPL_ENTRIES) == model.table.valid_entries()


# ---------------------------------------------------------------------------
# pytest entry point

ROOT = Path(__file__).resolve().parents[2]
SWITCH = ROOT / "rtl" / "switch"


@pytest.mark.parametrize("simulator", ["icarus", "verilator"])
def test_output_port_lookup_ip(simulator):
    run_cocotb(
        simulator,
        toplevel="output_port_lookup_ip",
        sources=[SWITCH / "output_port_lookup_ip.v", SWITCH / "nf_axil_regs.v"],
        test_module="test_output_port_lookup_ip",
        test_dir=Path(__file__).parent,
        name="output_port_lookup_ip",
        build_args=["-Wall"] if simulator == "verilator" else [],
    )
