"""The interface between `iswitch-switchd` and its data planes (issue 11).

A backend is a switch: frames go in on ports 0..3 (nf0..nf3), frames come out. `switchd`
owns the UDP side (sockets, the sender -> location map, `--drop-p`, the contribution-order
log) and talks to a backend only through `Backend`. Two backends exist:

- ``model`` (`iswitch.switchd.model_backend.ModelBackend`): the fast vectorised software data
  plane with exactly the accelerator's semantics (golden/accel_model.py is the reference);
- ``rtl`` (`iswitch.switchd.rtl_backend.RtlBackend`): the Verilated spliced `nf_datapath`
  with `iswitch_accel`, stepped in real time.

Frames are exactly what the real switch sees on the wire: Ethernet II / IPv4 (IHL 5) / UDP
as built by `iswitch.wire.proto`, without FCS. `Sender` and `frame_for` say how switchd turns a
datagram from a UDP socket into such a frame (docs/training.md section 2.2 says how frames
that leave the switch become datagrams again).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from golden.switch_model import port_bit
from iswitch.wire import (
    HDR_OFF,
    IPV4_FIELDS,
    SWITCH_IP,
    SWITCH_MAC,
    UDP_FIELDS,
    UDP_LEN,
    UDP_PORT,
    AccelParams,
)
from iswitch.wire.proto import build_frame

#: 10G ports of the switch (nf0..nf3); port p has TUSER source/destination bit 1 << (2 p)
PORTS = 4


@runtime_checkable
class Backend(Protocol):
    """A switch data plane. Ports are 0..3 (nf0..nf3; TUSER bit ``1 << (2 * port)``).

    A backend is built as ``cls(config)`` with an `AccelParams` (K, MEMBERS, DSCPs, UDP port,
    switch addresses); a backend that cannot honour a configuration (the RTL is generated
    for fixed parameters) raises ValueError naming the parameter.
    """

    name: str

    def exchange(self, frames: Sequence[tuple[int, bytes]]) -> list[tuple[int, bytes]]:
        """Put `frames` (ingress port, Ethernet frame bytes without FCS) into the switch in
        this order, run until the switch is idle again, and return every frame that left it
        (egress port, bytes), in the order they left (a frame sent to several ports appears
        once per port)."""
        ...

    def arrivals(self) -> list[bytes]:
        """The frames that reached the accelerator (its s_axis) since the last call, in the
        accelerator's arrival order (for the RTL: the m_axis_opl probe; for the model: the
        order exchange() was given them). switchd derives the per-segment contribution
        order log from these."""
        ...

    def close(self) -> None:
        """Release the backend (simulator, threads). Idempotent."""
        ...


#: backend name -> "module:class"; imported on demand (the RTL backend needs Verilator)
BACKENDS: dict[str, str] = {
    "model": "iswitch.switchd.model_backend:ModelBackend",
    "rtl": "iswitch.switchd.rtl_backend:RtlBackend",
}


#: backend name -> whether its data plane has the exact mode (`AccelParams.EXACT`). The RTL
#: is rtl/gen's build, which has it; the model's compiled data plane does not yet (issue 23),
#: so its switch is a fold-only build: a Join asking for the exact mode is answered NO_EXACT.
EXACT: dict[str, int] = {"model": 0, "rtl": AccelParams().EXACT}


def backend_params(name: str, **given: int) -> AccelParams:
    """The accelerator's parameters of backend `name` with the `given` ones set (ValueError
    for an unknown backend or a bad parameter)."""
    if name not in BACKENDS:
        raise ValueError(f"unknown backend {name!r} (known: {', '.join(BACKENDS)})")
    return AccelParams(**{"EXACT": EXACT[name], **given})


def open_backend(name: str, config: AccelParams | None = None) -> Backend:
    """Build the backend called `name` (a key of `BACKENDS`); `config` defaults to
    `backend_params(name)`."""
    default = backend_params(name)  # ValueError for an unknown name, with or without config
    config = config or default
    module, cls = BACKENDS[name].split(":")
    return getattr(importlib.import_module(module), cls)(config)


# ---------------------------------------------------------------- UDP senders <-> frames


@dataclass(frozen=True)
class Sender:
    """A UDP endpoint that sent switchd a datagram, and the synthetic location switchd gives
    it: a locally administered MAC, an IPv4 address and a switch port. Sender number `i`
    (in order of first appearance, i < 65535) gets MAC 02:53:44:00:hi:lo, IP 10.1.hi.lo
    (hi, lo = the two bytes of i) and port ``i % PORTS``, so several senders may share a
    port."""

    index: int
    addr: tuple[str, int]  #: the real (IP, UDP port) of the socket
    mac: bytes
    ip: bytes
    port: int

    @classmethod
    def number(cls, index: int, addr: tuple[str, int]) -> Sender:
        """Sender `index` at the real address `addr`."""
        if not 0 <= index < 0xFFFF:
            raise ValueError(f"sender index {index} out of range")
        hi, lo = index >> 8, index & 0xFF
        return cls(index, addr, bytes([0x02, 0x53, 0x44, 0x00, hi, lo]), bytes([10, 1, hi, lo]),
                   index % PORTS)

    @property
    def port_bit(self) -> int:
        """TUSER one-hot bit of the sender's port."""
        return port_bit(self.port)


def frame_for(sender: Sender, tos: int, datagram: bytes,
              config: AccelParams | None = None) -> bytes:
    """The frame the switch would see for `datagram` sent by `sender` with IPv4 ToS byte
    `tos`: source = the sender's synthetic MAC and IP and its real UDP port, destination =
    the switch's MAC and IP and the iSwitch UDP port (switchd may listen on any port: what
    reaches it is addressed to the switch)."""
    switch_mac, switch_ip, udp_port = ((SWITCH_MAC, SWITCH_IP, UDP_PORT) if config is None
                                       else (config.switch_mac, config.switch_ip,
                                             config.UDP_PORT))
    return build_frame(dst_mac=switch_mac, src_mac=sender.mac, src_ip=sender.ip,
                       dst_ip=switch_ip, dscp=tos >> 2, ecn=tos & 3, sport=sender.addr[1],
                       dport=udp_port, udp_payload=datagram)


def frame_tos(frame: bytes) -> int:
    """The IPv4 ToS byte of a frame."""
    return IPV4_FIELDS["tos"].read(frame)


def frame_datagram(frame: bytes) -> bytes:
    """The UDP payload of an Ethernet/IPv4(IHL 5)/UDP frame, trimmed to the UDP length."""
    return frame[HDR_OFF:HDR_OFF + UDP_FIELDS["udp_len"].read(frame) - UDP_LEN]


__all__ = [
    "BACKENDS", "PORTS", "Backend", "Sender", "frame_datagram", "frame_for", "frame_tos",
    "backend_params",
    "open_backend",
]
