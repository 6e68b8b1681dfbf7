"""Helpers for the switchd / SwitchClient tests: run clients in threads or processes with
timeouts everywhere, and check sums against switchd's contribution-order log."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from iswitch.switchd.log import read_log, replay, select
from iswitch.switchd.model_backend import ModelBackend
from iswitch.torch import SwitchClient
from iswitch.wire import PAYLOAD_OFF, AccelParams
from iswitch.wire.proto import patch

JOB = 7


def in_threads(fns: Sequence[Callable[[], Any]], timeout_s: float = 120.0) -> list[Any]:
    """Run each function in its own thread; their results (an exception is re-raised)."""
    results: list[Any] = [None] * len(fns)
    errors: list[BaseException | None] = [None] * len(fns)

    def run(i: int) -> None:
        try:
            results[i] = fns[i]()
        except BaseException as e:  # noqa: BLE001 (re-raised below)
            errors[i] = e

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(len(fns))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout_s)
        assert not t.is_alive(), f"a client thread did not finish within {timeout_s} s"
    for e in errors:
        if e is not None:
            raise e
    return results


def clients(addr: tuple[str, int], n: int, **kw: Any) -> list[SwitchClient]:
    """`n` members of job JOB (worker ids 100 + i), constructed concurrently (the
    constructor is a barrier)."""
    return in_threads([lambda i=i: SwitchClient(addr, 100 + i, JOB, n, **kw)
                       for i in range(n)])


def allreduce_all(cs: Sequence[SwitchClient], grads: Sequence[Any]) -> list[Any]:
    """Every client's allreduce of its own gradient, concurrently."""
    return in_threads([lambda c=c, g=g: c.allreduce(g) for c, g in zip(cs, grads, strict=True)])


def expected(log: Path, grads: Sequence[np.ndarray], ids: Sequence[int], base_seg: int,
             job: int = JOB) -> np.ndarray:
    """The fold of `grads` (worker ids `ids`) in the order switchd logged for the segments
    from `base_seg` on."""
    flat = [np.asarray(g, np.float32).reshape(-1) for g in grads]
    n_segs = -(-flat[0].size // 360)
    recs = select(read_log(log), job, base_seg, n_segs)
    return replay(dict(zip(ids, flat, strict=True)), recs)


def same_bits(a: Any, b: Any) -> bool:
    a = np.ascontiguousarray(np.asarray(a, np.float32)).reshape(-1)
    b = np.ascontiguousarray(np.asarray(b, np.float32)).reshape(-1)
    return a.shape == b.shape and bool((a.view(np.uint32) == b.view(np.uint32)).all())


def dead_udp_port() -> int:
    """A loopback UDP port nobody listens on (bound, then closed)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ---------------------------------------------------------------- backends


class FramesOnly:
    """A backend with only the `Backend` interface (the model inside): switchd must take
    the frame path and keep the log with its shadow model. `corrupt` flips a payload bit
    of every aggregate it emits (a broken data plane)."""

    def __init__(self, config: AccelParams, corrupt: bool = False) -> None:
        self.inner = ModelBackend(config)
        self.name = "frames-only"
        self.corrupt = corrupt

    def exchange(self, frames: Sequence[tuple[int, bytes]]) -> list[tuple[int, bytes]]:
        out = self.inner.exchange(frames)
        if self.corrupt:
            out = [(p, patch(f, PAYLOAD_OFF, bytes([f[PAYLOAD_OFF] ^ 1])))
                   if len(f) > PAYLOAD_OFF else (p, f) for p, f in out]  # a payload bit
        return out

    def arrivals(self) -> list[bytes]:
        return self.inner.arrivals()

    def close(self) -> None:
        self.inner.close()
