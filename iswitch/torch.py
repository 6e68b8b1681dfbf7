"""iswitch.torch: gradient sums through an iSwitch switch, torch.distributed-style
(docs/training.md section 1).

    client = SwitchClient(("127.0.0.1", port), worker=rank, job=7, members=world)
    ddp_model.register_comm_hook(client, ddp_comm_hook)

`SwitchClient.allreduce` is the synchronous all-reduce (H = members); `AsyncAllreduce`
(`client.stream(numel, staleness)`) the asynchronous mode (H < members).

What is where, and why. This module is the API only: the argument checks, the tensors, the
errors' words. The data path is compiled, iswitch/native/flow.cpp (`iswitch.native.Flow`,
one engine per client): the segments this worker sends and the aggregates it receives, in
pieces of one gradient each (an `allreduce` call, or an update of the stream), the window
across them, the take of every received burst, the stream's pieces of updates others
began, and the loss recovery (Help, RETX, the timeout without progress), all on the one
worker protocol state machine of iswitch/native/worker.h in its socket mode
(`worker::socket_policy`: the gap rule, an RFC 6298 RTO with Karn's rule and backoff, a
Help budget per round), with the socket and a nanosecond monotonic clock. The report
harness's endpoints run the same machine in cycles, and tests/test_native_worker.py holds
it to the reference, `iswitch.worker.Session`, frame by frame. Why compiled: in Python
each wake-up of the loop costs tens of microseconds of interpreter and numpy calls, a few
hundred times per gradient, and a Python object per segment costs about 10 us, 50 ms per
DQN gradient: more than the whole exchange may take.

The control path stays in Python, in `iswitch.client.Control` (Join, SetH, Query, Leave,
and the parsing of every Ack): the engine hands control-sized bursts back to it, and the
Acks of its Helps come in again through `Flow.ack`; Control's request ids go in and out of
every engine call, so the engine's Helps and Control's requests never share an id.
"""

from __future__ import annotations

import ipaddress
import os
import time
from dataclasses import dataclass

import numpy as np
import torch

from iswitch import native
from iswitch.client import (
    TOS_SHIFT,
    Control,
    StalenessError,
    SwitchError,
    SwitchTimeoutError,
    fmt_addr,
    positive,
)
from iswitch.util import checks
from iswitch.wire import (
    DATA_FIELDS,
    HDR_LEN,
    MAX_ELEMS,
    MAX_K,
    MAX_MEMBERS,
    SWITCH_WORKER_ID,
    Action,
    Reg,
    Status,
)
from iswitch.wire.dgram import (
    MAX_GSO_SEGMENTS,
    MAX_UDP_PAYLOAD,
    Burst,
    BurstSocket,
    address,
)
from iswitch.worker import Endpoint, n_segments

__all__ = [
    "AsyncAllreduce", "StalenessError", "SwitchClient", "SwitchError", "SwitchTimeoutError",
    "Update", "ddp_comm_hook",
]

MASK = 0xFFFF_FFFF
ROW = HDR_LEN + 4 * MAX_ELEMS  #: bytes of a full segment's datagram


# ---------------------------------------------------------------- the client


