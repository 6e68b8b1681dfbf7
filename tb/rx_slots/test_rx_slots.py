"""MyHDL simulation of rx_slots (myhdl_src/rx_slots.py): the staging buffers' allocation,
slots, regular-frame deltas and presentation, against a plain model of its contract.

The bench plays what iswitch_rx's ``m`` register shows, cycle by cycle: regular frames
(their first beat ``m_rf``, with a random bypass class, held until ``regular_tready``),
candidates allocated (``alloc``) only while ``room``, their beats one per cycle or with
gaps (``we_b0`` with beat 0, ``we_b1`` with beat 1, ``we_d`` with the last; one-beat
candidates too, which leave the slot's beat-1 fields of an earlier frame), a candidate's
allocation also in the very cycle of the previous one's last beat, the verdict
(``v2_go``, a random code) two cycles after the last beat; a core that takes the offered
frame after a random wait. Expected, from the bench's own bookkeeping:

* ``room`` in every cycle: allocations before it minus releases before it != ``nstage``;
* frames offered in allocation order, buffers 0, 1, .., ``nstage`` - 1, 0, .., each with
  the fields written for it, its code, ``mkey`` (``w56`` for control, ``seg[15:0]`` for
  data), and deltas counting the regular frames whose first beat was taken before its last
  beat and after the previous candidate's;
* ``staged.valid`` from exactly max(verdict + 2, previous release + 1), the fields stable
  until the release.

Seeds are fixed and printed (``RX_SLOTS_SEED``).
"""

from __future__ import annotations

import os
import random
import subprocess
from dataclasses import dataclass, field

import pytest
from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from iswitch.hw.toolenv import verilator_env
from myhdl_src.iswitch_if import NSTAGE, STAGE_BW, StagedFrame
from myhdl_src.rx_slots import B0, B1, rx_slots

SEED = int(os.environ.get("RX_SLOTS_SEED", "20261205"))
DELTAS = ("d_regular", "d_bypass_ihl", "d_bypass_frag", "d_bypass_proto")
FIELDS = ("buf", "ctrl", "drop", "mkey", *(n for n, _ in B0.fields if n != "ctrl"),
          *(n for n, _ in B1.fields), *DELTAS)


def unpack(rec, word: int) -> dict[str, int]:
    return {n: (word >> rec.lo(n)) & ((1 << w) - 1) for n, w in rec.fields}


@dataclass
class Cand:
    nbeats: int
    b0: int
    b1: int
    code: int
    buf: int = 0
    last: int = -1  # cycle of its last beat, of its verdict
    verdict: int = -1


@dataclass
class Log:
    room: list[tuple[int, bool]] = field(default_factory=list)
    allocs: list[int] = field(default_factory=list)
    releases: list[int] = field(default_factory=list)
    taken_rf: list[tuple[int, int]] = field(default_factory=list)  # cycle, bypass class
    offers: list[dict] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


@block
def bench(cands: list[Cand], nstage: int, rng: random.Random, knobs: dict, log: Log):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    alloc, room, we_b0, we_b1, we_d, v2_go, m_rf, tready = (Signal(bool(0)) for _ in range(8))
    cbuf, v2_buf = Signal(intbv(0)[STAGE_BW:]), Signal(intbv(0)[STAGE_BW:])
    b0_in, b1_in = Signal(intbv(0)[B0.width:]), Signal(intbv(0)[B1.width:])
    v2_code, m_byp = Signal(intbv(0)[5:]), Signal(intbv(0)[2:])
    staged = StagedFrame()
    dut = rx_slots(clk, rst, alloc, room, cbuf, we_b0, we_b1, we_d, b0_in, b1_in, v2_go,
                   v2_buf, v2_code, m_rf, m_byp, tready, staged, nstage)
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
        for _ in range(3):
            yield clk.negedge
        rst.next = 0
        nxt = 0  # next candidate to allocate
        cur, start, beat = None, 0, 0  # the candidate received, its first cycle in m, beat
        reg_left, reg_first, reg_byp = 0, False, 0  # the regular frame under way in m
        verdicts: dict[int, Cand] = {}
        while nxt < len(cands) or cur is not None or verdicts:
            c = cyc[0]
            for s in (alloc, we_b0, we_b1, we_d, v2_go, m_rf):
                s.next = 0
            rdy = rng.random() < knobs["ready"]
            tready.next = rdy
            if c in verdicts:
                v = verdicts.pop(c)
                v2_go.next, v2_buf.next, v2_code.next = 1, v.buf, v.code
                v.verdict = c
            yield delay(1)
            log.room.append((c, bool(room)))
            can_alloc = bool(room) and nxt < len(cands)
            if reg_left:  # m holds a regular beat until it is taken
                m_rf.next, m_byp.next = reg_first, reg_byp
                if rdy:
                    if reg_first:
                        log.taken_rf.append((c, reg_byp))
                    reg_first, reg_left = False, reg_left - 1
            elif cur is not None and c >= start and rng.random() >= knobs["gap"]:
                cbuf.next = cur.buf
                b0_in.next = cur.b0 if beat == 0 else rng.getrandbits(B0.width)
                b1_in.next = cur.b1 if beat == 1 else rng.getrandbits(B1.width)
                we_b0.next, we_b1.next = beat == 0, beat == 1
                beat += 1
                if beat == cur.nbeats:
                    we_d.next = 1
                    cur.last = c
                    verdicts[c + 2] = cur
                    cur = None
                    if can_alloc and rng.random() < 0.5:  # the next frame's first beat is
                        alloc.next = 1  # accepted with this one's last beat in m
                        log.allocs.append(c)
                        cur, start, beat = cands[nxt], c + 1, 0
                        nxt += 1
            elif cur is None:
                if rng.random() < knobs["regular"]:
                    reg_left, reg_first, reg_byp = rng.randint(1, 3), True, rng.randrange(4)
                elif can_alloc and rng.random() < 0.6:
                    alloc.next = 1
                    log.allocs.append(c)
                    cur, start, beat = cands[nxt], c + 1, 0
                    nxt += 1
            yield clk.negedge
        for _ in range((nstage + 1) * (knobs["core"] + 2)):  # the core takes the rest
            if len(log.offers) == len(cands):
                break
            yield clk.negedge
        raise StopSimulation

    @instance
    def core():
        shown = None
        wait = 0
        while True:
            yield clk.negedge
            staged.ready.next = 0
            c = cyc[0]
            if not staged.valid:
                if shown is not None:
                    log.errors.append(f"cycle {c}: staged.valid fell before the release")
                continue
            now = {k: int(getattr(staged, k)) for k in FIELDS}
            if shown is None:
                shown = dict(now, first=c)
                wait = rng.randint(0, knobs["core"])
            elif now != {k: shown[k] for k in FIELDS}:
                log.errors.append(f"cycle {c}: staged changed while valid")
            if wait == 0:
                staged.ready.next = 1
                log.releases.append(c)
                log.offers.append(shown)
                shown = None
                yield clk.posedge
                continue
            wait -= 1

    return dut, clock, drive, core


