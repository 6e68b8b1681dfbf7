"""The system model (iswitch/model, docs/model.md): its invariants, its inputs, its output.

Fast (seconds): the fit is skipped (`--constants`), the study and gloo are run elsewhere."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from iswitch.model import beyond, calibrate, compute, paper, rtl, sim

REPO = Path(__file__).resolve().parents[1]
FIG = rtl.load()
PROF = compute.load(compute.MEASURED)
ZERO = {k: 0.0 for k in compute.PARTS}
HOST = sim.Host(50e-6, 1e-6)
FIT = (25.0, 7.6e-5, 8.9e-7)  # about what the fit gives; any positive constants will do


def _run(scheme: str, n: int, nbytes: int, **kw) -> sim.Result:
    cl = sim.Cluster(n, 10e9, 1e-6, window=FIG.window, **kw)
    return sim.simulate(scheme, cl, HOST, FIG, sim.Work(ZERO, nbytes), PROF.sum_bytes_per_s,
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
                 ["--constants", "1", "0", "1"]):
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
