"""The switchd `model` data plane against the golden accelerator model, frame by frame,
bit for bit and counter for counter.

`golden.accel_model.AccelModel` is the reference; `DataPlane` runs data-class frames through
the compiled plane (iswitch/native/plane.cpp) and hands every other frame to an AccelModel
over its own state. Every scenario here is fed to a separate AccelModel and to `DataPlane`
(frame by frame with `push`, and in bursts with `push_burst` / `push_rows` the way switchd
feeds it); after every input the outputs, the drop reason, all counters and the whole state
(membership table, H, job, every buffer with its fp32 sum as bit patterns) must agree.

The comparison shares no code with what it checks: the reference's output frames are taken
apart with scapy (`Ether` / `IP` / `UDP`), the plane's deliveries read as the datagrams,
ToS bytes, destination bits and addresses they are, and the state read field by field.
`test_comparison_catches_*` flip one bit of the plane's output or state and see it fail.
Payloads come from `iswitch.sim.scenarios.rand_bits`: NaN payloads, infinities, subnormals
and signed zeros included.
"""

from __future__ import annotations

import dataclasses
import random
import socket
from collections.abc import Sequence

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether

from golden.accel_model import AccelModel, AxisFrame, BufState, OutFrame, location
from golden.switch_model import LearningSwitch, queues_of, with_dst
from iswitch.sim.scenarios import (
    control,
    data,
    mutate,
    rand_bits,
    random_job,
    regular,
    setup,
    workers,
)
from iswitch.switchd.backend import Sender, frame_for, open_backend
from iswitch.switchd.log import LogWriter, orders, read_log
from iswitch.switchd.model_backend import (
    DataPlane,
    Delivery,
    ModelBackend,
    Regular,
    delivery_frames,
)
from iswitch.wire import (
    CTRL_DSCP,
    DATA_DSCP,
    DATA_FIELDS,
    ETH_FIELDS,
    HDR_LEN,
    HDR_OFF,
    IPV4_FIELDS,
    MAGIC,
    UDP_FIELDS,
    AccelParams,
    Action,
    Flag,
    Reg,
    make_tuser,
)
from iswitch.wire.dgram import Burst
from iswitch.wire.proto import build_frame, parse_frame, set_field
from iswitch.worker import Endpoint

_TOS = IPV4_FIELDS["tos"]

REGS = [r for r in range(47)] + [0x100 + i for i in range(7)] + [0x200 + i for i in range(33)]


_N_COUNTERS = max(r for r in Reg if r < 0x100) + 1

#: an output as compared: ("regular", frame) or ("generated", datagram, ToS byte,
#: destination bits, (destination MAC, IPv4, UDP port))
Out = tuple


def _ours(plane: DataPlane, outs: Sequence[Delivery | Regular]) -> list[Out]:
    """DataPlane outputs as what they mean: a Delivery is its datagrams (`size` bytes each,
    the last one shorter), all with its ToS byte and destination bits, to its unicast
    destination or (None) the broadcast MAC and IPv4 address and the iSwitch port."""
    got: list[Out] = []
    for o in outs:
        if isinstance(o, Regular):
            got.append(("regular", bytes(o.frame)))
            continue
        data = bytes(memoryview(o.data).cast("B"))
        dst = o.dst or (b"\xff" * 6, b"\xff" * 4, plane.cfg.UDP_PORT)
        got += [("generated", data[i:i + o.size], o.tos, o.dst_bits, dst)
                for i in range(0, len(data), o.size)]
    return got


def _ref(outs: Sequence[OutFrame]) -> list[Out]:
    """AccelModel outputs taken apart by scapy."""
    got: list[Out] = []
    for o in outs:
        d = o.frame.data
        if o.regular:
            got.append(("regular", d))
            continue
        pkt = Ether(d)
        ip, udp = pkt[IP], pkt[UDP]
        dst = (bytes.fromhex(pkt.dst.replace(":", "")), socket.inet_aton(ip.dst), udp.dport)
        got.append(("generated", bytes(udp.payload), ip.tos, o.frame.dst_ports, dst))
    return got


