"""The `model` backend of iswitch-switchd: a fast software data plane with exactly the
accelerator's semantics as a root switch (docs/accel.md, docs/protocol.md; switchd has no
uplink port, so it refuses the child role of docs/protocol.md section 12: `_RootModel`).

The accelerator's semantics have one reference, `golden.accel_model.AccelModel`, and one fast
implementation, the compiled data plane (iswitch/native/plane.cpp). `DataPlane` keeps the
accelerator's state (2K segment buffers, the membership table, H, the bound job, every
counter) in numpy arrays, the layout the compiled code works on, and divides the frames:

- data-class frames (nearly all of them) go to the compiled code: `DataPlane.push` one frame
  at a time (`isw_frame`: classification, every check of docs/protocol.md section 9 in
  order, then the buffer), `DataPlane.push_rows` / `push_burst` many datagrams of one size
  (a batch switchd drained from its socket, or one UDP GSO burst of a worker: `isw_rows`),
  and switchd's own loop for data bursts (`iswitch.switchd.server`, `isw_serve`);
- everything else (control requests, regular and bypassed traffic: rare, and where the
  protocol's logic is) goes to the reference itself: `_RootModel` is an `AccelModel` whose
  buffers and counters are views of the plane's arrays (and which owns the membership
  table, H and the job), so it pushes the frame on the very state the compiled code works
  on (`_reference`). There is no third, Python, copy of the data path or of the control
  path.

Sums: the accelerator folds a segment's contributions in arrival order, stored sum first
(``acc = c0; acc = acc + c1; ...``); plane.cpp's fold does it (iswitch/native/common.h,
checked against golden/fold.py). tests/test_switchd_model.py checks `DataPlane` against
AccelModel frame by frame, bit for bit.

`ModelBackend` puts the reference switch around it (golden/switch_model.py: the learning
output port lookup sees every frame first; the accelerator sits between the lookup and the
output queues, docs/splicer.md) and implements `iswitch.switchd.backend.Backend`.
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import torch

from golden.accel_model import (
    AccelModel,
    AxisFrame,
    BufState,
    Member,
    MemberTable,
    OutFrame,
    location,
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
from iswitch.switchd.backend import PORTS, Sender, backend_params, frame_for
from iswitch.switchd.log import F_LOG_PARTIAL, NO_WORKER, ORDER_LEN, RECORD, LogWriter
from iswitch.wire import (
    BROADCAST_IP,
    BROADCAST_MAC,
    ETH_FIELDS,
    HDR_OFF,
    IPV4_FIELDS,
    MAX_ELEMS,
    MAX_FRAME,
    PAYLOAD_OFF,
    UDP_FIELDS,
    AccelParams,
    Mode,
    Reg,
    Status,
)
from iswitch.wire.dgram import Burst
from iswitch.wire.proto import ControlHeader, build_frame

FREE, AGG, DONE = 0, 1, 2  #: buffer states
_N_COUNTERS = max(r for r in Reg if r < 0x100) + 1


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


class _BufferView:
    """Buffer `b` of a `DataPlane` with the attributes of `golden.accel_model.Buffer`, read
    from and written to the plane's arrays (the reference runs on the plane's state)."""

    __slots__ = ("_p", "_b")
    _ARRAYS = {"tag": "tag", "bitmap": "bitmap", "count": "count", "nsum": "nsum",
               "elems": "elems", "job": "bjob", "h_emit": "h_emit",
               "contrib_emit": "contrib_emit"}

    def __init__(self, plane: DataPlane, b: int) -> None:
        self._p, self._b = plane, b

    def __getattr__(self, name: str) -> int:
        try:
            return int(getattr(self._p, _BufferView._ARRAYS[name])[self._b])
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name: str, value: object) -> None:
        if name in _BufferView.__slots__:
            object.__setattr__(self, name, value)
        elif name == "state":
            self._p.state[self._b] = value.value  # type: ignore[attr-defined]
        elif name == "partial":
            self._p.partial[self._b] = bool(value)
        elif name == "acc":
            assert isinstance(value, torch.Tensor)
            self._p.acc[self._b, :len(value)] = value.numpy()
        else:
            getattr(self._p, _BufferView._ARRAYS[name])[self._b] = value

    @property
    def state(self) -> BufState:
        return BufState(int(self._p.state[self._b]))

    @property
    def partial(self) -> bool:
        return bool(self._p.partial[self._b])

    @property
    def acc(self) -> torch.Tensor | None:
        """The sum (a view of the plane's accumulator row); None while the buffer is free."""
        if self._p.state[self._b] == FREE:
            return None
        return torch.from_numpy(self._p.acc[self._b, :self._p.elems[self._b]])


class _Counters:
    """`AccelModel.counters` over the plane's counter array (by `Reg` index, mod 2^32)."""

    def __init__(self, ctr: np.ndarray) -> None:
        self._ctr = ctr

    def __getitem__(self, reg: Reg) -> int:
        return int(self._ctr[reg])

    def __setitem__(self, reg: Reg, value: int) -> None:
        self._ctr[reg] = value

    def get(self, reg: int, default: int = 0) -> int:
        return int(self._ctr[reg]) if 0 <= reg < len(self._ctr) else default


class _RootModel(AccelModel):
    """The reference, `AccelModel`, running on a `DataPlane`'s state: its buffers, counters
    and free-all are the plane's arrays (`_BufferView`, `_Counters`); the membership table,
    H and the job are the model's own (the plane reads them from here).

    One difference, a root only: switchd has no uplink port (the switch it stands for is a
    UDP server whose ports are its senders), so SetRole of the child role is refused with
    BAD_VALUE (iswitch-switchd answers it before the data plane, with a message: server.py);
    SetRole of the root (0) is the role it has (OK, the UPLINK register 0 as result). A
    child value while a job is bound is still ROLE_BUSY (AccelModel's check comes first)."""

    def __init__(self, plane: DataPlane) -> None:
        self._plane = plane
        super().__init__(plane.cfg)
        self.buffers = [_BufferView(plane, b) for b in range(plane.nb)]  # type: ignore[misc]

    def clear_counters(self) -> None:
        self._plane.ctr[:] = 0
        self.counters = _Counters(self._plane.ctr)  # type: ignore[assignment]

    def _busy(self) -> int:
        return int(np.count_nonzero(self._plane.state != FREE))

    def _free_all(self) -> None:
        p = self._plane
        for a in (p.state, p.tag, p.bitmap, p.count, p.nsum, p.elems, p.bjob, p.partial,
                  p.h_emit, p.contrib_emit):
            a[:] = 0

    def _setrole(self, f: AxisFrame, req: ControlHeader) -> list[OutFrame]:
        if req.value != 0:
            return [self._ack(f, req, Status.BAD_VALUE)]
        return super()._setrole(f, req)


#: the data plane's default parameters: the accelerator's, without the exact mode (which
#: plane.cpp does not have yet: issue 23)
PARAMS = backend_params("model")


class DataPlane(MemberTable):
    """The accelerator's state and behaviour (see the module docstring)."""

    def __init__(self, cfg: AccelParams | None = None, log: LogWriter | None = None) -> None:
        native.lib()  # built or loaded now: a missing compiler fails here (ToolError)
        self.cfg = cfg or PARAMS
        if self.cfg.EXACT:
            raise ValueError("the data plane has no exact mode yet (issue 23): EXACT must be 0")
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
        self.member_of = np.full(1 << 16, -1, np.int64)  # worker id -> table index
        self.ctr = np.zeros(_N_COUNTERS, np.uint32)  #: the counters, by `Reg` index
        self.last_drop: Reg | None = None
        self._data_tos = self.cfg.DATA_DSCP << 2
        self._native: native._Plane | None = None
        self.member_loc = np.full(self.cfg.MEMBERS, -1, np.int64)
        #: the reference on this state, for every frame that is not a data frame; it owns
        #: the membership table, H and the job
        self._model = _RootModel(self)

    @property
    def table(self) -> list[Member | None]:  # type: ignore[override]
        return self._model.table

    @property
    def h(self) -> int:  # type: ignore[override]
        return self._model.h

    @property
    def job(self) -> int | None:  # type: ignore[override]
        return self._model.job

    @property
    def mode(self) -> Mode:  # type: ignore[override]
        return self._model.mode

    # ------------------------------------------------------------ registers

    @property
    def counters(self) -> list[int]:
        """The counters, by `Reg` index."""
        return self.ctr.tolist()

    def _counter(self, reg: Reg) -> int:
        return int(self.ctr[reg])

    def _busy(self) -> int:
        return int(np.count_nonzero(self.state != FREE))

    def _uplink_word(self) -> int:
        return 0  # always the root (see _setrole)

    # ------------------------------------------------------------ one frame

    def push(self, d: bytes, src_bits: int, tkeep: tuple[int, ...] | None = None
             ) -> list[Delivery | Regular]:
        """Process one input frame (bytes from byte 0, TUSER source bits `src_bits`, and the
        per-beat tkeep masks of a frame whose beats are not canonical, as `AxisFrame`).
        Returns what the accelerator emits because of it, in order: data-class frames
        through the compiled plane (`isw_frame`), anything else through the reference."""
        f = AxisFrame(bytes(d), make_tuser(len(d), src_bits), tkeep)
        got = self._native_frame(f)
        return self._reference(f) if got is None else got

    def _native_frame(self, f: AxisFrame) -> list[Delivery | Regular] | None:
        d = f.data
        self._locate([location(d, f.src_port)])
        out = np.empty(MAX_FRAME, np.uint8)
        recs = np.zeros(1 if self.log is not None else 0, RECORD)
        n_recs = ctypes.c_int64(0)
        buf = np.frombuffer(d, np.uint8)
        nbytes = native.lib().isw_frame(
            ctypes.byref(self.native_plane()), native.addr(buf), len(d), f.length,
            int(f.keep_ok), 0, native.addr(out), native.addr(recs) if len(recs) else None,
            ctypes.byref(n_recs))
        if nbytes < 0:
            return None
        self.last_drop = Reg(self._native.last_drop) if self._native.last_drop else None
        if self.log is not None and n_recs.value:
            self.log.write(recs[:n_recs.value])
        if not nbytes:
            return []
        return [Delivery(out[:nbytes], nbytes, self._data_tos, self.member_ports)]

    def _locate(self, locs: Sequence[tuple[bytes, bytes, int]]) -> None:
        """`member_loc`: each table entry's index in `locs` (MAC, IPv4, TUSER source bits),
        -1 for none (the compiled code's SPOOFED check)."""
        loc_index = {loc: i for i, loc in enumerate(locs)}
        self.member_loc[:] = [-1 if m is None else loc_index.get((m.mac, m.ip, m.port), -1)
                              for m in self.table]

    # ------------------------------------------------------------ the reference's frames

    def _reference(self, f: AxisFrame) -> list[Delivery | Regular]:
        """Frame `f` through the reference (`_RootModel`: AccelModel on this plane's state),
        with the log records of the aggregates it emitted (a sweep after SetH or Leave, a
        forced one of FBcast: in buffer order, as it emits them)."""
        m = self._model
        before_state = self.state.copy()
        before_table = list(m.table)
        outs = m.push(f)
        self.last_drop = m.last_drop
        if m.table != before_table:
            for old in before_table:
                if old is not None:
                    self.member_of[old.worker] = -1
            for i, new in enumerate(m.table):
                if new is not None:
                    self.member_of[new.worker] = i
        if self.log is not None:
            emitted = np.nonzero((before_state == AGG) & (self.state == DONE))[0]
            if len(emitted):
                self.log.write(self._records(emitted))
        return [self._output(o) for o in outs]

    def _records(self, bufs: np.ndarray) -> np.ndarray:
        """The log records of DONE buffers `bufs` (`iswitch.switchd.log.RECORD`)."""
        rec = np.zeros(len(bufs), RECORD)
        rec["seg"] = self.tag[bufs]
        rec["job"] = self.bjob[bufs]
        rec["elems"] = self.elems[bufs]
        rec["nsum"] = self.nsum[bufs]
        rec["h"] = self.h_emit[bufs]
        rec["flags"] = np.where(self.partial[bufs], F_LOG_PARTIAL, 0)
        rec["n"] = self.count[bufs]
        rec["contrib"] = self.contrib_emit[bufs]
        rec["order"] = self.order[bufs]
        return rec

    def _output(self, o: OutFrame) -> Delivery | Regular:
        """An output frame of the reference as this plane gives it: the regular frame, or
        the generated datagram with its ToS byte, destination bits and unicast destination."""
        d = o.frame.data
        if o.regular:
            return Regular(d)
        dst = (ETH_FIELDS["dst_mac"].read_bytes(d), IPV4_FIELDS["dst_ip"].read_bytes(d),
               UDP_FIELDS["dport"].read(d))
        if dst == (BROADCAST_MAC, BROADCAST_IP, self.cfg.UDP_PORT):
            dst = None
        dg = d[HDR_OFF:]
        return Delivery(dg, len(dg), IPV4_FIELDS["tos"].read(d), o.frame.dst_ports, dst)

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
        self._locate(locs)
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
                nb=self.nb, order_len=ORDER_LEN, rec_size=RECORD.itemsize, **rec,
                data_dscp=self.cfg.DATA_DSCP, udp_port=self.cfg.UDP_PORT)
        c.h, c.heff, c.job = self.h, self.heff, -1 if self.job is None else self.job
        return c


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
        self.cfg = config or PARAMS
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

