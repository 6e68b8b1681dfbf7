"""switchd's compiled loop for data bursts (`NativeLoop`: isw_serve of iswitch/native/plane.cpp)
against the frame-by-frame reference path, through real loopback sockets.

The same seeded script of datagrams (joins, SetH, data bursts from members and non-members
with corrupted, duplicate, colliding, stale and short datagrams, regular traffic, runts,
empty datagrams, FBcast, Help, Query, a late Join, a Leave, a sender appearing
mid-stream) is sent to two switchds: one serving with the compiled loop, one whose backend
only has the `Backend` frame interface (every datagram a frame through `DataPlane.push`,
the Python reference of golden/accel_model.py). Every sender must receive the same
datagrams in the same order from both, and the switches must end with the same counters,
registers, learning table, contribution-order log and switchd counters. Variants: the
lookup log filling up (the loop returns to Python every round), and no UDP GSO (single
datagrams in and out).
"""

from __future__ import annotations

import random
import socket
import struct
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from switchd_helpers import FramesOnly

from iswitch.sim.scenarios import rand_bits
from iswitch.switchd.log import LogWriter
from iswitch.switchd.model_backend import ModelBackend
from iswitch.switchd.server import NativeLoop, Switchd
from iswitch.wire import (
    CTRL_DSCP,
    DATA_DSCP,
    DROP_REASONS,
    HDR_LEN,
    MAGIC,
    MAX_ELEMS,
    AccelParams,
    Action,
    Flag,
    Reg,
)
from iswitch.wire.dgram import Burst, BurstSocket
from iswitch.wire.proto import ControlHeader, DataHeader

JOB = 5
CFG = AccelParams(K=4, EXACT=0)
SENDERS = 6
#: every register of docs/protocol.md section 10 (counters, status, member entries)
REGS = list(range(0x100)) + list(range(0x100, 0x107)) + [0x200 + i for i in range(17)]

Step = tuple[int, int, list[bytes]]  # sender, ToS byte, datagrams of one send


def _data(seg: int, worker: int, count: int, rng: random.Random, **kw: int) -> bytes:
    vals = np.array(rand_bits(rng, count), np.uint32).astype("<u4").tobytes()
    return DataHeader(job=kw.pop("job", JOB), seg=seg, worker=worker, count=count,
                      **kw).pack() + vals


def _ctrl(action: Action, sender: int, value: int = 0, seq: int = 0) -> bytes:
    return ControlHeader(job=JOB, seq=seq, worker=10 + sender, action=action,
                         value=value).pack()


def _mutate(dg: bytes, rng: random.Random) -> bytes:
    """One of the ways a data datagram can be wrong (each a drop reason of its own)."""
    h = DataHeader.unpack(dg)
    body = dg[HDR_LEN:]
    kind = rng.randrange(6)
    fields = h.__dict__ | [
        {"magic": MAGIC ^ 1}, {"job": JOB + 1}, {"worker": 99}, {"flags": Flag.DOWN},
        {"nsum": 0}, {"count": h.count + 1},
    ][kind]
    return DataHeader(**fields).pack() + body


def _sends(who: int, dgs: list[bytes]) -> list[Step]:
    """`dgs` as sends: one per run of one datagram size (a short one ends a GSO burst)."""
    out = []
    while dgs:
        k = 1
        while k < len(dgs) and len(dgs[k]) == len(dgs[0]):
            k += 1
        if k < len(dgs) and len(dgs[k]) < len(dgs[0]):
            k += 1
        out.append((who, DATA_DSCP << 2, dgs[:k]))
        dgs = dgs[k:]
    return out