def _state(m: AccelModel | DataPlane) -> tuple:
    """Everything the accelerator keeps, read field by field (sums as bit patterns)."""
    table = tuple(None if e is None else (e.worker, e.entity, e.mac, e.ip, e.port)
                  for e in m.table)
    if isinstance(m, AccelModel):
        bufs = tuple(
            (b.state.value, b.tag, b.bitmap, b.count, b.nsum, b.elems, b.job, b.partial,
             b.h_emit, b.contrib_emit,
             b.acc.numpy().view(np.uint32).tobytes() if b.acc is not None else b"")
            for b in m.buffers if b.state is not BufState.FREE)
        counters = tuple(m.counters.get(i, 0) for i in range(_N_COUNTERS))
    else:
        bufs = tuple(
            (int(m.state[b]), int(m.tag[b]), int(m.bitmap[b]), int(m.count[b]),
             int(m.nsum[b]), int(m.elems[b]), int(m.bjob[b]), bool(m.partial[b]),
             int(m.h_emit[b]), int(m.contrib_emit[b]),
             m.acc[b, :m.elems[b]].view(np.uint32).tobytes())
            for b in range(m.nb) if m.state[b] != 0)
        counters = tuple(int(m.ctr[i]) if i < len(m.ctr) else 0 for i in range(_N_COUNTERS))
    return table, m.h, m.job, bufs, counters


def _check_state(ref: AccelModel, plane: DataPlane, where: str) -> None:
    assert _state(plane) == _state(ref), where


def _burstable(f: AxisFrame, cfg: AccelParams) -> bool:
    """Whether `f` is exactly the frame switchd would build for its datagram: a data-class
    frame from a sender, canonical, headers correct (only then may it go into a burst)."""
    d = f.data
    if f.tkeep is not None or len(d) < HDR_OFF or _TOS.read(d) >> 2 != cfg.DATA_DSCP:
        return False
    fr = parse_frame(d)
    rebuilt = build_frame(dst_mac=cfg.switch_mac, src_mac=fr.src_mac, src_ip=fr.src_ip,
                          dst_ip=cfg.switch_ip, dscp=fr.dscp, ecn=fr.ecn, sport=fr.sport,
                          dport=cfg.UDP_PORT, udp_payload=d[HDR_OFF:])
    return rebuilt == d


def _same_run(f: AxisFrame, g: AxisFrame, mixed: bool) -> bool:
    """Whether `g` may join a run that `f` started: same length (and same sender unless
    the run is `mixed`)."""
    return len(g.data) == len(f.data) and (mixed or (
        location(g.data, g.src_port) == location(f.data, f.src_port)))


def compare(frames: Sequence[AxisFrame], cfg: AccelParams | None = None, *,
            bursts: str | None = None, plane: DataPlane | None = None) -> dict[str, int]:
    """Feed `frames` to AccelModel and DataPlane and check they agree after every step.
    With `bursts` = "sender", runs of consecutive burstable frames of one length from one
    sender go through `push_burst` (a UDP GSO burst); with "mixed", runs of one length from
    any senders go through `push_rows` (a batch switchd drained from its socket). Returns
    how many frames took which path."""
    cfg = cfg or AccelParams(EXACT=0)
    ref = AccelModel(cfg)
    plane = plane or DataPlane(cfg)
    stats = {"frames": 0, "batched": 0, "batches": 0}
    i = 0
    while i < len(frames):
        f = frames[i]
        j = i + 1
        if bursts and _burstable(f, cfg):
            while (j < len(frames) and _burstable(frames[j], cfg)
                   and _same_run(f, frames[j], bursts == "mixed")):
                j += 1
        if j - i >= 2:
            run = frames[i:j]
            want = []
            for g in run:
                want += _ref(ref.push(g))
            buf = b"".join(g.data[HDR_OFF:] for g in run)
            if bursts == "sender":
                got = plane.push_burst(location(f.data, f.src_port), _TOS.read(f.data),
                                       Burst(memoryview(buf), len(f.data) - HDR_OFF))
            else:
                locs = sorted({location(g.data, g.src_port) for g in run})
                where = np.array([locs.index(location(g.data, g.src_port)) for g in run])
                rows = np.frombuffer(buf, np.uint8).reshape(len(run), -1)
                got = plane.push_rows(rows, _TOS.read(f.data), where, locs)
            assert got is not None
            stats["batches"] += 1
            stats["batched"] += len(run)
            assert _ours(plane, got) == want, f"batch of frames {i}..{j - 1}"
            _check_state(ref, plane, f"after batch {i}..{j - 1}")
            stats["frames"] += len(run)
            i = j
            continue
        want = _ref(ref.push(f))
        got = plane.push(f.data, f.src_port, f.tkeep)
        assert _ours(plane, got) == want, f"frame {i}"
        assert plane.last_drop == ref.last_drop, f"frame {i}"
        _check_state(ref, plane, f"after frame {i}")
        stats["frames"] += 1
        i += 1
    for r in REGS:
        assert plane.read_reg(r) == ref.read_reg(r), f"register {r:#x}"
    return stats


