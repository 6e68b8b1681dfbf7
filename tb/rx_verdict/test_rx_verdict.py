"""MyHDL simulation of rx_verdict (myhdl_src/rx_verdict.py): the stateless checks of each
candidate, in the order of ``golden.accel_model``, and the candidate's position.

The candidates of the rx stimulus (tb/iswitch_rx/rx_frames.py: one frame per drop reason,
each pair of neighbouring checks failing at once, random mutations, frames with two to four
faults) are played into the block as iswitch_rx's ``m`` register would hold them: one beat
per cycle while ``m_cv``, with random idle cycles between beats and between frames (and
runs without any), ``m_ctrl`` the frame's class, ``m_pc`` / ``m_full`` / ``m_contig`` the
beat's ``tkeep`` shape (a plain model of rx_classify's outputs here). Expected: the verdict
``AccelModel.push`` gives on a fresh model (``rx_frames.expect``: its ``last_drop`` where rx
decides it, else 0), two cycles after the frame's last beat, for the buffer the frame was
given (0, 1, .., nstage - 1, 0, ..); ``cbuf`` and ``bidx`` (saturating at STAGE_BEATS) at
every beat. Seeds are fixed and printed (``RX_VERDICT_SEED``).
"""

from __future__ import annotations

import os
import random
import subprocess

import pytest
from iswitch_rx.rx_frames import (
    RX_DROPS,
    directed_frames,
    expect,
    frame,
    multi_fault_frames,
    mutated_frames,
    sources,
)
from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from golden.accel_model import AccelModel, AxisFrame
from iswitch.hw.toolenv import verilator_env
from iswitch.wire import (
    CTRL_DSCP,
    DATA_DSCP,
    ETH_LEN,
    IP_LEN,
    IPV4_FIELDS,
    SWITCH_IP,
    SWITCH_MAC,
    UDP_PORT,
    AccelParams,
)
from iswitch.wire.proto import (
    Action,
    ControlHeader,
    DataHeader,
    Reg,
    build_control_frame,
    build_data_frame,
    build_frame,
    ip_checksum,
    set_field,
)
from myhdl_src.iswitch_if import DATA_W, KEEP_W, NSTAGE, STAGE_BEATS, STAGE_BW
from myhdl_src.rx_verdict import rx_verdict

SEED = int(os.environ.get("RX_VERDICT_SEED", "20261203"))
FULL = (1 << KEEP_W) - 1
_TOS, _CSUM = IPV4_FIELDS["tos"], IPV4_FIELDS["csum"]


def shape(keep: int) -> tuple[int, bool, bool]:
    """(popcount, full, contiguous from bit 0 and nonzero): the tkeep rule."""
    return bin(keep).count("1"), keep == FULL, keep != 0 and keep & (keep + 1) == 0


def candidates(frames: list[AxisFrame], p: AccelParams) -> list[tuple[AxisFrame, bool, int]]:
    """(frame, its class is control, the verdict the model gives) of each candidate."""
    out = []
    for f in frames:
        e = expect(f, p)
        if e.regular:
            continue
        kind = AccelModel(p).classify(f)
        # (a RUNT has no class in the model: its DSCP gives rx's)
        ctrl = kind == "ctrl" or (kind == Reg.RUNT and _TOS.read(f.data) >> 2 == p.CTRL_DSCP)
        out.append((f, ctrl, e.drop))
    return out


def checksum_frames(rng: random.Random, n: int) -> list[AxisFrame]:
    """Valid data and control frames from random (and all-ones-heavy) IPv4 addresses and
    lengths, so that the header words' sum carries 1 to 4 times out of 16 bits, and each
    with its checksum field off by one, the other way, and in one byte."""
    out = []
    for _ in range(n):
        src, dst = (bytes(rng.choice([rng.getrandbits(8), 0xFF]) for _ in range(4))
                    for _ in range(2))
        s = sources(rng)[0]
        if rng.random() < 0.7:
            k = rng.randint(1, 360)
            b = build_data_frame(DataHeader(1, rng.getrandbits(32), 3, k, nsum=1),
                                 bytes(4 * k), src_mac=s.mac, src_ip=src, dst_ip=dst)
        else:
            b = build_control_frame(ControlHeader(1, 2, 3, Action.QUERY), src_mac=s.mac,
                                    src_ip=src, dst_ip=dst)
        out.append(frame(s, b, rng))
        good = _CSUM.read(b)
        for bad in ((good + 1) & 0xFFFF, (good - 1) & 0xFFFF, good ^ 0x0100):
            out.append(frame(s, set_field(b, _CSUM, bad, fix_ip=False), rng))
    return out


