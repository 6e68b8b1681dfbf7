"""Control requests to an iSwitch switch over UDP, without torch (docs/protocol.md sections
6 and 11): the part of a worker that `iswitch.torch.SwitchClient` and
`iswitch-switchd --query` share.

A request is sent with a fresh `seq` and re-sent with the same `seq` until the Ack with
that `seq` (and that action) arrives; the retry interval starts at `retry_s` and doubles
while nothing arrives, and after `timeout_s` without the Ack the request fails with
`SwitchTimeoutError` naming the switch. Every other datagram that arrives meanwhile is
handed to a callback, so a client waiting for an Ack does not lose aggregates.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from iswitch.util import checks
from iswitch.wire import HDR_LEN, Action, Reg, Status
from iswitch.wire.dgram import Burst, BurstSocket, address
from iswitch.wire.proto import ControlHeader, Endpoint, control_datagram, parse_ack

#: ToS byte = DSCP << 2 (the two ECN bits zero)
TOS_SHIFT = 2


def positive(name: str, seconds: object) -> float:
    """A finite positive number of seconds (NaN would make every wait end at once)."""
    return checks.float_in(name, seconds, 0.0, lo_open=True)


def fmt_addr(addr: tuple[str, int]) -> str:
    """host:port."""
    return f"{addr[0]}:{addr[1]}"


class SwitchError(RuntimeError):
    """The switch refused a request, or the protocol cannot go on (docs/training.md)."""


class SwitchTimeoutError(SwitchError):
    """The switch did not answer, or made no progress, within the timeout."""

    def __init__(self, message: str, switch_addr: tuple[str, int],
                 missing: list[int] | None = None) -> None:
        super().__init__(message)
        self.switch_addr = switch_addr
        self.missing = missing or []


class StalenessError(SwitchError):
    """An asynchronous submit while the worker is more than S updates behind."""


class Control:
    """Control requests of one endpoint (worker id, job) over a socket connected to the
    switch. `on_other(burst, tos)` receives every burst that is not an awaited Ack."""

    def __init__(self, sock: BurstSocket, switch_addr: tuple[str, int], ep: Endpoint, *,
                 timeout_s: float, retry_s: float,
                 on_other: Callable[[Burst, int], None] | None = None) -> None:
        positive("timeout_s", timeout_s)
        positive("retry_s", retry_s)
        if not isinstance(sock, BurstSocket):
            raise TypeError(f"sock must be a BurstSocket, got {type(sock).__name__}")
        if not isinstance(ep, Endpoint):
            raise TypeError(f"ep must be an Endpoint, got {type(ep).__name__}")
        self.sock = sock
        self.switch_addr = address("switch_addr", switch_addr)
        self.ep = ep
        self.timeout_s = timeout_s
        self.retry_s = retry_s
        self.on_other = on_other
        self.seq = 0
        self.refused = False  #: an ICMP port-unreachable came back: nothing listens there
        self.acks: dict[int, ControlHeader] = {}  #: Acks that arrived unasked (by seq)

    @property
    def where(self) -> str:
        return f"switch {fmt_addr(self.switch_addr)}"

    def next_seq(self) -> int:
        self.seq = (self.seq + 1) & 0xFFFF_FFFF
        return self.seq

    def send(self, action: Action | int, value: int = 0, seq: int | None = None) -> int:
        """Send one request (no wait); returns its seq."""
        seq = self.next_seq() if seq is None else seq
        dg = control_datagram(self.ep, action, value, seq)
        self.sock.send(dg, len(dg), self.ep.ctrl_dscp << TOS_SHIFT)
        return seq

    def poll(self, timeout: float) -> bool:
        """Receive one burst (waiting up to `timeout`): Acks are kept in `acks`, everything
        else goes to `on_other`. True if something arrived."""
        try:
            got = self.sock.recv(checks.float_in("timeout", timeout, -math.inf))
        except ConnectionRefusedError:
            self.refused = True
            return False
        if got is None:
            return False
        burst, tos, _addr = got
        self.dispatch(burst, tos)
        return True

    def dispatch(self, burst: Burst, tos: int) -> None:
        """A received burst: Acks are kept in `acks`, everything else goes to `on_other`."""
        if burst.size != HDR_LEN:  # data: aggregates and Help replays
            if self.on_other is not None:
                self.on_other(burst, tos)
            return
        for dg in burst:  # control-sized datagrams: Acks (several if the kernel merged them)
            ack = parse_ack(bytes(dg))
            if ack is not None:
                self.acks[ack.seq] = ack
            elif self.on_other is not None:
                self.on_other(Burst.of(dg), tos)

    def request(self, action: Action | int, value: int = 0) -> ControlHeader:
        """Send a request and wait for its Ack (any status); SwitchTimeoutError if none
        arrives within `timeout_s`."""
        seq = self.next_seq()
        start = time.monotonic()
        retry = self.retry_s
        while True:
            self.send(action, value, seq)
            sent = time.monotonic()
            while True:
                ack = self.acks.pop(seq, None)
                if ack is not None and ack.acked == action:
                    return ack
                now = time.monotonic()
                if now - start >= self.timeout_s:
                    self._timeout(action, value)
                if now - sent >= retry:
                    break
                self.poll(min(retry - (now - sent), self.timeout_s - (now - start)))
            retry = min(2 * retry, max(self.retry_s, self.timeout_s / 4))

    def _timeout(self, action: Action | int, value: int) -> None:
        name = Action(action).name if action in Action._value2member_map_ else str(action)
        why = (": connection refused (nothing listens there)" if self.refused else "")
        raise SwitchTimeoutError(
            f"{self.where}: no Ack to {name}({value}) within {self.timeout_s:g} s{why}",
            self.switch_addr)

    def call(self, action: Action | int, value: int = 0,
             ok: tuple[Status, ...] = (Status.OK,)) -> int:
        """`request` that must be answered with a status in `ok`; returns the Ack's result.
        Any other status raises SwitchError naming it."""
        ack = self.request(action, value)
        if ack.status not in ok:
            name = Action(action).name if action in Action._value2member_map_ else str(action)
            status = (Status(ack.status).name if ack.status in Status._value2member_map_
                      else str(ack.status))
            raise SwitchError(f"{self.where}: {name}({value}) refused: {status}")
        return ack.result

    def query(self, reg: Reg | int) -> int:
        """One register (docs/protocol.md section 10)."""
        return self.call(Action.QUERY, int(reg))
