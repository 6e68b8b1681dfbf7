"""iswitch-switchd: the command line, the sender -> location map, and the path any backend
other than the model takes (frames through `Backend.exchange`, the log from a shadow model
that also checks the backend's output). Loopback only, ephemeral ports, timeouts
everywhere."""

from __future__ import annotations

import os
import random
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
import torch
from switchd_helpers import (
    FramesOnly,
    allreduce_all,
    clients,
    dead_udp_port,
    expected,
    in_threads,
    same_bits,
)

from golden.switch_model import port_bit
from iswitch.client import Control
from iswitch.sim.scenarios import rand_bits
from iswitch.switchd.backend import PORTS, Backend, Sender, frame_for, open_backend
from iswitch.switchd.log import LogWriter, read_log
from iswitch.switchd.model_backend import ModelBackend
from iswitch.switchd.process import SwitchdProcess
from iswitch.switchd.server import Switchd
from iswitch.wire import (
    DATA_DSCP,
    ETH_FIELDS,
    HDR_OFF,
    IPV4_FIELDS,
    MAGIC,
    MEMBER_PORT_SHIFT,
    MEMBER_VALID_BIT,
    PAYLOAD_OFF,
    UDP_FIELDS,
    VT_DATA,
    AccelParams,
    Action,
    Reg,
    Status,
    child_role,
    nf_bit,
)
from iswitch.wire.dgram import BurstSocket
from iswitch.worker import Endpoint

CLI = [sys.executable, "-m", "iswitch.switchd"]


def _run(*args: str, timeout: float = 60, env: dict[str, str] | None = None
         ) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=timeout,
                          env=None if env is None else os.environ | env)


#: runs iswitch-switchd's main with torch and numpy made unimportable: the query path and the
#: argument checks must not need them (their import alone took 4-5 s of every Query)
_NO_TORCH = """
import sys

class Refuse:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("torch", "numpy"):
            raise ImportError(f"{name} imported")

sys.meta_path.insert(0, Refuse())
from iswitch.switchd.__main__ import main

raise SystemExit(main(sys.argv[1:]))
"""


def _run_without_torch(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _NO_TORCH, *args], capture_output=True,
                          text=True, timeout=60)


def _grads(rng: random.Random, n: int, k: int) -> list[torch.Tensor]:
    return [torch.from_numpy(np.array(rand_bits(rng, n), np.uint32).view(np.float32))
            for _ in range(k)]


# ---------------------------------------------------------------- command line


@pytest.mark.parametrize("args, message", [
    (["--listen", "nohost"], "expected HOST:PORT"),
    (["--listen", "127.0.0.1:0", "--drop-p", "1.5"], "--drop-p: must be a number in [0, 1)"),
    (["--listen", "127.0.0.1:0", "--backend", "nope"], "invalid choice"),
    (["--listen", "127.0.0.1:0", "--k", "3"], "K = 3 must be a power of two"),
    (["--listen", "127.0.0.1:0", "--members", "33"], "must be an integer in 1..32, got '33'"),
    (["--query", "127.0.0.1:1", "--reg", "NOPE"], "unknown register"),
    ([], "one of the arguments"),
])
def test_usage_errors_one_line_exit_2(args: list[str], message: str) -> None:
    r = _run(*args)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.count("\n") == 1 and r.stderr.startswith("iswitch-switchd: error: ")
    assert message in r.stderr


def test_query_of_nothing_fails_in_one_line() -> None:
    port = dead_udp_port()
    r = _run("--query", f"127.0.0.1:{port}", "--timeout", "0.5")
    assert r.returncode == 1 and r.stderr.count("\n") == 1
    assert f"switch 127.0.0.1:{port}: no Ack to QUERY" in r.stderr


@pytest.mark.parametrize("args, code, message", [
    (["--query", "127.0.0.1:{port}", "--timeout", "0.5"], 1, "no Ack to QUERY"),
    (["--query", "127.0.0.1:1", "--reg", "NOPE"], 2, "unknown register"),
    (["--listen", "127.0.0.1:0", "--k", "3"], 2, "K = 3 must be a power of two"),
    (["--listen", "127.0.0.1:0", "--drop-p", "2"], 2, "--drop-p: must be a number in [0, 1)"),
    ([], 2, "one of the arguments"),
])
def test_query_and_argument_checks_need_neither_torch_nor_numpy(
        args: list[str], code: int, message: str) -> None:
    """With torch and numpy unimportable, a Query of a closed port and every usage error
    still end in their one line (an import of either would end in a traceback)."""
    port = dead_udp_port()
    r = _run_without_torch(*(a.format(port=port) for a in args))
    assert r.returncode == code and r.stderr.count("\n") == 1, r.stderr
    assert r.stderr.startswith("iswitch-switchd: error: ") and message in r.stderr


def test_listen_on_a_busy_port_fails_in_one_line() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as busy:
        busy.bind(("127.0.0.1", 0))
        r = _run("--listen", f"127.0.0.1:{busy.getsockname()[1]}")
    assert r.returncode == 1 and r.stderr.count("\n") == 1 and "in use" in r.stderr


