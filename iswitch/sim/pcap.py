"""Captures of a simulated run as pcapng, one interface per switch port and direction.

Why not `iswitch.wire.proto.write_pcap` (scapy's `wrpcap`): it stamps each packet with the
wall-clock time it was built (so a rerun never gives the same file) and a classic pcap has
no notion of which port a frame crossed. Here every frame carries its simulated time
(first beat, cycle x 5 ns at 200 MHz, nanosecond resolution) and its interface:
``in nf0`` .. ``in host`` (frames the workers sent into the switch) and ``out nf0`` ..
``out host`` (frames the switch delivered). Wireshark shows the interface as
``frame.interface_name``; scapy's `rdpcap` (and `iswitch.wire.proto.read_pcap`) reads the file and
dissects UDP port `wire.UDP_PORT` with the project's layers `ISwitchData` / `ISwitchControl`.
The file is gzip-compressed (``.pcapng.gz``; Wireshark and scapy open it as is), the gzip
header carries no time stamp, so the same run gives the same bytes.
"""

from __future__ import annotations

import gzip
import os
import struct
from collections.abc import Iterable

from iswitch import wire
from iswitch.util import output

#: the switch's ports in stream order: the 10G ports, then the host
PORT_NAMES = (*(f"nf{p}" for p in range(wire.NUM_NF_PORTS)), "host")
NS_PER_CYCLE = round(1e9 / wire.AXIS_CLOCK_HZ)  # 5 at 200 MHz
LINKTYPE_ETHERNET = 1


def _block(btype: int, body: bytes) -> bytes:
    body += b"\x00" * (-len(body) % 4)
    n = 12 + len(body)
    return struct.pack("<II", btype, n) + body + struct.pack("<I", n)


def _option(code: int, value: bytes) -> bytes:
    return struct.pack("<HH", code, len(value)) + value + b"\x00" * (-len(value) % 4)


def interfaces() -> list[str]:
    """Interface names in interface-id order: the inputs of every port, then its outputs."""
    return [f"in {p}" for p in PORT_NAMES] + [f"out {p}" for p in PORT_NAMES]


def in_iface(port: int) -> int:
    """Interface id of what enters the switch on `port` (a stream number)."""
    return port


def out_iface(port: int) -> int:
    """Interface id of what leaves the switch on `port`."""
    return len(PORT_NAMES) + port


def write_pcapng(path: str | os.PathLike[str],
                 frames: Iterable[tuple[int, int, bytes]]) -> int:
    """Write (cycle, interface id, frame bytes) records, in the order given; returns the
    number of frames. Interface ids as in `interfaces()`."""
    # pcapng block layouts (a standard of its own): wire-ok in the lines below
    shb = _block(0x0A0D0D0A, struct.pack("<IHHq", 0x1A2B3C4D, 1, 0, -1)  # wire-ok: pcapng SHB
                 + _option(4, b"iswitch.report (RTL simulation)") + _option(0, b""))
    out = [shb]
    for name in interfaces():
        opts = _option(2, name.encode()) + _option(9, bytes([9])) + _option(0, b"")
        out.append(_block(1, struct.pack("<HHI", LINKTYPE_ETHERNET, 0, 0)  # wire-ok: pcapng IDB
                          + opts))
    n = 0
    for cycle, iface, data in frames:
        ts = cycle * NS_PER_CYCLE
        out.append(_block(6, struct.pack("<IIIII", iface, ts >> 32,  # wire-ok: pcapng EPB
                                         ts & 0xFFFF_FFFF,
                                         len(data), len(data)) + data))
        n += 1
    with output.replacing(path) as tmp, open(tmp, "wb") as raw, gzip.GzipFile(
            fileobj=raw, mode="wb", compresslevel=1, mtime=0, filename="") as f:
        f.write(b"".join(out))
    return n
