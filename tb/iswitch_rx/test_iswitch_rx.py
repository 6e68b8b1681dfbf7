"""MyHDL simulation of iswitch_rx (myhdl_src/iswitch_rx.py) and its conversion + lint.

The frames of ``rx_frames`` (valid data and control frames, regular traffic, one frame for
every rx drop reason and bypass class, tkeep holes, random mutations) are driven into
``s_axis`` with random tvalid gaps, random ``regular.tready`` backpressure and a core
model that waits a random time, reads the staging RAM through ``stage_rd`` and takes the
frame. Every expectation comes from golden/accel_model.py on the same frame
(``rx_frames.expect``: the class, the drop code, the regular and bypass counts); header
fields are decoded with the proto codecs. The seed is ``ISWITCH_RX_SEED`` (default
20261130); each test prints the seed it ran with.
"""

from __future__ import annotations

import os
import random
import re
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from myhdl import Cosimulation, ResetSignal, Signal, StopSimulation, block, delay, instance
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether
from scapy.packet import Raw

from golden.accel_model import AxisFrame, make_tuser
from iswitch.hw.toolenv import verilator_env
from iswitch.hw.vpi import build_myhdl_vpi
from iswitch.wire import IPV4_FIELDS, AccelParams
from iswitch.wire.proto import (
    CTRL_DSCP,
    CTRL_FIELDS,
    DATA_DSCP,
    DATA_FIELDS,
    HDR_OFF,
    SWITCH_IP,
    SWITCH_MAC,
    UDP_PORT,
    Action,
    ControlHeader,
    DataHeader,
    Flag,
    ISwitchControl,
    ISwitchData,
    Reg,
    build_frame,
    set_field,
)
from myhdl_src.iswitch_if import (
    NSTAGE,
    STAGE_AW,
    STAGE_BEATS,
    Axis,
    StagedFrame,
    StageRead,
)
from myhdl_src.iswitch_rx import iswitch_rx, iswitch_rx_top

from .rx_frames import (
    PORTS,
    RX_DROPS,
    Expect,
    ctrl_bytes,
    data_bytes,
    directed_frames,
    expect,
    frame,
    multi_fault_frames,
    mutated_frames,
    raw_bytes,
    sources,
)

SEED = int(os.environ.get("ISWITCH_RX_SEED", "20261130"))


# ---------------------------------------------------------------- the bench


@dataclass
class Knobs:
    gap: float = 0.0  # probability of an idle input cycle before a beat
    backpressure: float = 0.0  # probability of regular.tready low in a cycle
    core_min: int = 0  # the core waits core_min..core_delay cycles before reading
    core_delay: int = 0
    core_reads: bool = True  # read the staged beats through stage_rd before taking


@dataclass
class Record:
    accepted: list[tuple[int, int, int]] = field(default_factory=list)  # cycle, frame, beat
    regular: list[tuple[int, int, int, int, bool]] = field(default_factory=list)
    staged: list[dict] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    cycles: int = 0


STAGED_FIELDS = ("buf", "ctrl", "drop", "job", "seg", "worker", "w52", "w54", "w56", "w58",
                 "acked", "src_mac", "src_ip", "sport", "port", "mkey", "d_regular",
                 "d_bypass_ihl", "d_bypass_frag", "d_bypass_proto")


