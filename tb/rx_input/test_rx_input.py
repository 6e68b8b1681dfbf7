"""MyHDL simulation of rx_input (myhdl_src/rx_input.py): iswitch_rx's ``s_axis`` handshake,
``m`` register, skid and ``regular`` output, against the AXI-Stream rules and a plain model
of the stage's contract.

Random frames (1..6 beats, random tdata / tkeep / tuser) are driven with random tvalid
gaps; each frame's class (candidate or regular, its bypass class, its control bit) is on
the classifier inputs at its first beat only, and those inputs are random at every other
beat (the stage must sample the class once per frame); the beat-shape inputs are random
per beat and must travel with their beat. ``regular.tready`` is random (several
probabilities) and ``room`` random in runs. Checked: every accepted beat comes out exactly
once and in order, regular beats on ``regular`` unchanged and never withdrawn or changed
while not taken, candidate beats in ``m`` (``m_cv``) with their sideband; ``alloc`` exactly
at the acceptance of a candidate's first beat; no frame starts while ``room`` is low;
``s_axis.tready`` does not move when ``regular.tready``, ``tvalid``, the data or the class
inputs move within a cycle; ``m_rf`` / ``m_byp`` / ``m_cl`` / ``m_cf`` as they are defined;
and with ``regular.tready`` high and room, one beat per cycle, each in ``m`` the cycle after
it was accepted. Seeds are fixed and printed (``RX_INPUT_SEED``).
"""

from __future__ import annotations

import os
import random
import subprocess
from dataclasses import dataclass, field

import pytest
from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from iswitch.hw.toolenv import verilator_env
from myhdl_src.iswitch_if import DATA_W, KEEP_W, USER_W, Axis
from myhdl_src.rx_input import rx_input

SEED = int(os.environ.get("RX_INPUT_SEED", "20261204"))


@dataclass
class Frame:
    cand: bool
    byp: int  # regular frames: 0..3
    ctrl: bool
    beats: list[tuple[int, int, int, int, bool, bool]]  # tdata, tkeep, tuser, pc, full, contig


def gen_frames(rng: random.Random, n: int) -> list[Frame]:
    out = []
    for _ in range(n):
        cand = rng.random() < 0.5
        beats = [(rng.getrandbits(DATA_W), rng.getrandbits(KEEP_W), rng.getrandbits(USER_W),
                  rng.randrange(33), bool(rng.getrandbits(1)), bool(rng.getrandbits(1)))
                 for _ in range(rng.choice([1, 1, 2, 3, rng.randint(1, 6)]))]
        out.append(Frame(cand, 0 if cand else rng.randrange(4), bool(rng.getrandbits(1)),
                         beats))
    return out


@dataclass
class Log:
    accepted: list[tuple[int, int, int]] = field(default_factory=list)  # cycle, frame, beat
    m_beats: list[tuple] = field(default_factory=list)  # cycle, candidate beat fields
    reg_taken: list[tuple] = field(default_factory=list)  # cycle, regular beat
    allocs: list[int] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    cycles: int = 0


