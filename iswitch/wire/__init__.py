"""The contracts of iSwitch, each written once: everything else derives from this module.

What lives here (docs/architecture.md, "Contracts"):

* the wire protocol (docs/protocol.md): Ethernet/IPv4/UDP constants, the DSCPs, the magic,
  version and type, the data and control header field tables (name, byte offset, width,
  how to show it), the data flag bits, the action, status and register codes;
* the NetFPGA stream conventions: bus widths, the TUSER layout and the port bits;
* the AXI-Lite register maps of the reference switch's three cores (docs/switch.md);
* the accelerator's elaboration parameters, as one type (`AccelParams`);
* the record layouts and codes of the files and pipes the compiled Verilator harnesses
  read and write (tb/*/compiled/harness.cpp).

Derived from it: the byte codecs and the scapy layers (`iswitch.wire.proto`), the MyHDL field
positions on the 256-bit bus, the golden models and the report, the C++ header that both
compiled harnesses include (`iswitch_wire.h`) and the Wireshark dissector (`iswitch.lua`),
both written by `python -m iswitch.wire.gen` and checked in. tests/test_wire.py checks the
generated files, the documentation tables and the round trips; tests/test_contracts.py
fails when a fact of this module is written as a literal anywhere else.

This module imports nothing from the project and nothing outside the standard library, so
that every layer (MyHDL, golden models, tools, code generators) can import it.
"""

from __future__ import annotations

import enum
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

# ================================================================ parameters (defaults)

DATA_DSCP = 27  #: DSCP of data packets (pool 2, "experimental or local use"; ToS 0x6C)
CTRL_DSCP = 31  #: DSCP of control packets (pool 2; ToS 0x7C)
UDP_PORT = 48879  #: UDP port of data and control (IANA-unassigned range 48620-49150)
SWITCH_MAC = bytes.fromhex("024953570001")  #: source MAC of switch-generated frames
SWITCH_IP = bytes([10, 0, 0, 254])  #: source IPv4 address of switch-generated frames
DEFAULT_K = 16  #: window: segments in flight per worker; the switch has 2K buffers
DEFAULT_MEMBERS = 16  #: membership table entries
MAX_MEMBERS = 32  #: the contributor bitmap is the 32-bit `contrib` field
MAX_K = 256
#: guard bits of the exact mode's accumulator (issue 22): 277 magnitude bits + sign + these
#: hold any sum of 2^EXACT_GUARD_BITS = 1,024 contributions exactly, far above MAX_MEMBERS
EXACT_GUARD_BITS = 10
#: an aggregate has at most MEMBERS contributions (a segment completes as soon as its count
#: reaches min(H, members) <= MEMBERS), so no H can exceed the exact mode's limit
assert MAX_MEMBERS <= 1 << EXACT_GUARD_BITS

# ================================================================ Ethernet / IPv4 / UDP

ETH_LEN = 14
IP_LEN = 20  #: IPv4 header without options (IHL 5)
UDP_LEN = 8
ETHERTYPE_IPV4 = 0x0800
ETHERTYPE_IPV6 = 0x86DD  #: (regular traffic in tests)
IP_VERSION = 4
IP_IHL = 5  #: header length in 32-bit words: no options
IP_FLAG_DF = 0x4000  #: in the flags/fragment-offset word
IP_FRAG_MASK = 0x3FFF  #: MF and the fragment offset
IP_TTL = 64
IP_MAX_TOTAL = 0xFFFF  #: the largest IPv4 total length (a 16-bit field)
IPPROTO_UDP = 17
DSCP_BITS = 6  #: the DSCP is bits 7..2 of the ToS byte, the ECN bits 1..0
BROADCAST_MAC = b"\xff" * 6
BROADCAST_IP = b"\xff" * 4
MAC_LEN = 6
IPV4_LEN = 4
ETH_FCS = 4
ETH_WIRE_OVERHEAD = ETH_FCS + 8 + 12  #: 24 bytes a frame costs on the wire beyond its bytes:
#: FCS, preamble + SFD, inter-frame gap


class Show(enum.Enum):
    """How a field is shown (scapy, Wireshark) and what kind of value it holds."""

    DEC = "dec"
    HEX = "hex"
    MAC = "mac"
    IPV4 = "ipv4"
    FLAGS = "flags"  #: a bit set: `Flag`
    ACTION = "action"  #: an `Action` code
    STATUS = "status"  #: a `Status` code


@dataclass(frozen=True)
class Field:
    """One field of a header: `size` bytes at byte `offset`, network byte order."""

    name: str
    offset: int
    size: int
    show: Show = Show.DEC
    doc: str = ""

    @property
    def end(self) -> int:
        return self.offset + self.size

    @property
    def bits(self) -> int:
        return 8 * self.size

    def at(self, base: int) -> Field:
        """The same field, `base` bytes further on (a header table placed in a frame)."""
        return Field(self.name, base + self.offset, self.size, self.show, self.doc)

    def read(self, b: bytes | bytearray | memoryview, base: int = 0) -> int:
        """The field's value from `b` (`base`: where its table starts in `b`)."""
        o = base + self.offset
        return int.from_bytes(b[o:o + self.size], "big")

    def put(self, b: bytearray, value: int, base: int = 0) -> None:
        """Write `value` into the field of the mutable buffer `b`."""
        o = base + self.offset
        b[o:o + self.size] = (value & ((1 << self.bits) - 1)).to_bytes(self.size, "big")

    def read_bytes(self, b: bytes | bytearray | memoryview, base: int = 0) -> bytes:
        """The field's bytes (addresses), a copy."""
        o = base + self.offset
        return bytes(b[o:o + self.size])