@block
def rx_bench(frames: list[AxisFrame], beats_to_read: list[int], p: AccelParams, knobs: Knobs,
             rec: Record, rng: random.Random, dut_factory=None, nstage: int = NSTAGE):
    """Drive ``frames``, sink ``regular``, play the core; ``dut_factory`` (same arguments as
    iswitch_rx) replaces the MyHDL block, e.g. by the co-simulated Verilog; ``nstage`` is
    the MyHDL block's number of staging buffers."""
    clk = Signal(bool(0))
    rst = ResetSignal(0, active=1, isasync=False)
    s_axis, regular, staged, stage_rd = Axis(), Axis(), StagedFrame(), StageRead()
    if dut_factory is None:
        dut = iswitch_rx(clk, rst, s_axis, regular, staged, stage_rd, p, nstage)
    else:
        dut = dut_factory(clk, rst, s_axis, regular, staged, stage_rd, p)
    cycle = [0]
    # generous: every beat waiting for a slow core, a gap and backpressure
    limit = 1000 + sum(len(f.beats()) for f in frames) * 8 + 4 * knobs.core_delay * len(
        beats_to_read) + 2 * sum(beats_to_read)
    n_cands = len(beats_to_read)
    user_of: dict[tuple[int, int], int] = {}
    rec.user_of = user_of  # type: ignore[attr-defined]

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk
            if clk:
                cycle[0] += 1

    @instance
    def drive():
        rst.next = 1
        for _ in range(3):
            yield clk.negedge
        rst.next = 0
        for i, f in enumerate(frames):
            beats = f.beats()
            for j, (d, k) in enumerate(beats):
                while rng.random() < knobs.gap:
                    s_axis.tvalid.next = 0  # garbage while not valid
                    s_axis.tdata.next = rng.getrandbits(256)
                    s_axis.tkeep.next = rng.getrandbits(32)
                    s_axis.tlast.next = rng.getrandbits(1)
                    yield clk.negedge
                user = f.tuser if j == 0 else rng.getrandbits(128)
                user_of[(i, j)] = user
                s_axis.tvalid.next = 1
                s_axis.tdata.next = d
                s_axis.tkeep.next = k
                s_axis.tuser.next = user
                s_axis.tlast.next = j == len(beats) - 1
                while True:
                    yield clk.posedge
                    if s_axis.tready:
                        rec.accepted.append((cycle[0], i, j))
                        break
                yield clk.negedge
        s_axis.tvalid.next = 0

    @instance
    def sink():
        while True:
            yield clk.negedge
            regular.tready.next = rng.random() >= knobs.backpressure
            yield clk.posedge
            if regular.tvalid and regular.tready:
                rec.regular.append((cycle[0], int(regular.tdata), int(regular.tkeep),
                                    int(regular.tuser), bool(regular.tlast)))

    @instance
    def core():
        taken = 0
        while True:
            yield clk.negedge
            staged.ready.next = 0
            if not staged.valid:
                continue
            seen = {k: int(getattr(staged, k)) for k in STAGED_FIELDS}
            seen["presented"] = cycle[0]
            for _ in range(rng.randint(knobs.core_min, knobs.core_delay)):
                yield clk.negedge
            words = []
            if knobs.core_reads and taken < n_cands:
                nb = beats_to_read[taken]
                for j in range(nb):  # address before a rising edge, data after it
                    stage_rd.raddr.next = (seen["buf"] << 6) | j
                    yield clk.negedge
                    words.append(int(stage_rd.rdata))
            now = {k: int(getattr(staged, k)) for k in STAGED_FIELDS}
            if not staged.valid or any(now[k] != seen[k] for k in STAGED_FIELDS):
                rec.errors.append(f"staged frame {taken} changed while valid")
            seen["words"] = words
            staged.ready.next = 1
            yield clk.posedge
            seen["taken"] = cycle[0]
            rec.staged.append(seen)
            taken += 1

    @instance
    def watch():
        # s_axis.tready must not drop inside a candidate (beats are always consumed)
        yield clk.negedge
        while True:
            yield clk.posedge
            rec.cycles = cycle[0]
            if len(rec.accepted) == sum(len(f.beats()) for f in frames) and \
                    len(rec.staged) == n_cands and not regular.tvalid:
                raise StopSimulation
            if cycle[0] > limit:
                rec.errors.append("timeout")
                raise StopSimulation

    return dut, clock, drive, sink, core, watch


