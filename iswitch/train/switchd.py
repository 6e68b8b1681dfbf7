"""The iswitch-switchd a training run aggregates through: started by the trainer on an
ephemeral loopback port (or an address given with ``--switch-addr``), its contribution-order
log read while training goes on, its threshold lowered when an asynchronous worker dies,
its counters read at the end.
"""

from __future__ import annotations

import contextlib
import os
import re
import select
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from iswitch.proto import CTRL_DSCP, Action, Reg, Status
from iswitch.switchd.log import MAGIC, RECORD
from iswitch.switchd.log import select as select_records
from iswitch.worker import control_datagram, parse_ack

#: seconds switchd may take to start (the RTL backend may first build its Verilated model)
START_TIMEOUT_S = {"model": 60.0, "rtl": 900.0}
#: worker id the trainer's own control requests carry (not a member; SetH and Query are
#: accepted from anyone, docs/protocol.md section 6)
TRAINER_ID = 0xFFFE
_ADDR = re.compile(r"(\d+\.\d+\.\d+\.\d+):(\d+)")


class SwitchdError(Exception):
    """The switch service could not be started, reached or read."""


class OrderLog:
    """Reads a growing contribution-order log (docs/training.md section 2.4) from where it
    left off, keeping only records not yet asked for."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._f = None
        self._buf = b""
        self._recs = np.zeros(0, dtype=RECORD)

    def _read(self) -> None:
        if self._f is None:
            if not self.path.exists():
                return
            self._f = open(self.path, "rb")  # noqa: SIM115 - kept open while reading on
            self._buf = self._f.read(len(MAGIC))
            if len(self._buf) < len(MAGIC):
                self._f.close()
                self._f = None
                return
            if self._buf != MAGIC:
                raise SwitchdError(f"{self.path}: not an iswitch-switchd log")
            self._buf = b""
        self._buf += self._f.read()
        whole = len(self._buf) // RECORD.itemsize * RECORD.itemsize
        if whole:
            new = np.frombuffer(self._buf[:whole], dtype=RECORD)
            self._recs = np.concatenate([self._recs, new])
            self._buf = self._buf[whole:]

    def records(self, job: int, base_seg: int, n_segs: int, timeout_s: float) -> np.ndarray:
        """The records of segments ``base_seg ..`` (`n_segs` of them) of `job`, one per
        segment in segment order, waiting up to `timeout_s` for switchd to write them.
        Records of older segments are forgotten."""
        deadline = time.monotonic() + timeout_s
        while True:
            self._read()
            try:
                out = select_records(self._recs, job, base_seg, n_segs)
                break
            except KeyError as exc:
                if time.monotonic() > deadline:
                    raise SwitchdError(f"order log {self.path}: {exc.args[0]}") from None
                time.sleep(0.005)
        rel = (self._recs["seg"].astype(np.int64) - base_seg) & 0xFFFF_FFFF
        self._recs = self._recs[(rel >= n_segs) & (rel < 1 << 31)]
        return out

    def close(self) -> None:
        if self._f is not None:
            self._f.close()


def _request(addr: tuple[str, int], job: int, action: Action, value: int,
             timeout_s: float) -> int:
    """One control request from the trainer (not a member), retried until its Ack
    arrives; returns the Ack's `result`. SwitchdError on no answer or an error status."""
    from iswitch.worker import Endpoint  # noqa: PLC0415

    ep = Endpoint(worker=TRAINER_ID, job=job, mac=b"\0" * 6, ip=b"\0" * 4)
    seq = int.from_bytes(os.urandom(4), "big")
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.setsockopt(socket.IPPROTO_IP, socket.IP_TOS, CTRL_DSCP << 2)
        s.connect(addr)
        deadline = time.monotonic() + timeout_s
        wait = 0.05
        while time.monotonic() < deadline:
            s.send(control_datagram(ep, action, value, seq))
            s.settimeout(wait)
            with contextlib.suppress(TimeoutError, ConnectionRefusedError):
                while True:
                    ack = parse_ack(s.recv(2048))
                    if ack is not None and ack.seq == seq:
                        if ack.status != Status.OK:
                            raise SwitchdError(f"switch {addr[0]}:{addr[1]}: {action.name} "
                                               f"answered {Status(ack.status).name}")
                        return ack.result
            wait = min(2 * wait, 1.0)
    raise SwitchdError(f"switch {addr[0]}:{addr[1]} did not answer {action.name} within "
                       f"{timeout_s:g} s")