def script(rng: random.Random) -> list[Step]:
    """Members send the segments of 4-segment groups (the switch's K) in bursts, in random
    order, with what can go wrong: lost, corrupted and duplicate datagrams (so some
    segments never complete and later ones collide with them or find them stale), the
    gradient's short last segment, and between the groups control requests, regular
    traffic, runts and non-members."""
    tos_d, tos_c = DATA_DSCP << 2, CTRL_DSCP << 2
    steps: list[Step] = [(i, tos_c, [_ctrl(Action.JOIN, i, seq=i)]) for i in range(3)]
    steps.append((0, tos_c, [_ctrl(Action.SETH, 0, 3, seq=9)]))
    members = [0, 1, 2]
    n_segs = 22  # a gradient: 21 full segments and a short one
    for g in range(60):
        if g == 20:  # a fourth member, then H 4
            steps += [(3, tos_c, [_ctrl(Action.JOIN, 3, seq=3)]),
                      (3, tos_c, [_ctrl(Action.SETH, 3, 4, seq=10)])]
            members.append(3)
        if g == 50:  # a member leaves: the sweep completes what waits for it
            steps.append((2, tos_c, [_ctrl(Action.LEAVE, 2, seq=11)]))
            members.remove(2)
        retx: list[Step] = []
        for who in rng.sample(members, len(members)):
            dgs = []
            for seg in range(4 * g, 4 * g + 4):
                last = seg % n_segs == n_segs - 1
                d = _data(seg, 10 + who, 100 if last else MAX_ELEMS, rng)
                r = rng.random()
                if r < 0.1:  # lost or corrupted: sent again after the others' (RETX)
                    if r < 0.05:
                        dgs.append(_mutate(d, rng))
                    retx += _sends(who, [d])
                    continue
                dgs.append(d)
                if rng.random() < 0.03:
                    dgs.append(d)  # a duplicate
            cut = rng.randrange(len(dgs) + 1)
            steps += _sends(who, dgs[:cut]) + _sends(who, dgs[cut:])
            r = rng.random()
            if r < 0.1:
                steps.append((4, 0, [b"regular traffic"]))  # no iSwitch ToS
            elif r < 0.15:
                steps.append((rng.randrange(4), tos_d, [bytes([MAGIC]) * 10]))  # a runt
            elif r < 0.17:  # an empty datagram of the data class from a known sender
                steps.append((rng.randrange(4), tos_d, [b""]))
            elif r < 0.3:
                who = rng.randrange(4)
                action = rng.choice([Action.FBCAST, Action.HELP, Action.QUERY])
                value = rng.randrange(4 * g + 4) if action != Action.QUERY else rng.randrange(
                    0x108)
                steps.append((who, tos_c, [_ctrl(action, who, value, seq=100 + g)]))
            elif r < 0.4:  # non-members: a sender seen before, and (later) a new one
                who = 4 if g < 30 else 5
                steps += _sends(who, [_data(4 * g + j, 10 + who, MAX_ELEMS, rng)
                                      for j in range(rng.randrange(1, 4))])
        steps += retx
    return steps


class _Served:
    """A switchd serving in a thread, and one connected socket per sender."""

    def __init__(self, switchd: Switchd, gso: bool) -> None:
        self.sd = switchd
        self.sd.sock.gso = gso
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.sd.serve, args=(self.stop, 0.02),
                                       daemon=True)
        self.thread.start()
        self.socks = [BurstSocket(("127.0.0.1", 0), self.sd.addr) for _ in range(SENDERS)]
        for s in self.socks:
            s.gso = gso
        self.sent = 0

    def send(self, step: Step) -> None:
        who, tos, dgs = step
        size = len(dgs[0])
        if not size:  # (a burst of no datagrams for switchd's counters)
            self.socks[who].sock.sendmsg(
                [b""], [(socket.IPPROTO_IP, socket.IP_TOS, struct.pack("=i", tos))])
            return
        self.socks[who].send(b"".join(dgs), size, tos)
        self.sent += len(dgs)

    def finish(self) -> list[list[bytes]]:
        """Wait until the switch has taken everything, stop it; what each sender got."""
        deadline = time.monotonic() + 30
        while self.sd.stats.datagrams_in < self.sent and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.1)  # (the stats of a compiled round are added when it returns)
        self.stop.set()
        self.thread.join(10)
        assert not self.thread.is_alive()
        got = []
        for s in self.socks:
            dgs: list[bytes] = []
            while (r := s.recv(0.0)) is not None:
                burst: Burst = r[0]
                dgs += [bytes(d) for d in burst]
            got.append(dgs)
            s.close()
        self.sd.close()
        return got


