"""Transaction-level reference model of the `iswitch_accel` hardware block (docs/accel.md).

Feed it input frames as they arrive on `s_axis` (`AxisFrame`: bytes + NetFPGA TUSER, and
optionally the per-beat `tkeep` masks); `AccelModel.push` returns what the block emits on
`m_axis` because of that frame: the frame itself if it is regular traffic, or the frames
the accelerator generates (Acks, aggregates, Help replays) in the order the hardware
emits them. It keeps the same state as the hardware: 2K segment buffers (K slots x 2
banks) with tag, contributor bitmap, count, nsum, element count and state; the
membership table; the threshold H; the bound job; and every counter of
docs/protocol.md section 10.

Sums are the sequential PyTorch fp32 fold in arrival order with the hardware's x86 NaN
rule (`golden.fold.add_f32`, stored sum = first operand). The model never looks at time:
the relative order of regular frames and generated frames on `m_axis` is not specified
(the hardware interleaves them at packet boundaries), so a testbench compares the regular
stream and the generated stream separately, each in order (`OutFrame.regular`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import numpy as np
import torch

from golden.decide import (
    META_FIELDS,
    BufState,
    CtrlCase,
    CtrlOutcome,
    DataCase,
    Meta,
    commit_meta,
    complete_meta,
    decide_ctrl,
    decide_data,
)
from golden.exact import ExactAcc
from golden.fold import add_f32
from iswitch.wire import (
    BEAT_BYTES,
    BROADCAST_IP,
    BROADCAST_MAC,
    CTRL_UDP_LEN,
    DATA_FIELDS,
    ELEM_BYTES,
    ETH_FIELDS,
    ETH_LEN,
    ETHERTYPE_IPV4,
    HDR_OFF,
    IP_FRAG_MASK,
    IP_IHL,
    IP_LEN,
    IP_VERSION,
    IPPROTO_UDP,
    IPV4_FIELDS,
    JOB_BOUND_BIT,
    JOB_EXACT_BIT,
    JOIN_ENTITY_BIT,
    JOIN_MODE_BIT,
    JOIN_VALUE_MAX,
    MAGIC,
    MAX_FRAME,
    MEMBER_ENTITY_BIT,
    MEMBER_PORT_SHIFT,
    MEMBER_VALID_BIT,
    PAYLOAD_OFF,
    SWITCH_WORKER_ID,
    TUSER_DST,
    TUSER_SRC,
    TYPE_CTRL,
    TYPE_DATA,
    UDP_FIELDS,
    UPLINK_ATTACHED_BIT,
    UPLINK_CHILD_BIT,
    UPLINK_EXACT_BIT,
    UPLINK_ID,
    UPLINK_INDEX,
    UPLINK_PORT,
    VERSION,
    AccelParams,
    Action,
    Entity,
    Flag,
    Mode,
    Reg,
    Status,
    join_value,
    make_tuser,
    vt,
)
from iswitch.wire.proto import (
    ControlHeader,
    DataHeader,
    build_control_frame,
    build_data_frame,
    ip_checksum,
)

_TOS, _VER_IHL, _FRAG, _PROTO = (IPV4_FIELDS[n] for n in ("tos", "ver_ihl", "frag", "proto"))
_ETHERTYPE, _SRC_MAC = ETH_FIELDS["ethertype"], ETH_FIELDS["src_mac"]
_SRC_IP = IPV4_FIELDS["src_ip"]
_MAGIC, _VT = DATA_FIELDS["magic"], DATA_FIELDS["vt"]

FULL_KEEP = (1 << BEAT_BYTES) - 1


# ---------------------------------------------------------------- stream frames


@dataclass(frozen=True)
class AxisFrame:
    """One packet on a 256-bit NetFPGA AXI-Stream.

    `data` is the frame (byte 0 = `tdata[7:0]` of beat 0). If `tkeep` is None the beats are
    canonical (all ones, the last one contiguous from bit 0); otherwise `tkeep[i]` is beat
    i's mask and `data` holds ``32 * len(tkeep)`` raw bytes, kept or not.
    TUSER: [15:0] length, [23:16] source port one-hot, [31:24] destination ports one-hot.
    """

    data: bytes
    tuser: int
    tkeep: tuple[int, ...] | None = None

    @property
    def src_port(self) -> int:
        """Source port one-hot, TUSER[23:16]."""
        return TUSER_SRC.get(self.tuser)

    @property
    def dst_ports(self) -> int:
        """Destination ports one-hot, TUSER[31:24]."""
        return TUSER_DST.get(self.tuser)

    @property
    def keep_ok(self) -> bool:
        """Whether the tkeep masks follow the stream convention (no holes)."""
        if self.tkeep is None:
            return True
        if not self.tkeep or len(self.data) != BEAT_BYTES * len(self.tkeep):
            return False
        if any(k != FULL_KEEP for k in self.tkeep[:-1]):
            return False
        last = self.tkeep[-1]
        return last != 0 and (last & (last + 1)) == 0

    @property
    def length(self) -> int:
        """Number of kept bytes."""
        if self.tkeep is None:
            return len(self.data)
        return sum(bin(k).count("1") for k in self.tkeep)

    def beats(self) -> list[tuple[int, int]]:
        """The frame as (tdata, tkeep) integers per beat."""
        if self.tkeep is not None:
            return [
                (int.from_bytes(self.data[i * 32:(i + 1) * 32], "little"), k)
                for i, k in enumerate(self.tkeep)
            ]
        out = []
        for i in range(0, len(self.data), BEAT_BYTES):
            chunk = self.data[i:i + BEAT_BYTES]
            out.append((int.from_bytes(chunk, "little"), (1 << len(chunk)) - 1))
        return out


@dataclass(frozen=True)
class OutFrame:
    """One packet the block emits; `regular` = passed through unchanged (else generated)."""

    frame: AxisFrame
    regular: bool


def split_outputs(outs: Iterable[OutFrame]) -> tuple[list[AxisFrame], list[AxisFrame]]:
    """(regular frames, generated frames), each in order: what a testbench compares."""
    regular: list[AxisFrame] = []
    generated: list[AxisFrame] = []
    for o in outs:
        (regular if o.regular else generated).append(o.frame)
    return regular, generated


# ---------------------------------------------------------------- state


@dataclass
class Buffer:
    """One segment buffer (slot s mod K, bank (s div K) mod 2)."""

    state: BufState = BufState.FREE
    tag: int = 0
    bitmap: int = 0
    count: int = 0
    nsum: int = 0
    elems: int = 0
    job: int = 0
    partial: bool = False
    h_emit: int = 0
    contrib_emit: int = 0
    acc: torch.Tensor | None = None  #: the sum as sent (exact mode: the rounded `xacc`)
    xacc: ExactAcc | None = None  #: exact mode: the contributions' exact sum


def _meta(buf: Buffer) -> Meta:
    return Meta(**{n: getattr(buf, n) for n in META_FIELDS})


def _set_meta(buf: Buffer, m: Meta) -> None:
    for n in META_FIELDS:
        setattr(buf, n, getattr(m, n))


@dataclass(frozen=True)
class Member:
    """One membership table entry."""

    worker: int
    entity: int
    mac: bytes
    ip: bytes
    port: int


@dataclass(frozen=True)
class Uplink:
    """The switch's role (docs/protocol.md section 8.1): root (`child` False), or child with
    an uplink port (one-hot TUSER bits) and a member id at its parent; `attached` and `index`
    are what the parent's Ack to the switch's Join said."""

    child: bool = False
    port: int = 0
    member_id: int = 0
    attached: bool = False
    index: int = 0
    exact: bool = False  #: a child's mode: it joins its parent in it (protocol section 13)

    @property
    def config(self) -> int:
        """The SetRole value of this role."""
        return ((self.child << UPLINK_CHILD_BIT) | (self.exact << UPLINK_EXACT_BIT)
                | UPLINK_PORT.put(0, self.port) | UPLINK_ID.put(0, self.member_id))

    @property
    def word(self) -> int:
        """The `Reg.UPLINK` register."""
        return self.config | (self.attached << UPLINK_ATTACHED_BIT) | UPLINK_INDEX.put(
            0, self.index)

    @staticmethod
    def from_value(value: int) -> Uplink | None:
        """The role a SetRole `value` asks for; None if the value is not a role (bit 30 or
        bits 28..24 set; a child without exactly one uplink port bit or with the reserved id
        0xFFFF; a root value other than 0)."""
        child = value >> UPLINK_CHILD_BIT & 1
        exact = bool(value >> UPLINK_EXACT_BIT & 1)
        port, member_id = UPLINK_PORT.get(value), UPLINK_ID.get(value)
        if value & ~(Uplink(True, port, member_id, exact=exact).config):
            return None
        if not child:
            return Uplink() if value == 0 else None
        if port == 0 or port & (port - 1) or member_id == SWITCH_WORKER_ID:
            return None
        return Uplink(True, port, member_id, exact=exact)


def newer(a: int, b: int) -> bool:
    """Serial-number comparison (RFC 1982, 32 bits): is `a` newer than `b`?"""
    d = (a - b) & 0xFFFF_FFFF
    return 0 < d < 0x8000_0000


def _f32(payload: bytes) -> torch.Tensor:
    """Little-endian fp32 bytes as a float32 tensor (bit-exact, NaN payloads kept)."""
    n = len(payload) // 4  # (numpy reads the bytes as they are: no float conversion)
    return torch.from_numpy(np.frombuffer(payload, "<i4", n).astype(np.int32)).view(
        torch.float32)


def _f32_bytes(t: torch.Tensor) -> bytes:
    """A float32 tensor as little-endian bytes."""
    return t.contiguous().view(torch.int32).numpy().astype("<i4").tobytes()


def _exact_add(acc: ExactAcc, vals: torch.Tensor) -> torch.Tensor:
    """`vals` added into the exact accumulator `acc`; its sum so far, rounded once."""
    acc.add(vals.contiguous().view(torch.int32).numpy().view(np.uint32))
    return torch.from_numpy(acc.result().view(np.float32).copy())


class Drop(Exception):
    """Internal: a candidate is dropped with reason `reason`."""

    def __init__(self, reason: Reg) -> None:
        super().__init__(reason.name)
        self.reason = reason


# ---------------------------------------------------------------- the model


def classify(d: bytes, n: int, cfg: AccelParams) -> str | Reg:
    """A frame's class from its first beat (docs/protocol.md section 4): 'regular', 'data',
    'ctrl', or a drop/bypass reason (`Reg`). `n` is the frame's length (kept bytes, or the
    raw length of a frame whose tkeep masks have holes)."""
    # the class needs the bytes up to the ToS; the bypass checks those up to the protocol
    if n < _TOS.end or len(d) < _TOS.end:
        return "regular"
    ver, ihl = divmod(_VER_IHL.read(d), 16)
    dscp = _TOS.read(d) >> 2
    if _ETHERTYPE.read(d) != ETHERTYPE_IPV4 or ver != IP_VERSION:
        return "regular"
    if dscp not in (cfg.DATA_DSCP, cfg.CTRL_DSCP):
        return "regular"
    if n < _PROTO.end or len(d) < _PROTO.end:
        return Reg.RUNT
    if ihl != IP_IHL:
        return Reg.BYPASS_IHL
    if _FRAG.read(d) & IP_FRAG_MASK:
        return Reg.BYPASS_FRAG
    if _PROTO.read(d) != IPPROTO_UDP:
        return Reg.BYPASS_PROTO
    return "data" if dscp == cfg.DATA_DSCP else "ctrl"


def check_frame(d: bytes, n: int, keep_ok: bool, kind: str, cfg: AccelParams) -> None:
    """The frame, IPv4, UDP and common header checks of a candidate of class `kind`, in the
    order of docs/protocol.md section 9; raises `Drop` with the first failing one."""
    if n < PAYLOAD_OFF:
        raise Drop(Reg.RUNT)
    if not keep_ok:
        raise Drop(Reg.TKEEP)
    if n > MAX_FRAME:
        raise Drop(Reg.OVERSIZE)
    ip_total = IPV4_FIELDS["total_len"].read(d)
    if n < ETH_LEN + ip_total:
        raise Drop(Reg.TRUNCATED)
    if n > ETH_LEN + ip_total:
        raise Drop(Reg.IP_LEN)
    if ip_checksum(d[ETH_LEN:ETH_LEN + IP_LEN]) != 0:
        raise Drop(Reg.IP_CSUM)
    if UDP_FIELDS["udp_len"].read(d) != ip_total - IP_LEN:
        raise Drop(Reg.UDP_LEN)
    if UDP_FIELDS["dport"].read(d) != cfg.UDP_PORT:
        raise Drop(Reg.BAD_PORT)
    magic, vt_ = _MAGIC.read(d, HDR_OFF), _VT.read(d, HDR_OFF)
    if magic != MAGIC or vt_ != vt(TYPE_DATA if kind == "data" else TYPE_CTRL):
        raise Drop(Reg.BAD_HEADER)
    if kind == "data" and DATA_FIELDS["nsum"].read(d, HDR_OFF) == 0:
        raise Drop(Reg.BAD_HEADER)


def location(d: bytes, src_port: int) -> tuple[bytes, bytes, int]:
    """A frame's location for the membership check: source MAC, source IP, ingress port."""
    return _SRC_MAC.read_bytes(d), _SRC_IP.read_bytes(d), src_port


