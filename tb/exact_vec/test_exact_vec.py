"""cocotb test of the converted rtl/gen/exact_vec.v (myhdl_src/exact_vec.py) under Icarus
and Verilator: eight lanes of the exact pipeline, the accumulator state kept outside.

* The pytest side makes the stimulus: segments of 1..N contributions per element, eight
  lanes each (seeded random bit patterns, values of nearby exponents, specials: NaN with
  any payload, +-Inf, -0, subnormals, the largest finite values, negations of earlier
  contributions, and directed segments such as [1e30, 1, -1e30]), interleaved over the
  elements beat by beat, with ``first`` on each segment's first contribution, and a
  clock-enable pattern (random stalls, or none: a beat every cycle, a different element
  every cycle, and the same element on consecutive cycles). It writes the stimulus to
  ``<build>/<name>.stim.npz``, runs the simulator, reads ``<build>/<name>.out.npz`` back.
* The cocotb side (``run_stream``) drives and records one cycle per falling edge, and
  plays the state RAM: a dict of each element's ``st_out`` word, written when the update
  is on ``st_out`` (edge t + STATE_LATENCY) and read into ``st_in`` for the element's next
  beat (edge t + ALIGN_LATENCY; so a beat right after one of the same element gets the
  state written a cycle before, as a forwarding RAM gives it). No model of the sums runs
  inside the simulation. Inputs not sampled are random junk: ``in_beat`` on cycles with
  ce = 0, ``first`` and ``st_in`` on such cycles and ``st_in`` with ``first`` = 1.
* The check (``check``) compares, for every cycle, ``out_sum`` with golden/exact.py's
  exact sum of the segment's contributions so far (bit patterns, NaN = 0x7FC00000) of the
  beat the pipeline shows then (LATENCY enabled edges back; held while ce = 0), and each
  lane of ``st_out`` (STATE_LATENCY back) with golden's accumulator: the value of chunks
  and carries modulo 2^288 (golden's limbs, the exact sum times 2^149) and the flags.
  ``test_check_catches_one_wrong_bit`` shows it fails on one wrong bit of either output.

Seed: EXACT_VEC_SEED (printed with every run).
"""

from __future__ import annotations

import os
import random
import re
import time
from pathlib import Path

import numpy as np
import pytest

from myhdl_src.exact_align import ACC_W
from myhdl_src.exact_vec import (
    ALIGN_LATENCY,
    LANES,
    LATENCY,
    STATE_LATENCY,
    STATE_W,
    LaneState,
    lane_state,
    pack_state,
    state_value,
    unpack_state,
)

ROOT = Path(__file__).resolve().parents[2]
THIS_DIR = Path(__file__).resolve().parent
RTL = ROOT / "rtl" / "gen" / "exact_vec.v"
TOP = "exact_vec"
SEED = int(os.environ.get("EXACT_VEC_SEED", "20261205"))
SIMS = ["icarus", "verilator"]
ST_BYTES = (STATE_W * LANES + 7) // 8
JUNK = 0xFFFF_FFFF  # an X on an output, recorded as all ones (never a sum checked here)

try:
    import cocotb
    from cocotb.clock import Clock
    from cocotb.triggers import FallingEdge
except ImportError:  # pragma: no cover
    cocotb = None


# --------------------------------------------------------------------------------------
# cocotb side (runs inside the simulator)
# --------------------------------------------------------------------------------------

