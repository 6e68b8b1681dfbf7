"""The worker protocol's C++ state machine (iswitch/native/worker.h, driven through
`iswitch.native.NativeSession`) against the reference, `iswitch.worker.Session`, frame by
frame: the same scripted inputs (aggregates arriving in order or not, lost, duplicated,
replayed, copies that differ, aggregates of other jobs, bad counts, truncated and foreign
datagrams, Acks of every status for Helps awaited or not, timeouts) must make both send
the same datagrams (segments, Helps, RETX copies) in the same order, ignore the same
number of datagrams, and take the same sum, bit for bit.

Nothing here classifies or checks a datagram the way the C++ does: the reference is
Session itself, and the script knows what it sends from its own bookkeeping. The clock:
every timeout of the script moves the machine's time by its Help timeout, everything else
happens at the same time (Session has no clock: its `on_timeout` is the caller's timer).
`test_comparison_catches_a_one_bit_fault` shows the comparison is not vacuous.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import pytest
import torch

from iswitch.native import NativeSession
from iswitch.wire import DATA_FIELDS, MAX_K, SWITCH_WORKER_ID, Action, Flag, Status
from iswitch.wire.proto import HDR_LEN, MAX_ELEMS, ControlHeader, DataHeader, Endpoint
from iswitch.worker import Session

T = 1000  #: the machine's clock units per timeout of the script
MASK = 0xFFFF_FFFF


@dataclass
class _Script:
    """The switch and the network around one worker, seeded: every aggregate of the
    gradient (its bytes fixed up front), what is in flight towards the worker, the Helps
    asked for."""

    rng: random.Random
    n: int
    job: int
    base: int
    aggs: list[bytes] = field(default_factory=list)
    queue: list[bytes] = field(default_factory=list)
    helps: list[tuple[int, int]] = field(default_factory=list)  # (seq, segment index)

    def __post_init__(self) -> None:
        nseg = -(-self.n // MAX_ELEMS)
        for i in range(nseg):
            count = min(MAX_ELEMS, self.n - i * MAX_ELEMS)
            hdr = DataHeader(self.job, (self.base + i) & MASK, SWITCH_WORKER_ID, count,
                             nsum=self.rng.randrange(1, 5), flags=int(Flag.AGG | Flag.DOWN),
                             contrib=self.rng.getrandbits(32), h=self.rng.randrange(1, 5))
            self.aggs.append(hdr.pack() + self.rng.randbytes(4 * count))  # NaNs included

    def replay(self, i: int) -> bytes:
        h = DataHeader.unpack(self.aggs[i])
        flags = h.flags | Flag.REPLAY
        return DataHeader(h.job, h.seg, h.worker, h.count, h.nsum, flags, h.contrib,
                          h.h).pack() + self.aggs[i][HDR_LEN:]

    def sent(self, d: bytes) -> None:
        """The worker sent `d`: a contribution makes its aggregate (unless lost on the way
        to the switch), a Help is remembered for an Ack."""
        h = DataHeader.unpack(d)
        if h.vt == DataHeader(0, 0, 0, 0).vt:
            if self.rng.random() < 0.85:
                self.queue.append(self.aggs[(h.seg - self.base) & MASK])
        else:
            c = ControlHeader.unpack(d)
            self.helps.append((c.seq, (c.value - self.base) & MASK))

    def junk(self) -> bytes:
        """A datagram that is not an aggregate of this gradient, or a copy that differs."""
        r = self.rng
        agg = bytearray(r.choice(self.aggs))
        kind = r.randrange(11)
        if kind == 0:  # another job
            agg[2:4] = ((self.job + 1 + r.randrange(100)) & 0xFFFF).to_bytes(2, "big")
        elif kind == 1:  # a count that does not fit the segment
            agg[10:12] = ((DataHeader.unpack(bytes(agg)).count + r.choice((-1, 1, 7)))
                          & 0xFFFF).to_bytes(2, "big")
        elif kind == 2:  # a length that does not fit the count
            agg = agg[:-4] if r.random() < 0.5 else agg + b"\0\0\0\0"
        elif kind == 3:  # a segment outside the gradient
            agg[4:8] = ((self.base + len(self.aggs) + r.randrange(1000)) & MASK).to_bytes(4, "big")
        elif kind == 4:  # not an aggregate
            agg[14:16] = (0).to_bytes(2, "big")
        elif kind == 5:  # truncated
            agg = agg[:r.randrange(HDR_LEN)]
        elif kind == 6:  # another magic, version or type
            pos = r.randrange(2)
            agg[pos] ^= 1 << r.randrange(8)
        elif kind == 7:  # a copy that differs in one payload bit
            agg[HDR_LEN + r.randrange(len(agg) - HDR_LEN)] ^= 1 << r.randrange(8)
        elif kind == 8:  # a control request that is not an Ack
            return ControlHeader(self.job, r.getrandbits(32), 3, int(Action.QUERY)).pack()
        elif kind == 9:  # an Ack of another length
            return ControlHeader(self.job, r.getrandbits(32), SWITCH_WORKER_ID, int(Action.ACK),
                                 acked=int(Action.HELP)).pack() + b"\0"
        else:  # random bytes
            return r.randbytes(r.randrange(64))
        return bytes(agg)

    def ack(self) -> bytes:
        """An Ack: of a Help asked for (any status; OK queues the replay, NOT_DONE may
        be followed by the aggregate once the RETX went in), of no Help, or of another
        action."""
        r = self.rng
        if self.helps and r.random() < 0.85:
            seq, i = self.helps.pop(r.randrange(len(self.helps)))
            acked = int(Action.HELP) if r.random() < 0.95 else int(Action.JOIN)
        else:
            seq, i, acked = r.getrandbits(32), 0, int(Action.HELP)
        status = r.choice((Status.OK, Status.OK, Status.NOT_DONE, Status.NOT_DONE,
                           Status.NO_SEGMENT, Status.NOT_MEMBER))
        if status == Status.OK and i < len(self.aggs) and r.random() < 0.8:
            self.queue.append(self.replay(i))
        return ControlHeader(self.job, seq, SWITCH_WORKER_ID, int(Action.ACK), int(status),
                             acked=acked).pack()


def _case(seed: int) -> tuple[random.Random, dict]:
    r = random.Random(seed)
    full = r.randrange(0, 12)
    n = full * MAX_ELEMS + (r.randrange(1, MAX_ELEMS + 1) if r.random() < 0.7 or not full else 0)
    near_wrap = r.random() < 0.3
    return r, dict(
        n=n, k=r.randrange(1, min(MAX_K, 6) + 1), job=r.getrandbits(16),
        worker=r.randrange(SWITCH_WORKER_ID),
        base=(MASK - r.randrange(8)) if near_wrap else r.getrandbits(32),
        seq_base=(MASK - r.randrange(3)) if near_wrap else r.getrandbits(32))


def compare(seed: int, steps: int = 600,
            make: Callable[..., NativeSession] = NativeSession) -> dict[str, int]:
    """Run one seeded script through Session and the C++ machine side by side; assert
    equality after every event. Returns what happened (for the coverage checks)."""
    r, c = _case(seed)
    grad = np.frombuffer(r.randbytes(4 * c["n"]), "<f4").astype(np.float32)
    ep = Endpoint(worker=c["worker"], job=c["job"], mac=bytes(6), ip=bytes(4))
    ref = Session(torch.from_numpy(grad.copy()), ep, c["k"], c["base"], c["seq_base"])
    fast = make(grad, job=c["job"], worker=c["worker"], k=c["k"], seg0=c["base"],
                first_seq=(c["seq_base"] + 1) & MASK, help_timeout=T)
    sc = _Script(r, c["n"], c["job"], c["base"])
    seen = {"events": 0, "sent": 0, "helps": 0, "retx": 0, "ignored": 0, "done": 0}
    now = 0

    def same(what: str, want: list[bytes], got: list[bytes]) -> None:
        assert got == want, (f"seed {seed} step {at['step']} ({what}, case {c}): C++ sent "
                             f"{[d.hex() for d in got]}, Session {[d.hex() for d in want]}")
        for d in want:
            sc.sent(d)
            seen["sent"] += 1
            seen["helps"] += len(d) == HDR_LEN
            seen["retx"] += len(d) > HDR_LEN and DataHeader.unpack(d).flags & Flag.RETX != 0

    at = {"step": 0}
    same("first window", ref.sendable(), fast.sendable(now))
    for step in range(1, steps + 1):
        at["step"] = step
        if ref.done and not sc.queue:
            break
        x = r.random()
        if x < 0.45 and sc.queue:  # the next datagram in flight arrives (or one behind it)
            j = 0 if r.random() < 0.8 else r.randrange(len(sc.queue))
            d = sc.queue.pop(j) if r.random() < 0.9 else sc.queue[j]  # else: it comes twice
            what = "aggregate"
        elif x < 0.53 and sc.queue:  # lost on the way back
            sc.queue.pop(0)
            continue
        elif x < 0.65:
            d, what = sc.junk(), "junk"
        elif x < 0.80:
            d, what = sc.ack(), "ack"
        else:
            now += T
            same("timeout", ref.on_timeout(), fast.on_timeout(now))
            same("sendable after timeout", ref.sendable(), fast.sendable(now))
            continue
        same(what, ref.on_datagram(d), fast.on_datagram(d, now))
        same(f"sendable after {what}", ref.sendable(), fast.sendable(now))
    seen["events"] = at["step"]
    rejected = sum(ref.reasm.rejected.values())
    assert fast.ignored == rejected, f"seed {seed}: C++ ignored {fast.ignored}, Session {rejected}"
    assert fast.done == ref.done, f"seed {seed}: C++ done {fast.done}, Session {ref.done}"
    got = fast.result.view(np.uint32)
    for i, part in ref.reasm.parts.items():
        a = i * MAX_ELEMS
        want = np.frombuffer(part, "<u4")
        assert np.array_equal(got[a:a + len(want)], want), f"seed {seed}: segment {i} differs"
    if ref.done:
        want = ref.result().view(torch.int32).numpy().view(np.uint32)
        assert np.array_equal(got, want), f"seed {seed}: the sums differ"
        seen["done"] = 1
    seen["ignored"] = rejected
    return seen


@pytest.mark.parametrize("seed", range(60))
def test_native_worker_matches_session(seed: int) -> None:
    """Seeded random scripts (printed seed): frame by frame, the same datagrams, ignores
    and sum."""
    print(f"seed {seed}")
    compare(seed)


def test_scripts_cover_the_protocol() -> None:
    """The scripts reach what they are meant to test: Helps, RETX copies, ignores, and
    completed sums."""
    total: dict[str, int] = {}
    for seed in range(60):
        for k, v in compare(seed).items():
            total[k] = total.get(k, 0) + v
    print(total)
    assert total["helps"] > 50 and total["retx"] > 10 and total["ignored"] > 100
    assert total["done"] > 20


class _Faulty(NativeSession):
    """NativeSession with one flipped bit, once, in the `nth` datagram it sends."""

    def __init__(self, *a: object, nth: int, bit: int, **kw: object) -> None:
        super().__init__(*a, **kw)  # type: ignore[arg-type]
        self.nth, self.bit, self.count = nth, bit, 0

    def _drain(self) -> list[bytes]:
        out = super()._drain()
        for j, d in enumerate(out):
            if self.count == self.nth:
                b = bytearray(d)
                b[self.bit // 8 % len(b)] ^= 1 << (self.bit % 8)
                out[j] = bytes(b)
            self.count += 1
        return out


@pytest.mark.parametrize("seed", range(8))
def test_comparison_catches_a_one_bit_fault(seed: int) -> None:
    """The cross-test is not vacuous: one bit flipped in one datagram the C++ side sends
    (a segment, a Help or a RETX copy) fails the comparison; without it the script passes."""
    _one_bit_fault(compare, seed)


def _one_bit_fault(cmp: Callable[..., dict[str, int]], seed: int) -> None:
    """`cmp(seed)` passes, and fails with one bit flipped in one datagram the C++ sends."""
    print(f"seed {seed}")
    sent = cmp(seed)["sent"]
    r = random.Random(seed)
    nth, bit = r.randrange(sent), r.randrange(8 * HDR_LEN)

    def make(*a: object, **kw: object) -> NativeSession:
        return _Faulty(*a, nth=nth, bit=bit, **kw)

    with pytest.raises(AssertionError):
        cmp(seed, make=make)


@pytest.mark.parametrize("d", [b"", b"I", b"\x49\x10", bytes(HDR_LEN), b"\xff" * 2000])
def test_bad_datagrams_are_counted_ignores(d: bytes) -> None:
    """Malformed input is a counted ignore, never a crash (the library trusts nothing it
    receives)."""
    s = NativeSession(np.ones(5, np.float32), job=1, worker=0, k=1, help_timeout=T)
    s.sendable(0)
    assert s.on_datagram(d, 0) == []
    assert s.ignored == 1 and not s.done


@pytest.mark.parametrize("kw, exc", [
    (dict(grad=np.ones(3, np.float64)), TypeError), (dict(grad=np.ones((2, 2), np.float32)),
                                                     TypeError),
    (dict(grad=np.ones(0, np.float32)), ValueError), (dict(k=0), ValueError),
    (dict(k=MAX_K + 1), ValueError), (dict(job=1 << 16), ValueError),
    (dict(worker=SWITCH_WORKER_ID), ValueError), (dict(help_timeout=0), ValueError),
])
def test_native_session_checks_its_arguments(kw: dict, exc: type) -> None:
    args = dict(grad=np.ones(3, np.float32), job=1, worker=0, k=1) | kw
    grad = args.pop("grad")
    with pytest.raises(exc):
        NativeSession(grad, **args)


# ---------------------------------------------------------------- the harness endpoints' policy


def _ack(job: int, seq: int, status: Status) -> bytes:
    return ControlHeader(job, seq, SWITCH_WORKER_ID, int(Action.ACK), int(status),
                         acked=int(Action.HELP)).pack()


def _helped(out: list[bytes]) -> list[tuple[int, int]]:
    """(seq, segment) of the Help requests in `out`."""
    return [(c.seq, c.value) for c in (ControlHeader.unpack(d) for d in out if len(d) == HDR_LEN)
            if c.action == Action.HELP]


def _endpoint_session(nseg: int) -> NativeSession:
    """The policy of tb/nf_datapath/compiled/endpoint.h: one Help at a time, expiring after
    the timeout, any refusal ends a segment's recovery. Every segment sent at time 0."""
    s = NativeSession(np.ones(nseg * MAX_ELEMS, np.float32), job=5, worker=2, k=nseg,
                      seg0=100, first_seq=7, help_timeout=T, max_helps=1, helps_expire=True,
                      refusal_ends=True)
    assert len(s.sendable(0)) == nseg
    return s