class Table(tuple):
    """An ordered, gap-free table of `Field`s (a header layout)."""

    def __new__(cls, fields: tuple[Field, ...] | list[Field]) -> Table:
        t = super().__new__(cls, fields)
        pos = t[0].offset if t else 0
        for f in t:
            if f.offset != pos or f.size not in (1, 2, 4) and f.show is not Show.MAC:
                raise ValueError(f"header table: {f.name} at {f.offset} (expected {pos})")
            pos = f.end
        return t

    def __getitem__(self, key):  # type: ignore[override]
        if isinstance(key, str):
            for f in self:
                if f.name == key:
                    return f
            raise KeyError(key)
        return super().__getitem__(key)

    @cached_property  # (a table never changes: the codecs read it per frame)
    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self)

    @property
    def size(self) -> int:
        return self[-1].end - self[0].offset if self else 0

    @cached_property
    def struct(self) -> struct.Struct:
        """The `struct` of the table (big-endian; addresses as bytes, the rest as integers)."""
        codes = {1: "B", 2: "H", 4: "I"}
        return struct.Struct(">" + "".join(
            f"{f.size}s" if f.show in (Show.MAC, Show.IPV4) else codes[f.size] for f in self))

    def at(self, base: int) -> Table:
        return Table([f.at(base) for f in self])


#: Ethernet II (no VLAN tag), offsets in the frame
ETH_FIELDS = Table([
    Field("dst_mac", 0, 6, Show.MAC),
    Field("src_mac", 6, 6, Show.MAC),
    Field("ethertype", 12, 2, Show.HEX),
])
#: IPv4 without options, offsets in the frame
IPV4_FIELDS = Table([
    Field("ver_ihl", 14, 1, Show.HEX, "version (high nibble) and IHL (low nibble)"),
    Field("tos", 15, 1, Show.HEX, "DSCP (bits 7..2) and ECN (bits 1..0)"),
    Field("total_len", 16, 2),
    Field("ident", 18, 2, Show.HEX),
    Field("frag", 20, 2, Show.HEX, "flags and fragment offset"),
    Field("ttl", 22, 1),
    Field("proto", 23, 1),
    Field("csum", 24, 2, Show.HEX),
    Field("src_ip", 26, 4, Show.IPV4),
    Field("dst_ip", 30, 4, Show.IPV4),
])
#: UDP, offsets in the frame
UDP_FIELDS = Table([
    Field("sport", 34, 2),
    Field("dport", 36, 2),
    Field("udp_len", 38, 2),
    Field("udp_csum", 40, 2, Show.HEX),
])
assert ETH_FIELDS.size == ETH_LEN and IPV4_FIELDS.size == IP_LEN and UDP_FIELDS.size == UDP_LEN

# ================================================================ the iSwitch header

HDR_OFF = ETH_LEN + IP_LEN + UDP_LEN  #: 42: the iSwitch header in a frame
HDR_LEN = 22
PAYLOAD_OFF = HDR_OFF + HDR_LEN  #: 64 = beat 2 of the 256-bit bus
MAX_ELEMS = 360  #: 45 beats; IP total length 1490 <= 1500
ELEM_BYTES = 4  #: binary32, little-endian in the payload
MAX_FRAME = PAYLOAD_OFF + ELEM_BYTES * MAX_ELEMS  #: 1504

MAGIC = 0x49  #: "I"
VERSION = 1
TYPE_DATA = 0
TYPE_CTRL = 1


def vt(type_: int, version: int = VERSION) -> int:
    """The `vt` byte: version in the high nibble, type in the low one."""
    return (version << 4) | type_


def vt_type(v: int) -> int:
    """The type nibble of a `vt` byte (TYPE_DATA or TYPE_CTRL when the version is right)."""
    return v & 0x0F


def vt_version(v: int) -> int:
    """The version nibble of a `vt` byte."""
    return v >> 4


VT_DATA = vt(TYPE_DATA)
VT_CTRL = vt(TYPE_CTRL)
SWITCH_WORKER_ID = 0xFFFF  #: worker id of switch-made aggregates; reserved for workers

#: The data header (docs/protocol.md section 5.1); offsets in the header
DATA_FIELDS = Table([
    Field("magic", 0, 1, Show.HEX, "0x49"),
    Field("vt", 1, 1, Show.HEX, "version << 4 | type (0 data)"),
    Field("job", 2, 2, Show.DEC, "job id"),
    Field("seg", 4, 4, Show.DEC, "segment number (32-bit serial)"),
    Field("worker", 8, 2, Show.DEC, "sender's worker id (0xFFFF: the switch)"),
    Field("count", 10, 2, Show.DEC, "fp32 elements in the payload"),
    Field("nsum", 12, 2, Show.DEC, "gradients summed in this packet"),
    Field("flags", 14, 2, Show.FLAGS, "RETX, DOWN, AGG, PARTIAL, REPLAY"),
    Field("contrib", 16, 4, Show.HEX, "aggregates: bitmap of contributing member entries"),
    Field("h", 20, 2, Show.DEC, "aggregates: the effective threshold"),
])
#: The control header (docs/protocol.md section 5.2); offsets in the header
CTRL_FIELDS = Table([
    Field("magic", 0, 1, Show.HEX, "0x49"),
    Field("vt", 1, 1, Show.HEX, "version << 4 | type (1 control)"),
    Field("job", 2, 2, Show.DEC, "job id"),
    Field("seq", 4, 4, Show.DEC, "request id chosen by the sender"),
    Field("worker", 8, 2, Show.DEC, "sender's worker id"),
    Field("action", 10, 1, Show.ACTION, "action code"),
    Field("status", 11, 1, Show.STATUS, "Ack: status code"),
    Field("value", 12, 4, Show.DEC, "argument"),
    Field("result", 16, 4, Show.DEC, "Ack: answer"),
    Field("acked", 20, 1, Show.ACTION, "Ack: the action answered"),
    Field("reserved", 21, 1, Show.HEX, "zero"),
])
assert DATA_FIELDS.size == CTRL_FIELDS.size == HDR_LEN
CTRL_UDP_LEN = UDP_LEN + HDR_LEN  #: a control frame has no payload: UDP length 30


