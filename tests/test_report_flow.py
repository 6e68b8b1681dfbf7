"""The report's whole flow, small: random fp32 gradients (with NaNs, infinities, -0.0 and
subnormals) of 3 workers through the spliced switch RTL on the compiled Verilator harness
(tb/nf_datapath/compiled/), both golden checks, the figures' inputs and the capture.

Random gradients, no RL environments, no figures: the real-gradient report is
`python -m iswitch.report` (docs/report.md). The Verilator build is cached under
build/compiled_tb/ (about 40 s the first time).
"""

from __future__ import annotations

import dataclasses

import pytest
import torch
from capture_helpers import tshark_matches_codec

from iswitch.report.runs import RunSummary, run_one
from iswitch.sim import harness as rs
from iswitch.sim.accuracy import EXACT_ORDERS
from iswitch.sim.check import check_run
from iswitch.sim.pcap import interfaces, write_pcapng
from iswitch.sim.scenarios import random_gradients
from iswitch.sim.schedules import SCHEDULES, build_stimulus
from iswitch.sim.stimulus import QUERY_REGS, K, as_exact
from iswitch.wire import Flag
from iswitch.wire.proto import ISwitchData, read_pcap

SEED = 5
WORKERS = 3
SEGMENTS = 40  # > 2K = 32: the window gate and buffer reuse are exercised


def random_grads(seed: int = SEED, workers: int = WORKERS) -> list[torch.Tensor]:
    """`SEGMENTS` segments of random gradients with the awkward values in segment 3."""
    return random_gradients(seed, workers, SEGMENTS)


@pytest.fixture(scope="module")
def exe():
    return rs.build_harness()


@pytest.fixture(scope="module")
def grads():
    return random_grads()


@pytest.fixture(scope="module")
def rr_run(exe, grads, tmp_path_factory):
    stim = build_stimulus(grads, SCHEDULES["rr"], seed=SEED)
    res = rs.run_harness(stim, exe, tmp_path_factory.mktemp("rr"))
    return stim, res


def test_round_robin_bit_exact(rr_run, grads):
    stim, res = rr_run
    ck = check_run(stim, res, grads)
    assert res.status == 0, res.status
    assert ck.ok, ck.errors
    assert ck.mismatches == ck.model_mismatches == ck.port_mismatches == 0
    assert ck.elems_compared == WORKERS * grads[0].numel()
    assert ck.nan_golden == 3 and ck.nan_payload_diff == 0
    assert ck.counters["DROPS"] == 0
    assert ck.counters["DATA_OK"] == WORKERS * SEGMENTS
    assert ck.counters["AGG_TX"] == SEGMENTS
    assert ck.counters["MEMBER_COUNT"] == WORKERS and ck.counters["H"] == WORKERS
    assert len(ck.latency_accel) == len(ck.latency_port) == SEGMENTS
    assert all(0 < x < 200 for x in ck.latency_accel)
    # every member port got every aggregate, and nothing went to the unused port nf3
    assert all(len(res.outputs[p]) >= SEGMENTS for p in range(WORKERS))
    assert res.outputs[3] == []
    # the accelerator saw Joins, SetH, all data and the Queries
    assert len(res.accel_in) == WORKERS + 1 + WORKERS * SEGMENTS + len(QUERY_REGS)
    assert res.regs[(2, 0x74)] == 0  # output queues: PKT_DROP
    # other summation orders do change bits: the arrival order is the contract
    assert ck.order_diffs["reverse arrival"] > 0
    # ... but not the exact sum's; and the fold misses the correctly rounded sum somewhere
    assert ck.exact_order_diffs == dict.fromkeys(EXACT_ORDERS, 0)
    assert ck.exact_order_segments == dict.fromkeys(EXACT_ORDERS, 0)
    a = ck.accuracy
    assert a is not None and a.elements == grads[0].numel()
    assert a.finite + a.nonfinite == a.elements and a.off > 0
    assert a.nan_both == ck.nan_golden == 3 and a.nan_one == a.inf_differ == 0


