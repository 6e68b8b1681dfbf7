"""iswitch.torch: gradient sums through an iSwitch switch, torch.distributed-style
(docs/training.md section 1).

    client = SwitchClient(("127.0.0.1", port), worker=rank, job=7, members=world)
    ddp_model.register_comm_hook(client, ddp_comm_hook)

`SwitchClient.allreduce` is the synchronous all-reduce (H = members); `AsyncAllreduce`
(`client.stream(numel, staleness)`) the asynchronous mode (H < members). Both run on one
engine, `_Flow`: the segments this worker sends and the aggregates it receives, numbered
with unwrapped integers (the wire carries them mod 2^32), in *pieces* (one gradient each:
an `allreduce` call, or an update of the stream).

Why not `iswitch.worker.Session`: it is the protocol written out one datagram at a time
(a Python object per segment, a dict per reassembly), which costs about 10 us per
segment, 50 ms per DQN gradient: more than the whole exchange may take. The flow does the
same protocol on numpy arrays: a gradient's datagrams are one buffer (headers written
vectorised through `iswitch.dgram.DATA_DTYPE`, the payload copied in once), a window's
worth goes out in one `sendmsg` (UDP GSO), received bursts land in the result with one
fancy-indexed copy. Control requests, Endpoint and the segment cut come from
`iswitch.worker` and `iswitch.client`.

An `allreduce` runs the flow's sending and receiving in compiled code (`isw_flow_run` of
iswitch/native/flow.cpp: the window loop and `_take_run`, without a Python call per burst)
and returns to the same Python for everything else: Acks, loss recovery, timeouts, any burst
that is not a run of new full-size aggregates.

Why `_Flow` is not (yet) the protocol's C++ state machine, iswitch/native/worker.h, which
the report harness's endpoints run on and tests/test_native_worker.py compares with
`Session`: the flow's recovery policy (the gap rule, an RFC 6298 RTO with backoff, a Help
budget per check, the asynchronous stream's pieces of updates not yet seen) has no
counterpart there yet, and moving it must keep every figure of tests/test_torch_client.py
and docs/benchmarks.md. Until then `_Flow` is the client's second implementation beside
`Session`, cross-tested datagram by datagram in tests/test_torch_client.py.
"""

from __future__ import annotations

import ctypes
import ipaddress
import os
import time
from collections.abc import Sequence
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
    MAGIC,
    MAX_ELEMS,
    MAX_K,
    MAX_MEMBERS,
    SWITCH_WORKER_ID,
    VT_DATA,
    Action,
    Flag,
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
from iswitch.wire.dtypes import DATA_DTYPE
from iswitch.worker import Endpoint, n_segments

__all__ = [
    "AsyncAllreduce", "StalenessError", "SwitchClient", "SwitchError", "SwitchTimeoutError",
    "Update", "ddp_comm_hook",
]

MASK = 0xFFFF_FFFF
ROW = HDR_LEN + 4 * MAX_ELEMS  #: bytes of a full segment's datagram
_HALF = 1 << 31
#: byte columns of a data header that every aggregate of a job has alike (magic, vt, job,
#: worker, count), of the seg field, and the low byte of flags (derived from DATA_DTYPE)
_CONST_COLS = np.concatenate([np.arange(DATA_DTYPE.fields[f][1],
                                        DATA_DTYPE.fields[f][1] + DATA_DTYPE[f].itemsize)
                              for f in ("magic", "vt", "job", "worker", "count")])
_SEG = np.arange(DATA_DTYPE.fields["seg"][1], DATA_DTYPE.fields["seg"][1] + 4)
_FLAGS_LO = DATA_DTYPE.fields["flags"][1] + DATA_DTYPE["flags"].itemsize - 1
_RANGE = np.arange(1 << 16)
#: most Help requests per check
_HELPS_PER_ROUND = 64
#: later aggregates that make a missing one lost (TCP's duplicate-ACK threshold)
_GAP = 3
#: missing aggregates helped per timeout
_OLDEST = 2


# ---------------------------------------------------------------- one gradient's segments


