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

import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from golden.accel_model import AccelConfig
from iswitch.dgram import Burst, BurstSocket
from iswitch.proto import BROADCAST_MAC, ETH_LEN, IP_LEN
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
    senders: int = 0

    def line(self) -> str:
        return " ".join(f"{k}={v}" for k, v in self.__dict__.items())


@dataclass
class Switchd:
    """One switch service: a socket, a backend, the sender table."""

    listen: tuple[str, int]
    backend: Backend
    config: AccelConfig = field(default_factory=AccelConfig)
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

    def serve(self, stop: threading.Event, poll_s: float = 0.2) -> None:
        """Serve until `stop` is set (checked at least every `poll_s` seconds)."""
        while not stop.is_set():
            got = self.sock.recv(poll_s)
            if got is not None:
                self.handle(*got)

    def close(self) -> None:
        self.backend.close()
        if self.log is not None:
            self.log.close()
        self.sock.close()

    def sender(self, addr: tuple[str, int]) -> Sender:
        s = self.senders.get(addr)
        if s is None:
            s = Sender.number(len(self.senders), addr)
            self.senders[addr] = s
            self.by_mac[s.mac] = s
            self.on_port[s.port].append(s)
            self.stats.senders += 1
        return s

    def handle(self, burst: Burst, tos: int, addr: tuple[str, int]) -> None:
        """One received burst: into the switch, and what comes out to its recipients."""
        sender = self.sender(addr)
        self.stats.bursts_in += 1
        self.stats.datagrams_in += len(burst)
        if self.drop_p:
            burst = self._thin(burst, inbound=True)
            if not len(burst):
                return
        if isinstance(self.backend, ModelBackend):
            outs, regular = self.backend.ingest(sender, tos, burst)
            self.stats.regular += regular
        else:
            outs = self._through_frames(sender, tos, burst)
        for o in outs:
            self.deliver(o)

    # ------------------------------------------------------------ any backend

    def _through_frames(self, sender: Sender, tos: int, burst: Burst) -> list[Delivery]:
        frames = [(sender.port, frame_for(sender, tos, bytes(dg), self.config)) for dg in burst]
        egress = self.backend.exchange(frames)
        if self.shadow is not None:
            self._shadow_check(egress)
        outs = []
        for port, frame in egress:
            if frame[6:12] != self.config.switch_mac:
                self.stats.regular += 1
                continue
            dg = frame_datagram(frame)
            dst = None
            if frame[0:6] != BROADCAST_MAC:
                dport = frame[ETH_LEN + IP_LEN + 2] << 8 | frame[ETH_LEN + IP_LEN + 3]
                dst = (bytes(frame[0:6]), bytes(frame[30:34]), dport)
            outs.append(Delivery(dg, len(dg), frame_tos(frame), 1 << (2 * port), dst))
        return outs

    def _shadow_check(self, egress: Sequence[tuple[int, bytes]]) -> None:
        """Replay the backend's arrivals into the shadow model (which logs) and compare the
        frames it generates with the backend's."""
        assert self.shadow is not None
        want: list[tuple[bytes, int]] = []
        for frame in self.backend.arrivals():
            s = self.by_mac.get(bytes(frame[6:12]))
            for bits, o in self.shadow.push(s.port_bit if s else 0, frame):
                if isinstance(o, Delivery):
                    want += [(f, bits) for f in delivery_frames(o, self.config)]
        got: list[tuple[bytes, int]] = []
        for port, frame in egress:
            if frame[6:12] != self.config.switch_mac:
                continue
            if got and got[-1][0] == frame:
                got[-1] = (frame, got[-1][1] | 1 << (2 * port))
            else:
                got.append((frame, 1 << (2 * port)))
        if got != [(f, b & 0x55) for f, b in want]:
            self.stats.shadow_mismatches += 1
            if self.stats.shadow_mismatches <= 10:  # (stderr may be a pipe nobody reads yet)
                    print(f"iswitch-switchd: {self.backend.name} backend and the model disagree: "
                      f"{len(got)} vs {len(want)} generated frames", file=sys.stderr,
                      flush=True)

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