def test_schedules_and_window(exe, grads, tmp_path):
    """Jitter and a straggler: still exact; the straggler's late start holds everyone back
    by the window (segment K can complete only after the straggler's segment 0)."""
    for name in ("jitter", "straggler"):
        sch = SCHEDULES[name]
        stim = build_stimulus(grads, sch, seed=SEED)
        res = rs.run_harness(stim, exe, tmp_path / name)
        ck = check_run(stim, res, grads)
        assert ck.ok, (name, ck.errors)
        if name == "straggler":
            assert min(ck.seg_done) > sch.straggler_delay
            # nobody ran more than K segments ahead of the straggler
            first_straggler = min(f for st, i, _, f, _ in res.inputs if st == WORKERS - 1 and i)
            early = [f for st, i, _, f, _ in res.inputs
                     if st < WORKERS and f < first_straggler and i >= 1]
            assert len(early) <= (WORKERS - 1) * K + 1  # + worker 0's SetH


def test_mismatches_are_reported(rr_run, grads):
    """A flipped bit in a delivered aggregate, or in the accelerator's output, or a golden
    over other gradients: each is found and named."""
    stim, res = rr_run
    port_frames = [list(o) for o in res.outputs]
    # flip one payload bit of the first aggregate delivered on port 1
    k = next(i for i, s in enumerate(port_frames[1]) if len(s.frame.data) > 64)
    s = port_frames[1][k]
    data = bytearray(s.frame.data)
    data[64 + 4 * 7] ^= 0x01
    port_frames[1][k] = rs.Seen(dataclasses.replace(s.frame, data=bytes(data)), s.first, s.last)
    ck = check_run(stim, dataclasses.replace(res, outputs=port_frames), grads)
    assert not ck.ok
    assert ck.port_mismatches == 1
    assert ck.mismatches == 1  # worker 1 on port 1, one element
    assert any("worker 1" in e and "differ" in e for e in ck.errors)
    # the accelerator's own output vs the model
    acc = list(res.accel_out)
    s = acc[5]
    data = bytearray(s.frame.data)
    data[-1] ^= 0x80
    acc[5] = rs.Seen(dataclasses.replace(s.frame, data=bytes(data)), s.first, s.last)
    ck = check_run(stim, dataclasses.replace(res, accel_out=acc), grads)
    assert ck.model_mismatches >= 1 and not ck.ok
    # the golden over other data
    other = [g.clone() for g in grads]
    other[2][100] += 1.0
    ck = check_run(stim, res, other)
    assert ck.mismatches == WORKERS and not ck.ok


def test_run_one_summary_and_capture(exe, grads, tmp_path):
    s = run_one("random", "rr", WORKERS, SEED, tmp_path, grads=grads)
    assert isinstance(s, RunSummary)
    assert s.ok, s.errors
    assert s.mismatches == 0 and s.segments == SEGMENTS and s.nan_golden == 3
    assert 0 < s.throughput_gbps < 40
    frames = read_pcap(tmp_path / s.pcap)
    assert len(frames) == s.pcap_frames > s.frames_in  # every frame in, and every one out
    from scapy.layers.l2 import Ether

    aggs = [Ether(f) for f in frames if len(f) > 64]
    assert any(p.haslayer(ISwitchData) and p[ISwitchData].flags.AGG for p in aggs)
    # Wireshark decodes the report's capture with the generated dissector, as the codec does
    n_data, n_ctrl = tshark_matches_codec(tmp_path / s.pcap)
    assert n_data >= SEGMENTS * (WORKERS + 1) and n_ctrl > WORKERS, (n_data, n_ctrl)


def test_pcapng_interfaces_and_times(tmp_path):
    from scapy.utils import rdpcap

    f = bytes(range(64))
    write_pcapng(tmp_path / "x.pcapng.gz", [(3, 0, f), (10, 9, f + f)])
    pk = rdpcap(str(tmp_path / "x.pcapng.gz"))
    assert [bytes(p) for p in pk] == [f, f + f]
    assert [float(p.time) for p in pk] == [15e-9, 50e-9]
    assert [p.sniffed_on for p in pk] == [interfaces()[0], interfaces()[9]]
    # deterministic bytes (no time stamp in the gzip header)
    write_pcapng(tmp_path / "y.pcapng.gz", [(3, 0, f), (10, 9, f + f)])
    assert (tmp_path / "x.pcapng.gz").read_bytes() == (tmp_path / "y.pcapng.gz").read_bytes()