def test_endpoint_policy_one_help_at_a_time() -> None:
    """Help for the oldest overdue segment only once it is `help_timeout` late; no second
    Help while one awaits its Ack; answered OK, the segment is helped again a timeout
    after the Ack (the replay did not come), the other overdue one first."""
    s = _endpoint_session(2)
    assert s.on_timeout(T - 1) == []
    assert _helped(s.on_timeout(T)) == [(7, 100)]
    assert s.on_timeout(T + 1) == []  # one in flight
    assert s.on_datagram(_ack(5, 7, Status.OK), T + 10) == []
    assert _helped(s.on_timeout(T + 10)) == [(8, 101)]  # 100 was answered at T + 10
    assert s.on_datagram(_ack(5, 8, Status.OK), 2 * T) == []
    assert s.on_timeout(2 * T + 9) == []
    assert _helped(s.on_timeout(2 * T + 10)) == [(9, 100)]


def test_endpoint_policy_help_expires() -> None:
    """A Help without an Ack expires after the timeout: the next Help may go, and the late
    Ack of the expired one is ignored (no RETX)."""
    s = _endpoint_session(1)
    assert _helped(s.on_timeout(T)) == [(7, 100)]
    assert s.on_timeout(2 * T - 1) == []
    assert _helped(s.on_timeout(2 * T)) == [(8, 100)]  # 7 expired
    assert s.on_datagram(_ack(5, 7, Status.NOT_DONE), 2 * T) == []
    retx = s.on_datagram(_ack(5, 8, Status.NOT_DONE), 2 * T)
    assert len(retx) == 1 and DataHeader.unpack(retx[0]).flags == Flag.RETX


