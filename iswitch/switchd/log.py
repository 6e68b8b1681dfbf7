"""The contribution-order log of `iswitch-switchd` (docs/training.md section 2.4).

One fixed-size binary record per aggregate the switch emits, in emission order, after an
8-byte magic. Writing is a numpy `tobytes` per batch of aggregates (no per-record Python),
so logging costs nothing measurable on the hot path. `replay` folds the workers' own
gradients in the logged order, which reproduces the switch's sums bit for bit.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import BinaryIO

import numpy as np

from iswitch import native
from iswitch.wire import MAX_ELEMS

MAGIC = b"ISWLOG\x00\x01"
#: most contributions one segment can take (the membership table's upper bound)
ORDER_LEN = 32
NO_WORKER = 0xFFFF  #: unused `order` entries
F_LOG_PARTIAL = 1  #: `flags` bit 0: emitted by FBcast

RECORD = np.dtype([
    ("seg", "<u4"), ("job", "<u2"), ("elems", "<u2"), ("nsum", "<u2"), ("h", "u1"),
    ("flags", "u1"), ("n", "u1"), ("pad", "u1"), ("contrib", "<u4"),
    ("order", "<u2", (ORDER_LEN,)),
])


class LogWriter:
    """Appends records to a log file (or any binary stream). A file is unbuffered: the
    records of an aggregate are in the file before the aggregate is sent, so a worker that
    holds a sum can read its record."""

    def __init__(self, target: str | os.PathLike[str] | BinaryIO) -> None:
        if isinstance(target, (str, os.PathLike)):
            self.f: BinaryIO = open(target, "wb", buffering=0)  # noqa: SIM115 (see close)
            self._own = True
        else:
            self.f, self._own = target, False
        self.f.write(MAGIC)
        self.records = 0

    def write(self, recs: np.ndarray) -> None:
        """Append records (an array of dtype `RECORD`)."""
        if recs.dtype != RECORD:
            raise TypeError("log records must have dtype RECORD")
        self.f.write(recs.tobytes())
        self.records += len(recs)

    def flush(self) -> None:
        self.f.flush()

    def close(self) -> None:
        if self._own and not self.f.closed:
            self.f.close()


def read_log(path: str | os.PathLike[str]) -> np.ndarray:
    """The records of a log file (dtype `RECORD`); ValueError if it is not one."""
    with open(path, "rb") as f:
        head = f.read(len(MAGIC))
        body = f.read()
    if head != MAGIC:
        raise ValueError(f"{os.fspath(path)}: not an iswitch-switchd log (magic {head!r})")
    if len(body) % RECORD.itemsize:
        raise ValueError(f"{os.fspath(path)}: truncated record at the end")
    return np.frombuffer(body, dtype=RECORD)


def orders(recs: np.ndarray) -> list[list[int]]:
    """The worker ids of each record, in the order they were added."""
    return [r["order"][: r["n"]].tolist() for r in recs]


def format_record(r: np.void) -> str:
    """One record as a text line."""
    order = ",".join(str(w) for w in r["order"][: r["n"]])
    return (f"seg={int(r['seg'])} job={int(r['job'])} elems={int(r['elems'])} "
            f"nsum={int(r['nsum'])} h={int(r['h'])} partial={int(r['flags']) & 1} "
            f"contrib=0x{int(r['contrib']):x} order={order}")


def select(recs: np.ndarray, job: int, base_seg: int, n_segs: int) -> np.ndarray:
    """The records of segments ``base_seg .. base_seg + n_segs - 1`` (mod 2^32) of `job`,
    one per segment in segment order (the last one logged if a segment appears twice);
    KeyError names the first segment without a record."""
    rel = (recs["seg"].astype(np.int64) - base_seg) & 0xFFFF_FFFF
    mine = np.nonzero((recs["job"] == job) & (rel < n_segs))[0]
    where = np.full(n_segs, -1, dtype=np.int64)
    where[rel[mine]] = mine  # later records overwrite earlier ones
    if (where < 0).any():
        first = int(np.argmax(where < 0))
        raise KeyError(f"no log record for job {job} segment {(base_seg + first) & 0xFFFF_FFFF}")
    return recs[where]


def replay(contributions: Mapping[int, np.ndarray], recs: np.ndarray,
           seg_elems: int = MAX_ELEMS) -> np.ndarray:
    """The sums of a gradient folded in the logged order: `contributions` maps worker id to
    that worker's flat float32 gradient (all the same length n), `recs` holds one record per
    segment in segment order (see `select`). Returns the float32 sum (length n).

    Each segment is the sequential fold of its contributions in `order` (the first taken as
    is) with the accelerator's adder (`iswitch.native.fold`, the compiled data plane's own).
    Segments with the same order are folded together, vectorised."""
    vals = {w: np.asarray(c, dtype=np.float32).reshape(-1) for w, c in contributions.items()}
    n = len(next(iter(vals.values())))
    n_segs = -(-n // seg_elems)
    if len(recs) != n_segs:
        raise ValueError(f"{len(recs)} records for {n_segs} segments")
    out = np.empty(n, dtype=np.float32)
    full = n // seg_elems
    groups: dict[tuple[int, ...], list[int]] = {}
    for i, r in enumerate(recs):
        groups.setdefault(tuple(r["order"][: r["n"]].tolist()), []).append(i)
    for order, segs in groups.items():
        missing = [w for w in order if w not in vals]
        if missing:
            raise KeyError(f"no contribution of worker {missing[0]} (needed by the log)")
        idx = np.array([s for s in segs if s < full], dtype=np.int64)
        if len(idx):
            rows = out[: full * seg_elems].reshape(full, seg_elems)
            acc = vals[order[0]][: full * seg_elems].reshape(full, seg_elems)[idx]  # a copy
            for w in order[1:]:
                _fold(acc, vals[w][: full * seg_elems].reshape(full, seg_elems)[idx])
            rows[idx] = acc
        if full in segs:  # the short last segment
            a = full * seg_elems
            acc = vals[order[0]][a:].copy()
            for w in order[1:]:
                _fold(acc, vals[w][a:])
            out[a:] = acc
    return out


def _fold(acc: np.ndarray, x: np.ndarray) -> None:
    """``acc = acc + x`` in place with the accelerator's adder (x a float32 array of acc's
    shape)."""
    native.fold(acc, np.ascontiguousarray(x, np.float32).reshape(-1).view(np.uint8))
