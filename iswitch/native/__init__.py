"""The compiled hot paths of the training data path (docs/training.md section 2.3):

- ``plane.cpp``: the model backend's data plane, the one fast implementation of the
  accelerator's data path beside golden/accel_model.py: data-class frames (`isw_frame`:
  classification and every check, in order), data datagrams (`isw_rows`), both on
  `DataPlane`'s numpy arrays, and switchd's receive / add / send loop around them
  (`isw_serve`);
- ``flow.cpp``: SwitchClient's data path (`Flow` below): the worker protocol over its
  socket on worker.h's state machine in the socket's mode, every all-reduce and stream
  update (`isw_flow_run`, `isw_flow_recover`, ...);
- ``worker.h``: the worker protocol's state machine (the window, the take of an aggregate,
  Help, its Ack, the timeout; its clock, recovery policy and storage are parameters), which
  the report harness's endpoints run on (tb/nf_datapath/compiled/endpoint.h), and flow.cpp
  in its socket mode; ``worker.cpp``
  drives it datagram by datagram for `NativeSession`, the one C++ twin of
  `iswitch.worker.Session` (tests/test_native_worker.py compares them frame by frame).

Why compiled: the aggregation of one DQN gradient moves 18,748 datagrams through switchd and
back to four workers; written in Python and numpy, the per-burst and per-batch call overhead
alone cost several times gloo's whole all-reduce (docs/benchmarks.md, "switchd vs gloo"). The
compiled switchd loop does only the common case; the accelerator's rare paths (control
frames, bad input of any kind) stay in Python there, on `AccelModel`. The worker side is
whole in C++, on worker.h's one state machine (the report harness needs its recovery within
cycles, SwitchClient on its socket, and `NativeSession` exists to hold it to `Session`);
only the control requests stay in Python, in `iswitch.client.Control`.

The library is built from these sources at first use with the system C++ compiler (``$CXX``,
default ``c++``) into ``<build root>/native-<key>/`` through the project's locked,
hash-keyed build (`iswitch.util.build.locked_build`: the checkout's build/compiled_tb/, or the
per-user cache for an installed package; the key covers the sources, the generated wire
header, the flags and the compiler's version). Nothing is fetched and no binary is
checked in. Its floating-point code is compiled without -ffast-math and without FMA
contraction, and runs in the default floating-point environment (no FTZ/DAZ, round to nearest
even), whatever the calling thread had set.

`lib()` loads it (once per process); the ctypes structures below mirror the C++ ones, and
their sizes are checked against the library's when it is loaded. A compiler that is
missing or fails raises `ToolError` with one line (the compiler's output stays in the
build folder's ``build.log``); `DataPlane` and `SwitchClient` load the library when they
are made, so that this happens before switchd listens or a worker joins. The compiled
functions trust their pointers: their Python callers check the arguments (`fold`,
`DataPlane.push_rows`, `SwitchClient.allreduce`) or make the buffers (`DataPlane.push`).
"""

from __future__ import annotations

import ctypes
import functools
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

from iswitch.util import checks
from iswitch.util.build import ToolError, build_key, locked_build
from iswitch.wire import DATA_FIELDS, MAX_K, SWITCH_WORKER_ID
from iswitch.wire.gen import HEADER as WIRE_HEADER

HERE = Path(__file__).resolve().parent
SOURCES = (HERE / "plane.cpp", HERE / "flow.cpp", HERE / "worker.cpp")
WORKER_H = HERE / "worker.h"  #: the worker state machine (also the harness endpoints')
HEADERS = (HERE / "common.h", WORKER_H, WIRE_HEADER)
FLAGS = ("-std=c++17", "-O3", "-fPIC", "-shared", "-fno-fast-math", "-ffp-contract=off",
         "-Wall", "-Wextra")

_i64, _f64, _ptr = ctypes.c_int64, ctypes.c_double, ctypes.c_void_p