@pytest.mark.parametrize("status", [Status.NO_SEGMENT, Status.NOT_MEMBER])
def test_endpoint_policy_refusal_ends_recovery(status: Status) -> None:
    """Any status but OK and NOT_DONE gives the segment up: the next Help is for the next
    missing segment. (Session's policy gives up on NO_SEGMENT only.)"""
    for refusal_ends, want in ((True, 101), (False, 100 if status != Status.NO_SEGMENT else 101)):
        s = NativeSession(np.ones(2 * MAX_ELEMS, np.float32), job=5, worker=2, k=2, seg0=100,
                          first_seq=7, help_timeout=T, max_helps=1, helps_expire=True,
                          refusal_ends=refusal_ends)
        s.sendable(0)
        assert _helped(s.on_timeout(T)) == [(7, 100)]
        assert s.on_datagram(_ack(5, 7, status), T) == []
        assert _helped(s.on_timeout(2 * T)) == [(8, want)]


# ---------------------------------------------------------------- the socket's mode


def compare_socket(seed: int, steps: int = 600,
                   make: Callable[..., NativeSession] = NativeSession) -> dict[str, int]:
    """SwitchClient's socket mode (`socket_timeout`) against Session where Session has an
    equivalent: the same scripted aggregates and junk make both send the same data
    datagrams in the same order (the window), ignore the same datagrams and take the same
    sum; the Helps and RETX copies, which follow another policy, are checked against the
    reference's state only: a Help asks for a segment the reference sent and still misses,
    a RETX copy is the reference's datagram of such a segment with RETX set. (The Acks go
    to the C++ alone: they answer its Helps.)"""
    r, c = _case(seed)
    grad = np.frombuffer(r.randbytes(4 * c["n"]), "<f4").astype(np.float32)
    ep = Endpoint(worker=c["worker"], job=c["job"], mac=bytes(6), ip=bytes(4))
    ref = Session(torch.from_numpy(grad.copy()), ep, c["k"], c["base"], c["seq_base"])
    fast = make(grad, job=c["job"], worker=c["worker"], k=c["k"], seg0=c["base"],
                first_seq=c["seq_base"], help_timeout=T, socket_timeout=8 * T)
    sc = _Script(r, c["n"], c["job"], c["base"])
    seen = {"sent": 0, "helps": 0, "retx": 0, "done": 0}
    now = 0

    def missing(seg: int) -> bool:
        i = (seg - c["base"]) & MASK
        return i < ref.next and i not in ref.reasm.parts

    def check(what: str, got: list[bytes], want_data: list[bytes]) -> None:
        data = []
        for d in got:
            if len(d) == HDR_LEN:
                h = ControlHeader.unpack(d)
                assert h.action == Action.HELP and missing(h.value), (
                    f"seed {seed} ({what}): Help({h.value}), not missing")
                seen["helps"] += 1
            elif DataHeader.unpack(d).flags & Flag.RETX:
                seg = DataHeader.unpack(d).seg
                assert missing(seg), f"seed {seed} ({what}): RETX of {seg}, not missing"
                want = bytearray(ref.data[(seg - c["base"]) & MASK])
                want[DATA_FIELDS["flags"].offset + 1] |= Flag.RETX
                assert d == bytes(want), f"seed {seed} ({what}): RETX copy differs"
                seen["retx"] += 1
            else:
                data.append(d)
            sc.sent(d)
            seen["sent"] += 1
        assert data == want_data, f"seed {seed} ({what}): data datagrams differ"

    check("first window", fast.sendable(now), ref.sendable())
    for _ in range(steps):
        if ref.done and not sc.queue:
            break
        x = r.random()
        if x < 0.45 and sc.queue:
            j = 0 if r.random() < 0.8 else r.randrange(len(sc.queue))
            d = sc.queue.pop(j) if r.random() < 0.9 else sc.queue[j]
            ref.on_datagram(d)
            check("aggregate", fast.on_datagram(d, now), [])
        elif x < 0.53 and sc.queue:
            sc.queue.pop(0)
            continue
        elif x < 0.65:
            d = sc.junk()
            ref.on_datagram(d)
            check("junk", fast.on_datagram(d, now), [])
        elif x < 0.80:
            check("ack", fast.on_datagram(sc.ack(), now), [])
        else:
            now += T
            check("timeout", fast.on_timeout(now), [])
        check("sendable", fast.sendable(now), ref.sendable())
    rejected = sum(ref.reasm.rejected.values())
    assert fast.ignored == rejected, f"seed {seed}: C++ ignored {fast.ignored}, Session {rejected}"
    assert fast.done == ref.done, f"seed {seed}: C++ done {fast.done}, Session {ref.done}"
    if ref.done:
        want = ref.result().view(torch.int32).numpy().view(np.uint32)
        assert np.array_equal(fast.result.view(np.uint32), want), f"seed {seed}: sums differ"
        seen["done"] = 1
    return seen


