"""The `model` backend of iswitch-switchd: a fast software data plane with exactly the
accelerator's semantics as a root switch (docs/accel.md, docs/protocol.md; switchd has no
uplink port, so it refuses the child role of docs/protocol.md section 12: `_setrole`).

`DataPlane` keeps the accelerator's state (2K segment buffers, the membership table, H, the
bound job, every counter) in numpy arrays and implements it twice over the same state:

- `DataPlane.push`: one frame at a time, every check in the order of docs/protocol.md
  section 9, the way `golden.accel_model.AccelModel.push` (the transaction-level reference)
  does it;
- `DataPlane.push_rows` / `push_burst`: many data datagrams of one size (a batch switchd
  drained from its socket, or one UDP GSO burst of a worker), processed as their frames
  would be, one after the other, by compiled code (iswitch/native/plane.cpp: the same
  checks in the same order, on the same arrays); switchd's own loop for data bursts
  (`iswitch.switchd.server`) runs the same code without returning to Python.

Sums: the accelerator folds a segment's contributions in arrival order, stored sum first
(``acc = c0; acc = acc + c1; ...``): in Python with `iswitch.switchd.fold.add_into` (numpy's
float32 add plus the adder's both-NaN rule), in plane.cpp with its own fold (the same rule,
written out). tests/test_switchd_model.py checks both paths against AccelModel bit for bit.

`ModelBackend` puts the reference switch around it (golden/switch_model.py: the learning
output port lookup sees every frame first; the accelerator sits between the lookup and the
output queues, docs/splicer.md) and implements `iswitch.switchd.backend.Backend`.
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from golden.accel_model import (
    Drop,
    Member,
    MemberTable,
    Uplink,
    check_frame,
    classify,
    location,
    newer,
)
from golden.switch_model import (
    FLOOD_PORTS,
    HOST_PORTS,
    LearningSwitch,
    is_group,
    make_tuser,
    port_bit,
    tuser_fields,
)
from iswitch import native
from iswitch.switchd.backend import PORTS, Sender, frame_for
from iswitch.switchd.fold import add_into
from iswitch.switchd.log import F_LOG_PARTIAL, NO_WORKER, ORDER_LEN, RECORD, LogWriter
from iswitch.wire import (
    BROADCAST_IP,
    BROADCAST_MAC,
    CTRL_UDP_LEN,
    HDR_LEN,
    HDR_OFF,
    MAGIC,
    MAX_ELEMS,
    MAX_FRAME,
    PAYLOAD_OFF,
    SWITCH_WORKER_ID,
    UDP_FIELDS,
    VT_DATA,
    AccelParams,
    Action,
    Flag,
    Reg,
    Status,
)
from iswitch.wire.dgram import Burst
from iswitch.wire.dtypes import DATA_DTYPE
from iswitch.wire.proto import ControlHeader, build_frame

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

    data: bytes | np.ndarray  #: the datagrams back to back (bytes, or a uint8 array)
    size: int
    tos: int
    dst_bits: int
    dst: tuple[bytes, bytes, int] | None = None

    @property
    def burst(self) -> Burst:
        return Burst(memoryview(self.data).cast("B"), self.size)

    @property
    def ports(self) -> list[int]:
        """The 10G ports (0..3) in the destination bits."""
        return [p for p in range(PORTS) if self.dst_bits & port_bit(p)]


@dataclass(frozen=True)
class Regular:
    """A frame the accelerator passed through as regular traffic."""

    frame: bytes


# ---------------------------------------------------------------- the data plane


class DataPlane(MemberTable):
    """The accelerator's state and behaviour (see the module docstring)."""

    def __init__(self, cfg: AccelParams | None = None, log: LogWriter | None = None) -> None:
        native.lib()  # built or loaded now: a missing compiler fails here (ToolError)
        self.cfg = cfg or AccelParams()
        self.log = log
        nb = 2 * self.cfg.K
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
        self.table: list[Member | None] = [None] * self.cfg.MEMBERS
        self.member_of = np.full(1 << 16, -1, np.int64)  # worker id -> table index
        self.h = 0
        self.job: int | None = None
        self.ctr = np.zeros(_N_COUNTERS, np.uint32)  #: the counters, by `Reg` index
        self.last_drop: Reg | None = None
        self._data_tos = self.cfg.DATA_DSCP << 2
        self._ctrl_tos = self.cfg.CTRL_DSCP << 2
        self._native: native._Plane | None = None
        self.member_loc = np.full(self.cfg.MEMBERS, -1, np.int64)

    # ------------------------------------------------------------ registers

    @property
    def counters(self) -> list[int]:
        """The counters, by `Reg` index."""
        return self.ctr.tolist()

    def clear_counters(self) -> None:
        self.ctr[:] = 0

    def _count(self, reg: Reg, n: int = 1) -> None:
        self.ctr[reg] = (int(self.ctr[reg]) + n) & 0xFFFF_FFFF

    def _counter(self, reg: Reg) -> int:
        return int(self.ctr[reg])

    def _busy(self) -> int:
        return int(np.count_nonzero(self.state != FREE))

    def _uplink_word(self) -> int:
        return 0  # always the root (see _setrole)

    # ------------------------------------------------------------ one frame

    def classify(self, d: bytes, n: int) -> str | Reg:
        """'regular', 'data', 'ctrl', or a drop/bypass reason, from the first 24 bytes (the
        golden model's stateless classification: one implementation)."""
        return classify(d, n, self.cfg)

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
                raise Drop(kind)
            check_frame(d, n, keep_ok, kind, self.cfg)  # the golden model's stateless checks
            if kind == "data":
                return self._data(d, n, src_bits)
            return self._control(d, src_bits)
        except Drop as e:
            self._drop(e.reason)
            return []

    def _drop(self, reason: Reg, n: int = 1) -> None:
        self.last_drop = reason
        self._count(reason, n)
        self._count(Reg.DROPS, n)

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
            raise Drop(Reg.ALIGN)
        if 4 * count > payload_len:
            raise Drop(Reg.COUNT_BEYOND)
        if count == 0 or 4 * count < payload_len:
            raise Drop(Reg.COUNT_SHORT)
        if flags & Flag.DOWN:
            raise Drop(Reg.DIRECTION)
        found = self._lookup(worker)
        if found is None:
            raise Drop(Reg.NON_MEMBER)
        idx, m = found
        if (m.mac, m.ip, m.port) != location(d, src_bits):
            raise Drop(Reg.SPOOFED)
        if int(h["job"]) != self.job:
            raise Drop(Reg.BAD_JOB)
        if self.h == 0:
            raise Drop(Reg.NO_THRESHOLD)
        seg = int(h["seg"])
        b = seg % self.nb
        vals = np.frombuffer(d, "<f4", count, PAYLOAD_OFF)
        st = self.state[b]
        if st == AGG:
            if self.tag[b] != seg:
                raise Drop(Reg.COLLISION)
            if int(self.bitmap[b]) >> idx & 1:
                raise Drop(Reg.DUPLICATE)
            if self.elems[b] != count:
                raise Drop(Reg.LEN_MISMATCH)
            add_into(self.acc[b, :count], vals)  # the stored sum is the first operand
            self.order[b, self.count[b]] = worker
            self.bitmap[b] |= 1 << idx
            self.count[b] += 1
            self.nsum[b] = (self.nsum[b] + int(h["nsum"])) & 0xFFFF
        else:
            if st == DONE:
                if self.tag[b] == seg:
                    raise Drop(Reg.LATE)
                if not newer(seg, int(self.tag[b])):
                    raise Drop(Reg.STALE)
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

    def _freeze(self, bufs: np.ndarray, partial: bool, write: bool = True) -> np.ndarray:
        """Buffers `bufs` become DONE with the current H and bitmap frozen; their log
        records (written now unless `write` is false)."""
        self.state[bufs] = DONE
        self.partial[bufs] = partial
        self.h_emit[bufs] = self.heff
        self.contrib_emit[bufs] = self.bitmap[bufs]
        self._count(Reg.AGG_TX, len(bufs))
        rec = np.zeros(len(bufs) if self.log is not None else 0, RECORD)
        if self.log is not None:
            rec["seg"] = self.tag[bufs]
            rec["job"] = self.bjob[bufs]
            rec["elems"] = self.elems[bufs]
            rec["nsum"] = self.nsum[bufs]
            rec["h"] = self.h_emit[bufs]
            rec["flags"] = F_LOG_PARTIAL if partial else 0
            rec["n"] = self.count[bufs]
            rec["contrib"] = self.contrib_emit[bufs]
            rec["order"] = self.order[bufs]
            if write:
                self.log.write(rec)
        return rec

    def _aggregates(self, bufs: np.ndarray, elems: int, flags: int) -> np.ndarray:
        """The datagrams (header + payload) of DONE buffers `bufs`, all of `elems` elements,
        as rows of a uint8 array."""
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
        hdr["flags"] = flags | np.where(self.partial[bufs], Flag.PARTIAL, 0)
        hdr["contrib"] = self.contrib_emit[bufs]
        hdr["h"] = self.h_emit[bufs]
        out[:, HDR_LEN:].view("<f4")[:] = self.acc[bufs, :elems]
        return out

    def _emit_one(self, b: int, partial: bool) -> Delivery:
        """Broadcast buffer `b`'s aggregate to all members; the buffer becomes DONE."""
        bufs = np.array([b])
        self._freeze(bufs, partial)
        elems = int(self.elems[b])
        return Delivery(self._aggregates(bufs, elems, Flag.AGG | Flag.DOWN).tobytes(),
                        HDR_LEN + 4 * elems, self._data_tos, self.member_ports)

    def _sweep(self) -> list[Delivery | Regular]:
        if self.heff == 0:
            return []
        ready = np.nonzero((self.state == AGG) & (self.count >= self.heff))[0]
        return [self._emit_one(int(b), partial=False) for b in ready]

    # ------------------------------------------------------------ data, many at once

    def push_burst(self, loc: tuple[bytes, bytes, int], tos: int,
                   burst: Burst) -> list[Delivery] | None:
        """The full-size datagrams of `burst` (the tail is the caller's), all from location
        `loc` = (MAC, IPv4, TUSER source bits): `push_rows` with one location."""
        if burst.full == 0:
            return None
        return self.push_rows(burst.rows(), tos, np.zeros(burst.full, np.int64), [loc])

    def push_rows(self, rows: np.ndarray, tos: int, where: np.ndarray,
                  locs: Sequence[tuple[bytes, bytes, int]]) -> list[Delivery] | None:
        """Datagrams of one size (`rows`, one per row, uint8), row i sent from location
        ``locs[where[i]]`` (MAC, IPv4, TUSER source bits), all with ToS byte `tos`, processed
        as their frames (data class, correct Ethernet/IPv4/UDP headers) would be, one after
        the other. None (and nothing changed) if they are not of that kind.

        The rows go through iswitch/native/plane.cpp (`isw_rows`): for each row in order the
        checks of docs/protocol.md section 9 after the frame checks (which such frames pass
        by construction, except the iSwitch header's magic, version/type and nsum), then the
        buffer; an aggregate is built when it completes. The aggregates come back as one
        delivery, in the order the rows completed them, as the accelerator emits them.
        The arguments are checked here (the compiled code trusts its pointers): TypeError or
        ValueError naming the one that is wrong."""
        if not isinstance(rows, np.ndarray) or rows.dtype != np.uint8 or rows.ndim != 2:
            raise TypeError("push_rows: rows must be a 2-D uint8 array (a datagram per row), "
                            f"got {native.describe(rows)}")
        n, size = rows.shape
        if not isinstance(where, np.ndarray) or where.dtype.kind not in "iu" or (
                where.shape != (n,)):
            raise TypeError(f"push_rows: where must be an integer array of {n} location "
                            f"indices (one per row), got {native.describe(where)}")
        if n and not (0 <= where.min() and where.max() < len(locs)):
            raise ValueError(f"push_rows: where holds indices outside 0..{len(locs) - 1} "
                             f"(the {len(locs)} locations)")
        if not 0 <= tos <= 0xFF:
            raise ValueError(f"push_rows: tos must be a ToS byte (0..255), got {tos}")
        frame_len = HDR_OFF + size
        if n == 0 or tos >> 2 != self.cfg.DATA_DSCP or not (
                PAYLOAD_OFF <= frame_len <= MAX_FRAME):
            return None
        if rows.strides[1] != 1 or rows.strides[0] < size:
            rows = np.ascontiguousarray(rows)
        loc_index = {loc: i for i, loc in enumerate(locs)}
        self.member_loc[:] = [-1 if m is None else loc_index.get((m.mac, m.ip, m.port), -1)
                              for m in self.table]
        where = np.ascontiguousarray(where, np.int64)
        out = np.empty(n * size, np.uint8)
        recs = np.zeros(n if self.log is not None else 0, RECORD)
        n_recs = ctypes.c_int64(0)
        nbytes = native.lib().isw_rows(
            ctypes.byref(self.native_plane()), native.addr(rows), n, size, rows.strides[0],
            native.addr(where), native.addr(out), native.addr(recs) if len(recs) else None,
            ctypes.byref(n_recs))
        self.last_drop = Reg(self._native.last_drop) if self._native.last_drop else None
        if self.log is not None and n_recs.value:
            self.log.write(recs[:n_recs.value])
        if not nbytes:
            return []
        return [Delivery(out[:nbytes], size, self._data_tos, self.member_ports)]

    def native_plane(self) -> native._Plane:
        """The compiled data plane's view of this one (`iswitch.native._Plane`), its
        registers (H, Heff, the job) brought up to date; `member_loc` (each table entry's
        location index, -1 for none) is the caller's to fill."""
        c = self._native
        if c is None:
            arrays = {name: getattr(self, name) for name in (
                "state", "tag", "bitmap", "count", "nsum", "elems", "bjob", "partial", "h_emit",
                "contrib_emit", "acc", "order", "member_of", "member_loc")}
            assert all(a.flags.c_contiguous for a in arrays.values())
            rec = {f"rec_{name}": RECORD.fields[name][1] for name in (
                "seg", "job", "elems", "nsum", "h", "flags", "n", "contrib", "order")}
            c = self._native = native._Plane(
                **{k: native.addr(a) for k, a in arrays.items()}, counters=native.addr(self.ctr),
                nb=self.nb, order_len=ORDER_LEN, rec_size=RECORD.itemsize, **rec)
        c.h, c.heff, c.job = self.h, self.heff, -1 if self.job is None else self.job
        return c

    # ------------------------------------------------------------ control

    def _ack(self, d: bytes, src_bits: int, req: ControlHeader, status: Status,
             result: int = 0) -> Delivery:
        hdr = ControlHeader(job=req.job, seq=req.seq, worker=req.worker, action=Action.ACK,
                            status=status, value=req.value, result=result & 0xFFFF_FFFF,
                            acked=req.action)
        mac, ip, _ = location(d, src_bits)
        self._count(Reg.ACK_TX)
        if status != Status.OK:
            self._count(Reg.CTRL_ERR)
        return Delivery(hdr.pack(), HDR_LEN, self._ctrl_tos, src_bits,
                        (mac, ip, UDP_FIELDS["sport"].read(d)))

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
        if (m.mac, m.ip, m.port) != location(d, src_bits):
            return idx, Status.SPOOFED
        if req.job != self.job:
            return idx, Status.BAD_JOB
        return idx, Status.OK

    def _control(self, d: bytes, src_bits: int) -> list[Delivery | Regular]:
        if UDP_FIELDS["udp_len"].read(d) != CTRL_UDP_LEN:
            raise Drop(Reg.CTRL_LEN)
        req = ControlHeader.unpack(d[HDR_OFF:])
        if req.action == Action.ACK:
            raise Drop(Reg.ACK_IN)
        if req.action not in _ACTIONS:
            self._drop(Reg.BAD_ACTION)
            return [self._ack(d, src_bits, req, Status.BAD_ACTION)]
        role = Uplink.from_value(req.value) if req.action == Action.SETROLE else None
        if role is not None and role.child and self.job is not None:
            self._drop(Reg.ROLE_BUSY)  # a role change mid-job, as AccelModel
            return [self._ack(d, src_bits, req, Status.ROLE_BUSY)]
        self._count(Reg.CTRL_OK)
        handler = {
            Action.JOIN: self._join, Action.LEAVE: self._leave, Action.RESET: self._reset,
            Action.SETH: self._seth, Action.FBCAST: self._fbcast, Action.HELP: self._help,
            Action.QUERY: self._query, Action.SETROLE: self._setrole,
        }[Action(req.action)]
        return handler(d, src_bits, req)

    def _join(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        if req.value > 1 or req.worker == SWITCH_WORKER_ID:
            return [self._ack(d, src_bits, req, Status.BAD_VALUE)]
        if self.job is not None and req.job != self.job:
            return [self._ack(d, src_bits, req, Status.BAD_JOB)]
        loc = location(d, src_bits)
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
        self.table = [None] * self.cfg.MEMBERS
        self.member_of[:] = -1
        self.h = 0
        self.job = None
        if req.value & 1:
            self.clear_counters()
            self._count(Reg.CTRL_OK)
        return [self._ack(d, src_bits, req, Status.OK, 0)]

    def _seth(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        if not 1 <= req.value <= self.cfg.MEMBERS:
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
            if self.state[cur] != FREE and newer(int(self.tag[cur]), req.value):
                return [self._ack(d, src_bits, req, Status.NO_SEGMENT)]
            return [self._ack(d, src_bits, req, Status.NOT_DONE, 0)]
        if self.state[b] == AGG:
            return [self._ack(d, src_bits, req, Status.NOT_DONE, int(self.count[b]))]
        ack = self._ack(d, src_bits, req, Status.OK, int(self.count[b]))
        elems = int(self.elems[b])
        data = self._aggregates(np.array([b]), elems, Flag.AGG | Flag.DOWN | Flag.REPLAY).tobytes()
        self._count(Reg.REPLAY_TX)
        mac, ip, _ = location(d, src_bits)
        replay = Delivery(data, len(data), self._data_tos, src_bits, (mac, ip, self.cfg.UDP_PORT))
        return [ack, replay]

    def _setrole(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        """The one difference from AccelModel: this data plane is a root only. It has no
        uplink port (the switch it stands for is a UDP server whose ports are its senders),
        so the child role is refused with BAD_VALUE (iswitch-switchd answers it before the
        data plane, with a message: server.py); SetRole of the root (0) is the role it has
        (OK, the UPLINK register 0 as result)."""
        if req.value != 0:
            return [self._ack(d, src_bits, req, Status.BAD_VALUE)]
        return [self._ack(d, src_bits, req, Status.OK, 0)]

    def _query(self, d: bytes, src_bits: int, req: ControlHeader) -> list[Delivery | Regular]:
        v = self.read_reg(req.value)
        if v is None:
            return [self._ack(d, src_bits, req, Status.BAD_VALUE)]
        return [self._ack(d, src_bits, req, Status.OK, v)]


# ---------------------------------------------------------------- the backend


def delivery_frames(dl: Delivery, cfg: AccelParams) -> list[bytes]:
    """The Ethernet frames of a delivery, byte for byte as the accelerator builds them."""
    mac, ip, dport = dl.dst if dl.dst is not None else (BROADCAST_MAC, BROADCAST_IP,
                                                        cfg.UDP_PORT)
    return [
        build_frame(dst_mac=mac, src_mac=cfg.switch_mac, src_ip=cfg.switch_ip, dst_ip=ip,
                    dscp=dl.tos >> 2, ecn=dl.tos & 3, sport=cfg.UDP_PORT, dport=dport,
                    udp_payload=bytes(dg))
        for dg in dl.burst
    ]


class ModelBackend:
    """The `model` backend: the reference switch's learning lookup, then `DataPlane`, then
    the output queues (which never drop here: they drain at line rate)."""

    name = "model"

    def __init__(self, config: AccelParams | None = None, log: LogWriter | None = None) -> None:
        self.cfg = config or AccelParams()
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

    def forward_data(self, senders: Sequence[Sender], runs: np.ndarray) -> None:
        """What the learning lookup does with data frames the compiled loop took (switchd's
        `NativeLoop`): rows of `runs` are (sender index into `senders`, frames, frame
        length), in arrival order, each frame from the sender to the switch. When every
        sender is learned on its port already, the frames change nothing but the counters,
        all alike: they are counted at once."""
        if not len(runs):
            return
        table = self.lookup.table
        if any(table.lookup(senders[i].mac) != senders[i].port_bit
               for i in np.unique(runs[:, 0]).tolist()):
            for i, n, length in runs.tolist():
                s = senders[i]
                self._forward(self.cfg.switch_mac + s.mac, length, s.port_bit, n)
            return
        n = int(runs[:, 1].sum())
        c = self.lookup.counters
        c.pkt += n
        mac = self.cfg.switch_mac
        if is_group(mac) or table.lookup(mac) is None:
            c.flood += n
        else:
            c.hit += n

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
        """`ingest_many` of one burst."""
        return self.ingest_many([(sender, tos, burst)])

    def ingest_many(self, items: Sequence[tuple[Sender, int, Burst]]
                    ) -> tuple[list[Delivery], int]:
        """Bursts from UDP senders (switchd), in arrival order: the generated outputs, and
        the number of regular frames (passed through to nobody: there is no network behind
        switchd). Consecutive data bursts of one datagram size go through
        `DataPlane.push_rows` together (a burst's shorter last datagram ends such a run);
        everything else goes frame by frame."""
        outs: list[Delivery] = []
        regular = 0
        run: list[tuple[Sender, int, Burst]] = []

        def flush() -> None:
            if run:
                outs.extend(self._run(run))
                run.clear()

        for item in items:
            sender, tos, burst = item
            if not self._joins(run, item):
                flush()
                if not self._joins(run, item):
                    got, reg = self._one_by_one(sender, tos, burst)
                    outs.extend(got)
                    regular += reg
                    continue
            run.append(item)
            if burst.tail:  # the shorter last datagram: after the rows, before what follows
                flush()
                got, reg = self._one_by_one(sender, tos, Burst.of(
                    burst.data[burst.full * burst.size:]))
                outs.extend(got)
                regular += reg
        flush()
        return _merged(outs), regular

    def _joins(self, run: list[tuple[Sender, int, Burst]], item: tuple[Sender, int, Burst]
               ) -> bool:
        """Whether `item` can go into `run` (data class, full-size rows of the run's size)."""
        _sender, tos, burst = item
        if burst.full == 0 or tos >> 2 != self.cfg.DATA_DSCP or not (
                PAYLOAD_OFF <= HDR_OFF + burst.size <= MAX_FRAME):
            return False
        return not run or (run[0][2].size == burst.size and run[0][1] == tos)

    def _run(self, run: list[tuple[Sender, int, Burst]]) -> list[Delivery]:
        """The full-size rows of the bursts of `run` through `DataPlane.push_rows`."""
        locs: list[tuple[bytes, bytes, int]] = []
        where = []
        for sender, _tos, burst in run:
            loc = (sender.mac, sender.ip, sender.port_bit)
            if loc not in locs:
                locs.append(loc)
            where.append(np.full(burst.full, locs.index(loc)))
            self._forward(self.cfg.switch_mac + sender.mac, HDR_OFF + burst.size,
                          sender.port_bit, burst.full)
        rows = _join_rows([b.rows() for _s, _t, b in run])
        got = self.plane.push_rows(rows, run[0][1], np.concatenate(where), locs)
        assert got is not None  # _joins admitted only what push_rows takes
        return got

    def _one_by_one(self, sender: Sender, tos: int, burst: Burst) -> tuple[list[Delivery], int]:
        outs: list[Delivery] = []
        regular = 0
        for dg in burst:
            for _bits, o in self.push(sender.port_bit,
                                      frame_for(sender, tos, bytes(dg), self.cfg)):
                if isinstance(o, Regular):
                    regular += 1
                else:
                    outs.append(o)
        return outs, regular


def _join_rows(parts: Sequence[np.ndarray]) -> np.ndarray:
    """One (rows, size) array of equally wide row blocks: a view when they lie back to
    back in memory (bursts received into one arena), else a copy."""
    if len(parts) == 1:
        return parts[0]
    addr = [p.__array_interface__["data"][0] for p in parts]
    if all(a + p.nbytes == b for a, p, b in zip(addr, parts, addr[1:], strict=False)):
        base = parts[0]
        return np.lib.stride_tricks.as_strided(
            base, shape=(sum(len(p) for p in parts), base.shape[1]), strides=base.strides,
            writeable=False)
    return np.concatenate(parts)


def _merged(outs: list[Delivery]) -> list[Delivery]:
    """Consecutive broadcasts of one datagram size and destination as one burst (fewer
    sends; the datagrams and their order are unchanged)."""
    merged: list[Delivery] = []
    for o in outs:
        last = merged[-1] if merged else None
        if (last is not None and o.dst is None and last.dst is None and o.size == last.size
                and len(last.data) % last.size == 0 and o.tos == last.tos
                and o.dst_bits == last.dst_bits):
            merged[-1] = Delivery(np.concatenate([np.frombuffer(last.data, np.uint8).reshape(-1),
                                                  np.frombuffer(o.data, np.uint8).reshape(-1)]),
                                  o.size, o.tos, o.dst_bits)
        else:
            merged.append(o)
    return merged

