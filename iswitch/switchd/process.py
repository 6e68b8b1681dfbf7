"""Run iswitch-switchd as a child process (tests, benchmarks, the trainer).

    with SwitchdProcess(backend="model", log=path) as sw:
        client = SwitchClient(sw.addr, ...)

The child is ``python -m iswitch.switchd --listen 127.0.0.1:0 ...``; `start` waits (with a
timeout) for its ``listening on HOST:PORT`` line, `stop` sends SIGTERM, waits, and kills it
if it does not exit.
"""

from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

_LISTENING = re.compile(rb"listening on (\S+):(\d+)")


class SwitchdProcess:
    """An iswitch-switchd child process on loopback."""

    def __init__(self, backend: str = "model", *, log: str | os.PathLike[str] | None = None,
                 drop_p: float = 0.0, seed: int = 0, k: int | None = None,
                 members: int | None = None, host: str = "127.0.0.1",
                 start_timeout_s: float = 60.0, stderr: int | None = subprocess.PIPE) -> None:
        self.args = [sys.executable, "-m", "iswitch.switchd", "--listen", f"{host}:0",
                     "--backend", backend, "--drop-p", repr(drop_p), "--seed", str(seed)]
        if log is not None:
            self.args += ["--log", os.fspath(log)]
        if k is not None:
            self.args += ["--k", str(k)]
        if members is not None:
            self.args += ["--members", str(members)]
        self.log = Path(log) if log is not None else None
        self.start_timeout_s = start_timeout_s
        self.stderr_mode = stderr
        self.proc: subprocess.Popen[bytes] | None = None
        self.addr: tuple[str, int] = (host, 0)
        self.stderr_text = ""

    def start(self) -> SwitchdProcess:
        self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE, stderr=self.stderr_mode)
        assert self.proc.stdout is not None
        deadline = time.monotonic() + self.start_timeout_s
        line = b""
        while not line.endswith(b"\n"):
            left = deadline - time.monotonic()
            r, _, _ = select.select([self.proc.stdout], [], [], max(0.0, left))
            chunk = os.read(self.proc.stdout.fileno(), 4096) if r else b""
            if not chunk:
                self.stop()
                raise RuntimeError(f"iswitch-switchd did not start within "
                                   f"{self.start_timeout_s:g} s: {self.stderr_text.strip()}")
            line += chunk
        m = _LISTENING.search(line)
        if m is None:
            self.stop()
            raise RuntimeError(f"iswitch-switchd said {line!r}")
        self.addr = (m.group(1).decode(), int(m.group(2)))
        return self

    def stop(self, timeout_s: float = 10.0) -> int | None:
        """SIGTERM, wait, SIGKILL if needed; returns the exit status. Idempotent."""
        if self.proc is None:
            return None
        if self.proc.stdout is not None and self.proc.stdout.closed:
            return self.proc.returncode
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout_s)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stderr is not None:
            self.stderr_text = self.proc.stderr.read().decode(errors="replace")
            self.proc.stderr.close()
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        return self.proc.returncode

    def stats(self) -> dict[str, int]:
        """switchd's own counters, from its last stderr line (after `stop`)."""
        for line in reversed(self.stderr_text.splitlines()):
            if "datagrams_in=" in line:
                return {k: int(v) for k, v in (kv.split("=") for kv in line.split()[1:])}
        return {}

    def __enter__(self) -> SwitchdProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
