"""The faults schedule (iswitch/sim/faults.py) through the spliced switch RTL, small: random
gradients (NaNs, infinities, -0.0, subnormals; tests/test_report_flow.py's) of a few workers,
one test per fault class (each with its rate raised so that it surely happens), the ledger
(iswitch/sim/ledger.py), determinism, and the hang diagnosis of a wedged run.

Every run must pass the whole check (`check_run`: model, delivery, verdicts, contrib, fold
against every worker's copy, balanced ledger); the negative tests show that a wrong count, a
wrong verdict, a lost aggregate or a corrupted replay fails it. ~1 s per run with the
Verilator build cached (tests/test_report_flow.py builds it).
"""

from __future__ import annotations

import dataclasses

import pytest
import torch

from golden.accel_model import AxisFrame
from iswitch import wire
from iswitch.sim import faults as fl
from iswitch.sim import harness as rs
from iswitch.sim.check import Check, check_contrib, check_run, replay_model
from iswitch.sim.harness import data_header
from iswitch.sim.scenarios import random_gradients
from iswitch.sim.schedules import SCHEDULES, build_stimulus
from iswitch.sim.stimulus import JOB, NPORTS, FaultPlan, K, Schedule, Stimulus, worker_endpoint
from iswitch.wire.proto import control_frame
from iswitch.worker import data_frames

SEED = 13
WORKERS = 3
SEGMENTS = 40  # > 2K: buffer reuse; jobs of 20; the leaver stops after 10
QUIET = FaultPlan(loss_in=0, loss_out=0, dup=0, tready_p=0)  # only the scenario itself


def schedule(**plan: float | int) -> Schedule:
    """The faults schedule with some of its rates changed."""
    return dataclasses.replace(SCHEDULES["faults"],
                               faults=dataclasses.replace(FaultPlan(), **plan))


def run(exe, tmp_path, sch: Schedule, seed: int = SEED, workers: int = WORKERS,
        edit=None):
    print(f"seed {seed}")
    grads = random_gradients(seed, workers, SEGMENTS)
    stim = build_stimulus(grads, sch, seed=seed)
    if edit is not None:
        edit(stim)
    res = rs.run_harness(stim, exe, tmp_path)
    return stim, res, check_run(stim, res, grads, max_errors=40), grads


def passed(ck) -> None:
    assert ck.ok, ck.errors
    assert ck.ledger is not None and ck.ledger.balanced and len(ck.ledger.rows) > 50
    assert ck.mismatches == ck.model_mismatches == ck.port_mismatches == 0
    assert ck.verdict_mismatches == 0


@pytest.fixture(scope="module")
def exe():
    return rs.build_harness()


@pytest.fixture(scope="module")
def default_run(exe, tmp_path_factory):
    """The report's faults schedule as it is."""
    return run(exe, tmp_path_factory.mktemp("faults"), SCHEDULES["faults"])


def test_every_drop_class_and_the_ledger(default_run):
    """All faults at once: every drop reason of docs/protocol.md section 9 (but the
    hierarchy's and the modes', `fl.HIERARCHY_CLASSES` and `fl.MODE_CLASSES`: none) and
    every bypass class counted by the switch, exactly as injected; everything balanced."""
    stim, res, ck, _ = default_run
    passed(ck)
    for r in [*wire.DROP_REASONS, wire.Reg.BYPASS_IHL, wire.Reg.BYPASS_FRAG,
              wire.Reg.BYPASS_PROTO]:
        switch, model, injected = ck.ledger.drops[r.name]
        least = 0 if r.name in fl.HIERARCHY_CLASSES + fl.MODE_CLASSES else 1
        assert switch == model >= injected >= least, r.name
    assert ck.counters["DROPS"] == sum(ck.counters[r.name] for r in wire.DROP_REASONS)
    assert ck.counters["REGULAR"] > 0 and ck.counters["AGG_TX"] == len(stim.plan)
    assert res.status == wire.RunStatus.DONE


def test_data_loss_recovered_by_help_and_retx(exe, tmp_path):
    """Lost contributions: the workers time out, Help answers NOT_DONE, the RETX copy
    completes the segment; the copies the switch already had are dropped and balanced."""
    stim, res, ck, _ = run(exe, tmp_path, schedule(loss_in=0.1, loss_out=0, dup=0))
    passed(ck)
    rec = ck.ledger.recovery
    assert rec["data frames lost on the way in"] >= 3
    assert rec["Help answered NOT_DONE"] >= 1 and rec["RETX sent"] >= rec["data frames lost "
                                                                            "on the way in"]
    assert not any(e.value == wire.Status.NO_SEGMENT for e in res.of(wire.Event.HELP_ACK))


def test_aggregate_loss_recovered_by_replay(exe, tmp_path):
    """Lost aggregate copies: Help answers OK and the unicast replay (REPLAY set) arrives;
    REPLAY_TX = the Helps answered OK."""
    stim, res, ck, _ = run(exe, tmp_path, schedule(loss_in=0, loss_out=0.1, dup=0))
    passed(ck)
    rec = ck.ledger.recovery
    assert rec["aggregate copies lost on the way out"] >= 3
    assert rec["replays received"] >= 1
    assert ck.counters["REPLAY_TX"] == rec["Help answered OK"] >= 1


