"""cocotb tests of the clean-room NetFPGA-SUME reference switch datapath (nf_datapath).

The same tests run on three source sets (pytest parameter ``srcs``):
  plain    rtl/switch/*.v (without axis_passthrough.v)
  spliced  rtl/gen/spliced/nf_datapath_passthrough.v + rtl/switch/axis_passthrough.v
           + the cores; it must forward every packet exactly like the plain one.
  iswitch  rtl/gen/spliced/nf_datapath_iswitch.v + rtl/gen/iswitch_accel.v + the cores:
           with the accelerator spliced in, ordinary traffic is switched exactly the same.
on Icarus and Verilator (iswitch: Verilator only).
Expected outputs come from golden/switch_model.py.
Random tests print their seed; set SWITCH_SEED to override it.
"""

from __future__ import annotations

import logging
import os
import random
from pathlib import Path

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.simtime import get_sim_time
from cocotb.triggers import ClockCycles, with_timeout
from cocotbext.axi import (
    AxiLiteBus,
    AxiLiteMaster,
    AxiStreamBus,
    AxiStreamFrame,
    AxiStreamSink,
    AxiStreamSource,
)
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether
from scapy.packet import Raw

from golden import switch_model as sm
from iswitch.hw.cocotb_run import run_cocotb
from iswitch.wire import AXIL_SLAVES, AXIL_VERSION, IA_REGS, OPL_REGS, OQ_REGS

CLK_NS = 5  # 200 MHz
NUM_PORTS = 5

# register offsets (docs/switch.md)
# the register maps of iswitch.wire (the hand-written cores are checked against them here)
REG_ID, REG_VERSION, REG_RESET, REG_SCRATCH = (IA_REGS.offset(n)
                                               for n in ("ID", "VERSION", "RESET", "SCRATCH"))
IA_PKT_OUT, IA_PKT_IN = IA_REGS.offset("PKT_OUT"), IA_REGS.offset("PKT_IN_0")
OPL_PKT, OPL_HIT, OPL_FLOOD, OPL_LEARN, OPL_ENTRIES = (
    OPL_REGS.offset(n) for n in ("PKT", "HIT", "FLOOD", "LEARN", "ENTRIES"))
OQ_STORED, OQ_REMOVED, OQ_DROPPED, OQ_PKT_IN, OQ_PKT_DROP = (
    OQ_REGS.offset(n) for n in ("STORED_0", "REMOVED_0", "DROPPED_0", "PKT_IN", "PKT_DROP"))
IDS = {s.index: s.ident for s in AXIL_SLAVES}
VERSION = AXIL_VERSION


def seed_for(dut, default: int) -> int:
    seed = int(os.environ.get("SWITCH_SEED", default))
    dut._log.info("seed = %d (set SWITCH_SEED to override)", seed)
    return seed


def host_mac(i: int) -> str:
    return f"02:00:00:00:{i >> 8:02x}:{i & 0xFF:02x}"


BROADCAST = "ff:ff:ff:ff:ff:ff"


