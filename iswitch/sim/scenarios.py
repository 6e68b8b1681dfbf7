"""Scenario library: plain functions that build input sequences for `iswitch_accel`.

Every function returns `AxisFrame`s (golden/accel_model.py) ready to be fed both to the golden
model (`AccelModel.run`) and to a testbench driving `s_axis`: workers and their control
requests, data segments of any length, random interleavings, regular traffic, and one
function per kind of bad input (docs/protocol.md sections 4 and 9). No cocotb, no MyHDL.

Conventions: worker `i` has id `100 + i`, MAC 02:00:00:00:01:ii, IP 10.0.1.(i+1) and hangs
off NetFPGA port `PORTS[i % 4]` (nf0..nf3 one-hot); every job is `JOB` unless given.
"""

from __future__ import annotations

import random
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import torch

from golden.accel_model import AxisFrame, make_tuser
from golden.fold import from_bits
from golden.tree import (
    CONTROLLER_ID,
    CONTROLLER_PORT_BIT,
    UPLINK_PORT,
    Topology,
    TreeModel,
)
from iswitch import wire
from iswitch.sim.stimulus import exact_frame
from iswitch.util import checks
from iswitch.wire import ETH_LEN, ETHERTYPE_IPV6, IP_LEN, NF_PORT_BITS, PAYLOAD_OFF, nf_bit
from iswitch.wire.proto import (
    CTRL_DSCP,
    DATA_DSCP,
    ETHERTYPE_IPV4,
    SWITCH_IP,
    SWITCH_MAC,
    UDP_PORT,
    Action,
    ControlHeader,
    DataHeader,
    build_control_frame,
    build_data_frame,
    build_frame,
    fix_ip_checksum,
    set_field,
)
from iswitch.worker import Endpoint, SendWindow

JOB = 0x1234
PORTS = NF_PORT_BITS  #: TUSER source bits of nf0..nf3
FULL = 0xFFFF_FFFF  #: tkeep of a full beat
#: fp32 bit patterns that exercise the adder's special cases (zeros, subnormals, infs, NaNs)
SPECIAL = (0x0000_0000, 0x8000_0000, 0x0000_0001, 0x8000_0001, 0x007F_FFFF, 0x7F80_0000,
           0xFF80_0000, 0x7FC0_0000, 0x7F80_0001, 0x7F7F_FFFF, 0x0080_0000, 0x3F80_0000)


# ---------------------------------------------------------------- workers


def worker(i: int, job: int = JOB) -> Endpoint:
    """Worker number `i` (id 100 + i) of the conventions above."""
    return Endpoint(worker=100 + i, job=job, mac=bytes([2, 0, 0, 0, 1, i & 0xFF]),
                    ip=bytes([10, 0, 1, (i + 1) & 0xFF]), port_bit=PORTS[i % 4])


def frame(w: Endpoint, b: bytes) -> AxisFrame:
    """`b` as a canonical stream frame from `w`'s switch port (TUSER length exact)."""
    return AxisFrame(b, make_tuser(len(b), w.port_bit))


def workers(n: int, job: int = JOB) -> list[Endpoint]:
    """Workers 0..n-1."""
    return [worker(i, job) for i in range(n)]


# ---------------------------------------------------------------- control


def control_bytes(w: Endpoint, action: int, value: int = 0, seq: int = 0, *, job: int | None = None,
                  worker_id: int | None = None) -> bytes:
    """A control request frame (64 bytes) from `w`."""
    hdr = ControlHeader(job=w.job if job is None else job, seq=seq & FULL,
                        worker=w.worker if worker_id is None else worker_id, action=action,
                        value=value & FULL)
    return build_control_frame(hdr, src_mac=w.mac, src_ip=w.ip, sport=w.sport)


def control(w: Endpoint, action: int, value: int = 0, seq: int = 0, **kw: int) -> AxisFrame:
    """A control request from `w` as a stream frame (`job`, `worker_id` override)."""
    return frame(w, control_bytes(w, action, value, seq, **kw))


def query(w: Endpoint, reg: int, seq: int = 0) -> AxisFrame:
    """Query of register `reg` (docs/protocol.md section 10)."""
    return control(w, Action.QUERY, reg, seq)


def queries(w: Endpoint, regs: Iterable[int], seq: int = 0x5100) -> list[AxisFrame]:
    """One Query per register, sequence numbers from `seq`."""
    return [query(w, r, seq + k) for k, r in enumerate(regs)]


