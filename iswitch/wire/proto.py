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
import re
import struct
from collections.abc import Iterable
from dataclasses import dataclass, fields

from scapy.error import Scapy_Exception
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

from iswitch.util import checks, output

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
    DSCP_BITS,
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
    IP_MAX_TOTAL,
    IP_TTL,
    IP_VERSION,
    IPPROTO_UDP,
    IPV4_FIELDS,
    IPV4_LEN,
    MAC_LEN,
    MAGIC,
    MAX_ELEMS,
    MAX_FRAME,
    PAYLOAD_OFF,
    SWITCH_IP,
    SWITCH_MAC,
    SWITCH_WORKER_ID,
    TUSER_SRC,
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
    vt_version,
)

# data flags (the names the codecs' users know)
F_RETX = Flag.RETX
F_DOWN = Flag.DOWN
F_AGG = Flag.AGG
F_PARTIAL = Flag.PARTIAL
F_REPLAY = Flag.REPLAY
F_EXACT = Flag.EXACT

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


def _check_fields(hdr: object, table: Table) -> None:
    """Every field of a header fits its width in the table (ValueError / TypeError naming
    the field otherwise: struct would fail with a message that names none)."""
    for f in table:
        v = getattr(hdr, f.name)
        if type(v) is not int or v < 0 or v >> f.bits:  # else a fitting int: nothing to say
            checks.uint(f"{type(hdr).__name__}.{f.name}", v, f.bits)


def _check_header_len(b: object) -> None:
    n = checks.byte_len("header", b)
    if n < HDR_LEN:
        raise ValueError(f"an iSwitch header is {HDR_LEN} bytes, got {n}")


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

    def __post_init__(self) -> None:
        _check_fields(self, DATA_FIELDS)

    def pack(self) -> bytes:
        """The header as 22 network-order bytes."""
        return _DATA_FMT.pack(*(getattr(self, n) for n in DATA_FIELDS.names))

    @classmethod
    def unpack(cls, b: bytes) -> DataHeader:
        """Decode the first 22 bytes of `b` (ValueError if it is shorter)."""
        _check_header_len(b)
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

    def __post_init__(self) -> None:
        _check_fields(self, CTRL_FIELDS)

    def pack(self) -> bytes:
        """The header as 22 network-order bytes."""
        return _CTRL_FMT.pack(*(getattr(self, n) for n in CTRL_FIELDS.names))

    @classmethod
    def unpack(cls, b: bytes) -> ControlHeader:
        """Decode the first 22 bytes of `b` (ValueError if it is shorter)."""
        _check_header_len(b)
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
    if checks.byte_len("frame", frame) < ETH_LEN + IP_LEN:
        raise ValueError(f"a frame with an IPv4 header is at least {ETH_LEN + IP_LEN} bytes, "
                         f"got {len(frame)}")
    x = bytearray(frame)
    x[_IP_CSUM.offset:_IP_CSUM.end] = bytes(_IP_CSUM.size)
    x[_IP_CSUM.offset:_IP_CSUM.end] = ip_checksum(bytes(x[_IP_HDR])).to_bytes(_IP_CSUM.size,
                                                                              "big")
    return bytes(x)


def patch(frame: bytes | bytearray, off: int, new: bytes, fix_ip: bool = True) -> bytes:
    """`frame` with `new` written at byte `off`; the IPv4 header checksum recomputed if
    `fix_ip` (for building bad input: the check under test must be the one that fails).
    `new` must lie inside the frame (a write past its end would lengthen it silently)."""
    n = checks.byte_len("frame", frame)
    checks.int_in("off", off, 0, n - checks.byte_len("new", new))
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


_MAC_TEXT = re.compile(r"[0-9A-Fa-f]{2}([:-]?)[0-9A-Fa-f]{2}(\1[0-9A-Fa-f]{2}){4}")


def ip_bytes(addr: str | bytes) -> bytes:
    """An IPv4 address as 4 bytes, from dotted text or bytes (ValueError otherwise)."""
    if isinstance(addr, str):
        try:
            return ipaddress.IPv4Address(addr).packed
        except ValueError:
            raise ValueError(f"not an IPv4 address: {addr!r}") from None
    return checks.exact_bytes("an IPv4 address", addr, IPV4_LEN)


