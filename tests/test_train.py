"""iswitch-train (iswitch/train/): the distributed trainer, its checks and its faults.

Torch-only tests (always run): usage errors, the replay's fold and mean, the order-log
reader, the identical-weights and replay checks. Training tests start real worker
processes on real environments and need gymnasium + mujoco (requirements-report.txt);
they are skipped without them. Every training runs as a subprocess with a hard timeout, so
a hang fails the test instead of stalling the suite. PPO (HalfCheetah, 11,085 parameters)
is the cheapest workload; DDPG (39,303 parameters, 110 segments) gives the loss test
enough datagrams.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest
import torch

from iswitch.switchd.log import RECORD, LogWriter
from iswitch.train import cli
from iswitch.train.check import Checker, CheckError, segment_mean, worker_order_records
from iswitch.train.switchd import OrderLog, SwitchdError
from iswitch.train.worker import IterRecord

REPO = Path(__file__).resolve().parents[1]
VERDICT = re.compile(r"^weights: bit-identical across (\d+) workers and to the replay "
                     r"\(sha256 ([0-9a-f]{64})\)$")


# ---------------------------------------------------------------- command line


@pytest.mark.parametrize("args, message", [
    (["--algo", "ppo", "--workers", "0"], "--workers: must be an integer in 1..16"),
    (["--algo", "ppo", "--workers", "3", "--threshold", "4"], "--threshold must be in 1..3"),
    (["--algo", "ppo", "--switch", "gloo", "--workers", "3", "--threshold", "2"],
     "--switch gloo is synchronous only"),
    (["--algo", "ppo", "--staleness", "1"], "--staleness applies to asynchronous"),
    (["--algo", "ppo", "--drop-p", "1.5"], "--drop-p: must be a number in [0, 1)"),
    (["--algo", "ppo", "--switch", "gloo", "--drop-p", "0.1"], "--drop-p configures"),
    (["--algo", "ppo", "--switch-addr", "nohost"], "expected HOST:PORT"),
    (["--algo", "ppo", "--iterations", "0"], "--iterations: must be an integer >= 1"),
    (["--algo", "ppo", "--seed", "-1"], "--seed: must be an integer in 0.."),
    (["--algo", "ppo", "--timeout", "0"], "--timeout: must be a number > 0"),
    (["--algo", "ppo", "--job", "65536"], "--job: must be an integer in 0..65535"),
    (["--algo", "sac"], "invalid choice"),
    (["--algo", "ppo", "--switch-log", __file__], "--switch-log goes with --switch-addr"),
])
def test_usage_errors(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        cli.parse_config(args)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("iswitch-train: error: ") and message in err


def test_config_defaults() -> None:
    cfg, _ = cli.parse_config(["--algo", "ddpg", "--workers", "3"])
    assert cfg.sync and cfg.threshold == 3 and cfg.staleness == 0 and cfg.switch == "model"
    cfg, _ = cli.parse_config(["--algo", "ddpg", "--workers", "3", "--threshold", "2"])
    assert not cfg.sync and cfg.staleness == 2


# ---------------------------------------------------------------- replay pieces


def test_worker_order_records_and_segment_mean() -> None:
    n = 2 * 360 + 5
    recs = worker_order_records(n, [0, 1, 2])
    assert recs.dtype == RECORD and len(recs) == 3
    assert (recs["n"] == 3).all() and recs["order"][:, :3].tolist() == [[0, 1, 2]] * 3
    g = torch.Generator().manual_seed(5)
    print("seed 5")
    total = torch.randn(n, generator=g)
    nsum = np.array([3, 2, 1], dtype=np.uint16)
    got = segment_mean(total, nsum)
    want = torch.cat([total[:360] / 3, total[360:720] / 2, total[720:] / 1])
    assert torch.equal(got.view(torch.int32), want.view(torch.int32))


def test_order_log_reads_a_growing_file(tmp_path: Path) -> None:
    path = tmp_path / "order.log"
    log = OrderLog(path)
    assert log.records(1, 0, 2, timeout_s=0.05) is None  # no file yet
    w = LogWriter(path)
    recs = np.zeros(5, dtype=RECORD)
    recs["seg"] = [0, 1, 2, 3, 4]
    recs["job"] = 1
    recs["n"] = 2
    recs["order"][:, :2] = [1, 0]
    w.write(recs[:1])
    w.flush()
    assert log.records(1, 0, 2) is None  # segment 1 not written yet
    f = w.f
    f.write(recs[1:3].tobytes()[:100])  # a record cut in the middle
    f.flush()
    got = log.records(1, 0, 2, timeout_s=1.0)
    assert got is not None and got["seg"].tolist() == [0, 1]
    f.write(recs[1:3].tobytes()[100:] + recs[3:].tobytes())
    f.flush()
    got = log.records(1, 2, 3, timeout_s=1.0)
    assert got is not None and got["seg"].tolist() == [2, 3, 4]
    assert log.records(1, 0, 1) is None  # records handed out are forgotten
    w.close()
    log.close()
    (tmp_path / "bad.log").write_bytes(b"NOTALOG!" + bytes(RECORD.itemsize))
    with pytest.raises(SwitchdError, match="not an iswitch-switchd order log"):
        OrderLog(tmp_path / "bad.log").records(1, 0, 1)


def _records(weights: list[str], aggregate: str) -> list[IterRecord]:
    return [IterRecord(worker=w, it=0, base_seg=0, weights=d, aggregate=aggregate, compute=0,
                       aggregation=0, update=0, steps=0) for w, d in enumerate(weights)]


def test_checker_replays_and_catches_mismatches() -> None:
    from iswitch.train.algos import Replay, tensor_digest, weights_digest

    n = 11_085  # ppo
    g = torch.Generator().manual_seed(1)
    print("seed 1")
    grads = {w: torch.randn(n, generator=g).numpy() for w in range(3)}
    recs = worker_order_records(n, [2, 0, 1])
    total = torch.from_numpy((grads[2] + grads[0]) + grads[1])
    ref = Replay("ppo", 0)
    ref.apply(total / 3, 0)
    good = weights_digest(ref.model)
    checker = Checker("ppo", 0, strict=True)
    v = checker.check(0, _records([good] * 3, tensor_digest(total)), grads, recs)
    assert v.replay_ok and v.sum_diff == 0
    with pytest.raises(CheckError, match="update 1: the workers' weights differ"):
        Checker("ppo", 0, strict=True).check(1, _records([good, good, "0" * 64],
                                                         tensor_digest(total)), grads, recs)
    # another order gives another sum: strict fails, non-strict records the divergence
    other = worker_order_records(n, [0, 1, 2])
    with pytest.raises(CheckError, match="the replay does not reproduce the aggregate"):
        Checker("ppo", 0, strict=True).check(0, _records([good] * 3, tensor_digest(total)),
                                             grads, other)
    loose = Checker("ppo", 0, strict=False)
    v = loose.check(0, _records([good] * 3, tensor_digest(total)), grads, other)
    assert v.replay_ok is False and loose.diverged_at == 0


# ---------------------------------------------------------------- training runs

def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(REPO)}


def _train(*args: str, timeout: float = 240.0, cwd: Path | None = None
           ) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "iswitch.train", *args]
    print(" ".join(cmd[2:]))
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=_env(),
                          cwd=cwd or REPO)


def _verdict(r: subprocess.CompletedProcess[str], workers: int) -> str:
    print(r.stdout[-3000:], r.stderr[-3000:])
    assert r.returncode == 0, r.stderr
    m = VERDICT.match(r.stdout.strip().splitlines()[-1])
    assert m and int(m[1]) == workers
    return m[2]


def _iterations(stdout: str) -> list[str]:
    return [ln for ln in stdout.splitlines() if ln.startswith("iter ")]


def test_sync_model_bit_identical(tmp_path: Path) -> None:
    """3 workers through switchd's model backend: bit-identical weights and replay; a
    non-iSwitch datagram sent to the switch meanwhile is counted (REGULAR) and changes
    nothing."""
    cmd = [sys.executable, "-m", "iswitch.train", "--algo", "ppo", "--workers", "3",
           "--iterations", "3", "--switch", "model", "--out", str(tmp_path)]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env=_env(), cwd=REPO)
    try:
        assert p.stdout is not None
        first = p.stdout.readline()
        m = re.match(r"switch: iswitch-switchd --backend model at ([\d.]+):(\d+)", first)
        assert m, first
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.sendto(b"not an iSwitch datagram", (m[1], int(m[2])))
        out, err = p.communicate(timeout=240)
    finally:
        p.kill()
    r = subprocess.CompletedProcess(cmd, p.returncode, first + out, err)
    digest = _verdict(r, 3)
    its = _iterations(r.stdout)
    assert len(its) == 3 and all("replay ok" in ln for ln in its)
    assert digest.startswith(its[-1].split("sha256 ")[1].split()[0])
    rec = cli.json.loads((tmp_path / "run.json").read_text())
    assert rec["verdict"].endswith(f"(sha256 {digest})")
    assert rec["switch_counters"]["AGG_TX"] == 3 * 31  # 31 segments per PPO gradient
    assert rec["switch_counters"]["REGULAR"] == 1  # the foreign datagram, counted
    # (DROPS may be nonzero: on a loaded machine a Help timer fires early and the RETX is a
    # counted DUPLICATE)
    assert (tmp_path / "index.html").exists() and (tmp_path / "weights.npy").exists()


def test_sync_rtl_bit_identical() -> None:
    r = _train("--algo", "ppo", "--workers", "3", "--iterations", "2", "--switch", "rtl",
               timeout=900.0)
    _verdict(r, 3)


def test_gloo_shows_another_summation_order() -> None:
    r = _train("--algo", "ppo", "--workers", "3", "--iterations", "2", "--switch", "gloo")
    print(r.stdout, r.stderr)
    assert r.returncode == 0
    last = r.stdout.strip().splitlines()[-1]
    assert re.match(r"weights: bit-identical across 3 workers \(sha256 [0-9a-f]{64}\); a replay "
                    r"folding in worker order diverges at iteration 0 \(gloo's sum differs in "
                    r"[1-9]\d* elements\)$", last)


def test_drop_one_percent_recovered(tmp_path: Path) -> None:
    r = _train("--algo", "ddpg", "--workers", "3", "--iterations", "4", "--switch", "model",
               "--drop-p", "0.01", "--timeout", "20", "--out", str(tmp_path))
    _verdict(r, 3)
    rec = cli.json.loads((tmp_path / "run.json").read_text())
    helps = sum(s.get("helps", 0) for s in rec["client_stats"].values())
    print("client stats", rec["client_stats"], "switch", rec["switch_counters"])
    assert helps > 0  # datagrams were lost and recovered through Help / RETX


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_switch_unreachable() -> None:
    port = _free_udp_port()  # nothing listens there
    t0 = time.monotonic()
    r = _train("--algo", "ppo", "--workers", "2", "--iterations", "2",
               "--switch-addr", f"127.0.0.1:{port}", "--timeout", "2", timeout=120.0)
    print(r.stdout, r.stderr, f"{time.monotonic() - t0:.1f} s")
    assert r.returncode == 1
    for w in (0, 1):
        assert re.search(rf"^iswitch-train: worker {w}: \w+Error: .*127\.0\.0\.1:{port}",
                         r.stderr, re.M)
    assert "Traceback" not in r.stderr


def _run_and_kill(args: list[str], victim: int, after_iter: int, limit: float,
                  tmp_path: Path) -> tuple[int, str, str, bool]:
    """Run iswitch-train, SIGKILL worker `victim` once iteration `after_iter` is printed,
    read stdout to its end (a watchdog kills the trainer after `limit` seconds). Returns
    (exit status, stdout, stderr, whether the watchdog had to kill it)."""
    cmd = [sys.executable, "-m", "iswitch.train", *args]
    print(" ".join(cmd[2:]))
    with open(tmp_path / "stderr.txt", "w+") as err:
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, text=True, env=_env(),
                             cwd=REPO)
        fired = threading.Event()

        def kill() -> None:
            fired.set()
            p.kill()

        watchdog = threading.Timer(limit, kill)
        watchdog.start()
        pids: dict[int, int] = {}
        lines: list[str] = []
        killed = None
        try:
            assert p.stdout is not None
            for line in p.stdout:
                lines.append(line.rstrip("\n"))
                m = re.match(r"worker (\d+): pid (\d+)", line)
                if m:
                    pids[int(m[1])] = int(m[2])
                if killed is None and line.startswith(f"iter {after_iter:5d}"):
                    os.kill(pids[victim], signal.SIGKILL)
                    killed = line
            rc = p.wait()
        finally:
            watchdog.cancel()
            p.kill()
        err.seek(0)
        stderr = err.read()
    out = "\n".join(lines)
    print(out, stderr, sep="\n")
    assert killed is not None, "training ended before the kill"
    return rc, out, stderr, fired.is_set()


def test_sync_worker_killed_stops_every_worker(tmp_path: Path) -> None:
    timeout = 4.0
    rc, _, err, watchdog = _run_and_kill(
        ["--algo", "ppo", "--workers", "3", "--iterations", "200", "--timeout", str(timeout)],
        victim=1, after_iter=1, limit=120.0, tmp_path=tmp_path)
    assert rc == 1
    assert "iswitch-train: worker 1: killed by signal 9" in err
    for w in (0, 2):  # every other worker names the switch and the missing segments, and
        # gave up after its own timeout of no progress (not later: the clock is the client's)
        assert re.search(rf"^iswitch-train: worker {w}: SwitchTimeoutError: switch "
                         rf"127\.0\.0\.1:\d+: no progress for {timeout:g} s: .*missing", err,
                         re.M), err
    assert not watchdog  # no hang: the trainer ended by itself
    assert "Traceback" not in err


def test_async_worker_killed_training_goes_on(tmp_path: Path) -> None:
    rc, out, err, watchdog = _run_and_kill(
        ["--algo", "ppo", "--workers", "3", "--threshold", "2", "--staleness", "2",
         "--iterations", "12", "--timeout", "10"],
        victim=2, after_iter=2, limit=180.0, tmp_path=tmp_path)
    assert rc == 0 and not watchdog, err
    assert "worker 2: killed by signal 9; H lowered 2 -> 1, training goes on with 2 workers" in out
    m = VERDICT.match(out.strip().splitlines()[-1])
    assert m and m[1] == "2"


def test_docs_hyperparameter_table() -> None:
    """docs/training.md section 4.3 states iswitch.train.algos.HPARAMS."""
    from iswitch.train.algos import HPARAMS

    text = (REPO / "docs" / "training.md").read_text()
    for algo, hp in HPARAMS.items():
        m = re.search(rf"^\| {algo} \| (\d+) \| (\d+) \| ([\d.]+) \| ([\d-]+) \| ([\d-]+) \|",
                      text, re.M)
        assert m, algo
        assert (int(m[1]), int(m[2]), float(m[3])) == (hp.steps, hp.first_steps, hp.lr)
        assert m[4] == (str(hp.batch) if hp.batch else "-")
        assert m[5] == (str(hp.memory) if hp.memory else "-")


@pytest.mark.parametrize("algo", ["ppo", "a2c", "dqn"])
def test_first_iteration_is_the_report_gradient(algo: str) -> None:
    """Iteration 0 of training computes the gradient golden.workloads gives the report."""
    from golden.workloads import compute_gradients, deterministic_torch
    from iswitch.train.algos import Learner

    want = compute_gradients(algo, workers=2, seed=0)
    for w in range(2):
        with deterministic_torch(0):
            learner = Learner(algo, 0, w)
            try:
                got = learner.gradient(0)
            finally:
                learner.close()
        assert torch.equal(got.view(torch.int32), want[w].view(torch.int32))
