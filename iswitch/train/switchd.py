"""The iswitch-switchd a training run aggregates through: started by the trainer on an
ephemeral loopback port (`iswitch.switchd.process.SwitchdProcess`) or given with
``--switch-addr``; its contribution-order log read while training goes on (`OrderLog`);
its threshold lowered when an asynchronous worker dies and its counters read at the end
(`iswitch.client.Control`: SetH and Query are accepted from non-members).
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from iswitch.client import Control, SwitchError
from iswitch.switchd.log import MAGIC, RECORD
from iswitch.switchd.log import select as select_records
from iswitch.switchd.process import SwitchdProcess
from iswitch.wire.dgram import BurstSocket
from iswitch.wire.proto import Action, Reg
from iswitch.worker import Endpoint

#: seconds switchd may take to start (the RTL backend may first build its Verilated model)
START_TIMEOUT_S = {"model": 60.0, "rtl": 900.0}
#: worker id of the trainer's own control requests (it is not a member)
TRAINER_ID = 0xFFFE
#: the counters the run record keeps
COUNTERS = (Reg.DROPS, Reg.DATA_OK, Reg.AGG_TX, Reg.REPLAY_TX, Reg.ACK_TX, Reg.CTRL_ERR,
            Reg.DUPLICATE, Reg.LATE, Reg.STALE, Reg.COLLISION, Reg.REGULAR)


class SwitchdError(Exception):
    """The switch service could not be started, reached or read."""


class OrderLog:
    """Reads a growing contribution-order log (docs/training.md section 2.4) from where it
    left off, keeping only the records not yet asked for."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._f = None
        self._buf = b""
        self._recs = np.zeros(0, dtype=RECORD)

    def _read(self) -> None:
        if self._f is None:
            if not self.path.exists() or self.path.stat().st_size < len(MAGIC):
                return
            self._f = open(self.path, "rb")  # noqa: SIM115 - kept open, read on and on
            if self._f.read(len(MAGIC)) != MAGIC:
                raise SwitchdError(f"{self.path}: not an iswitch-switchd order log")
        self._buf += self._f.read()
        whole = len(self._buf) // RECORD.itemsize * RECORD.itemsize
        if whole:
            new = np.frombuffer(self._buf[:whole], dtype=RECORD)
            self._recs = np.concatenate([self._recs, new])
            self._buf = self._buf[whole:]

    def records(self, job: int, base_seg: int, n_segs: int, timeout_s: float = 0.0
                ) -> np.ndarray | None:
        """The records of segments ``base_seg ..`` (`n_segs` of them) of `job`, one per
        segment in segment order; waits up to `timeout_s` for switchd to write them, then
        returns None. Records of these and older segments are then forgotten."""
        deadline = time.monotonic() + timeout_s
        while True:
            self._read()
            try:
                out = select_records(self._recs, job, base_seg, n_segs)
                break
            except KeyError:
                if time.monotonic() >= deadline:
                    return None
                time.sleep(0.005)
        rel = (self._recs["seg"].astype(np.int64) - base_seg) & 0xFFFF_FFFF
        self._recs = self._recs[(rel >= n_segs) & (rel < 1 << 31)]
        return out

    def close(self) -> None:
        if self._f is not None:
            self._f.close()


@dataclass
class Switchd:
    """The switch service of a run: its address, its order log (None: unknown, so no
    replay) and the process if the trainer started it."""

    addr: tuple[str, int]
    backend: str
    log: OrderLog | None = None
    proc: SwitchdProcess | None = None
    stopped: bool = False

    def describe(self) -> str:
        where = f"{self.addr[0]}:{self.addr[1]}"
        if self.proc is None:
            log = "" if self.log else "; no order log, so no replay"
            return f"iswitch-switchd at {where} (given{log})"
        assert self.proc.proc is not None
        return f"iswitch-switchd --backend {self.backend} at {where}, pid {self.proc.proc.pid}"

    def _control(self, job: int, timeout_s: float) -> tuple[BurstSocket, Control]:
        sock = BurstSocket(("0.0.0.0", 0), self.addr)
        ep = Endpoint(worker=TRAINER_ID, job=job, mac=bytes(6), ip=bytes(4))
        return sock, Control(sock, self.addr, ep, timeout_s=timeout_s,
                             retry_s=min(0.1, timeout_s / 4))

    def set_threshold(self, job: int, h: int, timeout_s: float = 5.0) -> int:
        """SetH(`h`); returns the previous H."""
        sock, ctl = self._control(job, timeout_s)
        try:
            return ctl.call(Action.SETH, h)
        except SwitchError as exc:
            raise SwitchdError(str(exc)) from None
        finally:
            sock.close()

    def counters(self, job: int, timeout_s: float = 5.0) -> dict[str, int]:
        """The registers of `COUNTERS` (Query)."""
        sock, ctl = self._control(job, timeout_s)
        try:
            return {r.name: ctl.query(r) for r in COUNTERS}
        except SwitchError as exc:
            raise SwitchdError(str(exc)) from None
        finally:
            sock.close()

    def stop(self) -> None:
        """Stop the switchd the trainer started (its log is then complete); idempotent."""
        if self.proc is not None and not self.stopped:
            self.stopped = True
            self.proc.stop()


@contextlib.contextmanager
def serve(backend: str, addr: tuple[str, int] | None, log_path: Path | None,
          drop_p: float, seed: int = 0) -> Iterator[Switchd]:
    """The run's switch: the one at `addr` (its log at `log_path` if given), else a new
    ``iswitch-switchd --backend BACKEND --drop-p P --seed SEED`` on an ephemeral loopback
    port with its log in a temporary directory, stopped on exit."""
    if addr is not None:
        sw = Switchd(addr, backend, OrderLog(log_path) if log_path else None)
        try:
            yield sw
        finally:
            if sw.log:
                sw.log.close()
        return
    with tempfile.TemporaryDirectory(prefix="iswitch-train-") as tmp:
        log = Path(tmp) / "order.log"
        proc = SwitchdProcess(backend, log=log, drop_p=drop_p, seed=seed,
                              start_timeout_s=START_TIMEOUT_S[backend])
        try:
            proc.start()
        except RuntimeError as exc:
            raise SwitchdError(str(exc)) from None
        sw = Switchd(proc.addr, backend, OrderLog(log), proc)
        try:
            yield sw
        finally:
            assert sw.log is not None
            sw.log.close()
            sw.stop()