def run_bench(frames: list[AxisFrame], knobs: Knobs, seed: int, p: AccelParams | None = None,
              dut_factory=None, nstage: int = NSTAGE) -> tuple[Record, list[Expect]]:
    p = p or AccelParams()
    cfg = p
    exp = [expect(f, cfg) for f in frames]
    reads = [min(len(e.frame.beats()), STAGE_BEATS) for e in exp if not e.regular]
    rec = Record()
    rx_bench(frames, reads, p, knobs, rec, random.Random(seed), dut_factory,
             nstage).run_sim(quiet=1)
    return rec, exp


def check(rec: Record, exp: list[Expect], nstage: int = NSTAGE) -> dict[str, int]:
    """Compare a run with the model's expectations (staged frames in buffers 0, 1, ..,
    ``nstage`` - 1, 0, ...); return a few counts for the log."""
    assert not rec.errors, rec.errors
    # regular stream: every beat of every regular frame, in order, bit for bit
    want = []
    for i, e in enumerate(exp):
        if e.regular:
            beats = e.frame.beats()
            want += [(d, k, rec.user_of[(i, j)], j == len(beats) - 1)
                     for j, (d, k) in enumerate(beats)]
    got = [(d, k, u, last) for _, d, k, u, last in rec.regular]
    assert len(got) == len(want), f"regular beats: expected {len(want)}, got {len(got)}"
    for n, (w, g) in enumerate(zip(want, got, strict=True)):
        assert w == g, f"regular beat {n}: expected {w!r}, got {g!r}"
    # staged frames: one per candidate, in order, every field
    cands = [e for e in exp if not e.regular]
    assert len(rec.staged) == len(cands)
    since = {"d_regular": 0, "d_bypass_ihl": 0, "d_bypass_frag": 0, "d_bypass_proto": 0}
    k = 0
    buf = 0
    for e in exp:
        if e.regular:
            since["d_regular"] += 1
            if e.bypass is not None:
                since["d_bypass_" + e.bypass.name.split("_")[1].lower()] += 1
            continue
        s = rec.staged[k]
        name = f"staged frame {k} ({len(e.frame.beats())} beats)"
        assert s["drop"] == e.drop, (
            f"{name}: drop expected {e.drop} ({Reg(e.drop).name if e.drop else 'none'}), "
            f"got {s['drop']}")
        assert s["buf"] == buf, f"{name}: buf expected {buf}, got {s['buf']}"
        if e.kind in ("data", "ctrl"):  # (a RUNT from classify has no class in the model)
            assert s["ctrl"] == (e.kind == "ctrl"), f"{name}: ctrl"
        if len(e.frame.beats()) >= 2:
            for f_, v in e.fields.items():
                assert s[f_] == v, f"{name}: {f_} expected {v:#x}, got {s[f_]:#x}"
        for f_, v in since.items():
            assert s[f_] == v, f"{name}: {f_} expected {v}, got {s[f_]}"
        if s["words"]:
            beats = e.frame.beats()[:STAGE_BEATS]
            assert s["words"] == [d for d, _ in beats], f"{name}: staging RAM contents"
        since = dict.fromkeys(since, 0)
        buf = (buf + 1) % nstage
        k += 1
    return {"regular_beats": len(got), "staged": len(rec.staged), "cycles": rec.cycles}


# ---------------------------------------------------------------- tests


@pytest.mark.parametrize("seed", [SEED])
def test_rx_mix_gaps_backpressure_core_delays(seed: int) -> None:
    """Every directed frame plus mutated ones, shuffled, with idle input cycles, output
    backpressure and a slow core reading each staged frame: every StagedFrame field, drop
    code, delta counter, staging RAM word and regular beat as the model decides."""
    rng = random.Random(seed)
    frames = (list(directed_frames(rng).values()) + mutated_frames(rng, 30)
              + multi_fault_frames(rng, 80))
    rng.shuffle(frames)
    rec, exp = run_bench(frames, Knobs(gap=0.3, backpressure=0.3, core_delay=40), seed)
    r = check(rec, exp)
    drops = sorted({e.drop for e in exp if not e.regular})
    print(f"iswitch_rx mix: seed {seed}, {len(frames)} frames, {r}, drop codes seen {drops}")
    assert set(drops) >= RX_DROPS | {0}  # every reason was exercised