def join_all(ws: Sequence[Endpoint], entity: int = 0) -> list[AxisFrame]:
    """A Join from every worker, in order (they get table entries 0, 1, ...)."""
    return [control(w, Action.JOIN, entity, 0x1000 + k) for k, w in enumerate(ws)]


def setup(ws: Sequence[Endpoint], h: int | None = None) -> list[AxisFrame]:
    """Every worker joins, then the first sets H (default: the number of workers)."""
    return join_all(ws) + [control(ws[0], Action.SETH, len(ws) if h is None else h, 0x2000)]


# ---------------------------------------------------------------- data


def rand_bits(rng: random.Random, n: int, p_special: float = 0.1,
              p_random: float = 0.1) -> list[int]:
    """`n` fp32 bit patterns: mostly ordinary magnitudes (so sums round and cancel), some
    special values of either sign (`p_special`) and some random patterns (`p_random`, NaN
    payloads included)."""
    out = []
    for _ in range(n):
        r = rng.random()
        if r < p_special:
            out.append(rng.choice(SPECIAL) ^ (rng.getrandbits(1) << 31))
        elif r < p_special + p_random:
            out.append(rng.getrandbits(32))
        else:
            out.append(struct.unpack("<I", struct.pack("<f", rng.uniform(-4, 4)))[0])
    return out


def payload_of(bits: Sequence[int]) -> bytes:
    """fp32 bit patterns as little-endian payload bytes."""
    return struct.pack(f"<{len(bits)}I", *bits)


def data_bytes(w: Endpoint, seg: int, bits: Sequence[int], *, flags: int = 0, nsum: int = 1,
               count: int | None = None, job: int | None = None,
               worker_id: int | None = None) -> bytes:
    """A data frame of `w` for segment `seg` carrying `bits` (header fields overridable)."""
    hdr = DataHeader(job=w.job if job is None else job, seg=seg & FULL,
                     worker=w.worker if worker_id is None else worker_id,
                     count=len(bits) if count is None else count, nsum=nsum, flags=flags)
    return build_data_frame(hdr, payload_of(bits), src_mac=w.mac, src_ip=w.ip, sport=w.sport)


def data(w: Endpoint, seg: int, bits: Sequence[int], **kw: int) -> AxisFrame:
    """A data frame as a stream frame (see `data_bytes`)."""
    return frame(w, data_bytes(w, seg, bits, **kw))


def as_exact(frames: Iterable[AxisFrame]) -> list[AxisFrame]:
    """The same traffic for a job in the exact mode (`stimulus.exact_frame`)."""
    return [AxisFrame(exact_frame(f.data), f.tuser, f.tkeep) for f in frames]


def interleave(rng: random.Random, streams: Sequence[Sequence[AxisFrame]]) -> list[AxisFrame]:
    """A random merge of the streams that keeps each stream's own order."""
    pos = [0] * len(streams)
    left = [len(s) for s in streams]
    out: list[AxisFrame] = []
    while any(left):
        # pick a stream with probability proportional to what it has left: uniform merges
        i = rng.choices(range(len(streams)), weights=left)[0]
        out.append(streams[i][pos[i]])
        pos[i] += 1
        left[i] -= 1
    return out


def sync_round(rng: random.Random, ws: Sequence[Endpoint], counts: Sequence[int],
               base_seg: int = 0, *, shuffle: bool = True) -> list[AxisFrame]:
    """Every worker sends segments base_seg + i (`counts[i]` random elements each).

    With `shuffle` the workers' streams (each in segment order) are randomly interleaved;
    otherwise segment by segment, workers in order. The caller keeps len(counts) <= K
    per round so that the window holds (docs/protocol.md section 8)."""
    per_worker = [[data(w, base_seg + i, rand_bits(rng, c)) for i, c in enumerate(counts)]
                  for w in ws]
    if shuffle:
        return interleave(rng, per_worker)
    return [per_worker[j][i] for i in range(len(counts)) for j in range(len(ws))]