class _Plane(ctypes.Structure):
    """plane.cpp's `Plane`: DataPlane's arrays and registers."""

    _fields_ = [
        *[(n, _ptr) for n in ("state", "tag", "bitmap", "count", "nsum", "elems", "bjob",
                              "partial", "h_emit", "contrib_emit", "acc", "order", "member_of",
                              "member_loc", "counters")],
        *[(n, _i64) for n in ("nb", "order_len", "h", "heff", "job", "last_drop", "rec_size",
                              "rec_seg", "rec_job", "rec_elems", "rec_nsum", "rec_h",
                              "rec_flags", "rec_n", "rec_contrib", "rec_order", "data_dscp",
                              "udp_port")],
    ]


class Received(ctypes.Structure):
    """common.h's `Received`: a received burst (arena offset, bytes, datagram size, ToS
    byte, source IPv4 and port in host order)."""

    _fields_ = [(n, _i64) for n in ("off", "len", "size", "tos", "ip", "port")]


#: most bursts `isw_serve` receives per round (plane.cpp's MAX_BURSTS, common.h's MAX_RECV)
SERVE_BURSTS = 64
#: most bursts `isw_flow_run` receives at once (flow.cpp's FLOW_RECV)
FLOW_BURSTS = 8


class _Serve(ctypes.Structure):
    """plane.cpp's `Serve`: switchd's sender table and buffers."""

    _fields_ = [
        *[(n, _i64) for n in ("fd", "log_fd", "data_dscp", "agg_tos", "max_segments",
                              "max_payload", "gso")],
        ("deadline", _f64), ("wait_s", _f64),
        ("n_senders", _i64), ("sender_key", _ptr), ("sender_index", _ptr),
        ("n_targets", _i64), ("targets", _ptr),
        ("arena", _ptr), ("slot_bytes", _i64), ("out", _ptr), ("recs", _ptr),
        ("lookups", _ptr), ("lookups_cap", _i64), ("n_lookups", _i64),
        *[(n, _i64) for n in ("bursts_in", "datagrams_in", "datagrams_out", "unaddressed",
                              "records", "n_pending")],
        ("pending", Received * SERVE_BURSTS),
    ]


class _FlowIo(ctypes.Structure):
    """flow.cpp's `Io`: the in/out block of every call of the client's engine."""

    _fields_ = [
        *[(n, _i64) for n in ("fd", "data_tos", "ctrl_tos", "max_segments", "max_payload",
                              "gso", "seq")],
        ("wait_s", _f64), ("arena", _ptr),
        *[(n, _i64) for n in ("slot_bytes", "err_seg", "err_status", "n_pending")],
        ("pending", Received * FLOW_BURSTS),
    ]


# return codes (plane.cpp's ServeRc, flow.cpp's Rc) and flow.cpp's run modes
SERVE_RETURNS = ("idle", "handoff", "interrupted", "full", "deadline")
SERVE_IDLE, SERVE_HANDOFF, SERVE_INTERRUPTED, SERVE_FULL, SERVE_DEADLINE = range(5)
(FLOW_COMPLETE, FLOW_HANDOFF, FLOW_INTERRUPTED, FLOW_DEADLINE, FLOW_REFUSED, FLOW_DIFFER,
 FLOW_STALLED, FLOW_GONE, FLOW_HELP_REFUSED) = range(9)
FLOW_ALLREDUCE, FLOW_STEP, FLOW_DRAIN, FLOW_PUMP = range(4)


def compiler() -> str:
    return os.environ.get("CXX") or "c++"


def _compiler_version(cxx: str) -> str:
    try:
        r = subprocess.run([cxx, "--version"], capture_output=True, text=True, check=False)
    except OSError as e:
        raise ToolError(f"C++ compiler {cxx!r} not runnable: {e}") from None
    if r.returncode != 0:
        why = r.stderr.strip().splitlines() or [f"exit {r.returncode}"]
        raise ToolError(f"C++ compiler {cxx!r} not runnable: {why[0]}")
    return r.stdout.strip()