def test_rx_directed_each_kind() -> None:
    """Each directed frame alone between two regular frames, with a fast core: the model's
    verdict per named case (so that a failure names the case)."""
    rng = random.Random(SEED + 7)
    cases = directed_frames(rng)
    frames: list[AxisFrame] = []
    names = []
    for name, f in cases.items():
        frames += [f, AxisFrame(bytes(60), make_tuser(60))]
        names.append(name)
    rec, exp = run_bench(frames, Knobs(gap=0.1, backpressure=0.1, core_delay=2), SEED + 7)
    try:
        check(rec, exp)
    except AssertionError as err:  # name the case
        k = int(str(err).split("staged frame ")[1].split()[0]) if "staged frame" in str(
            err) else -1
        cand = [n for n, f in cases.items() if not expect(f, AccelParams()).regular]
        raise AssertionError(f"{cand[k] if k >= 0 else '?'}: {err}") from err
    print(f"iswitch_rx directed: seed {SEED + 7}, {len(cases)} cases")


def test_rx_regular_frame_counted_with_the_next_one_beat_candidate() -> None:
    """A one-beat regular frame right before a one-beat candidate (a RUNT): the regular
    frame is added to the counts in the cycle after its beat leaves ``m``, the very cycle
    the candidate's only beat copies them into its slot, so the copy must take the pending
    frame (``run_*_in``); its bypass class (an IHL != 5 frame) the same way."""
    rng = random.Random(SEED + 11)
    cases = directed_frames(rng)
    bypass = cases["bypass_ihl"]  # (IHL 6: BYPASS_IHL), cut to one beat
    one_beat_bypass = AxisFrame(raw_bytes(bypass)[:32], make_tuser(32, bypass.src_port))
    # (a long regular frame after each pair lets the core take the candidate: no stall)
    filler = AxisFrame(bytes(1514), make_tuser(1514))
    frames: list[AxisFrame] = []
    for regular in (AxisFrame(bytes(32), make_tuser(32)), one_beat_bypass):
        for runt in ("runt_16", "runt_20"):
            frames += [regular, cases[runt], filler]
    exp_kinds = [expect(f, AccelParams()) for f in frames]
    assert [len(f.beats()) for f in frames] == [1, 1, 48] * 4
    assert [e.regular for e in exp_kinds] == [True, False, True] * 4
    assert exp_kinds[6].bypass is not None
    rec, exp = run_bench(frames, Knobs(core_reads=False), SEED + 11)
    check(rec, exp)  # the deltas of each staged frame, as the model counts them
    first = {}
    for c, i, _ in rec.accepted:
        first.setdefault(i, c)
    assert all(first[i + 1] == first[i] + 1 for i in range(0, len(frames), 3)), (
        "each candidate's beat must follow its regular frame's in the next cycle")
    assert [s["d_regular"] for s in rec.staged] == [1, 2, 2, 2]


def test_rx_throughput_and_latency() -> None:
    """No gaps, no backpressure, a core that takes each frame at once: the input accepts
    one beat per cycle through back-to-back full-size candidates and regular frames, and a
    regular beat appears on ``regular`` exactly one cycle after it was accepted."""
    rng = random.Random(SEED + 3)
    ss = sources(rng)
    frames = []
    for i in range(12):
        s = ss[i % 4]
        frames.append(frame(s, data_bytes(s, rng, 360), rng))
        if i % 3 == 0:
            frames.append(frame(s, bytes(rng.getrandbits(8) for _ in range(1514)), rng))
            # a 2-beat candidate is offered 4 cycles after its last beat: it only runs at
            # full rate where the candidate before it was taken meanwhile
            frames.append(frame(s, ctrl_bytes(s, rng), rng))
    rec, exp = run_bench(frames, Knobs(core_reads=False), SEED + 3)
    check(rec, exp)
    cyc = [c for c, _, _ in rec.accepted]
    assert cyc == list(range(cyc[0], cyc[0] + len(cyc))), "input stalled"
    reg_acc = [c for c, i, _ in rec.accepted if exp[i].regular]
    assert [c for c, *_ in rec.regular] == [c + 1 for c in reg_acc]
    print(f"iswitch_rx throughput: {len(cyc)} beats in {cyc[-1] - cyc[0] + 1} cycles")


