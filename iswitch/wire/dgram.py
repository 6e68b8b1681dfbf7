"""Bursts of iSwitch datagrams, and a UDP socket that moves whole bursts.

The worker client (`iswitch.torch`) and the switch service (`iswitch.switchd`) move
thousands of segments per gradient; a Python call per datagram would cost more than the
network. Here a **burst** is what Linux UDP segmentation offload uses: one buffer holding
datagrams of equal size `size` back to back, the last one possibly shorter. A burst goes
out with one `sendmsg` (UDP_SEGMENT: the kernel cuts it into ordinary datagrams, one per
segment, exactly as if each had been sent alone) and comes in with one `recvmsg` when the
receiving socket has UDP_GRO on (the kernel hands over a run of same-size datagrams of one
flow as one buffer). Where the kernel lacks either, `BurstSocket` falls back to one
datagram per call; nothing else changes.

No numpy here (`Burst.rows` imports it when asked): the control path (`iswitch.client`,
``iswitch-switchd --query``) runs without it. The numpy views of the headers are
iswitch/wire/dtypes.py's.
"""

from __future__ import annotations

import errno
import math
import select
import socket
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from iswitch.util import checks

if TYPE_CHECKING:  # annotations only: numpy is not imported here (module docstring)
    import numpy as np

# Linux UDP socket options (include/uapi/linux/udp.h); Python's socket module lacks them.
SOL_UDP = socket.IPPROTO_UDP
UDP_SEGMENT = 103
UDP_GRO = 104
#: largest UDP payload of one send (IPv4: 65535 - 20 - 8)
MAX_UDP_PAYLOAD = 65507
#: most segments of one GSO send (the kernel's UDP_MAX_SEGMENTS)
MAX_GSO_SEGMENTS = 64


# ---------------------------------------------------------------- bursts


@dataclass(frozen=True)
class Burst:
    """Datagrams of `size` bytes back to back in `data`, the last one possibly shorter."""

    data: memoryview
    size: int

    def __post_init__(self) -> None:
        if not isinstance(self.data, memoryview):
            raise TypeError(f"Burst.data must be a memoryview, got {type(self.data).__name__}")
        checks.int_in("Burst.size", self.size, 1 if len(self.data) else 0)

    @property
    def full(self) -> int:
        """Number of datagrams of exactly `size` bytes."""
        return len(self.data) // self.size if self.size else 0

    @property
    def tail(self) -> int:
        """Length of the shorter last datagram (0: none)."""
        return len(self.data) % self.size if self.size else 0

    def __len__(self) -> int:
        return self.full + (1 if self.tail else 0)

    def __iter__(self) -> Iterator[memoryview]:
        if not self.data:  # (no datagram; its size may be 0)
            return
        for off in range(0, len(self.data), self.size):
            yield self.data[off:off + self.size]

    def rows(self) -> np.ndarray:
        """The full-size datagrams as a (full, size) uint8 array (a view, no copy)."""
        import numpy as np  # noqa: PLC0415 - only the data paths ask (see the module docstring)

        return np.frombuffer(self.data, dtype=np.uint8, count=self.full * self.size).reshape(
            self.full, self.size)

    @classmethod
    def of(cls, datagram: bytes | memoryview) -> Burst:
        """A burst of one datagram."""
        return cls(memoryview(datagram), len(datagram))


