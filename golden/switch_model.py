"""Plain-Python reference model of the clean-room NetFPGA-SUME reference switch.

It mirrors ``rtl/switch`` (input arbiter -> output port lookup -> output
queues) at packet level: the TUSER encoding, the learning switch's forwarding
decision and MAC table, the mapping of destination bits to output queues and
the output queues' admission (drop) rule.  No cocotb imports: tests and
reports both call it.

TUSER (128 bits, first beat): ``[15:0]`` length in bytes, ``[23:16]`` source
port one-hot, ``[31:24]`` destination ports one-hot.  Port bits: 0/2/4/6 are
the 10G ports nf0-nf3 (streams 0-3), 1/3/5/7 the host queues of nf0-nf3, all
on stream 4.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from iswitch.wire import ETH_FIELDS

#: destination bits of the four 10G ports nf0-nf3
FLOOD_PORTS = 0x55
#: destination bits of the four host queues (all on stream 4)
HOST_PORTS = 0xAA
#: number of output streams / queues
NUM_QUEUES = 5
#: MAC table entries of the output port lookup
MAC_TABLE_DEPTH = 16
#: bytes per 256-bit beat
BEAT_BYTES = 32
#: output queue data depth in beats (4 kB)
QUEUE_DEPTH = 128
#: output queue metadata depth in packets
META_DEPTH = 32


def port_bit(stream: int) -> int:
    """Source-port one-hot bit of 10G stream ``stream`` (0-3)."""
    if not 0 <= stream <= 3:
        raise ValueError(f"10G stream must be 0..3, got {stream}")
    return 1 << (2 * stream)


def host_bit(nf: int) -> int:
    """Source-port one-hot bit of the host queue belonging to nf``nf`` (0-3)."""
    if not 0 <= nf <= 3:
        raise ValueError(f"host queue must be 0..3, got {nf}")
    return 1 << (2 * nf + 1)


def make_tuser(length: int, src: int, dst: int = 0, spare: int = 0) -> int:
    """Pack a 128-bit TUSER word."""
    return (length & 0xFFFF) | (src & 0xFF) << 16 | (dst & 0xFF) << 24 | (spare << 32)


def tuser_fields(tuser: int) -> tuple[int, int, int]:
    """(length, src, dst) of a TUSER word."""
    return tuser & 0xFFFF, (tuser >> 16) & 0xFF, (tuser >> 24) & 0xFF


def with_dst(tuser: int, dst: int) -> int:
    """``tuser`` with its destination byte replaced."""
    return (tuser & ~(0xFF << 24)) | (dst & 0xFF) << 24


def queues_of(dst: int) -> list[int]:
    """Output queues a packet with destination bits ``dst`` is written to.

    Even bit 2k -> queue k (nf0-nf3); any odd bit -> queue 4 (host), once.
    """
    queues = [k for k in range(4) if dst >> (2 * k) & 1]
    if dst & HOST_PORTS:
        queues.append(4)
    return queues


def beats(length: int) -> int:
    """256-bit beats of a packet of ``length`` bytes."""
    return (length + BEAT_BYTES - 1) // BEAT_BYTES


def mac_bytes(mac: str | bytes) -> bytes:
    """A MAC address as 6 bytes (accepts ``"aa:bb:..."``)."""
    if isinstance(mac, (bytes, bytearray)):
        return bytes(mac)
    return bytes(int(x, 16) for x in mac.split(":"))


def is_group(mac: bytes) -> bool:
    """True for a multicast / broadcast address (I/G bit of the first byte)."""
    return bool(mac[0] & 1)


def round_robin(counts: list[int], last: int = NUM_QUEUES - 1) -> list[int]:
    """Order in which the input arbiter serves inputs that all hold packets.

    ``counts[i]`` packets wait on input i from the start and keep arriving at
    least as fast as they are served; the arbiter serves one packet at a time,
    starting after input ``last`` (after reset: input 4, so input 0 goes first)
    and taking the next input with a packet left.
    """
    left = list(counts)
    order = []
    while any(left):
        for step in range(1, len(left) + 1):
            i = (last + step) % len(left)
            if left[i]:
                order.append(i)
                left[i] -= 1
                last = i
                break
    return order


@dataclass
class MacTable:
    """The lookup's MAC table: unique MACs, FIFO replacement of new entries."""

    depth: int = MAC_TABLE_DEPTH
    entries: list[list | None] = field(default_factory=list)
    next_slot: int = 0

    def __post_init__(self) -> None:
        if not self.entries:
            self.entries = [None] * self.depth

    def lookup(self, mac: bytes) -> int | None:
        """Learned port bits of ``mac`` or None."""
        for entry in self.entries:
            if entry is not None and entry[0] == mac:
                return entry[1]
        return None

    def learn(self, mac: bytes, port: int) -> bool:
        """Learn ``mac`` on ``port``; True if a new entry was written."""
        for entry in self.entries:
            if entry is not None and entry[0] == mac:
                entry[1] = port
                return False
        self.entries[self.next_slot] = [mac, port]
        self.next_slot = (self.next_slot + 1) % self.depth
        return True

    def flush(self) -> None:
        self.entries = [None] * self.depth
        self.next_slot = 0

    def valid_entries(self) -> int:
        return sum(entry is not None for entry in self.entries)