class _Piece:
    """The segments ``r0 .. r0 + S - 1`` (unwrapped numbers) of one `n`-element gradient:
    what this worker sends (if it contributes) and the aggregates received."""

    def __init__(self, r0: int, n: int, ep: Endpoint, result: np.ndarray | None = None
                 ) -> None:
        if n <= 0:
            raise ValueError("empty gradient")
        self.r0 = r0
        self.n = n
        self.S = n_segments(n)
        self.full = n // MAX_ELEMS
        self.tail = n - self.full * MAX_ELEMS
        self.ep = ep
        self.result = np.empty(n, np.float32) if result is None else result
        self.got = np.zeros(self.S, bool)
        self.ngot = 0
        self.nsum = np.zeros(self.S, np.int64)
        self.contrib = np.zeros(self.S, np.int64)
        self.flags = np.zeros(self.S, np.int64)
        #: if contributing: this worker's data headers (S x HDR_LEN bytes) and gradient (the
        #: payloads); a datagram is gathered from both when it is sent
        self.headers: np.ndarray | None = None
        self.grad: np.ndarray | None = None
        self.sent = 0  #: segments sent (in order)
        self.native: native._Flow | None = None  #: the compiled flow's view (`_Flow.native`)
        # loss recovery (docs/protocol.md section 8): when each aggregate became due (sent,
        # or the piece seen), whether its round trip may be timed (sent once, never helped:
        # Karn's rule), and when it may be helped next
        self.due = np.full(self.S, time.monotonic())
        self.timed = np.zeros(self.S, bool)
        self.next_help = np.zeros(self.S)

    @property
    def complete(self) -> bool:
        return self.ngot == self.S

    def size_of(self, i: int) -> int:
        """Datagram size of segment `i`."""
        return ROW if i < self.full else HDR_LEN + 4 * self.tail

    def contribute(self, grad: np.ndarray) -> None:
        """Contribute `grad` (float32, n elements, C-contiguous): its data headers are built;
        the payloads are read from `grad` itself when each datagram is sent, so it must not
        change before the piece is complete (`allreduce` holds it; the asynchronous stream
        passes a copy). It may be `result`: a segment's sum is written only once the switch
        has emitted it, after which a contribution to it can only be dropped (LATE)."""
        self.headers = np.zeros((self.S, HDR_LEN), np.uint8)
        h = self.headers.view(DATA_DTYPE)[:, 0]
        h["magic"] = MAGIC
        h["vt"] = VT_DATA
        h["job"] = self.ep.job
        h["seg"] = (self.r0 + np.arange(self.S)) & MASK
        h["worker"] = self.ep.worker
        h["count"] = MAX_ELEMS
        if self.tail:
            h["count"][-1] = self.tail
        h["nsum"] = 1
        self.grad = grad

    def datagram(self, i: int) -> bytes:
        """This worker's datagram of segment `i`."""
        assert self.headers is not None and self.grad is not None
        a = i * MAX_ELEMS
        return self.headers[i].tobytes() + self.grad[a:a + MAX_ELEMS].tobytes()

    def take(self, idx: np.ndarray, hdr: np.ndarray, payload: np.ndarray
             ) -> tuple[np.ndarray, int]:
        """Aggregates of segments `idx` (their headers, and payloads as float32 rows) arrived;
        returns (the new segments' indices, duplicates). A second copy must equal the first."""
        seen = self.got[idx]
        if seen.any():
            for j in np.nonzero(seen)[0]:
                if not np.array_equal(self._payload(int(idx[j])).view(np.uint32),
                                      payload[j].view(np.uint32)):
                    raise SwitchError(f"two copies of the aggregate of segment "
                                      f"{(self.r0 + int(idx[j])) & MASK} differ")
        new = ~seen
        fresh, first = np.unique(idx[new], return_index=True)
        src = np.nonzero(new)[0][first]
        if len(fresh):
            full = fresh < self.full
            if full.any():
                self.result[: self.full * MAX_ELEMS].reshape(self.full, MAX_ELEMS)[
                    fresh[full]] = payload[src[full]]
            if not full.all():
                self.result[self.full * MAX_ELEMS:] = payload[src[~full][0]]
            self.got[fresh] = True
            self.ngot += len(fresh)
            self.nsum[fresh] = hdr["nsum"][src]
            self.contrib[fresh] = hdr["contrib"][src]
            self.flags[fresh] = hdr["flags"][src]
        return fresh, len(idx) - len(fresh)

    def _payload(self, i: int) -> np.ndarray:
        a = i * MAX_ELEMS
        return self.result[a:a + (MAX_ELEMS if i < self.full else self.tail)]

    def missing(self) -> list[int]:
        return [(self.r0 + int(i)) & MASK for i in np.nonzero(~self.got)[0]]


