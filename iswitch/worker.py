"""Worker library: cut a torch fp32 gradient into iSwitch data frames and reassemble the
aggregates the switch sends back (docs/protocol.md).

Everything here is a pure function or a small state object over bytes: frames (Ethernet
to end of payload, as a raw socket or pcap sees them) or UDP datagrams (the iSwitch header
and payload, as a UDP socket sees them). `UdpTransport` is an optional thin wrapper around
a UDP socket that sets the ToS byte per packet.

Bit exactness: payloads are the tensor's float32 values as IEEE-754 little-endian bytes,
written and read through numpy with an explicit ``<f4`` dtype, so -0.0, subnormals, infs
and NaN payloads survive unchanged on any host.
"""

from __future__ import annotations

import socket
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np
import torch

from iswitch.util import checks
from iswitch.wire import DSCP_BITS, MAX_K
from iswitch.wire.dgram import address

# `Endpoint` and the control requests (`control_datagram`, `parse_ack`; `control_frame`) are
# iswitch.wire.proto's: the golden models and the control-only client use them without torch.
from iswitch.wire.proto import (
    DATA_FIELDS,
    F_AGG,
    F_RETX,
    HDR_LEN,
    MAX_ELEMS,
    PORT_BITS,
    TYPE_CTRL,
    TYPE_DATA,
    UDP_PORT,
    Action,
    BadFrame,
    DataHeader,
    Endpoint,
    Status,
    build_data_frame,
    build_frame,
    check_datagram,
    check_endpoint,
    check_frame,
    control_datagram,
    parse_ack,
)

#: a 32-bit serial number (segment numbers, request ids)
SERIAL_BITS = DATA_FIELDS["seg"].bits

# ---------------------------------------------------------------- tensors <-> bytes


def flatten(grads: torch.Tensor | Iterable[torch.Tensor]) -> torch.Tensor:
    """One contiguous 1-D float32 CPU tensor: a tensor flattened, or a list of parameter
    gradients flattened and concatenated in list order. Raises TypeError on other dtypes
    (a silent conversion would change bits)."""
    if isinstance(grads, torch.Tensor):
        parts = [grads]
    elif isinstance(grads, Iterable) and not isinstance(grads, (str, bytes, bytearray,
                                                                memoryview)):
        parts = list(grads)
    else:
        raise TypeError("gradients must be a torch tensor or an iterable of them, got "
                        f"{type(grads).__name__}")
    for p in parts:
        if not isinstance(p, torch.Tensor):
            raise TypeError(f"gradients must be torch tensors, got {type(p).__name__}")
        if p.dtype != torch.float32:
            raise TypeError(f"gradients must be float32, got {p.dtype}")
    if not parts:
        return torch.empty(0, dtype=torch.float32)
    return torch.cat([p.detach().cpu().reshape(-1) for p in parts]).contiguous()


def unflatten(flat: torch.Tensor, like: Sequence[torch.Tensor]) -> list[torch.Tensor]:
    """Split a flat tensor back into tensors shaped like `like` (inverse of `flatten`)."""
    _tensor("flat", flat)
    sizes = [_tensor("like", p).numel() for p in like]
    if sum(sizes) != flat.numel():
        raise ValueError(f"{flat.numel()} elements, but the shapes need {sum(sizes)}")
    return [c.reshape(p.shape) for c, p in zip(torch.split(flat, sizes), like, strict=True)]


def _tensor(name: str, t: object) -> torch.Tensor:
    if not isinstance(t, torch.Tensor):
        raise TypeError(f"{name} must be a torch tensor, got {type(t).__name__}")
    return t


def to_le_bytes(t: torch.Tensor) -> bytes:
    """float32 tensor -> IEEE-754 binary32 little-endian bytes (bit-exact)."""
    if _tensor("t", t).dtype != torch.float32:
        raise TypeError(f"expected float32, got {t.dtype}")
    return t.detach().cpu().contiguous().numpy().astype("<f4", copy=False).tobytes()


def from_le_bytes(b: bytes) -> torch.Tensor:
    """IEEE-754 binary32 little-endian bytes -> float32 tensor (bit-exact, a copy)."""
    n = checks.byte_len("b", b)
    if n % 4:
        raise ValueError(f"{n} bytes is not a whole number of floats")
    arr = np.frombuffer(b, dtype="<f4").astype(np.float32)  # native order, copied
    return torch.from_numpy(arr)