def random_gradients(seed: int, workers: int, segments: int,
                     n_elems: int | None = None) -> list[torch.Tensor]:
    """Flat fp32 gradients of `workers` workers, `segments` segments long (the last one short:
    17 elements; or `n_elems` elements long), random magnitudes 1e-6..1e2, with the awkward
    values in segment 3 (if there is one): a signalling and a quiet NaN added (the first
    wins, quieted), inf + -inf (the default NaN), one NaN among numbers (worker 2's, with 3
    workers or more), -0.0 from every worker and subnormals."""
    g = torch.Generator().manual_seed(seed)
    n = wire.MAX_ELEMS * (segments - 1) + 17 if n_elems is None else n_elems
    grads = [torch.randn(n, generator=g) * 10.0 ** torch.randint(-6, 3, (n,), generator=g)
             for _ in range(workers)]
    b = 3 * wire.MAX_ELEMS
    if n < b + 5:
        return grads
    if workers >= 2:
        grads[0][b + 0] = from_bits([0x7FA0_0001])[0]  # signalling NaN ...
        grads[1][b + 0] = from_bits([0xFFC1_2345])[0]  # ... + quiet NaN: the first, quieted
        grads[0][b + 1] = float("inf")
        grads[1][b + 1] = float("-inf")  # inf + -inf: the default NaN
    if workers >= 3:
        grads[2][b + 2] = from_bits([0x7FC0_0BAD])[0]  # one NaN among numbers
    for w in range(workers):
        grads[w][b + 3] = -0.0
        grads[w][b + 4] = from_bits([0x0000_0001 + w])[0]  # subnormals
    return grads


# ---------------------------------------------------------------- regular traffic


def regular(rng: random.Random, n: int, port: int = PORTS[0], kind: str | None = None) -> AxisFrame:
    """A regular frame of `n` bytes: random bytes, an IPv4/UDP frame with an ordinary DSCP,
    or a non-IPv4 EtherType (`kind` in 'random', 'ipv4', 'other'; random if None). Its
    source MAC is never the switch's, so a testbench can tell it from generated frames."""
    kind = kind or rng.choice(("random", "ipv4", "other"))
    if kind == "ipv4" and n >= 42:
        dscp = rng.choice([0, 8, 10, 26, 46, 28, 30])
        b = build_frame(dst_mac=bytes([2, 9, 9, 9, 9, 9]), src_mac=bytes([2, 8, 8, 8, 8, 8]),
                        src_ip=bytes([10, 9, 0, 1]), dst_ip=bytes([10, 9, 0, 2]), dscp=dscp,
                        sport=1234, dport=UDP_PORT, udp_payload=bytes(rng.getrandbits(8)
                                                                       for _ in range(n - 42)))
    else:
        b = bytearray(rng.getrandbits(8) for _ in range(n))
        src, et = wire.ETH_FIELDS["src_mac"], wire.ETH_FIELDS["ethertype"]
        if n >= src.end:
            b[src.offset:src.end] = bytes([2, 8, 8, 8, 8, rng.getrandbits(8)])
        if n >= et.end and (kind == "other" or et.read(b) == ETHERTYPE_IPV4):
            et.put(b, ETHERTYPE_IPV6)
        b = bytes(b)
    return AxisFrame(b, make_tuser(len(b), port, rng.getrandbits(8)))


# ---------------------------------------------------------------- bad input


def udp_frame(w: Endpoint, udp_payload: bytes, dscp: int = DATA_DSCP) -> bytes:
    """An Ethernet/IPv4/UDP frame to the switch from `w` around any UDP payload."""
    return build_frame(dst_mac=SWITCH_MAC, src_mac=w.mac, src_ip=w.ip, dst_ip=SWITCH_IP,
                       dscp=dscp, sport=w.sport, dport=UDP_PORT, udp_payload=udp_payload)


def holey(w: Endpoint, b: bytes, masks: Sequence[int]) -> AxisFrame:
    """`b` padded to whole beats and sent with the per-beat tkeep `masks`."""
    return AxisFrame(b + bytes(32 * len(masks) - len(b)), make_tuser(len(b), w.port_bit),
                     tuple(masks))


def bad_runt(w: Endpoint, seg: int) -> AxisFrame:
    """A data frame cut to 50 bytes (shorter than the 64-byte headers): RUNT."""
    return frame(w, data_bytes(w, seg, [1, 2])[:50])


def bad_truncated(w: Endpoint, seg: int) -> AxisFrame:
    """A 10-element data frame cut to 100 bytes (IP total length says 104): TRUNCATED."""
    return frame(w, data_bytes(w, seg, list(range(10)))[:100])