class SwitchClient:
    """A worker's connection to an iSwitch switch (docs/training.md section 1.1)."""

    def __init__(self, switch_addr: tuple[str, int], worker: int, job: int, members: int, *,
                 window: int = 16, timeout_s: float = 10.0, threshold: int | None = None,
                 retry_s: float = 0.02, join_timeout_s: float | None = None) -> None:
        checks.int_in("worker", worker, 0, SWITCH_WORKER_ID - 1)
        checks.uint("job", job, DATA_FIELDS["job"].bits)
        checks.int_in("members", members, 1, MAX_MEMBERS)
        threshold = members if threshold is None else threshold
        checks.int_in("threshold", threshold, 1, members)
        checks.int_in("window", window, 1, MAX_K)
        positive("timeout_s", timeout_s)
        positive("retry_s", retry_s)
        if join_timeout_s is not None:
            positive("join_timeout_s", join_timeout_s)
        switch_addr = address("switch_addr", switch_addr)
        native.lib()  # built or loaded before joining: a missing compiler fails here
        self.join_timeout_s = timeout_s if join_timeout_s is None else join_timeout_s
        self.switch_addr = (switch_addr[0], int(switch_addr[1]))
        self.worker, self.job, self.members = worker, job, members
        self.window, self.timeout_s, self.threshold, self.retry_s = (
            window, timeout_s, threshold, retry_s)
        self.ep = Endpoint(worker=worker, job=job, mac=bytes(6), ip=bytes(4))
        self.data_tos = self.ep.data_dscp << TOS_SHIFT
        self.next_seg = 0  #: unwrapped number of the next allreduce's first segment
        self.stream_: AsyncAllreduce | None = None
        self.index = -1
        self.closed = False
        self.failed = False  #: an allreduce raised: the protocol state is unknown
        self.sock = BurstSocket((_bind_host(self.switch_addr[0]), 0), self.switch_addr)
        self._flow = native.Flow(
            fd=self.sock.fileno(), data_tos=self.data_tos,
            ctrl_tos=self.ep.ctrl_dscp << TOS_SHIFT, max_segments=MAX_GSO_SEGMENTS,
            max_payload=MAX_UDP_PAYLOAD, slot_bytes=BurstSocket.RECV_BYTES, k=window, job=job,
            worker=worker, retry_s=retry_s, timeout_s=timeout_s, floor=self.next_seg)
        self.ctl = Control(self.sock, self.switch_addr, self.ep, timeout_s=timeout_s,
                           retry_s=retry_s, on_other=self._on_other)
        try:
            self._join()
        except BaseException:
            if self.index >= 0:  # joined, then failed (window, barrier): leave again
                self.close()
            else:
                self.sock.close()
                self.closed = True
            raise

    def _join(self) -> None:
        self.index = self.ctl.call(Action.JOIN, 0)
        k = self.ctl.query(Reg.K)
        if self.window > k:
            raise ValueError(f"window {self.window} exceeds the K {k} of "
                             f"{self.ctl.where}")
        if self.ctl.query(Reg.MEMBER_COUNT) >= self.members:
            self.ctl.call(Action.SETH, self.threshold)
        start = time.monotonic()
        while True:
            count, h = self.ctl.query(Reg.MEMBER_COUNT), self.ctl.query(Reg.H)
            if count > self.members:
                raise SwitchError(f"{self.ctl.where}: {count} members in job {self.job}, "
                                  f"expected {self.members}")
            if count == self.members and h == self.threshold:
                return
            if time.monotonic() - start >= self.join_timeout_s:
                raise SwitchTimeoutError(
                    f"{self.ctl.where}: {count} of {self.members} members joined job "
                    f"{self.job} (H {h}, expected {self.threshold}) within "
                    f"{self.join_timeout_s:g} s", self.switch_addr)
            self.ctl.poll(self.retry_s)

    # ------------------------------------------------------------ API

    @property
    def addr(self) -> str:
        return fmt_addr(self.switch_addr)

    def allreduce(self, t: torch.Tensor, out: torch.Tensor | None = None) -> torch.Tensor:
        """The switch's fp32 sum of every member's `t`, bit for bit (docs/training.md):
        a new tensor shaped like `t`, or `out` (float32, contiguous, as many elements; it
        may be `t` itself) filled with it."""
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"allreduce takes a torch.Tensor, got {type(t).__name__}")
        if t.dtype != torch.float32:
            raise TypeError(f"allreduce takes float32 tensors, got {t.dtype}")
        if t.numel() == 0:
            raise ValueError("allreduce of an empty tensor")
        if out is not None and (not isinstance(out, torch.Tensor) or out.dtype != torch.float32
                                or out.numel() != t.numel() or not out.is_contiguous()
                                or out.device.type != "cpu"):
            raise ValueError("out must be a contiguous float32 CPU tensor of t's size")
        self._usable()
        if self.stream_ is not None:
            raise RuntimeError("allreduce while an asynchronous stream is open")
        grad = t.detach().cpu().contiguous().reshape(-1).numpy()
        result = None if out is None else out.detach().view(-1).numpy()
        if result is not None and np.shares_memory(grad, result) and (
                native.addr(grad) != native.addr(result)):
            grad = grad.copy()  # `out` overlaps `t` elsewhere: sums would overwrite payloads
        if result is None:
            result = np.empty(grad.size, np.float32)
        r0, S = self.next_seg, n_segments(grad.size)
        self._flow.piece(r0, grad.size, grad, result)
        self.next_seg += S
        try:
            self._flow.touch()
            while True:
                self._data(native.FLOW_ALLREDUCE)
                if self._flow.info(r0)[2] == S:
                    break
        except BaseException:
            self.failed = True
            raise
        finally:
            self._flow.drop(r0)
        if out is not None:
            return out
        return torch.from_numpy(result).reshape(t.shape)

    @property
    def stats(self) -> dict[str, int]:
        """The loss recovery's counters: Helps sent, RETX copies sent, duplicate aggregates,
        datagrams ignored."""
        helps, retx, dups, ignored, *_ = self._flow.counts()
        return {"helps": helps, "retx": retx, "duplicates": dups, "ignored": ignored}

    # ------------------------------------------------------------ the data path

    def _data(self, mode: int, wait_s: float = 0.0) -> None:
        """One call of the engine's data path (`isw_flow_run` in `mode`), the bursts it
        hands back given to Control, then the recovery (`_recover`)."""
        rc = self._engine(self._flow.run, mode, wait_s)
        while rc == native.FLOW_HANDOFF:
            view = memoryview(self._flow.arena)
            for r in self._flow.io.pending[:self._flow.io.n_pending]:
                self.ctl.dispatch(Burst(view[r.off:r.off + r.len], r.size), r.tos)
            if mode == native.FLOW_ALLREDUCE:
                break
            rc = self._engine(self._flow.run, native.FLOW_DRAIN)
        if rc == native.FLOW_REFUSED:
            self.ctl.refused = True
        elif rc not in (native.FLOW_HANDOFF, native.FLOW_INTERRUPTED, native.FLOW_DEADLINE):
            self._check(rc)
        self._recover()

    def _recover(self) -> None:
        """The Acks Control holds, to the engine (a Help's Ack may end the all-reduce with
        an error); then the engine's recovery: the window, Help, the timeout."""
        acks = self.ctl.acks
        for seq in list(acks):
            ack = acks.pop(seq)
            self._check(self._engine(self._flow.ack, seq, ack.acked, ack.status, ack.result))
        self._check(self._engine(self._flow.recover))

    def _engine(self, f, *args: object) -> int:
        """`f(*args)` with the socket's GSO state and Control's request ids in and out."""
        io = self._flow.io
        io.gso, io.seq = int(self.sock.gso), self.ctl.seq
        try:
            return f(*args)
        finally:
            self.sock.gso, self.ctl.seq = bool(io.gso), int(io.seq)

    def _on_other(self, burst: Burst, _tos: int) -> None:
        """What Control received that is not an Ack: to the engine."""
        self._check(self._flow.take(bytes(burst.data), burst.size))

    def _check(self, rc: int) -> None:
        """An engine's return code: the errors in words."""
        if rc == native.FLOW_COMPLETE:
            return
        seg, status = self._flow.io.err_seg, self._flow.io.err_status
        where = self.ctl.where
        if rc == native.FLOW_DIFFER:
            raise SwitchError(f"two copies of the aggregate of segment {seg} differ")
        if rc == native.FLOW_GONE:
            raise SwitchError(
                f"{where}: the aggregate of segment {seg} is gone for good (Help: NO_SEGMENT): "
                f"the switch reused its buffer before this worker received it")
        if rc == native.FLOW_HELP_REFUSED:
            raise SwitchError(f"{where}: Help({seg}) refused: {Status(status).name}")
        if rc == native.FLOW_STALLED:
            self._stalled()
        if rc < 0:
            raise OSError(-rc, f"{where}: {os.strerror(-rc)}")
        raise AssertionError(f"iswitch.native.Flow: return code {rc}")

    def _stalled(self) -> None:
        missing, total = self._flow.missing()
        _h, _r, _d, _i, not_done, any_got, _head = self._flow.counts()
        msg = (f"{self.ctl.where}: no progress for {self.timeout_s:g} s: "
               f"{len(missing)} of {total} segment(s) missing (first: "
               f"{', '.join(str(s) for s in missing[:8])}{', ...' if len(missing) > 8 else ''})")
        if self.ctl.refused:
            msg += "; connection refused (nothing listens there)"
        elif not_done >= 0:
            msg += (f"; Help says NOT_DONE with {not_done} of {self.threshold} contributions: "
                    f"a member stopped sending")
        elif not any_got:
            msg += "; the switch sent nothing"
        raise SwitchTimeoutError(msg, self.switch_addr, missing)

    def stream(self, numel: int, staleness: int) -> AsyncAllreduce:
        """Open the asynchronous stream (docs/training.md section 1.4)."""
        self._usable()
        if self.stream_ is not None:
            raise RuntimeError("a stream is already open")
        self.stream_ = AsyncAllreduce(self, numel, staleness)
        return self.stream_

    def query(self, reg: Reg | int) -> int:
        checks.uint("reg", reg, 32)
        self._usable()
        return self.ctl.query(reg)

    def set_threshold(self, h: int) -> int:
        """SetH; returns the previous H."""
        checks.int_in("h", h, 1, MAX_MEMBERS)
        self._usable()
        prev = self.ctl.call(Action.SETH, h)
        self.threshold = h
        return prev

    def fbcast(self, seg: int) -> int:
        checks.int_in("seg", seg, 0)
        self._usable()
        return self.ctl.call(Action.FBCAST, seg & MASK,
                             ok=(Status.OK, Status.ALREADY_DONE))

    def close(self) -> None:
        """Leave (NOT_MEMBER counts as done) and close the socket. Idempotent; a switch that
        does not answer within timeout_s is recorded in `leave_error`, not raised."""
        if self.closed:
            return
        self.closed = True
        self.leave_error: Exception | None = None
        try:
            self.ctl.call(Action.LEAVE, 0, ok=(Status.OK, Status.NOT_MEMBER))
        except SwitchError as e:
            self.leave_error = e
        finally:
            self.sock.close()

    def _usable(self) -> None:
        if self.closed:
            raise RuntimeError("the SwitchClient is closed")
        if self.failed:
            raise RuntimeError("the SwitchClient failed earlier; close it")

    def __enter__(self) -> SwitchClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _bind_host(switch_host: str) -> str:
    try:
        return "127.0.0.1" if ipaddress.ip_address(switch_host).is_loopback else "0.0.0.0"
    except ValueError:
        return "0.0.0.0"


