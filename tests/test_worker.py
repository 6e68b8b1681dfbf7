"""Worker library: cut a gradient into frames, reassemble aggregates, bit for bit."""

from __future__ import annotations

import random

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from golden.accel_model import AccelModel, AxisFrame, make_tuser
from golden.fold import bits, fold, from_bits
from iswitch.wire import DATA_FIELDS, VT_DATA, AccelParams
from iswitch.wire.proto import (
    F_AGG,
    F_RETX,
    HDR_LEN,
    HDR_OFF,
    PAYLOAD_OFF,
    Action,
    ControlHeader,
    DataHeader,
    Reg,
    Status,
    build_data_frame,
    control_frame,
    parse_frame,
)
from iswitch.worker import (
    Endpoint,
    MissingSegmentsError,
    Reassembler,
    SendWindow,
    Session,
    UdpTransport,
    control_datagram,
    data_datagrams,
    data_frames,
    datagram_of,
    flatten,
    frame_of,
    from_le_bytes,
    n_segments,
    parse_ack,
    reassemble,
    to_le_bytes,
    unflatten,
)

SEED = 4
_VT = DATA_FIELDS["vt"]
EP = Endpoint(worker=3, job=7, mac=bytes.fromhex("0200000000aa"), ip=bytes([10, 0, 0, 1]))

SPECIAL = [0x0000_0000, 0x8000_0000, 0x0000_0001, 0x8000_0001, 0x007F_FFFF, 0x7F80_0000,
           0xFF80_0000, 0x7FC0_0000, 0xFFC0_0000, 0x7F80_0001, 0x7FBF_FFFF, 0xFFFF_FFFF,
           0x7F7F_FFFF, 0x3F80_0000]


def _random_bits(n: int, rng: random.Random) -> torch.Tensor:
    vals = [rng.choice(SPECIAL) if rng.random() < 0.3 else rng.getrandbits(32) for _ in range(n)]
    return from_bits(vals)


def _as_aggregate(frame: bytes) -> bytes:
    """Turn a worker data frame into what the switch would send back (AGG flag)."""
    h = DataHeader.unpack(frame[HDR_OFF:])
    agg = DataHeader(h.job, h.seg, 0xFFFF, h.count, h.nsum, F_AGG, 1, 1)
    return build_data_frame(agg, frame[PAYLOAD_OFF:], src_mac=EP.switch_mac,
                            src_ip=EP.switch_ip)


@pytest.mark.parametrize("n", [1, 7, 359, 360, 361, 719, 720, 721, 1000, 3 * 360 + 1])
def test_cut_and_reassemble(n: int) -> None:
    rng = random.Random(SEED * 1000 + n)
    print(f"seed {SEED * 1000 + n}")
    g = _random_bits(n, rng)
    frames = data_frames(g, EP, base_seg=100)
    assert len(frames) == n_segments(n) == -(-n // 360)
    counts = [DataHeader.unpack(f[HDR_OFF:]).count for f in frames]
    assert counts == [360] * (len(frames) - 1) + [n - 360 * (len(frames) - 1)]
    for i, f in enumerate(frames):
        h = DataHeader.unpack(f[HDR_OFF:])
        assert (h.job, h.seg, h.worker, h.nsum, h.flags) == (7, 100 + i, 3, 1, 0)
        assert len(f) == PAYLOAD_OFF + 4 * h.count
        p = parse_frame(f)
        assert (p.src_mac, p.src_ip, p.dst_mac, p.dst_ip) == (
            EP.mac, EP.ip, EP.switch_mac, EP.switch_ip)
    order = list(range(len(frames)))
    rng.shuffle(order)
    r = Reassembler(n, job=7, base_seg=100)
    for i in order:
        assert r.add_frame(_as_aggregate(frames[i]))
    assert r.complete and r.missing() == []
    assert bits(r.result()).tolist() == bits(g).tolist()


def test_payload_is_little_endian_ieee() -> None:
    d = data_datagrams(torch.tensor([1.0, -0.0], dtype=torch.float32), EP)[0]
    assert d[HDR_LEN:] == bytes.fromhex("0000803f" "00000080")


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.lists(st.integers(0, 0xFFFF_FFFF), min_size=1, max_size=800))
def test_bytes_roundtrip_bit_exact(vals: list[int]) -> None:
    t = from_bits(vals)
    assert bits(from_le_bytes(to_le_bytes(t))).tolist() == vals