def set_threshold(addr: tuple[str, int], job: int, h: int, timeout_s: float = 5.0) -> int:
    """SetH(`h`) at the switch; returns the previous H."""
    return _request(addr, job, Action.SETH, h, timeout_s)


#: the counters the run record keeps
COUNTERS = (Reg.DROPS, Reg.DATA_OK, Reg.AGG_TX, Reg.REPLAY_TX, Reg.ACK_TX, Reg.CTRL_ERR,
            Reg.DUPLICATE, Reg.LATE, Reg.STALE, Reg.COLLISION)


def counters(addr: tuple[str, int], job: int, timeout_s: float = 5.0) -> dict[str, int]:
    """The switch's counters of `COUNTERS` (Query)."""
    return {r.name: _request(addr, job, Action.QUERY, int(r), timeout_s) for r in COUNTERS}


@dataclass
class Switchd:
    """A switch service the run uses: its address, its order log (None: not known), the
    process when the trainer started it."""

    addr: tuple[str, int]
    backend: str
    log: OrderLog | None = None
    proc: subprocess.Popen[bytes] | None = None
    args: list[str] = field(default_factory=list)

    def describe(self) -> str:
        where = f"{self.addr[0]}:{self.addr[1]}"
        if self.proc is None:
            return f"iswitch-switchd at {where} (given; no order log: replay skipped)" \
                if self.log is None else f"iswitch-switchd at {where} (given)"
        return f"iswitch-switchd --backend {self.backend} at {where}, pid {self.proc.pid}"


def _start(backend: str, drop_p: float, log_path: Path) -> Switchd:
    args = [sys.executable, "-m", "iswitch.switchd", "--listen", "127.0.0.1:0",
            "--backend", backend, "--log", str(log_path)]
    if drop_p:
        args += ["--drop-p", repr(drop_p)]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    deadline = time.monotonic() + START_TIMEOUT_S[backend]
    assert proc.stdout is not None
    line = b""
    while time.monotonic() < deadline and proc.poll() is None:
        ready, _, _ = select.select([proc.stdout], [], [], 0.2)
        if ready:
            line = proc.stdout.readline()
            m = _ADDR.search(line.decode(errors="replace"))
            if m:
                return Switchd((m[1], int(m[2])), backend, OrderLog(log_path), proc, args)
    running = proc.poll() is None
    if running:
        proc.kill()
    _, err_bytes = proc.communicate()
    _stop(proc)
    err = (err_bytes.decode(errors="replace").strip().splitlines() or [""])[-1]
    why = "did not start in time" if running else f"exited with status {proc.returncode}"
    raise SwitchdError(f"iswitch-switchd --backend {backend} {why}" + (f": {err}" if err else ""))


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(5.0)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    for f in (proc.stdout, proc.stderr):
        if f is not None:
            f.close()


@contextlib.contextmanager
def serve(backend: str, addr: tuple[str, int] | None, log_path: Path | None,
          drop_p: float) -> Iterator[Switchd]:
    """The run's switch: the one at `addr` (its log at `log_path` if given), else a new
    ``iswitch-switchd --backend BACKEND`` on an ephemeral loopback port, stopped on exit."""
    if addr is not None:
        sw = Switchd(addr, backend, OrderLog(log_path) if log_path else None)
        try:
            yield sw
        finally:
            if sw.log:
                sw.log.close()
        return
    with tempfile.TemporaryDirectory(prefix="iswitch-train-") as tmp:
        sw = _start(backend, drop_p, Path(tmp) / "order.log")
        try:
            yield sw
        finally:
            assert sw.proc is not None and sw.log is not None
            sw.log.close()
            _stop(sw.proc)