def build(root: Path | None = None) -> Path:
    """The shared library, built if needed into `root` (see the module docstring)."""
    cxx = compiler()
    flags = [*FLAGS, f"-I{HERE}", f"-I{WIRE_HEADER.parent}"]
    key = build_key(*SOURCES, *HEADERS, " ".join(flags), _compiler_version(cxx))

    def run(out_dir: Path) -> Path:
        so = out_dir / "libiswitch_native.so"
        cmd = [cxx, *flags, "-o", str(so), *map(str, SOURCES)]
        r = subprocess.run(cmd, capture_output=True, text=True, check=False)
        (out_dir / "build.log").write_text(" ".join(cmd) + "\n" + r.stdout + r.stderr)
        if r.returncode != 0 or not so.exists():
            errors = [x for x in (r.stdout + r.stderr).splitlines() if "error" in x]
            raise ToolError(f"building iswitch/native with {cxx} failed (exit {r.returncode})"
                            f"{': ' + errors[0] if errors else ''}; the compiler's output is "
                            f"in {out_dir / 'build.log'}")
        return so

    return locked_build("native", key, run, root)


@functools.cache
def lib() -> ctypes.CDLL:
    """The loaded library, its functions typed (built at the first call of the process)."""
    if sys.byteorder != "little":
        raise ToolError("iswitch/native assumes a little-endian host")
    so = ctypes.CDLL(str(build()))
    for name, struct in (("plane", _Plane), ("serve", _Serve), ("flow_io", _FlowIo)):
        f = getattr(so, f"isw_sizeof_{name}")
        f.restype = _i64
        if f() != ctypes.sizeof(struct):
            raise ToolError(f"iswitch/native: the {name} structure of the library "
                            f"({f()} bytes) and of iswitch/native/__init__.py "
                            f"({ctypes.sizeof(struct)} bytes) differ")
    so.isw_fold.argtypes = [_ptr, _ptr, _i64]
    so.isw_fold.restype = None
    so.isw_rows.argtypes = [ctypes.POINTER(_Plane), _ptr, _i64, _i64, _i64, _ptr, _ptr, _ptr,
                            ctypes.POINTER(_i64)]
    so.isw_rows.restype = _i64
    so.isw_frame.argtypes = [ctypes.POINTER(_Plane), _ptr, _i64, _i64, _i64, _i64, _ptr, _ptr,
                             ctypes.POINTER(_i64)]
    so.isw_frame.restype = _i64
    so.isw_serve.argtypes = [ctypes.POINTER(_Serve), ctypes.POINTER(_Plane)]
    so.isw_serve.restype = _i64
    io = ctypes.POINTER(_FlowIo)
    for name, res, args in (
            ("new", _ptr, [_i64] * 6), ("free", None, [_ptr]),
            ("piece", _i64, [_ptr, _i64, _i64, _ptr, _ptr, _i64]),
            ("piece_info", None, [_ptr, _i64, _ptr]),
            ("piece_copy", None, [_ptr, _i64, _ptr, _ptr, _ptr]),
            ("drop", None, [_ptr, _i64]), ("stream", _i64, [_ptr, *[_i64] * 4]),
            ("run", _i64, [_ptr, io, _i64]),
            ("take", _i64, [_ptr, io, ctypes.c_char_p, _i64, _i64]),
            ("ack", _i64, [_ptr, io, *[_i64] * 4]), ("recover", _i64, [_ptr, io]),
            ("counts", None, [_ptr, _ptr]), ("missing", _i64, [_ptr, _ptr, _i64, _ptr]),
            ("touch", None, [_ptr])):
        f = getattr(so, f"isw_flow_{name}")
        f.argtypes = args
        f.restype = res
    so.isw_worker_new.argtypes = [_ptr, _ptr, *[_i64] * 11]
    so.isw_worker_new.restype = _ptr
    so.isw_worker_free.argtypes = [_ptr]
    so.isw_worker_free.restype = None
    for name, args in (("sendable", [_i64]), ("receive", [ctypes.c_char_p, _i64, _i64]),
                       ("tick", [_i64]), ("pop", [_ptr, _i64])):
        f = getattr(so, f"isw_worker_{name}")
        f.argtypes = [_ptr, *args]
        f.restype = _i64
    so.isw_worker_counts.argtypes = [_ptr, _ptr]
    so.isw_worker_counts.restype = None
    return so


