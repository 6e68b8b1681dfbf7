"""``iswitch-train``: distributed RL training through the switch (docs/training.md).

The trainer process starts N worker processes (`iswitch.train.worker`), for ``--switch
model|rtl`` also an ``iswitch-switchd`` on an ephemeral loopback port (unless given
``--switch-addr``), collects every worker's report of every iteration, checks that all
workers hold the same weights and that the single-process replay reproduces them, prints
one line per iteration and the verdict, and writes the run record (``--out``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from multiprocessing import connection
from pathlib import Path
from typing import Any

import numpy as np
import torch
import torch.multiprocessing as mp

from golden.workloads import MAX_SEED
from iswitch.train import MAX_WORKERS, sigterm_as_interrupt, switchd
from iswitch.train.algos import ALGOS, describe, n_params, tensor_digest
from iswitch.train.check import Checker, CheckError, Verdict
from iswitch.train.worker import SWITCHES, IterRecord, Msg, RunConfig, worker_main
from iswitch.util import cli as icli
from iswitch.util import output
from iswitch.wire import DATA_FIELDS
from iswitch.worker import n_segments

PROG = "iswitch-train"
JOB_MAX = (1 << DATA_FIELDS["job"].bits) - 1
#: seconds the trainer gives workers beyond their own timeout to report a failure
GRACE_S = 15.0


def build_arg_parser() -> argparse.ArgumentParser:
    ap = icli.ArgumentParser(prog=PROG, description=(
        "Distributed RL training with gradient aggregation through iSwitch (a switchd "
        "with the golden-model or the RTL data plane) or torch.distributed gloo."))
    ap.add_argument("--algo", required=True, choices=ALGOS,
                    help="workload: model, environment and loss of docs/workloads.md")
    ap.add_argument("--workers", type=icli.int_in(1, MAX_WORKERS), default=4, metavar="N",
                    help=f"worker processes, 1..{MAX_WORKERS} (default 4)")
    ap.add_argument("--iterations", type=icli.int_in(1), default=10, metavar="I",
                    help="training iterations (sync) or updates (async) (default 10)")
    ap.add_argument("--switch", choices=SWITCHES, default="model",
                    help="aggregation: switchd with the model or rtl backend, or gloo")
    ap.add_argument("--switch-addr", type=icli.host_port(), metavar="HOST:PORT",
                    help="use this running iswitch-switchd instead of starting one")
    ap.add_argument("--threshold", type=icli.int_in(1, MAX_WORKERS), metavar="H",
                    help="aggregation threshold H (default N: synchronous; H < N: async)")
    ap.add_argument("--staleness", type=icli.int_in(0), metavar="S",
                    help="async: how many updates a worker's weights may lag (default 2)")
    ap.add_argument("--switch-log", type=icli.input_file, metavar="PATH",
                    help="the order log (--log) of the switchd at --switch-addr, for the replay")
    ap.add_argument("--drop-p", type=icli.probability, default=0.0, metavar="P",
                    help="the started switchd drops each datagram with probability P in "
                         "[0, 1), both directions (fault injection)")
    ap.add_argument("--timeout", type=icli.float_in(0.0, lo_open=True), default=10.0,
                    metavar="SEC", help="aggregation timeout of a worker, seconds (default 10)")
    ap.add_argument("--seed", type=icli.int_in(0, MAX_SEED), default=0,
                    help="run seed (default 0)")
    ap.add_argument("--job", type=icli.int_in(0, JOB_MAX), default=1,
                    help=f"iSwitch job id 0..{JOB_MAX} (default 1)")
    ap.add_argument("--out", type=icli.output_dir, metavar="DIR",
                    help="write the run record and its page (run.json, index.md, index.html, "
                         "weights.npy) here when the run ends (not after Ctrl-C)")
    return ap


def parse_config(argv: Sequence[str] | None) -> tuple[RunConfig, argparse.Namespace]:
    """Parse and validate the command line (usage errors exit 2 with one line)."""
    ap = build_arg_parser()
    a = ap.parse_args(argv)
    h = a.workers if a.threshold is None else a.threshold
    if not 1 <= h <= a.workers:
        ap.error(f"--threshold must be in 1..{a.workers} (the workers), got {h}")
    if h < a.workers and a.switch == "gloo":
        ap.error("--switch gloo is synchronous only (--threshold below --workers needs a switch)")
    if a.staleness is not None and h == a.workers:
        ap.error("--staleness applies to asynchronous training only (--threshold below --workers)")
    s = 2 if a.staleness is None else a.staleness
    if a.drop_p and (a.switch == "gloo" or a.switch_addr):
        ap.error("--drop-p configures the switchd the trainer starts (not with gloo or "
                 "--switch-addr)")
    if a.switch_addr and a.switch == "gloo":
        ap.error("--switch-addr needs --switch model or rtl")
    if a.switch_log and not a.switch_addr:
        ap.error("--switch-log goes with --switch-addr (a started switchd's log is read anyway)")
    cfg = RunConfig(algo=a.algo, workers=a.workers, iterations=a.iterations, switch=a.switch,
                    seed=a.seed, timeout_s=a.timeout, switch_addr=a.switch_addr, job=a.job,
                    threshold=h, staleness=s if h < a.workers else 0)
    return cfg, a


# ---------------------------------------------------------------- the run record


@dataclass
class IterSummary:
    """One iteration as the trainer saw it (the run record's rows)."""

    it: int
    wall: float
    weights: str
    replay: bool | None
    #: per worker, seconds
    compute: list[float]
    aggregation: list[float]
    update: list[float]
    #: total environment steps over all workers after this iteration
    steps: int
    #: returns of the episodes finished in this iteration (all workers)
    returns: list[float]
    sum_diff: int = 0


@dataclass
class RunRecord:
    config: dict[str, Any]
    workload: dict[str, Any]
    iterations: list[IterSummary] = field(default_factory=list)
    verdict: str = ""
    errors: list[str] = field(default_factory=list)
    #: what happened during the run besides iterations (an async worker's death, ...)
    events: list[str] = field(default_factory=list)
    switch_counters: dict[str, int] = field(default_factory=dict)
    #: per worker: the SwitchClient's protocol statistics (Help, RETX, duplicates, ...)
    client_stats: dict[str, dict[str, int]] = field(default_factory=dict)
    wall_s: float = 0.0
    #: CPU seconds (user + system) of the trainer, its workers and the switchd it started
    cpu_s: float = 0.0

    def save(self, out: Path) -> None:
        out.mkdir(parents=True, exist_ok=True)
        output.write_atomic(out / "run.json", json.dumps(asdict(self), indent=1) + "\n")


def _describe(cfg: RunConfig) -> str:
    wl = describe(cfg.algo)
    hp = ", ".join(f"{k} {v}" for k, v in wl["hparams"].items() if v)
    mode = ("synchronous" if cfg.sync else
            f"asynchronous H={cfg.threshold} S={cfg.staleness}")
    return (f"{wl['algorithm']} on {wl['env']}, {wl['params']:,} parameters, {cfg.workers} "
            f"workers, {mode}, {cfg.iterations} iterations, seed {cfg.seed}; {hp}")


def _ms(xs: Sequence[float]) -> float:
    return 1e3 * statistics.median(xs)


def _line(s: IterSummary, recent: Sequence[float], status: str) -> str:
    ret = f"  return {statistics.fmean(recent):9.1f}" if recent else ""
    return (f"iter {s.it:5d}  weights sha256 {s.weights[:16]}  {status:10s}"
            f"  compute {_ms(s.compute):8.1f} ms  aggregation {_ms(s.aggregation):8.1f} ms"
            f"  update {_ms(s.update):6.1f} ms{ret}")


# ---------------------------------------------------------------- worker processes


class Workers:
    """The worker processes and their pipes; `events` yields their messages and deaths."""

    def __init__(self, cfg: RunConfig) -> None:
        ctx = mp.get_context("spawn")
        self.procs: list[Any] = []
        self.conns: dict[int, Any] = {}
        for w in range(cfg.workers):
            recv, send = ctx.Pipe(duplex=False)
            p = ctx.Process(target=worker_main, args=(cfg, w, send), name=f"{PROG}-w{w}",
                            daemon=True)
            p.start()
            send.close()
            self.procs.append(p)
            self.conns[w] = recv
        self.exited: set[int] = set()

    def events(self, timeout: float) -> Iterator[Msg | tuple[int, int]]:
        """Messages received within `timeout` seconds, then ``(worker, exitcode)`` for
        every worker whose process ended (once each)."""
        waitables = list(self.conns.values()) + [
            p.sentinel for w, p in enumerate(self.procs) if w not in self.exited]
        for obj in connection.wait(waitables, timeout):
            w = next((k for k, c in self.conns.items() if c is obj), None)
            if w is None:
                continue
            try:  # everything already written: a dead worker's last gradients included
                while True:
                    yield self.conns[w].recv()
                    if not self.conns[w].poll():
                        break
            except (EOFError, OSError):
                del self.conns[w]
            except Exception:  # noqa: BLE001 - a message cut short by a killed sender
                del self.conns[w]
        for w, p in enumerate(self.procs):
            if w not in self.exited and w not in self.conns and p.exitcode is not None:
                self.exited.add(w)
                yield (w, p.exitcode)

    @property
    def running(self) -> bool:
        return len(self.exited) < len(self.procs)

    def stop(self) -> None:
        """Terminate what still runs (SIGTERM, then SIGKILL) and reap every process."""
        for p in self.procs:
            if p.exitcode is None:
                p.terminate()
        for p in self.procs:
            p.join(2.0)
            if p.exitcode is None:
                p.kill()
                p.join(2.0)
        for c in self.conns.values():
            c.close()


# ---------------------------------------------------------------- the trainer


class Trainer:
    """Runs one training and checks it; `run` returns the exit status.

    Updates (synchronous iterations) are checked in order, each once every live worker has
    reported it: identical weights, then the replay (`Checker`) from the contributions the
    workers sent and the order log `sw` provides (None: gloo, folded in worker order)."""

    def __init__(self, cfg: RunConfig, out: Path | None, sw: switchd.Switchd | None) -> None:
        self.cfg = cfg
        self.out = out
        self.sw = sw
        self.record = RunRecord(config=asdict(cfg), workload=describe(cfg.algo))
        self.checker = Checker(cfg.algo, cfg.seed, strict=cfg.switch != "gloo")
        self.replaying = cfg.switch == "gloo" or (sw is not None and sw.log is not None)
        self.pending: dict[int, dict[int, IterRecord]] = {}
        self.grads: dict[int, dict[int, np.ndarray]] = {}
        self.alive = set(range(cfg.workers))
        self.h = cfg.threshold
        self.next_u = 0
        self.recent: list[float] = []
        self.failed_at: float | None = None
        self.final: str | None = None
        self.interrupted = False
        self.t0 = time.perf_counter()

    def run(self) -> int:
        workers = Workers(self.cfg)
        limit = self.cfg.timeout_s + GRACE_S
        try:
            while workers.running:
                for ev in workers.events(0.5):
                    self._event(ev)
                if self.failed_at is None:
                    self._guard(self._complete_updates, False)
                elif time.perf_counter() - self.failed_at > limit:
                    for w, p in enumerate(workers.procs):
                        if p.exitcode is None:
                            self._error(f"worker {w}: still running {limit:.0f} s after the "
                                        "failure; stopped")
                    break
        except KeyboardInterrupt:  # reported in one line by main (iswitch.util.cli.run)
            self.interrupted = True
            self.record.errors.append("interrupted")
            self.failed_at = time.perf_counter()
        finally:
            workers.stop()
        if self.sw is not None:
            if not self.interrupted:
                self._guard(self._read_counters)
            self.sw.stop()  # a started switchd's order log is complete once it stopped
        if self.failed_at is None:
            self._guard(self._complete_updates, True)
        return self._finish()

    def _guard(self, f: Any, *args: Any) -> None:
        """Run a check; its failure fails the run (one line, no traceback)."""
        try:
            f(*args)
        except (CheckError, switchd.SwitchdError) as exc:
            self._fail(str(exc))

    def _read_counters(self) -> None:
        assert self.sw is not None
        self.record.switch_counters = self.sw.counters(self.cfg.job)

    def _event(self, ev: Msg | tuple[int, int]) -> None:
        if isinstance(ev, tuple):
            w, code = ev
            if code != 0:
                self._death(w, code)
            return
        if ev.kind == "ready":
            print(f"worker {ev.worker}: pid {ev.pid}", flush=True)
        elif ev.kind == "grad" and ev.grad is not None and self.replaying:
            if ev.update >= self.next_u:
                self.grads.setdefault(ev.update, {})[ev.worker] = ev.grad
        elif ev.kind == "iter" and ev.record is not None:
            if ev.record.it >= self.next_u:
                self.pending.setdefault(ev.record.it, {})[ev.worker] = ev.record
        elif ev.kind == "done":
            if ev.stats:
                self.record.client_stats[str(ev.worker)] = ev.stats
            if ev.final is not None:
                self._final_weights(ev.worker, ev.final)
        elif ev.kind == "error":
            self.alive.discard(ev.worker)
            self._fail(f"worker {ev.worker}: {ev.error}")

    def _death(self, w: int, code: int) -> None:
        """A worker process ended with a nonzero status (its own error was reported
        already if it had one). Synchronous: the run fails. Asynchronous: H is lowered by
        one per dead worker and training goes on with the others."""
        why = f"killed by signal {-code}" if code < 0 else f"exited with status {code}"
        was_alive = w in self.alive
        self.alive.discard(w)
        if self.cfg.sync or not self.alive or self.sw is None:
            if was_alive:
                self._fail(f"worker {w}: {why}")
            return
        h = max(1, self.h - 1)
        try:
            old = self.sw.set_threshold(self.cfg.job, h)
        except switchd.SwitchdError as exc:
            self._fail(f"worker {w}: {why}; lowering H failed: {exc}")
            return
        msg = (f"worker {w}: {why}; H lowered {old} -> {h}, training goes on with "
               f"{len(self.alive)} workers")
        self.h = h
        self.record.events.append(msg)
        print(msg, flush=True)

    def _final_weights(self, w: int, final: np.ndarray) -> None:
        """Every worker's final weights must be the last checked ones; `--out` keeps them
        (weights.npy)."""
        digest = tensor_digest(torch.from_numpy(final))
        if self.final is None:
            self.final = digest
            if self.out is not None:
                self.out.mkdir(parents=True, exist_ok=True)
                np.save(self.out / "weights.npy", final)
        elif digest != self.final:
            self._fail(f"worker {w}: final weights {digest[:16]} differ from another "
                       f"worker's {self.final[:16]}")

    def _error(self, msg: str) -> None:
        self.record.errors.append(msg)
        print(f"{PROG}: {msg}", file=sys.stderr, flush=True)

    def _fail(self, msg: str) -> None:
        self._error(msg)
        if self.failed_at is None:
            self.failed_at = time.perf_counter()

    def _complete_updates(self, final: bool) -> None:
        """Check every update all live workers have reported, in order. Its order-log
        records may still be in switchd's buffers: then wait for them only when `final`
        (switchd stopped), else try again later."""
        n_seg = n_segments(n_params(self.cfg.algo))
        while self.next_u < self.cfg.iterations:
            u = self.next_u
            got = self.pending.get(u, {})
            if not got or not self.alive <= set(got):
                if final:
                    raise CheckError(f"update {u}: reported by workers {sorted(got)} only")
                return
            recs = [r for _, r in sorted(got.items())]
            log = None
            if self.sw is not None and self.sw.log is not None:
                log = self.sw.log.records(self.cfg.job, recs[0].base_seg, n_seg,
                                          self.cfg.timeout_s if final else 0.0)
                if log is None:
                    if final:
                        raise CheckError(f"update {u}: the switch's order log has no record "
                                         f"of segment {recs[0].base_seg} onwards")
                    return
            del self.pending[u]
            contributions = self.grads.pop(u, {})
            if self.replaying:
                v = self.checker.check(u, recs, contributions, log)
            else:
                v = self.checker.check(u, recs, None, None)
            self._summarise(u, recs, v)
            self.next_u += 1

    def _summarise(self, u: int, recs: list[IterRecord], v: Verdict) -> None:
        returns = [x for r in recs for x in r.returns]
        self.recent = (self.recent + returns)[-2 * self.cfg.workers:]
        s = IterSummary(it=u, wall=time.perf_counter() - self.t0, weights=v.weights,
                        replay=v.replay_ok, compute=[r.compute for r in recs],
                        aggregation=[r.aggregation for r in recs],
                        update=[r.update for r in recs], steps=sum(r.steps for r in recs),
                        returns=returns, sum_diff=v.sum_diff)
        self.record.iterations.append(s)
        status = {True: "replay ok", False: "diverged", None: ""}[v.replay_ok]
        print(_line(s, self.recent, status), flush=True)

    def _verdict(self) -> str:
        cfg, rec = self.cfg, self.record
        digest = rec.iterations[-1].weights
        n = len(self.alive)
        if cfg.switch == "gloo":
            d = self.checker.diverged_at
            tail = ("a replay folding in worker order reproduces every iteration"
                    if d is None else
                    f"a replay folding in worker order diverges at iteration {d} "
                    f"(gloo's sum differs in {self.checker.first_sum_diff} elements)")
            return f"weights: bit-identical across {n} workers (sha256 {digest}); {tail}"
        if not self.replaying:
            return (f"weights: bit-identical across {n} workers (sha256 {digest}); no order "
                    "log, no replay (give --switch-log)")
        return f"weights: bit-identical across {n} workers and to the replay (sha256 {digest})"

    def _finish(self) -> int:
        rec, cfg = self.record, self.cfg
        rec.wall_s = time.perf_counter() - self.t0
        rec.cpu_s = sum(ru.ru_utime + ru.ru_stime for ru in (
            resource.getrusage(resource.RUSAGE_SELF),
            resource.getrusage(resource.RUSAGE_CHILDREN)))  # reaped: workers, switchd
        ok = not rec.errors and len(rec.iterations) == cfg.iterations
        if ok:
            rec.verdict = self._verdict()
        elif not rec.errors:
            rec.errors.append(f"only {len(rec.iterations)} of {cfg.iterations} updates checked")
        if self.out is not None:
            rec.save(self.out)
            from iswitch.train.page import write_run_page  # noqa: PLC0415

            write_run_page(self.out, rec)
        if ok:
            print(rec.verdict, flush=True)
            return 0
        if self.interrupted:
            return icli.INTERRUPTED
        print(f"{PROG}: training failed: {rec.errors[0]}", file=sys.stderr, flush=True)
        return 1


def main(argv: Sequence[str] | None = None) -> int:
    cfg, args = parse_config(argv)
    # the replay's small tensors: one thread, as in the workers (no idle OpenMP spinning)
    torch.set_num_threads(1)
    sigterm_as_interrupt()
    return icli.run(PROG, lambda: _main(cfg, args))


def _main(cfg: RunConfig, args: argparse.Namespace) -> int:
    with contextlib.ExitStack() as stack:
        sw = None
        if cfg.switch == "gloo":
            tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="iswitch-train-"))
            cfg = replace(cfg, gloo_file=str(Path(tmp) / "rendezvous"))
        else:
            try:
                sw = stack.enter_context(switchd.serve(cfg.switch, args.switch_addr,
                                                       args.switch_log, args.drop_p, cfg.seed))
            except switchd.SwitchdError as exc:
                print(f"{PROG}: error: {exc}", file=sys.stderr)
                return 1
            cfg = replace(cfg, switch_addr=sw.addr)
            print(f"switch: {sw.describe()}", flush=True)
        print(f"training: {_describe(cfg)}", flush=True)
        out = None if args.out is None else stack.enter_context(output.staged_dir(args.out))
        code = Trainer(cfg, out, sw).run()
        if code == icli.INTERRUPTED:
            raise KeyboardInterrupt  # the staged output is dropped
        return code


if __name__ == "__main__":
    raise SystemExit(main())
