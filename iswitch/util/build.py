"""The one cached, locked build of a compiled artefact (a testbench, a driver, a library).

A build goes into ``<root>/<kind>-<key>/``, where the key hashes every input: the files by
name and content, the flags and the tool's version. A change of any input builds into a
new folder; an unchanged build is reused. Concurrent callers (pytest-xdist workers, the
report's process pool, several switchd) wait on a lock file while the first one builds; a
``.done`` file marks a finished build and names its product.

The root (`build_root`): ``$ISWITCH_BUILD_DIR`` if set; else, when the package runs from a
checkout of the project, the checkout's ``build/compiled_tb/``; else (an installed package)
the per-user cache ``$XDG_CACHE_HOME/iswitch`` (default ``~/.cache/iswitch``). Never the
package's own folder: site-packages may be read-only and is shared by every user.

Used by the compiled hot paths of switchd and the worker (iswitch/native), the Verilated
datapath (iswitch/native/datapath.py: switchd's RTL driver and the switch harness), the fp32
adder testbenches (iswitch/sim/adder_exactness.py) and MyHDL's co-simulation VPI module
(iswitch/hw/vpi.py). Verilator's own build is `iswitch.hw.toolenv.build_verilator`.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
from collections.abc import Callable
from pathlib import Path

#: the environment variable that chooses the build root
ROOT_ENV = "ISWITCH_BUILD_DIR"
_TOP = Path(__file__).resolve().parents[2]  # the checkout, when the package runs from one


class ToolError(RuntimeError):
    """A simulator, compiler or other tool failed (not a mismatch)."""


def checkout() -> Path | None:
    """The project checkout this package runs from (its pyproject.toml and tb/ beside the
    package), None for an installed package."""
    if (_TOP / "pyproject.toml").is_file() and (_TOP / "tb").is_dir() \
            and (_TOP / "iswitch").is_dir():
        return _TOP
    return None


def user_cache_dir(name: str) -> Path:
    """``$XDG_CACHE_HOME/<name>``, ``~/.cache/<name>`` when XDG_CACHE_HOME is unset or empty
    (the XDG base directory rule)."""
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / name


def build_root() -> Path:
    """Where builds go (see the module docstring), asked at each build so that the
    environment of the moment decides."""
    explicit = os.environ.get(ROOT_ENV)
    if explicit:
        return Path(explicit)
    repo = checkout()
    return repo / "build" / "compiled_tb" if repo is not None else user_cache_dir("iswitch")


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
                 root: Path | None = None) -> Path:
    """The product of ``build(out_dir)`` (a path it returns, e.g. the executable) for
    ``root/<kind>-<key>/`` (root: `build_root()` unless given): built once into a fresh
    folder, reused afterwards. A failed build (`build` raises) leaves no ``.done`` and is
    retried by the next caller."""
    root = build_root() if root is None else root
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
