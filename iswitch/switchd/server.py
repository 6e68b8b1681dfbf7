"""The UDP side of iswitch-switchd: senders, bursts in and out, `--drop-p`, the log.

Every (IP, UDP port) that sends switchd a datagram becomes a `Sender` with a synthetic
location (MAC, IPv4, switch port). A received burst becomes the frames the switch would
see; what the switch emits becomes datagrams again: an aggregate broadcast out of port p
reaches every sender on port p, an Ack or Help replay the sender whose MAC it is addressed
to, and regular (non-iSwitch) traffic reaches nobody (it is counted: there is no network
behind switchd).

The `model` backend takes bursts whole (`ModelBackend.ingest`) and records the
contribution order itself; without --drop-p, data bursts from known senders do not even
reach Python: `NativeLoop` runs switchd's receive / add / send loop in compiled code
(iswitch/native/plane.cpp) and hands everything else back to `handle_batch`.

Any other backend gets frames through the `Backend` interface; its arrivals (the frames in
the accelerator's input order) are replayed into a shadow `ModelBackend`, which writes the
log and whose generated frames are compared with the backend's: a mismatch is counted and
reported on stderr.
"""

from __future__ import annotations

import ctypes
import io
import ipaddress
import os
import resource
import socket
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from golden.switch_model import port_bit
from iswitch import native
from iswitch.switchd.backend import (
    EXACT,
    PORTS,
    Backend,
    Sender,
    frame_datagram,
    frame_for,
    frame_tos,
)
from iswitch.switchd.log import RECORD, LogWriter
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
from iswitch.wire.dgram import MAX_GSO_SEGMENTS, MAX_UDP_PAYLOAD, Burst, BurstSocket
from iswitch.wire.proto import ControlHeader

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
    empty_in: int = 0  #: datagrams without payload (no frame: counted, ignored)

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
    native: bool = True  #: serve data bursts with `NativeLoop` when it can (`native_ok`)

    def __post_init__(self) -> None:
        if not 0.0 <= self.drop_p < 1.0:
            raise ValueError(f"--drop-p must be in [0, 1), got {self.drop_p}")
        self.sock = BurstSocket(self.listen)
        self.stats = Stats()
        self.senders: dict[tuple[str, int], Sender] = {}
        self.by_index: list[Sender] = []
        self.by_mac: dict[bytes, Sender] = {}
        self.on_port: list[list[Sender]] = [[] for _ in range(PORTS)]
        self.rng = np.random.default_rng(self.seed)
        self.shadow: ModelBackend | None = None
        self.loop: NativeLoop | None = None  #: set by `serve`
        if isinstance(self.backend, ModelBackend):
            self.backend.plane.log = self.log
        else:
            # fold-only (DataPlane has no exact mode yet, issue 23): a Join asking for the
            # exact mode would be a counted shadow mismatch, not a silent one
            self.shadow = ModelBackend(replace(self.config, EXACT=EXACT["model"]), self.log)

    @property
    def addr(self) -> tuple[str, int]:
        return self.sock.addr

    # ------------------------------------------------------------ the loop

    #: bytes of received bursts handled together (see `drain`)
    ARENA_BYTES = 4 << 20

    def serve(self, stop: threading.Event, poll_s: float = 0.2) -> None:
        """Serve until `stop` is set (checked at least every `poll_s` seconds)."""
        self.loop = NativeLoop(self) if self.native_ok() else None
        arena = memoryview(bytearray(self.ARENA_BYTES if self.loop is None else 0))
        while not stop.is_set():
            if self.loop is not None:
                self.handle_batch(self.loop.run(poll_s))
            elif self.sock.wait(poll_s):
                self.handle_batch(self.drain(arena))

    def native_ok(self) -> bool:
        """Whether `NativeLoop` can serve: the model backend, no --drop-p (its random
        draws are per datagram and burst, in Python), a log that is a plain file or none."""
        return (self.native and isinstance(self.backend, ModelBackend) and not self.drop_p
                and (self.log is None or isinstance(self.log.f, io.FileIO)))

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
        """Bursts received back to back, in arrival order. What the switch emits goes to
        the senders known when it was emitted: the bursts before a new sender's first one
        are done (and their outputs delivered) before it becomes a sender."""
        if not isinstance(self.backend, ModelBackend):
            for item in batch:
                self.handle(*item)
            return
        items: list[tuple[Sender, int, Burst]] = []
        for burst, tos, addr in batch:
            if self._empty(burst):
                continue
            self.stats.bursts_in += 1
            self.stats.datagrams_in += len(burst)
            if addr not in self.senders:
                self._ingest(items)
                items = []
            sender = self.sender(addr)
            if sender is None:
                continue
            if self.drop_p:
                burst = self._thin(burst, inbound=True)
            burst = self._refuse_child_role(burst, tos, addr)
            if len(burst):
                items.append((sender, tos, burst))
        self._ingest(items)

    def _ingest(self, items: list[tuple[Sender, int, Burst]]) -> None:
        """Bursts of known senders through the model backend, and its outputs out."""
        assert isinstance(self.backend, ModelBackend)
        if not items:
            return
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
            self.by_index.append(s)
            self.by_mac[s.mac] = s
            self.on_port[s.port].append(s)
            self.stats.senders += 1
        return s

    def handle(self, burst: Burst, tos: int, addr: tuple[str, int]) -> None:
        """One received burst through a backend's frame interface, and what comes out to
        its recipients."""
        if self._empty(burst):
            return
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

    def _empty(self, burst: Burst) -> bool:
        """Whether `burst` is an empty datagram (counted in `empty_in`: no frame carries
        it, and its sender is not learnt)."""
        if burst.data:
            return False
        self.stats.empty_in += 1
        return True

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