if cocotb is not None:

    @cocotb.test()
    async def run_stream(dut):
        """Drive the stimulus of EXACT_VEC_STIM cycle by cycle, the state RAM beside;
        record st_out and out_sum after every rising edge into EXACT_VEC_OUT."""
        stim = np.load(os.environ["EXACT_VEC_STIM"])
        ce = stim["ce"].astype(int).tolist()
        elem = stim["elem"].tolist()
        first = stim["first"].astype(int).tolist()
        beats = [int.from_bytes(r.tobytes(), "little") for r in stim["values"].astype("<u4")]
        junk = random.Random(int(stim["seed"]))
        n, n_beats = len(ce), len(beats)

        cocotb.start_soon(Clock(dut.clk, 10, unit="ns").start())
        h_ce, h_in, h_first, h_st = dut.ce, dut.in_beat, dut.first, dut.st_in
        h_so, h_sum = dut.st_out, dut.out_sum
        ram: dict[int, int] = {}
        st_rec: list[bytes] = []
        sum_rec: list[bytes] = []
        en = 0  # enabled edges so far: beat b is sampled on enabled edge b
        t0 = time.perf_counter()
        await FallingEdge(dut.clk)
        for k in range(n):
            on = ce[k]
            h_ce.value = on
            h_in.value = beats[en] if on and en < n_beats else junk.getrandbits(32 * LANES)
            b = en - ALIGN_LATENCY  # the beat at exact_acc's inputs on this edge (if on)
            if on and 0 <= b < n_beats:
                h_first.value = first[b]
                h_st.value = junk.getrandbits(STATE_W * LANES) if first[b] else ram[elem[b]]
            else:
                h_first.value = junk.getrandbits(1)
                h_st.value = junk.getrandbits(STATE_W * LANES)
            await FallingEdge(dut.clk)
            en += on
            try:
                word = int(h_so.value)
            except ValueError:  # X/Z
                word = (1 << (STATE_W * LANES)) - 1
            st_rec.append(word.to_bytes(ST_BYTES, "little"))
            b = en - STATE_LATENCY  # the beat whose update st_out holds
            if on and 0 <= b < n_beats:
                ram[elem[b]] = word  # the RAM's write, read back by a later beat
            try:
                sum_rec.append(int(h_sum.value).to_bytes(4 * LANES, "little"))
            except ValueError:
                sum_rec.append(b"\xff" * (4 * LANES))
        dt = time.perf_counter() - t0
        np.savez(os.environ["EXACT_VEC_OUT"],
                 st_out=np.frombuffer(b"".join(st_rec), np.uint8).reshape(n, ST_BYTES),
                 out_sum=np.frombuffer(b"".join(sum_rec), "<u4").reshape(n, LANES),
                 seconds=dt)
        dut._log.info("%d cycles in %.2f s (%.0f cycles/s)", n, dt, n / dt)


# --------------------------------------------------------------------------------------
# pytest side: the stimulus
# --------------------------------------------------------------------------------------

F32 = {"1e30": 0x7149F2CA, "-1e30": 0xF149F2CA, "1": 0x3F800000, "-1": 0xBF800000,
       "max": 0x7F7FFFFF, "-max": 0xFF7FFFFF, "inf": 0x7F800000, "-inf": 0xFF800000,
       "nan": 0x7FC00000, "-0": 0x80000000, "0": 0, "min": 0x00800000, "-min": 0x80800000,
       "sub": 0x00000001, "-sub": 0x80000001, "maxsub": 0x007FFFFF, "-maxsub": 0x807FFFFF,
       "2^-24": 0x33800000, "1+ulp": 0x3F800001, "-2^-24": 0xB3800000}
#: directed lanes: [1e30, 1, -1e30] and its kin, the special rules, ties, subnormals
DIRECTED = [
    ["1e30", "1", "-1e30"], ["1e30", "-1e30", "1"], ["1", "1e30", "-1e30", "-1"],
    ["max", "max", "-max"], ["max"] * 8, ["-max"] * 7 + ["sub"], ["max", "max"],
    ["-0"] * 5, ["-0", "0"], ["-0"], ["0", "-0"], ["1", "-1"], ["-1", "1", "-0"],
    ["inf", "-inf"], ["nan"], ["inf", "1"], ["-inf", "1e30", "-inf"], ["inf", "max", "max"],
    ["1", "2^-24"], ["1+ulp", "2^-24"], ["1", "2^-24", "2^-24"], ["-1", "-2^-24"],
    ["sub", "sub"], ["-maxsub", "min"], ["maxsub", "sub"], ["-min", "maxsub"],
    ["min", "-sub"], ["sub", "-sub", "-0"], ["max"] * 20 + ["-max"] * 20 + ["sub"],
]