# ---------------------------------------------------------------- DDP


def ddp_comm_hook(state: SwitchClient, bucket: torch.distributed.GradBucket
                  ) -> torch.futures.Future[torch.Tensor]:
    """DistributedDataParallel communication hook: the bucket's gradients summed through
    the switch, divided by the member count (the mean, like DDP's default hook)."""
    buf = bucket.buffer()
    out = state.allreduce(buf, out=buf)  # in place, like DDP's own allreduce hook
    out.div_(state.members)
    fut: torch.futures.Future[torch.Tensor] = torch.futures.Future()
    fut.set_result(out)
    return fut


# DDP checks a hook's annotations against the real classes (inspect.signature, not evaluated
# strings as `from __future__ import annotations` leaves them)
ddp_comm_hook.__annotations__ = {"state": SwitchClient, "bucket": torch.distributed.GradBucket,
                                 "return": torch.futures.Future[torch.Tensor]}


# ---------------------------------------------------------------- asynchronous mode


@dataclass(frozen=True)
class Update:
    """One complete update of an asynchronous stream."""

    index: int
    sum: torch.Tensor  #: flat float32, each segment's aggregate bit for bit
    nsum: np.ndarray  #: per segment: contributions summed
    contrib: np.ndarray  #: per segment: the contrib bitmap
    mine: np.ndarray  #: per segment: whether this worker's contribution is in it

    def mean(self) -> torch.Tensor:
        """Each segment's sum divided by its `nsum` (float32)."""
        div = np.repeat(np.maximum(self.nsum, 1).astype(np.float32), MAX_ELEMS)
        return self.sum / torch.from_numpy(div[: self.sum.numel()])