def bad_ihl(w: Endpoint, seg: int) -> AxisFrame:
    """IHL 6: passes as regular traffic, counted as BYPASS_IHL."""
    return frame(w, set_field(data_bytes(w, seg, [1, 2]), wire.IPV4_FIELDS["ver_ihl"], 0x46))


def bad_fragment(w: Endpoint, seg: int) -> AxisFrame:
    """MF set: passes as regular traffic, counted as BYPASS_FRAG."""
    return frame(w, set_field(data_bytes(w, seg, [1, 2]), wire.IPV4_FIELDS["frag"], 0x2000))


def bad_udp_len(w: Endpoint, seg: int) -> AxisFrame:
    """UDP length 32 in a frame whose IP total length says 58: UDP_LEN."""
    return frame(w, set_field(data_bytes(w, seg, [1, 2]), wire.UDP_FIELDS["udp_len"], 0x20))


def bad_count_beyond(w: Endpoint, seg: int) -> AxisFrame:
    """count 3 with 2 floats of payload: COUNT_BEYOND."""
    return frame(w, udp_frame(w, DataHeader(w.job, seg, w.worker, 3).pack() + bytes(8)))


def bad_align(w: Endpoint, seg: int) -> AxisFrame:
    """6 payload bytes (not a whole number of floats): ALIGN."""
    return frame(w, udp_frame(w, DataHeader(w.job, seg, w.worker, 1).pack() + bytes(6)))


def bad_oversize(w: Endpoint, seg: int) -> AxisFrame:
    """361 elements (1508 bytes, 48 beats): OVERSIZE."""
    return data(w, seg, list(range(361)))


def bad_tkeep_hole(w: Endpoint, seg: int) -> AxisFrame:
    """A 2-element data frame (72 bytes) with a hole in beat 1: TKEEP."""
    return holey(w, data_bytes(w, seg, [1, 2]), (FULL, 0xFFFE_FFFF, 0xFF))


def bad_tkeep_last(w: Endpoint, seg: int) -> AxisFrame:
    """The same frame with a last-beat mask not contiguous from bit 0: TKEEP."""
    return holey(w, data_bytes(w, seg, [1, 2]), (FULL, FULL, 0xF0))


def bad_unknown_action(w: Endpoint, action: int = 77) -> AxisFrame:
    """A control request with an unknown action code: BAD_ACTION, answered."""
    return control(w, action, 0, 0x77)


def inbound_ack(w: Endpoint) -> AxisFrame:
    """An Ack sent to the switch: ACK_IN, not answered."""
    return control(w, Action.ACK, 0, 0x78)


# ---------------------------------------------------------------- random jobs


def mutate(rng: random.Random, f: AxisFrame) -> AxisFrame:
    """A copy of `f` with one random corruption: a bit flip in the 64 header bytes (IP
    checksum left stale or recomputed), a cut, trailing bytes, or a tkeep hole."""
    x = bytearray(f.data)
    fault = rng.randrange(5)
    if fault == 0:
        x[rng.randrange(min(PAYLOAD_OFF, len(x)))] ^= 1 << rng.randrange(8)
    elif fault == 1:  # in the UDP or iSwitch header, the IP checksum fixed: a later check fails
        x[rng.randrange(ETH_LEN + IP_LEN, min(PAYLOAD_OFF, len(x)))] ^= 1 << rng.randrange(8)
        x = bytearray(fix_ip_checksum(x))
    elif fault == 2:
        del x[rng.randrange(1, len(x)):]
    elif fault == 3:
        x += bytes(rng.getrandbits(8) for _ in range(rng.randrange(1, 40)))
    else:
        nb = (len(x) + 31) // 32
        masks = [FULL] * (nb - 1) + [(1 << (len(x) - 32 * (nb - 1))) - 1]
        j = rng.randrange(nb)
        masks[j] &= ~(1 << rng.randrange(32)) & FULL
        x += bytes(32 * nb - len(x))
        return AxisFrame(bytes(x), f.tuser, tuple(masks))
    return AxisFrame(bytes(x), make_tuser(len(x), f.src_port))


