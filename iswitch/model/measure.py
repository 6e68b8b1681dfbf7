"""Real measurements beside the model: torch.distributed gloo all_reduce over loopback.

`gloo(workers, sizes, repeats)` starts `workers` processes (torch.multiprocessing, gloo
backend, a TCP store on 127.0.0.1) that all-reduce fp32 tensors of each size `repeats`
times after a barrier; the figure is the median over repeats of rank 0's time per call.

`switchd(...)` is the hook for the iSwitch switch service (issue 11): when `iswitch.switchd`
and `iswitch.torch` are importable it measures `SwitchClient.allreduce` against a
`iswitch-switchd --backend model` on loopback in the same run; otherwise it returns the
reason it could not.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import statistics
import subprocess
import sys
import time
from typing import Any


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _gloo_rank(rank: int, world: int, port: int, sizes: list[int], repeats: int,
               out: Any) -> None:
    import torch
    import torch.distributed as dist

    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                            world_size=world)
    try:
        res = {}
        for n in sizes:
            t = torch.ones(n)
            dist.all_reduce(t)  # warm-up (connections, buffers)
            ts = []
            for _ in range(repeats):
                dist.barrier()
                t0 = time.perf_counter()
                dist.all_reduce(t)
                ts.append(time.perf_counter() - t0)
            res[n] = statistics.median(ts)
        if rank == 0:
            out.put(res)
    finally:
        dist.destroy_process_group()


def gloo(workers: int, sizes: list[int], repeats: int = 7) -> dict[int, float]:
    """{elements: median seconds per all_reduce} for `workers` processes on loopback."""
    import torch.multiprocessing as mp

    ctx = mp.get_context("spawn")
    q = ctx.SimpleQueue()
    os.environ.setdefault("GLOO_SOCKET_IFNAME", "lo")
    mp.start_processes(_gloo_rank, args=(workers, _free_port(), sizes, repeats, q),
                       nprocs=workers, join=True, start_method="spawn")
    return q.get()


def switchd(workers: int, sizes: list[int], repeats: int = 7) -> dict[int, float] | str:
    """The same through `iswitch-switchd --backend model` (issue 11), or why not."""
    if (importlib.util.find_spec("iswitch.switchd") is None
            or importlib.util.find_spec("iswitch.torch") is None):
        return "iswitch.switchd / iswitch.torch not importable (issue 11 not merged)"
    import torch.multiprocessing as mp

    port = _free_port()
    srv = subprocess.Popen([sys.executable, "-m", "iswitch.switchd", "--listen",
                            f"127.0.0.1:{port}", "--backend", "model"])
    try:
        time.sleep(1.0)
        ctx = mp.get_context("spawn")
        q = ctx.SimpleQueue()
        mp.start_processes(_switchd_rank, args=(workers, port, sizes, repeats, q),
                           nprocs=workers, join=True, start_method="spawn")
        return q.get()
    except Exception as e:  # noqa: BLE001 - reported on the page, the run goes on
        return f"switchd measurement failed: {type(e).__name__}: {e}"
    finally:
        srv.terminate()
        srv.wait(10)


def _switchd_rank(rank: int, world: int, port: int, sizes: list[int], repeats: int,
                  out: Any) -> None:
    import torch

    from iswitch.torch import SwitchClient  # issue 11's worker API (names relied on)

    cl = SwitchClient(("127.0.0.1", port), worker=rank, job=1, members=world)
    try:
        res = {}
        for n in sizes:
            t = torch.ones(n)
            cl.allreduce(t)
            ts = []
            for _ in range(repeats):
                t0 = time.perf_counter()
                cl.allreduce(t)
                ts.append(time.perf_counter() - t0)
            res[n] = statistics.median(ts)
        if rank == 0:
            out.put(res)
    finally:
        cl.close()