@block
def bench(frames: list[Frame], rng: random.Random, gap: float, p_ready, p_room: float,
          log: Log):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    s_axis, regular = Axis(), Axis()
    c_cand, i_isctrl, in_full, in_contig, room, alloc = (Signal(bool(0)) for _ in range(6))
    c_byp, in_pc = Signal(intbv(0)[2:]), Signal(intbv(0)[6:])
    m_cv, m_last, m_first, m_ctrl, m_full, m_contig, m_rf, m_cl, m_cf = (
        Signal(bool(0)) for _ in range(9))
    m_data, m_user = Signal(intbv(0)[DATA_W:]), Signal(intbv(0)[USER_W:])
    m_pc, m_byp = Signal(intbv(0)[6:]), Signal(intbv(0)[2:])
    dut = rx_input(clk, rst, s_axis, regular, c_cand, c_byp, i_isctrl, in_pc, in_full,
                   in_contig, room, alloc, m_cv, m_data, m_user, m_last, m_first, m_ctrl,
                   m_pc, m_full, m_contig, m_rf, m_cl, m_cf, m_byp)
    # what the input stage holds, by the test's bookkeeping: the frame of each beat in m
    # or on regular is known from the order of the accepted beats
    n_beats = sum(len(f.beats) for f in frames)
    cyc = [0]

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk
            if clk:
                cyc[0] += 1

    @instance
    def drive():
        room_run = 0
        for _ in range(3):
            yield clk.negedge
        rst.next = 0
        for i, f in enumerate(frames):
            for j, (d, k, u, pc, full, contig) in enumerate(f.beats):
                while True:
                    if room_run <= 0:
                        room.next = rng.random() < p_room
                        room_run = rng.randint(1, 12)
                    room_run -= 1
                    # phase 1: decoys on every input but room
                    for s in (s_axis.tvalid, s_axis.tlast, regular.tready, c_cand, i_isctrl):
                        s.next = rng.getrandbits(1)
                    s_axis.tdata.next = rng.getrandbits(DATA_W)
                    c_byp.next = rng.getrandbits(2)
                    yield delay(1)
                    ready_1 = bool(s_axis.tready)
                    # phase 2: the real values
                    valid = rng.random() >= gap
                    s_axis.tvalid.next = valid
                    s_axis.tdata.next = d
                    s_axis.tkeep.next = k
                    s_axis.tuser.next = u
                    s_axis.tlast.next = j == len(f.beats) - 1
                    regular.tready.next = (p_ready(cyc[0]) if callable(p_ready)
                                           else rng.random() < p_ready)
                    first = j == 0
                    c_cand.next = f.cand if first else rng.getrandbits(1)
                    c_byp.next = f.byp if first else rng.getrandbits(2)
                    i_isctrl.next = f.ctrl if first else rng.getrandbits(1)
                    in_pc.next, in_full.next, in_contig.next = pc, full, contig
                    yield delay(1)
                    if bool(s_axis.tready) != ready_1:
                        log.errors.append(f"cycle {cyc[0]}: s_axis.tready moved with the "
                                          "other inputs")
                    yield clk.posedge
                    if valid and s_axis.tready:
                        if first and not room:
                            log.errors.append(f"cycle {cyc[0]}: frame {i} started without room")
                        log.accepted.append((cyc[0], i, j))
                        yield clk.negedge
                        break
                    yield clk.negedge
        s_axis.tvalid.next = 0
        while True:
            regular.tready.next = 1
            yield clk.negedge

    @instance
    def monitor():
        held = None
        while True:
            yield clk.posedge
            c = cyc[0]
            log.cycles = c
            if alloc:
                log.allocs.append(c)
            if m_cv:
                log.m_beats.append((c, int(m_data), int(m_user), bool(m_last), bool(m_first),
                                    bool(m_ctrl), int(m_pc), bool(m_full), bool(m_contig)))
            if bool(m_cl) != bool(m_cv and m_last) or bool(m_cf) != bool(m_cv and m_first):
                log.errors.append(f"cycle {c}: m_cl / m_cf are not m_cv and last / first")
            beat = (int(regular.tdata), int(regular.tkeep), int(regular.tuser),
                    bool(regular.tlast), bool(m_first), bool(m_rf), int(m_byp))
            if held is not None and (not regular.tvalid or beat[:4] != held):
                log.errors.append(f"cycle {c}: a regular beat was withdrawn or changed")
            if m_cv and regular.tvalid:
                log.errors.append(f"cycle {c}: m holds a regular and a candidate beat")
            if bool(m_rf) != bool(regular.tvalid and m_first):
                log.errors.append(f"cycle {c}: m_rf is not a regular frame's first beat")
            held = beat[:4] if regular.tvalid and not regular.tready else None
            if regular.tvalid and regular.tready:
                log.reg_taken.append((c, *beat))
            if len(log.accepted) == n_beats and len(log.m_beats) + len(log.reg_taken) \
                    == n_beats:
                raise StopSimulation
            if c > 40 * n_beats + 100:
                log.errors.append("timeout")
                raise StopSimulation

    return dut, clock, drive, monitor