class Flag(enum.IntFlag):
    """Bits of the data header's `flags` (docs/protocol.md section 5.1)."""

    RETX = 1 << 0  #: a retransmission (after Help answered NOT_DONE)
    DOWN = 1 << 1  #: down the tree: from a switch
    AGG = 1 << 2  #: an aggregate
    PARTIAL = 1 << 3  #: forced out by FBcast before the threshold
    REPLAY = 1 << 4  #: a Help replay (unicast)
    EXACT = 1 << 5  #: the job's arithmetic mode is exact (docs/protocol.md section 13)


#: flags width in bits (bits above the named ones are zero when sent, ignored when received)
FLAGS_BITS = 16


class Entity(enum.IntEnum):
    """Entity type of a member (Join `value` bit `JOIN_ENTITY_BIT`)."""

    WORKER = 0
    SWITCH = 1


class Mode(enum.IntEnum):
    """A job's arithmetic mode (docs/protocol.md section 13): Join `value` bit
    `JOIN_MODE_BIT`, the data header's flag `EXACT`."""

    FOLD = 0  #: the contributions added one fp32 add at a time, in arrival order
    EXACT = 1  #: their exact sum, rounded once (golden/exact.py)


#: Join `value`: bit 0 the entity type (`Entity`), bit 1 the job's mode (`Mode`); the other
#: bits are zero (a value above `JOIN_VALUE_MAX` is `BAD_VALUE`)
JOIN_ENTITY_BIT, JOIN_MODE_BIT = 0, 1
JOIN_VALUE_MAX = (1 << JOIN_ENTITY_BIT) | (1 << JOIN_MODE_BIT)


def join_value(entity: int = 0, mode: int = 0) -> int:
    """The Join `value` of an entity type and a mode."""
    return (entity << JOIN_ENTITY_BIT) | (mode << JOIN_MODE_BIT)


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
    SETROLE = 9


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
    ROLE_BUSY = 11
    BAD_MODE = 12
    NO_EXACT = 13


