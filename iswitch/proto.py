"""The iSwitch wire protocol (docs/protocol.md): constants, header codecs, frame builders and
scapy layers.

The byte-level functions (`build_*`, `parse_*`) use only `struct` and are what the worker
library and the golden model call; the scapy layers (`ISwitchData`, `ISwitchControl`) make
captures readable (`rdpcap` dissects UDP port `UDP_PORT` into them) and are checked against
the byte-level codecs in tests/test_proto.py.
"""

from __future__ import annotations

import ipaddress
import os
import struct
from collections.abc import Iterable
from dataclasses import dataclass, fields

from scapy.fields import (
    ByteEnumField,
    ByteField,
    FlagsField,
    IntField,
    ShortField,
    XByteField,
    XIntField,
    XShortField,
)
from scapy.layers.inet import UDP
from scapy.layers.l2 import Ether
from scapy.packet import Packet, bind_layers
from scapy.utils import rdpcap, wrpcap

# The constants and codes are iswitch.wire's (their one owner); this module re-exports them
# for the codecs' users.
from iswitch.wire import (  # noqa: F401  (re-exported)
    BEAT_BYTES,
    BROADCAST_IP,
    BROADCAST_MAC,
    COUNTERS,
    CTRL_DSCP,
    CTRL_FIELDS,
    CTRL_UDP_LEN,
    DATA_DSCP,
    DATA_FIELDS,
    DROP_REASONS,
    ELEM_BYTES,
    ETH_FIELDS,
    ETH_LEN,
    ETHERTYPE_IPV4,
    FLAGS_BITS,
    HDR_LEN,
    HDR_OFF,
    IP_FLAG_DF,
    IP_FRAG_MASK,
    IP_IHL,
    IP_LEN,
    IP_TTL,
    IP_VERSION,
    IPPROTO_UDP,
    IPV4_FIELDS,
    MAGIC,
    MAX_ELEMS,
    MAX_FRAME,
    PAYLOAD_OFF,
    SWITCH_IP,
    SWITCH_MAC,
    SWITCH_WORKER_ID,
    TYPE_CTRL,
    TYPE_DATA,
    UDP_FIELDS,
    UDP_LEN,
    UDP_PORT,
    VERSION,
    VT_CTRL,
    VT_DATA,
    Action,
    Entity,
    Field,
    Flag,
    Reg,
    Show,
    Status,
    Table,
    vt_type,
)

# data flags (the names the codecs' users know)
F_RETX = Flag.RETX
F_DOWN = Flag.DOWN
F_AGG = Flag.AGG
F_PARTIAL = Flag.PARTIAL
F_REPLAY = Flag.REPLAY

ENTITY_WORKER = Entity.WORKER
ENTITY_SWITCH = Entity.SWITCH


# ---------------------------------------------------------------- headers

_DATA_FMT = DATA_FIELDS.struct
_CTRL_FMT = CTRL_FIELDS.struct
_ETH_FMT = ETH_FIELDS.struct
_IP_FMT = IPV4_FIELDS.struct
_UDP_FMT = UDP_FIELDS.struct


def _check_layout(cls: type, table: Table) -> None:
    """The dataclass has exactly the table's fields (checked at import)."""
    names = {f.name for f in fields(cls)}
    if names != set(table.names):
        raise AssertionError(f"{cls.__name__} fields {sorted(names)} != {table.names}")


@dataclass(frozen=True)
class DataHeader:
    """The 22-byte data header (docs/protocol.md section 5.1). Its byte layout is
    `wire.DATA_FIELDS`: `pack`/`unpack` take the fields by name in the table's order (the
    constructor's order puts the fields a sender sets first)."""

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
        return _DATA_FMT.pack(*(getattr(self, n) for n in DATA_FIELDS.names))

    @classmethod
    def unpack(cls, b: bytes) -> DataHeader:
        """Decode the first 22 bytes of `b`."""
        return cls(**dict(zip(DATA_FIELDS.names, _DATA_FMT.unpack_from(b), strict=True)))


@dataclass(frozen=True)
class ControlHeader:
    """The 22-byte control header (docs/protocol.md section 5.2); byte layout
    `wire.CTRL_FIELDS` (see `DataHeader`)."""

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
        return _CTRL_FMT.pack(*(getattr(self, n) for n in CTRL_FIELDS.names))

    @classmethod
    def unpack(cls, b: bytes) -> ControlHeader:
        """Decode the first 22 bytes of `b`."""
        return cls(**dict(zip(CTRL_FIELDS.names, _CTRL_FMT.unpack_from(b), strict=True)))


_check_layout(DataHeader, DATA_FIELDS)
_check_layout(ControlHeader, CTRL_FIELDS)


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


_IP_CSUM = IPV4_FIELDS["csum"]
_IP_HDR = slice(ETH_LEN, ETH_LEN + IP_LEN)


def fix_ip_checksum(frame: bytes | bytearray) -> bytes:
    """`frame` with its IPv4 header checksum recomputed (a frame of at least 34 bytes)."""
    x = bytearray(frame)
    x[_IP_CSUM.offset:_IP_CSUM.end] = bytes(_IP_CSUM.size)
    x[_IP_CSUM.offset:_IP_CSUM.end] = ip_checksum(bytes(x[_IP_HDR])).to_bytes(_IP_CSUM.size,
                                                                              "big")
    return bytes(x)


def patch(frame: bytes | bytearray, off: int, new: bytes, fix_ip: bool = True) -> bytes:
    """`frame` with `new` written at byte `off`; the IPv4 header checksum recomputed if
    `fix_ip` (for building bad input: the check under test must be the one that fails)."""
    x = bytearray(frame)
    x[off:off + len(new)] = new
    return fix_ip_checksum(x) if fix_ip else bytes(x)