def test_duplicates_dropped(exe, tmp_path):
    """Duplicated contributions: each copy beyond the first is dropped (DUPLICATE or LATE),
    none is added twice."""
    stim, res, ck, _ = run(exe, tmp_path, schedule(loss_in=0, loss_out=0, dup=0.2))
    passed(ck)
    dups = ck.ledger.recovery["duplicates the network made"]
    assert dups >= 5
    assert ck.counters["DUPLICATE"] + ck.counters["LATE"] >= dups


def test_leave_seth_and_a_second_job(exe, tmp_path):
    """The last worker leaves after half of job 1: the segments before have all workers'
    contributions (contrib names all), the ones after only the others' (contrib without it,
    h = N - 1 after the SetH); after the Reset job 2 has every worker again."""
    stim, res, ck, _ = run(exe, tmp_path, Schedule("quiet", "faults only", faults=QUIET,
                                                      min_workers=3))
    passed(ck)
    N, L = stim.workers, stim.workers - 1
    everyone, stay = (1 << N) - 1, (1 << (N - 1)) - 1
    aggs = {h.seg: h for s in res.accel_out if (h := data_header(s.frame)) is not None
            and h.flags & wire.Flag.AGG and not h.flags & wire.Flag.REPLAY}
    for seg, p in stim.plan.items():
        h = aggs[seg]
        if p.probe:
            assert (h.contrib, h.nsum) == (1, 1) and h.flags & wire.Flag.PARTIAL
        elif p.job == JOB and L not in p.holders:
            assert (h.job, h.contrib, h.nsum, h.h) == (JOB, stay, N - 1, N - 1), seg
        else:
            assert (h.contrib, h.nsum, h.h) == (everyone, N, N), seg
    assert {p.job for p in stim.plan.values()} == {JOB, fl.JOB2}
    held = {e.seg for e in res.of(wire.Event.RECV) if e.stream == stim.worker_streams[L]}
    assert held >= {s for s, p in stim.plan.items() if L in p.holders}
    assert ck.counters["MEMBER_COUNT"] == N and ck.counters["H"] == N


