"""The iSwitch wire protocol (docs/protocol.md): constants, header codecs, frame builders and
scapy layers.

The byte-level functions (`build_*`, `parse_*`) use only `struct` and are what the worker
library and the golden model call; the scapy layers (`ISwitchData`, `ISwitchControl`) make
captures readable (`rdpcap` dissects UDP port `UDP_PORT` into them) and are checked against
the byte-level codecs in tests/test_proto.py.
"""

from __future__ import annotations

import enum
import ipaddress
import os
import struct
from collections.abc import Iterable
from dataclasses import dataclass

from scapy.fields import (
    ByteEnumField,
    ByteField,
    FlagsField,
    IntField,
    ShortField,
    XByteField,
    XIntField,
)
from scapy.layers.inet import UDP
from scapy.layers.l2 import Ether
from scapy.packet import Packet, bind_layers
from scapy.utils import rdpcap, wrpcap

# ---------------------------------------------------------------- parameters (defaults)

DATA_DSCP = 27  #: DSCP of data packets (pool 2, "experimental or local use"; ToS 0x6C)
CTRL_DSCP = 31  #: DSCP of control packets (pool 2; ToS 0x7C)
UDP_PORT = 48879  #: UDP port of data and control (IANA-unassigned range 48620-49150)
SWITCH_MAC = bytes.fromhex("024953570001")  #: source MAC of switch-generated frames
SWITCH_IP = bytes([10, 0, 0, 254])  #: source IPv4 address of switch-generated frames

# ---------------------------------------------------------------- fixed layout

ETH_LEN = 14
IP_LEN = 20
UDP_LEN = 8
HDR_LEN = 22  #: iSwitch header
HDR_OFF = ETH_LEN + IP_LEN + UDP_LEN  #: 42
PAYLOAD_OFF = HDR_OFF + HDR_LEN  #: 64 = beat 2 of the 256-bit bus
BEAT_BYTES = 32
MAX_ELEMS = 360  #: 45 beats; IP total length 1490 <= 1500
MAX_FRAME = PAYLOAD_OFF + 4 * MAX_ELEMS  #: 1504
ETHERTYPE_IPV4 = 0x0800
IPPROTO_UDP = 17
BROADCAST_MAC = b"\xff" * 6
BROADCAST_IP = b"\xff" * 4

MAGIC = 0x49
VERSION = 1
TYPE_DATA = 0
TYPE_CTRL = 1
VT_DATA = (VERSION << 4) | TYPE_DATA  #: 0x10
VT_CTRL = (VERSION << 4) | TYPE_CTRL  #: 0x11
SWITCH_WORKER_ID = 0xFFFF  #: worker id of switch-made aggregates; reserved for workers

# data flags
F_RETX = 1 << 0
F_DOWN = 1 << 1
F_AGG = 1 << 2
F_PARTIAL = 1 << 3
F_REPLAY = 1 << 4

ENTITY_WORKER = 0
ENTITY_SWITCH = 1


class Action(enum.IntEnum):
    """Control action codes (docs/protocol.md section 6)."""

    JOIN = 1
    LEAVE = 2
    RESET = 3
    SETH = 4
    FBCAST = 5
    HELP = 6
    ACK = 7
    QUERY = 8


class Status(enum.IntEnum):
    """Ack status codes (docs/protocol.md section 7)."""

    OK = 0
    BAD_ACTION = 1
    NOT_MEMBER = 2
    SPOOFED = 3
    TABLE_FULL = 4
    ID_IN_USE = 5
    BAD_VALUE = 6
    BAD_JOB = 7
    NO_SEGMENT = 8
    NOT_DONE = 9
    ALREADY_DONE = 10


