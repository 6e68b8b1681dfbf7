"""The system model (iswitch/model, docs/model.md): its invariants, its inputs, its output.

Fast (seconds; the fit twice, ~10 s): the CLI test skips the fit (`--constants`), the study
and gloo are run elsewhere."""

from __future__ import annotations

import dataclasses
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from iswitch.model import beyond, calibrate, compute, paper, rtl, sim

REPO = Path(__file__).resolve().parents[1]
FIG = rtl.load()
PROF = compute.load(compute.MEASURED)
ZERO = {k: 0.0 for k in compute.PARTS}
HOST = sim.Host(50e-6, 1e-6, 20e-6)
FIT = (11.7, 2.0, 86e-6, 0.96e-6, 50e-6)  # about what the fit gives; any positive will do


def _run(scheme: str, n: int, nbytes: int, host: sim.Host = HOST, mode: str = "sync",
         parts: dict[str, float] = ZERO, **kw) -> sim.Result:
    cl = sim.Cluster(n, 10e9, 1e-6, window=FIG.window, **kw)
    run = sim.simulate if mode == "sync" else sim.simulate_async
    return run(scheme, cl, host, FIG, sim.Work(parts, nbytes), PROF.sum_bytes_per_s,
               PROF.quantize_bytes_per_s)


def test_snapshot_is_current():
    """The RTL figures were measured on the RTL that is checked in (else regenerate:
    `make report`, then `python -m iswitch.model.rtl`)."""
    assert rtl.stale() == [], "RTL changed since iswitch/model/data/rtl_figures.json"