def full_size_run(nstage: int, hold: int, n: int = 10) -> tuple[Record, list[Expect]]:
    """``n`` back-to-back 47-beat data candidates, no gaps, no backpressure, and a core that
    takes each frame exactly ``hold`` cycles after the cycle in which it is offered (the
    first cycle of ``staged.valid``): the frame is taken at the end of cycle offer + hold,
    the core is busy with it for hold + 1 cycles."""
    rng = random.Random(SEED + 6)
    ss = sources(rng)
    frames = [frame(ss[i % 4], data_bytes(ss[i % 4], rng, 360), rng) for i in range(n)]
    assert all(len(f.beats()) == 47 for f in frames)
    rec, exp = run_bench(frames, Knobs(core_min=hold, core_delay=hold, core_reads=False),
                         SEED + 6, nstage=nstage)
    check(rec, exp, nstage)
    assert [s["taken"] - s["presented"] for s in rec.staged] == [hold] * n
    return rec, exp


@pytest.mark.parametrize("hold", [45, 46])
def test_rx_full_size_at_line_rate_with_slow_core(hold: int) -> None:
    """Back-to-back full-size candidates with a core that takes each one ``hold`` cycles
    after its offer (45: the accelerator's core, one decision cycle and 45 payload reads,
    46 cycles per frame; 46: a core as slow as the input, 47 cycles per frame): with three
    staging buffers the input accepts one beat per cycle, every beat, exactly (470 beats in
    470 cycles), and each candidate is offered 5 cycles after its last beat (with a hold of
    46, candidate N+1's slot shows its verdict from the very cycle in which the core
    releases N: the presentation register must load that slot at the release). With two
    buffers the same stimulus loses cycles (the core takes candidate N only after
    candidate N+1 has ended): that is what the third buffer is for."""
    n = 10
    rec, _ = full_size_run(NSTAGE, hold, n)
    cyc = [c for c, _, _ in rec.accepted]
    assert len(cyc) == 47 * n
    assert cyc == list(range(cyc[0], cyc[0] + 47 * n)), "input stalled"
    last_beat = [c for c, _, j in rec.accepted if j == 46]
    assert [s["presented"] for s in rec.staged] == [c + 5 for c in last_beat]
    print(f"iswitch_rx full size, core hold {hold} ({NSTAGE} buffers): {len(cyc)} beats in "
          f"{cyc[-1] - cyc[0] + 1} cycles")
    rec2, _ = full_size_run(2, hold, n)
    cyc2 = [c for c, _, _ in rec2.accepted]
    assert cyc2[-1] - cyc2[0] + 1 > 47 * n
    print(f"iswitch_rx full size, core hold {hold} (2 buffers): {len(cyc2)} beats in "
          f"{cyc2[-1] - cyc2[0] + 1} cycles")