def set_field(frame: bytes | bytearray, f: Field, value: int | bytes, base: int = 0,
              fix_ip: bool = True) -> bytes:
    """`frame` with field `f` (its table placed `base` bytes into the frame, e.g. HDR_OFF
    for the iSwitch header) set to `value`; see `patch`."""
    new = value if isinstance(value, bytes) else value.to_bytes(f.size, "big")
    if len(new) != f.size:
        raise ValueError(f"{f.name} is {f.size} bytes, got {len(new)}")
    return patch(frame, base + f.offset, new, fix_ip)


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
    ttl: int = IP_TTL,
    udp_checksum: int = 0,
) -> bytes:
    """An Ethernet II / IPv4 (IHL 5, DF, correct checksum) / UDP frame around `udp_payload`."""
    udp_len = UDP_LEN + len(udp_payload)
    ip = bytearray(_IP_FMT.pack(
        (IP_VERSION << 4) | IP_IHL, (dscp << 2) | ecn, IP_LEN + udp_len, ident, IP_FLAG_DF, ttl,
        IPPROTO_UDP, 0, src_ip, dst_ip))
    csum = IPV4_FIELDS["csum"].at(-ETH_LEN)
    ip[csum.offset:csum.end] = ip_checksum(bytes(ip)).to_bytes(csum.size, "big")
    eth = _ETH_FMT.pack(dst_mac, src_mac, ETHERTYPE_IPV4)
    udp = _UDP_FMT.pack(sport, dport, udp_len, udp_checksum)
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
        return bool(self.frag & IP_FRAG_MASK)


def parse_frame(b: bytes) -> Frame:
    """Split a frame with a 20-byte IPv4 header and UDP (raises ValueError if too short)."""
    if len(b) < HDR_OFF:
        raise ValueError(f"frame of {len(b)} bytes is shorter than Ethernet+IPv4+UDP")
    dst, src, et = _ETH_FMT.unpack_from(b, 0)
    vi, tos, total, _ident, frag, _ttl, proto, _csum, sip, dip = _IP_FMT.unpack_from(b, ETH_LEN)
    sport, dport, ulen, _ucsum = _UDP_FMT.unpack_from(b, ETH_LEN + IP_LEN)
    return Frame(dst, src, et, vi >> 4, vi & 15, tos >> 2, tos & 3, total, frag, proto, sip, dip,
                 sport, dport, ulen, b[HDR_OFF:])


# ---------------------------------------------------------------- scapy layers

_FLAG_NAMES = [f.name for f in sorted(Flag, key=int)]
_FLAG_NAMES += [f"r{i}" for i in range(len(_FLAG_NAMES), FLAGS_BITS)]
_ACTION_NAMES = {a.value: a.name for a in Action}
_STATUS_NAMES = {s.value: s.name for s in Status}


def _scapy_fields(table: Table, defaults: dict[str, int | None]) -> list:
    """scapy fields of a header table: the widths and the display come from the table."""
    plain = {(1, Show.DEC): ByteField, (2, Show.DEC): ShortField, (4, Show.DEC): IntField,
             (1, Show.HEX): XByteField, (2, Show.HEX): XShortField, (4, Show.HEX): XIntField}
    out = []
    for f in table:
        default = defaults.get(f.name, 0)
        if f.show is Show.FLAGS:
            out.append(FlagsField(f.name, default, f.bits, _FLAG_NAMES))
        elif f.show in (Show.ACTION, Show.STATUS):
            names = _ACTION_NAMES if f.show is Show.ACTION else _STATUS_NAMES
            out.append(ByteEnumField(f.name, default, names))
        else:
            out.append(plain[(f.size, f.show)](f.name, default))
    return out


def _layer_for(pkt: bytes | None, default: type) -> type:
    """The data or control layer, chosen by the type nibble of the `vt` byte."""
    vt_ = DATA_FIELDS["vt"]
    if pkt is not None and len(pkt) >= vt_.end:
        return ISwitchControl if vt_type(pkt[vt_.offset]) == TYPE_CTRL else ISwitchData
    return default


class ISwitchData(Packet):
    """scapy layer of the data header; the payload (fp32, little-endian) follows as Raw.

    `count` is filled from the payload length when left as None.
    """

    name = "iSwitchData"
    fields_desc = _scapy_fields(DATA_FIELDS, {"magic": MAGIC, "vt": VT_DATA, "count": None,
                                              "nsum": 1})

    @classmethod
    def dispatch_hook(cls, _pkt: bytes | None = None, *args: object, **kargs: object) -> type:
        """Choose the data or control layer from the `vt` byte."""
        return _layer_for(_pkt, ISwitchData)

    def post_build(self, pkt: bytes, pay: bytes) -> bytes:
        if self.count is None:
            c = DATA_FIELDS["count"]
            pkt = pkt[:c.offset] + (len(pay) // ELEM_BYTES).to_bytes(c.size, "big") + pkt[c.end:]
        return pkt + pay

    def floats(self) -> bytes:
        """The payload bytes (fp32, little-endian)."""
        return bytes(self.payload)


class ISwitchControl(Packet):
    """scapy layer of the control header."""

    name = "iSwitchControl"
    fields_desc = _scapy_fields(CTRL_FIELDS, {"magic": MAGIC, "vt": VT_CTRL})

    @classmethod
    def dispatch_hook(cls, _pkt: bytes | None = None, *args: object, **kargs: object) -> type:
        """Choose the data or control layer from the `vt` byte."""
        return _layer_for(_pkt, ISwitchControl)


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