def mac_bytes(addr: str | bytes) -> bytes:
    """A MAC address as 6 bytes, from ``aa:bb:cc:dd:ee:ff`` (or ``-`` or no separators)
    text or bytes (ValueError otherwise)."""
    if isinstance(addr, str):
        if not _MAC_TEXT.fullmatch(addr):
            raise ValueError(f"not a MAC address: {addr!r}")
        return bytes.fromhex(addr.replace(":", "").replace("-", ""))
    return checks.exact_bytes("a MAC address", addr, MAC_LEN)


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
    """An Ethernet II / IPv4 (IHL 5, DF, correct checksum) / UDP frame around `udp_payload`.
    Every argument is checked (ValueError / TypeError naming it): a 5-byte MAC would
    otherwise be padded silently into a wrong frame."""
    dst_mac = checks.exact_bytes("dst_mac", dst_mac, MAC_LEN)
    src_mac = checks.exact_bytes("src_mac", src_mac, MAC_LEN)
    src_ip = checks.exact_bytes("src_ip", src_ip, IPV4_LEN)
    dst_ip = checks.exact_bytes("dst_ip", dst_ip, IPV4_LEN)
    udp_payload = checks.copy_bytes("udp_payload", udp_payload)
    checks.uint("dscp", dscp, DSCP_BITS)
    checks.uint("ecn", ecn, 8 - DSCP_BITS)
    for name, f, value in (("sport", UDP_FIELDS["sport"], sport),
                           ("dport", UDP_FIELDS["dport"], dport),
                           ("ident", IPV4_FIELDS["ident"], ident),
                           ("ttl", IPV4_FIELDS["ttl"], ttl),
                           ("udp_checksum", UDP_FIELDS["udp_csum"], udp_checksum)):
        checks.uint(name, value, f.bits)
    udp_len = UDP_LEN + len(udp_payload)
    if IP_LEN + udp_len > IP_MAX_TOTAL:
        raise ValueError(f"udp_payload of {len(udp_payload)} bytes does not fit an IPv4 "
                         f"packet (at most {IP_MAX_TOTAL - IP_LEN - UDP_LEN})")
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
    """Split a frame with a 20-byte IPv4 header and UDP (raises ValueError if too short).
    Nothing else is checked: use `check_frame` for a frame from outside."""
    if len(b) < HDR_OFF:
        raise ValueError(f"frame of {len(b)} bytes is shorter than Ethernet+IPv4+UDP")
    dst, src, et = _ETH_FMT.unpack_from(b, 0)
    vi, tos, total, _ident, frag, _ttl, proto, _csum, sip, dip = _IP_FMT.unpack_from(b, ETH_LEN)
    sport, dport, ulen, _ucsum = _UDP_FMT.unpack_from(b, ETH_LEN + IP_LEN)
    return Frame(dst, src, et, vi >> 4, vi & 15, tos >> 2, tos & 3, total, frag, proto, sip, dip,
                 sport, dport, ulen, bytes(b[HDR_OFF:]))


