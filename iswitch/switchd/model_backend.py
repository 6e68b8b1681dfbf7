"""The `model` backend of iswitch-switchd: a fast software data plane with exactly the
accelerator's semantics (docs/accel.md, docs/protocol.md).

`DataPlane` keeps the accelerator's state (2K segment buffers, the membership table, H, the
bound job, every counter) in numpy arrays and implements it twice over the same state:

- `DataPlane.push`: one frame at a time, every check in the order of docs/protocol.md
  section 9, the way `golden.accel_model.AccelModel.push` (the transaction-level reference)
  does it;
- `DataPlane.push_burst`: a burst of same-size data datagrams from one sender (what one
  UDP GSO send of a worker delivers), checked and added with numpy over all datagrams at
  once. Datagrams of one burst that land in distinct buffers do not interact, so doing them
  together is the same as doing them one after the other; a burst in which two datagrams hit
  the same buffer is handed back (None) and the caller pushes it frame by frame.

Sums: the accelerator folds a segment's contributions in arrival order, stored sum first
(``acc = c0; acc = acc + c1; ...``), with `iswitch.switchd.fold.add_into` (numpy's float32
add plus the adder's both-NaN rule); tests/test_switchd_model.py checks this module against
AccelModel bit for bit.

`ModelBackend` puts the reference switch around it (golden/switch_model.py: the learning
output port lookup sees every frame first; the accelerator sits between the lookup and the
output queues, docs/splicer.md) and implements `iswitch.switchd.backend.Backend`.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from golden.accel_model import AccelConfig
from golden.switch_model import (
    FLOOD_PORTS,
    HOST_PORTS,
    LearningSwitch,
    make_tuser,
    port_bit,
    tuser_fields,
)
from iswitch.dgram import DATA_DTYPE, Burst
from iswitch.proto import (
    BROADCAST_IP,
    BROADCAST_MAC,
    ETH_LEN,
    ETHERTYPE_IPV4,
    F_AGG,
    F_DOWN,
    F_PARTIAL,
    F_REPLAY,
    HDR_LEN,
    HDR_OFF,
    IP_LEN,
    IPPROTO_UDP,
    MAGIC,
    MAX_ELEMS,
    MAX_FRAME,
    PAYLOAD_OFF,
    SWITCH_WORKER_ID,
    TYPE_CTRL,
    TYPE_DATA,
    VERSION,
    VT_DATA,
    Action,
    ControlHeader,
    Reg,
    Status,
    build_frame,
    ip_checksum,
)
from iswitch.switchd.backend import PORTS, Sender, frame_for
from iswitch.switchd.fold import add_into
from iswitch.switchd.log import F_LOG_PARTIAL, NO_WORKER, ORDER_LEN, RECORD, LogWriter

FREE, AGG, DONE = 0, 1, 2  #: buffer states
_N_COUNTERS = max(r for r in Reg if r < 0x100) + 1
_ACTIONS = frozenset(int(a) for a in Action)
_BYPASS = (Reg.BYPASS_IHL, Reg.BYPASS_FRAG, Reg.BYPASS_PROTO)


@dataclass(frozen=True)
class Delivery:
    """Datagrams the switch generated: a burst (`iswitch.dgram.Burst` layout) with the IPv4
    ToS byte and the TUSER destination bits the accelerator gave them. `dst` is the unicast
    destination (MAC, IPv4, UDP port) of Acks and Help replays; None means the broadcast of
    an aggregate (MAC ff:ff:ff:ff:ff:ff, IPv4 255.255.255.255, the iSwitch UDP port)."""

    data: bytes
    size: int
    tos: int
    dst_bits: int
    dst: tuple[bytes, bytes, int] | None = None

    @property
    def burst(self) -> Burst:
        return Burst(memoryview(self.data), self.size)

    @property
    def ports(self) -> list[int]:
        """The 10G ports (0..3) in the destination bits."""
        return [p for p in range(PORTS) if self.dst_bits & port_bit(p)]


@dataclass(frozen=True)
class Regular:
    """A frame the accelerator passed through as regular traffic."""

    frame: bytes


@dataclass(frozen=True)
class Member:
    worker: int
    entity: int
    mac: bytes
    ip: bytes
    port: int  #: TUSER source bits


class _Drop(Exception):
    def __init__(self, reason: Reg) -> None:
        super().__init__(reason.name)
        self.reason = reason


def _newer(a: np.ndarray | int, b: np.ndarray | int) -> np.ndarray | bool:
    """Serial-number comparison (RFC 1982, 32 bits): is `a` newer than `b`?"""
    d = (a - b) & 0xFFFF_FFFF
    return (d > 0) & (d < 0x8000_0000)


# ---------------------------------------------------------------- the data plane


class DataPlane:
    """The accelerator's state and behaviour (see the module docstring)."""

    def __init__(self, cfg: AccelConfig | None = None, log: LogWriter | None = None) -> None:
        self.cfg = cfg or AccelConfig()
        self.log = log
        nb = 2 * self.cfg.k
        self.nb = nb
        self.state = np.zeros(nb, np.int8)
        self.tag = np.zeros(nb, np.int64)
        self.bitmap = np.zeros(nb, np.int64)
        self.count = np.zeros(nb, np.int64)
        self.nsum = np.zeros(nb, np.int64)
        self.elems = np.zeros(nb, np.int64)
        self.bjob = np.zeros(nb, np.int64)
        self.partial = np.zeros(nb, bool)
        self.h_emit = np.zeros(nb, np.int64)
        self.contrib_emit = np.zeros(nb, np.int64)
        self.acc = np.zeros((nb, MAX_ELEMS), np.float32)
        self.order = np.full((nb, ORDER_LEN), NO_WORKER, np.uint16)
        self.table: list[Member | None] = [None] * self.cfg.members
        self.member_of = np.full(1 << 16, -1, np.int64)  # worker id -> table index
        self.h = 0
        self.job: int | None = None
        self.counters = [0] * _N_COUNTERS
        self.last_drop: Reg | None = None
        self._data_tos = self.cfg.data_dscp << 2
        self._ctrl_tos = self.cfg.ctrl_dscp << 2

    # ------------------------------------------------------------ registers

    def clear_counters(self) -> None:
        self.counters = [0] * _N_COUNTERS

    def _count(self, reg: Reg, n: int = 1) -> None:
        self.counters[reg] = (self.counters[reg] + n) & 0xFFFF_FFFF

    @property
    def member_count(self) -> int:
        return sum(m is not None for m in self.table)

    @property
    def heff(self) -> int:
        return min(self.h, self.member_count)

    @property
    def member_ports(self) -> int:
        p = 0
        for m in self.table:
            if m is not None:
                p |= m.port
        return p

    def read_reg(self, index: int) -> int | None:
        """A Query register (docs/protocol.md section 10), None if the index is unknown."""
        if index < 0x100:
            try:
                return self.counters[Reg(index)]
            except ValueError:
                return None
        simple = {
            Reg.H: lambda: self.h,
            Reg.MEMBER_COUNT: lambda: self.member_count,
            Reg.JOB: lambda: 0 if self.job is None else (1 << 16) | self.job,
            Reg.K: lambda: self.cfg.k,
            Reg.MEMBERS: lambda: self.cfg.members,
            Reg.BUSY: lambda: int(np.count_nonzero(self.state != FREE)),
            Reg.VERSION: lambda: VERSION,
        }
        if index in simple:
            return simple[index]()
        i = index - Reg.MEMBER_BASE
        if 0 <= i < self.cfg.members:
            m = self.table[i]
            return 0 if m is None else (1 << 31) | (m.entity << 30) | (m.port << 16) | m.worker
        return None

    # ------------------------------------------------------------ one frame

    def classify(self, d: bytes, n: int) -> str | Reg:
        """'regular', 'data', 'ctrl', or a drop/bypass reason, from the first 24 bytes."""
        if n < 16 or len(d) < 16:
            return "regular"
        if (d[12] << 8 | d[13]) != ETHERTYPE_IPV4 or d[14] >> 4 != 4:
            return "regular"
        dscp = d[15] >> 2
        if dscp not in (self.cfg.data_dscp, self.cfg.ctrl_dscp):
            return "regular"
        if n < 24 or len(d) < 24:
            return Reg.RUNT
        if d[14] & 0x0F != 5:
            return Reg.BYPASS_IHL
        if (d[20] << 8 | d[21]) & 0x3FFF:
            return Reg.BYPASS_FRAG
        if d[23] != IPPROTO_UDP:
            return Reg.BYPASS_PROTO
        return "data" if dscp == self.cfg.data_dscp else "ctrl"

    def push(self, d: bytes, src_bits: int, length: int | None = None,
             keep_ok: bool = True) -> list[Delivery | Regular]:
        """Process one input frame (bytes from byte 0, TUSER source bits `src_bits`);
        `length`/`keep_ok` describe a frame whose tkeep masks are not canonical (the number
        of kept bytes and whether the masks have no holes), as `AxisFrame` does. Returns
        what the accelerator emits because of it, in order."""
        self.last_drop = None
        n = len(d) if length is None else length
        kind = self.classify(d, n if keep_ok else len(d))
        if kind == "regular" or kind in _BYPASS:
            if isinstance(kind, Reg):
                self._count(kind)
            self._count(Reg.REGULAR)
            return [Regular(d)]
        try:
            if isinstance(kind, Reg):
                raise _Drop(kind)
            self._check_frame(d, n, keep_ok, kind)
            if kind == "data":
                return self._data(d, n, src_bits)
            return self._control(d, src_bits)
        except _Drop as e:
            self._drop(e.reason)
            return []

    def _drop(self, reason: Reg, n: int = 1) -> None:
        self.last_drop = reason
        self._count(reason, n)
        self._count(Reg.DROPS, n)

    def _check_frame(self, d: bytes, n: int, keep_ok: bool, kind: str) -> None:
        if n < PAYLOAD_OFF:
            raise _Drop(Reg.RUNT)
        if not keep_ok:
            raise _Drop(Reg.TKEEP)
        if n > MAX_FRAME:
            raise _Drop(Reg.OVERSIZE)
        ip_total = d[16] << 8 | d[17]
        if n < ETH_LEN + ip_total:
            raise _Drop(Reg.TRUNCATED)
        if n > ETH_LEN + ip_total:
            raise _Drop(Reg.IP_LEN)
        if ip_checksum(d[ETH_LEN:ETH_LEN + IP_LEN]) != 0:
            raise _Drop(Reg.IP_CSUM)
        dport, udp_len = struct.unpack_from(">HH", d, ETH_LEN + IP_LEN + 2)
        if udp_len != ip_total - IP_LEN:
            raise _Drop(Reg.UDP_LEN)
        if dport != self.cfg.udp_port:
            raise _Drop(Reg.BAD_PORT)
        magic, vt = d[HDR_OFF], d[HDR_OFF + 1]
        want = TYPE_DATA if kind == "data" else TYPE_CTRL
        if magic != MAGIC or vt >> 4 != VERSION or vt & 0x0F != want:
            raise _Drop(Reg.BAD_HEADER)
        if kind == "data" and np.frombuffer(d, DATA_DTYPE, 1, HDR_OFF)[0]["nsum"] == 0:
            raise _Drop(Reg.BAD_HEADER)

    @staticmethod
    def _location(d: bytes, src_bits: int) -> tuple[bytes, bytes, int]:
        return bytes(d[6:12]), bytes(d[26:30]), src_bits

    def _lookup(self, worker: int) -> tuple[int, Member] | None:
        i = int(self.member_of[worker])
        if i < 0:
            return None
        m = self.table[i]
        assert m is not None
        return i, m

    # ------------------------------------------------------------ data, one frame

    def _data(self, d: bytes, n: int, src_bits: int) -> list[Delivery | Regular]:
        h = np.frombuffer(d, DATA_DTYPE, 1, HDR_OFF)[0]
        count, flags, worker = int(h["count"]), int(h["flags"]), int(h["worker"])
        payload_len = n - PAYLOAD_OFF
        if payload_len % 4:
            raise _Drop(Reg.ALIGN)
        if 4 * count > payload_len:
            raise _Drop(Reg.COUNT_BEYOND)
        if count == 0 or 4 * count < payload_len:
            raise _Drop(Reg.COUNT_SHORT)
        if flags & F_DOWN:
            raise _Drop(Reg.DIRECTION)
        found = self._lookup(worker)
        if found is None:
            raise _Drop(Reg.NON_MEMBER)
        idx, m = found
        if (m.mac, m.ip, m.port) != self._location(d, src_bits):
            raise _Drop(Reg.SPOOFED)
        if int(h["job"]) != self.job:
            raise _Drop(Reg.BAD_JOB)
        if self.h == 0:
            raise _Drop(Reg.NO_THRESHOLD)
        seg = int(h["seg"])
        b = seg % self.nb
        vals = np.frombuffer(d, "<f4", count, PAYLOAD_OFF)
        st = self.state[b]
        if st == AGG:
            if self.tag[b] != seg:
                raise _Drop(Reg.COLLISION)
            if int(self.bitmap[b]) >> idx & 1:
                raise _Drop(Reg.DUPLICATE)
            if self.elems[b] != count:
                raise _Drop(Reg.LEN_MISMATCH)
            add_into(self.acc[b, :count], vals)  # the stored sum is the first operand
            self.order[b, self.count[b]] = worker
            self.bitmap[b] |= 1 << idx
            self.count[b] += 1
            self.nsum[b] = (self.nsum[b] + int(h["nsum"])) & 0xFFFF
        else:
            if st == DONE:
                if self.tag[b] == seg:
                    raise _Drop(Reg.LATE)
                if not _newer(seg, int(self.tag[b])):
                    raise _Drop(Reg.STALE)
            self._start(b, seg, int(h["job"]), vals, idx, worker, int(h["nsum"]))
        self._count(Reg.DATA_OK)
        if self.count[b] >= self.heff:
            return [self._emit_one(b, partial=False)]
        return []

    def _start(self, b: int, seg: int, job: int, vals: np.ndarray, idx: int, worker: int,
               nsum: int) -> None:
        """Buffer `b` starts aggregating `seg` with its first contribution (stored as is)."""
        count = len(vals)
        self.state[b] = AGG
        self.tag[b] = seg
        self.bjob[b] = job
        self.acc[b, :count] = vals
        self.bitmap[b] = 1 << idx
        self.count[b] = 1
        self.nsum[b] = nsum
        self.elems[b] = count
        self.partial[b] = False
        self.order[b] = NO_WORKER
        self.order[b, 0] = worker

    # ------------------------------------------------------------ emission

    def _freeze(self, bufs: np.ndarray, partial: bool) -> None:
        """Buffers `bufs` become DONE with the current H and bitmap frozen; log them."""
        self.state[bufs] = DONE
        self.partial[bufs] = partial
        self.h_emit[bufs] = self.heff
        self.contrib_emit[bufs] = self.bitmap[bufs]
        self._count(Reg.AGG_TX, len(bufs))
        if self.log is not None:
            rec = np.zeros(len(bufs), RECORD)
            rec["seg"] = self.tag[bufs]
            rec["job"] = self.bjob[bufs]
            rec["elems"] = self.elems[bufs]
            rec["nsum"] = self.nsum[bufs]
            rec["h"] = self.h_emit[bufs]
            rec["flags"] = F_LOG_PARTIAL if partial else 0
            rec["n"] = self.count[bufs]
            rec["contrib"] = self.contrib_emit[bufs]
            rec["order"] = self.order[bufs]
            self.log.write(rec)

    def _aggregates(self, bufs: np.ndarray, elems: int, flags: int) -> bytes:
        """The datagrams (header + payload) of DONE buffers `bufs`, all of `elems` elements,
        back to back."""
        size = HDR_LEN + 4 * elems
        out = np.empty((len(bufs), size), np.uint8)
        hdr = out[:, :HDR_LEN].view(DATA_DTYPE)[:, 0]
        hdr["magic"] = MAGIC
        hdr["vt"] = VT_DATA
        hdr["job"] = self.bjob[bufs]
        hdr["seg"] = self.tag[bufs]
        hdr["worker"] = SWITCH_WORKER_ID
        hdr["count"] = elems
        hdr["nsum"] = self.nsum[bufs]
        hdr["flags"] = flags | np.where(self.partial[bufs], F_PARTIAL, 0)
        hdr["contrib"] = self.contrib_emit[bufs]
        hdr["h"] = self.h_emit[bufs]
        out[:, HDR_LEN:].view("<f4")[:] = self.acc[bufs, :elems]
        return out.tobytes()

    def _emit_one(self, b: int, partial: bool) -> Delivery:
        """Broadcast buffer `b`'s aggregate to all members; the buffer becomes DONE."""
        bufs = np.array([b])
        self._freeze(bufs, partial)
        elems = int(self.elems[b])
        return Delivery(self._aggregates(bufs, elems, F_AGG | F_DOWN), HDR_LEN + 4 * elems,
                        self._data_tos, self.member_ports)

    def _sweep(self) -> list[Delivery | Regular]:
        if self.heff == 0:
            return []
        ready = np.nonzero((self.state == AGG) & (self.count >= self.heff))[0]
        return [self._emit_one(int(b), partial=False) for b in ready]

    # ------------------------------------------------------------ data, a burst

    def push_burst(self, loc: tuple[bytes, bytes, int], tos: int,
                   burst: Burst) -> list[Delivery] | None:
        """The full-size datagrams of `burst` (the tail is the caller's), all sent from
        location `loc` = (MAC, IPv4, TUSER source bits) with ToS byte `tos`, as frames of
        the data class with correct Ethernet/IPv4/UDP headers would be processed one after
        the other. None (and nothing changed) when the burst is not of that kind or two of
        its datagrams hit the same buffer: push them one by one then."""
        size = burst.size
        n = burst.full
        frame_len = HDR_OFF + size
        if (n == 0 or tos >> 2 != self.cfg.data_dscp or frame_len < PAYLOAD_OFF
                or frame_len > MAX_FRAME):
            return None
        rows = burst.rows()
        hdr = rows[:, :HDR_LEN].view(DATA_DTYPE)[:, 0]
        payload_len = size - HDR_LEN
        count = hdr["count"].astype(np.int64)
        worker = hdr["worker"].astype(np.int64)
        idx = self.member_of[worker]
        loc_ok = np.array([m is not None and (m.mac, m.ip, m.port) == loc for m in self.table]
                          + [False])  # index -1 (no member) -> False
        reason = np.select(
            [
                (hdr["magic"] != MAGIC) | (hdr["vt"] != VT_DATA) | (hdr["nsum"] == 0),
                np.full(n, payload_len % 4 != 0),
                4 * count > payload_len,
                (count == 0) | (4 * count < payload_len),
                (hdr["flags"] & F_DOWN) != 0,
                idx < 0,
                ~loc_ok[idx],
                hdr["job"] != (-1 if self.job is None else self.job),
                np.full(n, self.h == 0),
            ],
            [Reg.BAD_HEADER, Reg.ALIGN, Reg.COUNT_BEYOND, Reg.COUNT_SHORT, Reg.DIRECTION,
             Reg.NON_MEMBER, Reg.SPOOFED, Reg.BAD_JOB, Reg.NO_THRESHOLD],
            0,
        )
        seg = hdr["seg"].astype(np.int64)
        b = seg % self.nb
        ok = reason == 0
        bo = b[ok]
        if len(bo) != len(np.unique(bo)):
            return None
        st = self.state[b]
        tag = self.tag[b]
        agg = ok & (st == AGG)
        coll = agg & (tag != seg)
        dup = agg & ~coll & (((self.bitmap[b] >> np.maximum(idx, 0)) & 1) == 1)
        lenm = agg & ~coll & ~dup & (self.elems[b] != count)
        done = ok & (st == DONE)
        late = done & (tag == seg)
        stale = done & ~late & ~_newer(seg, tag)
        reason[coll] = Reg.COLLISION
        reason[dup] = Reg.DUPLICATE
        reason[lenm] = Reg.LEN_MISMATCH
        reason[late] = Reg.LATE
        reason[stale] = Reg.STALE
        add = agg & ~(coll | dup | lenm)
        start = ok & ~agg & ~(late | stale)
        elems = payload_len // 4
        pay = rows[:, HDR_LEN:HDR_LEN + 4 * elems].view("<f4") if elems else None
        if add.any():
            ba = b[add]
            rows_acc = self.acc[ba, :elems]
            add_into(rows_acc, pay[add])  # the stored sum is the first operand
            self.acc[ba, :elems] = rows_acc
            self.order[ba, self.count[ba]] = worker[add]
            self.bitmap[ba] |= np.left_shift(1, idx[add])
            self.count[ba] += 1
            self.nsum[ba] = (self.nsum[ba] + hdr["nsum"][add]) & 0xFFFF
        if start.any():
            bs = b[start]
            self.state[bs] = AGG
            self.tag[bs] = seg[start]
            self.bjob[bs] = hdr["job"][start]
            self.acc[bs, :elems] = pay[start]
            self.bitmap[bs] = np.left_shift(1, idx[start])
            self.count[bs] = 1
            self.nsum[bs] = hdr["nsum"][start]
            self.elems[bs] = elems
            self.partial[bs] = False
            self.order[bs] = NO_WORKER
            self.order[bs, 0] = worker[start]
        accepted = add | start
        self._count(Reg.DATA_OK, int(np.count_nonzero(accepted)))
        bad = reason[reason != 0]
        if len(bad):
            for r, k in zip(*np.unique(bad, return_counts=True), strict=True):
                self._drop(Reg(int(r)), int(k))
        else:
            self.last_drop = None
        heff = self.heff
        fire = b[accepted & (self.count[b] >= heff)] if heff else b[:0]
        if not len(fire):
            return []
        self._freeze(fire, partial=False)
        return [Delivery(self._aggregates(fire, elems, F_AGG | F_DOWN), size, self._data_tos,
                         self.member_ports)]

    # ------------------------------------------------------------ control

    def _ack(self, d: bytes, src_bits: int, req: ControlHeader, status: Status,
             result: int = 0) -> Delivery:
        hdr = ControlHeader(job=req.job, seq=req.seq, worker=req.worker, action=Action.ACK,
                            status=status, value=req.value, result=result & 0xFFFF_FFFF,
                            acked=req.action)
        sport = d[ETH_LEN + IP_LEN] << 8 | d[ETH_LEN + IP_LEN + 1]
        self._count(Reg.ACK_TX)
        if status != Status.OK:
            self._count(Reg.CTRL_ERR)
        return Delivery(hdr.pack(), HDR_LEN, self._ctrl_tos, src_bits,
                        (bytes(d[6:12]), bytes(d[26:30]), sport))

    def _free_all(self) -> None:
        self.state[:] = FREE
        self.tag[:] = 0
        self.bitmap[:] = 0
        self.count[:] = 0
        self.nsum[:] = 0
        self.elems[:] = 0
        self.bjob[:] = 0
        self.partial[:] = False
        self.h_emit[:] = 0
        self.contrib_emit[:] = 0

    def _member_check(self, d: bytes, src_bits: int, req: ControlHeader) -> tuple[int, Status]:
        found = self._lookup(req.worker)
        if found is None:
            return -1, Status.NOT_MEMBER
        idx, m = found
        if (m.mac, m.ip, m.port) != self._location(d, src_bits):
            return idx, Status.SPOOFED
        if req.job != self.job:
            return idx, Status.BAD_JOB
        return idx, Status.OK

    def _control(self, d: bytes, src_bits: int) -> list[Delivery | Regular]:
        udp_len = d[ETH_LEN + IP_LEN + 4] << 8 | d[ETH_LEN + IP_LEN + 5]
        if udp_len != 8 + HDR_LEN:
            raise _Drop(Reg.CTRL_LEN)
        req = ControlHeader.unpack(d[HDR_OFF:])
        if req.action == Action.ACK:
            raise _Drop(Reg.ACK_IN)
        if req.action not in _ACTIONS:
            self._drop(Reg.BAD_ACTION)
            return [self._ack(d, src_bits, req, Status.BAD_ACTION)]
        self._count(Reg.CTRL_OK)
        handler = {
            Action.JOIN: self._join, Action.LEAVE: self._leave, Action.RESET: self._reset,
            Action.SETH: self._seth, Action.FBCAST: self._fbcast, Action.HELP: self._help,
            Action.QUERY: self._query,
        }[Action(req.action)]
        return handler(d, src_bits, req)

    def _join(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        if req.value > 1 or req.worker == SWITCH_WORKER_ID:
            return [self._ack(d, src_bits, req, Status.BAD_VALUE)]
        if self.job is not None and req.job != self.job:
            return [self._ack(d, src_bits, req, Status.BAD_JOB)]
        loc = self._location(d, src_bits)
        found = self._lookup(req.worker)
        if found is not None:
            idx, m = found
            if (m.mac, m.ip, m.port) == loc:
                return [self._ack(d, src_bits, req, Status.OK, idx)]
            return [self._ack(d, src_bits, req, Status.ID_IN_USE)]
        try:
            idx = self.table.index(None)
        except ValueError:
            return [self._ack(d, src_bits, req, Status.TABLE_FULL)]
        self.table[idx] = Member(req.worker, req.value, *loc)
        self.member_of[req.worker] = idx
        if self.job is None:
            self.job = req.job
        return [self._ack(d, src_bits, req, Status.OK, idx)]

    def _leave(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        idx, st = self._member_check(d, src_bits, req)
        if st != Status.OK:
            return [self._ack(d, src_bits, req, st)]
        self.table[idx] = None
        self.member_of[req.worker] = -1
        aggregating = self.state == AGG
        self.bitmap[aggregating] &= ~(1 << idx)
        if self.member_count == 0:
            self.job = None
            self._free_all()
            return [self._ack(d, src_bits, req, Status.OK, 0)]
        out: list[Delivery | Regular] = [self._ack(d, src_bits, req, Status.OK,
                                                   self.member_count)]
        return out + self._sweep()

    def _reset(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        self._free_all()
        self.table = [None] * self.cfg.members
        self.member_of[:] = -1
        self.h = 0
        self.job = None
        if req.value & 1:
            self.clear_counters()
            self._count(Reg.CTRL_OK)
        return [self._ack(d, src_bits, req, Status.OK, 0)]

    def _seth(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        if not 1 <= req.value <= self.cfg.members:
            return [self._ack(d, src_bits, req, Status.BAD_VALUE)]
        prev, self.h = self.h, req.value
        out: list[Delivery | Regular] = [self._ack(d, src_bits, req, Status.OK, prev)]
        return out + self._sweep()

    def _held(self, seg: int) -> int | None:
        b = seg % self.nb
        if self.state[b] == FREE or self.tag[b] != seg:
            return None
        return b

    def _fbcast(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        _, st = self._member_check(d, src_bits, req)
        if st != Status.OK:
            return [self._ack(d, src_bits, req, st)]
        b = self._held(req.value)
        if b is None:
            return [self._ack(d, src_bits, req, Status.NO_SEGMENT)]
        if self.state[b] == DONE:
            return [self._ack(d, src_bits, req, Status.ALREADY_DONE, int(self.count[b]))]
        ack = self._ack(d, src_bits, req, Status.OK, int(self.count[b]))
        return [ack, self._emit_one(b, partial=True)]

    def _help(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        _, st = self._member_check(d, src_bits, req)
        if st != Status.OK:
            return [self._ack(d, src_bits, req, st)]
        b = self._held(req.value)
        if b is None:
            cur = req.value % self.nb
            if self.state[cur] != FREE and _newer(int(self.tag[cur]), req.value):
                return [self._ack(d, src_bits, req, Status.NO_SEGMENT)]
            return [self._ack(d, src_bits, req, Status.NOT_DONE, 0)]
        if self.state[b] == AGG:
            return [self._ack(d, src_bits, req, Status.NOT_DONE, int(self.count[b]))]
        ack = self._ack(d, src_bits, req, Status.OK, int(self.count[b]))
        elems = int(self.elems[b])
        data = self._aggregates(np.array([b]), elems, F_AGG | F_DOWN | F_REPLAY)
        self._count(Reg.REPLAY_TX)
        replay = Delivery(data, len(data), self._data_tos, src_bits,
                          (bytes(d[6:12]), bytes(d[26:30]), self.cfg.udp_port))
        return [ack, replay]

    def _query(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        v = self.read_reg(req.value)
        if v is None:
            return [self._ack(d, src_bits, req, Status.BAD_VALUE)]
        return [self._ack(d, src_bits, req, Status.OK, v)]


# ---------------------------------------------------------------- the backend


def delivery_frames(dl: Delivery, cfg: AccelConfig) -> list[bytes]:
    """The Ethernet frames of a delivery, byte for byte as the accelerator builds them."""
    mac, ip, dport = dl.dst if dl.dst is not None else (BROADCAST_MAC, BROADCAST_IP,
                                                        cfg.udp_port)
    return [
        build_frame(dst_mac=mac, src_mac=cfg.switch_mac, src_ip=cfg.switch_ip, dst_ip=ip,
                    dscp=dl.tos >> 2, ecn=dl.tos & 3, sport=cfg.udp_port, dport=dport,
                    udp_payload=bytes(dg))
        for dg in dl.burst
    ]


class ModelBackend:
    """The `model` backend: the reference switch's learning lookup, then `DataPlane`, then
    the output queues (which never drop here: they drain at line rate)."""

    name = "model"

    def __init__(self, config: AccelConfig | None = None, log: LogWriter | None = None) -> None:
        self.cfg = config or AccelConfig()
        self.plane = DataPlane(self.cfg, log)
        self.lookup = LearningSwitch()
        self._arrivals: list[bytes] = []
        self.host_frames = 0  #: copies for the host queues (no port behind switchd)

    # ------------------------------------------------------------ Backend

    def exchange(self, frames: Sequence[tuple[int, bytes]]) -> list[tuple[int, bytes]]:
        out: list[tuple[int, bytes]] = []
        for port, frame in frames:
            self._arrivals.append(frame)
            out += self._egress(self.push(port_bit(port), frame))
        return out

    def arrivals(self) -> list[bytes]:
        got, self._arrivals = self._arrivals, []
        return got

    def close(self) -> None:
        if self.plane.log is not None:
            self.plane.log.flush()

    # ------------------------------------------------------------ one frame

    def push(self, src_bits: int, frame: bytes) -> list[tuple[int, Delivery | Regular]]:
        """The lookup's destination bits and the accelerator's outputs for one frame:
        (destination bits, output) pairs (regular frames keep the lookup's bits)."""
        fwd = self._forward(frame[:12], len(frame), src_bits)
        return [(fwd if isinstance(o, Regular) else o.dst_bits, o)
                for o in self.plane.push(frame, src_bits)]

    def _forward(self, macs: bytes, length: int, src_bits: int, n: int = 1) -> int:
        """The learning lookup's destination bits for `n` frames of `length` bytes with the
        same first 12 bytes `macs` (destination and source MAC): the first one decides and
        learns, the others are counted alike (they change nothing in the table)."""
        c = self.lookup.counters
        if len(macs) < 12:  # no MACs to look at: the lookup floods
            c.pkt += n
            c.flood += n
            return FLOOD_PORTS & ~src_bits
        flood = c.flood
        tuser = self.lookup.forward(macs, make_tuser(length, src_bits))
        c.pkt += n - 1
        if c.flood > flood:
            c.flood += n - 1
        else:
            c.hit += n - 1
        return tuser_fields(tuser)[2]

    def _egress(self, outs: list[tuple[int, Delivery | Regular]]) -> list[tuple[int, bytes]]:
        egress = []
        for bits, o in outs:
            frames = [o.frame] if isinstance(o, Regular) else delivery_frames(o, self.cfg)
            ports = [p for p in range(PORTS) if bits & port_bit(p)]
            if bits & HOST_PORTS:
                self.host_frames += len(frames)
            for f in frames:
                egress += [(p, f) for p in ports]
        return egress

    # ------------------------------------------------------------ switchd's fast path

    def ingest(self, sender: Sender, tos: int, burst: Burst) -> tuple[list[Delivery], int]:
        """Datagrams from a UDP sender (switchd): the generated outputs, and the number of
        regular frames (passed through to nobody: there is no network behind switchd).
        Full-size data bursts go through `DataPlane.push_burst`; everything else frame by
        frame."""
        done = 0
        outs: list[Delivery] = []
        if burst.full > 1:
            got = self.plane.push_burst((sender.mac, sender.ip, sender.port_bit), tos, burst)
            if got is not None:
                self._forward(self.cfg.switch_mac + sender.mac, HDR_OFF + burst.size,
                              sender.port_bit, burst.full)
                outs += got
                done = burst.full
        regular = 0
        for i, dg in enumerate(burst):
            if i < done:
                continue
            for _bits, o in self.push(sender.port_bit, frame_for(sender, tos, bytes(dg),
                                                                 self.cfg)):
                if isinstance(o, Regular):
                    regular += 1
                else:
                    outs.append(o)
        return outs, regular