def run(n: int, nstage: int, seed: int, knobs: dict) -> Log:
    rng = random.Random(seed)
    cands = [Cand(rng.choice([1, 1, 2, 3, rng.randint(1, 8)]), rng.getrandbits(B0.width),
                  rng.getrandbits(B1.width), rng.getrandbits(5), buf=i % nstage)
             for i in range(n)]
    log = Log()
    bench(cands, nstage, rng, knobs, log).run_sim(quiet=1)
    assert not log.errors, log.errors[:5]
    # room: allocations before the cycle minus releases before it
    for c, r in log.room:
        held = sum(a < c for a in log.allocs) - sum(x < c for x in log.releases)
        assert r == (held != nstage), f"cycle {c}: room {r} with {held} buffers held"
    assert len(log.offers) == n
    b1_left = [0] * nstage  # a slot's beat-1 fields stay until written again
    prev_last, prev_release = -1, -1
    for i, (cand, got) in enumerate(zip(cands, log.offers, strict=True)):
        if cand.nbeats >= 2:
            b1_left[cand.buf] = cand.b1
        b0, b1 = unpack(B0, cand.b0), unpack(B1, b1_left[cand.buf])
        taken = [b for c, b in log.taken_rf if prev_last < c < cand.last]
        want = {"buf": cand.buf, "drop": cand.code, **b0, **b1,
                "mkey": b1["w56"] if b0["ctrl"] else b1["seg"] & 0xFFFF,
                "d_regular": len(taken), "d_bypass_ihl": taken.count(1),
                "d_bypass_frag": taken.count(2), "d_bypass_proto": taken.count(3),
                "first": max(cand.verdict + 2, prev_release + 1)}
        diff = {k: (got[k], v) for k, v in want.items() if got[k] != v}
        assert not diff, f"staged frame {i}: (got, expected) {diff}"
        prev_last, prev_release = cand.last, log.releases[i]
    return log


@pytest.mark.parametrize("nstage", sorted({NSTAGE, 2, 4}))
@pytest.mark.parametrize("k,name,knobs", [
    (1, "busy core", {"ready": 0.6, "gap": 0.2, "regular": 0.3, "core": 40}),
    (2, "fast core", {"ready": 0.9, "gap": 0.0, "regular": 0.2, "core": 1}),
    (3, "backpressure", {"ready": 0.2, "gap": 0.4, "regular": 0.5, "core": 8}),
])
def test_offers_in_order_with_deltas(nstage: int, k: int, name: str, knobs: dict) -> None:
    """Candidates with regular frames between them: offers, fields, deltas, room, timing."""
    seed = SEED + 10 * nstage + k
    log = run(150, nstage, seed, knobs)
    print(f"rx_slots {name}, nstage {nstage}: seed {seed}, {len(log.offers)} frames, "
          f"{len(log.taken_rf)} regular, {len(log.room)} cycles, room low in "
          f"{sum(not r for _, r in log.room)}")


def test_conversion_lints_clean(tmp_path) -> None:
    """rx_slots converts to Verilog that passes ``verilator --lint-only -Wall``."""
    b = lambda: Signal(bool(0))  # noqa: E731
    w = lambda n: Signal(intbv(0)[n:])  # noqa: E731
    rx_slots(b(), ResetSignal(0, active=1, isasync=False), b(), b(), w(STAGE_BW), b(), b(),
             b(), w(B0.width), w(B1.width), b(), w(STAGE_BW), w(5), b(), w(2), b(),
             StagedFrame(), NSTAGE).convert(hdl="Verilog", path=str(tmp_path),
                                            name="rx_slots", testbench=False)
    res = subprocess.run(["verilator", "--lint-only", "-Wall", str(tmp_path / "rx_slots.v")],
                         env=verilator_env(), capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