class Reg(enum.IntEnum):
    """Counter and status register indices (docs/protocol.md sections 9 and 10).

    Indices 1..27 are also the drop reason codes.
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
    NOT_PARENT = 26
    ROLE_BUSY = 27
    MODE = 28
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
    UP_TX = 47
    DOWN_OK = 48
    UP_ACK = 49
    H = 0x100
    MEMBER_COUNT = 0x101
    JOB = 0x102
    K = 0x103
    MEMBERS = 0x104
    BUSY = 0x105
    VERSION = 0x106
    UPLINK = 0x107
    MEMBER_BASE = 0x200


#: The drop reasons (a subset of `Reg`), by code. Codes 1..25 are in the order their checks
#: run; NOT_PARENT is checked where DIRECTION is, ROLE_BUSY is a control request's own,
#: MODE is checked after BAD_JOB (docs/protocol.md section 9).
DROP_REASONS: tuple[Reg, ...] = tuple(r for r in Reg if Reg.RUNT <= r <= Reg.MODE)
#: The counters (not the status registers).
COUNTERS: tuple[Reg, ...] = tuple(r for r in Reg if r < Reg.H)
#: The status registers, without the member entries.
STATUS_REGS: tuple[Reg, ...] = tuple(r for r in Reg if Reg.H <= r < Reg.MEMBER_BASE)
#: A member entry register (`Reg.MEMBER_BASE` + i): bit 31 valid, bit 30 entity type, bits
#: 23..16 the port one-hot, bits 15..0 the worker id.
MEMBER_VALID_BIT, MEMBER_ENTITY_BIT, MEMBER_PORT_SHIFT = 31, 30, 16
#: `Reg.JOB`: bit 17 the bound job's mode is exact, bit 16 bound, bits 15..0 the job id.
JOB_BOUND_BIT, JOB_EXACT_BIT = 16, 17

# ================================================================ NetFPGA stream conventions

AXIS_CLOCK_HZ = 200e6  #: axis_aclk of the NetFPGA-SUME reference datapath
DATA_W = 256  #: tdata bits (one beat)
BEAT_BYTES = DATA_W // 8  #: 32
KEEP_W = BEAT_BYTES
USER_W = 128  #: tuser bits


@dataclass(frozen=True)
class BitField:
    """Bits [lo + width - 1 : lo] of a word."""

    name: str
    lo: int
    width: int

    @property
    def mask(self) -> int:
        return (1 << self.width) - 1

    def get(self, word: int) -> int:
        return (word >> self.lo) & self.mask

    def put(self, word: int, value: int) -> int:
        return (word & ~(self.mask << self.lo)) | ((value & self.mask) << self.lo)


#: TUSER, valid on a packet's first beat: length in bytes, source port one-hot,
#: destination ports one-hot; bits 127..32 spare (zero from the 10G ports)
TUSER_LEN = BitField("len", 0, 16)
TUSER_SRC = BitField("src", 16, 8)
TUSER_DST = BitField("dst", 24, 8)
TUSER_SPARE = BitField("spare", 32, USER_W - 32)
TUSER_FIELDS = (TUSER_LEN, TUSER_SRC, TUSER_DST, TUSER_SPARE)

#: `Reg.UPLINK` and the SetRole `value` (docs/protocol.md section 8.1): bit 31 the child
#: role, bit 30 attached (the parent answered the switch's Join with OK; register only),
#: bit 29 the child's mode is exact (it joins its parent in that mode, and its own job must
#: be of it: docs/protocol.md section 13), bits 28..24 the switch's entry index in its
#: parent's table (register only), bits 23..16 the uplink port one-hot, bits 15..0 the
#: switch's member id at its parent. A SetRole value has bits 30 and 28..24 zero, and bit
#: 29 only with bit 31; the root role is the value 0.
UPLINK_CHILD_BIT, UPLINK_ATTACHED_BIT, UPLINK_EXACT_BIT = 31, 30, 29
UPLINK_INDEX = BitField("up_index", 24, 5)
UPLINK_PORT = BitField("up_port", 16, 8)
UPLINK_ID = BitField("up_id", 0, 16)
ROLE_ROOT = 0  #: the SetRole value of the root role


def child_role(port: int, member_id: int, mode: int = 0) -> int:
    """The SetRole value of the child role: uplink port one-hot `port` (TUSER bits), the
    switch's member id at its parent `member_id`, its job's `mode` (`Mode`)."""
    return ((1 << UPLINK_CHILD_BIT) | (mode << UPLINK_EXACT_BIT) | UPLINK_PORT.put(0, port)
            | UPLINK_ID.put(0, member_id))


NUM_NF_PORTS = 4  #: the 10G ports nf0..nf3 (streams 0..3)
NUM_STREAMS = NUM_NF_PORTS + 1  #: plus the host (PCIe DMA), stream 4
HOST_STREAM = NUM_NF_PORTS


def nf_bit(port: int) -> int:
    """Port one-hot bit of 10G port nf`port` (0..3): bits 0, 2, 4, 6."""
    if not 0 <= port < NUM_NF_PORTS:
        raise ValueError(f"10G port must be 0..{NUM_NF_PORTS - 1}, got {port}")
    return 1 << (2 * port)


def host_bit(port: int) -> int:
    """Port one-hot bit of the host queue of nf`port` (0..3): bits 1, 3, 5, 7."""
    if not 0 <= port < NUM_NF_PORTS:
        raise ValueError(f"host queue must be 0..{NUM_NF_PORTS - 1}, got {port}")
    return 1 << (2 * port + 1)


def stream_bit(stream: int) -> int:
    """Source bit of input stream `stream`: nf0..nf3, or the host of nf0 for stream 4."""
    return host_bit(0) if stream == HOST_STREAM else nf_bit(stream)


NF_PORT_BITS = tuple(nf_bit(p) for p in range(NUM_NF_PORTS))  #: 0x01, 0x04, 0x10, 0x40
FLOOD_PORTS = sum(NF_PORT_BITS)  #: 0x55: the 10G ports
HOST_PORTS = sum(host_bit(p) for p in range(NUM_NF_PORTS))  #: 0xAA: the host queues


def make_tuser(length: int, src: int = 0, dst: int = 0, spare: int = 0) -> int:
    """A 128-bit TUSER word."""
    w = TUSER_LEN.put(0, length)
    w = TUSER_SRC.put(w, src)
    w = TUSER_DST.put(w, dst)
    return TUSER_SPARE.put(w, spare)


def queue_selected(dst: int, q: int) -> bool:
    """Whether output queue `q` (0..3 the 10G ports, 4 the host) takes a packet with TUSER
    destination bits `dst` (every odd bit maps to the host queue)."""
    return bool(dst & nf_bit(q)) if q < NUM_NF_PORTS else bool(dst & HOST_PORTS)


SEG_BEATS = -(-ELEM_BYTES * MAX_ELEMS // BEAT_BYTES)  #: 45 payload beats of a full segment
BEAT_AW = (SEG_BEATS - 1).bit_length()  #: 6: beat index bits within a segment buffer

# ================================================================ AXI-Lite register maps


@dataclass(frozen=True)
class AxilReg:
    """One 32-bit register of a switch core's AXI-Lite slave (byte offset)."""

    name: str
    offset: int
    doc: str = ""


def _regs(*regs: AxilReg) -> tuple[AxilReg, ...]:
    return regs


def _per_queue(name: str, base: int, doc: str) -> tuple[AxilReg, ...]:
    return tuple(AxilReg(f"{name}_{q}", base + 4 * q, doc) for q in range(NUM_STREAMS))


_COMMON = _regs(
    AxilReg("ID", 0x00, "core id (ASCII)"),
    AxilReg("VERSION", 0x04, "0x00010000"),
    AxilReg("RESET", 0x08, "write bit 0: clear the counters"),
    AxilReg("SCRATCH", 0x0C, "read/write, byte strobes"),
)