def test_model_backend_without_a_compiler_fails_in_one_line() -> None:
    """The model backend's compiled data plane cannot be built: one line, exit 1, before
    listening."""
    r = _run("--listen", "127.0.0.1:0", "--backend", "model",
             env={"CXX": "/nonexistent/c++"})
    assert r.returncode == 1 and r.stdout == "" and r.stderr.count("\n") == 1, r.stderr
    assert "backend model cannot start: ToolError: C++ compiler '/nonexistent/c++' not " \
        "runnable" in r.stderr


def test_query_and_dump_log(tmp_path: Path) -> None:
    """--query prints every counter and status register (K and MEMBERS as configured, the
    member entries); --dump-log prints one line per aggregate."""
    rng = random.Random(31)
    print("seed 31")
    with SwitchdProcess(log=tmp_path / "o.log", k=8, members=4) as sw:
        cs = clients(sw.addr, 2, window=8)
        try:
            allreduce_all(cs, _grads(rng, 800, 2))
        finally:
            in_threads([c.close for c in cs[1:]])
        r = _run("--query", f"{sw.addr[0]}:{sw.addr[1]}")
        assert r.returncode == 0, r.stderr
        regs = dict(line.split() for line in r.stdout.splitlines())
        assert set(regs) >= {reg.name for reg in Reg if reg != Reg.MEMBER_BASE}
        assert (regs["K"], regs["MEMBERS"], regs["MEMBER_COUNT"]) == ("8", "4", "1")
        assert regs["AGG_TX"] == "3" and regs["DATA_OK"] == "6" and regs["DROPS"] == "0"
        assert [k for k in regs if k.startswith("MEMBER_") and k[7:].isdigit()] == [
            f"MEMBER_{i}" for i in range(4)]
        # the clients joined concurrently: the one left (cs[0]) holds entry 0 or entry 1
        valid = [i for i in range(4) if int(regs[f"MEMBER_{i}"]) >> MEMBER_VALID_BIT]
        assert len(valid) == 1 and valid[0] in (0, 1), regs
        assert int(regs[f"MEMBER_{valid[0]}"]) & 0xFFFF == cs[0].worker
        r = _run("--query", f"{sw.addr[0]}:{sw.addr[1]}", "--reg", "h", "--reg", "0x103")
        assert r.stdout == "H 2\nK 8\n"
        # the same answers through the query path alone: no torch, no numpy
        r = _run_without_torch("--query", f"{sw.addr[0]}:{sw.addr[1]}", "--reg", "h",
                               "--reg", "0x103")
        assert (r.returncode, r.stdout) == (0, "H 2\nK 8\n"), r.stderr
        cs[0].close()
    r = _run("--dump-log", str(tmp_path / "o.log"))
    lines = r.stdout.splitlines()
    assert r.returncode == 0 and len(lines) == 3
    assert lines[0].startswith("seg=0 job=7 elems=360 nsum=2 h=2 partial=0 contrib=0x3 order=")
    bad = tmp_path / "bad.log"
    bad.write_bytes(b"not a log")
    r = _run("--dump-log", str(bad))
    assert r.returncode == 1 and "not an iswitch-switchd log" in r.stderr


# ---------------------------------------------------------------- senders and ports


def test_five_senders_share_four_ports(tmp_path: Path) -> None:
    """Sender i gets port i % 4: with five members two share port 0, and the broadcast of
    each aggregate out of port 0 reaches both."""
    rng = random.Random(32)
    print("seed 32")
    with SwitchdProcess(log=tmp_path / "o.log") as sw:
        cs = clients(sw.addr, 5)
        try:
            grads = _grads(rng, 1000, 5)
            outs = allreduce_all(cs, grads)
            want = expected(sw.log, grads, [c.worker for c in cs], 0)
            assert all(same_bits(o, want) for o in outs)
            entries = [cs[0].query(Reg.MEMBER_BASE + i) for i in range(5)]
        finally:
            in_threads([c.close for c in cs])
    ports = sorted((e >> MEMBER_PORT_SHIFT) & 0xFF for e in entries)
    assert ports == sorted(port_bit(i % PORTS) for i in range(5))


def test_sender_locations() -> None:
    s = Sender.number(0x1234, ("127.0.0.1", 5000))
    assert (s.mac, s.ip, s.port, s.port_bit) == (bytes.fromhex("025344001234"),
                                                 bytes([10, 1, 0x12, 0x34]), 0, 0x01)
    dg = bytes([MAGIC, VT_DATA]) + bytes(20)
    f = frame_for(Sender.number(3, ("127.0.0.1", 40000)), DATA_DSCP << 2, dg)
    assert ETH_FIELDS["src_mac"].read_bytes(f) == bytes.fromhex("025344000003")
    assert IPV4_FIELDS["tos"].read(f) == DATA_DSCP << 2
    assert UDP_FIELDS["sport"].read(f) == 40000 and len(f) == PAYLOAD_OFF
    assert f[HDR_OFF:] == dg
    with pytest.raises(ValueError, match="unknown backend"):
        open_backend("nope")
    with pytest.raises(ValueError, match="unknown backend"):
        open_backend("nope", AccelParams(EXACT=0))