class NativeLoop:
    """switchd's loop for data bursts in compiled code (`isw_serve` of
    iswitch/native/plane.cpp): it receives every burst waiting, adds the data datagrams of
    known senders to the model backend's `DataPlane` (its arrays, in arrival order, with
    the same rules as `DataPlane.push_rows`), writes their log records and sends the
    aggregates to the senders on the members' ports, again and again without returning to
    Python. A burst it does not take (control, regular traffic, a new sender, a size no data
    frame has) comes back from `run` with every burst received after it, for
    `Switchd.handle_batch`; what the learning lookup would have seen of the bursts it took
    is replayed into the backend's lookup (`ModelBackend.forward_data`)."""

    #: bursts' (sender, frames, frame length) recorded per `run` before it must return
    LOOKUPS = 4096

    def __init__(self, sd: Switchd) -> None:
        assert isinstance(sd.backend, ModelBackend)
        self.sd = sd
        self.backend = sd.backend
        self.lib = native.lib()
        cfg = sd.config
        self.arena = np.empty(native.SERVE_BURSTS * BurstSocket.RECV_BYTES, np.uint8)
        self.out = np.empty(len(self.arena), np.uint8)  # aggregates: at most what came in
        self.recs = np.zeros(len(self.arena) // HDR_LEN, RECORD)  # a record per row
        self.lookups = np.zeros((self.LOOKUPS, 3), np.int64)
        self.s = native._Serve(
            fd=sd.sock.fileno(), log_fd=sd.log.f.fileno() if sd.log is not None else -1,
            data_dscp=cfg.DATA_DSCP, agg_tos=cfg.DATA_DSCP << 2,
            max_segments=MAX_GSO_SEGMENTS, max_payload=MAX_UDP_PAYLOAD, gso=int(sd.sock.gso),
            arena=native.addr(self.arena), slot_bytes=BurstSocket.RECV_BYTES,
            out=native.addr(self.out),
            recs=native.addr(self.recs), lookups=native.addr(self.lookups),
            lookups_cap=self.LOOKUPS)
        self._senders = -1  # how many senders the tables below know
        self._keys = self._index = self._targets = np.zeros(0)
        #: why `isw_serve` returned, how often; the datagrams it took itself
        self.returns = dict.fromkeys(native.SERVE_RETURNS, 0)
        self.taken = 0

    def run(self, wait_s: float) -> list[tuple[Burst, int, tuple[str, int]]]:
        """Serve data bursts for up to `wait_s` seconds (less if nothing arrives for
        `wait_s`, a signal comes, or a burst needs Python: those bursts are returned)."""
        s, sd = self.s, self.sd
        self._tables()
        plane = self.backend.plane.native_plane()
        s.deadline = time.monotonic() + wait_s
        s.wait_s = wait_s
        s.gso = int(sd.sock.gso)
        rc = self.lib.isw_serve(ctypes.byref(s), ctypes.byref(plane))
        sd.sock.gso = bool(s.gso)
        st = sd.stats
        st.bursts_in += s.bursts_in
        st.datagrams_in += s.datagrams_in
        self.taken += s.datagrams_in
        st.datagrams_out += s.datagrams_out
        st.unaddressed += s.unaddressed
        if sd.log is not None:
            sd.log.records += s.records
        s.bursts_in = s.datagrams_in = s.datagrams_out = s.unaddressed = s.records = 0
        self.backend.forward_data(sd.by_index, self.lookups[:s.n_lookups])
        if rc < 0:
            raise OSError(-rc, f"iswitch-switchd: {os.strerror(-rc)}")
        self.returns[native.SERVE_RETURNS[rc]] += 1
        if rc != native.SERVE_HANDOFF:
            return []
        view = memoryview(self.arena)
        return [(Burst(view[r.off:r.off + r.len], r.size), r.tos,
                 (str(ipaddress.IPv4Address(r.ip)), r.port)) for r in s.pending[:s.n_pending]]

    def _tables(self) -> None:
        """The sender table, the recipients of aggregates and the members' locations as
        the compiled loop reads them (rebuilt when they may have changed)."""
        sd, s, plane = self.sd, self.s, self.backend.plane
        if self._senders != len(sd.by_index):
            self._senders = len(sd.by_index)
            keys = np.array([int(ipaddress.IPv4Address(x.addr[0])) << 16 | x.addr[1]
                             for x in sd.by_index], np.uint64)
            order = np.argsort(keys, kind="stable")
            self._keys, self._index = keys[order], order.astype(np.int64)
            s.n_senders = len(keys)
            s.sender_key, s.sender_index = native.addr(self._keys), native.addr(self._index)
        targets = [x for p in range(PORTS) if plane.member_ports & port_bit(p)
                   for x in sd.on_port[p]]
        self._targets = np.frombuffer(b"".join(_sockaddr(x.addr) for x in targets), np.uint8)
        s.n_targets = len(targets)
        s.targets = native.addr(self._targets) if targets else None
        for i, m in enumerate(plane.table):
            x = None if m is None else sd.by_mac.get(m.mac)
            plane.member_loc[i] = -1 if x is None or (x.ip, x.port_bit) != (m.ip, m.port) \
                else x.index


def _sockaddr(addr: tuple[str, int]) -> bytes:
    """A `struct sockaddr_in` (Linux layout: family, port and address in network order,
    zero padding) for the compiled loop's sends."""
    return (socket.AF_INET.to_bytes(2, sys.byteorder) + addr[1].to_bytes(2, "big")
            + socket.inet_aton(addr[0]) + bytes(8))