@pytest.mark.parametrize("seed", range(20))
def test_socket_mode_matches_session_where_it_has_an_equivalent(seed: int) -> None:
    print(f"seed {seed}")
    compare_socket(seed)


def test_socket_mode_scripts_recover() -> None:
    """The socket mode's scripts are not vacuous: they ask for Help, send RETX copies and
    complete."""
    seen = [compare_socket(s) for s in range(10)]
    assert sum(s["helps"] for s in seen) > 10 and sum(s["retx"] for s in seen) > 0
    assert sum(s["done"] for s in seen) >= 3


@pytest.mark.parametrize("seed", range(4))
def test_socket_comparison_catches_a_one_bit_fault(seed: int) -> None:
    """The socket mode's comparison is not vacuous either: one bit flipped in the header of
    one datagram the C++ side sends fails it."""
    _one_bit_fault(compare_socket, seed)


def _socket_session(nseg: int, timeout: int = 100 * T) -> NativeSession:
    """SwitchClient's policy (retry T, timeout `timeout`): every segment sent at time 0."""
    s = NativeSession(np.ones(nseg * MAX_ELEMS, np.float32), job=5, worker=2, k=nseg,
                      seg0=100, first_seq=7, help_timeout=T, socket_timeout=timeout)
    assert len(s.sendable(0)) == nseg
    return s