def test_rtl_figures_come_from_results():
    d = json.loads(rtl.SNAPSHOT.read_text())
    assert FIG.agg_latency_cycles == sorted(
        int(c) for c, n in d["latency_accel_hist"].items() for _ in range(n))[
        sum(d["latency_accel_hist"].values()) // 2]
    assert FIG.accel_bps == pytest.approx(d["bench_accel"]["saturated_full"]["beats_per_cycle"]
                                          * 32 * 8 * d["clock_hz"])
    assert set(FIG.allreduce_cycles) == {"dqn", "a2c", "ppo", "ddpg"}


@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_ring_has_2n_minus_2_steps(n):
    r = _run("ar", n, 44_340)
    assert r.steps == 2 * (n - 1)
    assert r.hops == 4 * n - 4  # one switch: 2 links per step


def test_ps_and_iswitch_hops():
    assert _run("ps", 4, 44_340).hops == 4
    assert _run("isw", 4, 44_340).hops == 2
    assert _run("isw", 12, 44_340, fanout=(3, 4)).hops == 4


def test_ps_never_faster_per_worker_than_ideal():
    base = _run("ps", 2, 157_212)
    prev = base.iteration_s
    for n in (3, 4, 6, 8):
        r = _run("ps", n, 157_212)
        assert r.throughput / base.throughput <= n / 2 * (1 + 1e-9)
        assert r.iteration_s >= prev
        prev = r.iteration_s


@pytest.mark.parametrize("nbytes", [44_340, 6_748_824])
def test_iswitch_aggregation_flat_in_n_at_one_switch(nbytes):
    """At one switch the aggregation streams at line rate whatever N: it grows at most by
    one segment's turn in the accelerator per extra contribution (the pipelines are
    shared), never with the data size times N."""
    base = _run("isw", 2, nbytes, symmetric=True).agg_s
    seg = FIG.frame_bytes / FIG.accel_bps * 8
    for n in (4, 8, 16):
        a = _run("isw", n, nbytes, symmetric=True).agg_s
        assert a <= base + n * seg


@pytest.mark.parametrize("n", [2, 4])
def test_ring_one_progress_thread_sends_and_receives_in_turn(n):
    """With one progress thread a ring worker pays every step's send and receive on the
    same thread: the aggregation takes at least 2(N-1) x (2 messages + 2 x the step's
    packets) of host time; with a thread per direction it runs at the link's rate when the
    per-packet cost is below a packet's wire time (DQN's 6.7 MB): between the wire time
    and that bound."""
    nbytes = 6_748_824
    pkts = math.ceil(nbytes / n / sim.TCP_MSS)
    host = sim.Host(50e-6, 1.1e-6, 0.0, lib_threads=1)
    bound = 2 * (n - 1) * 2 * (host.msg_s + pkts * host.pkt_s)
    assert _run("ar", n, nbytes, host).agg_s >= bound
    two = _run("ar", n, nbytes, dataclasses.replace(host, lib_threads=2)).agg_s
    wire = 2 * (n - 1) * pkts * (nbytes / n / pkts + sim.TCP_OVERHEAD) * 8 / 10e9
    assert wire <= two < bound


@pytest.mark.parametrize("n", [2, 4, 6])
def test_ps_lock_serialises_message_work(n):
    """With `ps_lock` the PS's message-level work (a receive and a send per worker) takes
    one lock: a sync aggregation lasts at least 2N messages' time and async training runs
    at most 1 / (2 msg_s) iterations per second, whatever N; without the lock the
    connection threads overlap."""
    host = sim.Host(200e-6, 0.1e-6, 0.0)
    assert _run("ps", n, 44_340, host).agg_s >= 2 * n * host.msg_s
    parts = dict(ZERO, forward=1e-3, weight_update=1e-4)
    r = _run("ps", n, 44_340, host, mode="async", parts=parts)
    assert r.throughput <= 1 / (2 * host.msg_s) * (1 + 1e-9)
    free = _run("ps", n, 44_340, dataclasses.replace(host, ps_lock=False), mode="async",
                parts=parts)
    assert free.throughput >= r.throughput
    if n >= 6:  # enough workers to need more than the lock allows
        assert free.throughput > 1 / (2 * host.msg_s)


@pytest.mark.parametrize("colocated", [True, False])
def test_ps_link_carries_every_remote_gradient_twice(colocated):
    """The PS's link carries each remote worker's gradient in and the sum out: 2(N-1)
    gradients' wire time beside worker 0, 2N on a port of its own."""
    n, nbytes = 4, 6_748_824
    pkts = math.ceil(nbytes / sim.TCP_MSS)
    wire = (nbytes + pkts * sim.TCP_OVERHEAD) * 8 / 10e9
    agg = _run("ps", n, nbytes, ps_colocated=colocated).agg_s
    assert agg >= (n - 1 if colocated else n) * wire * 2


def test_each_scheme_pays_its_own_message_cost():
    """The ring and the PS pay the library's per-message cost, iSwitch its client's."""
    base = {s: _run(s, 4, 157_212).agg_s for s in ("ps", "ar", "isw")}
    lib = {s: _run(s, 4, 157_212, dataclasses.replace(HOST, msg_s=3 * HOST.msg_s)).agg_s
           for s in base}
    isw = {s: _run(s, 4, 157_212, dataclasses.replace(HOST, isw_msg_s=3 * HOST.isw_msg_s))
           .agg_s for s in base}
    assert lib["isw"] == base["isw"] and isw["ps"] == base["ps"] and isw["ar"] == base["ar"]
    assert lib["ps"] > base["ps"] and lib["ar"] > base["ar"] and isw["isw"] > base["isw"]


def test_compute_on_the_testbed():
    """DQN/A2C: the networks' parts on the GPU factor, the environment on the CPU factor;
    PPO/DDPG: every part on the CPU factor (calibrate.work)."""
    f = calibrate.Fit(*FIT)
    for w in paper.WORKLOADS:
        got = calibrate.work(PROF, w, f).parts
        for k, v in PROF.parts[w.lower()].items():
            gpu = paper.GPU_LEARNER[w] and k in compute.NETWORK
            assert got[k] == v / (f.gpu_factor if gpu else f.cpu_factor), (w, k)


def test_fit_meets_its_points_from_far_starts(monkeypatch):
    """Five constants, five points: the fit meets them and lands on the same constants from
    starts a factor 2-5 away (one solution, not one of several)."""
    f, info = calibrate.fit(PROF, FIG)
    assert set(info["residuals"]) == set(paper.FIT_POINTS)
    assert max(abs(r) for r in info["residuals"].values()) < 1e-3
    far = calibrate.Fit(*(v * k for v, k in zip(dataclasses.astuple(calibrate.START),
                                               (0.4, 2.5, 0.25, 0.5, 0.2), strict=True)))
    monkeypatch.setattr(calibrate, "START", far)
    g, _ = calibrate.fit(PROF, FIG)
    for a, b in zip(dataclasses.astuple(f), dataclasses.astuple(g), strict=True):
        assert b == pytest.approx(a, rel=0.02)


def test_symmetric_equals_explicit():
    for scheme in ("ar", "isw", "sml"):
        a = _run(scheme, 4, 157_212)
        b = _run(scheme, 4, 157_212, symmetric=True)
        # explicit contributions queue whole chunks at the accelerator, the symmetric
        # representative interleaves them as the packets do: within 2%
        assert a.agg_s == pytest.approx(b.agg_s, rel=0.02), scheme


def test_model_matches_rtl_allreduce():
    from iswitch.model.__main__ import rtl_validation

    for wl, v in rtl_validation(FIG, PROF).items():
        assert abs(v["rel_error"]) < 0.05, (wl, v)


def test_beyond_study_runs_small():
    cells = beyond.run(compute.load(compute.H200), FIG, workers=(16,), models={"PPO": 11_085})
    assert {c.scheme for c in cells} == set(beyond.SCHEMES)
    assert beyond.fanout(1024, 3) == (16, 8, 8)


@pytest.mark.parametrize("bad", [
    "not json", '{"format": "other"}',
    json.dumps({"format": compute.FORMAT, "workloads": {}}),
])
def test_bad_compute_profile(tmp_path, bad):
    p = tmp_path / "p.json"
    p.write_text(bad)
    with pytest.raises(ValueError, match="p.json"):
        compute.load(p)


def test_negative_compute_time(tmp_path):
    d = json.loads(compute.MEASURED.read_text())
    d["workloads"]["ppo"]["per_iteration_s"]["forward"] = -1
    p = tmp_path / "neg.json"
    p.write_text(json.dumps(d))
    with pytest.raises(ValueError, match="ppo"):
        compute.load(p)


def test_cli_usage_errors(tmp_path):
    for args in (["--compute-profile", str(tmp_path / "none.json")],
                 ["--constants", "1", "1", "0", "1", "1"], ["--constants", "1", "1"]):
        r = subprocess.run([sys.executable, "-m", "iswitch.model", *args], capture_output=True,
                           text=True, cwd=REPO)
        assert r.returncode == 2
        assert "Traceback" not in r.stderr


def test_results_json_complete(tmp_path):
    r = subprocess.run([sys.executable, "-m", "iswitch.model", "--out", str(tmp_path),
                        "--no-measure", "--no-beyond", "--constants", *map(str, FIT)],
                       capture_output=True, text=True, cwd=REPO)
    assert r.returncode == 0, r.stderr
    res = json.loads((tmp_path / "results.json").read_text())
    for k, v in paper.all_points().items():
        assert res[k]["paper"] == v
        assert res[k]["rel_error"] == pytest.approx(res[k]["predicted"] / v - 1)
        assert res[k]["fitted"] == (k in paper.FIT_POINTS)
    assert "breakdown.DQN.iSwitch" in res and "scaling.sync_iSwitch.12" in res
    assert set(res["rtl_validation"]) == {"dqn", "a2c", "ppo", "ddpg"}
    assert set(res["parts"]) == set(paper.WORKLOADS)
    assert (tmp_path / "index.md").read_text().count("breakdown.") >= 8
    assert (tmp_path / "index.html").exists()
    assert calibrate.ASSUMED == res["inputs"]["assumed"]
    assert res["inputs"]["fit_points"] == paper.FIT_ON
    assert set(res["fit"]) >= set(paper.FIT_ON)
    comp = res["components"]
    assert set(comp) == set(paper.components())
    assert {k for k, v in comp.items() if v["fitted"]} == set(paper.FIT_POINTS) - set(
        paper.all_points())