def _value(rng: random.Random, base: int, lane_so_far: list[int]) -> int:
    """One contribution: random bits, a value near the segment's exponent ``base``, a
    special, or the negation of an earlier contribution of the lane (a cancellation)."""
    r = rng.random()
    if r < 0.3:
        return rng.getrandbits(32)
    if r < 0.6:
        e = min(max(base + rng.randrange(-30, 31), 0), 254)
        return rng.getrandbits(1) << 31 | e << 23 | rng.getrandbits(23)
    if r < 0.75:
        kind = rng.randrange(5)
        if kind == 0:  # a NaN, any payload and sign
            return rng.getrandbits(1) << 31 | 0xFF << 23 | (rng.getrandbits(23) or 1)
        if kind == 1:
            return rng.choice([F32["inf"], F32["-inf"], F32["-0"], F32["0"]])
        if kind == 2:  # subnormal
            return rng.getrandbits(1) << 31 | rng.getrandbits(rng.randrange(1, 24))
        return rng.choice([F32["max"], F32["-max"], F32["min"], F32["-min"]])
    if lane_so_far:
        return rng.choice(lane_so_far) ^ 0x8000_0000
    return rng.getrandbits(32)


def random_segment(rng: random.Random, n_max: int) -> np.ndarray:
    """A segment of 1..n_max beats, (n, LANES) bit patterns."""
    n = rng.randrange(1, n_max + 1)
    base = rng.randrange(0, 255)
    seg = np.zeros((n, LANES), np.uint32)
    for lane in range(LANES):
        so_far: list[int] = []
        for j in range(n):
            so_far.append(_value(rng, base, so_far))
            seg[j, lane] = so_far[-1]
    return seg


def directed_segments() -> list[np.ndarray]:
    """The directed lanes, LANES to a segment, each padded with -0 to the segment's
    length (a -0 changes no sum, and keeps an all -0 lane all -0)."""
    out = []
    for s in range(0, len(DIRECTED), LANES):
        lanes = DIRECTED[s:s + LANES]
        lanes += [["1"]] * (LANES - len(lanes))
        n = max(map(len, lanes))
        seg = np.full((n, LANES), F32["-0"], np.uint32)
        for i, lane in enumerate(lanes):
            seg[:len(lane), i] = [F32[v] for v in lane]
        out.append(seg)
    return out


def interleave(rng: random.Random, plan: dict[int, list[np.ndarray]]) -> dict[str, np.ndarray]:
    """Beats of every element's segments in turn, the elements interleaved at random (a
    beat of any element with beats left; an element's segments in order)."""
    queues = {e: [(j == 0, row) for seg in segs for j, row in enumerate(seg)]
              for e, segs in plan.items()}
    elem, first, values = [], [], []
    while queues:
        e = rng.choice(sorted(queues))
        f, row = queues[e].pop(0)
        elem.append(e)
        first.append(f)
        values.append(row)
        if not queues[e]:
            del queues[e]
    return {"elem": np.array(elem), "first": np.array(first, bool),
            "values": np.array(values, np.uint32).reshape(-1, LANES)}


def with_ce(beats: dict[str, np.ndarray], ce_beats: np.ndarray, seed: int) -> dict:
    """The stream: ``ce_beats`` (ce per cycle while beats are issued; a beat on every cycle
    with ce = 1) then LATENCY + 2 cycles with ce = 1 to drain the pipeline."""
    assert int(ce_beats.sum()) == len(beats["elem"])
    ce = np.concatenate([ce_beats, np.ones(LATENCY + 2, bool)])
    return {**beats, "ce": ce, "seed": np.array(seed)}


def stalls(rng: random.Random, n_beats: int, p_stall: float) -> np.ndarray:
    """ce per cycle for ``n_beats`` beats with runs of ce = 0 (p_stall a cycle)."""
    ce = []
    while sum(ce) < n_beats:
        ce.append(rng.random() >= p_stall)
    return np.array(ce, bool)