def _agg(seg: int) -> bytes:
    return DataHeader(5, seg, SWITCH_WORKER_ID, MAX_ELEMS, 1, int(Flag.AGG)).pack() + bytes(
        4 * MAX_ELEMS)


def test_socket_policy_gap_rule() -> None:
    """A missing aggregate with 3 later ones of its gradient here was lost: Help at once,
    not before the third; helped again only an RTO later."""
    s = _socket_session(5)
    for seg in (101, 102):
        s.on_datagram(_agg(seg), 1)
    assert _helped(s.on_timeout(1)) == []
    s.on_datagram(_agg(103), 1)
    assert _helped(s.on_timeout(1)) == [(7, 100)]
    assert _helped(s.on_timeout(2)) == []


def test_socket_policy_rto_backoff_and_oldest() -> None:
    """Before any round trip the RTO is 5 retry intervals; then the 2 oldest overdue are
    helped and the RTO doubles; a segment helped waits an RTO before its next Help."""
    s = _socket_session(4)
    assert s.on_timeout(5 * T - 1) == []
    assert _helped(s.on_timeout(5 * T)) == [(7, 100), (8, 101)]
    assert _helped(s.on_timeout(5 * T + 1)) == []  # 102, 103: due at 0 + 2 x 5T now
    assert _helped(s.on_timeout(10 * T)) == [(9, 100), (10, 101)]  # the oldest again