def fold(acc: np.ndarray, x: np.ndarray) -> None:
    """``acc = acc + x`` in place with the accelerator's adder (`isw_fold`): `acc` a
    writable C-contiguous float32 array, `x` its addends as little-endian binary32 bytes (a
    contiguous uint8 array of 4 x ``acc.size`` bytes, at any alignment: a datagram's
    payload). The arguments are checked here: the library trusts its pointers."""
    if not isinstance(acc, np.ndarray) or acc.dtype != np.float32:
        raise TypeError(f"fold: acc must be a float32 numpy array, got {describe(acc)}")
    if not acc.flags.c_contiguous or not acc.flags.writeable:
        raise ValueError("fold: acc must be C-contiguous and writable")
    if not isinstance(x, np.ndarray) or x.dtype != np.uint8:
        raise TypeError(f"fold: x must be a uint8 numpy array (binary32 bytes), got {describe(x)}")
    if not x.flags.c_contiguous or x.size != 4 * acc.size:
        raise ValueError(f"fold: x must be {4 * acc.size} contiguous bytes (4 per element "
                         f"of acc), got {x.size}{'' if x.flags.c_contiguous else ' strided'}")
    lib().isw_fold(addr(acc), addr(x), acc.size)


def describe(a: object) -> str:
    """An argument's kind, for the error messages of the checks before a call."""
    if isinstance(a, np.ndarray):
        return f"a {a.ndim}-D {a.dtype} array of shape {a.shape}"
    return type(a).__name__


def addr(a: object) -> int:
    """The data address of a numpy array (for the structures' pointer fields)."""
    return a.__array_interface__["data"][0]  # type: ignore[attr-defined]


