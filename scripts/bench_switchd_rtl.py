"""Training-iteration time through the RTL backend of iswitch-switchd (issue 11: PPO- and
DDPG-size gradients, 3 workers, one all-reduce in under 1 s).

    python scripts/bench_switchd_rtl.py [--via backend switchd] [--workloads ppo ddpg]
                                        [--workers 3] [--iterations 7]

`switchd`: `iswitch-switchd --backend rtl` on loopback (a child process) and one worker
process per worker (spawned, one torch thread each) with a `SwitchClient`; every iteration
starts at a common barrier and its figure is the slowest worker's `allreduce`. The sums are
checked bit for bit against the fold of the gradients in switchd's logged order.

`backend`: the RTL backend alone: the workers' protocol state machines
(iswitch.worker.Session, window K = 16) talk to `RtlBackend` in this process, no sockets:
each round, every frame the workers may send goes into one `exchange` and the aggregates
that come out are handed back; the sums are checked against the sequential fp32 fold in
the accelerator's arrival order. Also: exchanges, simulated cycles and the time inside the
driver's simulation loop per all-reduce.

Segment numbers continue across iterations in both, as in training.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from golden.fold import add_f32, bits  # noqa: E402
from golden.workloads import MAX_SEED, MAX_WORKERS, WORKLOADS  # noqa: E402
from iswitch.sim.stimulus import JOB, K, worker_endpoint  # noqa: E402
from iswitch.switchd.backend import PORTS  # noqa: E402
from iswitch.switchd.log import read_log, replay, select  # noqa: E402
from iswitch.switchd.process import SwitchdProcess  # noqa: E402
from iswitch.switchd.rtl_backend import RtlBackend, build_driver  # noqa: E402
from iswitch.torch import SwitchClient  # noqa: E402
from iswitch.util import cli  # noqa: E402
from iswitch.wire.proto import (  # noqa: E402
    F_AGG,
    VT_DATA,
    Action,
    DataHeader,
    control_frame,
)
from iswitch.worker import Session, datagram_of, frame_of, n_segments, segment_range  # noqa: E402


def setup(b: RtlBackend, n: int) -> None:
    """Every worker joins, the last sends SetH = n."""
    eps = [worker_endpoint(w) for w in range(n)]
    b.exchange([(w % PORTS, control_frame(eps[w], Action.JOIN, 0, 0x100 + w)) for w in range(n)])
    b.exchange([(0, control_frame(eps[n - 1], Action.SETH, n, 0x200))])
    b.arrivals()


def allreduce(b: RtlBackend, grads: list[torch.Tensor], base: int) -> tuple[list[torch.Tensor],
                                                                            int]:
    """One all-reduce, closed loop; returns (every worker's sum, exchanges)."""
    n = len(grads)
    eps = [worker_endpoint(w) for w in range(n)]
    ss = [Session(g, ep, K, base) for g, ep in zip(grads, eps, strict=True)]
    replies: list[list[bytes]] = [[] for _ in range(n)]
    rounds = 0
    while not all(s.done for s in ss):
        frames = [(w % PORTS, frame_of(eps[w], d)) for w in range(n)
                  for d in [*replies[w], *ss[w].sendable()]]
        replies = [[] for _ in range(n)]
        if not frames:
            raise RuntimeError(f"stuck: segments {[s.reasm.missing()[:4] for s in ss]} missing")
        rounds += 1
        for port, fr in b.exchange(frames):
            for w in range(n):
                if w % PORTS == port:
                    replies[w] += ss[w].on_datagram(datagram_of(fr))
    return [s.result() for s in ss], rounds


def fold_in_arrival_order(arrivals: list[bytes], grads: list[torch.Tensor],
                          base: int) -> torch.Tensor:
    """The sequential fp32 fold (golden.fold.add_f32, the first contribution taken as is)
    of each segment's contributions in the order they reached the accelerator."""
    wid = {worker_endpoint(w).worker: w for w in range(len(grads))}
    out = torch.empty_like(grads[0])
    seen: set[int] = set()
    for fr in arrivals:
        d = datagram_of(fr)
        h = DataHeader.unpack(d)
        if d[1] != VT_DATA or h.flags & F_AGG:
            continue
        i = h.seg - base
        a, z = segment_range(i, len(out))
        mine = grads[wid[h.worker]][a:z]
        out[a:z] = add_f32(out[a:z], mine) if i in seen else mine
        seen.add(i)
    return out


def bench_backend(name: str, workers: int, iterations: int, seed: int) -> dict:
    n_el = WORKLOADS[name].params
    gen = torch.Generator().manual_seed(seed)
    b = RtlBackend()
    try:
        setup(b, workers)
        times, rounds, cycles, sim = [], [], [], []
        base = 0
        for _ in range(iterations):
            grads = [torch.randn(n_el, generator=gen) for _ in range(workers)]
            c0, s0 = b.stats.cycles, b.stats.sim_seconds
            t0 = time.perf_counter()
            sums, r = allreduce(b, grads, base)
            times.append(time.perf_counter() - t0)
            rounds.append(r)
            cycles.append(b.stats.cycles - c0)
            sim.append(b.stats.sim_seconds - s0)
            want = bits(fold_in_arrival_order(b.arrivals(), grads, base))
            for w, s in enumerate(sums):
                if not torch.equal(bits(s), want):
                    raise SystemExit(f"{name}: worker {w}'s sum differs from the fold")
            base += n_segments(n_el)
    finally:
        b.close()
    return {"name": name, "elems": n_el, "segs": n_segments(n_el), "times": times,
            "rounds": rounds, "cycles": cycles, "sim": sim}


def gradient(seed: int, it: int, rank: int, n: int) -> np.ndarray:
    return np.random.default_rng([seed, it, rank]).standard_normal(n).astype(np.float32)


def _client(rank: int, workers: int, addr: tuple[str, int], n_el: int, iterations: int,
            seed: int, barrier: mp.synchronize.Barrier, out: mp.Queue) -> None:
    """One worker process: join, then `iterations` timed all-reduces."""
    torch.set_num_threads(1)
    c = SwitchClient(addr, 100 + rank, JOB, workers, timeout_s=30.0)
    try:
        for it in range(iterations):
            g = torch.from_numpy(gradient(seed, it, rank, n_el))
            barrier.wait(60)
            t0 = time.perf_counter()
            s = c.allreduce(g)
            out.put((rank, it, time.perf_counter() - t0, s.numpy().tobytes()))
    finally:
        c.close()


def bench_switchd(name: str, workers: int, iterations: int, seed: int) -> dict:
    n_el, n_seg = WORKLOADS[name].params, n_segments(WORKLOADS[name].params)
    ctx = mp.get_context("spawn")
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "order.log"
        with SwitchdProcess("rtl", log=log) as sw:
            barrier, out = ctx.Barrier(workers), ctx.Queue()
            ps = [ctx.Process(target=_client, args=(r, workers, sw.addr, n_el, iterations,
                                                    seed, barrier, out)) for r in range(workers)]
            for p in ps:
                p.start()
            got = [out.get(timeout=120) for _ in range(workers * iterations)]
            for p in ps:
                p.join(60)
            if any(p.exitcode != 0 for p in ps):
                raise SystemExit(f"{name}: a worker failed: {[p.exitcode for p in ps]}")
        recs = read_log(log)
    times = [max(t for r, i, t, _ in got if i == it) for it in range(iterations)]
    for it in range(iterations):
        want = replay({100 + r: gradient(seed, it, r, n_el) for r in range(workers)},
                      select(recs, JOB, it * n_seg, n_seg)).tobytes()
        if any(s != want for _, i, _, s in got if i == it):
            raise SystemExit(f"{name}: iteration {it}: a sum differs from the logged fold")
    return {"name": name, "elems": n_el, "segs": n_seg, "times": times,
            "stats": sw.stats()}


def ms(t: list[float]) -> str:
    return (f"{1e3 * statistics.median(t):.1f} ms ({1e3 * min(t):.1f} - "
            f"{1e3 * max(t):.1f})")


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python scripts/bench_switchd_rtl.py",
                            description=__doc__.split("\n\n")[0],
                            formatter_class=cli.DefaultsHelpFormatter)
    ap.add_argument("--via", nargs="+", default=["switchd", "backend"],
                    choices=["switchd", "backend"],
                    help="switchd: over UDP through iswitch-switchd --backend rtl; backend: "
                    "the workers' state machines on RtlBackend in this process")
    ap.add_argument("--workloads", nargs="+", default=["ppo", "ddpg"], choices=list(WORKLOADS),
                    help="the gradient sizes (docs/workloads.md)")
    ap.add_argument("--workers", type=cli.int_in(1, MAX_WORKERS), default=3, metavar="N",
                    help="workers")
    ap.add_argument("--iterations", type=cli.int_in(1), default=7,
                    help="all-reduces per workload and way")
    ap.add_argument("--seed", type=cli.int_in(0, MAX_SEED), default=0,
                    help="seed of the random gradients")
    a = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(a))