# ---------------------------------------------------------------- any backend


@pytest.fixture
def served(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Switchd]:
    cfg = AccelParams(EXACT=0)
    backend = FramesOnly(cfg, corrupt=getattr(request, "param", False))
    assert isinstance(backend, Backend) and not isinstance(backend, ModelBackend)
    server = Switchd(("127.0.0.1", 0), backend, cfg, log=LogWriter(tmp_path / "o.log"))
    stop = threading.Event()
    t = threading.Thread(target=server.serve, args=(stop, 0.05), daemon=True)
    t.start()
    yield server
    stop.set()
    t.join(10)
    server.close()


def test_any_backend_through_frames_with_the_shadow_log(served: Switchd, tmp_path: Path
                                                        ) -> None:
    rng = random.Random(33)
    print("seed 33")
    cs = clients(served.addr, 3)
    try:
        base = 0
        for n in (5, 2000):
            grads = _grads(rng, n, 3)
            outs = allreduce_all(cs, grads)
            want = expected(tmp_path / "o.log", grads, [c.worker for c in cs], base)
            assert all(same_bits(o, want) for o in outs)
            base += -(-n // 360)
    finally:
        in_threads([c.close for c in cs])
    assert served.shadow is not None and served.stats.shadow_mismatches == 0
    assert len(read_log(tmp_path / "o.log")) == base


@pytest.mark.parametrize("served", [True], indirect=True)
def test_shadow_catches_a_wrong_backend(served: Switchd) -> None:
    rng = random.Random(34)
    print("seed 34")
    cs = clients(served.addr, 2)
    try:
        allreduce_all(cs, _grads(rng, 100, 2))
    finally:
        in_threads([c.close for c in cs])
    assert served.stats.shadow_mismatches >= 1


def test_full_sender_table_drops_and_counts() -> None:
    """Datagrams of senders beyond the table's size are dropped and counted, nothing else
    changes (the table is made small here: 2 senders)."""
    cfg = AccelParams(EXACT=0)
    server = Switchd(("127.0.0.1", 0), ModelBackend(cfg), cfg)
    server.MAX_SENDERS = 2
    stop = threading.Event()
    t = threading.Thread(target=server.serve, args=(stop, 0.05), daemon=True)
    t.start()
    try:
        socks = [socket.socket(socket.AF_INET, socket.SOCK_DGRAM) for _ in range(3)]
        for s in socks:
            s.sendto(b"not iSwitch", server.addr)
        deadline = threading.Event()
        for _ in range(100):
            if server.stats.datagrams_in == 3:
                break
            deadline.wait(0.05)
        assert server.stats.datagrams_in == 3 and server.stats.senders == 2
        assert server.stats.unknown_senders == 1 and server.stats.regular == 2
    finally:
        for s in socks:
            s.close()
        stop.set()
        t.join(10)
        server.close()


@pytest.mark.parametrize("backend", ["model", "frames"])
def test_child_role_refused(backend: str, tmp_path: Path, capfd: pytest.CaptureFixture[str]
                            ) -> None:
    """switchd is one switch whose ports are its UDP senders: SetRole of the child role
    (docs/protocol.md section 12) is answered BAD_VALUE by switchd itself, with one line
    on stderr, whatever the backend (none sees it); the root's SetRole passes (OK) and the
    UPLINK register reads 0."""
    cfg = AccelParams(EXACT=0)
    be: Backend = ModelBackend(cfg) if backend == "model" else FramesOnly(cfg)
    server = Switchd(("127.0.0.1", 0), be, cfg, log=LogWriter(tmp_path / "o.log"))
    stop = threading.Event()
    t = threading.Thread(target=server.serve, args=(stop, 0.05), daemon=True)
    t.start()
    sock = BurstSocket(("127.0.0.1", 0), server.addr)
    ctl = Control(sock, server.addr, Endpoint(7, 1, bytes(6), bytes(4)), timeout_s=10,
                  retry_s=1)
    try:
        ack = ctl.request(Action.SETROLE, child_role(nf_bit(3), 0x8001))
        assert ack.status == Status.BAD_VALUE and server.stats.refused_roles == 1
        assert ctl.call(Action.SETROLE, 0) == 0
        assert ctl.query(Reg.UPLINK) == 0
        assert ctl.query(Reg.CTRL_OK) == 3  # SetRole(0) and the two Queries: not the refused
    finally:
        sock.close()
        stop.set()
        t.join(10)
        server.close()
    err = capfd.readouterr().err
    assert "SetRole(child)" in err and "refused" in err and "no uplink port" in err
    assert server.stats.shadow_mismatches == 0