# ---------------------------------------------------------------- segments


def n_segments(n_elems: int, seg_elems: int = MAX_ELEMS) -> int:
    """Segments needed for `n_elems` elements (at least 1 element per segment)."""
    checks.int_in("n_elems", n_elems, 0)
    checks.int_in("seg_elems", seg_elems, 1)
    return -(-n_elems // seg_elems)


def segment_range(i: int, n_elems: int, seg_elems: int = MAX_ELEMS) -> tuple[int, int]:
    """Element range [start, stop) of segment `i` of an `n_elems`-element gradient."""
    checks.int_in("i", i, 0)
    checks.int_in("seg_elems", seg_elems, 1)
    start = i * seg_elems
    if not 0 <= start < n_elems:
        raise IndexError(f"segment {i} outside a gradient of {n_elems} elements")
    return start, min(start + seg_elems, n_elems)


def data_datagrams(
    grad: torch.Tensor | Sequence[torch.Tensor],
    ep: Endpoint,
    base_seg: int = 0,
    flags: int = 0,
    seg_elems: int = MAX_ELEMS,
) -> list[bytes]:
    """UDP payloads (header + fp32) of every segment of `grad`; segment i gets number
    ``base_seg + i`` (mod 2^32)."""
    check_endpoint(ep)
    checks.int_in("seg_elems", seg_elems, 1, MAX_ELEMS)
    checks.uint("base_seg", base_seg, SERIAL_BITS)
    checks.uint("flags", flags, DATA_FIELDS["flags"].bits)
    flat = flatten(grad)
    if flat.numel() == 0:
        raise ValueError("empty gradient")
    raw = to_le_bytes(flat)
    out = []
    for i in range(n_segments(flat.numel(), seg_elems)):
        a, b = segment_range(i, flat.numel(), seg_elems)
        hdr = DataHeader(job=ep.job, seg=(base_seg + i) & 0xFFFF_FFFF, worker=ep.worker,
                         count=b - a, nsum=1, flags=flags)
        out.append(hdr.pack() + raw[4 * a:4 * b])
    return out


def data_frames(
    grad: torch.Tensor | Sequence[torch.Tensor],
    ep: Endpoint,
    base_seg: int = 0,
    flags: int = 0,
    seg_elems: int = MAX_ELEMS,
) -> list[bytes]:
    """Complete Ethernet frames of every segment of `grad` (see `data_datagrams`)."""
    return [
        build_data_frame(
            DataHeader.unpack(d), d[HDR_LEN:], src_mac=ep.mac, src_ip=ep.ip,
            dst_mac=ep.switch_mac, dst_ip=ep.switch_ip, dscp=ep.data_dscp, sport=ep.sport,
            dport=ep.udp_port,
        )
        for d in data_datagrams(grad, ep, base_seg, flags, seg_elems)
    ]


def datagram_of(frame: bytes) -> bytes:
    """The iSwitch datagram (UDP payload, trimmed to the UDP length, a copy) of an
    Ethernet frame, every layer checked (`proto.check_frame`); BadFrame (a ValueError)
    saying which check failed otherwise."""
    return check_frame(frame).udp_payload


# ---------------------------------------------------------------- flow control


@dataclass
class SendWindow:
    """Window flow control (docs/protocol.md section 8): segment s may be sent only after
    the aggregate of s - K arrived; segments below base + K may go at once.

    Segment numbers here are unwrapped integers (``base + i``); the set of received
    segments is kept small: every segment below `floor` has arrived and is forgotten.
    """

    k: int
    base: int = 0
    received: set[int] = field(default_factory=set)
    floor: int | None = None

    def __post_init__(self) -> None:
        checks.int_in("SendWindow.k", self.k, 1)
        checks.int_in("SendWindow.base", self.base, 0)
        if self.floor is None:
            self.floor = self.base
        checks.int_in("SendWindow.floor", self.floor, 0)

    def can_send(self, seg: int) -> bool:
        """Whether segment `seg` may be sent now."""
        assert self.floor is not None
        checks.int_in("seg", seg, 0)
        prev = seg - self.k
        return prev < self.floor or prev in self.received

    def on_aggregate(self, seg: int) -> None:
        """Record the arrival of the aggregate of `seg`."""
        assert self.floor is not None
        if checks.int_in("seg", seg, 0) < self.floor:
            return
        self.received.add(seg)
        while self.floor in self.received:
            self.received.discard(self.floor)
            self.floor += 1


# ---------------------------------------------------------------- reassembly

#: Why `Reassembler` refuses an iSwitch datagram (besides `proto.REJECT_REASONS`).
R_NOT_DATA = "not an iSwitch data datagram"
R_NOT_AGG = "not an aggregate"
R_OTHER_JOB = "other job"
R_OUTSIDE = "segment outside this gradient"
R_COUNT = "element count does not match the segment"
R_DIFFERS = "second copy differs"
R_DPORT = "not sent to the iSwitch port"
REJECTS: tuple[str, ...] = (R_NOT_DATA, R_NOT_AGG, R_OTHER_JOB, R_OUTSIDE, R_COUNT, R_DIFFERS,
                            R_DPORT)


class MissingSegmentsError(Exception):
    """Raised by `Reassembler.result` when aggregates are missing."""

    def __init__(self, missing: list[int]) -> None:
        super().__init__(f"{len(missing)} segment(s) missing: {missing[:16]}")
        self.missing = missing


@dataclass
class Reassembler:
    """Collects the aggregates of one gradient (`n_elems` elements, segments
    ``base_seg .. base_seg + S - 1``) and puts them back into a tensor, bit-exact.

    What it is given is copied (a receive buffer may be reused at once). What it refuses
    is counted in `rejected`, by reason (`proto.REJECT_REASONS` for frames and datagrams
    that are not iSwitch, `REJECTS` for ones that are not an aggregate of this gradient):
    bounded memory whatever arrives. Frames from outside are checked layer by layer
    (`proto.check_frame`); an aggregate frame is sent to `udp_port` (its UDP destination
    port, docs/protocol.md section 3)."""

    n_elems: int
    job: int
    base_seg: int = 0
    seg_elems: int = MAX_ELEMS
    udp_port: int = UDP_PORT
    parts: dict[int, bytes] = field(default_factory=dict)
    headers: dict[int, DataHeader] = field(default_factory=dict)
    rejected: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        checks.int_in("Reassembler.n_elems", self.n_elems, 1)
        checks.uint("Reassembler.job", self.job, DATA_FIELDS["job"].bits)
        checks.uint("Reassembler.base_seg", self.base_seg, SERIAL_BITS)
        checks.int_in("Reassembler.seg_elems", self.seg_elems, 1, MAX_ELEMS)
        checks.uint("Reassembler.udp_port", self.udp_port, PORT_BITS)

    @property
    def n_segs(self) -> int:
        return n_segments(self.n_elems, self.seg_elems)

    def add_datagram(self, d: bytes | bytearray | memoryview) -> bool:
        """Take one UDP payload; True if it is an aggregate of this gradient (a second copy
        of a segment, e.g. a Help replay, must be identical and is ignored)."""
        d = checks.copy_bytes("datagram", d)
        try:
            kind = check_datagram(d)
        except BadFrame as e:
            return self._reject(e.reason)
        if kind != TYPE_DATA:
            return self._reject(R_NOT_DATA)
        hdr = DataHeader.unpack(d)
        if not hdr.flags & F_AGG:
            return self._reject(R_NOT_AGG)
        if hdr.job != self.job:
            return self._reject(R_OTHER_JOB)
        i = (hdr.seg - self.base_seg) & 0xFFFF_FFFF
        if i >= self.n_segs:
            return self._reject(R_OUTSIDE)
        a, b = segment_range(i, self.n_elems, self.seg_elems)
        if hdr.count != b - a or len(d) != HDR_LEN + 4 * hdr.count:
            return self._reject(R_COUNT)
        payload = d[HDR_LEN:]
        if i in self.parts:
            if self.parts[i] != payload:
                return self._reject(R_DIFFERS)
            return True
        self.parts[i] = payload
        self.headers[i] = hdr
        return True

    def add_frame(self, frame: bytes | bytearray | memoryview) -> bool:
        """Take one Ethernet frame (see `add_datagram`); its UDP destination port must be
        `udp_port` (`check_frame` takes the port as either: a worker's request may come
        from another source port, an aggregate always goes to the iSwitch port)."""
        try:
            f = check_frame(frame, self.udp_port)
        except BadFrame as e:
            return self._reject(e.reason)
        if f.dport != self.udp_port:
            return self._reject(R_DPORT)
        return self.add_datagram(f.udp_payload)

    def _reject(self, why: str) -> bool:
        self.rejected[why] += 1
        return False

    def missing(self) -> list[int]:
        """Segment numbers (absolute, mod 2^32) not yet received."""
        return [(self.base_seg + i) & 0xFFFF_FFFF for i in range(self.n_segs)
                if i not in self.parts]

    @property
    def complete(self) -> bool:
        return len(self.parts) == self.n_segs

    def result(self, fill: float | None = None) -> torch.Tensor:
        """The reassembled flat tensor. Missing segments raise `MissingSegmentsError`
        unless `fill` is given, which then fills their elements."""
        if fill is not None:
            fill = checks.number("fill", fill)
        miss = self.missing()
        if miss and fill is None:
            raise MissingSegmentsError(miss)
        out = torch.empty(self.n_elems, dtype=torch.float32)
        for i in range(self.n_segs):
            a, b = segment_range(i, self.n_elems, self.seg_elems)
            if i in self.parts:
                out[a:b] = from_le_bytes(self.parts[i])
            else:
                out[a:b] = fill
        return out


def reassemble(
    frames: Iterable[bytes], n_elems: int, job: int, base_seg: int = 0
) -> tuple[torch.Tensor, list[int]]:
    """Reassemble aggregate frames; returns (tensor, missing segment numbers). Missing
    segments' elements are NaN in the tensor."""
    r = Reassembler(n_elems, job, base_seg)
    for f in frames:
        r.add_frame(f)
    return r.result(fill=float("nan")), r.missing()


# ---------------------------------------------------------------- one all-reduce, sans I/O


class Session:
    """One worker's side of one gradient all-reduce, as a state machine without I/O
    (docs/protocol.md sections 8 and 11): the caller sends what it returns and feeds it
    every datagram received and every timeout.

    - `sendable()`: data datagrams the window allows now (each segment once);
    - `on_datagram(d)`: takes aggregates (into the reassembler and the window) and Acks of
      this session's Help requests; returns datagrams to send in reaction (a `RETX` copy of
      our own contribution when Help answers `NOT_DONE`);
    - `on_timeout()`: a Help request for the oldest sent segment whose aggregate is missing;
    - `done` / `result()`: the reassembled sum, bit for bit as the switch made it.

    A segment whose Help answers `NO_SEGMENT` (possible only in asynchronous mode) is
    recorded in `lost` and `result()` then raises `MissingSegmentsError`.

    This is the reference: the C++ state machine (iswitch/native/worker.h, in Python
    `iswitch.native.NativeSession`) is compared with it frame by frame
    (tests/test_native_worker.py).
    """

    def __init__(self, grad: torch.Tensor | Sequence[torch.Tensor], ep: Endpoint, k: int,
                 base_seg: int = 0, seq_base: int = 0) -> None:
        checks.int_in("k", k, 1, MAX_K)
        checks.uint("seq_base", seq_base, SERIAL_BITS)
        flat = flatten(grad)
        self.ep = ep
        self.base_seg = base_seg
        self.data = data_datagrams(flat, ep, base_seg)
        self.window = SendWindow(k, 0)  # in segment indices 0..S-1 (no wrap-around)
        self.reasm = Reassembler(flat.numel(), ep.job, base_seg, udp_port=ep.udp_port)
        self.next = 0
        self.seq = seq_base
        self.helps: dict[int, int] = {}  # Help seq -> segment index
        self.lost: set[int] = set()

    def _index(self, seg: int) -> int:
        return (seg - self.base_seg) & 0xFFFF_FFFF

    def sendable(self) -> list[bytes]:
        """Data datagrams that may be sent now (each returned once)."""
        out = []
        while self.next < len(self.data) and self.window.can_send(self.next):
            out.append(self.data[self.next])
            self.next += 1
        return out

    def on_datagram(self, d: bytes) -> list[bytes]:
        """Handle one received datagram; returns datagrams to send in reaction."""
        ack = parse_ack(d)
        if ack is not None:
            if ack.acked != Action.HELP or ack.seq not in self.helps:
                return []
            i = self.helps.pop(ack.seq)
            if ack.status == Status.NOT_DONE and i not in self.reasm.parts:
                h = DataHeader.unpack(self.data[i])
                retx = DataHeader(h.job, h.seg, h.worker, h.count, h.nsum, h.flags | F_RETX)
                return [retx.pack() + self.data[i][HDR_LEN:]]
            if ack.status == Status.NO_SEGMENT and i not in self.reasm.parts:
                self.lost.add(i)
            return []
        if self.reasm.add_datagram(d):
            self.window.on_aggregate(self._index(DataHeader.unpack(d).seg))
        return []

    def on_timeout(self) -> list[bytes]:
        """A Help request for the oldest sent segment still missing (none if all arrived)."""
        for i in range(self.next):
            if i not in self.reasm.parts and i not in self.lost:
                self.seq = (self.seq + 1) & 0xFFFF_FFFF
                self.helps[self.seq] = i
                seg = (self.base_seg + i) & 0xFFFF_FFFF
                return [control_datagram(self.ep, Action.HELP, seg, self.seq)]
        return []

    @property
    def done(self) -> bool:
        """All aggregates received."""
        return self.reasm.complete

    def result(self) -> torch.Tensor:
        """The summed gradient (flat); raises `MissingSegmentsError` if incomplete."""
        return self.reasm.result()


def frame_of(ep: Endpoint, datagram: bytes) -> bytes:
    """Wrap a datagram from this module into the Ethernet frame a UDP socket would send
    (ToS by kind: control header -> `ctrl_dscp`, else `data_dscp`); BadFrame if it is no
    iSwitch datagram."""
    ep = check_endpoint(ep)
    dscp = ep.ctrl_dscp if check_datagram(datagram) == TYPE_CTRL else ep.data_dscp
    return build_frame(dst_mac=ep.switch_mac, src_mac=ep.mac, src_ip=ep.ip,
                       dst_ip=ep.switch_ip, dscp=dscp, sport=ep.sport, dport=ep.udp_port,
                       udp_payload=datagram)


# ---------------------------------------------------------------- optional UDP transport


class UdpTransport:
    """A UDP socket for a worker: bound to (`bind_ip`, port), sets the ToS byte per send
    (DSCP << 2) and receives aggregates and Acks. Linux lets unprivileged processes set any
    ToS value; receiving limited broadcasts needs no socket option."""

    def __init__(self, ep: Endpoint, bind_ip: str = "0.0.0.0", port: int | None = None,
                 dest: tuple[str, int] | None = None) -> None:
        self.ep = check_endpoint(ep)
        bind = address("bind", (bind_ip, ep.sport if port is None else port), min_port=0)
        self.dest = address("dest", (socket.inet_ntoa(ep.switch_ip), ep.udp_port)
                            if dest is None else dest)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self.sock.bind(bind)
        except OSError:
            self.sock.close()
            raise

    def send(self, datagram: bytes, dscp: int) -> None:
        """Send one datagram with ToS = dscp << 2."""
        checks.uint("dscp", dscp, DSCP_BITS)
        self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_TOS, dscp << (8 - DSCP_BITS))
        self.sock.sendto(checks.copy_bytes("datagram", datagram), self.dest)

    def send_data(self, datagrams: Iterable[bytes]) -> None:
        """Send data datagrams (no window handling here: see `SendWindow`)."""
        for d in datagrams:
            self.send(d, self.ep.data_dscp)

    def send_control(self, action: Action | int, value: int = 0, seq: int = 0) -> None:
        """Send one control request."""
        self.send(control_datagram(self.ep, action, value, seq), self.ep.ctrl_dscp)

    def recv(self, timeout: float) -> bytes | None:
        """One received datagram, or None after `timeout` seconds."""
        self.sock.settimeout(checks.float_in("timeout", timeout, 0.0))
        try:
            return self.sock.recv(65536)
        except TimeoutError:
            return None

    @property
    def port(self) -> int:
        return self.sock.getsockname()[1]

    def close(self) -> None:
        self.sock.close()

    def __enter__(self) -> UdpTransport:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