class Reg(enum.IntEnum):
    """Counter and status register indices (docs/protocol.md sections 9 and 10).

    Indices 1..25 are also the drop reason codes.
    """

    DROPS = 0
    RUNT = 1
    TKEEP = 2
    OVERSIZE = 3
    TRUNCATED = 4
    IP_LEN = 5
    IP_CSUM = 6
    UDP_LEN = 7
    BAD_PORT = 8
    BAD_HEADER = 9
    ALIGN = 10
    COUNT_BEYOND = 11
    COUNT_SHORT = 12
    DIRECTION = 13
    NON_MEMBER = 14
    SPOOFED = 15
    BAD_JOB = 16
    NO_THRESHOLD = 17
    COLLISION = 18
    STALE = 19
    LATE = 20
    DUPLICATE = 21
    LEN_MISMATCH = 22
    CTRL_LEN = 23
    BAD_ACTION = 24
    ACK_IN = 25
    BYPASS_IHL = 32
    BYPASS_FRAG = 33
    BYPASS_PROTO = 34
    REGULAR = 40
    DATA_OK = 41
    CTRL_OK = 42
    AGG_TX = 43
    REPLAY_TX = 44
    ACK_TX = 45
    CTRL_ERR = 46
    H = 0x100
    MEMBER_COUNT = 0x101
    JOB = 0x102
    K = 0x103
    MEMBERS = 0x104
    BUSY = 0x105
    VERSION = 0x106
    MEMBER_BASE = 0x200


#: The drop reasons (a subset of `Reg`), in the order their checks run.
DROP_REASONS: tuple[Reg, ...] = tuple(r for r in Reg if 1 <= r <= 25)
#: The counters (not the status registers).
COUNTERS: tuple[Reg, ...] = tuple(r for r in Reg if r < 0x100)


# ---------------------------------------------------------------- headers

_DATA_FMT = struct.Struct(">BBHIHHHHIH")
_CTRL_FMT = struct.Struct(">BBHIHBBIIBB")
assert _DATA_FMT.size == HDR_LEN and _CTRL_FMT.size == HDR_LEN


@dataclass(frozen=True)
class DataHeader:
    """The 22-byte data header (docs/protocol.md section 5.1)."""

    job: int
    seg: int
    worker: int
    count: int
    nsum: int = 1
    flags: int = 0
    contrib: int = 0
    h: int = 0
    magic: int = MAGIC
    vt: int = VT_DATA

    def pack(self) -> bytes:
        """The header as 22 network-order bytes."""
        return _DATA_FMT.pack(
            self.magic, self.vt, self.job, self.seg, self.worker, self.count, self.nsum,
            self.flags, self.contrib, self.h,
        )

    @classmethod
    def unpack(cls, b: bytes) -> DataHeader:
        """Decode the first 22 bytes of `b`."""
        magic, vt, job, seg, worker, count, nsum, flags, contrib, h = _DATA_FMT.unpack_from(b)
        return cls(job, seg, worker, count, nsum, flags, contrib, h, magic, vt)


@dataclass(frozen=True)
class ControlHeader:
    """The 22-byte control header (docs/protocol.md section 5.2)."""

    job: int
    seq: int
    worker: int
    action: int
    status: int = 0
    value: int = 0
    result: int = 0
    acked: int = 0
    reserved: int = 0
    magic: int = MAGIC
    vt: int = VT_CTRL

    def pack(self) -> bytes:
        """The header as 22 network-order bytes."""
        return _CTRL_FMT.pack(
            self.magic, self.vt, self.job, self.seq, self.worker, self.action, self.status,
            self.value, self.result, self.acked, self.reserved,
        )

    @classmethod
    def unpack(cls, b: bytes) -> ControlHeader:
        """Decode the first 22 bytes of `b`."""
        (magic, vt, job, seq, worker, action, status, value, result, acked,
         reserved) = _CTRL_FMT.unpack_from(b)
        return cls(job, seq, worker, action, status, value, result, acked, reserved, magic, vt)


# ---------------------------------------------------------------- Ethernet / IPv4 / UDP


def ip_checksum(header: bytes) -> int:
    """The RFC 1071 ones'-complement checksum of an IPv4 header (checksum field as given).

    Over a header whose checksum field is correct the result is 0.
    """
    if len(header) % 2:
        header += b"\x00"
    s = sum(struct.unpack(f">{len(header) // 2}H", header))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return (~s) & 0xFFFF