class BadFrame(ValueError):
    """A frame or datagram that is not iSwitch: `reason` is one of `REJECT_REASONS`."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


#: Why `check_frame` / `check_datagram` refuse a frame or datagram, in the order they check
#: (a fixed set: counting rejects by reason takes bounded memory).
R_RUNT = "shorter than Ethernet + IPv4 + UDP headers"
R_ETHERTYPE = "EtherType is not IPv4"
R_IP_VERSION = "IP version is not 4"
R_IP_OPTIONS = "IPv4 options (IHL is not 5)"
R_IP_CSUM = "IPv4 header checksum wrong"
R_IP_FRAGMENT = "IPv4 fragment (MF or fragment offset)"
R_IP_PROTO = "IP protocol is not UDP"
R_IP_LEN = "IPv4 total length does not fit the frame"
R_UDP_LEN = "UDP length is not the IPv4 total length - 20"
R_UDP_PORT = "neither UDP port is the iSwitch port"
R_SHORT = "datagram shorter than the iSwitch header"
R_MAGIC = "magic byte is not iSwitch's"
R_VERSION = "iSwitch version is not ours"
R_TYPE = "iSwitch type is neither data nor control"
REJECT_REASONS: tuple[str, ...] = (
    R_RUNT, R_ETHERTYPE, R_IP_VERSION, R_IP_OPTIONS, R_IP_CSUM, R_IP_FRAGMENT, R_IP_PROTO,
    R_IP_LEN, R_UDP_LEN, R_UDP_PORT, R_SHORT, R_MAGIC, R_VERSION, R_TYPE)

_ETHERTYPE = ETH_FIELDS["ethertype"]
_VER_IHL, _FRAG, _PROTO, _TOTAL = (IPV4_FIELDS[n] for n in ("ver_ihl", "frag", "proto",
                                                               "total_len"))
_SPORT, _DPORT, _ULEN = (UDP_FIELDS[n] for n in ("sport", "dport", "udp_len"))
_MAGIC_F, _VT_F = DATA_FIELDS["magic"], DATA_FIELDS["vt"]


def check_datagram(d: bytes | bytearray | memoryview) -> int:
    """The iSwitch type (TYPE_DATA or TYPE_CTRL) of a UDP payload whose header is iSwitch's:
    long enough, the magic, our version, a known type. BadFrame otherwise."""
    if checks.byte_len("datagram", d) < HDR_LEN:
        raise BadFrame(R_SHORT)
    if _MAGIC_F.read(d) != MAGIC:
        raise BadFrame(R_MAGIC)
    v = _VT_F.read(d)
    if vt_version(v) != VERSION:
        raise BadFrame(R_VERSION)
    if vt_type(v) not in (TYPE_DATA, TYPE_CTRL):
        raise BadFrame(R_TYPE)
    return vt_type(v)


def check_frame(b: bytes | bytearray | memoryview, port: int = UDP_PORT) -> Frame:
    """The fields of an iSwitch frame from outside, every layer checked: Ethernet II with
    the IPv4 EtherType; IPv4 version 4, no options, a correct header checksum, not a
    fragment, protocol UDP, a total length inside the frame (bytes after it are Ethernet
    padding); the UDP length equal to what IPv4 carries; `port` as the source or
    destination port (as the scapy layers bind); an iSwitch header (`check_datagram`).
    The frame is copied; `udp_payload` is the datagram, trimmed to the UDP length.
    Raises BadFrame with the first failing check."""
    b = checks.copy_bytes("frame", b)
    if len(b) < HDR_OFF:
        raise BadFrame(R_RUNT)
    if _ETHERTYPE.read(b) != ETHERTYPE_IPV4:
        raise BadFrame(R_ETHERTYPE)
    ver, ihl = divmod(_VER_IHL.read(b), 16)
    if ver != IP_VERSION:
        raise BadFrame(R_IP_VERSION)
    if ihl != IP_IHL:
        raise BadFrame(R_IP_OPTIONS)
    if ip_checksum(b[_IP_HDR]) != 0:
        raise BadFrame(R_IP_CSUM)
    if _FRAG.read(b) & IP_FRAG_MASK:
        raise BadFrame(R_IP_FRAGMENT)
    if _PROTO.read(b) != IPPROTO_UDP:
        raise BadFrame(R_IP_PROTO)
    total = _TOTAL.read(b)
    if not IP_LEN + UDP_LEN <= total <= len(b) - ETH_LEN:
        raise BadFrame(R_IP_LEN)
    if _ULEN.read(b) != total - IP_LEN:
        raise BadFrame(R_UDP_LEN)
    if port not in (_SPORT.read(b), _DPORT.read(b)):
        raise BadFrame(R_UDP_PORT)
    f = parse_frame(b[:ETH_LEN + total])
    check_datagram(f.udp_payload)
    return f


# ---------------------------------------------------------------- endpoints and control requests

#: the width of a UDP port number
PORT_BITS = UDP_FIELDS["sport"].bits


@dataclass(frozen=True)
class Endpoint:
    """A sender (a worker, a controller, a test's imposter): its identity and addresses,
    the switch port it is attached to and the switch's parameters it talks to.

    `port_bit` is that switch port as the sender's frames carry it on the switch's
    streams: the one-hot TUSER source bit (nf0..nf3: 0x01, 0x04, 0x10, 0x40; the host
    port: 0x02); 0 when no switch port is given (frames over a real network).

    The addresses may be given as text (``"02:00:00:00:00:01"``, ``"10.0.0.1"``); they are
    kept as bytes (a copy). Every field is checked when the endpoint is made."""

    worker: int
    job: int
    mac: bytes
    ip: bytes
    sport: int = UDP_PORT
    port_bit: int = 0
    switch_mac: bytes = SWITCH_MAC
    switch_ip: bytes = SWITCH_IP
    udp_port: int = UDP_PORT
    data_dscp: int = DATA_DSCP
    ctrl_dscp: int = CTRL_DSCP

    def __post_init__(self) -> None:
        """Every field checked (ValueError / TypeError naming it): addresses are 6 and 4
        bytes (or their text forms, converted), ids and ports fit their header fields."""
        for name, parse, size in (("mac", mac_bytes, MAC_LEN), ("switch_mac", mac_bytes, MAC_LEN),
                                  ("ip", ip_bytes, IPV4_LEN), ("switch_ip", ip_bytes, IPV4_LEN)):
            value = getattr(self, name)
            value = parse(value) if isinstance(value, str) else value
            object.__setattr__(self, name, checks.exact_bytes(f"Endpoint.{name}", value, size))
        for name in ("worker", "job"):
            checks.uint(f"Endpoint.{name}", getattr(self, name), DATA_FIELDS[name].bits)
        for name in ("sport", "udp_port"):
            checks.uint(f"Endpoint.{name}", getattr(self, name), PORT_BITS)
        checks.uint("Endpoint.port_bit", self.port_bit, TUSER_SRC.width)
        for name in ("data_dscp", "ctrl_dscp"):
            checks.uint(f"Endpoint.{name}", getattr(self, name), DSCP_BITS)


def check_endpoint(ep: object) -> Endpoint:
    """`ep` itself if it is an `Endpoint`, TypeError otherwise (the first check of every
    call that builds frames for a sender)."""
    if not isinstance(ep, Endpoint):
        raise TypeError(f"ep must be an Endpoint, got {type(ep).__name__}")
    return ep


def control_datagram(ep: Endpoint, action: Action | int, value: int = 0, seq: int = 0) -> bytes:
    """UDP payload of a control request."""
    check_endpoint(ep)
    return ControlHeader(job=ep.job, seq=seq, worker=ep.worker, action=int(action),
                         value=value).pack()


def control_frame(ep: Endpoint, action: Action | int, value: int = 0, seq: int = 0) -> bytes:
    """Complete Ethernet frame of a control request."""
    return build_control_frame(
        ControlHeader.unpack(control_datagram(ep, action, value, seq)), src_mac=ep.mac,
        src_ip=ep.ip, dst_mac=ep.switch_mac, dst_ip=ep.switch_ip, dscp=ep.ctrl_dscp,
        sport=ep.sport, dport=ep.udp_port,
    )


def parse_ack(datagram: bytes) -> ControlHeader | None:
    """The control header of an Ack datagram, or None if it is not one."""
    try:
        kind = check_datagram(datagram)
    except BadFrame:
        return None
    if kind != TYPE_CTRL or checks.byte_len("datagram", datagram) != HDR_LEN:
        return None
    hdr = ControlHeader.unpack(datagram)
    return hdr if hdr.action == Action.ACK else None


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
    """Write Ethernet frames to a pcap file (opens in scapy and Wireshark), atomically
    (`iswitch.util.output`)."""
    with output.replacing(path) as tmp:
        wrpcap(os.fspath(tmp), [Ether(f) for f in frames])


def read_pcap(path: str | os.PathLike[str]) -> list[bytes]:
    """The frames of a pcap (or pcapng) file, as bytes; ValueError naming `path` if it is
    not one (OSError if it cannot be read)."""
    try:
        return [bytes(p) for p in rdpcap(os.fspath(path))]
    except (Scapy_Exception, EOFError, struct.error) as e:  # scapy's ways of saying "not pcap"
        raise ValueError(f"{os.fspath(path)}: not a pcap file ({e or type(e).__name__})") from None


def bind_port(port: int = UDP_PORT) -> None:
    """Dissect UDP datagrams to or from `port` as iSwitch (done for `UDP_PORT` on import)."""
    checks.uint("port", port, UDP_FIELDS["dport"].bits)
    bind_layers(UDP, ISwitchData, dport=port)
    bind_layers(UDP, ISwitchData, sport=port)


bind_port()