@dataclass
class LookupCounters:
    pkt: int = 0
    hit: int = 0
    flood: int = 0
    learn: int = 0


@dataclass
class LearningSwitch:
    """Forwarding decision of the output port lookup, packet by packet.

    Packets must be presented in the order the lookup sees them.
    """

    table: MacTable = field(default_factory=MacTable)
    counters: LookupCounters = field(default_factory=LookupCounters)

    def forward(self, frame: bytes, tuser: int) -> int:
        """Return the output TUSER (destination overwritten) of ``frame``.

        The lookup uses the table before the packet's own source is learned.
        """
        _, src, _ = tuser_fields(tuser)
        dst_mac, src_mac = (ETH_FIELDS[n].read_bytes(frame) for n in ("dst_mac", "src_mac"))
        port = None if is_group(dst_mac) else self.table.lookup(dst_mac)
        self.counters.pkt += 1
        if port is None:
            dst = FLOOD_PORTS & ~src
            self.counters.flood += 1
        else:
            dst = port & ~src
            self.counters.hit += 1
        if not is_group(src_mac) and src != 0:
            if self.table.learn(src_mac, src):
                self.counters.learn += 1
        return with_dst(tuser, dst)


@dataclass
class OutputQueues:
    """Admission model of the output queues.

    Queues listed in ``paused`` are not drained (their sink is stopped), so
    their occupancy only grows; the others are assumed drained at line rate
    and always have room.  A packet is refused by every target if one target
    lacks room for all its beats or a metadata slot.
    """

    paused: set[int] = field(default_factory=set)
    depth: int = QUEUE_DEPTH
    meta_depth: int = META_DEPTH
    used_beats: list[int] = field(default_factory=lambda: [0] * NUM_QUEUES)
    used_meta: list[int] = field(default_factory=lambda: [0] * NUM_QUEUES)
    stored: list[int] = field(default_factory=lambda: [0] * NUM_QUEUES)
    dropped: list[int] = field(default_factory=lambda: [0] * NUM_QUEUES)
    pkt_in: int = 0
    pkt_drop: int = 0

    def room(self, q: int, length: int) -> bool:
        if q not in self.paused:
            return beats(length) <= self.depth
        return (
            self.used_beats[q] + beats(length) <= self.depth and self.used_meta[q] < self.meta_depth
        )

    def offer(self, tuser: int, actual_length: int | None = None) -> list[int]:
        """Offer a packet (output TUSER); return the queues it is stored in.

        Admission uses the length field.  ``actual_length`` (default: the
        length field) is what is really written: a packet that turns out not
        to fit a paused queue is rolled back there and counted as dropped for
        that queue only.
        """
        length, _, dst = tuser_fields(tuser)
        actual = length if actual_length is None else actual_length
        targets = queues_of(dst)
        self.pkt_in += 1
        if not all(self.room(q, length) for q in targets):
            self.pkt_drop += 1
            for q in targets:
                self.dropped[q] += 1
            return []
        stored = []
        for q in targets:
            if q in self.paused and self.used_beats[q] + beats(actual) > self.depth:
                self.dropped[q] += 1
                continue
            stored.append(q)
            self.stored[q] += 1
            if q in self.paused:
                self.used_beats[q] += beats(actual)
                self.used_meta[q] += 1
        return stored


@dataclass
class Switch:
    """Whole-datapath model: lookup then output queues."""

    lookup: LearningSwitch = field(default_factory=LearningSwitch)
    queues: OutputQueues = field(default_factory=OutputQueues)

    def send(self, frame: bytes, tuser: int) -> tuple[int, list[int]]:
        """Forward one packet; return (output TUSER, queues it comes out of)."""
        out_tuser = self.lookup.forward(frame, tuser)
        return out_tuser, self.queues.offer(out_tuser)