class NativeSession:
    """One worker's side of one gradient all-reduce on the C++ state machine (worker.h,
    through worker.cpp): the same inputs as `iswitch.worker.Session` give the same
    datagrams and the same sum, bit for bit, with the clock an argument (`now`, an integer
    in any unit; Help goes out once a segment's aggregate is `help_timeout` late).

    The policy is worker.h's `Policy`: the default is Session's (a Help per due segment, no
    bound on those in flight, only NO_SEGMENT gives a segment up); ``max_helps=1,
    helps_expire=True, refusal_ends=True`` is the harness endpoints'; ``socket_timeout=T``
    is SwitchClient's socket mode (`worker::socket_policy(help_timeout, T)`: the gap rule,
    the adaptive RTO, a round of Helps per `on_timeout`; a refused Help counts in
    `failed`). Helps are numbered from `first_seq` on. What it receives is taken or
    counted in `ignored`, never trusted.
    """

    def __init__(self, grad: np.ndarray, *, job: int, worker: int, k: int, seg0: int = 0,
                 first_seq: int = 0, help_timeout: int = 1, max_helps: int = 0,
                 helps_expire: bool = False, refusal_ends: bool = False,
                 socket_timeout: int = 0) -> None:
        self._h: int | None = None
        if not isinstance(grad, np.ndarray) or grad.dtype != np.float32 or grad.ndim != 1:
            raise TypeError(f"NativeSession: grad must be a 1-D float32 numpy array, got "
                            f"{describe(grad)}")
        if not grad.size:
            raise ValueError("NativeSession: empty gradient")
        checks.uint("job", job, DATA_FIELDS["job"].bits)
        checks.int_in("worker", worker, 0, SWITCH_WORKER_ID - 1)
        checks.int_in("k", k, 1, MAX_K)
        checks.uint("seg0", seg0, DATA_FIELDS["seg"].bits)
        checks.uint("first_seq", first_seq, DATA_FIELDS["seg"].bits)
        checks.int_in("help_timeout", help_timeout, 1, (1 << 62) - 1)
        checks.int_in("max_helps", max_helps, 0, (1 << 32) - 1)
        checks.int_in("socket_timeout", socket_timeout, 0, (1 << 62) - 1)
        self.grad = np.ascontiguousarray(grad)  # kept alive: the library reads it
        self.result = np.zeros(grad.size, np.float32)
        self._lib = lib()
        self._h = self._lib.isw_worker_new(
            addr(self.grad), addr(self.result), grad.size, job, worker, k, seg0, first_seq,
            help_timeout, max_helps, int(bool(helps_expire)), int(bool(refusal_ends)),
            socket_timeout)
        if not self._h:
            raise MemoryError("NativeSession: out of memory")
        self._buf = ctypes.create_string_buffer(1 << 16)

    def _now(self, now: int) -> int:
        return checks.int_in("now", now, 0, (1 << 62) - 1)

    def _drain(self) -> list[bytes]:
        out = []
        while (n := self._lib.isw_worker_pop(self._h, self._buf, len(self._buf))) > 0:
            out.append(self._buf.raw[:n])
        assert n == 0, "a datagram larger than 64 KiB"
        return out

    def sendable(self, now: int) -> list[bytes]:
        """Data datagrams the window allows at `now` (each segment once)."""
        self._lib.isw_worker_sendable(self._h, self._now(now))
        return self._drain()

    def on_datagram(self, d: bytes, now: int) -> list[bytes]:
        """Take one received datagram at `now`; returns datagrams to send in reaction (a
        RETX copy of our contribution when Help answers NOT_DONE)."""
        if not isinstance(d, (bytes, bytearray, memoryview)):
            raise TypeError(f"datagram must be bytes, got {type(d).__name__}")
        b = bytes(d)
        self._lib.isw_worker_receive(self._h, b, len(b), self._now(now))
        return self._drain()

    def on_timeout(self, now: int) -> list[bytes]:
        """The timers at `now`: a Help request when a segment's aggregate is overdue."""
        self._lib.isw_worker_tick(self._h, self._now(now))
        return self._drain()

    def _counts(self) -> tuple[int, int, int, int]:
        c = (ctypes.c_int64 * 4)()
        self._lib.isw_worker_counts(self._h, c)
        return c[0], c[1], c[2], c[3]

    @property
    def ignored(self) -> int:
        """Datagrams neither taken as an aggregate of this gradient nor an Ack."""
        return self._counts()[1]

    @property
    def done(self) -> bool:
        """All aggregates received."""
        got, _, segs, _ = self._counts()
        return got == segs

    @property
    def failed(self) -> int:
        """Acks that refused a Help (the socket's mode: SwitchClient raises on the first)."""
        return self._counts()[3]

    def close(self) -> None:
        if self._h:
            self._lib.isw_worker_free(self._h)
            self._h = None

    def __del__(self) -> None:
        self.close()