# ---------------------------------------------------------------- the engine


class _Flow:
    """The segments in flight between this worker and the switch (see the module
    docstring). Pieces are kept in order of `r0`; segment numbers below `floor` count as
    received (their pieces were delivered)."""

    def __init__(self, client: SwitchClient) -> None:
        self.c = client
        self.pieces: list[_Piece] = []
        self.floor = client.next_seg  #: every segment below this (unwrapped) was received
        self.helps: dict[int, tuple[_Piece, int]] = {}  #: Help seq -> (piece, index)
        self.not_done: tuple[int, int] | None = None  #: last NOT_DONE (contributions, H)
        self.last_progress = time.monotonic()
        self.last_check = self.last_progress
        self.srtt: float | None = None  #: smoothed aggregate round trip (RFC 6298 style)
        self.rttvar = 0.0
        self.backoff = 1  #: doubled by each timeout, back to 1 when an aggregate arrives
        #: `run`'s received bursts
        self._arena = np.empty(native.FLOW_BURSTS * BurstSocket.RECV_BYTES, np.uint8)
        self._samples = np.empty(1024)  #: `run`'s round-trip samples

    @property
    def rto(self) -> float:
        """How long an aggregate may be late before Help: srtt + 4 rttvar (RFC 6298), at
        least `retry_s`, at most a quarter of `timeout_s`; 5 `retry_s` before any sample."""
        c = self.c
        est = 5 * c.retry_s if self.srtt is None else self.srtt + 4 * self.rttvar
        return min(max(est, c.retry_s), max(c.retry_s, c.timeout_s / 4))

    def _sample(self, rtt: float) -> None:
        if self.srtt is None:
            self.srtt, self.rttvar = rtt, rtt / 2
        else:
            self.rttvar = 0.75 * self.rttvar + 0.25 * abs(self.srtt - rtt)
            self.srtt = 0.875 * self.srtt + 0.125 * rtt

    # ------------------------------------------------------------ pieces

    def piece(self, r0: int, n: int, create: bool = True) -> _Piece | None:
        for p in self.pieces:
            if p.r0 == r0:
                return p
        if not create:
            return None
        p = _Piece(r0, n, self.c.ep)
        self.pieces.append(p)
        self.pieces.sort(key=lambda q: q.r0)
        return p

    def drop(self, p: _Piece) -> None:
        """`p` was delivered (in order): forget it."""
        self.pieces.remove(p)
        self.floor = max(self.floor, p.r0 + p.S)

    def got_many(self, rs: np.ndarray) -> np.ndarray:
        """Whether the aggregates of unwrapped segments `rs` are here (or were delivered)."""
        out = rs < self.floor
        for p in self.pieces:
            inside = (rs >= p.r0) & (rs < p.r0 + p.S)
            if inside.any():
                out[inside] = p.got[rs[inside] - p.r0]
        return out

    # ------------------------------------------------------------ sending

    def pump(self) -> None:
        """Send every segment the window allows (docs/protocol.md section 8: segment r may go
        once the aggregate of r - K is here), in order, a run per `sendmsg`."""
        k = self.c.window
        for p in self.pieces:
            if p.headers is None or p.sent == p.S:
                continue
            e = p.sent
            while e < p.S:
                stop = min(p.S, e + 4 * k)
                ok = self.got_many(p.r0 - k + np.arange(e, stop))
                if ok.all():
                    e = stop
                else:
                    e += int(np.argmin(ok))
                    break
            if e > p.sent:
                f = self.native(p)
                f.gso = int(self.c.sock.gso)
                rc = native.lib().isw_send_rows(ctypes.byref(f), p.sent, e)
                self.c.sock.gso = bool(f.gso)
                if rc < 0:
                    raise OSError(-rc, f"{self.c.ctl.where}: {os.strerror(-rc)}")
                p.due[p.sent:e] = time.monotonic()
                p.timed[p.sent:e] = True
                p.sent = e
            if p.sent < p.S:
                return  # in order: a later piece waits for this one

    # ------------------------------------------------------------ receiving

    def on_data(self, burst: Burst, _tos: int) -> None:
        """Aggregates from the switch (any burst that is not an awaited Ack)."""
        if burst.full:
            self._take(burst.rows(), burst.size)
        if burst.tail:
            self._take(np.frombuffer(burst.data[burst.full * burst.size:], np.uint8)[None, :],
                       burst.tail)

    def _take(self, rows: np.ndarray, size: int) -> None:
        if size == ROW and self._take_run(rows):
            return
        stats = self.c.stats
        if size < HDR_LEN + 4 or (size - HDR_LEN) % 4:
            stats["ignored"] += len(rows)
            return
        hdr = rows[:, :HDR_LEN].view(DATA_DTYPE)[:, 0]
        d = (hdr["seg"].astype(np.int64) - self.floor) & MASK
        ok = ((hdr["magic"] == MAGIC) & (hdr["vt"] == VT_DATA) & ((hdr["flags"] & Flag.AGG) != 0)
              & (hdr["job"] == self.c.job) & (hdr["worker"] == SWITCH_WORKER_ID)
              & (d < _HALF) & (hdr["count"] == (size - HDR_LEN) // 4))
        r = self.floor + d
        if self.c.stream_ is not None and ok.any():
            self.c.stream_.open(r[ok])
        payload = rows[:, HDR_LEN:].view("<f4")
        taken = 0
        for p in self.pieces:
            sel = ok & (r >= p.r0) & (r < p.r0 + p.S)
            if not sel.any():
                continue
            idx = r[sel] - p.r0
            fits = idx < p.full if size == ROW else (idx == p.full) & (p.size_of(p.full) == size)
            if not fits.all():
                sel[np.nonzero(sel)[0][~fits]] = False
                idx = idx[fits]
            if not len(idx):
                continue
            new, dup = p.take(idx, hdr[sel], payload[sel])
            stats["duplicates"] += dup
            taken += len(idx)
            if len(new):
                now = time.monotonic()
                self.last_progress = now
                self.backoff = 1
                timed = new[p.timed[new]]
                if len(timed):
                    self._sample(now - float(p.due[timed].min()))
        stats["ignored"] += len(rows) - taken

    def _take_run(self, rows: np.ndarray) -> bool:
        """The common case in a dozen numpy calls: full-size aggregates of this job for
        consecutive new segments of one piece. False (nothing taken) otherwise."""
        n = len(rows)
        head = rows[:, _CONST_COLS]
        if not (head == self.c.agg_head).all() or not (rows[:, _FLAGS_LO] & Flag.AGG).all():
            return False
        segs = rows[:, _SEG].copy().view(">u4")[:, 0].astype(np.int64)
        r0 = self.floor + ((int(segs[0]) - self.floor) & MASK)
        if not (segs - segs[0] == _RANGE[:n]).all():
            return False
        for p in self.pieces:
            i0 = r0 - p.r0
            if 0 <= i0 and i0 + n <= p.full:
                break
        else:
            return False
        if p.got[i0:i0 + n].any():
            return False
        p.result[i0 * MAX_ELEMS:(i0 + n) * MAX_ELEMS].reshape(n, MAX_ELEMS)[:] = rows[
            :, HDR_LEN:].view("<f4")
        p.got[i0:i0 + n] = True
        p.ngot += n
        if self.c.stream_ is not None:
            self.c.stream_.open(np.array([p.r0]))
        hdr = rows[:, :HDR_LEN].view(DATA_DTYPE)[:, 0]
        p.nsum[i0:i0 + n] = hdr["nsum"]
        p.contrib[i0:i0 + n] = hdr["contrib"]
        p.flags[i0:i0 + n] = hdr["flags"]
        now = time.monotonic()
        self.last_progress = now
        self.backoff = 1
        timed = p.timed[i0:i0 + n]
        if timed.any():
            self._sample(now - float(p.due[i0:i0 + n][timed].min()))
        return True

    # ------------------------------------------------------------ the loop

    def step(self, timeout: float) -> None:
        """Send what the window allows, wait up to `timeout` for a burst, take every burst
        that has arrived, answer Help Acks, and send Help when nothing arrived for the
        retry interval. Raises SwitchTimeoutError after `timeout_s` without progress while
        something is awaited."""
        c = self.c
        self.pump()
        if c.ctl.poll(timeout):
            while c.ctl.poll(0.0):
                pass
        self._recover()

    def run(self, p: _Piece) -> None:
        """`step` for the one piece of an `allreduce` (nothing else in flight): sending and
        receiving in compiled code (`isw_flow_run`) for up to half the retry interval, or
        until the piece is complete or a burst needs Python (it goes to `Control.dispatch`),
        then the same recovery as `step`."""
        c = self.c
        assert self.pieces == [p] and self.floor == p.r0 and c.stream_ is None
        f = self.native(p)
        f.sent, f.ngot, f.gso = p.sent, p.ngot, int(c.sock.gso)
        f.deadline = time.monotonic() + c.retry_s / 2
        rc = native.lib().isw_flow_run(ctypes.byref(f))
        p.sent, p.ngot, c.sock.gso = f.sent, f.ngot, bool(f.gso)
        for rtt in self._samples[:f.n_samples].tolist():
            self._sample(rtt)
        if f.progress:
            self.last_progress = f.progress
            self.backoff = 1
        if rc == native.FLOW_HANDOFF:
            view = memoryview(self._arena)
            for r in f.pending[:f.n_pending]:
                c.ctl.dispatch(Burst(view[r.off:r.off + r.len], r.size), r.tos)
        elif rc == native.FLOW_REFUSED:
            c.ctl.refused = True
        elif rc < 0:
            raise OSError(-rc, f"{c.ctl.where}: {os.strerror(-rc)}")
        self._recover()

    def native(self, p: _Piece) -> native._Flow:
        """The compiled flow's view (`isw_flow_run`, `isw_send_rows`) of contributing piece
        `p` (its arrays) and of this flow (made once per piece)."""
        if p.native is not None:
            return p.native
        c = self.c
        assert p.headers is not None and p.grad is not None
        arrays = {"got": p.got, "due": p.due, "timed": p.timed, "result": p.result,
                  "nsum": p.nsum, "contrib": p.contrib, "flags": p.flags}
        assert all(a.flags.c_contiguous and a.flags.writeable for a in arrays.values())
        assert p.grad.flags.c_contiguous and p.grad.dtype == np.float32
        p.native = native._Flow(
            fd=c.sock.fileno(), tos=c.data_tos, max_segments=MAX_GSO_SEGMENTS,
            max_payload=MAX_UDP_PAYLOAD, headers=native.addr(p.headers),
            grad=native.addr(p.grad), n=p.n, S=p.S, full=p.full,
            K=c.window, job=c.job, seg0=p.r0 & MASK, arena=native.addr(self._arena),
            slot_bytes=BurstSocket.RECV_BYTES, samples=native.addr(self._samples),
            samples_cap=len(self._samples),
            **{k: native.addr(a) for k, a in arrays.items()})
        return p.native

    def _recover(self) -> None:
        """After receiving: answer Help Acks, send what the window allows, send Help when
        nothing arrived for the retry interval, raise after `timeout_s` without progress."""
        c = self.c
        self._acks()
        self.pump()
        now = time.monotonic()
        awaited = [p for p in self.pieces if not p.complete and self._awaited(p)]
        if not awaited:
            self.last_progress = now
            return
        if now - self.last_progress >= c.timeout_s:
            self._stalled(awaited)
        if now - self.last_check >= c.retry_s / 2:
            self.last_check = now
            self._help(awaited, now)

    def _awaited(self, p: _Piece) -> bool:
        s = self.c.stream_
        return s is None or s.awaited(p)

    def _help(self, pieces: Sequence[_Piece], now: float) -> None:
        """Help (docs/protocol.md section 8), the way TCP retransmits:

        - *gap*: an aggregate is missing while at least `_GAP` later segments' aggregates of
          its piece have arrived (bursts arrive in order, so it was lost): Help at once;
        - *timeout*: the oldest missing aggregate (this worker sent it, or it belongs to an
          update others have begun) is more than `rto` late: Help for the oldest few, and
          double `rto` until an aggregate arrives again (a stall is not met with more load).

        A segment is helped again only after another `rto`."""
        rto = self.rto * self.backoff
        budget = _HELPS_PER_ROUND
        timed_out = False
        for p in pieces:
            upto = p.sent if p.headers is not None else p.S
            if upto == 0:
                continue
            got = p.got[:upto]
            ready = ~got & (p.next_help[:upto] <= now)
            later = np.cumsum(p.got[::-1])[::-1][:upto] - got  # aggregates after each one
            gap = ready & (later >= _GAP)
            late = np.nonzero(ready & ~gap & (p.due[:upto] + rto <= now))[0][:_OLDEST]
            picks = np.union1d(np.nonzero(gap)[0], late)[:budget].tolist()
            timed_out |= len(late) > 0
            for i in picks:
                seq = self.c.ctl.send(Action.HELP, (p.r0 + i) & MASK)
                self.helps[seq] = (p, i)
                p.timed[i] = False
                p.next_help[i] = now + rto
            budget -= len(picks)
            if budget <= 0:
                break
        if timed_out:
            self.backoff = min(2 * self.backoff, 64)
        self.c.stats["helps"] += _HELPS_PER_ROUND - budget
        if len(self.helps) > 16 * _HELPS_PER_ROUND:  # Acks that never came: forget them
            for seq in list(self.helps)[: len(self.helps) - 8 * _HELPS_PER_ROUND]:
                del self.helps[seq]

    def _acks(self) -> None:
        acks = self.c.ctl.acks
        for seq in list(acks):
            ack = acks.pop(seq)
            target = self.helps.pop(seq, None)
            if target is None or ack.acked != Action.HELP:
                continue
            p, i = target
            if p.got[i]:
                continue
            if ack.status == Status.NOT_DONE:
                self.not_done = (ack.result, self.c.threshold)
                if p.headers is not None and i < p.sent:
                    self._retransmit(p, i)
            elif ack.status == Status.NO_SEGMENT:
                raise SwitchError(
                    f"{self.c.ctl.where}: the aggregate of segment {(p.r0 + i) & MASK} is gone "
                    f"for good (Help: NO_SEGMENT): the switch reused its buffer before this "
                    f"worker received it")
            elif ack.status != Status.OK:
                raise SwitchError(f"{self.c.ctl.where}: Help({(p.r0 + i) & MASK}) refused: "
                                  f"{Status(ack.status).name}")

    def _retransmit(self, p: _Piece, i: int) -> None:
        dg = bytearray(p.datagram(i))
        h = np.ndarray(1, DATA_DTYPE, dg)  # a writable view of the header
        h["flags"] |= int(Flag.RETX)
        self.c.sock.send(bytes(dg), len(dg), self.c.data_tos)
        self.c.stats["retx"] += 1

    def _stalled(self, pieces: Sequence[_Piece]) -> None:
        missing = [s for p in pieces for s in p.missing()]
        total = sum(p.S for p in pieces)
        msg = (f"{self.c.ctl.where}: no progress for {self.c.timeout_s:g} s: "
               f"{len(missing)} of {total} segment(s) missing (first: "
               f"{', '.join(str(s) for s in missing[:8])}{', ...' if len(missing) > 8 else ''})")
        if self.c.ctl.refused:
            msg += "; connection refused (nothing listens there)"
        elif self.not_done is not None:
            got, h = self.not_done
            msg += (f"; Help says NOT_DONE with {got} of {h} contributions: a member stopped "
                    f"sending")
        elif not any(p.ngot for p in self.pieces):
            msg += "; the switch sent nothing"
        raise SwitchTimeoutError(msg, self.c.switch_addr, missing)


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
        probe = np.zeros(1, DATA_DTYPE)  # the constant header bytes of a full aggregate
        probe["magic"], probe["vt"], probe["job"] = MAGIC, VT_DATA, job
        probe["worker"], probe["count"] = SWITCH_WORKER_ID, MAX_ELEMS
        self.agg_head = probe.view(np.uint8)[_CONST_COLS]
        self.stats = {"helps": 0, "retx": 0, "duplicates": 0, "ignored": 0}
        self.next_seg = 0  #: unwrapped number of the next allreduce's first segment
        self.stream_: AsyncAllreduce | None = None
        self.index = -1
        self.closed = False
        self.failed = False  #: an allreduce raised: the protocol state is unknown
        self.sock = BurstSocket((_bind_host(self.switch_addr[0]), 0), self.switch_addr)
        self.flow = _Flow(self)
        self.ctl = Control(self.sock, self.switch_addr, self.ep, timeout_s=timeout_s,
                           retry_s=retry_s, on_other=self.flow.on_data)
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
        p = _Piece(self.next_seg, grad.size, self.ep, result)
        self.flow.pieces.append(p)
        self.next_seg += p.S
        try:
            p.contribute(grad)
            self.flow.last_progress = time.monotonic()
            while not p.complete:
                self.flow.run(p)
        except BaseException:
            self.failed = True
            raise
        finally:
            self.flow.drop(p)
        if out is not None:
            return out
        return torch.from_numpy(p.result).reshape(t.shape)

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
        self.head = 0  #: one past the newest update of which an aggregate arrived
        self.last_submitted = -1

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
        p = self.c.flow.piece(self._r0(u), self.numel)
        assert p is not None
        # a copy: the caller may change its tensor while the window holds segments back
        p.contribute(grad.detach().cpu().reshape(-1).numpy().copy())
        self.last_submitted = u
        self.c.next_seg = max(self.c.next_seg, self._r0(u + 1))
        self.c.flow.pump()
        return u

    def poll(self, timeout: float = 0.0) -> list[Update]:
        deadline = time.monotonic() + checks.float_in("timeout", timeout, 0.0)
        out: list[Update] = []
        while True:
            left = deadline - time.monotonic()
            self.c.flow.step(max(0.0, min(left, self.c.retry_s)))
            out += self._deliver()
            if out or time.monotonic() >= deadline:
                return out

    def _deliver(self) -> list[Update]:
        out = []
        while True:
            p = self.c.flow.piece(self._r0(self.version), self.numel, create=False)
            if p is None or not p.complete:
                return out
            bit = 1 << self.c.index
            out.append(Update(self.version, torch.from_numpy(p.result), p.nsum.copy(),
                              p.contrib.copy(), (p.contrib & bit) != 0))
            self.c.flow.drop(p)
            self.version += 1

    def awaited(self, p: _Piece) -> bool:
        """Whether the flow should chase `p`'s missing aggregates: it is one this worker
        contributed to, or one before such an update, or one already begun."""
        u = (p.r0 - self.base) // self.S
        return u <= self.last_submitted or p.ngot > 0

    def open(self, r: np.ndarray) -> None:
        """Aggregates of segments `r` arrived: open the pieces of updates not seen yet and
        move `head`."""
        rel = r[r >= self.base] - self.base
        if not len(rel):
            return
        for u in np.unique(rel // self.S).tolist():
            if self.version <= u <= self.version + (1 << 16):
                self.c.flow.piece(self._r0(u), self.numel)
                self.head = max(self.head, u + 1)