@dataclass(frozen=True)
class AxilSlave:
    """The register map of one core: slave index on the datapath (S<index>_AXI), ID."""

    index: int
    prefix: str
    core: str
    ident: int
    regs: tuple[AxilReg, ...]

    def __getitem__(self, name: str) -> AxilReg:
        for r in self.regs:
            if r.name == name:
                return r
        raise KeyError(f"{self.prefix} has no register {name}")

    def offset(self, name: str) -> int:
        return self[name].offset

    def counters(self) -> tuple[AxilReg, ...]:
        """The registers from 0x10 on (the counters, read at the end of a run)."""
        return tuple(r for r in self.regs if r.offset >= 0x10)


def _id(text: str) -> int:
    return int.from_bytes(text.encode(), "big")


AXIL_VERSION = 0x0001_0000
IA_REGS = AxilSlave(0, "IA", "input_arbiter_ip", _id("NFIA"), _COMMON + _regs(
    AxilReg("PKT_OUT", 0x10, "packets forwarded"),
) + _per_queue("PKT_IN", 0x14, "packets received on input stream q"))
OPL_REGS = AxilSlave(1, "OPL", "output_port_lookup_ip", _id("NFOP"), _COMMON + _regs(
    AxilReg("PKT", 0x10, "packets looked up"),
    AxilReg("HIT", 0x14, "unicast hits"),
    AxilReg("FLOOD", 0x18, "misses and group destinations"),
    AxilReg("LEARN", 0x1C, "new table entries"),
    AxilReg("ENTRIES", 0x20, "valid table entries (not cleared by RESET bit 0)"),
))
OQ_REGS = AxilSlave(2, "OQ", "output_queues_ip", _id("NFOQ"), _COMMON
                    + _per_queue("STORED", 0x10, "packets stored in queue q")
                    + _per_queue("REMOVED", 0x30, "packets sent from queue q")
                    + _per_queue("DROPPED", 0x50, "packets dropped at queue q")
                    + _regs(AxilReg("PKT_IN", 0x70, "packets received"),
                            AxilReg("PKT_DROP", 0x74, "packets refused at admission")))
AXIL_SLAVES = (IA_REGS, OPL_REGS, OQ_REGS)


def axil_name(slave: int, offset: int) -> str:
    """'IA PKT_OUT'-style name of register `offset` of slave `slave`."""
    s = AXIL_SLAVES[slave]
    for r in s.regs:
        if r.offset == offset:
            return f"{s.prefix} {r.name}"
    return f"{s.prefix} 0x{offset:02X}"


# ================================================================ accelerator parameters


@dataclass(frozen=True)
class AccelParams:
    """Elaboration parameters of `iswitch_accel` (docs/accel.md section 2): the MyHDL
    blocks, the generated Verilog's localparams and the golden model all take this one type.
    Names are the Verilog parameter names."""

    K: int = DEFAULT_K
    MEMBERS: int = DEFAULT_MEMBERS
    DATA_DSCP: int = DATA_DSCP
    CTRL_DSCP: int = CTRL_DSCP
    UDP_PORT: int = UDP_PORT
    SWITCH_MAC: int = int.from_bytes(SWITCH_MAC, "big")
    SWITCH_IP: int = int.from_bytes(SWITCH_IP, "big")
    #: 1 (the default): the exact mode is built in (docs/protocol.md section 13; docs/accel.md
    #: section 8, "The exact path"); 0: a fold-only build, whose answer to a Join asking for
    #: the exact mode is `NO_EXACT` (for users who do not want its area and memory:
    #: docs/benchmarks.md, "Exact mode")
    EXACT: int = 1

    def __post_init__(self) -> None:
        if not (1 <= self.K <= MAX_K) or self.K & (self.K - 1):
            raise ValueError(f"iswitch_accel: K = {self.K} must be a power of two in 1..{MAX_K}")
        if not 1 <= self.MEMBERS <= MAX_MEMBERS:
            raise ValueError(f"iswitch_accel: MEMBERS = {self.MEMBERS} must be in "
                             f"1..{MAX_MEMBERS}")
        for name in ("DATA_DSCP", "CTRL_DSCP"):
            if not 0 <= getattr(self, name) <= 63:
                raise ValueError(f"iswitch_accel: {name} must be in 0..63")
        if self.DATA_DSCP == self.CTRL_DSCP:
            raise ValueError("iswitch_accel: DATA_DSCP and CTRL_DSCP must differ")
        if not 1 <= self.UDP_PORT <= 0xFFFF:
            raise ValueError("iswitch_accel: UDP_PORT must be in 1..65535")
        if not 0 <= self.SWITCH_MAC < 1 << 48 or not 0 <= self.SWITCH_IP < 1 << 32:
            raise ValueError("iswitch_accel: SWITCH_MAC is 48 bits, SWITCH_IP 32 bits")
        if self.EXACT not in (0, 1):
            raise ValueError(f"iswitch_accel: EXACT = {self.EXACT} must be 0 or 1")

    @property
    def NBUF(self) -> int:
        """Segment buffers: 2K (K slots x 2 banks)."""
        return 2 * self.K

    @property
    def BUF_W(self) -> int:
        """Bits of a buffer index (at least 1)."""
        return max(1, (self.NBUF - 1).bit_length())

    @property
    def PAYLOAD_AW(self) -> int:
        """Payload RAM address bits: {buffer (BUF_W), beat (BEAT_AW)}."""
        return self.BUF_W + BEAT_AW

    @property
    def switch_mac(self) -> bytes:
        return self.SWITCH_MAC.to_bytes(MAC_LEN, "big")

    @property
    def switch_ip(self) -> bytes:
        return self.SWITCH_IP.to_bytes(IPV4_LEN, "big")