def _main(a: argparse.Namespace) -> int:
    # one thread, as each worker process of a training has: torch's intra-op pool costs
    # milliseconds per small op on a loaded 2-core machine
    torch.set_num_threads(1)
    build_driver()  # (before switchd's start-up timeout runs)
    head = (f"{a.workers} workers, window K = {K}, {a.iterations} all-reduces each, seed "
            f"{a.seed}")
    if "switchd" in a.via:
        print(f"iswitch-switchd --backend rtl on loopback, SwitchClient in worker processes, "
              f"{head}; sums bit-exact vs the fold in the logged order")
        print("| workload | elements | segments | slowest worker's all-reduce, median (min - "
              "max) | switchd: bursts in, datagrams in / out, shadow mismatches |")
        print("|---|---:|---:|---|---|")
        for name in a.workloads:
            r = bench_switchd(name, a.workers, a.iterations, a.seed)
            st = r["stats"]
            print(f"| {name} | {r['elems']:,} | {r['segs']} | {ms(r['times'])} | "
                  f"{st['bursts_in']}, {st['datagrams_in']} / {st['datagrams_out']}, "
                  f"{st['shadow_mismatches']} |",
                  flush=True)
    if "backend" in a.via:
        print(f"RTL backend in process, {head}; sums bit-exact vs the fold in arrival order")
        print("| workload | elements | segments | wall per all-reduce, median (min - max) | "
              "exchanges | simulated cycles | in the simulation loop |")
        print("|---|---:|---:|---|---:|---:|---:|")
        for name in a.workloads:
            r = bench_backend(name, a.workers, a.iterations, a.seed)
            print(f"| {name} | {r['elems']:,} | {r['segs']} | {ms(r['times'])} | "
                  f"{statistics.median(r['rounds']):.0f} | "
                  f"{statistics.median(r['cycles']):,.0f} | "
                  f"{1e3 * statistics.median(r['sim']):.1f} ms |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
