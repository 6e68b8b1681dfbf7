"""MyHDL simulation of iswitch_tx (frame generator + output mux) and its conversion/lint check.

The bench drives random descriptors (data frames of 1..360 elements, broadcast and unicast
replays, Acks) and random regular frames (random tdata, tkeep with holes, TUSER) with
random valid gaps, and a random ``m_axis.tready``. A model of the core's payload RAM (a
dict, registered read: ``rdata`` = word at the ``raddr`` of the previous rising edge)
holds each data descriptor's buffer with random words while it is pinned and overwrites
the buffer with fresh garbage as soon as ``unpin`` releases it, so a word read or used
after the unpin would show up as a payload mismatch.

Expected generated frames are built by ``iswitch.wire.proto.build_data_frame`` /
``build_control_frame`` with the descriptor's fields (header bytes, IP checksum, lengths
all come from the reference builders) and ``golden.accel_model.make_tuser``; regular
frames must come out beat for beat as they went in. Regular frames carry TUSER bit 127
(generated frames have TUSER[127:32] = 0), which is how the checker tells the two
streams apart on ``m_axis``. The monitor also checks the AXI-Stream rule on ``m_axis`` (a
beat offered and not taken stays, unchanged, until it is taken), which the combinational
regular path must keep: the arbiter may not switch sources under a stalled first beat.
"""

from __future__ import annotations

import random
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from golden.accel_model import make_tuser
from iswitch.hw.toolenv import verilator_env
from iswitch.wire import proto
from myhdl_src.iswitch_if import BEAT_AW, KEEP_W, USER_W, AccelParams, Axis, Desc, PayloadRead
from myhdl_src.iswitch_tx import iswitch_tx, iswitch_tx_top
from myhdl_src.tx_prep import desc_prep

SEED = 20261130
FULL_KEEP = (1 << KEEP_W) - 1
REGULAR_MARK = 1 << (USER_W - 1)  # TUSER bit of the bench's regular frames
WORDS = 1 << BEAT_AW  # payload RAM words per buffer
#: m_axis.tready: high with this probability each cycle, or a function of the cycle
Ready = float | Callable[[int], bool]
BUF_POOL = 3  # data descriptors use buffers from a small pool, so buffers are reused


# ---------------------------------------------------------------- stimulus


@dataclass
class RegFrame:
    """A regular frame as beats: (tdata, tkeep, tuser), tlast on the last."""

    beats: list[tuple[int, int, int]]


@dataclass
class DescSpec:
    """A descriptor without its buffer (chosen when it is offered) and a frame builder."""

    data: bool
    dst_mac: bytes
    dst_ip: bytes
    dport: int
    ports: int
    hdr: proto.DataHeader | proto.ControlHeader
    elems: int
    buf: int = 0  # Acks: any value (tx must ignore it)
    replay_hint: bool = False  # data: prefer a buffer that is still pinned

    def expected(self, p: AccelParams, words: list[int]) -> bytes:
        """The frame the reference builders make from these fields (payload: the first
        ``elems`` floats of ``words``, the buffer's content)."""
        src = dict(src_mac=p.SWITCH_MAC.to_bytes(6, "big"), src_ip=p.SWITCH_IP.to_bytes(4, "big"))
        if self.data:
            payload = b"".join(w.to_bytes(32, "little") for w in words)[: 4 * self.elems]
            return proto.build_data_frame(
                self.hdr, payload, dst_mac=self.dst_mac, dst_ip=self.dst_ip, dscp=p.DATA_DSCP,
                sport=p.UDP_PORT, dport=p.UDP_PORT, **src,
            )
        return proto.build_control_frame(
            self.hdr, dst_mac=self.dst_mac, dst_ip=self.dst_ip, dscp=p.CTRL_DSCP,
            sport=p.UDP_PORT, dport=self.dport, **src,
        )