def random_job(rng: random.Random, ws: Sequence[Endpoint], n_segs: int, *, k: int = 16,
               p_loss: float = 0.03, p_retx: float = 0.03, p_ctrl: float = 0.06,
               p_bad: float = 0.05, p_regular: float = 0.08,
               max_elems: int = 48, h: int | None = None,
               switches: int = 0) -> list[AxisFrame]:
    """A random but plausible job: `ws` join, H = `h` (default len(ws)), then segments
    0..n_segs-1. The first `switches` members join as switches (entity type 1) and send
    random `nsum` values (aggregates of their own subtrees).

    Every worker sends one contribution per segment (random element count per segment, up
    to `max_elems`), the workers' streams randomly interleaved, a segment sent only when it
    lies within `k` of the oldest segment not yet sent by everyone (the window). Some
    contributions are lost (`p_loss`: the segment is then released later by an FBcast),
    some sent twice (`p_retx`, flag RETX: a DUPLICATE or LATE drop). Between them: control
    requests (Query of a random register, Help and FBcast of a recent segment, SetH down and
    up, a Leave and re-Join), corrupted copies of data frames (`mutate`) and regular frames.
    """
    # a share of 1 or more for the frames that are not contributions would never send one:
    # the loop below would run (and grow `out`) forever
    for name, v in (("p_loss", p_loss), ("p_retx", p_retx), ("p_ctrl", p_ctrl),
                    ("p_bad", p_bad), ("p_regular", p_regular)):
        checks.float_in(name, v, 0.0, 1.0)
    if p_ctrl + p_bad + p_regular >= 1.0:
        raise ValueError(f"p_ctrl + p_bad + p_regular must be < 1 (the rest are "
                         f"contributions), got {p_ctrl + p_bad + p_regular:g}")
    if not ws:
        raise ValueError("random_job needs at least one worker")
    checks.int_in("n_segs", n_segs, 0)
    checks.int_in("k", k, 1)
    checks.int_in("max_elems", max_elems, 1, wire.MAX_ELEMS)
    checks.int_in("switches", switches, 0, len(ws))
    h = len(ws) if h is None else h
    out = [control(w, 1, int(i < switches), 0x1000 + i) for i, w in enumerate(ws)]
    out.append(control(ws[0], 4, h, 0x2000))
    counts = [rng.randint(1, max_elems) for _ in range(n_segs)]
    nxt = [0] * len(ws)  # next segment of each worker
    lost: list[int] = []
    seq = 0x3000
    regs = [*wire.COUNTERS, *wire.STATUS_REGS]
    regs += [wire.Reg.MEMBER_BASE + i for i in range(len(ws) + 1)]
    while min(nxt) < n_segs:
        seq += 1
        r = rng.random()
        w = rng.choice(ws)
        if r < p_ctrl:
            c = rng.randrange(6)
            recent = max(0, min(nxt) - rng.randrange(4))
            if c == 0:
                out.append(query(w, rng.choice(regs), seq))
            elif c == 1:
                out.append(control(w, 6, recent, seq))  # Help
            elif c == 2 and lost:
                out.append(control(w, 5, lost.pop(0), seq))  # FBcast of a lost segment
            elif c == 3:
                out.append(control(w, 5, recent, seq))  # FBcast (often ALREADY_DONE)
            elif c == 4:
                out += [control(w, 4, max(1, h - 1), seq),
                        control(w, 4, h, seq + 1)]  # SetH down (sweep) and back up
            else:  # Leave and re-Join (as the same entity type)
                out += [control(w, 2, 0, seq), control(w, 1, int(ws.index(w) < switches),
                                                       seq + 1)]
            continue
        if r < p_ctrl + p_regular:
            out.append(regular(rng, rng.choice([60, 64, 65, 128, 1514, rng.randint(1, 300)]),
                               w.port_bit))
            continue
        i = ws.index(w)
        s = nxt[i]
        if s >= n_segs or s >= min(nxt) + k:
            continue
        nsum = rng.randint(1, 0xFFFF) if i < switches else 1
        f = data(w, s, rand_bits(rng, counts[s]), nsum=nsum)
        if r < p_ctrl + p_regular + p_bad:
            out.append(mutate(rng, f))
            continue
        nxt[i] += 1
        if rng.random() < p_loss:
            lost.append(s)
            continue
        out.append(f)
        if rng.random() < p_retx:
            out.append(data(w, s, rand_bits(rng, counts[s]), flags=1, nsum=nsum))
    out += [control(ws[0], 5, s, 0x3F00 + s) for s in lost]  # release what is left
    return out