def test_socket_policy_rto_from_round_trips_karn() -> None:
    """A round trip of T (sent once, never helped) makes the RTO srtt + 4 rttvar = 3T; the
    aggregate of a helped segment gives no sample (Karn's rule)."""
    s = _socket_session(2)
    s.on_datagram(_agg(101), T)
    assert s.on_timeout(3 * T - 1) == []
    assert _helped(s.on_timeout(3 * T)) == [(7, 100)]
    s.on_datagram(_agg(100), 50 * T)  # helped: no sample, the RTO stays 3T
    s2 = _socket_session(2)
    s2.on_datagram(_agg(101), T)
    s2.on_datagram(_agg(100), 50 * T)  # a sample of 50T: the RTO grows
    t = _socket_session(1)
    assert t.done is False and t.failed == 0


@pytest.mark.parametrize("status", [Status.NO_SEGMENT, Status.NOT_MEMBER])
def test_socket_policy_refusal_is_the_callers_error(status: Status) -> None:
    """An Ack neither OK nor NOT_DONE of a missing segment counts in `failed` (SwitchClient
    raises); NOT_DONE sends the contribution again with RETX; OK re-arms nothing."""
    s = _socket_session(1)
    assert _helped(s.on_timeout(5 * T)) == [(7, 100)]
    assert s.on_datagram(_ack(5, 7, status), 5 * T) == [] and s.failed == 1
    assert _helped(s.on_timeout(15 * T)) == [(8, 100)]
    retx = s.on_datagram(_ack(5, 8, Status.NOT_DONE), 15 * T)
    assert len(retx) == 1 and DataHeader.unpack(retx[0]).flags == Flag.RETX
    assert s.on_datagram(_ack(5, 8, Status.NOT_DONE), 15 * T) == []  # spent