def stream_segments(seed: int, n_elems: int, n_segs: int, n_max: int) -> dict:
    """Random and directed segments over ``n_elems`` elements, interleaved at random, with
    random ce stalls."""
    rng = random.Random(seed)
    plan: dict[int, list[np.ndarray]] = {e: [] for e in range(n_elems)}
    for seg in directed_segments():
        plan[rng.randrange(n_elems)].append(seg)
    for _ in range(n_segs):
        plan[rng.randrange(n_elems)].append(random_segment(rng, n_max))
    for e in plan:
        rng.shuffle(plan[e])
    beats = interleave(rng, {e: s for e, s in plan.items() if s})
    return with_ce(beats, stalls(rng, len(beats["elem"]), 0.25), seed)


def stream_back_to_back(seed: int, n_max: int) -> dict:
    """ce = 1 throughout, a beat every cycle: rounds in which every one of 6 elements takes
    a beat in turn (a different element every cycle, each element's next beat 6 cycles
    after its last, before its update is on st_out), then bursts of one element (its
    next beat on the next cycle: st_in is the st_out of the cycle before), then pairs of
    elements alternating (two cycles apart)."""
    rng = random.Random(seed)
    parts = []
    segs = {e: [random_segment(rng, n_max) for _ in range(3)] for e in range(6)}
    rows = {e: [(j == 0, r) for s in segs[e] for j, r in enumerate(s)] for e in segs}
    while any(rows.values()):
        for e in sorted(rows):
            if rows[e]:
                parts.append((e, *rows[e].pop(0)))
    for e in (6, 7, 6):  # bursts: element 6 twice, element 7 between
        for s in (random_segment(rng, n_max), *directed_segments()[:1]):
            parts += [(e, j == 0, r) for j, r in enumerate(s)]
    a, b = random_segment(rng, n_max), random_segment(rng, n_max)
    for j in range(max(len(a), len(b))):  # elements 8 and 9 alternating
        parts += [(e, j == 0, s[j]) for e, s in ((8, a), (9, b)) if j < len(s)]
    beats = {"elem": np.array([p[0] for p in parts]),
             "first": np.array([p[1] for p in parts], bool),
             "values": np.array([p[2] for p in parts], np.uint32).reshape(-1, LANES)}
    return with_ce(beats, np.ones(len(parts), bool), seed)


# --------------------------------------------------------------------------------------
# pytest side: the expectation and the check
# --------------------------------------------------------------------------------------


def expected(stream: dict) -> tuple[np.ndarray, list[list[LaneState]]]:
    """Per beat, golden's exact sum of its segment so far (``(n_beats, LANES)``), and its
    accumulator as lane states (chunks = the value modulo 2^288, no carries)."""
    from golden.exact import LIMB_BITS, LIMBS, ExactAcc

    accs: dict[int, ExactAcc] = {}
    sums, states = [], []
    for e, f, row in zip(stream["elem"].tolist(), stream["first"], stream["values"],
                         strict=True):
        if f:
            accs[e] = ExactAcc(LANES)
        acc = accs[e]
        acc.add(row)
        sums.append(acc.result())
        value = [sum(int(acc.limbs[k, i]) << (LIMB_BITS * k) for k in range(LIMBS)) % (1 << ACC_W)
                 for i in range(LANES)]
        states.append([LaneState(value[i], 0, bool(acc.nan[i]), bool(acc.pinf[i]),
                                 bool(acc.ninf[i]), bool(acc.all_negzero[i]))
                       for i in range(LANES)])
    return np.array(sums, np.uint32).reshape(-1, LANES), states