@pytest.mark.parametrize("nstage", sorted({NSTAGE, 2}))
def test_rx_stalls_when_all_buffers_full(nstage: int) -> None:
    """A core that holds each frame for 300 cycles: rx keeps ``nstage`` candidates (one
    offered, the others waiting: two with the default three buffers), then stalls the input
    at the next frame start, loses nothing and keeps the deltas exact (regular frames
    arrive between waiting candidates). Also with two buffers (the block's ``nstage``)."""
    rng = random.Random(SEED + 4)
    ss = sources(rng)
    frames = []
    for i in range(6):
        frames.append(frame(ss[i % 4], ctrl_bytes(ss[i % 4], rng), rng))
        for _ in range(i % 3):
            frames.append(frame(ss[0], bytes(rng.getrandbits(8) for _ in range(70)), rng))
        frames.append(frame(ss[0], set_field(data_bytes(ss[0], rng, 4), IPV4_FIELDS["proto"], 6),
                            rng))
    rec, exp = run_bench(frames, Knobs(gap=0.2, backpressure=0.2, core_min=300,
                                       core_delay=300), SEED + 4, nstage=nstage)
    check(rec, exp, nstage)
    # while the first frame waits for the core, the input holds exactly nstage - 1 more
    # candidates (all of them received), and the next one starts only after the core took it
    first_taken = rec.staged[0]["taken"]
    cand_idx = {i for i, e in enumerate(exp) if not e.regular}
    started = [c for c, i, j in rec.accepted if j == 0 and i in cand_idx]
    ended = [c for c, i, j in rec.accepted if i in cand_idx and j == len(exp[i].frame.beats()) - 1]
    assert ended[nstage - 1] < first_taken < started[nstage]
    print(f"iswitch_rx stall ({nstage} buffers): {len(frames)} frames, {rec.cycles} cycles")


@pytest.mark.parametrize("nstage", sorted({NSTAGE, 2}))
def test_rx_stalls_at_once_after_one_beat_candidates(nstage: int) -> None:
    """One-beat candidates (RUNTs) back to back, a core that holds each for 300 cycles: the
    input takes ``nstage`` of them in consecutive cycles and refuses the next one in the
    very next cycle, the one after the last allocation (rx counts an allocation in the
    cycle after it, ``a_q``: the room must include it), until the core takes the first."""
    rng = random.Random(SEED + 12)
    runt = directed_frames(rng)["runt_16"]
    frames = [runt] * (nstage + 2)
    assert all(len(f.beats()) == 1 for f in frames)
    rec, exp = run_bench(frames, Knobs(core_min=300, core_delay=300, core_reads=False),
                         SEED + 12, nstage=nstage)
    check(rec, exp, nstage)
    first_taken = rec.staged[0]["taken"]
    started = [c for c, _, j in rec.accepted if j == 0]
    assert started[:nstage] == list(range(started[0], started[0] + nstage))
    assert started[nstage] > first_taken
    print(f"iswitch_rx one-beat stall ({nstage} buffers): accepted at {started}, first taken "
          f"at {first_taken}")


def test_rx_other_parameters() -> None:
    """Non-default DSCP values and UDP port: the classes and BAD_PORT follow them."""
    p = AccelParams(DATA_DSCP=10, CTRL_DSCP=46, UDP_PORT=5000)
    rng = random.Random(SEED + 5)
    s = sources(rng)[0]
    frames = []
    for dscp in (10, 46, DATA_DSCP, CTRL_DSCP):
        for port in (5000, UDP_PORT):
            for hdr in (DataHeader(1, 2, 3, 2).pack() + bytes(8),
                        ControlHeader(1, 2, 3, Action.QUERY).pack()):
                b = build_frame(dst_mac=SWITCH_MAC, src_mac=s.mac, src_ip=s.ip,
                                dst_ip=SWITCH_IP, dscp=dscp, sport=port, dport=port,
                                udp_payload=hdr)
                frames.append(frame(s, b, rng))
    rec, exp = run_bench(frames, Knobs(gap=0.2, backpressure=0.2, core_delay=5), SEED + 5, p)
    check(rec, exp)
    assert {e.drop for e in exp if not e.regular} == {0, Reg.BAD_PORT, Reg.BAD_HEADER}