def _data_class(f: AxisFrame, cfg: AccelParams) -> bool:
    """Whether `f` is a data-class candidate (docs/protocol.md section 4), read by scapy:
    IPv4 with the data DSCP, no options, not a fragment (MF or an offset), UDP, at least up
    to the protocol byte (of the raw bytes, for a frame with holes in its tkeep masks)."""
    n = f.length if f.keep_ok else len(f.data)
    if min(n, len(f.data)) < 24:
        return False
    pkt = Ether(f.data[:34].ljust(34, b"\0"))
    if not isinstance(pkt, Ether) or pkt.type != 0x0800 or IP not in pkt:  # (802.3: Dot3)
        return False
    ip = pkt[IP]
    return (ip.version == 4 and ip.tos >> 2 == cfg.DATA_DSCP and ip.ihl == 5
            and not int(ip.flags) & 1 and ip.frag == 0 and ip.proto == 17)


@pytest.mark.parametrize("seed", range(4))
def test_compiled_plane_takes_exactly_the_data_class(seed: int) -> None:
    """`isw_frame` (plane.cpp's own classification) takes a frame iff scapy reads it as a
    data-class candidate; everything else is left to the reference, the plane unchanged."""
    print(f"seed {seed}")
    rng = random.Random(700 + seed)
    ws = workers(3)
    frames = random_job(rng, ws, 30, k=4, h=3, p_bad=0.2, p_ctrl=0.15, p_regular=0.2)
    frames += [mutate(rng, f) for f in frames if f.tkeep is None and len(f.data) >= 64
               for _ in range(3)]
    cfg = AccelParams(K=4, EXACT=0)
    plane = DataPlane(cfg)
    taken = 0
    for i, f in enumerate(frames):
        before = _state(plane)
        got = plane._native_frame(f)
        if got is None:
            assert _state(plane) == before, f"frame {i}"
            plane._reference(f)
        else:
            taken += 1
        assert (got is not None) == _data_class(f, cfg), f"frame {i}"
    print(f"{taken} of {len(frames)} taken by the compiled plane")
    assert 0 < taken < len(frames)


# ---------------------------------------------------------------- the comparison can fail