def check(stream: dict, got: dict, label: str) -> str:
    """Every cycle's st_out and out_sum against the beat they hold; a one-line summary."""
    sums, states = expected(stream)
    n_beats = len(sums)
    en = np.cumsum(stream["ce"].astype(np.int64))  # enabled edges up to cycle k's
    errors: list[str] = []
    seen_sum, seen_st = set(), set()
    for k in range(len(en)):
        b = int(en[k]) - LATENCY
        if 0 <= b < n_beats:
            seen_sum.add(b)
            bad = np.flatnonzero(got["out_sum"][k] != sums[b])
            for lane in bad[:2]:
                errors.append(f"cycle {k} beat {b} lane {lane}: out_sum "
                              f"{int(got['out_sum'][k, lane]):08X}, want {int(sums[b, lane]):08X}"
                              f" (element {int(stream['elem'][b])})")
        b = int(en[k]) - STATE_LATENCY
        if 0 <= b < n_beats:
            seen_st.add(b)
            word = int.from_bytes(got["st_out"][k].tobytes(), "little")
            for lane in range(LANES):
                s = unpack_state(lane_state(word, lane))
                have = s._replace(chunks=state_value(s), carries=0)
                if have != states[b][lane]:
                    errors.append(f"cycle {k} beat {b} lane {lane}: st_out {have}, want "
                                  f"{states[b][lane]}")
    assert seen_sum == seen_st == set(range(n_beats)), "a beat's outputs were never checked"
    summary = (f"{label}: seed {int(stream['seed'])}, {n_beats} beats x {LANES} lanes, "
               f"{int(stream['first'].sum())} segments, {len(en)} cycles "
               f"({int((~stream['ce'].astype(bool)).sum())} stalled), {len(errors)} mismatches")
    print(summary)
    assert not errors, f"{summary}\n" + "\n".join(errors[:12])
    return summary


def run_sim(sim: str, name: str, stream: dict) -> dict:
    """Build (cached) and run ``stream`` on ``sim``; the recorded outputs."""
    from iswitch.hw.cocotb_run import run_cocotb

    build = ROOT / "sim_build" / f"{TOP}-{sim}"
    build.mkdir(parents=True, exist_ok=True)
    stim, out = build / f"{name}.stim.npz", build / f"{name}.out.npz"
    out.unlink(missing_ok=True)
    np.savez(stim, **stream)
    run_cocotb(sim, toplevel=TOP, sources=[RTL], test_module="test_exact_vec",
               test_dir=THIS_DIR, name=TOP, testcase="run_stream", run=name,
               extra_env={"EXACT_VEC_STIM": str(stim), "EXACT_VEC_OUT": str(out)},
               build_args=["-Wall"] if sim == "verilator" else [])
    if not out.exists():
        pytest.fail(f"{sim}: the cocotb test wrote no output (see the simulator log above)")
    with np.load(out) as f:
        return {k: f[k] for k in f.files}


# --------------------------------------------------------------------------------------
# the tests
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("sim", SIMS)
def test_segments_with_stalls(sim: str, record_property) -> None:
    """Random and directed segments of 1..12 contributions over 12 elements, interleaved
    at random, ce low on a quarter of the cycles."""
    stream = stream_segments(SEED, n_elems=12, n_segs=90, n_max=12)
    got = run_sim(sim, "segments", stream)
    record_property("summary", check(stream, got, f"exact_vec segments on {sim}"))


@pytest.mark.parametrize("sim", SIMS)
def test_back_to_back_every_cycle(sim: str, record_property) -> None:
    """II = 1: a beat every cycle, different elements on consecutive cycles and the same
    element on consecutive cycles."""
    stream = stream_back_to_back(SEED + 1, n_max=8)
    got = run_sim(sim, "back_to_back", stream)
    record_property("summary", check(stream, got, f"exact_vec back to back on {sim}"))


def _perfect(stream: dict) -> dict:
    """The recording a correct exact_vec gives for ``stream`` (built from the expectation,
    with the states' value in the chunks and no carry pending)."""
    sums, states = expected(stream)
    en = np.cumsum(stream["ce"].astype(np.int64))
    n = len(en)
    out_sum = np.full((n, LANES), JUNK, np.uint32)
    st_out = np.full((n, ST_BYTES), 0xFF, np.uint8)
    for k in range(n):
        if 0 <= en[k] - LATENCY < len(sums):
            out_sum[k] = sums[en[k] - LATENCY]
        b = en[k] - STATE_LATENCY
        if 0 <= b < len(sums):
            word = sum(pack_state(s) << (STATE_W * i) for i, s in enumerate(states[b]))
            st_out[k] = np.frombuffer(word.to_bytes(ST_BYTES, "little"), np.uint8)
    return {"out_sum": out_sum, "st_out": st_out}