class MemberTable:
    """The membership table and the Query registers as the accelerator shows them, shared by
    `AccelModel` and switchd's data plane (iswitch/switchd/model_backend.py): a subclass
    has `table`, `h`, `job` and `cfg`, and says how to read a counter, how many buffers are
    busy and its uplink word."""

    table: list[Member | None]
    h: int
    job: int | None
    mode: Mode
    cfg: AccelParams

    def _counter(self, reg: Reg) -> int:
        raise NotImplementedError

    def _busy(self) -> int:
        raise NotImplementedError

    def _uplink_word(self) -> int:
        raise NotImplementedError

    @property
    def member_count(self) -> int:
        return sum(m is not None for m in self.table)

    @property
    def heff(self) -> int:
        """Effective threshold min(H, members)."""
        return min(self.h, self.member_count)

    @property
    def member_ports(self) -> int:
        """OR of the members' ingress ports (destination bits of aggregates)."""
        p = 0
        for m in self.table:
            if m is not None:
                p |= m.port
        return p

    def read_reg(self, index: int) -> int | None:
        """A Query register (docs/protocol.md section 10), None if the index is unknown."""
        if index < 0x100:
            try:
                return self._counter(Reg(index))
            except ValueError:
                return None
        if index == Reg.H:
            return self.h
        if index == Reg.MEMBER_COUNT:
            return self.member_count
        if index == Reg.JOB:
            if self.job is None:
                return 0
            return (self.mode << JOB_EXACT_BIT) | (1 << JOB_BOUND_BIT) | self.job
        if index == Reg.K:
            return self.cfg.K
        if index == Reg.MEMBERS:
            return self.cfg.MEMBERS
        if index == Reg.BUSY:
            return self._busy()
        if index == Reg.VERSION:
            return VERSION
        if index == Reg.UPLINK:
            return self._uplink_word()
        i = index - Reg.MEMBER_BASE
        if 0 <= i < self.cfg.MEMBERS:
            m = self.table[i]
            if m is None:
                return 0
            return ((1 << MEMBER_VALID_BIT) | (m.entity << MEMBER_ENTITY_BIT)
                    | (m.port << MEMBER_PORT_SHIFT) | m.worker)
        return None