# ================================================================ harness records


@dataclass(frozen=True)
class Rec:
    """A little-endian packed record of the compiled harnesses' files and pipes. Field
    types: 'u32', 'u64', 'u32[n]', 'u64[n]', 'char[n]'. The C++ side gets a packed struct
    with the same fields (iswitch_wire.h), the Python side `struct` (`Rec.struct`)."""

    name: str
    fields: tuple[tuple[str, str], ...]
    doc: str = ""

    @staticmethod
    def _parse(t: str) -> tuple[str, int]:
        base, _, n = t.partition("[")
        return base, int(n.rstrip("]")) if n else 1

    @cached_property  # (a record never changes: the harness's output is read per record)
    def struct(self) -> struct.Struct:
        codes = {"u32": "I", "u64": "Q", "char": "s"}
        fmt = "<"
        for _, t in self.fields:
            base, n = self._parse(t)
            fmt += f"{n}s" if base == "char" else (f"{n}{codes[base]}" if n > 1 else codes[base])
        return struct.Struct(fmt)

    @property
    def size(self) -> int:
        return self.struct.size

    def flat_names(self) -> Iterator[str]:
        """The field names in `struct` order, arrays expanded as name[i]."""
        for name, t in self.fields:
            base, n = self._parse(t)
            if base == "char" or n == 1:
                yield name
            else:
                yield from (f"{name}[{i}]" for i in range(n))

    def pack(self, **values: int | bytes | tuple[int, ...] | list[int]) -> bytes:
        """Pack by field name (arrays as sequences)."""
        args: list[int | bytes] = []
        for name, t in self.fields:
            base, n = self._parse(t)
            v = values[name]
            if base != "char" and n > 1:
                seq = list(v)  # type: ignore[arg-type]
                if len(seq) != n:
                    raise ValueError(f"{self.name}.{name}: {n} values expected")
                args.extend(seq)
            else:
                args.append(v)  # type: ignore[arg-type]
        return self.struct.pack(*args)

    def unpack_from(self, buf: bytes | memoryview, off: int = 0) -> dict[str, object]:
        """Unpack by field name (arrays as tuples)."""
        vals = list(self.struct.unpack_from(buf, off))
        out: dict[str, object] = {}
        for name, t in self.fields:
            base, n = self._parse(t)
            if base != "char" and n > 1:
                out[name], vals = tuple(vals[:n]), vals[n:]
            else:
                out[name], vals = vals[0], vals[1:]
        return out


# ---- tb/nf_datapath/compiled: the switch harness (stimulus file in, result file out)

STIM_MAGIC = b"ISWSTIM3"
OUT_MAGIC = b"ISWOUT03"
MAX_SWITCHES = 64  #: switches of one fabric (a stimulus with more is refused)

STIM_HEADER = Rec("StimHeader", (
    ("magic", "char[8]"), ("n_streams", "u32"), ("line_bits", "u32"), ("overhead", "u32"),
    ("reaction", "u32"), ("tready_p", "u32"), ("seed", "u32"), ("max_cycles", "u64"),
    ("stall_limit", "u32"), ("idle_end", "u32"),
    ("fault_seed", "u32"), ("loss_in_ppm", "u32"), ("dup_ppm", "u32"), ("loss_out_ppm", "u32"),
    ("diag_cycles", "u32"), ("n_switches", "u32"), ("n_links", "u32"),
    ("link_latency", "u32"),
), "the stimulus file's header: pacing, output backpressure (tready low on tready_p/256 of "
   "the cycles), the end and hang conditions (stall_limit cycles without progress), the "
   "fault model of the worker links (parts per million, drawn from fault_seed), the "
   "cycles a hang diagnosis may take; the fabric: n_switches switch datapaths (1..64), "
   "n_links StimLinks between them (their records follow the header), each with "
   "link_latency cycles of propagation")
STIM_LINK = Rec("StimLink", (
    ("a_switch", "u32"), ("a_port", "u32"), ("b_switch", "u32"), ("b_port", "u32"),
), "a 10G link of the fabric between port a_port of switch a_switch and port b_port of "
   "switch b_switch, both ways: each sending side paced at the line rate, every frame "
   "delivered whole link_latency cycles after its last bit left")
STIM_STREAM = Rec("StimStream", (
    ("port", "u32"), ("n_frames", "u32"), ("mac", "u64"), ("role", "u32"),
    ("help_timeout", "u32"), ("help_seq", "u32"), ("sw", "u32"),
), "a stream: its input port (of switch `sw`), frame count, the endpoint's MAC (it "
   "receives broadcasts on its port and unicasts to this MAC), its StreamRole, and the "
   "worker protocol: after help_timeout cycles without the aggregate of a segment it sent, "
   "Help with seq from help_seq on (0: no recovery); its frames follow")