def ip_bytes(addr: str | bytes) -> bytes:
    """An IPv4 address as 4 bytes, from dotted text or bytes."""
    return addr if isinstance(addr, bytes) else ipaddress.IPv4Address(addr).packed


def mac_bytes(addr: str | bytes) -> bytes:
    """A MAC address as 6 bytes, from `aa:bb:..` text or bytes."""
    return addr if isinstance(addr, bytes) else bytes.fromhex(addr.replace(":", ""))


def build_frame(
    *,
    dst_mac: bytes,
    src_mac: bytes,
    src_ip: bytes,
    dst_ip: bytes,
    dscp: int,
    sport: int,
    dport: int,
    udp_payload: bytes,
    ecn: int = 0,
    ident: int = 0,
    ttl: int = 64,
    udp_checksum: int = 0,
) -> bytes:
    """An Ethernet II / IPv4 (IHL 5, DF, correct checksum) / UDP frame around `udp_payload`."""
    udp_len = UDP_LEN + len(udp_payload)
    total = IP_LEN + udp_len
    ip = bytearray(struct.pack(
        ">BBHHHBBH4s4s", 0x45, (dscp << 2) | ecn, total, ident, 0x4000, ttl, IPPROTO_UDP, 0,
        src_ip, dst_ip,
    ))
    ip[10:12] = struct.pack(">H", ip_checksum(bytes(ip)))
    udp = struct.pack(">HHHH", sport, dport, udp_len, udp_checksum)
    eth = dst_mac + src_mac + struct.pack(">H", ETHERTYPE_IPV4)
    return eth + bytes(ip) + udp + udp_payload


def build_data_frame(
    hdr: DataHeader,
    payload: bytes,
    *,
    src_mac: bytes,
    src_ip: bytes,
    dst_mac: bytes = SWITCH_MAC,
    dst_ip: bytes = SWITCH_IP,
    dscp: int = DATA_DSCP,
    sport: int = UDP_PORT,
    dport: int = UDP_PORT,
) -> bytes:
    """A data frame: `payload` is the little-endian fp32 bytes of `hdr.count` elements."""
    return build_frame(
        dst_mac=dst_mac, src_mac=src_mac, src_ip=src_ip, dst_ip=dst_ip, dscp=dscp,
        sport=sport, dport=dport, udp_payload=hdr.pack() + payload,
    )


def build_control_frame(
    hdr: ControlHeader,
    *,
    src_mac: bytes,
    src_ip: bytes,
    dst_mac: bytes = SWITCH_MAC,
    dst_ip: bytes = SWITCH_IP,
    dscp: int = CTRL_DSCP,
    sport: int = UDP_PORT,
    dport: int = UDP_PORT,
) -> bytes:
    """A control frame (no payload: 64 bytes)."""
    return build_frame(
        dst_mac=dst_mac, src_mac=src_mac, src_ip=src_ip, dst_ip=dst_ip, dscp=dscp,
        sport=sport, dport=dport, udp_payload=hdr.pack(),
    )


@dataclass(frozen=True)
class Frame:
    """The fields of an Ethernet/IPv4/UDP frame that iSwitch uses (no validation here)."""

    dst_mac: bytes
    src_mac: bytes
    ethertype: int
    ip_ver: int
    ihl: int
    dscp: int
    ecn: int
    ip_total: int
    frag: int  #: flags + fragment offset word
    proto: int
    src_ip: bytes
    dst_ip: bytes
    sport: int
    dport: int
    udp_len: int
    udp_payload: bytes

    @property
    def is_fragment(self) -> bool:
        """MF set or fragment offset nonzero."""
        return bool(self.frag & 0x3FFF)