def test_list_of_parameters() -> None:
    print(f"seed {SEED}")
    rng = random.Random(SEED)
    shapes = [(3, 5), (7,), (2, 2, 90), (1,)]
    params = [_random_bits(int(torch.Size(s).numel()), rng).reshape(s) for s in shapes]
    flat = flatten(params)
    assert flat.numel() == 15 + 7 + 360 + 1
    back = unflatten(flat, params)
    for a, b in zip(params, back, strict=True):
        assert a.shape == b.shape and bits(a).tolist() == bits(b).tolist()
    frames = data_frames(params, EP)
    out, missing = reassemble([_as_aggregate(f) for f in frames], flat.numel(), job=7)
    assert missing == [] and bits(out).tolist() == bits(flat).tolist()


def test_non_float32_rejected() -> None:
    with pytest.raises(TypeError):
        flatten(torch.zeros(3, dtype=torch.float64))
    with pytest.raises(ValueError):
        data_frames(torch.zeros(0, dtype=torch.float32), EP)


def test_missing_segments_reported() -> None:
    g = torch.arange(1000, dtype=torch.float32)
    frames = [_as_aggregate(f) for f in data_frames(g, EP, base_seg=0xFFFF_FFFF)]
    r = Reassembler(1000, job=7, base_seg=0xFFFF_FFFF)  # segment numbers wrap: -1, 0, 1
    r.add_frame(frames[0])
    r.add_frame(frames[2])
    assert r.missing() == [0]
    with pytest.raises(MissingSegmentsError) as e:
        r.result()
    assert e.value.missing == [0]
    out = r.result(fill=float("nan"))
    assert bool(out[360:720].isnan().all()) and out[:360].tolist() == g[:360].tolist()
    _, missing = reassemble(frames[1:], 1000, job=7, base_seg=0xFFFF_FFFF)
    assert missing == [0xFFFF_FFFF]


def test_reassembler_rejects() -> None:
    g = torch.arange(400, dtype=torch.float32)
    worker_frames = data_frames(g, EP)
    r = Reassembler(400, job=7)
    assert not r.add_frame(worker_frames[0])  # no AGG flag: a worker's own packet
    agg = [_as_aggregate(f) for f in worker_frames]
    assert not Reassembler(400, job=8).add_frame(agg[0])  # other job
    assert not Reassembler(400, job=7, base_seg=5).add_frame(agg[0])  # outside
    assert not Reassembler(10, job=7).add_frame(agg[0])  # count mismatch
    assert r.add_frame(agg[1]) and r.add_frame(agg[1])  # identical replay accepted
    bad = bytearray(agg[1])
    bad[-1] ^= 1
    assert not r.add_frame(bytes(bad))  # a differing second copy
    assert r.rejected == {"not an aggregate": 1, "second copy differs": 1}


def test_control_and_ack() -> None:
    f = control_frame(EP, Action.JOIN, value=0, seq=42)
    h = ControlHeader.unpack(f[HDR_OFF:])
    assert (h.job, h.seq, h.worker, h.action, h.value) == (7, 42, 3, Action.JOIN, 0)
    assert len(f) == 64 and parse_frame(f).dscp == EP.ctrl_dscp
    ack = ControlHeader(7, 42, 3, Action.ACK, 0, 0, 5, Action.JOIN).pack()
    assert parse_ack(ack) == ControlHeader.unpack(ack)
    assert parse_ack(datagram_of(f)) is None  # a request is not an Ack


def test_send_window() -> None:
    w = SendWindow(k=4, base=10)
    assert [s for s in range(10, 20) if w.can_send(s)] == [10, 11, 12, 13]
    w.on_aggregate(11)
    assert [s for s in range(10, 20) if w.can_send(s)] == [10, 11, 12, 13, 15]


def test_udp_transport_loopback() -> None:
    ep = Endpoint(worker=1, job=2, mac=EP.mac, ip=bytes([127, 0, 0, 1]), sport=0)
    with UdpTransport(ep, bind_ip="127.0.0.1") as rx:
        dest = ("127.0.0.1", rx.port)
        with UdpTransport(ep, bind_ip="127.0.0.1", dest=dest) as tx:
            d = data_datagrams(torch.tensor([1.5, -0.0], dtype=torch.float32), ep)
            tx.send_data(d)
            tx.send_control(Action.QUERY, value=0x100, seq=9)
        got = [rx.recv(2.0), rx.recv(2.0)]
    assert got[0] == d[0]
    assert got[1] is not None and ControlHeader.unpack(got[1]).seq == 9