STIM_FRAME = Rec("StimFrame", (
    ("len", "u32"), ("tuser", "u32[4]"), ("gate_kind", "u32"), ("gate_port", "u32"),
    ("gate_value", "u32"), ("gap", "u32"), ("not_before", "u64"), ("role", "u32"),
    ("keep_beat", "u32"), ("keep_clear", "u32"), ("gate_switch", "u32"),
), "an item of a stream (FrameRole); `len` bytes of frame data follow; keep_clear: tkeep "
   "bits cleared on beat keep_beat (0: canonical tkeep); the gate's port is gate_port of "
   "switch gate_switch")
OUT_RECORD = Rec("OutRecord", (
    ("kind", "u32"), ("port", "u32"), ("nbeats", "u32"), ("tuser", "u32[4]"),
    ("first", "u64"), ("last", "u64"), ("sw", "u32"),
), "an observed frame at switch `sw`; nbeats x u32 tkeep and nbeats x 32 bytes of "
   "tdata follow")
OUT_EVENT = Rec("OutEvent", (
    ("kind", "u32"), ("event", "u32"), ("stream", "u32"), ("seg", "u32"), ("value", "u32"),
    ("aux", "u32"), ("cycle", "u64"),
), "an endpoint event (kind EVENT): a fault injected, an aggregate received, the worker "
   "protocol's recovery, a barrier, the hang")
OUT_TRAILER = Rec("OutTrailer", (
    ("cycles", "u64"), ("status", "u64"), ("sim_ns", "u64"), ("n_regs", "u64"),
), "after the record of kind TRAILER (its kind word only); n_regs OutReg follow")
OUT_REG = Rec("OutReg", (("slave", "u32"), ("offset", "u32"), ("value", "u32"),
                         ("sw", "u32")),
              "an AXI-Lite register of switch `sw` read at the end")
OUT_BEATS = Rec("OutBeats", (
    ("in_beats", f"u64[{NUM_STREAMS}]"), ("out_beats", f"u64[{NUM_STREAMS}]"),
    ("probe_in_beats", "u64"), ("probe_out_beats", "u64"),
), "beat counts of one switch, after the registers, one per switch: the end of the file")


class RecKind(enum.IntEnum):
    """`OutRecord.kind` (`OutEvent.kind` for EVENT)."""

    SENT = 0  #: a stimulus frame sent (port = input port; tuser[0] = stream, tuser[1] = index)
    PORT_OUT = 1  #: a frame out of m_axis_<port>
    ACCEL_IN = 2  #: a frame into the accelerator (the m_axis_opl probe)
    ACCEL_OUT = 3  #: a frame out of the accelerator (the m_axis_opl_iswitch probe)
    INJECTED = 4  #: a frame the harness made and sent (port = input port; tuser[0] = stream,
    #: tuser[1] = `Injected` kind, tuser[2] = segment; its beats follow)
    EVENT = 5  #: an `OutEvent`
    TRAILER = 0xFFFF_FFFF


class Gate(enum.IntEnum):
    """`StimFrame.gate_kind`: what a frame waits for (+ `reaction` cycles, except
    AGG_COUNT and IDLE)."""

    NONE = 0
    AGG = 1  #: this stream's endpoint holds the aggregate of segment `gate_value` (a copy
    #: that reached it: broadcast on its port, or a replay to its MAC)
    ACK = 2  #: the Ack with seq `gate_value` left output port `gate_port`
    AGG_COUNT = 3  #: at least `gate_value` aggregates left output port `gate_port`
    IDLE = 4  #: no beat on any port or accelerator link for `gate_value` cycles


class FrameRole(enum.IntEnum):
    """`StimFrame.role`."""

    PLAIN = 0  #: a frame, sent as it is
    DATA = 1  #: the worker's contribution to segment `seg` (its header): lost or duplicated
    #: by the fault model, its aggregate awaited, re-sent with RETX when Help says NOT_DONE
    HELP_TEMPLATE = 2  #: not sent: the stream's Help request, which the harness copies,
    #: gives a fresh seq, the segment and the job of the contribution, and sends on a timeout
    BARRIER = 3  #: no frame (len 0): passed once every stream with a BARRIER of the same id
    #: (`gate_value`) has reached it and holds every aggregate it waits for


class StreamRole(enum.IntEnum):
    """`StimStream.role`."""

    NORMAL = 0
    DIAGNOSIS = 1  #: sent only after a hang is detected (the Queries of the diagnosis)


class Injected(enum.IntEnum):
    """Frames the harness makes (`RecKind.INJECTED`, `Event.INJECT`)."""

    HELP = 1  #: a Help request after a timeout
    RETX = 2  #: the worker's data frame again, RETX set, after Help answered NOT_DONE
    DUP = 3  #: a copy of the frame just sent (the network duplicated it)


class Event(enum.IntEnum):
    """`OutEvent.event`: what happened at an endpoint (`stream`) at `cycle`."""

    LOST_IN = 1  #: a data frame lost on the link into the switch (value: item, or
    #: 0xFFFFFFFF for a RETX copy)
    LOST_OUT = 2  #: an aggregate copy of `seg` lost on the link to the endpoint (value 1:
    #: a replay)
    RECV = 3  #: the first copy of the aggregate of `seg` reached the endpoint (value 1: a
    #: replay)
    EXTRA = 4  #: another copy of `seg` (value 1: a replay), ignored
    HELP_ACK = 5  #: the Ack of a Help for `seg` (value: its Status)
    HELP_EXPIRED = 6  #: no Ack for the Help of `seg` within the timeout
    BARRIER = 7  #: the endpoint passed barrier `value`
    STALL = 8  #: no progress for `value` cycles: the hang (stream 0xFFFFFFFF)
    STATE = 9  #: the endpoint at the hang: `value` its next item of `aux`, `seg` the oldest
    #: aggregate it waits for (0xFFFFFFFF: none)