# ---------------------------------------------------------------- a tree of switches
# A child's inputs besides its members': its controller (on the host port) and its parent
# on the uplink (nf3, golden.tree's convention): Acks to the child's requests, results.

UPLINK = nf_bit(UPLINK_PORT)  #: a child's uplink port bit


def controller(i: int = 0, job: int = JOB) -> Endpoint:
    """Controller number `i` (never a member), on the host port of its switch."""
    return Endpoint(worker=CONTROLLER_ID, job=job, mac=bytes([2, 0, 0, 0, 2, i & 0xFF]),
                    ip=bytes([10, 0, 2, (i + 1) & 0xFF]), port_bit=CONTROLLER_PORT_BIT)


def parent_ack(acked: int, *, status: int = 0, result: int = 0, worker: int = 0x8001,
               value: int = 1, seq: int = 1, job: int = JOB) -> AxisFrame:
    """The parent's Ack of a child's request (from the switch address, into the uplink)."""
    f = build_control_frame(ControlHeader(job, seq, worker, Action.ACK, status, value, result,
                                          acked), src_mac=SWITCH_MAC, src_ip=SWITCH_IP,
                            dst_mac=SWITCH_MAC, dst_ip=SWITCH_IP)
    return AxisFrame(f, make_tuser(len(f), UPLINK))


def parent_result(seg: int, bits: Sequence[int], *, nsum: int = 5, contrib: int = 0,
                  flags: int = 0, port: int = UPLINK, job: int = JOB) -> AxisFrame:
    """An aggregate of the parent (`DOWN | AGG` and `flags`), as it arrives on `port`."""
    hdr = DataHeader(job, seg & FULL, wire.SWITCH_WORKER_ID, len(bits), nsum,
                     int(wire.Flag.AGG | wire.Flag.DOWN) | flags, contrib, 3)
    f = build_data_frame(hdr, payload_of(bits), src_mac=SWITCH_MAC, src_ip=SWITCH_IP,
                         dst_mac=wire.BROADCAST_MAC, dst_ip=wire.BROADCAST_IP)
    return AxisFrame(f, make_tuser(len(f), port))


def child_setup(ws: Sequence[Endpoint], member_id: int = 0x8001, index: int = 2,
                h: int | None = None) -> list[AxisFrame]:
    """A child's set-up: SetRole (uplink nf3, `member_id`), the parent's Ack of its Join
    (entry `index`), the workers' Joins, SetH (default: their number)."""
    c = controller()
    return ([control(c, Action.SETROLE, wire.child_role(UPLINK, member_id), 0x100),
             parent_ack(Action.JOIN, result=index, worker=member_id, seq=0x100)]
            + join_all(ws) + [control(c, Action.SETH, len(ws) if h is None else h, 0x2000)])



@dataclass
class TreeJob:
    """A job run through a `golden.tree.TreeModel` by `tree_job`: the model (its per-switch
    `inputs` and `orders`), every worker's contributions by segment, and what each worker
    received (segment -> the aggregate frame)."""

    model: TreeModel
    leaves: dict[int, dict[int, torch.Tensor]]
    got: dict[int, dict[int, AxisFrame]]
    helps: int = 0  #: Help requests the workers sent
    no_segment: int = 0  #: ... answered NO_SEGMENT (never, if the window holds)