def test_session_basics() -> None:
    g = torch.arange(5 * 360 + 3, dtype=torch.float32)
    s = Session(g, EP, k=2, base_seg=1000)
    first = s.sendable()
    assert [DataHeader.unpack(d).seg for d in first] == [1000, 1001]
    assert s.sendable() == []  # window full, each segment returned once
    help_req = s.on_timeout()[0]
    h = ControlHeader.unpack(help_req)
    assert (h.action, h.value) == (Action.HELP, 1000)
    # the switch answers NOT_DONE: the session re-sends its own contribution with RETX
    ack = ControlHeader(h.job, h.seq, h.worker, Action.ACK, Status.NOT_DONE, h.value, 0,
                        Action.HELP).pack()
    (retx,) = s.on_datagram(ack)
    rh = DataHeader.unpack(retx)
    assert (rh.seg, rh.flags) == (1000, F_RETX) and retx[HDR_LEN:] == first[0][HDR_LEN:]
    assert s.on_datagram(ack) == []  # an answer to no pending Help is ignored
    s.on_datagram(datagram_of(_as_aggregate(frame_of(EP, first[0]))))
    assert [DataHeader.unpack(d).seg for d in s.sendable()] == [1002]
    assert not s.done


@pytest.mark.parametrize("seed", range(4))
def test_sessions_against_golden_model_with_loss(seed: int) -> None:
    """Four workers run three all-reduce iterations through `Session` against the golden
    switch model, losing 10% of their data packets and 20% of the frames the switch sends
    them; every worker ends with every sum, bit for bit the fold in the switch's arrival
    order."""
    print(f"seed {seed}")
    rng = random.Random(seed)
    n, k, n_elems, seg_per_iter = 4, 2, 5 * 360 + 3, 6
    model = AccelModel(AccelParams(K=k))
    eps = [Endpoint(worker=10 + i, job=5, mac=bytes([2, 0, 0, 0, 1, i]),
                    ip=bytes([10, 0, 2, i + 1])) for i in range(n)]
    ports = [0x01, 0x04, 0x10, 0x40]
    arrivals: dict[int, list[int]] = {}
    inbox: list[list[bytes]] = [[] for _ in range(n)]

    def push(i: int, d: bytes) -> None:
        f = frame_of(eps[i], d)
        outs = model.push(AxisFrame(f, make_tuser(len(f), ports[i])))
        if _VT.read(d) == VT_DATA and model.last_drop is None:
            arrivals.setdefault(DataHeader.unpack(d).seg, []).append(i)
        for o in outs:
            assert not o.regular
            for j in range(n):
                if o.frame.dst_ports & ports[j] and rng.random() >= 0.2:
                    inbox[j].append(datagram_of(o.frame.data))

    def send(i: int, datagrams: list[bytes]) -> None:
        for d in datagrams:
            if _VT.read(d) != VT_DATA or rng.random() >= 0.1:
                push(i, d)

    for i in range(n):
        push(i, control_datagram(eps[i], Action.JOIN, 0, 1))
    push(0, control_datagram(eps[0], Action.SETH, n, 2))
    assert model.member_count == n and model.h == n
    inbox = [[] for _ in range(n)]  # drop the Join/SetH Acks
    grads = [[rand_bits_tensor(n_elems, rng) for _ in range(n)] for _ in range(3)]
    for it in range(3):
        base = it * seg_per_iter
        sessions = [Session(grads[it][i], eps[i], k, base) for i in range(n)]
        for _ in range(5000):
            if all(s.done for s in sessions):
                break
            i = rng.randrange(n)
            s = sessions[i]
            while inbox[i]:
                send(i, s.on_datagram(inbox[i].pop(0)))
            out = s.sendable() or ([] if s.done else s.on_timeout())
            send(i, out)
        else:
            pytest.fail("the sessions did not finish")
        for s_i in range(seg_per_iter):
            order = arrivals[base + s_i]
            assert sorted(order) == list(range(n))
            a, b = 360 * s_i, min(360 * s_i + 360, n_elems)
            want = bits(fold(grads[it][i][a:b] for i in order)).tolist()
            for s in sessions:
                assert bits(s.result()[a:b]).tolist() == want
        inbox = [[] for _ in range(n)]  # late duplicates of this iteration
    assert model.counters[Reg.COLLISION] == model.counters[Reg.STALE] == 0


def rand_bits_tensor(n: int, rng: random.Random) -> torch.Tensor:
    """Random fp32 values, NaN/inf/subnormal/-0 included."""
    return _random_bits(n, rng)