#: `OutEvent.seg` / `OutEvent.value` when there is none
EVENT_NONE = 0xFFFF_FFFF


class RunStatus(enum.IntEnum):
    """`OutTrailer.status`."""

    DONE = 0
    STALLED = 1  #: no progress for stall_limit cycles (a hang, diagnosed)
    MAX_CYCLES = 2


class HarnessExit(enum.IntEnum):
    """Exit codes of the switch harness."""

    OK = 0
    USAGE = 2
    IO = 3
    BAD_STIMULUS = 4
    WRITE_FAILED = 7


# ---- tb/fp32_vec_add/compiled: the adder harness (pipes)

ADDER_LANES = DATA_W // 32  #: 8 binary32 lanes per beat
ADDER_CHUNK = Rec("AdderChunk", (("nbeats", "u32"),),
                  "a chunk of nbeats x (a[LANES], b[LANES]) u32 words; nbeats 0 ends the input")
ADDER_TRAILER = Rec("AdderTrailer", (
    ("cycles", "u64"), ("beats_in", "u64"), ("beats_out", "u64"), ("sim_ns", "u64"),
), "after the terminator")

# ---- iswitch/switchd/rtl_driver.cpp: the interactive switch driver of iswitch-switchd's
# RTL backend (pipes). Requests (backend -> driver, stdin): a u32 `DriverOp`, then its body:
#   FRAME  DrvFrame + `len` bytes: queue a frame on input port `port` (its TUSER given);
#   RUN    DrvRun: clock the model until it is idle (every queued frame sent, then `quiet`
#          cycles with no valid beat on any port or probed link) or `max_cycles` passed;
#          m_axis tready = bit q of `out_ready`; answered by a DrvRunEnd and its `n_records`
#          records (DrvRecHdr + u32 tkeep[nbeats] + 32 * nbeats bytes; `n_bytes` in all);
#   REGS   DrvRegs + `n` x DrvRegAddr: AXI-Lite reads, answered by n x u32;
#   QUIT   (no body): the driver exits 0 (so does the end of its input).


class DriverOp(enum.IntEnum):
    """Request codes of the RTL driver."""

    FRAME = 1
    RUN = 2
    REGS = 3
    QUIT = 4


class DriverRec(enum.IntEnum):
    """Record kinds in a RUN reply."""

    OUT = 1  #: a frame left m_axis_<port>
    ACC_IN = 2  #: a frame entered the accelerator (nf_datapath's m_axis_opl_*)


class DriverRunStatus(enum.IntEnum):
    """How a RUN ended."""

    IDLE = 0
    CYCLE_BOUND = 1  #: max_cycles passed without the model becoming idle


class DriverProbe(enum.IntEnum):
    """`DrvRunEnd.probe_valid` bits."""

    ACC_IN = 1  #: the accelerator's input link (m_axis_opl)
    ACC_OUT = 2  #: its output link (m_axis_opl_iswitch)


DRV_FRAME = Rec("DrvFrame", (("port", "u32"), ("len", "u32"), ("tuser", "u32[4]")),
                "FRAME: a frame for input port `port`; `len` bytes follow")
DRV_RUN = Rec("DrvRun", (("max_cycles", "u64"), ("quiet", "u32"), ("out_ready", "u32")),
              "RUN: clock until idle")
DRV_REGS = Rec("DrvRegs", (("n", "u32"),), "REGS: n DrvRegAddr follow")
DRV_REG_ADDR = Rec("DrvRegAddr", (("slave", "u32"), ("addr", "u32")), "an AXI-Lite address")
DRV_RUN_END = Rec("DrvRunEnd", (
    ("status", "u32"), ("n_records", "u32"), ("n_bytes", "u64"),
    ("pending_in", "u32"),  # bit p: input port p still has frames to send
    ("out_valid", "u32"),  # bit q: m_axis_q tvalid at the end
    ("probe_valid", "u32"),  # DriverProbe bits: accelerator links with tvalid high at the end
    ("cycle", "u64"),  # cycles since the end of reset, at the end of the run
    ("ran", "u64"),  # cycles this run
    ("sim_ns", "u64"),  # wall time inside the run loop
), "the answer to RUN; its records follow")
DRV_REC_HDR = Rec("DrvRecHdr", (("kind", "u32"), ("port", "u32"), ("nbeats", "u32")),
                  "a RUN record: nbeats x u32 tkeep and nbeats x 32 bytes follow")

RECORDS = (STIM_HEADER, STIM_LINK, STIM_STREAM, STIM_FRAME, OUT_RECORD, OUT_EVENT, OUT_TRAILER,
           OUT_REG, OUT_BEATS, ADDER_CHUNK, ADDER_TRAILER, DRV_FRAME, DRV_RUN, DRV_REGS,
           DRV_REG_ADDR, DRV_RUN_END, DRV_REC_HDR)
ENUMS: tuple[type[enum.IntEnum], ...] = (RecKind, Gate, FrameRole, StreamRole, Injected, Event,
                                         RunStatus, HarnessExit, DriverOp, DriverRec,
                                         DriverRunStatus, DriverProbe)