def parse_frame(b: bytes) -> Frame:
    """Split a frame with a 20-byte IPv4 header and UDP (raises ValueError if too short)."""
    if len(b) < HDR_OFF:
        raise ValueError(f"frame of {len(b)} bytes is shorter than Ethernet+IPv4+UDP")
    dst, src, et = struct.unpack_from(">6s6sH", b, 0)
    vi, tos, total, _ident, frag, _ttl, proto, _csum, sip, dip = struct.unpack_from(
        ">BBHHHBBH4s4s", b, ETH_LEN)
    sport, dport, ulen, _ucsum = struct.unpack_from(">HHHH", b, ETH_LEN + IP_LEN)
    return Frame(dst, src, et, vi >> 4, vi & 15, tos >> 2, tos & 3, total, frag, proto, sip, dip,
                 sport, dport, ulen, b[HDR_OFF:])


# ---------------------------------------------------------------- scapy layers

_FLAG_NAMES = ["RETX", "DOWN", "AGG", "PARTIAL", "REPLAY"] + [f"r{i}" for i in range(5, 16)]


class ISwitchData(Packet):
    """scapy layer of the data header; the payload (fp32, little-endian) follows as Raw.

    `count` is filled from the payload length when left as None.
    """

    name = "iSwitchData"
    fields_desc = [
        XByteField("magic", MAGIC),
        XByteField("vt", VT_DATA),
        ShortField("job", 0),
        IntField("seg", 0),
        ShortField("worker", 0),
        ShortField("count", None),
        ShortField("nsum", 1),
        FlagsField("flags", 0, 16, _FLAG_NAMES),
        XIntField("contrib", 0),
        ShortField("h", 0),
    ]

    @classmethod
    def dispatch_hook(cls, _pkt: bytes | None = None, *args: object, **kargs: object) -> type:
        """Choose the data or control layer from the `vt` byte."""
        if _pkt is not None and len(_pkt) >= 2 and (_pkt[1] & 0x0F) == TYPE_CTRL:
            return ISwitchControl
        return ISwitchData

    def post_build(self, pkt: bytes, pay: bytes) -> bytes:
        if self.count is None:
            pkt = pkt[:10] + struct.pack(">H", len(pay) // 4) + pkt[12:]
        return pkt + pay

    def floats(self) -> bytes:
        """The payload bytes (fp32, little-endian)."""
        return bytes(self.payload)


class ISwitchControl(Packet):
    """scapy layer of the control header."""

    name = "iSwitchControl"
    fields_desc = [
        XByteField("magic", MAGIC),
        XByteField("vt", VT_CTRL),
        ShortField("job", 0),
        IntField("seq", 0),
        ShortField("worker", 0),
        ByteEnumField("action", 0, {a.value: a.name for a in Action}),
        ByteEnumField("status", 0, {s.value: s.name for s in Status}),
        IntField("value", 0),
        IntField("result", 0),
        ByteEnumField("acked", 0, {a.value: a.name for a in Action}),
        ByteField("reserved", 0),
    ]

    @classmethod
    def dispatch_hook(cls, _pkt: bytes | None = None, *args: object, **kargs: object) -> type:
        """Choose the data or control layer from the `vt` byte."""
        if _pkt is not None and len(_pkt) >= 2 and (_pkt[1] & 0x0F) == TYPE_DATA:
            return ISwitchData
        return ISwitchControl


def write_pcap(path: str | os.PathLike[str], frames: Iterable[bytes]) -> None:
    """Write Ethernet frames to a pcap file (opens in scapy and Wireshark)."""
    wrpcap(os.fspath(path), [Ether(f) for f in frames])


def read_pcap(path: str | os.PathLike[str]) -> list[bytes]:
    """The frames of a pcap file, as bytes."""
    return [bytes(p) for p in rdpcap(os.fspath(path))]


def bind_port(port: int = UDP_PORT) -> None:
    """Dissect UDP datagrams to or from `port` as iSwitch (done for `UDP_PORT` on import)."""
    bind_layers(UDP, ISwitchData, dport=port)
    bind_layers(UDP, ISwitchData, sport=port)


bind_port()
