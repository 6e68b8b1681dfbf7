"""The UDP side of iswitch-switchd: senders, bursts in and out, `--drop-p`, the log.

Every (IP, UDP port) that sends switchd a datagram becomes a `Sender` with a synthetic
location (MAC, IPv4, switch port). A received burst becomes the frames the switch would
see; what the switch emits becomes datagrams again: an aggregate broadcast out of port p
reaches every sender on port p, an Ack or Help replay the sender whose MAC it is addressed
to, and regular (non-iSwitch) traffic reaches nobody (it is counted: there is no network
behind switchd).

The `model` backend takes bursts whole (`ModelBackend.ingest`) and records the
contribution order itself. Any other backend gets frames through the `Backend` interface;
its arrivals (the frames in the accelerator's input order) are replayed into a shadow
`ModelBackend`, which writes the log and whose generated frames are compared with the
backend's: a mismatch is counted and reported on stderr.
"""

from __future__ import annotations

import resource
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from golden.switch_model import port_bit
from iswitch.dgram import Burst, BurstSocket
from iswitch.proto import ControlHeader
from iswitch.switchd.backend import (
    PORTS,
    Backend,
    Sender,
    frame_datagram,
    frame_for,
    frame_tos,
)
from iswitch.switchd.log import LogWriter
from iswitch.switchd.model_backend import Delivery, ModelBackend, delivery_frames
from iswitch.wire import (
    BROADCAST_MAC,
    CTRL_FIELDS,
    ETH_FIELDS,
    HDR_LEN,
    IPV4_FIELDS,
    NUM_NF_PORTS,
    UDP_FIELDS,
    UPLINK_CHILD_BIT,
    AccelParams,
    Action,
    Status,
    nf_bit,
)

_SRC_MAC = ETH_FIELDS["src_mac"]
_ACTION, _VALUE = CTRL_FIELDS["action"], CTRL_FIELDS["value"]


@dataclass
class Stats:
    """switchd's own counters (the switch's are read with Query)."""

    bursts_in: int = 0
    datagrams_in: int = 0
    dropped_in: int = 0  #: by --drop-p
    datagrams_out: int = 0
    dropped_out: int = 0  #: by --drop-p
    regular: int = 0  #: non-iSwitch frames: switched, delivered to nobody
    unaddressed: int = 0  #: generated frames whose destination is no sender
    shadow_mismatches: int = 0
    refused_roles: int = 0  #: SetRole of the child role, answered BAD_VALUE by switchd
    senders: int = 0
    unknown_senders: int = 0  #: datagrams dropped because the sender table was full

    def line(self) -> str:
        """The counters and the process's CPU time so far (ms), as key=value pairs."""
        ru = resource.getrusage(resource.RUSAGE_SELF)
        cpu = round(1000 * (ru.ru_utime + ru.ru_stime))
        return " ".join(f"{k}={v}" for k, v in self.__dict__.items()) + f" cpu_ms={cpu}"


