"""Benchmark: one gradient aggregated by iswitch-switchd (model backend) vs torch.distributed
gloo all_reduce, side by side in one run (docs/benchmarks.md, "switchd vs gloo").

N worker processes (default 4, spawned) each hold their own fp32 gradient of `--elems`
elements (default 1,687,206: the DQN of docs/workloads.md). Every repetition times, on
every worker, from a common gloo barrier to the moment the worker holds the sum:

- ``gloo``: ``torch.distributed.all_reduce`` (SUM) of a copy of the gradient;
- ``switchd``: ``SwitchClient.allreduce(x, out=x)`` (in place, as gloo's) of the copy through a
  switchd child process
  (the model backend, logging the contribution order, as in training).

The figure of a repetition is the slowest worker's time; the script prints the medians,
their ratio and every repetition, alternating the two so that both see the same machine
load. Every switchd sum is checked bit for bit against the fold of the workers'
gradients in switchd's logged order (the check is outside the timed region).

CPU per aggregation: each worker's `time.process_time()` around its call (all its threads,
gloo's included), and the switch process's CPU (/proc/PID/task/*/schedstat) from the
barrier before a switchd call to an untimed barrier after it; medians over the
repetitions. The clients' loss-recovery counters are printed too (under load a stalled
process makes the others time out and ask for Help; the sums stay exact).

    python scripts/bench_switchd.py [--workers 4] [--elems 1687206] [--reps 15] [--k 16]
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch
import torch.distributed as dist
import torch.multiprocessing as mp

from iswitch.switchd.log import read_log, replay, select
from iswitch.switchd.process import SwitchdProcess
from iswitch.torch import SwitchClient
from iswitch.util import cli
from iswitch.wire import MAX_K, MAX_MEMBERS

JOB = 11
#: the clients' loss-recovery counters, summed over the workers and printed
_RECOVERY = ("helps", "retx", "duplicates", "ignored")


def _cpu_s(pid: int) -> float:
    """CPU seconds of all threads of a process so far (/proc/PID/task/*/schedstat: ns)."""
    return sum(int((t / "schedstat").read_text().split()[0])
               for t in Path(f"/proc/{pid}/task").iterdir()) / 1e9


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _worker(rank: int, args: argparse.Namespace, switch_addr: tuple[str, int],
            switch_pid: int, port: int, out_dir: str) -> None:
    os.environ["MASTER_ADDR"], os.environ["MASTER_PORT"] = "127.0.0.1", str(port)
    torch.set_num_threads(1)
    dist.init_process_group("gloo", rank=rank, world_size=args.workers)
    grad = torch.from_numpy(np.random.default_rng(rank).standard_normal(args.elems)
                            .astype(np.float32))
    client = SwitchClient(switch_addr, worker=rank, job=JOB, members=args.workers,
                          window=args.k, timeout_s=30.0)
    times = {"gloo": [], "switchd": []}
    cpu = {"gloo": [], "switchd": []}
    switch_cpu = []  # rank 0: the switch process's CPU per switchd call
    sums = []
    for rep in range(args.reps + args.warmup):
        for kind in ("gloo", "switchd") if rep % 2 == 0 else ("switchd", "gloo"):
            x = grad.clone()
            dist.barrier()
            s0 = _cpu_s(switch_pid) if rank == 0 else 0.0
            c0, t0 = time.process_time(), time.perf_counter()
            if kind == "gloo":
                dist.all_reduce(x)
            else:
                client.allreduce(x, out=x)  # in place, like gloo's
            dt = time.perf_counter() - t0
            c1 = time.process_time()
            if kind == "switchd":
                dist.barrier()  # (untimed) every worker holds the sum: the switch is done
                s1 = _cpu_s(switch_pid) if rank == 0 else 0.0
            if rep >= args.warmup:
                times[kind].append(dt)
                cpu[kind].append(c1 - c0)
                if kind == "switchd":
                    sums.append(x.numpy().copy())
                    switch_cpu.append(s1 - s0)
    client.close()
    t = torch.tensor([times["gloo"], times["switchd"], cpu["gloo"], cpu["switchd"]],
                     dtype=torch.float64)
    allt = [torch.zeros_like(t) for _ in range(args.workers)]
    dist.all_gather(allt, t)
    recovery = torch.tensor([client.stats[k] for k in _RECOVERY], dtype=torch.int64)
    dist.all_reduce(recovery)
    if rank == 0:
        every = torch.stack(allt)
        worst = every.amax(dim=0)
        torch.save({"gloo": worst[0].tolist(), "switchd": worst[1].tolist(),
                    "gloo_cpu": every[:, 2].median(dim=1).values.tolist(),
                    "switchd_cpu": every[:, 3].median(dim=1).values.tolist(),
                    "switch_cpu": switch_cpu,
                    "recovery": dict(zip(_RECOVERY, recovery.tolist(), strict=True))},
                   Path(out_dir) / "times.pt")
    np.save(Path(out_dir) / f"grad{rank}.npy", grad.numpy())
    np.save(Path(out_dir) / f"sums{rank}.npy", np.stack(sums))
    dist.destroy_process_group()


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python scripts/bench_switchd.py",
                            description=__doc__.split("\n\n")[0],
                            formatter_class=cli.DefaultsHelpFormatter)
    ap.add_argument("--workers", type=cli.int_in(1, MAX_MEMBERS), default=4, metavar="N",
                    help="worker processes")
    ap.add_argument("--elems", type=cli.int_in(1), default=1_687_206, metavar="N",
                    help="fp32 elements of each worker's gradient, the DQN's")
    ap.add_argument("--reps", type=cli.int_in(1), default=15,
                    help="timed repetitions of each of gloo and switchd")
    ap.add_argument("--warmup", type=cli.int_in(0), default=2,
                    help="untimed repetitions before them")
    ap.add_argument("--k", type=cli.int_in(1, MAX_K), default=16,
                    help="switch K and client window (a power of two)")
    args = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "order.log"
        load0 = os.getloadavg()[0]
        with SwitchdProcess(log=log, k=args.k, members=max(16, args.workers)) as sw:
            assert sw.proc is not None
            mp.spawn(_worker, args=(args, sw.addr, sw.proc.pid, _free_port(), tmp),
                     nprocs=args.workers)
        times = torch.load(Path(tmp) / "times.pt")
        grads = {r: np.load(Path(tmp) / f"grad{r}.npy") for r in range(args.workers)}
        sums = [np.load(Path(tmp) / f"sums{r}.npy") for r in range(args.workers)]
        recs = read_log(log)
    n_segs = -(-args.elems // 360)
    for i in range(args.reps):  # the switchd calls of repetition i, after the warm-up ones
        want = replay(grads, select(recs, JOB, (args.warmup + i) * n_segs, n_segs))
        for r in range(args.workers):
            if not np.array_equal(sums[r][i].view(np.uint32), want.view(np.uint32)):
                print(f"bench_switchd: repetition {i}, worker {r}: sum differs from the "
                      f"logged-order fold", file=sys.stderr)
                return 1
    g, s = statistics.median(times["gloo"]), statistics.median(times["switchd"])
    print(f"workers {args.workers}, {args.elems:,} fp32 ({n_segs} segments), K {args.k}, "
          f"{args.reps} repetitions (+{args.warmup} warm-up), machine load "
          f"{load0:.1f} -> {os.getloadavg()[0]:.1f} (1-min average, before -> after)")
    print(f"gloo all_reduce     median {1e3 * g:8.1f} ms   "
          f"[{', '.join(f'{1e3 * x:.0f}' for x in times['gloo'])}]")
    print(f"switchd (model)     median {1e3 * s:8.1f} ms   "
          f"[{', '.join(f'{1e3 * x:.0f}' for x in times['switchd'])}]")
    print(f"ratio switchd / gloo: {s / g:.2f}  (every switchd sum bit-identical to the "
          f"logged-order fold)")
    print("loss recovery (all workers, all calls): " + ", ".join(
        f"{k} {v}" for k, v in times["recovery"].items()))
    gc, sc = times["gloo_cpu"], times["switchd_cpu"]
    swc = statistics.median(times["switch_cpu"])
    print(f"CPU per aggregation (medians): gloo workers {_ms(gc)} = {1e3 * sum(gc):.0f} ms; "
          f"switchd workers {_ms(sc)} + the switch {1e3 * swc:.1f} ms = "
          f"{1e3 * (sum(sc) + swc):.0f} ms (ratio {(sum(sc) + swc) / sum(gc):.2f})")
    return 0


def _ms(xs: list[float]) -> str:
    return "[" + ", ".join(f"{1e3 * x:.1f}" for x in xs) + "] ms"


if __name__ == "__main__":
    sys.exit(main())