def test_backpressure_on_the_outputs(exe, grads, tmp_path):
    """Output tready low on half of the cycles (seeded): slower, still exact, no drops."""
    stim = build_stimulus(grads, SCHEDULES["rr"], seed=SEED, tready_p=128)
    res = rs.run_harness(stim, exe, tmp_path)
    ck = check_run(stim, res, grads)
    assert ck.ok, ck.errors
    assert res.regs[(2, 0x74)] == 0


def test_lost_packet_stalls_and_fails(exe, grads, tmp_path):
    """A data packet that never reaches the switch: the segment cannot complete, the window
    stops everyone, the harness reports the stall and the check fails loudly."""
    stim = build_stimulus(grads, SCHEDULES["rr"], seed=SEED)
    frames = stim.streams[2].frames
    del frames[1 + 20]  # worker 2's segment 20 (after its Join)
    res = rs.run_harness(stim, exe, tmp_path)
    assert res.status == 1
    ck = check_run(stim, res, grads)
    assert not ck.ok
    assert any(e.startswith("hang: no progress") for e in ck.errors)
    assert "slot 4 bank 1: segment 20, 2 of 3 contributions, missing worker(s) [2]" \
        in ck.diagnosis
    assert any("aggregates never arrived" in e for e in ck.errors)


@pytest.mark.parametrize("schedule", ["rr", "faults"])
def test_exact_runs_match_the_exact_sums(grads, tmp_path, schedule):
    """An exact job's run (the stimulus through `as_exact`, the build with the exact mode):
    every copy equals the correctly rounded sum of the accepted contributions, the model on
    the same build agrees frame by frame, the ledger balances; checked as a fold job's, the
    same run fails (the exact sums are not the fold's, and the model without the exact
    mode refuses the exact Joins), so the comparison is with the exact sums."""
    exe = rs.build_harness()
    stim = as_exact(build_stimulus(grads, SCHEDULES[schedule], seed=SEED))
    res = rs.run_harness(stim, exe, tmp_path / "x")
    ck = check_run(stim, res, grads)
    assert res.status == 0 and ck.ok, ck.errors[:4]
    assert ck.mismatches == ck.model_mismatches == ck.port_mismatches == 0
    assert ck.elems_compared > 0
    heads = [h for h in (rs.data_header(f.frame) for f in res.accel_out)
             if h is not None and h.flags & Flag.AGG]  # (not a bypass passed through)
    assert heads and all(h.flags & Flag.EXACT for h in heads)  # every aggregate's
    wrong = check_run(dataclasses.replace(stim, exact=False), res, grads)
    assert not wrong.ok and wrong.mismatches > 0


def test_run_one_exact(grads, tmp_path):
    s = run_one("random", "rr", WORKERS, SEED, tmp_path, grads=grads, exact=True)
    assert s.ok and s.mode == "exact" and s.mismatches_all == 0, s.errors[:3]
    assert s.pcap.endswith("rr-exact-w3.pcapng.gz")


def test_run_tree_exact_same_sums_under_every_schedule(tmp_path):
    """The report's hierarchical run as an exact job (2x3 tree, random gradients): ok,
    mode "exact", the same sums under rr and jitter (`sum_digest`) where the fold jobs'
    differ, and the tree differs from the flat exact sum in some elements (each switch
    rounds once) by a bounded number of ULPs."""
    from iswitch.report.tree import run_tree

    g = random_grads(SEED + 1, 6)
    runs = {(m, s): run_tree("random", s, SEED, tmp_path, spec="2x3", exact=m == "exact",
                             grads=g)
            for m in ("fold", "exact") for s in ("rr", "jitter")}
    for (m, _), t in runs.items():
        assert t.ok and t.mode == m and t.mismatches_all == 0, t.errors[:3]
        assert t.sum_digest and t.elems_compared == 6 * t.params
    assert runs[("exact", "rr")].sum_digest == runs[("exact", "jitter")].sum_digest
    assert runs[("fold", "rr")].sum_digest != runs[("fold", "jitter")].sum_digest
    x = runs[("exact", "rr")]
    assert x.flat_diffs["flat exact"] > 0 and 0 < x.flat_ulps
    assert "worker id" in runs[("fold", "rr")].flat_diffs and "worker id" not in x.flat_diffs