@dataclass
class Switchd:
    """One switch service: a socket, a backend, the sender table."""

    listen: tuple[str, int]
    backend: Backend
    config: AccelParams = field(default_factory=AccelParams)
    drop_p: float = 0.0
    seed: int = 0
    log: LogWriter | None = None

    def __post_init__(self) -> None:
        if not 0.0 <= self.drop_p < 1.0:
            raise ValueError(f"--drop-p must be in [0, 1), got {self.drop_p}")
        self.sock = BurstSocket(self.listen)
        self.stats = Stats()
        self.senders: dict[tuple[str, int], Sender] = {}
        self.by_mac: dict[bytes, Sender] = {}
        self.on_port: list[list[Sender]] = [[] for _ in range(PORTS)]
        self.rng = np.random.default_rng(self.seed)
        self.shadow: ModelBackend | None = None
        if isinstance(self.backend, ModelBackend):
            self.backend.plane.log = self.log
        else:
            self.shadow = ModelBackend(self.config, self.log)

    @property
    def addr(self) -> tuple[str, int]:
        return self.sock.addr

    # ------------------------------------------------------------ the loop

    #: bytes of received bursts handled together (see `drain`)
    ARENA_BYTES = 4 << 20

    def serve(self, stop: threading.Event, poll_s: float = 0.2) -> None:
        """Serve until `stop` is set (checked at least every `poll_s` seconds)."""
        arena = memoryview(bytearray(self.ARENA_BYTES))
        while not stop.is_set():
            if self.sock.wait(poll_s):
                self.handle_batch(self.drain(arena))

    def drain(self, arena: memoryview) -> list[tuple[Burst, int, tuple[str, int]]]:
        """Every burst waiting in the socket (as many as `arena` holds), back to back in
        `arena`: the more the switch falls behind, the larger the batches it handles."""
        got = []
        off = 0
        while off + BurstSocket.RECV_BYTES <= len(arena):
            one = self.sock.recv_into(arena[off:])
            if one is None:
                break
            got.append(one)
            off += len(one[0].data)
        return got

    def handle_batch(self, batch: list[tuple[Burst, int, tuple[str, int]]]) -> None:
        """Bursts received back to back, in arrival order."""
        if not isinstance(self.backend, ModelBackend):
            for item in batch:
                self.handle(*item)
            return
        items = []
        for burst, tos, addr in batch:
            self.stats.bursts_in += 1
            self.stats.datagrams_in += len(burst)
            sender = self.sender(addr)
            if sender is None:
                continue
            if self.drop_p:
                burst = self._thin(burst, inbound=True)
            burst = self._refuse_child_role(burst, tos, addr)
            if len(burst):
                items.append((sender, tos, burst))
        outs, regular = self.backend.ingest_many(items)
        self.stats.regular += regular
        for o in outs:
            self.deliver(o)

    def close(self) -> None:
        self.backend.close()
        if self.log is not None:
            self.log.close()
        self.sock.close()

    #: most senders switchd tells apart (synthetic MAC/IP numbering); datagrams of further
    #: new senders are dropped and counted (`unknown_senders`)
    MAX_SENDERS = 0xFFFF

    def sender(self, addr: tuple[str, int]) -> Sender | None:
        s = self.senders.get(addr)
        if s is None:
            if len(self.senders) >= self.MAX_SENDERS:
                self.stats.unknown_senders += 1
                return None
            s = Sender.number(len(self.senders), addr)
            self.senders[addr] = s
            self.by_mac[s.mac] = s
            self.on_port[s.port].append(s)
            self.stats.senders += 1
        return s

    def handle(self, burst: Burst, tos: int, addr: tuple[str, int]) -> None:
        """One received burst through a backend's frame interface, and what comes out to
        its recipients."""
        sender = self.sender(addr)
        self.stats.bursts_in += 1
        self.stats.datagrams_in += len(burst)
        if sender is None:
            return
        if self.drop_p:
            burst = self._thin(burst, inbound=True)
        burst = self._refuse_child_role(burst, tos, addr)
        if not len(burst):
            return
        for o in self._through_frames(sender, tos, burst):
            self.deliver(o)

    def _refuse_child_role(self, burst: Burst, tos: int, addr: tuple[str, int]) -> Burst:
        """`burst` without its SetRole requests of the child role (docs/protocol.md section
        12), each answered here with an Ack of status BAD_VALUE and a line on stderr: a
        switchd is one switch whose ports are its UDP senders, with no uplink port to a
        parent, so no backend may take that role (the RTL one would, and then send its
        partials to the senders on "port 3")."""
        if tos >> 2 != self.config.CTRL_DSCP:
            return burst
        keep = []
        for dg in burst:
            b = bytes(dg)
            if len(b) == HDR_LEN and _ACTION.read(b) == Action.SETROLE and \
                    _VALUE.read(b) >> UPLINK_CHILD_BIT & 1:
                req = ControlHeader.unpack(b)
                ack = ControlHeader(req.job, req.seq, req.worker, Action.ACK, Status.BAD_VALUE,
                                    req.value, 0, req.action).pack()
                self.stats.refused_roles += 1
                self.sock.send(memoryview(ack), len(ack), tos, addr)
                if self.stats.refused_roles <= 10:
                    print(f"iswitch-switchd: SetRole(child) from {addr[0]}:{addr[1]} refused "
                          "(BAD_VALUE): switchd is a single switch with no uplink port; a tree "
                          "of switches runs in RTL (docs/protocol.md section 12)",
                          file=sys.stderr, flush=True)
            else:
                keep.append(b)
        if len(keep) == len(burst):
            return burst
        return Burst(memoryview(b"".join(keep)), burst.size)

    # ------------------------------------------------------------ any backend

    def _through_frames(self, sender: Sender, tos: int, burst: Burst) -> list[Delivery]:
        frames = [(sender.port, frame_for(sender, tos, bytes(dg), self.config)) for dg in burst]
        egress = self.backend.exchange(frames)
        if self.shadow is not None:
            self._shadow_check(egress)
        outs = []
        for port, frame in egress:
            if _SRC_MAC.read_bytes(frame) != self.config.switch_mac:
                self.stats.regular += 1
                continue
            dg = frame_datagram(frame)
            dst = None
            dst_mac = ETH_FIELDS["dst_mac"].read_bytes(frame)
            if dst_mac != BROADCAST_MAC:
                dst = (dst_mac, IPV4_FIELDS["dst_ip"].read_bytes(frame),
                       UDP_FIELDS["dport"].read(frame))
            outs.append(Delivery(dg, len(dg), frame_tos(frame), port_bit(port), dst))
        return outs

    def _shadow_check(self, egress: Sequence[tuple[int, bytes]]) -> None:
        """Replay the backend's arrivals into the shadow model (which logs) and compare the
        frames it generates with the backend's."""
        assert self.shadow is not None
        want: list[tuple[bytes, int]] = []
        for frame in self.backend.arrivals():
            s = self.by_mac.get(_SRC_MAC.read_bytes(frame))
            for bits, o in self.shadow.push(s.port_bit if s else 0, frame):
                if isinstance(o, Delivery):
                    want += [(f, bits) for f in delivery_frames(o, self.config)]
        # The hardware keeps the order of frames per egress port only (a short Ack on one
        # port may overtake a long replay on another): compare port by port.
        got: dict[int, list[bytes]] = {}
        for port, frame in egress:
            if _SRC_MAC.read_bytes(frame) == self.config.switch_mac:
                got.setdefault(port, []).append(frame)
        expected: dict[int, list[bytes]] = {}
        for frame, bits in want:
            for port in range(NUM_NF_PORTS):
                if bits & nf_bit(port):
                    expected.setdefault(port, []).append(frame)
        if got != expected:
            self.stats.shadow_mismatches += 1
            if self.stats.shadow_mismatches <= 10:  # (stderr may be a pipe nobody reads yet)
                print(f"iswitch-switchd: {self.backend.name} backend and the model disagree: "
                      f"{sum(map(len, got.values()))} vs {sum(map(len, expected.values()))} "
                      "generated frames", file=sys.stderr, flush=True)

    # ------------------------------------------------------------ out

    def deliver(self, o: Delivery) -> None:
        """Send a delivery to its recipients (each through --drop-p on its own)."""
        if o.dst is None:
            targets = [s for p in o.ports for s in self.on_port[p]]
        else:
            s = self.by_mac.get(o.dst[0])
            targets = [s] if s is not None and s.port in o.ports else []
        if not targets:
            self.stats.unaddressed += 1
        burst = o.burst
        for s in targets:
            b = self._thin(burst, inbound=False) if self.drop_p else burst
            if len(b):
                self.sock.send(b.data, b.size, o.tos, s.addr)
                self.stats.datagrams_out += len(b)

    def _thin(self, burst: Burst, inbound: bool) -> Burst:
        """`burst` without the datagrams --drop-p drops (each with probability p)."""
        keep = self.rng.random(len(burst)) >= self.drop_p
        lost = len(burst) - int(keep.sum())
        if inbound:
            self.stats.dropped_in += lost
        else:
            self.stats.dropped_out += lost
        if not lost:
            return burst
        kept = b"".join(bytes(dg) for dg, k in zip(burst, keep, strict=True) if k)
        return Burst(memoryview(kept), burst.size)
