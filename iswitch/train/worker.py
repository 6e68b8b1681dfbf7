"""The worker process of `iswitch-train`: one per worker, started by torch.multiprocessing.

Each worker builds the run's model (the same initial weights everywhere), its own
environment and policy generator (seed ``1000 * seed + worker``, golden.workloads), and an
aggregator: the switch through `iswitch.torch.SwitchClient`, or torch.distributed gloo.
It then trains and reports to the trainer process over its own pipe (`Msg`): every
gradient it contributes (the trainer's replay needs them) and, after every update it
applies, the digest of its weights and of the aggregate, the time split and the episodes
it finished.

Everything runs under `golden.workloads.deterministic_torch` (one intra-op thread,
deterministic algorithms), so the same aggregates applied in the same order give the same
weights in every worker and in the replay.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import signal
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np
import torch

from golden.workloads import deterministic_torch
from iswitch.train.algos import Learner, n_params, tensor_digest, weights, weights_digest
from iswitch.worker import n_segments

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
    #: asynchronous mode: how many updates a worker's weights may lag (docs/training.md)
    staleness: int = 0

    @property
    def sync(self) -> bool:
        return self.threshold == self.workers


@dataclass
class IterRecord:
    """What a worker reports after applying update `it`."""

    worker: int
    it: int
    #: segment number of the update's first segment
    base_seg: int
    #: SHA-256 of the weights after the update, and of the aggregated sum applied
    weights: str
    aggregate: str
    #: seconds since the previous record: rollout + loss + backward, aggregation (sending,
    #: waiting, receiving), optimiser step
    compute: float
    aggregation: float
    update: float
    #: environment steps so far, and the returns of episodes finished since the last record
    steps: int
    returns: list[float] = field(default_factory=list)
    #: the aggregate itself (gloo, worker 0 only: the trainer compares summation orders)
    sum: np.ndarray | None = None


@dataclass
class Msg:
    """One message from a worker: ``kind`` is ready | grad | iter | done | error.

    ``grad``: the worker's gradient `grad` going into update `update` (sent before it goes
    to the switch, so the trainer holds every contribution the switch can log). ``done``:
    the `final` weights and the client's protocol statistics (Help, RETX, ...) in
    `stats`."""

    kind: str
    worker: int
    pid: int = 0
    record: IterRecord | None = None
    update: int = 0
    grad: np.ndarray | None = None
    error: str = ""
    final: np.ndarray | None = None
    stats: dict[str, int] = field(default_factory=dict)


class Aggregator(Protocol):
    """What a worker aggregates through: `SwitchClient` or `GlooAggregator`."""

    next_seg: int

    def allreduce(self, t: torch.Tensor) -> torch.Tensor: ...
    def close(self) -> None: ...


class GlooAggregator:
    """torch.distributed all_reduce (SUM) over gloo, rendezvous through a file.
    `next_seg` counts segments as the switch would number them (for the records only)."""

    def __init__(self, cfg: RunConfig, worker: int) -> None:
        import torch.distributed as dist  # noqa: PLC0415

        self._dist = dist
        self.next_seg = 0
        assert cfg.gloo_file is not None
        dist.init_process_group("gloo", init_method=f"file://{cfg.gloo_file}", rank=worker,
                                world_size=cfg.workers,
                                timeout=datetime.timedelta(seconds=cfg.timeout_s))

    def allreduce(self, t: torch.Tensor) -> torch.Tensor:
        out = t.clone()
        self._dist.all_reduce(out, op=self._dist.ReduceOp.SUM)
        self.next_seg += n_segments(t.numel())
        return out

    def close(self) -> None:
        self._dist.destroy_process_group()


def open_aggregator(cfg: RunConfig, worker: int) -> Aggregator:
    """The run's aggregator for `worker`: a gloo process group or a `SwitchClient` (joined;
    construction is a barrier over all workers)."""
    if cfg.switch == "gloo":
        return GlooAggregator(cfg, worker)
    from iswitch.torch import SwitchClient  # noqa: PLC0415

    assert cfg.switch_addr is not None
    return SwitchClient(cfg.switch_addr, worker, cfg.job, cfg.workers, timeout_s=cfg.timeout_s,
                        threshold=cfg.threshold)


def mean_of(total: torch.Tensor, count: int) -> torch.Tensor:
    """The mean gradient of a synchronous iteration: the fp32 sum divided by the number of
    contributions (one correctly rounded division per element)."""
    return total / count


class _Clock:
    """Accumulates the time split between two records."""

    def __init__(self) -> None:
        self.compute = self.aggregation = self.update = 0.0

    def take(self) -> tuple[float, float, float]:
        out = (self.compute, self.aggregation, self.update)
        self.compute = self.aggregation = self.update = 0.0
        return out


class _Reporter:
    """Builds and sends one worker's records."""

    def __init__(self, cfg: RunConfig, w: int, learner: Learner, conn: Any) -> None:
        self.cfg, self.w, self.learner, self.conn = cfg, w, learner, conn
        self.clock = _Clock()
        self.seen = 0

    def grad(self, update: int, grad: torch.Tensor) -> None:
        self.conn.send(Msg("grad", self.w, update=update, grad=grad.numpy()))

    def applied(self, it: int, base_seg: int, total: torch.Tensor) -> None:
        runner = self.learner.runner
        returns, self.seen = runner.returns[self.seen:], len(runner.returns)
        c, a, u = self.clock.take()
        rec = IterRecord(
            worker=self.w, it=it, base_seg=base_seg, weights=weights_digest(self.learner.model),
            aggregate=tensor_digest(total), compute=c, aggregation=a, update=u,
            steps=runner.steps, returns=list(returns),
            sum=total.numpy() if self.cfg.switch == "gloo" and self.w == 0 else None)
        self.conn.send(Msg("iter", self.w, record=rec))