def gso_chunks(total: int, size: int) -> Iterator[tuple[int, int]]:
    """(start, stop) byte ranges of a burst of `total` bytes cut so that each piece fits one
    GSO send (at most `MAX_GSO_SEGMENTS` datagrams and `MAX_UDP_PAYLOAD` bytes)."""
    checks.int_in("total", total, 0)
    checks.int_in("size", size, 1, MAX_UDP_PAYLOAD)
    per = max(1, min(MAX_GSO_SEGMENTS, MAX_UDP_PAYLOAD // size)) * size
    for a in range(0, total, per):
        yield a, min(a + per, total)


# ---------------------------------------------------------------- the socket


def address(name: str, addr: object, min_port: int = 1) -> tuple[str, int]:
    """A (host, port) pair as the socket module takes it: host text (an IPv4 address or a
    name; "" binds to all), port in ``min_port..65535``. TypeError / ValueError otherwise
    (the socket module's own errors name neither)."""
    if not isinstance(addr, tuple | list) or len(addr) != 2:
        raise TypeError(f"{name} must be a (host, port) pair, got {addr!r}")
    host, port = addr
    if not isinstance(host, str):
        raise TypeError(f"{name} host must be text, got {type(host).__name__}")
    if any(c.isspace() for c in host):
        raise ValueError(f"{name} host must be an IPv4 address or a host name, got {host!r}")
    return host, checks.int_in(f"{name} port", port, min_port, 0xFFFF)


class BurstSocket:
    """A UDP socket that sends and receives bursts and the IPv4 ToS byte of each.

    `recv` returns (burst, tos, source address); `send` sends a burst with a ToS byte to an
    address (or to the connected peer). Large kernel buffers are requested (the kernel caps
    them at net.core.rmem_max / wmem_max); a datagram lost to a full buffer is ordinary loss,
    which the protocol recovers."""

    BUF_BYTES = 4 << 20
    RECV_BYTES = 1 << 16

    def __init__(self, bind: tuple[str, int], connect: tuple[str, int] | None = None) -> None:
        address("bind", bind, min_port=0)
        if connect is not None:
            address("connect", connect)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, self.BUF_BYTES)
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.BUF_BYTES)
            self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_RECVTOS, 1)
            self.sock.bind(bind)
            if connect is not None:
                self.sock.connect(connect)
        except OSError:
            self.sock.close()
            raise
        self.gro = self._try(lambda: self.sock.setsockopt(SOL_UDP, UDP_GRO, 1))
        self.gso = True  # until a send says otherwise
        self._buf = bytearray(self.RECV_BYTES)
        self._anc = socket.CMSG_SPACE(4) * 2

    @staticmethod
    def _try(f: object) -> bool:
        try:
            f()  # type: ignore[operator]
        except OSError:
            return False
        return True

    @property
    def addr(self) -> tuple[str, int]:
        return self.sock.getsockname()

    def fileno(self) -> int:
        return self.sock.fileno()

    def wait(self, timeout: float | None) -> bool:
        """Whether a datagram is ready within `timeout` seconds (None: wait for one)."""
        r, _, _ = select.select([self.sock], [], [], None if timeout is None
                                else max(0.0, checks.float_in("timeout", timeout, -math.inf)))
        return bool(r)

    def recv(self, timeout: float | None = 0.0) -> tuple[Burst, int, tuple[str, int]] | None:
        """One burst (a view into an internal buffer, valid until the next `recv`), its ToS
        byte and its source; None if nothing arrives within `timeout` (None: block).
        ConnectionRefusedError if the connected peer is not listening."""
        got = self._recv_now()
        if got is None and timeout != 0 and self.wait(timeout):
            got = self._recv_now()
        return got

    def recv_into(self, buf: memoryview) -> tuple[Burst, int, tuple[str, int]] | None:
        """Like `recv` without waiting, but into `buf` (a writable buffer of at least
        `RECV_BYTES` bytes, which a larger datagram would not fit): the burst is a view of
        `buf`, valid until the caller reuses it."""
        if not isinstance(buf, memoryview | bytearray) or memoryview(buf).readonly:
            raise TypeError(f"buf must be a writable buffer, got {type(buf).__name__}")
        if memoryview(buf).nbytes < self.RECV_BYTES:
            raise ValueError(f"buf must hold at least {self.RECV_BYTES} bytes, got "
                             f"{memoryview(buf).nbytes}")
        return self._recv_now(buf)

    def _recv_now(self, buf: memoryview | bytearray | None = None
                  ) -> tuple[Burst, int, tuple[str, int]] | None:
        buf = self._buf if buf is None else buf
        try:
            n, anc, _flags, addr = self.sock.recvmsg_into([buf], self._anc,
                                                           socket.MSG_DONTWAIT)
        except BlockingIOError:
            return None
        size, tos = n, 0
        for level, kind, data in anc:
            if level == SOL_UDP and kind == UDP_GRO:
                size = struct.unpack("=i", data[:4])[0]
            elif level == socket.IPPROTO_IP and kind == socket.IP_TOS:
                tos = data[0]
        return Burst(memoryview(buf)[:n], size or n), tos, addr

    def send(self, data: bytes | memoryview, size: int, tos: int,
             addr: tuple[str, int] | None = None) -> None:
        """Send the burst `data` of datagrams of `size` bytes with ToS byte `tos`."""
        checks.byte_len("data", data)
        data = memoryview(data).cast("B")
        checks.int_in("size", size, 1, MAX_UDP_PAYLOAD)
        checks.uint("tos", tos, 8)
        if addr is not None:
            address("addr", addr)
        tos_msg = (socket.IPPROTO_IP, socket.IP_TOS, struct.pack("=i", tos))
        for a, b in gso_chunks(len(data), size):
            piece = data[a:b]
            if len(piece) > size and self.gso:
                try:
                    self._sendmsg(piece, [tos_msg, (SOL_UDP, UDP_SEGMENT,
                                                    struct.pack("=H", size))], addr)
                    continue
                except OSError as e:
                    if e.errno not in (errno.EINVAL, errno.ENOPROTOOPT, errno.EIO,
                                       errno.EOPNOTSUPP):
                        raise
                    self.gso = False
            for off in range(0, len(piece), size):
                self._sendmsg(piece[off:off + size], [tos_msg], addr)

    def _sendmsg(self, piece: memoryview, anc: list, addr: tuple[str, int] | None) -> None:
        refused = 0
        while True:
            try:
                if addr is None:
                    self.sock.sendmsg([piece], anc)
                else:
                    self.sock.sendmsg([piece], anc, 0, addr)
                return
            except BlockingIOError:  # send buffer full: wait for room
                select.select([], [self.sock], [], 1.0)
            except ConnectionRefusedError:
                # the pending ICMP error of an earlier datagram (the peer was not listening)
                # is reported instead of sending: try once more, then count it as loss
                refused += 1
                if refused > 1:
                    return

    def close(self) -> None:
        self.sock.close()
