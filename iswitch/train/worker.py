"""The worker process of `iswitch-train`: one per worker, started by torch.multiprocessing.

Each worker builds the run's model (the same initial weights everywhere), its own
environment and policy generator (seed ``1000 * seed + worker``, golden.workloads), and an
aggregator (`open_aggregator`: the switch through `iswitch.torch.SwitchClient`, or
torch.distributed gloo). It then trains and reports every iteration to the trainer process
over a pipe (`Msg`): the digest of its weights, the digest of the aggregate, its
gradient (for the trainer's replay), the time split and the episodes it finished.

Everything runs under `golden.workloads.deterministic_torch` (one intra-op thread,
deterministic algorithms), so the same aggregates applied in the same order give the same
weights in every worker and in the replay.
"""

from __future__ import annotations

import datetime
import os
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np
import torch

from golden.workloads import deterministic_torch
from iswitch.train.algos import Learner, tensor_digest, weights_digest

SWITCHES = ("model", "rtl", "gloo")


@dataclass(frozen=True)
class RunConfig:
    """Everything a worker needs to know about the run (picklable)."""

    algo: str
    workers: int
    iterations: int
    switch: str
    seed: int = 0
    #: aggregation timeout of one call, seconds
    timeout_s: float = 10.0
    #: (host, port) of iswitch-switchd (model/rtl)
    switch_addr: tuple[str, int] | None = None
    #: the file torch.distributed's FileStore rendezvous uses (gloo)
    gloo_file: str | None = None
    job: int = 1
    #: aggregation threshold H (= workers: synchronous)
    threshold: int = 0
    #: asynchronous mode: how many updates a worker's weights may lag (see docs/training.md)
    staleness: int = 0
    #: send each gradient to the trainer (the replay needs them)
    send_grads: bool = True

    @property
    def sync(self) -> bool:
        return self.threshold == self.workers


@dataclass
class IterRecord:
    """What a worker reports after applying the update of iteration `it`."""

    worker: int
    it: int
    #: SHA-256 of the weights after the update
    weights: str
    #: SHA-256 of the aggregated sum the worker received
    aggregate: str
    #: seconds: rollout + loss + backward, aggregation, optimiser step
    compute: float
    aggregation: float
    update: float
    #: environment steps so far, and the returns of episodes finished in this iteration
    steps: int
    returns: list[float] = field(default_factory=list)
    #: the worker's gradient (fp32) if the trainer asked for it
    grad: np.ndarray | None = None
    #: the aggregate itself (gloo, worker 0 only: the trainer compares summation orders)
    sum: np.ndarray | None = None


@dataclass
class Msg:
    """One message from a worker: ``kind`` is ready | iter | done | error."""

    kind: str
    worker: int
    pid: int = 0
    record: IterRecord | None = None
    error: str = ""


class Aggregator(Protocol):
    def allreduce(self, t: torch.Tensor) -> torch.Tensor: ...
    def close(self) -> None: ...


class GlooAggregator:
    """torch.distributed all_reduce (SUM) over gloo, rendezvous through a file."""

    def __init__(self, cfg: RunConfig, worker: int) -> None:
        import torch.distributed as dist  # noqa: PLC0415

        self._dist = dist
        assert cfg.gloo_file is not None
        dist.init_process_group("gloo", init_method=f"file://{cfg.gloo_file}", rank=worker,
                                world_size=cfg.workers,
                                timeout=datetime.timedelta(seconds=cfg.timeout_s))

    def allreduce(self, t: torch.Tensor) -> torch.Tensor:
        out = t.clone()
        self._dist.all_reduce(out, op=self._dist.ReduceOp.SUM)
        return out

    def close(self) -> None:
        self._dist.destroy_process_group()


def open_aggregator(cfg: RunConfig, worker: int) -> Aggregator:
    """The run's aggregator for `worker`."""
    if cfg.switch == "gloo":
        return GlooAggregator(cfg, worker)
    from iswitch.torch import SwitchClient  # noqa: PLC0415

    assert cfg.switch_addr is not None
    return SwitchClient(cfg.switch_addr, worker, cfg.job, cfg.workers,
                        timeout_s=cfg.timeout_s)


def mean_of(total: torch.Tensor, count: int) -> torch.Tensor:
    """The mean gradient every worker and the replay apply: the fp32 sum divided by the
    number of contributions (one rounding per element)."""
    return total / count


def _record(cfg: RunConfig, learner: Learner, w: int, it: int, grad: torch.Tensor,
            total: torch.Tensor, times: tuple[float, float, float], seen: int) -> IterRecord:
    returns = learner.runner.returns[seen:]
    return IterRecord(
        worker=w, it=it, weights=weights_digest(learner.model), aggregate=tensor_digest(total),
        compute=times[0], aggregation=times[1], update=times[2], steps=learner.runner.steps,
        returns=list(returns), grad=grad.numpy() if cfg.send_grads else None,
        sum=total.numpy() if cfg.switch == "gloo" and w == 0 else None)


def _train_sync(cfg: RunConfig, w: int, learner: Learner, agg: Aggregator, conn: Any) -> None:
    for it in range(cfg.iterations):
        t0 = time.perf_counter()
        grad = learner.gradient(it)
        t1 = time.perf_counter()
        total = agg.allreduce(grad)
        t2 = time.perf_counter()
        seen = len(learner.runner.returns)
        learner.apply(mean_of(total, cfg.workers), it)
        t3 = time.perf_counter()
        conn.send(Msg("iter", w, record=_record(cfg, learner, w, it, grad, total,
                                                (t1 - t0, t2 - t1, t3 - t2), seen)))


def worker_main(cfg: RunConfig, w: int, conn: Any) -> None:
    """Process entry point of worker `w` (`conn`: the sending end of its own pipe to the
    trainer; a pipe per worker, so a worker killed mid-message cannot block the others):
    train, report, and on any failure send one error message (the trainer prints it) and
    exit with status 1."""
    try:
        conn.send(Msg("ready", w, pid=os.getpid()))
        with deterministic_torch(cfg.seed):
            learner = Learner(cfg.algo, cfg.seed, w)
            try:
                agg = open_aggregator(cfg, w)
                try:
                    _train_sync(cfg, w, learner, agg, conn)
                finally:
                    agg.close()
            finally:
                learner.close()
        conn.send(Msg("done", w))
    except Exception as exc:  # noqa: BLE001 - reported to the trainer, which prints it
        detail = "" if isinstance(exc, (TimeoutError, ConnectionError, OSError)) else (
            "\n" + traceback.format_exc() if os.environ.get("ISWITCH_TRAIN_DEBUG") else "")
        conn.send(Msg("error", w, error=f"{type(exc).__name__}: {exc}{detail}"))
        raise SystemExit(1) from None