def _train_sync(cfg: RunConfig, learner: Learner, agg: Aggregator, rep: _Reporter) -> None:
    clock = rep.clock
    for it in range(cfg.iterations):
        t0 = time.perf_counter()
        grad = learner.gradient(it)
        t1 = time.perf_counter()
        rep.grad(it, grad)
        base = agg.next_seg
        t2 = time.perf_counter()
        total = agg.allreduce(grad)
        t3 = time.perf_counter()
        learner.apply(mean_of(total, cfg.workers), it)
        t4 = time.perf_counter()
        clock.compute, clock.aggregation, clock.update = t1 - t0, t3 - t2, t4 - t3
        rep.applied(it, base, total)


def _train_async(cfg: RunConfig, learner: Learner, client: Any, rep: _Reporter) -> None:
    """The asynchronous loop (docs/training.md, "Asynchronous training"): apply every
    update as it arrives, compute a gradient whenever the staleness bound allows, submit it
    to the update the stream names, wait for updates when too far behind."""
    base, n_seg = client.next_seg, n_segments(n_params(cfg.algo))
    stream = client.stream(n_params(cfg.algo), staleness=cfg.staleness)
    clock = rep.clock
    computed = 0

    def poll(timeout: float) -> None:
        t0 = time.perf_counter()
        updates = stream.poll(timeout=timeout)
        clock.aggregation += time.perf_counter() - t0
        for upd in updates:
            if upd.index >= cfg.iterations:
                break
            t1 = time.perf_counter()
            learner.apply(upd.mean(), upd.index)
            clock.update += time.perf_counter() - t1
            rep.applied(upd.index, base + upd.index * n_seg, upd.sum)

    while stream.version < cfg.iterations:
        poll(0.0)
        if stream.version >= cfg.iterations:
            break
        if not stream.can_submit():
            poll(1.0)
            continue
        t0 = time.perf_counter()
        grad = learner.gradient(computed)
        clock.compute += time.perf_counter() - t0
        computed += 1
        rep.grad(stream.target(), grad)
        t1 = time.perf_counter()
        stream.submit(grad)
        clock.aggregation += time.perf_counter() - t1


def worker_main(cfg: RunConfig, w: int, conn: Any) -> None:
    """Process entry point of worker `w` (`conn`: the sending end of its own pipe to the
    trainer; a pipe per worker, so a worker killed mid-message cannot block the others):
    train, report, and on any failure send one error message (the trainer prints it) and
    exit with status 1."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the trainer's to handle
    try:
        conn.send(Msg("ready", w, pid=os.getpid()))
        with deterministic_torch(cfg.seed):
            learner = Learner(cfg.algo, cfg.seed, w)
            try:
                agg = open_aggregator(cfg, w)
                try:
                    rep = _Reporter(cfg, w, learner, conn)
                    if cfg.sync:
                        _train_sync(cfg, learner, agg, rep)
                    else:
                        _train_async(cfg, learner, agg, rep)
                except BaseException:
                    with contextlib.suppress(Exception):  # the first error is what counts
                        agg.close()
                    raise
                agg.close()
                stats = {k: int(v) for k, v in getattr(agg, "stats", {}).items()}
                final = weights(learner.model).numpy()
            finally:
                learner.close()
        conn.send(Msg("done", w, final=final, stats=stats))
    except Exception as exc:  # noqa: BLE001 - reported to the trainer, which prints it
        tb = "\n" + traceback.format_exc() if os.environ.get("ISWITCH_TRAIN_DEBUG") else ""
        with contextlib.suppress(OSError):  # the trainer may be gone already
            conn.send(Msg("error", w, error=f"{type(exc).__name__}: {exc}{tb}"))
        raise SystemExit(1) from None