class _Faulty(DataPlane):
    """DataPlane with one one-bit fault, injected once at the first chance: in a generated
    datagram (`datagram`: a payload or header bit; `burst`: the same from `push_rows`), its
    ToS byte, its destination bits, a regular frame, the drop reason, a counter or a stored
    sum."""

    def __init__(self, cfg: AccelParams, kind: str, bit: int) -> None:
        super().__init__(cfg)
        self.kind, self.bit, self.fired = kind, bit, False

    def _flip(self, outs: list, rows: bool) -> list:
        if self.fired:
            return outs
        k = self.kind
        if k in ("counter", "sum", "drop") and not rows:
            if k == "counter" and self.ctr[Reg.DATA_OK]:
                self.ctr[Reg.DATA_OK] ^= 1 << (self.bit % 32)
            elif k == "sum" and (busy := np.nonzero(self.state == 1)[0]).size:
                self.acc[busy[0]].view(np.uint32)[0] ^= 1 << (self.bit % 32)
            elif k == "drop" and self.last_drop is not None:
                self.last_drop = Reg(self.last_drop ^ 1)
            else:
                return outs
            self.fired = True
            return outs
        for i, o in enumerate(outs):
            if k == "regular" and isinstance(o, Regular) and not rows:
                b = bytearray(o.frame)
                b[self.bit % len(b) // 8] ^= 1 << (self.bit % 8)
                outs[i] = Regular(bytes(b))
            elif isinstance(o, Delivery) and (k == "burst") == rows and k != "regular":
                if k in ("datagram", "burst"):
                    b = np.array(np.frombuffer(memoryview(o.data).cast("B"), np.uint8))
                    b[self.bit // 8 % len(b)] ^= 1 << (self.bit % 8)
                    outs[i] = dataclasses.replace(o, data=b)
                elif k == "tos":
                    outs[i] = dataclasses.replace(o, tos=o.tos ^ 1 << (self.bit % 8))
                elif k == "dst_bits":
                    outs[i] = dataclasses.replace(o, dst_bits=o.dst_bits ^ 1 << (self.bit % 8))
                else:
                    continue
            else:
                continue
            self.fired = True
            return outs
        return outs

    def push(self, *a, **kw):  # type: ignore[no-untyped-def]
        return self._flip(list(super().push(*a, **kw)), rows=False)

    def push_rows(self, *a, **kw):  # type: ignore[no-untyped-def]
        got = super().push_rows(*a, **kw)
        return None if got is None else self._flip(list(got), rows=True)


@pytest.mark.parametrize("kind", ["datagram", "burst", "tos", "dst_bits", "regular", "drop",
                                  "counter", "sum"])
@pytest.mark.parametrize("seed", range(2))
def test_comparison_catches_a_one_bit_fault(seed: int, kind: str) -> None:
    """The cross-test is not vacuous: one flipped bit anywhere in what DataPlane gives (its
    outputs, drop reason, counters, stored sums) fails `compare`, and the same traffic
    without the fault passes."""
    print(f"seed {seed}")
    rng = random.Random(500 + seed)
    ws = workers(3)
    frames = random_job(rng, ws, 12, k=4, h=3, p_bad=0.2, p_regular=0.2)
    bit = rng.randrange(8 * 64)
    cfg = AccelParams(K=4, EXACT=0)
    compare(frames, cfg, bursts="mixed")
    plane = _Faulty(cfg, kind, bit)
    with pytest.raises(AssertionError):
        compare(frames, cfg, bursts="mixed", plane=plane)
    assert plane.fired


# ---------------------------------------------------------------- frame by frame


@pytest.mark.parametrize("seed", range(6))
def test_random_job_frame_by_frame(seed: int) -> None:
    print(f"seed {seed}")
    rng = random.Random(seed)
    n = rng.randint(2, 5)
    k = rng.choice([1, 2, 4, 16])
    h = rng.randint(1, n)
    frames = random_job(rng, workers(n), rng.randint(10, 60), k=k, h=h,
                        switches=rng.randint(0, 1))
    compare(frames, AccelParams(K=k, MEMBERS=rng.choice([n, 8, 16]), EXACT=0))


@settings(max_examples=25, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(1, 6), k=st.sampled_from([1, 2, 4, 8]),
       members=st.integers(1, 8), p_bad=st.sampled_from([0.0, 0.1, 0.3]))
def test_random_job_property(seed: int, n: int, k: int, members: int, p_bad: float) -> None:
    print(f"seed {seed}")
    rng = random.Random(seed)
    frames = random_job(rng, workers(n), rng.randint(1, 30), k=k, h=rng.randint(1, n),
                        p_bad=p_bad, p_ctrl=0.15, max_elems=rng.choice([1, 9, 48]))
    compare(frames, AccelParams(K=k, MEMBERS=members, EXACT=0))


def test_every_bad_input_and_control_action() -> None:
    """One of every bad-input builder of iswitch.sim.scenarios, every action, every register."""
    import iswitch.sim.scenarios as sc

    rng = random.Random(11)
    print("seed 11")
    ws = workers(3)
    w = ws[0]
    frames = setup(ws)
    bads = [getattr(sc, name) for name in sc.__all__ if name.startswith("bad_")
            and name != "bad_unknown_action"]
    for s, bad in enumerate(bads):
        frames.append(bad(w, s))
    frames += [sc.bad_unknown_action(w), sc.inbound_ack(w)]
    frames += [control(w, Action.QUERY, r, 0x700 + r) for r in REGS + [0x107, 0x300, 47]]
    frames += [data(x, 0, rand_bits(rng, 7)) for x in ws]
    frames += _every_data_drop(rng, ws)
    frames += [control(w, Action.HELP, 0, 1), control(w, Action.FBCAST, 0, 2),
               control(w, Action.HELP, 99, 3), control(ws[1], Action.LEAVE, 0, 4),
               control(ws[1], Action.LEAVE, 0, 5), control(w, Action.SETH, 0, 6),
               control(w, Action.SETH, 17, 7), control(w, Action.JOIN, 2, 8),
               control(w, Action.JOIN, 0, 9, job=7), control(w, Action.RESET, 1, 10),
               control(w, Action.JOIN, 0, 11), data(w, 5, rand_bits(rng, 3))]  # NO_THRESHOLD
    frames += [regular(rng, n, w.port_bit) for n in (1, 13, 60, 64, 1514)]
    plane = _Recording(AccelParams(EXACT=0))
    compare(frames, plane=plane)
    print(sorted(r.name for r in plane.native_drops))
    # the data-class bad inputs were the compiled plane's, each check of plane.cpp's own
    assert plane.native_drops >= {
        Reg.RUNT, Reg.TKEEP, Reg.OVERSIZE, Reg.TRUNCATED, Reg.IP_LEN, Reg.IP_CSUM,
        Reg.UDP_LEN, Reg.BAD_PORT, Reg.BAD_HEADER, Reg.ALIGN, Reg.COUNT_BEYOND,
        Reg.COUNT_SHORT, Reg.DIRECTION, Reg.NON_MEMBER, Reg.SPOOFED, Reg.BAD_JOB,
        Reg.NO_THRESHOLD, Reg.COLLISION, Reg.STALE, Reg.LATE, Reg.DUPLICATE, Reg.LEN_MISMATCH}


def _every_data_drop(rng: random.Random, ws: Sequence[Endpoint]) -> list[AxisFrame]:
    """Data frames that each fail one check of docs/protocol.md section 9 after segment 0
    of `ws` (3 members, K 16) completed: the frame checks the bad-input builders leave
    out, then every member, buffer and segment check."""
    w, v = ws[0], ws[1]
    good = data(w, 1, rand_bits(rng, 2)).data

    def f(b: bytes, ep: Endpoint = w) -> AxisFrame:
        return AxisFrame(b, make_tuser(len(b), ep.port_bit))

    csum = IPV4_FIELDS["csum"].read(good)
    return [
        f(good + bytes(4)),  # IP_LEN
        f(set_field(good, IPV4_FIELDS["csum"], csum ^ 1, fix_ip=False)),  # IP_CSUM
        f(set_field(good, UDP_FIELDS["dport"], 1234)),  # BAD_PORT
        f(set_field(good, DATA_FIELDS["magic"], MAGIC ^ 1, HDR_OFF)),  # BAD_HEADER
        data(w, 1, rand_bits(rng, 2), nsum=0),  # BAD_HEADER (nsum 0)
        data(w, 1, rand_bits(rng, 2), count=1),  # COUNT_SHORT
        data(w, 1, rand_bits(rng, 2), flags=Flag.DOWN),  # DIRECTION
        data(w, 1, rand_bits(rng, 2), worker_id=999),  # NON_MEMBER
        f(set_field(good, ETH_FIELDS["src_mac"], b"\x02" * 6)),  # SPOOFED
        data(w, 1, rand_bits(rng, 2), job=w.job ^ 1),  # BAD_JOB
        f(good),  # accepted: segment 1 aggregating
        data(v, 1 + 32, rand_bits(rng, 2)),  # COLLISION
        f(good),  # DUPLICATE
        data(v, 1, rand_bits(rng, 3)),  # LEN_MISMATCH
        data(v, 0, rand_bits(rng, 7)),  # LATE
        data(v, -32, rand_bits(rng, 7)),  # STALE (buffer 0 holds segment 0, newer)
    ]


class _Recording(DataPlane):
    """DataPlane noting the drop reasons of the frames the compiled plane took."""

    def __init__(self, cfg: AccelParams) -> None:
        super().__init__(cfg)
        self.native_drops: set[Reg] = set()

    def _native_frame(self, f: AxisFrame) -> list[Delivery | Regular] | None:
        got = super()._native_frame(f)
        if got is not None and self.last_drop is not None:
            self.native_drops.add(self.last_drop)
        return got


# ---------------------------------------------------------------- bursts (switchd's path)


def _bursty_job(rng: random.Random, ws: Sequence[Endpoint], n_segs: int, k: int, h: int,
                elems: int, p_mut: float = 0.05) -> list[AxisFrame]:
    """Workers send their segments in chunks (as one GSO send each), chunks interleaved,
    with corrupted copies, retransmissions inside a chunk (two datagrams for one buffer:
    the fallback), contributions lost and later FBcast, and control requests between."""
    out = setup(ws, h)
    nxt = [0] * len(ws)
    lost = []
    seq = 0x4000
    while min(nxt) < n_segs:
        i = rng.randrange(len(ws))
        w = ws[i]
        seq += 1
        if rng.random() < 0.1:
            c = rng.randrange(4)
            s = max(0, min(nxt) - rng.randrange(3))
            if c == 0:
                out.append(control(w, Action.HELP, s, seq))
            elif c == 1 and lost:
                out.append(control(w, Action.FBCAST, lost.pop(0), seq))
            elif c == 2:
                out += [control(w, Action.SETH, max(1, h - 1), seq),
                        control(w, Action.SETH, h, seq + 1)]
            else:
                out.append(control(w, Action.QUERY, Reg.DATA_OK, seq))
            continue
        chunk = rng.randint(1, k)
        for _ in range(chunk):
            s = nxt[i]
            if s >= n_segs or s >= min(nxt) + k:
                break
            f = data(w, s, rand_bits(rng, elems))
            nxt[i] += 1
            r = rng.random()
            if r < p_mut:
                out.append(mutate(rng, f))
            elif r < 2 * p_mut:
                lost.append(s)
            else:
                out.append(f)
                if rng.random() < p_mut:
                    out.append(data(w, s, rand_bits(rng, elems), flags=1))
    out += [control(ws[0], Action.FBCAST, s, 0x7F00 + s) for s in lost]
    return out


@pytest.mark.parametrize("bursts", ["sender", "mixed"])
@pytest.mark.parametrize("seed", range(8))
def test_bursts_match_reference(seed: int, bursts: str) -> None:
    print(f"seed {seed}")
    rng = random.Random(1000 + seed)
    n = rng.randint(2, 5)
    k = rng.choice([2, 4, 16])
    frames = _bursty_job(rng, workers(n), rng.randint(20, 80), k, rng.randint(1, n),
                         rng.choice([1, 8, 360]))
    stats = compare(frames, AccelParams(K=k, EXACT=0), bursts=bursts)
    print(stats)
    assert stats["batches"] > 0 and stats["batched"] > stats["batches"]


@settings(max_examples=20, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(1, 5), k=st.sampled_from([1, 2, 4, 8]),
       elems=st.sampled_from([1, 2, 7, 360]), p_mut=st.sampled_from([0.0, 0.05, 0.3]),
       bursts=st.sampled_from(["sender", "mixed"]))
def test_bursts_property(seed: int, n: int, k: int, elems: int, p_mut: float,
                         bursts: str) -> None:
    print(f"seed {seed}")
    rng = random.Random(seed)
    frames = _bursty_job(rng, workers(n), rng.randint(1, 40), k, rng.randint(1, n), elems,
                         p_mut)
    compare(frames, AccelParams(K=k, EXACT=0), bursts=bursts)


@pytest.mark.parametrize("bursts", ["sender", "mixed"])
def test_bursts_nan_payloads_and_subnormals(bursts: str) -> None:
    """Payloads of NaNs with distinct payloads and signs (quiet and signalling), subnormals,
    signed zeros and infinities: the compiled fold keeps the stored sum's NaN (quieted) where
    both are NaN, and every subnormal; bit for bit against AccelModel."""
    print("seed 31")
    rng = np.random.default_rng(31)
    ws = workers(4)
    frames = setup(ws)
    both_nan = 0
    pending: list[list[AxisFrame]] = [[] for _ in ws]
    for seg in range(24):
        kind = rng.integers(0, 4, (4, 360))
        vals = np.where(kind == 0, (rng.integers(0, 2, (4, 360)) << 31) | 0x7F800000
                        | rng.integers(1, 1 << 23, (4, 360)),  # NaN: any payload, sign
                        np.where(kind == 1, rng.integers(0, 1 << 23, (4, 360))
                                 | (rng.integers(0, 2, (4, 360)) << 31),  # subnormal / 0
                                 np.where(kind == 2, rng.choice([0x7F800000, 0xFF800000,
                                                                 0x80000000], (4, 360)),
                                          rng.integers(0x00800000, 0x7F000000, (4, 360)))))
        both_nan += int(((kind == 0).sum(axis=0) >= 2).sum())
        for i in range(4):
            pending[i].append(data(ws[i], seg, vals[i].astype(np.uint32).tolist()))
        if seg % 4 == 3:  # each member's 4 segments as a burst, the members in any order
            for i in rng.permutation(4):
                frames += pending[i]
                pending[i] = []
    assert both_nan > 1000
    stats = compare(frames, AccelParams(K=4, EXACT=0), bursts=bursts)
    assert stats["batched"] > 40


def test_burst_rejects_what_it_cannot_do() -> None:
    """Not the data class, too short or too long: None and nothing changed."""
    rng = random.Random(5)
    print("seed 5")
    ws = workers(2)
    plane = DataPlane()
    for f in setup(ws):
        plane.push(f.data, f.src_port)
    w = ws[0]
    loc = (w.mac, w.ip, w.port_bit)
    one = data(w, 0, rand_bits(rng, 4)).data[HDR_OFF:]
    before = list(plane.counters)
    assert plane.push_burst(loc, 0, Burst(memoryview(one * 2), len(one))) is None
    big = data(w, 0, rand_bits(rng, 360)).data[HDR_OFF:] + b"\0\0\0\0"
    assert plane.push_burst(loc, DATA_DSCP << 2, Burst(memoryview(big * 2), len(big))) is None
    assert plane.push_burst(loc, DATA_DSCP << 2, Burst(memoryview(bytes([MAGIC]) * 42), 21)) is None
    assert plane.counters == before and int(plane.state.sum()) == 0


# ---------------------------------------------------------------- the Backend, the log


def test_model_backend_exchange_is_switch_plus_accelerator() -> None:
    """exchange() = learning lookup, then the accelerator, then the output queues: frames
    per egress port, regular traffic forwarded by the lookup's decision."""
    rng = random.Random(8)
    print("seed 8")
    ws = workers(4)
    frames = random_job(rng, ws, 20, k=4, p_regular=0.2)
    backend = open_backend("model", AccelParams(K=4, EXACT=0))
    assert isinstance(backend, ModelBackend) and backend.name == "model"
    ref = AccelModel(AccelParams(K=4, EXACT=0))
    lookup = LearningSwitch()
    frames = [f for f in frames if f.tkeep is None and len(f.data) >= 14]
    for f in frames:  # (the Backend interface carries canonical frames; golden/switch_model
        # does not define frames without both MAC addresses)
        port = (f.src_port.bit_length() - 1) // 2
        tuser = lookup.forward(f.data, f.tuser)
        want = []
        for o in ref.push(AxisFrame(f.data, with_dst(tuser, 0))):
            dst = (tuser >> 24) & 0xFF if o.regular else o.frame.dst_ports
            want += [(q, o.frame.data) for q in queues_of(dst) if q < 4]
        assert backend.exchange([(port, f.data)]) == want
    assert backend.arrivals() == [f.data for f in frames]
    assert backend.arrivals() == []
    backend.close()


def test_log_records_every_aggregate_in_order(tmp_path) -> None:
    rng = random.Random(9)
    print("seed 9")
    ws = workers(3)
    path = tmp_path / "order.log"
    log = LogWriter(path)
    plane = DataPlane(AccelParams(K=4, EXACT=0), log)
    frames = setup(ws)
    expect = []
    for s in range(12):
        who = list(range(3))
        rng.shuffle(who)
        expect.append([ws[i].worker for i in who])
        frames += [data(ws[i], s, rand_bits(rng, 5)) for i in who]
    compare(frames, AccelParams(K=4, EXACT=0), plane=plane, bursts="mixed")
    log.close()
    recs = read_log(path)
    assert recs["seg"].tolist() == list(range(12))
    assert orders(recs) == expect
    assert set(recs["n"].tolist()) == {3} and set(recs["h"].tolist()) == {3}


def test_ingest_uses_bursts_and_frames_alike() -> None:
    """ModelBackend.ingest (switchd's entry) gives the same deliveries as frame-by-frame."""
    rng = random.Random(12)
    print("seed 12")
    senders = [Sender.number(i, ("127.0.0.1", 5000 + i)) for i in range(3)]
    fast, slow = ModelBackend(), ModelBackend()
    tos_c, tos_d = CTRL_DSCP << 2, DATA_DSCP << 2
    from iswitch.wire.proto import ControlHeader, DataHeader

    def dgs(kind: str, s: Sender, **kw: int) -> bytes:
        if kind == "join":
            return ControlHeader(job=5, seq=kw["seq"], worker=s.index, action=Action.JOIN).pack()
        if kind == "seth":
            return ControlHeader(job=5, seq=99, worker=s.index, action=Action.SETH,
                                 value=3).pack()
        vals = np.array(rand_bits(rng, 360), np.uint32).astype("<u4").tobytes()
        return DataHeader(job=5, seg=kw["seg"], worker=s.index, count=360).pack() + vals

    script = [(s, tos_c, [dgs("join", s, seq=s.index)]) for s in senders]
    script.append((senders[0], tos_c, [dgs("seth", senders[0])]))
    for s in senders:
        script.append((s, tos_d, [dgs("data", s, seg=g) for g in range(8)]))
    for s, tos, dlist in script:
        got, reg = fast.ingest(s, tos, Burst(memoryview(b"".join(dlist)), len(dlist[0])))
        want = []
        for d in dlist:
            want += [o for _b, o in slow.push(s.port_bit, frame_for(s, tos, d))]
        assert reg == 0
        assert [f for o in got for f in delivery_frames(o, fast.cfg)] == \
            [f for o in want for f in delivery_frames(o, slow.cfg)]
    assert fast.plane.counters == slow.plane.counters
    assert fast.plane.counters[Reg.AGG_TX] == 8


_ROWS = np.zeros((3, HDR_LEN + 4 * 360), np.uint8)
_LOC = (bytes(6), bytes(4), 1)


@pytest.mark.parametrize(("rows", "tos", "where", "error", "match"), [
    (_ROWS.view(np.uint16), DATA_DSCP << 2, np.zeros(3, np.int64), TypeError,
     "rows must be a 2-D uint8 array .* got a 2-D uint16"),
    (_ROWS.reshape(-1), DATA_DSCP << 2, np.zeros(3, np.int64), TypeError,
     "rows must be a 2-D uint8 array .* got a 1-D uint8"),
    (_ROWS.tolist(), DATA_DSCP << 2, np.zeros(3, np.int64), TypeError, "got list"),
    (_ROWS, DATA_DSCP << 2, np.zeros(2, np.int64), TypeError,
     "where must be an integer array of 3 location indices .* shape \\(2,\\)"),
    (_ROWS, DATA_DSCP << 2, np.zeros(3), TypeError, "got a 1-D float64"),
    (_ROWS, DATA_DSCP << 2, [0, 0, 0], TypeError, "got list"),
    (_ROWS, DATA_DSCP << 2, np.array([0, 1, 0]), ValueError, "outside 0..0 \\(the 1 loc"),
    (_ROWS, DATA_DSCP << 2, np.array([0, -1, 0]), ValueError, "outside 0..0"),
    (_ROWS, 256, np.zeros(3, np.int64), ValueError, "tos must be a ToS byte .* got 256"),
])
def test_push_rows_bad_arguments_are_refused_before_the_call(
        rows: object, tos: int, where: object, error: type, match: str) -> None:
    """Each kind of bad argument of `DataPlane.push_rows` gets its own clear error before
    the compiled code runs (it trusts its pointers), and the plane is left as it was."""
    plane = DataPlane(AccelParams(K=4, EXACT=0))
    before = plane.counters
    with pytest.raises(error, match=match):
        plane.push_rows(rows, tos, where, [_LOC])  # type: ignore[arg-type]
    assert plane.counters == before