@dataclass
class AccelModel(MemberTable):
    """The accelerator's behaviour, one input frame at a time (docs/accel.md)."""

    cfg: AccelParams = field(default_factory=AccelParams)

    def __post_init__(self) -> None:
        self.buffers: list[Buffer] = [Buffer() for _ in range(self.cfg.NBUF)]
        self.table: list[Member | None] = [None] * self.cfg.MEMBERS
        self.h = 0
        self.job: int | None = None
        self.mode = Mode.FOLD  #: the bound job's (FOLD while none is bound)
        self.uplink = Uplink()
        self.counters: dict[Reg, int] = {}
        self.last_drop: Reg | None = None
        self.clear_counters()

    # ------------------------------------------------------------ public helpers

    def clear_counters(self) -> None:
        """Set every counter to zero."""
        self.counters = {r: 0 for r in Reg if r < 0x100}

    def buffer_for(self, seg: int) -> Buffer:
        """The buffer segment `seg` maps to (index seg mod 2K)."""
        return self.buffers[seg % (self.cfg.NBUF)]

    def _counter(self, reg: Reg) -> int:
        return self.counters[reg] & 0xFFFF_FFFF

    def _busy(self) -> int:
        return sum(b.state is not BufState.FREE for b in self.buffers)

    def _uplink_word(self) -> int:
        return self.uplink.word

    def run(self, frames: Iterable[AxisFrame]) -> list[OutFrame]:
        """`push` every frame; all outputs in order."""
        out: list[OutFrame] = []
        for f in frames:
            out.extend(self.push(f))
        return out

    # ------------------------------------------------------------ the datapath

    def _count(self, reg: Reg, n: int = 1) -> None:
        self.counters[reg] = (self.counters[reg] + n) & 0xFFFF_FFFF

    def classify(self, f: AxisFrame) -> str | Reg:
        """'regular', 'data', 'ctrl', or a drop/bypass reason (`Reg`), from the first beat."""
        return classify(f.data, f.length if f.keep_ok else len(f.data), self.cfg)

    def push(self, f: AxisFrame) -> list[OutFrame]:
        """Process one input frame; return the frames it causes on `m_axis`, in order."""
        self.last_drop = None
        kind = self.classify(f)
        if kind == "regular" or kind in (Reg.BYPASS_IHL, Reg.BYPASS_FRAG, Reg.BYPASS_PROTO):
            if isinstance(kind, Reg):
                self._count(kind)
            self._count(Reg.REGULAR)
            return [OutFrame(f, True)]
        try:
            if isinstance(kind, Reg):
                raise Drop(kind)
            self._check_frame(f, kind)
            if kind == "data":
                return self._data(f)
            return self._control(f)
        except Drop as e:
            self.last_drop = e.reason
            self._count(e.reason)
            self._count(Reg.DROPS)
            return []

    def _check_frame(self, f: AxisFrame, kind: str) -> None:
        check_frame(f.data, f.length, f.keep_ok, kind, self.cfg)

    def _location(self, f: AxisFrame) -> tuple[bytes, bytes, int]:
        return location(f.data, f.src_port)

    def _lookup(self, worker: int) -> tuple[int, Member] | None:
        for i, m in enumerate(self.table):
            if m is not None and m.worker == worker:
                return i, m
        return None

    # ------------------------------------------------------------ data

    def _data(self, f: AxisFrame) -> list[OutFrame]:
        d = f.data
        hdr = DataHeader.unpack(d[HDR_OFF:])
        payload_len = f.length - PAYLOAD_OFF
        if payload_len % ELEM_BYTES:
            raise Drop(Reg.ALIGN)
        if ELEM_BYTES * hdr.count > payload_len:
            raise Drop(Reg.COUNT_BEYOND)
        if hdr.count == 0 or ELEM_BYTES * hdr.count < payload_len:
            raise Drop(Reg.COUNT_SHORT)
        vals = _f32(d[PAYLOAD_OFF:PAYLOAD_OFF + ELEM_BYTES * hdr.count])
        buf = self.buffer_for(hdr.seg)
        found = self._lookup(hdr.worker)
        idx = -1 if found is None else found[0]
        down = bool(hdr.flags & Flag.DOWN)
        case = DataCase(
            down=down, child=self.uplink.child, from_parent=f.src_port == self.uplink.port,
            member=found is not None,
            loc_ok=found is not None and (found[1].mac, found[1].ip, found[1].port)
            == self._location(f),
            job_ok=self.job is not None and hdr.job == self.job,
            mode_ok=bool(hdr.flags & Flag.EXACT) == (self.mode is Mode.EXACT),
            h_zero=self.h == 0,
            state=buf.state, same_tag=buf.tag == hdr.seg,
            older=buf.tag != hdr.seg and not newer(hdr.seg, buf.tag),
            dup=idx >= 0 and bool(buf.bitmap >> idx & 1), len_ok=buf.elems == hdr.count,
            ge_add=buf.count + 1 >= self.heff, ge_store=1 >= self.heff)
        out = decide_data(case)
        if out.drop is not None:
            raise Drop(out.drop)
        up = self.uplink
        _set_meta(buf, commit_meta(
            _meta(buf), case, out, seg=hdr.seg, job=hdr.job, elems=hdr.count, nsum=hdr.nsum,
            partial=bool(hdr.flags & Flag.PARTIAL), member_bit=0 if down else 1 << idx,
            heff=self.heff, incl=up.attached and bool(hdr.contrib >> up.index & 1)))
        if down:
            # a result from the parent, taken from its port only: kept in the segment's
            # buffer (DONE, for Help) and multicast to the members (docs/protocol.md 8.1); as
            # is, or in the exact mode as one contribution (its NaNs canonical: section 13.3)
            buf.xacc = None
            buf.acc = (_exact_add(ExactAcc(hdr.count), vals) if self.mode is Mode.EXACT
                       else vals.clone())
            self._count(Reg.DOWN_OK)
            return [self._broadcast(buf)]
        if self.mode is Mode.EXACT:
            if out.store:
                buf.xacc = ExactAcc(hdr.count)
            assert buf.xacc is not None
            buf.acc = _exact_add(buf.xacc, vals)
        elif out.store:
            buf.acc = vals.clone()  # the first contribution is stored as is
        else:
            assert buf.acc is not None
            buf.acc = add_f32(buf.acc, vals)
        self._count(Reg.DATA_OK)
        if out.emit:
            return [self._emit(buf)]
        return []

    def _aggregate_frame(self, buf: Buffer, flags: int, dst_mac: bytes, dst_ip: bytes,
                         dst_ports: int, worker: int = SWITCH_WORKER_ID) -> AxisFrame:
        assert buf.acc is not None
        hdr = DataHeader(
            job=buf.job, seg=buf.tag, worker=worker, count=buf.elems, nsum=buf.nsum,
            flags=flags | (Flag.EXACT if self.mode is Mode.EXACT else 0),
            contrib=buf.contrib_emit, h=buf.h_emit,
        )
        frame = build_data_frame(
            hdr, _f32_bytes(buf.acc), src_mac=self.cfg.switch_mac, src_ip=self.cfg.switch_ip,
            dst_mac=dst_mac, dst_ip=dst_ip, dscp=self.cfg.DATA_DSCP,
            sport=self.cfg.UDP_PORT, dport=self.cfg.UDP_PORT,
        )
        return AxisFrame(frame, make_tuser(len(frame), 0, dst_ports))

    def _broadcast(self, buf: Buffer) -> OutFrame:
        """The DONE buffer's aggregate to all members (the OR of their ports)."""
        self._count(Reg.AGG_TX)
        flags = Flag.AGG | Flag.DOWN | (Flag.PARTIAL if buf.partial else 0)
        return OutFrame(
            self._aggregate_frame(buf, flags, BROADCAST_MAC, BROADCAST_IP, self.member_ports),
            False,
        )

    def _up_frame(self, buf: Buffer, retx: bool) -> OutFrame:
        """A child's partial of the buffer, up to its parent (`DOWN` clear, its member id)."""
        self._count(Reg.UP_TX)
        flags = Flag.AGG | (Flag.PARTIAL if buf.partial else 0) | (Flag.RETX if retx else 0)
        return OutFrame(self._aggregate_frame(buf, flags, BROADCAST_MAC, BROADCAST_IP,
                                              self.uplink.port, self.uplink.member_id), False)

    def _complete(self, buf: Buffer, partial: bool) -> OutFrame:
        """The buffer's contributions are complete (or forced out by FBcast): a root
        broadcasts the aggregate (DONE), a child sends its partial up (UP)."""
        _set_meta(buf, complete_meta(_meta(buf), partial, self.heff, self.uplink.child))
        return self._emit(buf)

    def _emit(self, buf: Buffer) -> OutFrame:
        """The frame of a buffer just completed: the aggregate down, or the partial up."""
        if buf.state is BufState.UP:
            return self._up_frame(buf, retx=False)
        return self._broadcast(buf)

    def _sweep(self) -> list[OutFrame]:
        """Complete every aggregating buffer whose count already reaches Heff (ascending
        index)."""
        if self.heff == 0:
            return []
        return [
            self._complete(b, partial=False)
            for b in self.buffers
            if b.state is BufState.AGG and b.count >= self.heff
        ]

    # ------------------------------------------------------------ control

    def _ack(self, f: AxisFrame, req: ControlHeader, status: Status, result: int = 0) -> OutFrame:
        d = f.data
        hdr = ControlHeader(
            job=req.job, seq=req.seq, worker=req.worker, action=Action.ACK, status=status,
            value=req.value, result=result & 0xFFFF_FFFF, acked=req.action,
        )
        frame = build_control_frame(
            hdr, src_mac=self.cfg.switch_mac, src_ip=self.cfg.switch_ip,
            dst_mac=_SRC_MAC.read_bytes(d), dst_ip=_SRC_IP.read_bytes(d),
            dscp=self.cfg.CTRL_DSCP, sport=self.cfg.UDP_PORT, dport=UDP_FIELDS["sport"].read(d),
        )
        self._count(Reg.ACK_TX)
        if status != Status.OK:
            self._count(Reg.CTRL_ERR)
        return OutFrame(AxisFrame(frame, make_tuser(len(frame), 0, f.src_port)), False)

    def _up_request(self, req: ControlHeader, action: Action, value: int) -> OutFrame:
        """A child's own request to its parent (its Join, a relayed Help or FBcast): from the
        switch's address with its member id, `job` and `seq` of the request that caused it,
        Ethernet and IPv4 broadcast out of the uplink port."""
        hdr = ControlHeader(job=req.job, seq=req.seq, worker=self.uplink.member_id,
                            action=action, value=value)
        frame = build_control_frame(
            hdr, src_mac=self.cfg.switch_mac, src_ip=self.cfg.switch_ip,
            dst_mac=BROADCAST_MAC, dst_ip=BROADCAST_IP, dscp=self.cfg.CTRL_DSCP,
            sport=self.cfg.UDP_PORT, dport=self.cfg.UDP_PORT,
        )
        self._count(Reg.UP_TX)
        return OutFrame(AxisFrame(frame, make_tuser(len(frame), 0, self.uplink.port)), False)

    def _free_all(self) -> None:
        for i in range(len(self.buffers)):
            self.buffers[i] = Buffer()

    def _drop_answered(self, f: AxisFrame, req: ControlHeader, reason: Reg,
                       status: Status) -> list[OutFrame]:
        """A request dropped with `reason` and answered with an error Ack (not CTRL_OK)."""
        self.last_drop = reason
        self._count(reason)
        self._count(Reg.DROPS)
        return [self._ack(f, req, status)]

    def _ctrl_case(self, f: AxisFrame, req: ControlHeader) -> CtrlCase:
        """The classes of a control request's decision (golden.decide.CtrlCase)."""
        found = self._lookup(req.worker)
        free = [i for i, m in enumerate(self.table) if m is None]
        buf = self.buffer_for(req.value)
        reg = self.read_reg(req.value)  # a Query's answer: it sees its own CTRL_OK
        if reg is not None and req.value == Reg.CTRL_OK:
            reg = (reg + 1) & 0xFFFF_FFFF
        return CtrlCase(
            action=req.action, child=self.uplink.child,
            from_parent=f.src_port == self.uplink.port, value_bad=req.value > JOIN_VALUE_MAX,
            switch_id=req.worker == SWITCH_WORKER_ID, job_bound=self.job is not None,
            job_ok=self.job is not None and req.job == self.job, member=found is not None,
            loc_ok=found is not None and (found[1].mac, found[1].ip, found[1].port)
            == self._location(f),
            free=bool(free), bad_h=not 1 <= req.value <= self.cfg.MEMBERS,
            role_ok=Uplink.from_value(req.value) is not None,
            role_same=req.value == self.uplink.config,
            want_exact=bool(req.value >> (JOIN_MODE_BIT if req.action == Action.JOIN
                                          else UPLINK_EXACT_BIT) & 1),
            exact_built=bool(self.cfg.EXACT), mode_ok=self._join_mode_ok(req.value),
            value_child=bool(req.value >> UPLINK_CHILD_BIT & 1), state=buf.state,
            same_tag=buf.tag == req.value,
            older=buf.tag != req.value and not newer(buf.tag, req.value),
            index=-1 if found is None else found[0], free_index=free[0] if free else -1,
            h=self.h, n_members=self.member_count, count=buf.count,
            reg=reg, uplink=self.uplink.word)

    def _join_mode_ok(self, value: int) -> bool:
        """A Join's mode (`value` bit JOIN_MODE_BIT) is the bound job's and, at a child, its
        role's (docs/protocol.md section 13)."""
        mode = Mode(value >> JOIN_MODE_BIT & 1)
        if self.job is not None and mode is not self.mode:
            return False
        return not self.uplink.child or mode is Mode(self.uplink.exact)

    def _control(self, f: AxisFrame) -> list[OutFrame]:
        """A control request: decide_ctrl decides, this applies the outcome."""
        d = f.data
        if UDP_FIELDS["udp_len"].read(d) != CTRL_UDP_LEN:
            raise Drop(Reg.CTRL_LEN)
        req = ControlHeader.unpack(d[HDR_OFF:])
        o = decide_ctrl(self._ctrl_case(f, req))
        if o.upack:
            return self._parent_ack(req)
        if o.drop is Reg.ACK_IN:
            raise Drop(Reg.ACK_IN)
        if o.drop is not None:
            return self._drop_answered(f, req, o.drop, o.status)
        self._count(Reg.CTRL_OK)
        if o.join:
            self.table[o.result] = Member(req.worker, req.value >> JOIN_ENTITY_BIT & 1,
                                          *self._location(f))
            if self.job is None:
                self.job = req.job
                self.mode = Mode(req.value >> JOIN_MODE_BIT & 1)
        elif o.leave:
            return self._leave(f, req, o)
        elif o.reset:
            self._free_all()  # the role is configuration: Reset keeps it
            self.table = [None] * self.cfg.MEMBERS
            self.h = 0
            self.job = None
            self.mode = Mode.FOLD
            if req.value & 1:
                self.clear_counters()
                self._count(Reg.CTRL_OK)
        elif o.seth:
            self.h = req.value
            return [self._ack(f, req, o.status, o.result)] + self._sweep()
        elif o.role and req.value != self.uplink.config:  # (no job bound: decide_ctrl)
            self.uplink = Uplink.from_value(req.value)
        out = [self._ack(f, req, o.status, o.result)]
        b = self.buffer_for(req.value)
        if o.fbcast:
            out.append(self._complete(b, partial=True))
        if o.resend:  # a segment in UP: the partial again (it may have been lost on the way)
            out.append(self._up_frame(b, retx=True))
        if o.help:
            flags = Flag.AGG | Flag.DOWN | Flag.REPLAY | (Flag.PARTIAL if b.partial else 0)
            out.append(OutFrame(self._aggregate_frame(b, flags, *self._location(f)), False))
            self._count(Reg.REPLAY_TX)
        if o.req:  # a child's own request to its parent (after SetRole: it joins as a switch)
            action = Action.JOIN if req.action == Action.SETROLE else Action(req.action)
            value = (join_value(Entity.SWITCH, self.uplink.exact)
                     if req.action == Action.SETROLE else req.value)
            out.append(self._up_request(req, action, value))
        return out

    def _parent_ack(self, req: ControlHeader) -> list[OutFrame]:
        """An Ack from the parent (a child's uplink port): consumed; the Ack of the switch's
        own Join tells whether it is attached and its entry index at the parent."""
        self._count(Reg.UP_ACK)
        up = self.uplink
        if req.acked == Action.JOIN and req.worker == up.member_id:
            self.uplink = Uplink(up.child, up.port, up.member_id, req.status == Status.OK,
                                 req.result & UPLINK_INDEX.mask, up.exact)
        return []

    def _leave(self, f: AxisFrame, req: ControlHeader, o: CtrlOutcome) -> list[OutFrame]:
        """A member leaves: its bit is cleared from every aggregating buffer; the last
        one's leaving frees every buffer and unbinds the job, else the sweep follows."""
        idx = self._lookup(req.worker)[0]
        self.table[idx] = None
        for b in self.buffers:
            if b.state is BufState.AGG:
                b.bitmap &= ~(1 << idx)
        if self.member_count == 0:
            self.job = None
            self.mode = Mode.FOLD
            self._free_all()
            return [self._ack(f, req, o.status, o.result)]
        return [self._ack(f, req, o.status, o.result)] + self._sweep()