def gen_regular(rng: random.Random, n: int) -> list[RegFrame]:
    """Random regular frames of 1..48 beats; tkeep usually canonical, sometimes holey."""
    frames = []
    for _ in range(n):
        nb = rng.choice([1, 1, 2, 3, rng.randint(1, 48)])
        beats = []
        for k in range(nb):
            if rng.random() < 0.2:
                keep = rng.getrandbits(KEEP_W)  # holes: passed unchanged
            elif k == nb - 1:
                keep = (1 << rng.randint(1, 32)) - 1
            else:
                keep = FULL_KEEP
            beats.append((rng.getrandbits(256), keep, REGULAR_MARK | rng.getrandbits(USER_W - 1)))
        frames.append(RegFrame(beats))
    return frames


def carry_corner_ip(p: AccelParams, d: DescSpec, hi: int, j: int) -> bytes | None:
    """A unicast destination address ``hi.lo`` that makes the plain sum of the IPv4 header
    words (checksum field 0) exactly 0x1FFFF + j * 0xFFFF: checksum 0xFFFE, reached through
    a sum whose first end-around-carry fold carries again (0xFFFF + 1), the rare corner of
    the checksum adder (random addresses hit it about once in 2**16). How many 0xFFFF the
    hardware folded into its constant depends on the parameters, so the caller varies j.
    None if ``hi`` cannot reach it. The header words come from the reference builder; the
    expected frame stays the builder's."""
    probe = DescSpec(d.data, d.dst_mac, bytes([hi >> 8, hi & 0xFF, 0, 0]), d.dport, d.ports,
                     d.hdr, d.elems)
    ip = bytearray(probe.expected(p, [0] * WORDS)[proto.ETH_LEN : proto.ETH_LEN + proto.IP_LEN])
    ip[10:12] = b"\0\0"
    words = sum(int.from_bytes(ip[k : k + 2], "big") for k in range(0, len(ip), 2))
    lo = 0x1FFFF + j * 0xFFFF - words
    return bytes([hi >> 8, hi & 0xFF, lo >> 8, lo & 0xFF]) if 0 <= lo <= 0xFFFF else None


def gen_descs(rng: random.Random, n: int, nbuf: int, p: AccelParams) -> list[DescSpec]:
    """Random descriptors: broadcast aggregates, unicast replays, Acks; the first data
    descriptors have 1, 7, 8, 9 and 360 elements; about one unicast descriptor in four has
    a destination address that hits the checksum's double-carry corner."""
    out = _gen_descs(rng, n, nbuf)
    for d in out:
        if d.dst_mac != proto.BROADCAST_MAC and rng.random() < 0.25:
            corner = carry_corner_ip(p, d, rng.randint(0x8000, 0xFFFF), rng.randrange(3))
            d.dst_ip = corner or d.dst_ip
    return out


def _gen_descs(rng: random.Random, n: int, nbuf: int) -> list[DescSpec]:
    special = [1, 7, 8, 9, 360]
    out = []
    for _ in range(n):
        kind = rng.choice(["bcast", "bcast", "replay", "ack"])
        unicast_mac = bytes([2]) + rng.randbytes(5)
        unicast_ip = rng.randbytes(4)
        port_bit = 1 << rng.randrange(8)
        if kind == "ack":
            hdr = proto.ControlHeader(
                job=rng.getrandbits(16), seq=rng.getrandbits(32), worker=rng.getrandbits(16),
                action=proto.Action.ACK, status=rng.randrange(11), value=rng.getrandbits(32),
                result=rng.getrandbits(32), acked=rng.randrange(1, 9),
            )
            out.append(DescSpec(False, unicast_mac, unicast_ip, rng.getrandbits(16), port_bit,
                                hdr, 0, buf=rng.randrange(nbuf)))
            continue
        if special:
            elems = special.pop(0)
        else:
            elems = rng.choice([rng.randint(1, 360), 360, rng.randint(1, 17)])
        flags = proto.F_AGG | proto.F_DOWN
        if kind == "replay":
            flags |= proto.F_REPLAY
        elif rng.random() < 0.3:
            flags |= proto.F_PARTIAL
        hdr = proto.DataHeader(
            job=rng.getrandbits(16), seg=rng.getrandbits(32), worker=proto.SWITCH_WORKER_ID,
            count=elems, nsum=rng.getrandbits(16), flags=flags, contrib=rng.getrandbits(32),
            h=rng.getrandbits(16),
        )
        if kind == "bcast":
            out.append(DescSpec(True, proto.BROADCAST_MAC, proto.BROADCAST_IP, 0,
                                rng.getrandbits(8), hdr, elems))
        else:
            out.append(DescSpec(True, unicast_mac, unicast_ip, 0, port_bit, hdr, elems,
                                replay_hint=rng.random() < 0.5))
    return out