class Flow:
    """The client's engine of flow.cpp (one per `iswitch.torch.SwitchClient`): a handle and
    its `_FlowIo`, the ctypes calls typed; SwitchClient words the errors. Pointers handed
    in (gradients, results) must outlive the pieces they belong to."""

    def __init__(self, *, fd: int, data_tos: int, ctrl_tos: int, max_segments: int,
                 max_payload: int, slot_bytes: int, k: int, job: int, worker: int,
                 retry_s: float, timeout_s: float, floor: int) -> None:
        self._lib = lib()
        self._h = self._lib.isw_flow_new(k, job, worker, int(retry_s * 1e9),
                                         int(timeout_s * 1e9), floor)
        if not self._h:
            raise MemoryError("iswitch.native.Flow: out of memory")
        self.arena = np.empty(FLOW_BURSTS * slot_bytes, np.uint8)  #: received bursts
        self.io = _FlowIo(fd=fd, data_tos=data_tos, ctrl_tos=ctrl_tos,
                          max_segments=max_segments, max_payload=max_payload, gso=1,
                          arena=addr(self.arena), slot_bytes=slot_bytes)
        self._keep: dict[int, tuple[np.ndarray, ...]] = {}  # r0 -> arrays the engine reads

    def piece(self, r0: int, n: int, grad: np.ndarray | None = None,
              result: np.ndarray | None = None, copy: bool = False) -> None:
        for a in (grad, result):
            assert a is None or (a.dtype == np.float32 and a.flags.c_contiguous
                                 and a.size == n)
        rc = self._lib.isw_flow_piece(self._h, r0, n, None if grad is None else addr(grad),
                                      None if result is None else addr(result), int(copy))
        if rc == -12:
            raise MemoryError("iswitch.native.Flow: out of memory")
        assert rc == 0, rc
        self._keep[r0] = tuple(a for a in (grad, result) if a is not None)

    def info(self, r0: int) -> tuple[bool, int, int]:
        """(whether the piece from r0 exists, its segments, the aggregates here)."""
        out = (_i64 * 3)()
        self._lib.isw_flow_piece_info(self._h, r0, out)
        return bool(out[0]), out[1], out[2]

    def copy_out(self, r0: int, n: int, S: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        result, nsum, contrib = np.empty(n, np.float32), np.empty(S, np.int64), np.empty(
            S, np.int64)
        self._lib.isw_flow_piece_copy(self._h, r0, addr(result), addr(nsum), addr(contrib))
        return result, nsum, contrib

    def drop(self, r0: int) -> None:
        self._lib.isw_flow_drop(self._h, r0)
        self._keep.pop(r0, None)

    def stream(self, base: int, numel: int, version: int, last_submitted: int) -> int:
        """Set the stream's state; returns its head."""
        return self._lib.isw_flow_stream(self._h, base, numel, version, last_submitted)

    def run(self, mode: int, wait_s: float = 0.0) -> int:
        self.io.wait_s = wait_s
        return self._lib.isw_flow_run(self._h, ctypes.byref(self.io), mode)

    def take(self, data: bytes, size: int) -> int:
        return self._lib.isw_flow_take(self._h, ctypes.byref(self.io), data, len(data), size)

    def ack(self, seq: int, acked: int, status: int, result: int) -> int:
        return self._lib.isw_flow_ack(self._h, ctypes.byref(self.io), seq, acked, status,
                                      result)

    def recover(self) -> int:
        return self._lib.isw_flow_recover(self._h, ctypes.byref(self.io))

    def touch(self) -> None:
        self._lib.isw_flow_touch(self._h)

    def counts(self) -> tuple[int, ...]:
        """(helps, retx, duplicates, ignored, the last NOT_DONE's contributions or -1,
        whether any piece holds an aggregate, the stream's head)."""
        out = (_i64 * 7)()
        self._lib.isw_flow_counts(self._h, out)
        return tuple(out)

    def missing(self) -> tuple[list[int], int]:
        """(the missing segments of the awaited pieces, their pieces' segments)."""
        total = _i64()
        n = self._lib.isw_flow_missing(self._h, None, 0, ctypes.byref(total))
        out = np.empty(max(n, 1), np.int64)
        self._lib.isw_flow_missing(self._h, addr(out), n, ctypes.byref(total))
        return out[:n].tolist(), total.value

    def close(self) -> None:
        if self._h:
            self._lib.isw_flow_free(self._h)
            self._h = None

    def __del__(self) -> None:
        self.close()