@pytest.fixture
def no_lookup_room(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
                   ) -> Iterator[None]:
    if request.param:  # room for one round: the loop returns after every round
        monkeypatch.setattr(NativeLoop, "LOOKUPS", 2 * 64 + 2)
    yield


@pytest.mark.parametrize("no_lookup_room", [False, True], indirect=True)
@pytest.mark.parametrize("gso", [True, False])
@pytest.mark.parametrize("seed", [1, 2])
def test_native_loop_equals_the_frame_path(tmp_path: Path, seed: int, gso: bool,
                                           no_lookup_room: None) -> None:
    print(f"seed {seed}")
    steps = script(random.Random(seed))
    fast = _Served(Switchd(("127.0.0.1", 0), ModelBackend(CFG), CFG,
                           log=LogWriter(tmp_path / "fast.log")), gso)
    ref_backend = FramesOnly(CFG)
    ref = _Served(Switchd(("127.0.0.1", 0), ref_backend, CFG,
                          log=LogWriter(tmp_path / "ref.log")), gso)
    pace = random.Random(seed + 100)
    for step in steps:
        fast.send(step)
        ref.send(step)
        if pace.random() < 0.3:  # let the switches catch up now and then: single bursts
            time.sleep(0.002)  # as well as batches of many
    got_fast, got_ref = fast.finish(), ref.finish()

    assert fast.sd.loop is not None and ref.sd.loop is None
    returns = fast.sd.loop.returns
    assert returns["handoff"] > 10 and returns["idle"] > 0, returns
    # the compiled loop took data (how much of it, against the Python path, depends on how
    # the datagrams arrive, i.e. on the machine's load: 458 of 1,020 on a loaded CI
    # machine, so no share is asserted; the outputs' equality below is the contract)
    assert 0 < fast.sd.loop.taken <= fast.sent
    if NativeLoop.LOOKUPS < 4096:
        assert returns["full"] > 0, returns
    assert sum(map(len, got_ref)) > 600  # aggregates and Acks came back
    for i, (a, b) in enumerate(zip(got_fast, got_ref, strict=True)):
        assert a == b, f"sender {i}: {len(a)} vs {len(b)} datagrams, or they differ"
    plane, ref_plane = fast.sd.backend.plane, ref_backend.inner.plane
    assert plane.counters == ref_plane.counters
    assert [plane.read_reg(r) for r in REGS] == [ref_plane.read_reg(r) for r in REGS]
    assert plane.counters[Reg.AGG_TX] > 150 and plane.counters[Reg.DROPS] > 50
    assert sum(plane.counters[r] > 0 for r in DROP_REASONS) >= 8  # many kinds of bad input
    lookup, ref_lookup = fast.sd.backend.lookup, ref_backend.inner.lookup
    assert lookup.counters == ref_lookup.counters
    assert lookup.table.entries == ref_lookup.table.entries
    assert (tmp_path / "fast.log").read_bytes() == (tmp_path / "ref.log").read_bytes()
    # (switchd's `regular` counts a regular frame once on the model path and once per
    # egress port on the frame path; the switch's own REGULAR counter agrees above)
    skip = {"shadow_mismatches", "regular"}
    assert {k: v for k, v in fast.sd.stats.__dict__.items() if k not in skip} == {
        k: v for k, v in ref.sd.stats.__dict__.items() if k not in skip}
    assert fast.sd.stats.regular == plane.counters[Reg.REGULAR] > 0
    assert fast.sd.stats.empty_in > 0  # (the compiled loop hands them to Python)
    assert ref.sd.stats.shadow_mismatches == 0