# ---------------------------------------------------------------- bench


@dataclass
class Run:
    """What a simulation saw (cycle numbers count rising edges after reset)."""

    #: (cycle, tdata, tkeep, tuser, tlast) of every beat taken on m_axis
    out_beats: list[tuple[int, int, int, int, bool]] = field(default_factory=list)
    expected_gen: list[tuple[bytes, int, int]] = field(default_factory=list)  # frame, tuser, buf
    desc_taken: list[int] = field(default_factory=list)  # cycle of each desc handshake
    unpins: list[tuple[int, int]] = field(default_factory=list)  # cycle, buf
    reg_in: list[int] = field(default_factory=list)  # cycle each regular beat was taken
    #: first cycle each regular frame's beat 0 was valid
    reg_first_valid: list[int] = field(default_factory=list)
    ram_errors: list[str] = field(default_factory=list)
    #: m_axis beats withdrawn or changed while not taken (AXI-Stream stability)
    axi_errors: list[str] = field(default_factory=list)
    cycles: int = 0
    done: bool = False


@block
def tx_bench(p: AccelParams, regs: list[RegFrame], descs: list[DescSpec], rng: random.Random,
             run: Run, gap_reg: float, gap_desc: float, p_ready: Ready, max_cycles: int):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    regular, m_axis = Axis(), Axis()
    desc = Desc(p)
    pl_rd = PayloadRead(p)
    dut = iswitch_tx(clk, rst, regular, desc, pl_rd, m_axis, p)
    # the descriptor's prep fields, as the core computes them into its FIFO
    elems = Signal(intbv(0)[9:])  # the descriptor's element count, into desc_prep
    prep = desc_prep(desc.data, elems, desc.dst_ip, *(getattr(desc, n) for n in (
        "tos", "ip_len", "udp_len", "flen", "ip_sum", "len_sum", "last", "lanes_last")), p)

    ram: dict[int, int] = {a: rng.getrandbits(256) for a in range(p.NBUF * WORDS)}
    pins = [0] * p.NBUF
    state = {"cycle": 0, "reg_done": False, "desc_done": False, "reg_first": True,
             "reg_seen": False, "stalled": None}
    total_out = sum(len(f.beats) for f in regs) + sum(
        2 + (d.elems + 7) // 8 if d.data else 2 for d in descs)

    def poison(b: int) -> None:
        for w in range(WORDS):
            ram[(b << BEAT_AW) | w] = rng.getrandbits(256)

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def reset():
        for _ in range(3):
            yield clk.posedge
        rst.next = 0

    @instance
    def ram_and_monitor():
        """Payload RAM (write-first poison on unpin, then the registered read), cycle count,
        descriptor handshakes, unpins, output beats, random tready."""
        while True:
            yield clk.posedge
            if rst:
                continue
            cyc = state["cycle"]
            if pl_rd.unpin:
                b = int(pl_rd.unpin_buf)
                run.unpins.append((cyc, b))
                if pins[b] <= 0:
                    run.ram_errors.append(f"cycle {cyc}: unpin of buffer {b} that is not pinned")
                else:
                    pins[b] -= 1
                    if pins[b] == 0:
                        poison(b)
            pl_rd.rdata.next = ram[int(pl_rd.raddr)]
            if desc.valid and desc.ready:
                run.desc_taken.append(cyc)
            if regular.tvalid and state["reg_first"] and not state["reg_seen"]:
                run.reg_first_valid.append(cyc)  # a frame's first beat is offered
                state["reg_seen"] = True
            if regular.tvalid and regular.tready:
                run.reg_in.append(cyc)
                state["reg_first"] = bool(regular.tlast)
                state["reg_seen"] = False
            beat = (int(m_axis.tdata), int(m_axis.tkeep), int(m_axis.tuser), bool(m_axis.tlast))
            held = state["stalled"]
            if held is not None and (not m_axis.tvalid or beat != held):
                run.axi_errors.append(f"cycle {cyc}: m_axis beat offered in cycle {cyc - 1} "
                                      "was withdrawn or changed before it was taken")
            state["stalled"] = beat if m_axis.tvalid and not m_axis.tready else None
            if m_axis.tvalid and m_axis.tready:
                run.out_beats.append((cyc, int(m_axis.tdata), int(m_axis.tkeep),
                                      int(m_axis.tuser), bool(m_axis.tlast)))
            m_axis.tready.next = p_ready(cyc) if callable(p_ready) else rng.random() < p_ready
            state["cycle"] = cyc + 1
            run.cycles = cyc + 1
            if len(run.out_beats) == total_out and state["reg_done"] and state["desc_done"]:
                for _ in range(4):  # a few idle cycles: nothing more may come out
                    yield clk.posedge
                    if m_axis.tvalid:
                        run.ram_errors.append("extra output beat after the expected ones")
                    if pl_rd.unpin:
                        run.unpins.append((state["cycle"], int(pl_rd.unpin_buf)))
                run.done = True
                raise StopSimulation
            if cyc >= max_cycles:
                raise StopSimulation

    @instance
    def drive_regular():
        yield rst.negedge
        for fr in regs:
            for k, (data, keep, user) in enumerate(fr.beats):
                while rng.random() < gap_reg:
                    regular.tvalid.next = 0
                    yield clk.posedge
                regular.tvalid.next = 1
                regular.tdata.next = data
                regular.tkeep.next = keep
                regular.tuser.next = user
                regular.tlast.next = k == len(fr.beats) - 1
                yield clk.posedge
                while not regular.tready:
                    yield clk.posedge
        regular.tvalid.next = 0
        state["reg_done"] = True

    @instance
    def drive_desc():
        yield rst.negedge
        for d in descs:
            while rng.random() < gap_desc:
                desc.valid.next = 0
                yield clk.posedge
            if d.data:
                pinned = [b for b in range(BUF_POOL) if pins[b] > 0]
                if d.replay_hint and pinned:
                    d.buf = rng.choice(pinned)  # a second descriptor of a pinned buffer
                else:
                    while True:
                        free = [b for b in range(BUF_POOL) if pins[b] == 0]
                        if free:
                            break
                        desc.valid.next = 0
                        yield clk.posedge
                    d.buf = rng.choice(free)
                    poison(d.buf)  # the core's store: new content
                pins[d.buf] += 1
            words = [ram[(d.buf << BEAT_AW) | w] for w in range(WORDS)]
            frame = d.expected(p, words)
            run.expected_gen.append((frame, make_tuser(len(frame), 0, d.ports), d.buf))
            desc.valid.next = 1
            desc.data.next = d.data
            desc.dst_mac.next = int.from_bytes(d.dst_mac, "big")
            desc.dst_ip.next = int.from_bytes(d.dst_ip, "big")
            desc.dport.next = p.UDP_PORT if d.data else d.dport
            desc.ports.next = d.ports
            desc.hdr.next = int.from_bytes(d.hdr.pack(), "big")
            desc.buf.next = d.buf
            elems.next = d.elems
            yield clk.posedge
            while not desc.ready:
                yield clk.posedge
        desc.valid.next = 0
        state["desc_done"] = True

    return dut, prep, clock, reset, ram_and_monitor, drive_regular, drive_desc


def simulate(p, regs, descs, seed, gap_reg, gap_desc, p_ready: Ready,
             max_cycles=60000) -> Run:
    run = Run()
    rng = random.Random(seed)
    tx_bench(p, regs, descs, rng, run, gap_reg, gap_desc, p_ready, max_cycles).run_sim(quiet=1)
    return run


# ---------------------------------------------------------------- checks


def split_packets(run: Run) -> tuple[list[list], list[list]]:
    """Output beats cut at tlast into packets; (regular, generated) by TUSER bit 127."""
    regular, generated, cur = [], [], []
    for beat in run.out_beats:
        cur.append(beat)
        if beat[4]:
            (regular if cur[0][3] & REGULAR_MARK else generated).append(cur)
            cur = []
    assert not cur, f"output ends inside a packet ({len(cur)} beats after the last tlast)"
    return regular, generated


def check_run(run: Run, regs: list[RegFrame], descs: list[DescSpec]) -> None:
    assert not run.ram_errors, run.ram_errors[:5]
    assert not run.axi_errors, run.axi_errors[:5]
    assert run.done, f"simulation timed out after {run.cycles} cycles"
    regular, generated = split_packets(run)

    # regular frames: unchanged and in order (no interleaving: each packet is contiguous)
    assert len(regular) == len(regs)
    for i, (got, exp) in enumerate(zip(regular, regs, strict=True)):
        got_beats = [(d, k, u) for _, d, k, u, _ in got]
        assert got_beats == exp.beats, f"regular frame {i} changed"
        assert [b[4] for b in got] == [False] * (len(got) - 1) + [True]

    # generated frames, in descriptor order, byte for byte against the reference builders
    assert len(generated) == len(run.expected_gen) == len(descs)
    for i, (got, (frame, tuser, _buf)) in enumerate(zip(generated, run.expected_gen, strict=True)):
        nbeats = -(-len(frame) // 32)
        assert len(got) == nbeats, f"frame {i}: {len(got)} beats, expected {nbeats}"
        kept = b""
        for j, (_, data, keep, user, _) in enumerate(got):
            nkeep = 32 if j < nbeats - 1 else len(frame) - 32 * (nbeats - 1)
            assert keep == (1 << nkeep) - 1, (
                f"frame {i} beat {j}: tkeep {keep:08X}, expected {(1 << nkeep) - 1:08X}")
            assert user == tuser, f"frame {i} beat {j}: tuser {user:X}, expected {tuser:X}"
            kept += data.to_bytes(32, "little")[:nkeep]
        if kept != frame:
            n = next(k for k in range(len(frame)) if kept[k] != frame[k])
            raise AssertionError(
                f"frame {i} ({'data' if descs[i].data else 'ack'}, {descs[i].elems} elems): "
                f"byte {n} is {kept[n]:02X}, expected {frame[n]:02X}")

    # unpin: once per data descriptor, in order, right buffer, after its last beat was taken
    data_idx = [i for i, d in enumerate(descs) if d.data]
    assert [b for _, b in run.unpins] == [run.expected_gen[i][2] for i in data_idx]
    for (cyc, _), i in zip(run.unpins, data_idx, strict=True):
        assert cyc > run.desc_taken[i], f"unpin of descriptor {i} before its last beat"
        if i + 1 < len(run.desc_taken):
            assert cyc <= run.desc_taken[i + 1] + 1, f"unpin of descriptor {i} late"


# ---------------------------------------------------------------- tests


PARAMS = {
    "default": AccelParams(),
    "other": AccelParams(K=4, DATA_DSCP=10, CTRL_DSCP=63, UDP_PORT=0x1234,
                         SWITCH_MAC=0xFEDCBA987654, SWITCH_IP=0xC0A80A01),
}


@pytest.mark.parametrize("name,n_desc,n_reg", [("default", 300, 250), ("other", 80, 80)])
def test_random_traffic(name, n_desc, n_reg):
    """Random descriptors and regular frames, valid gaps on both inputs, random tready."""
    p = PARAMS[name]
    seed = SEED + len(name)
    rng = random.Random(seed)
    regs = gen_regular(rng, n_reg)
    descs = gen_descs(rng, n_desc, p.NBUF, p)
    t0 = time.perf_counter()
    run = simulate(p, regs, descs, seed, gap_reg=0.3, gap_desc=0.3, p_ready=0.6)
    print(f"iswitch_tx random ({name}): seed {seed}, {run.cycles} cycles, "
          f"{len(descs)} descriptors ({sum(d.data for d in descs)} data), {len(regs)} regular "
          f"frames, {len(run.out_beats)} beats out ({time.perf_counter() - t0:.1f} s)")
    check_run(run, regs, descs)
    elems = {d.elems for d in descs if d.data}
    assert {1, 7, 8, 9, 360} <= elems
    ip = slice(proto.ETH_LEN, proto.ETH_LEN + proto.IP_LEN)
    corner = sum(proto.ip_checksum(proto.set_field(f, proto.IPV4_FIELDS["csum"], 0,
                                                   fix_ip=False)[ip]) == 0xFFFE
                 for f, _, _ in run.expected_gen)
    print(f"  {corner} frames with the checksum double-carry corner")
    assert corner > 0


def test_full_rate_and_latency():
    """tready always high, no gaps: a regular beat leaves in the cycle it arrives when the
    output is idle (no register stage in tx), the output carries one beat per cycle from
    its first beat to its last (no bubble inside a packet nor between packets, whichever
    stream follows which), and with both inputs always requesting the arbiter alternates
    packet by packet."""
    p = PARAMS["default"]
    seed = SEED + 7
    rng = random.Random(seed)
    regs = gen_regular(rng, 12)
    descs = gen_descs(rng, 12, p.NBUF, p)
    run = simulate(p, regs, descs, seed, gap_reg=0.0, gap_desc=0.0, p_ready=1.0)
    print(f"iswitch_tx full rate: seed {seed}, {run.cycles} cycles, {len(run.out_beats)} beats")
    check_run(run, regs, descs)
    regular, generated = split_packets(run)
    for pkt in regular + generated:
        cycles = [b[0] for b in pkt]
        assert cycles == list(range(cycles[0], cycles[0] + len(pkt))), "gap inside a packet"
    # the very first regular beat found the output idle: out in the cycle it was taken
    assert regular[0][0][0] == run.reg_in[0]
    # full rate both ways: no idle output cycle between the first beat and the last
    cycles = [b[0] for b in run.out_beats]
    assert cycles == list(range(cycles[0], cycles[0] + len(cycles))), "output bubble"
    # round robin: while both streams have packets waiting, they alternate
    kinds = ["r" if b[3] & REGULAR_MARK else "g" for b in run.out_beats if b[4]]
    both = min(len(regs), len(descs))
    assert all(kinds[k] != kinds[k + 1] for k in range(2 * both - 2)), "".join(kinds)


def stall_pattern(rng: random.Random, stall: int, n: int) -> list[bool]:
    """``m_axis.tready`` for ``n`` cycles: high for 1..6 cycles (random), then low for
    exactly ``stall`` cycles, repeated; the random gaps keep the stalls from locking to the
    frame length."""
    out: list[bool] = []
    while len(out) < n:
        out += [True] * rng.randint(1, 6) + [False] * stall
    return out


@pytest.mark.parametrize("stall", [1, 2, 3])
def test_generator_stalls_at_every_beat(stall):
    """``m_axis.tready`` low for exactly ``stall`` cycles at a time, frames of 360 elements
    (47 beats) back to back: the output stalls before every beat position of a frame, so
    the generator stops at every payload beat with the next word's read already issued
    from the registered address; the stopped beat's word must come from the held copy, not
    from the RAM's newer output (payload compared byte for byte)."""
    p = PARAMS["default"]
    seed = SEED + 20 + stall
    rng = random.Random(seed)
    descs = [d for d in gen_descs(rng, 40, p.NBUF, p) if d.data][:24]
    for d in descs:
        d.elems = 360
    ready = stall_pattern(rng, stall, 60001)
    run = simulate(p, [], descs, seed, gap_reg=0.0, gap_desc=0.0, p_ready=ready.__getitem__)
    print(f"iswitch_tx stalls of {stall}: seed {seed}, {run.cycles} cycles")
    check_run(run, [], descs)
    _, generated = split_packets(run)
    stalled = {k for pkt in generated for k in range(1, len(pkt)) if pkt[k][0] - pkt[k - 1][0] > 1}
    assert set(range(1, 47)) <= stalled, sorted(set(range(1, 47)) - stalled)


def test_idle_regular_latency():
    """Only regular traffic, tready high: tx adds no cycle: each frame's first beat leaves
    in the cycle it is first offered on ``regular``, and every beat leaves in the cycle it
    is taken from ``regular`` (0 cycles through tx, counted exactly)."""
    p = PARAMS["default"]
    rng = random.Random(SEED + 11)
    regs = gen_regular(rng, 20)
    run = simulate(p, regs, [], SEED + 11, gap_reg=0.5, gap_desc=0.0, p_ready=1.0)
    print(f"iswitch_tx idle regular latency: seed {SEED + 11}, {run.cycles} cycles")
    check_run(run, regs, [])
    regular, _ = split_packets(run)
    for pkt, first in zip(regular, run.reg_first_valid, strict=True):
        assert pkt[0][0] - first == 0, f"first beat: {pkt[0][0] - first} cycles through tx"
    out = [b[0] for pkt in regular for b in pkt]
    assert out == run.reg_in, "a regular beat left in another cycle than it was taken"


# MyHDL warns "Signal is not driven" for each byte slice that feeds a ConcatSignal (the
# header templates); the slices are driven through their parent signal, as the generated
# `assign`s and the lint below show.
@pytest.mark.filterwarnings("ignore:Signal is not driven")
@pytest.mark.parametrize("how", ["wrapper", "direct", "direct-other"])
def test_conversion_lints_clean(tmp_path, how):
    """iswitch_tx converts to Verilog-2001 that passes `verilator --lint-only -Wall`: inside
    a wrapper top (``iswitch_tx_top``, the block one level down a hierarchy, as in
    iswitch_accel) and as the top itself, with the default and with other parameters."""
    p = PARAMS["other"] if how == "direct-other" else AccelParams()
    ports = (Signal(bool(0)), ResetSignal(0, active=1, isasync=False), Axis(), Desc(p),
             PayloadRead(p), Axis())
    top = iswitch_tx_top(*ports) if how == "wrapper" else iswitch_tx(*ports, p)
    top.convert(hdl="Verilog", path=str(tmp_path), name="iswitch_tx", testbench=False)
    v = tmp_path / "iswitch_tx.v"
    text = v.read_text()
    for port in ("regular_tready", "desc_ready", "pl_rd_raddr", "pl_rd_unpin", "m_axis_tdata"):
        assert port in text
    res = subprocess.run(
        ["verilator", "--lint-only", "-Wall", "--top-module", "iswitch_tx", str(v)],
        env=verilator_env(), capture_output=True, text=True)
    assert res.returncode == 0, f"verilator -Wall:\n{res.stderr}"