@block
def bench(cands, p: AccelParams, nstage: int, rng: random.Random, gap: float, log: dict):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    m_cv, m_last, m_first, m_ctrl, m_full, m_contig = (Signal(bool(0)) for _ in range(6))
    m_data = Signal(intbv(0)[DATA_W:])
    m_pc = Signal(intbv(0)[6:])
    cbuf, v2_buf = Signal(intbv(0)[STAGE_BW:]), Signal(intbv(0)[STAGE_BW:])
    bidx = Signal(intbv(0)[6:])
    v2_go = Signal(bool(0))
    v2_code = Signal(intbv(0)[5:])
    dut = rx_verdict(clk, rst, m_cv, m_data, m_last, m_first, m_ctrl, m_pc, m_full, m_contig,
                     cbuf, bidx, v2_go, v2_buf, v2_code, p, nstage)
    cycle = [0]

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk
            if clk:
                cycle[0] += 1

    @instance
    def drive():
        for _ in range(3):
            yield clk.negedge
        rst.next = 0
        for i, (f, ctrl, _) in enumerate(cands):
            beats = f.beats()
            for j, (d, k) in enumerate(beats):
                while rng.random() < gap:  # m empty (or holding a regular beat)
                    m_cv.next = 0
                    m_data.next = rng.getrandbits(DATA_W)
                    m_last.next = rng.getrandbits(1)
                    m_first.next = rng.getrandbits(1)
                    yield clk.negedge
                pc, full, contig = shape(k)
                m_cv.next = 1
                m_data.next = d
                m_last.next = j == len(beats) - 1
                m_first.next = j == 0
                m_ctrl.next = ctrl
                m_pc.next, m_full.next, m_contig.next = pc, full, contig
                yield delay(1)
                log["beats"].append((cycle[0], i, j, int(cbuf), int(bidx)))
                yield clk.negedge
        m_cv.next = 0
        for _ in range(4):
            yield clk.negedge
        raise StopSimulation

    @instance
    def watch():
        while True:
            yield clk.negedge
            if v2_go:
                log["verdicts"].append((cycle[0], int(v2_buf), int(v2_code)))

    return dut, clock, drive, watch


def run(cands, p: AccelParams, nstage: int, seed: int, gap: float) -> dict:
    log: dict = {"beats": [], "verdicts": []}
    bench(cands, p, nstage, random.Random(seed), gap, log).run_sim(quiet=1)
    last = {}
    for c, i, j, cb, bi in log["beats"]:
        assert cb == i % nstage, f"frame {i} beat {j}: cbuf {cb}, expected {i % nstage}"
        assert bi == min(j, STAGE_BEATS), f"frame {i} beat {j}: bidx {bi}"
        last[i] = c
    assert len(log["verdicts"]) == len(cands), "one verdict per candidate"
    for i, ((f, _, drop), (c, buf, code)) in enumerate(zip(cands, log["verdicts"],
                                                            strict=True)):
        name = f"candidate {i} ({len(f.beats())} beats)"
        assert c == last[i] + 2, f"{name}: verdict in cycle {c}, last beat in {last[i]}"
        assert buf == i % nstage, f"{name}: v2_buf {buf}"
        assert code == drop, (f"{name}: code {code} ({Reg(code).name if code else 'none'}), "
                              f"model {drop} ({Reg(drop).name if drop else 'none'})")
    return log