def test_backpressure_queue_drops_counted_and_recovered(exe, tmp_path):
    """tready low on 7/8 of the cycles: the output queues refuse frames (the sweep after the
    Leave sends a burst of aggregates); each refusal is counted (OQ DROPPED) and the
    workers get those aggregates by Help."""
    stim, res, ck, _ = run(exe, tmp_path, schedule(loss_in=0, loss_out=0, dup=0, tready_p=224))
    passed(ck)
    # the output ports were held: a frame's later beats waited ~256 / (256 - 224) = 8 cycles
    # each on average (1 with tready always high), measured on the frames that came out
    beat = wire.BEAT_BYTES
    held = [(s.last - s.first, -(-len(s.frame.data) // beat) - 1)
            for port in res.outputs for s in port if len(s.frame.data) > beat]
    waited, beats = map(sum, zip(*held, strict=True))
    print(f"{beats} later beats out in {waited} cycles")
    assert beats >= 200 and waited >= 5 * beats, (waited, beats)
    assert sum(len(d) for d in ck.queue_drops.values()) >= 1
    assert ck.ledger.recovery["Help answered OK"] >= 1


def test_regular_traffic_comes_out_unchanged(default_run):
    """Regular frames in = REGULAR; every copy the lookup addressed left a port bit for bit."""
    stim, res, ck, _ = default_run
    rows = {r.what: r for r in ck.ledger.rows if r.section == "regular traffic"}
    assert all(r.ok for r in rows.values()) and len(rows) == 2
    assert rows["regular frames in"].right[1] >= 3


def test_same_seed_same_frames(exe, default_run, tmp_path):
    """The same seed gives the same frames in and out, and the same faults; another seed
    other ones."""
    stim, res, _, _ = default_run
    _, again, _, _ = run(exe, tmp_path / "a", SCHEDULES["faults"])
    assert again.outputs == res.outputs and again.accel_in == res.accel_in
    assert again.events == res.events and again.cycles == res.cycles
    _, other, _, _ = run(exe, tmp_path / "b", SCHEDULES["faults"], seed=SEED + 1)
    assert other.accel_in != res.accel_in


def test_the_checks_fail_on_wrong_counts_and_copies(default_run):
    """A counter off by one, a frame asked for another verdict, an aggregate a worker never
    got, a corrupted replay: each fails the check and is named."""
    stim, res, _, grads = default_run
    ia = (wire.IA_REGS.index, wire.IA_REGS.offset("PKT_IN_0"))
    ck = check_run(stim, dataclasses.replace(res, regs={**res.regs, ia: res.regs[ia] + 1}),
                   grads)
    assert any(e.startswith("ledger: frames into port 0") for e in ck.errors)
    # a malformed frame asked for another reason
    bad = next(f for f in stim.streams[0].frames if f.what == "bad" and f.expect == "IP_CSUM")
    bad.expect = "UDP_LEN"
    try:
        ck = check_run(stim, res, grads)
        assert ck.verdict_mismatches == 1 and any("expected UDP_LEN" in e for e in ck.errors)
    finally:
        bad.expect = "IP_CSUM"
    # a worker that never got one aggregate
    recv = res.of(wire.Event.RECV)
    gone = next(e for e in recv if e.stream == stim.worker_streams[1])
    ck = check_run(stim, dataclasses.replace(res, events=[e for e in res.events if e != gone]),
                   grads)
    assert any(e.startswith("worker 1: 1 of") for e in ck.errors)
    assert any("ledger: every worker's every segment" in e for e in ck.errors)
    # a corrupted copy on a port that no worker took
    outs = [list(o) for o in res.outputs]
    taken = {(stim.streams[e.stream].port, e.cycle) for e in recv}
    p, k = next((p, k) for p in range(NPORTS) for k, s in enumerate(outs[p])
                if (h := data_header(s.frame)) is not None and h.flags & wire.Flag.AGG
                and (p, s.last) not in taken)
    s = outs[p][k]
    data = bytearray(s.frame.data)
    data[wire.PAYLOAD_OFF] ^= 1
    outs[p][k] = rs.Seen(dataclasses.replace(s.frame, data=bytes(data)), s.first, s.last)
    ck = check_run(stim, dataclasses.replace(res, outputs=outs), grads)
    assert ck.mismatches >= 1 and any("differs from the fold" in e for e in ck.errors)


def test_wedged_run_is_diagnosed(exe, tmp_path):
    """A worker that dies in the middle of job 1 without Leave: the others cannot finish,
    keep asking Help (NOT_DONE) and re-sending; the harness finds no progress for
    stall_limit cycles and the check names the open segments at their switch slots, the
    missing worker and the counters read at the hang."""
    dead, last = 1, 5  # worker 1 stops after segment 5

    def wedge(stim: Stimulus) -> None:
        stim.stall_limit = 30_000
        fr = stim.streams[stim.worker_streams[dead]].frames
        del fr[next(i for i, f in enumerate(fr) if f.seg == last) + 1:]

    stim, res, ck, _ = run(exe, tmp_path, schedule(loss_in=0, loss_out=0, dup=0), edit=wedge)
    assert res.status == wire.RunStatus.STALLED and not ck.ok
    d = ck.diagnosis
    assert ck.errors[0] == d and d.startswith("hang: no progress for 30,001 cycles")
    seg = last + 1
    assert f"slot {seg % K} bank {seg // K % 2}: segment {seg}, 2 of 3 contributions, " \
        f"missing worker(s) [{dead}]" in d
    assert f"worker {dead}: all " in d
    assert "worker 0: item" in d and f"waits for the aggregate of segment {seg}" in d
    counters = d.split("counters at the hang (Query): ")[1]
    assert "DUPLICATE=" in counters and "BUSY=" in counters and "JOB=0x1" in counters
    # the Helps went on after the hang began: a hang is no progress, not silence
    assert len(res.injected) > 0


def test_contrib_after_a_leave_mid_segment():
    """A member that leaves while a segment it contributed to still aggregates: its
    contribution stays in the sum, its bit leaves the bitmap (docs/protocol.md section 6).
    The contrib check takes that into account, and still fails on a wrong bitmap."""
    eps = [worker_endpoint(w) for w in range(3)]
    grads = [torch.full((4,), float(w + 1)) for w in range(3)]

    def frame(ep, data: bytes) -> rs.Seen:
        return rs.Seen(AxisFrame(data, wire.make_tuser(len(data), ep.port_bit)), 0, 0)

    seq = [control_frame(ep, wire.Action.JOIN, 0, 0x100 + w) for w, ep in enumerate(eps)]
    inputs = [(eps[w], f) for w, f in enumerate(seq)]
    inputs += [(eps[0], control_frame(eps[0], wire.Action.SETH, 3, 0x200)),
               (eps[0], data_frames(grads[0], eps[0])[0]),
               (eps[1], data_frames(grads[1], eps[1])[0]),
               (eps[1], control_frame(eps[1], wire.Action.LEAVE, 0, 0x300))]  # sweep: emitted
    res = rs.SimResult(0, 0, 0.0, 0.0, [], [[] for _ in range(NPORTS)],
                       [frame(ep, f) for ep, f in inputs], [], {}, [], [], (0, 0))
    stim = Stimulus([], 3, 4, 1, [0, 1, 2], {}, 0, SCHEDULES["rr"])
    rp = replay_model(stim, res)
    assert rp.accepted[0] == [0, 1] and rp.contrib[0] == {0} and rp.left_while_open[0] == {1}
    ck = Check()
    check_contrib(ck, stim, rp)
    assert ck.ok, ck.errors
    rp.contrib[0] = {0, 1}
    check_contrib(ck, stim, rp)
    assert any("contrib bitmap does not name" in e for e in ck.errors)