def run(frames: list[Frame], seed: int, gap: float, p_ready, p_room: float) -> Log:
    log = Log()
    bench(frames, random.Random(seed), gap, p_ready, p_room, log).run_sim(quiet=1)
    assert not log.errors, log.errors[:5]
    want_m, want_reg, want_alloc = [], [], []
    for c, i, j in log.accepted:
        f = frames[i]
        d, k, u, pc, full, contig = f.beats[j]
        last = j == len(f.beats) - 1
        if f.cand:
            ctrl = f.ctrl if j == 0 else None  # non-first beats: the decoy then (unchecked)
            want_m.append((d, u, last, j == 0, ctrl, pc, full, contig))
            if j == 0:
                want_alloc.append(c)
        else:
            want_reg.append((d, k, u, last, j == 0, j == 0, f.byp if j == 0 else None))
    got_m = [(d, u, la, fi, ct if fi else None, pc, fu, co)
             for _, d, u, la, fi, ct, pc, fu, co in log.m_beats]
    assert got_m == want_m, "candidate beats in m"
    got_reg = [(d, k, u, la, fi, rf, b if rf else None) for _, d, k, u, la, fi, rf, b
               in log.reg_taken]
    assert got_reg == want_reg, "regular beats"
    assert log.allocs == want_alloc, "alloc at each candidate's first beat"
    return log


@pytest.mark.parametrize("p_ready,p_room", [(0.3, 0.7), (0.7, 0.5), (1.0, 0.9)])
def test_random_traffic(p_ready: float, p_room: float) -> None:
    """Random frames, input gaps, backpressure on ``regular`` and runs without room."""
    seed = SEED + int(100 * p_ready) + int(10 * p_room)
    frames = gen_frames(random.Random(seed), 300)
    log = run(frames, seed, 0.3, p_ready, p_room)
    print(f"rx_input random: seed {seed}, regular.tready p {p_ready}, room p {p_room}: "
          f"{len(log.accepted)} beats, {len(log.reg_taken)} regular, {log.cycles} cycles")


def test_full_rate_and_latency() -> None:
    """``regular.tready`` high, room, no gaps: one beat per cycle, each in ``m`` (on
    ``regular`` or as ``m_cv``) in the cycle after it was accepted."""
    seed = SEED + 1
    frames = gen_frames(random.Random(seed), 200)
    log = run(frames, seed, 0.0, 1.0, 1.0)
    acc = [c for c, _, _ in log.accepted]
    assert acc == list(range(acc[0], acc[0] + len(acc))), "input stalled"
    out = sorted([b[0] for b in log.m_beats] + [b[0] for b in log.reg_taken])
    assert out == [c + 1 for c in acc]
    print(f"rx_input full rate: seed {seed}, {len(acc)} beats in {acc[-1] - acc[0] + 1} cycles")


def test_skid_drains_after_backpressure() -> None:
    """``regular.tready`` low one cycle in three: the skid fills and drains, and a candidate
    after a stalled regular beat still comes out once, in order (the checks of ``run``)."""
    seed = SEED + 2
    frames = gen_frames(random.Random(seed), 200)
    log = run(frames, seed, 0.0, lambda c: c % 3 != 0, 1.0)
    acc = [c for c, _, _ in log.accepted]
    assert acc[-1] - acc[0] + 1 > len(acc), "backpressure must stall the input"
    print(f"rx_input backpressure: seed {seed}, {len(acc)} beats in {acc[-1] - acc[0] + 1} "
          "cycles")


def test_conversion_lints_clean(tmp_path) -> None:
    """rx_input converts to Verilog that passes ``verilator --lint-only -Wall``."""
    b = lambda: Signal(bool(0))  # noqa: E731
    w = lambda n: Signal(intbv(0)[n:])  # noqa: E731
    rx_input(b(), ResetSignal(0, active=1, isasync=False), Axis(), Axis(), b(), w(2), b(),
             w(6), b(), b(), b(), b(), b(), w(DATA_W), w(USER_W), b(), b(), b(), w(6), b(),
             b(), b(), b(), b(), w(2)).convert(hdl="Verilog", path=str(tmp_path),
                                              name="rx_input", testbench=False)
    res = subprocess.run(["verilator", "--lint-only", "-Wall", str(tmp_path / "rx_input.v")],
                         env=verilator_env(), capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