def test_conversion_lints_clean(tmp_path: Path) -> None:
    """``iswitch_rx_top`` converts to Verilog-2001 that passes verilator --lint-only -Wall,
    with the staging RAM as one memory."""
    clk = Signal(bool(0))
    rst = ResetSignal(0, active=1, isasync=False)
    top = iswitch_rx_top(clk, rst, Axis(), Axis(), StagedFrame(), StageRead())
    top.convert(hdl="Verilog", path=str(tmp_path), name="iswitch_rx_top", testbench=False,
                timescale="1ns/1ps")
    v = tmp_path / "iswitch_rx_top.v"
    text = v.read_text()
    assert text.count(f"[0:{2 ** STAGE_AW}-1]") == 1, "expected one memory (the staging RAM)"
    assert text.count("[0:") == 1, "expected exactly one memory (the staging RAM)"
    # a select of a range select (x[7:0][3:0]) passes Verilator but not Verilog-2001 (yosys)
    assert not re.search(r"\[[^\]\[]*:[^\]\[]*\]\[", text), "slice of a slice"
    res = subprocess.run(["verilator", "--lint-only", "-Wall", "--top-module", "iswitch_rx_top",
                          str(v)], env=verilator_env(), capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


# ---------------------------------------------------------------- the converted Verilog


def _ports(s_axis: Axis, regular: Axis, staged: StagedFrame, stage_rd: StageRead
           ) -> tuple[dict[str, Signal], dict[str, Signal]]:
    """(inputs, outputs) of iswitch_rx_top by converted port name."""
    ins: dict[str, Signal] = {}
    outs: dict[str, Signal] = {}
    for a in ("tdata", "tkeep", "tuser", "tvalid", "tlast"):
        ins[f"s_axis_{a}"] = getattr(s_axis, a)
        outs[f"regular_{a}"] = getattr(regular, a)
    outs["s_axis_tready"] = s_axis.tready
    ins["regular_tready"] = regular.tready
    for a in ("valid", *STAGED_FIELDS):
        outs[f"staged_{a}"] = getattr(staged, a)
    ins["staged_ready"] = staged.ready
    ins["stage_rd_raddr"] = stage_rd.raddr
    outs["stage_rd_rdata"] = stage_rd.rdata
    return ins, outs


def _cosim_wrapper(ins: dict[str, Signal], outs: dict[str, Signal]) -> str:
    decl = ["reg clk;", "reg rst;"]
    decl += [f"reg [{len(sig) - 1}:0] {n};" for n, sig in ins.items()]
    decl += [f"wire [{len(sig) - 1}:0] {n};" for n, sig in outs.items()]
    conns = ", ".join(f".{n}({n})" for n in ["clk", "rst", *ins, *outs])
    return (
        "`timescale 1ns / 1ps\n`default_nettype none\nmodule tb_cosim_iswitch_rx;\n"
        + "\n".join(decl)
        + f"\ninitial begin\n    $from_myhdl(clk, rst, {', '.join(ins)});\n"
        + f"    $to_myhdl({', '.join(outs)});\nend\n"
        + f"iswitch_rx_top dut ({conns});\nendmodule\n`default_nettype wire\n"
    )


def test_rx_verilog_cosim(tmp_path: Path) -> None:
    """The converted Verilog (iswitch_rx_top under Icarus, through MyHDL's Cosimulation)
    in the same bench as the MyHDL block, on the mixed stimulus of the next seed: the same
    checks against the model. This is the check that the conversion itself is right."""
    vpi = build_myhdl_vpi()

    clk = Signal(bool(0))
    rst = ResetSignal(0, active=1, isasync=False)
    top = iswitch_rx_top(clk, rst, Axis(), Axis(), StagedFrame(), StageRead())
    top.convert(hdl="Verilog", path=str(tmp_path), name="iswitch_rx_top", testbench=False,
                timescale="1ns/1ps")
    ins, outs = _ports(Axis(), Axis(), StagedFrame(), StageRead())
    (tmp_path / "tb.v").write_text(_cosim_wrapper(ins, outs))
    vvp = tmp_path / "cosim.vvp"
    subprocess.run(["iverilog", "-g2001", "-o", str(vvp), "-s", "tb_cosim_iswitch_rx",
                    str(tmp_path / "tb.v"), str(tmp_path / "iswitch_rx_top.v")], check=True)
    cmd = f"vvp -M {vpi.parent} -m myhdl {vvp}"

    def verilog(clk, rst, s_axis, regular, staged, stage_rd, p):
        i, o = _ports(s_axis, regular, staged, stage_rd)
        return Cosimulation(cmd, clk=clk, rst=rst, **i, **o)

    seed = SEED + 1
    rng = random.Random(seed)
    frames = (list(directed_frames(rng).values()) + mutated_frames(rng, 30)
              + multi_fault_frames(rng, 80))
    rng.shuffle(frames)
    t0 = time.perf_counter()
    rec, exp = run_bench(frames, Knobs(gap=0.3, backpressure=0.3, core_delay=40), seed,
                         dut_factory=verilog)
    r = check(rec, exp)
    print(f"iswitch_rx Verilog co-simulation: seed {seed}, {len(frames)} frames, {r} "
          f"({time.perf_counter() - t0:.1f} s)")


@settings(max_examples=12, deadline=None, derandomize=True)
@given(st.lists(st.tuples(
    st.booleans(),  # control (else data)
    st.integers(0, 0xFFFF), st.integers(0, 0xFFFF_FFFF), st.integers(0, 0xFFFF),  # job seg worker
    st.integers(1, 40), st.integers(1, 0xFFFF), st.integers(0, 0xFFFF),  # count nsum flags
    st.integers(0, 0xFFFF_FFFF),  # control value
    st.binary(min_size=6, max_size=6), st.binary(min_size=4, max_size=4),  # src MAC, IP
    st.integers(1, 0xFFFF), st.sampled_from(PORTS),  # UDP source port, ingress port
), min_size=1, max_size=4))
def test_scapy_frames_parsed_by_rx_and_codec_agree(frames_spec: list) -> None:
    """The round trip of the contract: frames built by the scapy layer (not by the codec),
    parsed by the MyHDL rx block in simulation and by the Python codec: the same header
    fields, the same location, no drop (derandomized hypothesis: fixed examples)."""
    frames = []
    for (ctrl, job, seg, worker, count, nsum, flags, value, mac, ip, sport,
         port) in frames_spec:
        if ctrl:
            hdr = ISwitchControl(job=job, seq=seg, worker=worker, action=int(Action.QUERY),
                                 value=value)
            dscp = CTRL_DSCP
        else:
            hdr = ISwitchData(job=job, seg=seg, worker=worker, nsum=nsum,
                              flags=flags & ~int(Flag.DOWN)) / Raw(bytes(4 * count))
            dscp = DATA_DSCP
        pkt = (Ether(src=mac.hex(":"), dst=SWITCH_MAC.hex(":"))
               / IP(src=socket.inet_ntoa(ip), dst=socket.inet_ntoa(SWITCH_IP),
                    tos=dscp << 2, flags="DF")
               / UDP(sport=sport, dport=UDP_PORT, chksum=0) / hdr)
        raw = bytes(pkt)
        # the scapy layer and the codec read the same header from the bytes
        parsed = Ether(raw)
        layer = parsed[ISwitchControl] if ctrl else parsed[ISwitchData]
        codec = (ControlHeader if ctrl else DataHeader).unpack(raw[HDR_OFF:])
        for name in (CTRL_FIELDS if ctrl else DATA_FIELDS).names:
            assert int(getattr(layer, name)) == getattr(codec, name), name
        frames.append(AxisFrame(raw, make_tuser(len(raw), port)))
    rec, exp = run_bench(frames, Knobs(), seed=5)
    assert all(not e.regular and e.drop == 0 for e in exp), [e.drop for e in exp]
    check(rec, exp)  # every staged field equals the codec's (expect() uses DataHeader)