@pytest.mark.parametrize("nstage,gap", [(NSTAGE, 0.3), (NSTAGE, 0.0), (2, 0.1)])
def test_verdicts_as_the_model_orders_them(nstage: int, gap: float) -> None:
    """Every directed case, mutated and multi-fault frames, shuffled: each verdict is the
    model's first failing check, two cycles after the last beat, for the right buffer."""
    seed = SEED + 10 * nstage + int(10 * gap)
    rng = random.Random(seed)
    frames = (list(directed_frames(rng).values()) + mutated_frames(rng, 60)
              + multi_fault_frames(rng, 200))
    rng.shuffle(frames)
    p = AccelParams()
    cands = candidates(frames, p)
    run(cands, p, nstage, seed, gap)
    codes = sorted({d for _, _, d in cands})
    print(f"rx_verdict: seed {seed}, nstage {nstage}, gap {gap}: {len(cands)} candidates, "
          f"codes {codes}")
    assert set(codes) == RX_DROPS | {0}


def test_ip_checksum_carries() -> None:
    """The IPv4 header checksum with sums that carry up to four times (random addresses):
    a valid header passes, each wrong checksum is IP_CSUM, as ``ip_checksum`` says."""
    seed = SEED + 9
    rng = random.Random(seed)
    frames = checksum_frames(rng, 60)
    p = AccelParams()
    cands = candidates(frames, p)
    run(cands, p, NSTAGE, seed, 0.2)
    assert [d for _, _, d in cands] == [0, *[int(Reg.IP_CSUM)] * 3] * 60
    ip = slice(ETH_LEN, ETH_LEN + IP_LEN)
    carries = {sum(int.from_bytes(f.data[ip][k:k + 2], "big") for k in range(0, IP_LEN, 2))
               >> 16 for f in frames}
    assert all(ip_checksum(f.data[ip]) != 0 for f in frames[1::4])
    print(f"rx_verdict checksum: seed {seed}, {len(frames)} frames, carries {sorted(carries)}")
    assert {1, 2, 3, 4} <= carries


def test_each_directed_case_named() -> None:
    """The directed cases one by one, so that a failure names the case."""
    rng = random.Random(SEED + 7)
    p = AccelParams()
    for name, f in directed_frames(rng).items():
        cands = candidates([f], p)
        if cands:
            try:
                run(cands, p, NSTAGE, SEED + 7, 0.0)
            except AssertionError as err:
                raise AssertionError(f"{name}: {err}") from err
    print(f"rx_verdict directed: seed {SEED + 7}")


def test_other_udp_port() -> None:
    """A non-default UDP port: BAD_PORT follows the parameter."""
    p = AccelParams(UDP_PORT=5000)
    rng = random.Random(SEED + 5)
    s = sources(rng)[0]
    frames = []
    for port in (5000, UDP_PORT, 5001):
        for dscp, hdr in ((DATA_DSCP, DataHeader(1, 2, 3, 2).pack() + bytes(8)),
                          (CTRL_DSCP, ControlHeader(1, 2, 3, Action.QUERY).pack())):
            frames.append(frame(s, build_frame(dst_mac=SWITCH_MAC, src_mac=s.mac, src_ip=s.ip,
                                               dst_ip=SWITCH_IP, dscp=dscp, sport=port,
                                               dport=port, udp_payload=hdr), rng))
    cands = candidates(frames, p)
    run(cands, p, NSTAGE, SEED + 5, 0.2)
    assert [d for _, _, d in cands] == [0, 0] + [int(Reg.BAD_PORT)] * 4
    print(f"rx_verdict UDP port 5000: seed {SEED + 5}")


def test_conversion_lints_clean(tmp_path) -> None:
    """rx_verdict converts to Verilog that passes ``verilator --lint-only -Wall``, but for
    UNUSEDSIGNAL: it reads only the header bytes of ``m_data``, by design."""
    s = [Signal(intbv(0)[w:]) if w > 1 else Signal(bool(0)) for w in (
        1, 1, 1, DATA_W, 1, 1, 1, 6, 1, 1, STAGE_BW, 6, 1, STAGE_BW, 5)]
    s[1] = ResetSignal(0, active=1, isasync=False)
    rx_verdict(*s, AccelParams(), NSTAGE).convert(hdl="Verilog", path=str(tmp_path),
                                                  name="rx_verdict", testbench=False)
    res = subprocess.run(["verilator", "--lint-only", "-Wall", "-Wno-UNUSEDSIGNAL",
                          str(tmp_path / "rx_verdict.v")], env=verilator_env(),
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