def tree_job(rng: random.Random, spec: str, n_segs: int, *, k: int = 4, max_elems: int = 24,
             p_data: float = 0.0, p_up: float = 0.0, p_down: float = 0.0, p_agg: float = 0.0,
             cfg: wire.AccelParams | None = None, mode: wire.Mode = wire.Mode.FOLD,
             max_steps: int = 200_000) -> TreeJob:
    """A synchronous job over the tree `spec` (`golden.tree.Topology.parse`): the tree is
    built (roles, Joins, H), then every worker sends segments 0..n_segs-1 (random element
    counts, the same cut everywhere) honouring the window `k`, and recovers exactly as
    docs/protocol.md sections 8 and 12 say: when nothing is in flight and no worker can
    send, every worker that misses an aggregate sends Help, and re-sends its data with RETX
    when Help answers NOT_DONE.
    Losses: a worker's data (`p_data`), a child's frame to its parent (`p_up`), a parent's
    frame to a child (`p_down`), a frame to a worker (`p_agg`); control requests from
    workers are never lost. Every switch has the parameters `cfg` (default: the defaults);
    the job runs in the arithmetic mode `mode` (its data frames with the flag EXACT).
    RuntimeError if the job makes no progress."""
    topo = Topology.parse(spec)
    up_links = {(n.name, n.parent) for n in topo.switches if n.parent is not None}

    def lose(src: str, dst: str, f: AxisFrame) -> bool:
        if src.startswith("w") and dst in tm.models:
            p = p_data if src[1:].isdigit() else 0.0
        elif (src, dst) in up_links:
            p = p_up
        elif (dst, src) in up_links:
            p = p_down
        else:
            p = p_agg
        return rng.random() < p

    tm = TreeModel(topo, cfg or wire.AccelParams(), seed=rng.getrandbits(32), mode=mode)
    tm.build()
    exact = wire.Flag.EXACT if mode == wire.Mode.EXACT else 0
    tm.lose = lose
    counts = [rng.randint(1, max_elems) for _ in range(n_segs)]
    ids = [w.endpoint.worker for w in topo.workers]
    eps = {w.endpoint.worker: w.endpoint for w in topo.workers}
    bits = {(i, s): rand_bits(rng, counts[s]) for i in ids for s in range(n_segs)}
    leaves = {s: {i: torch.tensor(bits[(i, s)], dtype=torch.int64).to(torch.int32).view(
        torch.float32) for i in ids} for s in range(n_segs)}
    windows = {i: SendWindow(k) for i in ids}
    nxt = dict.fromkeys(ids, 0)
    got: dict[int, dict[int, AxisFrame]] = {i: {} for i in ids}
    seen = dict.fromkeys(ids, 0)
    job = TreeJob(tm, leaves, got)
    for _ in range(max_steps):
        for i in ids:  # what arrived at the workers
            box = tm.inbox.get(i, [])
            for f in box[seen[i]:]:
                if wire.vt_type(wire.DATA_FIELDS["vt"].read(f.data, wire.HDR_OFF)) == 0:
                    hdr = DataHeader.unpack(f.data[wire.HDR_OFF:])
                    if hdr.seg not in got[i]:
                        got[i][hdr.seg] = f
                        windows[i].on_aggregate(hdr.seg)
                else:
                    a = ControlHeader.unpack(f.data[wire.HDR_OFF:])
                    job.no_segment += a.status == wire.Status.NO_SEGMENT
                    if a.acked == Action.HELP and a.status == wire.Status.NOT_DONE:
                        tm.send(i, data_bytes(eps[i], a.value, bits[(i, a.value)],
                                              flags=wire.Flag.RETX | exact))
            seen[i] = len(box)
        if all(len(g) == n_segs for g in got.values()):
            return job
        ready = [i for i in ids if nxt[i] < n_segs and windows[i].can_send(nxt[i])]
        i = rng.choice(ids)
        if i in ready:
            tm.send(i, data_bytes(eps[i], nxt[i], bits[(i, nxt[i])], flags=exact))
            nxt[i] += 1
        elif not tm.step() and not ready:  # quiet: who misses an aggregate asks for it
            for j in ids:
                missing = [s for s in range(nxt[j]) if s not in got[j]]
                if missing:
                    job.helps += 1
                    sw, ep = tm.where[j]
                    tm.inject(sw, ep.port_bit, control_bytes(ep, Action.HELP, missing[0],
                                                             0x4000 + job.helps))
    raise RuntimeError(f"tree job {spec}: no progress after {max_steps} steps")


__all__ = [
    "CTRL_DSCP", "DATA_DSCP", "FULL", "JOB", "PORTS", "SPECIAL", "UPLINK", "TreeJob",
    "bad_align", "bad_count_beyond", "bad_fragment", "bad_ihl", "bad_oversize", "bad_runt",
    "bad_tkeep_hole", "bad_tkeep_last", "bad_truncated", "bad_udp_len", "bad_unknown_action",
    "child_setup", "control", "control_bytes", "controller", "data", "data_bytes", "frame",
    "holey", "inbound_ack", "interleave", "join_all", "mutate", "parent_ack", "parent_result",
    "payload_of", "queries", "query", "rand_bits", "random_gradients", "random_job", "regular",
    "setup", "sync_round", "tree_job", "udp_frame", "worker", "workers",
]