class AsyncAllreduce:
    """Asynchronous aggregation of a fixed-size gradient (docs/training.md section 1.4)."""

    def __init__(self, client: SwitchClient, numel: int, staleness: int) -> None:
        checks.int_in("numel", numel, 1)
        checks.int_in("staleness", staleness, 0)
        self.c = client
        self.numel = numel
        self.staleness = staleness
        self.S = n_segments(numel)
        self.base = client.next_seg
        self.version = 0  #: updates returned by poll
        self.last_submitted = -1
        self._sync()

    @property
    def head(self) -> int:
        """One past the newest update of which an aggregate arrived."""
        return self._sync()

    def _sync(self) -> int:
        return self.c._flow.stream(self.base, self.numel, self.version, self.last_submitted)

    def _r0(self, u: int) -> int:
        return self.base + u * self.S

    def target(self) -> int:
        return max(self.last_submitted + 1, self.head, self.version)

    def can_submit(self) -> bool:
        return self.target() - self.version <= self.staleness

    def submit(self, grad: torch.Tensor) -> int:
        if not isinstance(grad, torch.Tensor):
            raise TypeError(f"submit takes a torch.Tensor, got {type(grad).__name__}")
        if grad.dtype != torch.float32:
            raise TypeError(f"submit takes float32 tensors, got {grad.dtype}")
        if grad.numel() != self.numel:
            raise ValueError(f"gradient of {grad.numel()} elements, the stream has {self.numel}")
        u = self.target()
        if u - self.version > self.staleness:
            raise StalenessError(f"update {u} would be {u - self.version} updates stale "
                                 f"(bound {self.staleness}): poll first")
        # copied by the engine: the caller may change its tensor while the window holds
        # segments back
        g = np.ascontiguousarray(grad.detach().cpu().reshape(-1).numpy())
        self.c._flow.piece(self._r0(u), self.numel, g, copy=True)
        self.last_submitted = u
        self._sync()
        self.c.next_seg = max(self.c.next_seg, self._r0(u + 1))
        self.c._engine(self.c._flow.run, native.FLOW_PUMP)
        return u

    def poll(self, timeout: float = 0.0) -> list[Update]:
        deadline = time.monotonic() + checks.float_in("timeout", timeout, 0.0)
        out: list[Update] = []
        while True:
            left = deadline - time.monotonic()
            self.c._data(native.FLOW_STEP, max(0.0, min(left, self.c.retry_s)))
            out += self._deliver()
            if out or time.monotonic() >= deadline:
                return out

    def _deliver(self) -> list[Update]:
        out = []
        bit = 1 << self.c.index
        while True:
            r0 = self._r0(self.version)
            there, S, ngot = self.c._flow.info(r0)
            if not there or ngot < S:
                return out
            result, nsum, contrib = self.c._flow.copy_out(r0, self.numel, S)
            out.append(Update(self.version, torch.from_numpy(result), nsum, contrib,
                              (contrib & bit) != 0))
            self.c._flow.drop(r0)
            self.version += 1
            self._sync()