def test_check_catches_one_wrong_bit() -> None:
    """The check passes on the recording a correct unit gives, and fails when one bit of
    out_sum, of a chunk, of a carry or of a flag of st_out is wrong (or a stall is not
    held: the output of the beat before)."""
    stream = stream_segments(SEED, n_elems=3, n_segs=4, n_max=4)
    good = _perfect(stream)
    check(stream, good, "perfect")
    en = np.cumsum(stream["ce"].astype(np.int64))
    k = int(np.flatnonzero(en == LATENCY + 5)[-1])  # a cycle whose outputs are checked
    # out_sum lane 2; st_out lane 1's chunk bit 19, lane 0's carry 2, nan, allnz
    for what, byte, bit in (("out_sum", 9, 3), ("st_out", 40, 0), ("st_out", 36, 2),
                            ("st_out", 37, 1), ("st_out", 37, 4)):
        bad = {key: v.copy() for key, v in good.items()}
        if what == "out_sum":
            bad["out_sum"][k, byte // 4] ^= np.uint32(1 << (8 * (byte % 4) + bit))
        else:
            bad["st_out"][k, byte] ^= np.uint8(1 << bit)
        with pytest.raises(AssertionError, match="mismatches"):
            check(stream, bad, f"{what} byte {byte} bit {bit} flipped")
    # a stalled cycle showing the next beat's sum, as if the pipeline had moved
    ce = stream["ce"].astype(bool)
    stall = next(k for k in range(1, len(ce) - 1) if not ce[k] and en[k] > LATENCY
                 and (good["out_sum"][k] != good["out_sum"][np.flatnonzero(ce[k:])[0] + k]).any())
    bad = {key: v.copy() for key, v in good.items()}
    bad["out_sum"][stall] = good["out_sum"][np.flatnonzero(ce[stall:])[0] + stall]
    with pytest.raises(AssertionError, match="mismatches"):
        check(stream, bad, "a stalled cycle moved on")


def test_constants_match_the_rtl_and_the_layout() -> None:
    """The converted module states the latencies, lanes and state width of exact_vec.py;
    a lane's word packs and unpacks field by field at the documented bits."""
    text = RTL.read_text()
    stated = dict(re.findall(r"localparam (\w+) = (\d+);", text))
    assert stated == {"LATENCY": str(LATENCY), "ALIGN_LATENCY": str(ALIGN_LATENCY),
                      "STATE_LATENCY": str(STATE_LATENCY), "LANES": str(LANES),
                      "STATE_W": str(STATE_W)}
    assert f"input [{STATE_W * LANES - 1}:0] st_in;" in text
    assert pack_state(LaneState(1, 0, False, False, False, False)) == 1
    assert pack_state(LaneState(0, 1, False, False, False, False)) == 1 << 288
    assert pack_state(LaneState(0, 1 << 8, False, False, False, False)) == 1 << 296
    for k, bit in (("nan", 297), ("pinf", 298), ("ninf", 299), ("allnz", 300)):
        s = LaneState(0, 0, *(f == k for f in ("nan", "pinf", "ninf", "allnz")))
        assert pack_state(s) == 1 << bit and unpack_state(1 << bit) == s
    s = LaneState((1 << 288) - 1, 0x1FF, True, False, True, False)
    assert unpack_state(pack_state(s)) == s
    assert lane_state(pack_state(s) << (STATE_W * 5), 5) == pack_state(s)
    assert state_value(LaneState((1 << 288) - 1, 1, False, False, False, False)) == 0
    assert state_value(LaneState(0, 0b110, False, False, False, False)) == (1 << 32) + (1 << 64)