def make_frame(dst: str, src: str, length: int, tag: int) -> bytes:
    """An Ethernet frame (no FCS) of exactly ``length`` bytes carrying ``tag``."""
    pkt = (
        Ether(dst=dst, src=src)
        / IP(src="10.0.0.1", dst="10.0.0.2")
        / UDP(sport=tag & 0xFFFF, dport=4791)
    )
    body = tag.to_bytes(4, "big") * ((length // 4) + 1)
    raw = bytes(pkt / Raw(body))
    assert len(raw) >= length
    return raw[:length]


def bursty(rng: random.Random, p: float):
    """Pause generator: True (pause) with probability p each cycle."""
    while True:
        yield rng.random() < p


class TB:
    def __init__(self, dut):
        self.dut = dut
        self.log = dut._log
        cocotb.start_soon(Clock(dut.axis_aclk, CLK_NS, unit="ns").start())
        # AXI-Lite runs on the same 200 MHz clock, in phase (the cores assume it)
        cocotb.start_soon(Clock(dut.axi_aclk, CLK_NS, unit="ns").start())

        # quiet cocotbext-axi (banners and per-frame INFO lines)
        for prefix in [
            *(f"s_axis_{i}" for i in range(NUM_PORTS)),
            *(f"m_axis_{i}" for i in range(NUM_PORTS)),
            *(f"S{i}_AXI" for i in range(3)),
        ]:
            logging.getLogger(f"cocotb.{dut._name}.{prefix}").setLevel(logging.WARNING)

        self.src = [
            AxiStreamSource(
                AxiStreamBus.from_prefix(dut, f"s_axis_{i}"),
                dut.axis_aclk,
                dut.axis_resetn,
                reset_active_level=False,
            )
            for i in range(NUM_PORTS)
        ]
        self.sink = [
            AxiStreamSink(
                AxiStreamBus.from_prefix(dut, f"m_axis_{i}"),
                dut.axis_aclk,
                dut.axis_resetn,
                reset_active_level=False,
            )
            for i in range(NUM_PORTS)
        ]
        self.axil = [
            AxiLiteMaster(
                AxiLiteBus.from_prefix(dut, f"S{i}_AXI"),
                dut.axi_aclk,
                dut.axi_resetn,
                reset_active_level=False,
            )
            for i in range(3)
        ]
        self.model = sm.Switch()

    async def reset(self):
        self.dut.axis_resetn.value = 0
        self.dut.axi_resetn.value = 0
        await ClockCycles(self.dut.axis_aclk, 8)
        self.dut.axis_resetn.value = 1
        self.dut.axi_resetn.value = 1
        await ClockCycles(self.dut.axis_aclk, 4)
        self.model = sm.Switch()

    def set_idle(self, rng: random.Random, p: float):
        for src in self.src:
            src.set_pause_generator(bursty(rng, p))

    def set_backpressure(self, rng: random.Random, p: float):
        for sink in self.sink:
            sink.set_pause_generator(bursty(rng, p))

    async def read(self, slave: int, addr: int) -> int:
        data = await self.axil[slave].read_dword(addr)
        return int(data)

    async def write(self, slave: int, addr: int, value: int):
        await self.axil[slave].write_dword(addr, value)

    async def send(self, stream: int, frame: bytes, src_bit: int, spare: int = 0):
        """Queue ``frame`` on input ``stream``; return the model's expectation."""
        tuser = sm.make_tuser(len(frame), src_bit, 0, spare)
        await self.src[stream].send(AxiStreamFrame(frame, tuser=tuser))
        out_tuser, queues = self.model.send(frame, tuser)
        return [(q, frame, out_tuser) for q in queues]

    async def recv(self, q: int, timeout_cycles: int = 4000):
        frame = await with_timeout(self.sink[q].recv(compact=False), timeout_cycles * CLK_NS, "ns")
        keep = list(frame.tkeep)
        n = sum(keep)
        assert keep == [1] * n + [0] * (len(keep) - n), f"port {q}: tkeep not contiguous: {keep}"
        assert len(keep) % 32 == 0 and len(keep) - n < 32, f"port {q}: bad tail {len(keep)} {n}"
        tusers = frame.tuser
        first_tuser = tusers[0] if isinstance(tusers, list) else int(tusers)
        frame.compact()
        return bytes(frame.tdata), first_tuser

    async def expect(self, expected, timeout_cycles: int = 4000, ordered: bool = True):
        """Receive and compare; ``expected`` is a list of (queue, frame, tuser).

        Per output queue, frames from one source port keep their order
        (``ordered``); frames from different inputs may interleave.
        """
        want = {q: [] for q in range(NUM_PORTS)}
        for q, frame, tuser in expected:
            want[q].append((frame, tuser))
        for q in range(NUM_PORTS):
            got = []
            for _ in want[q]:
                got.append(await self.recv(q, timeout_cycles))
            if ordered:
                for src in sorted({sm.tuser_fields(t)[1] for _, t in want[q]}):
                    w = [(f, t) for f, t in want[q] if sm.tuser_fields(t)[1] == src]
                    g = [(f, t) for f, t in got if sm.tuser_fields(t)[1] == src]
                    assert len(g) == len(w), (
                        f"port {q} src {src:#x}: got {len(g)} frames, expected {len(w)}"
                    )
                    for k, ((fg, tg), (fw, tw)) in enumerate(zip(g, w, strict=True)):
                        assert tg == tw, (
                            f"port {q} src {src:#x} frame {k}: tuser {tg:#x} expected {tw:#x}"
                        )
                        assert fg == fw, (
                            f"port {q} src {src:#x} frame {k}: data differs\n{fg.hex()}\n{fw.hex()}"
                        )
            else:
                assert sorted(got) == sorted(want[q]), f"port {q}: frames differ"
        await self.expect_idle()

    async def expect_idle(self, cycles: int = 64):
        await ClockCycles(self.dut.axis_aclk, cycles)
        for q in range(NUM_PORTS):
            assert self.sink[q].empty(), f"port {q}: unexpected extra frame"

    async def learn(self, hosts):
        """Teach the switch (and the model) ``hosts``: list of (mac, stream, src_bit)."""
        for k, (mac, stream, bit) in enumerate(hosts):
            exp = await self.send(stream, make_frame(BROADCAST, mac, 60, 0xA000 + k), bit)
            await self.expect(exp)

    async def check_counters(self):
        """All register counters equal the model's."""
        m = self.model
        lk = m.lookup.counters
        assert await self.read(1, OPL_PKT) == lk.pkt
        assert await self.read(1, OPL_HIT) == lk.hit
        assert await self.read(1, OPL_FLOOD) == lk.flood
        assert await self.read(1, OPL_LEARN) == lk.learn
        assert await self.read(1, OPL_ENTRIES) == m.lookup.table.valid_entries()
        assert await self.read(2, OQ_PKT_IN) == m.queues.pkt_in
        assert await self.read(2, OQ_PKT_DROP) == m.queues.pkt_drop
        assert await self.read(0, IA_PKT_OUT) == m.queues.pkt_in
        for q in range(NUM_PORTS):
            got = await self.read(2, OQ_STORED + 4 * q)
            assert got == m.queues.stored[q], f"STORED_{q} {got} expected {m.queues.stored[q]}"
            got = await self.read(2, OQ_DROPPED + 4 * q)
            assert got == m.queues.dropped[q], f"DROPPED_{q} {got} expected {m.queues.dropped[q]}"


# the four 10G ports' source bits, and a host on every port
PORT_HOSTS = [(host_mac(0x10 + p), p, sm.port_bit(p)) for p in range(4)]


@cocotb.test()
async def test_learning(dut):
    """Unknown destinations flood; sources are learned; table holds 16 MACs, FIFO replacement."""
    tb = TB(dut)
    await tb.reset()
    a, b = host_mac(1), host_mac(2)
    # a on nf0 -> unknown b: flood to nf1-nf3, a learned
    exp = await tb.send(0, make_frame(b, a, 60, 1), sm.port_bit(0))
    assert sorted(q for q, _, _ in exp) == [1, 2, 3]
    await tb.expect(exp)
    assert await tb.read(1, OPL_ENTRIES) == 1
    # b on nf2 -> a: hit, only nf0
    exp = await tb.send(2, make_frame(a, b, 60, 2), sm.port_bit(2))
    assert [q for q, _, _ in exp] == [0]
    await tb.expect(exp)
    # a moves to nf3: relearned in place
    exp = await tb.send(3, make_frame(b, a, 60, 3), sm.port_bit(3))
    await tb.expect(exp)
    exp = await tb.send(2, make_frame(a, b, 60, 4), sm.port_bit(2))
    assert [q for q, _, _ in exp] == [3]
    await tb.expect(exp)
    await tb.check_counters()
    # fill the table past 16 entries: the oldest (a) is replaced, a floods again
    for k in range(15):
        exp = await tb.send(
            1, make_frame(BROADCAST, host_mac(0x40 + k), 60, 0x40 + k), sm.port_bit(1)
        )
        await tb.expect(exp)
    assert await tb.read(1, OPL_ENTRIES) == 16
    exp = await tb.send(2, make_frame(a, b, 60, 5), sm.port_bit(2))
    assert sorted(q for q, _, _ in exp) == [0, 1, 3]
    await tb.expect(exp)
    await tb.check_counters()
    # flush the table through the RESET register
    await tb.write(1, REG_RESET, 0x2)
    tb.model.lookup.table.flush()
    assert await tb.read(1, OPL_ENTRIES) == 0
    exp = await tb.send(0, make_frame(b, a, 60, 6), sm.port_bit(0))
    assert sorted(q for q, _, _ in exp) == [1, 2, 3]
    await tb.expect(exp)
    await tb.check_counters()
    # a group source address and a zero source port are not learned; with no source
    # port nothing is subtracted from the flood
    exp = await tb.send(2, make_frame(BROADCAST, "03:00:00:00:00:05", 60, 7), sm.port_bit(2))
    await tb.expect(exp)
    exp = await tb.send(3, make_frame(host_mac(0x78), host_mac(0x77), 60, 8), 0)
    assert sorted(q for q, _, _ in exp) == [0, 1, 2, 3]
    await tb.expect(exp)
    assert tb.model.lookup.table.valid_entries() == 1
    await tb.check_counters()


@cocotb.test()
async def test_flooding(dut):
    """Broadcast and unknown unicast from every port reach the other 10G ports, never the host."""
    tb = TB(dut)
    await tb.reset()
    for p in range(4):
        for dst in (BROADCAST, host_mac(0x99)):
            exp = await tb.send(p, make_frame(dst, host_mac(0x20 + p), 64 + p, p), sm.port_bit(p))
            assert sorted(q for q, _, _ in exp) == sorted(set(range(4)) - {p})
            await tb.expect(exp)
    await tb.check_counters()


@cocotb.test()
async def test_unicast_after_learning(dut):
    """After learning, every pair of 10G ports exchanges unicast frames only between themselves."""
    tb = TB(dut)
    await tb.reset()
    await tb.learn(PORT_HOSTS)
    tag = 0
    for smac, sp, sbit in PORT_HOSTS:
        for dmac, dp, _ in PORT_HOSTS:
            tag += 1
            exp = await tb.send(sp, make_frame(dmac, smac, 60 + 7 * tag, tag), sbit)
            # to itself: learned port minus source = nothing
            assert [q for q, _, _ in exp] == ([] if dp == sp else [dp])
            await tb.expect(exp)
    await tb.check_counters()


@cocotb.test()
async def test_host_port(dut):
    """Host-sourced packets (odd source bits, stream 4) are looked up and learned.

    Frames to a host MAC come out of stream 4 with the host bit in tuser.
    """
    tb = TB(dut)
    await tb.reset()
    await tb.learn(PORT_HOSTS)
    h0, h2 = host_mac(0x80), host_mac(0x82)
    # host of nf0 broadcasts: all four 10G ports, not back to the host; spare tuser bits kept
    exp = await tb.send(4, make_frame(BROADCAST, h0, 100, 1), sm.host_bit(0), spare=0x1234_5678)
    assert sorted(q for q, _, _ in exp) == [0, 1, 2, 3]
    await tb.expect(exp)
    # host of nf2 sends to a host on nf1: unicast
    exp = await tb.send(4, make_frame(PORT_HOSTS[1][0], h2, 80, 2), sm.host_bit(2))
    assert [q for q, _, _ in exp] == [1]
    await tb.expect(exp)
    # nf3 -> h0 (learned on host bit 1) and -> h2 (host bit 5): stream 4, tuser dst keeps the bit
    for k, (mac, bit) in enumerate([(h0, sm.host_bit(0)), (h2, sm.host_bit(2))]):
        exp = await tb.send(3, make_frame(mac, PORT_HOSTS[3][0], 200, 3 + k), sm.port_bit(3))
        assert [(q, sm.tuser_fields(t)[2]) for q, _, t in exp] == [(4, bit)]
        await tb.expect(exp)
    await tb.check_counters()


@cocotb.test()
async def test_multicast(dut):
    """Group destinations flood as identical copies, mixed sizes, one write per queue."""
    tb = TB(dut)
    await tb.reset()
    await tb.learn(PORT_HOSTS)
    expected = []
    for k, length in enumerate([60, 61, 95, 96, 97, 500, 1514]):
        p = k % 4
        expected += await tb.send(
            p, make_frame("01:00:5e:00:00:fb", PORT_HOSTS[p][0], length, k), sm.port_bit(p)
        )
    assert len(expected) == 21
    await tb.expect(expected)
    await tb.check_counters()


async def back_to_back(tb, length: int, count: int):
    await tb.reset()
    await tb.learn(PORT_HOSTS)
    frames = [make_frame(PORT_HOSTS[1][0], PORT_HOSTS[0][0], length, k) for k in range(count)]
    exp = []
    for f in frames:
        exp += await tb.send(0, f, sm.port_bit(0))
    start = get_sim_time("ns")
    await tb.expect(exp, ordered=True)
    # line rate: one beat per cycle, plus one frame time (the output queues
    # store and forward) plus a fixed pipeline latency
    end = get_sim_time("ns") - 64 * CLK_NS
    cycles = (end - start) / CLK_NS
    bound = (count + 1) * sm.beats(length) + 48
    tb.log.info(
        "%d x %d bytes: %d cycles (line rate + latency bound %d)", count, length, cycles, bound
    )
    assert cycles <= bound, f"{count} frames of {length} bytes took {cycles} cycles > {bound}"
    await tb.check_counters()


@cocotb.test()
async def test_back_to_back_min(dut):
    """Back-to-back 60-byte frames, one input to one output, at one beat per cycle."""
    await back_to_back(TB(dut), 60, 64)


@cocotb.test()
async def test_back_to_back_max(dut):
    """Back-to-back 1514-byte frames, one input to one output, at one beat per cycle."""
    await back_to_back(TB(dut), 1514, 12)


def random_traffic(rng: random.Random, hosts, count: int, sizes=(60, 1514)):
    """Random unicast/broadcast frames between learned hosts: list of (stream, frame, src_bit)."""
    out = []
    for k in range(count):
        smac, sp, sbit = rng.choice(hosts)
        dmac = rng.choice([h[0] for h in hosts] + [BROADCAST])
        length = rng.choice([sizes[0], sizes[1], rng.randint(sizes[0], sizes[1])])
        out.append((sp, make_frame(dmac, smac, length, k), sbit))
    return out


HOSTS_ALL = PORT_HOSTS + [(host_mac(0x90 + p), 4, sm.host_bit(p)) for p in range(4)]


async def run_random(tb, rng, count: int, sizes=(60, 1514)):
    await tb.learn(HOSTS_ALL)
    traffic = random_traffic(rng, HOSTS_ALL, count, sizes)
    # sources are learned on their own ports already: the table does not change,
    # so the interleaving across inputs does not change any decision
    exp = []
    for stream, frame, bit in traffic:
        exp += await tb.send(stream, frame, bit)
    await tb.expect(exp, timeout_cycles=8000)
    await tb.check_counters()


@cocotb.test()
async def test_tvalid_gaps(dut):
    """Random idle cycles inside packets on all inputs."""
    tb = TB(dut)
    rng = random.Random(seed_for(dut, 101))
    await tb.reset()
    tb.set_idle(rng, 0.4)
    await run_random(tb, rng, 60, (60, 400))


@cocotb.test()
async def test_backpressure(dut):
    """Random tready on all outputs (no queue overflows at this load)."""
    tb = TB(dut)
    rng = random.Random(seed_for(dut, 202))
    await tb.reset()
    tb.set_backpressure(rng, 0.3)
    await run_random(tb, rng, 40, (60, 300))


@cocotb.test()
async def test_all_ports_busy(dut):
    """All five inputs send at once, to all five outputs, idle cycles and backpressure included."""
    tb = TB(dut)
    rng = random.Random(seed_for(dut, 303))
    await tb.reset()
    await tb.learn(HOSTS_ALL)
    exp = []
    for stream in range(NUM_PORTS):
        hosts = [h for h in HOSTS_ALL if h[1] == stream]
        for k in range(10):
            smac, _, sbit = rng.choice(hosts)
            dmac = rng.choice([h[0] for h in HOSTS_ALL if h[1] != stream])
            length = rng.choice([60, 128, 256, 512])
            exp += await tb.send(stream, make_frame(dmac, smac, length, 100 * stream + k), sbit)
    tb.set_idle(rng, 0.1)
    tb.set_backpressure(rng, 0.1)
    await tb.expect(exp, timeout_cycles=8000)
    for stream in range(NUM_PORTS):
        want = 10 + sum(1 for h in HOSTS_ALL if h[1] == stream)
        got = await tb.read(0, IA_PKT_IN + 4 * stream)
        assert got == want, f"PKT_IN_{stream} {got} expected {want}"
    await tb.check_counters()


@cocotb.test()
async def test_queue_full_drops(dut):
    """A stopped output fills its queue; later packets to it are dropped from all targets."""
    tb = TB(dut)
    await tb.reset()
    await tb.learn(PORT_HOSTS)
    tb.sink[1].pause = True
    tb.model.queues.paused = {1}
    exp = []
    dropped_before = sum(tb.model.queues.dropped)
    # 40 minimum frames flooded from nf0: the metadata FIFO of queue 1 takes 32
    for k in range(40):
        exp += await tb.send(0, make_frame(BROADCAST, PORT_HOSTS[0][0], 60, k), sm.port_bit(0))
    await ClockCycles(tb.dut.axis_aclk, 200)
    assert tb.model.queues.dropped[1] - dropped_before == 8
    await tb.check_counters()
    # drain, then large frames: 128 beats of data hold two 1514-byte frames
    tb.sink[1].pause = False
    await tb.expect(exp)
    tb.sink[1].pause = True
    tb.model.queues.used_beats = [0] * sm.NUM_QUEUES
    tb.model.queues.used_meta = [0] * sm.NUM_QUEUES
    exp = []
    for k in range(5):
        exp += await tb.send(
            0, make_frame(PORT_HOSTS[1][0], PORT_HOSTS[0][0], 1514, 100 + k), sm.port_bit(0)
        )
    await ClockCycles(tb.dut.axis_aclk, 400)
    assert [q for q, _, _ in exp] == [1, 1]
    await tb.check_counters()
    tb.sink[1].pause = False
    await tb.expect(exp)
    await tb.check_counters()


@cocotb.test()
async def test_axil(dut):
    """AXI-Lite: IDs, scratch with byte strobes, counter clear, unmapped reads, no hang."""
    tb = TB(dut)
    await tb.reset()
    for s in range(3):
        assert await tb.read(s, REG_ID) == IDS[s], f"S{s} ID"
        assert await tb.read(s, REG_VERSION) == VERSION
        assert await tb.read(s, REG_SCRATCH) == 0
        await tb.write(s, REG_SCRATCH, 0x1122_3344 + s)
        assert await tb.read(s, REG_SCRATCH) == 0x1122_3344 + s
        await tb.axil[s].write(REG_SCRATCH + 2, b"\xab")  # one byte, WSTRB = 0b0100
        assert await tb.read(s, REG_SCRATCH) == 0x11AB_3344 + s
        assert await tb.read(s, 0x7C) == 0  # unmapped: zero, OKAY
        await tb.write(s, 0x7C, 0xFFFF_FFFF)  # unmapped write is accepted and ignored
        assert await tb.read(s, REG_ID) == IDS[s]
    # several outstanding reads on all three slaves at once still complete
    reads = [cocotb.start_soon(tb.read(s, REG_ID)) for s in range(3) for _ in range(4)]
    for k, r in enumerate(reads):
        assert await r == IDS[k // 4]
    # counters count, and RESET clears them
    await tb.learn(PORT_HOSTS[:2])
    assert await tb.read(0, IA_PKT_OUT) == 2
    assert await tb.read(2, OQ_STORED + 4 * 1) == 1
    for s in range(3):
        await tb.write(s, REG_RESET, 1)
    assert await tb.read(0, IA_PKT_OUT) == 0
    assert await tb.read(0, IA_PKT_IN) == 0
    assert await tb.read(1, OPL_PKT) == 0
    assert await tb.read(1, OPL_ENTRIES) == 2  # bit 0 does not flush the table
    assert await tb.read(2, OQ_STORED + 4 * 1) == 0
    assert await tb.read(2, OQ_REMOVED + 4 * 1) == 0
    assert await tb.read(2, REG_RESET) == 0


# ---------------------------------------------------------------------------
# pytest entry point

ROOT = Path(__file__).resolve().parents[2]
SWITCH = ROOT / "rtl" / "switch"
SPLICED = ROOT / "rtl" / "gen" / "spliced" / "nf_datapath_passthrough.v"
PASSTHROUGH = SWITCH / "axis_passthrough.v"
ISWITCH = ROOT / "rtl" / "gen" / "spliced" / "nf_datapath_iswitch.v"
ACCEL = ROOT / "rtl" / "gen" / "iswitch_accel.v"


def core_sources() -> list[Path]:
    return sorted(
        p for p in SWITCH.glob("*.v") if p.name not in ("axis_passthrough.v", "nf_datapath.v")
    )


def source_set(name: str) -> list[Path]:
    if name == "plain":
        return [SWITCH / "nf_datapath.v", *core_sources()]
    if name == "iswitch":
        return [ISWITCH, ACCEL, *core_sources()]
    return [SPLICED, PASSTHROUGH, *core_sources()]


@pytest.mark.parametrize(
    ("simulator", "srcs"),
    [
        ("icarus", "plain"),
        ("icarus", "spliced"),
        ("verilator", "plain"),
        ("verilator", "spliced"),
        # With the accelerator spliced in, ordinary traffic is switched exactly as by the
        # plain switch (Verilator only: the accelerator is ~25k lines of generated RTL).
        ("verilator", "iswitch"),
    ],
)
def test_nf_datapath(simulator, srcs):
    # cocotb drives the clocks, the RTL has no delays: Verilator needs no --timing
    run_cocotb(
        simulator,
        toplevel="nf_datapath",
        sources=source_set(srcs),
        test_module="test_nf_datapath",
        test_dir=Path(__file__).parent,
        name=f"nf_datapath-{srcs}",
        build_args=["-Wall"] if simulator == "verilator" else [],
    )
